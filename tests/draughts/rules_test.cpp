#include "draughts_fixture.hpp"
