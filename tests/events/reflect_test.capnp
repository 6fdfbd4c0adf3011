# A test-only schema for the core's Reflect <-> Cap'n Proto codec (events/reflect_capnp.h,
# events/card_file.h): every kind of field a ruleset's card data may hold, game-neutral.
@0xf0931505cbbd7dff;

using Cxx = import "/capnp/c++.capnp";
$Cxx.namespace("tcgjudge::schema::reflect_test");

enum Colour {
  red @0;
  green @1;
  blue @2;
}

struct Pair {
  name @0 :Text;
  count @1 :UInt8;
}

# A struct that is only a union (a field of Thing).
struct Action {
  union {
    stop @0 :Void;
    go @1 :Pair;
    shade @2 :Colour;
  }
}

struct Thing {
  code @0 :Text;
  amount @1 :Int32;
  flag @2 :Bool;
  colour @3 :Colour;
  tags @4 :List(Text);
  pairs @5 :List(Pair);
  colours @6 :List(Colour);
  action @7 :Action;
  actions @8 :List(Action);
  refersTo @9 :Text;
  # The unnamed union.
  union {
    none @10 :Void;
    pair @11 :Pair;
    weight @12 :UInt8;
  }
}
