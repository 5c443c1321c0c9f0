// The operations are inline functions in the header; SwiftPM needs a source file to build the
// target.
#include "tierbar_atomics.h"
