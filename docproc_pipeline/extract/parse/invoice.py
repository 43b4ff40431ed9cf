"""Layout-aware invoice field parser: `Page`s of positioned words in, `InvoiceFields` out.

The parser knows labels (see `labels.py`), number and date formats, and page geometry (lines,
segments, columns, blocks); it knows nothing about any particular vendor or template. Each field
carries a confidence from how it was found (a labelled value, a value consistent with the
invoice's arithmetic, a guess from position) so a reviewer knows what to look at.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal

from docproc_pipeline.extract.layout import Page
from docproc_pipeline.extract.lexicon import lexicon
from docproc_pipeline.extract.parse.dates import detect_slash_order, find_dates
from docproc_pipeline.extract.parse.identifiers import (
    complete_iban,
    iban_valid,
    repair_ocr_tax_id,
    tax_id_valid,
)
from docproc_pipeline.extract.parse.labels import (
    MONEY_LABELS,
    LabelMatch,
    find_labels,
    join_split_label_words,
    ocr_labels,
)
from docproc_pipeline.extract.parse.lines import Line, Segment, document_lines
from docproc_pipeline.extract.parse.numbers import (
    currencies_in,
    detect_decimal_separator,
    find_amounts,
    find_money,
    find_percents,
    money2,
    parse_number,
)
from docproc_pipeline.extract.parse.parties import find_parties
from docproc_pipeline.extract.parse.table import parse_line_items
from docproc_pipeline.invoice import InvoiceFields, TaxRow

CENT = Decimal("0.01")


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

    @property
    def value(self) -> str:
        return (self.inline + " " + self.right).strip()


@dataclass(slots=True)
class Context:
    lines: list[Line]
    decimal_sep: str
    slash_order: str
    hits: list[Hit] = field(default_factory=list)
    confidence: dict[str, float] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)
    # tax ids found after a vendor or bare tax label, with where they were printed
    tax_ids: list[tuple[str, Hit]] = field(default_factory=list)
    # the label the invoice number was read after (a number label, or the "Nr." of a title)
    number_hits: list[Hit] = field(default_factory=list)
    currency: str | None = None


def _strip_value(text: str) -> str:
    # ": # BLR_123" -> "BLR_123"
    return re.sub(r"^[\s:.#–-]+", "", text).strip()


def _collect_hits(lines: list[Line]) -> list[Hit]:
    hits: list[Hit] = []
    for li, line in enumerate(lines):
        seg_labels = [
            _ocr_usable_labels(seg.text) if line.ocr else _usable_labels(seg.text)
            for seg in line.segments
        ]
        for si, seg in enumerate(line.segments):
            labels = seg_labels[si]
            for k, m in enumerate(labels):
                if m.field == "payment_terms":
                    inline = _strip_value(seg.text[m.end :])
                else:
                    nxt_k = k + 1
                    if (
                        nxt_k < len(labels)
                        and labels[nxt_k].field == "_generic_no"
                        and not seg.text[m.end : labels[nxt_k].start].strip(" :")
                    ):
                        nxt_k += 1  # "Invoice No : # 123": the number sign belongs to the value
                    end = labels[nxt_k].start if nxt_k < len(labels) else len(seg.text)
                    inline = _strip_value(seg.text[m.end : end])
                    if k + 1 < len(labels) and m.field not in ("payment_terms",):
                        # the value runs to the next label only when that one starts a new pair
                        pass
                right = ""
                if k == len(labels) - 1 and si + 1 < len(line.segments):
                    nxt = seg_labels[si + 1]
                    if not nxt or nxt[0].start > 0:
                        right = line.segments[si + 1].text
                below = ""
                if not inline and not right and k == len(labels) - 1:
                    right = _offset_right(lines, li, seg)
                if not inline and not right:
                    below = _segment_below(lines, li, seg)
                hits.append(Hit(m.field, line, si, m, inline, right, below))
    return hits


_PART_SEP_RE = re.compile(r"\s[-–—−|•]\s")


def _ocr_usable_labels(text: str) -> list[LabelMatch]:
    """`_usable_labels` of an OCR'd segment, read after repairing garbled label words, with the
    positions mapped back to the text as read."""
    fixed, where = ocr_labels(text)
    if fixed == text:
        return _usable_labels(text)

    def back(pos: int) -> int:
        return where[pos] if pos < len(where) else len(text)

    return [LabelMatch(m.field, back(m.start), back(m.end)) for m in _usable_labels(fixed)]


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
        if m.field in MONEY_LABELS and len(part) > 12:
            continue
        out.append(m)
        prev_end = m.end
    return out


def _offset_right(lines: list[Line], li: int, seg: Segment) -> str:
    """The value to the right of a label that ended up on the neighbouring line: printed in a
    larger or bolder font, or a little higher, its box centre sits off the label's line. It
    must overlap the label's height, start right of it and have no label of its own to its left
    (otherwise it is another pair's value)."""
    line = lines[li]
    for k in (li - 1, li + 1):
        if not 0 <= k < len(lines) or lines[k].page != line.page:
            continue
        for j, s in enumerate(lines[k].segments):
            if s.x0 < seg.x1 or s.y1 <= seg.y0 or s.y0 >= seg.y1:
                continue
            before = lines[k].segments[j - 1] if j else None
            if before is not None and before.x1 > seg.x0:
                break  # something of the other line sits between label and value
            labels = find_labels(s.text)
            if labels and labels[0].start == 0:
                break
            if any(o.x0 >= seg.x1 and o.x0 < s.x0 for o in line.segments):
                break
            return s.text
    return ""


def _segment_below(lines: list[Line], li: int, seg: Segment) -> str:
    for nxt in lines[li + 1 : li + 3]:
        if nxt.page != lines[li].page or nxt.y0 - seg.y1 > 2.5 * seg.height:
            return ""
        for s in nxt.segments:
            if s.x0 < seg.x1 and s.x1 > seg.x0 and abs(s.x0 - seg.x0) < 40:
                labels = find_labels(s.text)
                if labels and labels[0].start == 0 and labels[0].field not in ("_generic_no",):
                    return ""
                return s.text
    return ""


def parse_invoice(pages: list[Page]) -> tuple[InvoiceFields, dict[str, float], list[str]]:
    """Read the invoice fields from positioned words.

    Returns the fields, a confidence in [0, 1] per field name (plus `line_items`,
    `tax_breakdown` and `overall`), and warnings for a person.
    """
    lines = document_lines(pages)
    for line in lines:
        for seg in line.segments:
            seg.text = join_split_label_words(seg.text)
    texts = [ln.text for ln in lines]
    decimal_sep = detect_decimal_separator(texts)
    joined = "\n".join(texts)
    us_hint = "$" in joined or "USD" in joined
    ctx = Context(lines, decimal_sep, detect_slash_order(texts, us_hint=us_hint))
    ctx.hits = _collect_hits(lines)
    f = InvoiceFields()
    conf = ctx.confidence

    row_notes: list[str] = []
    items, table_lines = parse_line_items(lines, decimal_sep, row_notes)
    # a row described by a rate alone ("10 %  6.930,98  693,10") belongs to a tax table below
    items = [i for i in items if not _RATE_ONLY.fullmatch((i.description or "").strip())]
    f.line_items = items
    hits = [h for h in ctx.hits if h.line.index not in table_lines]
    table_totals = [h for h in ctx.hits if h.line.index in table_lines and h.field == "total"]

    _identifiers(ctx, hits, f)
    _dates(ctx, hits, f)
    _ids_and_dates_in_table_lines(ctx, table_lines, f)
    _unlabelled_header_values(ctx, hits, f)
    _currency(ctx, hits, f)
    _money(ctx, hits, f, table_totals)
    _bank_and_tax_ids(ctx, hits, f)
    if f.vendor_tax_id is None:
        # ids in a header block the item table claimed ("VAT ID: GB123456789" above its header)
        claimed = [
            h
            for h in ctx.hits
            if h.line.index in table_lines and h.field in ("vendor_tax_id", "customer_tax_id")
        ]
        if claimed:
            ctx.tax_ids.clear()
            _bank_and_tax_ids(ctx, sorted(hits + claimed, key=lambda h: h.line.index), f)
    _payment_terms(ctx, hits, f)
    parties = find_parties(
        lines, hits_by_line(hits), page_heights={p.number: p.height for p in pages}
    )
    for name in ("vendor_name", "vendor_address", "customer_name", "customer_address"):
        value, c = parties.get(name, (None, 0.0))
        setattr(f, name, value)
        conf[name] = c if value else 0.5
    _tax_ids_by_party(ctx, f)
    if lines and lines[0].ocr:
        _repair_ocr_items(f)
    _score_arithmetic(f, conf, bool(items))
    _score_checksums(f, conf)
    if row_notes:
        # figures OCR did not read cleanly: a person should look at the lines
        conf["line_items"] = min(conf["line_items"], 0.6)
        for note in sorted(set(row_notes)):
            ctx.warnings.append(f"line items: {note} ({row_notes.count(note)}x)")
    for name in InvoiceFields.model_fields:
        conf.setdefault(name, 0.5)
    conf["overall"] = round(_overall(f, conf), 3)
    return f, {k: round(v, 3) for k, v in conf.items()}, ctx.warnings


def _one_digit_apart(a: Decimal, b: Decimal) -> bool:
    """Whether two figures differ in one digit only (OCR read 3 for 8): same length."""
    x, y = format(a, "f"), format(b, "f")
    return len(x) == len(y) and sum(p != q for p, q in zip(x, y, strict=True)) == 1


def _repair_ocr_items(f: InvoiceFields) -> None:
    """Put right a quantity or unit price OCR misread by one digit, when the line amounts add up
    to the subtotal (so the amounts were read right) and only that reading makes qty x price =
    amount. Text layers are never repaired: their inconsistencies are the invoice's own."""
    items = f.line_items
    if f.subtotal is None or not items or any(i.amount is None for i in items):
        return
    if not _close(sum((i.amount or Decimal(0) for i in items), Decimal(0)), f.subtotal):
        return
    for item in items:
        qty, price, amount = item.quantity, item.unit_price, item.amount
        if qty is None or price is None or amount is None or qty == 0 or price == 0:
            continue
        if _close(money2(qty * price), amount):
            continue
        exp = price.as_tuple().exponent
        places = Decimal(1).scaleb(exp if isinstance(exp, int) else -2)
        new_price = (amount / qty).quantize(places)
        if _close(money2(qty * new_price), amount) and _one_digit_apart(new_price, price):
            item.unit_price = new_price
            continue
        new_qty = (amount / price).quantize(Decimal(1)) if qty == qty.to_integral() else None
        if new_qty and _close(money2(new_qty * price), amount) and _one_digit_apart(new_qty, qty):
            item.quantity = new_qty


_ID_DATE_FIELDS = ("invoice_number", "invoice_date", "due_date", "purchase_order")
_RATE_ONLY = re.compile(r"\d{1,2}(?:[.,]\d{1,3})?\s?%")


def _ids_and_dates_in_table_lines(ctx: Context, table_lines: set[int], f: InvoiceFields) -> None:
    """Identifiers and dates still missing, from labelled pairs ("Invoice No.:  SI-0955") on
    lines the item table claimed: an item row never carries such a label and its value."""
    if all(getattr(f, name) is not None for name in _ID_DATE_FIELDS):
        return
    claimed = [
        h
        for h in ctx.hits
        if h.line.index in table_lines and h.field in (*_ID_DATE_FIELDS, "_title", "_generic_no")
    ]
    if not claimed:
        return
    found = InvoiceFields()
    saved = dict(ctx.confidence)
    _identifiers(ctx, claimed, found)
    _dates(ctx, claimed, found)
    for name in _ID_DATE_FIELDS:
        value = getattr(found, name)
        if getattr(f, name) is None and value is not None:
            setattr(f, name, value)
            saved[name] = min(ctx.confidence.get(name, 0.5), 0.7)
    ctx.confidence.clear()
    ctx.confidence.update(saved)


def hits_by_line(hits: list[Hit]) -> dict[int, list[str]]:
    out: dict[int, list[str]] = {}
    for h in hits:
        out.setdefault(h.line.index, []).append(h.field)
    return out


# an identifier: letters and digits in groups joined by - / . _ (INV-2026-0042, UZH-ZI-5,
# 2026/117, F.000123), at least one digit
_ID_RE = re.compile(r"^(?=[^\d]*\d)[A-Za-z0-9]+(?:[-/._][A-Za-z0-9]+)*[./_-]?$")


# a series code printed apart from the number ("FT 2026/41", "FV 14/03/2026")
_SERIES_CODE = re.compile(r"^[A-Z]{1,4}$")


def _id_value(text: str) -> str | None:
    tokens = [re.sub(r"(?<=\w)~(?=\w)", "-", t.strip(",;")) for t in _strip_value(text).split()]
    # (OCR reads a hyphen as a tilde)
    if not tokens:
        return None
    first = tokens[0]
    if any(d.start == 0 for d in find_dates(" ".join(tokens[:4]))):
        return None  # "16 août 2026" after "Commande du": the day of a date, not an id
    if _ID_RE.match(first) and len(first) <= 40 and not find_dates(first):
        return first
    second = tokens[1] if len(tokens) > 1 else ""
    if _SERIES_CODE.match(first) and _ID_RE.match(second) and len(second) <= 30:
        return f"{first} {second}"
    return None


def _identifiers(ctx: Context, hits: list[Hit], f: InvoiceFields) -> None:
    conf = ctx.confidence
    for h in hits:
        if h.field == "invoice_number" and f.invoice_number is None:
            value = _id_value(h.inline) or _id_value(h.right) or _id_value(h.below)
            if value:
                f.invoice_number = value
                conf["invoice_number"] = 0.95
                ctx.number_hits.append(h)
    if f.invoice_number is None:
        # "Invoice F-2026-4453" or "RECHNUNG  Nr. RE-2026-03668": a title followed by an id
        for h in hits:
            if h.field == "_title":
                same_line = [x for x in hits if x.line is h.line and x.field == "_generic_no"]
                candidates = [h.inline, h.right] + [x.inline or x.right for x in same_line]
                below_labels = find_labels(h.below)
                if _in_label_row(h, hits) or (
                    below_labels
                    and below_labels[0].start == 0
                    and below_labels[0].field == "_generic_no"
                ):
                    # a header row of labels ("Klant  Order  Factuur datum  Factuur") over
                    # values, or "INVOICE" over "# 1042"
                    candidates.append(h.below)
                for c, source in zip(candidates, [h, h, *same_line, h], strict=False):
                    value = _id_value(c)
                    if value:
                        f.invoice_number = value
                        conf["invoice_number"] = 0.8
                        ctx.number_hits.append(source)
                        break
            if f.invoice_number:
                break
    if f.invoice_number is None:
        _bare_number_label(ctx, hits, f)
    for h in hits:
        if h.field == "purchase_order" and f.purchase_order is None:
            value = _id_value(h.inline) or _id_value(h.right) or _id_value(h.below)
            if value:
                f.purchase_order = value
                conf["purchase_order"] = 0.9
    if f.purchase_order is None:
        # "Klant  Order  Factuur datum" over their values: a bare "Order" column of a label row
        for h in hits:
            if h.field == "_order" and not h.inline and _in_label_row(h, hits):
                value = _id_value(h.below)
                if value and value != f.invoice_number:
                    f.purchase_order = value
                    conf["purchase_order"] = 0.75
                    break
    if f.purchase_order is None:
        # "Bestellung:  B-4711", "Order : 12345": a bare order word heading its line, with a colon
        for h in hits:
            if h.field != "_order" or h.segment != 0 or h.match.start != 0:
                continue
            seg_text = h.line.segments[0].text
            after = seg_text[h.match.end :]
            colon = after.lstrip().startswith(":") or (
                not after.strip() and h.right.lstrip().startswith(":")
            )
            value = _id_value(h.inline or h.right) if colon else None
            if value and value != f.invoice_number:
                f.purchase_order = value
                conf["purchase_order"] = 0.75
                break


def _bare_number_label(ctx: Context, hits: list[Hit], f: InvoiceFields) -> None:
    """ "Number: 123", "numero: 123", "No.: A-17" heading a segment of the first page, on an
    invoice whose number no invoice-number label or title gave: the document's own number."""
    first_page = ctx.lines[0].page if ctx.lines else 0
    for h in hits:
        if h.field != "_generic_no" or h.line.page != first_page or h.match.start != 0:
            continue
        seg_text = h.line.segments[h.segment].text
        colon = seg_text[h.match.end :].lstrip().startswith(":") or h.right.startswith(":")
        # "Nummer   INV-2026-1866": the label alone in its cell, the value in the next
        alone = not h.inline and not seg_text[h.match.end :].strip() and bool(h.right)
        if not (colon or alone):
            continue
        value = _id_value(h.inline or h.right)
        if value:
            f.invoice_number = value
            ctx.confidence["invoice_number"] = 0.7
            ctx.number_hits.append(h)
            return


def _unlabelled_header_values(ctx: Context, hits: list[Hit], f: InvoiceFields) -> None:
    """A scan whose light-grey labels were lost ("05/07/2024   R24/08021" in a box under the
    title): the one date standing alone in its cell in the upper part of page one is the
    invoice date, and, under an invoice title that found no number, the one identifier standing
    alone there is its number. Low confidence: a person should look."""
    if f.invoice_date is not None and f.invoice_number is not None:
        return
    claimed = {t.strip() for h in hits for t in (h.inline, h.right, h.below) if t.strip()}
    page1 = [ln for ln in ctx.lines if ln.page == ctx.lines[0].page]
    limit = page1[0].y0 + 0.45 * (max(ln.y1 for ln in page1) - page1[0].y0)
    dates: set[date] = set()
    ids: set[str] = set()
    for line in page1:
        if line.y0 > limit:
            break
        for seg in line.segments:
            text = seg.text.strip()
            if text in claimed or find_labels(text):
                continue
            found = find_dates(text, ctx.slash_order)
            if len(found) == 1 and found[0].start == 0 and found[0].end == len(text):
                dates.add(found[0].value)
            elif " " not in text and _id_value(text) == text and re.search(r"[/-]", text):
                ids.add(text)
    if f.invoice_date is None and len(dates) == 1:
        f.invoice_date = dates.pop()
        ctx.confidence["invoice_date"] = 0.5
    titled = any(h.field in ("_title", "invoice_number") for h in hits)
    if f.invoice_number is None and titled and len(ids) == 1:
        f.invoice_number = ids.pop()
        ctx.confidence["invoice_number"] = 0.5


def _in_label_row(h: Hit, hits: list[Hit]) -> bool:
    """Whether the hit is one of three or more labels that start most segments of its line."""
    starts = {x.segment for x in hits if x.line is h.line and x.match.start == 0}
    return len(starts) >= 3 and 2 * len(starts) > len(h.line.segments)


def _date_of(ctx: Context, text: str) -> date | None:
    found = find_dates(text, ctx.slash_order)
    return found[0].value if found else None


_MONTH_YEAR_RE = re.compile(r"^[^\W\d_]{3,}\.?\s+\d{4}$")


def _split_day_date(ctx: Context, h: Hit) -> date | None:
    """A date whose day OCR boxed apart, a few points off the line: "25." just above and left
    of "Januar 2026"."""
    if h.inline or not _MONTH_YEAR_RE.match(h.right):
        return None
    value = h.line.segments[h.segment + 1]
    for k in (h.line.index - 1, h.line.index + 1):
        if not 0 <= k < len(ctx.lines) or ctx.lines[k].page != h.line.page:
            continue
        other = ctx.lines[k]
        if abs(other.yc - h.line.yc) > h.line.height:
            continue
        for seg in other.segments:
            if (
                re.fullmatch(r"\d{1,2}\.?", seg.text)
                and seg.x0 < value.x0
                and value.x0 - 12 <= seg.x1 <= value.x0 + 15
            ):
                return _date_of(ctx, f"{seg.text.rstrip('.')}. {h.right}")
    return None


_DUE_ON_RE = re.compile(r"(?:on|by|before|until|am|bis|le|avant\s+le)\s+", re.IGNORECASE)


def _dates(ctx: Context, hits: list[Hit], f: InvoiceFields) -> None:
    conf = ctx.confidence
    for name in ("invoice_date", "due_date"):
        for h in hits:
            if h.field != name:
                continue
            value = (
                _date_of(ctx, h.inline)
                or _date_of(ctx, h.right)
                or _date_of(ctx, h.below)
                or _split_day_date(ctx, h)
            )
            if value:
                setattr(f, name, value)
                conf[name] = 0.95 if h.match.end - h.match.start > 5 else 0.85
                break
        if getattr(f, name) is None:
            # a column header over its date ("Description  Due date  Part" over "... 30.11.2026")
            for h in hits:
                if h.field != name or h.match.start > 0 or h.match.end - h.match.start <= 5:
                    continue
                if re.search(r"\d", h.inline + h.right):
                    continue
                seg = h.line.segments[h.segment]
                below = _segment_below(ctx.lines, h.line.index, seg).strip()
                found = find_dates(below, ctx.slash_order)
                if len(found) == 1 and found[0].start == 0 and found[0].end == len(below):
                    setattr(f, name, found[0].value)
                    conf[name] = 0.75
                    break
    if f.due_date is None:
        f.due_date = _terms_due_date(ctx)
        if f.due_date is not None:
            conf["due_date"] = 0.75
    if f.due_date is None:
        # "Zahlungsziel  21.05.14": a payment-terms label whose whole value is a date
        for h in hits:
            if h.field != "payment_terms":
                continue
            value_text = (h.inline or h.right or h.below).strip(" .")
            found = find_dates(value_text, ctx.slash_order)
            if len(found) == 1 and found[0].start == 0 and found[0].end == len(value_text):
                f.due_date = found[0].value
                conf["due_date"] = 0.8
                break
    if f.due_date is None:
        # "TOTAL AMOUNT DUE ON August 3, 2014  $4.11": the date the amount is due
        for h in hits:
            lead = _DUE_ON_RE.match(h.inline) if h.field == "amount_due" else None
            if lead is not None:
                found = find_dates(h.inline[lead.end() :], ctx.slash_order)
                if found and found[0].start == 0:
                    f.due_date = found[0].value
                    conf["due_date"] = 0.8
                    break
    if f.invoice_date is None:
        # "Facture n°562044387 du 02 Juillet 2015", "Rechnung # 4711 von 03.02.2026"
        number_hits = [h for h in ctx.number_hits if h in hits]
        for h in number_hits + [h for h in hits if h.field == "invoice_number"]:
            value = _date_after_number(ctx, h)
            if value:
                f.invoice_date = value
                conf["invoice_date"] = 0.8
                break


# "Zahlbar innerhalb 30 Tagen netto bis 04.04.2026", "payable by 3 May 2026", "à régler avant le
# 05/06/2026": the date a payment sentence names (not a cash-discount date, see below)
_PAY_BY_RE = re.compile(
    r"(?:(?<![^\W\d_])(?:bis|by|until|before|avant|uiterlijk|vóór|voor)(?:\s+(?:zum|spätestens|le|the|den))*"
    r"|(?<![^\W\d_])(?:fällig|due|payable)\s+(?:am|on)(?:\s+(?:dem|the))?)\s*[:]?\s*$",
    re.IGNORECASE,
)
_PAY_WORD_RE = re.compile(
    r"(?<![^\W\d_])(?:zahlbar|zahlung|zahlen|überweisen|begleichen|fällig|pay|payable|payment|due"
    r"|paiement|régler|payable|betalen|betaling|voldaan)",
    re.IGNORECASE,
)
_CASH_DISCOUNT_RE = re.compile(r"skonto|cash\s+discount|escompte|korting|discount", re.IGNORECASE)


def _terms_due_date(ctx: Context) -> date | None:
    """The due date of a payment sentence ("Zahlbar innerhalb 30 Tagen netto bis 04.04.2026, 3%
    Skonto innerhalb 10 Tagen bis 15.03.2026"): the first date after "bis"/"by"/"until" in a
    clause about paying, leaving out a cash-discount clause."""
    for line in ctx.lines:
        for seg in line.segments:
            text = seg.text
            if not _PAY_WORD_RE.search(text):
                continue
            # clauses end at a comma or semicolon that is not inside a figure
            for clause in re.split(r"[,;](?!\d)|\.\s", text):
                if _CASH_DISCOUNT_RE.search(clause) or not _PAY_WORD_RE.search(clause):
                    continue
                for found in find_dates(clause, ctx.slash_order):
                    if _PAY_BY_RE.search(clause[: found.start]):
                        return found.value
    return None


# a word joining an invoice number to its date: "Nr. 4711 vom 03.02.2026", "No. 12 of 3 May 2026"
_DATE_JOIN_RE = re.compile(
    r"^(?:vom|von|of|du|dated|from|van|d\.d\.|issued(?:\s+on)?|le|am)?[\s,:]*$", re.IGNORECASE
)


def _date_after_number(ctx: Context, h: Hit) -> date | None:
    """The date printed right after an invoice number in its label's segment ("Nr. 4711 vom
    03.02.2026"), or, when the heading wraps after the number ("Nr. 4711 vom"), at the start of
    the next line."""
    rest = h.line.segments[h.segment].text[h.match.end :]
    found = find_dates(rest, ctx.slash_order)
    # the id, then at most a word or two ("du", "vom", "issued on") before the date
    if found:
        return found[0].value if len(rest[: found[0].start].split()) <= 3 else None
    words = rest.split()
    if not words or len(words) > 2 or not _DATE_JOIN_RE.match(" ".join(words[1:])):
        return None
    if h.segment != len(h.line.segments) - 1 or h.line.index + 1 >= len(ctx.lines):
        return None
    nxt = ctx.lines[h.line.index + 1]
    if nxt.page != h.line.page or nxt.y0 - h.line.y1 > 1.5 * h.line.height:
        return None
    first = nxt.segments[0].text
    found = find_dates(first, ctx.slash_order)
    if not found or not _DATE_JOIN_RE.match(first[: found[0].start]):
        return None
    if len(words) == 2 and first[: found[0].start].strip():
        return None  # one joining word only
    return found[0].value


def _money_value(ctx: Context, h: Hit, *, below: bool = True) -> Decimal | None:
    amounts = find_money(h.inline, ctx.decimal_sep) + find_money(h.right, ctx.decimal_sep)
    if not amounts and h.right and _CURRENCY_CELL_RE.fullmatch(h.right.strip()):
        # the currency in a cell of its own between label and figure: "Tax amount in | EUR | 5.00"
        after = h.line.segments[h.segment + 2 : h.segment + 3]
        if after and _AMOUNT_CELL_RE.fullmatch(after[0].text):
            amounts = find_money(h.right + " " + after[0].text, ctx.decimal_sep)
    if not amounts and not h.inline and not h.right and below:
        amounts = find_money(h.below, ctx.decimal_sep)
    if not amounts and not h.right:
        amounts = find_money(_right_past_qualifier(h), ctx.decimal_sep)
    if not amounts and not h.right:
        amounts = find_money(_offset_value(ctx, h, ctx.currency), ctx.decimal_sep)
    return amounts[-1].value if amounts else None


_QUALIFIED_MONEY = ("subtotal", "total", "amount_due", "tax_total")


def _right_past_qualifier(h: Hit) -> str:
    """The next segment after a money label whose own segment ends in a tax word that only
    qualifies it ("Te betalen incl. BTW  61.988,11"): that tax word took the figure as its
    value, but it belongs to the money label."""
    seg = h.line.segments[h.segment]
    if h.segment + 1 >= len(h.line.segments) or h.field not in _QUALIFIED_MONEY:
        return ""
    if h.field == "tax_total" and find_percents(seg.text):
        return ""  # "Imposta IVA 22%": the tax row of one rate, read as such elsewhere
    rest = find_labels(seg.text[h.match.end :])
    if not rest or any(m.field != "tax" for m in rest):
        return ""
    return h.line.segments[h.segment + 1].text


def _offset_value(ctx: Context, h: Hit, currency: str | None = None) -> str:
    """A value printed (or read by OCR) a few points lower than its label, so that it fell on
    the next line: the last segment of that line, right of the label, when it is a figure.

    A label set between two such lines ("EUR -" above "Tax amount in", "1,12" below it) has its
    value wrapped over both; two figures there are one amount in two currencies ("GBP 163,16"
    above, "EUR 183,14" below), of which the one in the invoice's currency is taken."""
    li = h.line.index
    if h.segment != len(h.line.segments) - 1:
        return ""
    label = h.line.segments[h.segment]

    def value_cells(k: int) -> str | None:
        if not 0 <= k < len(ctx.lines) or k == li:
            return None
        other = ctx.lines[k]
        if other.page != h.line.page or abs(other.yc - h.line.yc) > 0.75 * h.line.height:
            return None
        if other.segments[0].x0 <= label.x1:
            return None
        return " ".join(seg.text for seg in other.segments)

    below = value_cells(li + 1)
    above = value_cells(li - 1)
    if above is not None and below is not None:
        joined = above + ("" if above.endswith(tuple("-−–")) else " ") + below
        if _AMOUNT_CELL_RE.fullmatch(joined) and len(find_money(joined, ctx.decimal_sep)) == 1:
            return joined
        if currency is not None:
            for text in (below, above):
                amounts = find_money(text, ctx.decimal_sep)
                if len(amounts) == 1 and amounts[0].currency == currency:
                    return text
    if li + 1 >= len(ctx.lines):
        return ""
    nxt = ctx.lines[li + 1]
    if nxt.page != h.line.page or nxt.yc - h.line.yc > 0.75 * h.line.height:
        return ""
    last = nxt.segments[-1]
    if last.x0 <= label.x1 or not _AMOUNT_CELL_RE.fullmatch(last.text):
        return ""
    return last.text


# a cell holding only a figure, perhaps with a currency ("$1,477.61", "29.99 € TTC", "Rs 1939")
_AMOUNT_CELL_RE = re.compile(
    r"(?:[A-Z]{3}|Rs\.?|[$€£¥₹])?\s*-?[\d.,' ]*\d\s*(?:[A-Z]{3}|[$€£¥₹])?(?:\s*TTC|\s*HT)?",
    re.IGNORECASE,
)


def _total_row(ctx: Context, h: Hit) -> tuple[Decimal | None, Decimal | None, Decimal] | None:
    """A total row of a table (a cell per column): the gross is its last cell, and when the last
    three are net, tax and gross (net + tax = gross) those too: "Total  24.99  5.00  29.99"."""
    if h.inline:
        return None
    cells = [seg.text for seg in h.line.segments[h.segment + 1 :]]
    if len(cells) < 2 or not all(_AMOUNT_CELL_RE.fullmatch(c) for c in cells):
        return None
    amounts = [find_amounts(c, ctx.decimal_sep) for c in cells]
    if any(len(a) != 1 for a in amounts):
        return None
    values = [a[0].value for a in amounts]
    if len(values) >= 3:
        net, tax, gross = values[-3:]
        if tax > 0 and net > tax and abs(net + tax - gross) <= CENT:
            return net, tax, gross
    return None, None, values[-1]


_BASE_RE = re.compile(r"(?:auf|on|of|v\.|von|base|basis|from)\s*$", re.IGNORECASE)


def _tax_row(ctx: Context, h: Hit) -> TaxRow | None:
    seg = h.line.segments[h.segment]
    before = seg.text[: h.match.start]
    rates = find_percents(h.inline, ctx.decimal_sep) or find_percents(before, ctx.decimal_sep)
    amounts = find_money(h.inline, ctx.decimal_sep) + find_money(h.right, ctx.decimal_sep)
    if not amounts:
        return None
    amount = amounts[-1].value
    base: Decimal | None = None
    text = h.inline + " " + h.right
    for a in amounts[:-1]:
        if _BASE_RE.search(text[: a.start]) or len(amounts) == 2:
            base = abs(a.value)
    rate = rates[0] if rates else None
    cells = [seg.text for seg in h.line.segments[h.segment + 1 :]]
    if (
        rate is not None
        and len(amounts) == 1
        and len(cells) == 2
        and h.right == cells[0]
        and all(_AMOUNT_CELL_RE.fullmatch(c) for c in cells)
    ):
        # a breakdown table with separate Base and Amount columns: "TVA 20,0%  81,90 €  16,38 €"
        second = find_money(cells[1], ctx.decimal_sep)
        if len(second) == 1 and 0 <= second[0].value < amount:
            base, amount = amount, second[0].value
    return TaxRow(rate=rate, base=base, amount=amount)


def _after_money_label(h: Hit, hits: list[Hit]) -> bool:
    """A tax word inside another amount's label: "Total (incl. VAT)", "Net total excl. tax"."""
    seg_text = h.line.segments[h.segment].text
    rate_follows = bool(find_percents(seg_text[h.match.end :]))
    return any(
        o.line is h.line
        and o.segment == h.segment
        and o.match.start < h.match.start
        and o.field in ("subtotal", "total", "amount_due", "discount", "shipping", "tax_total")
        # "Imposta IVA 22%": a tax word with its rate after a tax-amount word is a tax row
        and not (o.field == "tax_total" and rate_follows)
        for o in hits
    )


def _money(
    ctx: Context, hits: list[Hit], f: InvoiceFields, table_totals: list[Hit] | None = None
) -> None:
    """Money fields from their labels, checked and completed by the invoice's arithmetic.

    `table_totals` are "Total" rows inside the item table ("Total  1  278.61  40.39  319.00"):
    they can only split a total into net and tax."""
    conf = ctx.confidence
    tax_rows: list[TaxRow] = []
    tax_total: Decimal | None = None
    prepayment: Decimal | None = None
    row_split: tuple[Decimal, Decimal] | None = None
    subtotals: list[Decimal] = []
    payable: list[Decimal] = []  # every amount printed as payable, in order
    carried: set[Decimal] = set()  # page sums carried forward
    for h in hits:
        if h.field in ("subtotal", "total", "amount_due", "discount", "shipping"):
            value = _money_value(ctx, h)
            split = _total_row(ctx, h) if h.field == "total" else None
            if split is not None:
                if split[0] is not None and split[1] is not None:
                    row_split = (split[0], split[1])
                value = split[2]
            if value is None:
                continue
            if h.field == "discount":
                value = abs(value)
            if h.field == "subtotal":
                subtotals.append(value)
            if h.field == "amount_due":
                payable.append(value)
            setattr(f, h.field, value)  # the last printed one wins: totals close the document
            conf[h.field] = 0.85
        elif h.field == "tax" and not _after_money_label(h, hits):
            row = _tax_row(ctx, h)
            if row is not None:
                tax_rows.append(row)
        elif h.field == "tax_total":
            if find_percents(h.line.segments[h.segment].text[h.match.end :]):
                # "Montant TVA (10 %)", "Kwota VAT 8%": one rate's row, not the tax total
                row = _tax_row(ctx, h)
                if row is not None:
                    tax_rows.append(row)
                continue
            header = h.match.start > 0 or len(h.line.segments) > 1 or _in_label_row(h, hits)
            value = _money_value(ctx, h, below=not header)
            if value is not None:
                # a column header of a tax table ("Net  VAT amount  Total") heads a row's figure
                tax_total = value
        elif h.field == "_carry":
            value = _money_value(ctx, h)
            if value is not None:
                carried.add(value)
        elif h.field == "_prepayment":
            label = h.line.segments[h.segment].text[h.match.start : h.match.end]
            if re.fullmatch(r"abschlag", label, re.IGNORECASE) and re.match(r"[^\W\d_]", h.inline):
                continue  # "Abschlag Treuerabatt  10 %  -5,00": an allowance row, not a payment
            value = _money_value(ctx, h)
            if value is not None:
                prepayment = value
    if row_split is None:
        for h in table_totals or []:
            split = _total_row(ctx, h)
            if split is not None and split[0] is not None and split[1] is not None:
                row_split = (split[0], split[1])
    # keep the rows of the last tax block: a row per rate
    by_rate: dict[Decimal | None, TaxRow] = {}
    for row in tax_rows:
        by_rate[row.rate] = row
    rows = list(by_rate.values())
    if len(rows) > 1 and None in by_rate and tax_total is None:
        tax_total = by_rate[None].amount
        rows = [r for r in rows if r.rate is not None]
    table_rows, summary = _tax_table(ctx)
    if _complete(table_rows) > _complete(rows):
        rows = table_rows
    if row_split is not None and f.subtotal is None:
        f.subtotal = row_split[0]
        conf["subtotal"] = 0.7
        if not rows and tax_total is None:
            tax_total = row_split[1]
    if len(rows) == 1:
        f.tax_amount = tax_total if tax_total is not None else rows[0].amount
        f.tax_rate = _rate(rows[0].rate)
        conf["tax_amount"] = conf["tax_rate"] = 0.85
    elif rows:
        f.tax_amount = (
            tax_total
            if tax_total is not None
            else sum((r.amount or Decimal(0) for r in rows), Decimal(0))
        )
        f.tax_rate = None
        conf["tax_amount"] = 0.85
        conf["tax_rate"] = 0.8
    elif tax_total is not None:
        f.tax_amount = tax_total
        conf["tax_amount"] = 0.7
    if summary is not None:
        # a summary table whose columns add up: goods value, discount, freight, tax, total
        for name, value in summary.items():
            setattr(f, name, value)
            conf[name] = 0.9
    if f.shipping is not None and f.shipping in carried:
        f.shipping = None  # "Transport 92.566,88" atop page 2: the sum carried, not freight
    if f.total is None and len(payable) > 1 and payable[0] > payable[-1] > 0:
        # "Net à payer TTC 42 646,51 / Avance -21 320,00 / À payer 21 326,51": the first
        # amount payable is the total, the last what remains due after a deduction
        f.total = payable[0]
        conf["total"] = 0.7
    if f.total is None and f.amount_due is not None and prepayment is None:
        f.total = f.amount_due
        conf["total"] = 0.6
    _choose_subtotal(f, subtotals, conf)
    if f.amount_due is None and f.total is not None and prepayment is not None:
        # the amount due is only what is printed as payable (the truth conventions of real
        # invoices): without a label it stays empty, unless a deposit is deducted
        f.amount_due = f.total - abs(prepayment)
        conf["amount_due"] = 0.7
    if f.subtotal is None:
        _infer_subtotal(ctx, f)
    base_all = None
    if f.subtotal is not None:
        base_all = f.subtotal - (f.discount or 0) + (f.shipping or 0)
    if not rows and f.tax_amount is None and base_all is not None and f.total is not None:
        row = _tax_row_by_arithmetic(ctx, base_all, f.total)
        if row is not None:
            rows, f.tax_amount, f.tax_rate = [row], row.amount, _rate(row.rate)
            conf["tax_amount"] = conf["tax_rate"] = 0.75
    if len(rows) == 1 and rows[0].rate is None and base_all is not None:
        rate = _misread_rate(rows[0], base_all)
        if rate is not None:
            rows = [TaxRow(rate=rate, base=None, amount=rows[0].amount)]
            f.tax_rate = _rate(rate)
            conf["tax_rate"] = 0.6
    if not rows and f.tax_amount is not None and base_all is not None:
        rate = _printed_rate(ctx, base_all, f.tax_amount)
        if rate is not None:
            rows = [TaxRow(rate=rate, base=None, amount=f.tax_amount)]
            f.tax_rate = _rate(rate)
            conf["tax_rate"] = 0.7
    # a row needs its rate: a lone tax figure is the tax amount, not a breakdown
    breakdown = [r for r in rows if r.rate is not None]
    if len(rows) == 1 and breakdown:
        base = rows[0].base if rows[0].base is not None else base_all
        breakdown = [TaxRow(rate=rows[0].rate, base=base, amount=rows[0].amount)]
    f.tax_breakdown = [TaxRow(rate=_rate(r.rate), base=r.base, amount=r.amount) for r in breakdown]
    for name in ("subtotal", "discount", "shipping", "tax_amount", "total", "amount_due"):
        value = getattr(f, name)
        if value is not None:
            setattr(f, name, money2(value))
    for row in f.tax_breakdown:
        if row.amount is not None:
            row.amount = money2(row.amount)
        if row.base is not None:
            row.base = money2(row.base)


def _tax_row_by_arithmetic(ctx: Context, base: Decimal, total: Decimal) -> TaxRow | None:
    """A tax row under a label no lexicon knows ("State & local tax 8.875%  1,273.59"): a
    line holding a rate and an amount where base x rate = amount = total - base."""
    due = total - base
    if due <= 0:
        return None
    for line in ctx.lines:
        rates = find_percents(line.text, ctx.decimal_sep)
        if len(rates) != 1 or not 0 < rates[0] < 100:
            continue
        amounts = [a.value for a in find_money(line.text, ctx.decimal_sep)]
        if not _close(money2(base * rates[0] / 100), due):
            continue
        # the figure printed, or (OCR lost it) a tax label beside the rate
        if any(_close(a, due) for a in amounts) or any(
            m.field == "tax" for m in find_labels(line.text)
        ):
            return TaxRow(rate=rates[0], base=None, amount=due)
    return None


def _complete(rows: list[TaxRow]) -> int:
    return sum(
        1 for r in rows if r.rate is not None and r.base is not None and r.amount is not None
    )


def _adds_up(f: InvoiceFields, subtotal: Decimal) -> bool:
    if f.total is None or f.tax_amount is None:
        return False
    return _close(subtotal - (f.discount or 0) + (f.shipping or 0) + f.tax_amount, f.total)


def _choose_subtotal(f: InvoiceFields, candidates: list[Decimal], conf: dict[str, float]) -> None:
    """Of several printed net figures (a VAT-inclusive "Subtotaal" beside "Exclusief BTW"), the
    one the total adds up from."""
    if len(set(candidates)) < 2 or f.subtotal is None or _adds_up(f, f.subtotal):
        return
    fitting = [c for c in candidates if _adds_up(f, c)]
    if fitting:
        f.subtotal = fitting[-1]
        conf["subtotal"] = 0.85


def _printed_amounts(ctx: Context) -> set[Decimal]:
    return {a.value for ln in ctx.lines for a in find_money(ln.text, ctx.decimal_sep)}


def _infer_subtotal(ctx: Context, f: InvoiceFields) -> None:
    """Without a net label: the printed figure the total adds up from ("Charges $4.11" over
    "Tax $0.00" and "Total $4.11"), or the sum of the line items when it is printed apart from
    the total (with no tax printed, a total equal to the items is no net figure)."""
    printed = _printed_amounts(ctx)
    if f.total is not None and f.tax_amount is not None:
        net = f.total - f.tax_amount + (f.discount or 0) - (f.shipping or 0)
        if net in printed:
            f.subtotal = net
            ctx.confidence["subtotal"] = 0.6
            return
    amounts = [i.amount for i in f.line_items if i.amount is not None]
    if not amounts:
        return
    total = sum(amounts, Decimal(0))
    if f.tax_amount is None and f.total is not None and _close(total, f.total):
        return
    f.subtotal = total
    ctx.confidence["subtotal"] = 0.6


def _misread_rate(row: TaxRow, base: Decimal) -> Decimal | None:
    """The rate of a tax row whose percentage OCR read as a plain figure ("Sales Tax (5.54)"
    for "(5.5%)"): the rate the net and the tax amount give, when that figure is within a
    misread last digit of it."""
    if row.amount is None or row.amount <= 0 or row.base is None or base <= 0:
        return None
    rate = (row.amount / base * 100).quantize(Decimal("0.1"))
    if not 0 < rate <= 30 or not _close(money2(base * rate / 100), row.amount):
        return None
    return rate if abs(row.base - rate) < Decimal("0.1") else None


def _printed_rate(ctx: Context, base: Decimal, tax: Decimal) -> Decimal | None:
    """The one percentage printed in the document that turns `base` into `tax` (a rate in an
    item column, "Tax(%) 14.50%", with the tax amount only in the totals)."""
    if tax <= 0:
        return None
    found = {
        p
        for ln in ctx.lines
        for p in find_percents(ln.text, ctx.decimal_sep)
        if 0 < p < 100 and _close(money2(base * p / 100), tax)
    }
    return found.pop() if len(found) == 1 else None


# a cell holding only a percentage ("7%", "19,0 %")
_PERCENT_CELL_RE = re.compile(r"\d{1,2}(?:[.,]\d{1,3})?\s?%")
_CURRENCY_CELL_RE = re.compile(r"[A-Z]{3}|[$€£¥₹]")
# a tax word opening a column header ("VAT", "MwSt-Betrag", "USt. Satz", "BTW %")
_TAX_WORD_RE = re.compile(
    r"(?<![^\W\d_])(?:vat|tax|mwst|ust|umsatzsteuer|steuer|tva|btw|gst|iva)", re.IGNORECASE
)
# what a summary table's column holds, from its header (first match wins)
_COLUMNS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (name, re.compile(pattern, re.IGNORECASE))
    for name, pattern in (
        ("rate", r"%|(?<![^\W\d_])(?:satz|rate|taux|tarief)|steuersatz"),
        ("shipping", r"fracht|freight|shipping|versand|porto|transport|livraison|verzend"),
        ("discount", r"rabatt|discount|abschlag|remise|korting|allowance|nachlass"),
        (
            "subtotal",
            r"netto|(?<![^\W\d_])(?:net|ht|excl|base|basis)(?![^\W\d_])|warenwert|grondslag",
        ),
        ("tax_amount", _TAX_WORD_RE.pattern),
        ("total", r"brutto|bruto|gross|incl|endbetrag|gesamt|total|ttc|totaal|rechnungsbetrag"),
    )
)


@dataclass(slots=True)
class _Cell:
    seg: Segment
    value: Decimal
    money: bool
    percent: bool


def _numeric_cells(ctx: Context, line: Line, *, tax_category: bool = False) -> list[_Cell] | None:
    """The cells of a row that holds only figures (amounts, percentages, a currency code).

    With `tax_category`, the row may open with the name of its tax ("Umsatzsteuer (S)  275,00
    7  19,25"), a word the figures do not need."""
    cells: list[_Cell] = []
    segments = line.segments
    if tax_category and segments and _TAX_WORD_RE.match(segments[0].text):
        k = 1
        while k < len(segments) and re.fullmatch(r"\(\w{1,3}\)", segments[k].text.strip()):
            k += 1  # a category code cell: "(S)"
        if not re.search(r"\d", segments[0].text):
            segments = segments[k:]
    for seg in segments:
        text = seg.text.strip()
        if _PERCENT_CELL_RE.fullmatch(text):
            rates = find_percents(text, ctx.decimal_sep)
            if len(rates) != 1:
                return None
            cells.append(_Cell(seg, rates[0], False, True))
            continue
        if _CURRENCY_CELL_RE.fullmatch(text):
            continue
        if not _AMOUNT_CELL_RE.fullmatch(text):
            return None
        amounts = find_amounts(text, ctx.decimal_sep)
        if len(amounts) != 1:
            return None
        a = amounts[0]
        money = a.decimals == 2 or (a.currency is not None and a.decimals == 0)
        cells.append(_Cell(seg, a.value, money, False))
    return cells if len(cells) >= 2 else None


def _column_of(cell: _Cell, header: Line) -> Segment | None:
    """The header segment over a cell: the one it overlaps most, else the nearest centre."""
    best: Segment | None = None
    best_overlap = 0.0
    for hs in header.segments:
        overlap = min(hs.x1, cell.seg.x1) - max(hs.x0, cell.seg.x0)
        if overlap > best_overlap:
            best, best_overlap = hs, overlap
    if best is not None:
        return best
    centre = (cell.seg.x0 + cell.seg.x1) / 2
    near = min(header.segments, key=lambda hs: abs((hs.x0 + hs.x1) / 2 - centre))
    return near if abs((near.x0 + near.x1) / 2 - centre) < 30 else None


def _column_kind(seg: Segment | None) -> str | None:
    if seg is None:
        return None
    for name, pattern in _COLUMNS:
        if pattern.search(seg.text):
            return name
    return None


def _rate_row(cells: list[_Cell], header: Line) -> TaxRow | None:
    """A row of a tax table: its rate (a percentage, or a figure under a "%" or "Rate" column)
    and the base and tax amount that agree with it (base x rate = amount)."""
    rate_cells = [c for c in cells if c.percent]
    if not rate_cells:
        rate_cells = [
            c
            for c in cells
            if not c.money and 0 <= c.value < 100 and _column_kind(_column_of(c, header)) == "rate"
        ]
    if len(rate_cells) != 1:
        return None
    rate = rate_cells[0].value
    money = [c for c in cells if c.money and c is not rate_cells[0]]
    best: tuple[tuple[bool, Decimal], TaxRow] | None = None
    for bi, b in enumerate(money):
        for ai, a in enumerate(money):
            if ai == bi or b.value <= 0 or a.value < 0:
                continue
            if rate > 0 and not (
                a.value < b.value and _close(money2(b.value * rate / 100), a.value)
            ):
                continue
            if rate == 0 and a.value != 0:
                continue
            key = (ai > bi, b.value)
            if best is None or key > best[0]:
                best = (key, TaxRow(rate=rate, base=b.value, amount=a.value))
    return best[1] if best else None


def _tax_table(ctx: Context) -> tuple[list[TaxRow], dict[str, Decimal] | None]:
    """Tax tables printed as rows of figures under a header with a tax word ("VAT  Net amount
    VAT amount" over "7%  160.00  11.20"): a row per rate, and the fields of a totals row under
    a header naming its columns when they add up (net - discount + freight + tax = total)."""
    rows: list[TaxRow] = []
    summary: dict[str, Decimal] | None = None
    i = 0
    while i < len(ctx.lines):
        if not _TAX_WORD_RE.search(ctx.lines[i].text):
            i += 1
            continue
        # a tax table printed beside the totals block ("Rate  Net  VAT    Subtotal  100.00")
        # is read within its own columns: the header's cells left of the first figure
        x_max = _table_edge(ctx, ctx.lines[i])
        lines = ctx.lines[:i] + [_clipped(ln, x_max) for ln in ctx.lines[i : i + 12]]
        header = lines[i]
        if (
            not header.segments
            or not _TAX_WORD_RE.search(header.text)
            or find_money(header.text, ctx.decimal_sep)
        ):
            i += 1
            continue
        block: list[list[_Cell]] = []
        prev = header
        j = i + 1
        while j < len(lines) and lines[j].page == header.page:
            if lines[j].y0 - prev.y1 > 2.5 * max(prev.height, 1.0):
                break
            if not lines[j].segments:
                j += 1  # a line of the block beside the table only
                continue
            cells = _numeric_cells(ctx, lines[j])
            if cells is None:
                cells = _numeric_cells(ctx, lines[j], tax_category=True)
                if cells is None or _rate_row(cells, header) is None:
                    break
            block.append(cells)
            prev = lines[j]
            j += 1
        if not block:
            i += 1
            continue
        rated = [_rate_row(cells, header) for cells in block]
        block_rows = [r for r in rated if r is not None]
        # a tax table has a row per rate; rows repeating a rate are items with a VAT column
        distinct = len({r.rate for r in block_rows}) == len(block_rows)
        if block_rows and distinct:
            rows = block_rows  # the last tax table wins
        # the totals row closes the table (or is its only row)
        if distinct and (len(block) == 1 or rated[-1] is None):
            found = _summary_fields(block[-1], header)
            if found is not None:
                summary = found
        i = j
    return rows, summary


def _table_edge(ctx: Context, line: Line) -> float:
    """Where a tax table's header ends when a totals row shares its line further right: before
    the first figure from the third cell on, and before that figure's label; else nowhere."""
    segs = line.segments
    for k, seg in enumerate(segs):
        if k >= 2 and find_money(seg.text, ctx.decimal_sep):
            # the figure's own label ("Subtotal  100.00") belongs to the block on the right
            labelled = not re.search(r"\d", segs[k - 1].text) and k >= 3
            return segs[k - 2 if labelled else k - 1].x1 + 1.0
    return float("inf")


def _clipped(line: Line, x_max: float) -> Line:
    """The line with only its segments that end left of `x_max`."""
    if x_max == float("inf"):
        return line
    segments = [s for s in line.segments if s.x1 <= x_max]
    words = [w for s in segments for w in s.words] or line.words
    return Line(line.page, words, segments, line.index, line.ocr)


def _summary_fields(cells: list[_Cell], header: Line) -> dict[str, Decimal] | None:
    columns: dict[str, list[Decimal]] = {}
    for c in cells:
        kind = _column_kind(_column_of(c, header))
        if kind is None:
            return None  # a figure under a column of its own (a quantity): an item row
        if c.money and kind != "rate":
            columns.setdefault(kind, []).append(c.value)
    if any(len(v) != 1 for k, v in columns.items() if k != "subtotal"):
        return None
    if not all(k in columns for k in ("subtotal", "tax_amount", "total")):
        return None
    discount = abs(columns["discount"][0]) if "discount" in columns else Decimal(0)
    shipping = columns["shipping"][0] if "shipping" in columns else Decimal(0)
    tax, total = columns["tax_amount"][0], columns["total"][0]
    for subtotal in columns["subtotal"]:
        if _close(subtotal - discount + shipping + tax, total):
            out = {"subtotal": subtotal, "tax_amount": tax, "total": total}
            if "discount" in columns:
                out["discount"] = discount
            if "shipping" in columns:
                out["shipping"] = shipping
            return out
    return None


def _rate(rate: Decimal | None) -> Decimal | None:
    if rate is None:
        return None
    return rate if rate.as_tuple().exponent <= -2 else rate.quantize(CENT)  # type: ignore[operator]


def _currency(ctx: Context, hits: list[Hit], f: InvoiceFields) -> None:
    for h in hits:
        # "Währung: EUR", "Currency: USD": a label naming the currency settles it
        text = (h.value or h.below) if h.field == "currency" else ""
        named = currencies_in(text) if len(text) <= 25 else []
        if len(named) == 1:
            f.currency = ctx.currency = named[0]
            ctx.confidence["currency"] = 0.95
            return
    votes: dict[str, int] = {}
    for h in hits:
        if h.field in ("subtotal", "total", "amount_due", "tax", "tax_total"):
            for c in currencies_in(h.inline + " " + h.right):
                votes[c] = votes.get(c, 0) + 2
    if not votes:
        for line in ctx.lines:
            for a in find_amounts(line.text, ctx.decimal_sep):
                if a.currency:
                    votes[a.currency] = votes.get(a.currency, 0) + 1
    if not votes:
        # amounts printed bare under a column header that names the currency ("Gesamt/€")
        for line in ctx.lines:
            for c in currencies_in(line.text):
                votes[c] = votes.get(c, 0) + 1
        if votes:
            f.currency = max(votes.items(), key=lambda kv: kv[1])[0]
            ctx.confidence["currency"] = 0.6
            ctx.currency = f.currency
        return
    if votes:
        f.currency = max(votes.items(), key=lambda kv: kv[1])[0]
        ctx.confidence["currency"] = 0.95 if len(votes) == 1 else 0.7
    ctx.currency = f.currency


_IBAN_RE = re.compile(r"\b([A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,3})?)\b")


def _grouped_iban(text: str) -> str | None:
    """An IBAN printed in groups other than four ("FR76 10107 00245 00617052317 39", the French
    bank-code grouping, or OCR's "DE50 8291 0037 911 2221 54"): the following groups joined
    until they make a valid IBAN of that country."""
    for m in re.finditer(r"\b([A-Z]{2})(\d{2})\b", text):
        groups = re.findall(r"[A-Z0-9]+", text[m.end() :])[:12]
        iban = complete_iban(m.group(1), m.group(2), groups)
        if iban is not None:
            return iban
    return None


def _wrapped_iban(ctx: Context, line: Line) -> str | None:
    """An IBAN wrapped in a narrow column ("IT04 H032 3974 540J JWK8" over "OLV1 8ZB"): the groups
    of the segment below joined on until a valid IBAN appears."""
    for seg in line.segments:
        m = re.search(r"\b([A-Z]{2})(\d{2})((?:\s?[A-Z0-9]{4}){2,})\s*$", seg.text)
        if m is None:
            continue
        below = _segment_below(ctx.lines, line.index, seg)
        groups = re.findall(r"[A-Z0-9]+", m.group(3)) + re.findall(r"^[A-Z0-9 ]+", below)[:1]
        iban = complete_iban(m.group(1), m.group(2), " ".join(groups).split())
        if iban is not None:
            return iban
    return None


# "IBAN : DE12 3456 7890 1234 56": an account number labelled as an IBAN, in its shape
_LABELLED_IBAN_RE = re.compile(
    r"(?<![^\W\d_])IBAN\b\s*[:.]?\s*([A-Z]{2}\d{2}\s?[A-Z0-9]{2,5}(?:\s?(?=[A-Z]{0,4}\d)[A-Z0-9]{2,5}){1,7})"
    r"(?![\w.,])"
)


def _labelled_iban(ctx: Context) -> str | None:
    """The one account number printed after an "IBAN" label, as printed, when it fails the
    checksum (a sample or misprinted number): the invoice states it as the account to pay to."""
    found: set[str] = set()
    for line in ctx.lines:
        lowered = line.text.lower()
        if any(k in lowered for k in _DEBIT_WORDS):
            continue
        for m in _LABELLED_IBAN_RE.finditer(line.text):
            found.add(re.sub(r"\s", "", m.group(1)))
    return found.pop() if len(found) == 1 else None


# A VAT id printed after a bare tax word ("BTW NL810433941B01", "TVA : FR11999999998").
_STRICT_VAT_RE = re.compile(
    r"^\W*((?:ATU|DE|GB|NL|FR|BE|ES|IT|AT|LU|PL|CZ|DK|SE|FI|IE|PT)[\s.]?[0-9A-Z]{2}[\d.\s]{6,12}(?:B\d{2})?"
    r"|CHE[-\s]?\d{3}[.\s]?\d{3}[.\s]?\d{3})\b"
)
_VAT_RE = re.compile(
    r"\b(ATU\d{8}|IE\d{7}[A-W][A-IW]?|IE\d[A-Z+*]\d{5}[A-W]|DE\s?\d{9}|GB\s?\d{3}\s?\d{4}\s?\d{2}(?:\d{3})?|NL\s?\d{9}\s?B\d{2}|FR\s?[0-9A-Z]{2}\s?\d{9}"
    r"|CHE[-\s]?\d{3}[.\s]?\d{3}[.\s]?\d{3}|BE\s?0?\d{9,10}|[A-Z]{2}\d{8,12}|\d{2}-\d{7}"
    r"|NL\d{4}\.\d{2}\.\d{3}\.B\d{2}|\d{2}[A-Z]{5}\d{4}[A-Z][A-Z\d]Z[A-Z\d])\b"
)


# EU VAT ids of the strict national schemes, for an id whose label OCR garbled ("LID-Nr",
# "VATIDFR25104048574"): country code and digits only, never a bare number.
_SCHEME_VAT_RE = re.compile(
    r"(?<![A-Z0-9])(?:[A-Z]{2,6}(?=(?:DE|AT|FR|NL|BE|GB|IT)))?"
    r"(DE\d{9}|ATU\d{8}|FR[0-9A-Z]{2}\d{9}|NL\d{9}B\d{2}|BE0\d{9}|GB\d{9}|IT\d{11})(?!\w)"
)


def _footer_vat_id(ctx: Context) -> str | None:
    """The one VAT id of a national scheme printed in a page's legal footer (its bottom fifth),
    when no label found one."""
    bottoms: dict[int, float] = {}
    for ln in ctx.lines:
        bottoms[ln.page] = max(bottoms.get(ln.page, 0.0), ln.y1)
    found: set[str] = set()
    for ln in ctx.lines:
        if ln.y0 < 0.8 * bottoms[ln.page]:
            continue
        compact = _SPACED_ID_RE.sub(lambda m: re.sub(r"\s", "", m.group(0)), ln.text)
        found.update(m.group(1) for m in _SCHEME_VAT_RE.finditer(compact))
    return found.pop() if len(found) == 1 else None


# A labelled tax id that follows no known scheme: a national number ("VAT/TIN: 29670869006").
_LABELLED_ID_RE = re.compile(r"^\W*([A-Z]{0,3}\d{8,15}[A-Z0-9]{0,3})\b")
# ... or printed in digit groups ("256 969 450", "342-312-71-23")
_GROUPED_ID_RE = re.compile(r"^\W*(?:[^\W\d_]{3,}\s*:\s*)?(\d{2,4}(?:[\s-]\d{2,4}){2,4})(?![\d,.])")
# Digit groups of one id printed with spaces ("DE 232 446 240", "FR 604 219 388 61").
_SPACED_ID_RE = re.compile(r"\b[A-Z]{2}(?:\s?\d{2,4}){3,5}\b")


def _tax_id_value(ctx: Context, h: Hit) -> str | None:
    """The tax id after a tax-id label (or a bare tax word), spaces and dots removed."""
    texts = [h.inline + " " + h.right] if (h.inline or h.right) else [h.below]
    if h.field == "vendor_tax_id" and not h.inline and h.right:
        # a header row of ids ("GSTIN    CIN") with the values on the line below
        texts.append(_segment_below(ctx.lines, h.line.index, h.line.segments[h.segment]))
    for text in texts:
        compact = _SPACED_ID_RE.sub(lambda m: re.sub(r"\s", "", m.group(0)), text)
        vat = (_VAT_RE if h.field != "tax" else _STRICT_VAT_RE).search(compact)
        if vat is None:
            vat = _LABELLED_ID_RE.search(compact)
            if vat and h.field == "tax" and not re.search(r"[A-Z]", vat.group(1)):
                vat = None
        if vat is None and h.field != "tax":
            grouped = _GROUPED_ID_RE.search(text)
            if grouped and 8 <= sum(ch.isdigit() for ch in grouped.group(1)) <= 15:
                return re.sub(r"\s", "", grouped.group(1))
        if vat:
            return re.sub(r"[\s.]", "", vat.group(1))
    return None


# an account the vendor debits (the customer's), not the one to pay to
_DEBIT_WORDS = ("your account", "ihrem konto", "lastschrift", "direct debit", "mandate")


def _bank_and_tax_ids(ctx: Context, hits: list[Hit], f: InvoiceFields) -> None:
    conf = ctx.confidence
    for line in ctx.lines:
        text = line.text
        lowered = text.lower()
        if any(k in lowered for k in _DEBIT_WORDS):
            continue
        for m in _IBAN_RE.finditer(text):
            iban = re.sub(r"\s", "", m.group(1))
            if iban_valid(iban):
                f.supplier_iban = iban
                conf["supplier_iban"] = 0.95 if "iban" in lowered else 0.8
                break
        if f.supplier_iban is None:
            f.supplier_iban = _grouped_iban(text) or _wrapped_iban(ctx, line)
            conf["supplier_iban"] = 0.9 if "iban" in lowered else 0.7
        if f.supplier_iban:
            break
    if f.supplier_iban is None:
        f.supplier_iban = _labelled_iban(ctx)
        if f.supplier_iban is not None:
            conf["supplier_iban"] = 0.6
    candidates: list[tuple[str, Line]] = []
    for h in hits:
        if h.field not in ("vendor_tax_id", "customer_tax_id", "tax"):
            continue
        value = _tax_id_value(ctx, h)
        if value is None:
            continue
        if h.line.ocr:
            value = repair_ocr_tax_id(value) or value
        if h.field == "customer_tax_id":
            if f.customer_tax_id is None:
                f.customer_tax_id = value
                conf["customer_tax_id"] = 0.9
        else:
            candidates.append((value, h.line))
            ctx.tax_ids.append((value, h))
    candidates = [(v, ln) for v, ln in candidates if v != f.customer_tax_id]
    if not candidates:
        footer_id = _footer_vat_id(ctx)
        if footer_id is not None and footer_id != f.customer_tax_id:
            f.vendor_tax_id = footer_id
            conf["vendor_tax_id"] = 0.6
        return
    # an id that fails its scheme's check digits is a misreading or a distractor when another
    # candidate passes them
    if any(tax_id_valid(v) for v, _ in candidates):
        candidates = [(v, ln) for v, ln in candidates if tax_id_valid(v) is not False]
    values = [v for v, _ in candidates]
    if len(set(values)) == 1:
        f.vendor_tax_id = values[0]
        conf["vendor_tax_id"] = 0.9
        return
    # Two parties' ids: the vendor's is in its footer (or the one printed most often); an
    # unlabelled other id in the upper half of page one belongs to the customer's block.
    page_h = {ln.page: max(x.y1 for x in ctx.lines if x.page == ln.page) for _, ln in candidates}
    footer = [v for v, ln in candidates if ln.y0 > 0.85 * page_h[ln.page]]
    pool = footer or values
    f.vendor_tax_id = max(pool, key=lambda v: (pool.count(v), -values.index(v)))
    conf["vendor_tax_id"] = 0.8
    others = {v for v in values if v != f.vendor_tax_id and tax_id_valid(v)}
    if f.customer_tax_id is None and len(others) == 1 and tax_id_valid(f.vendor_tax_id):
        # two valid VAT ids: the one not the vendor's is the customer's (a reverse-charge note)
        f.customer_tax_id = others.pop()
        conf["customer_tax_id"] = 0.6
        return
    if footer and f.customer_tax_id is None:
        first_page = ctx.lines[0].page
        for v, ln in candidates:
            if v != f.vendor_tax_id and ln.page == first_page and ln.y0 < 0.5 * page_h[ln.page]:
                f.customer_tax_id = v
                conf["customer_tax_id"] = 0.6
                break


def _party_above(ctx: Context, h: Hit, names: dict[str, str]) -> str | None:
    """Whose block an id sits in: the nearest party name printed above it in its column."""
    seg = h.line.segments[h.segment]
    for ln in reversed(ctx.lines[max(0, h.line.index - 12) : h.line.index]):
        if ln.page != h.line.page:
            return None
        for other in ln.segments:
            if abs(other.x0 - seg.x0) > 15:
                continue
            for party, name in names.items():
                if other.text.strip().casefold().endswith(name):  # "Sold to: Name"
                    return party
    return None


def _tax_ids_by_party(ctx: Context, f: InvoiceFields) -> None:
    """Two parties' ids, each labelled alike ("VAT ID") in its own address block: the one under
    the customer's name is the customer's."""
    if f.customer_tax_id is not None and ctx.confidence.get("customer_tax_id", 0) > 0.6:
        return
    if not f.vendor_name or not f.customer_name:
        return
    values = {v for v, _ in ctx.tax_ids}
    names = {"vendor": f.vendor_name.casefold(), "customer": f.customer_name.casefold()}
    owners = {v: _party_above(ctx, h, names) for v, h in ctx.tax_ids}
    every_owner = {_party_above(ctx, h, names) for _, h in ctx.tax_ids}
    if len(values) == 1 and f.customer_tax_id is None and every_owner == {"customer"}:
        # the only id printed sits in the customer's block: the vendor printed none
        f.customer_tax_id, f.vendor_tax_id = values.pop(), None
        ctx.confidence["customer_tax_id"] = 0.75
        return
    if len(values) != 2:
        return
    customer = [v for v, o in owners.items() if o == "customer"]
    vendor = [v for v, o in owners.items() if o != "customer"]
    if len(customer) == 1 and len(vendor) == 1:
        f.customer_tax_id, f.vendor_tax_id = customer[0], vendor[0]
        ctx.confidence["customer_tax_id"] = ctx.confidence["vendor_tax_id"] = 0.8


# payment terms printed as a sentence without a label ("Zahlbar innerhalb 14 Tagen netto",
# "Net 30", "Pago a 60 días"): the lexicons' payment phrases, after an optional lead-in
_PHRASES = lexicon().payment_phrases
_TERMS_RE = re.compile(
    rf"^\W*(?:(?:{'|'.join(_PHRASES['lead'])})\s+)?(?:{'|'.join(_PHRASES['phrase'])})",
    re.IGNORECASE,
)


def _payment_terms(ctx: Context, hits: list[Hit], f: InvoiceFields) -> None:
    for h in hits:
        if h.field == "payment_terms":
            value = h.inline or h.right or h.below
            if value and (_only_a_date(ctx, value) or _is_a_label(value)):
                continue  # "Zahlungsziel  23.06.2026" names a due date; a label is no terms
            if value and not find_money(value, ctx.decimal_sep):
                f.payment_terms = _terms_continued(ctx, h, value.strip())
                ctx.confidence["payment_terms"] = 0.85
                return
    for line in ctx.lines:
        for seg in line.segments:
            if _TERMS_RE.match(seg.text):
                f.payment_terms = re.sub(r"^[^\w(]+", "", seg.text).strip()
                ctx.confidence["payment_terms"] = 0.6
                return


def _only_a_date(ctx: Context, text: str) -> bool:
    found = find_dates(text, ctx.slash_order)
    return bool(found) and not re.search(
        r"[^\W\d_]{3}", text[: found[0].start] + text[found[0].end :]
    )


def _is_a_label(text: str) -> bool:
    """The text is another field's label and little more ("Liefer-/Leistungsdatum")."""
    text = text.strip()
    labels = find_labels(text)
    if not labels or labels[0].start != 0 or labels[0].field == "payment_terms":
        return False
    return not re.search(r"[^\W\d_]{3}", text[labels[0].end :])


def _terms_continued(ctx: Context, h: Hit, value: str) -> str:
    """Terms beside their label that run on in the same column of the next line
    ("Payment Terms  30% advance payment," / "balance at 30 days")."""
    if h.inline or not h.right:
        return value
    seg = h.line.segments[h.segment + 1]
    nxt = ctx.lines[h.line.index + 1] if h.line.index + 1 < len(ctx.lines) else None
    if nxt is None or nxt.page != h.line.page or nxt.y0 - h.line.y1 > 1.5 * h.line.height:
        return value
    if any(s.x1 <= seg.x0 - 3 for s in nxt.segments):
        return value  # the next line has a label column of its own
    below = next((s for s in nxt.segments if abs(s.x0 - seg.x0) < 3), None)
    if below is None or not (value.endswith((",", "-", ";")) or below.text[:1].islower()):
        return value
    return f"{value} {below.text.strip()}"


def _close(a: Decimal | None, b: Decimal | None) -> bool:
    return a is not None and b is not None and abs(a - b) <= CENT


def _score_arithmetic(f: InvoiceFields, conf: dict[str, float], has_items: bool) -> None:
    """Raise the confidence of money fields that agree with each other; lower it when not."""
    if f.subtotal is not None and f.total is not None and f.tax_amount is not None:
        expected = f.subtotal - (f.discount or 0) + (f.shipping or 0) + f.tax_amount
        ok = _close(expected, f.total)
        for name in ("subtotal", "total", "tax_amount", "discount", "shipping"):
            if getattr(f, name) is not None:
                conf[name] = (
                    min(1.0, conf.get(name, 0.5) + 0.1) if ok else conf.get(name, 0.5) * 0.8
                )
    if has_items:
        sums = sum((i.amount or Decimal(0) for i in f.line_items), Decimal(0))
        ok_items = all(
            i.quantity is not None
            and i.unit_price is not None
            and i.amount is not None
            and _close(money2(i.quantity * i.unit_price), i.amount)
            for i in f.line_items
        )
        conf["line_items"] = 0.95 if _close(sums, f.subtotal) and ok_items else 0.7
    else:
        conf["line_items"] = 0.3
    if f.tax_breakdown:
        conf["tax_breakdown"] = conf.get("tax_amount", 0.5)
    else:
        conf["tax_breakdown"] = 0.5
    if f.amount_due is not None and f.total is not None and f.amount_due == f.total:
        conf["amount_due"] = max(conf.get("amount_due", 0.5), 0.9)


# confidence of a tax id whose scheme's check digits pass (at least) or fail (at most)
_CHECKSUM_PASS, _CHECKSUM_FAIL = 0.95, 0.6


def _score_checksums(f: InvoiceFields, conf: dict[str, float]) -> None:
    """Tax ids that pass their scheme's check digits were read right; ones that fail were
    misread or are no tax id (an IBAN is only ever taken when it passes)."""
    for name in ("vendor_tax_id", "customer_tax_id"):
        value = getattr(f, name)
        valid = None if value is None else tax_id_valid(value)
        if valid is True:
            conf[name] = max(conf.get(name, 0.5), _CHECKSUM_PASS)
        elif valid is False:
            conf[name] = min(conf.get(name, 0.5), _CHECKSUM_FAIL)


_KEY_FIELDS = ("invoice_number", "invoice_date", "vendor_name", "currency", "total")


def _overall(f: InvoiceFields, conf: dict[str, float]) -> float:
    values = [conf.get(k, 0.0) if getattr(f, k) is not None else 0.0 for k in _KEY_FIELDS]
    return min(values) * 0.5 + sum(values) / len(values) * 0.5


__all__ = ["parse_invoice", "iban_valid", "parse_number"]
