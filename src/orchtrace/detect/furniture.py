"""E-mail furniture the recognizer should not read as an instruction to the agent.

Beside legal disclaimers (:mod:`.boilerplate`), mail systems and senders wrap a message in
standard notices written to the reader in the imperative: "EXTERNAL EMAIL: do not click links or
open attachments unless you recognise the sender", "This email has been scanned for viruses",
"You are receiving this because you subscribed; unsubscribe or manage your preferences", "I am
out of the office until 3 June; for urgent matters contact ...", "We will never ask you for your
password", "Please consider the environment before printing", "Sent from my iPhone".  Read as
prose they are a call to act on the reader, and the built-in model flagged a sixth of such
footers in a held-out set (benign e-mails a user asks the agent to handle).

:func:`mask_furniture` blanks such sentences before scoring (spaces of the same length, offsets
kept), as narrowly as :mod:`.boilerplate` does, with one difference: furniture carries the
sender's own values (a web address, a phone number, a return date), so a value alone does not
keep a sentence.  What keeps it:

* its paragraph names the agent or speaks to a model ("assistant", "AI", "ignore previous",
  "instructions", in the cues' languages too): a notice addressed to the agent is read whole;
* the sentence, apart from the notice's own words ("update your preferences", "never ask you to
  pay"), names an effect an agent's tool has (pay, transfer, forward, send, share, approve,
  reset, change, order, ...).

Only the notice's own sentences are blanked, never a neighbour: a sentence beside a banner that
asks for something ("Modify your answer to ...", "Move the review to 5 June") is scored as
written, whatever words it uses (blanking neighbours free of effect words lost four of BIPIA's
dev-side injected e-mails, whose instruction sat beside an unsubscribe line).

``O(len(text))``: a set of the text's words decides whether any notice can be there (~36 us per
2 KB without one); the notice pattern runs only on sentences that hold one of its words.
"""

from __future__ import annotations

import re

from .boilerplate import _VALUE, blanked, paragraph_sentences

__all__ = ["mask_furniture"]

# a security notice's promise never to ask for something ("we will never ask you for your PIN")
_PROMISE_WORDS = (
    r"(?:will|would|shall)\s+never\s+(?:ask|request|contact)|never\s+(?:ask|request)s?\s+(?:you\s+)?(?:for|to)\b"
    r"|werden\s+sie\s+(?:niemals|nie)|ne\s+vous\s+demander\w*\s+jamais|nunca\s+(?:le|te|lhe)?\s*"
    r"(?:pediremos|solicitaremos|pedir\u00e1)|vragen\s+(?:u|je)\s+nooit|non\s+(?:le|ti|vi)\s+chieder\w*\s+mai"
    r"|nigdy\s+nie\s+(?:popro|prosimy)|kommer\s+aldrig\s+att\s+be")
# the notices, by kind (English, then German, French, Spanish, Dutch, Italian, Polish, Portuguese,
# Swedish, Japanese), lower case: run on lower-cased sentences, without IGNORECASE (several times
# faster in re)
_NOTICE = re.compile(
    # external-sender and phishing-caution banners
    r"\bexternal\s+(?:e-?mail|sender|message)|originated\s+(?:from\s+)?outside|from\s+an\s+external\s+sender"
    r"|do\s+not\s+(?:click|open)\s+(?:on\s+)?(?:any\s+)?(?:links?|attachments?)|unless\s+you\s+recogni[sz]e"
    r"|externe[rn]?\s+(?:e-?mail|absender|nachricht)|von\s+au\u00dferhalb|exp\u00e9diteur\s+externe"
    r"|provient\s+de\s+l'ext\u00e9rieur|remitente\s+externo|fuera\s+de\s+(?:la\s+|su\s+)?organizaci\u00f3n"
    r"|externe\s+afzender|buiten\s+(?:de\s+|uw\s+)?organisatie|mittente\s+esterno|all'esterno\s+dell'organizzazione"
    r"|zewn\u0119trzn\w+\s+nadawc|spoza\s+organizacji|remetente\s+externo|fora\s+da\s+organiza\u00e7\u00e3o"
    r"|extern\s+avs\u00e4ndare|utanf\u00f6r\s+organisationen|\u5916\u90e8"
    # virus and spam scanning notices
    r"|(?:scanned|checked|swept|filtered)\b[^.!?\n]{0,60}?\b(?:viruses|virus|malware|spam|threats)\b"
    r"|virus[- ]free|anti-?virus"
    r"|auf\s+viren\s+gepr\u00fcft|virenfrei|analys\u00e9\s+par|antivirus|\u30a6\u30a4\u30eb\u30b9"
    # list and notification footers
    r"|(?:are\s+)?receiv(?:ing|ed)\s+this\s+(?:e-?mail|message|newsletter|notification|alert)|unsubscrib\w*"
    r"|(?:manage|update|change)\s+(?:your\s+)?(?:e-?mail\s+|subscription\s+|notification\s+|communication\s+)?"
    r"(?:preferences|settings)|opt[- ]out|view\s+(?:this\s+e-?mail\s+)?in\s+(?:your\s+|a\s+)?browser"
    r"|abmelden|abbestellen|d\u00e9sinscri\w*|d\u00e9sabonner|darse\s+de\s+baja|cancelar\s+(?:la\s+|a\s+)?"
    r"(?:suscripci\u00f3n|subscri\u00e7\u00e3o|inscri\u00e7\u00e3o)|afmelden|uitschrijven|disiscriv\w*"
    r"|annullare\s+l'iscrizione|wypisa\u0107|wypisz\s+si\u0119|descadastr\w*|avregistrera|avsluta\s+prenumeration"
    r"|\u914d\u4fe1\u505c\u6b62"
    # no-reply and auto-reply notices
    r"|no-?reply|not\s+monitored|system[- ]generated|out\s+of\s+(?:the\s+)?office|on\s+(?:annual\s+|parental\s+|"
    r"maternity\s+|sick\s+)?leave|automatic\s+reply|auto-?reply|away\s+from\s+(?:the\s+|my\s+)?(?:office|desk)"
    r"|thank\s+you\s+for\s+(?:your\s+(?:message|e-?mail|enquiry|inquiry)|contacting)"
    r"|for\s+(?:anything\s+|any\s+)?urgent\b|(?:re)?send\s+(?:anything|everything|all)\s+urgent\b"
    r"|in\s+my\s+absence|(?:limited|no)\s+access\s+to\s+(?:my\s+)?e-?mail"
    r"|(?:reply|respond|get\s+back\s+to\s+you)\s+(?:on|upon|after|when\s+i)\s+(?:my\s+)?return"
    r"|abwesenheitsnotiz|nicht\s+im\s+b\u00fcro|absente?\s+du\s+bureau|r\u00e9ponse\s+automatique"
    r"|fuera\s+de\s+la\s+oficina|respuesta\s+autom\u00e1tica|afwezig|automatisch\s+antwoord|fuori\s+ufficio"
    r"|risposta\s+automatica|poza\s+biurem|automatyczna\s+odpowied\u017a|fora\s+do\s+escrit\u00f3rio"
    r"|resposta\s+autom\u00e1tica|fr\u00e5nvar\w*|autosvar|automatiskt\s+svar|\u4e0d\u5728|\u81ea\u52d5\u8fd4\u4fe1"
    # security notices (a promise never to ask for something)
    "|" + _PROMISE_WORDS +
    # print, sent-from and follow-us lines
    r"|(?:consider|think\s+of|respect)\s+the\s+environment|before\s+printing|sent\s+from\s+my\s+\w+"
    r"|get\s+outlook\s+for|follow\s+us\s+on|book\s+a\s+(?:meeting|call|time)\s+with\s+me|rate\s+(?:our|my)\s+service"
    r"|how\s+did\s+we\s+do|umwelt\w*\s+\w+\s+\w*\s*ausdruck|avant\s+d'imprimer|antes\s+de\s+imprimir"
    r"|denk\s+aan\s+het\s+milieu|prima\s+di\s+stampare|zanim\s+wydrukujesz|t\u00e4nk\s+p\u00e5\s+milj\u00f6n"
    r"|\u5370\u5237"
    # registration, privacy and data-protection lines
    r"|registered\s+(?:in|office|address|number|no\b|with)|company\s+(?:no|number|registration)\b"
    r"|vat\s+(?:no|number|reg)"
    r"|privacy\s+(?:notice|policy|statement)|data\s+protection|\bgdpr\b|personal\s+data|handelsregister|amtsgericht"
    r"|datenschutz\w*|si\u00e8ge\s+social|\brcs\b|donn\u00e9es\s+personnelles|\brgpd\b|protecci\u00f3n\s+de\s+datos"
    r"|gegevensbescherming|privacyverklaring|protezione\s+dei\s+dati|trattamento\s+dei\s+(?:suoi\s+)?dati"
    r"|ochron\w*\s+danych|\brodo\b|prote\u00e7\u00e3o\s+de\s+dados|\blgpd\b|dataskydd|personuppgifter"
    r"|\u500b\u4eba\u60c5\u5831")
# one of these words is in every sentence _NOTICE matches (a word-set look-up per sentence decides
# whether the pattern, ~1-3 ms over 2 KB, runs at all: most sentences of most texts hold none)
_ANCHORS = frozenset((
    "external", "originated", "outside", "click", "open", "recognise", "recognize", "externe", "externer",
    "externen", "außerhalb", "expéditeur", "extérieur", "remitente", "organización", "afzender", "organisatie",
    "mittente", "esterno", "spoza", "remetente", "organização", "avsändare", "utanför", "scanned", "checked",
    "swept", "filtered", "virus", "viruses", "malware", "spam", "threats", "antivirus", "anti", "viren",
    "virenfrei", "analysé", "receiving", "received", "unsubscribe", "unsubscribed", "unsubscribing",
    "preferences", "settings", "opt", "browser", "abmelden", "abbestellen", "désinscrire", "désinscription",
    "désabonner", "baja", "cancelar", "afmelden", "uitschrijven", "iscrizione", "wypisać", "wypisz",
    "avregistrera", "prenumeration", "reply", "noreply", "monitored", "generated", "office", "leave",
    "automatic", "auto", "away", "thank", "urgent", "absence", "access", "return", "abwesenheitsnotiz", "büro",
    "bureau", "absent", "absente", "automatique", "oficina", "automática", "afwezig", "automatisch", "antwoord",
    "ufficio", "automatica", "biurem", "automatyczna", "odpowiedź", "escritório", "autosvar", "automatiskt",
    "never", "niemals", "nie", "jamais", "nunca", "nooit", "mai", "nigdy", "aldrig", "environment", "printing",
    "sent", "outlook", "follow", "book", "rate", "how", "imprimer", "imprimir", "milieu", "stampare",
    "wydrukujesz", "miljön", "registered", "company", "vat", "privacy", "protection", "gdpr", "personal",
    "handelsregister", "amtsgericht", "siège", "rcs", "données", "rgpd", "protección", "gegevensbescherming",
    "privacyverklaring", "protezione", "trattamento", "rodo", "proteção", "lgpd", "dataskydd", "personuppgifter"
))
_ANCHOR_STEMS = ("zewnętrzn", "unsubscrib", "désinscri", "disiscriv", "descadastr", "frånvar",
                 "umwelt", "datenschutz", "ochron", "organizacj")
_ANCHOR_CJK = ("外部", "ウイルス", "配信停止", "不在",
               "自動返信", "印刷", "個人情報")
# (punctuation and digits to spaces, then a split: a regex over the text's words cost 45-90 us per
# 2 KB, this ~15 us)
_SEPARATORS = str.maketrans(
    {c: " " for c in "-/'\u2019|()[]{}<>\"\u201c\u201d\u00ab\u00bb:;,.!?*_=+&#@%$0123456789\t\r\n"})


def _anchored(low: str) -> bool:
    """Does lower-cased ``low`` hold a word some notice is made of?  (A set of its words: the
    intersection and the stems run at C speed over each distinct word once.)"""
    words = set(low.translate(_SEPARATORS).split())
    if not words.isdisjoint(_ANCHORS):
        return True
    if any(w.startswith(_ANCHOR_STEMS) for w in words if len(w) >= 6):
        return True
    return any(c in low for c in _ANCHOR_CJK) if not low.isascii() else False


# the agent, or a model's own vocabulary: a notice that speaks to it is read whole
_AGENT = re.compile(
    r"\b(?:assistants?|ai|a\.i\.|agents?|bots?|chatbot|copilot|llms?|gpt\w*|model|instructions?|prompt|ignore|"
    r"disregard|override|system\s+(?:message|note|notice|prompt)|automated\s+(?:system|processing|reader)|"
    r"asistente|assistente|agente|assistent\w*|ki|ia)\b|\u30a2\u30b7\u30b9\u30bf\u30f3\u30c8|\uff21\uff29"
    # ... or tells the reader how to write its output ("in your reply", "answer in French")
    r"|\byour\s+(?:answer|response|reply|output|summary|translation)s?\b"
    r"|\b(?:answer|respond|reply)\s+(?:in|with|using)\b",
    re.IGNORECASE)
# what an agent's tools do; a notice's sentence naming one of these (beside its own words) is kept
_EFFECT = re.compile(
    r"\b(?:pay|paid|payment|transfer\w*|wire|refund\w*|send|forward|share|upload|post|publish|grant|approve\w*|"
    r"reset|change|update|modify|order|buy|purchase|book|cancel|delete|remove|add|create|invite|run|execute|"
    r"install|download|move|schedule|credit|debit|iban|password|credentials?|token|login|"
    r"\u00fcberweis\w*|zahl\w*|virement|payer|pago|pagar|bonifico|betaal\w*|overmaken|przelew\w*|senha|has\u0142o|"
    r"passwort|contrase\u00f1a|wachtwoord|mot\s+de\s+passe)\b",
    re.IGNORECASE)
# the promise itself and the rest of its clause ("we will never ask you for your PIN, password or
# login codes"): what it names is what the sender will not ask for
_PROMISE = re.compile("(?:" + _PROMISE_WORDS + ")[^.!?;:]*", re.IGNORECASE)
# (a stop inside a token, as in an address or an amount, does not end a sentence)
_SENTENCE = re.compile(r"(?:[^.!?\n]|[.!?](?=[^\s.!?]))*(?:[.!?]+|\n|$)")
MAX_SENTENCE = 400  # characters: a longer "sentence" is not a notice's


def _asks_beside_notice(sentence: str) -> bool:
    """Does ``sentence`` name an effect outside its notice's own words?  ("Update your
    preferences" and "we will never ask you to pay" name none; "... and pay 400 EUR to" does.)
    A never-ask promise is cut with the rest of its clause, unless that names a value (an account
    or address the promise would then be carrying)."""
    for m in _PROMISE.finditer(sentence):
        if _VALUE.search(m.group()):
            return True
    rest = _NOTICE.sub(" ", _PROMISE.sub(" ", sentence).lower())
    return bool(_EFFECT.search(rest))


def mask_furniture(text: str) -> str:
    """``text`` with its e-mail furniture sentences blanked (same length; see the module doc)."""
    if not _anchored(text.lower()):
        return text  # (the common case: one pass of words, nothing to mask)
    sentences = paragraph_sentences(text, _SENTENCE)
    # a notice's sentences first (the pattern runs only on anchored ones), then the agent test
    # only for the paragraphs they are in
    candidates = [(s, e, p) for s, e, p in sentences if e - s <= MAX_SENTENCE
                  and _anchored(low := text[s:e].lower()) and _NOTICE.search(low)]
    if not candidates:
        return text
    paragraphs = {p for _s, _e, p in candidates}
    spoken_to = {p for s, e, p in sentences if p in paragraphs and _AGENT.search(text, s, e)}
    return blanked(text, [(s, e) for s, e, p in candidates
                          if p not in spoken_to and not _asks_beside_notice(text[s:e])])
