#include "reports.hpp"
#include "result_words.hpp"

#include "tournament/model/knockout_match.hpp"
#include "name_order.hpp"

namespace damka::reports {

using namespace damka::tournament;

namespace {

std::string name_of(const EventData &e, int id) {
    const Player *p = e.player(id);
    return p ? p->name : "#" + std::to_string(id);
}

// "%1 - round %2 pairings" and the like, with " (DRAFT)" for a round not published.
std::string title_for(const EventData &e, int round, const Tr &tr, const Text &what) {
    const Round *r = find_round(e, round);
    return Text(what).arg(e.info.name).arg(round).str() +
        (r && r->state == RoundState::Draft ? tr.translate("Reports", " (DRAFT)").str() : "");
}

// Score before `round`, for the pairing list.
double score_before(const EventData &e, int player, int round) {
    for (const PlayerRecord &r : build_records(e, round - 1))
        if (r.player == player) return r.score;
    return 0;
}

} // namespace

Table pairings_by_board(const EventData &e, int round, Language lang, const GameLink &link) {
    const Tr tr(lang);
    Table t;
    t.title = title_for(e, round, tr, tr.translate("Reports", "%1 - round %2 pairings"));
    t.subtitle = event_lines(e, lang);
    t.header = {tr.translate("Reports", "Bo"),  tr.translate("Reports", "SNo"),    tr.translate("Reports", "White"),
                tr.translate("Reports", "Pts"), tr.translate("Reports", "Result"), tr.translate("Reports", "Pts"),
                tr.translate("Reports", "SNo"), tr.translate("Reports", "Black")};
    t.numeric = {true, true, false, true, false, true, true, false};
    const Round *r = find_round(e, round);
    if (!r) return t;
    const std::vector<PlayerRecord> before = build_records(e, round - 1);
    auto pts = [&](int id) {
        for (const PlayerRecord &x : before)
            if (x.player == id) return points_cell(x.score).empty() ? std::string("0") : points_cell(x.score);
        return std::string("0");
    };
    const bool micro = e.info.games_per_pairing > 1;
    for (const RoundGame &g : r->games) {
        std::string res = result_words(g.result, lang);
        if (g.white_points && g.black_points)
            res += " (" + std::to_string(*g.white_points) + ":" + std::to_string(*g.black_points) + ")";
        if (micro && g.game_no == 1 && !g.opening.empty())
            t.notes.push_back(tr.translate("Reports", "Board %1 opening: %2").arg(g.board).arg(g.opening));
        if (g.game_no == 1 && is_third_place_match(e, *r, g.board))
            t.notes.push_back(tr.translate("Reports", "Board %1: the match for third place").arg(g.board));
        t.rows.push_back({std::to_string(g.board) + (micro ? "." + std::to_string(g.game_no) : ""),
                          std::to_string(g.white), name_of(e, g.white), pts(g.white), res, pts(g.black),
                          std::to_string(g.black), name_of(e, g.black)});
        if (link)
            if (std::string to = link(round, g.board, g.game_no); !to.empty())
                t.links[{t.rows.size() - 1, 4}] = {std::move(to)}; // the result
    }
    std::vector<ByeKind> kinds;
    for (const Bye &b : r->byes) {
        t.rows.push_back(
            {"", std::to_string(b.player), name_of(e, b.player), pts(b.player), bye_words(b.kind, lang), "", "", ""});
        kinds.push_back(b.kind);
    }
    for (std::string &l : bye_legend(kinds, lang)) t.notes.push_back(std::move(l));
    return t;
}

Table pairings_alphabetical(const EventData &e, int round, Language lang) {
    const Tr tr(lang);
    Table t;
    t.title = title_for(e, round, tr, tr.translate("Reports", "%1 - round %2 pairings by name"));
    t.subtitle = event_lines(e, lang);
    t.header = {tr.translate("Reports", "Name"),   tr.translate("Reports", "SNo"),
                tr.translate("Reports", "Pts"),    tr.translate("Reports", "Bo"),
                tr.translate("Reports", "Colour"), tr.translate("Reports", "Opponent")};
    t.numeric = {false, true, true, true, false, false};
    const Round *r = find_round(e, round);
    if (!r) return t;
    std::vector<std::vector<std::string>> rows;
    auto pts = [&](int id) {
        const std::string s = points_cell(score_before(e, id, round));
        return s.empty() ? std::string("0") : s;
    };
    for (const RoundGame &g : r->games) {
        if (g.game_no > 1) continue; // a micro-match is listed once, by its first game's colours
        rows.push_back({name_of(e, g.white), std::to_string(g.white), pts(g.white), std::to_string(g.board),
                        tr.translate("Reports", "white"), name_of(e, g.black) + " (" + std::to_string(g.black) + ")"});
        rows.push_back({name_of(e, g.black), std::to_string(g.black), pts(g.black), std::to_string(g.board),
                        tr.translate("Reports", "black"), name_of(e, g.white) + " (" + std::to_string(g.white) + ")"});
    }
    std::vector<ByeKind> kinds;
    for (const Bye &b : r->byes) {
        rows.push_back(
            {name_of(e, b.player), std::to_string(b.player), pts(b.player), "", "", bye_words(b.kind, lang)});
        kinds.push_back(b.kind);
    }
    sort_by_name(rows, 0);
    t.rows = std::move(rows);
    t.notes = bye_legend(kinds, lang);
    return t;
}

} // namespace damka::reports
