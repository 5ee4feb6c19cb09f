#include "tiebreaks.hpp"

#include "team_tiebreaks.hpp"

#include "buchholz_variants.hpp"
#include "unplayed_rounds.hpp"

#include "core/translatable.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace damka::tournament {
namespace {

const std::vector<TieBreakSpec> kCatalogue = {
    {DAMKA_TRANSLATE_NOOP("TieBreakHead", "DE"), DAMKA_TRANSLATE_NOOP("TieBreak", "Direct encounter"),
     DAMKA_TRANSLATE_NOOP(
         "TieBreak",
         "FIDE C.07 6: points in the games among the tied players (a pair met twice: the average; forfeits only "
         "in a round robin); when not all have met, a player goes ahead only if no tied player could still reach "
         "him; applied again to those still tied. Printed: the points in the pass that decided the place")},
    {DAMKA_TRANSLATE_NOOP("TieBreakHead", "BH"), DAMKA_TRANSLATE_NOOP("TieBreak", "Buchholz"),
     DAMKA_TRANSLATE_NOOP("TieBreak",
                          "FIDE C.07 8.1: sum of the opponents' scores (unplayed rounds per C.07 16: dummy opponent)")},
    {DAMKA_TRANSLATE_NOOP("TieBreakHead", "BH-C1"), DAMKA_TRANSLATE_NOOP("TieBreak", "Buchholz Cut-1"),
     DAMKA_TRANSLATE_NOOP("TieBreak",
                          "FIDE C.07 8.1, 14.1: BH without the least significant value (a VUR cut first, 16.5)")},
    {DAMKA_TRANSLATE_NOOP("TieBreakHead", "BH-C2"), DAMKA_TRANSLATE_NOOP("TieBreak", "Buchholz Cut-2"),
     DAMKA_TRANSLATE_NOOP("TieBreak",
                          "FIDE C.07 8.1, 14.2: BH without the two least significant values (VURs cut first, 16.5)")},
    {DAMKA_TRANSLATE_NOOP("TieBreakHead", "BH-M1"), DAMKA_TRANSLATE_NOOP("TieBreak", "Median Buchholz"),
     DAMKA_TRANSLATE_NOOP("TieBreak", "FIDE C.07 8.1, 14.3: BH without the least and then the most significant value")},
    {DAMKA_TRANSLATE_NOOP("TieBreakHead", "AOB"), DAMKA_TRANSLATE_NOOP("TieBreak", "Average of opponents' Buchholz"),
     DAMKA_TRANSLATE_NOOP("TieBreak",
                          "FIDE C.07 8.2: the average of the Buchholz (8.1) of the opponents met over the board")},
    {DAMKA_TRANSLATE_NOOP("TieBreakHead", "FB"), DAMKA_TRANSLATE_NOOP("TieBreak", "Fore Buchholz"),
     DAMKA_TRANSLATE_NOOP(
         "TieBreak",
         "FIDE C.07 8.3: Buchholz as if every game of the last round had ended in a draw (byes keep their value)")},
    {DAMKA_TRANSLATE_NOOP("TieBreakHead", "SB"),
     DAMKA_TRANSLATE_NOOP("TieBreak", "Sonneborn-Berger (Berger coefficient)"),
     DAMKA_TRANSLATE_NOOP(
         "TieBreak", "FIDE C.07 9.1: sum over rounds of the opponent's score times the points scored against him")},
    {DAMKA_TRANSLATE_NOOP("TieBreakHead", "SB-C1"), DAMKA_TRANSLATE_NOOP("TieBreak", "Sonneborn-Berger Cut-1"),
     DAMKA_TRANSLATE_NOOP(
         "TieBreak",
         "FIDE C.07 9.1, 14.1: SB without the product for the lowest-scoring opponent (16.5: or the lowest VUR "
         "product, whichever is higher)")},
    {DAMKA_TRANSLATE_NOOP("TieBreakHead", "WIN"), DAMKA_TRANSLATE_NOOP("TieBreak", "Number of wins"),
     DAMKA_TRANSLATE_NOOP("TieBreak",
                          "FIDE C.07 7.1: rounds scoring a win's points, played or not (forfeit, PAB, FPB)")},
    {DAMKA_TRANSLATE_NOOP("TieBreakHead", "WON"), DAMKA_TRANSLATE_NOOP("TieBreak", "Games won"),
     DAMKA_TRANSLATE_NOOP("TieBreak",
                          "FIDE C.07 7.2: games won over the board (a round robin also counts forfeit wins, 15.2)")},
    {DAMKA_TRANSLATE_NOOP("TieBreakHead", "BPG"), DAMKA_TRANSLATE_NOOP("TieBreak", "Games played with black"),
     DAMKA_TRANSLATE_NOOP("TieBreak", "FIDE C.07 7.3: games played over the board with the second colour")},
    {DAMKA_TRANSLATE_NOOP("TieBreakHead", "BWG"), DAMKA_TRANSLATE_NOOP("TieBreak", "Games won with black"),
     DAMKA_TRANSLATE_NOOP("TieBreak", "FIDE C.07 7.4: games won over the board with the second colour")},
    {DAMKA_TRANSLATE_NOOP("TieBreakHead", "PS"), DAMKA_TRANSLATE_NOOP("TieBreak", "Progressive score"),
     DAMKA_TRANSLATE_NOOP("TieBreak", "FIDE C.07 7.5: sum of the running score after each round")},
    {DAMKA_TRANSLATE_NOOP("TieBreakHead", "STD"), DAMKA_TRANSLATE_NOOP("TieBreak", "Standard points"),
     DAMKA_TRANSLATE_NOOP(
         "TieBreak",
         "FIDE C.07 (2026) 7.7: 1 a round scoring more than the opponent (or, unplayed, more than a draw), 1/2 the same")},
    {DAMKA_TRANSLATE_NOOP("TieBreakHead", "KS"), DAMKA_TRANSLATE_NOOP("TieBreak", "Koya"),
     DAMKA_TRANSLATE_NOOP(
         "TieBreak", "FIDE C.07 9.2: points scored against opponents who finished with at least 50% of the maximum")},
    {DAMKA_TRANSLATE_NOOP("TieBreakHead", "ARO"), DAMKA_TRANSLATE_NOOP("TieBreak", "Average rating of opponents"),
     DAMKA_TRANSLATE_NOOP("TieBreak",
                          "FIDE C.07 10.1: mean rating of the rated opponents met over the board, rounded (.5 up)")},
    {DAMKA_TRANSLATE_NOOP("TieBreakHead", "TPR"), DAMKA_TRANSLATE_NOOP("TieBreak", "Tournament performance rating"),
     DAMKA_TRANSLATE_NOOP(
         "TieBreak",
         "FIDE C.07 10.2: ARO + dp(p) from the FIDE B.02 8.1.1 table, p = score in those games over their number")},
    {DAMKA_TRANSLATE_NOOP("TieBreakHead", "SOLK"), DAMKA_TRANSLATE_NOOP("TieBreak", "Solkoff coefficient"),
     DAMKA_TRANSLATE_NOOP("TieBreak", "Russian draughts rules: sum of the scores of all opponents met over the board")},
    {DAMKA_TRANSLATE_NOOP("TieBreakHead", "SOLK-C1"), DAMKA_TRANSLATE_NOOP("TieBreak", "Truncated Solkoff coefficient"),
     DAMKA_TRANSLATE_NOOP("TieBreak", "Russian draughts rules: Solkoff without the score of the weakest opponent")},
    {DAMKA_TRANSLATE_NOOP("TieBreakHead", "SHM"), DAMKA_TRANSLATE_NOOP("TieBreak", "Shmulyan coefficient"),
     DAMKA_TRANSLATE_NOOP(
         "TieBreak", "Russian draughts rules: scores of the opponents beaten minus scores of the opponents lost to")},
    {DAMKA_TRANSLATE_NOOP("TieBreakHead", "VTB"), DAMKA_TRANSLATE_NOOP("TieBreak", "Variant tie-break points"),
     DAMKA_TRANSLATE_NOOP(
         "TieBreak",
         "the variant's own tie-break points summed over played games (Ashtarashki balls scored, Adiukh 24-point sum)")},
    {DAMKA_TRANSLATE_NOOP("TieBreakHead", "VTB-D"), DAMKA_TRANSLATE_NOOP("TieBreak", "Variant tie-break difference"),
     DAMKA_TRANSLATE_NOOP("TieBreak",
                          "the variant's own tie-break points for minus against (Ashtarashki ball difference)")},
};

// FIDE B.02 8.1.1: dp for p = 0.00 .. 1.00 in steps of 0.01 (p = 0 and 1: the notional 800).
constexpr int kDp[101] = {-800, -677, -589, -538, -501, -470, -444, -422, -401, -383, -366, -351, -336, -322, -309,
                          -296, -284, -273, -262, -251, -240, -230, -220, -211, -202, -193, -184, -175, -166, -158,
                          -149, -141, -133, -125, -117, -110, -102, -95,  -87,  -80,  -72,  -65,  -57,  -50,  -43,
                          -36,  -29,  -21,  -14,  -7,   0,    7,    14,   21,   29,   36,   43,   50,   57,   65,
                          72,   80,   87,   95,   102,  110,  117,  125,  133,  141,  149,  158,  166,  175,  184,
                          193,  202,  211,  220,  230,  240,  251,  262,  273,  284,  296,  309,  322,  336,  351,
                          366,  383,  401,  422,  444,  470,  501,  538,  589,  677,  800};

std::string upper(std::string s) {
    for (char &c : s) c = char(std::toupper(static_cast<unsigned char>(c)));
    return s;
}

// Russian coefficients count only the opponents met over the board, with their real scores.
double solkoff(const TieBreakContext &ctx, size_t i, int cut) {
    std::vector<double> s;
    for (const RoundEntry &e : ctx.records[i].rounds)
        if (e.played()) s.push_back(ctx.of(e.opponent).score);
    std::sort(s.begin(), s.end());
    double sum = 0;
    for (size_t k = size_t(std::min<int>(cut, int(s.size()))); k < s.size(); ++k) sum += s[k];
    return sum;
}

} // namespace

const std::vector<TieBreakSpec> &tiebreak_catalogue() { return kCatalogue; }

const TieBreakSpec *find_tiebreak(const std::string &code) {
    const std::string u = upper(code);
    for (const TieBreakSpec &t : kCatalogue)
        if (t.code == u) return &t;
    return nullptr;
}

std::optional<std::vector<std::string>> parse_tiebreak_list(const std::string &text, std::string &error) {
    Message why;
    auto list = parse_tiebreak_list(text, why);
    if (!list) error = why.english();
    return list;
}

std::optional<std::vector<std::string>> parse_tiebreak_list(const std::string &text, Message &error) {
    std::vector<std::string> out;
    std::stringstream ss(text);
    std::string item;
    while (std::getline(ss, item, ',')) {
        item.erase(0, item.find_first_not_of(" \t"));
        item.erase(item.find_last_not_of(" \t") + 1);
        if (item.empty()) continue;
        const TieBreakSpec *t = find_tiebreak(item);
        const TeamTieBreakSpec *team = find_team_tiebreak(item); // a team event's (event.cpp checks which)
        if (!t && !team) {
            std::string known, teams;
            for (const TieBreakSpec &k : kCatalogue) known += (known.empty() ? "" : ", ") + k.code;
            for (const TeamTieBreakSpec &k : team_tiebreak_catalogue()) teams += (teams.empty() ? "" : ", ") + k.code;
            error =
                DAMKA_TR("Event", "unknown tie-break '%1' (known: %2; for teams: %3)").arg(item).arg(known).arg(teams);
            return std::nullopt;
        }
        const std::string code = t ? t->code : team->code;
        if (std::find(out.begin(), out.end(), code) != out.end()) {
            error = DAMKA_TR("Event", "tie-break '%1' is listed twice").arg(code);
            return std::nullopt;
        }
        out.push_back(code);
    }
    return out;
}

std::string join_tiebreaks(const std::vector<std::string> &codes, const char *sep) {
    std::string out;
    for (const std::string &c : codes) out += (out.empty() ? "" : sep) + c;
    return out;
}

int fide_dp_percent(int percent) { return kDp[std::clamp(percent, 0, 100)]; }

int fide_dp(double p) { return fide_dp_percent(int(std::floor(std::clamp(p, 0.0, 1.0) * 100 + 0.5 + 1e-9))); }

namespace {

// C.07 10.1 / 10.2 over the games played against rated opponents (10 preamble: unrated ones are
// left out; 15.2: forfeits never count for the rating-based tie-breaks). Integers throughout:
// ARO = sum / n rounded .5 up; p in whole percent = 100 x half-points / (2n), rounded .5 up.
double rating_based(const TieBreakContext &ctx, size_t i, bool performance) {
    long sum = 0, half_points = 0, n = 0;
    for (const RoundEntry &e : ctx.records[i].rounds) {
        if (e.games_played == 0) continue;
        const int r = ctx.rating[ctx.index.at(e.opponent)];
        if (r <= 0) continue;
        // Game by game (4.4, 10.2): a micro-match's two games are two results against r.
        sum += long(r) * e.games_played;
        half_points += 2 * e.games_won + e.games_drawn;
        n += e.games_played;
    }
    if (n == 0) return 0;
    const long aro = (2 * sum + n) / (2 * n);
    if (!performance) return double(aro);
    const int percent = int((100 * half_points + n) / (2 * n));
    return double(aro + fide_dp_percent(percent));
}

// C.07 9.2: 50% of the maximum possible score; in a round robin with an odd number of players
// every participant sits out rounds / players of the rounds, which no one can score in.
double koya_limit(const TieBreakContext &ctx) {
    int games = ctx.rounds;
    if (ctx.round_robin) {
        int n = 0;
        for (const Player &p : ctx.event.players) n += p.first_round <= 1 ? 1 : 0;
        if (n % 2 == 1 && ctx.rounds % n == 0) games -= ctx.rounds / n;
    }
    return 0.5 * ctx.win_round() * games;
}

// C.07 (2026) 7.7: standard points of one round.
double standard_points(const TieBreakContext &ctx, const RoundEntry &e) {
    if (e.kind == EntryKind::Pending) return 0;
    const double other = e.paired() ? e.opponent_points : ctx.draw_round();
    return e.points > other + 1e-9 ? 1.0 : e.points > other - 1e-9 ? 0.5 : 0.0;
}

} // namespace

double tiebreak_value(const TieBreakContext &ctx, const std::string &code, size_t i) {
    const PlayerRecord &rec = ctx.records[i];
    const Scoring &sc = ctx.event.info.scoring;
    const int pairing_games = ctx.event.info.games_per_pairing;
    // Sums a per-round count: games, not encounters, so a micro-match counts both its games.
    auto total = [&](auto per_round) {
        double n = 0;
        for (const RoundEntry &e : rec.rounds) n += per_round(e);
        return n;
    };
    // 15.2: in a round robin a forfeit win is a regular game for the type B tie-breaks (a
    // forfeit loss stays unplayed).
    const int rr = ctx.round_robin ? 1 : 0;
    if (code == "BH") return cut_sum(opponent_contributions(ctx, i, false), 0, 0);
    if (code == "BH-C1") return cut_sum(opponent_contributions(ctx, i, false), 1, 0);
    if (code == "BH-C2") return cut_sum(opponent_contributions(ctx, i, false), 2, 0);
    if (code == "BH-M1") return cut_sum(opponent_contributions(ctx, i, false), 1, 1);
    if (code == "FB") return fore_buchholz(ctx, i);
    if (code == "AOB") return average_of_opponents_buchholz(ctx, i);
    if (code == "SB") return cut_sum(opponent_contributions(ctx, i, true), 0, 0);
    if (code == "SB-C1") return cut_sum(opponent_contributions(ctx, i, true), 1, 0);
    if (code == "WIN") return total([&](const RoundEntry &e) { return e.wins_counted(sc, pairing_games); });
    if (code == "WON") return total([&](const RoundEntry &e) { return e.games_won + rr * e.games_won_by_forfeit; });
    if (code == "BPG") return total([&](const RoundEntry &e) { return e.black_played + rr * e.black_won_by_forfeit; });
    if (code == "BWG") return total([&](const RoundEntry &e) { return e.black_won + rr * e.black_won_by_forfeit; });
    if (code == "PS") {
        double running = 0, sum = 0;
        for (const RoundEntry &e : rec.rounds) sum += (running += e.points);
        return sum;
    }
    if (code == "STD") {
        double sum = 0;
        for (const RoundEntry &e : rec.rounds) sum += standard_points(ctx, e);
        return sum;
    }
    if (code == "KS") {
        const double limit = koya_limit(ctx);
        double sum = 0;
        for (const RoundEntry &e : rec.rounds)
            if (e.paired() && ctx.of(e.opponent).score >= limit - 1e-9) sum += e.points;
        return sum;
    }
    if (code == "ARO") return rating_based(ctx, i, false);
    if (code == "TPR") return rating_based(ctx, i, true);
    if (code == "SOLK") return solkoff(ctx, i, 0);
    if (code == "SOLK-C1") return solkoff(ctx, i, 1);
    if (code == "SHM") {
        double sum = 0;
        for (const RoundEntry &e : rec.rounds) {
            if (e.kind == EntryKind::Win) sum += ctx.of(e.opponent).score;
            if (e.kind == EntryKind::Loss) sum -= ctx.of(e.opponent).score;
        }
        return sum;
    }
    if (code == "VTB" || code == "VTB-D") {
        double sum = 0;
        for (const RoundEntry &e : rec.rounds)
            if (e.has_variant_tiebreak) sum += e.variant_tiebreak - (code == "VTB-D" ? e.opponent_variant_tiebreak : 0);
        return sum;
    }
    return 0; // DE: see direct_encounter.hpp
}

} // namespace damka::tournament
