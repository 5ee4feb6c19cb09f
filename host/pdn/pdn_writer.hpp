// Writes games as PDN: tag pairs one per line, then the move text wrapped at 80 columns with
// comments, NAGs, set-ups and variations, ended by the result. read_pdn() of the output gives
// back equal games (comment text is compared with its blanks collapsed, as the reader keeps it).
#pragma once

#include "pdn_game.hpp"

#include <QString>

#include <vector>

namespace damka::pdn {

struct WriteOptions {
    int width = 80; // the move text's line width (a longer single token gets a line of its own)
};

// One game, ending with a line break. The terminator is the game's result, else its Result
// tag, else "*".
QString write_game(const GameRecord &game, const WriteOptions &options = {});
// Several games separated by a blank line.
QString write_pdn(const std::vector<GameRecord> &games, const WriteOptions &options = {});

} // namespace damka::pdn
