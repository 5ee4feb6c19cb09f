// The variant in the reader's language as its plugin names it (ABI 1.4 "damka.names/1"): the
// event's line under every report title, "Вариант: итальянские шашки" — the draughts plugin's
// Russian name, found through the plugins this process loads (host/core/variant_names.hpp).
#include "reports/reports.hpp"
#include "reports/variant_names.hpp"

#include <gtest/gtest.h>

using namespace damka::reports;
using damka::tournament::EventData;

namespace {

EventData event_of(const std::string &variant) {
    EventData e;
    e.info.name = "Cup";
    e.info.variant = variant;
    e.info.rounds = 5;
    return e;
}

} // namespace

TEST(VariantNames, TheEventLineNamesTheVariantAsItsPluginDoesInRussian) {
    // Italian and Tavreli were shown by their ids before the plugins named them.
    EXPECT_EQ(event_lines(event_of("italian"), Language::Russian).back().rfind("Вариант: итальянские шашки; ", 0), 0u)
        << event_lines(event_of("italian"), Language::Russian).back();
    EXPECT_EQ(event_lines(event_of("tavreli"), Language::Russian).back().rfind("Вариант: таврели; ", 0), 0u);
    EXPECT_EQ(event_lines(event_of("russian"), Language::Russian).back().rfind("Вариант: русские шашки; ", 0), 0u);
    EXPECT_EQ(variant_label("focus-turning", Language::Russian), "фокус (с поворотом)"); // a former id
}

TEST(VariantNames, EnglishKeepsTheIdAndAnUnknownVariantIsItsId) {
    EXPECT_EQ(event_lines(event_of("italian"), Language::English).back().rfind("Variant: italian; ", 0), 0u);
    EXPECT_EQ(variant_label("no-such-variant", Language::Russian), "no-such-variant");
}
