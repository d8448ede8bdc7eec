"""An agent's output carried into a later root agent's input.

A pipeline without an orchestrator agent runs root agents one after the other in one task::

    page = reader(request)          # calls an untrusted tool; returns what it read
    actor(request, page)            # a new root agent: its input is the task... and the page

The second root agent's input is read as the trusted task, so the page - untrusted content the
first agent read - would count as the user's own words.  Capture keeps, per agent instance, whether
an untrusted tool was called in it or in an agent under it (:func:`mark_untrusted`; bounded,
ids only); at a root agent's start, an argument that is the very object an earlier agent returned
(:data:`orchtrace.content.produced`) from such an agent is set apart (:func:`split_carried`): the
task's evidence is computed without it, and it is recorded as an untrusted message from that agent,
with a tool output's evidence.  An output of an agent that read nothing untrusted (a planner before
an executor) stays part of the task, as before.
"""

from __future__ import annotations

from typing import Any

from ..content import produced

__all__ = ["mark_untrusted", "remember_parent", "split_carried"]

MAX_AGENTS = 4096  # agent instances remembered (ids only; the oldest are forgotten)
MAX_DEPTH = 32  # ancestors marked above an agent that read untrusted content

_untrusted: dict[str, None] = {}  # agent instance ids whose context took in untrusted content
_parent_of: dict[str, str] = {}  # child instance id -> parent instance id


def _bounded_set(d: dict[str, Any], key: str, value: Any) -> None:
    d[key] = value
    if len(d) > MAX_AGENTS:
        try:
            d.pop(next(iter(d)))
        except (StopIteration, KeyError, RuntimeError):  # another thread trimmed it first
            pass


def remember_parent(child_id: str, parent_id: str) -> None:
    """``child_id`` runs under ``parent_id`` (what it reads reaches its parent through its return)."""
    _bounded_set(_parent_of, child_id, parent_id)


def mark_untrusted(agent_id: str) -> None:
    """An untrusted tool was called in ``agent_id``: it and the agents above it took it in."""
    for _ in range(MAX_DEPTH):
        if agent_id in _untrusted:
            return  # (its ancestors were marked with it)
        _bounded_set(_untrusted, agent_id, None)
        parent = _parent_of.get(agent_id)
        if parent is None:
            return
        agent_id = parent


def split_carried(args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[tuple[Any, ...], dict[str, Any],
                                                                          list[tuple[Any, str]]]:
    """(args, kwargs) without the arguments that are an earlier agent's output carrying untrusted
    content (each replaced by ``None``), and those arguments with their producer's id."""
    carried: list[tuple[Any, str]] = []
    if not _untrusted:
        return args, kwargs, carried
    new_args = list(args)
    for k, value in enumerate(args):
        producer = _producer(value)
        if producer is not None:
            carried.append((value, producer))
            new_args[k] = None
    new_kwargs = dict(kwargs)
    for key, value in kwargs.items():
        producer = _producer(value)
        if producer is not None:
            carried.append((value, producer))
            new_kwargs[key] = None
    if not carried:
        return args, kwargs, carried
    return tuple(new_args), new_kwargs, carried


def _producer(value: Any) -> str | None:
    if value is None or isinstance(value, (bool, int, float)) or (isinstance(value, str) and len(value) < 16):
        return None  # (short strings may be interned: the same object, not the same output)
    agent_id = produced.producer(value)
    return agent_id if agent_id is not None and agent_id in _untrusted else None
