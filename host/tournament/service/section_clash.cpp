#include "section_clash.hpp"

#include "player_identity.hpp"

#include <algorithm>
#include <set>

namespace damka::tournament {
namespace {

// A player on a board: his start number and the board (a micro-match's two games are one board).
struct Seat {
    int player = 0, round = 0, board = 0;
};

std::vector<Seat> seats(const Round &r) {
    std::vector<Seat> out;
    std::set<int> seen;
    for (const RoundGame &g : r.games)
        for (int id : {g.white, g.black})
            if (id > 0 && seen.insert(id).second) out.push_back({id, r.number, g.board});
    return out;
}

// The players of the rounds `e` is still playing: paired, and some board without a result.
std::vector<Seat> playing(const EventData &e) {
    std::vector<Seat> out;
    for (const Round &r : e.rounds) {
        const bool open = std::any_of(r.games.begin(), r.games.end(),
                                      [](const RoundGame &g) { return g.result == BoardResult::Pending; });
        if (!open) continue;
        const std::vector<Seat> in = seats(r);
        out.insert(out.end(), in.begin(), in.end());
    }
    return out;
}

} // namespace

std::vector<Message> section_clashes(const std::string &slug, const EventData &event, int round,
                                     const std::vector<SectionData> &others) {
    std::vector<Message> out;
    const Round *paired = find_round(event, round);
    if (!paired) return out;
    const std::vector<Seat> here = seats(*paired);
    for (const SectionData &other : others) {
        if (other.slug == slug) continue;
        const std::vector<Seat> there = playing(other.data);
        for (const Seat &a : here)
            for (const Seat &b : there) {
                const Player *p = event.player(a.player);
                const Player *q = other.data.player(b.player);
                if (!p || !q) continue;
                const Message same = one_person(*p, *q);
                if (same.empty()) continue;
                // %1 name, %2 number, %3 board, %4 round, %5 section; %6-%10 the same in the
                // other section; %11 what makes them one.
                out.push_back(DAMKA_TR("Festival",
                                       "%1 (%2) is paired on board %3 of round %4 in section %5 and, as %6 (%7), on "
                                       "board %8 of round %9 in section %10, which is still being played: one person "
                                       "(the same %11)")
                                  .arg(p->name)
                                  .arg(p->id)
                                  .arg(a.board)
                                  .arg(a.round)
                                  .arg(slug)
                                  .arg(q->name)
                                  .arg(q->id)
                                  .arg(b.board)
                                  .arg(b.round)
                                  .arg(other.slug)
                                  .arg(same));
            }
    }
    return out;
}

std::vector<Message> section_clashes(const SectionEvent &section, int round, const std::vector<SectionEvent> &others) {
    std::vector<SectionData> loaded;
    for (const SectionEvent &o : others)
        if (o.slug != section.slug && o.event) loaded.push_back({o.slug, o.event->data()});
    return section_clashes(section.slug, section.event->data(), round, loaded);
}

} // namespace damka::tournament
