// Shared helpers of the Gamma plugin tests: every test goes through the C ABI (damka_core),
// exactly as the host uses the plugin; the reference side reads the plugin only through its
// board description and its move records.
#pragma once

#include "tests/support/plugin_fixture.hpp"
#include "reference_gamma.hpp"

#include <gtest/gtest.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cctype>
#include <string>

namespace gamma_test {

inline const damka::Variant &variant() { return damka::testing::plugin_variant("libdamka_gamma.so", "gamma"); }
inline damka::Game game(std::string_view setup = {}) { return damka::testing::new_game(variant(), setup); }
using damka::testing::notations;
using damka::testing::play;

inline std::string name_of(int32_t index) {
    return std::string(1, char('a' + index % 10)) + std::to_string(index / 10 + 1);
}

// The plugin's position read from its board description.
inline gamma_ref::Position board_of(const damka::Game &g) {
    const QJsonObject b = QJsonDocument::fromJson(QByteArray::fromStdString(g.board_json())).object();
    gamma_ref::Position p;
    for (const QJsonValue &s : b.value(QStringLiteral("squares")).toArray()) {
        gamma_ref::Stack st;
        for (const QJsonValue &piece : s.toObject().value(QStringLiteral("pieces")).toArray())
            st.push_back({piece.toObject().value(QStringLiteral("side")).toInt() == 0 ? 'w' : 'b',
                          piece.toObject().value(QStringLiteral("label")).toString().toInt()});
        if (!st.empty()) p.stacks[s.toObject().value(QStringLiteral("name")).toString().toStdString()] = st;
    }
    for (int side = 0; side < 2; ++side) {
        for (QChar c : b.value(QStringLiteral("hands")).toArray().at(side).toString())
            p.hand[size_t(side)].insert(c.digitValue());
        for (QChar c : b.value(QStringLiteral("reserves")).toArray().at(side).toString())
            p.reserve[size_t(side)].insert(c.digitValue());
    }
    p.to_move = b.value(QStringLiteral("side_to_move")).toInt() == 0 ? 'w' : 'b';
    return p;
}

inline bool same(const gamma_ref::Position &a, const gamma_ref::Position &b) {
    return a.stacks == b.stacks && a.hand == b.hand && a.reserve == b.reserve && a.to_move == b.to_move;
}

// The plugin's move as the reference writes it; `before` is the position it is played from.
inline gamma_ref::Move ref_move(const damka::MoveRecord &m, const gamma_ref::Position &before) {
    if (m.flags & DAMKA_MOVE_DROP) return {'P', "", 1, name_of(m.to), m.notation[0] - '0'};
    if (m.notation[0] == 'x') return {'X', name_of(m.from), 0, "", 0};
    const gamma_ref::Stack &st = before.stacks.at(name_of(m.from));
    const bool top = m.notation[0] == '1' && std::isalpha(static_cast<unsigned char>(m.notation[1]));
    return {'M', name_of(m.from), top ? 1 : int(st.size()), name_of(m.to), st.back().second};
}

} // namespace gamma_test
