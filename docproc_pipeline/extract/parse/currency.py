"""The invoice's currency: named by a label, else voted by the amounts that carry one."""

from __future__ import annotations

import functools
import re

from babel import UnknownLocaleError
from babel.languages import get_official_languages
from babel.numbers import get_currency_symbol, get_territory_currencies, is_currency

from docproc_pipeline.extract.parse.confidence import CONFIDENCE
from docproc_pipeline.extract.parse.context import Context
from docproc_pipeline.extract.parse.countries import address_country
from docproc_pipeline.extract.parse.dates import month_first_printed
from docproc_pipeline.extract.parse.hits import Hit
from docproc_pipeline.extract.parse.identifiers import tax_id_country
from docproc_pipeline.extract.parse.numbers import (
    CURRENCY_SYMBOLS,
    currencies_in,
    currency_names_in,
    find_amounts,
    named_currency,
)
from docproc_pipeline.extract.parse.party_text import CANADIAN_POSTCODE_END
from docproc_pipeline.extract.parse.rules import Candidate, Rule, decide
from docproc_pipeline.extract.parse.vocab import SHARE_CAPITAL, alternatives
from docproc_pipeline.invoice import InvoiceFields


def _labelled_currency(ctx: Context, hits: list[Hit], f: InvoiceFields) -> Candidate | None:
    """ "Währung: EUR", "Currency: USD": a label naming one currency settles it."""
    for h in hits:
        text = (h.value or h.below) if h.field == "currency" else ""
        named = currencies_in(text) if len(text) <= 25 else []
        if not named and re.fullmatch(r"[A-Z]{3}", text.strip()) and is_currency(text.strip()):
            named = [text.strip()]  # "Moneda: GTQ": any ISO 4217 code CLDR knows
        cell = (h.inline or h.below).strip() if h.field == "currency" else ""
        if not named and (code := named_currency(cell)) is not None:
            named = [code]  # "Moneda: Guaraní": the currency's name in a lexicon
        if len(named) == 1:
            return named[0], CONFIDENCE.CURRENCY_LABELLED, h
    return None


# a company's share capital ("au capital de 1.000.000 Dhs") is in its home currency


def _voted_currency(ctx: Context, hits: list[Hit], f: InvoiceFields) -> Candidate | None:
    """The currency printed beside the money labels' amounts (two votes each), else beside any
    amount (one vote each): sure when only one currency is printed."""
    votes: dict[str, int] = {}
    for h in hits:
        if h.field in ("subtotal", "total", "amount_due", "tax", "tax_total"):
            for c in currencies_in(h.inline + " " + h.right):
                votes[c] = votes.get(c, 0) + 2
    if not votes:
        for line in ctx.lines:
            if SHARE_CAPITAL.search(line.text):
                continue  # "au capital de 1.000.000 Dhs": the company's capital, not the bill
            for a in find_amounts(line.text, ctx.decimal_sep):
                if a.currency:
                    votes[a.currency] = votes.get(a.currency, 0) + 1
    if not votes:
        return None
    single = len(votes) == 1
    confidence = CONFIDENCE.CURRENCY_SINGLE_VOTE if single else CONFIDENCE.CURRENCY_MAJORITY_VOTE
    return max(votes.items(), key=lambda kv: kv[1])[0], confidence, None


def _mentioned_currency(ctx: Context, hits: list[Hit], f: InvoiceFields) -> Candidate | None:
    """Amounts printed bare under a column header that names the currency ("Gesamt/€"), or a
    total written out in words ("... cent soixante dirhams"): the currency mentioned most."""
    votes: dict[str, int] = {}
    for k, line in enumerate(ctx.lines):
        if k in ctx.table_lines and ctx.find_money(line.text):
            continue  # an item's words ("Paleta EUR, używana"): its figures carry no currency
        # in a sentence of prose without a figure, only a name closing it counts ("... mille
        # deux cent dirhams"): another is a word of the sentence ("da Lei fornito": the
        # Italian "you", not Romanian lei)
        named = [c for seg in line.segments for c in currency_names_in(_named_part(seg.text))]
        for c in currencies_in(line.text) + named:
            votes[c] = votes.get(c, 0) + 1
    if not votes:
        return None
    return max(votes.items(), key=lambda kv: kv[1])[0], CONFIDENCE.CURRENCY_MENTIONED, None


def _named_part(text: str) -> str:
    """The part of a cell that may name its currency: the whole cell, or of a sentence of prose
    (ten words or more, no digit) its last word."""
    words = text.split()
    return words[-1] if len(words) >= 10 and not re.search(r"\d", text) else text


CURRENCY_RULES: tuple[Rule, ...] = (_labelled_currency, _voted_currency, _mentioned_currency)


def _canadian_dollar(ctx: Context) -> bool:
    """A "$" read as USD on an invoice with a Canadian address (a line closed by a Canadian
    postal code after its town) and no US dollar named ("USD", "US$"): the dollars are
    Canada's."""
    if any("USD" in line.text or "US$" in line.text for line in ctx.lines):
        return False
    return any(
        CANADIAN_POSTCODE_END.search(seg.text.strip()) and sum(ch.isalpha() for ch in seg.text) > 5
        for line in ctx.lines
        for seg in line.segments
    )


def read_currency(ctx: Context, hits: list[Hit], f: InvoiceFields) -> None:
    """The currency by the first of `CURRENCY_RULES` that finds one; kept on the context for
    the amounts read later."""
    decide(ctx, hits, f, "currency", CURRENCY_RULES)
    if f.currency == "USD" and _canadian_dollar(ctx):
        f.currency = "CAD"
        by_address = CONFIDENCE.CURRENCY_DOLLAR_BY_ADDRESS
        ctx.confidence["currency"] = min(ctx.confidence.get("currency", by_address), by_address)
    ctx.currency = f.currency


# a dollar named as the US one ("USD 12.00", "US$ 12.00"): a bare "$" is not read as a country's
_US_DOLLAR_RE = re.compile(r"\bUSD\b|\bUS\$")
# the end of a US address: a state's code and a ZIP code ("Austin, TX 78701-1234")
_US_STATE_ZIP_RE = re.compile(rf"\b(?:{alternatives('us_state_code')})\s+\d{{5}}(?:-\d{{4}})?\b")


def local_dollar(ctx: Context, f: InvoiceFields) -> None:
    """A bare "$" is the dollar (or peso) of the vendor's country when its tax id belongs to a
    country whose own currency CLDR writes "$" there (an ABN: AUD; a business number: CAD; an
    RFC: MXN), unless the document names the US dollar; without such an id, of the one
    country the parties' addresses name. A bare "$" is the sign of some twenty currencies: read
    as USD it stays sure only when something else says the invoice is American (the US dollar
    named, a US tax id or address of the vendor, dates written month first)."""
    if f.currency != "USD" or any(_US_DOLLAR_RE.search(ln.text) for ln in ctx.lines):
        return
    qualified = _qualified_dollars(ctx)
    if len(qualified) == 1:
        f.currency = ctx.currency = qualified.pop()
        evidence = CONFIDENCE.CURRENCY_QUALIFIED_DOLLAR
        ctx.confidence["currency"] = min(ctx.confidence.get("currency", evidence), evidence)
        return
    by_id = tax_id_country(f.vendor_tax_id) if f.vendor_tax_id is not None else None
    country = by_id or _address_country_of_parties(f)
    if country is None and ctx.decimal_sep == ",":
        # "36 263,17 $": a dollar written with a decimal comma is no US one; the dollar (or
        # peso) of the one other country the parties name, never sure
        country = _address_country_of_parties(f, without="US")
    elif country == "US" or (country is None and _american(ctx, f)):
        return
    local = _currency_written(country, "$") if country is not None else None
    if local is not None:
        f.currency = local
        ctx.currency = local
    if local is None:
        evidence = CONFIDENCE.CURRENCY_BARE_DOLLAR
    elif by_id is not None:
        evidence = CONFIDENCE.CURRENCY_DOLLAR_BY_TAX_ID
    else:
        evidence = CONFIDENCE.CURRENCY_DOLLAR_BY_ADDRESS
    ctx.confidence["currency"] = min(ctx.confidence.get("currency", evidence), evidence)


# a dollar sign qualified by its country, before a figure ("NZ$54.94", "A$ 12.00")
_QUALIFIED_DOLLAR_RE = re.compile(r"(?<![A-Za-z])([A-Z]{1,3}\$)(?=\s?\d)")


def _qualified_dollars(ctx: Context) -> set[str]:
    """The currencies of the country-qualified dollar signs printed (not "US$")."""
    signs = {m.group(1) for ln in ctx.lines for m in _QUALIFIED_DOLLAR_RE.finditer(ln.text)}
    return {CURRENCY_SYMBOLS[s] for s in signs if s in CURRENCY_SYMBOLS} - {"USD"}


def _american(ctx: Context, f: InvoiceFields) -> bool:
    """Whether more than the "$" says the invoice is American: the vendor's address ends in a
    US state and ZIP code, or the dates are written month first ("04/25/2026", "Jan 1, 2022")."""
    if f.vendor_address is not None and _US_STATE_ZIP_RE.search(f.vendor_address):
        return True
    return month_first_printed(ln.text for ln in ctx.lines)


def _address_country_of_parties(f: InvoiceFields, without: str | None = None) -> str | None:
    """The one country the parties' addresses name (a customer's "…, Australia" where the
    vendor's names none), None when they name none or two (`without` not counted)."""
    countries = {address_country(a) for a in (f.vendor_address, f.customer_address)}
    countries -= {None, without}
    return countries.pop() if len(countries) == 1 else None


# a sign several countries' currencies share, printed beside a figure ("Rs1,500", "1 250 kr")
_SHARED = alternatives("shared_currency_symbol")
_SHARED_SIGN_RE = re.compile(
    rf"(?<![^\W\d_])({_SHARED})\s?(?=\d)|(?<=\d)\s?({_SHARED})(?![^\W\d_])", re.IGNORECASE
)


def local_symbol(ctx: Context, f: InvoiceFields) -> None:
    """A bare shared sign ("Rs": the rupees of India, Pakistan, Mauritius; "kr": the crowns of
    Sweden, Denmark, Norway) is the currency of the vendor's country (its tax id, else the one
    country the parties' addresses name) when CLDR writes that country's currency with it;
    unless another reading names the currency (its ISO code, or a sign of its own: "₹")."""
    signs = {
        m.group(1) or m.group(2) for ln in ctx.lines for m in _SHARED_SIGN_RE.finditer(ln.text)
    }
    if not signs or f.currency not in (None, *(CURRENCY_SYMBOLS.get(s) for s in signs)):
        return
    if f.currency is not None and _named_otherwise(ctx, f.currency):
        return
    by_id = tax_id_country(f.vendor_tax_id) if f.vendor_tax_id is not None else None
    country = by_id or _address_country_of_parties(f)
    local = {_currency_written(country, s) for s in signs} - {None} if country else set()
    if len(local) != 1:
        return
    f.currency = ctx.currency = local.pop()
    evidence = (
        CONFIDENCE.CURRENCY_DOLLAR_BY_TAX_ID if by_id else CONFIDENCE.CURRENCY_DOLLAR_BY_ADDRESS
    )
    ctx.confidence["currency"] = min(ctx.confidence.get("currency", evidence), evidence)


def home_currency(ctx: Context, f: InvoiceFields) -> None:
    """No currency printed: the currency of the vendor's country (CLDR's tender of the
    territory), the country known by the vendor's tax id (a GSTIN: India), else by the one
    country the parties' addresses name, else by the vendor's IBAN."""
    if f.currency is not None:
        return
    by_id = tax_id_country(f.vendor_tax_id) if f.vendor_tax_id is not None else None
    by_iban = f.supplier_iban[:2] if f.supplier_iban else None
    country = by_id or _address_country_of_parties(f) or by_iban
    currencies = get_territory_currencies(country) if country else []
    if not currencies:
        return
    f.currency = ctx.currency = str(currencies[0])
    ctx.confidence["currency"] = CONFIDENCE.CURRENCY_OF_COUNTRY


def _named_otherwise(ctx: Context, code: str) -> bool:
    """Whether the document prints the currency's ISO code or a sign only it writes."""
    own = [
        k for k, v in CURRENCY_SYMBOLS.items() if v == code and not _SHARED_SIGN_RE.match(k + "1")
    ]
    code_re = re.compile(rf"(?<![A-Za-z]){code}(?![A-Za-z])")
    return any(code_re.search(ln.text) or any(k in ln.text for k in own) for ln in ctx.lines)


@functools.cache
def _currency_written(country: str, sign: str) -> str | None:
    """The country's currency when one of its languages writes it `sign` (CLDR; a closing dot
    aside: Denmark's "kr." is "kr"), else None."""
    currencies = get_territory_currencies(country)
    if not currencies:
        return None
    code = str(currencies[0])
    for language in get_official_languages(country, de_facto=True):
        try:
            written = get_currency_symbol(code, f"{language}_{country}")
        except UnknownLocaleError:
            continue
        if written.rstrip(".").casefold() == sign.rstrip(".").casefold():
            return code
    return None
