// Example Damka plugin: Toads and Frogs on a strip, written with the C++ SDK.
// It is the plugin author's starting point (the guide: plugin-api/README.md, installed as
// /usr/share/doc/damka/plugin-guide.md, with this example in /usr/share/doc/damka/example) and
// is built out of tree with clang by the ABI test, and from the package by tests/package.
// Rules: Toads (first player) move one cell right into an empty cell or jump right over one
// Frog into an empty cell; Frogs do the same leftwards. The player to move with no legal move
// loses. C++17, like the SDK.
#include <damka/sdk.hpp>

#include <string>

namespace {

using namespace damka::sdk;

constexpr int kWidth = 8;

class Frogs final : public Game {
public:
    explicit Frogs(std::string cells, int side) : cells_(std::move(cells)), side_(side) {}

    std::unique_ptr<Game> clone() const override { return std::make_unique<Frogs>(*this); }
    // Position string: the cells left to right ('T', 'F', '.'), a space, the side ('T'/'F').
    std::string position() const override { return cells_ + (side_ == 0 ? " T" : " F"); }
    int side_to_move() const override { return side_; }

    std::vector<Move> legal_moves() const override {
        std::vector<Move> moves;
        const char own = side_ == 0 ? 'T' : 'F', other = side_ == 0 ? 'F' : 'T';
        const int dir = side_ == 0 ? 1 : -1;
        for (int i = 0; i < kWidth; ++i) {
            if (cells_[i] != own) continue;
            const int one = i + dir, two = i + 2 * dir;
            if (inside(one) && cells_[one] == '.')
                moves.push_back(make(i, one, -1));
            else if (inside(two) && cells_[one] == other && cells_[two] == '.')
                moves.push_back(make(i, two, one));
        }
        return moves;
    }

    Move play(std::string_view text) override {
        for (const Move &m : legal_moves()) {
            if (m.notation == text) {
                cells_[m.to] = cells_[m.from];
                cells_[m.from] = '.';
                side_ = 1 - side_;
                return m;
            }
        }
        if (text.size() != 3 || (text[1] != '-' && text[1] != 'x') || !is_cell(text[0]) || !is_cell(text[2]))
            invalid("'" + std::string(text) + "' is not a move: write e.g. 1-2 or 2x4 (cells 1-8)");
        illegal("'" + std::string(text) + "' is not legal here");
    }

    Status status() const override {
        if (legal_moves().empty())
            return Status::win(1 - side_, std::string(side_ == 0 ? "Toads" : "Frogs") + " have no legal move");
        return {};
    }

    std::string board_json() const override {
        std::vector<BoardSquare> squares;
        for (int i = 0; i < kWidth; ++i) {
            BoardSquare sq{i, std::to_string(i + 1), {}};
            if (cells_[i] != '.')
                sq.pieces.push_back({cells_[i] == 'T' ? 0 : 1, cells_[i] == 'T' ? "toad" : "frog", "man"});
            squares.push_back(sq);
        }
        // The drawing keys (plugin-api/README.md "Drawing keys"): one rank of plain light
        // cells; toads and frogs are told apart by colour, so no mark.
        BoardDrawing drawing;
        drawing.cells = make_cells(kWidth, 1, [](int, int) { return 'l'; });
        return damka::sdk::board_json(kWidth, 1, side_, squares, drawing);
    }

    static std::unique_ptr<Game> create(std::string_view setup) {
        if (setup.empty()) return std::make_unique<Frogs>("TTT..FFF", 0);
        if (setup.size() != kWidth + 2 || setup[kWidth] != ' ' ||
            (setup[kWidth + 1] != 'T' && setup[kWidth + 1] != 'F'))
            invalid("a position is 8 cells of T, F or '.', a space and the side to move (T or F)");
        for (int i = 0; i < kWidth; ++i)
            if (setup[i] != 'T' && setup[i] != 'F' && setup[i] != '.')
                invalid("cell " + std::to_string(i + 1) + " holds '" + std::string(1, setup[i]) + "'");
        return std::make_unique<Frogs>(std::string(setup.substr(0, kWidth)), setup[kWidth + 1] == 'T' ? 0 : 1);
    }

private:
    static bool inside(int i) { return i >= 0 && i < kWidth; }
    static bool is_cell(char c) { return c >= '1' && c <= '0' + kWidth; }
    static Move make(int from, int to, int jumped) {
        Move m;
        m.from = from;
        m.to = to;
        m.path = {from, to};
        m.notation = std::to_string(from + 1) + (jumped >= 0 ? "x" : "-") + std::to_string(to + 1);
        return m;
    }

    std::string cells_;
    int side_;
};

// ABI 1.4 ("damka.names/1"): what a Russian reader sees. The piece names go by the labels
// board_json prints; a language the plugin does not list is shown the English above.
const damka::sdk::PieceName kRussianPieces[] = {{"toad", "жаба"}, {"frog", "лягушка"}, {nullptr, nullptr}};
const damka::sdk::LanguageNames kNames[] = {
    {"ru", "жабы и лягушки (пример SDK)", {"жабы", "лягушки"}, kRussianPieces},
    {nullptr, nullptr, {nullptr, nullptr}},
};

// The variant table. C++17 has no designated initializers, so the optional fields appended
// after `create` are given in their order (sdk_game.hpp VariantDef), nullptr where unused:
//   rulebook, rulebook_title  "damka.rulebook/1": the rules an arbiter cites (the host keeps
//                             article tables for adiukh, ashtarashki, fsr; another id is named
//                             as given);
//   from_pieces, options, aliases, tiebreaks, tiebreak_scoring, names.
// The id must be free: `damka variants --ids` lists the ids and PDN GameType numbers the
// loaded plugins take. PDN 3.0 has no number for Toads and Frogs: 0 here; a real third-party
// variant takes one from 1000-1999 (plugin-guide.md "PDN GameType numbers").
const VariantDef kVariants[] = {
    {"example-frogs",
     "Toads and Frogs (SDK example)",
     {"Toads", "Frogs"},
     "cells", // shown to readers only: the squares' names are board_json's, the moves legal_moves'
     kWidth,
     1,
     0, // PDN GameType: none
     DAMKA_VARIANT_NO_DRAWS,
     &Frogs::create,
     "winning-ways", // rulebook: the id of the rules the arbiter cites
     "E. Berlekamp, J. Conway, R. Guy, Winning Ways for your Mathematical Plays (1982): Toads and Frogs",
     nullptr, // from_pieces
     nullptr, // options
     nullptr, // aliases
     nullptr, // tiebreaks, tiebreak_scoring
     nullptr,
     kNames},
};

} // namespace

DAMKA_DEFINE_PLUGIN("Damka SDK example", "1.0.0", kVariants)
