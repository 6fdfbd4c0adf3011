#include "engine/wheel/paper.h"

#include <algorithm>
#include <map>

#include "engine/paper_fold.h"
#include "engine/wheel/chain.h"
#include "engine/wheel/decisions.h"
#include "engine/wheel/field.h"
#include "engine/wheel/play.h"
#include "engine/wheel/turn.h"

namespace tcgjudge::wheel {
namespace {

PaperSeat& SeatOf(State& s, Seat seat) { return s.paper->seats[SeatIndex(seat)]; }
const PaperSeat& SeatOf(const State& s, Seat seat) { return s.paper->seats[SeatIndex(seat)]; }

HandleIndex IndexOf(CardId handle) { return handle.HandleNumber() - 1u; }

// The main deck's instances of `seat`: the deck's unknown cards (W-P1).
uint32_t MainDeckSize(const State& s, Seat seat) {
  return SeatOf(s, seat).knowledge.decklist().CardCount();
}
bool IsUnknownDeckCard(const State& s, CardId id) {
  return !id.IsHandle() && !id.IsToken() && id.index >= 1 && id.index <= MainDeckSize(s, id.seat);
}

// A handle minted at this event for the unknown deck card at `at` of `seat`'s deck, in its place.
CardId MintInDeck(Context& c, Seat seat, size_t at) {
  PaperSeat& paper = SeatOf(c.s, seat);
  const HandleIndex h = paper.knowledge.Mint(c.seq);
  CardState card;
  card.zone = Zone::kDeck;
  paper.handles.push_back(card);
  const CardId id = CardId::Handle(seat, static_cast<uint16_t>(h + 1));
  c.s.Player(seat).deck[at] = id;
  return id;
}

// Every handle of `seat` now known to be one code gets that identity through the reveal step.
void BindKnownIdentities(Context& c, Seat seat) {
  PaperSeat& paper = SeatOf(c.s, seat);
  for (HandleIndex h = 0; h < paper.handles.size(); ++h) {
    const std::optional<CodeIndex> code = paper.knowledge.KnownCode(h);
    if (!code || paper.handles[h].def != kNoIdentity) continue;
    BindIdentity(c.s, CardId::Handle(seat, static_cast<uint16_t>(h + 1)),
                 *c.cards.IndexOf(paper.knowledge.decklist().codes[*code]));
  }
}

// After a fact that bound or narrowed `seat`'s handles: refused if the record became impossible
// (a recording problem, W-P4), else every handle now known to be one code gets that identity
// through the reveal step.
Status SettleKnowledge(Context& c, Seat seat, const std::string& fact) {
  PaperSeat& paper = SeatOf(c.s, seat);
  TJ_RETURN_IF_ERROR(
      RefuseImpossibleRecord(paper.knowledge, seat, fact, "docs/rulings-wheel.md W-P4"));
  BindKnownIdentities(c, seat);
  return Status::Ok();
}

// W-P8: every open question a fact decides is settled: a violation dated at its decision, or
// nothing.
void SettleQuestions(Context& c) {
  SettleOpenQuestions(
      c.s.paper->questions, c.seq, [&](CardId id) { return PossibleCodesOf(c.s, id); },
      c.violations);
}

Status RefuseNotHandle(const State& s, CardId id, const std::string& field) {
  if (!s.HasCard(id)) {
    return Status::InvalidInput(field + ": card " + id.ToString() + " is not in the game");
  }
  if (IsUnknownDeckCard(s, id)) {
    return Status::InvalidInput(field + ": " + id.ToString() +
                                " names a decklist position, which a recorded game never knows for "
                                "a card of the main deck; name its handle (A#3)");
  }
  // W-P3: a retired handle's card went back into the deck unseen: no card on the table is it.
  if (id.IsHandle() && SeatOf(s, id.seat).knowledge.handles()[IndexOf(id)].retired) {
    return Status::InvalidInput(field + ": " + id.ToString() + " went back into " +
                                Letter(id.seat) +
                                "'s deck, which was shuffled unseen: no card on the table is " +
                                id.ToString() + " any more (a recording problem, W-P3)");
  }
  return Status::Ok();
}

// W-P3: every handle in the deck loses its place and its own copy; the deck is its count of
// unknown cards again, in canonical order (its lowest main-deck instances).
Status ApplyUnseenShuffle(Context& c, const UnseenShuffleFact& fact) {
  TJ_RETURN_IF_ERROR(RefuseShuffleNow(c, fact.seat));
  PaperSeat& paper = SeatOf(c.s, fact.seat);
  PlayerState& p = c.s.Player(fact.seat);
  for (CardId id : p.deck) {
    if (id.IsHandle()) paper.knowledge.Retire(IndexOf(id));
  }
  const size_t count = p.deck.size();
  p.deck.clear();
  for (uint16_t index = 1; index <= count; ++index) p.deck.push_back(CardId{fact.seat, index});
  AfterShuffle(c, fact.seat);
  return Status::Ok();
}

Status ApplyReveal(Context& c, const RevealFact& fact) {
  TJ_RETURN_IF_ERROR(RefuseNotHandle(c.s, fact.card, "reveal.card"));
  if (!fact.card.IsHandle()) {  // A card the record knows: the reveal must agree with it.
    const cards::Card* known = c.Known(fact.card);
    if (known != nullptr && known->code != fact.code) {
      return Status::InvalidInput("reveal: " + c.Name(fact.card) + " is " + known->code + ", not " +
                                  fact.code + " (a recording problem, W-P4)");
    }
    return Status::Ok();
  }
  const Seat seat = fact.card.seat;
  SeatOf(c.s, seat).knowledge.Bind(IndexOf(fact.card), fact.code, c.seq,
                                   BindingSourceOf(fact.source));
  TJ_RETURN_IF_ERROR(SettleKnowledge(c, seat, "reveal of " + fact.card.ToString()));
  SettleQuestions(c);
  return Status::Ok();
}

Status ApplyLook(Context& c, const LookFact& fact) {
  if (!fact.codes.empty() && fact.codes.size() != fact.cards.size()) {
    return Status::InvalidInput("look.codes: " + std::to_string(fact.codes.size()) +
                                " codes for " + std::to_string(fact.cards.size()) + " cards");
  }
  std::vector<Seat> narrowed;
  for (size_t i = 0; i < fact.cards.size(); ++i) {
    const CardId id = fact.cards[i];
    TJ_RETURN_IF_ERROR(RefuseNotHandle(c.s, id, "look.cards[" + std::to_string(i) + "]"));
    if (!id.IsHandle()) continue;
    SeatKnowledge& knowledge = SeatOf(c.s, id.seat).knowledge;
    knowledge.MarkKnown(IndexOf(id), static_cast<uint8_t>(SeatIndex(fact.seat)));
    if (fact.codes.empty()) continue;
    knowledge.Narrow(IndexOf(id), {fact.codes[i]}, c.seq);
    narrowed.push_back(id.seat);
  }
  for (Seat seat : {Seat::kA, Seat::kB}) {
    if (std::find(narrowed.begin(), narrowed.end(), seat) == narrowed.end()) continue;
    TJ_RETURN_IF_ERROR(SettleKnowledge(c, seat, "look"));
  }
  SettleQuestions(c);
  return Status::Ok();
}

// W-P9 (pileEnd): a card of the deck whose place the table saw (cards returned by a mulligan
// before its shuffle): it moves to that end, and a draw of it mints no handle.
Status ApplyPileEnd(Context& c, const PileEndFact& fact) {
  TJ_RETURN_IF_ERROR(RefuseNotHandle(c.s, fact.card, "pileEnd.card"));
  const CardState& card = c.s.Card(fact.card);
  std::vector<CardId>& deck = c.s.Player(fact.card.seat).deck;
  if (card.zone != Zone::kDeck || !Contains(deck, fact.card)) {
    return Status::InvalidInput("pileEnd.card: " + c.Name(fact.card) + " is in the " +
                                std::string(ZoneName(card.zone)) +
                                ", not in its deck: no rule of 永恒之轮 puts a card from there onto "
                                "the deck (docs/rulings-wheel.md W-P9)");
  }
  MoveToPileEnd(deck, fact.card, fact.end);
  return Status::Ok();
}

// W-P10: a judge's deck check of the deck or the hand: every unknown card of the deck is minted
// a handle (top first), then the zone's handles are bound as a group to the codes counted, less
// the codes of the cards of the zone the record knows already.
Status ApplyDeckCheck(Context& c, const DeckCheckFact& fact) {
  Zone zone;
  if (fact.zone == ZoneName(Zone::kDeck)) {
    zone = Zone::kDeck;
  } else if (fact.zone == ZoneName(Zone::kHand)) {
    zone = Zone::kHand;
  } else {
    return Status::InvalidInput("deckCheck.zone: '" + fact.zone +
                                "' is no hidden zone of 永恒之轮; a deck check looks through the "
                                "\"deck\" or the \"hand\" (docs/rulings-wheel.md W-P10)");
  }
  PlayerState& p = c.s.Player(fact.seat);
  std::vector<CardId>& pile = zone == Zone::kDeck ? p.deck : p.hand;
  for (size_t i = 0; i < pile.size(); ++i) {
    if (zone == Zone::kDeck && IsUnknownDeckCard(c.s, pile[i])) MintInDeck(c, fact.seat, i);
  }
  std::vector<std::string> codes = fact.codes;
  std::vector<HandleIndex> handles;
  for (CardId id : pile) {
    if (id.IsHandle()) {
      handles.push_back(IndexOf(id));
      continue;
    }
    const auto found = std::find(codes.begin(), codes.end(), c.Info(id).code);
    if (found == codes.end()) {
      return Status::InvalidInput("deckCheck: " + c.Name(id) + " is in " + Letter(fact.seat) +
                                  "'s " + fact.zone + ", but the check counted no " +
                                  c.Info(id).code + " (a recording problem, W-P4)");
    }
    codes.erase(found);
  }
  TJ_RETURN_IF_ERROR(SeatOf(c.s, fact.seat)
                         .knowledge.ObserveGroup(handles, codes, c.seq)
                         .WithContext("deckCheck of " + Letter(fact.seat) + "'s " + fact.zone));
  TJ_RETURN_IF_ERROR(SettleKnowledge(c, fact.seat, "deckCheck"));
  SettleQuestions(c);
  return Status::Ok();
}

const CardId* FaceDownPlayCard(const Move& move) {
  const auto* d = std::get_if<Decision>(&move);
  if (d == nullptr) return nullptr;
  if (const auto* spirit = std::get_if<PlayWarSpirit>(d); spirit && spirit->face_down) {
    return &spirit->card;
  }
  if (const auto* vehicle = std::get_if<PlayVehicle>(d); vehicle && vehicle->face_down) {
    return &vehicle->card;
  }
  return nullptr;
}

}  // namespace

Status StartPaper(State& s, const Header& header, const CardSet& cards) {
  s.paper.emplace();
  s.paper->recorder = header.recorder->seat;
  for (int i = 0; i < 2; ++i) {
    const Seat seat = static_cast<Seat>(i);
    TJ_ASSIGN_OR_RETURN(Decklist decklist, Decklist::FromCards(header.players[i].deck));
    s.paper->seats[i].knowledge = SeatKnowledge(std::move(decklist));
    for (uint16_t index = 1; index <= header.players[i].deck.size(); ++index) {
      BindIdentity(s, CardId{seat, index}, kNoIdentity);
    }
  }
  (void)cards;
  return Status::Ok();
}

bool RevealKeepsTheRecordPossible(const State& s, const RevealFact& fact) {
  if (!s.paper || !fact.card.IsHandle() || !s.HasCard(fact.card)) return false;
  const SeatKnowledge& knowledge = SeatOf(s, fact.card.seat).knowledge;
  if (knowledge.handles()[IndexOf(fact.card)].retired) return false;
  const std::optional<CodeIndex> code = knowledge.decklist().Find(fact.code);
  if (!code) return false;
  const std::vector<CodeIndex> possible = knowledge.PossibleCodes(IndexOf(fact.card));
  return std::find(possible.begin(), possible.end(), *code) != possible.end();
}

void ApplyPossibleReveal(Context& c, const RevealFact& fact) {
  const Seat seat = fact.card.seat;
  SeatOf(c.s, seat).knowledge.Bind(IndexOf(fact.card), fact.code, c.seq,
                                   BindingSourceOf(fact.source));
  BindKnownIdentities(c, seat);  // The record stays possible: no check (W-P4).
  SettleQuestions(c);
}

CardId TakeTop(Context& c, Seat player) {
  PlayerState& p = c.s.Player(player);
  CardId id = p.deck.front();
  if (!id.IsHandle()) id = MintInDeck(c, player, 0);
  p.deck.erase(p.deck.begin());
  c.s.Card(id).zone = Zone::kHand;
  // A seat knows the cards of its own hand (W-P2).
  SeatOf(c.s, player).knowledge.MarkKnown(IndexOf(id), static_cast<uint8_t>(SeatIndex(player)));
  return id;
}

Status ApplyPaperFact(Context& c, const Fact& fact) {
  return std::visit(
      [&](const auto& f) -> Status {
        using T = std::decay_t<decltype(f)>;
        if constexpr (std::is_same_v<T, UnseenShuffleFact>) {
          return ApplyUnseenShuffle(c, f);
        } else if constexpr (std::is_same_v<T, RevealFact>) {
          return ApplyReveal(c, f);
        } else if constexpr (std::is_same_v<T, LookFact>) {
          return ApplyLook(c, f);
        } else if constexpr (std::is_same_v<T, PileEndFact>) {
          return ApplyPileEnd(c, f);
        } else if constexpr (std::is_same_v<T, DeckCheckFact>) {
          return ApplyDeckCheck(c, f);
        } else {
          return Status::InvalidInput("not a paper game's fact");
        }
      },
      fact);
}

bool IsUnknownFaceDownPlay(const Context& c, const Move& move) {
  const CardId* card = FaceDownPlayCard(move);
  return card != nullptr && c.s.HasCard(*card) && c.Known(*card) == nullptr;
}

Status RefuseUnrecordedIdentity(const Context& c, const Move& move) {
  if (IsUnknownFaceDownPlay(c, move)) return Status::Ok();
  for (const auto& [field, id] : CardsMoveNames(move)) {
    if (c.Known(id) != nullptr) continue;
    TJ_RETURN_IF_ERROR(RefuseNotHandle(c.s, id, field));
    return Status::InvalidInput(
        field + ": the record does not know which card " + id.ToString() +
        " is, and this decision shows it (or needs it face-up): record a reveal of " +
        id.ToString() + " before it (docs/rulings-wheel.md W-P5)");
  }
  return Status::Ok();
}

std::vector<std::string> PossibleCodesOf(const State& s, CardId id) {
  const SeatKnowledge& knowledge = SeatOf(s, id.seat).knowledge;
  std::vector<std::string> out;
  for (CodeIndex code : knowledge.PossibleCodes(IndexOf(id))) {
    out.push_back(knowledge.decklist().codes[code]);
  }
  return out;
}

Result<UnknownPlayCheck> CheckUnknownFaceDownPlay(const Context& c, Seat player,
                                                  const Move& move) {
  const Decision& d = std::get<Decision>(move);
  const bool vehicle = std::holds_alternative<PlayVehicle>(d);
  const CardId card = *FaceDownPlayCard(move);
  const Cell cell = vehicle ? std::get<PlayVehicle>(d).cell : std::get<PlayWarSpirit>(d).cell;
  const std::string kind = vehicle ? "playVehicle" : "playWarSpirit";
  if (card.seat != player) {
    return Status::InvalidInput(kind + ": " + card.ToString() + " is " + Letter(card.seat) +
                                "'s card, not " + Letter(player) + "'s");
  }
  if (c.s.Card(card).zone != Zone::kHand) {
    return Status::InvalidInput(kind + ": " + card.ToString() + " is in the " +
                                std::string(ZoneName(c.s.Card(card).zone)) + ", not in the hand");
  }
  if (c.s.Player(player).Cells(cell.row)[cell.index].index != 0 ||
      CellReserved(c.s, player, cell)) {
    return Status::InvalidInput(kind + ".cell: " + Letter(player) + "'s " + cell.ToString() +
                                " holds a card already (a cell holds one, §五)");
  }
  // The problems under each code the card can be, by rule (W-P6).
  const std::vector<std::string> possible = PossibleCodesOf(c.s, card);
  std::map<Rule, std::vector<OpenQuestion::Branch>> by_rule;
  // Each code in turn is bound to the card in place and the card's identity restored after the
  // checks, which only read (do and undo, not a copy of the state per code).
  State& scratch = const_cast<State&>(c.s);
  const uint16_t unknown = scratch.Card(card).def;
  for (const std::string& code : possible) {
    BindIdentity(scratch, card, *c.cards.IndexOf(code));
    const Context as_code(scratch, c.cards, c.seq);
    Problems problems;
    if (!RefusePlayUnit(as_code, player, card, cell, vehicle).ok()) {  // Not that kind of card.
      problems.push_back({Rule::kFaceDownNotAmbush,
                          as_code.Name(card) + " (" + code + ") was played face-down as a " +
                              (vehicle ? "vehicle" : "war spirit") + ", which it is not"});
    } else {
      problems = PlayUnitProblems(as_code, player, card, cell, /*face_down=*/true);
    }
    for (Problem& problem : problems) {
      auto& branches = by_rule[problem.rule];
      if (!branches.empty() && branches.back().card_code == code) continue;  // Once per code.
      branches.push_back({code, std::move(problem.text)});
    }
  }
  BindIdentity(scratch, card, unknown);
  UnknownPlayCheck out;
  for (auto& [rule, branches] : by_rule) {
    if (branches.size() == possible.size()) {  // Whatever the card is.
      out.problems.push_back({rule, branches.front().message + " (and whichever card " +
                                        card.ToString() + " is)"});
      continue;
    }
    const RuleInfo& info = InfoOf(rule);
    OpenQuestion q;
    q.card = card;
    q.player = player;
    q.seq = c.seq;
    q.code = std::string(info.code);
    q.rules.assign(info.sections.begin(), info.sections.end());
    q.breaking = std::move(branches);
    out.questions.push_back(std::move(q));
  }
  return out;
}

std::vector<OpenQuestion> QuestionTentativeSpirit(const Context& c, Seat player,
                                                  Problems& problems) {
  const CardId first = c.s.paper->tentative_spirit[SeatIndex(player)];
  const auto second = std::find_if(problems.begin(), problems.end(), [](const Problem& p) {
    return p.rule == Rule::kSecondWarSpirit;
  });
  if (first.index == 0 || second == problems.end() ||
      c.s.Player(player).spirit_turn != c.s.turn.number) {
    return {};
  }
  const std::vector<std::string> possible = PossibleCodesOf(c.s, first);
  std::vector<OpenQuestion::Branch> breaking;
  for (const std::string& code : possible) {
    if (c.cards.Find(code)->keywords.flash) continue;
    breaking.push_back({code, second->text + ": its first, " + first.ToString() + ", is " + code +
                                  ", without Flash"});
  }
  if (breaking.size() == possible.size()) return {};  // Whatever the first card is.
  const std::string text = second->text;
  problems.erase(second);
  if (breaking.empty()) return {};  // Every card the first can be has Flash.
  const RuleInfo& info = InfoOf(Rule::kSecondWarSpirit);
  OpenQuestion q;
  q.card = first;
  q.player = player;
  q.seq = c.seq;
  q.code = std::string(info.code);
  q.rules.assign(info.sections.begin(), info.sections.end());
  q.breaking = std::move(breaking);
  return {std::move(q)};
}

void DoUnknownFaceDownPlay(Context& c, Seat player, const Move& move,
                           std::vector<OpenQuestion> questions) {
  const Decision& d = std::get<Decision>(move);
  const bool vehicle = std::holds_alternative<PlayVehicle>(d);
  const CardId card = *FaceDownPlayCard(move);
  PlayerState& p = c.s.Player(player);
  if (vehicle) {
    p.vehicle_turn = c.s.turn.number;
  } else {
    const std::vector<std::string> possible = PossibleCodesOf(c.s, card);
    const bool all_flash = !possible.empty() &&
                           std::all_of(possible.begin(), possible.end(), [&](const std::string& x) {
                             return c.cards.Find(x)->keywords.flash;
                           });
    if (!all_flash) {
      // W-P11: the first war spirit of the turn, counted while its Flash is unknown.
      if (p.spirit_turn != c.s.turn.number) {
        c.s.paper->tentative_spirit[SeatIndex(player)] = card;
      }
      p.spirit_turn = c.s.turn.number;
    }
  }
  for (OpenQuestion& q : questions) c.s.paper->questions.push_back(std::move(q));
  Link link;
  link.controller = player;
  link.card = card;
  link.places = true;
  link.cell = vehicle ? std::get<PlayVehicle>(d).cell : std::get<PlayWarSpirit>(d).cell;
  link.face_down = true;
  Lift(c, card);
  c.s.Card(card).zone = Zone::kChain;
  AddLink(c, std::move(link));
}

}  // namespace tcgjudge::wheel
