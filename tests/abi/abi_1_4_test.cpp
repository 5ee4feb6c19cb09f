// ABI 1.4 (plugin-api/README.md "Names"): the "damka.names/1" extension. A plugin names its
// variant, sides and pieces per language; the host shows the reader's language and English
// where the plugin names nothing (an ABI 1.3 plugin, a language it does not list) or gives a
// name it cannot use (empty, not UTF-8).
#include "core/plugin_registry.hpp"
#include "core/variant_names.hpp"

#include <gtest/gtest.h>

#include <string>

using damka::PluginRegistry;
using damka::Variant;

namespace {

const Variant &load(PluginRegistry &r, const char *file) {
    EXPECT_TRUE(r.load_file(file)) << (r.problems().empty() ? "" : describe(r.problems()[0]));
    const Variant *v = r.find("example-frogs");
    if (!v) throw std::runtime_error(std::string(file) + " gave no example-frogs");
    return *v;
}

// The example names itself in Russian: its name, its sides in turn order, its pieces by label.
TEST(Abi1_4, TheExampleNamesItselfInRussian) {
    PluginRegistry r;
    const Variant &v = load(r, DAMKA_EXAMPLE_PLUGIN);
    EXPECT_EQ(v.name("ru"), "жабы и лягушки (пример SDK)");
    EXPECT_EQ(v.side_name(0, "ru"), "жабы");
    EXPECT_EQ(v.side_name(1, "ru"), "лягушки");
    EXPECT_EQ(v.piece_name("toad", "ru"), "жаба");
    EXPECT_EQ(v.piece_name("frog", "ru"), "лягушка");
    // English, and a language the plugin does not list, read the table's own names.
    for (const char *lang : {"en", "de"}) {
        EXPECT_EQ(v.name(lang), "Toads and Frogs (SDK example)") << lang;
        EXPECT_EQ(v.side_name(1, lang), "Frogs") << lang;
        EXPECT_EQ(v.piece_name("toad", lang), "toad") << lang;
    }
    ASSERT_EQ(v.names().size(), 1u);
    EXPECT_EQ(v.names()[0].language, "ru");
    EXPECT_EQ(v.names()[0].pieces.size(), 2u);
}

// An ABI 1.3 plugin (no names extension) and a 1.0 one keep loading and are named in English in
// every language.
TEST(Abi1_4, AnOlderPluginIsNamedInEnglish) {
    for (const char *file : {DAMKA_FROGS_V1_3, DAMKA_FROGS_V1_0}) {
        SCOPED_TRACE(file);
        PluginRegistry r;
        const Variant &v = load(r, file);
        EXPECT_TRUE(v.names().empty());
        EXPECT_EQ(v.name("ru"), "Toads and Frogs (SDK example)");
        EXPECT_EQ(v.side_name(0, "ru"), "Toads");
        EXPECT_EQ(v.side_name(1, "ru"), "Frogs");
        EXPECT_EQ(v.piece_name("toad", "ru"), "toad");
    }
    PluginRegistry r;
    EXPECT_EQ(load(r, DAMKA_FROGS_V1_3).plugin_abi_minor(), 3u);
}

// A name the host cannot show (empty, not UTF-8) is replaced by the English one; the good ones
// of the same language stand.
TEST(Abi1_4, AnUnusableNameFallsBackToEnglish) {
    PluginRegistry r;
    const Variant &v = load(r, DAMKA_FROGS_BAD_NAMES);
    EXPECT_EQ(v.name("ru"), "Toads and Frogs (SDK example)");
    EXPECT_EQ(v.side_name(0, "ru"), "Toads");
    EXPECT_EQ(v.side_name(1, "ru"), "лягушки");
    EXPECT_EQ(v.piece_name("toad", "ru"), "toad");
    EXPECT_EQ(v.piece_name("frog", "ru"), "лягушка");
}

// Every variant Damka ships (29 in C++, 2 as draughts rules files) names itself, its sides and
// its pieces in Russian, through the registry as the front-ends load it; the names are the
// seeds' (the plugins cite them).
TEST(Abi1_4, EveryBuiltInVariantIsNamedInRussian) {
    PluginRegistry r;
    r.load_directory(DAMKA_TEST_PLUGIN_DIR);
    ASSERT_TRUE(r.problems().empty()) << describe(r.problems()[0]);
    int built_in = 0;
    for (const Variant &v : r.variants()) {
        if (v.id() == "example-frogs") continue;
        ++built_in;
        SCOPED_TRACE(v.id());
        EXPECT_NE(v.name("ru"), v.name());
        EXPECT_TRUE(damka::valid_utf8(v.name("ru")));
        for (int side : {0, 1}) EXPECT_NE(v.side_name(side, "ru"), v.side_name(side));
    }
    EXPECT_EQ(built_in, 31);
    const Variant *russian = r.find("russian");
    ASSERT_NE(russian, nullptr);
    EXPECT_EQ(russian->name("ru"), "русские шашки");
    EXPECT_EQ(russian->side_name(0, "ru"), "белые");
    EXPECT_EQ(russian->side_name(1, "ru"), "чёрные");
    EXPECT_EQ(russian->piece_name("man", "ru"), "простая");
    EXPECT_EQ(russian->piece_name("king", "ru"), "дамка");
    EXPECT_EQ(r.find("english")->side_name(0, "ru"), "чёрные"); // Black moves first
    EXPECT_EQ(r.find("international")->name("ru"), "международные шашки");
    EXPECT_EQ(r.find("ashtarashki")->name("ru"), "аштарашки");
    EXPECT_EQ(r.find("ashtarashki")->piece_name("V2", "ru"), "отступившая двойка");
    EXPECT_EQ(r.find("tavreli")->name("ru"), "таврели");
    EXPECT_EQ(r.find("tavreli")->piece_name("volkhv", "ru"), "волхв");
    EXPECT_EQ(r.find("lasca")->name("ru"), "ласка");
    EXPECT_EQ(r.find("lasca")->piece_name("officer", "ru"), "дамка");
    EXPECT_EQ(r.find("adiukh")->name("ru"), "шашки Адиюх");
    EXPECT_EQ(r.find("multiphase")->side_name(0, "ru"), "синие");
    // The process remembers what its registries loaded, for the layers that hold only an id.
    EXPECT_EQ(damka::loaded_variants::name("russian", "ru"), "русские шашки");
    EXPECT_EQ(damka::loaded_variants::name("focus-turning", "ru"), "фокус (с поворотом)");
    EXPECT_EQ(damka::loaded_variants::name("no-such-variant", "ru"), "no-such-variant");
    EXPECT_EQ(damka::loaded_variants::side_name("pool", 1, "White", "ru"), "белые");
}

TEST(Abi1_4, Utf8IsCheckedAsRfc3629Says) {
    EXPECT_TRUE(damka::valid_utf8("простая"));
    EXPECT_TRUE(damka::valid_utf8("\xF0\x9F\x8E\xB2")); // U+1F3B2
    EXPECT_FALSE(damka::valid_utf8("\x80"));
    EXPECT_FALSE(damka::valid_utf8("\xD0")); // cut short
    EXPECT_FALSE(damka::valid_utf8("\xC0\xAF")); // overlong '/'
    EXPECT_FALSE(damka::valid_utf8("\xED\xA0\x80")); // a surrogate
    EXPECT_FALSE(damka::valid_utf8("\xF4\x90\x80\x80")); // past U+10FFFF
}

} // namespace
