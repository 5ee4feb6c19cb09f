#include "scoresheet_acts.hpp"

#include "arbiter/adjudicator.hpp"
#include "arbiter/clock_log.hpp"
#include "arbiter/event_log.hpp"
#include "arbiter/game_replay.hpp"
#include "arbiter/store/game_log_store.hpp"
#include "board_game.hpp"
#include "request_body.hpp"
#include "scoresheet.hpp"
#include "service_reply.hpp"
#include "storage/audit_log.hpp"
#include "tournament/service/message_json.hpp"
#include "web_clock.hpp"

#include <QJsonArray>

#include <algorithm>

namespace damka::server {

using arbiter::EventKind;

namespace {

QString qs(const std::string &s) { return QString::fromStdString(s); }

// The board's log as it stands (a new one when none is kept), the flags that fell before now
// written first as the clock writes them, and the time now on the web clock when it runs.
struct Sheet {
    arbiter::GameLog log;
    bool exists = false;
    std::optional<arbiter::Millis> at;
};

Sheet open_log(storage::Database &db, const tournament::EventData &e, const BoardGame &g) {
    const std::optional<arbiter::GameLog> stored = arbiter::store::load_log(db, g.key);
    Sheet s{stored ? *stored : new_board_log(e, g), stored.has_value(), std::nullopt};
    const std::optional<qint64> start = web_clock_start(db, g.key);
    for (const arbiter::Event &flag : fallen_flags(s.log, start)) {
        record_game_event(db, g.key, s.log, s.exists, flag, QStringLiteral("web clock"));
        s.exists = true;
    }
    const arbiter::ClockReplay clock = arbiter::replay_clock(s.log);
    if (start && clock.clock && clock.clock->started()) s.at = web_clock_time(start, clock);
    return s;
}

// Appends `events` with one audit entry, as `damka arbiter decide` saves a claim and its
// decision (arbiter/store/event_game.hpp EventGame::save).
void save(storage::Database &db, const arbiter::store::GameKey &key, Sheet &s,
          const std::vector<arbiter::Event> &events, const QString &who, const Message &summary, QJsonObject state) {
    if (!s.exists) arbiter::store::create_log(db, key, s.log);
    arbiter::store::append_events(db, key, events);
    s.exists = true;
    s.log.events.insert(s.log.events.end(), events.begin(), events.end());
    state[QStringLiteral("round")] = key.round;
    state[QStringLiteral("board")] = key.board;
    state[QStringLiteral("game_no")] = key.game_no;
    // In the reader's language, as `damka arbiter decide` writes it (arbiter::decision_message).
    tournament::append_audit(db, who, QStringLiteral("arbiter.decision"),
                             arbiter::game_audit_summary(key.round, key.board, key.game_no, summary), {}, state);
}

// The citation as a reader of the page's language reads it (arbiter::citation_message).
QString citation(const arbiter::Decision &d, const reports::Tr &tr) {
    return qs(tr.render(arbiter::citation_message(d)));
}

// The decision in the page's language, from its fields (the arbiter library's summary is in
// English: it is added on English pages only).
// A logged move for a reader of any language: the legal move in notation, else its squares
// ("a3-b4"), else as logged.
std::string shown(const LoggedMove &m, const BoardGame &g) {
    if (m.legal) return m.played;
    std::string out;
    for (int sq : m.path) {
        const auto name = g.square_names.find(sq);
        if (name == g.square_names.end()) return m.notation;
        out += (out.empty() ? "" : "-") + name->second;
    }
    return out.empty() ? m.notation : out;
}

QJsonArray decision_words(const arbiter::Decision &d, const BoardGame &g, const reports::Tr &tr) {
    QJsonArray out;
    const std::string rule = citation(d, tr).toStdString();
    out.append(d.ruling == arbiter::Ruling::Upheld
                   ? words(tr.translate("Scoresheet", "The claim is upheld (%1).").arg(rule))
                   : d.ruling == arbiter::Ruling::Rejected
                   ? words(tr.translate("Scoresheet", "The claim is rejected (%1).").arg(rule))
                   : words(tr.translate("Scoresheet", "The rules leave it to the arbiter (%1).").arg(rule)));
    if (d.restore_move && size_t(*d.restore_move) < g.moves.size())
        out.append(words(tr.translate("Scoresheet", "The move %1 is taken back: the position before it is restored.")
                             .arg(shown(g.moves[size_t(*d.restore_move)], g))));
    if (!d.obliged_moves.empty()) {
        std::string list;
        for (const std::string &m : d.obliged_moves) list += (list.empty() ? "" : ", ") + m;
        out.append(words(tr.translate("Scoresheet", "The moves allowed now: %1").arg(list)));
    }
    if (d.switch_clocks_back) out.append(words(tr.translate("Scoresheet", "The clocks are switched back.")));
    if (d.result && d.ruling != arbiter::Ruling::ArbiterDecides) {
        const GameResult &r = *d.result;
        const std::string shown = r.outcome == DAMKA_DRAW ? "\xc2\xbd-\xc2\xbd" : r.winner == 0 ? "1-0" : "0-1";
        out.append(words(tr.translate("Scoresheet", "The game's result: %1").arg(shown)));
    }
    if (tr.language() == reports::Language::English && !d.summary.empty()) out.append(qs(d.summary));
    return out;
}

// The game's result now, as `damka arbiter decide result` finds it; nullopt while the log gives
// none the arbiter need not decide.
std::optional<arbiter::Decision> result_now(const Variant &variant, const arbiter::GameLog &log) {
    arbiter::Claim claim;
    claim.kind = arbiter::ClaimKind::Result;
    const Expected<arbiter::Decision> d = arbiter::decide(variant, log, claim);
    if (!d || !d->result || d->ruling == arbiter::Ruling::ArbiterDecides) return std::nullopt;
    return *d;
}

// The last move that stands (not taken back by a decision), if any.
const LoggedMove *last_standing(const std::vector<LoggedMove> &moves) {
    const auto it = std::find_if(moves.rbegin(), moves.rend(), [](const LoggedMove &m) { return !m.taken_back; });
    return it == moves.rend() ? nullptr : &*it;
}

} // namespace

Reply undo_move(EventView &view, const PluginRegistry &plugins, int round, int board, const QString &who,
                const reports::Tr &tr, bool flipped) {
    auto open = open_board(view, plugins, round, board, tr);
    if (auto *refused = std::get_if<Reply>(&open)) return *refused;
    const OpenBoard &b = std::get<OpenBoard>(open);
    const LoggedMove *last = last_standing(b.game.moves);
    if (!last)
        return error_reply(409, QStringLiteral("no_move"),
                           words(tr.translate("Scoresheet", "no move is recorded: there is nothing to take back")));
    storage::Database &db = view.event().db();
    std::optional<Reply> refused;
    db.transaction([&] {
        Sheet s = open_log(db, view.data(), b.game);
        // The correction of an upheld claim (adiukh 8.6) with the arbiter as claimant: the
        // position before the move again, and the mover's clock again if he had pressed.
        arbiter::Decision d;
        d.claim = "record";
        d.ruling = arbiter::Ruling::Upheld;
        d.rule = "scoresheet";
        d.summary = s.log.events[last->event].move + " was recorded by mistake (not made on the board): taken back";
        d.offender = last->side;
        d.restore_move = last->ply - 1;
        d.switch_clocks_back =
            std::any_of(s.log.events.begin() + std::ptrdiff_t(last->event), s.log.events.end(),
                        [&](const arbiter::Event &e) { return e.kind == EventKind::Press && e.side == last->side; });
        arbiter::Event e;
        e.kind = EventKind::Decision;
        e.at = s.at;
        e.rule = d.rule;
        e.text = d.summary;
        e.decision = arbiter::to_json(d);
        arbiter::GameLog trial = s.log;
        trial.events.push_back(e);
        if (const Expected<arbiter::Replay> r = arbiter::replay(b.variant, trial); !r) {
            refused = error_reply(422, QStringLiteral("unreadable_log"), qs(r.error()));
            return;
        }
        save(db, b.game.key, s, {e}, who,
             DAMKA_TR("Scoresheet", "%1 was recorded by mistake (not made on the board): taken back")
                 .arg(s.log.events[last->event].move),
             arbiter::to_json(d));
    });
    if (refused) return *refused;
    QJsonObject reply{{QStringLiteral("recorded"),
                       QJsonArray{words(tr.translate("Scoresheet", "taken back: %1").arg(shown(*last, b.game)))}}};
    return with_board(view, plugins, round, board, {}, tr, flipped, reply);
}

Reply end_game(EventView &view, const PluginRegistry &plugins, int round, int board, const QJsonObject &body,
               const QString &who, const reports::Tr &tr, bool flipped) {
    const QString end = body.value(QStringLiteral("end")).toString();
    if (end != QStringLiteral("draw") && end != QStringLiteral("resign"))
        return bad_field(QStringLiteral("end"), words(tr.translate("Scoresheet", "\"draw\" or \"resign\"")));
    const QJsonValue side_value = body.value(QStringLiteral("side"));
    const int side = side_value.isDouble() ? side_value.toInt(-1) : -1;
    if (end == QStringLiteral("resign") && side != 0 && side != 1)
        return bad_field(QStringLiteral("side"), words(tr.translate("Scoresheet", "the side that resigns: 0 or 1")));
    auto open = open_board(view, plugins, round, board, tr);
    if (auto *refused = std::get_if<Reply>(&open)) return *refused;
    const OpenBoard &b = std::get<OpenBoard>(open);
    storage::Database &db = view.event().db();
    std::optional<Reply> refused;
    std::optional<arbiter::Decision> ended;
    db.transaction([&] {
        Sheet s = open_log(db, view.data(), b.game);
        const Expected<arbiter::Replay> now = arbiter::replay(b.variant, s.log);
        if (!now) {
            refused = error_reply(422, QStringLiteral("unreadable_log"), qs(now.error()));
            return;
        }
        if (now->game_over()) {
            refused = error_reply(409, QStringLiteral("finished"),
                                  words(tr.translate("Scoresheet", "the game is over on the board")));
            return;
        }
        std::vector<arbiter::Event> events(end == QStringLiteral("draw") ? 2 : 1);
        for (arbiter::Event &e : events) e.at = s.at;
        if (end == QStringLiteral("draw")) {
            // adiukh 6.1.3.1: offered by the side that has just moved (White before any move).
            const LoggedMove *last = last_standing(b.game.moves);
            const int offerer = last ? last->side : 0;
            events[0].kind = EventKind::DrawOffer;
            events[0].side = offerer;
            events[1].kind = EventKind::DrawAnswer;
            events[1].side = 1 - offerer;
            events[1].accepted = true;
        } else {
            events[0].kind = EventKind::Resign;
            events[0].side = side;
        }
        for (const arbiter::Event &e : events) {
            record_game_event(db, b.game.key, s.log, s.exists, e, who);
            s.exists = true;
        }
        ended = result_now(b.variant, s.log);
    });
    if (refused) return *refused;
    const std::string said = end == QStringLiteral("draw")
        ? words(tr.translate("Scoresheet", "a draw agreed")).toStdString()
        : words(tr.translate("Scoresheet", "%1 resigned").arg(side_label(b.game, side, tr.language()))).toStdString();
    QJsonObject reply{{QStringLiteral("recorded"), QJsonArray{qs(said)}}};
    const std::string entered =
        ended ? enter_game_result(view, b, round, *ended->result, ended->ended_before, who, tr, reply) : "";
    return with_board(view, plugins, round, board, entered, tr, flipped, reply);
}

Reply rule_on_claim(EventView &view, const PluginRegistry &plugins, int round, int board, const QJsonObject &body,
                    const QString &who, const reports::Tr &tr, bool flipped) {
    // The claims of `damka arbiter decide` (arbiter/adjudicator.hpp parse_claim).
    static const std::vector<std::string> kClaims{"touch-move", "correction", "flag",  "draw-offer",
                                                  "setup",      "displaced",  "result"};
    const std::string claim = body.value(QStringLiteral("claim")).toString().toStdString();
    if (std::find(kClaims.begin(), kClaims.end(), claim) == kClaims.end())
        return bad_field(QStringLiteral("claim"),
                         words(tr.translate("Scoresheet", "one of: %1")
                                   .arg(std::string("touch-move, correction, flag, draw-offer, setup, displaced, "
                                                    "result"))));
    const QJsonValue side_value = body.value(QStringLiteral("side"));
    if (!side_value.isUndefined() && !side_value.isNull() &&
        !(side_value.isDouble() && (side_value.toInt(-1) == 0 || side_value.toInt(-1) == 1)))
        return bad_field(QStringLiteral("side"),
                         words(tr.translate("Scoresheet", "the side making the claim: 0 or 1")));
    const QJsonValue enter = body.value(QStringLiteral("enter_result"));
    if (!enter.isUndefined() && !enter.isBool())
        return bad_field(QStringLiteral("enter_result"), words(tr.translate("Scoresheet", "true or false")));
    auto open = open_board(view, plugins, round, board, tr);
    if (auto *refused = std::get_if<Reply>(&open)) return *refused;
    const OpenBoard &b = std::get<OpenBoard>(open);
    std::vector<std::string> said{claim};
    if (side_value.isDouble()) said.push_back(b.variant.side_name(side_value.toInt()));
    const Expected<arbiter::Claim> asked = arbiter::parse_claim(said, {b.variant.side_name(0), b.variant.side_name(1)});
    if (!asked)
        return bad_field(QStringLiteral("side"),
                         words(tr.translate("Scoresheet", "the side making the claim: 0 or 1")));
    storage::Database &db = view.event().db();
    std::optional<Reply> refused;
    std::optional<arbiter::Decision> decided;
    db.transaction([&] {
        Sheet s = open_log(db, view.data(), b.game);
        arbiter::Claim c = *asked;
        c.at = s.at;
        arbiter::GameLog log = s.log;
        const Expected<arbiter::Decision> d = arbiter::decide_and_record(b.variant, log, c);
        if (!d) {
            refused = error_reply(422, QStringLiteral("unreadable_log"), qs(d.error()));
            return;
        }
        const std::vector<arbiter::Event> added(log.events.end() - 2, log.events.end());
        save(db, b.game.key, s, added, who, arbiter::decision_message(*d), arbiter::to_json(*d));
        decided = *d;
    });
    if (refused) return *refused;
    QJsonObject decision = arbiter::to_json(*decided);
    // The moves (the log's own before the claim): which one the decision took back.
    decision.insert(QStringLiteral("words"), decision_words(*decided, b.game, tr));
    QJsonObject reply{{QStringLiteral("recorded"), QJsonArray{}}, {QStringLiteral("decision"), decision}};
    std::string entered;
    if (enter.toBool(false) && decided->result && decided->ruling != arbiter::Ruling::ArbiterDecides)
        entered = enter_game_result(view, b, round, *decided->result, decided->ended_before, who, tr, reply);
    return with_board(view, plugins, round, board, entered, tr, flipped, reply);
}

} // namespace damka::server
