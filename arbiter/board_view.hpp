// The plugin's board description (board_json, plugin-api/README.md) read into what the arbiter
// needs: square names and indices, and who owns the pieces (stacks bottom to top) on a square.
#pragma once

#include "core/expected.hpp"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace damka::arbiter {

struct PieceView {
    int side = -1;
    std::string label;
};

struct BoardView {
    std::map<std::string, int> index_of; // square name -> index
    std::map<int, std::string> name_of; // index -> square name
    std::map<int, std::vector<PieceView>> pieces; // index -> stack, bottom first

    // The index of a square name, or an error listing the form of names.
    Expected<int> square(const std::string &name) const;
    std::string name(int index) const;
    // The owner of the top piece (who moves the stack), or -1 for an empty square.
    int owner(int index) const;
    int stack_size(int index) const;
    // In a move written in the variant's notation: the first word shaped like this board's
    // square names (one lower-case letter and digits, e.g. "z9" against "a1".."h8") that is
    // not one of them, as square()'s error; nothing when every such word is a square. Other
    // words (numbers, piece letters, "M1a3") are the variant's to read.
    std::optional<Error> unknown_square_in(const std::string &notation) const;
};

Expected<BoardView> read_board(const std::string &board_json);

} // namespace damka::arbiter
