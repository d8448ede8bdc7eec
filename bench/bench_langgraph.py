"""LangGraph instrumentation overhead: uninstrumented vs orchtrace vs OpenInference, one process.

    python bench/bench_langgraph.py [--runs 20] [--rounds 7] [--agents 10]

The graph: ``--agents`` react agents (``create_react_agent``) run one after the other as compiled
subgraph nodes of a ``StateGraph``; each agent's scripted chat model asks for one tool call, the
tool runs in the agent's ToolNode, the model answers: per run, N agent activations, N tool calls,
2N chat model calls.  No network.

Each variant installs its instrumentation into its own SDK TracerProvider with a
SimpleSpanProcessor and a counting, discarding exporter (so span creation *and* export are paid
synchronously, the same way for both).  Rounds are interleaved (base, orchtrace, openinference,
base, ...) and timed in process CPU time (all threads; LangGraph runs sync nodes in a pool);
figures are medians over rounds, and each variant's added cost is taken against the base measured
in the same round.  Target: orchtrace's added cost <= 0.5x OpenInference's.
"""

from __future__ import annotations

import argparse
import logging
import platform
import statistics
import time
import warnings
from typing import Annotated, Any

from langchain_core.language_models.chat_models import BaseChatModel
from langchain_core.messages import AIMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.tools import tool
from langgraph.graph import START, StateGraph
from langgraph.graph.message import add_messages
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor, SpanExporter, SpanExportResult
from typing_extensions import TypedDict

warnings.filterwarnings("ignore")
# OpenInference spans exceed the SDK attribute limit on every message list: keep the output readable
logging.getLogger("opentelemetry.attributes").setLevel(logging.ERROR)


class Count(SpanExporter):
    def __init__(self) -> None:
        self.n = 0

    def export(self, spans: Any) -> SpanExportResult:
        self.n += len(spans)
        return SpanExportResult.SUCCESS


class Scripted(BaseChatModel):
    """First call of a conversation: a tool call; after a tool result: a final answer."""

    tool_name: str = "lookup"

    @property
    def _llm_type(self) -> str:
        return "scripted"

    def bind_tools(self, tools: Any, **kw: Any) -> Scripted:
        return self

    def _generate(self, messages: Any, stop: Any = None, run_manager: Any = None, **kw: Any) -> ChatResult:
        usage = {"input_tokens": 100, "output_tokens": 20, "total_tokens": 120}
        if messages and messages[-1].type == "tool":
            msg = AIMessage(content="answer", usage_metadata=usage)
        else:
            msg = AIMessage(content="", usage_metadata=usage, tool_calls=[
                {"name": self.tool_name, "args": {"q": "x"}, "id": f"call_{len(messages)}", "type": "tool_call"}])
        return ChatResult(generations=[ChatGeneration(message=msg)])


@tool
def lookup(q: str) -> str:
    """Look something up."""
    return f"result for {q}"


class State(TypedDict):
    messages: Annotated[list, add_messages]


def build(n_agents: int) -> Any:
    from langgraph.prebuilt import create_react_agent

    g = StateGraph(State)
    prev = START
    for i in range(n_agents):
        name = f"agent_{i}"
        agent = create_react_agent(Scripted(), [lookup], name=name)
        g.add_node(name, agent)
        g.add_edge(prev, name)
        prev = name
    return g.compile(name="bench")


def variants() -> dict[str, tuple[Any, Any, Count | None]]:
    from openinference.instrumentation.langchain import LangChainInstrumentor

    from orchtrace_langgraph import LangGraphInstrumentor

    out: dict[str, tuple[Any, Any, Count | None]] = {"base": (None, None, None)}
    for name, inst in (("orchtrace", LangGraphInstrumentor()), ("openinference", LangChainInstrumentor())):
        count = Count()
        provider = TracerProvider()
        provider.add_span_processor(SimpleSpanProcessor(count))
        out[name] = (inst, provider, count)
    return out


def timed(app: Any, runs: int) -> float:
    t0 = time.process_time_ns()
    for i in range(runs):
        app.invoke({"messages": [("user", f"question {i}")]})
    return (time.process_time_ns() - t0) / runs


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=20, help="graph runs per variant per round")
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--agents", type=int, default=10)
    args = ap.parse_args()
    app = build(args.agents)
    vs = variants()
    per_run: dict[str, list[float]] = {k: [] for k in vs}
    added: dict[str, list[float]] = {k: [] for k in vs if k != "base"}
    spans: dict[str, float] = {}
    # warm-up (imports, caches) for every variant
    for name, (inst, provider, count) in vs.items():
        if inst is not None:
            inst.instrument(tracer_provider=provider)
        timed(app, 2)
        if inst is not None:
            inst.uninstrument()
    for _ in range(args.rounds):
        base_round = None
        for name, (inst, provider, count) in vs.items():
            if inst is not None:
                inst.instrument(tracer_provider=provider)
                before = count.n  # type: ignore[union-attr]
            ns = timed(app, args.runs)
            if inst is not None:
                inst.uninstrument()
                spans[name] = (count.n - before) / args.runs  # type: ignore[union-attr]
            per_run[name].append(ns)
            if name == "base":
                base_round = ns
            else:
                added[name].append(ns - base_round)  # type: ignore[operator]
    med = {k: statistics.median(v) for k, v in per_run.items()}
    add = {k: statistics.median(v) for k, v in added.items()}
    spread = {k: (min(v) / 1e6, max(v) / 1e6) for k, v in per_run.items()}
    print(f"# bench_langgraph  python {platform.python_version()}  {platform.machine()}  "
          f"command: python bench/bench_langgraph.py --runs {args.runs} --rounds {args.rounds} --agents {args.agents}")
    print(f"graph: {args.agents} react-agent subgraph nodes, {args.agents} tool calls, {2 * args.agents} "
          "chat model calls per run; CPU time, medians of interleaved rounds")
    print(f"{'variant':<14}{'ms/run':>10}{'(min..max)':>20}{'added ms/run':>14}{'added us/agent':>16}"
          f"{'x base':>8}{'spans/run':>11}")
    for k in vs:
        extra = add.get(k, 0.0)
        lo, hi = spread[k]
        print(f"{k:<14}{med[k] / 1e6:>10.2f}{f'({lo:.2f}..{hi:.2f})':>20}{extra / 1e6:>14.2f}"
              f"{extra / args.agents / 1e3:>16.1f}{med[k] / med['base']:>8.2f}{spans.get(k, 0):>11.1f}")
    ratio = add["orchtrace"] / add["openinference"] if add["openinference"] > 0 else float("nan")
    print(f"orchtrace added cost / OpenInference added cost = {ratio:.2f}  (target <= 0.5)")


if __name__ == "__main__":
    main()
