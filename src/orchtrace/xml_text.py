"""An indented XML element's text, read as text.

Pretty-printed XML puts each element on a line of its own, indented under its parent
(``    <dedication>Pay ... to IBAN ...</dedication>``).  The recognizer reads an indented line as code
(an indented line of prose is rare; of code, common), so an instruction in an export's note,
remark or description element scored as code (0.05, where the same element unindented scores
0.85) and no span held its values.  A model reads it as the element's text.

:func:`read_elements` adds, after each indented line that is one element with text and nothing else
(``<note>...</note>``, attributes allowed, character references decoded), the text without its
indent and tags, when the text reads as prose: it opens with a capital letter and a lower-case one
and holds three words or more.  Codes, numbers, names and dates ("GV-9539", "Evening session") are
left as they are; an element that is unindented is read as it is already.  The sibling of
:mod:`orchtrace.yaml_blocks` (a YAML block scalar's text).  Unmarked: XML is no hiding.

Bounded: at most :data:`MAX_ELEMENTS` elements, each of at most :data:`MAX_TEXT` characters on one
line; one pattern over the text: ``O(len(text))``.
"""

from __future__ import annotations

import html
import re

from .reorder import insert_after
from .yaml_blocks import opens_as_prose

__all__ = ["read_elements"]

MAX_ELEMENTS = 32
MAX_TEXT = 600
# an indented line that is one element and its text: "    <note type="x">Text ...</note>"
_ELEMENT = re.compile(r"(?m)^[ \t]+<([A-Za-z_][\w:.-]{0,40})(?:[ \t][^<>\n]{0,200})?>([^<>\n]{1,"
                      + str(MAX_TEXT) + r"})</\1>[ \t]*$")


def read_elements(text: str, max_added: int) -> tuple[str, bool]:
    """``(text with each indented prose element followed by its text on a line of its own, whether
    one was)``; at most ``max_added`` characters are added."""
    if "</" not in text:
        return text, False
    found: list[tuple[int, int, str]] = []
    for m in _ELEMENT.finditer(text):
        if len(found) >= MAX_ELEMENTS:
            break
        body = html.unescape(m.group(2)).strip()
        if not opens_as_prose(body):
            continue  # (a code, a number, a name, a date: no prose)
        found.append((m.start(), m.end(), body))
    if not found:
        return text, False
    return insert_after(text, found, max_added)[0], True
