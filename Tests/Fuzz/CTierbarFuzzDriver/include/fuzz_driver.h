#ifndef TIERBAR_FUZZ_DRIVER_H
#define TIERBAR_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (in the runtime `-sanitize=fuzzer` links): what its own `main` calls with
/// `LLVMFuzzerTestOneInput`. TierbarFuzz calls it from its `main`, because SwiftPM points an
/// executable's `main` at the module's entry point and so never links libFuzzer's.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
