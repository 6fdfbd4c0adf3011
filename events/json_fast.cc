#include "events/json_fast.h"

#include <array>
#include <cstdint>
#include <cstring>
#include <iterator>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "events/card_id.h"

namespace tcgjudge {
namespace {

// True if every byte of `text` is printable ASCII (0x20-0x7e) other than a backslash. Eight bytes
// at a time: a byte below 0x20, above 0x7e or equal to 0x5c sets the top bit of its lane (the
// borrows and carries of the additions reach only lanes above one that is set already).
bool IsPrintableAsciiWithoutBackslash(std::string_view text) {
  constexpr uint64_t kOnes = 0x0101010101010101ull, kTops = 0x8080808080808080ull;
  size_t i = 0;
  for (; i + 8 <= text.size(); i += 8) {
    uint64_t x;
    std::memcpy(&x, text.data() + i, 8);
    const uint64_t below_space = (x - kOnes * 0x20) & ~x;
    const uint64_t above_tilde = (x + kOnes * (0x7f - 0x7e)) | x;
    const uint64_t backslash = x ^ (kOnes * '\\');
    const uint64_t is_backslash = (backslash - kOnes) & ~backslash;
    if (((below_space | above_tilde | is_backslash) & kTops) != 0) return false;
  }
  for (; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c < 0x20 || c > 0x7e || c == '\\') return false;
  }
  return true;
}

// A cursor over one line. Every Read* returns false, leaving the cursor anywhere, when the text
// is not exactly what it reads; the caller then gives up on the line.
class Cursor {
 public:
  explicit Cursor(std::string_view text) : text_(text) {}

  bool AtEnd() const { return pos_ == text_.size(); }
  bool Peek(char c) const { return pos_ < text_.size() && text_[pos_] == c; }
  bool Take(char c) {
    if (!Peek(c)) return false;
    ++pos_;
    return true;
  }
  bool Take(std::string_view word) {
    if (text_.substr(pos_, word.size()) != word) return false;
    pos_ += word.size();
    return true;
  }

  // A string of printable ASCII without escapes; `*value` views the text.
  bool ReadString(std::string_view* value) {
    if (!Take('"')) return false;
    const char* begin = text_.data() + pos_;
    const void* quote = std::memchr(begin, '"', text_.size() - pos_);
    if (quote == nullptr) return false;
    const size_t size = static_cast<size_t>(static_cast<const char*>(quote) - begin);
    if (!IsPrintableAsciiWithoutBackslash(std::string_view(begin, size))) return false;
    *value = std::string_view(begin, size);
    pos_ += size + 1;
    return true;
  }

  // A JSON number that is a whole number from 0 to UINT32_MAX, without sign, fraction, exponent
  // or leading zero.
  bool ReadUint32(uint32_t* value) {
    const size_t start = pos_;
    uint64_t v = 0;
    while (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9') {
      v = v * 10 + static_cast<uint64_t>(text_[pos_] - '0');
      if (v > UINT32_MAX) return false;
      ++pos_;
    }
    const size_t digits = pos_ - start;
    if (digits == 0 || (digits > 1 && text_[start] == '0')) return false;
    if (Peek('.') || Peek('e') || Peek('E')) return false;
    *value = static_cast<uint32_t>(v);
    return true;
  }

  // A JSON number that is a whole number from INT32_MIN to INT32_MAX: ReadUint32's form with an
  // optional minus sign ("-0" is left to the codec).
  bool ReadInt32(int32_t* value) {
    const bool negative = Take('-');
    uint32_t magnitude = 0;
    if (!ReadUint32(&magnitude)) return false;
    if (negative) {
      if (magnitude == 0 || magnitude > uint32_t{INT32_MAX} + 1) return false;
      *value = static_cast<int32_t>(-static_cast<int64_t>(magnitude));
    } else {
      if (magnitude > uint32_t{INT32_MAX}) return false;
      *value = static_cast<int32_t>(magnitude);
    }
    return true;
  }

  // `size` bytes as 2 * size lowercase hex digits in a string.
  bool ReadHex(uint8_t* bytes, size_t size) {
    std::string_view text;
    if (!ReadString(&text) || text.size() != 2 * size) return false;
    for (size_t i = 0; i < size; ++i) {
      const int high = Nibble(text[2 * i]), low = Nibble(text[2 * i + 1]);
      if (high < 0 || low < 0) return false;
      bytes[i] = static_cast<uint8_t>(high << 4 | low);
    }
    return true;
  }

  // A member name and its colon.
  bool ReadName(std::string_view* name) { return ReadString(name) && Take(':'); }

 private:
  // The value of a lowercase hex digit, or -1.
  static int Nibble(char c) { return kNibbles[static_cast<unsigned char>(c)]; }
  static constexpr std::array<int8_t, 256> kNibbles = [] {
    std::array<int8_t, 256> nibbles{};
    for (int c = 0; c < 256; ++c) {
      nibbles[c] = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
    }
    return nibbles;
  }();

  std::string_view text_;
  size_t pos_ = 0;
};

bool ReadSeat(Cursor& in, Seat* seat) {
  std::string_view text;
  if (!in.ReadString(&text) || text.size() != 1) return false;
  if (text[0] != 'A' && text[0] != 'B') return false;
  *seat = text[0] == 'A' ? Seat::kA : Seat::kB;
  return true;
}

bool ReadCard(Cursor& in, CardId* card) {
  std::string_view text;
  if (!in.ReadString(&text)) return false;
  Result<CardId> parsed = CardId::Parse(text);
  if (!parsed.ok()) return false;
  *card = *parsed;
  return true;
}

// [CARD, ...].
bool ReadCards(Cursor& in, std::vector<CardId>* cards) {
  if (!in.Take('[')) return false;
  if (in.Take(']')) return true;
  do {
    CardId card;
    if (!ReadCard(in, &card)) return false;
    cards->push_back(card);
  } while (in.Take(','));
  return in.Take(']');
}

// {"cards": [CARD, ...]}, or {} for none (the list left out, as the codec writes an empty one).
bool ReadCardsObject(Cursor& in, std::vector<CardId>* cards) {
  if (in.Take("{}")) return true;
  return in.Take("{\"cards\":") && ReadCards(in, cards) && in.Take('}');
}

// {"tap": [...], "discard": [...], "scrap": [...], "flip": [...], "reveal": [...]}, each member
// at most once, in any order.
bool ReadPayment(Cursor& in, Payment* payment) {
  if (!in.Take('{')) return false;
  if (in.Take('}')) return true;
  unsigned seen = 0;
  do {
    std::string_view name;
    if (!in.ReadName(&name)) return false;
    static constexpr std::string_view kNames[] = {"tap", "discard", "scrap", "flip", "reveal"};
    std::vector<CardId>* lists[] = {&payment->tap, &payment->discard, &payment->scrap,
                                    &payment->flip, &payment->reveal};
    size_t i = 0;
    while (i < 5 && kNames[i] != name) ++i;
    if (i == 5 || (seen & (1u << i)) || !ReadCards(in, lists[i])) return false;
    seen |= 1u << i;
  } while (in.Take(','));
  return in.Take('}');
}

// [{"card": CARD} | {"player": "A" | "B"}, ...].
bool ReadTargets(Cursor& in, std::vector<Target>* targets) {
  if (!in.Take('[')) return false;
  if (in.Take(']')) return true;
  do {
    std::string_view name;
    if (!in.Take('{') || !in.ReadName(&name)) return false;
    if (name == "card") {
      CardId card;
      if (!ReadCard(in, &card)) return false;
      targets->emplace_back(card);
    } else if (name == "player") {
      Seat seat;
      if (!ReadSeat(in, &seat)) return false;
      targets->emplace_back(seat);
    } else {
      return false;
    }
    if (!in.Take('}')) return false;
  } while (in.Take(','));
  return in.Take(']');
}

// [{"option": STRING} | {"number": N} | {"yesNo": true | false} | {"cards": [CARD, ...]}, ...].
bool ReadChoices(Cursor& in, std::vector<Choice>* choices) {
  if (!in.Take('[')) return false;
  if (in.Take(']')) return true;
  do {
    std::string_view name;
    if (!in.Take('{') || !in.ReadName(&name)) return false;
    if (name == "option") {
      std::string_view text;
      if (!in.ReadString(&text)) return false;
      choices->emplace_back(ChoiceOption{std::string(text)});
    } else if (name == "number") {
      ChoiceNumber number;
      if (!in.ReadInt32(&number.number)) return false;
      choices->emplace_back(number);
    } else if (name == "yesNo") {
      ChoiceYesNo yes_no;
      if (in.Take("true")) {
        yes_no.yes = true;
      } else if (!in.Take("false")) {
        return false;
      }
      choices->emplace_back(yes_no);
    } else if (name == "cards") {
      ChoiceCards cards;
      if (!ReadCards(in, &cards.cards)) return false;
      choices->emplace_back(std::move(cards));
    } else {
      return false;
    }
    if (!in.Take('}')) return false;
  } while (in.Take(','));
  return in.Take(']');
}

// The members of a PlayCard or an ActivateEffect (`effect` non-null): {"card": CARD, "effect": N,
// "payment": PAYMENT, "targets": [...], "choices": [...], "respondsToCounter": CARD}, the card
// required, the rest optional (the effect's default is 0), each once, in any order.
bool ReadCardUse(Cursor& in, CardId* card, uint8_t* effect, Payment* payment,
                 std::vector<Target>* targets, std::vector<Choice>* choices,
                 std::optional<CardId>* responds_to_counter) {
  if (!in.Take('{')) return false;
  static constexpr std::string_view kNames[] = {"card",    "payment",           "targets",
                                                "choices", "respondsToCounter", "effect"};
  constexpr size_t kCount = std::size(kNames);
  unsigned seen = 0;
  do {
    std::string_view name;
    if (!in.ReadName(&name)) return false;
    size_t i = 0;
    while (i < kCount && kNames[i] != name) ++i;
    if (i == kCount || (seen & (1u << i)) || (i == 5 && effect == nullptr)) return false;
    seen |= 1u << i;
    bool read = false;
    switch (i) {
      case 0:
        read = ReadCard(in, card);
        break;
      case 1:
        read = ReadPayment(in, payment);
        break;
      case 2:
        read = ReadTargets(in, targets);
        break;
      case 3:
        read = ReadChoices(in, choices);
        break;
      case 4: {
        CardId counter;
        read = ReadCard(in, &counter);
        *responds_to_counter = counter;
        break;
      }
      default: {
        uint32_t number = 0;
        read = in.ReadUint32(&number) && number <= UINT8_MAX;
        *effect = static_cast<uint8_t>(number);
      }
    }
    if (!read) return false;
  } while (in.Take(','));
  return (seen & 1u) != 0 && in.Take('}');
}

// ["A07", "A07/1", ...]: a card id, optionally with "/" and an effect index from 0 to 255 in
// canonical digits.
bool ReadOrderItems(Cursor& in, std::vector<OrderItem>* items) {
  if (!in.Take('[')) return false;
  if (in.Take(']')) return true;
  do {
    std::string_view text;
    if (!in.ReadString(&text)) return false;
    OrderItem item;
    const size_t slash = text.find('/');
    Result<CardId> card = CardId::Parse(text.substr(0, slash));
    if (!card.ok()) return false;
    item.card = *card;
    if (slash != std::string_view::npos) {
      const std::string_view digits = text.substr(slash + 1);
      if (digits.empty() || digits.size() > 3 || (digits.size() > 1 && digits[0] == '0')) {
        return false;
      }
      unsigned effect = 0;
      for (char c : digits) {
        if (c < '0' || c > '9') return false;
        effect = effect * 10 + static_cast<unsigned>(c - '0');
      }
      if (effect > UINT8_MAX) return false;
      item.effect = static_cast<uint8_t>(effect);
    }
    items->push_back(item);
  } while (in.Take(','));
  return in.Take(']');
}

// {"card": CARD, "method": "flipResource" | "revealHand", "source": CARD}, the method optional
// (the schema's default, flipResource), in any order.
bool ReadUpgrade(Cursor& in, Upgrade* upgrade) {
  if (!in.Take('{')) return false;
  bool card = false, method = false, source = false;
  do {
    std::string_view name;
    if (!in.ReadName(&name)) return false;
    if (name == "card" && !card) {
      if (!ReadCard(in, &upgrade->card)) return false;
      card = true;
    } else if (name == "source" && !source) {
      if (!ReadCard(in, &upgrade->source)) return false;
      source = true;
    } else if (name == "method" && !method) {
      std::string_view text;
      if (!in.ReadString(&text)) return false;
      if (text == "flipResource") {
        upgrade->method = UpgradeMethod::kFlipResource;
      } else if (text == "revealHand") {
        upgrade->method = UpgradeMethod::kRevealHand;
      } else {
        return false;
      }
      method = true;
    } else {
      return false;
    }
  } while (in.Take(','));
  return card && source && in.Take('}');
}

// {"<name>": CARD} as a card, or {"<none>": null} as nullopt.
bool ReadCardOrNone(Cursor& in, std::string_view none, std::optional<CardId>* card) {
  std::string_view name;
  if (!in.Take('{') || !in.ReadName(&name)) return false;
  if (name == "card") {
    CardId id;
    if (!ReadCard(in, &id)) return false;
    *card = id;
  } else if (name == none) {
    if (!in.Take("null")) return false;
    card->reset();
  } else {
    return false;
  }
  return in.Take('}');
}

bool ReadDecision(Cursor& in, Decision* decision) {
  std::string_view kind;
  if (!in.Take('{') || !in.ReadName(&kind)) return false;
  if (kind == "pass" || kind == "concede") {
    if (!in.Take("null")) return false;
    *decision = kind == "pass" ? Decision(PassPriority{}) : Decision(Concede{});
  } else if (kind == "chooseYesNo") {
    if (!in.Take("{\"yes\":")) return false;
    ChooseYesNo choice;
    if (in.Take("true")) {
      choice.yes = true;
    } else if (!in.Take("false")) {
      return false;
    }
    if (!in.Take('}')) return false;
    *decision = choice;
  } else if (kind == "placeResource") {
    PlaceResource place;
    if (!ReadCardOrNone(in, "none", &place.card)) return false;
    *decision = std::move(place);
  } else if (kind == "declareAttack") {
    DeclareAttack attack;
    if (!in.Take("{\"attacker\":") || !ReadCard(in, &attack.attacker) || !in.Take('}')) {
      return false;
    }
    *decision = std::move(attack);
  } else if (kind == "chooseAttackTarget") {
    ChooseAttackTarget target;
    if (!ReadCardOrNone(in, "lifeZone", &target.card)) return false;
    *decision = std::move(target);
  } else if (kind == "declareDefender") {
    DeclareDefender defender;
    if (!ReadCardOrNone(in, "none", &defender.card)) return false;
    *decision = std::move(defender);
  } else if (kind == "playCard") {
    PlayCard play;
    if (!ReadCardUse(in, &play.card, nullptr, &play.payment, &play.targets, &play.choices,
                     &play.responds_to_counter)) {
      return false;
    }
    *decision = std::move(play);
  } else if (kind == "activateEffect") {
    ActivateEffect activate;
    if (!ReadCardUse(in, &activate.card, &activate.effect, &activate.payment, &activate.targets,
                     &activate.choices, &activate.responds_to_counter)) {
      return false;
    }
    *decision = std::move(activate);
  } else if (kind == "chooseOrder") {
    ChooseOrder order;
    if (!in.Take("{}") &&
        !(in.Take("{\"items\":") && ReadOrderItems(in, &order.items) && in.Take('}'))) {
      return false;
    }
    *decision = std::move(order);
  } else if (kind == "chooseNumber") {
    ChooseNumber number;
    if (!in.Take("{\"number\":") || !in.ReadInt32(&number.number) || !in.Take('}')) return false;
    *decision = number;
  } else if (kind == "upgrade") {
    Upgrade upgrade;
    if (!ReadUpgrade(in, &upgrade)) return false;
    *decision = std::move(upgrade);
  } else if (kind == "discard") {
    DiscardCards discard;
    if (!ReadCardsObject(in, &discard.cards)) return false;
    *decision = std::move(discard);
  } else if (kind == "chooseCards") {
    ChooseCards choose;
    if (!ReadCardsObject(in, &choose.cards)) return false;
    *decision = std::move(choose);
  } else {
    return false;
  }
  return in.Take('}');
}

// A whole number from 0 to `max`.
bool ReadUint(Cursor& in, uint32_t max, uint32_t* value) {
  return in.ReadUint32(value) && *value <= max;
}

// {"seat": "A" | "B", "order": [CARD, ...]}, the seat required, in either order.
bool ReadShuffle(Cursor& in, ShuffleFact* shuffle) {
  if (!in.Take('{')) return false;
  bool seat = false, order = false;
  do {
    std::string_view name;
    if (!in.ReadName(&name)) return false;
    if (name == "seat" && !seat) {
      if (!ReadSeat(in, &shuffle->seat)) return false;
      seat = true;
    } else if (name == "order" && !order) {
      if (!ReadCards(in, &shuffle->order)) return false;
      order = true;
    } else {
      return false;
    }
  } while (in.Take(','));
  return seat && in.Take('}');
}

// {"sides": N, "result": N, "purpose": STRING}, each optional (the schema's defaults: 0, 0, ""),
// each once, in any order.
bool ReadDieRoll(Cursor& in, DieRollFact* roll) {
  roll->sides = 0;
  roll->result = 0;
  if (!in.Take('{')) return false;
  if (in.Take('}')) return true;
  unsigned seen = 0;
  do {
    std::string_view name;
    if (!in.ReadName(&name)) return false;
    static constexpr std::string_view kNames[] = {"sides", "result", "purpose"};
    size_t i = 0;
    while (i < 3 && kNames[i] != name) ++i;
    if (i == 3 || (seen & (1u << i))) return false;
    seen |= 1u << i;
    if (i == 2) {
      std::string_view text;
      if (!in.ReadString(&text)) return false;
      roll->purpose = std::string(text);
    } else {
      uint32_t number = 0;
      if (!ReadUint(in, UINT8_MAX, &number)) return false;
      (i == 0 ? roll->sides : roll->result) = static_cast<uint8_t>(number);
    }
  } while (in.Take(','));
  return in.Take('}');
}

// {"result": "heads" | "tails", "purpose": STRING}, each optional (heads, ""), each once, in
// either order.
bool ReadCoinFlip(Cursor& in, CoinFlipFact* flip) {
  if (!in.Take('{')) return false;
  if (in.Take('}')) return true;
  bool result = false, purpose = false;
  do {
    std::string_view name, text;
    if (!in.ReadName(&name) || !in.ReadString(&text)) return false;
    if (name == "result" && !result) {
      if (text == "heads") {
        flip->result = CoinSide::kHeads;
      } else if (text == "tails") {
        flip->result = CoinSide::kTails;
      } else {
        return false;
      }
      result = true;
    } else if (name == "purpose" && !purpose) {
      flip->purpose = std::string(text);
      purpose = true;
    } else {
      return false;
    }
  } while (in.Take(','));
  return in.Take('}');
}

// {"shuffle": {...}} | {"dieRoll": {...}} | {"coinFlip": {...}}.
bool ReadFact(Cursor& in, Fact* fact) {
  std::string_view kind;
  if (!in.Take('{') || !in.ReadName(&kind)) return false;
  if (kind == "shuffle") {
    ShuffleFact shuffle;
    if (!ReadShuffle(in, &shuffle)) return false;
    *fact = std::move(shuffle);
  } else if (kind == "dieRoll") {
    DieRollFact roll;
    if (!ReadDieRoll(in, &roll)) return false;
    *fact = std::move(roll);
  } else if (kind == "coinFlip") {
    CoinFlipFact flip;
    if (!ReadCoinFlip(in, &flip)) return false;
    *fact = std::move(flip);
  } else {
    return false;
  }
  return in.Take('}');
}

// [STRING, ...] of printable ASCII, as card codes.
bool ReadStrings(Cursor& in, std::vector<std::string>* strings) {
  if (!in.Take('[')) return false;
  if (in.Take(']')) return true;
  do {
    std::string_view text;
    if (!in.ReadString(&text)) return false;
    strings->emplace_back(text);
  } while (in.Take(','));
  return in.Take(']');
}

// {"name": ..., "playerId": ..., "deck": [...], "extraDeck": [...], "sideDeck": [...]}, each at
// most once, in any order.
bool ReadPlayer(Cursor& in, Player* player) {
  if (!in.Take('{')) return false;
  if (in.Take('}')) return true;
  unsigned seen = 0;
  do {
    std::string_view name, text;
    if (!in.ReadName(&name)) return false;
    static constexpr std::string_view kNames[] = {"name", "playerId", "deck", "extraDeck",
                                                  "sideDeck"};
    size_t i = 0;
    while (i < 5 && kNames[i] != name) ++i;
    if (i == 5 || (seen & (1u << i))) return false;
    seen |= 1u << i;
    if (i < 2) {
      if (!in.ReadString(&text)) return false;
      (i == 0 ? player->name : player->player_id) = std::string(text);
    } else {
      std::vector<std::string>* lists[] = {&player->deck, &player->extra_deck, &player->side_deck};
      if (!ReadStrings(in, lists[i - 2])) return false;
    }
  } while (in.Take(','));
  return in.Take('}');
}

// {"schemaVersion": N, "ruleset": ..., "rulesetVersion": ..., "gameId": ..., "tournament": ...,
// "round": N, "table": N, "players": [PLAYER, ...], "firstPlayer": "A" | "B"}: schemaVersion and
// firstPlayer required, the rest optional, each at most once, in any order; no "options".
bool ReadHeader(Cursor& in, Header* header) {
  if (!in.Take('{')) return false;
  static constexpr std::string_view kNames[] = {"schemaVersion", "ruleset",    "rulesetVersion",
                                                "gameId",        "tournament", "round",
                                                "table",         "players",    "firstPlayer"};
  constexpr size_t kCount = std::size(kNames);
  unsigned seen = 0;
  do {
    std::string_view name, text;
    if (!in.ReadName(&name)) return false;
    size_t i = 0;
    while (i < kCount && kNames[i] != name) ++i;
    if (i == kCount || (seen & (1u << i))) return false;
    seen |= 1u << i;
    uint32_t number = 0;
    switch (i) {
      case 0:
      case 5:
      case 6:
        if (!ReadUint(in, UINT16_MAX, &number)) return false;
        (i == 0   ? header->schema_version
         : i == 5 ? header->round
                  : header->table) = static_cast<uint16_t>(number);
        break;
      case 1:
      case 2:
      case 3:
      case 4: {
        if (!in.ReadString(&text)) return false;
        std::string* fields[] = {&header->ruleset, &header->ruleset_version, &header->game_id,
                                 &header->tournament};
        *fields[i - 1] = std::string(text);
        break;
      }
      case 7:
        if (!in.Take('[')) return false;
        if (!in.Take(']')) {
          do {
            if (!ReadPlayer(in, &header->players.emplace_back())) return false;
          } while (in.Take(','));
          if (!in.Take(']')) return false;
        }
        break;
      default:
        if (!ReadSeat(in, &header->first_player)) return false;
    }
  } while (in.Take(','));
  constexpr unsigned kRequired = 1u << 0 | 1u << 8;
  return (seen & kRequired) == kRequired && in.Take('}');
}

// {"implied": true | false, "seenBy": ["A" | "B", ...]}: each at most once, in any order, seenBy
// not empty (an empty one is the codec's to refuse).
bool ReadRecording(Cursor& in, std::optional<Recording>* recording) {
  Recording read;
  if (!in.Take('{')) return false;
  bool implied_seen = false, seen_by_seen = false;
  if (!in.Take('}')) {
    do {
      std::string_view name;
      if (!in.ReadName(&name)) return false;
      if (name == "implied" && !implied_seen) {
        implied_seen = true;
        if (in.Take("true")) {
          read.implied = true;
        } else if (!in.Take("false")) {
          return false;
        }
      } else if (name == "seenBy" && !seen_by_seen) {
        seen_by_seen = true;
        if (!in.Take('[')) return false;
        do {
          if (!ReadSeat(in, &read.seen_by.emplace_back())) return false;
        } while (in.Take(','));
        if (!in.Take(']')) return false;
      } else {
        return false;
      }
    } while (in.Take(','));
    if (!in.Take('}')) return false;
  }
  *recording = std::move(read);
  return true;
}

// The members of an event object, each at most once.
enum Member : unsigned {
  kGame = 1,
  kSeq = 2,
  kTime = 4,
  kPrevHash = 8,
  kStateHash = 16,
  kActor = 32,
  kBody = 64,
  kStateKey = 128,
  kRecording = 256,
};

// A recorded 64-bit digest (stateHash, stateKey): 16 hex digits, big-endian.
bool ReadDigest(Cursor& in, std::optional<uint64_t>* digest) {
  uint8_t bytes[8];
  if (!in.ReadHex(bytes, sizeof(bytes))) return false;
  uint64_t value = 0;
  for (uint8_t byte : bytes) value = value << 8 | byte;
  *digest = value;
  return true;
}

// Reads the member named `name` into `event`; false for any other member or a repeated one.
bool ReadMember(Cursor& in, std::string_view name, Event* event, unsigned* seen) {
  auto once = [&](Member member) {
    if (*seen & member) return false;
    *seen |= member;
    return true;
  };
  if (name == "game") {
    std::string_view game;
    if (!once(kGame) || !in.ReadString(&game)) return false;
    event->game = std::string(game);
  } else if (name == "seq") {
    if (!once(kSeq) || !in.ReadUint32(&event->seq)) return false;
  } else if (name == "time") {
    std::string_view time;
    if (!once(kTime) || !in.ReadString(&time)) return false;
    event->time = std::string(time);
  } else if (name == "prevHash") {
    if (!once(kPrevHash) || !in.ReadHex(event->prev_hash.data(), event->prev_hash.size())) {
      return false;
    }
  } else if (name == "stateHash") {
    if (!once(kStateHash) || !ReadDigest(in, &event->state_hash)) return false;
  } else if (name == "stateKey") {
    if (!once(kStateKey) || !ReadDigest(in, &event->state_key)) return false;
  } else if (name == "recording") {
    if (!once(kRecording) || !ReadRecording(in, &event->recording)) return false;
  } else if (name == "table") {
    if (!once(kActor) || !in.Take("null")) return false;
    event->actor = TableActor{};
  } else if (name == "player") {
    Seat seat;
    if (!once(kActor) || !ReadSeat(in, &seat)) return false;
    event->actor = seat;
  } else if (name == "decision") {
    Decision decision;
    if (!once(kBody) || !ReadDecision(in, &decision)) return false;
    event->body = std::move(decision);
  } else if (name == "header") {
    Header header;
    if (!once(kBody) || !ReadHeader(in, &header)) return false;
    event->body = std::move(header);
  } else if (name == "fact") {
    Fact fact;
    if (!once(kBody) || !ReadFact(in, &fact)) return false;
    event->body = std::move(fact);
  } else {
    return false;
  }
  return true;
}

}  // namespace

std::optional<Event> FastEventFromJson(std::string_view line) {
  Cursor in(line);
  Event event;
  unsigned seen = 0;
  if (!in.Take('{')) return std::nullopt;
  do {
    std::string_view name;
    if (!in.ReadName(&name) || !ReadMember(in, name, &event, &seen)) return std::nullopt;
  } while (in.Take(','));
  if (!in.Take('}') || !in.AtEnd()) return std::nullopt;
  constexpr unsigned kRequired = kGame | kSeq | kActor | kBody;
  if ((seen & kRequired) != kRequired) return std::nullopt;
  return event;
}

}  // namespace tcgjudge
