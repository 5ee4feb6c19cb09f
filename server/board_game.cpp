#include "board_game.hpp"

#include "api_json.hpp"
#include "arbiter/board_after.hpp"
#include "arbiter/board_view.hpp"
#include "arbiter/game_replay.hpp"
#include "arbiter/time_control.hpp"
#include "core/variant_names.hpp"
#include "diagram/svg_diagram.hpp"
#include "tournament/service/event_variant.hpp"
#include "web_clock.hpp"

#include <QJsonArray>
#include <QJsonDocument>

namespace damka::server {

using arbiter::EventKind;

namespace {

QString qs(const std::string &s) { return QString::fromStdString(s); }

BoardPlayer board_player(const tournament::EventData &e, int id) {
    BoardPlayer p;
    p.id = id;
    if (const tournament::Player *pl = e.player(id)) p.name = pl->name;
    p.label = e.label(id);
    return p;
}

// The position after ply `m`, as game_replay follows it: the legal move played, or the
// irregular move's board change applied (adiukh 8.8); nullopt where that cannot be known.
std::optional<std::string> after(const Variant &variant, const arbiter::ReplayedMove &m) {
    if (!m.before) return std::nullopt;
    if (m.played) {
        Game g = m.before->clone();
        if (!g.play(m.played->notation)) return std::nullopt;
        return g.board_json();
    }
    if (!m.change) return std::nullopt;
    Expected<Game> g = arbiter::board_after(variant, *m.before, *m.change);
    if (!g) return std::nullopt;
    return g->board_json();
}

QJsonArray ints(const std::vector<int> &v) {
    QJsonArray a;
    for (int i : v) a.append(i);
    return a;
}

QJsonArray names(const std::vector<int> &v, const std::map<int, std::string> &name_of) {
    QJsonArray a;
    for (int i : v) {
        const auto it = name_of.find(i);
        a.append(it == name_of.end() ? QString() : qs(it->second));
    }
    return a;
}

} // namespace

std::string shown_move(const BoardGame &g, int ply) {
    if (ply < 1 || ply > int(g.moves.size())) return {};
    const LoggedMove &m = g.moves[size_t(ply - 1)];
    if (m.legal) return m.played;
    if (m.path.empty()) return m.notation;
    std::string out;
    for (int sq : m.path) {
        const auto it = g.square_names.find(sq);
        out += (out.empty() ? "" : "-") + (it == g.square_names.end() ? std::string("?") : it->second);
    }
    return out;
}

std::string side_label(const BoardGame &game, int side, const reports::Language &lang) {
    return loaded_variants::side_name(game.variant, side, game.sides[size_t(side & 1)], lang.code());
}

Expected<Variant> log_variant(const PluginRegistry &plugins, const tournament::TournamentInfo &info,
                              const std::string &id) {
    // The event's own games are played under the arbiter's set-up options (issue 33).
    if (const Variant *v = plugins.find(info.variant); v && v->answers_to(id))
        return tournament::event_variant(plugins, info);
    if (const Variant *v = plugins.find(id)) return *v;
    return Error{DAMKA_TR("Board", "the plugin of the variant '%1' is not loaded").arg(Message(id))};
}

std::variant<BoardGame, BoardGameProblem> read_board_game(EventView &view, const PluginRegistry &plugins, int round,
                                                          int board, int game_no, bool positions) {
    const tournament::EventData &e = view.data();
    const tournament::Round *r = published_round(e, round);
    if (!r)
        return BoardGameProblem{404, QStringLiteral("not_found"),
                                DAMKA_TR("Board", "round %1 is not published").arg(round)};
    const auto game = std::find_if(r->games.begin(), r->games.end(), [&](const tournament::RoundGame &g) {
        return g.board == board && g.game_no == game_no;
    });
    if (game == r->games.end())
        return BoardGameProblem{404, QStringLiteral("not_found"),
                                DAMKA_TR("Board", "round %1 has no board %2").arg(round).arg(board)};
    if (game->white == 0 || game->black == 0)
        return BoardGameProblem{
            404, QStringLiteral("not_found"),
            DAMKA_TR("Board", "board %2 of round %1 is a bye: no game is played on it").arg(round).arg(board)};
    BoardGame g;
    g.key = {round, board, game_no};
    g.players = {board_player(e, game->white), board_player(e, game->black)};
    g.result = tournament::to_string(game->result);
    storage::Database &db = view.event().db();
    arbiter::GameLog log;
    if (std::optional<arbiter::GameLog> stored = arbiter::store::load_log(db, g.key)) {
        log = *stored;
    } else {
        // As `damka arbiter log` and the web clock start a game's log (arbiter/store/event_game).
        log.variant = e.info.variant;
        log.players = {g.players[0].name, g.players[1].name};
        if (auto tc = arbiter::parse_time_control(e.info.time_control); tc)
            log.time_control = arbiter::format_time_control(*tc);
    }
    g.variant = log.variant;
    g.time_control = log.time_control;
    g.clock = clock_readings(log, web_clock_start(db, g.key));
    const Expected<Variant> variant = log_variant(plugins, e.info, log.variant);
    if (!variant) return BoardGameProblem{503, QStringLiteral("no_plugin"), variant.error_message()};
    g.variant_name = variant->name();
    g.sides = {variant->side_name(0), variant->side_name(1)};
    const Expected<arbiter::Replay> replay = arbiter::replay(*variant, log);
    if (!replay)
        return BoardGameProblem{
            422, QStringLiteral("unreadable_log"),
            DAMKA_TR("Board", "the game's log cannot be replayed: %1").arg(Message(replay.error()))};

    // Square names never change in a game: the start position's board names them.
    if (Expected<Game> start = variant->new_game(log.setup))
        if (Expected<arbiter::BoardView> b = arbiter::read_board(start->board_json())) g.square_names = b->name_of;

    for (size_t i = 0; i < replay->moves.size(); ++i) {
        const arbiter::ReplayedMove &m = replay->moves[i];
        LoggedMove lm;
        lm.ply = int(i) + 1;
        lm.event = m.event;
        lm.side = m.side;
        lm.notation = log.events[m.event].move;
        lm.legal = m.played.has_value();
        if (m.played) {
            lm.played = m.played->notation;
            lm.path.assign(m.played->path.begin(), m.played->path.end());
        } else {
            lm.refusal = m.refusal;
            if (m.change) lm.path = m.change->path();
        }
        g.moves.push_back(std::move(lm));
        if (positions) g.after_ply.push_back(after(*variant, m));
    }
    // adiukh 8.6: an upheld correction restores the position before move K; K and whatever was
    // played after it before the decision are taken back.
    std::optional<size_t> last_position_event;
    for (size_t i = 0; i < log.events.size(); ++i) {
        const arbiter::Event &ev = log.events[i];
        if (ev.kind == EventKind::Position) last_position_event = i;
        if (ev.kind != EventKind::Decision ||
            ev.decision.value(QStringLiteral("ruling")).toString() != QStringLiteral("upheld") ||
            !ev.decision.contains(QStringLiteral("restore_move")))
            continue;
        const int k = ev.decision.value(QStringLiteral("restore_move")).toInt(-1);
        for (LoggedMove &lm : g.moves)
            if (k >= 0 && lm.ply - 1 >= k && lm.event < i) lm.taken_back = true;
    }
    for (auto it = g.moves.rbegin(); it != g.moves.rend(); ++it) {
        if (it->taken_back) continue;
        // A position the arbiter stated after it replaces what the move left.
        if (!last_position_event || *last_position_event < it->event) {
            g.last_move = it->path;
            g.last_notation = it->notation;
            g.last_ply = it->ply;
        }
        break;
    }

    g.to_move = replay->to_move;
    if (replay->game) {
        g.board_json = replay->game->board_json();
        g.position = replay->game->position();
    }
    if (replay->board_result_event) {
        g.over = true;
        g.board_result = replay->board_result;
        g.over_how = "board";
        g.over_why = replay->board_result->why;
    } else if (replay->resign_event) {
        g.over = true;
        g.over_how = "resigned";
    } else if (replay->agreed_draw_event) {
        g.over = true;
        g.over_how = "agreed";
    }
    if (replay->game && !g.over)
        for (const MoveRecord &m : replay->game->legal_moves())
            g.legal.push_back({m.notation, {m.path.begin(), m.path.end()}, {m.captured.begin(), m.captured.end()}});
    return g;
}

QJsonObject board_game_json(const BoardGame &g, const BoardGameJsonOptions &o) {
    const reports::Tr tr(o.lang);
    QJsonObject doc{
        {QStringLiteral("round"), g.key.round},
        {QStringLiteral("board"), g.key.board},
        {QStringLiteral("game"), g.key.game_no},
        {QStringLiteral("variant"), qs(g.variant)},
        {QStringLiteral("variant_name"), qs(g.variant_name)},
        {QStringLiteral("sides"), QJsonArray{qs(g.sides[0]), qs(g.sides[1])}},
        {QStringLiteral("side_names"), QJsonArray{qs(side_label(g, 0, o.lang)), qs(side_label(g, 1, o.lang))}},
        {QStringLiteral("time_control"), qs(g.time_control)},
        {QStringLiteral("position_known"), g.board_json.has_value()},
        {QStringLiteral("position"), qs(g.position)},
        {QStringLiteral("to_move"), g.to_move},
        {QStringLiteral("last_move"), ints(g.last_move)},
        {QStringLiteral("last_move_squares"), names(g.last_move, g.square_names)},
        {QStringLiteral("last_notation"), qs(g.last_notation)},
        {QStringLiteral("last_ply"), g.last_ply},
        {QStringLiteral("last_shown"), qs(shown_move(g, g.last_ply))},
        {QStringLiteral("clock"), g.clock},
        {QStringLiteral("over"), g.over},
        {QStringLiteral("over_how"), qs(g.over_how)},
        {QStringLiteral("over_why"), qs(g.over_why)},
        {QStringLiteral("result"), g.result.empty() ? QStringLiteral("*") : qs(g.result)}};
    QJsonArray players;
    for (const BoardPlayer &p : g.players)
        players.append(QJsonObject{{QStringLiteral("id"), p.id},
                                   {QStringLiteral("name"), qs(p.name)},
                                   {QStringLiteral("label"), qs(p.label)}});
    doc.insert(QStringLiteral("players"), players);
    QJsonArray moves;
    for (const LoggedMove &m : g.moves)
        moves.append(QJsonObject{{QStringLiteral("ply"), m.ply},
                                 {QStringLiteral("side"), m.side},
                                 {QStringLiteral("notation"), qs(m.notation)},
                                 {QStringLiteral("legal"), m.legal},
                                 {QStringLiteral("played"), qs(m.played)},
                                 {QStringLiteral("path"), ints(m.path)},
                                 {QStringLiteral("squares"), names(m.path, g.square_names)},
                                 {QStringLiteral("refusal"), qs(m.refusal)},
                                 {QStringLiteral("taken_back"), m.taken_back}});
    doc.insert(QStringLiteral("moves"), moves);
    doc.insert(QStringLiteral("board_result"),
               g.board_result
                   ? QJsonValue(QJsonObject{
                         {QStringLiteral("outcome"),
                          g.board_result->outcome == DAMKA_DRAW ? QStringLiteral("draw") : QStringLiteral("win")},
                         {QStringLiteral("winner"), g.board_result->winner},
                         {QStringLiteral("points"), QJsonArray{g.board_result->points[0], g.board_result->points[1]}}})
                   : QJsonValue(QJsonValue::Null));
    doc.insert(QStringLiteral("board_description"),
               g.board_json ? QJsonValue(QJsonDocument::fromJson(QByteArray::fromStdString(*g.board_json)).object())
                            : QJsonValue(QJsonValue::Null));
    if (o.legal_moves) {
        QJsonArray legal;
        for (const LegalMove &m : g.legal)
            legal.append(QJsonObject{{QStringLiteral("notation"), qs(m.notation)},
                                     {QStringLiteral("path"), ints(m.path)},
                                     {QStringLiteral("squares"), names(m.path, g.square_names)},
                                     {QStringLiteral("captured"), ints(m.captured)}});
        doc.insert(QStringLiteral("legal_moves"), legal);
        // Who owns the top piece of each occupied square (who moves that stack): the page lets a
        // player start a move, legal or not, from any of the side to move's pieces.
        QJsonObject pieces;
        if (g.board_json)
            if (Expected<arbiter::BoardView> b = arbiter::read_board(*g.board_json))
                for (const auto &[index, stack] : b->pieces)
                    if (!stack.empty()) pieces.insert(qs(b->name(index)), b->owner(index));
        doc.insert(QStringLiteral("pieces"), pieces);
    }
    if (!g.after_ply.empty()) {
        QJsonArray after;
        for (const std::optional<std::string> &p : g.after_ply)
            after.append(p ? QJsonValue(QJsonDocument::fromJson(QByteArray::fromStdString(*p)).object())
                           : QJsonValue(QJsonValue::Null));
        doc.insert(QStringLiteral("positions"), after);
    }
    if (o.svg) {
        QJsonValue svg(QJsonValue::Null);
        if (g.board_json)
            if (Expected<diagram::Board> board = diagram::read_board(*g.board_json)) {
                diagram::SvgOptions so;
                so.flipped = o.flipped;
                so.last_move = g.last_move;
                so.square_size = o.square_size;
                so.coordinates = o.coordinates;
                so.interactive = o.interactive;
                if (const std::optional<Variant> v = loaded_variants::find(g.variant))
                    so.piece_title = diagram::piece_titles(*v, o.lang.code());
                so.title = g.over    ? tr.translate("Board", "The game is over").str()
                    : g.to_move >= 0 ? tr.translate("Board", "%1 to move").arg(side_label(g, g.to_move, o.lang)).str()
                                     : tr.translate("Board", "The position on the board is unknown").str();
                // The captions `damka rules VARIANT diagram` writes (plugin-api/README.md "Drawing keys").
                so.tray_captions = {{"reserve", tr.translate("Diagram", "reserve:")},
                                    {"captured", tr.translate("Diagram", "captured:")},
                                    {"off", tr.translate("Diagram", "taken off:")},
                                    {"hand", tr.translate("Diagram", "to place:")}};
                svg = qs(diagram::render_svg(*board, so));
            }
        doc.insert(QStringLiteral("svg"), svg);
    }
    return doc;
}

Reply problem_reply(const BoardGameProblem &problem, const reports::Tr &tr) {
    return error_reply(problem.status, problem.code, QString::fromStdString(tr.render(problem.message)));
}

} // namespace damka::server
