// Bad input never crashes: mutated position records and random move texts are either refused
// with a reason or accepted — and an accepted record prints a record that reads back the same.
#include "column_fixture.hpp"

#include <random>

using namespace column_test;

namespace {

std::string mutate(std::string s, std::mt19937 &rng) {
    static const std::string alphabet = "abcdefgh12345678900-/:;, .KOxnonewhiteblack\xd1\x87";
    const int edits = std::uniform_int_distribution<int>(1, 4)(rng);
    for (int i = 0; i < edits; ++i) {
        const size_t at = std::uniform_int_distribution<size_t>(0, s.size())(rng);
        const char c = alphabet[std::uniform_int_distribution<size_t>(0, alphabet.size() - 1)(rng)];
        switch (std::uniform_int_distribution<int>(0, 2)(rng)) {
        case 0: s.insert(at, 1, c); break;
        case 1:
            if (at < s.size()) s.erase(at, 1);
            break;
        default:
            if (at < s.size()) s[at] = c;
        }
    }
    return s;
}

} // namespace

TEST(ColumnRobustness, MutatedRecordsAreRefusedOrRoundTrip) {
    std::mt19937 rng(20261122);
    for (const char *id : {"adiukh", "russian-column", "lasca"}) {
        // Figure 4 of adiukh 7.2; russian-column marks its kings on the far rows (f8, a1).
        const std::string base = id == std::string("lasca")
            ? "white: Oa1-2/1, c3-1, d4-1/2; black: a7-3/1, e5-1; black to move"
            : id == std::string("russian-column")
            ? "white: a5-1, d4-1, e5-2/1, Kf8-3/1, g5-1/1; black: Ka1-1, b6-2/3, c7-3"
            : "white: a5-1, d4-1, e5-2/1, f8-3/1, g5-1/1; black: a1-1, b6-2/3, c7-3";
        for (int i = 0; i < 3000; ++i) {
            const std::string text = mutate(base, rng);
            const damka::Expected<damka::Game> g = variant(id).new_game(text);
            if (!g) {
                EXPECT_FALSE(g.error().empty()) << id << ": '" << text << "' refused without a reason";
                continue;
            }
            const damka::Expected<damka::Game> again = variant(id).new_game(g->position());
            ASSERT_TRUE(again.has_value()) << id << ": '" << g->position() << "' does not read back";
            EXPECT_EQ(again->position(), g->position());
        }
    }
}

TEST(ColumnRobustness, RandomMoveTextsAreRefusedWithAReason) {
    std::mt19937 rng(7);
    static const std::string alphabet = "abcdefgh123456789-:x. =";
    for (const char *id : {"adiukh", "russian-column", "lasca"}) {
        damka::Game g = game(id);
        const std::string start = g.position();
        for (int i = 0; i < 3000; ++i) {
            std::string text;
            const int n = std::uniform_int_distribution<int>(0, 12)(rng);
            for (int k = 0; k < n; ++k)
                text += alphabet[std::uniform_int_distribution<size_t>(0, alphabet.size() - 1)(rng)];
            damka::Game copy = g.clone();
            const damka::Expected<damka::MoveRecord> r = copy.play(text);
            if (!r) {
                EXPECT_FALSE(r.error().empty()) << id << ": '" << text << "' refused without a reason";
                EXPECT_EQ(copy.position(), start) << id << ": a refused move changed the game";
            }
        }
    }
}
