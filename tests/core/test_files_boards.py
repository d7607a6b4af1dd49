"""Board files (docs/file-formats.md): the `.snl` round trip, the other conventions, hostile and damaged
files (a one-line BoardError, quickly), and the atomic save."""

from __future__ import annotations

import errno
import io
import json
import os
import random
import tracemalloc
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from snl_desktop.core import MILTON_BRADLEY_RULES, Board, BoardError, Rules, solution
from snl_desktop.core.files import boards, safe_io
from snl_desktop.core.files.boards import load_board, parse_board_bytes, save_board
from snl_desktop.core.rules import CHOICE_RULES

BOARD = Board(10, 10, {3: 22, 5: 8, 11: 26, 20: 29, 17: 7, 54: 34, 62: 19, 98: 79})
REFUSAL_BYTES = 64_000_000  # a refusal costs little memory: no board of the claimed size is built


def write(tmp_path: Path, data: bytes | str, name: str = "board.snl") -> Path:
    path = tmp_path / name
    path.write_bytes(data.encode("utf-8") if isinstance(data, str) else data)
    return path


def snl(**fields: Any) -> str:
    doc: dict[str, Any] = {"format": "snl-board", "version": 1, "rows": 2, "cols": 2, "matrix": [[-1, -1], [-1, 3]]}
    doc.update(fields)
    return json.dumps(doc)


def refused(path: Path) -> str:
    """Load ``path``, expecting a cheap, one-line BoardError; return its message."""
    tracemalloc.start()
    try:
        with pytest.raises(BoardError) as info:
            load_board(path)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    message = str(info.value)
    assert message.strip(), "an empty message"
    assert "\n" not in message and "\r" not in message, message
    assert peak < REFUSAL_BYTES, f"used {peak / 1e6:.0f} MB before refusing"
    return message


# -- the .snl round trip ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "rules",
    [
        Rules(),
        MILTON_BRADLEY_RULES,
        Rules(overshoot="bounce", three_sixes_void=False),
        *(Rules(**{name: value}) for name, choice in CHOICE_RULES.items() for value in choice),  # every value
    ],
    ids=lambda rules: (
        ",".join(f"{k}={v}" for k, v in rules.to_json().items() if v != Rules().to_json()[k]) or "default"
    ),
)
def test_snl_round_trip_keeps_board_rules_and_name(tmp_path: Path, rules: Rules) -> None:
    path = tmp_path / "board.snl"
    save_board(path, BOARD, rules, "Game night — Zoë's board")
    loaded = load_board(path)
    assert loaded.board == BOARD
    assert loaded.rules == rules
    assert loaded.name == "Game night — Zoë's board"


def test_snl_round_trip_of_a_rectangular_board_with_odd_jumps(tmp_path: Path) -> None:
    board = Board(3, 7, {1: 21, 2: 2, 5: 9, 9: 4, 20: 1})
    path = tmp_path / "odd.snl"
    save_board(path, board)
    assert load_board(path).board == board


def test_saved_file_is_the_documented_json(tmp_path: Path) -> None:
    path = tmp_path / "board.snl"
    save_board(path, BOARD, Rules(overshoot="bounce"), "x")
    doc = json.loads(path.read_text("utf-8"))
    assert doc["format"] == "snl-board"
    assert doc["version"] == 1
    assert (doc["rows"], doc["cols"]) == (10, 10)
    assert doc["matrix"] == BOARD.to_matrix()
    assert doc["name"] == "x"
    assert doc["rules"] == {
        "extra_roll_on_six": True,
        "three_sixes_void": True,
        "overshoot": "bounce",
        "start": "square-1",
        "move_each_throw": False,
    }


def test_saving_over_an_existing_file_replaces_it(tmp_path: Path) -> None:
    path = tmp_path / "board.snl"
    save_board(path, Board(2, 2))
    save_board(path, BOARD)
    assert load_board(path).board == BOARD
    assert sorted(os.listdir(tmp_path)) == ["board.snl"]


# -- other conventions and defaults ---------------------------------------------------------------------


def test_bare_matrix(tmp_path: Path) -> None:
    loaded = load_board(write(tmp_path, json.dumps(BOARD.to_matrix())))
    assert loaded.board == BOARD
    assert loaded.rules == Rules()


def test_lists_object(tmp_path: Path) -> None:
    text = json.dumps({"snakes": ["17,7", "54,34", "62,19", "98,79"], "ladders": ["3,22", "5,8", "11,26", "20,29"]})
    loaded = load_board(write(tmp_path, text))
    assert loaded.board == BOARD


def test_lists_object_with_only_ladders_and_dimensions(tmp_path: Path) -> None:
    loaded = load_board(write(tmp_path, json.dumps({"ladders": [[2, 11]], "rows": 3, "cols": 4})))
    assert loaded.board == Board(3, 4, {2: 11})


def test_linear_object(tmp_path: Path) -> None:
    move = [
        -1,
        -1,
        21,
        -1,
        7,
        -1,
        -1,
        -1,
        -1,
        -1,
        25,
        -1,
        -1,
        -1,
        -1,
        -1,
        3,
        -1,
        6,
        28,
        8,
        -1,
        -1,
        -1,
        -1,
        -1,
        0,
        -1,
        -1,
        -1,
    ]
    loaded = load_board(write(tmp_path, json.dumps({"move": move})))
    assert loaded.board.size == 30
    assert loaded.board.jumps == {i + 1: v + 1 for i, v in enumerate(move) if v != -1}
    assert solution(loaded.board, loaded.rules).min_rolls == 3


def test_missing_rules_take_the_defaults(tmp_path: Path) -> None:
    assert load_board(write(tmp_path, snl())).rules == Rules()


@pytest.mark.parametrize(
    "given_rules, expected",
    [
        ({}, Rules()),
        ({"overshoot": "bounce"}, Rules(overshoot="bounce")),
        ({"start": "off-board", "extra_roll_on_six": False}, Rules(start="off-board", extra_roll_on_six=False)),
        ({"three_sixes_void": False, "unknown_future_rule": 3}, Rules(three_sixes_void=False)),
    ],
)
def test_missing_rules_keys_take_the_defaults(tmp_path: Path, given_rules: dict[str, Any], expected: Rules) -> None:
    assert load_board(write(tmp_path, snl(rules=given_rules))).rules == expected


def test_a_utf8_bom_is_accepted(tmp_path: Path) -> None:
    assert load_board(write(tmp_path, b"\xef\xbb\xbf" + snl().encode())).board == Board(2, 2, {2: 3})


# -- damaged and hostile files ---------------------------------------------------------------------------


def test_truncated_json(tmp_path: Path) -> None:
    text = snl()
    refused(write(tmp_path, text[: len(text) // 2]))


def test_random_binary_bytes(tmp_path: Path) -> None:
    refused(write(tmp_path, random.Random(909).randbytes(4096)))


def test_an_empty_file(tmp_path: Path) -> None:
    refused(write(tmp_path, b""))


def test_a_blank_file(tmp_path: Path) -> None:
    refused(write(tmp_path, b"  \n\t\n"))


def test_json_nested_100000_deep(tmp_path: Path) -> None:
    refused(write(tmp_path, "[" * 100_000))
    refused(write(tmp_path, '{"a":' * 100_000))


DEEP = "[" * 900 + "]" * 900  # parses (just under the recursion limit), then must be refused


@pytest.mark.parametrize("field", ["matrix", "rows", "format", "name", "version", "rules"])
def test_json_nested_just_under_the_parser_limit_inside_fields(tmp_path: Path, field: str) -> None:
    refused(write(tmp_path, snl(**{field: "__DEEP__"}).replace('"__DEEP__"', DEEP)))


@pytest.mark.parametrize(
    "text",
    [
        snl(rules={"overshoot": "x" * 100_000}),
        snl(rules={"start": "y" * 100_000}),
        snl(rules={"extra_roll_on_six": "z" * 100_000}),
        snl(rules={"overshoot": "__DEEP__"}).replace('"__DEEP__"', DEEP),
        snl(format="f" * 100_000),
        snl(matrix=[[-1, "x" * 100_000], [-1, -1]]),
        snl(rows="r" * 100_000),
        json.dumps({"snakes": ["s" * 100_000]}),
        json.dumps({"move": [-1, "m" * 100_000, -1, -1]}),
    ],
    ids=["overshoot", "start", "extra-roll", "deep-overshoot", "format", "matrix-cell", "rows", "snake", "move"],
)
def test_a_huge_value_does_not_make_a_huge_message(tmp_path: Path, text: str) -> None:
    message = refused(write(tmp_path, text))
    assert len(message) <= 300, f"{len(message)} characters: {message[:120]}..."


def test_a_billion_rows_is_refused_before_any_work(tmp_path: Path) -> None:
    message = refused(write(tmp_path, '{"format":"snl-board","version":1,"rows":1000000000,"cols":10,"matrix":[]}'))
    assert "rows" in message


def test_a_200_mb_file_is_refused_by_its_size_without_being_read(tmp_path: Path, forbid_opening) -> None:
    path = tmp_path / "huge.snl"
    with open(path, "wb") as f:
        f.truncate(200 * 1024 * 1024)  # sparse: no disk used
    forbid_opening(path)
    assert "MB" in refused(path)


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity(tmp_path: Path, constant: str) -> None:
    refused(write(tmp_path, f"[[{constant}, -1], [-1, -1]]"))
    refused(write(tmp_path, snl(rows="__C__").replace('"__C__"', constant)))


def test_a_float_too_big_for_a_double(tmp_path: Path) -> None:
    refused(write(tmp_path, "[[1e999, -1], [-1, -1]]"))


def test_a_5000_digit_integer(tmp_path: Path) -> None:
    refused(write(tmp_path, "[[" + "9" * 5000 + ", -1], [-1, -1]]"))
    refused(write(tmp_path, snl(rows="__N__").replace('"__N__"', "7" * 5000)))


def test_a_newer_version(tmp_path: Path) -> None:
    message = refused(write(tmp_path, snl(version=2)))
    assert "2" in message


@pytest.mark.parametrize("version", [0, -1, "1", 1.0, True, None])
def test_a_bad_version(tmp_path: Path, version: Any) -> None:
    refused(write(tmp_path, snl(version=version)))


@pytest.mark.parametrize("fmt", ["snl-game", "", 1, None, ["snl-board"]])
def test_a_wrong_format(tmp_path: Path, fmt: Any) -> None:
    refused(write(tmp_path, snl(format=fmt)))


def test_a_directory(tmp_path: Path) -> None:
    folder = tmp_path / "folder.snl"
    folder.mkdir()
    refused(folder)


def test_a_missing_file(tmp_path: Path) -> None:
    refused(tmp_path / "nowhere.snl")


@pytest.mark.parametrize(
    "text",
    [
        "null",
        "5",
        '"a board"',
        "true",
        "{}",
        '{"name": "x"}',
        snl(rows=3),
        snl(cols=3),
        snl(matrix=[[-1, -1], [-1]]),
        snl(matrix=[[-1, -1], [-1, 9]]),
        snl(matrix=[[1, -1], [-1, -1]]),
        snl(matrix=None),
        snl(rows=1, cols=4, matrix=[[-1, -1, -1, -1]]),
        snl(rules=[]),
        snl(rules={"overshoot": "sideways"}),
        snl(rules={"start": 0}),
        snl(rules={"extra_roll_on_six": "yes"}),
        snl(rules={"three_sixes_void": 1}),
        snl(rules={"overshoot": "x" * 100_000}),
        snl(name=5),
        snl(format="snl-board" + "!" * 100_000),
        '{"snakes": "17,7"}',
        '{"snakes": ["7,17"]}',
        '{"ladders": ["3"]}',
        '{"snakes": [], "rows": 1}',
        '{"move": [-1, 5, -1]}',
        '{"move": "abc"}',
        '{"move": [-1, -1, -1, -1], "rows": 3}',
    ],
    ids=lambda text: text[:50],
)
def test_files_that_are_not_boards(tmp_path: Path, text: str) -> None:
    refused(write(tmp_path, text))


def test_an_object_holding_only_a_matrix_is_not_told_it_has_no_matrix(tmp_path: Path) -> None:
    # Only the .snl object (with "format") and the lists/linear objects are promised; but if
    # {"matrix": ...} is refused, the message must not claim the object has no 'matrix'.
    for doc in ({"matrix": [[-1, -1], [-1, 3]]}, {"rows": 2, "cols": 2, "matrix": [[-1, -1], [-1, 3]]}):
        path = write(tmp_path, json.dumps(doc))
        try:
            loaded = load_board(path)
        except BoardError as exc:
            assert "none of" not in str(exc) or "'matrix'" not in str(exc), str(exc)
        else:
            assert loaded.board == Board(2, 2, {2: 3})


def test_a_utf16_file(tmp_path: Path) -> None:
    refused(write(tmp_path, snl().encode("utf-16")))


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=300))
def test_any_bytes_load_or_give_a_board_error(data: bytes) -> None:
    try:
        loaded = parse_board_bytes(data)
    except BoardError as exc:
        assert "\n" not in str(exc)
    else:
        assert isinstance(loaded.board, Board)


# -- atomic save -----------------------------------------------------------------------------------------


@pytest.fixture
def saved(tmp_path: Path) -> tuple[Path, bytes]:
    """A folder holding one saved board file, and its bytes."""
    path = tmp_path / "board.snl"
    save_board(path, BOARD, Rules(), "the original")
    return path, path.read_bytes()


def assert_untouched(saved: tuple[Path, bytes]) -> None:
    path, original = saved
    assert path.read_bytes() == original
    assert os.listdir(path.parent) == [path.name], "a temporary file was left behind"


def disk_full(*args: Any, **kwargs: Any) -> Any:
    raise OSError(errno.ENOSPC, "No space left on device")


def test_failed_rename_leaves_the_previous_file(saved: tuple[Path, bytes], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(safe_io.os, "replace", disk_full)
    with pytest.raises(OSError):
        save_board(saved[0], Board(4, 4, {2: 15}), Rules(overshoot="bounce"), "new")
    monkeypatch.undo()
    assert_untouched(saved)
    assert load_board(saved[0]).name == "the original"


def test_failed_flush_to_disk_leaves_the_previous_file(
    saved: tuple[Path, bytes], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(safe_io.os, "fsync", disk_full)
    with pytest.raises(OSError):
        save_board(saved[0], Board(4, 4, {2: 15}))
    monkeypatch.undo()
    assert_untouched(saved)


class HalfWriter(io.RawIOBase):
    """A file whose writes stop (disk full) after half of the first write."""

    def __init__(self, fd: int) -> None:
        self.fd = fd

    def writable(self) -> bool:
        return True

    def write(self, data: Any) -> int:
        os.write(self.fd, bytes(data)[: len(data) // 2])
        raise OSError(errno.ENOSPC, "No space left on device")

    def fileno(self) -> int:
        return self.fd

    def close(self) -> None:
        if not self.closed:
            os.close(self.fd)
        super().close()


def test_write_failing_midway_leaves_the_previous_file(
    saved: tuple[Path, bytes], monkeypatch: pytest.MonkeyPatch
) -> None:
    opened: list[int] = []

    def fdopen(fd: int, *args: Any, **kwargs: Any) -> HalfWriter:
        opened.append(fd)
        return HalfWriter(fd)

    monkeypatch.setattr(safe_io.os, "fdopen", fdopen)
    with pytest.raises(OSError):
        save_board(saved[0], Board(4, 4, {2: 15}))
    monkeypatch.undo()
    assert opened, "the save did not write through os.fdopen; update this test's fault injection"
    assert_untouched(saved)


def test_failed_save_of_a_new_file_leaves_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(safe_io.os, "replace", disk_full)
    with pytest.raises(OSError):
        save_board(tmp_path / "new.snl", BOARD)
    monkeypatch.undo()
    assert os.listdir(tmp_path) == []


def test_saving_into_a_missing_folder_fails_cleanly(tmp_path: Path) -> None:
    with pytest.raises(OSError):
        save_board(tmp_path / "no" / "such" / "folder.snl", BOARD)
    assert os.listdir(tmp_path) == []


def test_a_named_pipe_is_refused_at_once_instead_of_blocking(tmp_path) -> None:
    fifo = tmp_path / "board.snl"
    os.mkfifo(fifo)  # opening it for reading would block until a writer comes
    with pytest.raises(BoardError, match="not a regular file"):
        load_board(fifo)


def test_a_ragged_row_names_its_squares() -> None:
    with pytest.raises(BoardError, match=r"row 1 \(squares 1–3\) has 2 columns"):
        Board.from_matrix([[-1, -1, -1], [-1, -1]])


# -- saves: links, stale temporaries, the folder ------------------------------------------------


def test_a_save_writes_through_a_symbolic_link(saved: tuple[Path, bytes]) -> None:
    path, _ = saved
    link = path.parent / "link.snl"
    link.symlink_to(path)
    save_board(link, Board(4, 4, {2: 15}), Rules(), "through the link")
    assert link.is_symlink()  # still a link
    assert load_board(path).name == "through the link"  # its target holds the new board


def test_a_save_removes_the_temporaries_a_killed_save_left(saved: tuple[Path, bytes]) -> None:
    path, _ = saved
    stale = path.parent / f".{path.name}.abc123.tmp"
    stale.write_bytes(b"half a board")
    os.utime(stale, (1, 1))  # left long ago
    fresh = path.parent / f".{path.name}.xyz789.tmp"  # another window saving right now
    fresh.write_bytes(b"being written")
    other = path.parent / ".other.snl.abc.tmp"
    other.write_bytes(b"not ours")
    os.utime(other, (1, 1))
    save_board(path, Board(4, 4))
    assert not stale.exists()
    assert fresh.exists() and other.exists()


def test_a_save_flushes_the_folder_too(saved: tuple[Path, bytes], monkeypatch: pytest.MonkeyPatch) -> None:
    synced: list[str] = []
    real_fsync = safe_io.os.fsync

    def fsync(fd: int) -> None:
        synced.append("folder" if os.path.isdir(f"/proc/self/fd/{fd}") else "file")
        real_fsync(fd)

    monkeypatch.setattr(safe_io.os, "fsync", fsync)
    save_board(saved[0], Board(4, 4))
    assert synced == ["file", "folder"]


# -- files that would expand in memory are refused before they are parsed ----------------------


def test_millions_of_empty_lists_are_refused_before_parsing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "bomb.snl"
    path.write_text("[" + ",".join(["[]"] * 1_000_000) + "]", "utf-8")
    monkeypatch.setattr(safe_io.json, "loads", lambda *a, **k: pytest.fail("the file was parsed"))
    with pytest.raises(BoardError, match="1,000,001 lists and objects"):
        load_board(path)


def test_millions_of_texts_are_refused_before_parsing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "texts.snl"
    path.write_text("[" + ",".join(['"a"'] * 700_000) + "]", "utf-8")
    monkeypatch.setattr(safe_io.json, "loads", lambda *a, **k: pytest.fail("the file was parsed"))
    with pytest.raises(BoardError, match="700,000 texts"):
        load_board(path)


def test_numbers_with_a_decimal_point_are_one_shared_value_refused_where_they_stand() -> None:
    with pytest.raises(BoardError, match=r"row 1, column 0 \(square 1\): a number with a decimal point"):
        boards.parse_board_bytes(b"[[-1, -1], [1.5, -1]]")
    decoded = safe_io.decode_json(b"[1.5, 2.5, 3.5]")
    assert decoded[0] is decoded[1] is decoded[2]  # millions of them cost a pointer each
