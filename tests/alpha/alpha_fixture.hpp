// Shared helpers of the Alpha plugin tests: every test goes through the C ABI (damka_core),
// exactly as the host uses the plugin; the reference side reads the plugin only through its
// board description and its move records.
#pragma once

#include "tests/support/plugin_fixture.hpp"
#include "reference_alpha.hpp"

#include <gtest/gtest.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cctype>
#include <string>

namespace alpha_test {

inline const damka::Variant &variant() { return damka::testing::plugin_variant("libdamka_alpha.so", "alpha"); }
inline damka::Game game(std::string_view setup = {}) { return damka::testing::new_game(variant(), setup); }
using damka::testing::notations;
using damka::testing::play;

inline std::string name_of(int32_t index) { return {char('a' + index % 8), char('1' + index / 8)}; }

// The plugin's position read from its board description (stacks, reserves, side to move).
inline alpha_ref::Position board_of(const damka::Game &g) {
    const QJsonObject b = QJsonDocument::fromJson(QByteArray::fromStdString(g.board_json())).object();
    alpha_ref::Position p;
    for (const QJsonValue &s : b.value(QStringLiteral("squares")).toArray()) {
        const QJsonArray pieces = s.toObject().value(QStringLiteral("pieces")).toArray();
        if (pieces.isEmpty()) continue;
        const char side = pieces.at(0).toObject().value(QStringLiteral("side")).toInt() == 0 ? 'w' : 'b';
        for (const QJsonValue &piece : pieces)
            EXPECT_EQ(piece.toObject().value(QStringLiteral("side")).toInt() == 0 ? 'w' : 'b', side) << "a mixed stack";
        p.stacks[s.toObject().value(QStringLiteral("name")).toString().toStdString()] = {side, int(pieces.size())};
    }
    const QJsonArray r = b.value(QStringLiteral("reserves")).toArray();
    p.reserve = {r.at(0).toInt(), r.at(1).toInt()};
    p.to_move = b.value(QStringLiteral("side_to_move")).toInt() == 0 ? 'w' : 'b';
    return p;
}

inline bool same(const alpha_ref::Position &a, const alpha_ref::Position &b) {
    return a.stacks == b.stacks && a.reserve == b.reserve && a.to_move == b.to_move;
}

// The plugin's move as the reference writes it; `before` is the position it is played from
// (a move without a count prefix lifts the whole stack).
inline alpha_ref::Move ref_move(const damka::MoveRecord &m, const alpha_ref::Position &before) {
    if (m.flags & DAMKA_MOVE_PASS) return {"pass", 0, ""};
    if (m.flags & DAMKA_MOVE_DROP) return {"@", 1, name_of(m.to)};
    const std::string from = name_of(m.from);
    const bool prefix = std::isdigit(static_cast<unsigned char>(m.notation[0]));
    const int count = prefix ? m.notation[0] - '0' : before.stacks.at(from).height;
    return {from, count, (m.flags & DAMKA_MOVE_REMOVAL) ? std::string("off") : name_of(m.to)};
}

} // namespace alpha_test
