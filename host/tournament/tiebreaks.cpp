#include "tiebreaks.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace damka::tournament {
namespace {

const std::vector<TieBreakSpec> kCatalogue = {
    {"DE", "Direct encounter",
     "FIDE C.07 DE: points scored in games among the tied players; when not all of them have met, "
     "a player is ranked ahead only if no tied player could still overtake (unplayed = win)"},
    {"BH", "Buchholz", "FIDE C.07 BH: sum of the opponents' scores (unplayed rounds per C.07 16)"},
    {"BH-C1", "Buchholz Cut-1", "FIDE C.07 BH with the least significant value cut (VUR cut first)"},
    {"BH-C2", "Buchholz Cut-2", "FIDE C.07 BH with the two least significant values cut (VUR cut first)"},
    {"BH-M1", "Median Buchholz", "FIDE C.07 BH with the least and the most significant values cut"},
    {"SB", "Sonneborn-Berger (Berger coefficient)",
     "FIDE C.07 SB: sum over rounds of the opponent's score times the points scored against him"},
    {"WIN", "Number of wins", "FIDE C.07 WIN: rounds that scored a win, played or not (forfeit, PAB, FPB)"},
    {"WON", "Games won", "FIDE C.07 WON: games won over the board"},
    {"BPG", "Games played with black", "FIDE C.07 BPG: games played over the board with the second colour"},
    {"BWG", "Games won with black", "FIDE C.07 BWG: games won over the board with the second colour"},
    {"PS", "Progressive score", "FIDE C.07 PS: sum of the running score after each round"},
    {"KS", "Koya", "FIDE C.07 KS: points scored against opponents who finished with at least 50% of the maximum"},
    {"ARO", "Average rating of opponents", "FIDE C.07 ARO: mean rating of the rated opponents met over the board, rounded"},
    {"TPR", "Tournament performance rating",
     "FIDE C.07 TPR: ARO + dp(p) from the FIDE B.02 8.1.2 table, p = score in games against rated opponents"},
    {"SOLK", "Solkoff coefficient", "Russian draughts rules: sum of the scores of all opponents met over the board"},
    {"SOLK-C1", "Truncated Solkoff coefficient",
     "Russian draughts rules: Solkoff without the score of the weakest opponent"},
    {"SHM", "Shmulyan coefficient",
     "Russian draughts rules: scores of the opponents beaten minus scores of the opponents lost to"},
    {"VTB", "Variant tie-break points",
     "the variant's own tie-break points summed over played games (Ashtarashki balls scored, Adiukh 24-point sum)"},
    {"VTB-D", "Variant tie-break difference",
     "the variant's own tie-break points for minus against (Ashtarashki ball difference)"},
};

// FIDE B.02 8.1.2: dp for p = 0.00 .. 1.00 in steps of 0.01.
constexpr int kDp[101] = {
    -800, -677, -589, -538, -501, -470, -444, -422, -401, -383, -366, -351, -336, -322, -309, -296, -284,
    -273, -262, -251, -240, -230, -220, -211, -202, -193, -184, -175, -166, -158, -149, -141, -133, -125,
    -117, -110, -102, -95,  -87,  -80,  -72,  -65,  -57,  -50,  -43,  -36,  -29,  -21,  -14,  -7,   0,
    7,    14,   21,   29,   36,   43,   50,   57,   65,   72,   80,   87,   95,   102,  110,  117,  125,
    133,  141,  149,  158,  166,  175,  184,  193,  202,  211,  220,  230,  240,  251,  262,  273,  284,
    296,  309,  322,  336,  351,  366,  383,  401,  422,  444,  470,  501,  538,  589,  677,  800};

std::string upper(std::string s) {
    for (char &c : s) c = char(std::toupper(static_cast<unsigned char>(c)));
    return s;
}

struct Contribution {
    double value;
    bool vur;
};

// Cuts per C.07 modifiers: `low` least significant values (a voluntarily unplayed round is
// cut first, C.07 (2024) 16.5), then `high` most significant values.
double cut_sum(std::vector<Contribution> v, int low, int high) {
    for (; low > 0 && !v.empty(); --low) {
        auto it = std::find_if(v.begin(), v.end(), [](const Contribution &c) { return c.vur; });
        auto lowest = [](auto first, auto last) {
            return std::min_element(first, last, [](auto &a, auto &b) { return a.value < b.value; });
        };
        if (it != v.end()) {
            // the VUR with the lowest value among the VURs
            std::vector<Contribution>::iterator best = it;
            for (auto j = it; j != v.end(); ++j)
                if (j->vur && j->value < best->value) best = j;
            v.erase(best);
        } else {
            v.erase(lowest(v.begin(), v.end()));
        }
    }
    for (; high > 0 && !v.empty(); --high)
        v.erase(std::max_element(v.begin(), v.end(), [](auto &a, auto &b) { return a.value < b.value; }));
    double sum = 0;
    for (const Contribution &c : v) sum += c.value;
    return sum;
}

// Buchholz (sb=false) or Sonneborn-Berger (sb=true) contributions of one player, C.07 16:
// a played game counts the opponent's adjusted score; any other round in a Swiss counts a
// dummy opponent with the participant's own score (16.4); in a round robin an unplayed
// round counts nothing.
std::vector<Contribution> opponent_contributions(const TieBreakContext &ctx, size_t i, bool sb) {
    const PlayerRecord &rec = ctx.records[i];
    std::vector<Contribution> out;
    for (const RoundEntry &e : rec.rounds) {
        double opp;
        if (e.played()) opp = ctx.adjusted[ctx.index.at(e.opponent)];
        else if (!ctx.round_robin) opp = rec.score;
        else if (e.paired()) opp = 0;
        else continue;
        out.push_back({sb ? opp * e.points : opp, !e.played() && e.voluntarily_unplayed()});
    }
    return out;
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
    std::vector<std::string> out;
    std::stringstream ss(text);
    std::string item;
    while (std::getline(ss, item, ',')) {
        item.erase(0, item.find_first_not_of(" \t"));
        item.erase(item.find_last_not_of(" \t") + 1);
        if (item.empty()) continue;
        const TieBreakSpec *t = find_tiebreak(item);
        if (!t) {
            std::string known;
            for (const TieBreakSpec &k : kCatalogue) known += (known.empty() ? "" : ", ") + k.code;
            error = "unknown tie-break '" + item + "' (known: " + known + ")";
            return std::nullopt;
        }
        if (std::find(out.begin(), out.end(), t->code) != out.end()) {
            error = "tie-break '" + t->code + "' is listed twice";
            return std::nullopt;
        }
        out.push_back(t->code);
    }
    return out;
}

int fide_dp(double p) {
    const int pct = int(std::lround(std::clamp(p, 0.0, 1.0) * 100));
    return kDp[pct];
}

TieBreakContext::TieBreakContext(const EventData &e, int after_round, const std::vector<PlayerRecord> &r)
    : event(e), rounds(after_round),
      round_robin(e.info.system == System::RoundRobin || e.info.system == System::DoubleRoundRobin),
      records(r) {
    for (size_t i = 0; i < r.size(); ++i) index[r[i].player] = i;
    rating.assign(r.size(), 0);
    for (const Player &p : e.players)
        if (const auto it = index.find(p.id); it != index.end()) rating[it->second] = p.rating;
    // C.07 (2024) 16.3.2: for the opponents' tie-breaks, a participant's voluntarily unplayed
    // rounds after his last round with a game, PAB or FPB count as draws.
    adjusted.resize(r.size());
    for (size_t i = 0; i < r.size(); ++i) {
        int last = 0;
        for (size_t k = 0; k < r[i].rounds.size(); ++k)
            if (!r[i].rounds[k].voluntarily_unplayed()) last = int(k) + 1;
        double s = 0;
        for (size_t k = 0; k < r[i].rounds.size(); ++k) {
            const RoundEntry &en = r[i].rounds[k];
            s += (int(k) < last || en.paired() || round_robin) ? en.points : e.info.scoring.draw;
        }
        adjusted[i] = s;
    }
}

double tiebreak_value(const TieBreakContext &ctx, const std::string &code, size_t i) {
    const PlayerRecord &rec = ctx.records[i];
    const Scoring &sc = ctx.event.info.scoring;
    auto count = [&](auto pred) {
        double n = 0;
        for (const RoundEntry &e : rec.rounds) n += pred(e) ? 1 : 0;
        return n;
    };
    if (code == "BH") return cut_sum(opponent_contributions(ctx, i, false), 0, 0);
    if (code == "BH-C1") return cut_sum(opponent_contributions(ctx, i, false), 1, 0);
    if (code == "BH-C2") return cut_sum(opponent_contributions(ctx, i, false), 2, 0);
    if (code == "BH-M1") return cut_sum(opponent_contributions(ctx, i, false), 1, 1);
    if (code == "SB") return cut_sum(opponent_contributions(ctx, i, true), 0, 0);
    if (code == "WIN") return count([&](const RoundEntry &e) { return e.scores_win(sc); });
    if (code == "WON") return count([](const RoundEntry &e) { return e.kind == EntryKind::Win; });
    if (code == "BPG") return count([](const RoundEntry &e) { return e.played() && e.colour == 'b'; });
    if (code == "BWG") return count([](const RoundEntry &e) { return e.kind == EntryKind::Win && e.colour == 'b'; });
    if (code == "PS") {
        double running = 0, sum = 0;
        for (const RoundEntry &e : rec.rounds) sum += (running += e.points);
        return sum;
    }
    if (code == "KS") {
        const double limit = 0.5 * sc.win * ctx.rounds;
        double sum = 0;
        for (const RoundEntry &e : rec.rounds)
            if (e.paired() && ctx.of(e.opponent).score >= limit) sum += e.points;
        return sum;
    }
    if (code == "ARO" || code == "TPR") {
        double ratings = 0, score = 0;
        int n = 0;
        for (const RoundEntry &e : rec.rounds) {
            if (!e.played()) continue;
            const int r = ctx.rating[ctx.index.at(e.opponent)];
            if (r <= 0) continue;
            ratings += r;
            score += e.kind == EntryKind::Win ? 1.0 : e.kind == EntryKind::Draw ? 0.5 : 0.0;
            ++n;
        }
        if (n == 0) return 0;
        const double aro = std::floor(ratings / n + 0.5);
        return code == "ARO" ? aro : aro + fide_dp(score / n);
    }
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
            if (e.has_variant_tiebreak)
                sum += e.variant_tiebreak - (code == "VTB-D" ? e.opponent_variant_tiebreak : 0);
        return sum;
    }
    return 0; // DE: see standings.cpp
}

} // namespace damka::tournament
