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
import re
from bisect import bisect_right
from collections import Counter
from itertools import chain, repeat

from . import features as F
from .fastlinks import blank_links, has_email
from .cues import (NEGATIONS, OVERRIDES, POSITIONAL, automated_message, camel_tool, hides_it, one_token, overrides_rules,
                   positional_ref)

# lowercase ASCII letters kept, digits as "0", apostrophes kept, every other ASCII character a space
_LETTERS = str.maketrans({**{chr(c): " " for c in range(128)}, **{chr(c): chr(c) for c in range(97, 123)},
                          **{str(d): "0" for d in range(10)}, "'": "'"})
_ROLE_LITERALS = ("<|", "inst]", "sys>>", "_of_turn>", "system", "assistant", "instruction", "developer", "response")
_CODE_DOC_LITERALS = (">>>", "def", "import", "class", "$")  # (every alternative of _CODE_DOC holds one)
# lowercase ASCII letters and digits kept, every other ASCII character a space
_ALNUM = str.maketrans({**{chr(c): " " for c in range(128)}, **{chr(c): chr(c) for c in range(97, 123)},
                        **{str(d): str(d) for d in range(10)}})
# ASCII letters by case (for _CAPS_PRE "[A-Z]{4}" and _CAMEL_PRE "[a-z][A-Z]"), other characters a space
_CASES = str.maketrans({**{chr(c): " " for c in range(128)}, **{chr(c): "A" for c in range(65, 91)},
                        **{chr(c): "a" for c in range(97, 123)}})
# ASCII letters as "a", digits as "0", " ", "." and "," kept, other characters "-" (for _ID_TOKEN)
_CLASSES = str.maketrans({**{chr(c): "-" for c in range(128)}, " ": " ", **{chr(c): "a" for c in range(97, 123)},
                          **{str(d): "0" for d in range(10)}, ".": ".", ",": ","})
_OTHER_DIGIT = re.compile(r"[^\D0-9]")  # a decimal digit of another script
# the alternatives of features._TAG (a test checks they join to it): a markup match exists iff one
# of them matches; the literal ones are substring tests, the others are searched alone
_TAG_ALTERNATIVES = (r"</?[a-z][a-z0-9_-]*[^<>]{0,80}>", r"\[\[", r"\]\]", r"#{2,}",
                     r">>>(?!\s{0,2}(?:import|from|class|def|for|if|with|print|[A-Za-z_][\w.]{0,40}\s{0,2}[=(.\[]))",
                     r"<<<", r"\*{3,}", r"={3,}", r"-{3,}", r"<!--", r"\[//\]:\s{0,4}#")
_TAG_ELEMENT = re.compile(_TAG_ALTERNATIVES[0])
_TAG_REPL = re.compile(_TAG_ALTERNATIVES[4])
_TAG_MD_COMMENT = re.compile(_TAG_ALTERNATIVES[10])


def _markup(seg: str) -> bool:
    """``features._TAG.search(seg) is not None``, one alternative at a time."""
    return ("[[" in seg or "]]" in seg or "##" in seg or "<<<" in seg or "***" in seg or "===" in seg
            or "---" in seg or "<!--" in seg
            or ("<" in seg and _TAG_ELEMENT.search(seg) is not None)
            or (">>>" in seg and _TAG_REPL.search(seg) is not None)
            or ("[//]:" in seg and _TAG_MD_COMMENT.search(seg) is not None))
_LEN = ("s:len1", "s:len2", "s:len3", "s:len4", "s:len5")
_SHAPE_MARKS = frozenset(("s:table", "s:code", "s:json", "s:numeric", "s:label"))
CACHE_MAX = 4096  # distinct combinations over the whole corpus (6,750 texts): ~3,100; ~1 MB

_get_cats = F._WORD_CATS.__getitem__
_CUE_WORDS = F._CUE_WORDS
_WORD_FINDALL = F._WORD.findall
_HAS_DIGIT = F._HAS_DIGIT
_OTHER = "'other script digits"  # (compared by identity; its "'" sends a segment to _words)
_ZEROS = repeat(0.0)  # (the default of every word weight lookup)
_VERBS = F.VERBS
_LEAD_IN = F.LEAD_IN
_REPLY_NOUNS = F.REPLY_NOUNS
_STOP = F.STOP


def _id_tokens(norm: str, classes: str | None = None) -> str:
    """``_ID_TOKEN.sub(" 0 ", norm)`` (identifiers and amounts as one token), on as little of
    ``norm`` (lowercased, with a digit) as gives the same string.

    Every match holds a *place* (a letter next to a digit, a digit before "." or "," and a
    digit) and, but for an IBAN-like one (two letters and two digits, then at most 39 more
    characters), no space; so every match lies in a run of non-space characters holding a place,
    or within 44 characters of the start of an IBAN-like place.  Those regions start and end at
    a space (or the string's ends), where ``\\b`` and the lookaheads see what they see in the
    whole string (a space is no word character, like the ends): rewriting only them gives the
    same string.  The places are found in ``classes`` (``norm`` translated by :data:`_CLASSES`;
    when ``norm`` has a digit of another script, which ``\\d`` also matches, the whole string is
    rewritten)."""
    if classes is None:
        if not norm.isascii() and _OTHER_DIGIT.search(norm) is not None:
            return F._ID_TOKEN.sub(" 0 ", norm)
        classes = norm.translate(_CLASSES)
    if not ("a0" in classes or "0a" in classes or "0.0" in classes or "0,000" in classes):
        return norm  # (an IBAN-like place holds "a0" too)
    n = len(classes)
    regions: list[tuple[int, int]] = []
    for place in ("a0", "0a", "0.0", "0,000"):
        i = classes.find(place)
        while i >= 0:
            end = classes.find(" ", i)
            end = n if end < 0 else end
            start = classes.rfind(" ", 0, i) + 1
            # (a letter next to a digit starts a match only in an identifier of 8+ characters,
            # or as an IBAN-like place, below)
            if end - start >= 8 or place[1] in ".,":
                regions.append((start, end))
            i = classes.find(place, end)
    i = classes.find("aa00")
    while i >= 0:
        end = classes.find(" ", i + 44)
        regions.append((classes.rfind(" ", 0, i) + 1, n if end < 0 else end))
        i = classes.find("aa00", i + 1)
    if not regions:
        return norm
    regions.sort()
    out = []
    pos = 0
    start, end = regions[0]
    for s, e in regions[1:]:
        if s > end:
            out.append(norm[pos:start])
            out.append(F._ID_TOKEN.sub(" 0 ", norm[start:end]))
            pos = end
            start, end = s, e
        elif e > end:
            end = e
    out.append(norm[pos:start])
    out.append(F._ID_TOKEN.sub(" 0 ", norm[start:end]))
    out.append(norm[end:])
    return "".join(out)


def _code_doc(text: str) -> bool:
    """``features._CODE_DOC.search(text) is not None``: a fence, or a line that opens (after at
    most four whitespace characters) with ">>>", "def", "import", "from", "class" or "$".  Such a
    match can start at the last line start before its first word (whitespace between them only),
    so only the line starts of those words' occurrences are tried."""
    if "```" in text:
        return True
    if not any(w in text for w in _CODE_DOC_LITERALS):
        return False
    match = F._CODE_DOC.match
    for word in (">>>", "def", "import", "from", "class", "$"):
        i = text.find(word)
        while i >= 0:
            start = text.rfind("\n", 0, i) + 1
            if i - start <= 4 and (start == i or text[start:i].isspace()) and match(text, start) is not None:
                return True
            i = text.find(word, i + 1)
    return False


def _letters(norm: str) -> str:
    """``norm`` translated by :data:`_LETTERS`; characters of other scripts are no part of a word
    or a match (but for decimal digits, which ``\\d`` matches: :data:`_OTHER`), so they are read
    as "?" (one each: every place stays where it is)."""
    if norm.isascii():
        return norm.translate(_LETTERS)
    if _OTHER_DIGIT.search(norm) is not None:
        return _OTHER
    return norm.encode("ascii", "replace").decode("ascii").translate(_LETTERS)


def _words(norm: str, letters: str) -> list[str]:
    """``_WORD`` tokens of ``norm`` once identifiers and amounts are one token each, for a segment
    with digits or apostrophes (``letters``: :func:`_letters` of ``norm``)."""
    if letters is _OTHER:
        return _WORD_FINDALL(F._ID_TOKEN.sub(" 0 ", norm))
    if "0" not in letters:  # (an apostrophe, no digit)
        return _WORD_FINDALL(norm)
    ascii_norm = norm if norm.isascii() else norm.encode("ascii", "replace").decode("ascii")
    kinds = ascii_norm.translate(_CLASSES)
    rewritten = _id_tokens(norm, kinds)
    if rewritten is not norm:
        ascii_norm = rewritten.encode("ascii", "replace").decode("ascii")
        kinds = ascii_norm.translate(_CLASSES)
    if "'" in ascii_norm or "a0" in kinds or "0a" in kinds:
        return _WORD_FINDALL(ascii_norm)
    return ascii_norm.translate(_ALNUM).split()  # (letter runs and digit runs, apart: what _WORD finds)


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
                if "your" in cue:  # ("your" is a "you" word)
                    for k in range(n - 1):
                        if words[k] == "your" and words[k + 1] in _REPLY_NOUNS:
                            cats.add("reply_ref")
                            break
            else:
                cats = set()
            if "ignore" not in cats and OVERRIDES.intersection(wset) and overrides_rules(words):
                cats.add("ignore")  # (features.segment_parts: override/bypass aimed at rules)
            if "secrecy" not in cats and NEGATIONS.intersection(wset) and hides_it(words):
                cats.add("secrecy")  # (features.segment_parts: a negation before a verb of telling)
            if "task_ref" not in cats and POSITIONAL.intersection(wset) and ("ignore" in cats or positional_ref(words)):
                cats.add("task_ref")
            if "automated" in cue and "ai" in cats and not F._AI_OTHER.intersection(cue) and automated_message(words):
                cats.discard("ai")  # (features.segment_parts: "this is an automated message")
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
                if words[k] in _VERBS and n - k >= 4 and not code_like and not low.lstrip().startswith(("'", '"')):
                    cats.add("verb_start")
                elif n >= 5 and ("," in seg or ";" in seg or " -" in seg) and (pre := F._CLAUSE_PRE.search(seg)):
                    # (a clause starts at its separator, or at the space before a dash: no match
                    # starts before the first place _CLAUSE_PRE finds, less one)
                    for cm in F._CLAUSE.finditer(seg, max(0, pre.start() - 1)):
                        if (cm.group(1) or cm.group(2) or "").lower() in _VERBS:
                            cats.add("clause_imperative")
                            break
                if "verb_start" not in cats and F.embedded_imperative(low, wset):
                    cats.add("embedded")  # (features.segment_parts: an imperative field, cell or string)
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
