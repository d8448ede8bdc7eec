"""The agent/tool graph of a finding, laid out in Python for an inline SVG (no script, no network).

Nodes are agent instances (labelled by agent name, ``#k`` when a name has several instances) and
tools (one node per tool name).  Base edges come from the trace when it is available (spawn,
message, return between agents; calls between an agent and a tool); without the trace the graph
is the evidence path alone.  The evidence path is drawn on top, as numbered, highlighted arrows.

Layout: agents in columns by spawn depth (0, 2, 4, ...), each tool one column right of the
deepest agent that uses it (or below the agents of that column when deeper agents exist, so that
no agent-to-agent edge crosses it); rows ordered by the barycentre of each node's neighbours in earlier
columns (one sweep). Large graphs are cut to the path's nodes and their neighbours.
"""

from __future__ import annotations

from collections import defaultdict, deque
from dataclasses import dataclass, field
from typing import Any

from ..audit.findings import EvidenceStep, Finding

NODE_W, NODE_H = 156, 38
COL_GAP, ROW_GAP = 70, 18
MARGIN = 16
MAX_NODES = 28  # graphs larger than this are cut ...
MAX_NODES_CUT = 14  # ... to the path and this many nodes of context
LABEL_CHARS = 22


@dataclass
class Node:
    key: str
    kind: str  # agent | tool
    label: str  # full text (the SVG shows a cut version, the tooltip the whole)
    detail: str = ""  # second line: instance id suffix / tool flags
    flags: set[str] = field(default_factory=set)  # untrusted, sensitive, approval
    col: int = 0
    row: float = 0.0
    x: float = 0.0
    y: float = 0.0
    steps: list[int] = field(default_factory=list)  # 1-based path step numbers at this node
    role: str = ""  # source | sink | path | ""

    @property
    def short(self) -> str:
        return self.label if len(self.label) <= LABEL_CHARS else self.label[: LABEL_CHARS - 1] + "…"

    @property
    def short_detail(self) -> str:
        d = self.detail
        return d if len(d) <= LABEL_CHARS + 4 else d[: LABEL_CHARS + 3] + "…"

    @property
    def step_text(self) -> str:
        s = ",".join(str(i) for i in self.steps[:4])
        return s + ("…" if len(self.steps) > 4 else "")


@dataclass
class Edge:
    d: str  # SVG path data
    kinds: str  # "spawn, return" ...
    on_path: bool = False
    label: str = ""
    lx: float = 0.0
    ly: float = 0.0


@dataclass
class Graph:
    width: float
    height: float
    nodes: list[Node]
    edges: list[Edge]  # base edges
    arrows: list[Edge]  # the evidence path, in order
    hidden: int = 0  # nodes left out of a large graph
    from_trace: bool = False  # base edges from the whole trace (else: the evidence path only)


def _agent_key(agent: str) -> str:
    return "a:" + agent


def _tool_key(tool: str) -> str:
    return "t:" + tool


def _step_key(step: EvidenceStep) -> str:
    return _tool_key(step.tool) if step.tool else _agent_key(step.agent)


class _Builder:
    def __init__(self) -> None:
        self.nodes: dict[str, Node] = {}
        self.names: dict[str, str] = {}  # agent instance -> name
        self.edges: dict[tuple[str, str], set[str]] = {}  # undirected pair -> kinds
        self.spawn_parent: dict[str, str] = {}
        self.tool_users: dict[str, set[str]] = defaultdict(set)
        self.msg_in: dict[str, set[str]] = defaultdict(set)

    def copy(self) -> _Builder:
        """An independent copy (per finding) of a builder filled once per trace."""
        other = _Builder()
        other.nodes = {k: Node(k, n.kind, n.label, flags=set(n.flags)) for k, n in self.nodes.items()}
        other.names = dict(self.names)
        other.edges = {p: set(k) for p, k in self.edges.items()}
        other.spawn_parent = dict(self.spawn_parent)
        other.tool_users = defaultdict(set, {k: set(v) for k, v in self.tool_users.items()})
        other.msg_in = defaultdict(set, {k: set(v) for k, v in self.msg_in.items()})
        return other

    def agent(self, instance: str, name: str | None = None) -> str:
        key = _agent_key(instance)
        if name and instance not in self.names:
            self.names[instance] = name
        if key not in self.nodes:
            self.nodes[key] = Node(key, "agent", instance)
        return key

    def tool(self, name: str, ev: dict[str, Any] | None = None) -> str:
        key = _tool_key(name)
        node = self.nodes.get(key)
        if node is None:
            node = self.nodes[key] = Node(key, "tool", name)
        if ev:
            if ev.get("trusted") is False:
                node.flags.add("untrusted")
            if ev.get("sensitive"):
                node.flags.add("sensitive")
            if ev.get("requires_approval"):
                node.flags.add("approval")
        return key

    def edge(self, a: str, b: str, kind: str) -> None:
        if a == b:
            return
        pair = (a, b) if a < b else (b, a)
        self.edges.setdefault(pair, set()).add(kind)

    def add_trace(self, trace: dict[str, Any]) -> None:
        events = trace.get("events") or []
        by_name: dict[str, str] = {}
        for ev in events:
            if isinstance(ev, dict) and isinstance(ev.get("agent"), str):
                name = ev.get("agent_name")
                self.agent(ev["agent"], name if isinstance(name, str) else None)
                if isinstance(name, str):
                    by_name.setdefault(name, ev["agent"])

        def resolve(ref: Any) -> str | None:
            if not isinstance(ref, str) or not ref:
                return None
            if _agent_key(ref) in self.nodes:
                return ref
            return by_name.get(ref)

        for ev in events:
            if not isinstance(ev, dict):
                continue
            etype, agent = ev.get("type"), ev.get("agent")
            if not isinstance(agent, str):
                continue
            if etype in ("tool_call", "tool_result") and isinstance(ev.get("tool"), str):
                t = self.tool(ev["tool"], ev)
                self.edge(_agent_key(agent), t, "uses")
                self.tool_users[t].add(_agent_key(agent))
            elif etype in ("spawn", "message", "return"):
                src = resolve(ev.get("from")) or agent
                dst = resolve(ev.get("to"))
                if dst is None or dst == src:
                    continue
                self.agent(dst)
                self.edge(_agent_key(src), _agent_key(dst), etype)
                if etype == "spawn":
                    self.spawn_parent.setdefault(_agent_key(dst), _agent_key(src))
                elif etype == "message":
                    self.msg_in[_agent_key(dst)].add(_agent_key(src))

    def add_path(self, path: list[EvidenceStep]) -> list[str]:
        """The node sequence of the path (a tool call goes agent -> tool, a result tool -> agent)."""
        seq: list[str] = []

        def visit(key: str, via: str) -> None:
            if not seq or seq[-1] != key:
                if seq:
                    self.edge(seq[-1], key, via)
                seq.append(key)

        for i, step in enumerate(path, 1):
            akey = self.agent(step.agent, step.agent_name)
            via = step.via or "path"
            if step.tool:
                key = self.tool(step.tool)
                self.tool_users[key].add(akey)
                if step.type == "tool_result":
                    visit(key, via)
                    visit(akey, "uses")
                else:
                    visit(akey, via)
                    visit(key, "uses")
            else:
                key = akey
                visit(key, via)
            self.nodes[key].steps.append(i)
        return seq

def _labels(b: _Builder) -> None:
    count: dict[str, int] = defaultdict(int)
    for inst in (k[2:] for k, n in b.nodes.items() if n.kind == "agent"):
        count[b.names.get(inst, inst)] += 1
    seen: dict[str, int] = defaultdict(int)
    for key, node in b.nodes.items():
        if node.kind != "agent":
            node.detail = ", ".join(sorted(node.flags)) if node.flags else "tool"
            continue
        inst = key[2:]
        name = b.names.get(inst, inst)
        if count[name] > 1:
            seen[name] += 1
            node.label = f"{name} #{seen[name]}"
        else:
            node.label = name
        node.detail = inst if inst != name else "agent"


def _layout(nodes: dict[str, Node], edges: dict[tuple[str, str], set[str]],
            b: _Builder) -> tuple[float, float]:
    depth: dict[str, int] = {}
    children: dict[str, list[str]] = defaultdict(list)
    for child, parent in b.spawn_parent.items():
        if child in nodes and parent in nodes:
            children[parent].append(child)
    agents = [k for k, n in nodes.items() if n.kind == "agent"]
    roots = [k for k in agents if b.spawn_parent.get(k) not in nodes]
    pending = []
    for r in roots:  # an agent reached by a message only sits right of its sender
        if any(s in nodes and s != r for s in b.msg_in.get(r, ())):
            pending.append(r)
        else:
            depth[r] = 0

    def spread(start: list[str]) -> None:
        queue = deque(start)
        while queue:
            k = queue.popleft()
            for c in children.get(k, ()):
                if c not in depth:
                    depth[c] = depth[k] + 1
                    queue.append(c)

    spread(list(depth))
    for r in pending + agents:
        if r not in depth:
            ds = [depth[s] for s in b.msg_in.get(r, ()) if s in depth]
            depth[r] = (max(ds) + 1) if ds else 0
            spread([r])
    deepest = max(depth.values(), default=0)
    for key, node in nodes.items():
        if node.kind == "agent":
            node.col = 2 * depth[key]
        else:  # a column of its own right of its users, unless agent edges would cross it
            users = [depth[u] for u in b.tool_users.get(key, ()) if u in depth]
            d = max(users) if users else 0
            node.col = 2 * d + 1 if d == deepest else 2 * d
    used = sorted({n.col for n in nodes.values()})
    compact = {c: i for i, c in enumerate(used)}
    columns: dict[int, list[Node]] = defaultdict(list)
    for node in nodes.values():  # dict order = first appearance
        node.col = compact[node.col]
        columns[node.col].append(node)
    neighbours: dict[str, list[str]] = defaultdict(list)
    for a, c in edges:
        neighbours[a].append(c)
        neighbours[c].append(a)
    for col in sorted(columns):
        nodes_in = columns[col]
        for i, node in enumerate(nodes_in):
            prev = [nodes[m].row for m in neighbours[node.key] if m in nodes and nodes[m].col < col]
            node.row = sum(prev) / len(prev) if prev else float(i)
        nodes_in.sort(key=lambda n: (n.kind == "tool", n.row))  # tools below agents
        for i, node in enumerate(nodes_in):
            node.row = float(i)
    tallest = max((len(v) for v in columns.values()), default=1)
    for col, nodes_in in columns.items():
        offset = (tallest - len(nodes_in)) / 2
        for node in nodes_in:
            node.x = MARGIN + col * (NODE_W + COL_GAP)
            node.y = MARGIN + 14 + (node.row + offset) * (NODE_H + ROW_GAP)
    width = MARGIN * 2 + len(columns) * NODE_W + max(0, len(columns) - 1) * COL_GAP
    height = MARGIN * 2 + 14 + tallest * NODE_H + (tallest - 1) * ROW_GAP
    return width, height


def _curve(a: Node, b: Node, bend: float = 0.0) -> tuple[str, float, float]:
    """SVG path from a to b (sides facing each other; same column: a loop on the right)."""
    ay, by = a.y + NODE_H / 2, b.y + NODE_H / 2
    if a.col < b.col:
        x1, x2, c = a.x + NODE_W, b.x, 1
    elif a.col > b.col:
        x1, x2, c = a.x, b.x + NODE_W, -1
    else:
        x1 = x2 = a.x + NODE_W
        dx = 40 + abs(by - ay) * 0.15
        d = f"M{x1:.1f},{ay + bend:.1f} C{x1 + dx:.1f},{ay + bend:.1f} {x2 + dx:.1f},{by + bend:.1f} {x2:.1f},{by + bend:.1f}"
        return d, x1 + dx * 0.75, (ay + by) / 2 + bend
    dx = max(30.0, abs(x2 - x1) * 0.4) * c
    ay += bend
    by += bend
    d = f"M{x1:.1f},{ay:.1f} C{x1 + dx:.1f},{ay:.1f} {x2 - dx:.1f},{by:.1f} {x2:.1f},{by:.1f}"
    return d, (x1 + x2) / 2, (ay + by) / 2


def trace_graph(trace: dict[str, Any]) -> _Builder:
    """The agent/tool graph of a whole trace (linear in its events): build it once per trace and
    pass it as ``base`` to :func:`build_graph` for each of the trace's findings."""
    b = _Builder()
    b.add_trace(trace)
    return b


def build_graph(finding: Finding, trace: dict[str, Any] | None = None, *, base: _Builder | None = None) -> Graph:
    if base is None and trace is not None:
        base = trace_graph(trace)
    b = base.copy() if base is not None else _Builder()
    if finding.agent:
        b.agent(finding.agent, finding.agent_name)
    seq = b.add_path(finding.path)
    if finding.tool and not finding.path:
        t = b.tool(finding.tool)
        if finding.agent:
            b.edge(_agent_key(finding.agent), t, "uses")
            b.tool_users[t].add(_agent_key(finding.agent))
    _labels(b)
    keep = set(b.nodes)
    hidden = 0
    if len(b.nodes) > MAX_NODES:  # the path, then its agents' context: ancestors, tools, peers
        keep = set(seq) | ({_agent_key(finding.agent)} if finding.agent else set())
        path_agents = [k for k in keep if b.nodes[k].kind == "agent"]
        ranked: list[str] = []
        for k in path_agents:
            parent = b.spawn_parent.get(k)
            while parent is not None and parent not in ranked and parent not in keep:
                ranked.append(parent)
                parent = b.spawn_parent.get(parent)
        adjacent: dict[str, list[str]] = defaultdict(list)
        for a, c in b.edges:
            adjacent[a].append(c)
            adjacent[c].append(a)
        for want in ("tool", "agent"):
            for k in path_agents:
                ranked += sorted(m for m in adjacent[k] if b.nodes[m].kind == want)
        for k in ranked:
            if len(keep) >= MAX_NODES_CUT:
                break
            keep.add(k)
        hidden = len(b.nodes) - len(keep)
    nodes = {k: n for k, n in b.nodes.items() if k in keep}
    edges = {p: k for p, k in b.edges.items() if p[0] in keep and p[1] in keep}
    width, height = _layout(nodes, edges, b)
    for i, key in enumerate(seq):
        nodes[key].role = "source" if i == 0 else "sink" if i == len(seq) - 1 else "path"
    on_path = {(seq[i], seq[i + 1]) for i in range(len(seq) - 1)}
    on_path |= {(c, a) for a, c in on_path}
    base_edges = []
    for (a, c), kinds in edges.items():
        d, lx, ly = _curve(nodes[a], nodes[c])
        base_edges.append(Edge(d, ", ".join(sorted(kinds)), (a, c) in on_path, "", lx, ly))
    arrows = []
    for i in range(len(seq) - 1):
        a, c = nodes[seq[i]], nodes[seq[i + 1]]
        back = (seq[i + 1], seq[i]) in {(seq[j], seq[j + 1]) for j in range(i)}
        d, lx, ly = _curve(a, c, bend=6.0 if back else 0.0)
        arrows.append(Edge(d, "path", True, "", lx, ly))
    return Graph(width, height, list(nodes.values()), base_edges, arrows, hidden, base is not None)
