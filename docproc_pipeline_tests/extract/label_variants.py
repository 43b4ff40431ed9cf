"""Real-world label wordings (`label_variants.yaml`) checked against the lexicons.

The variants were written from general knowledge of invoices, not from our generator, so they
measure how the label vocabulary generalises. `bench/label_recall.py` prints the recall; the
tests in `test_label_variants.py` keep it from falling.

A variant is read right when, printed as "<variant>: <value>" and alone in its segment (the
value in the next one), the first label `find_labels` finds in it names its field (or, for a
party heading with no label, the party heading words do), and no later label inside the variant
names another field (that one would take the value). Item-table column headers are read right
when one of their words is a header word of the expected column role.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import yaml

from docproc_pipeline.extract.lexicon import lexicon
from docproc_pipeline.extract.parse.labels import MONEY_LABELS, LabelMatch, find_labels

VARIANTS_FILE = Path(__file__).with_name("label_variants.yaml")
PARTS = ("dev", "heldout")

Outcome = Literal["ok", "miss", "wrong"]

# variant field -> the label fields that read it right
ACCEPTED: dict[str, frozenset[str]] = {
    "invoice_number": frozenset({"invoice_number"}),
    "invoice_date": frozenset({"invoice_date"}),
    "due_date": frozenset({"due_date"}),
    "purchase_order": frozenset({"purchase_order"}),
    "customer": frozenset({"_customer"}),
    "vendor": frozenset({"_vendor"}),
    "subtotal": frozenset({"subtotal"}),
    "discount": frozenset({"discount"}),
    "shipping": frozenset({"shipping"}),
    "tax": frozenset({"tax", "tax_total"}),
    "total": frozenset({"total"}),
    "amount_due": frozenset({"amount_due"}),
    "prepayment": frozenset({"_prepayment"}),
    "vendor_tax_id": frozenset({"vendor_tax_id"}),
    "payment_terms": frozenset({"payment_terms"}),
    "iban": frozenset(),  # an IBAN is found by its shape: its label must only not mislead
}
# A bare number word ("Numéro", "Nummer") or order word ("Pedido") alone before its value is
# read as the invoice number / the purchase order by the parser's fallbacks.
BARE_ACCEPTED = {"invoice_number": "_generic_no", "purchase_order": "_order"}
COLUMN_FIELDS = {
    "col_description": "description",
    "col_quantity": "quantity",
    "col_unit_price": "unit_price",
    "col_amount": "amount",
}
# labels whose value is taken for something: reading a variant as one of another field is worse
# than a miss (the other "_" fields are distractors whose values are dropped)
_MEANINGFUL_PSEUDO = frozenset({"_customer", "_vendor", "_ship_to", "_prepayment"})
# a money label needs to start its segment or follow at most a short prefix ("zzgl. 19 %")
_MONEY_PREFIX_CHARS = 12

_VALUES = {
    "invoice_number": "RE-2024-0815",
    "invoice_date": "15.03.2024",
    "due_date": "15.04.2024",
    "purchase_order": "PO-4711",
    "customer": "Nordwind Handel",
    "vendor": "Nordwind Handel",
    "vendor_tax_id": "DE123456789",
    "payment_terms": "30",
    "iban": "DE89 3704 0044 0532 0130 00",
}
_MONEY_VALUE = "1234.56"


@dataclass(frozen=True, slots=True)
class Verdict:
    part: str
    language: str
    field: str
    variant: str
    outcome: Outcome
    read_as: str  # what the parser read, for the misses list


def load_variants(path: Path = VARIANTS_FILE) -> dict[str, dict[str, dict[str, list[str]]]]:
    """part ("dev" / "heldout") -> language -> field -> variants."""
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    return {part: doc[part] for part in PARTS}


def _meaningful(field: str) -> bool:
    return not field.startswith("_") or field in _MEANINGFUL_PSEUDO


def _labels_in_variant(text: str, variant: str) -> list[LabelMatch]:
    out: list[LabelMatch] = []
    prev_end = 0
    for m in find_labels(text):
        if m.start >= len(variant):
            break
        if m.field in MONEY_LABELS and m.start - prev_end > _MONEY_PREFIX_CHARS:
            continue
        out.append(m)
        prev_end = m.end
    return out


_FOLD = str.maketrans({"ä": "a", "ö": "o", "ü": "u", "é": "e", "è": "e", "à": "a"})


def _compact(text: str) -> str:
    return re.sub(r"[\s.:]+", "", text.casefold()).translate(_FOLD)


# what may stand between two labels for the first to take no value ("Ref. encomenda")
_NO_VALUE = re.compile(r"[\s:.#/-]*")


def _drop_valueless(text: str, found: list[LabelMatch]) -> list[LabelMatch]:
    """`found` without leading distractors that run straight into the next label: they take no
    value ("Numero ordine": the number word, then the order label that takes it)."""
    while (
        len(found) > 1
        and not _meaningful(found[0].field)
        and _NO_VALUE.fullmatch(text[found[0].end : found[1].start])
    ):
        found = found[1:]
    return found


def heading_role(variant: str) -> str | None:
    """The party whose section heading words (the lexicon's) the variant is."""
    words = lexicon().party_words
    compact = _compact(variant)
    for role, key in (("vendor", "vendor_heading"), ("customer", "customer_heading")):
        if compact in {_compact(w) for w in words[key]}:
            return role
    return None


def _read_form(field: str, variant: str, text: str) -> tuple[Outcome, str]:
    accepted = ACCEPTED[field]
    found = _labels_in_variant(text, variant)
    if not found:
        role = heading_role(variant)
        if role is None or field == "iban":
            return ("ok" if field == "iban" else "miss"), "-"
        return ("ok" if role == field else "wrong"), f"heading:{role}"
    read_as = "+".join(m.field for m in found)
    if field == "iban":
        bad = [m for m in found if _meaningful(m.field) or m.field == "_generic_no"]
        if not bad:
            return "ok", read_as
        return ("wrong" if _meaningful(bad[0].field) else "miss"), read_as
    found = _drop_valueless(text, found)
    first = found[0]
    if first.field not in accepted:
        bare = BARE_ACCEPTED.get(field)
        if first.field == bare and len(found) == 1 and first.start == 0:
            return "ok", read_as
        return ("wrong" if _meaningful(first.field) else "miss"), read_as
    later = [m for m in found[1:] if _meaningful(m.field) and m.field not in accepted]
    return ("wrong" if later else "ok"), read_as


def check_label(field: str, variant: str) -> tuple[Outcome, str]:
    """How a label variant of `field` is read: inline before its value and alone."""
    value = _VALUES.get(field, _MONEY_VALUE)
    forms = [_read_form(field, variant, f"{variant}: {value}"), _read_form(field, variant, variant)]
    for outcome in ("wrong", "miss"):
        for got, read_as in forms:
            if got == outcome:
                return got, read_as
    return "ok", forms[0][1]


def _head_word(text: str) -> str:
    return re.sub(r"\s*(?:/|\(|in\s)?\s*(?:€|EUR|\$|£)\)?$", "", text.strip(":")).rstrip("/-")


def column_roles(header: str) -> set[str]:
    """The column roles any word of a header cell names."""
    columns = lexicon().columns
    roles: set[str] = set()
    for word in header.split():
        word = _head_word(word) or word
        for role in COLUMN_FIELDS.values():
            if any(re.fullmatch(p, word, re.IGNORECASE) for p in columns[role]):
                roles.add(role)
    return roles


def check_column(field: str, header: str) -> tuple[Outcome, str]:
    roles = column_roles(header)
    read_as = "+".join(sorted(roles)) or "-"
    if COLUMN_FIELDS[field] in roles:
        return "ok", read_as
    return ("wrong" if roles else "miss"), read_as


def verdicts(part: str | None = None) -> list[Verdict]:
    """Every variant of `part` (or of both parts) with how it is read."""
    out: list[Verdict] = []
    for p, languages in load_variants().items():
        if part is not None and p != part:
            continue
        for language, fields in languages.items():
            for field, variants in fields.items():
                check = check_column if field in COLUMN_FIELDS else check_label
                for variant in variants:
                    outcome, read_as = check(field, variant)
                    out.append(Verdict(p, language, field, variant, outcome, read_as))
    return out
