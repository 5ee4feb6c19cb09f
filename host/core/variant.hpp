// The host's C++ view of a variant plugin: every call goes through the C ABI of
// plugin-api/damka/plugin_api.h, and nothing here knows a game's rules.
#pragma once

#include "expected.hpp"

#include <damka/plugin_api.h>

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace damka {

// A move as the plugin described it (owned copy of damka_move).
struct MoveRecord {
    std::string notation;
    int32_t from = -1;
    int32_t to = -1;
    std::vector<int32_t> path;
    std::vector<int32_t> captured;
    uint32_t flags = 0;

    bool is_capture() const { return flags & DAMKA_MOVE_CAPTURE; }
};

// A game's state or result under the variant's own scoring (owned copy of damka_status).
struct GameResult {
    int32_t outcome = DAMKA_ONGOING;
    int32_t winner = -1;
    int32_t points[2] = {0, 0};
    int32_t tiebreak[2] = {0, 0};
    std::string why;

    bool finished() const { return outcome != DAMKA_ONGOING; }
};

struct DrawClaim {
    std::string rule;
    std::string text;
};

class Game;

// A call into a plugin failed (a DAMKA_ERR_* code): what was asked, the variant id and the
// plugin's reason. Thrown by the calls that have no Expected result; callers of a command
// catch std::exception and print it.
struct PluginFailure : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// One variant of a loaded plugin. Cheap to copy; valid for the life of the process
// (plugins are never unloaded).
class Variant {
public:
    // `abi_version` is the plugin table's DAMKA_ABI_VERSION (major << 16 | minor).
    Variant(const damka_variant *table, std::string plugin_file, std::string plugin_name, std::string plugin_version,
            uint32_t abi_version);

    std::string id() const { return table_->id; }
    std::string name() const { return table_->name; }
    std::string side_name(int side) const { return table_->sides[side & 1]; }
    // ABI 1.4 ("damka.names/1", variant_names.cpp): the names in the reader's language `lang`
    // ("ru"), else English: the table's name and sides, a piece's label as board_json prints it.
    // A name the plugin gives empty or not in UTF-8 is not used.
    std::string name(std::string_view lang) const;
    std::string side_name(int side, std::string_view lang) const;
    std::string piece_name(const std::string &label, std::string_view lang) const;
    // Every language's names as the plugin lists them, unchecked (the conformance kit checks
    // them): empty for a plugin without the extension.
    struct Names {
        std::string language, name;
        std::array<std::string, 2> sides;
        std::vector<std::pair<std::string, std::string>> pieces; // (label, name)
    };
    std::vector<Names> names() const;
    std::string notation() const { return table_->notation; }
    uint32_t board_width() const { return table_->board_width; }
    uint32_t board_height() const { return table_->board_height; }
    uint32_t pdn_gametype() const { return table_->pdn_gametype; }
    bool has_draws() const { return !(table_->flags & DAMKA_VARIANT_NO_DRAWS); }
    const std::string &plugin_file() const { return plugin_file_; }
    const std::string &plugin_name() const { return plugin_name_; }
    const std::string &plugin_version() const { return plugin_version_; }
    // The ABI version the plugin was built against (damka_plugin.abi_version, major << 16 |
    // minor): what its answers may hold, e.g. the drawing keys of the board description from
    // 1.3 on (plugin-api/README.md "Drawing keys").
    uint32_t plugin_abi_version() const { return abi_version_; }
    uint32_t plugin_abi_minor() const { return abi_version_ & 0xffffu; }
    const damka_variant *table() const { return table_; }

    // A new game from a position string (empty: the start position, under the options of
    // with_options() when there are any).
    Expected<Game> new_game(std::string_view setup = {}) const;
    // The set-up options the plugin offers ("damka.options/1"): each a clause of its position
    // string and what it does. Empty for a plugin that offers none.
    struct Option {
        std::string clause;
        std::string text;
    };
    std::vector<Option> options() const;
    // Former ids of this variant the plugin still answers to ("damka.aliases/1").
    std::vector<std::string> aliases() const;
    // The tie-breaks the plugin recommends for an event of this variant ("damka.tiebreaks/1"),
    // first applied first, and the scoring they go with (a --scoring name: "variant"); empty
    // when it recommends none. Read as the plugin gives them: the event checks the codes.
    std::vector<std::string> recommended_tiebreaks() const;
    std::string recommended_scoring() const;
    // Is `id` this variant's id or one of its former ids?
    bool answers_to(const std::string &id) const;
    // This variant with `clauses` (option clauses of its set-up, "phase limit: 200") applied to
    // every game started from the start position: an event's competition rules. A set-up string
    // given to new_game carries its own options and is passed unchanged.
    Variant with_options(std::string clauses) const;
    const std::string &chosen_options() const { return options_; }
    // An optional capability, or nullptr.
    const void *extension(const char *id) const;
    // The competition rulebook the plugin names for this variant ("damka.rulebook/1", ABI
    // 1.1): its id ("adiukh", "fsr") and title; both empty for a plugin that names none
    // (every plugin built against ABI 1.0).
    std::string rulebook() const;
    std::string rulebook_title() const;
    // A game from pieces placed on the board ("damka.board-setup/1", ABI 1.1): `pieces` are
    // (square index, side, label), a square's pieces bottom to top. An error when the plugin
    // does not offer it or refuses the board.
    struct PlacedPiece {
        int square = -1;
        int side = -1;
        std::string label;
    };
    Expected<Game> from_pieces(const std::vector<PlacedPiece> &pieces, int side_to_move) const;

private:
    const damka_variant *table_;
    std::string plugin_file_;
    std::string plugin_name_;
    std::string plugin_version_;
    uint32_t abi_version_;
    std::string options_;
};

// An owned game handle of a plugin. Move-only; clone() makes an independent copy.
// The calls without an Expected result (clone, position, side_to_move, legal_moves, status,
// draw_claims, board_json, perft) throw PluginFailure when the plugin reports a failure.
class Game {
public:
    Game(const damka_variant *table, damka_game *handle);
    Game(Game &&) noexcept;
    Game &operator=(Game &&) noexcept;
    Game(const Game &) = delete;
    Game &operator=(const Game &) = delete;
    ~Game();

    Game clone() const;
    std::string position() const;
    int side_to_move() const;
    std::vector<MoveRecord> legal_moves() const;
    // Plays a move in any notation the variant accepts; on refusal the game is unchanged
    // and the error holds the plugin's reason.
    Expected<MoveRecord> play(std::string_view move);
    GameResult status() const;
    // The result of resignation / time forfeit / agreement / double flag / upheld claim
    // (DAMKA_END_*), or the variant's reason for refusing it.
    Expected<GameResult> result_of(int32_t how, int32_t side) const;
    std::vector<DrawClaim> draw_claims() const;
    std::string board_json() const;
    // A result entered by hand, without a game record, checked by the plugin
    // (damka.entered_result/1): `entered` with the tie-break points the variant derives, or
    // the variant's reason for refusing it; nullopt when the plugin has no such check.
    std::optional<Expected<GameResult>> check_entered(const GameResult &entered, bool with_tiebreak) const;

    using DivideFn = std::function<void(const std::string &notation, uint64_t nodes)>;
    // Perft through the plugin's damka.perft/1 extension when it has one, else by walking
    // legal_moves() and play() here. A plugin's failure throws PluginFailure (ABI 1.2 `count`;
    // a 1.0/1.1 plugin's `perft` cannot report one).
    uint64_t perft(uint32_t depth, bool keep_duplicates, const DivideFn &divide = {}) const;

private:
    [[noreturn]] void fail(const char *what, int32_t rc) const;

    const damka_variant *table_;
    damka_game *handle_;
};

} // namespace damka
