"""Span index of a conversion: kinds, memoised task/agent ancestry, cycle repair, task groups,
and the small value helpers the event builders share."""

from __future__ import annotations

import math
from operator import attrgetter
from collections.abc import Mapping
from typing import Any

from .. import semconv as sc
from ..packing import unpack_hashes
from .records import SpanRecord

DEFAULT_ACTOR = "main"
_SUB_MAX = (1 << 24) - 1
_IDX_MASK = (1 << 32) - 1
_TIME_SHIFT = 32 + 24 + 32
_AGENT, _TOOL, _WORKFLOW, _OTHER = 1, 2, 3, 0
_K_TASK = sc.TASK_ID
_parent_id = attrgetter("parent_span_id")
_K_TOOL_NAME, _K_TRUSTED, _K_CALL_ID, _K_CODE_PATH = (sc.GEN_AI_TOOL_NAME, sc.TOOL_TRUSTED, sc.GEN_AI_TOOL_CALL_ID,
                                                      sc.CODE_FILE_PATH)


def _kind(rec: SpanRecord) -> int:
    op = rec.attributes.get(sc.GEN_AI_OPERATION_NAME)
    if op == sc.OP_INVOKE_AGENT or (op is None and rec.name.startswith("invoke_agent ")):
        return _AGENT
    if op == sc.OP_EXECUTE_TOOL or (op is None and rec.name.startswith("execute_tool ")):
        return _TOOL
    if op == sc.OP_INVOKE_WORKFLOW or (op is None and rec.name.startswith("invoke_workflow ")):
        return _WORKFLOW
    return _OTHER


_OP_KIND = {sc.OP_INVOKE_AGENT: _AGENT, sc.OP_EXECUTE_TOOL: _TOOL, sc.OP_INVOKE_WORKFLOW: _WORKFLOW}


def _kinds(by_id: dict[str, SpanRecord]) -> dict[str, int]:
    """:func:`_kind` of every span that is not a tool span (a tool span's kind is the default:
    ``kinds.get(span_id, _TOOL)``; most spans are tools, and a small table stays in cache)."""
    out: dict[str, int] = {}
    kind_of_op = _OP_KIND.get
    key = sc.GEN_AI_OPERATION_NAME
    for sid, rec in by_id.items():
        op = rec.attributes.get(key)
        k = _kind(rec) if op is None or type(op) is not str else kind_of_op(op, _OTHER)
        if k != _TOOL:
            out[sid] = k
    return out


def _code(attrs: Mapping[str, Any]) -> dict[str, Any] | None:
    path = attrs.get(sc.CODE_FILE_PATH)
    if not path:
        return None
    out: dict[str, Any] = {"file": str(path)}
    line = attrs.get(sc.CODE_LINE_NUMBER)
    if isinstance(line, int):
        out["line"] = line
    fn = attrs.get(sc.CODE_FUNCTION_NAME)
    if fn:
        out["function"] = str(fn)
    return out


_ints = unpack_hashes  # packed ``h64:`` strings (current capture) or int lists (older spans)


def _finite(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    value = float(value)
    return value if math.isfinite(value) else None


def _list(value: Any) -> list[Any]:
    if value is None:
        return []
    if isinstance(value, (list, tuple)):
        return list(value)
    return [value]


class _Index:
    """Spans of all tasks, with memoised nearest-ancestor lookups."""

    def __init__(self, spans: list[SpanRecord]) -> None:
        self.by_id: dict[str, SpanRecord] = {}
        for s in spans:  # a retried export may repeat a span: last copy wins
            self.by_id[s.span_id] = s
        self.diagnostics: dict[str, list[str]] = {}  # span id -> what was wrong with it
        self._break_cycles()
        self.kind = _kinds(self.by_id)  # span id -> kind, tool spans left out (see _kinds)
        self._task: dict[str, str | None] = {}
        self._agent: dict[str, str | None] = {}

    def _break_cycles(self) -> None:
        """Spans from programs we do not control may name themselves (or each other) as parent:
        each cycle is cut where it closes (that span becomes a root) and the cut is recorded, so
        every later walk up the parents ends.  Linear: every span is walked once.

        Only spans that are some span's parent can be on a cycle, and a walk from a leaf is the
        walk from its parent with the leaf in front (never where a cycle is cut): leaves are not
        entered in the walk table, which then stays as small as the number of parents."""
        state: dict[str, int] = {}  # 1 = on the current walk, 2 = done
        by_id = self.by_id
        parents = set(map(_parent_id, by_id.values()))
        for sid, rec in by_id.items():
            if sid not in parents:  # a leaf: walk from its parent, if not walked yet
                sid = rec.parent_span_id
                if sid is None or sid in state or sid not in by_id:
                    continue
            elif sid in state:
                continue
            path = []
            cur: str | None = sid
            while cur is not None and cur in by_id and cur not in state:
                state[cur] = 1
                path.append(cur)
                cur = by_id[cur].parent_span_id
            if cur is not None and state.get(cur) == 1:  # back on this walk: a cycle closes at path[-1]
                last = by_id[path[-1]]
                self.diagnostics.setdefault(last.span_id, []).append(
                    f"span {last.span_id}: parent {last.parent_span_id} makes a cycle; treated as a root")
                last.parent_span_id = None
            for p in path:
                state[p] = 2

    def _resolve_up(self, sid: str, memo: dict[str, Any], own: Any) -> Any:
        """Walk up parents until a span whose answer is known; memoise the whole path."""
        path = []
        cur: str | None = sid
        answer = None
        while cur is not None:
            if cur in memo:
                answer = memo[cur]
                break
            rec = self.by_id.get(cur)
            if rec is None:
                break
            value = own(cur, rec)
            if value is not None:
                answer = value
                memo[cur] = value
                break
            path.append(cur)
            cur = rec.parent_span_id
        for p in path:
            memo[p] = answer
        return answer

    def task_of(self, sid: str) -> str | None:
        rec = self.by_id[sid]
        own = rec.attributes.get(sc.TASK_ID)  # most spans carry it themselves
        if own is not None:
            return own
        memo = self._task
        parent = rec.parent_span_id
        prec = self.by_id.get(parent) if parent is not None else None
        if prec is not None:  # its parent carries it (an agent's tools): no memo entry for a leaf
            own = prec.attributes.get(sc.TASK_ID)
            if own is not None:
                return own
        if parent in memo:  # a sibling already resolved the way up
            answer = memo[sid] = memo[parent]
            return answer
        return self._resolve_up(sid, memo, lambda _s, r: r.attributes.get(sc.TASK_ID))

    def agent_ancestor(self, sid: str) -> str | None:
        """Nearest strict ancestor that is an agent span."""
        parent = self.by_id[sid].parent_span_id
        if parent is None:
            return None
        if self.kind.get(parent) == _AGENT:  # the common case: called right by its agent
            return parent
        return self._resolve_up(parent, self._agent, lambda s, _r: s if self.kind.get(s) == _AGENT else None)


def _group(index: _Index) -> dict[str, list[SpanRecord]]:
    groups: dict[str, list[SpanRecord]] = {}
    lists: dict[Any, list[SpanRecord]] = {}  # (task id or trace id) -> its group, keyed once
    task_of = index.task_of
    by_id_get = index.by_id.get
    for sid, rec in index.by_id.items():
        task = rec.attributes.get(_K_TASK)  # most spans carry it themselves, or their parent (as in task_of)
        if task is None:
            parent = by_id_get(rec.parent_span_id) if rec.parent_span_id is not None else None
            if parent is not None:
                task = parent.attributes.get(_K_TASK)
            if task is None:
                task = task_of(sid)
        key = task if task is not None else (None, rec.trace_id)
        group = lists.get(key)
        if group is None:
            group = lists[key] = groups[f"task:{task}" if task is not None else f"trace:{rec.trace_id}"] = []
        group.append(rec)
    return groups
