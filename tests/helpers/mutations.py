"""Seeded mutations of board and game files, for the fuzz test and the fault campaign: each
takes the bytes of a valid file and a `random.Random` and returns damaged bytes of one kind."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable
from typing import Any

NUMBER = re.compile(rb"-?\d+")


def truncate(data: bytes, rnd: random.Random) -> bytes:
    return data[: rnd.randrange(len(data))]


def flip_bits(data: bytes, rnd: random.Random) -> bytes:
    out = bytearray(data)
    for _ in range(rnd.randint(1, 8)):
        i = rnd.randrange(len(out))
        out[i] ^= 1 << rnd.randrange(8)
    return bytes(out)


def huge_number(data: bytes, rnd: random.Random) -> bytes:
    spans = [m.span() for m in NUMBER.finditer(data)]
    if not spans:
        return data
    start, end = rnd.choice(spans)
    digits = rnd.choice([b"9" * 20, b"9" * 400, b"-" + b"9" * 4300, b"1e309", b"2147483648", b"0", b"-1"])
    return data[:start] + digits + data[end:]


def _paths(doc: Any, path: tuple = ()) -> list[tuple]:
    found = [path]
    if isinstance(doc, dict):
        for key, value in doc.items():
            found += _paths(value, (*path, key))
    elif isinstance(doc, list):
        for i, value in enumerate(doc[:12]):
            found += _paths(value, (*path, i))
    return found


def wrong_type(data: bytes, rnd: random.Random) -> bytes:
    doc = json.loads(data)
    path = rnd.choice(_paths(doc)[1:] or [()])
    value = rnd.choice([None, True, "text", 1.5, [], {}, [[]], {"a": 1}, -1, 10**30, "\ud800", "x" * 1000])
    if not path:
        return json.dumps(value).encode()
    target = doc
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return json.dumps(doc).encode("utf-8", "surrogatepass")


def deep_nesting(data: bytes, rnd: random.Random) -> bytes:
    depth = rnd.choice([100, 1000, 100_000])
    opening, closing = rnd.choice([(b"[", b"]"), (b'{"a":', b"}")])
    return opening * depth + data + closing * depth


def non_utf8(data: bytes, rnd: random.Random) -> bytes:
    i = rnd.randrange(len(data))
    return data[:i] + rnd.choice([b"\xff", b"\xc3\x28", b"\xed\xa0\x80", b"\x00"]) + data[i:]


def bom(data: bytes, rnd: random.Random) -> bytes:
    return rnd.choice([b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff"]) + data


def crlf(data: bytes, rnd: random.Random) -> bytes:
    return data.replace(b"\n", b"\r\n")


MUTATIONS: dict[str, Callable[[bytes, random.Random], bytes]] = {
    "truncate": truncate,
    "flip": flip_bits,
    "huge": huge_number,
    "type": wrong_type,
    "nest": deep_nesting,
    "utf8": non_utf8,
    "bom": bom,
    "crlf": crlf,
}


def mutants(seeds: list[bytes], count: int, seed: int) -> list[tuple[str, bytes]]:
    """``count`` mutants of the ``seeds`` files, every kind in turn, reproducibly from ``seed``."""
    rnd = random.Random(seed)
    kinds = list(MUTATIONS)
    out = []
    for i in range(count):
        kind = kinds[i % len(kinds)]
        out.append((kind, MUTATIONS[kind](rnd.choice(seeds), rnd)))
    return out
