"""The sandbox a student's code runs in, entered by the child process itself before it reads a
line of that code. It needs no root and no setuid helper, so it is built from the two pieces of
Linux an ordinary process can lock itself into for good:

- **Landlock** (Linux 5.13 or newer) for files: after `enter`, the process can read only the
  Python standard library (never its ``site-packages``), the system's shared libraries and the
  check's own temporary folder, and write only in that folder. The user's home, ``/tmp`` at
  large, ``/proc`` (so no other process's files, memory or environment), the devices and the
  app's own files are out of reach. From Landlock's ABI 4 on, TCP bind and connect are refused
  too; from ABI 6, signals to processes outside the sandbox and abstract Unix sockets.
- **seccomp** (through libseccomp, the filter library systemd and the container runtimes use)
  for everything else: no socket (so no network of any kind), no new process or thread (``fork``,
  ``vfork``, ``clone``, ``execve``), no signal to any process but itself, no ``ptrace`` or
  reading of another process's memory, and none of the kernel's other doors (namespaces, mounts,
  keys, BPF, ``io_uring``, modules).

Both are kept by the kernel for the rest of the process's life: the code cannot undo them,
whatever it patches in its own process. Why these and not namespaces: unprivileged user
namespaces are switched off on some of the systems the app supports (Ubuntu 24.04 restricts
them by AppArmor), while Landlock and seccomp work for every user there.

This module is loaded by the child as a file of its own (it runs as a script, outside the app's
package), so it uses the standard library only; ``pyseccomp`` (ctypes over libseccomp) is
imported when it is there. `probe` tells the parent what `enter` would do, without doing it.
"""

from __future__ import annotations

import ctypes
import errno
import os
import stat
import sys
import sysconfig
from dataclasses import dataclass
from typing import Any, Literal

Missing = Literal["", "platform", "landlock", "seccomp"]
"""Why there is no sandbox: ``platform`` (not Linux), ``landlock`` (the kernel has no Landlock,
or it is switched off), ``seccomp`` (no seccomp, or no libseccomp to build the filter)."""

# Landlock's interface (include/uapi/linux/landlock.h): the same numbers on every architecture.
_CREATE_RULESET, _ADD_RULE, _RESTRICT_SELF = 444, 445, 446
_CREATE_RULESET_VERSION = 1
_RULE_PATH_BENEATH = 1
_PR_SET_NO_NEW_PRIVS = 38
_EXECUTE, _WRITE_FILE, _READ_FILE, _READ_DIR = 1 << 0, 1 << 1, 1 << 2, 1 << 3
_REMOVE_DIR, _REMOVE_FILE, _MAKE_CHAR, _MAKE_DIR = 1 << 4, 1 << 5, 1 << 6, 1 << 7
_MAKE_REG, _MAKE_SOCK, _MAKE_FIFO, _MAKE_BLOCK, _MAKE_SYM = 1 << 8, 1 << 9, 1 << 10, 1 << 11, 1 << 12
_REFER, _TRUNCATE, _IOCTL_DEV = 1 << 13, 1 << 14, 1 << 15
_FILE_RIGHTS = _EXECUTE | _WRITE_FILE | _READ_FILE | _TRUNCATE | _IOCTL_DEV
"""The rights a rule on a file (not a folder) may carry."""
_NET_BIND_TCP, _NET_CONNECT_TCP = 1 << 0, 1 << 1
_SCOPE_ABSTRACT_UNIX_SOCKET, _SCOPE_SIGNAL = 1 << 0, 1 << 1


def _fs_rights(abi: int) -> int:
    """Every file-system right Landlock's ABI ``abi`` knows: all of them are handled (refused
    unless a rule allows them)."""
    rights = (1 << 13) - 1  # ABI 1: execute … make_sym
    if abi >= 2:
        rights |= _REFER
    if abi >= 3:
        rights |= _TRUNCATE
    if abi >= 5:
        rights |= _IOCTL_DEV
    return rights


class _RulesetAttr(ctypes.Structure):
    _fields_ = [
        ("handled_access_fs", ctypes.c_uint64),
        ("handled_access_net", ctypes.c_uint64),
        ("scoped", ctypes.c_uint64),
    ]


class _PathBeneathAttr(ctypes.Structure):
    _pack_ = 1
    _fields_ = [("allowed_access", ctypes.c_uint64), ("parent_fd", ctypes.c_int32)]


READ_ONLY_SKIPPED = frozenset({"site-packages", "dist-packages"})
"""Folders inside the standard library's folder that are not the standard library: the code
may not read what is installed there (the app itself, when installed beside Python)."""

PROCESS_CALLS = ("fork", "vfork", "clone", "clone3", "execve", "execveat")
NETWORK_CALLS = ("socket", "socketpair", "connect", "bind", "listen", "accept", "accept4")
OTHER_PROCESS_CALLS = (
    "tkill",
    "ptrace",
    "process_vm_readv",
    "process_vm_writev",
    "process_madvise",
    "kcmp",
    "pidfd_open",
    "pidfd_getfd",
    "pidfd_send_signal",
)
"""Calls that reach another process whatever their arguments."""
SIGNAL_CALLS = ("kill", "tgkill", "rt_sigqueueinfo", "rt_tgsigqueueinfo")
"""Calls that send a signal, allowed only to the process itself (its own first argument)."""
KERNEL_CALLS = (
    "unshare",
    "setns",
    "mount",
    "umount2",
    "pivot_root",
    "chroot",
    "mount_setattr",
    "move_mount",
    "open_tree",
    "fsopen",
    "fsmount",
    "fspick",
    "keyctl",
    "add_key",
    "request_key",
    "bpf",
    "perf_event_open",
    "userfaultfd",
    "io_uring_setup",
    "io_uring_enter",
    "io_uring_register",
    "kexec_load",
    "kexec_file_load",
    "init_module",
    "finit_module",
    "delete_module",
    "reboot",
    "swapon",
    "swapoff",
    "acct",
    "syslog",
    "quotactl",
    "name_to_handle_at",
    "open_by_handle_at",
)
"""The kernel's other doors, none of which a solution needs."""
TERMINAL_IOCTLS = (0x5412, 0x541C)
"""TIOCSTI (type into a terminal) and TIOCLINUX: refused on any descriptor."""


@dataclass(frozen=True)
class Protection:
    """What the student's code runs under: ``sandboxed`` (Landlock and seccomp both in force),
    the Landlock ABI (``0``: none), and when not sandboxed, why (``missing``)."""

    sandboxed: bool
    landlock_abi: int = 0
    missing: Missing = ""

    def as_message(self) -> dict[str, Any]:
        return {"sandboxed": self.sandboxed, "landlock_abi": self.landlock_abi, "missing": self.missing}

    @staticmethod
    def from_message(message: object) -> Protection:
        """The child's account of itself, read as untrusted input (anything odd: not sandboxed)."""
        if not isinstance(message, dict):
            return Protection(False, 0, "")
        abi, missing = message.get("landlock_abi"), message.get("missing")
        return Protection(
            message.get("sandboxed") is True,
            abi if isinstance(abi, int) and 0 <= abi < 1000 else 0,
            missing if missing in ("platform", "landlock", "seccomp") else "",
        )


UNPROTECTED = Protection(False)
"""Code run without the sandbox."""


class Unavailable(Exception):
    """The sandbox cannot be entered here: ``missing`` says which part."""

    def __init__(self, missing: Missing) -> None:
        super().__init__(missing)
        self.missing: Missing = missing


def _libc() -> Any:
    return ctypes.CDLL(None, use_errno=True)


def landlock_abi() -> int:
    """The kernel's Landlock ABI version, 0 where it has none (or it is switched off)."""
    if not sys.platform.startswith("linux"):
        return 0
    try:
        abi = int(_libc().syscall(_CREATE_RULESET, None, ctypes.c_size_t(0), ctypes.c_uint32(_CREATE_RULESET_VERSION)))
    except (OSError, AttributeError):
        return 0
    return max(abi, 0)


def _seccomp_library() -> Any:
    """libseccomp through pyseccomp, or None where either is missing (pyseccomp finds the
    library when it is imported, and raises where there is none)."""
    try:
        import pyseccomp
    except (ImportError, OSError, RuntimeError, AttributeError):
        return None
    return pyseccomp


PRETEND_NONE = "SNL_CHECK_SANDBOX"
"""Set to ``none``, the parent acts as on a system without a sandbox (an old kernel): to see and
test the refusal and the choice to run without protection. It can only take protection away."""


def probe() -> Protection:
    """What `enter` would give on this system, without entering anything."""
    if os.environ.get(PRETEND_NONE) == "none":
        return Protection(False, 0, "landlock")
    if not sys.platform.startswith("linux"):
        return Protection(False, 0, "platform")
    abi = landlock_abi()
    if abi < 1:
        return Protection(False, 0, "landlock")
    if _seccomp_library() is None:
        return Protection(False, abi, "seccomp")
    return Protection(True, abi)


def readable_paths() -> tuple[list[str], list[str]]:
    """What the code may read: (folders whose whole tree it may read, folders it may only list).

    The standard library's folders are given entry by entry, leaving out ``site-packages``
    (where pip puts packages, inside the standard library's folder on some installs); the
    folder itself may be listed (Python's import looks at its names). The shared libraries the
    standard library's extension modules load live in the system's library folders. A frozen
    app (PyInstaller) has its standard library in its own folder and in its executable."""
    stdlib = {os.path.realpath(p) for key in ("stdlib", "platstdlib") if (p := sysconfig.get_paths().get(key))}
    trees: list[str] = []
    listed: list[str] = []
    for folder in sorted(stdlib):
        if not os.path.isdir(folder):
            continue
        listed.append(folder)
        for entry in os.scandir(folder):
            if entry.name not in READ_ONLY_SKIPPED:
                trees.append(entry.path)
    trees.extend(p for p in sys.path if p.endswith(".zip") and os.path.isfile(p))  # python311.zip
    multiarch = sysconfig.get_config_var("MULTIARCH") or ""
    library_folders = ["/lib64", "/usr/lib64"]
    if multiarch:
        library_folders += [f"/lib/{multiarch}", f"/usr/lib/{multiarch}"]
    trees.extend(folder for folder in library_folders if os.path.isdir(folder))
    if libdir := sysconfig.get_config_var("LIBDIR"):  # libpython, where Python is built shared
        name = sysconfig.get_config_var("LDLIBRARY") or ""
        if name and os.path.isfile(os.path.join(libdir, name)):
            trees.append(os.path.join(libdir, name))
    trees.extend(p for p in ("/etc/ld.so.cache",) if os.path.isfile(p))
    frozen = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and frozen:
        trees += [frozen, sys.executable]
    return trees, listed


def _landlock(abi: int, folder: str) -> None:
    """Confine the files this process may open (see the module's docstring)."""
    libc = _libc()
    syscall = libc.syscall
    fs = _fs_rights(abi)
    attr = _RulesetAttr(fs, (_NET_BIND_TCP | _NET_CONNECT_TCP) if abi >= 4 else 0, 0)
    if abi >= 6:
        attr.scoped = _SCOPE_ABSTRACT_UNIX_SOCKET | _SCOPE_SIGNAL
    size = ctypes.sizeof(_RulesetAttr) if abi >= 6 else (16 if abi >= 4 else 8)
    ruleset = int(syscall(_CREATE_RULESET, ctypes.byref(attr), ctypes.c_size_t(size), ctypes.c_uint32(0)))
    if ruleset < 0:
        raise Unavailable("landlock")
    try:
        read = _READ_FILE | _READ_DIR
        trees, listed = readable_paths()
        rules = [(path, read) for path in trees] + [(path, _READ_DIR) for path in listed] + [(folder, fs)]
        for path, rights in rules:
            try:
                fd = os.open(path, os.O_PATH | os.O_CLOEXEC)
            except OSError:
                continue  # a folder that went away: nothing to allow
            try:
                if not stat.S_ISDIR(os.fstat(fd).st_mode):
                    rights &= _FILE_RIGHTS
                rule = _PathBeneathAttr(rights & fs, fd)
                if syscall(_ADD_RULE, ruleset, _RULE_PATH_BENEATH, ctypes.byref(rule), ctypes.c_uint32(0)) != 0:
                    raise Unavailable("landlock")
            finally:
                os.close(fd)
        if libc.prctl(_PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0:
            raise Unavailable("landlock")
        if syscall(_RESTRICT_SELF, ruleset, ctypes.c_uint32(0)) != 0:
            raise Unavailable("landlock")
    finally:
        os.close(ruleset)


def _seccomp(library: Any) -> None:
    """Refuse (EPERM) the calls listed above; everything else is allowed. libseccomp kills the
    process on a call made through another architecture's numbering (x32, i386 on x86_64)."""
    deny = library.ERRNO(errno.EPERM)
    rules = library.SyscallFilter(defaction=library.ALLOW)
    for name in PROCESS_CALLS + NETWORK_CALLS + OTHER_PROCESS_CALLS + KERNEL_CALLS:
        try:
            rules.add_rule(deny, name)
        except (OSError, ValueError):
            pass  # a call this architecture does not have (vfork on arm64): nothing to refuse
    me = os.getpid()
    for name in SIGNAL_CALLS:
        rules.add_rule(deny, name, library.Arg(0, library.NE, me))
    for request in TERMINAL_IOCTLS:
        rules.add_rule(deny, "ioctl", library.Arg(1, library.MASKED_EQ, 0xFFFFFFFF, request))
    rules.load()


def enter(folder: str) -> Protection:
    """Lock this process into the sandbox for the rest of its life: files as `readable_paths`
    says plus ``folder`` (its own, read and write), then the system calls. Raises `Unavailable`
    where a part is missing (the caller then runs nothing of the student's)."""
    found = probe()
    if not found.sandboxed:
        raise Unavailable(found.missing)
    library = _seccomp_library()
    _landlock(found.landlock_abi, os.path.realpath(folder))
    try:
        _seccomp(library)
    except (OSError, ValueError, RuntimeError) as error:
        raise Unavailable("seccomp") from error
    return found
