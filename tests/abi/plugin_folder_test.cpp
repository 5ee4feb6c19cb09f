// Plugin files and folders the loader must refuse without dying (issue 13, part 3): a
// truncated library (once a SIGBUS for every command), entries named *.so that are not
// libraries, and folders another user can write to.
#include "core/elf_check.hpp"
#include "core/plugin_registry.hpp"

#include <gtest/gtest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>

namespace fs = std::filesystem;
using damka::PluginRegistry;

namespace {

const std::string example = std::string(DAMKA_TEST_PLUGIN_DIR) + "/libdamka_example.so";

// A private folder (mode 0700) removed at the end.
struct TempFolder {
    TempFolder() {
        std::string t = (fs::temp_directory_path() / "damka-plugins-XXXXXX").string();
        path = ::mkdtemp(t.data());
    }
    ~TempFolder() {
        std::error_code ec;
        fs::permissions(path, fs::perms::owner_all, ec);
        fs::remove_all(path, ec);
    }
    fs::path path;
};

void write_head(const fs::path &from, const fs::path &to, size_t bytes) {
    std::ifstream in(from, std::ios::binary);
    std::string head(bytes, '\0');
    in.read(head.data(), std::streamsize(bytes));
    std::ofstream(to, std::ios::binary).write(head.data(), in.gcount());
}

std::string reason_for(const PluginRegistry &r, const std::string &name) {
    for (const auto &p : r.problems())
        if (fs::path(p.file).filename().string() == name) return p.reason;
    return "<not reported>";
}

std::string run(const std::string &command, int &status) {
    std::array<char, 4096> buf{};
    std::string out;
    FILE *pipe = popen(command.c_str(), "r");
    if (!pipe) return out;
    while (fgets(buf.data(), int(buf.size()), pipe)) out += buf.data();
    status = pclose(pipe);
    return out;
}

} // namespace

TEST(ElfCheck, TheBuildsOwnPluginPasses) { EXPECT_EQ(damka::elf_problem(example), ""); }

// The header and the program headers of a 4 KB head are intact; the segments are not.
TEST(ElfCheck, TruncatedLibraryIsRefusedBeforeLoading) {
    TempFolder dir;
    write_head(example, dir.path / "libtruncated.so", 4096);
    PluginRegistry r;
    EXPECT_EQ(r.load_directory(dir.path.string()), 0);
    const std::string why = reason_for(r, "libtruncated.so");
    EXPECT_EQ(why.rfind("truncated or damaged (4096 bytes): ", 0), 0u) << why;
    EXPECT_NE(why.find("past the end of the file"), std::string::npos) << why;
}

TEST(ElfCheck, ShortAndForeignFilesAreRefused) {
    TempFolder dir;
    write_head(example, dir.path / "libten.so", 10);
    std::ofstream(dir.path / "libtext.so") << "not an ELF file, but longer than an ELF header is, sixty-four bytes\n";
    EXPECT_EQ(damka::elf_problem((dir.path / "libten.so").string()),
              "not an ELF library: 10 bytes, shorter than an ELF header");
    EXPECT_EQ(damka::elf_problem((dir.path / "libtext.so").string()), "not an ELF library (no ELF magic number)");
}

// Before the check, `damka variants` died of SIGBUS (status 135) on this folder.
TEST(ElfCheck, CliSurvivesATruncatedPlugin) {
    TempFolder dir;
    write_head(example, dir.path / "libtruncated.so", 4096);
    int status = 0;
    const std::string out =
        run(std::string(DAMKA_BINARY_DIR) + "/bin/damka variants --plugins " + dir.path.string() + " 2>&1", status);
    EXPECT_TRUE(WIFEXITED(status)) << out;
    EXPECT_NE(out.find("libtruncated.so: truncated or damaged (4096 bytes)"), std::string::npos) << out;
    EXPECT_NE(out.find("international"), std::string::npos) << out; // the good plugins still load
}

TEST(PluginFolder, SkippedEntriesSayWhy) {
    TempFolder dir;
    fs::create_symlink(dir.path / "gone.so", dir.path / "libdangling.so");
    fs::create_directory(dir.path / "x.so");
    fs::copy_file(example, dir.path / "frogs.so");
    PluginRegistry r;
    EXPECT_EQ(r.load_directory(dir.path.string()), 0);
    EXPECT_EQ(reason_for(r, "libdangling.so"),
              "skipped: a link to " + (dir.path / "gone.so").string() + ", which does not exist");
    EXPECT_EQ(reason_for(r, "x.so"), "skipped: a folder, not a library");
    EXPECT_EQ(reason_for(r, "frogs.so"), "skipped: plugin file names start with 'lib'");
}

TEST(PluginFolder, LibraryAnyoneMayOverwriteIsSkipped) {
    TempFolder dir;
    fs::copy_file(example, dir.path / "libdamka_example.so");
    fs::permissions(dir.path / "libdamka_example.so", fs::perms::others_write, fs::perm_options::add);
    PluginRegistry r;
    EXPECT_EQ(r.load_directory(dir.path.string()), 0);
    EXPECT_EQ(reason_for(r, "libdamka_example.so"), "skipped: the library can be written by every user (chmod o-w)");
}

TEST(PluginFolder, UnreadableFolderSaysSo) {
    if (::geteuid() == 0) GTEST_SKIP() << "root reads every folder";
    TempFolder dir;
    fs::permissions(dir.path, fs::perms::none);
    PluginRegistry r;
    EXPECT_EQ(r.load_directory(dir.path.string()), 0);
    ASSERT_EQ(r.problems().size(), 1u);
    EXPECT_EQ(r.problems()[0].reason.rfind("the folder cannot be read (", 0), 0u) << r.problems()[0].reason;
}

TEST(PluginFolder, WorldWritableFolderIsNotLoaded) {
    TempFolder dir;
    fs::copy_file(example, dir.path / "libdamka_example.so");
    fs::permissions(dir.path, fs::perms::all); // 0777, no sticky bit
    PluginRegistry r;
    EXPECT_EQ(r.load_directory(dir.path.string()), 0);
    EXPECT_EQ(r.find("example-frogs"), nullptr);
    ASSERT_EQ(r.problems().size(), 1u);
    EXPECT_EQ(r.problems()[0].reason.rfind("the folder can be written by every user", 0), 0u) << r.problems()[0].reason;
}

// A folder under /tmp made by someone else (the build's folder is compiled into the program;
// a deleted build tree under /tmp can be recreated by anyone). TempFolder lives in /tmp.
TEST(PluginFolder, FolderOfAnotherUserIsNotLoaded) {
    if (::geteuid() != 0) GTEST_SKIP() << "only root can give a folder away";
    TempFolder dir;
    fs::copy_file(example, dir.path / "libdamka_example.so");
    ASSERT_EQ(::chown(dir.path.c_str(), 12345, 12345), 0);
    PluginRegistry r;
    EXPECT_EQ(r.load_directory(dir.path.string()), 0);
    ASSERT_EQ(r.problems().size(), 1u);
    EXPECT_EQ(r.problems()[0].reason,
              "the folder belongs to user id 12345, neither you nor root, inside a folder where "
              "anyone may create entries: not loaded");
}

// /tmp is world-writable with the sticky bit: a private folder inside it is trusted.
TEST(PluginFolder, PrivateFolderUnderStickyTmpLoads) {
    TempFolder dir;
    fs::copy_file(example, dir.path / "libdamka_example.so");
    PluginRegistry r;
    EXPECT_EQ(r.load_directory(dir.path.string()), 1);
    EXPECT_TRUE(r.problems().empty());
}

TEST(PluginFolder, TheBuildsPluginFolderIsNotWorldWritable) {
    EXPECT_EQ(damka::folder_trust_problem(DAMKA_TEST_PLUGIN_DIR), "");
}
