#!/usr/bin/env bash
# Install the built bundle for the current user: the app in ~/.local/opt, a command in
# ~/.local/bin, a menu entry, the icon, and the .snl/.snlgame file types, so that a
# double-click on a board opens it. `packaging/install-linux.sh --uninstall` removes it all.
# Needs no root. Build the bundle first: python3 packaging/build.py (for a system-wide install,
# build the Debian package with --deb).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
bundle="${SNL_BUNDLE:-$root/dist/SnakesAndLadders}"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
opt="$HOME/.local/opt/snl-desktop"
bin="$HOME/.local/bin"

# The desktop entry, MIME types and icons are the Debian package's too (packaging/deb.py).
# shellcheck source=linux/refresh-caches.sh
. "$here/linux/refresh-caches.sh"
refresh() {
  refresh_caches "$data"
}

if [ "${1:-}" = "--uninstall" ]; then
  rm -rf "$opt"
  rm -f "$bin/snl-desktop" "$data/applications/snl-desktop.desktop" \
        "$data/icons/hicolor/scalable/apps/snl-desktop.svg" "$data/icons/hicolor/256x256/apps/snl-desktop.png" \
        "$data/mime/packages/snl-desktop.xml"
  refresh
  echo "Snakes & Ladders Studio removed."
  exit 0
fi

if [ ! -x "$bundle/snl-desktop" ]; then
  echo "No bundle at $bundle: build it first with 'python3 packaging/build.py'." >&2
  exit 1
fi
mkdir -p "$opt" "$bin" "$data/applications" "$data/icons/hicolor/scalable/apps" \
         "$data/icons/hicolor/256x256/apps" "$data/mime/packages"
rm -rf "$opt" && cp -a "$bundle" "$opt"
ln -sf "$opt/snl-desktop" "$bin/snl-desktop"
sed "s|^Exec=snl-desktop|Exec=$opt/snl-desktop|" "$here/linux/snl-desktop.desktop" > "$data/applications/snl-desktop.desktop"
cp "$root/resources/icons/snl-desktop.svg" "$data/icons/hicolor/scalable/apps/snl-desktop.svg"
cp "$here/icons/snl-desktop-256.png" "$data/icons/hicolor/256x256/apps/snl-desktop.png"
cp "$here/linux/snl-desktop-mime.xml" "$data/mime/packages/snl-desktop.xml"
refresh
command -v xdg-mime >/dev/null && xdg-mime default snl-desktop.desktop application/x-snl-board application/x-snl-game 2>/dev/null || true
echo "Installed Snakes & Ladders Studio: the menu entry 'Snakes & Ladders Studio', the command $bin/snl-desktop,"
echo "and .snl boards open with it on a double-click."
