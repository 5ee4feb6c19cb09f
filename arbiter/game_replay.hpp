// Replays a game's event log through the variant plugin: the position before every move,
// which moves were legal, the touches of each turn, clock presses (and the clock itself when
// the log has a time control and event times), flags, offers and the end of the game.
// The adjudicator decides claims from this; it holds no rule of any variant.
#pragma once

#include "board_change.hpp"
#include "clock.hpp"
#include "event_log.hpp"
#include "rulebook.hpp"

#include <memory>
#include <optional>

namespace damka::arbiter {

// One Move event as replayed.
struct ReplayedMove {
    size_t event = 0;
    int side = -1;
    bool in_turn = true; // it was this side's turn
    std::shared_ptr<const Game> before; // the game before the move; null when the position was unknown
    std::optional<MoveRecord> played; // the legal move it was
    std::string refusal; // why it was not legal (plugin's reason or no match)
    std::optional<BoardChange> change; // the board change, stated or read from the notation
    std::vector<size_t> touches; // the mover's touch events of this turn, in order
    bool two_hands = false; // made with two hands (adiukh 8.3)
};

struct DrawOfferState {
    size_t event = 0;
    int side = -1;
    bool possible = false; // the game knows a draw by agreement (else ashtarashki 4.5)
    bool valid = false; // possible and made as 6.1.3.1 and 6.1.3.2 say
    std::string why; // why it is not valid (without the rule)
    Rule rule = Rule::DrawAgreed; // the rule it breaks
    bool answered = false;
    bool accepted = false; // accepted, which makes a draw even of an irregular offer (6.1.3)
};

// A flag the log reports, checked against the clock the log replays (adiukh 5.4).
struct FlagFinding {
    size_t event = 0;
    std::array<bool, 2> reported{}; // whose flags the event reports down
    bool timed = false; // the clock was followed up to this event
    std::array<bool, 2> clock_down{}; // whose flags the replayed clock shows down then
    std::array<Millis, 2> remaining{}; // the replayed clock's readings then
};

struct Replay {
    const Variant *variant = nullptr;
    std::array<std::string, 2> sides;
    std::shared_ptr<Game> game; // the current position; null when unknown (an irregular
        // move stands on the board until a position event)
    int to_move = 0; // whose turn it is on the board, as the plugin says; -1 while the position is unknown
    std::vector<ReplayedMove> moves;
    std::vector<size_t> pending_touches; // touches of the side to move since its turn began (of
        // either side while the turn is unknown)
    std::vector<size_t> empty_presses; // presses by a side that had not moved (adiukh 8.3)
    std::optional<TimeControl> control;
    std::optional<Clock> clock; // when the log has a time control and times
    Millis now{0}; // the latest event time seen
    std::vector<std::string> clock_problems; // clock actions the clock refused (press out of turn)
    std::array<std::optional<size_t>, 2> flag_event{}; // a flag observed by the arbiter
    std::optional<size_t> both_flags_event;
    std::optional<size_t> first_flag_event; // the arbiter's finding of which flag fell first
    std::vector<FlagFinding> flag_findings; // every flag event, checked against the clock
    bool flag_checked = false; // a flag finding the arbiter read on the clock himself
    std::vector<DrawOfferState> offers;
    std::optional<size_t> resign_event;
    std::optional<size_t> agreed_draw_event;
    // The game's position status right after each move (finished on the board, adiukh 5.1).
    std::optional<GameResult> board_result;
    std::optional<size_t> board_result_event; // the move that ended the game on the board

    const std::string &side_name(int side) const { return sides[size_t(side & 1)]; }
    int moves_made(int side) const;
    bool game_over() const { return resign_event || agreed_draw_event || board_result_event; }
};

// Replays `log`; refuses a log that cannot be replayed (unknown variant, refused set-up,
// clock events out of order), naming the event.
Expected<Replay> replay(const Variant &variant, const GameLog &log);

} // namespace damka::arbiter
