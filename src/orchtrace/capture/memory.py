"""Memory as a first-class channel (survey AV4, shared-memory poisoning).

Agents that share a memory (a vector store, LangGraph's ``BaseStore``, a key-value cache, a
"long-term memory" file) pass content to each other *across runs*: what one task writes, a later
task reads.  orchtrace records each access as a tool span whose ``orchtrace.tool.channel`` is
``memory`` (so it maps to schema-valid ``tool_call`` / ``tool_result`` events with extra fields:
``channel: "memory"``, ``memory_op``, ``memory_key`` (keyed hash of namespace + key),
``memory_ref`` (keyed hash of the value), ``ts`` (wall-clock seconds, to order traces)).  The
written value gets a content fingerprint and the recognizer's verdict; a read value gets the
evidence of an untrusted tool output.  Raw keys and values are never recorded (privacy).

The audit (:mod:`orchtrace.audit.memoryflow`) follows taint from a write made by an agent whose
context held untrusted content to later reads of the same key or content, in the same trace or
in later ones (a directory of traces, a collector store).

Three ways to record:

* ``orchtrace.memory_write(key, value)`` / ``orchtrace.memory_read(key, value)`` where the
  application touches its memory;
* ``@orchtrace.tool(memory="write")`` / ``memory="read"`` on the functions that do (the key is
  the argument named ``key``, else the first one; the value written is the argument named
  ``value``, else the second; the value read is the result);
* automatically for LangGraph stores (``put`` / ``get`` / ``search``) by the LangGraph
  instrumentation.
"""

from __future__ import annotations

import logging
import random
from typing import Any

from opentelemetry import trace

from .. import semconv as sc
from ..config import settings
from ..content import canonical_bytes, ref_of_bytes
from ..detect import recognize
from ..fingerprint import fingerprint
from .context import current_agent_var, current_task_var
from .evidence import evidence_text, result_evidence

log = logging.getLogger("orchtrace")
_rand = random.Random()
OPS = ("write", "read", "search")
VALUE_FP_MAX = 256  # hashes of a written value kept (bounded span size)


def key_hash(key: Any, namespace: Any = None) -> str:
    """Keyed hash of (namespace, key): equal keys match across traces of one deployment."""
    ns = list(namespace) if isinstance(namespace, (list, tuple)) else namespace
    return ref_of_bytes(canonical_bytes(["memory-key", ns, key]))


def write_attrs(key: Any, value: Any, attrs: dict[str, Any], *, namespace: Any = None,
                trusted: bool | None = None) -> None:
    """Evidence of a write: key hash, value ref, value fingerprint, the recognizer's verdict."""
    attrs[sc.MEMORY_KEY] = key_hash(key, namespace)
    data = canonical_bytes(value)
    attrs[sc.MEMORY_VALUE_REF] = ref_of_bytes(data)
    text = evidence_text(data)
    fp = fingerprint(text)
    if fp:
        attrs[sc.MEMORY_VALUE_FINGERPRINT] = fp[:VALUE_FP_MAX]
    rec = recognize(text)
    attrs[sc.TOOL_RESULT_INSTRUCTION_SCORE] = round(float(rec.score), 4)
    if rec.flagged:
        attrs[sc.TOOL_RESULT_INSTRUCTION_FLAGGED] = True
    if trusted is False:
        attrs[sc.MEMORY_TRUSTED] = False


def read_attrs(value: Any, attrs: dict[str, Any]) -> None:
    """Evidence of a value read back: its ref and the evidence of an untrusted output."""
    data = canonical_bytes(value)
    attrs[sc.MEMORY_VALUE_REF] = ref_of_bytes(data)
    result_evidence(data, attrs)


def _span(op: str, tracer: Any = None) -> tuple[Any, dict[str, Any]]:
    from . import decorators

    name = f"memory.{op}"
    attrs: dict[str, Any] = {
        sc.GEN_AI_OPERATION_NAME: sc.OP_EXECUTE_TOOL, sc.GEN_AI_TOOL_NAME: name, sc.GEN_AI_TOOL_TYPE: "function",
        sc.TOOL_TRUSTED: True, sc.TOOL_CHANNEL: "memory", sc.MEMORY_OP: op,
        sc.GEN_AI_TOOL_CALL_ID: f"call_{_rand.getrandbits(48):012x}",
    }
    agent = current_agent_var.get()
    if agent is not None:
        attrs[sc.TOOL_CALLER_AGENT_ID] = agent.id
    task_id = current_task_var.get()
    if task_id is not None:
        attrs[sc.TASK_ID] = task_id
    return (tracer or decorators._tracer), attrs


def _record(op: str, key: Any, value: Any, namespace: Any, trusted: bool | None, tracer: Any = None) -> None:
    from .decorators import _end

    t, attrs = _span(op, tracer)
    if op == "write":
        write_attrs(key, value, attrs, namespace=namespace, trusted=trusted)
    else:
        attrs[sc.MEMORY_KEY] = key_hash(key, namespace)
    span = t.start_span(f"execute_tool memory.{op}", kind=trace.SpanKind.INTERNAL, attributes=attrs)
    try:
        if op != "write":
            out: dict[str, Any] = {}
            read_attrs(value, out)
            span.set_attributes(out)
    finally:
        _end(span)


def memory_write(key: Any, value: Any, *, namespace: Any = None, trusted: bool | None = None,
                 _tracer: Any = None) -> None:
    """Record that the current agent wrote ``value`` under ``key`` (in ``namespace``) to a memory
    other runs may read.  ``trusted=False``: the value is known to come from an untrusted party.
    Only hashes and derived evidence are recorded.  Never raises."""
    if not settings.enabled:
        return
    try:
        _record("write", key, value, namespace, trusted, _tracer)
    except Exception:  # noqa: BLE001 - instrumentation never breaks the host
        log.debug("orchtrace: memory_write failed", exc_info=True)


def memory_read(key: Any, value: Any = None, *, namespace: Any = None, _tracer: Any = None) -> Any:
    """Record that the current agent read ``value`` from ``key``; returns ``value`` unchanged
    (``doc = orchtrace.memory_read("notes", store.get("notes"))``).  Never raises."""
    if not settings.enabled:
        return value
    try:
        _record("read", key, value, namespace, None, _tracer)
    except Exception:  # noqa: BLE001
        log.debug("orchtrace: memory_read failed", exc_info=True)
    return value


def memory_search(query: Any, results: Any, *, namespace: Any = None, key_of: Any = None,
                  _tracer: Any = None) -> Any:
    """Record a memory search: one read per result item (``key_of(item)`` gives its key, default
    ``item["key"]`` / ``item.key``; its value is ``item["value"]`` / ``item.value`` when present,
    else the item); returns ``results`` unchanged."""
    if not settings.enabled:
        return results
    try:
        for item in list(results or ())[:64]:
            key = key_of(item) if key_of is not None else _item_key(item)
            value = item.get("value", item) if isinstance(item, dict) else getattr(item, "value", item)
            _record("search", key, value, namespace, None, _tracer)
    except Exception:  # noqa: BLE001
        log.debug("orchtrace: memory_search failed", exc_info=True)
    return results


def _item_key(item: Any) -> Any:
    if isinstance(item, dict):
        return item.get("key", item.get("id"))
    return getattr(item, "key", None)


# -- @orchtrace.tool(memory="read" | "write") -------------------------------------------------------
def tool_static(op: str, static: dict[str, Any]) -> None:
    """Static attributes of a memory tool (``@orchtrace.tool(memory=...)``)."""
    if op not in ("read", "write"):
        raise ValueError(f"orchtrace.tool(memory=...): 'read' or 'write', not {op!r}")
    static[sc.TOOL_CHANNEL] = "memory"
    static[sc.MEMORY_OP] = op


def tool_call_attrs(op: str, named: dict[str, Any], attrs: dict[str, Any]) -> None:
    """Key (argument ``key``, else the first) and, for writes, the value (argument ``value``, else
    the second) of a memory tool call."""
    items = list(named.items())
    key = named["key"] if "key" in named else (items[0][1] if items else None)
    ns = named.get("namespace")
    if op == "write":
        if "value" in named:
            value = named["value"]
        else:
            rest = [v for k, v in items if k not in ("key", "namespace")]
            value = rest[1] if "key" not in named and len(rest) > 1 else (rest[0] if "key" in named and rest else None)
        write_attrs(key, value, attrs, namespace=ns)
    else:
        attrs[sc.MEMORY_KEY] = key_hash(key, ns)


def tool_result_attrs(op: str, data: bytes, attrs: dict[str, Any]) -> None:
    """For a memory read tool: the value read (the result) as evidence."""
    if op == "read":
        attrs[sc.MEMORY_VALUE_REF] = ref_of_bytes(data)
        result_evidence(data, attrs)


ISOLATIONS = ("container", "process", "none")


def tool_extra(memory: str | None, executes_code: bool, isolation: str | None) -> dict[str, Any] | None:
    """The extra flags of ``@orchtrace.tool`` (checked once, at decoration time)."""
    if memory is None and not executes_code and isolation is None:
        return None
    if memory is not None and memory not in ("read", "write"):
        raise ValueError(f"orchtrace.tool(memory=...): 'read' or 'write', not {memory!r}")
    if isolation is not None and isolation not in ISOLATIONS:
        raise ValueError(f"orchtrace.tool(isolation=...): one of {ISOLATIONS}, not {isolation!r}")
    return {"memory": memory, "executes_code": bool(executes_code), "isolation": isolation}


def tool_static_extra(extra: dict[str, Any], static: dict[str, Any]) -> None:
    if extra.get("memory"):
        tool_static(extra["memory"], static)
    if extra.get("executes_code"):
        static[sc.TOOL_EXECUTES_CODE] = True
    if extra.get("isolation"):
        static[sc.TOOL_ISOLATION] = extra["isolation"]
