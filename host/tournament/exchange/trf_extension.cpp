#include "trf_extension.hpp"

namespace damka::tournament::trfx {
namespace {

bool needs_quotes(const std::string &v) {
    if (v.empty()) return true;
    for (char c : v)
        if (c == ' ' || c == '\t' || c == '"' || c == '\\' || c == '=' || c == '\n' || c == '\r') return true;
    return false;
}

struct Cursor {
    std::string_view text;
    size_t pos = 0;
    bool done() {
        while (pos < text.size() && (text[pos] == ' ' || text[pos] == '\t')) ++pos;
        return pos >= text.size();
    }
};

// One bare or quoted token; `error` is set (with the 1-based column) when malformed.
std::string token(Cursor &c, Message &error) {
    std::string out;
    if (c.text[c.pos] != '"') {
        while (c.pos < c.text.size() && c.text[c.pos] != ' ' && c.text[c.pos] != '\t' && c.text[c.pos] != '=' &&
               c.text[c.pos] != '"')
            out += c.text[c.pos++];
        return out;
    }
    const size_t start = c.pos++;
    while (c.pos < c.text.size() && c.text[c.pos] != '"') {
        char ch = c.text[c.pos++];
        if (ch == '\\') {
            if (c.pos >= c.text.size()) break;
            const char e = c.text[c.pos++];
            ch = e == 'n' ? '\n' : e == 'r' ? '\r' : e;
            if (e != 'n' && e != 'r' && e != '"' && e != '\\') {
                error = DAMKA_TR("Event", "column %1: unknown escape \\%2").arg(c.pos - 1).arg(std::string(1, e));
                return out;
            }
        }
        out += ch;
    }
    if (c.pos >= c.text.size()) {
        error = DAMKA_TR("Event", "column %1: the quoted value is not closed").arg(start + 1);
        return out;
    }
    ++c.pos;
    return out;
}

} // namespace

Message Line::where() const { return DAMKA_TR("Event", "line %1 (### damka %2)").arg(number).arg(kind); }

std::string quote(const std::string &v) {
    if (!needs_quotes(v)) return v;
    std::string out = "\"";
    for (char c : v) {
        if (c == '"' || c == '\\')
            out += '\\', out += c;
        else if (c == '\n')
            out += "\\n";
        else if (c == '\r')
            out += "\\r";
        else
            out += c;
    }
    return out + "\"";
}

std::string format(const std::string &kind, const std::vector<std::string> &args,
                   const std::vector<std::pair<std::string, std::string>> &options) {
    std::string line = std::string(kPrefix) + kind;
    for (const std::string &a : args) line += " " + quote(a);
    for (const auto &[k, v] : options) line += " " + k + "=" + quote(v);
    return line;
}

Expected<std::vector<Line>> read_all(std::string_view text) {
    std::vector<Line> out;
    int number = 0;
    size_t pos = 0;
    while (pos < text.size()) {
        size_t end = text.find('\n', pos);
        if (end == std::string_view::npos) end = text.size();
        std::string_view raw = text.substr(pos, end - pos);
        pos = end + 1;
        ++number;
        if (!raw.empty() && raw.back() == '\r') raw.remove_suffix(1);
        if (raw.substr(0, kPrefix.size()) != kPrefix) continue;
        Line l;
        l.number = number;
        Cursor c{raw, kPrefix.size()};
        Message error;
        const auto fail = [&](const Message &what) {
            return Error{DAMKA_TR("Event", "TRF line %1: %2").arg(number).arg(what)};
        };
        if (c.done()) return fail(DAMKA_TR("Event", "'### damka' needs a kind"));
        l.kind = token(c, error);
        while (error.empty() && !c.done()) {
            const size_t at = c.pos;
            std::string t = token(c, error);
            if (!error.empty()) break;
            if (c.pos < raw.size() && raw[c.pos] == '=') {
                if (t.empty()) return fail(DAMKA_TR("Event", "column %1: a KEY=VALUE needs a key").arg(at + 1));
                ++c.pos;
                if (c.pos >= raw.size() || raw[c.pos] == ' ') {
                    l.options[t] = "";
                    continue;
                }
                std::string v = token(c, error);
                if (!l.options.emplace(t, std::move(v)).second)
                    return fail(DAMKA_TR("Event", "column %1: '%2' is given twice").arg(at + 1).arg(t));
            } else {
                if (t.empty())
                    return fail(
                        DAMKA_TR("Event", "column %1: unexpected '%2'").arg(at + 1).arg(std::string(1, raw[at])));
                l.args.push_back(std::move(t));
            }
        }
        if (!error.empty()) return fail(error);
        out.push_back(std::move(l));
    }
    return out;
}

} // namespace damka::tournament::trfx
