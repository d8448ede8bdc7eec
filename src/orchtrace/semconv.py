"""The attribute vocabulary orchtrace writes on OpenTelemetry spans, in one place.

Everything that has a name in the OpenTelemetry GenAI semantic conventions uses that name
(``gen_ai.*``, ``code.*``); everything else lives under ``orchtrace.*``.  The converter
(:mod:`orchtrace.convert`) reads exactly these names, so any producer (our decorators, the
LangGraph instrumentor, the collector's importers) that writes them gets orchestration traces.

Span shapes
-----------
* ``invoke_workflow {name}``  ``gen_ai.operation.name=invoke_workflow``: a task (run) boundary.
* ``invoke_agent {name}``     ``gen_ai.operation.name=invoke_agent``: one agent *instance*.
  Its nearest agent ancestor span is the parent that spawned it.
* ``execute_tool {name}``     ``gen_ai.operation.name=execute_tool``: one tool call.
* Span events named ``orchtrace.<kind>`` on the current span (see ``EVENT_*``) record the rest
  of the vocabulary: decisions, messages, aggregates, human interventions, despawns, rewards
  and costs.
"""

from __future__ import annotations

# --- OpenTelemetry GenAI semantic conventions --------------------------------------------
GEN_AI_OPERATION_NAME = "gen_ai.operation.name"
GEN_AI_AGENT_NAME = "gen_ai.agent.name"
GEN_AI_AGENT_ID = "gen_ai.agent.id"
GEN_AI_AGENT_DESCRIPTION = "gen_ai.agent.description"
GEN_AI_TOOL_NAME = "gen_ai.tool.name"
GEN_AI_TOOL_CALL_ID = "gen_ai.tool.call.id"
GEN_AI_TOOL_TYPE = "gen_ai.tool.type"
GEN_AI_TOOL_DESCRIPTION = "gen_ai.tool.description"
GEN_AI_TOOL_CALL_ARGUMENTS = "gen_ai.tool.call.arguments"  # only with content capture on
GEN_AI_TOOL_CALL_RESULT = "gen_ai.tool.call.result"  # only with content capture on
GEN_AI_WORKFLOW_NAME = "gen_ai.workflow.name"
GEN_AI_CONVERSATION_ID = "gen_ai.conversation.id"
GEN_AI_USAGE_INPUT_TOKENS = "gen_ai.usage.input_tokens"
GEN_AI_USAGE_OUTPUT_TOKENS = "gen_ai.usage.output_tokens"
GEN_AI_SYSTEM = "gen_ai.system"
GEN_AI_PROVIDER_NAME = "gen_ai.provider.name"
GEN_AI_REQUEST_MODEL = "gen_ai.request.model"

OP_INVOKE_AGENT = "invoke_agent"
OP_CREATE_AGENT = "create_agent"
OP_EXECUTE_TOOL = "execute_tool"
OP_INVOKE_WORKFLOW = "invoke_workflow"
OP_CHAT = "chat"

ERROR_TYPE = "error.type"

# --- code location (semconv code.*) -------------------------------------------------------
CODE_FUNCTION_NAME = "code.function.name"
CODE_FILE_PATH = "code.file.path"
CODE_LINE_NUMBER = "code.line.number"

# --- orchtrace.*: task and agent -----------------------------------------------------------
TASK_ID = "orchtrace.task.id"  # on workflow and agent spans; groups spans into one trace
SYSTEM = "orchtrace.system"  # free text: name of the multi-agent system
TOPOLOGY = "orchtrace.topology"  # optional hint, one of the schema's topology values
AGENT_ROLE = "orchtrace.agent.role"
AGENT_TOOLS = "orchtrace.agent.tools"  # declared allowlist (string[]); absent = undeclared
AGENT_TOOLS_DECLARED = "orchtrace.agent.tools_declared"  # bool, disambiguates an empty list
AGENT_PARENT_ID = "orchtrace.agent.parent_id"  # gen_ai.agent.id of the spawning agent
AGENT_INPUT_REF = "orchtrace.agent.input.content_ref"
AGENT_INPUT_SIZE = "orchtrace.agent.input.size"
AGENT_OUTPUT_REF = "orchtrace.agent.output.content_ref"
AGENT_OUTPUT_SIZE = "orchtrace.agent.output.size"
AGENT_INPUT_FINGERPRINT = "orchtrace.agent.input.fingerprint"  # int[] (root agent: the task)
# int[] (root agent): the values the user's own passages name, apart from the app's system prompt;
# set only when the input holds both (a subset of the input fingerprint); event field
# ``request_fingerprint``
AGENT_INPUT_REQUEST_FINGERPRINT = "orchtrace.agent.input.request_fingerprint"
AGENT_KIND = "orchtrace.agent.kind"  # e.g. "react_agent", "subgraph", "node" (integrations)
# One agent *instance* (one call of an ``@orchtrace.agent`` function, one LangGraph node run):
# high-cardinality, so it lives here and not in ``gen_ai.agent.id`` (which names the agent,
# stable across calls).  Spans written before this attribute existed carry the instance id in
# ``gen_ai.agent.id``; the converter reads both.
AGENT_INSTANCE_ID = "orchtrace.agent.instance_id"
AGENT_VERSION = "gen_ai.agent.version"

# --- orchtrace.*: tools --------------------------------------------------------------------
TOOL_TRUSTED = "orchtrace.tool.trusted"
TOOL_SENSITIVE = "orchtrace.tool.sensitive"
TOOL_REQUIRES_APPROVAL = "orchtrace.tool.requires_approval"
TOOL_CALLER_AGENT_ID = "orchtrace.tool.caller_id"  # gen_ai.agent.id of the calling agent
TOOL_ARGS_REF = "orchtrace.tool.args.content_ref"
TOOL_ARGS_SIZE = "orchtrace.tool.args.size"
TOOL_RESULT_REF = "orchtrace.tool.result.content_ref"
TOOL_RESULT_SIZE = "orchtrace.tool.result.size"
# Privacy-preserving evidence for value-level flow checks (see orchtrace.fingerprint):
TOOL_RESULT_FINGERPRINT = "orchtrace.tool.result.fingerprint"  # int[], untrusted outputs
TOOL_RESULT_INJECTION = "orchtrace.tool.result.injection"  # string[], indicator categories
# Sensitive-call arguments: one attribute per top-level argument name, int[] each.
TOOL_ARG_FINGERPRINT_PREFIX = "orchtrace.tool.args.fingerprint."
TOOL_HANDOFF_TARGET = "orchtrace.tool.handoff_target"  # a handoff tool's destination agent
# Content capture on: a captured value longer than the limit is left out (never cut mid-JSON)
# and the key it would have had is listed here (string[]).
CONTENT_OMITTED = "orchtrace.content.omitted"

# --- orchtrace.*: span events or log-based events -----------------------------------------
# The vocabulary below travels as span events named ``orchtrace.<kind>`` and/or (OTEP 4430) as
# OTLP log records with ``event_name`` = the same name, correlated to the span by trace/span id
# (``orchtrace.configure(event_mode=...)`` / ``ORCHTRACE_EVENT_MODE``: span_events, logs, both).
EVENT_PREFIX = "orchtrace."
EVENT_DECISION = "orchtrace.decision"
EVENT_MESSAGE = "orchtrace.message"
EVENT_AGGREGATE = "orchtrace.aggregate"
EVENT_HUMAN = "orchtrace.human_intervention"
EVENT_DESPAWN = "orchtrace.despawn"
EVENT_REWARD = "orchtrace.reward"
EVENT_COST = "orchtrace.cost"

# attributes of those span events
EVENT_ID = "orchtrace.event.id"  # capture-time id, lets later events point at this one
DECISION_KIND = "orchtrace.decision.kind"  # spawn | delegate | communicate | aggregate | stop
DECISION_TARGET = "orchtrace.decision.target"  # agent name(s) the decision is about
DECISION_REASON_REF = "orchtrace.decision.reason.content_ref"
MESSAGE_FROM = "orchtrace.message.from"
MESSAGE_TO = "orchtrace.message.to"  # agent name or agent instance id
MESSAGE_REF = "orchtrace.message.content_ref"
MESSAGE_SIZE = "orchtrace.message.size"
MESSAGE_CONTENT = "orchtrace.message.content"  # only with content capture on
MESSAGE_FINGERPRINT = "orchtrace.message.fingerprint"
AGGREGATE_STRATEGY = "orchtrace.aggregate.strategy"
AGGREGATE_INPUT_REFS = "orchtrace.aggregate.input_refs"  # content refs of consumed values
AGGREGATE_INPUT_AGENT_IDS = "orchtrace.aggregate.input_agent_ids"  # producers' agent ids
AGGREGATE_INPUT_EVENT_IDS = "orchtrace.aggregate.input_event_ids"  # orchtrace.event.id values
AGGREGATE_OUTPUT_REF = "orchtrace.aggregate.output.content_ref"
HUMAN_KIND = "orchtrace.human.kind"  # approval | edit | abort | feedback | takeover | request
HUMAN_DECISION = "orchtrace.human.decision"  # approved | rejected | edited | pending | ...
HUMAN_ACTOR = "orchtrace.human.actor"
HUMAN_TARGET_TOOL = "orchtrace.human.target_tool"  # the tool an approval is about
HUMAN_TARGET_CALL_ID = "orchtrace.human.target_call_id"
HUMAN_REQUEST_ID = "orchtrace.human.request_id"  # pairs a request with its decision
DESPAWN_TARGET = "orchtrace.despawn.target"
DESPAWN_REASON = "orchtrace.despawn.reason"
REWARD_CHANNEL = "orchtrace.reward.channel"
REWARD_VALUE = "orchtrace.reward.value"
REWARD_AGENT = "orchtrace.reward.agent"  # the credited agent instance (default: the giver)
COST_TOKENS = "orchtrace.cost.tokens"

# Values for HUMAN_DECISION that count as approval.
APPROVING_DECISIONS = frozenset({"approved", "approve", "accept", "accepted", "allow", "yes", "edited"})

DECISION_KINDS = ("spawn", "delegate", "communicate", "aggregate", "stop")
TOPOLOGIES = (
    "centralized",
    "planner_executor_critic",
    "debate",
    "swarm",
    "hierarchical",
    "harness",
    "mixed",
    "unknown",
)

# --- derived argument evidence for scope checks (sensitive tools only; not raw content) ----
TOOL_ARG_DOMAINS_PREFIX = "orchtrace.tool.args.domains."  # string[] per argument: hosts named
TOOL_ARG_PATHS_PREFIX = "orchtrace.tool.args.paths."  # string[] per argument: paths named

# --- LangGraph integration ----------------------------------------------------------------
LG_NODE = "orchtrace.langgraph.node"  # the graph node an agent span / aggregate event stands for
LG_INTERRUPTED = "orchtrace.langgraph.interrupted"  # bool: the agent paused on interrupt()
LG_RESUMED = "orchtrace.langgraph.resumed"  # bool on the graph span: a Command(resume=...) run
LG_HANDOFF_TOOL = "orchtrace.langgraph.handoff_tool"  # on decision events: the handoff tool used
LG_AGENT_MARK = "orchtrace.agent"  # node/tool metadata key: True/False forces (not) an agent

# --- audit evidence ---------------------------------------------------------------------------
# Entity hashes (see orchtrace.fingerprint.injection_entities) of identifiers named inside a
# prompt-injection instruction of an untrusted output (int[]); event field ``injection_entities``.
TOOL_RESULT_INJECTION_ENTITIES = "orchtrace.tool.result.injection_entities"
# Instruction recognizer (orchtrace.detect) on untrusted outputs: score in [0, 1] (double) and
# whether it is at or above the recognizer's operating point (bool); event fields
# ``instruction_score`` / ``instruction_flagged``.  ``TOOL_RESULT_INJECTION`` then holds the
# recognizer's signal names and ``TOOL_RESULT_INJECTION_ENTITIES`` the hashes of what the
# recognized instruction names (orchtrace.fingerprint.instruction_hashes).
TOOL_RESULT_INSTRUCTION_SCORE = "orchtrace.tool.result.instruction_score"
TOOL_RESULT_INSTRUCTION_FLAGGED = "orchtrace.tool.result.instruction_flagged"
# Effect classes the trusted task names (orchtrace.intent; string[]), plus the markers ``pointer`` (it defers
# to the content it names), ``compound`` (it asks for more than one thing) and ``several`` (it asks for several of
# something: orchtrace.request_count); event field ``input_effects``.
AGENT_INPUT_EFFECTS = "orchtrace.agent.input.effects"
# Hashes of what passages that read *somewhat* like an instruction name (recognizer segment
# probability >= 0.5, below its threshold; int[]); event field ``suspect_entities``.
TOOL_RESULT_SUSPECT_ENTITIES = "orchtrace.tool.result.suspect_entities"
# Hashes of the short values an untrusted output holds as whole fields of a record (a JSON leaf, a
# ``From:`` header line, a table cell; orchtrace.fields; int[]); event field ``record_values``.
TOOL_RESULT_RECORD_VALUES = "orchtrace.tool.result.record_values"
# Keyed hashes of the (value, request word) pairs of each clause of an untrusted output that holds a
# value (orchtrace.commanded; int[]); event field ``commanded``.
TOOL_RESULT_COMMANDED = "orchtrace.tool.result.commanded"
# Keyed value hashes of the clauses of an untrusted output that ask in the first person ("refund my
# deposit to ...": the writer's own request; orchtrace.commanded; int[]); event field ``own_values``.
TOOL_RESULT_OWN_VALUES = "orchtrace.tool.result.own_values"
# Messages between agents (and an untrusted task input, recorded as a message from the user):
# the recognizer's verdict on their content, the hashes of what a recognized instruction names,
# and whether the content comes from an untrusted party (bool, false = untrusted).
MESSAGE_INSTRUCTION_SCORE = "orchtrace.message.instruction_score"
MESSAGE_INSTRUCTION_FLAGGED = "orchtrace.message.instruction_flagged"
MESSAGE_INJECTION_ENTITIES = "orchtrace.message.injection_entities"
# Structural signals of the instruction the recognizer found in a message (string[]); event field ``injection``.
MESSAGE_INJECTION = "orchtrace.message.injection"
MESSAGE_TRUSTED = "orchtrace.message.trusted"
# An untrusted message from the user (an untrusted task input, a document pasted into the request)
# carries the rest of a tool output's evidence too (int[]; event fields ``suspect_entities``,
# ``record_values``, ``commanded``, as on a tool_result).
MESSAGE_SUSPECT_ENTITIES = "orchtrace.message.suspect_entities"
MESSAGE_RECORD_VALUES = "orchtrace.message.record_values"
MESSAGE_COMMANDED = "orchtrace.message.commanded"
MESSAGE_OWN_VALUES = "orchtrace.message.own_values"
# A spawned agent's output (its return): the recognizer's verdict on it (issue 10, AV3: a peer
# that passes an instruction up or on is seen with no policy); event fields ``instruction_*``.
AGENT_OUTPUT_INSTRUCTION_SCORE = "orchtrace.agent.output.instruction_score"
AGENT_OUTPUT_INSTRUCTION_FLAGGED = "orchtrace.agent.output.instruction_flagged"
AGENT_OUTPUT_INJECTION_ENTITIES = "orchtrace.agent.output.injection_entities"
# Memory as a channel (AV4, :mod:`orchtrace.capture.memory`): a tool span whose ``channel`` is
# ``memory``; ``op`` write/read/search; keyed hash of the (namespace, key); the content ref of
# the value; event fields ``channel``, ``memory_op``, ``memory_key``, ``memory_ref``, ``ts``.
TOOL_CHANNEL = "orchtrace.tool.channel"
MEMORY_OP = "orchtrace.memory.op"
MEMORY_KEY = "orchtrace.memory.key_hash"
MEMORY_NAMESPACE = "orchtrace.memory.namespace_hash"
MEMORY_VALUE_REF = "orchtrace.memory.value_ref"
MEMORY_VALUE_FINGERPRINT = "orchtrace.memory.value_fingerprint"  # int[] (written values)
MEMORY_TRUSTED = "orchtrace.memory.trusted"  # False: the caller says the value is untrusted
# Execution context (AV8): a tool that runs code or shell commands, and how it is isolated
# (``container``, ``process``, ``none``); event fields ``executes_code``, ``isolation``.
TOOL_EXECUTES_CODE = "orchtrace.tool.executes_code"
# which flags of a framework tool were inferred from its name, not declared (orchtrace.toolinfer)
TOOL_FLAGS_INFERRED = "orchtrace.tool.flags_inferred"
TOOL_ISOLATION = "orchtrace.tool.isolation"
# The recognizer's signal names for a child's output (string[]; a message's: MESSAGE_INJECTION);
# event field ``injection`` (as on tool results).  Peer content counts as injected only with
# override signals.
AGENT_OUTPUT_SIGNALS = "orchtrace.agent.output.injection"
