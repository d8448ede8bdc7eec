"""The rule registry: one module per rule, stable codes.

``OTA1xx`` untrusted flow, ``OTA2xx`` tool permissions and execution context, ``OTA3xx`` human
intervention, ``OTA4xx`` orchestration integrity (reward hacking, pseudo-parallelism).
Codes are never reused or renumbered; a retired rule keeps its code reserved.
"""

from __future__ import annotations

from .base import Rule
from .ota101_untrusted_value_to_action import UntrustedValueToAction
from .ota102_untrusted_context_to_action import UntrustedContextToAction
from .ota103_untrusted_flow_to_delegation import UntrustedFlowToDelegation
from .ota104_poisoned_memory_to_action import PoisonedMemoryToAction
from .ota105_action_without_trusted_task import ActionWithoutTrustedTask
from .ota201_tool_outside_allowlist import ToolOutsideAllowlist
from .ota202_delegation_widens_allowlist import DelegationWidensAllowlist
from .ota203_argument_out_of_scope import ArgumentOutOfScope
from .ota204_undeclared_agent_sensitive_tool import UndeclaredAgentSensitiveTool
from .ota205_spawned_code_execution_unisolated import SpawnedCodeExecutionUnisolated
from .ota301_action_without_approval import ActionWithoutApproval
from .ota302_action_after_rejection import ActionAfterRejection
from .ota303_checkpoint_missing import CheckpointMissing
from .ota304_no_intervention_point import NoInterventionPoint
from .ota401_idle_fan_out import IdleFanOut

RULES: dict[str, type[Rule]] = {
    cls.code: cls
    for cls in (
        UntrustedValueToAction,
        UntrustedContextToAction,
        UntrustedFlowToDelegation,
        PoisonedMemoryToAction,
        ActionWithoutTrustedTask,
        ToolOutsideAllowlist,
        DelegationWidensAllowlist,
        ArgumentOutOfScope,
        UndeclaredAgentSensitiveTool,
        SpawnedCodeExecutionUnisolated,
        ActionWithoutApproval,
        ActionAfterRejection,
        CheckpointMissing,
        NoInterventionPoint,
        IdleFanOut,
    )
}
_BY_NAME = {cls.name: code for code, cls in RULES.items()}


def resolve_rule_code(key: str) -> str | None:
    """A rule code from its code (any case) or its name; ``None`` if unknown."""
    up = str(key).strip().upper()
    if up in RULES:
        return up
    return _BY_NAME.get(str(key).strip().lower())


__all__ = ["RULES", "Rule", "resolve_rule_code"]
