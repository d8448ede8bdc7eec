"""Put back what foreign LLM/LangChain instrumentations patched, for tests that turn them on."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

# What the foreign instrumentations patch. opentelemetry-instrumentation-langchain 0.62.4's
# uninstrument() leaves every one of its wrappers in place, so later tests in this process would
# still get its spans (as parents of ours): the fixture puts the originals back itself.
_PATCHED = {
    "langgraph.pregel.main": {"Pregel": ("stream", "astream")},
    "langgraph.types": {"Command": ("__init__",)},
    "langchain_core.callbacks.base": {"BaseCallbackManager": ("__init__",)},
    "langchain.agents.middleware.types": {"AgentMiddleware": tuple(
        p + h for p in ("", "a") for h in ("before_model", "after_model", "before_agent", "after_agent"))},
}
_PATCHED_FUNCTIONS = {
    "langgraph.prebuilt": ("create_react_agent",),
    "langgraph.prebuilt.chat_agent_executor": ("create_react_agent",),
    "langchain.agents": ("create_agent",),
    "langchain.agents.factory": ("create_agent",),
}


def snapshot() -> list[tuple[object, str, object]]:
    import importlib

    saved = []
    for mod_name, classes in _PATCHED.items():
        mod = importlib.import_module(mod_name)
        for cls_name, attrs in classes.items():
            cls = getattr(mod, cls_name)
            saved += [(cls, a, cls.__dict__[a]) for a in attrs if a in cls.__dict__]
    for mod_name, names in _PATCHED_FUNCTIONS.items():
        mod = importlib.import_module(mod_name)
        saved += [(mod, n, getattr(mod, n)) for n in names if hasattr(mod, n)]
    return saved


@contextlib.contextmanager
def restored() -> Iterator[None]:
    """Everything :func:`snapshot` covers is as it was when the block ends."""
    saved = snapshot()
    try:
        yield
    finally:
        for owner, name, value in saved:
            setattr(owner, name, value)
