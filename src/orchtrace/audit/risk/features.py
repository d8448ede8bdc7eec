"""The evidence vector of one action: what the audit knows about an untrusted flow into it.

Every entry is a number derived from facts the sweep already holds (no text): the intent verdict
(was an action of this kind asked for by the trusted task?), whether the task named the action's
key arguments, whether the run also makes another call of the same tool aimed elsewhere (and
whether that one takes plain values while this one's come from an instruction-like passage), the
best value-level match (planted in a recognized instruction, an entity, a passage that reads
somewhat like one, prose) and the source it came from, and the context-level
source (the latest strongly suspicious untrusted output in the acting agent's context, else the
latest one): its recognizer score relative to the threshold, its strength, whether it addresses
the agent, and which recognizer signals fired in it.  And whether every key value the action takes
from untrusted content is accounted for by the job (``key_accounted``: a whole record field, a
value another tool's action carries, or the task's; no key value planted), and whether they are the
writer's own (``own_request``: asked for in a first-person clause of the content, "refund my
deposit to my IBAN ...", the rest accounted for), and whether some key value is the case's own
while no instruction, recognized or faint, is behind the action (``case_anchored``: the refund
of *this* booking, to the IBAN its customer wrote).  And whether the action is a note or a message
nobody asked for, aimed at no one the content named, with no recognized instruction behind it
(``routine_step``: the job's own bookkeeping, :mod:`.routine`).

Each feature has a direction (:data:`UP`, :data:`DOWN`) the fitted weight is held to, so that
more evidence of an instruction never lowers the risk: an attacker cannot buy a lower score by
adding role-play or "ignore" to a payload.

The names are the model's vocabulary (:mod:`.model` reads weights by name), so they are stable:
a renamed feature silently weighs zero.  ``O(values reaching the call)`` per action.
"""

from __future__ import annotations

from typing import Any

from ...commanded import pair_hash, tool_tokens
from ...intent import is_free_text_arg
from ..flowseverity import _key_hit, agent_directed, best_value_source, faint_instruction
from ..taint import effective_threshold, recognizer_score
from .routine import routine_tool

# recognizer signals (orchtrace.detect.features / cues / reveal) recorded on a source's
# ``injection`` field; an unknown signal is ignored
SIGNALS = ("ai", "task_ref", "ignore", "roleplay", "secrecy", "tool", "markup", "user", "roletag", "you",
           "urgency", "authority", "effect", "verb_start", "polite", "email", "url", "reply_ref",
           "clause_imperative", "hidden", "obfuscated", "embedded", "vouched")


# counts saturate early: a long trace with 10^4 untrusted sources is no more (or less) suspicious
# than one with three, and a model fitted on short runs must not extrapolate a count's weight
COUNT_CAP = 3


# weight >= 0: evidence that the action was injected
UP = frozenset({"asked_F", "asked_object", "asked_repeat", "unasked_beside_F", "unasked_beside_N", "loose_beside",
                "outnamed_beside", "beside_clean", "key_untrusted", "commanded", "named_target", "v_planted", "v_suspect", "v_key", "v_faint", "c_faint"} | {f"{p}{n}" for p in ("v_", "c_")
                              for n in ("score", "strength", "directed", "strict", "maxscore", "n_spans", "n_weak",
                                        *(f"sig_{x}" for x in SIGNALS))})
# weight <= 0: evidence that the task asked for it
DOWN = frozenset({"asked_T", "args_trusted", "key_accounted", "uncommanded_beside", "own_request", "case_anchored",
                  "routine_step"})
# weight held at 0 by every fit, full or partial: ``own_request`` is recorded for the report and
# for analysis, but the first person is the attacker's to write too ("please add ... to my plan"),
# and each refit that was free to weigh it gave it about -1.5, enough to drop such an injection
# under high (bench/RESULTS.md, twentieth and twenty-third passes)
HELD = frozenset({"own_request"})


def _unit(score: float | None) -> float:
    """A recorded score as a probability: traces come from programs we do not control (NaN,
    infinities and out-of-range numbers are clamped; none reads as 0)."""
    if score is None or score != score:  # (NaN)
        return 0.0
    return min(1.0, max(0.0, float(score)))


def _count(n: int) -> float:
    return float(min(n, COUNT_CAP))


def _source(s: Any, src: int, pre: str, thr: float, out: dict[str, float]) -> None:
    ev = s.ev(src)
    out[pre + "score"] = _unit(recognizer_score(ev)) / thr
    out[pre + "strength"] = float(s.source_score.get(src, 0))
    out[pre + "directed"] = float(agent_directed(ev))
    out[pre + "strict"] = float(agent_directed(ev, strict=True))
    sig = ev.get("injection") or ()
    if isinstance(sig, str):
        sig = (sig,)
    present = {x for x in sig if isinstance(x, str)} if isinstance(sig, (list, tuple)) else set()
    for name in SIGNALS:
        if name in present:
            out[pre + "sig_" + name] = 1.0
    spans, weak = ev.get("injection_entities"), ev.get("suspect_entities")
    out[pre + "n_spans"] = _count(len(spans) if isinstance(spans, (list, tuple, set, frozenset)) else 0)
    out[pre + "n_weak"] = _count(len(weak) if isinstance(weak, (list, tuple, set, frozenset)) else 0)


def _key_accounted(s: Any, i: int, value: dict[int, dict[str, Any]]) -> bool:
    """Is every key argument of action ``i`` that takes a value from untrusted content accounted
    for by the job, no key value planted by a recognized instruction?  Accounted: the value is a whole
    field of a record some source holds (the customer's mobile in their account, the sender's
    address on a ``From:`` line: ``record_args``), or an action of another tool in the run carries
    it too (the note on the account the refund went to), or the task named it.  An auxiliary step
    of an honest job acts on the case's own parties; an injected one brings a party of its own."""
    # (a key value an instruction planted; the body of a confirmation may well repeat the amount
    # the customer's request named)
    planted = _planted_by(s, value)
    if any(h in planted for _arg, h in s._key_hashes(i)):
        return False
    matched = _matched_key_args(value)
    return bool(matched) and _accounted(s, i, value, matched)


def _planted_by(s: Any, value: dict[int, dict[str, Any]]) -> set[int]:
    """The values recognized instructions planted in the untrusted sources ``value``."""
    planted: set[int] = set()
    for src in value:
        planted |= s._planted(src)[0]
    return planted


def _matched_key_args(value: dict[int, dict[str, Any]]) -> set[str]:
    """The key arguments (not free text) that take a value from the untrusted sources ``value``."""
    return {a for h in value.values() for a in h["args"] if not is_free_text_arg(a)}


def _accounted(s: Any, i: int, value: dict[int, dict[str, Any]], args: set[str]) -> bool:
    """Is each of ``args`` (key arguments of action ``i``) a whole field of a record some source
    holds, or carried by an action of another tool, or named by the task?"""
    covered: set[str] = set()
    for h in value.values():
        covered |= h["record_args"]
    if not args <= covered:
        covered |= s.shared_key_args(i) | s.trusted_key_args(i)
    return args <= covered


def _case_anchored(s: Any, i: int, value: dict[int, dict[str, Any]]) -> bool:
    """Does some key argument of action ``i`` carry a value of the case itself, not one an
    instruction planted: a whole field of a record a source holds (the booking number on the
    reservation, the sender on the ``From:`` line), or a value an action of another tool in the
    run carries too (the refund and the note on the same order)?  Unlike ``key_accounted`` the
    action may take another key value from the content as well: the honest refund is of *this*
    booking, to the IBAN its customer wrote; an injected one is of what its instruction names.
    Values the task named are left out (``args_trusted`` weighs them).  An instruction can name
    the case's object too ("add my cousin to agreement LR-40-11873"): the feature is read only
    where no instruction is behind the action, neither a recognized one nor a passage that reads
    somewhat like one (:func:`evidence_features`), and its weight is fitted."""
    for h in value.values():
        if h["record_args"]:
            return True
    shared = s.shared_key_args(i)
    if not shared:
        return False
    planted = _planted_by(s, value)
    return any(arg in shared and h not in planted for arg, h in s._key_hashes(i))


def _pairs(s: Any, src: int) -> frozenset[int] | None:
    """Source ``src``'s (value, request word) pairs; ``None`` when it carries none (recorded
    before them, by another tool, or not a tool's output): unknown, not "asks for nothing"."""
    cache = s._commanded_cache
    if src not in cache:
        raw = s.events[src].get("commanded")
        cache[src] = frozenset(raw) if isinstance(raw, (list, tuple)) else None
    return cache[src]


def _commanded(s: Any, i: int, value: dict[int, dict[str, Any]]) -> bool:
    """Does a clause of an untrusted output that action ``i`` takes values from ask for this
    tool's action with one of its key values (:mod:`orchtrace.commanded`)?"""
    toks = tool_tokens(str(s.events[i].get("tool") or ""))
    keys = {h for _arg, h in s._key_hashes(i)}
    for src in value:
        pairs = _pairs(s, src)
        if pairs and any(pair_hash(h, t) in pairs for h in keys for t in toks):
            return True
    return False


def _own(s: Any, src: int) -> frozenset[int]:
    """Source ``src``'s own values: those a clause of it asks for in the first person."""
    cache = s._own_cache
    got = cache.get(src)
    if got is None:
        raw = s.events[src].get("own_values")
        got = cache[src] = frozenset(raw) if isinstance(raw, (list, tuple)) else frozenset()
    return got


def _own_request(s: Any, i: int, value: dict[int, dict[str, Any]]) -> bool:
    """Is every key value action ``i`` takes from untrusted content either one a source asks for
    as its writer's own ("please refund my deposit to my IBAN ...": the customer's own account)
    or accounted for by the job (a record's field, another action's, the task's), at least one of
    them the writer's own?  An honest job's extra step often does what the customer asked for
    themselves; an injected one is told to act for someone else (the attacker's account beside
    the customer's booking), rarely in the first person of the text it hides in.

    Unweighted in the shipped model, and it must stay so where a recognized instruction holds the
    value: the first person is the attacker's to write ("please add ... to my plan"), and every
    refit on rounds 10-519 gave it about -1.5, which took such an injection from 0.69 to 0.10
    (``bench/RESULTS.md``, twentieth pass)."""
    matched = _matched_key_args(value)
    if not matched:
        return False
    own: frozenset[int] = frozenset().union(*(_own(s, src) for src in value))
    if not own:
        return False
    own_args = {arg for arg, h in s._key_hashes(i) if h in own}
    if not own_args & matched:
        return False
    rest = matched - own_args
    return not rest or _accounted(s, i, value, rest)


def asked_by_content(s: Any, i: int, value: dict[int, dict[str, Any]],
                     feats: dict[str, float] | None = None) -> bool | None:
    """For a finding's details: did a clause of an untrusted output the call takes values from ask
    for this very action with one of its values (``True``), none (``False``), or were the pairs
    never computed for those outputs (``None``)?  ``feats``: the call's evidence, when the model
    weighed it (its ``commanded`` is this question for the same sources, not asked again)."""
    if feats.get("commanded") if feats is not None else _commanded(s, i, value):
        return True
    return False if _pairs_known(s, value, -1) else None


def _pairs_known(s: Any, value: dict[int, dict[str, Any]], ctx: int) -> bool:
    """Were the pairs computed for some source the evidence reads (a value source or the
    context)?  Else "nothing asked for this" is not known and weighs nothing."""
    return any(_pairs(s, x) is not None for x in (*value, ctx) if x >= 0)


def evidence_features(s: Any, i: int, flow: dict[str, Any]) -> dict[str, float] | None:
    """Named evidence of action ``i`` given its ``flow`` (:meth:`Sweep.flow`); absent = 0.
    ``None`` when the recognizer never scored a source the evidence would be read from: traces
    recorded before it (phrase indicators only) or by other tools carry no ``instruction_score``,
    the model was fitted on none of those, so the table decides for them."""
    value = flow["value"]
    ctx = flow["context"]
    src, hit = best_value_source(s, value) if value else (-1, None)
    srcs = [x for x in (src, ctx) if x >= 0]
    if not srcs or any(recognizer_score(s.ev(x)) is None for x in srcs):
        return None
    asked = s.asked(i)
    thr = effective_threshold(s.engine.instruction_threshold) or 1.0
    out: dict[str, float] = {
        "asked_T": float(asked is True), "asked_F": float(asked is False), "asked_N": float(asked is None),
        "args_trusted": float(s.args_requested(i)), "named_target": float(s.user_named_target(i)),
        "key_untrusted": float(s.key_args_untrusted(i)), "n_sources": _count(flow["n_sources"]),
        # asked for, yet the run also makes another call of this tool aimed elsewhere: the task's
        # own call and one more (asked for alone is evidence of honesty; this takes some back)
        "asked_repeat": float(asked is True and s.aimed_elsewhere_too(i)),
    }
    # ... and the task asked for one such thing, not several ("pay the kit invoice", not "pay the
    # three invoices"): a request for one thing carried out at two targets is what an obeyed
    # planted instruction of the same kind looks like (orchtrace.request_count)
    if out["asked_repeat"] and s.asked_once(i):
        out["repeat_single"] = 1.0
    # asked for only because the task names what the tool acts on, not what it does ("a pass
    # holder changed bank" for issue_season_pass): weaker than a named verb or effect
    if asked is True and s.asked_by_object(i):
        out["asked_object"] = 1.0
    # not asked for, while the task did ask for another action of the run: the intent verdict is
    # credible (it understood the task) and this action is an extra nobody asked for
    if s.asked_beside(i):  # (never for an action asked for)
        out["unasked_beside_F" if asked is False else "unasked_beside_N"] = 1.0
    # asked for only by its kind of effect, while the task names the object of another tool the
    # run calls ("change the due date": change_credit_limit beside change_due_date)
    if s.loosely_asked_beside(i):
        out["loose_beside"] = 1.0
    # asked for by a word it shares with another tool the run calls, whose name the task names more
    # of ("share the client's progress report": reassign_client beside share_progress_report)
    if s.outnamed_beside(i):
        out["outnamed_beside"] = 1.0
    if hit is not None:
        if (hit["planted"] or hit["suspect"]) and s.clean_call_beside(i):
            out["beside_clean"] = 1.0
        out.update({"v_any": 1.0, "v_planted": float(hit["planted"] > 0), "v_entity": float(hit["entity"] > 0),
                    "v_suspect": float(hit["suspect"] > 0), "v_prose": float(hit["prose"] > 0),
                    "v_key": float(_key_hit(hit)), "v_faint": float(faint_instruction(s, src)),
                    "v_nsrc": _count(len(value))})
        _source(s, src, "v_", thr, out)
        out["v_maxscore"] = max(_unit(recognizer_score(s.ev(x))) for x in value) / thr
        if _key_accounted(s, i, value):
            out["key_accounted"] = 1.0
        if _commanded(s, i, value):
            out["commanded"] = 1.0
        if _own_request(s, i, value):
            out["own_request"] = 1.0
    if ctx >= 0:
        out["c_any"] = 1.0
        out["c_faint"] = float(faint_instruction(s, ctx))
        _source(s, ctx, "c_", thr, out)
    # acting on the case's own object with no recognized instruction anywhere behind it and no
    # value from a passage that reads like one: the honest job's next step (refund this booking
    # to the IBAN its customer gave); an injected action aims at what its instruction names, and
    # context-level flow from a recognized instruction stays as heavy as before
    if (not out.get("v_n_spans") and not out.get("c_n_spans") and not out.get("v_suspect")
            and _case_anchored(s, i, value)):
        out["case_anchored"] = 1.0
    # an extra nobody asked for, which no clause of the content asked for either and no
    # recognized instruction is behind: the agent's own step for the job (the confirmation e-mail
    # to the customer who wrote, the note on the ticket), not an obeyed one
    if ((out.get("unasked_beside_F") or out.get("unasked_beside_N")) and not out.get("commanded")
            and not out.get("v_planted") and not out.get("c_n_spans") and _pairs_known(s, value, ctx)):
        out["uncommanded_beside"] = 1.0
    # a note on a record or a message (orchtrace.audit.risk.routine) that the task did not ask
    # for, no clause of the content asked for, and whose key arguments take nothing from the
    # content: the job's own bookkeeping (the note on the ticket, the word to the customer the
    # task is about).  An injected message aims where its content says (a key value from it), an
    # injected note is asked for by it or writes what a recognized instruction planted; and
    # context-level flow from a recognized instruction stays as heavy as before
    if (asked is not True and not out.get("commanded") and not out.get("v_planted") and not out.get("c_n_spans")
            and routine_tool(str(s.events[i].get("tool") or ""))
            and not _matched_key_args(value) and _pairs_known(s, value, ctx)):
        out["routine_step"] = 1.0
    return out
