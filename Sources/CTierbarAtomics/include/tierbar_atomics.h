// The three atomic operations the layout's lazily built hit-testing index needs (see
// `HitIndexState` in TierbarLayout), on a word inside a layout's output buffer. Swift's own
// atomics (the Synchronization module) need iOS 18 and macOS 15; the package supports iOS 16.
#ifndef TIERBAR_ATOMICS_H
#define TIERBAR_ATOMICS_H

#include <stdbool.h>

/// Reads `*word`; later reads see what the writer wrote before its `tierbar_store_release`.
static inline long tierbar_load_acquire(const long *word) {
  return __atomic_load_n(word, __ATOMIC_ACQUIRE);
}

/// Writes `value` to `*word` after everything written before it.
static inline void tierbar_store_release(long *word, long value) {
  __atomic_store_n(word, value, __ATOMIC_RELEASE);
}

/// Replaces `*word` by `desired` if it holds `expected`; returns whether it did.
static inline bool tierbar_compare_exchange(long *word, long expected, long desired) {
  return __atomic_compare_exchange_n(
      word, &expected, desired, false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}

#endif
