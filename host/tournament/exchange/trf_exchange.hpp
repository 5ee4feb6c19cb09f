// FIDE TRF export and import of a whole event through the pairing module's TRF reader and
// writer: TRF-16 player records with the TRFx XXR/XXS lines, TRF-26 240 records for byes
// requested ahead, and Damka's "### damka" comment lines (trf_extension.hpp) for what TRF
// cannot carry — the games of a match (micro-match, knockout tie-break games) as TRF round
// columns of one event round, boards, the variant's own points, PDN records, event settings.
// export -> import -> export gives the same text and the same standings.
#pragma once

#include "tournament/service/event.hpp"
#include "core/expected.hpp"
#include "tournament/model/model.hpp"
#include "pairing/trf/trf.hpp"

#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace damka::tournament {

// Where each event round sits among the TRF round columns (TRF-16 001 positions 92-99,
// 102-109, ...): a round takes as many columns as its longest match has games.
struct TrfColumns {
    std::vector<int> first; // [round] the round's first column (1-based); index 0 unused
    std::vector<int> count; // [round] its number of columns
    int total = 0;
    int round_of(int column) const; // 0 when past the last round
};
TrfColumns trf_columns(const EventData &event, int after_round);

// The event after `after_round` rounds (published, every board decided) as a TRF document,
// or an error naming what TRF cannot hold.
Expected<pairing::trf::Document> event_document(const EventData &event, int after_round);
Expected<std::string> export_trf(const EventData &event, int after_round);

// What the caller says about a file. A file Damka wrote names its variant, system and
// tie-breaks itself (a different value given here is refused); another program's file is a Swiss
// unless `system` says round robin (never knockout), of the Russian variant unless told.
struct TrfImportOptions {
    std::optional<std::string> variant;
    std::optional<System> system;
    std::optional<std::vector<std::string>> tiebreaks;
};

// Creates a new event database from TRF text: header lines (012 name, 022 place, 042/052
// dates, 102 chief arbiter, 122 time control), players (001) and every round's games and
// byes (published). A Damka file is checked line against line: every 001 cell and points
// field must agree with the games and byes of its "### damka" lines.
Expected<Event> import_trf(const QString &file, const std::string &trf, const TrfImportOptions &options);

} // namespace damka::tournament
