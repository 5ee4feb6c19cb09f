// libFuzzer target: position strings and move notation of every variant the build's plugins
// offer, through the C ABI as the host calls it (host/core/variant.hpp).
// Input: line 1 names the variant (an unknown name picks one by its bytes), line 2 is the
// set-up ("" = start position), the rest are moves separated by blanks.
#include "core/plugin_registry.hpp"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>

using namespace damka;

namespace {

const PluginRegistry &registry() {
    static const PluginRegistry *r = [] {
        auto *reg = new PluginRegistry; // plugins stay loaded for the whole run
        if (reg->load_directory(DAMKA_FUZZ_PLUGIN_DIR) == 0 || reg->variants().empty()) {
            std::fprintf(stderr, "no plugin in %s\n", DAMKA_FUZZ_PLUGIN_DIR);
            std::abort();
        }
        return reg;
    }();
    return *r;
}

const Variant &pick(const std::string &name) {
    if (const Variant *v = registry().find(name)) return *v;
    unsigned sum = 0;
    for (unsigned char c : name) sum += c;
    return registry().variants()[sum % registry().variants().size()];
}

// plugin_api.h: "create(position) reproduces the position".
void check_position_round_trip(const Variant &v, const Game &g) {
    const std::string pos = g.position();
    const auto again = v.new_game(pos);
    if (!again || again->position() != pos) {
        std::fprintf(stderr, "%s: position \"%s\" does not reproduce itself: %s\n", v.id().c_str(), pos.c_str(),
                     again ? again->position().c_str() : again.error().c_str());
        std::abort();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    std::istringstream in(std::string(reinterpret_cast<const char *>(data), size));
    std::string name, setup;
    std::getline(in, name);
    std::getline(in, setup);
    const Variant &v = pick(name);
    auto game = v.new_game(setup);
    if (!game) return 0;
    check_position_round_trip(v, *game);
    for (std::string move; in >> move;) {
        if (!game->play(move)) continue;
        check_position_round_trip(v, *game);
        (void)game->legal_moves();
        (void)game->status();
        (void)game->draw_claims();
    }
    (void)game->board_json();
    return 0;
}
