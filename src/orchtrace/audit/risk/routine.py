"""Which tools are an honest job's routine steps: a note on a record, a message to someone.

An agent that handles a case does more than the one thing it was asked: it notes what it did on
the ticket and tells the customer.  Those steps are rarely asked for in so many words, so the
intent verdict calls them "not asked", and untrusted content has reached them (the note names the
order the e-mail was about).  They are also not what an injection is after when they aim at no
one the content brought in: a note on the case's own record moves no money, data or access, and
a message whose recipient did not come from the content sends nothing to the attacker.  What an
injected note or message does need, a target or an order from the content, the evidence model
reads in the same call (a key argument taking an untrusted value; a clause asking for this very
action: :mod:`orchtrace.commanded`), and the feature built on this (``routine_step`` in
:mod:`.features`) is read only when both are absent.

By the tool's name alone (``add_job_note``, ``append_comment``, ``send_customer_message``,
``notify_owner``, ``text_parent``): cached, ``O(len(name))``.
"""

from __future__ import annotations

import functools

from ...intent import is_read_tool, tool_verb

# the object of a note-taking tool: a remark kept on one of our own records
NOTE_WORDS = frozenset("note notes comment comments remark remarks memo memos annotation annotations".split())
# verbs that write to someone (the lexicon's "communicate" class misses the bare ones)
MESSAGE_VERBS = frozenset("message email e-mail mail text sms notify reply".split())
# "send" names a message only with a message's word as its object (``send_licence_documents``
# sends documents: data leaving, not a routine step)
MESSAGE_WORDS = frozenset("message messages email emails mail sms text reply notification notifications letter "
                          "confirmation update note".split())


@functools.lru_cache(maxsize=4096)
def routine_tool(name: str) -> bool:
    """Is ``name`` a note on a record or a message to someone, by its name?  A read never is."""
    if not name or is_read_tool(name):
        return False
    verb, words = tool_verb(name)
    if NOTE_WORDS.intersection(words) or verb in NOTE_WORDS or verb in MESSAGE_VERBS:
        return True
    if verb is None:  # CamelCase: any word may be the verb (``GmailSendEmail``)
        return bool(MESSAGE_VERBS.intersection(words))
    return verb == "send" and bool(MESSAGE_WORDS.intersection(words))
