// Ruleset options of 崛起TCG: the format (§100) and where the rulebook leaves a choice to the
// judge tool: whether an illegal attempt to add a link is undone by the rules (§707.2). Every
// option and its default is a reading of docs/rulings-rise.md.

#ifndef TCGJUDGE_ENGINE_RISE_OPTIONS_H_
#define TCGJUDGE_ENGINE_RISE_OPTIONS_H_

#include <cstdint>
#include <vector>

#include "events/event.h"
#include "events/status.h"

namespace tcgjudge::rise {

// §100.1, §100.3, §100.4: constructed (构筑赛) or limited (限制赛).
enum class Format : uint8_t { kConstructed, kLimited };
constexpr Format LastEnumerator(Format) { return Format::kLimited; }  // Snapshots.

// §707.2: an attempt to add a link that breaks a step of §707.1 is undone by the rules
// (`kRewind`: flagged, remedied by the rules, the state as before the attempt) or applied as
// the table did it, for the judge to reverse (`kApply`).
enum class IllegalLink : uint8_t { kRewind, kApply };
constexpr IllegalLink LastEnumerator(IllegalLink) { return IllegalLink::kApply; }

struct Options {
  Format format = Format::kConstructed;
  IllegalLink illegal_link = IllegalLink::kRewind;
  bool attacker_exhausts = true;  // C-2: declaring a combat exhausts the attacker.
  bool guard_exhausts = true;     // C-5: guarding exhausts the guard.
  bool operator==(const Options&) const = default;

  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.format, s.illegal_link, s.attacker_exhausts, s.guard_exhausts);
  }
};

// The option names and their values, default first (docs/rulings-rise.md, "Ruleset options").
inline constexpr const char* kOptionFormat = "format";                      // constructed | limited
inline constexpr const char* kOptionIllegalLink = "illegalLink";            // rewind | apply
inline constexpr const char* kOptionAttackerExhausts = "attackerExhausts";  // yes | no
inline constexpr const char* kOptionGuardExhausts = "guardExhausts";        // yes | no

// Reads the header's options: kInvalidInput naming an unknown option or a bad value.
Result<Options> ParseOptions(const std::vector<RuleOption>& options);

// Every option with its value in `options`, in the order above.
std::vector<RuleOption> AllOptions(const Options& options);

}  // namespace tcgjudge::rise

#endif  // TCGJUDGE_ENGINE_RISE_OPTIONS_H_
