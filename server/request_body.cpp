#include "request_body.hpp"

#include "service_reply.hpp"

#include <QJsonDocument>
#include <QSet>

#include <vector>

namespace damka::server {

namespace {

// RFC 7493 2.2: the integers every JSON reader keeps exactly.
constexpr qint64 max_exact = (qint64(1) << 53) - 1;

// What the raw text breaks of I-JSON, in the body's field `field`.
struct Problem {
    enum Kind { Duplicate, Surrogate, Number } kind;
    QString field; // the body's member it is in
    QString what; // the name given twice, the escape, the number
};

int hex_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

// The \uXXXX escape at `at` (pointing at the backslash), or -1.
int escape_unit(const QByteArray &t, qsizetype at) {
    if (at + 5 >= t.size() || t[at + 1] != 'u') return -1;
    int v = 0;
    for (qsizetype k = at + 2; k < at + 6; ++k) {
        const int h = hex_value(t[k]);
        if (h < 0) return -1;
        v = v * 16 + h;
    }
    return v;
}

bool high_surrogate(int u) { return u >= 0xD800 && u <= 0xDBFF; }
bool low_surrogate(int u) { return u >= 0xDC00 && u <= 0xDFFF; }

// The string starting at the quote `at`: its text, `at` moved past its closing quote; `lone`
// set to the first lone surrogate escape ("\ud800") in it.
QString read_string(const QByteArray &t, qsizetype &at, QString &lone) {
    QByteArray utf8;
    ++at; // the opening quote
    while (at < t.size() && t[at] != '"') {
        if (t[at] != '\\') {
            utf8 += t[at++];
            continue;
        }
        if (at + 1 >= t.size()) break;
        const char e = t[at + 1];
        if (e != 'u') {
            static const QByteArray from = "\"\\/bfnrt", to = "\"\\/\b\f\n\r\t";
            const qsizetype k = from.indexOf(e);
            utf8 += k >= 0 ? to[k] : e;
            at += 2;
            continue;
        }
        const int unit = escape_unit(t, at);
        if (unit < 0) break; // not JSON; QJsonDocument refused it already
        at += 6;
        if (high_surrogate(unit)) {
            const int next = at < t.size() && t[at] == '\\' ? escape_unit(t, at) : -1;
            if (low_surrogate(next)) {
                at += 6;
                utf8 += (QString(QChar(char16_t(unit))) + QChar(char16_t(next))).toUtf8();
                continue;
            }
        }
        if (high_surrogate(unit) || low_surrogate(unit)) {
            if (lone.isEmpty()) lone = QStringLiteral("\\u%1").arg(unit, 4, 16, QLatin1Char('0'));
            continue;
        }
        utf8 += QString(QChar(char16_t(unit))).toUtf8();
    }
    ++at; // the closing quote
    return QString::fromUtf8(utf8);
}

// Whether the number token `n` is beyond +-(2^53 - 1): by its digits when it is an integer
// (2^53 + 1 reads as 2^53 in a double), else by its value.
bool beyond_exact(const QByteArray &n) {
    const QByteArray digits = n.startsWith('-') ? n.mid(1) : n;
    const bool integer = !digits.contains('.') && !digits.contains('e') && !digits.contains('E');
    if (integer) {
        static const QByteArray max = QByteArray::number(max_exact);
        return digits.size() > max.size() || (digits.size() == max.size() && digits > max);
    }
    bool ok = false;
    const double v = n.toDouble(&ok);
    return !ok || v > double(max_exact) || v < -double(max_exact);
}

// The first I-JSON problem of `t`, a JSON text QJsonDocument read as an object. A scan of the
// tokens: strings (names and values), numbers, and the nesting of objects with the names seen.
std::optional<Problem> i_json_problem(const QByteArray &t) {
    struct Level {
        bool object;
        bool expect_name;
        QSet<QString> names;
    };
    std::vector<Level> levels;
    QString field; // the body's member being read
    qsizetype at = 0;
    while (at < t.size()) {
        const char c = t[at];
        if (c == '{' || c == '[') {
            levels.push_back({c == '{', c == '{', {}});
            ++at;
        } else if (c == '}' || c == ']') {
            if (!levels.empty()) levels.pop_back();
            ++at;
        } else if (c == ',') {
            if (!levels.empty() && levels.back().object) levels.back().expect_name = true;
            ++at;
        } else if (c == '"') {
            QString lone;
            const QString s = read_string(t, at, lone);
            if (!levels.empty() && levels.back().object && levels.back().expect_name) {
                Level &l = levels.back();
                l.expect_name = false;
                if (levels.size() == 1) field = s;
                if (l.names.contains(s)) return Problem{Problem::Duplicate, field, s};
                l.names.insert(s);
            }
            if (!lone.isEmpty()) return Problem{Problem::Surrogate, field, lone};
        } else if (c == '-' || (c >= '0' && c <= '9')) {
            const qsizetype start = at;
            while (at < t.size() && (QByteArrayView("+-.eE").contains(t[at]) || (t[at] >= '0' && t[at] <= '9'))) ++at;
            const QByteArray n = t.mid(start, at - start);
            if (beyond_exact(n)) return Problem{Problem::Number, field, QString::fromLatin1(n.left(40))};
        } else {
            ++at; // white space, ':', the letters of true, false, null
        }
    }
    return std::nullopt;
}

QString problem_reason(const Problem &p, const reports::Tr &tr) {
    switch (p.kind) {
    case Problem::Duplicate:
        return words(
            tr.translate("Api", "the name '%1' is given twice in one object (RFC 7493 2.3)").arg(p.what.toStdString()));
    case Problem::Surrogate:
        return words(tr.translate("Api", "%1 is half of a UTF-16 surrogate pair, no character (RFC 7493 2.1)")
                         .arg(p.what.toStdString()));
    case Problem::Number: break;
    }
    return words(tr.translate("Api", "%1 is beyond %2, the numbers JSON keeps exactly (RFC 7493 2.2)")
                     .arg(p.what.toStdString())
                     .arg(QByteArray::number(max_exact).toStdString()));
}

} // namespace

std::optional<QString> Fields::text(const char *key) {
    const QJsonValue v = object_.value(QLatin1String(key));
    if (v.isUndefined() || v.isNull()) return std::nullopt;
    if (v.isString()) return v.toString().trimmed();
    refuse(QString::fromLatin1(key), words(tr_.translate("Api", "text, as a JSON string")));
    return std::nullopt;
}

std::optional<std::string> Fields::std_text(const char *key) {
    const auto v = text(key);
    return v ? std::optional<std::string>(v->toStdString()) : std::nullopt;
}

std::optional<QString> Fields::spelled(const char *key) {
    const QJsonValue v = object_.value(QLatin1String(key));
    if (v.isUndefined() || v.isNull()) return std::nullopt;
    if (v.isString()) return v.toString().trimmed();
    // Exact: read_body refused the numbers a double does not keep.
    if (v.isDouble()) return QString::number(v.toDouble(), 'g', 17);
    refuse(QString::fromLatin1(key), words(tr_.translate("Api", "a number, or text")));
    return std::nullopt;
}

std::optional<int> Fields::whole(const char *key, int low, int high) {
    const auto v = spelled(key);
    if (!v || v->isEmpty()) return std::nullopt;
    bool ok = false;
    const int n = v->toInt(&ok);
    if (ok && n >= low && n <= high) return n;
    refuse(QString::fromLatin1(key),
           words(tr_.translate("Desk", "'%1' is not a whole number %2..%3")
                     .arg(v->left(40).toStdString())
                     .arg(low)
                     .arg(high)));
    return std::nullopt;
}

bool Fields::flag(const char *key) {
    const QJsonValue v = object_.value(QLatin1String(key));
    if (v.isBool()) return v.toBool();
    if (v.isUndefined() || v.isNull()) return false;
    // A checkbox's "on", a button's "true" or "false" (the desk's preview).
    const QString t = v.isString() ? v.toString().trimmed().toLower() : QStringLiteral("?");
    if (t == QStringLiteral("true") || t == QStringLiteral("on")) return true;
    if (t != QStringLiteral("false") && t != QStringLiteral("off") && !t.isEmpty())
        refuse(QString::fromLatin1(key), words(tr_.translate("Api", "true or false")));
    return false;
}

void Fields::refuse(const QString &key, const QString &reason) {
    if (!bad_) bad_ = bad_field(key, reason);
}

std::variant<Fields, Reply> read_body(const Request &request, const reports::Tr &tr, bool empty_is_object) {
    if (empty_is_object && request.body.trimmed().isEmpty()) return Fields(QJsonObject(), tr);
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(request.body, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return error_reply(400, QStringLiteral("bad_json"),
                           words(tr.translate("Api", "the body must be a JSON object (%1)")
                                     .arg(error.error != QJsonParseError::NoError
                                              ? error.errorString().toStdString()
                                              : tr.translate("Api", "got another JSON value").str())));
    if (const auto problem = i_json_problem(request.body))
        return bad_field(problem->field, problem_reason(*problem, tr));
    return Fields(doc.object(), tr);
}

} // namespace damka::server
