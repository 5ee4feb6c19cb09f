// Shared helpers of the Multiphase plugin tests: every test goes through the C ABI
// (damka_core), exactly as the host uses the plugin; the reference side reads the plugin only
// through its board description and its move notations.
#pragma once

#include "tests/support/plugin_fixture.hpp"
#include "reference_multiphase.hpp"

#include <gtest/gtest.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <string>

namespace multiphase_test {

inline const damka::Variant &variant() {
    return damka::testing::plugin_variant("libdamka_multiphase.so", "multiphase");
}
inline damka::Game game(std::string_view setup = {}) { return damka::testing::new_game(variant(), setup); }
using damka::testing::notations;
using damka::testing::play;

// The plugin's board and phase state, as the reference holds them (history aside).
struct Seen {
    std::string board;
    int phase, first, to_move, wins0, wins1, drawn, extra, phase_plies;
    bool operator==(const Seen &) const = default;
};

inline Seen seen(const damka::Game &g) {
    const QJsonObject b = QJsonDocument::fromJson(QByteArray::fromStdString(g.board_json())).object();
    Seen s{std::string(121, '.'), 0, 0, 0, 0, 0, 0, 0, 0};
    for (const QJsonValue &sq : b.value(QStringLiteral("squares")).toArray()) {
        const QJsonArray pieces = sq.toObject().value(QStringLiteral("pieces")).toArray();
        if (!pieces.isEmpty())
            s.board[size_t(sq.toObject().value(QStringLiteral("index")).toInt())] =
                pieces.at(0).toObject().value(QStringLiteral("side")).toInt() == 0 ? 'b' : 'r';
    }
    s.phase = b.value(QStringLiteral("phase_number")).toInt();
    s.first = b.value(QStringLiteral("first")).toInt();
    s.to_move = b.value(QStringLiteral("side_to_move")).toInt();
    s.wins0 = b.value(QStringLiteral("score")).toArray().at(0).toInt();
    s.wins1 = b.value(QStringLiteral("score")).toArray().at(1).toInt();
    s.drawn = b.value(QStringLiteral("drawn")).toInt();
    s.extra = b.value(QStringLiteral("extra_move")).toInt();
    s.phase_plies = b.value(QStringLiteral("phase_plies")).toInt();
    return s;
}

inline Seen seen(const multiphase_ref::Game &r) {
    return {r.board, r.phase, r.first, r.to_move, r.wins[0], r.wins[1], r.drawn, r.extra ? 1 : 0, r.phase_plies};
}

// The phase state in one line: "phase 2 first 1 to move 1 score 0:1 drawn 0 extra 0".
inline std::string phase_line(const Seen &s) {
    return "phase " + std::to_string(s.phase) + " first " + std::to_string(s.first) + " to move " +
        std::to_string(s.to_move) + " score " + std::to_string(s.wins0) + ":" + std::to_string(s.wins1) + " drawn " +
        std::to_string(s.drawn) + " extra " + std::to_string(s.extra);
}
inline std::string phase_line(const damka::Game &g) { return phase_line(seen(g)); }

inline std::string describe(const Seen &s) {
    return phase_line(s) + " plies " + std::to_string(s.phase_plies) + " board " + s.board;
}

// A board string as the set-up's piece lists: "blue: a1, ...; red: ...".
inline std::string piece_lists(const std::string &board) {
    std::string lists[2];
    for (int i = 0; i < 121; ++i)
        if (board[size_t(i)] != '.') {
            std::string &l = lists[board[size_t(i)] == 'b' ? 0 : 1];
            l += (l.empty() ? "" : ", ") + multiphase_ref::square(i % 11, i / 11);
        }
    return "blue: " + lists[0] + "; red: " + lists[1];
}

// A board from "blue" and "red" square lists written as text: "a1 b1 c1".
inline std::string board_of(const std::string &blue, const std::string &red) {
    std::string b(121, '.');
    auto put = [&](const std::string &list, char c) {
        size_t i = 0;
        while (i < list.size()) {
            const size_t j = list.find(' ', i);
            const std::string name = list.substr(i, j == std::string::npos ? std::string::npos : j - i);
            if (!name.empty()) b[size_t((std::stoi(name.substr(1)) - 1) * 11 + (name[0] - 'a'))] = c;
            if (j == std::string::npos) break;
            i = j + 1;
        }
    };
    put(blue, 'b');
    put(red, 'r');
    return b;
}

} // namespace multiphase_test
