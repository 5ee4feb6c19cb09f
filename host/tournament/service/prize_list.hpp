// The event's prize list and its allocation settings as stored (module "prizes" of the event
// database, migration 1), and the commands that change them: `damka prizes add|remove|settings`
// and the desk's prize page call these, each one transaction with one audit entry
// ("prize.add", "prize.remove", "prize.settings": the list or the settings before and after).
// `event_prizes` is what `damka prizes` and the prize pages print.
#pragma once

#include "event_command.hpp"
#include "tournament/model/prizes.hpp"

#include <optional>

namespace damka::tournament {

// The prize tables (module "prizes"): `prize_settings` (one row) and `prizes` (one row a prize,
// by number). Applied by the commands below on first use; an event never given a prize has
// none, and reads as an empty list with the default settings.
storage::Migrations prize_migrations();

// The stored list (empty, default settings, without the tables). Throws storage::SqlError.
PrizeList load_prize_list(storage::Database &db);
// The settings when the event has a prize list (at least one prize), else nothing: what
// EventData::prize_rules holds (the standings' legend names the rules then).
std::optional<PrizeSettings> stored_prize_rules(storage::Database &db);

Expected<PrizeList> prize_list(Event &ev);

// Appends `prize` to the list (its number: the next one) after check_prize.
Expected<Change> add_prize(Event &ev, Prize prize);
// Removes prize `number`; the prizes after it move up one number.
Expected<Change> remove_prize(Event &ev, int number);

// The settings to change; those left empty keep their value.
struct PrizeSettingsEdit {
    std::optional<SharedMoney> shared;
    std::optional<bool> unrated_in_bands, withdrawn_eligible;
    std::optional<std::string> currency;
};
Expected<Change> edit_prize_settings(Event &ev, const PrizeSettingsEdit &edit);

// Everything a prize printout needs: the event, its standings after `after_round` (default:
// the completed rounds, as `damka standings`), the list and its allocation.
struct EventPrizes {
    EventData event;
    Standings standings;
    PrizeList list;
    PrizeAllocation allocation;
};
Expected<EventPrizes> event_prizes(Event &ev, std::optional<int> after_round = std::nullopt);

} // namespace damka::tournament
