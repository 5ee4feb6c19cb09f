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
    std::vector<std::string> libraries; // regular files lib*.so, sorted
    std::vector<PluginProblem> skipped; // other *.so entries (and libraries anyone may
        // overwrite), with why
};

// Lists `dir`; a folder that cannot be read gives one problem for the folder itself.
PluginFolder list_plugin_folder(const std::string &dir);

// "" when no other user can change what `dir` holds: neither `dir` nor a folder above it can
// be written by every user, except a folder with the sticky bit (like /tmp: each user may
// only replace their own entries) — and below such a folder each folder belongs to this user
// or root. The build's own folder is compiled into the program: once a build tree under /tmp
// is deleted, anyone may create a folder of that name.
std::string folder_trust_problem(const std::string &dir);

} // namespace damka
