// Nobody plays in two sections of a festival at once (issue 45 §2): a round just paired checked
// against the rounds the other sections are playing. A warning, not a refusal: the arbiter may
// know better (a blitz section whose round starts after the player's game ends).
#pragma once

#include "core/message.hpp"
#include "section_event.hpp"
#include "tournament/model/model.hpp"

#include <string>
#include <vector>

namespace damka::tournament {

// Another section's event as loaded.
struct SectionData {
    std::string slug;
    EventData data;
};

// For each player on a board of round `round` of `event` (section `slug`) who is one person
// (player_identity.hpp one_person) with a player on a board of a round of another section that
// is still being played (paired, draft or published, with a result missing on some board), a
// warning naming the player, both sections, rounds and boards, and what makes them one. A
// section among `others` with the slug `slug` is `event` itself and skipped. Empty when nobody
// clashes or `round` is not paired.
std::vector<Message> section_clashes(const std::string &slug, const EventData &event, int round,
                                     const std::vector<SectionData> &others);

// The same with the events read now: what the pairing command and the desk call after pairing
// `round` of `section`, given the festival's other sections.
std::vector<Message> section_clashes(const SectionEvent &section, int round, const std::vector<SectionEvent> &others);

} // namespace damka::tournament
