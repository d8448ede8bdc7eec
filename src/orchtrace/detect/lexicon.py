"""The recognizer's vocabulary: the words behind its structural signals (:data:`LEXICON`), the
verbs that open an imperative sentence (:data:`VERBS`), the words read past before that verb
(:data:`LEAD_IN`), what a reader produces after "your" (:data:`REPLY_NOUNS`) and the words too
common to tie passages together (:data:`STOP`).  Used by :mod:`.features` (training and the
definition) and :mod:`.fastscore` (run time); a change here changes the model's features, so the
shipped weights must be retrained (``python -m orchtrace.detect.train``; a test compares).
"""

from __future__ import annotations

LEXICON: dict[str, tuple[str, ...]] = {
    "you": ("you", "your", "you're", "yourself", "you'll", "you've", "u"),
    "ai": ("ai", "assistant", "assistants", "agent", "agents", "llm", "llms", "model", "chatbot", "bot", "gpt",
           "claude", "gemini", "copilot", "automated", "ais",
           # the same address in other Latin-script languages (an English payload in a wrapper
           # that speaks to the assistant in Spanish, Italian, German, French, Dutch, Turkish ...)
           "asistente", "asistentes", "assistente", "assistenti", "assistent", "assistenten", "asistan",
           "asistana", "asistent", "asisten", "asystent", "asystenta", "l'assistant", "l'ia", "l'agent", "ki",
           "l'assistente", "all'assistente", "dell'assistente", "l'assistenza",
           "ia", "chatbots", "sprachmodell", "yapay"),
    # references to the reader's task or instructions; spatial/temporal words alone ("the amount
    # above", "the attached invoice", "earlier this week") point inside a document, not at the
    # agent's task: they count only through a noun here ("the instructions above")
    "task_ref": ("task", "tasks", "instruction", "instructions", "prompt", "prompts", "directive",
                 "directives", "rules", "guidelines", "context", "conversation"),
    # ("override", "bypass" only against rules or instructions: "override the cap" is a registrar's
    # everyday work, "override your instructions" is not - cues.overrides_rules)
    "ignore": ("ignore", "disregard", "forget", "skip", "abandon"),
    # ("instead" is everyday English - "departs 10:40 instead of 09:55": a feature of its own,
    # no signal that the text speaks to an agent)
    "instead": ("instead",),
    "urgency": ("important", "urgent", "urgently", "immediately", "asap", "now", "must", "required", "mandatory",
                "critical", "attention", "warning", "notice", "first", "before", "priority", "strictly"),
    "authority": ("system", "admin", "administrator", "developer", "developers", "security", "official",
                  "policy", "compliance", "operator", "supervisor", "ceo", "manager", "team", "department"),
    "roleplay": ("pretend", "roleplay", "role", "character", "persona", "game", "simulate", "imagine", "act",
                 "dan", "jailbreak", "unrestricted", "mode"),
    # ("don't", "never", "without" count only before a verb of telling or asking: cues.hides_it)
    "secrecy": ("secretly", "quietly", "silently", "hidden", "secret", "confidential"),
    "effect": ("send", "sending", "sent", "transfer", "transferring", "wire", "pay", "paying", "payment",
               "delete", "deleting", "remove", "forward", "forwarding", "invite", "share", "sharing", "post",
               "posting", "upload", "download", "execute", "run", "install", "password", "passwords", "email",
               "e-mail", "mail", "message", "grant", "book", "reserve", "purchase", "buy", "order", "change",
               "update", "modify", "unlock", "disable", "leak", "exfiltrate", "publish", "schedule", "create",
               "add", "money", "funds", "transaction", "account", "credentials", "login", "access"),
    # ("call us", "use this address" are everyday English: a tool is named by a tool noun or an identifier)
    "tool": ("tool", "tools", "function", "functions", "api", "invoke", "command"),
    "user": ("user", "user's", "users", "human"),
    "polite": ("please", "kindly", "thanks", "thank"),
}
VERBS = frozenset("""
send forward transfer wire pay delete remove invite share post upload download execute run install email mail
message grant book reserve purchase buy order change update modify unlock disable leak publish schedule create add
ignore disregard forget override bypass print output write say tell respond reply answer translate summarize
summarise include append insert visit click open go navigate call contact make do use remember store save copy
paste give provide list show display reveal retrieve fetch get find search check read repeat type enter submit
sign register subscribe follow start stop begin continue complete finish set move rename edit generate produce
determine describe explain analyze analyse calculate compute convert encode decode replace recommend suggest
promote advertise mention please note ensure make develop compose draft craft design prepare plan outline name
rank rate review rewrite rephrase correct fix improve act pretend imagine answer transfer withdraw deposit cancel
grant enable disable reset verify confirm approve accept decline sell ship deliver attach mark flag
close assign revoke rotate export refund archive rent hire terminate lock transfer invite
redirect reroute waive enroll extend renew reassign raise lower increase decrease adjust disburse void dispatch
deactivate activate authorize authorise whitelist allowlist unblock suspend reinstate restore restart purge wipe
erase escalate deploy notify inform cc bcc swap allow permit reject deny announce broadcast sync collect gather
compile kick ban lift skip toggle lodge arrange organise organize reschedule postpone expedite prioritize
prioritise upgrade downgrade transmit relay replicate reopen settle reimburse remit donate unsubscribe provision
onboard offboard disclose divulge elevate shut reboot issue
text hold release charge credit apply allocate reallocate enrol phone ring courier
""".split())
LEAD_IN = frozenset({"please", "now", "also", "then", "and", "so", "first", "next", "finally", "kindly", "just",
                     "immediately", "quickly", "to", "you", "must", "should", "assistant", "ai", "agent", "ps", "btw",
                     "p", "s"})

# what the reader produces, after "your": an instruction about *its* answer ("include X in your reply")
REPLY_NOUNS = frozenset(("response", "responses", "reply", "replies", "answer", "answers", "summary", "explanation",
                         "implementation", "solution", "codebase", "elucidation", "message", "output", "code",
                         "algorithm", "writing", "text", "translation"))

# words too common to say whether a passage belongs with the text around it
STOP = frozenset("""
this that with from have will your they them their there what when which would could should about into than then
also just only been were here more some such other these those very make made does done each most over under after
before while where being because same both between through during without within upon onto per
""".split())
