"""What a line of a party block is: a contact line, a postcode or town line, a stop line (an
id, a register, another label), a company name (with a legal form), a page title; all from the
lexicons' words and the shapes of postcodes and phone numbers."""

from __future__ import annotations

import functools
import re
import unicodedata
from difflib import SequenceMatcher

from docproc_pipeline.extract.lexicon import lexicon
from docproc_pipeline.extract.parse.labels import find_labels, misread_label_word
from docproc_pipeline.extract.parse.lines import Segment
from docproc_pipeline.extract.parse.numbers import CURRENCY_CODES
from docproc_pipeline.extract.parse.vocab import alternatives, party_alternatives, word_set

# a one-line letterhead's parts set apart by a dot or bar with spaces around it, or by a dot
# OCR ran into the numbers on both sides ("Selinasingel 7·3893 HF Manderveen": house number,
# postcode; a dot before a house number is a speck for a space, "Ringstraße·14", and one
# between two letters a word's own, as in Catalan "Col·legi")
SEPARATORS = re.compile(r"\s+[·•●∙|]\s+|(?<=\d)[·•●∙](?=\d)")


# an address line's parts set apart by spaced en or em dashes ("Marconia – Matera – IT"); a
# hyphen is left alone ("Unit 5 - 7")
ADDRESS_DASHES = re.compile(r"\s+[–—]\s+")
# an address line's parts set apart by spaced hyphens, one of them a postcode with or without
# its town ("Via Crivelin 7 - 37010 - Affi (VR)", "29122 PIACENZA - VIA MENTOVATI, 24"); a range
# stays ("Unit 5 - 7")
_SPACED_HYPHEN = re.compile(r"\s+-\s+")
_POSTCODE_PART = re.compile(r"(?:[A-Z]{1,2}-)?\d{4,5}(?:\s+[^\W\d_].*)?")


# a form's name cell label alone, perhaps with its alternatives ("Nome / Nome Empresarial",
# "NOME / RAZÃO SOCIAL")
NAME_CELL_LABEL = re.compile(
    r"(?:{0})(?:\s*/\s*(?:{0}))*".format(party_alternatives("name_row", "company_row")),
    re.IGNORECASE,
)


def hyphen_parted(value: str) -> str:
    """The address with the parts a spaced hyphen sets apart joined by commas, when one of
    them is a postcode (with or without its town)."""
    parts = [p.strip() for p in _SPACED_HYPHEN.split(value)]
    if len(parts) > 1 and any(_POSTCODE_PART.fullmatch(p) for p in parts):
        return ", ".join(parts)
    return value


# a separator left dangling after a name whose next part went to another line ("Shop online -")
TRAILING_SEPARATOR = re.compile(r"\s+[-–—·•|:]+$")


# OCR reads the small middle dot of a sender line as a dash, a point or nothing at all
OCR_SEPARATORS = re.compile(r"\s*[·•●∙]\s*|\s+[|\-–.]\s+|(?<=[^\W\d]\.)[-–]\s+")


# a one-line letterhead or legal footer: "Name GmbH - Street 1 - 12345 Town"
# (a bullet may lose the space on one side in OCR: "Birkenallee 101 ·24103 Kiel")
DASH_SEPARATORS = re.compile(r"\s+[-–−|·•●](?:\s+[-–−|·•●])*\s+|\s[·•●](?=\S)|(?<=\S)[·•●]\s")


BULLET = re.compile(r"^[·•●∙|]$")


# the lexicons' legal forms; a dotted one may be printed without its final dot ("B.V", "S.A")
_FORMS = [re.sub(r"\\\.$", r"\\.?", f) if f.count(r"\.") >= 2 else f for f in lexicon().legal_forms]
# a legal form closing a company name: "Blauw Huis B.V.", "Bei Spiel GmbH", "Atelier Nord SAS"
LEGAL_FORM = re.compile(
    rf"(?:\b(?:{'|'.join(_FORMS)})|\b(?-i:{'|'.join(lexicon().legal_forms_cased)}))"
    r"\s*[.,]?$",
    re.IGNORECASE,
)
# a legal form closing a name exactly as the lexicons write it: its own final dot ("Ltd.",
# "S.A.") and no other
LEGAL_FORM_AS_WRITTEN = re.compile(
    rf"(?:\b(?:{'|'.join(_FORMS)})|\b(?-i:{'|'.join(lexicon().legal_forms_cased)}))$",
    re.IGNORECASE,
)


# a title or a document-kind word is never a party's name ("PAYMENT RECEIPT", "Kopie factuur")
_TITLE_WORDS = lexicon().title_words


_CONTACT = re.compile(
    r"@|www\.|https?://|^\+?\(?\d[\d\s/().-]{6,}$"
    r"|^(?:" + alternatives("contact_abbreviation") + r")\.?\s+[+(]?\d",
    re.IGNORECASE,
)


# the host of a web address or an e-mail domain: "http://www.acme.com", "www.acme.de", "@acme.fr"
# (a company named "EXPERTS@WORK GmbH" has none)
WEB_HOST = re.compile(r"(?:https?://|\bwww\.|@)((?:[\w-]+\.)+[a-z]{2,6})\b", re.IGNORECASE)

# postcodes: 4-5 digits before the town (DE, FR, NL, CH, ES, IT...), UK, US state + ZIP, CH-,
# Polish and Portuguese ones with a hyphen (00-950 Warszawa, 1000-001 Lisboa), Irish Eircodes,
# Canadian ones (K1A 0B1), Brazilian CEPs (01310-100), a line ending in an Australian state
# and postcode ("Sydney NSW 2000"; not a currency code before a figure) or in an Indian PIN
# after a dash, comma or colon ("Pune, Maharashtra - 411001", "Chennai: 600093")
# (a UK outward code's digit may be an O as OCR reads a 0: "W0T 2JX" as "WOT 2JX")
POSTCODE = re.compile(
    r"\b\d{4,5}\s+[^\W\d]|\b[A-Z]{1,2}[\dO][A-Z\d]?\s*\d[A-Z]{2}\b|\b[A-Z]{2},?\s+\d{5}(?:-\d{4})?\b|\bCH-\d{4}\b"
    r"|\b\d{2,4}-\d{3}\s+[^\W\d]|\b[AC-FHKNPRTV-Y]\d{2}\s?[AC-FHKNPRTV-Y0-9]{4}\b"
    r"|\b[ABCEGHJ-NPRSTVXY]\d[A-Z]\s?\d[A-Z]\d\b|\b\d{5}-\d{3}\b|[^\W\d](?:[,:]|\s-)\s\d{6}$"
    rf"|[^\W\d]\s+(?!(?:{'|'.join(sorted(CURRENCY_CODES))})\b)[A-Z]{{2,3}}\s\d{{4}}$"
    # a five-digit postcode, a spaced dash or a comma, the town: "00154 - Roma (RM) - IT",
    # "46250 - L'Alcudia", "75008, Paris"
    r"|\b\d{5}\s[-–]\s[^\W\d]|\b\d{5},\s+[^\W\d]{2}"
    # an Italian town and its province before the postcode: "Torino (TO), 10126"
    r"|[^\W\d]\s\([A-Z]{2}\),?\s\d{5}$"
    # a postcode after its word ("CEP 01310100")
    rf"|(?i:\b(?:{alternatives('postcode_lead')}))\s?\d{{5}}-?\d{{3}}\b"
    # a Brazilian CEP of eight digits before the town and its state ("42941417 Fernandes - AL")
    r"|\b\d{8}\s+[^\W\d][^\d,]*\s[-–]\s[A-Z]{2}\b"
    # a Dutch postcode written without its space, "3584CC", also after a hyphen before the town
    # ("6446TK Brunssum")
    r"|(?<![\w/.-])[1-9]\d{3}[A-Z]{2}\b|\b[1-9]\d{3}[A-Z]{2}(?=\s+[^\W\d])"
    # a postcode of three and two digits before its town in capitals, as Sweden prints it
    # ("112 52 STOCKHOLM"; not "101 15 Berlin", a German postcode OCR split)
    r"|\b[1-9]\d{2}\s\d{2}\s+[A-ZÀ-ÖØ-ÞČĎĚŇŘŠŤŮŽĹĽŔ]{2}"
)

# a Canadian postal code: the letters Canada Post uses (no D, F, I, O, Q, U; no W or Z first)
CANADIAN_POSTCODE = r"\b[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d\b"
# an address line closed by a Canadian postal code
CANADIAN_POSTCODE_END = re.compile(CANADIAN_POSTCODE + "$")


# Salutation and attention lines are neither the party's name nor its address.
_SALUTATIONS = alternatives("salutation_word")


ATTENTION = re.compile(
    "^(?:" + _SALUTATIONS + "|" + alternatives("salutation_abbreviation") + r")(?:\s|$)"
    "|^(?:" + alternatives("attention") + "|" + alternatives("care_of") + r")(?::|\s|$)",
    re.IGNORECASE,
)


ATTN_PREFIX = re.compile("^(?:" + alternatives("attention") + r")\s*:?\s*", re.IGNORECASE)


# a name starts with a letter and has a few ("98a" is the tail of a split house number)
NAME_START = re.compile(r"^\W*[^\W\d_](?:.*?[^\W\d_]){3}")


# a line of only a form of address: "Herr", "Monsieur", or the "Firma" over a company's name;
# or two of them joined by a slash for either addressee ("Egr./Spett.le", "Herrn/Frau")
_ONE_SALUTATION = "(?:" + _SALUTATIONS + "|" + party_alternatives("salutation") + ")"
BARE_SALUTATION = re.compile(
    "^" + _ONE_SALUTATION + r"(?:\s?/\s?" + _ONE_SALUTATION + ")*$", re.IGNORECASE
)


_ADDRESS_STOP_FIELDS = {
    "_x",
    "_customer",
    "_vendor",
    "vendor_tax_id",
    "customer_tax_id",
    "invoice_number",
    "invoice_date",
    "due_date",
    "purchase_order",
    "payment_terms",
    "_title",
    "_ship_to",
}


def normalized(text: str) -> str:
    """The text NFKC-normalised, spaces collapsed, case-folded."""
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text)).strip().casefold()


@functools.lru_cache(maxsize=8192)
def is_contact(text: str) -> bool:
    """A phone, fax, e-mail or web line, also when OCR garbled its label or its `@`
    ("Pnbne1608:555-0147", "T |4021 555-0167"): seven or more digits that are no postcode,
    making up most of the line or following a short label word. Kept per text: the party
    passes ask about each line of a block again and again."""
    if _CONTACT.search(text) or _phone_line(text):
        return True
    digits = sum(ch.isdigit() for ch in text)
    if digits < 7 or POSTCODE.search(text):
        return False
    alnum = sum(ch.isalnum() for ch in text)
    return digits >= 0.6 * alnum or bool(re.match(r"[^\W\d_]{1,5}\W{0,3}\+?\d", text))


_PHONE_WORD = re.compile("(?:" + alternatives("phone_word") + ")", re.IGNORECASE)
_WORD_BEFORE_NUMBER = re.compile(r"([^\W\d_]{5,})\.?\s*:?\s*[+(-]?\s*\d")


def _phone_line(text: str) -> bool:
    """A phone word before a number opening the line, also one OCR misread by a letter
    ("Teletone (051 910 669 640", "Telcfon -48 729 866")."""
    found = _WORD_BEFORE_NUMBER.match(text)
    if found is None:
        return False
    word = found.group(1)
    return bool(
        _PHONE_WORD.fullmatch(word) or _PHONE_WORD.fullmatch(misread_label_word(word) or "")
    )


# an international phone number: "+33 (0)4 78 06 85 81", "+48 729 866 120"
_INTERNATIONAL_PHONE = re.compile(r"(?:^|\s)\+\d{1,3}\s?(?:\(0\)\s?)?\d{1,4}(?:[\s.-]\d{2,4}){2,}")


def phone_line(text: str) -> bool:
    """Whether `text` gives a phone number: an international one, or a number after a phone
    word opening the line (also one OCR misread by a letter)."""
    return bool(_INTERNATIONAL_PHONE.search(text)) or _phone_line(text)


def names_contact(text: str) -> bool:
    """Whether the text holds an e-mail or web address or is a phone line ("Tel. 0324 ..."):
    `is_contact` without its guess at garbled digits."""
    return bool(_CONTACT.search(text))


def is_stop(seg: Segment) -> bool:
    """Whether the segment ends an address: contact, id or register line, or another label."""
    if is_contact(seg.text) or ID_MARK.search(seg.text):
        return True  # contact, tax-id, bank or register lines end an address
    labels = find_labels(seg.text)
    if not (labels and labels[0].start == 0 and labels[0].field in _ADDRESS_STOP_FIELDS):
        return False
    if labels[0].field in ("_customer", "_vendor"):
        # the next party's heading ("Kunde", "Bill to:"), not a name that starts with a
        # heading word ("Lieferant GmbH")
        return not re.search(r"[^\W\d_]", seg.text[labels[0].end :])
    return True


def bare_label(text: str) -> bool:
    """A label alone in its cell ("Issue date", "Kunden-Nr.:"), its value in the next cell."""
    labels = find_labels(text)
    return bool(labels) and labels[0].start == 0 and not text[labels[0].end :].strip(" :.#")


# a line holding only a party's id: a short code word and a long number ("GLN 4304171000002")
PARTY_ID_LINE = re.compile(r"^[A-Za-z]{2,5}\.?[\s:#-]*\d{6,}$")


PARTY_LABELS = ("_customer", "_ship_to", "_vendor")


GLUED_POSTCODE = re.compile(r"(?<=\b\d{5})(?=[A-ZÄÖÜ][a-zäöüß]{2})")


def similar(a: str, b: str, ratio: float = 0.8) -> bool:
    """Whether two names read alike (normalised, at least `ratio` similar)."""
    return SequenceMatcher(None, normalized(a), normalized(b)).ratio() >= ratio


@functools.lru_cache(maxsize=8192)
def has_legal_form(text: str) -> bool:
    """A company name: a legal form after at least a short name ("GmbH" alone is not one).
    Kept per text: the party and vendor passes ask about the same lines again and again, and
    the legal forms of every language are tried at each word."""
    return bool(LEGAL_FORM.search(text)) and (
        sum(ch.isalpha() for ch in LEGAL_FORM.sub("", text)) >= 3
    )


# small words of running text ("of", "der", "voor"): a title has them, a company name rarely
_FUNCTION_WORDS = word_set("function_word")


def name_wraps_onto(name: str, nxt: str) -> bool:
    """Whether a company's name goes on in the next line: the two end in a legal form that the
    first alone lacks ("Example Mutual" / "Insurance Society e.V.", "2VISION SPÓŁKA Z
    OGRANICZONĄ" / "ODPOWIEDZIALNOŚCIĄ"), the next line without a figure."""
    return (
        not has_legal_form(name) and has_legal_form(f"{name} {nxt}") and not re.search(r"\d", nxt)
    )


# a company's name opening with its form ("Companhia ...", "Société ..."): see the lexicons
_NAME_OPENING_FORM = re.compile(rf"\W*(?:{alternatives('name_opening_form')})\s", re.IGNORECASE)


def sentence_title(text: str) -> bool:
    """A page title or caption, not a company: six words or more with two function words and
    no legal form ("Readable view of the data of e-invoices"), or a copyright line."""
    if re.search(r"\(c\)|©", text, re.IGNORECASE):
        return True
    words = [w for w in text.split() if any(ch.isalnum() for ch in w)]  # "&" is no word
    small = sum(1 for w in words if w.casefold() in _FUNCTION_WORDS)
    if has_legal_form(text) or _NAME_OPENING_FORM.match(text):
        return False
    if len(words) >= 6 and small >= 2:
        return True
    # a page heading about the document ("Ver contenido de factura", "Details of the invoice"):
    # the document's kind joined to other words by a function word, no figure
    folded = [w.casefold().strip(".,:;") for w in words]
    return (
        small >= 1
        and any(w in _DOCUMENT_KINDS for w in folded)
        and not all(w in _TITLE_WORDS or w in _FUNCTION_WORDS for w in folded)
        and not re.search(r"\d", text)
    )


_DOCUMENT_KINDS = word_set("document_kind")


_DOC_KIND = re.compile(
    r"^\W*(?:[^\W\d_]+-?)?(?:" + alternatives("document_kind") + ")"
    "(?:" + alternatives("document_kind_ending") + r")?\b",
    re.IGNORECASE,
)


def numbered_title(text: str) -> bool:
    """The document's title line: a document-kind word, also a compound one, leading a line
    with its number or date ("Schlussrechnung Nr. 2024-17 vom 03.05.2024", "E-Invoice 4711")."""
    return bool(_DOC_KIND.match(text)) and bool(re.search(r"\d", text))


def is_title(text: str) -> bool:
    """Whether every word of the text is a title word of the lexicons ("PAYMENT RECEIPT"), or
    the text names the place of a template's logo ("YOUR LOGO")."""
    words = re.findall(r"[^\W\d_][\w'-]*", text.casefold())
    if words and len(words) <= _LOGO_LINE_WORDS and any(w in _LOGO_WORDS for w in words):
        return True
    return bool(words) and all(w in _TITLE_WORDS for w in words)


_LOGO_WORDS = word_set("logo_placeholder")
_LOGO_LINE_WORDS = 3  # a placeholder line is short ("Your company logo"); a sentence is not


_TITLE_TAIL = word_set("title_tail")


# a name and the document's title in one line, set apart by a dash or a bar
_TITLE_SEPARATOR = re.compile(r"\s+[-–—|]\s+")


# a name row's label opening the name ("Nom: Cybercar", "Name: Kivikangas Oy")
_NAME_LABEL = re.compile(
    r"^(?:" + party_alternatives("name_row", "company_row") + r")\s*:\s*(?=\S)",
    re.IGNORECASE,
)


# an id printed after a name's legal form ("MERCADONA, S.A. A-46103834"): no part of the name
_ID_AFTER_FORM = re.compile(r"\s+[A-Z]{0,3}-?\d[\d.\-/]{6,}[A-Z0-9]?$")


def id_after_legal_form(text: str) -> tuple[str, str] | None:
    """A name with its legal form and an id printed after it on one line, as (name, id)
    ("MERCADONA, S.A. A-46103834" -> "MERCADONA, S.A.", "A-46103834"); None otherwise."""
    found = _ID_AFTER_FORM.search(text)
    if found is None or not has_legal_form(text[: found.start()]):
        return None
    return text[: found.start()], found.group(0).strip()


def strip_title(text: str) -> str:
    """ "Amazon Web Services Invoice" -> "Amazon Web Services": a title after the name; also
    after a dash ("Kivikangas - Invoice", "Kivikangas | Tax invoice"); an id after the name's
    legal form ("MERCADONA, S.A. A-46103834")."""
    parts = _TITLE_SEPARATOR.split(text)
    if len(parts) > 1 and is_title(parts[-1]) and parts[0].strip():
        text = parts[0]
    name_and_id = id_after_legal_form(text)
    if name_and_id is not None:
        text = name_and_id[0]
    text = _NAME_LABEL.sub("", text.strip())
    words = text.split()
    while len(words) > 1 and words[-1].casefold().strip(".:") in _TITLE_TAIL:
        words.pop()
    return " ".join(words)


# an address label alone in its cell ("Adresse", "Address:")
_ADDRESS_LABEL_ALONE = re.compile(r"(?:" + alternatives("address_label") + r")\s*:?", re.IGNORECASE)


def address_label_alone(text: str) -> bool:
    """Whether the text is only an address label ("Adresse" heading the address's cells)."""
    return _ADDRESS_LABEL_ALONE.fullmatch(text.strip()) is not None


def looks_like_name(text: str) -> bool:
    """Whether the text can be a party's name: letters first, few words and digits, no label."""
    t = text.strip()
    if not NAME_START.match(t) or ":" in t or len(t.split()) > 6 or is_contact(t):
        return False
    labels = find_labels(t)
    return not (labels and labels[0].start == 0) and sum(ch.isdigit() for ch in t) <= 2


ID_MARK = re.compile(
    r"\b(?:" + alternatives("register_mark") + r")\b|\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){3,}",
    re.IGNORECASE,
)


def is_stop_text(text: str) -> bool:
    """Whether the text is a contact line or starts with a label that ends an address."""
    labels = find_labels(text)
    return bool(
        is_contact(text)
        or (labels and labels[0].start == 0 and labels[0].field in _ADDRESS_STOP_FIELDS)
    )


# a street's type word ("Via", "Road", "-straße"), and a house number on its own ("98/A", "20",
# "12-14", "177a")
STREET_WORD = re.compile(
    r"(?<![^\W\d_])(?:" + alternatives("street_word") + r")(?![^\W\d_])", re.IGNORECASE
)
_HOUSE_NUMBER = re.compile(
    r"(?<![\w/.-])\d{1,5}(?:\s?[a-zA-Z])?(?:[/-]\d{0,4}[a-zA-Z]?)?(?![\w.,/-])"
)
# a street line in the comma style of Portugal, Spain and Italy: its name, a comma, the number
_COMMA_NUMBER_END = re.compile(r"^[^\W\d_][^\d,]{2,40},\s*\d{1,5}[a-zA-Z]?$")
# the French and Belgian style: the number, a comma, the street ("96, avenue Benoit")
_NUMBER_COMMA_START = re.compile(r"^\d{1,5}[a-zA-Z]?,\s+(?=[^\W\d_])")
# a street without its number, a dash and its town in capitals, as a till prints its shop's
# place under its name ("Via S.Bernardino – BERGAMO")
_STREET_DASH_TOWN = re.compile(r"^\S.{2,40}?\s[-–]\s[^\W\d_a-z]{3,}(?:\s[^\W\d_a-z]{2,})?$")


# the abbreviated word "number" ("No", "Nr.", "n°"), as the lexicons write it
_NUMBER_WORD = "(?:" + alternatives("number_abbreviation") + ")"
# the number's word right before a house number ("No:4", "Nr. 12")
_NUMBER_WORD_BEFORE = re.compile(rf"(?<![^\W\d_]){_NUMBER_WORD}\s?:?\s?$", re.IGNORECASE)
# a number's label closing an address part with nothing after it, perhaps after the word of
# what it numbers ("No:", "Bina No:", "Kapı No:"): a form's field left empty
EMPTY_NUMBER_FIELD = re.compile(
    rf"(?:^|\s+)(?:[^\W\d_]{{2,}}\s+)?{_NUMBER_WORD}\s?:$", re.IGNORECASE
)


def street_line(text: str) -> bool:
    """A street and its house number and nothing more: "Via Deruta 98/A", "70 Bovill Road",
    "Lieferantenstraße 20", "Vila Borges, 562" (a street word and a number opening or ending the
    line, or a name, a comma and a number). Never a party's name; a name with a legal form never
    reads as one ("Route 66 Diner" neither: its number is inside)."""
    text = text.strip().rstrip(",")
    if len(text) > 60 or has_legal_form(text) or town_line(text) or is_contact(text):
        return False
    if _COMMA_NUMBER_END.match(text):
        return True
    if _STREET_DASH_TOWN.match(text) and STREET_WORD.match(text):
        return True
    if (start := _NUMBER_COMMA_START.match(text)) is not None:
        rest = text[start.end() :]
        return not re.search(r"\d", rest) and STREET_WORD.search(rest) is not None
    numbers = list(_HOUSE_NUMBER.finditer(text))
    at_edge = len(numbers) == 1 and (numbers[0].start() == 0 or numbers[0].end() == len(text))
    # a house number after its "No:" closing the line, whatever figures name the street before
    # it ("Karaağaç Mahallesi 8 Sokak No:4 A/2", as Turkey prints it)
    numbered = bool(numbers) and numbers[-1].end() == len(text)
    numbered = numbered and _NUMBER_WORD_BEFORE.search(text, 0, numbers[-1].start()) is not None
    return (at_edge or numbered) and STREET_WORD.search(text) is not None


def town_line(text: str) -> bool:
    """A line that starts or ends with its postcode ("12345 Town", "Town, ST 12345"), or holds
    a six-digit PIN ("Pune 411001")."""
    text = text.strip().rstrip(",.")
    if re.search(r"(?<![\d-])\d{3}\s?\d{3}(?![\d-])", text):
        return True
    return any(m.start() == 0 or m.end() == len(text) for m in POSTCODE.finditer(text))


def comma_party_parts(text: str) -> list[str] | None:
    """A party's name and address on one line, written with commas ("Dr. Allgemein,
    Praxisstraße 1, 12345 Musterhausen", also without the spaces: "Name GmbH,Street 19,86161
    Town"): three or four parts, a house number in the second and the postcode and town ending
    it."""
    parts = [p.strip() for p in re.split(r",\s*", text)]
    if not 3 <= len(parts) <= 4 or not re.search(r"\d", parts[1]):
        return None
    if not POSTCODE.match(parts[-1]) or any(POSTCODE.search(p) for p in parts[:-1]):
        return None
    if not NAME_START.match(parts[0]) or any(is_stop_text(p) for p in parts):
        return None
    return parts


def _phone_number(part: str) -> bool:
    """Whether an address part is a phone number: a contact of more digits than any postcode
    ("0378944391", "282-677-4840x7696"; not "13050-000")."""
    return is_contact(part) and sum(ch.isdigit() for ch in part) >= _PHONE_DIGITS_MIN


# the fewest digits of a phone number with its area code (postcodes have at most eight)
_PHONE_DIGITS_MIN = 9


def without_details_after_town(address: str) -> str:
    """An address without the parts that follow its town and are no address: a tax id, bank or
    contact part of the same line ("07230 Huesca, CIF ESB72298474", "8045 Town, CODE BIC:"),
    and everything after it."""
    parts = address.split(", ")
    town = False
    for k, part in enumerate(parts):
        labels = find_labels(part)
        detail = (
            any(m.field in _ADDRESS_STOP_FIELDS for m in labels)
            or bool(ID_MARK.search(part))
            or is_contact(part)
            or part.rstrip().endswith(":")
        )
        if detail and (town or (k >= 2 and _phone_number(part))):
            # (a phone after a street and a town without postcode: "Rhian Ville, 282-677-4840")
            return ", ".join(parts[:k])
        town = town or bool(POSTCODE.search(part))
    return address


# an address row's word inside a longer label ("Adres van dienstverlener:", "Supplier address:")
_ADDRESS_WORD = re.compile(
    r"(?<![^\W\d_])(?:" + party_alternatives("address_row") + r")(?![^\W\d_])", re.IGNORECASE
)


def own_address_label(text: str) -> bool:
    """Whether a line of a party's block is only the label of its address, the address under it
    ("Dienstverlener:" / name / "Adres van dienstverlener:" / street): a label of a few words
    ending in a colon that names an address, no line of the address."""
    t = text.strip()
    return (
        t.endswith(":")
        and len(t.split()) <= 5
        and not re.search(r"\d", t)
        and _ADDRESS_WORD.search(t) is not None
    )
