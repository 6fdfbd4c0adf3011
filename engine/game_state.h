// GameState: the base of every ruleset's state. Each ruleset's state is a plain copyable value
// with integer ids and no pointers into itself; this base only lets generic code (the fold, the
// judge) copy and compare it without knowing the ruleset.

#ifndef TCGJUDGE_ENGINE_GAME_STATE_H_
#define TCGJUDGE_ENGINE_GAME_STATE_H_

#include <memory>
#include <string_view>

#include "events/check.h"

namespace tcgjudge {

class GameState {
 public:
  virtual ~GameState() = default;

  virtual std::string_view RulesetId() const = 0;
  virtual std::unique_ptr<GameState> Clone() const = 0;
  // A copy that keeps nothing of what its state key was computed from (Ruleset::StateKey's kept
  // parts): its key is computed from every part when next asked, as Ruleset::FullStateKey needs.
  virtual std::unique_ptr<GameState> CloneUnkept() const = 0;
  // Same ruleset and the same value.
  virtual bool Equals(const GameState& other) const = 0;

 protected:
  GameState() = default;
  GameState(const GameState&) = default;
  GameState& operator=(const GameState&) = default;
};

// Implements the GameState plumbing for a ruleset's value type `Derived`, which must have
// `operator==` and a static `kRulesetId`.
template <typename Derived>
class GameStateBase : public GameState {
 public:
  std::string_view RulesetId() const override { return Derived::kRulesetId; }
  std::unique_ptr<GameState> Clone() const override {
    return std::make_unique<Derived>(static_cast<const Derived&>(*this));
  }
  // A state without kept key parts (a test's) is copied whole.
  std::unique_ptr<GameState> CloneUnkept() const override {
    auto copy = std::make_unique<Derived>(static_cast<const Derived&>(*this));
    if constexpr (requires(Derived& d) { d.key_terms = {}; }) copy->key_terms = {};
    return copy;
  }
  bool Equals(const GameState& other) const override {
    const auto* same = dynamic_cast<const Derived*>(&other);
    return same != nullptr && *same == static_cast<const Derived&>(*this);
  }

  // `state` as this ruleset's value; a state of another ruleset is a broken invariant (the
  // registry hands each ruleset only its own games).
  static const Derived& Of(const GameState& state) {
    TJ_CHECK(state.RulesetId() == Derived::kRulesetId);
    return static_cast<const Derived&>(state);
  }
  static Derived& Of(GameState& state) {
    TJ_CHECK(state.RulesetId() == Derived::kRulesetId);
    return static_cast<Derived&>(state);
  }

  // The base holds no value: lets `Derived` default its operator==.
  bool operator==(const GameStateBase&) const { return true; }
};

}  // namespace tcgjudge

#endif  // TCGJUDGE_ENGINE_GAME_STATE_H_
