/*
 * Tierbar row-plugin ABI, version 1.
 *
 * A plugin is a shared library that provides row kinds (the `kind:` of a tier) to the `tierbar`
 * tools at run time. Only C types and UTF-8 JSON text cross this boundary, so host and plugin share
 * no Swift type metadata (each may link its own static copy of Tierbar) and a plugin can be written
 * in any language that exports a C function.
 *
 * THE ENTRY POINT
 *   The library exports exactly one symbol for this version:
 *
 *       const tierbar_plugin_v1_api *tierbar_plugin_v1(void);
 *
 *   The version is in the symbol's name, so a host that speaks only version 2 never calls a
 *   version-1 function by mistake; it looks for `tierbar_plugin_v2` and reports which version a
 *   plugin speaks when it finds another `tierbar_plugin_vN`. The function returns a pointer to a
 *   table that stays valid for the life of the process (the host never unloads a plugin), or NULL
 *   if the plugin cannot start. `abi_version` must be TIERBAR_PLUGIN_ABI_VERSION (1).
 *
 * STRINGS AND MEMORY
 *   Every string is NUL-terminated UTF-8. Strings the host passes in are owned by the host and
 *   valid only during the call. Strings a plugin returns are owned by the plugin until the host
 *   hands each one back, exactly once, to `free_string` (with the same `context`). A function may
 *   return NULL for "no answer"; the host reports that as a failure.
 *
 * THREADS
 *   `describe` and `content` may be called from any thread, also concurrently: keep no mutable
 *   state, or lock it.
 *
 * describe(context) -> JSON
 *   The kinds the plugin provides, each with its declaration:
 *
 *     {"kinds": [{"kind": "date-chips",                  lowercase, digits, single dashes
 *                 "summary": "One line for listings.",
 *                 "acceptsItems": false,                 optional, default true
 *                 "parameters": [{"name": "days",
 *                                 "type": "integer",     string | integer | number | boolean |
 *                                                        string-list | integer-list | number-list
 *                                 "default": 5,          optional, must have the type
 *                                 "required": false,     optional, default false
 *                                 "allowedValues": [],   optional, strings only
 *                                 "description": "…"}],
 *                 "examples": [{"yaml": "id: d\nkind: date-chips\n",
 *                               "expectedCode": null}]}]}    null: a valid example
 *
 *   Unknown keys are rejected (a typo is reported, not ignored).
 *
 * content(context, kind, request JSON) -> JSON
 *   The items of one tier of `kind`. The request:
 *
 *     {"tier": {"id": "dates", "kind": "date-chips", "selection": "single-optional",
 *               "parameters": {"days": 3}, "items": [ITEM, …]},
 *      "state": {"expansion": {"dates": 1.0}, "selection": {"dates": ["dates-1"]},
 *                "hiddenItems": [], "disabledItems": []},
 *      "data": {"dates": ANY}}                      run-time data from the app, by tier id
 *
 *   Parameters arrive as written (declared defaults are not filled in). The response is either
 *
 *     {"items": [ITEM, …], "flow": "single-line" | "wrap" | "equal", "columns": 2}
 *                                                  flow and columns optional
 *   or
 *     {"error": "a message saying what is wrong and how to fix it"}
 *
 *   ITEM is a config-language item: {"id": "…", "title": "…", "icon": "SF Symbol", "tag": 60 or
 *   "text", "style": "name", "hidden": false, "disabled": false, "accessibility-label": "…",
 *   "action": "select" | "dismiss-keyboard" | {"toggle"|"expand"|"collapse": TIER} |
 *   {"event": NAME}}, or a space {"id": "…", "space": "flexible" | 12}. Ids must be unique; a
 *   button needs a title or an icon.
 *
 * free_string(context, string)
 *   Releases a string returned by `describe` or `content`.
 */
#ifndef TIERBAR_PLUGIN_H
#define TIERBAR_PLUGIN_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** The ABI version this header describes; also the N in the entry symbol `tierbar_plugin_vN`. */
#define TIERBAR_PLUGIN_ABI_VERSION 1

/** The name of the entry symbol for this version. */
#define TIERBAR_PLUGIN_ENTRY_SYMBOL "tierbar_plugin_v1"

/** The table a version-1 plugin returns from `tierbar_plugin_v1`. */
typedef struct tierbar_plugin_v1_api {
  /** Must be TIERBAR_PLUGIN_ABI_VERSION. */
  uint32_t abi_version;
  /** Passed back to every function below; the plugin's own (may be NULL). */
  void *context;
  /** The kinds and their declarations, as JSON (see above). */
  char *(*describe)(void *context);
  /** The items of one tier, as JSON (see above). */
  char *(*content)(void *context, const char *kind, const char *request_json);
  /** Releases a string returned by `describe` or `content`. */
  void (*free_string)(void *context, char *string);
} tierbar_plugin_v1_api;

/** The type of the entry symbol, for hosts that look it up with dlsym. */
typedef const tierbar_plugin_v1_api *(*tierbar_plugin_v1_entry)(void);

#ifdef __cplusplus
}
#endif

#endif /* TIERBAR_PLUGIN_H */
