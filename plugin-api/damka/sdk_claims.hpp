// Damka plugin SDK — the draw claims many variants share where their rules are silent: a
// position repeated three times, N moves each without progress, a length limit. Header-only,
// compiled into the plugin. Each helper adds its claim to `claims` when it holds; `rule` is
// the variant's citation prefix ("focus decision: ").
#ifndef DAMKA_SDK_CLAIMS_HPP
#define DAMKA_SDK_CLAIMS_HPP

#include "damka/sdk.hpp"

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

namespace damka::sdk::claims {

// The position after the last ply (`history.back()`) stands in `history` three times;
// `what` says what makes a position ("stacks, reserves, side to move").
template <class Position>
void add_repetition(std::vector<Claim> &claims, const std::vector<Position> &history, const std::string &rule,
                    std::string_view what) {
    if (history.empty() || std::count(history.begin(), history.end(), history.back()) < 3) return;
    claims.push_back({rule + "repetition", "the same position (" + std::string(what) + ") has occurred three times"});
}

// `quiet_plies` plies without progress reach `limit_plies`; `without` says what progress is
// ("without a capture").
inline void add_no_progress(std::vector<Claim> &claims, int quiet_plies, int limit_plies, const std::string &rule,
                            std::string_view without) {
    if (quiet_plies < limit_plies) return;
    const std::string moves = std::to_string(limit_plies / 2);
    claims.push_back({rule + moves + "-move rule", moves + " moves by each side " + std::string(without)});
}

// The game has lasted `limit_plies` plies.
inline void add_length_limit(std::vector<Claim> &claims, int plies, int limit_plies, const std::string &rule) {
    if (plies < limit_plies) return;
    const std::string moves = std::to_string(limit_plies / 2);
    claims.push_back({rule + moves + "-move limit", "the game has lasted " + moves + " moves by each side"});
}

} // namespace damka::sdk::claims

#endif
