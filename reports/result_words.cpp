#include "result_words.hpp"

#include <algorithm>

namespace damka::reports {

using tournament::BoardResult;
using tournament::ByeKind;

std::string bye_words(ByeKind kind, Language lang) {
    const Tr tr(lang);
    switch (kind) { // FIDE C.04.1: the four kinds of bye
    case ByeKind::PAB: return tr.translate("Bye", "PAB", "the pairing-allocated bye, in a pairing list");
    case ByeKind::HPB: return tr.translate("Bye", "HPB", "a half-point bye, in a pairing list");
    case ByeKind::FPB: return tr.translate("Bye", "FPB", "a full-point bye, in a pairing list");
    case ByeKind::ZPB: return tr.translate("Bye", "ZPB", "a zero-point bye, in a pairing list");
    }
    return tournament::to_string(kind);
}

std::string bye_cell(ByeKind kind, Language lang) {
    const Tr tr(lang);
    switch (kind) {
    case ByeKind::PAB: return tr.translate("Bye", "PAB", "the pairing-allocated bye, in a crosstable cell");
    case ByeKind::HPB: return tr.translate("Bye", "HPB", "a half-point bye, in a crosstable cell");
    case ByeKind::FPB: return tr.translate("Bye", "FPB", "a full-point bye, in a crosstable cell");
    case ByeKind::ZPB: return tr.translate("Bye", "ZPB", "a zero-point bye, in a crosstable cell");
    }
    return tournament::to_string(kind);
}

std::string result_words(BoardResult result, Language lang) {
    const Tr tr(lang);
    switch (result) {
    case BoardResult::WhiteForfeit: return tr.translate("Result", "+-", "White wins by forfeit");
    case BoardResult::BlackForfeit: return tr.translate("Result", "-+", "Black wins by forfeit");
    case BoardResult::DoubleForfeit: return tr.translate("Result", "--", "both lose by forfeit");
    case BoardResult::Draw: return tr.translate("Result", "1/2", "a draw");
    default: return tournament::to_string(result);
    }
}

std::vector<std::string> bye_legend(const std::vector<ByeKind> &kinds, Language lang) {
    const Tr tr(lang);
    std::string items;
    for (ByeKind k : {ByeKind::PAB, ByeKind::HPB, ByeKind::FPB, ByeKind::ZPB}) {
        const std::string code = tournament::to_string(k), words = bye_words(k, lang);
        if (std::find(kinds.begin(), kinds.end(), k) == kinds.end() || words == code) continue;
        items += (items.empty() ? "" : "; ") +
            tr.translate("Bye", "%1 %2", "a bye's words, then its FIDE code").arg(words).arg(code).str();
    }
    if (items.empty()) return {};
    return {tr.translate("Bye", "FIDE codes (C.04.1): %1").arg(items).str()};
}

} // namespace damka::reports
