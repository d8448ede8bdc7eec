"""Does a segment refer to the reader's own reply ("include ... in your reply", "begin your answer
with ...")?  The ``reply_ref`` cue of both scorers.

"your" before a word for an answer or a message ("reply", "response", "summary", "message", "text")
is how an injection tells a model what to put in its output.  The same two words in an honest e-mail
name a message the writer *received* from the reader's side ("we got your text that the 09:10
crossing is off", "thanks for your message") or are the subject of what that message said ("your
text said there'd be no change fee"): blind round 1062's passengers' e-mails scored 0.93-0.99 on the
cue and planted their own dates.  :func:`refers_to_reply` leaves those out.
"""

from __future__ import annotations

from .lexicon import REPLY_NOUNS

__all__ = ["refers_to_reply"]

# words just before "your <noun>" that say the message was received, not to be written
_RECEIVED = frozenset(("got", "get", "gotten", "received", "receive", "read", "saw", "seen", "had", "per",
                       "regarding", "re", "about", "after", "since"))
_THANKS = frozenset(("thanks", "thank", "thx", "cheers"))
# a verb after "your <noun>" that reports what the message said or did
_REPORTED = frozenset(("said", "says", "mentioned", "mentions", "asked", "arrived", "came", "was", "were", "stated",
                       "states", "told", "explained", "confirmed", "reached", "earlier", "yesterday", "this",
                       "last"))


def refers_to_reply(words: list[str]) -> bool:
    """Is there a "your <reply noun>" in ``words`` (a segment's lower-case words) that speaks of the
    reader's reply, not of a message received ("got your message", "thanks for your text") or of
    what one said ("your text said ...")?"""
    n = len(words)
    for k in range(n - 1):
        if words[k] != "your" or words[k + 1] not in REPLY_NOUNS:
            continue
        before = words[max(0, k - 3):k]
        if (k and words[k - 1] in _RECEIVED) or (_THANKS.intersection(before) and "for" in before):
            continue  # (a message received: "we got your text", "thanks for your message")
        if k + 2 < n and words[k + 2] in _REPORTED:
            continue  # (what it said: "your text said ...", "your message arrived")
        return True
    return False
