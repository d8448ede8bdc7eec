"""Running the audit: the :class:`Engine` (rules and policy resolved once, many traces), one trace's
findings with suppressions (:func:`audit_findings`), a whole run (:func:`run_audit_impl`: sorted,
filed as active/suppressed, memory flow re-checked for late inputs) and :func:`rule_infos`."""

from __future__ import annotations

import datetime as _dt
import fnmatch
import gc
from collections.abc import Callable, Iterable
from typing import Any

from . import memoryflow
from .findings import SEVERITY_RANK, AuditResult, Finding, TraceSummary
from .policy import Policy, ToolRule
from .sweep import Sweep


class Engine:
    """Rules + policy resolved once; audits many traces."""

    def __init__(self, policy: Policy | None = None, rules: Iterable[Any] | None = None) -> None:
        from .rules import RULES

        self.policy = policy or Policy()
        pol = self.policy
        self.rules = [cls() for cls in (rules if rules is not None else RULES.values())]
        self.enabled = [r for r in self.rules if pol.rule_enabled(r.code)]
        self.severity = {r.code: pol.rule_severity(r.code, r.default_severity) for r in self.rules}
        self.handlers: dict[str, list[Any]] = {}
        for r in self.enabled:
            if not r.applies(pol):  # e.g. no scopes in the policy: OTA203 has nothing to check
                continue
            for et in r.events:
                self.handlers.setdefault(et, []).append(r)
        # the same, in the same order, for events that are not actions (see Rule.actions_only)
        self.passive_handlers = {et: [r for r in rs if not getattr(r, "actions_only", False)]
                                 for et, rs in self.handlers.items()}
        self.untrusted_agent_names = tuple(pol.flow.untrusted_agents)
        self.untrusted_agent_cache: dict[str, bool] = {}
        self.approving = frozenset(d.lower() for d in pol.human.approving_decisions)
        self.rejecting = frozenset(d.lower() for d in pol.human.rejecting_decisions)
        self.consume_approvals = pol.human.approval_covers == "next_call"
        self.max_candidates = pol.flow.max_candidates
        self.common_prose = pol.flow.common_outputs
        self.instruction_threshold = getattr(pol.flow, "instruction_threshold", None)
        self.severity_model = pol.flow.severity
        self.risk_threshold = pol.flow.risk_threshold
        self.effects_cache: dict[tuple[str, str | None], list[str]] = {}
        self.tool_flags_cache: dict[Any, ToolRule] = {}
        self._agent_rules: dict[str, Any] = {}
        self._glob_cache: dict[tuple[tuple[str, ...], str], bool] = {}
        self._scopes: dict[str, list[Any]] = {}
        self.keep_gc_paused = False
        self.memory = memoryflow.MemoryIndex()  # memory writes seen in this run (cross-trace flow)

    def resolve_tool(self, tool: str, trusted: Any, sensitive: bool, approval: bool) -> ToolRule:
        pol = self.policy
        out = ToolRule(match=tool, trusted=trusted if isinstance(trusted, bool) else pol.flow.default_trusted,
                       sensitive=sensitive, requires_approval=approval, sanitizer=False, egress=False)
        for rule in pol.tools:
            if fnmatch.fnmatchcase(tool, rule.match):
                for field in ("trusted", "sensitive", "requires_approval", "sanitizer", "egress"):
                    v = getattr(rule, field)
                    if v is not None:
                        setattr(out, field, v)
        if any(fnmatch.fnmatchcase(tool, p) for p in pol.flow.sanitizers):
            out.sanitizer = True
        if any(fnmatch.fnmatchcase(tool, p) for p in pol.checkpoints.egress_tools):
            out.egress = True
        return out

    def tool_is_action(self, tool: str) -> bool:
        """Does the policy make ``tool`` sensitive or requires-approval?"""
        f = self.resolve_tool(tool, None, False, False)
        return bool(f.sensitive or f.requires_approval)

    def agent_rule(self, name: str) -> Any:
        if name in self._agent_rules:
            return self._agent_rules[name]
        hit = self.policy.agents.get(name)
        if hit is None:
            for pattern, rule in self.policy.agents.items():
                if fnmatch.fnmatchcase(name, pattern):
                    hit = rule
                    break
        self._agent_rules[name] = hit
        return hit

    def allowed(self, patterns: tuple[str, ...], tool: str) -> bool:
        key = (patterns, tool)
        hit = self._glob_cache.get(key)
        if hit is None:
            hit = tool in patterns or any(fnmatch.fnmatchcase(tool, p) for p in patterns)
            self._glob_cache[key] = hit
        return hit

    def scopes_for(self, tool: str) -> list[Any]:
        hit = self._scopes.get(tool)
        if hit is None:
            hit = self._scopes[tool] = [sc for sc in self.policy.scopes if fnmatch.fnmatchcase(tool, sc.tool)]
        return hit

    def is_egress(self, s: Sweep, i: int) -> bool:
        if s.tool_flags(i).egress:
            return True
        internal = self.policy.checkpoints.internal_domains
        if internal:
            for values in (s.ev(i).get("arg_domains") or {}).values():
                for d in values:
                    if not any(d == p or fnmatch.fnmatchcase(d, p) for p in internal):
                        return True
        return False

    def audit(self, trace: Any) -> tuple[list[Finding], Sweep]:
        # The sweep allocates many small, acyclic objects; the cyclic GC would rescan the growing
        # heap again and again (superlinear on big traces), so it is paused for the sweep.
        was_enabled = gc.isenabled()
        gc.disable()
        try:
            sweep = Sweep(self, trace)
            if sweep.n == 0:
                return [], sweep
            return sweep.run(), sweep
        finally:
            if was_enabled and not self.keep_gc_paused:
                gc.enable()


def _sort_key(trace_order: int) -> Callable[[Finding], tuple[int, int, int, str]]:
    def key(f: Finding) -> tuple[int, int, int, str]:
        return (-SEVERITY_RANK[f.severity], trace_order, int(f.details.get("_order", 0)), f.code)

    return key


def _finalise(findings: list[Finding], trace_order: int) -> list[Finding]:
    findings.sort(key=_sort_key(trace_order))
    for f in findings:
        f.details.pop("_order", None)
    return findings


def audit_findings(trace: Any, policy: Policy | None = None, *, engine: Engine | None = None) -> list[Finding]:
    """Every finding of one trace (suppressed ones carry ``suppressed``), sorted."""
    engine = engine or Engine(policy)
    findings, _ = engine.audit(trace)
    pol = engine.policy
    today = _dt.date.today()
    if pol.suppress:
        for f in findings:
            s = pol.suppression_for(f, today)
            if s is not None:
                f.suppressed = s.reason
    return _finalise(findings, 0)


def run_audit_impl(traces: Iterable[Any], policy: Policy | None, sources: Iterable[Any] | None,
                   on_trace: Callable[[TraceSummary], Any] | None) -> AuditResult:
    was_enabled = gc.isenabled()
    try:
        return _run_audit(traces, policy, sources, on_trace)
    finally:
        if was_enabled:
            gc.enable()



def _file_findings(findings: list[Finding], key: Any, pol: Any, today: Any,
                   active: list[Any], suppressed: list[Any]) -> int:
    """File one trace's findings as active or suppressed (by the policy) with their sort keys;
    the number of active ones."""
    n_active = 0
    for f in findings:
        s = pol.suppression_for(f, today) if pol.suppress else None
        sk = key(f)
        f.details.pop("_order", None)
        if s is not None:
            f.suppressed = s.reason
            suppressed.append((sk, f))
        else:
            active.append((sk, f))
            n_active += 1
    return n_active

def _run_audit(traces: Iterable[Any], policy: Policy | None, sources: Iterable[Any] | None,
               on_trace: Callable[[TraceSummary], Any] | None) -> AuditResult:
    from ..version import __version__

    engine = Engine(policy)
    engine.keep_gc_paused = True  # the whole run: findings pile up, the cyclic GC would rescan them
    gc.disable()
    pol = engine.policy
    today = _dt.date.today()
    src_iter = iter(sources) if sources is not None else None
    active: list[tuple[tuple[int, int, int, str], Finding]] = []
    suppressed: list[tuple[tuple[int, int, int, str], Finding]] = []
    summaries: list[TraceSummary] = []
    for k, trace in enumerate(traces):
        source = next(src_iter, None) if src_iter is not None else None
        engine.memory.current = k
        findings, sweep = engine.audit(trace)
        memoryflow.keep_for_late_pass(engine, k, trace)
        n_active = _file_findings(findings, _sort_key(k), pol, today, active, suppressed)
        summary = TraceSummary(trace_id=sweep.trace_id, task_id=sweep.task_id, system=sweep.system,
                               topology=sweep.meta.get("topology"), events=sweep.n, edges=sweep.n_edges,
                               findings=n_active, source=str(source) if source is not None else None)
        summaries.append(summary)
        if on_trace is not None:
            on_trace(summary)
    for k, trace in engine.memory.late_traces():  # inputs out of time order: reads re-checked once
        engine.memory.current = k
        findings, _sweep = engine.audit(trace)
        active = [x for x in active if x[0][1] != k]
        suppressed = [x for x in suppressed if x[0][1] != k]
        summaries[k].findings = _file_findings(findings, _sort_key(k), pol, today, active, suppressed)
    active.sort(key=lambda x: x[0])
    suppressed.sort(key=lambda x: x[0])
    return AuditResult(
        version=__version__,
        generated_at=_dt.datetime.now(_dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        policy=pol.source,
        rules=rule_infos(pol),
        traces=summaries,
        findings=[f for _, f in active],
        suppressed=[f for _, f in suppressed],
    )


def rule_infos(policy: Policy | None = None) -> list[Any]:
    from .findings import RuleInfo
    from .rules import RULES

    pol = policy or Policy()
    return [
        RuleInfo(code=code, name=cls.name, default_severity=cls.default_severity,  # type: ignore[arg-type]
                 severity=pol.rule_severity(code, cls.default_severity),  # type: ignore[arg-type]
                 enabled=pol.rule_enabled(code), summary=cls.summary, help=cls.help())
        for code, cls in RULES.items()
    ]
