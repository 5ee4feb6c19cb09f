#include "tiebreak_context.hpp"

#include "core/translatable.hpp"

#include <algorithm>
#include <cctype>

namespace damka::tournament {

TieBreakEdition tiebreak_edition(const std::string &start_date) {
    const bool iso = start_date.size() == 10 && start_date[4] == '-' && start_date[7] == '-' &&
        std::isdigit(static_cast<unsigned char>(start_date[0])) &&
        std::isdigit(static_cast<unsigned char>(start_date[5])) &&
        std::isdigit(static_cast<unsigned char>(start_date[8]));
    // C.07 (2026) header: applied from 1 March 2026; the 2024 text applied until 28 February 2026.
    return iso && start_date < "2026-03-01" ? TieBreakEdition::Fide2024 : TieBreakEdition::Fide2026;
}

TieBreakEdition tiebreak_edition(const TournamentInfo &info) {
    if (info.tiebreak_edition == "2024") return TieBreakEdition::Fide2024;
    if (info.tiebreak_edition == "2026") return TieBreakEdition::Fide2026;
    return tiebreak_edition(info.start_date);
}

std::string edition_text(const TournamentInfo &info) { return std::string(edition_name(info)) + edition_choice(info); }

const char *edition_name(const TournamentInfo &info) {
    return tiebreak_edition(info) == TieBreakEdition::Fide2024
        ? DAMKA_TRANSLATE_NOOP("TieBreak", "FIDE C.07 2024 text (in force 1 Aug 2024 - 28 Feb 2026)")
        : DAMKA_TRANSLATE_NOOP("TieBreak", "FIDE C.07 2026 text (in force from 1 Mar 2026)");
}

const char *edition_choice(const TournamentInfo &info) {
    return info.tiebreak_edition.empty() ? DAMKA_TRANSLATE_NOOP("TieBreak", ", by the start date")
                                         : DAMKA_TRANSLATE_NOOP("TieBreak", ", set by the arbiter");
}

std::vector<double> adjusted_scores(const std::vector<PlayerRecord> &records, double draw_round, bool round_robin) {
    std::vector<double> out(records.size(), 0.0);
    for (size_t i = 0; i < records.size(); ++i) {
        const std::vector<RoundEntry> &rounds = records[i].rounds;
        // The last round that is not voluntarily unplayed (16.2.1-16.2.4 follow it or are it).
        size_t last = 0;
        for (size_t k = 0; k < rounds.size(); ++k)
            if (!rounds[k].voluntarily_unplayed()) last = k + 1;
        for (size_t k = 0; k < rounds.size(); ++k) {
            const RoundEntry &e = rounds[k];
            // 16.2.5: a requested bye (or an absence: 16.1.1 counts every round after a
            // withdrawal as a zero-point bye) with only VURs after it. A forfeit loss has a
            // scheduled opponent and stays category 16.2.4.
            const bool category5 = !round_robin && k >= last && !e.paired();
            out[i] += category5 ? draw_round : e.points; // 16.3.2 / 16.3.1
        }
    }
    return out;
}

TieBreakContext::TieBreakContext(const EventData &e, int after_round, const std::vector<PlayerRecord> &r)
    : event(e), rounds(after_round),
      round_robin(e.info.system == System::RoundRobin || e.info.system == System::DoubleRoundRobin),
      edition(tiebreak_edition(e.info)), records(r) {
    for (size_t i = 0; i < r.size(); ++i) index[r[i].player] = i;
    rating.assign(r.size(), 0);
    for (const Player &p : e.players)
        if (const auto it = index.find(p.id); it != index.end()) rating[it->second] = p.rating;
    adjusted = adjusted_scores(r, draw_round(), round_robin);
}

double TieBreakContext::draw_round() const {
    return event.info.scoring.draw * std::max(1, event.info.games_per_pairing);
}

double TieBreakContext::win_round() const { return event.info.scoring.win * std::max(1, event.info.games_per_pairing); }

} // namespace damka::tournament
