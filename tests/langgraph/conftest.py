from __future__ import annotations

import warnings

import pytest

from orchtrace import registry
from orchtrace.testing import capture_traces

warnings.filterwarnings("ignore", message=".*create_react_agent has been moved.*")


@pytest.fixture
def lg():
    """LangGraph instrumented into a private in-memory provider; uninstrumented afterwards."""
    from orchtrace_langgraph import LangGraphInstrumentor

    with capture_traces() as cap:
        inst = LangGraphInstrumentor()
        if inst.is_instrumented_by_opentelemetry:
            inst.uninstrument()
        inst.instrument(tracer_provider=cap.tracer_provider)
        try:
            yield cap
        finally:
            inst.uninstrument()
            registry.clear()
