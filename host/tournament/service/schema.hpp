// The tournament module's tables, as storage migrations (module "tournament").
#pragma once

#include "storage/migration.hpp"

namespace damka::tournament {

storage::Migrations tournament_migrations();

} // namespace damka::tournament
