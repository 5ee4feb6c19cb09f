// damka arbiter log|decide|show|clock|controls — the game event log and the adjudication
// engine at the command line.
#include "commands.hpp"
#include "arbiter/adjudicator.hpp"
#include "game_log_source.hpp"
#include "arbiter/board_view.hpp"
#include "arbiter/game_replay.hpp"
#include "arbiter/game_sheet.hpp"
#include "arbiter/pdn_export.hpp"
#include "output_file.hpp"
#include "report_output.hpp"
#include "reports/table.hpp"
#include "pdn/pdn_writer.hpp"

#include <QJsonArray>
#include <QJsonDocument>

namespace damka::cli::arbiter_cli {
namespace {

using namespace damka::arbiter;

std::vector<std::string> to_words(const QStringList &list) {
    std::vector<std::string> out;
    for (const QString &s : list) out.push_back(s.toStdString());
    return out;
}

void print_json(const QJsonValue &v) {
    const QJsonDocument doc = v.isArray() ? QJsonDocument(v.toArray()) : QJsonDocument(v.toObject());
    out(QString::fromUtf8(doc.toJson(QJsonDocument::Indented)).trimmed());
}

void add_at_option(QCommandLineParser &p) {
    p.addOption({QStringLiteral("at"),
                 QStringLiteral("Game time since the clocks started (h:mm:ss or m:ss), for the clock."),
                 QStringLiteral("TIME")});
}

// --at, or nullopt; `ok` false after printing the error.
std::optional<Millis> at_option(const QCommandLineParser &p, bool &ok) {
    ok = true;
    if (!p.isSet(QStringLiteral("at"))) return std::nullopt;
    Expected<Millis> t = parse_clock(p.value(QStringLiteral("at")).toStdString());
    if (!t) {
        err(QStringLiteral("damka: --at: ") + qs(t.error()));
        ok = false;
        return std::nullopt;
    }
    return *t;
}

struct Prepared {
    PluginRegistry registry;
    std::unique_ptr<GameLogSource> source;
    std::optional<Millis> at; // --at, for commands that add it
};

// Parses the options, loads plugins and opens the log; nullopt (and `code`) on failure.
bool prepare(QCommandLineParser &p, const QStringList &args, Prepared &prep, int &code, bool with_at = false) {
    add_plugin_options(p);
    add_source_options(p);
    if (!parse(p, args, code)) return false;
    load_plugins(p, prep.registry, true);
    prep.source = GameLogSource::open(p, prep.registry, code);
    if (!prep.source) return false;
    if (with_at) {
        bool ok = true;
        prep.at = at_option(p, ok);
        if (!ok) {
            code = BadInput;
            return false;
        }
    }
    return true;
}

int run_log(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Records what happened at the board, in the game's event log:\n"
        "  touch SIDE SQUARE...        adjust SIDE SQUARE...  (touched after \"adjusting\", adiukh 4.5)\n"
        "  move SIDE MOVE              (any notation the variant accepts, or \"from e3 to g5 took f4\"\n"
        "                               [via SQ...] [stack N] for what was physically done;\n"
        "                               a last word \"two-hands\": made with two hands, adiukh 8.3)\n"
        "  press SIDE [READING READING]   flag SIDE | flag both | flag SIDE first (the arbiter's finding)\n"
        "                               a last word \"checked\" on a flag: the arbiter read it on the clock\n"
        "                               (what counts when the log has no clock to replay, adiukh 5.4)\n"
        "  offer SIDE   accept SIDE   decline SIDE\n"
        "  resign SIDE   position POS   clock start SIDE | pause [SIDE] | resume | add SIDE [-]DURATION"));
    add_at_option(p);
    p.addOption({QStringLiteral("json"), QStringLiteral("Print the recorded events as JSON.")});
    p.addPositionalArgument(QStringLiteral("event"), QStringLiteral("The event words."), QStringLiteral("EVENT..."));
    Prepared prep;
    int code = Ok;
    if (!prepare(p, args, prep, code, true)) return code;
    GameLogSource &src = *prep.source;
    const std::optional<Millis> at = prep.at;
    Expected<std::vector<Event>> events = parse_events(to_words(p.positionalArguments()), src.side_names());
    if (!events) {
        err(QStringLiteral("damka: ") + qs(events.error()));
        return BadInput;
    }
    // Touched squares and the squares of a move, described on the board ("from z9 to a1") or in
    // notation ("z9-a1"), are checked against the board's square names (they never change),
    // with one message for one bad square: a square that is not on the board is a typing slip,
    // not something a player did (both forms used to be logged as an illegal move).
    if (Expected<Game> start = src.variant().new_game(src.log().setup)) {
        const Expected<BoardView> board = read_board(start->board_json());
        for (const Event &e : *events) {
            if (!board) break;
            if (e.kind == EventKind::Touch)
                if (Expected<int> sq = board->square(e.square); !sq) {
                    err(QStringLiteral("damka: touch: ") + qs(sq.error()));
                    return BadInput;
                }
            if (e.kind == EventKind::Move) {
                const auto change = parse_board_change(e.move, *board);
                if (!change) {
                    err(QStringLiteral("damka: move: ") + qs(change.error()));
                    return BadInput;
                }
                // The same bad square in the variant's notation ("z9-a1") gets the same answer.
                if (!*change)
                    if (const std::optional<Error> bad = board->unknown_square_in(e.move)) {
                        err(QStringLiteral("damka: move: in the move \"%1\": %2")
                                .arg(qs(e.move), qs(bad->message.english())));
                        return BadInput;
                    }
            }
        }
    }
    GameLog trial = src.log();
    for (Event &e : *events) {
        e.at = at;
        trial.events.push_back(e);
    }
    Expected<Replay> r = replay(src.variant(), trial);
    if (!r) {
        err(QStringLiteral("damka: %1: ").arg(src.where()) + qs(r.error()));
        return BadInput;
    }
    QStringList lines;
    QJsonArray recorded;
    for (const Event &e : *events) {
        lines << qs(describe(e, src.side_names()));
        recorded << to_json(e);
    }
    if (events->back().kind == EventKind::Move) {
        const ReplayedMove &m = r->moves.back();
        const Rulebook book = Rulebook::of(src.variant());
        if (m.played)
            lines << QStringLiteral("legal: %1").arg(qs(m.played->notation));
        else if (!m.before && m.in_turn) // after an irregular move that stands (8.8): unknown, not illegal
            lines << QStringLiteral("not checked: %1").arg(qs(m.refusal));
        else
            lines << QStringLiteral("not legal: %1 (the opponent may claim a correction, %2)")
                         .arg(qs(m.refusal), qs(book(Rule::Offences)));
        if (!m.played && m.change && !m.change->taken)
            lines << QStringLiteral(
                "hint: record what was done on the board (\"from g3 to h4\", \"from c3 to e5 took d4\") "
                "so that the engine can name the offence");
    }
    // The audit log's words: a move numbered and in notation ("2. g3-h4"), another event as shown.
    Message summary(lines.first().toStdString());
    if (events->size() == 1 && events->back().kind == EventKind::Move) {
        const ReplayedMove &m = r->moves.back();
        std::string shown = m.played ? m.played->notation : events->back().move;
        if (!m.played && m.change) // its squares, as the scoresheet shows it ("a3-b4")
            if (Expected<Game> start = src.variant().new_game(src.log().setup))
                if (const Expected<BoardView> board = read_board(start->board_json()))
                    shown = path_text(*m.change, *board);
        summary = Message(numbered_move(src.log().events, events->back(), shown));
    }
    if (const std::string bad = src.save(*events, QStringLiteral("arbiter.log"), summary,
                                         QJsonObject{{QStringLiteral("events"), recorded}});
        !bad.empty()) {
        err(QStringLiteral("damka: ") + qs(bad));
        return FileAccess;
    }
    if (p.isSet(QStringLiteral("json"))) {
        print_json(recorded);
        return Ok;
    }
    for (const QString &l : lines) out(src.where() + QStringLiteral(": ") + l);
    return Ok;
}

// The game as PDN with the source's Event/Site/Date/Round tags (a PDN without them cannot be
// told from another round's game once saved).
Expected<pdn::GameRecord> pdn_of(const GameLogSource &src, const GameLog &log) {
    Expected<pdn::GameRecord> g = to_pdn(src.variant(), log);
    if (g)
        for (const auto &[tag, value] : src.pdn_tags()) g->set_tag(tag, value);
    return g;
}
Expected<pdn::GameRecord> pdn_of(const GameLogSource &src) { return pdn_of(src, src.log()); }

int run_decide(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral("Decides a claim from the game's event log and records the claim and the decision:\n"
                       "  touch-move SIDE   the opponent touched a piece (adiukh 4.3-4.5, 8.4, 8.5)\n"
                       "  correction SIDE   the opponent's last move or press was irregular (adiukh 8.3-8.8)\n"
                       "  flag [SIDE]       a flag is down (adiukh 5.4, 5.5, 6.1.2)\n"
                       "  draw-offer        is the latest draw offer valid, was it accepted (adiukh 6.1.3)\n"
                       "  setup SIDE        wrong set-up or colours (adiukh 8.1)\n"
                       "  displaced SIDE    the opponent displaced pieces (adiukh 8.2)\n"
                       "  result            the game's result now\n"
                       "SIDE is the side making the claim. Decisions cite the rulebook the variant's plugin names\n"
                       "(adiukh, ashtarashki, fsr), and say so where a general principle is applied."));
    add_at_option(p);
    p.addOption({QStringLiteral("json"), QStringLiteral("Print the decision as JSON.")});
    p.addOption({QStringLiteral("dry-run"), QStringLiteral("Decide without recording anything.")});
    p.addOption(
        {QStringLiteral("enter-result"),
         QStringLiteral("When the decision gives the game's result, enter it (with the game as PDN) as the board's\n"
                        "result in the event database.")});
    p.addPositionalArgument(QStringLiteral("claim"), QStringLiteral("The claim and the claimant."),
                            QStringLiteral("CLAIM [SIDE]"));
    Prepared prep;
    int code = Ok;
    if (!prepare(p, args, prep, code, true)) return code;
    GameLogSource &src = *prep.source;
    const std::optional<Millis> at = prep.at;
    Expected<Claim> claim = parse_claim(to_words(p.positionalArguments()), src.side_names());
    if (!claim) {
        err(QStringLiteral("damka: ") + qs(claim.error()));
        return BadInput;
    }
    claim->at = at;
    GameLog log = src.log();
    Expected<Decision> d = decide_and_record(src.variant(), log, *claim);
    if (!d) {
        err(QStringLiteral("damka: %1: ").arg(src.where()) + qs(d.error()));
        return BadInput;
    }
    if (!p.isSet(QStringLiteral("dry-run"))) {
        const std::vector<Event> added(log.events.end() - 2, log.events.end());
        if (const std::string bad =
                src.save(added, QStringLiteral("arbiter.decision"), decision_message(*d), to_json(*d));
            !bad.empty()) {
            err(QStringLiteral("damka: ") + qs(bad));
            return FileAccess;
        }
    }
    std::vector<std::string> entered;
    if (p.isSet(QStringLiteral("enter-result")) && !p.isSet(QStringLiteral("dry-run"))) {
        if (!d->result || d->ruling == Ruling::ArbiterDecides) {
            err(QStringLiteral("damka: --enter-result: the decision gives no result to enter") +
                (d->ruling == Ruling::ArbiterDecides ? QStringLiteral(" (the arbiter must decide)") : QString()));
            return Failure;
        }
        // The game as scored: without moves made after it ended (a flag before the final move).
        GameLog scored = src.log();
        if (d->ended_before && *d->ended_before < scored.events.size()) scored.events.resize(*d->ended_before);
        Expected<pdn::GameRecord> game = pdn_of(src, scored);
        Expected<std::vector<std::string>> lines =
            src.enter_result(*d->result, game ? pdn::write_game(*game).toStdString() : std::string());
        if (!lines) {
            err(QStringLiteral("damka: --enter-result: ") + qs(lines.error()));
            return Failure;
        }
        entered = *lines;
    }
    if (p.isSet(QStringLiteral("json"))) {
        print_json(to_json(*d));
        return Ok;
    }
    out(qs(to_text(*d, src.variant())).trimmed());
    for (const std::string &l : entered) out(QStringLiteral("result entered: ") + qs(l));
    return Ok;
}

int run_show(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral("Shows a game's event log: numbered lines, JSON, or PDN with the log as comments."));
    p.addOption({QStringLiteral("json"), QStringLiteral("The log as JSON (damka-game-log/1).")});
    p.addOption({QStringLiteral("pdn"), QStringLiteral("The game as PDN, the log in comments.")});
    Prepared prep;
    int code = Ok;
    if (!prepare(p, args, prep, code)) return code;
    GameLogSource &src = *prep.source;
    if (p.isSet(QStringLiteral("json"))) {
        print_json(to_json(src.log()));
        return Ok;
    }
    if (p.isSet(QStringLiteral("pdn"))) {
        Expected<pdn::GameRecord> g = pdn_of(src);
        if (!g) {
            err(QStringLiteral("damka: %1: ").arg(src.where()) + qs(g.error()));
            return BadInput;
        }
        out(pdn::write_game(*g).trimmed());
        return Ok;
    }
    const GameLog &log = src.log();
    out(QStringLiteral("%1: %2, %3 - %4, time control %5")
            .arg(src.where(), qs(log.variant), qs(log.players[0].empty() ? "?" : log.players[0]),
                 qs(log.players[1].empty() ? "?" : log.players[1]),
                 qs(log.time_control.empty() ? "not followed" : log.time_control)));
    for (size_t i = 0; i < log.events.size(); ++i) {
        const Event &e = log.events[i];
        out(QStringLiteral("%1. %2%3")
                .arg(i + 1)
                .arg(e.at ? QStringLiteral("[%1] ").arg(qs(format_clock(*e.at))) : QString(),
                     qs(describe(e, src.side_names()))));
    }
    return Ok;
}

// The sheet of an adjourned or adjudicated game as an HTML page (arbiter/game_sheet.hpp).
int run_sheet(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Prints the sheet of a game stopped for adjournment or adjudication as an HTML page: players, clocks, "
        "the moves and the position drawn, with lines for the sealed move, the resumption and the decision."));
    p.addOption({QStringLiteral("lang"), QStringLiteral("The sheet's language (en, ru; default: the locale's)."),
                 QStringLiteral("CODE")});
    p.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                 QStringLiteral("Write the page to FILE."),
                 QStringLiteral("FILE")});
    Prepared prep;
    int code = Ok;
    if (!prepare(p, args, prep, code)) return code;
    const auto lang = report_language(p, tournament::EventData{});
    if (!lang) return BadInput;
    GameLogSource &src = *prep.source;
    std::vector<std::pair<std::string, std::string>> tags;
    for (const auto &[tag, value] : src.pdn_tags()) tags.emplace_back(tag.toStdString(), value.toStdString());
    Expected<GameSheet> sheet = game_sheet(src.variant(), src.log(), src.where().toStdString(), tags, lang->code());
    if (!sheet) {
        err(QStringLiteral("damka: %1: ").arg(src.where()) + qs(sheet.error()));
        return BadInput;
    }
    const reports::Tr tr(*lang);
    reports::Table t;
    t.title = tr.render(sheet->title);
    for (const SheetFact &f : sheet->facts) t.subtitle.push_back(tr.render(f.label) + ": " + tr.render(f.value));
    t.header = {tr.translate("GameSheet", "Ply"), tr.translate("GameSheet", "Side"), tr.translate("GameSheet", "Move"),
                tr.translate("GameSheet", "Note")};
    t.numeric = {true, false, false, false};
    for (const SheetMove &m : sheet->moves)
        t.rows.push_back({std::to_string(m.ply), tr.render(m.side), m.move, tr.render(m.note)});
    for (const Message &line : sheet->to_fill) t.notes.push_back(tr.render(line));
    t.figures.push_back({tr.render(sheet->diagram_caption), sheet->diagram_svg});
    const QByteArray page = QByteArray::fromStdString(reports::render_all({t}, reports::Format::Html, lang->code()));
    if (!p.isSet(QStringLiteral("output"))) {
        out(QString::fromUtf8(page).trimmed());
        return Ok;
    }
    if (const QString problem = write_output_file(p.value(QStringLiteral("output")), page); !problem.isEmpty()) {
        err(QStringLiteral("damka: ") + problem);
        return FileAccess;
    }
    out(QStringLiteral("written ") + p.value(QStringLiteral("output")));
    return Ok;
}

int run_clock(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral("Replays the game's clock from its log and prints the readings at --at."));
    add_at_option(p);
    p.addOption({QStringLiteral("json"), QStringLiteral("Print the readings as JSON.")});
    Prepared prep;
    int code = Ok;
    if (!prepare(p, args, prep, code, true)) return code;
    GameLogSource &src = *prep.source;
    const std::optional<Millis> at = prep.at;
    // The clock as it stood at --at: the events after it are not replayed (a later press
    // printed the final readings for any earlier time).
    Expected<Replay> r = replay(src.variant(), at ? log_until(src.log(), *at) : src.log());
    if (!r) {
        err(QStringLiteral("damka: %1: ").arg(src.where()) + qs(r.error()));
        return BadInput;
    }
    if (!r->clock || !r->clock->started()) {
        err(QStringLiteral("damka: %1: the clock is not followed: the log needs a time control and a timed "
                           "\"clock start\" event")
                .arg(src.where()));
        return Failure;
    }
    const Millis now = at.value_or(r->now);
    const ClockReading reading = r->clock->reading(now);
    QJsonObject o{{QStringLiteral("at_ms"), qint64(now.count())},
                  {QStringLiteral("remaining_ms"),
                   QJsonArray{qint64(reading.remaining[0].count()), qint64(reading.remaining[1].count())}},
                  {QStringLiteral("moves"), QJsonArray{reading.moves[0], reading.moves[1]}},
                  {QStringLiteral("running"), reading.running}};
    QJsonArray flags;
    for (int s = 0; s < 2; ++s)
        if (const std::optional<Millis> t = r->clock->flag_time(now, s))
            flags << QJsonObject{{QStringLiteral("side"), s}, {QStringLiteral("at_ms"), qint64(t->count())}};
    o[QStringLiteral("flags")] = flags;
    if (p.isSet(QStringLiteral("json"))) {
        print_json(o);
        return Ok;
    }
    const auto names = src.side_names();
    out(QStringLiteral("at %1: %2 %3, %4 %5; %6")
            .arg(qs(format_clock(now)), qs(names[0]), qs(format_clock(reading.remaining[0])), qs(names[1]),
                 qs(format_clock(reading.remaining[1])),
                 reading.running < 0 ? QStringLiteral("the clocks are stopped")
                                     : qs(names[size_t(reading.running)]) + QStringLiteral("'s clock runs")));
    for (int s = 0; s < 2; ++s)
        if (const std::optional<Millis> t = r->clock->flag_time(now, s))
            out(QStringLiteral("%1's flag fell at %2 (%3)")
                    .arg(qs(names[size_t(s)]), qs(format_clock(*t)), qs(Rulebook::of(src.variant())(Rule::FlagLoses))));
    for (const std::string &problem : r->clock_problems) out(QStringLiteral("note: ") + qs(problem));
    return Ok;
}

int run_controls(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral("Lists the named time controls (Adiukh section 9), or reads a control and prints it in the\n"
                       "arbiter's syntax and as a PDN TimeControl tag."));
    p.addOption(
        {QStringLiteral("pdn"), QStringLiteral("Read CONTROL as a PDN TimeControl tag (\"40/7200:1800+30\").")});
    p.addPositionalArgument(QStringLiteral("control"),
                            QStringLiteral("A control: \"40/2h, 30m+30s\", \"3m+2s\", \"5m d5s\", a preset."),
                            QStringLiteral("[CONTROL]"));
    int code = Ok;
    if (!parse(p, args, code)) return code;
    if (p.positionalArguments().isEmpty()) {
        for (const Preset &preset : presets())
            out(QStringLiteral("%1  %2  (%3)")
                    .arg(qs(preset.name).leftJustified(20), qs(preset.control).leftJustified(8), qs(preset.rule)));
        return Ok;
    }
    const std::string text = p.positionalArguments().join(QLatin1Char(' ')).toStdString();
    Expected<TimeControl> tc = p.isSet(QStringLiteral("pdn")) ? parse_pdn_time_control(text) : parse_time_control(text);
    if (!tc) {
        err(QStringLiteral("damka: ") + qs(tc.error()));
        return BadInput;
    }
    out(QStringLiteral("control: ") + qs(format_time_control(*tc)));
    const std::optional<Discipline> discipline = adiukh_discipline(*tc);
    out(QStringLiteral("Adiukh discipline: ") +
        (discipline ? qs(discipline->name + " (" + discipline->rule + ")")
                    : QStringLiteral("none of 9.1-9.3 (adiukh 9.4: only if the regulations set it)")));
    Expected<std::string> tag = format_pdn_time_control(*tc);
    out(QStringLiteral("PDN TimeControl: ") +
        (tag ? qs(*tag) : QStringLiteral("none (") + qs(tag.error()) + QStringLiteral(")")));
    return Ok;
}

struct Action {
    const char *name;
    const char *summary;
    int (*run)(const QStringList &);
};
constexpr Action kActions[] = {
    {"log", "Record an event at the board (touch, move, press, flag, offer, ...)", run_log},
    {"decide", "Decide a claim (touch-move, correction, flag, draw-offer, setup, ...)", run_decide},
    {"show", "Show a game's event log (text, JSON, or PDN with comments)", run_show},
    {"clock", "The game's clock readings replayed from its log", run_clock},
    {"sheet", "The sheet of an adjourned or adjudicated game (HTML, the position drawn)", run_sheet},
    {"controls", "Named time controls; read and print a control", run_controls},
};

int run_arbiter(const QStringList &args) {
    auto usage = [] {
        out(QStringLiteral("Usage: damka arbiter <action> [options]\n\nActions:"));
        for (const Action &a : kActions)
            out(QStringLiteral("  %1  %2")
                    .arg(QString::fromLatin1(a.name).leftJustified(9), QString::fromLatin1(a.summary)));
        out(QStringLiteral("\nRun 'damka arbiter <action> --help' for an action's options."));
    };
    if (args.size() < 2 || args[1] == QStringLiteral("--help") || args[1] == QStringLiteral("-h")) {
        usage();
        return args.size() < 2 ? BadInput : Ok;
    }
    for (const Action &a : kActions)
        if (args[1] == QLatin1String(a.name)) {
            QStringList rest = args.mid(2);
            rest.prepend(QStringLiteral("damka arbiter ") + args[1]);
            return a.run(rest);
        }
    err(QStringLiteral("damka arbiter: unknown action '%1'").arg(args[1]));
    usage();
    return BadInput;
}

} // namespace
} // namespace damka::cli::arbiter_cli

namespace damka::cli {
int arbiter_command(const QStringList &args) { return arbiter_cli::run_arbiter(args); }
} // namespace damka::cli
