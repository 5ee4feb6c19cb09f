// Move lists filled by the generator: bitboard moves for perft, moves with full paths for
// legal_moves(). Both keep only the captures of the highest precedence value (capture_value in
// capture_search.hpp) where the variant has a precedence rule.
#pragma once

#include "position.hpp"
#include "draughts_rules.hpp"

#include <vector>

namespace damka::draughts {

// A growable array whose push_back stays small enough to inline in the perft loop (the
// storage only grows, clear() keeps it).
template <class T>
class MoveVec {
public:
    void clear() { size_ = 0; }
    void reserve(size_t n) {
        if (store_.size() < n) store_.resize(n);
    }
    [[gnu::always_inline]] void push_back(const T &m) {
        if (size_ == store_.size()) grow();
        store_[size_++] = m;
    }
    void resize(size_t n) { size_ = n; } // shrinking only
    size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    T &operator[](size_t i) { return store_[i]; }
    const T &front() const { return store_[0]; }
    T *begin() { return store_.data(); }
    T *end() { return store_.data() + size_; }
    const T *begin() const { return store_.data(); }
    const T *end() const { return store_.data() + size_; }

private:
    void grow() { store_.resize(store_.empty() ? 64 : 2 * store_.size()); }
    std::vector<T> store_;
    size_t size_ = 0;
};

// Keeps `value` if it is at least the best so far; clears `moves` when it beats it.
template <const Rules &R, class List>
[[gnu::always_inline]] inline bool keeps(List &moves, uint32_t &best, uint32_t value) {
    if (R.precedence == Precedence::Free) return true;
    if (value < best) return false;
    if (value > best) {
        moves.clear();
        best = value;
    }
    return true;
}

// A move list sink: keeps the moves the precedence rule allows (rules/draughts.md: with the
// majority rule the sequence taking the greatest number of pieces, a king and a man alike).
template <const Rules &R>
struct BitMoveList {
    static constexpr bool kRecordPath = false;
    MoveVec<BitMove<Geometry<board_size<R>>>> moves;
    uint32_t best = 0;
    void clear() {
        moves.clear();
        best = 0;
    }
    [[gnu::always_inline]] void add(const BitMove<Geometry<board_size<R>>> &m, int, uint32_t value, const int *, int,
                                    const int *) {
        if (keeps<R>(moves, best, value)) moves.push_back(m);
    }
};

// A move with its full path, for legal_moves(): squares in PDN order (0-based).
template <const Rules &R>
struct PathMove {
    BitMove<Geometry<board_size<R>>> bits;
    std::vector<int> path; // origin, every landing square
    std::vector<int> captured; // in capture order
};
template <const Rules &R>
struct PathMoveList {
    static constexpr bool kRecordPath = true;
    std::vector<PathMove<R>> moves;
    uint32_t best = 0;
    void add(const BitMove<Geometry<board_size<R>>> &m, int taken, uint32_t value, const int *path, int len,
             const int *caps) {
        if (keeps<R>(moves, best, value))
            moves.push_back({m, std::vector<int>(path, path + len), std::vector<int>(caps, caps + taken)});
    }
};

} // namespace damka::draughts
