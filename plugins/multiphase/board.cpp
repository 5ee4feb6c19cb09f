#include "board.hpp"

#include <cctype>
#include <functional>

namespace damka::multiphase {

int neighbour(int square, int dx, int dy) {
    const int x = file_of(square) + dx;
    const int y = rank_of(square) + dy;
    return x < 0 || y < 0 || x >= kSize || y >= kSize ? -1 : y * kSize + x;
}

std::string square_name(int square) { return char('a' + file_of(square)) + std::to_string(rank_of(square) + 1); }

int parse_square(std::string_view name) {
    if (name.size() < 2 || name.size() > 3) return -1;
    const int file = std::tolower(static_cast<unsigned char>(name[0])) - 'a';
    if (file < 0 || file >= kSize) return -1;
    int rank = 0;
    for (char c : name.substr(1)) {
        if (c < '0' || c > '9') return -1;
        rank = rank * 10 + (c - '0');
    }
    if (name[1] == '0' || rank < 1 || rank > kSize) return -1;
    return (rank - 1) * kSize + file;
}

uint64_t placement_hash(const Placement &p) {
    const std::hash<Squares> h;
    return h(p.colour[0]) * 0x9e3779b97f4a7c15ull ^ h(p.colour[1]);
}

} // namespace damka::multiphase
