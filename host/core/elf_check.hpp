// Checks a plugin file's ELF headers against its size before the dynamic loader maps it: a
// truncated library (a 4 KB head of a real .so) has segments past the end of the file, and
// touching them kills the whole process with SIGBUS instead of refusing one plugin.
#pragma once

#include <string>

namespace damka {

// "" when the headers fit the file (a shared object of this machine's class and byte order);
// otherwise what is wrong, with the offsets and the file size.
std::string elf_problem(const std::string &file);

} // namespace damka
