#include "audit_numbers.hpp"

#include "message_json.hpp"

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

bool is_data(const Message &m) { return !m.is_marked() && m.args().empty() && m.count() < 0; }

// The same rewriting on an entry's message (audit_summary): a data argument is rewritten as a
// text ("Name (12)"), and an argument that is a moved player's old number next to one that is
// his name ("player %1: %2") takes the current number - only where the English of the message
// then reads as renamed() makes it, so a round number equal to an old start number stays.
Message renamed(const Message &m, const EventData &e, const std::map<int, int> &now) {
    bool unused = false;
    if (is_data(m)) return Message(renamed(QString::fromStdString(m.pattern()), e, now, unused).toStdString());
    std::vector<Message> args;
    for (const Message &a : m.args()) args.push_back(renamed(a, e, now));
    const Message kept = Message::restored(m.context(), m.pattern(), args, m.count());
    std::vector<Message> moved = args;
    bool any = false;
    for (size_t i = 0; i < args.size(); ++i) {
        if (!is_data(args[i])) continue;
        for (const auto &[then, current] : now) {
            if (then == current || args[i].pattern() != std::to_string(then)) continue;
            const Player *p = e.player(current);
            if (!p) continue;
            const auto is_name = [&](size_t k) {
                return k < args.size() && is_data(args[k]) && args[k].pattern() == p->name;
            };
            if ((i > 0 && is_name(i - 1)) || is_name(i + 1)) {
                moved[i] = Message(std::to_string(current));
                any = true;
            }
        }
    }
    if (!any) return kept;
    const Message changed = Message::restored(m.context(), m.pattern(), moved, m.count());
    const QString want = renamed(QString::fromStdString(kept.english()), e, now, unused);
    return changed.english() == want.toStdString() ? changed : kept;
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
        if (!changed) continue;
        // The message as the desk reads it (audit_summary), rewritten the same way; where its
        // parts do not give the rewritten English, that English as it is.
        if (const std::optional<Message> stored = from_column(a.summary_message)) {
            Message m = renamed(*stored, e, now);
            if (m.english() != a.summary.toStdString()) m = Message(a.summary.toStdString());
            a.summary_message =
                to_column(DAMKA_TR("Round", "%1 [start numbers as renumbered in round 1, C.04.2]").arg(m));
        }
        a.summary += QStringLiteral(" [start numbers as renumbered in round 1, C.04.2]");
    }
    return entries;
}

} // namespace damka::tournament
