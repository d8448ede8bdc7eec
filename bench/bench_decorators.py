"""Decorator overhead, ns per call, all in one process on one provider with a discarding exporter.

    python bench/bench_decorators.py [--n 20000] [--repeat 7]

Rows: undecorated call; the same call inside a raw ``tracer.start_as_current_span`` (the
baseline); ``@orchtrace.agent``; ``@orchtrace.tool``; ``@orchtrace.tool(sensitive=True)`` (per-
argument fingerprints); ``@orchtrace.tool(trusted=False)`` (output fingerprint); disabled mode.
Targets: agent/tool <= 1.3x the raw span; disabled < 1 us per call.
"""

from __future__ import annotations

import argparse
import platform
import time

from opentelemetry import trace
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor, SpanExporter, SpanExportResult

import orchtrace
from orchtrace.capture import decorators, events
from orchtrace.config import settings


class Discard(SpanExporter):
    def export(self, spans):
        return SpanExportResult.SUCCESS


def best_ns(fn, n: int, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter_ns()
        for i in range(n):
            fn(i)
        best = min(best, (time.perf_counter_ns() - t0) / n)
    return best


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=20000)
    ap.add_argument("--repeat", type=int, default=7)
    args = ap.parse_args()

    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(Discard()))
    trace.set_tracer_provider(provider)
    tracer = provider.get_tracer("bench")
    decorators._tracer = provider.get_tracer("orchtrace")
    events._tracer = decorators._tracer

    def work(x):
        return x + 1

    def raw(x):
        with tracer.start_as_current_span("invoke_agent work", attributes={"gen_ai.operation.name": "invoke_agent"}):
            return work(x)

    agent = orchtrace.agent(name="work")(work)
    tool = orchtrace.tool(name="work")(work)
    sensitive = orchtrace.tool(name="send", sensitive=True)(lambda to: to)
    untrusted = orchtrace.tool(name="web", trusted=False)(lambda x: "fetched page text about agents number %d" % x)

    rows = {}
    rows["undecorated"] = best_ns(work, args.n, args.repeat)
    rows["raw start_as_current_span (baseline)"] = best_ns(raw, args.n, args.repeat)
    rows["@orchtrace.agent"] = best_ns(agent, args.n, args.repeat)
    rows["@orchtrace.tool"] = best_ns(tool, args.n, args.repeat)
    rows["@orchtrace.tool(sensitive=True)"] = best_ns(lambda i: sensitive(f"user{i}@corp.example"), args.n, args.repeat)
    rows["@orchtrace.tool(trusted=False)"] = best_ns(untrusted, args.n, args.repeat)
    settings.enabled = False
    rows["@orchtrace.agent, disabled"] = best_ns(agent, args.n, args.repeat)
    rows["@orchtrace.tool, disabled"] = best_ns(tool, args.n, args.repeat)
    settings.enabled = True

    base = rows["raw start_as_current_span (baseline)"]
    undecorated = rows["undecorated"]
    print(f"# {platform.python_implementation()} {platform.python_version()}, {platform.machine()}, "
          f"n={args.n}, best of {args.repeat}")
    print("| variant | ns/call | overhead ns (minus undecorated) | x raw span |")
    print("|---|---:|---:|---:|")
    for name, ns in rows.items():
        print(f"| {name} | {ns:,.0f} | {ns - undecorated:,.0f} | {ns / base:.2f} |")


if __name__ == "__main__":
    main()
