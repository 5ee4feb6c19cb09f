#include "solver.hpp"

#include <algorithm>
#include <climits>
#include <stdexcept>
#include <unordered_map>

namespace damka::solver {
namespace {

struct NodeBudgetSpent {};

constexpr size_t kMaxEntries = 3'000'000; // transposition table entries kept at most

// A position after one move, with the variant's verdict on it.
struct Child {
    std::string notation;
    Game game;
    GameResult result;
};

class Search {
public:
    Search(int attacker, const Options &o) : attacker_(attacker), options_(o) {}

    uint64_t nodes() const { return nodes_; }

    // The game after move `m` from `g`, with the variant's verdict.
    Child expand(const Game &g, const MoveRecord &m) {
        if (options_.max_nodes && nodes_ >= options_.max_nodes) throw NodeBudgetSpent{};
        ++nodes_;
        Game next = g.clone();
        Expected<MoveRecord> played = next.play(m.notation);
        if (!played)
            throw std::runtime_error("the plugin refused its own legal move '" + m.notation + "' at " + g.position() +
                                     ": " + played.error());
        GameResult r = next.status();
        return {m.notation, std::move(next), std::move(r)};
    }

    // Every move from `g` with the game after it.
    std::vector<Child> children(const Game &g) {
        std::vector<Child> out;
        for (const MoveRecord &m : g.legal_moves()) out.push_back(expand(g, m));
        return out;
    }

    bool goal(const GameResult &r) const {
        return r.outcome == DAMKA_WIN && r.winner == attacker_ && r.points[attacker_] >= options_.min_points;
    }

    // Attacker to move in `g` (not finished): can it force a win within `n` of its moves?
    bool attacker_wins(const Game &g, int n) { return proven(g, n, true); }
    // Defender to move in `g` (not finished): does every reply lose within `n` attacker moves?
    bool defender_loses(const Game &g, int n) { return proven(g, n, false); }

    // The fewest attacker moves (1..limit) that win after the attacker played into `c`, or 0.
    int moves_to_win_after(const Child &c, int limit) {
        if (c.result.finished()) return goal(c.result) ? 1 : 0;
        for (int n = 2; n <= limit; ++n)
            if (defender_loses(c.game, n - 1)) return n;
        return 0;
    }

    // The fewest attacker moves (1..limit) that win after the defender played into `c`, or 0.
    int moves_to_win_from(const Child &c, int limit) {
        if (c.result.finished()) return goal(c.result) ? 0 : -1;
        for (int n = 1; n <= limit; ++n)
            if (attacker_wins(c.game, n)) return n;
        return -1;
    }

private:
    struct Entry {
        int win_at = INT_MAX; // smallest n proven to win
        int fail_at = 0; // largest n proven not to win
        std::string decisive; // the last winning move (attacker) or refutation (defender)
    };

    // OR over the attacker's moves, AND over the defender's. Moves are expanded one at a
    // time, the move that decided this position last time first, so a win or a refutation
    // found early spares expanding the rest.
    bool proven(const Game &g, int n, bool attacker_node) {
        // The table is only a cache: when it grows past a few hundred megabytes it starts over.
        if (table_.size() >= kMaxEntries) {
            table_.clear();
            ++clears_;
        }
        const std::string key = g.position();
        Entry *entry = &table_[key]; // stays valid until the table is cleared
        if (entry->win_at <= n) return true;
        if (entry->fail_at >= n) return false;
        const std::string first = entry->decisive;
        const uint64_t clears = clears_;
        std::vector<MoveRecord> moves = g.legal_moves();
        if (!first.empty())
            std::stable_partition(moves.begin(), moves.end(), [&](const MoveRecord &m) { return m.notation == first; });
        bool result = !attacker_node && !moves.empty();
        std::string decisive;
        for (const MoveRecord &m : moves) {
            const Child c = expand(g, m);
            bool good; // the attacker still wins within n after this move
            if (c.result.finished())
                good = goal(c.result);
            else if (attacker_node)
                good = n > 1 && proven(c.game, n - 1, false);
            else
                good = proven(c.game, n, true);
            if (good == attacker_node) { // a winning move, or a refutation
                result = attacker_node;
                decisive = m.notation;
                break;
            }
        }
        if (clears != clears_) entry = &table_[key]; // the recursion cleared the table
        Entry &stored = *entry;
        if (result)
            stored.win_at = std::min(stored.win_at, n);
        else
            stored.fail_at = std::max(stored.fail_at, n);
        if (!decisive.empty()) stored.decisive = std::move(decisive);
        return result;
    }

    int attacker_;
    Options options_;
    uint64_t nodes_ = 0;
    std::unordered_map<std::string, Entry> table_;
    uint64_t clears_ = 0; // how many times the table started over
};

// The main line of a proven win within `n` from attacker-to-move `g`: the attacker's fastest
// move, the defender's longest-lasting reply, and so on to the end of the game.
void main_line(Search &s, Game g, int n, Solution &out) {
    for (;;) {
        std::vector<Child> mine = s.children(g);
        int best = 0, best_n = INT_MAX;
        for (size_t i = 0; i < mine.size(); ++i) {
            const int k = s.moves_to_win_after(mine[i], n);
            if (k > 0 && k < best_n) best = int(i), best_n = k;
        }
        if (best_n == INT_MAX) throw std::logic_error("a proven win has no winning move");
        out.line.push_back(mine[best].notation);
        if (mine[best].result.finished()) {
            out.line_result = mine[best].result;
            return;
        }
        std::vector<Child> theirs = s.children(mine[best].game);
        int longest = 0, longest_n = -1;
        for (size_t i = 0; i < theirs.size(); ++i) {
            const int k = s.moves_to_win_from(theirs[i], best_n - 1);
            if (k > longest_n) longest = int(i), longest_n = k;
        }
        out.line.push_back(theirs[longest].notation);
        if (theirs[longest].result.finished()) {
            out.line_result = theirs[longest].result;
            return;
        }
        g = std::move(theirs[longest].game);
        n = longest_n;
    }
}

} // namespace

Solution solve(const Game &root, const Options &options) {
    Solution out;
    if (root.status().finished() || options.depth < 1) return out;
    Search s(root.side_to_move(), options);
    try {
        for (int n = 1; n <= options.depth && !out.win; ++n) {
            if (s.attacker_wins(root, n)) {
                out.win = true;
                out.moves = n;
            } else if (options.progress) {
                options.progress(root.side_to_move(), n, s.nodes());
            }
        }
        if (out.win) {
            main_line(s, root.clone(), out.moves, out);
            for (const Child &c : s.children(root))
                if (const int k = s.moves_to_win_after(c, options.depth)) out.winning_moves.push_back({c.notation, k});
        }
    } catch (const NodeBudgetSpent &) {
        out.stopped = true;
    }
    out.nodes = s.nodes();
    if (out.win || out.stopped) return out;
    // No win: is the root lost? The same search with the roles swapped, the root now being a
    // defender's node of the opponent.
    Options rest = options;
    if (rest.max_nodes) {
        if (out.nodes >= rest.max_nodes) {
            out.stopped = true;
            return out;
        }
        rest.max_nodes -= out.nodes;
    }
    Search opponent(1 - root.side_to_move(), rest);
    try {
        for (int n = 1; n <= options.depth && !out.lost_in; ++n) {
            if (opponent.defender_loses(root, n))
                out.lost_in = n;
            else if (options.progress)
                options.progress(1 - root.side_to_move(), n, out.nodes + opponent.nodes());
        }
    } catch (const NodeBudgetSpent &) {
        out.stopped = true;
    }
    out.nodes += opponent.nodes();
    return out;
}

} // namespace damka::solver
