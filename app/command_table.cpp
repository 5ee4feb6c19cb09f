// Every command of `damka`, in one table: its name, the line `damka --help` shows, and the
// function that runs it (app/cli/commands.hpp says which file defines each).
#include "command_table.hpp"

#include "app/cli/commands.hpp"

namespace damka::app {

using namespace damka::cli;

const std::vector<RulesAction> &rules_action_table() {
    static const std::vector<RulesAction> table{
        {QStringLiteral("moves"), QStringLiteral("legal moves in canonical notation"), rules_moves},
        {QStringLiteral("play"), QStringLiteral("play moves, print position and result"), rules_play},
        {QStringLiteral("perft"), QStringLiteral("count move paths to a depth"), rules_perft},
        {QStringLiteral("board"), QStringLiteral("board description (JSON) for diagrams"), rules_board},
        {QStringLiteral("diagram"), QStringLiteral("the position drawn as SVG"), rules_diagram},
        {QStringLiteral("solve"), QStringLiteral("search for a forced win of the side to move"), rules_solve},
    };
    return table;
}

const std::vector<Command> &command_table() {
    static const std::vector<Command> table{
        // Game rules, through the variant plugins.
        {QStringLiteral("variants"), QStringLiteral("List the loaded game variants"), variants_command},
        {QStringLiteral("rules"), QStringLiteral("Ask a variant: legal moves, play, perft, board, diagram, solve"),
         [](const QStringList &args) { return rules_command(args, rules_action_table()); }},
        {QStringLiteral("pdn"), QStringLiteral("Portable Draughts Notation files: check"), pdn_command},
        // Pairing engines on TRF files, without an event database.
        {QStringLiteral("pairing"),
         QStringLiteral("Pair a round (FIDE Dutch), check or generate tournaments, Berger tables"), pairing_command},
        // An event, in its database.
        {QStringLiteral("event"), QStringLiteral("Create an event, show or edit it, read its audit log"),
         event_command},
        {QStringLiteral("player"),
         QStringLiteral("Add, import, edit, withdraw, re-enter and list players; rating lists; "
                        "forbidden pairings"),
         player_command},
        {QStringLiteral("team"),
         QStringLiteral("Team events: add, edit and list teams; captains' line-ups; match results"), team_command},
        {QStringLiteral("bye"), QStringLiteral("Request or cancel byes and absences"), bye_command},
        {QStringLiteral("round"), QStringLiteral("Pair, publish, undo or explain a round; draw lots for numbers"),
         round_command},
        {QStringLiteral("result"), QStringLiteral("Enter or correct results"), result_command},
        {QStringLiteral("standings"), QStringLiteral("Standings with tie-breaks"), standings_command},
        {QStringLiteral("crosstable"), QStringLiteral("The crosstable"), crosstable_command},
        {QStringLiteral("pairings"), QStringLiteral("A round's pairing list"), pairings_command},
        {QStringLiteral("card"), QStringLiteral("A player's card"), card_command},
        {QStringLiteral("print"), QStringLiteral("Result slips, check-in list, wall chart for the playing hall"),
         print_command},
        {QStringLiteral("ratings"), QStringLiteral("Rating changes after the event"), ratings_command},
        {QStringLiteral("prizes"),
         QStringLiteral("The prize list: add, remove, settings; the prizes allocated for the ceremony"),
         prizes_command},
        {QStringLiteral("trf"), QStringLiteral("Export or import the event as FIDE TRF"), trf_command},
        {QStringLiteral("demo"), QStringLiteral("Run a complete demo Swiss of a variant"), demo_command},
        // At the board.
        {QStringLiteral("arbiter"), QStringLiteral("Game event logs, claims and decisions, clocks"), arbiter_command},
        // On the web.
        {QStringLiteral("serve"),
         QStringLiteral("Serve the event: live public pages, JSON API, result entry with a token"), serve_command},
        {QStringLiteral("token"), QStringLiteral("Make, list and revoke the write tokens of damka serve"),
         token_command},
        {QStringLiteral("festival"),
         QStringLiteral("A festival: several tournaments of one folder or database, served together; a "
                        "player moved between them, their players from one CSV"),
         festival_command},
    };
    return table;
}

} // namespace damka::app
