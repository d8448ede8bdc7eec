"""Effect classes: what an action does, and which effects the trusted task asked for.

Intent alignment asks of each sensitive action: *was this kind of action asked for by trusted
input* (the user's request, the system prompt, the root agent's input), or did it first appear
in untrusted content?  Both sides are reduced to coarse **effect classes** (``communicate``,
``pay``, ``delete``, ``share``, ``credentials``, ``schedule``, ``book``, ``publish``, ``execute``,
``control``, ``write``, ``purchase``, ``fetch``):

* at capture time, the words of the trusted task are mapped to the classes they name
  (:func:`effects_of_text`; only the class names are recorded, never the words);
* at audit time, the tool's name (and description, when the trace has it) is mapped the same
  way (:func:`effects_of_tool`).

The tool name's *structure* comes first (:func:`asked_by_task`): a snake/kebab name's first word
is its verb (``scale_service`` -> "scale"; ``get_``/``list_``/``read_``... are reads), and a task
that names the verb (keyed word hashes), the effect class, or - unless it only asks for
information - the object asked for the action; one that names none of them did not, whether or
not the lexicon knows the tool.
When the verb alone names an effect that deletes, pays, buys or touches credentials
(:data:`UNENTAILED`: ``cancel_``, ``refund_``), the verb decides even when the task names the
tool's object ("book the tee time" did not ask for ``cancel_tee_times``); any other verb may be
what the task's own words stand for ("lock in the movers" / ``book_movers``).
An action whose classes are all absent from the trusted task was not asked for.  A tool whose
name maps to no class is *unknown* (the check is neutral).  The lexicon is small and
deliberately coarse: it decides "did the user ask for an e-mail to be sent at all", not "to
whom"; who and what is the value-level check's job.
"""

from __future__ import annotations

import functools
import re

from .argkinds import is_free_text_arg
from .bookkeeping import annotation, records_asked_effect
from .effect_lexicon import _TOOL_PATTERNS, EFFECTS, TOOL_EFFECTS, name_words

# (the task's own words are read in orchtrace.task_text; its names are this module's API too)
from .task_text import COMPOUND, INFORMATION, compound_request, effects_of_text

__all__ = ["COMPOUND", "EFFECTS", "INFORMATION", "TOOL_EFFECTS", "asked_by_task", "asked_for", "compound_request",
           "effects_of_text", "effects_of_tool",
           "is_free_text_arg", "is_read_tool", "named_by_task", "tool_verb", "tool_words", "verb_effect"]


def tool_words(name: str) -> str:
    """``GmailSendEmail`` / ``send_money`` / ``slack.invite-user`` -> ``gmail send email`` ..."""
    return " ".join(name_words(name))


_RECORD_ORDER = re.compile(r"\b(work|change|job|service)\s+orders?\b")


def effects_of_tool(name: str, description: str | None = None) -> list[str]:
    """Effect classes of a tool from its name (and description), most specific first; empty
    when nothing in the lexicon matches (unknown)."""
    verb_cls = verb_effect(tool_verb(name or "")[0])
    if verb_cls is not None:
        # the verb says what the tool does: "schedule_installation" schedules, it installs nothing
        return [verb_cls]
    # a "work order" / "change order" is a maintenance or project record, not a purchase
    words = _RECORD_ORDER.sub(r"\1 ticket", tool_words(name or ""))
    found = [cls for cls, pat in _TOOL_PATTERNS if pat.search(words)]
    if not found and description:
        found = [cls for cls, pat in _TOOL_PATTERNS if pat.search(description[:1024].lower())]
    # "write"/"fetch" are generic: they only count when nothing more specific matched
    specific = [c for c in found if c not in ("write", "fetch")]
    return specific or found


GENERIC = frozenset({"write", "fetch"})
# effects no generic request ("update ...", "set up ...", "sort out ...") stands for: the task must
# name them (or delegate outright)
UNENTAILED = frozenset({"delete", "pay", "purchase", "credentials"})


def asked_for(tool_effects: list[str], task_effects: set[str] | frozenset[str],
              named: bool | None = None) -> bool | None:
    """Was an action of these classes asked for by a task naming ``task_effects``?  ``None``:
    unknown (no trusted task recorded, or a tool the lexicon does not know while the task asks
    for some effect).  A task that only asks for information (``fetch``: a question, "find",
    "summarise", "navigate to ...") asked for no action with an effect: a sensitive tool is
    then not asked for even when its name maps to no class (``IndoorRobotGoToRoom``)."""
    if not task_effects:
        return None
    if not tool_effects:
        if task_effects <= INFORMATION:
            return False
        # a tool the lexicon does not know: unasked when the task's own words do not name it
        return False if named is False and "other" not in task_effects else None
    if any(c in task_effects for c in tool_effects):
        return True
    if "other" in task_effects or any(r in task_effects for c in tool_effects for r in RELATED.get(c, ())):
        return None  # the task asks for something the lexicon cannot name, or a neighbouring effect
    if all(c in GENERIC for c in tool_effects) and not task_effects <= INFORMATION:
        # "record the grade" vs set_grade: a generic write is too coarse to call unasked, unless
        # the task's own words name none of the tool's words either
        return False if named is False else None
    return False


# effects one kind of action can stand for ("send my results to the specialist" done by sharing
# the record; "order" done by paying): neither asked for nor not asked for
RELATED: dict[str, tuple[str, ...]] = {
    "communicate": ("share",), "share": ("communicate",), "pay": ("purchase",), "purchase": ("pay",),
    "book": ("schedule", "purchase"), "schedule": ("book",),
    # an order is delivered: a delivery under "put the lunch order through" is neither asked for
    # nor not asked for
    "ship": ("purchase",),
}


# words of a tool's name that say nothing about what it acts on
_GENERIC_TOOL_WORDS = frozenset("""
get set add create update make do run use call new all the to of for from by with and or tool tools api data info
item items list lists record records entry entries object objects value values field fields by id ids one my me
account accounts
""".split())


# verbs that make a tool a read (``get_balance``, ``list_files``, ``search_emails``): whatever
# its name's object, such a tool reports, it does not act
READ_VERBS = frozenset("""
get list read search fetch check find view show query lookup look retrieve download describe browse count load
open inspect peek poll watch scan preview print display see
""".split())


def tool_verb(name: str) -> tuple[str | None, list[str]]:
    """(verb, other words) of a tool's name by its structure: the first word of a snake/kebab
    name's last dotted part (``slack.invite_user`` -> ``invite``); ``None`` for a CamelCase name
    (``GmailSendEmail``: the verb is not first, every word may be it)."""
    last = (name or "").rsplit(".", 1)[-1].rsplit("/", 1)[-1]
    if not last:
        return None, []
    words = tool_words(last).split()
    if not words:
        return None, []
    if "_" in last or "-" in last or last.islower():
        return words[0], words[1:]
    return None, words


@functools.lru_cache(maxsize=4096)
def verb_effect(verb: str | None) -> str | None:
    """The specific effect class a tool name's verb alone names (``cancel`` -> ``delete``,
    ``refund`` -> ``pay``, ``grant`` -> ``share``), from the tool table; ``None`` for a generic
    verb (``update``, ``get``), an unknown one (``apply``, ``issue``) or no verb."""
    if not verb:
        return None
    found = [cls for cls, pat in _TOOL_PATTERNS if pat.search(verb)]
    specific = [c for c in found if c not in GENERIC]
    return specific[0] if len(specific) == 1 else None


def is_read_tool(name: str) -> bool:
    """Is ``name`` a read by its structure (``get_``/``list_``/``read_``/``search_``/...)?"""
    verb, _ = tool_verb(name)
    return verb in READ_VERBS


# words a user names a tool's object by when the tool's name uses another ("guest left a bag" for
# ``forward_luggage``, "yes to the Sunday pickup" for ``schedule_laundry_collection``, "the bill"
# for ``pay_invoice``): the task names what the tool acts on, in its own words.  Both ways round;
# only everyday nouns of one thing, never a word of another kind of effect
_OBJECT_SYNONYMS: tuple[tuple[str, ...], ...] = (
    ("luggage", "baggage", "bag", "holdall", "suitcase"), ("collection", "pickup", "pick-up"),
    ("parcel", "package"), ("invoice", "bill"), ("quote", "quotation", "estimate"),
    ("reservation", "booking"), ("registration", "enrolment", "enrollment", "signup", "sign-up"),
    ("subscription", "membership"), ("fob", "keyfob"), ("expense", "expenses", "receipts"),
    ("rota", "roster"), ("consignment", "shipment"),
)
_SYNONYMS: dict[str, tuple[str, ...]] = {w: tuple(x for x in g if x != w) for g in _OBJECT_SYNONYMS for w in g}


def _name_word_hashes(tool: str, trusted_hashes: set[int] | frozenset[int], cache: dict | None,
                      verb_only: bool) -> list | None:
    """The term hashes of each specific word of ``tool``'s name (or of its verb alone), cached per
    tool; ``None`` when the task cannot be compared: none recorded, one hashed with another
    deployment key (:func:`orchtrace.fingerprint.key_check_hash`), or no specific word."""
    from .fingerprint import key_check_hash, term_hashes

    if not trusted_hashes or key_check_hash() not in trusted_hashes:
        return None
    ck = ("named", tool, verb_only)
    if cache is not None and ck in cache:
        words = cache[ck]
    else:
        if verb_only:
            verb, _rest = tool_verb(tool)
            words = [verb] if verb and len(verb) >= 3 else []
        else:
            words = [w for w in tool_words(tool).split() if len(w) >= 3 and w not in _GENERIC_TOOL_WORDS]
        words = [term_hashes(w) + [h for syn in _SYNONYMS.get(w, ()) for h in term_hashes(syn)] for w in words]
        if cache is not None:
            cache[ck] = words
    return words or None


def named_by_task(tool: str, trusted_hashes: set[int] | frozenset[int], cache: dict | None = None,
                  verb_only: bool = False) -> bool | None:
    """Does the trusted task name what tool ``tool`` acts on (a specific word of its name, or an
    inflection: ``reroute_truck`` / "reroute the truck", ``mark_delivered`` / "mark as
    delivered")?  ``None`` when it cannot tell: no task recorded, a task hashed with another
    deployment key (:func:`orchtrace.fingerprint.key_check_hash`), or a name with no specific word.
    Only keyed hashes are compared: the task's words are never in the trace."""
    words = _name_word_hashes(tool, trusted_hashes, cache, verb_only)
    if words is None:
        return None
    return any(h in trusted_hashes for forms in words for h in forms)


def named_words(tool: str, trusted_hashes: set[int] | frozenset[int], cache: dict | None = None) -> int | None:
    """How many specific words of tool ``tool``'s name (its verb included) the trusted task
    names: ``share_progress_report`` for "share the client's progress report" names 3,
    ``reassign_client`` 1.  ``None`` when it cannot tell (see :func:`named_by_task`)."""
    words = _name_word_hashes(tool, trusted_hashes, cache, False)
    if words is None:
        return None
    return sum(1 for forms in words if any(h in trusted_hashes for h in forms))


def asked_by_task(tool: str, description: str | None, task_effects: set[str] | frozenset[str],
                  trusted_hashes: set[int] | frozenset[int], cache: dict) -> bool | None:
    """Intent alignment for one sensitive action (see :func:`_asked_by_task`).  A note on a record
    (:func:`orchtrace.bookkeeping.annotation`) whose object the lexicon reads as an effect
    (``add_order_note``: "order", a purchase) is neither asked for nor not when the task asks for
    some other action: a note on an order is no purchase.  A note whose name names no effect
    (``add_job_note``) keeps its verdict: an unasked note the content asks for is what an injected
    one looks like."""
    got = _asked_by_task(tool, description, task_effects, trusted_hashes, cache)
    if got is False and annotation(*tool_verb(tool)):
        effects = frozenset(task_effects) - {"pointer"}
        if effects and not effects <= INFORMATION and _cached_effects(tool, description, cache):
            return None
    return got


def _cached_effects(tool: str, description: str | None, cache: dict) -> list[str]:
    """:func:`effects_of_tool`, once per (tool, description) in the audit's ``cache``."""
    key = ("effects", tool, description)
    eff = cache.get(key)
    if eff is None:
        eff = cache[key] = effects_of_tool(tool, description)
    return eff


def _asked_by_task(tool: str, description: str | None, task_effects: set[str] | frozenset[str],
                   trusted_hashes: set[int] | frozenset[int], cache: dict) -> bool | None:
    """Intent alignment for one sensitive action: ``True`` when the trusted task names the tool's
    verb (``scale_service`` / "scale ..."), its effect class (the lexicon), or - for a task that
    asks for some action - the object it acts on (``reroute_truck`` / "the truck");
    ``None`` (unknown) for delegation ("handle ...", "do what the note says"), neighbouring
    effects, a read tool by its name's structure (``get_``/``list_``/...) or no usable task;
    ``False`` otherwise: the task names neither what the tool does nor what it acts on."""
    verb, rest = tool_verb(tool)
    points = "pointer" in task_effects
    if points:
        task_effects = frozenset(task_effects) - {"pointer"}
    if records_asked_effect(verb, rest, task_effects):
        return True  # "mark_batch_paid" after "pay the cleaners": the payment's own bookkeeping
    if verb is not None and named_by_task(tool, trusted_hashes, cache, verb_only=True):
        return True
    named = named_by_task(tool, trusted_hashes, cache)
    info_only = bool(task_effects) and task_effects <= INFORMATION
    # the name's verb says what the tool does ("cancel_tee_times" is a deletion, whatever it
    # deletes): a task that names the object but not that effect ("book the tee time", "update the
    # wedding's headcount") did not ask for it when it deletes, pays, buys or touches credentials.
    # Any other verb may be what the task's words stand for ("lock in the movers" / book_movers,
    # "set up the test drive" / schedule_test_drive): on fresh rounds, letting every specific verb
    # decide cost more false alarms than it caught attacks
    verb_cls = verb_effect(verb)
    verb_decides = verb_cls in UNENTAILED
    if named and not info_only and not verb_decides:
        return True  # the task names what the tool acts on ("reroute the truck" / reroute_truck)
    if not task_effects:
        return False if named is False else None
    if verb_decides:
        return asked_for([verb_cls], task_effects, named=False)
    eff = _cached_effects(tool, description, cache)
    got = asked_for(eff, task_effects, named=False if named is False or info_only else named)
    if got is False and verb in READ_VERBS and not info_only:
        return None  # a read marked sensitive: no effect the task could have named
    if got is False and points and not eff:
        return None  # a tool the lexicon cannot place, for a task that defers to the content it names
    return got


def asked_by_object_only(tool: str, description: str | None, task_effects: set[str] | frozenset[str],
                         trusted_hashes: set[int] | frozenset[int], cache: dict) -> bool:
    """Is a ``True`` verdict of :func:`asked_by_task` resting only on the task naming what the
    tool acts on - not its verb, not its kind of effect ("a pass holder changed bank; update their
    renewal payment" for ``issue_season_pass``: "pass")?  Weaker evidence of a request than a
    named verb or effect: the task may name the object because it is the case's subject, while
    an injected action on that object is something else done to it.  ``False`` whenever the
    verdict is not ``True``."""
    if asked_by_task(tool, description, task_effects, trusted_hashes, cache) is not True:
        return False
    verb, rest = tool_verb(tool)
    if verb is not None and named_by_task(tool, trusted_hashes, cache, verb_only=True):
        return False
    effects = frozenset(task_effects) - {"pointer"}
    if records_asked_effect(verb, rest, effects):
        return False  # the verdict rests on the effect recorded as done
    eff = _cached_effects(tool, description, cache)
    return not any(c in effects for c in eff)
