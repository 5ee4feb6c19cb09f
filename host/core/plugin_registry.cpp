#include "plugin_registry.hpp"

#include "variant_names.hpp"

#include "elf_check.hpp"

#define BOOST_DLL_USE_STD_FS
#include <boost/dll/shared_library.hpp>

#include <dlfcn.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <set>

#ifndef DAMKA_BUILD_PLUGIN_DIR
#define DAMKA_BUILD_PLUGIN_DIR ""
#endif

namespace fs = std::filesystem;

namespace damka {

namespace {

// Libraries are loaded once and stay loaded for the life of the process (tables and games
// of a plugin may be referenced anywhere), so they live in this never-destroyed list.
std::vector<boost::dll::shared_library> &loaded_libraries() {
    static auto *libs = new std::vector<boost::dll::shared_library>();
    return *libs;
}

// Variant ids are used in files and URLs: lower-case letters, digits and hyphens.
bool valid_id(const char *id) {
    if (!id || !*id || std::strlen(id) > 64) return false;
    for (const char *p = id; *p; ++p)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '-')) return false;
    return true;
}

// Why a variant table cannot be used, or "" when it can. Version 1.0 fields are required.
std::string check_variant(const damka_variant *v) {
    if (!v) return "a variant table is null";
    if (v->struct_size < offsetof(damka_variant, extension) + sizeof(v->extension))
        return "a variant table is too small (struct_size " + std::to_string(v->struct_size) + ")";
    if (!valid_id(v->id)) return "a variant has no valid id (lower-case letters, digits, '-')";
    const std::string id = v->id;
    if (!v->name || !v->sides[0] || !v->sides[1] || !v->notation)
        return "variant '" + id + "' lacks a name, side names or notation";
    if (v->board_width == 0 || v->board_height == 0 || v->board_width > 64 || v->board_height > 64)
        return "variant '" + id + "' has an impossible board size";
    if (!v->create || !v->destroy || !v->clone || !v->position || !v->side_to_move || !v->legal_moves || !v->play ||
        !v->status || !v->result_of || !v->draw_claims || !v->board)
        return "variant '" + id + "' lacks a required function";
    return {};
}

// dlopen's own words for a load failure (Boost's error code only says "bad file").
std::string dl_reason(const fs::path &file) {
    void *h = ::dlopen(file.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (h) {
        ::dlclose(h);
        return "could not be loaded";
    }
    const char *e = ::dlerror();
    return e ? e : "could not be loaded";
}

// ABI 1.5: tells the library the folders searched, before its entry point; the files it
// refuses are listed with the refused plugins.
void give_search_path(boost::dll::shared_library &lib, const std::vector<std::string> &search_path,
                      std::vector<PluginProblem> &problems, const std::string &shown) {
    if (!lib.has(DAMKA_SEARCH_PATH_SYMBOL)) return;
    std::vector<const char *> folders;
    for (const std::string &d : search_path) folders.push_back(d.c_str());
    struct Sink {
        std::vector<PluginProblem> *problems;
        const std::string *library;
    } sink{&problems, &shown};
    const damka_problem_fn problem = [](void *ctx, const char *file, const char *reason) {
        auto *s = static_cast<Sink *>(ctx);
        // A file the plugin refused, with the reason; the library itself still loads.
        s->problems->push_back({file && *file ? file : *s->library, reason && *reason ? reason : "refused"});
    };
    const damka_search_path path{sizeof(damka_search_path), uint32_t(folders.size()), folders.data(), &sink, problem};
    lib.get<decltype(damka_plugin_search_path)>(DAMKA_SEARCH_PATH_SYMBOL)(&path);
}
} // namespace

std::string describe(const PluginProblem &p) { return p.file + ": " + p.reason; }

PluginRegistry::PluginRegistry() = default;
PluginRegistry::~PluginRegistry() = default;

std::string PluginRegistry::installed_plugin_dir() {
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (ec) return {};
    const fs::path dir = exe.parent_path().parent_path() / kInstalledPluginDir;
    return fs::is_directory(dir, ec) ? dir.lexically_normal().string() : std::string();
}

std::string PluginRegistry::program_plugin_dir() {
    if (std::string installed = installed_plugin_dir(); !installed.empty()) return installed;
    return DAMKA_BUILD_PLUGIN_DIR;
}

std::vector<std::string> PluginRegistry::default_search_path() {
    std::vector<std::string> dirs;
    // An installed program loads the plugins installed with it, never a build tree's.
    if (const std::string installed = installed_plugin_dir(); !installed.empty())
        dirs.push_back(installed);
    else if (*DAMKA_BUILD_PLUGIN_DIR)
        dirs.emplace_back(DAMKA_BUILD_PLUGIN_DIR);
    if (const char *env = std::getenv("DAMKA_PLUGIN_PATH")) {
        std::string s = env;
        size_t start = 0;
        while (start <= s.size()) {
            const size_t end = std::min(s.find(':', start), s.size());
            if (end > start) dirs.push_back(s.substr(start, end - start));
            start = end + 1;
        }
    }
    return dirs;
}

void PluginRegistry::load_default(const std::vector<std::string> &extra_dirs) {
    // The whole path first: a plugin loaded from the first folder reads its files from all.
    std::vector<std::string> dirs = default_search_path();
    dirs.insert(dirs.end(), extra_dirs.begin(), extra_dirs.end());
    // Folders it will refuse (not a folder, writable by others) give no files either.
    std::error_code ec;
    for (const std::string &d : dirs)
        if (fs::is_directory(d, ec) && folder_trust_problem(d).empty() &&
            std::find(search_path_.begin(), search_path_.end(), d) == search_path_.end())
            search_path_.push_back(d);
    for (const std::string &d : dirs) load_directory(d);
}

int PluginRegistry::load_directory(const std::string &dir) {
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) {
        problems_.push_back({dir, "is not a folder"});
        return 0;
    }
    if (std::string why = folder_trust_problem(dir); !why.empty()) {
        problems_.push_back({dir, std::move(why)});
        return 0;
    }
    if (std::find(search_path_.begin(), search_path_.end(), dir) == search_path_.end()) search_path_.push_back(dir);
    PluginFolder folder = list_plugin_folder(dir);
    problems_.insert(problems_.end(), folder.skipped.begin(), folder.skipped.end());
    int loaded = 0;
    for (const std::string &f : folder.libraries) loaded += load_file(f) ? 1 : 0;
    return loaded;
}

bool PluginRegistry::load_file(const std::string &file_name) {
    std::error_code fec;
    const fs::path file = fs::weakly_canonical(fs::path(file_name), fec);
    const std::string shown = file.string();
    auto refuse = [&](std::string reason) {
        problems_.push_back({shown, std::move(reason)});
        return false;
    };
    if (!fs::exists(file, fec)) return refuse("no such file");
    if (std::find(loaded_files_.begin(), loaded_files_.end(), shown) != loaded_files_.end())
        return true; // each library is loaded once
    // Before dlopen: mapping a truncated file and touching it is a SIGBUS, not an error code.
    if (std::string why = elf_problem(shown); !why.empty()) return refuse(std::move(why));
    boost::dll::shared_library lib;
    boost::dll::fs::error_code ec;
    lib.load(file, boost::dll::load_mode::rtld_now | boost::dll::load_mode::rtld_local, ec);
    if (ec || !lib.is_loaded()) return refuse("not a loadable library: " + dl_reason(file));
    if (!lib.has(DAMKA_ENTRY_SYMBOL))
        return refuse(std::string("no entry symbol '") + DAMKA_ENTRY_SYMBOL + "': not a Damka plugin");
    // A library loaded by its file name alone reads its own folder too.
    std::vector<std::string> path = search_path_;
    if (const std::string own = file.parent_path().string(); std::find(path.begin(), path.end(), own) == path.end())
        path.push_back(own);
    give_search_path(lib, path, problems_, shown);
    // The type of the declared entry point (plugin_api.h, ABI 1.2), not a copy of it.
    auto &entry = lib.get<decltype(damka_plugin_entry)>(DAMKA_ENTRY_SYMBOL);
    const damka_plugin *p = entry(DAMKA_ABI_VERSION);
    if (!p)
        return refuse("the plugin refused this host's ABI version " + std::to_string(DAMKA_ABI_VERSION_MAJOR) + "." +
                      std::to_string(DAMKA_ABI_VERSION_MINOR));
    if (p->struct_size < offsetof(damka_plugin, variants) + sizeof(p->variants))
        return refuse("the plugin table is too small (struct_size " + std::to_string(p->struct_size) + ")");
    if (DAMKA_ABI_MAJOR_OF(p->abi_version) != DAMKA_ABI_VERSION_MAJOR)
        return refuse("built for ABI version " + std::to_string(DAMKA_ABI_MAJOR_OF(p->abi_version)) +
                      ", this host speaks version " + std::to_string(DAMKA_ABI_VERSION_MAJOR));
    if (p->variant_count == 0 || !p->variants) return refuse("the plugin provides no variant");
    const std::string name = p->name ? p->name : "";
    const std::string version = p->version ? p->version : "";

    // Check every variant before accepting any: a library is taken whole or not at all.
    std::set<std::string> ids;
    for (uint32_t i = 0; i < p->variant_count; ++i) {
        const std::string why = check_variant(p->variants[i]);
        if (!why.empty()) return refuse(why);
        const std::string id = p->variants[i]->id;
        if (!ids.insert(id).second) return refuse("variant id '" + id + "' appears twice in the library");
        if (const Variant *other = find(id))
            return refuse("duplicate variant id '" + id + "', already provided by " + other->plugin_file());
        // A former id ("damka.aliases/1") must not name another variant either.
        for (const std::string &alias : Variant(p->variants[i], shown, name, version, p->abi_version).aliases()) {
            if (!ids.insert(alias).second) return refuse("variant id '" + alias + "' appears twice in the library");
            if (const Variant *other = find(alias))
                return refuse("duplicate variant id '" + alias + "', already provided by " + other->plugin_file());
        }
    }
    for (uint32_t i = 0; i < p->variant_count; ++i) {
        variants_.emplace_back(p->variants[i], shown, name, version, p->abi_version);
        loaded_variants::remember(variants_.back());
    }
    loaded_libraries().push_back(std::move(lib));
    loaded_files_.push_back(shown);
    return true;
}

const Variant *PluginRegistry::find(const std::string &id) const {
    for (const Variant &v : variants_)
        if (v.id() == id) return &v;
    for (const Variant &v : variants_) // a former id ("damka.aliases/1") finds the variant now
        for (const std::string &alias : v.aliases())
            if (alias == id) return &v;
    return nullptr;
}

} // namespace damka
