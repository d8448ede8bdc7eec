"""Per-task work and its merge: what a reducer does with the traces it owns, and how the driver
puts the reducers' partial results back together so that the answer is the single-process one.

A :class:`Job` has two halves:

* ``run(traces)`` on a worker: ``traces`` is a list of ``(group_key, trace_dict)`` sorted by key
  (the order the single-process converter emits them in); it returns a picklable partial;
* ``merge(partials)`` on the driver: partials in any order -> the final result.

:class:`AuditJob` is the audit; ``StatsJob`` and ``DatasetJob`` (:mod:`.datajobs`) are ``stats``
and ``dataset``.  Two optional hooks: ``reducer_count`` (a job that needs a fixed reducer count:
the dataset's shards) and ``second_pass`` (driver side, Ray path, before ``merge``): the audit's
cross-task memory flow (issue 10) joins small per-trace digests there and re-audits only the
traces linked across reducers (:mod:`.crosstask`).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass
class InputProblem:
    source: str
    error: str


@dataclass
class AuditPartial:
    keys: list[str]
    result: Any  # AuditResult of this reducer's traces (in key order)
    kept: dict[str, dict[str, Any]]
    local_index: list[int]  # for each active finding: its trace's index in ``keys``
    local_index_suppressed: list[int]
    memory: list[tuple[int, list[Any], list[Any]]] = field(default_factory=list)  # digests (crosstask.py)
    side: Any = None  # the memory-touching traces (marshalled), left in Ray's object store


class Job:
    name = "job"

    def run(self, traces: list[tuple[str, dict[str, Any]]]) -> Any:  # pragma: no cover - interface
        raise NotImplementedError

    def merge(self, partials: list[Any], problems: list[InputProblem]) -> Any:  # pragma: no cover
        raise NotImplementedError

    def reducer_count(self, total_bytes: int) -> int | None:
        """A reducer count the job needs (the dataset's shard count), else None (the engine's)."""
        return None

    def second_pass(self, partials: list[Any], sides: list[Any], ray: Any, stats: Any = None) -> list[Any]:
        """Driver side, Ray path, before ``merge``: ``sides`` are object refs of what each ``run``
        left in its partial's ``side`` attribute.  Cross-task checks go here."""
        return partials


@dataclass
class AuditJob(Job):
    """``run_audit`` per reducer; the merge reproduces the single-process order exactly:
    traces by group key, findings by (severity, trace, the engine's own order within a trace)."""

    policy: Any = None  # a Policy, a policy file path, or None
    keep_whole: bool = False  # keep whole traces with findings (for --write-back), else light ones
    source: str | None = None
    generated_at: str | None = None  # stamp the report (e.g. with the night it covers)
    name: str = field(default="audit")

    def _policy(self) -> Any:
        from ..audit import load_policy
        from ..audit.policy import Policy

        if self.policy is None or isinstance(self.policy, Policy):
            return self.policy
        return load_policy(self.policy)

    def run(self, traces: list[tuple[str, dict[str, Any]]], digest: bool = True) -> AuditPartial:
        from ..audit import run_audit
        from ..audit.cli import _light

        kept: dict[str, dict[str, Any]] = {}
        it = iter(traces)
        current: list[dict[str, Any]] = []

        def feed():
            for _, d in it:
                current[:] = [d]
                yield d

        def on_trace(summary: Any) -> None:
            if summary.findings:
                kept[summary.trace_id] = current[0] if self.keep_whole else _light(current[0])

        result = run_audit(feed(), self._policy(), sources=itertools.repeat(self.source), on_trace=on_trace)
        where: dict[tuple[str, str], int] = {}
        for k, s in enumerate(result.traces):
            where.setdefault((s.trace_id, s.task_id), k)
        part = AuditPartial(
            keys=[k for k, _ in traces], result=result, kept=kept,
            local_index=[where[(f.trace_id, f.task_id)] for f in result.findings],
            local_index_suppressed=[where[(f.trace_id, f.task_id)] for f in result.suppressed],
        )
        if digest:
            from .crosstask import attach_memory_digest

            attach_memory_digest(part, traces)
        return part

    def second_pass(self, partials: list[Any], sides: list[Any], ray: Any, stats: Any = None) -> list[Any]:
        from .crosstask import memory_second_pass

        return memory_second_pass(self, partials, sides, ray, stats)

    def merge(self, partials: list[AuditPartial], problems: list[InputProblem]) -> tuple[Any, dict[str, Any]]:
        """-> (AuditResult, kept traces) as the single-process audit gives them."""
        from ..audit import run_audit

        order = sorted((key, p, k) for p, part in enumerate(partials) for k, key in enumerate(part.keys))
        rank: dict[tuple[int, int], int] = {(p, k): r for r, (_, p, k) in enumerate(order)}
        if partials:
            base = partials[0].result
        else:  # no trace at all: an empty run gives the header (version, rules, policy)
            base = run_audit([], self._policy())
        summaries = [partials[p].result.traces[k] for _, p, k in order]

        def ranked(attr: str, idx_attr: str) -> list[Any]:
            from ..audit.findings import SEVERITY_RANK

            items = []
            for p, part in enumerate(partials):
                for f, k in zip(getattr(part.result, attr), getattr(part, idx_attr)):
                    items.append(((-SEVERITY_RANK[f.severity], rank[(p, k)]), f))
            items.sort(key=lambda x: x[0])  # stable: a trace's own order is kept
            return [f for _, f in items]

        kept: dict[str, dict[str, Any]] = {}
        for _, p, k in order:
            tid = partials[p].result.traces[k].trace_id
            if tid in partials[p].kept:
                kept[tid] = partials[p].kept[tid]
        result = base.model_copy(update={
            "traces": summaries,
            "findings": ranked("findings", "local_index"),
            "suppressed": ranked("suppressed", "local_index_suppressed"),
        })
        if self.generated_at:
            result.generated_at = self.generated_at
        attach_problems(result, problems)
        return result, kept


def attach_problems(result: Any, problems: list[InputProblem]) -> None:
    if problems and "input_problems" in type(result).model_fields:
        from ..audit.findings import InputProblem as Model

        result.input_problems = [Model(source=p.source, error=p.error) for p in problems]


def local_audit(traces: list[tuple[str, dict[str, Any]]], job: AuditJob,
                problems: list[InputProblem], on_trace: Callable[[Any], Any] | None = None) -> tuple[Any, dict[str, Any]]:
    """The single-process audit of traces already in key order (what ``--engine local`` runs)."""
    from ..audit import run_audit
    from ..audit.cli import _light

    kept: dict[str, dict[str, Any]] = {}
    current: list[dict[str, Any]] = []

    def feed():
        for _, d in traces:
            current[:] = [d]
            yield d

    def hook(summary: Any) -> None:
        if summary.findings:
            kept[summary.trace_id] = current[0] if job.keep_whole else _light(current[0])
        if on_trace is not None:
            on_trace(summary)

    result = run_audit(feed(), job._policy(), sources=itertools.repeat(job.source), on_trace=hook)
    if job.generated_at:
        result.generated_at = job.generated_at
    attach_problems(result, problems)
    return result, kept
