#include "board_view.hpp"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cctype>

namespace damka::arbiter {

Expected<int> BoardView::square(const std::string &n) const {
    if (auto it = index_of.find(n); it != index_of.end()) return it->second;
    const std::string example = index_of.empty() ? std::string() : " (e.g. " + index_of.begin()->first + ")";
    return Error{"'" + n + "' is not a square of this board" + example};
}

namespace {

bool letter_and_digits(const std::string &w) {
    if (w.size() < 2 || w[0] < 'a' || w[0] > 'z') return false;
    for (size_t i = 1; i < w.size(); ++i)
        if (w[i] < '0' || w[i] > '9') return false;
    return true;
}

} // namespace

std::optional<Error> BoardView::unknown_square_in(const std::string &notation) const {
    // Only boards whose squares are all named so: elsewhere such a word may mean something else.
    if (index_of.empty()) return std::nullopt;
    for (const auto &[n, i] : index_of)
        if (!letter_and_digits(n)) return std::nullopt;
    std::string word;
    for (size_t k = 0; k <= notation.size(); ++k) {
        const char c = k < notation.size() ? notation[k] : ' ';
        if (std::isalnum(static_cast<unsigned char>(c))) {
            word += c;
            continue;
        }
        if (letter_and_digits(word))
            if (Expected<int> sq = square(word); !sq) return Error{sq.error()};
        word.clear();
    }
    return std::nullopt;
}

std::string BoardView::name(int index) const {
    auto it = name_of.find(index);
    return it == name_of.end() ? "#" + std::to_string(index) : it->second;
}

int BoardView::owner(int index) const {
    auto it = pieces.find(index);
    return it == pieces.end() || it->second.empty() ? -1 : it->second.back().side;
}

int BoardView::stack_size(int index) const {
    auto it = pieces.find(index);
    return it == pieces.end() ? 0 : int(it->second.size());
}

Expected<BoardView> read_board(const std::string &board_json) {
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(board_json), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return Error{"the plugin's board description is not a JSON object"};
    BoardView b;
    for (const QJsonValue &sq : doc.object().value(QStringLiteral("squares")).toArray()) {
        const QJsonObject o = sq.toObject();
        const int index = o.value(QStringLiteral("index")).toInt(-1);
        const std::string name = o.value(QStringLiteral("name")).toString().toStdString();
        b.index_of[name] = index;
        b.name_of[index] = name;
        for (const QJsonValue &p : o.value(QStringLiteral("pieces")).toArray())
            b.pieces[index].push_back({p.toObject().value(QStringLiteral("side")).toInt(-1),
                                       p.toObject().value(QStringLiteral("label")).toString().toStdString()});
    }
    return b;
}

} // namespace damka::arbiter
