"""orchtrace.mark_tool / orchtrace.registry: flags for framework tools."""

from __future__ import annotations

import threading

import pytest

import orchtrace
from orchtrace import registry


@pytest.fixture(autouse=True)
def _clean():
    registry.clear()
    yield
    registry.clear()


def test_defaults_exact_glob_and_metadata_precedence():
    assert registry.flags_for("anything") == registry.DEFAULT_FLAGS
    orchtrace.mark_tool("fetch_*", trusted=False)
    orchtrace.mark_tool("fetch_internal", trusted=True)  # exact beats glob
    orchtrace.mark_tool("send_*", sensitive=True)
    orchtrace.mark_tool("send_email", requires_approval=True)  # merges with the glob's flags
    assert registry.flags_for("fetch_page") == registry.ToolFlags(trusted=False)
    assert registry.flags_for("fetch_internal") == registry.ToolFlags(trusted=True)
    assert registry.flags_for("send_email") == registry.ToolFlags(sensitive=True, requires_approval=True)
    # the tool's own metadata wins over marks
    assert registry.flags_for("fetch_page", {"orchtrace.trusted": True}).trusted is True
    assert registry.flags_for("x", {"orchtrace": {"sensitive": True}}).sensitive is True
    assert registry.flags_for("x", {"orchtrace.sensitive": "yes"}) == registry.DEFAULT_FLAGS  # not a bool


def test_cache_is_dropped_when_marks_change():
    # ("ledger", one word naming neither a read nor an effect: no inferred flag gets in the way)
    assert registry.flags_for("ledger").sensitive is False
    orchtrace.mark_tool("ledger*", sensitive=True)
    assert registry.flags_for("ledger").sensitive is True
    registry.unmark_tool("ledger*")
    assert registry.flags_for("ledger").sensitive is False


@pytest.mark.parametrize(("name", "flags", "error", "message"), [
    ("", {"trusted": False}, ValueError, "non-empty string"),
    (None, {"trusted": False}, TypeError, "non-empty string"),
    ("t", {"trusty": False}, ValueError, "unknown flag"),
    ("t", {"sensitive": "yes"}, TypeError, "must be True or False"),
])
def test_bad_input_is_a_clear_error(name, flags, error, message):
    with pytest.raises(error, match=message):
        orchtrace.mark_tool(name, **flags)
    assert registry.flags_for("t") == registry.DEFAULT_FLAGS  # nothing half-recorded


def test_concurrent_marks_and_lookups():
    errors: list[BaseException] = []

    def work(i: int) -> None:
        try:
            for j in range(200):
                orchtrace.mark_tool(f"tool_{i}_{j}", sensitive=True)
                assert registry.flags_for(f"tool_{i}_{j}").sensitive is True
        except BaseException as exc:  # noqa: BLE001
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    assert all(registry.flags_for(f"tool_{i}_199").sensitive for i in range(4))


def test_shim_names_the_extra_when_langgraph_is_missing(monkeypatch):
    import importlib
    import sys

    monkeypatch.delitem(sys.modules, "orchtrace.langgraph", raising=False)
    monkeypatch.setitem(sys.modules, "orchtrace_langgraph", None)  # what a missing package looks like
    with pytest.raises(ImportError, match=r"pip install orchtrace\[langgraph\]"):
        importlib.import_module("orchtrace.langgraph")
    with pytest.raises(ImportError, match=r"pip install orchtrace\[langgraph\]"):
        orchtrace.instrument_langgraph()
