#!/usr/bin/env bash
# Installed into an empty prefix, tcgjudge finds its bundled card sets and samples beside itself
# and runs the demo from any directory, with no source or build tree in sight (issue 17).
# Usage: install_test.sh BUILD_DIR WORK_DIR
set -euo pipefail
build=$1
work=$2
rm -rf "$work"
mkdir -p "$work/prefix" "$work/elsewhere"
cmake --install "$build" --prefix "$work/prefix" > "$work/install.log"
test -x "$work/prefix/bin/tcgjudge"
test -f "$work/prefix/share/tcgjudge/samples/zero/cards.jsonl"
cd "$work/elsewhere"
"$work/prefix/bin/tcgjudge" demo --db demo.db --out pages > demo.out
grep -q "tcgjudge view" demo.out || grep -q "wrote pages/" demo.out
ls pages/*.html > /dev/null
echo "installed tcgjudge ran the demo from $work/elsewhere"
