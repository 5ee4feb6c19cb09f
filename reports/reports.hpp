// The reports arbiters and clubs publish, built from the tournament model: standings,
// crosstables (Swiss: chess-results layout with round cells like "12w1"; round robin: the
// square table with '*' on the diagonal), pairing lists, player cards. Each ends with the
// legend of its tie-breaks. Each is in the language asked for (i18n.hpp; English by default).
#pragma once

#include "i18n.hpp"
#include "tournament/model/model.hpp"
#include "tournament/model/prize_category.hpp"
#include "tournament/model/standings.hpp"
#include "table.hpp"

#include <functional>
#include <optional>
#include <set>

namespace damka::reports {

using tournament::EventData;
using tournament::Standings;

// The address of the page of game `game_no` on `board` of `round`, or "" when it has none: the
// HTML table's cells of that game link there (the server's pages give one; the CLI none, so
// its output stays as it was).
using GameLink = std::function<std::string(int round, int board, int game_no)>;

// "Rk | SNo | Name | Title | Rtg | FED | Club | Pts | BH-C1 ..." (tie-break columns headed by
// code). With a prize category: its players only, "Rk" their rank among themselves (tied
// players of the standings share it), "All" the rank in the whole standings; the legend says
// what the category means and names the players left out for want of a sex or birth year.
Table standings_table(const EventData &event, const Standings &st, Language lang = Language::English,
                      const tournament::PrizeCategory *category = nullptr);
// Swiss: "Rk | SNo | Name | Title | Rtg | FED | Club | 1.Rd ... | Pts | BH..." (cells name opponents by SNo);
// round robin: "Rk | SNo | Name | ... | 1 3 2 ... | Pts | SB..." (columns headed by SNo).
// With `link`, a played game's cell links to its page (a micro-match's to its first game).
Table crosstable(const EventData &event, const Standings &st, Language lang = Language::English,
                 const GameLink &link = {});
// One round's boards in board order, or alphabetically by player (each player once, with
// board and colour). With `link`, a board's result links to its game's page.
Table pairings_by_board(const EventData &event, int round, Language lang = Language::English,
                        const GameLink &link = {});
Table pairings_alphabetical(const EventData &event, int round, Language lang = Language::English);
// Who checked in for a round (tournament/checkins.hpp reads them), for the lists that show it.
struct CheckIns {
    int round = 0;
    std::set<int> players; // start numbers
};
// The players in start-number order: SNo, name, title, rating, federation, club, and a note
// for a late entry or a withdrawal; with `checkins`, a column "Checked in Rd N" marked ✓.
Table start_list(const EventData &event, const std::optional<CheckIns> &checkins = std::nullopt,
                 Language lang = Language::English);
// That column's head, "Checked in Rd 3".
std::string checked_in_head(int round, Language lang = Language::English);
// One player's rounds: opponent, colour, result, running score; then totals and tie-breaks.
Table player_card(const EventData &event, const Standings &st, int player, Language lang = Language::English);

// Team events (team_report.cpp): the team standings with their legend; the crosstable of
// the teams (cells: game points); each board's players, ranked from `min_games` games.
Table team_standings_table(const EventData &event, int after_round, Language lang = Language::English);
Table team_crosstable(const EventData &event, int after_round, Language lang = Language::English);
std::vector<Table> board_standings_tables(const EventData &event, int after_round, int min_games,
                                          Language lang = Language::English);

// The standings of any event, as the CLI and the web show them: a team event's team standings
// and board standings (ranked from `min_games` games; -1: half the rounds, rounded up), else
// the players' standings.
std::vector<Table> event_standings(const EventData &event, const Standings &st, int min_games = -1,
                                   Language lang = Language::English);
// The crosstable of any event: the teams' in a team event, else the players'.
// `link` as for crosstable (a team crosstable's cells are matches: never linked).
Table event_crosstable(const EventData &event, const Standings &st, Language lang = Language::English,
                       const GameLink &link = {});

// The lines under every table: the FIDE C.07 edition followed, the change of the list after
// round 1 (if any: tiebreaks_changed_text), then each tie-break code with its name and rule.
std::vector<std::string> tiebreak_legend(const tournament::TournamentInfo &info, const std::vector<std::string> &codes,
                                         Language lang = Language::English);
// "The list below applies as changed on 2026-11-27, after round 3 was paired; before it was:
// BH, SB" — or "" when the list was never changed after round 1.
std::string tiebreaks_changed_text(const tournament::TournamentInfo &info, Language lang = Language::English);
// A tie-break's column head: its code ("BH-C1"), in Russian the short form arbiters use («Бх-1»).
std::string tiebreak_head(const std::string &code, Language lang = Language::English);
// A line under a standings title when a later round is paired: not finished (how many boards
// wait for a result), a draft, or complete but not asked for (--after); empty otherwise.
std::vector<std::string> progress_lines(const EventData &event, const Standings &st, Language lang = Language::English);
// Event lines under a title: place, dates, arbiter, variant, system, scoring.
std::vector<std::string> event_lines(const EventData &event, Language lang = Language::English);
// The event's tie-breaks in order, named in `lang` with the column's head as a detail, for a
// page's event header: "Tie-breaks in order: Buchholz Cut-1 (BH-C1), Buchholz (BH)"; "" when none.
std::string tiebreak_names_line(const EventData &event, Language lang);
// A result cell (opponent by start number): "12w1", "7b½", "3w+", "PAB1", "HPB½", "-" (chess-results style).
// With `score_pair` (variant points) a played game shows both sides' points: "12w17:7".
std::string round_cell(const tournament::RoundEntry &e, int opponent_label, bool score_pair = false,
                       Language lang = Language::English);
// A tie-break value: ratings as whole numbers, points as "12.5".
std::string tiebreak_cell(const std::string &code, double value);
// A points value for a table: "3½", "12", "0".
std::string points_cell(double p);

} // namespace damka::reports
