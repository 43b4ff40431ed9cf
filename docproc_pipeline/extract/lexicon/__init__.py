"""The parser's vocabularies, one data file per language, loaded and checked once at import.

Each `<language>.yaml` beside this module gives, for its language, the labels that name each
field (regular expressions, case-insensitive), the words of a few shared word classes, the CLDR
locales whose month names the date reader accepts, and the label words OCR and kerned text layers
tend to garble. `common.yaml` holds what belongs to no language (`#`, `n°`, e-mail, BIC, ...).
Adding a language is adding a file (and its tests); nothing in the code names a language.

A file with an unknown key, an unknown field, an unknown word class or a pattern that does not
compile fails at import with a message naming the file and the entry.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from babel import Locale, UnknownLocaleError
from babel.dates import get_day_names, get_month_names

LEXICON_DIR = Path(__file__).resolve().parent

# Label fields: the invoice fields a label can name, and the "_" pseudo-fields whose values are
# consumed so they are never taken for a field (customer number, page total, ...). Where two
# labels of different fields cover exactly the same text, the one earlier here wins.
FIELD_ORDER: tuple[str, ...] = (
    "invoice_number", "_title", "_generic_no", "invoice_date", "due_date", "purchase_order",
    "_order", "_x", "currency", "subtotal", "discount", "shipping", "tax", "tax_total", "total",
    "amount_due", "_prepayment", "_carry", "vendor_tax_id", "customer_tax_id", "payment_terms",
    "_customer", "_ship_to", "_vendor", "_office", "_postbox",
)  # fmt: skip
# Word classes a pattern may use as {name}: the union of that class over every language.
WORD_CLASSES: tuple[str, ...] = ("number", "excl", "incl", "taxw", "sumw")
# Item-table column roles a header word can name.
COLUMN_ROLES: tuple[str, ...] = (
    "description", "quantity", "unit_price", "amount", "tax_rate", "discount", "packaging",
    "multiplier", "measure", "article_code", "staff", "unit",
)  # fmt: skip
# Word lists of party sections: headings ("Verkäufer", "Bill to"), the words around a heading
# ("Angaben zum ...", "... details"), row labels ("Name:", "Anschrift:") and salutations.
PARTY_KEYS: tuple[str, ...] = (
    "vendor_heading", "customer_heading", "heading_article", "heading_prefix", "heading_linker",
    "heading_suffix", "company_row", "name_row", "address_row", "place_row", "salutation",
)  # fmt: skip
# Word lists the parser's rules use beyond labels, each a list of patterns (Python `re`),
# merged over every language (see README.md for what each one holds).
PHRASE_KEYS: tuple[str, ...] = (
    # dates: the day's ordinal ("14th", "1er", "1º"), of a US date ("March 14th"), the words
    # joining day and month ("1st OF May", "12 DE marzo") and month and year ("DE 2026")
    "ordinal_suffix", "month_day_suffix", "day_month_join", "year_join",
    # dates printed year first in words: the year's and the day's marks ("2026 M. kovo 12 D.")
    "year_mark", "day_mark",
    # accounts: the customer's account a vendor debits; the label of an IBAN
    "debit_account", "iban_label",
    # terms: a payment's channel ("Überweisung", "Bonifico"): under a terms label, alone, no terms;
    # the word joining a second heading to the terms label's ("Payment terms AND bank details")
    "payment_channel", "and_word", "or_word",
    # the language word after a Swiss UID ("CHE-123.456.789 MWST"), removed in this order
    "vat_id_suffix",
    # dates: "due ON 3 May"; "payable BY (THE) 3 May"; "DUE ON (THE)"; a clause about paying or
    # a cash discount; the word joining an invoice number to its date ("Nr. 12 VOM 03.02.")
    "due_on", "pay_by", "pay_by_filler", "due_word", "due_on_word", "due_on_article",
    "pay_word", "cash_discount", "date_join",
    # ids: an order label's words that make the order the buyer's ("YOUR order", "CUSTOMER PO")
    # or the seller's own ("OUR order no."); a bare "Reference" heading the document's own id
    # in its facts block (a last resort)
    "buyer_order_word", "seller_order_word", "document_reference",
    # a letter's greeting ("Dear", "Hola", "Sehr geehrte"): the line greets the addressee
    "greeting",
    # money: the word before a tax's base ("19 % AUF 100,00"); a prepayment word that also
    # heads an allowance row ("Abschlag"); a tax qualifier after an amount ("29.99 € TTC")
    "tax_base_lead", "allowance_label", "tax_qualifier",
    # a statement that no VAT is charged ("TVA non applicable"): the net is the total
    "no_vat",
    # OCR: the rest of a word whose capital I OCR reads as t, l, 1 or | ("Ihre": 'hre?n?')
    "ocr_capital_i",
    # OCR: the rest of an abbreviation whose small l OCR reads as a capital I ("lt.": 't\.')
    "ocr_small_l",
    # an item description's abbreviations: their period stays before a small letter, where OCR's
    # period after a word is a misread comma ("incl. setup", but "cleaning. monthly")
    "description_abbreviation",
    # parties
    "contact_abbreviation", "phone_word", "salutation_word", "salutation_abbreviation", "attention",
    "care_of", "document_kind", "document_kind_ending", "share_capital", "register_mark",
    "their_id_lead", "heading_join", "function_word", "title_tail", "webmail_domain",
    "address_label", "postcode_lead", "street_word",
    # a word opening a company's name as a legal form closes others ("Companhia de Eletricidade
    # do Estado da Bahia", "Cooperativa Popular de ..."): a name, however many small words follow
    "name_opening_form",
    # the word between a rate and the base it is taken of in a bill's formula row ("5,11 % s/
    # 488,15 €", "2 % on 150.00"): a levy on the charges, read as one of them (`item_formulas`)
    "rate_on_base",
    # a charge for service or a tip ("Serv 10%  36.47"): neither tax nor an item (`money`)
    "service_charge",
    # the two-letter codes of the US states, as printed before a ZIP code
    "us_state_code",
    # a currency's sign shared by several countries' currencies ("Rs", "kr"): the vendor's
    # country decides which (currency.local_symbol)
    "shared_currency_symbol",
    # a template's placeholder where the vendor's logo goes ("YOUR LOGO"): never a name
    "logo_placeholder",
    # the word "number" abbreviated before an id ("N", "No.", "Nr"): the id's word, not its series
    "number_abbreviation",
    # item table ("code_prefix": the word before an article noun naming the code column,
    # "Code article", "Réf. article")
    "code_suffix", "code_prefix", "carried_sum", "price_qualifier", "unit_price_head",
    "vat_category",
    # a receipt line's word before its unit price, each ("2 x Grillteller à 10,90  21,80");
    # a position's word opening a listed line ("Pos 1: Reparatur ... 80,00 €")
    "each_price_lead", "position_word",
    "item_annotation", "part_of_above", "item_code_word", "to_date_word", "card_terminal_word", "quantity_unit", "sum_word", "total_word", "tax_line_word", "column_currency_lead",
    # a payment terminal's id, which a till prints in its header too (meta's card-slip rule reads
    # only card_terminal_word); a split-payment bill's words (its sums never sure: invoice.py)
    "till_terminal_word", "split_payment_word",
    # a statement's account lines in an item table: an earlier balance, payments received
    # ("item_code_word": an article-code word opening a line under an item, "Art.-Nr. 4711")
    "statement_entry",
    # tax tables: tax words heading a column, and what a summary table's columns hold
    "tax_word", "rate_column_word", "rate_column_stem", "shipping_column", "discount_column",
    # the heading of the tax summary printed under the items ("Riepilogo IVA", "VAT summary")
    "tax_summary_heading",
    "net_column_word", "net_column_stem", "total_column",
    # a tax table's rate cell that names an exemption instead of a rate ("zw."): rate 0
    "exempt_rate",
    # a note that the customer owes the tax (reverse charge) or that a supply within the EU is
    # not taxed: an invoice printing no tax then taxes at rate 0
    "reverse_charge",
    # money: a currency written as its name after an amount ("213,18 EUROS"), each entry
    # "CODE pattern" (the ISO code, a space, the name's pattern); ISO codes that are words
    "currency_name", "currency_code_word", "currency_symbol_word",
)  # fmt: skip
_FILE_KEYS = frozenset(
    {
        "language", "locales", "words", "labels", "ocr_label_words", "split_label_words",
        "months", "columns", "title_words", "legal_forms", "legal_forms_cased",
        "party_words", "payment_phrases", "phrases", "concepts", "concept_signatures",
        "ocr_confusions", "ocr_merged", "ocr_letters",
    }
)  # fmt: skip


class LexiconError(ValueError):
    """A lexicon file is malformed; the message names the file and the entry."""


@dataclass(frozen=True, slots=True)
class Lexicon:
    labels: tuple[tuple[str, str], ...]  # (field, pattern with word classes filled in)
    months: dict[str, int]  # lower-case month name or abbreviation -> 1..12
    weekdays: frozenset[str]  # lower-case day names and abbreviations (CLDR), every language's
    ocr_label_words: frozenset[str]
    split_label_words: frozenset[str]
    columns: dict[str, tuple[str, ...]]  # column role -> header word patterns
    title_words: frozenset[str]  # document-kind words that are never a party's name
    legal_forms: tuple[str, ...]  # patterns, case-insensitive ("GmbH", "S.r.l.")
    legal_forms_cased: tuple[str, ...]  # patterns matched as printed ("AG", "SA")
    party_words: dict[str, tuple[str, ...]]  # PARTY_KEYS -> words or patterns
    payment_phrases: dict[str, tuple[str, ...]]  # "lead" / "phrase" -> patterns
    phrases: dict[str, tuple[str, ...]]  # PHRASE_KEYS -> patterns, every language's
    languages: tuple[str, ...]
    countries: dict[str, str]  # casefolded country name (CLDR, every locale's) -> ISO code
    # language -> concept -> its meaning words ("filler", "links", "endings" are word roles)
    concepts: dict[str, dict[str, tuple[str, ...]]]
    # (field, required concepts, optional concepts): `concept_signatures` of common.yaml
    concept_signatures: tuple[ConceptSignature, ...]
    # lower-case letter -> the letters OCR reads in its place (`ocr_confusions` of common.yaml)
    ocr_confusions: dict[str, str]
    # a letter OCR reads for a pair of letters, and the other way round ("m" for "rn")
    ocr_merged: dict[str, str]
    # language -> a letter OCR prints -> the letter that language writes in its place ("Í"
    # for the Turkish "İ", a letter OCR's alphabet lacks): `ocr_letters` of a language's file
    ocr_letters: dict[str, dict[str, str]]


@dataclass(frozen=True, slots=True)
class ConceptSignature:
    field: str
    required: frozenset[str]
    optional: frozenset[str]


def _check_file(path: Path, doc: Any) -> dict[str, Any]:
    if not isinstance(doc, dict):
        raise LexiconError(f"{path.name}: expected a mapping at the top level")
    unknown = set(doc) - _FILE_KEYS
    if unknown:
        raise LexiconError(f"{path.name}: unknown key(s) {sorted(unknown)}")
    if doc.get("language") != path.stem:
        raise LexiconError(f"{path.name}: 'language' must be {path.stem!r}")
    for cls in doc.get("words") or {}:
        if cls not in WORD_CLASSES:
            raise LexiconError(f"{path.name}: words.{cls}: unknown word class")
    for field, patterns in (doc.get("labels") or {}).items():
        if field not in FIELD_ORDER:
            raise LexiconError(f"{path.name}: labels.{field}: unknown field")
        if not isinstance(patterns, list) or not all(isinstance(p, str) for p in patterns):
            raise LexiconError(f"{path.name}: labels.{field}: expected a list of patterns")
    for role in doc.get("columns") or {}:
        if role not in COLUMN_ROLES:
            raise LexiconError(f"{path.name}: columns.{role}: unknown column role")
    for key in doc.get("payment_phrases") or {}:
        if key not in ("lead", "phrase"):
            raise LexiconError(f"{path.name}: payment_phrases.{key}: unknown key")
    for key in doc.get("party_words") or {}:
        if key not in PARTY_KEYS:
            raise LexiconError(f"{path.name}: party_words.{key}: unknown key")
    for key, patterns in (doc.get("phrases") or {}).items():
        if key not in PHRASE_KEYS:
            raise LexiconError(f"{path.name}: phrases.{key}: unknown key")
        if not isinstance(patterns, list) or not all(isinstance(p, str) for p in patterns):
            raise LexiconError(f"{path.name}: phrases.{key}: expected a list of patterns")
    for locale in doc.get("locales") or []:
        try:
            Locale.parse(locale)
        except (ValueError, LookupError, UnknownLocaleError) as err:
            raise LexiconError(f"{path.name}: locales: {locale!r}: {err}") from err
    return doc


def _month_names(locale: str) -> dict[str, int]:
    """Month names and abbreviations of a CLDR locale, both grammatical contexts ("marca" and
    "marzec"), lower-case, without a trailing dot."""
    out: dict[str, int] = {}
    for width in ("wide", "abbreviated"):
        for context in ("format", "stand-alone"):
            for number, name in get_month_names(width, context, locale).items():
                out[name.lower().rstrip(".")] = number
    return out


def _day_names(locale: str) -> set[str]:
    """Day names and abbreviations of a CLDR locale ("vendredi", "ven"), lower-case, without a
    trailing dot."""
    return {
        name.lower().rstrip(".")
        for width in ("wide", "abbreviated")
        for context in ("format", "stand-alone")
        for name in get_day_names(width, context, locale).values()
    }


def _merge_months(docs: list[tuple[Path, dict[str, Any]]]) -> dict[str, int]:
    months: dict[str, int] = {}
    for path, doc in docs:
        names = {}
        for locale in doc.get("locales") or []:
            names.update(_month_names(locale))
        for number, extra in enumerate(doc.get("months") or [], start=1):
            names.update({name.lower(): number for name in extra})
        for name, number in names.items():
            if months.setdefault(name, number) != number:
                raise LexiconError(
                    f"{path.name}: month name {name!r} is month {number} here but "
                    f"{months[name]} in another language"
                )
    return months


def _country_names(docs: list[tuple[Path, dict[str, Any]]]) -> dict[str, str]:
    """Country names in every lexicon locale (CLDR through babel), casefolded -> ISO 3166 code;
    a name two countries share in different languages is left out."""
    out: dict[str, str] = {}
    clashes: set[str] = set()
    for _, doc in docs:
        for locale in doc.get("locales") or []:
            for code, name in Locale.parse(locale).territories.items():
                if len(code) != 2 or not code.isalpha():
                    continue  # regions ("150") and variants ("GB-alt-short" style keys)
                key = name.casefold()
                if out.setdefault(key, code) != code:
                    clashes.add(key)
    return {k: v for k, v in out.items() if k not in clashes}


def _fill(path: Path, field: str, pattern: str, classes: dict[str, str]) -> str:
    try:
        filled = pattern.format(**classes) if "{" in pattern else pattern
        # {n} repetition counts are written {{n}} in the files, like str.format
        re.compile(filled)
    except (KeyError, IndexError, ValueError, re.error) as err:
        raise LexiconError(f"{path.name}: labels.{field}: {pattern!r}: {err}") from err
    return filled


def load(directory: Path = LEXICON_DIR) -> Lexicon:
    """Read and check every lexicon file in `directory` (`common.yaml` first)."""
    paths = sorted(directory.glob("*.yaml"), key=lambda p: (p.stem != "common", p.stem))
    docs = [(p, _check_file(p, yaml.safe_load(p.read_text(encoding="utf-8")))) for p in paths]
    words: dict[str, list[str]] = {cls: [] for cls in WORD_CLASSES}
    for _, doc in docs:
        for cls, items in (doc.get("words") or {}).items():
            words[cls].extend(items)
    classes = {cls: "(?:" + "|".join(items) + ")" for cls, items in words.items() if items}
    labels = tuple(
        (field, _fill(path, field, pattern, classes))
        for field in FIELD_ORDER
        for path, doc in docs
        for pattern in (doc.get("labels") or {}).get(field, [])
    )
    return Lexicon(
        labels=labels,
        months=_merge_months(docs),
        weekdays=frozenset(
            name for _, doc in docs for loc in doc.get("locales") or [] for name in _day_names(loc)
        ),
        ocr_label_words=frozenset(
            w.casefold() for _, d in docs for w in d.get("ocr_label_words") or []
        ),
        split_label_words=frozenset(
            w.casefold() for _, d in docs for w in d.get("split_label_words") or []
        ),
        columns={
            role: tuple(
                _checked(p, f"columns.{role}", x) for p, d in docs for x in _get(d, "columns", role)
            )
            for role in COLUMN_ROLES
        },
        title_words=frozenset(w.casefold() for _, d in docs for w in d.get("title_words") or []),
        legal_forms=tuple(
            _checked(p, "legal_forms", x) for p, d in docs for x in d.get("legal_forms") or []
        ),
        legal_forms_cased=tuple(
            _checked(p, "legal_forms_cased", x)
            for p, d in docs
            for x in d.get("legal_forms_cased") or []
        ),
        party_words={
            key: tuple(
                _checked(p, f"party_words.{key}", x)
                for p, d in docs
                for x in _get(d, "party_words", key)
            )
            for key in PARTY_KEYS
        },
        payment_phrases={
            key: tuple(
                _checked(p, f"payment_phrases.{key}", x)
                for p, d in docs
                for x in _get(d, "payment_phrases", key)
            )
            for key in ("lead", "phrase")
        },
        phrases={
            key: tuple(
                _checked(p, f"phrases.{key}", x) for p, d in docs for x in _get(d, "phrases", key)
            )
            for key in PHRASE_KEYS
        },
        languages=tuple(p.stem for p in paths if p.stem != "common"),
        countries=_country_names(docs),
        concepts={p.stem: _concepts(p, d) for p, d in docs if d.get("concepts")},
        concept_signatures=_signatures(docs),
        ocr_confusions=_confusions(docs),
        ocr_merged=_merged(docs),
        ocr_letters={p.stem: _letters(p, d) for p, d in docs if d.get("ocr_letters")},
    )


def _letters(path: Path, doc: dict[str, Any]) -> dict[str, str]:
    out: dict[str, str] = {}
    for printed, meant in doc["ocr_letters"].items():
        if not all(isinstance(c, str) and len(c) == 1 and c.isalpha() for c in (printed, meant)):
            raise LexiconError(f"{path.name}: ocr_letters: {printed!r}: expected one letter each")
        out[printed] = meant
    return out


def _confusions(docs: list[tuple[Path, dict[str, Any]]]) -> dict[str, str]:
    out: dict[str, str] = {}
    for path, doc in docs:
        for letter, others in (doc.get("ocr_confusions") or {}).items():
            if not (isinstance(letter, str) and len(letter) == 1 and letter.islower()):
                raise LexiconError(
                    f"{path.name}: ocr_confusions: {letter!r} is no lower-case letter"
                )
            if not isinstance(others, str) or not all(c.isalpha() and c.islower() for c in others):
                raise LexiconError(
                    f"{path.name}: ocr_confusions.{letter}: expected lower-case letters"
                )
            out[letter] = out.get(letter, "") + others
    return out


def _merged(docs: list[tuple[Path, dict[str, Any]]]) -> dict[str, str]:
    out: dict[str, str] = {}
    for path, doc in docs:
        for letter, pair in (doc.get("ocr_merged") or {}).items():
            if not (isinstance(letter, str) and len(letter) == 1 and letter.islower()):
                raise LexiconError(f"{path.name}: ocr_merged: {letter!r} is no lower-case letter")
            if not (isinstance(pair, str) and len(pair) == 2 and pair.isalpha() and pair.islower()):
                raise LexiconError(
                    f"{path.name}: ocr_merged.{letter}: expected two lower-case letters"
                )
            out[letter] = pair
    return out


# the concept table's word roles that are no concept of their own
CONCEPT_WORD_ROLES: tuple[str, ...] = ("filler", "links", "endings")


def _concepts(path: Path, doc: dict[str, Any]) -> dict[str, tuple[str, ...]]:
    out: dict[str, tuple[str, ...]] = {}
    seen: dict[str, str] = {}
    for concept, words in doc["concepts"].items():
        if not isinstance(words, list) or not all(isinstance(w, str) for w in words):
            raise LexiconError(f"{path.name}: concepts.{concept}: expected a list of words")
        out[concept] = tuple(w.casefold() for w in words)
        if concept in ("links", "endings"):
            continue
        for w in out[concept]:
            if seen.setdefault(w, concept) != concept:
                raise LexiconError(f"{path.name}: concepts: {w!r} in {seen[w]} and {concept}")
    return out


def _signatures(docs: list[tuple[Path, dict[str, Any]]]) -> tuple[ConceptSignature, ...]:
    names = {c for _, d in docs for c in d.get("concepts") or {}} - set(CONCEPT_WORD_ROLES)
    out: list[ConceptSignature] = []
    for path, doc in docs:
        for entry in doc.get("concept_signatures") or []:
            m = re.fullmatch(r"\s*(\w+)\s*=\s*([\w ]+?)\s*(?:/\s*([\w ]*?)\s*)?", entry)
            if m is None or m.group(1) not in FIELD_ORDER:
                raise LexiconError(
                    f"{path.name}: concept_signatures: {entry!r}: expected "
                    "'field = required concepts / optional concepts'"
                )
            required, optional = (
                frozenset(m.group(2).split()),
                frozenset((m.group(3) or "").split()),
            )
            if not required | optional <= names:
                unknown = sorted((required | optional) - names)
                raise LexiconError(f"{path.name}: concept_signatures: {entry!r}: {unknown}")
            out.append(ConceptSignature(m.group(1), required, optional))
    return tuple(out)


def _get(doc: dict[str, Any], key: str, sub: str) -> list[str]:
    return list((doc.get(key) or {}).get(sub) or [])


def _checked(path: Path, entry: str, pattern: str) -> str:
    try:
        re.compile(pattern)
    except re.error as err:
        raise LexiconError(f"{path.name}: {entry}: {pattern!r}: {err}") from err
    if entry == "phrases.currency_name" and not re.fullmatch(r"[A-Z]{3} \S.*", pattern):
        raise LexiconError(f"{path.name}: {entry}: {pattern!r}: expected 'CODE pattern'")
    return pattern


@functools.cache
def lexicon() -> Lexicon:
    """The lexicon of the installed package, loaded once per process."""
    return load()
