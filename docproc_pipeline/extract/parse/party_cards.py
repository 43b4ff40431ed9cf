"""A party's address printed in a card of labelled rows: the name's row, then an address label
("Adresse", "Address") with the address after it, run on over the rows below in its column."""

from __future__ import annotations

import re

from docproc_pipeline.extract.parse.confidence import CONFIDENCE
from docproc_pipeline.extract.parse.labels import find_labels
from docproc_pipeline.extract.parse.lines import Line, Segment
from docproc_pipeline.extract.parse.party_text import is_contact
from docproc_pipeline.extract.parse.vocab import alternatives

_ADDRESS_ROW = re.compile(
    r"^(?:" + alternatives("address_label") + r")\b\s*:?\s*(.*)$", re.IGNORECASE
)
# a cell that opens with a label of its own ("Tél: 5484 0792")
_OWN_LABEL = re.compile(r"^[^\d:]{1,30}:")
# how many rows under the name the address label may stand
_ROWS_TO_LABEL = 2


def _name_segment(lines: list[Line], name: str) -> tuple[int, Segment] | None:
    """The first segment printing `name`, perhaps after its label ("Client: Name"), with its
    line's position."""
    for k, line in enumerate(lines):
        for seg in line.segments:
            if seg.text.strip().endswith(name):
                return k, seg
    return None


def _value_words(line: Line, seg: Segment) -> tuple[str, float] | None:
    """The address after the label in `seg` (or in the next cell): its text and left edge."""
    found = _ADDRESS_ROW.match(seg.text.strip())
    if found is None:
        return None
    if found.group(1):
        first = found.group(1).split()[0]
        x0 = next((w.x0 for w in seg.words if w.text == first), seg.x0)
        return found.group(1), x0
    k = line.segments.index(seg)
    if k + 1 < len(line.segments):
        nxt = line.segments[k + 1]
        if nxt.text.rstrip().endswith(":"):
            return None  # another column's label beside it ("Consulte ... em:"): no value
        return nxt.text.strip(), nxt.x0
    return None


def _card_address(lines: list[Line], name: str) -> str | None:
    """The address of the card whose name row prints `name` (see the module)."""
    at = _name_segment(lines, name)
    if at is None:
        return None
    k, name_seg = at
    h = max(name_seg.height, 1.0)
    for j in range(k + 1, min(k + 1 + _ROWS_TO_LABEL, len(lines))):
        line = lines[j]
        for seg in line.segments:
            if not name_seg.x0 - 5 * h <= seg.x0 <= name_seg.x1 or line.page != lines[k].page:
                continue
            value = _value_words(line, seg)
            if value is None:
                continue
            return _run_on(lines, j, seg, value, h)
    return None


def _run_on(lines: list[Line], j: int, seg: Segment, value: tuple[str, float], h: float) -> str:
    """The address after the label of `seg` on line `j`, run on over the rows below in the
    value's column; a value ending in a comma goes on wrapped back under its label too. Rows of
    another column between (printing nothing in this one) are passed over."""
    parts, x0 = [value[0]], value[1]
    wraps = value[0].rstrip().endswith(",")
    prev_y1 = lines[j].y1
    for below in lines[j + 1 : j + 6]:
        cell = next((s for s in below.segments if abs(s.x0 - x0) <= h), None)
        under_label = next((s for s in below.segments if abs(s.x0 - seg.x0) <= h), None)
        if below.y0 - prev_y1 > 3 * h or below.page != lines[j].page:
            break
        if under_label is not None:
            if not wraps or _OWN_LABEL.match(under_label.text.strip()):
                break  # the card's next labelled row
            cell = under_label  # the address wrapped back under its label
        if (
            wraps
            and cell is None
            and not any(s.x0 <= x0 + 5 * h and s.x1 >= seg.x0 for s in below.segments)
        ):
            continue  # a row of another column, printed between
        text = cell.text.strip() if cell is not None else ""
        if not text or is_contact(text) or find_labels(text):
            break
        parts.append(text)
        prev_y1 = below.y1
    return ", ".join(p.rstrip(", ") for p in parts)


def card_addresses(lines: list[Line], out: dict[str, tuple[str | None, float]]) -> None:
    """Each party found without an address (or with one that starts with the address label,
    read as part of it): the address of its card, if it prints one."""
    for party in ("vendor", "customer"):
        name = out.get(f"{party}_name", (None, 0.0))[0]
        read = out.get(f"{party}_address", (None, 0.0))[0]
        if not name or (read and not _ADDRESS_ROW.match(read)):
            continue
        address = _card_address(lines, name)
        if address:
            out[f"{party}_address"] = (address, CONFIDENCE.VENDOR_ADDRESS)
