#include "desk_round.hpp"

#include "html_form.hpp"
#include "round_tokens.hpp"
#include "reports/table.hpp"

namespace damka::server {

using reports::html_escape;
using namespace damka::tournament;

RoundInHand round_in_hand(EventView &view) {
    const EventData &e = view.data();
    RoundInHand h;
    const int last = view.event().last_round();
    const Round *r = find_round(e, last);
    if (!r) return h; // round 1, not paired
    h.round = last;
    for (const RoundGame &g : r->games)
        if (g.white && g.black) {
            ++h.games;
            if (g.result != BoardResult::Pending) ++h.results_in;
        }
    h.links = int(round_board_secrets(view.event().db(), last).size());
    if (r->state == RoundState::Draft)
        h.stage = RoundInHand::Stage::Draft;
    else if (h.results_in < h.games)
        h.stage = RoundInHand::Stage::Playing;
    else if (h.links > 0)
        h.stage = RoundInHand::Stage::Complete; // close it: its boards' links are revoked
    else if (e.info.rounds > 0 && last >= e.info.rounds)
        h.stage = RoundInHand::Stage::Over;
    else
        h = RoundInHand{RoundInHand::Stage::Unpaired, last + 1};
    return h;
}

const char *stage_code(RoundInHand::Stage stage) {
    switch (stage) {
    case RoundInHand::Stage::Unpaired: return "unpaired";
    case RoundInHand::Stage::Draft: return "draft";
    case RoundInHand::Stage::Playing: return "playing";
    case RoundInHand::Stage::Complete: return "complete";
    case RoundInHand::Stage::Over: return "over";
    }
    return "";
}

namespace {

// A link styled as a button; the desk's script adds the token to its address.
std::string action_link(const std::string &href, const std::string &text, const std::string &cls,
                        bool new_window = false) {
    return "<a class=\"" + cls + "\" data-token-link href=\"" + href + "\"" + (new_window ? " target=\"_blank\"" : "") +
        ">" + html_escape(text) + "</a>\n";
}

std::string action_form(const std::string &api, const std::string &text, const std::string &cls) {
    return form::form(api, form::button(text), "class=\"" + cls + "\"");
}

} // namespace

RoundWords round_words(const EventData &e, const RoundInHand &h, const reports::Tr &tr) {
    using Stage = RoundInHand::Stage;
    RoundWords w;
    w.round = e.info.rounds > 0 ? tr.translate("Desk", "Round %1 of %2").arg(h.round).arg(e.info.rounds)
                                : tr.translate("Desk", "Round %1").arg(h.round);
    switch (h.stage) {
    case Stage::Unpaired: w.state = tr.translate("Desk", "not paired"); break;
    case Stage::Draft: w.state = tr.translate("Desk", "draft: check the pairing, then publish it"); break;
    case Stage::Playing:
        w.state = tr.translate("Desk", "published: %1 of %2 results in").arg(h.results_in).arg(h.games);
        break;
    case Stage::Complete: w.state = tr.translate("Desk", "complete: all %1 results in").arg(h.games); break;
    case Stage::Over: w.state = tr.translate("Desk", "the last round is complete: the event is over"); break;
    }
    return w;
}

std::string round_state_strip(EventView &view, const RoundInHand &h, const reports::Tr &tr, const std::string &page) {
    using Stage = RoundInHand::Stage;
    const std::string code = reports::language_code(tr.language()), n = std::to_string(h.round);
    const RoundWords words = round_words(view.data(), h, tr);
    const std::string &of = words.round, &state = words.state;
    std::string main, more;
    switch (h.stage) {
    case Stage::Unpaired:
        main = action_form("api/v1/rounds/pair", tr.translate("Desk", "Pair round %1").arg(h.round), "main");
        break;
    case Stage::Draft:
        main = action_form("api/v1/rounds/" + n + "/publish", tr.translate("Desk", "Publish round %1").arg(h.round),
                           "main");
        if (page != "round") // the draft is shown there
            more = action_link(code + "/desk", tr.translate("Desk", "Check the draft"), "more");
        break;
    case Stage::Playing:
        if (h.results_in == 0) {
            main = action_link(code + "/print/slips/" + n,
                               tr.translate("Desk", "Print the slips of round %1").arg(h.round), "main", true);
            more = action_link(code + "/desk/results", tr.translate("Desk", "Enter the results"), "more");
        } else if (page == "results") { // here: to the batch's field (the page's whole address: a
            // fragment alone would name the page's <base>, mount.hpp)
            main = "<a class=\"main\" href=\"" + code + "/desk/results#batch\">" +
                html_escape(tr.translate("Desk", "Enter the results")) + "</a>\n";
            more = action_link(code + "/print/slips/" + n, tr.translate("Desk", "Print the slips"), "more", true);
        } else {
            main = action_link(code + "/desk/results", tr.translate("Desk", "Enter the results"), "main");
            more = action_link(code + "/print/slips/" + n, tr.translate("Desk", "Print the slips"), "more", true);
        }
        // The boards' tokens for the slips' QR codes, in one action (round_tokens.hpp).
        more += h.links > 0 ? "<span class=\"links\" data-links=\"" + std::to_string(h.links) + "\">" +
                html_escape(tr.translate("Desk", "The boards' links: %1 in use").arg(h.links)) + "</span>\n"
                            : action_form("api/v1/rounds/" + n + "/board-tokens",
                                          tr.translate("Desk", "Make the boards' links for the slips"), "more");
        break;
    case Stage::Complete:
        main =
            action_form("api/v1/rounds/" + n + "/close", tr.translate("Desk", "Close round %1").arg(h.round), "main");
        break;
    case Stage::Over:
        main = action_link(code + "/print/standings", tr.translate("Desk", "The final standings"), "main", true);
        if (view.data().prize_rules) // the event has a prize list: its allocation for the ceremony (prize_pages.hpp)
            more = action_link(code + "/print/prizes", tr.translate("Desk", "The prize list"), "more", true);
        break;
    }
    return "<section id=\"round-state\" class=\"round-state\" data-round=\"" + n + "\" data-stage=\"" +
        stage_code(h.stage) + "\" data-results=\"" + std::to_string(h.results_in) + "\" data-games=\"" +
        std::to_string(h.games) + "\">\n<p class=\"state\"><b>" + html_escape(of) + "</b> <span>" + html_escape(state) +
        "</span></p>\n<div class=\"actions\">\n" + main + more + "</div>\n</section>\n";
}

} // namespace damka::server
