// Inside the adjudicator: one claim being judged over a replayed log. The claims about moves
// (touch-move, corrections) are in judge_moves.cpp, those about the end of the game (flags,
// draw offers, result) and the board (set-up, displaced pieces) in judge_results.cpp.
#pragma once

#include "adjudicator.hpp"
#include "game_replay.hpp"

namespace damka::arbiter {

class Judge {
public:
    Judge(const Variant &v, const GameLog &log, const Replay &r, const Claim &c);
    Decision run();

private:
    std::string name(int side) const { return r_.side_name(side); }
    // The ruling, the rule of the game's own rulebook it rests on, and the words.
    void rule(Ruling ruling, Rule rule, std::string summary);
    // The citation of `rule` in the game's rulebook, for notes.
    std::string cite(Rule rule) const { return book_(rule); }
    // The readings after switching the clocks back now (adiukh 8.4-8.6), when the clock is
    // followed; `impossible_move`: the press followed a move the rules do not allow (8.7).
    void switch_back(int offender, bool impossible_move);
    bool game_over_refusal();
    bool pressed_after(int side, size_t event) const;
    bool replied_after(int side, size_t event) const;

    // judge_moves.cpp
    void touch_move();
    void correction();
    void legal_move_touch_check(const ReplayedMove &m, int index);
    bool touch_right_lost(int mover);
    void two_moves_in_a_row(const ReplayedMove &m, int index);
    void two_hands(const ReplayedMove &m, int index);

    // judge_results.cpp
    std::optional<Millis> flag_time(int side) const;
    std::optional<size_t> flag_seen(int side) const;
    bool timed() const { return r_.clock && r_.clock->started(); }
    bool flag_unsupported(const std::array<bool, 2> &down);
    bool final_position_first(const std::array<bool, 2> &down);
    const Game *position_at_flag() const;
    void set_result(Expected<GameResult> res);
    bool settled_result();
    void flag();
    void draw_offer();
    void setup();
    void displaced();
    void result();

    const Variant &v_;
    const GameLog &log_;
    const Replay &r_;
    const Claim &c_;
    Rulebook book_;
    Decision d_;
    Millis now_{0};
};

} // namespace damka::arbiter
