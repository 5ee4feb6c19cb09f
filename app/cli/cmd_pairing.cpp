// damka pairing — the pairing engine on TRF files, in the command-line style of the FIDE
// endorsed engines (pair the next round, check a finished tournament, generate one).
#include "commands.hpp"
#include "cli.hpp"
#include "pairing/trf/generator.hpp"
#include "output_file.hpp"
#include "pairing/trf/tournament_check.hpp"
#include "pairing/trf/trf.hpp"

#include "core/bounded_read.hpp"

namespace damka::cli {
namespace {

using namespace damka::pairing;

bool read_file(const QString &path, std::string &text, int &code) {
    const BoundedRead r = read_bounded_file(path);
    if (!r.error.isEmpty()) {
        err(QStringLiteral("damka pairing: ") + r.error);
        code = FileAccess;
        return false;
    }
    text = r.bytes.toStdString();
    return true;
}

bool write_file(const QString &path, const std::string &text, int &code) {
    if (path.isEmpty() || path == QStringLiteral("-")) {
        fputs(text.c_str(), stdout);
        return true;
    }
    if (const QString why = write_output_file(path, QByteArray::fromStdString(text)); !why.isEmpty()) {
        err(QStringLiteral("damka pairing: ") + why);
        code = FileAccess;
        return false;
    }
    return true;
}

// First line: the number of pairs (the bye counts as one); then "white black", 0 for the bye.
std::string pairs_text(const Pairing &p) {
    std::string s = std::to_string(p.pairs.size() + (p.bye ? 1 : 0)) + "\n";
    for (const Pair &x : p.pairs) s += std::to_string(x.white) + " " + std::to_string(x.black) + "\n";
    if (p.bye) s += std::to_string(p.bye) + " 0\n";
    return s;
}

std::string describe(const std::pair<int, int> &p) { return std::to_string(p.first) + "-" + std::to_string(p.second); }

// The checker's exit codes, as scripts and CI read them.
enum CheckExit { AllIdentical = 0, RoundsDiffer = 1, Unreadable = 2 };

int check(const trf::Document &doc, SwissSystem system) {
    const Expected<TournamentCheck> checked = check_tournament(doc, system);
    if (!checked) {
        err(QStringLiteral("damka pairing: ") + qs(checked.error()));
        return Unreadable;
    }
    for (const RoundCheck &r : checked->rounds) {
        for (const std::string &e : r.broken) out(QStringLiteral("Round %1: rule broken: %2").arg(r.round).arg(qs(e)));
        if (!r.engine_failure.empty()) {
            out(QStringLiteral("Round %1: the engine finds no pairing: %2").arg(r.round).arg(qs(r.engine_failure)));
            continue;
        }
        if (r.only_file.empty() && r.only_engine.empty()) continue;
        QString only_file, only_engine;
        for (const auto &p : r.only_file) only_file += QStringLiteral(" %1").arg(qs(describe(p)));
        for (const auto &p : r.only_engine) only_engine += QStringLiteral(" %1").arg(qs(describe(p)));
        out(QStringLiteral("Round %1 differs: file has%2; engine pairs%3").arg(r.round).arg(only_file, only_engine));
    }
    out(QStringLiteral("%1 of %2 rounds differ from the engine").arg(checked->differing()).arg(checked->rounds.size()));
    return checked->differing() ? RoundsDiffer : AllIdentical;
}

int berger(const QString &arg, bool twice) {
    bool ok = false;
    const int n = arg.toInt(&ok);
    if (!ok || n < 2 || n > 1000) {
        err(QStringLiteral("damka pairing: --berger needs a number of players from 2 to 1000, got '%1'").arg(arg));
        return BadInput;
    }
    const auto table = berger_table(n, twice ? 2 : 1);
    for (std::size_t r = 0; r < table.size(); ++r) {
        QString line = QStringLiteral("Round %1:").arg(r + 1);
        for (const Pair &p : table[r].pairs) line += QStringLiteral(" %1-%2").arg(p.white).arg(p.black);
        if (table[r].bye) line += QStringLiteral(" (bye %1)").arg(table[r].bye);
        out(line);
    }
    return Ok;
}

// The command's option table: one flag a system (pairing/swiss_systems.cpp; exactly one of them,
// or --berger, is given), the three modes and their settings, in the order --help lists them.
struct PairingOptions {
    QCommandLineParser parser;
    QStringList flag_names; // "--dutch", ...: named when no system or two are chosen
    std::vector<std::pair<SwissSystem, QCommandLineOption>> systems;
    const QCommandLineOption maxi{QStringLiteral("maxi-tournament"),
                                  QStringLiteral("With --lim: a Maxi-tournament (floater and colour choices only "
                                                 "within 100 rating points, C.04.4.3 3.2.3, 3.8, 5.7).")};
    const QCommandLineOption pair{QStringList{QStringLiteral("p"), QStringLiteral("pair")},
                                  QStringLiteral("Pair the next round; write to OUTPUT or stdout.")};
    const QCommandLineOption checkopt{
        QStringList{QStringLiteral("c"), QStringLiteral("check")},
        QStringLiteral("Check every round against the engine and the absolute criteria.")};
    const QCommandLineOption gen{QStringList{QStringLiteral("g"), QStringLiteral("generate")},
                                 QStringLiteral("Generate a random tournament from CONFIG (Key=Value lines)."),
                                 QStringLiteral("CONFIG")};
    const QCommandLineOption output{QStringList{QStringLiteral("o"), QStringLiteral("output")},
                                    QStringLiteral("Output TRF for -g."), QStringLiteral("FILE")};
    const QCommandLineOption seed{QStringList{QStringLiteral("s"), QStringLiteral("seed")},
                                  QStringLiteral("Seed for -g."), QStringLiteral("SEED")};
    const QCommandLineOption explain{
        QStringList{QStringLiteral("e"), QStringLiteral("explain")},
        QStringLiteral("With -p: explain brackets, floaters, colours and the bye on stderr.")};
    const QCommandLineOption bergeropt{QStringLiteral("berger"),
                                       QStringLiteral("Print the Berger table for N players."), QStringLiteral("N")};
    const QCommandLineOption doubleopt{QStringLiteral("double"), QStringLiteral("With --berger: double round robin.")};

    PairingOptions() {
        QStringList handbook;
        for (const SwissSystemInfo &s : swiss_systems()) {
            handbook << QString::fromLatin1(s.handbook);
            flag_names << QStringLiteral("--") + QString::fromLatin1(s.flag);
            systems.emplace_back(s.system,
                                 QCommandLineOption(QString::fromLatin1(s.flag), QString::fromLatin1(s.flag_help)));
        }
        parser.setApplicationDescription(
            QStringLiteral(
                "Pairing engines (FIDE %1) on TRF-16/TRFx/TRF-26 files. SYSTEM is one of the flags below.\n"
                "  damka pairing SYSTEM INPUT.trf -p [OUTPUT]   pair the next round\n"
                "  damka pairing SYSTEM INPUT.trf -c            check every round of a tournament\n"
                "  damka pairing SYSTEM -g CONFIG -o OUT.trf [-s SEED]   random tournament\n"
                "  --maxi-tournament (with --lim): the organiser declared a Maxi-tournament (C.04.4.3 3.2.3)\n"
                "  Double-Swiss: a match is two round columns (game 1, game 2); -p prints one line a match,\n"
                "  the player with White in game 1 first.\n"
                "  damka pairing --berger N [--double]           FIDE Berger table\n"
                "Exit codes of -p and -g: 0 ok, 1 no valid pairing exists, 3 invalid input, 5 file access.\n"
                "Exit codes of -c: 0 every round is the engine's, 1 a round differs, breaks an absolute\n"
                "  criterion or cannot be paired, 2 the file cannot be read or is inconsistent (its points\n"
                "  do not match its results, two cards disagree, no round paired).")
                .arg(handbook.join(QStringLiteral(", "))));
        for (const auto &[system, flag] : systems) parser.addOption(flag);
        parser.addOptions({maxi, pair, checkopt, gen, output, seed, explain, bergeropt, doubleopt});
        parser.addPositionalArgument(QStringLiteral("INPUT"), QStringLiteral("TRF file"), QStringLiteral("[INPUT]"));
        parser.addPositionalArgument(QStringLiteral("OUTPUT"), QStringLiteral("pairing output (-p)"),
                                     QStringLiteral("[OUTPUT]"));
    }
};

// The one system flag given (--maxi-tournament only with --lim), or nothing after the message.
std::optional<SwissSystem> chosen_system(const PairingOptions &o) {
    std::optional<SwissSystem> chosen;
    int flags = 0;
    for (const auto &[system, flag] : o.systems)
        if (o.parser.isSet(flag)) {
            chosen = system;
            ++flags;
        }
    if (flags != 1) {
        err(QStringLiteral("damka pairing: choose one system: %1 or --berger N")
                .arg(o.flag_names.join(QStringLiteral(", "))));
        return std::nullopt;
    }
    if (o.parser.isSet(o.maxi) && *chosen != SwissSystem::Lim) {
        err(QStringLiteral("damka pairing: --maxi-tournament belongs to the Lim system (--lim)"));
        return std::nullopt;
    }
    return chosen;
}

// -g CONFIG -o OUT.trf [-s SEED]: a random tournament paired by `system`, written to OUT.trf.
int generate(const PairingOptions &o, SwissSystem system) {
    const QCommandLineParser &parser = o.parser;
    int code = Ok;
    std::string text;
    if (!read_file(parser.value(o.gen), text, code)) return code;
    auto config = parse_generator_config(text);
    if (!config) {
        err(QStringLiteral("damka pairing: %1: %2").arg(parser.value(o.gen), qs(config.error())));
        return BadInput;
    }
    bool ok = true;
    const quint64 s = parser.isSet(o.seed) ? parser.value(o.seed).toULongLong(&ok) : 1;
    if (!ok || !parser.isSet(o.output)) {
        err(QStringLiteral("damka pairing: -g needs -o OUT.trf and a numeric -s SEED"));
        return BadInput;
    }
    config->maxi_tournament = parser.isSet(o.maxi);
    auto doc = generate_tournament(*config, s, system);
    if (!doc) {
        err(QStringLiteral("damka pairing: %1").arg(qs(doc.error())));
        return Failure;
    }
    return write_file(parser.value(o.output), trf::write(*doc), code) ? Ok : code;
}

// INPUT.trf for -p or -c, refused (`code`: -c's Unreadable, else BadInput or FileAccess) when it
// cannot be read or its points contradict its results; a system the file names other than the
// chosen one is warned of.
std::optional<trf::Document> read_input(const PairingOptions &o, const QString &path, SwissSystem system, bool checking,
                                        int &code) {
    std::string text;
    if (!read_file(path, text, code)) {
        if (checking) code = Unreadable;
        return std::nullopt;
    }
    auto doc = trf::read(text);
    if (!doc) {
        err(QStringLiteral("damka pairing: %1: %2").arg(path, qs(doc.error())));
        code = checking ? int(Unreadable) : int(BadInput);
        return std::nullopt;
    }
    // The endorsed engines refuse a file whose points contradict its results: so does Damka,
    // before a pairing or a check is built on scores nobody can trust.
    if (const std::string why = trf::points_contradiction(*doc); !why.empty()) {
        err(QStringLiteral("damka pairing: %1: %2").arg(path, qs(why)));
        code = checking ? int(Unreadable) : int(BadInput);
        return std::nullopt;
    }
    // TRF-26 192 names the system; the flag wins, as with the endorsed engines, with a warning.
    const std::string type = trf::tournament_type(*doc);
    if (const auto named = trf::named_swiss_system(*doc); named && *named != system) {
        const SwissSystemInfo &said = info(*named);
        // A system ETT26 has no code for is named by Damka's line, or by a provisional code.
        const QString line = QStringLiteral("'### damka pairing-system %1'").arg(QString::fromLatin1(said.flag));
        const QString ways = said.provisional_code
            ? QStringLiteral("192 %1 or %2").arg(QString::fromLatin1(said.provisional_code), line)
            : line;
        err(said.ett26 ? QStringLiteral("damka pairing: warning: the file's record 192 says %1; pairing by the system "
                                        "chosen on the command line")
                             .arg(qs(type))
                       : QStringLiteral("damka pairing: warning: the file names the %1 system (%2); pairing by the "
                                        "system chosen on the command line")
                             .arg(QString::fromLatin1(said.short_name), ways));
    }
    // --maxi-tournament declares it for this run; a file with Damka's Lim line may declare it too.
    if (system == SwissSystem::Lim && o.parser.isSet(o.maxi)) trf::name_system(*doc, system, false, true);
    return std::move(*doc);
}

// -p: the next round paired (Double-Swiss: the next match after the last complete pair of
// columns), written to OUTPUT or stdout; --explain on stderr.
int pair_next(const PairingOptions &o, const trf::Document &doc, SwissSystem system, const QStringList &pos) {
    const bool matches = info(system).two_game_matches;
    if (matches && doc.rounds_played() % 2) {
        err(QStringLiteral("damka pairing: %1: match %2 has game 1 (round %3) but not game 2")
                .arg(pos[0])
                .arg(trf::matches_played(doc))
                .arg(doc.rounds_played()));
        return BadInput;
    }
    auto in =
        matches ? trf::match_input(doc, trf::matches_played(doc) + 1) : trf::round_input(doc, doc.rounds_played() + 1);
    if (!in) {
        err(QStringLiteral("damka pairing: %1: %2").arg(pos[0], qs(in.error())));
        return BadInput;
    }
    const Pairing p = pair_swiss(system, in->players, in->settings);
    if (p.failure == Failure::InvalidInput) {
        err(QStringLiteral("damka pairing: %1").arg(qs(p.message.english())));
        return BadInput;
    }
    if (!p.ok()) {
        err(QStringLiteral("damka pairing: %1").arg(qs(p.message.english())));
        return Failure;
    }
    if (o.parser.isSet(o.explain)) err(qs(p.explanation.text().english()));
    int code = Ok;
    return write_file(pos.size() > 1 ? pos[1] : QString(), pairs_text(p), code) ? Ok : code;
}

// damka pairing: --berger, -g, or -c / -p on INPUT.trf.
int run_pairing(const QStringList &args) {
    PairingOptions o;
    int code = Ok;
    if (!parse(o.parser, args, code)) return code;
    if (o.parser.isSet(o.bergeropt)) return berger(o.parser.value(o.bergeropt), o.parser.isSet(o.doubleopt));
    const std::optional<SwissSystem> system = chosen_system(o);
    if (!system) return BadInput;
    if (o.parser.isSet(o.gen)) return generate(o, *system);
    const QStringList pos = o.parser.positionalArguments();
    if (pos.isEmpty() || (o.parser.isSet(o.pair) == o.parser.isSet(o.checkopt))) {
        err(QStringLiteral("damka pairing: give INPUT.trf and exactly one of -p or -c"));
        return BadInput;
    }
    const bool checking = o.parser.isSet(o.checkopt);
    const std::optional<trf::Document> doc = read_input(o, pos[0], *system, checking, code);
    if (!doc) return code;
    if (checking) return check(*doc, *system);
    return pair_next(o, *doc, *system, pos);
}

} // namespace

int pairing_command(const QStringList &args) { return run_pairing(args); }
} // namespace damka::cli
