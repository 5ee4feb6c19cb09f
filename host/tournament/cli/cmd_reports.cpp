// damka standings|crosstable|pairings|card — the reports, as text, CSV or HTML.
#include "event_cli.hpp"
#include "output_file.hpp"
#include "reports.hpp"

namespace damka::cli {
namespace {

using namespace damka::tournament;
using reports::Format;
using reports::Table;

void add_output_options(QCommandLineParser &p) {
    p.addOption({QStringLiteral("format"), QStringLiteral("text (default), csv or html."), QStringLiteral("FORMAT"), QStringLiteral("text")});
    p.addOption({{QStringLiteral("o"), QStringLiteral("output")}, QStringLiteral("Write to FILE instead of the terminal."), QStringLiteral("FILE")});
}

// Renders and writes the tables; prints the path when a file was written.
int write_tables(const QCommandLineParser &p, const std::vector<Table> &tables) {
    Format f;
    if (!reports::parse_format(p.value(QStringLiteral("format")).toStdString(), f)) {
        err(QStringLiteral("damka: --format: '%1' is not text, csv or html").arg(p.value(QStringLiteral("format"))));
        return BadInput;
    }
    std::string text = reports::render_all(tables, f);
    // Excel reads a CSV file without a byte order mark in the ANSI code page: Cyrillic names
    // became mojibake. Files get the mark; the terminal (pipes into other tools) does not.
    if (f == Format::Csv && p.isSet(QStringLiteral("output"))) text.insert(0, "\xEF\xBB\xBF");
    if (!p.isSet(QStringLiteral("output"))) {
        std::fwrite(text.data(), 1, text.size(), stdout);
        return Ok;
    }
    const QString file = p.value(QStringLiteral("output"));
    if (const QString why = write_output_file(file, QByteArray::fromStdString(text)); !why.isEmpty()) {
        err(QStringLiteral("damka: ") + why);
        return FileAccess;
    }
    out(QStringLiteral("written %1").arg(file));
    return Ok;
}

// --after N (default: the last completed round).
bool after_round(const QCommandLineParser &p, Event &ev, int &round) {
    round = completed_rounds(ev.data());
    if (!p.isSet(QStringLiteral("after"))) return true;
    bool ok = false;
    round = p.value(QStringLiteral("after")).toInt(&ok);
    if (!ok || round < 0 || round > ev.last_round()) {
        err(QStringLiteral("damka: --after: '%1' is not a paired round (0..%2)").arg(p.value(QStringLiteral("after"))).arg(ev.last_round()));
        return false;
    }
    return true;
}

int standings_like(const QStringList &args, const QString &description,
                   const std::function<std::vector<Table>(const EventData &, const Standings &, const QCommandLineParser &, int &)> &build,
                   const std::function<void(QCommandLineParser &)> &extra = {}) {
    QCommandLineParser p;
    p.setApplicationDescription(description);
    add_event_options(p);
    add_output_options(p);
    p.addOption({QStringLiteral("after"), QStringLiteral("After this round (default: the last complete round)."), QStringLiteral("N")});
    if (extra) extra(p);
    int code = Ok;
    if (!parse(p, args, code)) return code;
    auto ev = open_event(p, code, storage::Access::Read);
    if (!ev) return code;
    int round = 0;
    if (!after_round(p, *ev, round)) return BadInput;
    const EventData e = ev->data();
    const Standings st = compute_standings(e, round);
    const std::vector<Table> tables = build(e, st, p, code);
    if (code != Ok) return code;
    return write_tables(p, tables);
}

int run_standings(const QStringList &args) {
    return standings_like(args, QStringLiteral("Standings with the event's tie-breaks and their legend."),
                          [](const EventData &e, const Standings &st, const QCommandLineParser &, int &) {
                              return std::vector<Table>{reports::standings_table(e, st)};
                          });
}

int run_crosstable(const QStringList &args) {
    return standings_like(args, QStringLiteral("The crosstable: chess-results layout for Swiss events (cells like 12w1), "
                                               "the square table with '*' on the diagonal for round robins."),
                          [](const EventData &e, const Standings &st, const QCommandLineParser &, int &) {
                              return std::vector<Table>{reports::crosstable(e, st)};
                          });
}

int run_card(const QStringList &args) {
    return standings_like(
        args, QStringLiteral("A player's card: every round with opponent, colour, result and running score."),
        [](const EventData &e, const Standings &st, const QCommandLineParser &p, int &code) {
            const auto id = parse_count(QStringLiteral("--player"), p.value(QStringLiteral("player")));
            if (!id || !e.player(*id)) {
                if (id) err(QStringLiteral("damka: --player: no player with start number %1").arg(*id));
                code = BadInput;
                return std::vector<Table>{};
            }
            return std::vector<Table>{reports::player_card(e, st, *id)};
        },
        [](QCommandLineParser &p) { p.addOption({QStringLiteral("player"), QStringLiteral("Start number (required)."), QStringLiteral("ID")}); });
}

int run_pairings(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("A round's pairing list by board, or alphabetically with --by name."));
    add_event_options(p);
    add_output_options(p);
    p.addOption({QStringLiteral("round"), QStringLiteral("The round (default: the latest)."), QStringLiteral("N")});
    p.addOption({QStringLiteral("by"), QStringLiteral("board (default) or name."), QStringLiteral("ORDER"), QStringLiteral("board")});
    int code = Ok;
    if (!parse(p, args, code)) return code;
    auto ev = open_event(p, code, storage::Access::Read);
    if (!ev) return code;
    int round = ev->last_round();
    if (p.isSet(QStringLiteral("round"))) {
        const auto r = parse_count(QStringLiteral("--round"), p.value(QStringLiteral("round")));
        if (!r) return BadInput;
        round = *r;
    }
    if (round < 1 || round > ev->last_round()) { err(QStringLiteral("damka: --round: round %1 is not paired").arg(round)); return BadInput; }
    const QString by = p.value(QStringLiteral("by"));
    if (by != QStringLiteral("board") && by != QStringLiteral("name")) { err(QStringLiteral("damka: --by: board or name")); return BadInput; }
    const EventData e = ev->data();
    return write_tables(p, {by == QStringLiteral("name") ? reports::pairings_alphabetical(e, round) : reports::pairings_by_board(e, round)});
}

const Register reg_standings({QStringLiteral("standings"), QStringLiteral("Standings with tie-breaks"), storage_guarded(run_standings)});
const Register reg_crosstable({QStringLiteral("crosstable"), QStringLiteral("The crosstable"), storage_guarded(run_crosstable)});
const Register reg_pairings({QStringLiteral("pairings"), QStringLiteral("A round's pairing list"), storage_guarded(run_pairings)});
const Register reg_card({QStringLiteral("card"), QStringLiteral("A player's card"), storage_guarded(run_card)});

} // namespace
} // namespace damka::cli
