"""Small helpers of the LangGraph handler: exception on a span (privacy-aware), text truncation,
the recognizer's verdict on a node agent's output, and a resume value read as a human decision."""

from __future__ import annotations

import logging
from typing import Any

from langgraph.types import Command
from opentelemetry.trace import Status, StatusCode

from orchtrace import semconv as sc
from orchtrace.capture.evidence import output_evidence
from orchtrace.config import settings
from orchtrace.content import canonical_bytes

log = logging.getLogger("orchtrace.langgraph")


def _record_error(span: Any, error: BaseException) -> None:
    """Exception type on the span; its message and stack only with content capture on (they can
    hold the data the call failed on)."""
    if settings.capture_content:
        span.record_exception(error, escaped=True)
        span.set_status(Status(StatusCode.ERROR, f"{type(error).__name__}: {error}"[:256]))
    else:
        span.set_status(Status(StatusCode.ERROR, type(error).__name__))
    span.set_attribute(sc.ERROR_TYPE, type(error).__qualname__)


def _truncate(text: str) -> str:
    limit = settings.max_content_chars
    return text if len(text) <= limit else text[:limit] + "...[truncated]"


_NEWEST_MESSAGES = 4  # a worker's answer and the hand-back messages a supervisor library appends


def _newest_output(outputs: Any) -> Any:
    """What a node agent said last: the final few messages of a message-state output (a graph's
    state carries every earlier turn, each already scanned when it was produced; scanning the whole
    history at every node would make a run's cost grow with the square of its length)."""
    out = outputs.update if isinstance(outputs, Command) else outputs
    if isinstance(out, dict):
        messages = out.get("messages")
        if isinstance(messages, (list, tuple)) and messages:
            newest = messages[-_NEWEST_MESSAGES:]
            return [getattr(m, "content", m) for m in newest]
    return out


def _output_verdict(span: Any, outputs: Any) -> None:
    """The recognizer's verdict on a node agent's output (its return), never the output."""
    try:
        attrs: dict[str, Any] = {}
        output_evidence(canonical_bytes(_newest_output(outputs)), attrs)
        if attrs:
            span.set_attributes(attrs)
    except Exception:
        log.debug("orchtrace: output evidence failed", exc_info=True)


def _decision_of(value: Any) -> tuple[str, str, str | None]:
    """(kind, decision, actor) of a resume value: approve/reject/edit strings, bools, dicts."""
    actor = None
    v = value
    if isinstance(v, dict):
        actor = next((str(v[k]) for k in ("actor", "user", "reviewer", "approver") if v.get(k)), None)
        decisions = v.get("decisions")
        if isinstance(decisions, list) and decisions and isinstance(decisions[0], dict):
            v = decisions[0].get("type", decisions[0].get("decision"))
        else:
            for key in ("decision", "type", "action", "approved", "approve", "response"):
                if key in v:
                    v = v[key]
                    break
    if isinstance(v, bool):
        return "approval", ("approved" if v else "rejected"), actor
    text = str(v).strip().lower() if isinstance(v, (str, int, float)) else ""
    if text in ("approve", "approved", "yes", "y", "ok", "accept", "accepted", "allow", "true", "1", "go"):
        return "approval", "approved", actor
    if text in ("reject", "rejected", "no", "n", "deny", "denied", "false", "0", "abort", "stop", "cancel"):
        return "approval", "rejected", actor
    if text in ("edit", "edited"):
        return "edit", "edited", actor
    return "feedback", "responded", actor
