"""Issue 11 defect 0 (memory): the produced-values table is bounded by bytes, not only count.

Before: it pinned the last 1,024 agent results whatever their size (256 KiB results: +257 MB).
"""

from __future__ import annotations

import gc
import tracemalloc

import orchtrace
from orchtrace.testing import capture_traces


@orchtrace.agent
def writer(i: int) -> str:
    return ("x" * (256 * 1024)) + str(i)  # a distinct 256 KiB result


@orchtrace.agent
def note(i: int) -> dict:
    return {"note": i}


def test_large_results_are_not_kept_alive() -> None:
    with capture_traces(), orchtrace.task("big-results"):
        writer(-1)  # warm-up (first-call set-up is not what is measured)
        gc.collect()
        tracemalloc.start()
        try:
            for i in range(200):  # 50 MiB of results, each dropped by the application at once
                writer(i)
            gc.collect()
            held, _peak = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
    assert held < 24 * 1024 * 1024, f"{held / 2**20:.0f} MiB still held after the results were dropped"


def test_aggregate_still_names_the_producers_of_small_results() -> None:
    with capture_traces() as cap, orchtrace.task("agg"):
        @orchtrace.agent
        def boss() -> None:
            results = [note(i) for i in range(3)]
            orchtrace.aggregate(results, "merge")

        boss()
    (trace,) = cap.trace_dicts()
    (agg,) = [e for e in trace["events"] if e["type"] == "aggregate"]
    returns = {e["id"] for e in trace["events"] if e["type"] == "return" and e["agent_name"] == "note"}
    assert set(agg["inputs"]) == returns and len(returns) == 3


def test_a_capture_block_keeps_nothing_alive_after_its_result_is_dropped() -> None:
    """``capture_traces`` made an SDK provider that registered an exit hook: the hook held the
    provider, its in-memory exporter and every span it captured until the process ended (a
    trainer capturing 10^5 runs grew to 4 GB), and exit unregistered one hook per block from the
    list of all of them, quadratic in the blocks.  Now a block's provider, exporter and spans are
    freed with its result, and a block registers no exit hook."""
    import atexit
    import weakref

    with capture_traces() as cap, orchtrace.task("kept-alive"):
        note(1)
    assert cap.trace_dicts()  # the result is usable after the block, as before
    refs = [weakref.ref(cap.tracer_provider), weakref.ref(cap.exporter)]
    hooks = atexit._ncallbacks()
    with capture_traces(logs=True) as cap2, orchtrace.task("kept-alive-2"):
        note(2)
    assert cap2.spans
    assert atexit._ncallbacks() == hooks  # no exit hook per block (logs included)
    refs += [weakref.ref(cap2.tracer_provider), weakref.ref(cap2.exporter)]
    del cap, cap2
    gc.collect()
    assert all(r() is None for r in refs), "a capture block's provider or exporter outlived its result"
