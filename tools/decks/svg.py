"""Minimal helpers for writing SVG text by hand: compact numbers, elements, transforms."""

from __future__ import annotations

import re
from xml.sax.saxutils import quoteattr

XLINK = "http://www.w3.org/1999/xlink"
# a coordinate written into path data straight from floating-point arithmetic
_LONG_NUMBER = re.compile(r"\d+\.\d{3,}")


def num(value: float) -> str:
    """Format a coordinate compactly (two decimals at most) to keep the files small."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("", "-0") else text


def _attr_name(name: str) -> str:
    if name == "href":
        return "xlink:href"
    return name.rstrip("_").replace("_", "-")


def _attr_value(value: object) -> str:
    return num(value) if isinstance(value, float) else str(value)


def el(tag: str, *children: str, **attrs: object) -> str:
    """One element; keyword names map ``stroke_width`` to ``stroke-width``; None drops it."""
    head = " ".join(
        [tag]
        + [
            f"{_attr_name(key)}={quoteattr(_attr_value(value))}"
            for key, value in attrs.items()
            if value is not None
        ]
    )
    body = "".join(children)
    return f"<{head}>{body}</{tag}>" if body else f"<{head}/>"


def g(*children: str, **attrs: object) -> str:
    return el("g", *children, **attrs)


def path(d: str, **attrs: object) -> str:
    """A path; coordinates an f-string wrote at full float precision come out compact."""
    compact = _LONG_NUMBER.sub(lambda m: num(float(m.group())), " ".join(d.split()))
    return el("path", d=compact, **attrs)


def use(ref: str, **attrs: object) -> str:
    return el("use", href=f"#{ref}", **attrs)


def transform(
    dx: float = 0.0, dy: float = 0.0, rotate: float = 0.0, scale: float = 1.0, flip: bool = False
) -> str:
    """Translate, then rotate (degrees), then scale (mirrored horizontally if ``flip``)."""
    parts = []
    if dx or dy:
        parts.append(f"translate({num(dx)} {num(dy)})")
    if rotate:
        parts.append(f"rotate({num(rotate)})")
    if scale != 1.0 or flip:
        parts.append(f"scale({num(-scale if flip else scale)} {num(scale)})")
    return " ".join(parts) or "translate(0 0)"


def document(width: float, height: float, defs: list[str], body: list[str]) -> str:
    """A complete standalone SVG file."""
    defs_text = el("defs", *defs) if defs else ""
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        + el(
            "svg",
            defs_text,
            *body,
            xmlns="http://www.w3.org/2000/svg",
            **{"xmlns:xlink": XLINK},
            version="1.1",
            width=num(width),
            height=num(height),
            viewBox=f"0 0 {num(width)} {num(height)}",
        )
        + "\n"
    )
