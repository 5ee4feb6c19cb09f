#include "csv_text.hpp"

#include <QByteArray>
#include <QList>
#include <QStringDecoder>

#include <algorithm>
#include <optional>

namespace damka::tournament {
namespace {

bool is_utf8(QByteArrayView bytes) {
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = utf8.decode(bytes); // decoding happens on the conversion to QString
    return !utf8.hasError();
}

// Windows-1251 puts the Cyrillic letters at 0xC0-0xFF (Ё 0xA8, ё 0xB8): a line of
// Russian text is mostly such bytes among ASCII, which is almost never valid UTF-8.
bool looks_like_cp1251(QByteArrayView line) {
    int high = 0, cyrillic = 0;
    for (char ch : line) {
        const auto b = static_cast<unsigned char>(ch);
        if (b < 0x80) continue;
        ++high;
        cyrillic += b >= 0xC0 || b == 0xA8 || b == 0xB8;
    }
    return high > 0 && cyrillic * 10 >= high * 9;
}

// The position of the first U+FFFD or unpaired surrogate in `text`; -1 when there is none.
qsizetype broken_character(const QString &text) {
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == QChar::ReplacementCharacter) return i;
        if (c.isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
            ++i;
            continue;
        }
        if (c.isSurrogate()) return i;
    }
    return -1;
}

// UTF-16 saved without a byte order mark (a "Unicode text" some programs write): its Latin
// letters, digits, separators and line ends have a NUL high byte, on the odd bytes
// (little-endian) or the even ones (big-endian). Text in any 8-bit encoding has no NUL at
// all; a quarter of the first pairs is a margin for a file in Cyrillic with few such characters.
std::optional<QStringConverter::Encoding> utf16_without_bom(QByteArrayView all) {
    const qsizetype pairs = std::min<qsizetype>(all.size(), 4096) / 2;
    qsizetype even = 0, odd = 0;
    for (qsizetype i = 0; i < pairs; ++i) {
        even += all[2 * i] == '\0';
        odd += all[2 * i + 1] == '\0';
    }
    if (pairs == 0 || std::max(even, odd) * 4 < pairs || std::min(even, odd) * 4 > std::max(even, odd)) return {};
    return odd > even ? QStringConverter::Utf16LE : QStringConverter::Utf16BE;
}

char header_separator(const std::string &text) {
    const std::string header = text.substr(0, text.find('\n'));
    int comma = 0, semicolon = 0, tab = 0;
    bool quoted = false;
    for (char c : header) {
        if (c == '"')
            quoted = !quoted;
        else if (quoted)
            continue;
        else if (c == ',')
            ++comma;
        else if (c == ';')
            ++semicolon;
        else if (c == '\t')
            ++tab;
    }
    if (semicolon > comma && semicolon >= tab) return ';';
    if (tab > comma) return '\t';
    return ',';
}

} // namespace

CsvText read_csv_text(const std::string &bytes) {
    CsvText out;
    QByteArrayView all(bytes.data(), qsizetype(bytes.size()));
    // Excel's "Unicode text" is UTF-16 with a byte order mark (little-endian on Windows),
    // tab-separated; Qt recognises the mark (and a UTF-32 one) and decodes without it.
    auto bom = QStringConverter::encodingForData(all);
    const auto guessed = bom ? std::nullopt : utf16_without_bom(all);
    if (bom && *bom == QStringConverter::Utf8) bom.reset();
    if (const auto unicode = bom ? bom : guessed) {
        // Stateless: a character cut off at the end is not kept as state for more input. Qt
        // decodes a cut-off character as U+FFFD and passes a lone surrogate through, without
        // flagging an error: either is refused, naming its line, never imported into a name.
        QStringDecoder decoder(*unicode, QStringDecoder::Flag::Stateless);
        QString text = decoder.decode(all);
        if (text.startsWith(QChar::ByteOrderMark)) text.remove(0, 1);
        if (const qsizetype bad = broken_character(text); decoder.hasError() || bad >= 0) {
            const qsizetype at = bad >= 0 ? bad : 0;
            out.problem = (bom ? DAMKA_TR("Players",
                                          "line %1: not %2 text (a malformed or cut-off character) though the "
                                          "file starts with its byte order mark; save it again as \"CSV UTF-8\" "
                                          "or \"Unicode text\"")
                               : DAMKA_TR("Players",
                                          "line %1: the file looks like %2 text without a byte order mark, but "
                                          "has a malformed or cut-off character; save it again as \"CSV UTF-8\" "
                                          "or \"Unicode text\""))
                              .arg(int(text.left(at).count(QLatin1Char('\n')) + 1))
                              .arg(std::string(QStringConverter::nameForEncoding(*unicode)));
            return out;
        }
        out.text = text.toStdString();
        out.separator = header_separator(out.text);
        return out;
    }
    if (all.startsWith("\xEF\xBB\xBF")) all = all.sliced(3); // Excel's "CSV UTF-8"
    if (!is_utf8(all)) {
        int number = 0;
        for (const QByteArrayView line : QByteArray(all.data(), all.size()).split('\n')) {
            ++number;
            if (is_utf8(line)) continue;
            out.problem = (looks_like_cp1251(line)
                               ? DAMKA_TR("Players",
                                          "line %1: not UTF-8 text; it looks like Windows-1251 (Excel's plain "
                                          "\"CSV\" in a Russian locale): save the file as \"CSV UTF-8\" and "
                                          "import it again")
                               : DAMKA_TR("Players",
                                          "line %1: not UTF-8 text; save the file as \"CSV UTF-8\" and import it "
                                          "again"))
                              .arg(number);
            return out;
        }
    }
    out.text.assign(all.data(), size_t(all.size()));
    out.separator = header_separator(out.text);
    return out;
}

} // namespace damka::tournament
