"""Decorator overhead, ns per call, all in one process on one provider with a discarding exporter.

    python bench/bench_decorators.py [--n 3000] [--rounds 7] [--processor batch|simple]
    python bench/bench_decorators.py --steps          # cost of each step of one call
    python bench/bench_decorators.py --memory 1000000 # RSS over 10^6 decorated calls

Every variant runs in interleaved rounds against the baseline in the same round: a bare
``tracer.start_as_current_span`` (sync; for async rows the same inside an ``async def``) on a
TracerProvider with a ``BatchSpanProcessor`` and a discarding exporter (``--processor simple``:
a ``SimpleSpanProcessor``).  Two clocks per row:

* **process CPU** (``time.process_time``: every thread, including the BatchSpanProcessor's and
  orchtrace's evidence worker; the worker's queue is drained inside the timed region), the
  honest total cost;
* **caller thread CPU** (``time.thread_time``): what the calling thread pays, i.e. the latency
  the decorator adds to the application's own thread.

Targets (issue 14): ``@agent``/``@tool`` <= 1.3x the raw span, sync and async; a tool with a
2 KB untrusted output <= 3x including the instruction recognizer; disabled < 200 ns.
"""

from __future__ import annotations

import argparse
import asyncio
import platform
import random
import resource
import statistics
import time

from opentelemetry import context as otel_context
from opentelemetry import trace
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor, SimpleSpanProcessor, SpanExporter, SpanExportResult

import orchtrace
from orchtrace.capture import decorators, events, handoff
from orchtrace.config import settings


class Discard(SpanExporter):
    def export(self, spans):
        return SpanExportResult.SUCCESS


WORDS = ("the agent team fetched a page about the weather in paris and the report said sunny skies with "
         "light wind from the west contact info@example.org for details about order 12345 and invoice "
         "ref INV-2024-0042 see https://example.org/docs/page or call").split()


def pages(n: int, size: int = 2048, seed: int = 0) -> list[str]:
    rnd = random.Random(seed)
    out = []
    for _ in range(n):
        text = " ".join(rnd.choice(WORDS) for _ in range(size // 4))
        out.append(text[:size])
    return out


def timed(fn, n: int, provider, is_async: bool, inside: bool = True) -> tuple[float, float]:
    """(process CPU ns/call, caller thread CPU ns/call); queued work is finished inside.

    ``inside``: the calls are made by a running agent (a parent span and an orchtrace agent
    frame around the loop), as tools and sub-agents are in an application."""
    from orchtrace.capture.context import AgentFrame, current_agent_var

    parent = decorators._tracer.start_span("invoke_agent lead") if inside else None
    ctx_token = otel_context.attach(trace.set_span_in_context(parent)) if inside else None
    frame_token = current_agent_var.set(AgentFrame("lead", "lead-1", None, None)) if inside else None
    try:
        return _timed(fn, n, provider, is_async)
    finally:
        if inside:
            current_agent_var.reset(frame_token)
            otel_context.detach(ctx_token)
            parent.end()


def _timed(fn, n: int, provider, is_async: bool) -> tuple[float, float]:
    if is_async:
        async def loop():
            for i in range(n):
                await fn(i)

        p0, t0 = time.process_time_ns(), time.thread_time_ns()
        asyncio.run(loop())
    else:
        p0, t0 = time.process_time_ns(), time.thread_time_ns()
        for i in range(n):
            fn(i)
    t1 = time.thread_time_ns()
    handoff.drain()
    provider.force_flush()
    p1 = time.process_time_ns()
    return (p1 - p0) / n, (t1 - t0) / n


def measure(variants: dict, n: int, rounds: int, provider) -> dict:
    cpu = {k: [] for k in variants}
    thr = {k: [] for k in variants}
    ratio = {k: [] for k in variants}
    tratio = {k: [] for k in variants}
    for _ in range(rounds):
        this = {}
        for name, (fn, is_async, enabled) in variants.items():
            settings.enabled = enabled
            this[name] = timed(fn, n, provider, is_async, inside="root" not in name)
            settings.enabled = True
        for name, (_, is_async, _) in variants.items():
            base = this[ABASE if is_async else BASE]
            cpu[name].append(this[name][0])
            thr[name].append(this[name][1])
            ratio[name].append(this[name][0] / base[0])
            tratio[name].append(this[name][1] / base[1])
    med = statistics.median
    return {k: (med(cpu[k]), med(ratio[k]), med(thr[k]), med(tratio[k])) for k in variants}


BASE = "raw span (baseline, sync)"
ABASE = "raw span (baseline, async)"


def build(tracer):
    def work(x):
        return x + 1

    async def awork(x):
        return x + 1

    def raw(x):
        with tracer.start_as_current_span("invoke_agent work", attributes={"gen_ai.operation.name": "invoke_agent"}):
            return work(x)

    async def araw(x):
        with tracer.start_as_current_span("invoke_agent work", attributes={"gen_ai.operation.name": "invoke_agent"}):
            return await awork(x)

    agent_attrs = {"gen_ai.operation.name": "invoke_agent", "gen_ai.agent.name": "work",
                   "gen_ai.agent.id": "work", "orchtrace.agent.instance_id": "work-1",
                   "code.function.name": "work", "code.file.path": __file__, "code.line.number": 1,
                   "orchtrace.agent.input.content_ref": "hmac-sha256:0", "orchtrace.agent.input.size": 3}

    def raw_full(x):
        with tracer.start_as_current_span("invoke_agent work", attributes=agent_attrs) as span:
            r = work(x)
            span.set_attributes({"orchtrace.agent.output.content_ref": "hmac-sha256:1",
                                 "orchtrace.agent.output.size": 1})
            return r

    agent = orchtrace.agent(name="work")(work)
    aagent = orchtrace.agent(name="work")(awork)
    tool = orchtrace.tool(name="work")(work)
    atool = orchtrace.tool(name="work")(awork)
    sensitive = orchtrace.tool(name="send", sensitive=True)(lambda to: to)
    untrusted = orchtrace.tool(name="web", trusted=False)(lambda x: "fetched page text about agents number %d" % x)
    distinct = pages(4096, seed=1)
    web2k = orchtrace.tool(name="web", trusted=False)(lambda x: distinct[x % len(distinct)])
    same = distinct[0]
    web2k_same = orchtrace.tool(name="web", trusted=False)(lambda x: same)

    return {
        "undecorated": (work, False, True),
        BASE: (raw, False, True),
        ABASE: (araw, True, True),
        "raw span with the same attributes as @orchtrace.agent": (raw_full, False, True),
        "@orchtrace.agent (sync)": (agent, False, True),
        "@orchtrace.agent (sync), root agent: task-input evidence": (agent, False, True),
        "@orchtrace.agent (async)": (aagent, True, True),
        "@orchtrace.tool (sync)": (tool, False, True),
        "@orchtrace.tool (async)": (atool, True, True),
        "@orchtrace.tool(sensitive=True)": (lambda i: sensitive(f"user{i}@corp.example"), False, True),
        "@orchtrace.tool(trusted=False), short output": (untrusted, False, True),
        "@orchtrace.tool(trusted=False), 2 KB output, distinct pages": (web2k, False, True),
        "@orchtrace.tool(trusted=False), 2 KB output, distinct pages, root (inline)": (web2k, False, True),
        "@orchtrace.tool(trusted=False), 2 KB output, same page": (web2k_same, False, True),
        "@orchtrace.agent, disabled": (agent, False, False),
        "@orchtrace.tool, disabled": (tool, False, False),
    }


def provider_for(kind: str) -> TracerProvider:
    provider = TracerProvider()
    if kind == "simple":
        provider.add_span_processor(SimpleSpanProcessor(Discard()))
    else:
        provider.add_span_processor(BatchSpanProcessor(Discard(), max_queue_size=65536))
    trace.set_tracer_provider(provider)
    decorators._tracer = provider.get_tracer("orchtrace")
    events._tracer = decorators._tracer
    return provider


def steps(n: int) -> None:
    """Cost of each piece of a decorated call, measured alone (process CPU, ns)."""
    from orchtrace import semconv as sc
    from orchtrace.capture.evidence import _result_evidence
    from orchtrace.commanded import commanded_pairs
    from orchtrace.content import canonical_bytes, ref_of_bytes
    from orchtrace.detect import recognize
    from orchtrace.fingerprint import fingerprint

    provider = provider_for("batch")
    tracer = decorators._tracer
    attrs = {"gen_ai.operation.name": "invoke_agent", "gen_ai.agent.name": "work", "gen_ai.agent.id": "work",
             sc.AGENT_INSTANCE_ID: "work-1", "code.function.name": "work", "code.file.path": __file__,
             "code.line.number": 1, sc.AGENT_INPUT_REF: "hmac-sha256:0", sc.AGENT_INPUT_SIZE: 3}
    page = pages(1)[0]
    pdata = canonical_bytes(page)
    span = tracer.start_span("x")

    def t(label, fn, k=n):
        p0 = time.process_time_ns()
        for i in range(k):
            fn(i)
        print(f"| {label} | {(time.process_time_ns() - p0) / k:,.0f} |")

    print("| step | ns |\n|---|---:|")
    t("canonical_bytes([args]) (orjson)", lambda i: canonical_bytes([(i,)]))
    t("ref_of_bytes (hmac-sha256, small)", lambda i: ref_of_bytes(b"[[1]]"))
    t("start_span, 1 attribute", lambda i: tracer.start_span("invoke_agent work", attributes={"a": 1}))
    t("start_span, 9 attributes (the agent's)", lambda i: tracer.start_span("invoke_agent work", attributes=attrs))
    t("start_span + end, 9 attributes (BatchSpanProcessor)",
      lambda i: tracer.start_span("invoke_agent work", attributes=attrs).end())
    t("set_attributes, 2 attributes", lambda i: span.set_attributes({"a": "x", "b": 1}))
    t("contextvar get x3 + f-string instance id", lambda i: f"work-{random.getrandbits(32):08x}")
    t("handoff.submit + worker run of a no-op (per job)", lambda i: handoff.submit(lambda: None))
    handoff.drain()
    t("ref_of_bytes, 2 KB", lambda i: ref_of_bytes(pdata))
    t("fingerprint, 2 KB", lambda i: fingerprint(page + str(i)), 300)
    t("recognize, 2 KB", lambda i: recognize(page + str(i)), 300)
    t("commanded pairs, 2 KB", lambda i: commanded_pairs(page + str(i)), 300)
    distinct = [canonical_bytes(p) for p in pages(300, seed=7)]
    t("result evidence (fingerprint + recognizer + commanded + packing), 2 KB, distinct pages",
      lambda i: _result_evidence(distinct[i]), 300)
    provider.shutdown()


def memory(n: int) -> None:
    """RSS over ``n`` decorated calls (agent spawning a tool, under tasks that never end)."""
    provider_for("batch")

    @orchtrace.tool(trusted=False)
    def fetch(x):
        return f"page {x % 50} about agents and tools"  # cached evidence after the first 50

    @orchtrace.agent
    def worker(x):
        return fetch(x)

    task = orchtrace.task("forever", "bench")  # a task that never ends
    task.__enter__()
    step = max(1, n // 10)
    print("| calls | RSS MB | queued ends |\n|---:|---:|---:|")
    for i in range(n):
        worker(i)
        if (i + 1) % step == 0:
            rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
            print(f"| {i + 1:,} | {rss:,.0f} | {handoff.pending()} |", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=3000)
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--processor", choices=("batch", "simple"), default="batch")
    ap.add_argument("--steps", action="store_true")
    ap.add_argument("--memory", type=int)
    args = ap.parse_args()
    if args.steps:
        steps(args.n)
        return
    if args.memory:
        memory(args.memory)
        return
    provider = provider_for(args.processor)
    variants = build(provider.get_tracer("bench"))
    rows = measure(variants, args.n, args.rounds, provider)
    undecorated = rows["undecorated"][0]
    print(f"# {platform.python_implementation()} {platform.python_version()}, {platform.machine()}, "
          f"n={args.n} calls x {args.rounds} interleaved rounds, {args.processor} span processor, medians; "
          f"evidence {'background' if handoff.background() else 'inline'}")
    print("| variant | process CPU ns/call | x raw span (process CPU) | caller-thread ns/call | "
          "x raw span (caller thread) |")
    print("|---|---:|---:|---:|---:|")
    for name, (ns, ratio, tns, tratio) in rows.items():
        print(f"| {name} | {ns:,.0f} | {ratio:.2f} | {tns:,.0f} | {tratio:.2f} |")
    print(f"\n(undecorated call: {undecorated:,.0f} ns)")


if __name__ == "__main__":
    main()
