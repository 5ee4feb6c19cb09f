#include "swiss_correction.hpp"

#include "system_rules.hpp"

namespace damka::tournament {
namespace {

// "round 4", "rounds 4 and 5", "rounds 4, 5 and 6"
std::string rounds_text(const std::vector<int> &rounds) {
    std::string out = rounds.size() == 1 ? "round " : "rounds ";
    for (size_t i = 0; i < rounds.size(); ++i)
        out += (i == 0 ? "" : i + 1 == rounds.size() ? " and " : ", ") + std::to_string(rounds[i]);
    return out;
}

} // namespace

std::vector<int> rounds_paired_on(const EventData &e, int round) {
    std::vector<int> later;
    // Round robin tables and the knockout bracket do not follow the scores.
    if (!rules_of(e.info.system).pairs_by_score) return later;
    for (const Round &r : e.rounds)
        if (r.number > round) later.push_back(r.number);
    return later;
}

std::string unconfirmed_correction(const EventData &e, const RoundGame &old, const RoundGame &corrected,
                                   const std::vector<int> &later) {
    return unconfirmed_correction(e,
                                  "round " + std::to_string(old.round) + " board " + std::to_string(old.board) + ": " +
                                      e.label(old.white) + " - " + e.label(old.black) + " was entered " +
                                      to_string(old.result) + ", now " + to_string(corrected.result),
                                  later);
}

std::string unconfirmed_correction(const EventData &e, const std::string &what, const std::vector<int> &later) {
    const bool one = later.size() == 1;
    std::string why = what + "; " + rounds_text(later) + (one ? " was" : " were") +
        " already paired on the old result.\n"
        "FIDE C.04.2: pairings already made stand; a corrected result only affects pairings yet to be made. "
        "Nothing was changed: give --confirm to correct it (" +
        rounds_text(later) + (one ? " stays" : " stay") + " as paired).";
    const Round *last = find_round(e, later.back());
    if (last && last->state == RoundState::Draft)
        why += "\nRound " + std::to_string(last->number) +
            " is still a draft: to pair it on the corrected result, undo it ('damka round undo'), correct, and pair "
            "it again.";
    return why;
}

std::string confirmed_correction(const std::vector<int> &later) {
    return "  warning: " + rounds_text(later) + (later.size() == 1 ? " was" : " were") +
        " paired on the old result and " + (later.size() == 1 ? "stands" : "stand") +
        " (FIDE C.04.2: a corrected result only affects pairings yet to be made)";
}

} // namespace damka::tournament
