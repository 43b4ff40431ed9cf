"""The customer: under a customer label, under the sender line, or the window envelope's
address block; a salutation or "ATTN:" put right."""

from __future__ import annotations

import re
from difflib import SequenceMatcher
from statistics import median

from docproc_pipeline.extract.parse.confidence import CONFIDENCE
from docproc_pipeline.extract.parse.countries import address_country
from docproc_pipeline.extract.parse.dates import find_dates
from docproc_pipeline.extract.parse.labels import find_labels
from docproc_pipeline.extract.parse.lines import Line, Segment
from docproc_pipeline.extract.parse.party_blocks import (
    HeadLine,
    address_of,
    before_form_row,
    block_below,
    cell_right_of,
    first_below,
    heading_led,
    indented_block,
    label_segment,
    without_contact,
)
from docproc_pipeline.extract.parse.party_text import (
    ATTENTION,
    ATTN_PREFIX,
    BARE_SALUTATION,
    DASH_SEPARATORS,
    LEGAL_FORM,
    NAME_CELL_LABEL,
    NAME_START,
    PARTY_ID_LINE,
    POSTCODE,
    WEB_HOST,
    has_legal_form,
    is_stop,
    looks_like_name,
    name_wraps_onto,
    normalized,
    street_line,
    town_line,
)
from docproc_pipeline.extract.parse.regions import Regions
from docproc_pipeline.extract.parse.table_header import is_item_table_header
from docproc_pipeline.extract.parse.vocab import alternatives, party_alternatives

# what no party's name holds: a sign opening it, a percentage
_NO_NAME = re.compile(r"^\s*[+±]|\d\s?%")


def customer_of_label(lines: list[Line]) -> dict[str, tuple[str | None, float]] | None:
    """The customer after or under a customer label ("Bill to", "Kunde"); None without one
    (and {} when the label has nothing under it)."""
    out: dict[str, tuple[str | None, float]] = {}
    cust = label_segment(lines, "_customer")
    if cust is not None and cust[2] and sum(ch.isalpha() for ch in cust[2]) < 2:
        cust = None  # "Customer: 2" is a customer number, not a name
    if cust is not None and not cust[2] and _number_beside(lines[cust[0]], cust[1]):
        cust = None  # "GUEST  : 98" in two cells: the guest's number, no name under it
    if cust is not None and _NO_NAME.search(cust[2]):
        # a sentence's "facturée : + ou - 10 % ...": the words read as a label are none
        cust = None
    if cust is None:
        return None
    li, seg, rest = cust
    if rest:
        block = block_below(lines, li, seg) or indented_block(lines, li, seg)
        if heading_led(block):
            block = []
        block = before_form_row(lines, block)
        out["customer_name"] = (rest, CONFIDENCE.CUSTOMER_LABELLED_NAME)
        address = address_of(without_contact(block, rest))
        out["customer_address"] = (address, CONFIDENCE.CUSTOMER_LABELLED_ADDRESS)
        return out
    below = first_below(lines, li, seg)
    beside = _name_cell_right_of(lines[li], seg)
    if beside is not None and (
        below is None or _opens_with_label(below[1].text) or beside.text.lstrip().startswith(":")
    ):
        # "Guest  Nicole Walsh" in two cells, another fact under the label: the name beside
        # the label, its block under it
        block = block_below(lines, li, beside)
        name = _after_colon(beside.text)
        out["customer_name"] = (name, CONFIDENCE.CUSTOMER_LABELLED_NAME)
        address = address_of(without_contact(block, name))
        out["customer_address"] = (address, CONFIDENCE.CUSTOMER_LABELLED_ADDRESS)
        return out
    if below is not None:
        bi, bseg = _past_fact_rows(lines, below)
        block = block_below(lines, bi, bseg)
        if PARTY_ID_LINE.match(bseg.text) and block:
            # "GLN 4304171000002" over the name: the party's id, not its name
            bseg, block = block[0], block[1:]
        name = bseg.text
        if block and (
            name_wraps_onto(name, block[0].text)
            or (not has_legal_form(name) and has_legal_form(f"{name} {block[0].text}"))
        ):
            # (a legal form wrapped: "... GUATEMALA SOCIEDAD" over "ANONIMA")
            name, block = f"{name} {block[0].text}", block[1:]
        if bseg is not below[1] and not any(POSTCODE.search(s.text) for s in block):
            block = []  # a name under the facts' rows, nothing of an address under it
        out["customer_name"] = (name, CONFIDENCE.CUSTOMER_LABELLED_NAME)
        address = address_of(without_contact(block, name))
        out["customer_address"] = (address, CONFIDENCE.CUSTOMER_LABELLED_ADDRESS)
    return out


def _number_beside(line: Line, seg: Segment) -> bool:
    """Whether the cell right after the label's is a number alone (no letter in it)."""
    k = next((k for k, s in enumerate(line.segments) if s is seg), None)
    if k is None or k + 1 >= len(line.segments):
        return False
    text = line.segments[k + 1].text
    return bool(re.search(r"\d", text)) and not re.search(r"[^\W\d_]", text)


# the rows of other facts a customer heading may stand over before the name ("DATOS DEL
# COMPRADOR" over "Fecha: 20-12-2025", "NIT: 71224556", "Nombre:" and the name)
_FACT_ROWS_OVER_NAME = 3
# (or its alternatives after a slash: "NOME / RAZÃO SOCIAL" over the name)
_NAME_ROW_ALONE = re.compile(NAME_CELL_LABEL.pattern + r"\s*:?", re.IGNORECASE)


# a "Name:" or "Address:" row's label opening its cell, its colon after it, and the value
_NAME_ROW_LABEL = re.compile(
    r"(?:{})\s*:\s*(.*)".format(party_alternatives("name_row", "company_row")), re.IGNORECASE
)
_ADDRESS_ROW_LABEL = re.compile(
    r"(?:{})\s*:\s*(.*)".format(party_alternatives("address_row")), re.IGNORECASE
)


# a price in a row's value: an item's, no party's
_PRICE = re.compile(r"\d[.,]\d{2}(?!\d)")


def customer_of_name_row(lines: list[Line]) -> dict[str, tuple[str | None, float]] | None:
    """No customer label or section: a "Name:" row above page one's item table (a form's
    buyer rows without a heading: "NOMBRE:  P L G DIVISION ADUANAS, S.A." over "DIRECCION:
    9A CALLE ...") names the customer; an "Address:" row on one of the next two lines gives
    its address. The issuer prints its name as a letterhead, not as a labelled row."""
    for li, line in enumerate(lines):
        if line.page != lines[0].page or is_item_table_header(line):
            return None
        name = _row_value(line, _NAME_ROW_LABEL)
        if not name or find_labels(name) or not NAME_START.match(name):
            continue
        if ":" in name or _PRICE.search(name):
            continue  # an item's record ("Nome: gallette - Prezzo: €3.00"), no party's
        address = next(
            filter(None, (_row_value(ln, _ADDRESS_ROW_LABEL) for ln in lines[li + 1 : li + 3])),
            None,
        )
        return {
            "customer_name": (name, CONFIDENCE.CUSTOMER_NAME_ROW),
            "customer_address": (address, CONFIDENCE.CUSTOMER_ADDRESS_ROW),
        }
    return None


def _row_value(line: Line, label: re.Pattern[str]) -> str | None:
    """The value of the line's first cell when it is a row of `label`: after the colon, or
    in the next cell ("NOMBRE:  P L G ...")."""
    if not line.segments:
        return None
    found = label.fullmatch(line.segments[0].text.strip())
    if found is None:
        return None
    value = found.group(1).strip()
    if not value and len(line.segments) > 1:
        value = line.segments[1].text.strip()
    return value or None


def _past_fact_rows(lines: list[Line], below: tuple[int, Segment]) -> tuple[int, Segment]:
    """The first line under a customer label that is no labelled row of another fact (a
    date, a tax id) and no name label alone; the line under the label when none is."""
    at = below
    for _ in range(_FACT_ROWS_OVER_NAME):
        text = at[1].text.strip()
        fact = (_opens_with_label(text) and ":" in text) or PARTY_ID_LINE.match(text)
        if not fact and not _NAME_ROW_ALONE.fullmatch(text):
            return at
        k = at[0] + 1
        if k >= len(lines) or lines[k].page != lines[at[0]].page:
            break
        if lines[k].y0 - lines[at[0]].y1 > 2 * lines[at[0]].height:
            break
        at = k, lines[k].segments[0]  # the section's rows, left-aligned or centred
    return below if _opens_with_label(at[1].text) else at


def _opens_with_label(text: str) -> bool:
    labels = find_labels(text)
    return bool(labels) and labels[0].start == 0


def _after_colon(text: str) -> str:
    """A cell's text without the label's colon OCR set apart before it (": Acme Ltd")."""
    return text.strip().lstrip(":").strip()


def _name_cell_right_of(line: Line, seg: Segment) -> Segment | None:
    """The cell right after a label alone in its segment, when it reads as a name (no label,
    no figure): "Guest  Nicole Walsh", also after the label's colon set apart ("Party  : ALD
    AUTOMOTIVE PVT LTD")."""
    cell = cell_right_of(line, seg)
    if cell is None:
        return None
    text = _after_colon(cell.text)
    if find_labels(text) or re.search(r"\d", text) or not NAME_START.match(text):
        return None
    return cell


def customer_below_head(
    lines: list[Line],
    by_index: dict[int, int],
    sender: HeadLine | None,
    letterhead: HeadLine | None,
) -> dict[str, tuple[str | None, float]]:
    """The window envelope's address under the sender line (or a one-line letterhead)."""
    out: dict[str, tuple[str | None, float]] = {}
    head = sender or letterhead
    if head is None:
        return out
    si = by_index[head[0]]
    # a letterhead sits higher above the window than a sender line (under which the window's
    # note zone may stand empty or hold a postal code line, " 010")
    reach = 4.5 if sender is not None else 9.0
    below = first_below(lines, si, head[1], reach=reach)
    for _ in range(3):
        if below is None or sender is None:
            break
        if not is_stop(below[1]) and not find_dates(below[1].text):
            break
        # a labelled line between the sender line and the window ("Rechnung — Nr. 5 · Datum
        # ..."), or the end of one wrapped there ("entro il 5 febbraio 2025"): the invoice's
        # facts, printed above the address, not its first line
        below = first_below(lines, below[0], below[1], reach=reach)
    if below is not None and not re.search(r"[^\W\d_]", below[1].text):
        # a code without letters over the address (a postal routing code, " 010"): no name
        below = first_below(lines, below[0], below[1], reach=reach)
    if below is not None and WEB_HOST.search(below[1].text):
        return out  # the letterhead's contact lines under it ("www.example.de"): no window
    if below is not None and (
        sender is not None or (abs(below[1].x0 - head[1].x0) < 8 and not is_stop(below[1]))
    ):
        bi, bseg = below
        block = block_below(lines, bi, bseg)
        out["customer_name"] = (bseg.text, CONFIDENCE.CUSTOMER_UNDER_SENDER_NAME)
        address = address_of(without_contact(block, bseg.text))
        out["customer_address"] = (address, CONFIDENCE.CUSTOMER_UNDER_SENDER_ADDRESS)
    return out


def _like_vendor(text: str, vendor: str | None) -> bool:
    """Whether `text` starts with (an OCR reading of) the vendor's name: alike as a whole and in
    its first word ("Malaparte Commerciale S.a.s." is not "Speri Commerciale S.r.l.", though
    the trade word and the legal form make most of both)."""
    if not vendor:
        return False
    a, b = normalized(text), normalized(vendor)
    # (the names without a closing legal form: "Mälzer GmbH" is not "Trommler GmbH", though
    # "er GmbH" makes most of both)
    core_a, core_b = LEGAL_FORM.sub("", a).strip() or a, LEGAL_FORM.sub("", b).strip() or b
    if SequenceMatcher(None, core_a[: len(core_b)], core_b).ratio() < 0.7:
        return False
    first_a, first_b = (a.split() or [""])[0], (b.split() or [""])[0]
    return SequenceMatcher(None, first_a, first_b).ratio() >= 0.5


def window_address(
    lines: list[Line], vendor: str | None, vendor_block: set[int], regions: Regions
) -> tuple[Segment, list[Segment]] | None:
    """The recipient's address block when no label and no readable sender line mark it: a
    block in page one's window band (left half first, then right) whose last (or next to last,
    before a country) line holds a postcode, which is not the vendor's own block nor under a
    ship-to label, and which sits below the sheet's letterhead band."""
    page1 = [ln for ln in lines if ln.page == lines[0].page]
    if not page1:
        return None
    middle = (min(ln.x0 for ln in page1) + max(ln.x1 for ln in page1)) / 2
    found: list[tuple[int, Segment, list[Segment]]] = []
    for i, line in enumerate(page1):
        if not regions.in_window(line) or is_item_table_header(line):
            break  # (the item table's header: its rows are no address block)
        for seg in line.segments:
            text = seg.text.strip()
            if sum(ch.isalpha() for ch in text) < 3 or id(seg) in vendor_block:
                continue
            if text.startswith(":"):
                continue  # the value of a label to its left (": 9 de diciembre de 2025")
            labels = find_labels(text)
            if (labels and labels[0].start == 0) or is_stop(seg) or POSTCODE.search(text):
                continue
            # a sender line OCR could not split, or the vendor's letterhead
            if _like_vendor(text, vendor) or (len(text) > 40 and any(c.isdigit() for c in text)):
                continue
            if street_line(text):
                continue  # a street opening a block: an address without its name (the vendor's)
            side = 0 if seg.x0 <= middle else 1
            if seg.x0 > middle and (not regions.knows_sheet() or regions.in_sheet_letterhead(seg)):
                if not _vendor_named_left(page1[: i + _VENDOR_BESIDE_LINES], vendor, middle):
                    continue
                side = 2  # the top right beside the vendor's own block: the last choice
            if _under_ship_to(page1, i, seg) or _continues_block(page1, i, seg, vendor):
                continue
            block = block_below(lines, i, seg, max_lines=5)
            if _HEADING_ALONE.fullmatch(text) and len(block) > 1:
                # a heading in a language no lexicon knows ("Odběratel:") over the block: the
                # block's first line is the name
                seg, block = block[0], block[1:]
                if id(seg) in vendor_block or _like_vendor(seg.text, vendor):
                    continue
            if not block or any(_like_vendor(b.text, vendor) for b in block):
                continue
            if seg.height > 1.4 * median(b.height for b in block):
                continue  # a larger slogan or heading above the block, not the name in it
            if _ends_at_town(block):
                found.append((side, seg, block))
    if not found:
        return None
    # the letterhead band: a short sender block above the window is not the recipient
    if regions.knows_sheet():
        low = [f for f in found if not regions.in_sheet_letterhead(f[1])]
        if low and low != found and all(len(f[2]) < 2 for f in found if f not in low):
            found = low
    side, seg, block = min(found, key=lambda f: f[0])
    return seg, block


def _vendor_named_left(near: list[Line], vendor: str | None, middle: float) -> bool:
    """Whether the vendor's name opens a line in the left half near a block (`near`: page one's
    lines down to a few below it): a name and address block in the letterhead band's right
    half is then the addressee's, not the vendor's letterhead (a logo pushing the vendor's
    own block down, the recipient's beside it)."""
    return any(
        seg.x1 <= middle
        and _like_vendor(seg.text, vendor)
        and len(seg.text) <= len(vendor or "") + 3
        for line in near
        for seg in line.segments[:1]
    )


# the lines below a right-hand block within which the vendor's name is sought on the left
_VENDOR_BESIDE_LINES = 6


# a heading of a word or two and a colon, alone on its line
_HEADING_ALONE = re.compile(r"[^\W\d_][^\W\d_.-]*(?:\s[^\W\d_]+)?\s?:")


def _ends_at_town(block: list[Segment]) -> bool:
    """Whether a block ends with its postcode: on its last line, or followed only by lines
    without figures (a town on a line of its own, a country)."""
    ends = [b.text for b in block[-3:]]
    for k in range(len(ends) - 1, -1, -1):
        if POSTCODE.search(ends[k]):
            return True
        if re.search(r"\d", ends[k]):
            return False
    return False


def _continues_block(page1: list[Line], i: int, seg: Segment, vendor: str | None = None) -> bool:
    """Whether `seg` is a middle line of a block: a line of the same column sits right above
    it (a street under its name, also under the vendor's name in its larger letterhead type),
    so it cannot be the block's first (name) line."""
    for line in page1[max(0, i - 3) : i]:
        for s in line.segments:
            if abs(s.x0 - seg.x0) >= 4 or s.y1 > seg.y0 + 1:
                continue
            low, high = sorted((s.height, seg.height))
            larger = high > 1.25 * low and not _like_vendor(s.text, vendor)
            if larger or seg.y0 - s.y1 > 0.8 * max(low, 6.0):
                continue  # a heading or slogan in a larger type, or a blank line between
            if (
                POSTCODE.search(s.text)
                or (len(s.text) > 40 and re.search(r"\d", s.text))
                or DASH_SEPARATORS.search(s.text)
                or _vendor_and_more(s.text, vendor)
            ):
                # a block ends at its town: this one is the next block (or a country); a
                # long line with figures is a sender line OCR could not split
                continue
            labels = find_labels(s.text)
            if not (labels and labels[0].start == 0) and sum(ch.isalpha() for ch in s.text) >= 3:
                return True
    return False


def _vendor_and_more(text: str, vendor: str | None) -> bool:
    """Whether `text` is the vendor's name with more after it: a window envelope's sender line
    whose separators OCR lost ("Bau Mannersdorf AG -F" for "Bau Mannersdorf AG · Florian-...")."""
    return (
        vendor is not None
        and _like_vendor(text, vendor)
        and len(normalized(text)) > len(normalized(vendor)) + 1
    )


def _under_ship_to(page1: list[Line], i: int, seg: Segment) -> bool:
    """Whether `seg` sits under a ship-to label, or under the label of the seller's registered
    office ("Adres siedziby sprzedawcy:"): an address that is not the recipient's."""
    for line in page1[max(0, i - 2) : i]:
        for s in line.segments:
            labels = find_labels(s.text)
            if abs(s.x0 - seg.x0) < 8 and labels and labels[0].field in ("_ship_to", "_office"):
                return True
    return False


def _without_contact_part(parts: list[str]) -> list[str]:
    """The address parts under a company's name without a contact person's line: words only,
    followed by the street (a figure, no postcode) and the postcode line ("Max Muster /
    Hauptstr. 5 / 1010 Wien"), as `without_contact` reads a block's lines."""
    if (
        len(parts) >= 3
        and not re.search(r"\d", parts[0])
        and re.search(r"\d", parts[1])
        and not POSTCODE.search(parts[1])
        and POSTCODE.search(parts[2])
        and 2 <= len(parts[0].split()) <= 4
    ):
        return parts[1:]
    return parts


def party_over_tax_id(
    lines: list[Line], k: int, vendor: str | None
) -> tuple[str, str | None] | None:
    """The customer's block printed right over the customer's tax id (line `k`) with no label:
    a name alone ("Holt" over "USt-ID: DE310446186" on a till's invoice), or a name over its
    address lines (a letter's addressee over "Partita IVA: IT0819..."); its name and address,
    when the name is no vendor's."""
    block: list[Line] = []
    below = lines[k]
    for above in reversed(lines[max(0, k - _BLOCK_OVER_ID_LINES) : k]):
        if above.ocr and _SPECK_LINE.fullmatch(above.text):
            continue  # a speck OCR read as a sign, on a line of its own beside the block
        if (
            above.page != below.page
            or len(above.segments) != 1
            or below.y0 - above.y1 > below.height
            or abs(above.x0 - lines[k].x0) > lines[k].height
        ):
            break
        block.insert(0, above)
        below = above
    if not block:
        return None
    name = block[0].text.strip()
    if (
        not looks_like_name(name)
        or _like_vendor(name, vendor)
        or town_line(name)
        or address_country(name) is not None  # "Italia": the last line of an address
    ):
        return None
    rest = [ln.segments[0] for ln in block[1:]]
    if rest and not any(POSTCODE.search(s.text) for s in rest):
        return None  # lines that are no address under the name: no party's block
    return name, address_of(rest) if rest else None


# a customer's block over its tax id: its name and up to four address lines
_BLOCK_OVER_ID_LINES = 5


# a line of one sign and nothing else ("$", "'", "·")
_SPECK_LINE = re.compile(r"\W")


def fix_customer_name(out: dict[str, tuple[str | None, float]]) -> None:
    """ "Herr" on its own line: the name is the next line; "ATTN: Name": the name without it."""
    name, conf = out.get("customer_name", (None, CONFIDENCE.NOT_FOUND))
    if not name:
        return
    address = out.get("customer_address", (None, CONFIDENCE.NOT_FOUND))[0]
    parts = [p.strip() for p in (address or "").split(",") if p.strip()]
    if BARE_SALUTATION.match(name.strip()):
        if parts:
            _name_from_address(out, conf, parts[0], _without_contact_part(parts[1:]))
        return
    if _company_under_addressee(name, parts):
        _name_from_address(out, conf, parts[0], parts[1:])
        return
    stripped = _GREETING_LEAD.sub("", ATTN_PREFIX.sub("", name)).strip()
    if stripped and stripped != name:
        out["customer_name"] = (stripped, conf * CONFIDENCE.NAME_CORRECTED_FACTOR)
        return
    contact = _NAME_CONTACT.match(name.strip())
    if contact and not has_legal_form(name.strip()):
        out["customer_name"] = (contact.group(1).strip(), conf * CONFIDENCE.NAME_CORRECTED_FACTOR)


def _name_from_address(
    out: dict[str, tuple[str | None, float]], conf: float, name: str, rest: list[str]
) -> None:
    """The address's first part is the customer's name, the rest its address."""
    aconf = out.get("customer_address", (None, CONFIDENCE.NOT_FOUND))[1]
    out["customer_name"] = (name, conf * CONFIDENCE.NAME_CORRECTED_FACTOR)
    out["customer_address"] = (", ".join(rest) or None, aconf)


def _company_under_addressee(name: str, parts: list[str]) -> bool:
    """Whether a person addressed by title or "Attn:" stands over a company's name ("Mr. R. A.
    Veatch" over "Brown & Williamson Tobacco Corp."): the company is the customer."""
    return (
        bool(parts)
        and ATTENTION.match(name.strip()) is not None
        and not has_legal_form(name)
        and has_legal_form(parts[0])
    )


# a letter's greeting opening the addressee's name ("Sehr geehrte Familie Berger")
_GREETING_LEAD = re.compile(rf"^(?:{alternatives('greeting')})\s+(?=\S)", re.IGNORECASE)


# "Company, First Last": the company followed by its contact person on the name line
_NAME_CONTACT = re.compile(
    r"^([^,]*[^\W\d_][^,]*),\s*((?:[A-ZÄÖÜ][a-zäöüß'-]+\s+){1,2}[A-ZÄÖÜ][a-zäöüß'-]+)$"
)
