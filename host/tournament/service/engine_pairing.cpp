#include "engine_pairing.hpp"

#include "tournament/model/baku.hpp"
#include "tournament/model/knockout_match.hpp"
#include "pairing/pairing.hpp"
#include "tournament/model/records.hpp"
#include "tournament/model/system_rules.hpp"
#include "team_pairing.hpp"

#include <algorithm>
#include <map>
#include <set>

namespace damka::tournament {
namespace {

std::set<int> requested_byes(const EventData &event, int round) {
    std::set<int> out;
    for (const Bye &b : event.future_byes)
        if (b.round == round) out.insert(b.player);
    for (const Round &r : event.rounds)
        if (r.number == round)
            for (const Bye &b : r.byes) out.insert(b.player);
    return out;
}

} // namespace

namespace {

namespace pg = damka::pairing;

pg::RoundKind past_kind(EntryKind k) {
    switch (k) {
    case EntryKind::Win:
    case EntryKind::Draw:
    case EntryKind::Loss: return pg::RoundKind::Played;
    case EntryKind::ForfeitWin: return pg::RoundKind::ForfeitWin;
    case EntryKind::ForfeitLoss: return pg::RoundKind::ForfeitLoss;
    case EntryKind::PAB: return pg::RoundKind::PairingBye;
    case EntryKind::FPB: return pg::RoundKind::FullPointBye;
    case EntryKind::HPB: return pg::RoundKind::HalfPointBye;
    default: return pg::RoundKind::ZeroPointBye;
    }
}

Expected<ProposedRound> round_robin(const EventData &event, int round) {
    // C.05 Annex 1: pairing numbers are the start numbers of the players entered for round 1.
    std::vector<int> numbers;
    for (const Player &p : event.players)
        if (p.first_round <= 1) numbers.push_back(p.id);
    if (numbers.size() < 2)
        return Error{DAMKA_TR("Round", "a round robin needs at least two players registered before round 1")};
    const int cycles = event.info.system == System::DoubleRoundRobin ? 2 : 1;
    const auto table = pg::berger_table(int(numbers.size()), cycles);
    if (round > int(table.size()))
        return Error{DAMKA_TR("Round", "round %1 is beyond the Berger table (%2 rounds for %3 players)")
                         .arg(round)
                         .arg(table.size())
                         .arg(numbers.size())};
    ProposedRound out;
    for (const pg::Pair &p : table[size_t(round - 1)].pairs)
        out.boards.emplace_back(numbers[size_t(p.white - 1)], numbers[size_t(p.black - 1)]);
    const int free = table[size_t(round - 1)].bye;
    out.explanation = free
        ? DAMKA_TR("Round", "Berger table (FIDE C.05 Annex 1), round %1, number %2 (player %3) is free")
              .arg(round)
              .arg(free)
              .arg(numbers[size_t(free - 1)])
        : DAMKA_TR("Round", "Berger table (FIDE C.05 Annex 1), round %1").arg(round);
    return out;
}

Expected<ProposedRound> swiss(const EventData &event, int round) {
    const pg::SwissSystemInfo &engine = rules_of(event.info.system).swiss();
    // C.04.5: a match is the engine's round; its colour is game 1's when a game of it was played.
    const bool two_game_matches = engine.two_game_matches;
    const std::vector<PlayerRecord> records = build_records(event, round - 1);
    const std::set<int> away = requested_byes(event, round);
    const BakuRound baku = baku_round(event, round);
    std::vector<pg::Player> players;
    std::vector<std::vector<pg::Points>> score_before;
    for (size_t i = 0; i < event.players.size(); ++i) {
        const Player &p = event.players[i];
        pg::Player x;
        x.start = p.id;
        x.rating = p.rating;
        x.score = pg::points(records[i].score);
        x.withdrawn = p.withdrawn_after != 0 && p.withdrawn_after < round;
        x.available = p.active_in(round) && !away.count(p.id);
        if (const auto vp = baku.virtual_points.find(p.id); vp != baku.virtual_points.end())
            x.acceleration = pg::points(vp->second);
        std::vector<pg::Points> before;
        double running = 0;
        for (const RoundEntry &e : records[i].rounds) {
            before.push_back(pg::points(running));
            running += e.points;
            pg::PastRound pr;
            pr.kind = past_kind(e.kind);
            pr.opponent = (pr.kind == pg::RoundKind::Played || pr.kind == pg::RoundKind::ForfeitWin ||
                           pr.kind == pg::RoundKind::ForfeitLoss)
                ? e.opponent
                : 0;
            // C.04.5 1.6 (Double-Swiss): a match gives its game-1 colour only when a game of it was
            // actually played; a match of two single forfeits is a meeting without a colour.
            const bool coloured = e.played() && (!two_game_matches || e.games_played > 0);
            pr.colour = coloured ? (e.colour == 'w' ? pg::Colour::White : pg::Colour::Black) : pg::Colour::None;
            pr.points = pg::points(e.points); // the Burstein Index (C.04.4.2 1.7.1)
            x.rounds.push_back(pr);
        }
        players.push_back(std::move(x));
        score_before.push_back(std::move(before));
    }
    pg::derive_floats(players, score_before);
    pg::Settings settings;
    settings.round = round;
    settings.total_rounds = event.info.rounds;
    settings.pab_points = pg::points(event.info.byes.pab);
    // A pairing's win (both games of a micro-match): the topscorers' 50 % (C.04.3 1.8) and the
    // downfloaters' score differences ([C7]) are measured in it, under 2-1-0 or 3-1-0 too.
    settings.win_points = pg::points(event.info.scoring.win * event.info.games_per_pairing);
    settings.forbidden = event.forbidden;
    settings.draw_points = pg::points(event.info.scoring.draw * event.info.games_per_pairing); // C.04.4.2 1.7.2
    // C.04.5: the engine scores one game (its PAB is a game won and a game drawn, the event's
    // `pab`); each past round above is one match, its colour that of game 1.
    if (two_game_matches) settings.win_points = pg::points(event.info.scoring.win);
    const pg::Pairing pairing = engine.pair(players, settings);
    if (!pairing.ok())
        return Error{DAMKA_TR("Round", "%1 finds no pairing for round %2: %3")
                         .arg(engine.name())
                         .arg(round)
                         .arg(pairing.message)};
    ProposedRound out;
    for (const pg::Pair &p : pairing.pairs) out.boards.emplace_back(p.white, p.black);
    out.pab = pairing.bye;
    out.explanation = baku.summary.empty() ? pairing.explanation.text()
                                           : Message::joined({baku.summary, pairing.explanation.text()}, "\n");
    return out;
}

// Olympic system: the entrants of round 1 are seeded by rating (highest first, then start
// number); seed s takes bracket line s of pg::knockout_first_round, lines beyond the entrants
// are empty and their opponents go through. Each later round pairs the winners of the
// previous round's matches in bracket order (pg::knockout_next_round), so the bracket is
// rebuilt from the stored results round by round.
Expected<ProposedRound> knockout(const EventData &event, int round) {
    std::vector<const Player *> seeded;
    for (const Player &p : event.players)
        if (p.first_round <= 1) seeded.push_back(&p);
    if (seeded.size() < 2)
        return Error{DAMKA_TR("Round", "a knockout needs at least two players registered before round 1")};
    std::stable_sort(seeded.begin(), seeded.end(),
                     [](const Player *a, const Player *b) { return a->rating > b->rating; });
    std::vector<pg::Pair> lines;
    for (const pg::Pair &p : pg::knockout_first_round(int(seeded.size()))) {
        auto id = [&](int seed) { return seed ? seeded[size_t(seed - 1)]->id : 0; };
        lines.push_back({id(p.white), id(p.black)});
    }
    std::vector<int> losers; // of the round before, in bracket order
    for (int r = 1; r < round; ++r) {
        const auto done =
            std::find_if(event.rounds.begin(), event.rounds.end(), [&](const Round &x) { return x.number == r; });
        if (done == event.rounds.end()) return Error{DAMKA_TR("Round", "round %1 is not paired").arg(r)};
        std::vector<int> winners;
        losers.clear();
        for (const pg::Pair &p : lines) {
            if (!p.white || !p.black) {
                winners.push_back(p.white + p.black);
                continue;
            }
            const auto game = std::find_if(done->games.begin(), done->games.end(), [&](const RoundGame &g) {
                return g.game_no == 1 &&
                    ((g.white == p.white && g.black == p.black) || (g.white == p.black && g.black == p.white));
            });
            if (game == done->games.end())
                return Error{DAMKA_TR("Round", "round %1: the bracket match %2 - %3 is not on its board list")
                                 .arg(r)
                                 .arg(event.label(p.white))
                                 .arg(event.label(p.black))};
            const MatchOutcome m = match_outcome(*done, game->board);
            if (m.pending)
                return Error{DAMKA_TR("Round", "round %1 board %2 (%3 - %4) has a game without a result")
                                 .arg(r)
                                 .arg(game->board)
                                 .arg(event.label(game->white))
                                 .arg(event.label(game->black))};
            if (m.tied)
                return Error{DAMKA_TR("Round",
                                      "round %1 board %2 (%3 - %4) is drawn %5:%6 and a knockout match needs a "
                                      "winner: the arbiter enters the tie-break game with 'damka result set %2 "
                                      "RESULT --round %1 --game %7'")
                                 .arg(r)
                                 .arg(game->board)
                                 .arg(event.label(game->white))
                                 .arg(event.label(game->black))
                                 .arg(format_points(m.white_points))
                                 .arg(format_points(m.black_points))
                                 .arg(m.games + 1)};
            winners.push_back(m.winner); // 0 after a double forfeit: the line is empty
            if (m.winner) losers.push_back(m.winner == p.white ? p.black : p.white);
        }
        if (winners.size() == 1)
            return Error{winners[0]
                             ? DAMKA_TR("Round", "the knockout is over: %1 won the final").arg(event.label(winners[0]))
                             : DAMKA_TR("Round", "the knockout is over: nobody won the final")};
        lines = pg::knockout_next_round(winners);
    }
    ProposedRound out;
    for (const pg::Pair &p : lines) {
        if (p.white && p.black)
            out.boards.emplace_back(p.white, p.black);
        else if (p.white || p.black)
            out.advance.push_back(p.white + p.black);
    }
    // The final round also holds the match for third place when the event has one and both
    // semi-finals had a loser (a walkover or a double forfeit leaves one semi-finalist, or none,
    // who is third without a match). The loser of the upper semi-final has White.
    const bool final_round = lines.size() == 1 && round > 1;
    const bool third_place = final_round && event.info.third_place_match && losers.size() == 2;
    if (third_place) out.boards.emplace_back(losers[0], losers[1]);
    Message bracket = round == 1
        ? DAMKA_TR("Round",
                   "knockout bracket (olympic system), round %1: seeded by rating, %2 players in a "
                   "bracket of %3 lines")
              .arg(round)
              .arg(seeded.size())
              .arg(lines.size() * 2)
        : DAMKA_TR("Round",
                   "knockout bracket (olympic system), round %1: the winners of round %2 in "
                   "bracket order")
              .arg(round)
              .arg(round - 1);
    out.explanation = third_place
        ? DAMKA_TR("Round", "%1; board %2 is the match for third place (%3 - %4, the semi-finals' losers)")
              .arg(bracket)
              .arg(out.boards.size())
              .arg(event.label(losers[0]))
              .arg(event.label(losers[1]))
        : bracket;
    return out;
}

} // namespace

Expected<std::vector<std::string>> draw_openings(const EventData &event, int round,
                                                 const std::vector<std::pair<int, int>> &boards) {
    if (event.info.openings.empty())
        return Error{DAMKA_TR("Round", "openings: load the micro-match openings first ('damka event openings')")};
    std::vector<pg::Pair> pairs;
    for (auto [w, b] : boards) pairs.push_back({w, b});
    // Every listed opening was replayed through the plugin when it was loaded.
    const auto drawn = pg::draw_micro_matches(pairs, {event.info.openings, std::uint64_t(round)},
                                              [](const std::string &) { return true; });
    if (!drawn) return Error{DAMKA_TR("Round", "openings: no opening could be drawn")};
    std::vector<std::string> out;
    for (const pg::MicroMatch &m : *drawn) out.push_back(m.opening);
    return out;
}

std::vector<int> available_players(const EventData &event, int round) {
    const std::set<int> away = requested_byes(event, round);
    std::vector<int> out;
    for (const Player &p : event.players)
        if (p.active_in(round) && !away.count(p.id)) out.push_back(p.id);
    return out;
}

Expected<ProposedRound> engine_pairing(const EventData &event, int round) {
    if (rules_of(event.info.system).player_swiss()) return swiss(event, round);
    switch (event.info.system) {
    case System::RoundRobin:
    case System::DoubleRoundRobin: return round_robin(event, round);
    case System::Knockout: return knockout(event, round);
    case System::TeamRoundRobin: return team_round_robin(event, round);
    case System::TeamSwiss: return team_swiss(event, round);
    case System::Scheveningen:
    case System::DoubleScheveningen: return scheveningen_round(event, round);
    case System::TeamMatch: return team_match_round(event, round);
    default: break; // the individual Swisses: their engines, above
    }
    return Error{DAMKA_TR("Round", "system: unknown")};
}

} // namespace damka::tournament
