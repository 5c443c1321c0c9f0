// Declarations only (include/fuzz_driver.h): SwiftPM needs one source file in a C target.
#include "fuzz_driver.h"
