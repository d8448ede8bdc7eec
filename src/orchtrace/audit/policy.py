"""The audit policy: ``orchtrace.toml`` (or YAML), validated by pydantic.

See ``docs/audit.md`` for the format.  :func:`load_policy` reads a file and raises
:class:`PolicyError` naming the file, the line (when it can be mapped) and the field.
"""

from __future__ import annotations

import datetime as _dt
import fnmatch
import re
from pathlib import Path
from typing import Any, Literal

import tomllib
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from .findings import SEVERITIES, Severity


class PolicyError(ValueError):
    """A policy file that cannot be used: the message names the file, line and field."""

    def __init__(self, message: str, *, path: str | None = None, line: int | None = None,
                 field: str | None = None) -> None:
        self.path = path
        self.line = line
        self.field = field
        self.detail = message
        where = path or "<policy>"
        if line is not None:
            where += f":{line}"
        prefix = f"{where}: " + (f"{field}: " if field else "")
        super().__init__(prefix + message)


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ToolRule(_Strict):
    """Overrides for tools whose name matches ``match`` (a name or a glob)."""

    match: str
    trusted: bool | None = None  # False: its outputs are untrusted flow sources
    sensitive: bool | None = None  # has effects (send, pay, write, delete, exec)
    requires_approval: bool | None = None
    sanitizer: bool | None = None  # its output is cleaned: clears untrusted context
    egress: bool | None = None  # sends data out (checkpoint 'egress')


class AgentRule(_Strict):
    """Declared allowlist of the agents whose name matches (key of ``[agents]``, glob allowed)."""

    tools: list[str] | None = None  # allowlist (globs allowed); overrides what the trace declares
    may_grant: list[str] | None = None  # tools it may give to agents it spawns (default: tools)


class Scope(_Strict):
    """Allowed argument targets of a tool: e-mail/URL domains and file paths (globs)."""

    tool: str  # tool name or glob
    arg: str | None = None  # argument name (glob); None: every argument
    domains: list[str] | None = None  # allowed domains ("corp.example", "*.corp.example")
    deny_domains: list[str] = Field(default_factory=list)
    paths: list[str] | None = None  # allowed path globs ("/srv/reports/**")
    deny_paths: list[str] = Field(default_factory=list)


class FlowConfig(_Strict):
    sanitizers: list[str] = Field(default_factory=list)  # tool names/globs
    untrusted_agents: list[str] = Field(default_factory=list)  # their messages/returns are sources
    default_trusted: bool = True  # tools whose trace says nothing about trust
    max_candidates: int = Field(default=64, ge=1)  # value matching: sources looked at per hash
    # a hash found in more untrusted outputs than this is boilerplate (footers, signatures): ignored
    common_outputs: int = Field(default=32, ge=1)
    # recognizer score at which an untrusted output counts as carrying an instruction; unset: the
    # recognizer's own verdict recorded at capture (``instruction_flagged``)
    instruction_threshold: float | None = Field(default=None, ge=0.0, le=1.0)
    # how OTA101/OTA102 decide high: "learned" weighs all evidence with the shipped evidence model
    # (orchtrace.audit.risk), "rules" uses the hand-made table of orchtrace.audit.flowseverity alone
    severity: Literal["learned", "rules"] = "learned"
    # the evidence model's operating point (probability at which a call is high); unset: shipped one
    risk_threshold: float | None = Field(default=None, ge=0.0, le=1.0)


class HumanConfig(_Strict):
    # next_call: one approval authorises the next matching action only;
    # all_following: every later matching action reached from it
    approval_covers: Literal["next_call", "all_following"] = "next_call"
    approving_decisions: list[str] = Field(default_factory=lambda: [
        "approved", "approve", "accept", "accepted", "allow", "allowed", "yes", "edited", "ok"])
    rejecting_decisions: list[str] = Field(default_factory=lambda: [
        "rejected", "reject", "denied", "deny", "declined", "decline", "no", "blocked", "aborted", "abort"])


class Checkpoints(_Strict):
    max_spawns: int | None = Field(default=None, ge=0)  # more spawns than this need an approval first
    egress: bool = False  # every egress action needs an approval before it
    egress_tools: list[str] = Field(default_factory=list)  # names/globs of egress tools
    internal_domains: list[str] = Field(default_factory=list)  # calls naming other domains = egress


class Budgets(_Strict):
    # a trace longer than this with no human_intervention at all is flagged (OTA304)
    max_events_without_intervention: int | None = Field(default=1000, ge=1)
    max_tool_calls_without_intervention: int | None = Field(default=None, ge=1)
    max_agents_without_intervention: int | None = Field(default=None, ge=1)


class RuleConfig(_Strict):
    enabled: bool = True
    severity: Severity | None = None


class Suppression(_Strict):
    rule: str
    reason: str = Field(min_length=1)
    trace: str | None = None  # glob on trace id or task id
    agent: str | None = None  # glob on agent name or instance id
    tool: str | None = None  # glob on tool name
    expires: _dt.date | None = None  # last day it applies

    @field_validator("reason")
    @classmethod
    def _reason_not_blank(cls, v: str) -> str:
        if not v.strip():
            raise ValueError("a suppression needs a reason")
        return v

    def active(self, today: _dt.date | None = None) -> bool:
        return self.expires is None or (today or _dt.date.today()) <= self.expires

    def matches(self, finding: Any) -> bool:
        if finding.code != self.rule and finding.rule != self.rule:
            return False
        if self.trace and not (_glob(finding.trace_id, self.trace) or _glob(finding.task_id, self.trace)):
            return False
        if self.agent and not (_glob(finding.agent_name, self.agent) or _glob(finding.agent, self.agent)):
            return False
        return not (self.tool and not _glob(finding.tool, self.tool))


def _glob(value: str | None, pattern: str) -> bool:
    return value is not None and fnmatch.fnmatchcase(value, pattern)


class Policy(_Strict):
    """A whole policy.  ``Policy()`` is the default (no file)."""

    version: int = 1
    tools: list[ToolRule] = Field(default_factory=list)
    agents: dict[str, AgentRule] = Field(default_factory=dict)
    scopes: list[Scope] = Field(default_factory=list)
    flow: FlowConfig = Field(default_factory=FlowConfig)
    human: HumanConfig = Field(default_factory=HumanConfig)
    checkpoints: Checkpoints = Field(default_factory=Checkpoints)
    budgets: Budgets = Field(default_factory=Budgets)
    rules: dict[str, RuleConfig] = Field(default_factory=dict)
    suppress: list[Suppression] = Field(default_factory=list)
    source: str | None = Field(default=None, exclude=True)  # file it was loaded from

    @field_validator("version")
    @classmethod
    def _version(cls, v: int) -> int:
        if v != 1:
            raise ValueError(f"unsupported policy version {v} (this orchtrace reads version 1)")
        return v

    @model_validator(mode="after")
    def _known_rules(self) -> Policy:
        from .rules import resolve_rule_code

        normalised: dict[str, RuleConfig] = {}
        for key, cfg in self.rules.items():
            code = resolve_rule_code(key)
            if code is None:
                raise ValueError(f"unknown rule {key!r} in [rules] (known: {_known_codes()})")
            normalised[code] = cfg
        self.rules = normalised
        for s in self.suppress:
            code = resolve_rule_code(s.rule)
            if code is None:
                raise ValueError(f"unknown rule {s.rule!r} in a suppression (known: {_known_codes()})")
            s.rule = code
        return self

    # -- lookups used by the engine -------------------------------------------------------------
    def rule_enabled(self, code: str) -> bool:
        cfg = self.rules.get(code)
        return cfg.enabled if cfg else True

    def rule_severity(self, code: str, default: str) -> str:
        cfg = self.rules.get(code)
        return cfg.severity if cfg and cfg.severity else default

    def suppression_for(self, finding: Any, today: _dt.date | None = None) -> Suppression | None:
        for s in self.suppress:
            if s.active(today) and s.matches(finding):
                return s
        return None


def _known_codes() -> str:
    from .rules import RULES

    return ", ".join(RULES)


# -- loading -----------------------------------------------------------------------------------

def load_policy(path: str | Path) -> Policy:
    """Read and validate a policy file (``.toml``, ``.yaml``/``.yml``)."""
    p = Path(path)
    name = str(p)
    try:
        text = p.read_text("utf-8")
    except FileNotFoundError:
        raise PolicyError("no such file", path=name) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise PolicyError(f"cannot read: {exc}", path=name) from None
    suffix = p.suffix.lower()
    if suffix in (".yaml", ".yml"):
        data, locate = _parse_yaml(text, name)
    else:
        data, locate = _parse_toml(text, name)
    if data is None:
        data = {}
    if not isinstance(data, dict):
        raise PolicyError("the policy must be a table/mapping at the top level", path=name, line=1)
    try:
        policy = Policy.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        loc = tuple(err.get("loc", ()))
        field = _dotted(loc)
        msg = err.get("msg", "invalid")
        if err.get("type") == "extra_forbidden":
            msg = "unknown field"
        more = len(exc.errors()) - 1
        if more:
            msg += f" (and {more} more problem{'s' if more > 1 else ''})"
        line = locate(loc) if loc else None
        if line is None:
            quoted = re.search(r"'([^']+)'", msg)  # e.g. the unknown rule code: find where it is written
            if quoted:
                for n, text_line in enumerate(text.splitlines(), 1):
                    if quoted.group(1) in text_line:
                        line = n
                        break
        msg = msg.removeprefix("Value error, ")
        raise PolicyError(msg, path=name, line=line, field=field or None) from None
    policy.source = name
    return policy


def parse_policy(text: str, *, fmt: str = "toml", name: str = "<policy>") -> Policy:
    """Validate a policy given as text (tests, embedded defaults)."""
    import tempfile

    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / f"policy.{fmt}"
        p.write_text(text, "utf-8")
        try:
            pol = load_policy(p)
        except PolicyError as exc:
            raise PolicyError(exc.detail, path=name, line=exc.line, field=exc.field) from None
    pol.source = name
    return pol


def _dotted(loc: tuple[Any, ...]) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def _parse_toml(text: str, name: str) -> tuple[Any, Any]:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        m = re.search(r"line (\d+)", str(exc))
        line = int(m.group(1)) if m else (max(1, len(text.splitlines())) if "end of document" in str(exc) else None)
        raise PolicyError(f"not valid TOML: {exc}", path=name, line=line) from None
    lines = text.splitlines()

    def locate(loc: tuple[Any, ...]) -> int | None:
        return _toml_line(lines, loc)

    return data, locate


_HEADER = re.compile(r"^\s*\[\[?\s*([^\]]+?)\s*\]\]?\s*(#.*)?$")


def _toml_line(lines: list[str], loc: tuple[Any, ...]) -> int | None:
    """Best-effort line of a field in a TOML file: follows table headers and keys in order."""
    if not loc:
        return None
    start = 0
    prefix: list[str] = []
    i = 0
    found: int | None = None
    while i < len(loc):
        part = loc[i]
        if isinstance(part, int):  # n-th [[array]] header of the current prefix
            header = ".".join(prefix)
            count = -1
            for n in range(start, len(lines)):
                m = _HEADER.match(lines[n])
                if m and lines[n].lstrip().startswith("[[") and _norm(m.group(1)) == header:
                    count += 1
                    if count == part:
                        start, found = n, n + 1
                        break
            else:
                return found
            i += 1
            continue
        key = str(part)
        prefix.append(key)
        header = ".".join(prefix)
        hit = None
        key_re = re.compile(rf"^\s*[\"']?{re.escape(key)}[\"']?\s*(=|\.)")
        for n in range(start, len(lines)):
            m = _HEADER.match(lines[n])
            if m and _norm(m.group(1)) in (header, ) and not (i + 1 < len(loc) and isinstance(loc[i + 1], int)):
                hit = n
                break
            if m and _norm(m.group(1)).startswith(header + ".") and not (i + 1 < len(loc) and isinstance(loc[i + 1], int)):
                hit = n
                break
            if m and i + 1 < len(loc) and isinstance(loc[i + 1], int) and _norm(m.group(1)) == header:
                hit = n
                break
            if key_re.match(lines[n]):
                hit = n
                break
        if hit is None:
            return found
        if i + 1 < len(loc) and isinstance(loc[i + 1], int) and lines[hit].lstrip().startswith("[["):
            start = hit  # the array index search starts at the first header
        else:
            start = hit
            found = hit + 1
        i += 1
    return found


def _norm(header: str) -> str:
    return ".".join(p.strip().strip("\"'") for p in header.split("."))


def _parse_yaml(text: str, name: str) -> tuple[Any, Any]:
    import yaml

    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise PolicyError(f"not valid YAML: {getattr(exc, 'problem', exc)}", path=name,
                          line=mark.line + 1 if mark else None) from None

    def locate(loc: tuple[Any, ...]) -> int | None:
        cur = node
        line = None
        for part in loc:
            if cur is None:
                break
            if isinstance(cur, yaml.MappingNode):
                nxt = None
                for k, v in cur.value:
                    if str(k.value) == str(part):
                        line = k.start_mark.line + 1
                        nxt = v
                        break
                cur = nxt
            elif isinstance(cur, yaml.SequenceNode) and isinstance(part, int) and part < len(cur.value):
                cur = cur.value[part]
                line = cur.start_mark.line + 1
            else:
                break
        return line

    return data, locate


def severity_shift(severity: str, offset: int) -> str:
    """``severity`` moved ``offset`` levels (clamped to info..critical)."""
    idx = SEVERITIES.index(severity) + offset
    return SEVERITIES[max(0, min(len(SEVERITIES) - 1, idx))]
