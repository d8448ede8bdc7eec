"""Where the per-task work runs: in this process (default) or on a Ray cluster.

    from orchtrace.engine import audit_archive
    result, kept = audit_archive("s3://spans/dt=2026-11-24/", policy="orchtrace.toml", engine="ray",
                                 address="auto")

Both engines read the same span archives (:mod:`orchtrace.archive`), group spans by task, convert
them with the core converter and audit them; they return the same report, byte for byte.
"""

from __future__ import annotations

from typing import Any

from .jobs import AuditJob, AuditPartial, InputProblem, Job

ENGINES = ("local", "ray")


def audit_archive(roots: list[str] | str, policy: Any = None, *, engine: str = "local",
                  address: str | None = None, num_cpus: int | None = None, skip_live: bool = False,
                  keep_whole: bool = False, generated_at: str | None = None, progress: Any = None,
                  stats: dict[str, Any] | None = None, **ray_options: Any) -> tuple[Any, dict[str, Any]]:
    """Audit every task in a span archive -> ``(AuditResult, traces with findings by trace id)``.

    ``engine``: ``local`` (this process) or ``ray`` (``address`` of a cluster, or a local Ray).
    Unreadable partitions are listed in ``result.input_problems``; the rest is audited.
    """
    job = AuditJob(policy=policy, keep_whole=keep_whole, generated_at=generated_at)
    if engine == "local":
        from .local import audit_archive_local

        return audit_archive_local(roots, job, skip_live=skip_live, progress=progress)
    if engine == "ray":
        from .ray_engine import run_ray

        return run_ray(roots, job, address=address, num_cpus=num_cpus, skip_live=skip_live,
                       progress=progress, stats=stats, **ray_options)
    raise ValueError(f"engine must be one of {ENGINES}, not {engine!r}")


def run_job(roots: list[str] | str, job: Job, *, engine: str = "local", address: str | None = None,
            num_cpus: int | None = None, skip_live: bool = False, progress: Any = None,
            stats: dict[str, Any] | None = None, **ray_options: Any) -> Any:
    """Run any :class:`Job` over an archive, in this process or on Ray; -> ``job.merge(...)``."""
    if engine == "local":
        from .local import run_job_local

        return run_job_local(roots, job, skip_live=skip_live, progress=progress)
    if engine == "ray":
        from .ray_engine import run_ray

        return run_ray(roots, job, address=address, num_cpus=num_cpus, skip_live=skip_live,
                       progress=progress, stats=stats, **ray_options)
    raise ValueError(f"engine must be one of {ENGINES}, not {engine!r}")


def stats_archive(roots: list[str] | str, by: str | None = None, **options: Any) -> tuple[dict[str, Any], Any]:
    """``orchtrace stats`` over a span archive -> (stats JSON object, StatsAccumulator).
    ``options``: those of :func:`run_job` (``engine="ray"``, ``address``...)."""
    from .datajobs import StatsJob

    return run_job(roots, StatsJob(by=by), **options)


def dataset_archive(roots: list[str] | str, out_dir: str, *, fmt: str = "parquet", prefixes: bool = False,
                    ratios: tuple[float, float, float] = (0.8, 0.1, 0.1), seed: str = "orchtrace",
                    shards: int | None = None, **options: Any) -> dict[str, Any]:
    """``orchtrace dataset`` over a span archive: shards written by the workers, the manifest by
    the driver -> the dataset info (``orchtrace_dataset.json``).  Same files on both engines."""
    from .datajobs import DatasetJob

    if fmt not in ("parquet", "jsonl"):
        raise ValueError(f"format must be parquet or jsonl, not {fmt!r}")
    import os

    job = DatasetJob(out_dir=os.path.abspath(out_dir), fmt=fmt, prefixes=prefixes, ratios=ratios, seed=seed, shards=shards)
    return run_job(roots, job, **options)


__all__ = ["ENGINES", "AuditJob", "AuditPartial", "InputProblem", "Job", "audit_archive", "dataset_archive",
           "run_job", "stats_archive"]
