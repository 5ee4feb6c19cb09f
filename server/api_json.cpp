// The one file of server/ that reads games and results of the model (tournament::Game,
// GameResult): the names a rename touches live here and in write_api.cpp.
#include "api_json.hpp"

namespace damka::server {

using namespace damka::tournament;

namespace {

QString q(const std::string &s) { return QString::fromStdString(s); }

QJsonArray strings(const std::vector<std::string> &list) {
    QJsonArray a;
    for (const std::string &s : list) a.append(q(s));
    return a;
}

QJsonObject side(const EventData &e, int id) {
    const Player *p = e.player(id);
    return {{QStringLiteral("id"), id}, {QStringLiteral("name"), p ? q(p->name) : QString()}};
}

QJsonObject game_json(const EventData &e, const RoundGame &g) {
    QJsonObject o{{QStringLiteral("round"), g.round},          {QStringLiteral("board"), g.board},
                  {QStringLiteral("game"), g.game_no},         {QStringLiteral("white"), side(e, g.white)},
                  {QStringLiteral("black"), side(e, g.black)}, {QStringLiteral("result"), q(to_string(g.result))},
                  {QStringLiteral("has_pdn"), !g.pdn.empty()}};
    if (g.white_points && g.black_points)
        o.insert(QStringLiteral("points"), QJsonArray{*g.white_points, *g.black_points});
    if (!g.opening.empty()) o.insert(QStringLiteral("opening"), q(g.opening));
    return o;
}

} // namespace

QJsonObject table_json(const reports::Table &t) {
    QJsonArray rows, numeric;
    for (const auto &row : t.rows) rows.append(strings(row));
    for (bool n : t.numeric) numeric.append(n);
    return {{QStringLiteral("title"), q(t.title)},
            {QStringLiteral("subtitle"), strings(t.subtitle)},
            {QStringLiteral("columns"), strings(t.header)},
            {QStringLiteral("numeric"), numeric},
            {QStringLiteral("rows"), rows},
            {QStringLiteral("legend"), strings(t.notes)}};
}

QJsonObject event_json(const EventData &e) {
    const TournamentInfo &i = e.info;
    return {{QStringLiteral("name"), q(i.name)},
            {QStringLiteral("place"), q(i.place)},
            {QStringLiteral("start_date"), q(i.start_date)},
            {QStringLiteral("end_date"), q(i.end_date)},
            {QStringLiteral("chief_arbiter"), q(i.chief_arbiter)},
            {QStringLiteral("time_control"), q(i.time_control)},
            {QStringLiteral("variant"), q(i.variant)},
            {QStringLiteral("system"), q(to_string(i.system))},
            {QStringLiteral("rounds"), i.rounds},
            {QStringLiteral("scoring"), q(scoring_name(i.scoring))},
            {QStringLiteral("tiebreaks"), strings(i.tiebreaks)},
            {QStringLiteral("players"), int(e.players.size())},
            {QStringLiteral("published_rounds"), int(rounds_json(e).size())}};
}

QJsonObject player_json(const Player &p) {
    return {{QStringLiteral("id"), p.id},
            {QStringLiteral("name"), q(p.name)},
            {QStringLiteral("rating"), p.rating},
            {QStringLiteral("title"), q(p.title)},
            {QStringLiteral("federation"), q(p.federation)},
            {QStringLiteral("club"), q(p.club)},
            {QStringLiteral("first_round"), p.first_round},
            {QStringLiteral("withdrawn_after"), p.withdrawn_after}};
}

QJsonArray players_json(const EventData &e) {
    QJsonArray a;
    for (const Player &p : e.players) a.append(player_json(p));
    return a;
}

const Round *published_round(const EventData &e, int n) {
    const Round *r = find_round(e, n);
    return r && r->state == RoundState::Published ? r : nullptr;
}

QJsonArray rounds_json(const EventData &e) {
    QJsonArray a;
    for (const Round &r : e.rounds) {
        if (r.state != RoundState::Published) continue;
        int entered = 0;
        for (const RoundGame &g : r.games) entered += g.result != BoardResult::Pending;
        a.append(QJsonObject{{QStringLiteral("number"), r.number},
                             {QStringLiteral("games"), int(r.games.size())},
                             {QStringLiteral("results_entered"), entered}});
    }
    return a;
}

QJsonObject round_json(const EventData &e, const Round &r) {
    QJsonArray games, byes;
    for (const RoundGame &g : r.games) games.append(game_json(e, g));
    for (const Bye &b : r.byes) {
        QJsonObject o = side(e, b.player);
        o.insert(QStringLiteral("kind"), q(to_string(b.kind)));
        byes.append(o);
    }
    return {{QStringLiteral("number"), r.number}, {QStringLiteral("games"), games}, {QStringLiteral("byes"), byes}};
}

QJsonArray games_json(const EventData &e) {
    QJsonArray a;
    for (const Round &r : e.rounds)
        if (r.state == RoundState::Published)
            for (const RoundGame &g : r.games) a.append(game_json(e, g));
    return a;
}

} // namespace damka::server
