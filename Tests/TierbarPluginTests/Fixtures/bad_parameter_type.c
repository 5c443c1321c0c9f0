/* describe() returns JSON of the wrong shape: a parameter type that does not exist. */
#define FIXTURE_DESCRIPTION                                                                        \
  "{\"kinds\": [{\"kind\": \"typed-row\", \"summary\": \"Typed.\", "                              \
  "\"parameters\": [{\"name\": \"count\", \"type\": \"int\"}]}]}"
#define FIXTURE_CONTENT "{\"items\": []}"
#include "fixture.h"
