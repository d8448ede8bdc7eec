"""Shared pieces of the collector tests: a scripted chat model, a small team, OTLP JSON encoding."""

from __future__ import annotations

import base64
import time
from collections.abc import Callable, Sequence
from typing import Any

from google.protobuf import json_format
from langchain_core.language_models.chat_models import BaseChatModel
from langchain_core.messages import AIMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans

import orchtrace
from orchtrace_collector import Store
from tests.core.helpers import lead


class ScriptedChat(BaseChatModel):
    """A fake chat model that supports tool calls: replays a script of AIMessages."""

    script: list[AIMessage] = []
    i: int = 0

    @property
    def _llm_type(self) -> str:
        return "scripted"

    def bind_tools(self, tools: Any, **kwargs: Any) -> ScriptedChat:
        return self

    def _generate(self, messages: Any, stop: Any = None, run_manager: Any = None, **kwargs: Any) -> ChatResult:
        msg = self.script[self.i % len(self.script)]
        self.i += 1
        return ChatResult(generations=[ChatGeneration(message=msg)])


def tool_then_answer(tool: str, args: dict[str, Any], call_id: str, answer: str) -> ScriptedChat:
    return ScriptedChat(script=[
        AIMessage(content="", tool_calls=[{"name": tool, "args": args, "id": call_id}],
                  usage_metadata={"input_tokens": 7, "output_tokens": 3, "total_tokens": 10}),
        AIMessage(content=answer, usage_metadata={"input_tokens": 9, "output_tokens": 2, "total_tokens": 11}),
    ])


# --- an orchtrace-instrumented team (our own spans): the core tests' team ---------------------
def run_team(task_id: str) -> str:
    with orchtrace.task(task_id, "team", system="unit"):
        return lead(f"research for {task_id}")


# --- OTLP JSON ("the JSON exporter") ---------------------------------------------------------------
def _hexify(doc: Any) -> Any:
    for rs in doc.get("resourceSpans", []):
        for ss in rs.get("scopeSpans", []):
            for span in ss.get("spans", []):
                for key in ("traceId", "spanId", "parentSpanId"):
                    if span.get(key):
                        span[key] = base64.b64decode(span[key]).hex()
                for link in span.get("links", []):
                    for key in ("traceId", "spanId"):
                        if link.get(key):
                            link[key] = base64.b64decode(link[key]).hex()
    return doc


def otlp_json(spans: Sequence[Any]) -> dict[str, Any]:
    """SDK spans -> an OTLP/JSON ExportTraceServiceRequest (hex ids, as the OTLP spec says)."""
    msg = encode_spans(list(spans))
    return _hexify(json_format.MessageToDict(msg))


def canonical(trace: dict[str, Any]) -> dict[str, Any]:
    """A trace with its edges sorted: the converter emits the same edge set whatever the order
    spans arrive in, but lists some edges in input order."""
    out = dict(trace)
    out["edges"] = sorted(trace["edges"], key=lambda e: (e["src"], e["dst"], e["type"]))
    return out


def same_traces(a: list[dict[str, Any]], b: list[dict[str, Any]]) -> bool:
    key = lambda t: t["task_id"]  # noqa: E731
    return [canonical(t) for t in sorted(a, key=key)] == [canonical(t) for t in sorted(b, key=key)]


def wait_for(predicate: Callable[[], Any], timeout: float = 60.0, what: str = "condition") -> Any:
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what} (last: {value!r})")
        time.sleep(0.05)


def settled_traces(store_path: Any, n: int, timeout: float = 60.0) -> list[dict[str, Any]]:
    """Wait until the store holds ``n`` assembled traces and nothing is pending; return them."""

    def ready() -> list[dict[str, Any]] | None:
        with Store(store_path) as st:
            c = st.counts()
            if c["traces"] >= n and c["pending"] == 0:
                return list(st.iter_trace_dicts())
        last_counts[0] = c
        return None

    last_counts: list = [None]
    try:
        return wait_for(ready, timeout, f"{n} assembled traces")
    except AssertionError as exc:
        raise AssertionError(f"{exc}; store counts {last_counts[0]}") from None


# --- synthetic OTLP requests (for load and crash tests) ---------------------------------------------
def synthetic_request(trace_no: int, n_spans: int, *, run: int = 0):
    """One OTel trace of ``n_spans`` orchtrace-shaped spans: an agent root, tool-call children."""
    from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest

    req = ExportTraceServiceRequest()
    rs = req.resource_spans.add()
    rs.resource.attributes.add(key="service.name").value.string_value = "synthetic"
    ss = rs.scope_spans.add()
    ss.scope.name = "orchtrace"
    trace_id = (run << 64 | trace_no + 1).to_bytes(16, "big")
    root_id = (trace_no << 20 | 1).to_bytes(8, "big")
    t0 = time.time_ns() - 10**9
    for i in range(n_spans):
        s = ss.spans.add()
        s.trace_id = trace_id
        s.span_id = root_id if i == 0 else (trace_no << 20 | i + 1).to_bytes(8, "big")
        s.start_time_unix_nano = t0 + i * 1000
        s.end_time_unix_nano = t0 + (10**6 if i == 0 else i * 1000 + 500)
        if i == 0:
            s.name = "invoke_agent lead"
            s.attributes.add(key="gen_ai.operation.name").value.string_value = "invoke_agent"
            s.attributes.add(key="gen_ai.agent.name").value.string_value = "lead"
            s.attributes.add(key="orchtrace.task.id").value.string_value = f"task-{run}-{trace_no}"
        else:
            s.parent_span_id = root_id
            s.name = "execute_tool search"
            s.attributes.add(key="gen_ai.operation.name").value.string_value = "execute_tool"
            s.attributes.add(key="gen_ai.tool.name").value.string_value = "search"
            s.attributes.add(key="gen_ai.tool.call.id").value.string_value = f"call-{i}"
    return req


def span_keys(req) -> set[tuple[str, str]]:
    return {(s.trace_id.hex(), s.span_id.hex()) for rs in req.resource_spans for ss in rs.scope_spans
            for s in ss.spans}
