"""Invent one invoice: parties, lines, amounts, dates, labels and notes for a locale and layout.

Everything is drawn from one `random.Random` seeded by (seed, locale, layout, rule_break), and
Faker is re-seeded from it, so a seed always gives the same invoice."""

from __future__ import annotations

import functools
import random
import re
import unicodedata
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from babel import Locale
from babel.dates import format_date
from babel.numbers import get_decimal_symbol, get_group_symbol
from faker import Faker

from . import ids
from .layouts import LAYOUTS
from .locales import EU_LOCALES, LOCALES, LocaleSpec
from .model import GeneratedInvoice, Line, NumberStyle, Party, TaxRow, cents
from .vocabulary import load_vocab

RULES = ("due_before_issue", "line_amount", "line_sum", "tax_rate", "total")
TLD = {"US": "com", "GB": "co.uk", "IE": "ie", "DE": "de", "AT": "at", "CH": "ch", "FR": "fr",
       "NL": "nl", "ES": "es", "IT": "it", "PT": "pt", "PL": "pl", "BE": "be", "LU": "lu",
       "AU": "com.au", "CA": "ca", "IN": "in", "MX": "com.mx", "BR": "com.br"}  # fmt: skip


@functools.cache
def regional_vocab(locale: str) -> dict[str, Any]:
    """The language's table for one locale: the country's tax word substituted everywhere
    ("VAT" -> "GST"), then the locale's own options (vocab "regional") replacing the language's."""
    spec = LOCALES[locale]
    data = load_vocab(spec.language)
    if spec.tax_word:
        data = _substituted(data, *spec.tax_word)
    own = data.get("regional", {}).get(locale, {})
    if not own:
        return data
    merged = dict(data)
    for key, options in own.items():
        if isinstance(options, dict):
            merged[key] = {**merged[key], **options}
        else:
            merged[key] = options
    return merged


def _substituted(value: Any, old: str, new: str) -> Any:
    if isinstance(value, str):
        return value.replace(old, new)
    if isinstance(value, list):
        return [_substituted(v, old, new) for v in value]
    if isinstance(value, dict):
        return {k: (v if k == "regional" else _substituted(v, old, new)) for k, v in value.items()}
    return value


def _faker_of(spec: LocaleSpec) -> Faker:
    return _faker(spec.faker_locale or spec.locale)


@functools.cache
def _faker(locale: str) -> Faker:
    fake = Faker(locale)
    for provider in fake.get_providers():
        cities = getattr(provider, "cities", None)
        if isinstance(cities, list):
            # Faker builds some city lists from a set (it_IT): their order, and so the city a
            # seed picks, changed with the process's hash seed; sorted, a seed gives one city
            provider.cities = sorted(cities)
    return fake


def _choose(rng: random.Random, options: list[str], sales_tax: bool = False) -> str:
    kept = [o for o in options if not (sales_tax and "VAT" in o)] or options
    return rng.choice(kept)


def _slug(text: str) -> str:
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "", ascii_text.lower())[:18] or "info"


def _address_lines(
    rng: random.Random, fake: Faker, spec: LocaleSpec, country_line: str | None
) -> tuple[str, ...]:
    c = spec.country
    street = fake.street_address()
    if c == "FR" or (c == "CH" and spec.language == "fr"):
        street = f"{fake.building_number()} {fake.street_name()}" if c == "FR" else street
    city = fake.city()
    postcode = fake.postcode()
    if c == "US":
        lines = [street, f"{city}, {fake.state_abbr()} {fake.zipcode()}"]
        if rng.random() < 0.3:
            lines.insert(1, rng.choice(["Suite ", "Floor ", "Unit "]) + str(rng.randint(2, 900)))
    elif c == "GB":
        lines = rng.choice([[street, city, postcode], [street, f"{city} {postcode}"]])
    elif c == "IE":
        code = postcode.replace(" ", "")
        lines = [street, city, f"{code[:3]} {code[3:]}"]
    elif c == "NL":
        code = postcode.replace(" ", "")
        lines = [street, f"{code[:4]} {code[4:]} {city}"]
    elif c == "IT":
        lines = [street, f"{postcode} {city} ({city[:2].upper()})"]
    elif c in _OVERSEAS:
        lines = [street, *_OVERSEAS[c](rng, fake)]
    elif c == "LU":
        lines = [street, f"L-{rng.randint(1000, 9999)} {rng.choice(spec.towns)}"]
    else:
        lines = [street, f"{postcode} {city}"]
    if country_line:
        lines.append(country_line)
    # Faker's street may hold a flat or building line of its own ("Studio 5\nHigh Road").
    return tuple(part.strip() for line in lines for part in line.split("\n") if part.strip())


def _br_lines(rng: random.Random, fake: Faker) -> list[str]:
    place = f"{fake.city()} - {fake.estado_sigla()}"
    if rng.random() < 0.5:
        return [str(fake.bairro()), f"{place}, CEP {fake.postcode()}"]
    return [f"{fake.postcode()} {place}"]


# The town line(s) of countries outside Europe, after the street: "Sydney NSW 2000".
_OVERSEAS = {
    "AU": lambda rng, fake: [f"{fake.city()} {fake.state_abbr()} {fake.postcode()}"],
    "CA": lambda rng, fake: [f"{fake.city()}, {fake.province_abbr()} {fake.postcode()}"],
    "IN": lambda rng, fake: [f"{fake.city()}, {fake.state()} - {fake.postcode()}"],
    "MX": lambda rng, fake: [f"{fake.postcode()[:5]} {fake.city()}, {fake.state_abbr()}"],
    "BR": _br_lines,
}


def _country_line(rng: random.Random, language: str, country: str, force: bool) -> str | None:
    if not force and rng.random() < 0.75:
        return None
    name = str(Locale.parse(language).territories[country])
    return name.upper() if rng.random() < 0.4 else name


def _company_name(rng: random.Random, fake: Faker, spec: LocaleSpec, vocab: dict[str, Any]) -> str:
    form = rng.choice(spec.legal_forms)
    style = rng.random()
    if style < 0.3:
        return str(fake.company())
    if style < 0.65:
        return f"{fake.last_name()} {rng.choice(vocab['sectors'])} {form}"
    if style < 0.85:
        return f"{fake.last_name()} & {fake.last_name()} {form}"
    return f"{rng.choice(vocab['sectors'])} {fake.city()} {form}"


def _party(
    rng: random.Random,
    spec: LocaleSpec,
    doc_language: str,
    vocab: dict[str, Any],
    *,
    with_tax: bool,
    person: bool = False,
    foreign: bool = False,
    label_spec: LocaleSpec | None = None,
) -> Party:
    fake = _faker_of(spec)
    fake.seed_instance(rng.getrandbits(32))
    name = str(fake.name()) if person else _company_name(rng, fake, spec, vocab)
    lines = _address_lines(rng, fake, spec, _country_line(rng, doc_language, spec.country, foreign))
    printed = compact = None
    if with_tax:
        printed, compact = ids.vat_id(rng, spec.country)
    # The label is the issuing document's (a German invoice prints "USt-IdNr." for a French
    # customer's id too).
    labels = (label_spec or spec).tax_id_labels
    if label_spec is not None:
        # the customer's id: not under a label that says "the seller's"
        labels = tuple(x for x in labels if x not in label_spec.seller_tax_id_labels)
    label = rng.choice(labels)
    return Party(name, lines, printed, compact, label, spec.country)


def _number_style(rng: random.Random, spec: LocaleSpec) -> NumberStyle:
    dec = get_decimal_symbol(spec.locale)
    group = get_group_symbol(spec.locale)
    if spec.group_variants and rng.random() < 0.5:
        group = rng.choice(spec.group_variants)
    if rng.random() < 0.1:
        group = ""  # some systems print no thousands separator
    # CLDR's secondary grouping: 3 in most locales, 2 in India's (12,34,567.00)
    secondary = Locale.parse(spec.locale).decimal_formats[None].grouping[1]
    return NumberStyle(dec, group, rng.choice(spec.money_templates), spec.locale, secondary)


def _date_pattern(rng: random.Random, spec: LocaleSpec) -> str:
    roll = rng.random()
    if roll < 0.55:
        return spec.numeric_dates[0]
    if roll < 0.7:
        return rng.choice(spec.numeric_dates[1:])
    if roll < 0.85:
        return "long"
    return "medium"


def _quantity_price(rng: random.Random, unit_kind: str) -> tuple[Decimal, Decimal]:
    """A quantity and unit price whose product needs no rounding."""
    for _ in range(40):
        if unit_kind == "h":
            q = Decimal(rng.randint(1, 160)) / 4
            p = Decimal(rng.choice([rng.randint(45, 180), rng.randint(4500, 18000) / 100]))
        elif unit_kind == "day":
            q = Decimal(rng.randint(1, 20)) / 2
            p = Decimal(rng.randint(40, 140) * 10)
        elif unit_kind == "month":
            q = Decimal(rng.randint(1, 12))
            p = Decimal(rng.randint(990, 49900)) / 100
        elif unit_kind == "pcs":
            if rng.random() < 0.15:
                q = Decimal(rng.choice([100, 250, 500, 1000, 2000, 5000]))
                p = Decimal(rng.randint(5, 999)) / 1000
            else:
                q = Decimal(rng.choice([1, 1, 2, 3, 4, 5, 6, 8, 10, 12, 20, 24, 25, 50, 100]))
                p = Decimal(rng.randint(50, 90000)) / 100
        else:
            q = Decimal(rng.randint(1, 400)) / rng.choice([10, 4, 1])
            p = Decimal(rng.randint(50, 6000)) / 100
        product = q * p
        if product == cents(product) and 0 < product < 25000:
            return q, p
    return Decimal(rng.randint(1, 9)), Decimal(rng.randint(100, 9999)) / 100


def _description(
    rng: random.Random, vocab: dict[str, Any], issued: date, locale: str, fake: Faker
) -> tuple[str, str]:
    text, unit_kind = rng.choice(vocab["items"])
    if rng.random() < 0.35:
        detail = rng.choice(vocab["item_details"]).format(
            period=format_date(
                issued.replace(day=1) - timedelta(days=1), "MMMM yyyy", locale=locale
            ),
            city=fake.city(),
            ref=f"{rng.randint(100, 99999)}",
        )
        text = f"{text}, {detail}" if rng.random() < 0.6 else f"{text} – {detail}"
    return text, unit_kind


def _lines(
    rng: random.Random, vocab: dict[str, Any], spec: LocaleSpec, n: int, issued: date,
    rates: tuple[Decimal, ...], unit_style: dict[str, str],
) -> list[Line]:  # fmt: skip
    out = []
    for i in range(n):
        text, unit_kind = _description(rng, vocab, issued, spec.locale, _faker_of(spec))
        q, p = _quantity_price(rng, unit_kind)
        rate = rates[0] if len(rates) == 1 or rng.random() < 0.6 else rates[1]
        item_no = rng.choice(
            [f"{rng.randint(10000, 99999)}", f"A-{rng.randint(100, 9999)}", f"{i + 1:03d}"]
        )
        out.append(Line(text, q, unit_style[unit_kind], p, q * p, rate, item_no))
    return out


def _delta(rng: random.Random) -> Decimal:
    """A visible error: never within the 0.01 tolerance."""
    size = Decimal(rng.choice([90, 100, 1000, 450, 999, 5000])) / 100
    return size if rng.random() < 0.5 else -size


def _rates(
    rng: random.Random, spec: LocaleSpec, reverse: bool, two_rates: bool
) -> tuple[Decimal, ...]:
    if reverse:
        return (Decimal(0),)
    if spec.sales_tax:
        return (rng.choice(spec.vat_rates),)
    if len(spec.vat_rates) == 1:
        return spec.vat_rates
    if two_rates and not spec.single_rate:
        return (spec.vat_rates[0], rng.choice(spec.vat_rates[1:]))
    return (spec.vat_rates[0],) if rng.random() < 0.85 else (rng.choice(spec.vat_rates[1:]),)


def _amounts(
    rng: random.Random, lines: list[Line], rates: tuple[Decimal, ...], breaks: set[str]
) -> dict[str, Any]:
    """Subtotal, discount, shipping, tax rows, total, prepayment: the printed figures."""
    if "line_amount" in breaks:
        k = rng.randrange(len(lines))
        ln = lines[k]
        wrong = ln.amount + _delta(rng)
        if wrong <= 0:
            wrong = ln.amount + Decimal("10.00")
        lines[k] = Line(
            ln.description, ln.quantity, ln.unit, ln.unit_price, wrong, ln.rate, ln.item_no
        )
    subtotal = sum((ln.amount for ln in lines), Decimal(0))
    if "line_sum" in breaks:
        subtotal += abs(_delta(rng))
    discount = pct = None
    if len(rates) == 1 and rng.random() < 0.18:
        if rng.random() < 0.6:
            pct = Decimal(rng.choice([2, 3, 5, 10, 15]))
            discount = cents(subtotal * pct / 100)
        else:
            discount = Decimal(rng.choice([10, 20, 25, 50, 100]))
            discount = min(discount, cents(subtotal / 4))
    shipping = (
        Decimal(rng.choice(["4.95", "6.90", "9.50", "12.00", "19.90", "45.00"]))
        if rng.random() < 0.2
        else None
    )
    if len(rates) == 1:
        base = subtotal - (discount or 0) + (shipping or 0)
        rows = [TaxRow(rates[0], base, cents(base * rates[0] / 100))]
    else:
        rows = []
        for r in rates:
            base = sum((ln.amount for ln in lines if ln.rate == r), Decimal(0))
            if r == rates[0] and shipping:
                base += shipping
            rows.append(TaxRow(r, base, cents(base * r / 100)))
    tax = sum((r.amount for r in rows), Decimal(0))
    print_tax_total = len(rows) > 1 and rng.random() < 0.5
    if "tax_rate" in breaks:
        tax += _delta(rng)
        print_tax_total = True
    total = subtotal - (discount or 0) + (shipping or 0) + tax
    if "total" in breaks:
        total += _delta(rng)
    prepayment = None
    if rng.random() < 0.1 and total > 100:
        prepayment = Decimal(int(total * Decimal(rng.choice(["0.2", "0.3", "0.5"])) / 10) * 10)
    return {
        "subtotal": subtotal, "discount": discount, "discount_pct": pct, "shipping": shipping,
        "tax_rows": tuple(rows), "tax_amount": tax, "print_tax_total": print_tax_total,
        "total": total, "prepayment": prepayment,
        "amount_due": total - (prepayment or 0),
        "amount_due_printed": prepayment is not None or rng.random() < 0.4,
    }  # fmt: skip


def _texts(
    rng: random.Random, vocab: dict[str, Any], spec: LocaleSpec, days: int
) -> dict[str, str]:
    def pick(key: str) -> str:
        return _choose(rng, vocab[key], spec.sales_tax)

    header = rng.choice(vocab["breakdown_header"])
    return {
        "tax_line": pick("sales_tax_line" if spec.sales_tax else "tax_line"),
        "discount_pct": pick("discount_pct"),
        "terms": pick("terms").format(days=days),
        "reverse_charge": pick("reverse_charge"),
        "thanks": pick("thanks"),
        "previous_balance_note": pick("previous_balance_note"),
        "salutation": pick("salutation"),
        "closing": pick("closing"),
        "prose_intro": pick("prose_intro"),
        "prose_total": pick("prose_total"),
        "prose_due": pick("prose_due"),
        "prose_due_nodate": pick("prose_due_nodate"),
        "prepayment_note": pick("prepayment_note"),
        "late_note": pick("late_note"),
        "legal_footer": pick("legal_footer"),
        "bd_rate": header[0], "bd_base": header[1], "bd_tax": header[2],
        "receipt_title": rng.choice(vocab["receipt"]["title"]),
        "receipt_till": rng.choice(vocab["receipt"]["till"]),
        "receipt_cashier": rng.choice(vocab["receipt"]["cashier"]),
    }  # fmt: skip


def _extras(
    rng: random.Random, spec: LocaleSpec, vendor: Party, issued: date, labels: dict[str, str]
) -> tuple[dict[str, str], tuple[tuple[str, str], ...]]:
    fake = _faker_of(spec)
    slug = _slug(
        vendor.name.split()[0] + (vendor.name.split()[1] if len(vendor.name.split()) > 1 else "")
    )
    extras = {
        "phone": str(fake.phone_number()),
        "email": f"{rng.choice(['info', 'billing', 'accounts', 'office', 'rechnung'])}@{slug}.{TLD[spec.country]}",
        "web": f"www.{slug}.{TLD[spec.country]}",
        "customer_no": ids.customer_number(rng),
        "director": str(fake.name()),
        "order_date": "",
        "delivery_date": "",
    }
    if spec.domestic_bank:
        extras["sort_code"], extras["account_no"] = ids.domestic_bank(rng, spec.domestic_bank)
    elif spec.country != "US" and (spec.country != "GB" or rng.random() < 0.7):
        printed, compact, bic = ids.iban(rng, spec.country)
        extras.update(iban=printed, iban_compact=compact)
        if bic and rng.random() < 0.8:
            extras["bic"] = bic
    elif spec.country == "US":
        extras["routing"] = f"0{rng.randint(10000000, 99999999)}"
        extras["account_no"] = str(rng.randint(10**9, 10**11))
    if spec.country == "GB":
        extras["sort_code"] = f"{rng.randint(10, 99)}-{rng.randint(10, 99)}-{rng.randint(10, 99)}"
        extras["account_no"] = f"{rng.randint(10000000, 99999999)}"
    extras["bank_name"] = rng.choice(
        ["Commerz", "Volks", "Spar", "National", "Union", "Credit", "Popular"]
    ) + rng.choice([" Bank", "bank", " Banca", " Bank AG"])
    extra_ids = tuple((label, ids.national_id(rng, kind)) for label, kind in rng.sample(spec.extra_ids, k=min(len(spec.extra_ids), rng.randint(0, 2))))  # fmt: skip
    return extras, extra_ids


def make_invoice(
    seed: int, locale: str = "en_GB", layout: str = "classic", *, rule_break: str | None = None
) -> GeneratedInvoice:
    """Invent one invoice. Same arguments, same invoice (and same rendered bytes).

    `rule_break` (one of RULES) makes the printed numbers really break that cross-field rule;
    the truth's `expected_validation_errors` then names it."""
    if locale not in LOCALES:
        raise ValueError(f"unknown locale {locale!r}; known: {sorted(LOCALES)}")
    if layout not in LAYOUTS:
        raise ValueError(f"unknown layout {layout!r}; known: {sorted(LAYOUTS)}")
    if rule_break is not None and rule_break not in RULES:
        raise ValueError(f"unknown rule_break {rule_break!r}; known: {RULES}")
    spec, info = LOCALES[locale], LAYOUTS[layout]
    rng = random.Random(f"invoicegen|{seed}|{locale}|{layout}|{rule_break}")
    vocab = regional_vocab(locale)
    labels = {k: _choose(rng, v, spec.sales_tax) for k, v in vocab["labels"].items()}
    breaks = {rule_break} if rule_break else set()
    issued = date(2024, 1, 2) + timedelta(days=rng.randint(0, 1000))
    days = rng.choice([7, 10, 14, 14, 21, 30, 30, 30, 45, 60])
    due: date | None = issued + timedelta(days=days) if rng.random() < 0.75 else None
    if "due_before_issue" in breaks:
        due = issued - timedelta(days=rng.choice([1, 3, 10, 30]))
    reverse = not spec.sales_tax and spec.reverse_charge and rng.random() < 0.08
    vendor = _party(
        rng, spec, spec.language, vocab, with_tax=not spec.sales_tax or rng.random() < 0.5
    )
    cust_spec = (
        LOCALES[rng.choice([x for x in EU_LOCALES if LOCALES[x].country != spec.country])]
        if reverse
        else spec
    )
    person = not reverse and rng.random() < 0.15
    customer = _party(rng, cust_spec, spec.language, vocab, with_tax=reverse or (not person and not spec.sales_tax and rng.random() < 0.3), person=person, foreign=reverse, label_spec=spec)  # fmt: skip
    rates = _rates(rng, spec, reverse, two_rates=info.allows_two_rates and rng.random() < 0.25)
    unit_style = {k: rng.choice(v) for k, v in vocab["units"].items()}
    n = rng.randint(*info.items)
    lines = _lines(rng, vocab, spec, n, issued, rates, unit_style)
    # No breakdown row with a zero base: keep only the rates some line carries.
    rates = tuple(r for r in rates if any(ln.rate == r for ln in lines))
    amounts = _amounts(rng, lines, rates, breaks)
    amounts["amount_due_printed"] = amounts["amount_due_printed"] or info.prints_amount_due
    extras, extra_ids = _extras(rng, spec, vendor, issued, labels)
    fmt_date = _date_pattern(rng, spec)
    if rng.random() < 0.3:
        extras["delivery_date"] = (issued - timedelta(days=rng.randint(0, 20))).isoformat()
    if rng.random() < 0.2:
        extras["order_date"] = (issued - timedelta(days=rng.randint(5, 60))).isoformat()
    if rng.random() < 0.35:
        stamp = issued + timedelta(days=rng.randint(0, 3))
        extras["print_date"] = (
            f"{stamp.isoformat()} {rng.randint(7, 18):02d}:{rng.randint(0, 59):02d}"
        )
    if rng.random() < 0.12:
        extras["previous_balance"] = str(cents(Decimal(rng.randint(1000, 900000)) / 100))
    text = _texts(rng, vocab, spec, days)
    terms = text["terms"] if rng.random() < 0.7 else None
    ship_to = None
    if rng.random() < 0.15 and customer.lines != ():
        fake = _faker_of(cust_spec)
        ship_to = _address_lines(rng, fake, cust_spec, None)
    return GeneratedInvoice(
        seed=seed, locale=locale, language=spec.language, layout=layout,
        rule_breaks=tuple(sorted(breaks)), vendor=vendor, customer=customer, ship_to=ship_to,
        invoice_number=ids.invoice_number(rng, issued), invoice_date=issued, due_date=due,
        purchase_order=ids.reference(rng) if rng.random() < 0.35 else None,
        currency=spec.currency, lines=tuple(lines), payment_terms=terms, reverse_charge=reverse,
        sales_tax=spec.sales_tax, labels=labels, texts=text,
        number_style=_number_style(rng, spec), date_pattern=fmt_date, extras=extras,
        extra_ids=extra_ids, total_label_payable=_says_payable(labels["total"], vocab), **amounts,
    )  # fmt: skip


def _says_payable(total_label: str, vocab: dict[str, Any]) -> bool:
    """Whether a total's label contains one of the language's amount-due wordings."""
    label = total_label.casefold()
    return any(due.casefold() in label for due in vocab["labels"]["amount_due"])
