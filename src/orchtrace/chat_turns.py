"""A chat message sent in pieces, one sender's messages read as the sentence they make.

People type a sentence over several messages of a chat, each sent as the thought runs out ("[19:05]
Ana: office - please cancel mp 10996 and" / "[19:05] Ana: refund £109.90 to" / "[19:06] Ana: IBAN
GB29 ..."), and a chat export keeps each on a line of its own behind its time and sender.  The
recognizer reads the export line by line: no line holds the order whole, and its values sit on
other lines than its verb.  A model reads the sender's messages as one.

:func:`join_chat_turns` adds, after each run of consecutive messages from one sender in which each
message is cut mid-sentence where the next goes on (:func:`orchtrace.wrapped.line_goes_on`: it ends
in a word that cannot end a sentence or a comma, or the next opens with a figure after no stop),
the messages' text joined.  Messages are lines of a chat export: a time in brackets or a date and
time, perhaps a dash, then the sender and a colon ("[19:05] Ana Ruiz: ...", "[12/03/2027, 19:05:12]
Ana: ...", "12/03/2027, 19:05 - Ana: ...", "19:05 Ana: ...").  Messages that each end their own
sentence, and messages from different senders, are read as they are.  Unmarked: a chat export is no
hiding.

Bounded: lines of at most :data:`MAX_LINE` characters, runs of at most :data:`MAX_PIECES`
messages, at most :data:`MAX_RUNS` runs; one pattern over the lines: ``O(len(text))``.
"""

from __future__ import annotations

import re

from .reorder import insert_after
from .wrapped import line_goes_on

__all__ = ["join_chat_turns"]

MAX_LINE = 2000
MAX_PIECES = 12
MAX_RUNS = 16
MIN_WORDS = 5  # words of a run read joined
# a chat export's message line: "[19:05] Ana: ...", "[12/03/2027, 19:05:12] Ana: ...",
# "12/03/2027, 19:05 - Ana: ...", "19:05 Ana: ..." (the bracket holds a time: a digit and a colon)
_MESSAGE = re.compile(
    r"[ \t]*(?:\[(?=[^\]\n]{0,30}\d[:.]\d)[^\]\n]{3,40}\]"
    r"|(?:\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4},?[ \t]+)?\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]*[AaPp]\.?[Mm]\.?)?)"
    r"[ \t]*(?:[-\u2013\u2014][ \t]*)?([^:\n\[\]]{1,40}?):[ \t]+(\S[^\n]*)")
_GATE = re.compile(r"\d:\d\d")


def join_chat_turns(text: str, max_added: int) -> tuple[str, bool]:
    """``(text with each run of one sender's messages cut mid-sentence followed by their text joined,
    whether one was)``; at most ``max_added`` characters are added."""
    if "\n" not in text or _GATE.search(text) is None:
        return text, False
    found: list[tuple[int, int, str]] = []
    run: list[str] = []
    who: str | None = None
    run_start = run_end = pos = 0

    def close() -> None:
        if len(run) >= 2 and len(found) < MAX_RUNS:
            joined = " ".join(run)
            if len(joined.split()) >= MIN_WORDS:
                found.append((run_start, run_end, joined))

    for line in text.splitlines(keepends=True):
        start, pos = pos, pos + len(line)
        body = line.rstrip("\r\n")
        m = _MESSAGE.fullmatch(body) if len(body) <= MAX_LINE else None
        if m is None:
            close()
            run, who = [], None
            continue
        sender, said = m.group(1).strip(), m.group(2).strip()
        if sender == who and run and len(run) < MAX_PIECES and line_goes_on(run[-1], said):
            run.append(said)
            run_end = start + len(body)
            continue
        close()
        run, who, run_start, run_end = [said], sender, start, start + len(body)
    close()
    if not found:
        return text, False
    return insert_after(text, found, max_added)[0], True
