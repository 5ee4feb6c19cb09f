// Fixes the layout of every public ABI struct (LP64: Linux x86_64/aarch64). An accidental
// edit of plugin_api.h that moves a field fails here; a deliberate extension appends fields
// and adds lines below without changing the existing ones.
#include <damka/plugin_api.h>

#include <gtest/gtest.h>

#include <type_traits>

#define EXPECT_FIELD(type, field, offset, size)                                                                        \
    EXPECT_EQ(offsetof(type, field), size_t(offset)) << #field;                                                        \
    EXPECT_EQ(sizeof(((type *)nullptr)->field), size_t(size)) << #field

static_assert(sizeof(void *) == 8, "the layout below is for LP64 platforms");

TEST(AbiLayout, Version) {
    EXPECT_EQ(DAMKA_ABI_VERSION_MAJOR, 1u);
    EXPECT_STREQ(DAMKA_ENTRY_SYMBOL, "damka_plugin_entry");
}

TEST(AbiLayout, Sink) {
    EXPECT_EQ(sizeof(damka_sink), 16u);
    EXPECT_FIELD(damka_sink, ctx, 0, 8);
    EXPECT_FIELD(damka_sink, write, 8, 8);
}

TEST(AbiLayout, Move) {
    EXPECT_EQ(sizeof(damka_move), 56u);
    EXPECT_FIELD(damka_move, struct_size, 0, 4);
    EXPECT_FIELD(damka_move, flags, 4, 4);
    EXPECT_FIELD(damka_move, notation, 8, 8);
    EXPECT_FIELD(damka_move, from, 16, 4);
    EXPECT_FIELD(damka_move, to, 20, 4);
    EXPECT_FIELD(damka_move, path, 24, 8);
    EXPECT_FIELD(damka_move, path_size, 32, 4);
    EXPECT_FIELD(damka_move, captured, 40, 8);
    EXPECT_FIELD(damka_move, captured_size, 48, 4);
}

TEST(AbiLayout, Status) {
    EXPECT_EQ(sizeof(damka_status), 28u);
    EXPECT_FIELD(damka_status, struct_size, 0, 4);
    EXPECT_FIELD(damka_status, outcome, 4, 4);
    EXPECT_FIELD(damka_status, winner, 8, 4);
    EXPECT_FIELD(damka_status, points, 12, 8);
    EXPECT_FIELD(damka_status, tiebreak, 20, 8);
}

TEST(AbiLayout, Variant) {
    EXPECT_EQ(sizeof(damka_variant), 168u); // 160 in 1.0 and 1.1
    EXPECT_FIELD(damka_variant, struct_size, 0, 4);
    EXPECT_FIELD(damka_variant, id, 8, 8);
    EXPECT_FIELD(damka_variant, name, 16, 8);
    EXPECT_FIELD(damka_variant, sides, 24, 16);
    EXPECT_FIELD(damka_variant, notation, 40, 8);
    EXPECT_FIELD(damka_variant, board_width, 48, 4);
    EXPECT_FIELD(damka_variant, board_height, 52, 4);
    EXPECT_FIELD(damka_variant, pdn_gametype, 56, 4);
    EXPECT_FIELD(damka_variant, flags, 60, 4);
    EXPECT_FIELD(damka_variant, create, 64, 8);
    EXPECT_FIELD(damka_variant, destroy, 72, 8);
    EXPECT_FIELD(damka_variant, clone, 80, 8);
    EXPECT_FIELD(damka_variant, position, 88, 8);
    EXPECT_FIELD(damka_variant, side_to_move, 96, 8);
    EXPECT_FIELD(damka_variant, legal_moves, 104, 8);
    EXPECT_FIELD(damka_variant, play, 112, 8);
    EXPECT_FIELD(damka_variant, status, 120, 8);
    EXPECT_FIELD(damka_variant, result_of, 128, 8);
    EXPECT_FIELD(damka_variant, draw_claims, 136, 8);
    EXPECT_FIELD(damka_variant, board, 144, 8);
    EXPECT_FIELD(damka_variant, extension, 152, 8);
    EXPECT_FIELD(damka_variant, last_error, 160, 8); // appended in 1.2
}

TEST(AbiLayout, PerftExtension) {
    EXPECT_EQ(sizeof(damka_perft_ext), 24u); // 16 in 1.0 and 1.1
    EXPECT_FIELD(damka_perft_ext, struct_size, 0, 4);
    EXPECT_FIELD(damka_perft_ext, perft, 8, 8);
    EXPECT_FIELD(damka_perft_ext, count, 16, 8); // appended in 1.2
    EXPECT_STREQ(DAMKA_EXT_PERFT, "damka.perft/1");
}

// ABI 1.1: the rulebook extension is a new id with its own table; no 1.0 struct changed.
TEST(AbiLayout, RulebookExtension) {
    EXPECT_EQ(sizeof(damka_rulebook_ext), 24u);
    EXPECT_FIELD(damka_rulebook_ext, struct_size, 0, 4);
    EXPECT_FIELD(damka_rulebook_ext, id, 8, 8);
    EXPECT_FIELD(damka_rulebook_ext, title, 16, 8);
    EXPECT_STREQ(DAMKA_EXT_RULEBOOK, "damka.rulebook/1");
}

// ABI 1.2: appended fields only (damka_variant.last_error, damka_perft_ext.count, checked
// above), and the entry point declared with the type the host calls it through. ABI 1.3 (the
// drawing keys of the board description) changed no table: every layout above is 1.2's; nor did
// ABI 1.4 (the names extension, below).
TEST(AbiLayout, Version1_5) {
    EXPECT_EQ(DAMKA_ABI_VERSION, (1u << 16) | 5u);
    static_assert(std::is_same_v<decltype(&damka_plugin_entry), damka_plugin_entry_fn>);
}

// ABI 1.5: the plugin path a host gives before the entry point.
TEST(AbiLayout, SearchPath) {
    EXPECT_EQ(sizeof(damka_search_path), 32u);
    EXPECT_FIELD(damka_search_path, struct_size, 0, 4);
    EXPECT_FIELD(damka_search_path, folder_count, 4, 4);
    EXPECT_FIELD(damka_search_path, folders, 8, 8);
    EXPECT_FIELD(damka_search_path, ctx, 16, 8);
    EXPECT_FIELD(damka_search_path, problem, 24, 8);
    static_assert(std::is_same_v<decltype(&damka_plugin_search_path), void (*)(const damka_search_path *)>);
    EXPECT_STREQ(DAMKA_SEARCH_PATH_SYMBOL, "damka_plugin_search_path");
}

// ABI 1.4: the names extension (the variant's, sides' and pieces' names per language).
TEST(AbiLayout, NamesExtension) {
    EXPECT_EQ(sizeof(damka_piece_name), 16u);
    EXPECT_FIELD(damka_piece_name, label, 0, 8);
    EXPECT_FIELD(damka_piece_name, name, 8, 8);
    EXPECT_EQ(sizeof(damka_language_names), 56u);
    EXPECT_FIELD(damka_language_names, struct_size, 0, 4);
    EXPECT_FIELD(damka_language_names, language, 8, 8);
    EXPECT_FIELD(damka_language_names, name, 16, 8);
    EXPECT_FIELD(damka_language_names, sides, 24, 16);
    EXPECT_FIELD(damka_language_names, piece_count, 40, 4);
    EXPECT_FIELD(damka_language_names, pieces, 48, 8);
    EXPECT_EQ(sizeof(damka_names_ext), 16u);
    EXPECT_FIELD(damka_names_ext, struct_size, 0, 4);
    EXPECT_FIELD(damka_names_ext, count, 4, 4);
    EXPECT_FIELD(damka_names_ext, languages, 8, 8);
    EXPECT_STREQ(DAMKA_EXT_NAMES, "damka.names/1");
}

// ABI 1.1: the board-setup extension (a game from pieces placed on the board).
TEST(AbiLayout, BoardSetupExtension) {
    EXPECT_EQ(sizeof(damka_placed_piece), 16u);
    EXPECT_FIELD(damka_placed_piece, square, 0, 4);
    EXPECT_FIELD(damka_placed_piece, side, 4, 4);
    EXPECT_FIELD(damka_placed_piece, label, 8, 8);
    EXPECT_EQ(sizeof(damka_board_setup_ext), 16u);
    EXPECT_FIELD(damka_board_setup_ext, struct_size, 0, 4);
    EXPECT_FIELD(damka_board_setup_ext, create_from_pieces, 8, 8);
    EXPECT_STREQ(DAMKA_EXT_BOARD_SETUP, "damka.board-setup/1");
}

// "damka.tiebreaks/1": a new id with its own table, no struct of ABI 1.3 changed (as the options
// and aliases extensions, which did not change the version either).
TEST(AbiLayout, TiebreaksExtension) {
    EXPECT_EQ(sizeof(damka_tiebreaks_ext), 24u);
    EXPECT_FIELD(damka_tiebreaks_ext, struct_size, 0, 4);
    EXPECT_FIELD(damka_tiebreaks_ext, count, 4, 4);
    EXPECT_FIELD(damka_tiebreaks_ext, codes, 8, 8);
    EXPECT_FIELD(damka_tiebreaks_ext, scoring, 16, 8);
    EXPECT_STREQ(DAMKA_EXT_TIEBREAKS, "damka.tiebreaks/1");
}

TEST(AbiLayout, Plugin) {
    EXPECT_EQ(sizeof(damka_plugin), 40u);
    EXPECT_FIELD(damka_plugin, struct_size, 0, 4);
    EXPECT_FIELD(damka_plugin, abi_version, 4, 4);
    EXPECT_FIELD(damka_plugin, name, 8, 8);
    EXPECT_FIELD(damka_plugin, version, 16, 8);
    EXPECT_FIELD(damka_plugin, variant_count, 24, 4);
    EXPECT_FIELD(damka_plugin, variants, 32, 8);
}

TEST(AbiLayout, ConstantsNeverChange) {
    EXPECT_EQ(DAMKA_OK, 0);
    EXPECT_EQ(DAMKA_ERR_INVALID, 1);
    EXPECT_EQ(DAMKA_ERR_ILLEGAL, 2);
    EXPECT_EQ(DAMKA_ERR_REFUSED, 3);
    EXPECT_EQ(DAMKA_ERR_UNSUPPORTED, 4);
    EXPECT_EQ(DAMKA_ERR_INTERNAL, 5);
    EXPECT_EQ(DAMKA_MOVE_CAPTURE, 1u);
    EXPECT_EQ(DAMKA_MOVE_PROMOTION, 2u);
    EXPECT_EQ(DAMKA_MOVE_DEMOTION, 4u);
    EXPECT_EQ(DAMKA_MOVE_DROP, 8u);
    EXPECT_EQ(DAMKA_MOVE_TRANSFER, 16u);
    EXPECT_EQ(DAMKA_MOVE_RETREAT, 32u);
    EXPECT_EQ(DAMKA_MOVE_REMOVAL, 64u);
    EXPECT_EQ(DAMKA_MOVE_PASS, 128u);
    EXPECT_EQ(DAMKA_ONGOING, 0);
    EXPECT_EQ(DAMKA_WIN, 1);
    EXPECT_EQ(DAMKA_DRAW, 2);
    EXPECT_EQ(DAMKA_END_RESIGNATION, 1);
    EXPECT_EQ(DAMKA_END_TIME_FORFEIT, 2);
    EXPECT_EQ(DAMKA_END_AGREED_DRAW, 3);
    EXPECT_EQ(DAMKA_END_DOUBLE_FLAG, 4);
    EXPECT_EQ(DAMKA_END_CLAIMED_DRAW, 5);
    EXPECT_EQ(DAMKA_VARIANT_NO_DRAWS, 1u);
    EXPECT_EQ(DAMKA_PERFT_KEEP_DUPLICATES, 1u);
}
