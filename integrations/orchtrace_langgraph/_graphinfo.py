"""What a compiled graph's structure says, read once per graph object (cached weakly).

* ``toolnodes``: nodes that are a ``ToolNode`` (their tasks are tool dispatch, never agents);
* ``tools``: the tool names of those ToolNodes: the declared allowlist of the agent this graph is
  (``None`` when the graph has no ToolNode);
* ``subs``: node name -> :class:`GraphInfo` of the compiled subgraph the node runs;
* ``fold``: the node of a langgraph-supervisor graph that *is* the supervisor (its tools are all
  handoff tools and every other agent node has an edge back to it): its activations are recorded as
  the orchestrator itself rather than as spawned agents.
"""

from __future__ import annotations

import logging
import weakref
from collections.abc import Callable
from typing import Any

log = logging.getLogger("orchtrace.langgraph")
HANDOFF_KEY = "__handoff_destination"
_MAX_DEPTH = 6


def _tool_node_type() -> Any:
    try:
        from langgraph.prebuilt import ToolNode

        return ToolNode
    except Exception:  # noqa: BLE001
        return ()


class GraphInfo:
    __slots__ = ("__weakref__", "agentlike", "fold", "handoffs", "subs", "toolnodes", "tools")

    def __init__(self) -> None:
        self.toolnodes: frozenset[str] = frozenset()
        self.tools: tuple[str, ...] | None = None
        self.handoffs: dict[str, str] = {}
        self.subs: dict[str, GraphInfo] = {}
        self.fold: str | None = None
        self.agentlike = True  # a compiled subgraph run as a node is an agent

    def agent_tools(self) -> tuple[str, ...] | None:
        """The allowlist of the agent running this graph: its own tools plus its folded supervisor's."""
        if self.fold is not None:
            sup = self.subs.get(self.fold)
            if sup is not None and sup.tools is not None:
                return tuple(dict.fromkeys((self.tools or ()) + sup.tools))
        return self.tools

    @classmethod
    def build(cls, graph: Any, depth: int = 0) -> GraphInfo:
        info = cls()
        tool_node = _tool_node_type()
        builder = getattr(graph, "builder", None)
        specs = getattr(builder, "nodes", None) or {}
        toolnodes = []
        tools: list[str] = []
        for name, spec in specs.items():
            runnable = getattr(spec, "runnable", None)
            if tool_node and isinstance(runnable, tool_node):
                toolnodes.append(name)
                for tname, tool in getattr(runnable, "tools_by_name", {}).items():
                    tools.append(str(tname))
                    dest = (getattr(tool, "metadata", None) or {}).get(HANDOFF_KEY)
                    if dest:
                        info.handoffs[str(tname)] = str(dest)
        info.toolnodes = frozenset(toolnodes)
        if toolnodes:
            info.tools = tuple(dict.fromkeys(tools))
        if depth < _MAX_DEPTH:
            try:
                subgraphs = list(graph.get_subgraphs())
            except Exception:  # noqa: BLE001 - functional API, remote graphs...
                subgraphs = []
            for name, sub in subgraphs:
                info.subs[str(name).split("|")[0]] = cls.build(sub, depth + 1)
        info.fold = cls._supervisor(info, getattr(builder, "edges", None) or ())
        return info

    @staticmethod
    def _supervisor(info: GraphInfo, edges: Any) -> str | None:
        candidates = [n for n, s in info.subs.items()
                      if s.tools and all(t in s.handoffs for t in s.tools)]
        if len(candidates) != 1:
            return None
        sup = candidates[0]
        others = [n for n in info.subs if n != sup]
        edge_set = {tuple(e) for e in edges if isinstance(e, tuple) and len(e) == 2}
        if others and all((o, sup) in edge_set for o in others):
            return sup
        return None

    @staticmethod
    def cache() -> Callable[[Any], GraphInfo | None]:
        """A ``graph -> GraphInfo`` function memoised per graph object (weakly)."""
        memo: weakref.WeakKeyDictionary[Any, GraphInfo] = weakref.WeakKeyDictionary()

        def lookup(graph: Any) -> GraphInfo | None:
            if graph is None:
                return None
            try:
                hit = memo.get(graph)
                if hit is None:
                    hit = GraphInfo.build(graph)
                    memo[graph] = hit
                return hit
            except TypeError:  # not weak-referenceable / not hashable
                try:
                    return GraphInfo.build(graph)
                except Exception:  # noqa: BLE001
                    return None
            except Exception:
                log.debug("orchtrace: reading the graph structure failed", exc_info=True)
                return None

        return lookup
