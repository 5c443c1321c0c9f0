/* A provider that answers with an error. */
#define FIXTURE_DESCRIPTION                                                                        \
  "{\"kinds\": [{\"kind\": \"weather-row\", \"summary\": \"Forecast chips.\", "                   \
  "\"acceptsItems\": false}]}"
#define FIXTURE_CONTENT "{\"error\": \"the weather service is unreachable\"}"
#include "fixture.h"
