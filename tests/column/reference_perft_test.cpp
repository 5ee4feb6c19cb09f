// Perft of the plugin against the independent reference (reference_column.*) from the start
// and from hand-built middle-game positions with towers (reference_perft.hpp), depths 1-6.
// Depths 7-8 are in reference_perft_slow_test.cpp (ctest label `slow`).
#include "reference_perft.hpp"

using namespace column_test;

TEST(ColumnReferencePerft, StartAndMiddleGameToDepthSix) {
    for (const PerftCase &c : perft_cases()) check_perft(c, 1, 6);
}
