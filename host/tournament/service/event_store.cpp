#include "event_store.hpp"
#include "core/qt_text.hpp"

#include "tournament/model/initial_order.hpp"
#include "message_json.hpp"
#include "storage/audit_log.hpp"

#include <QDateTime>
#include <QJsonArray>

#include <tuple>

namespace damka::tournament::store {
namespace {

std::string s(const QVariant &v) { return v.toString().toStdString(); }
QVariant opt(const std::optional<int> &v) { return v ? QVariant(*v) : QVariant(QMetaType(QMetaType::Int)); }
std::optional<int> opt_int(const QVariant &v) { return v.isNull() ? std::nullopt : std::optional<int>(v.toInt()); }
QString now() { return QDateTime::currentDateTimeUtc().toString(Qt::ISODate); }

std::string join(const std::vector<std::string> &v) {
    std::string out;
    for (const std::string &x : v) out += (out.empty() ? "" : ",") + x;
    return out;
}

std::vector<std::string> split(const std::string &text) {
    std::vector<std::string> out;
    for (const QString &p : qs(text).split(QLatin1Char(','), Qt::SkipEmptyParts)) out.push_back(p.toStdString());
    return out;
}

void load_teams(storage::Database &db, EventData &e) {
    QSqlQuery t = db.exec(QStringLiteral("SELECT id, name, federation, club, captain FROM teams ORDER BY id"));
    while (db.next(t))
        e.teams.push_back({t.value(0).toInt(), s(t.value(1)), s(t.value(2)), s(t.value(3)), t.value(4).toInt(), {}});
    QSqlQuery m = db.exec(QStringLiteral("SELECT team, player FROM team_players ORDER BY team, position"));
    while (db.next(m))
        for (Team &x : e.teams)
            if (x.id == m.value(0).toInt()) x.board_order.push_back(m.value(1).toInt());
    QSqlQuery l = db.exec(QStringLiteral("SELECT round, team, player FROM lineups ORDER BY round, team, board"));
    while (db.next(l)) {
        const int round = l.value(0).toInt(), team = l.value(1).toInt();
        if (e.lineups.empty() || e.lineups.back().round != round || e.lineups.back().team != team)
            e.lineups.push_back({round, team, {}});
        e.lineups.back().players.push_back(l.value(2).toInt());
    }
}

} // namespace

void put_team(storage::Database &db, const Team &t) {
    db.exec(QStringLiteral("DELETE FROM team_players WHERE team = ?"), {t.id});
    db.exec(QStringLiteral("DELETE FROM teams WHERE id = ?"), {t.id});
    db.exec(QStringLiteral("INSERT INTO teams (id, name, federation, club, captain) VALUES (?, ?, ?, ?, ?)"),
            {t.id, qs(t.name), qs(t.federation), qs(t.club), t.captain});
    for (size_t k = 0; k < t.board_order.size(); ++k)
        db.exec(QStringLiteral("INSERT INTO team_players (team, position, player) VALUES (?, ?, ?)"),
                {t.id, int(k) + 1, t.board_order[k]});
}

int next_team_id(storage::Database &db) {
    return db.scalar(QStringLiteral("SELECT COALESCE(MAX(id), 0) + 1 FROM teams")).toInt();
}

void insert_team_matches(storage::Database &db, int round, const std::vector<TeamMatch> &matches, int free_team) {
    for (const TeamMatch &m : matches)
        db.exec(QStringLiteral("INSERT INTO team_matches (round, number, white_team, black_team) VALUES (?, ?, ?, ?)"),
                {round, m.number, m.white_team, m.black_team});
    db.exec(QStringLiteral("UPDATE rounds SET free_team = ? WHERE number = ?"), {free_team, round});
}

void put_lineup(storage::Database &db, const Lineup &l) {
    db.exec(QStringLiteral("DELETE FROM lineups WHERE round = ? AND team = ?"), {l.round, l.team});
    for (size_t b = 0; b < l.players.size(); ++b)
        db.exec(QStringLiteral("INSERT INTO lineups (round, team, board, player) VALUES (?, ?, ?, ?)"),
                {l.round, l.team, int(b) + 1, l.players[b]});
}

void insert_info(storage::Database &db, const TournamentInfo &i) {
    db.exec(QStringLiteral(
                "INSERT INTO event (id, name, place, start_date, end_date, chief_arbiter, time_control,"
                " variant, system, rounds, scoring, bye_pab, bye_hpb, bye_fpb, bye_zpb, max_hpb,"
                " hpb_closed_last_rounds, tiebreaks) VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
            {qs(i.name), qs(i.place), qs(i.start_date), qs(i.end_date), qs(i.chief_arbiter), qs(i.time_control),
             qs(i.variant), qs(to_string(i.system)), i.rounds, qs(scoring_name(i.scoring)), i.byes.pab, i.byes.hpb,
             i.byes.fpb, i.byes.zpb, i.byes.max_hpb, i.byes.hpb_closed_last_rounds, qs(join(i.tiebreaks))});
    db.exec(QStringLiteral("UPDATE event SET games_per_pairing = ?, baku_acceleration = ?, tiebreak_edition = ?,"
                           " third_place_match = ?, team_boards = ?, team_match_points = ?, language = ?,"
                           " variant_options = ? WHERE id = 1"),
            {i.games_per_pairing, i.baku_acceleration ? 1 : 0, qs(i.tiebreak_edition), i.third_place_match ? 1 : 0,
             i.team_boards, qs(scoring_name(i.match_points)), qs(i.language), qs(i.variant_options)});
}

void set_forbidden(storage::Database &db, const std::vector<std::pair<int, int>> &pairs) {
    db.exec(QStringLiteral("DELETE FROM forbidden_pairs"));
    for (const auto &[a, b] : pairs)
        db.exec(QStringLiteral("INSERT INTO forbidden_pairs (a, b) VALUES (?, ?)"), {std::min(a, b), std::max(a, b)});
}

void set_openings(storage::Database &db, const std::vector<std::string> &openings) {
    db.exec(QStringLiteral("DELETE FROM openings"));
    for (size_t k = 0; k < openings.size(); ++k)
        db.exec(QStringLiteral("INSERT INTO openings (number, moves) VALUES (?, ?)"), {int(k) + 1, qs(openings[k])});
}

TournamentInfo load_info(storage::Database &db) {
    // One statement: every event load (each command, each refresh of the server's view) reads it.
    QSqlQuery r = db.exec(QStringLiteral(
        "SELECT name, place, start_date, end_date, chief_arbiter, time_control, variant, system, rounds, scoring,"
        " bye_pab, bye_hpb, bye_fpb, bye_zpb, max_hpb, hpb_closed_last_rounds, tiebreaks, games_per_pairing,"
        " baku_acceleration, tiebreak_edition, third_place_match, language, team_boards, team_match_points,"
        " variant_options FROM event WHERE id = 1"));
    if (!db.next(r)) throw storage::SqlError(db.file().toStdString() + ": not a Damka event (no event row)");
    TournamentInfo i;
    i.name = s(r.value(0));
    i.place = s(r.value(1));
    i.start_date = s(r.value(2));
    i.end_date = s(r.value(3));
    i.chief_arbiter = s(r.value(4));
    i.time_control = s(r.value(5));
    i.variant = s(r.value(6));
    i.system = parse_system(s(r.value(7))).value_or(System::Swiss);
    i.rounds = r.value(8).toInt();
    i.scoring = parse_scoring(s(r.value(9))).value_or(Scoring{});
    i.byes = {r.value(10).toDouble(), r.value(11).toDouble(), r.value(12).toDouble(),
              r.value(13).toDouble(), r.value(14).toInt(),    r.value(15).toInt()};
    i.tiebreaks = split(s(r.value(16)));
    i.games_per_pairing = r.value(17).toInt();
    i.baku_acceleration = r.value(18).toInt() != 0;
    i.tiebreak_edition = s(r.value(19));
    i.third_place_match = r.value(20).toInt() != 0;
    i.language = s(r.value(21));
    i.team_boards = r.value(22).toInt();
    i.match_points = parse_scoring(s(r.value(23))).value_or(Scoring{2.0, 1.0, 0.0});
    i.variant_options = s(r.value(24));
    QSqlQuery o = db.exec(QStringLiteral("SELECT moves FROM openings ORDER BY number"));
    while (db.next(o)) i.openings.push_back(s(o.value(0)));
    // The tie-break list changed after round 1 (event_edit.cpp): the audit log keeps it once.
    if (const std::optional<storage::AuditEntry> amended =
            storage::latest_audit(db, QStringLiteral("event.tiebreaks"))) {
        const storage::AuditEntry &a = *amended;
        i.tiebreaks_changed.after_round = a.after.value(QStringLiteral("after_round")).toInt();
        for (const QJsonValue &t : a.before.value(QStringLiteral("tiebreaks")).toArray())
            i.tiebreaks_changed.before.push_back(t.toString().toStdString());
        i.tiebreaks_changed.on = a.at.left(10).toStdString();
    }
    return i;
}

EventData load_event(storage::Database &db) {
    EventData e;
    e.info = load_info(db);
    QSqlQuery p = db.exec(QStringLiteral("SELECT id, name, rating, title, federation, club, birth_year, national_id,"
                                         " fmjd_id, first_round, withdrawn_after, sex FROM players ORDER BY id"));
    while (db.next(p)) {
        Player x;
        x.id = p.value(0).toInt();
        x.name = s(p.value(1));
        x.rating = p.value(2).toInt();
        x.title = s(p.value(3));
        x.federation = s(p.value(4));
        x.club = s(p.value(5));
        x.birth_year = p.value(6).toInt();
        x.national_id = s(p.value(7));
        x.fmjd_id = s(p.value(8));
        x.first_round = p.value(9).toInt();
        x.withdrawn_after = p.value(10).toInt();
        x.sex = s(p.value(11));
        e.players.push_back(std::move(x));
    }
    QSqlQuery f = db.exec(QStringLiteral("SELECT a, b FROM forbidden_pairs ORDER BY a, b"));
    while (db.next(f)) e.forbidden.emplace_back(f.value(0).toInt(), f.value(1).toInt());
    load_teams(db, e);
    QSqlQuery r = db.exec(QStringLiteral("SELECT number, state FROM rounds ORDER BY number"));
    while (db.next(r))
        e.rounds.push_back(
            {r.value(0).toInt(),
             r.value(1).toString() == QStringLiteral("published") ? RoundState::Published : RoundState::Draft,
             {},
             {}});
    auto round_at = [&](int n) -> Round * {
        for (Round &x : e.rounds)
            if (x.number == n) return &x;
        return nullptr;
    };
    QSqlQuery g = db.exec(QStringLiteral("SELECT round, board, game_no, white, black, result, white_points,"
                                         " black_points, white_tiebreak, black_tiebreak, pdn, opening FROM games"
                                         " ORDER BY round, board, game_no"));
    while (db.next(g)) {
        RoundGame x;
        x.round = g.value(0).toInt();
        x.board = g.value(1).toInt();
        x.game_no = g.value(2).toInt();
        x.white = g.value(3).toInt();
        x.black = g.value(4).toInt();
        x.result = parse_result(s(g.value(5))).value_or(BoardResult::Pending);
        x.white_points = opt_int(g.value(6));
        x.black_points = opt_int(g.value(7));
        x.white_tiebreak = opt_int(g.value(8));
        x.black_tiebreak = opt_int(g.value(9));
        x.pdn = s(g.value(10));
        x.opening = s(g.value(11));
        if (Round *rd = round_at(x.round)) rd->games.push_back(std::move(x));
    }
    if (!e.teams.empty()) {
        QSqlQuery tr = db.exec(QStringLiteral("SELECT number, free_team FROM rounds ORDER BY number"));
        while (db.next(tr)) e.team_rounds.push_back({tr.value(0).toInt(), {}, tr.value(1).toInt()});
        QSqlQuery m = db.exec(
            QStringLiteral("SELECT round, number, white_team, black_team FROM team_matches ORDER BY round, number"));
        while (db.next(m))
            for (TeamRound &x : e.team_rounds)
                if (x.number == m.value(0).toInt())
                    x.matches.push_back({m.value(1).toInt(), m.value(2).toInt(), m.value(3).toInt()});
    }
    QSqlQuery b = db.exec(QStringLiteral("SELECT round, player, kind FROM byes ORDER BY round, player"));
    while (db.next(b)) {
        const Bye x{b.value(0).toInt(), b.value(1).toInt(), parse_bye(s(b.value(2))).value_or(ByeKind::ZPB)};
        if (Round *rd = round_at(x.round))
            rd->byes.push_back(x);
        else
            e.future_byes.push_back(x);
    }
    return e;
}

void insert_player(storage::Database &db, const Player &p) {
    db.exec(QStringLiteral("INSERT INTO players (id, name, rating, title, federation, club, birth_year, national_id,"
                           " fmjd_id, first_round, withdrawn_after, sex) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
            {p.id, qs(p.name), p.rating, qs(p.title), qs(p.federation), qs(p.club), p.birth_year, qs(p.national_id),
             qs(p.fmjd_id), p.first_round, p.withdrawn_after, qs(p.sex)});
}

void update_player(storage::Database &db, const Player &p) {
    db.exec(QStringLiteral("UPDATE players SET name = ?, rating = ?, title = ?, federation = ?, club = ?,"
                           " birth_year = ?, national_id = ?, fmjd_id = ?, first_round = ?, withdrawn_after = ?,"
                           " sex = ? WHERE id = ?"),
            {qs(p.name), p.rating, qs(p.title), qs(p.federation), qs(p.club), p.birth_year, qs(p.national_id),
             qs(p.fmjd_id), p.first_round, p.withdrawn_after, qs(p.sex), p.id});
}

int next_player_id(storage::Database &db) {
    return db.scalar(QStringLiteral("SELECT COALESCE(MAX(id), 0) + 1 FROM players")).toInt();
}

void insert_round(storage::Database &db, int number, const Message &note) {
    db.exec(QStringLiteral("INSERT INTO rounds (number, state, paired_at, pairing_note, pairing_note_message)"
                           " VALUES (?, 'draft', ?, ?, ?)"),
            {number, now(), qs(note.english()), to_column(note)});
}

std::optional<Message> pairing_note(storage::Database &db, int number) {
    QSqlQuery r =
        db.exec(QStringLiteral("SELECT pairing_note, pairing_note_message FROM rounds WHERE number = ?"), {number});
    if (!db.next(r)) return std::nullopt;
    return from_column(r.value(1).toString()).value_or(Message(s(r.value(0))));
}

void set_round_state(storage::Database &db, int number, RoundState state) {
    db.exec(QStringLiteral("UPDATE rounds SET state = ?, published_at = ? WHERE number = ?"),
            {qs(to_string(state)),
             state == RoundState::Published ? QVariant(now()) : QVariant(QMetaType(QMetaType::QString)), number});
}

void delete_round(storage::Database &db, int number) {
    db.exec(QStringLiteral("DELETE FROM games WHERE round = ?"), {number});
    db.exec(QStringLiteral("DELETE FROM team_matches WHERE round = ?"), {number});
    db.exec(QStringLiteral("DELETE FROM byes WHERE round = ? AND kind = 'PAB'"), {number});
    db.exec(QStringLiteral("DELETE FROM rounds WHERE number = ?"), {number});
}

void insert_game(storage::Database &db, const RoundGame &g) {
    db.exec(QStringLiteral("INSERT INTO games (round, board, game_no, white, black, result, white_points,"
                           " black_points, white_tiebreak, black_tiebreak, pdn, opening)"
                           " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
            {g.round, g.board, g.game_no, g.white, g.black, qs(to_string(g.result)), opt(g.white_points),
             opt(g.black_points), opt(g.white_tiebreak), opt(g.black_tiebreak),
             g.pdn.empty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(qs(g.pdn)), qs(g.opening)});
}

void update_game_result(storage::Database &db, const RoundGame &g) {
    db.exec(QStringLiteral("UPDATE games SET result = ?, white_points = ?, black_points = ?, white_tiebreak = ?,"
                           " black_tiebreak = ?, pdn = ? WHERE round = ? AND board = ? AND game_no = ?"),
            {qs(to_string(g.result)), opt(g.white_points), opt(g.black_points), opt(g.white_tiebreak),
             opt(g.black_tiebreak), g.pdn.empty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(qs(g.pdn)),
             g.round, g.board, g.game_no});
}

void update_game_players(storage::Database &db, const RoundGame &g) {
    db.exec(QStringLiteral("UPDATE games SET white = ?, black = ? WHERE round = ? AND board = ? AND game_no = ?"),
            {g.white, g.black, g.round, g.board, g.game_no});
}

void renumber_players(storage::Database &db, const std::map<int, int> &old_to_new) {
    if (old_to_new.empty()) return;
    if (db.scalar(QStringLiteral("SELECT COUNT(*) FROM games")).toInt() > 0)
        throw storage::SqlError("start numbers cannot change once games are stored");
    // A bye references its player: lift the byes, move the numbers in two steps (through
    // negatives, so no two players ever hold one number), put the byes back.
    std::vector<Bye> byes;
    QSqlQuery q = db.exec(QStringLiteral("SELECT round, player, kind FROM byes"));
    while (db.next(q)) {
        Bye b{q.value(0).toInt(), q.value(1).toInt(), ByeKind::ZPB};
        b.kind = parse_bye(q.value(2).toString().toStdString()).value_or(ByeKind::ZPB);
        byes.push_back(b);
    }
    auto mapped = [&](int id) { return renumbered(old_to_new, id); };
    std::vector<std::pair<int, int>> forbidden;
    QSqlQuery f = db.exec(QStringLiteral("SELECT a, b FROM forbidden_pairs"));
    while (db.next(f)) forbidden.emplace_back(mapped(f.value(0).toInt()), mapped(f.value(1).toInt()));
    // The server's check-ins of round 1 (made before the pairing) follow their players too.
    const bool served = db.schema_version(QStringLiteral("server")) >= 1;
    std::vector<std::tuple<int, int, QString>> checkins;
    if (served) {
        QSqlQuery c = db.exec(QStringLiteral("SELECT round, player, at FROM checkins"));
        while (db.next(c)) checkins.emplace_back(c.value(0).toInt(), mapped(c.value(1).toInt()), c.value(2).toString());
        db.exec(QStringLiteral("DELETE FROM checkins"));
    }
    db.exec(QStringLiteral("DELETE FROM byes"));
    db.exec(QStringLiteral("DELETE FROM forbidden_pairs"));
    for (const auto &[from, to] : old_to_new)
        db.exec(QStringLiteral("UPDATE players SET id = ? WHERE id = ?"), {-to, from});
    db.exec(QStringLiteral("UPDATE players SET id = -id WHERE id < 0"));
    for (Bye b : byes) {
        b.player = mapped(b.player);
        put_bye(db, b);
    }
    set_forbidden(db, forbidden);
    for (const auto &[round, player, at] : checkins)
        db.exec(QStringLiteral("INSERT INTO checkins (round, player, at) VALUES (?, ?, ?)"), {round, player, at});
}

void delete_player(storage::Database &db, int id) {
    db.exec(QStringLiteral("DELETE FROM byes WHERE player = ?"), {id});
    db.exec(QStringLiteral("DELETE FROM forbidden_pairs WHERE a = ? OR b = ?"), {id, id});
    if (db.schema_version(QStringLiteral("server")) >= 1)
        db.exec(QStringLiteral("DELETE FROM checkins WHERE player = ?"), {id});
    db.exec(QStringLiteral("DELETE FROM players WHERE id = ?"), {id});
}

void put_bye(storage::Database &db, const Bye &b) {
    db.exec(QStringLiteral("DELETE FROM byes WHERE round = ? AND player = ?"), {b.round, b.player});
    db.exec(QStringLiteral("INSERT INTO byes (round, player, kind) VALUES (?, ?, ?)"),
            {b.round, b.player, qs(to_string(b.kind))});
}

void delete_bye(storage::Database &db, int round, int player) {
    db.exec(QStringLiteral("DELETE FROM byes WHERE round = ? AND player = ?"), {round, player});
}

QJsonObject to_json(const TournamentInfo &i) {
    QJsonArray tb;
    for (const std::string &c : i.tiebreaks) tb.append(qs(c));
    QJsonObject o{{QStringLiteral("name"), qs(i.name)},
                  {QStringLiteral("place"), qs(i.place)},
                  {QStringLiteral("dates"), qs(i.start_date + " .. " + i.end_date)},
                  {QStringLiteral("chief_arbiter"), qs(i.chief_arbiter)},
                  {QStringLiteral("variant"), qs(i.variant)},
                  {QStringLiteral("system"), qs(to_string(i.system))},
                  {QStringLiteral("rounds"), i.rounds},
                  {QStringLiteral("time_control"), qs(i.time_control)},
                  {QStringLiteral("scoring"), qs(scoring_name(i.scoring))},
                  {QStringLiteral("tiebreaks"), tb},
                  {QStringLiteral("games_per_pairing"), i.games_per_pairing},
                  {QStringLiteral("baku_acceleration"), i.baku_acceleration},
                  {QStringLiteral("tiebreak_edition"), qs(i.tiebreak_edition)},
                  {QStringLiteral("third_place_match"), i.third_place_match}};
    if (!i.language.empty()) o[QStringLiteral("language")] = qs(i.language); // set by the arbiter only
    if (!i.variant_options.empty()) o[QStringLiteral("variant_options")] = qs(i.variant_options);
    if (i.team_boards > 0) { // team events only
        o[QStringLiteral("team_boards")] = i.team_boards;
        o[QStringLiteral("match_points")] = qs(scoring_name(i.match_points));
    }
    return o;
}

QJsonObject to_json(const Player &p) {
    return {{QStringLiteral("id"), p.id},
            {QStringLiteral("name"), qs(p.name)},
            {QStringLiteral("rating"), p.rating},
            {QStringLiteral("title"), qs(p.title)},
            {QStringLiteral("federation"), qs(p.federation)},
            {QStringLiteral("club"), qs(p.club)},
            {QStringLiteral("birth_year"), p.birth_year},
            {QStringLiteral("sex"), qs(p.sex)},
            {QStringLiteral("fmjd_id"), qs(p.fmjd_id)},
            {QStringLiteral("national_id"), qs(p.national_id)},
            {QStringLiteral("first_round"), p.first_round},
            {QStringLiteral("withdrawn_after"), p.withdrawn_after}};
}

QJsonObject to_json(const RoundGame &g) {
    QJsonObject o{{QStringLiteral("round"), g.round},  {QStringLiteral("board"), g.board},
                  {QStringLiteral("game"), g.game_no}, {QStringLiteral("white"), g.white},
                  {QStringLiteral("black"), g.black},  {QStringLiteral("result"), qs(to_string(g.result))}};
    if (g.white_points && g.black_points)
        o[QStringLiteral("points")] = QStringLiteral("%1:%2").arg(*g.white_points).arg(*g.black_points);
    if (g.white_tiebreak && g.black_tiebreak)
        o[QStringLiteral("tiebreak")] = QStringLiteral("%1:%2").arg(*g.white_tiebreak).arg(*g.black_tiebreak);
    if (!g.pdn.empty()) o[QStringLiteral("pdn")] = true;
    if (!g.opening.empty()) o[QStringLiteral("opening")] = qs(g.opening);
    return o;
}

QJsonObject to_json(const Team &t) {
    QJsonArray order;
    for (const int id : t.board_order) order.append(id);
    return {{QStringLiteral("id"), t.id},
            {QStringLiteral("name"), qs(t.name)},
            {QStringLiteral("federation"), qs(t.federation)},
            {QStringLiteral("club"), qs(t.club)},
            {QStringLiteral("captain"), t.captain},
            {QStringLiteral("board_order"), order}};
}

QJsonObject to_json(const Lineup &l) {
    QJsonArray players;
    for (const int id : l.players) players.append(id);
    return {{QStringLiteral("round"), l.round}, {QStringLiteral("team"), l.team}, {QStringLiteral("players"), players}};
}

QJsonObject to_json(const Bye &b) {
    return {{QStringLiteral("round"), b.round},
            {QStringLiteral("player"), b.player},
            {QStringLiteral("kind"), qs(to_string(b.kind))}};
}

} // namespace damka::tournament::store
