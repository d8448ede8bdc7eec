from __future__ import annotations

from ..findings import EvidenceStep
from ..flowseverity import assess, offset_for
from ..memoryflow import is_memory_source, origin
from ..sources import source_name
from .base import Rule


class PoisonedMemoryToAction(Rule):
    """Flags an action whose arguments or context come from a memory read of content that an
    agent with untrusted content in its context wrote, in this trace or an earlier one
    (shared-memory poisoning).

    **What it flags.** A sensitive or requires-approval ``tool_call`` reached (value or context
    level, as OTA101/OTA102) by a memory read (``channel: "memory"`` events:
    ``orchtrace.memory_write`` / ``memory_read``, ``@orchtrace.tool(memory=...)``, LangGraph
    ``BaseStore`` put/get/search) whose value was written by an agent whose context then held
    untrusted content, or that carries an instruction the recognizer found.  Writes and reads are
    matched by key hash, by the value's content hash, or by shared fingerprint hashes (the value
    copied under another key), across traces of one audit run (a directory of traces, a collector
    store).  The evidence path starts in the *writing* trace (untrusted source -> memory write,
    each step naming its ``trace_id``) and continues in this one (memory read -> action).
    Severity as OTA101/OTA102 (:mod:`orchtrace.audit.flowseverity`): **high** or **critical**
    when the poisoned content carries an instruction aimed at the agent, **medium** for a value
    from it, **low** for context only in an action the user asked for.  OTA101/OTA102 leave such
    actions to this rule (one finding per action and cause).

    **Why it matters.** Memory outlives a run: a page read on Monday and "remembered" can steer
    an agent on Friday, in another task, for another user (survey AV4).  Nothing in the reading
    trace shows the untrusted origin.

    **Example.** Turn 1: a researcher fetches a page with a hidden instruction and stores its
    notes with ``orchtrace.memory_write("trip-notes", notes)``.  Turn 2 (another task): the
    assistant reads ``trip-notes`` and calls ``send_email`` to the address the page planted.

    **How to fix.** Store untrusted content in memory as data with its provenance (and read it
    back as untrusted), pass it through a sanitizer before writing, keep memories per trust level
    or per user, or require approval for actions taken after reading shared memory.
    """

    code = "OTA104"
    name = "poisoned-memory-to-action"
    default_severity = "high"
    summary = "Action steered by a memory read of content written from an untrusted context (any trace)"
    events = ("tool_call",)
    actions_only = True

    def check(self, s, i):  # type: ignore[no-untyped-def]
        if i not in s.auth:
            return
        flow = s.flow(i)
        if not flow:
            return
        value = {src: hit for src, hit in flow["value"].items() if is_memory_source(s, src)}
        if value:
            src, hit = max(value.items(), key=lambda x: (x[1]["planted"], x[1]["entity"], x[1]["prose"], x[0]))
            level, reasons = assess(s, i, flow, hit, src, model=False)
            strength = "value"
        elif is_memory_source(s, flow["context"]):
            src, hit = flow["context"], None
            level, reasons = assess(s, i, flow, None, None, model=False)
            strength = "context"
        else:
            return
        e = s.ev(i)
        org = origin(s, src) or {}
        path = s.source_path(src, i)
        if org:
            where = f"in trace {org['trace_id']}" if org.get("trace_id") != s.trace_id else "earlier in this trace"
            how = f"written {where} from an untrusted context ({org.get('source')})"
        else:
            how = "that carries an instruction aimed at the agent (writer not in the audited traces)"
        ret = s.report(
            self, i, f"{s.agent_name(i)} called {e.get('tool')} after reading shared memory {how}: {reasons[0]}",
            path=path, offset=offset_for(s, self, level), strength=strength,
            notes={src: "memory read" + (f" ({org.get('how')} match)" if org else ""), i: "sink"},
            details={"source": s.ids[src], "source_tool": source_name(s, src),
                     "written_in_trace": org.get("trace_id"), "write_event": org.get("write"),
                     "matched_by": org.get("how"), "origin": org.get("source"),
                     "cross_trace": bool(org) and org.get("trace_id") != s.trace_id,
                     "reasons": reasons, "asked_for": s.asked(i),
                     "arguments": sorted(hit["args"]) if hit else []})
        steps = org.get("steps") or []
        if steps:  # the writing side first (source -> memory write), then this trace
            pre = [EvidenceStep.model_construct(**{**st.__dict__, "trace_id": st.trace_id if st.trace_id != s.trace_id else None})
                   for st in steps]
            ret.first_via = "memory"  # into this trace's first step (the memory read)
            ret.prefix = pre
            ret.events[:0] = [st.id for st in pre]
