#include "scoresheet.hpp"

#include "api_json.hpp"
#include "arbiter/board_change.hpp"
#include "arbiter/board_view.hpp"
#include "arbiter/game_replay.hpp"
#include "arbiter/pdn_export.hpp"
#include "arbiter/store/event_game.hpp"
#include "board_game.hpp"
#include "pdn/pdn_writer.hpp"
#include "service_reply.hpp"
#include "web_clock.hpp"

#include <QJsonArray>

#include <algorithm>
#include <set>

namespace damka::server {

using arbiter::EventKind;

namespace {

QString qs(const std::string &s) { return QString::fromStdString(s); }

// error_reply's shape with more fields beside the message (what the page needs to go on).
Reply error_with(int status, const QString &code, const QString &message, const QJsonObject &more) {
    QJsonObject error{
        {QStringLiteral("status"), status}, {QStringLiteral("code"), code}, {QStringLiteral("message"), message}};
    for (auto it = more.begin(); it != more.end(); ++it) error.insert(it.key(), it.value());
    return json_reply(QJsonObject{{QStringLiteral("error"), error}}, status);
}

// What the body asks for, its squares read on the board.
struct Asked {
    std::string notation; // "move"
    int from = -1, to = -1;
    std::vector<int> path; // "path", origin first (empty: not given)
    std::optional<std::vector<int>> taken; // "taken"
    bool illegal = false; // confirmed as made on the board
};

// The move the body asks for, or the 400 naming the field at fault (the body itself was read
// by request_body.hpp).
std::variant<Asked, Reply> read_move(const QJsonObject &o, const arbiter::BoardView &board, const reports::Tr &tr) {
    Asked a;
    const auto square = [&](const QString &field, const QJsonValue &v) -> std::variant<int, Reply> {
        if (!v.isString() || v.toString().trimmed().isEmpty())
            return bad_field(field, words(tr.translate("Scoresheet", "a square's name, as \"c3\"")));
        const Expected<int> sq = board.square(v.toString().trimmed().toStdString());
        if (!sq)
            return bad_field(field,
                             words(tr.translate("Scoresheet", "'%1' is not a square of this board")
                                       .arg(v.toString().trimmed().toStdString())));
        return *sq;
    };
    const auto squares = [&](const QString &field, std::vector<int> &out) -> std::optional<Reply> {
        const QJsonValue v = o.value(field);
        if (!v.isArray()) return bad_field(field, words(tr.translate("Scoresheet", "a list of squares' names")));
        for (const QJsonValue &x : v.toArray()) {
            auto sq = square(field, x);
            if (auto *bad = std::get_if<Reply>(&sq)) return *bad;
            out.push_back(std::get<int>(sq));
        }
        return std::nullopt;
    };
    const QJsonValue illegal = o.value(QStringLiteral("illegal"));
    if (!illegal.isUndefined() && !illegal.isBool())
        return bad_field(QStringLiteral("illegal"), words(tr.translate("Scoresheet", "true or false")));
    a.illegal = illegal.toBool(false);
    const bool by_squares =
        o.contains(QStringLiteral("from")) || o.contains(QStringLiteral("to")) || o.contains(QStringLiteral("path"));
    if (o.contains(QStringLiteral("move"))) {
        if (by_squares || o.contains(QStringLiteral("taken")))
            return bad_field(QStringLiteral("move"),
                             words(tr.translate("Scoresheet", "give the move either in notation or by its squares")));
        const QJsonValue v = o.value(QStringLiteral("move"));
        a.notation = v.toString().simplified().toStdString();
        if (!v.isString() || a.notation.empty())
            return bad_field(QStringLiteral("move"),
                             words(tr.translate("Scoresheet", "the move in the variant's notation")));
        // As `damka arbiter log` reads a move: a board change's squares, or a square in the
        // notation that is not on this board, is a typing slip, not a move made.
        const auto change = arbiter::parse_board_change(a.notation, board);
        if (!change) return bad_field(QStringLiteral("move"), qs(change.error()));
        if (!*change)
            if (const std::optional<Error> bad = board.unknown_square_in(a.notation))
                return bad_field(QStringLiteral("move"), qs(tr.render(bad->message)));
        return a;
    }
    if (!by_squares)
        return bad_field(QStringLiteral("move"),
                         words(tr.translate("Scoresheet", "the move: \"move\", or \"from\" and \"to\"")));
    if (o.contains(QStringLiteral("path"))) {
        if (auto bad = squares(QStringLiteral("path"), a.path)) return *bad;
        if (a.path.size() < 2)
            return bad_field(QStringLiteral("path"),
                             words(tr.translate("Scoresheet", "the squares from the origin to the destination")));
    }
    for (const auto &[field, target] :
         {std::pair{QStringLiteral("from"), &a.from}, std::pair{QStringLiteral("to"), &a.to}}) {
        if (!o.contains(field)) {
            if (a.path.empty())
                return bad_field(field, words(tr.translate("Scoresheet", "a square's name, as \"c3\"")));
            *target = field == QStringLiteral("from") ? a.path.front() : a.path.back();
            continue;
        }
        auto sq = square(field, o.value(field));
        if (auto *bad = std::get_if<Reply>(&sq)) return *bad;
        *target = std::get<int>(sq);
    }
    if (!a.path.empty() && (a.path.front() != a.from || a.path.back() != a.to))
        return bad_field(QStringLiteral("path"),
                         words(tr.translate("Scoresheet", "the path must start at \"from\" and end at \"to\"")));
    if (o.contains(QStringLiteral("taken"))) {
        a.taken.emplace();
        if (auto bad = squares(QStringLiteral("taken"), *a.taken)) return *bad;
    }
    return a;
}

// The legal moves that make the move asked by its squares: same origin and destination, the
// landing squares of `path` when given, the pieces of `taken` when given.
std::vector<MoveRecord> fitting(const std::vector<MoveRecord> &legal, const Asked &a) {
    std::vector<MoveRecord> out;
    for (const MoveRecord &m : legal) {
        if (m.from != a.from || m.to != a.to) continue;
        if (!a.path.empty() && std::vector<int>(m.path.begin(), m.path.end()) != a.path) continue;
        if (a.taken &&
            std::set<int>(m.captured.begin(), m.captured.end()) != std::set<int>(a.taken->begin(), a.taken->end()))
            continue;
        out.push_back(m);
    }
    return out;
}

// A move the rules do not allow, for people: its squares ("a3-b4"), in no language; the
// notation as written when its squares cannot be read from it.
std::string shown(const arbiter::ReplayedMove &m, const std::string &written, const arbiter::BoardView &board) {
    return m.change ? arbiter::path_text(*m.change, board) : written;
}

// The refusals known before the log is read. The scoresheet is kept while the round is
// played: an earlier round's games are the arbiters' to correct with `damka arbiter`, not moves
// to add; a game whose result is entered takes no more.
std::optional<Reply> closed_to_moves(const BoardGame &game, int round, int current, const reports::Tr &tr) {
    if (round != current)
        return error_reply(409, QStringLiteral("round_not_played"),
                           words(tr.translate("Scoresheet", "round %1 is not being played: the current round is %2")
                                     .arg(round)
                                     .arg(current)));
    if (!game.result.empty())
        return error_reply(
            409, QStringLiteral("finished"),
            words(tr.translate("Scoresheet", "the game's result %1 is entered: no more moves are written")
                      .arg(game.result)));
    return std::nullopt;
}

Reply position_unknown(const reports::Tr &tr) {
    return error_reply(409, QStringLiteral("position_unknown"),
                       words(tr.translate("Scoresheet",
                                          "the position on the board is unknown after an irregular "
                                          "move: the arbiter states it first")));
}

// One move being written: the board's game, its variant and squares, who sends it.
struct Sheet {
    storage::Database &db;
    const tournament::EventData &e;
    const BoardGame &game;
    const Variant &variant;
    const arbiter::BoardView &squares;
    const QString &who;
    const reports::Tr &tr;
};

// What the write did: the lines recorded; the result when the move ended the game on the board.
struct Written {
    QJsonArray recorded;
    std::optional<GameResult> ended;
};

// Why the position `now` replays takes no move, if it does not: the log unreadable, the game
// over or the position unknown.
std::optional<Reply> no_move_here(const Expected<arbiter::Replay> &now, const reports::Tr &tr) {
    if (!now) return error_reply(422, QStringLiteral("unreadable_log"), qs(now.error()));
    if (now->game_over())
        return error_reply(409, QStringLiteral("finished"),
                           words(tr.translate("Scoresheet", "the game is over on the board")));
    if (!now->game || now->to_move < 0) return position_unknown(tr);
    return std::nullopt;
}

// The move asked, as the log writes it: the notation sent, the one legal move its squares name,
// else the board change made; the 409 when several legal moves fit.
std::variant<std::string, Reply> move_text(const Sheet &s, const arbiter::Replay &now, const Asked &asked) {
    if (!asked.notation.empty()) return asked.notation;
    const std::vector<MoveRecord> fit = fitting(now.game->legal_moves(), asked);
    if (fit.size() > 1) {
        QJsonArray which;
        for (const MoveRecord &m : fit) which.append(qs(m.notation));
        return error_with(
            409, QStringLiteral("ambiguous"),
            words(s.tr.translate("Scoresheet", "several legal moves go from %1 to %2: give the landing squares")
                      .arg(s.squares.name(asked.from))
                      .arg(s.squares.name(asked.to))),
            {{QStringLiteral("moves"), which}});
    }
    if (fit.size() == 1) return fit.front().notation;
    // What was done on the board, as a board change: the pieces taken are stated (none unless
    // "taken" names them), so the position it left can be followed.
    arbiter::BoardChange change;
    change.from = asked.from;
    change.to = asked.to;
    if (asked.path.size() > 2) change.via.assign(asked.path.begin() + 1, asked.path.end() - 1);
    change.taken = asked.taken.value_or(std::vector<int>{});
    return arbiter::describe(change, s.squares);
}

// Not silently refused: the page asks whether it was made on the board.
Reply not_legal(const Sheet &s, const arbiter::ReplayedMove &made, const arbiter::Event &move) {
    return error_with(409, QStringLiteral("not_legal"),
                      words(s.tr.translate("Scoresheet",
                                           "%1 is not a legal move here; if it was made on the "
                                           "board, confirm it and it is recorded as made")
                                .arg(shown(made, move.move, s.squares))),
                      {{QStringLiteral("move"), qs(move.move)}, {QStringLiteral("reason"), qs(made.refusal)}});
}

QString recorded_line(const Sheet &s, const arbiter::ReplayedMove &made, const arbiter::Event &move) {
    return made.played ? words(s.tr.translate("Scoresheet", "recorded: %1").arg(made.played->notation))
                       : words(s.tr.translate("Scoresheet",
                                              "recorded as made on the board: %1 (not a legal move: the opponent "
                                              "may claim a correction)")
                                   .arg(shown(made, move.move, s.squares)));
}

// One move, one press: the mover's clock stops and the opponent's runs, as the clock page's
// press would (only while the mover's own clock is the one running). True when pressed.
bool press_after(const Sheet &s, arbiter::GameLog &log, arbiter::ClockReplay &clock, const arbiter::Event &move) {
    if (!move.at || clock.clock->paused() || clock.clock->reading(*move.at).running != move.side) return false;
    arbiter::Event press;
    press.kind = EventKind::Press;
    press.side = move.side;
    press.at = move.at;
    const auto done = arbiter::apply_clock_event(*clock.clock, *press.at, press);
    if (!done || !*done) return false;
    record_game_event(s.db, s.game.key, log, true, press, s.who);
    return true;
}

// The move `asked` checked against the log and written to it, with a fallen flag before it and
// the press after it; the refusal when it is not written.
std::optional<Reply> write_move(const Sheet &s, const Asked &asked, Written &out) {
    const std::optional<arbiter::GameLog> stored = arbiter::store::load_log(s.db, s.game.key);
    arbiter::GameLog log = stored ? *stored : new_board_log(s.e, s.game);
    bool exists = stored.has_value();
    const std::optional<qint64> start = web_clock_start(s.db, s.game.key);
    // A flag that fell before the move is noted first, at its own time (as the clock does).
    for (const arbiter::Event &flag : fallen_flags(log, start)) {
        record_game_event(s.db, s.game.key, log, exists, flag, QStringLiteral("web clock"));
        exists = true;
    }
    const Expected<arbiter::Replay> now = arbiter::replay(s.variant, log);
    if (auto refusal = no_move_here(now, s.tr)) return refusal;
    arbiter::Event move;
    move.kind = EventKind::Move;
    move.side = now->to_move; // the mover
    auto text = move_text(s, *now, asked);
    if (auto *refusal = std::get_if<Reply>(&text)) return *refusal;
    move.move = std::get<std::string>(text);
    // Timed by the server when the web clock is started, as its presses are.
    arbiter::ClockReplay clock = arbiter::replay_clock(log);
    if (start && clock.clock && clock.clock->started()) move.at = web_clock_time(start, clock);
    arbiter::GameLog trial = log;
    trial.events.push_back(move);
    const Expected<arbiter::Replay> after = arbiter::replay(s.variant, trial);
    if (!after) return error_reply(422, QStringLiteral("unreadable_log"), qs(after.error()));
    const arbiter::ReplayedMove &made = after->moves.back();
    if (!made.played && !asked.illegal) return not_legal(s, made, move);
    record_game_event(s.db, s.game.key, log, exists, move, s.who,
                      made.played ? made.played->notation : shown(made, move.move, s.squares));
    out.recorded.append(recorded_line(s, made, move));
    if (press_after(s, log, clock, move))
        out.recorded.append(words(s.tr.translate("Scoresheet", "the clock is pressed")));
    if (after->board_result_event && *after->board_result_event == made.event) out.ended = after->board_result;
    return std::nullopt;
}

} // namespace

arbiter::GameLog new_board_log(const tournament::EventData &e, const BoardGame &g) {
    arbiter::GameLog log;
    log.variant = e.info.variant;
    log.players = {g.players[0].name, g.players[1].name};
    log.time_control = g.time_control;
    return log;
}

std::variant<OpenBoard, Reply> open_board(EventView &view, const PluginRegistry &plugins, int round, int board,
                                          const reports::Tr &tr) {
    auto read = read_board_game(view, plugins, round, board);
    if (auto *problem = std::get_if<BoardGameProblem>(&read)) return problem_reply(*problem, tr);
    BoardGame &game = std::get<BoardGame>(read);
    if (auto closed = closed_to_moves(game, round, view.event().last_round(), tr)) return *closed;
    Expected<Variant> variant = log_variant(plugins, view.data().info, game.variant);
    if (!variant) return error_reply(503, QStringLiteral("no_plugin"), qs(tr.render(variant.error_message())));
    return OpenBoard{std::move(game), std::move(variant).value()};
}

// adiukh 5.1: the position ends the game; its result goes in as a decided result does (`damka
// arbiter decide result --enter-result`), with the game's PDN and its log.
std::string enter_game_result(EventView &view, const OpenBoard &b, int round, const GameResult &ended,
                              std::optional<size_t> ended_before, const QString &who, const reports::Tr &tr,
                              QJsonObject &reply) {
    std::string pdn;
    if (std::optional<arbiter::GameLog> log = arbiter::store::load_log(view.event().db(), b.game.key)) {
        // The game as scored: without moves made after it ended (a flag before the final move).
        if (ended_before && *ended_before < log->events.size()) log->events.resize(*ended_before);
        if (Expected<pdn::GameRecord> record = arbiter::to_pdn(b.variant, *log)) {
            for (const auto &[tag, value] : arbiter::pdn_roster(view.data(), round)) record->set_tag(tag, value);
            pdn = pdn::write_game(*record).toStdString();
        }
    }
    const tournament::ResultEntry entry = arbiter::decided_result(b.game.key, ended, pdn);
    view.event().set_actor(who);
    const Expected<tournament::Change> c = view.event().set_result(entry, &b.variant);
    if (!c) {
        reply.insert(QStringLiteral("result_refused"), qs(tr.render(c.error_message())));
        return {};
    }
    QJsonArray lines;
    for (const Message &l : c->lines) lines.append(qs(tr.render(l)));
    reply.insert(QStringLiteral("result"), lines);
    return tournament::to_string(entry.result);
}

Reply with_board(EventView &view, const PluginRegistry &plugins, int round, int board, const std::string &entered,
                 const reports::Tr &tr, bool flipped, QJsonObject reply) {
    auto now = read_board_game(view, plugins, round, board);
    if (auto *g = std::get_if<BoardGame>(&now)) {
        // The view is read again after this request (web_server): the result just entered is
        // not in it yet.
        if (!entered.empty()) g->result = entered;
        BoardGameJsonOptions o;
        o.interactive = true;
        o.flipped = flipped;
        o.lang = tr.language();
        reply.insert(QStringLiteral("game"), board_game_json(*g, o));
    }
    return json_reply(reply);
}

Reply record_move(EventView &view, const PluginRegistry &plugins, int round, int board, const QJsonObject &body,
                  const QString &who, const reports::Tr &tr, bool flipped) {
    auto open = open_board(view, plugins, round, board, tr);
    if (auto *refused = std::get_if<Reply>(&open)) return *refused;
    const OpenBoard &b = std::get<OpenBoard>(open);
    if (!b.game.board_json) return position_unknown(tr);
    const Expected<arbiter::BoardView> squares = arbiter::read_board(*b.game.board_json);
    if (!squares) return error_reply(422, QStringLiteral("unreadable_log"), qs(squares.error()));
    auto asked = read_move(body, *squares, tr);
    if (auto *bad = std::get_if<Reply>(&asked)) return *bad;

    const Sheet sheet{view.event().db(), view.data(), b.game, b.variant, *squares, who, tr};
    Written written;
    std::optional<Reply> refused;
    // One transaction: the log is read, checked and written at once, so two taps (or two
    // devices) cannot both add a move to the same position.
    sheet.db.transaction([&] { refused = write_move(sheet, std::get<Asked>(asked), written); });
    if (refused) return *refused;

    QJsonObject reply{{QStringLiteral("recorded"), written.recorded}};
    const std::string entered =
        written.ended ? enter_game_result(view, b, round, *written.ended, std::nullopt, who, tr, reply) : "";
    return with_board(view, plugins, round, board, entered, tr, flipped, reply);
}

} // namespace damka::server
