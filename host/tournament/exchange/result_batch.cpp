#include "result_batch.hpp"

#include "tournament/service/message_json.hpp"

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

Expected<Change> enter_results(Event &ev, const std::vector<Numbered<ResultEntry>> &entries, const Message &source,
                               const Message &where) {
    if (entries.empty()) return Error{DAMKA_TR("Batch", "no results given (lines 'BOARD RESULT', e.g. '3 1-0')")};
    // A board typed twice is a typing slip: the second line would silently correct the first.
    std::map<std::pair<int, int>, int> seen;
    std::vector<Message> twice{DAMKA_TR("Batch", "nothing entered:")};
    for (const auto &[line, e] : entries) {
        const auto [it, fresh] = seen.emplace(std::pair{e.board, e.game_no}, line);
        if (!fresh)
            twice.push_back(Message(where).arg(line).arg(
                e.game_no > 1 ? DAMKA_TR("Batch", "board %1 game %2 is already on line %3")
                                    .arg(e.board)
                                    .arg(e.game_no)
                                    .arg(it->second)
                              : DAMKA_TR("Batch", "board %1 is already on line %2").arg(e.board).arg(it->second)));
    }
    if (twice.size() > 1) return Error{Message::lines(twice)};
    const int round = entries.front().item.round;
    int entered = 0;
    return all_or_nothing(
        ev, entries, DAMKA_TR("Batch", "nothing entered:"),
        [&](const ResultEntry &e) -> Expected<Change> {
            if (already_stored(ev.data(), e))
                return Change{{DAMKA_TR("Batch", "round %1 board %2: %3 already entered, unchanged")
                                   .arg(e.round)
                                   .arg(e.board)
                                   .arg(to_string(e.result))}};
            ++entered;
            return ev.set_result(e, nullptr);
        },
        [&](Change &c) {
            c.lines.push_back(DAMKA_TR("Batch", "round %1: %2 of %3 results entered from %4")
                                  .arg(round)
                                  .arg(entered)
                                  .arg(entries.size())
                                  .arg(source));
            QJsonArray boards;
            for (const auto &n : entries) boards.append(n.item.board);
            append_audit(ev.db(), ev.actor(), QStringLiteral("result.enter"), c.lines.back(), {},
                         {{QStringLiteral("round"), round},
                          {QStringLiteral("boards"), boards},
                          {QStringLiteral("source"), QString::fromStdString(source.english())}});
        },
        where);
}

} // namespace damka::tournament
