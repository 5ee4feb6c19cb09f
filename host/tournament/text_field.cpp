#include "text_field.hpp"

#include <QString>

namespace damka::tournament {

std::string control_character_problem(const std::string &field, const std::string &value) {
    const QString text = QString::fromStdString(value);
    qsizetype character = 0;
    for (auto it = text.cbegin(); it != text.cend(); ++it, ++character) {
        const QChar c = *it;
        const bool control =
            c.category() == QChar::Other_Control || c == QChar::LineSeparator || c == QChar::ParagraphSeparator;
        if (control)
            return field + ": control character " +
                QStringLiteral("U+%1").arg(c.unicode(), 4, 16, QLatin1Char('0')).toUpper().toStdString() +
                " at character " + std::to_string(character + 1) +
                " (names and other text are one line of printable characters)";
    }
    return "";
}

} // namespace damka::tournament
