#include "notation.hpp"

#include <damka/sdk.hpp>

#include <cctype>

namespace damka::multiphase {

std::string move_notation(const MpMove &m) {
    return square_name(m.from) + (m.transfer ? ":" : "-") + square_name(m.to);
}

const MpMove &find_move(const std::vector<MpMove> &legal, std::string_view text) {
    std::string t;
    for (char c : text)
        if (!std::isspace(static_cast<unsigned char>(c))) t += char(std::tolower(static_cast<unsigned char>(c)));
    while (!t.empty() && (t.back() == '!' || t.back() == '?' || t.back() == '.')) t.pop_back();
    if (t.empty()) sdk::invalid("no move given");
    // Any of the separators for either kind: `x` as PDN tools write it, `*` for a transfer.
    const size_t sep = t.find_first_of("-*x:");
    if (sep == std::string::npos || t.find_first_of("-*x:", sep + 1) != std::string::npos)
        sdk::invalid("'" + std::string(text) + "' is not a Multiphase move (a slide a2-a7, a transfer c3:h9)");
    const int from = parse_square(std::string_view(t).substr(0, sep));
    const int to = parse_square(std::string_view(t).substr(sep + 1));
    if (from < 0 || to < 0) sdk::invalid("'" + std::string(text) + "': squares are a1..k11 (11x11 board)");
    for (const MpMove &m : legal)
        if (m.from == from && m.to == to) return m;
    bool any_from = false;
    for (const MpMove &m : legal) any_from = any_from || m.from == from;
    if (!any_from)
        sdk::illegal(std::string(text) + " is not legal: no piece on " + square_name(from) +
                     " that the player to move may move now");
    sdk::illegal(std::string(text) +
                 " is not legal: a piece slides orthogonally over empty squares, a transfer "
                 "goes to an empty square of another zone when the zone rule allows it, and no move may repeat "
                 "a position (multiphase Инвентарь, Дополнительное правило)");
}

} // namespace damka::multiphase
