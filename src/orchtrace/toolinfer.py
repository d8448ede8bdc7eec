"""Flags of a framework tool nobody declared, inferred from its name (and description).

Zero-code instrumentation (LangGraph) sees tools its user never annotated.  Left at the
defaults (trusted, no effects), such a run gives the audit nothing to work with: a web page's
text steering the agent into ``send_money`` raises no finding at all.  So for a flag that neither
the tool's metadata nor :func:`orchtrace.mark_tool` declared, the tool's name decides, the way a
reviewer would read it:

* a tool that **reads** (``fetch_webpage``, ``search_web``, ``read_email``, ``get_transactions``,
  ``GmailReadEmail``: a read verb - see :data:`orchtrace.intent.READ_VERBS` - or a name that only
  fetches) or **consults** another agent (``ask_bid_comparator``, ``consult_legal_team``:
  :data:`CONSULT_VERBS`) brings outside content into the agent's context: **untrusted** output
  (the standard stance of the prompt-injection literature: tool outputs are third-party data);
* a tool whose name names an **effect** (send, pay, transfer, delete, share, invite, book, post,
  run, write/update ... - :func:`orchtrace.intent.effects_of_tool`) and is not a read is
  **sensitive**; one that runs code or commands also ``executes_code``;
* a read verb that is also an everyday verb of acting (open, load, check, delegate, list) reads
  only what one reads (``open_file``, ``load_webpage``, ``check_status``, ``list_orders``) and
  acts on anything else (``open_credit_account``, ``load_gift_card``, ``check_in_guest``,
  ``delegate_admin_rights``, ``list_painting_for_sale``: :data:`DUAL_READS`);
* anything else (``calculator``, ``lookup_synonym``-like helpers whose name says neither) keeps
  the defaults.

The inference is coarse by design and is recorded on the span
(``orchtrace.tool.flags_inferred``: which flags were inferred), so a report can tell a declared
flag from a guessed one.  Declare flags (``mark_tool`` or the tool's metadata) to override it;
``ORCHTRACE_INFER_TOOL_FLAGS=0`` or :func:`set_enabled` turns it off.
"""

from __future__ import annotations

import os
import threading

from .detect.lexicon import VERBS
from .intent import READ_VERBS, effects_of_tool, tool_verb, tool_words

__all__ = ["enabled", "infer", "set_enabled"]

# effect classes that change something outside the agent ("fetch" does not)
ACTION_CLASSES = frozenset({"communicate", "pay", "purchase", "delete", "share", "credentials", "schedule", "book",
                            "publish", "execute", "control", "write"})

# words that name a source of outside content even without a read verb (``wikipedia``,
# ``tavily_search_results_json``, ``web_browser``, ``arxiv``)
SOURCE_WORDS = frozenset("""
web www internet google bing duckduckgo ddg serp serpapi tavily brave wikipedia wiki arxiv pubmed news rss feed
reddit twitter tweets scrape scraper crawl crawler browser http https url urls webpage website page inbox
""".split())

_enabled = os.environ.get("ORCHTRACE_INFER_TOOL_FLAGS", "1").strip().lower() not in ("0", "false", "no", "off")
_cache: dict[tuple[str, str | None], dict[str, bool]] = {}
_lock = threading.Lock()
_CACHE_MAX = 4096


def set_enabled(on: bool) -> None:
    """Turn inference on or off for this process (the environment variable sets the default)."""
    global _enabled
    _enabled = bool(on)


def enabled() -> bool:
    return _enabled


def infer(name: str, description: str | None = None) -> dict[str, bool]:
    """The flags ``name`` implies: a subset of ``trusted`` (False), ``sensitive`` and
    ``executes_code`` (True); empty when the name says nothing (or inference is off)."""
    if not _enabled or not isinstance(name, str) or not name:
        return {}
    key = (name, description[:256] if isinstance(description, str) else None)
    hit = _cache.get(key)
    if hit is not None:
        return hit
    out = _infer(name, key[1])
    with _lock:
        if len(_cache) >= _CACHE_MAX:
            _cache.clear()
        _cache[key] = out
    return out


# verbs of tools that compute an answer from their arguments: no outside content, no effect
PURE_VERBS = frozenset("""
calculate calc compute convert translate summarize summarise multiply divide subtract sum add count format parse
validate analyze analyse classify extract estimate predict tokenize render compare sort filter rank score think
plan reflect evaluate solve round normalize normalise encode decode hash diff explain rewrite paraphrase spell
""".split())


# what a computing verb may take as its object and still only compute (``add_numbers``,
# ``add_days``, ``sum_values``); any other object makes it an act on a thing (``add_dependent``,
# ``add_group_member``, ``add_item_to_cart``: a record, a group, a basket is changed)
ARITHMETIC_OBJECTS = frozenset("""
number numbers num nums two three integer integers int ints float floats value values digit digits a b x y n
vector vectors matrix matrices fraction fractions day days hour hours minute minutes second seconds week weeks
month months year years time times date dates duration durations percent percentage percentages amount amounts
total totals list lists array arrays
""".split())
# a computing verb that is also the everyday verb of changing a record, a group or a list
WRITE_TOO = frozenset(("add",))


# verbs of a tool that consults another agent, team or person and brings back what it says
# (``ask_bid_comparator``, ``consult_legal_team``, ``delegate_to_writer``: a sub-agent exposed as
# a tool): its output is content the caller did not write, and the call itself changes nothing
CONSULT_VERBS = frozenset(("ask", "consult", "inquire", "enquire", "delegate"))


# words that say a tool runs code or queries a database: such a tool acts even when a read verb
# follows (``sql_db_query``), so no namespace is skipped for it
CODE_WORDS = frozenset(("sql", "shell", "python", "bash", "exec", "script", "repl", "code", "cmd", "command",
                        "terminal", "eval"))
# verbs that are as often the noun a tool's name opens with ("order", "issue", "message"): before
# a read verb that ends the name, the object the tool reads, not what it does
NOUN_TOO = frozenset(("order", "issue", "message", "email", "mail", "post", "transfer", "book", "record", "note",
                      "report", "request", "comment", "event", "schedule", "contact", "call", "charge", "credit",
                      "deposit", "refund", "reply", "review", "invite", "payment", "share", "release", "text"))
# read verbs that end a name as verbs, not nouns ("email_price_list", "post_meter_read" and
# "share_dashboard_view" act on a list, a reading, a view)
LAST_READS = frozenset(("get", "fetch", "retrieve", "lookup", "search", "find", "query", "describe", "browse"))
# read verbs that are no everyday verb of acting on a thing ("open", "load", "print", "check" are)
PLAIN_READS = frozenset(("get", "list", "read", "search", "fetch", "find", "query", "lookup", "retrieve", "view",
                         "browse", "download", "describe"))


# verbs of acting on a record that the recognizer's imperative lexicon does not list (it is
# about what an instruction tells a reader to do): with them too, an object whose words read as
# fetching does not make the tool a read (``issue_visit_stipend``, ``record_meter_reading``).
# Only for the verb's own decision: as the first word of a namespaced name (``record_lookup``)
# they still give way to a later read verb
ACTING_VERBS = frozenset(("issue", "record", "allocate", "award", "charge", "credit", "debit", "enrol", "admit",
                          "discharge", "countersign", "release", "place",
                          # a marketplace's verbs of a listing's place and price (``boost_listing``,
                          # ``reprice_listing``): "listing" is a word of reading, these act on one
                          "boost", "bump", "reprice", "relist", "delist", "unlist"))


# read verbs that are also everyday verbs of acting on a thing: they read what one reads
# (``open_file``, ``load_page``, ``check_status``, ``delegate_to_writer``) and act on anything else
# (``open_trade_account``, ``open_ticket``, ``load_participant_card``, ``check_in_guest``,
# ``delegate_votes``, ``list_item_for_sale``): opening an account or checking a guest in changes
# the world
DUAL_READS = frozenset(("open", "load", "check", "delegate", "list"))
# where a seller lists a thing ("for sale", "on marketplace"): "list" is then the seller's verb
_LISTING = frozenset(("sale", "auction", "marketplace", "ebay", "etsy"))
# what "open" and "load" read: documents, pages, messages, files, data (any outside source word too)
READABLE = frozenset("""
file files url urls link links page pages webpage webpages website site document documents doc docs pdf pdfs
email emails mail mails message messages attachment attachments tab tabs app image images photo photos picture
report reports record records log logs folder folders directory dir sheet sheets spreadsheet calendar note notes
data dataset datasets json csv xml text content contents status details info information config configuration
settings result results history profile view dashboard map model weights
""".split()) | SOURCE_WORDS


def _dual_acts(verb: str | None, rest: list[str]) -> bool:
    """Does a read verb that also acts (:data:`DUAL_READS`) act on this object?"""
    if verb not in DUAL_READS or not rest:
        return False
    if verb == "check":  # a particle makes it the act: check in / check out a guest, a bike, an item
        return rest[0] in ("in", "out")
    if verb == "delegate":  # "delegate to X" hands the work to someone who answers; the rest grants
        return rest[0] != "to"
    if verb == "list":  # a seller lists one thing (for sale, a new product); the rest enumerate
        listed = any(w in ("for", "on") and nxt in _LISTING for w, nxt in zip(rest, rest[1:]))
        return listed or (rest[0] == "new" and len(rest) > 1 and not rest[-1].endswith("s"))
    return not READABLE.intersection(rest)


def _compound_list(words: list[str], k: int) -> bool:
    """Is ``words[k]`` the noun "list" of a compound ("want list", "price list", "guest list")
    that a singular object follows (``place_want_list_hold``), not the verb that lists things
    (``gmail_list_messages``, ``events_list``, ``slack_list_channels``)?"""
    after = words[k + 1:]
    return (words[k] == "list" and k > 0 and bool(after) and not after[-1].endswith("s")
            and not READABLE.intersection(after) and not any(w in READ_VERBS for w in after))


# (thirty-ninth pass) a name that joins a read to an act ("scan_and_email_mail",
# "lookup_then_transfer_funds", "check_and_pay_invoice"): the tool reads *and* acts, so it is
# sensitive as well as untrusted.  Read as a read alone, a zero-code run's injected call to it had no
# sensitive flag and raised nothing (fresh round 1301's mailroom: LangGraph 88.5% against 99.5% with
# the decorators, where the app declares the flag).  The word after the conjunction must be a verb of
# acting that opens its own clause: a noun-and-verb word ("order", "email") with an object after it
# that is no record noun ("read_stock_and_order_history" reads two things; "read_notes_and_email",
# the word last, too)
CONJUNCTIONS = frozenset(("and", "then"))
_RECORD_NOUNS = frozenset(("history", "histories", "log", "logs", "list", "lists", "record", "records", "status",
                           "details", "summary", "summaries", "book", "books", "sheet", "sheets", "queue", "inbox"))


def _acts_after_read(words: list[str]) -> set[str]:
    """The effect classes of an act a read tool's name joins to its read (see :data:`CONJUNCTIONS`;
    a verb of acting on an object the lexicon has no class for acts as a write, as a whole name's
    does); empty when it joins none."""
    for k, w in enumerate(words[:-1]):
        if w not in CONJUNCTIONS or k == 0:
            continue
        verb, clause = words[k + 1], words[k + 1:]
        if verb in READ_VERBS or verb in PURE_VERBS or (verb not in VERBS and verb not in ACTING_VERBS):
            continue
        if verb in NOUN_TOO and (len(clause) < 2 or clause[1] in _RECORD_NOUNS):
            continue
        acts = set(effects_of_tool("_".join(clause))) & ACTION_CLASSES
        if acts or len(clause) >= 2:
            return acts or {"write"}
    return set()


def _infer(name: str, description: str | None) -> dict[str, bool]:
    verb, rest = tool_verb(name)
    words = tool_words(name).split()
    if verb is not None and verb not in VERBS and verb not in READ_VERBS and not CODE_WORDS.intersection(words):
        # a namespace or an object before the verb (``gmail_get_message``, ``events_search``,
        # ``messages_search``): when the first verb later in the name reads, the tool reads
        later = next((k for k, w in enumerate(rest) if (w in READ_VERBS or w in VERBS) and not _compound_list(rest, k)),
                     None)
        if later is not None and rest[later] in PLAIN_READS:
            verb, rest = rest[later], rest[later + 1:]
    elif verb in NOUN_TOO and rest and rest[-1] in LAST_READS and not any(w in VERBS for w in rest[:-1]):
        # an object named by a word that is a verb too, then a read verb last (``order_get``,
        # ``issue_search``, ``transfer_history_get``): the tool reads that object
        verb, rest = rest[-1], rest[:-1]
    dual = _dual_acts(verb, rest)  # a read verb that acts on this object (its "fetch" effect too)
    if verb is not None:
        reads = (verb in READ_VERBS or verb in CONSULT_VERBS) and not dual
    else:  # CamelCase (``GmailReadEmail``, ``BankManagerTransferFunds``): any read word reads
        reads = any(w in READ_VERBS for w in words)
    computes = verb in PURE_VERBS and not (verb in WRITE_TOO and not ARITHMETIC_OBJECTS.issuperset(rest))
    effects = set(effects_of_tool(name, description))
    out: dict[str, bool] = {}
    # a snake/kebab name opened by a verb of acting that neither reads nor computes: it acts on its
    # object whatever the object's words (``add_page_note``, ``boost_listing``: a page or a listing is
    # read elsewhere, here it is acted on) ...
    acting_verb = (verb is not None and bool(rest) and (verb in VERBS or verb in ACTING_VERBS) and not reads
                   and not computes and effects_of_tool(verb) != ["fetch"])
    # ... and with no source word among them, even when they read as fetching (``send_download_link``,
    # ``schedule_field_visit``, ``export_client_list``): "fetch" then comes from the object
    acts = acting_verb and not SOURCE_WORDS.intersection(words)
    # a tool whose own description says it reads a page or a mailbox (``extract_text``: "Extract
    # all the text on the current webpage") brings outside content, whatever its name's verb
    # (only for a name that names no action itself: the effect lexicon reads "page" as publishing)
    described = (bool(description) and (computes or verb is None) and not set(effects_of_tool(name)) & ACTION_CLASSES
                 and bool(SOURCE_WORDS.intersection(tool_words(description[:256]).split())))
    if reads or described or (effects == {"fetch"} and not acts and not dual) or (
            not effects & ACTION_CLASSES and SOURCE_WORDS.intersection(words) and not acting_verb):
        out["trusted"] = False
        joined = _acts_after_read(words)
        if joined:
            out["sensitive"] = True
            if "execute" in joined:
                out["executes_code"] = True
    elif effects & ACTION_CLASSES or (verb is not None and rest and not computes):
        # a snake/kebab name is a verb and its object: a verb that neither reads nor computes
        # acts on its object (``approve_expense``, ``reroute_truck``, ``issue_gift_card``)
        out["sensitive"] = True
        if "execute" in effects:
            out["executes_code"] = True
    return out
