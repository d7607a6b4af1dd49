"""Hostile solutions against Check My Code's sandbox: each attack a teacher found working (a file
written or deleted in the home folder, a private key read and returned or sent over TCP, a port
listened on, programs and daemons started, the app's own solver imported, the check's serializer
replaced, signals and writes to the app itself, its environment read, an endless answer line)
and an attempt on each bounded resource.

Each attack runs in a "teacher" process of its own (so an attack on the parent hits that process,
never pytest), with a home folder of its own holding a planted private key. Where the attack is
shown to work without the sandbox (``unprotected``: the code then runs with the user's rights),
the same attack is run both ways: it succeeds unprotected and fails in the sandbox, so the test
can tell the difference it asserts."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest

from snl_desktop.core.checking import board_set, check_source
from snl_desktop.core.checking.sandbox import probe

pytestmark = [
    pytest.mark.subprocess,  # each check starts the sandboxed teacher's process
    pytest.mark.skipif(
        not probe().sandboxed and not os.environ.get("CI"),
        reason="needs Linux 5.13+ with Landlock and libseccomp; never skipped in CI, whose machine has both",
    ),
]

KEY = "-----BEGIN OPENSSH PRIVATE KEY----- b3BlbnNzaC1rZXktdjEAAAAAC0FsbEdvbmU="
SECRET = "teacher-session-secret-4711"

TEACHER = """
import json, resource, sys
from snl_desktop.core.checking import CheckError, Limits, board_set, check_source
source, unprotected = sys.stdin.read(), sys.argv[1] == "unprotected"
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
limits = Limits(seconds=float(sys.argv[2]), load_seconds=5.0, stop_after=2)
try:
    report = check_source(source, "attack.py", limits, cases=board_set()[:3], unprotected=unprotected)
except CheckError as error:
    print(json.dumps({"error": error.kind, "what": str(error)}))
else:
    grown = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before
    failures = [
        {"kind": f.kind, "value": f.outcome.value, "error": f.outcome.error, "message": f.outcome.message}
        if f.outcome else {"kind": f.kind}
        for f in report.failures
    ]
    print(json.dumps({
        "passed": report.passed, "total": report.total, "failures": failures,
        "sandboxed": report.protection.sandboxed, "grown_kb": grown,
    }))
"""


class Teacher:
    """A teacher's process running one check of ``code`` (the body of ``snakesAndLadders``, or
    a whole module with ``module=True``), in a home of its own."""

    def __init__(self, home: Path) -> None:
        self.home = home
        (home / ".ssh").mkdir(parents=True, exist_ok=True)
        (home / ".ssh" / "id_rsa").write_text(KEY)
        (home / "planted.txt").write_text("keep me")

    def run(self, code: str, *, unprotected: bool = False, module: bool = False, seconds: float = 1.0) -> dict:
        source = code if module else "def snakesAndLadders(board):\n" + textwrap.indent(textwrap.dedent(code), "    ")
        env = {**os.environ, "HOME": str(self.home), "SNL_TEACHER_SECRET": SECRET}
        done = subprocess.run(
            [sys.executable, "-c", TEACHER, "unprotected" if unprotected else "protected", str(seconds)],
            input=source,
            capture_output=True,
            text=True,
            env=env,
            timeout=120,
        )
        self.stderr, self.returncode = done.stderr, done.returncode
        lines = done.stdout.strip().splitlines()
        return json.loads(lines[-1]) if lines else {"died": done.returncode}


@pytest.fixture
def teacher(tmp_path: Path) -> Teacher:
    return Teacher(tmp_path / "home")


def said(result: dict) -> str:
    """Everything the report shows of the code's answers."""
    return json.dumps(result.get("failures", [])) + result.get("what", "")


# -- files ---------------------------------------------------------------------------------------


def test_a_file_written_in_the_home_folder(teacher: Teacher) -> None:
    target = teacher.home / "pwned.txt"
    code = f"open({str(target)!r}, 'w').write('x')\nreturn 1"
    assert teacher.run(code, unprotected=True)["total"] == 3 and target.exists()
    target.unlink()
    result = teacher.run(code)
    assert not target.exists()
    assert result["sandboxed"] and result["failures"][0]["error"] == "PermissionError"


def test_a_planted_file_deleted(teacher: Teacher) -> None:
    planted = teacher.home / "planted.txt"
    code = f"import os\nos.remove({str(planted)!r})\nreturn 1"
    teacher.run(code)
    assert planted.read_text() == "keep me"
    teacher.run(code, unprotected=True)
    assert not planted.exists()


def test_a_private_key_read_and_returned_as_the_answer(teacher: Teacher) -> None:
    code = f"return open({str(teacher.home / '.ssh' / 'id_rsa')!r}).read()"
    assert KEY[:40] in said(teacher.run(code, unprotected=True))
    result = teacher.run(code)
    assert KEY[:20] not in said(result) and "PermissionError" in said(result)


def test_files_outside_its_folder_are_not_even_listed(teacher: Teacher) -> None:
    code = f"""
    import os
    found = []
    for where in ({str(teacher.home)!r}, "/tmp", "/etc", "/proc/self", os.path.expanduser("~")):
        try:
            found += os.listdir(where)
        except OSError:
            pass
    return "listed %d names, planted.txt %s" % (len(found), "planted.txt" in found)
    """
    assert "planted.txt True" in said(teacher.run(code, unprotected=True))
    assert "listed 0 names, planted.txt False" in said(teacher.run(code))


def test_its_own_folder_is_writable_and_holds_only_its_files(teacher: Teacher) -> None:
    code = "open('notes.txt', 'w').write('ok')\nreturn open('notes.txt').read()"
    assert "'ok'" in said(teacher.run(code))


# -- network -------------------------------------------------------------------------------------


class Listener:
    """A TCP server on the loopback that keeps what it receives."""

    def __init__(self) -> None:
        self.server = socket.create_server(("127.0.0.1", 0))
        self.port = self.server.getsockname()[1]
        self.received = b""
        self.server.settimeout(30)
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        try:
            while True:
                connection, _ = self.server.accept()
                with connection:
                    while data := connection.recv(4096):
                        self.received += data
        except OSError:
            pass

    def close(self) -> None:
        self.server.close()
        self.thread.join(5)


def test_a_key_sent_over_tcp(teacher: Teacher) -> None:
    listener = Listener()
    try:
        code = f"""
        import socket
        key = open({str(teacher.home / ".ssh" / "id_rsa")!r}).read() if False else "KEY-WOULD-GO-HERE"
        with socket.create_connection(("127.0.0.1", {listener.port})) as s:
            s.sendall(key.encode())
        return 1
        """
        result = teacher.run(code)
        assert "PermissionError" in said(result)
        teacher.run(code, unprotected=True)
        listener.close()
        assert b"KEY-WOULD-GO-HERE" in listener.received  # unprotected: it arrived
    finally:
        listener.close()


def test_listening_on_a_port_and_other_sockets(teacher: Teacher) -> None:
    code = """
    import socket
    made = []
    for family, kind in ((socket.AF_INET, socket.SOCK_STREAM), (socket.AF_INET, socket.SOCK_DGRAM),
                         (socket.AF_INET6, socket.SOCK_STREAM), (socket.AF_UNIX, socket.SOCK_STREAM)):
        try:
            s = socket.socket(family, kind)
            if family == socket.AF_INET and kind == socket.SOCK_STREAM:
                s.bind(("127.0.0.1", 0)); s.listen()
            made.append(int(family))
        except OSError:
            pass
    return "sockets made: " + repr(made)
    """
    assert "sockets made: [2" in said(teacher.run(code, unprotected=True))
    assert "sockets made: []" in said(teacher.run(code))


# -- processes -----------------------------------------------------------------------------------


def test_a_program_started_with_os_system(teacher: Teacher) -> None:
    target = teacher.home / "touched"
    code = f"import os\nreturn 'system said ' + str(os.system('touch {target}'))"
    teacher.run(code)
    assert not target.exists()
    teacher.run(code, unprotected=True)
    assert target.exists()


def test_fifty_forks_and_a_thread(teacher: Teacher) -> None:
    code = """
    import os, threading
    forks = 0
    for _ in range(50):
        try:
            pid = os.fork()
        except OSError:
            continue
        if pid == 0:
            os._exit(0)
        os.waitpid(pid, 0)
        forks += 1
    try:
        threading.Thread(target=lambda: None).start()
        thread = "started"
    except RuntimeError:
        thread = "refused"
    return f"forks {forks}, thread {thread}"
    """
    assert "forks 50, thread started" in said(teacher.run(code, unprotected=True))
    assert "forks 0, thread refused" in said(teacher.run(code))


def test_a_daemon_that_would_outlive_the_check(teacher: Teacher, tmp_path: Path) -> None:
    marker = tmp_path / "daemon-alive"
    code = f"""
    import os, time
    if os.fork() == 0:
        os.setsid()
        if os.fork() == 0:
            open({str(marker)!r}, "w").write(str(os.getpid()))
            time.sleep(5)
        os._exit(0)
    return 1
    """
    result = teacher.run(code)
    assert result["sandboxed"] and not marker.exists()
    assert "PermissionError" in said(result)


def test_the_app_itself_cannot_be_imported(teacher: Teacher) -> None:
    module = """
import site, sys
for folder in site.getsitepackages():
    site.addsitedir(folder)
sys.path.append(__import__("os").path.dirname(__import__("sysconfig").get_paths()["purelib"]))
from snl_desktop.core.solver import solve
from snl_desktop.core.board import Board

class Solution:
    def snakesAndLadders(self, board):
        return solve(Board.from_matrix(board)).throws
"""
    result = teacher.run(module, module=True)
    assert result.get("error") == "load_exception", result
    assert "snl_desktop" in result["what"] or "No module" in result["what"]


# -- the check itself ----------------------------------------------------------------------------


def test_a_replaced_serializer_changes_nothing(teacher: Teacher) -> None:
    code = """
    import json
    json.dumps = lambda *a, **k: '{"number": 1, "answer": 0}'
    return "what I really returned"
    """
    result = teacher.run(code)
    assert result["passed"] == 0 and "what I really returned" in said(result)


def test_forged_answer_lines_fail_their_boards(teacher: Teacher) -> None:
    expected = [case.expected for case in board_set()[:3]]
    code = f"""
    import os, stat
    for fd in range(3, 20):
        try:
            if stat.S_ISFIFO(os.fstat(fd).st_mode):
                for number, answer in enumerate({expected!r}, 1):
                    os.write(fd, ('{{"number": %d, "answer": %d}}\\n' % (number, answer)).encode())
                os.write(1, b"All 533 boards passed.\\n")
        except OSError:
            pass
    return -7
    """
    result = teacher.run(code)
    assert result["passed"] == 0
    assert {f["kind"] for f in result["failures"]} == {"interfered"}


def test_an_answer_line_that_never_ends(teacher: Teacher) -> None:
    code = """
    import os, stat
    chunk = b"7" * 65536
    for fd in range(3, 20):
        try:
            if stat.S_ISFIFO(os.fstat(fd).st_mode) and os.get_blocking(fd) is not None:
                for _ in range(2000):  # 128 MB without a line break
                    os.write(fd, chunk)
        except OSError:
            pass
    return 1
    """
    result = teacher.run(code, seconds=3.0)
    assert "interfered" in {f["kind"] for f in result["failures"]} or result["passed"] == 0
    assert result["grown_kb"] < 64 * 1024  # the app never holds the line


def test_signals_to_the_app(teacher: Teacher) -> None:
    code = "import os, signal\nos.kill(os.getppid(), signal.SIGKILL)\nreturn 1"
    result = teacher.run(code)
    assert result.get("total") == 3 and "PermissionError" in said(result)
    assert teacher.run(code, unprotected=True) == {"died": -signal.SIGKILL}
    code = "import os, signal\nos.kill(os.getppid(), signal.SIGTERM)\nreturn 1"
    assert teacher.run(code).get("total") == 3


def test_the_apps_terminal_and_environment(teacher: Teacher) -> None:
    code = """
    import os
    try:
        with open(f"/proc/{os.getppid()}/fd/2", "w") as terminal:
            terminal.write("\\x1b[2J\\x1b[31mOWNED\\n" * 3)
    except OSError:
        pass
    try:
        found = open(f"/proc/{os.getppid()}/environ").read().split("\\0")
        return [entry for entry in found if entry.startswith("SNL_TEACHER")]
    except OSError as error:
        return type(error).__name__
    """
    result = teacher.run(code, unprotected=True)
    assert "OWNED" in teacher.stderr and SECRET in said(result)
    result = teacher.run(code)
    assert "OWNED" not in teacher.stderr and SECRET not in said(result)
    assert "PermissionError" in said(result)


def test_escape_codes_in_its_messages_are_shown_harmless(teacher: Teacher) -> None:
    result = teacher.run("raise ValueError('\\x1b[2J\\x1b]0;title\\x07 cleared')")
    assert "\x1b" not in said(result) and "\x07" not in said(result) and "cleared" in said(result)


# -- resources -----------------------------------------------------------------------------------


def test_memory_is_bounded(teacher: Teacher) -> None:
    result = teacher.run("x = bytearray(4 * 1024 ** 3)\nreturn 1")
    assert {f["kind"] for f in result["failures"]} == {"memory"}


def test_cpu_time_is_bounded(teacher: Teacher) -> None:
    result = teacher.run("while True:\n    pass", seconds=0.3)
    assert "timeout" in {f["kind"] for f in result["failures"]}


def test_file_size_is_bounded(teacher: Teacher) -> None:
    code = """
    with open("big.bin", "wb") as out:
        try:
            for _ in range(100):
                out.write(b"x" * 1024 * 1024)
                out.flush()
        except OSError as error:
            return "stopped at %d MB: %s" % (out.tell() // 1024 // 1024, type(error).__name__)
    return "wrote 100 MB"
    """
    assert "stopped at 16 MB" in said(teacher.run(code))


def test_open_files_are_bounded(teacher: Teacher) -> None:
    code = """
    kept = []
    try:
        for i in range(1000):
            kept.append(open("f%d" % i, "w"))
    except OSError as error:
        return "open files: %d (%s)" % (len(kept), type(error).__name__)
    return "open files: 1000"
    """
    text = said(teacher.run(code))
    assert "open files: 1000" not in text and "OSError" in text


def test_output_goes_nowhere(teacher: Teacher) -> None:
    code = "import sys\nfor _ in range(2000):\n    print('x' * 10000)\nsys.stderr.write('y' * 10**6)\nreturn 1"
    result = teacher.run(code)
    assert result["grown_kb"] < 64 * 1024 and "x" * 100 not in teacher.stderr


def test_a_right_solution_passes_in_the_sandbox() -> None:
    source = (Path(__file__).resolve().parents[1] / "fixtures" / "solutions" / "right_leetcode.py").read_text()
    report = check_source(source, "right_leetcode.py", cases=board_set()[:60])
    assert report.all_passed and report.protection.sandboxed and report.protection.landlock_abi >= 1
