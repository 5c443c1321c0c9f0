/* Declares `buttons`, which is built in, and `c-extra`, which is not. */
#define FIXTURE_DESCRIPTION                                                                        \
  "{\"kinds\": [{\"kind\": \"buttons\", \"summary\": \"Mine.\"}, "                                \
  "{\"kind\": \"c-extra\", \"summary\": \"Extra.\", \"acceptsItems\": false}]}"
#define FIXTURE_CONTENT "{\"items\": [{\"id\": \"x\", \"title\": \"X\"}]}"
#include "fixture.h"
