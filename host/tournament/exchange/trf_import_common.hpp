// What both TRF readers use (trf_import.cpp: a file Damka wrote, trf_import_damka.cpp; another
// program's file, trf_import_foreign.cpp): the refusal that ends a reading, a 001 record as a
// player and the header lines as the event's details.
#pragma once

#include "tournament/model/model.hpp"
#include "pairing/trf/trf.hpp"

namespace damka::tournament::trf_import {

// Thrown by refuse(); import_trf turns it into its error.
struct Refused {
    Message message;
};
[[noreturn]] void refuse(const Message &what);

// A 001 record as a player; the start number is kept (TRF-16: the ID field is the FIDE id,
// carried as the FMJD id here; the birth date's year only).
Player player_of(const pairing::trf::PlayerRecord &r);

// The header lines 012 name, 022 place, 042/052 dates, 102 chief arbiter, 122 time control.
void header_info(const pairing::trf::Document &doc, TournamentInfo &info);

} // namespace damka::tournament::trf_import
