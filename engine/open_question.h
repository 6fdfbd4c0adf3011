// OpenQuestion: a recorded decision whose legality hangs on a card nobody saw (a paper game's
// handle, docs/paper-games.md), beside Violation (engine/violation.h).
//
// A rule check that needs the identity of an unknown card does not guess: the ruleset checks the
// decision under every code the card can still be and, where the verdict differs between them,
// keeps an open question: "the decision breaks rule R if A#3 is one of S". A later fact that
// binds or narrows the handle settles it exactly: a violation dated at the decision that committed
// it, or nothing (legal). Game-neutral: a ruleset fills it in its own words and rule numbers.

#ifndef TCGJUDGE_ENGINE_OPEN_QUESTION_H_
#define TCGJUDGE_ENGINE_OPEN_QUESTION_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/violation.h"
#include "events/card_id.h"
#include "events/seat.h"

namespace tcgjudge {

struct OpenQuestion {
  CardId card;                     // The handle whose identity decides.
  Seat player = Seat::kA;          // Who made the decision.
  uint32_t seq = 0;                // The decision.
  std::string code;                // The violation code it draws if it breaks the rule.
  std::vector<std::string> rules;  // Rule numbers, as the violation cites them.
  // The codes under which the decision breaks the rule, each with the violation's message (plain
  // words, without the rule list) had the card been known to be that code.
  struct Branch {
    std::string card_code;
    std::string message;
    bool operator==(const Branch&) const = default;
    template <typename Self, typename V>
    static void Reflect(Self& s, V& v) {
      v(s.card_code, s.message);
    }
  };
  std::vector<Branch> breaking;
  bool operator==(const OpenQuestion&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.card, s.player, s.seq, s.code, s.rules, s.breaking);
  }

  // "A#3's code decides whether A's decision at event 12 breaks L32: it does if A#3 is W010 or
  // W011": what the audit shows while the question is open.
  std::string Describe() const;
};

// What the record now says about a question, given the codes its card can still be.
enum class Settled : uint8_t { kOpen, kLegal, kViolation };
Settled SettleWith(const OpenQuestion& question, const std::vector<std::string>& possible);

// The violation a question settled as kViolation draws: dated at the decision (question.seq), its
// message the branch of the card's code (the first possible one that breaks the rule) followed by
// how the record learned it (`how`, e.g. "A#3 was revealed as W010 at event 40").
Violation SettledViolation(const OpenQuestion& question, const std::vector<std::string>& possible,
                           const std::string& how);

}  // namespace tcgjudge

#endif  // TCGJUDGE_ENGINE_OPEN_QUESTION_H_
