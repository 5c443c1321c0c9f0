/* A provider whose items are not items: the second has no id. */
#define FIXTURE_DESCRIPTION                                                                        \
  "{\"kinds\": [{\"kind\": \"sloppy-row\", \"summary\": \"Sloppy.\", \"acceptsItems\": false}]}"
#define FIXTURE_CONTENT                                                                            \
  "{\"items\": [{\"id\": \"a\", \"title\": \"A\"}, {\"title\": \"no id\"}], \"flow\": \"wrap\"}"
#include "fixture.h"
