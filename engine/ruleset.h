// Ruleset: the interface every game's rules engine implements (零次元 first: engine/zero/).
//
// The fold is `state = fold(ruleset, effective events)`: Start() builds the state from the
// header, then Apply() takes each fact, decision and judge event of the effective line in turn.
// After each one the engine runs every automatic step itself (resets, draws, triggers, damage,
// state checks, cleanup) and stops at the next point where it waits: a player's decision, a fact
// (a shuffle's result, a die roll), or the end of the game. The fold is pure and deterministic:
// no clock, no I/O, no random numbers, no logging.

#ifndef TCGJUDGE_ENGINE_RULESET_H_
#define TCGJUDGE_ENGINE_RULESET_H_

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "engine/board.h"
#include "engine/game_state.h"
#include "engine/knowledge.h"
#include "engine/open_question.h"
#include "engine/table_layout.h"
#include "engine/violation.h"
#include "events/event.h"
#include "events/status.h"

namespace tcgjudge {

// The engine waits for `player` to make one of `kinds` of decision.
struct DecisionPoint {
  Seat player = Seat::kA;
  // The kinds of decision it may make, by their schema names (events/event.h DecisionKindName:
  // "pass", "playCard", "normalSummon"); static strings.
  std::vector<std::string_view> kinds;
  std::string description;  // In words, e.g. "A holds priority in the action phase".
  // What is asked, machine-readable and stable (the board's `waitsForKind`, docs/positions.md):
  // the ruleset's name for the question, e.g. 零次元's "sameNameScrap" or "triggerOrder", so that
  // a tool tells apart two questions answered by the same kind of decision. Empty: "decision".
  // A static string.
  std::string_view question;
  // The player holds priority: a point the judge may back a game up to. Set by the core
  // (Ruleset::PendingOf) from the ruleset's one answer, PriorityHolder (e.g. 零次元 105,
  // Yu-Gi-Oh §3.2 优先权); a ruleset's Awaiting leaves it false.
  bool priority_point = false;
  bool operator==(const DecisionPoint&) const = default;
};

enum class FactKind : uint8_t { kShuffle, kCoinFlip, kDieRoll, kRandomPick };

// The engine waits for a recorded random outcome.
struct FactPoint {
  FactKind kind = FactKind::kShuffle;
  Seat seat = Seat::kA;       // For a shuffle: whose deck.
  // For a shuffle: the cards the deck holds (any order), whoever owns them (an owner change,
  // rise §405.2); for a random pick: the pool it picks from.
  std::vector<CardId> cards;
  uint8_t sides = 0;  // For a die roll.
  std::string description;
  uint16_t count = 0;  // For a random pick: how many cards it picks.
  bool operator==(const FactPoint&) const = default;
};

// The game has ended (win, loss, draw, or every player losing).
struct GameOver {
  std::optional<Seat> winner;  // nullopt: a draw, or all lose.
  std::string reason;          // E.g. "B drew from an empty deck (101(2))".
  // With no winner: every player loses, which is no draw (myth §1.2 "there are no draws").
  bool all_lose = false;
  bool operator==(const GameOver&) const = default;
};

using Pending = std::variant<DecisionPoint, FactPoint, GameOver>;

// What `pending` waits for, machine-readable: the decision point's question ("decision" when the
// ruleset names none), the fact's kind ("shuffle", "coinFlip", "dieRoll"), or "nothing".
std::string_view PendingKind(const Pending& pending);

// Sets `board`'s pending (the words) and pending_kind (PendingKind) from `pending`: what every
// ruleset's board says the game waits for.
void DescribePending(const Pending& pending, Board& board);

// Where the game stands, as MakeBoard's board names it (Board::turn, Board::step and the size of
// Board::chain), found without building the board: what the priority-point index and the
// snapshot planner read after every event (judge/positions.h, judge/snapshot_cache.h).
struct Clock {
  uint32_t turn = 0;
  std::string step;
  uint32_t chain_depth = 0;
  bool operator==(const Clock&) const = default;
};

// What a ruleset gives the judge's acts to cite and to say (docs/rulesets.md): the judge's
// commands and the audit's remedies take these words and rule numbers from the game's ruleset,
// never their own.
struct JudgeTexts {
  // The rules a reversal of the latest decision rests on, cited by every reverse event (零次元:
  // "902(1)", "902(2)").
  std::vector<std::string> reverse_rules;
  // How a remedy names that reversal ("902"), and cites it when it says to reverse ("902(1)-(2)").
  std::string reverse_name;
  std::string reverse_citation;
  // Why an earlier decision cannot be reversed, only backed up past (零次元: "902 undoes the
  // latest action only (A-53)").
  std::string latest_only;
  // The remedy of a decklist violation (seq 1), which no reversal undoes.
  std::string deck_remedy;
  // What a reversal does, as the remedy says after "reverse it (tcgjudge reverse GAME SEQ)"
  // (零次元 902(1)-(2): "the action is undone, its costs refunded, and the player who held
  // priority before it acts again"); "": the remedy says no more.
  std::string reverse_effect;
  // The remedy of a violation the rules remedy themselves (Violation::remedied_by_rules; rise
  // §707.2: "707.2 undid the attempt and gave its player priority back"); "" in a game without
  // them.
  std::string remedied_by_rules;
  // A judge's declared result without a winner (GameResult) in this game. In a game with draws,
  // the words that refuse "every player loses" (零次元: "every player losing is no result of
  // 零次元: a game both players end at once is a draw (101(6))"), and a result without a winner
  // is a draw. Empty in a game without draws (神话起源 §1.2): a result without a winner is every
  // player losing.
  std::string no_all_lose;
  // Whether the end reason of a declared result ends with the rules the judge cited ("(101(7))",
  // WithRules). 永恒之轮 and 崛起TCG stored their declared results without them, and a stored
  // game's end reason is part of its snapshot and key, so they keep it (docs/rulesets.md).
  bool end_reason_cites_rules = true;
};

class Ruleset {
 public:
  virtual ~Ruleset() = default;

  // The ruleset id of Header.ruleset, e.g. "zero".
  virtual std::string_view Id() const = 0;

  // Whether Header.rulesetVersion names a rulebook edition this engine implements.
  virtual bool SupportsVersion(std::string_view version) const = 0;

  // The state before any fact or decision. Refuses (kInvalidInput) a header this ruleset cannot
  // play at all (unknown card codes, unknown options); a deck the rules forbid (e.g. 50 cards,
  // at most 4 of a colour and name) is playable and reported in `violations` with seq 1.
  virtual Result<std::unique_ptr<GameState>> Start(const Header& header,
                                                   std::vector<Violation>* violations) const = 0;

  // What the game waits for in `state`: the ruleset's Awaiting, with the decision point's
  // priority_point set from PriorityHolder.
  Pending PendingOf(const GameState& state) const;

  // The player who holds priority in `state`, at a point the judge may back a game up to;
  // nullopt otherwise (a fact is due, a decision that is no priority point, the game over).
  // What the priority-point index asks after every event (judge/positions.h), without
  // Awaiting's lists and words, and the one place a ruleset says it: PendingOf and MakeBoard read
  // it. When it names a player, Awaiting waits for that player's decision.
  virtual std::optional<Seat> PriorityHolder(const GameState& state) const = 0;

  // Applies one fact, decision or judge event (never a header) and runs the automatic steps up
  // to the next wait. Returns the violations the event commits: an illegal decision that can
  // physically happen is applied as the table did it and flagged. An event that cannot happen at
  // all (a card that is not there, a fact nobody waited for) is refused with kInvalidInput and
  // `state` is left unchanged. The steps every game shares are taken here, for every ruleset,
  // before ApplyEvent sees the event: a second header is refused; a ruling, penalty or note
  // leaves the game as it was (it commits nothing); a judge's declared result is checked and
  // worded here and ends the game through EndByJudge; a decision of another ruleset's vocabulary
  // (DecisionRuleset) is refused, and so is a paper game's fact where the ruleset does not fold
  // paper games (RefuseUnfoldedPaper).
  Result<std::vector<Violation>> Apply(GameState& state, const Event& event) const;

  // Whether this ruleset folds paper games (docs/paper-games.md): a header with a recorder, the
  // paper facts (IsPaperFact) and card handles ("A#17"). Until a ruleset does, Fold and Apply
  // refuse them for it, in one place (RefuseUnfoldedPaper), so that none ignores them silently.
  virtual bool FoldsPaperGames() const { return false; }

  // A paper game's recorded decisions whose legality still waits for the identity of a card
  // nobody saw (engine/open_question.h), oldest first: what the audit reports as undetermined or
  // undeterminable at the end of the record. None in an omniscient game, and none by default.
  virtual std::vector<OpenQuestion> OpenQuestions(const GameState& state) const { return {}; }

  // What a paper game's record knows about `seat`'s cards nobody saw (engine/knowledge.h): what
  // the audit reads to tell whether a later fact could still settle an open question, and a
  // reversal whether it is exact. nullptr in an omniscient game, and by default.
  virtual const SeatKnowledge* Knowledge(const GameState& state, Seat seat) const {
    return nullptr;
  }

  // The decisions that are legal at `state`'s decision point (empty when it waits for a fact or
  // the game is over). Each, applied, yields no violation.
  virtual std::vector<Decision> LegalDecisions(const GameState& state) const = 0;

  // Decisions that break exactly one rule at `state`, each with the violation code it must
  // draw: what `simulate --inject-illegal` records, so the audit's recall can be measured.
  // Empty where the ruleset offers none.
  struct IllegalDecision {
    Seat player = Seat::kA;
    Decision decision;
    std::string code;
  };
  virtual std::vector<IllegalDecision> IllegalDecisions(const GameState& state) const { return {}; }

  // The header of a bot game `game_id` (`tcgjudge simulate`): the rulebook version, players
  // "Bot A" and "Bot B" with legal decks of cards the engine plays in full, A first.
  // kInvalidInput for a ruleset without bot decks.
  virtual Result<Header> BotHeader(const std::string& game_id) const {
    return Status::InvalidInput("ruleset " + std::string(Id()) + " has no bot decks");
  }

  // Whether `decision` declares an attack: bots keep fewer of them to make longer games
  // (BotOptions::attack_keep_rate).
  virtual bool IsAttackDeclaration(const Decision& decision) const { return false; }

  // The rules and words of the judge's acts in this game.
  virtual JudgeTexts Judging() const = 0;

  // Whether the game lets a player change a deck between the duels of a match (side-decking,
  // SideboardProblems). A game whose rules give no such change (the default) plays every duel of
  // a match with the same decks: the desk checks a later duel exactly like the first, against the
  // registration or the first duel's lists (docs/desk.md).
  virtual bool SideboardsBetweenDuels() const { return false; }

  // The ruleset's rule on changing a deck between the duels of a match, asked only where
  // SideboardsBetweenDuels(): what is wrong with `played`, a player's decklists in a later duel,
  // against `registered`, the lists the player registered (or played in the match's first duel).
  // Each a Violation at seq 1 of `seat`, naming the cards that differ; empty where nothing is
  // wrong.
  virtual std::vector<Violation> SideboardProblems(Seat seat, const Player& registered,
                                                   const Player& played) const {
    return {};
  }

  // The board of `state`: the ruleset's DrawBoard, with what every game's board says filled in
  // by the core from the one place each is said: the ruleset id (Id), the turn and step
  // (ClockOf), the priority holder (PriorityHolder), what the game waits for (PendingOf:
  // DescribePending) and the result ("A wins: <reason>", "draw: <reason>", or the reason alone
  // when every player lost).
  Board MakeBoard(const GameState& state) const;

  // Where the game stands (the turn, the step, the chain's depth), at a cost that does not grow
  // with the cards: what MakeBoard's board says of them; the depth is the size of its chain.
  virtual Clock ClockOf(const GameState& state) const = 0;

  // Where the zones of MakeBoard's boards lie on the table (engine/table_layout.h): every zone,
  // or each cell of it, in one place (CheckTableLayout). The default has no layout.
  virtual TableLayout Table() const { return {}; }

  // Checks the state's invariants (every card in exactly one zone, counts, ...); a failure is a
  // bug in the engine, reported as kCorruption naming the broken invariant.
  virtual Status CheckInvariants(const GameState& state) const = 0;

  // A self-contained byte encoding of `state` (snapshots), and its inverse. Decoding refuses
  // bytes of another ruleset or format version with kCorruption.
  virtual std::string EncodeSnapshot(const GameState& state) const = 0;
  virtual Result<std::unique_ptr<GameState>> DecodeSnapshot(std::string_view bytes) const = 0;

  // The state key of `state` (Event.state_key; docs/log-format.md, "Recorded state keys", defines
  // each ruleset's exactly): a 64-bit digest of the position that, like StateHash, is a pure
  // function of it (operator==-equal states have equal keys, whatever led to them) over explicit
  // byte encodings, so it is the same on every build and machine; unlike StateHash, it costs
  // O(what changed since it was last asked of this state), not O(state): the state keeps the
  // parts of its key beside it (not part of the position) and this brings them up to date, which
  // is why one state must not be asked from two threads at once. The first call on a state never
  // asked before (started, decoded) computes every part; a copy keeps its original's.
  virtual uint64_t StateKey(const GameState& state) const = 0;
  // The same value from the whole state, keeping nothing: StateKey of a copy that keeps no part
  // (GameState::CloneUnkept: a state never asked before computes every part), so that it is
  // derived from StateKey, never a second computation that must agree with it; what the kept
  // parts are checked against (tests). O(state).
  uint64_t FullStateKey(const GameState& state) const;

 protected:
  // What the game waits for in `state` (PendingOf): a decision point with its priority_point
  // left false, a fact, or the game's end.
  virtual Pending Awaiting(const GameState& state) const = 0;

  // The ruleset's part of MakeBoard's board: the active player, the players, their zones and
  // cards, the chain and the combat. MakeBoard sets the rest (ruleset, turn, step, priority,
  // pending, pending_kind, result) over whatever it holds.
  virtual Board DrawBoard(const GameState& state) const = 0;

  // Apply's work, given a fact, or a decision of this ruleset's vocabulary or a generic verb:
  // never a header or a judge's event.
  virtual Result<std::vector<Violation>> ApplyEvent(GameState& state, const Event& event) const = 0;

  // Ends the game of `state`, which is not over, as a judge declared (`event`, a GameResult):
  // with `end`'s winner, or none (a draw, or every player losing where end.all_lose), and its
  // reason, which Apply has written. The declared result is checked and worded once, by Apply,
  // for every ruleset (the game already over, "every player loses" in a game with draws:
  // JudgeTexts::no_all_lose).
  virtual Status EndByJudge(GameState& state, const Event& event, const GameOver& end) const = 0;

 private:
  Status ApplyDeclaredResult(GameState& state, const Event& event, const JudgeAction& judge) const;
};

// The refusal (kInvalidInput) of what only a paper game's fold reads, a header with a recorder or a
// paper fact, by a ruleset that does not fold paper games (Ruleset::FoldsPaperGames); OK for any
// other event. The message names the field and the ruleset.
Status RefuseUnfoldedPaper(const Ruleset& ruleset, const Event& event);

// A 64-bit digest of `state`: the first 8 bytes of BLAKE2b-256 over its snapshot encoding. Equal
// states have equal hashes; it names positions in logs and audits. O(state) per call: what old
// logs record (Event.state_hash) and are checked against; new recordings record StateKey.
uint64_t StateHash(const Ruleset& ruleset, const GameState& state);

}  // namespace tcgjudge

#endif  // TCGJUDGE_ENGINE_RULESET_H_
