// A round's results entered in one command (`damka result enter`): every line goes through
// Event::set_result — the same checks, output and audit entries as `damka result set` — inside
// one transaction, so one wrong line refuses the whole batch with every wrong line named.
#pragma once

#include "tournament/service/event_command.hpp"

namespace damka::tournament {

// `source` names where the lines came from ("results.txt", "standard input") for the audit
// log's batch entry ("result.enter"), written after the entries of the results themselves.
// A line that repeats the stored result (a round's CSV fed again as it fills up) is skipped,
// not logged as a correction. `where` as in all_or_nothing.
Expected<Change> enter_results(Event &ev, const std::vector<Numbered<ResultEntry>> &entries, const Message &source,
                               const Message &where = DAMKA_TR("Batch", "line %1: %2"));

} // namespace damka::tournament
