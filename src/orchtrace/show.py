"""A readable terminal tree of an orchestration trace, sized for real traces.

Agents nest under the agent that spawned them; each agent lists what it did in order.  Runs of
similar events (same type, tool and target) collapse into one line with a count, and long child
lists are cut with "... N more", so 10^5-event traces stay readable.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from rich.text import Text
from rich.tree import Tree

from .reports.terminal import clean


def _num(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        try:
            value = float(value)
        except (TypeError, ValueError):
            return 0.0
    return float(value) if value == value and abs(value) != float("inf") else 0.0


def _safe(value: Any, depth: int = 0) -> Any:
    """Trace text as the terminal may show it: control and bidi characters removed (no escape
    sequence from a trace reaches the terminal; Text never parses markup), bounded."""
    if isinstance(value, str):
        return clean(value, 300)
    if isinstance(value, list) and depth < 3:
        return [_safe(v, depth + 1) for v in value[:50]]
    if isinstance(value, dict) and depth < 3:
        return {clean(k, 80): _safe(v, depth + 1) for k, v in list(value.items())[:50]}
    if isinstance(value, (int, float, bool)) or value is None:
        return value
    return clean(repr(value), 80)


def _sanitized(trace: dict[str, Any]) -> dict[str, Any]:
    out = {k: _safe(v) for k, v in trace.items() if k not in ("events", "edges", "costs")}
    out["events"] = [dict(_safe(e), t=_num(e.get("t", 0))) for e in trace.get("events", []) if isinstance(e, dict)
                     and isinstance(e.get("type"), str) and isinstance(e.get("agent"), str)]
    edges = trace.get("edges", [])
    out["edges"] = edges if isinstance(edges, list) else []
    costs = trace.get("costs", {})
    out["costs"] = {k: _num(v) for k, v in costs.items()} if isinstance(costs, dict) else {}
    return out

_ICON = {
    "orchestrator_decision": "decide",
    "message": "message",
    "aggregate": "aggregate",
    "human_intervention": "human",
    "despawn": "despawn",
    "safety_event": "SAFETY",
}


def _label(ev: dict[str, Any]) -> Text:
    et = ev["type"]
    t = Text()
    t.append(f"{_num(ev.get('t', 0)):9.3f}s ", style="dim")
    if et == "tool_call":
        t.append("tool ", style="cyan")
        t.append(str(ev.get("tool", "?")), style="bold cyan")
        if ev.get("trusted") is False:
            t.append(" [untrusted]", style="bold yellow")
        if ev.get("sensitive"):
            t.append(" [sensitive]", style="bold red")
        if ev.get("requires_approval"):
            t.append(" [needs approval]", style="magenta")
    elif et == "tool_result":
        t.append("result ", style="cyan")
        t.append(str(ev.get("tool", "?")))
        if ev.get("injection"):
            t.append(" injection: " + ", ".join(map(str, ev["injection"])), style="bold yellow")
    elif et == "message":
        t.append("message -> ", style="green")
        t.append(str(ev.get("to", "?")), style="green")
    elif et == "aggregate":
        t.append("aggregate ", style="blue")
        t.append(f"{len(ev.get('inputs', []))} inputs")
        if ev.get("strategy"):
            t.append(f" ({ev['strategy']})", style="dim")
    elif et == "human_intervention":
        t.append("human ", style="magenta")
        t.append(f"{ev.get('kind', '')}: {ev.get('decision', '?')}", style="bold magenta")
        if ev.get("target"):
            t.append(f" on {ev['target']}")
        if ev.get("actor"):
            t.append(f" by {ev['actor']}", style="dim")
    elif et == "orchestrator_decision":
        t.append("decide ", style="blue")
        t.append(str(ev.get("kind", "")), style="bold blue")
        if ev.get("target"):
            t.append(f" {ev['target']}")
    elif et == "return":
        t.append("return", style="dim")
        if ev.get("status"):
            t.append(f" [{ev['status']}]", style="bold red")
    elif et == "safety_event":
        t.append(f"SAFETY {ev.get('rule', '')} {ev.get('severity', '')} ", style="bold red")
        t.append(str(ev.get("message", "")))
    else:
        t.append(_ICON.get(et, et))
        if ev.get("to"):
            t.append(f" {ev['to']}")
    if ev.get("status") == "error" and et != "return":
        t.append(" [error]", style="bold red")
    return t


def _collapse_key(ev: dict[str, Any]) -> tuple[Any, ...]:
    return (ev["type"], ev.get("tool"), ev.get("to"), ev.get("kind"), ev.get("status"))


def build_tree(trace: dict[str, Any], *, max_children: int = 40) -> Tree:
    trace = _sanitized(trace)
    events = trace["events"]
    by_agent: dict[str, list[dict[str, Any]]] = defaultdict(list)
    spawned_by: dict[str, str] = {}
    names: dict[str, str] = {}
    tools_of: dict[str, Any] = {}
    for ev in events:
        by_agent[ev["agent"]].append(ev)
        names.setdefault(ev["agent"], str(ev.get("agent_name", ev["agent"])))
        if ev["type"] == "spawn" and ev.get("to"):
            spawned_by.setdefault(ev["to"], ev["agent"])
            if ev.get("tools") is not None:
                tools_of.setdefault(ev["to"], ev["tools"])
        elif ev.get("tools") is not None:  # older traces: a root's allowlist as ``tools``
            tools_of.setdefault(ev["agent"], ev["tools"])
        if ev.get("agent_tools") is not None:  # a root agent's allowlist rides on its first event
            tools_of.setdefault(ev["agent"], ev["agent_tools"])
    costs = trace.get("costs", {})
    header = Text()
    header.append(f"task {trace.get('task_id')}", style="bold")
    header.append(f"  trace {trace.get('trace_id')}  topology {trace.get('topology', 'unknown')}  ", style="dim")
    header.append(f"{len(events)} events, {len(trace.get('edges', []))} edges, "
                  f"{costs.get('tool_calls', 0):g} tool calls, {costs.get('tokens', 0):g} tokens, "
                  f"{costs.get('wall_clock_s', 0):.3f}s")
    root = Tree(header)
    nodes: dict[str, Tree] = {}

    def agent_node(parent: Tree, inst: str) -> Tree:
        label = Text()
        label.append(names.get(inst, inst), style="bold")
        label.append(f" ({inst})", style="dim")
        tools = tools_of.get(inst)
        if tools is not None:
            label.append(f" tools={tools}", style="dim")
        node = parent.add(label)
        nodes[inst] = node
        return node

    # Each agent's node is created where it was spawned (so the tree reads in time order) and
    # filled later from a work stack: no recursion, whatever the depth.
    work: list[tuple[Tree, str]] = []
    for inst in (a for a in by_agent if a not in spawned_by):
        work.append((agent_node(root, inst), inst))
    work.reverse()
    while work:
        node, inst = work.pop()
        evs = by_agent.get(inst, [])
        shown = 0
        spawned_children = 0
        pending: list[tuple[Tree, str]] = []
        i = 0
        while i < len(evs):
            ev = evs[i]
            if ev["type"] == "spawn" and ev.get("to") in by_agent and ev["to"] not in nodes:
                spawned_children += 1
                if spawned_children <= max_children:
                    pending.append((agent_node(node, ev["to"]), ev["to"]))
                i += 1
                continue
            j = i + 1
            key = _collapse_key(ev)
            while j < len(evs) and _collapse_key(evs[j]) == key:
                j += 1
            if shown < max_children:
                label = _label(ev)
                if j - i > 1:
                    label.append(f"  x{j - i}", style="bold")
                node.add(label)
            shown += 1
            i = j
        if shown > max_children:
            node.add(Text(f"... {shown - max_children} more lines ({len(evs)} events in all)", style="dim italic"))
        if spawned_children > max_children:
            node.add(Text(f"... {spawned_children - max_children} more spawned agents", style="dim italic"))
        work.extend(reversed(pending))
    return root
