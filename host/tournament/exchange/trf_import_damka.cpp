// Reading back a file Damka wrote: the event from its "### damka" lines (the settings, players,
// games and byes, the team lines), then every 001 cell and points field checked against them.
#include "trf_import_damka.hpp"
#include "trf_import_common.hpp"

#include "tournament/model/system_rules.hpp"
#include "tournament/model/team.hpp"
#include "tournament/model/tiebreaks.hpp"
#include "trf_team_section.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <set>
#include <tuple>

namespace damka::tournament::trf_import {
namespace {

namespace trf = damka::pairing::trf;

// A whole number from `text`, at least `min` (and at most 1000000), or refused naming the line.
int whole(const trfx::Line &l, const std::string &text, const std::string &what, int min) {
    size_t used = 0;
    int v = 0;
    try {
        v = std::stoi(text, &used);
    } catch (...) {
        used = 0;
    }
    if (text.empty() || used != text.size())
        refuse(DAMKA_TR("Event", "%1: %2 '%3' is not a whole number").arg(l.where()).arg(what).arg(text));
    if (v < min) refuse(DAMKA_TR("Event", "%1: %2 must be at least %3").arg(l.where()).arg(what).arg(min));
    // Far above any count, rating or score in an event; low enough that sums cannot overflow.
    if (v > 1'000'000) refuse(DAMKA_TR("Event", "%1: %2 must be at most 1000000").arg(l.where()).arg(what));
    return v;
}

// A number of points 0..100 from `text`, or refused naming the line.
double decimal(const trfx::Line &l, const std::string &text, const std::string &what) {
    size_t used = 0;
    double v = 0;
    try {
        v = std::stod(text, &used);
    } catch (...) {
        used = 0;
    }
    if (text.empty() || used != text.size() || !std::isfinite(v))
        refuse(DAMKA_TR("Event", "%1: %2 '%3' is not a number").arg(l.where()).arg(what).arg(text));
    // Bye points, as `event create` bounds them.
    if (v < 0 || v > 100) refuse(DAMKA_TR("Event", "%1: %2 '%3' is outside 0..100").arg(l.where()).arg(what).arg(text));
    return v;
}

// "W:B", two whole numbers (a game's points or tie-break), or refused naming the line.
std::pair<int, int> pair_of(const trfx::Line &l, const std::string &text, const std::string &what) {
    const size_t colon = text.find(':');
    if (colon == std::string::npos)
        refuse(DAMKA_TR("Event", "%1: %2 '%3' is not W:B").arg(l.where()).arg(what).arg(text));
    return {whole(l, text.substr(0, colon), what, -1000000), whole(l, text.substr(colon + 1), what, -1000000)};
}

// The line has `n` arguments (`form` shows them) and only the `allowed` options.
void expect_args(const trfx::Line &l, size_t n, const char *form, const std::set<std::string> &allowed) {
    if (l.args.size() != n)
        refuse(DAMKA_TR("Event", "%1: expected '### damka %2 %3'").arg(l.where()).arg(l.kind).arg(form));
    for (const auto &[k, v] : l.options)
        if (!allowed.count(k)) refuse(DAMKA_TR("Event", "%1: unknown option '%2'").arg(l.where()).arg(k));
}

// The value of the option `key`, which the line must have.
const std::string &option(const trfx::Line &l, const std::string &key) {
    const auto it = l.options.find(key);
    if (it == l.options.end()) refuse(DAMKA_TR("Event", "%1: %2= is missing").arg(l.where()).arg(key));
    return it->second;
}

// The `### damka event` line: the settings TRF has no field for; the options given may only
// repeat the file's variant and system (and replace its tie-breaks).
TournamentInfo event_line(const trfx::Line &l, const TrfImportOptions &o) {
    expect_args(l, 0, "KEY=VALUE...",
                {"system", "rounds", "games", "scoring", "pab", "hpb", "fpb", "zpb", "max-hpb", "hpb-closed", "variant",
                 "tiebreaks", "acceleration", "tiebreak-edition", "third-place", "language"});
    TournamentInfo i;
    const auto system = parse_system(option(l, "system"));
    if (!system) refuse(DAMKA_TR("Event", "%1: system '%2' is unknown").arg(l.where()).arg(option(l, "system")));
    i.system = *system;
    i.rounds = whole(l, option(l, "rounds"), "rounds", 0);
    i.games_per_pairing = whole(l, option(l, "games"), "games", 1);
    const auto scoring = parse_scoring(option(l, "scoring"));
    if (!scoring) refuse(DAMKA_TR("Event", "%1: scoring '%2' is unknown").arg(l.where()).arg(option(l, "scoring")));
    i.scoring = *scoring;
    i.byes = {decimal(l, option(l, "pab"), "pab"),          decimal(l, option(l, "hpb"), "hpb"),
              decimal(l, option(l, "fpb"), "fpb"),          decimal(l, option(l, "zpb"), "zpb"),
              whole(l, option(l, "max-hpb"), "max-hpb", 0), whole(l, option(l, "hpb-closed"), "hpb-closed", 0)};
    i.variant = option(l, "variant");
    if (const auto acc = l.options.find("acceleration"); acc != l.options.end()) { // written since schema 3
        if (acc->second != "baku" && acc->second != "none")
            refuse(DAMKA_TR("Event", "%1: acceleration '%2' is unknown").arg(l.where()).arg(acc->second));
        i.baku_acceleration = acc->second == "baku";
    }
    if (const auto tp = l.options.find("third-place"); tp != l.options.end()) { // written since schema 5
        if (tp->second != "yes" && tp->second != "no")
            refuse(DAMKA_TR("Event", "%1: third-place '%2' is not yes or no").arg(l.where()).arg(tp->second));
        i.third_place_match = tp->second == "yes";
    }
    if (const auto ed = l.options.find("tiebreak-edition"); ed != l.options.end()) { // written since schema 4
        if (ed->second != "by-date" && ed->second != "2024" && ed->second != "2026")
            refuse(DAMKA_TR("Event", "%1: tiebreak-edition '%2' is not by-date, 2024 or 2026")
                       .arg(l.where())
                       .arg(ed->second));
        i.tiebreak_edition = ed->second == "by-date" ? "" : ed->second;
    }
    if (const auto lang = l.options.find("language"); lang != l.options.end()) { // written since schema 8
        if (!is_language_code(lang->second))
            refuse(DAMKA_TR("Event", "%1: language '%2' is not a language code (en, ru)")
                       .arg(l.where())
                       .arg(lang->second));
        i.language = lang->second;
    }
    std::string why;
    const auto tbs = parse_tiebreak_list(option(l, "tiebreaks"), why);
    if (!option(l, "tiebreaks").empty() && !tbs) refuse(DAMKA_TR("Event", "%1: tiebreaks: %2").arg(l.where()).arg(why));
    if (tbs) i.tiebreaks = *tbs;
    if (o.variant && *o.variant != i.variant)
        refuse(DAMKA_TR("Event", "the file is an event of variant '%1', not '%2'").arg(i.variant).arg(*o.variant));
    if (o.system && *o.system != i.system)
        refuse(DAMKA_TR("Event", "the file is a %1 event, not %2").arg(to_string(i.system)).arg(to_string(*o.system)));
    if (o.tiebreaks) i.tiebreaks = *o.tiebreaks;
    return i;
}

// The lines of a team event (trf_team_section.hpp): its board count and match points, its
// teams, each paired round's matches and free team, and the captains' line-ups.
bool team_line(const trfx::Line &l, EventData &e,
               const std::function<int(const trfx::Line &, const std::string &)> &player) {
    auto team_number = [&](const std::string &text) {
        const int id = whole(l, text, "team", 1);
        if (!e.team(id))
            refuse(DAMKA_TR("Event", "%1: team %2 has no '### damka team' line before it").arg(l.where()).arg(text));
        return id;
    };
    auto team_round = [&](int round) -> TeamRound & {
        for (TeamRound &r : e.team_rounds)
            if (r.number == round) return r;
        e.team_rounds.push_back({round, {}, 0});
        return e.team_rounds.back();
    };
    if (l.kind == "teams") {
        expect_args(l, 0, "boards=N match-points=W-D-L", {"boards", "match-points"});
        e.info.team_boards = whole(l, option(l, "boards"), "boards", 1);
        const auto mp = parse_scoring(option(l, "match-points"));
        if (!mp)
            refuse(DAMKA_TR("Event", "%1: match-points '%2' is not 2-1-0 or 1-0.5-0")
                       .arg(l.where())
                       .arg(option(l, "match-points")));
        e.info.match_points = *mp;
    } else if (l.kind == "team") {
        expect_args(l, 1, "ID name=NAME players=P,P,... [federation= club= captain=]",
                    {"name", "federation", "club", "captain", "players"});
        Team t;
        t.id = whole(l, l.args[0], "team", 1);
        if (e.team(t.id)) refuse(DAMKA_TR("Event", "%1: team %2 is given twice").arg(l.where()).arg(l.args[0]));
        t.name = option(l, "name");
        if (l.options.count("federation")) t.federation = l.options.at("federation");
        if (l.options.count("club")) t.club = l.options.at("club");
        if (l.options.count("captain")) t.captain = player(l, l.options.at("captain"));
        const std::string &players = option(l, "players");
        for (size_t from = 0; from <= players.size();) {
            const size_t comma = std::min(players.find(',', from), players.size());
            t.board_order.push_back(player(l, players.substr(from, comma - from)));
            from = comma + 1;
        }
        e.teams.push_back(std::move(t));
    } else if (l.kind == "match") {
        expect_args(l, 4, "ROUND NUMBER WHITE-TEAM BLACK-TEAM", {});
        TeamRound &r = team_round(whole(l, l.args[0], "round", 1));
        const TeamMatch m{whole(l, l.args[1], "match", 1), team_number(l.args[2]), team_number(l.args[3])};
        if (int(r.matches.size()) + 1 != m.number)
            refuse(DAMKA_TR("Event",
                            "%1: match %2 of round %3 comes after match %4; matches are numbered 1, 2, ... in order")
                       .arg(l.where())
                       .arg(l.args[1])
                       .arg(l.args[0])
                       .arg(r.matches.size()));
        r.matches.push_back(m);
    } else if (l.kind == "free-team") {
        expect_args(l, 2, "ROUND TEAM", {});
        TeamRound &r = team_round(whole(l, l.args[0], "round", 1));
        if (r.free_team)
            refuse(DAMKA_TR("Event", "%1: round %2 has a free team already").arg(l.where()).arg(l.args[0]));
        r.free_team = team_number(l.args[1]);
    } else if (l.kind == "lineup") {
        if (l.args.size() < 3)
            refuse(DAMKA_TR("Event", "%1: expected '### damka lineup ROUND TEAM PLAYER...'").arg(l.where()));
        expect_args(l, l.args.size(), "ROUND TEAM PLAYER...", {});
        Lineup x{whole(l, l.args[0], "round", 1), team_number(l.args[1]), {}};
        for (size_t i = 2; i < l.args.size(); ++i) x.players.push_back(player(l, l.args[i]));
        e.lineups.push_back(std::move(x));
    } else {
        return false;
    }
    return true;
}

// A team event's teams, matches and line-ups, checked as `team` and `lineup` commands check them.
void check_team_lines(const EventData &e) {
    if (!rules_of(e.info.system).teams) {
        if (!e.teams.empty() || e.info.team_boards || !e.team_rounds.empty())
            refuse(DAMKA_TR("Event", "teams in a %1 event: only a team event has teams").arg(to_string(e.info.system)));
        return;
    }
    if (!e.info.team_boards)
        refuse(DAMKA_TR("Event", "a %1 event needs a '### damka teams' line").arg(to_string(e.info.system)));
    for (const Team &t : e.teams)
        if (const Message why = check_team(e, t); !why.empty())
            refuse(DAMKA_TR("Event", "team %1 (%2): %3").arg(t.id).arg(t.name).arg(why));
    for (const TeamRound &r : e.team_rounds) {
        const Round *round = find_round(e, r.number);
        if (!round) refuse(DAMKA_TR("Event", "matches of round %1, which has no games").arg(r.number));
        if (int(round->games.size()) !=
            int(r.matches.size()) * e.info.team_boards * std::max(1, e.info.games_per_pairing))
            refuse(DAMKA_TR("Event", "round %1 has %2 games for %3 matches of %4 boards")
                       .arg(r.number)
                       .arg(round->games.size())
                       .arg(r.matches.size())
                       .arg(e.info.team_boards));
    }
    for (const Round &r : e.rounds)
        if (!find_team_round(e, r.number)) refuse(DAMKA_TR("Event", "round %1 has games but no matches").arg(r.number));
    // A captain's line-up as `damka team lineup` checks it (the board order kept, team.hpp).
    for (const Lineup &l : e.lineups)
        if (const Message why = check_lineup(e, *e.team(l.team), l.players, l.round); !why.empty())
            refuse(DAMKA_TR("Event", "line-up of team %1 for round %2: %3").arg(l.team).arg(l.round).arg(why));
}

// The file's one `### damka event` line, then the header lines (012 name, 022 place, ...).
TournamentInfo event_info(const trf::Document &doc, const std::vector<trfx::Line> &lines, const TrfImportOptions &o) {
    const trfx::Line *ev = nullptr;
    for (const trfx::Line &l : lines)
        if (l.kind == "event") {
            if (ev)
                refuse(
                    DAMKA_TR("Event", "%1: a second event line (the first is line %2)").arg(l.where()).arg(ev->number));
            ev = &l;
        }
    TournamentInfo info = event_line(*ev, o);
    header_info(doc, info);
    return info;
}

// The player a line names by start number: one with a 001 record.
Player &named_player(EventData &e, const trfx::Line &l, const std::string &text) {
    const int id = whole(l, text, "player", 1);
    for (Player &p : e.players)
        if (p.id == id) return p;
    refuse(DAMKA_TR("Event", "%1: player %2 has no 001 record").arg(l.where()).arg(text));
}

// The round lines as read, before they are placed in the event's rounds.
struct RoundLines {
    std::vector<int> columns; // the columns line: the event round of each TRF round column
    const trfx::Line *columns_line = nullptr;
    std::vector<RoundGame> games;
    std::vector<Bye> byes;
};

// `### damka columns ROUND...`: the event round of each TRF round column, given once.
void columns_line(const trfx::Line &l, RoundLines &read) {
    if (read.columns_line) refuse(DAMKA_TR("Event", "%1: a second columns line").arg(l.where()));
    expect_args(l, l.args.size(), "ROUND...", {});
    read.columns_line = &l;
    for (const std::string &a : l.args) read.columns.push_back(whole(l, a, "round", 1));
}

// `### damka player ID KEY=VALUE...`: what the 001 record of the player cannot hold.
void player_line(const trfx::Line &l, EventData &e) {
    expect_args(l, 1, "ID KEY=VALUE...",
                {"name", "title", "federation", "fmjd-id", "rating", "birth-year", "club", "national-id", "first-round",
                 "withdrawn-after"});
    Player &p = named_player(e, l, l.args[0]);
    for (const auto &[k, v] : l.options) {
        if (k == "name")
            p.name = v;
        else if (k == "title")
            p.title = v;
        else if (k == "federation")
            p.federation = v;
        else if (k == "fmjd-id")
            p.fmjd_id = v;
        else if (k == "rating")
            p.rating = whole(l, v, k, -1000000);
        else if (k == "birth-year")
            p.birth_year = whole(l, v, k, -1000000);
        else if (k == "club")
            p.club = v;
        else if (k == "national-id")
            p.national_id = v;
        else if (k == "first-round")
            p.first_round = whole(l, v, k, 1);
        else if (k == "withdrawn-after")
            p.withdrawn_after = whole(l, v, k, 0);
    }
}

// `### damka game ROUND BOARD GAME WHITE BLACK RESULT`: a decided game, each board's game once.
void game_line(const trfx::Line &l, EventData &e, RoundLines &read) {
    expect_args(l, 6, "ROUND BOARD GAME WHITE BLACK RESULT", {"points", "tiebreak", "opening", "pdn"});
    RoundGame g;
    g.round = whole(l, l.args[0], "round", 1);
    g.board = whole(l, l.args[1], "board", 1);
    g.game_no = whole(l, l.args[2], "game", 1);
    g.white = named_player(e, l, l.args[3]).id;
    g.black = named_player(e, l, l.args[4]).id;
    if (g.white == g.black) refuse(DAMKA_TR("Event", "%1: a player cannot play himself").arg(l.where()));
    const auto result = parse_result(l.args[5]);
    if (!result || *result == BoardResult::Pending)
        refuse(DAMKA_TR("Event", "%1: result '%2' is not 1-0, 0-1, 1/2, +-, -+ or --").arg(l.where()).arg(l.args[5]));
    g.result = *result;
    if (l.options.count("points"))
        std::tie(g.white_points, g.black_points) = pair_of(l, l.options.at("points"), "points");
    if (l.options.count("tiebreak"))
        std::tie(g.white_tiebreak, g.black_tiebreak) = pair_of(l, l.options.at("tiebreak"), "tiebreak");
    if (l.options.count("opening")) g.opening = l.options.at("opening");
    if (l.options.count("pdn")) g.pdn = l.options.at("pdn");
    for (const RoundGame &x : read.games)
        if (x.round == g.round && x.board == g.board && x.game_no == g.game_no)
            refuse(DAMKA_TR("Event", "%1: round %2 board %3 game %4 is given twice")
                       .arg(l.where())
                       .arg(l.args[0])
                       .arg(l.args[1])
                       .arg(l.args[2]));
    read.games.push_back(std::move(g));
}

// `### damka bye ROUND PLAYER KIND`: a bye of a paired round.
void bye_line(const trfx::Line &l, EventData &e, RoundLines &read) {
    expect_args(l, 3, "ROUND PLAYER KIND", {});
    const auto kind = parse_bye(l.args[2]);
    if (!kind) refuse(DAMKA_TR("Event", "%1: bye kind '%2' is not PAB, HPB, FPB or ZPB").arg(l.where()).arg(l.args[2]));
    read.byes.push_back({whole(l, l.args[0], "round", 1), named_player(e, l, l.args[1]).id, *kind});
}

// Every `### damka` line in file order: openings, player fields and team lines go into the
// event, the columns, games and byes are kept for the rounds; an unknown kind is refused.
RoundLines read_lines(const std::vector<trfx::Line> &lines, EventData &e) {
    RoundLines read;
    auto player_id = [&](const trfx::Line &at, const std::string &text) { return named_player(e, at, text).id; };
    for (const trfx::Line &l : lines) {
        // `pairing-system` (a Lim file, trf::mark_lim) repeats what the event line's system says.
        if (l.kind == "event" || l.kind == "pairing-system") continue;
        if (l.kind == "opening") {
            expect_args(l, 1, "MOVES", {});
            e.info.openings.push_back(l.args[0]);
        } else if (l.kind == "columns") {
            columns_line(l, read);
        } else if (l.kind == "player") {
            player_line(l, e);
        } else if (l.kind == "game") {
            game_line(l, e, read);
        } else if (team_line(l, e, player_id)) {
            continue;
        } else if (l.kind == "bye") {
            bye_line(l, e, read);
        } else {
            refuse(DAMKA_TR("Event", "%1: unknown kind '%2'").arg(l.where()).arg(l.kind));
        }
    }
    return read;
}

// The columns line: rounds 1..n in order, each on consecutive columns.
void check_column_order(const RoundLines &read) {
    const std::vector<int> &columns = read.columns;
    for (size_t c = 0; c < columns.size(); ++c)
        if (columns[c] != (c ? columns[c - 1] : 1) && columns[c] != (c ? columns[c - 1] + 1 : 1))
            refuse(DAMKA_TR("Event", "%1: column %2 is round %3; columns must list rounds 1, 2, ... in order")
                       .arg(read.columns_line->where())
                       .arg(c + 1)
                       .arg(columns[c]));
}

// Rounds 1..played, published, each with its games (by board and game) and byes (by player).
void place_in_rounds(EventData &e, RoundLines &read, int played) {
    for (int r = 1; r <= played; ++r) e.rounds.push_back({r, RoundState::Published, {}, {}});
    for (RoundGame &g : read.games) {
        if (g.round > played)
            refuse(DAMKA_TR("Event", "game of round %1: the columns line has %2 rounds").arg(g.round).arg(played));
        e.rounds[size_t(g.round - 1)].games.push_back(std::move(g));
    }
    for (const Bye &b : read.byes) {
        if (b.round > played)
            refuse(DAMKA_TR("Event", "bye of round %1: the columns line has %2 rounds").arg(b.round).arg(played));
        e.rounds[size_t(b.round - 1)].byes.push_back(b);
    }
    for (Round &r : e.rounds) {
        std::sort(r.games.begin(), r.games.end(), [](const RoundGame &a, const RoundGame &b) {
            return std::tie(a.board, a.game_no) < std::tie(b.board, b.game_no);
        });
        std::sort(r.byes.begin(), r.byes.end(), [](const Bye &a, const Bye &b) { return a.player < b.player; });
    }
}

// The columns line must be the columns the games take (trf_columns: a round as many columns
// as its longest match has games).
TrfColumns check_columns(const EventData &e, const RoundLines &read, int played) {
    const TrfColumns cols = trf_columns(e, played);
    if (cols.total != int(read.columns.size()))
        refuse(DAMKA_TR("Event", "%1: %2 columns, but the games need %3")
                   .arg(read.columns_line ? read.columns_line->where() : DAMKA_TR("Event", "the columns line"))
                   .arg(read.columns.size())
                   .arg(cols.total));
    for (int c = 1; c <= cols.total; ++c)
        if (cols.round_of(c) != read.columns[size_t(c - 1)])
            refuse(DAMKA_TR("Event", "%1: column %2 is round %3, but the games put round %4 there")
                       .arg(read.columns_line->where())
                       .arg(c)
                       .arg(read.columns[size_t(c - 1)])
                       .arg(cols.round_of(c)));
    return cols;
}

// TRF-26 240: byes requested for the rounds after the last played one, each at the first
// column of its round.
void requested_byes(EventData &e, const trf::Document &doc, const TrfColumns &cols, int played) {
    const int gpp = std::max(1, e.info.games_per_pairing);
    for (const trf::Bye &b : doc.byes) {
        const int offset = b.round - cols.total - 1;
        if (offset < 0 || offset % gpp)
            refuse(DAMKA_TR("Event", "240 record for round column %1: not the first column of a round after round %2")
                       .arg(b.round)
                       .arg(played));
        const ByeKind kind = b.type == 'H' ? ByeKind::HPB : b.type == 'F' ? ByeKind::FPB : ByeKind::ZPB;
        for (int p : b.players) e.future_byes.push_back({played + offset / gpp + 1, p, kind});
    }
}

// A 001 cell as a message shows it: "12 w 1", "0000 - H".
std::string cell_text(const trf::Cell &c) {
    return (c.opponent ? std::to_string(c.opponent) : std::string("0000")) + " " + c.colour + " " + c.result;
}

// Every 001 cell, points field (and rank, when the tie-breaks are the file's) must be what
// the games and byes of the damka lines give.
void check_cells(const EventData &e, const trf::Document &doc, bool check_ranks) {
    const int played = int(e.rounds.size());
    auto expected = event_document(e, played);
    if (!expected) refuse(expected.error_message());
    // The TRF-26 team records must be what the teams, games and line-ups give.
    auto team_lines = [](const std::vector<std::string> &header) {
        std::vector<std::string> out;
        for (std::string h : header)
            if (is_team_record(h)) {
                while (!h.empty() && (h.back() == ' ' || h.back() == '\r')) h.pop_back();
                out.push_back(h);
            }
        return out;
    };
    const std::vector<std::string> want_teams = team_lines(expected->header), got_teams = team_lines(doc.header);
    for (size_t i = 0; i < std::max(want_teams.size(), got_teams.size()); ++i) {
        const Message want = i < want_teams.size() ? Message(want_teams[i]) : DAMKA_TR("Event", "(no line)");
        const Message got = i < got_teams.size() ? Message(got_teams[i]) : DAMKA_TR("Event", "(no line)");
        if (want != got)
            refuse(DAMKA_TR("Event", "team record %1 is '%2' but the teams, games and line-ups give '%3'")
                       .arg(i + 1)
                       .arg(got)
                       .arg(want));
    }
    const TrfColumns cols = trf_columns(e, played);
    for (const trf::PlayerRecord &want : expected->players) {
        const trf::PlayerRecord &got = *doc.player(want.start);
        for (size_t c = 0; c < std::max(want.rounds.size(), got.rounds.size()); ++c) {
            const trf::Cell have = c < got.rounds.size() ? got.rounds[c] : trf::Cell{};
            if (c >= want.rounds.size()) {
                if (have != trf::Cell{})
                    refuse(DAMKA_TR("Event", "player %1: round column %2 has '%3' after the last round")
                               .arg(want.start)
                               .arg(c + 1)
                               .arg(cell_text(have)));
                continue;
            }
            if (have != want.rounds[c]) {
                const int r = cols.round_of(int(c) + 1);
                refuse(DAMKA_TR("Event",
                                "player %1: round column %2 (round %3 game %4) is '%5' but the game and bye lines "
                                "say '%6'")
                           .arg(want.start)
                           .arg(c + 1)
                           .arg(r)
                           .arg(int(c) + 2 - cols.first[size_t(r)])
                           .arg(cell_text(have))
                           .arg(cell_text(want.rounds[c])));
            }
        }
        if (got.points != want.points)
            refuse(DAMKA_TR("Event", "player %1: the 001 points field says %2, the games give %3")
                       .arg(want.start)
                       .arg(format_points(got.points / 10.0))
                       .arg(format_points(want.points / 10.0)));
        if (check_ranks && got.rank != want.rank)
            refuse(DAMKA_TR("Event", "player %1: the 001 rank is %2, the standings give %3")
                       .arg(want.start)
                       .arg(got.rank)
                       .arg(want.rank));
    }
}

} // namespace

EventData damka_event(const trf::Document &doc, const std::vector<trfx::Line> &lines, const TrfImportOptions &o) {
    EventData e;
    e.info = event_info(doc, lines, o);
    for (const trf::PlayerRecord &r : doc.players) e.players.push_back(player_of(r));
    RoundLines read = read_lines(lines, e);
    check_column_order(read);
    const int played = read.columns.empty() ? 0 : read.columns.back();
    place_in_rounds(e, read, played);
    const TrfColumns cols = check_columns(e, read, played);
    std::sort(e.team_rounds.begin(), e.team_rounds.end(),
              [](const TeamRound &a, const TeamRound &b) { return a.number < b.number; });
    check_team_lines(e);
    requested_byes(e, doc, cols, played);
    // The ranks are the file's only under the file's own tie-breaks.
    check_cells(e, doc, !o.tiebreaks);
    return e;
}

} // namespace damka::tournament::trf_import
