// FIDE TRF export and import of a whole event through the pairing module's TRF reader and
// writer (TRF-16 player records with TRFx XXR/XXS extras). TRF carries no variant points
// and no PDN: those stay in the event database.
#pragma once

#include "event.hpp"
#include "expected.hpp"
#include "model.hpp"

#include <QString>

#include <string>

namespace damka::tournament {

// The event after `after_round` rounds (published, complete) as TRF text.
Expected<std::string> export_trf(const EventData &event, int after_round);

// Creates a new event database from TRF text: header lines (012 name, 022 place, 042/052
// dates, 102 chief arbiter, 122 time control), players (001) and every round's games and byes
// (published). `variant` and `system` are not in TRF and are given by the caller.
Expected<Event> import_trf(const QString &file, const std::string &trf, const std::string &variant, System system,
                           const std::vector<std::string> &tiebreaks);

} // namespace damka::tournament
