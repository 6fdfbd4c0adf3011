// The fuzzed entry points: each takes arbitrary bytes, runs them through one decoder of untrusted
// input exactly as tcgjudge does, and returns the decoder's Status. Used by the libFuzzer targets
// (fuzz/*_fuzzer.cc, built with the `fuzz` preset) and by the regression test that replays every
// saved input under the normal build (tests/fuzz/). A decoder must answer every input with a
// Status: a crash, a sanitizer report, a hang or a failed TJ_CHECK is a bug.
//
// Where a decoder accepts its input, the entry point also checks a property of what it accepted
// (with TJ_CHECK, so that the fuzzer reports a break as a crash): its canonical form decodes
// again to the same value.

#ifndef TCGJUDGE_FUZZ_ENTRY_POINTS_H_
#define TCGJUDGE_FUZZ_ENTRY_POINTS_H_

#include <string>
#include <string_view>
#include <vector>

#include "events/status.h"

namespace tcgjudge::fuzz {

// The fuzz targets, by the name of their folders in fuzz/corpus/ and fuzz/regressions/.
inline constexpr std::string_view kJsonlImport = "jsonl_import";
inline constexpr std::string_view kStoredEvent = "stored_event";
inline constexpr std::string_view kSnapshot = "snapshot";
inline constexpr std::string_view kCardSet = "card_set";
inline constexpr std::string_view kYgoSnapshot = "ygo_snapshot";
inline constexpr std::string_view kYgoCardSet = "ygo_card_set";
inline constexpr std::string_view kJsonFast = "json_fast";
inline constexpr std::string_view kMythSnapshot = "myth_snapshot";
inline constexpr std::string_view kMythCardSet = "myth_card_set";
inline constexpr std::string_view kWheelSnapshot = "wheel_snapshot";
inline constexpr std::string_view kWheelCardSet = "wheel_card_set";
inline constexpr std::string_view kRegistration = "registration";
inline constexpr std::string_view kRiseSnapshot = "rise_snapshot";
inline constexpr std::string_view kRiseCardSet = "rise_card_set";
inline constexpr std::string_view kNotation = "notation";
std::vector<std::string_view> TargetNames();

// A scorekeeper's notation file (judge/notation.h ReadNotation), the game followed by the engines
// of every ruleset with its bundled card set: the tags, the actions over the log's schema, the
// implied passes, checkpoints and cards by their code. A decklist tag names a file of
// samples/ygo/ (the decklists there). An accepted file's events are a game whose header names a
// ruleset the registry has.
Status ReadNotationText(std::string_view data);

// A JSON Lines game log imported as `tcgjudge import` does (ParseJsonLines, then ImportEvents
// into an in-memory store: EventFromJson, the header and game checks, seqs and the hash chain).
// An accepted file exports to JSON Lines that parse back to the same events.
Status ImportJsonLines(std::string_view data);

// The stored bytes of one event (DecodeEvent: canonical Cap'n Proto with bounded traversal), read
// by an EventDecoder twice and by the reference (codec.h ReferenceDecodeEvent): the same event or
// the same refusal with the same message. An accepted event encodes back to exactly the same
// bytes, by EncodeEvent and by the reference encoder.
Status DecodeStoredEvent(std::string_view data);

// A 零次元 state snapshot (ZeroRuleset::DecodeSnapshot, with the bundled card set). An accepted
// snapshot re-encodes to bytes that decode to a state with the same encoding.
Status DecodeZeroSnapshot(std::string_view data);

// A card set in JSON Lines (ParseCardSet). Every accepted card's canonical JSON reads back to the
// same card.
Status LoadCardSet(std::string_view data);

// A Yu-Gi-Oh state snapshot (YgoRuleset::DecodeSnapshot, with the bundled card set), with the
// same property as DecodeZeroSnapshot.
Status DecodeYgoSnapshot(std::string_view data);

// A Yu-Gi-Oh card set in JSON Lines (ygo::ParseCardSet). Every accepted card's canonical JSON
// reads back to the same card.
Status LoadYgoCardSet(std::string_view data);

// One line of a game log read by EventFromJson's fast path (events/json_fast.h) and by the codec
// alone: where the fast path reads an event EventFromJson takes, the codec reads the same event
// (a difference fails a TJ_CHECK). Returns the codec's answer.
Status CompareJsonFast(std::string_view data);

// A 神话起源, 永恒之轮 or 崛起TCG state snapshot (the ruleset's DecodeSnapshot, with its bundled
// card set, samples/<id>/cards.jsonl), with the same property as DecodeZeroSnapshot.
Status DecodeMythSnapshot(std::string_view data);
Status DecodeWheelSnapshot(std::string_view data);
Status DecodeRiseSnapshot(std::string_view data);

// A 神话起源, 永恒之轮 or 崛起TCG card set in JSON Lines (myth::ParseCardSet, wheel::ParseCardSet,
// rise::ParseCardSet). Every accepted card passes its ruleset's ValidateCard again (the set holds
// only what the reader checked).
Status LoadMythCardSet(std::string_view data);
Status LoadWheelCardSet(std::string_view data);
Status LoadRiseCardSet(std::string_view data);

// A stored registration (store/registration.h DecodeRegistration), read from its key and its value:
// the input is the key's length (2 bytes, big-endian), the key, then the value. An accepted
// registration is stored under exactly that key and encodes to exactly that value.
Status DecodeStoredRegistration(std::string_view data);
// The input DecodeStoredRegistration reads for `key` and `value` (what the seeds are made of).
std::string RegistrationInput(std::string_view key, std::string_view value);

// The entry point of the target named `target` (one of TargetNames()); kInvalidInput for an
// unknown name.
Status RunTarget(std::string_view target, std::string_view data);

}  // namespace tcgjudge::fuzz

#endif  // TCGJUDGE_FUZZ_ENTRY_POINTS_H_
