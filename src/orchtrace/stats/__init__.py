"""Corpus statistics: ``orchtrace stats`` and the mergeable :class:`StatsAccumulator`.

>>> acc = StatsAccumulator(by="topology")
>>> for trace in traces: acc.add(trace)          # doctest: +SKIP
>>> acc.merge(other_worker_acc).result()         # doctest: +SKIP
"""

from __future__ import annotations

from .accumulator import BANDS, DIST_KEYS, StatsAccumulator, band, day_of, summarize
from .html import render_stats_html

__all__ = ["BANDS", "DIST_KEYS", "StatsAccumulator", "band", "day_of", "render_stats_html", "summarize"]
