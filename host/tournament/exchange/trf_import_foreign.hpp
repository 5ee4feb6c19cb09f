// Reading another program's TRF file: one game a round column, a Double-Swiss file's column
// pairs folded into matches (FIDE C.04.5).
#pragma once

#include "trf_exchange.hpp"

namespace damka::tournament::trf_import {

// The event of a file without Damka's `### damka event` line (a Swiss unless the options or
// its 192 record say otherwise), or refuse() naming what it cannot be read as.
EventData foreign_event(const pairing::trf::Document &doc, const TrfImportOptions &o);

} // namespace damka::tournament::trf_import
