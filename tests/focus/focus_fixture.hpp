// Shared helpers of the Focus plugin tests: every test goes through the C ABI (damka_core),
// exactly as the host uses the plugin; the reference side reads the plugin only through its
// board description.
#pragma once

#include "tests/support/plugin_fixture.hpp"
#include "reference_focus.hpp"

#include <gtest/gtest.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace focus_test {

inline const damka::Variant &variant(const std::string &id) {
    return damka::testing::plugin_variant("libdamka_focus.so", id);
}
inline damka::Game game(const std::string &id, std::string_view setup = {}) {
    return damka::testing::new_game(variant(id), setup);
}
using damka::testing::notations;
using damka::testing::play;

inline std::string name_of(int32_t index) { return {char('a' + index % 8), char('1' + index / 8)}; }
inline int32_t sq(const char *name) { return (name[1] - '1') * 8 + (name[0] - 'a'); }

// The plugin's move as the reference writes it: (origin or "@", pieces lifted, destination).
// The lifted count is the number of steps of the record's path.
inline focus_ref::Move ref_move(const damka::MoveRecord &m) {
    if (m.from < 0) return {"@", 1, name_of(m.to)};
    return {name_of(m.from), int(m.path.size()) - 1, name_of(m.to)};
}

// The plugin's position read from its board description (stacks, reserves, side to move).
inline focus_ref::Position board_of(const damka::Game &g, bool sackson = false) {
    const QJsonObject b = QJsonDocument::fromJson(QByteArray::fromStdString(g.board_json())).object();
    focus_ref::Position p;
    for (const QJsonValue &s : b.value(QStringLiteral("squares")).toArray()) {
        std::string stack;
        for (const QJsonValue &piece : s.toObject().value(QStringLiteral("pieces")).toArray())
            stack += piece.toObject().value(QStringLiteral("side")).toInt() == 0 ? 'w' : 'b';
        if (!stack.empty()) p.stacks[s.toObject().value(QStringLiteral("name")).toString().toStdString()] = stack;
    }
    const QJsonArray r = b.value(QStringLiteral("reserves")).toArray();
    p.reserve[0] = r.at(0).toInt();
    p.reserve[1] = r.at(1).toInt();
    p.to_move = b.value(QStringLiteral("side_to_move")).toInt() == 0 ? 'w' : 'b';
    p.sackson = sackson;
    return p;
}

inline bool same(const focus_ref::Position &a, const focus_ref::Position &b) {
    return a.stacks == b.stacks && a.reserve[0] == b.reserve[0] && a.reserve[1] == b.reserve[1] &&
        a.to_move == b.to_move;
}

} // namespace focus_test
