#!/bin/sh
# Register Torneo with the desktop for the current user: menu entry, icon, and .torneo files
# opening in Torneo on a double-click.
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

# Tournament files (.torneo, zip archives inside) get a type of their own, so a double-click
# opens them in Torneo (the entry's MimeType) rather than in an archive manager.
mkdir -p "$data/mime/packages"
cat > "$data/mime/packages/torneo.xml" <<'XML'
<?xml version="1.0" encoding="UTF-8"?>
<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
  <mime-type type="application/x-torneo">
    <comment>Torneo tournament file</comment>
    <comment xml:lang="it">File di torneo Torneo</comment>
    <sub-class-of type="application/zip"/>
    <icon name="torneo"/>
    <glob pattern="*.torneo"/>
  </mime-type>
</mime-info>
XML

command -v update-mime-database >/dev/null 2>&1 && update-mime-database "$data/mime" || true
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$data/applications" || true
echo "Torneo added to the applications menu ($data/applications/torneo.desktop)."
echo "Torneo aggiunto al menu delle applicazioni."
