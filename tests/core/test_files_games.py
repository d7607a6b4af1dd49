"""Saved games (`.snlgame`): random games survive save and resume exactly; the docs/rules.md example
resumes to the same answers; tampered, damaged, hostile and huge files are refused with one
short line naming what is wrong (the turn, for a history that does not replay); saving is atomic."""

from __future__ import annotations

import errno
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from snl_desktop.core import Board, BoardError, Overshoot, Rules, SnakeAndLadderGame, Start
from snl_desktop.core.files import safe_io
from snl_desktop.core.files.games import (
    GAME_FORMAT,
    GAME_VERSION,
    MAX_TURNS,
    GameFileError,
    GameRecord,
    Seat,
    dumps_game,
    load_game,
    parse_game_bytes,
    save_game,
)
from snl_desktop.core.names import name_problem

# -- strategies ---------------------------------------------------------------------------------

RULES = st.builds(
    Rules,
    extra_roll_on_six=st.booleans(),
    three_sixes_void=st.booleans(),
    overshoot=st.sampled_from(list(Overshoot)),
    start=st.sampled_from(list(Start)),
)
DIE = st.integers(1, 6)
PLAYER_IDS = st.lists(
    st.text(min_size=1, max_size=6).filter(lambda s: not name_problem(s)),  # any valid name
    min_size=1,
    max_size=10,
    unique_by=lambda s: s.strip().casefold(),
)
COLOUR = st.from_regex(r"#[0-9a-fA-F]{6}", fullmatch=True)
NAME = st.text(alphabet="abcXYZ é✓-'\"\\", max_size=20).map(str.strip)


@st.composite
def boards(draw: st.DrawFn) -> Board:
    rows, cols = draw(st.integers(2, 8)), draw(st.integers(2, 8))
    n = rows * cols
    starts = draw(st.lists(st.integers(1, n - 1), unique=True, max_size=n // 2))
    return Board(rows, cols, {s: draw(st.integers(1, n)) for s in starts})


def legal_dice(draw: st.DrawFn, rules: Rules) -> list[int]:
    if not rules.extra_roll_on_six:
        return [draw(DIE)]
    return draw(
        st.one_of(
            DIE.map(lambda d: [d]),
            DIE.map(lambda d: [6, d]),
            DIE.map(lambda d: [6, 6, d]),
            st.just([6, 6, 6]),
            st.just([6]),
            st.just([6, 6]),
        )
    )


@st.composite
def played_games(draw: st.DrawFn) -> tuple[SnakeAndLadderGame, list[str], str]:
    """A game on a random board under random rules, played through the engine for up to
    ``limit`` turns or until someone wins; the players' colours; the board's name."""
    rules = draw(RULES)
    ids = draw(PLAYER_IDS)
    game = SnakeAndLadderGame.from_board(draw(boards()), ids, rules)
    limit = draw(st.integers(0, 120))
    while len(game.history) < limit and not game.finished:
        outcome = game.play(game.current_player, legal_dice(draw, rules))
        assert outcome.changed
    colours = draw(st.lists(COLOUR, min_size=len(ids), max_size=len(ids)))
    return game, colours, draw(NAME)


def assert_same_game(restored: SnakeAndLadderGame, original: SnakeAndLadderGame) -> None:
    assert restored.players == original.players
    assert restored.board == original.board and restored.rules == original.rules
    assert {p: restored.get_player_position(p) for p in restored.players} == {
        p: original.get_player_position(p) for p in original.players
    }
    assert restored.get_winner() == original.get_winner()
    assert restored.current_player == original.current_player
    assert [o.result for o in restored.history] == [o.result for o in original.history]
    assert restored.history == original.history


# -- round trip ---------------------------------------------------------------------------------


@pytest.mark.slow
@settings(max_examples=150, deadline=None)
@given(played_games())
def test_a_random_game_survives_save_and_resume(case: tuple[SnakeAndLadderGame, list[str], str]) -> None:
    game, colours, name = case
    record = GameRecord.from_game(game, colours, name)
    assert record.turns == tuple((o.player, o.dice) for o in game.history)
    text = dumps_game(record)
    loaded = parse_game_bytes(text.encode("utf-8"))
    assert loaded == record
    assert [p.colour for p in loaded.players] == colours and loaded.name == name
    assert_same_game(loaded.replay(), game)
    assert dumps_game(loaded) == text


def test_save_and_load_on_disk(tmp_path: Path) -> None:
    game = SnakeAndLadderGame.from_board(
        Board(4, 4, {3: 12, 14: 2}), ["Ana", "Ben", "Céline"], Rules(overshoot="bounce")
    )
    for dice in ([2], [6, 1], [5], [6, 6, 6], [1], [3]):
        game.play(game.current_player, dice)
    path = tmp_path / "family.snlgame"
    save_game(path, GameRecord.from_game(game, ["#d62728", "#1F77B4", "#2ca02c"], "Four by four"))
    loaded = load_game(path)
    assert loaded.name == "Four by four"
    assert_same_game(loaded.replay(), game)
    doc = json.loads(path.read_text("utf-8"))
    assert (doc["format"], doc["version"]) == (GAME_FORMAT, GAME_VERSION)
    assert set(doc) == {"format", "version", "name", "board", "rules", "players", "turns"}
    assert doc["board"] == {"rows": 4, "cols": 4, "matrix": Board(4, 4, {3: 12, 14: 2}).to_matrix()}
    assert doc["players"][2] == {"id": "Céline", "colour": "#2ca02c"}
    assert doc["turns"][1] == {"player": "Ben", "dice": [6, 1]}


def test_a_game_saved_before_the_first_turn() -> None:
    game = SnakeAndLadderGame(["solo"])
    loaded = parse_game_bytes(dumps_game(GameRecord.from_game(game, ["#000000"])).encode())
    assert loaded.turns == () and loaded.replay().get_player_position("solo") == 1


def test_a_name_with_line_breaks_is_read_back_on_one_line() -> None:
    record = GameRecord.from_game(SnakeAndLadderGame(["A"]), ["#000000"], "two\nlines")
    assert parse_game_bytes(dumps_game(record).encode()).name == "two lines"


# -- the docs/rules.md example, saved and resumed -------------------------------------------------------

SPEC_SNAKES = ["17,7", "54,34", "62,19", "98,79"]
SPEC_LADDERS = ["3,22", "5,8", "11,26", "20,29"]


def test_the_spec_example_saved_after_three_turns_resumes_to_the_same_answers(tmp_path: Path) -> None:
    game = SnakeAndLadderGame(["A", "B"], SPEC_SNAKES, SPEC_LADDERS)
    assert [game.play_turn("A", [2]), game.play_turn("B", [4]), game.play_turn("A", [6, 3])] == [
        "A,22,B,CONTINUE",
        "B,8,A,CONTINUE",
        "A,31,B,CONTINUE",
    ]
    path = tmp_path / "spec.snlgame"
    save_game(path, GameRecord.from_game(game, ["#ff0000", "#0000ff"], "docs/rules.md"))

    resumed = load_game(path).replay()
    assert resumed.play_turn("B", [5]) == game.play_turn("B", [5]) == "B,13,A,CONTINUE"
    for player, dice in [("A", [6, 6, 6]), ("B", [6, 1]), ("B", [1]), ("A", [3])]:
        assert resumed.play_turn(player, dice) == game.play_turn(player, dice)
    assert_same_game(resumed, game)


# -- tampered files ---------------------------------------------------------------------------------


def won_game() -> dict[str, Any]:
    """A 3×3 board with a ladder 2→8; X wins on turn 3. As the parsed JSON of its file."""
    game = SnakeAndLadderGame.from_board(Board(3, 3, {2: 8}), ["X", "Y"])
    assert [game.play_turn("X", [1]), game.play_turn("Y", [2]), game.play_turn("X", [1])] == [
        "X,8,Y,CONTINUE",
        "Y,3,X,CONTINUE",
        "WIN",
    ]
    doc = json.loads(dumps_game(GameRecord.from_game(game, ["#112233", "#445566"], "tiny")))
    assert parse_game_bytes(json.dumps(doc).encode()).replay().get_winner() == "X"  # the untampered file opens
    return doc


def refused_bytes(data: bytes) -> str:
    with pytest.raises(GameFileError) as info:
        parse_game_bytes(data)
    message = str(info.value)
    assert message and "\n" not in message and "\r" not in message, repr(message)
    assert len(message) <= 300, f"{len(message)} characters: {message[:120]}..."
    return message


def refused(doc: Any) -> str:
    return refused_bytes(json.dumps(doc).encode("utf-8"))


def tampered(change: Callable[[dict[str, Any]], None]) -> str:
    doc = won_game()
    change(doc)
    return refused(doc)


def test_a_die_changed_to_7() -> None:
    message = tampered(lambda d: d["turns"][1].update(dice=[7]))
    assert "turn 2" in message and "7" in message and '"Y"' in message


def test_a_turn_given_to_the_wrong_player() -> None:
    message = tampered(lambda d: d["turns"][1].update(player="X"))
    assert "turn 2" in message and '"X"' in message and "[2]" in message
    assert message.endswith("it was Y's turn, not X's")  # in words, not the engine's INVALID MOVE


def test_a_turn_after_the_winning_turn() -> None:
    message = tampered(lambda d: d["turns"].append({"player": "Y", "dice": [1]}))
    assert "turn 4" in message and "GAME COMPLETED" in message and "turn 3" in message


def test_a_player_removed() -> None:
    message = tampered(lambda d: d["players"].pop())
    assert "turn 2" in message and '"Y"' in message


def test_a_duplicated_player_id() -> None:
    message = tampered(lambda d: d["players"][1].update(id="X"))
    assert "“X”" in message and "must differ" in message


def test_a_colour_that_is_not_rrggbb() -> None:
    message = tampered(lambda d: d["players"][1].update(colour="red"))
    assert "colour" in message and '"red"' in message


def test_a_newer_version_asks_for_an_update() -> None:
    message = tampered(lambda d: d.update(version=2))
    assert "version 2" in message and "update" in message


def test_a_board_file_is_not_a_saved_game() -> None:
    assert "board file" in tampered(lambda d: d.update(format="snl-board"))


def test_truncated_json() -> None:
    text = json.dumps(won_game())
    message = refused_bytes(text[: len(text) // 2].encode())
    assert "JSON" in message
    assert message.startswith("the file is damaged or is not a saved game file")  # words a family can read


def test_binary_bytes() -> None:
    assert "UTF-8" in refused_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\xff\xfe" + bytes(range(256)))


def test_json_nested_100000_deep() -> None:
    assert "deep" in refused_bytes(b"[" * 100_000)
    assert "deep" in refused_bytes(b'{"a":' * 100_000)


def test_dice_of_true_are_not_numbers() -> None:
    message = tampered(lambda d: d["turns"][0].update(dice=[True]))
    assert "turn 1" in message and "true" in message


@pytest.mark.slow
def test_100001_turns_are_refused_before_replaying(monkeypatch: pytest.MonkeyPatch) -> None:
    doc = won_game()
    doc["turns"] = [{"player": "XY"[i % 2], "dice": [1]} for i in range(MAX_TURNS + 1)]
    doc["turns"][0] = {"player": 5}  # the count is checked before any turn is read
    data = json.dumps(doc).encode()

    def no_replay(self: GameRecord) -> SnakeAndLadderGame:
        raise AssertionError("the turns were replayed")

    monkeypatch.setattr(GameRecord, "replay", no_replay)
    message = refused_bytes(data)
    assert "100001" in message and "100000" in message and "turn 1" not in message


@pytest.mark.slow
def test_100000_turns_are_still_read() -> None:
    game = SnakeAndLadderGame.from_board(
        Board(10, 10, {s: 1 for s in range(94, 100)}), ["A", "B"], Rules(extra_roll_on_six=False)
    )  # 100 cannot be reached
    for i in range(MAX_TURNS):
        game.play(game.current_player, [i % 6 + 1])
    loaded = parse_game_bytes(dumps_game(GameRecord.from_game(game, ["#000000", "#ffffff"])).encode())
    assert len(loaded.turns) == MAX_TURNS


@pytest.mark.parametrize(
    "change, expected",
    [
        (lambda d: d.pop("format"), "format"),
        (lambda d: d.update(format="snl-gamez"), "format"),
        (lambda d: d.pop("version"), "version"),
        (lambda d: d.update(version=True), "version"),
        (lambda d: d.update(version="1"), "version"),
        (lambda d: d.update(version=0), "version"),
        (lambda d: d.pop("board"), "board"),
        (lambda d: d.pop("rules"), "rules"),
        (lambda d: d.pop("players"), "players"),
        (lambda d: d.pop("turns"), "turns"),
        (lambda d: d.update(board=[[-1, -1], [-1, -1]]), "board"),
        (lambda d: d["board"].update(rows=4), "3×3"),
        (lambda d: d["board"].pop("matrix"), "board"),
        (lambda d: d["board"]["matrix"][0].append(-1), "board"),
        (lambda d: d["board"]["matrix"][1].__setitem__(1, 99), "99"),
        (lambda d: d["board"]["matrix"][1].__setitem__(1, True), "board"),
        (lambda d: d.update(rules={"overshoot": "fly"}), "overshoot"),
        (lambda d: d.update(rules=[]), "rules"),
        (lambda d: d.update(name=5), "name"),
        (lambda d: d.update(players={"X": "#112233"}), "players"),
        (lambda d: d.update(players=[]), "1 to 10 players, not 0"),
        (lambda d: d.update(players=[{"id": f"P{i}", "colour": "#000000"} for i in range(11)]), "not 11"),
        (lambda d: d["players"].__setitem__(0, "X"), "player 1"),
        (lambda d: d["players"][0].pop("colour"), "player 1"),
        (lambda d: d["players"][0].update(id=7), "player 1"),
        (lambda d: d["players"][0].update(id=""), "player 1"),
        (lambda d: d["players"][0].update(id=" \t"), "player 1"),
        (lambda d: d["players"][0].update(id="X,1"), "comma"),
        (lambda d: d["players"][0].update(id="x," + "x" * 100_000), "comma"),
        (lambda d: d["players"][0].update(colour="#12345"), "colour"),
        (lambda d: d["players"][0].update(colour="#12345g"), "colour"),
        (lambda d: d["players"][0].update(colour=None), "colour"),
        (lambda d: d.update(turns={"1": ["X", [1]]}), "turns"),
        (lambda d: d["turns"].__setitem__(0, ["X", [1]]), "turn 1"),
        (lambda d: d["turns"][0].pop("dice"), "turn 1"),
        (lambda d: d["turns"][1].update(player=2), "turn 2"),
        (lambda d: d["turns"][1].update(player="Z"), "turn 2"),
        (lambda d: d["turns"][1].update(player="Z" * 100_000), "not one of the players"),
        (lambda d: d["turns"][1].update(dice=2), "turn 2"),
        (lambda d: d["turns"][1].update(dice="2"), "turn 2"),
        (lambda d: d["turns"][1].update(dice=[2.0]), "turn 2"),
        (lambda d: d["turns"][1].update(dice=[]), "turn 2"),
        (lambda d: d["turns"][1].update(dice=[1, 6]), "turn 2"),
        (lambda d: d["turns"][1].update(dice=[6, 6, 6, 1]), "turn 2"),
        (lambda d: d["turns"][1].update(dice=[0]), "turn 2"),
    ],
    ids=lambda v: v if isinstance(v, str) else "",
)
def test_every_field_is_checked(change: Callable[[dict[str, Any]], None], expected: str) -> None:
    assert expected in tampered(change)


def test_one_die_a_turn_refuses_an_extra_throw() -> None:
    message = tampered(lambda d: (d["rules"].update(extra_roll_on_six=False), d["turns"][1].update(dice=[6, 2])))
    assert "turn 2" in message


@pytest.mark.parametrize("doc", [[], "snl-game", 3, None, True])
def test_not_an_object(doc: Any) -> None:
    assert "object" in refused(doc)


@pytest.mark.parametrize(
    "text",
    [
        b"",
        b"  \n",
        b'{"format": "snl-game", "version": NaN}',
        b'{"format": "snl-game", "version": 1' + b"1" * 5000 + b"}",
    ],
)
def test_empty_and_hostile_numbers(text: bytes) -> None:
    refused_bytes(text)


DEEP = "[" * 900 + "]" * 900  # parses (just under the parser's limit), then must be refused


@pytest.mark.parametrize(
    "path",
    [
        ("name",),
        ("board",),
        ("board", "matrix"),
        ("board", "rows"),
        ("rules",),
        ("rules", "start"),
        ("players",),
        ("players", 0),
        ("players", 0, "id"),
        ("players", 0, "colour"),
        ("turns",),
        ("turns", 0),
        ("turns", 0, "player"),
        ("turns", 0, "dice"),
        ("format",),
        ("version",),
    ],
)
def test_nesting_just_under_the_parser_limit_inside_a_field(path: tuple[Any, ...]) -> None:
    doc = won_game()
    target = doc
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = "__DEEP__"
    refused_bytes(json.dumps(doc).replace('"__DEEP__"', DEEP).encode())


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d["players"][0].update(id="x," + "x" * 100_000),
        lambda d: d["players"][0].update(id=" " * 100_000),
        lambda d: d["players"][0].update(colour="c" * 100_000),
        lambda d: d["players"].__setitem__(0, {"id": "i" * 100_000}),
        lambda d: d["turns"][0].update(player="p" * 100_000),
        lambda d: d["turns"][0].update(dice=[7] * 100_000),
        lambda d: d["turns"][0].update(dice=[1] * 50_000 + ["x" * 100_000]),
        lambda d: d.update(format="f" * 100_000),
        lambda d: d.update(version="v" * 100_000),
        lambda d: d.update(name=["n" * 100_000]),
        lambda d: d["board"]["matrix"][0].__setitem__(0, "m" * 100_000),
        lambda d: d["rules"].update(overshoot="o" * 100_000),
        lambda d: d["players"][1].update(id="p" * 100_000),  # a valid, long id that never plays
    ],
    ids=[
        "id-comma",
        "id-blank",
        "colour",
        "player-object",
        "turn-player",
        "dice",
        "die",
        "format",
        "version",
        "name",
        "matrix",
        "rules",
        "long-id",
    ],
)
def test_a_huge_value_does_not_make_a_huge_message(change: Callable[[dict[str, Any]], None]) -> None:
    tampered(change)  # `refused` checks the length


@pytest.mark.parametrize("bad", ["\n", "\r", "\u2028", "\x85", "\x1b[2J"])
def test_the_message_stays_on_one_line_whatever_the_ids(bad: str) -> None:
    message = tampered(lambda d: d["turns"][1].update(player=f"Y{bad}Z"))
    assert "turn 2" in message and bad not in message
    assert len(message.splitlines()) == 1


# -- files on disk ------------------------------------------------------------------------------------


def test_a_200_mb_file_is_refused_by_its_size_without_being_read(tmp_path: Path, forbid_opening) -> None:
    path = tmp_path / "huge.snlgame"
    with open(path, "wb") as f:
        f.truncate(200 * 1024 * 1024)  # sparse: no disk used
    forbid_opening(path)
    with pytest.raises(GameFileError, match="200 MB"):
        load_game(path)


def test_oversized_bytes_are_refused_before_decoding(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_decode(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("decoded")

    import snl_desktop.core.files.games as game_file

    monkeypatch.setattr(game_file, "decode_json", no_decode)
    assert "MB" in refused_bytes(b" " * (safe_io.MAX_FILE_BYTES + 1))


@pytest.mark.parametrize("make", ["folder", "missing", "fifo"])
def test_what_is_not_a_readable_file(tmp_path: Path, make: str) -> None:
    path = tmp_path / "game.snlgame"
    if make == "folder":
        path.mkdir()
    elif make == "fifo":
        if not hasattr(os, "mkfifo"):
            pytest.fail("this test needs os.mkfifo (POSIX)")
        os.mkfifo(path)  # reading it would block for ever
    with pytest.raises(GameFileError) as info:
        load_game(path)
    assert "\n" not in str(info.value)


def test_a_damaged_file_on_disk(tmp_path: Path) -> None:
    path = tmp_path / "damaged.snlgame"
    path.write_bytes(b"\x00\x01\x02garbage")
    with pytest.raises(GameFileError):
        load_game(path)


# -- atomic save -------------------------------------------------------------------------------------


def disk_full(*args: Any, **kwargs: Any) -> Any:
    raise OSError(errno.ENOSPC, "No space left on device")


def some_record(turns: int) -> GameRecord:
    game = SnakeAndLadderGame(["A", "B"], SPEC_SNAKES, SPEC_LADDERS)
    for _ in range(turns):
        game.play(game.current_player, [3])
    return GameRecord.from_game(game, ["#ff0000", "#0000ff"], "spec")


def test_a_failed_save_leaves_the_previous_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "game.snlgame"
    save_game(path, some_record(2))
    original = path.read_bytes()
    monkeypatch.setattr(safe_io.os, "replace", disk_full)
    with pytest.raises(OSError):
        save_game(path, some_record(5))
    monkeypatch.undo()
    assert path.read_bytes() == original
    assert os.listdir(tmp_path) == [path.name], "a temporary file was left behind"
    assert len(load_game(path).turns) == 2
    save_game(path, some_record(5))  # and the next save works
    assert len(load_game(path).turns) == 5


def test_a_failed_save_of_a_new_file_leaves_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(safe_io.os, "replace", disk_full)
    with pytest.raises(OSError):
        save_game(tmp_path / "new.snlgame", some_record(1))
    monkeypatch.undo()
    assert os.listdir(tmp_path) == []


# -- the record in code --------------------------------------------------------------------------------


def seated(seat: Seat) -> Seat:
    """``seat``, once a record has taken it (and so checked it)."""
    return GameRecord(Board(3, 3), Rules(), (seat,), ()).players[0]


@pytest.mark.parametrize("colour", ["red", "#12345", "#1234567", "#12345g", " #123456", "#123456\n", None, 0x123456])
def test_a_seat_checks_the_colour(colour: Any) -> None:
    with pytest.raises(GameFileError, match="colour"):
        seated(Seat("A", colour))


def test_a_seat_accepts_either_case() -> None:
    assert seated(Seat("A", "#A1b2C3")).colour == "#A1b2C3"


@pytest.mark.parametrize("pid", ["", "  ", "a,b", None, 7])
def test_a_seat_checks_the_name_as_the_engine_does(pid: Any) -> None:
    with pytest.raises(GameFileError, match="name"):
        seated(Seat(pid, "#000000"))


def test_from_game_needs_one_colour_per_player() -> None:
    with pytest.raises(GameFileError, match="2 players but 1 colours"):
        GameRecord.from_game(SnakeAndLadderGame(["A", "B"]), ["#000000"])


def test_a_record_built_in_code_checks_its_shape() -> None:
    board, rules, one = Board(3, 3), Rules(), (Seat("A", "#000000"),)
    with pytest.raises(GameFileError, match="must differ"):
        GameRecord(board, rules, one * 2, ())
    with pytest.raises(GameFileError, match="not 0"):
        GameRecord(board, rules, (), ())
    with pytest.raises(GameFileError, match="at most"):
        GameRecord(board, rules, one, (("A", (1,)),) * (MAX_TURNS + 1))
    record = GameRecord(board, rules, list(one), [("A", [1])])  # lists become tuples
    assert record.players == one and record.turns == (("A", (1,)),)
    assert hash(record) == hash(GameRecord(board, rules, one, (("A", (1,)),)))


def test_replay_of_a_record_built_in_code_names_the_refused_turn() -> None:
    players = (Seat("A", "#000000"), Seat("B", "#ffffff"))
    record = GameRecord(Board(3, 3), Rules(), players, (("A", (1,)), ("B", (1,)), ("B", (1,))))
    with pytest.raises(
        GameFileError, match=r'^turn 3 \("B", dice \[1\]\) does not replay: it was A\'s turn, not B\'s$'
    ):
        record.replay()


def test_replay_gives_a_new_game_each_time() -> None:
    record = some_record(3)
    first, second = record.replay(), record.replay()
    assert first is not second
    first.play(first.current_player, [1])
    assert len(second.history) == 3


# -- safe_io.decode_json -----------------------------------------------------------------------------


def test_decode_json_raises_the_callers_error() -> None:
    assert safe_io.decode_json(b'{"a": [1]}', GameFileError) == {"a": [1]}
    with pytest.raises(GameFileError) as info:
        safe_io.decode_json(b"[" * 100_000, GameFileError, "saved game")
    assert not isinstance(info.value, BoardError) and "not a saved game" in str(info.value)
    with pytest.raises(BoardError, match="not a board"):
        safe_io.decode_json(b"[" * 100_000)


# -- the dice of an unfinished turn ------------------------------------------------------------


def test_the_dice_of_an_unfinished_turn_round_trip(tmp_path):
    from snl_desktop.core.files.games import GameRecord, load_game, save_game

    game = SnakeAndLadderGame.from_board(Board(10, 10), ["A", "B"])
    game.play("A", [3])
    record = GameRecord.from_game(game, ["#111111", "#222222"], pending=[6, 6])
    save_game(tmp_path / "g.snlgame", record)
    loaded = load_game(tmp_path / "g.snlgame")
    assert loaded.pending == (6, 6)
    assert loaded.replay().current_player == "B"
    plain = GameRecord.from_game(game, ["#111111", "#222222"])
    save_game(tmp_path / "p.snlgame", plain)
    assert '"pending"' not in (tmp_path / "p.snlgame").read_text("utf-8")  # files without it are as before
    assert load_game(tmp_path / "p.snlgame").pending == ()


@pytest.mark.parametrize(
    "pending, why",
    [([6, 3], "whole turn"), ([7], "1 to 6"), ([2], "whole turn"), ("66", "list"), ([6, 6, 6], "at most two")],
)
def test_pending_dice_that_could_not_wait_are_refused(tmp_path, pending, why):
    import json

    from snl_desktop.core.files.games import GameFileError, GameRecord, dumps_game, parse_game_bytes

    game = SnakeAndLadderGame.from_board(Board(10, 10), ["A", "B"])
    doc = json.loads(dumps_game(GameRecord.from_game(game, ["#111111", "#222222"])))
    doc["pending"] = pending
    with pytest.raises(GameFileError, match=why):
        parse_game_bytes(json.dumps(doc).encode())
