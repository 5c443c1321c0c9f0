/* Declares the same kind twice. */
#define FIXTURE_DESCRIPTION                                                                        \
  "{\"kinds\": [{\"kind\": \"twin-row\", \"summary\": \"One.\"}, "                                \
  "{\"kind\": \"twin-row\", \"summary\": \"Two.\"}]}"
#define FIXTURE_CONTENT "{\"items\": []}"
#include "fixture.h"
