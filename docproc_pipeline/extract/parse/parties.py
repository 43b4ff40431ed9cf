"""Vendor and customer: names and address blocks found from layout.

The customer is the block under a "Bill to"/"Kunde" label, or the window-envelope address under
the small sender line ("Name · Street · City"). The vendor name is the sender line's first part or
the largest text at the top of page one; its address is the aligned block under its name (or
under a "From"/"Von" label), cut at contact and registration lines.

A party section heading ("Verkäufer", "Käufer/Leistungsempfänger", "Bill to", "Fournisseur",
"Klant") alone in its column wins over these: its block gives the name in a "Name:" row, else in
its first line that is no label, id or note, and the address in an "Anschrift:" row or under the
name. A label, a currency code or a page title is never a party's name.

Modules: `party_text.py` (what a line is: contact, postcode, legal form, title), `party_blocks.py`
(blocks under a segment, addresses), `party_sections.py` (section headings), `vendor.py` and
`customer.py` (each party's evidence in order); this one puts them together.
"""

from __future__ import annotations

import functools
import re

from docproc_pipeline.extract.lexicon import lexicon
from docproc_pipeline.extract.parse.confidence import CONFIDENCE
from docproc_pipeline.extract.parse.customer import (
    customer_below_head,
    customer_of_label,
    customer_of_name_row,
    fix_customer_name,
    window_address,
)
from docproc_pipeline.extract.parse.labels import find_labels
from docproc_pipeline.extract.parse.lines import Line, Segment, make_segment
from docproc_pipeline.extract.parse.numbers import CURRENCY_CODES
from docproc_pipeline.extract.parse.party_blocks import (
    COUNT_TIMES_PRICE,
    address_of,
    address_under_name,
    footer_parts_of,
    without_contact,
)
from docproc_pipeline.extract.parse.party_cards import card_addresses
from docproc_pipeline.extract.parse.party_grids import party_of_grid
from docproc_pipeline.extract.parse.party_sections import party_sections
from docproc_pipeline.extract.parse.party_text import (
    EMPTY_NUMBER_FIELD,
    GLUED_POSTCODE,
    LEGAL_FORM,
    LEGAL_FORM_AS_WRITTEN,
    PARTY_LABELS,
    POSTCODE,
    SEPARATORS,
    bare_label,
    has_legal_form,
    is_contact,
    is_stop_text,
    is_title,
    normalized,
    town_line,
)
from docproc_pipeline.extract.parse.regions import Regions
from docproc_pipeline.extract.parse.vendor import (
    VendorFound,
    dash_letterhead,
    find_vendor,
    letterhead_outranks,
    name_in_full,
    sender_line,
)
from docproc_pipeline.extract.parse.vocab import alternatives, party_alternatives, unaccented


def find_parties(
    lines: list[Line],
    hits_by_line: dict[int, list[str]],
    regions: Regions | None = None,
) -> dict[str, tuple[str | None, float]]:
    """Names and addresses: `{"vendor_name": (value, confidence), ...}`.

    `regions` are the document's (`Regions.of(lines)` when not given: without the pages'
    physical heights, which place the sheet's letterhead band above the window envelope)."""
    if regions is None:
        regions = Regions.of(lines)
    out = _find_parties(_split_at_party_columns(_labels_apart(lines)), hits_by_line, regions)
    card_addresses(lines, out)
    _address_under_name_again(lines, out)
    for party in ("vendor", "customer"):
        _legal_form_to_name(out, party)
    _vendor_in_full(lines, out)
    for field in ("vendor_address", "customer_address"):
        value, conf = out.get(field, (None, CONFIDENCE.NOT_FOUND))
        if value:
            # a postcode glued to its town in the text layer: "54321Tannhain"
            value = _dash_before_postcode(GLUED_POSTCODE.sub(" ", value))
            out[field] = (_without_row_labels(value), conf)
    if lines and lines[0].ocr:
        for field, (value, conf) in out.items():
            if value is None:
                continue
            if field.endswith("_address"):
                value = SEPARATORS.sub(", ", value)  # "98 Day Village · Port Georgina"
                # a middle dot OCR read as a bar without spaces ("ul. Drzymały 561|78-740 ...")
                value = _OCR_BAR.sub(", ", value)
            value = _MID_DOT.sub(" ", value)
            if field.endswith("_name"):
                value = _without_closing_title(_speck_after_form(_repaired_legal_form(value)))
            if field.endswith("_address"):
                value = _respaced(_clean_ocr_address(value), lines)
                value = _accented_country(_country_after_dash(value))
            out[field] = (value, conf)
    return out


def _vendor_in_full(lines: list[Line], out: dict[str, tuple[str | None, float]]) -> None:
    """A vendor named by a brand or a logo's word ("REWE") that the page prints in full with its
    legal form elsewhere (the footer's "REWE Markt GmbH"): the full name, unless the customer's."""
    name, conf = out.get("vendor_name", (None, CONFIDENCE.NOT_FOUND))
    full = name_in_full(lines, name) if name else None
    customer = out.get("customer_name", (None, CONFIDENCE.NOT_FOUND))[0]
    if full is not None and (customer is None or normalized(customer) != normalized(full)):
        out["vendor_name"] = (full, conf)


def _address_under_name_again(lines: list[Line], out: dict[str, tuple[str | None, float]]) -> None:
    """A party whose name came from a labelled row with nothing under it but other rows (a
    payment slip's "Lieferant  Name", "Empfänger  Name"), and so no address: the address block
    under the same name printed as its own line elsewhere (the letterhead, the window)."""
    for party in ("vendor", "customer"):
        name = out.get(f"{party}_name", (None, CONFIDENCE.NOT_FOUND))[0]
        if not name or out.get(f"{party}_address", (None, CONFIDENCE.NOT_FOUND))[0]:
            continue
        address = address_under_name(lines, name)
        if address:
            out[f"{party}_address"] = (address, CONFIDENCE.ADDRESS_UNDER_NAME_AGAIN)


# an address row's label opening a part of an address ("Adres: Straat 1", "Hausanschrift: ...")
_ADDRESS_ROW_LEAD = re.compile(
    r"^(?:" + party_alternatives("address_row") + r")\s*:\s*", re.IGNORECASE
)


# a postcode's or town's row label opening a part ("Postcode: 7398 AC", "Stad: Amsterdam")
_PLACE_ROW_LEAD = re.compile(
    r"^(?:" + party_alternatives("place_row") + r")\s*:\s*(?=\S)", re.IGNORECASE
)


# an address label without its colon before the postcode or street number ("SEDE LEGALE 29122
# PIACENZA")
_ADDRESS_LABEL_LEAD = re.compile(
    r"^(?:" + alternatives("address_label") + r")\s+(?=\d)", re.IGNORECASE
)


def _without_row_labels(address: str) -> str | None:
    """The address without the row label it was read with ("Adres: Straat 1, 4567 AB Town" ->
    "Straat 1, 4567 AB Town"), up to a second labelled address ("..., Postanschrift: ...")."""
    parts = address.split(", ")
    lead = _ADDRESS_ROW_LEAD.match(parts[0]) or _ADDRESS_LABEL_LEAD.match(parts[0])
    if lead is not None:
        parts[0] = parts[0][lead.end() :]
    later = next((k for k in range(1, len(parts)) if _ADDRESS_ROW_LEAD.match(parts[k])), None)
    if later is not None:
        parts = parts[:later]
    # (and without a form's number fields left empty: "..., No:", "Bina No:")
    parts = [EMPTY_NUMBER_FIELD.sub("", _PLACE_ROW_LEAD.sub("", p)) for p in parts]
    return ", ".join(p for p in parts if p.strip()) or None


# letters OCR reads as digits or capitals in the short, dotted tail of a legal form
_LEGAL_FORM_LOOKALIKES = str.maketrans({"0": "o", "1": "l", "I": "l", "|": "l"})


def _repaired_legal_form(name: str) -> str:
    """An OCR'd name whose legal form does not read as one ("Sp. z 0.0.", "s.r.I.") with the
    look-alike characters of its last three words read as letters, when that makes the end of
    the name a legal form; a speck read as a quote in place of the space before the form
    ("Campos Design'S.A.") is that space."""
    quote = re.search(r"(?<=[^\W\d_])['’`](?=\S)", name)
    form = LEGAL_FORM.search(name)
    if quote and form and form.start() == quote.end():
        name = f"{name[: quote.start()]} {name[quote.end() :]}"
    words = name.split(" ")
    tail = " ".join(words[-3:])
    last = LEGAL_FORM.search(tail)
    if last:
        # a second form before it ("Sp. z 0.o. Sp.k."): the name before the last form, repaired
        head = name[: len(name) - len(tail) + last.start()].rstrip()
        repaired = _repaired_legal_form(head) if head and head != name else head
        if repaired != head and LEGAL_FORM.search(repaired):
            return f"{repaired} {name[len(head) :].lstrip()}"
        return name
    fixed = tail.translate(_LEGAL_FORM_LOOKALIKES)
    found = LEGAL_FORM.search(fixed)
    if fixed == tail or found is None or found.end() < len(fixed.rstrip(" .,")):
        return name
    return " ".join([*words[:-3], fixed])


def _speck_after_form(name: str) -> str:
    """An OCR'd name ending in a full stop its legal form is not written with ("Gude AG.",
    "S.A. de C.V..") without it: a speck of dust read as a point after the form. A form
    written with its dot ("Ltd.", "S.A.") keeps it."""
    if (
        name.endswith(".")
        and not LEGAL_FORM_AS_WRITTEN.search(name)
        and LEGAL_FORM_AS_WRITTEN.search(name[:-1])
    ):
        return name[:-1]
    return name


def _without_closing_title(name: str) -> str:
    """An OCR'd name without a title word OCR read onto its line after it ("Domingues
    Henriques S.A. FATURA", the title printed in another size right beside the name), when a
    legal form closes the name before it: no company name ends in "invoice"."""
    head, _, last = name.rpartition(" ")
    if head and is_title(last) and LEGAL_FORM.search(head):
        return head
    return name


def _legal_form_to_name(out: dict[str, tuple[str | None, float]], party: str) -> None:
    """A legal form wrapped under the name ("Berger Holzbau" over "GmbH & Co. KG"), perhaps
    with the name's last word or two ("Lindqvist Freight" over "Logistics B.V."), belongs to
    the name, not to the address; a company's full name under its short name is the name."""
    name, name_conf = out.get(f"{party}_name", (None, CONFIDENCE.NOT_FOUND))
    address, address_conf = out.get(f"{party}_address", (None, CONFIDENCE.NOT_FOUND))
    if not name or not address or has_legal_form(name):
        return
    first, _, rest = address.partition(", ")
    if not rest or re.search(r"\d", first) or not LEGAL_FORM.search(first):
        return
    if set(name.casefold().split()) <= set(first.casefold().split()):
        # a logo's short name over the company's full name ("Bachmann" over "Confiseur
        # Bachmann AG"): the full name
        out[f"{party}_name"] = (first, name_conf)
        out[f"{party}_address"] = (rest, address_conf)
        return
    if len(LEGAL_FORM.sub("", first).split()) > 2:
        return  # more than a name's last word or two and its legal form: a line of its own
    out[f"{party}_name"] = (f"{name} {first}", name_conf)
    out[f"{party}_address"] = (rest, address_conf)


_OCR_BAR = re.compile(r"\s*\|\s*")


@functools.cache
def _countries_by_letters() -> dict[str, str]:
    """The lexicons' country names (CLDR, lower case) by their letters without accents, where
    that spelling is one name's only."""
    out: dict[str, str] = {}
    seen: set[str] = set()
    for name in lexicon().countries:
        bare = unaccented(name)
        if bare in seen:
            out.pop(bare, None)
            continue
        seen.add(bare)
        out[bare] = name
    return out


def _accented_country(address: str) -> str:
    """An OCR'd address whose closing country name lost its accents ("OSTERREICH") with the
    name as the lexicons spell it ("ÖSTERREICH"), in the case it was printed in."""
    head, sep, last = address.rpartition(", ")
    name = _countries_by_letters().get(last.casefold())
    if not sep or name is None or len(name) != len(last) or name == last.casefold():
        return address
    return (
        head
        + sep
        + "".join(c.upper() if o.isupper() else c for c, o in zip(name, last, strict=True))
    )


# the one spaced dash of an address, between a house number and a postcode and town
_DASH_BEFORE_POSTCODE = re.compile(
    r"(?<=\w)\s+[-–]\s+(?=(?:[A-Z]{1,2}-)?(?:\d{4,5}(?:-\d{3})?|\d\d-\d{3})\s+[^\W\d])"
)


def _dash_before_postcode(address: str) -> str:
    """A street and its town on one line parted by a dash ("Platz 606 - 61642 Worbis", "19,
    chemin de Legrand - 23546 Lucas", "R. Costa, 14 - 6679-229 Torres Vedras"): the comma of
    an address line's end; dashes that part every part of it stay ("Via X 4 - 00195 Roma -
    Italy")."""
    if len(re.findall(r"\s[-–]\s", address)) != 1:
        return address
    return _DASH_BEFORE_POSTCODE.sub(", ", address)


# a closing part after a dash or point: "2315 Sursee-Schweiz", "41-996 Koło - Polska"
_LAST_AFTER_DASH = re.compile(r"\s*[-–.]\s*([^\W\d_][^\W\d_ ]*(?: [^\W\d_]+)?)$")


def _country_after_dash(address: str) -> str:
    """An OCR'd address whose comma before its closing country name was read as a dash or a
    point ("Sursee-Schweiz"): the comma back; a town's own hyphen ("Illnau-Effretikon") stays,
    as the part after it is no country, and so do dashes that part every line of it."""
    found = _LAST_AFTER_DASH.search(address)
    name = found.group(1).casefold() if found else ""
    if found is None or (name not in lexicon().countries and name not in _countries_by_letters()):
        return address
    if re.search(r"\s[-–]\s", address[: found.start()]):
        return address  # dashes part the whole address as printed ("Via X 4 - 00195 Roma - Italy")
    return address[: found.start()] + ", " + found.group(1)


def _respaced(address: str, lines: list[Line]) -> str:
    """An OCR'd address whose parts lost a space between words ("177 MillLane") takes the
    spacing of the same letters printed elsewhere on the page (a sender or footer line)."""
    parts = address.split(", ")
    for k, part in enumerate(parts):
        compact = part.replace(" ", "")
        if len(compact) < 6:
            continue
        pattern = re.compile(r"\s?".join(map(re.escape, compact)))
        for line in lines:
            found = pattern.search(line.text)
            if (
                found
                and found.group().count(" ") > part.count(" ")
                and not re.search(r"\d\s\d", found.group())  # "101 15": a gap OCR made
            ):
                parts[k] = found.group()
                break
    return ", ".join(parts)


def _labels_apart(lines: list[Line]) -> list[Line]:
    """The lines, with an OCR'd segment that opens with party labels and goes on with a name
    ("ÉMETTEUR / CLIENT Blot": the label's cell and the name's read as one) split before the
    name, when the next line starts a segment where the name starts (the block's column)."""
    out = list(lines)
    for i, line in enumerate(lines[:-1]):
        if not line.ocr:
            continue
        below = lines[i + 1]
        for seg in line.segments:
            at = _after_party_labels(seg)
            if at is None:
                continue
            # the name's first word: where the block's column starts on the next line, the
            # heading's last words perhaps misread ("SELLER / BILL, TO | Gibson-Yang")
            column = [b.x0 for b in below.segments]
            at = next(
                (
                    k
                    for k in range(at, min(at + _HEADING_WORDS_MISREAD + 1, len(seg.words)))
                    if any(abs(x - seg.words[k].x0) <= max(seg.height, 3.0) for x in column)
                ),
                None,
            )
            if at is not None:
                parts = [s for s in line.segments if s is not seg]
                parts += [make_segment(seg.words[:at]), make_segment(seg.words[at:])]
                out[i] = Line(
                    page=line.page,
                    words=line.words,
                    segments=sorted(parts, key=lambda s: s.x0),
                    index=line.index,
                    ocr=line.ocr,
                )
                break
    return out


# words of a party heading OCR misread so that they match no label ("BILL, TO")
_HEADING_WORDS_MISREAD = 3


def _after_party_labels(seg: Segment) -> int | None:
    """The index of the first word after the party labels that open `seg` ("SPRZEDAWCA /
    NABYWCA | Strzoda s.c."), when words follow them; else None."""
    found = find_labels(seg.text)
    if not found or found[0].start != 0 or found[0].field not in PARTY_LABELS:
        return None
    end = found[0].end
    for label in found[1:]:
        if label.field not in PARTY_LABELS or seg.text[end : label.start].strip(" /&|,") != "":
            break
        end = label.end
    consumed = 0
    for k, word in enumerate(seg.words):
        consumed += len(word.text) + (1 if k else 0)
        if consumed >= end:
            return k + 1 if k + 1 < len(seg.words) else None
    return None


def _split_at_party_columns(lines: list[Line]) -> list[Line]:
    """The lines, with segments under a row of party labels ("Absender  Kunde") split where a
    word starts at a label's left edge: a long name in one column can run so close to the next
    column that the two read as one segment."""
    out = list(lines)
    for i, line in enumerate(lines):
        cols = [
            seg.x0
            for seg in line.segments
            if (found := find_labels(seg.text))
            and found[0].start == 0
            and found[0].field in PARTY_LABELS
        ]
        if len(cols) < 2:
            continue
        for k in range(i + 1, min(i + 9, len(lines))):
            below = out[k]
            if below.page != line.page:
                break
            segments: list[Segment] = []
            for seg in below.segments:
                run = [seg.words[0]]
                for word in seg.words[1:]:
                    if any(abs(word.x0 - x) < 3 for x in cols):
                        segments.append(make_segment(run))
                        run = []
                    run.append(word)
                segments.append(make_segment(run))
            if len(segments) != len(below.segments):
                out[k] = Line(
                    page=below.page,
                    words=below.words,
                    segments=segments,
                    index=below.index,
                    ocr=below.ocr,
                )
    return out


# OCR reads a speck between two words as a middle dot: "Ringstraße·14", "Seidel· KG"
_MID_DOT = re.compile(r"(?<=\w)\s*[·•]\s*(?=\w)|(?<=\w)[·•](?=\s|$)")


_OCR_ADDRESS_FIXES: tuple[tuple[re.Pattern[str], str], ...] = (
    # a point inside a postcode: "6031.1 Frankfurt"
    (re.compile(r"\b(\d{4})\.(\d)(?=\s+[A-ZÄÖÜ][a-zäöüß])"), r"\1\2"),
    # the comma between house number and postcode read as a point, colon or dash:
    # "Uhlandstraße 110.30159 Hannover", "23/11-8010 Graz", "44. 3011 Bern", "8. L-1234 Mersch"
    # (or the bar set between them glued to the postcode: "Lindenweg 12 |54321 Tannhain")
    (
        re.compile(r"(?<=\d)\s*[.:;\-–|]\s*(?=(?:[A-Z]{1,2}-)?(?:\d{4,5}|\d\d-\d{3})\s+[^\W\d])"),
        ", ",
    ),
    # ... or lost: "Wüthrichstrasse 76 1379 Villars", "Kerkstraat 12 1011 AB Amsterdam"
    (re.compile(r"(\b\d{1,4}[a-z]?)\s+(?=(?:\d{4,5}|\d\d-\d{3})\s+[A-ZÀ-ÖØ-ÞŁŚŻŹ])"), r"\1, "),
    (re.compile(r"(?<=\d[a-z])\s*[.:;]\s*(?=\d{4,5}\s+[^\W\d])"), ", "),
    # a speck or dash between street and house number: "Hafenstraße.30b", "Bahnhofstrasse-38"
    (re.compile(r"(?<=[a-zäöüß])[.\-](?=\d)"), " "),
    # street glued to its number, postcode glued to its town: "Mühlweg46", "1010Wien"
    (re.compile(r"(?<=[a-zäöüß]{3})(?=\d{1,4}[a-z]?\b)"), " "),
    (re.compile(r"(?<=\b\d{4})(?=[A-ZÄÖÜ][a-zäöüß])|(?<=\b\d{5})(?=[A-ZÄÖÜ][a-zäöüß])"), " "),
    # a speck after a house number or ZIP: "Ringstraße 98., ...", "AZ 85701."
    (re.compile(r"(?<=\d)\.(?=\s*,)|(?<=\d)\.$"), ""),
    # a speck glued to the address's first word: "*Martistrasse 376"
    (re.compile(r"^[*.,:;'`·|]+(?=[^\W\d_])"), ""),
    # a speck read before a line of the block: "rue Brandt 701, . 3414 Grojean"
    (re.compile(r"(?:^|(?<=,))\s*[.,:;'`·]+\s+(?=\w)"), " "),
    # ... or glued to it: "al. Lipowa 8, ·34-039 Town", "Suite 887, .North Alexanderhaven"
    (re.compile(r"(?:^|(?<=,))\s*(?:[·|]+(?=\w)|\.+(?=[^\W\d_]))"), " "),
    # the comma after a leading house number read as a point: "35. chemin des Pages"
    (re.compile(r"(?:^|(?<=, ))(\d{1,4}[a-z]?)\.\s+(?=[a-zà-ÿ])"), r"\1, "),
    # the comma before a closing country name in capitals read as a point: "Grimmen. DEUTSCHLAND"
    (re.compile(r"(?<=[a-zà-ÿß]{3})\.\s+(?=[A-ZÀ-ÖØ-Þ]{4,}$)"), ", "),
    # a hyphen of a compound name read as a colon: "Emilija:Fröschl-Ring"
    (re.compile(r"(?<=[^\W\d_]{2}):(?=[^\W\d_]{2})"), "-"),
    # the comma before a US state read as a point, a comma read as a colon
    (re.compile(r"\.(?=\s+[A-Z]{2}\s+\d{5}(?:-\d{4})?$)"), ","),
    (re.compile(r"(?<=[^\W\d_]):(?=\s)"), ","),
    # UK postcodes: a 1 read as I or l in the outward code, the space lost or read as a point
    (re.compile(r"\b([A-Z]{1,2})[Il](?=[A-Z\d]?[\s.]?\d[A-Z]{2}$)"), r"\g<1>1"),
    # ... and a 0 read as O: "WOT 2JX", "HPON 5AF"
    (re.compile(r"\b([A-Z]{1,2})O(?=[A-Z\d]?[\s.]?\d[A-Z]{2}(?:,|$))"), r"\g<1>0"),
    (re.compile(r"\b([A-Z]{1,2}\d[A-Z\d]?)[.]?(\d[A-Z]{2})$"), r"\1 \2"),
)


def _clean_ocr_address(text: str) -> str:
    """An OCR'd address with the usual misreadings of its punctuation undone."""
    text = _without_contact_tail(text)
    for pattern, repl in _OCR_ADDRESS_FIXES:
        text = pattern.sub(repl, text)
    return re.sub(r"\s+", " ", text).strip()


# a separator OCR read as a letter or digit, alone or glued to the town before a capital
_SPECK_SEPARATOR = re.compile(r"\s+[1Il|!]\s+|(?<=[^\W\d_]{2})[I|!](?=[A-Z])")


def _without_contact_tail(text: str) -> str:
    """An address line whose separator before its contact part OCR read as a letter ("8441
    NyonITel. 041...", "07000 Ciudad 1 Tel. +34 ..."): the address without that part."""
    for m in _SPECK_SEPARATOR.finditer(text):
        if POSTCODE.search(text[: m.start()]) and is_contact(text[m.end() :]):
            return text[: m.start()]
    return text


# a till receipt's item price ending its line: "1,39 B", "0.25*B", "12.99"
_ITEM_PRICE = re.compile(r"\d[.,]\d{2}(?:\s?\*?\s?[A-Z])?$")


def till_store_address(lines: list[Line]) -> str | None:
    """A till receipt's store address: in its header (above the first line ending with a
    price), the last town line (postcode and town), with the street line right above it when
    that holds a house number and is no contact line."""
    page1 = [ln for ln in lines if ln.page == lines[0].page]
    head: list[Line] = []
    for line in page1:
        if len(line.segments) >= 2 and _ITEM_PRICE.search(line.segments[-1].text.strip()):
            break
        head.append(line)
    for k in range(len(head) - 1, -1, -1):
        text = head[k].text.strip()
        if len(head[k].segments) != 1 or not town_line(text) or is_stop_text(text):
            continue
        street = head[k - 1].text.strip() if k > 0 else ""
        if re.search(r"\d", street) and not is_stop_text(street):
            return f"{street}, {text}"
        return text
    return None


# a placeholder for a value not given, perhaps after its row's label ("N/A", "Name: n/a")
_NOT_GIVEN = re.compile(r"(?:[^\W\d_]+\s*:\s*)?(?:n\s?/\s?a|n\.\s?a\.)", re.IGNORECASE)
# a trade mark's sign after a name ("ACME®", "Widget™")
_MARK_SIGNS = re.compile(r"\s?[®™℠]")
# a label and its number before a company's name on one line: "nr rej: BDO 00002265 "
_LABELLED_NUMBER_LEAD = re.compile(r"^[^:]*:\s*(?:[^\W_]*\d[\w/.-]*\s+)+(?=[^\W\d_])")


def _find_parties(
    lines: list[Line], _hits_by_line: dict[int, list[str]], regions: Regions
) -> dict[str, tuple[str | None, float]]:
    out: dict[str, tuple[str | None, float]] = {}
    if not lines:
        return out
    by_index = {ln.index: i for i, ln in enumerate(lines)}
    sender = sender_line(lines, regions)
    letterhead = dash_letterhead(lines, regions) if sender is None else None

    sections = party_sections(lines)
    # a till receipt's strip has no window envelope: without a customer label, the block at
    # its top is the store's (the vendor's), and no block is the customer's
    till = regions.till_strip
    if (grid := party_of_grid(lines, "_customer")) is not None:
        # a form's grid under the recipient's heading: its name cell and address cells
        out["customer_name"] = (grid[0], CONFIDENCE.CUSTOMER_LABELLED_NAME)
        out["customer_address"] = (grid[1], CONFIDENCE.CUSTOMER_LABELLED_ADDRESS)
    elif "customer" in sections:
        name, address, _ = sections["customer"]
        out["customer_name"] = (name, CONFIDENCE.SECTION_NAME)
        out["customer_address"] = (address, CONFIDENCE.SECTION_ADDRESS)
    else:
        labelled = customer_of_label(lines)
        if labelled is None:
            labelled = customer_of_name_row(lines)
        if labelled is None and not till:
            labelled = customer_below_head(lines, by_index, sender, letterhead)
        out.update(labelled or {})

    customer = out.get("customer_name", (None, CONFIDENCE.NOT_FOUND))[0]
    if "vendor" in sections and not letterhead_outranks(
        lines, regions, by_index, customer, sections["vendor"][0] or ""
    ):
        name, address, vendor_segs = sections["vendor"]
        vendor: VendorFound | None = (name, CONFIDENCE.SECTION_NAME, address, vendor_segs)
    else:
        vendor = find_vendor(lines, regions, by_index, sender, letterhead, customer)
    if vendor is not None:
        name, conf, address, vendor_segs = vendor
        if address is None and till and "vendor" not in sections:
            address = till_store_address(lines)
        out["vendor_name"] = (name, conf)
        out["vendor_address"] = (
            address,
            CONFIDENCE.VENDOR_ADDRESS if address else CONFIDENCE.NOT_FOUND,
        )
    else:
        vendor_segs = set()
        address = till_store_address(lines) if till and "vendor" not in sections else None
        if address is not None:
            # a till receipt whose name is a logo: its store's address still heads it
            out["vendor_address"] = (address, CONFIDENCE.VENDOR_ADDRESS)
    if "customer_name" not in out and not till:
        window = window_address(
            lines,
            out.get("vendor_name", (None, CONFIDENCE.NOT_FOUND))[0],
            vendor_segs,
            regions,
        )
        if window is not None:
            address = address_of(without_contact(window[1], window[0].text))
            out["customer_name"] = (window[0].text, CONFIDENCE.CUSTOMER_WINDOW_NAME)
            out["customer_address"] = (address, CONFIDENCE.CUSTOMER_WINDOW_ADDRESS)
    _vendor_named_by_parts_line(lines, out)
    fix_customer_name(out)
    _clean_names(out)
    _clean_addresses(out)
    return out


def _vendor_named_by_parts_line(
    lines: list[Line], out: dict[str, tuple[str | None, float]]
) -> None:
    """The vendor read only as the top name and the customer only as the window's block the
    other way round, when a line of separated parts opens with the window block's name and
    none with the top name's ("Boulay · Fransstraat 428 · 8062 Sibret" in the legal footer, or
    as the sender line over the window): that line names the issuer, its block is the vendor's."""
    vendor, vendor_conf = out.get("vendor_name", (None, CONFIDENCE.NOT_FOUND))
    customer, customer_conf = out.get("customer_name", (None, CONFIDENCE.NOT_FOUND))
    if (
        vendor_conf != CONFIDENCE.VENDOR_TOP_ONLY
        or customer_conf != CONFIDENCE.CUSTOMER_WINDOW_NAME
    ):
        return
    if not vendor or not customer or footer_parts_of(lines, vendor):
        return
    if not footer_parts_of(lines, customer):
        return
    vendor_address = out.get("vendor_address", (None, CONFIDENCE.NOT_FOUND))[0]
    customer_address = out.get("customer_address", (None, CONFIDENCE.NOT_FOUND))[0]
    out["vendor_name"] = (customer, CONFIDENCE.VENDOR_TOP_IN_FOOTER)
    out["vendor_address"] = (
        customer_address,
        CONFIDENCE.VENDOR_ADDRESS if customer_address else CONFIDENCE.NOT_FOUND,
    )
    out["customer_name"] = (vendor, CONFIDENCE.CUSTOMER_WINDOW_NAME)
    out["customer_address"] = (
        vendor_address,
        CONFIDENCE.CUSTOMER_WINDOW_ADDRESS if vendor_address else CONFIDENCE.NOT_FOUND,
    )


def _clean_addresses(out: dict[str, tuple[str | None, float]]) -> None:
    """The party addresses without the party's name opening them (a store's name printed
    again over its street: "Kaufland, Raiffeisenstraße 25, ..."); none that holds an item's
    count and price."""
    for party in ("vendor", "customer"):
        address, conf = out.get(f"{party}_address", (None, CONFIDENCE.NOT_FOUND))
        name = out.get(f"{party}_name", (None, 0.0))[0]
        if address and any(COUNT_TIMES_PRICE.fullmatch(p) for p in address.split(", ")):
            # the block ran on into a receipt's items ("Carta A4 80 g, risma, 1 x 7.88, ...")
            out[f"{party}_address"] = (None, CONFIDENCE.NOT_FOUND)
            continue
        if not address or not name:
            continue
        first, _, rest = address.partition(", ")
        if rest and _names_party(first, name):
            out[f"{party}_address"] = (rest, conf)


def _names_party(part: str, name: str) -> bool:
    """Whether an address's first part is the party's name again ("Kaufland" under the
    "Kaufland" logo, "Khuvu Microcredito" under "KHUVU"): no figure, opening with the name."""
    return not re.search(r"\d", part) and part.casefold().startswith(name.casefold())


# a number and a dash before a party's name: its code in the issuer's books ("162 - Acme SRL")
_CODE_LEAD = re.compile(r"^\d{1,8}\s+-\s+(?=[^\W\d_])")


def _letter_after_legal_form(name: str) -> bool:
    """Whether a name ends in a legal form and one capital letter after it, a letter printed in
    a box beside the name (an Argentine invoice's type "A" beside "... S.R.L.")."""
    found = re.fullmatch(r"(.*\S)\s+[A-Z]", name)
    if found is None or not has_legal_form(found.group(1)):
        return False
    return any(m.end() == len(found.group(1)) for m in LEGAL_FORM.finditer(found.group(1)))


def _clean_names(out: dict[str, tuple[str | None, float]]) -> None:
    """The party names without what is no part of a name: a labelled number OCR put before it,
    a trailing comma, a trade mark's sign; a label, a currency or figures read as a name are
    none."""
    for field in ("vendor_name", "customer_name"):
        read, conf = out.get(field, (None, CONFIDENCE.NOT_FOUND))
        lead = _LABELLED_NUMBER_LEAD.match(read or "")
        if read and lead and has_legal_form(read[lead.end() :]):
            # "nr rej: BDO 00002265 Lidl sp. z o.o.": a labelled number OCR put on the name's line
            read = read[lead.end() :]
            out[field] = (read, conf)
        if read and _CODE_LEAD.match(read):
            read = _CODE_LEAD.sub("", read)  # "162 - Acme SRL": the party's code in the books
            out[field] = (read, conf)
        if read and _letter_after_legal_form(read):
            read = read[:-1].rstrip()  # "Acme S.R.L. A": a box's letter beside the name
            out[field] = (read, conf)
        if read and read.rstrip().endswith((",", ";")):
            read = read.rstrip().rstrip(",;")  # "Jane Smith," over the street
            out[field] = (read, conf)
        if read and _MARK_SIGNS.search(read):
            read = _MARK_SIGNS.sub("", read).strip()  # "RBDRINKS®": the mark is no part of it
            out[field] = (read, conf)
        if read and (
            read.rstrip().endswith(":")
            or bare_label(read)
            or read.strip().upper() in CURRENCY_CODES
            or not re.search(r"[^\W\d_]{2}", read)
            or _NOT_GIVEN.fullmatch(read.strip())
        ):
            # a label ("Nummer:"), a currency, figures ("0,302 x 5,29") or a placeholder for a
            # name not given ("Name: N/A") are never a name
            out[field] = (None, CONFIDENCE.NOT_FOUND)
