/* A table without a content function. */
#include <stdlib.h>
#include <string.h>

#include "tierbar_plugin.h"

static char *describe(void *context) {
  (void)context;
  return strdup("{\"kinds\": [{\"kind\": \"half-row\", \"summary\": \"Half.\"}]}");
}

static void free_string(void *context, char *string) {
  (void)context;
  free(string);
}

static const tierbar_plugin_v1_api api = {TIERBAR_PLUGIN_ABI_VERSION, NULL, describe, NULL,
                                          free_string};

const tierbar_plugin_v1_api *tierbar_plugin_v1(void) { return &api; }
