// Perft depths 7 and 8 of the positions of reference_perft.hpp: about 25 s under -O2, so
// it runs under the ctest label `slow` (ctest -L slow).
#include "reference_perft.hpp"

using namespace column_test;

class ColumnReferencePerftDeep : public ::testing::TestWithParam<size_t> {};

TEST_P(ColumnReferencePerftDeep, DepthsSevenAndEight) { check_perft(perft_cases()[GetParam()], 7, 8); }

INSTANTIATE_TEST_SUITE_P(Positions, ColumnReferencePerftDeep, ::testing::Range<size_t>(0, perft_cases().size()));
