// A new event's settings as an arbiter gives them — a command's options or the desk's form
// fields, text as typed, each empty when left out — checked together and completed with the
// defaults the rules give (C.04.1 c for the byes, C.07 tie-breaks by system). Both front-ends
// create events through `settle_event_form` and `Event::create`, so they cannot disagree.
// The time control and the printouts' language are checked by the layers that own them (the
// arbiter's clock, reports' translations) before this.
#pragma once

#include "core/message.hpp"
#include "core/plugin_registry.hpp"
#include "tournament/model/model.hpp"

#include <functional>
#include <optional>
#include <string>
#include <variant>

namespace damka::tournament {

struct EventForm {
    std::string name, place, start_date, end_date, chief_arbiter, time_control, tiebreak_edition, language;
    std::string variant = "russian", variant_options;
    std::string system = "swiss";
    std::optional<std::string> boards, match_points; // team events only
    std::string rounds = "0";
    std::string scoring = "1-0.5-0";
    std::optional<std::string> tiebreaks; // default by system
    std::optional<std::string> pab, hpb, fpb; // default: win, draw, win (C.04.1 c)
    std::string max_hpb = "2", hpb_closed = "0";
    bool micro_match = false, third_place = false;
    std::optional<std::string> acceleration;
};

// The form from the settings as a front-end holds them, each named as `damka event create`'s
// option ("from", "chief-arbiter", "max-hpb"; the desk's fields have the same names): `text`
// gives a setting's text, nullopt when not given (the form's default stays); `flag` whether a
// yes/no setting ("micro-match", "third-place") is on.
EventForm read_event_form(const std::function<std::optional<std::string>(const char *name)> &text,
                          const std::function<bool(const char *name)> &flag);

// What is wrong with a form: the setting at fault (its option name: "boards", "rounds"; "" for
// the variant's plugin) and why.
struct EventFormError {
    std::string field;
    Message message;
    bool plugin = false; // the variant is not loaded or its plugin refused: not a typing error
};

struct SettledEvent {
    TournamentInfo info;
    std::string tiebreak_list; // the tie-breaks as given or defaulted, as the arbiter reads them
};

// Bounds on what an arbiter types: far above any real event, low enough that no count or
// score overflows downstream (a round is a TRF column; points are stored in tenths).
inline constexpr int max_rounds = 999;
inline constexpr double max_bye_points = 100;

// The form checked and completed; the first problem otherwise. `plugins` is asked for the
// variant (an id no plugin loaded is refused listing the loaded ones), its options and, for
// the variant's own scoring, its scale.
std::variant<SettledEvent, EventFormError> settle_event_form(const EventForm &form,
                                                             const std::function<const PluginRegistry &()> &plugins);

} // namespace damka::tournament
