#include "game_figures.hpp"

#include "diagram/board_description.hpp"
#include "diagram/game_position.hpp"
#include "diagram/svg_diagram.hpp"

namespace damka::reports {

using namespace damka::tournament;

namespace {

std::string result_words(BoardResult r) {
    const std::string code = to_string(r);
    return code == "1/2" ? "\xc2\xbd-\xc2\xbd" : code;
}

} // namespace

void add_final_positions(Table &card, const EventData &e, int player, const Variant &variant, Language lang) {
    const Tr tr(lang);
    for (const Round &round : e.rounds)
        for (const RoundGame &g : round.games) {
            if (g.pdn.empty() || (g.white != player && g.black != player)) continue;
            const Player *white = e.player(g.white), *black = e.player(g.black);
            const std::string who = (white ? white->name : "?") + " - " + (black ? black->name : "?");
            Expected<diagram::Position> position = Error{Message()};
            try {
                position = diagram::position_in_pdn_text(variant, g.pdn, -1);
            } catch (const PluginFailure &failure) {
                position = Error{Message(failure.what())};
            }
            Expected<diagram::Board> board = position ? diagram::read_board(position->board_json)
                                                      : Expected<diagram::Board>(Error{position.error_message()});
            if (!board) {
                card.notes.push_back(tr.translate("Reports", "Round %1, board %2: the game record does not replay: %3")
                                         .arg(g.round)
                                         .arg(g.board)
                                         .arg(tr.render(board.error_message())));
                continue;
            }
            diagram::SvgOptions o;
            o.flipped = g.black == player; // the player's own side at the bottom
            o.last_move = position->last_move;
            o.square_size = 32;
            o.title = tr.translate("Reports", "Round %1: final position").arg(g.round).str();
            o.piece_title = diagram::piece_titles(variant, lang.code());
            std::string caption =
                tr.translate("Reports", "Round %1, board %2: %3, %4; final position, plies played: %5")
                    .arg(g.round)
                    .arg(g.board)
                    .arg(who)
                    .arg(result_words(g.result))
                    .arg(position->plies);
            card.figures.push_back({std::move(caption), diagram::render_svg(*board, o)});
        }
}

} // namespace damka::reports
