// Which files of a plugin folder are candidate plugins, why the others are skipped, and
// whether the folder may be trusted at all (a folder anyone can write to could be handed a
// plugin by anyone, and a plugin runs with the arbiter's rights).
#pragma once

#include <string>
#include <vector>

namespace damka {

struct PluginProblem {
    std::string file;
    std::string reason;
};

struct PluginFolder {
    std::vector<std::string> libraries;   // regular files lib*.so, sorted
    std::vector<PluginProblem> skipped;   // other *.so entries and unreadable entries, with why
};

// Lists `dir`; a folder that cannot be read gives one problem for the folder itself.
PluginFolder list_plugin_folder(const std::string &dir);

// "" when neither `dir` nor a folder above it can be written by every user (a folder above
// with the sticky bit, like /tmp, only lets each user replace their own entries); else
// which folder is open to everyone.
std::string world_writable_problem(const std::string &dir);

} // namespace damka
