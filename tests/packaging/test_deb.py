"""The Debian package (packaging/deb.py) and its check's picture test (packaging/check_deb.py),
on a stand-in bundle: what a parent's ``apt install`` puts where, what the maintainer scripts
do with and without the cache tools, and that the per-user installer and the package install
the same desktop entry, MIME types and icons. The real package is proved by
``packaging/check_deb.py`` in a clean Debian 12 root (CI)."""

from __future__ import annotations

import importlib.util
import os
import shutil
import stat
import subprocess
import sys
import tarfile
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


def _load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


needs_dpkg = pytest.mark.skipif(shutil.which("dpkg-deb") is None, reason="dpkg-deb builds Debian packages")


def test_the_bundle_keeps_sqlite3_for_the_game_history() -> None:
    """The game history is an SQLite database: the spec must not exclude Python's sqlite3."""
    spec = (PACKAGING / "snl-desktop.spec").read_text(encoding="utf-8")
    excludes = spec.split("excludes = ", 1)[1].split("\na = Analysis", 1)[0]
    assert '"sqlite3"' not in excludes
    assert '"_sqlite3"' not in excludes


def _fake_bundle(folder: Path) -> Path:
    bundle = folder / "SnakesAndLadders"
    (bundle / "_internal" / "PySide6").mkdir(parents=True)
    exe = bundle / "snl-desktop"
    exe.write_text("#!/bin/sh\necho snl-desktop 9.9\n")
    exe.chmod(0o755)
    (bundle / "_internal" / "data.txt").write_text("data\n")
    for name in ("libstdc++.so.6", "libgcc_s.so.1", "libmvec.so.1", "libpython3.11.so.1.0"):
        (bundle / "_internal" / name).write_bytes(b"\x7fELF stand-in")
        (bundle / "_internal" / name).chmod(0o755)
    return bundle


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    if shutil.which("dpkg-deb") is None:
        pytest.skip("dpkg-deb builds Debian packages")
    deb = _load("deb")
    work = tmp_path_factory.mktemp("deb")
    package = deb.build_deb(_fake_bundle(work), work / "out", version="1.2.3")
    control = work / "control"
    subprocess.run(["dpkg-deb", "--control", str(package), str(control)], check=True)
    return package, control


def _members(package: Path) -> dict[str, tarfile.TarInfo]:
    listing = subprocess.run(["dpkg-deb", "--fsys-tarfile", str(package)], capture_output=True, check=True).stdout
    tar_path = package.with_suffix(".tar")
    tar_path.write_bytes(listing)
    with tarfile.open(tar_path) as tar:
        return {m.name.removeprefix("./").rstrip("/"): m for m in tar.getmembers()}


@pytest.mark.subprocess
@needs_dpkg
def test_the_package_puts_the_app_in_opt_and_a_command_in_usr_bin(built: tuple[Path, Path]) -> None:
    package, _ = built
    assert package.name == "snl-desktop_1.2.3_amd64.deb"
    members = _members(package)
    assert members["opt/snl-desktop/snl-desktop"].mode & 0o111
    assert "opt/snl-desktop/_internal/data.txt" in members
    launcher = members["usr/bin/snl-desktop"]
    assert launcher.issym() and launcher.linkname == "/opt/snl-desktop/snl-desktop"
    for path in (
        "usr/share/applications/snl-desktop.desktop",
        "usr/share/icons/hicolor/scalable/apps/snl-desktop.svg",
        "usr/share/icons/hicolor/256x256/apps/snl-desktop.png",
        "usr/share/mime/packages/snl-desktop.xml",
        "usr/share/doc/snl-desktop/copyright",
        "usr/share/doc/snl-desktop/changelog.gz",
        "usr/share/man/man1/snl-desktop.1.gz",
    ):
        assert members[path].isfile(), path
    assert not members["opt/snl-desktop/_internal/libpython3.11.so.1.0"].mode & 0o111  # a library, not a program
    assert all(m.uname == "root" and m.gname == "root" for m in members.values())


@pytest.mark.subprocess
@needs_dpkg
def test_the_system_provides_the_c_and_cpp_runtimes(built: tuple[Path, Path]) -> None:
    """libstdc++, libgcc_s and glibc's libmvec come from the system (Depends), not from the
    build machine: a newer system's Mesa needs a newer libstdc++ than the one the bundle
    was built with, and libmvec belongs to the system's libc."""
    package, control = built
    members = _members(package)
    for name in ("libstdc++.so.6", "libgcc_s.so.1", "libmvec.so.1"):
        assert f"opt/snl-desktop/_internal/{name}" not in members
    assert "opt/snl-desktop/_internal/libpython3.11.so.1.0" in members
    depends = _fields(control)["Depends"]
    for package_name in ("libc6 (>= 2.", "libstdc++6", "libgcc-s1", "libfontconfig1", "libxkbcommon0"):
        assert package_name in depends


def test_depends_names_the_packages_of_what_the_bundle_links_and_does_not_carry(tmp_path: Path) -> None:
    import _ctypes
    import zlib

    deb = _load("deb")
    if shutil.which("readelf") is None:
        pytest.skip("readelf (binutils) reads the ELF files")
    tree = tmp_path / "app"
    tree.mkdir()
    shutil.copy(zlib.__file__, tree)  # links libz.so.1: zlib1g
    assert "zlib1g" in deb.depends(tree).split(", ")
    shutil.copy(_ctypes.__file__, tree)  # links libffi, which no package in the table gives
    with pytest.raises(SystemExit, match="libffi"):
        deb.depends(tree)
    (tree / "libffi.so.8").write_bytes(b"carried")  # carried by the bundle: no longer asked for
    assert "zlib1g" in deb.depends(tree)


def _fields(control: Path) -> dict[str, str]:
    fields: dict[str, str] = {}
    for line in (control / "control").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith(" "):
            key, value = line.split(":", 1)
            fields[key] = value.strip()
    return fields


@pytest.mark.subprocess
@needs_dpkg
def test_the_control_file_says_what_debian_needs(built: tuple[Path, Path]) -> None:
    _, control = built
    fields = _fields(control)
    assert fields["Package"] == "snl-desktop"
    assert fields["Version"] == "1.2.3"
    assert fields["Architecture"] == "amd64"
    assert fields["Section"] == "games"
    assert "<" in fields["Maintainer"] and fields["Maintainer"].endswith(">")
    assert "snakes and ladders" in fields["Description"]
    assert int(fields["Installed-Size"]) >= 1
    assert fields["Recommends"] == "speech-dispatcher"  # Speak Turns' voices: the app works without them
    for script in ("postinst", "postrm"):
        assert (control / script).stat().st_mode & stat.S_IXUSR


def _run_script(control: Path, script: str, path: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = {"PATH": path, "HOME": "/nonexistent"}
    return subprocess.run(["/bin/sh", str(control / script), *args], env=env, capture_output=True, text=True)


@pytest.mark.subprocess
@needs_dpkg
@pytest.mark.parametrize(("script", "arg"), [("postinst", "configure"), ("postrm", "remove"), ("postrm", "purge")])
def test_the_maintainer_scripts_never_fail_without_the_cache_tools(
    built: tuple[Path, Path], tmp_path: Path, script: str, arg: str
) -> None:
    _, control = built
    empty = tmp_path / "bin"
    empty.mkdir()
    done = _run_script(control, script, str(empty), arg)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""


@pytest.mark.subprocess
@needs_dpkg
def test_the_maintainer_scripts_refresh_the_caches_when_the_tools_exist(
    built: tuple[Path, Path], tmp_path: Path
) -> None:
    _, control = built
    tools = tmp_path / "bin"
    tools.mkdir()
    log = tmp_path / "calls.log"
    for tool in ("update-mime-database", "update-desktop-database", "gtk-update-icon-cache"):
        fake = tools / tool
        fake.write_text(f'#!/bin/sh\necho "{tool} $*" >> {log}\n')
        fake.chmod(0o755)
    done = _run_script(control, "postinst", f"{tools}:/usr/bin:/bin", "configure")
    assert done.returncode == 0, done.stderr
    calls = log.read_text().splitlines()
    assert "update-mime-database /usr/share/mime" in calls
    assert "update-desktop-database -q /usr/share/applications" in calls
    assert "gtk-update-icon-cache -q -t /usr/share/icons/hicolor" in calls


@pytest.mark.subprocess
@needs_dpkg
def test_the_package_and_the_per_user_installer_install_the_same_files(
    built: tuple[Path, Path], tmp_path: Path
) -> None:
    """One desktop entry, one MIME file, one set of icons: the package's bytes are the
    per-user installer's (its desktop entry differs only in the command's full path)."""
    package, _ = built
    unpacked = tmp_path / "root"
    subprocess.run(["dpkg-deb", "--extract", str(package), str(unpacked)], check=True)
    home = tmp_path / "home"
    env = {**os.environ, "HOME": str(home), "XDG_DATA_HOME": str(home / "data"), "SNL_BUNDLE": ""}
    env["SNL_BUNDLE"] = str(_fake_bundle(tmp_path / "b"))
    subprocess.run(["bash", str(PACKAGING / "install-linux.sh")], check=True, env=env, capture_output=True)
    data = home / "data"
    for system, user in (
        ("usr/share/mime/packages/snl-desktop.xml", "mime/packages/snl-desktop.xml"),
        ("usr/share/icons/hicolor/scalable/apps/snl-desktop.svg", "icons/hicolor/scalable/apps/snl-desktop.svg"),
        ("usr/share/icons/hicolor/256x256/apps/snl-desktop.png", "icons/hicolor/256x256/apps/snl-desktop.png"),
    ):
        assert (unpacked / system).read_bytes() == (data / user).read_bytes(), system
    system_entry = (unpacked / "usr/share/applications/snl-desktop.desktop").read_text()
    user_entry = (data / "applications/snl-desktop.desktop").read_text()
    assert "Exec=snl-desktop %f" in system_entry
    assert user_entry == system_entry.replace("Exec=snl-desktop", f"Exec={home}/.local/opt/snl-desktop/snl-desktop")
    subprocess.run(["bash", str(PACKAGING / "install-linux.sh"), "--uninstall"], check=True, env=env)
    assert not (data / "mime/packages/snl-desktop.xml").exists()


@pytest.mark.slow
def test_a_blank_screenshot_is_told_from_a_painted_one(tmp_path: Path) -> None:
    """check_deb.py judges the PNG the installed app wrote and Xvfb's screen (an XWD file)
    in pure Python (the clean root has no Python imaging): a blank one fails."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter

    app = QGuiApplication.instance() or QGuiApplication([])
    assert app is not None
    pictures = _load("pictures")
    blank = QImage(900, 600, QImage.Format.Format_RGB32)
    blank.fill(QColor("#efefef"))
    blank.save(str(tmp_path / "blank.png"))
    painted = QImage(blank)
    painter = QPainter(painted)
    for i in range(60):
        painter.fillRect(10 + i * 14, 50 + (i % 7) * 60, 12, 40, QColor.fromHsv(i * 6, 200, 220))
    painter.setPen(Qt.GlobalColor.black)
    painter.drawText(20, 30, "Snakes & Ladders Studio")
    painter.end()
    painted.save(str(tmp_path / "painted.png"))
    assert pictures.picture_problem(tmp_path / "blank.png") is not None
    assert pictures.picture_problem(tmp_path / "painted.png") is None
    (tmp_path / "not.png").write_bytes(b"GIF89a")
    assert "not a PNG" in (pictures.picture_problem(tmp_path / "not.png") or "")

    # Xvfb's frame buffer: an XWD header, then 32-bit pixels blue, green, red, pad
    picture = pictures.read_picture(tmp_path / "painted.png")
    rgb = picture.pixels
    bgrx = bytearray(len(rgb) // 3 * 4)
    for channel in range(3):
        bgrx[2 - channel :: 4] = rgb[channel::3]
    fields = [
        104,
        7,
        2,
        24,
        900,
        600,
        0,
        0,
        32,
        0,
        32,
        32,
        900 * 4,
        4,
        0xFF0000,
        0xFF00,
        0xFF,
        8,
        0,
        0,
        900,
        600,
        0,
        0,
        0,
    ]
    header = b"".join(f.to_bytes(4, "big") for f in fields) + b"win\0"
    (tmp_path / "screen.xwd").write_bytes(header + bytes(bgrx))
    assert pictures.picture_problem(tmp_path / "screen.xwd") is None
    pictures.write_png(pictures.read_picture(tmp_path / "screen.xwd"), tmp_path / "again.png")
    assert pictures.read_picture(tmp_path / "again.png").pixels == rgb
