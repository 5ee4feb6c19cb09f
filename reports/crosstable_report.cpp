#include "reports.hpp"
#include "result_words.hpp"

#include "player_columns.hpp"

#include "tournament/model/knockout_match.hpp"

#include <algorithm>

namespace damka::reports {

using namespace damka::tournament;

std::string round_cell(const RoundEntry &e, int opponent_label, bool score_pair, Language lang) {
    // Variant points (Adiukh 17, 7) do not say alone who won: both sides' points are shown.
    const std::string pts =
        score_pair && e.played() ? points_cell(e.points) + ":" + points_cell(e.opponent_points) : points_cell(e.points);
    const std::string opp = std::to_string(opponent_label);
    // The colour's letter in the reader's language (w/b; «б»/«ч» in Russian).
    const Tr tr(lang);
    const std::string col = e.colour == 'w' ? tr.translate("Reports", "w", "White's colour in a crosstable cell").str()
        : e.colour == 'b'                   ? tr.translate("Reports", "b", "Black's colour in a crosstable cell").str()
                                            : std::string(1, e.colour ? e.colour : '-');
    switch (e.kind) {
    case EntryKind::Win:
    case EntryKind::Draw:
    case EntryKind::Loss: return opp + col + (pts.empty() ? "0" : pts);
    case EntryKind::ForfeitWin: return opp + col + "+";
    case EntryKind::ForfeitLoss: return opp + col + "-";
    case EntryKind::Pending: return opp + col;
    case EntryKind::PAB: return bye_cell(ByeKind::PAB, lang) + pts;
    case EntryKind::HPB: return bye_cell(ByeKind::HPB, lang) + pts;
    case EntryKind::FPB: return bye_cell(ByeKind::FPB, lang) + pts;
    case EntryKind::ZPB: return bye_cell(ByeKind::ZPB, lang) + (pts.empty() ? std::string("0") : pts);
    case EntryKind::Absent: return "-";
    }
    return "-";
}

namespace {

// A knockout match has no one colour (its games alternate): "4 (1½)" is the opponent's start
// number and the points of the match, "4 (+)" a match won by forfeit.
std::string match_cell(const RoundEntry &e) {
    if (!e.paired()) return round_cell(e, 0);
    const std::string pts = e.kind == EntryKind::ForfeitWin ? "+"
        : e.kind == EntryKind::ForfeitLoss                  ? "-"
        : e.kind == EntryKind::Pending                      ? ""
                                                            : points_cell(e.points);
    return std::to_string(e.opponent) + " (" + (pts.empty() && e.kind != EntryKind::Pending ? "0" : pts) + ")";
}

void append_totals(std::vector<std::string> &row, const StandingRow &r, const Standings &st) {
    row.push_back(points_cell(r.score));
    for (size_t i = 0; i < st.codes.size(); ++i) row.push_back(tiebreak_cell(st.codes[i], r.tiebreaks[i]));
}

// "Rk | SNo | Name | Title | Rtg | FED | Club" in the table's language, and which are numbers.
void lead_columns(Table &t, const Tr &tr) {
    t.header = {tr.translate("Reports", "Rk"), tr.translate("Reports", "SNo")};
    t.numeric = {true, true};
    const std::vector<std::string> heads = player_column_heads(tr.language());
    t.header.insert(t.header.end(), heads.begin(), heads.end());
    t.numeric.insert(t.numeric.end(), player_column_numeric().begin(), player_column_numeric().end());
    // On a phone the start number stays: the round cells name opponents by it.
    t.secondary = {false, false};
    t.secondary.insert(t.secondary.end(), player_column_secondary().begin(), player_column_secondary().end());
}

// FIDE-style square table for round robins: row player's points against each column player.
// Columns are headed by the start number of the row they stand for: a shared rank cannot
// name a column (two rows ranked 5).
Table round_robin_table(const EventData &e, const Standings &st, const Tr &tr, const GameLink &link) {
    Table t;
    lead_columns(t, tr);
    for (const StandingRow &r : st.rows) t.header.push_back(std::to_string(r.player));
    t.numeric.resize(t.header.size(), true);
    t.secondary.resize(t.header.size(), true); // a phone folds the games under the row
    for (const StandingRow &r : st.rows) {
        std::vector<std::string> row = {std::to_string(r.rank), std::to_string(r.player)};
        for (auto &c : player_column_cells(e, r.player, tr.language())) row.push_back(c);
        const PlayerRecord *rec = st.record(r.player);
        for (const StandingRow &col : st.rows) {
            if (col.player == r.player) {
                row.push_back("*");
                continue;
            }
            std::string cell;
            std::vector<std::string> to; // each game's page, part by part of the cell
            for (size_t k = 0; k < rec->rounds.size(); ++k) {
                const RoundEntry &en = rec->rounds[k];
                if (en.opponent != col.player) continue;
                std::string one = en.kind == EntryKind::ForfeitWin ? "+"
                    : en.kind == EntryKind::ForfeitLoss            ? "-"
                    : en.kind == EntryKind::Pending                ? ""
                                                                   : points_cell(en.points);
                if (one.empty() && en.played()) one = "0";
                const bool part = !(cell.empty() && one.empty()); // a blank-separated part written
                cell += (cell.empty() ? "" : " ") + one;
                if (part) to.push_back(link && en.played() && en.board > 0 ? link(int(k) + 1, en.board, 1) : "");
            }
            if (std::any_of(to.begin(), to.end(), [](const std::string &a) { return !a.empty(); }))
                t.links[{t.rows.size(), row.size()}] = std::move(to);
            row.push_back(cell);
        }
        append_totals(row, r, st);
        t.rows.push_back(std::move(row));
    }
    return t;
}

// chess-results layout for Swiss events: a cell per round, opponents named by their start
// number, shown in the SNo column. Ranks are shared by tied players, so a rank or a row
// position printed as "Rk" could point at two rows.
Table swiss_table(const EventData &e, const Standings &st, const Tr &tr, const GameLink &link) {
    const bool knockout = e.info.system == System::Knockout;
    Table t;
    lead_columns(t, tr);
    for (int k = 1; k <= st.after_round; ++k) t.header.push_back(tr.translate("Reports", "%1.Rd").arg(k));
    t.numeric.resize(t.header.size(), false);
    t.secondary.resize(t.header.size(), true); // a phone folds the rounds under the row
    for (const StandingRow &r : st.rows) {
        std::vector<std::string> row = {std::to_string(r.rank), std::to_string(r.player)};
        for (auto &c : player_column_cells(e, r.player, tr.language())) row.push_back(c);
        const std::vector<RoundEntry> &rounds = st.record(r.player)->rounds;
        for (size_t k = 0; k < rounds.size(); ++k) {
            const RoundEntry &en = rounds[k];
            // A game played over the board links to its page (a forfeit or a bye has none).
            if (link && en.played() && en.board > 0)
                if (std::string to = link(int(k) + 1, en.board, 1); !to.empty())
                    t.links[{t.rows.size(), row.size()}] = {std::move(to)};
            row.push_back(knockout ? match_cell(en)
                                   : round_cell(en, en.opponent, e.info.scoring.variant_points, tr.language()));
        }
        append_totals(row, r, st);
        t.rows.push_back(std::move(row));
    }
    return t;
}

} // namespace

Table crosstable(const EventData &e, const Standings &st, Language lang, const GameLink &link) {
    const Tr tr(lang);
    const bool rr = e.info.system == System::RoundRobin || e.info.system == System::DoubleRoundRobin;
    Table t = rr ? round_robin_table(e, st, tr, link) : swiss_table(e, st, tr, link);
    t.title = tr.translate("Reports", "%1 - crosstable after round %2").arg(e.info.name).arg(st.after_round);
    t.subtitle = event_lines(e, lang);
    for (const std::string &l : progress_lines(e, st, lang)) t.subtitle.push_back(l);
    t.header.push_back(tr.translate("Reports", "Pts"));
    t.numeric.push_back(true);
    t.secondary.push_back(false); // the points
    for (size_t i = 0; i < st.codes.size(); ++i) {
        t.header.push_back(tiebreak_head(st.codes[i], lang)); // headed by code, as chess-results does
        t.numeric.push_back(true);
        t.secondary.push_back(i > 0); // a phone keeps the first tie-break
    }
    if (rr)
        t.notes.push_back(tr.translate("Reports",
                                       "Columns: start numbers (SNo). Cells: points scored against the "
                                       "column's player (+/- forfeit); * the player himself."));
    else if (e.info.system == System::Knockout)
        t.notes.push_back(tr.data("Knockout", knockout_ranking_note(e.info)) +
                          tr.translate("Reports",
                                       " Cells: opponent's start number (SNo) and the points of the "
                                       "match; + / - forfeit; PAB a pass.")
                              .str());
    else if (e.info.scoring.variant_points)
        t.notes.push_back(tr.translate("Reports",
                                       "Cells: opponent's start number (SNo), colour (w/b), the variant's "
                                       "points own:opponent's; + / - forfeit; PAB/HPB/FPB/ZPB byes; - not "
                                       "paired."));
    else
        t.notes.push_back(tr.translate("Reports",
                                       "Cells: opponent's start number (SNo), colour (w/b), points; + / - "
                                       "forfeit; PAB/HPB/FPB/ZPB byes; - not paired."));
    for (const std::string &l : tiebreak_legend(e.info, st.codes, lang)) t.notes.push_back(l);
    for (const std::string &l : withdrawal_legend(e, lang)) t.notes.push_back(l);
    return t;
}

} // namespace damka::reports
