"""Orchestration events built from agent and tool spans (one mixin of the trace builder):
instance ids, depth-first nesting order, packed sort keys, spawn/return and tool call/result."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from itertools import compress, repeat
from operator import attrgetter, eq
from typing import Any

from . import channels as _channels
from .. import semconv as sc
from .index import (_AGENT, _K_CALL_ID, _K_CODE_PATH, _K_TOOL_NAME, _K_TRUSTED, _OTHER, _SUB_MAX, _TOOL, DEFAULT_ACTOR,
                    _code, _finite, _ints, _list)
from .records import SpanRecord


_TOOL_TYPES = ("tool_call", "tool_result")
_span_id = attrgetter("span_id")
_K_ARGS_REF, _K_RESULT_REF = sc.TOOL_ARGS_REF, sc.TOOL_RESULT_REF
# a tool span with none of these attributes has no optional field but its content refs
_RARE_TOOL_KEYS = frozenset({sc.TOOL_SENSITIVE, sc.TOOL_REQUIRES_APPROVAL, sc.TOOL_HANDOFF_TARGET,
                             sc.TOOL_RESULT_FINGERPRINT, sc.TOOL_RESULT_INSTRUCTION_SCORE, sc.TOOL_RESULT_INJECTION,
                             sc.TOOL_CHANNEL, sc.TOOL_EXECUTES_CODE, sc.TOOL_ISOLATION})


class EventsMixin:
    """Needs the builder's state (see :class:`orchtrace.convert.converter._TraceBuilder`)."""

    # -- agents ------------------------------------------------------------------------------
    def _index_agents(self) -> None:
        kind = self.index.kind
        # each span's kind and parent agent span, in span order (lists: no per-span dict entry)
        kinds = self.span_kinds = list(map(kind.get, map(_span_id, self.spans), repeat(_TOOL)))
        parents: list[str | None] = []
        self.span_parents = parents
        for s in compress(self.spans, map(eq, kinds, repeat(_AGENT))):
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
        add = parents.append
        ancestor = self.index.agent_ancestor
        k_agent_parent, k_caller = sc.AGENT_PARENT_ID, sc.TOOL_CALLER_AGENT_ID
        for s, k in zip(self.spans, kinds):
            hinted = s.attributes.get(k_agent_parent if k == _AGENT else k_caller)
            if hinted is not None:
                hinted = span_of_id.get(hinted if type(hinted) is str else str(hinted))
                if hinted is not None:
                    add(hinted)
                    continue
            by_chain = ancestor(s.span_id)
            add(by_chain if by_chain is None or by_chain in ids else None)

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
    def _dfs_order(self) -> tuple[list[int], list[int]]:
        """Each span's depth-first entry and exit counters, as two lists in span order (children
        by start time, then span id)."""
        spans = self.spans
        children: dict[str | None, list[int]] = defaultdict(list)  # parent span id -> positions
        ids = self.ids
        for i, s in enumerate(spans):
            parent = s.parent_span_id
            children[parent if parent in ids else None].append(i)
        sort_keys: list[Any] | None = None
        for lst in children.values():
            if len(lst) > 1:
                if sort_keys is None:
                    sort_keys = list(map(attrgetter("start_ns", "span_id"), spans))
                lst.sort(key=sort_keys.__getitem__)
        del sort_keys
        pre = [0] * len(spans)
        post = [0] * len(spans)
        counter = 0
        # a position on the stack: enter that span; its complement ~i (< 0): leave it (children done)
        stack: list[int] = list(reversed(children[None]))
        pop, push, extend = stack.pop, stack.append, stack.extend
        kids_of = children.get
        while stack:
            i = pop()
            if i < 0:
                post[~i] = counter
                counter += 1
                continue
            kids = kids_of(spans[i].span_id)
            pre[i] = counter
            if kids:
                counter += 1
                push(~i)
                extend(reversed(kids))
            else:  # a leaf: its end follows its start
                post[i] = counter + 1
                counter += 2
        return pre, post

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
        self.c_ids.append(event["id"])
        self.c_agents.append(event["agent"])
        self.c_types.append(event["type"])
        if event.get("status") == "error":
            self.c_err.append(event["id"])

    def _span_events(self) -> None:
        pres, posts = self._dfs_order()
        tool_events = self._tool_events
        k_in, k_out = sc.GEN_AI_USAGE_INPUT_TOKENS, sc.GEN_AI_USAGE_OUTPUT_TOKENS
        parent_agent = self.parent_agent
        kinds, parents = self.span_kinds, self.span_parents
        self.span_kinds = self.span_parents = []  # type: ignore[assignment]
        for s, kind, parent, pre, post in zip(self.spans, kinds, parents, pres, posts):
            sid = s.span_id
            attrs = s.attributes
            end_ns = s.end_ns if s.end_ns else s.start_ns
            if kind == _TOOL and not s.events and k_in not in attrs and k_out not in attrs:
                tool_events(s, pre, post, end_ns, parent)  # the common case, without the checks below
                continue
            parent_agent[sid] = parent  # what _actor and the agent events read
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
                self._tool_events(s, pre, post, end_ns, parent)
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
                rfp = attrs.get(sc.AGENT_INPUT_REQUEST_FINGERPRINT)
                if rfp:
                    self.root_info[inst]["request_fingerprint"] = _ints(rfp)
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

    def _tool_events(self, s: SpanRecord, pre: int, post: int, end_ns: int, parent: str | None) -> None:
        """``parent``: the span's parent agent span (a tool span is never an agent: its actor is its caller)."""
        attrs = s.attributes
        get = attrs.get
        sid = s.span_id
        known = self._callers.get(parent)  # (actor, its name) per parent agent span, looked up once
        if known is None:
            actor = self.agent_id[parent] if parent is not None else DEFAULT_ACTOR
            known = self._callers[parent] = (actor, self._names.get(actor) or self._name_of(actor))
        actor, agent_name = known
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
        call["id"] = cid = sid + ":call"
        call["type"] = "tool_call"
        result["id"] = rid = sid + ":result"
        result["type"] = "tool_result"
        rare = not _RARE_TOOL_KEYS.isdisjoint(attrs)
        if rare:
            self._tool_extras(attrs, call, result)
        else:  # the common tool: only its content refs among the optional fields
            ref = get(_K_ARGS_REF)
            if ref:
                call["content_ref"] = ref if type(ref) is str else str(ref)
            ref = get(_K_RESULT_REF)
            if ref:
                result["content_ref"] = ref if type(ref) is str else str(ref)
        if s.status == "ERROR":
            result["status"] = "error"
            err = get(sc.ERROR_TYPE)
            if err:
                result["error_type"] = str(err)
            if s.end_ns is not None:
                self.c_err.append(rid)
        if s.end_ns is None:
            result["status"] = "unfinished"
        if rare and (sc.TOOL_CHANNEL in attrs or sc.TOOL_EXECUTES_CODE in attrs or sc.TOOL_ISOLATION in attrs):
            _channels.tool_fields(attrs, s.start_ns, s.resource, call, result)  # memory, execution context
        evs = self.evs
        keys = self.keys
        start_ns = s.start_ns
        n = len(evs)
        keys.append(((((start_ns if start_ns > 0 else 0) << 32) | pre) << 56) | n)
        keys.append(((((end_ns if end_ns > 0 else 0) << 32) | post) << 56) | (n + 1))
        evs.append(call)
        evs.append(result)
        self.c_ids += (cid, rid)  # the columns the sweep and the metrics read
        self.c_agents += (actor, actor)
        self.c_types += _TOOL_TYPES
        self.n_tools += 1

    def _tool_extras(self, attrs: Mapping[str, Any], call: dict[str, Any], result: dict[str, Any]) -> None:
        """The optional fields of a tool's events (flags, refs, per-argument and result evidence)."""
        get = attrs.get
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
        record = attrs.get(sc.TOOL_RESULT_RECORD_VALUES)
        if record:
            result["record_values"] = _ints(record)
        own = attrs.get(sc.TOOL_RESULT_OWN_VALUES)
        if own:
            result["own_values"] = _ints(own)
        commanded = attrs.get(sc.TOOL_RESULT_COMMANDED)
        if commanded is not None:  # (an empty list too: computed, and nothing asked for)
            result["commanded"] = _ints(commanded)
        score = attrs.get(sc.TOOL_RESULT_INSTRUCTION_SCORE)
        if isinstance(score, (int, float)) and not isinstance(score, bool) and 0.0 <= score <= 1.0:
            result["instruction_score"] = float(score)
            result["instruction_flagged"] = attrs.get(sc.TOOL_RESULT_INSTRUCTION_FLAGGED) is True
