#include "position_record.hpp"

#include "damka/sdk_text.hpp"

#include <damka/sdk.hpp>

#include <cctype>
#include <set>

namespace damka::multiphase {
namespace {

using sdk::text::split;
using sdk::text::trim;

const char *const kWord[2] = {"blue", "red"};

int side_of(const std::string &w) {
    if (w == "blue") return 0;
    if (w == "red") return 1;
    sdk::invalid("'" + w + "' is not a player: blue or red");
}

int number(const std::string &clause, const std::string &n, int low, int high) {
    if (n.empty() || n.size() > 6 || n.find_first_not_of("0123456789") != std::string::npos)
        sdk::invalid("'" + clause + "': a whole number is expected");
    const int v = std::stoi(n);
    if (v < low || v > high) sdk::invalid("'" + clause + "': " + std::to_string(low) + " to " + std::to_string(high));
    return v;
}

Squares parse_pieces(const std::string &clause, const std::string &list) {
    Squares s;
    for (const std::string &name : split(list, ',')) {
        const int sq = parse_square(name);
        if (sq < 0) sdk::invalid("'" + name + "' in '" + clause + "' is not a square a1..k11");
        if (s.test(size_t(sq))) sdk::invalid("square " + name + " is given twice in '" + clause + "'");
        s.set(size_t(sq));
    }
    if (s.count() != size_t(kPiecesPerSide)) // multiphase Инвентарь: no piece ever leaves the board
        sdk::invalid("'" + clause + "' lists " + std::to_string(s.count()) + " pieces, not 21 (multiphase Инвентарь)");
    return s;
}

std::string list_pieces(const Squares &s) {
    std::string out;
    for (int sq = 0; sq < kSquares; ++sq)
        if (s.test(size_t(sq))) out += (out.empty() ? "" : ", ") + square_name(sq);
    return out;
}

// The phase state must be one the rules can reach (README "Position strings").
void check_state(const Origin &o) {
    const int limit = o.options.phase_limit;
    const PhaseState &s = o.state;
    if ((o.placement.colour[0] & o.placement.colour[1]).any()) sdk::invalid("a square holds a blue and a red piece");
    if (s.wins[0] >= kPhasesToWin && s.wins[1] >= kPhasesToWin) sdk::invalid("both players cannot have won two phases");
    if (s.wins[0] + s.wins[1] + s.drawn != s.number - 1 && s.winner() < 0)
        sdk::invalid("score and drawn phases must add up to the phases played before phase " +
                     std::to_string(s.number));
    if (s.game_plies < s.plies) sdk::invalid("game plies cannot be fewer than the phase's plies");
    if (limit > 0 && s.plies >= limit)
        sdk::invalid("phase plies: a phase is drawn at " + std::to_string(limit) +
                     " plies (phase limit: " + std::to_string(limit) + ")");
    const int expected = s.extra ? 1 - s.first : s.plies % 2 == 0 ? s.first : 1 - s.first;
    if (s.to_move != expected)
        sdk::invalid(std::string(kWord[expected]) + " is to move after " + std::to_string(s.plies) +
                     " plies of a phase begun by " + kWord[s.first] + (s.extra ? " with the extra move due" : ""));
    if (s.extra && (s.plies % 2 == 0 || !goal_reached(o.placement, s, s.first)))
        sdk::invalid("an extra move is due only when the first player has just reached his goal");
}

Origin parse_origin(const std::vector<std::string> &clauses, const Options &options) {
    Origin o;
    o.options = options;
    std::set<std::string> seen;
    for (const std::string &clause : clauses) {
        const size_t colon = clause.find(':');
        const std::string key = colon == std::string::npos ? clause : trim(clause.substr(0, colon));
        const std::string value = colon == std::string::npos ? "" : trim(clause.substr(colon + 1));
        const bool to_move = colon == std::string::npos && key.size() > 8 && key.ends_with(" to move");
        if (!seen.insert(to_move ? "to move" : key).second) sdk::invalid("clause '" + clause + "' is given twice");
        if (colon != std::string::npos && (key == "blue" || key == "red"))
            o.placement.colour[size_t(side_of(key))] = parse_pieces(clause, value);
        else if (colon != std::string::npos && key == "phase")
            o.state.number = number(clause, value, 1, 100000);
        else if (colon != std::string::npos && key == "first")
            o.state.first = side_of(value);
        else if (to_move)
            o.state.to_move = side_of(key.substr(0, key.size() - 8));
        else if (colon != std::string::npos && key == "score") {
            const size_t dash = value.find('-');
            if (dash == std::string::npos) sdk::invalid("'" + clause + "': score: blue's phases won-red's (1-0)");
            o.state.wins[0] = number(clause, trim(value.substr(0, dash)), 0, kPhasesToWin);
            o.state.wins[1] = number(clause, trim(value.substr(dash + 1)), 0, kPhasesToWin);
        } else if (colon != std::string::npos && key == "drawn")
            o.state.drawn = number(clause, value, 0, 100000);
        else if (colon != std::string::npos && key == "phase plies")
            o.state.plies = number(clause, value, 0, kMaxPhaseLimitPlies);
        else if (colon != std::string::npos && key == "game plies")
            o.state.game_plies = number(clause, value, 0, 10000000);
        else if (key == "extra move" && colon == std::string::npos)
            o.state.extra = true;
        else
            sdk::invalid("unknown clause '" + clause +
                         "' (start, blue: ..., red: ..., phase: N, first: blue, blue to move, score: 0-0, drawn: N, "
                         "phase plies: N, game plies: N, extra move, phase limit: N, unchanged zone: same squares, "
                         "moves: ...)");
    }
    for (const char *needed : {"blue", "red", "to move"})
        if (!seen.count(needed)) sdk::invalid(std::string("the set-up has no '") + needed + "' clause");
    check_state(o);
    return o;
}

} // namespace

Placement start_placement() {
    Placement p;
    for (int file = 0; file < kSize; ++file) {
        p.colour[0].set(size_t(file)); // rank 1
        p.colour[1].set(size_t((kSize - 1) * kSize + file)); // rank 11
        if (file == kSize / 2) continue; // f2 and f10 stay empty
        p.colour[0].set(size_t(kSize + file)); // rank 2
        p.colour[1].set(size_t((kSize - 2) * kSize + file)); // rank 10
    }
    return p;
}

std::string format_record(const Origin &o, const std::vector<std::string> &moves) {
    std::string out;
    if (o.placement == start_placement() && o.state == PhaseState{}) {
        out = "start";
    } else {
        const PhaseState &s = o.state;
        out = "blue: " + list_pieces(o.placement.colour[0]) + "; red: " + list_pieces(o.placement.colour[1]) +
            "; phase: " + std::to_string(s.number) + "; first: " + kWord[s.first] + "; " + kWord[s.to_move] +
            " to move; score: " + std::to_string(s.wins[0]) + "-" + std::to_string(s.wins[1]) +
            "; drawn: " + std::to_string(s.drawn) + "; phase plies: " + std::to_string(s.plies) +
            "; game plies: " + std::to_string(s.game_plies) + (s.extra ? "; extra move" : "");
    }
    if (o.options.phase_limit > 0) out += "; phase limit: " + std::to_string(o.options.phase_limit);
    if (o.options.same_squares) out += "; unchanged zone: same squares";
    if (!moves.empty()) {
        out += "; moves:";
        for (const std::string &m : moves) out += " " + m;
    }
    return out;
}

Record parse_record(std::string_view text) {
    std::string lower;
    for (char c : text) lower += char(std::tolower(static_cast<unsigned char>(c)));
    std::vector<std::string> clauses;
    Record r;
    Options options;
    std::set<std::string> options_seen;
    for (std::string &clause : split(lower, ';')) {
        if (clause.empty()) continue;
        const size_t colon = clause.find(':');
        const std::string key = colon == std::string::npos ? "" : trim(clause.substr(0, colon));
        const std::string value = colon == std::string::npos ? "" : trim(clause.substr(colon + 1));
        if (key == "phase limit" || key == "unchanged zone") { // the set-up options (README "Options")
            if (!options_seen.insert(key).second) sdk::invalid("clause '" + clause + "' is given twice");
            if (key == "phase limit")
                options.phase_limit = number(clause, value, 1, kMaxPhaseLimitPlies);
            else if (value == "same squares" || value == "same size")
                options.same_squares = value == "same squares";
            else
                sdk::invalid("'" + clause + "': unchanged zone: same size (the seed) or same squares");
            continue;
        }
        if (clause.starts_with("moves:")) {
            if (!r.moves.empty()) sdk::invalid("the 'moves:' clause is given twice");
            for (const std::string &m : split(trim(clause.substr(6)), ' '))
                if (!m.empty()) r.moves.push_back(m);
        } else {
            clauses.push_back(std::move(clause));
        }
    }
    if (clauses.empty() || (clauses.size() == 1 && clauses[0] == "start"))
        r.origin = Origin{start_placement(), PhaseState{}, options};
    else
        r.origin = parse_origin(clauses, options);
    return r;
}

} // namespace damka::multiphase
