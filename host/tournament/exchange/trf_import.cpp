// TRF import: a file Damka wrote is rebuilt from its "### damka" lines and checked cell by
// cell against its 001 records; another program's file is read one game a round column.
#include "trf_exchange.hpp"
#include "tournament/model/system_rules.hpp"
#include "player_csv.hpp"

#include "tournament/service/message_json.hpp"
#include "tournament/service/event_store.hpp"
#include "tournament/model/standings.hpp"
#include "tournament/model/tiebreaks.hpp"
#include "tournament/model/team.hpp"
#include "trf_extension.hpp"
#include "trf_team_section.hpp"

#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <set>

namespace damka::tournament {
namespace {

namespace trf = damka::pairing::trf;
using damka::pairing::points;

// A 001 record as a player; the start number is kept (TRF-16: the ID field is the FIDE id,
// carried as the FMJD id here; the birth date's year only).
Player player_of(const trf::PlayerRecord &r) {
    Player p;
    p.id = r.start;
    p.name = r.name;
    p.rating = r.rating;
    p.title = r.title;
    p.federation = r.federation;
    // TRF-16 column 10: m or w (f seen too).
    p.sex = sex_code(std::string(1, r.sex));
    p.fmjd_id = r.fide_id;
    p.birth_year = r.birth.size() >= 4 ? std::atoi(r.birth.substr(0, 4).c_str()) : 0;
    return p;
}

struct Refused {
    Message message;
};
[[noreturn]] void refuse(const Message &what) { throw Refused{DAMKA_TR("Event", "TRF: %1").arg(what)}; }

std::string header_value(const std::vector<std::string> &header, const std::string &tag) {
    for (const std::string &h : header)
        if (h.rfind(tag + " ", 0) == 0) {
            std::string v = h.substr(tag.size() + 1);
            while (!v.empty() && v.back() == ' ') v.pop_back();
            return v;
        }
    return "";
}

void header_info(const trf::Document &doc, TournamentInfo &info) {
    info.name = header_value(doc.header, "012");
    if (info.name.empty()) info.name = "Imported tournament";
    info.place = header_value(doc.header, "022");
    info.start_date = header_value(doc.header, "042");
    info.end_date = header_value(doc.header, "052");
    info.chief_arbiter = header_value(doc.header, "102");
    info.time_control = header_value(doc.header, "122");
}

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

std::pair<int, int> pair_of(const trfx::Line &l, const std::string &text, const std::string &what) {
    const size_t colon = text.find(':');
    if (colon == std::string::npos)
        refuse(DAMKA_TR("Event", "%1: %2 '%3' is not W:B").arg(l.where()).arg(what).arg(text));
    return {whole(l, text.substr(0, colon), what, -1000000), whole(l, text.substr(colon + 1), what, -1000000)};
}

void expect_args(const trfx::Line &l, size_t n, const char *form, const std::set<std::string> &allowed) {
    if (l.args.size() != n)
        refuse(DAMKA_TR("Event", "%1: expected '### damka %2 %3'").arg(l.where()).arg(l.kind).arg(form));
    for (const auto &[k, v] : l.options)
        if (!allowed.count(k)) refuse(DAMKA_TR("Event", "%1: unknown option '%2'").arg(l.where()).arg(k));
}

const std::string &option(const trfx::Line &l, const std::string &key) {
    const auto it = l.options.find(key);
    if (it == l.options.end()) refuse(DAMKA_TR("Event", "%1: %2= is missing").arg(l.where()).arg(key));
    return it->second;
}

// ---- A file Damka wrote ------------------------------------------------------------------

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

EventData damka_event(const trf::Document &doc, const std::vector<trfx::Line> &lines, const TrfImportOptions &o) {
    EventData e;
    const trfx::Line *ev = nullptr;
    for (const trfx::Line &l : lines)
        if (l.kind == "event") {
            if (ev)
                refuse(
                    DAMKA_TR("Event", "%1: a second event line (the first is line %2)").arg(l.where()).arg(ev->number));
            ev = &l;
        }
    e.info = event_line(*ev, o);
    header_info(doc, e.info);

    for (const trf::PlayerRecord &r : doc.players) e.players.push_back(player_of(r));
    auto player = [&](const trfx::Line &l, const std::string &text) -> Player & {
        const int id = whole(l, text, "player", 1);
        for (Player &p : e.players)
            if (p.id == id) return p;
        refuse(DAMKA_TR("Event", "%1: player %2 has no 001 record").arg(l.where()).arg(text));
    };

    std::vector<int> columns;
    const trfx::Line *columns_line = nullptr;
    std::vector<RoundGame> games;
    std::vector<Bye> byes;
    for (const trfx::Line &l : lines) {
        // `pairing-system` (a Lim file, trf::mark_lim) repeats what the event line's system says.
        if (l.kind == "event" || l.kind == "pairing-system") continue;
        if (l.kind == "opening") {
            expect_args(l, 1, "MOVES", {});
            e.info.openings.push_back(l.args[0]);
        } else if (l.kind == "columns") {
            if (columns_line) refuse(DAMKA_TR("Event", "%1: a second columns line").arg(l.where()));
            expect_args(l, l.args.size(), "ROUND...", {});
            columns_line = &l;
            for (const std::string &a : l.args) columns.push_back(whole(l, a, "round", 1));
        } else if (l.kind == "player") {
            expect_args(l, 1, "ID KEY=VALUE...",
                        {"name", "title", "federation", "fmjd-id", "rating", "birth-year", "club", "national-id",
                         "first-round", "withdrawn-after"});
            Player &p = player(l, l.args[0]);
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
        } else if (l.kind == "game") {
            expect_args(l, 6, "ROUND BOARD GAME WHITE BLACK RESULT", {"points", "tiebreak", "opening", "pdn"});
            RoundGame g;
            g.round = whole(l, l.args[0], "round", 1);
            g.board = whole(l, l.args[1], "board", 1);
            g.game_no = whole(l, l.args[2], "game", 1);
            g.white = player(l, l.args[3]).id;
            g.black = player(l, l.args[4]).id;
            if (g.white == g.black) refuse(DAMKA_TR("Event", "%1: a player cannot play himself").arg(l.where()));
            const auto result = parse_result(l.args[5]);
            if (!result || *result == BoardResult::Pending)
                refuse(DAMKA_TR("Event", "%1: result '%2' is not 1-0, 0-1, 1/2, +-, -+ or --")
                           .arg(l.where())
                           .arg(l.args[5]));
            g.result = *result;
            if (l.options.count("points"))
                std::tie(g.white_points, g.black_points) = pair_of(l, l.options.at("points"), "points");
            if (l.options.count("tiebreak"))
                std::tie(g.white_tiebreak, g.black_tiebreak) = pair_of(l, l.options.at("tiebreak"), "tiebreak");
            if (l.options.count("opening")) g.opening = l.options.at("opening");
            if (l.options.count("pdn")) g.pdn = l.options.at("pdn");
            for (const RoundGame &x : games)
                if (x.round == g.round && x.board == g.board && x.game_no == g.game_no)
                    refuse(DAMKA_TR("Event", "%1: round %2 board %3 game %4 is given twice")
                               .arg(l.where())
                               .arg(l.args[0])
                               .arg(l.args[1])
                               .arg(l.args[2]));
            games.push_back(std::move(g));
        } else if (team_line(l, e,
                             [&](const trfx::Line &at, const std::string &text) { return player(at, text).id; })) {
            continue;
        } else if (l.kind == "bye") {
            expect_args(l, 3, "ROUND PLAYER KIND", {});
            const auto kind = parse_bye(l.args[2]);
            if (!kind)
                refuse(
                    DAMKA_TR("Event", "%1: bye kind '%2' is not PAB, HPB, FPB or ZPB").arg(l.where()).arg(l.args[2]));
            byes.push_back({whole(l, l.args[0], "round", 1), player(l, l.args[1]).id, *kind});
        } else {
            refuse(DAMKA_TR("Event", "%1: unknown kind '%2'").arg(l.where()).arg(l.kind));
        }
    }

    // The columns line: rounds 1..n in order, each on consecutive columns.
    const int played = columns.empty() ? 0 : columns.back();
    for (size_t c = 0; c < columns.size(); ++c)
        if (columns[c] != (c ? columns[c - 1] : 1) && columns[c] != (c ? columns[c - 1] + 1 : 1))
            refuse(DAMKA_TR("Event", "%1: column %2 is round %3; columns must list rounds 1, 2, ... in order")
                       .arg(columns_line->where())
                       .arg(c + 1)
                       .arg(columns[c]));
    for (int r = 1; r <= played; ++r) e.rounds.push_back({r, RoundState::Published, {}, {}});
    for (RoundGame &g : games) {
        if (g.round > played)
            refuse(DAMKA_TR("Event", "game of round %1: the columns line has %2 rounds").arg(g.round).arg(played));
        e.rounds[size_t(g.round - 1)].games.push_back(std::move(g));
    }
    for (const Bye &b : byes) {
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
    const TrfColumns cols = trf_columns(e, played);
    if (cols.total != int(columns.size()))
        refuse(DAMKA_TR("Event", "%1: %2 columns, but the games need %3")
                   .arg(columns_line ? columns_line->where() : DAMKA_TR("Event", "the columns line"))
                   .arg(columns.size())
                   .arg(cols.total));
    for (int c = 1; c <= cols.total; ++c)
        if (cols.round_of(c) != columns[size_t(c - 1)])
            refuse(DAMKA_TR("Event", "%1: column %2 is round %3, but the games put round %4 there")
                       .arg(columns_line->where())
                       .arg(c)
                       .arg(columns[size_t(c - 1)])
                       .arg(cols.round_of(c)));

    std::sort(e.team_rounds.begin(), e.team_rounds.end(),
              [](const TeamRound &a, const TeamRound &b) { return a.number < b.number; });
    check_team_lines(e);

    // TRF-26 240: byes requested for the rounds after the last played one.
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
    return e;
}

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

// ---- Another program's file: one game a round column ---------------------------------------

std::optional<Scoring> scoring_of(const trf::Scoring &s) {
    for (const char *name : {"1-0.5-0", "2-1-0", "3-1-0"}) {
        const Scoring sc = *parse_scoring(name);
        if (points(sc.win) == s.win && points(sc.draw) == s.draw && points(sc.loss) == s.loss) return sc;
    }
    return std::nullopt;
}

// A Double-Swiss file has two round columns a match (game 1, then game 2 with colours
// reversed; a bye in both): the column rounds read so far become match rounds of two games.
void fold_match_columns(EventData &e) {
    const int columns = int(e.rounds.size());
    if (columns % 2)
        refuse(DAMKA_TR("Event",
                        "a Double-Swiss file (192 FIDE_DOUBLESWISS) has two round columns a match (FIDE C.04.5); "
                        "this one has %1")
                   .arg(columns));
    std::vector<Round> matches;
    for (int k = 0; k < columns / 2; ++k) {
        const Round &first = e.rounds[size_t(2 * k)], &second = e.rounds[size_t(2 * k + 1)];
        Round m{k + 1, RoundState::Published, {}, {}};
        for (const RoundGame &g : first.games) {
            RoundGame one = g;
            one.round = k + 1;
            one.board = int(m.games.size()) / 2 + 1;
            one.game_no = 1;
            const auto reversed = std::find_if(second.games.begin(), second.games.end(), [&](const RoundGame &x) {
                return x.white == g.black && x.black == g.white;
            });
            if (reversed == second.games.end())
                refuse(DAMKA_TR("Event",
                                "player %1, rounds %2 and %3: the two games of a match must have the same opponent "
                                "with colours reversed (FIDE C.04.5)")
                           .arg(g.white)
                           .arg(2 * k + 1)
                           .arg(2 * k + 2));
            RoundGame two = *reversed;
            two.round = k + 1;
            two.board = one.board;
            two.game_no = 2;
            m.games.push_back(one);
            m.games.push_back(two);
        }
        if (second.games.size() != first.games.size())
            refuse(DAMKA_TR("Event", "rounds %1 and %2: the second game of a match has no first game (FIDE C.04.5)")
                       .arg(2 * k + 1)
                       .arg(2 * k + 2));
        // C.04.5 Preface: byes apply only to matches, never to single games.
        for (const Bye &b : first.byes) {
            const bool both = std::any_of(second.byes.begin(), second.byes.end(),
                                          [&](const Bye &x) { return x.player == b.player && x.kind == b.kind; });
            if (!both)
                refuse(DAMKA_TR("Event",
                                "player %1, rounds %2 and %3: a bye applies to a whole match, so both columns must "
                                "show it (FIDE C.04.5)")
                           .arg(b.player)
                           .arg(2 * k + 1)
                           .arg(2 * k + 2));
            m.byes.push_back({k + 1, b.player, b.kind});
        }
        if (second.byes.size() != first.byes.size())
            refuse(DAMKA_TR("Event",
                            "rounds %1 and %2: a bye applies to a whole match, so both columns must show it "
                            "(FIDE C.04.5)")
                       .arg(2 * k + 1)
                       .arg(2 * k + 2));
        matches.push_back(std::move(m));
    }
    e.rounds = std::move(matches);
    std::vector<Bye> future;
    for (Bye b : e.future_byes) {
        b.round = (b.round + 1) / 2;
        if (std::none_of(future.begin(), future.end(),
                         [&](const Bye &x) { return x.round == b.round && x.player == b.player; }))
            future.push_back(b);
    }
    e.future_byes = std::move(future);
    e.info.rounds = (e.info.rounds + 1) / 2;
    e.info.games_per_pairing = 2;
    // C.04.5 1.4: the PAB scores a game won and a game drawn; requested byes two of either.
    e.info.byes.pab = e.info.scoring.win + e.info.scoring.draw;
    e.info.byes.hpb = 2 * e.info.scoring.draw;
    e.info.byes.fpb = 2 * e.info.scoring.win;
}

EventData foreign_event(const trf::Document &doc, const TrfImportOptions &o) {
    // TRF-26 192 (ETT26) names the system (with or without _BAKU); a system ETT26 has no code
    // for, by its provisional code or Damka's `### damka pairing-system` line
    // (trf::named_swiss_system); otherwise a Swiss (Dutch).
    const std::string type = trf::tournament_type(doc);
    const auto named = trf::named_swiss_system(doc);
    const System system = o.system.value_or(named ? system_paired_by(*named) : System::Swiss);
    if (system == System::Knockout)
        refuse(DAMKA_TR("Event",
                        "a knockout needs the '### damka' lines of a file Damka wrote (bracket boards and match "
                        "games); this file has none"));
    if (rules_of(system).teams)
        refuse(DAMKA_TR("Event",
                        "a team event is read only from a file Damka wrote (its '### damka' lines give the matches "
                        "and line-ups); this file has none"));
    EventData e;
    header_info(doc, e.info);
    e.info.variant = o.variant.value_or("russian");
    e.info.system = system;
    // ETT26 FIDE_<SYSTEM>_BAKU: the system with Baku acceleration (C.04.7), where it has one.
    if (named && type.size() > 5 && type.compare(type.size() - 5, 5, "_BAKU") == 0 && rules_of(system).acceleration)
        e.info.baku_acceleration = true;
    e.info.tiebreaks = o.tiebreaks.value_or(std::vector<std::string>{"BH-C1", "BH", "SB", "DE", "WIN"});
    const int played = doc.rounds_played();
    e.info.rounds = std::max(doc.total_rounds, played);
    const auto scoring = scoring_of(doc.scoring);
    if (!scoring) refuse(DAMKA_TR("Event", "the scoring (XXS/162) is not 1-0.5-0, 2-1-0 or 3-1-0"));
    e.info.scoring = *scoring;
    e.info.byes = {doc.scoring.pab / 10.0, e.info.scoring.draw, e.info.scoring.win, 0.0, 99, 0};
    for (const trf::PlayerRecord &r : doc.players) e.players.push_back(player_of(r));
    // Games from the white player's cells; the black player's cell must agree (trf::round_input
    // checks that both cards tell the same story).
    for (int r = 0; r < played; ++r) e.rounds.push_back({r + 1, RoundState::Published, {}, {}});
    if (played) {
        auto checked = trf::round_input(doc, played + 1);
        if (!checked) refuse(checked.error_message());
    }
    for (const trf::PlayerRecord &p : doc.players) {
        for (size_t r = 0; r < p.rounds.size() && int(r) < played; ++r) {
            const trf::Cell &c = p.rounds[r];
            Round &round = e.rounds[r];
            if (c.opponent == 0) {
                const char k = c.result;
                const std::optional<ByeKind> kind = k == 'U' ? std::optional(ByeKind::PAB)
                    : k == 'H'                               ? std::optional(ByeKind::HPB)
                    : k == 'F'                               ? std::optional(ByeKind::FPB)
                    : k == 'Z' || k == '-'                   ? std::optional(ByeKind::ZPB)
                                                             : std::nullopt;
                if (!kind)
                    refuse(DAMKA_TR("Event", "player %1 round %2: result '%3' without an opponent")
                               .arg(p.start)
                               .arg(r + 1)
                               .arg(std::string(1, k)));
                round.byes.push_back({int(r) + 1, p.start, *kind});
                continue;
            }
            if (c.colour != 'w') continue;
            RoundGame g;
            g.round = int(r) + 1;
            g.board = int(round.games.size()) + 1;
            g.white = p.start;
            g.black = c.opponent;
            switch (c.result) {
            case '1':
            case 'W': g.result = BoardResult::WhiteWin; break;
            case '0':
            case 'L': g.result = BoardResult::BlackWin; break;
            case '=':
            case 'D': g.result = BoardResult::Draw; break;
            case '+': g.result = BoardResult::WhiteForfeit; break;
            case '-': {
                const trf::PlayerRecord *opp = doc.player(c.opponent);
                const bool double_forfeit = opp && r < opp->rounds.size() && opp->rounds[r].result == '-';
                g.result = double_forfeit ? BoardResult::DoubleForfeit : BoardResult::BlackForfeit;
                break;
            }
            default:
                refuse(DAMKA_TR("Event", "player %1 round %2: result '%3' is not a game result")
                           .arg(p.start)
                           .arg(r + 1)
                           .arg(std::string(1, c.result)));
            }
            round.games.push_back(g);
        }
    }
    for (const trf::Bye &b : doc.byes) {
        if (b.round <= played) continue; // a played round's cells already say it
        const ByeKind kind = b.type == 'H' ? ByeKind::HPB : b.type == 'F' ? ByeKind::FPB : ByeKind::ZPB;
        for (int p : b.players) e.future_byes.push_back({b.round, p, kind});
    }
    if (rules_of(system).two_game_matches()) fold_match_columns(e);
    return e;
}

} // namespace

Expected<Event> import_trf(const QString &file, const std::string &text, const TrfImportOptions &options) {
    // An empty or random file has no 001 record; it used to reach the event checks and fail
    // as "rounds: must be at least 1".
    if (text.find_first_not_of(" \t\r\n") == std::string::npos)
        return Error{DAMKA_TR("Event", "not a TRF file: the file is empty")};
    // A TRF names its tournament (012) or its players (001); an event Damka wrote with no
    // player yet still has its `### damka` lines. Asked before reading, so that a binary file
    // is called what it is rather than refused for its first odd byte.
    auto starts_a_line = [&](const std::string &code) {
        return text.rfind(code, 0) == 0 || text.find("\n" + code) != std::string::npos ||
            text.find("\r" + code) != std::string::npos;
    };
    if (!starts_a_line("012") && !starts_a_line("001") && !starts_a_line("### damka"))
        return Error{DAMKA_TR("Event", "not a TRF file: it has no tournament name (012) and no player record (001)")};
    auto doc = trf::read(text);
    if (!doc) return Error{DAMKA_TR("Event", "TRF: %1").arg(doc.error_message())};
    auto lines = trfx::read_all(text);
    if (!lines) return Error{lines.error_message()};
    if (doc->players.empty() && !starts_a_line("012") && lines->empty())
        return Error{DAMKA_TR("Event", "not a TRF file: it has no tournament name (012) and no player record (001)")};
    EventData e;
    try {
        const bool damka =
            std::any_of(lines->begin(), lines->end(), [](const trfx::Line &l) { return l.kind == "event"; });
        // `damka pairing --lim -g` writes only the pairing-system line: a foreign file otherwise.
        const bool only_lim =
            std::all_of(lines->begin(), lines->end(), [](const trfx::Line &l) { return l.kind == "pairing-system"; });
        if (!damka && !only_lim)
            refuse(DAMKA_TR("Event", "%1: '### damka' lines without a '### damka event' line")
                       .arg(lines->front().where()));
        if (options.tiebreaks)
            for (const std::string &c : *options.tiebreaks)
                if (!find_tiebreak(c)) refuse(DAMKA_TR("Event", "tie-break code '%1' is unknown").arg(c));
        if (damka) {
            e = damka_event(*doc, *lines, options);
            check_cells(e, *doc, !options.tiebreaks);
        } else {
            e = foreign_event(*doc, options);
        }
    } catch (const Refused &r) {
        return Error{r.message};
    }
    const int played = int(e.rounds.size());
    // XXP / 260 records that still bind the next round become the event's forbidden pairs.
    std::set<std::pair<int, int>> forbidden;
    for (const trf::Prohibited &x : doc->prohibited)
        if (x.last_round > played)
            for (const auto &pair : x.pairs()) forbidden.insert(pair);
    for (const auto &[a, b] : forbidden)
        if (!e.player(a) || !e.player(b))
            return Error{DAMKA_TR("Event", "TRF: a prohibited pairing names player %1, who has no 001 record")
                             .arg(e.player(a) ? b : a)};
    // The checks of every new player (validate_player: text, federation code, ids, lengths);
    // a TRF record is one line, but a tab or a stray control byte can still sit in a field.
    for (const Player &p : e.players)
        if (Message bad = validate_player(p); !bad.empty())
            return Error{DAMKA_TR("Players", "TRF: player %1: %2").arg(p.id).arg(bad)};
    // One creation: the event file appears only once every player and round is stored.
    auto created = Event::create(file, e.info, [&](storage::Database &db) {
        if (!e.info.openings.empty()) store::set_openings(db, e.info.openings);
        for (const Player &p : e.players) store::insert_player(db, p);
        for (const Round &r : e.rounds) {
            store::insert_round(db, r.number, DAMKA_TR("Round", "imported from TRF"));
            store::set_round_state(db, r.number, RoundState::Published);
            for (const RoundGame &g : r.games) store::insert_game(db, g);
            for (const Bye &b : r.byes) store::put_bye(db, b);
        }
        for (const Bye &b : e.future_byes) store::put_bye(db, b);
        for (const Team &t : e.teams) store::put_team(db, t);
        for (const Lineup &l : e.lineups) store::put_lineup(db, l);
        for (const TeamRound &r : e.team_rounds) store::insert_team_matches(db, r.number, r.matches, r.free_team);
        store::set_forbidden(db, {forbidden.begin(), forbidden.end()});
        append_audit(db, storage::default_actor(), QStringLiteral("event.import"),
                     DAMKA_TR("Event", "imported %1 players and %2 rounds from TRF").arg(e.players.size()).arg(played),
                     {}, store::to_json(e.info));
    });
    if (!created) return Error{created.error_message(), created.error_kind()};
    return std::move(created).value();
}

} // namespace damka::tournament
