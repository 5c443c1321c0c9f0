/* The entry point exists but returns no table. */
#include <stddef.h>

#include "tierbar_plugin.h"

const tierbar_plugin_v1_api *tierbar_plugin_v1(void) { return NULL; }
