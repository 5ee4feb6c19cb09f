#include "viewed_game.hpp"

#include "api_json.hpp"
#include "arbiter/store/game_log_store.hpp"
#include "pdn/pdn_reader.hpp"
#include "pdn/pdn_replay.hpp"
#include "tournament/service/event_variant.hpp"

#include <algorithm>
#include <exception>

namespace damka::server {

namespace {

constexpr size_t kMaxKept = 32; // games kept replayed: a hall's boards and a few viewers' games

const tournament::RoundGame *find_game(const tournament::EventData &e, int round, int board, int game_no) {
    const tournament::Round *r = published_round(e, round);
    if (!r) return nullptr;
    for (const tournament::RoundGame &g : r->games)
        if (g.board == board && g.game_no == game_no && g.white != 0 && g.black != 0) return &g;
    return nullptr;
}

// Move numbers as PDN writes them: the first side's move opens the next number, the second
// side's carries the number of the move it answers (PDN 3.0 "MOVENUMBER"); a number written in
// the record wins.
void number_moves(std::vector<ViewedMove> &moves, const std::vector<int> &written = {}) {
    int number = 0;
    for (size_t k = 0; k < moves.size(); ++k) {
        ViewedMove &m = moves[k];
        if (k < written.size() && written[k] > 0)
            number = written[k];
        else if (m.side != 1 || number == 0)
            number += 1;
        m.number = number;
    }
}

std::string number_text(int number, int side) { return std::to_string(number) + (side == 1 ? "..." : "."); }

// The record's main line only: a variation's alternative moves are not the game's.
pdn::GameRecord main_line(pdn::GameRecord record) {
    std::erase_if(record.moves, [](const pdn::Element &e) { return e.kind == pdn::Element::Kind::Variation; });
    return record;
}

// The stored record of a board replayed by `variant` (host/pdn): its main line's moves and the
// position after each; where it stops, the fault names the move or the place.
void replay_record(ViewedGame &g, const Variant &variant, const std::string &text) {
    const pdn::PdnFile file = pdn::read_pdn(QByteArray::fromStdString(text), QStringLiteral("record"));
    if (file.games.empty()) {
        g.fault =
            ReplayFault{ReplayFault::Unreadable, 0, {}, DAMKA_TR("Viewer", "The stored game record holds no game.")};
        return;
    }
    const pdn::ReadGame &read = file.games.front();
    const pdn::GameRecord record = main_line(read.game);
    const pdn::Replay full = pdn::replay(record, variant);
    const std::vector<const pdn::Element *> written = pdn::main_line_moves(record);
    const bool set_up = std::any_of(record.moves.begin(), record.moves.end(),
                                    [](const pdn::Element &e) { return e.kind == pdn::Element::Kind::Setup; });

    // The positions: the moves as the plugin played them, from the record's start (its FEN);
    // a record with a /set-up/ in its line is replayed up to each ply instead (host/pdn).
    pdn::Replay start = pdn::replay_until(record, variant, 0);
    std::vector<int> movers;
    if (start.final) {
        damka::Game board = std::move(*start.final);
        g.positions.push_back(board.board_json());
        bool followed = !set_up;
        for (size_t k = 0; followed && k < full.moves.size(); ++k) {
            movers.push_back(board.side_to_move());
            followed = bool(board.play(full.moves[k].notation));
            if (followed) g.positions.push_back(board.board_json());
        }
        if (!followed) {
            g.positions.resize(1);
            movers.clear();
            for (int k = 1; k <= int(full.moves.size()); ++k) {
                const pdn::Replay before = pdn::replay_until(record, variant, k - 1);
                const pdn::Replay after = pdn::replay_until(record, variant, k);
                movers.push_back(before.final ? before.final->side_to_move() : -1);
                g.positions.push_back(after.final ? std::optional(after.final->board_json()) : std::nullopt);
            }
        }
    }
    std::vector<int> numbers;
    for (size_t k = 0; k < full.moves.size(); ++k) {
        const MoveRecord &played = full.moves[k];
        ViewedMove m;
        m.ply = int(k) + 1;
        m.side = k < movers.size() ? movers[k] : -1;
        m.notation = k < written.size() ? written[k]->text.toStdString() : played.notation;
        m.path.assign(played.path.begin(), played.path.end());
        if (m.path.empty() && played.from >= 0) m.path = {played.from, played.to};
        numbers.push_back(k < written.size() ? written[k]->number : 0);
        g.moves.push_back(std::move(m));
    }
    number_moves(g.moves, numbers);

    if (read.error) { // a syntax error: what was read before it is shown
        g.fault = ReplayFault{ReplayFault::Unreadable,
                              0,
                              {},
                              DAMKA_TR("Viewer",
                                       "The game record cannot be read at line %1, column %2: %3. The moves "
                                       "before it are shown.")
                                  .arg(read.error->where.line)
                                  .arg(read.error->where.column)
                                  .arg(Message(read.error->message.toStdString()))};
        return;
    }
    if (!full.problem) return;
    const pdn::ReplayProblem &p = *full.problem;
    switch (p.kind) {
    case pdn::ReplayProblem::IllegalMove: {
        // The move at fault is the ply after the last one played; its number as the record goes on.
        const int side = full.final ? full.final->side_to_move() : -1;
        const int last = g.moves.empty() ? 0 : g.moves.back().number;
        const int number = size_t(p.ply - 1) < written.size() && written[size_t(p.ply - 1)]->number > 0
            ? written[size_t(p.ply - 1)]->number
            : (side == 1 ? std::max(last, 1) : last + 1);
        g.fault = ReplayFault{ReplayFault::IllegalMove, p.ply, p.move.toStdString(),
                              DAMKA_TR("Viewer",
                                       "The move %1 %2 cannot be played: %3 (line %4 of the game record). "
                                       "The moves before it are shown.")
                                  .arg(Message(number_text(number, side)))
                                  .arg(Message(p.move.toStdString()))
                                  .arg(Message(p.message.toStdString()))
                                  .arg(p.where.line)};
        break;
    }
    case pdn::ReplayProblem::BadSetup:
        g.fault = ReplayFault{ReplayFault::BadSetup,
                              0,
                              {},
                              DAMKA_TR("Viewer", "The position the game record starts from is refused (line %1): %2")
                                  .arg(p.where.line)
                                  .arg(Message(p.message.toStdString()))};
        break;
    case pdn::ReplayProblem::ResultMismatch:
        g.fault = ReplayFault{ReplayFault::ResultMismatch,
                              0,
                              {},
                              DAMKA_TR("Viewer", "The game record's result does not fit its moves: %1")
                                  .arg(Message(p.message.toStdString()))};
        break;
    }
}

// The moves of the board's arbiter's log (board_game.hpp), with the position after each ply.
std::variant<std::shared_ptr<const ViewedGame>, BoardGameProblem>
from_log(EventView &view, const PluginRegistry &plugins, ViewedGame g) {
    auto read = read_board_game(view, plugins, g.round, g.board, g.game_no, true);
    if (auto *problem = std::get_if<BoardGameProblem>(&read)) {
        if (problem->code != QStringLiteral("unreadable_log")) return *problem;
        g.fault = ReplayFault{ReplayFault::UnreadableLog, 0, {}, problem->message};
        return std::make_shared<const ViewedGame>(std::move(g));
    }
    const BoardGame &b = std::get<BoardGame>(read);
    g.variant = b.variant;
    g.sides = b.sides;
    // The start: the log's set-up (read_board_game gives the position after each ply only).
    const std::optional<arbiter::GameLog> log = arbiter::store::load_log(view.event().db(), b.key);
    const Expected<Variant> variant = log_variant(plugins, view.data().info, b.variant);
    std::optional<std::string> start;
    if (variant)
        if (Expected<Game> fresh = variant->new_game(log ? log->setup : std::string())) start = fresh->board_json();
    g.positions.push_back(start);
    for (size_t k = 0; k < b.moves.size(); ++k) {
        const LoggedMove &lm = b.moves[k];
        // As the scoresheet shows it: the plugin's notation, an irregular move by its squares
        // ("a3-b4", not the log's "from a3 to b4").
        g.moves.push_back(ViewedMove{lm.ply, lm.side, 0, shown_move(b, int(k) + 1), lm.path, lm.legal, lm.taken_back});
        g.positions.push_back(k < b.after_ply.size() ? b.after_ply[k] : std::nullopt);
    }
    number_moves(g.moves);
    return std::make_shared<const ViewedGame>(std::move(g));
}

} // namespace

std::string game_address(const reports::Language &lang, int round, int board, int game_no) {
    return std::string(reports::language_code(lang)) + "/game/" + std::to_string(round) + "/" + std::to_string(board) +
        (game_no > 1 ? "?game=" + std::to_string(game_no) : "");
}

ViewedGames::ViewedGames(EventView &view, Plugins plugins) : view_(view), plugins_(std::move(plugins)) {}

void ViewedGames::follow_version() {
    if (view_.version() == version_) return;
    version_ = view_.version();
    kept_.clear(); // a result, a record or a logged move may have changed
    logged_.reset();
}

const std::set<ViewedGames::Key> &ViewedGames::logged_moves() {
    follow_version();
    if (!logged_) {
        logged_.emplace();
        storage::Database &db = view_.event().db();
        for (const arbiter::store::GameKey &key : arbiter::store::logged_games(db))
            if (const auto log = arbiter::store::load_log(db, key))
                if (std::any_of(log->events.begin(), log->events.end(),
                                [](const arbiter::Event &e) { return e.kind == arbiter::EventKind::Move; }))
                    logged_->insert({key.round, key.board, key.game_no});
    }
    return *logged_;
}

bool ViewedGames::has_record(int round, int board, int game_no) {
    const tournament::RoundGame *g = find_game(view_.data(), round, board, game_no);
    return g && (!g->pdn.empty() || logged_moves().count({round, board, game_no}));
}

reports::GameLink ViewedGames::links(const reports::Language &lang) {
    return [this, lang](int round, int board, int game_no) {
        return has_record(round, board, game_no) ? game_address(lang, round, board, game_no) : std::string();
    };
}

std::variant<std::shared_ptr<const ViewedGame>, BoardGameProblem> ViewedGames::game(int round, int board, int game_no) {
    follow_version();
    const Key key{round, board, game_no};
    if (auto kept = kept_.find(key); kept != kept_.end()) {
        kept->second.used = ++uses_;
        return kept->second.game;
    }
    const tournament::EventData &e = view_.data();
    const tournament::RoundGame *rg = find_game(e, round, board, game_no);
    if (!rg)
        return BoardGameProblem{404, QStringLiteral("not_found"),
                                DAMKA_TR("Viewer", "round %1 has no game on board %2").arg(round).arg(board)};
    if (!has_record(round, board, game_no))
        return BoardGameProblem{
            404, QStringLiteral("no_record"),
            DAMKA_TR("Viewer", "no record of the game on board %2 of round %1 is kept").arg(round).arg(board)};
    if (!plugins_)
        return BoardGameProblem{503, QStringLiteral("no_plugins"),
                                DAMKA_TR("Viewer", "this server has no variant plugins to replay the game")};
    const PluginRegistry &plugins = plugins_();
    ViewedGame g;
    g.round = round;
    g.board = board;
    g.game_no = game_no;
    std::variant<std::shared_ptr<const ViewedGame>, BoardGameProblem> made;
    try {
        if (!rg->pdn.empty()) {
            // The game's variant is the event's, with the arbiter's set-up options (issue 33).
            const Expected<Variant> variant = tournament::event_variant(plugins, e.info);
            if (!variant) return BoardGameProblem{503, QStringLiteral("no_plugin"), variant.error_message()};
            g.source = "pdn";
            g.variant = variant->id();
            g.sides = {variant->side_name(0), variant->side_name(1)};
            replay_record(g, *variant, rg->pdn);
            made = std::make_shared<const ViewedGame>(std::move(g));
        } else {
            g.source = "log";
            made = from_log(view_, plugins, std::move(g));
        }
    } catch (const PluginFailure &failure) {
        // A plugin that fails a call (not a refused move): the game cannot be shown; say why.
        return BoardGameProblem{500, QStringLiteral("plugin_failure"),
                                DAMKA_TR("Viewer", "the variant plugin failed: %1").arg(Message(failure.what()))};
    }
    if (auto *game = std::get_if<std::shared_ptr<const ViewedGame>>(&made)) {
        if (kept_.size() >= kMaxKept)
            kept_.erase(std::min_element(kept_.begin(), kept_.end(),
                                         [](const auto &a, const auto &b) { return a.second.used < b.second.used; }));
        kept_[key] = Kept{*game, ++uses_};
    }
    return made;
}

} // namespace damka::server
