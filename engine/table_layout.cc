#include "engine/table_layout.h"

#include <algorithm>
#include <map>
#include <set>
#include <utility>

namespace tcgjudge {
namespace {

std::string PlaceName(const TablePlace& place) {
  std::string name = place.seat ? std::string(1, SeatLetter(*place.seat)) + " " : "shared ";
  name += "'" + place.zone + "'";
  if (!place.cell.empty()) name += " cell " + place.cell;
  return name;
}

// The zones of `board` a place covers: its seat's, or every player's for a shared place.
std::vector<const BoardZone*> ZonesOf(const TablePlace& place, const Board& board) {
  std::vector<const BoardZone*> zones;
  for (const BoardPlayer& player : board.players) {
    if (place.seat && player.seat != *place.seat) continue;
    if (const BoardZone* zone = board.Zone(player.seat, place.zone)) zones.push_back(zone);
  }
  return zones;
}

}  // namespace

TableLayout TwoSidedTable(uint8_t columns, const std::vector<std::vector<TablePlace>>& side,
                          const std::vector<TablePlace>& middle) {
  TableLayout layout;
  layout.columns = columns;
  for (auto row = side.rbegin(); row != side.rend(); ++row) {
    std::vector<TablePlace> mirrored;
    for (auto place = row->rbegin(); place != row->rend(); ++place) {
      TablePlace turned = *place;
      turned.seat = Seat::kB;
      turned.column = static_cast<uint8_t>(columns - place->column - place->span);
      mirrored.push_back(std::move(turned));
    }
    layout.rows.push_back(std::move(mirrored));
  }
  if (!middle.empty()) layout.rows.push_back(middle);
  for (const std::vector<TablePlace>& row : side) {
    std::vector<TablePlace> own = row;
    for (TablePlace& place : own) place.seat = Seat::kA;
    layout.rows.push_back(std::move(own));
  }
  return layout;
}

Status CheckTableLayout(const TableLayout& layout, const Board& board) {
  // (seat, zone) -> the cells placed ("" for the whole zone), each once.
  std::map<std::pair<Seat, std::string>, std::multiset<std::string>> placed;
  for (size_t r = 0; r < layout.rows.size(); ++r) {
    std::vector<bool> taken(layout.columns, false);
    for (const TablePlace& place : layout.rows[r]) {
      const std::string where = "table row " + std::to_string(r + 1) + ": " + PlaceName(place);
      if (place.span == 0 || place.column + place.span > layout.columns) {
        return Status::InvalidInput(where + " lies outside the table's " +
                                    std::to_string(layout.columns) + " columns");
      }
      for (int c = place.column; c < place.column + place.span; ++c) {
        if (taken[c]) {
          return Status::InvalidInput(where + " overlaps another place at column " +
                                      std::to_string(c + 1));
        }
        taken[c] = true;
      }
      const std::vector<const BoardZone*> zones = ZonesOf(place, board);
      if (zones.empty()) return Status::InvalidInput(where + ": the board has no such zone");
      for (const BoardPlayer& player : board.players) {
        if (place.seat && player.seat != *place.seat) continue;
        const BoardZone* zone = board.Zone(player.seat, place.zone);
        if (zone == nullptr) continue;
        const bool has_cell =
            std::find(zone->cells.begin(), zone->cells.end(), place.cell) != zone->cells.end();
        if (place.cell.empty() ? !zone->cells.empty() : !has_cell) {
          return Status::InvalidInput(where + (place.cell.empty()
                                                   ? ": the zone has cells, each placed alone"
                                                   : ": the zone has no such cell"));
        }
        placed[{player.seat, zone->name}].insert(place.cell);
      }
    }
  }
  for (const BoardPlayer& player : board.players) {
    for (const BoardZone& zone : player.zones) {
      const std::string name = std::string(1, SeatLetter(player.seat)) + " '" + zone.name + "'";
      const auto found = placed.find({player.seat, zone.name});
      const std::vector<std::string> wanted =
          zone.cells.empty() ? std::vector<std::string>{""} : zone.cells;
      for (const std::string& cell : wanted) {
        const size_t times = found == placed.end() ? 0 : found->second.count(cell);
        if (times != 1) {
          return Status::InvalidInput(name + (cell.empty() ? "" : " cell " + cell) + " lies in " +
                                      std::to_string(times) + " places of the table, not 1");
        }
      }
    }
  }
  return Status::Ok();
}

}  // namespace tcgjudge
