#include "engine/knowledge.h"

#include <algorithm>
#include <map>

#include "events/check.h"

namespace tcgjudge {
namespace {

// A unit-augmenting maximum flow (Edmonds-Karp) over a small graph: edges come in pairs, edge e's
// reverse is e ^ 1. Edges are added first; the first search lays out each node's edges in one
// array (adding an edge after that is a broken invariant).
class FlowNetwork {
 public:
  explicit FlowNetwork(size_t nodes) : nodes_(nodes) {}

  void ReserveEdges(size_t edges) {
    to_.reserve(2 * edges);
    capacity_.reserve(2 * edges);
    flow_.reserve(2 * edges);
  }

  size_t AddEdge(size_t from, size_t to, int capacity) {
    TJ_CHECK(first_.empty());
    const size_t edge = to_.size();
    to_.push_back(to);
    capacity_.push_back(capacity);
    flow_.push_back(0);
    to_.push_back(from);
    capacity_.push_back(0);
    flow_.push_back(0);
    return edge;
  }

  int Residual(size_t edge) const { return capacity_[edge] - flow_[edge]; }
  int Flow(size_t edge) const { return flow_[edge]; }
  size_t Head(size_t edge) const { return to_[edge]; }

  // One more unit along `edge` (which has room: Residual(edge) > 0).
  void Push(size_t edge) {
    ++flow_[edge];
    --flow_[edge ^ 1];
  }

  // Pushes as many units from `source` to `sink` as fit; returns how many.
  int MaxFlow(size_t source, size_t sink) {
    LayOut();
    int total = 0;
    std::vector<size_t> via(nodes_);
    std::vector<bool> seen(nodes_);
    std::vector<size_t> queue;
    queue.reserve(nodes_);
    while (true) {
      std::fill(seen.begin(), seen.end(), false);
      queue.assign(1, source);
      seen[source] = true;
      for (size_t head = 0; head < queue.size() && !seen[sink]; ++head) {
        const size_t node = queue[head];
        for (size_t k = first_[node]; k < first_[node + 1]; ++k) {
          const size_t edge = edges_[k];
          const size_t next = to_[edge];
          if (seen[next] || Residual(edge) <= 0) continue;
          seen[next] = true;
          via[next] = edge;
          queue.push_back(next);
        }
      }
      if (!seen[sink]) return total;
      for (size_t node = sink; node != source; node = to_[via[node] ^ 1]) Push(via[node]);
      ++total;
    }
  }

  // The nodes `from` reaches through edges with residual capacity (after MaxFlow).
  std::vector<bool> ReachableFrom(size_t from) const { return Reach(from, /*backwards=*/false); }

  // The nodes that reach `to` through edges with residual capacity (after MaxFlow).
  std::vector<bool> Reaching(size_t to) const { return Reach(to, /*backwards=*/true); }

 private:
  // Each node's edges, in the order they were added: edges_[first_[n] .. first_[n + 1]).
  void LayOut() {
    if (!first_.empty()) return;
    first_.assign(nodes_ + 1, 0);
    for (size_t edge = 0; edge < to_.size(); ++edge) ++first_[to_[edge ^ 1] + 1];
    for (size_t n = 0; n < nodes_; ++n) first_[n + 1] += first_[n];
    edges_.resize(to_.size());
    std::vector<size_t> next(first_.begin(), first_.end() - 1);
    for (size_t edge = 0; edge < to_.size(); ++edge) edges_[next[to_[edge ^ 1]]++] = edge;
  }

  std::vector<bool> Reach(size_t start, bool backwards) const {
    TJ_CHECK(!first_.empty());  // Laid out by MaxFlow.
    std::vector<bool> seen(nodes_, false);
    std::vector<size_t> queue = {start};
    seen[start] = true;
    for (size_t head = 0; head < queue.size(); ++head) {
      const size_t node = queue[head];
      for (size_t k = first_[node]; k < first_[node + 1]; ++k) {
        const size_t edge = edges_[k];
        // Forwards: node -> to_[edge] along `edge`. Backwards: to_[edge] -> node along edge ^ 1.
        const size_t step = backwards ? (edge ^ 1) : edge;
        const size_t next = to_[edge];
        if (seen[next] || Residual(step) <= 0) continue;
        seen[next] = true;
        queue.push_back(next);
      }
    }
    return seen;
  }

  size_t nodes_;
  std::vector<size_t> to_;  // Edge e runs from to_[e ^ 1] to to_[e].
  std::vector<int> capacity_;
  std::vector<int> flow_;
  std::vector<size_t> first_;
  std::vector<size_t> edges_;
};

constexpr size_t kNoEdge = static_cast<size_t>(-1);

// The flow network of a SeatKnowledge: source -> each class of handles (as many units as it has
// handles) -> each code they may be (through their deck check's copies of that code when a check
// counted them) -> the decklist's copies -> sink. A class is the live handles with the same facts
// (the codes they may still be, and their deck check): they are interchangeable, so one node
// stands for them all, and a handle can be whatever its class can be. Most handles of a game are
// unknown cards that nothing narrowed: one class, whatever their number.
struct Assignment {
  static constexpr size_t kSource = 0;
  static constexpr size_t kSink = 1;

  FlowNetwork network;
  size_t first_class = 2;
  size_t first_code = 0;
  std::vector<size_t> class_of;  // Per handle: its class (kNoEdge: retired, in none).
  std::vector<int> members;      // Per class: its handles.
  // The node of group g's copies of code c, if the check saw any.
  std::map<std::pair<uint32_t, CodeIndex>, size_t> group_code_node;
  std::vector<size_t> class_edges_begin;  // Class k's edges to codes: [begin[k], begin[k+1]).
  std::vector<size_t> class_edges;
  std::vector<CodeIndex> class_edge_code;
  std::vector<size_t> source_edge;                              // Per class.
  std::vector<size_t> sink_edge;                                // Per code: its copies -> sink.
  std::map<std::pair<uint32_t, CodeIndex>, size_t> group_edge;  // Group g's copies of c -> c.
  std::vector<std::optional<uint32_t>> class_group;             // Per class: its deck check.
  int assigned = 0;
  int live = 0;  // Handles not retired: the ones that must each be placed.

  explicit Assignment(size_t nodes) : network(nodes) {}
};

size_t CountGroupCodes(const std::vector<ObservedGroup>& groups) {
  size_t count = 0;
  for (const ObservedGroup& group : groups) {
    count += static_cast<size_t>(std::count_if(group.copies.begin(), group.copies.end(),
                                               [](uint16_t copies) { return copies > 0; }));
  }
  return count;
}

// Places what fits at once before the search for augmenting paths: each class, those with the
// fewest codes first, takes codes (through its deck check's copies when counted) whose copies are
// not used up. A maximum flow found from there is a maximum flow like any other, and what Check
// and PossibleCodes read of it (the nodes the source reaches, and the cycles of the residual
// graph) is the same for every maximum flow; most handles fit at once, so few searches remain.
void PlaceGreedily(Assignment& a) {
  std::vector<size_t> order(a.members.size());
  for (size_t k = 0; k < order.size(); ++k) order[k] = k;
  std::stable_sort(order.begin(), order.end(), [&](size_t x, size_t y) {
    return a.class_edges_begin[x + 1] - a.class_edges_begin[x] <
           a.class_edges_begin[y + 1] - a.class_edges_begin[y];
  });
  FlowNetwork& n = a.network;
  for (size_t k : order) {
    for (size_t i = a.class_edges_begin[k]; i < a.class_edges_begin[k + 1]; ++i) {
      const size_t edge = a.class_edges[i];
      const CodeIndex c = a.class_edge_code[i];
      const size_t to_sink = a.sink_edge[c];
      const size_t via_group = a.class_group[k] ? a.group_edge.at({*a.class_group[k], c}) : kNoEdge;
      int units = std::min(n.Residual(a.source_edge[k]), n.Residual(to_sink));
      if (via_group != kNoEdge) units = std::min(units, n.Residual(via_group));
      for (int u = 0; u < units; ++u) {
        n.Push(a.source_edge[k]);
        n.Push(edge);
        if (via_group != kNoEdge) n.Push(via_group);
        n.Push(to_sink);
        ++a.assigned;
      }
    }
  }
}

Assignment Solve(const Decklist& decklist, const std::vector<HandleFacts>& handles,
                 const std::vector<ObservedGroup>& groups) {
  const size_t codes = decklist.codes.size();
  // The classes, in the order of their first handle.
  std::map<std::pair<std::vector<uint8_t>, std::optional<uint32_t>>, size_t> class_index;
  std::vector<size_t> class_of(handles.size(), kNoEdge);
  std::vector<HandleIndex> representative;
  std::vector<int> members;
  for (HandleIndex h = 0; h < handles.size(); ++h) {
    const HandleFacts& facts = handles[h];
    // A retired handle holds no copy (SeatKnowledge::Retire): no flow can enter or leave it, so
    // it is in no class (PossibleCodes answers for it from its own facts).
    if (facts.retired) continue;
    const auto [it, added] = class_index.try_emplace({facts.allowed, facts.group}, members.size());
    if (added) {
      representative.push_back(h);
      members.push_back(0);
    }
    class_of[h] = it->second;
    ++members[it->second];
  }
  Assignment a(2 + members.size() + codes + CountGroupCodes(groups));
  a.class_of = std::move(class_of);
  a.members = std::move(members);
  a.first_code = a.first_class + a.members.size();
  size_t edges = codes + CountGroupCodes(groups) + a.members.size() * (codes + 1);
  a.network.ReserveEdges(edges);
  size_t next_node = a.first_code + codes;
  for (CodeIndex c = 0; c < codes; ++c) {
    a.sink_edge.push_back(
        a.network.AddEdge(a.first_code + c, Assignment::kSink, decklist.copies[c]));
  }
  for (uint32_t g = 0; g < groups.size(); ++g) {
    for (CodeIndex c = 0; c < codes; ++c) {
      if (groups[g].copies[c] == 0) continue;
      a.group_code_node[{g, c}] = next_node;
      a.group_edge[{g, c}] = a.network.AddEdge(next_node, a.first_code + c, groups[g].copies[c]);
      ++next_node;
    }
  }
  for (size_t k = 0; k < a.members.size(); ++k) {
    const HandleFacts& facts = handles[representative[k]];
    const size_t node = a.first_class + k;
    a.live += a.members[k];
    a.class_group.push_back(facts.group);
    a.class_edges_begin.push_back(a.class_edges.size());
    a.source_edge.push_back(a.network.AddEdge(Assignment::kSource, node, a.members[k]));
    for (CodeIndex c = 0; c < codes; ++c) {
      if (!facts.allowed[c]) continue;
      size_t target = a.first_code + c;
      if (facts.group) {
        const auto found = a.group_code_node.find({*facts.group, c});
        if (found == a.group_code_node.end()) continue;
        target = found->second;
      }
      a.class_edges.push_back(a.network.AddEdge(node, target, a.members[k]));
      a.class_edge_code.push_back(c);
    }
  }
  a.class_edges_begin.push_back(a.class_edges.size());
  PlaceGreedily(a);
  a.assigned += a.network.MaxFlow(Assignment::kSource, Assignment::kSink);
  return a;
}

// "1 card", "2 cards".
std::string Counted(size_t count, std::string_view noun) {
  return std::to_string(count) + " " + std::string(noun) + (count == 1 ? "" : "s");
}

}  // namespace

Result<Decklist> Decklist::FromCards(const std::vector<std::string>& cards) {
  Decklist decklist;
  for (size_t i = 0; i < cards.size(); ++i) {
    if (cards[i].empty()) {
      return Status::InvalidInput("card " + std::to_string(i + 1) + " of the decklist has no code");
    }
    const std::optional<CodeIndex> found = decklist.Find(cards[i]);
    if (found) {
      ++decklist.copies[*found];
      continue;
    }
    decklist.codes.push_back(cards[i]);
    decklist.copies.push_back(1);
  }
  return decklist;
}

std::optional<CodeIndex> Decklist::Find(std::string_view code) const {
  for (size_t i = 0; i < codes.size(); ++i) {
    if (codes[i] == code) return static_cast<CodeIndex>(i);
  }
  return std::nullopt;
}

uint32_t Decklist::CardCount() const {
  uint32_t count = 0;
  for (uint16_t n : copies) count += n;
  return count;
}

std::string_view BindingSourceName(BindingSource source) {
  switch (source) {
    case BindingSource::kTableReveal:
      return "revealed to the table";
    case BindingSource::kJudgeObservation:
      return "seen by a judge";
    case BindingSource::kPlayerClaim:
      return "claimed by a player";
    case BindingSource::kDeckCheck:
      return "counted by a deck check";
  }
  return "?";
}

std::string HandleName(char seat_letter, HandleIndex handle) {
  return std::string(1, seat_letter) + "#" + std::to_string(handle + 1);
}

SeatKnowledge::SeatKnowledge(Decklist decklist) : decklist_(std::move(decklist)) {
  TJ_CHECK(decklist_.codes.size() == decklist_.copies.size());
}

HandleIndex SeatKnowledge::Mint(uint32_t seq) {
  HandleFacts facts;
  facts.minted_at = seq;
  facts.allowed.assign(decklist_.codes.size(), 1);
  handles_.push_back(std::move(facts));
  return static_cast<HandleIndex>(handles_.size() - 1);
}

void SeatKnowledge::Bind(HandleIndex handle, std::string_view code, uint32_t seq,
                         BindingSource source) {
  TJ_CHECK(handle < handles_.size());
  Narrow(handle, {std::string(code)}, seq);
  HandleFacts& facts = handles_[handle];
  const std::optional<CodeIndex> found = decklist_.Find(code);
  if (found && !facts.bound) {
    facts.bound = *found;
    facts.bound_at = seq;
    facts.bound_by = source;
  }
}

void SeatKnowledge::Narrow(HandleIndex handle, const std::vector<std::string>& codes,
                           uint32_t seq) {
  TJ_CHECK(handle < handles_.size());
  HandleFacts& facts = handles_[handle];
  std::vector<bool> named(decklist_.codes.size(), false);
  for (const std::string& code : codes) {
    const std::optional<CodeIndex> found = decklist_.Find(code);
    if (found) {
      named[*found] = true;
    } else if (!facts.foreign_code && codes.size() == 1) {
      facts.foreign_code = code;
    }
  }
  for (size_t c = 0; c < named.size(); ++c) facts.allowed[c] = facts.allowed[c] && named[c] ? 1 : 0;
  facts.facts_at.push_back(seq);
}

void SeatKnowledge::MarkKnown(HandleIndex handle, uint8_t seat) {
  TJ_CHECK(handle < handles_.size() && seat < 8);
  handles_[handle].known_to |= static_cast<uint8_t>(1u << seat);
}

void SeatKnowledge::Retire(HandleIndex handle) {
  TJ_CHECK(handle < handles_.size());
  handles_[handle].retired = true;
}

std::optional<CodeIndex> SeatKnowledge::KnownCode(HandleIndex handle) const {
  TJ_CHECK(handle < handles_.size());
  const HandleFacts& facts = handles_[handle];
  if (facts.bound) return facts.bound;
  std::optional<CodeIndex> only;
  for (CodeIndex c = 0; c < facts.allowed.size(); ++c) {
    if (!facts.allowed[c]) continue;
    if (only) return std::nullopt;
    only = c;
  }
  return only;
}

Status SeatKnowledge::CheckShape() const {
  const size_t codes = decklist_.codes.size();
  auto bad = [](const std::string& what) {
    return Status::Corruption("knowledge: " + what);
  };
  if (decklist_.copies.size() != codes || codes > UINT16_MAX) {
    return bad("the decklist's copies do not match its codes");
  }
  for (const HandleFacts& facts : handles_) {
    if (facts.allowed.size() != codes) return bad("a handle's codes do not match the decklist");
    for (uint8_t allowed : facts.allowed) {
      if (allowed > 1) return bad("a handle's code is neither allowed nor excluded");
    }
    if (facts.bound && *facts.bound >= codes) return bad("a handle is bound to no code");
    if (facts.group && *facts.group >= groups_.size()) return bad("a handle's deck check is missing");
  }
  for (const ObservedGroup& group : groups_) {
    if (group.copies.size() != codes) return bad("a deck check's codes do not match the decklist");
    for (HandleIndex h : group.handles) {
      if (h >= handles_.size()) return bad("a deck check counts a handle that does not exist");
    }
  }
  return Status::Ok();
}

Status SeatKnowledge::ObserveGroup(const std::vector<HandleIndex>& handles,
                                   const std::vector<std::string>& codes, uint32_t seq) {
  if (handles.size() != codes.size()) {
    return Status::InvalidInput("the deck check names " + Counted(codes.size(), "code") + " for " +
                                Counted(handles.size(), "card"));
  }
  std::vector<bool> listed(handles_.size(), false);
  for (HandleIndex handle : handles) {
    TJ_CHECK(handle < handles_.size());
    if (listed[handle]) {
      return Status::InvalidInput("the deck check lists card #" + std::to_string(handle + 1) +
                                  " twice");
    }
    if (handles_[handle].group) {
      return Status::InvalidInput("card #" + std::to_string(handle + 1) +
                                  " was counted by an earlier deck check (at event " +
                                  std::to_string(groups_[*handles_[handle].group].seq) + ")");
    }
    listed[handle] = true;
  }
  ObservedGroup group;
  group.handles = handles;
  group.copies.assign(decklist_.codes.size(), 0);
  group.seq = seq;
  std::vector<std::string> named;
  for (const std::string& code : codes) {
    const std::optional<CodeIndex> found = decklist_.Find(code);
    if (found) {
      ++group.copies[*found];
      named.push_back(code);
    }
  }
  // A counted code the decklist lacks leaves one card of the group without a copy it can be: the
  // flow then fails on the group's handles, which the contradiction names.
  const uint32_t index = static_cast<uint32_t>(groups_.size());
  groups_.push_back(std::move(group));
  for (HandleIndex handle : handles) {
    Narrow(handle, named, seq);
    handles_[handle].group = index;
  }
  return Status::Ok();
}

std::optional<Contradiction> SeatKnowledge::Check() const {
  const Assignment a = Solve(decklist_, handles_, groups_);
  if (a.assigned == a.live) return std::nullopt;
  // Minimum cut: the handles the source still reaches cannot all be placed, and every edge leaving
  // the reached side is a used-up limit (handle edges never leave it: see docs/paper-games.md).
  const std::vector<bool> reached = a.network.ReachableFrom(Assignment::kSource);
  Contradiction contradiction;
  for (HandleIndex h = 0; h < handles_.size(); ++h) {
    if (a.class_of[h] != kNoEdge && reached[a.first_class + a.class_of[h]]) {
      contradiction.handles.push_back(h);
    }
  }
  for (CodeIndex c = 0; c < decklist_.codes.size(); ++c) {
    if (reached[a.first_code + c])
      contradiction.limits.push_back({c, std::nullopt, decklist_.copies[c]});
  }
  for (const auto& [group_code, node] : a.group_code_node) {
    const auto [g, c] = group_code;
    if (reached[node] && !reached[a.first_code + c]) {
      contradiction.limits.push_back({c, g, groups_[g].copies[c]});
    }
  }
  return contradiction;
}

std::vector<CodeIndex> SeatKnowledge::PossibleCodes(HandleIndex handle) const {
  TJ_CHECK(handle < handles_.size());
  if (handles_[handle].retired) {  // It holds no copy: what its own facts allow.
    std::vector<CodeIndex> codes;
    for (CodeIndex c = 0; c < decklist_.codes.size(); ++c) {
      if (handles_[handle].allowed[c]) codes.push_back(c);
    }
    return codes;
  }
  const Assignment a = Solve(decklist_, handles_, groups_);
  if (a.assigned != a.live) return {};
  // Two complete assignments differ by a cycle of the residual graph, so the handle can take the
  // code behind edge e iff e carries it now or e's head reaches the handle again.
  // A handle can be whatever its class can be: its handles are interchangeable.
  const size_t k = a.class_of[handle];
  const std::vector<bool> reaching = a.network.Reaching(a.first_class + k);
  std::vector<CodeIndex> codes;
  for (size_t i = a.class_edges_begin[k]; i < a.class_edges_begin[k + 1]; ++i) {
    const size_t edge = a.class_edges[i];
    if (a.network.Flow(edge) > 0 || reaching[a.network.Head(edge)]) {
      codes.push_back(a.class_edge_code[i]);
    }
  }
  return codes;
}

std::string SeatKnowledge::Describe(const Contradiction& contradiction, char seat_letter) const {
  std::string names;
  for (size_t i = 0; i < contradiction.handles.size(); ++i) {
    if (i > 0) names += i + 1 == contradiction.handles.size() ? " and " : ", ";
    names += HandleName(seat_letter, contradiction.handles[i]);
  }
  for (HandleIndex h : contradiction.handles) {
    if (handles_[h].foreign_code) {
      return HandleName(seat_letter, h) + " was named " + *handles_[h].foreign_code + ", which " +
             seat_letter + "'s decklist does not hold";
    }
  }
  std::string text = names + (contradiction.handles.size() == 1 ? " cannot be" : " cannot all be") +
                     " cards of " + seat_letter + "'s deck: ";
  if (contradiction.limits.empty()) return text + "no code fits every fact recorded about it";
  for (size_t i = 0; i < contradiction.limits.size(); ++i) {
    const Contradiction::Limit& limit = contradiction.limits[i];
    if (i > 0) text += "; ";
    text += (limit.group ? "the deck check at event " + std::to_string(groups_[*limit.group].seq) +
                               " counted "
                         : std::string("the decklist holds ")) +
            std::to_string(limit.copies) + " " + decklist_.codes[limit.code];
  }
  return text;
}

}  // namespace tcgjudge
