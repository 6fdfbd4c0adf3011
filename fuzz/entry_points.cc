#include "fuzz/entry_points.h"

#include <map>
#include <memory>
#include <span>

#include "engine/all_rulesets.h"
#include "engine/ygo/ygo_ruleset.h"
#include "engine/zero/card_info.h"
#include "engine/zero/zero_ruleset.h"
#include "events/codec.h"
#include "events/event_decoder.h"
#include "events/json_fast.h"
#include "events/jsonl.h"
#include "events/myth/card_set.h"
#include "events/rise/card_set.h"
#include "events/wheel/card_set.h"
#include "events/ygo/card_set.h"
#include "events/zero/card_set.h"
#include "judge/notation.h"
#include "store/import.h"
#include "store/memory_event_log.h"
#include "store/registration.h"

#ifndef TCGJUDGE_FUZZ_CARDS
#error "TCGJUDGE_FUZZ_CARDS (the bundled card set's path) is set by fuzz/CMakeLists.txt"
#endif
#ifndef TCGJUDGE_FUZZ_YGO_CARDS
#error "TCGJUDGE_FUZZ_YGO_CARDS (the bundled ygo card set's path) is set by fuzz/CMakeLists.txt"
#endif
#ifndef TCGJUDGE_FUZZ_SAMPLES
#error "TCGJUDGE_FUZZ_SAMPLES (the samples/ folder's path) is set by fuzz/CMakeLists.txt"
#endif

namespace tcgjudge::fuzz {
namespace {

constexpr std::string_view kSource = "fuzz-input";

// The 零次元 engine with the bundled card set, built once (the card set is trusted input here:
// it is not what this target fuzzes).
const zero::ZeroRuleset& ZeroEngine() {
  static const zero::ZeroRuleset* engine = [] {
    Result<CardSet> cards = LoadCardSetFile(TCGJUDGE_FUZZ_CARDS);
    TJ_CHECK_MSG(cards.ok(), cards.status().message().c_str());
    return new zero::ZeroRuleset(zero::CardTable(*cards));
  }();
  return *engine;
}

// The Yu-Gi-Oh engine with its bundled card set, built once.
const Ruleset& YgoEngine() {
  static const Ruleset* engine = [] {
    Result<std::unique_ptr<Ruleset>> rules = ygo::YgoRuleset::FromCardFile(TCGJUDGE_FUZZ_YGO_CARDS);
    TJ_CHECK_MSG(rules.ok(), rules.status().message().c_str());
    return std::move(rules).value().release();
  }();
  return *engine;
}

// The engine of ruleset `id` with its bundled card set (samples/<id>/cards.jsonl), built once.
// Only the rulesets a target names are asked for, so the set of them is small and fixed.
const Ruleset& BundledEngine(std::string_view id) {
  static std::map<std::string, std::unique_ptr<Ruleset>, std::less<>>* engines =
      new std::map<std::string, std::unique_ptr<Ruleset>, std::less<>>();
  if (auto found = engines->find(id); found != engines->end()) return *found->second;
  for (const RulesetFactory& factory : kRulesetFactories) {
    if (factory.id != id) continue;
    const std::string cards = std::string(TCGJUDGE_FUZZ_SAMPLES) + "/" + std::string(id) +
                              "/cards.jsonl";
    Result<std::unique_ptr<Ruleset>> engine = factory.from_card_file(cards);
    TJ_CHECK_MSG(engine.ok(), engine.status().message().c_str());
    return *engines->emplace(std::string(id), std::move(engine).value()).first->second;
  }
  TJ_CHECK_MSG(false, "a fuzz target names a ruleset this build does not have");
  __builtin_unreachable();
}

// A snapshot decoder's contract: an accepted snapshot re-encodes to bytes that decode to a state
// with the same encoding.
Status DecodeSnapshotWith(const Ruleset& engine, std::string_view data) {
  TJ_ASSIGN_OR_RETURN(std::unique_ptr<GameState> state, engine.DecodeSnapshot(data));
  const std::string encoded = engine.EncodeSnapshot(*state);
  Result<std::unique_ptr<GameState>> again = engine.DecodeSnapshot(encoded);
  TJ_CHECK_MSG(again.ok(), again.status().message().c_str());
  TJ_CHECK(engine.EncodeSnapshot(**again) == encoded);
  return Status::Ok();
}

}  // namespace

std::vector<std::string_view> TargetNames() {
  return {kJsonlImport,  kStoredEvent,   kSnapshot,     kCardSet,       kYgoSnapshot,
          kYgoCardSet,   kJsonFast,      kMythSnapshot, kMythCardSet,   kWheelSnapshot,
          kWheelCardSet, kRegistration,  kRiseSnapshot, kRiseCardSet,  kNotation};
}

Status ImportJsonLines(std::string_view data) {
  TJ_ASSIGN_OR_RETURN(std::vector<JsonLine> lines, ParseJsonLines(data, kSource));
  MemoryEventLog log;
  TJ_ASSIGN_OR_RETURN(ImportSummary summary,
                      ImportEvents(log, lines, kSource, Durability::kBuffered));
  // What was stored exports to JSON Lines that read back to the same events.
  for (const ImportedGame& game : summary.games) {
    Result<std::vector<StoredEvent>> stored = log.Read(game.game);
    TJ_CHECK_MSG(stored.ok(), stored.status().message().c_str());
    TJ_CHECK(stored->size() == game.event_count);
    std::vector<Event> events;
    for (StoredEvent& s : *stored) events.push_back(std::move(s.event));
    Result<std::vector<JsonLine>> again = ParseJsonLines(ToJsonLines(events), kSource);
    TJ_CHECK_MSG(again.ok(), again.status().message().c_str());
    TJ_CHECK(again->size() == events.size());
    for (size_t i = 0; i < events.size(); ++i) TJ_CHECK((*again)[i].event == events[i]);
  }
  return Status::Ok();
}

Status DecodeStoredEvent(std::string_view data) {
  // The decoder the store reads with, twice (the second time into the event and the buffers the
  // first left), each held to the reference (codec.h ReferenceDecodeEvent).
  const Result<Event> reference = ReferenceDecodeEvent(data);
  EventDecoder decoder;
  Event event;
  for (int pass = 0; pass < 2; ++pass) {
    const Status status = decoder.Decode(data, &event);
    TJ_CHECK_MSG(status.ok() == reference.ok(), "the decoder and the reference disagree");
    if (!status.ok()) {
      TJ_CHECK(status.code() == reference.status().code());
      TJ_CHECK_MSG(status.message() == reference.status().message(), status.message().c_str());
    } else {
      TJ_CHECK(event == *reference);
    }
  }
  if (!reference.ok()) return reference.status();
  TJ_CHECK(EncodeEvent(*reference) == data);
  TJ_CHECK(ReferenceEncodeEvent(*reference) == data);
  return Status::Ok();
}

Status DecodeZeroSnapshot(std::string_view data) { return DecodeSnapshotWith(ZeroEngine(), data); }

Status DecodeYgoSnapshot(std::string_view data) { return DecodeSnapshotWith(YgoEngine(), data); }

Status LoadCardSet(std::string_view data) {
  TJ_ASSIGN_OR_RETURN(CardSet set, ParseCardSet(data, kSource));
  for (const cards::CardDef& card : set.cards()) {
    Result<cards::CardDef> again = CardFromJson(CardToJson(card));
    TJ_CHECK_MSG(again.ok(), again.status().message().c_str());
    TJ_CHECK(*again == card);
  }
  return Status::Ok();
}

Status LoadYgoCardSet(std::string_view data) {
  TJ_ASSIGN_OR_RETURN(ygo::CardSet set, ygo::ParseCardSet(data, kSource));
  for (const ygo::cards::Card& card : set.cards()) {
    Result<ygo::cards::Card> again = ygo::CardFromJson(ygo::CardToJson(card));
    TJ_CHECK_MSG(again.ok(), again.status().message().c_str());
    TJ_CHECK(*again == card);
  }
  return Status::Ok();
}

Status CompareJsonFast(std::string_view data) {
  Result<Event> codec = EventFromJsonByCodec(data);
  std::optional<Event> fast = FastEventFromJson(data);
  if (fast && ValidateEventShape(*fast).ok()) {
    TJ_CHECK_MSG(codec.ok(), "the fast path read a line the codec refuses");
    TJ_CHECK_MSG(*fast == *codec, "the fast path and the codec read different events");
  }
  return codec.status();
}

Status DecodeMythSnapshot(std::string_view data) {
  return DecodeSnapshotWith(BundledEngine("myth"), data);
}

Status DecodeWheelSnapshot(std::string_view data) {
  return DecodeSnapshotWith(BundledEngine("wheel"), data);
}

Status LoadMythCardSet(std::string_view data) {
  TJ_ASSIGN_OR_RETURN(myth::CardSet set, myth::ParseCardSet(data, kSource));
  for (const myth::cards::Card& card : set.cards()) {
    const Status again = myth::ValidateCard(card);
    TJ_CHECK_MSG(again.ok(), again.message().c_str());
  }
  return Status::Ok();
}

Status LoadWheelCardSet(std::string_view data) {
  TJ_ASSIGN_OR_RETURN(wheel::CardSet set, wheel::ParseCardSet(data, kSource));
  for (const wheel::cards::Card& card : set.cards()) {
    const Status again = wheel::ValidateCard(card);
    TJ_CHECK_MSG(again.ok(), again.message().c_str());
  }
  return Status::Ok();
}

Status DecodeRiseSnapshot(std::string_view data) {
  return DecodeSnapshotWith(BundledEngine("rise"), data);
}

Status LoadRiseCardSet(std::string_view data) {
  TJ_ASSIGN_OR_RETURN(rise::CardSet set, rise::ParseCardSet(data, kSource));
  for (const rise::cards::Card& card : set.cards()) {
    const Status again = rise::ValidateCard(card);
    TJ_CHECK_MSG(again.ok(), again.message().c_str());
  }
  return Status::Ok();
}

std::string RegistrationInput(std::string_view key, std::string_view value) {
  TJ_CHECK(key.size() <= 0xffff);
  std::string input;
  input.push_back(static_cast<char>(key.size() >> 8));
  input.push_back(static_cast<char>(key.size() & 0xff));
  input.append(key);
  input.append(value);
  return input;
}

Status DecodeStoredRegistration(std::string_view data) {
  if (data.size() < 2) return Status::InvalidInput("a registration input starts with 2 length bytes");
  const size_t key_size = (static_cast<uint8_t>(data[0]) << 8) | static_cast<uint8_t>(data[1]);
  if (data.size() - 2 < key_size) return Status::InvalidInput("the key is longer than the input");
  const std::string_view key = data.substr(2, key_size);
  const std::string_view value = data.substr(2 + key_size);
  TJ_ASSIGN_OR_RETURN(Registration registration, DecodeRegistration(key, value));
  TJ_CHECK_MSG(RegistrationKey(registration) == key, "a registration decoded under another key");
  TJ_CHECK_MSG(EncodeRegistration(registration) == value,
               "a registration decoded from bytes it does not encode to");
  return Status::Ok();
}

Status ReadNotationText(std::string_view data) {
  // Every ruleset's engine with its bundled card set, built once.
  static const RulesetRegistry* rulesets = [] {
    auto* registry = new RulesetRegistry();
    for (const RulesetFactory& factory : kRulesetFactories) {
      const std::string cards = std::string(TCGJUDGE_FUZZ_SAMPLES) + "/" +
                                std::string(factory.id) + "/cards.jsonl";
      Result<std::unique_ptr<Ruleset>> engine = factory.from_card_file(cards);
      TJ_CHECK_MSG(engine.ok(), engine.status().message().c_str());
      registry->Add(std::move(engine).value());
    }
    return registry;
  }();
  TJ_ASSIGN_OR_RETURN(std::vector<NotationEvent> events,
                      ReadNotation(data, std::string(kSource),
                                   std::string(TCGJUDGE_FUZZ_SAMPLES) + "/ygo", rulesets));
  TJ_CHECK(!events.empty());
  const auto* header = std::get_if<Header>(&events.front().event.body);
  TJ_CHECK_MSG(header != nullptr, "an accepted notation file starts with no header");
  TJ_CHECK_MSG(rulesets->Find(header->ruleset) != nullptr,
               "an accepted notation file names a ruleset the registry does not have");
  return Status::Ok();
}

Status RunTarget(std::string_view target, std::string_view data) {
  if (target == kJsonlImport) return ImportJsonLines(data);
  if (target == kStoredEvent) return DecodeStoredEvent(data);
  if (target == kSnapshot) return DecodeZeroSnapshot(data);
  if (target == kCardSet) return LoadCardSet(data);
  if (target == kYgoSnapshot) return DecodeYgoSnapshot(data);
  if (target == kYgoCardSet) return LoadYgoCardSet(data);
  if (target == kJsonFast) return CompareJsonFast(data);
  if (target == kMythSnapshot) return DecodeMythSnapshot(data);
  if (target == kMythCardSet) return LoadMythCardSet(data);
  if (target == kWheelSnapshot) return DecodeWheelSnapshot(data);
  if (target == kWheelCardSet) return LoadWheelCardSet(data);
  if (target == kRegistration) return DecodeStoredRegistration(data);
  if (target == kRiseSnapshot) return DecodeRiseSnapshot(data);
  if (target == kRiseCardSet) return LoadRiseCardSet(data);
  if (target == kNotation) return ReadNotationText(data);
  return Status::InvalidInput("no fuzz target named '" + std::string(target) + "'");
}

}  // namespace tcgjudge::fuzz
