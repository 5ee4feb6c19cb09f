// The hand-built positions of the two 12x12 national games that arrive as rules files
// (`malaysian`, `sri-lankan`): each legal move list is worked out by hand in the comment next
// to it, from the rule texts cited in reference/reference_draughts.cpp (make_malaysian,
// make_sri_lankan); the perft counts are the reference's (reference/reference_draughts.*),
// equal in both duplicate conventions for these positions. reference_rules_test.cpp holds the
// reference to both; file_variants_test.cpp holds the plugin to both.
//
// Squares are named as on the board, a1 = White's near left, files a..l, ranks 1..12.
// Malaysian: a1 dark (a square is dark when its file index, a = 0, plus its rank is odd);
// numbers 1 = b12 .. 6 = l12, 7 = a11 .. 14 = d10 .. 67 = a1 .. 72 = k1. Sri Lankan: a1 light,
// l1 dark (file index plus rank even); numbers 1 = a12 .. 6 = k12, 7 = b11, 8 = d11, 9 = f11,
// 12 = l11, 13 = a10, 14 = c10, 17 = i10, 35 = j7, 54 = k4, 59 = j3, 67 = b1, 72 = l1.
#pragma once

#include <cstdint>
#include <set>
#include <string>
#include <vector>

namespace draughts_file_variants {

struct HandCase {
    const char *name;
    const char *variant;
    const char *fen;
    std::set<std::string> moves; // "a1xe5xb8" / "e5-f6", squares by name
    std::vector<std::string> king_after; // the moves of `moves` after which the piece that moved is a king
    std::vector<uint64_t> perft; // depth 1..4, the reference's, both conventions
};

inline const std::vector<HandCase> &hand_cases() {
    static const std::vector<HandCase> cases = {
        // Malaysian, a flying king's multi-capture. White king a1, man k1; Black men c3, c7,
        // d10, king a11. The king takes c3 on the long diagonal and may touch down on d4 .. k11;
        // it must go on capturing where it can: from e5 it sees c7 (d6 empty, b8 behind: land
        // b8 or a9), from g7 it sees d10 (f8, e9 empty; land c11 or b12); nowhere else (d4, f6,
        // h8 .. k11 see nothing on their cross diagonals). From b8 the king takes d10 (c9 empty)
        // landing e11 or f12 (three pieces); from a9, c11, b12 nothing more. The majority rule
        // keeps the three-piece sequences: a1xe5xb8xe11, a1xe5xb8xf12. The king stays a king.
        {"MalaysianFlyingKingMultiCapture",
         "malaysian",
         "W:WKa1,k1:Bc3,c7,d10,Ka11",
         {"a1xe5xb8xe11", "a1xe5xb8xf12"},
         {"a1xe5xb8xe11", "a1xe5xb8xf12"},
         {2, 20, 230, 2934}},
        // Malaysian, the king over the man at equal count. White king k1, men c3, e7; Black men
        // d4, i3. The man c3 takes d4 forward landing e5 (one piece; from e5 nothing ahead). The
        // king takes i3 (j2 empty) landing h4, g5 or f6 (e7 is White's own); from none of them a
        // second capture (f6-e5-d4 has c3 behind d4). One piece each: "the capture must be done
        // with a king instead of a man", so only k1xh4, k1xg5, k1xf6 (International's majority
        // rule alone would allow c3xe5 too).
        {"MalaysianKingBeforeManAtEqualCount",
         "malaysian",
         "W:WKk1,c3,e7:Bd4,i3",
         {"k1xh4", "k1xg5", "k1xf6"},
         {"k1xh4", "k1xg5", "k1xf6"},
         {3, 3, 31, 59}},
        // The same with a black man on d6: the man c3 now takes two (d4, then d6 forward from
        // e5, landing c7), the king still one: the count comes first, c3xe5xc7 only.
        {"MalaysianMostPiecesBeforeTheKing", "malaysian", "W:WKk1,c3,e7:Bd4,d6,i3", {"c3xe5xc7"}, {}, {1, 2, 14, 20}},
        // Malaysian men capture forward only. White man e5; Black men d4, b2 (behind) and f6
        // (ahead). Backward e5xc3xa1 would take two; not allowed: e5xg7 only.
        {"MalaysianMenCaptureForwardOnly", "malaysian", "W:We5:Bd4,b2,f6", {"e5xg7"}, {}, {1, 4, 8, 48}},
        // With only d4 behind it the man has no capture and steps forward: e5-d6, e5-f6.
        {"MalaysianManBehindIsNoCapture", "malaysian", "W:We5:Bd4", {"e5-d6", "e5-f6"}, {}, {2, 4, 8, 16}},
        // Malaysian promotion, numbers in the FEN: White man 14 (d10), Black men 9 (e11) and 10
        // (g11). d10 takes e11 landing on f12, the far row; from there only backward (g11, h10
        // empty) would go on, which men may not: d10xf12, crowned.
        {"MalaysianCrownedOnTheFarRow", "malaysian", "W:W14:B9,10", {"d10xf12"}, {"d10xf12"}, {1, 2, 15, 22}},
        // Sri Lankan, the flying king, numbers on the a1-light board: the first case mirrored
        // (a <-> l): king 72 (l1), man 67 (b1); Black men 59 (j3), 35 (j7), 17 (i10), king 12
        // (l11). By the mirror of the hand work above: l1xh5xk8xh11, l1xh5xk8xg12.
        {"SriLankanFlyingKingMultiCaptureByNumbers",
         "sri-lankan",
         "W:WK72,67:B59,35,17,K12",
         {"l1xh5xk8xh11", "l1xh5xk8xg12"},
         {"l1xh5xk8xh11", "l1xh5xk8xg12"},
         {2, 20, 230, 2934}},
        // Sri Lankan, no king preference: the second case mirrored (king b1, men j3, h7; Black
        // d3, i4). The king takes d3 landing e4, f5 or g6 (h7 White's), the man j3 takes i4
        // landing h5; one piece each and the count is the only rule: all four.
        {"SriLankanKingAndManAlike",
         "sri-lankan",
         "W:WKb1,j3,h7:Bd3,i4",
         {"b1xe4", "b1xf5", "b1xg6", "j3xh5"},
         {"b1xe4", "b1xf5", "b1xg6"},
         {4, 5, 45, 78}},
        // Sri Lankan men capture backward: the Malaysian forward-only case mirrored (man h5;
        // Black i4, k2 behind, g6 ahead). h5xj3xl1 takes two (backward, ending on White's own
        // first row, no crowning) against h5xf7's one: h5xj3xl1 only.
        {"SriLankanMenCaptureBackward", "sri-lankan", "W:Wh5:Bi4,k2,g6", {"h5xj3xl1"}, {}, {1, 2, 2, 4}},
        // Sri Lankan, a man passing the far row during a capture: White man 14 (c10); Black men
        // 8 (d11), 9 (f11), 54 (k4). c10 takes d11 landing on e12 (the far row), then f11
        // backward landing on g10: c10xe12xg10, and the man that ends on g10 is not crowned.
        {"SriLankanManCrossesTheFarRowAndStaysAMan", "sri-lankan", "W:W14:B8,9,54", {"c10xe12xg10"}, {}, {1, 2, 4, 6}},
    };
    return cases;
}

// The start positions: both sides' 30 men on 43-72 (White, ranks 1-5) and 1-30 (Black,
// ranks 8-12). Sri Lankan start perft published for the mirrored Canadian board (dctl
// test/src/algo/traversal/initial/board_large.cpp, "Perft on large boards", damforum.nl
// t=4563, duplicates dropped; dctl runs it for canadian and srilankan alike), matched by the
// reference; keeping every path, the reference's counts. Malaysian: the reference's own counts
// (no published table found).
inline const std::vector<uint64_t> kSriLankanStartDrop = {11, 121, 1222, 10053, 79049, 584100, 4369366, 31839056};
inline const std::vector<uint64_t> kSriLankanStartKeep = {11, 121, 1222, 10053, 79049, 584100, 4369366, 31839070};
// Both conventions (no capture path repeats an origin, destination and captured set so early).
inline const std::vector<uint64_t> kMalaysianStart = {11, 121, 1222, 10053, 78629, 575837, 4241147, 30334156};

} // namespace draughts_file_variants
