"""A text's words and shapes for the run-time scorer (:mod:`.fastscore`), each computed the way
:mod:`.features` defines it but on as little of the text as gives the same result: translation
tables instead of regular expressions where a table decides, and a pattern searched only where a
match can be.  Each function names the reference expression it equals; tests in
``tests/detect/test_recognizer_equivalence.py`` compare both on hostile and real strings."""

from __future__ import annotations

import re

from . import features as F

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
_WORD_FINDALL = F._WORD.findall
_OTHER = "'other script digits"  # (compared by identity; its "'" sends a segment to _words)


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
