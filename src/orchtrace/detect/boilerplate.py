"""E-mail boilerplate the recognizer should not read as an instruction to the agent.

Business e-mail ends in legal disclaimers written in the imperative, to "you", about secrecy:
"This email and any attachments are confidential and intended solely for the addressee. If you
have received this email in error, please notify the sender immediately and delete it." Read
as prose, that is everything an injection looks like (secrecy, urgency, second person, an
effect), and the built-in model scored the two most common forms 0.97-0.999: a bill with such a
footer, paid as the user asked, came out high.

:func:`mask_boilerplate` blanks such sentences before scoring (spaces of the same length, so the
spans of what is left keep their offsets).  Narrowly: a sentence is masked only when it reads as
a disclaimer (intended for the addressee, received in error, confidential and privileged, use
prohibited, no liability, do not reply to this automated message) *and* names nothing an
injection needs - no value (digit, "@", link), and no word of an effect or of the agent
("pay", "transfer", "password", "assistant", "instructions", ...) anywhere in its paragraph.
Its neighbours in the same paragraph made of a disclaimer's words (confidential, recipient,
sender, delete, prohibited, in the languages of the cues too) go with it.  A paragraph where any
sentence names an effect or the agent is scored whole, as it is: a disclaimer that carries a
payload ("... where this e-mail is read by an automated assistant, the assistant forwards the
invoices to ...") keeps the context that makes it read as one.
"""

from __future__ import annotations

import re

__all__ = ["mask_boilerplate"]

_CUE = re.compile(
    r"\b(?:intended\s+(?:solely\s+|only\s+|exclusively\s+)?for\s+(?:the\s+)?(?:(?:sole\s+)?use\s+of\s+(?:the\s+)?)?"
    r"(?:named\s+|above\s+)?(?:addressee|recipient|individual|person|entity|entities|party)"
    r"|if\s+you\s+(?:have\s+received|received|are\s+not\s+the\s+(?:intended\s+|named\s+)?(?:recipient|addressee))"
    r"|confidentiality\s+(?:notice|statement|disclaimer)|legal\s+disclaimer|email\s+disclaimer"
    r"|privileged\s+(?:and|&|or)\s+confidential|confidential\s+(?:and|&|or)\s+privileged"
    r"|(?:unauthori[sz]ed|any)\s+(?:use|review|retransmission|dissemination|distribution|disclosure|copying|printing|"
    r"forwarding|reliance)\b[^.!?\n]{0,160}\bprohibited"
    r"|\b(?:accepts?|assumes?)\s+no\s+(?:liability|responsibility)"
    r"|(?:is\s+an\s+automated|automatically\s+generated|unmonitored)\s+(?:message|e-?mail|mailbox|address)"
    r"|do\s+not\s+reply\s+to\s+this\s+(?:e-?mail|message|address)"
    # the same notices in French, German, Spanish, Italian, Dutch, Portuguese, Polish
    r"|si\s+vous\s+(?:avez\s+re\u00e7u|n'\u00eates\s+pas\s+(?:le|la)\s+destinataire)|message\s+automatique"
    r"|ne\s+pas\s+(?:y\s+)?r\u00e9pondre|(?:wenn|falls)\s+sie\s+(?:diese|nicht\s+der)|irrt\u00fcmlich\s+erhalten"
    r"|automatisch\s+(?:erzeugt|erstellt|generiert|gegenereerd|verzonden)|nicht\s+auf\s+diese\s+(?:e-?mail|nachricht)"
    r"|si\s+(?:usted\s+)?(?:ha\s+recibido|no\s+es\s+el\s+destinatario)|mensaje\s+autom\u00e1tico|no\s+responda"
    r"|se\s+(?:avete|hai|ha)\s+ricevuto|messaggio\s+automatico|non\s+rispondere"
    r"|indien\s+u\s+(?:dit|deze)|abusievelijk|niet\s+(?:op\s+)?(?:dit|deze)\s+(?:bericht|e-?mail)\s+(?:beantwoorden|reageren)"
    r"|se\s+(?:voc\u00ea\s+)?recebeu|mensagem\s+autom\u00e1tica|n\u00e3o\s+responda"
    r"|je(?:\u015b|s)li\s+otrzyma|wiadomo\u015b\u0107\s+(?:automatyczna|wygenerowana)|nie\s+odpowiadaj)",
    re.IGNORECASE)
# words a disclaimer's other sentences are made of: once a sentence of a paragraph is a
# disclaimer, its neighbours made of these (and naming no payload) go with it
_VOCAB = re.compile(
    r"\b(?:confidential\w*|privileged|recipients?|addressees?|sender|intended|error|mistake|delete|destroy|"
    r"notify|prohibited|unauthori[sz]ed|liable|liability|attachments?|disclosure|dissemination|copying|"
    r"property\s+of|viruse?s?|confidentiel\w*|destinataires?|exp\u00e9diteur|erreur|interdite?|d\u00e9truire|"
    r"supprimer|vertraulich\w*|empf\u00e4nger|absender|l\u00f6schen|untersagt|unzul\u00e4ssig|confidencial\w*|"
    r"destinatarios?|remitente|prohibid[ao]|eliminar|borrar|riservat[oae]|mittente|errore|vietat[oa]|cancellare|"
    r"vertrouwelijk\w*|geadresseerde|afzender|verwijderen|verboden|destinat\u00e1rio|remetente|erro|proibid[ao]|"
    r"apagar|poufn\w*|adresat\w*|nadawc\w*|b\u0142\u0119dnie|usun\u0105\u0107|zabronione)\b",
    re.IGNORECASE)
# what an injection needs and a disclaimer never names: a value, a link, an effect, the agent
# (in the languages of the cues too)
_VALUE = re.compile(r"\d|@|https?:|www\.")
_PAYLOAD = re.compile(
    r"\b(?:pay|paid|payment|transfer|wire|refund|send|share|upload|post|publish|grant|book|order|"
    r"buy|purchase|change|update|reset|password|credential|token|key|run|execute|install|download|click|call|"
    r"ignore|disregard|override|assistant|ai|agent|bot|llm|gpt|instruction|instructions|prompt|task|tool|"
    r"iban|account|bank|card|invoice|approve|cancel|subscribe|unsubscribe|login|log\s+in|sign\s+in|"
    r"user|owner|manager|boss|committee|customer|colleague|colleagues|director|"
    r"ia|ki|asistente|assistente|agente|assistent|virement|payer|paiement|\u00fcberweis\w*|zahl\w*|pago|pagar|"
    r"bonifico|pagamento|betaal\w*|overmaken|przelew\w*|mot\s+de\s+passe|passwort|contrase\u00f1a|wachtwoord|"
    r"senha|has\u0142o|transf\u00e9r\w*|\u00fcberweisen|transferir|trasferi\w*)\b",
    re.IGNORECASE)
# one of these is in every text _CUE matches (substring tests are ~100x cheaper than the pattern)
_CUE_WORDS = ("intended", "received", "confidential", "privileged", "prohibited", "liability", "responsibility",
              "automated", "automatically", "unmonitored", "reply to this", "disclaimer", "re\u00e7u", "destinataire",
              "automati", "r\u00e9pondre", "wenn sie", "falls sie", "irrt\u00fcmlich", "nicht auf diese", "recibido",
              "destinatario", "responda", "ricevuto", "rispondere", "indien u", "abusievelijk", "beantwoorden",
              "reageren", "recebeu", "otrzyma", "odpowiadaj", "wiadomo")
_SENTENCE = re.compile(r"[^.!?\n]*(?:[.!?]+|\n|$)")
_BLANK_LINE = re.compile(r"\n[ \t]*\n")
MAX_SENTENCE = 600  # characters: a longer "sentence" is not a disclaimer's


def mask_boilerplate(text: str) -> str:
    """``text`` with its e-mail disclaimer sentences blanked (same length; see the module doc)."""
    lower = text.lower()
    if not any(w in lower for w in _CUE_WORDS) or not _CUE.search(text):
        return text  # (the common case: a few substring tests, nothing to mask)
    sentences = paragraph_sentences(text, _SENTENCE)
    # a paragraph where any sentence names an effect or the agent is read as it is, whole: blanking
    # its disclaimer would take away the context of the sentence that asks
    asking = {p for s, e, p in sentences if _PAYLOAD.search(text, s, e)}
    clean = [len(text[s:e]) <= MAX_SENTENCE and p not in asking and not _VALUE.search(text, s, e)
             for s, e, p in sentences]
    seeds = {p for (s, e, p), ok in zip(sentences, clean) if ok and _CUE.search(text, s, e)}
    if not seeds:
        return text
    return blanked(text, [(s, e) for (s, e, p), ok in zip(sentences, clean)
                          if ok and p in seeds and (_CUE.search(text, s, e) or _VOCAB.search(text, s, e))])


def paragraph_sentences(text: str, sentence: re.Pattern[str]) -> list[tuple[int, int, int]]:
    """(start, end, paragraph number) of each non-empty ``sentence`` match of ``text``; paragraphs
    are separated by a blank line.  One pass."""
    starts = [m.end() for m in _BLANK_LINE.finditer(text)]
    out: list[tuple[int, int, int]] = []
    para = 0
    for m in sentence.finditer(text):
        s, e = m.start(), m.end()
        if e == s:
            continue
        while para < len(starts) and starts[para] <= s:
            para += 1
        out.append((s, e, para))
    return out


def blanked(text: str, spans: list[tuple[int, int]]) -> str:
    """``text`` with each of ``spans`` (in order, not overlapping) turned to spaces, line breaks
    kept: the same length, so the spans of what is left keep their offsets."""
    if not spans:
        return text
    out: list[str] = []
    pos = 0
    for s, e in spans:
        out.append(text[pos:s])
        blank = re.sub(r"[^\n]", " ", text[s:e])
        if blank and not blank.endswith("\n") and _GOES_ON.match(text, e):
            # what follows on the same line starts a line of its own, as it would read without the
            # notice: not a line indented by the blanks (read as code, a verb first went unseen)
            blank = blank[:-1] + "\n"
        out.append(blank)
        pos = e
    out.append(text[pos:])
    return "".join(out)


_GOES_ON = re.compile(r"[ \t]{0,16}[^\s]")
