// Draughts variants as a rules file (README.md "Rules files"): each section "[id]" is a new
// variant "as variant X, but ..." — a built-in (or earlier) variant's settings changed line by
// line. Reading checks every line; the first fault refuses the whole file, naming its line.
#pragma once

#include "draughts_rules.hpp"

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace damka::draughts {

// A variant's names in one language other than English ("name.ru", "sides.ru", "pieces.ru").
struct FileNames {
    std::string language;
    std::string name;
    std::array<std::string, 2> sides; // empty: the language's defaults (ru), else the English ones
    std::array<std::string, 2> pieces; // "man", "king" in the language; empty: not named
};

struct FileVariant {
    std::string id;
    int line = 0; // the line of its "[id]"
    Rules rules{}; // `draws` points at `draws` below only once the variant is stored (plugin.cpp)
    DrawRules draws{};
    std::string draws_body; // draws.body's text
    std::string draws_kings_only_name; // draws.kings_only_name's text
    std::string name; // English
    std::array<std::string, 2> sides; // English, the first player first
    std::vector<FileNames> names;
    uint32_t pdn_gametype = 0;
    bool fsr_rulebook = false; // "rulebook = fsr": the Russian federation's competition rules
};

// A variant a section may name as its base: a built-in's settings, or an earlier section's (a
// rulebook is never inherited: a file names its own).
struct BaseVariant {
    const Rules *rules;
    const DrawRules *draws;
    std::string_view draws_body, draws_kings_only_name;
};
using FindBase = std::function<std::optional<BaseVariant>(std::string_view id)>;

class RulesFileError : public std::runtime_error {
public:
    RulesFileError(int line, const std::string &what)
        : std::runtime_error("line " + std::to_string(line) + ": " + what), line_(line) {}
    int line() const { return line_; }

private:
    int line_;
};

// Reads a whole file's text. `find_base` knows the variants already loaded (built-ins and
// other files); `taken` says whether an id is already in use. Throws RulesFileError.
std::vector<FileVariant> read_rules_file(std::string_view text, const FindBase &find_base,
                                         const std::function<bool(std::string_view id)> &taken);

} // namespace damka::draughts
