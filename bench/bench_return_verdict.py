"""Cost of the recognizer's verdict on a spawned agent's return (AV3): a parent calls a child
agent N times, with and without ``output_evidence``, alternating rounds in one process (median).

    python bench/bench_return_verdict.py [--n 3000] [--rounds 7]
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import time

from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor, SpanExporter, SpanExportResult

import orchtrace
from orchtrace.capture import decorators, events, specs


class Discard(SpanExporter):
    def export(self, spans):  # type: ignore[no-untyped-def]
        return SpanExportResult.SUCCESS


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=3000)
    ap.add_argument("--rounds", type=int, default=7)
    args = ap.parse_args()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(Discard()))
    decorators._tracer = events._tracer = provider.get_tracer("orchtrace")

    @orchtrace.agent(name="child")
    def child(x: int) -> str:
        return "Notes: revenue grew 12% and churn fell to 3%; the board pack is ready for review."

    @orchtrace.agent(name="parent")
    def parent() -> float:
        t0 = time.perf_counter()
        for i in range(args.n):
            child(i)
        return (time.perf_counter() - t0) / args.n * 1e6

    real = specs.output_evidence
    res: dict[str, list[float]] = {"with": [], "without": []}
    for _ in range(args.rounds):
        specs.output_evidence = real
        res["with"].append(parent())
        specs.output_evidence = lambda d, a: None
        res["without"].append(parent())
    specs.output_evidence = real
    w, wo = statistics.median(res["with"]), statistics.median(res["without"])
    print(f"python {platform.python_version()}, {os.cpu_count()} cpus, load {os.getloadavg()[0]:.1f}")
    print(f"spawned child call: {w:.1f} us with the return verdict, {wo:.1f} us without "
          f"(+{w - wo:.1f} us, ratio {w / wo:.2f})")


if __name__ == "__main__":
    main()
