// The ABI header must compile as strict C++ (-pedantic -Werror) too: tests/abi.
#include <damka/plugin_api.h>

int damka_header_compiles_as_cxx();
int damka_header_compiles_as_cxx() {
    damka_status s{sizeof(damka_status), DAMKA_ONGOING, -1, {0, 0}, {0, 0}};
    return DAMKA_HAS_FIELD(&s, damka_status, tiebreak) ? 0 : 1;
}
