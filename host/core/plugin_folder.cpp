#include "plugin_folder.hpp"

#include <sys/stat.h>
#include <unistd.h>

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
        const fs::file_status target = fs::status(path, sec); // follows links
        if (it->is_symlink(sec) && !fs::exists(target)) {
            std::error_code lec;
            out.skipped.push_back(
                {path.string(),
                 "skipped: a link to " + fs::read_symlink(path, lec).string() + ", which does not exist"});
        } else if (fs::is_directory(target)) {
            out.skipped.push_back({path.string(), "skipped: a folder, not a library"});
        } else if (!fs::is_regular_file(target)) {
            out.skipped.push_back({path.string(), "skipped: not a regular file"});
        } else if ((target.permissions() & fs::perms::others_write) != fs::perms::none) {
            out.skipped.push_back({path.string(), "skipped: the library can be written by every user (chmod o-w)"});
        } else if (name.rfind("lib", 0) != 0) {
            out.skipped.push_back({path.string(), "skipped: plugin file names start with 'lib'"});
        } else {
            out.libraries.push_back(path.string());
        }
    }
    std::sort(out.libraries.begin(), out.libraries.end()); // a stable order decides duplicate ids
    return out;
}

std::string folder_trust_problem(const std::string &dir) {
    std::error_code ec;
    const fs::path target = fs::weakly_canonical(fs::absolute(dir, ec), ec);
    std::vector<fs::path> chain; // from the root down to the folder
    for (fs::path p = target;; p = p.parent_path()) {
        chain.insert(chain.begin(), p);
        if (!p.has_parent_path() || p.parent_path() == p) break;
    }
    const uid_t me = ::geteuid();
    bool under_sticky = false; // below a folder like /tmp, where anyone may create entries
    for (const fs::path &p : chain) {
        struct stat st {};
        if (::stat(p.c_str(), &st) != 0) continue;
        const bool last = p == target;
        const std::string which = last ? "the folder" : "the folder above it, " + p.string() + ",";
        if (under_sticky && st.st_uid != me && st.st_uid != 0)
            return which + " belongs to user id " + std::to_string(st.st_uid) +
                ", neither you nor root, inside a folder where anyone may create entries: not loaded";
        if (st.st_mode & S_IWOTH) {
            if (last || !(st.st_mode & S_ISVTX))
                return which +
                    " can be written by every user: anyone could place a plugin there; not loaded (chmod o-w " +
                    p.string() + ")";
            under_sticky = true;
        }
    }
    return "";
}

} // namespace damka
