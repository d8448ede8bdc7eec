"""The rest of the orchestration vocabulary: calls that record span events on the current span.

Each call is cheap (one span event) and returns an :class:`EventHandle` whose ``id`` other calls
can point at (``aggregate(inputs=[handle, ...])``).  With no recording span around (orchtrace
disabled, no agent running, no SDK installed) they do nothing and return ``None``.
"""

from __future__ import annotations

import contextlib
import logging
import math
import random
import warnings
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from opentelemetry import context as otel_context
from opentelemetry import trace

from .. import semconv as sc
from ..config import settings
from ..content import canonical_bytes, content_ref, produced, ref_of_bytes
from . import handoff
from .context import (
    AgentFrame,
    current_agent_var,
    current_conversation_var,
    current_task_var,
    task_input_trusted_var,
)
from .decorators import _truncate
from .emit import emit_event
from .evidence import message_evidence, task_evidence

log = logging.getLogger("orchtrace")
_rand = random.Random()
_tracer = trace.get_tracer("orchtrace")


@dataclass(frozen=True, slots=True)
class EventHandle:
    """A recorded orchestration event; pass it to :func:`aggregate` to link it."""

    id: str
    kind: str


def _emit(event_name: str, attrs: dict[str, Any]) -> EventHandle | None:
    if not settings.enabled:
        return None
    try:
        span = trace.get_current_span()
        if not span.is_recording():
            return None
        event_id = f"ev-{_rand.getrandbits(48):012x}"
        attrs[sc.EVENT_ID] = event_id
        frame = current_agent_var.get()
        if frame is not None:
            attrs.setdefault(sc.AGENT_INSTANCE_ID, frame.id)
        emit_event(span, event_name, {k: v for k, v in attrs.items() if v is not None})
        return EventHandle(event_id, event_name.rsplit(".", 1)[-1])
    except Exception:  # noqa: BLE001 - never break the host
        log.debug("orchtrace: recording %s failed", event_name, exc_info=True)
        return None


def _targets(value: Any) -> Any:
    if value is None:
        return None
    if isinstance(value, AgentFrame):
        return value.id
    if isinstance(value, (list, tuple, set, frozenset)):
        return [_targets(v) for v in value]
    return str(value)


def decision(kind: str, target: Any = None, *, reason: Any = None) -> EventHandle | None:
    """Record an orchestrator decision: ``kind`` is spawn, delegate, communicate, aggregate or stop.

    ``target`` names the agent(s) the decision is about; ``reason`` is hashed, never exported
    raw.
    """
    if kind not in sc.DECISION_KINDS:
        warnings.warn(f"orchtrace.decision: kind {kind!r} is not one of {sc.DECISION_KINDS}", stacklevel=2)
    attrs: dict[str, Any] = {sc.DECISION_KIND: str(kind), sc.DECISION_TARGET: _targets(target)}
    if reason is not None:
        attrs[sc.DECISION_REASON_REF] = content_ref(reason)
    return _emit(sc.EVENT_DECISION, attrs)


def message(to: Any, content: Any = None, *, sender: Any = None, trusted: bool | None = None) -> EventHandle | None:
    """Record a message from the current agent (or ``sender``) to agent ``to`` (name or instance).

    Its content is scored by the instruction recognizer at capture time (only the verdict and
    hashes are recorded), so a peer that passes on an instruction is caught with no policy.
    ``trusted=False``: the content comes from an untrusted party (an end user, another tenant)."""
    if not settings.enabled:
        return None
    data = canonical_bytes(content)
    frame = current_agent_var.get()
    attrs: dict[str, Any] = {
        sc.MESSAGE_TO: _targets(to),
        sc.MESSAGE_FROM: _targets(sender) if sender is not None else (frame.id if frame else None),
        sc.MESSAGE_REF: ref_of_bytes(data),
        sc.MESSAGE_SIZE: len(data),
    }
    if trusted is False:
        attrs[sc.MESSAGE_TRUSTED] = False
    if content is not None:
        try:
            message_evidence(data, attrs)
        except Exception:  # noqa: BLE001 - evidence must never break the host
            log.debug("orchtrace: message evidence failed", exc_info=True)
    if settings.capture_content:
        attrs[sc.MESSAGE_CONTENT] = _truncate(data.decode("utf-8", "replace"))
    handle = _emit(sc.EVENT_MESSAGE, attrs)
    if handle is not None:
        produced.remember(content, attrs[sc.MESSAGE_REF], frame.id if frame else None, handle.id, size=len(data))
    return handle


def aggregate(inputs: Iterable[Any], strategy: str | None = None, *, output: Any = None) -> EventHandle | None:
    """Record that the current agent combines ``inputs`` (agent results, messages, handles).

    Values returned by ``@orchtrace.agent`` calls are recognised by identity, so the aggregate
    links to the returns of the agents that produced them.
    """
    if not settings.enabled:
        return None
    refs: list[str] = []
    agent_ids: list[str] = []
    event_ids: list[str] = []
    seen: set[int] = set()
    for item in inputs:
        if isinstance(item, EventHandle):
            event_ids.append(item.id)
            continue
        # The same object passed twice (or returned by two agents) cannot name its producers by
        # identity; its content ref still links it to each matching return, latest first.
        hit = produced.lookup(item) if id(item) not in seen else None
        seen.add(id(item))
        if hit is not None:
            ref, agent_id, event_id = hit
            refs.append(ref)
            if event_id:
                event_ids.append(event_id)
            elif agent_id:
                agent_ids.append(agent_id)
        else:
            refs.append(content_ref(item))
    attrs: dict[str, Any] = {
        sc.AGGREGATE_STRATEGY: strategy,
        sc.AGGREGATE_INPUT_REFS: refs,
        sc.AGGREGATE_INPUT_AGENT_IDS: agent_ids,
        sc.AGGREGATE_INPUT_EVENT_IDS: event_ids,
    }
    if output is not None:
        attrs[sc.AGGREGATE_OUTPUT_REF] = content_ref(output)
    return _emit(sc.EVENT_AGGREGATE, attrs)


def human_intervention(
    kind: str = "approval",
    decision: str | None = None,
    *,
    actor: str | None = None,
    target: str | None = None,
    call_id: str | None = None,
    request_id: str | None = None,
) -> EventHandle | None:
    """Record a human intervention: ``kind`` approval, edit, abort, feedback, takeover, request...

    ``decision`` is the outcome (approved, rejected, edited, pending...); ``target`` the tool or
    agent it is about.  An ``approval`` with an approving decision before a sensitive call is what
    the audit's human-intervention rules look for.
    """
    return _emit(
        sc.EVENT_HUMAN,
        {
            sc.HUMAN_KIND: kind,
            sc.HUMAN_DECISION: decision,
            sc.HUMAN_ACTOR: actor,
            sc.HUMAN_TARGET_TOOL: target,
            sc.HUMAN_TARGET_CALL_ID: call_id,
            sc.HUMAN_REQUEST_ID: request_id,
        },
    )


def despawn(agent: Any = None, *, reason: str | None = None) -> EventHandle | None:
    """Record that an agent instance is terminated (default: the current agent)."""
    frame = current_agent_var.get()
    target = _targets(agent) if agent is not None else (frame.id if frame else None)
    return _emit(sc.EVENT_DESPAWN, {sc.DESPAWN_TARGET: target, sc.DESPAWN_REASON: reason})


_warned: set[str] = set()


def _drop(what: str, why: str) -> None:
    """A bad argument to a recording call is dropped with one warning per kind, never raised:
    the host application must not fail because of what it asked orchtrace to record."""
    if what not in _warned:
        _warned.add(what)
        log.warning("orchtrace: %s dropped: %s (warned once)", what, why)


def _finite_number(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        try:
            value = float(value)  # numpy scalars, Decimal, numeric strings
        except (TypeError, ValueError, OverflowError):
            return None
    value = float(value)
    return value if math.isfinite(value) else None


def reward(channel: str, value: float, agent: Any = None) -> EventHandle | None:
    """Add ``value`` to the trace's reward channel ``channel`` (e.g. team, process, tool).

    The reward is also kept where it was given, for credit assignment: on the current agent's
    latest event, crediting ``agent`` (an instance, or its id; default the current agent).
    A value that is not a finite number is dropped with a warning (never raised)."""
    number = _finite_number(value)
    if number is None:
        _drop("orchtrace.reward value", f"{type(value).__name__} {value!r:.40} is not a finite number")
        return None
    attrs: dict[str, Any] = {sc.REWARD_CHANNEL: str(channel), sc.REWARD_VALUE: number}
    if agent is not None:
        attrs[sc.REWARD_AGENT] = _targets(agent) if not isinstance(agent, (list, tuple, set)) else None
    return _emit(sc.EVENT_REWARD, attrs)


def cost(tokens: int | None = None, *, input_tokens: int | None = None,
         output_tokens: int | None = None) -> EventHandle | None:
    """Add token usage to the trace's costs (total, or input/output as in ``gen_ai.usage.*``).
    Counts that are not finite non-negative numbers are dropped with a warning (never raised)."""
    counts = []
    for name, v in (("tokens", tokens), ("input_tokens", input_tokens), ("output_tokens", output_tokens)):
        if v is None:
            counts.append(None)
            continue
        number = _finite_number(v)
        if number is None or number < 0:
            _drop(f"orchtrace.cost {name}", f"{v!r:.40} is not a finite non-negative number")
            counts.append(None)
        else:
            counts.append(int(number))
    tokens, input_tokens, output_tokens = counts
    total = (tokens or 0) + (input_tokens or 0) + (output_tokens or 0)
    return _emit(
        sc.EVENT_COST,
        {
            sc.COST_TOKENS: int(total),
            sc.GEN_AI_USAGE_INPUT_TOKENS: input_tokens,
            sc.GEN_AI_USAGE_OUTPUT_TOKENS: output_tokens,
        },
    )


def _record_request(span: Any, request: Any) -> None:
    """The evidence of ``orchtrace.task(request=...)``, computed by the hand-off worker (before
    the task span's end, which is queued behind it)."""
    data = canonical_bytes(request)
    span.set_attribute(sc.AGENT_INPUT_REF, ref_of_bytes(data))

    def job(span: Any, data: bytes) -> None:
        attrs: dict[str, Any] = {}
        task_evidence(data, attrs)
        if attrs:
            span.set_attributes(attrs)

    handoff.submit(job, span, data)


@contextlib.contextmanager
def task(task_id: str, name: str | None = None, *, system: str | None = None,
         topology: str | None = None, trusted_input: bool = True,
         conversation_id: str | None = None, request: Any = None) -> Iterator[str]:
    """Name the task a run belongs to; everything inside lands in one orchestration trace.

    ``request``: what the user asked for this run, when the root agent's input is not it (an agent
    that takes a job id or reads a queue, or no decorated agent at all).  It is trusted context
    for intent alignment, read as a root agent's input is (only derived evidence is recorded: the
    effect classes it asks for and keyed hashes, never the text).  Not recorded with
    ``trusted_input=False``, where the root agent's input is scanned as untrusted instead.

    ``trusted_input=False``: the task's input comes from an untrusted party (an end user of a
    public-facing agent): the root agent's input is then recorded as an untrusted message from
    the user, scanned by the instruction recognizer, and flows from it are audited (direct
    prompt injection) instead of counting as the trusted task.

    Opens an ``invoke_workflow {name}`` span (GenAI semconv) carrying ``orchtrace.task.id``.
    ``name`` is the workflow's low-cardinality name (``gen_ai.workflow.name``, e.g. ``digest``);
    without one the span is named ``invoke_workflow`` and carries no workflow name (the task id
    is per run, so it never stands in for it).  ``conversation_id`` (default: the task id) is
    ``gen_ai.conversation.id`` on every span of the task.
    Runs that share a task id (e.g. a resumed run) are stitched into the same trace.
    """
    if task_id is None or str(task_id) == "":
        _drop("orchtrace.task id", "an empty task id names nothing; the run gets its trace id instead")
        tid: str | None = None
    else:
        tid = str(task_id)
    token = current_task_var.set(tid)
    conversation = str(conversation_id) if conversation_id else tid
    conv_token = current_conversation_var.set(conversation)
    trust_token = task_input_trusted_var.set(bool(trusted_input))
    span = None
    otel_token = None
    try:
        if settings.enabled:
            try:
                attrs: dict[str, Any] = {sc.GEN_AI_OPERATION_NAME: sc.OP_INVOKE_WORKFLOW}
                if name:
                    attrs[sc.GEN_AI_WORKFLOW_NAME] = str(name)
                if tid is not None:
                    attrs[sc.TASK_ID] = tid
                if conversation is not None:
                    attrs[sc.GEN_AI_CONVERSATION_ID] = conversation
                if system:
                    attrs[sc.SYSTEM] = system
                if topology:
                    attrs[sc.TOPOLOGY] = topology
                span = _tracer.start_span(f"invoke_workflow {name}" if name else "invoke_workflow",
                                          attributes=attrs)
                if request is not None and trusted_input and span.is_recording():
                    _record_request(span, request)
                otel_token = otel_context.attach(trace.set_span_in_context(span))
            except Exception:  # noqa: BLE001
                log.debug("orchtrace: task span failed", exc_info=True)
        yield tid  # type: ignore[misc]
    except BaseException as exc:
        if span is not None:
            try:
                span.set_status(trace.Status(trace.StatusCode.ERROR, type(exc).__name__))
                span.set_attribute(sc.ERROR_TYPE, type(exc).__qualname__)
            except Exception:  # noqa: BLE001 - never mask the application's exception
                log.debug("orchtrace: recording the task's exception failed", exc_info=True)
        raise
    finally:
        if otel_token is not None:
            otel_context.detach(otel_token)
        if span is not None:
            from .decorators import end_span

            end_span(span)  # after the ends handed off inside the task: children first
        current_task_var.reset(token)
        current_conversation_var.reset(conv_token)
        task_input_trusted_var.reset(trust_token)
