// Reading back a file Damka wrote: the event rebuilt from its "### damka" lines
// (trf_extension.hpp) and checked cell by cell against its 001 records.
#pragma once

#include "trf_exchange.hpp"
#include "trf_extension.hpp"

#include <vector>

namespace damka::tournament::trf_import {

// The event of a file with a `### damka event` line, or refuse() naming the first line or
// 001 cell that does not agree; the options may only repeat the file's variant and system.
EventData damka_event(const pairing::trf::Document &doc, const std::vector<trfx::Line> &lines,
                      const TrfImportOptions &o);

} // namespace damka::tournament::trf_import
