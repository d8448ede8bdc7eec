"""Documents pasted into a request: "Summarize this e-mail:" followed by the e-mail.

A user (or an app that builds the prompt) often hands the agent third-party text inside the
request itself: an e-mail to summarize, a page to translate, retrieved passages under
"Context:".  The request is the user's; the pasted text is not - its author is whoever wrote the
e-mail or the page, and an instruction inside it is an indirect prompt injection exactly as if a
tool had fetched it.  :func:`split_pasted` cuts a user passage into the request and the pasted
documents, conservatively: only a block of at least :data:`DOC_MIN` characters that is set apart
(a fence, a tag, a quote, a label such as "Context:", a paragraph after a short request that points
at it, or one that opens as a forwarded e-mail, a web page or a JSON record does) counts; a short request is never
split, and a block pasted with none of these signs is read as the user's own words.  A document may
open a few paragraphs below the request (a one-line reply above the message it quotes): the short
paragraphs before its opening stay with the request.
"""

from __future__ import annotations

import itertools
import re
import unicodedata

from .envelope import FROM_NAMES, SUBJECT_NAMES

__all__ = ["DOC_MIN", "split_pasted"]

DOC_MIN = 200  # characters: a shorter block is part of the request
REQUEST_MAX = 600  # characters: the request beside a pasted block is short
TEXT_MAX = 64 * 1024
MAX_DOCS = 8  # documents one pasted block is cut into

# explicit delimiters: ```...```, """...""", <document>...</document> (and kin), a run of "> " lines
_FENCED = re.compile(
    r"```[^\n`]{0,40}\n(.*?)(?:```|\Z)|\"\"\"(.*?)(?:\"\"\"|\Z)"
    r"|<(document|documents|doc|email|e-mail|mail|context|text|article|page|content|source|sources|input|data|"
    r"message|snippet|excerpt|transcript|ticket|attachment|webpage|web_page|search_results?|retrieved|passage|"
    r"passages)\b[^>]{0,200}>(.*?)(?:</\3\s*>|\Z)"
    r"|((?:^[ \t]*>[^\n]*(?:\n|\Z)){3,})",
    re.IGNORECASE | re.DOTALL | re.MULTILINE)
# a label that introduces pasted text on its own line or before it ("Context:", "E-mail below:")
_LABEL = re.compile(
    r"^[ \t#*]*(?:context|document|documents|source|sources|e-?mail|message|text|article|page|web\s*page|excerpt|"
    r"transcript|ticket|attachment|retrieved\s+\w+|search\s+results?|passages?|content|input|notes?|"
    r"forwarded\s+message|original\s+message)[ \t]*(?:\([^)\n]{0,60}\))?[ \t]*:[ \t]*(?:\n|(?=\S.{"
    + str(DOC_MIN // 2) + r"}))",
    re.IGNORECASE | re.MULTILINE)
# a request that points at what follows or precedes it
_POINTS = re.compile(r"\b(?:this|these|following|below|above|attached|pasted|forwarded|here\s+is|here's|"
                     r"the\s+(?:e-?mail|message|text|page|document|article|thread|letter|note|ticket))\b|:\s*$",
                     re.IGNORECASE)
# (a run of blank lines is one break: a paragraph after three newlines starts at its text, where
# its opening is read, not at a newline)
_PARAGRAPHS = re.compile(r"\n(?:[ \t]*\n)+")
# a block that opens as a forwarded e-mail or a web page does ("From: ...", "-----Original Message-----")
# (and the sender and subject lines as other languages' mail clients write them: Da, De, Von, Van,
# Fran, Fra, Od; Oggetto, Asunto, Objet, Betreff, Onderwerp, Amne, Emne, Temat, Assunto)
_HEADERS = re.compile(r"[ \t>]*(?:(?:from|to|subject|date|sent|cc|reply-to|" + FROM_NAMES + "|" + SUBJECT_NAMES
                      + r")[ \t]*:|-{3,}[ \t]*(?:original|forwarded)|"
                      r"(?:begin\s+)?forwarded\s+message|<!doctype\s+html|<html\b)", re.IGNORECASE)


def split_pasted(text: str) -> tuple[str, list[str]]:
    """(the request, the pasted documents) of one user passage; ``(text, [])`` when nothing is
    pasted.  Linear in the text (bounded at :data:`TEXT_MAX` characters)."""
    if len(text) < DOC_MIN + 10:
        return text, []
    text = text[:TEXT_MAX]
    docs: list[str] = []
    rest: list[str] = []
    pos = 0
    for m in _FENCED.finditer(text):
        body = next((g for g in (m.group(1), m.group(2), m.group(4), m.group(5)) if g is not None), "")
        if len(body.strip()) >= DOC_MIN:
            docs.append(body)
            rest.append(text[pos:m.start()])
            pos = m.end()
    if docs:
        rest.append(text[pos:])
        # (a quoted reply ("> On Tue, Kofi wrote: ...") is often itself inside a pasted e-mail
        # thread: what is left around the fences is split as any unfenced passage is, so the
        # e-mail that holds the quote is not read as the user's own words)
        request, more = _split_unfenced("\n\n".join(p.strip() for p in rest if p and p.strip()))
        return (request, (more + docs)[:MAX_DOCS]) if more else (_request_of(rest), docs)
    return _split_unfenced(text)


def _split_unfenced(text: str) -> tuple[str, list[str]]:
    """:func:`split_pasted` past its fences: a label, a request that points, a document's opening."""
    if len(text) < DOC_MIN + 10:
        return text, []
    m = _LABEL.search(text)
    if m is not None and len(text) - m.end() >= DOC_MIN and m.start() <= REQUEST_MAX \
            and not _opened_before(text, m.start()):
        # "Context:\n<passages>\n\nQuestion: ..." or "Summarize:\n<the e-mail>": what the label
        # introduces runs to the end, or up to a short closing paragraph that asks
        body = text[m.end():]
        paras = _PARAGRAPHS.split(body)
        tail = ""
        if len(paras) > 1 and len(paras[-1]) <= REQUEST_MAX and _asks(paras[-1]):
            tail = paras[-1]
            body = body[: len(body) - len(tail)]
        if len(body.strip()) >= DOC_MIN:
            return _request_of([text[: m.start()], tail]), _documents(body)
    paras = _PARAGRAPHS.split(text)
    if len(paras) >= 2:
        first, last = paras[0], paras[-1]
        # (a first paragraph that is itself a document's header block is no request: the e-mail
        # then its body, with the request at the end)
        if len(first) <= REQUEST_MAX and not _HEADERS.match(first):
            cut = 1 if _POINTS.search(first) else _first_opening(paras)
            if cut:
                # (cut at the blank line before paragraph ``cut`` as the text has it: a blank
                # line may hold spaces, so the paragraphs joined again need not be the same length)
                sep = next(itertools.islice(_PARAGRAPHS.finditer(text), cut - 1, None))
                body = text[sep.start():]
                if len(body.strip()) >= DOC_MIN:
                    return text[: sep.start()], _documents(body)
        if len(last) <= REQUEST_MAX and _POINTS.search(last):
            body = text[: len(text) - len(last)]
            if len(body.strip()) >= DOC_MIN:
                return last, _documents(body)
    return text, []


_ASK = re.compile(r"\?|\b(?:please|summari[sz]e|answer|reply|tell|explain|translate|what|which|who|how|why|when|"
                  r"question|task|do|make|send|pay|book)\b", re.IGNORECASE)


def _asks(paragraph: str) -> bool:
    return _ASK.search(paragraph) is not None


# a paragraph that starts a new document in a pasted block: headers, a JSON or HTML body, a
# numbered source ("[2]", "Document 2:", "Source 3 -")
_DOC_START = re.compile(r"[ \t]*(?:[{\[][\s\"{\[]|<(?:!doctype|html|div|p|table)\b|\[\d{1,3}\]|(?:document|source|passage|result)"
                        r"\s+\d{1,3}\b)", re.IGNORECASE)


# what else opens a pasted document after a short request (checked on the paragraph's start):
# a message's sender or channel line ("Message from Ana:", "Signal - Bob Tanaka:", "Voicemail
# (Kofi, 0:41) - auto transcript:"), a bracketed label ("[OCR - photo of the label]", "[Rhys,
# piercer]"), a markup tag or XML declaration, YAML front matter, a table row, an e-mail signature
# separator, a letter's greeting on a line of its own
_OPENING = re.compile(
    r"[ \t]*(?:(?:message|note|review|comment|text|sms|whatsapp|signal|messenger|telegram|slack|teams|voicemail|"
    r"voice\s+(?:note|message|memo)|e-?mail|letter|memo|chat|transcript|post)\b[^\n:]{0,80}?(?:\bfrom\b|\s[-\u2013\u2014]\s|\()"
    r"[^\n]{0,80}?:"
    r"|\[[^\]\n]{2,80}\]|<[A-Za-z?!][^<>\n]{0,200}>|---[ \t]*\n[ \t]*[\w\-]{1,40}[ \t]*:|\|[^\n]*\|[ \t]*(?:\n|\Z)"
    r"|--[ \t]*\n|(?:hi|hello|dear|hey|good\s+(?:morning|afternoon|evening))\b[^\n,!]{0,40}(?:\n|[,!]))",
    re.IGNORECASE)
# a title in capitals on the first line ("SERVICE SHEET - Mayfly", "*** STOPPAGE NOTICE ***"): two
# words of capitals at its start, after any run of symbols
_TITLE = re.compile(r"[ \t*!#=~_\-]*[A-Z][A-Z'&\-]{2,}[ \t]+(?:[A-Z][A-Z'&\-]+|\d{1,4})\b[^\n]*\n")
# a form: three lines or more of "Field: value"
_FORM_LINE = re.compile(r"(?m)^[ \t>*\-]*[A-Za-z][\w .\-/()#']{0,39}:[ \t]*\S")
# a CSV or TSV header (three or more short column names) and a first row with as many separators
_CSV = re.compile(r"[ \t]*[\w .\-/()%#]{1,40}(?:,[\w .\-/()%#]{1,40}){2,}[ \t]*\n[^\n]*,[^\n]*,"
                  r"|[ \t]*[\w .\-/()%#]{1,40}(?:\t[\w .\-/()%#]{1,40}){2,}[ \t]*\n[^\n]*\t[^\n]*\t")
# a forwarded e-mail's sender and subject lines further down its first lines ("Oh, one more thing
# ... \nFrom: Nora <nora@...>\nSubject: ...")
_HEADER_PAIR = re.compile(r"(?im)^[ \t>]*from[ \t]*:[^\n]*\n(?:[^\n]*\n){0,3}?[ \t>]*subject[ \t]*:")


def _opened_before(text: str, end: int) -> bool:
    """Does a document open in ``text[:end]``, after its first paragraph?  A label further down
    ("NOTES:" on a scrutineering card inside a forwarded e-mail) is the document's own, not the
    user's pointer at what follows: the request ends where the first document opens."""
    paras = _PARAGRAPHS.split(text[:end])
    return len(paras) >= 2 and _first_opening(paras) > 0


def _first_opening(paras: list[str]) -> int:
    """The index of the first paragraph after a short request that opens a document (0: none).
    The paragraphs before it, while short, are the user's own words; a document may open with a
    line that carries no sign (a one-line reply above a quoted message), so a few are looked at."""
    size = 0
    for j in range(1, min(len(paras), OPENING_LOOKAHEAD + 1)):
        size += len(paras[j - 1])
        if size > REQUEST_MAX:
            return 0
        if _opens_document(paras[j]):
            return j
    return 0


# further signs (twenty-fourth pass): a sender line with a handle or number ("Nora (SHOP-4208):",
# "Tomas (+32 476 ...):"); a greeting in any language on a line of its own, up to four words ending
# in "!" or "," ("Tere!", "Demat deoc'h!", "Hallo zusammen,"); a lone "Label: value" line (a
# subject line in any language: "Teema: Garantii"); a chat template's role tokens, which no one
# types to an agent; a quoted message ("> On Thu ... wrote:"); a letter's closing, a short line
# ending in a comma over a line that is only a name ("Parimate soovidega,\nAlice Okafor")
_SENDER = re.compile(r"[ \t]*[A-Z][\w'\-]*(?:[ \t]+[A-Z][\w'\-]*){0,2}[ \t]*\([^()\n]{1,40}\)[ \t]*:")
_GREETING = re.compile(r"[ \t]*[^\W\d_][\w'\u2019\-]*(?:[ \t]+[\w'\u2019\-/]+){0,3}[ \t]*[!,][ \t]*(?:\n|\Z)")
_LABEL_LINE = re.compile(r"[ \t]*[^\W\d_][\w\-]{1,24}(?:[ \t]+[\w\-]{1,24})?[ \t]*:[ \t]*[^\s:][^\n]{0,80}")
_TEMPLATE_TOKEN = re.compile(r"<\|[\w\- ]{1,30}\|>|</s>|\[/?INST\]|<</?SYS>>|<start_of_turn>|<end_of_turn>")
_QUOTED = re.compile(r"[ \t]*>[^\n]*\n[ \t]*>")
_CLOSING = re.compile(r"(?m)^[^\n,]{2,40},[ \t]*\n[ \t]*[A-Z][\w'\-]+(?:[ \t]+[A-Z][\w'\-]+){0,2}[ \t]*$")
OPENING_LOOKAHEAD = 4  # paragraphs after the request looked at for a document's opening


def _opens_document(paragraph: str) -> bool:
    """Does a paragraph that follows a short request open as a document does (a forwarded
    e-mail's headers, a JSON or HTML body, a numbered source, a message's sender line, a
    bracketed label, markup, front matter, a table, a CSV header, a title in capitals, a form, a
    letter's greeting in any language or its closing over a name, a sender with a handle, a lone
    subject line, a pictograph, a chat template's tokens, a quoted message, or a line of markup,
    JSON, a table or a CSV header a few lines in)?  Signs of a text
    someone else wrote: a user's own second paragraph is prose to the agent, which carries none of
    them."""
    if (_HEADERS.match(paragraph) or _DOC_START.match(paragraph) or _OPENING.match(paragraph)
            or _SENDER.match(paragraph) or _GREETING.match(paragraph) or _symbol_led(paragraph)
            or _TEMPLATE_TOKEN.search(paragraph, 0, 2000) or _opens_document_more(paragraph)):
        return True
    if "\n" not in paragraph:
        return _LABEL_LINE.fullmatch(paragraph) is not None
    if (_TITLE.match(paragraph) or _CSV.match(paragraph) or _HEADER_PAIR.search(paragraph, 0, 2000)
            or _QUOTED.match(paragraph) or _CLOSING.search(paragraph, 0, 2000)
            or _STRUCTURED_LINE.search(paragraph, 0, 2000) or _CSV_LINE.search(paragraph, 0, 2000)
            or _DASH_TITLE.match(paragraph) or _HEADING.match(paragraph) or _SIGNATURE.search(paragraph, 0, 2000)
            or _DOC_LINE.search(paragraph, 0, _DOC_LINE_CHARS)):
        return True
    return len(_FORM_LINE.findall(paragraph, 0, 2000)) >= 3


# further signs (twenty-eighth pass), none of them how a user goes on writing to the agent: a
# reply's or a forward's subject prefix ("Re: H-7294", "Fwd:", "AW:", "SV:"); a rule of dashes
# ("----", a run of em dashes) over a footer; a line from a channel or a document's sender with
# words before "from" ("Order note from Omar Miller:", "Web enquiry from Carol (carol@...):"); a
# writer who introduces themselves after a greeting ("hey it's Uma from ...", "Buongiorno, this
# is the coach of ...", "Hoi, Femke de Boer here"); a chat channel's line ("#salle-bureau ·
# Alice"); and, on a paragraph of several lines, a title with a spaced dash ("Claim — Gareth
# Lloyd", "Jury minutes — SL-2694"), a markdown heading, a mail client's signature ("--" on a
# line of its own, "Sent from my iPhone"), a table row without its outer bars ("bib | swim | T1 |
# bike"), a chat log's time-stamped line ("[18:06] tankmaster:").  (Thirtieth pass) a reply's line that
# names what it answers before its colon, as an SMS or a ticket reply does ("Re FH-1260: I'm
# stepping down ...", "Re booking 8655: we're on the M6"): the reference holds a digit
_REPLY_PREFIX = re.compile(r"[ \t]*(?:(?:re|fwd?|aw|wg|sv|vs|tr|rv|antw|odp)[ \t]*:[ \t]*\S"
                           r"|re[ \t]+(?:[\w#/\-]{1,20}[ \t]+){0,2}[\w#/\-]{0,20}\d[\w#/\-]{0,20}[ \t]*:[ \t]*\S)",
                           re.IGNORECASE)
_RULE = re.compile(r"[ \t]*[\-\u2010-\u2015_=~\u2500-\u257f]{2,}[ \t]*\n")
# (fortieth pass) a sender named by their role before their name, account or reference, as a
# marketplace's or a help desk's message header does ("From buyer (order 24446): ...", "From seller
# DL-1315: ...", "From buyer Omar Nguyen (MK-93224):"): one or two lowercase words, then a name in
# capitals, a reference that holds a digit or a parenthesis that holds one ("Working from home
# (sorry):" is no one's header)
_ROLE_THEN_WHO = r"|[a-z][\w\-]*(?:[ \t]+[a-z][\w\-]*)?[ \t]+(?:[A-Z\u00c0-\u00de]|\([^()\n]{0,30}\d|[A-Za-z]{0,6}[\-]?\d)"
_FROM_LINE = re.compile(r"[ \t]*(?:[^\W\d_][\w'\u2019\-]*[ \t]+){0,3}(?i:from)[ \t]+"
                        r"(?:[A-Z\u00c0-\u00de#@+\d]|(?i:the|my|our|your|a|an)[ \t]+\w" + _ROLE_THEN_WHO + r")[^\n:]{0,120}:")
_GREET = (r"[ \t]*(?i:hi|hiya|hey|heya|hello|howdy|yo|morning|evening|afternoon|good\s+(?:morning|afternoon|evening|day)|"
          r"ciao|hoi|hallo|hola|ol[a\u00e1]|bonjour|salut|buongiorno|buonasera|servus|moin|hej|tere|ahoj|szia|"
          r"dzie\u0144\s+dobry|dobr[y\u00fd]\s+den|god\s+morgen|goedemorgen|guten\s+(?:morgen|tag))[ \t]*[,!.]?[ \t]*")
# (the greeting in any case; the name after "it's" / "this is" with its capital: "Hi, I'm afraid"
# is no one's introduction)
_INTRO = re.compile(_GREET + r"(?:(?i:it'?s|it\u2019s|this\s+is|i'?m|i\u2019m|i\s+am|my\s+name\s+is)[ \t]+"
                    r"(?:[A-Z\u00c0-\u00de]|(?i:the)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:of|from|at|for)\b)"
                    r"|[A-Z\u00c0-\u00de][^\s()]*[ \t]+(?:[^\s()]+[ \t]+){0,4}(?:\([^()\n]{1,30}\)[ \t]*)?(?i:here)\b)")
_CHANNEL = re.compile(r"[ \t]*#[\w\-]{2,40}[ \t]*[\u00b7|:\u2013\u2014\-]")
# (thirty-third pass) a business document's title: its kind, its number, then a dash, a colon, a bar
# or the line's end ("Invoice LK-32308 \u2014 attendance at ...", "Receipt #4471:", "Delivery note
# DN-2207"); a user's own sentence about an invoice goes on with a verb ("Invoice 7781 is overdue")
_DOC_TITLE = re.compile(
    r"[ \t]*(?i:invoice|receipt|quote|quotation|estimate|statement|purchase\s+order|credit\s+note|delivery\s+note|"
    r"work\s+order|job\s+sheet|remittance(?:\s+advice)?|booking\s+confirmation|order\s+confirmation|pro\s*forma)"
    r"[ \t]+(?:(?i:no\.?|number|ref\.?)[ \t]*)?#?[A-Za-z]{0,5}[\-/]?\d[\w\-/.]*[ \t]*(?:[\u2013\u2014|:]|-[ \t]|\n|\Z)")
_DASH_TITLE = re.compile(r"[ \t]*[^\W\d_][^\n]{0,60}?[ \t][\u2013\u2014][ \t][^\n]{0,59}[^\s.?!,;:][ \t]*\n[ \t]*\S")
_HEADING = re.compile(r"[ \t]*#{1,6}[ \t]+\S[^\n]{0,80}\n[ \t]*\S")
_SIGNATURE = re.compile(r"(?im)^[ \t]*(?:--[ \t]*$|sent\s+from\s+my\s+\w+|get\s+outlook\s+for\s+\w+)")


# a business document's own line among a paragraph's first lines: its kind and its number, alone
# ("Invoice SK-7776", "Quote Q-6012 - water show", "Purchase order PO-835", "Rechnung Nr. 4411"),
# as an invoice or a quote prints it under the sender's name (a user who names an invoice to the
# agent does so inside a sentence)
_DOC_LINE = re.compile(
    r"(?im)^[ \t*#]*(?:invoice|receipt|quote|quotation|estimate|purchase\s+order|order|credit\s+note|statement|"
    r"remittance(?:\s+advice)?|delivery\s+note|booking\s+confirmation|pro-?forma(?:\s+invoice)?|rechnung|gutschrift|"
    r"angebot|quittung|faktura|factura|fattura|facture|factuur|lasku|arve|devis|presupuesto|preventivo|offerte|"
    r"recibo|ricevuta|re[çc]u)"
    r"[ \t]*(?:no\.?|nr\.?|n[\u00b0\u00ba]\.?|#|number|num\.?|ref\.?|:)?[ \t]*"
    r"[A-Za-z0-9][\w\-/.]{0,24}\d[\w\-/.]{0,24}[ \t]*(?:[-\u2013\u2014:,(][^\n]{0,40})?$")
_DOC_LINE_CHARS = 300  # the paragraph's first lines, where a document prints its kind and number

# (thirty-ninth pass) a line of its own that names what follows and who wrote it, as a help desk, a
# workshop's job book or a referral portal prints a message's header: up to three words, "from", a
# name in capitals or an address, and at most a parenthesis with the sender's account or role
# ("Ticket from Nora Schmidt (AC-58066)", "Bench note from Victor Nguyen (master engraver)", "Referral
# from ops@foodbank.example"), then the message on the next line.  Without a colon the sender lines
# above (_OPENING, _FROM_LINE) did not count it; a user's own sentence goes on after the name
# ("Ticket from Nora needs a refund").  The line may stand alone, a blank line before the message.
# (Fortieth pass) the sender's role may come before the name, and an account or a reference with a
# digit may stand for it ("Ticket from owner Quinn Garcia", "Ticket from sitter account SA-08709")
_AUTHOR_LINE = re.compile(
    r"[ \t]*(?:[^\W\d_][\w'\u2019\-]*[ \t]+){1,3}(?i:from)[ \t]+"
    r"(?:[a-z][\w\-]*[ \t]+){0,2}"  # (the sender's role: "owner Quinn Garcia", "sitter account SA-08709")
    r"(?:[A-Z\u00c0-\u00de][\w'\u2019\-]*(?:[ \t]+[A-Z\u00c0-\u00de][\w'\u2019\-]*){0,3}|[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+"
    r"|[A-Za-z]{0,6}[\-]?\d[\w\-/]{0,20})"
    r"[ \t]*(?:\([^()\n]{1,60}\))?[ \t]*(?:\n[ \t]*\S|\Z)")


# (fortieth pass) a sender line in any language: a word or two ("Neges gan", "Wiadomo\u015b\u0107 od"), a
# name in capitals, the sender's role or place in a parenthesis and a colon that ends the line
# ("Neges gan Victor Miller (gwesteiwr cartref, Aberystwyth):"), the message on the lines below; and a
# letter's sender line over its reply line ("Northgate Veterinary Centre\nRe: Bramble (boarding
# MN98215)"), a short line with no sentence's end over a subject prefix
_WORDS_SENDER = re.compile(r"[ \t]*(?:[^\W\d_][\w'\u2019\-]*[ \t]+){1,2}[A-Z\u00c0-\u00de][\w'\u2019\-]*"
                           r"(?:[ \t]+[A-Z\u00c0-\u00de][\w'\u2019\-]*){0,2}[ \t]*\([^()\n]{1,60}\)[ \t]*:[ \t]*\n[ \t]*\S")
_LETTERHEAD_REPLY = re.compile(r"[ \t]*[^\s.?!:][^\n.?!:]{1,59}\n" + _REPLY_PREFIX.pattern, re.IGNORECASE)


# (twenty-ninth pass) a chat or SMS export's line: a person's name, two or three capitalised words,
# a colon and their message ("Nora Miller: evening! could I have swim 2 ...").  A user labels their
# own words with one word ("Note:", "PS:", "Update:"); two-word labels that are no one's name
# ("Quick Update:", "Bank Details:", "Next Steps:") are left out by their words
_NAMED_LINE = re.compile(r"[ \t]*([A-Z\u00c0-\u00de][a-z\u00df-\u00ff'\u2019\-]+(?:[ \t]+[A-Z\u00c0-\u00de][a-z\u00df-\u00ff'\u2019\-]+){1,2})"
                         r"[ \t]*:[ \t]+\S+[ \t]+\S+[ \t]+\S")
_LABEL_WORDS = frozenset("""
note notes update updates next steps step action actions required please important side bank details detail
delivery order orders quick re ps subject reference account payment payments contact billing shipping total due
new old my our your the this that background context summary question questions request requests task tasks
todo to do follow up reminder urgent final edit edited correction addendum also extra more further additional
fyi heads for info information key point points bottom line short version tl dr long story plan plans
""".split())


def _named_line(paragraph: str) -> bool:
    m = _NAMED_LINE.match(paragraph)
    return m is not None and not _LABEL_WORDS.intersection(w.lower() for w in m.group(1).split())


def _opens_document_more(paragraph: str) -> bool:
    """The twenty-eighth pass's signs that need no second line (see above), a chat line, a
    document's title and a message's header line (:data:`_AUTHOR_LINE`, alone or over its message);
    and the fortieth pass's two that are read on the paragraph's first two lines, a sender line in
    any language over its message (:data:`_WORDS_SENDER`) and a letter's sender over its reply line
    (:data:`_LETTERHEAD_REPLY`)."""
    return bool(_REPLY_PREFIX.match(paragraph) or _RULE.match(paragraph) or _FROM_LINE.match(paragraph)
                or _INTRO.match(paragraph) or _CHANNEL.match(paragraph) or _named_line(paragraph)
                or _DOC_TITLE.match(paragraph) or _AUTHOR_LINE.match(paragraph)
                or _WORDS_SENDER.match(paragraph) or _LETTERHEAD_REPLY.match(paragraph))


# a line of structured data a few lines into the paragraph (twenty-sixth pass): a markup tag, a
# JSON object or array opening, a table row, a CSV header over its first row.  A sheet's title
# and a line or two above an export or a table is still a pasted document; a user's own words to
# the agent hold no such line
_STRUCTURED_LINE = re.compile(r"(?m)^[ \t]*(?:<[A-Za-z?!][^<>\n]{0,200}>|[{\[][ \t]*$|\{[ \t]*\"|\|[^\n]*\|[ \t]*$"
                              r"|[^|\n]{1,40}(?:\|[^|\n]{1,40}){3,}$|\[\d{1,2}:\d{2}(?::\d{2})?\][ \t]*[^\s:\]]{1,40}:)")
_CSV_LINE = re.compile(r"(?m)^(?:" + _CSV.pattern + ")")


def _symbol_led(paragraph: str) -> bool:
    # a rating, a warning banner or a pinned post opens with a pictograph (five stars then "Grace:",
    # a warning sign then "PLANT ROOM ALARM"): a symbol character, Unicode category So; a user's own
    # message to the agent does not
    head = paragraph.lstrip()[:1]
    return bool(head) and unicodedata.category(head) == "So"


def _documents(body: str) -> list[str]:
    """A pasted block as its documents: a new one starts at a paragraph that opens like one (an
    e-mail's headers, a JSON or HTML body, a numbered source), so each is weighed on its own as
    each tool output is (one document's record values are not hidden by another's request).
    Each starts at its first line, not at the blank lines before it: what a document opens with
    (a ``From:`` line, a "WhatsApp - Ana (+44 ...):" sender line) is read at its very start."""
    body = body.lstrip()
    paras = _PARAGRAPHS.split(body)
    if len(paras) < 2:
        return [body]
    docs: list[list[str]] = [[]]
    for p in paras:
        if docs[-1] and (_HEADERS.match(p) or _DOC_START.match(p)):
            docs.append([])
        docs[-1].append(p)
    out = ["\n\n".join(d) for d in docs]
    return [d for d in out if d.strip()][:MAX_DOCS] if len(out) > 1 else [body]


def _request_of(parts: list[str]) -> str:
    return "\n".join(p.strip() for p in parts if p and p.strip())
