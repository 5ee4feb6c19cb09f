// The TRF writer never writes a control character raw (issue 13, part 3): a newline in a
// player's name or the event name once started a forged record that `pairing -p` paired.
#include "pairing/trf/trf.hpp"

#include <gtest/gtest.h>

#include <algorithm>

namespace trf = damka::pairing::trf;

TEST(TrfWriter, ControlCharactersInTextFieldsBecomeSpaces) {
    trf::Document doc;
    doc.header.push_back("012 Open\n001    9 m    Header Forgery");
    trf::PlayerRecord p;
    p.start = 1;
    p.sex = 'm';
    p.name = "Anna\n001    2 m    Forged";
    p.rating = 1500;
    doc.players.push_back(p);
    const std::string text = trf::write(doc);
    // One header line and one 001 record: nothing else starts a line.
    EXPECT_EQ(std::count(text.begin(), text.end(), '\n'), 2) << text;
    EXPECT_EQ(text.find("\n001    2"), std::string::npos) << text;
    EXPECT_NE(text.find("001    1 m    Anna 001    2 m    Forg"), std::string::npos) << text; // cut at 33 columns
    const auto back = trf::read(text);
    ASSERT_TRUE(back) << back.error();
    EXPECT_EQ(back->players.size(), 1u);
}
