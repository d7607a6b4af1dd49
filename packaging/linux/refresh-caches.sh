# Refresh the desktop, MIME and icon caches under one data folder ("$1": /usr/share for the
# Debian package, ~/.local/share for install-linux.sh). Each tool is optional: a missing one,
# or one that fails, is skipped, so an install or removal never fails here. Sourced by
# install-linux.sh, and copied into the package's postinst and postrm by deb.py (POSIX sh).
refresh_caches() {
  if command -v update-mime-database >/dev/null 2>&1; then
    update-mime-database "$1/mime" >/dev/null 2>&1 || true
  fi
  if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$1/applications" >/dev/null 2>&1 || true
  fi
  if command -v gtk-update-icon-cache >/dev/null 2>&1; then
    gtk-update-icon-cache -q -t "$1/icons/hicolor" >/dev/null 2>&1 || true
  fi
}
