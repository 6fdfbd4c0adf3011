# The rulesets of this build, in registration order: the one list a new game is added to
# (docs/rulesets.md, "Adding a game"). Each id names its folders events/<id>/, engine/<id>/,
# tests/engine/<id>/ (each with its CMakeLists.txt), samples/<id>/, and its member of the log's
# Decision union in events/log.capnp (when it has a vocabulary of its own).
set(TCGJUDGE_RULESETS
  zero
  ygo
  myth
  wheel
  rise
)

# tcgjudge_capitalized(id out): `id` with its first letter in upper case ("ygo" -> "Ygo"), as the
# C++ names derived from a ruleset id spell it (<Id>Ruleset; Cap'n Proto's init<Id>).
function(tcgjudge_capitalized id out)
  string(SUBSTRING "${id}" 0 1 first)
  string(SUBSTRING "${id}" 1 -1 rest)
  string(TOUPPER "${first}" first)
  set(${out} "${first}${rest}" PARENT_SCOPE)
endfunction()
