// damka festival list|token|tokens|revoke|title|move|import — a festival (issue 45): the events of one folder (every
// *.db) or of one PostgreSQL database, served together by `damka serve --dir`. `list` shows them
// with the round each is at; `token` makes a festival chief's token, which acts in every one;
// `move` moves a player from one section to another, `import` imports every section's players
// from one CSV with a section column (§2). The clash check of a round just paired is `round
// pair --festival` (cmd_round.cpp).
#include "commands.hpp"
#include "event_cli.hpp"
#include "festival_cli.hpp"
#include "player_csv_options.hpp"
#include "report_output.hpp"
#include "server/access_tokens.hpp"
#include "server/event_view.hpp"
#include "server/festival_host.hpp"
#include "server/festival_pages.hpp"
#include "server/web_server.hpp"

#include "festival/festival.hpp"
#include "storage/audit_log.hpp"
#include "tournament/exchange/festival_csv.hpp"
#include "tournament/service/section_move.hpp"

namespace damka::cli {
namespace {

void add_festival_option(QCommandLineParser &p) {
    p.addOption({QStringLiteral("dir"),
                 QStringLiteral("The festival: a folder of event files (*.db, each a tournament at /t/NAME/), or a "
                                "PostgreSQL database's URL without event= (each event of it)."),
                 QStringLiteral("FOLDER|URL")});
}

std::optional<festival::Festival> open_festival(const QCommandLineParser &p, int &code) {
    const QString where = p.value(QStringLiteral("dir"));
    if (where.isEmpty()) {
        err(QStringLiteral("damka: --dir: the festival's folder (or PostgreSQL URL) is required"));
        code = BadInput;
        return std::nullopt;
    }
    return festival::Festival::open(where);
}

int run_list(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Lists the festival's tournaments: the address each has under 'damka serve --dir' (/t/ADDRESS/), its name, "
        "variant and system, players, and the round in hand with its state. Files that are not served are named "
        "with the reason."));
    add_festival_option(p);
    add_output_options(p);
    int code = Ok;
    if (!parse(p, args, code)) return code;
    auto f = open_festival(p, code);
    if (!f) return code;
    const auto lang = report_language(p, tournament::EventData{});
    if (!lang) return BadInput;
    std::vector<std::unique_ptr<server::EventView>> views;
    std::vector<server::ListedSection> listed;
    reports::Table t;
    for (const festival::Section &s : f->sections()) {
        auto ev = tournament::Event::open(s.locator, storage::Access::Read);
        if (!ev) {
            err(QStringLiteral("damka: %1: %2").arg(s.slug, qs(ev.error())));
            continue;
        }
        views.push_back(std::make_unique<server::EventView>(std::move(*ev)));
        listed.push_back({s.slug, views.back().get()});
    }
    for (const festival::Skipped &s : f->skipped())
        err(QStringLiteral("damka: %1 is not served: %2").arg(s.file, s.reason));
    return write_tables(p, {server::festival_table(f->title(), listed, *lang)}, *lang);
}

int run_token(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Makes a festival chief's token and prints it once (the festival keeps only its SHA-256): it acts in every "
        "tournament of the festival and on the festival's desk (/LANG/desk#token=TOKEN), where new tournaments are "
        "made. A tournament's own tokens ('damka token create --db FILE') act only in it."));
    add_festival_option(p);
    p.addOption({QStringLiteral("expires"),
                 QStringLiteral("When it stops working: '8h', '2d', '90m' from now, or a UTC date/time (default: 7 "
                                "days)."),
                 QStringLiteral("WHEN")});
    p.addOption({QStringLiteral("arbiter"), QStringLiteral("Who makes it, for the festival's audit log."),
                 QStringLiteral("NAME")});
    int code = Ok;
    if (!parse(p, args, code)) return code;
    auto f = open_festival(p, code);
    if (!f) return code;
    f->db().migrate(server::token_migrations());
    const QString who =
        p.value(QStringLiteral("arbiter")).isEmpty() ? storage::default_actor() : p.value(QStringLiteral("arbiter"));
    const auto made =
        server::issue_token(f->db(), who, QStringLiteral("chief"), {}, p.value(QStringLiteral("expires")), 0);
    if (const auto *problem = std::get_if<server::TokenProblem>(&made)) {
        err(QStringLiteral("damka: --%1: %2").arg(problem->field, qs(problem->message.english())));
        return BadInput;
    }
    out(std::get<QString>(made));
    return Ok;
}

// --arbiter NAME: who acts, for the sections' audit logs.
void add_arbiter_option(QCommandLineParser &p) {
    p.addOption({QStringLiteral("arbiter"),
                 QStringLiteral("Who acts, for the audit logs (default: $DAMKA_ARBITER or $USER)."),
                 QStringLiteral("NAME")});
}

int run_move(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Moves a player to another section of the festival, keeping every field of his record. Until the source's "
        "round 1 is published he is deleted there (the numbers after his move up); after it he is withdrawn (his "
        "games stay). In the destination he is a new entry, or a late entry once its round 1 is paired (the missed rounds "
        "count as --missed). Both audit logs name the move. Refused when the destination has him already (FMJD id, "
        "national id, or name and birth year) or has paired all its rounds."));
    add_festival_option(p);
    add_arbiter_option(p);
    p.addOption(
        {QStringLiteral("player"), QStringLiteral("His start number in the source section."), QStringLiteral("N")});
    p.addOption({QStringLiteral("from"), QStringLiteral("The section he leaves."), QStringLiteral("SLUG")});
    p.addOption({QStringLiteral("to"), QStringLiteral("The section he enters."), QStringLiteral("SLUG")});
    add_missed_option(p);
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
    const auto missed = missed_rounds(p);
    if (!missed) return BadInput;
    const auto festival = festival_sections(p.value(QStringLiteral("dir")), QStringLiteral("--dir"), code);
    if (!festival) return code;
    const FestivalSection *from = find_section(*festival, p.value(QStringLiteral("from")), QStringLiteral("--from"));
    const FestivalSection *to = find_section(*festival, p.value(QStringLiteral("to")), QStringLiteral("--to"));
    if (!from || !to) return BadInput;
    const auto open = open_sections({*from, *to}, storage::Access::Write, p.value(QStringLiteral("arbiter")), code);
    if (!open) return code;
    return report_questioned(tournament::move_player(open->sections.front(), open->sections.back(),
                                                     {*player, *missed, p.isSet(QStringLiteral("duplicate-ok"))}));
}

int run_import_players(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Imports every section's players from one CSV file with a header row, as 'damka player import' reads one, "
        "and a 'section' column (or 'секция', 'турнир') naming each line's section. Every line is checked against "
        "its section before any is imported; any error imports nothing in any section and names every refused "
        "line, an unknown section with its line and value."));
    add_festival_option(p);
    add_arbiter_option(p);
    int code = Ok;
    tournament::PlayerCsvOptions options;
    const auto csv = read_player_csv_command(p, args, options, code);
    if (!csv) return code;
    const auto festival = festival_sections(p.value(QStringLiteral("dir")), QStringLiteral("--dir"), code);
    if (!festival) return code;
    const auto open = open_sections(*festival, storage::Access::Write, p.value(QStringLiteral("arbiter")), code);
    if (!open) return code;
    return report_questioned(tournament::import_festival_csv(open->sections, csv->toStdString(),
                                                             p.isSet(QStringLiteral("preview")), options));
}

int run_tokens(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Lists the festival chief's tokens, the newest first: id (for 'festival revoke'), made when and by whom, "
        "until when, and whether in use, expired or revoked. The tokens themselves are not kept."));
    add_festival_option(p);
    int code = Ok;
    if (!parse(p, args, code)) return code;
    auto f = open_festival(p, code);
    if (!f) return code;
    f->db().migrate(server::token_migrations());
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (const server::Token &t : server::list_tokens(f->db()))
        out(QStringLiteral("%1  made %2 by %3%4  %5")
                .arg(t.id, t.created_at, t.created_by,
                     t.expires_at.isEmpty() ? QString() : QStringLiteral(", until %1").arg(t.expires_at),
                     server::token_state(t, now)));
    return Ok;
}

int run_revoke(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Revokes a festival chief's token at once: no tournament of the festival accepts it from its next request."));
    add_festival_option(p);
    p.addOption({QStringLiteral("arbiter"), QStringLiteral("Who revokes it, for the festival's audit log."),
                 QStringLiteral("NAME")});
    p.addPositionalArgument(QStringLiteral("ID"),
                            QStringLiteral("The token's id, as 'damka festival tokens' shows it."));
    int code = Ok;
    if (!parse(p, args, code)) return code;
    if (p.positionalArguments().size() != 1) {
        err(QStringLiteral("damka: ID: give the id of one token ('damka festival tokens')"));
        return BadInput;
    }
    auto f = open_festival(p, code);
    if (!f) return code;
    f->db().migrate(server::token_migrations());
    const QString id = p.positionalArguments().front().toLower();
    const QString who =
        p.value(QStringLiteral("arbiter")).isEmpty() ? storage::default_actor() : p.value(QStringLiteral("arbiter"));
    if (const auto why = server::revoke_token(f->db(), id, who)) {
        err(QStringLiteral("damka: ") + qs(why->english()));
        return BadInput;
    }
    out(QStringLiteral("revoked token %1").arg(id));
    return Ok;
}

int run_title(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Names the festival on its pages (its list, desk and hall): without it, the folder's or the database's "
        "name. Without TITLE, prints the name it has."));
    add_festival_option(p);
    p.addPositionalArgument(QStringLiteral("TITLE"), QStringLiteral("The festival's name, e.g. \"Tula Autumn 2026\"."));
    int code = Ok;
    if (!parse(p, args, code)) return code;
    auto f = open_festival(p, code);
    if (!f) return code;
    const QStringList given = p.positionalArguments();
    if (given.size() > 1) {
        err(QStringLiteral("damka: TITLE: give the name as one argument (quote it)"));
        return BadInput;
    }
    if (!given.isEmpty()) {
        const QString title = given.front().simplified();
        if (title.isEmpty() || title.size() > 200) {
            err(QStringLiteral("damka: TITLE: 1 to 200 characters"));
            return BadInput;
        }
        f->set_title(title);
    }
    out(f->title());
    return Ok;
}

int run_festival(const QStringList &args) {
    return dispatch(
        QStringLiteral("festival"),
        {{QStringLiteral("list"), QStringLiteral("List the festival's tournaments"), run_list},
         {QStringLiteral("token"), QStringLiteral("Make a festival chief's token"), run_token},
         {QStringLiteral("tokens"), QStringLiteral("List the festival chief's tokens"), run_tokens},
         {QStringLiteral("revoke"), QStringLiteral("Revoke a festival chief's token"), run_revoke},
         {QStringLiteral("title"), QStringLiteral("Name the festival on its pages"), run_title},
         {QStringLiteral("move"), QStringLiteral("Move a player to another section"), run_move},
         {QStringLiteral("import"), QStringLiteral("Import every section's players from one CSV"), run_import_players}},
        args);
}

} // namespace

int festival_command(const QStringList &args) { return storage_guarded(run_festival)(args); }
} // namespace damka::cli
