"""Call-shape wrappers: one per kind of callable (plain, ``async``, generator, async generator), so
a decorated function keeps its sync/async/generator nature; each starts the call's span
(:mod:`.specs`), enters its context around every slice of execution and ends it
(:mod:`.traced_call`).  A failure to start runs the function untraced."""

from __future__ import annotations

import inspect
import logging
from collections.abc import Callable
from typing import Any

from ..config import settings
from .traced_call import _Run

log = logging.getLogger("orchtrace")


def _start(spec: Any, instance: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> _Run | None:
    try:
        return spec.start(args, kwargs, instance)
    except Exception:  # noqa: BLE001 - instrumentation failure: run the function untraced
        log.debug("orchtrace: starting span failed", exc_info=True)
        return None


def _make_wrapper(spec: Any, wrapped: Callable[..., Any]) -> Callable[..., Any]:
    target = inspect.unwrap(getattr(wrapped, "__func__", wrapped))
    if inspect.isasyncgenfunction(target):
        return _async_gen_wrapper(spec)
    if inspect.iscoroutinefunction(target):
        return _async_wrapper(spec)
    if inspect.isgeneratorfunction(target):
        return _gen_wrapper(spec)
    return _sync_wrapper(spec)


def _sync_wrapper(spec: Any) -> Callable[..., Any]:
    def wrapper(wrapped: Callable[..., Any], instance: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        run = _start(spec, instance, args, kwargs)
        if run is None:
            return wrapped(*args, **kwargs)
        run.enter()
        try:
            result = wrapped(*args, **kwargs)
        except BaseException as exc:
            run.leave()
            run.error(exc)
            raise
        run.leave()
        run.ok(result)
        return result

    return wrapper


def _async_wrapper(spec: Any) -> Callable[..., Any]:
    async def traced(run: _Run, wrapped: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        # Entered inside the coroutine: the context tokens belong to the task that awaits it.
        run.enter()
        try:
            result = await wrapped(*args, **kwargs)
        except BaseException as exc:
            run.leave()
            run.error(exc)
            raise
        run.leave()
        run.ok(result)
        return result

    def wrapper(wrapped: Callable[..., Any], instance: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        run = _start(spec, instance, args, kwargs)
        if run is None:
            return wrapped(*args, **kwargs)
        return traced(run, wrapped, args, kwargs)

    return wrapper


def _iterating_wrapper(spec: Any, traced: Callable[[_Run, Any], Any]) -> Callable[..., Any]:
    """The wrapper of a generator or async generator function: calls it (which runs none of its
    body), starts the span, and hands the iterator to ``traced``, which drives it."""
    def wrapper(wrapped: Callable[..., Any], instance: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        if not settings.enabled:
            return wrapped(*args, **kwargs)
        it = wrapped(*args, **kwargs)
        run = _start(spec, instance, args, kwargs)
        if run is None:
            return it
        return traced(run, it)

    return wrapper


def _gen_wrapper(spec: Any) -> Callable[..., Any]:
    def traced(run: _Run, gen: Any) -> Any:
        to_send: Any = None
        to_throw: BaseException | None = None
        items: list[Any] = []
        while True:
            run.enter()
            try:
                item = gen.throw(to_throw) if to_throw is not None else gen.send(to_send)
            except StopIteration as stop:
                run.leave()
                run.ok(stop.value if stop.value is not None else items)
                return stop.value
            except BaseException as exc:
                run.leave()
                run.error(exc)
                raise
            run.leave()
            if len(items) < 1024:  # bounded: the "result" of a generator is what it yielded
                items.append(item)
            to_send, to_throw = None, None
            try:
                to_send = yield item
            except GeneratorExit:
                try:
                    gen.close()
                finally:
                    run.ok(items)
                raise
            except BaseException as exc:  # thrown in by the consumer: pass it on
                to_throw = exc

    return _iterating_wrapper(spec, traced)


def _async_gen_wrapper(spec: Any) -> Callable[..., Any]:
    async def traced(run: _Run, agen: Any) -> Any:
        to_send: Any = None
        to_throw: BaseException | None = None
        items: list[Any] = []
        while True:
            run.enter()
            try:
                if to_throw is not None:
                    item = await agen.athrow(to_throw)
                else:
                    item = await agen.asend(to_send)
            except StopAsyncIteration:
                run.leave()
                run.ok(items)
                return
            except BaseException as exc:
                run.leave()
                run.error(exc)
                raise
            run.leave()
            if len(items) < 1024:
                items.append(item)
            to_send, to_throw = None, None
            try:
                to_send = yield item
            except GeneratorExit:
                try:
                    await agen.aclose()
                finally:
                    run.ok(items)
                raise
            except BaseException as exc:
                to_throw = exc

    return _iterating_wrapper(spec, traced)
