// The SDK example as an ABI 1.3 plugin: today's tables (1.4 changed none, plugin_api.h) without
// the names extension, labelled 1.3. The host must name it in English (abi_1_4_test.cpp).
#define EXAMPLE_NAMES nullptr
#define EXAMPLE_ABI_MINOR 3u
#include "example_renamed.hpp"
