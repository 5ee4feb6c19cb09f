// The event service's messages (host/core/message.hpp): English as the code writes it, and
// rendered in Russian from translations/damka_ru.ts by reports::Tr::render, arguments nested.
#include "reports/i18n.hpp"

#include <gtest/gtest.h>

namespace damka {
namespace {

using reports::Language;
using reports::Tr;

TEST(Message, EnglishFillsEveryPlaceholderOnce) {
    // QString::arg's rule: an argument's own "%2" is data, not a placeholder.
    const Message m = Message("%1 beat %2 on board %3").arg("Ann %2").arg("Bob").arg(7);
    EXPECT_EQ(m.english(), "Ann %2 beat Bob on board 7");
    EXPECT_EQ(Message::fill("%1%10%2", {"a", "b", "c", "d", "e", "f", "g", "h", "i", "j"}, -1), "ajb");
    EXPECT_EQ(Message::fill("100% sure, %n rounds, %9", {"x"}, 3), "100% sure, 3 rounds, %9");
}

TEST(Message, DataIsNeverFilled) {
    // A player named "%1" is a name: a message without arguments is its text as it is.
    EXPECT_EQ(Message("Mr %1").english(), "Mr %1");
    EXPECT_TRUE(Message().empty());
    EXPECT_FALSE(Message("x").is_marked());
}

TEST(Message, JoinedPartsKeepTheirOwnLanguage) {
    const Message one = Message::joined({Message("a"), Message("b"), Message("c")}, "; ");
    EXPECT_EQ(one.english(), "a; b; c");
    EXPECT_EQ(Message::lines({Message("x")}), Message("x")); // one part is the part itself
    EXPECT_EQ(Message::lines({Message("x"), Message("y")}).english(), "x\ny");
}

TEST(Message, RendersInRussianWithNestedArguments) {
    // translations/damka_ru.ts: "line %1: %2" -> "строка %1: %2",
    // "round %1 board %2: %3 already entered, unchanged" -> "тур %1, доска %2: %3 уже внесён, без изменений".
    const Message inner =
        DAMKA_TR("Batch", "round %1 board %2: %3 already entered, unchanged").arg(3).arg(5).arg("1-0");
    const Message outer = DAMKA_TR("Batch", "line %1: %2").arg(4).arg(inner);
    EXPECT_EQ(outer.english(), "line 4: round 3 board 5: 1-0 already entered, unchanged");
    EXPECT_EQ(Tr(Language::Russian).render(outer), "строка 4: тур 3, доска 5: 1-0 уже внесён, без изменений");
    EXPECT_EQ(Tr(Language::English).render(outer), outer.english());
}

TEST(Message, UnmarkedAndUnknownPatternsStayAsWritten) {
    const Tr ru(Language::Russian);
    EXPECT_EQ(ru.render(Message("Ivanov (12)")), "Ivanov (12)"); // data
    EXPECT_EQ(ru.render(DAMKA_TR("NoSuchContext", "a text no file has %1").arg(1)), "a text no file has 1");
}

} // namespace
} // namespace damka
