// A pairing engine reaching into the plugin loader: host/pairing may use only the header-only
// parts of host/core, so the module check must refuse line 4 and let line 3 through.
#include "core/expected.hpp"
#include "core/variant.hpp"
