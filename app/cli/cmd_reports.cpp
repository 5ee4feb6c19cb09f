// damka standings|crosstable|pairings|card — the reports, as text, CSV or HTML.
#include "commands.hpp"
#include "event_cli.hpp"
#include "report_output.hpp"
#include "reports/game_figures.hpp"
#include "reports/reports.hpp"
#include "tournament/service/event_variant.hpp"

namespace damka::cli {
namespace {

using namespace damka::tournament;
using reports::Format;
using reports::Table;

// --after N (default: the last completed round).
bool after_round(const QCommandLineParser &p, Event &ev, int &round) {
    round = completed_rounds(ev.data());
    if (!p.isSet(QStringLiteral("after"))) return true;
    bool ok = false;
    round = p.value(QStringLiteral("after")).toInt(&ok);
    if (!ok || round < 0 || round > ev.last_round()) {
        err(QStringLiteral("damka: --after: '%1' is not a paired round (0..%2)")
                .arg(p.value(QStringLiteral("after")))
                .arg(ev.last_round()));
        return false;
    }
    return true;
}

int standings_like(const QStringList &args, const QString &description,
                   const std::function<std::vector<Table>(const EventData &, const Standings &,
                                                          const QCommandLineParser &, reports::Language, int &)> &build,
                   const std::function<void(QCommandLineParser &)> &extra = {}) {
    QCommandLineParser p;
    p.setApplicationDescription(description);
    add_event_options(p);
    add_output_options(p);
    p.addOption({QStringLiteral("after"), QStringLiteral("After this round (default: the last complete round)."),
                 QStringLiteral("N")});
    if (extra) extra(p);
    int code = Ok;
    if (!parse(p, args, code)) return code;
    auto ev = open_event_for_report(p, code);
    if (!ev) return code;
    int round = 0;
    if (!after_round(p, *ev, round)) return BadInput;
    const EventData e = ev->data();
    const auto lang = report_language(p, e);
    if (!lang) return BadInput;
    const Standings st = compute_standings(e, round);
    const std::vector<Table> tables = build(e, st, p, *lang, code);
    if (code != Ok) return code;
    return write_tables(p, tables, *lang);
}

int run_standings(const QStringList &args) {
    return standings_like(
        args,
        QStringLiteral("Standings with the event's tie-breaks and their legend. A team event: the "
                       "team standings (MP, GP, SB, DE) and the board standings."),
        [](const EventData &e, const Standings &st, const QCommandLineParser &p, reports::Language lang, int &code) {
            // Board prizes: ranked from half the rounds (rounded up) unless --min-games.
            int min_games = -1;
            if (p.isSet(QStringLiteral("min-games"))) {
                bool ok = false;
                min_games = p.value(QStringLiteral("min-games")).toInt(&ok);
                if (!ok || min_games < 0 || min_games > 999) {
                    err(QStringLiteral("damka: --min-games: '%1' is not a number of games")
                            .arg(p.value(QStringLiteral("min-games"))));
                    code = BadInput;
                    return std::vector<Table>{};
                }
            }
            if (p.isSet(QStringLiteral("category"))) {
                Message bad;
                const auto category = parse_prize_category(p.value(QStringLiteral("category")).toStdString(), bad);
                std::string why = bad.english();
                if (category && e.info.team_boards > 0)
                    why = "a team event's standings rank teams; its players' categories are not ranked";
                const bool by_age = category &&
                    (category->kind == PrizeCategory::Kind::Under || category->kind == PrizeCategory::Kind::Senior);
                if (why.empty() && by_age && event_year(e.info) == 0)
                    why = "the event has no first day, and age categories count from its year: set it with "
                          "'damka event edit --from YYYY-MM-DD'";
                if (!why.empty()) {
                    err(QStringLiteral("damka: --category: ") + qs(why));
                    code = BadInput;
                    return std::vector<Table>{};
                }
                return std::vector<Table>{reports::standings_table(e, st, lang, &*category)};
            }
            return reports::event_standings(e, st, min_games, lang);
        },
        [](QCommandLineParser &p) {
            p.addOption({QStringLiteral("category"),
                         QStringLiteral("A prize list: women, men, uN (under N on 1 January of the event's year: "
                                        "u8, u10 ... u20) or sN (N or older that year: s50, s65), ranked within "
                                        "the category."),
                         QStringLiteral("CATEGORY")});
            p.addOption({QStringLiteral("min-games"),
                         QStringLiteral("A team event: the games on a board to be ranked "
                                        "in its board standings (default: half the rounds)."),
                         QStringLiteral("N")});
        });
}

int run_crosstable(const QStringList &args) {
    return standings_like(args,
                          QStringLiteral("The crosstable: chess-results layout for Swiss events (cells like 12w1), "
                                         "the square table with '*' on the diagonal for round robins."),
                          [](const EventData &e, const Standings &st, const QCommandLineParser &,
                             reports::Language lang,
                             int &) { return std::vector<Table>{reports::event_crosstable(e, st, lang)}; });
}

int run_card(const QStringList &args) {
    return standings_like(
        args, QStringLiteral("A player's card: every round with opponent, colour, result and running score."),
        [](const EventData &e, const Standings &st, const QCommandLineParser &p, reports::Language lang, int &code) {
            const auto id = parse_count(QStringLiteral("--player"), p.value(QStringLiteral("player")));
            if (!id || !e.player(*id)) {
                if (id) err(QStringLiteral("damka: --player: no player with start number %1").arg(*id));
                code = BadInput;
                return std::vector<Table>{};
            }
            Table card = reports::player_card(e, st, *id, lang);
            // HTML: the final position of each stored game under the card.
            if (p.value(QStringLiteral("format")) == QStringLiteral("html")) {
                PluginRegistry registry;
                load_plugins(p, registry, true);
                Expected<Variant> variant = tournament::event_variant(registry, e.info);
                if (!variant) {
                    err(QStringLiteral("damka: the games cannot be drawn: ") + qs(variant.error()));
                    code = Failure;
                    return std::vector<Table>{};
                }
                reports::add_final_positions(card, e, *id, *variant, lang);
            }
            return std::vector<Table>{card};
        },
        [](QCommandLineParser &p) {
            p.addOption({QStringLiteral("player"), QStringLiteral("Start number (required)."), QStringLiteral("ID")});
            add_plugin_options(p);
        });
}

int run_pairings(const QStringList &args) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("A round's pairing list by board, or alphabetically with --by name."));
    add_event_options(p);
    add_output_options(p);
    p.addOption({QStringLiteral("round"), QStringLiteral("The round (default: the latest)."), QStringLiteral("N")});
    p.addOption({QStringLiteral("by"), QStringLiteral("board (default) or name."), QStringLiteral("ORDER"),
                 QStringLiteral("board")});
    int code = Ok;
    if (!parse(p, args, code)) return code;
    auto ev = open_event_for_report(p, code);
    if (!ev) return code;
    const auto r = p.isSet(QStringLiteral("round"))
        ? parse_count(QStringLiteral("--round"), p.value(QStringLiteral("round")))
        : latest_paired_round(*ev);
    if (!r) return BadInput;
    const int round = *r;
    if (round < 1 || round > ev->last_round()) {
        err(QStringLiteral("damka: --round: round %1 is not paired").arg(round));
        return BadInput;
    }
    const QString by = p.value(QStringLiteral("by"));
    if (by != QStringLiteral("board") && by != QStringLiteral("name")) {
        err(QStringLiteral("damka: --by: board or name"));
        return BadInput;
    }
    const EventData e = ev->data();
    const auto lang = report_language(p, e);
    if (!lang) return BadInput;
    return write_tables(p,
                        {by == QStringLiteral("name") ? reports::pairings_alphabetical(e, round, *lang)
                                                      : reports::pairings_by_board(e, round, *lang)},
                        *lang);
}

} // namespace

int standings_command(const QStringList &args) { return storage_guarded(run_standings)(args); }
int crosstable_command(const QStringList &args) { return storage_guarded(run_crosstable)(args); }
int pairings_command(const QStringList &args) { return storage_guarded(run_pairings)(args); }
int card_command(const QStringList &args) { return storage_guarded(run_card)(args); }
} // namespace damka::cli
