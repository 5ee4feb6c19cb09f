#include "demo_event.hpp"

#include "event.hpp"
#include "tournament/model/model.hpp"
#include "pdn/pdn_reader.hpp"
#include "variant_scoring.hpp"

#include <QDir>
#include <QFile>

#include <random>

namespace damka::tournament {
namespace {

const char *kNames[] = {"Kozlov, Ivan",   "Petrova, Anna",   "Sidorov, Pavel", "Gusev, Oleg",    "Orlova, Maria",
                        "Fedorov, Igor",  "Volkova, Elena",  "Nikitin, Roman", "Zaitsev, Denis", "Lebedeva, Olga",
                        "Morozov, Artem", "Sokolova, Irina", "Popov, Sergei",  "Belov, Mikhail", "Karpova, Daria",
                        "Titov, Gleb",    "Egorova, Nina",   "Frolov, Yuri",   "Kuzmina, Vera",  "Antonov, Lev"};

struct Played {
    BoardResult result = BoardResult::Pending;
    damka::GameResult verdict; // the plugin's result with the variant's points
    std::string pdn;
    int plies = 0;
    std::string how;
};

// Plays a game with legal moves chosen by lot; past `max_plies` the players agree a draw,
// or, where the variant has no draws, the player to move resigns.
Expected<Played> play_game(const Variant &v, const std::string &white, const std::string &black, int round,
                           std::mt19937_64 &rng, int max_plies) {
    auto game = v.new_game();
    if (!game) return Error{"the plugin refused the start position: " + game.error()};
    std::string moves;
    Played out;
    while (!game->status().finished() && out.plies < max_plies) {
        const auto legal = game->legal_moves();
        if (legal.empty()) break;
        const MoveRecord &m = legal[std::uniform_int_distribution<size_t>(0, legal.size() - 1)(rng)];
        if (out.plies % 2 == 0) moves += std::to_string(out.plies / 2 + 1) + ". ";
        moves += m.notation + " ";
        auto played = game->play(m.notation);
        if (!played) return Error{"the plugin refused its own legal move " + m.notation + ": " + played.error()};
        ++out.plies;
    }
    out.verdict = game->status();
    out.how = "on the board";
    if (!out.verdict.finished()) {
        auto ended = v.has_draws() ? game->result_of(DAMKA_END_AGREED_DRAW, 0)
                                   : game->result_of(DAMKA_END_RESIGNATION, game->side_to_move());
        if (!ended) return Error{"the plugin refused to end the game: " + ended.error()};
        out.verdict = *ended;
        out.how = v.has_draws() ? "agreed draw" : "resignation";
    }
    out.result = out.verdict.outcome == DAMKA_DRAW ? BoardResult::Draw
        : out.verdict.winner == 0                  ? BoardResult::WhiteWin
                                                   : BoardResult::BlackWin;
    const std::string res = out.result == BoardResult::Draw ? "1-1"
        : out.result == BoardResult::WhiteWin               ? "2-0"
                                                            : "0-2";
    out.pdn = "[Event \"Damka demo\"]\n[Round \"" + std::to_string(round) + "\"]\n[White \"" + white +
        "\"]\n[Black \"" + black + "\"]\n[Result \"" + res + "\"]\n\n" + moves + res + "\n";
    return out;
}

TournamentInfo demo_info(const Variant &v, int rounds) {
    TournamentInfo i;
    i.name = "Damka demo: " + v.name() + " Swiss";
    i.place = "Damka";
    i.start_date = i.end_date = "2026-11-22";
    i.chief_arbiter = "Demo Arbiter";
    i.time_control = "45m+10s"; // the arbiter's clock syntax (arbiter/time_control.hpp)
    i.variant = v.id();
    i.system = System::Swiss;
    i.rounds = rounds;
    // The tie-breaks and scoring the plugin recommends ("damka.tiebreaks/1"), else the default.
    if (const auto named = parse_scoring(v.recommended_scoring())) {
        i.scoring = *named;
        if (named->variant_points) // on the variant's own scale, as `--scoring variant` counts
            if (const auto scale = variant_scoring(v)) i.scoring = *scale;
    }
    i.tiebreaks = v.recommended_tiebreaks();
    if (i.tiebreaks.empty()) i.tiebreaks = {"BH-C1", "BH", "SB", "DE", "WIN"};
    i.byes = {i.scoring.win, i.scoring.draw, i.scoring.win, 0.0, 2, 1};
    return i;
}

} // namespace

Expected<QString> run_demo(const PluginRegistry &registry, const DemoOptions &o,
                           const std::function<void(const std::string &)> &say) {
    const Variant *v = registry.find(o.variant);
    if (!v) return Error{"variant '" + o.variant + "' is not loaded"};
    if (o.players < 2 || o.players > int(std::size(kNames)))
        return Error{"--players: 2.." + std::to_string(std::size(kNames))};
    if (o.rounds < 1 || o.rounds >= o.players) return Error{"--rounds: 1.." + std::to_string(o.players - 1)};
    if (!QDir().mkpath(o.out_dir)) return Error{o.out_dir.toStdString() + ": cannot create the folder"};
    const QString database =
        QDir(o.out_dir).filePath(QStringLiteral("demo-%1.db").arg(QString::fromStdString(v->id())));
    // A fresh demo: the previous demo's files go (only the demo's own names).
    for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
        QFile::remove(database + suffix);
    QDir(database + QStringLiteral(".snapshots")).removeRecursively();

    auto created = Event::create(database, demo_info(*v, o.rounds));
    if (!created) return Error{created.error(), created.error_kind()};
    Event &ev = *created;
    ev.set_actor(QStringLiteral("demo"));
    say("event " + database.toStdString() + ": " + ev.data().info.name);
    std::mt19937_64 rng(o.seed);
    for (int i = 0; i < o.players; ++i) {
        Player p;
        p.name = kNames[i];
        p.rating = 2200 - 37 * i;
        p.federation = i % 3 ? "RUS" : "BLR";
        p.club = i % 2 ? "Shashki Club" : "Damka Club";
        auto added = ev.add_player(p);
        if (!added) return Error{added.error()};
    }
    say("registered " + std::to_string(o.players) + " players");
    for (int round = 1; round <= o.rounds; ++round) {
        auto paired = ev.pair_next_round();
        if (!paired) return Error{"round " + std::to_string(round) + ": " + paired.error()};
        auto published = ev.publish_round(round);
        if (!published) return Error{published.error()};
        const EventData e = ev.data();
        int games = 0, plies = 0;
        for (const RoundGame &g : e.rounds.back().games) {
            auto played = play_game(*v, e.player(g.white)->name, e.player(g.black)->name, round, rng, o.max_plies);
            if (!played) return Error{played.error()};
            ResultEntry r;
            r.round = round;
            r.board = g.board;
            r.result = played->result;
            // The arbiter enters the result with the variant's points and tie-break points;
            // the game record goes with it when PDN can carry the variant's notation, and
            // the host then replays it and checks both.
            r.white_points = played->verdict.points[0];
            r.black_points = played->verdict.points[1];
            r.white_tiebreak = played->verdict.tiebreak[0];
            r.black_tiebreak = played->verdict.tiebreak[1];
            if (!pdn::read_pdn_text(QString::fromStdString(played->pdn)).has_errors()) r.pdn = played->pdn;
            auto entered = ev.set_result(r, v);
            if (!entered)
                return Error{"round " + std::to_string(round) + " board " + std::to_string(g.board) + ": " +
                             entered.error()};
            say("  " + entered->lines.front().english() + "  [" + played->how + ", " + std::to_string(played->plies) +
                " plies]");
            ++games;
            plies += played->plies;
        }
        say("round " + std::to_string(round) + ": " + std::to_string(games) + " games, " + std::to_string(plies) +
            " moves replayed and checked by the plugin");
    }
    return database;
}

} // namespace damka::tournament
