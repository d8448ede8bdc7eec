"""Spans -> orchestration traces (see ``docs/mapping.md`` for the mapping table).

The conversion is one pass to index spans, one depth-first walk of each task's span forest to
give every produced event a nesting-consistent sort key, one sort, and one sweep over the sorted
events that wires every edge with per-agent "pending" tables.  Time O(n log n), memory O(n) in
the number of spans; no step compares pairs of events.

The fast path produces plain dicts (:func:`convert_records_to_dicts`) that serialise straight to
JSON; :func:`convert_records` wraps them in the pydantic models.
"""

from __future__ import annotations

import gc
import hashlib
import math
from operator import attrgetter
from collections import defaultdict
from collections.abc import Iterable, Mapping
from typing import Any

from . import channels as _channels
from .. import semconv as sc
from ..schema.models import Costs, Edge, Event, OrchestrationTrace
from ..packing import unpack_hashes
from .ledger import AgentLedger
from .records import SpanRecord

try:  # foreign instrumentations (OpenInference, OpenLLMetry) are mapped onto our vocabulary
    from .importers import normalize as _normalize  # type: ignore[attr-defined]
except Exception:  # noqa: BLE001 - importers are optional
    _normalize = None

try:
    from ..metrics import compute_metrics as _metrics
except Exception:  # noqa: BLE001 - metrics are optional
    _metrics = None

DEFAULT_ACTOR = "main"
_SUB_MAX = (1 << 24) - 1
_IDX_MASK = (1 << 32) - 1
_TIME_SHIFT = 32 + 24 + 32
_AGENT, _TOOL, _WORKFLOW, _OTHER = 1, 2, 3, 0
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
        self.kind = {sid: _kind(s) for sid, s in self.by_id.items()}
        self._task: dict[str, str | None] = {}
        self._agent: dict[str, str | None] = {}

    def _break_cycles(self) -> None:
        """Spans from programs we do not control may name themselves (or each other) as parent:
        each cycle is cut where it closes (that span becomes a root) and the cut is recorded, so
        every later walk up the parents ends.  Linear: every span is walked once."""
        state: dict[str, int] = {}  # 1 = on the current walk, 2 = done
        by_id = self.by_id
        for sid in by_id:
            if sid in state:
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
    for sid, rec in index.by_id.items():
        task = task_of(sid)
        key = task if task is not None else (None, rec.trace_id)
        group = lists.get(key)
        if group is None:
            group = lists[key] = groups[f"task:{task}" if task is not None else f"trace:{rec.trace_id}"] = []
        group.append(rec)
    return groups


class _TraceBuilder:
    """Builds one orchestration trace (as a dict) from the spans of one task."""

    def __init__(self, index: _Index, spans: list[SpanRecord], task_id: str | None) -> None:
        self.index = index
        self.spans = spans
        self.task_id = task_id
        self.ids = {s.span_id for s in spans}
        self.agent_id: dict[str, str] = {}  # agent span id -> instance id
        self.agent_span_of_id: dict[str, str] = {}  # instance id -> agent span id
        self.parent_agent: dict[str, str | None] = {}  # span id -> agent span id
        # events in production order, and one packed int sort key per event: time, nesting
        # order, sub-order, production index (see _add); sorting ints is several times faster
        # than sorting (tuple, dict) pairs
        self.evs: list[dict[str, Any]] = []
        self.keys: list[int] = []
        self.n_tools = 0
        self.n_msgs = 0
        self.tokens = 0.0
        self.rewards: dict[str, float] = defaultdict(float)
        self.ledger = AgentLedger()  # per-agent costs/LLM calls and anchored rewards (convert/ledger.py)
        self._names: dict[str, str] = {}
        self._codes: dict[tuple[Any, Any, Any], dict[str, Any] | None] = {}

    # -- agents ------------------------------------------------------------------------------
    def _index_agents(self) -> None:
        kind = self.index.kind
        agent_spans = [s for s in self.spans if kind[s.span_id] == _AGENT]
        for s in agent_spans:
            name = str(s.attributes.get(sc.GEN_AI_AGENT_NAME) or s.name.removeprefix("invoke_agent ") or "agent")
            # the instance: orchtrace.agent.instance_id (current spans) or, in spans written
            # before it existed, gen_ai.agent.id (which now names the agent, stable)
            inst = (s.attributes.get(sc.AGENT_INSTANCE_ID) or s.attributes.get(sc.GEN_AI_AGENT_ID)
                    or f"{name}-{s.span_id[:8]}")
            inst = str(inst)
            if inst in self.agent_span_of_id:  # two spans claim one instance id: keep both apart
                inst = f"{inst}-{s.span_id[:8]}"
            self.agent_id[s.span_id] = inst
            self.agent_span_of_id[inst] = s.span_id
        ids = self.ids
        span_of_id = self.agent_span_of_id
        parent_agent = self.parent_agent
        ancestor = self.index.agent_ancestor
        for s in self.spans:
            sid = s.span_id
            hinted = s.attributes.get(sc.AGENT_PARENT_ID if kind[sid] == _AGENT else sc.TOOL_CALLER_AGENT_ID)
            if hinted is not None:
                hinted = span_of_id.get(hinted if type(hinted) is str else str(hinted))
                if hinted is not None:
                    parent_agent[sid] = hinted
                    continue
            by_chain = ancestor(sid)
            parent_agent[sid] = by_chain if by_chain is None or by_chain in ids else None

    def _actor(self, span_id: str) -> str:
        """The agent instance that performs what happens in this span."""
        if span_id in self.agent_id:
            return self.agent_id[span_id]
        parent = self.parent_agent.get(span_id)
        return self.agent_id[parent] if parent is not None else DEFAULT_ACTOR

    def _name_of(self, instance: str) -> str:
        name = self._names.get(instance)
        if name is None:
            sid = self.agent_span_of_id.get(instance)
            if sid is None:
                name = instance
            else:
                rec = self.index.by_id[sid]
                name = str(rec.attributes.get(sc.GEN_AI_AGENT_NAME) or rec.name.removeprefix("invoke_agent "))
            self._names[instance] = name
        return name

    def _code_of(self, attrs: Mapping[str, Any]) -> dict[str, Any] | None:
        """Code locations repeat for every call of a function: build (and store) each once."""
        key = (attrs.get(sc.CODE_FILE_PATH), attrs.get(sc.CODE_LINE_NUMBER), attrs.get(sc.CODE_FUNCTION_NAME))
        if key[0] is None:
            return None
        code = self._codes.get(key)
        if code is None:
            code = self._codes[key] = _code(attrs)
        return code

    # -- depth-first order ----------------------------------------------------------------------
    def _dfs_order(self) -> dict[str, tuple[int, int]]:
        children: dict[str | None, list[SpanRecord]] = defaultdict(list)
        ids = self.ids
        for s in self.spans:
            parent = s.parent_span_id
            children[parent if parent in ids else None].append(s)
        by_start = attrgetter("start_ns", "span_id")
        for lst in children.values():
            if len(lst) > 1:
                lst.sort(key=by_start)
        order: dict[str, tuple[int, int]] = {}
        counter = 0
        stack: list[tuple[SpanRecord, bool]] = [(r, False) for r in reversed(children[None])]
        pre: dict[str, int] = {}
        pop, push = stack.pop, stack.append
        kids_of = children.get
        while stack:
            rec, done = pop()
            sid = rec.span_id
            if done:
                order[sid] = (pre[sid], counter)
                counter += 1
                continue
            pre[sid] = counter
            counter += 1
            kids = kids_of(sid)
            if kids:
                push((rec, True))
                stack.extend([(c, False) for c in reversed(kids)])
            else:  # a leaf: its end follows its start
                order[sid] = (counter - 1, counter)
                counter += 1
        return order

    # -- events ---------------------------------------------------------------------------------
    @staticmethod
    def _key(time_ns: int, seq: int, sub: int) -> int:
        """The sort key of an event at ``time_ns`` (``seq``: its span's DFS position, ``sub``: its
        place among the span's events), index bits left 0."""
        return ((((time_ns if time_ns > 0 else 0) << 32) | seq) << 24 | min(sub, _SUB_MAX)) << 32

    def _add(self, time_ns: int, seq: int, sub: int, event: dict[str, Any]) -> None:
        evs = self.evs
        self.keys.append(self._key(time_ns, seq, sub) | len(evs))
        evs.append(event)

    def _span_events(self) -> None:
        order = self._dfs_order()
        kinds = self.index.kind
        tool_events = self._tool_events
        for s in self.spans:
            sid = s.span_id
            pre, post = order[sid]
            kind = kinds[sid]
            attrs = s.attributes
            end_ns = s.end_ns if s.end_ns else s.start_ns
            if kind == _TOOL and not s.events and sc.GEN_AI_USAGE_INPUT_TOKENS not in attrs \
                    and sc.GEN_AI_USAGE_OUTPUT_TOKENS not in attrs:
                tool_events(s, pre, post, end_ns)  # the common case, without the checks below
                continue
            tok_in = attrs.get(sc.GEN_AI_USAGE_INPUT_TOKENS)
            tok_out = attrs.get(sc.GEN_AI_USAGE_OUTPUT_TOKENS)
            if tok_in is not None or tok_out is not None or kind == _OTHER:
                for tok in (_finite(tok_in), _finite(tok_out)):
                    if tok is not None and tok > 0:
                        self.tokens += tok
                self.ledger.span(self._actor(sid), attrs)
            if kind == _AGENT:
                self._agent_events(s, pre, post, end_ns)
            elif kind == _TOOL:
                self._tool_events(s, pre, post, end_ns)
            for i, ev in enumerate(s.events):
                self._vocab_event(s, i, ev.name, ev.time_ns, ev.attributes, pre)

    def _agent_events(self, s: SpanRecord, pre: int, post: int, end_ns: int) -> None:
        attrs = s.attributes
        inst = self.agent_id[s.span_id]
        name = self._name_of(inst)
        role = attrs.get(sc.AGENT_ROLE)
        parent_sid = self.parent_agent.get(s.span_id)
        parent = self.agent_id[parent_sid] if parent_sid is not None else None
        code = self._code_of(attrs)
        tools = attrs.get(sc.AGENT_TOOLS)
        declared = bool(attrs.get(sc.AGENT_TOOLS_DECLARED)) or tools is not None
        if parent is not None:
            spawn: dict[str, Any] = {
                "id": f"{s.span_id}:spawn",
                "type": "spawn",
                "agent": parent,
                "agent_name": self._name_of(parent),
                "from": parent,
                "to": inst,
                "target": name,
                "span_id": s.span_id,
            }
            if role:
                spawn["role"] = str(role)
            if declared:
                spawn["tools"] = [str(t) for t in _list(tools)]
            if attrs.get(sc.AGENT_INPUT_REF):
                spawn["content_ref"] = str(attrs[sc.AGENT_INPUT_REF])
            if code:
                spawn["code"] = code
            if s.resource:
                parent_rec = self.index.by_id.get(parent_sid) if parent_sid is not None else None
                _channels.spawn_fields(s.resource, parent_rec.resource if parent_rec else None, spawn)
            self._add(s.start_ns, pre, 0, spawn)
        else:
            # A root agent: its own allowlist (``agent_tools``: ``tools`` on a spawn is the child's)
            # and trusted task input ride on its first event.
            self.root_info[inst] = {"agent_tools": [str(t) for t in _list(tools)]} if declared else {}
            fp = attrs.get(sc.AGENT_INPUT_FINGERPRINT)
            if fp:
                self.root_info[inst]["input_fingerprint"] = _ints(fp)
            effects = attrs.get(sc.AGENT_INPUT_EFFECTS)
            if effects:
                self.root_info[inst]["input_effects"] = [str(x) for x in _list(effects)]
            self.root_info[inst]["role"] = str(role or "orchestrator")
        ret: dict[str, Any] = {
            "id": f"{s.span_id}:return",
            "type": "return",
            "agent": inst,
            "agent_name": name,
            "from": inst,
            "span_id": s.span_id,
        }
        if parent is not None:
            ret["to"] = parent
        if role:
            ret["role"] = str(role)
        elif parent is None:
            ret["role"] = "orchestrator"
        if attrs.get(sc.AGENT_OUTPUT_REF):
            ret["content_ref"] = str(attrs[sc.AGENT_OUTPUT_REF])
        used = _channels.agent_tokens(attrs, s.events)
        if used:  # model work done by this agent (AV7: spawned agents that did nothing)
            ret["tokens"] = used
        score = _finite(attrs.get(sc.AGENT_OUTPUT_INSTRUCTION_SCORE))
        if score is not None and 0.0 <= score <= 1.0:  # the recognizer's verdict on a child's output
            ret["instruction_score"] = score
            ret["instruction_flagged"] = attrs.get(sc.AGENT_OUTPUT_INSTRUCTION_FLAGGED) is True
            if attrs.get(sc.AGENT_OUTPUT_INJECTION_ENTITIES):
                ret["injection_entities"] = _ints(attrs[sc.AGENT_OUTPUT_INJECTION_ENTITIES])
            if attrs.get(sc.AGENT_OUTPUT_SIGNALS):
                ret["injection"] = [str(x) for x in _list(attrs[sc.AGENT_OUTPUT_SIGNALS])]
        if s.status == "ERROR":
            ret["status"] = "error"
            if attrs.get(sc.ERROR_TYPE):
                ret["error_type"] = str(attrs[sc.ERROR_TYPE])
        if s.end_ns is None:
            ret["status"] = "unfinished"
        elif s.start_ns:
            ret["wall_s"] = max(0.0, (end_ns - s.start_ns) / 1e9)
        if code:
            ret["code"] = code
        self._add(end_ns, post, 0, ret)

    def _tool_events(self, s: SpanRecord, pre: int, post: int, end_ns: int) -> None:
        attrs = s.attributes
        get = attrs.get
        sid = s.span_id
        parent = self.parent_agent.get(sid)  # a tool span is never an agent: its actor is its caller
        actor = self.agent_id[parent] if parent is not None else DEFAULT_ACTOR
        agent_name = self._names.get(actor) or self._name_of(actor)
        tool = get(_K_TOOL_NAME) or s.name.removeprefix("execute_tool ") or "tool"
        if type(tool) is not str:
            tool = str(tool)
        # the fields both events share, in output order, built once and copied (dict.copy is C)
        call: dict[str, Any] = {"agent": actor, "agent_name": agent_name, "tool": tool, "span_id": sid}
        trusted = get(_K_TRUSTED)
        if trusted is True or trusted is False:
            call["trusted"] = trusted
        call_id = get(_K_CALL_ID)
        if call_id:
            call["tool_call_id"] = call_id if type(call_id) is str else str(call_id)
        if _K_CODE_PATH in attrs:
            code = self._code_of(attrs)
            if code:
                call["code"] = code
        result = call.copy()
        call["id"] = sid + ":call"
        call["type"] = "tool_call"
        result["id"] = sid + ":result"
        result["type"] = "tool_result"
        sensitive = get(sc.TOOL_SENSITIVE)
        approval = get(sc.TOOL_REQUIRES_APPROVAL)
        if sensitive:
            call["sensitive"] = True
        if approval:
            call["requires_approval"] = True
        handoff_to = get(sc.TOOL_HANDOFF_TARGET)
        if handoff_to:
            call["target"] = str(handoff_to)
        ref = get(sc.TOOL_ARGS_REF)
        if ref:
            call["content_ref"] = str(ref)
        if sensitive or approval:  # only actions carry per-argument evidence
            fps: dict[str, list[int]] = {}
            domains: dict[str, list[str]] = {}
            paths: dict[str, list[str]] = {}
            for key, value in attrs.items():
                if key.startswith("orchtrace.tool.args."):
                    if key.startswith(sc.TOOL_ARG_FINGERPRINT_PREFIX):
                        fps[key[len(sc.TOOL_ARG_FINGERPRINT_PREFIX):]] = _ints(value)
                    elif key.startswith(sc.TOOL_ARG_DOMAINS_PREFIX):
                        domains[key[len(sc.TOOL_ARG_DOMAINS_PREFIX):]] = [str(x) for x in _list(value)]
                    elif key.startswith(sc.TOOL_ARG_PATHS_PREFIX):
                        paths[key[len(sc.TOOL_ARG_PATHS_PREFIX):]] = [str(x) for x in _list(value)]
            if fps:
                call["arg_fingerprints"] = fps
            if domains:
                call["arg_domains"] = domains
            if paths:
                call["arg_paths"] = paths
        ref = get(sc.TOOL_RESULT_REF)
        if ref:
            result["content_ref"] = str(ref)
        if sc.TOOL_RESULT_FINGERPRINT in attrs or sc.TOOL_RESULT_INSTRUCTION_SCORE in attrs or \
                sc.TOOL_RESULT_INJECTION in attrs:
            self._result_evidence(attrs, result)
        if s.status == "ERROR":
            result["status"] = "error"
            err = get(sc.ERROR_TYPE)
            if err:
                result["error_type"] = str(err)
        if s.end_ns is None:
            result["status"] = "unfinished"
        if sc.TOOL_CHANNEL in attrs or sc.TOOL_EXECUTES_CODE in attrs or sc.TOOL_ISOLATION in attrs:
            _channels.tool_fields(attrs, s.start_ns, s.resource, call, result)  # memory, execution context
        evs = self.evs
        keys = self.keys
        start_ns = s.start_ns
        n = len(evs)
        keys.append(((((start_ns if start_ns > 0 else 0) << 32) | pre) << 56) | n)
        keys.append(((((end_ns if end_ns > 0 else 0) << 32) | post) << 56) | (n + 1))
        evs.append(call)
        evs.append(result)
        self.n_tools += 1

    @staticmethod
    def _result_evidence(attrs: Mapping[str, Any], result: dict[str, Any]) -> None:
        fp = attrs.get(sc.TOOL_RESULT_FINGERPRINT)
        if fp:
            result["fingerprint"] = _ints(fp)
        inj = attrs.get(sc.TOOL_RESULT_INJECTION)
        if inj:
            result["injection"] = [str(x) for x in _list(inj)]
        planted = attrs.get(sc.TOOL_RESULT_INJECTION_ENTITIES)
        if planted:
            result["injection_entities"] = _ints(planted)
        suspect = attrs.get(sc.TOOL_RESULT_SUSPECT_ENTITIES)
        if suspect:
            result["suspect_entities"] = _ints(suspect)
        score = attrs.get(sc.TOOL_RESULT_INSTRUCTION_SCORE)
        if isinstance(score, (int, float)) and not isinstance(score, bool) and 0.0 <= score <= 1.0:
            result["instruction_score"] = float(score)
            result["instruction_flagged"] = attrs.get(sc.TOOL_RESULT_INSTRUCTION_FLAGGED) is True

    def _vocab_event(self, s: SpanRecord, i: int, name: str, time_ns: int, a: Mapping[str, Any], pre: int) -> None:
        if not name.startswith(sc.EVENT_PREFIX):
            return
        actor = self._actor(s.span_id)
        hinted = a.get(sc.AGENT_INSTANCE_ID) or a.get(sc.GEN_AI_AGENT_ID)
        if actor == DEFAULT_ACTOR and hinted:
            actor = str(hinted)
        ev: dict[str, Any] = {"id": f"{s.span_id}:e{i}", "agent": actor, "agent_name": self._name_of(actor),
                              "span_id": s.span_id}
        capture_id = a.get(sc.EVENT_ID)
        if name == sc.EVENT_DECISION:
            ev["type"] = "orchestrator_decision"
            ev["kind"] = str(a.get(sc.DECISION_KIND, "unknown"))
            target = a.get(sc.DECISION_TARGET)
            if target is not None:
                ev["target"] = ", ".join(map(str, target)) if isinstance(target, (list, tuple)) else str(target)
            if a.get(sc.DECISION_REASON_REF):
                ev["content_ref"] = str(a[sc.DECISION_REASON_REF])
        elif name == sc.EVENT_MESSAGE:
            ev["type"] = "message"
            self.n_msgs += 1
            ev["from"] = str(a.get(sc.MESSAGE_FROM) or actor)
            to = a.get(sc.MESSAGE_TO)
            if to is not None:
                ev["to"] = ", ".join(map(str, to)) if isinstance(to, (list, tuple)) else str(to)
                for target in _list(to):
                    self.msg_targets.append((ev["id"], str(target)))
            if a.get(sc.MESSAGE_REF):
                ev["content_ref"] = str(a[sc.MESSAGE_REF])
            if a.get(sc.MESSAGE_TRUSTED) is False:
                ev["trusted"] = False
            fp = a.get(sc.MESSAGE_FINGERPRINT)
            if fp:
                ev["fingerprint"] = _ints(fp)
            score = _finite(a.get(sc.MESSAGE_INSTRUCTION_SCORE))
            if score is not None and 0.0 <= score <= 1.0:
                ev["instruction_score"] = score
                ev["instruction_flagged"] = a.get(sc.MESSAGE_INSTRUCTION_FLAGGED) is True
            planted = a.get(sc.MESSAGE_INJECTION_ENTITIES)
            if planted:
                ev["injection_entities"] = _ints(planted)
            signals = a.get(sc.MESSAGE_INJECTION)
            if signals:
                ev["injection"] = [str(x) for x in _list(signals)][:32]
        elif name == sc.EVENT_AGGREGATE:
            ev["type"] = "aggregate"
            if a.get(sc.AGGREGATE_STRATEGY):
                ev["strategy"] = str(a[sc.AGGREGATE_STRATEGY])
            if a.get(sc.AGGREGATE_OUTPUT_REF):
                ev["content_ref"] = str(a[sc.AGGREGATE_OUTPUT_REF])
            self.aggregates[ev["id"]] = (
                [str(x) for x in _list(a.get(sc.AGGREGATE_INPUT_EVENT_IDS))],
                [str(x) for x in _list(a.get(sc.AGGREGATE_INPUT_AGENT_IDS))],
                [str(x) for x in _list(a.get(sc.AGGREGATE_INPUT_REFS))],
            )
        elif name == sc.EVENT_HUMAN:
            ev["type"] = "human_intervention"
            ev["kind"] = str(a.get(sc.HUMAN_KIND, "approval"))
            for key, field in ((sc.HUMAN_DECISION, "decision"), (sc.HUMAN_ACTOR, "actor"),
                               (sc.HUMAN_TARGET_TOOL, "target"), (sc.HUMAN_TARGET_CALL_ID, "target_call_id"),
                               (sc.HUMAN_REQUEST_ID, "request_id")):
                if a.get(key) is not None:
                    ev[field] = str(a[key])
            if ev.get("actor"):
                ev["role"] = "human"
        elif name == sc.EVENT_DESPAWN:
            ev["type"] = "despawn"
            target = a.get(sc.DESPAWN_TARGET)
            if target:
                ev["to"] = str(target)
                ev["from"] = actor
            if a.get(sc.DESPAWN_REASON):
                ev["kind"] = str(a[sc.DESPAWN_REASON])
        elif name == sc.EVENT_REWARD:
            value = _finite(a.get(sc.REWARD_VALUE))  # NaN/inf would make the trace invalid JSON Schema-wise
            if value is not None:
                self.rewards[str(a.get(sc.REWARD_CHANNEL, "team"))] += value
                self.ledger.reward(self._key(time_ns, pre, 1 + i) | _IDX_MASK, actor, a, str(a.get(sc.REWARD_CHANNEL, "team")), value)
            return
        elif name == sc.EVENT_COST:
            tokens = _finite(a.get(sc.COST_TOKENS))
            if tokens is not None and tokens > 0:
                self.tokens += tokens
                self.ledger.cost_event(actor, a)
            return
        else:
            return
        if capture_id:
            self.capture_ids[str(capture_id)] = ev["id"]
        self._add(time_ns, pre, 1 + i, ev)

    # -- the sweep that wires edges ---------------------------------------------------------------
    def build(self) -> dict[str, Any] | None:
        self.root_info: dict[str, dict[str, Any]] = {}
        self.msg_targets: list[tuple[str, str]] = []
        self.aggregates: dict[str, tuple[list[str], list[str], list[str]]] = {}
        self.capture_ids: dict[str, str] = {}
        self._index_agents()
        self._span_events()
        if not self.evs:
            return None
        keys = self.keys
        keys.sort()
        evs = self.evs
        mask = _IDX_MASK
        shift = _TIME_SHIFT
        events = [evs[k & mask] for k in keys]
        self.ledger.attach(keys, events, shift)
        t0 = keys[0] >> shift
        for k, ev in zip(keys, events):
            # an int number of ns / 1e9 is already the double nearest the 9-decimal value
            # (what round(..., 9) would return, at a fraction of its cost)
            ev["t"] = ((k >> shift) - t0) / 1e9
        self.evs = self.keys = []  # type: ignore[assignment]
        edges = self._edges(events)
        return self._assemble(events, edges, t0)

    def _edges(self, events: list[dict[str, Any]]) -> list[dict[str, str]]:
        # Every source below comes from a table filled by events already swept, so each edge
        # points forward in event order by construction (no cycles, no back-in-time edges).
        edges: list[dict[str, str]] = []
        append = edges.append
        last_of: dict[str, str] = {}  # actor -> its latest event (temporal)
        # actor -> (source event, edge type) waiting for that actor's next event: causal sources
        # of its own, returns of its children, and its own spawn (into the child's first event).
        pending: dict[str, list[tuple[str, str]]] = {}
        pending_msg: dict[str, list[str]] = defaultdict(list)  # recipient id or name -> messages
        returns: dict[str, str] = {}  # instance -> its return event
        by_ref: dict[str, list[str]] = defaultdict(list)  # content ref -> returns/messages carrying it
        hi_request: dict[str, str] = {}
        msg_targets = defaultdict(list)
        for ev_id, target in self.msg_targets:
            msg_targets[ev_id].append(target)
        root_info = self.root_info

        calls_seen: set[str] = set()
        tool_deps: list[dict[str, str]] = []
        for ev in events:
            eid = ev["id"]
            actor = ev["agent"]
            etype = ev["type"]
            prev = last_of.get(actor)
            last_of[actor] = eid
            if prev is not None:
                append({"src": prev, "dst": eid, "type": "temporal"})
            elif actor in root_info:  # a root's allowlist and task fingerprint ride on its first event
                for key, value in root_info[actor].items():
                    if key == "role" and etype == "spawn":
                        continue  # a spawn's role is the spawned child's
                    ev.setdefault(key, value)
            waiting = pending.pop(actor, None)
            if waiting:
                for src, kind in waiting:
                    append({"src": src, "dst": eid, "type": kind})
            if pending_msg:
                if actor in pending_msg:
                    for src in pending_msg.pop(actor):
                        append({"src": src, "dst": eid, "type": "message"})
                name = ev.get("agent_name")
                if name in pending_msg and name and name != actor:
                    for src in pending_msg.pop(name):
                        append({"src": src, "dst": eid, "type": "message"})
            # this event as a source
            if etype == "tool_call":
                calls_seen.add(eid)
                continue
            if etype == "tool_result":
                pending.setdefault(actor, []).append((eid, "causal"))
                call = eid[:-6] + "call"  # "<span>:result" -> "<span>:call"
                if call in calls_seen:  # false only when a span's clock ran backwards
                    tool_deps.append({"src": call, "dst": eid, "type": "tool_dependency"})
            elif etype == "orchestrator_decision":
                pending.setdefault(actor, []).append((eid, "causal"))
            elif etype == "spawn":
                pending.setdefault(ev["to"], []).append((eid, "spawn"))
            elif etype == "return":
                returns[actor] = eid
                to = ev.get("to")
                if to:
                    pending.setdefault(to, []).append((eid, "return"))
                if ev.get("content_ref"):
                    by_ref[ev["content_ref"]].append(eid)
            elif etype == "human_intervention":
                pending.setdefault(actor, []).append((eid, "causal"))
                req = ev.get("request_id")
                if req:
                    if req in hi_request:
                        append({"src": hi_request.pop(req), "dst": eid, "type": "causal"})
                    else:
                        hi_request[req] = eid
            elif etype == "message":
                for target in msg_targets.get(eid, ()):
                    pending_msg[target].append(eid)
                if ev.get("content_ref"):
                    by_ref[ev["content_ref"]].append(eid)
            elif etype == "aggregate":
                ev_ids, agent_ids, refs = self.aggregates.get(eid, ((), (), ()))
                inputs: dict[str, None] = {}
                for cid in ev_ids:
                    mapped = self.capture_ids.get(cid)
                    if mapped is not None and mapped != eid:
                        inputs.setdefault(mapped)
                for aid in agent_ids:
                    if aid in returns:
                        inputs.setdefault(returns[aid])
                for ref in refs:  # equal values from several producers: take each once, latest first
                    for hit in reversed(by_ref.get(ref, ())):
                        if hit not in inputs:
                            inputs.setdefault(hit)
                            break
                for src in inputs:
                    append({"src": src, "dst": eid, "type": "aggregate"})
                ev["inputs"] = list(inputs)
        edges.extend(tool_deps)
        return edges

    def _assemble(self, events: list[dict[str, Any]], edges: list[dict[str, str]], t0: int) -> dict[str, Any]:
        starts = [s.start_ns for s in self.spans if s.start_ns]
        ends = [s.end_ns or s.start_ns for s in self.spans if s.start_ns]
        roots = sorted((s for s in self.spans if s.parent_span_id not in self.ids), key=lambda r: r.start_ns)
        first_root = roots[0] if roots else self.spans[0]
        task_id = self.task_id if self.task_id else first_root.trace_id  # never an empty task id
        trace_id = first_root.trace_id
        if self.task_id is not None and len({s.trace_id for s in roots}) > 1:
            trace_id = hashlib.sha256(f"task:{self.task_id}".encode()).hexdigest()[:32]
        system = None
        topology_hint = None
        for s in roots:
            system = system or s.attributes.get(sc.SYSTEM) or s.attributes.get(sc.GEN_AI_WORKFLOW_NAME)
            topology_hint = topology_hint or s.attributes.get(sc.TOPOLOGY)
        if system is None:
            system = first_root.resource.get("service.name") if first_root.resource else None
        n_tools = self.n_tools
        n_msgs = self.n_msgs
        diags = [m for sp in self.spans for m in self.index.diagnostics.get(sp.span_id, ())]
        if diags:  # the schema's top level is closed: what was repaired rides on the first event
            events[0]["diagnostics"] = diags[:100]
        out: dict[str, Any] = {
            "trace_id": str(trace_id),
            "task_id": str(task_id),
        }
        if system:
            out["system"] = str(system)
        out["topology"] = topology_hint if topology_hint in sc.TOPOLOGIES else infer_topology(events)
        out["events"] = events
        out["edges"] = edges
        out["rewards"] = dict(self.rewards)
        out["costs"] = {
            "tokens": float(self.tokens),
            "wall_clock_s": max(0.0, (max(ends) - min(starts)) / 1e9) if starts else 0.0,
            "tool_calls": n_tools,
            "messages": n_msgs,
        }
        return out


def infer_topology(events: list[dict[str, Any]]) -> str:
    """A topology label where the spawn/message structure makes it clear, else ``unknown``."""
    spawner_of: dict[str, str] = {}
    roles: set[str] = set()
    talkers: list[str] = []  # agents of messages and delegate/communicate decisions
    for ev in events:
        role = ev.get("role")
        if role:
            roles.add(str(role).lower())
        etype = ev["type"]
        if etype == "spawn":
            if ev.get("to"):
                spawner_of[ev["to"]] = ev["agent"]
        elif etype == "message" or (etype == "orchestrator_decision"
                                    and ev.get("kind") in ("delegate", "communicate")):
            talkers.append(ev["agent"])
    if {"planner", "executor", "critic"} <= roles:
        return "planner_executor_critic"
    if not spawner_of:
        return "unknown"

    def depth(inst: str) -> int:
        d = 0
        while inst in spawner_of and d < 64:
            inst = spawner_of[inst]
            d += 1
        return d

    max_depth = max(depth(i) for i in spawner_of) if len(spawner_of) < 10000 else 1
    # hand-offs between spawned peers (messages, delegations) rather than via the spawner
    peer_talk = sum(1 for agent in talkers if agent in spawner_of)
    if peer_talk and max_depth <= 1 and len(set(spawner_of.values())) == 1 and peer_talk >= len(spawner_of):
        return "swarm"
    if max_depth >= 2:
        return "hierarchical"
    return "centralized"


def convert_records_to_dicts(records: Iterable[SpanRecord], *, logs: Iterable[Any] | None = None,
                             pause_gc: bool = True) -> list[dict[str, Any]]:
    """Orchestration traces as plain JSON-ready dicts, one per task, sorted by task id.

    ``logs``: orchestration events that travelled as log records
    (:class:`orchtrace.convert.logevents.LogEventRecord`), joined to their spans by span id.

    ``pause_gc``: the cyclic garbage collector is paused for the conversion (the converter makes
    no reference cycles; reference counting frees all it allocates).  Without the pause, the
    collector's passes over the growing heap of event dicts cost 25-70% at 10^5 spans."""
    if not pause_gc or not gc.isenabled():
        return _convert(records, logs)
    gc.disable()
    try:
        return _convert(records, logs)
    finally:
        gc.enable()


def _convert(records: Iterable[SpanRecord], logs: Iterable[Any] | None = None) -> list[dict[str, Any]]:
    spans = list(records)
    if logs is not None:
        from .logevents import attach_log_events

        attach_log_events(spans, logs)
    if _normalize is not None:
        spans = [_normalize(s) for s in spans]
    index = _Index(spans)
    out = []
    for key, group in sorted(_group(index).items()):
        task_id = key[len("task:"):] if key.startswith("task:") else None
        built = _TraceBuilder(index, group, task_id).build()
        if built is not None:
            if _metrics is not None:  # Table 13 metrics into the trace's `metrics` (orchtrace.metrics)
                try:
                    built["metrics"] = _metrics(built)
                except Exception:  # noqa: BLE001 - a metrics bug must not cost the trace
                    pass
            out.append(built)
    return out


def trace_from_dict(d: dict[str, Any]) -> OrchestrationTrace:
    """Wrap a dict this module produced in the pydantic models, without re-validating it."""
    return OrchestrationTrace.model_construct(
        trace_id=d["trace_id"],
        task_id=d["task_id"],
        system=d.get("system"),
        topology=d.get("topology"),
        events=[_event(e) for e in d["events"]],
        edges=[Edge.model_construct(**e) for e in d["edges"]],
        rewards=d["rewards"],
        costs=Costs.model_construct(**d["costs"]),
        metrics=d.get("metrics"),
    )


_EVENT_FIELDS = frozenset(Event.model_fields) - {"from_"}


def _event(e: dict[str, Any]) -> Event:
    known = {k: v for k, v in e.items() if k in _EVENT_FIELDS}
    if "from" in e:
        known["from_"] = e["from"]
    extra = {k: v for k, v in e.items() if k not in _EVENT_FIELDS and k != "from"}
    ev = Event.model_construct(**known)
    ev.__pydantic_extra__ = extra
    return ev


def convert_records(records: Iterable[SpanRecord], *, logs: Iterable[Any] | None = None) -> list[OrchestrationTrace]:
    """Orchestration traces (pydantic models), one per task."""
    return [trace_from_dict(d) for d in convert_records_to_dicts(records, logs=logs)]
