// libFuzzer target: the arbiter's game event log (arbiter/event_log*) — the JSON form, its
// round trip, and the command-line word syntax (the input's words).
#include "arbiter/event_log.hpp"

#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

using namespace damka::arbiter;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const std::string text(reinterpret_cast<const char *>(data), size);
    const std::array<std::string, 2> sides{"White", "Black"};
    if (const auto log = log_from_json_text(text)) {
        const std::string written = log_to_json_text(*log);
        const auto again = log_from_json_text(written);
        if (!again || log_to_json_text(*again) != written) {
            std::fprintf(stderr, "event log round trip differs; written:\n%s\n", written.c_str());
            std::abort();
        }
        for (const Event &e : log->events) (void)describe(e, sides);
    }

    // The same bytes as one command line: words split at blanks.
    std::vector<std::string> words;
    std::istringstream in(text);
    for (std::string w; in >> w;) words.push_back(w);
    if (const auto events = parse_events(words, sides))
        for (const Event &e : *events) (void)describe(e, sides);
    return 0;
}
