// damka — tournament manager and arbiter for the draughts family. The commands are listed
// in command_table.cpp; this only dispatches.
#include "command_table.hpp"

#include <QCoreApplication>

#include <csignal>

using namespace damka::cli;
using damka::app::command_table;

static void usage() {
    out(QStringLiteral("Usage: damka <command> [options]\n\nCommands:"));
    for (const Command &c : command_table()) out(QStringLiteral("  %1  %2").arg(c.name.leftJustified(12), c.summary));
    out(QStringLiteral("\nRun 'damka <command> --help' for a command's options."));
}

int main(int argc, char **argv) {
    // A write past the shell's `ulimit -f` raises SIGXFSZ, whose default action kills the
    // program without a word. Ignored, the write fails with EFBIG instead, and the command
    // reports it naming the file (core/file_error_text.hpp) like a full disk.
    std::signal(SIGXFSZ, SIG_IGN);
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("damka"));
    QCoreApplication::setApplicationVersion(QStringLiteral(DAMKA_VERSION));
    const QStringList args = QCoreApplication::arguments();
    if (args.size() < 2 || args[1] == QStringLiteral("--help") || args[1] == QStringLiteral("-h") ||
        args[1] == QStringLiteral("help")) {
        usage();
        return args.size() < 2 ? BadInput : Ok;
    }
    if (args[1] == QStringLiteral("--version")) {
        out(QStringLiteral("damka ") + QCoreApplication::applicationVersion());
        return Ok;
    }
    for (const Command &c : command_table()) {
        if (c.name == args[1]) {
            QStringList rest = args.mid(2);
            rest.prepend(QStringLiteral("damka ") + c.name);
            try {
                return c.run(rest);
            } catch (const std::exception &e) {
                err(QStringLiteral("damka: ") + QString::fromUtf8(e.what()));
                return Failure;
            }
        }
    }
    err(QStringLiteral("damka: unknown command '%1'").arg(args[1]));
    usage();
    return BadInput;
}
