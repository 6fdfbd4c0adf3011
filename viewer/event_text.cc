#include "viewer/event_text.h"

#include <type_traits>

namespace tcgjudge {
namespace {

constexpr std::string_view kSep = " · ";

class Describer {
 public:
  explicit Describer(const Header& header) : header_(header) {}

  // "A07 BP02-001": the instance and its card code.
  std::string Card(const CardId& id) const {
    std::string text = id.ToString();
    const auto& deck = header_.players.size() == 2 ? header_.players[SeatIndex(id.seat)].deck
                                                   : std::vector<std::string>{};
    if (id.index >= 1 && id.index <= deck.size()) text += " " + deck[id.index - 1];
    return text;
  }

  // "A31 A32": instances only, for lists where codes would drown the line.
  static std::string Ids(const std::vector<CardId>& ids) {
    std::string text;
    for (const CardId& id : ids) {
      if (!text.empty()) text += ' ';
      text += id.ToString();
    }
    return text;
  }

  static std::string PaymentText(const Payment& p) {
    std::string text;
    auto add = [&](std::string_view verb, const std::vector<CardId>& ids) {
      if (ids.empty()) return;
      text += kSep;
      text += verb;
      text += ' ';
      text += Ids(ids);
    };
    add("tap", p.tap);
    add("discard", p.discard);
    add("scrap", p.scrap);
    add("flip", p.flip);
    add("reveal", p.reveal);
    return text;
  }

  // " · in response to the counter effect of B06 SAMPLE-024" (704(5)).
  std::string CounterText(const std::optional<CardId>& counter) const {
    return counter ? std::string(kSep) + "in response to the counter effect of " + Card(*counter)
                   : "";
  }

  std::string TargetsText(const std::vector<Target>& targets) const {
    if (targets.empty()) return "";
    std::string text = std::string(kSep) + "targets";
    for (const Target& t : targets) {
      text += ' ';
      if (const auto* id = std::get_if<CardId>(&t)) {
        text += Card(*id);
      } else {
        text += "player ";
        text += SeatLetter(std::get<Seat>(t));
      }
    }
    return text;
  }

  static std::string ChoicesText(const std::vector<Choice>& choices) {
    if (choices.empty()) return "";
    std::string text = std::string(kSep) + "choices";
    for (const Choice& c : choices) {
      text += ' ';
      std::visit(
          [&](const auto& x) {
            using T = std::decay_t<decltype(x)>;
            if constexpr (std::is_same_v<T, ChoiceOption>) {
              text += x.option;
            } else if constexpr (std::is_same_v<T, ChoiceNumber>) {
              text += std::to_string(x.number);
            } else if constexpr (std::is_same_v<T, ChoiceYesNo>) {
              text += x.yes ? "yes" : "no";
            } else {
              text += "[" + Ids(x.cards) + "]";
            }
          },
          c);
    }
    return text;
  }

  std::string HeaderText(const Header& h) const {
    std::string text = h.ruleset + " " + h.ruleset_version;
    for (size_t i = 0; i < h.players.size(); ++i) {
      text += i == 0 ? std::string(kSep) : std::string(" vs ");
      text += h.players[i].name + " (" + std::string(1, "AB"[i]) + ", " +
              std::to_string(h.players[i].deck.size()) + " cards)";
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
          } else {
            std::string text =
                std::to_string(f.result) + " on a " + std::to_string(f.sides) + "-sided die";
            if (!f.purpose.empty()) text += std::string(kSep) + f.purpose;
            return text;
          }
        },
        fact);
  }

  std::string DecisionText(const Decision& decision) const {
    return std::visit(
        [&](const auto& d) -> std::string {
          using T = std::decay_t<decltype(d)>;
          if constexpr (std::is_same_v<T, PlayCard>) {
            return Card(d.card) + PaymentText(d.payment) + TargetsText(d.targets) +
                   ChoicesText(d.choices) + CounterText(d.responds_to_counter);
          } else if constexpr (std::is_same_v<T, ActivateEffect>) {
            return Card(d.card) + " effect " + std::to_string(d.effect) + PaymentText(d.payment) +
                   TargetsText(d.targets) + ChoicesText(d.choices) +
                   CounterText(d.responds_to_counter);
          } else if constexpr (std::is_same_v<T, Upgrade>) {
            return Card(d.card) +
                   (d.method == UpgradeMethod::kFlipResource ? " · flip resource "
                                                             : " · reveal from hand ") +
                   Card(d.source);
          } else if constexpr (std::is_same_v<T, PlaceResource>) {
            return d.card ? Card(*d.card) : "none";
          } else if constexpr (std::is_same_v<T, DeclareAttack>) {
            return Card(d.attacker) + PaymentText(d.payment);
          } else if constexpr (std::is_same_v<T, ChooseAttackTarget>) {
            return d.card ? Card(*d.card) : "life zone";
          } else if constexpr (std::is_same_v<T, DeclareDefender>) {
            return d.card ? Card(*d.card) : "none";
          } else if constexpr (std::is_same_v<T, DiscardCards> || std::is_same_v<T, ChooseCards>) {
            return Ids(d.cards);
          } else if constexpr (std::is_same_v<T, ChooseYesNo>) {
            return d.yes ? "yes" : "no";
          } else if constexpr (std::is_same_v<T, ChooseOrder>) {
            std::string text;
            for (const OrderItem& item : d.items) {
              if (!text.empty()) text += ", ";
              text += item.card.ToString();
              if (item.effect) text += "/" + std::to_string(*item.effect);
            }
            return text;
          } else if constexpr (std::is_same_v<T, ChooseNumber>) {
            return std::to_string(d.number);
          } else {
            return "";  // pass, concede: the kind says it all.
          }
        },
        decision);
  }

  static std::string JudgeText(const JudgeAction& j) {
    std::string text = std::visit(
        [&](const auto& a) -> std::string {
          using T = std::decay_t<decltype(a)>;
          if constexpr (std::is_same_v<T, Reverse>) {
            return "seq " + std::to_string(a.seq);
          } else if constexpr (std::is_same_v<T, BackUp>) {
            return "to the position after seq " + std::to_string(a.after_seq);
          } else if constexpr (std::is_same_v<T, Penalty>) {
            static constexpr const char* kKinds[] = {"caution", "warning", "game loss",
                                                     "match loss", "disqualification"};
            return std::string(kKinds[static_cast<int>(a.kind)]) + " for " + SeatLetter(a.player);
          } else if constexpr (std::is_same_v<T, GameResult>) {
            return a.winner ? std::string(1, SeatLetter(*a.winner)) + " wins" : "draw";
          } else {
            return "";
          }
        },
        j.action);
    if (!j.rules.empty()) {
      if (!text.empty()) text += kSep;
      text += "rules";
      for (const std::string& rule : j.rules) text += " " + rule;
    }
    if (!j.text.empty()) {
      if (!text.empty()) text += kSep;
      text += "\"" + j.text + "\"";
    }
    return text;
  }

 private:
  const Header& header_;
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

std::string EventText(const Event& event, const Header& header) {
  Describer describer(header);
  return std::visit(
      [&](const auto& body) -> std::string {
        using T = std::decay_t<decltype(body)>;
        if constexpr (std::is_same_v<T, Header>) {
          return describer.HeaderText(body);
        } else if constexpr (std::is_same_v<T, Fact>) {
          return describer.FactText(body);
        } else if constexpr (std::is_same_v<T, Decision>) {
          return describer.DecisionText(body);
        } else {
          return Describer::JudgeText(body);
        }
      },
      event.body);
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
