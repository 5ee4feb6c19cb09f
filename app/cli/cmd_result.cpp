// damka result set BOARD RESULT — enter or correct a result, with the variant's own points
// and an optional PDN game the host replays through the plugin (enter: cmd_result_enter.cpp).
#include "commands.hpp"
#include "event_cli.hpp"
#include "tournament/service/event_variant.hpp"
#include "tool_commands.hpp"
#include "tournament/model/result_notation.hpp"
#include "tournament/model/team.hpp"

namespace damka::cli {
namespace {

using namespace damka::tournament;
using tournament::BoardResult;

// QCommandLineParser reads `-+`, `+-`, `--` and `=-=` as options (or the end of options), so a
// forfeit typed as the help shows failed with "Unknown option '+'". A result token standing
// where RESULT goes (the second positional argument, whatever options come between) is moved
// behind a `--` separator. An explicit `--` followed by RESULT keeps working.
QStringList results_as_positional(const QStringList &args) {
    static const QStringList with_value = {
        QStringLiteral("--db"),   QStringLiteral("--arbiter"), QStringLiteral("--plugins"),  QStringLiteral("--round"),
        QStringLiteral("--game"), QStringLiteral("--points"),  QStringLiteral("--tiebreak"), QStringLiteral("--balls"),
        QStringLiteral("--pdn"),  QStringLiteral("--match")};
    QStringList kept{args.value(0)}, positional;
    for (qsizetype i = 1; i < args.size(); ++i) {
        const QString &a = args[i];
        if (a == QStringLiteral("--") && i + 1 < args.size() && parse_result(args[i + 1].toStdString())) {
            positional += args.mid(i + 1); // the arbiter's own separator
            break;
        }
        const bool option = a.startsWith(u'-') && a.size() > 1 && !parse_result(a.toStdString());
        if (option) {
            kept << a;
            if (with_value.contains(a) && i + 1 < args.size()) kept << args[++i];
        } else {
            positional << a;
        }
    }
    return kept + QStringList{QStringLiteral("--")} + positional;
}

int run_set(const QStringList &raw_args) {
    const QStringList args = results_as_positional(raw_args);
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Enters (or corrects) the result of a board: 1-0, 0-1, 1/2, +- (white wins by forfeit), -+ or -- (double "
        "forfeit). --points gives the variant's own game points (Adiukh 17:7, Ashtarashki 2:0), checked by the variant's "
        "plugin (Adiukh: adding up to 24, 13 or more wins; Ashtarashki: 1:0 or 2:0) and giving the tie-break points it "
        "derives (Adiukh's 24-point score is also its tie-break); --tiebreak/--balls gives tie-break points apart "
        "(Ashtarashki balls). Entering the same result again without --points keeps the points entered before. With --pdn the game is replayed through the variant plugin and a result that disagrees with "
        "the final position is refused. Correcting an earlier round recomputes the standings after it; in a Swiss, once a later round is paired on "
        "the old result the correction needs --confirm (FIDE C.04.2: the pairings already made stand)."));
    add_event_options(p);
    add_plugin_options(p);
    p.addPositionalArgument(QStringLiteral("BOARD"), QStringLiteral("Board number."));
    p.addPositionalArgument(QStringLiteral("RESULT"),
                            QStringLiteral("1-0, 0-1, 1/2 (or =, ½), +-, -+ or -- (no separator needed); 1:0; "
                                           "in a 2-1-0 event also 2-0, 1-1, 0-2."));
    p.addOption({QStringLiteral("round"),
                 QStringLiteral("The round (default: the current round, the latest published; never a draft)."),
                 QStringLiteral("N")});
    p.addOption({QStringLiteral("confirm"),
                 QStringLiteral("Correct a result although later rounds were paired on the old one (Swiss): "
                                "those pairings stand (FIDE C.04.2).")});
    p.addOption(
        {QStringLiteral("game"),
         QStringLiteral(
             "Game of a micro-match (1 or 2; default 1), or a knockout match's tie-break game (the next number)."),
         QStringLiteral("N"), QStringLiteral("1")});
    p.addOption(
        {QStringLiteral("points"), QStringLiteral("The variant's game points, white:black."), QStringLiteral("W:B")});
    p.addOption({{QStringLiteral("tiebreak"), QStringLiteral("balls")},
                 QStringLiteral("The variant's tie-break points, white:black."),
                 QStringLiteral("W:B")});
    p.addOption({QStringLiteral("pdn"), QStringLiteral("A PDN file with the game."), QStringLiteral("FILE")});
    p.addOption({QStringLiteral("match"),
                 QStringLiteral("A team event: BOARD is the board of this match (1 = its first board). "
                                "BOARD 'all' with +-, -+ or -- forfeits the whole match, read from the "
                                "first-named team's side (+-: it wins every board by forfeit)."),
                 QStringLiteral("M")});
    int code = Ok;
    if (!parse(p, args, code)) return code;
    const QStringList pos = p.positionalArguments();
    if (pos.size() != 2) {
        err(QStringLiteral("damka: give BOARD and RESULT, e.g. 'damka result set 3 1-0 --db event.db'"));
        return BadInput;
    }
    ResultEntry entry;
    const bool whole_match = pos[0] == QStringLiteral("all");
    if (whole_match && !p.isSet(QStringLiteral("match"))) {
        err(QStringLiteral("damka: BOARD: 'all' needs --match"));
        return BadInput;
    }
    if (!whole_match) {
        const auto board = parse_count(QStringLiteral("BOARD"), pos[0]);
        if (!board) return BadInput;
        entry.board = *board;
    }
    std::optional<int> match;
    if (p.isSet(QStringLiteral("match"))) {
        match = parse_count(QStringLiteral("--match"), p.value(QStringLiteral("match")));
        if (!match) return BadInput;
    }
    const auto game = parse_count(QStringLiteral("--game"), p.value(QStringLiteral("game")));
    // Game 1 or 2 of a micro-match; a knockout's tie-break games continue the numbering.
    if (!game) return BadInput;
    entry.game_no = *game;
    if (p.isSet(QStringLiteral("points"))) {
        const auto pts = parse_pair(p.value(QStringLiteral("points")));
        if (!pts) {
            err(QStringLiteral("damka: --points: '%1' is not W:B (whole numbers 0..1000)")
                    .arg(p.value(QStringLiteral("points"))));
            return BadInput;
        }
        entry.white_points = pts->first;
        entry.black_points = pts->second;
    }
    if (p.isSet(QStringLiteral("tiebreak"))) {
        const auto tb = parse_pair(p.value(QStringLiteral("tiebreak")));
        if (!tb) {
            err(QStringLiteral("damka: --tiebreak: '%1' is not W:B (whole numbers 0..1000)")
                    .arg(p.value(QStringLiteral("tiebreak"))));
            return BadInput;
        }
        entry.white_tiebreak = tb->first;
        entry.black_tiebreak = tb->second;
    }
    auto ev = open_event(p, code, storage::Access::Write);
    if (!ev) return code;
    // Read with the event's scoring: "2-0" is a win in a 2-1-0 event (result_notation.hpp).
    Message wrong;
    const auto result = read_result(pos[1].toStdString(), ev->data().info.scoring, wrong);
    if (!result) {
        err(QStringLiteral("damka: RESULT: ") + qs(wrong.english()));
        return BadInput;
    }
    entry.result = *result;
    entry.confirm_later_rounds = p.isSet(QStringLiteral("confirm"));
    if (p.isSet(QStringLiteral("round"))) {
        const auto r = parse_count(QStringLiteral("--round"), p.value(QStringLiteral("round")));
        if (!r) return BadInput;
        entry.round = *r;
    }
    if (match) {
        // BOARD of the match as the round's board; 'all' (board 0) asks only for a team event.
        const auto board = round_board(ev->data().info, *match, entry.board);
        if (const auto *why = std::get_if<MatchBoardError>(&board)) {
            const QString field =
                why->field == MatchBoardError::Match ? QStringLiteral("--match") : QStringLiteral("BOARD");
            err(QStringLiteral("damka: %1: ").arg(field) + qs(why->message.english()));
            return BadInput;
        }
        if (whole_match)
            return report(ev->forfeit_match(entry.round, *match, entry.result, entry.confirm_later_rounds));
        entry.board = std::get<int>(board);
    }
    PluginRegistry registry;
    std::optional<Variant> variant;
    if (p.isSet(QStringLiteral("pdn"))) {
        const auto pdn = read_file(p.value(QStringLiteral("pdn")), code, QStringLiteral("--pdn"));
        if (!pdn) return code;
        entry.pdn = pdn->toStdString();
    }
    // A game record is replayed, entered points are checked: both by the variant's plugin.
    if (p.isSet(QStringLiteral("pdn")) || entry.white_points || entry.white_tiebreak) {
        load_plugins(p, registry, true);
        Expected<Variant> played = event_variant(registry, ev->data().info);
        if (!played) {
            err(QStringLiteral("damka: ") + qs(played.error()));
            return Failure;
        }
        variant = *played;
    }
    return report(ev->set_result(entry, variant ? &*variant : nullptr));
}

int run_result(const QStringList &args) {
    return dispatch(
        QStringLiteral("result"),
        {{QStringLiteral("set"), QStringLiteral("Enter or correct a result"), run_set},
         {QStringLiteral("enter"),
          QStringLiteral("Enter a round's results from a file, standard input or board by board"), run_result_enter}},
        args);
}

} // namespace

int result_command(const QStringList &args) { return storage_guarded(run_result)(args); }
} // namespace damka::cli
