// damka-conformance — runs the plugin conformance kit against every loaded variant.
//
//   damka-conformance                       the build's plugins and DAMKA_PLUGIN_PATH
//   damka-conformance --plugin libmine.so   only this library (repeatable)
//   damka-conformance --plugins DIR         only the libraries in DIR (repeatable)
//   options: --variant ID (repeatable), --seed N, --games N, --max-plies N, plus GoogleTest's
//   own flags (--gtest_filter=...).
#include "conformance_checks.hpp"
#include "core/plugin_registry.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <set>
#include <string>
#include <vector>

using namespace damka;

namespace {

class ConformanceTest : public ::testing::Test {
public:
    ConformanceTest(const Variant *v, const conformance::Check *c, conformance::Options o)
        : variant_(v), check_(c), options_(o) {}
    void TestBody() override {
        RecordProperty("plugin", variant_->plugin_file());
        try {
            check_->run(*variant_, options_);
        } catch (const std::exception &e) {
            FAIL() << "exception: " << e.what();
        }
    }

private:
    const Variant *variant_;
    const conformance::Check *check_;
    conformance::Options options_;
};

// Test suite names may not contain '-': "giveaway-russian" becomes "giveaway_russian".
std::string suite_name(const std::string &id) {
    std::string s = id;
    for (char &c : s)
        if (c == '-') c = '_';
    return "Conformance_" + s;
}

[[noreturn]] void usage_error(const std::string &what) {
    std::fprintf(stderr, "damka-conformance: %s\n", what.c_str());
    std::exit(3);
}

int int_value(const char *flag, const char *value) {
    char *end = nullptr;
    const long v = value ? std::strtol(value, &end, 10) : 0;
    if (!value || *end || v < 0 || v > 100000) usage_error(std::string(flag) + " needs a number from 0 to 100000");
    return int(v);
}

} // namespace

int main(int argc, char **argv) {
    ::testing::InitGoogleTest(&argc, argv); // removes GoogleTest's own flags
    std::vector<std::string> files, dirs;
    std::set<std::string> only;
    conformance::Options options;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        const char *next = i + 1 < argc ? argv[i + 1] : nullptr;
        if (a == "--help" || a == "-h") {
            std::puts("Usage: damka-conformance [--plugin FILE]... [--plugins DIR]... [--variant ID]...\n"
                      "                         [--seed N] [--games N] [--max-plies N] [--gtest_* flags]\n"
                      "Runs the Damka plugin conformance kit against every loaded variant. Without\n"
                      "--plugin/--plugins it loads the build's plugin folder and DAMKA_PLUGIN_PATH.");
            return 0;
        }
        if (a == "--plugin" && next)
            files.push_back(argv[++i]);
        else if (a == "--plugins" && next)
            dirs.push_back(argv[++i]);
        else if (a == "--variant" && next)
            only.insert(argv[++i]);
        else if (a == "--seed" && next)
            options.seed = uint32_t(int_value("--seed", argv[++i]));
        else if (a == "--games" && next)
            options.games = int_value("--games", argv[++i]);
        else if (a == "--max-plies" && next)
            options.max_plies = int_value("--max-plies", argv[++i]);
        else
            usage_error("unknown argument '" + a + "' (try --help)");
    }

    static PluginRegistry registry; // lives until the tests have run
    if (files.empty() && dirs.empty()) registry.load_default();
    for (const std::string &d : dirs) registry.load_directory(d);
    for (const std::string &f : files) registry.load_file(f);
    for (const PluginProblem &p : registry.problems())
        std::fprintf(stderr, "damka-conformance: plugin refused: %s\n", describe(p).c_str());
    if (!files.empty() && registry.problems().size() > 0) return 1;

    int registered = 0;
    for (const Variant &v : registry.variants()) {
        if (!only.empty() && !only.count(v.id())) continue;
        for (const conformance::Check &c : conformance::checks()) {
            const Variant *vp = &v;
            const conformance::Check *cp = &c;
            ::testing::RegisterTest(
                suite_name(v.id()).c_str(), c.name, nullptr, c.what, __FILE__, __LINE__,
                [vp, cp, options]() -> ::testing::Test * { return new ConformanceTest(vp, cp, options); });
            ++registered;
        }
    }
    if (registered == 0) {
        std::fprintf(stderr, "damka-conformance: no variant to test\n");
        return 1;
    }
    return RUN_ALL_TESTS();
}
