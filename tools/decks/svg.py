"""Minimal helpers for writing SVG text by hand: compact numbers, elements, transforms.

``document`` then rewrites the finished file in its shortest spelling (``compact``), which
draws the same: the deck's art has a size budget, and most of its bytes were separators in
path data, stroke attributes repeated on every shape, and shapes and outlines drawn twice.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Iterator
from decimal import Decimal
from xml.etree import ElementTree
from xml.sax.saxutils import escape, quoteattr

SVG_NS = "http://www.w3.org/2000/svg"
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
    drawing = el(
        "svg",
        defs_text,
        *body,
        xmlns=SVG_NS,
        **{"xmlns:xlink": XLINK},
        version="1.1",
        width=num(width),
        height=num(height),
        viewBox=f"0 0 {num(width)} {num(height)}",
    )
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + compact(drawing) + "\n"


# --- the shortest spelling of a finished file -------------------------------------------

_NUMBER = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?"
_NUMBER_TOKEN = re.compile(_NUMBER)
# how many numbers each path command takes
_ARGUMENTS = {"M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "A": 7, "Z": 0}
_COMMAND = "".join(_ARGUMENTS) + "".join(_ARGUMENTS).lower()
_PATH_TOKEN = re.compile(rf"({_NUMBER})|([{_COMMAND}])")
_TRANSFORM_STEP = re.compile(r"\s*(\w+)\(([^)]*)\)\s*")
_SEPARATORS = re.compile(r"[\s,]*")
_TRANSFORMS = ("transform", "patternTransform")

# Inherited properties and their initial values: each file sets every one of them once on
# the root, to the value most of its shapes are drawn with, and a shape spells out only a
# value that differs (``_from_root``).
_INITIAL = {
    "fill": "#000",
    "stroke": "none",
    "stroke-width": "1",
    "stroke-linejoin": "miter",
    "stroke-linecap": "butt",
}
# dashes have ends, where the cap shows, even on a closed shape
_DASHES = {"stroke-dasharray": "none"}
_CLOSED_SHAPES = {"circle", "ellipse", "rect"}
_SUBPATH = re.compile(r"[Mm][^Mm]*")
_CONTAINERS = {"svg", "g", "use", "defs", "pattern", "mask", "symbol"}
# Paint servers: what their content inherits is where Qt may differ from the standard, so
# their shapes spell out every inherited property rather than read it from the root.
_OWN_CONTEXT = {"pattern", "mask"}
# What may stand for a copy of itself, or be wrapped in a group: shapes, groups and uses
# (not a gradient's stops, a text's spans, or a paint server, whose content would change).
_DRAWABLE = {"g", "use", "path", "circle", "ellipse", "rect", "line", "polyline", "polygon"}


def short_number(text: str) -> str:
    """The same value with the fewest characters ("0.50" -> ".5", "-0" -> "0"); no rounding."""
    if "e" in text.lower():
        return text
    sign, digits = ("-", text[1:]) if text.startswith("-") else ("", text.lstrip("+"))
    if "." in digits:
        digits = digits.rstrip("0").rstrip(".")
    digits = digits.lstrip("0")
    return sign + digits if digits else "0"


def _run_together(numbers: list[str], text: str, glued: bool) -> str:
    """Numbers appended to ``text``, a space only where no sign or second point divides them
    (``glued``: right after a command letter, where none is needed)."""
    previous = ""
    for number in numbers:
        divided = number.startswith("-") or (number.startswith(".") and "." in previous)
        text += number if glued or divided else " " + number
        glued, previous = False, number
    return text


def _commands(d: str) -> list[tuple[str, list[Decimal]]]:
    """Each command letter of the path data with the numbers that follow it (a number may
    carry an exponent, whose "e" is no command)."""
    tokens = _PATH_TOKEN.findall(d)
    if _SEPARATORS.fullmatch(_PATH_TOKEN.sub("", d)) is None or (tokens and not tokens[0][1]):
        raise ValueError(f"unreadable path data: {d!r}")
    commands: list[tuple[str, list[Decimal]]] = []
    for number, letter in tokens:
        if letter:
            commands.append((letter, []))
        else:
            commands[-1][1].append(Decimal(number))
    return commands


def _segments(d: str) -> list[tuple[str, list[Decimal], list[Decimal]]]:
    """The path's segments: each command (upper case) with its numbers as absolute
    coordinates and as coordinates relative to the pen, both exact."""
    segments: list[tuple[str, list[Decimal], list[Decimal]]] = []
    pen = start = (Decimal(0), Decimal(0))
    for command, numbers in _commands(d):
        kind, relative = command.upper(), command.islower()
        if kind == "Z":
            segments.append(("Z", [], []))
            pen = start
            continue
        count = _ARGUMENTS[kind]
        for first in range(0, len(numbers), count):
            step = "L" if kind == "M" and first else kind
            given = numbers[first : first + count]
            # the coordinates among the numbers, as (index, axis): an arc's radii and flags
            # and a horizontal or vertical line's other axis are none
            axes = {"H": [(0, 0)], "V": [(0, 1)], "A": [(5, 0), (6, 1)]}.get(
                step, [(index, index % 2) for index in range(count)]
            )
            absolute, offset = list(given), list(given)
            for index, axis in axes:
                if relative:
                    absolute[index] = given[index] + pen[axis]
                offset[index] = absolute[index] - pen[axis]
            if step == "H":
                pen = (absolute[0], pen[1])
            elif step == "V":
                pen = (pen[0], absolute[0])
            else:
                pen = (absolute[-2], absolute[-1])
            if step == "M":
                start = pen
            segments.append((step, absolute, offset))
    return segments


def _exact(value: Decimal) -> str:
    return short_number(format(value, "f"))


def compact_path(d: str) -> str:
    """Path data in its shortest spelling: each segment absolute or relative, whichever is
    shorter, numbers run together and repeated commands implied (exact: no rounding). A
    subpath starts at an absolute point, so a reader finds where each one lies."""
    text, implied = "", ""
    for step, absolute, offset in _segments(d):
        spellings = []
        choices = [(step, absolute)] if step in "MZ" else [(step, absolute), (step.lower(), offset)]
        for command, numbers in choices:
            written = [_exact(number) for number in numbers]
            if command == implied and text:
                spellings.append((_run_together(written, text, glued=False), command))
            else:
                spellings.append((_run_together(written, text + command, glued=True), command))
        text, command = min(spellings, key=lambda spelling: len(spelling[0]))
        implied = {"M": "L", "Z": ""}.get(command, command)
    return text


def compact_transform(value: str) -> str:
    """A transform list without its identity steps, numbers in their shortest spelling."""
    steps = []
    for name, arguments in _TRANSFORM_STEP.findall(value):
        numbers = [short_number(n) for n in _NUMBER_TOKEN.findall(arguments)]
        identity = {"translate": ["0"] * len(numbers), "rotate": ["0", *numbers[1:]]}
        if numbers == identity.get(name) or (name == "scale" and set(numbers) == {"1"}):
            continue
        steps.append(f"{name}({' '.join(numbers)})")
    return " ".join(steps)


def _compact_value(name: str, value: str) -> str:
    if name == "d":
        return compact_path(value)
    if name in _TRANSFORMS:
        return compact_transform(value)
    return short_number(value) if _NUMBER_TOKEN.fullmatch(value) else value


def _tag(element: ElementTree.Element) -> str:
    return element.tag.rpartition("}")[2]


def _drawn_styles(
    root: ElementTree.Element,
) -> dict[ElementTree.Element, list[tuple[dict[str, str], bool]]]:
    """Every shape with the inherited properties it is drawn with, once for each place it is
    drawn (a shape in ``<defs>`` once per ``<use>``), and whether that is in a paint server."""
    by_id = {element.get("id"): element for element in root.iter() if element.get("id")}
    places: dict[ElementTree.Element, list[tuple[dict[str, str], bool]]] = {}

    def walk(
        element: ElementTree.Element, inherited: dict[str, str], drawn: bool, own: bool
    ) -> None:
        tag = _tag(element)
        style = {name: element.get(name, value) for name, value in inherited.items()}
        drawn, own = (True, True) if tag in _OWN_CONTEXT else (drawn and tag != "defs", own)
        if tag == "use":
            walk(by_id[element.get(f"{{{XLINK}}}href", "")[1:]], style, drawn, own)
        elif tag not in _CONTAINERS and drawn:
            places.setdefault(element, []).append((style, own))
        for child in element:
            walk(child, style, drawn, own)

    walk(root, {**_INITIAL, **_DASHES}, drawn=True, own=False)
    return places


def _has_ends(shape: ElementTree.Element) -> bool:
    """Whether a stroke of the shape has ends, where its cap shows: an open subpath (one
    closed by ``Z`` after at least one segment has none)."""
    if _tag(shape) in _CLOSED_SHAPES:
        return False
    if _tag(shape) != "path":
        return True
    for subpath in _SUBPATH.findall(shape.get("d", "")):
        segments = re.search("[A-Za-z]", subpath[1:-1]) or len(_NUMBER_TOKEN.findall(subpath)) > 2
        if not (segments and subpath.rstrip()[-1] in "Zz"):
            return True
    return False


def _shows(name: str, shape: ElementTree.Element, style: dict[str, str]) -> bool:
    """Whether the property changes how the shape is drawn: a stroke's details only where
    it has a stroke, its cap only where the stroke has ends."""
    if name in ("fill", "stroke"):
        return True
    if style["stroke"] == "none":
        return False
    dashed = style["stroke-dasharray"] != "none"
    return name != "stroke-linecap" or dashed or _has_ends(shape)


def _from_root(root: ElementTree.Element) -> None:
    """Each inherited property set once on the root, to the value most shapes are drawn
    with; groups carry none, and a shape spells out a value only where it differs from the
    root's (in a paint server always, where Qt may not pass the root's down). A property
    one shape is drawn with differently in two places is left as it was."""
    places = _drawn_styles(root)
    for name, initial in _INITIAL.items():
        wanted: dict[ElementTree.Element, tuple[str | None, bool]] = {}
        for shape, drawn in places.items():
            values = {style[name] for style, _ in drawn if _shows(name, shape, style)}
            if len(values) > 1:
                break
            wanted[shape] = (values.pop() if values else None, any(own for _, own in drawn))
        else:
            votes = Counter(value for value, own in wanted.values() if value and not own)
            given = max(votes, key=lambda value: votes[value] * len(value), default=initial)
            for shape, (value, own) in wanted.items():
                shape.attrib.pop(name, None)
                if value and (value != given or (own and not value == initial == given)):
                    shape.set(name, value)
            for element in root.iter():
                if _tag(element) in _CONTAINERS:
                    element.attrib.pop(name, None)
            if given != initial:
                root.set(name, given)
    for shape, drawn in places.items():
        if all(style["stroke"] == "none" for style, _ in drawn):
            shape.attrib.pop("stroke-opacity", None)


def _attribute_name(name: str) -> str:
    return name.replace(f"{{{XLINK}}}", "xlink:")


def _serialise(element: ElementTree.Element, written: dict[int, str] | None = None) -> str:
    """The element's text; ``written`` collects every descendant's text on the way."""
    attributes = "".join(
        f" {_attribute_name(name)}={quoteattr(value)}" for name, value in element.attrib.items()
    )
    body = escape(element.text or "") + "".join(
        _serialise(child, written) + escape(child.tail or "") for child in element
    )
    tag = _tag(element)
    text = f"<{tag}{attributes}>{body}</{tag}>" if body else f"<{tag}{attributes}/>"
    if written is not None:
        written[id(element)] = text
    return text


# A repeat shorter than this costs more as a reference (the <use> and the id) than it saves.
_SHORTEST_SHARED = len('<use xlink:href="#_aa"/> id="_aa"')
# Path data shorter than this costs more as a reference than written out again.
_SHORTEST_SHARED_PATH = len('<path id="_aa"/> xlink:href="#_aa"')


def _shared_ids() -> Iterator[str]:
    """Ids for shared shapes: their own prefix, so they never meet the drawings' ids."""
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    for number in itertools.count():
        text = digits[number % 36]
        while number >= 36:
            number //= 36
            text = digits[number % 36] + text
        yield "_" + text


def _use(ref: str, **attributes: str) -> ElementTree.Element:
    return ElementTree.Element(f"{{{SVG_NS}}}use", {f"{{{XLINK}}}href": "#" + ref, **attributes})


def _share_repeats(root: ElementTree.Element, ids: Iterator[str]) -> None:
    """Each shape or group written out again, whole, as a ``<use>`` of its first copy: the
    Piacentine courts' turned half and every repeated ornament. A ``<use>`` inherits from
    where it stands, as the copy did, so it draws the same. Inside a paint server a copy
    only stands for one in the same paint server, which is drawn on its own."""
    written: dict[int, str] = {}
    _serialise(root, written)
    counts = Counter(written.values())
    first: dict[tuple[int, str], ElementTree.Element] = {}

    def share(parent: ElementTree.Element, scope: int) -> None:
        for index, child in enumerate(parent):
            text = written[id(child)]
            if _tag(child) in _OWN_CONTEXT:
                share(child, id(child))
            elif _tag(child) == "defs":
                share(child, scope)
            if _tag(child) not in _DRAWABLE:
                continue
            if counts[text] > 1 and len(text) > _SHORTEST_SHARED:
                original = first.get((scope, text))
                if original is not None:
                    if "id" not in original.attrib:
                        original.set("id", next(ids))
                    parent[index] = _use(original.attrib["id"])
                    continue
                first[scope, text] = child
            share(child, scope)

    share(root, id(root))


def _share_path_data(root: ElementTree.Element, ids: Iterator[str]) -> None:
    """Path data drawn more than once in different colours (a shade area and the hatching
    laid over it, a fill and its outline) written once, bare, in ``<defs>``; each path is
    then a ``<use>`` of it carrying the path's own attributes, which the bare path takes
    from it as it would from a group. Paint servers, and shapes a ``<use>`` already points
    to, are left alone."""
    paths: dict[str, list[tuple[ElementTree.Element, int, ElementTree.Element]]] = {}

    def collect(parent: ElementTree.Element) -> None:
        for index, child in enumerate(parent):
            if _tag(child) == "path" and "id" not in child.attrib:
                paths.setdefault(child.get("d", ""), []).append((parent, index, child))
            elif _tag(child) not in _OWN_CONTEXT:
                collect(child)

    collect(root)
    shared = [(d, found) for d, found in paths.items() if len(found) > 1]
    shared = [(d, found) for d, found in shared if len(d) > _SHORTEST_SHARED_PATH]
    if not shared:
        return
    defs = root.find(f"{{{SVG_NS}}}defs")
    if defs is None:
        defs = ElementTree.Element(f"{{{SVG_NS}}}defs")
        root.insert(0, defs)
    for d, found in shared:
        ref = next(ids)
        ElementTree.SubElement(defs, f"{{{SVG_NS}}}path", {"id": ref, "d": d})
        for parent, index, shape in found:
            parent[index] = _use(ref, **{k: v for k, v in shape.attrib.items() if k != "d"})


def _group_runs(parent: ElementTree.Element) -> None:
    """Runs of neighbouring shapes that spell out the same inherited value (a dozen
    unstroked fills in a row, say) wrapped in one ``<g>`` that carries it, or the value
    carried by their parent group where they are all its children. Each of them set the
    value itself, so nothing else takes it from the group; a shape with an id is left out,
    since a ``<use>`` of it would not see the group."""
    for name in _INITIAL if _tag(parent) in ("svg", "g") else ():
        children, runs = list(parent), []
        for child in children:
            apart = "id" in child.attrib or _tag(child) not in _DRAWABLE
            value = None if apart else child.get(name)
            if runs and value is not None and runs[-1][0] == value:
                runs[-1][1].append(child)
            else:
                runs.append((value, [child]))
        for value, run in runs:
            if value is None or len(run) < 2:
                continue
            for child in run:
                del child.attrib[name]
            if len(run) == len(children) and _tag(parent) == "g":
                parent.set(name, value)
                continue
            group = ElementTree.Element(f"{{{SVG_NS}}}g", {name: value})
            at = list(parent).index(run[0])
            for child in run:
                parent.remove(child)
            group.extend(run)
            parent.insert(at, group)
    for child in parent:
        if _tag(child) in ("g", "defs"):
            _group_runs(child)


def compact(svg: str) -> str:
    """The SVG text in its shortest spelling; Qt draws it the same, pixel for pixel but for
    an odd level of antialiasing where relative coordinates add up to the last bit."""
    root = ElementTree.fromstring(svg)
    for element in root.iter():
        for name, value in list(element.attrib.items()):
            value = _compact_value(name, value)
            if value or name not in _TRANSFORMS:
                element.set(name, value)
            else:
                del element.attrib[name]
    _from_root(root)
    ids = _shared_ids()
    _share_repeats(root, ids)
    _share_path_data(root, ids)
    _group_runs(root)
    root.attrib = {"xmlns": SVG_NS, "xmlns:xlink": XLINK, **root.attrib}
    return _serialise(root)
