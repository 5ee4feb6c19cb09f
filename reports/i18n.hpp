// The language of a printout or a page, and its words through Qt Linguist (translations/):
// one QTranslator per language, loaded from the .qm files compiled into this library, asked
// per call, so the web server can answer /en/ and /ru/ at once (no process-wide translator).
// English is the source text itself. Player names, variant ids and numbers are data: they are
// the arguments (%1, %2, ...), never translated.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <string_view>
#include <vector>

#include "core/message.hpp"
#include "core/translatable.hpp" // DAMKA_TRANSLATE_NOOP

namespace damka::reports {

// A language the printouts can be in: English (the source text), or one with a file in
// translations/ compiled in (Russian today). A new language is one .ts file: parse_language
// finds its code among the compiled-in translations.
class Language {
public:
    static const Language English, Russian;
    const std::string &code() const { return code_; } // "en", "ru"
    bool operator==(const Language &) const = default;

private:
    explicit Language(std::string code) : code_(std::move(code)) {}
    std::string code_;
    friend std::optional<Language> parse_language(std::string_view code);
};
inline const Language Language::English{"en"};
inline const Language Language::Russian{"ru"};

// "en", "ru", and locale names as LANG gives them: "ru_RU.UTF-8", "en_GB", "C" (English);
// nullopt for a language without a translation ("de_DE" while there is no damka_de.ts).
std::optional<Language> parse_language(std::string_view code);
// "en", "ru".
const char *language_code(const Language &lang);
// Every language there is, English first: "en", "ru", ...
std::vector<Language> known_languages();
// "en or ru", for the messages that refuse another.
std::string known_language_list();

// A translated pattern waiting for its arguments: %1, %2, ... (QString::arg) and %n (the
// count given to translate(), which also picks the Russian plural form).
class Text {
public:
    Text(std::string pattern) : pattern_(std::move(pattern)) {}
    Text &arg(const std::string &a);
    Text &arg(const char *a) { return arg(std::string(a)); }
    Text &arg(long long n) { return arg(std::to_string(n)); }
    Text &arg(int n) { return arg(std::to_string(n)); }
    Text &arg(size_t n) { return arg(std::to_string(n)); }
    std::string str() const;
    operator std::string() const { return str(); }

private:
    std::string pattern_;
    std::vector<std::string> args_;
};

// The translator of one language. `translate` is spelt as QCoreApplication::translate (a
// literal context, then the source text) so lupdate finds every call.
class Tr {
public:
    explicit Tr(Language lang) : lang_(lang) {}
    Language language() const { return lang_; }
    Text translate(const char *context, const char *source, const char *disambiguation = nullptr, int n = -1) const;
    // A message of the layers below (core/message.hpp) in this language: its pattern
    // translated by its context, its arguments rendered alike.
    std::string render(const Message &m) const;
    // A source text that is data marked elsewhere with DAMKA_TRANSLATE_NOOP (a tie-break's name).
    std::string data(const char *context, const std::string &source) const;
    // The first letter in lower case ("Buchholz" -> "buchholz", «Бухгольц» -> «бухгольц»).
    static std::string lower_first(const std::string &s);

private:
    Language lang_;
};

} // namespace damka::reports
