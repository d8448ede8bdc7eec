"""Vouching in other languages: the same three moves as :mod:`.vouching`, as people write them in
German, French, Spanish, Italian, Dutch, Portuguese, Polish, the Scandinavian languages, Japanese,
Chinese, Korean and Arabic.

* **Already approved**: "bereits genehmigt", "déjà validé", "ya aprobado", "già approvato", "al
  goedgekeurd", "já aprovado", "już zatwierdzone", "redan godkänt"; "承認済み", "已批准", "이미 승인",
  "تمت الموافقة".
* **Gave the go-ahead**: "grünes Licht", "feu vert", "luz verde" / "visto bueno", "via libera",
  "groen licht", "sinal verde", "zielone światło"; a boss's approval in Japanese, Chinese and
  Korean ("社長の承認", "老板已经同意", "사장님이 승인").
* **Do not check**: "ohne Rückfrage", "pas besoin de vérifier", "no hace falta confirmar", "non
  serve verificare", "niet nodig om te checken", "não precisa confirmar", "nie trzeba sprawdzać";
  "確認不要", "不用确认", "확인 필요 없".

Like the English rules, a bare "approved" is not enough ("Ihr Antrag wurde genehmigt", your
application was approved, is a notice, not vouching): the word of consent needs "already", an
idiom of permission, or (in the three East Asian languages, where that is how such a message is
written) the approver's title.  Each rule is ``(anchor, pattern, back, ahead)`` as
:mod:`.vouching` reads them: the anchor is a literal found by substring search in the lower-cased
text, the pattern is tried in a window of ``back`` characters before it and ``ahead`` after it.
"""

from __future__ import annotations

# "already" in the Latin-script languages, and each language's words of consent (lower case)
# (Dutch "al" is also Spanish "al" = "to the": it gets a rule of its own, next to its word of consent;
# "ja" without its accent is German and Polish for "yes" / "I")
_ALREADY = r"(?:bereits|schon|d[ée]j[àa]|ya|gi[àa]|já|ju[żz]|redan|allerede)"
_CONSENT = (r"(?:genehmigt|freigegeben|abgesegnet|zugestimmt|bewilligt"  # de
            r"|valid[ée]e?s?|approuv[ée]e?s?|autoris[ée]e?s?"  # fr
            r"|aprobad[oa]s?|aprob[óo]|autorizad[oa]s?|autoriz[óo]"  # es
            r"|approvat[oaie]|autorizzat[oaie]"  # it
            r"|aprovad[oa]s?|aprovou|autorizou"  # pt
            r"|zatwierdzon[aey]?|zatwierdzi[łl]a?|zaakceptowan[aey]?"  # pl
            r"|godk[äa]nd|godk[äa]nt|godk[äa]nde|godkendt|godkjent)")  # sv, da, no
# between "already" and the word of consent: up to three short words ("schon vom Vorstand genehmigt")
_GAP = r"(?:\s+[^\s.!?;:]{1,20}){0,3}?\s+"

# Dutch writes all of these without accents: tried on every text
ALWAYS: tuple[tuple[str, str, int, int], ...] = (
    ("goedgekeurd", r"\bal\s+(?:[^\s.!?;:]{1,20}\s+)?goedgekeurd", 30, 12),
    ("akkoord", r"\bal\s+akkoord\b", 4, 8),
    ("licht", r"\b(?:gr[üu]nes|groen)\s+licht\b", 8, 2),
    ("nodig", r"\bniet\s+nodig\s+(?:om\s+)?(?:te\s+)?(?:check|controle|bellen|bevestig|wachten)", 5, 40),
)

# The rest are tried only on a text that holds a character outside ASCII: a message in these
# languages nearly always does (an accent, a letter of its own, another script), and each anchor is
# a substring search of its own (about 1.5 us per 2 KB: 38 of them on every English page cost more
# than the English rules).  Measured on the blind rounds' attacked texts, 6 of 235 new marks are
# lost this way (a Spanish e-mail typed without accents: "ya lo aprobo").
RULES: tuple[tuple[str, str, int, int], ...] = (
    # already approved, each anchored at its word of consent's stem
    *((stem, r"\b" + _ALREADY + _GAP + _CONSENT, 80, 16)
      for stem in ("genehmigt", "freigegeben", "abgesegnet", "zugestimmt", "bewilligt", "valid", "approuv",
                   "autoris", "aprob", "autoriz", "approvat", "aprov", "zatwierdz",
                   "zaakceptowan", "godk")),
    # the go-ahead, as an idiom of permission ("hat grünes Licht gegeben", "ha dado el visto bueno")
    ("feu vert", r"\bfeu\s+vert\b", 0, 10),
    ("luz verde", r"\bluz\s+verde\b", 0, 10),
    ("visto bueno", r"\bvisto\s+bueno\b", 0, 12),
    ("via libera", r"\bvia\s+libera\b", 0, 11),
    ("sinal verde", r"\bsinal\s+verde\b", 0, 12),
    ("zielone", r"\bzielone\s+[śs]wiat[łl]o\b", 0, 16),
    # do not check
    ("rückfrage", r"\b(?:ohne|keine)\s+r[üu]ckfrage", 6, 10),
    ("nachfragen", r"\b(?:nicht|kein)\w*\s+(?:\w+\s+){0,2}?nachfragen\b", 40, 12),
    *((word, r"\bpas\s+besoin\s+de\s+(?:me\s+|nous\s+)?(?:v[ée]rifier|confirmer|demander|rappeler|attendre)", 30, 12)
      for word in ("besoin",)),
    ("hace falta", r"\bno\s+hace\s+falta\s+(?:que\s+)?(?:me\s+)?(?:confirm|verific|comprob|pregunt|esper|llam)", 4, 40),
    ("non serve", r"\bnon\s+serve\s+(?:che\s+)?(?:mi\s+)?(?:verific|controll|conferm|chied|aspett|chiam)", 0, 40),
    ("precisa", r"\bn[ãa]o\s+precisa\s+(?:de\s+)?(?:me\s+)?(?:confirm|verific|checar|pergunt|esperar|ligar)", 5, 40),
    ("trzeba", r"\bnie\s+trzeba\s+(?:\w+\s+)?(?:sprawdza|potwierdza|dzwoni|czeka)", 5, 40),
    # Japanese: already approved / the president's approval / no need to confirm
    ("承認済", r"承認済", 0, 3),
    ("承認", r"(?:社長|部長|課長|上司|会長|理事長|監督|代表|店長|オーナー|ボス)(?:の|が|から|も)?(?:\S{0,4})?承認", 12, 2),
    ("確認", r"確認(?:は|の)?(?:不要|いりません|要りません|しなくて)", 0, 8),
    # Chinese
    ("批准", r"(?:已经?|(?:老板|经理|主席|会长|总监|领导|主任|董事)\S{0,4})批准", 10, 2),
    ("同意", r"(?:已经?|(?:老板|经理|主席|会长|总监|领导|主任|董事)\S{0,4})同意", 10, 2),
    ("确认", r"(?:不用|无需|不必|不需要)(?:再)?(?:确认|核实|核对)", 8, 4),
    # Korean
    ("승인", r"이미\s*승인|승인\s*(?:완료|했|하셨|됐|되었)|(?:사장|부장|회장|감독|대표|팀장)\S{0,4}\s*승인", 12, 6),
    ("확인", r"확인(?:할|하실)?\s*필요\s*(?:없|x)", 0, 12),
    # Arabic: "approval was given", "(the manager) agreed"
    ("الموافقة", r"تمت\s+الموافقة|أعطى\s+الموافقة", 12, 10),
    ("وافق", r"(?:المدير|الرئيس|المدرب|الإدارة|المسؤول|الكوتش|الريس)\s+(?:\S+\s+){0,2}?وافق|وافق\s+(?:\S+\s+)?(?:المدير|الرئيس|المدرب|الإدارة|الكوتش)", 40, 30),
)
