#include "scheveningen.hpp"

#include <string_view>

namespace damka::pairing {
namespace {

// The Standard Scheveningen Tables, 1 to 7 boards as printed in the Wikipedia article
// "Scheveningen system" (after the US Chess Federation's Official Rules of Chess, 5th ed.,
// Just & Burg 2003, p. 308), 8 boards as printed by rimassoft.eu ("Scheveningen tables").
// "B2-A1": B's 2nd player has White against A's 1st. One string a round, board 1 first.
// tests/pairing/scheveningen_test.cpp checks that each is a Scheveningen schedule with
// balanced colours.
constexpr std::string_view kTables[kScheveningenMaxBoards][kScheveningenMaxBoards] = {
    {"A1-B1"},
    {"A1-B1 A2-B2", "B2-A1 B1-A2"},
    {"A1-B1 A2-B2 B3-A3", "B2-A1 A2-B3 B1-A3", "A1-B3 B1-A2 A3-B2"},
    {"A1-B1 A2-B2 B3-A3 B4-A4", "B2-A1 B1-A2 A3-B4 A4-B3", "A1-B3 A2-B4 B1-A3 B2-A4", "B4-A1 B3-A2 A3-B2 A4-B1"},
    {"A1-B1 A2-B2 A3-B3 B4-A4 B5-A5", "B2-A1 B3-A2 B4-A3 A4-B5 A5-B1", "A1-B3 A2-B4 B5-A3 B1-A4 A5-B2",
     "B4-A1 B5-A2 A3-B1 A4-B2 B3-A5", "A1-B5 B1-A2 B2-A3 A4-B3 A5-B4"},
    {"B1-A1 B5-A2 A3-B4 A4-B2 A5-B3 B6-A6", "B2-A1 A2-B1 B3-A3 B4-A4 A5-B6 A6-B5",
     "A1-B3 A2-B2 B1-A3 B6-A4 B5-A5 A6-B4", "A1-B4 B6-A2 A3-B5 A4-B1 B2-A5 B3-A6",
     "B5-A1 B4-A2 A3-B6 B3-A4 A5-B1 A6-B2", "A1-B6 A2-B3 B2-A3 A4-B5 B4-A5 B1-A6"},
    {"A1-B1 A2-B2 A3-B3 A4-B4 B5-A5 B6-A6 B7-A7", "B2-A1 B3-A2 B4-A3 A4-B5 A5-B6 A6-B7 B1-A7",
     "A1-B3 A2-B4 A3-B5 B6-A4 B7-A5 B1-A6 A7-B2", "B4-A1 B5-A2 A3-B6 A4-B7 A5-B1 B2-A6 B3-A7",
     "A1-B5 A2-B6 B7-A3 B1-A4 B2-A5 A6-B3 A7-B4", "B6-A1 A2-B7 A3-B1 A4-B2 B3-A5 B4-A6 B5-A7",
     "A1-B7 B1-A2 B2-A3 B3-A4 A5-B4 A6-B5 A7-B6"},
    {"A1-B1 A2-B2 A3-B3 A4-B4 B5-A5 B6-A6 B7-A7 B8-A8", "B2-A1 B3-A2 B4-A3 B1-A4 A5-B6 A6-B7 A7-B8 A8-B5",
     "A1-B3 A2-B4 A3-B1 A4-B2 B7-A5 B8-A6 B5-A7 B6-A8", "B4-A1 B1-A2 B2-A3 B3-A4 A5-B8 A6-B5 A7-B6 A8-B7",
     "A1-B5 A2-B6 A3-B7 A4-B8 B1-A5 B2-A6 B3-A7 B4-A8", "B6-A1 B7-A2 B8-A3 B5-A4 A5-B2 A6-B3 A7-B4 A8-B1",
     "A1-B7 A2-B8 A3-B5 A4-B6 B3-A5 B4-A6 B1-A7 B2-A8", "B8-A1 B5-A2 B6-A3 B7-A4 A5-B4 A6-B1 A7-B2 A8-B3"},
};

} // namespace

std::vector<ScheveningenGame> scheveningen_table_round(int boards, int round) {
    if (boards < 1 || boards > kScheveningenMaxBoards || round < 1 || round > 2 * boards) return {};
    const bool reversed = round > boards; // the double Scheveningen's second cycle
    std::string_view row = kTables[boards - 1][(round - 1) % boards];
    std::vector<ScheveningenGame> out;
    // "Xn-Ym" games separated by blanks; players are 1..8, one digit each.
    for (size_t at = 0; at + 5 <= row.size(); at += 6) {
        const bool a_first = row[at] == 'A';
        const int first = row[at + 1] - '0', second = row[at + 4] - '0';
        out.push_back({a_first ? first : second, a_first ? second : first, a_first != reversed});
    }
    return out;
}

} // namespace damka::pairing
