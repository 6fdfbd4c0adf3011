// Knowledge: what a paper game's record knows about the identity of cards nobody saw (issue 29,
// docs/paper-games.md).
//
// At a paper table the record holds what the table saw. A card that leaves a hidden ordered pile
// unseen (a draw) gets a handle ("A#17") apart from its identity, and its identity is one of the
// codes the seat's decklist allows. Later facts narrow it: a reveal binds the handle to one code; a
// reference ("a card with code X from A's hand") or a look narrows it to a set; a judge's deck
// check says that a group of handles is, together, exactly a multiset of codes (it binds the
// contents of a hidden zone, not their order). SeatKnowledge holds those facts for one seat's cards
// and answers two questions exactly, after any number of facts:
//
//   - Check(): is the record still possible, i.e. is there an assignment of every handle to its
//     own copy of a decklist code that meets every fact? If not, which handles compete for which
//     exhausted copies (Hall's condition, read off a minimum cut): a recording problem to report
//     at the event that made it impossible, never a player's violation.
//   - PossibleCodes(h): which codes handle h can still be, in some assignment that meets every
//     fact (exact: a code is listed iff a complete assignment gives it to h).
//
// Both are a maximum flow over the handles, the deck check groups and the decklist's codes (a
// 60-card deck of handles: docs/paper-games.md, "Cost"; no bench row yet). The value is
// plain data with integer indices (a ruleset's state holds one per seat, snapshots and keys it);
// it never logs and never throws.

#ifndef TCGJUDGE_ENGINE_KNOWLEDGE_H_
#define TCGJUDGE_ENGINE_KNOWLEDGE_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "events/status.h"

namespace tcgjudge {

using CodeIndex = uint16_t;    // An index into Decklist::codes.
using HandleIndex = uint32_t;  // An index into SeatKnowledge::handles(), in minting order.

// A seat's deck as a multiset of card codes.
struct Decklist {
  std::vector<std::string> codes;  // Distinct, in the order the list first names them.
  std::vector<uint16_t> copies;    // copies[i]: how many cards of codes[i].
  bool operator==(const Decklist&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.codes, s.copies);
  }

  // The multiset of `cards` (one code per card, in any order). Refuses an empty code.
  static Result<Decklist> FromCards(const std::vector<std::string>& cards);

  std::optional<CodeIndex> Find(std::string_view code) const;
  uint32_t CardCount() const;
};

// Where a binding of a handle to a code comes from (issue 29: a reveal observed by the table or a
// judge, or claimed by a player; a judge's deck check).
enum class BindingSource : uint8_t { kTableReveal, kJudgeObservation, kPlayerClaim, kDeckCheck };
constexpr BindingSource LastEnumerator(BindingSource) { return BindingSource::kDeckCheck; }

std::string_view BindingSourceName(BindingSource source);

// What the record knows about one card that left a hidden ordered pile unseen.
struct HandleFacts {
  uint32_t minted_at = 0;  // The seq of the event that minted the handle (a draw, a search).
  // allowed[c] (0 or 1): no fact so far excludes code c. Starts all 1.
  std::vector<uint8_t> allowed;
  // The code the handle was bound to first, when and by what (a later, different binding of the
  // same handle is kept in `allowed` and makes Check() fail).
  std::optional<CodeIndex> bound;
  uint32_t bound_at = 0;
  BindingSource bound_by = BindingSource::kTableReveal;
  // The seqs of every fact that narrowed the handle, in order: what a contradiction cites.
  std::vector<uint32_t> facts_at;
  // Bit s set: seat s knows the identity (it looked at the card, or the card is in its hand).
  uint8_t known_to = 0;
  std::optional<uint32_t> group;  // The deck check that counted it, if any.
  // A code the record named for this handle that the decklist does not hold (the first one).
  std::optional<std::string> foreign_code;
  // The card went back into a hidden pile unseen (an unseen shuffle): the handle keeps its facts,
  // but no longer holds a copy of its own (a later draw of that card is a new handle).
  bool retired = false;
  bool operator==(const HandleFacts&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.minted_at, s.allowed, s.bound, s.bound_at, s.bound_by, s.facts_at, s.known_to, s.group,
      s.foreign_code, s.retired);
  }
};

// A judge's deck check: `handles` together are exactly the multiset `copies` (over the decklist's
// codes) seen at event `seq`.
struct ObservedGroup {
  std::vector<HandleIndex> handles;
  std::vector<uint16_t> copies;
  uint32_t seq = 0;
  bool operator==(const ObservedGroup&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.handles, s.copies, s.seq);
  }
};

// Why the record is impossible: `handles` cannot each have a copy of their own under `limits`
// (every limit listed is used up by them), or a handle was named as a code the decklist lacks.
struct Contradiction {
  struct Limit {
    CodeIndex code = 0;
    std::optional<uint32_t> group;  // nullopt: the decklist's copies; else that deck check's.
    uint16_t copies = 0;
    bool operator==(const Limit&) const = default;
  };
  std::vector<HandleIndex> handles;  // Ascending.
  std::vector<Limit> limits;         // By group (decklist first), then code.
  bool operator==(const Contradiction&) const = default;
};

// "A#1" for the first handle of seat A: handles are numbered from 1 in minting order.
std::string HandleName(char seat_letter, HandleIndex handle);

class SeatKnowledge {
 public:
  SeatKnowledge() = default;  // An empty decklist: what a snapshot reader fills in.
  explicit SeatKnowledge(Decklist decklist);

  const Decklist& decklist() const { return decklist_; }
  const std::vector<HandleFacts>& handles() const { return handles_; }
  const std::vector<ObservedGroup>& groups() const { return groups_; }

  // A card left a hidden ordered pile unseen at event `seq`: a new handle that may be any code.
  HandleIndex Mint(uint32_t seq);

  // Event `seq` showed that `handle` is `code` (a reveal, a claim, a deck check's sighting).
  void Bind(HandleIndex handle, std::string_view code, uint32_t seq, BindingSource source);

  // Event `seq` showed that `handle` is one of `codes` (a reference by code, a look at a set).
  void Narrow(HandleIndex handle, const std::vector<std::string>& codes, uint32_t seq);

  // Seat `seat` knows what `handle` is from now on.
  void MarkKnown(HandleIndex handle, uint8_t seat);

  // The card behind `handle` went back into a hidden pile and lost its place unseen (an unseen
  // shuffle): from now on it holds no copy of its own; its facts stay (what a verdict on it cites).
  void Retire(HandleIndex handle);

  // The one code `handle` is known to be: its binding, or the single code its facts allow;
  // nullopt while more than one code fits (PossibleCodes may still deduce it from the others).
  std::optional<CodeIndex> KnownCode(HandleIndex handle) const;

  // A judge's deck check at event `seq`: `handles` are together exactly the cards `codes`. Refuses
  // (kInvalidInput, nothing changed) a count that differs from the handles', a handle listed twice
  // or already counted by an earlier check; a code the decklist lacks is kept as a contradiction.
  [[nodiscard]] Status ObserveGroup(const std::vector<HandleIndex>& handles,
                                    const std::vector<std::string>& codes, uint32_t seq);

  // nullopt while the record is possible; else why not.
  std::optional<Contradiction> Check() const;

  // The codes `handle` can still be, ascending; empty when Check() fails.
  std::vector<CodeIndex> PossibleCodes(HandleIndex handle) const;

  // "A#3 and A#7 cannot all be cards of A's deck: the decklist holds 1 BP01-001": handles are
  // spelled HandleName(seat_letter, index).
  std::string Describe(const Contradiction& contradiction, char seat_letter) const;

  // For a value a snapshot decoded: kCorruption unless every index and size fits the decklist
  // (what the methods above assume).
  [[nodiscard]] Status CheckShape() const;

  bool operator==(const SeatKnowledge&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.decklist_, s.handles_, s.groups_);
  }

 private:
  Decklist decklist_;
  std::vector<HandleFacts> handles_;
  std::vector<ObservedGroup> groups_;
};

}  // namespace tcgjudge

#endif  // TCGJUDGE_ENGINE_KNOWLEDGE_H_
