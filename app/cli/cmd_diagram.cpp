// damka rules VARIANT diagram — the position drawn as SVG (host/diagram): after --setup and
// --moves, or at --ply of --game in a PDN file; seen from the first side, or --flip.
#include "commands.hpp"
#include "output_file.hpp"
#include "rules_command.hpp"

#include "diagram/board_description.hpp"
#include "diagram/game_position.hpp"
#include "diagram/svg_diagram.hpp"

namespace damka::cli {

namespace {

// Words a tray is captioned with (plugin-api/README.md "Drawing keys": trays).
std::map<std::string, std::string> tray_captions() {
    return {{"reserve", QCoreApplication::translate("Diagram", "reserve:").toStdString()},
            {"captured", QCoreApplication::translate("Diagram", "captured:").toStdString()},
            {"off", QCoreApplication::translate("Diagram", "taken off:").toStdString()},
            {"hand", QCoreApplication::translate("Diagram", "to place:").toStdString()}};
}

} // namespace

int rules_diagram(const Variant *found, const QStringList &args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Draws the position as SVG: after --setup and --moves, or in a PDN file's game."));
    add_plugin_options(parser);
    add_position_options(parser);
    parser.addPositionalArgument(QStringLiteral("PDN"),
                                 QStringLiteral("A PDN file: draw a position of one of its games."),
                                 QStringLiteral("[PDN]"));
    parser.addOption({QStringLiteral("game"), QStringLiteral("The game of the PDN file (1 = the first)."),
                      QStringLiteral("N"), QStringLiteral("1")});
    parser.addOption({QStringLiteral("ply"),
                      QStringLiteral("The position after K plies of its main line (default: the last)."),
                      QStringLiteral("K")});
    parser.addOption({QStringLiteral("flip"), QStringLiteral("Seen from the second side (the board turned round).")});
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                      QStringLiteral("Write the SVG to FILE (default: standard output)."),
                      QStringLiteral("FILE")});
    int code = Ok;
    if (!parse(parser, args, code)) return code;
    if (!found) return BadInput; // only --help is answered without the variant
    const Variant &variant = *found;

    const QStringList files = parser.positionalArguments();
    if (files.size() > 1) {
        err(QStringLiteral("damka: diagram: one PDN file at most, got %1").arg(files.size()));
        return BadInput;
    }
    if (!files.isEmpty() && (parser.isSet(QStringLiteral("setup")) || parser.isSet(QStringLiteral("moves")))) {
        err(QStringLiteral("damka: diagram: a PDN file or --setup/--moves, not both"));
        return BadInput;
    }
    bool number_ok = true;
    const int game = parser.value(QStringLiteral("game")).toInt(&number_ok);
    if (!number_ok || game < 1) {
        err(QStringLiteral("damka: diagram: --game '%1' is not a game number (1, 2, ...)")
                .arg(parser.value(QStringLiteral("game"))));
        return BadInput;
    }
    int ply = -1;
    if (parser.isSet(QStringLiteral("ply"))) {
        ply = parser.value(QStringLiteral("ply")).toInt(&number_ok);
        if (!number_ok || ply < 0) {
            err(QStringLiteral("damka: diagram: --ply '%1' is not a number of plies (0, 1, ...)")
                    .arg(parser.value(QStringLiteral("ply"))));
            return BadInput;
        }
    }

    Expected<diagram::Position> position = Error{Message()};
    try {
        if (!files.isEmpty()) {
            position = diagram::position_in_pdn(variant, files.front(), game, ply);
        } else {
            std::vector<std::string> moves;
            for (const QString &m : split_moves(parser.value(QStringLiteral("moves"))))
                moves.push_back(m.toStdString());
            position = diagram::position_after(variant, parser.value(QStringLiteral("setup")).toStdString(), moves);
        }
    } catch (const PluginFailure &e) {
        err(QStringLiteral("damka: %1: %2").arg(qs(variant.id()), QString::fromUtf8(e.what())));
        return Failure;
    }
    if (!position) {
        err(QStringLiteral("damka: %1: %2").arg(qs(variant.id()), qs(position.error())));
        return parser.isSet(QStringLiteral("moves")) ? Illegal : BadInput;
    }
    Expected<diagram::Board> board = diagram::read_board(position->board_json);
    if (!board) {
        err(QStringLiteral("damka: %1: %2").arg(qs(variant.id()), qs(board.error())));
        return Failure;
    }
    diagram::SvgOptions options;
    options.flipped = parser.isSet(QStringLiteral("flip"));
    options.last_move = position->last_move;
    options.title = diagram::position_title(variant, *position);
    options.tray_captions = tray_captions();
    const QByteArray svg = QByteArray::fromStdString(diagram::render_svg(*board, options));
    if (!parser.isSet(QStringLiteral("output"))) {
        out(QString::fromUtf8(svg).chopped(1));
        return Ok;
    }
    if (const QString problem = write_output_file(parser.value(QStringLiteral("output")), svg); !problem.isEmpty()) {
        err(QStringLiteral("damka: ") + problem);
        return FileAccess;
    }
    return Ok;
}

} // namespace damka::cli
