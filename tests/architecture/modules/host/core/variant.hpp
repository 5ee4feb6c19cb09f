// Stands in for the plugin loader's host/core/variant.hpp.
