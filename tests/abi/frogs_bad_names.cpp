// The SDK example naming itself badly in Russian ("damka.names/1"): an empty variant name, a
// side name that is not UTF-8 (a lone continuation byte), an empty piece name. The host keeps
// the English for each (abi_1_4_test.cpp); the conformance kit fails the plugin naming each
// (CTest abi.bad_names_fail_conformance).
#include <damka/sdk.hpp>

namespace {
const damka::sdk::PieceName kBadPieces[] = {{"toad", ""}, {"frog", "лягушка"}, {nullptr, nullptr}};
const damka::sdk::LanguageNames kBadNames[] = {{"ru", "", {"\x80", "лягушки"}, kBadPieces}, {}};
} // namespace

#define EXAMPLE_NAMES kBadNames
#define EXAMPLE_ABI_MINOR 4u
#include "example_renamed.hpp"
