"""LangGraph stores (``BaseStore``: long-term memory) as a memory channel (survey AV4).

``put`` / ``get`` / ``search`` (and ``aput`` / ``aget`` / ``asearch``) of every store class are
wrapped with ``wrapt``: after a successful call, the access is recorded with
:mod:`orchtrace.capture.memory` (key hash of (namespace, key), value ref and fingerprint,
recognizer verdict; never the raw value) under the node's agent span, so the audit follows what
one run wrote to what a later run reads.  The wrapped methods' results, exceptions and
sync/async nature are unchanged; recording failures are swallowed.
"""

from __future__ import annotations

import contextvars
import logging
from typing import Any

from orchtrace.capture.memory import _record
from orchtrace.config import settings

log = logging.getLogger("orchtrace.langgraph")
_inside: contextvars.ContextVar[bool] = contextvars.ContextVar("orchtrace_store_op", default=False)
METHODS = ("put", "get", "search", "aput", "aget", "asearch")
MAX_ITEMS = 64


def _arg(args: tuple[Any, ...], kwargs: dict[str, Any], k: int, name: str) -> Any:
    return args[k] if len(args) > k else kwargs.get(name)


class StoreWrapper:
    def __init__(self, core: Any) -> None:
        self.core = core

    def _record(self, op: str, args: tuple[Any, ...], kwargs: dict[str, Any], result: Any) -> None:
        if not settings.enabled:
            return
        try:
            tracer = self.core.tracer if self.core is not None else None
            if op == "put":
                value = _arg(args, kwargs, 2, "value")
                if value is None:  # put(ns, key, None) deletes
                    return
                _record("write", _arg(args, kwargs, 1, "key"), value, _arg(args, kwargs, 0, "namespace"), None, tracer)
            elif op == "get":
                if result is not None:
                    _record("read", getattr(result, "key", _arg(args, kwargs, 1, "key")), getattr(result, "value", None),
                            getattr(result, "namespace", _arg(args, kwargs, 0, "namespace")), None, tracer)
            else:
                for item in list(result or ())[:MAX_ITEMS]:
                    _record("search", getattr(item, "key", None), getattr(item, "value", None),
                            getattr(item, "namespace", None), None, tracer)
        except Exception:  # noqa: BLE001 - never break the host
            log.debug("orchtrace: recording a store access failed", exc_info=True)

    def wrapper(self, op: str) -> Any:
        if op.startswith("a"):
            base = op[1:]

            def awrap(wrapped: Any, instance: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
                async def run() -> Any:
                    if _inside.get():
                        return await wrapped(*args, **kwargs)
                    token = _inside.set(True)
                    try:
                        result = await wrapped(*args, **kwargs)
                    finally:
                        _inside.reset(token)
                    self._record(base, args, kwargs, result)
                    return result

                return run()

            return awrap

        def wrap(wrapped: Any, instance: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
            if _inside.get():
                return wrapped(*args, **kwargs)
            token = _inside.set(True)
            try:
                result = wrapped(*args, **kwargs)
            finally:
                _inside.reset(token)
            self._record(op, args, kwargs, result)
            return result

        return wrap


def store_classes() -> list[Any]:
    out = []
    try:
        from langgraph.store.base import BaseStore

        out.append(BaseStore)
    except Exception:  # noqa: BLE001
        return out
    try:
        from langgraph.store.base.batch import AsyncBatchedBaseStore

        out.append(AsyncBatchedBaseStore)
    except Exception:  # noqa: BLE001
        pass
    return out


def instrument(core: Any) -> dict[tuple[Any, str], Any]:
    """Wrap the store methods; returns the originals for :func:`uninstrument`."""
    import wrapt

    originals: dict[tuple[Any, str], Any] = {}
    w = StoreWrapper(core)
    for cls in store_classes():
        for name in METHODS:
            if name in cls.__dict__:
                originals[(cls, name)] = cls.__dict__[name]
                wrapt.wrap_function_wrapper(cls, name, w.wrapper(name))
    return originals


def uninstrument(originals: dict[tuple[Any, str], Any] | None) -> None:
    for (cls, name), fn in (originals or {}).items():
        setattr(cls, name, fn)
