// One table, three renderings: aligned text for the terminal, CSV (RFC 4180) and a
// self-contained HTML page. Every report builds a Table and picks a format.
#pragma once

#include <map>
#include <string>
#include <utility>
#include <vector>

namespace damka::reports {

enum class Format { Text, Csv, Html };
// "text", "csv", "html"; false when unknown.
bool parse_format(const std::string &s, Format &out);

// A drawing under a table in HTML (a game's final position on a player card); text and CSV
// leave it out.
struct Figure {
    std::string caption;
    std::string svg; // a standalone <svg> element (host/diagram)
};

struct Table {
    std::string title; // caption / <h1>
    std::vector<std::string> subtitle; // lines under the title (event, place, dates)
    std::vector<std::string> header;
    std::vector<bool> numeric; // right-aligned columns (same size as header)
    // Columns a phone folds under the row in HTML, each cell named by its head, so that rank,
    // name and points stand on the first line and nothing needs sideways scrolling (same size
    // as header, or empty: none); printed and on a wide screen the table is as it was.
    std::vector<bool> secondary;
    std::vector<std::vector<std::string>> rows;
    std::vector<std::string> notes; // legend lines under the table
    // HTML only: cells that link to a page (a game's, from the server's pages), by (row, column),
    // one address per blank-separated part of the cell ("1 ½", a double round robin's two
    // games), "" for a part without one. Text and CSV leave them out.
    std::map<std::pair<size_t, size_t>, std::vector<std::string>> links;
    std::vector<Figure> figures; // HTML only, after the legend
};

std::string render(const Table &t, Format f);
std::string render_text(const Table &t);
std::string render_csv(const Table &t);
// CSV for a spreadsheet opened by a double click: a UTF-8 byte order mark (Excel reads a file
// without one in the ANSI code page), and for a locale whose list separator is ';' and decimal
// mark ',' (Russian) those, so "1,5" reads as a number; tables one after the other as
// render_all's CSV.
std::string render_spreadsheet_csv(const std::vector<Table> &tables, bool semicolon_locale);
std::string render_html(const Table &t);
// The pieces of render_html's page, for pages with a frame of their own (server/ pages):
// text escaped for HTML, one table as a <section> (title, table, legend), the stylesheet
// (screen and print).
std::string html_escape(const std::string &s);
std::string html_section(const Table &t);
std::string html_style();
// Several tables in one document (an HTML page with one section each, <html lang> the
// tables' language: "en", "ru").
std::string render_all(const std::vector<Table> &tables, Format f, const std::string &language = "en");

} // namespace damka::reports
