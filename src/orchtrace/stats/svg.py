"""Tiny inline-SVG charts for the stats page: no script, no network, every label escaped."""

from __future__ import annotations

import html
import math

PALETTE = ("#3b6fb6", "#e07b39", "#4f9d69", "#b5485d", "#7d63b8", "#8c8c3c")


def esc(value: object, limit: int = 80) -> str:
    """Trace text for HTML/SVG: truncated, control characters dropped, markup escaped."""
    text = str(value)
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    text = "".join(ch for ch in text if ch >= " " and not (0x7F <= ord(ch) < 0xA0)
                   and not (0x202A <= ord(ch) <= 0x202E or 0x2066 <= ord(ch) <= 0x2069))
    return html.escape(text, quote=True)


def fmt(v: float) -> str:
    if v == 0:
        return "0"
    if abs(v) >= 1e6:
        return f"{v / 1e6:.1f}M"
    if abs(v) >= 1e4:
        return f"{v / 1e3:.0f}k"
    if float(v).is_integer():
        return f"{int(v)}"
    return f"{v:.2f}" if abs(v) < 100 else f"{v:.0f}"


def _frame(width: int, height: int, title: str, body: str) -> str:
    return (f'<figure><svg xmlns="http://www.w3.org/2000/svg" role="img" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}"><title>{esc(title)}</title>{body}</svg>'
            f"<figcaption>{esc(title)}</figcaption></figure>")


def bars(labels: list[str], values: list[float], title: str, *, width: int = 460, height: int = 220,
         color: str = PALETTE[0]) -> str:
    """Vertical bars (a histogram when ``labels`` are bins)."""
    if not values:
        return _frame(width, 60, title, '<text x="10" y="30" class="muted">no data</text>')
    left, bottom, top = 40, 40, 12
    plot_w, plot_h = width - left - 10, height - bottom - top
    vmax = max(values) or 1.0
    bw = plot_w / len(values)
    parts = [f'<line x1="{left}" y1="{top + plot_h}" x2="{left + plot_w}" y2="{top + plot_h}" stroke="#999"/>',
             f'<text x="{left - 4}" y="{top + 8}" text-anchor="end" font-size="10">{fmt(vmax)}</text>',
             f'<text x="{left - 4}" y="{top + plot_h}" text-anchor="end" font-size="10">0</text>']
    step = max(1, math.ceil(len(labels) / 12))
    for i, (lab, v) in enumerate(zip(labels, values)):
        h = plot_h * (v / vmax)
        x = left + i * bw
        parts.append(f'<rect x="{x + 1:.1f}" y="{top + plot_h - h:.1f}" width="{max(bw - 2, 1):.1f}" '
                     f'height="{h:.1f}" fill="{color}"><title>{esc(lab)}: {fmt(v)}</title></rect>')
        if i % step == 0:
            parts.append(f'<text x="{x + bw / 2:.1f}" y="{top + plot_h + 14}" text-anchor="middle" '
                         f'font-size="10">{esc(lab, 14)}</text>')
    return _frame(width, height, title, "".join(parts))


def hbars(labels: list[str], values: list[float], title: str, *, width: int = 940, color: str = PALETTE[1]) -> str:
    """Horizontal bars with labels (per-agent token bars)."""
    if not values:
        return _frame(width, 60, title, '<text x="10" y="30" class="muted">no per-agent costs recorded</text>')
    row, left = 22, 240
    height = row * len(values) + 16
    vmax = max(values) or 1.0
    parts = []
    for i, (lab, v) in enumerate(zip(labels, values)):
        y = 8 + i * row
        w = (width - left - 80) * (v / vmax)
        parts.append(f'<text x="{left - 6}" y="{y + 14}" text-anchor="end" font-size="12">{esc(lab, 34)}</text>'
                     f'<rect x="{left}" y="{y + 2}" width="{max(w, 1):.1f}" height="{row - 6}" fill="{color}">'
                     f'<title>{esc(lab)}: {fmt(v)}</title></rect>'
                     f'<text x="{left + w + 6:.1f}" y="{y + 14}" font-size="11">{fmt(v)}</text>')
    return _frame(width, height, title, "".join(parts))


def line(labels: list[str], series: list[tuple[str, list[float]]], title: str, *, width: int = 940,
         height: int = 240) -> str:
    """One or more series over ordered labels (trend by day); each series scaled to its own max."""
    if not labels:
        return _frame(width, 60, title, '<text x="10" y="30" class="muted">no data</text>')
    left, bottom, top = 40, 40, 24
    plot_w, plot_h = width - left - 20, height - bottom - top
    n = len(labels)
    dx = plot_w / max(n - 1, 1)
    parts = [f'<line x1="{left}" y1="{top + plot_h}" x2="{left + plot_w}" y2="{top + plot_h}" stroke="#999"/>']
    step = max(1, math.ceil(n / 10))
    for i, lab in enumerate(labels):
        if i % step == 0:
            parts.append(f'<text x="{left + i * dx:.1f}" y="{top + plot_h + 14}" text-anchor="middle" '
                         f'font-size="10">{esc(lab, 12)}</text>')
    for k, (name, ys) in enumerate(series):
        color = PALETTE[k % len(PALETTE)]
        vmax = max(ys) or 1.0
        pts = " ".join(f"{left + i * dx:.1f},{top + plot_h - plot_h * (y / vmax):.1f}" for i, y in enumerate(ys))
        parts.append(f'<polyline points="{pts}" fill="none" stroke="{color}" stroke-width="2"/>')
        for i, y in enumerate(ys):
            parts.append(f'<circle cx="{left + i * dx:.1f}" cy="{top + plot_h - plot_h * (y / vmax):.1f}" r="3" '
                         f'fill="{color}"><title>{esc(labels[i])} {esc(name)}: {fmt(y)}</title></circle>')
        parts.append(f'<text x="{left + 10 + k * 220}" y="14" font-size="12" fill="{color}">{esc(name)} '
                     f'(max {fmt(vmax)})</text>')
    return _frame(width, height, title, "".join(parts))


def histogram(values: list[float], title: str, *, log: bool = False, bins: int = 12, color: str = PALETTE[0]) -> str:
    """Histogram of ``values``: linear bins, or powers of two when ``log`` (counts, lengths)."""
    if not values:
        return bars([], [], title)
    if log:
        top = max(1, int(max(values)).bit_length())
        counts = [0.0] * top
        for v in values:
            counts[min(top - 1, max(0, int(v).bit_length() - 1))] += 1
        labels = ["0-1"] + [f"{fmt(1 << i)}+" for i in range(1, top)]
        return bars(labels, counts, title, color=color)
    lo, hi = min(values), max(values)
    if hi <= lo:
        return bars([fmt(lo)], [float(len(values))], title, color=color)
    width = (hi - lo) / bins
    counts = [0.0] * bins
    for v in values:
        counts[min(bins - 1, int((v - lo) / width))] += 1
    labels = [fmt(lo + i * width) for i in range(bins)]
    return bars(labels, counts, title, color=color)
