// Queries on the input model and the text rendering of an explanation.
#include "pairing.hpp"

#include <algorithm>
#include <set>

namespace damka::pairing {

std::optional<Message> invalid_swiss_input(const std::vector<Player> &players, const Settings &settings) {
    std::set<int> seen;
    for (const Player &p : players) {
        if (p.start <= 0 || !seen.insert(p.start).second)
            return DAMKA_TR("Pairing", "start number %1 is not positive or is used twice").arg(p.start);
        if (static_cast<int>(p.rounds.size()) != settings.round - 1)
            return DAMKA_TR("Pairing", "player %1 has %2 past rounds; pairing round %3 needs %4")
                .arg(p.start)
                .arg(p.rounds.size())
                .arg(settings.round)
                .arg(settings.round - 1);
    }
    return std::nullopt;
}

// C.04.1 b / C.04.3 C1: only games actually played count as meetings; a forfeit is no game,
// so the two may be paired again (the convention of the endorsed engines).
bool Player::met(int other_start) const {
    return std::any_of(rounds.begin(), rounds.end(),
                       [&](const PastRound &r) { return r.kind == RoundKind::Played && r.opponent == other_start; });
}

// C.04.3 C2 with C.04.1 c: no second PAB, and no PAB for a player who already scored a
// point without playing (forfeit win, full-point bye).
bool Player::bye_ineligible() const {
    return std::any_of(rounds.begin(), rounds.end(), [](const PastRound &r) {
        return r.kind == RoundKind::PairingBye || r.kind == RoundKind::ForfeitWin || r.kind == RoundKind::FullPointBye;
    });
}

// C.04.3 (2025) 1.4.2: after two players with different scores have played each other the
// higher one receives a downfloat, the lower one an upfloat. 1.4.3: scoring without playing
// more points than a loss (PAB, full- or half-point bye, forfeit win) is a downfloat too.
void derive_floats(std::vector<Player> &players, const std::vector<std::vector<Points>> &score_before) {
    std::vector<int> index_of;
    for (std::size_t i = 0; i < players.size(); ++i) {
        const int s = players[i].start;
        if (s >= static_cast<int>(index_of.size())) index_of.resize(s + 1, -1);
        index_of[s] = static_cast<int>(i);
    }
    for (std::size_t i = 0; i < players.size(); ++i)
        for (std::size_t r = 0; r < players[i].rounds.size(); ++r) {
            PastRound &pr = players[i].rounds[r];
            pr.floated = Float::None;
            if (pr.kind == RoundKind::PairingBye || pr.kind == RoundKind::FullPointBye ||
                pr.kind == RoundKind::HalfPointBye || pr.kind == RoundKind::ForfeitWin) {
                pr.floated = Float::Down;
                continue;
            }
            if (pr.kind != RoundKind::Played || pr.opponent <= 0 || pr.opponent >= static_cast<int>(index_of.size()) ||
                index_of[pr.opponent] < 0)
                continue;
            const auto &mine = score_before[i];
            const auto &theirs = score_before[static_cast<std::size_t>(index_of[pr.opponent])];
            if (r >= mine.size() || r >= theirs.size()) continue;
            if (mine[r] > theirs[r])
                pr.floated = Float::Down;
            else if (mine[r] < theirs[r])
                pr.floated = Float::Up;
        }
}

static std::string list(const std::vector<int> &v) {
    std::string s;
    for (int x : v) s += (s.empty() ? "" : " ") + std::to_string(x);
    return s.empty() ? "-" : s;
}

static std::string score_text(Points p) {
    std::string s = std::to_string(p / 10);
    if (p % 10) s += "." + std::to_string(p % 10);
    return s;
}

Message join_all(const std::vector<Message> &parts, const std::string &separator) {
    constexpr std::size_t most = 90;
    if (parts.size() <= most) return Message::joined(parts, separator);
    std::vector<Message> groups;
    for (std::size_t i = 0; i < parts.size(); i += most)
        groups.push_back(
            Message::joined(std::vector<Message>(parts.begin() + static_cast<long>(i),
                                                 parts.begin() + static_cast<long>(std::min(parts.size(), i + most))),
                            separator));
    return join_all(groups, separator);
}

Message Explanation::text() const {
    std::vector<Message> lines;
    if (!preface.empty()) lines.push_back(preface);
    for (const BracketNote &b : brackets) {
        if (!b.heading.empty())
            lines.push_back(DAMKA_TR("Pairing", "%1: residents %2; floaters in %3; floating on %4")
                                .arg(b.heading)
                                .arg(list(b.residents))
                                .arg(list(b.moved_down))
                                .arg(list(b.floaters)));
        else if (b.upfloaters)
            lines.push_back(DAMKA_TR("Pairing", "Bracket %1: residents %2; upfloaters %3")
                                .arg(score_text(b.score))
                                .arg(list(b.residents))
                                .arg(list(b.moved_down)));
        else
            lines.push_back(DAMKA_TR("Pairing", "Bracket %1: residents %2; moved down %3; floating down %4")
                                .arg(score_text(b.score))
                                .arg(list(b.residents))
                                .arg(list(b.moved_down))
                                .arg(list(b.floaters)));
        for (const Message &n : b.notes) lines.push_back(Message("  %1").arg(n));
    }
    for (const ColourNote &c : colours)
        lines.push_back(Message("%1-%2: %3").arg(c.pair.white).arg(c.pair.black).arg(c.rule));
    if (!bye.empty()) lines.push_back(DAMKA_TR("Pairing", "Bye: %1").arg(bye));
    if (lines.empty()) return {};
    lines.emplace_back(); // every line ends in a line break
    return join_all(lines, "\n");
}

} // namespace damka::pairing
