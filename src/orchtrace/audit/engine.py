"""The audit engine: one forward sweep per trace, shared facts, rules as hooks.

This module is the stable import location; the engine lives in small modules:

* :mod:`orchtrace.audit.sweep`: :class:`Sweep`, the state of one trace's audit and the forward
  sweep (its docstring explains the facts kept and why the sweep is linear), with
  :mod:`orchtrace.audit.sweep_approvals` (human interventions) and
  :mod:`orchtrace.audit.sweep_flow` (untrusted-flow queries and evidence paths) mixed in;
* :mod:`orchtrace.audit.taint`: the per-agent logs (:class:`TaintLog`, :class:`TokenLog`) and
  source strength;
* :mod:`orchtrace.audit.columns`: events/edges from models or dicts, hostile evidence fields;
* :mod:`orchtrace.audit.runner`: :class:`Engine`, :func:`audit_findings`, :func:`run_audit_impl`,
  :func:`rule_infos`.
"""

from __future__ import annotations

# Private names too: modules and tests written before the split import them from here.
from .columns import (  # noqa: F401
    _HASH_FIELDS,
    _MODEL_FIELDS,
    _clean_hashes,
    _columns,
    _event_dict,
    _int_list,
    _location,
)
from .runner import (  # noqa: F401
    Engine,
    _file_findings,
    _finalise,
    _run_audit,
    _sort_key,
    audit_findings,
    rule_infos,
    run_audit_impl,
)
from .sweep import Sweep
from .taint import (  # noqa: F401
    INJECTION_WEIGHTS,
    MAX_BASE_DEPTH,
    NOT_A_VERDICT,
    STRONG_INJECTION,
    TOKEN_BLOCKED,
    TOKEN_SCAN,
    TaintLog,
    TokenLog,
    _all_positions,
    _ctx_serial,
    _PrefixLog,
    _recognizer_threshold,
    _strong_positions,
    injection_score,
    source_strength,
)

__all__ = [
    "INJECTION_WEIGHTS",
    "MAX_BASE_DEPTH",
    "NOT_A_VERDICT",
    "STRONG_INJECTION",
    "TOKEN_BLOCKED",
    "TOKEN_SCAN",
    "Engine",
    "Sweep",
    "TaintLog",
    "TokenLog",
    "audit_findings",
    "injection_score",
    "rule_infos",
    "run_audit_impl",
    "source_strength",
]
