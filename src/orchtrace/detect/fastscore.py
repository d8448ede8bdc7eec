"""Run-time scorer of the instruction recognizer: the same linear model over the same features as
:mod:`.features` (which stays the definition, used for training), computed without building the
feature names of every segment.

* Whole-text work is done once: the text is lowercased once (when lowercasing keeps every
  character's position, which is checked), role-marker literals are located once, the
  characters that gate the shape tests are looked up once, content words are picked once per
  distinct word of the text.
* Per segment only its words, its signal set (*marks*) and a few shape bits are computed; the
  words of an ASCII segment without digits or apostrophes come from ``str.translate`` +
  ``split``; identifiers and amounts are rewritten only in the runs where a match can be
  (:func:`_id_tokens`); words are scored straight from the word table, ``first:`` and ``s:``
  features from small tables.
* Every feature that depends only on sets of signals (``c:``, ``x:``, ``p:``, ``px:``,
  ``f:``, ``o:``, ``d:``) is scored once per distinct combination (signals of the segment and of
  the previous one, overlap bucket, segment kind, document mark) and remembered in a bounded
  table: the names are built by the same code as at training time, on a miss only.
* Segments come from :func:`.fastsegments.segments` (the same spans as the reference).

Pure Python, like the reference; every shortcut is a necessary condition of the pattern it skips
(stated where it is taken), so it changes no result.
Same results as scoring :func:`.features.text_parts` (a test compares both on the corpus's dev side,
the held-out set and hostile strings); the only difference is the order in which a segment's
weights are added (floating-point sums agree to ~1e-15, far below the 4 decimals reported; the
reference order itself depends on set iteration order).
"""

from __future__ import annotations

import math
from bisect import bisect_right
from collections import Counter
from itertools import chain, repeat

from . import features as F
from .cues import (
    NEGATIONS,
    OVERRIDES,
    POSITIONAL,
    age_groups,
    automated_message,
    camel_tool,
    hides_it,
    one_token,
    overrides_rules,
    positional_ref,
    terms_rules,
    titled_roles,
)
from .fastlinks import blank_links, has_email
from .fastwords import _CASES, _ROLE_LITERALS, _code_doc, _letters, _markup, _words
from .records import (
    INSTRUCTION_WORDS,
    carries_destination,
    others_instructions,
    recorded_key,
    records_decision,
)
from .reply_refs import refers_to_reply

_LEN = ("s:len1", "s:len2", "s:len3", "s:len4", "s:len5")
_SHAPE_MARKS = frozenset(("s:table", "s:code", "s:json", "s:numeric", "s:label"))
CACHE_MAX = 4096  # distinct combinations over the whole corpus (6,750 texts): ~3,100; ~1 MB

_get_cats = F._WORD_CATS.__getitem__
_CUE_WORDS = F._CUE_WORDS
_HAS_DIGIT = F._HAS_DIGIT
_ZEROS = repeat(0.0)  # (the default of every word weight lookup)
_VERBS = F.VERBS
_LEAD_IN = F.LEAD_IN
_STOP = F.STOP


class FastScorer:
    """Segment probabilities of a text under the weights ``weights`` and ``bias``."""

    def __init__(self, weights: dict[str, float], bias: float) -> None:
        self.weights = weights
        self.bias = bias
        self.word_weights = {k[2:]: v for k, v in weights.items() if k.startswith("w:")}
        self.first = {k[6:]: v for k, v in weights.items() if k.startswith("first:")}
        g = weights.get
        self.len_w = tuple(g(name, 0.0) for name in _LEN)
        self.excl, self.excl2 = g("s:excl", 0.0), g("s:excl2", 0.0)
        self.question, self.caps = g("s:question", 0.0), g("s:caps", 0.0)
        self._sets: dict[tuple, float] = {}

    # -- features that depend on signal sets only (scored once per combination) ------------
    def _set_weight(self, key: tuple) -> float:
        short, marks, prev, bucket, code_doc = key
        cats = {c for c in marks if c not in _SHAPE_MARKS}
        names = [m for m in marks if m in _SHAPE_MARKS]
        if short:
            names.append("s:len1")
        names.extend(F._C_NAME[c] for c in cats)
        if not short and len(cats) > 1:
            present = sorted(cats & F._PAIR_SET, key=F._PAIR_ORDER.__getitem__)
            for a in range(len(present)):
                for b in range(a + 1, len(present)):
                    names.append(F._PAIR_NAME[present[a]][present[b]])
        names.extend(F.context_features(set(marks), set(prev)))
        names.append(bucket)
        if bucket != "o:na":
            names.extend(bucket + "+" + c for c in F._OVERLAP_WITH if c in marks)
        if code_doc:
            names.append("d:code")
            names.extend("d:code+" + c for c in F._CODE_DOC_WITH if c in marks)
        g = self.weights.get
        w = sum(g(n, 0.0) for n in names)
        sets = self._sets
        if len(sets) >= CACHE_MAX:
            sets.clear()  # bounded memory; the common combinations come back at once
        sets[key] = w
        return w

    # -- one text ----------------------------------------------------------------------------
    def probabilities(self, text: str, spans: list[tuple[int, int]]) -> list[tuple[float, frozenset[str]]]:
        """(probability, marks) of each segment ``spans`` of ``text``, in order."""
        low_text = text.lower()
        # slices of the lowercased text are the lowercased slices unless lowercasing changes a
        # length ("İ") or depends on context (a final sigma)
        aligned = len(low_text) == len(text) and "\u03a3" not in text
        any_at = "@" in text
        any_url = "http" in low_text or "www." in low_text
        any_link = any_at or any_url
        any_bar = "|" in text
        any_colon = ":" in text
        any_us = "_" in text
        # (an ASCII text without any literal of _ROLE_TAG_PRE has no role marker; IGNORECASE
        # matching of other scripts has its own foldings, so those texts are always looked at)
        any_role = (any(c in text for c in "<[#(:") or "_of_turn" in text) and (
            not text.isascii() or any(w in low_text for w in _ROLE_LITERALS))
        any_tag = any(c in text for c in "<[#>*=-")
        # the segments where a literal of _ROLE_TAG_PRE occurs (found once in the lowercased text;
        # a segment in another script is always looked at, for the IGNORECASE foldings)
        role_at: set[int] | None = None
        if any_role and aligned:
            role_at = set()
            starts = [s for s, _ in spans]
            for lit in _ROLE_LITERALS:
                i = low_text.find(lit)
                while i >= 0:
                    role_at.add(bisect_right(starts, i) - 1)
                    i = low_text.find(lit, i + 1)
        code_doc = _code_doc(text)
        wget = self.word_weights.get
        fget = self.first.get
        len_w = self.len_w
        bias = self.bias
        rows: list[tuple[float, bool, frozenset[str]]] = []
        # the parts every segment needs, one C-level call per segment and part
        slices = [slice(s, e) for s, e in spans]
        segs = list(map(text.__getitem__, slices))
        lows = list(map(low_text.__getitem__, slices)) if aligned else list(map(str.lower, segs))
        norms = lows
        if any_link:  # addresses and links are signals of their own, not words
            norms = [blank_links(low) if "@" in low or "http" in low or "www." in low else low
                     for low in lows]
        # words: a segment without digits or apostrophes splits into its letter runs (what _WORD
        # finds there)
        letters = list(map(_letters, norms))
        words_of = [t.split() if "0" not in t and "'" not in t else _words(norm, t) for t, norm in zip(letters, norms)]
        wsets = list(map(set, words_of))
        word_z = list(map(sum, map(map, repeat(wget), wsets, repeat(_ZEROS))))
        cues = list(map(_CUE_WORDS.intersection, wsets))
        for index, (seg, low, words, wset, cue, wz, t) in enumerate(
                zip(segs, lows, words_of, wsets, cues, word_z, letters)):
            has_digit = "0" in t or "'" in t  # (or may have: the digit count is exact below)
            n = len(words)
            if cue:
                cats = set().union(*map(_get_cats, cue))
                if "your" in cue and refers_to_reply(words):  # ("your" is a "you" word)
                    cats.add("reply_ref")
            else:
                cats = set()
            if "ignore" not in cats and OVERRIDES.intersection(wset) and overrides_rules(words):
                cats.add("ignore")  # (features.segment_parts: override/bypass aimed at rules)
            if "secrecy" not in cats and NEGATIONS.intersection(wset) and hides_it(words):
                cats.add("secrecy")  # (features.segment_parts: a negation before a verb of telling)
            if "rules" in cue and "task_ref" in cats and not F._TASK_OTHER.intersection(cue) and terms_rules(words):
                cats.discard("task_ref")  # (features.segment_parts: "your rules say ...", the business's)
            if "task_ref" in cats and not INSTRUCTION_WORDS.isdisjoint(cue) \
                    and not F._TASK_NOT_INSTRUCTION.intersection(cue) and others_instructions(words):
                cats.discard("task_ref")  # (features.segment_parts: "the client's written instruction")
            if "task_ref" not in cats and POSITIONAL.intersection(wset) and ("ignore" in cats or positional_ref(words)):
                cats.add("task_ref")
            if "automated" in cue and "ai" in cats and not F._AI_OTHER.intersection(cue) and automated_message(words):
                cats.discard("ai")  # (features.segment_parts: "this is an automated message")
            if "ai" in cats and not F._AI_UNTITLED.intersection(cue) and titled_roles(words, seg):
                cats.discard("ai")  # (features.segment_parts: a person's job, "assistant manager")
            if "u" in cue and "you" in cats and not F._YOU_OTHER.intersection(cue) and age_groups(words):
                cats.discard("you")  # (features.segment_parts: "U16", an age group)
            z = bias + wz
            if any_role and (role_at is None or index in role_at or not seg.isascii()) \
                    and ("<" in seg or "[" in seg or "#" in seg or "(" in seg or ":" in seg[:40]
                         or "_of_turn" in seg) and F._ROLE_TAG_PRE.search(seg) and F._ROLE_TAG.search(seg):
                cats.add("roletag")
                cats.add("markup")
            marks = cats
            if any_bar and seg.count("|") - 2 * seg.count("<|") >= 2:
                marks.add("s:table")
            label = F._label_words(seg) if any_colon and ":" in seg[:32] else 0
            if n < 2 or (any_us and "_" in seg and one_token(seg, label)):
                short = True
            else:
                short = False
                k = min(label, n - 1) if label else 0
                while k < n - 1 and words[k] in _LEAD_IN:
                    k += 1
                code_like = seg.startswith(("    ", "\t")) or F._CALL.match(seg) is not None
                decided = False
                if words[k] in _VERBS and n - k >= 4 and not code_like and not low.lstrip().startswith(("'", '"')) \
                        and not F.opens_no_imperative(seg, words, k):
                    # (features.segment_parts: a decision written down, "resolved": "book ...")
                    decided = ((index > 0 and recorded_key(segs[index - 1], words_of[index - 1]))
                               or (label > 0 and records_decision(words[:label]))) and not carries_destination(seg)
                    if not decided:
                        cats.add("verb_start")
                elif n >= 5 and ("," in seg or ";" in seg or " -" in seg) and (pre := F._CLAUSE_PRE.search(seg)):
                    # (a clause starts at its separator, or at the space before a dash: no match
                    # starts before the first place _CLAUSE_PRE finds, less one)
                    for cm in F._CLAUSE.finditer(seg, max(0, pre.start() - 1)):
                        if (cm.group(1) or cm.group(2) or "").lower() in _VERBS:
                            cats.add("clause_imperative")
                            break
                if "verb_start" not in cats and not decided and F.embedded_imperative(low, wset):
                    cats.add("embedded")  # (features.segment_parts: an imperative field, cell or string)
                if "effect" in cats and F.header_noun(seg, words, k, F._EFFECT, cue):
                    cats.discard("effect")  # (features.segment_parts: a header's noun, "Message from ...:")
                z += fget(words[0], 0.0)
                z += len_w[0 if n <= 3 else 1 if n <= 8 else 2 if n <= 20 else 3 if n <= 50 else 4]
                if "!" in seg:
                    z += self.excl
                    if "!!" in seg:
                        z += self.excl2
                if "?" in seg:
                    z += self.question
                if seg != low:
                    if seg.isascii():  # (the ASCII letter classes of _CAPS_PRE and _CAMEL_PRE)
                        shape = seg.translate(_CASES)
                        caps_pre, camel_pre = "AAAA" in shape, "aA" in shape
                    else:
                        caps_pre = F._CAPS_PRE.search(seg) is not None
                        camel_pre = F._CAMEL_PRE.search(seg) is not None
                    if caps_pre and F._CAPS.search(seg):
                        z += self.caps
                else:
                    camel_pre = False
                if any_tag and ("<" in seg or "[[" in seg or "#" in seg or ">>>" in seg or "**" in seg or "==" in seg
                                or "--" in seg) and _markup(seg):
                    cats.add("markup")
                if any_at and has_email(seg):
                    cats.add("email")
                if any_url and ("http" in low or "www." in low) and F._URL.search(low):
                    cats.add("url")
                if any_us and "_" in seg and F._SNAKE_CASE.search(seg):
                    cats.add("tool")
                elif camel_pre and ("_" in seg or seg[1:40] != low[1:40]) and camel_tool(seg, _VERBS):
                    cats.add("tool")
                if any_colon and ":" in seg[:26] and F._LABEL.match(seg):
                    marks.add("s:label")
                if has_digit:
                    digits = sum(map(str.isdigit, words))
                    if digits * 3 > n and digits > 2:
                        marks.add("s:numeric")
                if ("{" in seg or "}" in seg) and ":" in seg:
                    marks.add("s:json")
                if code_like or ("(" in seg and ")" in seg and ("=" in seg or ";" in seg)) \
                        or seg.lstrip().startswith(("def ", "import ", "$ ", ">>> import", ">>> print")):
                    marks.add("s:code")
            rows.append((z, short, frozenset(marks)))
        # what each segment shares with the rest of its text (see features.overlap_features):
        # content words (4+ letters, no stop word) are picked once per distinct word of the text
        counts = Counter(chain.from_iterable(wsets))
        content_words = {w for w in counts if len(w) > 3 and "a" <= w[0] <= "z"}
        content_words -= _STOP
        multi = {w for w in content_words if counts[w] > 1}
        mine = list(map(len, map(content_words.intersection, wsets)))
        shared_of = list(map(len, map(multi.intersection, wsets)))
        few = len(rows) < 2
        sets = self._sets
        out: list[tuple[float, frozenset[str]]] = []
        prev: frozenset[str] = frozenset()
        exp = math.exp
        for (z, short, marks), nc, shared in zip(rows, mine, shared_of):
            if nc < 2 or few:
                bucket = "o:na"
            else:
                r = shared / nc
                bucket = "o:0" if shared == 0 else "o:lo" if r < 0.34 else "o:mid" if r < 0.67 else "o:hi"
            key = (short, marks, prev, bucket, code_doc)
            w = sets.get(key)
            if w is None:
                w = self._set_weight(key)
            z += w
            out.append((1.0 / (1.0 + exp(-max(-50.0, min(50.0, z)))), marks))
            prev = marks
        return out
