// Shared helpers of the column plugin tests: every test goes through the C ABI (damka_core),
// exactly as the host uses the plugin.
#pragma once

#include "tests/support/plugin_fixture.hpp"

#include <gtest/gtest.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace column_test {

inline const damka::Variant &variant(const std::string &id) {
    return damka::testing::plugin_variant("libdamka_column.so", id);
}
inline damka::Game game(const std::string &id, std::string_view setup = {}) {
    return damka::testing::new_game(variant(id), setup);
}
using damka::testing::notations;
using damka::testing::play;

// Board index of an algebraic square on a board `size` wide (index = y * size + x).
inline int32_t sq(const char *name, int size = 8) { return (name[1] - '1') * size + (name[0] - 'a'); }

// The pieces on a square, bottom to top, as "side:label" strings from the board description.
inline std::vector<std::string> stack(const damka::Game &g, const char *name) {
    const QJsonObject board = QJsonDocument::fromJson(QByteArray::fromStdString(g.board_json())).object();
    std::vector<std::string> out;
    for (const QJsonValue &s : board.value(QStringLiteral("squares")).toArray()) {
        if (s.toObject().value(QStringLiteral("name")).toString().toStdString() != name) continue;
        for (const QJsonValue &p : s.toObject().value(QStringLiteral("pieces")).toArray())
            out.push_back(std::to_string(p.toObject().value(QStringLiteral("side")).toInt()) + ":" +
                          p.toObject().value(QStringLiteral("label")).toString().toStdString());
    }
    return out;
}

} // namespace column_test
