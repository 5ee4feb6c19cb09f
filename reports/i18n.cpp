#include "i18n.hpp"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QString>
#include <QTranslator>

#include <algorithm>
#include <map>
#include <memory>
#include <mutex>

namespace damka::reports {

namespace {

QString q(const std::string &s) { return QString::fromStdString(s); }

QString qm_file(const std::string &code) { return QStringLiteral(":/i18n/damka_%1.qm").arg(q(code)); }

// Loaded from the resources qt_add_translations compiled in (reports/CMakeLists.txt) the first
// time a language is asked for; nullptr for English, the source language.
const QTranslator *translator(const Language &lang) {
    if (lang == Language::English) return nullptr;
    static std::mutex guard;
    static std::map<std::string, std::unique_ptr<QTranslator>> loaded;
    const std::lock_guard lock(guard);
    auto &t = loaded[lang.code()];
    if (!t) {
        t = std::make_unique<QTranslator>();
        if (!t->load(qm_file(lang.code()))) {
            // Not compiled in (parse_language never names such a language): the English words stay.
        }
    }
    return t.get();
}

} // namespace

std::optional<Language> parse_language(std::string_view code) {
    // A locale name: the language is what comes before '_', '.' or '@' ("ru_RU.UTF-8").
    const std::string lang(code.substr(0, code.find_first_of("_.@")));
    if (lang == "en" || lang == "C" || lang == "POSIX") return Language::English;
    const bool letters = lang.size() >= 2 && lang.size() <= 3 &&
        std::all_of(lang.begin(), lang.end(), [](char c) { return c >= 'a' && c <= 'z'; });
    if (letters && QFile::exists(qm_file(lang))) return Language(lang);
    return std::nullopt;
}

const char *language_code(const Language &lang) { return lang.code().c_str(); }

std::vector<Language> known_languages() {
    std::vector<Language> out{Language::English};
    static const QRegularExpression name(QStringLiteral("^damka_([a-z]{2,3})\\.qm$"));
    for (const QString &file : QDir(QStringLiteral(":/i18n")).entryList(QDir::Files, QDir::Name))
        if (const auto m = name.match(file); m.hasMatch())
            if (const auto l = parse_language(m.captured(1).toStdString())) out.push_back(*l);
    return out;
}

std::string known_language_list() {
    const std::vector<Language> all = known_languages();
    std::string out;
    for (size_t i = 0; i < all.size(); ++i) out += (i == 0 ? "" : i + 1 == all.size() ? " or " : ", ") + all[i].code();
    return out;
}

Text &Text::arg(const std::string &a) {
    args_.push_back(a);
    return *this;
}

std::string Text::str() const {
    // QString::arg with every argument at once: an argument's own "%2" is left alone.
    const QString p = q(pattern_);
    const auto &a = args_;
    QString out;
    switch (a.size()) {
    case 0: out = p; break;
    case 1: out = p.arg(q(a[0])); break;
    case 2: out = p.arg(q(a[0]), q(a[1])); break;
    case 3: out = p.arg(q(a[0]), q(a[1]), q(a[2])); break;
    case 4: out = p.arg(q(a[0]), q(a[1]), q(a[2]), q(a[3])); break;
    case 5: out = p.arg(q(a[0]), q(a[1]), q(a[2]), q(a[3]), q(a[4])); break;
    default: out = p.arg(q(a[0]), q(a[1]), q(a[2]), q(a[3]), q(a[4]), q(a[5])); break;
    }
    return out.toStdString();
}

Text Tr::translate(const char *context, const char *source, const char *disambiguation, int n) const {
    QString out;
    if (const QTranslator *t = translator(lang_)) out = t->translate(context, source, disambiguation, n);
    if (out.isEmpty()) out = QString::fromUtf8(source); // English, or a message not translated
    // QCoreApplication::translate's %n: the count (QTranslator leaves it to its caller).
    if (n >= 0) out.replace(QStringLiteral("%n"), QString::number(n));
    return Text(out.toStdString());
}

std::string Tr::render(const Message &m) const {
    std::vector<std::string> args;
    args.reserve(m.args().size());
    for (const Message &a : m.args()) args.push_back(render(a));
    std::string pattern = m.pattern();
    if (m.is_marked()) {
        const QTranslator *t = translator(lang_);
        const QString out = t ? t->translate(m.context().c_str(), m.pattern().c_str(), nullptr, m.count()) : QString();
        if (!out.isEmpty()) pattern = out.toStdString();
    }
    return args.empty() && m.count() < 0 ? pattern : Message::fill(pattern, args, m.count());
}

std::string Tr::data(const char *context, const std::string &source) const {
    return translate(context, source.c_str()).str();
}

std::string Tr::lower_first(const std::string &s) {
    QString t = q(s);
    if (!t.isEmpty()) t[0] = t[0].toLower();
    return t.toStdString();
}

} // namespace damka::reports
