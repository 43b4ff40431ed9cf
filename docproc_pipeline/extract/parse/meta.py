"""Invoice number, purchase order, invoice date and due date: the rules that read them from
label hits, each in order of the strength of its evidence."""

from __future__ import annotations

import re
from datetime import date

from docproc_pipeline.extract.parse.confidence import CONFIDENCE
from docproc_pipeline.extract.parse.context import Context
from docproc_pipeline.extract.parse.dates import find_dates
from docproc_pipeline.extract.parse.hits import Hit, in_label_row, segment_below, strip_value
from docproc_pipeline.extract.parse.labels import (
    find_labels,
)
from docproc_pipeline.invoice import InvoiceFields

_ID_DATE_FIELDS = ("invoice_number", "invoice_date", "due_date", "purchase_order")


def meta_on_table_lines(ctx: Context, table_lines: set[int], f: InvoiceFields) -> None:
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
    number_and_order(ctx, claimed, found)
    invoice_and_due_dates(ctx, claimed, found)
    for name in _ID_DATE_FIELDS:
        value = getattr(found, name)
        if getattr(f, name) is None and value is not None:
            setattr(f, name, value)
            saved[name] = min(
                ctx.confidence.get(name, CONFIDENCE.UNKNOWN), CONFIDENCE.CLAIMED_BY_TABLE_MAX
            )
    ctx.confidence.clear()
    ctx.confidence.update(saved)


# an identifier: letters and digits in groups joined by - / . _ (INV-2026-0042, UZH-ZI-5,
# 2026/117, F.000123), at least one digit
_ID_RE = re.compile(r"^(?=[^\d]*\d)[A-Za-z0-9]+(?:[-/._][A-Za-z0-9]+)*[./_-]?$")


# a series code printed apart from the number ("FT 2026/41", "FV 14/03/2026")
_SERIES_CODE = re.compile(r"^[A-Z]{1,4}$")


def _id_value(text: str) -> str | None:
    tokens = [re.sub(r"(?<=\w)~(?=\w)", "-", t.strip(",;")) for t in strip_value(text).split()]
    # (OCR reads a hyphen as a tilde)
    if not tokens:
        return None
    first = tokens[0]
    if _ID_RE.match(first) and len(first) <= 40 and not find_dates(first):
        return first
    second = tokens[1] if len(tokens) > 1 else ""
    if _SERIES_CODE.match(first) and _ID_RE.match(second) and len(second) <= 30:
        return f"{first} {second}"
    return None


def number_and_order(ctx: Context, hits: list[Hit], f: InvoiceFields) -> None:
    conf = ctx.confidence
    for h in hits:
        if h.field == "invoice_number" and f.invoice_number is None:
            value = _id_value(h.inline) or _id_value(h.right) or _id_value(h.below)
            if value:
                f.invoice_number = value
                conf["invoice_number"] = CONFIDENCE.NUMBER_LABELLED
                ctx.number_hits.append(h)
    if f.invoice_number is None:
        # "Invoice F-2026-4453" or "RECHNUNG  Nr. RE-2026-03668": a title followed by an id
        for h in hits:
            if h.field == "_title":
                same_line = [x for x in hits if x.line is h.line and x.field == "_generic_no"]
                candidates = [h.inline, h.right] + [x.inline or x.right for x in same_line]
                below_labels = find_labels(h.below)
                if in_label_row(h, hits) or (
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
                        conf["invoice_number"] = CONFIDENCE.NUMBER_AFTER_TITLE
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
                conf["purchase_order"] = CONFIDENCE.ORDER_LABELLED
    if f.purchase_order is None:
        # "Klant  Order  Factuur datum" over their values: a bare "Order" column of a label row
        for h in hits:
            if h.field == "_order" and not h.inline and in_label_row(h, hits):
                value = _id_value(h.below)
                if value and value != f.invoice_number:
                    f.purchase_order = value
                    conf["purchase_order"] = CONFIDENCE.ORDER_COLUMN
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
                conf["purchase_order"] = CONFIDENCE.ORDER_WORD_COLON
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
            ctx.confidence["invoice_number"] = CONFIDENCE.NUMBER_BARE_LABEL
            ctx.number_hits.append(h)
            return


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


def invoice_and_due_dates(ctx: Context, hits: list[Hit], f: InvoiceFields) -> None:
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
                long_label = h.match.end - h.match.start > 5
                conf[name] = CONFIDENCE.DATE_LABELLED if long_label else CONFIDENCE.DATE_SHORT_LABEL
                break
        if getattr(f, name) is None:
            # a column header over its date ("Description  Due date  Part" over "... 30.11.2026")
            for h in hits:
                if h.field != name or h.match.start > 0 or h.match.end - h.match.start <= 5:
                    continue
                if re.search(r"\d", h.inline + h.right):
                    continue
                seg = h.line.segments[h.segment]
                below = segment_below(ctx.lines, h.line.index, seg).strip()
                found = find_dates(below, ctx.slash_order)
                if len(found) == 1 and found[0].start == 0 and found[0].end == len(below):
                    setattr(f, name, found[0].value)
                    conf[name] = CONFIDENCE.DATE_UNDER_COLUMN
                    break
    if f.due_date is None:
        f.due_date = _terms_due_date(ctx)
        if f.due_date is not None:
            conf["due_date"] = CONFIDENCE.DUE_DATE_IN_TERMS_SENTENCE
    if f.due_date is None:
        # "Zahlungsziel  21.05.14": a payment-terms label whose whole value is a date
        for h in hits:
            if h.field != "payment_terms":
                continue
            value_text = (h.inline or h.right or h.below).strip(" .")
            found = find_dates(value_text, ctx.slash_order)
            if len(found) == 1 and found[0].start == 0 and found[0].end == len(value_text):
                f.due_date = found[0].value
                conf["due_date"] = CONFIDENCE.DUE_DATE_AS_TERMS
                break
    if f.due_date is None:
        # "TOTAL AMOUNT DUE ON August 3, 2014  $4.11": the date the amount is due
        for h in hits:
            lead = _DUE_ON_RE.match(h.inline) if h.field == "amount_due" else None
            if lead is not None:
                found = find_dates(h.inline[lead.end() :], ctx.slash_order)
                if found and found[0].start == 0:
                    f.due_date = found[0].value
                    conf["due_date"] = CONFIDENCE.DUE_DATE_OF_AMOUNT_DUE
                    break
    if f.invoice_date is None:
        # "Facture n°562044387 du 02 Juillet 2015", "Rechnung # 4711 von 03.02.2026"
        number_hits = [h for h in ctx.number_hits if h in hits]
        for h in number_hits + [h for h in hits if h.field == "invoice_number"]:
            value = _date_after_number(ctx, h)
            if value:
                f.invoice_date = value
                conf["invoice_date"] = CONFIDENCE.INVOICE_DATE_AFTER_NUMBER
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
