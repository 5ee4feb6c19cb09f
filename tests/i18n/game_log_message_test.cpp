// A game's events as the web clock words them in the audit log (arbiter::event_message): in
// English as `damka arbiter show` words them, and in Russian from translations/damka_ru.ts,
// the side's name declined where the phrase needs it.
#include "arbiter/event_log.hpp"
#include "reports/i18n.hpp"

#include <gtest/gtest.h>

namespace damka {
namespace {

using arbiter::Event;
using arbiter::EventKind;
using reports::Language;
using reports::Tr;

Event event(EventKind kind, int side) {
    Event e;
    e.kind = kind;
    e.side = side;
    return e;
}

TEST(GameLogMessage, EnglishIsAsTheArbitersLogWordsIt) {
    for (const Event &e : {event(EventKind::Resign, 0), event(EventKind::DrawOffer, 1), event(EventKind::Flag, 1),
                           event(EventKind::ClockPause, -1), event(EventKind::Press, 0)})
        EXPECT_EQ(arbiter::event_message(e).english(), arbiter::describe(e, {"White", "Black"}));
    Event add = event(EventKind::ClockAdd, 1);
    add.delta = arbiter::Millis(-60000);
    EXPECT_EQ(arbiter::event_message(add).english(), "arbiter takes 1:00 from Black's clock");
}

TEST(GameLogMessage, RussianHasNoEnglishWord) {
    // Hand-written from the translation: the subject in the plural («Белые сдаются»), the
    // owner in the genitive («флажок чёрных», «часы белых»).
    const Tr ru(Language::Russian);
    EXPECT_EQ(ru.render(arbiter::event_message(event(EventKind::Resign, 0))), "Белые сдаются");
    EXPECT_EQ(ru.render(arbiter::event_message(event(EventKind::DrawOffer, 1))), "Чёрные предлагают ничью");
    EXPECT_EQ(ru.render(arbiter::event_message(event(EventKind::Flag, 1))), "флажок чёрных упал");
    Event add = event(EventKind::ClockAdd, 0);
    add.delta = arbiter::Millis(60000);
    EXPECT_EQ(ru.render(arbiter::event_message(add)), "судья добавляет 1:00 на часы белых");
}

} // namespace
} // namespace damka
