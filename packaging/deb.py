"""Build the Debian package from the built bundle: ``python3 packaging/deb.py [BUNDLE]`` (or
``python3 packaging/build.py --deb``, which builds the bundle first).

It writes ``dist/snl-desktop_<version>_amd64.deb`` (the version is ``snl_desktop.__version__``):
the bundle under /opt/snl-desktop, the command /usr/bin/snl-desktop (a symlink: the bundle finds
its files from its real path), and the desktop entry, the icons and the MIME types of ``.snl`` and
``.snlgame`` that packaging/install-linux.sh installs per user (the same files). The maintainer
scripts refresh the desktop, MIME and icon caches where those tools exist
(packaging/linux/refresh-caches.sh, shared with install-linux.sh) and never fail.

What comes from the system: the C and C++ runtimes (the bundle's copies of libstdc++, libgcc_s
and glibc's libmvec are left out: a newer system's Mesa needs its own newer libstdc++, and libmvec
belongs to the system's libc), the libraries the bundle links but does not carry (found by
reading its ELF files: OpenGL/EGL, libxcb), and the data its own copies of fontconfig, xkbcommon
and Xlib read (font configuration and a font, keyboard layouts, compose tables) through the
library packages that bring them. ``packaging/check_deb.py`` proves the list on a bare Debian 12.
Needs dpkg-deb (Debian/Ubuntu) and readelf (binutils).
"""

from __future__ import annotations

import argparse
import ast
import gzip
import hashlib
import os
import re
import shutil
import subprocess
import sys
import time
from email.utils import formatdate
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HERE = ROOT / "packaging"
PACKAGE = "snl-desktop"
PREFIX = Path("opt") / PACKAGE
MAINTAINER = os.environ.get("SNL_DEB_MAINTAINER", "Snakes & Ladders Studio developers <snl-desktop@example.org>")
SYNOPSIS = "design, solve and play snakes and ladders boards"
DESCRIPTION = """\
Snakes & Ladders Studio is a desktop app for a family's game night and for
learning: play snakes and ladders against each other or the computer on a
board readable from the sofa, keep the family's game history, design your
own boards, and watch a breadth-first search find the fewest rolls home.
"""

# The bundle's copies of these are left out of the package: the system's are used.
SYSTEM_RUNTIMES = {"libstdc++.so.6": "libstdc++6", "libgcc_s.so.1": "libgcc-s1", "libmvec.so.1": "libc6"}
# The Debian package of each library the bundle may link without carrying it. A soname not in
# this table stops the build (add it here, then prove it with check_deb.py).
SONAME_PACKAGES = {
    **{
        name: "libc6"
        for name in (
            "libc.so.6",
            "libm.so.6",
            "libdl.so.2",
            "libpthread.so.0",
            "libresolv.so.2",
            "librt.so.1",
            "libutil.so.1",
            "libmvec.so.1",
            "ld-linux-x86-64.so.2",
        )
    },
    "libstdc++.so.6": "libstdc++6",
    "libgcc_s.so.1": "libgcc-s1",
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libGLX.so.0": "libglx0",
    "libOpenGL.so.0": "libopengl0",
    "libxcb.so.1": "libxcb1",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libdbus-1.so.3": "libdbus-1-3",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libz.so.1": "zlib1g",
    "libsqlite3.so.0": "libsqlite3-0",
    **{
        f"libxcb-{ext}.so.{v}": f"libxcb-{ext}{v}"
        for ext, v in (
            ("cursor", 0),
            ("icccm", 4),
            ("image", 0),
            ("keysyms", 1),
            ("randr", 0),
            ("render", 0),
            ("shape", 0),
            ("shm", 0),
            ("sync", 1),
            ("util", 1),
            ("xfixes", 0),
            ("xkb", 1),
            ("glx", 0),
        )
    },
    "libxcb-render-util.so.0": "libxcb-render-util0",
}
# Always: the C/C++ runtimes, and the data the bundle's own fontconfig (fontconfig-config and a
# font), xkbcommon (xkb-data) and Xlib (libx11-data: compose tables) read from the system.
ALWAYS = ["libc6", "libstdc++6", "libgcc-s1", "libfontconfig1", "libxkbcommon0", "libx11-6", "libseccomp2"]
"""Packages the app needs whatever its ELF files say: libseccomp2 builds Check My Code's sandbox
(loaded through ctypes, so no NEEDED entry names it)."""
RECOMMENDS = ["speech-dispatcher"]
"""What View → Speak Turns speaks through (the bundle carries Qt's speech-dispatcher engine; the
service and, by its own Recommends, espeak-ng's voices come from the system). Recommends, not
Depends: the app works without it and says what to install when Speak Turns is turned on."""


def package_version() -> str:
    """``snl_desktop.__version__``, read without importing the app."""
    tree = ast.parse((ROOT / "snl_desktop" / "__init__.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "__version__" for t in node.targets):
            return str(ast.literal_eval(node.value))
    raise SystemExit("no __version__ in snl_desktop/__init__.py")


def elf_files(folder: Path) -> list[Path]:
    found = []
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as f:
                if f.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def _readelf(option: str, files: list[Path]) -> str:
    if not files or shutil.which("readelf") is None:
        return ""
    out = []
    for start in range(0, len(files), 200):
        batch = [str(f) for f in files[start : start + 200]]
        out.append(subprocess.run(["readelf", option, "--wide", *batch], capture_output=True, text=True).stdout)
    return "\n".join(out)


def depends(tree: Path) -> str:
    """The Depends line for the app staged in ``tree``: ALWAYS, the packages of the sonames its
    ELF files need and do not carry, and libc6 at least at the newest GLIBC_ symbol version any
    of them asks for."""
    files = elf_files(tree)
    carried = {p.name for p in tree.rglob("*.so*")}
    needed = set(re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", _readelf("-d", files)))
    external = sorted(needed - carried)
    unknown = [name for name in external if name not in SONAME_PACKAGES]
    if unknown:
        raise SystemExit(f"deb: the bundle links {', '.join(unknown)}: add its package to SONAME_PACKAGES in deb.py")
    versions = re.findall(r"Name: GLIBC_(\d+(?:\.\d+)+)", _readelf("-V", files))
    floor = max(versions, key=lambda v: tuple(map(int, v.split("."))), default=os.confstr("CS_GNU_LIBC_VERSION"))
    floor = str(floor).removeprefix("glibc ")
    packages = dict.fromkeys([*ALWAYS, *(SONAME_PACKAGES[name] for name in external)])
    return ", ".join(f"libc6 (>= {floor})" if name == "libc6" else name for name in packages)


def _tree_size_kib(tree: Path) -> int:
    return sum((p.lstat().st_size + 1023) // 1024 for p in tree.rglob("*") if p.is_file() or p.is_symlink())


def _write(path: Path, data: bytes | str, mode: int = 0o644) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data.encode() if isinstance(data, str) else data)
    path.chmod(mode)


# When each script refreshes the caches: after the files are in place, and after they are gone.
WHEN = {
    "postinst": "configure|abort-upgrade|abort-remove|abort-deconfigure",
    "postrm": "remove|purge|abort-install|abort-upgrade|disappear",
}


def _maintainer_script(action: str) -> str:
    """POSIX sh: the shared refresh function, then one call; ``set -e`` is safe because the
    function never fails."""
    refresh = (HERE / "linux" / "refresh-caches.sh").read_text(encoding="utf-8")
    return (
        f"#!/bin/sh\n# {action} of {PACKAGE}: refresh the caches the package's files feed.\nset -e\n\n{refresh}\n"
        f'case "$1" in\n  {WHEN[action]}) refresh_caches /usr/share ;;\nesac\nexit 0\n'
    )


MANUAL = """\
.TH SNL-DESKTOP 1 "" "snl-desktop {version}" "Games"
.SH NAME
snl-desktop \\- Snakes & Ladders Studio: play, design and solve snakes and ladders boards
.SH SYNOPSIS
.B snl-desktop
.RI [ FILE ]
.br
.B snl-desktop
.I COMMAND
.RI [ OPTIONS ]
.SH DESCRIPTION
Without a command,
.B snl-desktop
opens the window: a start screen with Play a game, Design a board and Learn how the search
works, or FILE (a board,
.IR .snl ,
or a saved game,
.IR .snlgame ).
The commands (solve, render, animate, analyze, generate, validate...) work in a terminal;
.B snl-desktop --help
lists them, and
.B snl-desktop
.I COMMAND
.B --help
tells each one's options.
.SH FILES
The app is in /opt/snl-desktop; boards open with it from a file manager.
"""
# Tags that come with a PyInstaller bundle under /opt, each for the reason given.
LINTIAN_OVERRIDES = """\
# A self-contained app in /opt, as third-party packages are (FHS: add-on software).
snl-desktop: dir-or-file-in-opt
# The bundle carries the Python, Qt and imaging libraries it was built and tested with.
snl-desktop: embedded-library
snl-desktop: custom-library-search-path
snl-desktop: shared-library-lacks-prerequisites
snl-desktop: library-not-linked-against-libc
# Wheels' libraries are left as their projects built them (stripping numpy's OpenBLAS breaks it).
snl-desktop: unstripped-binary-or-object
# PyInstaller's launcher is not built as PIE.
snl-desktop: hardening-no-pie
# The command is in /usr/bin, where a parent types it (the package's users are families).
snl-desktop: package-section-games-but-contains-no-game
"""


def _docs(tree: Path, version_text: str) -> None:
    share = tree / "usr" / "share"
    manual = MANUAL.format(version=version_text).encode()
    _write(share / "man" / "man1" / f"{PACKAGE}.1.gz", gzip.compress(manual, compresslevel=9, mtime=0))
    _write(share / "lintian" / "overrides" / PACKAGE, LINTIAN_OVERRIDES)
    doc = share / "doc" / PACKAGE
    _write(
        doc / "copyright",
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        "Upstream-Name: Snakes & Ladders Studio\n\n"
        "Files: *\nCopyright: the Snakes & Ladders Studio developers\nLicense: MIT\n\n"
        "Files: opt/snl-desktop/_internal/*\nCopyright: their authors\n"
        "License: various\n The bundle under /opt/snl-desktop carries Python (PSF), Qt and PySide6\n"
        " (LGPL-3), NumPy (BSD-3-clause), pyqtgraph (MIT), Pillow (MIT-CMU), miniaudio\n"
        " (public domain / MIT-0) and the libraries they link, each under its own licence.\n\n"
        "License: MIT\n Permission is hereby granted, free of charge, to any person obtaining a copy\n"
        " of this software, to deal in the Software without restriction, subject to the\n"
        " conditions of the MIT licence (https://opensource.org/licenses/MIT).\n",
    )
    when = formatdate(float(os.environ.get("SOURCE_DATE_EPOCH", time.time())), localtime=False)
    changelog = (
        f"{PACKAGE} ({version_text}) unstable; urgency=medium\n\n"
        "  * Built from the project's bundle by packaging/build.py --deb.\n\n"
        f" -- {MAINTAINER}  {when}\n"
    )
    _write(doc / "changelog.gz", gzip.compress(changelog.encode(), compresslevel=9, mtime=0))


def stage(bundle: Path, tree: Path, version_text: str) -> None:
    """Lay the package's files out under ``tree`` (its DEBIAN/ folder included)."""
    if tree.exists():
        shutil.rmtree(tree)
    app = tree / PREFIX
    shutil.copytree(bundle, app, symlinks=True)
    for name in SYSTEM_RUNTIMES:
        for path in app.rglob(name):
            path.unlink()
    (tree / "usr" / "bin").mkdir(parents=True)
    (tree / "usr" / "bin" / PACKAGE).symlink_to(f"/{PREFIX}/{PACKAGE}")
    share = tree / "usr" / "share"
    _write(share / "applications" / f"{PACKAGE}.desktop", (HERE / "linux" / "snl-desktop.desktop").read_bytes())
    _write(share / "mime" / "packages" / f"{PACKAGE}.xml", (HERE / "linux" / "snl-desktop-mime.xml").read_bytes())
    icons = share / "icons" / "hicolor"
    _write(
        icons / "scalable" / "apps" / f"{PACKAGE}.svg", (ROOT / "resources" / "icons" / "snl-desktop.svg").read_bytes()
    )
    _write(icons / "256x256" / "apps" / f"{PACKAGE}.png", (HERE / "icons" / "snl-desktop-256.png").read_bytes())
    _docs(tree, version_text)
    for path in tree.rglob("*"):  # what dpkg installs: 755 folders and programs, 644 the rest (libraries too)
        if not path.is_symlink():
            program = path.stat().st_mode & 0o111 and ".so" not in path.name
            path.chmod(0o755 if path.is_dir() or program else 0o644)
    control = tree / "DEBIAN"
    sums = []
    for path in sorted(tree.rglob("*")):
        if path.is_file() and not path.is_symlink():
            sums.append(f"{hashlib.md5(path.read_bytes()).hexdigest()}  {path.relative_to(tree).as_posix()}\n")
    _write(control / "md5sums", "".join(sums))
    long_description = "".join(f" {line}\n" if line else " .\n" for line in DESCRIPTION.splitlines())
    _write(
        control / "control",
        f"Package: {PACKAGE}\nVersion: {version_text}\nArchitecture: amd64\nMaintainer: {MAINTAINER}\n"
        f"Installed-Size: {_tree_size_kib(tree)}\nDepends: {depends(app)}\nRecommends: {', '.join(RECOMMENDS)}\n"
        "Section: games\nPriority: optional\n"
        f"Description: {SYNOPSIS}\n{long_description}",
    )
    for script in ("postinst", "postrm"):
        _write(control / script, _maintainer_script(script), 0o755)


def build_deb(bundle: Path, out_dir: Path, version: str | None = None, work: Path | None = None) -> Path:
    """Build ``out_dir/snl-desktop_<version>_amd64.deb`` from ``bundle``; return its path."""
    if shutil.which("dpkg-deb") is None:
        raise SystemExit("deb: dpkg-deb is not installed (Debian/Ubuntu: it is part of dpkg)")
    if not (bundle / PACKAGE).is_file():
        raise SystemExit(f"deb: no bundle at {bundle}: run packaging/build.py first")
    version_text = version or package_version()
    tree = (work or out_dir / ".deb-root") / f"{PACKAGE}_{version_text}"
    stage(bundle, tree, version_text)
    out_dir.mkdir(parents=True, exist_ok=True)
    package = out_dir / f"{PACKAGE}_{version_text}_amd64.deb"
    subprocess.run(
        ["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(tree), str(package)],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    shutil.rmtree(tree)
    return package


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("bundle", nargs="?", type=Path, default=ROOT / "dist" / "SnakesAndLadders")
    args = parser.parse_args(argv)
    started = time.monotonic()
    package = build_deb(args.bundle, ROOT / "dist", work=ROOT / "build" / "deb")
    took = time.monotonic() - started
    print(f"deb: {package} ({package.stat().st_size / 2**20:.0f} MB, {took:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
