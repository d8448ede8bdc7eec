"""One traced call of a decorated function (:class:`_Run`) and the end of its span: the end jobs
(result or exception recorded, ``span.end``) run inline for a root agent and are handed off
(:mod:`.handoff`) otherwise; a span processor that raises while ending never reaches the host."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Any

from opentelemetry import context as otel_context
from opentelemetry import trace
from opentelemetry.trace import Span, Status, StatusCode

from .. import semconv as sc
from ..config import settings
from ..content import canonical_bytes, produced
from . import handoff
from .context import AgentFrame, current_agent_var

log = logging.getLogger("orchtrace")
_time_ns = time.time_ns

_processor_failures = 0


def _end(span: Span, end_ns: int | None = None) -> None:
    """End a span; a span processor or exporter that raises in ``on_end`` must not reach the
    host application (counted, logged once)."""
    global _processor_failures
    try:
        span.end(end_ns)
    except Exception:  # noqa: BLE001
        _processor_failures += 1
        if _processor_failures == 1:
            log.warning("orchtrace: a span processor raised while ending a span; the application is not "
                        "affected (further failures are counted, not logged)", exc_info=True)


def processor_failures() -> int:
    """How many span ends a span processor made fail in this process."""
    return _processor_failures


def end_span(span: Span) -> None:
    """End ``span`` now, after the span ends handed off before it (:mod:`.handoff`)."""
    end_ns = _time_ns()
    handoff.drain()
    _end(span, end_ns)


def _run_now(fn: Callable[..., None], *args: Any) -> None:
    fn(*args)


def _error_job(span: Span, exc: BaseException, end_ns: int, finish: Any, extra: Any) -> None:
    try:
        if finish is not None:
            finish(span, None, extra, None)
        if settings.capture_content:
            span.record_exception(exc, timestamp=end_ns, escaped=True)
            span.set_status(Status(StatusCode.ERROR, f"{type(exc).__name__}: {exc}"[:256]))
        else:  # privacy: an exception's message and stack can hold the data it failed on
            span.set_status(Status(StatusCode.ERROR, type(exc).__name__))
        span.set_attribute(sc.ERROR_TYPE, type(exc).__qualname__)
    except Exception:  # noqa: BLE001
        log.debug("orchtrace: recording exception failed", exc_info=True)
    finally:
        _end(span, end_ns)


def _ok_job(span: Span, data: bytes | None, extra: Any, end_ns: int, finish: Any) -> None:
    try:
        finish(span, data, extra, end_ns)
    except Exception:  # noqa: BLE001
        log.debug("orchtrace: finishing span failed", exc_info=True)
    finally:
        _end(span, end_ns)


class _Run:
    """One traced call: the span, the context tokens, and what the end needs."""

    __slots__ = ("span", "otel_token", "agent_token", "frame", "spec", "extra", "root")

    def __init__(self, span: Span, frame: AgentFrame | None, spec: Any, extra: Any = None, root: bool = False) -> None:
        self.span = span
        self.frame = frame
        self.spec = spec
        self.extra = extra
        # A root (no agent around it) finishes on the caller's thread after everything handed
        # off inside it: when the run returns, its spans are complete and ended, children first
        # (an exporter that converts a trace at its root's end, or a provider shut down right
        # after the run, sees the whole run).
        self.root = root
        self.otel_token: object | None = None
        self.agent_token: object | None = None

    # Context is (re)entered around every slice of execution, so generators and coroutines that
    # are resumed from other contexts never detach a token that belongs to somebody else.
    def enter(self) -> None:
        self.otel_token = otel_context.attach(trace.set_span_in_context(self.span))
        if self.frame is not None:
            self.agent_token = current_agent_var.set(self.frame)

    def leave(self) -> None:
        try:
            if self.agent_token is not None:
                current_agent_var.reset(self.agent_token)  # type: ignore[arg-type]
                self.agent_token = None
            if self.otel_token is not None:
                otel_context.detach(self.otel_token)  # type: ignore[arg-type]
                self.otel_token = None
        except Exception:  # noqa: BLE001 - never let bookkeeping break the host
            log.debug("orchtrace: context leave failed", exc_info=True)

    def ok(self, result: Any) -> None:
        """The call returned: the end time and the result's bytes are taken now (the object may
        change later); hashing, evidence and ``span.end`` are handed off (:mod:`.handoff`)."""
        end_ns = _time_ns()
        try:
            data = canonical_bytes(result)
            if self.frame is not None:
                produced.remember(result, data, self.frame.id)
            if self.root:
                handoff.drain()
                _ok_job(self.span, data, self.extra, end_ns, self.spec.finish)
                return
            handoff.submit(_ok_job, self.span, data, self.extra, end_ns, self.spec.finish)
        except Exception:  # noqa: BLE001
            log.debug("orchtrace: finishing span failed", exc_info=True)
            handoff.submit_light(_end, self.span, end_ns)

    def error(self, exc: BaseException) -> None:
        end_ns = _time_ns()
        if self.root:
            handoff.drain()
            submit: Any = _run_now
        else:
            submit = handoff.submit
        if isinstance(exc, (GeneratorExit, StopIteration, StopAsyncIteration)):
            submit(_ok_job, self.span, None, self.extra, end_ns, self.spec.finish)
            return
        submit(_error_job, self.span, exc, end_ns, self.spec.finish, self.extra)
