/* Must NOT compile (CTest abi.entry_signature_is_checked): the entry point defined with a
 * signature other than the one plugin_api.h declares (ABI 1.2, as CLAP declares clap_entry).
 * Before 1.2 this compiled and the host called it through the wrong type at load time. */
#include <damka/plugin_api.h>

DAMKA_EXPORT const damka_plugin *damka_plugin_entry(void) { return NULL; }
