"""Cross-task memory flow (issue 10's AV4, rule OTA104) in the distributed audit: a second, cheap pass.

The in-process audit keeps one memory index for the whole run, so a poisoned write in one task
taints a read of the same key (or the same content) in another.  On Ray the two tasks may sit in
different reducers, each with its own index.  So:

1. each reducer returns, next to its findings, a *digest* of its memory-touching traces (the
   hashed keys and content refs they write and read, the fingerprint hashes of the values) and
   leaves those traces themselves in Ray's object store (``side``);
2. the driver joins the digests: traces are linked when one writes a token (key, ref or
   fingerprint hash) another reads; linked groups (connected components) that span more than one
   reducer are the only ones whose answer can differ from the in-process one;
3. one Ray task re-audits exactly the traces of those groups, in the global (key) order, with one
   memory index, and their summaries and findings replace the reducers' ones.

A group holds every trace whose writes a member's read could see (any shared token, tainted or
not: taint is what the re-audit decides), so the re-audit sees what the in-process run sees and
the report is the same, byte for byte.  Conservative links (a fingerprint hash shared by many
values) only make the second pass larger, never wrong.  Traces with no memory access never enter
it.  Known limit: the in-process index keeps at most ``MAX_PER_HASH`` tainted writes per
fingerprint hash in audit order; with more, which ones are kept can differ.
"""

from __future__ import annotations

import hashlib
import marshal
from collections import defaultdict
from typing import Any

from ..audit.memoryflow import MAX_FP


def _h(kind: str, value: Any) -> str | None:
    if not isinstance(value, str) or not value:
        return None
    return kind + hashlib.blake2b(value.encode("utf-8", "surrogatepass"), digest_size=8).hexdigest()


def _fp(v: Any) -> list[int]:
    return [h for h in v if type(h) is int][:MAX_FP] if isinstance(v, list) else []


def memory_tokens(trace: dict[str, Any]) -> tuple[list[Any], list[Any]] | None:
    """(tokens written, tokens read) by a trace's memory events, or None without any."""
    writes: set[Any] = set()
    reads: set[Any] = set()
    seen = False
    for e in trace.get("events") or ():
        if not isinstance(e, dict) or e.get("channel") != "memory":
            continue
        seen = True
        op, et = e.get("memory_op"), e.get("type")
        if op == "write" and et == "tool_call":
            into, fp = writes, _fp(e.get("memory_fingerprint"))
        elif op in ("read", "search") and et == "tool_result":
            into, fp = reads, _fp(e.get("fingerprint"))
        else:
            continue
        for tok in (_h("k", e.get("memory_key")), _h("r", e.get("memory_ref"))):
            if tok is not None:
                into.add(tok)
        into.update(fp)
    if not seen:
        return None
    return sorted(writes, key=str), sorted(reads, key=str)


def attach_memory_digest(part: Any, traces: list[tuple[str, dict[str, Any]]]) -> None:
    side: dict[str, dict[str, Any]] = {}
    for k, (key, d) in enumerate(traces):
        toks = memory_tokens(d)
        if toks is not None and (toks[0] or toks[1]):
            part.memory.append((k, toks[0], toks[1]))
            side[key] = d
    part.side = _dumps(side) if side else None


def _dumps(obj: Any) -> bytes:
    from .ray_engine import _dumps as dumps

    return dumps(obj)


def linked_groups(digests: list[list[tuple[int, list[Any], list[Any]]]]) -> list[list[tuple[int, int]]]:
    """Connected components of ``(reducer, trace index)`` linked by a token one writes and another
    reads, keeping only those that span more than one reducer.  Linear (union-find)."""
    parent: dict[tuple[int, int], tuple[int, int]] = {}

    def find(x: tuple[int, int]) -> tuple[int, int]:
        root = x
        while parent[root] != root:
            root = parent[root]
        while parent[x] != root:
            parent[x], x = root, parent[x]
        return root

    writers: dict[Any, list[tuple[int, int]]] = defaultdict(list)
    readers: dict[Any, list[tuple[int, int]]] = defaultdict(list)
    for p, digest in enumerate(digests):
        for k, wt, rt in digest:
            parent[(p, k)] = (p, k)
            for t in wt:
                writers[t].append((p, k))
            for t in rt:
                readers[t].append((p, k))
    for tok, rs in readers.items():
        ws = writers.get(tok)
        if not ws:
            continue
        first = find(rs[0])
        for node in (*rs[1:], *ws):
            r = find(node)
            if r != first:
                parent[r] = first
    comps: dict[tuple[int, int], list[tuple[int, int]]] = defaultdict(list)
    for node in parent:
        comps[find(node)].append(node)
    return [sorted(c) for c in comps.values() if len({p for p, _ in c}) > 1]


def _reaudit(job: Any, wanted: dict[int, list[str]], order: list[int], *sides: bytes) -> Any:
    """The join task: the selected traces of every involved reducer, audited in key order."""
    pairs: list[tuple[str, dict[str, Any]]] = []
    for p, blob in zip(order, sides):
        traces = marshal.loads(blob) if blob[:2] != b"\x80\x05" else __import__("pickle").loads(blob)
        pairs.extend((key, traces[key]) for key in wanted[p])
    pairs.sort(key=lambda kv: kv[0])
    return job.run(pairs, digest=False)


def _drop(part: Any, gone: set[int]) -> Any:
    """``part`` without the traces at indexes ``gone`` (their findings and kept traces too)."""
    from .jobs import AuditPartial

    new_index: dict[int, int] = {}
    keys, traces = [], []
    for k, (key, s) in enumerate(zip(part.keys, part.result.traces)):
        if k in gone:
            part.kept.pop(s.trace_id, None)
            continue
        new_index[k] = len(keys)
        keys.append(key)
        traces.append(s)

    def keep(findings: list[Any], idx: list[int]) -> tuple[list[Any], list[int]]:
        pairs = [(f, new_index[k]) for f, k in zip(findings, idx) if k not in gone]
        return [f for f, _ in pairs], [k for _, k in pairs]

    fs, fi = keep(part.result.findings, part.local_index)
    ss, si = keep(part.result.suppressed, part.local_index_suppressed)
    return AuditPartial(keys=keys, result=part.result.model_copy(update={"traces": traces, "findings": fs,
                                                                          "suppressed": ss}),
                        kept=part.kept, local_index=fi, local_index_suppressed=si)


def memory_second_pass(job: Any, partials: list[Any], sides: list[Any], ray: Any, stats: Any = None) -> list[Any]:
    groups = linked_groups([p.memory for p in partials])
    if stats is not None:
        stats["memory_second_pass_traces"] = sum(map(len, groups))
    if not groups:
        return partials
    wanted: dict[int, list[str]] = defaultdict(list)
    gone: dict[int, set[int]] = defaultdict(set)
    for group in groups:
        for p, k in group:
            wanted[p].append(partials[p].keys[k])
            gone[p].add(k)
    order = sorted(wanted)
    from .ray_engine import MAX_RETRIES

    task = ray.remote(_reaudit).options(max_retries=MAX_RETRIES)
    again = ray.get(task.remote(job, dict(wanted), order, *[sides[p] for p in order]))
    out = [(_drop(part, gone[p]) if p in gone else part) for p, part in enumerate(partials)]
    out.append(again)
    return out
