// StatFold: the ATK or DEF of a card as its changes apply in timestamp order (701(3)).

#ifndef TCGJUDGE_ENGINE_ZERO_STATS_H_
#define TCGJUDGE_ENGINE_ZERO_STATS_H_

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace tcgjudge::zero {

// Folds the changes of one value in timestamp order (701(3)): a change that sets the value
// ("变为") replaces the printed value and every change before it; additions after it still apply.
// Changes with equal stamps are one card's own effects: the set applies first, then the
// additions. Without a set, the order does not matter and the value is a plain sum.
// The result is clamped to the int32 range; 103(4) floors it at 0 where it is used.
class StatFold {
 public:
  explicit StatFold(int32_t printed) : printed_(printed) {}

  void Add(uint32_t stamp, int32_t delta);
  void Set(uint32_t stamp, int32_t value);
  int32_t Value() const;

 private:
  struct Addition {
    uint32_t stamp;
    int32_t delta;
  };
  int32_t printed_;
  int64_t sum_ = 0;  // Every addition, for the common case without a set.
  bool has_set_ = false;
  uint32_t set_stamp_ = 0;
  int32_t set_value_ = 0;
  // The additions with their stamps; most values have a handful, kept without allocating.
  std::array<Addition, 12> few_;  // The first `count_` are set.
  size_t count_ = 0;
  std::vector<Addition> more_;
};

}  // namespace tcgjudge::zero

#endif  // TCGJUDGE_ENGINE_ZERO_STATS_H_
