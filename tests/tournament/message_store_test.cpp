// The event service's messages kept in the database (host/tournament/message_json.hpp): an
// audit entry written today reads back as the message it was made from, so the desk shows it
// in its reader's language; an entry from before audit migration 2 reads back as its English.
#include "tournament/event.hpp"
#include "tournament/message_json.hpp"
#include "storage/audit_log.hpp"
#include "reports/i18n.hpp"

#include <QSqlQuery>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace damka::tournament {
namespace {

Expected<Event> club_event(const QTemporaryDir &dir) {
    TournamentInfo info;
    info.name = "Club";
    info.rounds = 5;
    return Event::create(dir.filePath(QStringLiteral("e.db")), info);
}

TEST(MessageStore, JsonRoundTripKeepsContextArgumentsAndCount) {
    const Message m = DAMKA_TR("Batch", "line %1: %2")
                          .arg(3)
                          .arg(DAMKA_TR("Batch", "board %1 is already on line %2").arg(7).arg(1))
                          .count(2);
    EXPECT_EQ(message_from_json(to_json(m)), m);
    // Data is a plain JSON string.
    EXPECT_TRUE(to_json(Message("Ivanov (1)")).isString());
    EXPECT_EQ(message_from_json(QJsonValue(QStringLiteral("Ivanov (1)"))), Message("Ivanov (1)"));
}

TEST(MessageStore, AuditEntryKeepsItsMessageAndItsEnglish) {
    QTemporaryDir dir;
    auto ev = club_event(dir);
    ASSERT_TRUE(ev) << ev.error();
    Player p;
    p.name = "Ivanov";
    ASSERT_TRUE(ev->add_player(p)) << "add";
    ASSERT_TRUE(ev->withdraw(1, std::nullopt)) << "withdraw";
    const auto refused = ev->withdraw(1, std::nullopt);
    ASSERT_FALSE(refused);
    const auto entries = storage::read_audit(ev->db(), QStringLiteral("player.withdraw"));
    ASSERT_EQ(entries.size(), 1u);
    const Message summary = audit_summary(entries.front());
    EXPECT_TRUE(summary.is_marked()) << entries.front().summary.toStdString();
    EXPECT_EQ(summary.english(), entries.front().summary.toStdString());
    // Rendered in Russian it is not the English line (the words come from damka_ru.ts).
    EXPECT_NE(reports::Tr(reports::Language::Russian).render(summary), summary.english());
}

TEST(MessageStore, AnEntryWithoutAMessageReadsAsItsEnglishLine) {
    QTemporaryDir dir;
    auto ev = club_event(dir);
    ASSERT_TRUE(ev) << ev.error();
    // As every entry written before audit migration 2: no summary_message.
    ev->db().transaction([&] {
        storage::append_audit(ev->db(), QStringLiteral("old"), QStringLiteral("player.add"),
                              QStringLiteral("added player 1: Ivanov"), {}, {});
    });
    const auto entries = storage::read_audit(ev->db(), QStringLiteral("player.add"));
    ASSERT_EQ(entries.size(), 1u);
    EXPECT_EQ(audit_summary(entries.front()), Message("added player 1: Ivanov"));
}

} // namespace
} // namespace damka::tournament
