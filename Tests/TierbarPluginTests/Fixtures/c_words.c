/* A working plugin written in plain C: kind `c-words` gives a word per item, two columns. It shows
 * that the ABI needs nothing but C and JSON text. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tierbar_plugin.h"

static char *describe(void *context) {
  (void)context;
  return strdup(
      "{\"kinds\": [{\"kind\": \"c-words\", \"summary\": \"Words from C.\", "
      "\"acceptsItems\": false, \"parameters\": [{\"name\": \"count\", \"type\": \"integer\", "
      "\"default\": 2, \"description\": \"How many words (1 to 3).\"}], "
      "\"examples\": [{\"yaml\": \"id: words\\nkind: c-words\\n\", \"expectedCode\": null}]}]}");
}

static char *content(void *context, const char *kind, const char *request_json) {
  (void)context;
  static const char *words[] = {"alpha", "beta", "gamma"};
  int count = strstr(request_json, "\"count\":3") ? 3 : strstr(request_json, "\"count\":1") ? 1 : 2;
  if (strcmp(kind, "c-words") != 0) return strdup("{\"error\": \"unknown kind\"}");
  char *out = malloc(512);
  if (!out) return NULL;
  strcpy(out, "{\"flow\": \"wrap\", \"columns\": 2, \"items\": [");
  for (int i = 0; i < count; i++) {
    char item[96];
    snprintf(item, sizeof item, "%s{\"id\": \"%s\", \"title\": \"%s\", \"tag\": %d}", i ? ", " : "",
             words[i], words[i], i + 1);
    strcat(out, item);
  }
  strcat(out, "]}");
  return out;
}

static void free_string(void *context, char *string) {
  (void)context;
  free(string);
}

static const tierbar_plugin_v1_api api = {TIERBAR_PLUGIN_ABI_VERSION, NULL, describe, content,
                                          free_string};

const tierbar_plugin_v1_api *tierbar_plugin_v1(void) { return &api; }
