"""Prove the Debian package on a clean Debian 12: ``sudo python3 packaging/check_deb.py
[dist/snl-desktop_<version>_amd64.deb]`` (root: it makes a chroot).

In a fresh ``debootstrap --variant=minbase bookworm`` root (made once and cached as
build/deb-check/bookworm-minbase.tar, the downloaded packages in build/deb-check/apt-archives-bookworm)
it runs ``apt-get install --no-install-recommends ./the.deb`` (so the Depends alone must be
enough), checks that every library the installed app links resolves (ldd), that
``snl-desktop --version`` says the package's version, that ``snl-desktop --screenshot`` paints
(Qt's offscreen platform: the start screen and a preset board), that the app's window paints
under Xvfb (Qt's xcb platform, as on a desktop; read from Xvfb's frame buffer), all as an
ordinary user, and that ``dpkg -r`` removes every file ``dpkg -L`` listed. Prints one line with the times; exits
non-zero saying what failed. ``--no-xcb`` skips the Xvfb run; ``--keep`` leaves the root in
build/deb-check/root to look into; ``--suite trixie`` tries Debian 13,
``--suite noble`` Ubuntu 24.04 (from archive.ubuntu.com). The screenshots are left
in build/deb-check/.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from check_bundle import HOSTILE
from pictures import Picture, picture_problem, read_picture, write_png

ROOT = Path(__file__).resolve().parent.parent
WORK = ROOT / "build" / "deb-check"
MIRROR = os.environ.get("SNL_DEBIAN_MIRROR", "http://deb.debian.org/debian")
UBUNTU = os.environ.get("SNL_UBUNTU_MIRROR", "http://archive.ubuntu.com/ubuntu")
UBUNTU_KEYRING = Path("/usr/share/keyrings/ubuntu-archive-keyring.gpg")
PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
USER = "player"
SUITES = {"bookworm": "Debian 12", "trixie": "Debian 13", "jammy": "Ubuntu 22.04", "noble": "Ubuntu 24.04"}


class Failed(Exception):
    """A check that did not hold: its message is the line printed."""


# --- the clean root ---------------------------------------------------------------------------


def run(*cmd: str | Path, check: bool = True, timeout: float = 900, what: str = "") -> subprocess.CompletedProcess[str]:
    """``cmd``; with ``check``, a non-zero exit is a failure saying ``what`` (or the command) and
    the end of what it printed."""
    done = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, timeout=timeout)
    if check and done.returncode != 0:
        said = (done.stdout + done.stderr).strip()[-1200:]
        raise Failed(f"{what or ' '.join(map(str, cmd))} exited {done.returncode}:\n{said}")
    return done


def root_command(root: Path, script: str, user: str | None = None, env: dict[str, str] | None = None) -> list[str]:
    """``script`` run by /bin/sh in the chroot, as ``user`` (root if None), in a clean environment."""
    home = f"/home/{user}" if user else "/root"
    names = {"PATH": PATH, "HOME": home, "LANG": "C.UTF-8", "DEBIAN_FRONTEND": "noninteractive", **(env or {})}
    spec = [f"--userspec={user}:{user}"] if user else []
    return [
        "chroot",
        *spec,
        str(root),
        "/usr/bin/env",
        "-i",
        *(f"{k}={v}" for k, v in names.items()),
        "/bin/sh",
        "-c",
        script,
    ]


def in_root(
    root: Path, script: str, user: str | None = None, env: dict[str, str] | None = None, check: bool = True
) -> subprocess.CompletedProcess[str]:
    return run(*root_command(root, script, user, env), check=check, timeout=900, what=f"in the root: {script}")


def tarball(suite: str) -> Path:
    return WORK / f"{suite}-minbase.tar"


def archives(suite: str) -> Path:
    """The packages apt downloads for ``suite``, kept between runs."""
    return WORK / f"apt-archives-{suite}"


def make_tarball(suite: str) -> None:
    """debootstrap a minimal ``suite`` once and keep it as a tar."""
    if shutil.which("debootstrap") is None:
        raise Failed("debootstrap is not installed (apt-get install debootstrap)")
    fresh = WORK / "root.new"
    shutil.rmtree(fresh, ignore_errors=True)
    archives(suite).mkdir(parents=True, exist_ok=True)
    options = ["--variant=minbase", f"--cache-dir={archives(suite)}"]
    source = [suite, str(fresh), MIRROR]
    if "Ubuntu" in SUITES.get(suite, ""):  # Debian's debootstrap makes every Ubuntu release with one script
        source = [suite, str(fresh), UBUNTU, "/usr/share/debootstrap/scripts/gutsy"]
        options.append("--components=main,universe")  # Xvfb is in universe
        options += [] if UBUNTU_KEYRING.exists() else ["--no-check-gpg"]  # a test root, thrown away
    run("debootstrap", *options, *source, timeout=1800)
    run("tar", "-C", fresh, "-cf", f"{tarball(suite)}.part", ".")
    os.replace(f"{tarball(suite)}.part", tarball(suite))
    shutil.rmtree(fresh)


def mounts(root: Path) -> list[str]:
    """The mount points inside ``root``, deepest first (from the kernel's table: a bind mount
    of the same file system is not seen by os.path.ismount)."""
    with open("/proc/self/mounts", encoding="utf-8") as table:
        points = [line.split()[1].replace("\\040", " ") for line in table]
    return sorted((p for p in points if p.startswith(f"{root}/")), key=len, reverse=True)


def enter(root: Path, suite: str) -> None:
    (root / "var/cache/apt/archives/partial").mkdir(parents=True, exist_ok=True)
    (archives(suite) / "partial").mkdir(parents=True, exist_ok=True)
    run("mount", "--bind", archives(suite), root / "var/cache/apt/archives")
    run("mount", "--rbind", "/dev", root / "dev")
    run("mount", "--make-rslave", root / "dev")
    run("mount", "-t", "proc", "proc", root / "proc")
    shutil.copy("/etc/resolv.conf", root / "etc/resolv.conf")


def leave(root: Path) -> None:
    for point in mounts(root):
        run("umount", "-l", point, check=False)


def remove_root(root: Path) -> None:
    """Delete the root, but never through a mount still in it (its /dev is the host's)."""
    leave(root)
    inside = mounts(root)
    if inside:
        raise Failed(f"{root} still has mounts ({', '.join(inside)}): not deleted; umount them by hand")
    shutil.rmtree(root, ignore_errors=True)


def fresh_root(suite: str) -> tuple[Path, bool]:
    """build/deb-check/root, unpacked from the cached tarball (made first if absent)."""
    root = WORK / "root"
    if root.exists():
        remove_root(root)
    cached = tarball(suite).exists()
    if not cached:
        make_tarball(suite)
    root.mkdir(parents=True)
    run("tar", "-C", root, "-xf", tarball(suite))
    return root, cached


# --- the checks -------------------------------------------------------------------------------

LDD = r"""cd /opt/snl-desktop
export LD_LIBRARY_PATH=/opt/snl-desktop/_internal:/opt/snl-desktop/_internal/PySide6/Qt/lib
find . -type f \( -name '*.so*' -o -name snl-desktop \) | while read -r f; do
  ldd "$f" 2>/dev/null | grep 'not found' | sed "s|^|$f: |"
done"""


PRESET = "/opt/snl-desktop/_internal/snl_desktop/resources/presets/classic.snl"


def screenshot(root: Path, name: str, board: str = "") -> float:
    """``snl-desktop --screenshot`` as the user (Qt's offscreen platform), on ``board`` if given."""
    started = time.monotonic()
    done = in_root(root, f"snl-desktop --screenshot /tmp/{name} {board}", user=USER, check=False)
    took = time.monotonic() - started
    if done.returncode != 0 or "Traceback" in done.stderr:
        raise Failed(f"snl-desktop --screenshot ({name}) exited {done.returncode}: {done.stderr.strip()[-800:]}")
    shot = WORK / name
    shutil.copy(root / "tmp" / name, shot)
    problem = picture_problem(shot)
    if problem:
        raise Failed(f"the installed app did not paint: {problem}")
    return took


XVFB = r"""mkdir -p /tmp/fb
xvfb-run -a -s "-screen 0 1920x1080x24 -fbdir /tmp/fb" sh -c '
  QT_QPA_PLATFORM=xcb snl-desktop >/tmp/app.log 2>&1 & app=$!
  i=0
  while [ ! -e /tmp/seen ] && [ $i -lt 90 ] && kill -0 $app 2>/dev/null; do sleep 1; i=$((i+1)); done
  kill $app 2>/dev/null; wait $app; echo $? >/tmp/app.exit'
"""


def window_under_xvfb(root: Path) -> float:
    """The app started as a user would (a window, Qt's xcb platform) on Xvfb: its screen (the
    frame buffer Xvfb keeps in /tmp/fb) is read until the window is painted, then the app is
    closed. The screen is saved as build/deb-check/shot-xcb.png."""
    started = time.monotonic()
    app = subprocess.Popen(root_command(root, XVFB, user=USER), stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    screen, shot = root / "tmp/fb/Xvfb_screen0", WORK / "screen-xcb.xwd"
    painted: Picture | None = None
    while app.poll() is None and time.monotonic() - started < 90:
        time.sleep(1)
        if screen.is_file():
            shutil.copy(screen, shot)
            if picture_problem(shot) is None:
                time.sleep(2)  # the first paint is there: let the window settle, then keep that screen
                shutil.copy(screen, shot)
                painted = read_picture(shot)
                break
    took = time.monotonic() - started
    (root / "tmp/seen").touch()
    app.wait(timeout=120)
    said = (root / "tmp/app.log").read_text(errors="replace") if (root / "tmp/app.log").exists() else ""
    if painted is None or "Traceback" in said:
        raise Failed(f"the installed app did not paint a window under Xvfb (xcb): {said.strip()[-800:]}")
    write_png(painted, WORK / "shot-xcb.png")
    return took


def sandboxed(root: Path) -> None:
    """Check My Code's sandbox in the installed app on the clean system: a hostile solution
    (checked as the user) reads no file of the user's, writes none, opens no socket, starts no
    process, signals nothing and cannot import the app."""
    home = f"/home/{USER}"
    (root / f"{home.lstrip('/')}/id_rsa").write_text("PRIVATE")
    hostile = root / "tmp" / "hostile.py"
    hostile.write_text(HOSTILE.format(secret=f"{home}/id_rsa", home=home, internal="/opt/snl-desktop/_internal"))
    said = in_root(root, "snl-desktop check /tmp/hostile.py", user=USER, check=False).stdout
    if (
        "Protection: a sandbox" not in said
        or "PermissionError" not in said
        or "DONE" in said
        or "PRIVATE" in said
        or (root / home[1:] / "pwned").exists()
    ):
        raise Failed(f"the installed app's sandbox let a hostile solution through: {said[:1500]!r}")


def check(package: Path, xcb: bool, suite: str) -> str:
    times: dict[str, float] = {}
    started = time.monotonic()
    root, cached = fresh_root(suite)
    times["root"] = time.monotonic() - started
    try:
        enter(root, suite)
        shutil.copy(package, root / "tmp" / package.name)
        mark = time.monotonic()
        in_root(root, "apt-get update -qq")
        before = set(in_root(root, "dpkg-query -W -f '${Package}\\n'").stdout.split())
        in_root(root, f"apt-get install -y -q --no-install-recommends /tmp/{package.name}")
        added = set(in_root(root, "dpkg-query -W -f '${Package}\\n'").stdout.split()) - before
        times["install"] = time.monotonic() - mark
        in_root(root, f"useradd -m {USER}")
        listed = [p for p in in_root(root, "dpkg -L snl-desktop").stdout.splitlines() if p.startswith("/")]
        missing = [line.split(": ", 1) for line in in_root(root, LDD).stdout.splitlines() if ": " in line]
        if missing:
            names = sorted({what.split("=>")[0].strip() for _, what in missing})
            users = sorted({who for who, _ in missing})
            raise Failed(
                f"the installed app links {', '.join(names)}, missing on a clean {SUITES.get(suite, suite)} "
                f"(add the package to Depends): {len(users)} files need it, e.g. {users[0]}"
            )
        expected = package.name.split("_")[1]
        said = in_root(root, "snl-desktop --version", user=USER)
        if expected not in said.stdout + said.stderr:
            raise Failed(f"snl-desktop --version said {said.stdout.strip()!r}, not {expected}")
        times["offscreen"] = screenshot(root, "shot-offscreen.png") + screenshot(root, "shot-board.png", PRESET)
        mark = time.monotonic()
        sandboxed(root)
        times["sandbox"] = time.monotonic() - mark
        if xcb:
            mark = time.monotonic()
            in_root(root, "apt-get install -y -qq --no-install-recommends xvfb xauth")
            times["xvfb install"] = time.monotonic() - mark
            times["xcb window"] = window_under_xvfb(root)
        mark = time.monotonic()
        in_root(root, "dpkg -r snl-desktop")
        left = [p for p in listed if (root / p.lstrip("/")).is_symlink() or (root / p.lstrip("/")).is_file()]
        if left or (root / "opt/snl-desktop").exists():
            raise Failed(f"dpkg -r left {len(left)} of the package's files: {', '.join(left[:10])}")
        times["remove"] = time.monotonic() - mark
    finally:
        leave(root)
    times["total"] = time.monotonic() - started
    files = sum(1 for p in listed if not p.endswith("/"))
    said_times = ", ".join(f"{k} {v:.0f} s" for k, v in times.items())
    return (
        f"deb OK: {package.name} on a clean {SUITES.get(suite, suite)} ({'cached' if cached else 'new'} root): "
        f"installed with {len(added) - 1} dependencies, every library resolves, --version {expected}, "
        f"paints offscreen{' and a window under Xvfb (xcb)' if xcb else ''}, "
        f"dpkg -r removed all {files} paths; {said_times}"
    )


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("deb", nargs="?", type=Path, help="the package (default: the one in dist/)")
    parser.add_argument("--no-xcb", action="store_true", help="skip the run under Xvfb with the xcb platform")
    parser.add_argument("--keep", action="store_true", help="keep the root in build/deb-check/root")
    parser.add_argument("--suite", default="bookworm", help="the Debian release to install into (default bookworm)")
    args = parser.parse_args(argv)
    package = args.deb or next(iter(sorted((ROOT / "dist").glob("snl-desktop_*_amd64.deb"))), None)
    if package is None or not package.is_file():
        print(f"FAILED: no package {package or 'in dist/'}: run packaging/build.py --deb first", file=sys.stderr)
        return 1
    if os.geteuid() != 0:
        print("FAILED: check_deb.py makes a chroot: run it as root", file=sys.stderr)
        return 1
    WORK.mkdir(parents=True, exist_ok=True)
    try:
        print(check(package.resolve(), xcb=not args.no_xcb, suite=args.suite), flush=True)
    except (Failed, subprocess.TimeoutExpired) as error:
        print(f"FAILED: {error}", file=sys.stderr)
        return 1
    finally:
        if not args.keep and (WORK / "root").exists():
            remove_root(WORK / "root")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
