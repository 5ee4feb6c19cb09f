// A plugin whose games fail on request, to prove the error path of ABI 1.2 (plugin_api.h
// "Returns", "Errors"): the SDK returns a code and keeps the reason for last_error, never
// writing it into an output sink; the host checks the code and reports the reason.
// Built twice (tests/abi/CMakeLists.txt): against today's SDK, and against the ABI 1.0 SDK of
// tests/abi/v1_0, which wrote the reason into position()'s output sink.
// The set-up string names the call that fails: "position", "board", "moves", "status",
// "side", "claims", "clone" or "perft"; "" fails nothing.
#include <damka/sdk.hpp>

#include <string>

#ifndef FAILING_VARIANT_ID
#define FAILING_VARIANT_ID "failing"
#endif

namespace {

using namespace damka::sdk;

class Failing final : public Game {
public:
    explicit Failing(std::string fails) : fails_(std::move(fails)) {}
    static std::unique_ptr<Game> create(std::string_view setup) {
        return std::make_unique<Failing>(std::string(setup));
    }

    std::unique_ptr<Game> clone() const override {
        check("clone");
        return std::make_unique<Failing>(*this);
    }
    std::string position() const override { return check("position"), fails_; }
    int side_to_move() const override { return check("side"), 0; }
    std::vector<Move> legal_moves() const override {
        check("moves");
        Move pass;
        pass.notation = "pass";
        pass.flags = DAMKA_MOVE_PASS;
        return {pass};
    }
    Move play(std::string_view text) override {
        if (text != "pass") invalid("only 'pass' is a move here");
        return legal_moves().front();
    }
    Status status() const override { return check("status"), Status{}; }
    std::string board_json() const override { return check("board"), board_json_of(); }
    std::vector<Claim> draw_claims() const override { return check("claims"), std::vector<Claim>{}; }
    uint64_t perft(uint32_t depth, uint32_t flags, const Divide *divide) const override {
        check("perft");
        return Game::perft(depth, flags, divide);
    }

private:
    // Throws a plain exception (a plugin bug: DAMKA_ERR_INTERNAL) when `call` is the one named.
    void check(const char *call) const {
        if (fails_ == call) throw std::runtime_error(std::string(call) + " exploded");
    }
    static std::string board_json_of() { return damka::sdk::board_json(1, 1, 0, {{0, "a1", {}}}); }
    std::string fails_;
};

const VariantDef kVariants[] = {
    {FAILING_VARIANT_ID, "Failing test variant", {"First", "Second"}, "none", 1, 1, 0, 0, &Failing::create}};

} // namespace

DAMKA_DEFINE_PLUGIN("Damka failing test plugin", "1.0.0", kVariants)
