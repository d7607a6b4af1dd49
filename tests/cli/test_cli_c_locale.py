"""Under ``LC_ALL=C`` (a server, a container, a cron job) no command prints Qt's four lines about
a locale that is not UTF-8 ('Detected locale "C" with character encoding "ANSI_X3.4-1968"...'):
the app switches the character type to C.UTF-8 itself before Qt starts, as Qt would, and the
language and the numbers stay the C locale's (English). A test of the process: it runs one."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("setting", [{"LC_ALL": "C"}, {"LC_ALL": "POSIX", "LANG": "C"}])
def test_a_c_locale_gives_no_warning(cli, preset_path, setting: dict[str, str]) -> None:
    r = cli("solve", preset_path("leetcode-6x6"), env=setting)
    assert r.returncode == 0, r
    assert "Detected locale" not in r.stderr and r.stderr == "", r
    assert "Fewest throws: 4\n" in r.stdout, r


def test_a_drawing_command_under_a_c_locale_gives_no_warning(cli, preset_path, tmp_path) -> None:
    out = tmp_path / "board.png"
    r = cli("render", preset_path("leetcode-6x6"), "-o", out, "--size", "64", env={"LC_ALL": "C"})
    assert r.returncode == 0 and out.is_file(), r
    assert "Detected locale" not in r.stderr, r
