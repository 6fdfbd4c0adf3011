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

namespace s = ::tcgjudge::schema;

Status EventDecoder::Decode(std::string_view bytes, Event* event) {
  if (bytes.empty() || bytes.size() % sizeof(capnp::word) != 0) {
    return Status::Corruption("stored event has " + std::to_string(bytes.size()) +
                              " bytes, not a whole number of 8-byte words");
  }
  // Copy into word-aligned memory; the canonical form is one segment without a segment table.
  const size_t size = bytes.size() / sizeof(capnp::word);
  if (words_.size() < size) words_.resize(size);
  std::memcpy(words_.data(), bytes.data(), bytes.size());
  capnp::ReaderOptions options;
  options.traversalLimitInWords = kEventTraversalWordsPerWord * size + kEventTraversalSlackWords;
  options.nestingLimit = kEventNestingLimit;
  kj::ArrayPtr<const capnp::word> segment(reinterpret_cast<const capnp::word*>(words_.data()),
                                          size);
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
