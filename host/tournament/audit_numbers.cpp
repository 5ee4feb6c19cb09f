#include "audit_numbers.hpp"

#include <QJsonObject>

#include <map>

namespace damka::tournament {
namespace {

// The start number each number of the time of entry `id` has now: the renumberings logged
// after it, applied in order.
std::map<int, int> numbers_now(const std::vector<storage::AuditEntry> &renumberings, qint64 id) {
    std::map<int, int> now; // number then -> number now
    for (const storage::AuditEntry &r : renumberings) {
        if (r.id < id) continue;
        const QJsonObject moves = r.after.value(QStringLiteral("old_to_new")).toObject();
        std::map<int, int> step;
        for (auto it = moves.begin(); it != moves.end(); ++it) step[it.key().toInt()] = it.value().toInt();
        auto moved = [&](int n) {
            const auto s = step.find(n);
            return s == step.end() ? n : s->second;
        };
        for (auto &[then, current] : now) current = moved(current);
        for (const auto &[from, to] : step) now.try_emplace(from, to);
    }
    return now;
}

// Every "Name (old)"-like text of a moved player in `text` replaced at once (one pass, so a
// number moved onto another's old number is never replaced twice).
QString renamed(const QString &text, const EventData &e, const std::map<int, int> &now, bool &changed) {
    std::map<qsizetype, std::pair<qsizetype, QString>> at; // position -> (length, replacement)
    for (const auto &[then, current] : now) {
        if (then == current) continue;
        const Player *p = e.player(current);
        if (!p) continue;
        const QString name = QString::fromStdString(p->name), was = QString::number(then),
                      is = QString::number(current);
        using Swap = std::pair<QString, QString>;
        const Swap swaps[] = {
            {QStringLiteral("%1 (%2)").arg(name, was), QStringLiteral("%1 (%2)").arg(name, is)},
            {QStringLiteral("player %1: %2").arg(was, name), QStringLiteral("player %1: %2").arg(is, name)},
            {QStringLiteral("player %1 %2").arg(was, name), QStringLiteral("player %1 %2").arg(is, name)}};
        for (const auto &[from, to] : swaps)
            for (qsizetype i = text.indexOf(from); i >= 0; i = text.indexOf(from, i + from.size()))
                at.try_emplace(i, from.size(), to);
    }
    if (at.empty()) return text;
    QString out;
    qsizetype done = 0;
    for (const auto &[pos, what] : at) {
        if (pos < done) continue; // overlapping: the first match wins
        out += text.mid(done, pos - done) + what.second;
        done = pos + what.first;
    }
    changed = true;
    return out + text.mid(done);
}

} // namespace

std::vector<storage::AuditEntry> audit_with_current_numbers(storage::Database &db, const EventData &e,
                                                            const QString &prefix) {
    std::vector<storage::AuditEntry> entries = storage::read_audit(db, prefix);
    const std::vector<storage::AuditEntry> renumberings = storage::read_audit(db, QStringLiteral("players.renumber"));
    for (storage::AuditEntry &a : entries) {
        const std::map<int, int> now = numbers_now(renumberings, a.id);
        if (now.empty()) continue;
        bool changed = false;
        a.summary = renamed(a.summary, e, now, changed);
        if (changed) a.summary += QStringLiteral(" [start numbers as renumbered in round 1, C.04.2]");
    }
    return entries;
}

} // namespace damka::tournament
