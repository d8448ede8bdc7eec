"""Decorator overhead, ns per call, all in one process on one provider with a discarding exporter.

    python bench/bench_decorators.py [--n 5000] [--rounds 9]

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


def per_call_ns(fn, n: int) -> float:
    t0 = time.process_time_ns()  # CPU time of this process: other load on the machine stays out
    for i in range(n):
        fn(i)
    return (time.process_time_ns() - t0) / n


def measure(variants: dict, n: int, rounds: int) -> dict:
    """Interleaved rounds; per variant the median ns/call and the median ratio to the baseline
    measured in the same round (so drifting machine speed cancels out)."""
    import statistics

    ns = {k: [] for k in variants}
    ratios = {k: [] for k in variants}
    for _ in range(rounds):
        this = {}
        for name, (fn, before, after) in variants.items():
            before()
            this[name] = per_call_ns(fn, n)
            after()
        for name in variants:
            ns[name].append(this[name])
            ratios[name].append(this[name] / this[BASELINE])
    return {k: (statistics.median(ns[k]), statistics.median(ratios[k])) for k in variants}


BASELINE = "raw start_as_current_span (baseline)"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=5000)
    ap.add_argument("--rounds", type=int, default=9)
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

    agent_attrs = {"gen_ai.operation.name": "invoke_agent", "gen_ai.agent.name": "work",
                   "gen_ai.agent.id": "work-1", "code.function.name": "work", "code.file.path": __file__,
                   "code.line.number": 1, "orchtrace.agent.input.content_ref": "sha256:0",
                   "orchtrace.agent.input.size": 3}

    def raw_full(x):
        with tracer.start_as_current_span("invoke_agent work", attributes=agent_attrs) as span:
            r = work(x)
            span.set_attributes({"orchtrace.agent.output.content_ref": "sha256:1", "orchtrace.agent.output.size": 1})
            return r

    agent = orchtrace.agent(name="work")(work)
    tool = orchtrace.tool(name="work")(work)
    sensitive = orchtrace.tool(name="send", sensitive=True)(lambda to: to)
    untrusted = orchtrace.tool(name="web", trusted=False)(lambda x: "fetched page text about agents number %d" % x)

    def on():
        settings.enabled = True

    def off():
        settings.enabled = False

    variants = {
        "undecorated": (work, on, on),
        BASELINE: (raw, on, on),
        "raw span with the same attributes as @orchtrace.agent": (raw_full, on, on),
        "@orchtrace.agent": (agent, on, on),
        "@orchtrace.tool": (tool, on, on),
        "@orchtrace.tool(sensitive=True)": (lambda i: sensitive(f"user{i}@corp.example"), on, on),
        "@orchtrace.tool(trusted=False)": (untrusted, on, on),
        "@orchtrace.agent, disabled": (agent, off, on),
        "@orchtrace.tool, disabled": (tool, off, on),
    }
    rows = measure(variants, args.n, args.rounds)
    undecorated = rows["undecorated"][0]
    print(f"# {platform.python_implementation()} {platform.python_version()}, {platform.machine()}, "
          f"n={args.n} calls x {args.rounds} interleaved rounds, CPU time, medians")
    print("| variant | ns/call | overhead ns (minus undecorated) | x raw span |")
    print("|---|---:|---:|---:|")
    for name, (ns, ratio) in rows.items():
        print(f"| {name} | {ns:,.0f} | {ns - undecorated:,.0f} | {ratio:.2f} |")


if __name__ == "__main__":
    main()
