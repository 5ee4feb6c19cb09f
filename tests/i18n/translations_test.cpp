// The Russian translation (translations/damka_ru.ts) is complete and compiled into the
// program: every message has a finished translation keeping the source's placeholders, and
// reports/i18n.hpp reads it from the resources, plural forms included.
#include "reports/i18n.hpp"

#include <gtest/gtest.h>

#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QXmlStreamReader>

#include <vector>

namespace damka::reports {
namespace {

struct Message {
    QString context, source, type; // type: "" (finished), "unfinished", "vanished", "obsolete"
    bool numerus = false;
    QStringList forms; // the translation, or each plural form
};

std::vector<Message> read_ts(const QString &path) {
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString();
    QXmlStreamReader xml(&f);
    std::vector<Message> out;
    QString context;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        if (xml.name() == QLatin1String("name")) context = xml.readElementText();
        if (xml.name() == QLatin1String("message")) {
            out.push_back(
                {context, {}, {}, xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes"), {}});
        } else if (xml.name() == QLatin1String("source") && !out.empty()) {
            out.back().source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation") && !out.empty()) {
            out.back().type = xml.attributes().value(QLatin1String("type")).toString();
            if (!out.back().numerus) out.back().forms << xml.readElementText();
        } else if (xml.name() == QLatin1String("numerusform") && !out.empty()) {
            out.back().forms << xml.readElementText();
        }
    }
    EXPECT_FALSE(xml.hasError()) << xml.errorString().toStdString();
    return out;
}

QSet<QString> placeholders(const QString &s) {
    QSet<QString> out;
    static const QRegularExpression re(QStringLiteral("%(\\d|n)"));
    for (auto it = re.globalMatch(s); it.hasNext();) out.insert(it.next().captured(0));
    return out;
}

const QString kRussian = QStringLiteral(DAMKA_SOURCE_DIR "/translations/damka_ru.ts");

// A message the code marks and the Russian file leaves unfinished (or empty), or one the file
// still has though the code no longer does, fails here with its context and source text.
TEST(Translations, EveryRussianMessageIsFinished) {
    const std::vector<Message> messages = read_ts(kRussian);
    ASSERT_GT(messages.size(), 100u); // the reports, pages, tie-breaks: some two hundred
    for (const Message &m : messages) {
        const std::string where = (m.context + QStringLiteral(": ") + m.source).toStdString();
        EXPECT_TRUE(m.type.isEmpty()) << m.type.toStdString() << " — " << where;
        // Russian has three plural forms (1 тур, 2 тура, 5 туров).
        EXPECT_EQ(m.forms.size(), m.numerus ? 3 : 1) << where;
        for (const QString &form : m.forms) {
            EXPECT_FALSE(form.trimmed().isEmpty()) << "empty translation — " << where;
            // The data (%1 ...) and the count (%n) must all reach the Russian text.
            EXPECT_EQ(placeholders(form), placeholders(m.source)) << form.toStdString() << " — " << where;
        }
    }
}

// The file is read from the resources compiled into the library, not from the source folder.
TEST(Translations, RussianWordsComeFromTheCompiledTranslation) {
    const Tr ru(Language::Russian), en(Language::English);
    EXPECT_EQ(ru.translate("Reports", "Pts").str(), "Очки");
    EXPECT_EQ(ru.data("System", "swiss"), "швейцарская");
    EXPECT_EQ(ru.data("TieBreakHead", "BH-C1"), "Бх-1");
    EXPECT_EQ(en.translate("Reports", "Pts").str(), "Pts");
    EXPECT_EQ(en.data("System", "swiss"), "swiss");
    // A text no .ts file has stays as written.
    EXPECT_EQ(ru.data("System", "no such system"), "no such system");
}

// Russian plurals (Правила русской орфографии: 1, 21 тур; 2-4, 22 тура; 5-20, 11-14, 25 туров),
// picked by Qt from the count.
TEST(Translations, RussianPluralFormsByCount) {
    const Tr ru(Language::Russian);
    const std::pair<int, const char *> cases[] = {{1, "1 тур"},   {2, "2 тура"},    {4, "4 тура"},
                                                  {5, "5 туров"}, {11, "11 туров"}, {12, "12 туров"},
                                                  {21, "21 тур"}, {22, "22 тура"},  {25, "25 туров"}};
    for (const auto &[n, words] : cases) EXPECT_EQ(ru.translate("Reports", "%n rounds", nullptr, n).str(), words) << n;
    // English keeps the source text as it always printed it.
    EXPECT_EQ(Tr(Language::English).translate("Reports", "%n rounds", nullptr, 9).str(), "9 rounds");
}

TEST(Language, ParsedFromCodesAndLocaleNames) {
    EXPECT_EQ(parse_language("en"), Language::English);
    EXPECT_EQ(parse_language("ru"), Language::Russian);
    EXPECT_EQ(parse_language("ru_RU.UTF-8"), Language::Russian);
    EXPECT_EQ(parse_language("ru_UA"), Language::Russian);
    EXPECT_EQ(parse_language("en_GB.UTF-8"), Language::English);
    EXPECT_EQ(parse_language("C.UTF-8"), Language::English);
    EXPECT_EQ(parse_language("POSIX"), Language::English);
    EXPECT_EQ(parse_language("de_DE.UTF-8"), std::nullopt); // no German translation
    EXPECT_EQ(parse_language(""), std::nullopt);
    EXPECT_EQ(parse_language("russian"), std::nullopt);
    EXPECT_STREQ(language_code(Language::Russian), "ru");
}

// The arguments are data: a player named "%2" stays "%2".
TEST(Language, ArgumentsAreNotReadAsPlaceholders) {
    EXPECT_EQ(Text("%1 - %2").arg("A %2 B").arg(7).str(), "A %2 B - 7");
    EXPECT_EQ(Tr(Language::Russian).translate("Reports", "%1 - start list").arg("Кубок").str(),
              "Кубок — стартовый список");
}

} // namespace
} // namespace damka::reports
