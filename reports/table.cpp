#include "table.hpp"

#include <algorithm>

namespace damka::reports {
namespace {

// Display width of UTF-8 text: count code points, not bytes ("½" is one column).
size_t width(const std::string &s) {
    size_t n = 0;
    for (unsigned char c : s) n += (c & 0xC0) != 0x80;
    return n;
}

std::string pad(const std::string &s, size_t w, bool right) {
    const std::string fill(w > width(s) ? w - width(s) : 0, ' ');
    return right ? fill + s : s + fill;
}

std::string csv_field(const std::string &s, char separator = ',') {
    if (s.find_first_of(std::string(1, separator) + "\"\n") == std::string::npos) return s;
    std::string q = "\"";
    for (char c : s) q += c == '"' ? std::string("\"\"") : std::string(1, c);
    return q + "\"";
}

const char *kHtmlStyle =
    "body{font-family:sans-serif;margin:1.5em}table{border-collapse:collapse;margin:.5em 0}"
    "th,td{border:1px solid #bbb;padding:.2em .5em}th{background:#e8eef4}tr:nth-child(even) td{background:#f7f7f7}"
    "td.n{text-align:right}p.sub{margin:.1em 0;color:#444}ul.legend{font-size:.9em;color:#333}\n"
    // A phone: each row a block, rank, name and points on its first line and the secondary
    // cells folded under it, each after its head, so nothing scrolls sideways; names wrap.
    "@media screen and (max-width:40em){body{margin:.4em}table,tbody{display:block}thead{display:none}"
    "tr{display:flex;flex-wrap:wrap;align-items:baseline;border-bottom:1px solid #bbb;padding:.15em 0}"
    "tr:nth-child(even) td{background:none}td{border:none;padding:.05em .3em}"
    "tr::after{content:'';order:1;flex-basis:100%}td.s{order:2;font-size:.85em;color:#333}"
    "td.s::before{content:attr(data-h) ' ';color:#777}td.s:empty{display:none}}\n"
    // Printed: black on white, no shading, a section (one result slip, one list) never split
    // across pages, header rows repeated on every page of a long list.
    "@media print{body{margin:0;font-size:10pt}th{background:none}tr:nth-child(even) td{background:none}"
    "th,td{border-color:#000}section{break-inside:avoid;page-break-inside:avoid}thead{display:table-header-group}"
    "tr{break-inside:avoid}}\n";

// Diagrams side by side, a few to a printed row, each kept whole with its caption; in a page's
// head only when it has figures, so the pages without are as they always were.
const char *kFigureStyle =
    "div.figures{display:flex;flex-wrap:wrap;gap:1em}figure.diagram{margin:0;break-inside:avoid;page-break-inside:avoid}"
    "figure.diagram svg{width:16em;height:auto;display:block}figcaption{font-size:.85em;max-width:18em}\n";

const std::string kHtmlHead = std::string("<!DOCTYPE html>\n<html lang=\"%LANG%\">\n<head>\n<meta charset=\"utf-8\">\n"
                                          "<title>%TITLE%</title>\n<style>\n") +
    kHtmlStyle + "%FIGURES%</style>\n</head>\n<body>\n";

// A spreadsheet reads "1.5", not "1½": numeric cells lose the vulgar fraction in CSV.
std::string csv_number(std::string cell) {
    static const std::string half = "\xc2\xbd";
    if (cell.size() < half.size() || cell.compare(cell.size() - half.size(), half.size(), half) != 0) return cell;
    cell.resize(cell.size() - half.size());
    return (cell.empty() ? "0" : cell) + ".5";
}

// The page's lang is its tables' language (render_all); names and places in Cyrillic are marked as
// Russian, the language of the events that write them (Russian draughts federations), so
// screen readers and hyphenation read them right.
std::string lang(const std::string &s) {
    for (size_t i = 0; i + 1 < s.size(); ++i) {
        const auto b = static_cast<unsigned char>(s[i]);
        if (b >= 0xD0 && b <= 0xD3) return " lang=\"ru\""; // UTF-8 lead bytes of U+0400-U+04FF
    }
    return "";
}

// A cell's text for HTML, each blank-separated part with an address in Table::links made a link
// to it; the whole text one link when it has one address and several parts.
std::string linked_cell(const Table &t, size_t row, size_t column) {
    const std::string &text = t.rows[row][column];
    const auto found = t.links.find({row, column});
    if (found == t.links.end() || text.empty()) return html_escape(text);
    const std::vector<std::string> &to = found->second;
    const auto a = [](const std::string &href, const std::string &part) {
        return href.empty() ? html_escape(part) : "<a href=\"" + html_escape(href) + "\">" + html_escape(part) + "</a>";
    };
    std::vector<std::string> parts;
    for (size_t from = 0;;) {
        const size_t blank = text.find(' ', from);
        parts.push_back(text.substr(from, blank == std::string::npos ? std::string::npos : blank - from));
        if (blank == std::string::npos) break;
        from = blank + 1;
    }
    if (parts.size() != to.size()) return to.size() == 1 ? a(to.front(), text) : html_escape(text);
    std::string o;
    for (size_t i = 0; i < parts.size(); ++i) o += (i ? " " : "") + a(to[i], parts[i]);
    return o;
}

} // namespace

std::string html_escape(const std::string &s) {
    std::string o;
    for (char c : s) {
        switch (c) {
        case '&': o += "&amp;"; break;
        case '<': o += "&lt;"; break;
        case '>': o += "&gt;"; break;
        case '"': o += "&quot;"; break;
        default: o += c;
        }
    }
    return o;
}

std::string html_section(const Table &t) {
    std::string o = "<section>\n<h1" + lang(t.title) + ">" + html_escape(t.title) + "</h1>\n";
    for (const std::string &s : t.subtitle) o += "<p class=\"sub\"" + lang(s) + ">" + html_escape(s) + "</p>\n";
    o += "<table>\n<thead><tr>";
    auto secondary = [&](size_t c) { return c < t.secondary.size() && t.secondary[c]; };
    for (size_t c = 0; c < t.header.size(); ++c)
        o += std::string(secondary(c) ? "<th class=\"s\">" : "<th>") + html_escape(t.header[c]) + "</th>";
    o += "</tr></thead>\n<tbody>\n";
    for (const auto &row : t.rows) {
        o += "<tr>";
        for (size_t c = 0; c < row.size(); ++c) {
            const bool num = c < t.numeric.size() && t.numeric[c];
            const bool fold = secondary(c) && c < t.header.size();
            const std::string cls = num && fold ? "<td class=\"n s\""
                : num                           ? "<td class=\"n\""
                : fold                          ? "<td class=\"s\""
                                                : "<td";
            // A folded cell names itself on a phone: its head.
            o += cls + (fold ? " data-h=\"" + html_escape(t.header[c]) + "\"" : std::string()) + lang(row[c]) + ">" +
                linked_cell(t, size_t(&row - t.rows.data()), c) + "</td>";
        }
        o += "</tr>\n";
    }
    o += "</tbody>\n</table>\n";
    if (!t.notes.empty()) {
        o += "<ul class=\"legend\">\n";
        for (const std::string &n : t.notes) o += "<li" + lang(n) + ">" + html_escape(n) + "</li>\n";
        o += "</ul>\n";
    }
    if (!t.figures.empty()) {
        o += "<div class=\"figures\">\n";
        for (const Figure &f : t.figures)
            o += "<figure class=\"diagram\">" + f.svg + "<figcaption" + lang(f.caption) + ">" + html_escape(f.caption) +
                "</figcaption></figure>\n";
        o += "</div>\n";
    }
    return o + "</section>\n";
}

std::string html_style() { return std::string(kHtmlStyle) + kFigureStyle; }

bool parse_format(const std::string &s, Format &out) {
    if (s == "text" || s == "txt")
        out = Format::Text;
    else if (s == "csv")
        out = Format::Csv;
    else if (s == "html")
        out = Format::Html;
    else
        return false;
    return true;
}

std::string render_text(const Table &t) {
    std::vector<size_t> w(t.header.size(), 0);
    for (size_t c = 0; c < t.header.size(); ++c) w[c] = width(t.header[c]);
    for (const auto &row : t.rows)
        for (size_t c = 0; c < row.size() && c < w.size(); ++c) w[c] = std::max(w[c], width(row[c]));
    auto line = [&](const std::vector<std::string> &cells) {
        std::string s;
        for (size_t c = 0; c < w.size(); ++c) {
            const bool num = c < t.numeric.size() && t.numeric[c];
            s += (c ? "  " : "") + pad(c < cells.size() ? cells[c] : "", w[c], num);
        }
        while (!s.empty() && s.back() == ' ') s.pop_back();
        return s + "\n";
    };
    std::string o;
    if (!t.title.empty()) o += t.title + "\n";
    for (const std::string &s : t.subtitle) o += s + "\n";
    if (!t.title.empty() || !t.subtitle.empty()) o += "\n";
    o += line(t.header);
    size_t total = 0;
    for (size_t c = 0; c < w.size(); ++c) total += w[c] + (c ? 2 : 0);
    o += std::string(total, '-') + "\n";
    for (const auto &row : t.rows) o += line(row);
    if (!t.notes.empty()) {
        o += "\n";
        for (const std::string &n : t.notes) o += n + "\n";
    }
    return o;
}

// RFC 4180, or with `separator` ';' and a decimal comma (a Russian spreadsheet's locale).
std::string csv_of(const Table &t, char separator) {
    auto line = [&t, separator](const std::vector<std::string> &cells, bool body) {
        std::string s;
        for (size_t c = 0; c < cells.size(); ++c) {
            const bool number = body && c < t.numeric.size() && t.numeric[c];
            std::string cell = number ? csv_number(cells[c]) : cells[c];
            if (number && separator == ';') std::replace(cell.begin(), cell.end(), '.', ',');
            s += (c ? std::string(1, separator) : std::string()) + csv_field(cell, separator);
        }
        return s + "\r\n";
    };
    std::string o = line(t.header, false);
    for (const auto &row : t.rows) o += line(row, true);
    return o;
}

std::string render_csv(const Table &t) { return csv_of(t, ','); }

std::string render_spreadsheet_csv(const std::vector<Table> &tables, bool semicolon_locale) {
    std::string o = "\xEF\xBB\xBF";
    for (size_t i = 0; i < tables.size(); ++i) o += (i ? "\r\n" : "") + csv_of(tables[i], semicolon_locale ? ';' : ',');
    return o;
}

std::string render_html(const Table &t) { return render_all({t}, Format::Html); }

std::string render(const Table &t, Format f) {
    switch (f) {
    case Format::Text: return render_text(t);
    case Format::Csv: return render_csv(t);
    case Format::Html: return render_html(t);
    }
    return render_text(t);
}

std::string render_all(const std::vector<Table> &tables, Format f, const std::string &language) {
    if (f != Format::Html) {
        std::string o;
        for (size_t i = 0; i < tables.size(); ++i) o += (i ? "\n" : "") + render(tables[i], f);
        return o;
    }
    std::string head = kHtmlHead;
    const std::string title = tables.empty() ? "Damka" : html_escape(tables.front().title);
    head.replace(head.find("%TITLE%"), 7, title);
    head.replace(head.find("%LANG%"), 6, html_escape(language));
    const bool figures = std::any_of(tables.begin(), tables.end(), [](const Table &t) { return !t.figures.empty(); });
    head.replace(head.find("%FIGURES%"), 9, figures ? kFigureStyle : "");
    std::string o = head;
    for (const Table &t : tables) o += html_section(t);
    return o + "</body>\n</html>\n";
}

} // namespace damka::reports
