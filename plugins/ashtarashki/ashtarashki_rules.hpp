// Ashtarashki: the board, the stones and the rule facts every other file uses.
// Rule numbers are those of the seed (Yu. K. Khalafyan, 2011), see README.md.
#pragma once

#include <array>
#include <cstdint>
#include <string>

namespace damka::ashtarashki {

constexpr int kSize = 8; // 1.1: the ordinary 64-square board
constexpr int kSquares = kSize * kSize;
constexpr int kWhite = 0, kBlack = 1; // White moves first [decision, README]

// 3.6: M never retreated, V retreated once, W twice; F (6.11) is a finished stone whose state
// the record leaves open.
enum class State : char { M = 'M', V = 'V', W = 'W', F = 'F' };

struct Stone {
    int8_t side = -1; // -1: empty square
    int8_t group = 0; // 1, 2 or 3 (1.3); 0 for W and F, which carry no number (6.5, 6.11)
    State state = State::M;

    bool empty() const { return side < 0; }
    bool operator==(const Stone &) const = default;
};

struct Position {
    std::array<Stone, kSquares> board{};
    int to_move = kWhite;
    bool operator==(const Position &) const = default;
};

inline int file_of(int sq) { return sq % kSize; }
inline int rank_of(int sq) { return sq / kSize; }
inline int square_at(int file, int rank) { return rank * kSize + file; }
inline bool on_board(int file, int rank) { return file >= 0 && file < kSize && rank >= 0 && rank < kSize; }
// 3.1: stones use the dark squares only; a1 is dark.
inline bool is_dark(int sq) { return (file_of(sq) + rank_of(sq)) % 2 == 0; }
inline std::string square_name(int sq) { return {char('a' + file_of(sq)), char('1' + rank_of(sq))}; }

// Forward is towards rank 8 for White and rank 1 for Black.
inline int forward(int side) { return side == kWhite ? 1 : -1; }
// 3.7: the finish row is the opponent's back rank.
inline int finish_rank(int side) { return side == kWhite ? kSize - 1 : 0; }
inline bool is_finished(const Stone &s, int sq) { return !s.empty() && rank_of(sq) == finish_rank(s.side); }

// 3.5: 1 beats 3, 3 beats 2, 2 beats 1 ("3 : 2 : 1 : 3").
inline bool group_beats(int attacker, int target) {
    return (attacker == 1 && target == 3) || (attacker == 3 && target == 2) || (attacker == 2 && target == 1);
}

// May `attacker` (standing anywhere active) take `target`, which stands on `target_sq`?
// 3.6.1-3.6.3: only M stones capture; M and V are taken by the M of the beating group, W by
// any M; 3.7: a finished stone can be neither taken nor take.
inline bool can_take(const Stone &attacker, const Stone &target, int target_sq) {
    if (attacker.state != State::M || target.empty() || target.side == attacker.side) return false;
    if (is_finished(target, target_sq)) return false;
    if (target.state == State::W) return true;
    return (target.state == State::M || target.state == State::V) && group_beats(attacker.group, target.group);
}

// 3.6.2-3.6.4: a retreat turns M into V and V into W; the third retreat (from W) liquidates.
inline bool retreat_liquidates(State s) { return s == State::W; }
inline State after_retreat(State s) { return s == State::M ? State::V : State::W; }

// 5.2: balls for a stone on the finish row: M 3, V 2, W 1. F (6.11) leaves the state open,
// so it scores nothing [decision, README].
inline int balls_of(State s) {
    switch (s) {
    case State::M: return 3;
    case State::V: return 2;
    case State::W: return 1;
    case State::F: return 0;
    }
    return 0;
}

// The record's name of a stone: M1, V3, W, F (3.6, 6.4-6.6, 6.11).
inline std::string kind_name(const Stone &s) {
    std::string k(1, char(s.state));
    if (s.group > 0) k += char('0' + s.group);
    return k;
}

// 2.1, 2.2: the initial set-up.
Position start_position();

} // namespace damka::ashtarashki
