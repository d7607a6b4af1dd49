"""The separate process that runs a student's solution: started by `runner` as a script (Python's
standard library only: never the app, never Qt), it loads the code in a namespace of its own,
finds the function, then answers one line for each board it is sent.

The protocol is JSON, one object a line, ASCII. From the parent: ``{"source", "filename",
"memory", "cpu"}``, then (once the child has said what it loaded) ``{"boards": [[number, board],
...]}``. From the child: ``{"loaded": {"name", "form", "in_class", "arguments"}}`` or
``{"load_error": {...}}``, then for each board ``{"number", "answer"}``, ``{"number", "value"}``
(not a whole number), ``{"number", "exception": {"type", "message", "line"}}`` or
``{"number", "memory": true}``. The student's own prints go nowhere: standard output is the
protocol's, and the code sees empty input.
"""

from __future__ import annotations

import inspect
import json
import numbers
import os
import sys
import traceback
from collections.abc import Callable
from typing import IO, Any

MATRIX_NAMES = ("snakesAndLadders", "snakes_and_ladders")
"""Names of a function given the LeetCode 909 matrix (in ``class Solution`` or on its own)."""
MOVE_NAMES = ("getMinDiceThrows", "minThrow")
"""Names of a function given the 0-based move array (GfG's minimum dice throws)."""
SOLUTION_CLASS = "Solution"
STUDENT_MODULE = "__solution__"
"""The ``__name__`` the student's code runs under: an ``if __name__ == "__main__":`` block of
their own tests is not run."""
MESSAGE_CHARACTERS = 300
CHILD_ARGUMENT = "--snl-check-child"
"""The frozen app's executable started with this argument is the child (`snl_desktop.cli.main`)."""


def _provided() -> dict[str, Any]:
    """What LeetCode's and GfG's pages let a solution use without importing it: typing's names
    (``List[List[int]]`` in a signature), ``collections`` and ``deque``, ``heapq``, ``math``."""
    import collections
    import heapq
    import math
    from typing import Deque, Dict, List, Optional, Set, Tuple  # noqa: UP035 - the names LeetCode's code uses

    return {
        "List": List,  # noqa: UP006
        "Dict": Dict,  # noqa: UP006
        "Set": Set,  # noqa: UP006
        "Tuple": Tuple,  # noqa: UP006
        "Deque": Deque,  # noqa: UP006
        "Optional": Optional,
        "collections": collections,
        "deque": collections.deque,
        "defaultdict": collections.defaultdict,
        "heapq": heapq,
        "math": math,
    }


def _short(text: str) -> str:
    return text if len(text) <= MESSAGE_CHARACTERS else text[: MESSAGE_CHARACTERS - 1] + "…"


def _line_in(error: BaseException, filename: str) -> int | None:
    """The line of the student's file where ``error`` was raised (the innermost of their frames)."""
    line = None
    for frame in traceback.extract_tb(error.__traceback__):
        if frame.filename == filename:
            line = frame.lineno
    return line


def _exception(error: BaseException, filename: str) -> dict[str, Any]:
    try:
        message = str(error)
    except Exception:  # noqa: BLE001 - a student's exception whose __str__ fails
        message = ""
    message = " ".join(message.split())  # one line: a report gives each failure one
    return {"type": type(error).__name__, "message": _short(message), "line": _line_in(error, filename)}


def _limit(memory: int, cpu: int) -> None:
    """The memory limit (address space) and a CPU-time backstop, on POSIX; no core file."""
    try:
        import resource
    except ImportError:  # Windows: no setrlimit (the parent's time limit still holds)
        return
    for which, value in ((resource.RLIMIT_AS, memory), (resource.RLIMIT_CPU, cpu), (resource.RLIMIT_CORE, 0)):
        if value < 0:
            continue
        try:
            _soft, hard = resource.getrlimit(which)
            cap = value if hard == resource.RLIM_INFINITY else min(value, hard)
            resource.setrlimit(which, (cap, hard if which == resource.RLIMIT_CPU else cap))
        except (ValueError, OSError):
            pass  # a platform that refuses one limit still gets the others


def _positional(function: Callable[..., Any]) -> int | None:
    """How many positional arguments ``function`` takes (a bound method: without self); None
    when it cannot be told (a builtin) or it takes any number."""
    try:
        parameters = inspect.signature(function).parameters.values()
    except (TypeError, ValueError):
        return None
    kinds = [p for p in parameters if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    if any(p.kind == p.VAR_POSITIONAL for p in parameters):
        return None
    return len([p for p in kinds if p.default is p.empty]) or len(kinds)


class Found:
    """The student's function and how to call it."""

    def __init__(self, namespace: dict[str, Any]) -> None:
        self.name = ""
        self.form = ""
        self.in_class = False
        self.arguments = 1
        self.call: Callable[[Any], Any] | None = None
        solution = namespace.get(SOLUTION_CLASS)
        for names, form in ((MATRIX_NAMES, "matrix"), (MOVE_NAMES, "move")):
            for name in names:
                if isinstance(solution, type) and callable(getattr(solution, name, None)):
                    self._choose(name, form, True, getattr(solution, name), solution)
                    return
        for names, form in ((MATRIX_NAMES, "matrix"), (MOVE_NAMES, "move")):
            for name in names:
                if callable(namespace.get(name)) and not isinstance(namespace.get(name), type):
                    self._choose(name, form, False, namespace[name], None)
                    return

    def _choose(self, name: str, form: str, in_class: bool, function: Any, owner: type | None) -> None:
        self.name, self.form, self.in_class = name, form, in_class
        probe = function
        if owner is not None:
            try:
                probe = getattr(owner(), name)  # bound: its signature without self
            except Exception:  # noqa: BLE001 - a constructor that fails: said when it is called
                probe = function
        counted = _positional(probe)
        self.arguments = 1 if counted is None else counted
        swap = name == "minThrow"  # GfG's minThrow(n, move); getMinDiceThrows(move, n)

        def call(board: Any) -> Any:
            target = getattr(owner(), name) if owner is not None else function  # a fresh instance a board, as LeetCode
            if self.arguments == 2 and form == "move":
                return target(len(board), board) if swap else target(board, len(board))
            return target(board)

        self.call = call

    def describe(self) -> dict[str, Any]:
        return {"name": self.name, "form": self.form, "in_class": self.in_class, "arguments": self.arguments}


def _definitions(namespace: dict[str, Any]) -> list[str]:
    """The functions and classes the student's code defines (for "no such function")."""
    names = []
    for name, value in namespace.items():
        if name.startswith("__") or value is namespace.get("__builtins__"):
            continue
        if inspect.isfunction(value) and value.__module__ == STUDENT_MODULE:
            names.append(name)
        elif inspect.isclass(value) and value.__module__ == STUDENT_MODULE:
            methods = [m for m, v in vars(value).items() if inspect.isfunction(v) and not m.startswith("__")]
            names.append(f"{name}({', '.join(methods)})" if methods else name)
    return names[:12]


def load(source: str, filename: str) -> tuple[Found | None, dict[str, Any]]:
    """Compile and run the student's module; what was found, or the load error to report."""
    try:
        code = compile(source, filename, "exec", dont_inherit=True)
    except SyntaxError as error:
        return None, {
            "kind": "syntax",
            "message": _short(error.msg or ""),
            "line": error.lineno,
            "column": error.offset,
            "text": _short((error.text or "").rstrip("\n")),
        }
    except (ValueError, MemoryError, RecursionError) as error:  # a NUL byte; nesting too deep to compile
        return None, {"kind": "compile", "type": type(error).__name__, "message": _short(str(error))}
    namespace: dict[str, Any] = {"__name__": STUDENT_MODULE, "__file__": filename, **_provided()}
    try:
        exec(code, namespace)  # noqa: S102 - the point of this process: the student's own code
    except MemoryError:
        return None, {"kind": "memory"}
    except BaseException as error:  # noqa: BLE001 - SystemExit and all: said, never a crash
        return None, {"kind": "exception", **_exception(error, filename)}
    found = Found(namespace)
    if found.call is None:
        return None, {"kind": "no_function", "defined": _definitions(namespace)}
    if found.arguments not in (1, 2) or (found.arguments == 2 and found.form == "matrix"):
        return None, {"kind": "arguments", **found.describe()}
    return found, {}


def _run_board(found: Found, number: int, board: Any, filename: str) -> dict[str, Any]:
    assert found.call is not None
    try:
        answer = found.call(board)
    except MemoryError:
        return {"number": number, "memory": True}
    except BaseException as error:  # noqa: BLE001 - SystemExit, KeyboardInterrupt: the student's
        return {"number": number, "exception": _exception(error, filename)}
    if isinstance(answer, numbers.Integral) and not isinstance(answer, bool):
        return {"number": number, "answer": int(answer)}
    try:
        value = repr(answer)
    except Exception:  # noqa: BLE001 - a value whose repr fails
        value = f"<{type(answer).__name__}>"
    return {"number": number, "value": _short(value)}


def _send(out: IO[str], message: dict[str, Any]) -> None:
    out.write(json.dumps(message, ensure_ascii=True) + "\n")
    out.flush()


def main() -> int:
    """Run as the child: read the header, load, answer each board; 0 at the end."""
    out = os.fdopen(os.dup(1), "w", encoding="ascii")  # the protocol's; fd 1 is the student's, to nowhere
    source_in = os.fdopen(os.dup(0), "r", encoding="utf-8")
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(null, fd)
    sys.stdin = open(os.devnull, encoding="utf-8")  # noqa: SIM115 - for the whole run
    sys.stdout = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115
    sys.stderr = sys.stdout
    header = json.loads(source_in.readline())
    filename = str(header["filename"])
    _limit(int(header["memory"]), int(header["cpu"]))
    found, error = load(str(header["source"]), filename)
    if found is None:
        _send(out, {"load_error": error})
        return 0
    _send(out, {"loaded": found.describe()})
    line = source_in.readline()
    if not line:
        return 0
    for number, board in json.loads(line)["boards"]:
        _send(out, _run_board(found, int(number), board, filename))
    return 0


if __name__ == "__main__":
    sys.exit(main())
