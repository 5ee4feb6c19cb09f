// Reads an event back through `damka pairings|standings --format csv`, for the end-to-end
// tests that play rounds from the command line (SQLite file or PostgreSQL URL alike).
#pragma once

#include "damka_cli.hpp"

#include <algorithm>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace damka::testing {

// RFC 4180 rows without quoted commas (the test events have none in the cells read).
inline std::vector<std::vector<std::string>> csv_rows(const std::string &text) {
    std::vector<std::vector<std::string>> rows;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        std::vector<std::string> cells;
        std::istringstream l(line);
        for (std::string c; std::getline(l, c, ',');) cells.push_back(c);
        rows.push_back(cells);
    }
    return rows;
}

struct Board {
    int board, white, black; // a micro-match's games "1.1", "1.2" both give board 1
};

// The boards of the latest round from `damka pairings --format csv`.
inline std::vector<Board> boards(const std::string &db) {
    std::vector<Board> out;
    const auto rows = csv_rows(run_damka("pairings --db " + db + " --format csv").out);
    for (size_t i = 1; i < rows.size(); ++i)
        if (rows[i].size() >= 8 && !rows[i][0].empty())
            out.push_back({std::stoi(rows[i][0]), std::stoi(rows[i][1]), std::stoi(rows[i][6])});
    return out;
}

// Start number -> points from `damka standings --format csv` (halves written as .5).
inline std::map<int, double> scores(const std::string &db) {
    std::map<int, double> out;
    const auto rows = csv_rows(run_damka("standings --db " + db + " --format csv").out);
    if (rows.empty()) return out;
    // The Pts column by its head: the columns naming a player grew (issue 27: Title, Club).
    const auto pts = std::find(rows[0].begin(), rows[0].end(), "Pts");
    if (pts == rows[0].end()) return out;
    const size_t column = size_t(pts - rows[0].begin());
    for (size_t i = 1; i < rows.size(); ++i)
        if (rows[i].size() > column) out[std::stoi(rows[i][1])] = std::stod(rows[i][column]);
    return out;
}

} // namespace damka::testing
