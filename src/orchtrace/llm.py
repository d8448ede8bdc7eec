"""Turn on the LLM-call instrumentations that are installed: ``orchtrace.configure(instrument_llm=True)``.

orchtrace does not wrap LLM clients itself.  The chat/completion spans come from the
instrumentations the OpenTelemetry ecosystem already ships (OpenTelemetry contrib
``opentelemetry-instrumentation-openai-v2`` and friends, OpenInference
``openinference-instrumentation-*``, OpenLLMetry ``opentelemetry-instrumentation-*``), found
through their standard ``opentelemetry_instrumentor`` entry points; the converter then charges
each call (model, provider, tokens) to the agent it ran under (:mod:`orchtrace.convert.ledger`).

One instrumentor per library is turned on (two for the same library would count each call
twice): OpenTelemetry contrib GenAI (``...-v2``) first, then OpenInference, then any other.
``True`` turns on LLM *client* instrumentations only; framework ones (LangChain, LlamaIndex,
CrewAI...) emit their own chain/agent spans and are turned on only when named.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from importlib.metadata import entry_points
from typing import Any

log = logging.getLogger("orchtrace")

# entry-point names of LLM *client* instrumentations: one chat span per call, nothing else
LLM_CLIENTS = frozenset({
    "openai", "openai_v2", "anthropic", "bedrock", "botocore", "vertexai", "google_genai", "google_generativeai",
    "mistralai", "cohere", "groq", "ollama", "together", "litellm", "instructor", "transformers", "watsonx",
    "replicate", "alephalpha", "aleph_alpha", "sagemaker",
})
# framework instrumentations: they also emit chain/agent spans of their own, which duplicate what
# orchtrace's decorators and LangGraph integration record (a LangGraph run under OpenInference's
# LangChain instrumentation becomes a second, bogus agent tree).  Only turned on when named.
LLM_FRAMEWORKS = frozenset({
    "langchain", "llama_index", "haystack", "dspy", "crewai", "openai_agents", "autogen", "autogen_agentchat",
    "smolagents",
})
LLM_LIBRARIES = LLM_CLIENTS | LLM_FRAMEWORKS
_enabled: dict[str, Any] = {}


def _rank(dist: str) -> int:
    dist = dist.lower()
    if dist.startswith("opentelemetry-instrumentation-") and dist.endswith("-v2"):
        return 0
    if dist.startswith("openinference-"):
        return 1
    return 2


def available() -> dict[str, list[tuple[str, str]]]:
    """Installed LLM instrumentors: library name -> [(distribution, entry point value)], best first."""
    found: dict[str, list[tuple[str, str]]] = {}
    for ep in entry_points(group="opentelemetry_instrumentor"):
        if ep.name.lower().replace("-", "_") not in LLM_LIBRARIES:
            continue
        dist = ep.dist.name if getattr(ep, "dist", None) is not None else ""
        found.setdefault(ep.name.lower().replace("-", "_"), []).append((dist, ep.value))
    for lst in found.values():
        lst.sort(key=lambda item: (_rank(item[0]), item[0]))
    return found


def instrument_llm(which: bool | str | Iterable[str] = True, *, tracer_provider: Any = None) -> list[str]:
    """Instrument the installed LLM libraries; returns ``["library (distribution)", ...]`` turned on.

    ``which``: True (every LLM *client* library found: openai, anthropic, bedrock, ...), or
    library / distribution names, which may also name framework instrumentations
    (``["openai", "openinference-instrumentation-langchain"]``: for LangChain code run under
    ``@orchtrace.agent``; not with orchtrace's LangGraph integration, which records the model
    calls itself).  Failures are logged, never raised.
    """
    wanted: set[str] | None = None
    if which is not True:
        wanted = {which.lower()} if isinstance(which, str) else {str(w).lower() for w in which}
    on: list[str] = []
    for lib, candidates in available().items():
        if wanted is None and lib not in LLM_CLIENTS:
            continue
        if lib in _enabled:
            on.append(_enabled[lib][0])
            continue
        for dist, value in candidates:
            if wanted is not None and lib not in wanted and dist.lower() not in wanted:
                continue
            try:
                module, _, attr = value.partition(":")
                obj: Any = __import__(module, fromlist=[attr or "_"])
                for part in attr.split("."):
                    obj = getattr(obj, part)
                inst = obj()
                if not getattr(inst, "is_instrumented_by_opentelemetry", False):
                    kwargs = {"tracer_provider": tracer_provider} if tracer_provider is not None else {}
                    inst.instrument(**kwargs)
                label = f"{lib} ({dist})"
                _enabled[lib] = (label, inst)
                on.append(label)
                break
            except Exception:  # noqa: BLE001 - a broken instrumentation must not break the host
                log.warning("orchtrace: could not turn on the %s instrumentation from %s", lib, dist, exc_info=True)
    return on


def uninstrument_llm() -> None:
    """Turn off what :func:`instrument_llm` turned on."""
    for lib, (_label, inst) in list(_enabled.items()):
        try:
            inst.uninstrument()
        except Exception:  # noqa: BLE001
            log.debug("orchtrace: uninstrumenting %s failed", lib, exc_info=True)
        _enabled.pop(lib, None)
