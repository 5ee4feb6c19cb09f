#include "swiss_correction.hpp"

#include "system_rules.hpp"

namespace damka::tournament {
namespace {

// "round 4", "rounds 4 and 5", "rounds 4, 5 and 6"
Message rounds_text(const std::vector<int> &rounds) {
    if (rounds.size() == 1) return DAMKA_TR("Correction", "round %1").arg(rounds.front());
    std::string first;
    for (size_t i = 0; i + 1 < rounds.size(); ++i) first += (i ? ", " : "") + std::to_string(rounds[i]);
    return DAMKA_TR("Correction", "rounds %1 and %2").arg(first).arg(rounds.back());
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

Message unconfirmed_correction(const EventData &e, const RoundGame &old, const RoundGame &corrected,
                               const std::vector<int> &later) {
    return unconfirmed_correction(e,
                                  DAMKA_TR("Correction", "round %1 board %2: %3 - %4 was entered %5, now %6")
                                      .arg(old.round)
                                      .arg(old.board)
                                      .arg(e.label(old.white))
                                      .arg(e.label(old.black))
                                      .arg(to_string(old.result))
                                      .arg(to_string(corrected.result)),
                                  later);
}

Message unconfirmed_correction(const EventData &e, const Message &what, const std::vector<int> &later) {
    const bool one = later.size() == 1;
    std::vector<Message> why{
        (one ? DAMKA_TR("Correction", "%1; %2 was already paired on the old result.")
             : DAMKA_TR("Correction", "%1; %2 were already paired on the old result."))
            .arg(what)
            .arg(rounds_text(later)),
        (one ? DAMKA_TR("Correction",
                        "FIDE C.04.2: pairings already made stand; a corrected result only affects "
                        "pairings yet to be made. Nothing was changed: give --confirm to correct it "
                        "(%1 stays as paired).")
             : DAMKA_TR("Correction",
                        "FIDE C.04.2: pairings already made stand; a corrected result only affects "
                        "pairings yet to be made. Nothing was changed: give --confirm to correct it "
                        "(%1 stay as paired)."))
            .arg(rounds_text(later))};
    const Round *last = find_round(e, later.back());
    if (last && last->state == RoundState::Draft)
        why.push_back(DAMKA_TR("Correction",
                               "Round %1 is still a draft: to pair it on the corrected result, undo it "
                               "('damka round undo'), correct, and pair it again.")
                          .arg(last->number));
    return Message::lines(why);
}

Message confirmed_correction(const std::vector<int> &later) {
    return (later.size() == 1 ? DAMKA_TR("Correction",
                                         "warning: %1 was paired on the old result and stands (FIDE "
                                         "C.04.2: a corrected result only affects pairings yet to be "
                                         "made)")
                              : DAMKA_TR("Correction",
                                         "warning: %1 were paired on the old result and stand (FIDE "
                                         "C.04.2: a corrected result only affects pairings yet to be "
                                         "made)"))
        .arg(rounds_text(later));
}

} // namespace damka::tournament
