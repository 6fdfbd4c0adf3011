// The decision vocabularies of the rulesets (docs/rulesets.md, "Adding a game"). One list,
// events/vocabularies.h, generated from the ruleset list (rulesets.cmake), gives every ruleset
// whose events/<id>/CMakeLists.txt declares a VOCABULARY; the log's Decision (events/event.h) has
// one alternative per vocabulary, and every dispatch over decisions (kind names, text, cards
// named, Cap'n Proto read and write, and so JSON) reaches each through Vocabulary<T> below: a
// vocabulary that lacks a piece fails to compile, never falls through.
//
// What a vocabulary provides, in namespace tcgjudge::<id>:
//   events/<id>/decision.h        using Decision = std::variant<...>;  (the schema's union)
//                                 std::string_view DecisionKindName(const Decision&);
//                                 std::vector<std::pair<std::string, CardId>>
//                                     CardsNamed(const Decision&);  (every card id, by field)
//   events/<id>/decision_text.h   std::string DecisionText(const Decision&,
//                                     const std::function<std::string(const CardId&)>&);
//   events/<id>/decision_codec.h  WriteDecision, ReadDecision, MissingDecisionKind over
//                                 schema::<id>::Decision (events/ygo/decision_codec.h's forms).

#ifndef TCGJUDGE_EVENTS_VOCABULARY_H_
#define TCGJUDGE_EVENTS_VOCABULARY_H_

#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "events/card_id.h"
#include "events/vocabularies.h"

namespace tcgjudge {

// Vocabulary<T>::kIs: whether T is a ruleset's vocabulary (an alternative of the log's Decision
// after the shared verbs); then kRuleset is its ruleset's id and the functions reach its own.
template <typename T>
struct Vocabulary {
  static constexpr bool kIs = false;
};

#define TJ_VOCABULARY_TRAITS(id, Id, ID)                                                     \
  template <>                                                                                \
  struct Vocabulary<id::Decision> {                                                          \
    static constexpr bool kIs = true;                                                        \
    static constexpr std::string_view kRuleset = #id;                                        \
    static std::string_view KindName(const id::Decision& d) { return id::DecisionKindName(d); } \
    static std::vector<std::pair<std::string, CardId>> CardsNamed(const id::Decision& d) {   \
      return id::CardsNamed(d);                                                              \
    }                                                                                        \
    static std::string Text(const id::Decision& d,                                           \
                            const std::function<std::string(const CardId&)>& card) {         \
      return id::DecisionText(d, card);                                                      \
    }                                                                                        \
  };
TCGJUDGE_FOR_EACH_VOCABULARY(TJ_VOCABULARY_TRAITS)
#undef TJ_VOCABULARY_TRAITS

template <typename T>
inline constexpr bool kIsVocabulary = Vocabulary<T>::kIs;

// The ids of the rulesets with a vocabulary of their own, in list order.
inline constexpr std::string_view kVocabularyRulesets[] = {
#define TJ_VOCABULARY_ID(id, Id, ID) #id,
    TCGJUDGE_FOR_EACH_VOCABULARY(TJ_VOCABULARY_ID)
#undef TJ_VOCABULARY_ID
};

}  // namespace tcgjudge

#endif  // TCGJUDGE_EVENTS_VOCABULARY_H_
