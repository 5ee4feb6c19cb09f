// The slots of file_slots.hpp: kFileSlotsPerSize Rules objects per board size, each with its
// size known when the plugin is built (board_size, draughts_rules.hpp) and its other settings
// read from a rules file at load.
#include "file_slots.hpp"

#include <algorithm>
#include <utility>

namespace damka::draughts {

template <int N, int K>
Rules file_rules{};

// Declared before game.hpp instantiates anything over a slot.
#define DAMKA_FILE_SLOTS(N)                                                                                            \
    template <>                                                                                                        \
    inline constexpr int board_size<file_rules<N, 0>> = N;                                                             \
    template <>                                                                                                        \
    inline constexpr int board_size<file_rules<N, 1>> = N;                                                             \
    template <>                                                                                                        \
    inline constexpr int board_size<file_rules<N, 2>> = N;                                                             \
    template <>                                                                                                        \
    inline constexpr int board_size<file_rules<N, 3>> = N;
DAMKA_FILE_SLOTS(8)
DAMKA_FILE_SLOTS(10)
DAMKA_FILE_SLOTS(12)
#undef DAMKA_FILE_SLOTS
static_assert(kFileSlotsPerSize == 4, "DAMKA_FILE_SLOTS lists four slots per size");

} // namespace damka::draughts

#include "game.hpp"

namespace damka::draughts {
namespace {

template <int N, int K>
SlotGame slot_game() {
    return {&DraughtsGame<file_rules<N, K>>::create, &DraughtsGame<file_rules<N, K>>::from_pieces};
}

struct Slot {
    int size;
    Rules *rules;
    SlotGame game;
    bool taken = false;
};

template <int N, int... K>
void add_slots(std::vector<Slot> &out, std::integer_sequence<int, K...>) {
    (out.push_back({N, &file_rules<N, K>, slot_game<N, K>()}), ...);
}

std::vector<Slot> &slots() {
    static std::vector<Slot> all = [] {
        std::vector<Slot> v;
        const auto each = std::make_integer_sequence<int, kFileSlotsPerSize>();
        add_slots<8>(v, each);
        add_slots<10>(v, each);
        add_slots<12>(v, each);
        return v;
    }();
    return all;
}

} // namespace

int free_slots(int size) {
    return int(
        std::count_if(slots().begin(), slots().end(), [&](const Slot &s) { return !s.taken && s.size == size; }));
}

std::optional<SlotGame> take_slot(const Rules &rules) {
    for (Slot &s : slots())
        if (!s.taken && s.size == rules.size) {
            *s.rules = rules;
            s.taken = true;
            return s.game;
        }
    return std::nullopt;
}

} // namespace damka::draughts
