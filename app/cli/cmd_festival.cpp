// damka festival list|token — a festival (issue 45): the events of one folder (every *.db) or
// of one PostgreSQL database, served together by `damka serve --dir`. `list` shows them with
// the round each is at; `token` makes a festival chief's token, which acts in every one.
#include "commands.hpp"
#include "event_cli.hpp"
#include "report_output.hpp"
#include "server/access_tokens.hpp"
#include "server/event_view.hpp"
#include "server/festival_pages.hpp"
#include "server/web_server.hpp"

#include "festival/festival.hpp"
#include "storage/audit_log.hpp"

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
    const QString who = p.value(QStringLiteral("arbiter")).isEmpty() ? storage::default_actor()
                                                                     : p.value(QStringLiteral("arbiter"));
    const auto made = server::issue_token(f->db(), who, QStringLiteral("chief"), {}, p.value(QStringLiteral("expires")), 0);
    if (const auto *problem = std::get_if<server::TokenProblem>(&made)) {
        err(QStringLiteral("damka: --%1: %2").arg(problem->field, qs(problem->message.english())));
        return BadInput;
    }
    out(std::get<QString>(made));
    return Ok;
}

int run_festival(const QStringList &args) {
    return dispatch(QStringLiteral("festival"),
                    {{QStringLiteral("list"), QStringLiteral("List the festival's tournaments"), run_list},
                     {QStringLiteral("token"), QStringLiteral("Make a festival chief's token"), run_token}},
                    args);
}

} // namespace

int festival_command(const QStringList &args) { return storage_guarded(run_festival)(args); }
} // namespace damka::cli
