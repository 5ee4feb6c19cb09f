// libFuzzer target: the player CSV reader (host/tournament/player_csv*) and the checks every
// imported player passes.
#include "tournament/exchange/player_csv.hpp"

#include <cstdint>
#include <string>

using namespace damka::tournament;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const std::string text(reinterpret_cast<const char *>(data), size);
    const PlayerImport csv = parse_player_csv(text);
    for (const Player &p : csv.players) (void)validate_player(p);
    return 0;
}
