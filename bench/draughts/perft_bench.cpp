// Perft speed through the plugin ABI: loads the draughts plugin with PluginRegistry and times
// Game::perft (bulk counting at the leaves) from the start position.
//   damka_draughts_perft_bench                       Russian depth 9-10, International depth 9-10,
//                                                    Italian, Spanish, Czech 12, Frisian 10-11
//   damka_draughts_perft_bench VARIANT DEPTH [keep]  one run
// The leaf counts are printed next to the published ones where known.
#include "core/plugin_registry.hpp"

#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

struct Run {
    std::string variant;
    uint32_t depth;
    bool keep;
    uint64_t published; // 0 when unknown
};

// CPU time of this thread: the machine is shared, so wall time alone overstates the cost.
double cpu_seconds() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + t.tv_nsec / 1e9;
}

int time_one(const damka::PluginRegistry &registry, const Run &r) {
    const damka::Variant *v = registry.find(r.variant);
    if (!v) {
        std::fprintf(stderr, "variant %s is not loaded\n", r.variant.c_str());
        return 1;
    }
    auto game = v->new_game();
    if (!game) {
        std::fprintf(stderr, "%s: %s\n", r.variant.c_str(), game.error().c_str());
        return 1;
    }
    const auto start = std::chrono::steady_clock::now();
    const double cpu_start = cpu_seconds();
    const uint64_t nodes = game->perft(r.depth, r.keep);
    const double cpu = cpu_seconds() - cpu_start;
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("%-22s depth %2u %-4s %12llu leaves  wall %7.3f s %7.1f M/s  cpu %7.3f s %7.1f M/s", r.variant.c_str(),
                r.depth, r.keep ? "keep" : "drop", static_cast<unsigned long long>(nodes), seconds,
                nodes / seconds / 1e6, cpu, nodes / cpu / 1e6);
    if (r.published)
        std::printf("  (published %llu: %s)", static_cast<unsigned long long>(r.published),
                    nodes == r.published ? "ok" : "MISMATCH");
    std::printf("\n");
    return r.published && nodes != r.published ? 2 : 0;
}

} // namespace

int main(int argc, char **argv) {
    damka::PluginRegistry registry;
    registry.load_directory(DAMKA_BENCH_PLUGIN_DIR);
    if (argc >= 3)
        return time_one(
            registry,
            {argv[1], static_cast<uint32_t>(std::atoi(argv[2])), argc > 3 && std::string(argv[3]) == "keep", 0});
    int rc = 0;
    rc |= time_one(registry, {"russian", 9, true, 4570667});
    rc |= time_one(registry, {"russian", 9, false, 4570586});
    rc |= time_one(registry, {"russian", 10, false, 0});
    rc |= time_one(registry, {"international", 9, false, 41022423});
    rc |= time_one(registry, {"international", 9, true, 41022614});
    // Aart Bik, "BikDam: international checkers" (aartbik.blogspot.com), duplicates removed.
    rc |= time_one(registry, {"international", 10, false, 258895763});
    // The later variants: Rein Halbersma, damforum.nl t=2822, as kept in dctl's
    // board_08x08.cpp and board_10x10.cpp (both conventions published).
    rc |= time_one(registry, {"italian", 12, true, 367917147});
    rc |= time_one(registry, {"italian", 12, false, 367911475});
    rc |= time_one(registry, {"spanish", 12, true, 365734003});
    rc |= time_one(registry, {"czech", 12, false, 386262109});
    rc |= time_one(registry, {"frisian", 10, true, 90161025});
    rc |= time_one(registry, {"frisian", 11, false, 491186430});
    return rc;
}
