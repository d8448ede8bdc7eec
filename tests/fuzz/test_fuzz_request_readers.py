"""Hypothesis: the readers of a root agent's input (``task_request``, ``pasted``) and the
recognizer's boilerplate masker take anything a program may pass - any JSON-shaped value, any
text - without raising, within their bounds, and the masker keeps every offset."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from orchtrace.capture.evidence import pasted_documents, task_evidence
from orchtrace.content import canonical_bytes
from orchtrace.detect.boilerplate import mask_boilerplate
from orchtrace.pasted import split_pasted
from orchtrace.task_request import asking_text, request_of

ROLE_WORDS = st.sampled_from(["user", "human", "system", "developer", "assistant", "ai", "tool", "function", "x"])
TEXTS = st.one_of(
    st.text(max_size=400),
    st.lists(st.sampled_from(["Summarize this:", "\n\n", "From: a@b.example", "```", "<email>", "</email>",
                              "Context:", "> quoted", "This email is confidential.", "If you have received this",
                              "please notify the sender", "Pay the bill", "don't", "You can", "User:", "System:",
                              "{\"a\": 1}", "[1]", "x" * 250]), max_size=30).map("".join),
)
LEAVES = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), TEXTS)
VALUES = st.recursive(
    LEAVES,
    lambda inner: st.one_of(
        st.lists(inner, max_size=5),
        st.dictionaries(st.one_of(st.sampled_from(["role", "type", "content", "text", "parts", "system_prompt",
                                                   "instructions", "request"]), st.text(max_size=10)),
                        inner, max_size=5),
        st.tuples(ROLE_WORDS, inner).map(list),
    ),
    max_leaves=25,
)


@settings(max_examples=300, deadline=None)
@given(VALUES)
def test_request_readers_never_raise_and_stay_bounded(value: object) -> None:
    data = canonical_bytes([[value]])
    req = request_of(data)
    for p in req.user + req.standing + req.pasted + req.tool_outputs:
        assert isinstance(p, str)
    assert sum(map(len, req.user + req.standing + req.pasted + req.tool_outputs)) <= 3 * 64 * 1024
    attrs: dict[str, object] = {}
    task_evidence(data, attrs)
    assert all(isinstance(k, str) for k in attrs)
    assert isinstance(pasted_documents(data), list)


@settings(max_examples=300, deadline=None)
@given(TEXTS)
def test_text_readers_never_raise_and_masking_keeps_offsets(text: str) -> None:
    request, docs = split_pasted(text)
    assert isinstance(request, str) and all(isinstance(d, str) for d in docs) and len(docs) <= 8
    assert isinstance(asking_text(text), str)
    masked = mask_boilerplate(text)
    assert len(masked) == len(text)
    # only blanks, never a new character: a blanked notice is spaces, ending in a line break where
    # its line goes on (what follows is read as a line of its own)
    assert all(a == b or b == " " or b == "\n" for a, b in zip(text, masked))
    assert masked.count("\n") >= text.count("\n")
