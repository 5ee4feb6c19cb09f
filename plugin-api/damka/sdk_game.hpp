// Damka plugin SDK — what a plugin writes: a class derived from Game, and a list of VariantDef.
// Header-only, compiled into the plugin (never into the host); damka/sdk.hpp includes it with
// the rest of the SDK.
#ifndef DAMKA_SDK_GAME_HPP
#define DAMKA_SDK_GAME_HPP

#include "damka/plugin_api.h"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

namespace damka::sdk {

// A refusal with a DAMKA_ERR_* code: throw it from play() or a factory.
struct Error : std::runtime_error {
    int32_t code;
    Error(int32_t c, const std::string &what) : std::runtime_error(what), code(c) {}
};
[[noreturn]] inline void invalid(const std::string &why) { throw Error(DAMKA_ERR_INVALID, why); }
[[noreturn]] inline void illegal(const std::string &why) { throw Error(DAMKA_ERR_ILLEGAL, why); }
[[noreturn]] inline void refused(const std::string &why) { throw Error(DAMKA_ERR_REFUSED, why); }

struct Move {
    std::string notation;
    int32_t from = -1;
    int32_t to = -1;
    std::vector<int32_t> path;
    std::vector<int32_t> captured;
    uint32_t flags = 0;
};

struct Status {
    int32_t outcome = DAMKA_ONGOING;
    int32_t winner = -1;
    int32_t points[2] = {0, 0};
    int32_t tiebreak[2] = {0, 0};
    std::string why;

    static Status win(int side, std::string why, int own_points = 1) {
        Status s;
        s.outcome = DAMKA_WIN;
        s.winner = side;
        s.points[side] = own_points;
        s.why = std::move(why);
        return s;
    }
    static Status draw(std::string why, int own_points = 1) {
        Status s;
        s.outcome = DAMKA_DRAW;
        s.points[0] = s.points[1] = own_points;
        s.why = std::move(why);
        return s;
    }
};

struct Claim {
    std::string rule;
    std::string text;
};

// One piece of a board given piece by piece ("damka.board-setup/1").
struct PlacedPiece {
    int square; // board index
    int side; // 0 or 1
    std::string label; // the variant's word, as in board_json ("man", "king")
};

// Leaf counts per root move, keyed by notation, for --divide.
using Divide = std::function<void(const std::string &notation, uint64_t nodes)>;

class Game;

// One set-up option: the clause as written ("phase limit: 200") and what it does.
struct VariantOption {
    const char *clause;
    const char *text;
};

// ABI 1.4 ("damka.names/1"): a piece's name by the label board_json prints ({"man",
// "простая"}); a list ends with {nullptr, nullptr}.
using PieceName = damka_piece_name;

// ABI 1.4 ("damka.names/1"): what a reader sees of the variant in one language other than
// English: its name, its sides' names (as VariantDef::sides) and its pieces' names.
struct LanguageNames {
    const char *language; // "ru"
    const char *name; // "русские шашки"
    const char *sides[2]; // {"белые", "чёрные"}
    const PieceName *pieces = nullptr; // ending with {nullptr, nullptr}; nullptr: none named
};

// One variant: static metadata plus a factory. `create` gets "" for the start position and
// throws Error(DAMKA_ERR_INVALID, reason) for a set-up it refuses.
struct VariantDef {
    const char *id;
    const char *name;
    const char *sides[2];
    const char *notation;
    uint32_t board_width;
    uint32_t board_height;
    uint32_t pdn_gametype;
    uint32_t flags;
    std::unique_ptr<Game> (*create)(std::string_view setup);
    // Appended in ABI 1.1: the competition rulebook that governs the variant's games
    // ("damka.rulebook/1"); nullptr offers no such extension.
    const char *rulebook = nullptr;
    const char *rulebook_title = nullptr;
    // Appended in ABI 1.1: a game from pieces on the board ("damka.board-setup/1"); throws
    // Error(DAMKA_ERR_INVALID, reason) for a board it cannot represent. nullptr: not offered.
    std::unique_ptr<Game> (*from_pieces)(const std::vector<PlacedPiece> &pieces, int side_to_move) = nullptr;
    // Set-up options ("damka.options/1"): clauses of the position string, listed for the host;
    // an array ending with {nullptr, nullptr}. nullptr: none offered.
    const VariantOption *options = nullptr;
    // Former ids still accepted ("damka.aliases/1"): an array ending with nullptr. nullptr: none.
    const char *const *aliases = nullptr;
    // Recommended tie-breaks ("damka.tiebreaks/1"): the host's tie-break codes ("VTB", "BH-C1"),
    // first applied first, in an array ending with nullptr; nullptr: none recommended.
    const char *const *tiebreaks = nullptr;
    // The scoring those tie-breaks go with, a name --scoring takes ("variant": the variant's own
    // game points); nullptr: the host's default.
    const char *tiebreak_scoring = nullptr;
    // ABI 1.4: the variant's names in other languages ("damka.names/1"), an array ending with
    // an entry whose language is nullptr; nullptr: named in English only.
    const LanguageNames *names = nullptr;
};

namespace detail {
struct GameAccess;
damka_game *c_create(const damka_variant *, const char *, const damka_sink *);
damka_game *c_create_from_pieces(const damka_variant *, const damka_placed_piece *, uint32_t, int32_t,
                                 const damka_sink *);
} // namespace detail

class Game {
public:
    virtual ~Game() = default;
    virtual std::unique_ptr<Game> clone() const = 0;
    virtual std::string position() const = 0;
    virtual int side_to_move() const = 0;
    virtual std::vector<Move> legal_moves() const = 0;
    // Plays a move in any accepted notation; throws Error (invalid/illegal) and then must
    // leave the game unchanged.
    virtual Move play(std::string_view notation) = 0;
    virtual Status status() const = 0;
    virtual std::string board_json() const = 0;
    virtual std::vector<Claim> draw_claims() const { return {}; }

    // Results of ending the game from outside the board. The default is the common draughts
    // convention: resignation or a fallen flag loses, agreement and double flag draw.
    // Variants with their own scoring or without draws override it.
    virtual Status result_of(int32_t how, int32_t side) const {
        switch (how) {
        case DAMKA_END_RESIGNATION: return Status::win(1 - side, "resignation");
        case DAMKA_END_TIME_FORFEIT: return Status::win(1 - side, "time forfeit");
        case DAMKA_END_AGREED_DRAW:
        case DAMKA_END_DOUBLE_FLAG:
        case DAMKA_END_CLAIMED_DRAW:
            if (variant() && (variant()->flags & DAMKA_VARIANT_NO_DRAWS))
                refused(std::string(variant()->id) + " has no draws: the arbiter must decide");
            return Status::draw(how == DAMKA_END_AGREED_DRAW       ? "draw by agreement"
                                    : how == DAMKA_END_DOUBLE_FLAG ? "both flags fell"
                                                                   : "draw claim upheld");
        default: invalid("unknown way of ending a game: " + std::to_string(how));
        }
    }

    // A result entered by hand (damka.entered_result/1): returns it with the tie-break points
    // the variant derives, or throws refused(reason) when no game can end so. The default is
    // the scale of a variant without its own points: 1:0, 0:1 or 1:1 (no 1:1 without draws).
    virtual Status check_entered(Status entered, bool with_tiebreak) const {
        const bool draw = entered.outcome == DAMKA_DRAW;
        if (draw && variant() && (variant()->flags & DAMKA_VARIANT_NO_DRAWS))
            refused(std::string(variant()->id) + " has no draws");
        const int w = draw ? 1 : entered.winner == 0 ? 1 : 0;
        const int b = draw ? 1 : entered.winner == 1 ? 1 : 0;
        if (entered.points[0] != w || entered.points[1] != b)
            refused("a game scores 1:0, 0:1 or 1:1 here, not " + std::to_string(entered.points[0]) + ":" +
                    std::to_string(entered.points[1]));
        (void)with_tiebreak;
        return entered;
    }

    // Perft. The default walks legal_moves()/play() on clones; fast plugins override it.
    // Without DAMKA_PERFT_KEEP_DUPLICATES two root-to-leaf captures with the same origin,
    // destination and set of captured squares count once.
    virtual uint64_t perft(uint32_t depth, uint32_t flags, const Divide *divide) const {
        if (depth == 0) return 1;
        uint64_t total = 0;
        for (const Move &m : distinct_moves(flags)) {
            auto next = clone();
            next->play(m.notation);
            const uint64_t n = next->perft(depth - 1, flags, nullptr);
            if (divide) (*divide)(m.notation, n);
            total += n;
        }
        return total;
    }

protected:
    // The variant this game was created for (set by the SDK; copied by clone()).
    const VariantDef *variant() const { return variant_; }

    std::vector<Move> distinct_moves(uint32_t flags) const {
        std::vector<Move> moves = legal_moves();
        if (flags & DAMKA_PERFT_KEEP_DUPLICATES) return moves;
        std::set<std::tuple<int32_t, int32_t, std::vector<int32_t>>> seen;
        std::vector<Move> out;
        for (Move &m : moves) {
            std::vector<int32_t> caps = m.captured;
            std::sort(caps.begin(), caps.end());
            if (seen.emplace(m.from, m.to, std::move(caps)).second) out.push_back(std::move(m));
        }
        return out;
    }

private:
    friend struct detail::GameAccess;
    friend damka_game *detail::c_create(const damka_variant *, const char *, const damka_sink *);
    friend damka_game *detail::c_create_from_pieces(const damka_variant *, const damka_placed_piece *, uint32_t,
                                                    int32_t, const damka_sink *);
    const VariantDef *variant_ = nullptr;
    // The reason of the last call on this game that failed, for damka_variant.last_error.
    mutable std::string last_error_;
};

} // namespace damka::sdk

#endif // DAMKA_SDK_GAME_HPP
