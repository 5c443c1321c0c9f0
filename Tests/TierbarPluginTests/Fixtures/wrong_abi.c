/* The right symbol, but a table that claims ABI version 2. */
#define FIXTURE_ABI_VERSION 2
#define FIXTURE_DESCRIPTION "{\"kinds\": [{\"kind\": \"future-row\", \"summary\": \"From the future.\"}]}"
#define FIXTURE_CONTENT "{\"items\": []}"
#include "fixture.h"
