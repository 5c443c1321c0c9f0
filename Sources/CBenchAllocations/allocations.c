// Counts heap allocations for tierbar-bench by defining malloc and friends in the executable.
// On Linux, the dynamic linker binds every library's calls (the Swift runtime's, libyaml's,
// libc's own) to these definitions, because the executable comes first in symbol lookup; each
// one bumps an atomic counter and forwards to glibc's allocator through its exported
// __libc_* entry points, so memory still comes from (and is freed by) glibc. free is untouched.
#include "bench_allocations.h"

#include <errno.h>  // also defines __GLIBC__ on glibc
#include <stddef.h>

#if defined(__linux__) && defined(__GLIBC__)

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static long long allocation_count = 0;

static inline void count_allocation(void) {
  __atomic_fetch_add(&allocation_count, 1, __ATOMIC_RELAXED);
}

void *malloc(size_t size) {
  count_allocation();
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  count_allocation();
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  count_allocation();
  return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
  count_allocation();
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  count_allocation();
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
  count_allocation();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

int tierbar_bench_allocations_supported(void) { return 1; }

long long tierbar_bench_allocation_count(void) {
  return __atomic_load_n(&allocation_count, __ATOMIC_RELAXED);
}

#else

int tierbar_bench_allocations_supported(void) { return 0; }

long long tierbar_bench_allocation_count(void) { return 0; }

#endif
