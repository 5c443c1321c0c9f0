/* A provider that returns NULL instead of JSON. */
#define FIXTURE_DESCRIPTION                                                                        \
  "{\"kinds\": [{\"kind\": \"silent-row\", \"summary\": \"Silent.\", \"acceptsItems\": false}]}"
#define FIXTURE_NO_ANSWER 1
#include "fixture.h"
