"""One real local Ray cluster (``ray.init(num_cpus=2)``) for every Ray test of this package."""

from __future__ import annotations

import os

import pytest


@pytest.fixture(scope="package")
def cluster():
    ray = pytest.importorskip("ray")
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, logging_level="ERROR",
             runtime_env={"env_vars": {"PYTHONPATH": os.pathsep.join(
                 [os.path.abspath(p) for p in ("src", "integrations", "collectors", ".")])}})
    yield
    ray.shutdown()
