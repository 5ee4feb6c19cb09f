#include "result_batch.hpp"

#include "storage/audit_log.hpp"

#include <QJsonArray>

#include <map>
#include <utility>

namespace damka::tournament {

namespace {

// The stored game a line names, when its result and points are the ones typed.
bool already_stored(const EventData &e, const ResultEntry &in) {
    for (const Round &r : e.rounds)
        if (r.number == in.round)
            for (const RoundGame &g : r.games)
                if (g.board == in.board && g.game_no == in.game_no)
                    return g.result == in.result && g.white_points == in.white_points &&
                        g.black_points == in.black_points && g.white_tiebreak == in.white_tiebreak &&
                        g.black_tiebreak == in.black_tiebreak && g.pdn.empty();
    return false;
}

} // namespace

Expected<Change> enter_results(Event &ev, const std::vector<Numbered<ResultEntry>> &entries, const std::string &source,
                               const std::string &where) {
    if (entries.empty()) return Error{"no results given (lines 'BOARD RESULT', e.g. '3 1-0')"};
    // A board typed twice is a typing slip: the second line would silently correct the first.
    std::map<std::pair<int, int>, int> seen;
    std::string twice;
    for (const auto &[line, e] : entries) {
        const auto [it, fresh] = seen.emplace(std::pair{e.board, e.game_no}, line);
        if (!fresh)
            twice += "\n" + where + " " + std::to_string(line) + ": board " + std::to_string(e.board) +
                (e.game_no > 1 ? " game " + std::to_string(e.game_no) : "") + " is already on line " +
                std::to_string(it->second);
    }
    if (!twice.empty()) return Error{"nothing entered:" + twice};
    const int round = entries.front().item.round;
    int entered = 0;
    return all_or_nothing(
        ev, entries, "entered",
        [&](const ResultEntry &e) -> Expected<Change> {
            if (already_stored(ev.data(), e))
                return Change{{"round " + std::to_string(e.round) + " board " + std::to_string(e.board) + ": " +
                               to_string(e.result) + " already entered, unchanged"}};
            ++entered;
            return ev.set_result(e, nullptr);
        },
        [&](Change &c) {
            c.lines.push_back("round " + std::to_string(round) + ": " + std::to_string(entered) + " of " +
                              std::to_string(entries.size()) + " results entered from " + source);
            QJsonArray boards;
            for (const auto &n : entries) boards.append(n.item.board);
            storage::append_audit(ev.db(), ev.actor(), QStringLiteral("result.enter"),
                                  QString::fromStdString(c.lines.back()), {},
                                  {{QStringLiteral("round"), round},
                                   {QStringLiteral("boards"), boards},
                                   {QStringLiteral("source"), QString::fromStdString(source)}});
        },
        where);
}

} // namespace damka::tournament
