// Marks an English text of this layer (a tie-break's name and rule, a system's name) for
// Qt Linguist without needing Qt here: it stays the text itself, lupdate finds it (run with
// -tr-function-alias QT_TRANSLATE_NOOP+=DAMKA_TRANSLATE_NOOP) and reports/i18n.hpp's Tr::data
// translates it by its context when a printout is made.
#pragma once

#define DAMKA_TRANSLATE_NOOP(context, text) text
