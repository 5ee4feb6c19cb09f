#include "csv_text.hpp"

#include <QByteArray>
#include <QList>
#include <QStringDecoder>
#include <QStringTokenizer>

#include <algorithm>
#include <optional>

namespace damka::tournament {
namespace {

bool is_utf8(QByteArrayView bytes) {
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = utf8.decode(bytes); // decoding happens on the conversion to QString
    return !utf8.hasError();
}

// How a decoding of 8-bit bytes reads as Russian text: the characters beyond ASCII that are no
// Cyrillic letter nor the punctuation Russian text uses (a box-drawing character is IBM866's
// reading of Windows-1251), and the words read wrong: Latin and Cyrillic letters mixed, or a
// capital after a small letter (KOI8-R has the cases the other way round: "Иванов" in
// Windows-1251 reads "хБЮМНБ" in it).
struct Fit {
    qsizetype beyond_ascii = 0, cyrillic = 0, odd = 0, words = 0, odd_words = 0;
    bool readable() const { return cyrillic > 0 && odd * 20 <= beyond_ascii && odd_words * 10 <= words; }
    qsizetype wrong() const { return odd + odd_words; }
};

bool is_cyrillic(QChar c) { return c.unicode() >= 0x0400 && c.unicode() <= 0x04FF; }

Fit fit(const QString &text) {
    static const QString punctuation = QStringLiteral("«»№—–„“”‘’…\u00A0");
    Fit f;
    bool latin = false, cyrillic = false, lower = false, odd_case = false;
    const auto end_word = [&] {
        if (cyrillic) {
            ++f.words;
            f.odd_words += latin || odd_case;
        }
        latin = cyrillic = lower = odd_case = false;
    };
    for (const QChar c : text) {
        if (c.unicode() >= 0x80) {
            ++f.beyond_ascii;
            if (is_cyrillic(c))
                ++f.cyrillic;
            else if (!punctuation.contains(c))
                ++f.odd;
        }
        if (!c.isLetter()) {
            end_word();
            continue;
        }
        (is_cyrillic(c) ? cyrillic : latin) = true;
        if (c.isUpper() && lower) odd_case = true;
        lower = c.isLower();
    }
    end_word();
    return f;
}

// The first line of `text` with a character beyond ASCII, at most 80 characters.
std::string sample(const QString &text) {
    for (const QStringView line : QStringTokenizer(text, QLatin1Char('\n')))
        if (std::any_of(line.begin(), line.end(), [](QChar c) { return c.unicode() >= 0x80; }))
            return line.left(80).trimmed().toString().toStdString();
    return {};
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

char header_separator(const std::string &text);

// The bytes in the encoding the arbiter chose (the desk's choice between two readings).
CsvText decoded_as(QByteArrayView all, const std::string &encoding) {
    CsvText out;
    const QString wanted = QString::fromStdString(encoding).toLower();
    std::string known = "UTF-8";
    bool listed = wanted == QStringLiteral("utf-8");
    for (const std::string &name : csv_encodings()) {
        known += ", " + name;
        listed = listed || wanted == QString::fromStdString(name).toLower();
    }
    if (!listed) {
        out.problem = DAMKA_TR("Players", "encoding: '%1' is not one of %2").arg(excerpt(encoding)).arg(known);
        return out;
    }
    if (wanted == QStringLiteral("utf-8") && all.startsWith("\xEF\xBB\xBF")) all = all.sliced(3);
    QStringDecoder decoder(encoding.c_str(), QStringDecoder::Flag::Stateless);
    const QString text = decoder.decode(all);
    if (decoder.hasError()) {
        out.problem = DAMKA_TR("Players", "line %1: not %2 text")
                          .arg(int(text.left(std::max<qsizetype>(0, text.indexOf(QChar::ReplacementCharacter)))
                                       .count(QLatin1Char('\n')) +
                                   1))
                          .arg(encoding_name(encoding));
        return out;
    }
    out.text = text.toStdString();
    out.encoding = wanted == QStringLiteral("utf-8") ? std::string() : encoding;
    out.separator = header_separator(out.text);
    return out;
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

Message encoding_name(const std::string &encoding) {
    if (QString::fromStdString(encoding).compare(QStringLiteral("windows-1251"), Qt::CaseInsensitive) == 0)
        return DAMKA_TR("Players", "Windows-1251");
    return Message(encoding);
}

const std::vector<std::string> &csv_encodings() {
    static const std::vector<std::string> all = {"windows-1251", "KOI8-R", "IBM866"};
    return all;
}

CsvText read_csv_text(const std::string &bytes, const std::string &encoding) {
    CsvText out;
    QByteArrayView all(bytes.data(), qsizetype(bytes.size()));
    if (!encoding.empty()) return decoded_as(all, encoding);
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
        // Every candidate decodes every byte; the one whose text reads most like Russian wins,
        // Windows-1251 (listed first) on a tie, and the others tied with it are offered.
        QString best;
        Fit best_fit;
        for (const std::string &name : csv_encodings()) {
            QStringDecoder decoder(name.c_str(), QStringDecoder::Flag::Stateless);
            const QString text = decoder.decode(all);
            const Fit f = fit(text);
            if (!decoder.isValid() || !f.readable()) continue;
            if (out.readings.empty() || f.wrong() < best_fit.wrong()) {
                out.readings.clear();
                out.encoding = name;
                best = text;
                best_fit = f;
            }
            if (f.wrong() == best_fit.wrong()) out.readings.push_back({name, sample(text)});
        }
        if (out.readings.empty()) {
            int number = 0;
            for (const QByteArrayView line : QByteArray(all.data(), all.size()).split('\n')) {
                ++number;
                if (is_utf8(line)) continue;
                out.problem = DAMKA_TR("Players",
                                       "line %1: not UTF-8 text, nor Russian in Windows-1251, KOI8-R or IBM866; "
                                       "save the file as \"CSV UTF-8\" and import it again")
                                  .arg(number);
                return out;
            }
        }
        if (out.readings.size() == 1) out.readings.clear(); // no doubt left
        out.text = best.toStdString();
        out.separator = header_separator(out.text);
        return out;
    }
    out.text.assign(all.data(), size_t(all.size()));
    out.separator = header_separator(out.text);
    return out;
}

} // namespace damka::tournament
