"""Run-level intent contrasts the evidence model weighs (mixed into
:class:`orchtrace.audit.sweep.Sweep`): was an action asked for *less* than another action of the
same run?  A gullible agent does what it was asked and what a note in the content asked; the
trace then holds the task's action, which the intent check matched, beside an extra one it did
not (or matched only loosely).  Only for a task that asks for one thing (``task_compound``,
:func:`orchtrace.intent.compound_request`): in a two-request task the lexicon may have read one
request and missed the other.  And the other way round, for any task: the steps of one honest
job act on one case, so a key value two actions of different tools share is the case's own
(:meth:`IntentContrastMixin.shared_key_args`, read by ``key_accounted``).  Each query is
O(actions) once per trace, then O(1)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..bookkeeping import annotation, records_asked_effect
from ..intent import asked_by_object_only, named_by_task, named_words, tool_verb


class IntentContrastMixin:
    """Intent contrasts between the actions of one run (state on the sweep: ``task_effects``,
    ``task_compound``, ``trusted_hashes``; ``asked`` and ``is_action`` from the sweep)."""

    events: list[Mapping[str, Any]]
    types: list[str]
    n: int
    engine: Any
    trusted_hashes: set[int]
    task_effects: set[str]
    task_compound: bool
    task_several: bool
    _asked_any: bool | None
    _named_counts: dict[str, int] | None
    _key_value_tools: dict[int, set[str]] | None
    _object_cache: dict[tuple[str, str | None], bool]

    if TYPE_CHECKING:  # (provided by FlowMixin and Sweep)
        def asked(self, i: int) -> bool | None: ...

        def plain_beside_suspect(self, i: int) -> bool: ...

        def is_action(self, i: int) -> bool: ...

        def _key_hashes(self, k: int) -> list[tuple[str, int]]: ...

        def tool_key(self, i: int) -> tuple[str, str | None]: ...

    def task_defers(self) -> bool:
        """Does the task defer to content ("do what the note says", "deal with Malcolm's e-mail")
        or name an action the lexicon cannot place (``pointer`` / ``other``)?  Then neither what
        it asked for nor how many is known from its words."""
        eff = self.task_effects
        return "pointer" in eff or "other" in eff

    def asked_beside(self, i: int) -> bool:
        """Was action ``i`` *not* asked for (``asked`` False or unknown) while the trusted task
        did ask for another action this run makes?  The intent lexicon reads a task imperfectly:
        when it matches none of a run's actions, "not asked for" may be its own misreading ("log
        the passes" / ``record_training_completion``); when it matched the run's other action,
        it understood the task, and this one is an extra the task never mentioned (the agent did
        what it was asked *and* something else).  Only for a task that asks for one thing: in
        "cancel UC-1213 and text the guests" the lexicon may read "text" and miss "cancel"; nor
        for a task that defers to content ("do what the note says") or names an action the
        lexicon cannot place.  O(actions) once per trace, then O(1)."""
        if self.task_compound or self.task_defers() or self.asked(i) is True:
            return False
        got = self._asked_any
        if got is None:
            got = self._asked_any = any(self.types[k] == "tool_call" and self.is_action(k) and self.asked(k) is True
                                        for k in range(self.n))
        return got

    def asked_once(self, i: int) -> bool:
        """Did the task ask for *one* action of action ``i``'s kind - not several ("pay the three
        invoices": ``task_several``, :mod:`orchtrace.request_count`), not whatever some content
        says ("deal with Malcolm's e-mail")?  Read beside ``asked_repeat`` (the run calls the tool
        at two aims): a request for one thing carried out twice.  Not for the call aimed at plain
        values while the other call takes a value from an instruction-like passage: that one is
        the task's own.  O(1) after the per-tool passes."""
        if self.task_several or self.task_defers():
            return False
        return not self.plain_beside_suspect(i)

    def loosely_asked_beside(self, i: int) -> bool:
        """Was action ``i`` asked for only loosely (its effect class or verb: "change the due
        date" for ``change_credit_limit``) while the task names the *object* of another tool this
        run calls (``change_due_date``)?  Then the task is about that tool; this one shares its
        kind of effect, not its subject.  Only for a task that asks for one thing ("cancel the
        booking and refund the deposit" names one object and asks for both).  O(actions) once
        per trace, then O(1)."""
        if self.task_compound or self.asked(i) is not True or self.records_asked(i):  # (see asked_beside)
            return False
        tool = str(self.events[i].get("tool") or "")
        cache = self.engine.effects_cache
        if named_by_task(tool, self.trusted_hashes, cache) is not False:
            return False
        # (this tool names none of its words: any tool with a named word is another one)
        return any(self._tool_named_counts().values())

    def asked_by_object(self, i: int) -> bool:
        """Was action ``i`` asked for only by the task naming what it acts on, not what it does
        (:func:`orchtrace.intent.asked_by_object_only`)?  One verdict per tool."""
        key = self.tool_key(i)
        cache = self._object_cache
        if key not in cache:
            cache[key] = asked_by_object_only(*key, self.task_effects, self.trusted_hashes, self.engine.effects_cache)
        return cache[key]

    def records_asked(self, i: int) -> bool:
        """Is action ``i``'s tool bookkeeping beside the task's action: it records as done an
        effect the task asked for (``mark_batch_paid`` after "pay the cleaners"), or it is a note
        on a record (``add_booking_note`` beside ``book_party``), :mod:`orchtrace.bookkeeping`?
        It shares the case's words by nature, not as a tool the task is only loosely about."""
        verb, rest = tool_verb(str(self.events[i].get("tool") or ""))
        return records_asked_effect(verb, rest, self.task_effects) or annotation(verb, rest)

    def outnamed_beside(self, i: int) -> bool:
        """Was action ``i`` asked for, while the task names more words of another action tool's
        name than of this one's ("share the client's progress report": ``share_progress_report``
        3, ``reassign_client`` 1)?  Its "asked" rests on a word the task shares with the tool the
        task is about.  One-request tasks only (see :meth:`asked_beside`).  O(actions) once per
        trace, then O(1) per tool."""
        if self.task_compound or self.asked(i) is not True or self.records_asked(i):
            return False
        cache = self.engine.effects_cache
        mine = named_words(str(self.events[i].get("tool") or ""), self.trusted_hashes, cache)
        if mine is None:
            return False
        return max(self._tool_named_counts().values(), default=0) > mine

    def shared_key_args(self, i: int) -> set[str]:
        """The key arguments of action ``i`` carrying a value (not one the trusted task named)
        that a key argument of an action of *another* tool in this run also carries.  The steps of
        one job act on one case: the refund and the note on the same account, the transfer and
        the certificate of the same animal; an injected action aims at what its instruction
        names.  O(action arguments' hashes) once per trace, then O(hashes of ``i``)."""
        index = self._key_value_tools
        if index is None:
            index = self._key_value_tools = {}
            trusted = self.trusted_hashes
            for k in range(self.n):
                if self.types[k] == "tool_call" and self.is_action(k):
                    tool = str(self.events[k].get("tool") or "")
                    for _arg, h in self._key_hashes(k):
                        if h not in trusted:
                            index.setdefault(h, set()).add(tool)
        return {arg for arg, h in self._key_hashes(i) if len(index.get(h, ())) > 1}

    def _tool_named_counts(self) -> dict[str, int]:
        """Each action tool of the run -> how many words of its name the task names (0 when it
        cannot tell).  One pass over the trace's actions, on first use."""
        got = self._named_counts
        if got is None:
            cache = self.engine.effects_cache
            got = self._named_counts = {}
            for k in range(self.n):
                if self.types[k] == "tool_call" and self.is_action(k):
                    t = str(self.events[k].get("tool") or "")
                    if t not in got:
                        got[t] = named_words(t, self.trusted_hashes, cache) or 0
        return got
