// FIDE C.04.4.2 Burstein system (2026 edition, applied from 1 Feb 2026): the seeding rounds by
// the Dutch system (1.6); afterwards the PAB first (3.1), then the brackets from the top, each
// its residents plus the incoming floaters (1.2.2), ranked by the Index (1.7-1.8) and paired by
// 3.2 (burstein_bracket.cpp: [C5]-[C8], then the 4.3 order); colours by Article 5.
//
// Reused from the Dutch engine: the colour history, preferences and compatibility of
// dutch::State ([C1], [C3], prohibited pairs; Burstein has no topscorers, so `topscorer` stays
// false) and the completion test ([C4], dutch::can_complete); the weighted matching (matching/).
//
// Readings of the text where it is silent (also in host/pairing/README.md):
// - Without the planned number of rounds the seeding rounds (1.6.2) are unknown: refused.
// - 3.1.1 names the PAB and "(forfeit) win"; [C2] (Basic Rules Art. 4) also bars a full-point
//   bye. The stricter [C2] is applied (Player::bye_ineligible()), as for Dubov.
// - 3.1.4 "the highest number of games": games played over the board.
// - 5.2.1's higher ranked player is the one it defines (more points, then the smaller TPN);
//   5.2.5 refers to 1.8, so there the Index ranks (Buchholz, Sonneborn-Berger, TPN).
// - [C8] counts the players of the bracket's own pairs; [C7] looks at the following bracket
//   only through [C5] and [C6] (its pairs, then its floaters' scores), as it says.
// - Board order: C.04.2 3.6 (the higher score of the pair, the sum of the scores, then the
//   smaller TPN of the higher ranked player), with the pairing scores.
#include "burstein.hpp"

#include "board_order.hpp"
#include "burstein_bracket.hpp"
#include "dutch_state.hpp"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/max_cardinality_matching.hpp>

#include <algorithm>
#include <map>
#include <optional>

namespace damka::pairing {
namespace {

using dutch::State;

std::string scores(Points p) {
    return std::to_string(p / 10) + (p % 10 ? "." + std::to_string(p % 10) : std::string());
}

std::string hundredths(long long v) {
    std::string s = std::to_string(v / 100);
    if (const long long r = v % 100) s += "." + std::string(r < 10 ? "0" : "") + std::to_string(r % 10 ? r : r / 10);
    return s;
}

std::string list(const std::vector<int> &v) {
    std::string s;
    for (int x : v) s += (s.empty() ? "" : " ") + std::to_string(x);
    return s.empty() ? "-" : s;
}

struct Entrant {
    State st;
    int tpn = 0;
    Points score = 0; // pairing score (scoregroups, [C6])
    Points real = 0; // score without acceleration (5.2.1)
    burstein::Index ix;
    int games = 0; // games played over the board (3.1.4)
    int rank = 0; // position in the 1.8 order (0 = the highest)
};

// A perfect matching of the players `v` (entrant indices) under compatibility: partner per
// position of `v` (a position), or nothing when there is none ([C4]).
std::optional<std::vector<int>> perfect(const std::vector<Entrant> &e, const std::vector<int> &v, const Settings &s) {
    using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS>;
    const std::size_t n = v.size();
    Graph g(n);
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i + 1; j < n; ++j)
            if (dutch::compatible(e[static_cast<std::size_t>(v[i])].st, e[static_cast<std::size_t>(v[j])].st, s))
                boost::add_edge(i, j, g);
    std::vector<boost::graph_traits<Graph>::vertex_descriptor> m(n);
    boost::edmonds_maximum_cardinality_matching(g, &m[0]);
    if (2 * boost::matching_size(g, &m[0]) != n) return std::nullopt;
    std::vector<int> out(n);
    for (std::size_t i = 0; i < n; ++i) out[i] = static_cast<int>(m[i]);
    return out;
}

// Article 5: colours of a pair; `a` and `b` in any order.
Pair burstein_colours(const Entrant &a0, const Entrant &b0, const Settings &s, Message &rule) {
    // 5.2.1's higher ranked player: more points, then the smaller TPN.
    const bool a_first = a0.real != b0.real ? a0.real > b0.real : a0.tpn < b0.tpn;
    const Entrant &a = a_first ? a0 : b0, &b = a_first ? b0 : a0;
    auto give_a = [&](Colour c) { return c == Colour::White ? Pair{a.tpn, b.tpn} : Pair{b.tpn, a.tpn}; };
    const Colour initial = s.first_colour == Colour::None ? Colour::White : s.first_colour;
    if (a.games == 0 && b.games == 0) { // 5.2.1
        rule = DAMKA_TR("Pairing",
                        "C.04.4.2 5.2.1: neither has played; the higher ranked player's TPN decides "
                        "(odd: the initial colour)");
        return give_a(a.tpn % 2 ? initial : opposite(initial));
    }
    // 5.2.2, with 1.5.4: a player without games has no preference; his opponent's is granted.
    if (a.st.pref != b.st.pref) {
        rule = DAMKA_TR("Pairing", "C.04.4.2 5.2.2: both colour preferences granted");
        return a.st.pref != Colour::None ? give_a(a.st.pref) : give_a(opposite(b.st.pref));
    }
    if (a.st.strength != b.st.strength) { // 5.2.3
        rule = DAMKA_TR("Pairing", "C.04.4.2 5.2.3: the stronger colour preference granted");
        return a.st.strength > b.st.strength ? give_a(a.st.pref) : give_a(opposite(b.st.pref));
    }
    // 5.2.4: alternate from the most recent game in which one had White and the other Black.
    for (std::size_t i = 1; i <= std::min(a.st.colours.size(), b.st.colours.size()); ++i) {
        const Colour ca = a.st.colours[a.st.colours.size() - i], cb = b.st.colours[b.st.colours.size() - i];
        if (ca != cb) {
            rule = DAMKA_TR("Pairing", "C.04.4.2 5.2.4: colours alternated from the most recent difference");
            return give_a(opposite(ca));
        }
    }
    // 5.2.5: the preference of the higher ranked player by 1.8 (the Index).
    const Entrant &h = a.rank < b.rank ? a : b, &o = a.rank < b.rank ? b : a;
    rule = DAMKA_TR("Pairing", "C.04.4.2 5.2.5: the preference of the player ranked higher by the Index (1.8)");
    const Colour hc = h.st.pref;
    return hc == Colour::White ? Pair{h.tpn, o.tpn} : Pair{o.tpn, h.tpn};
}

Pairing seeding_round(const std::vector<Player> &players, const Settings &settings, int seeding) {
    Pairing out = pair_dutch(players, settings);
    if (out.ok())
        out.explanation.preface = DAMKA_TR("Pairing",
                                           "C.04.4.2 1.6: round %1 is a seeding round (%2 of them: half the rounds, "
                                           "at most 4), paired by the Dutch system")
                                      .arg(settings.round)
                                      .arg(seeding);
    return out;
}

// C.04.4.2 1.6.2, and what any Swiss input needs: why the round cannot be paired, if it cannot.
std::optional<Message> refusal(const std::vector<Player> &players, const Settings &settings) {
    if (std::optional<Message> refused = invalid_swiss_input(players, settings)) return refused;
    if (settings.total_rounds <= 0)
        return DAMKA_TR("Pairing",
                        "C.04.4.2 1.6.2: the number of seeding rounds depends on the number of rounds "
                        "of the tournament, which is not given");
    return std::nullopt;
}

// The pairing refused for its input, saying why.
Pairing invalid_input(Pairing &out, Message why) {
    out.failure = Failure::InvalidInput;
    out.message = std::move(why);
    return out;
}

// The players to pair, with their Index (1.7) and the facts the articles ask about.
std::vector<Entrant> entrants(const std::vector<Player> &players, const Settings &settings,
                              const std::map<int, burstein::Index> &index) {
    std::vector<Entrant> e;
    for (const Player &p : players) {
        if (!p.available || p.withdrawn) continue;
        Entrant x;
        x.st = dutch::make_state(p, settings);
        x.st.topscorer = false; // [C3] has no exception
        x.tpn = p.start;
        x.score = p.pairing_score();
        x.real = p.score;
        x.ix = index.at(p.start);
        x.games = static_cast<int>(x.st.colours.size());
        e.push_back(std::move(x));
    }
    return e;
}

// One bracket (1.2.2: the residents of the highest score left and the incoming floaters) and
// everybody below it, the vertices of its matching.
struct BracketPlayers {
    BracketNote note;
    std::vector<int> bracket; // BSN order (4.1)
    std::vector<int> lower; // the scoregroups below, in order
    std::vector<int> vertex; // the bracket, then `lower`
};

// A Burstein round after the seeding rounds: the entrants ranked by the Index, the pairs made
// bracket by bracket and the pairing being written.
class Round {
public:
    Round(std::vector<Entrant> e, const Settings &settings, Pairing &out)
        : e_(std::move(e)), settings_(settings), out_(out) {
        // 1.8: the ranking order (Index, then TPN); scoregroups by score, then this order.
        std::vector<int> order(e_.size());
        for (std::size_t i = 0; i < e_.size(); ++i) order[i] = static_cast<int>(i);
        std::sort(order.begin(), order.end(),
                  [&](int a, int b) { return burstein::ranks_above(at(a).ix, at(a).tpn, at(b).ix, at(b).tpn); });
        for (std::size_t r = 0; r < order.size(); ++r) at(order[r]).rank = static_cast<int>(r);
        remaining_ = std::move(order);
        std::stable_sort(remaining_.begin(), remaining_.end(), [&](int a, int b) { return at(a).score > at(b).score; });
    }

    // C.04.4.2 3.1: the PAB first: [C2], a complete pairing of the others, the lowest score, the
    // most games played, the lowest ranking by 1.8. False when nobody can take it.
    bool assign_pab() {
        if (e_.size() % 2 == 0) return true;
        std::vector<int> cand = remaining_;
        std::sort(cand.begin(), cand.end(), [&](int a, int b) {
            if (at(a).score != at(b).score) return at(a).score < at(b).score;
            if (at(a).games != at(b).games) return at(a).games > at(b).games;
            return at(a).rank > at(b).rank;
        });
        int bye = -1;
        for (int x : cand) {
            if (at(x).st.bye_ineligible) continue;
            std::vector<const State *> others;
            for (int y : remaining_)
                if (y != x) others.push_back(&at(y).st);
            if (dutch::can_complete(others, settings_)) {
                bye = x;
                break;
            }
        }
        if (bye < 0) return false;
        out_.bye = at(bye).tpn;
        out_.explanation.bye = DAMKA_TR("Pairing",
                                        "%1: C.04.4.2 3.1: no PAB nor a win's points without playing before "
                                        "([C2]), the others can all be paired, then the lowest score (%2), the most "
                                        "games played (%3), the lowest ranking by the Index (Buchholz %4, "
                                        "Sonneborn-Berger %5)")
                                   .arg(at(bye).tpn)
                                   .arg(scores(at(bye).score))
                                   .arg(at(bye).games)
                                   .arg(scores(static_cast<Points>(at(bye).ix.buchholz)))
                                   .arg(hundredths(at(bye).ix.sonneborn_berger));
        remaining_.erase(std::find(remaining_.begin(), remaining_.end(), bye));
        return true;
    }

    // C.04.4.2 [C4]: a perfect matching of everybody left, the first hint of the bracket
    // solver. False when there is none.
    bool match_everybody() {
        const auto m = perfect(e_, remaining_, settings_);
        if (!m) return false;
        for (std::size_t i = 0; i < remaining_.size(); ++i)
            partner_[remaining_[i]] = remaining_[static_cast<std::size_t>((*m)[i])];
        return true;
    }

    // C.04.4.2 3.2: the brackets from the top, each paired with everybody below it; its
    // floaters join the next. False when a bracket has no pairing ([C4]).
    bool pair_brackets() {
        std::vector<int> incoming; // 1.2.2: players left unpaired by the previous bracket
        while (!remaining_.empty()) {
            BracketPlayers br = next_bracket(incoming);
            const burstein::BracketProblem prob = problem(br);
            const auto mate = burstein::pair_bracket(prob);
            if (!mate) return false;
            int colour_misses = 0;
            const std::vector<int> floaters = keep_pairs(br, prob, *mate, colour_misses);
            explain(br, floaters, colour_misses);
            out_.explanation.brackets.push_back(std::move(br.note));
            // The floaters first (they join the next bracket), then the rest in scoregroup order.
            remaining_ = floaters;
            remaining_.insert(remaining_.end(), br.lower.begin(), br.lower.end());
            incoming = floaters;
        }
        return true;
    }

    // C.04.4.2 Article 5 colours of each pair, boards in C.04.2 3.6 order.
    void allocate_colours() {
        order_boards(
            pairs_, [&](int i) { return at(i).score; }, [&](int i) { return at(i).tpn; });
        for (auto [a, b] : pairs_) {
            Message rule;
            const Pair p = burstein_colours(at(a), at(b), settings_, rule);
            out_.pairs.push_back(p);
            out_.explanation.colours.push_back({p, rule});
        }
    }

    // The pairing so far, refused for the chief arbiter: no pairing meets the absolute criteria.
    Pairing no_pairing() {
        out_.failure = Failure::NoValidPairing;
        out_.message = DAMKA_TR("Pairing",
                                "no pairing of the %1 players meets the absolute criteria (C.04.4.2 "
                                "[C1]-[C3] and prohibited pairs); the chief arbiter decides")
                           .arg(e_.size());
        return out_;
    }

private:
    Entrant &at(int i) { return e_[static_cast<std::size_t>(i)]; }

    // C.04.4.2 1.2.2, 4.1: the next bracket from `remaining_` and the players below it.
    BracketPlayers next_bracket(const std::vector<int> &incoming) {
        std::vector<int> rest;
        for (int x : remaining_)
            if (std::find(incoming.begin(), incoming.end(), x) == incoming.end()) rest.push_back(x);
        BracketPlayers br;
        br.bracket = incoming;
        std::size_t r0 = 0;
        if (!rest.empty()) {
            br.note.score = at(rest[0]).score;
            while (r0 < rest.size() && at(rest[r0]).score == br.note.score) br.bracket.push_back(rest[r0++]);
        } else {
            br.note.score = at(incoming.back()).score;
        }
        for (std::size_t i = incoming.size(); i < br.bracket.size(); ++i)
            br.note.residents.push_back(at(br.bracket[i]).tpn);
        for (int x : incoming) br.note.moved_down.push_back(at(x).tpn);
        // 4.1: BSNs by the 1.8 ranking, incoming floaters among the residents.
        std::sort(br.bracket.begin(), br.bracket.end(), [&](int a, int b) { return at(a).rank < at(b).rank; });
        br.lower.assign(rest.begin() + static_cast<long>(r0), rest.end());
        br.vertex = br.bracket;
        br.vertex.insert(br.vertex.end(), br.lower.begin(), br.lower.end());
        return br;
    }

    // C.04.4.2 3.2: the bracket's matching problem: its score levels ([C6]) and colour
    // preferences ([C8]), the next scoregroup ([C7]), the current partners as the hint.
    burstein::BracketProblem problem(const BracketPlayers &br) {
        const std::vector<int> &lower = br.lower;
        std::size_t next = 0;
        while (next < lower.size() && at(lower[next]).score == at(lower[0]).score) ++next;
        burstein::BracketProblem prob;
        prob.bracket = static_cast<int>(br.bracket.size());
        prob.next = static_cast<int>(next);
        prob.size = static_cast<int>(br.bracket.size() + lower.size());
        std::vector<Points> levels;
        for (int x : br.bracket) levels.push_back(at(x).score);
        std::sort(levels.begin(), levels.end(), std::greater<>());
        levels.erase(std::unique(levels.begin(), levels.end()), levels.end());
        prob.levels = static_cast<int>(levels.size());
        for (int x : br.bracket) {
            prob.level.push_back(
                static_cast<int>(std::find(levels.begin(), levels.end(), at(x).score) - levels.begin()));
            prob.preference.push_back(static_cast<char>(static_cast<int>(at(x).st.pref)));
        }
        std::map<int, int> vertex_of;
        for (std::size_t i = 0; i < br.vertex.size(); ++i) vertex_of[br.vertex[i]] = static_cast<int>(i);
        for (int x : br.vertex) prob.hint.push_back(vertex_of.at(partner_.at(x)));
        prob.compatible = [this, &vertex = br.vertex](int u, int v) {
            return dutch::compatible(at(vertex[static_cast<std::size_t>(u)]).st,
                                     at(vertex[static_cast<std::size_t>(v)]).st, settings_);
        };
        return prob;
    }

    // The bracket's pairs kept (and the partners of everybody updated); returns its outgoing
    // floaters and counts the pairs missing a colour preference ([C8]).
    std::vector<int> keep_pairs(const BracketPlayers &br, const burstein::BracketProblem &prob,
                                const std::vector<int> &mate, int &colour_misses) {
        const std::vector<int> &vertex = br.vertex;
        std::vector<int> floaters;
        for (int u = 0; u < prob.bracket; ++u) {
            const int m = mate[static_cast<std::size_t>(u)];
            if (m >= prob.bracket) {
                floaters.push_back(vertex[static_cast<std::size_t>(u)]);
            } else if (u < m) {
                pairs_.push_back({vertex[static_cast<std::size_t>(u)], vertex[static_cast<std::size_t>(m)]});
                const char pu = prob.preference[static_cast<std::size_t>(u)];
                if (pu != 0 && pu == prob.preference[static_cast<std::size_t>(m)]) ++colour_misses;
            }
        }
        for (std::size_t i = 0; i < vertex.size(); ++i) partner_[vertex[i]] = vertex[static_cast<std::size_t>(mate[i])];
        return floaters;
    }

    // The explanation of a bracket: the BSNs with their Index, the floaters and the criteria
    // that decided.
    void explain(BracketPlayers &br, const std::vector<int> &floaters, int colour_misses) {
        BracketNote &note = br.note;
        const std::vector<int> &bracket = br.bracket;
        std::vector<Message> bsn;
        for (std::size_t i = 0; i < bracket.size(); ++i)
            bsn.push_back(Message("%1=%2 (%3/%4)")
                              .arg(static_cast<long long>(i + 1))
                              .arg(at(bracket[i]).tpn)
                              .arg(scores(static_cast<Points>(at(bracket[i]).ix.buchholz)))
                              .arg(hundredths(at(bracket[i]).ix.sonneborn_berger)));
        note.notes.push_back(
            DAMKA_TR("Pairing", "C.04.4.2 1.8, 4.1: BSN=TPN (Buchholz/Sonneborn-Berger), ranked by the Index: %1")
                .arg(join_all(bsn, ", ")));
        for (int x : floaters) note.floaters.push_back(at(x).tpn);
        std::sort(note.floaters.begin(), note.floaters.end());
        if (!floaters.empty()) {
            std::string sc;
            for (int x : floaters) sc += (sc.empty() ? "" : " ") + scores(at(x).score);
            note.notes.push_back(DAMKA_TR("Pairing",
                                          "C.04.4.2 3.2.1, [C5]-[C7]: %1 pairs, the most that let the round be "
                                          "completed; outgoing floaters %2 (scores %3): the lowest scores "
                                          "([C6]), then the best following bracket ([C7])")
                                     .arg(static_cast<long long>((bracket.size() - floaters.size()) / 2))
                                     .arg(list(note.floaters))
                                     .arg(sc));
        }
        if (colour_misses)
            note.notes.push_back(DAMKA_TR("Pairing", "C.04.4.2 [C8]: players not getting their colour preference: %1")
                                     .arg(colour_misses));
        note.notes.push_back(DAMKA_TR("Pairing",
                                      "C.04.4.2 3.2.2, 4.3: among the pairings best by [C5]-[C8], the first in "
                                      "the order of BSN #1's opponent (the larger first), then BSN #2's ..."));
    }

    std::vector<Entrant> e_;
    const Settings &settings_;
    Pairing &out_;
    std::vector<int> remaining_; // not yet paired: scoregroups from the top, each in 1.8 order
    std::map<int, int> partner_; // entrant -> entrant: a perfect matching of `remaining_`
    std::vector<std::pair<int, int>> pairs_; // entrants, the brackets' pairs
};

} // namespace

Pairing pair_burstein(const std::vector<Player> &players, const Settings &settings) {
    Pairing out;
    if (std::optional<Message> refused = refusal(players, settings)) return invalid_input(out, std::move(*refused));
    const int seeding = burstein::seeding_rounds(settings.total_rounds);
    if (settings.round <= seeding) return seeding_round(players, settings, seeding); // C.04.4.2 1.6.1
    const auto index = burstein::opposition_index(players, settings.draw_points); // C.04.4.2 1.7
    if (!index) return invalid_input(out, index.error_message());
    Round round(entrants(players, settings, *index), settings, out); // C.04.4.2 1.8
    if (!round.assign_pab()) return round.no_pairing(); // C.04.4.2 3.1
    if (!round.match_everybody()) return round.no_pairing(); // C.04.4.2 [C4]
    if (!round.pair_brackets()) return round.no_pairing(); // C.04.4.2 3.2
    round.allocate_colours(); // C.04.4.2 Article 5
    return out;
}

} // namespace damka::pairing
