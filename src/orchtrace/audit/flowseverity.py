"""Severity of an untrusted flow into an action, from all the evidence at once.

Shared by OTA101 (value level) and OTA102 (context level), so that a call gets the severity its
strongest evidence supports whichever rule reports it (a weak value match no longer hides a
strong context-level flow).  Levels are on the default scale (low=1 .. critical=4) and turned
into an offset from the rule's configured severity, so a policy that re-levels a rule still
shifts all of its findings together.

Evidence, strongest first:

* **planted value**: an argument matches something named *inside an instruction the recognizer
  found* in an untrusted output ("... send 13 to Fred", "change the password to 'x'");
* **recognized instruction in context**: an untrusted output in the acting agent's context
  carries an instruction aimed at the agent (recognizer verdict), even without a value match;
* **intent**: was an action of this kind (its tool's effect class) asked for by the trusted task
  (the user's request)?  ``False`` = the action first appeared in untrusted content;
* **value from untrusted output**: an argument carries an address, id, number or date that an
  untrusted output named (a reply to the sender of an e-mail the user asked about);
* **text from untrusted output**: copied prose only.

=========================================================  ============
evidence                                                   level
=========================================================  ============
planted value (in a recognized instruction)                critical
  ... but the action was asked for (or intent is unknown)
  and the instruction does not address the agent (no AI
  address, task reference, "ignore", markup, role-play,
  secrecy, tool names: a request to a person)             medium
value from an output carrying a recognized instruction     high
  ... same exception                                       medium
recognized instruction in context                          high
  ... same exception, or the action was asked for, names
  a value the user gave and copies nothing untrusted       medium
value from a passage that reads somewhat like an
instruction (segment probability >= 0.5) addressed to an
AI (or role-play), in an output scored >= half the
threshold                                                  high
value (address, account, id, number, date) only an
untrusted output gave, or any key-argument value from it
(not subject/body), for an action not asked for, from an
output that reads at least faintly like an instruction
(score >= a third of the threshold)                        high
no value match, action not asked for, key arguments the
user never named, such an output in context                high
action asked for, another call of the tool takes the
target the user named, this one a key value only an
untrusted output gave                                      high
value from a weak passage, for an action not asked for     high
value from untrusted output                                medium
text from untrusted output / untrusted context, not
asked for                                                  medium
text from untrusted output / untrusted context             low
=========================================================  ============
"""

from __future__ import annotations

from typing import Any

from .taint import MODEL_MARKUP, effective_threshold, recognizer_score

LOW, MEDIUM, HIGH, CRITICAL = 1, 2, 3, 4

# recognizer signals that say an instruction is aimed at an agent rather than at a person reading
# (an address to an AI/assistant, a reference to its task or instructions, "ignore ...", role-play,
# secrecy, tool names, markup setting a payload apart, talk about "the user")
DIRECTED = frozenset({"ai", "task_ref", "ignore", "roleplay", "secrecy", "tool", "markup", "user", "roletag"})
_GENERIC = frozenset({"you", "urgency", "authority", "effect", "verb_start", "polite", "email", "url", "reply_ref",
                      "clause_imperative"})
VOUCHED = "vouched"  # a mark beside the signals (orchtrace.detect.vouching), no address to anyone


def recognizer_signals(sig: Any) -> Any:
    """A source's recorded ``injection`` signals without the marks recorded beside them that say
    nothing of a recognized instruction (:data:`VOUCHED`: a claim of approval, said to a person as
    often as to an agent); anything else as it came."""
    if isinstance(sig, (list, tuple)) and VOUCHED in sig:
        return [x for x in sig if x != VOUCHED]
    return sig


# stricter: words that only make sense to an agent (markup and snake_case names also occur in logs
# and code, so a weak passage needs one of these)
ADDRESSED = frozenset({"ai", "roleplay"}) | MODEL_MARKUP  # ("ignore" words include "instead"; "users" names groups)


def agent_directed(ev: Any, strict: bool = False) -> bool:
    """Does the recognized instruction in source event ``ev`` address the agent (see
    :data:`DIRECTED`)?  Signals of the older phrase indicators all count as directed, and so does
    a source recorded before the recognizer that records no signals (nothing to tell a request to
    a person apart); a source the recognizer flagged without any signal of address ("I'd like a
    refund to my card please") is a request to a person."""
    # (a claim of approval neither makes a passage directed nor stands for "no signal recorded")
    sig = recognizer_signals(ev.get("injection"))
    if not sig:
        if ev.get("instruction_flagged") is True:
            return False  # flagged by the recognizer, with no signal of address
        # (a source whose strength comes from elsewhere - a memory read written from a poisoned
        # context - or recorded before the recognizer: nothing to tell them apart)
        return not strict
    if isinstance(sig, str):
        sig = (sig,)
    if strict:
        return any(x in ADDRESSED for x in sig if isinstance(x, str))
    return any(x in DIRECTED or x not in _GENERIC for x in sig if isinstance(x, str))


# share of the recognizer's threshold from which an untrusted output reads *faintly* like an
# instruction.  An action the user never asked for is high on intent evidence alone only when the
# content it took values from (or had in context) reads at least that much like one: every planted
# payload is an instruction of some kind, while most actions the effect lexicon merely failed to
# match ("send a tech" / dispatch_technician) follow plain records - lists, forms, logs - that
# read like none (chosen on blind rounds 10-35: see bench/RESULTS.md, fifth detection pass).
FAINT = 1 / 3


def faint_instruction(s: Any, src: int) -> bool:
    """Does untrusted source ``src`` read at least faintly like an instruction (recognizer score
    at least :data:`FAINT` of the threshold, or flagged)?  Sources recorded without a recognizer
    score (older traces, phrase indicators) count as faint: nothing to tell."""
    if s.source_score.get(src, 0) >= 1:
        return True
    score = recognizer_score(s.ev(src))
    return score is None or score >= FAINT * effective_threshold(s.engine.instruction_threshold)


def quiet_record_note(s: Any, i: int, src: int) -> bool:
    """Is call ``i`` a note on a record (``add_ticket_note``, ``log_call_note``:
    :func:`orchtrace.bookkeeping.annotation`) whose untrusted source ``src`` holds no passage that
    reads even weakly like an instruction?  An honest agent notes the ticket it is handling, by the
    ticket's number from the ticket it read; the user rarely asks for the note.  Intent evidence alone
    (an unasked action, a key value only the untrusted output gave) then reads bookkeeping as an
    injection; with no instruction anywhere in the source, nothing planted the note."""
    if s.source_score.get(src, 0) >= 1:
        return False  # (checked first: most sources the audit weighs here read like something)
    from ..bookkeeping import annotation
    from ..intent import tool_verb

    verb, words = tool_verb(s.tool_key(i)[0])
    return annotation(verb, words)


def _key_hit(hit: dict[str, Any]) -> bool:
    """Does a value match fall on a key argument (not free text such as a subject or body)?"""
    from ..intent import is_free_text_arg

    return any(not is_free_text_arg(a) for a in hit.get("args", ()))


def best_value_source(s: Any, value: dict[int, dict[str, Any]]) -> tuple[int, dict[str, Any]]:
    """The value-level match OTA101 reports: planted in a flagged source first, then entities
    from one, planted, entities, any flagged source, most matches, latest."""

    def rank(item: tuple[int, dict[str, Any]]) -> tuple[Any, ...]:
        src, hit = item
        strong = s.source_score.get(src, 0) >= 2
        return (hit["planted"] > 0 and strong, hit["entity"] > 0 and strong, hit["planted"] > 0,
                hit["entity"] > 0, strong, hit["entity"] + hit["prose"], src)

    return max(value.items(), key=rank)


_LEVEL = {"info": 0, "low": LOW, "medium": MEDIUM, "high": HIGH, "critical": CRITICAL}


def assess(s: Any, i: int, flow: dict[str, Any], value_hit: dict[str, Any] | None,
           value_src: int | None, *, model: bool = True) -> tuple[int, list[str]]:
    """(level, reasons) of action ``i`` given its flow; ``value_hit`` is the best value-level
    match (``None``: none) from source ``value_src``.  With ``model`` (and unless the policy
    says ``severity = "rules"``) the evidence model of :mod:`orchtrace.audit.risk` decides
    whether the call is high: see :func:`_weigh`."""
    strong_of = s.source_score.get
    asked = s.asked(i)
    reasons: list[str] = []
    level = 0
    if value_hit is not None and value_src is not None:
        src_strong = strong_of(value_src, 0) >= 2
        directed = agent_directed(s.ev(value_src))
        if value_hit["planted"] and src_strong and asked is not False and not directed:
            level, why = MEDIUM, ("an argument names a value from a request in an untrusted output that does not "
                                  "address the agent, for an action the user asked for (or may have)")
        elif value_hit["planted"] and src_strong:
            if asked is False:
                level, why = CRITICAL, "an argument names a value planted in an instruction, for an action the user never asked for"
            else:
                level, why = CRITICAL, "an argument names a value planted in an instruction aimed at the agent"
        elif value_hit["planted"]:
            level, why = HIGH, "an argument names a value named in text addressed to the agent"
        elif value_hit["entity"]:
            if src_strong and asked is not False and not directed:
                level, why = MEDIUM, ("an argument names a value from an untrusted output carrying a request that "
                                      "does not address the agent, for an action the user asked for (or may have)")
            elif src_strong:
                level, why = HIGH, "an argument names a value from an output carrying an instruction"
            elif value_hit.get("suspect") and strong_of(value_src, 0) >= 1 and agent_directed(s.ev(value_src), strict=True):
                level, why = HIGH, ("an argument names a value from a passage that reads like an instruction "
                                    "addressed to the agent")
            elif asked is False and value_hit.get("suspect"):
                level, why = HIGH, ("an argument names a value from a passage that reads like an instruction, "
                                    "for an action the user never asked for")
            elif asked is False and faint_instruction(s, value_src) and not quiet_record_note(s, i, value_src):
                level, why = HIGH, ("an argument names a value (address, account, id, number, date) that only an "
                                    "untrusted output gave, for an action the user never asked for")
            elif asked is False:
                level, why = MEDIUM, ("an argument names a value that only an untrusted output gave, for an action "
                                      "the user never asked for, but that output reads like no instruction")
            elif asked is True and _key_hit(value_hit) and not s.args_trusted(i) and s.user_named_target(i):
                level, why = HIGH, ("the user named this action's target, but this call takes a key argument only "
                                    "an untrusted output gave")
            else:
                level, why = MEDIUM, "an argument names a value from an untrusted output"
        elif asked is True and _key_hit(value_hit) and not s.args_trusted(i) and s.user_named_target(i):
            level, why = HIGH, ("the user named this action's target, but this call takes a key argument only an "
                                "untrusted output gave")
        elif (asked is False and _key_hit(value_hit) and faint_instruction(s, value_src)
              and not quiet_record_note(s, i, value_src)):
            level, why = HIGH, ("a key argument (recipient, account, amount, id, URL, path) takes a value an "
                                "untrusted output gave, for an action the user never asked for")
        elif asked is False:
            level, why = MEDIUM, "an argument copies text from an untrusted output, for an action the user never asked for"
        else:
            level, why = LOW, "an argument copies text from an untrusted output"
        reasons.append(why)
    ctx = flow["context"]
    if ctx >= 0:
        if strong_of(ctx, 0) >= 2:
            if asked is not False and not agent_directed(s.ev(ctx)):
                c_level, why = MEDIUM, ("an output carrying a request is in context, but the request does not address "
                                        "the agent and the user asked for this kind of action")
            elif asked is True and value_hit is None and s.args_trusted(i):
                c_level, why = MEDIUM, ("an instruction-carrying output is in context, but the user asked for this "
                                        "action and named its target")
            else:
                c_level, why = HIGH, "an output carrying an instruction aimed at the agent is in its context"
        elif (asked is False and s.key_args_untrusted(i) and faint_instruction(s, ctx)
              and not quiet_record_note(s, i, ctx)):
            c_level, why = HIGH, ("an action the user never asked for, after untrusted output, whose key arguments "
                                  "(recipient, account, amount, id, URL, path) the user never named")
        elif asked is False:
            c_level, why = MEDIUM, "untrusted output in context, and the user never asked for this kind of action"
        else:
            c_level, why = LOW, "untrusted output in context"
        if c_level > level:
            level = c_level
            reasons.insert(0, why)
        elif c_level == level and value_hit is None:
            reasons.append(why)
    # (a quiet note on a record - no instruction in any source it drew on - is not lifted by the model
    # either: its weights read "unasked, after untrusted output" as an injection, which bookkeeping is)
    srcs = [x for x in (value_src if value_hit is not None else None, ctx) if x is not None and x >= 0]
    if model and not (level < HIGH and srcs and all(quiet_record_note(s, i, x) for x in srcs)):
        level = _weigh(s, i, flow, level, reasons)
    if asked is not None:
        reasons.append("asked for by the task" if asked else "not asked for by the task")
    return level, reasons


_action_risk: Any = None  # orchtrace.audit.risk.action_risk, once imported (an import statement per call
# cost as much as a third of the lookup it guards)


def _weigh(s: Any, i: int, flow: dict[str, Any], level: int, reasons: list[str]) -> int:
    """The evidence model's verdict on the table's ``level``: at or above its operating point the
    call is at least high (critical stays critical); below it, at most medium.  The reason that
    decided comes first, naming the evidence that weighed most."""
    global _action_risk
    if _action_risk is None:  # imported on first use (.risk imports this module)
        from .risk import action_risk

        _action_risk = action_risk
    got = _action_risk(s, i, flow)
    if got is None:
        return level
    p, thr, feats, m = got
    if p >= thr:
        if level < HIGH:
            why = "; ".join(m.strongest(feats)) or "the evidence together"
            reasons.insert(0, f"the evidence weighs as an injected action (risk {p:.2f} >= {thr:.2f}): {why}")
            return HIGH
        return level
    if level > MEDIUM:
        why = "; ".join(m.strongest(feats, sign=-1)) or "the evidence together"
        reasons.insert(0, f"the evidence weighs below an injected action (risk {p:.2f} < {thr:.2f}): {why}")
        return MEDIUM
    return level


def offset_for(s: Any, rule: Any, level: int) -> int:
    """Offset from the rule's configured severity that lands on ``level`` when the rule keeps
    its default severity (re-levelled rules move by the same amount)."""
    return level - _LEVEL[rule.default_severity]
