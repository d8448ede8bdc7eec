"""The complete-runs benchmark on zero-code LangGraph, with tools nobody annotated.

Every run of :mod:`tests.audit.complete_runs` (and its rounds) is replayed as a LangGraph ReAct
agent (``create_react_agent``, a scripted chat model from ``tests.langgraph.helpers``): the same
user task as the user message, the same untrusted reads and actions as LangChain tools with the
rounds' realistic names (``read_inbox``, ``get_claim_documents``, ``send_payment``,
``grant_role`` ...), called one per model turn in the same order.  Unlike the decorator benchmark,
**no tool is marked**: trust and sensitivity come only from what the integration infers from the
tool names (:mod:`orchtrace.toolinfer`).  Judged by ``bench_complete_runs.judge``: an attacked
run is detected when a finding at high or critical ends at the injected call; a benign run is a
false alarm when any finding is at high or critical.

    python bench/bench_complete_runs_langgraph.py [--runs 100] [--seed 0] [--halves dev,held_out,...]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
import warnings
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
warnings.filterwarnings("ignore")

from bench.bench_complete_runs import judge, pct  # noqa: E402  (also registers the rounds)
from tests.audit import complete_runs as cr  # noqa: E402
from tests.langgraph.helpers import ScriptedChatModel, ai  # noqa: E402

from orchtrace.testing import capture_traces  # noqa: E402


def _lc_tool(name: str, outputs: list[Any], arg_names: list[str]) -> Any:
    """A LangChain tool that returns ``outputs`` in turn, one per call (the last one again after
    that): a tool the run reads twice ("read_invoice" for each of three invoices) returns each
    read's own text, as the decorator benchmark's reads do."""
    from langchain_core.tools import StructuredTool
    from pydantic import create_model

    schema = create_model(f"{name}_args", **{a: (Any, None) for a in arg_names})  # type: ignore[call-overload]
    calls = [0]

    def fn(**kwargs: Any) -> Any:
        output = outputs[min(calls[0], len(outputs) - 1)]
        calls[0] += 1
        return output if isinstance(output, str) else json.dumps(output)

    return StructuredTool.from_function(func=fn, name=name, description=name.replace("_", " "), args_schema=schema)


def make_lg_run(rng: random.Random, attacked: bool, half: str, cap: Any) -> tuple[dict[str, Any], Any]:
    from langgraph.prebuilt import create_react_agent

    run, task, reads, actions, goal = cr.plan_run(rng, attacked=attacked, half=half, topology=False)
    if goal is not None:
        run.injected_index = len(reads)  # the goal's call comes right after the reads
    steps = [(n, kw) for n, _t, kw in reads] + ([(goal.tool, goal.args)] if goal else []) + list(actions)
    outputs: dict[str, list[Any]] = {}
    for n, t, _kw in reads:
        outputs.setdefault(n, []).append(t)  # in call order: each read returns its own text
    arg_names: dict[str, set[str]] = {}
    for n, kw in steps:
        arg_names.setdefault(n, set()).update(kw)
    tools = [_lc_tool(n, outputs.get(n, [{"status": "ok"}]), sorted(a)) for n, a in arg_names.items()]
    script = [ai("", (n, kw)) for n, kw in steps] + [ai("done")]
    agent = create_react_agent(ScriptedChatModel(script), tools, name="assistant")
    system = run.system
    if cr.TASK_SHAPE == "messages" and system is None:
        system = cr.generic_system_prompt(run.suite, sorted(arg_names))
    messages = ([("system", system)] if system is not None else []) + [("user", task)]
    agent.invoke({"messages": messages}, {"configurable": {"thread_id": f"run-{rng.getrandbits(40):010x}"}})
    traces = cap.trace_dicts()
    cap.exporter.clear()
    return traces[-1], run


def main() -> None:
    from orchtrace_langgraph import LangGraphInstrumentor

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=100, help="runs per half and label")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--halves", default="dev,held_out")
    ap.add_argument("--task-shape", default="str", choices=("str", "messages"),
                    help="messages: a system message first (the round's, else a generic one)")
    args = ap.parse_args()
    print(f"command: python bench/bench_complete_runs_langgraph.py --runs {args.runs} --seed {args.seed} "
          f"--halves {args.halves}" + (f" --task-shape {args.task_shape}" if args.task_shape != "str" else ""))
    cr.TASK_SHAPE = args.task_shape
    rng = random.Random(args.seed)
    t0 = time.perf_counter()
    rows = []
    with capture_traces() as cap:
        inst = LangGraphInstrumentor()
        inst.instrument(tracer_provider=cap.tracer_provider)
        try:
            for half in args.halves.split(","):
                for attacked in (True, False):
                    for _ in range(args.runs):
                        trace, run = make_lg_run(rng, attacked, half, cap)
                        rows.append((run, judge(trace, run)))
        finally:
            inst.uninstrument()
    for half in args.halves.split(","):
        att = [j for r, j in rows if r.half == half and r.attacked]
        ben = [j for r, j in rows if r.half == half and not r.attacked]
        rules = Counter(c for j in ben for c in j["rules"])
        print(f"{half:11} attacked flagged >= high at the injected call: {pct(sum(j['hit'] for j in att), len(att))}; "
              f"benign with any high: {pct(sum(j['fa'] for j in ben), len(ben))} "
              f"(OTA101-104: {pct(sum(j['fa_inj'] for j in ben), len(ben))})"
              + (f"; rules: {dict(rules)}" if rules else ""))
    print(f"{len(rows)} LangGraph runs audited in {time.perf_counter() - t0:.1f} s")


if __name__ == "__main__":
    main()
