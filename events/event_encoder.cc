#include "events/event_encoder.h"

#include <capnp/any.h>
#include <capnp/message.h>

#include <cstring>

#include "events/event_capnp.h"
#include "events/log.capnp.h"

namespace tcgjudge {
namespace {

namespace s = ::tcgjudge::schema;

// The first segment an encoder starts with: enough for most events (a pass is about 20 words);
// a header of two 50-card decks takes some 450 and grows it.
constexpr size_t kFirstSegmentWords = 128;

static_assert(sizeof(capnp::word) == sizeof(uint64_t));

kj::ArrayPtr<capnp::word> Words(std::vector<uint64_t>& words, size_t count) {
  return kj::arrayPtr(reinterpret_cast<capnp::word*>(words.data()), count);
}

}  // namespace

std::string_view EventEncoder::Encode(const Event& event) { return Encode(event, event.prev_hash); }

std::string_view EventEncoder::Encode(const Event& event, const EventHash& prev_hash) {
  // (Before the first call canonical_ has no words, and its data() may be null.)
  if (canonical_used_ != 0) std::memset(canonical_.data(), 0, canonical_used_ * sizeof(uint64_t));
  canonical_used_ = 0;
  if (built_.empty()) built_.resize(kFirstSegmentWords);
  size_t built_words = 0;
  bool outgrown = false;
  {
    // Falls back to segments of its own when the event outgrows built_; it zeroes what it used
    // of built_ when it ends.
    capnp::MallocMessageBuilder built(Words(built_, built_.size()));
    const s::Event::Builder root = built.initRoot<s::Event>();
    WriteEvent(event, prev_hash, root);
    const auto segments = built.getSegmentsForOutput();
    for (const auto& segment : segments) built_words += segment.size();
    outgrown = segments.size() > 1;
    // The canonical copy holds the same objects, each no larger (data and pointer sections cut
    // to their last non-zero word), and no far pointers: it fits in the words the message used.
    if (canonical_.size() < built_words) canonical_.resize(built_words);
    // What capnp::canonicalize does, into canonical_ instead of two new arrays (and without its
    // check that the copy is canonical: Cap'n Proto's canonical copy makes it so).
    capnp::FlatMessageBuilder canonical(Words(canonical_, built_words));
    canonical.getRoot<capnp::AnyPointer>().setCanonicalAs<s::Event>(root.asReader());
    canonical_used_ = canonical.getSegmentsForOutput()[0].size();
  }
  if (outgrown) built_.resize(2 * built_words);  // Grown words are zero.
  return std::string_view(reinterpret_cast<const char*>(canonical_.data()),
                          canonical_used_ * sizeof(uint64_t));
}

}  // namespace tcgjudge
