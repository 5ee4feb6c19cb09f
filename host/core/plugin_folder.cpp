#include "plugin_folder.hpp"

#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>

namespace fs = std::filesystem;

namespace damka {

PluginFolder list_plugin_folder(const std::string &dir) {
    PluginFolder out;
    std::error_code ec;
    fs::directory_iterator it(dir, ec);
    if (ec) {
        out.skipped.push_back({dir, "the folder cannot be read (" + ec.message() + "): no plugin loaded from it"});
        return out;
    }
    for (; it != fs::directory_iterator(); it.increment(ec)) {
        if (ec) {
            out.skipped.push_back({dir, "the folder could not be read to the end (" + ec.message() + ")"});
            break;
        }
        const fs::path path = it->path();
        if (path.extension() != ".so") continue; // not meant as a plugin
        const std::string name = path.filename().string();
        std::error_code sec;
        const fs::file_status target = fs::status(path, sec);   // follows links
        if (it->is_symlink(sec) && !fs::exists(target)) {
            std::error_code lec;
            out.skipped.push_back({path.string(), "skipped: a link to " + fs::read_symlink(path, lec).string() +
                                                      ", which does not exist"});
        } else if (fs::is_directory(target)) {
            out.skipped.push_back({path.string(), "skipped: a folder, not a library"});
        } else if (!fs::is_regular_file(target)) {
            out.skipped.push_back({path.string(), "skipped: not a regular file"});
        } else if (name.rfind("lib", 0) != 0) {
            out.skipped.push_back({path.string(), "skipped: plugin file names start with 'lib'"});
        } else {
            out.libraries.push_back(path.string());
        }
    }
    std::sort(out.libraries.begin(), out.libraries.end()); // a stable order decides duplicate ids
    return out;
}

std::string world_writable_problem(const std::string &dir) {
    std::error_code ec;
    fs::path p = fs::weakly_canonical(fs::absolute(dir, ec), ec);
    for (bool first = true;; first = false) {
        struct stat st {};
        if (::stat(p.c_str(), &st) == 0 && (st.st_mode & S_IWOTH) && (first || !(st.st_mode & S_ISVTX)))
            return first ? "the folder can be written by every user: anyone could place a plugin in it; not loaded "
                           "(chmod o-w " + p.string() + ")"
                         : "the folder above it, " + p.string() +
                               ", can be written by every user: anyone could replace the plugin folder; not loaded";
        if (!p.has_parent_path() || p.parent_path() == p) return "";
        p = p.parent_path();
    }
}

} // namespace damka
