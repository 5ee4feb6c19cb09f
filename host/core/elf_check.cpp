// ELF header checks (System V ABI, "ELF Header", "Program Header", "Section Header"); the
// structs come from glibc's <elf.h>.
#include "elf_check.hpp"

#include <elf.h>

#include <cstdint>
#include <cstring>
#include <fstream>
#include <vector>

namespace damka {
namespace {

#if UINTPTR_MAX == 0xffffffffffffffffu
using Ehdr = Elf64_Ehdr;
using Phdr = Elf64_Phdr;
using Shdr = Elf64_Shdr;
constexpr unsigned char host_class = ELFCLASS64;
#else
using Ehdr = Elf32_Ehdr;
using Phdr = Elf32_Phdr;
using Shdr = Elf32_Shdr;
constexpr unsigned char host_class = ELFCLASS32;
#endif

#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
constexpr unsigned char host_data = ELFDATA2LSB;
#else
constexpr unsigned char host_data = ELFDATA2MSB;
#endif

std::string n(std::uint64_t v) { return std::to_string(v); }

// `offset + count * size` within `file_size`, without overflow.
bool fits(std::uint64_t offset, std::uint64_t count, std::uint64_t size, std::uint64_t file_size) {
    if (offset > file_size) return false;
    return count == 0 || size <= (file_size - offset) / count;
}

} // namespace

std::string elf_problem(const std::string &file) {
    std::ifstream in(file, std::ios::binary);
    if (!in) return "cannot be read: " + std::string(std::strerror(errno));
    in.seekg(0, std::ios::end);
    const std::uint64_t size = std::uint64_t(in.tellg());
    in.seekg(0);
    Ehdr eh{};
    if (size < sizeof eh || !in.read(reinterpret_cast<char *>(&eh), sizeof eh))
        return "not an ELF library: " + n(size) + " bytes, shorter than an ELF header";
    if (std::memcmp(eh.e_ident, ELFMAG, SELFMAG) != 0) return "not an ELF library (no ELF magic number)";
    if (eh.e_ident[EI_CLASS] != host_class)
        return std::string("built for ") + (eh.e_ident[EI_CLASS] == ELFCLASS64 ? "64" : "32") +
            "-bit machines, this host is " + (host_class == ELFCLASS64 ? "64" : "32") + "-bit";
    if (eh.e_ident[EI_DATA] != host_data) return "built for the other byte order";
    if (eh.e_type != ET_DYN) return "not a shared library (ELF type " + n(eh.e_type) + ")";
    const std::string truncated = "truncated or damaged (" + n(size) + " bytes): ";
    if (eh.e_phnum == 0 || eh.e_phentsize != sizeof(Phdr)) return truncated + "no usable program header table";
    if (!fits(eh.e_phoff, eh.e_phnum, sizeof(Phdr), size))
        return truncated + "the program header table at byte " + n(eh.e_phoff) + " ends past the end of the file";
    if (eh.e_shnum != 0 && (eh.e_shentsize != sizeof(Shdr) || !fits(eh.e_shoff, eh.e_shnum, sizeof(Shdr), size)))
        return truncated + "the section header table at byte " + n(eh.e_shoff) + " ends past the end of the file";
    std::vector<Phdr> ph(eh.e_phnum);
    in.seekg(std::streamoff(eh.e_phoff));
    if (!in.read(reinterpret_cast<char *>(ph.data()), std::streamsize(ph.size() * sizeof(Phdr))))
        return truncated + "the program header table cannot be read";
    // Each segment the loader maps or reads must lie inside the file.
    for (size_t i = 0; i < ph.size(); ++i)
        if ((ph[i].p_type == PT_LOAD || ph[i].p_type == PT_DYNAMIC) && !fits(ph[i].p_offset, 1, ph[i].p_filesz, size))
            return truncated + "segment " + n(i) + " (bytes " + n(ph[i].p_offset) + ".." +
                n(ph[i].p_offset + ph[i].p_filesz) + ") ends past the end of the file";
    return "";
}

} // namespace damka
