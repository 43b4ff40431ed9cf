"""Label hits: each label found on a line with the text that follows it (its value).

A hit keeps the value beside the label in its segment, in the next segment, or in the segment
under it (grid layouts); the field rules read their candidates from hits.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from docproc_pipeline.extract.parse.box import overlaps_x
from docproc_pipeline.extract.parse.labels import (
    MONEY_LABELS,
    LabelMatch,
    find_labels,
    ocr_labels,
)
from docproc_pipeline.extract.parse.lines import CARD_COLUMN_GAP, Line, Segment, make_segment
from docproc_pipeline.extract.parse.numbers import (
    AMOUNT_CELL_RE,
    CURRENCY_CODES,
    CURRENCY_NAME_RE,
    CURRENCY_SYMBOLS,
    PERCENT_RE,
)
from docproc_pipeline.extract.parse.table_header import is_item_table_header


@dataclass(slots=True)
class Hit:
    """A label found on a line, with the text that follows it (its value)."""

    field: str
    line: Line
    segment: int
    match: LabelMatch
    inline: str  # text after the label in its segment, up to the next label
    right: str  # the next segment on the line when it does not start with a label
    below: str  # the segment under the label (grid layouts) when inline and right are empty
    grid: bool = False  # the value is the label's cell in a form's grid (`grid_cell`)

    @property
    def value(self) -> str:
        return (self.inline + " " + self.right).strip()


# a cell of words closed by a colon: the label of another row, whatever field it names, not
# the value of the label before it ("Zahlungsbedingungen:   Zahlungsmittel:")
_LABEL_CELL = re.compile(r"[^\W\d_][^\d:]{0,38}[^\W\d_]\s?:")


def _colon_label_cell(seg: Segment) -> bool:
    """Whether a cell is the label of another row (words closed by a colon, not a currency's
    cell: "EURO :")."""
    return _LABEL_CELL.fullmatch(seg.text) is not None and not _currency_cell(seg.text)


# a cell holding only the separator between a label and its value
_SEPARATOR_CELL = re.compile(r"\s*[:=]\s*")


def _currency_cell(text: str) -> bool:
    """Whether a cell holds only a currency, perhaps with a colon ("EURO :", "USD", "€")."""
    bare = text.strip().rstrip(":").strip()
    return bool(bare) and (
        bare in CURRENCY_CODES
        or bare in CURRENCY_SYMBOLS
        or CURRENCY_NAME_RE.fullmatch(bare) is not None
    )


def right_segment(h: Hit) -> Segment | None:
    """The segment of the label's line that `h.right` was read from; None for a value read off
    the neighbouring line (`_offset_right`) or left of a mirrored label: it has none there."""
    return next((s for s in h.line.segments[h.segment + 1 :] if s.text == h.right), None)


def strip_value(text: str) -> str:
    """A value without the punctuation between it and its label (": # BLR_123" -> "BLR_123")."""
    # ": # BLR_123" -> "BLR_123"; OCR may read the colon as a full-width one ("：") or as a
    # semicolon ("Invoice No.; INV-08884")
    return re.sub(r"^[\s:：;.#–-]+", "", text).strip()


def collect_hits(lines: list[Line]) -> list[Hit]:
    """Every label of the document with its value: inline, in the next segment, or below."""
    hits: list[Hit] = []
    for li, line in enumerate(lines):
        seg_labels = [
            _outside_brackets(
                seg.text, ocr_usable_labels(seg.text) if line.ocr else _usable_labels(seg.text)
            )
            for seg in line.segments
        ]
        for si, seg in enumerate(line.segments):
            labels = seg_labels[si]
            for k, m in enumerate(labels):
                last = k == len(labels) - 1  # the segment's last label: its value follows
                if m.field == "payment_terms":
                    inline = strip_value(seg.text[m.end :])
                else:
                    nxt_k, start = k + 1, m.end
                    if (
                        nxt_k < len(labels)
                        and labels[nxt_k].field == "_generic_no"
                        and not seg.text[m.end : labels[nxt_k].start].strip(" :")
                    ):
                        # "Invoice No : # 123", "Fattura n. Numero RE54388": the number's sign
                        # or word goes with the label, the value follows it
                        start = labels[nxt_k].end
                        nxt_k += 1
                        last = nxt_k == len(labels)  # "Votre commande n°  BST-773"
                    end = labels[nxt_k].start if nxt_k < len(labels) else len(seg.text)
                    inline = strip_value(seg.text[start:end])
                right = ""
                if last and si + 1 < len(line.segments):
                    nxt = seg_labels[si + 1]
                    if (not nxt or nxt[0].start > 0) and not _colon_label_cell(
                        line.segments[si + 1]
                    ):
                        right = line.segments[si + 1].text
                    if _SEPARATOR_CELL.fullmatch(right) and si + 2 < len(line.segments):
                        # "Date   :   16-Jun-25": the colon set in a cell of its own
                        after = seg_labels[si + 2]
                        right = line.segments[si + 2].text if not after or after[0].start else ""
                if (
                    m.field in MONEY_LABELS
                    and _currency_cell(right)
                    and si + 2 < len(line.segments)
                    and AMOUNT_CELL_RE.fullmatch(line.segments[si + 2].text.strip())
                ):
                    # "TOTAL :  EURO :  6.137,69": the currency in a cell of its own, then the sum
                    right = line.segments[si + 2].text
                below = ""
                if last and not _FIGURE_RE.search(inline):
                    cell = grid_cell(lines, li, si)
                    if line.ocr:
                        cell = _last_labels_cell(cell, len(labels))
                    if cell is not None:
                        # a form's row of label cells over its row of value cells
                        hits.append(Hit(m.field, line, si, m, inline, "", cell, grid=True))
                        continue
                if not inline and not right and last:
                    right = _offset_right(lines, li, seg)
                if not right and _mirrored(line, si, m, inline) and not _label_above(lines, li):
                    right = line.segments[0].text
                if not right and (not _FIGURE_RE.search(inline) or rate_only(inline)):
                    # also under a label whose words run on ("Total toutes taxes comprises");
                    # one of several labels OCR read as one cell: under its own words
                    own = _label_words(seg, m) if len(labels) > 1 and line.ocr else None
                    below = segment_below(lines, li, own or seg)
                elif right and not inline and _card_beside_column(line, si, m.start):
                    # a card's label over its value, an item table's row beside it: the rules
                    # read the value under it when the next column's text is none
                    below = segment_below(lines, li, seg)
                hits.append(Hit(m.field, line, si, m, inline, right, below))
    hits.extend(_wrapped_label_hits(lines))
    return hits


def _outside_brackets(text: str, labels: list[LabelMatch]) -> list[LabelMatch]:
    """The labels not inside a bracket the label before them opened ("Btw 21% (Netto 23,09)",
    "VAT (Net 100.00)"): a bracket qualifies the label before it, its words are no label."""
    return [
        m
        for k, m in enumerate(labels)
        if k == 0 or text[: m.start].count("(") <= text[: m.start].count(")")
    ]


# the fields whose labels are read wrapped over two lines of a narrow cell: the facts of a
# header grid (amounts have their own rows, with the figure on the label's line)
_WRAPPED_FIELDS = frozenset({"invoice_number", "invoice_date", "due_date", "purchase_order"})
# labels that are a fragment of a longer one wrapped under them ("Invoice" over "Number")
_LABEL_FRAGMENTS = frozenset({"_title", "_generic_no"})
# a cell's wrapped line lies at most this many line heights under its first, and starts at
# its left edge within these points (OCR's word boxes wander around a printed edge)
_WRAPPED_LINE_GAP = 1.5
_WRAPPED_EDGE = 3.0
_WRAPPED_EDGE_OCR = 7.0


def _under_edge(line: Line, nxt: Line, seg: Segment) -> Segment | None:
    """The segment of `nxt` (the line under `line`) that starts at `seg`'s left edge."""
    tol = _WRAPPED_EDGE_OCR if line.ocr else _WRAPPED_EDGE
    return next((t for t in nxt.segments if abs(t.x0 - seg.x0) <= tol), None)


# an item table's header has this many cells at least
_TABLE_HEADER_CELLS = 3


def _wrapped_label_hits(lines: list[Line]) -> list[Hit]:
    """Labels wrapped in a narrow cell onto the next line ("N.º de" over "encomenda", "Invoice"
    over "Number", "Data do" over "documento"): a segment and the words right under it
    (left-aligned, no digit) that read as a label running into the second line, or as the
    first line's label with its value wrapped too ("20 de fevereiro de" over "2025"). The
    value is the segment right of the label's first line with its own wrapped line, else the
    segment under the label's second line."""
    hits: list[Hit] = []
    for li in range(len(lines) - 1):
        line, nxt = lines[li], lines[li + 1]
        if nxt.page != line.page or nxt.y0 - line.y1 > _WRAPPED_LINE_GAP * line.height:
            continue
        if len(nxt.segments) >= _TABLE_HEADER_CELLS and is_item_table_header(nxt):
            continue  # "Fatura" over "N.º  Art.  Artigo ...": a title over the item table
        for si, seg in enumerate(line.segments):
            under = _under_edge(line, nxt, seg)
            label = _wrapped_label(seg, under) if under is not None else None
            if label is None:
                continue
            right, wrapped = _wrapped_value(lines, li, si)
            if label.end <= len(seg.text) and not wrapped:
                continue  # the first line's label and its value on one line: read already
            below = "" if right or under is None else segment_below(lines, li + 1, under)
            match = LabelMatch(label.field, 0, len(seg.text))
            hits.append(Hit(label.field, line, si, match, "", right, below))
    return hits


def _wrapped_label(seg: Segment, under: Segment) -> LabelMatch | None:
    """The label of a header-grid fact that `seg` and the digit-free segment `under` it read
    as together; None when they are two labels ("N° client" over "Notre commande") or none."""
    if re.search(r"\d", seg.text + under.text):
        return None
    labels = _usable_labels(f"{seg.text} {under.text}")
    if not labels or labels[0].start != 0 or labels[0].field not in _WRAPPED_FIELDS:
        return None
    own = find_labels(seg.text)
    if (
        own
        and own[0].start == 0
        and own[0].end >= len(seg.text.rstrip(" :"))
        and own[0].field not in (*_LABEL_FRAGMENTS, labels[0].field)
    ):
        return None  # a label of its own over another
    if _opens_label(under) and labels[0].end <= len(seg.text):
        return None  # two labels, one over the other
    return labels[0]


def _opens_label(seg: Segment) -> bool:
    found = find_labels(seg.text)
    return bool(found) and found[0].start == 0


def _wrapped_value(lines: list[Line], li: int, si: int) -> tuple[str, bool]:
    """The segment right of segment `si` on line `li` when it opens with no label, joined with
    the segment under it that starts at its left edge and opens with no label either; and
    whether it was so joined."""
    line = lines[li]
    if si + 1 >= len(line.segments) or _opens_label(line.segments[si + 1]):
        return "", False
    value = line.segments[si + 1]
    more = _under_edge(line, lines[li + 1], value)
    if more is not None and not _opens_label(more):
        return f"{value.text} {more.text}", True
    return value.text, False


def _last_labels_cell(cell: str | None, labels: int) -> str | None:
    """The value of the last of `labels` labels that share one OCR'd label cell ("Account No.
    PO Number", two cells read as one): with one word per label under it, the last word;
    with another count, none."""
    if cell is None or labels == 1:
        return cell
    words = cell.split()
    return words[-1] if len(words) == labels else None


def _label_cell(text: str) -> bool:
    """Whether a cell is a label (of a second row of labels, not a value): a label opens it and
    fills it, or a colon follows; a name that opens with a label's word is a value ("CLIENTE
    EXEMPLO LTDA" under "NOME / RAZÃO SOCIAL")."""
    found = find_labels(text)
    if not found or found[0].start != 0:
        return False
    rest = text[found[0].end :].strip()
    return not rest or rest.startswith(":") or len(found) > 1


def grid_cell(lines: list[Line], li: int, si: int) -> str | None:
    """The value cell of label cell `si` in a form's grid: line `li` a row of label cells (three
    or more, no figure in any) right over a row of value cells (two or more, none opening a
    label; or OCR's boxes run together across the columns, see `_run_together`); the cell is
    the one value whose centre lies in the label's column, from the label's left edge to the
    next label's. None when the lines are no such rows or the column holds no single value (an
    empty cell, or two labels printed as one)."""
    line = lines[li]
    if li + 1 >= len(lines) or len(line.segments) < GRID_MIN_LABELS:
        return None
    nxt = lines[li + 1]
    seg = line.segments[si]
    if nxt.page != line.page or nxt.y0 - line.y1 > GRID_ROW_GAP * seg.height:
        return None
    if any(_FIGURE_RE.search(s.text) for s in line.segments):
        return None
    if any(_label_cell(s.text) for s in nxt.segments):
        return None
    right = line.segments[si + 1].x0 if si + 1 < len(line.segments) else float("inf")
    if nxt.ocr and _run_together(line, nxt):
        # OCR ran value cells of neighbouring columns into one segment: read them by word
        words = [w for w in nxt.words if seg.x0 <= (w.x0 + w.x1) / 2 < right]
        return " ".join(w.text for w in words) or None
    if len(nxt.segments) < 2:
        return None
    cells = [s for s in nxt.segments if seg.x0 <= (s.x0 + s.x1) / 2 < right]
    return cells[0].text + _wrapped_year(lines, li + 1, cells[0]) if len(cells) == 1 else None


# how far OCR's word boxes wander around a printed column edge, in points
_EDGE_TOLERANCE = 3.0


def _run_together(line: Line, nxt: Line) -> bool:
    """Whether an OCR'd value row holds a segment that reaches over the edge of a label column
    of the row above ("INV-84790 11.06.2026 18.06.2026" under "Invoice ID  Issued  Due") and
    no word that straddles one: cells OCR ran together, to be parted at the columns' edges."""
    edges = [s.x0 for s in line.segments[1:]]
    crossed = [e for s in nxt.segments for e in edges if s.x0 < e < s.x1]
    tol = _EDGE_TOLERANCE
    return bool(crossed) and not any(
        w.x0 + tol < e < w.x1 - tol for w in nxt.words for e in crossed
    )


# a form's grid: at least this many label cells on a row; its value row at most this many
# label heights under it
GRID_MIN_LABELS = 3
GRID_ROW_GAP = 1.5
# a grid's party heading stands at most this many lines above its label rows
GRID_SECTION_DEPTH = 8
_PARTY_HEADINGS = ("_customer", "_ship_to", "_vendor")


def grid_section(lines: list[Line], h: Hit) -> str | None:
    """The party whose section a grid's label cell lies in: the field of the party heading
    ("DESTINATÁRIO / REMETENTE", "IDENTIFICAÇÃO DO EMITENTE", "Local de entrega") standing
    alone on a line above the label's row of cells, the nearest within `GRID_SECTION_DEPTH`
    lines; None when the label is no grid's or no heading is found."""
    li = h.line.index
    if grid_cell(lines, li, h.segment) is None:
        return None
    for ln in reversed(lines[max(0, li - GRID_SECTION_DEPTH) : li]):
        if ln.page != h.line.page:
            return None
        if len(ln.segments) != 1 or _FIGURE_RE.search(ln.text):
            continue
        parties = [m.field for m in find_labels(ln.text) if m.field in _PARTY_HEADINGS]
        if parties:
            return parties[0]
    return None


def _mirrored(line: Line, si: int, m: LabelMatch, inline: str) -> bool:
    """Whether a money label's value is the figure left of it: a right-to-left summary row
    ("990.00 | Gross Amount(AED)", a bilingual page laid out for Arabic or Hebrew) of just two
    segments, the label opening the last with no figure after it, the first a figure alone."""
    if m.field not in MONEY_LABELS or m.start != 0 or _FIGURE_RE.search(inline):
        return False
    if len(line.segments) != 2 or si != 1:
        return False
    first = line.segments[0].text
    return bool(AMOUNT_CELL_RE.fullmatch(first.strip())) and not find_labels(first)


def _label_above(lines: list[Line], li: int) -> bool:
    """Whether the first segment of line `li` is the value of a label alone above it in its
    column, on one of the two lines above ("BALANCE DUE" over "GBP 606.00"): a card's value."""
    first = lines[li].segments[0]
    for k in (li - 1, li - 2):
        if k < 0 or lines[k].page != lines[li].page:
            return False
        over = [s for s in lines[k].segments if overlaps_x(s, first)]
        if over:
            labels = find_labels(over[0].text)
            opens = bool(labels) and labels[0].start == 0
            return opens and not _FIGURE_RE.search(over[0].text[labels[-1].end :])
    return False


def _card_beside_column(line: Line, si: int, start: int) -> bool:
    """Whether segment `si` is a label alone (from its start) and the next segment of its line
    lies beyond a column's gap (`CARD_COLUMN_GAP` heights): another column's text."""
    if start != 0 or si + 1 >= len(line.segments):
        return False
    seg, nxt = line.segments[si], line.segments[si + 1]
    return nxt.x0 - seg.x1 > CARD_COLUMN_GAP * seg.height


_FIGURE_RE = re.compile(r"\d")
# a label's own text that is only its rate, perhaps with the short word that leads to its base
# or a short word before it: "Montant TVA (20 %)", "VAT 8.1%", "Btw 9 % over", "IGST at 18%"
RATE_ONLY_RE = re.compile(
    r"[(\s]*(?:(?:[^\W\d_]{1,3}|@)\s+)?\d{1,2}(?:[.,]\d{1,3})?\s*%[)\s.:]*(?:[^\W\d_]{1,5}[\s.:]*)?"
)


def rate_only(text: str) -> bool:
    """Whether a label's inline text holds no figure but a rate: "(20 %)", "à taxa de 23%"."""
    if RATE_ONLY_RE.fullmatch(text):
        return True
    return bool(PERCENT_RE.search(text)) and not re.search(r"\d", PERCENT_RE.sub("", text))


_PART_SEP_RE = re.compile(r"\s[-–—−|•]\s")


# a tax's name before its word: capitalised words only ("Standard Rated VAT")
_TAX_NAME_RE = re.compile(r"(?:[A-Z][^\W\d_]*\s+){1,3}")


def _figure_only(part: str) -> bool:
    """Whether the text between two money labels is the first one's amount alone: amounts
    run on in one line ("Netto: £ 3.200,50 Mehrwertsteuer (20%): £ 640,10 Brutto: ..."), the
    second label no word of running text."""
    value = strip_value(PERCENT_RE.sub("", part).replace("()", ""))
    return AMOUNT_CELL_RE.fullmatch(value) is not None


def _named_tax(field: str, prefix: str, after: str) -> bool:
    """Whether a tax word ends a tax's name of capitalised words, a rate after it in its cell
    ("Standard Rated VAT 10.720 DT 19 %"): a tax table's row, not running text."""
    return (
        field == "tax"
        and _TAX_NAME_RE.fullmatch(prefix.lstrip()) is not None
        and PERCENT_RE.search(after) is not None
    )


def ocr_usable_labels(text: str) -> list[LabelMatch]:
    """`_usable_labels` of an OCR'd segment, read after repairing garbled label words, with the
    positions mapped back to the text as read."""
    fixed, where = ocr_labels(text)
    if fixed == text:
        return _usable_labels(text)

    def back(pos: int) -> int:
        return where[pos] if pos < len(where) else len(text)

    return [
        LabelMatch(m.field, back(m.start), back(m.end), m.by_meaning) for m in _usable_labels(fixed)
    ]


def _usable_labels(text: str) -> list[LabelMatch]:
    """Labels of a segment that can start a value.

    Payment terms run to the end of their segment ("Zahlbar innerhalb 30 Tagen netto"), and a
    money word inside running text ("... den Betrag von 3.077,08 €") is not a label: it must
    start the segment or follow at most a short prefix ("zzgl. 19 %").
    """
    out: list[LabelMatch] = []
    prev_end = 0
    for m in find_labels(text):
        if out and out[-1].field == "payment_terms":
            break
        # a footer's parts joined by dashes or bars each start afresh ("Siret 5308 – TVA F6353")
        part = _PART_SEP_RE.split(text[prev_end : m.start])[-1]
        if m.field == "_order" and text[: m.start].strip():
            continue  # "order" heads a column only; inside a phrase it labels nothing
        if (
            m.field in MONEY_LABELS
            and len(PERCENT_RE.sub("", part)) > 12
            and not _named_tax(m.field, part, text[m.end :])
            and not (out and out[-1].field in MONEY_LABELS and _figure_only(part))
        ):
            # a rate in the prefix is the label's own ("w tym 23,00% VAT"): not running text
            continue
        if _party_word_in_sentence(m, part, text):
            continue  # "... den Betrag von CHF 1'580.09": a word of a sentence, not a heading
        if _in_web_address(text, m):
            continue  # "rechnung@vendor.de", "www.invoice-shop.com": an address, not a label
        if out and (_qualifies(out[-1], m, text) or _translates(out[-1], m, text)):
            out[-1] = LabelMatch(out[-1].field, out[-1].start, m.end)
            prev_end = m.end
            continue
        if out and _base_of_rated_tax(out[-1], m, text):
            continue  # "MwSt. 19 % (Netto 11.516,44 €)": the net word names the tax's base
        out.append(m)
        prev_end = m.end
    return out


# A label right after another that only says which figure of that kind is meant, as one
# label of the first one's field: "Verzendkosten excl. btw", "Versandkosten netto" (a net
# qualifier of the charge), "Kwota VAT total", "Imposta total" (the tax's total), "Do zapłaty
# brutto" (the payable, gross).
_QUALIFIERS = {
    ("shipping", "subtotal"),
    ("discount", "subtotal"),
    ("tax", "total"),
    ("tax_total", "total"),
    ("amount_due", "total"),
}


def _qualifies(prev: LabelMatch, m: LabelMatch, text: str) -> bool:
    """Whether `m` qualifies the label `prev` right before it (see `_QUALIFIERS`)."""
    return (prev.field, m.field) in _QUALIFIERS and not text[prev.end : m.start].strip(" (")


# A bare label after a slash that says in another language what the label before it says
# with its party: "Partita IVA Cliente/V.A.T. No.", "Ihre USt-IdNr./VAT No." (the customer's)
_TRANSLATIONS = {("customer_tax_id", "vendor_tax_id")}


def _translates(prev: LabelMatch, m: LabelMatch, text: str) -> bool:
    """Whether `m` repeats the label `prev` right before it in another language (see
    `_TRANSLATIONS`)."""
    return (prev.field, m.field) in _TRANSLATIONS and text[prev.end : m.start].strip() == "/"


def _party_word_in_sentence(m: LabelMatch, part: str, text: str) -> bool:
    """Whether a party heading's word ("von", "from", "to") stands inside a sentence: after two
    words or more of its part of the segment, without a colon after it."""
    return (
        m.field in ("_vendor", "_customer")
        and len(part.split()) >= 2
        and not text[m.end :].lstrip().startswith(":")
    )


# the text between a tax word and a net word that names the base of that rate: the rate and
# perhaps an opening parenthesis ("MwSt. 19 % (Netto ...", "VAT 20% net ...")
_RATE_BEFORE_BASE = re.compile(r"[\s:]*\d{1,2}(?:[.,]\d{1,3})?\s?%\s*\(?\s*")


def _base_of_rated_tax(prev: LabelMatch, m: LabelMatch, text: str) -> bool:
    """Whether a net label right after a tax word and its rate names the base that rate applies
    to ("MwSt. 7 % (Netto 2,91 €)  0,20 €"): a part of that tax's row, not the subtotal."""
    return (
        prev.field == "tax"
        and m.field == "subtotal"
        and _RATE_BEFORE_BASE.fullmatch(text[prev.end : m.start]) is not None
    )


def _in_web_address(text: str, m: LabelMatch) -> bool:
    """Whether the match is part of an e-mail or web address (the run of non-space characters
    around it holds an "@", "www." or "://")."""
    start, end = m.start, m.end
    while start > 0 and not text[start - 1].isspace():
        start -= 1
    while end < len(text) and not text[end].isspace():
        end += 1
    token = text[start:end].casefold()
    return "@" in token or "www." in token or "://" in token


# a value off its label's line overlaps at least this share of the lower of their heights
OFFSET_VALUE_OVERLAP = 0.3


def _offset_right(lines: list[Line], li: int, seg: Segment) -> str:
    """The value to the right of a label that ended up on the neighbouring line: printed in a
    larger or bolder font, or a little higher, its box centre sits off the label's line. It
    must overlap the label's height, start right of it and have no label of its own to its left
    (otherwise it is another pair's value). Of a value on the line above and one on the line
    below, the one overlapping the label more (an OCR'd box a little tall reaches both)."""
    found = [v for k in (li - 1, li + 1) if (v := _offset_value(lines, li, k, seg)) is not None]
    if not found:
        return ""
    return max(found, key=lambda v: min(v.y1, seg.y1) - max(v.y0, seg.y0)).text


def _offset_value(lines: list[Line], li: int, k: int, seg: Segment) -> Segment | None:
    """The segment of line `k` that `_offset_right` may take as the value of label `seg`."""
    line = lines[li]
    if not 0 <= k < len(lines) or lines[k].page != line.page:
        return None
    for j, s in enumerate(lines[k].segments):
        # beside the label: overlapping a good part of its height, not just touching it
        # (a card's value right-aligned on the line over or under a label: not its value)
        overlap = min(s.y1, seg.y1) - max(s.y0, seg.y0)
        if s.x0 < seg.x1 or overlap < OFFSET_VALUE_OVERLAP * min(s.height, seg.height):
            continue
        before = lines[k].segments[j - 1] if j else None
        if before is not None and before.x1 > seg.x0:
            return None  # something of the other line sits between label and value
        labels = find_labels(s.text)
        if labels and labels[0].start == 0:
            return None
        if any(o.x0 >= seg.x1 and o.x0 < s.x0 for o in line.segments):
            return None
        if len(lines[k].segments) - j >= 3:
            return None  # it heads a row of cells (an item row beside a column of facts)
        if _owned_above(lines, k, s, seg.x1):
            return None  # the value of a card label stacked above it, right of ours
        if k < li and _under_column_label(lines, k, seg):
            return None  # the value of the label above ours, printed under it
        return s
    return None


def _under_column_label(lines: list[Line], k: int, seg: Segment, depth: int = 4) -> bool:
    """Whether line `k` is the value line of the label alone right above it in the column of
    label `seg` (left edges within a line's height), in a column of labels each printed over
    its value: that label has no value of its own on the line above it (none, or one the
    label above it takes in turn)."""
    if k < 1 or lines[k - 1].page != lines[k].page:
        return False
    above = lines[k - 1]
    last = above.segments[-1]
    if lines[k].y0 - above.y1 > 1.5 * max(last.height, 6.0):
        return False
    if abs(last.x0 - seg.x0) > max(seg.height, 6.0):
        return False
    labels = find_labels(last.text)
    if not labels or labels[0].start != 0:
        return False
    own = strip_value(last.text[labels[-1].end :])  # its rate at most ("VAT (9%)")
    if own and not RATE_ONLY_RE.fullmatch(own):
        return False
    # its value is not beside it, a little higher: nothing there, or the value of the label
    # above it in turn
    beside = (
        k >= 2
        and lines[k - 2].page == lines[k].page
        and any(
            s.x0 >= last.x1 and s.y1 > last.y0 and s.y0 < last.y1 for s in lines[k - 2].segments
        )
    )
    return not beside or (depth > 1 and _under_column_label(lines, k - 2, last, depth - 1))


def _label_words(seg: Segment, m: LabelMatch) -> Segment | None:
    """The part of an OCR'd cell that holds one of its several labels ("Spese accessorie" of
    "Aliquota IVA Natura Spese accessorie", column names OCR read as one cell): the label's
    own words, where the cell's text is its words one space apart."""
    if seg.text != " ".join(w.text for w in seg.words):
        return None
    own, at = [], 0
    for w in seg.words:
        if at < m.end and at + len(w.text) > m.start:
            own.append(w)
        at += len(w.text) + 1
    return make_segment(own) if own and len(own) < len(seg.words) else None


def segment_below(lines: list[Line], li: int, seg: Segment, *, card: bool = True) -> str:
    """The text under `seg` in its column on the next two lines, unless that starts a label;
    or, for a label alone at the end of its line, the value right-aligned under it in its
    card (see `_card_value`; not with `card` False: `seg` is no label)."""
    alone = card and lines[li].segments[-1] is seg
    for k in range(li + 1, min(li + 3, len(lines))):
        nxt = lines[k]
        if nxt.page != lines[li].page or nxt.y0 - seg.y1 > 2.5 * seg.height:
            return ""
        for s in nxt.segments:
            # in its column: left edges close, or right edges (a right-aligned block)
            aligned = abs(s.x0 - seg.x0) < 40 or abs(s.x1 - seg.x1) < seg.height
            if overlaps_x(s, seg) and aligned:
                labels = find_labels(s.text)
                if labels and labels[0].start == 0 and labels[0].field not in ("_generic_no",):
                    return ""
                return s.text + _wrapped_year(lines, k, s)
        if alone and (in_card := _card_value(lines, k, seg)):
            return in_card
    return ""


def _wrapped_year(lines: list[Line], k: int, s: Segment) -> str:
    """The year of a date that a narrow cell wrapped onto the line under it ("23 de septiembre
    de" over "2026"), with its space; else ""."""
    if k + 1 >= len(lines) or re.search(r"\d{4}", s.text):
        return ""
    under = lines[k + 1]
    if under.page != lines[k].page or under.y0 - s.y1 > s.height:
        return ""
    for u in under.segments:
        if abs(u.x0 - s.x0) < s.height and re.fullmatch(r"\d{4}\.?", u.text.strip()):
            return " " + u.text.strip()
    return ""


def _card_value(lines: list[Line], k: int, seg: Segment) -> str:
    """The value of a label printed alone atop a card, right-aligned on the line under it
    ("Sous-total HT" over "19.892,45" at the card's right edge): the last segment of line `k`,
    right of the label's start with nothing between, that starts no label and is not the
    value of another label stacked above it further right (cards side by side). Right-aligned
    in a card is a figure (an amount, a date, an id): a word there is another column's text
    ("Suma" of a totals block beside a card column)."""
    after = [s for s in lines[k].segments if s.x1 > seg.x0]
    if len(after) != 1 or after[0].x0 <= seg.x0 or not re.search(r"\d", after[0].text):
        return ""
    s = after[0]
    labels = find_labels(s.text)
    if labels and labels[0].start == 0:
        return ""
    return "" if _owned_above(lines, k, s, seg.x0) else s.text


def _owned_above(lines: list[Line], k: int, s: Segment, left: float) -> bool:
    """Whether segment `s` of line `k` sits under a label that starts right of `left` and at
    or left of `s` on one of the two lines above it: the value of that label's card. A
    document's title over it ("Factura" at the top right) labels no card."""
    for above in lines[max(0, k - 2) : k]:
        if above.page != lines[k].page or s.y0 - above.y1 > 2.5 * s.height:
            continue
        for o in above.segments:
            if left < o.x0 <= s.x0 and o is above.segments[-1]:
                labels = find_labels(o.text)
                if labels and labels[0].start == 0 and labels[0].field != "_title":
                    return True
    return False


def hits_by_line(hits: list[Hit]) -> dict[int, list[str]]:
    """The fields of the hits per line index."""
    out: dict[int, list[str]] = {}
    for h in hits:
        out.setdefault(h.line.index, []).append(h.field)
    return out


def in_label_row(h: Hit, hits: list[Hit]) -> bool:
    """Whether the hit is one of three or more labels that start most segments of its line."""
    starts = {x.segment for x in hits if x.line is h.line and x.match.start == 0}
    return len(starts) >= 3 and 2 * len(starts) > len(h.line.segments)
