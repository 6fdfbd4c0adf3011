#include "events/event_decoder.h"

#include <capnp/message.h>
#include <capnp/serialize.h>
#include <kj/exception.h>

#include <cstring>

#include "events/codec.h"
#include "events/event_capnp.h"
#include "events/json_decode.h"
#include "events/log.capnp.h"

namespace tcgjudge {
namespace {

namespace s = ::tcgjudge::schema;

// DecodeEvent's reader limits for a message of `words` words (codec.h).
uint64_t TraversalLimit(size_t words) {
  return kEventTraversalWordsPerWord * words + kEventTraversalSlackWords;
}

}  // namespace

Status EventDecoder::Decode(std::string_view bytes, Event* event) {
  if (bytes.empty() || bytes.size() % sizeof(capnp::word) != 0) {
    return Status::Corruption("stored event has " + std::to_string(bytes.size()) +
                              " bytes, not a whole number of 8-byte words");
  }
  // Copy into word-aligned memory; the canonical form is one segment without a segment table.
  const size_t words = bytes.size() / sizeof(capnp::word);
  if (words_.size() < words) words_.resize(words);
  std::memcpy(words_.data(), bytes.data(), bytes.size());
  if (ReadsAsWritten(bytes, event)) return Status::Ok();
  return DecodeInOrder(bytes, event);
}

// DecodeEvent checks that the bytes are canonical before it reads them. This path reads them
// first and, when it accepts them, skips that check, with the same answer:
// - It accepts only bytes that are exactly what the encoder writes for the event they read as,
//   and the encoder's output is canonical (Cap'n Proto's canonical copy makes it so).
// - The canonical check counts against the traversal limit L too: it reads each of the W words
//   of the message once, and each element of a list of empty elements once more (A), so it
//   costs C1 <= W + A. The reads below read every list the event holds, so they cost C2 >= A.
//   They are allowed at most (L - W) / 2, so C1 + C2 <= W + 2 * C2 <= L: DecodeEvent's reader,
//   which does both, stays within L as well. (The nesting limit is the same: these reads reach
//   every object the check reaches, as deep.)
// Whatever it does not accept (a refusal, a Cap'n Proto exception, its smaller limit) goes to
// DecodeInOrder, which answers exactly as DecodeEvent does.
bool EventDecoder::ReadsAsWritten(std::string_view bytes, Event* event) {
  const size_t words = bytes.size() / sizeof(capnp::word);
  capnp::ReaderOptions options;
  options.traversalLimitInWords = (TraversalLimit(words) - words) / 2;
  options.nestingLimit = kEventNestingLimit;
  const kj::ArrayPtr<const capnp::word> segment(reinterpret_cast<const capnp::word*>(words_.data()),
                                                words);
  try {
    capnp::SegmentArrayMessageReader reader(kj::arrayPtr(&segment, 1), options);
    // DecodeEvent's reads, in its order.
    if (reader.getRoot<s::Event>().getPrevHash().size() != sizeof(EventHash)) return false;
    if (!ReadEvent(reader.getRoot<s::Event>(), event).ok()) return false;
    if (!ValidateEventShape(*event).ok()) return false;
    return encoder_.Encode(*event) == bytes;
  } catch (const kj::Exception&) {
    return false;
  }
}

Status EventDecoder::DecodeInOrder(std::string_view bytes, Event* event) {
  const size_t words = bytes.size() / sizeof(capnp::word);
  capnp::ReaderOptions options;
  options.traversalLimitInWords = TraversalLimit(words);
  options.nestingLimit = kEventNestingLimit;
  const kj::ArrayPtr<const capnp::word> segment(reinterpret_cast<const capnp::word*>(words_.data()),
                                                words);
  // Every read below counts against the traversal limit: they are DecodeEvent's reads, in its
  // order, so that the same bytes pass or fail the limit.
  try {
    capnp::SegmentArrayMessageReader reader(kj::arrayPtr(&segment, 1), options);
    if (!reader.isCanonical()) {
      return Status::Corruption("stored event is not in canonical Cap'n Proto form");
    }
    if (reader.getRoot<s::Event>().getPrevHash().size() != sizeof(EventHash)) {
      return Status::Corruption("stored event has no 32-byte prevHash");
    }
    Status read = ReadEvent(reader.getRoot<s::Event>(), event);
    if (!read.ok()) return Status::Corruption("stored event: " + read.message());
    Status shape = ValidateEventShape(*event);
    if (!shape.ok()) return Status::Corruption("stored event: " + shape.message());
    // Cap'n Proto's canonical form leaves bits no field reads (padding, the data of union members
    // not set) free; tcgjudge's encoding zeroes them. One event, one byte string: anything else
    // would give one event two hashes.
    if (encoder_.Encode(*event) != bytes) {
      return Status::Corruption(
          "stored event is not in the form tcgjudge writes: it holds bits no field of the event "
          "carries");
    }
    return Status::Ok();
  } catch (const kj::Exception& e) {
    return Status::Corruption("stored event does not decode: " + DescribeKjException(e));
  }
}

}  // namespace tcgjudge
