/* describe() returns JSON cut off in the middle. */
#define FIXTURE_DESCRIPTION "{\"kinds\": [{\"kind\": \"broken-row\", \"summary\": "
#define FIXTURE_CONTENT "{\"items\": []}"
#include "fixture.h"
