// The per-game event log: an append-only list of what happened at the board — touches,
// "adjusting" announcements, moves, clock presses and arbiter clock actions, flags, draw
// offers and answers, resignations, claims and the arbiter's decisions — with a stable JSON
// form (Qt Core) and a word syntax for the command line.
#pragma once

#include "core/expected.hpp"
#include "time_control.hpp"

#include <QJsonObject>

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace damka::arbiter {

enum class EventKind {
    Touch, // `side` touched the piece on `square` (`adjusting`: after "adjusting", adiukh 4.5)
    Move, // `side` made a move: `move` in any notation the plugin accepts, or a board change
    Press, // `side` pressed the clock; `readings` as shown after the press, when noted
    ClockStart, // the clocks are started (`side`'s clock runs)
    ClockPause, // the arbiter (or a player, adiukh 10.3) stops the clocks
    ClockResume,
    ClockAdd, // the arbiter adds `delta` (negative: subtracts) on `side`'s clock
    Flag, // `side`'s flag is down; `both`: both down, order unknown; `first`: fell first
    DrawOffer, // `side` offers a draw (adiukh 6.1.3)
    DrawAnswer, // `side` accepts (`accepted`) or declines the offer
    Resign, // `side` resigns
    Position, // the arbiter states the position on the board (`text`: a position string)
    Claim, // `side` claims `claim` (see adjudicator.hpp); `text`: the claim's detail
    Decision // the arbiter's decision (`rule`, `text`, `decision`: the full decision JSON)
};

struct Event {
    EventKind kind = EventKind::Move;
    int side = -1; // 0 or 1 (variant's sides), -1 for the arbiter
    std::optional<Millis> at; // time since the clocks started, when known
    std::string square; // Touch
    bool adjusting = false; // Touch
    std::string move; // Move
    bool two_hands = false; // Move: made with two hands (adiukh 4.1, an offence of 8.3)
    std::optional<std::array<Millis, 2>> readings; // Press, Claim: the clocks as read
    Millis delta{0}; // ClockAdd
    bool both = false; // Flag
    bool first = false; // Flag: the arbiter established that `side`'s flag fell first
    bool checked = false; // Flag: the arbiter read the flag on the clock himself (what
        // stands when the log has no clock to replay, adiukh 5.4)
    bool accepted = false; // DrawAnswer
    std::string claim; // Claim: its kind
    std::string text; // Position, Claim, Decision
    std::string rule; // Decision
    QJsonObject decision; // Decision
};

struct GameLog {
    std::string variant; // plugin variant id
    std::string setup; // start position string ("" = the variant's start)
    std::string time_control; // parse_time_control() syntax ("" = unknown / untimed)
    std::array<std::string, 2> players;
    std::vector<Event> events;
};

// The log as it stood at game time `at`: the events up to the first one timed after `at`
// (untimed events before it are kept). `arbiter clock --at` replays this, not the whole game.
GameLog log_until(const GameLog &log, Millis at);

const char *kind_name(EventKind k);

QJsonObject to_json(const Event &e);
Expected<Event> event_from_json(const QJsonObject &o, int index);
QJsonObject to_json(const GameLog &log);
// Refuses a malformed log naming the event and field at fault.
Expected<GameLog> log_from_json(const QJsonObject &o);
Expected<GameLog> log_from_json_text(const std::string &text);
std::string log_to_json_text(const GameLog &log);

// A side named by the variant's side name ("white", case-insensitive), "first"/"second" or 0/1.
Expected<int> parse_side(const std::string &word, const std::array<std::string, 2> &side_names);

// The command-line word syntax of one event (the words after the event kind):
//   touch SIDE SQUARE...      adjust SIDE SQUARE...   move SIDE MOVE... [two-hands]
//   press SIDE [READING READING]   flag SIDE [first|checked] | flag both [checked]
//   offer SIDE   accept SIDE   decline SIDE
//   resign SIDE   position POS...  clock start SIDE | pause [SIDE] | resume | add SIDE [-]DURATION
// `touch` and `adjust` with several squares give one event per square, in order.
Expected<std::vector<Event>> parse_events(const std::vector<std::string> &words,
                                          const std::array<std::string, 2> &side_names);

// A one-line description for people ("White touches c3", "Black: move from e3 to g5 took f4").
std::string describe(const Event &e, const std::array<std::string, 2> &side_names);
// The same line as a message the desk renders in its reader's language, the sides named White
// and Black as the web clock names them (the audit log of a game played on the web).
Message event_message(const Event &e);
// A move as a scoresheet writes it, in no language: its number and `shown` (the plugin's
// notation, or the squares of a move it did not find legal): "2. g3-h4" for the first side,
// "2... h6-g5" for the second (PDN's numbering: a first side's move opens a number). `before`:
// the log's events before the move.
std::string numbered_move(const std::vector<Event> &before, const Event &move, const std::string &shown);
// The audit log's summary of a game's entry, a message the desk renders in its language: "round
// 3 board 2: 2. g3-h4" (`what`: a move as numbered_move writes it, another event as `event_message`).
Message game_audit_summary(int round, int board, int game_no, const Message &what);

} // namespace damka::arbiter
