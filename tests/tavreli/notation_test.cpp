// Written moves (README "Notation"): the canonical forms, the short and full forms of a tower
// move, the separators, castling, and refusals with a reason.
#include "tavreli_fixture.hpp"

using namespace tavreli_test;

TEST(TavreliNotation, AcceptedFormsGiveTheCanonicalRecord) {
    for (const char *written : {"e2-e4", "e2e4", "E2-E4", "e2:e4", "e2xe4", "1e2-e4", "e2-e4+", " e2 - e4 !"}) {
        damka::Game g = game();
        EXPECT_EQ(play(g, written).notation, "e2-e4") << written;
    }
}

TEST(TavreliNotation, ShortFormIsTheWholeTowerFullFormNamesTheCount) {
    // c3: Ратник (bottom), white Всадник, black Всадник on top — Black's tower of three.
    const std::string setup = "towers: c3 PB* N n, e1 K*, e8 k*; black to move";
    damka::Game whole = game(setup);
    EXPECT_EQ(play(whole, "c3-d5").notation, "c3-d5");
    EXPECT_NE(whole.position().find("d5 PB* N n"), std::string::npos) << whole.position();
    damka::Game top = game(setup);
    EXPECT_EQ(play(top, "1c3-d5").notation, "1c3-d5");
    EXPECT_NE(top.position().find("c3 PB* N,"), std::string::npos) << top.position();
    damka::Game two = game(setup);
    EXPECT_EQ(play(two, "2c3xe2").notation, "2c3-e2") << "canonical: '-' onto an empty square";
}

TEST(TavreliNotation, CastlingForms) {
    for (const char *written : {"O-O", "0-0", "o-o", "e1-g1"}) {
        damka::Game g = game("towers: a1 R, e1 K, h1 R, e8 k*; white to move");
        EXPECT_EQ(play(g, written).notation, "O-O") << written;
    }
}

TEST(TavreliNotation, RefusalsSayWhy) {
    damka::Game g = game();
    const auto refused = [&](const char *written) { return refusal(g.play(written), written); };
    EXPECT_NE(refused("e2-e5").find("not legal"), std::string::npos);
    EXPECT_NE(refused("3e2-e4").find("has 1 piece"), std::string::npos);
    EXPECT_NE(refused("e7-e5").find("no tower of the player to move"), std::string::npos);
    EXPECT_NE(refused("e9-e4").find("not a Tavreli move"), std::string::npos);
    EXPECT_NE(refused("O-O").find("castling"), std::string::npos);
    EXPECT_NE(refused("0e2-e4").find("count"), std::string::npos);
    // A run of digits longer than an int holds (found by fuzz_setup_moves): refused, no overflow.
    EXPECT_NE(refused("38888888888888:4").find("count"), std::string::npos);
    EXPECT_EQ(g.position(), game().position()) << "refused moves change nothing";
}
