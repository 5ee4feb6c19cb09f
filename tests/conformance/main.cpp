// damka-conformance — runs the plugin conformance kit against every loaded variant.
//
//   damka-conformance                       the build's plugins and DAMKA_PLUGIN_PATH
//   damka-conformance --plugin libmine.so   only this library (repeatable)
//   damka-conformance --plugins DIR         only the libraries in DIR (repeatable)
//   options: --variant ID (repeatable), --seed N, --games N, --max-plies N, plus GoogleTest's
//   own flags (--gtest_filter=...); --help prints the kit's usage (not GoogleTest's).
#include "conformance_checks.hpp"
#include "core/plugin_registry.hpp"

#include <gtest/gtest.h>

#include <QCommandLineParser>
#include <QStringList>

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

int int_value(const QCommandLineParser &p, const QString &flag, int fallback, int max = 100000) {
    if (!p.isSet(flag)) return fallback;
    bool ok = false;
    const int v = p.value(flag).toInt(&ok);
    if (!ok || v < 0 || v > max)
        usage_error("--" + flag.toStdString() + " needs a number from 0 to " + std::to_string(max));
    return v;
}

// The kit's own options. GoogleTest's (--gtest_*) are taken out before these are parsed.
void add_options(QCommandLineParser &p, const conformance::Options &d) {
    p.setApplicationDescription(QStringLiteral(
        "Runs the Damka plugin conformance kit against every loaded variant: the checks every variant must pass "
        "whatever its rules, through the plugin ABI only (plugin-api/README.md)."));
    // Not addHelpOption(): it also offers --help-all, Qt's own options, which the kit has none of.
    p.addOptions({
        {{QStringLiteral("h"), QStringLiteral("help")}, QStringLiteral("Print this help and exit.")},
        {QStringLiteral("plugin"), QStringLiteral("Test only this plugin library (repeatable)."),
         QStringLiteral("FILE")},
        {QStringLiteral("plugins"), QStringLiteral("Test only the libraries in this folder (repeatable)."),
         QStringLiteral("DIR")},
        {QStringLiteral("variant"), QStringLiteral("Test only this variant id (repeatable)."), QStringLiteral("ID")},
        {QStringLiteral("games"), QStringLiteral("Random games per check (default %1).").arg(d.games),
         QStringLiteral("N")},
        {QStringLiteral("max-plies"),
         QStringLiteral("Plies of a random game at most; a game this long must offer a draw claim (default %1).")
             .arg(d.max_plies),
         QStringLiteral("N")},
        {QStringLiteral("seed"), QStringLiteral("Seed of the random games (default %1).").arg(d.seed),
         QStringLiteral("N")},
    });
}

// What --help prints: the kit's usage first, then what it checks and its exit status.
void print_help(const QCommandLineParser &p) {
    // Without a QCoreApplication, Qt names the program "<executable_name>".
    std::string text =
        p.helpText().replace(QStringLiteral("<executable_name>"), QStringLiteral("damka-conformance")).toStdString();
    // The folder PluginRegistry::default_search_path() starts with: an installed kit's own.
    const std::string installed = damka::PluginRegistry::installed_plugin_dir();
    text += "\nWithout --plugin or --plugins it loads " +
        (installed.empty() ? std::string("the build's plugin folder") : "the installed plugin folder " + installed) +
        " and DAMKA_PLUGIN_PATH.\n"
        "\nChecks, per variant (a GoogleTest test each, Conformance_<id>.<check>):\n";
    for (const conformance::Check &c : conformance::checks()) text += "  " + std::string(c.name) + ": " + c.what + "\n";
    text += "\nExit status: 0 when every check passes; 1 when a check fails, a --plugin library is refused or no\n"
            "variant is loaded; 3 on a bad option. GoogleTest's own flags also work (--gtest_filter=*.MoveRecords*,\n"
            "--gtest_brief=1; --gtest_help lists them).\n";
    std::fputs(text.c_str(), stdout);
}

std::vector<std::string> values(const QCommandLineParser &p, const QString &name) {
    std::vector<std::string> out;
    for (const QString &v : p.values(name)) out.push_back(v.toStdString());
    return out;
}

} // namespace

int main(int argc, char **argv) {
    conformance::Options options;
    QCommandLineParser parser;
    add_options(parser, options);
    // --help before GoogleTest sees it: GoogleTest would print its own usage instead, which
    // --gtest_help still asks for.
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--help") == 0 || std::strcmp(argv[i], "-h") == 0) {
            print_help(parser);
            return 0;
        }
        if (std::strcmp(argv[i], "--gtest_help") == 0) {
            ::testing::InitGoogleTest(&argc, argv);
            return 0;
        }
    }
    ::testing::InitGoogleTest(&argc, argv); // removes GoogleTest's own flags
    QStringList args;
    for (int i = 0; i < argc; ++i) args << QString::fromLocal8Bit(argv[i]);
    if (!parser.parse(args)) usage_error(parser.errorText().toStdString() + " (try --help)");
    if (!parser.positionalArguments().isEmpty())
        usage_error("unknown argument '" + parser.positionalArguments().first().toStdString() + "' (try --help)");
    const std::vector<std::string> files = values(parser, QStringLiteral("plugin"));
    const std::vector<std::string> dirs = values(parser, QStringLiteral("plugins"));
    const std::vector<std::string> variants = values(parser, QStringLiteral("variant"));
    const std::set<std::string> only(variants.begin(), variants.end());
    options.seed = uint32_t(int_value(parser, QStringLiteral("seed"), int(options.seed), INT32_MAX));
    options.games = int_value(parser, QStringLiteral("games"), options.games);
    options.max_plies = int_value(parser, QStringLiteral("max-plies"), options.max_plies);

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
