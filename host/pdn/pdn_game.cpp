#include "pdn_game.hpp"

namespace damka::pdn {

bool Element::operator==(const Element &o) const {
    // `where` is left out on purpose: a game written and read back says the same thing.
    return kind == o.kind && text == o.text && strength == o.strength && number == o.number && ellipsis == o.ellipsis &&
        line == o.line;
}

Element Element::move(QString notation, int number, bool ellipsis) {
    Element e;
    e.kind = Kind::Move;
    e.text = std::move(notation);
    e.number = number;
    e.ellipsis = ellipsis;
    return e;
}

Element Element::comment(QString text) {
    Element e;
    e.kind = Kind::Comment;
    e.text = std::move(text);
    return e;
}

Element Element::nag(int code) {
    Element e;
    e.kind = Kind::Nag;
    e.number = code;
    return e;
}

Element Element::setup(QString fen) {
    Element e;
    e.kind = Kind::Setup;
    e.text = std::move(fen);
    return e;
}

Element Element::variation(std::vector<Element> line) {
    Element e;
    e.kind = Kind::Variation;
    e.line = std::move(line);
    return e;
}

namespace {
struct ResultCode {
    const char16_t *token;
    Result::Outcome outcome;
};
// PDN 3.0 "PDN Tags", Result tag: both result types. "½-½" is a draw in some older files.
constexpr ResultCode result_codes[] = {
    {u"1-0", Result::FirstWins}, {u"0-1", Result::SecondWins}, {u"1/2-1/2", Result::Draw},
    {u"2-0", Result::FirstWins}, {u"0-2", Result::SecondWins}, {u"1-1", Result::Draw},
    {u"0-0", Result::BothLose},  {u"*", Result::Unknown},      {u"\u00bd-\u00bd", Result::Draw}};
} // namespace

bool Result::is_result(QStringView token) {
    for (const ResultCode &c : result_codes)
        if (token == QStringView(c.token)) return true;
    return false;
}

Result::Outcome Result::outcome(QStringView token) {
    for (const ResultCode &c : result_codes)
        if (token == QStringView(c.token)) return c.outcome;
    return Unknown;
}

const Tag *GameRecord::find_tag(QStringView name) const {
    for (const Tag &t : tags)
        if (t.name == name) return &t;
    return nullptr;
}

QString GameRecord::tag(QStringView name) const {
    const Tag *t = find_tag(name);
    return t ? t->value : QString();
}

void GameRecord::set_tag(const QString &name, const QString &value) {
    for (Tag &t : tags)
        if (t.name == name) {
            t.value = value;
            return;
        }
    tags.push_back({name, value, {}});
}

namespace {
// The tag `name`, else the FID files' Italian tag `italian` (Campionato Assoluto 2005).
const Tag *tag_or_italian(const GameRecord &g, QStringView name, QStringView italian) {
    const Tag *t = g.find_tag(name);
    return t ? t : g.find_tag(italian);
}
QString value_of(const Tag *t) { return t ? t->value : QString(); }
} // namespace

QString GameRecord::white() const { return value_of(tag_or_italian(*this, u"White", u"Bianco")); }
QString GameRecord::black() const { return value_of(tag_or_italian(*this, u"Black", u"Nero")); }
QString GameRecord::event() const { return value_of(tag_or_italian(*this, u"Event", u"Dati")); }
const Tag *GameRecord::result_tag() const { return tag_or_italian(*this, u"Result", u"Risultato"); }

QString GameRecord::recorded_result() const {
    const QString r = value_of(result_tag()).trimmed();
    return r.isEmpty() ? result : r;
}

QString GameRecord::title() const {
    const QString white = this->white(), black = this->black(), event = this->event();
    auto name = [](const QString &n) { return n.isEmpty() ? QStringLiteral("?") : n; };
    QString s = white.isEmpty() && black.isEmpty() ? QStringLiteral("(no players)")
                                                   : name(white) + QStringLiteral(" - ") + name(black);
    if (!event.isEmpty()) s += QStringLiteral(" (") + event + QStringLiteral(")");
    return s;
}

bool GameRecord::operator==(const GameRecord &o) const {
    if (tags.size() != o.tags.size() || moves != o.moves || result != o.result) return false;
    for (size_t i = 0; i < tags.size(); ++i)
        if (tags[i].name != o.tags[i].name || tags[i].value != o.tags[i].value) return false;
    return true;
}

void number_moves(std::vector<Element> &line, int first_ply) {
    int ply = first_ply;
    bool interrupted = true; // the line starts: a second-side move needs "N..."
    for (Element &e : line) {
        switch (e.kind) {
        case Element::Kind::Move:
            if (ply % 2 == 0) {
                e.number = ply / 2 + 1;
                e.ellipsis = false;
            } else if (interrupted) {
                e.number = ply / 2 + 1;
                e.ellipsis = true;
            } else {
                e.number = 0;
                e.ellipsis = false;
            }
            ++ply;
            interrupted = false;
            break;
        case Element::Kind::Variation:
            // A variation replaces the move before it.
            number_moves(e.line, ply - 1);
            interrupted = true;
            break;
        case Element::Kind::Setup:
            // PDN 3.0 SETUP: a new position; its side to move is unknown here, keep parity.
        case Element::Kind::Comment: interrupted = true; break;
        case Element::Kind::Nag: // belongs to the move before it
            break;
        }
    }
}

void number_moves_by_side(std::vector<Element> &line, const std::vector<int> &movers) {
    int number = 0; // of the latest first-side move
    int before = -1; // the side of the move just before; -1 at the start or after a comment
    size_t k = 0;
    for (Element &e : line) {
        if (e.kind == Element::Kind::Nag) continue; // belongs to the move before it
        if (e.kind != Element::Kind::Move) {
            before = -1;
            continue;
        }
        const int side = k < movers.size() ? movers[k] : 0;
        ++k;
        if (side == 0 || number == 0) ++number;
        e.number = side == 0 || before != 0 ? number : 0;
        e.ellipsis = side != 0 && before != 0;
        before = side;
    }
}

std::vector<const Element *> main_line_moves(const GameRecord &game) {
    std::vector<const Element *> out;
    for (const Element &e : game.moves)
        if (e.kind == Element::Kind::Move) out.push_back(&e);
    return out;
}

} // namespace damka::pdn
