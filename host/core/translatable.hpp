// Marks an English text of a layer without Qt's translator (a tie-break's name and rule, a
// system's name in host/tournament; the clock's refusals in arbiter/) for Qt Linguist: it stays
// the text itself, lupdate finds it (run with -tr-function-alias
// QT_TRANSLATE_NOOP+=DAMKA_TRANSLATE_NOOP) and reports/i18n.hpp's Tr::data translates it by its
// context where a printout or page is made (translations/README.md).
#pragma once

#define DAMKA_TRANSLATE_NOOP(context, text) text
