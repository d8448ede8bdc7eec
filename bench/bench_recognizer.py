"""Instruction recognizer: detection quality on the corpus's held-out side and capture cost.

Quality, on ``split_group == "test"`` of ``../shared/corpora/injection`` (the recognizer was fitted
and its threshold chosen on the ``dev`` side only): AUROC per source and overall, true-positive
rate per attack style at the shipped threshold, false-positive rate per benign slice (BIPIA real
e-mails / tables / code, InjecAgent clean templates and simulated tool outputs, ASB), and the
hand-written held-out set of ``tests/detect/data/heldout.jsonl``.

Cost: ``recognize()`` on 2 KB texts (cache off: distinct texts), against ``len(text.split())``
and a raw OpenTelemetry span as baselines measured in the same run.

    python bench/bench_recognizer.py [--side test] [--timing-runs 2000]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from orchtrace.detect import get_backend, recognize, threshold  # noqa: E402
from orchtrace.detect.features import segments  # noqa: E402
from orchtrace.detect.train import default_corpus, load_rows  # noqa: E402


def auroc(pos: list[float], neg: list[float]) -> float:
    """Probability that a random positive outscores a random negative (ties count half)."""
    if not pos or not neg:
        return float("nan")
    allv = sorted([(v, 1) for v in pos] + [(v, 0) for v in neg])
    rank_sum = 0.0
    k = 0
    while k < len(allv):
        j = k
        while j < len(allv) and allv[j][0] == allv[k][0]:
            j += 1
        avg = (k + j + 1) / 2  # 1-based average rank of the tie group
        rank_sum += avg * sum(1 for x in allv[k:j] if x[1])
        k = j
    return (rank_sum - len(pos) * (len(pos) + 1) / 2) / (len(pos) * len(neg))


def slice_of(r: dict) -> str:
    m = r["meta"]
    if r["source"] == "bipia":
        return f"bipia/{m.get('task')}"
    return f"{r['source']}/{m.get('variant')}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--side", default="test", choices=["dev", "test"])
    ap.add_argument("--timing-runs", type=int, default=2000)
    args = ap.parse_args()
    print(f"command: python bench/bench_recognizer.py --side {args.side} --timing-runs {args.timing_runs}")
    thr = threshold()
    print(f"backend {get_backend().name}, threshold {thr}")
    rows = load_rows(default_corpus(), args.side)
    scores = [(r, recognize(r["text"]).score) for r in rows]
    by_src: dict[str, tuple[list[float], list[float]]] = defaultdict(lambda: ([], []))
    for r, s in scores:
        by_src[r["source"]][0 if r["injected"] else 1].append(s)
        by_src["all"][0 if r["injected"] else 1].append(s)
    print(f"\nAUROC on split_group={args.side}:")
    for src, (pos, neg) in sorted(by_src.items()):
        print(f"  {src:11} {auroc(pos, neg):.4f}  ({len(pos)} injected, {len(neg)} benign)")
    bipia_benign = [s for r, s in scores if r["source"] == "bipia" and not r["injected"]]
    bipia_inj = [s for r, s in scores if r["source"] == "bipia" and r["injected"]]
    print(f"  bipia-vs-bipia-benign-only (the realistic negatives) {auroc(bipia_inj, bipia_benign):.4f}")
    print(f"\nAt the shipped threshold {thr}: detection (TPR) per attack style / slice")
    sl: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for r, s in scores:
        if r["injected"]:
            key = slice_of(r) if r["source"] != "asb" else f"asb/{r['meta'].get('variant')}"
            sl[key][0] += s >= thr
            sl[key][1] += 1
    for k, (a, n) in sorted(sl.items()):
        print(f"  {k:34} {a}/{n} = {a / n:.1%}")
    tp = sum(1 for r, s in scores if r["injected"] and s >= thr)
    npos = sum(1 for r, _ in scores if r["injected"])
    print(f"  {'all injected':34} {tp}/{npos} = {tp / npos:.1%}")
    print("False positives per benign slice:")
    fl: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for r, s in scores:
        if not r["injected"]:
            fl[slice_of(r)][0] += s >= thr
            fl[slice_of(r)][1] += 1
    for k, (a, n) in sorted(fl.items()):
        print(f"  {k:34} {a}/{n} = {a / n:.1%}")
    bb = [s for s in bipia_benign]
    print(f"  {'bipia benign (email+table+code)':34} {sum(s >= thr for s in bb)}/{len(bb)} = "
          f"{sum(s >= thr for s in bb) / len(bb):.1%}")
    # BIPIA per attack category (group-disjoint: categories on the test side were never seen)
    cat: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for r, s in scores:
        if r["source"] == "bipia" and r["injected"]:
            cat[r["meta"].get("attack_category") or r["group"]][0] += s >= thr
            cat[r["meta"].get("attack_category") or r["group"]][1] += 1
    worst = sorted(cat.items(), key=lambda kv: kv[1][0] / kv[1][1])[:8]
    print("BIPIA attack categories, weakest 8: " + "; ".join(f"{k} {a}/{n}" for k, (a, n) in worst))

    held = [json.loads(line) for line in (ROOT / "tests" / "detect" / "data" / "heldout.jsonl").open()]
    hp = [recognize(h["text"]) for h in held]
    att = [(h, r) for h, r in zip(held, hp) if h["injected"]]
    ben = [(h, r) for h, r in zip(held, hp) if not h["injected"]]
    print(f"\nHand-written held-out set: attacks flagged {sum(r.flagged for _, r in att)}/{len(att)}, "
          f"benign look-alikes flagged {sum(r.flagged for _, r in ben)}/{len(ben)}, "
          f"AUROC {auroc([r.score for _, r in att], [r.score for _, r in ben]):.4f}")
    for h, r in att:
        if not r.flagged:
            print(f"  missed ({r.score:.2f}): {h['text'][:90]!r}")
    for h, r in ben:
        if r.flagged:
            print(f"  false alarm ({r.score:.2f}): {h['text'][:90]!r}")

    # cost
    rng = random.Random(0)
    pool = [r["text"] for r in rows if len(r["text"]) >= 400]
    texts = []
    for k in range(args.timing_runs):
        t = ""
        while len(t) < 2048:
            t += rng.choice(pool) + "\n"
        texts.append(t[:2048] + f" #{k}")  # distinct: no cache hits
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import BatchSpanProcessor, SpanExporter, SpanExportResult

    class Null(SpanExporter):
        def export(self, spans):  # type: ignore[no-untyped-def]
            return SpanExportResult.SUCCESS

    tp_ = TracerProvider()
    tp_.add_span_processor(BatchSpanProcessor(Null()))
    tracer = tp_.get_tracer("bench")

    cpu: dict[str, float] = {}

    def timed(fn, name: str = "", inputs: list[str] | None = None) -> float:  # type: ignore[no-untyped-def]
        data = texts if inputs is None else inputs
        t0, c0 = time.perf_counter(), time.process_time()
        for t in data:
            fn(t)
        cpu[name] = (time.process_time() - c0) / len(data) * 1e6  # less sensitive to a shared machine
        return (time.perf_counter() - t0) / len(data) * 1e6

    def span(_t: str) -> None:
        with tracer.start_as_current_span("x"):
            pass

    base_split = timed(lambda t: len(t.split()), "split")
    base_span = timed(span, "span")
    rec = timed(lambda t: get_backend()._recognize(t) if hasattr(get_backend(), "_recognize") else recognize(t), "rec")
    print(f"\nCost per 2 KB text (no cache): recognize {rec:.1f} us; baselines in the same run: "
          f"len(text.split()) {base_split:.1f} us, a raw OTel span {base_span:.1f} us "
          f"(recognize = {rec / base_span:.1f}x a raw span)")
    print(f"CPU time (process): recognize {cpu['rec']:.1f} us, split {cpu['split']:.1f} us, raw span "
          f"{cpu['span']:.1f} us (recognize = {cpu['rec'] / cpu['span']:.1f}x a raw span)")
    # record values (thirteenth pass): the short fields of an output, hashed whole, on the same
    # texts and on 2 KB JSON records (the shape that has most fields)
    from orchtrace.fields import field_hashes, field_value_spans

    timed(lambda t: field_hashes(t, field_value_spans(t)), "fields")
    records = [json.dumps({f"field_{j}": f"value {k}-{j}" for j in range(60)})[:2048] for k in range(len(texts))]
    timed(lambda t: field_hashes(t, field_value_spans(t)), "fields_json", records)
    print(f"Record values (fields.field_value_spans + fields.field_hashes), CPU: {cpu['fields']:.1f} us per "
          f"2 KB text above, {cpu['fields_json']:.1f} us per 2 KB JSON record of ~60 fields "
          f"(= {cpu['fields'] / cpu['rec']:.1%} / {cpu['fields_json'] / cpu['rec']:.1%} of recognize)")
    # commanded pairs (sixteenth pass): (value, request word) per clause holding a value
    from orchtrace.commanded import commanded_pairs

    timed(commanded_pairs, "commanded")
    timed(commanded_pairs, "commanded_json", records)
    print(f"Commanded pairs (orchtrace.commanded), CPU: {cpu['commanded']:.1f} us per 2 KB text above, "
          f"{cpu['commanded_json']:.1f} us per 2 KB JSON record (= {cpu['commanded'] / cpu['rec']:.1%} / "
          f"{cpu['commanded_json'] / cpu['rec']:.1%} of recognize)")
    # the scorer before the speed pass (feature names built per segment), same texts, same run
    ref_path = ROOT / "tests" / "detect" / "_reference_recognizer.py"
    if ref_path.exists() and hasattr(get_backend(), "_recognize"):
        import importlib.util

        spec = importlib.util.spec_from_file_location("_reference_recognizer", ref_path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)  # type: ignore[union-attr]
        timed(lambda t: mod.reference_recognize(get_backend(), t), "ref")
        rec2 = timed(lambda t: get_backend()._recognize(t), "rec2")
        print(f"Reference scorer (pre speed pass, same texts, same run): {cpu['ref']:.1f} us CPU; run-time "
              f"scorer again {cpu['rec2']:.1f} us CPU (speed-up {cpu['ref'] / cpu['rec2']:.2f}x; "
              f"{len(texts)} texts, mean {sum(len(segments(t)) for t in texts) / len(texts):.1f} segments each)")
    tp_.shutdown()


if __name__ == "__main__":
    main()
