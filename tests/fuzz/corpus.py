"""Seeds and a seeded mutator for fuzzing orchtrace's readers (shared by tests and bench/bench_fuzz.py).

Seeds are real: an orchestration trace and the OTLP spans of an instrumented team run.  The
mutator is deterministic for a seed, and mixes structural mutations of the JSON tree (wrong
types, hostile strings, deep nesting, self-parents, huge numbers, deleted keys) with byte-level
ones (flips, truncation, insertion, gzip).
"""

from __future__ import annotations

import gzip
import random
from functools import lru_cache
from typing import Any

import orjson

HOSTILE_STRINGS = [
    "", "[/]", "[link=https://evil.example]x[/link]", "[bold red]", "\x1b]52;c;ZXZpbA==\x07", "\x1b[2J\x1b[H",
    "\u202eevil\u202c", "\u2066x\u2069", "\x00", "\ud7ff", "x" * 5000, "0123456789abcdef", "NaN", "-inf",
    "../../etc/passwd", "<script>alert(1)</script>", "{{7*7}}", "%s%s%n", "\r\n\r\nHTTP/1.1 200", "🧨" * 10,
]


def _hostile_value(rng: random.Random, depth: int = 0) -> Any:
    kind = rng.randrange(12)
    if kind == 0:
        return rng.choice(HOSTILE_STRINGS)
    if kind == 1:
        return rng.choice([0, -1, 2**63, -(2**63) - 1, 2**70, 10**30])
    if kind == 2:
        return rng.choice([1e308, -1e308, 1e-320, 0.5])
    if kind == 3:
        return None
    if kind == 4:
        return rng.choice([True, False])
    if kind == 5:
        return []
    if kind == 6:
        return {}
    if kind == 7:
        nest: Any = "deep"
        for _ in range(rng.choice([50, 300, 900])):
            nest = [nest] if rng.random() < 0.5 else {"a": nest}
        return nest
    if kind == 8 and depth < 3:
        return [_hostile_value(rng, depth + 1) for _ in range(rng.randrange(4))]
    if kind == 9 and depth < 3:
        return {rng.choice(HOSTILE_STRINGS[:8] + ["type", "id", "agent", "t"]): _hostile_value(rng, depth + 1)}
    if kind == 10:
        return rng.choice(["0123456789abcdef", "0123456789abcdef0123456789abcdef", "AAAAAAAAAAA=", "zz"])
    return str(rng.random())


def _paths(doc: Any, prefix: tuple = (), out: list | None = None, limit: int = 4000) -> list[tuple]:
    """Every container path in the tree (bounded)."""
    out = [] if out is None else out
    if len(out) >= limit or len(prefix) > 40:  # not into the deep nests the mutator itself planted
        return out
    out.append(prefix)
    if isinstance(doc, dict):
        for k, v in doc.items():
            if isinstance(v, (dict, list)):
                _paths(v, prefix + (k,), out, limit)
            else:
                out.append(prefix + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            if isinstance(v, (dict, list)):
                _paths(v, prefix + (i,), out, limit)
            else:
                out.append(prefix + (i,))
    return out


def _get(doc: Any, path: tuple) -> Any:
    for p in path:
        doc = doc[p]
    return doc


def mutate_tree(doc: Any, rng: random.Random, n: int = 3) -> Any:
    """``n`` structural mutations of a copy of ``doc``."""
    doc = orjson.loads(orjson.dumps(doc))  # a copy (the seeds are plain JSON)
    for _ in range(n):
        paths = _paths(doc)
        path = rng.choice(paths)
        if not path:
            if rng.random() < 0.1:
                return _hostile_value(rng)
            continue
        parent, key = _get(doc, path[:-1]), path[-1]
        op = rng.randrange(6)
        if op == 0 and isinstance(parent, dict):
            del parent[key]
        elif op == 1 and isinstance(parent, list) and parent:
            parent.append(parent[key])
        elif op == 2 and isinstance(parent, dict) and "spanId" in parent:
            parent["parentSpanId"] = parent["spanId"]  # a self-parent
        elif op == 3 and isinstance(parent, dict):
            parent[rng.choice(["spanId", "parentSpanId", "traceId", "type", "id", "agent", "parent",
                               "task_id", "t", "events", "edges", "attributes", "value"])] = _hostile_value(rng)
        else:
            parent[key] = _hostile_value(rng)
    return doc


def mutate_bytes(data: bytes, rng: random.Random) -> bytes:
    op = rng.randrange(6)
    b = bytearray(data)
    if op == 0 and b:
        for _ in range(rng.randrange(1, 8)):
            b[rng.randrange(len(b))] = rng.randrange(256)
    elif op == 1 and b:
        del b[rng.randrange(len(b)):]
    elif op == 2:
        pos = rng.randrange(len(b) + 1)
        b[pos:pos] = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 16)))
    elif op == 3:
        return gzip.compress(bytes(b))
    elif op == 4 and b:
        i, j = sorted(rng.randrange(len(b)) for _ in range(2))
        b[i:j] = b[i:j] * 2
    else:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(64)))
    return bytes(b)


@lru_cache(maxsize=1)
def seeds() -> dict[str, Any]:
    """{"trace": orchestration trace dict, "otlp": OTLP/JSON doc, "pb": protobuf request bytes}."""
    from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans

    from orchtrace.testing import capture_traces
    from tests.collector.helpers import otlp_json, run_team

    with capture_traces() as cap:
        run_team("fuzz-seed")
    spans = list(cap.spans)
    (trace,) = cap.trace_dicts()
    return {"trace": trace, "otlp": otlp_json(spans), "pb": encode_spans(spans).SerializeToString()}


def fuzzed_json(kind: str, seed: int) -> bytes:
    """Bytes of a mutated trace (``kind="trace"``) or OTLP/JSON doc (``"otlp"``)."""
    rng = random.Random(seed)
    doc = mutate_tree(seeds()[kind], rng, rng.randrange(1, 5))
    try:
        data = orjson.dumps(doc)
    except (TypeError, orjson.JSONEncodeError):  # e.g. deeper than orjson writes: bytes-level instead
        data = orjson.dumps(seeds()[kind])
    if rng.random() < 0.1 and data.endswith(b"}"):  # deeper than any writer makes (orjson writes 254 levels)
        n = rng.choice([300, 1000, 5000])
        data = data[:-1] + b',"deep":' + b"[" * n + b"]" * n + b"}"
    if rng.random() < 0.25:
        data = mutate_bytes(data, rng)
    return data


def fuzzed_pb(seed: int) -> bytes:
    rng = random.Random(seed)
    data = seeds()["pb"]
    for _ in range(rng.randrange(1, 4)):
        data = mutate_bytes(data, rng)
    return data


def kept_in_order(small: str, big: str) -> bool:
    """Is every character of ``small`` in ``big``, in order?  (A reader that only inserts readings
    into a text keeps the original this way.)"""
    it = iter(big)
    return all(ch in it for ch in small)
