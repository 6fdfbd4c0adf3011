#include "viewer/event_text.h"

#include <type_traits>

#include "events/decision_text.h"

namespace tcgjudge {
namespace {

constexpr std::string_view kSep = " · ";

class Describer {
 public:
  Describer(const Header& header, const CardNames* names) : header_(header), names_(names) {}

  // "A07 BP02-001 丝诺": the instance, its card code and its printed name.
  std::string Card(const CardId& id) const {
    std::string text = id.ToString();
    if (header_.players.size() != 2) return text;
    const std::string* code = header_.players[SeatIndex(id.seat)].CodeOf(id.index);
    if (code != nullptr) text += " " + *code;
    if (names_ != nullptr) {
      auto name = names_->find(id);
      if (name != names_->end() && !name->second.name.empty()) text += " " + name->second.name;
    }
    return text;
  }

  std::string HeaderText(const Header& h) const {
    std::string text = h.ruleset + " " + h.ruleset_version;
    for (size_t i = 0; i < h.players.size(); ++i) {
      text += i == 0 ? std::string(kSep) : std::string(" vs ");
      text += h.players[i].name + " (" + std::string(1, "AB"[i]) + ", " +
              std::to_string(h.players[i].deck.size()) + " cards";
      if (!h.players[i].outside_deck.empty()) {
        text += " and " + std::to_string(h.players[i].outside_deck.size()) + " outside the deck";
      }
      text += ")";
    }
    text += std::string(kSep) + SeatLetter(h.first_player) + " goes first";
    if (!h.tournament.empty()) text += std::string(kSep) + h.tournament;
    if (h.round != 0) text += " round " + std::to_string(h.round);
    if (h.table != 0) text += " table " + std::to_string(h.table);
    for (const RuleOption& o : h.options) text += std::string(kSep) + o.name + "=" + o.value;
    return text;
  }

  std::string FactText(const Fact& fact) const {
    return std::visit(
        [&](const auto& f) -> std::string {
          using T = std::decay_t<decltype(f)>;
          if constexpr (std::is_same_v<T, ShuffleFact>) {
            std::string text = std::string(1, SeatLetter(f.seat)) + "'s deck, top first:";
            const size_t shown = std::min<size_t>(f.order.size(), 8);
            for (size_t i = 0; i < shown; ++i) text += " " + f.order[i].ToString();
            if (shown < f.order.size()) text += " …";
            text += " (" + std::to_string(f.order.size()) + " cards)";
            return text;
          } else if constexpr (std::is_same_v<T, CoinFlipFact>) {
            std::string text = f.result == CoinSide::kHeads ? "heads" : "tails";
            if (!f.purpose.empty()) text += std::string(kSep) + f.purpose;
            return text;
          } else if constexpr (std::is_same_v<T, DieRollFact>) {
            std::string text =
                std::to_string(f.result) + " on a " + std::to_string(f.sides) + "-sided die";
            if (!f.purpose.empty()) text += std::string(kSep) + f.purpose;
            return text;
          } else if constexpr (std::is_same_v<T, RandomPickFact>) {
            // "picked B05 of B03 B04 B05", "1 of B03 B04 B05 picked, unseen".
            std::string pool;
            for (const CardId& id : f.pool) pool += " " + id.ToString();
            std::string text;
            if (f.picked) {
              text = "picked";
              for (const CardId& id : *f.picked) text += " " + Card(id);
              text += " of" + pool;
            } else {
              text = std::to_string(f.count) + " of" + pool + " picked, unseen";
            }
            if (!f.purpose.empty()) text += std::string(kSep) + f.purpose;
            return text;
          } else {
            return PaperFactText(f);
          }
        },
        fact);
  }

  // The facts of a paper game (docs/paper-games.md): "A's deck, order unseen", "A#3 is
  // BP02-001 · claimed by A", "A looked at A#4 A#5", "A#2 to the bottom", "A's deck holds 3
  // cards: ...".
  std::string PaperFactText(const auto& f) const {
    using T = std::decay_t<decltype(f)>;
    if constexpr (std::is_same_v<T, UnseenShuffleFact>) {
      return std::string(1, SeatLetter(f.seat)) + "'s deck, order unseen";
    } else if constexpr (std::is_same_v<T, RevealFact>) {
      static constexpr std::string_view kSources[] = {"shown to the table", "seen by the judge",
                                                      "claimed by "};
      std::string text = f.card.ToString() + " is " + f.code + std::string(kSep) +
                         std::string(kSources[static_cast<int>(f.source)]);
      if (f.claimant) text += SeatLetter(*f.claimant);
      return text;
    } else if constexpr (std::is_same_v<T, LookFact>) {
      std::string text = std::string(1, SeatLetter(f.seat)) + " looked at";
      for (size_t i = 0; i < f.cards.size(); ++i) {
        text += " " + f.cards[i].ToString();
        if (i < f.codes.size()) text += " " + f.codes[i];
      }
      if (f.codes.empty()) text += std::string(kSep) + "unseen by the record";
      return text;
    } else if constexpr (std::is_same_v<T, PileEndFact>) {
      return f.card.ToString() + (f.end == PileEnd::kTop ? " to the top" : " to the bottom");
    } else {
      static_assert(std::is_same_v<T, DeckCheckFact>);
      std::string text = std::string(1, SeatLetter(f.seat)) + "'s " + f.zone + " holds " +
                         std::to_string(f.codes.size()) + " cards";
      if (!f.codes.empty()) text += ":";
      for (const std::string& code : f.codes) text += " " + code;
      return text;
    }
  }

  static std::string JudgeText(const JudgeAction& j) {
    std::string text = JudgeActionText(j);
    if (!j.rules.empty()) {
      if (!text.empty()) text += kSep;
      text += "rules";
      for (const std::string& rule : j.rules) text += " " + rule;
    }
    if (!j.settles.empty()) {
      if (!text.empty()) text += kSep;
      text += "settles seq";
      for (size_t i = 0; i < j.settles.size(); ++i) {
        text += (i == 0 ? " " : ", ") + std::to_string(j.settles[i]);
      }
    }
    if (!j.text.empty()) {
      if (!text.empty()) text += kSep;
      text += "\"" + j.text + "\"";
    }
    return text;
  }

 private:
  const Header& header_;
  const CardNames* names_;
};

}  // namespace

std::string ActorText(const Actor& actor) {
  return std::visit(
      [](const auto& a) -> std::string {
        using T = std::decay_t<decltype(a)>;
        if constexpr (std::is_same_v<T, TableActor>) {
          return "table";
        } else if constexpr (std::is_same_v<T, Seat>) {
          return std::string(1, SeatLetter(a));
        } else {
          return a.judge_id;
        }
      },
      actor);
}

std::string JudgeActionText(const JudgeAction& j) {
  return std::visit(
      [&](const auto& a) -> std::string {
        using T = std::decay_t<decltype(a)>;
        if constexpr (std::is_same_v<T, Reverse>) {
          return "seq " + std::to_string(a.seq);
        } else if constexpr (std::is_same_v<T, BackUp>) {
          return "to the position after seq " + std::to_string(a.after_seq);
        } else if constexpr (std::is_same_v<T, Restore>) {
          return "the line seq " + std::to_string(a.left_by_seq) + " left behind";
        } else if constexpr (std::is_same_v<T, Penalty>) {
          static constexpr const char* kKinds[] = {"caution", "warning", "game loss", "match loss",
                                                   "disqualification"};
          return std::string(kKinds[static_cast<int>(a.kind)]) + " for " + SeatLetter(a.player);
        } else if constexpr (std::is_same_v<T, GameResult>) {
          return ResultName(a.winner, a.all_lose);
        } else {
          return "";
        }
      },
      j.action);
}

namespace {

// How a paper game's event came into the record: " · implied", " · seen by A"; "" for an event
// said aloud and seen by both (no recording).
std::string RecordingText(const Event& event) {
  if (!event.recording) return "";
  std::string text;
  if (event.recording->implied) text += std::string(kSep) + "implied";
  if (!event.recording->seen_by.empty()) {
    text += std::string(kSep) + "seen by";
    for (Seat seat : event.recording->seen_by) text += std::string(" ") + SeatLetter(seat);
  }
  return text;
}

}  // namespace

std::string EventText(const Event& event, const Header& header, const CardNames* names) {
  Describer describer(header, names);
  std::string text = std::visit(
      [&](const auto& body) -> std::string {
        using T = std::decay_t<decltype(body)>;
        if constexpr (std::is_same_v<T, Header>) {
          return describer.HeaderText(body);
        } else if constexpr (std::is_same_v<T, Fact>) {
          return describer.FactText(body);
        } else if constexpr (std::is_same_v<T, Decision>) {
          return DecisionText(body, [&](const CardId& id) { return describer.Card(id); });
        } else {
          return Describer::JudgeText(body);
        }
      },
      event.body);
  std::string recording = RecordingText(event);
  // A body without words (a pass) reads "implied", not " · implied".
  if (text.empty() && !recording.empty()) recording.erase(0, kSep.size());
  return text + recording;
}

std::string PlayersText(const Header& header) {
  std::string text;
  for (const Player& p : header.players) {
    if (!text.empty()) text += " vs ";
    text += p.name;
  }
  return text;
}

}  // namespace tcgjudge
