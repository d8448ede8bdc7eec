"""The evidence work of one untrusted 2 KB page, alone, for an A/B of two source trees.

    PYTHONPATH=OTHER/src python bench/bench_evidence_ab.py; python bench/bench_evidence_ab.py

Times ``capture.evidence._result_evidence`` on ``bench_decorators.pages(300, seed=7)`` (distinct
pages, the cache cleared before each pass), best of five passes, process CPU.  Run the two trees
alternately a few times: this machine's speed moves by tens of percent between runs, and the
best-of-five of alternating runs is what can be compared.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_decorators import pages

import orchtrace
from orchtrace.capture.evidence import _result_evidence, clear_cache
from orchtrace.content import canonical_bytes


def main() -> None:
    data = [canonical_bytes(p) for p in pages(300, seed=7)]
    best = float("inf")
    for _ in range(5):
        clear_cache()
        t0 = time.process_time()
        for item in data:
            _result_evidence(item)
        best = min(best, (time.process_time() - t0) / len(data))
    print(f"{orchtrace.__file__}: {best * 1e6:,.0f} us per page (best of 5)")


if __name__ == "__main__":
    main()
