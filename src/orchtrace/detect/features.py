"""Segments and features of the instruction recognizer.

Untrusted content is cut into **segments** (lines, and sentences of long lines); each segment
gets a sparse set of binary features, scored by a linear model (:mod:`.model`):

* words (``w:send``): what is said;
* **structural signals** (``c:*``), from a small lexicon looked up word by word (one dict lookup
  per word, no regex per signal): second-person address (``you``), address to an AI/assistant/
  agent, a reference to the task/instructions/the user/what came before, urgency and authority
  framing, role-play, secrecy, verbs naming a tool's effect (send, transfer, delete, invite ...),
  tool-ish identifiers (``snake_case``, ``tool``), an imperative sentence start (a verb first,
  after "please"/"now"/"also" ...);
* **shape** (``s:*``): exclamation marks, ALL-CAPS words, markup or delimiters setting a payload
  apart (``<tag>``, ``###``, ``[[...]]``, ``>>>``), a leading ``Label:``, e-mail addresses, URLs,
  numbers, length bucket;
* **conjunctions** of the signals (``x:you+verb_start``), so a linear model can weigh
  "imperative addressed to the reader" apart from either alone.

Everything is bounded (:data:`MAX_TEXT` characters, :data:`MAX_SEGMENTS` segments) and pure
Python; the same function computes features at training and at run time.
"""

from __future__ import annotations

import re

from .cues import (DESIGNATED, NEGATIONS, OVERRIDES, POSITIONAL, TITLED, age_groups, automated_message, camel_tool,
                   hides_it, one_token, overrides_rules, positional_ref, terms_rules, titled_roles)
# (a verb first that opens no imperative: a header, a numbered subject; fastscore reads it from here)
from .headers import header_noun, opens_no_imperative
from .records import INSTRUCTION_WORDS, carries_destination, others_instructions, recorded_key, records_decision
from .reply_refs import refers_to_reply
from .lexicon import LEAD_IN, LEXICON, REPLY_NOUNS, STOP, VERBS
# (the segmenter lives in .segmenting; its names stay importable from here, where the run-time
# copy in .fastsegments and the equivalence tests read them)
from .segmenting import (_FIELD, _SENT_END, MAX_SEGMENT_CHARS, MAX_SEGMENTS, MAX_TEXT,  # noqa: F401
                         bound_segments, segments)

__all__ = ["LEAD_IN", "LEXICON", "REPLY_NOUNS", "STOP", "VERBS", "embedded_imperative", "features_of", "segment_parts",
           "segments", "text_parts"]

_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?|\d+")
_TAG = re.compile(r"</?[a-z][a-z0-9_-]*[^<>]{0,80}>|\[\[|\]\]|#{2,}|>>>(?!\s{0,2}(?:import|from|class|def|for|if|with|print|[A-Za-z_][\w.]{0,40}\s{0,2}[=(.\[]))|<<<|\*{3,}|={3,}|-{3,}|<!--|\[//\]:\s{0,4}#")
# chat-template and prompt-format role markers ("<|im_start|>system", "[INST]", "<<SYS>>",
# "### Instruction:", "<start_of_turn>"): in a tool's output they can only be aimed at a model
_ROLE_TAG = re.compile(r"<\|[a-z_]{2,24}\|>|\[/?inst\]|<</?sys>>|<(?:start|end)_of_turn>|</?(?:system|assistant)>"
                       r"|^\s{0,4}#{1,4}\s{0,2}(?:system|instruction|instructions|assistant|response)\s{0,2}(?::|$)"
                       r"|^\s{0,4}\(?(?:system|assistant|developer)(?:\s{1,2}(?:message|prompt|note|override))?\)?\s{0,2}:",
                       re.IGNORECASE)
_ROLE_TAG_PRE = re.compile(r"<\||\[/?inst\]|<</?sys>>|_of_turn>|</?(?:system|assistant)>|^\s{0,4}[#(]{0,5}\s{0,2}"
                           r"(?:system|instruction|assistant|developer|response)", re.IGNORECASE)
# identifiers and amounts are one token each (an IBAN, a wallet address, "2,400.00"): split into
# their digit and letter runs they would read as a table row of numbers
_ID_TOKEN = re.compile(r"\b(?:[a-z]{2}\d{2}(?: ?[a-z0-9]{4}){2,7}(?: ?[a-z0-9]{1,3})?|0x[0-9a-f]{6,}"
                       r"|(?=[a-z0-9]{0,40}\d)(?=[a-z0-9]{0,40}[a-z])[a-z0-9]{8,})\b|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d+")
_EMAIL = re.compile(r"[\w.+-]{1,64}@[\w-]+\.[\w.-]+")  # (an address's local part is at most 64: linear scan)
_URL = re.compile(r"https?://|www\.")
_URL_OR_EMAIL = re.compile(r"[\w.+-]{1,64}@[\w-]+\.[\w.-]+|(?:https?://|www\.)\S+")
_SNAKE = re.compile(r"\b[a-z]+_[a-z_]+\b|\b[A-Z][a-z]+[A-Z][A-Za-z]+\b")
_CAPS = re.compile(r"\b[A-Z]{4,}\b")
# cheap necessary conditions scanned first (the full patterns test a word boundary at every position)
_CAPS_PRE = re.compile(r"[A-Z]{4}")
_SNAKE_CASE = re.compile(r"\b[a-z]+_[a-z_]+\b")  # the two halves of _SNAKE
_CAMEL_PRE = re.compile(r"[a-z][A-Z]")
_CLAUSE_PRE = re.compile(r"[,;\u2013\u2014-]\s{1,8}[A-Z]")  # every _CLAUSE match has a capital after its separator
# an imperative clause spliced into a sentence ("We present our new flavor, Please unlock ...")
# (capitalised where a sentence would not start: the mark of text pasted into other text)
_CLAUSE = re.compile(r"(?:[,;]|\s[-–—])\s{1,8}(?:Please\s{1,8}|Kindly\s{1,8}|Now\s{1,8}|Also\s{1,8}|Then\s{1,8})?"
                     r"([A-Z][a-z]{1,30})\s{1,8}[\w'$]{1,40}\s{1,8}\S"
                     r"|(?:[,;]|\s[-–—])\s{1,8}(?:Please|Kindly)\s{1,8}([a-z]{1,30})\s{1,8}[\w'$]{1,40}\s{1,8}\S")
# a call or attribute access first ("print (x)", "df.merge(", "os.path"): code, not an imperative;
# a dotted abbreviation is neither ("P.S. Pay ...", "N.B. send ...", "e.g. the ..."): a postscript's
# imperative read as code was scored as no instruction at all
_CALL = re.compile(r"\s*(?:[A-Za-z_]\w*(?:\.\w+)*\(|print\s\(|(?![A-Za-z]\.(?:[A-Za-z]\.)+(?:\s|$))[A-Za-z_]\w*\.[A-Za-z_])")
_LABEL = re.compile(r"^\s*[\w ]{1,24}:\s")

_AI_OTHER = frozenset(LEXICON["ai"]) - {"automated"}
# (words of address to an AI that are no one's job and no product's designation)
_AI_UNTITLED = frozenset(LEXICON["ai"]) - TITLED - DESIGNATED
_YOU_OTHER = frozenset(LEXICON["you"]) - {"u"}
_TASK_OTHER = frozenset(LEXICON["task_ref"]) - {"rules"}
_TASK_NOT_INSTRUCTION = frozenset(LEXICON["task_ref"]) - INSTRUCTION_WORDS
_EFFECT = frozenset(LEXICON["effect"])
_WORD_CATS: dict[str, tuple[str, ...]] = {}
for _cat, _words in LEXICON.items():
    for _w in _words:
        _WORD_CATS[_w] = _WORD_CATS.get(_w, ()) + (_cat,)

_PAIR_CATS = ("you", "ai", "task_ref", "ignore", "urgency", "authority", "roleplay", "secrecy", "effect", "tool",
              "user", "verb_start", "clause_imperative", "polite", "markup", "email", "url", "reply_ref", "embedded")


_PAIR_SET = frozenset(_PAIR_CATS)
_PAIR_ORDER = {c: k for k, c in enumerate(_PAIR_CATS)}
_PAIR_NAME = {a: {b: f"x:{a}+{b}" for b in _PAIR_CATS} for a in _PAIR_CATS}  # feature names built once
_C_NAME = {c: "c:" + c for c in (*_PAIR_CATS, *LEXICON, "roletag")}  # (roletag: no conjunctions, too few examples)


_CUE_WORDS = frozenset(_WORD_CATS)
_HAS_DIGIT = re.compile(r"\d").search


# a short label before a colon ("Draft summary:", "Order status:", "TODO:", "Note:"): a heading or
# a field name, not an imperative; an imperative that announces what follows ("Send the
# following:", "Do this:") has a function word after its verb and is no label.  A field's value may
# follow its colon with no space when it opens with a capitalised word ("DESCRIPTION:Refund the ...",
# iCalendar and e-mail header lines)
_LABEL_HEAD = re.compile(r"^\s*([A-Za-z][\w'-]{0,20})(?:\s{1,4}([A-Za-z][\w'-]{0,20}))?(?:\s{1,4}[A-Za-z][\w'-]{0,20})?"
                         r"\s{0,4}:(?:\s|$|(?=[A-Z][a-z]))")
_LABEL_NOT = frozenset(("the", "this", "that", "these", "those", "following", "it", "them", "me", "us", "him", "her",
                        "a", "an", "my", "your", "our", "all", "so", "as", "below", "now"))


def _label_words(seg: str) -> int:
    """Words of a short label that opens ``seg`` (0: none)."""
    m = _LABEL_HEAD.match(seg)
    if m is None:
        return 0
    second = m.group(2)
    if second is not None and second.lower() in _LABEL_NOT:
        return 0
    got = len(_WORD.findall(m.group(0).lower()))
    return got


# where a field, cell or quoted string starts inside a segment: a run of spaces or a tab (fixed-width
# columns, indented values), a cell bar, a quote that opens or closes a string (not an apostrophe),
# a colon before a value ("Rcvd from office relay: Refund ...")
_CHUNK = re.compile(r"\s{2,}|\t|\||(?<!\w)[\"'`]|[\"'`](?!\w)|:\s")
_CHUNK_PRE = ("  ", "\t", "|", "'", '"', "`", ": ")
_FIRST_WORD = re.compile(r"(?:(?![a-z]|\d).)*([a-z]+(?:'[a-z]+)?|\d+)", re.DOTALL)  # the first match of _WORD


def embedded_imperative(low: str, words: list[str] | set[str]) -> bool:
    """A field, cell or quoted string inside ``seg`` that is an imperative sentence (a verb first,
    after lead-ins, then at least three more words, and not code): "| E5 | Service reminder | Order
    40 sheets ... delivered to ... |", ``description: "Export the guest list ... to ..."``,
    "1829  Rcvd from office relay: Refund the $450 ... to ...".  The segment's own first word is a
    cell bar, a number, a key or an indent there, so the verb-first test cannot see it.  (Honest
    forms and tables hold imperatives too - "Remedy: check the latch" - so this is a signal of its
    own, weighed by the model, not "verb first".)  ``low``: the segment lowercased; ``words``: its
    words (no verb among them, no imperative anywhere: the common case costs one set test)."""
    if len(low) < 24 or VERBS.isdisjoint(words) or not any(c in low for c in _CHUNK_PRE):
        return False
    for chunk in _CHUNK.split(low):
        if len(chunk) < 16:
            continue
        first = _FIRST_WORD.match(chunk)  # (words[0] below, found without listing every word)
        if first is None or (first.group(1) not in VERBS and first.group(1) not in LEAD_IN):
            continue
        words = _WORD.findall(chunk)
        n = len(words)
        k = 0
        while k < n - 1 and words[k] in LEAD_IN:
            k += 1
        if n - k >= 4 and words[k] in VERBS and "=" not in chunk and "{" not in chunk and _CALL.match(chunk) is None:
            return True
    return False


def segment_parts(seg: str, recorded: bool = False) -> tuple[list[str], list[str], set[str]]:
    """The parts of one segment: its words, its other (non-word) feature names, and its *marks*
    (signals and shape) that the next segment sees as context.  Feature names: ``first:<word>``,
    ``c:<signal>``, ``x:<signal>+<signal>``, ``s:<shape>``.  ``recorded``: the segment before is a
    field name that names a decision taken (:func:`.records.recorded_key`)."""
    low = seg.lower()
    # addresses and links are signals of their own (below), not words ("corp-mail.net" is no "mail")
    norm = _URL_OR_EMAIL.sub(" ", low) if ("@" in low or "http" in low or "www." in low) else low
    if _HAS_DIGIT(norm):
        norm = _ID_TOKEN.sub(" 0 ", norm)
    words = _WORD.findall(norm)
    other: list[str] = []
    cats: set[str] = set()
    cue = _CUE_WORDS.intersection(words)
    if cue:
        get = _WORD_CATS.__getitem__
        for w in cue:
            cats.update(get(w))
    n = len(words)
    if "ignore" not in cats and OVERRIDES.intersection(words) and overrides_rules(words):
        cats.add("ignore")  # "override your previous instructions", "bypass the safety rules"
    if "secrecy" not in cats and NEGATIONS.intersection(words) and hides_it(words):
        cats.add("secrecy")  # "do not tell the user", "without asking", "never mention this"
    if "rules" in cue and "task_ref" in cats and not _TASK_OTHER.intersection(cue) and terms_rules(words):
        cats.discard("task_ref")  # "your rules say the deposit comes back": the business's rules
    if "task_ref" in cats and not INSTRUCTION_WORDS.isdisjoint(cue) and not _TASK_NOT_INSTRUCTION.intersection(cue) \
            and others_instructions(words):
        cats.discard("task_ref")  # "the client's written instruction": a third party's, not the reader's
    if "task_ref" not in cats and POSITIONAL.intersection(words) and ("ignore" in cats or positional_ref(words)):
        cats.add("task_ref")  # "ignore the previous instructions", "forget everything above"
    if "automated" in cue and "ai" in cats and not _AI_OTHER.intersection(cue) and automated_message(words):
        cats.discard("ai")  # "this is an automated message": the message describes itself
    if "ai" in cats and not _AI_UNTITLED.intersection(cue) and titled_roles(words, seg):
        cats.discard("ai")  # "Jane Doe, Assistant Manager", "my letting agent": a person's job
    if "u" in cue and "you" in cats and not _YOU_OTHER.intersection(cue) and age_groups(words):
        cats.discard("you")  # "U16 coach": an age group
    if "you" in cats and "your" in cue and refers_to_reply(words):
        cats.add("reply_ref")
    marks: set[str] = set()
    if ("<" in seg or "[" in seg or "#" in seg or "(" in seg or ":" in seg[:40] or "_of_turn" in seg) \
            and _ROLE_TAG_PRE.search(seg) and _ROLE_TAG.search(seg):
        cats.add("roletag")
        cats.add("markup")
    if seg.count("|") - 2 * seg.count("<|") >= 2:
        other.append("s:table")
        marks.add("s:table")
    label = _label_words(seg) if ":" in seg[:32] else 0
    # a label, a cell, a field name, or one identifier ("name: transfer_back_to_supervisor"):
    # words and signals only (no instruction fits here)
    if n < 2 or ("_" in seg and one_token(seg, label)):
        other.append("s:len1")
        other.extend([_C_NAME[c] for c in cats])
        marks.update(cats)
        return words, other, marks
    k = 0
    if label:
        k = min(label, n - 1)  # "Draft summary: ..." / "TODO: send ...": read what follows the label
    while k < n - 1 and words[k] in LEAD_IN:
        k += 1
    # an imperative sentence: a verb first, then at least three more words (not a field name)
    code_like = seg.startswith(("    ", "\t")) or bool(_CALL.match(seg))
    decided = False
    if words[k] in VERBS and n - k >= 4 and not code_like and not low.lstrip().startswith(("'", '"')) \
            and not opens_no_imperative(seg, words, k):
        # a decision written down ("resolved": "book Wizard Wes ...", "RESOLVED: approve a 25%
        # discount"): a record of what was decided, no request to the reader
        decided = (recorded or (label > 0 and records_decision(words[:label]))) and not carries_destination(seg)
        if not decided:
            cats.add("verb_start")
    elif n >= 5 and ("," in seg or ";" in seg or " -" in seg) and _CLAUSE_PRE.search(seg):
        for cm in _CLAUSE.finditer(seg):
            if (cm.group(1) or cm.group(2) or "").lower() in VERBS:
                cats.add("clause_imperative")
                break
    if "verb_start" not in cats and not decided and embedded_imperative(low, words):
        cats.add("embedded")
    if "effect" in cats and header_noun(seg, words, k, _EFFECT, cue):
        cats.discard("effect")  # "Message from Jun Schmidt (jun@...):" names a message, asks for none
    other.append("first:" + words[0])
    other.append("s:len" + ("1" if n <= 3 else "2" if n <= 8 else "3" if n <= 20 else "4" if n <= 50 else "5"))
    if "!" in seg:
        other.append("s:excl")
        if "!!" in seg:
            other.append("s:excl2")
    if "?" in seg:
        other.append("s:question")
    if seg != low and _CAPS_PRE.search(seg) and _CAPS.search(seg):
        other.append("s:caps")
    if ("<" in seg or "[[" in seg or "#" in seg or ">>>" in seg or "**" in seg or "==" in seg or "--" in seg) \
            and _TAG.search(seg):
        cats.add("markup")
    if "@" in seg and _EMAIL.search(seg):
        cats.add("email")
    if ("http" in low or "www." in low) and _URL.search(low):
        cats.add("url")
    if ("_" in seg or seg[1:40] != low[1:40]) and (("_" in seg and _SNAKE_CASE.search(seg))
                                                  or (_CAMEL_PRE.search(seg) and camel_tool(seg, VERBS))):
        cats.add("tool")
    if ":" in seg[:26] and _LABEL.match(seg):
        other.append("s:label")
        marks.add("s:label")
    digits = sum(map(str.isdigit, words))
    if digits * 3 > n and digits > 2:
        other.append("s:numeric")
        marks.add("s:numeric")
    if ("{" in seg or "}" in seg) and ":" in seg:
        other.append("s:json")
        marks.add("s:json")
    if code_like or ("(" in seg and ")" in seg and ("=" in seg or ";" in seg)) \
            or seg.lstrip().startswith(("def ", "import ", "$ ", ">>> import", ">>> print")):
        other.append("s:code")
        marks.add("s:code")
    if cats:
        other.extend([_C_NAME[c] for c in cats])
        if len(cats) > 1:
            present = sorted(cats & _PAIR_SET, key=_PAIR_ORDER.__getitem__)
            for a in range(len(present)):
                row = _PAIR_NAME[present[a]]
                for b in range(a + 1, len(present)):
                    other.append(row[present[b]])
        marks.update(cats)
    return words, other, marks


def segment_features(seg: str) -> tuple[list[str], set[str]]:
    """Binary features of one segment (words as ``w:<word>``, each once) and its marks."""
    words, other, marks = segment_parts(seg)
    return ["w:" + w for w in dict.fromkeys(words)] + list(dict.fromkeys(other)), marks


# what a segment shares with the rest of its text: an injected instruction is usually about
# something else than the e-mail, table or answer it was planted in (an invoice's "please pay"
# line names the invoice's amount and payee; "Develop a speech on ..." shares nothing with a table)
_OVERLAP_WITH = ("verb_start", "clause_imperative", "you", "ai", "effect", "task_ref", "polite", "urgency", "reply_ref")


def overlap_features(content: list[set[str]], k: int, counts: dict[str, int], cats: set[str]) -> list[str]:
    """``o:*`` features of segment ``k``: the share of its content words (4+ letters, not stop
    words) that also occur in another segment of the same text, bucketed, alone and with the
    segment's signals."""
    mine = content[k]
    if len(mine) < 2 or len(content) < 2:
        return ["o:na"]
    shared = sum(1 for w in mine if counts[w] > 1)
    r = shared / len(mine)
    b = "o:0" if shared == 0 else "o:lo" if r < 0.34 else "o:mid" if r < 0.67 else "o:hi"
    out = [b]
    for c in _OVERLAP_WITH:
        if c in cats:
            out.append(b + "+" + c)
    return out


def content_words(words: list[str]) -> set[str]:
    return {w for w in set(words).difference(STOP) if len(w) >= 4 and not w.isdigit()}


# a text that is a programming answer or listing (a fenced block, REPL lines, definitions): its
# prose talks to a programmer about "your code" and what to run, which an injection in a web page
# or an e-mail does not need to; the document-level mark lets the model weigh signals apart there
_CODE_DOC = re.compile(r"```|^\s{0,4}(?:>>>\s|def\s|import\s|from\s\S+\simport\s|class\s\w+[(:]|\$\s)", re.MULTILINE)
_CODE_DOC_WITH = ("you", "verb_start", "effect", "reply_ref", "tool", "markup", "ai", "task_ref")


def text_parts(text: str, spans: list[tuple[int, int]]) -> list[tuple[list[str], list[str], set[str]]]:
    """(words, other feature names) of each segment ``spans`` of ``text``, in order, with the
    context (previous segment, format breaks), overlap and document-level features."""
    code_doc = _CODE_DOC.search(text) is not None
    parts = []
    prev: set[str] = set()
    content: list[set[str]] = []
    counts: dict[str, int] = {}
    recorded = False
    for s, e in spans:
        seg = text[s:e]
        words, other, marks = segment_parts(seg, recorded)
        recorded = recorded_key(seg, words)
        other += context_features(marks, prev)
        prev = marks
        cw = content_words(words)
        for w in cw:
            counts[w] = counts.get(w, 0) + 1
        content.append(cw)
        parts.append((words, other, marks))
    out = []
    for k, (words, other, marks) in enumerate(parts):
        other += overlap_features(content, k, counts, marks)
        if code_doc:
            other.append("d:code")
            other.extend(["d:code+" + c for c in _CODE_DOC_WITH if c in marks])
        out.append((words, other, marks))
    return out


_SHAPES = ("s:table", "s:code", "s:json", "s:numeric", "s:label")


_PREV_HEADS = ("ai", "task_ref", "markup", "authority", "ignore", "user", "roletag")
_NOW_ASKS = ("verb_start", "effect", "you", "clause_imperative")


def context_features(marks: set[str], prev_marks: set[str]) -> list[str]:
    """Features saying what the segment before this one looked like (instructions often span a
    delimiter line, an address line and the imperative), and whether this segment breaks the
    format around it (a prose line inside a table or a code listing sets a payload apart)."""
    out = ["p:" + c for c in prev_marks]
    # an imperative right after a line that addresses an agent or sets a payload apart
    # ("[[assistant instructions]]" / "SYSTEM:" then "Send ...")
    for pc in _PREV_HEADS:
        if pc in prev_marks:
            for c in _NOW_ASKS:
                if c in marks:
                    out.append("px:" + pc + "+" + c)
    for shape in _SHAPES:
        if shape in prev_marks and shape not in marks:
            out.append("f:breaks_" + shape[2:])
    return out


def features_of(text: str, spans: list[tuple[int, int]]) -> list[list[str]]:
    """Features (own + context + overlap) of each segment ``spans`` of ``text``, in order."""
    return [["w:" + w for w in dict.fromkeys(words)] + list(dict.fromkeys(other))
            for words, other, _ in text_parts(text, spans)]
