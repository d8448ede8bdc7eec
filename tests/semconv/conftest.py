"""Fixtures in the shape of opentelemetry-python-contrib's instrumentation tests: a
TracerProvider with an InMemorySpanExporter (and a LoggerProvider with an in-memory log
exporter), orchtrace pointed at them for the test, spans read back from the exporter."""

from __future__ import annotations

import pytest

from orchtrace.capture.emit import event_mode, set_event_mode
from orchtrace.testing import capture_traces


@pytest.fixture
def captured():
    with capture_traces(logs=True) as cap:
        yield cap


@pytest.fixture
def events_as(request):
    """Switch the event mode for one test (restored after)."""
    saved = event_mode()

    def use(mode: str) -> None:
        set_event_mode(mode)

    yield use
    set_event_mode(saved)
