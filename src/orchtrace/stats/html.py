"""The ``orchtrace stats --html`` page: one self-contained file, inline SVG, no script, no network.

A Content-Security-Policy forbids every script and remote load; trace strings (systems,
agent names, roles, channels, days) are escaped by :func:`orchtrace.stats.svg.esc` everywhere.
"""

from __future__ import annotations

from typing import Any

from .svg import PALETTE, bars, esc, fmt, hbars, histogram, line

CSS = """
body{font:14px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:24px auto;max-width:980px;color:#222}
h1{font-size:22px;margin:0 0 4px} h2{font-size:17px;margin:28px 0 8px;border-bottom:1px solid #ddd;padding-bottom:4px}
.muted{color:#777;fill:#777} table{border-collapse:collapse;width:100%;font-size:13px}
th,td{border-bottom:1px solid #eee;padding:4px 8px;text-align:left;vertical-align:top} th{background:#f6f6f6}
td.n{text-align:right;font-variant-numeric:tabular-nums} td:first-child{white-space:nowrap} .grid{display:flex;flex-wrap:wrap;gap:8px 24px}
figure{margin:0} figcaption{font-size:12px;color:#555;margin-top:2px}
.reported{color:#2e7d32;font-weight:600} .partial{color:#b26a00;font-weight:600} .missing{color:#c62828;font-weight:600}
.cards{display:flex;gap:12px;flex-wrap:wrap} .card{background:#f6f8fb;border-radius:6px;padding:8px 14px}
.card b{display:block;font-size:20px}
"""
CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"
LABELS = {
    "events": "events / trace", "agents": "agents / trace", "depth": "spawn depth", "fan_out_max": "max fan-out",
    "spawns": "spawns", "messages": "messages", "tool_calls": "tool calls", "tokens": "tokens / trace",
    "wall_clock_s": "wall time / trace (s)", "parallelism_efficiency": "parallelism efficiency",
    "useful_agent_utilization": "useful-agent utilization", "protocol_overhead": "protocol overhead",
    "message_redundancy": "message redundancy", "error_amplification": "error amplification",
}


def _table(head: list[str], rows: list[list[str]], numeric_from: int = 1) -> str:
    th = "".join(f"<th>{esc(h)}</th>" for h in head)
    body = []
    for r in rows:
        cells = "".join(f'<td class="n">{c}</td>' if i >= numeric_from else f"<td>{c}</td>" for i, c in enumerate(r))
        body.append(f"<tr>{cells}</tr>")
    return f"<table><thead><tr>{th}</tr></thead><tbody>{''.join(body)}</tbody></table>"


def render_stats_html(result: dict[str, Any], acc: Any, title: str = "orchtrace stats") -> str:
    """The page for ``result`` (from :meth:`StatsAccumulator.result`) and its accumulator ``acc``
    (whose trace sample feeds the histograms)."""
    n = result["traces"]
    dist = result["distributions"]
    cards = [("traces", fmt(n))]
    for key, label in (("events", "median events"), ("agents", "median agents"), ("tokens", "mean tokens"),
                       ("parallelism_efficiency", "mean parallelism")):
        d = dist.get(key)
        if d:
            cards.append((label, fmt(d["p50"] if label.startswith("median") and "p50" in d else d["mean"])))
    parts = [f"<h1>{esc(title)}</h1>",
             f'<p class="muted">{n} orchestration traces; length bands by events; percentiles from a uniform '
             f"sample of {result['sample_size']} traces, counts and means exact.</p>",
             '<div class="cards">' + "".join(f'<div class="card"><b>{v}</b>{esc(k)}</div>' for k, v in cards) + "</div>"]

    parts.append("<h2>Reporting checklist (survey Table 14)</h2>")
    parts.append(_table(["item", "status", "this corpus"], [
        [esc(it["item"]), f'<span class="{esc(it["status"])}">{esc(it["status"])}</span>', esc(it["answer"], 600)]
        for it in result["checklist"]], numeric_from=99))

    bands = result["length_bands"]
    parts.append("<h2>Length and shape</h2><div class='grid'>")
    parts.append(bars(list(bands), [float(v) for v in bands.values()], "traces per length band (events)",
                      color=PALETTE[2]))
    parts.append(histogram(acc.sample_values("events"), "events per trace (log2 bins)", log=True))
    parts.append(histogram(acc.sample_values("agents"), "agents per trace (log2 bins)", log=True, color=PALETTE[4]))
    parts.append(histogram(acc.sample_values("fan_out_max"), "max fan-out per trace (log2 bins)", log=True,
                           color=PALETTE[5]))
    parts.append("</div>")

    parts.append("<h2>Orchestration metrics (survey Table 13)</h2><div class='grid'>")
    for i, key in enumerate(("parallelism_efficiency", "useful_agent_utilization", "protocol_overhead",
                             "message_redundancy", "error_amplification")):
        parts.append(histogram(acc.sample_values(key), LABELS[key], color=PALETTE[i % len(PALETTE)]))
    parts.append("</div>")

    rows = []
    for key, d in dist.items():
        rows.append([esc(LABELS.get(key, key)), fmt(d["n"]), fmt(d["mean"]), fmt(d.get("p50", 0)),
                     fmt(d.get("p90", 0)), fmt(d.get("p99", 0)), fmt(d["min"]), fmt(d["max"])])
    parts.append(_table(["metric", "traces", "mean", "p50", "p90", "p99", "min", "max"], rows))

    agents = result["agent_tokens"]
    top = list(agents.items())[:15]
    parts.append("<h2>Which agent burns the tokens</h2>")
    parts.append(hbars([k for k, _ in top], [v["tokens"] for _, v in top],
                       "tokens by agent name (own LLM calls, summed over the corpus)"))
    if top:
        parts.append(_table(["agent", "tokens", "LLM calls", "instances", "tokens / instance"], [
            [esc(k), fmt(v["tokens"]), fmt(v["llm_calls"]), fmt(v["instances"]),
             fmt(v["tokens"] / v["instances"] if v["instances"] else 0)] for k, v in top]))

    days = result["by_day"]
    parts.append("<h2>Trend by day</h2>")
    labels = list(days)
    parts.append(line(labels, [("traces", [d["traces"] for d in days.values()]),
                               ("mean events", [d["events_mean"] for d in days.values()]),
                               ("mean tokens", [d["tokens_mean"] for d in days.values()])],
                      "traces per day, mean events and tokens per trace (UTC days)"))

    if result.get("by") and result["groups"]:
        parts.append(f"<h2>By {esc(result['by'])}</h2>")
        keys = ["events", "agents", "tokens", "parallelism_efficiency", "useful_agent_utilization"]
        parts.append(_table([result["by"], "traces"] + [f"{LABELS[k]} (mean)" for k in keys], [
            [esc(g), fmt(v["traces"])] + [fmt(v[f"{k}_mean"]) if f"{k}_mean" in v else "-" for k in keys]
            for g, v in result["groups"].items()]))
    for label, key in (("Topologies", "topology"), ("Systems", "systems"), ("Roles", "roles"),
                       ("Reward channels", "reward_channels")):
        items = result.get(key) or {}
        if items:
            parts.append(f"<h2>{label}</h2>")
            parts.append(_table([label.lower().rstrip("s"), "traces"], [[esc(k), fmt(v)] for k, v in items.items()]))
    return ("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"
            f'<meta http-equiv="Content-Security-Policy" content="{CSP}">'
            f"<title>{esc(title)}: {n} traces</title><style>{CSS}</style></head><body>"
            + "".join(parts) + "</body></html>")
