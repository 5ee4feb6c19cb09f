// Damka plugin SDK — the state most Game classes keep beside their position: the legal moves
// of the position, worked out once, and the history the draw claims read (sdk_claims.hpp).
// Header-only, compiled into the plugin; C++17, like sdk.hpp.
#ifndef DAMKA_SDK_GAME_STATE_HPP
#define DAMKA_SDK_GAME_STATE_HPP

#include <utility>
#include <vector>

namespace damka::sdk {

// The legal moves of the current position in the plugin's own move type, generated on first
// use: status(), legal_moves() and play() all ask for them. A game is used by one thread at a
// time (plugin-guide.md "Threads": plugin-api/README.md, installed
// in /usr/share/doc/damka), so a const member may fill it without a lock.
template <class Move>
class MoveCache {
public:
    // The cached list, or what `generate()` returns when there is none yet.
    template <class Generate>
    const std::vector<Move> &get(Generate &&generate) const {
        if (!known_) {
            moves_ = std::forward<Generate>(generate)();
            known_ = true;
        }
        return moves_;
    }

    // The position has changed. The old list stays in place until the next get(), so play()
    // may still read the move it found in it.
    void forget() { known_ = false; }

private:
    mutable std::vector<Move> moves_;
    mutable bool known_ = false;
};

// The positions a game has passed through, for draw claims: the start, then the position after
// every ply; and how many plies in a row made no progress (a variant's no-progress rule says
// what progress is: a capture, a man's move).
template <class Position>
class PlyHistory {
public:
    explicit PlyHistory(Position start) { positions_.push_back(std::move(start)); }

    // A ply was played and led to `after`; `progress` restarts quiet_plies() (a variant
    // without a no-progress rule leaves it out).
    void add(Position after, bool progress = false) {
        positions_.push_back(std::move(after));
        quiet_plies_ = progress ? 0 : quiet_plies_ + 1;
    }

    // The start first, the current position last (claims::add_repetition's `history`).
    const std::vector<Position> &positions() const { return positions_; }
    // Plies played in this game.
    int plies() const { return static_cast<int>(positions_.size()) - 1; }
    // Plies since the last one that made progress, or since the start.
    int quiet_plies() const { return quiet_plies_; }

private:
    std::vector<Position> positions_;
    int quiet_plies_ = 0;
};

} // namespace damka::sdk

#endif
