// Runs the built `damka` program for end-to-end tests: stdout and stderr together, and the
// exit code. Shared by every suite that tests a command.
#pragma once

#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <string>

namespace damka::testing {

struct CliRun {
    std::string out;
    int code = -1;
};

inline CliRun run_damka(const std::string &args) {
    CliRun r;
    const std::string cmd = std::string(DAMKA_BINARY_DIR) + "/bin/damka " + args + " 2>&1";
    FILE *p = popen(cmd.c_str(), "r");
    if (!p) return r;
    std::array<char, 4096> buf{};
    while (fgets(buf.data(), int(buf.size()), p)) r.out += buf.data();
    const int status = pclose(p);
    r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return r;
}

inline bool has(const CliRun &r, const std::string &s) { return r.out.find(s) != std::string::npos; }

} // namespace damka::testing
