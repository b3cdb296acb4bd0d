#!/bin/sh
# Register Torneo with the desktop (menu entry and icon) for the current user.
# Run it from the unpacked folder; run it again if you move the folder.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}

mkdir -p "$data/applications"
# The menu entry must name the binary by its full path: the folder is not on PATH.
sed "s|^Exec=torneo|Exec=\"$here/torneo\"|" "$here/share/applications/torneo.desktop" \
  > "$data/applications/torneo.desktop"

for dir in "$here"/share/icons/hicolor/*/apps; do
  size=$(basename "$(dirname "$dir")")
  mkdir -p "$data/icons/hicolor/$size/apps"
  cp "$dir/torneo.png" "$data/icons/hicolor/$size/apps/torneo.png"
done

command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$data/applications" || true
echo "Torneo added to the applications menu ($data/applications/torneo.desktop)."
echo "Torneo aggiunto al menu delle applicazioni."
