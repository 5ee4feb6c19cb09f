// Shared helpers for the scripted-log adjudication tests: load a variant from the build's
// plugin folder, build a log from event words, decide a claim.
#pragma once

#include "arbiter/adjudicator.hpp"
#include "core/plugin_registry.hpp"

#include <gtest/gtest.h>

#include <sstream>

namespace damka::arbiter::testing {

inline const PluginRegistry &registry() {
    static PluginRegistry r;
    static const bool loaded = r.load_directory(DAMKA_TEST_PLUGIN_DIR) >= 0;
    (void)loaded;
    return r;
}

// The variant, or nullptr (the calling test is skipped while the plugin is not built).
inline const Variant *variant(const std::string &id) { return registry().find(id); }

#define DAMKA_REQUIRE_VARIANT(var, id)                                                                                 \
    const ::damka::Variant *var = ::damka::arbiter::testing::variant(id);                                              \
    if (!var) GTEST_FAIL() << "plugin variant '" << id << "' is not in " << DAMKA_TEST_PLUGIN_DIR

inline std::vector<std::string> words(const std::string &line) {
    std::istringstream in(line);
    std::vector<std::string> out;
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

// A log from lines of event words ("move white c3-d4", "touch black f6"); "@m:ss " before a
// line gives the event's time.
inline GameLog script(const Variant &v, const std::vector<std::string> &lines, const std::string &control = "") {
    GameLog log;
    log.variant = v.id();
    log.time_control = control;
    const std::array<std::string, 2> sides{v.side_name(0), v.side_name(1)};
    for (std::string line : lines) {
        std::optional<Millis> at;
        if (!line.empty() && line[0] == '@') {
            const size_t sp = line.find(' ');
            at = *parse_clock(line.substr(1, sp - 1));
            line = line.substr(sp + 1);
        }
        Expected<std::vector<Event>> es = parse_events(words(line), sides);
        EXPECT_TRUE(es) << line << ": " << es.error();
        if (!es) continue;
        for (Event e : *es) {
            e.at = at;
            log.events.push_back(e);
        }
    }
    return log;
}

inline Decision decide_claim(const Variant &v, const GameLog &log, const std::string &claim_words) {
    Expected<Claim> c = parse_claim(words(claim_words), {v.side_name(0), v.side_name(1)});
    EXPECT_TRUE(c) << c.error();
    Expected<Decision> d = decide(v, log, *c);
    EXPECT_TRUE(d) << d.error();
    return d ? *d : Decision{};
}

// The same, made at `at` on the clock (damka arbiter decide --at).
inline Decision decide_claim_at(const Variant &v, const GameLog &log, const std::string &claim_words, Millis at) {
    Expected<Claim> c = parse_claim(words(claim_words), {v.side_name(0), v.side_name(1)});
    EXPECT_TRUE(c) << c.error();
    if (!c) return Decision{};
    c->at = at;
    Expected<Decision> d = decide(v, log, *c);
    EXPECT_TRUE(d) << d.error();
    return d ? *d : Decision{};
}

// The rule a decision applies, as the Adiukh article when the game's rulebook has none of its
// own ("adiukh 8.4" for a Russian draughts general principle), else the rulebook's citation
// ("ashtarashki 4.5"). How each rulebook is cited is checked in rulebook_test.cpp.
inline std::string rule_of(const Decision &d) { return d.general_principle ? "adiukh " + d.principle : d.rule; }

inline bool has_note(const Decision &d, const std::string &part) {
    return std::any_of(d.notes.begin(), d.notes.end(),
                       [&](const std::string &n) { return n.find(part) != std::string::npos; });
}

inline bool contains(const std::vector<std::string> &v, const std::string &s) {
    return std::find(v.begin(), v.end(), s) != v.end();
}

} // namespace damka::arbiter::testing
