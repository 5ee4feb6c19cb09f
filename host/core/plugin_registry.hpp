// Finds, loads and validates variant plugins (Boost.DLL). A plugin that cannot be used is
// refused with a message naming the file and the reason; the others still load.
#pragma once

#include "plugin_folder.hpp"
#include "variant.hpp"

#include <memory>
#include <string>
#include <vector>

namespace damka {

class PluginRegistry {
public:
    PluginRegistry();
    ~PluginRegistry();
    PluginRegistry(const PluginRegistry &) = delete;
    PluginRegistry &operator=(const PluginRegistry &) = delete;

    // Where an installed `damka` finds its plugins, relative to its own folder: PREFIX/bin/damka
    // loads PREFIX/lib/damka/plugins (the .deb installs them there).
    static constexpr const char *kInstalledPluginDir = "lib/damka/plugins";
    // That folder for the running program, or "" when it is not installed that way.
    static std::string installed_plugin_dir();
    // The folder this program loads its own plugins from: the installed one, else the build's
    // (what help texts name); "" when neither.
    static std::string program_plugin_dir();
    // The folders searched by default: the installed plugin folder when the program runs from
    // an installation, else the build's plugin folder; then every folder of DAMKA_PLUGIN_PATH
    // (colon-separated).
    static std::vector<std::string> default_search_path();

    // Loads every plugin library (lib*.so) in a folder; returns how many loaded. A folder
    // another user can write to is refused whole (folder_trust_problem); other *.so entries
    // are reported with why they were skipped.
    int load_directory(const std::string &dir);
    // Loads one library; false (and a problem recorded) when it is refused.
    bool load_file(const std::string &file);
    // Loads the default search path plus `extra_dirs`.
    void load_default(const std::vector<std::string> &extra_dirs = {});

    const std::vector<Variant> &variants() const { return variants_; }
    const std::vector<PluginProblem> &problems() const { return problems_; }
    // The variant with this id, or with it as a former id ("damka.aliases/1"); nullptr when none.
    const Variant *find(const std::string &id) const;

private:
    std::vector<std::string> search_path_; // every folder given to load, in order
    std::vector<Variant> variants_;
    std::vector<PluginProblem> problems_;
    std::vector<std::string> loaded_files_;
};

// The message a refused plugin gets: "<file>: <reason>".
std::string describe(const PluginProblem &p);

} // namespace damka
