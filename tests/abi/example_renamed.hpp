// The SDK example (plugin-api/example/frogs.cpp) as a test plugin with other names
// ("damka.names/1") and another ABI version in its plugin table. Define EXAMPLE_NAMES (a
// `const damka::sdk::LanguageNames *`, nullptr for none) and EXAMPLE_ABI_MINOR, then include this.
#include <damka/sdk.hpp>

#include <iterator>

#undef DAMKA_DEFINE_PLUGIN
#define DAMKA_DEFINE_PLUGIN(NAME, VERSION, DEFS)                                                                       \
    namespace {                                                                                                        \
    struct RenamedDefs {                                                                                               \
        ::damka::sdk::VariantDef list[std::size(DEFS)];                                                                \
    };                                                                                                                 \
    RenamedDefs renamed() {                                                                                            \
        RenamedDefs d{};                                                                                               \
        for (size_t i = 0; i < std::size(DEFS); ++i) {                                                                 \
            d.list[i] = DEFS[i];                                                                                       \
            d.list[i].names = EXAMPLE_NAMES;                                                                           \
        }                                                                                                              \
        return d;                                                                                                      \
    }                                                                                                                  \
    const RenamedDefs kRenamed = renamed();                                                                            \
    }                                                                                                                  \
    extern "C" DAMKA_EXPORT const damka_plugin *damka_plugin_entry(uint32_t host_abi_version) {                        \
        if (DAMKA_ABI_MAJOR_OF(host_abi_version) != DAMKA_ABI_VERSION_MAJOR) return nullptr;                           \
        static const ::damka::sdk::detail::PluginTables tables(NAME, VERSION, kRenamed.list);                          \
        static const damka_plugin as_built = [] {                                                                      \
            damka_plugin p = tables.plugin;                                                                            \
            p.abi_version = (1u << 16) | EXAMPLE_ABI_MINOR;                                                            \
            return p;                                                                                                  \
        }();                                                                                                           \
        return &as_built;                                                                                              \
    }

#include "../../plugin-api/example/frogs.cpp"
