#include "festival_csv.hpp"

#include "tournament/service/event_command.hpp"

#include <functional>

namespace damka::tournament {
namespace {

// Thrown once every section has been tried and something was refused: each section's
// transaction, still open, rolls back as it unwinds.
struct Refused {};

} // namespace

Expected<Change> import_festival_csv(const std::vector<SectionEvent> &sections, const std::string &bytes, bool preview,
                                     PlayerCsvOptions options) {
    options.sections.clear();
    for (const SectionEvent &s : sections) options.sections.push_back(s.slug);
    const PlayerImport parsed = parse_player_csv(bytes, options);
    // Each section's lines, as Event::import_players takes them (the file's warnings come once, below).
    std::vector<PlayerImport> parts(sections.size());
    for (size_t i = 0; i < parsed.players.size(); ++i)
        for (size_t s = 0; s < sections.size(); ++s)
            if (sections[s].slug == parsed.sections[i]) {
                parts[s].players.push_back(parsed.players[i]);
                parts[s].lines.push_back(parsed.lines[i]);
            }
    if (parsed.errors.empty() && parsed.players.empty())
        return Error{DAMKA_TR("Festival", "nothing imported: the file has no player lines")};
    std::vector<Message> refused = parsed.errors;
    bool only_duplicates = parsed.errors.empty(); // then confirming them is the fix
    std::vector<Change> done(sections.size());
    std::vector<std::string> saved;
    std::vector<Message> not_saved; // a section whose commit failed after others' had succeeded
    // Section i's import inside its transaction, which stays open while the next sections are
    // imported: all are checked before any is committed.
    std::function<void(size_t)> step = [&](size_t i) {
        while (i < sections.size() && parts[i].players.empty()) ++i;
        if (i == sections.size()) {
            if (!refused.empty()) throw Refused{};
            return;
        }
        const SectionEvent &section = sections[i];
        const Expected<Change> committed = run_command(*section.event, [&] {
            const Expected<Change> one = section.event->import_players(parts[i], preview, options.duplicates_ok);
            if (one)
                done[i] = *one;
            else {
                refused.push_back(DAMKA_TR("Festival", "section %1: %2").arg(section.slug).arg(one.error_message()));
                only_duplicates = only_duplicates && one.error_kind() == ErrorKind::Unconfirmed;
            }
            step(i + 1);
            return Change{};
        });
        if (committed)
            saved.push_back(section.slug);
        else
            not_saved.push_back(
                DAMKA_TR("Festival", "section %1: %2").arg(section.slug).arg(committed.error_message()));
    };
    try {
        step(0);
    } catch (const Refused &) {
        std::vector<Message> all{DAMKA_TR("Festival", "nothing imported:")};
        all.insert(all.end(), refused.begin(), refused.end());
        return Error{Message::lines(all), only_duplicates ? ErrorKind::Unconfirmed : ErrorKind::Refused};
    }
    if (!not_saved.empty()) {
        std::string kept;
        for (const std::string &s : saved) kept += (kept.empty() ? "" : ", ") + s;
        std::vector<Message> all{
            DAMKA_TR("Festival",
                     "the file was imported in part: saved in %1; the sections below could not be saved, import "
                     "their lines again (a file with only those lines)")
                .arg(kept.empty() ? std::string("-") : kept)};
        all.insert(all.end(), not_saved.begin(), not_saved.end());
        return Error{Message::lines(all), ErrorKind::Storage};
    }
    Change c;
    for (size_t s = 0; s < sections.size(); ++s) {
        if (parts[s].players.empty()) continue;
        c.lines.push_back(DAMKA_TR("Festival", "section %1:").arg(sections[s].slug));
        c.lines.insert(c.lines.end(), done[s].lines.begin(), done[s].lines.end());
    }
    for (const Message &w : parsed.warnings) c.lines.push_back(DAMKA_TR("Players", "warning: %1").arg(w));
    return c;
}

} // namespace damka::tournament
