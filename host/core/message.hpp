// A sentence for a user, kept as its English pattern and its arguments until a front-end
// renders it in the reader's language (reports::Tr::render): the event service below the
// front-ends answers the CLI and the Russian desk alike and knows no language.
//
//   throw Refusal(DAMKA_TR("Event", "round %1 is not paired").arg(round));
//
// DAMKA_TR marks the pattern for Qt Linguist with its context (lupdate reads it as
// QT_TRANSLATE_NOOP, translations/README.md). Arguments are data (names, numbers, ids: never
// translated) or other messages, rendered in the same language. A message made from a plain
// string is data too: a plugin's or a database's words, shown as they are. Header-only: every
// layer's Expected (core/expected.hpp) carries one, the plain C++ ones too.
#pragma once

#include <cctype>
#include <ostream>
#include <string>
#include <vector>

namespace damka {

class Message {
public:
    Message() = default;
    Message(std::string verbatim) : pattern_(std::move(verbatim)) {}
    Message(const char *verbatim) : pattern_(verbatim) {}
    // A pattern marked for translation (use DAMKA_TR, which lupdate finds).
    static Message marked(const char *context, const char *pattern);
    // The parts one after another with `separator` between them ("%1; %2"), each rendered in
    // the reader's language; lines() puts them one under another.
    static Message joined(const std::vector<Message> &parts, const std::string &separator);
    static Message lines(const std::vector<Message> &lines) { return joined(lines, "\n"); }
    // A read-back message (message_json in host/tournament): its context as stored.
    static Message restored(std::string context, std::string pattern, std::vector<Message> args, int count);

    Message &arg(Message a);
    Message &arg(int n) { return arg(Message(std::to_string(n))); }
    Message &arg(long n) { return arg(Message(std::to_string(n))); }
    Message &arg(long long n) { return arg(Message(std::to_string(n))); }
    Message &arg(unsigned long n) { return arg(Message(std::to_string(n))); }
    // %n: a count, which also picks the plural form (1 тур, 2 тура, 5 туров).
    Message &count(int n);

    bool empty() const { return pattern_.empty(); }
    bool is_marked() const { return !context_.empty(); }
    const std::string &context() const { return context_; }
    const std::string &pattern() const { return pattern_; }
    const std::vector<Message> &args() const { return args_; }
    int count() const { return count_; }

    // In English, the source language: the CLI, logs, the audit log's summary column.
    std::string english() const;
    // `pattern` with %1, %2, ... replaced by `args` and %n by `count` (< 0: left as it is).
    static std::string fill(const std::string &pattern, const std::vector<std::string> &args, int count);

    bool operator==(const Message &) const = default;
    // A message is not its English text: compare english() with a string.
    bool operator==(const std::string &) const = delete;
    bool operator==(const char *) const = delete;

private:
    std::string context_, pattern_;
    std::vector<Message> args_;
    int count_ = -1;
};

// Input quoted back in an error ("rating: '%1' is not a whole number"): at most `max_chars`
// characters (UTF-8 code points, never cut inside one), then "…". A 10 MB spreadsheet cell
// is named by its start, never echoed whole.
inline std::string excerpt(const std::string &text, size_t max_chars = 60) {
    size_t chars = 0;
    for (size_t i = 0; i < text.size(); ++i) {
        if ((static_cast<unsigned char>(text[i]) & 0xC0) == 0x80) continue; // a continuation byte
        if (chars++ == max_chars) return text.substr(0, i) + "\xE2\x80\xA6"; // U+2026
    }
    return text;
}

// In English (test failure messages).
inline std::ostream &operator<<(std::ostream &os, const Message &m) { return os << m.english(); }

inline Message Message::marked(const char *context, const char *pattern) {
    Message m(pattern);
    m.context_ = context;
    return m;
}

inline Message Message::joined(const std::vector<Message> &parts, const std::string &separator) {
    if (parts.size() == 1) return parts.front();
    Message m;
    for (size_t i = 0; i < parts.size(); ++i) m.pattern_ += (i ? separator + "%" : "%") + std::to_string(i + 1);
    m.args_ = parts;
    return m;
}

inline Message Message::restored(std::string context, std::string pattern, std::vector<Message> args, int count) {
    Message m(std::move(pattern));
    m.context_ = std::move(context);
    m.args_ = std::move(args);
    m.count_ = count;
    return m;
}

inline Message &Message::arg(Message a) {
    args_.push_back(std::move(a));
    return *this;
}

inline Message &Message::count(int n) {
    count_ = n;
    return *this;
}

inline std::string Message::english() const {
    if (args_.empty() && count_ < 0) return pattern_;
    std::vector<std::string> args;
    args.reserve(args_.size());
    for (const Message &a : args_) args.push_back(a.english());
    return fill(pattern_, args, count_);
}

inline std::string Message::fill(const std::string &pattern, const std::vector<std::string> &args, int count) {
    // One pass, as QString::arg with all arguments at once: an argument's own "%2" stays.
    std::string out;
    out.reserve(pattern.size());
    for (size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '%' && i + 1 < pattern.size()) {
            if (pattern[i + 1] == 'n' && count >= 0) {
                out += std::to_string(count);
                ++i;
                continue;
            }
            size_t j = i + 1;
            size_t k = 0;
            while (j < pattern.size() && std::isdigit(static_cast<unsigned char>(pattern[j])) && j < i + 3)
                k = k * 10 + size_t(pattern[j++] - '0');
            if (j > i + 1 && k >= 1 && k <= args.size()) {
                out += args[k - 1];
                i = j - 1;
                continue;
            }
        }
        out += pattern[i];
    }
    return out;
}

} // namespace damka

#define DAMKA_TR(context, text) ::damka::Message::marked(context, text)
