"""The resolver's last word: OCR misreadings put right by the arithmetic, and every field's
confidence raised or lowered by the invoice's arithmetic and the check digits of its ids."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from decimal import Decimal

from rapidfuzz.distance import Levenshtein

from docproc_pipeline.extract.parse.confidence import CONFIDENCE
from docproc_pipeline.extract.parse.dates import order_guessed
from docproc_pipeline.extract.parse.identifiers import misread_vat_prefix, tax_id_valid
from docproc_pipeline.extract.parse.numbers import (
    money2,
    tax_at,
    within_a_cent,
)
from docproc_pipeline.invoice import InvoiceFields


def _one_edit_apart(a: Decimal, b: Decimal) -> bool:
    """Whether two figures' digits differ by one digit read wrong, lost or added by OCR
    ("196" read "19", "708.64" read "708.614")."""
    return Levenshtein.distance(format(a, "f"), format(b, "f")) <= 1


def _fixed_quantity(qty: Decimal, price: Decimal, amount: Decimal) -> Decimal | None:
    """amount / unit price when it is a plain quantity (at most three decimals) that gives the
    amount to the cent."""
    new = (amount / price).quantize(Decimal("0.001")).normalize()
    if new <= 0 or new == qty or not within_a_cent(money2(new * price), amount):
        return None
    return new if new == new.to_integral() or qty != qty.to_integral() else None


def _fixed_price(qty: Decimal, price: Decimal, amount: Decimal) -> Decimal | None:
    """amount / quantity at the unit price's decimals, when that gives the amount to the cent."""
    exp = price.as_tuple().exponent
    new = (amount / qty).quantize(Decimal(1).scaleb(exp if isinstance(exp, int) else -2))
    if new <= 0 or new == price or not within_a_cent(money2(qty * new), amount):
        return None
    return new


def multiplies_out(
    qty: Decimal, price: Decimal, amount: Decimal, ocr: bool
) -> tuple[Decimal, Decimal] | None:
    """The quantity and unit price when they make `amount` to the cent; on a scan also when one
    of them, a digit misread, lost or added, does (the one reading a digit apart from the print
    that gives the amount: "10.91 x 10.70" for 10.9 x 10.70 = 116.63). None otherwise."""
    if within_a_cent(money2(qty * price), amount):
        return qty, price
    if not ocr or qty <= 0 or price <= 0 or amount <= 0:
        return None
    new_qty, new_price = _fixed_quantity(qty, price, amount), _fixed_price(qty, price, amount)
    near_qty = new_qty is not None and _one_edit_apart(new_qty, qty)
    near_price = new_price is not None and _one_edit_apart(new_price, price)
    if near_qty and not near_price and new_qty is not None:
        return new_qty, price
    if near_price and not near_qty and new_price is not None:
        return qty, new_price
    return None


def fill_unread_amount(f: InvoiceFields) -> bool:
    """The amount of the one OCR'd row whose amount was not read (a row kept without its
    figures), when every other row's amount was read and the net total is printed: the net
    total less the other rows' amounts, if positive and, where the row's quantity and unit
    price were read, equal to their product. A quantity or unit price missing beside a read
    one is then the amount divided by it, when that gives the amount to the cent. Returns
    whether the row was filled."""
    items = f.line_items
    missing = [i for i in items if i.amount is None]
    if f.subtotal is None or len(missing) != 1 or len(items) < 2:
        return False
    item = missing[0]
    rest = sum((i.amount or Decimal(0) for i in items if i is not item), Decimal(0))
    amount = money2(f.subtotal - rest)
    qty, price = item.quantity, item.unit_price
    if amount <= 0 or (
        qty is not None and price is not None and not within_a_cent(money2(qty * price), amount)
    ):
        return False
    item.amount = amount
    if qty is not None and price is None and qty > 0:
        new_price = (amount / qty).quantize(Decimal("0.01"))
        item.unit_price = new_price if within_a_cent(money2(qty * new_price), amount) else None
    elif price is not None and qty is None and price > 0:
        new_qty = (amount / price).quantize(Decimal("0.001")).normalize()
        item.quantity = new_qty if within_a_cent(money2(new_qty * price), amount) else None
    return True


# Tax bases derived from the item amounts (`derive_tax_bases`): at most this many items (the
# subsets of each half of them are listed, 2 ** (n / 2) sums each: 65,536 at 32)
MAX_ITEMS_FOR_BASES = 32


def _subset_sums(cents: list[int]) -> list[int]:
    """Every sum of a subset of `cents`, sorted (duplicates kept)."""
    sums = [0]
    for c in cents:
        sums += [s + c for s in sums]
    return sorted(sums)


def _bases_taxed(cents: list[int], rate: Decimal, amount: Decimal, extra: int) -> set[int]:
    """The subset sums of `cents` (the item amounts, in cents) plus `extra` that `rate` taxes
    to `amount`, rounded half up to the cent: the bases the printed tax row can have."""
    low = (amount - Decimal("0.005")) * 100 / rate * 100 - extra  # in cents
    high = (amount + Decimal("0.005")) * 100 / rate * 100 - extra
    left, right = _subset_sums(cents[: len(cents) // 2]), _subset_sums(cents[len(cents) // 2 :])
    found: set[int] = set()
    for s in sorted(set(left)):
        lo, hi = bisect_left(right, low - s), bisect_right(right, high - s)
        found.update(s + r + extra for r in right[lo:hi])
    return {c for c in found if _tax(c, rate) == amount}


def _tax(cents: int, rate: Decimal) -> Decimal:
    return tax_at(Decimal(cents) / 100, rate)


def derive_tax_bases(f: InvoiceFields) -> bool:
    """The bases of a two-rate tax breakdown printed without them ("MwSt. 19 %  1.787,36",
    "MwSt. 7 %  119,88"): the one split of the item amounts into two sums that the two rates
    tax to the two printed amounts, shipping in the higher rate's base (as it is taxed at the
    standard rate). Only when the items add up to the net total, with no discount beside them,
    and the split is the only one. Returns whether the bases were filled."""
    rows, items = f.tax_breakdown, f.line_items
    if len(rows) != 2 or all(r.base is not None for r in rows) or f.discount:
        return False
    if any(r.rate is None or r.amount is None for r in rows):
        return False
    amounts = [i.amount for i in items]
    if not 2 <= len(amounts) <= MAX_ITEMS_FOR_BASES or any(a is None or a <= 0 for a in amounts):
        return False
    cents = [int(a * 100) for a in amounts if a is not None]
    if f.subtotal is None or Decimal(sum(cents)) / 100 != f.subtotal:
        return False
    high, low = sorted(rows, key=lambda r: r.rate or Decimal(0), reverse=True)
    shipping = int((f.shipping or Decimal(0)) * 100)
    if not high.rate or not high.amount:
        return False
    splits = {
        c
        for c in _bases_taxed(cents, high.rate, high.amount, shipping)
        if _tax(sum(cents) + shipping - c, low.rate or Decimal(0)) == low.amount
    }
    if len(splits) != 1:
        return False
    base = splits.pop()
    high.base, low.base = Decimal(base) / 100, Decimal(sum(cents) + shipping - base) / 100
    return True


def repair_ocr_items(f: InvoiceFields) -> int:
    """Put right a quantity or unit price OCR misread, where a row's quantity x unit price is
    not its amount: the one of the two readings (amount / unit price as the quantity, amount /
    quantity as the price) that gives the amount. When the line amounts add up to the
    subtotal (so the amounts were read right), either reading counts if it is the only one;
    otherwise only one a digit apart from the print (one digit misread, lost or added). Text
    layers are never repaired: their inconsistencies are the invoice's own. Returns how many
    rows were put right."""
    items = f.line_items
    if not items or any(i.amount is None for i in items):
        return 0
    repaired = 0
    sums = sum((i.amount or Decimal(0) for i in items), Decimal(0))
    amounts_sure = f.subtotal is not None and within_a_cent(sums, f.subtotal)
    for item in items:
        qty, price, amount = item.quantity, item.unit_price, item.amount
        if qty is None or price is None or amount is None or qty <= 0 or price <= 0:
            continue
        if within_a_cent(money2(qty * price), amount):
            continue
        new_qty, new_price = _fixed_quantity(qty, price, amount), _fixed_price(qty, price, amount)
        if not amounts_sure:
            new_qty = new_qty if new_qty is not None and _one_edit_apart(new_qty, qty) else None
            new_price = (
                new_price if new_price is not None and _one_edit_apart(new_price, price) else None
            )
        elif new_qty is not None and new_price is not None:
            # both readings give the amount: the one a digit apart from the print, if only one
            near_qty, near_price = _one_edit_apart(new_qty, qty), _one_edit_apart(new_price, price)
            new_qty = new_qty if near_qty and not near_price else None
            new_price = new_price if near_price and not near_qty else None
        if new_qty is not None and new_price is None:
            item.quantity = new_qty
            repaired += 1
        elif new_price is not None and new_qty is None:
            item.unit_price = new_price
            repaired += 1
    return repaired


def score_arithmetic(f: InvoiceFields, conf: dict[str, float], has_items: bool) -> None:
    """Raise the confidence of money fields that agree with each other; lower it when not."""
    if f.subtotal is not None and f.total is not None and f.tax_amount is not None:
        net = f.subtotal - (f.discount or 0) + (f.shipping or 0)
        # tax on a net of nothing closes the sum only by cancelling: one figure read twice (the
        # net read as the discount too, the tax as the total), which proves nothing
        ok = within_a_cent(net + f.tax_amount, f.total) and not (net == 0 and f.tax_amount != 0)
        for name in ("subtotal", "total", "tax_amount", "discount", "shipping"):
            if getattr(f, name) is not None:
                read = conf.get(name, CONFIDENCE.UNKNOWN)
                conf[name] = (
                    min(CONFIDENCE.CERTAIN, read + CONFIDENCE.ARITHMETIC_AGREES_BONUS)
                    if ok
                    else read * CONFIDENCE.ARITHMETIC_DISAGREES_FACTOR
                )
    if has_items:
        sums = sum((i.amount or Decimal(0) for i in f.line_items), Decimal(0))
        ok_items = all(
            i.quantity is not None
            and i.unit_price is not None
            and i.amount is not None
            and within_a_cent(money2(i.quantity * i.unit_price), i.amount)
            for i in f.line_items
        )
        conf["line_items"] = (
            CONFIDENCE.ITEMS_CONSISTENT
            if within_a_cent(sums, f.subtotal) and ok_items
            else CONFIDENCE.ITEMS_INCONSISTENT
        )
    else:
        conf["line_items"] = CONFIDENCE.ITEMS_NONE
    if f.tax_breakdown:
        conf["tax_breakdown"] = conf.get("tax_amount", CONFIDENCE.UNKNOWN)
    else:
        conf["tax_breakdown"] = CONFIDENCE.UNKNOWN
    if f.amount_due is not None and f.total is not None and f.amount_due == f.total:
        conf["amount_due"] = max(
            conf.get("amount_due", CONFIDENCE.UNKNOWN), CONFIDENCE.AMOUNT_DUE_IS_TOTAL
        )


def score_checksums(f: InvoiceFields, conf: dict[str, float]) -> None:
    """Tax ids that pass their scheme's check digits were read right (sure only when whose id it
    is was well placed: the digits do not say that); ones that fail, or whose country's letters
    OCR read as a digit, were misread or are no tax id (an IBAN is only ever taken when it
    passes)."""
    for name in ("vendor_tax_id", "customer_tax_id"):
        value = getattr(f, name)
        valid = None if value is None else tax_id_valid(value)
        if valid is True:
            read = conf.get(name, CONFIDENCE.UNKNOWN)
            conf[name] = (
                max(read, CONFIDENCE.TAX_ID_CHECKSUM_VALID)
                if read >= CONFIDENCE.TAX_ID_OWNER_SURE
                else read + CONFIDENCE.TAX_ID_CHECKSUM_VALID_BONUS
            )
        elif valid is False or (value is not None and misread_vat_prefix(value)):
            conf[name] = min(conf.get(name, CONFIDENCE.UNKNOWN), CONFIDENCE.TAX_ID_CHECKSUM_INVALID)


def score_date_order(f: InvoiceFields, conf: dict[str, float], texts: list[str]) -> None:
    """Dates read in a day/month order the document never proves are not sure."""
    for name in ("invoice_date", "due_date"):
        value = getattr(f, name)
        if value is not None and order_guessed(texts, value):
            conf[name] = min(conf.get(name, CONFIDENCE.UNKNOWN), CONFIDENCE.DATE_ORDER_GUESSED)


_KEY_FIELDS = ("invoice_number", "invoice_date", "vendor_name", "currency", "total")


def overall(f: InvoiceFields, conf: dict[str, float]) -> float:
    """The overall confidence: the weakest key field and their mean, weighted by the table."""
    missing = CONFIDENCE.NOT_FOUND
    values = [conf.get(k, missing) if getattr(f, k) is not None else missing for k in _KEY_FIELDS]
    weakest = CONFIDENCE.OVERALL_WEAKEST_SHARE
    return min(values) * weakest + sum(values) / len(values) * (CONFIDENCE.CERTAIN - weakest)
