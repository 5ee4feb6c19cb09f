#include "event_log.hpp"
#include "core/qt_text.hpp"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace damka::arbiter {

namespace {

struct KindName {
    EventKind kind;
    const char *name;
};
constexpr KindName kKinds[] = {
    {EventKind::Touch, "touch"},
    {EventKind::Move, "move"},
    {EventKind::Press, "press"},
    {EventKind::ClockStart, "clock-start"},
    {EventKind::ClockPause, "clock-pause"},
    {EventKind::ClockResume, "clock-resume"},
    {EventKind::ClockAdd, "clock-add"},
    {EventKind::Flag, "flag"},
    {EventKind::DrawOffer, "draw-offer"},
    {EventKind::DrawAnswer, "draw-answer"},
    {EventKind::Resign, "resign"},
    {EventKind::Position, "position"},
    {EventKind::Claim, "claim"},
    {EventKind::Decision, "decision"},
};

std::string s(const QJsonValue &v) { return v.toString().toStdString(); }

std::string lower(std::string w) {
    std::transform(w.begin(), w.end(), w.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return w;
}

std::string join(const std::vector<std::string> &words, size_t from) {
    std::string out;
    for (size_t i = from; i < words.size(); ++i) out += (out.empty() ? "" : " ") + words[i];
    return out;
}

} // namespace

const char *kind_name(EventKind k) {
    for (const KindName &kn : kKinds)
        if (kn.kind == k) return kn.name;
    return "?";
}

QJsonObject to_json(const Event &e) {
    QJsonObject o{{QStringLiteral("kind"), QString::fromLatin1(kind_name(e.kind))}};
    if (e.side >= 0) o[QStringLiteral("side")] = e.side;
    if (e.at) o[QStringLiteral("at_ms")] = qint64(e.at->count());
    if (!e.square.empty()) o[QStringLiteral("square")] = qs(e.square);
    if (e.adjusting) o[QStringLiteral("adjusting")] = true;
    if (!e.move.empty()) o[QStringLiteral("move")] = qs(e.move);
    if (e.two_hands) o[QStringLiteral("two_hands")] = true;
    if (e.readings)
        o[QStringLiteral("readings_ms")] =
            QJsonArray{qint64((*e.readings)[0].count()), qint64((*e.readings)[1].count())};
    if (e.kind == EventKind::ClockAdd) o[QStringLiteral("delta_ms")] = qint64(e.delta.count());
    if (e.both) o[QStringLiteral("both")] = true;
    if (e.first) o[QStringLiteral("first")] = true;
    if (e.checked) o[QStringLiteral("checked")] = true;
    if (e.kind == EventKind::DrawAnswer) o[QStringLiteral("accepted")] = e.accepted;
    if (!e.claim.empty()) o[QStringLiteral("claim")] = qs(e.claim);
    if (!e.text.empty()) o[QStringLiteral("text")] = qs(e.text);
    if (!e.rule.empty()) o[QStringLiteral("rule")] = qs(e.rule);
    if (!e.decision.isEmpty()) o[QStringLiteral("decision")] = e.decision;
    return o;
}

Expected<Event> event_from_json(const QJsonObject &o, int index) {
    const std::string where = "event " + std::to_string(index + 1) + ": ";
    Event e;
    const std::string kind = s(o.value(QStringLiteral("kind")));
    const auto k =
        std::find_if(std::begin(kKinds), std::end(kKinds), [&](const KindName &kn) { return kind == kn.name; });
    if (k == std::end(kKinds)) return Error{where + "unknown kind '" + kind + "'"};
    e.kind = k->kind;
    e.side = o.value(QStringLiteral("side")).toInt(-1);
    if (e.side < -1 || e.side > 1) return Error{where + "side must be 0 or 1"};
    if (o.contains(QStringLiteral("at_ms"))) e.at = Millis(o.value(QStringLiteral("at_ms")).toInteger());
    e.square = s(o.value(QStringLiteral("square")));
    e.adjusting = o.value(QStringLiteral("adjusting")).toBool();
    e.move = s(o.value(QStringLiteral("move")));
    e.two_hands = o.value(QStringLiteral("two_hands")).toBool();
    if (o.contains(QStringLiteral("readings_ms"))) {
        const QJsonArray a = o.value(QStringLiteral("readings_ms")).toArray();
        if (a.size() != 2) return Error{where + "readings_ms must hold two numbers"};
        e.readings = std::array<Millis, 2>{Millis(a[0].toInteger()), Millis(a[1].toInteger())};
    }
    e.delta = Millis(o.value(QStringLiteral("delta_ms")).toInteger());
    e.both = o.value(QStringLiteral("both")).toBool();
    e.checked = o.value(QStringLiteral("checked")).toBool();
    e.first = o.value(QStringLiteral("first")).toBool();
    e.accepted = o.value(QStringLiteral("accepted")).toBool();
    e.claim = s(o.value(QStringLiteral("claim")));
    e.text = s(o.value(QStringLiteral("text")));
    e.rule = s(o.value(QStringLiteral("rule")));
    e.decision = o.value(QStringLiteral("decision")).toObject();
    const bool needs_side = e.kind == EventKind::Touch || e.kind == EventKind::Move || e.kind == EventKind::Press ||
        e.kind == EventKind::DrawOffer || e.kind == EventKind::DrawAnswer || e.kind == EventKind::Resign ||
        e.kind == EventKind::ClockStart || e.kind == EventKind::ClockAdd || (e.kind == EventKind::Flag && !e.both);
    if (needs_side && e.side < 0) return Error{where + "a " + kind + " event needs a side"};
    if (e.kind == EventKind::Touch && e.square.empty()) return Error{where + "a touch needs a square"};
    if (e.kind == EventKind::Move && e.move.empty()) return Error{where + "a move event needs the move"};
    if (e.kind == EventKind::Position && e.text.empty()) return Error{where + "a position event needs the position"};
    if (e.kind == EventKind::Claim && e.claim.empty()) return Error{where + "a claim event needs the claim"};
    return e;
}

QJsonObject to_json(const GameLog &log) {
    QJsonArray events;
    for (const Event &e : log.events) events << to_json(e);
    return QJsonObject{{QStringLiteral("format"), QStringLiteral("damka-game-log/1")},
                       {QStringLiteral("variant"), qs(log.variant)},
                       {QStringLiteral("setup"), qs(log.setup)},
                       {QStringLiteral("time_control"), qs(log.time_control)},
                       {QStringLiteral("players"), QJsonArray{qs(log.players[0]), qs(log.players[1])}},
                       {QStringLiteral("events"), events}};
}

Expected<GameLog> log_from_json(const QJsonObject &o) {
    if (o.value(QStringLiteral("format")).toString() != QStringLiteral("damka-game-log/1"))
        return Error{"not a game log: \"format\" must be \"damka-game-log/1\""};
    GameLog log;
    log.variant = s(o.value(QStringLiteral("variant")));
    if (log.variant.empty()) return Error{"the game log names no variant"};
    log.setup = s(o.value(QStringLiteral("setup")));
    log.time_control = s(o.value(QStringLiteral("time_control")));
    if (!log.time_control.empty())
        if (Expected<TimeControl> tc = parse_time_control(log.time_control); !tc) return Error{tc.error()};
    const QJsonArray players = o.value(QStringLiteral("players")).toArray();
    for (int i = 0; i < 2 && i < players.size(); ++i) log.players[size_t(i)] = s(players[i]);
    const QJsonArray events = o.value(QStringLiteral("events")).toArray();
    for (int i = 0; i < events.size(); ++i) {
        if (!events[i].isObject()) return Error{"event " + std::to_string(i + 1) + " is not an object"};
        Expected<Event> e = event_from_json(events[i].toObject(), i);
        if (!e) return Error{e.error()};
        log.events.push_back(*e);
    }
    return log;
}

Expected<GameLog> log_from_json_text(const std::string &text) {
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(text), &error);
    if (error.error != QJsonParseError::NoError)
        return Error{"bad JSON at offset " + std::to_string(error.offset) + ": " + error.errorString().toStdString()};
    if (!doc.isObject()) return Error{"a game log is a JSON object"};
    return log_from_json(doc.object());
}

std::string log_to_json_text(const GameLog &log) {
    return QJsonDocument(to_json(log)).toJson(QJsonDocument::Indented).toStdString();
}

Expected<int> parse_side(const std::string &word, const std::array<std::string, 2> &side_names) {
    const std::string w = lower(word);
    for (int i = 0; i < 2; ++i)
        if (w == lower(side_names[size_t(i)])) return i;
    if (w == "0" || w == "first") return 0;
    if (w == "1" || w == "second") return 1;
    return Error{"'" + word + "' is not a side: write " + side_names[0] + " or " + side_names[1]};
}

Expected<std::vector<Event>> parse_events(const std::vector<std::string> &words,
                                          const std::array<std::string, 2> &side_names) {
    if (words.empty()) return Error{"no event given: write e.g. \"touch white c3\" or \"move black f6-g5\""};
    const std::string kind = lower(words[0]);
    auto need = [&](size_t n, const char *usage) -> std::optional<Error> {
        if (words.size() < n) return Error{"'" + kind + "' needs more words: " + usage};
        return std::nullopt;
    };
    auto side_at = [&](size_t i) { return parse_side(words[i], side_names); };
    std::vector<Event> out;
    Event e;
    if (kind == "touch" || kind == "adjust") {
        if (auto bad = need(3, "touch|adjust SIDE SQUARE...")) return *bad;
        Expected<int> side = side_at(1);
        if (!side) return Error{side.error()};
        for (size_t i = 2; i < words.size(); ++i) {
            Event t;
            t.kind = EventKind::Touch;
            t.side = *side;
            t.square = words[i];
            t.adjusting = kind == "adjust"; // adiukh 4.5: announced before touching
            out.push_back(t);
        }
        return out;
    }
    if (kind == "clock") {
        if (auto bad = need(2, "clock start SIDE | pause | resume | add SIDE DURATION")) return *bad;
        const std::string what = lower(words[1]);
        if (what == "pause" || what == "resume") {
            e.kind = what == "pause" ? EventKind::ClockPause : EventKind::ClockResume;
            if (words.size() > 2) { // adiukh 10.3: a player stops the clocks to call the arbiter
                Expected<int> side = side_at(2);
                if (!side) return Error{side.error()};
                e.side = *side;
            }
        } else if (what == "start" || what == "add") {
            if (auto bad = need(what == "start" ? 3 : 4, "clock start SIDE | clock add SIDE DURATION")) return *bad;
            Expected<int> side = side_at(2);
            if (!side) return Error{side.error()};
            e.side = *side;
            e.kind = what == "start" ? EventKind::ClockStart : EventKind::ClockAdd;
            if (what == "add") {
                Expected<Millis> d = parse_duration(words[3]);
                if (!d) return Error{d.error()};
                e.delta = *d;
            }
        } else {
            return Error{"unknown clock action '" + words[1] + "': start, pause, resume or add"};
        }
        out.push_back(e);
        return out;
    }
    if (kind == "position") {
        if (auto bad = need(2, "position POS")) return *bad;
        e.kind = EventKind::Position;
        e.text = join(words, 1);
        out.push_back(e);
        return out;
    }
    if (kind == "flag" && words.size() >= 2 && words.size() <= 3 && lower(words[1]) == "both") {
        e.kind = EventKind::Flag;
        e.both = true; // adiukh 6.1.2: both flags down, the order unknown
        if (words.size() == 3 && lower(words[2]) != "checked")
            return Error{"'flag both' takes at most the word 'checked', but got '" + words[2] + "'"};
        e.checked = words.size() == 3;
        out.push_back(e);
        return out;
    }
    struct Simple {
        const char *word;
        EventKind kind;
    };
    static const Simple simple[] = {{"move", EventKind::Move},         {"press", EventKind::Press},
                                    {"flag", EventKind::Flag},         {"offer", EventKind::DrawOffer},
                                    {"accept", EventKind::DrawAnswer}, {"decline", EventKind::DrawAnswer},
                                    {"resign", EventKind::Resign}};
    const auto it = std::find_if(std::begin(simple), std::end(simple), [&](const Simple &x) { return kind == x.word; });
    if (it == std::end(simple))
        return Error{"unknown event '" + words[0] +
                     "': touch, adjust, move, press, clock, flag, offer, accept, decline, resign or position"};
    if (auto bad = need(2, "EVENT SIDE ...")) return *bad;
    Expected<int> side = side_at(1);
    if (!side) return Error{side.error()};
    e.kind = it->kind;
    e.side = *side;
    e.accepted = kind == "accept";
    if (e.kind == EventKind::Move) {
        if (auto bad = need(3, "move SIDE MOVE (notation, or \"from e3 to g5 took f4\") [two-hands]")) return *bad;
        // adiukh 4.1 "только одной рукой", 8.3 "сделал ход двумя руками": the arbiter notes it
        // with the trailing word "two-hands".
        std::vector<std::string> rest(words.begin(), words.end());
        if (rest.size() > 3 && lower(rest.back()) == "two-hands") {
            e.two_hands = true;
            rest.pop_back();
        }
        e.move = join(rest, 2);
    } else if (e.kind == EventKind::Press && words.size() > 2) {
        if (words.size() != 4)
            return Error{"press SIDE takes no reading or both clocks' readings (\"1:23:45 0:59:00\")"};
        Expected<Millis> a = parse_clock(words[2]), b = parse_clock(words[3]);
        if (!a) return Error{a.error()};
        if (!b) return Error{b.error()};
        e.readings = std::array<Millis, 2>{*a, *b};
    } else if (e.kind == EventKind::Flag && words.size() == 3 && lower(words[2]) == "first") {
        e.first = true; // the arbiter's finding after both flags fell (adiukh 6.1.2, 5.4)
    } else if (e.kind == EventKind::Flag && words.size() == 3 && lower(words[2]) == "checked") {
        e.checked = true; // the arbiter read it on the clock (a log without a clock, 5.4)
    } else if (words.size() > 2) {
        return Error{"'" + kind + " SIDE' takes nothing more, but got '" + words[2] + "'"};
    }
    out.push_back(e);
    return out;
}

std::string describe(const Event &e, const std::array<std::string, 2> &side_names) {
    const std::string who = e.side >= 0 ? side_names[size_t(e.side)] : "arbiter";
    switch (e.kind) {
    case EventKind::Touch: return who + (e.adjusting ? " says \"adjusting\" and touches " : " touches ") + e.square;
    case EventKind::Move: return who + " moves " + e.move + (e.two_hands ? " with two hands" : "");
    case EventKind::Press:
        return who + " presses the clock" +
            (e.readings ? " (" + format_clock((*e.readings)[0]) + " - " + format_clock((*e.readings)[1]) + ")" : "");
    case EventKind::ClockStart: return "clocks started, " + who + " to move";
    case EventKind::ClockPause:
        return e.side >= 0 ? who + " stops the clocks to call the arbiter (adiukh 10.3)" : "clocks stopped";
    case EventKind::ClockResume: return "clocks restarted";
    case EventKind::ClockAdd:
        return (e.delta.count() >= 0 ? "arbiter adds " : "arbiter takes ") +
            format_clock(e.delta.count() >= 0 ? e.delta : -e.delta) + (e.delta.count() >= 0 ? " to " : " from ") + who +
            "'s clock";
    case EventKind::Flag:
        return (e.both        ? std::string("both flags are down, the order unknown")
                    : e.first ? "the arbiter finds " + who + "'s flag fell first"
                              : who + "'s flag is down") +
            (e.checked ? " (checked by the arbiter on the clock)" : "");
    case EventKind::DrawOffer: return who + " offers a draw";
    case EventKind::DrawAnswer: return who + (e.accepted ? " accepts the draw" : " declines the draw");
    case EventKind::Resign: return who + " resigns";
    case EventKind::Position: return "position on the board: " + e.text;
    case EventKind::Claim: return who + " claims " + e.claim + (e.text.empty() ? "" : " (" + e.text + ")");
    case EventKind::Decision: return "arbiter's decision (" + e.rule + "): " + e.text;
    }
    return who;
}

Message event_message(const Event &e) {
    const Message who = e.side == 0 ? DAMKA_TR("GameLog", "White")
        : e.side == 1               ? DAMKA_TR("GameLog", "Black")
                                    : DAMKA_TR("GameLog", "the arbiter");
    const auto clock_text = [](Millis t) { return Message(format_clock(t)); };
    switch (e.kind) {
    case EventKind::Touch:
        return (e.adjusting ? DAMKA_TR("GameLog", "%1 says \"adjusting\" and touches %2")
                            : DAMKA_TR("GameLog", "%1 touches %2"))
            .arg(who)
            .arg(Message(e.square));
    case EventKind::Move:
        return (e.two_hands ? DAMKA_TR("GameLog", "%1 moves %2 with two hands") : DAMKA_TR("GameLog", "%1 moves %2"))
            .arg(who)
            .arg(Message(e.move));
    case EventKind::Press:
        if (e.readings)
            return DAMKA_TR("GameLog", "%1 presses the clock (%2 - %3)")
                .arg(who)
                .arg(clock_text((*e.readings)[0]))
                .arg(clock_text((*e.readings)[1]));
        return DAMKA_TR("GameLog", "%1 presses the clock").arg(who);
    case EventKind::ClockStart: return DAMKA_TR("GameLog", "clocks started, %1 to move").arg(who);
    case EventKind::ClockPause:
        return e.side >= 0 ? DAMKA_TR("GameLog", "%1 stops the clocks to call the arbiter (adiukh 10.3)").arg(who)
                           : DAMKA_TR("GameLog", "clocks stopped");
    case EventKind::ClockResume: return DAMKA_TR("GameLog", "clocks restarted");
    case EventKind::ClockAdd:
        // Whose clock, as its own phrase: a language declines the side's name here.
        return (e.delta.count() >= 0 ? DAMKA_TR("GameLog", "arbiter adds %1 to %2")
                                     : DAMKA_TR("GameLog", "arbiter takes %1 from %2"))
            .arg(clock_text(e.delta.count() >= 0 ? e.delta : -e.delta))
            .arg(e.side == 0 ? DAMKA_TR("GameLog", "White's clock") : DAMKA_TR("GameLog", "Black's clock"));
    case EventKind::Flag: {
        Message what = e.both ? DAMKA_TR("GameLog", "both flags are down, the order unknown")
            : e.first         ? (e.side == 0 ? DAMKA_TR("GameLog", "the arbiter finds White's flag fell first")
                                             : DAMKA_TR("GameLog", "the arbiter finds Black's flag fell first"))
            : e.side == 0     ? DAMKA_TR("GameLog", "White's flag is down")
                              : DAMKA_TR("GameLog", "Black's flag is down");
        if (!e.checked) return what;
        return DAMKA_TR("GameLog", "%1 (checked by the arbiter on the clock)").arg(what);
    }
    case EventKind::DrawOffer: return DAMKA_TR("GameLog", "%1 offers a draw").arg(who);
    case EventKind::DrawAnswer:
        return (e.accepted ? DAMKA_TR("GameLog", "%1 accepts the draw") : DAMKA_TR("GameLog", "%1 declines the draw"))
            .arg(who);
    case EventKind::Resign: return DAMKA_TR("GameLog", "%1 resigns").arg(who);
    case EventKind::Position: return DAMKA_TR("GameLog", "position on the board: %1").arg(Message(e.text));
    case EventKind::Claim:
        if (e.text.empty()) return DAMKA_TR("GameLog", "%1 claims %2").arg(who).arg(Message(e.claim));
        return DAMKA_TR("GameLog", "%1 claims %2 (%3)").arg(who).arg(Message(e.claim)).arg(Message(e.text));
    case EventKind::Decision:
        return DAMKA_TR("GameLog", "the arbiter's decision (%1): %2").arg(Message(e.rule)).arg(Message(e.text));
    }
    return who;
}

std::string numbered_move(const std::vector<Event> &before, const Event &move, const std::string &shown) {
    const auto firsts = std::count_if(before.begin(), before.end(),
                                      [](const Event &e) { return e.kind == EventKind::Move && e.side == 0; });
    if (move.side == 0) return std::to_string(firsts + 1) + ". " + shown;
    return std::to_string(std::max<long>(firsts, 1)) + "... " + shown;
}

Message game_audit_summary(int round, int board, int game_no, const Message &what) {
    if (game_no > 1)
        return DAMKA_TR("GameLog", "round %1 board %2 game %3: %4").arg(round).arg(board).arg(game_no).arg(what);
    return DAMKA_TR("GameLog", "round %1 board %2: %3").arg(round).arg(board).arg(what);
}

GameLog log_until(const GameLog &log, Millis at) {
    GameLog out = log;
    const auto later =
        std::find_if(out.events.begin(), out.events.end(), [&](const Event &e) { return e.at && *e.at > at; });
    out.events.erase(later, out.events.end());
    return out;
}

} // namespace damka::arbiter
