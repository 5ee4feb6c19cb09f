#include "manual_pairs_text.hpp"

#include <QRegularExpression>

namespace damka::tournament {

std::optional<std::vector<ManualPair>> parse_manual_pairs(const QString &text, Message &why) {
    std::vector<ManualPair> out;
    static const QRegularExpression separator(QStringLiteral("[,\\n]"));
    // The bye in the desk's languages: "bye", «пропуск».
    static const QRegularExpression pair(QStringLiteral("^\\s*(\\d+)\\s*-\\s*(\\d+|bye|пропуск)\\s*$"),
                                         QRegularExpression::CaseInsensitiveOption);
    for (const QString &item : text.split(separator, Qt::SkipEmptyParts)) {
        if (item.trimmed().isEmpty()) continue;
        const auto m = pair.match(item);
        if (!m.hasMatch()) {
            why = DAMKA_TR("Round", "'%1' is not WHITE-BLACK or ID-bye").arg(excerpt(item.trimmed().toStdString()));
            return std::nullopt;
        }
        const bool bye = !m.captured(2).front().isDigit();
        out.push_back({m.captured(1).toInt(), bye ? 0 : m.captured(2).toInt()});
    }
    return out;
}

} // namespace damka::tournament
