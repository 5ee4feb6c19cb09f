// A command in a library: what the layer check must refuse.
#include <QCommandLineParser>

int log_command(QCommandLineParser &parser);
