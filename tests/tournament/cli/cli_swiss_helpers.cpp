#include "cli_swiss_helpers.hpp"

#include <gtest/gtest.h>

#include <fstream>

namespace damka::testing {

void create_six_player_event(const std::string &db, const std::string &name, const std::string &system, int rounds) {
    ASSERT_TRUE(says(run_damka("event create --db " + db + " --name " + name + " --system " + system + " --rounds " +
                               std::to_string(rounds)),
                     system));
    for (int p = 1; p <= 6; ++p)
        ASSERT_EQ(
            run_damka("player add --db " + db + " P" + std::to_string(p) + " --rating " + std::to_string(2100 - 10 * p))
                .code,
            0);
}

void expect_boards(const CliRun &run, std::initializer_list<const char *> boards) {
    for (const char *line : boards) EXPECT_TRUE(says(run, line)) << run.out;
}

void publish_with_results(const std::string &db, std::initializer_list<const char *> results) {
    ASSERT_EQ(run_damka("round publish --db " + db).code, 0);
    for (const char *res : results) ASSERT_EQ(run_damka("result set " + std::string(res) + " --db " + db).code, 0);
}

CliRun import_foreign_trf(const QTemporaryDir &dir, const std::string &title, const std::string &type_record) {
    const std::string trf = dir.filePath(QStringLiteral("in.trf")).toStdString();
    const std::string db = dir.filePath(QStringLiteral("i.db")).toStdString();
    std::ofstream(trf) << "012 " << title << "\n"
                       << type_record << "\nXXR 5\n"
                       << "001    1 m    Player 1                          2090                             0.0    1\n"
                          "001    2 m    Player 2                          2080                             0.0    2\n";
    const CliRun imported = run_damka("trf import " + trf + " --db " + db);
    EXPECT_EQ(imported.code, 0) << imported.out;
    return run_damka("event info --db " + db);
}

} // namespace damka::testing
