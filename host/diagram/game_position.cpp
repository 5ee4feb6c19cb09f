#include "game_position.hpp"

#include "board_description.hpp"
#include "core/message.hpp"
#include "pdn/pdn_reader.hpp"
#include "pdn/pdn_replay.hpp"

#include <limits>

namespace damka::diagram {

namespace {

Expected<Position> position_of(const damka::Game &game, const MoveRecord *last, int plies) {
    Position p{game.board_json(), {}, {}, plies}; // a plugin's failure: PluginFailure, caught by the caller
    if (last) {
        p.last_move.assign(last->path.begin(), last->path.end());
        if (p.last_move.empty() && last->from >= 0) p.last_move = {last->from, last->to};
        p.last_notation = last->notation;
    }
    return p;
}

} // namespace

Expected<Position> position_after(const Variant &variant, const std::string &setup,
                                  const std::vector<std::string> &moves) {
    Expected<damka::Game> game = variant.new_game(setup);
    if (!game) return Error{DAMKA_TR("Diagram", "the set-up was refused: %1").arg(game.error_message())};
    std::optional<MoveRecord> last;
    for (size_t i = 0; i < moves.size(); ++i) {
        Expected<MoveRecord> m = game->play(moves[i]);
        if (!m)
            return Error{DAMKA_TR("Diagram", "move %1 '%2' is refused: %3")
                             .arg(int(i + 1))
                             .arg(moves[i])
                             .arg(m.error_message())};
        last = std::move(m).value();
    }
    return position_of(*game, last ? &*last : nullptr, int(moves.size()));
}

namespace {

Expected<Position> position_in_game(const Variant &variant, const pdn::PdnFile &file, const Message &where,
                                    int game_number, int ply) {
    if (game_number < 1 || size_t(game_number) > file.games.size())
        return Error{DAMKA_TR("Diagram", "%1 has %2 games: there is no game %3")
                         .arg(where)
                         .arg(int(file.games.size()))
                         .arg(game_number)};
    const pdn::ReadGame &read = file.games[size_t(game_number - 1)];
    if (read.error) return Error{Message(pdn::format_error(file.path, *read.error).toStdString())};
    const pdn::Replay r = pdn::replay_until(read.game, variant, ply < 0 ? std::numeric_limits<int>::max() : ply);
    if (r.problem)
        return Error{DAMKA_TR("Diagram", "%1, game %2, line %3: %4")
                         .arg(where)
                         .arg(game_number)
                         .arg(r.problem->where.line)
                         .arg(r.problem->message.toStdString())};
    if (ply > r.plies)
        return Error{DAMKA_TR("Diagram", "%1, game %2 has %3 plies: there is no ply %4")
                         .arg(where)
                         .arg(game_number)
                         .arg(r.plies)
                         .arg(ply)};
    return position_of(*r.final, r.moves.empty() ? nullptr : &r.moves.back(), r.plies);
}

} // namespace

Expected<Position> position_in_pdn(const Variant &variant, const QString &path, int game_number, int ply) {
    Expected<pdn::PdnFile> file = pdn::read_pdn_file(path);
    if (!file) return Error{file.error_message()};
    return position_in_game(variant, *file, Message(path.toStdString()), game_number, ply);
}

Expected<Position> position_in_pdn_text(const Variant &variant, const std::string &pdn, int ply) {
    const pdn::PdnFile file = pdn::read_pdn(QByteArray::fromStdString(pdn));
    return position_in_game(variant, file, DAMKA_TR("Diagram", "the game record"), 1, ply);
}

std::string position_title(const Variant &variant, const Position &position) {
    auto board = read_board(position.board_json);
    std::string title = variant.name();
    if (!board) return title;
    if (!board->phase.empty()) return title + ": " + board->phase;
    return title + ": " + variant.side_name(board->side_to_move) + " to move";
}

} // namespace damka::diagram
