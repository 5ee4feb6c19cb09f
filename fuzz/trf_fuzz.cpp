// libFuzzer target: the TRF reader (host/pairing/trf*), the pairing input built from every
// round of what it read, and the writer's round trip read(write(doc)) == doc.
#include "pairing/trf/trf.hpp"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

using namespace damka::pairing;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    const auto doc = trf::read(text);
    if (!doc) return 0;
    for (int round = 1; round <= doc->rounds_played() + 1; ++round) (void)trf::round_input(*doc, round);
    const std::string written = trf::write(*doc);
    const auto again = trf::read(written);
    if (!again || !(*again == *doc)) {
        std::fprintf(stderr, "TRF round trip differs (%s); written:\n%s\n",
                     again ? "another document" : again.error().c_str(), written.c_str());
        std::abort();
    }
    return 0;
}
