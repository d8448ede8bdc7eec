"""The ``Pregel.stream`` / ``Pregel.astream`` wrappers: add one RunHandler per top-level run."""

from __future__ import annotations

import logging
from typing import Any

from langchain_core.callbacks import BaseCallbackManager
from langchain_core.runnables.config import var_child_runnable_config
from opentelemetry import context as otel_context
from opentelemetry import trace

from orchtrace.capture.context import current_agent_var, current_task_var
from orchtrace.config import settings

from ._handler import Core, RunHandler

log = logging.getLogger("orchtrace.langgraph")


def _has_handler(callbacks: Any) -> bool:
    if callbacks is None:
        return False
    if isinstance(callbacks, BaseCallbackManager):
        return any(type(h) is RunHandler for h in callbacks.handlers)
    if isinstance(callbacks, (list, tuple)):
        return any(type(h) is RunHandler for h in callbacks)
    return type(callbacks) is RunHandler


class StreamWrapper:
    def __init__(self, core: Core) -> None:
        self.core = core

    def _inject(self, instance: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[tuple[Any, ...], dict[str, Any]] | None:
        if not settings.enabled:
            return None
        in_args = len(args) > 1
        config = args[1] if in_args else kwargs.get("config")
        if config is not None and not isinstance(config, dict):
            return None
        inherited = var_child_runnable_config.get() or {}
        callbacks = config.get("callbacks") if config and config.get("callbacks") is not None else inherited.get("callbacks")
        if _has_handler(callbacks) or _has_handler(inherited.get("callbacks")):
            # a nested run: the top-level run's handler already sees it (LangGraph merges the
            # inherited callbacks with any the nested call passes)
            return None
        configurable = (config or {}).get("configurable") or inherited.get("configurable") or {}
        thread_id = configurable.get("thread_id") if isinstance(configurable, dict) else None
        graph_input = args[0] if args else kwargs.get("input")
        handler = RunHandler(self.core, instance, thread_id, graph_input)
        if callbacks is None:
            new_callbacks: Any = [handler]
        elif isinstance(callbacks, BaseCallbackManager):
            new_callbacks = callbacks.copy()
            new_callbacks.add_handler(handler, inherit=True)
        elif isinstance(callbacks, (list, tuple)):
            new_callbacks = [*callbacks, handler]
        else:
            new_callbacks = [callbacks, handler]
        new_config = dict(config or {})
        new_config["callbacks"] = new_callbacks
        if in_args:
            return (args[0], new_config, *args[2:]), kwargs
        return args, {**kwargs, "config": new_config}

    def _call(self, wrapped: Any, instance: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        try:
            injected = self._inject(instance, args, kwargs)
        except Exception:
            log.debug("orchtrace: adding the LangGraph handler failed", exc_info=True)
            injected = None
        if injected is None:
            return wrapped(*args, **kwargs)
        return wrapped(*injected[0], **injected[1])

    # Both wrappers return what the original returns (a generator / an async generator), so the
    # sync/async nature of every public method is unchanged.
    def sync(self, wrapped: Any, instance: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        return self._call(wrapped, instance, args, kwargs)

    def asynchronous(self, wrapped: Any, instance: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        return self._call(wrapped, instance, args, kwargs)


def _handler_of(config: Any) -> RunHandler | None:
    callbacks = config.get("callbacks") if isinstance(config, dict) else None
    if isinstance(callbacks, BaseCallbackManager):
        for h in callbacks.handlers:
            if type(h) is RunHandler:
                return h
    elif isinstance(callbacks, (list, tuple)):
        for h in callbacks:
            if type(h) is RunHandler:
                return h
    return None


class TaskWrapper:
    """Wraps LangGraph's per-task runner (``run_with_retry`` / ``arun_with_retry``): while a node
    task runs, its agent's span, ``orchtrace.current_agent()`` and task id are current, so spans
    made inside the node (``@orchtrace.tool`` functions, HTTP clients, databases...) nest under the
    right agent in whichever thread or asyncio task LangGraph runs the node."""

    def _enter(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        if not settings.enabled:
            return None
        try:
            task = args[0] if args else kwargs.get("task")
            config = getattr(task, "config", None)
            handler = _handler_of(config)
            if handler is None:
                return None
            md = config.get("metadata") or {}
            ns = md.get("langgraph_checkpoint_ns")
            if not ns:
                return None
            entered = handler.enter_task(ns, md, getattr(task, "input", None))
            if entered is None:
                return None
            span, frame, task_id = entered
            return (otel_context.attach(trace.set_span_in_context(span)), current_agent_var.set(frame),
                    current_task_var.set(task_id))
        except Exception:
            log.debug("orchtrace: entering a LangGraph task failed", exc_info=True)
            return None

    @staticmethod
    def _leave(tokens: Any) -> None:
        try:
            current_task_var.reset(tokens[2])
            current_agent_var.reset(tokens[1])
            otel_context.detach(tokens[0])
        except Exception:
            log.debug("orchtrace: leaving a LangGraph task failed", exc_info=True)

    def sync(self, wrapped: Any, instance: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        tokens = self._enter(args, kwargs)
        if tokens is None:
            return wrapped(*args, **kwargs)
        try:
            return wrapped(*args, **kwargs)
        finally:
            self._leave(tokens)

    def asynchronous(self, wrapped: Any, instance: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        async def run() -> Any:
            # entered inside the coroutine: the tokens belong to the asyncio task that runs the node
            tokens = self._enter(args, kwargs)
            if tokens is None:
                return await wrapped(*args, **kwargs)
            try:
                return await wrapped(*args, **kwargs)
            finally:
                self._leave(tokens)

        return run()
