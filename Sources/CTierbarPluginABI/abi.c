#include "tierbar_plugin.h"
