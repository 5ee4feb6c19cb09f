// damka festival move|import — a festival's sections together (issue 45 §2): a player moved
// from one section to another, every section's start list from one CSV with a section column.
// The clash check of a round just paired is `round pair --festival` (cmd_round.cpp).
#include "commands.hpp"
#include "event_cli.hpp"
#include "festival_cli.hpp"
#include "player_csv_options.hpp"
#include "tournament/exchange/festival_csv.hpp"
#include "tournament/service/section_move.hpp"

namespace damka::cli {
namespace {

using namespace damka::tournament;

void add_festival_options(QCommandLineParser &p) {
    p.addOption({QStringLiteral("dir"),
                 QStringLiteral("The festival's folder: every event file in it (*.db) is a section, named by its "
                                "base name (a-open.db: a-open)."),
                 QStringLiteral("FOLDER")});
    p.addOption({QStringLiteral("arbiter"),
                 QStringLiteral("Who acts, for the audit logs (default: $DAMKA_ARBITER or $USER)."),
                 QStringLiteral("NAME")});
}

int run_move(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Moves a player to another section of the festival, keeping every field of his record. Before the source's "
        "round 1 is paired he is deleted there (the numbers after his move up); after it he is withdrawn (his games "
        "stay). In the destination he is a new entry, or a late entry once its round 1 is paired (the missed rounds "
        "count as --missed). Both audit logs name the move. Refused when the destination has him already (FMJD id, "
        "national id, or name and birth year) or has paired all its rounds."));
    add_festival_options(p);
    p.addOption(
        {QStringLiteral("player"), QStringLiteral("His start number in the source section."), QStringLiteral("N")});
    p.addOption({QStringLiteral("from"), QStringLiteral("The section he leaves."), QStringLiteral("SLUG")});
    p.addOption({QStringLiteral("to"), QStringLiteral("The section he enters."), QStringLiteral("SLUG")});
    p.addOption({QStringLiteral("missed"),
                 QStringLiteral("A late entry's missed rounds in the destination: ZPB (default) or HPB."),
                 QStringLiteral("KIND"), QStringLiteral("ZPB")});
    p.addOption({QStringLiteral("duplicate-ok"),
                 QStringLiteral("Enter him though the destination has a player of his name or id: another person.")});
    int code = Ok;
    if (!parse(p, args, code)) return code;
    for (const char *required : {"player", "from", "to"})
        if (!p.isSet(QString::fromLatin1(required))) {
            err(QStringLiteral("damka: --%1: required").arg(QString::fromLatin1(required)));
            return BadInput;
        }
    const auto player = parse_count(QStringLiteral("--player"), p.value(QStringLiteral("player")));
    if (!player) return BadInput;
    const auto missed = parse_bye(p.value(QStringLiteral("missed")).toStdString());
    if (!missed || (*missed != ByeKind::ZPB && *missed != ByeKind::HPB)) {
        err(QStringLiteral("damka: --missed: '%1' is not ZPB or HPB").arg(p.value(QStringLiteral("missed"))));
        return BadInput;
    }
    const auto festival = festival_sections(p.value(QStringLiteral("dir")), QStringLiteral("--dir"), code);
    if (!festival) return code;
    const FestivalSection *from = find_section(*festival, p.value(QStringLiteral("from")), QStringLiteral("--from"));
    const FestivalSection *to = find_section(*festival, p.value(QStringLiteral("to")), QStringLiteral("--to"));
    if (!from || !to) return BadInput;
    const auto open = open_sections({*from, *to}, storage::Access::Write, p.value(QStringLiteral("arbiter")), code);
    if (!open) return code;
    return report_questioned(move_player(open->sections.front(), open->sections.back(),
                                         {*player, *missed, p.isSet(QStringLiteral("duplicate-ok"))}));
}

int run_import(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Imports every section's players from one CSV file with a header row, as 'damka player import' reads one, "
        "and a 'section' column (or 'секция', 'турнир') naming each line's section. Every line is checked against "
        "its section before any is imported; any error imports nothing in any section and names every refused "
        "line, an unknown section with its line and value."));
    add_festival_options(p);
    add_player_csv_options(p);
    p.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The CSV file."));
    int code = Ok;
    if (!parse(p, args, code)) return code;
    if (p.positionalArguments().size() != 1) {
        err(QStringLiteral("damka: FILE: give one CSV file"));
        return BadInput;
    }
    PlayerCsvOptions options;
    if (!read_player_csv_options(p, options)) return BadInput;
    const auto festival = festival_sections(p.value(QStringLiteral("dir")), QStringLiteral("--dir"), code);
    if (!festival) return code;
    const auto csv = read_file(p.positionalArguments().front(), code);
    if (!csv) return code;
    const auto open = open_sections(*festival, storage::Access::Write, p.value(QStringLiteral("arbiter")), code);
    if (!open) return code;
    return report_questioned(
        import_festival_csv(open->sections, csv->toStdString(), p.isSet(QStringLiteral("preview")), options));
}

int run_festival(const QStringList &args) {
    return dispatch(
        QStringLiteral("festival"),
        {{QStringLiteral("move"), QStringLiteral("Move a player to another section"), run_move},
         {QStringLiteral("import"), QStringLiteral("Import every section's players from one CSV"), run_import}},
        args);
}

} // namespace

int festival_command(const QStringList &args) { return storage_guarded(run_festival)(args); }
} // namespace damka::cli
