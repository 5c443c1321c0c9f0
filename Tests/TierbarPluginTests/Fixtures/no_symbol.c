/* A shared library that is not a Tierbar plugin: no tierbar_plugin_vN symbol at all. */
int not_a_tierbar_plugin(void) { return 42; }
