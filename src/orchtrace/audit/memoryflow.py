"""Untrusted flow through shared memory, within a trace and across traces (survey AV4).

Memory accesses are ``tool_call`` / ``tool_result`` events with ``channel: "memory"``
(:mod:`orchtrace.capture.memory`).  During the sweep of each trace:

* a **write** is *tainted* when the writing agent's context holds untrusted content (the same
  taint the flow rules use), when the written value carries an instruction the recognizer found,
  or when the writer said the value is untrusted.  Every write (tainted or clean) is indexed by
  its key hash; tainted ones also by the value's content ref and its fingerprint hashes.  A
  tainted write keeps its evidence path (source -> write) with the trace id, so that a finding in
  another trace can name both traces.
* a **read** (``memory_op`` read/search) is a source of untrusted content when the latest write
  to its key before it was tainted, when its value's ref equals a tainted write's, or when its
  value's fingerprint shares enough hashes with a tainted write's (the value was copied or
  re-stored under another key); also when its own value carries a recognized instruction
  (whoever wrote it).  "Before" is by wall-clock ``ts`` when both events carry it, else by audit
  order.

The index lives on the :class:`~orchtrace.audit.engine.Engine`, so a run over a directory of
traces or a collector store follows writes in one trace to reads in later ones.  Traces that
read a key some trace audited *later* wrote earlier in time (inputs not in time order) are
re-audited once at the end (only those: each trace is swept at most twice).  Cost per access is
bounded (``MAX_FP`` hashes x ``MAX_PER_HASH`` candidates), so the whole run stays linear.
"""

from __future__ import annotations

import bisect
from typing import Any

from .findings import EvidenceStep
from .taint import newest_source

MAX_FP = 256  # fingerprint hashes of one value looked at
MAX_PER_HASH = 8  # tainted writes remembered per fingerprint hash
MIN_SHARED = 4  # shared hashes for a content match (and half of the smaller fingerprint)
MAX_RETAINED = 100_000  # traces kept for the late pass


class WriteRec:
    __slots__ = ("event_id", "fp", "fp_len", "idx", "key", "ref", "seq", "source_label", "src_idx", "steps",
                 "strength", "tainted", "trace_id", "ts")

    def __init__(self, **kw: Any) -> None:
        for k, v in kw.items():
            setattr(self, k, v)


def _before(w: WriteRec, ts: float | None, seq: int, idx: int) -> bool:
    if w.ts is not None and ts is not None:
        return w.ts < ts or (w.ts == ts and (w.seq, w.idx) < (seq, idx))
    return (w.seq, w.idx) < (seq, idx)


class MemoryIndex:
    """Writes seen so far in an audit run (one per :class:`Engine`)."""

    def __init__(self) -> None:
        self.by_key: dict[str, list[tuple[float, WriteRec]]] = {}
        self.by_ref: dict[str, list[WriteRec]] = {}
        self.by_hash: dict[int, list[WriteRec]] = {}
        self.writes: set[str] = set()  # (trace, event) ids already indexed
        self.current = 0  # audit order of the trace being swept
        self.pending: dict[int, list[tuple[Any, ...]]] = {}  # trace seq -> unmatched reads
        self.retained: dict[int, Any] = {}
        self.late_done: set[int] = set()

    # -- writes -------------------------------------------------------------------------------
    def add_write(self, rec: WriteRec) -> None:
        uid = rec.trace_id + "\x00" + rec.event_id
        if uid in self.writes:
            return
        self.writes.add(uid)
        if rec.key:
            lst = self.by_key.setdefault(rec.key, [])
            sort_ts = rec.ts if rec.ts is not None else float(rec.seq)
            if not lst or lst[-1][0] <= sort_ts:
                lst.append((sort_ts, rec))
            else:  # out of time order (rare): keep the list sorted
                bisect.insort(lst, (sort_ts, rec), key=_first)
        if not rec.tainted:
            return
        if rec.ref:
            self.by_ref.setdefault(rec.ref, []).append(rec)
        for h in rec.fp:
            lst2 = self.by_hash.get(h)
            if lst2 is None:
                self.by_hash[h] = [rec]
            elif len(lst2) < MAX_PER_HASH:
                lst2.append(rec)

    # -- reads --------------------------------------------------------------------------------
    def lookup(self, key: str | None, ref: str | None, fp: list[int], ts: float | None, seq: int,
               idx: int) -> tuple[WriteRec, str] | None:
        """The tainted write a read at (ts, seq, idx) sees, and how ("key", "content", "copy")."""
        if key:
            lst = self.by_key.get(key)
            if lst:
                # writes to this key are sorted by time: start at the read's time (bounded look-back)
                hi = bisect.bisect_right(lst, ts, key=_first) if ts is not None else len(lst)
                for _sort_ts, w in reversed(lst[max(0, hi - 64):hi]):
                    if _before(w, ts, seq, idx):
                        if w.tainted:
                            return w, "key"
                        break  # the latest write before the read was clean
        if ref:
            for w in reversed(self.by_ref.get(ref, ())[-64:]):
                if _before(w, ts, seq, idx):
                    return w, "content"
        if fp:
            counts: dict[int, int] = {}
            recs: dict[int, WriteRec] = {}
            for h in fp[:MAX_FP]:
                for w in self.by_hash.get(h, ()):
                    counts[id(w)] = counts.get(id(w), 0) + 1
                    recs[id(w)] = w
            best = None
            for wid, n in counts.items():
                w = recs[wid]
                need = max(MIN_SHARED, min(w.fp_len, len(fp)) // 2)
                if n >= need and _before(w, ts, seq, idx) and (best is None or n > best[1]):
                    best = (w, n)
            if best is not None:
                return best[0], "copy"
        return None

    # -- inputs out of time order ---------------------------------------------------------------
    def late_traces(self) -> list[tuple[int, Any]]:
        """Traces with a read that a write indexed after their sweep (earlier in time) taints."""
        out = []
        for seq, reads in self.pending.items():
            if seq in self.late_done or seq not in self.retained:
                continue
            if any(self.lookup(*r, seq=seq, idx=i) is not None for i, r in reads):
                out.append((seq, self.retained[seq]))
                self.late_done.add(seq)
        self.pending.clear()
        self.retained.clear()
        return out


def _first(item: tuple[float, Any]) -> float:
    return item[0]


def _event_ts(e: Any) -> float | None:
    ts = e.get("ts")
    return float(ts) if isinstance(ts, (int, float)) and not isinstance(ts, bool) else None


def _ints(v: Any) -> list[int]:
    return [h for h in v if type(h) is int] if isinstance(v, list) else []


def _steps(s: Any, path: list[tuple[int, str | None]], notes: dict[int, str]) -> list[EvidenceStep]:
    out = []
    for idx, via in path:
        x = s.events[idx]
        out.append(EvidenceStep.model_construct(
            id=s.ids[idx], type=s.types[idx], agent=s.agents[idx], agent_name=x.get("agent_name"),
            tool=x.get("tool"), t=float(x.get("t") or 0.0), via=via, note=notes.get(idx),
            trace_id=s.trace_id))
    return out


def on_event(s: Any, i: int, e: Any, tl: Any) -> None:
    """Called by the sweep for every memory event (before the rules look at it)."""
    from .sources import describe

    op = e.get("memory_op")
    et = s.types[i]
    mem = s.engine.memory
    key = e.get("memory_key") if isinstance(e.get("memory_key"), str) else None
    ref = e.get("memory_ref") if isinstance(e.get("memory_ref"), str) else None
    if op == "write" and et == "tool_call":
        own = e.get("instruction_flagged") is True or e.get("memory_trusted") is False
        src = -1
        if not tl.empty():
            src = newest_source(tl)
        strength = 2 if e.get("instruction_flagged") is True else 0
        if src >= 0:
            strength = max(strength, s.source_score.get(src, 0))
        tainted = own or src >= 0
        steps: list[EvidenceStep] = []
        label = ""
        if tainted:
            if src >= 0:
                path = s.source_path(src, i)
                label = describe(s, src)
                steps = _steps(s, path, {src: "untrusted " + label, i: "memory write"})
            else:
                label = "a value carrying an instruction" if e.get("instruction_flagged") else "an untrusted value"
                steps = _steps(s, [(i, None)], {i: "memory write of " + label})
        fp = _ints(e.get("memory_fingerprint"))[:MAX_FP] if tainted else []
        mem.add_write(WriteRec(event_id=s.ids[i], trace_id=s.trace_id, seq=mem.current, idx=i, ts=_event_ts(e),
                               key=key, ref=ref, fp=fp, fp_len=len(fp), tainted=tainted, strength=strength,
                               steps=steps, source_label=label, src_idx=src))
    elif op in ("read", "search") and et == "tool_result":
        fp = _ints(e.get("fingerprint"))
        ts = _event_ts(e)
        hit = mem.lookup(key, ref, fp, ts, mem.current, i)
        if hit is not None and hit[0].trace_id == s.trace_id and hit[0].src_idx >= 0 \
                and tl.contains(hit[0].src_idx):
            return  # the reader already has the very source that tainted the write in its context
        if hit is not None:
            w, how = hit
            s.__dict__.setdefault("_memory_origin", {})[i] = {
                "trace_id": w.trace_id, "write": w.event_id, "how": how, "steps": w.steps,
                "source": w.source_label}
            _add_source(s, tl, i, e, w.strength)
        else:
            if e.get("instruction_flagged") is True:  # an instruction in memory, whoever wrote it
                _add_source(s, tl, i, e, 0)
            mem.pending.setdefault(mem.current, []).append((i, (key, ref, fp[:MAX_FP], ts)))


def _add_source(s: Any, tl: Any, i: int, e: Any, strength: int) -> None:
    if i not in tl.members:
        s._add_source(tl, i, e)
    if strength > s.source_score.get(i, 0):
        was = s.source_score.get(i, 0)
        s.source_score[i] = strength
        if strength >= 2 > was:
            tl.strong.append(tl.members[i])


def keep_for_late_pass(engine: Any, seq: int, trace: Any) -> None:
    mem = engine.memory
    if seq in mem.pending and len(mem.retained) < MAX_RETAINED:
        mem.retained[seq] = trace


def origin(s: Any, src: int) -> dict[str, Any] | None:
    return s.__dict__.get("_memory_origin", {}).get(src)


def is_memory_source(s: Any, src: int) -> bool:
    return src >= 0 and s.events[src].get("channel") == "memory" and s.types[src] == "tool_result"
