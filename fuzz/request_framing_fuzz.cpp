// libFuzzer target: the server's request framing check (server/request_framing.*) on raw
// bytes, fed whole and again cut in two at a place the input chooses: the verdict must not
// depend on how the bytes arrived (TCP may cut them anywhere).
#include "server/request_framing.hpp"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

using damka::server::RequestFraming;

namespace {

// The first problem's status (0: none) and whether an HTTP/1.0 request was seen by then.
std::pair<int, bool> verdict(const QByteArray &bytes, qsizetype cut) {
    RequestFraming f;
    for (const QByteArray &piece : {bytes.left(cut), bytes.mid(cut)})
        if (const auto problem = f.feed(piece)) return {problem->status, f.saw_http10()};
    return {0, f.saw_http10()};
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 2) return 0;
    const qsizetype cut = qsizetype(data[0] | (data[1] << 8));
    const QByteArray bytes(reinterpret_cast<const char *>(data + 2), qsizetype(size - 2));
    const auto whole = verdict(bytes, bytes.size());
    const auto split = verdict(bytes, bytes.isEmpty() ? 0 : cut % (bytes.size() + 1));
    if (whole != split) {
        std::fprintf(stderr, "framing verdict depends on the cut: whole %d/%d, cut at %lld %d/%d\n", whole.first,
                     whole.second, static_cast<long long>(cut % (bytes.size() + 1)), split.first, split.second);
        std::abort();
    }
    return 0;
}
