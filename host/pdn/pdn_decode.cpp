#include "pdn_decode.hpp"

namespace damka::pdn {
namespace {

// Offset of the first byte of `s` (from `b` to `e`) that does not begin a valid UTF-8
// sequence (RFC 3629: no overlongs, no surrogates, nothing above U+10FFFF), or -1.
qsizetype first_invalid_utf8(const QByteArray &s, qsizetype b, qsizetype e) {
    auto cont = [&](qsizetype i) { return i < e && (uchar(s[i]) & 0xC0) == 0x80; };
    for (qsizetype i = b; i < e;) {
        const uchar c = uchar(s[i]);
        if (c < 0x80) {
            ++i;
            continue;
        }
        int n = 0;
        uchar lo = 0x80, hi = 0xBF; // the allowed range of the second byte
        if (c >= 0xC2 && c <= 0xDF)
            n = 1;
        else if (c >= 0xE0 && c <= 0xEF) {
            n = 2;
            if (c == 0xE0) lo = 0xA0;
            if (c == 0xED) hi = 0x9F;
        } else if (c >= 0xF0 && c <= 0xF4) {
            n = 3;
            if (c == 0xF0) lo = 0x90;
            if (c == 0xF4) hi = 0x8F;
        } else
            return i;
        if (i + 1 >= e || uchar(s[i + 1]) < lo || uchar(s[i + 1]) > hi) return i;
        for (int k = 2; k <= n; ++k)
            if (!cont(i + k)) return i;
        i += n + 1;
    }
    return -1;
}

bool has_non_ascii(const QByteArray &s, qsizetype b, qsizetype e) {
    for (qsizetype i = b; i < e; ++i)
        if (uchar(s[i]) >= 0x80) return true;
    return false;
}

// Byte offsets where games start (always 0 first).
std::vector<qsizetype> game_starts(const QByteArray &s, qsizetype from) {
    std::vector<qsizetype> starts{from};
    char previous_first = 0; // first non-blank byte of the last non-blank line
    for (qsizetype i = from; i < s.size();) {
        qsizetype j = i;
        while (j < s.size() && (s[j] == ' ' || s[j] == '\t')) ++j;
        const char first = j < s.size() && s[j] != '\n' && s[j] != '\r' ? s[j] : 0;
        if (first == '[' && previous_first != '[' && previous_first != 0 && i != from) starts.push_back(i);
        if (first) previous_first = first;
        while (j < s.size() && s[j] != '\n' && s[j] != '\r') ++j;
        if (j < s.size() && s[j] == '\r' && j + 1 < s.size() && s[j + 1] == '\n') ++j;
        i = j + 1;
    }
    return starts;
}

} // namespace

DecodedPdn decode_pdn_games(const QByteArray &bytes) {
    DecodedPdn out;
    const bool bom = bytes.startsWith("\xEF\xBB\xBF");
    const qsizetype from = bom ? 3 : 0;
    const QString utf8_name = bom ? QStringLiteral("UTF-8 with BOM") : QStringLiteral("UTF-8");
    if (first_invalid_utf8(bytes, from, bytes.size()) < 0) {
        out.text = QString::fromUtf8(bytes.constData() + from, bytes.size() - from);
        out.encoding = utf8_name;
        return out;
    }
    std::vector<qsizetype> starts = game_starts(bytes, from);
    starts.push_back(bytes.size());
    int latin1_games = 0, utf8_games = 0;
    std::vector<QString> notes;
    // Line numbers for the notes, kept as the games go by (one pass over the file).
    int line = 1;
    qsizetype counted_to = from, line_start = from;
    auto advance_lines = [&](qsizetype to) {
        for (; counted_to < to; ++counted_to)
            if (bytes[counted_to] == '\n' ||
                (bytes[counted_to] == '\r' && (counted_to + 1 >= bytes.size() || bytes[counted_to + 1] != '\n'))) {
                ++line;
                line_start = counted_to + 1;
            }
    };
    for (size_t g = 0; g + 1 < starts.size(); ++g) {
        const qsizetype b = starts[g], e = starts[g + 1];
        const qsizetype bad = first_invalid_utf8(bytes, b, e);
        if (bad < 0) {
            out.text += QString::fromUtf8(bytes.constData() + b, e - b);
            if (has_non_ascii(bytes, b, e)) ++utf8_games;
            continue;
        }
        ++latin1_games;
        out.text += QString::fromLatin1(bytes.constData() + b, e - b);
        advance_lines(b);
        const int game_line = line;
        advance_lines(bad);
        notes.push_back(
            QStringLiteral(
                "line %1, column %2, byte %3: byte 0x%4 is not UTF-8; the game from line %5 is read as Latin-1")
                .arg(line)
                .arg(bad - line_start + 1)
                .arg(bad + 1)
                .arg(uchar(bytes[bad]), 2, 16, QLatin1Char('0'))
                .arg(game_line));
    }
    if (utf8_games == 0) {
        out.encoding = QStringLiteral("Latin-1"); // a Latin-1 file: no note per game
    } else {
        out.encoding = QStringLiteral("%1, %2 %3 Latin-1")
                           .arg(utf8_name)
                           .arg(latin1_games)
                           .arg(latin1_games == 1 ? QStringLiteral("game") : QStringLiteral("games"));
        out.notes = std::move(notes);
    }
    return out;
}

} // namespace damka::pdn
