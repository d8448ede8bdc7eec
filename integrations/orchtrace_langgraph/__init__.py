"""OpenTelemetry instrumentation of LangGraph in orchtrace's vocabulary (orchestration traces).

    from orchtrace_langgraph import LangGraphInstrumentor
    LangGraphInstrumentor().instrument(tracer_provider=provider)   # or: orchtrace.instrument_langgraph()

or, with no code change, ``opentelemetry-instrument python app.py`` (entry point
``opentelemetry_instrumentor: langgraph``).  See ``docs/langgraph.md`` for the mapping.

How: ``Pregel.stream`` and ``Pregel.astream`` (which ``invoke``, ``ainvoke``, ``batch``,
``abatch``, ``stream_events`` and the v3 streams all go through) are wrapped with ``wrapt`` so that
each top-level graph run gets one :class:`~orchtrace_langgraph._handler.RunHandler` added to its
callbacks; LangChain's callback managers hand it down to every node, subgraph, tool and chat model
of the run (also across the executor threads LangGraph uses for sync nodes, and across asyncio
tasks).  Nested graph runs that already carry a handler are left alone.
"""

from __future__ import annotations

import logging
from collections.abc import Collection
from typing import Any

from opentelemetry import trace
from opentelemetry.instrumentation.instrumentor import BaseInstrumentor  # type: ignore[attr-defined]

from .version import __version__

log = logging.getLogger("orchtrace.langgraph")

_instruments = ("langgraph >= 1.0", "langchain-core >= 1.0")

__all__ = ["LangGraphInstrumentor", "__version__"]


class LangGraphInstrumentor(BaseInstrumentor):
    """``instrument(tracer_provider=None, task_id=None)`` / ``uninstrument()``.

    * ``tracer_provider``: where the spans go (default: the global provider).
    * ``task_id``: optional ``callable(thread_id, run_id) -> str | None`` naming the orchestration
      task of a run; default ``langgraph:<thread_id>`` (or ``langgraph:<run id>`` without a
      thread), and the enclosing ``orchtrace.task(...)`` when there is one.
    """

    _originals: dict[str, Any] | None = None
    _task_originals: dict[str, Any] | None = None
    _store_originals: dict[Any, Any] | None = None
    core: Any = None

    def instrumentation_dependencies(self) -> Collection[str]:
        return _instruments

    def _instrument(self, **kwargs: Any) -> None:
        import wrapt
        from langgraph.pregel import Pregel

        from ._handler import Core
        from ._wrap import StreamWrapper, TaskWrapper

        task_id = kwargs.get("task_id")
        if task_id is not None and not callable(task_id):
            raise TypeError("LangGraphInstrumentor.instrument: task_id must be a callable(thread_id, run_id)")
        tracer = trace.get_tracer("orchtrace.langgraph", __version__, kwargs.get("tracer_provider"))
        self.core = Core(tracer, task_id=task_id)
        wrapper = StreamWrapper(self.core)
        self._originals = {name: Pregel.__dict__[name] for name in ("stream", "astream")}
        wrapt.wrap_function_wrapper(Pregel, "stream", wrapper.sync)
        wrapt.wrap_function_wrapper(Pregel, "astream", wrapper.asynchronous)
        try:  # LangGraph stores (long-term memory) as a memory channel
            from . import _store

            self._store_originals = _store.instrument(self.core)
        except Exception:
            log.debug("orchtrace: LangGraph stores not instrumented", exc_info=True)
        # Optional: the per-task runner is internal to LangGraph; without it everything still works
        # except that spans made inside nodes nest under the caller's span instead of the agent's.
        self._task_originals = {}
        try:
            from langgraph.pregel import _runner

            tasks = TaskWrapper()
            for name, fn in (("run_with_retry", tasks.sync), ("arun_with_retry", tasks.asynchronous)):
                if callable(getattr(_runner, name, None)):
                    self._task_originals[name] = getattr(_runner, name)
                    wrapt.wrap_function_wrapper(_runner, name, fn)
        except Exception:
            log.debug("orchtrace: LangGraph task runner not found; node-internal spans not re-parented",
                      exc_info=True)

    def _uninstrument(self, **kwargs: Any) -> None:
        from langgraph.pregel import Pregel

        for name, original in (self._originals or {}).items():
            setattr(Pregel, name, original)
        self._originals = None
        try:
            from langgraph.pregel import _runner

            for name, original in (self._task_originals or {}).items():
                setattr(_runner, name, original)
        except Exception:
            log.debug("orchtrace: restoring the LangGraph task runner failed", exc_info=True)
        self._task_originals = None
        try:
            from . import _store

            _store.uninstrument(self._store_originals)
        except Exception:
            log.debug("orchtrace: restoring LangGraph stores failed", exc_info=True)
        self._store_originals = None
        self.core = None
