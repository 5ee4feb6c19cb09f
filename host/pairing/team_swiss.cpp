// C.04.6 3: the pairing process, on the top-scoregroup procedure it shares word for word with
// C.04.5 (top_scoregroup.*); here the team criteria ([C8]-[C10]) and the notes.
#include "team_swiss.hpp"

#include "top_scoregroup.hpp"

#include <algorithm>
#include <map>

namespace damka::pairing {

namespace {

namespace ts = top_scoregroup;

std::string tpns(const std::vector<SwissTeam> &teams, const std::vector<int> &ids) {
    std::string s;
    for (int i : ids) s += (s.empty() ? "" : " ") + std::to_string(teams[size_t(i)].tpn);
    return s.empty() ? "none" : s;
}

// The TPNs of `ids` for the explanation: "none" translated.
Message tpn_list(const std::vector<SwissTeam> &teams, const std::vector<int> &ids) {
    return ids.empty() ? DAMKA_TR("Pairing", "none") : Message(tpns(teams, ids));
}

} // namespace

TeamSwissPairing pair_team_swiss(const std::vector<SwissTeam> &teams, const TeamSwissSettings &settings) {
    TeamSwissPairing out;
    std::map<int, int> index_of; // TPN -> index
    for (size_t i = 0; i < teams.size(); ++i) {
        const int tpn = teams[i].tpn;
        if (tpn < 1 || !index_of.emplace(tpn, int(i)).second) {
            out.failure = Failure::InvalidInput;
            out.message = DAMKA_TR("Pairing", "C.04.6 1.1.1: TPN %1 is not a unique number from 1").arg(tpn);
            return out;
        }
    }
    // [C7], [C10]: not in the last two rounds.
    const bool floats_count = settings.total_rounds <= 0 || settings.round < settings.total_rounds - 1;
    std::vector<ts::Entrant> entrants;
    for (const SwissTeam &t : teams)
        entrants.push_back({t.tpn, t.score, int(t.colours.size()), t.bye_barred, t.floated_last_round});
    std::vector<TeamColourPreference> pref;
    for (const SwissTeam &t : teams) pref.push_back(team_colour_preference(t, settings));
    ts::Rules rules;
    rules.floats_count = floats_count;
    rules.max_upfloater_sets = settings.max_upfloater_sets;
    rules.may_meet = [&](int a, int b) { // [C1]
        const std::vector<int> &met = teams[size_t(a)].met;
        return std::find(met.begin(), met.end(), teams[size_t(b)].tpn) == met.end();
    };
    // [C8] x B^2 + [C9] x B + [C10] for one pair of the bracket.
    rules.cost = [&](int a, int b, bool up_a, bool up_b) {
        const long long base = 2 * static_cast<long long>(teams.size()) + 1;
        const TeamColourPreference &pa = pref[size_t(a)], &pb = pref[size_t(b)];
        // [C8]: art. 4 grants every preference of a pair unless both want the same colour;
        // then one of the two is not fulfilled.
        const bool clash = pa.colour != Colour::None && pa.colour == pb.colour;
        // [C9] (Type B): both strong for the same colour (4.3.4 grants a strong one over a mild one).
        const bool strong_clash = clash && settings.preference == TeamPreferenceType::B && pa.strong && pb.strong;
        long long c10 = 0; // [C10]: upfloaters' opponents that floated in the previous round
        if (floats_count) {
            c10 += up_a && teams[size_t(b)].floated_last_round;
            c10 += up_b && teams[size_t(a)].floated_last_round;
        }
        return (clash ? base * base : 0) + (strong_clash ? base : 0) + c10;
    };
    const ts::RoundResult round = ts::pair_round(entrants, rules);
    switch (round.stop) {
    case ts::Stop::None: break;
    case ts::Stop::NoBye:
        out.failure = Failure::NoValidPairing;
        out.message = DAMKA_TR("Pairing",
                               "C.04.6 3.4: no team can have the pairing-allocated bye and leave the "
                               "others a legal pairing ([C1], [C2]); the Chief Arbiter decides (3.3.3)");
        return out;
    case ts::Stop::NotPairable:
        out.failure = Failure::NoValidPairing;
        out.message = DAMKA_TR("Pairing",
                               "C.04.6 3.3.1: the teams cannot all be paired without a rematch ([C1]); "
                               "the Chief Arbiter decides (3.3.3)");
        return out;
    case ts::Stop::SearchBound:
        out.failure = Failure::NoValidPairing;
        out.message = DAMKA_TR("Pairing",
                               "C.04.6 3.5: more than %1 sets of %2 upfloaters to consider (the "
                               "search bound); the Chief Arbiter decides (3.3.3)")
                          .arg(settings.max_upfloater_sets)
                          .arg(round.stop_size);
        return out;
    case ts::Stop::NoUpfloaters:
        out.failure = Failure::NoValidPairing;
        out.message = DAMKA_TR("Pairing",
                               "C.04.6 3.5: no set of upfloaters pairs the top scoregroup (%1) legally; the "
                               "Chief Arbiter decides (3.3.3)")
                          .arg(tpns(teams, round.stuck));
        return out;
    }
    std::vector<Message> notes;
    if (round.bye >= 0) {
        out.bye = teams[size_t(round.bye)].tpn;
        notes.push_back(DAMKA_TR("Pairing", "pairing-allocated bye (C.04.6 3.4): %1").arg(out.bye));
    }
    std::vector<std::pair<int, int>> pairs;
    for (const ts::Bracket &b : round.brackets) {
        Message note = !b.c6 && b.c7
            ? DAMKA_TR("Pairing",
                       "bracket (C.04.6 3.5-3.6): residents %1, upfloaters %2 ([C6] not met) ([C7]: %3 floated "
                       "last round)")
            : !b.c6 ? DAMKA_TR("Pairing", "bracket (C.04.6 3.5-3.6): residents %1, upfloaters %2 ([C6] not met)")
            : b.c7
            ? DAMKA_TR("Pairing", "bracket (C.04.6 3.5-3.6): residents %1, upfloaters %2 ([C7]: %3 floated last round)")
            : DAMKA_TR("Pairing", "bracket (C.04.6 3.5-3.6): residents %1, upfloaters %2");
        note.arg(tpn_list(teams, b.residents)).arg(tpn_list(teams, b.upfloaters));
        if (b.c7) note.arg(b.c7);
        notes.push_back(std::move(note));
        pairs.insert(pairs.end(), b.pairs.begin(), b.pairs.end());
    }
    for (const auto &[a, b] : pairs) { // 4: colours after the whole round is paired
        const TeamColours c = allocate_team_colours(teams[size_t(a)], teams[size_t(b)], settings);
        out.pairs.push_back(c.pair);
        notes.push_back(Message("%1 - %2: %3").arg(c.pair.white).arg(c.pair.black).arg(c.rule));
    }
    out.notes = std::move(notes);
    return out;
}

} // namespace damka::pairing
