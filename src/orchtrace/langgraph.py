"""``orchtrace.instrument_langgraph()``: the one-line LangGraph set-up (see ``docs/langgraph.md``).

The instrumentation lives in the ``orchtrace_langgraph`` package (``integrations/``), installed with
``pip install orchtrace[langgraph]``.
"""

from __future__ import annotations

from typing import Any

try:
    from orchtrace_langgraph import LangGraphInstrumentor
except ImportError as exc:  # pragma: no cover - depends on the installation
    raise ImportError(
        "orchtrace's LangGraph integration needs langgraph and langchain-core: "
        "pip install orchtrace[langgraph]"
        f" ({exc})"
    ) from exc

__all__ = ["LangGraphInstrumentor", "instrument_langgraph", "uninstrument_langgraph"]


def instrument_langgraph(**kwargs: Any) -> LangGraphInstrumentor:
    """Instrument every LangGraph graph run in this process; returns the instrumentor.

    Keyword arguments go to ``LangGraphInstrumentor().instrument()`` (``tracer_provider``...).
    Calling it again is harmless (the instrumentor is a singleton and instruments once).
    """
    inst = LangGraphInstrumentor()
    if not inst.is_instrumented_by_opentelemetry:
        inst.instrument(**kwargs)
    return inst


def uninstrument_langgraph() -> None:
    inst = LangGraphInstrumentor()
    if inst.is_instrumented_by_opentelemetry:
        inst.uninstrument()
