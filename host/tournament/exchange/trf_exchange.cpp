// TRF export: the event as 001 records (one round column a game) plus "### damka" lines;
// event_document builds the document step by step, in the order of the written file.
#include "trf_exchange.hpp"

#include "tournament/model/baku.hpp"

#include "tournament/model/standings.hpp"
#include "tournament/model/system_rules.hpp"
#include "trf_extension.hpp"
#include "trf_team_section.hpp"

#include <algorithm>
#include <map>
#include <tuple>

namespace damka::tournament {
namespace {

namespace trf = damka::pairing::trf;
using damka::pairing::points;

// TRF-16 result codes of a game for its White (side 0) and Black.
char game_code(BoardResult r, int side) {
    const bool w = side == 0;
    switch (r) {
    case BoardResult::WhiteWin: return w ? '1' : '0';
    case BoardResult::BlackWin: return w ? '0' : '1';
    case BoardResult::Draw: return '=';
    case BoardResult::WhiteForfeit: return w ? '+' : '-';
    case BoardResult::BlackForfeit: return w ? '-' : '+';
    case BoardResult::DoubleForfeit: return '-';
    case BoardResult::Pending: return 'Z';
    }
    return 'Z';
}

// TRF-16 codes of the byes: U pairing-allocated, H half-point, F full-point, Z zero-point.
char bye_code(ByeKind k) {
    switch (k) {
    case ByeKind::PAB: return 'U';
    case ByeKind::HPB: return 'H';
    case ByeKind::FPB: return 'F';
    case ByeKind::ZPB: return 'Z';
    }
    return 'Z';
}

// TRF-16 092 (free text): the system, and what the round columns mean for it.
std::string system_text(const TournamentInfo &i) {
    std::string s = rules_of(i.system).trf_type; // TRF-16 092, free text
    if (i.third_place_match) s += " with a match for third place"; // a knockout's (event.cpp)
    if (i.games_per_pairing > 1)
        s += ", matches of " + std::to_string(i.games_per_pairing) + " games, each game one round column";
    if (i.scoring.variant_points) s += ", the variant's own game points";
    return s;
}

// The strings with `sep` between them.
std::string join(const std::vector<std::string> &v, const char *sep) {
    std::string out;
    for (const std::string &x : v) out += (out.empty() ? "" : sep) + x;
    return out;
}

// "W:B", as a game line's points and tie-break options hold them.
std::string pair_text(int a, int b) { return std::to_string(a) + ":" + std::to_string(b); }

// Only published rounds with every game decided go to TRF; the first that is not is named.
Message unfinished_round(const EventData &e, int after) {
    if (after < 0 || after > int(e.rounds.size())) return DAMKA_TR("Event", "after round %1: no such round").arg(after);
    for (const Round &r : e.rounds) {
        if (r.number > after) continue;
        if (r.state != RoundState::Published)
            return DAMKA_TR("Event", "round %1 is a draft; TRF holds published rounds").arg(r.number);
        for (const RoundGame &g : r.games)
            if (g.result == BoardResult::Pending)
                return DAMKA_TR("Event", "round %1 board %2 game %3 has no result; TRF holds complete rounds")
                    .arg(r.number)
                    .arg(g.board)
                    .arg(g.game_no);
    }
    return {};
}

// TRF-16 header records 012 name, 022 place, 042/052 dates, 092 type, 102 chief arbiter, 122
// time control (each when given), and TRF-26 192, the system's ETT26 code.
void header_records(trf::Document &doc, const TournamentInfo &info) {
    auto tag = [&](const char *code, const std::string &value) {
        if (!value.empty()) doc.header.push_back(std::string(code) + " " + value);
    };
    tag("012", info.name);
    tag("022", info.place);
    tag("042", info.start_date);
    tag("052", info.end_date);
    tag("092", system_text(info)); // TRF-16 092 type of tournament (free text)
    // TRF-26 192, the ETT26 code (or Damka's line for a system ETT26 has none for): written for
    // the individual Swisses other than the Dutch, which other programs must be told of.
    if (const SystemRules &system = rules_of(info.system);
        system.player_swiss() && *system.engine != pairing::SwissSystem::Dutch)
        trf::name_system(doc, *system.engine, info.baku_acceleration);
    tag("102", info.chief_arbiter);
    tag("122", info.time_control);
}

// The `### damka event` line: the settings TRF has no field for (the scale of 162/XXS is
// there, but not "variant").
std::string event_line(const TournamentInfo &info) {
    const ByeRules &values = info.byes;
    std::vector<std::pair<std::string, std::string>> settings = {
        {"system", to_string(info.system)},
        {"rounds", std::to_string(info.rounds)},
        {"games", std::to_string(info.games_per_pairing)},
        {"scoring", scoring_name(info.scoring)},
        {"pab", format_points(values.pab)},
        {"hpb", format_points(values.hpb)},
        {"fpb", format_points(values.fpb)},
        {"zpb", format_points(values.zpb)},
        {"max-hpb", std::to_string(values.max_hpb)},
        {"hpb-closed", std::to_string(values.hpb_closed_last_rounds)},
        {"variant", info.variant},
        {"tiebreaks", join(info.tiebreaks, ",")},
        {"acceleration", info.baku_acceleration ? "baku" : "none"},
        {"tiebreak-edition", info.tiebreak_edition.empty() ? "by-date" : info.tiebreak_edition},
        {"third-place", info.third_place_match ? "yes" : "no"}};
    // The printouts' language, when the arbiter set one (written since schema 8).
    if (!info.language.empty()) settings.emplace_back("language", info.language);
    return trfx::format("event", {}, settings);
}

// The `### damka` lines before the games: the event line, a team event's teams (with its
// TRF-26 team records), the tie-break edition, the openings and the columns line.
void event_lines(trf::Document &doc, const EventData &e, int after, const TrfColumns &cols) {
    doc.header.push_back(event_line(e.info));
    if (rules_of(e.info.system).teams) {
        doc.header.push_back(trfx::format(
            "teams", {},
            {{"boards", std::to_string(e.info.team_boards)}, {"match-points", scoring_name(e.info.match_points)}}));
        for (std::string &line : team_extension_lines(e, after)) doc.header.push_back(std::move(line));
        for (std::string &line : team_records(e, after)) doc.header.push_back(std::move(line));
    }
    // Read by people and other programs: which C.07 text the tie-breaks follow.
    doc.header.push_back("### tie-breaks: " + edition_text(e.info));
    for (const std::string &o : e.info.openings) doc.header.push_back(trfx::format("opening", {o}));
    std::vector<std::string> col_rounds;
    for (int c = 1; c <= cols.total; ++c) col_rounds.push_back(std::to_string(cols.round_of(c)));
    if (!col_rounds.empty()) doc.header.push_back(trfx::format("columns", col_rounds));
}

// Each player's TRF-16 001 round cells, by start number.
using Cells = std::map<int, std::vector<trf::Cell>>;

// The `### damka game` line of a game: its round, board, game number, players and result,
// with the variant's own points, the tie-break points, opening and PDN record when it has them.
std::string game_line(int round, const RoundGame &g) {
    std::vector<std::pair<std::string, std::string>> opt;
    if (g.white_points && g.black_points) opt.emplace_back("points", pair_text(*g.white_points, *g.black_points));
    if (g.white_tiebreak && g.black_tiebreak)
        opt.emplace_back("tiebreak", pair_text(*g.white_tiebreak, *g.black_tiebreak));
    if (!g.opening.empty()) opt.emplace_back("opening", g.opening);
    if (!g.pdn.empty()) opt.emplace_back("pdn", g.pdn);
    return trfx::format("game",
                        {std::to_string(round), std::to_string(g.board), std::to_string(g.game_no),
                         std::to_string(g.white), std::to_string(g.black), to_string(g.result)},
                        opt);
}

// The games and byes of the rounds written: each game in both players' cells of its column
// (TRF-16 001 positions 92-99, ...) and on a game line, each bye in the first column of its
// round and on a bye line; a player paired twice or not registered is named.
Message game_and_bye_cells(trf::Document &doc, const EventData &e, int after, const TrfColumns &cols, Cells &cells) {
    auto cell = [&](int player, int column) -> trf::Cell & {
        auto it = cells.find(player);
        if (it == cells.end()) throw DAMKA_TR("Event", "player %1 is paired but not registered").arg(player);
        return it->second[size_t(column - 1)];
    };
    try {
        for (const Round &r : e.rounds) {
            if (r.number > after) continue;
            std::vector<RoundGame> games = r.games; // boards in order, a match's games in order
            std::sort(games.begin(), games.end(), [](const RoundGame &a, const RoundGame &b) {
                return std::tie(a.board, a.game_no) < std::tie(b.board, b.game_no);
            });
            std::vector<Bye> byes = r.byes;
            std::sort(byes.begin(), byes.end(), [](const Bye &a, const Bye &b) { return a.player < b.player; });
            for (const RoundGame &g : games) {
                const int column = cols.first[size_t(r.number)] + g.game_no - 1;
                for (int side : {0, 1}) {
                    trf::Cell &c = cell(side ? g.black : g.white, column);
                    if (c.opponent)
                        throw DAMKA_TR("Event", "player %1 has two games in round %2 game %3")
                            .arg(side ? g.black : g.white)
                            .arg(r.number)
                            .arg(g.game_no);
                    c = {side ? g.white : g.black, side ? 'b' : 'w', game_code(g.result, side)};
                }
                doc.header.push_back(game_line(r.number, g));
            }
            for (const Bye &by : byes) {
                trf::Cell &c = cell(by.player, cols.first[size_t(r.number)]);
                if (c.opponent)
                    throw DAMKA_TR("Event", "player %1 has a game and a %2 in round %3")
                        .arg(by.player)
                        .arg(to_string(by.kind))
                        .arg(r.number);
                c.result = bye_code(by.kind);
                doc.header.push_back(
                    trfx::format("bye", {std::to_string(r.number), std::to_string(by.player), to_string(by.kind)}));
            }
        }
    } catch (const Message &why) {
        return why;
    }
    return {};
}

// TRF-26 240: byes requested for rounds not yet paired, at the round's first column; a
// pairing-allocated bye of such a round is refused.
Message requested_byes(trf::Document &doc, const EventData &e, int after, const TrfColumns &cols) {
    const int gpp = std::max(1, e.info.games_per_pairing);
    for (const Bye &by : e.future_byes) {
        if (by.round <= after) continue;
        if (by.kind == ByeKind::PAB)
            return DAMKA_TR("Event", "TRF export: a pairing-allocated bye for round %1 is not paired yet")
                .arg(by.round);
        doc.byes.push_back({bye_code(by.kind), cols.total + (by.round - after - 1) * gpp + 1, {by.player}});
    }
    return {};
}

// TRFx XXR (every round column, the rounds to come at their games each) and XXS / TRF-26 162,
// the points of a win, draw, loss, absence and PAB.
void round_count_and_scoring(trf::Document &doc, const EventData &e, int after, const TrfColumns &cols) {
    const int gpp = std::max(1, e.info.games_per_pairing);
    doc.total_rounds = cols.total + std::max(0, e.info.rounds - after) * gpp; // XXR: every round column
    doc.scoring.win = points(e.info.scoring.win);
    doc.scoring.draw = points(e.info.scoring.draw);
    doc.scoring.loss = points(e.info.scoring.loss);
    doc.scoring.absence = points(e.info.byes.zpb);
    doc.scoring.pab = points(e.info.byes.pab);
}

// TRF-16 001 columns 11-13 hold a title code in ASCII ("g", "GMI"); a national title in
// another script ("КМС", "МГ") cannot stand there (TRF readers, Damka's too, refuse it), so
// it goes whole on the player line.
bool title_fits(const std::string &t) {
    return t.size() <= 3 && std::all_of(t.begin(), t.end(), [](unsigned char c) { return c >= 0x20 && c < 0x7f; });
}

// The `### damka player` line of what the fixed columns cannot hold (15-47 name, 11-13 title,
// 54-56 federation, 58-68 id, 1-9999 rating) or have no place for (club, national id, late
// entry, withdrawal); "" when the 001 record holds it all.
std::string player_line(const Player &p) {
    std::vector<std::pair<std::string, std::string>> opt;
    if (p.name.size() > 33) opt.emplace_back("name", p.name);
    if (!title_fits(p.title)) opt.emplace_back("title", p.title);
    if (p.federation.size() > 3) opt.emplace_back("federation", p.federation);
    if (p.fmjd_id.size() > 11) opt.emplace_back("fmjd-id", p.fmjd_id);
    if (p.rating < 0 || p.rating > 9999) opt.emplace_back("rating", std::to_string(p.rating));
    if (p.birth_year < 0 || p.birth_year > 9999) opt.emplace_back("birth-year", std::to_string(p.birth_year));
    if (!p.club.empty()) opt.emplace_back("club", p.club);
    if (!p.national_id.empty()) opt.emplace_back("national-id", p.national_id);
    if (p.first_round != 1) opt.emplace_back("first-round", std::to_string(p.first_round));
    if (p.withdrawn_after) opt.emplace_back("withdrawn-after", std::to_string(p.withdrawn_after));
    return opt.empty() ? std::string() : trfx::format("player", {std::to_string(p.id)}, opt);
}

// TRF-16 001: each player's record (points and rank from the standings, the round cells) and
// its player line; points the 001 field cannot hold are refused.
Message player_records(trf::Document &doc, const EventData &e, const Standings &st, Cells &cells) {
    for (const Player &p : e.players) {
        trf::PlayerRecord r;
        r.start = p.id;
        r.title = title_fits(p.title) ? p.title : std::string();
        r.name = p.name;
        r.rating = p.rating >= 0 && p.rating <= 9999 ? p.rating : 0;
        r.federation = p.federation;
        r.sex = p.sex == "F" ? 'w' : p.sex == "M" ? 'm' : ' '; // TRF-16 column 10
        r.fide_id = p.fmjd_id;
        r.birth = p.birth_year > 0 && p.birth_year <= 9999 ? std::to_string(p.birth_year) : "";
        const StandingRow *row = st.row(p.id);
        r.points = row ? points(row->score) : 0;
        if (!trf::fits_points_field(r.points))
            return DAMKA_TR("Event",
                            "TRF export: player %1 has %2 points, which do not fit the 001 points field "
                            "(columns 81-84)")
                .arg(p.id)
                .arg(format_points(row->score));
        r.rank = row ? row->rank : 0;
        r.rounds = cells[p.id];
        if (std::string line = player_line(p); !line.empty()) doc.header.push_back(std::move(line));
        doc.players.push_back(std::move(r));
    }
    return {};
}

// XXP / 260: the forbidden pairings, for every round. XXA / 250: the Baku virtual points of
// the rounds written and the next one, so another engine pairs (and checks) with the same
// pairing scores; a micro-match's columns are games, not pairing rounds: no accelerations there.
void forbidden_and_accelerations(trf::Document &doc, const EventData &e, int after) {
    for (const auto &[a, b] : e.forbidden) doc.prohibited.push_back({1, trf::kAllRounds, {a, b}});
    if (e.info.baku_acceleration && std::max(1, e.info.games_per_pairing) == 1)
        for (int r = 1; r <= std::min(after + 1, e.info.rounds); ++r)
            for (const auto &[id, vp] : baku_round(e, r).virtual_points)
                doc.accelerations.push_back({points(vp), r, r, id, id});
}

} // namespace

int TrfColumns::round_of(int column) const {
    for (size_t r = 1; r < first.size(); ++r)
        if (column >= first[r] && column < first[r] + count[r]) return int(r);
    return 0;
}

TrfColumns trf_columns(const EventData &e, int after) {
    TrfColumns c;
    c.first.assign(size_t(after) + 1, 0);
    c.count.assign(size_t(after) + 1, 0);
    int column = 1;
    for (int r = 1; r <= after; ++r) {
        int n = std::max(1, e.info.games_per_pairing);
        for (const Round &round : e.rounds)
            if (round.number == r)
                for (const RoundGame &g : round.games) n = std::max(n, g.game_no);
        c.first[size_t(r)] = column;
        c.count[size_t(r)] = n;
        column += n;
    }
    c.total = column - 1;
    return c;
}

Expected<trf::Document> event_document(const EventData &e, int after) {
    if (const Message why = unfinished_round(e, after); !why.empty()) return Error{why};
    const TrfColumns cols = trf_columns(e, after);
    const Standings st = compute_standings(e, after);
    trf::Document doc;
    header_records(doc, e.info);
    event_lines(doc, e, after, cols);
    Cells cells;
    for (const Player &p : e.players) cells[p.id].assign(size_t(cols.total), trf::Cell{});
    if (const Message why = game_and_bye_cells(doc, e, after, cols, cells); !why.empty())
        return Error{DAMKA_TR("Event", "TRF export: %1").arg(why)};
    if (const Message why = requested_byes(doc, e, after, cols); !why.empty()) return Error{why};
    round_count_and_scoring(doc, e, after, cols);
    if (const Message why = player_records(doc, e, st, cells); !why.empty()) return Error{why};
    forbidden_and_accelerations(doc, e, after);
    return doc;
}

Expected<std::string> export_trf(const EventData &e, int after_round) {
    auto doc = event_document(e, after_round);
    if (!doc) return Error{doc.error_message()};
    return trf::write(*doc);
}

} // namespace damka::tournament
