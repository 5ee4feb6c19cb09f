// The round in hand on the desk (issue 44 §1): its state at a glance (not paired, draft, being
// played with N of M results in, complete, the event over) and the one next action as the
// desk's main button (pair, check and publish, print the slips, enter the results, close the
// round, pair the next). Shown on top of every desk page.
#pragma once

#include "event_view.hpp"
#include "reports/i18n.hpp"

#include <string>

namespace damka::server {

struct RoundInHand {
    // Unpaired: `round` is the next to pair; Over: the last round is complete and closed.
    enum class Stage { Unpaired, Draft, Playing, Complete, Over } stage = Stage::Unpaired;
    int round = 1;
    int games = 0, results_in = 0; // the round's games between two players, and those with a result
    int links = 0; // its boards' tokens in use whose links the slips print (round_tokens.hpp)
};

// The latest paired round, or the next to pair once the latest is complete and closed (no
// board token of it in use).
RoundInHand round_in_hand(EventView &view);
// "unpaired", "draft", "playing", "complete", "over": the strip's data-stage.
const char *stage_code(RoundInHand::Stage stage);
// The round and its state in words: "Round 3 of 7", "published: 5 of 10 results in" (the
// strip's, and a festival's list of its sections).
struct RoundWords {
    std::string round, state;
};
RoundWords round_words(const tournament::EventData &e, const RoundInHand &hand, const reports::Tr &tr);
// The strip: <section id="round-state" data-round data-stage data-results data-games> with the
// state in words and the next action (a form[data-api] or a link[data-token-link]), class main.
// `page`: the desk's page it tops (desk_page.hpp), which the action leads into where it is there.
std::string round_state_strip(EventView &view, const RoundInHand &hand, const reports::Tr &tr, const std::string &page);

} // namespace damka::server
