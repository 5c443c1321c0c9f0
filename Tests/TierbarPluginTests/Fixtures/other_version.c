/* A plugin built for a future ABI: it exports tierbar_plugin_v2 only. */
#include <stddef.h>

const void *tierbar_plugin_v2(void) { return NULL; }
