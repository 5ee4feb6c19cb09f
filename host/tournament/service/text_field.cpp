#include "text_field.hpp"

#include <QList>
#include <QString>

namespace damka::tournament {
namespace {

QString code_point(char32_t c) { return QStringLiteral("U+%1").arg(uint(c), 4, 16, QLatin1Char('0')).toUpper(); }

// Characters that are not seen but change what is seen (issue 27 item 11): the bidirectional
// embeddings, overrides and isolates (U+202A-202E, U+2066-2069, the marks U+200E-200F and
// U+061C) can show "Иванов" as "вонавИ" in a list, and the zero-width ones (U+200B-200D,
// U+2060-2064, U+FEFF, U+180E, the soft hyphen U+00AD) make two names that look the same
// different text, so a duplicate entry goes unnoticed. A demanding arbiter wants neither in a
// name or a club.
bool invisible(char32_t c) {
    return c == 0x00AD || c == 0x061C || c == 0x180E || (c >= 0x200B && c <= 0x200F) || (c >= 0x202A && c <= 0x202E) ||
        (c >= 0x2060 && c <= 0x2064) || (c >= 0x2066 && c <= 0x2069) || c == 0xFEFF;
}

} // namespace

Message control_character_problem(const Message &field, const std::string &value) {
    const QList<uint> text = QString::fromStdString(value).toUcs4();
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char32_t c = text[i];
        if (QChar::category(c) == QChar::Other_Control || c == QChar::LineSeparator || c == QChar::ParagraphSeparator)
            return DAMKA_TR("Players",
                            "%1: control character %2 at character %3 (names and other text are one line of "
                            "printable characters)")
                .arg(field)
                .arg(code_point(c).toStdString())
                .arg(int(i + 1));
        if (invisible(c))
            return DAMKA_TR("Players",
                            "%1: invisible formatting character %2 at character %3 (a direction override or "
                            "zero-width character can show a name reversed or hide a duplicate; type the text "
                            "again without it)")
                .arg(field)
                .arg(code_point(c).toStdString())
                .arg(int(i + 1));
    }
    return {};
}

Message name_length_problem(const Message &pattern, const std::string &value) {
    const qsizetype n = QString::fromStdString(value).toUcs4().size();
    return n > max_name_characters ? Message(pattern).arg(int(n)).arg(max_name_characters) : Message();
}

} // namespace damka::tournament
