#include "engine/knowledge.h"

#include <algorithm>
#include <deque>
#include <map>

#include "events/check.h"

namespace tcgjudge {
namespace {

// A unit-augmenting maximum flow (Edmonds-Karp) over a small graph: edges come in pairs, edge e's
// reverse is e ^ 1.
class FlowNetwork {
 public:
  explicit FlowNetwork(size_t nodes) : adjacent_(nodes) {}

  size_t AddEdge(size_t from, size_t to, int capacity) {
    const size_t edge = to_.size();
    to_.push_back(to);
    capacity_.push_back(capacity);
    to_.push_back(from);
    capacity_.push_back(0);
    flow_.resize(to_.size(), 0);
    adjacent_[from].push_back(edge);
    adjacent_[to].push_back(edge + 1);
    return edge;
  }

  int Residual(size_t edge) const { return capacity_[edge] - flow_[edge]; }
  int Flow(size_t edge) const { return flow_[edge]; }
  size_t Head(size_t edge) const { return to_[edge]; }

  // Pushes as many units from `source` to `sink` as fit; returns how many.
  int MaxFlow(size_t source, size_t sink) {
    int total = 0;
    while (true) {
      std::vector<size_t> via(adjacent_.size(), kNone);
      std::vector<bool> seen(adjacent_.size(), false);
      std::deque<size_t> queue = {source};
      seen[source] = true;
      while (!queue.empty() && !seen[sink]) {
        const size_t node = queue.front();
        queue.pop_front();
        for (size_t edge : adjacent_[node]) {
          const size_t next = to_[edge];
          if (seen[next] || Residual(edge) <= 0) continue;
          seen[next] = true;
          via[next] = edge;
          queue.push_back(next);
        }
      }
      if (!seen[sink]) return total;
      for (size_t node = sink; node != source; node = to_[via[node] ^ 1]) {
        ++flow_[via[node]];
        --flow_[via[node] ^ 1];
      }
      ++total;
    }
  }

  // The nodes `from` reaches through edges with residual capacity.
  std::vector<bool> ReachableFrom(size_t from) const { return Reach(from, /*backwards=*/false); }

  // The nodes that reach `to` through edges with residual capacity.
  std::vector<bool> Reaching(size_t to) const { return Reach(to, /*backwards=*/true); }

 private:
  static constexpr size_t kNone = static_cast<size_t>(-1);

  std::vector<bool> Reach(size_t start, bool backwards) const {
    std::vector<bool> seen(adjacent_.size(), false);
    std::deque<size_t> queue = {start};
    seen[start] = true;
    while (!queue.empty()) {
      const size_t node = queue.front();
      queue.pop_front();
      for (size_t edge : adjacent_[node]) {
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

  std::vector<std::vector<size_t>> adjacent_;
  std::vector<size_t> to_;
  std::vector<int> capacity_;
  std::vector<int> flow_;
};

// The flow network of a SeatKnowledge: source -> each handle (1) -> each code it may be (through
// its deck check's copy of that code when a check counted it) -> the decklist's copies -> sink.
struct Assignment {
  static constexpr size_t kSource = 0;
  static constexpr size_t kSink = 1;

  FlowNetwork network;
  size_t first_handle = 2;
  size_t first_code = 0;
  // The node of group g's copies of code c, if the check saw any.
  std::map<std::pair<uint32_t, CodeIndex>, size_t> group_code_node;
  std::vector<size_t> handle_edges_begin;  // Handle h's edges to codes: [begin[h], begin[h+1]).
  std::vector<size_t> handle_edges;
  std::vector<CodeIndex> handle_edge_code;
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

Assignment Solve(const Decklist& decklist, const std::vector<HandleFacts>& handles,
                 const std::vector<ObservedGroup>& groups) {
  const size_t codes = decklist.codes.size();
  Assignment a(2 + handles.size() + codes + CountGroupCodes(groups));
  a.first_code = a.first_handle + handles.size();
  size_t next_node = a.first_code + codes;
  for (CodeIndex c = 0; c < codes; ++c) {
    a.network.AddEdge(a.first_code + c, Assignment::kSink, decklist.copies[c]);
  }
  for (uint32_t g = 0; g < groups.size(); ++g) {
    for (CodeIndex c = 0; c < codes; ++c) {
      if (groups[g].copies[c] == 0) continue;
      a.group_code_node[{g, c}] = next_node;
      a.network.AddEdge(next_node, a.first_code + c, groups[g].copies[c]);
      ++next_node;
    }
  }
  for (HandleIndex h = 0; h < handles.size(); ++h) {
    const HandleFacts& facts = handles[h];
    // A retired handle holds no copy (SeatKnowledge::Retire): it keeps its edges, carries nothing.
    a.network.AddEdge(Assignment::kSource, a.first_handle + h, facts.retired ? 0 : 1);
    if (!facts.retired) ++a.live;
    a.handle_edges_begin.push_back(a.handle_edges.size());
    for (CodeIndex c = 0; c < codes; ++c) {
      if (!facts.allowed[c]) continue;
      size_t target = a.first_code + c;
      if (facts.group) {
        const auto found = a.group_code_node.find({*facts.group, c});
        if (found == a.group_code_node.end()) continue;
        target = found->second;
      }
      a.handle_edges.push_back(a.network.AddEdge(a.first_handle + h, target, 1));
      a.handle_edge_code.push_back(c);
    }
  }
  a.handle_edges_begin.push_back(a.handle_edges.size());
  a.assigned = a.network.MaxFlow(Assignment::kSource, Assignment::kSink);
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
    if (reached[a.first_handle + h]) contradiction.handles.push_back(h);
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
  const std::vector<bool> reaching = a.network.Reaching(a.first_handle + handle);
  std::vector<CodeIndex> codes;
  for (size_t i = a.handle_edges_begin[handle]; i < a.handle_edges_begin[handle + 1]; ++i) {
    const size_t edge = a.handle_edges[i];
    if (a.network.Flow(edge) > 0 || reaching[a.network.Head(edge)]) {
      codes.push_back(a.handle_edge_code[i]);
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
