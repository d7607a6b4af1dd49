"""The separate process that runs a student's solution: started by `runner` as a script (Python's
standard library only: never the app, never Qt), it loads the code in a namespace of its own,
finds the function, then answers one line for each board it is sent.

The protocol is JSON, one object a line, ASCII. From the parent: ``{"source", "filename",
"memory", "cpu", "protect"}``, then (once the child has said what it loaded) ``{"boards": [[number,
key, board], ...]}``. From the child: ``{"loaded": {"name", "form", "in_class", "arguments"}}`` or
``{"load_error": {...}}``, then for each board ``{"number", "answer"}``, ``{"number", "value"}``
(not a whole number), ``{"number", "exception": {"type", "message", "line"}}`` or
``{"number", "memory": true}``, each with the board's ``key`` (a random word sent with the
board: a line the student's code forges without it fails its board); before the load,
``{"sandbox": {...}}`` (what it runs under) or ``{"no_sandbox": why}``. The student's own
prints go nowhere: standard output is the protocol's, and the code sees empty input. Before the
code is read the process enters the sandbox (`sandbox`) and forgets every module outside the
standard library.
"""

from __future__ import annotations

import importlib.util
import inspect
import json
import numbers
import os
import sys
import sysconfig
import traceback
from collections.abc import Callable
from types import ModuleType
from typing import IO, Any

MATRIX_NAMES = ("snakesAndLadders", "snakes_and_ladders")
"""Names of a function given the LeetCode 909 matrix (in ``class Solution`` or on its own)."""
MOVE_NAMES = ("getMinDiceThrows", "minThrow")
"""Names of a function given the 0-based move array (GfG's minimum dice throws). ``minThrow``
taking two arguments is GfG's practice form instead (`PRACTICE_NAME`)."""
PRACTICE_NAME = "minThrow"
"""GfG's practice form, ``minThrow(N, arr)``: sent ``[N, arr]`` (N jumps, their 1-based start
and end squares in pairs), on a 30-square board."""
SOLUTION_CLASS = "Solution"
STUDENT_MODULE = "__solution__"
"""The ``__name__`` the student's code runs under: an ``if __name__ == "__main__":`` block of
their own tests is not run."""
MESSAGE_CHARACTERS = 300
LARGEST = 2**53
"""The largest whole number sent as an answer; a larger one is sent as a value (its repr)."""
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
    except Exception:  # a student's exception whose __str__ fails
        message = ""
    message = " ".join(message.split())  # one line: a report gives each failure one
    return {"type": type(error).__name__, "message": _short(message), "line": _line_in(error, filename)}


FILE_BYTES = 16 * 1024 * 1024
"""The largest file the code may write (in its own folder; nowhere else)."""
OPEN_FILES = 64
"""The most files the process may hold open at once (its own pipes and Python's included)."""


def _limit(memory: int, cpu: int) -> None:
    """The memory limit (address space), a CPU-time backstop, the largest file and the open
    files, on POSIX; no core file. They hold for good: the code cannot raise them again."""
    try:
        import resource
    except ImportError:  # Windows: no setrlimit (the parent's time limit still holds)
        return
    for which, value in (
        (resource.RLIMIT_AS, memory),
        (resource.RLIMIT_CPU, cpu),
        (resource.RLIMIT_CORE, 0),
        (resource.RLIMIT_FSIZE, FILE_BYTES),
        (resource.RLIMIT_NOFILE, OPEN_FILES),
    ):
        if value < 0:
            continue
        try:
            _soft, hard = resource.getrlimit(which)
            cap = value if hard == resource.RLIM_INFINITY else min(value, hard)
            resource.setrlimit(which, (cap, hard if which == resource.RLIMIT_CPU else cap))
        except (ValueError, OSError):
            pass  # a platform that refuses one limit still gets the others


def _sandbox_module() -> ModuleType:
    """`sandbox`, as a module of the package (the frozen app) or as the file beside this one
    (this file run as a script, outside the app's package)."""
    if __package__:
        from . import sandbox

        return sandbox
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "sandbox.py")
    spec = importlib.util.spec_from_file_location("snl_check_sandbox", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # (dataclasses looks its module up)
    spec.loader.exec_module(module)
    return module


def _standard_library_only() -> None:
    """What the code can import from here on: the standard library. Everything else this
    process has loaded (the sandbox's helpers; in the frozen app, the app itself) is forgotten,
    and the places it came from are off the path; in the frozen app, whose modules all live in
    one archive, the archive's table keeps the standard library's names only. (The sandbox
    forbids reading the app's files anyway: this makes ``import snl_desktop`` a plain "no module
    named" rather than a permission error.)"""
    names = sys.stdlib_module_names
    for hook in sys.path_hooks:  # PyInstaller's finder looks names up in its archive's table
        archive = getattr(getattr(hook, "__func__", None), "__globals__", {}).get("pyz_archive")
        table = getattr(archive, "toc", None)
        if isinstance(table, dict):
            for name in [name for name in table if name.partition(".")[0] not in names]:
                del table[name]
    for name in list(sys.modules):
        if name.partition(".")[0] not in names and name not in ("__main__", "builtins", "sys"):
            del sys.modules[name]
    stdlib = tuple(os.path.realpath(p) for key in ("stdlib", "platstdlib") if (p := sysconfig.get_paths().get(key)))
    bundle = getattr(sys, "_MEIPASS", None) if getattr(sys, "frozen", False) else None

    def standard(entry: str) -> bool:
        real = os.path.realpath(entry)
        inside = any(real == folder or real.startswith(folder + os.sep) for folder in stdlib)
        ours = entry.endswith((".zip", "lib-dynload")) or (bundle is not None and real == os.path.realpath(bundle))
        return (inside or ours) and "-packages" not in real

    sys.path[:] = [entry for entry in sys.path if standard(entry)]
    for finder in list(sys.meta_path):
        if getattr(finder, "__name__", "") not in ("BuiltinImporter", "FrozenImporter", "PathFinder"):
            sys.meta_path.remove(finder)
    sys.path_importer_cache.clear()
    sys.dont_write_bytecode = True


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
            except Exception:  # a constructor that fails: said when it is called
                probe = function
        counted = _positional(probe)
        self.arguments = 1 if counted is None else counted
        if name == PRACTICE_NAME and self.arguments == 2:
            self.form = form = "practice"  # GfG's practice form: minThrow(N, arr)

        def call(board: Any) -> Any:
            target = getattr(owner(), name) if owner is not None else function  # a fresh instance a board, as LeetCode
            if form == "practice":
                count, pairs = board  # (the parent's values, as sent)
                return target(count, pairs)
            if self.arguments == 2 and form == "move":
                return target(board, len(board))
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
        exec(code, namespace)  # the point of this process: the student's own code
    except MemoryError:
        return None, {"kind": "memory"}
    except BaseException as error:  # SystemExit and all: said, never a crash
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
    except BaseException as error:  # SystemExit, KeyboardInterrupt: the student's
        return {"number": number, "exception": _exception(error, filename)}
    if isinstance(answer, numbers.Integral) and not isinstance(answer, bool) and abs(int(answer)) <= LARGEST:
        return {"number": number, "answer": int(answer)}
    try:
        value = repr(answer)
    except Exception:  # a value whose repr fails
        value = f"<{type(answer).__name__}>"
    return {"number": number, "value": _short(value)}


def _sender(out: IO[str]) -> Callable[[dict[str, Any]], None]:
    """The one way a line reaches the parent, bound now: code that replaces ``json.dumps`` (or
    anything else in the modules it shares with this one) does not change what is sent. (Code
    that writes to the parent's pipe itself only forges lines, which the parent refuses.)"""
    dumps, write, flush = json.dumps, out.write, out.flush

    def send(message: dict[str, Any]) -> None:
        write(dumps(message, ensure_ascii=True) + "\n")
        flush()

    return send


def main() -> int:
    """Run as the child: read the header, enter the sandbox (unless the parent said to run
    without it), load, answer each board; 0 at the end."""
    out = os.fdopen(os.dup(1), "w", encoding="ascii")  # the protocol's; fd 1 is the student's, to nowhere
    source_in = os.fdopen(os.dup(0), "r", encoding="utf-8")
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(null, fd)
    os.close(null)
    sys.stdin = open(os.devnull, encoding="utf-8")  # for the whole run
    sys.stdout = open(os.devnull, "w", encoding="utf-8")
    sys.stderr = sys.stdout
    send = _sender(out)
    header = json.loads(source_in.readline())
    filename = str(header["filename"])
    _limit(int(header["memory"]), int(header["cpu"]))
    if header.get("protect", True):
        sandbox = _sandbox_module()
        try:
            protection = sandbox.enter(os.getcwd())
        except sandbox.Unavailable as missing:
            send({"no_sandbox": missing.missing})
            return 0
        send({"sandbox": protection.as_message()})
    else:
        send({"sandbox": {"sandboxed": False, "landlock_abi": 0, "missing": ""}})
    _standard_library_only()
    found, error = load(str(header["source"]), filename)
    if found is None:
        send({"load_error": error})
        return 0
    send({"loaded": found.describe()})
    line = source_in.readline()
    if not line:
        return 0
    for number, key, board in json.loads(line)["boards"]:
        send({**_run_board(found, int(number), board, filename), "key": key})
    return 0


if __name__ == "__main__":
    sys.exit(main())
