#ifndef TIERBAR_BENCH_ALLOCATIONS_H
#define TIERBAR_BENCH_ALLOCATIONS_H

/// Heap allocations counted by tierbar-bench: malloc, calloc, realloc, posix_memalign,
/// aligned_alloc and memalign calls made anywhere in the process (Swift runtime, libyaml, libc),
/// counted by interposing those functions in the executable. Linux with glibc only.

/// 1 when this platform counts allocations, 0 otherwise (then the count stays 0).
int tierbar_bench_allocations_supported(void);

/// Allocations since the process started.
long long tierbar_bench_allocation_count(void);

#endif
