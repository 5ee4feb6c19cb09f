// Runs the built `damka` program for end-to-end tests: stdout and stderr together, and the
// exit code. Shared by every suite that tests a command.
#pragma once

#include <gtest/gtest.h>

#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>

namespace damka::testing {

struct CliRun {
    std::string out;
    int code = -1;
};

// Waits for a command started with popen(cmd, "r"): its output and exit code.
inline CliRun finish(FILE *p) {
    CliRun r;
    if (!p) return r;
    std::array<char, 4096> buf{};
    while (fgets(buf.data(), int(buf.size()), p)) r.out += buf.data();
    const int status = pclose(p);
    r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return r;
}

// Runs a shell command line (sh -c), stdout and stderr together.
inline CliRun run_shell(const std::string &cmd) { return finish(popen((cmd + " 2>&1").c_str(), "r")); }

// A whole file as bytes ("" when it cannot be read): the files a command wrote, fixtures.
inline std::string file_text(const std::string &path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

inline CliRun run_damka(const std::string &args) {
    return run_shell(std::string(DAMKA_BINARY_DIR) + "/bin/damka " + args);
}

// Whether the output contains `s`, whatever the exit code: check r.code next to it, or use
// says()/refused(), which check both (a check that passes either way hides a bug).
inline bool has(const CliRun &r, const std::string &s) { return r.out.find(s) != std::string::npos; }

// A one-round event of `variant` in `db` with two players, paired and published, so that a
// test can enter game 1's result with a game record. Returns "" or the step that failed.
inline std::string paired_two_player_event(const std::string &db, const std::string &name, const std::string &variant) {
    if (run_damka("event create --db " + db + " --name '" + name + "' --variant " + variant + " --rounds 1").code != 0)
        return "event create";
    for (const char *p : {"Ann", "Bob"})
        if (run_damka("player add --db " + db + " " + p + " --rating 1800").code != 0) return "player add";
    if (const CliRun paired = run_damka("round pair --db " + db); paired.code != 0) return "round pair: " + paired.out;
    if (run_damka("round publish --db " + db).code != 0) return "round publish";
    return "";
}

// Writes a PDN game record of `event` with the tags a result entry reads and the given moves,
// followed by the agreed-draw result 1-1.
inline void write_drawn_pdn(const std::string &path, const std::string &event, int gametype, const std::string &moves) {
    std::ofstream(path) << "[Event \"" << event << "\"]\n[GameType \"" << gametype << "\"]\n[Result \"1-1\"]\n\n"
                        << moves << " 1-1\n";
}

// The command succeeded (exit code 0) and its output contains `s`.
inline ::testing::AssertionResult says(const CliRun &r, const std::string &s) {
    if (r.code != 0)
        return ::testing::AssertionFailure() << "exit code " << r.code << ", expected 0 and '" << s << "':\n" << r.out;
    if (!has(r, s)) return ::testing::AssertionFailure() << "no '" << s << "' in:\n" << r.out;
    return ::testing::AssertionSuccess() << "says '" << s << "'";
}

// The command failed (exit code not 0) and its output contains `s`.
inline ::testing::AssertionResult refused(const CliRun &r, const std::string &s) {
    if (r.code == 0)
        return ::testing::AssertionFailure() << "succeeded, expected a refusal with '" << s << "':\n" << r.out;
    if (!has(r, s)) return ::testing::AssertionFailure() << "refused without '" << s << "':\n" << r.out;
    return ::testing::AssertionSuccess() << "refused with '" << s << "'";
}

// Registers players P1..P(teams x boards) and teams T1..T(teams) in a team event: team t's
// board order is players (t - 1) x boards + 1 .. t x boards. Fails naming the first command
// that did not succeed.
inline ::testing::AssertionResult add_teams(const std::string &db, int teams, int boards) {
    for (int p = 1; p <= teams * boards; ++p)
        if (const CliRun r = run_damka("player add --db " + db + " 'P" + std::to_string(p) + "'"); r.code != 0)
            return ::testing::AssertionFailure() << "player add P" << p << ":\n" << r.out;
    for (int t = 1; t <= teams; ++t) {
        std::string players;
        for (int b = 1; b <= boards; ++b) players += (b > 1 ? "," : "") + std::to_string((t - 1) * boards + b);
        if (const CliRun r = run_damka("team add --db " + db + " T" + std::to_string(t) + " --players " + players);
            r.code != 0)
            return ::testing::AssertionFailure() << "team add T" << t << ":\n" << r.out;
    }
    return ::testing::AssertionSuccess();
}

} // namespace damka::testing
