/* A well-formed description that provides nothing. */
#define FIXTURE_DESCRIPTION "{\"kinds\": []}"
#define FIXTURE_CONTENT "{\"items\": []}"
#include "fixture.h"
