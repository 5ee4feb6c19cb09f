// What both TRF readers use: the refusal, a 001 record as a player, the header lines.
#include "trf_import_common.hpp"

#include "tournament/service/player_rules.hpp"

#include <cstdlib>

namespace damka::tournament::trf_import {
namespace {

// The value of a header line "TAG value", trailing blanks cut; "" when there is none.
std::string header_value(const std::vector<std::string> &header, const std::string &tag) {
    for (const std::string &h : header)
        if (h.rfind(tag + " ", 0) == 0) {
            std::string v = h.substr(tag.size() + 1);
            while (!v.empty() && v.back() == ' ') v.pop_back();
            return v;
        }
    return "";
}

} // namespace

void refuse(const Message &what) { throw Refused{DAMKA_TR("Event", "TRF: %1").arg(what)}; }

Player player_of(const pairing::trf::PlayerRecord &r) {
    Player p;
    p.id = r.start;
    p.name = r.name;
    p.rating = r.rating;
    p.title = r.title;
    p.federation = r.federation;
    // TRF-16 column 10: m or w (f seen too).
    p.sex = sex_code(std::string(1, r.sex));
    p.fmjd_id = r.fide_id;
    p.birth_year = r.birth.size() >= 4 ? std::atoi(r.birth.substr(0, 4).c_str()) : 0;
    return p;
}

void header_info(const pairing::trf::Document &doc, TournamentInfo &info) {
    info.name = header_value(doc.header, "012");
    if (info.name.empty()) info.name = "Imported tournament";
    info.place = header_value(doc.header, "022");
    info.start_date = header_value(doc.header, "042");
    info.end_date = header_value(doc.header, "052");
    info.chief_arbiter = header_value(doc.header, "102");
    info.time_control = header_value(doc.header, "122");
}

} // namespace damka::tournament::trf_import
