"""Scripted chat models (no network, no key) and trace helpers for the LangGraph tests."""

from __future__ import annotations

import itertools
import threading
from collections.abc import Iterable
from typing import Any

from langchain_core.language_models.chat_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult


class ScriptedChatModel(BaseChatModel):
    """Answers each call with the next scripted AIMessage; ``bind_tools`` returns the model.

    The script is a list; calls past its end repeat the last message. Thread-safe.
    """

    script: list[Any]
    calls: int = 0

    def __init__(self, script: Iterable[Any], **kw: Any) -> None:
        super().__init__(script=list(script), **kw)
        object.__setattr__(self, "_lock", threading.Lock())

    @property
    def _llm_type(self) -> str:
        return "scripted"

    def bind_tools(self, tools: Any, **kwargs: Any) -> ScriptedChatModel:
        return self

    def _generate(self, messages: list[BaseMessage], stop: Any = None, run_manager: Any = None,
                  **kwargs: Any) -> ChatResult:
        with self._lock:  # type: ignore[attr-defined]
            i = min(self.calls, len(self.script) - 1)
            object.__setattr__(self, "calls", self.calls + 1)
        msg = self.script[i]
        if callable(msg):
            msg = msg(messages)
        if isinstance(msg, str):
            msg = ai(msg)
        return ChatResult(generations=[ChatGeneration(message=msg.model_copy())])


_ids = itertools.count()


def ai(content: str = "", *calls: tuple[str, dict[str, Any]] | tuple[str, dict[str, Any], str],
       tokens: tuple[int, int] = (10, 5)) -> AIMessage:
    """An AIMessage with tool calls ``(name, args[, id])`` and token usage."""
    tool_calls = []
    for c in calls:
        call_id = c[2] if len(c) > 2 else f"call_{next(_ids)}"
        tool_calls.append({"name": c[0], "args": c[1], "id": call_id, "type": "tool_call"})
    return AIMessage(content=content, tool_calls=tool_calls,
                     usage_metadata={"input_tokens": tokens[0], "output_tokens": tokens[1],
                                     "total_tokens": tokens[0] + tokens[1]})


def events(trace: dict[str, Any], etype: str | None = None) -> list[dict[str, Any]]:
    return [e for e in trace["events"] if etype is None or e["type"] == etype]


def shape(trace: dict[str, Any]) -> list[tuple[Any, ...]]:
    """The trace as (type, actor name, target/tool) rows: ids and times left out."""
    rows = []
    for e in trace["events"]:
        other = e.get("tool") or e.get("target") or e.get("to") and _name(trace, e["to"])
        rows.append((e["type"], e.get("agent_name"), other, e.get("kind"), e.get("decision")))
    return rows


def _name(trace: dict[str, Any], inst: str) -> str:
    for e in trace["events"]:
        if e["agent"] == inst:
            return e.get("agent_name", inst)
    return inst
