#include "trf_exchange.hpp"

#include "audit_log.hpp"
#include "event_store.hpp"
#include "records.hpp"
#include "standings.hpp"
#include "trf.hpp"

#include <QJsonObject>

#include <map>

namespace damka::tournament {
namespace {

namespace trf = damka::pairing::trf;
using damka::pairing::points;

// TRF-16 round cell result codes.
char cell_code(const RoundEntry &e) {
    switch (e.kind) {
    case EntryKind::Win: return '1';
    case EntryKind::Draw: return '=';
    case EntryKind::Loss: return '0';
    case EntryKind::ForfeitWin: return '+';
    case EntryKind::ForfeitLoss: return '-';
    case EntryKind::PAB: return 'U';
    case EntryKind::HPB: return 'H';
    case EntryKind::FPB: return 'F';
    case EntryKind::ZPB: case EntryKind::Absent: case EntryKind::Pending: return 'Z';
    }
    return 'Z';
}

std::string header_value(const std::vector<std::string> &header, const std::string &tag) {
    for (const std::string &h : header)
        if (h.rfind(tag + " ", 0) == 0) {
            std::string v = h.substr(tag.size() + 1);
            while (!v.empty() && v.back() == ' ') v.pop_back();
            return v;
        }
    return "";
}

std::optional<Scoring> scoring_of(const trf::Scoring &s) {
    for (const char *name : {"1-0.5-0", "2-1-0", "3-1-0"}) {
        const Scoring sc = *parse_scoring(name);
        if (points(sc.win) == s.win && points(sc.draw) == s.draw && points(sc.loss) == s.loss) return sc;
    }
    return std::nullopt;
}

} // namespace

Expected<std::string> export_trf(const EventData &e, int after_round) {
    if (e.info.scoring.variant_points)
        return Error{"scoring: TRF has no place for the variant's own game points; export needs win/draw/loss scoring"};
    if (e.info.games_per_pairing > 1)
        return Error{"micro-matches: TRF has one game a round; export the games as PDN instead"};
    const Standings st = compute_standings(e, after_round);
    trf::Document doc;
    auto tag = [&](const char *code, const std::string &value) {
        if (!value.empty()) doc.header.push_back(std::string(code) + " " + value);
    };
    tag("012", e.info.name);
    tag("022", e.info.place);
    tag("042", e.info.start_date);
    tag("052", e.info.end_date);
    tag("102", e.info.chief_arbiter);
    tag("122", e.info.time_control);
    doc.total_rounds = e.info.rounds;
    doc.scoring.win = points(e.info.scoring.win);
    doc.scoring.draw = points(e.info.scoring.draw);
    doc.scoring.loss = points(e.info.scoring.loss);
    doc.scoring.pab = points(e.info.byes.pab);
    for (const Player &p : e.players) {
        trf::PlayerRecord r;
        r.start = p.id;
        r.title = p.title;
        r.name = p.name;
        r.rating = p.rating;
        r.federation = p.federation;
        r.fide_id = p.fmjd_id;
        r.birth = p.birth_year ? std::to_string(p.birth_year) : "";
        const StandingRow *row = st.row(p.id);
        r.points = row ? points(row->score) : 0;
        r.rank = row ? row->rank : 0;
        for (const RoundEntry &en : st.record(p.id)->rounds)
            r.rounds.push_back({en.opponent, en.opponent ? en.colour : '-', cell_code(en)});
        doc.players.push_back(std::move(r));
    }
    return trf::write(doc);
}

Expected<Event> import_trf(const QString &file, const std::string &text, const std::string &variant, System system,
                           const std::vector<std::string> &tiebreaks) {
    auto doc = trf::read(text);
    if (!doc) return Error{"TRF: " + doc.error()};
    TournamentInfo info;
    info.name = header_value(doc->header, "012");
    if (info.name.empty()) info.name = "Imported tournament";
    info.place = header_value(doc->header, "022");
    info.start_date = header_value(doc->header, "042");
    info.end_date = header_value(doc->header, "052");
    info.chief_arbiter = header_value(doc->header, "102");
    info.time_control = header_value(doc->header, "122");
    info.variant = variant;
    info.system = system;
    const int played = doc->rounds_played();
    info.rounds = std::max(doc->total_rounds, played);
    const auto scoring = scoring_of(doc->scoring);
    if (!scoring) return Error{"TRF: the scoring (XXS/162) is not 1-0.5-0, 2-1-0 or 3-1-0"};
    info.scoring = *scoring;
    info.byes = {doc->scoring.pab / 10.0, info.scoring.draw, info.scoring.win, 0.0, 99, 0};
    info.tiebreaks = tiebreaks;

    // Games from the white player's cells; the black player's cell must agree.
    std::vector<Round> rounds(static_cast<size_t>(played));
    for (int r = 0; r < played; ++r) rounds[size_t(r)] = {r + 1, RoundState::Published, {}, {}};
    for (const trf::PlayerRecord &p : doc->players) {
        for (size_t r = 0; r < p.rounds.size() && int(r) < played; ++r) {
            const trf::Cell &c = p.rounds[r];
            Round &round = rounds[r];
            const std::string where = "TRF: player " + std::to_string(p.start) + " round " + std::to_string(r + 1) + ": ";
            if (c.opponent == 0) {
                const char k = c.result;
                const std::optional<ByeKind> kind = k == 'U' ? std::optional(ByeKind::PAB) : k == 'H' ? std::optional(ByeKind::HPB)
                                                  : k == 'F' ? std::optional(ByeKind::FPB) : k == 'Z' || k == '-' ? std::optional(ByeKind::ZPB)
                                                                                                      : std::nullopt;
                if (!kind) return Error{where + "result '" + std::string(1, k) + "' without an opponent"};
                round.byes.push_back({int(r) + 1, p.start, *kind});
                continue;
            }
            if (c.colour != 'w') continue;
            Game g;
            g.round = int(r) + 1;
            g.board = int(round.games.size()) + 1;
            g.white = p.start;
            g.black = c.opponent;
            switch (c.result) {
            case '1': case 'W': g.result = GameResult::WhiteWin; break;
            case '0': case 'L': g.result = GameResult::BlackWin; break;
            case '=': case 'D': g.result = GameResult::Draw; break;
            case '+': g.result = GameResult::WhiteForfeit; break;
            case '-': {
                const trf::PlayerRecord *o = doc->player(c.opponent);
                const bool double_forfeit = o && r < o->rounds.size() && o->rounds[r].result == '-';
                g.result = double_forfeit ? GameResult::DoubleForfeit : GameResult::BlackForfeit;
                break;
            }
            default: return Error{where + "result '" + std::string(1, c.result) + "' is not a game result"};
            }
            round.games.push_back(g);
        }
    }
    auto created = Event::create(file, info);
    if (!created) return Error{created.error()};
    try {
        created->db().transaction([&] {
            for (const trf::PlayerRecord &r : doc->players) {
                Player p;
                p.id = r.start;
                p.name = r.name;
                p.rating = r.rating;
                p.title = r.title;
                p.federation = r.federation;
                p.fmjd_id = r.fide_id;
                p.birth_year = r.birth.size() >= 4 ? std::atoi(r.birth.substr(0, 4).c_str()) : 0;
                store::insert_player(created->db(), p);
            }
            for (const Round &r : rounds) {
                store::insert_round(created->db(), r.number, "imported from TRF");
                store::set_round_state(created->db(), r.number, RoundState::Published);
                for (const Game &g : r.games) store::insert_game(created->db(), g);
                for (const Bye &b : r.byes) store::put_bye(created->db(), b);
            }
            storage::append_audit(created->db(), storage::default_actor(), QStringLiteral("event.import"),
                                  QStringLiteral("imported %1 players and %2 rounds from TRF").arg(doc->players.size()).arg(played),
                                  {}, store::to_json(info));
        });
    } catch (const storage::SqlError &err) {
        return Error{std::string("TRF import: ") + err.what()};
    }
    return std::move(created).value();
}

} // namespace damka::tournament
