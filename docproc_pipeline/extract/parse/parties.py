"""Vendor and customer: names and address blocks found from layout.

The customer is the block under a "Bill to"/"Kunde" label, or the window-envelope address under
the small sender line ("Name · Street · City"). The vendor name is the sender line's first part or
the largest text at the top of page one; its address is the aligned block under its name (or
under a "From"/"Von" label), cut at contact and registration lines.
"""

from __future__ import annotations

import re
import unicodedata
from difflib import SequenceMatcher

from docproc_pipeline.extract.parse.labels import find_labels
from docproc_pipeline.extract.parse.lines import Line, Segment
from docproc_pipeline.extract.parse.table import is_item_table_header

_SEPARATORS = re.compile(r"\s+[·•|]\s+")
# OCR reads the small middle dot of a sender line as a dash, a point or nothing at all
_OCR_SEPARATORS = re.compile(r"\s*[·•]\s*|\s+[|\-–.]\s+")
_CONTACT = re.compile(
    r"@|www\.|https?://|^\+?\(?\d[\d\s/().-]{6,}$|^(?:t|f|m|p|e|w|tel|fax|fon)\.?\s+[+(]?\d",
    re.IGNORECASE,
)
_POSTCODE = re.compile(
    r"\b\d{4,5}\s+[^\W\d]|\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b|\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\b|\bCH-\d{4}\b"
)
# Salutation and attention lines are neither the party's name nor its address.
_ATTENTION = re.compile(
    r"^(?:herr|frau|mr\.?|mrs\.?|ms\.?|monsieur|madame|m\.|mme\.?)(?:\s|$)"
    r"|^(?:attn\.?|attention|t\.\s?a\.\s?v\.?|z\.\s?hd\.?|c/o)(?::|\s|$)",
    re.IGNORECASE,
)
_ATTN_PREFIX = re.compile(
    r"^(?:attn\.?|attention|t\.\s?a\.\s?v\.?|z\.\s?hd\.?)\s*:?\s*", re.IGNORECASE
)
# a name starts with a letter and has a few ("98a" is the tail of a split house number)
_NAME_START = re.compile(r"^\W*[^\W\d_](?:.*?[^\W\d_]){3}")
_BARE_SALUTATION = re.compile(r"^(?:herr|frau|mr\.?|mrs\.?|ms\.?|monsieur|madame)$", re.IGNORECASE)

_ADDRESS_STOP_FIELDS = {
    "_x",
    "vendor_tax_id",
    "customer_tax_id",
    "invoice_number",
    "invoice_date",
    "due_date",
    "purchase_order",
    "payment_terms",
    "_title",
    "_ship_to",
}


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text)).strip().casefold()


def _is_contact(text: str) -> bool:
    """A phone, fax, e-mail or web line, also when OCR garbled its label or its `@`
    ("Pnbne1608:555-0147", "T |4021 555-0167"): seven or more digits that are no postcode,
    making up most of the line or following a short label word."""
    if _CONTACT.search(text):
        return True
    digits = sum(ch.isdigit() for ch in text)
    if digits < 7 or _POSTCODE.search(text):
        return False
    alnum = sum(ch.isalnum() for ch in text)
    return digits >= 0.6 * alnum or bool(re.match(r"[^\W\d_]{1,5}\W{0,3}\+?\d", text))


def _is_stop(seg: Segment) -> bool:
    if _is_contact(seg.text):
        return True
    labels = find_labels(seg.text)
    return bool(labels and labels[0].start == 0 and labels[0].field in _ADDRESS_STOP_FIELDS)


def _block_below(
    lines: list[Line], start: int, seg: Segment, *, max_lines: int = 6
) -> list[Segment]:
    """Segments aligned with `seg` (left or right edge) on the lines right below it."""
    out: list[Segment] = []
    prev = seg
    for line in lines[start + 1 : start + 12]:
        if line.page != lines[start].page:
            break
        gap = line.y0 - prev.y1
        if gap > 1.6 * max(prev.height, 6.0):
            break
        found = None
        for s in line.segments:
            centred = abs((s.x0 + s.x1) / 2 - (seg.x0 + seg.x1) / 2) < 4 and abs(s.x0 - seg.x0) > 4
            if (
                abs(s.x0 - seg.x0) < 4
                or (abs(s.x1 - seg.x1) < 4 and abs(s.x0 - seg.x0) > 30)
                or centred
            ):
                found = s
                break
        if found is None:
            if any(s.x0 < seg.x1 and s.x1 > seg.x0 for s in line.segments):
                break
            continue
        if _is_stop(found):
            break
        out.append(found)
        prev = found
        if len(out) >= max_lines:
            break
    return out


def _label_segment(lines: list[Line], field: str) -> tuple[int, Segment, str] | None:
    for li, line in enumerate(lines):
        if line.page != lines[0].page:
            break
        for seg in line.segments:
            labels = find_labels(seg.text)
            if labels and labels[0].start == 0 and labels[0].field == field:
                rest = seg.text[labels[0].end :].strip()
                if rest.startswith(":"):
                    return li, seg, rest.lstrip(": ").strip()
                if not rest:
                    return li, seg, ""
    return None


def _sender_line(lines: list[Line]) -> tuple[int, Segment, list[str]] | None:
    """The small return-address line of a window envelope: `Name · Street · City`."""
    page1 = [ln for ln in lines if ln.page == lines[0].page]
    if not page1:
        return None
    limit = page1[0].y0 + 0.45 * (max(ln.y1 for ln in page1) - page1[0].y0)
    for line in page1:
        if line.y0 > limit:
            break
        for seg in line.segments:
            parts = (_OCR_SEPARATORS if line.ocr else _SEPARATORS).split(seg.text)
            plain = not any(_is_stop_text(p) for p in parts)
            postcode = any(_POSTCODE.search(p) for p in parts)
            if (len(parts) >= 3 and (postcode or plain)) or (
                line.ocr
                and len(parts) == 2
                and _POSTCODE.search(parts[1])
                and not _POSTCODE.search(parts[0])
                and _NAME_START.match(parts[0])
            ):
                return line.index, seg, [p.strip() for p in parts]
    return None


def _footer_parts(lines: list[Line], name: str) -> list[str]:
    for line in lines:
        for seg in line.segments:
            parts = _SEPARATORS.split(seg.text)
            if len(parts) >= 2 and _norm(parts[0]) == _norm(name):
                return [p.strip() for p in parts[1:]]
    return []


def _top_name(lines: list[Line]) -> tuple[int, Segment] | None:
    page1 = [ln for ln in lines if ln.page == lines[0].page]
    if not page1:
        return None
    top = page1[0].y0
    bottom = max(ln.y1 for ln in page1)
    best: tuple[float, int, Segment] | None = None
    for line in page1:
        if line.y0 > top + 0.3 * (bottom - top) or is_item_table_header(line):
            break  # a table header word is never the vendor's name
        for seg in line.segments:
            letters = sum(ch.isalpha() for ch in seg.text)
            if letters < 4 or len(seg.text.replace(" ", "")) <= 3:
                continue
            labels = find_labels(seg.text)
            if labels and labels[0].start == 0:
                continue
            if _is_contact(seg.text) or _SEPARATORS.search(seg.text):
                continue
            key = seg.height
            if best is None or key > best[0] + 0.5:
                best = (key, line.index, seg)
    return (best[1], best[2]) if best else None


def _address(segs: list[Segment]) -> str | None:
    parts = [
        s.text.strip().rstrip(",")
        for s in segs
        if s.text.strip() and not _ATTENTION.match(s.text.strip())
    ]
    return ", ".join(parts) if parts else None


def find_parties(
    lines: list[Line], hits_by_line: dict[int, list[str]]
) -> dict[str, tuple[str | None, float]]:
    """Names and addresses: `{"vendor_name": (value, confidence), ...}`."""
    out = _find_parties(lines, hits_by_line)
    if lines and lines[0].ocr:
        for field, (value, conf) in out.items():
            if value is None:
                continue
            value = _MID_DOT.sub(" ", value)
            out[field] = (_clean_ocr_address(value) if field.endswith("address") else value, conf)
    return out


# OCR reads a speck between two words as a middle dot: "Ringstraße·14", "Seidel· KG"
_MID_DOT = re.compile(r"(?<=\w)\s*[·•]\s*(?=\w)|(?<=\w)[·•](?=\s|$)")
_OCR_ADDRESS_FIXES: tuple[tuple[re.Pattern[str], str], ...] = (
    # a point inside a postcode: "6031.1 Frankfurt"
    (re.compile(r"\b(\d{4})\.(\d)(?=\s+[A-ZÄÖÜ][a-zäöüß])"), r"\1\2"),
    # the comma between house number and postcode read as a point, colon or dash:
    # "Uhlandstraße 110.30159 Hannover", "23/11-8010 Graz", "44. 3011 Bern"
    (re.compile(r"(?<=\d)\s*[.:;\-]\s*(?=\d{4,5}\s+[^\W\d])"), ", "),
    (re.compile(r"(?<=\d[a-z])\s*[.:;]\s*(?=\d{4,5}\s+[^\W\d])"), ", "),
    # a speck or dash between street and house number: "Hafenstraße.30b", "Bahnhofstrasse-38"
    (re.compile(r"(?<=[a-zäöüß])[.\-](?=\d)"), " "),
    # street glued to its number, postcode glued to its town: "Mühlweg46", "1010Wien"
    (re.compile(r"(?<=[a-zäöüß]{3})(?=\d{1,4}[a-z]?\b)"), " "),
    (re.compile(r"(?<=\b\d{4})(?=[A-ZÄÖÜ][a-zäöüß])|(?<=\b\d{5})(?=[A-ZÄÖÜ][a-zäöüß])"), " "),
    # a speck after a house number or ZIP: "Ringstraße 98., ...", "AZ 85701."
    (re.compile(r"(?<=\d)\.(?=\s*,)|(?<=\d)\.$"), ""),
    # the comma before a US state read as a point, a comma read as a colon
    (re.compile(r"\.(?=\s+[A-Z]{2}\s+\d{5}(?:-\d{4})?$)"), ","),
    (re.compile(r"(?<=[^\W\d_]):(?=\s)"), ","),
    # UK postcodes: a 1 read as I or l in the outward code, the space lost or read as a point
    (re.compile(r"\b([A-Z]{1,2})[Il](?=[A-Z\d]?[\s.]?\d[A-Z]{2}$)"), r"\g<1>1"),
    (re.compile(r"\b([A-Z]{1,2}\d[A-Z\d]?)[.]?(\d[A-Z]{2})$"), r"\1 \2"),
)


def _clean_ocr_address(text: str) -> str:
    """An OCR'd address with the usual misreadings of its punctuation undone."""
    for pattern, repl in _OCR_ADDRESS_FIXES:
        text = pattern.sub(repl, text)
    return re.sub(r"\s+", " ", text).strip()


def _find_parties(
    lines: list[Line], _hits_by_line: dict[int, list[str]]
) -> dict[str, tuple[str | None, float]]:
    out: dict[str, tuple[str | None, float]] = {}
    if not lines:
        return out
    by_index = {ln.index: i for i, ln in enumerate(lines)}
    sender = _sender_line(lines)

    # customer
    cust = _label_segment(lines, "_customer")
    if cust is not None:
        li, seg, rest = cust
        if rest:
            block = _block_below(lines, li, seg)
            if not block:
                block = _indented_block(lines, li, seg)
            out["customer_name"] = (rest, 0.85)
            out["customer_address"] = (_address(block), 0.8)
        else:
            below = _first_below(lines, li, seg)
            if below is not None:
                bi, bseg = below
                block = _block_below(lines, bi, bseg)
                out["customer_name"] = (bseg.text, 0.85)
                out["customer_address"] = (_address(block), 0.8)
    elif sender is not None:
        si = by_index[sender[0]]
        below = _first_below(lines, si, sender[1])
        if below is not None:
            bi, bseg = below
            block = _block_below(lines, bi, bseg)
            out["customer_name"] = (bseg.text, 0.8)
            out["customer_address"] = (_address(block), 0.75)
    if "customer_name" not in out:
        top_seg = _top_name(lines)
        vendor_block: list[Segment] = []
        if top_seg is not None:
            vendor_block = [top_seg[1], *_block_below(lines, by_index[top_seg[0]], top_seg[1])]
        window = _window_address(
            lines, top_seg[1].text if top_seg else None, {id(s) for s in vendor_block}
        )
        if window is not None:
            out["customer_name"] = (window[0].text, 0.6)
            out["customer_address"] = (_address(window[1]), 0.55)

    _fix_customer_name(out)

    # vendor
    vendor_label = _label_segment(lines, "_vendor")
    if vendor_label is not None and not vendor_label[2]:
        below = _first_below(lines, vendor_label[0], vendor_label[1])
        if below is not None:
            bi, bseg = below
            out["vendor_name"] = (bseg.text, 0.85)
            out["vendor_address"] = (_address(_block_below(lines, bi, bseg)), 0.8)
            return out
    top = _top_name(lines)
    name: str | None = None
    conf = 0.6
    if sender is not None:
        name = sender[2][0]
        conf = 0.8
        if top is not None and _norm(top[1].text) == _norm(name):
            conf = 0.9
    elif top is not None:
        name = top[1].text
        footer = _footer_parts(lines, name)
        conf = 0.85 if footer else 0.65
    if name is None:
        return out
    out["vendor_name"] = (name, conf)
    address: str | None = None
    if top is not None and _norm(top[1].text) == _norm(name):
        block = _block_below(lines, by_index[top[0]], top[1])
        if block and any(_POSTCODE.search(s.text) for s in block):
            address = _address(block)
    if address is None:
        parts = sender[2][1:] if sender is not None else _footer_parts(lines, name)
        parts = [p for p in parts if not _is_stop_text(p)]
        if parts:
            address = _address_from_parts(lines, parts, sender[0] if sender else None)
    out["vendor_address"] = (address, 0.7 if address else 0.0)
    return out


def _like_vendor(text: str, vendor: str | None) -> bool:
    """Whether `text` starts with (an OCR reading of) the vendor's name."""
    if not vendor:
        return False
    a, b = _norm(text), _norm(vendor)
    return SequenceMatcher(None, a[: len(b)], b).ratio() >= 0.7


def _window_address(
    lines: list[Line], vendor: str | None, vendor_block: set[int]
) -> tuple[Segment, list[Segment]] | None:
    """The recipient's address block when no label and no readable sender line mark it: the
    first left-half block in the top of page one whose last (or next to last, before a country)
    line holds a postcode, and which is not the vendor's own block."""
    page1 = [ln for ln in lines if ln.page == lines[0].page]
    if not page1:
        return None
    top = page1[0].y0
    limit = top + 0.45 * (max(ln.y1 for ln in page1) - top)
    middle = (min(ln.x0 for ln in page1) + max(ln.x1 for ln in page1)) / 2
    for i, line in enumerate(page1):
        if line.y0 > limit:
            break
        for seg in line.segments:
            text = seg.text.strip()
            if seg.x0 > middle or sum(ch.isalpha() for ch in text) < 3 or id(seg) in vendor_block:
                continue
            labels = find_labels(text)
            if (labels and labels[0].start == 0) or _is_stop(seg) or _POSTCODE.search(text):
                continue
            # a sender line OCR could not split, or the vendor's letterhead
            if _like_vendor(text, vendor) or (len(text) > 40 and any(c.isdigit() for c in text)):
                continue
            block = _block_below(lines, i, seg, max_lines=5)
            if not block or any(_like_vendor(b.text, vendor) for b in block):
                continue
            ends = [b.text for b in block[-2:]]
            if _POSTCODE.search(ends[-1]) or (
                len(block) >= 2 and _POSTCODE.search(ends[0]) and not re.search(r"\d", ends[-1])
            ):
                return seg, block
    return None


def _fix_customer_name(out: dict[str, tuple[str | None, float]]) -> None:
    """ "Herr" on its own line: the name is the next line; "ATTN: Name": the name without it."""
    name, conf = out.get("customer_name", (None, 0.0))
    if not name:
        return
    if _BARE_SALUTATION.match(name.strip()):
        address, aconf = out.get("customer_address", (None, 0.0))
        parts = [p.strip() for p in (address or "").split(",") if p.strip()]
        if parts:
            out["customer_name"] = (parts[0], conf * 0.9)
            rest = address.split(",", 1)[1].strip() if address and "," in address else None
            out["customer_address"] = (rest or None, aconf)
        return
    stripped = _ATTN_PREFIX.sub("", name).strip()
    if stripped and stripped != name:
        out["customer_name"] = (stripped, conf * 0.9)


def _is_stop_text(text: str) -> bool:
    labels = find_labels(text)
    return bool(
        _is_contact(text)
        or (labels and labels[0].start == 0 and labels[0].field in _ADDRESS_STOP_FIELDS)
    )


def _address_from_parts(lines: list[Line], parts: list[str], skip_line: int | None) -> str:
    """Find the printed block holding the first part and read it; fall back to the parts."""
    first = _norm(parts[0])
    for i, line in enumerate(lines):
        if line.page != lines[0].page:
            break
        if line.index == skip_line:
            continue
        for seg in line.segments:
            if _norm(seg.text) == first:
                block = [seg, *_block_below(lines, i, seg)]
                if len(block) >= len(parts):
                    return ", ".join(s.text.strip() for s in block)
    return ", ".join(parts)


def _first_below(lines: list[Line], li: int, seg: Segment) -> tuple[int, Segment] | None:
    for i in range(li + 1, min(li + 6, len(lines))):
        line = lines[i]
        if line.page != lines[li].page or line.y0 - seg.y1 > 4 * max(seg.height, 6.0):
            return None
        for s in line.segments:
            if s.x0 < seg.x1 + 20 and s.x1 > seg.x0 and abs(s.x0 - seg.x0) < 25:
                return i, s
    return None


def _indented_block(lines: list[Line], li: int, seg: Segment) -> list[Segment]:
    out: list[Segment] = []
    prev_y1 = seg.y1
    for line in lines[li + 1 : li + 6]:
        if line.y0 - prev_y1 > 1.6 * max(seg.height, 6.0):
            break
        s = line.segments[0]
        if s.x0 < seg.x0 - 2 or _is_stop(s) or s.x0 > seg.x0 + 60:
            break
        if out and abs(s.x0 - out[0].x0) > 6:
            break  # back at the margin: the block has ended (a receipt's first item)
        out.append(s)
        prev_y1 = s.y1
    return out
