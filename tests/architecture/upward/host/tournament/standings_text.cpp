// A library file reaching up to reports/: what the layer check must refuse.
#include "reports/table.hpp"
