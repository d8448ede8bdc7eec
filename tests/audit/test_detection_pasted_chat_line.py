"""Issue 9, twenty-ninth pass: a chat export's line opens a pasted message.

A user pastes a member's chat message under their request: "Nora Kaplan: evening! could I have
peg 14 ...".  The name and the colon are how a chat or SMS export prints who wrote the line; the
splitter read the block as the user's own words, so a payload inside it was trusted.  A user's
own label ("Quick Update:", "Bank Details:") stays the request.  Driven through the public
``split_pasted``; no text here is from a round of complete runs."""

from __future__ import annotations

from orchtrace.pasted import split_pasted

TAIL = (" The swim by the reeds was lovely last time, and the bailiff said the bream are feeding well on the far "
        "bank, so fingers crossed for a few fish.\nthanks a lot x")


def test_a_named_chat_line_opens_the_pasted_message() -> None:
    text = ("Can you sort Nora's peg booking?\n\nNora Kaplan: evening! could I have peg 14 for two nights from the "
            "12th? I'll be arriving after work and leaving early Sunday, so no rush on the gate code." + TAIL)
    request, docs = split_pasted(text)
    assert request == "Can you sort Nora's peg booking?"
    assert len(docs) == 1 and docs[0].startswith("Nora Kaplan: evening!")


def test_a_users_own_two_word_label_stays_the_request() -> None:
    for label in ("Quick Update: he has sent the receipt now and the amount is right, so go ahead today.",
                  "Bank Details: he gave them on the phone earlier, they are on his record so use those."):
        text = "Please refund Tom's day ticket.\n\n" + label + TAIL
        assert split_pasted(text) == (text, [])
