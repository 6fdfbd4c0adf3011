# The rulesets of this build, in registration order: the one list a new game is added to
# (docs/rulesets.md, "Adding a game"). Each id names its folders events/<id>/, engine/<id>/,
# tests/engine/<id>/ (each with its CMakeLists.txt), samples/<id>/, and its member of the log's
# Decision union in events/log.capnp (when it has a vocabulary of its own).
set(TCGJUDGE_RULESETS
  zero
  ygo
)
