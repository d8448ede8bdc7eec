"""Addresses and links in a segment for the run-time scorer (:mod:`.fastscore`), searched for only
from where one can start: the same matches as :data:`.features._EMAIL` / :data:`.features._URL_OR_EMAIL`
(a test compares both) without trying every position of a long segment."""

from __future__ import annotations

from . import features as F

# (an address's local part is 1-64 characters: no match of _EMAIL or _URL_OR_EMAIL starts more than
# 64 characters before an "@", and a link's starts at "http" or "www.")
_LOCAL_MAX = 64


def has_email(seg: str) -> bool:
    """``features._EMAIL.search(seg) is not None``, searched from 64 characters before the first
    "@" (the pattern has no anchor or lookbehind: a search from there finds a match iff one
    exists; from the start, every position of a long segment is tried up to 64 characters on)."""
    at = seg.find("@")
    return at >= 0 and F._EMAIL.search(seg, max(0, at - _LOCAL_MAX)) is not None


def blank_links(low: str) -> str:
    """``features._URL_OR_EMAIL.sub(" ", low)``, each match searched for from the first place one
    can start (64 characters before the next "@", the next "http" or "www."): the same matches,
    without trying every position in between."""
    search = F._URL_OR_EMAIL.search
    find = low.find
    out: list[str] = []
    pos = 0
    while True:
        starts = [i for i in (find("http", pos), find("www.", pos)) if i >= 0]
        at = find("@", pos)
        if at >= 0:
            starts.append(max(pos, at - _LOCAL_MAX))
        if not starts:
            break
        m = search(low, min(starts))
        if m is None:
            break
        out.append(low[pos:m.start()])
        out.append(" ")
        pos = m.end()
    if not out:
        return low
    out.append(low[pos:])
    return "".join(out)
