// Stands in for the header-only host/core/expected.hpp.
