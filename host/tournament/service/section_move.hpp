// A player moved from one section of a festival to another (issue 45 §2): the A open's entrant
// who asks for the B open before round 1, or a late section change. Two events, two databases.
#pragma once

#include "event.hpp"
#include "section_event.hpp"

#include <string>

namespace damka::tournament {

struct PlayerMove {
    int player = 0; // his start number in the source section
    ByeKind missed = ByeKind::ZPB; // a late entry's missed rounds in the destination (ZPB or HPB)
    bool duplicate_ok = false; // the destination's likely-duplicate question answered: another person
};

// Moves `move.player` from `from` to `to`, keeping his identity: every field of his record
// (name, rating, title, federation, club, ids, birth year, sex) is entered in `to` as it is, as
// `player add` enters a player (a late entry once `to` has paired rounds: the missed rounds count
// as `move.missed`, and a round robin or knockout refuses him, as it refuses any late entry). In
// `from` he is deleted until its round 1 is published (`player delete`: the numbers after his
// move up; a draft pairing him is undone first) and withdrawn after it (`player withdraw`: his
// games stay). Both audit logs name the move
// (player.move: "moved to section b-open (player 21 there)" / "moved from section a-open").
// Refused, nothing changed: no such player, withdrawn already, `to` is `from`, `to` already has
// him (player_identity.hpp one_person), `to` has paired all its rounds, and whatever the two
// commands refuse (a draft pairing him, a late entry the system cannot take), named with its
// section.
//
// Both commands run before either is committed: `from`'s transaction holds `to`'s, so `to`'s
// commits first. If `from` then fails to commit (its disk full, a lost connection), he is in
// both sections and the error says so, naming the command that removes him from `from`; no
// failure leaves him in neither.
Expected<Change> move_player(const SectionEvent &from, const SectionEvent &to, const PlayerMove &move);

} // namespace damka::tournament
