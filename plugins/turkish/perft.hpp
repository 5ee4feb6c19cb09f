// Perft on the bitboards, with bulk counting at the last ply ("damka.perft/1"). By default two
// captures with the same origin, destination and set of captured pieces count once at every
// node; `keep_duplicates` counts every capture path (DAMKA_PERFT_KEEP_DUPLICATES), the
// convention of kish's published table (plugins/turkish/README.md "Perft").
#pragma once

#include "movegen.hpp"

#include <cstdint>
#include <vector>

namespace damka::turkish {

class Perft {
public:
    explicit Perft(bool keep_duplicates) : keep_(keep_duplicates) {}

    // Leaves `depth` plies below `p` (1 at depth 0).
    uint64_t run(const Position &p, int depth);

    // Captures with the same origin, destination and captured set, after the first, removed.
    static void drop_duplicates(MoveList &moves);

private:
    uint64_t node(const Position &p, int depth);

    bool keep_;
    std::vector<MoveList> lists_; // one per remaining depth, reused
};

} // namespace damka::turkish
