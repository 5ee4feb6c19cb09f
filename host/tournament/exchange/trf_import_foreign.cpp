// Reading another program's TRF file: the header, the 001 records and one game a round column
// (the white player's cell; trf::round_input checks both cards agree), the 240 requested byes; a
// Double-Swiss file's column pairs folded into matches of two games (FIDE C.04.5).
#include "trf_import_foreign.hpp"
#include "trf_import_common.hpp"

#include "tournament/model/system_rules.hpp"

#include <algorithm>

namespace damka::tournament::trf_import {
namespace {

namespace trf = damka::pairing::trf;
using damka::pairing::points;

// The XXS/162 scale as one of the event scorings, if it is one.
std::optional<Scoring> scoring_of(const trf::Scoring &s) {
    for (const char *name : {"1-0.5-0", "2-1-0", "3-1-0"}) {
        const Scoring sc = *parse_scoring(name);
        if (points(sc.win) == s.win && points(sc.draw) == s.draw && points(sc.loss) == s.loss) return sc;
    }
    return std::nullopt;
}

// A Double-Swiss file has two round columns a match (game 1, then game 2 with colours
// reversed; a bye in both): the column rounds read so far become match rounds of two games.
void fold_match_columns(EventData &e) {
    const int columns = int(e.rounds.size());
    if (columns % 2)
        refuse(DAMKA_TR("Event",
                        "a Double-Swiss file (192 FIDE_DOUBLESWISS) has two round columns a match (FIDE C.04.5); "
                        "this one has %1")
                   .arg(columns));
    std::vector<Round> matches;
    for (int k = 0; k < columns / 2; ++k) {
        const Round &first = e.rounds[size_t(2 * k)], &second = e.rounds[size_t(2 * k + 1)];
        Round m{k + 1, RoundState::Published, {}, {}};
        for (const RoundGame &g : first.games) {
            RoundGame one = g;
            one.round = k + 1;
            one.board = int(m.games.size()) / 2 + 1;
            one.game_no = 1;
            const auto reversed = std::find_if(second.games.begin(), second.games.end(), [&](const RoundGame &x) {
                return x.white == g.black && x.black == g.white;
            });
            if (reversed == second.games.end())
                refuse(DAMKA_TR("Event",
                                "player %1, rounds %2 and %3: the two games of a match must have the same opponent "
                                "with colours reversed (FIDE C.04.5)")
                           .arg(g.white)
                           .arg(2 * k + 1)
                           .arg(2 * k + 2));
            RoundGame two = *reversed;
            two.round = k + 1;
            two.board = one.board;
            two.game_no = 2;
            m.games.push_back(one);
            m.games.push_back(two);
        }
        if (second.games.size() != first.games.size())
            refuse(DAMKA_TR("Event", "rounds %1 and %2: the second game of a match has no first game (FIDE C.04.5)")
                       .arg(2 * k + 1)
                       .arg(2 * k + 2));
        // C.04.5 Preface: byes apply only to matches, never to single games.
        for (const Bye &b : first.byes) {
            const bool both = std::any_of(second.byes.begin(), second.byes.end(),
                                          [&](const Bye &x) { return x.player == b.player && x.kind == b.kind; });
            if (!both)
                refuse(DAMKA_TR("Event",
                                "player %1, rounds %2 and %3: a bye applies to a whole match, so both columns must "
                                "show it (FIDE C.04.5)")
                           .arg(b.player)
                           .arg(2 * k + 1)
                           .arg(2 * k + 2));
            m.byes.push_back({k + 1, b.player, b.kind});
        }
        if (second.byes.size() != first.byes.size())
            refuse(DAMKA_TR("Event",
                            "rounds %1 and %2: a bye applies to a whole match, so both columns must show it "
                            "(FIDE C.04.5)")
                       .arg(2 * k + 1)
                       .arg(2 * k + 2));
        matches.push_back(std::move(m));
    }
    e.rounds = std::move(matches);
    std::vector<Bye> future;
    for (Bye b : e.future_byes) {
        b.round = (b.round + 1) / 2;
        if (std::none_of(future.begin(), future.end(),
                         [&](const Bye &x) { return x.round == b.round && x.player == b.player; }))
            future.push_back(b);
    }
    e.future_byes = std::move(future);
    e.info.rounds = (e.info.rounds + 1) / 2;
    e.info.games_per_pairing = 2;
    // C.04.5 1.4: the PAB scores a game won and a game drawn; requested byes two of either.
    e.info.byes.pab = e.info.scoring.win + e.info.scoring.draw;
    e.info.byes.hpb = 2 * e.info.scoring.draw;
    e.info.byes.fpb = 2 * e.info.scoring.win;
}

} // namespace

EventData foreign_event(const trf::Document &doc, const TrfImportOptions &o) {
    // TRF-26 192 (ETT26) names the system (with or without _BAKU); a system ETT26 has no code
    // for, by its provisional code or Damka's `### damka pairing-system` line
    // (trf::named_swiss_system); otherwise a Swiss (Dutch).
    const std::string type = trf::tournament_type(doc);
    const auto named = trf::named_swiss_system(doc);
    const System system = o.system.value_or(named ? system_paired_by(*named) : System::Swiss);
    if (system == System::Knockout)
        refuse(DAMKA_TR("Event",
                        "a knockout needs the '### damka' lines of a file Damka wrote (bracket boards and match "
                        "games); this file has none"));
    if (rules_of(system).teams)
        refuse(DAMKA_TR("Event",
                        "a team event is read only from a file Damka wrote (its '### damka' lines give the matches "
                        "and line-ups); this file has none"));
    EventData e;
    header_info(doc, e.info);
    e.info.variant = o.variant.value_or("russian");
    e.info.system = system;
    // ETT26 FIDE_<SYSTEM>_BAKU: the system with Baku acceleration (C.04.7), where it has one.
    if (named && type.size() > 5 && type.compare(type.size() - 5, 5, "_BAKU") == 0 && rules_of(system).acceleration)
        e.info.baku_acceleration = true;
    e.info.tiebreaks = o.tiebreaks.value_or(std::vector<std::string>{"BH-C1", "BH", "SB", "DE", "WIN"});
    const int played = doc.rounds_played();
    e.info.rounds = std::max(doc.total_rounds, played);
    const auto scoring = scoring_of(doc.scoring);
    if (!scoring) refuse(DAMKA_TR("Event", "the scoring (XXS/162) is not 1-0.5-0, 2-1-0 or 3-1-0"));
    e.info.scoring = *scoring;
    e.info.byes = {doc.scoring.pab / 10.0, e.info.scoring.draw, e.info.scoring.win, 0.0, 99, 0};
    for (const trf::PlayerRecord &r : doc.players) e.players.push_back(player_of(r));
    // Games from the white player's cells; the black player's cell must agree (trf::round_input
    // checks that both cards tell the same story).
    for (int r = 0; r < played; ++r) e.rounds.push_back({r + 1, RoundState::Published, {}, {}});
    if (played) {
        auto checked = trf::round_input(doc, played + 1);
        if (!checked) refuse(checked.error_message());
    }
    for (const trf::PlayerRecord &p : doc.players) {
        for (size_t r = 0; r < p.rounds.size() && int(r) < played; ++r) {
            const trf::Cell &c = p.rounds[r];
            Round &round = e.rounds[r];
            if (c.opponent == 0) {
                const char k = c.result;
                const std::optional<ByeKind> kind = k == 'U' ? std::optional(ByeKind::PAB)
                    : k == 'H'                               ? std::optional(ByeKind::HPB)
                    : k == 'F'                               ? std::optional(ByeKind::FPB)
                    : k == 'Z' || k == '-'                   ? std::optional(ByeKind::ZPB)
                                                             : std::nullopt;
                if (!kind)
                    refuse(DAMKA_TR("Event", "player %1 round %2: result '%3' without an opponent")
                               .arg(p.start)
                               .arg(r + 1)
                               .arg(std::string(1, k)));
                round.byes.push_back({int(r) + 1, p.start, *kind});
                continue;
            }
            if (c.colour != 'w') continue;
            RoundGame g;
            g.round = int(r) + 1;
            g.board = int(round.games.size()) + 1;
            g.white = p.start;
            g.black = c.opponent;
            switch (c.result) {
            case '1':
            case 'W': g.result = BoardResult::WhiteWin; break;
            case '0':
            case 'L': g.result = BoardResult::BlackWin; break;
            case '=':
            case 'D': g.result = BoardResult::Draw; break;
            case '+': g.result = BoardResult::WhiteForfeit; break;
            case '-': {
                const trf::PlayerRecord *opp = doc.player(c.opponent);
                const bool double_forfeit = opp && r < opp->rounds.size() && opp->rounds[r].result == '-';
                g.result = double_forfeit ? BoardResult::DoubleForfeit : BoardResult::BlackForfeit;
                break;
            }
            default:
                refuse(DAMKA_TR("Event", "player %1 round %2: result '%3' is not a game result")
                           .arg(p.start)
                           .arg(r + 1)
                           .arg(std::string(1, c.result)));
            }
            round.games.push_back(g);
        }
    }
    for (const trf::Bye &b : doc.byes) {
        if (b.round <= played) continue; // a played round's cells already say it
        const ByeKind kind = b.type == 'H' ? ByeKind::HPB : b.type == 'F' ? ByeKind::FPB : ByeKind::ZPB;
        for (int p : b.players) e.future_byes.push_back({b.round, p, kind});
    }
    if (rules_of(system).two_game_matches()) fold_match_columns(e);
    return e;
}

} // namespace damka::tournament::trf_import
