#include "events/codec.h"

#include <capnp/compat/json.h>
#include <capnp/message.h>
#include <capnp/serialize.h>
#include <kj/exception.h>

#include <array>
#include <cstring>
#include <utility>

#include "events/capnp_values.h"
#include "events/decision_codec.h"
#include "events/event_capnp.h"
#include "events/event_decoder.h"
#include "events/event_encoder.h"
#include "events/json_decode.h"
#include "events/json_fast.h"
#include "events/log.capnp.h"
#include "events/printable.h"

namespace tcgjudge {
namespace {

namespace s = ::tcgjudge::schema;
using namespace capnp_values;  // NOLINT: the shared helpers of the codecs.
using capnp_values::ToSchema;  // Overloaded below.

// ===== Values -> Cap'n Proto =================================================================
//
// Empty texts and lists are left unset (null), so that one value has exactly one encoding and
// one canonical JSON form.

void WriteHeader(const Header& h, s::Header::Builder b) {
  b.setSchemaVersion(h.schema_version);
  SetText(h.ruleset, [&](auto t) { b.setRuleset(t); });
  SetText(h.ruleset_version, [&](auto t) { b.setRulesetVersion(t); });
  SetText(h.game_id, [&](auto t) { b.setGameId(t); });
  SetText(h.tournament, [&](auto t) { b.setTournament(t); });
  b.setRound(h.round);
  b.setTable(h.table);
  if (!h.players.empty()) {
    auto players = b.initPlayers(static_cast<unsigned>(h.players.size()));
    for (unsigned i = 0; i < h.players.size(); ++i) {
      const Player& p = h.players[i];
      auto pb = players[i];
      SetText(p.name, [&](auto t) { pb.setName(t); });
      SetText(p.player_id, [&](auto t) { pb.setPlayerId(t); });
      auto fill = [](const std::vector<std::string>& codes, auto&& init) {
        if (codes.empty()) return;
        auto list = init(static_cast<unsigned>(codes.size()));
        for (unsigned j = 0; j < codes.size(); ++j) list.set(j, codes[j]);
      };
      fill(p.deck, [&](unsigned n) { return pb.initDeck(n); });
      fill(p.extra_deck, [&](unsigned n) { return pb.initExtraDeck(n); });
      fill(p.side_deck, [&](unsigned n) { return pb.initSideDeck(n); });
      fill(p.outside_deck, [&](unsigned n) { return pb.initOutsideDeck(n); });
    }
  }
  b.setFirstPlayer(ToSchema(h.first_player));
  if (!h.match.empty() || h.duel != 0) {
    auto match = b.initMatch();
    SetText(h.match, [&](auto t) { match.setId(t); });
    match.setDuel(h.duel);
  }
  if (!h.options.empty()) {
    auto options = b.initOptions(static_cast<unsigned>(h.options.size()));
    for (unsigned i = 0; i < h.options.size(); ++i) {
      SetText(h.options[i].name, [&](auto t) { options[i].setName(t); });
      SetText(h.options[i].value, [&](auto t) { options[i].setValue(t); });
    }
  }
  if (h.recorder) {
    auto recorder = b.initRecorder();
    if (h.recorder->seat) {
      recorder.setSeat(ToSchema(*h.recorder->seat));
    } else {
      recorder.setTable();
    }
  }
}

void FillTexts(const std::vector<std::string>& texts, auto&& init) {
  if (texts.empty()) return;
  auto list = init(static_cast<unsigned>(texts.size()));
  for (unsigned i = 0; i < texts.size(); ++i) list.set(i, texts[i]);
}

// The facts of a paper game (docs/paper-games.md).
void WritePaperFact(const Fact& fact, s::Fact::Builder b) {
  std::visit(
      [&](const auto& f) {
        using T = std::decay_t<decltype(f)>;
        if constexpr (std::is_same_v<T, UnseenShuffleFact>) {
          b.initUnseenShuffle().setSeat(ToSchema(f.seat));
        } else if constexpr (std::is_same_v<T, RevealFact>) {
          auto rb = b.initReveal();
          SetCard(f.card, [&](auto t) { rb.setCard(t); });
          SetText(f.code, [&](auto t) { rb.setCode(t); });
          auto source = rb.initSource();
          if (f.source == RevealSource::kClaim) {
            source.setClaim(ToSchema(f.claimant.value_or(Seat::kA)));
          } else if (f.source == RevealSource::kJudge) {
            source.setJudge();
          } else {
            source.setTable();
          }
        } else if constexpr (std::is_same_v<T, LookFact>) {
          auto lb = b.initLook();
          lb.setSeat(ToSchema(f.seat));
          FillCardList(f.cards, [&](unsigned n) { return lb.initCards(n); });
          FillTexts(f.codes, [&](unsigned n) { return lb.initCodes(n); });
        } else if constexpr (std::is_same_v<T, PileEndFact>) {
          auto pb = b.initPileEnd();
          SetCard(f.card, [&](auto t) { pb.setCard(t); });
          pb.setEnd(f.end == PileEnd::kTop ? s::PileEndKind::TOP : s::PileEndKind::BOTTOM);
        } else if constexpr (std::is_same_v<T, DeckCheckFact>) {
          auto db = b.initDeckCheck();
          db.setSeat(ToSchema(f.seat));
          SetText(f.zone, [&](auto t) { db.setZone(t); });
          FillTexts(f.codes, [&](unsigned n) { return db.initCodes(n); });
        }
      },
      fact);
}

void WriteFact(const Fact& fact, s::Fact::Builder b) {
  if (IsPaperFact(fact)) return WritePaperFact(fact, b);
  std::visit(
      [&](const auto& f) {
        using T = std::decay_t<decltype(f)>;
        if constexpr (std::is_same_v<T, ShuffleFact>) {
          auto sb = b.initShuffle();
          sb.setSeat(ToSchema(f.seat));
          FillCardList(f.order, [&](unsigned n) { return sb.initOrder(n); });
        } else if constexpr (std::is_same_v<T, CoinFlipFact>) {
          auto cb = b.initCoinFlip();
          cb.setResult(f.result == CoinSide::kHeads ? s::CoinSide::HEADS : s::CoinSide::TAILS);
          SetText(f.purpose, [&](auto t) { cb.setPurpose(t); });
        } else if constexpr (std::is_same_v<T, DieRollFact>) {
          auto db = b.initDieRoll();
          db.setSides(f.sides);
          db.setResult(f.result);
          SetText(f.purpose, [&](auto t) { db.setPurpose(t); });
        } else if constexpr (std::is_same_v<T, RandomPickFact>) {
          auto rb = b.initRandomPick();
          FillCardList(f.pool, [&](unsigned n) { return rb.initPool(n); });
          rb.setCount(f.count);
          SetText(f.purpose, [&](auto t) { rb.setPurpose(t); });
          if (f.picked) {
            // An empty list is left unset: the member is still `picked` (the union's first).
            FillCardList(*f.picked, [&](unsigned n) { return rb.initPicked(n); });
          } else {
            rb.setUnseen();
          }
        }
      },
      fact);
}

s::PenaltyKind ToSchema(PenaltyKind kind) {
  switch (kind) {
    case PenaltyKind::kCaution:
      return s::PenaltyKind::CAUTION;
    case PenaltyKind::kWarning:
      return s::PenaltyKind::WARNING;
    case PenaltyKind::kGameLoss:
      return s::PenaltyKind::GAME_LOSS;
    case PenaltyKind::kMatchLoss:
      return s::PenaltyKind::MATCH_LOSS;
    case PenaltyKind::kDisqualification:
      return s::PenaltyKind::DISQUALIFICATION;
  }
  TJ_CHECK_MSG(false, "unknown PenaltyKind");
}

void WriteJudge(const JudgeAction& j, s::JudgeAction::Builder b) {
  if (!j.rules.empty()) {
    auto rules = b.initRules(static_cast<unsigned>(j.rules.size()));
    for (unsigned i = 0; i < j.rules.size(); ++i) rules.set(i, j.rules[i]);
  }
  SetText(j.text, [&](auto t) { b.setText(t); });
  if (!j.settles.empty()) {
    auto settles = b.initSettles(static_cast<unsigned>(j.settles.size()));
    for (unsigned i = 0; i < j.settles.size(); ++i) settles.set(i, j.settles[i]);
  }
  std::visit(
      [&](const auto& a) {
        using T = std::decay_t<decltype(a)>;
        if constexpr (std::is_same_v<T, Reverse>) {
          b.initReverse().setSeq(a.seq);
        } else if constexpr (std::is_same_v<T, BackUp>) {
          b.initBackUp().setAfterSeq(a.after_seq);
        } else if constexpr (std::is_same_v<T, Restore>) {
          b.initRestore().setLeftBySeq(a.left_by_seq);
        } else if constexpr (std::is_same_v<T, Ruling>) {
          b.setRuling();
        } else if constexpr (std::is_same_v<T, Penalty>) {
          auto p = b.initPenalty();
          p.setPlayer(ToSchema(a.player));
          p.setKind(ToSchema(a.kind));
        } else if constexpr (std::is_same_v<T, Note>) {
          b.setNote();
        } else {
          static_assert(std::is_same_v<T, GameResult>);
          auto result = b.initResult();
          if (a.winner) {
            result.setWinner(ToSchema(*a.winner));
          } else if (a.all_lose) {
            result.setAllLose();
          } else {
            result.setDraw();
          }
        }
      },
      j.action);
}

// A recorded 64-bit digest (stateHash, stateKey): 8 bytes, big-endian.
std::array<uint8_t, 8> BigEndian(uint64_t value) {
  std::array<uint8_t, 8> bytes;
  for (int i = 0; i < 8; ++i) bytes[i] = static_cast<uint8_t>(value >> (56 - 8 * i));
  return bytes;
}

}  // namespace

void WriteEvent(const Event& e, s::Event::Builder b) { WriteEvent(e, e.prev_hash, b); }

void WriteEvent(const Event& e, const EventHash& prev_hash, s::Event::Builder b) {
  SetText(e.game, [&](auto t) { b.setGame(t); });
  b.setSeq(e.seq);
  SetText(e.time, [&](auto t) { b.setTime(t); });
  b.setPrevHash(capnp::Data::Reader(prev_hash.data(), prev_hash.size()));
  auto actor = b.initActor();
  std::visit(
      [&](const auto& a) {
        using T = std::decay_t<decltype(a)>;
        if constexpr (std::is_same_v<T, TableActor>) {
          actor.setTable();
        } else if constexpr (std::is_same_v<T, Seat>) {
          actor.setPlayer(ToSchema(a));
        } else {
          actor.setJudge(a.judge_id);
        }
      },
      e.actor);
  std::visit(
      [&](const auto& body) {
        using T = std::decay_t<decltype(body)>;
        if constexpr (std::is_same_v<T, Header>) {
          WriteHeader(body, b.initHeader());
        } else if constexpr (std::is_same_v<T, Fact>) {
          WriteFact(body, b.initFact());
        } else if constexpr (std::is_same_v<T, Decision>) {
          WriteDecision(body, b.initDecision());
        } else {
          WriteJudge(body, b.initJudgeAction());
        }
      },
      e.body);
  if (e.state_hash) {
    const std::array<uint8_t, 8> bytes = BigEndian(*e.state_hash);
    b.setStateHash(capnp::Data::Reader(bytes.data(), bytes.size()));
  }
  if (e.state_key) {
    const std::array<uint8_t, 8> bytes = BigEndian(*e.state_key);
    b.setStateKey(capnp::Data::Reader(bytes.data(), bytes.size()));
  }
  if (e.signature) {
    auto sig = b.initSignature();
    sig.setPublicKey(
        capnp::Data::Reader(e.signature->public_key.data(), e.signature->public_key.size()));
    sig.setValue(capnp::Data::Reader(e.signature->value.data(), e.signature->value.size()));
  }
  if (e.recording) {
    auto recording = b.initRecording();
    recording.setImplied(e.recording->implied);
    if (!e.recording->seen_by.empty()) {
      auto seen_by = recording.initSeenBy(static_cast<unsigned>(e.recording->seen_by.size()));
      for (unsigned i = 0; i < seen_by.size(); ++i) {
        seen_by.set(i, ToSchema(e.recording->seen_by[i]));
      }
    }
  }
}

namespace {

// ===== Cap'n Proto -> values =================================================================
//
// Every reader returns a Status naming the field path on anything a value cannot hold.

// A recorded 64-bit digest (stateHash, stateKey) back from its 8 big-endian bytes.
Result<uint64_t> ReadDigest(std::string_view field, capnp::Data::Reader bytes) {
  if (bytes.size() != 8) {
    return Status::InvalidInput(std::string(field) + ": must be 8 bytes (16 hex digits), got " +
                                std::to_string(bytes.size()));
  }
  uint64_t value = 0;
  for (uint8_t byte : bytes) value = (value << 8) | byte;
  return value;
}

Result<Header> ReadHeader(s::Header::Reader r) {
  Header h;
  h.schema_version = r.getSchemaVersion();
  h.ruleset = ToString(r.getRuleset());
  h.ruleset_version = ToString(r.getRulesetVersion());
  h.game_id = ToString(r.getGameId());
  h.tournament = ToString(r.getTournament());
  h.round = r.getRound();
  h.table = r.getTable();
  for (auto p : r.getPlayers()) {
    Player player;
    player.name = ToString(p.getName());
    player.player_id = ToString(p.getPlayerId());
    for (auto code : p.getDeck()) player.deck.push_back(ToString(code));
    for (auto code : p.getExtraDeck()) player.extra_deck.push_back(ToString(code));
    for (auto code : p.getSideDeck()) player.side_deck.push_back(ToString(code));
    for (auto code : p.getOutsideDeck()) player.outside_deck.push_back(ToString(code));
    h.players.push_back(std::move(player));
  }
  TJ_ASSIGN_OR_RETURN(h.first_player, FromSchema(r.getFirstPlayer(), "header.firstPlayer"));
  if (r.hasMatch()) {
    h.match = ToString(r.getMatch().getId());
    h.duel = r.getMatch().getDuel();
  }
  for (auto o : r.getOptions()) {
    h.options.push_back(RuleOption{ToString(o.getName()), ToString(o.getValue())});
  }
  if (r.hasRecorder()) {
    auto recorder = r.getRecorder();
    switch (recorder.which()) {
      case s::Recorder::TABLE:
        h.recorder = Recorder{};
        break;
      case s::Recorder::SEAT: {
        TJ_ASSIGN_OR_RETURN(Seat seat, FromSchema(recorder.getSeat(), "header.recorder.seat"));
        h.recorder = Recorder{seat};
        break;
      }
      default:
        return UnknownMember("header.recorder");
    }
  }
  return h;
}

std::vector<std::string> ReadTexts(capnp::List<capnp::Text>::Reader list) {
  std::vector<std::string> texts;
  texts.reserve(list.size());
  for (auto text : list) texts.push_back(ToString(text));
  return texts;
}

// The facts of a paper game (docs/paper-games.md).
Result<Fact> ReadPaperFact(s::Fact::Reader r) {
  switch (r.which()) {
    case s::Fact::UNSEEN_SHUFFLE: {
      UnseenShuffleFact f;
      TJ_ASSIGN_OR_RETURN(f.seat,
                          FromSchema(r.getUnseenShuffle().getSeat(), "fact.unseenShuffle.seat"));
      return Fact(f);
    }
    case s::Fact::REVEAL: {
      auto reveal = r.getReveal();
      RevealFact f;
      TJ_ASSIGN_OR_RETURN(f.card, ReadCard(reveal.getCard(), "fact.reveal.card"));
      f.code = ToString(reveal.getCode());
      auto source = reveal.getSource();
      switch (source.which()) {
        case s::RevealSource::TABLE:
          f.source = RevealSource::kTable;
          break;
        case s::RevealSource::JUDGE:
          f.source = RevealSource::kJudge;
          break;
        case s::RevealSource::CLAIM: {
          f.source = RevealSource::kClaim;
          TJ_ASSIGN_OR_RETURN(f.claimant,
                              FromSchema(source.getClaim(), "fact.reveal.source.claim"));
          break;
        }
        default:
          return UnknownMember("fact.reveal.source");
      }
      return Fact(std::move(f));
    }
    case s::Fact::LOOK: {
      auto look = r.getLook();
      LookFact f;
      TJ_ASSIGN_OR_RETURN(f.seat, FromSchema(look.getSeat(), "fact.look.seat"));
      TJ_ASSIGN_OR_RETURN(f.cards, ReadCards(look.getCards(), "fact.look.cards"));
      f.codes = ReadTexts(look.getCodes());
      return Fact(std::move(f));
    }
    case s::Fact::PILE_END: {
      auto pile_end = r.getPileEnd();
      PileEndFact f;
      TJ_ASSIGN_OR_RETURN(f.card, ReadCard(pile_end.getCard(), "fact.pileEnd.card"));
      switch (pile_end.getEnd()) {
        case s::PileEndKind::TOP:
          f.end = PileEnd::kTop;
          break;
        case s::PileEndKind::BOTTOM:
          f.end = PileEnd::kBottom;
          break;
        default:
          return Status::InvalidInput("fact.pileEnd.end: unknown end (expected top or bottom)");
      }
      return Fact(f);
    }
    case s::Fact::DECK_CHECK: {
      auto check = r.getDeckCheck();
      DeckCheckFact f;
      TJ_ASSIGN_OR_RETURN(f.seat, FromSchema(check.getSeat(), "fact.deckCheck.seat"));
      f.zone = ToString(check.getZone());
      f.codes = ReadTexts(check.getCodes());
      return Fact(std::move(f));
    }
    default:
      return UnknownMember("fact");
  }
}

// Event.recording: how a paper game's event came into the record. An explicitly empty seenBy
// (which the canonical form never holds) is refused, not read as "both".
Result<Recording> ReadRecording(s::Recording::Reader r) {
  Recording recording;
  recording.implied = r.getImplied();
  if (r.hasSeenBy() && r.getSeenBy().size() == 0) {
    return Status::InvalidInput(
        "recording.seenBy: empty: name the seats that saw the event, or leave seenBy out (seen "
        "by both)");
  }
  for (s::Seat listed : r.getSeenBy()) {
    TJ_ASSIGN_OR_RETURN(Seat seat, FromSchema(listed, "recording.seenBy"));
    recording.seen_by.push_back(seat);
  }
  return recording;
}

Result<Fact> ReadFact(s::Fact::Reader r) {
  switch (r.which()) {
    case s::Fact::SHUFFLE: {
      ShuffleFact f;
      TJ_ASSIGN_OR_RETURN(f.seat, FromSchema(r.getShuffle().getSeat(), "fact.shuffle.seat"));
      TJ_ASSIGN_OR_RETURN(f.order, ReadCards(r.getShuffle().getOrder(), "fact.shuffle.order"));
      return Fact(std::move(f));
    }
    case s::Fact::COIN_FLIP: {
      CoinFlipFact f;
      switch (r.getCoinFlip().getResult()) {
        case s::CoinSide::HEADS:
          f.result = CoinSide::kHeads;
          break;
        case s::CoinSide::TAILS:
          f.result = CoinSide::kTails;
          break;
        default:
          return Status::InvalidInput("fact.coinFlip.result: unknown coin side");
      }
      f.purpose = ToString(r.getCoinFlip().getPurpose());
      return Fact(std::move(f));
    }
    case s::Fact::DIE_ROLL: {
      DieRollFact f;
      f.sides = r.getDieRoll().getSides();
      f.result = r.getDieRoll().getResult();
      f.purpose = ToString(r.getDieRoll().getPurpose());
      return Fact(std::move(f));
    }
    case s::Fact::RANDOM_PICK: {
      auto pick = r.getRandomPick();
      RandomPickFact f;
      TJ_ASSIGN_OR_RETURN(f.pool, ReadCards(pick.getPool(), "fact.randomPick.pool"));
      f.count = pick.getCount();
      f.purpose = ToString(pick.getPurpose());
      switch (pick.which()) {
        case s::RandomPick::PICKED: {
          TJ_ASSIGN_OR_RETURN(f.picked, ReadCards(pick.getPicked(), "fact.randomPick.picked"));
          break;
        }
        case s::RandomPick::UNSEEN:
          break;
        default:
          return UnknownMember("fact.randomPick");
      }
      return Fact(std::move(f));
    }
    default:
      return ReadPaperFact(r);
  }
}

Result<JudgeAction> ReadJudge(s::JudgeAction::Reader r) {
  JudgeAction j;
  for (auto rule : r.getRules()) j.rules.push_back(ToString(rule));
  j.text = ToString(r.getText());
  for (uint32_t seq : r.getSettles()) j.settles.push_back(seq);
  switch (r.which()) {
    case s::JudgeAction::REVERSE:
      j.action = Reverse{r.getReverse().getSeq()};
      return j;
    case s::JudgeAction::BACK_UP:
      j.action = BackUp{r.getBackUp().getAfterSeq()};
      return j;
    case s::JudgeAction::RESTORE:
      j.action = Restore{r.getRestore().getLeftBySeq()};
      return j;
    case s::JudgeAction::RULING:
      j.action = Ruling{};
      return j;
    case s::JudgeAction::PENALTY: {
      Penalty p;
      TJ_ASSIGN_OR_RETURN(p.player, FromSchema(r.getPenalty().getPlayer(), "judge.penalty.player"));
      switch (r.getPenalty().getKind()) {
        case s::PenaltyKind::CAUTION:
          p.kind = PenaltyKind::kCaution;
          break;
        case s::PenaltyKind::WARNING:
          p.kind = PenaltyKind::kWarning;
          break;
        case s::PenaltyKind::GAME_LOSS:
          p.kind = PenaltyKind::kGameLoss;
          break;
        case s::PenaltyKind::MATCH_LOSS:
          p.kind = PenaltyKind::kMatchLoss;
          break;
        case s::PenaltyKind::DISQUALIFICATION:
          p.kind = PenaltyKind::kDisqualification;
          break;
        default:
          return Status::InvalidInput("judge.penalty.kind: unknown penalty");
      }
      j.action = p;
      return j;
    }
    case s::JudgeAction::NOTE:
      j.action = Note{};
      return j;
    case s::JudgeAction::RESULT: {
      GameResult result;
      auto x = r.getResult();
      switch (x.which()) {
        case s::GameResult::DRAW:
          break;
        case s::GameResult::WINNER: {
          TJ_ASSIGN_OR_RETURN(Seat winner, FromSchema(x.getWinner(), "judge.result.winner"));
          result.winner = winner;
          break;
        }
        case s::GameResult::ALL_LOSE:
          result.all_lose = true;
          break;
        default:
          return UnknownMember("judge.result");
      }
      j.action = result;
      return j;
    }
  }
  return UnknownMember("judge");
}

}  // namespace

Status ReadEvent(s::Event::Reader r, Event* event) {
  *event = Event();
  Event& e = *event;
  e.game = ToString(r.getGame());
  e.seq = r.getSeq();
  e.time = ToString(r.getTime());
  auto hash = r.getPrevHash();
  if (hash.size() == e.prev_hash.size()) {
    std::memcpy(e.prev_hash.data(), hash.begin(), hash.size());
  } else if (hash.size() != 0) {
    return Status::InvalidInput("prevHash: must be 32 bytes (64 hex digits), got " +
                                std::to_string(hash.size()));
  }
  auto actor = r.getActor();
  switch (actor.which()) {
    case s::Actor::TABLE:
      e.actor = TableActor{};
      break;
    case s::Actor::PLAYER: {
      TJ_ASSIGN_OR_RETURN(Seat seat, FromSchema(actor.getPlayer(), "player"));
      e.actor = seat;
      break;
    }
    case s::Actor::JUDGE:
      e.actor = JudgeActor{ToString(actor.getJudge())};
      break;
    default:
      return UnknownMember("actor");
  }
  switch (r.which()) {
    case s::Event::HEADER: {
      TJ_ASSIGN_OR_RETURN(Header h, ReadHeader(r.getHeader()));
      e.body = std::move(h);
      break;
    }
    case s::Event::FACT: {
      TJ_ASSIGN_OR_RETURN(Fact f, ReadFact(r.getFact()));
      e.body = std::move(f);
      break;
    }
    case s::Event::DECISION: {
      TJ_ASSIGN_OR_RETURN(Decision d, ReadDecision(r.getDecision()));
      e.body = std::move(d);
      break;
    }
    case s::Event::JUDGE_ACTION: {
      TJ_ASSIGN_OR_RETURN(JudgeAction j, ReadJudge(r.getJudgeAction()));
      e.body = std::move(j);
      break;
    }
    default:
      return UnknownMember("event");
  }
  if (r.hasStateHash()) {
    TJ_ASSIGN_OR_RETURN(e.state_hash, ReadDigest("stateHash", r.getStateHash()));
  }
  if (r.hasStateKey()) {
    TJ_ASSIGN_OR_RETURN(e.state_key, ReadDigest("stateKey", r.getStateKey()));
  }
  if (r.hasSignature()) {
    auto sig = r.getSignature();
    EventSignature signature;
    if (sig.getPublicKey().size() != signature.public_key.size()) {
      return Status::InvalidInput("signature.publicKey: must be 32 bytes (64 hex digits), got " +
                                  std::to_string(sig.getPublicKey().size()));
    }
    if (sig.getValue().size() != signature.value.size()) {
      return Status::InvalidInput("signature.value: must be 64 bytes (128 hex digits), got " +
                                  std::to_string(sig.getValue().size()));
    }
    std::memcpy(signature.public_key.data(), sig.getPublicKey().begin(),
                signature.public_key.size());
    std::memcpy(signature.value.data(), sig.getValue().begin(), signature.value.size());
    e.signature = signature;
  }
  if (r.hasRecording()) {
    TJ_ASSIGN_OR_RETURN(e.recording, ReadRecording(r.getRecording()));
  }
  return Status::Ok();
}

namespace {

capnp::JsonCodec& Codec() {
  // One codec per thread: JsonCodec is not documented as thread-safe.
  thread_local capnp::JsonCodec* codec = [] {
    auto* c = new capnp::JsonCodec();
    c->handleByAnnotation<s::Event>();
    c->setRejectUnknownFields(true);
    c->setMaxNestingDepth(32);
    return c;
  }();
  return *codec;
}

// In JSON an absent union member reads as the union's first member with an empty value; refuse
// that instead of guessing.
Status CheckJsonHasKinds(s::Event::Reader r) {
  switch (r.which()) {
    case s::Event::HEADER:
      if (!r.hasHeader()) {
        return Status::InvalidInput(
            "the event has no body: expected one of \"header\", \"fact\", \"decision\", "
            "\"judgeAction\"");
      }
      break;
    case s::Event::FACT:
      if (r.getFact().isShuffle() && !r.getFact().hasShuffle()) {
        return Status::InvalidInput(
            "fact: no kind given (expected shuffle, coinFlip, dieRoll, randomPick, unseenShuffle, "
            "reveal, look, pileEnd or deckCheck)");
      }
      break;
    case s::Event::DECISION:
      if (std::string missing = MissingDecisionKind(r.getDecision()); !missing.empty()) {
        return Status::InvalidInput(missing);
      }
      break;
    case s::Event::JUDGE_ACTION:
      if (r.getJudgeAction().isReverse() && !r.getJudgeAction().hasReverse()) {
        return Status::InvalidInput(
            "judgeAction: no kind given (expected reverse, backUp, ruling, penalty, note, result "
            "or restore)");
      }
      break;
    default:
      break;
  }
  return Status::Ok();
}

}  // namespace

std::string EncodeEvent(const Event& event) {
  EventEncoder encoder;
  return std::string(encoder.Encode(event));
}

Result<Event> DecodeEvent(std::string_view bytes) {
  EventDecoder decoder;
  Event event;
  TJ_RETURN_IF_ERROR(decoder.Decode(bytes, &event));
  return event;
}

std::string ReferenceEncodeEvent(const Event& event) {
  capnp::MallocMessageBuilder message;
  WriteEvent(event, message.initRoot<s::Event>());
  kj::Array<capnp::word> words = capnp::canonicalize(message.getRoot<s::Event>().asReader());
  auto bytes = words.asBytes();
  return std::string(reinterpret_cast<const char*>(bytes.begin()), bytes.size());
}

Result<Event> ReferenceDecodeEvent(std::string_view bytes) {
  if (bytes.empty() || bytes.size() % sizeof(capnp::word) != 0) {
    return Status::Corruption("stored event has " + std::to_string(bytes.size()) +
                              " bytes, not a whole number of 8-byte words");
  }
  kj::Array<capnp::word> words = kj::heapArray<capnp::word>(bytes.size() / sizeof(capnp::word));
  std::memcpy(words.begin(), bytes.data(), bytes.size());
  capnp::ReaderOptions options;
  options.traversalLimitInWords =
      kEventTraversalWordsPerWord * words.size() + kEventTraversalSlackWords;
  options.nestingLimit = kEventNestingLimit;
  kj::ArrayPtr<const capnp::word> segment = words.asPtr();
  try {
    capnp::SegmentArrayMessageReader reader(kj::arrayPtr(&segment, 1), options);
    if (!reader.isCanonical()) {
      return Status::Corruption("stored event is not in canonical Cap'n Proto form");
    }
    if (reader.getRoot<s::Event>().getPrevHash().size() != sizeof(EventHash)) {
      return Status::Corruption("stored event has no 32-byte prevHash");
    }
    Event event;
    Status read = ReadEvent(reader.getRoot<s::Event>(), &event);
    if (!read.ok()) return Status::Corruption("stored event: " + read.message());
    Status shape = ValidateEventShape(event);
    if (!shape.ok()) return Status::Corruption("stored event: " + shape.message());
    if (ReferenceEncodeEvent(event) != bytes) {
      return Status::Corruption(
          "stored event is not in the form tcgjudge writes: it holds bits no field of the event "
          "carries");
    }
    return event;
  } catch (const kj::Exception& e) {
    return Status::Corruption("stored event does not decode: " + DescribeKjException(e));
  }
}

std::string EventToJson(const Event& event) {
  capnp::MallocMessageBuilder message;
  WriteEvent(event, message.initRoot<s::Event>());
  kj::String json = Codec().encode(message.getRoot<s::Event>().asReader());
  return std::string(json.cStr(), json.size());
}

Result<Event> EventFromJson(std::string_view line) {
  if (std::optional<Event> fast = FastEventFromJson(line)) {
    if (ValidateEventShape(*fast).ok()) return std::move(fast).value();
  }
  return EventFromJsonByCodec(line);  // Also every refusal, with the codec's message.
}

Result<Event> EventFromJsonByCodec(std::string_view line) {
  capnp::MallocMessageBuilder message;
  TJ_RETURN_IF_ERROR(
      DecodeJsonLine(line, Codec(), capnp::toDynamic(message.initRoot<s::Event>()), kEventLine));
  s::Event::Reader reader = message.getRoot<s::Event>().asReader();
  TJ_RETURN_IF_ERROR(CheckJsonHasKinds(reader));
  Event event;
  TJ_RETURN_IF_ERROR(ReadEvent(reader, &event));
  TJ_RETURN_IF_ERROR(ValidateEventShape(event));
  return event;
}

}  // namespace tcgjudge
