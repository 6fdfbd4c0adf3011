// Snapshots of a 零次元 State (engine/byte_io.h). Layout, version 7: "zero" tag, version, then
// every field of State in declaration order. A layout change bumps kSnapshotVersion; old
// snapshots are then refused (kCorruption) and rebuilt by the fold, never misread.
//
// Fields added since, for new card vocabulary, follow layout 7 as tagged extensions written only
// where a state holds them (PutExtensions): a state any earlier build could reach encodes exactly
// as it did, so its StateHash, recorded in stored logs, stays the same (tests/engine/zero/
// conformance_test.cc pins them). The extensions, each at most once and in this order:
// - "b" (707(4)): the insteadIf branch of each Resolving (the resolving link, then each life
//   damage's resumed one): count, then per entry the frame's index, `branch` and `branch_action`;
// - "a" (900(2), 501(2), A-108): Combat::attack_lost is set; nothing follows the tag;
// - "p": the permanent ATK/DEF changes: count, then per entry its index in
//   `stat_changes`, ascending.

#include "engine/zero/snapshot.h"

#include <algorithm>
#include <array>

#include "engine/byte_io.h"
#include "engine/zero/zero_ruleset.h"

namespace tcgjudge::zero {
namespace {

constexpr uint64_t kSnapshotVersion = 7;

void PutIds(ByteWriter& w, const std::vector<CardId>& ids) {
  w.U64(ids.size());
  for (CardId id : ids) w.U64(SeatIndex(id.seat) * 1024u + id.index);
}

// The card id PutId wrote as `v`.
bool IdOf(uint64_t v, CardId* id) {
  if (v >= 2048 || v % 1024 > kMaxDeckSize) return false;
  *id = CardId{static_cast<Seat>(v / 1024), static_cast<uint16_t>(v % 1024)};
  return true;
}

bool GetId(ByteReader& r, CardId* id) {
  uint64_t v = 0;
  return r.U64(&v) && IdOf(v, id);
}

bool GetIds(ByteReader& r, std::vector<CardId>* ids) {
  uint64_t n = 0;
  if (!r.U64(&n) || n > 2 * kMaxDeckSize) return false;
  ids->resize(n);
  // Read in runs, so that the reader's cursor stays in registers (a 950-card deck).
  constexpr size_t kRun = 64;
  uint64_t run[kRun];
  for (size_t first = 0; first < n; first += kRun) {
    const size_t count = std::min<size_t>(kRun, n - first);
    if (!r.U64s(run, count)) return false;
    for (size_t i = 0; i < count; ++i) {
      if (!IdOf(run[i], &(*ids)[first + i])) return false;
    }
  }
  return true;
}

// A card's fields in the order EncodeSnapshot writes them, read at once and then checked (a
// decoded 950-card state reads 1,900 cards): each checked as a read of its own would check it.
constexpr size_t kCardFields = 18;

bool GetCard(ByteReader& r, size_t table_size, CardState* c) {
  uint64_t f[kCardFields];
  if (!r.U64s(f, kCardFields)) return false;
  const int64_t prevent = ByteReader::Signed(f[16]);
  CardId attached_to;
  const bool in_range = f[0] <= table_size - 1 && f[1] <= kNumZones - 1 && f[2] <= 1 && f[3] <= 1 &&
                        f[4] <= 1 && f[6] <= UINT32_MAX && f[7] <= UINT32_MAX &&
                        IdOf(f[8], &attached_to) && f[9] <= UINT32_MAX && f[10] <= table_size &&
                        f[11] <= UINT32_MAX && f[12] <= UINT32_MAX && f[13] <= 255 &&
                        f[14] <= 255 && f[15] <= 255 && prevent >= INT32_MIN &&
                        prevent <= INT32_MAX && f[17] <= kNumSeats;
  if (!in_range) return false;
  BindIdentity(*c, static_cast<uint16_t>(f[0]));
  c->zone = static_cast<Zone>(f[1]);
  c->controller = static_cast<Seat>(f[2]);
  c->tapped = f[3] == 1;
  c->face_down = f[4] == 1;
  c->damage = static_cast<int32_t>(ByteReader::Signed(f[5]));
  c->object = static_cast<uint32_t>(f[6]);
  c->entered_turn = static_cast<uint32_t>(f[7]);
  c->attached_to = attached_to;
  c->attached_object = static_cast<uint32_t>(f[9]);
  c->copied = static_cast<uint16_t>(f[10]);
  c->effects_used_turn = static_cast<uint32_t>(f[11]);
  c->effects_used = static_cast<uint32_t>(f[12]);
  c->granted_until_end_of_turn = static_cast<uint8_t>(f[13]);
  c->granted = static_cast<uint8_t>(f[14]);
  c->granted_until_end_of_battle = static_cast<uint8_t>(f[15]);
  c->prevent = static_cast<int32_t>(prevent);
  c->control_returns = static_cast<uint8_t>(f[17]);
  return true;
}

// A seat's `n` cards. Kept out of DecodeSnapshot, whose size leaves the card loop no registers.
[[gnu::noinline]] bool GetCards(ByteReader& r, size_t table_size, size_t n,
                                std::vector<CardState>* cards) {
  cards->clear();
  cards->reserve(n);  // Not resized: each card is written once, as it is read.
  for (size_t i = 0; i < n; ++i) {
    CardState c;
    if (!GetCard(r, table_size, &c)) return false;
    cards->push_back(c);
  }
  return true;
}

// "This turn" ATK/DEF changes of all cards: more than this many in one turn is no real game's.
constexpr uint64_t kMaxChanges = 100000;

bool GetI32(ByteReader& r, int32_t* value) {
  int64_t v = 0;
  if (!r.I64(&v) || v < INT32_MIN || v > INT32_MAX) return false;
  *value = static_cast<int32_t>(v);
  return true;
}

void PutId(ByteWriter& w, CardId id) { w.U64(SeatIndex(id.seat) * 1024u + id.index); }

void PutLink(ByteWriter& w, const Link& l) {
  w.U64(static_cast<uint64_t>(l.kind));
  w.U64(SeatIndex(l.controller));
  PutId(w, l.card);
  w.U64(l.card_object);
  PutId(w, l.target);
  w.U64(l.target_object);
  w.U64(static_cast<uint64_t>(l.method));
  PutId(w, l.upgrade_source);
  w.U64(l.effect);
  PutIds(w, l.targets);
  w.U64(l.target_objects.size());
  for (uint32_t object : l.target_objects) w.U64(object);
  w.Bool(l.delayed);
  w.Bool(l.copy);
  w.U64(l.changed);
  w.U64(l.info);
}

bool GetLink(ByteReader& r, Link* l) {
  uint64_t objects = 0;
  if (!(r.Uint(&l->kind, 2) && r.Uint(&l->controller, 1) && GetId(r, &l->card) &&
        r.Uint(&l->card_object, UINT32_MAX) && GetId(r, &l->target) &&
        r.Uint(&l->target_object, UINT32_MAX) && r.Uint(&l->method, 1) &&
        GetId(r, &l->upgrade_source) && r.Uint(&l->effect, 255) && GetIds(r, &l->targets) &&
        r.U64(&objects) && objects == l->targets.size())) {
    return false;
  }
  l->target_objects.resize(objects);
  for (uint32_t& object : l->target_objects) {
    if (!r.Uint(&object, UINT32_MAX)) return false;
  }
  return r.Bool(&l->delayed) && r.Bool(&l->copy) && r.Uint(&l->changed, UINT32_MAX) &&
         r.Uint(&l->info, UINT16_MAX);
}

void PutTriggers(ByteWriter& w, const std::vector<PendingTrigger>& triggers) {
  w.U64(triggers.size());
  for (const PendingTrigger& t : triggers) {
    w.U64(SeatIndex(t.controller));
    PutId(w, t.card);
    w.U64(t.effect);
    w.U64(t.card_object);
    w.Bool(t.accepted);
    w.Bool(t.delayed);
    w.U64(t.info);
  }
}

bool GetTriggers(ByteReader& r, std::vector<PendingTrigger>* triggers) {
  uint64_t n = 0;
  if (!r.U64(&n) || n > 1000) return false;
  triggers->resize(n);
  for (PendingTrigger& t : *triggers) {
    if (!r.Uint(&t.controller, 1) || !GetId(r, &t.card) || !r.Uint(&t.effect, 255) ||
        !r.Uint(&t.card_object, UINT32_MAX) || !r.Bool(&t.accepted) || !r.Bool(&t.delayed) ||
        !r.Uint(&t.info, UINT16_MAX)) {
      return false;
    }
  }
  return true;
}

void PutResolving(ByteWriter& w, const Resolving& rv) {
  w.Bool(rv.active);
  PutLink(w, rv.link);
  w.U64(rv.action);
  w.Bool(rv.asked);
  w.Bool(rv.answered);
  w.Bool(rv.yes);
  w.I64(rv.number);
  w.U64(rv.roll);
  PutIds(w, rv.chosen);
  w.U64(rv.stage);
}

bool GetResolving(ByteReader& r, Resolving* rv) {
  int64_t number = 0;
  if (!r.Bool(&rv->active) || !GetLink(r, &rv->link) || !r.Uint(&rv->action, 255) ||
      !r.Bool(&rv->asked) || !r.Bool(&rv->answered) || !r.Bool(&rv->yes) || !r.I64(&number) ||
      !r.Uint(&rv->roll, 255) || !GetIds(r, &rv->chosen) || !r.Uint(&rv->stage, 255)) {
    return false;
  }
  rv->number = static_cast<int32_t>(number);
  return true;
}

// The Resolving frames of `s`: the resolving link, then each life damage's resumed one.
template <typename S, typename Visit>
void ForEachResolving(S& s, Visit visit) {
  visit(s.resolving);
  for (auto& d : s.life_damage) visit(d.resumed);
}

void PutExtensions(ByteWriter& w, const State& s) {
  std::vector<std::array<uint64_t, 3>> branches;
  uint64_t frame = 0;
  ForEachResolving(s, [&](const Resolving& rv) {
    if (rv.branch != 0 || rv.branch_action != 0) {
      branches.push_back({frame, rv.branch, rv.branch_action});
    }
    ++frame;
  });
  if (!branches.empty()) {
    w.Bytes("b");
    w.U64(branches.size());
    for (const auto& [index, branch, action] : branches) {
      w.U64(index);
      w.U64(branch);
      w.U64(action);
    }
  }
  if (s.combat.attack_lost) w.Bytes("a");
  std::vector<uint64_t> permanent;
  for (size_t i = 0; i < s.stat_changes.size(); ++i) {
    if (s.stat_changes[i].permanent) permanent.push_back(i);
  }
  if (!permanent.empty()) {
    w.Bytes("p");
    w.U64(permanent.size());
    for (uint64_t index : permanent) w.U64(index);
  }
}

bool GetBranches(ByteReader& r, State& s) {
  std::vector<Resolving*> frames;
  ForEachResolving(s, [&](Resolving& rv) { frames.push_back(&rv); });
  uint64_t n = 0;
  if (!r.U64(&n) || n == 0 || n > frames.size()) return false;
  for (uint64_t i = 0; i < n; ++i) {
    uint64_t index = 0;
    if (!r.U64(&index) || index >= frames.size()) return false;
    Resolving& rv = *frames[index];
    if (!r.Uint(&rv.branch, 2) || !r.Uint(&rv.branch_action, 255)) return false;
    if (rv.branch == 0 && rv.branch_action == 0) return false;  // Never written.
  }
  return true;
}

bool GetPermanentChanges(ByteReader& r, State& s) {
  uint64_t n = 0;
  if (!r.U64(&n) || n == 0 || n > s.stat_changes.size()) return false;
  uint64_t next = 0;  // Ascending, each once.
  for (uint64_t i = 0; i < n; ++i) {
    uint64_t index = 0;
    if (!r.U64(&index) || index < next || index >= s.stat_changes.size()) return false;
    StatChange& change = s.stat_changes[index];
    if (change.until_end_of_battle) return false;  // One duration each.
    change.permanent = true;
    next = index + 1;
  }
  return true;
}

bool GetExtensions(ByteReader& r, State& s) {
  static constexpr std::string_view kOrder = "bap";
  size_t next = 0;  // Each tag at most once, in kOrder.
  std::string tag;
  while (!r.AtEnd()) {
    if (!r.Bytes(&tag) || tag.size() != 1) return false;
    const size_t at = kOrder.find(tag[0], next);
    if (at == std::string_view::npos) return false;
    next = at + 1;
    bool ok = true;
    switch (tag[0]) {
      case 'b':
        ok = GetBranches(r, s);
        break;
      case 'a':
        ok = s.combat.step == CombatStep::kDeclared;
        s.combat.attack_lost = true;
        break;
      case 'p':
        ok = GetPermanentChanges(r, s);
        break;
    }
    if (!ok) return false;
  }
  return true;
}

}  // namespace

void PutSnapshotOptions(ByteWriter& w, const Options& options) {
  w.Bool(options.first_turn_draw);
  w.Bool(options.life_dealt_as_block);
  w.I64(options.direct_attack_damage);
  w.Bool(options.official_tournament);
}

void PutSnapshotId(ByteWriter& w, CardId id) { PutId(w, id); }

void PutSnapshotFlags(ByteWriter& w, const PlayerState& p) {
  w.Bool(p.shuffled);
  w.Bool(p.placed_resource);
  w.Bool(p.levelled_up);
  w.I64(p.hand_limit);
}

void PutSnapshotCard(ByteWriter& w, const CardState& c) {
  w.U64(IdentityOf(c));
  w.U64(static_cast<uint64_t>(c.zone));
  w.U64(SeatIndex(c.controller));
  w.Bool(c.tapped);
  w.Bool(c.face_down);
  w.I64(c.damage);
  w.U64(c.object);
  w.U64(c.entered_turn);
  PutId(w, c.attached_to);
  w.U64(c.attached_object);
  w.U64(c.copied);
  w.U64(c.effects_used_turn);
  w.U64(c.effects_used);
  w.U64(c.granted_until_end_of_turn);
  w.U64(c.granted);
  w.U64(c.granted_until_end_of_battle);
  w.I64(c.prevent);
  w.U64(c.control_returns);
}

std::string ZeroRuleset::EncodeSnapshot(const GameState& game_state) const {
  const State& s = static_cast<const State&>(game_state);
  ByteWriter w;
  w.Reserve(256 + 24 * (s.cards[0].size() + s.cards[1].size()));  // About a card's 19 fields.
  w.Bytes("zero");
  w.U64(kSnapshotVersion);
  PutSnapshotOptions(w, s.options);
  for (const PlayerState& p : s.players) {
    for (const auto* zone :
         {&p.deck, &p.life, &p.hand, &p.resource, &p.battle, &p.event, &p.rest, &p.removed}) {
      PutIds(w, *zone);
    }
    PutSnapshotFlags(w, p);
  }
  for (const auto& cards : s.cards) {
    w.U64(cards.size());
    for (const CardState& c : cards) PutSnapshotCard(w, c);
  }
  PutSnapshotTail(w, s);
  return w.Release();
}

void PutSnapshotTail(ByteWriter& w, const State& s) {
  w.U64(s.turn);
  w.U64(SeatIndex(s.first_player));
  w.U64(SeatIndex(s.active));
  w.U64(static_cast<uint64_t>(s.step));
  w.U64(static_cast<uint64_t>(s.wait));
  w.U64(SeatIndex(s.waiting_for));
  w.U64(s.passes);
  w.U64(s.chain.size());
  for (const Link& l : s.chain) PutLink(w, l);
  w.Bool(s.resolving_chain);
  w.Bool(s.turn_ends);
  PutResolving(w, s.resolving);
  PutTriggers(w, s.triggers);
  PutTriggers(w, s.placing);
  w.U64(s.life_damage.size());
  for (const LifeDamage& d : s.life_damage) {
    w.U64(SeatIndex(d.owner));
    w.I64(d.remaining);
    w.U64(d.chain_base);
    PutResolving(w, d.resumed);
  }
  PutTriggers(w, s.gathered);
  const Combat& c = s.combat;
  w.U64(static_cast<uint64_t>(c.step));
  PutId(w, c.attacker);
  w.U64(c.attacker_object);
  w.Bool(c.target_chosen);
  w.Bool(c.target_is_life);
  PutId(w, c.target);
  w.U64(c.target_object);
  w.Bool(c.defender_declared);
  PutId(w, c.defender);
  w.U64(c.defender_object);
  w.Bool(c.defender_was_unable);
  w.U64(s.next_object);
  w.U64(s.stat_changes.size());
  for (const StatChange& change : s.stat_changes) {
    PutId(w, change.card);
    w.U64(change.stamp);
    w.I64(change.atk);
    w.I64(change.def);
    w.I64(change.set_atk);
    w.I64(change.set_def);
    w.Bool(change.until_end_of_battle);
  }
  w.U64(s.winner ? 1 + SeatIndex(*s.winner) : 0);
  w.Bytes(s.end_reason);
  PutExtensions(w, s);
}

Result<std::unique_ptr<GameState>> ZeroRuleset::DecodeSnapshot(std::string_view bytes) const {
  auto bad = [] { return Status::Corruption("not a snapshot of a 零次元 state (version 7)"); };
  ByteReader r(bytes);
  std::string tag;
  uint64_t version = 0;
  if (!r.Bytes(&tag) || tag != "zero" || !r.U64(&version) || version != kSnapshotVersion) {
    return bad();
  }
  auto state = std::make_unique<State>();
  State& s = *state;
  int64_t damage = 0;
  if (!r.Bool(&s.options.first_turn_draw) || !r.Bool(&s.options.life_dealt_as_block) ||
      !r.I64(&damage) || !r.Bool(&s.options.official_tournament)) {
    return bad();
  }
  s.options.direct_attack_damage = static_cast<int32_t>(damage);
  for (PlayerState& p : s.players) {
    for (auto* zone :
         {&p.deck, &p.life, &p.hand, &p.resource, &p.battle, &p.event, &p.rest, &p.removed}) {
      if (!GetIds(r, zone)) return bad();
    }
    int64_t limit = 0;
    if (!r.Bool(&p.shuffled) || !r.Bool(&p.placed_resource) || !r.Bool(&p.levelled_up) ||
        !r.I64(&limit)) {
      return bad();
    }
    p.hand_limit = static_cast<int32_t>(limit);
  }
  for (int seat = 0; seat < kNumSeats; ++seat) {
    uint64_t n = 0;
    if (!r.U64(&n) || n > kMaxDeckSize) return bad();
    if (!GetCards(r, cards_.size(), n, &s.cards[seat])) return bad();
  }
  uint64_t chain_size = 0;
  if (!r.Uint(&s.turn, UINT32_MAX) || !r.Uint(&s.first_player, 1) || !r.Uint(&s.active, 1) ||
      !r.Uint(&s.step, static_cast<uint64_t>(Step::kReset)) ||
      !r.Uint(&s.wait, static_cast<uint64_t>(Wait::kOver)) || !r.Uint(&s.waiting_for, 1) ||
      !r.Uint(&s.passes, 2) || !r.U64(&chain_size) || chain_size > 1000) {
    return bad();
  }
  s.chain.resize(chain_size);
  for (Link& l : s.chain) {
    if (!GetLink(r, &l)) return bad();
  }
  uint64_t frames = 0;
  if (!r.Bool(&s.resolving_chain) || !r.Bool(&s.turn_ends) || !GetResolving(r, &s.resolving) ||
      !GetTriggers(r, &s.triggers) || !GetTriggers(r, &s.placing) || !r.U64(&frames) ||
      frames > 1000) {
    return bad();
  }
  s.life_damage.resize(frames);
  for (LifeDamage& d : s.life_damage) {
    int64_t remaining = 0;
    if (!r.Uint(&d.owner, 1) || !r.I64(&remaining) || !r.Uint(&d.chain_base, 1000) ||
        !GetResolving(r, &d.resumed)) {
      return bad();
    }
    d.remaining = static_cast<int32_t>(remaining);
  }
  if (!GetTriggers(r, &s.gathered)) return bad();
  Combat& c = s.combat;
  uint64_t winner = 0;
  if (!r.Uint(&c.step, static_cast<uint64_t>(CombatStep::kDamage)) || !GetId(r, &c.attacker) ||
      !r.Uint(&c.attacker_object, UINT32_MAX) || !r.Bool(&c.target_chosen) ||
      !r.Bool(&c.target_is_life) || !GetId(r, &c.target) || !r.Uint(&c.target_object, UINT32_MAX) ||
      !r.Bool(&c.defender_declared) || !GetId(r, &c.defender) ||
      !r.Uint(&c.defender_object, UINT32_MAX) || !r.Bool(&c.defender_was_unable) ||
      !r.Uint(&s.next_object, UINT32_MAX)) {
    return bad();
  }
  uint64_t changes = 0;
  if (!r.U64(&changes) || changes > kMaxChanges) return bad();
  s.stat_changes.resize(changes);
  for (StatChange& change : s.stat_changes) {
    if (!GetId(r, &change.card) || !r.Uint(&change.stamp, UINT32_MAX) || !GetI32(r, &change.atk) ||
        !GetI32(r, &change.def) || !GetI32(r, &change.set_atk) || !GetI32(r, &change.set_def) ||
        !r.Bool(&change.until_end_of_battle)) {
      return bad();
    }
  }
  if (!r.U64(&winner) || winner > 2 || !r.Bytes(&s.end_reason) || !GetExtensions(r, s)) {
    return bad();
  }
  if (winner != 0) s.winner = static_cast<Seat>(winner - 1);
  // A snapshot is trusted only as far as its invariants hold.
  Status invariants = CheckInvariants(s);
  if (!invariants.ok()) return Status::Corruption("snapshot: " + invariants.message());
  return std::unique_ptr<GameState>(std::move(state));
}

}  // namespace tcgjudge::zero
