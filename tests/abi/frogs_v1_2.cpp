// The SDK example as it was before ABI 1.3 (old_example/frogs.cpp: no drawing keys), made a
// 1.2 plugin: ABI 1.3 changed no table (plugin_api.h), so today's SDK tables with the plugin
// table's abi_version saying 1.2 are what the 1.2 SDK built. The conformance kit must pass it
// without the drawing keys (CTest abi.v1_2_plugin_conformance).
#include <damka/sdk.hpp>

#undef DAMKA_DEFINE_PLUGIN
#define DAMKA_DEFINE_PLUGIN(NAME, VERSION, DEFS)                                                                       \
    extern "C" DAMKA_EXPORT const damka_plugin *damka_plugin_entry(uint32_t host_abi_version) {                        \
        if (DAMKA_ABI_MAJOR_OF(host_abi_version) != DAMKA_ABI_VERSION_MAJOR) return nullptr;                           \
        static const ::damka::sdk::detail::PluginTables tables(NAME, VERSION, DEFS);                                   \
        static const damka_plugin as_1_2 = [] {                                                                        \
            damka_plugin p = tables.plugin;                                                                            \
            p.abi_version = (1u << 16) | 2u;                                                                           \
            return p;                                                                                                  \
        }();                                                                                                           \
        return &as_1_2;                                                                                                \
    }

#include "old_example/frogs.cpp"
