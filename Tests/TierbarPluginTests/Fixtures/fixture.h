/* Shared body of the test fixtures: a version-1 plugin whose description, answer and ABI version
 * each fixture sets with macros before including this file. */
#include <stdlib.h>
#include <string.h>

#include "tierbar_plugin.h"

#ifndef FIXTURE_ABI_VERSION
#define FIXTURE_ABI_VERSION TIERBAR_PLUGIN_ABI_VERSION
#endif

static char *fixture_describe(void *context) {
  (void)context;
  return strdup(FIXTURE_DESCRIPTION);
}

static char *fixture_content(void *context, const char *kind, const char *request_json) {
  (void)context;
  (void)kind;
  (void)request_json;
#ifdef FIXTURE_NO_ANSWER
  return NULL;
#else
  return strdup(FIXTURE_CONTENT);
#endif
}

static void fixture_free_string(void *context, char *string) {
  (void)context;
  free(string);
}

static const tierbar_plugin_v1_api fixture_api = {
    FIXTURE_ABI_VERSION, NULL, fixture_describe, fixture_content, fixture_free_string,
};

const tierbar_plugin_v1_api *tierbar_plugin_v1(void) { return &fixture_api; }
