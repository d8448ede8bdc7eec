from __future__ import annotations

from collections import Counter
from typing import Any


def events_of(trace: dict[str, Any], type_: str) -> list[dict[str, Any]]:
    return [e for e in trace["events"] if e["type"] == type_]


def edge_types(trace: dict[str, Any]) -> Counter:
    return Counter(e["type"] for e in trace["edges"])


def has_edge(trace: dict[str, Any], src: str, dst: str, type_: str) -> bool:
    return any(e["src"] == src and e["dst"] == dst and e["type"] == type_ for e in trace["edges"])
