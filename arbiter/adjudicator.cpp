#include "adjudicator.hpp"

#include "judge.hpp"

#include <algorithm>

namespace damka::arbiter {

namespace {

struct ClaimName {
    ClaimKind kind;
    const char *name;
    bool needs_side;
};
constexpr ClaimName kClaims[] = {
    {ClaimKind::TouchMove, "touch-move", true}, {ClaimKind::Correction, "correction", true},
    {ClaimKind::Flag, "flag", false},           {ClaimKind::DrawOffer, "draw-offer", false},
    {ClaimKind::Setup, "setup", true},          {ClaimKind::Displaced, "displaced", true},
    {ClaimKind::Result, "result", false},
};

} // namespace

const char *claim_name(ClaimKind k) {
    for (const ClaimName &c : kClaims)
        if (c.kind == k) return c.name;
    return "?";
}

Expected<Claim> parse_claim(const std::vector<std::string> &words, const std::array<std::string, 2> &side_names) {
    std::string list;
    for (const ClaimName &c : kClaims) list += (list.empty() ? "" : ", ") + std::string(c.name);
    if (words.empty()) return Error{"no claim given: one of " + list};
    const auto it =
        std::find_if(std::begin(kClaims), std::end(kClaims), [&](const ClaimName &c) { return words[0] == c.name; });
    if (it == std::end(kClaims)) return Error{"unknown claim '" + words[0] + "': one of " + list};
    Claim c;
    c.kind = it->kind;
    if (words.size() > 2) return Error{"the claim '" + words[0] + "' takes at most a side, but got '" + words[2] + "'"};
    if (words.size() == 2) {
        Expected<int> side = parse_side(words[1], side_names);
        if (!side) return Error{side.error()};
        c.claimant = *side;
    } else if (it->needs_side) {
        return Error{"the claim '" + words[0] + "' needs the side that makes it (" + side_names[0] + " or " +
                     side_names[1] + ")"};
    }
    return c;
}

Expected<Decision> decide(const Variant &variant, const GameLog &log, const Claim &claim) {
    if (log.variant != variant.id()) return Error{"the log is a " + log.variant + " game, not " + variant.id()};
    Expected<Replay> r = replay(variant, log);
    if (!r) return Error{r.error()};
    Decision d = Judge(variant, log, *r, claim).run();
    for (const std::string &p : r->clock_problems) d.notes.push_back("clock: " + p);
    return d;
}

Expected<Decision> decide_and_record(const Variant &variant, GameLog &log, const Claim &claim) {
    Expected<Decision> d = decide(variant, log, claim);
    if (!d) return d;
    Event c;
    c.kind = EventKind::Claim;
    c.side = claim.claimant;
    c.claim = claim_name(claim.kind);
    c.at = claim.at;
    log.events.push_back(c);
    Event e;
    e.kind = EventKind::Decision;
    e.at = claim.at;
    e.rule = d->rule;
    e.text = d->summary;
    e.decision = to_json(*d);
    log.events.push_back(e);
    return d;
}

} // namespace damka::arbiter
