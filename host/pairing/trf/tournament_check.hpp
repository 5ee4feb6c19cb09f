// The checker of a paired tournament (`damka pairing --<system> FILE -c`, in the manner of the
// endorsed engines' checkers): every round of a TRF file paired again by the system's engine
// from the rounds before it, and compared with the file; each pairing of the file also
// checked against the system's absolute criteria (swiss_systems.hpp; Dutch: C.04.3 [C1]-[C3],
// C.04.1).
#pragma once

#include "pairing/pairing.hpp"
#include "trf.hpp"

#include <string>
#include <utility>
#include <vector>

namespace damka::pairing {

// The pairing a finished round actually had, read from the cells of `round`.
Pairing played_pairing(const trf::Document &doc, int round);

struct RoundCheck {
    int round = 0;
    std::vector<std::string> broken; // absolute criteria the file's pairing breaks
    std::string engine_failure; // the engine found no pairing: why
    std::vector<std::pair<int, int>> only_file, only_engine; // white-black pairs (0: the bye)
    bool differs() const {
        return !broken.empty() || !engine_failure.empty() || !only_file.empty() || !only_engine.empty();
    }
};

struct TournamentCheck {
    std::vector<RoundCheck> rounds; // every round of the file, in order
    int differing() const;
};

// Every paired round of `doc`. A file without XXR / 142 is taken as planned for the rounds it
// has, as the endorsed engines read it: its last round is the final one, with its topscorers
// (C.04.3 1.8). The error names what makes the file unreadable (no player, no paired round,
// a round whose input is inconsistent).
// `system` chooses the engine and its absolute criteria (its row of swiss_systems.cpp). A
// system of two-game matches (Double-Swiss, C.04.5): each match of two columns is paired again
// (RoundCheck::round = the match).
Expected<TournamentCheck> check_tournament(trf::Document doc, SwissSystem system = SwissSystem::Dutch);

} // namespace damka::pairing
