"""Build the double-click app with PyInstaller: ``python3 packaging/build.py [--deb]``.

It works from a fresh checkout: it makes a clean virtual environment in build/bundle-venv,
installs the app into it (a regular install, as a user gets it), installs PyInstaller, and
builds packaging/snl-desktop.spec into dist/SnakesAndLadders/. It prints the bundle's size.
Windows and macOS use the same command (macOS also gets "Snakes & Ladders Studio.app").
With ``--deb`` (Debian/Ubuntu) it also writes dist/snl-desktop_<version>_amd64.deb (deb.py).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

import deb
import trim_icu

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / "build" / "bundle-venv"
DIST = ROOT / "dist"
PYINSTALLER = "pyinstaller>=6.10,<7"


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def run(*cmd: str | Path, cwd: Path = ROOT) -> None:
    print("+", " ".join(map(str, cmd)), flush=True)
    subprocess.run([str(c) for c in cmd], check=True, cwd=cwd)


def needed(library: Path) -> list[str]:
    """The sonames an ELF file asks the loader for (its NEEDED entries)."""
    out = subprocess.run(["readelf", "-d", str(library)], capture_output=True, text=True).stdout
    return [line.split("[", 1)[1].split("]", 1)[0] for line in out.splitlines() if "(NEEDED)" in line]


def _extension(name: str) -> bool:
    """A Python extension module at the top of the bundle (``_miniaudio.abi3.so``,
    ``_cffi_backend.cpython-311-x86_64-linux-gnu.so``): Python imports it, nothing links it."""
    return name.endswith(".abi3.so") or ".cpython-" in name


def prune_unused_libraries(bundle: Path) -> list[str]:
    """Delete bundled shared libraries that nothing left in the bundle loads.

    PyInstaller collects the system libraries of every Qt plugin before the spec drops the
    plugins we do not ship (the GTK theme brings cairo, pango, gio...). The roots are the
    executable, Python's extension modules (in folders or at the top), the Qt plugins and Qt
    libraries; a top-level library stays if a root needs it, directly or through another kept
    library."""
    if not sys.platform.startswith("linux") or shutil.which("readelf") is None:
        return []
    internal = bundle / "_internal"
    top = {p.name: p for p in internal.iterdir() if p.is_file() and ".so" in p.name}
    always = [name for name in top if name.startswith(("libpython", "libpyside", "libshiboken")) or _extension(name)]
    roots = [
        bundle / "snl-desktop",
        *(p for p in internal.rglob("*.so*") if p.is_file() and p.parent != internal),
        *(top[name] for name in always),
    ]
    keep: set[str] = set()
    todo = list(roots)
    while todo:
        for soname in needed(todo.pop()):
            if soname in top and soname not in keep:
                keep.add(soname)
                todo.append(top[soname])
    removed = sorted(name for name in top if name not in keep and name not in always)
    for name in removed:
        top[name].unlink()
    return removed


def strip_python(bundle: Path) -> None:
    """Strip debug symbols from the interpreter's own libraries (a pyenv-built libpython is
    mostly symbols) and from Pillow's extensions (its wheel ships them with debug info: 3.4 MB
    for 0.8 MB of code). Other wheels' libraries are left alone: they are already stripped, and
    stripping numpy's patched OpenBLAS breaks it."""
    strip = shutil.which("strip")
    if strip is None or not sys.platform.startswith("linux"):
        return
    internal = bundle / "_internal"
    targets = [
        *internal.glob("libpython3*.so*"),
        *(internal / f"python{sys.version_info[0]}.{sys.version_info[1]}" / "lib-dynload").glob("*.so"),
        *(internal / "PIL").glob("*.so"),
    ]
    for target in targets:
        subprocess.run([strip, "--strip-debug", str(target)], check=True)


def share_wheel_libraries(bundle: Path) -> list[str]:
    """Keep one copy of a library two wheels vendor byte for byte (numpy's and scipy's
    libgfortran and libquadmath, 3 MB): the later copy becomes a relative symlink to the first,
    so each wheel's loader path still finds it under its own folder."""
    first: dict[tuple[str, int], Path] = {}
    shared = []
    for library in sorted((bundle / "_internal").glob("*.libs/*")):
        if not library.is_file() or library.is_symlink():
            continue
        key = (library.name, library.stat().st_size)
        kept = first.setdefault(key, library)
        if kept is not library and kept.read_bytes() == library.read_bytes():
            library.unlink()
            library.symlink_to(Path("..") / kept.parent.name / kept.name)
            shared.append(f"{library.parent.name}/{library.name}")
    return shared


def shrink_icu(bundle: Path) -> None:
    """Trim ICU's data library to the data the app reads (see trim_icu.py); Linux only."""
    libraries = sorted(bundle.glob("_internal/PySide6/Qt/lib/libicudata.so.*"))
    if not sys.platform.startswith("linux") or not libraries:
        return
    missing = trim_icu.missing_tools()
    if missing:
        print(
            f"warning: ICU data left whole (31 MB): install {', '.join(missing)} "
            "(Debian/Ubuntu: binutils icu-devtools gcc)",
            file=sys.stderr,
        )
        return
    for library in libraries:
        old, new = trim_icu.trim(library)
        print(f"trimmed {library.name}: {old / 2**20:.1f} MB -> {new / 2**20:.1f} MB")


def folder_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fresh", action="store_true", help="recreate the build environment")
    parser.add_argument("--deb", action="store_true", help="also build the Debian package (needs dpkg-deb)")
    args = parser.parse_args(argv)
    if args.fresh and VENV.exists():
        shutil.rmtree(VENV)
    if not venv_python().exists():
        venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
    python = venv_python()
    run(python, "-m", "pip", "install", "--quiet", "--upgrade", "pip")
    run(python, "-m", "pip", "install", "--quiet", str(ROOT), PYINSTALLER)
    # Run from build/, not the checkout: there `import snl_desktop` would find the source tree,
    # whose snl_desktop/resources/ holds no data (a checkout's lies in the top-level resources/),
    # and the spec collects the data from the installed package.
    run(
        python,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--clean",
        "--distpath",
        DIST,
        "--workpath",
        ROOT / "build" / "pyinstaller",
        ROOT / "packaging" / "snl-desktop.spec",
        cwd=VENV.parent,
    )
    bundle = DIST / "SnakesAndLadders"
    strip_python(bundle)
    removed = prune_unused_libraries(bundle)
    if removed:
        print(f"removed {len(removed)} libraries nothing loads: {', '.join(removed)}")
    shared = share_wheel_libraries(bundle)
    if shared:
        print(f"shared {len(shared)} libraries two wheels both carry: {', '.join(shared)}")
    shrink_icu(bundle)
    print(f"bundle: {bundle} ({folder_size(bundle) / 2**20:.0f} MB)")
    if args.deb:
        deb.main([str(bundle)])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
