"""Shared test pieces: a small team that exercises the whole capture vocabulary, trace queries."""

from __future__ import annotations

from collections import Counter
from typing import Any

import orchtrace


def events_of(trace: dict[str, Any], type_: str) -> list[dict[str, Any]]:
    return [e for e in trace["events"] if e["type"] == type_]


def edge_types(trace: dict[str, Any]) -> Counter:
    return Counter(e["type"] for e in trace["edges"])


def has_edge(trace: dict[str, Any], src: str, dst: str, type_: str) -> bool:
    return any(e["src"] == src and e["dst"] == dst and e["type"] == type_ for e in trace["edges"])


# --- a small team that exercises the whole vocabulary ----------------------------------------------
@orchtrace.tool(trusted=False)
def fetch(url: str) -> str:
    return f"page at {url}"


@orchtrace.tool(sensitive=True, requires_approval=True)
def send_email(to: str, body: str) -> str:
    return "sent"


@orchtrace.agent(role="researcher", tools=["fetch"])
def researcher(topic: str) -> str:
    return fetch(f"https://example.org/{topic}")


@orchtrace.agent(role="emailer", tools=["send_email"])
def emailer(text: str) -> str:
    orchtrace.human_intervention("approval", "approved", actor="alice", target="send_email")
    return send_email(to="boss@corp.example", body=text)


@orchtrace.agent(name="lead", role="orchestrator", tools=[])
def lead(task: str) -> str:
    orchtrace.decision("spawn", ["researcher", "researcher"])
    notes = [researcher("a"), researcher("b")]
    orchtrace.aggregate(notes, strategy="concat")
    orchtrace.message(to="emailer", content="please send")
    orchtrace.cost(input_tokens=10, output_tokens=5)
    orchtrace.reward("team", 0.5)
    orchtrace.reward("team", 0.25)
    out = emailer(" ".join(notes))
    orchtrace.despawn("emailer", reason="done")
    orchtrace.decision("stop")
    return out
