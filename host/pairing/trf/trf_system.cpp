// How a TRF file names the Swiss system it is paired by (trf.hpp): TRF-26 record 192 with the
// ETT26 code of the system's row in swiss_systems.cpp, or Damka's own line for a system ETT26
// has no code for.
#include "trf.hpp"

namespace damka::pairing::trf {

namespace {

const std::string kSystemLine = "### damka pairing-system ";
const std::string kMaxi = " maxi-tournament";

std::string system_line(const SwissSystemInfo &s) { return kSystemLine + s.flag; }

const std::string *line_naming(const Document &doc, const SwissSystemInfo &s) {
    const std::string line = system_line(s);
    for (const std::string &h : doc.header)
        if (h.compare(0, line.size(), line) == 0) return &h;
    return nullptr;
}

bool starts_with(const std::string &text, const char *prefix) { return text.rfind(prefix, 0) == 0; }

} // namespace

std::optional<SwissSystem> named_swiss_system(const Document &doc) {
    const std::string type = tournament_type(doc);
    // Damka's own line, or a provisional code, names the system whatever else 192 says.
    for (const SwissSystemInfo &s : swiss_systems())
        if (line_naming(doc, s) || (s.provisional_code && type == s.provisional_code)) return s.system;
    // ETT26: the code, with or without _BAKU.
    for (const SwissSystemInfo &s : swiss_systems())
        if (s.ett26 && starts_with(type, s.ett26)) return s.system;
    return std::nullopt;
}

void name_system(Document &doc, SwissSystem system, bool baku, bool maxi_tournament) {
    const SwissSystemInfo &s = info(system);
    std::vector<std::string> kept;
    for (const std::string &h : doc.header)
        if (h.compare(0, 4, "192 ") != 0 && h.compare(0, kSystemLine.size(), kSystemLine) != 0) kept.push_back(h);
    if (s.ett26) {
        kept.push_back(std::string("192 ") + s.ett26 + (baku ? "_BAKU" : ""));
    } else {
        kept.push_back("192 CUSTOM_SWISS"); // ETT26 has no code for it
        kept.push_back(system_line(s) + (maxi_tournament ? kMaxi : std::string()));
    }
    doc.header = std::move(kept);
}

bool lim_maxi_tournament(const Document &doc) {
    const std::string *h = line_naming(doc, info(SwissSystem::Lim));
    return h && h->find(kMaxi, system_line(info(SwissSystem::Lim)).size()) != std::string::npos;
}

} // namespace damka::pairing::trf
