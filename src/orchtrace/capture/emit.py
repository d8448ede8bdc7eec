"""Where the orchestration vocabulary goes: span events, log-based events, or both.

OpenTelemetry is deprecating the Span Event API in favour of events emitted through the Logs API
and correlated to the current span (OTEP 4430).  orchtrace emits each vocabulary event
(``orchtrace.decision``, ``orchtrace.message``, ...) as

* ``span_events`` (default): ``span.add_event(name, attributes, timestamp)``, as before;
* ``logs``: an OTLP log record with ``event_name`` = the same name, the same attributes, the
  event's timestamp, and the span's trace/span id (``Logger.emit(context=...)``), through the
  global ``LoggerProvider``;
* ``both``: the two, for a migration period (the converter counts each event once: a log record
  whose ``orchtrace.event.id`` is also on a span event of its span is skipped).

Chosen by ``ORCHTRACE_EVENT_MODE`` or ``orchtrace.configure(event_mode=...)``.  Without a
``LoggerProvider`` set up, the logs mode records nothing (the no-op logger), like any
OpenTelemetry signal without its SDK.
"""

from __future__ import annotations

import os
import time
from typing import Any

from opentelemetry import trace

from ..version import __version__

MODES = ("span_events", "logs", "both")


def _mode_from_env() -> str:
    value = (os.environ.get("ORCHTRACE_EVENT_MODE") or "span_events").strip().lower()
    return value if value in MODES else "span_events"


class _State:
    __slots__ = ("spans", "logs", "logger")

    def __init__(self) -> None:
        self.logger: Any = None
        self.set(_mode_from_env())

    def set(self, mode: str) -> None:
        if mode not in MODES:
            raise ValueError(f"event_mode must be one of {MODES}, not {mode!r}")
        self.spans = mode in ("span_events", "both")
        self.logs = mode in ("logs", "both")

    def mode(self) -> str:
        return "both" if self.spans and self.logs else "logs" if self.logs else "span_events"


state = _State()


def set_event_mode(mode: str) -> None:
    """``span_events``, ``logs`` or ``both`` (see the module docstring)."""
    state.set(mode)


def event_mode() -> str:
    return state.mode()


def _logger() -> Any:
    if state.logger is None:
        from opentelemetry._logs import get_logger

        state.logger = get_logger("orchtrace", __version__)
    return state.logger


def emit_event(span: Any, name: str, attrs: dict[str, Any], timestamp: int | None = None) -> None:
    """Record vocabulary event ``name`` with ``attrs`` (``None`` values already removed) on
    ``span``, as a span event and/or a log record correlated to it."""
    if state.spans:
        span.add_event(name, attributes=attrs, timestamp=timestamp)
    if state.logs:
        _logger().emit(timestamp=timestamp or time.time_ns(), context=trace.set_span_in_context(span), event_name=name,
                       attributes=attrs)


def reset_logger() -> None:
    """Forget the cached logger (tests that install a LoggerProvider after first use)."""
    state.logger = None
