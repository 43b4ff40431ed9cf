"""Layout-aware invoice field parser: `Page`s of positioned words in, `InvoiceFields` out.

The parser knows labels (from the lexicon files, see `labels.py`), number and date formats, and
page geometry (lines, segments, columns, blocks); it knows nothing about any particular vendor
or template. Each field carries a confidence from how it was found, taken from the one table in
`confidence.py`, so a reviewer knows what to look at.

`parse_invoice` reads the document once (`_read_document`: words -> lines of segments -> glyphs
a font or OCR misread put back -> the pages' regions classified once -> label hits; `lines.py`,
`glyphs.py`, `regions.py` and `hits.py`), then runs `PASSES` in order. Each pass decides the fields
it names, from the evidence it names, and writes nothing else; data flows one way (no module of
this package imports this one). A field decided by a tuple of rules (`rules.py`: each rule a
small function returning a candidate with the confidence of its evidence, the first candidate
wins) is decided by that tuple only (`decide_meta_in_table` runs the same tuples over other
hits). Where each field is decided:

| pass                     | fields                                 | rules, in order of evidence    |
|--------------------------|----------------------------------------|--------------------------------|
| read_item_table          | line_items                             | `table.py` (+ `table_rows.py`) |
|                          |                                        | then `item_groups.py`          |
| decide_number_and_order  | invoice_number, purchase_order         | `meta.INVOICE_NUMBER_RULES`,   |
|                          |                                        | `meta.PURCHASE_ORDER_RULES`    |
| decide_dates             | invoice_date, due_date                 | `meta.INVOICE_DATE_RULES`,     |
|                          |                                        | `meta.DUE_DATE_RULES`          |
| decide_meta_in_table     | the four above, when still missing     | the same rules, on lines the   |
|                          |                                        | item table claimed (capped)    |
| decide_unlabelled_meta   | invoice_date, invoice_number, due_date | `meta.unlabelled_header_values`|
|                          | when still missing (labels lost on a   |                                |
|                          | scan)                                  |                                |
| decide_currency          | currency                               | `currency.CURRENCY_RULES`      |
| decide_money             | subtotal, discount, shipping, tax_*,   | `money.py`, `taxtable.py`      |
|                          | total, amount_due                      |                                |
| decide_zero_rate         | tax_rate, tax_amount, tax_breakdown    | `taxtable.zero_rate_of_reverse_|
|                          | (rate 0 under a reverse-charge note)   | charge`                        |
| decide_bank_and_tax_ids  | supplier_iban, vendor/customer_tax_id  | `accounts.SUPPLIER_IBAN_RULES`,|
|                          |                                        | `accounts.tax_ids`             |
| decide_payment_terms     | payment_terms                          | `terms.PAYMENT_TERMS_RULES`    |
| decide_parties           | vendor/customer name and address       | `parties.py`, `vendor.py`,     |
|                          |                                        | `customer.py`                  |
| assign_tax_ids_to_parties| vendor/customer_tax_id (whose block,   | `accounts.tax_ids_by_party`,   |
|                          | which country; unlabelled valid ids)   | `accounts.tax_ids_by_country`, |
|                          |                                        | `accounts.unlabelled_tax_ids`  |
| decide_local_dollar      | currency (a bare "$" of the vendor's   | `currency.local_dollar`        |
|                          | country: AUD, CAD, MXN)                |                                |
| repair_ocr_item_figures  | line_items (a digit OCR misread, an    | `resolve.repair_ocr_items`,    |
|                          | unread amount)                         | `resolve.fill_unread_amount`   |
| complete_tax_bases       | tax_breakdown bases of two rates       | `resolve.derive_tax_bases`     |
|                          | printed without them                   |                                |
| resolve_confidences      | every confidence, and `overall`        | `resolve.py`, `confidence.py`  |

`document_type` is not read by this parser (it stays None).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from docproc_pipeline.extract.layout import Page
from docproc_pipeline.extract.parse.accounts import (
    bank_and_tax_ids,
    tax_ids,
    tax_ids_by_country,
    tax_ids_by_party,
    unlabelled_tax_ids,
)
from docproc_pipeline.extract.parse.boxes import locate_fields
from docproc_pipeline.extract.parse.confidence import CONFIDENCE
from docproc_pipeline.extract.parse.context import Context
from docproc_pipeline.extract.parse.currency import (
    home_currency,
    local_dollar,
    local_symbol,
    read_currency,
)
from docproc_pipeline.extract.parse.customer import party_over_tax_id
from docproc_pipeline.extract.parse.dates import detect_slash_order
from docproc_pipeline.extract.parse.glyphs import (
    apostrophes_read_as_asterisks,
    business_term_codes,
    dates_glued_to_labels,
    decimal_colons_after_currency,
    decimals_split_after_mark,
    euro_glyphs_extracted_as_e,
    euro_signs_read_as_e,
    framing_asterisks,
    id_dots_read_as_commas,
    label_phrases_glued,
    label_words_glued,
    labels_glued_to_values,
    letter_spaced_words,
    ocr_glued_separators,
    percent_signs_before_figures,
    percent_signs_read_as_ampersands,
    percent_signs_set_apart,
    street_numbers_set_apart,
    unmapped_signs_after_amounts,
    whole_figures_given_cents,
)
from docproc_pipeline.extract.parse.hits import Hit, collect_hits, hits_by_line
from docproc_pipeline.extract.parse.identifiers import printed_id_countries
from docproc_pipeline.extract.parse.item_formulas import formula_items, without_formulas
from docproc_pipeline.extract.parse.item_groups import without_group_sums
from docproc_pipeline.extract.parse.labels import join_split_label_words
from docproc_pipeline.extract.parse.lines import document_lines
from docproc_pipeline.extract.parse.meta import (
    id_value,
    invoice_and_due_dates,
    meta_on_table_lines,
    number_and_order,
    unlabelled_header_values,
)
from docproc_pipeline.extract.parse.money import money_fields, without_card_slip_sums
from docproc_pipeline.extract.parse.numbers import (
    detect_decimal_separator,
    float_money,
    whole_money_separator,
)
from docproc_pipeline.extract.parse.parties import find_parties
from docproc_pipeline.extract.parse.party_text import (
    ADDRESS_DASHES,
    SEPARATORS,
    TRAILING_SEPARATOR,
    has_legal_form,
    hyphen_parted,
    similar,
    without_details_after_town,
)
from docproc_pipeline.extract.parse.regions import Regions
from docproc_pipeline.extract.parse.resolve import (
    derive_tax_bases,
    fill_unread_amount,
    overall,
    repair_ocr_items,
    score_arithmetic,
    score_checksums,
    score_date_order,
)
from docproc_pipeline.extract.parse.spelling import ocr_misspellings
from docproc_pipeline.extract.parse.table import (
    parse_line_items,
    without_category_letters,
    without_closing_category_letters,
    without_date_column,
    without_leading_codes,
)
from docproc_pipeline.extract.parse.taxtable import zero_rate_of_reverse_charge
from docproc_pipeline.extract.parse.terms import read_payment_terms
from docproc_pipeline.extract.parse.vendor import nameless_letterhead_address
from docproc_pipeline.extract.parse.vocab import SPLIT_PAYMENT
from docproc_pipeline.invoice import FieldBox, InvoiceFields

# a row described by a rate alone ("10 %  6.930,98  693,10") belongs to a tax table below
_RATE_ONLY = re.compile(r"\d{1,2}(?:[.,]\d{1,3})?\s?%")
# a dash left at a description's end by the figures after it ("Fotoreportage – 1 dagen à ..."),
# a typewriter's dashes run on to the amount ("PREPARE REPORTS-----  92.00": a leader), or a
# currency sign whose price followed it ("Schouder  € 45,00": the sign, not an amount's unit in
# the name, when a word comes before it)
_TRAILING_MARK = re.compile(r"\s+[–—-]$|(?<=\w)-{3,}$|(?<=[^\W\d_])\s+[€$£¥₹]$")


def parse_invoice(pages: list[Page]) -> tuple[InvoiceFields, dict[str, float], list[str]]:
    """Read the invoice fields from positioned words.

    Returns the fields, a confidence in [0, 1] per field name (plus `line_items`,
    `tax_breakdown` and `overall`), and warnings for a person.
    """
    ctx = _run_passes(pages)
    return ctx.fields, _in_field_order(ctx.confidence), ctx.warnings


def parse_invoice_with_boxes(
    pages: list[Page],
) -> tuple[InvoiceFields, dict[str, float], list[str], dict[str, FieldBox]]:
    """`parse_invoice`, plus where each decided scalar value is printed (`boxes.py`: found
    after the passes, which it does not change)."""
    ctx = _run_passes(pages)
    boxes = locate_fields(ctx, pages)
    return ctx.fields, _in_field_order(ctx.confidence), ctx.warnings, boxes


_BARE_DOLLAR = re.compile(r"(?<![^\W\d_])\$|\bUSD\b|\bUS\$")


def _run_passes(pages: list[Page]) -> Context:
    ctx = _read_document(pages)
    later = _next_invoice_page(ctx)
    if later is not None:
        # the pages from there on are another invoice (a second seller's, an attachment's)
        ctx = _read_document([p for p in pages if p.number < later])
    for run in PASSES:
        run(ctx)
    return ctx


def _read_document(pages: list[Page]) -> Context:
    """Words -> lines of segments (label words a text layer split put together), the document's
    decimal separator and order of slash dates, the pages' regions, and every label hit."""
    lines = document_lines(_without_copies(pages))
    letter_spaced_words(lines)
    business_term_codes(lines)
    for line in lines:
        for seg in line.segments:
            seg.text = join_split_label_words(seg.text)
    ocr_glued_separators(lines)
    labels_glued_to_values(lines)
    dates_glued_to_labels(lines)
    label_words_glued(lines)
    label_phrases_glued(lines)
    id_dots_read_as_commas(lines)
    percent_signs_read_as_ampersands(lines)
    percent_signs_before_figures(lines)
    percent_signs_set_apart(lines)
    street_numbers_set_apart(lines)
    framing_asterisks(lines)
    ocr_misspellings(lines)
    euro_signs_read_as_e(lines)
    euro_glyphs_extracted_as_e(lines)
    unmapped_signs_after_amounts(lines)
    apostrophes_read_as_asterisks(lines)
    texts = [ln.text for ln in lines]
    decimal_sep = detect_decimal_separator(texts)
    thousands = whole_money_separator(texts)
    if thousands in (".", ","):
        decimal_sep = "," if thousands == "." else "."
    decimal_colons_after_currency(lines, decimal_sep)
    decimals_split_after_mark(lines, decimal_sep)
    if thousands == " ":
        whole_figures_given_cents(lines, decimal_sep)
    joined = "\n".join(texts)
    # a bare dollar sign (not R$, A$) or USD hints at US dates (month first), unless a tax id
    # of another country and none of the US is printed (an Australian, Canadian or Mexican "$")
    # or the figures have decimal commas (an Argentine or Chilean "$": never American)
    countries = printed_id_countries(texts)
    us_hint = (
        bool(_BARE_DOLLAR.search(joined))
        and ("US" in countries or not countries)
        and decimal_sep == "."
    )
    regions = Regions.of(lines, {p.number: p.height for p in pages})
    ctx = Context(lines, decimal_sep, detect_slash_order(texts, us_hint=us_hint), regions)
    ctx.whole_money = thousands is not None
    ctx.float_money = thousands is None and decimal_sep == "." and float_money(texts)
    ctx.hits = collect_hits(lines)
    return ctx


def _next_invoice_page(ctx: Context) -> int | None:
    """The first later page of a text-layer document whose invoice-number label, in the upper
    half of the page, gives another number than the first page's: another invoice bound into
    the same file, or an attachment's (a copy or a continuation page repeats the number)."""
    numbers: dict[int, str] = {}
    for h in ctx.hits:
        if h.field != "invoice_number" or h.match.start != 0 or h.line.ocr:
            continue
        if h.line.page in numbers or not ctx.regions.in_upper_half(h.line):
            continue
        value = id_value(h.inline or h.right)
        if value and re.search(r"\d", value):
            numbers[h.line.page] = re.sub(r"[\W_]", "", value).upper()
    pages = sorted(numbers)
    if not pages or pages[0] != ctx.lines[0].page:
        return None
    first = numbers[pages[0]]
    return next((p for p in pages[1:] if numbers[p] != first), None)


def _without_copies(pages: list[Page]) -> list[Page]:
    """The pages without those whose text layer repeats an earlier page word for word from its
    top (all of it, or all but the closing lines): the copy of an invoice printed after its
    original, whose items and totals are not the invoice's a second time. OCR'd pages never
    read twice the same, and are kept."""
    earlier: list[tuple[str, ...]] = []
    out: list[Page] = []
    for page in pages:
        words = tuple(w.text for w in page.words)
        if (
            page.source == "text"
            and words
            and any(e[: len(words)] == words or _marked_copy(e, words) for e in earlier)
        ):
            continue
        earlier.append(words)
        out.append(page)
    return out


# a page this long that repeats an earlier one but for this many words is a copy of it
COPY_MIN_WORDS = 30
COPY_MARK_WORDS = 2


def _marked_copy(first: tuple[str, ...], page: tuple[str, ...]) -> bool:
    """Whether `page` repeats `first` word for word but for its copy mark: the same number of
    words, at most `COPY_MARK_WORDS` of them different ("ORIGINAL" on the first page,
    "DUPLICADO", "TRIPLICADO" on the copies an e-invoice prints after it)."""
    if len(page) != len(first) or len(page) < COPY_MIN_WORDS:
        return False
    return sum(a != b for a, b in zip(first, page, strict=True)) <= COPY_MARK_WORDS


def read_item_table(ctx: Context) -> None:
    """line_items: the item table's priced rows, or a bill's formula rows (`item_formulas`);
    the lines they claim are left out of the label hits the next passes read (`ctx.text_hits`)."""
    items, ctx.table_lines = parse_line_items(
        ctx.lines, ctx.decimal_sep, ctx.row_notes, float_money=ctx.float_money
    )
    formulas, formula_lines = formula_items(ctx.lines, ctx.decimal_sep)
    if formulas and ctx.table_lines <= formula_lines:
        # the rows read are the bill's formula rows (or none were): read as formulas, their
        # names and periods the descriptions
        items, ctx.table_lines = formulas, formula_lines
    without_formulas(items, ctx.decimal_sep)
    ctx.fields.line_items = without_group_sums(
        [i for i in items if not _RATE_ONLY.fullmatch((i.description or "").strip())]
    )
    for item in ctx.fields.line_items:
        if item.description:
            item.description = _TRAILING_MARK.sub("", item.description)
    without_date_column(ctx.fields.line_items)
    without_leading_codes(ctx.fields.line_items)
    without_category_letters(ctx.fields.line_items, ctx.lines)
    without_closing_category_letters(ctx.fields.line_items, ctx.lines)
    ctx.text_hits = [
        h for h in ctx.hits if h.line.index not in ctx.table_lines or _payable_line(ctx, h)
    ]


def _payable_line(ctx: Context, h: Hit) -> bool:
    """Whether a hit on a line the item table claimed is the amount payable printed with its
    label ("Montant total à payer : 1000€" closing the table): a fact, not an item."""
    return (
        h.field == "amount_due"
        and h.match.start == 0
        and h.segment == 0
        and len(ctx.find_money(h.inline)) == 1
    )


def decide_number_and_order(ctx: Context) -> None:
    """invoice_number, purchase_order: an id after a number or order label, after a title, or
    after a bare "No." / "Order" word (`meta.INVOICE_NUMBER_RULES`, `PURCHASE_ORDER_RULES`)."""
    number_and_order(ctx, ctx.text_hits, ctx.fields)


def decide_dates(ctx: Context) -> None:
    """invoice_date, due_date: a date after or under its label, after the invoice number, in a
    payment sentence or after "due on" (`meta.INVOICE_DATE_RULES`, `meta.DUE_DATE_RULES`)."""
    invoice_and_due_dates(ctx, ctx.text_hits, ctx.fields)


def decide_meta_in_table(ctx: Context) -> None:
    """invoice_number, purchase_order, invoice_date, due_date still missing: the same rules on
    labelled pairs of lines the item table claimed, at most `CLAIMED_BY_TABLE_MAX` sure."""
    meta_on_table_lines(ctx, ctx.table_lines, ctx.fields)


def decide_unlabelled_meta(ctx: Context) -> None:
    """invoice_date, invoice_number (and due_date) still missing on a scan that lost its
    light-grey labels: the first and earliest date (and the one after it), and under a title
    the one id (or the one printed twice), standing alone in cells at the top of page one."""
    unlabelled_header_values(ctx, ctx.text_hits, ctx.fields)


def decide_currency(ctx: Context) -> None:
    """currency: named by a currency label, else the currency the amounts carry."""
    read_currency(ctx, ctx.text_hits, ctx.fields)


def decide_money(ctx: Context) -> None:
    """subtotal, discount, shipping, tax_amount, tax_rate, tax_breakdown, total, amount_due: the
    amounts after their labels and tax tables, completed by the invoice's arithmetic. A "Total"
    row inside the item table can only split a total into net and tax. A split-payment bill's
    sums are never sure."""
    table_totals = [h for h in ctx.hits if h.line.index in ctx.table_lines and h.field == "total"]
    money_fields(ctx, without_card_slip_sums(ctx, ctx.text_hits), ctx.fields, table_totals)
    if any(SPLIT_PAYMENT.search(line.text) for line in ctx.lines):
        # a split-payment bill prints its net payable, its VAT and taxes beside other sums:
        # whichever reading adds up, it is no sure one
        for name in ("subtotal", "tax_amount", "tax_rate", "total", "amount_due"):
            if name in ctx.confidence:
                ctx.confidence[name] = min(ctx.confidence[name], CONFIDENCE.SPLIT_PAYMENT_MAX)


def decide_bank_and_tax_ids(ctx: Context) -> None:
    """supplier_iban, vendor_tax_id, customer_tax_id: a checksum-valid IBAN, ids after tax-id
    labels; without the vendor's id, also the labelled ids in a header block the item table
    claimed ("VAT ID: GB123456789" above its header)."""
    f = ctx.fields
    bank_and_tax_ids(ctx, ctx.text_hits, f)
    if f.vendor_tax_id is not None:
        return
    claimed = _claimed_tax_id_hits(ctx)
    if claimed:
        ctx.tax_ids.clear()
        bank_and_tax_ids(ctx, sorted(ctx.text_hits + claimed, key=lambda h: h.line.index), f)


def decide_payment_terms(ctx: Context) -> None:
    """payment_terms: the text after a payment-terms label, else a payment phrase."""
    read_payment_terms(ctx, ctx.text_hits, ctx.fields)


def decide_parties(ctx: Context) -> None:
    """vendor_name, vendor_address, customer_name, customer_address: party sections, labels,
    the window envelope, letterhead and legal footer (`parties.py`)."""
    parties = find_parties(ctx.lines, hits_by_line(ctx.text_hits), ctx.regions)
    for name in ("vendor_name", "vendor_address", "customer_name", "customer_address"):
        value, c = parties.get(name, (None, CONFIDENCE.NOT_FOUND))
        if value and name.endswith("_address"):
            # "Street 5 | 1234 AB Town", "Street 5 · Town": one line's parts are address lines
            # "Marconia – Matera – IT": a line's parts set apart by spaced dashes too
            value = hyphen_parted(SEPARATORS.sub(", ", ADDRESS_DASHES.sub(", ", value)))
            value = without_details_after_town(value)
        elif value:
            value = TRAILING_SEPARATOR.sub("", value)
        setattr(ctx.fields, name, value)
        ctx.confidence[name] = c if value else CONFIDENCE.UNKNOWN
    _customer_over_its_tax_id(ctx)
    _vendor_address_of_nameless_letterhead(ctx)
    _legal_name_opening_the_address(ctx)


def _legal_name_opening_the_address(ctx: Context) -> None:
    """A vendor address opening with a company's name in its legal form ("Curated Shopping
    GmbH, Blücherstr. 22, 10961 Berlin") under a vendor named by a brand or logo without one
    ("MODOMOTO"): that legal name is the vendor's, the rest its address."""
    f = ctx.fields
    parts = (f.vendor_address or "").split(", ")
    head = parts[0]
    if len(parts) < 2 or not has_legal_form(head) or re.search(r"\d", head):
        return
    if f.vendor_name is not None and (
        has_legal_form(f.vendor_name) or similar(head, f.vendor_name)
    ):
        return
    f.vendor_name, f.vendor_address = head, ", ".join(parts[1:])
    ctx.confidence["vendor_name"] = CONFIDENCE.VENDOR_ADDRESS


def _vendor_address_of_nameless_letterhead(ctx: Context) -> None:
    """No rule found the vendor: the street and town its letterhead prints with no name over
    them, its name a logo's picture (`vendor.nameless_letterhead_address`)."""
    f = ctx.fields
    if f.vendor_name is not None or f.vendor_address is not None:
        return
    address = nameless_letterhead_address(ctx.lines, ctx.regions)
    if address is not None and address != f.customer_address:
        f.vendor_address = address
        ctx.confidence["vendor_address"] = CONFIDENCE.VENDOR_ADDRESS_NAMELESS


def _customer_over_its_tax_id(ctx: Context) -> None:
    """No rule named the customer, but its tax id was read after a tax label (or is the
    second of two ids, `_second_id_under_a_name`): the block printed right over the id
    (`customer.party_over_tax_id`)."""
    f = ctx.fields
    if f.customer_name is not None:
        return
    if f.customer_tax_id is None:
        party = _second_id_under_a_name(ctx)
    else:
        at = next((h.line.index for v, h in ctx.tax_ids if v == f.customer_tax_id), None)
        party = party_over_tax_id(ctx.lines, at, f.vendor_name) if at is not None else None
    if party is None:
        return
    f.customer_name = party[0]
    ctx.confidence["customer_name"] = CONFIDENCE.CUSTOMER_NAME_OVER_TAX_ID
    if party[1] and f.customer_address is None:
        f.customer_address = party[1]
        ctx.confidence["customer_address"] = CONFIDENCE.CUSTOMER_ADDRESS_OVER_TAX_ID


def _second_id_under_a_name(ctx: Context) -> tuple[str, str | None] | None:
    """Two ids after alike labels ("NIP:" twice on a till's invoice), the vendor's first: the
    other, printed later in the upper half of page one right under a name (its block), is the
    customer's; the block's name and address, or None."""
    f = ctx.fields
    values = {v for v, _ in ctx.tax_ids}
    if f.vendor_tax_id is None or len(values) != 2:
        return None
    first = next(h.line for v, h in ctx.tax_ids if v == f.vendor_tax_id)
    for v, h in ctx.tax_ids:
        if (
            v == f.vendor_tax_id
            or not h.line.page == first.page == ctx.lines[0].page
            or h.line.index <= first.index
            or not ctx.regions.in_upper_half(h.line)
        ):
            continue
        party = party_over_tax_id(ctx.lines, h.line.index, f.vendor_name)
        if party is not None:
            f.customer_tax_id = v
            ctx.confidence["customer_tax_id"] = CONFIDENCE.CUSTOMER_TAX_ID_BY_POSITION
            return party
    return None


def _claimed_tax_id_hits(ctx: Context) -> list[Hit]:
    return [
        h
        for h in ctx.hits
        if h.line.index in ctx.table_lines and h.field in ("vendor_tax_id", "customer_tax_id")
    ]


def assign_tax_ids_to_parties(ctx: Context) -> None:
    """vendor_tax_id, customer_tax_id reassigned when each sits under its party's name, or when
    the two are of two countries and the customer's address names one of them. When the one id
    read outside the item table turned out the customer's, the vendor's is a labelled one on a
    line the table claimed (a sidebar's "No. IVA" beside an item row)."""
    f = ctx.fields
    tax_ids_by_party(ctx, f)
    claimed = _claimed_tax_id_hits(ctx)
    if f.vendor_tax_id is None and f.customer_tax_id is not None and claimed:
        found = InvoiceFields(customer_tax_id=f.customer_tax_id)
        tax_ids(ctx, claimed, found)
        if found.vendor_tax_id not in (None, f.customer_tax_id):
            f.vendor_tax_id = found.vendor_tax_id
    tax_ids_by_country(ctx, f)
    unlabelled_tax_ids(ctx, f)


def decide_local_dollar(ctx: Context) -> None:
    """currency: a bare "$" read as USD is the vendor's country's dollar or peso when its tax id
    says which country (`currency.local_dollar`); a bare sign several currencies share ("Rs",
    "kr") is the one of the vendor's country (`currency.local_symbol`); none printed, the
    vendor's country's (`currency.home_currency`)."""
    local_dollar(ctx, ctx.fields)
    local_symbol(ctx, ctx.fields)
    home_currency(ctx, ctx.fields)


def repair_ocr_item_figures(ctx: Context) -> None:
    """line_items of an OCR'd document: the one row whose amount was not read given the net
    total less the other rows' (`resolve.fill_unread_amount`), and a quantity or unit price
    misread put right when only one reading gives the row's amount (`resolve.repair_ocr_items`);
    each repair is noted, so the items' confidence stays below a clean read's."""
    if ctx.lines and ctx.lines[0].ocr:
        if fill_unread_amount(ctx.fields):
            ctx.row_notes.append("an unread amount derived from the other rows")
        repaired = repair_ocr_items(ctx.fields)
        ctx.row_notes.extend(["quantity or unit price put right by the row's amount"] * repaired)


def decide_zero_rate(ctx: Context) -> None:
    """tax_rate, tax_amount, tax_breakdown of an invoice that prints no tax under a
    reverse-charge or intra-EU supply note: rate 0 (`taxtable.zero_rate_of_reverse_charge`)."""
    if zero_rate_of_reverse_charge(ctx):
        for name in ("tax_rate", "tax_amount"):
            ctx.confidence[name] = CONFIDENCE.ZERO_RATE_OF_REVERSE_CHARGE


def complete_tax_bases(ctx: Context) -> None:
    """tax_breakdown: the bases of two rates printed without them, from the one split of the
    item amounts the two rates tax to the printed amounts (`resolve.derive_tax_bases`)."""
    derive_tax_bases(ctx.fields)


def resolve_confidences(ctx: Context) -> None:
    """Every confidence: raised or lowered by the arithmetic and check digits, capped for items
    whose OCR'd figures needed repair (with a warning), UNKNOWN where nothing decided a field,
    and the overall confidence of the key fields."""
    f, conf = ctx.fields, ctx.confidence
    score_arithmetic(f, conf, bool(f.line_items))
    score_checksums(f, conf)
    score_date_order(f, conf, [ln.text for ln in ctx.lines])
    if ctx.row_notes:
        # figures OCR did not read cleanly: a person should look at the lines
        conf["line_items"] = min(conf["line_items"], CONFIDENCE.ITEMS_REPAIRED_MAX)
        for note in sorted(set(ctx.row_notes)):
            ctx.warnings.append(f"line items: {note} ({ctx.row_notes.count(note)}x)")
    for name in InvoiceFields.model_fields:
        if getattr(f, name) is None:
            # a value a later pass took away (an id moved to the other party) keeps no evidence
            conf[name] = min(conf.get(name, CONFIDENCE.UNKNOWN), CONFIDENCE.UNKNOWN)
        conf.setdefault(name, CONFIDENCE.UNKNOWN)
    conf["overall"] = round(overall(f, conf), 3)


# The passes, in the order they run: see the module docstring for what each decides.
PASSES: tuple[Callable[[Context], None], ...] = (
    read_item_table,
    decide_number_and_order,
    decide_dates,
    decide_meta_in_table,
    decide_unlabelled_meta,
    decide_currency,
    decide_money,
    decide_zero_rate,
    decide_bank_and_tax_ids,
    decide_payment_terms,
    decide_parties,
    assign_tax_ids_to_parties,
    decide_local_dollar,
    repair_ocr_item_figures,
    complete_tax_bases,
    resolve_confidences,
)


def _in_field_order(conf: dict[str, float]) -> dict[str, float]:
    """The confidences rounded, in the order of the invoice's fields and `overall` last, whatever
    order the passes decided them in."""
    order = [*InvoiceFields.model_fields, "overall"]
    out = {name: round(conf[name], 3) for name in order if name in conf}
    out.update({k: round(v, 3) for k, v in sorted(conf.items()) if k not in out})
    return out


__all__ = ["PASSES", "parse_invoice", "parse_invoice_with_boxes"]
