/* The ABI header must compile as strict C (-std=c99 -pedantic -Werror): tests/abi. */
#include <damka/plugin_api.h>

int damka_header_compiles_as_c(void);
int damka_header_compiles_as_c(void) {
    damka_status s = {sizeof(damka_status), DAMKA_ONGOING, -1, {0, 0}, {0, 0}};
    return DAMKA_HAS_FIELD(&s, damka_status, tiebreak) ? 0 : 1;
}
