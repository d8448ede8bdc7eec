"""Check that a change to the untrusted-output evidence path changes no output byte.

For every text of

* every item (all splits) of the injection corpus (``../shared/corpora/injection/*.jsonl``, beside the repository),
* ``src/orchtrace/detect/data/rounds_train.jsonl.gz`` and ``handwritten_train.jsonl``,
* ``bench/bench_decorators.py`` ``pages(300, seed=7)``,

it computes, under a fixed fingerprint key (:func:`orchtrace.fingerprint.set_key`):

* ``capture.evidence._result_evidence(canonical_bytes(text))`` (every span attribute);
* ``detect.recognize(text)`` (score, spans, signals, backend, weak spans);
* ``fingerprint(text)``, ``instruction_hashes(text, spans)`` for the recognized spans, the weak
  spans and the whole text, ``commanded_evidence(text)``.

First run it on the original code to write the reference, then on the changed code to compare::

    # reference, from the untouched code (e.g. the main checkout's sources)
    PYTHONPATH=/work/main/src:/work/main python bench/check_evidence_identical.py \\
        --write /tmp/perf32/reference.jsonl.gz
    # after a change (exit status 1 and the first differences listed when any differ)
    PYTHONPATH=src:. python bench/check_evidence_identical.py --compare /tmp/perf32/reference.jsonl.gz

Values are compared as their JSON (floats by ``repr``), one record per text, in a fixed order.
``--limit N`` takes the first N texts only (a quick look; the full run is ~15,000 texts).
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT.parent / "shared" / "corpora" / "injection"  # (the shared data beside the repository)
KEY = b"orchtrace-check-evidence-identical"


def texts(corpus: Path = CORPUS) -> list[tuple[str, str]]:
    """(id, text) of every text checked, in a fixed order."""
    out: list[tuple[str, str]] = []
    if not corpus.is_dir():
        # (a worktree outside /work has no shared/ beside it: a silent skip would drop ~6,750 texts)
        raise SystemExit(f"no injection corpus at {corpus} (pass --corpus DIR)")
    for path in sorted(corpus.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                item = json.loads(line)
                out.append((f"corpus:{item['id']}", item["text"]))
    data = ROOT / "src" / "orchtrace" / "detect" / "data"
    with gzip.open(data / "rounds_train.jsonl.gz", "rt", encoding="utf-8") as f:
        for k, line in enumerate(f):
            if line.strip():
                out.append((f"rounds:{k}", json.loads(line)["text"]))
    for k, line in enumerate((data / "handwritten_train.jsonl").read_text(encoding="utf-8").splitlines()):
        if line.strip():
            out.append((f"handwritten:{k}", json.loads(line)["text"]))
    sys.path.insert(0, str(ROOT / "bench"))
    from bench_decorators import pages

    out.extend((f"page:{k}", t) for k, t in enumerate(pages(300, seed=7)))
    return out


def record(text: str) -> dict:
    from orchtrace.capture.evidence import _result_evidence
    from orchtrace.commanded import commanded_evidence
    from orchtrace.content import canonical_bytes
    from orchtrace.detect import recognize
    from orchtrace.fingerprint import fingerprint, instruction_hashes

    rec = recognize(text)
    return {
        "evidence": _result_evidence(canonical_bytes(text)),
        "recognize": [repr(rec.score), rec.spans, rec.signals, rec.backend, rec.weak_spans],
        "fingerprint": fingerprint(text),
        "instr_spans": instruction_hashes(text, rec.spans),
        "instr_weak": instruction_hashes(text, rec.weak_spans),
        "instr_whole": instruction_hashes(text, [(0, len(text))]),
        "commanded": commanded_evidence(text),
    }


def _line(ident: str, rec: dict) -> str:
    return json.dumps({"id": ident, **rec}, sort_keys=True, default=repr)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--write", type=Path, help="write the reference (run on the original code)")
    g.add_argument("--compare", type=Path, help="compare with a reference written by --write")
    ap.add_argument("--limit", type=int, default=0)
    ap.add_argument("--corpus", type=Path, default=CORPUS, help=f"the injection corpus (default {CORPUS})")
    args = ap.parse_args()

    import orchtrace
    from orchtrace import fingerprint as fp
    from orchtrace.capture import evidence

    fp.set_key(KEY)
    evidence.clear_cache()
    print(f"orchtrace from {Path(orchtrace.__file__).parent}", file=sys.stderr)
    items = texts(args.corpus)
    if args.limit:
        items = items[: args.limit]
    t0 = time.process_time()
    if args.write:
        args.write.parent.mkdir(parents=True, exist_ok=True)
        with gzip.open(args.write, "wt", encoding="utf-8") as f:
            for ident, text in items:
                f.write(_line(ident, record(text)) + "\n")
        print(f"wrote {len(items)} records to {args.write} ({time.process_time() - t0:.1f} s CPU)")
        return 0
    with gzip.open(args.compare, "rt", encoding="utf-8") as f:
        ref = [line.rstrip("\n") for line in f]
    if len(ref) < len(items):
        print(f"the reference has {len(ref)} records, {len(items)} texts to check")
        return 1
    diffs = 0
    for (ident, text), want in zip(items, ref):
        got = _line(ident, record(text))
        if got != want:
            diffs += 1
            if diffs <= 5:
                a, b = json.loads(want), json.loads(got)
                keys = [k for k in a if a.get(k) != b.get(k)]
                print(f"DIFF {ident}: {keys}")
    print(f"{len(items)} texts, {diffs} differences ({time.process_time() - t0:.1f} s CPU)")
    return 1 if diffs else 0


if __name__ == "__main__":
    sys.exit(main())
