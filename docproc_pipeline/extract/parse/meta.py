"""Invoice number, purchase order, invoice date and due date: the rules that read them from
label hits, in order of the strength of their evidence.

Each field is decided in one place, by the first rule of its list that finds a candidate:
`INVOICE_NUMBER_RULES`, `PURCHASE_ORDER_RULES`, `INVOICE_DATE_RULES`, `DUE_DATE_RULES`. A rule
returns the value, its confidence (a name of `confidence.CONFIDENCE`) and the hit it read.
`meta_on_table_lines` runs the same rules over labelled pairs on lines the item table claimed,
for the fields still missing.
"""

from __future__ import annotations

import functools
import itertools
import re
from datetime import date

from docproc_pipeline.extract.parse.concepts import concepts_of, word_concepts
from docproc_pipeline.extract.parse.confidence import CONFIDENCE
from docproc_pipeline.extract.parse.context import Context
from docproc_pipeline.extract.parse.dates import find_dates
from docproc_pipeline.extract.parse.hits import (
    Hit,
    in_label_row,
    right_segment,
    segment_below,
    strip_value,
)
from docproc_pipeline.extract.parse.labels import (
    find_labels,
)
from docproc_pipeline.extract.parse.lines import Line, Segment
from docproc_pipeline.extract.parse.numbers import CURRENCY_CODES
from docproc_pipeline.extract.parse.rules import Candidate, Rule, decide
from docproc_pipeline.extract.parse.table_header import is_item_table_header
from docproc_pipeline.extract.parse.vocab import (
    WEEKDAY,
    alternatives,
    slip_word_in,
    word_start_pattern,
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


# an identifier: letters and digits in groups joined by - / \ . _ (INV-2026-0042, UZH-ZI-5,
# 2026/117, F.000123, "GT\189" of an accounting program; a text layer's hyphen may be U+2010
# or U+2011), at least one digit
# (a till's sub-number after a slash and a dash: "203202/-1")
_ID_RE = re.compile(
    r"^(?=[^\d]*\d)[A-Za-z0-9]+(?:(?:/-|[-/\\._\u2010\u2011])[A-Za-z0-9]+)*[./_\u2010\u2011-]?$"
)


# the rest of a number printed after a space behind its dash ("014- 03")
_ID_PART = re.compile(r"(?=[A-Za-z]*\d)[A-Za-z0-9]+")


# a series code printed apart from the number ("FT 2026/41", "FV 14/03/2026")
_SERIES_CODE = re.compile(r"^[A-Z]{1,4}$")


# four or more single digits one space apart: a number printed (or OCR'd) letter-spaced
_LETTER_SPACED_DIGITS = re.compile(r"\d(?: \d){3,}(?!\S)")


# a value of three to five groups of digits one space apart, nothing else: one number (a
# single digit may open it before a long running number: "1 23 0075 0000756593", or before
# groups of three or four: a reference number "3 9637 5791 0434")
_DIGIT_GROUPS = re.compile(
    r"\d{2,4}(?: \d{2,5}){2,4}|\d(?: \d{2,4}){1,3} \d{6,12}|\d(?: \d{3,4}){2,4}"
)


# a short series code of capitals and digits before a running number ("C11 206136")
_TILL_SERIES = re.compile(r"[A-Z]{1,3}\d{1,3}")


# a year and a running number one space apart, nothing else ("2025 0894"): one number
_YEAR_AND_SEQUENCE = re.compile(r"(?:19|20)\d\d \d{3,6}")


def _spaced_date(tokens: list[str]) -> bool:
    """Whether three digit groups read as a day, a month and a year ("12 03 2026")."""
    if len(tokens) != 3:
        return False
    d, m, y = (int(t) for t in tokens)
    return 1 <= d <= 31 and 1 <= m <= 12 and len(tokens[2]) in (2, 4)


# an establishment's, an emission point's and the sequence's digits, set apart by dashes
# ("002 - 002 - 002456321", as Andean electronic invoices number them): kept as printed
_ESTABLISHMENT_POINT_SEQUENCE = re.compile(r"\d{3} - \d{3} - \d{6,9}")


# a point of sale's digits and the number it issued, set apart by a dash ("0003 - 00003435")
_POINT_OF_SALE = re.compile(r"\d{1,5}")
_SALE_NUMBER = re.compile(r"[-–] \d{4,}")


# the word "number" abbreviated before the value ("N", "No", "Nr"): no series code
_NUMBER_WORD = re.compile(alternatives("number_abbreviation"), re.IGNORECASE)


# a series' letters and their dash, the number after them ("RE-")
_PREFIX_DASH = re.compile(r"[A-Za-z]{1,5}[-\u2010\u2011]")


# a series' letters and a running number grouped in thousands by commas ("FN-3,820", as a
# Mexican CFDI prints its folio): kept as printed
_SERIES_AND_GROUPED = re.compile(r"[A-Za-z]{1,5}[-\u2010\u2011]\d{1,3}(?:,\d{3})+")


# a number masked but for a few digits ("XXXXXXXXXXXX0041", "****1234"): no identifier of ours
_MASKED = re.compile(r"[Xx*•]{4,}[-\s]?\d{2,4}$")


def id_value(text: str) -> str | None:
    """The identifier a value starts with ("INV-2026-0042", "FT 2026/41"), not a date; or None."""
    tokens = [re.sub(r"(?<=\w)~(?=\w)", "-", t.strip(",;")) for t in strip_value(text).split()]
    # (OCR reads a hyphen as a tilde)
    if not tokens:
        return None
    if len(tokens) > 1 and _NUMBER_WORD.fullmatch(tokens[0]):
        tokens = tokens[1:]  # "FATTURA N, 01/0/02/2022/...": the number's word, OCR's comma
    joined = " ".join(tokens)
    spaced = _LETTER_SPACED_DIGITS.match(joined)
    if spaced:
        return spaced.group().replace(" ", "")  # "1 0 5 9 2": a number printed letter-spaced
    grouped = (
        _DIGIT_GROUPS.fullmatch(joined)
        or _YEAR_AND_SEQUENCE.fullmatch(joined)
        or _ESTABLISHMENT_POINT_SEQUENCE.fullmatch(joined)
    )
    if grouped and not _spaced_date(tokens):
        return grouped.group()  # "726 752 5181": a number printed in groups, kept as printed
    first = tokens[0]
    if len(tokens) > 1 and _PREFIX_DASH.fullmatch(first) and re.fullmatch(r"\d{3,}", tokens[1]):
        return first + tokens[1]  # a series' letters and its number a gap apart: "RE- 2024021829"
    if _SERIES_AND_GROUPED.fullmatch(first):
        return first
    if _MASKED.match(first):
        return None  # a card's number masked but for its last digits: "XXXXXXXXXXXX0041"
    if any(d.start == 0 for d in find_dates(" ".join(tokens[:4]))):
        return None  # "16 août 2026" after "Commande du": the day of a date, not an id
    if _ID_RE.match(first) and len(first) <= 40 and not find_dates(first):
        if len(tokens) > 2 and tokens[1] == "/" and re.fullmatch(r"\d+", tokens[2]):
            return f"{first} / {tokens[2]}"  # a series and its number set apart: "A5 / 3127"
        if (
            _POINT_OF_SALE.fullmatch(first)
            and len(tokens) > 2
            and _SALE_NUMBER.fullmatch(" ".join(tokens[1:3]))
        ):
            return f"{first}-{tokens[2]}"  # a point of sale and its number: "0003 - 00003435"
        if _TILL_SERIES.fullmatch(first) and len(tokens) > 1 and re.fullmatch(r"\d{4,}", tokens[1]):
            return f"{first} {tokens[1]}"  # a till's series and its running number: "C11 206136"
        if first[-1] in "-\u2010\u2011" and len(tokens) > 1 and _ID_PART.fullmatch(tokens[1]):
            return f"{first} {tokens[1]}"  # a number going on after its dash: "014- 03"
        # a point closing the id ends its sentence or is a speck: "Invoice No.: SI009546."
        return first[:-1] if re.search(r"\d\.$", first) else first
    second = tokens[1] if len(tokens) > 1 else ""
    # "EUR 3 240,00" is an amount: a currency code is no series code
    series = _SERIES_CODE.match(first) and first not in CURRENCY_CODES
    if series and _ID_RE.match(second) and len(second) <= 30:
        return f"{first} {second}"
    return None


def _value_texts(h: Hit) -> tuple[str, str, str]:
    """Where a label's value may be, in order: in its segment, beside it, under it; but under
    it before beside it when both are read, which a hit does only for a card's label whose
    neighbour lies a column away (an item row's text beside the card: "BESTELL-NR  2025")."""
    if h.right and h.below:
        return h.inline, h.below, h.right
    return h.inline, h.right, h.below


def _labelled_number(ctx: Context, hits: list[Hit], f: InvoiceFields) -> Candidate | None:
    """An id after (or under) an invoice-number label; in a header row of cells whose next
    cell names another column ("Nºfactura  Serie Fecha Factura" over "AA2306  AA  12/05/2023"),
    the id under it."""
    values = {(o.line.index, o.right) for o in hits if o.field == "invoice_number" and o.right}
    # a label naming the document and its number first ("Invoice number" over a hotel's
    # "Folio"; a title alone names no number: "Rechnung" over the table's "1"); a card
    # terminal's slip printed in a receipt numbers the payment, not the receipt ("Beleg-Nr."
    # by "Trace-Nr."): its labels are none, those by a terminal's id alone (a till prints it
    # in its header too) last
    slip, terminal = _card_slip_lines(ctx), _card_slip_lines(ctx, terminal=True)
    for h in sorted(
        hits,
        key=lambda h: (h.line.index in terminal, _meaning_words(h) < _NUMBER_LABEL_CONCEPTS),
    ):
        if h.field == "invoice_number" and h.line.index in slip:
            continue
        if (
            h.field == "invoice_number"
            and (h.line.index, h.line.segments[h.segment].text) in values
        ):
            continue  # the value cell of the label left of it: a placeholder (">Rechnungsnummer<")
        if h.field == "invoice_number":
            value = next(filter(None, map(id_value, _value_texts(h))), None)
            if not value and not h.inline and not h.below and _heads_column(h.right):
                value = id_value(segment_below(ctx.lines, h.line.index, h.line.segments[h.segment]))
            if value:
                return value, CONFIDENCE.NUMBER_LABELLED, h
    return None


# the concepts of a label naming the document and its number ("Rechnungsnummer")
_NUMBER_LABEL_CONCEPTS = 2

# how many lines around a card terminal's slip word are the slip's
_CARD_SLIP_REACH = 2


def _card_slip_lines(ctx: Context, *, terminal: bool = False) -> set[int]:
    """The lines within `_CARD_SLIP_REACH` of a card terminal's slip word (with `terminal`, or
    a till's terminal id: `vocab.slip_word_in`) on the same page."""
    lines = ctx.lines
    slip: set[int] = set()
    for k, line in enumerate(lines):
        if slip_word_in(line.text, terminal):
            near = lines[max(0, k - _CARD_SLIP_REACH) : k + _CARD_SLIP_REACH + 1]
            slip.update(ln.index for ln in near if ln.page == line.page)
    return slip


def _meaning_words(h: Hit) -> int:
    """How many concepts a label's words name ("Rechnungsnummer": invoice and number;
    "Folio": none the concept table knows)."""
    return len(concepts_of(h.line.segments[h.segment].text[h.match.start : h.match.end]))


def _heads_column(text: str) -> bool:
    """Whether the cell beside a label is the next column's heading in a row of labels: a
    label of its own, or words without a figure ("N° de facture  Payé le" over "F-17  3.1.")
    where a value would hold one."""
    return bool(find_labels(text)) or (bool(text.strip()) and not re.search(r"\d", text))


def _number_after_title(ctx: Context, hits: list[Hit], f: InvoiceFields) -> Candidate | None:
    """ "Invoice F-2026-4453" or "RECHNUNG  Nr. RE-2026-03668": a title followed by an id."""
    for h in hits:
        if h.field != "_title":
            continue
        if h.line.segments[h.segment].text[h.match.end :].lstrip().startswith(":"):
            continue  # "Rachunek: PL56 1240 …": a title word followed by a colon labels a value
        same_line = [x for x in hits if x.line is h.line and x.field == "_generic_no"]
        candidates = [h.inline, h.right] + [x.inline or x.right for x in same_line]
        below_labels = find_labels(h.below)
        if in_label_row(h, hits) or (
            below_labels and below_labels[0].start == 0 and below_labels[0].field == "_generic_no"
        ):
            # a header row of labels ("Klant  Order  Factuur datum  Factuur") over
            # values, or "INVOICE" over "# 1042" / "RECHNUNG" over "Nr. 2026-0724-001"
            candidates.append(h.below)
            if below_labels and below_labels[0].field == "_generic_no":
                candidates.append(h.below[below_labels[0].end :])
        for c, source in zip(candidates, [h, h, *same_line, h, h], strict=False):
            value = id_value(c) or _number_shaped_as_date(hits, c)
            if value and _count_of_a_series(ctx, hits, f, value):
                return None
            if value:
                return value, CONFIDENCE.NUMBER_AFTER_TITLE, source
    return None


# a value shaped as a date: day, month and year one separator apart ("01/11/2020")
_DATE_SHAPED = re.compile(r"^\d{1,2}([./-])\d{1,2}\1\d{2,4}$")


def _date_separator(text: str) -> str | None:
    words = strip_value(text).split()
    shaped = _DATE_SHAPED.match(words[0]) if words else None
    return shaped.group(1) if shaped else None


def _number_shaped_as_date(hits: list[Hit], text: str) -> str | None:
    """A title's value shaped as a date ("Faktura VAT 01/11/2020": a sequence, the month and
    the year) on a document whose labelled issue date is printed with another separator ("Data
    wystawienia 08-11-2020"; a document prints its dates in one style): the invoice's number."""
    words = strip_value(text).split()
    own = _date_separator(text)
    if len(words) != 1 or own is None:
        return None
    dated = {
        sep
        for h in hits
        if h.field == "invoice_date"
        for value in (h.inline, h.right, h.below)
        if (sep := _date_separator(value)) is not None
    }
    return words[0] if dated and own not in dated else None


def _count_of_a_series(ctx: Context, hits: list[Hit], f: InvoiceFields, value: str) -> bool:
    """A title's number of one or two digits ("Factura certificación nº 2": the second bill of
    a series) where a "Number:" cell of the facts holds a longer id ("Número:  F2026/00692"):
    that cell's id is the invoice's."""
    if not (value.isdigit() and len(value) <= 2):
        return False
    other = _bare_number_label(ctx, hits, f)
    return other is not None and len(str(other[0])) > len(value)


def _logo_speck(seg: Segment) -> bool:
    """A segment of one or two signs and no Latin letter or digit: a logo OCR read as a glyph."""
    text = seg.text.strip()
    return len(text) <= 2 and not re.search(r"[A-Za-z0-9]", text)


def _id_under_lone_title(ctx: Context, hits: list[Hit], f: InvoiceFields) -> Candidate | None:
    """ "FACTURA" alone on its line over "INV/2024/00005" alone on the next: the id printed
    right under a title that stands by itself (a logo OCR read as a glyph aside) is the
    invoice's number."""
    for h in hits:
        others = [s for k, s in enumerate(h.line.segments) if k != h.segment]
        if h.field != "_title" or h.inline or not all(map(_logo_speck, others)):
            continue
        # the cell under the title in its column ("FACTURA" over "320108", not a name or street
        # right of it that the hit read as its value), else what the hit read under it
        seg = h.line.segments[h.segment]
        below = (segment_below(ctx.lines, h.line.index, seg, card=False) or h.below).strip()
        # the whole segment is the id ("INV/2024/00005", or "FT 2025A/6636" with its series)
        if id_value(below) == below and not find_labels(below):
            return below, CONFIDENCE.NUMBER_UNDER_LONE_TITLE, h
    return None


def _bare_number_label(ctx: Context, hits: list[Hit], f: InvoiceFields) -> Candidate | None:
    """ "Number: 123", "numero: 123", "No.: A-17" heading a segment of the first page above its
    legal footer, on an invoice whose number no invoice-number label or title gave: the
    document's own number."""
    first_page = ctx.lines[0].page if ctx.lines else 0
    for h in hits:
        if h.field != "_generic_no" or h.line.page != first_page or h.match.start != 0:
            continue
        if ctx.regions.in_legal_footer(h.line):
            continue  # "No.: 4346976" in the footer's bank column: an account, not the invoice
        seg_text = h.line.segments[h.segment].text
        colon = seg_text[h.match.end :].lstrip().startswith(":") or h.right.startswith(":")
        # "Nummer   INV-2026-1866": the label alone in its cell, the value in the next; or
        # over it ("Nummer" over "PS-1448" in a boxed facts grid, or a card column whose
        # label stands on a line of its own beside an item table's rows)
        bare = not h.inline and not seg_text[h.match.end :].strip()
        alone = bare and bool(h.right)
        above = bare and not h.right and bool(h.below)
        # or the id alone after it filling its cell ("Nº. 000.114.427" in a form's box)
        cell = bool(h.inline) and id_value(h.inline) == h.inline and not h.right
        if not (colon or alone or above or cell):
            continue
        # a card's label whose neighbour lies a column away (an item table's header beside
        # the card) has its value under it: `_value_texts` reads that before the neighbour
        value = next(filter(None, map(id_value, _value_texts(h))), None)
        if value:
            return value, CONFIDENCE.NUMBER_BARE_LABEL, h
    return None


# a word of an order label that makes the order the buyer's ("YOUR order", "CUSTOMER PO")
def _order_word(key: str) -> re.Pattern[str]:
    """The lexicons' words of `key` as whole words of an order label."""
    return re.compile(
        rf"(?<![^\W_])(?:{alternatives(key)})(?:(?<=[\W_])|(?![^\W_]))", re.IGNORECASE
    )


_BUYER_ORDER_WORD = _order_word("buyer_order_word")
# a word of an order label that makes the order the seller's own ("OUR order no.", "Unsere
# Auftragsnummer"): a sales-order number, never the buyer's purchase order
_SELLER_ORDER_WORD = _order_word("seller_order_word")


def _label_and_lead(h: Hit) -> str:
    """The label's text with the words before it in its segment, back to a colon ("Votre" of
    "Votre commande", where the label matched is "commande")."""
    text = h.line.segments[h.segment].text
    return text[: h.match.start].rsplit(":", 1)[-1] + text[h.match.start : h.match.end]


def _labelled_order(ctx: Context, hits: list[Hit], f: InvoiceFields) -> Candidate | None:
    """An id after (or under) a purchase-order label: sure when the label names the buyer's
    order, less so for a plain "Order No.", which may be the seller's own sales-order number
    (so a buyer's order label printed too wins: "Auftrags-Nr. S26870  Bestell-Nr. PO32113")."""
    plain: Candidate | None = None
    reference: Candidate | None = None
    for h in hits:
        if h.field == "purchase_order":
            value = _id_before_its_date(ctx, h, hits) or next(
                filter(None, map(id_value, _value_texts(h))), None
            )
            label = _label_and_lead(h)
            buyer = _BUYER_ORDER_WORD.search(label) is not None
            if not value or (not buyer and _SELLER_ORDER_WORD.search(label)):
                continue
            sure = CONFIDENCE.ORDER_LABELLED
            if _inside_table(ctx, h):
                # an item's own order under its row ("Bestell-Nr: B6100..., Lieferschein-Nr.
                # ..."): maybe the document's, maybe one of several
                sure = min(sure, CONFIDENCE.CLAIMED_BY_TABLE_MAX)
            if buyer and _names_reference(label):
                reference = reference or (value, sure, h)
            elif buyer:
                return value, sure, h
            elif plain is None:
                plain = value, CONFIDENCE.ORDER_LABELLED_PLAIN, h
    return plain or reference


def _id_before_its_date(ctx: Context, h: Hit, hits: list[Hit]) -> str | None:
    """The id of a label joined to a date's ("P.O.No/Date: 3200058026/12.01.2026"): the date
    label's value is the id, a slash, the date; the id is the part before."""
    if h.inline.strip() != "/":
        return None
    date_hit = next(
        (
            o
            for o in hits
            if o.line is h.line and o.segment == h.segment and o.match.start >= h.match.end
        ),
        None,
    )
    if date_hit is None or not date_hit.field.endswith("date"):
        return None
    text = (date_hit.inline or date_hit.right).strip(" :")
    head, slash, tail = text.partition("/")
    dates = find_dates(tail, ctx.slash_order)
    if not slash or not dates or dates[0].start != 0:
        return None
    return id_value(head)


def _inside_table(ctx: Context, h: Hit) -> bool:
    """Whether the hit's line lies between the item table's first and last lines."""
    return bool(ctx.table_lines) and min(ctx.table_lines) < h.line.index < max(ctx.table_lines)


def _names_reference(label: str) -> bool:
    """Whether an order label names the buyer's reference, not an order ("Uw ref.", "Wasz
    znak"): the buyer's order number printed too is the purchase order."""
    concepts = word_concepts(label)
    return "ref" in concepts and "order" not in concepts


def _order_column(ctx: Context, hits: list[Hit], f: InvoiceFields) -> Candidate | None:
    """ "Klant  Order  Factuur datum" over their values: a bare "Order" column of a label row."""
    for h in hits:
        if h.field == "_order" and not h.inline and in_label_row(h, hits):
            value = id_value(h.below)
            if value and value != f.invoice_number:
                return value, CONFIDENCE.ORDER_COLUMN, h
    return None


def _order_word_colon(ctx: Context, hits: list[Hit], f: InvoiceFields) -> Candidate | None:
    """ "Bestellung:  B-4711", "Order : 12345": a bare order word heading its line, with a colon."""
    for h in hits:
        if h.field != "_order" or h.segment != 0 or h.match.start != 0:
            continue
        seg_text = h.line.segments[0].text
        after = seg_text[h.match.end :]
        colon = after.lstrip().startswith(":") or (
            not after.strip() and h.right.lstrip().startswith(":")
        )
        value = id_value(h.inline or h.right) if colon else None
        if value and value != f.invoice_number:
            return value, CONFIDENCE.ORDER_WORD_COLON, h
    return None


# a number of the form "sequence/month/year" ("2/11/2023"), which reads as a date too
_SLASHED_NUMBER = re.compile(r"\d{1,6}/\d{1,2}/\d{4}")


def _slashed_number_under_label(
    ctx: Context, hits: list[Hit], f: InvoiceFields
) -> Candidate | None:
    """ "Numer faktury" over "2/11/2023": a number of the form sequence/month/year alone after
    or under an invoice-number label, on a document that prints none of its dates with
    slashes (so the value is no date of it); low confidence, since it reads as a date."""
    slashed = [ln.text for ln in ctx.lines if _SLASHED_NUMBER.search(ln.text)]
    for h in hits:
        if h.field != "invoice_number":
            continue
        value = next((t.strip() for t in _value_texts(h) if t.strip()), "")
        if not _SLASHED_NUMBER.fullmatch(value):
            continue
        if any(value not in text for text in slashed):
            return None  # another slash date is printed: the document writes its dates so
        return value, CONFIDENCE.NUMBER_LIKE_A_DATE, h
    return None


# "Reference" alone in its cell, its value beside or under it
_REFERENCE = re.compile(rf"^(?:{alternatives('document_reference')})\s*:?", re.IGNORECASE)


def _reference_in_facts(ctx: Context, hits: list[Hit], f: InvoiceFields) -> Candidate | None:
    """A bare "Reference" label on page one beside the invoice date's label (in its line or
    the next two), over or before an id: the document's own reference, when no number label
    named one ("REFERENCE  DATE" over "4241  18 Jul 2025")."""
    dated = {h.line.index for h in hits if h.field == "invoice_date"}
    for line in ctx.lines:
        if line.page != ctx.lines[0].page:
            break
        if not dated & set(range(line.index - 2, line.index + 3)):
            continue
        for k, seg in enumerate(line.segments):
            m = _REFERENCE.match(seg.text.strip())
            if m is None:
                continue
            rest = seg.text.strip()[m.end() :]
            right = line.segments[k + 1].text if k + 1 < len(line.segments) else ""
            below = segment_below(ctx.lines, line.index, seg)
            for text in (rest, right, below) if rest.strip() or right else (below,):
                value = id_value(text)
                if value and not find_dates(text):
                    return value, CONFIDENCE.NUMBER_REFERENCE, None
    return None


INVOICE_NUMBER_RULES: tuple[Rule, ...] = (
    _labelled_number,
    _number_after_title,
    _bare_number_label,
    _id_under_lone_title,
    _slashed_number_under_label,
    _reference_in_facts,
)
PURCHASE_ORDER_RULES: tuple[Rule, ...] = (_labelled_order, _order_column, _order_word_colon)


def number_and_order(ctx: Context, hits: list[Hit], f: InvoiceFields) -> None:
    """Invoice number and purchase order, each by the first of its rules that finds one (the
    order's rules see the number, which is never the order's); the label the number was read
    after is kept for the invoice date printed beside it."""
    hit = decide(ctx, hits, f, "invoice_number", INVOICE_NUMBER_RULES)
    if hit is not None:
        ctx.number_hits.append(hit)
    if f.invoice_number is not None:
        f.invoice_number = _wrapped_id(ctx, f.invoice_number)
    decide(ctx, hits, f, "purchase_order", PURCHASE_ORDER_RULES)


def _date_of(ctx: Context, text: str) -> date | None:
    found = find_dates(text, ctx.slash_order)
    return found[0].value if found else None


_MONTH_YEAR_RE = re.compile(r"^[^\W\d_]{3,}\.?\s+\d{4}$")


def _split_day_date(ctx: Context, h: Hit) -> date | None:
    """A date whose day OCR boxed apart, a few points off the line: "25." just above and left
    of "Januar 2026"."""
    if h.inline or not _MONTH_YEAR_RE.match(h.right):
        return None
    # the value's own segment (one read off the neighbouring line has none on the label's)
    value = right_segment(h)
    if value is None:
        return None
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


# "due ON 3 May", "fällig BIS 04.04.": the word before the date an amount is due
_DUE_ON_RE = re.compile("(?:" + alternatives("due_on") + r")\s+", re.IGNORECASE)


def _in_sentence(h: Hit) -> bool:
    """Whether a short label ("date") stands inside running text: words before it in its cell."""
    before = h.line.segments[h.segment].text[: h.match.start]
    return h.match.end - h.match.start <= 5 and bool(re.search(r"[^\W\d_]{2,}\s+$", before))


# a date printed as one run of digits, year first ("20260815"), as machine output writes it
_COMPACT_DATE = re.compile(r"((?:19|20)\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])")


def _compact_date(h: Hit) -> date | None:
    """ "Date : 20260815": a year-month-day run of digits first after the label (only there:
    elsewhere such a run is as likely a number)."""
    words = next((t.strip(" :").split() for t in _value_texts(h) if t.strip(" :")), [""])
    m = _COMPACT_DATE.fullmatch(words[0])
    if m is None:
        return None
    try:
        return date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    except ValueError:
        return None  # "20260231"


def _labelled_date(
    ctx: Context, hits: list[Hit], f: InvoiceFields, *, name: str
) -> Candidate | None:
    """A date after (or under) the field's label; surer after a long label than a short one. A
    short label inside running text ("... conclu en date du 30/03/2023") yields to any other."""
    own = [h for h in hits if h.field == name]
    for h in [h for h in own if not _in_sentence(h)] + [h for h in own if _in_sentence(h)]:
        value = (
            next(filter(None, (_date_of(ctx, t) for t in _value_texts(h))), None)
            or _split_day_date(ctx, h)
            or _date_under_offset_label(ctx, h)
            or _compact_date(h)
        )
        if value:
            long_label = h.match.end - h.match.start > 5
            return value, CONFIDENCE.DATE_LABELLED if long_label else CONFIDENCE.DATE_SHORT_LABEL, h
    return None


def _date_under_offset_label(ctx: Context, h: Hit) -> date | None:
    """The date under a label whose value beside it came off its line and is no date: another
    column's text beside a sidebar's label ("Data" beside an item row, over "28 marzo 2026")."""
    if h.inline or h.below or not h.right or any(s.text == h.right for s in h.line.segments):
        return None
    return _date_of(ctx, segment_below(ctx.lines, h.line.index, h.line.segments[h.segment]))


def _date_under_column(
    ctx: Context, hits: list[Hit], f: InvoiceFields, *, name: str
) -> Candidate | None:
    """A column header over its date ("Description  Due date  Part" over "... 30.11.2026")."""
    for h in hits:
        if h.field != name or h.match.start > 0 or h.match.end - h.match.start <= 5:
            continue
        if re.search(r"\d", h.inline + h.right):
            continue
        seg = h.line.segments[h.segment]
        below = segment_below(ctx.lines, h.line.index, seg).strip()
        found = find_dates(below, ctx.slash_order)
        if len(found) == 1 and found[0].start == 0 and found[0].end == len(below):
            return found[0].value, CONFIDENCE.DATE_UNDER_COLUMN, h
    return None


def _date_after_number_label(ctx: Context, hits: list[Hit], f: InvoiceFields) -> Candidate | None:
    """ "Facture n°562044387 du 02 Juillet 2015", "Rechnung # 4711 von 03.02.2026"."""
    number_hits = [h for h in ctx.number_hits if h in hits]
    for h in number_hits + [h for h in hits if h.field == "invoice_number"]:
        value = _date_after_number(ctx, h)
        if value:
            return value, CONFIDENCE.INVOICE_DATE_AFTER_NUMBER, h
    return None


def _due_in_terms_sentence(ctx: Context, hits: list[Hit], f: InvoiceFields) -> Candidate | None:
    """The date a payment sentence names ("Zahlbar innerhalb 30 Tagen netto bis 04.04.2026")."""
    value = _terms_due_date(ctx)
    return (value, CONFIDENCE.DUE_DATE_IN_TERMS_SENTENCE, None) if value is not None else None


def _due_as_terms(ctx: Context, hits: list[Hit], f: InvoiceFields) -> Candidate | None:
    """ "Zahlungsziel  21.05.14", "Conditions de règlement :  le 02/08/23", "Terms Due:
    8/30/2020": a payment-terms label whose whole value is a date, perhaps after the word it is
    due on."""
    for h in hits:
        if h.field != "payment_terms":
            continue
        value_text = (h.inline or h.right or h.below).strip(" .")
        if (lead := _DUE_ON_RE.match(value_text) or _DUE_WORD_LEAD.match(value_text)) is not None:
            value_text = value_text[lead.end() :]
        found = find_dates(value_text, ctx.slash_order)
        if len(found) == 1 and found[0].start == 0 and found[0].end == len(value_text):
            return found[0].value, CONFIDENCE.DUE_DATE_AS_TERMS, h
    return None


# the word "due" and a colon opening a terms label's value ("Terms Due: 8/30/2020")
_DUE_WORD_LEAD = re.compile(r"(?:" + alternatives("due_word") + r")\s*:\s*", re.IGNORECASE)


def _due_closing_terms(ctx: Context, hits: list[Hit], f: InvoiceFields) -> Candidate | None:
    """ "Termin: 14 dni upływa 2023-08-17": a payment-terms label's value closed by the word a
    day is due on and that day, the value's only date: the due date (not a term counted from a
    date: "30 days from 01/02/2026")."""
    for h in hits:
        if h.field != "payment_terms":
            continue
        value_text = (h.inline or h.right).strip(" .")
        found = find_dates(value_text, ctx.slash_order)
        if len(found) != 1 or found[0].end != len(value_text):
            continue
        if _DUE_ON_CLOSING.search(value_text[: found[0].start]) is not None:
            return found[0].value, CONFIDENCE.DUE_DATE_AS_TERMS, h
    return None


# the word a day is due on, right before the date closing a value ("... upływa 2023-08-17")
_DUE_ON_CLOSING = re.compile(r"(?<![^\W\d_])(?:" + alternatives("due_on") + r")\s+$", re.IGNORECASE)


def _due_of_amount_due(ctx: Context, hits: list[Hit], f: InvoiceFields) -> Candidate | None:
    """ "TOTAL AMOUNT DUE ON August 3, 2014  $4.11": the date the amount is due."""
    for h in hits:
        lead = _DUE_ON_RE.match(h.inline) if h.field == "amount_due" else None
        if lead is not None:
            found = find_dates(h.inline[lead.end() :], ctx.slash_order)
            if found and found[0].start == 0:
                return found[0].value, CONFIDENCE.DUE_DATE_OF_AMOUNT_DUE, h
    return None


# "Musterhausen, 24.07.2026", "Paris, le 3 mars 2026": a place, a comma, at most one short word;
# the place may end in its postcode ("Georgina HP0N 5AF, 26.03.2024"), or OCR kept only that
# postcode's last part ("4LL, 2025-02-04"), but it is no figure alone; a postcode of digits or
# mixed ("Bayview NSW 2034", "BC V1G9H7") may close a place that starts with letters
_PLACE_AND_DATE = re.compile(
    r"^(?=[^,:]*[^\W\d_]{2})(?:[^\W\d][^\d,:]{1,40}|[\w ]{2,40}[^\W\d_]"
    r"|[^\W\d_]{2}[^\d,:]{0,40}?\s[A-Z\d]*\d[A-Z\d]*)"
    r",\s*(?:[^\W\d]{1,4}\s+)?(?=\d)"
)


def _upper_page_one(ctx: Context) -> list[Line]:
    """Page one's lines in the upper half of its text (none for a text layer of rules or
    vertical text only)."""
    page1 = [ln for ln in ctx.lines if ln.page == ctx.lines[0].page] if ctx.lines else []
    if not page1:
        return []
    limit = page1[0].y0 + 0.5 * (max(ln.y1 for ln in page1) - page1[0].y0)
    return list(itertools.takewhile(lambda ln: ln.y0 <= limit, page1))


def _place_and_date(ctx: Context, hits: list[Hit], f: InvoiceFields) -> Candidate | None:
    """A letter's "Place, date" line in the upper half of page one, alone in its segment and
    without a label: the date the invoice was written."""
    for line in _upper_page_one(ctx):
        for seg in line.segments:
            text = seg.text.strip()
            head = _PLACE_AND_DATE.match(text)
            if head is None or find_labels(text):
                continue
            found = find_dates(text[head.end() :], ctx.slash_order)
            if len(found) == 1 and found[0].start == 0 and head.end() + found[0].end == len(text):
                return found[0].value, CONFIDENCE.INVOICE_DATE_PLACE_LINE, None
    return None


def _town_cell_and_date(ctx: Context, hits: list[Hit], f: InvoiceFields) -> Candidate | None:
    """A row of the invoice facts in the upper half of page one whose first cell is a town that
    page one prints after a postcode (the sender's), the date alone in the next cell: "Place,
    date" set as a grid row ("Reichenschwand  04.07.2023")."""
    text = "\n".join(ln.text for ln in ctx.lines if ln.page == ctx.lines[0].page)
    for line in _upper_page_one(ctx):
        for town, cell in zip(line.segments, line.segments[1:], strict=False):
            name = town.text.strip()
            if re.search(r"[\d:,]", name) or len(name.split()) > 3 or find_labels(name):
                continue
            if not re.search(r"\b\d{4,5}\s+" + re.escape(name) + r"\b", text):
                continue
            value = cell.text.strip()
            found = find_dates(value, ctx.slash_order)
            if len(found) == 1 and found[0].start == 0 and found[0].end == len(value):
                return found[0].value, CONFIDENCE.INVOICE_DATE_PLACE_LINE, None
    return None


def _date_under_number(ctx: Context, hits: list[Hit], f: InvoiceFields) -> Candidate | None:
    """A date alone on the line right under the invoice number's value, in its column and
    without a label ("Fattura n°  1" over "23/01/2018")."""
    for h in [h for h in ctx.number_hits if h in hits]:
        if h.inline or h.segment + 1 >= len(h.line.segments) or h.line.index + 1 >= len(ctx.lines):
            continue
        value = h.line.segments[h.segment + 1]
        nxt = ctx.lines[h.line.index + 1]
        if nxt.page != h.line.page or nxt.y0 - h.line.y1 > 1.5 * h.line.height:
            continue
        if len(nxt.segments) != 1 or nxt.segments[0].x1 < value.x0 or nxt.x0 > value.x1:
            continue
        text = nxt.segments[0].text.strip()
        found = find_dates(text, ctx.slash_order)
        if len(found) == 1 and found[0].start == 0 and found[0].end == len(text):
            return found[0].value, CONFIDENCE.INVOICE_DATE_UNDER_NUMBER, h
    return None


INVOICE_DATE_RULES: tuple[Rule, ...] = (
    functools.partial(_labelled_date, name="invoice_date"),
    functools.partial(_date_under_column, name="invoice_date"),
    _date_after_number_label,
    _date_under_number,
    _place_and_date,
    _town_cell_and_date,
)
DUE_DATE_RULES: tuple[Rule, ...] = (
    functools.partial(_labelled_date, name="due_date"),
    functools.partial(_date_under_column, name="due_date"),
    _due_in_terms_sentence,
    _due_as_terms,
    _due_closing_terms,
    _due_of_amount_due,
)


def invoice_and_due_dates(ctx: Context, hits: list[Hit], f: InvoiceFields) -> None:
    """Invoice date and due date, each by the first of its rules that finds one."""
    decide(ctx, hits, f, "invoice_date", INVOICE_DATE_RULES)
    decide(ctx, hits, f, "due_date", DUE_DATE_RULES)


# "Zahlbar innerhalb 30 Tagen netto bis 04.04.2026", "payable by 3 May 2026", "à régler avant le
# 05/06/2026": the date a payment sentence names (not a cash-discount date, see below)
_PAY_BY_RE = re.compile(
    r"(?:(?<![^\W\d_])(?:" + alternatives("pay_by") + r")"
    r"(?:\s+(?:" + alternatives("pay_by_filler") + r"))*"
    r"|(?<![^\W\d_])(?:" + alternatives("due_word") + r")"
    r"\s+(?:" + alternatives("due_on_word") + r")"
    r"(?:\s+(?:" + alternatives("due_on_article") + r"))?)\s*[:]?\s*$",
    re.IGNORECASE,
)
_PAY_WORD_RE = word_start_pattern("pay_word")
_CASH_DISCOUNT_RE = re.compile(alternatives("cash_discount"), re.IGNORECASE)


def _terms_due_date(ctx: Context) -> date | None:
    """The due date of a payment sentence ("Zahlbar innerhalb 30 Tagen netto bis 04.04.2026, 3%
    Skonto innerhalb 10 Tagen bis 15.03.2026"): the first date after "bis"/"by"/"until" in a
    clause about paying, leaving out a cash-discount clause. A sentence whose paying verb comes
    last ("Der Betrag ist bis zum 21.04.2026, ..., zu überweisen") makes each of its clauses one
    about paying."""
    for line in ctx.lines:
        for seg in line.segments:
            text = _with_line_above(ctx, line, seg)
            if not _PAY_WORD_RE.search(text):
                continue
            # a point before a figure ends an abbreviation ("versare Fr. 2'862.24 entro il ..."),
            # one after a day's number is its ordinal ("bis zum 18. Juni 2025"): not the sentence
            for sentence in re.split(r"(?<!\s\d)(?<!\s\d\d)\.\s(?!\s*\d)", text):
                # clauses end at a comma or semicolon that is not inside a figure
                clauses = re.split(r"[,;](?!\d)", sentence)
                verb_last = bool(_PAY_WORD_RE.search(clauses[-1])) and not any(
                    _PAY_WORD_RE.search(c) for c in clauses[:-1]
                )
                for clause in clauses:
                    if _CASH_DISCOUNT_RE.search(clause):
                        continue
                    if not verb_last and not _PAY_WORD_RE.search(clause):
                        continue
                    for found in find_dates(clause, ctx.slash_order):
                        if _PAY_BY_RE.search(clause[: found.start]):
                            return found.value
    return None


def _with_line_above(ctx: Context, line: Line, seg: Segment) -> str:
    """A paragraph's line with the line above it when the sentence runs on from there: that
    line one segment at the same left edge, right above, ending without a stop ("Bitte zahlen
    Sie den unten" over "... Rechnungsnummer (20240526-1) bis zum 26.06.2024")."""
    k = line.index
    above = ctx.lines[k - 1] if k > 0 else None
    if (
        above is None
        or above.page != line.page
        or len(above.segments) != 1
        or abs(above.segments[0].x0 - seg.x0) > 1.0
        or seg.y0 - above.y1 > line.height
        or re.search(r"[.!?:]\s*$", above.text)
    ):
        return seg.text
    return f"{above.text} {seg.text}"


# a word joining an invoice number to its date: "Nr. 4711 vom 03.02.2026", "No. 12 of 3 May 2026"
_DATE_JOIN_RE = re.compile(r"^(?:" + alternatives("date_join") + r")?[\s,:]*$", re.IGNORECASE)


def _date_in_next_cells(ctx: Context, h: Hit, rest: str) -> date | None:
    """The date after an invoice number whose id, joining word and date OCR set in cells of
    their own ("Fattura n. | 2025-88 | del | 26/08/2025"): the id, then a joining word only."""
    tail = " ".join([rest, *(s.text for s in h.line.segments[h.segment + 1 : h.segment + 4])])
    found = find_dates(tail, ctx.slash_order)
    if not found:
        return None
    words = tail[: found[0].start].split()
    if len(words) < 2 or not _DATE_JOIN_RE.match(" ".join(words[1:])):
        return None
    return found[0].value


def _date_after_number(ctx: Context, h: Hit) -> date | None:
    """The date printed right after an invoice number in its label's segment ("Nr. 4711 vom
    03.02.2026"), or, when the heading wraps after the number ("Nr. 4711 vom"), at the start of
    the next line."""
    rest = h.line.segments[h.segment].text[h.match.end :]
    found = find_dates(rest, ctx.slash_order)
    # the id, then at most a word or two ("du", "vom", "issued on") before the date; a date
    # to pay by is the due date ("... (20240526-1) bis zum 26.06.2024")
    if found:
        before = rest[: found[0].start]
        return (
            found[0].value if len(before.split()) <= 3 and not _PAY_BY_RE.search(before) else None
        )
    in_cells = _date_in_next_cells(ctx, h, rest)
    if in_cells is not None:
        return in_cells
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


# a time of day after a date in its cell ("2021-12-07 16:08", a till receipt's stamp), on a
# 12-hour clock with its AM/PM ("10/27/2026 02:58 PM")
_CLOCK = r"[0-2]?\d:[0-5]\d(?::[0-5]\d)?(?:\s?[AaPp]\.?[Mm]\.?)?"
# after a space (perhaps after a comma: "5/16/22, 9:14 PM"), or after a slash joining it to the
# date ("08.05.2017/10:38:17")
_TIME_OF_DAY = re.compile(r"(?:,?\s+|/)" + _CLOCK)


def _ends_cell(rest: str) -> bool:
    """Whether a date ends its cell: nothing after it but perhaps the time of day."""
    return not rest or _TIME_OF_DAY.fullmatch(rest) is not None


# a time of day standing in a cell of its own ("14:26:03" after a receipt's "01/15/17" cell)
_TIME_CELL = re.compile(r"\s*" + _CLOCK + r"\s*")


# the time after a till stamp's date, perhaps with the till's counters or codes after it
# ("06/02/16 13:45 1", "09.07.2021 10:39:09 V:KM/K:02", "08-02-2021 12:32 13012 000158104")
_STAMP_TIME = re.compile(
    r"(?:,?\s+|/)" + _CLOCK + r"(?:\s+(?:\d{1,4}|\d{5,12}|[A-Z][\w:/#.-]{0,11})){0,4}"
)


# before a till stamp's date at most one word of letters (the day's name), or the till's codes
# and counters ("*6718 BM83/008/804 27.09.25 10:44")
_DAY_WORD = re.compile(r"(?:[^\W\d_]+\s+)?|(?:[*#]?[A-Z]{0,4}\d[\w/.-]*\s+){1,3}")


# the time of day printed before a till's date in its cell, after a few words at most
# ("Opened at 18:28:22 4/19/2025")
_TIME_BEFORE = re.compile(r"(?:[^\W\d_]+\s+){0,3}" + _CLOCK + r"\s+")


def _stamped_dates(ctx: Context, claimed: dict[str, set[int]]) -> set[date]:
    """The dates of a till's stamp anywhere on the page: a date in a cell of its own (perhaps
    after the day's name) followed by the time of day, in its cell ("29.05.12 18:57") or in
    the next ("01/15/17 | 14:26:03"), or after it in its cell ("Opened at 18:28:22 4/19/2025")."""
    dates: set[date] = set()
    for line in ctx.lines:
        for k, seg in enumerate(line.segments):
            text = seg.text.strip()
            if _claimed_here(claimed, text, line) or find_labels(text):
                continue
            found = find_dates(text, ctx.slash_order)
            if (
                len(found) == 1
                and not text[found[0].end :].strip()
                and _TIME_BEFORE.fullmatch(text[: found[0].start])
            ):
                dates.add(found[0].value)  # "Opened at 18:28:22 4/19/2025"
                continue
            # a word may name the day before the date ("DIMANCHE 07-06-2020 22:42:54")
            if len(found) != 1 or not _DAY_WORD.fullmatch(text[: found[0].start]):
                continue
            rest = text[found[0].end :]
            nxt = line.segments[k + 1].text if k + 1 < len(line.segments) else ""
            if (rest and _STAMP_TIME.fullmatch(rest)) or (not rest and _TIME_CELL.fullmatch(nxt)):
                dates.add(found[0].value)
    return dates


# an id of one word, or of a series code in capitals and its number ("FT 2025A/6004")
_SERIES_AND_NUMBER = re.compile(r"[A-Z]{1,4} [A-Z\d]*\d[\w/-]*")


def _one_word_id(text: str) -> bool:
    """Whether `text` is an id of one word, or a series code and its number."""
    return " " not in text or bool(_SERIES_AND_NUMBER.fullmatch(text))


def unlabelled_header_values(ctx: Context, hits: list[Hit], f: InvoiceFields) -> None:
    """A scan whose light-grey labels were lost ("05/07/2024   R24/08021" in a box under the
    title): of the dates standing alone in their cells in the upper part of page one, the first
    is the invoice date when it is also the earliest, and the one date after it, if only one,
    the due date; under an invoice title that found no number, the one identifier standing
    alone there is its number (or, of several, the one printed twice: under the title and in
    its box). Low confidence: a person should look."""
    if f.invoice_date is not None and f.invoice_number is not None:
        return
    dates, ids = _unlabelled_cells(ctx, hits)
    if f.invoice_date is None and not dates:
        stamped = _stamped_dates(ctx, _claimed_values(hits))
        dates = list(stamped) if len(stamped) == 1 else []
    if f.invoice_date is None and dates and dates[0] == min(dates):
        f.invoice_date = dates[0]
        ctx.confidence["invoice_date"] = CONFIDENCE.DATE_UNLABELLED
        later = {d for d in dates if d > dates[0]}
        if f.due_date is None and len(later) == 1:
            f.due_date = later.pop()
            ctx.confidence["due_date"] = CONFIDENCE.DATE_UNLABELLED
    titled = any(h.field in ("_title", "invoice_number") for h in hits)
    if f.invoice_number is None and titled:
        twice = {i for i in ids if ids.count(i) >= 2 and _printed_twice_id(i)}
        marked = {i for i in ids if re.search(r"[/-]", i)}
        number = twice if len(twice) == 1 else marked
        if len(number) == 1:
            f.invoice_number = number.pop()
            ctx.confidence["invoice_number"] = CONFIDENCE.NUMBER_UNLABELLED


def _printed_twice_id(value: str) -> bool:
    """Whether a value printed twice may be the invoice's number: a digit in it, and four
    characters or more, six when it is digits alone (a town's postcode, a count)."""
    return bool(re.search(r"\d", value)) and len(value) >= (6 if value.isdigit() else 4)


def _claimed_values(hits: list[Hit]) -> dict[str, set[int]]:
    """What labels read is theirs (a label with a value in its own cell owns no other: "nr:12
    | 2021-12-07 16:08"); a title names no field, so what stands under it is not. By value,
    with the lines of the labels that read it."""
    claimed: dict[str, set[int]] = {}
    for h in hits:
        if h.field != "_title" and (h.inline + h.right + h.below).strip():
            text = next(t.strip() for t in (h.inline, h.right, h.below) if t.strip())
            claimed.setdefault(text, set()).add(h.line.index)
    return claimed


# a label's value stands on its line or at most this many lines under it
_VALUE_LINES_BELOW = 2


def _claimed_here(claimed: dict[str, set[int]], text: str, line: Line) -> bool:
    """Whether `text` on `line` is the value of a label read on it, just above it, or on the
    line under it (a value a little higher than its label): the same date elsewhere (an invoice
    due the day it is issued) is no label's."""
    return any(-1 <= line.index - k <= _VALUE_LINES_BELOW for k in claimed.get(text, ()))


def _unlabelled_cells(ctx: Context, hits: list[Hit]) -> tuple[list[date], list[str]]:
    """The dates and the one-word ids standing alone in their cells, no label's value (a bare
    "Nr" owns none), in the window band of page one above the item table, or beside it in a
    column of cards left of the table, in reading order."""
    claimed = _claimed_values([h for h in hits if h.field != "_generic_no"])
    page1 = [ln for ln in ctx.lines if ln.page == ctx.lines[0].page]
    dates: list[date] = []
    ids: list[str] = []
    table_x0: float | None = None  # where the item table starts, once its header is passed
    for line in page1:
        if not ctx.regions.in_window(line):
            break
        if is_item_table_header(line):
            # the table's left edge; a header opening at the page's margin leaves no column
            table_x0 = line.x0 if table_x0 is None else table_x0
            continue
        if line.index in ctx.table_lines and table_x0 is None:
            continue  # a headerless item's row (a till's "ChlebPszen-zyt550g  1 ×1,99 1,99C")
        for seg in line.segments:
            if table_x0 is not None and seg.x1 >= table_x0:
                continue
            text = seg.text.strip()
            if _claimed_here(claimed, text, line) or find_labels(text):
                continue
            found = find_dates(text, ctx.slash_order)
            if (
                len(found) == 1
                and (found[0].start == 0 or WEEKDAY.fullmatch(text[: found[0].start]))
                and _ends_cell(text[found[0].end :])
            ):
                dates.append(found[0].value)
            elif _one_word_id(text) and id_value(text) == text and not _FIGURE.fullmatch(text):
                ids.append(_wrapped_id(ctx, text))
    return dates, ids


# a figure with its thousands grouped ("2.192", "24.823,00"): a quantity or an amount, no id
_FIGURE = re.compile(r"-?\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{1,2})?")


def _wrapped_id(ctx: Context, value: str) -> str:
    """An id its narrow cell broke after a hyphen or slash ("EU-2025-" over "00142"): joined
    with the one word of digits and letters under it in the column of the cell it ends."""
    if not value.endswith(("-", "/")):
        return value
    for line in ctx.lines:
        for seg in line.segments:
            if seg.text.rstrip().endswith(value):
                below = segment_below(ctx.lines, line.index, seg).strip()
                return value + below if re.fullmatch(r"[A-Z0-9]+", below) else value
    return value
