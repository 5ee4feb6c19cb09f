// libFuzzer target: the PDN reader (host/pdn) on arbitrary bytes, and the writer's promise
// that reading its output gives back an equal game (pdn_writer.hpp).
#include "pdn/pdn_reader.hpp"
#include "pdn/pdn_writer.hpp"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace damka::pdn;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const PdnFile file = read_pdn(bytes);
    for (const ReadGame &g : file.games) {
        // Only games read cleanly: a lenient reading is not promised to write back unchanged.
        if (g.error || !g.warnings.empty()) continue;
        const QString text = write_game(g.game);
        const PdnFile again = read_pdn_text(text);
        // PDN 3.0 ends every game with a terminator: the writer adds the recorded one (or "*")
        // to a game that had none (headers alone).
        GameRecord expected = g.game;
        if (expected.result.isEmpty()) expected.result = expected.recorded_result();
        if (!Result::is_result(expected.result)) expected.result = QStringLiteral("*");
        if (again.games.size() != 1 || again.games[0].error || !(again.games[0].game == expected)) {
            std::fprintf(stderr, "PDN round trip differs; written:\n%s\n", text.toUtf8().constData());
            std::abort();
        }
    }
    return 0;
}
