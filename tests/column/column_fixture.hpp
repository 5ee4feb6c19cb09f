// Shared helpers of the column plugin tests: every test goes through the C ABI (damka_core),
// exactly as the host uses the plugin.
#pragma once

#include "plugin_registry.hpp"

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
    static damka::PluginRegistry *registry = [] {
        auto *r = new damka::PluginRegistry;
        r->load_file(std::string(DAMKA_TEST_PLUGIN_DIR) + "/libdamka_column.so");
        return r;
    }();
    const damka::Variant *v = registry->find(id);
    if (!v) throw std::runtime_error("variant " + id + " is not loaded from " DAMKA_TEST_PLUGIN_DIR);
    return *v;
}

inline damka::Game game(const std::string &id, std::string_view setup = {}) {
    damka::Expected<damka::Game> g = variant(id).new_game(setup);
    if (!g) throw std::runtime_error("set-up refused: " + g.error());
    return std::move(g).value();
}

inline std::set<std::string> notations(const damka::Game &g) {
    std::set<std::string> n;
    for (const damka::MoveRecord &m : g.legal_moves()) n.insert(m.notation);
    return n;
}

inline damka::MoveRecord play(damka::Game &g, std::string_view move) {
    damka::Expected<damka::MoveRecord> r = g.play(move);
    if (!r) throw std::runtime_error("move " + std::string(move) + " refused: " + r.error());
    return *r;
}

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
