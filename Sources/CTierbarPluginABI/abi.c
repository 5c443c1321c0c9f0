// The ABI is a header only; SwiftPM needs one source file to build the target.
#include "tierbar_plugin.h"
