#include "perft.hpp"

namespace damka::turkish {

uint64_t Perft::run(const Position &p, int depth) {
    if (depth <= 0) return 1;
    if (lists_.size() < size_t(depth)) {
        lists_.resize(size_t(depth));
        for (MoveList &l : lists_) l.reserve(128);
    }
    return node(p, depth);
}

uint64_t Perft::node(const Position &p, int depth) {
    const bool capture = can_capture(p);
    if (depth == 1 && !capture) return count_quiet(p);
    MoveList &list = lists_[size_t(depth - 1)];
    if (capture) {
        generate_captures(p, list);
        if (!keep_) drop_duplicates(list);
    } else {
        generate_quiet(p, list);
    }
    if (depth == 1) return list.size();
    uint64_t total = 0;
    for (const Move &m : list) total += node(make_move(p, m), depth - 1);
    return total;
}

void Perft::drop_duplicates(MoveList &moves) {
    if (moves.size() < 2 || moves.front().count == 0) return;
    size_t kept = 0;
    for (size_t i = 0; i < moves.size(); ++i) {
        bool seen = false;
        for (size_t j = 0; j < kept && !seen; ++j)
            seen =
                moves[j].from == moves[i].from && moves[j].to == moves[i].to && moves[j].captured == moves[i].captured;
        if (!seen) moves[kept++] = moves[i];
    }
    moves.resize(kept);
}

} // namespace damka::turkish
