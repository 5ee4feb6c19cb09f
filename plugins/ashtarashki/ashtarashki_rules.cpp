#include "ashtarashki_rules.hpp"

namespace damka::ashtarashki {

Position start_position() {
    Position p;
    // 2.1, 2.2: the groups' squares for White and Black.
    const struct {
        int side, group;
        const char *squares[4];
    } setup[] = {
        {kWhite, 1, {"b2", "c1", "e1", "h2"}}, {kWhite, 2, {"a3", "d2", "f2", "g3"}},
        {kWhite, 3, {"a1", "c3", "e3", "g1"}}, {kBlack, 1, {"a7", "d8", "f8", "g7"}},
        {kBlack, 2, {"b6", "c7", "e7", "h6"}}, {kBlack, 3, {"b8", "d6", "f6", "h8"}},
    };
    for (const auto &g : setup)
        for (const char *name : g.squares)
            p.board[square_at(name[0] - 'a', name[1] - '1')] = Stone{int8_t(g.side), int8_t(g.group), State::M};
    p.to_move = kWhite;
    return p;
}

} // namespace damka::ashtarashki
