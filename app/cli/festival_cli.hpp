// A festival's sections as the commands find them (issue 45: host/festival lists them — a
// folder's event files, a-open.db being section a-open, or a PostgreSQL database's events),
// opened together for `festival move|import` and the clash check of `round pair --festival`.
#pragma once

#include "cli.hpp"
#include "festival/festival.hpp"
#include "tournament/service/section_event.hpp"

#include <memory>
#include <optional>
#include <vector>

namespace damka::cli {

using FestivalSection = festival::Section;

// The sections of the festival `where` (a folder or a PostgreSQL URL without event=), or
// nullopt after printing why (`option` names the option that gave it; exit code in `code`).
std::optional<std::vector<FestivalSection>> festival_sections(const QString &where, const QString &option, int &code);

// The section named `slug`, or nullptr after printing the festival's sections (`option` names
// the option that gave it).
const FestivalSection *find_section(const std::vector<FestivalSection> &sections, const QString &slug,
                                    const QString &option);

// Sections opened together: the events and the services' view of them (tournament::SectionEvent).
struct OpenSections {
    std::vector<std::unique_ptr<tournament::Event>> events;
    std::vector<tournament::SectionEvent> sections;
};
// Opens `sections` (`actor`, when not empty, acts for the audit logs), or nullopt after printing
// which could not be opened and why (exit code in `code`).
std::optional<OpenSections> open_sections(const std::vector<FestivalSection> &sections, storage::Access access,
                                          const QString &actor, int &code);

// After round `round` of `ev` (the event --db named `locator`) is paired: prints a warning for
// each of its players paired in a round another section of `festival` is still playing
// (tournament::section_clashes). The section whose file is `locator` is `ev` itself. Returns Ok,
// or the exit code after printing why a section could not be read.
int print_section_clashes(tournament::Event &ev, const QString &locator, int round,
                          const std::vector<FestivalSection> &festival);

} // namespace damka::cli
