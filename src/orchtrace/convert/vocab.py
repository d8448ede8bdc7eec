"""Orchestration events from the vocabulary carried as span (or log) events: decisions,
messages, aggregates, human interventions, despawns, rewards and costs (a trace builder mixin)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .. import semconv as sc
from .index import _IDX_MASK, DEFAULT_ACTOR, _finite, _ints, _list
from .records import SpanRecord


class VocabMixin:
    """Needs the builder's state (see :class:`orchtrace.convert.converter._TraceBuilder`)."""

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
            for key, field in ((sc.MESSAGE_SUSPECT_ENTITIES, "suspect_entities"),
                               (sc.MESSAGE_RECORD_VALUES, "record_values"), (sc.MESSAGE_OWN_VALUES, "own_values")):
                got = a.get(key)
                if got:
                    ev[field] = _ints(got)
            commanded = a.get(sc.MESSAGE_COMMANDED)
            if commanded is not None:  # (an empty list too: computed, and nothing asked for)
                ev["commanded"] = _ints(commanded)
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
