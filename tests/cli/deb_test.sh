#!/usr/bin/env bash
# `cpack -G DEB` packs the binary and the bundled card sets where the binary finds them
# (/usr/bin/tcgjudge, /usr/share/tcgjudge/samples), and the unpacked binary runs the demo from
# another directory with no source or build tree in sight (README "Install").
# Usage: deb_test.sh BUILD_DIR WORK_DIR
set -euo pipefail
build=$1
work=$2
rm -rf "$work"
mkdir -p "$work/root" "$work/elsewhere"
cpack -G DEB --config "$build/CPackConfig.cmake" -B "$work" > "$work/cpack.log"
deb=$(ls "$work"/tcgjudge_*.deb)
dpkg-deb -c "$deb" > "$work/contents.txt"
for path in ./usr/bin/tcgjudge ./usr/share/tcgjudge/samples/zero/cards.jsonl \
            ./usr/share/tcgjudge/samples/zero/sample-game.jsonl \
            ./usr/share/tcgjudge/samples/ygo/cards.jsonl; do
  if ! grep -q " $path\$" "$work/contents.txt"; then
    echo "$deb has no $path:" >&2
    cat "$work/contents.txt" >&2
    exit 1
  fi
done
dpkg-deb -f "$deb" Package Version Depends
dpkg-deb -x "$deb" "$work/root"
cd "$work/elsewhere"
"$work/root/usr/bin/tcgjudge" demo --db demo.db --out pages > demo.out
ls pages/*.html > /dev/null
echo "$(basename "$deb"): the unpacked binary ran the demo from $work/elsewhere"
