"""The vendor: a vendor label, the window envelope's sender line, a one-line letterhead, the
legal footer's company, a letterhead block printing the VAT id or IBAN, the web domain, and last
the largest text at the top of page one."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from docproc_pipeline.extract.parse.box import overlaps_x, x_centre, y_centre
from docproc_pipeline.extract.parse.confidence import CONFIDENCE
from docproc_pipeline.extract.parse.countries import address_country
from docproc_pipeline.extract.parse.dates import find_dates
from docproc_pipeline.extract.parse.hits import grid_cell
from docproc_pipeline.extract.parse.labels import find_labels
from docproc_pipeline.extract.parse.lines import OCR_HEIGHT_NOISE, SENTENCE_END, Line, Segment
from docproc_pipeline.extract.parse.party_blocks import (
    HeadLine,
    address_from_parts,
    address_of,
    address_under_name,
    block_below,
    cell_right_of,
    first_below,
    footer_parts_of,
    label_segment,
    under_party_label,
    with_town_cell,
    without_trade_line,
)
from docproc_pipeline.extract.parse.party_sections import labelled_row_of_another
from docproc_pipeline.extract.parse.party_text import (
    ADDRESS_DASHES,
    ATTENTION,
    BARE_SALUTATION,
    BULLET,
    DASH_SEPARATORS,
    ID_MARK,
    LEGAL_FORM,
    NAME_START,
    OCR_SEPARATORS,
    POSTCODE,
    SEPARATORS,
    STREET_WORD,
    WEB_HOST,
    address_label_alone,
    comma_party_parts,
    has_legal_form,
    is_contact,
    is_stop_text,
    is_title,
    looks_like_name,
    normalized,
    numbered_title,
    phone_line,
    sentence_title,
    similar,
    street_line,
    strip_title,
    town_line,
    without_details_after_town,
)
from docproc_pipeline.extract.parse.regions import Regions
from docproc_pipeline.extract.parse.table_header import is_item_table_header, word_roles
from docproc_pipeline.extract.parse.vocab import (
    CARD_TERMINAL,
    SHARE_CAPITAL,
    alternatives,
    word_set,
)

# an address's label opening a text ("Sede legale", "Anschrift")
_OPENS_ADDRESS_LABEL = re.compile(r"(?:" + alternatives("address_label") + r")\b", re.IGNORECASE)


def sender_line(lines: list[Line], regions: Regions) -> tuple[int, Segment, list[str]] | None:
    """The small return-address line of a window envelope, `Name · Street · City`, in page
    one's window band, above the item table (whose rows may be in parts: "Photography - half
    day shoot - colour: grey")."""
    page1 = [ln for ln in lines if ln.page == lines[0].page]
    for line in page1:
        if not regions.in_window(line) or is_item_table_header(line):
            break
        for seg in _bullet_joined(line.segments):
            if under_party_label(page1, page1.index(line), seg):
                continue  # the customer's one-line block under its label
            if _opening_hours(seg.text):
                continue  # "Lundi - Samedi : 8H30 - 19H30": no sender line
            parts = (OCR_SEPARATORS if line.ocr else SEPARATORS).split(seg.text)
            if len(parts) >= 3 and street_line(parts[0]):
                continue  # "Via Deruta 98/A - 00181 Roma - Italy": an address, no name on it
            if _OPENS_ADDRESS_LABEL.match(parts[0]):
                continue  # "SEDE LEGALE 43121 PARMA - VIA EMILIA, 12": an office's address
            # a line of words alone ("TILES - TAPS - SANITARY WARE") is the firm's trade
            plain = not any(is_stop_text(p) for p in parts) and bool(re.search(r"\d", seg.text))
            postcode = any(POSTCODE.search(p) for p in parts)
            if (
                (len(parts) >= 3 and (postcode or plain))
                or (
                    line.ocr
                    and len(parts) == 2
                    and POSTCODE.search(parts[1])
                    and not POSTCODE.search(parts[0])
                    and NAME_START.match(parts[0])
                    and not _closes_block(page1, page1.index(line), seg)
                )
                # a name and its street only (an Irish address has no postcode)
                or (
                    len(parts) == 2
                    and NAME_START.match(parts[0]) is not None
                    and not street_line(parts[0])
                    and street_line(parts[1])
                )
            ):
                return line.index, seg, [p.strip() for p in parts]
            comma_parts = comma_party_parts(seg.text)
            if comma_parts is not None:
                return line.index, seg, comma_parts
            two_lines = _sender_over_street(page1, page1.index(line), seg, parts)
            if two_lines is not None:
                return line.index, seg, two_lines
    return None


def _sender_over_street(
    page1: list[Line], i: int, seg: Segment, parts: list[str]
) -> list[str] | None:
    """A return address of two lines: a company's name (its legal form) over "Street 1 ·
    Town" in the same small type, tight under it, both smaller than the addressee's line below:
    the name and the address's parts."""
    if page1[i].ocr or len(parts) != 2 or not re.search(r"\d", parts[0]) or i == 0:
        return None
    h = seg.height
    above = [
        s
        for s in page1[i - 1].segments
        if abs(s.x0 - seg.x0) < 0.5 * h and abs(s.height - h) < 0.15 * h and seg.y0 - s.y1 < h
    ]
    below = page1[i + 1].segments if i + 1 < len(page1) else []
    if len(above) != 1 or not has_legal_form(above[0].text) or not below:
        return None
    if below[0].height < 1.2 * h:
        return None  # no larger addressee's line under it: a block of the page's own type
    return [above[0].text.strip(), *(p.strip() for p in parts)]


def _closes_block(page1: list[Line], i: int, seg: Segment) -> bool:
    """Whether `seg` is printed tight under a line of the same column (same left edge, less
    than a line's gap between): the last line of an address block ("Town - ST, CEP ..."), not
    a sender line, which stands apart above the addressee."""
    for line in reversed(page1[max(0, i - 3) : i]):
        for s in line.segments:
            if (
                abs(s.x0 - seg.x0) < max(4.0, 0.5 * seg.height)
                and s.y1 <= seg.y0 + 1
                and seg.y0 - s.y1 <= 1.2 * max(s.height, 6.0)
            ):
                return True
    return False


def _bullet_joined(segments: list[Segment]) -> list[Segment]:
    """The line's segments, with runs split apart by a wide bullet ("Name  ●  Street  ●  Town")
    joined back into one segment."""
    out: list[Segment] = []
    joining = False
    for seg in segments:
        bare = bool(BULLET.match(seg.text.strip()))
        if out and (joining or bare or seg.text.lstrip()[:1] in "·•●∙"):
            words = [*out[-1].words, *seg.words]
            out[-1] = Segment(
                words=words,
                text=f"{out[-1].text} {seg.text}",
                x0=min(out[-1].x0, seg.x0),
                x1=max(out[-1].x1, seg.x1),
                y0=min(out[-1].y0, seg.y0),
                y1=max(out[-1].y1, seg.y1),
            )
        else:
            out.append(seg)
        joining = bare or seg.text.rstrip()[-1:] in "·•●∙"
    return out


# how much taller than its box a company name with a legal form counts on a scan (see `_top_name`)
_OCR_LEGAL_FORM_BOOST = 1.25


# an item row: words, then a price closing the line, perhaps with its currency's sign and VAT
# category ("ZITRONE  0,89 B", "TRINM Orangennektar  10,74 € B", "KOPYTKA 500G C  1 ×5.75 5,75C")
_PRICED_ROW = re.compile(
    r"[^\W\d_].*\s-?\d{1,3}(?:[.,]\d{3})*[.,]\d{2}(?:\s?[€$£])?(?:\s?[A-Z]\d?)?$"
)


def _top_name(
    lines: list[Line], regions: Regions, excluded: str | None = None
) -> tuple[int, Segment] | None:
    page1 = [ln for ln in lines if ln.page == lines[0].page]
    if not page1:
        return None
    best: tuple[float, int, Segment] | None = None
    addressee: set[int] = set()
    for line in page1:
        if not regions.in_letterhead(line, from_first_line=True) or is_item_table_header(line):
            break  # a table header word is never the vendor's name
        if _column_words_row(line):
            break  # a receipt's two-column header ("OMSCHRIJVING  BEDRAG"): its items below
        if best is not None and any(numbered_title(s.text) for s in line.segments):
            break  # the document's title under the letterhead: below it, its subject
        if CARD_TERMINAL.search(line.text):
            break  # a card terminal's slip printed in a receipt: below the letterhead
        if _PRICED_ROW.match(line.text) and not find_labels(line.text):
            break  # a receipt's item rows ("ZITRONE  0,89 B"): under its letterhead, if any
        if _labels_row(line):
            continue  # the header row of a grid of invoice facts ("Customer  Order  Date")
        for prev, seg in zip([None, *line.segments], line.segments, strict=False):
            letters = sum(ch.isalpha() for ch in seg.text)
            if letters < 4 or len(seg.text.replace(" ", "")) <= 3:
                continue
            if (prev is not None and prev.text.rstrip().endswith(":")) or seg.text.startswith(":"):
                # the value of a "Label:" to its left ("PO Number:  PO_4411", "Terme  : échu")
                continue
            if labelled_row_of_another(seg.text):
                continue  # "Klant: PC Noord B.V.", "Adres: Kerkstraat 3": another party's rows
            if _no_name_text(page1, page1.index(line), seg):
                continue
            if under_party_label(page1, page1.index(line), seg):
                continue  # the customer's or the delivery address's block
            labels = find_labels(seg.text)
            named = has_legal_form(seg.text) and ":" not in seg.text  # "Lieferant GmbH"
            if (labels and labels[0].start == 0 and not named) or address_label_alone(seg.text):
                continue  # a label ("Adresse" heading the address's cells), not a name
            if _row_label_of_grid(page1, page1.index(line), seg):
                continue  # "Status  PAID" among "Due Date  March 25, 2024" rows
            if is_contact(seg.text) or SEPARATORS.search(seg.text) or is_title(seg.text):
                continue
            if sentence_title(seg.text) or numbered_title(seg.text):
                continue  # a page title ("Readable view of ...", "Schlussrechnung Nr. 12")
            if excluded and normalized(seg.text) == excluded:
                continue
            if id(seg) in addressee:
                continue
            if ATTENTION.match(seg.text):
                # "Mrs J. Post", "Attn: ...": the addressee, never the issuer, nor its address
                addressee |= {id(s) for s in block_below(page1, page1.index(line), seg)}
                continue
            key = seg.height
            named_above = best is not None and has_legal_form(best[2].text)
            if seg.text.isupper() and has_legal_form(seg.text) and not named_above:
                # capitals have no ascenders or descenders: a company name in capitals looks
                # shorter than mixed-case text of the same size (not so against a company's
                # name above it: "Carburanti Padani SpA" over a window's "TRASPORTI ROSSI SPA")
                key *= 1.2
            elif line.ocr and best is None and has_legal_form(seg.text):
                # OCR boxes of one font size differ in height by a fifth: a company name heading
                # the letterhead loses to the street under it only when clearly smaller
                # ("Gehringer AG" boxed 12.2 pt high over "Misicherring 4/3" boxed 14.8); a
                # name's wrapped second line ending in its form gains nothing over its first
                key *= _OCR_LEGAL_FORM_BOOST
            margin = max(0.5, OCR_HEIGHT_NOISE * best[0]) if best and line.ocr else 0.5
            if best is None or key > best[0] + margin:
                best = (key, line.index, seg)
    return (best[1], best[2]) if best else None


def _column_words_row(line: Line) -> bool:
    """Whether the line is only item columns' one-word names, the description's among them
    ("OMSCHRIJVING  BEDRAG", "Artikel  Preis")."""
    roles = [word_roles(s.text) if len(s.words) == 1 else set() for s in line.segments]
    return len(roles) >= 2 and all(roles) and any("desc" in r for r in roles)


def _labels_row(line: Line) -> bool:
    """Whether the line is the header row of a grid of invoice facts: three labels or more,
    opening half its cells or more ("Customer  Order  Date")."""
    labelled = sum(1 for s in line.segments if (f := find_labels(s.text)) and f[0].start == 0)
    return labelled >= 3 and 2 * labelled >= len(line.segments)


def _no_name_text(page1: list[Line], i: int, seg: Segment) -> bool:
    """Whether the segment's text is something other than a name that a letterhead may print
    large: a town or street line ("68159 Mannheim", "Via Deruta 98/A"), opening hours ("Mo - Sa
    : 8H30 - 19H30"), a greeting ("Hola Antonio,"), the title's second line ("di vendita o
    prestazione"), a date ("February 17, 2026"), a form's code and version in the corner
    ("FR.DCF.04", "Version : 01"), an amount of money with its currency; a town in the cell
    beside its postcode's ("83310 | GRIMAUD"), a country alone ("FRANCIA"), a value of a grid's
    row of facts under its row of labels ("175 ANNE JULIEN" under "Agente")."""
    text = seg.text
    line = page1[i]
    k = line.segments.index(seg)
    return (
        (k > 0 and with_town_cell(line, line.segments[k - 1]) is not line.segments[k - 1])
        or address_country(text) is not None
        or (i > 0 and _labels_row(page1[i - 1]))
        or town_line(text)
        or street_line(text)
        or _opening_hours(text)
        or _GREETING.match(text) is not None
        or _subtitle(page1, i, seg)
        or _only_a_date(text)
        or _FORM_CODE.fullmatch(text.strip()) is not None
        or _WORD_AND_FIGURE.fullmatch(text) is not None
        or _AMOUNT_WITH_CURRENCY.search(text) is not None
    )


# an amount of money beside its currency's sign or code ("2 615,53 EUR valor pago", "EUR
# 1,522.20 Please pay"): a receipt's amount in large type, never a name
_AMOUNT_WITH_CURRENCY = re.compile(
    r"(?:[€$£]|\b[A-Z]{3}\b)\s?\d[\d\s.,'’]*[.,]\d{2}\b|\b\d[\d\s.,'’]*[.,]\d{2}\s?(?:[€$£]|[A-Z]{3}\b)"
)


def _subtitle(page1: list[Line], i: int, seg: Segment) -> bool:
    """Whether the segment continues the document's title on the line under it, in lower case
    ("DOCUMENTO COMMERCIALE" over "di vendita o prestazione") or after the title's small word
    ("FACTURA DE" over "ELECTRICIDAD"): a title's words, not a name (one closing in a legal
    form is: "Definitieve factuur" over "van der Berg BV")."""
    if i == 0 or has_legal_form(seg.text):
        return False
    above = page1[i - 1]
    if seg.y0 - above.y1 > seg.height:
        return False
    return any(
        is_title(s.text)
        and overlaps_x(s, seg)
        # ... or the title ends in a small word the next line completes ("FACTURA DE" over
        # "ELECTRICIDAD")
        and (seg.text[:1].islower() or s.text.split()[-1].casefold() in _FUNCTION_WORDS)
        for s in above.segments
    )


_FUNCTION_WORDS = word_set("function_word")


def _wrapped_from(upper: Segment, seg: Segment) -> bool:
    """Whether `seg` is the next line of a name wrapped from `upper`: right under it at its left
    edge in about its size (a descender makes "y asociados S.Com." a little taller)."""
    h = upper.height
    return (
        abs(seg.x0 - upper.x0) < 0.5 * h
        and -0.5 * h < seg.y0 - upper.y1 < 0.5 * h
        and seg.height <= 1.2 * h
    )


def _row_label_of_grid(page1: list[Line], i: int, seg: Segment) -> bool:
    """Whether `seg` opens a "label  value" row of a grid of invoice facts: a line above or
    below holds a labelled cell at its left edge and that label's value at the left edge of
    the cell after `seg` ("Due Date  March 25, 2024" over "Status  PAID"). A cell that holds
    its label's value itself ("Partita IVA 02214780422" beside "Data: 30.01.2026") is no row
    label: its line is two facts side by side, not a grid's label column."""
    cells = page1[i].segments
    k = cells.index(seg)
    if k + 1 >= len(cells):
        return False
    value_x0 = cells[k + 1].x0
    for other in page1[max(0, i - 2) : i + 3]:
        if other is page1[i]:
            continue
        for a, b in zip(other.segments, other.segments[1:], strict=False):
            labels = find_labels(a.text)
            if (
                labels
                and labels[0].start == 0
                and not re.search(r"\w", a.text[labels[0].end :])
                and abs(a.x0 - seg.x0) < 2
                and abs(b.x0 - value_x0) < 2
            ):
                return True
    return False


# a time of day, as shops print their hours: "8:30", "19H30", "8 h 30"
_TIME_OF_DAY = re.compile(r"(?<![\d.,])[0-2]?\d\s?[hH:]\s?[0-5]\d(?![\d.,])")


# a document or form code: capitals and digits in parts joined by dots, dashes or slashes
# a letter's greeting opening a line ("Hola Antonio,", "Dear Ms Perry"): it greets the addressee
_GREETING = re.compile(rf"^(?:{alternatives('greeting')})(?![^\W_])", re.IGNORECASE)
_FORM_CODE = re.compile(r"(?=\S*\d)[A-Z0-9]+(?:[./_-][A-Z0-9]+)+")


# one word, a colon and a figure: a form's labelled fact ("Version : 01", "Page : 1/1")
_WORD_AND_FIGURE = re.compile(r"\s*[^\W\d_]+\s*:\s*[\d./-]+\s*")


def _opening_hours(text: str) -> bool:
    """Whether the text holds two times of day: a shop's opening hours, never a party's."""
    return len(_TIME_OF_DAY.findall(text)) >= 2


def _only_a_date(text: str) -> bool:
    found = find_dates(text)
    return len(found) == 1 and not re.search(
        r"[^\W\d_]", text[: found[0].start] + text[found[0].end :]
    )


# (name, confidence, address, ids of the vendor's own segments)
VendorFound = tuple[str, float, str | None, set[int]]


@dataclass(slots=True)
class _TopName:
    """The largest text at the top of page one and the block aligned under it."""

    seg: Segment
    block: list[Segment]
    tail: Segment | None = None  # the name's second line, when it wraps

    @property
    def segs(self) -> set[int]:
        tail = {id(self.tail)} if self.tail is not None else set()
        return {id(self.seg), *(id(s) for s in self.block), *tail}

    @property
    def name(self) -> str:
        text = self.seg.text if self.tail is None else f"{self.seg.text} {self.tail.text}"
        return strip_title(text)

    def address(self, name: str) -> str | None:
        """The block's address when the top text prints `name` and the block has a postcode
        (on a line, or wrapped away from its town: "Via Politici 75020" over "Marconia")."""
        texts = [s.text.strip() for s in self.block]
        wrapped = [f"{a} {b}" for a, b in zip(texts, texts[1:], strict=False)]
        if normalized(self.name) != normalized(name):
            return None
        if any(POSTCODE.search(t) for t in texts + wrapped):
            return address_of(without_trade_line(self.block))
        if len(texts) == 1 and address_country(texts[0]) is not None:
            return texts[0]  # only the country printed under the name ("My Company" / "España")
        return (
            _street_and_city_state(texts) or _street_and_county(texts) or _separated_street(texts)
        )


def _separated_street(texts: list[str]) -> str | None:
    """An address on one line of the block, its parts separated, a street first ("64 Bowles
    Street · Bronach Ville, Co. Dublin · Ireland": an Irish one has no postcode)."""
    return next(filter(None, map(_street_first_address, texts)), None)


# a town and its US state code, what follows it on the line cut off ("Austin, TX (512) ...")
_CITY_STATE = re.compile(
    r"^([^\W\d][^\d,]{1,40},\s*(?:" + alternatives("us_state_code") + r"))(?![^\W\d_])"
)


# an Irish town line, which ends in its county and has no postcode ("Ballina, Co. Mayo")
_COUNTY_TOWN = re.compile(r"[^\W\d_].*\bCo\.\s+[A-Z][^\W\d_]+$")


def _street_and_county(texts: list[str]) -> str | None:
    """A block's street line (a house number first) and, right under it or after a comma on
    its line, its town ending in a county, with the country when it follows ("60 Harbour
    Street" / "Ballina, Co. Mayo" / "Ireland")."""
    for k, text in enumerate(texts):
        # the street and the town on one line ("51 Mulroy Street, Tiarnan Ville, Co. Cork")
        street, _, town = text.partition(", ")
        line = 1
        if not (town and _COUNTY_TOWN.match(town)):
            street, town, line = text, texts[k + 1] if k + 1 < len(texts) else "", 2
        if _COUNTY_TOWN.match(town) and re.match(r"\d+[A-Za-z]?\s+[^\W\d_]", street):
            country = texts[k + line] if k + line < len(texts) else ""
            tail = [country] if address_country(country) is not None else []
            return ", ".join([street, town, *tail])
    return None


def _street_and_city_state(texts: list[str]) -> str | None:
    """A block's street line (a house number first) and, right under it, its "Town, ST" line
    without a ZIP code (a till receipt's head: "800 Main Street" over "Austin, TX (512)
    555-0100"): the address, up to the state."""
    for street, town in zip(texts, texts[1:], strict=False):
        found = _CITY_STATE.match(town)
        if found and re.match(r"\d+[A-Za-z]?\s+\d*[^\W\d_]", street):
            return f"{street}, {found.group(1)}"
    return None


# a till receipt's street under its name: words, then the house number ("Westwaarts 41")
_BARE_STREET = re.compile(r"^[^\W\d_]{3,}\.?(?:\s[^\W\d_]+\.?){0,3}\s\d{1,4}[a-zA-Z]?$")
# its town under it, without a postcode; a phone number after it is left out; a district and
# its province joined by a slash ("Nilüfer/ BURSA", "Kapakli/TEKIRDAG/") are one town line
_BARE_TOWN = re.compile(
    r"^([^\W\d_]{3,}(?:(?:[ -]|/ ?)[^\W\d_]{2,}){0,2}/?)(?:\s+\+?[\d\s/()-]{6,})?$"
)


def _street_and_bare_town(texts: list[str]) -> str | None:
    """A till receipt's head: the street and its number right under the name, and under it
    its town without a postcode ("Westwaarts 41" / "Zoetermeer 079-3290062"), or a phone line
    (the street alone: "Eikenlaan 39" / "050 - 5778456")."""
    if not texts or not (street_line(texts[0]) or _BARE_STREET.match(texts[0])):
        return None
    # (a street's "No:" before its house number, as Turkey prints it, is no label of a field)
    if _labelled(texts[0]) or has_legal_form(texts[0]):
        return None
    nxt = texts[1] if len(texts) > 1 else ""
    town = _BARE_TOWN.match(nxt)
    if town and not find_labels(nxt) and not has_legal_form(nxt):
        return f"{texts[0]}, {town.group(1)}"
    if not nxt or phone_line(nxt):
        return texts[0]
    return None


def _labelled(text: str) -> bool:
    return any(lb.field != "_generic_no" for lb in find_labels(text))


def _top_name_block(seg: Segment, block: list[Segment]) -> _TopName:
    """The largest text and its block; a name that wraps onto a second line of its size,
    right under it at its left edge, takes that line when it ends in the legal form the first
    line lacks ("Engineering East" / "Scottville LLP"), or when the block goes on in a smaller
    print (a narrow column: "Hoedemakers & Gepa" / "van Bourgondië" over the address). The
    block ends before a line of only a form of address ("Herrn"): the addressee's block."""
    addressee = [k for k, b in enumerate(block) if BARE_SALUTATION.match(b.text.strip())]
    if addressee:
        block = block[: addressee[0]]
    if block:
        nxt = block[0]

        def same_size(other: Segment) -> bool:
            return abs(other.height - seg.height) <= 1.5 * OCR_HEIGHT_NOISE * seg.height

        close = nxt.y0 - seg.y1 < 0.5 * seg.height
        under = close and abs(nxt.x0 - seg.x0) < 0.5 * seg.height
        legal_tail = has_legal_form(nxt.text) and not has_legal_form(seg.text)
        # a legal form alone on the next line, left-aligned or centred ("Hellwig GmbH & Co."
        # over "KG" on a receipt's head): the name's end, whatever form the first line holds
        only_form = bool(nxt.text.strip()) and not LEGAL_FORM.sub("", nxt.text).strip(" .,&")
        if only_form and close and abs(x_centre(nxt) - x_centre(seg)) < 0.5 * seg.height:
            under = legal_tail = True
        smaller_after = len(block) > 1 and block[1].height < seg.height and not same_size(block[1])
        # (a name closing in its legal form is whole: the line under it, unless a form alone,
        # is no part of it: "EMPRESA EXEMPLO LTDA" over its trade name "EXEMPLO INDUSTRIAL")
        whole = has_legal_form(seg.text) and not only_form
        if (
            same_size(nxt)
            and under
            and (legal_tail or (smaller_after and not whole and not find_labels(nxt.text)))
            and not re.search(r"\d", nxt.text)
        ):
            return _TopName(seg, block[1:], nxt)
    return _TopName(seg, _to_separated_address(block))


def _separated_address(seg: Segment) -> bool:
    """Whether the segment is an address on one line, its parts separated: a street first, a
    postcode ("68, rue de Samson · 29523 Lucas-les-Bains · N° TVA ...")."""
    return _street_first_address(seg.text) is not None and bool(POSTCODE.search(seg.text))


def _to_separated_address(block: list[Segment]) -> list[Segment]:
    """The block under the name up to its address printed on one separated line ("Hafenweg
    12 · 28195 Bremen · 0421 55"), and the contact or id lines right after it: what follows
    is another party's block (an addressee's close under the letterhead)."""
    if not block or not _separated_address(block[0]):
        return block
    k = 1
    while k < len(block) and (is_contact(block[k].text) or ID_MARK.search(block[k].text)):
        k += 1
    return block[:k]


# the lines under a logo that may spell out its company's legal name
_LEGAL_NAME_REACH = 3


def _legal_name_under(top: _TopName) -> _TopName | None:
    """A brand printed large (a logo's word, no legal form: "Bachmann") over its company's
    legal name, which spells the brand out ("Confiseur Bachmann AG"): that name, its block the
    lines under it."""
    if has_legal_form(top.name):
        return None
    brand = {w.casefold() for w in re.findall(r"[^\W\d_]{4,}", top.name)}
    if not brand or len(brand) > 2:
        return None
    for k, seg in enumerate(top.block[:_LEGAL_NAME_REACH]):
        words = {w.casefold() for w in re.findall(r"[^\W\d_]{4,}", seg.text)}
        if has_legal_form(seg.text) and brand <= words and not re.search(r"\d", seg.text):
            return _TopName(seg, top.block[k + 1 :])
    return None


def _shares_name_word(top: str, company: str) -> bool:
    """Whether a company's legal name starts with a word of four letters or more that the top
    line prints: a store's line ("* ACME * CH Lyon") and its company's name ("ACME Polska Sp.
    z o.o.") name one party; a legal form shared by two names does not."""
    first = re.match(r"\W*([^\W\d_]{4,})", LEGAL_FORM.sub("", company))
    if first is None:
        return False
    words = {w.casefold() for w in re.findall(r"[^\W\d_]{4,}", LEGAL_FORM.sub("", top))}
    return first.group(1).casefold() in words


def _own_letterhead(top: _TopName, other: Segment) -> bool:
    """Whether the largest text has an address line of its own right under it (a figure in it,
    less than half the text's height below) and `other` is not part of that block: a
    letterhead, not a logo or slogan over the company's block."""
    if other is top.seg or id(other) in top.segs or not top.block:
        return False
    first = top.block[0]
    close = first.y0 - top.seg.y1 < 0.5 * top.seg.height
    return close and bool(re.search(r"\d", first.text))


def find_vendor(
    lines: list[Line],
    regions: Regions,
    by_index: dict[int, int],
    sender: HeadLine | None,
    letterhead: HeadLine | None,
    customer: str | None,
) -> VendorFound | None:
    """The vendor's name, confidence, address and the ids of its letterhead segments.

    Evidence in order: a vendor label ("From", "Lieferant", "Sold by"), the window envelope's
    sender line, a one-line letterhead, the company named in the legal footer (beside its
    register, VAT id or registered office), a letterhead block holding the VAT id or IBAN, a
    name matching the web or e-mail domain, and last the largest text at the top of page one.
    """
    excluded = normalized(customer) if customer else None
    found = _top_name(lines, regions, excluded)
    top = None
    if found is not None:
        top = _top_name_block(found[1], block_below(lines, by_index[found[0]], found[1]))
    vendor = _find_vendor(lines, regions, by_index, (sender, letterhead), excluded, found, top)
    if (
        vendor is not None
        and vendor[2] is None
        and found is not None
        and vendor[0] == found[1].text
    ):
        own = _block_over_own_tax_id(lines, by_index[found[0]], found[1])
        if own is not None:
            # its lines are the vendor's: no other party's block
            vendor = (vendor[0], vendor[1], own[0], vendor[3] | {id(s) for s in own[1]})
    if vendor is not None and vendor[2] is not None and found is not None:
        under_title = _block_under_title(lines, by_index[found[0]], found[1])
        if under_title and address_of(without_trade_line(under_title)) == vendor[2]:
            # the block under the title is the vendor's: no recipient's window address
            vendor = (*vendor[:3], vendor[3] | {id(s) for s in under_title})
    return vendor


def _find_vendor(
    lines: list[Line],
    regions: Regions,
    by_index: dict[int, int],
    heads: tuple[HeadLine | None, HeadLine | None],
    excluded: str | None,
    found: tuple[int, Segment] | None,
    top: _TopName | None,
) -> VendorFound | None:
    sender, letterhead = heads
    labelled = _labelled_vendor(lines, regions)
    if (
        labelled is not None
        and not _letterhead_outranks(lines, top, labelled[0])
        and not _salesperson(lines, top, labelled[0])
    ):
        return labelled
    signed = _titled_and_signed(lines)
    if signed is not None:
        return signed
    head = sender or letterhead
    if head is not None:
        return _vendor_of_head(lines, regions, head, sender, top)
    footer = _footer_company(lines, regions, excluded) or _footer_signature(
        lines, regions, excluded
    )
    if footer is not None:
        li = by_index[found[0]] if found is not None else None
        return _vendor_of_footer(lines, footer, top, li)
    owner = (
        None
        if top is not None and has_legal_form(top.seg.text)
        else _id_owner(lines, regions, excluded)
    )
    own_street = found is not None and (
        _separated_street_under(lines, by_index[found[0]], found[1]) is not None
        or _block_under_title(lines, by_index[found[0]], found[1]) is not None
    )
    if (
        owner is not None
        and top is not None
        and (_own_letterhead(top, owner[1]) or (own_street and owner[1] is not top.seg))
        and not _shares_name_word(top.name, owner[1].text)
    ):
        owner = None  # the id's block is another party's (the recipient's, under the letterhead)
    if owner is not None and top is not None and _wrapped_from(top.seg, owner[1]):
        # the legal form on the second line of a wrapped name ("Manufacturas Sainz" over "y
        # asociados S.Com."): the whole name, its block the letterhead's
        name = top.name
        return name, CONFIDENCE.VENDOR_ID_OWNER, top.address(name), top.segs
    if owner is not None:
        return _vendor_of_block(lines, by_index, owner, CONFIDENCE.VENDOR_ID_OWNER)
    column = _footer_address_column(lines, regions, excluded)
    if column is not None:
        name, address, seg = column
        return name, CONFIDENCE.VENDOR_FOOTER_COLUMN, address, {id(seg)}
    if top is None:
        # no name at the top: a company's block further down printing its ids ("Name B.V." /
        # street / "KvK nr" / "BTW-nr" over the bank details)
        block = _id_owner(lines, regions, excluded, _page_one_segments(lines))
        return (
            None
            if block is None
            else _vendor_of_block(lines, by_index, block, CONFIDENCE.VENDOR_ID_BLOCK)
        )
    top = _legal_name_under(top) or top
    name = top.name
    domain_named = _domain_name(lines, regions, excluded)
    if (
        domain_named is not None
        and domain_named[1] is not top.seg  # its first line, when the name wraps
        and not similar(domain_named[1].text, name)
    ):
        return _vendor_of_block(lines, by_index, domain_named, CONFIDENCE.VENDOR_DOMAIN)
    footer_parts = footer_parts_of(lines, name)
    conf = CONFIDENCE.VENDOR_TOP_IN_FOOTER if footer_parts else CONFIDENCE.VENDOR_TOP_ONLY
    li = by_index[found[0]] if found is not None else None
    return name, conf, _top_address(lines, regions, li, top, footer_parts), top.segs


def _top_address(
    lines: list[Line], regions: Regions, li: int | None, top: _TopName, footer_parts: list[str]
) -> str | None:
    """The address of the largest text at the top (on line `li`): its block, a separated line
    under it, the lines before its ids, its footer's parts, a repeat of it, the registered
    office in the footer; the first found."""
    address = top.address(top.name)
    last, seg = li, top.seg  # the name's last line and segment
    if li is not None and top.tail is not None and _on_line(lines, li + 1, top.tail):
        last, seg = li + 1, top.tail  # the name wraps: the address starts under its last line
    if address is None and li is not None and last is not None:
        address = (
            _separated_street_under(lines, last, seg)
            or _address_before_ids(lines, li, top)
            or _street_block_apart(lines, last, seg)
            or _street_block_under_title(lines, last, seg)
            or _block_beside_name(lines, last, seg)
            or _street_and_bare_town([b.text.strip() for b in top.block])
        )
    if address is None:
        parts = [p for p in footer_parts if not is_stop_text(p)]
        if parts:
            address = address_from_parts(lines, parts, None)
    if address is None and li is not None:
        # the same name printed again further down, over its address (a grid of the issuer's
        # details at the page foot: "INVOICE BY / Name / street / postcode town")
        address = address_under_name(lines, top.seg.text, li + 1)
    return address or _footer_office_address(lines, regions)


def _on_line(lines: list[Line], li: int, seg: Segment) -> bool:
    """Whether `seg` is one of line `li`'s segments."""
    return li < len(lines) and any(s is seg for s in lines[li].segments)


def _separated_street_under(lines: list[Line], li: int, seg: Segment) -> str | None:
    """The address printed as one separated line right under the name, street first, wherever
    it starts ("Hafenweg 12 · 28195 Bremen · Deutschland" centred under the name)."""
    nxt = lines[li + 1] if li + 1 < len(lines) else None
    if nxt is None or nxt.page != lines[li].page or nxt.y0 - seg.y1 > 2.0 * seg.height:
        return None
    for s in nxt.segments:
        address = _street_first_address(s.text)
        if overlaps_x(s, seg) and address is not None:
            return address
    return None


def _street_first_address(text: str) -> str | None:
    """An address printed on one line, its parts separated, a street first ("Hafenweg 12 ·
    28195 Bremen · Deutschland"): its parts joined by commas; None for any other line."""
    parts = [p.strip() for p in SEPARATORS.split(text)]
    if len(parts) < 2 or not street_line(parts[0]):
        return None
    return without_details_after_town(", ".join(parts))


def _block_beside_name(lines: list[Line], li: int, seg: Segment) -> str | None:
    """A letterhead split in two: the name at one side, its street, town and contacts as a
    block at the other side, starting at the name's height ("Name AG" left; "Street 1" /
    "1234 Town" / phone right). Only a block with no party heading: its first line a street."""
    for k in range(max(0, li - 1), min(len(lines), li + 2)):
        if lines[k].page != lines[li].page:
            continue
        for s in lines[k].segments:
            apart = s.x0 > seg.x1 + 2 * seg.height or s.x1 < seg.x0 - 2 * seg.height
            if apart and abs(s.y0 - seg.y0) < seg.height and street_line(s.text):
                block = [s, *block_below(lines, k, s)]
                if any(POSTCODE.search(b.text) for b in block):
                    return address_of(block)
    return None


def _block_over_own_tax_id(
    lines: list[Line], li: int, seg: Segment
) -> tuple[str, list[Segment]] | None:
    """A street and town in the name's column further down, right over the seller's tax id
    ("Thom Inc" at the top, a summary band, then "75 Gray Street" / "Nadine Ville, Co.
    Dublin" / "VAT No.: IE6134596N"): the name's address, set apart by what came between.
    Only a block no label opens (a customer's block has its heading)."""
    for k in range(li + 1, min(len(lines), li + 15)):
        if lines[k].page != lines[li].page:
            return None
        first = _aligned(lines[k], seg)
        if first is None or not _opens_street(first.text) or find_labels(first.text):
            continue
        above = _aligned(lines[k - 1], seg)
        if above is not None and k - 1 != li and _heading(above):
            continue  # under a heading: another party's block
        block = [first, *block_below(lines, k, first)]
        own_id = next((j for j, s in enumerate(block) if _opens_vendor_id(s)), None)
        if own_id is not None:
            # the id closes the block itself ("Street 5" / "76540 Town" / "USt-IdNr.: ...")
            address = address_of(block[:own_id]) if own_id >= 2 else None
            if address is not None:
                return address, block[:own_id]
            continue
        if len(block) < 2:
            continue  # a street without its town
        after = next(
            (s for ln in lines[k + 1 : k + 10] if (s := _aligned(ln, seg)) and s not in block),
            None,
        )
        if (
            after is not None
            and after.y0 - block[-1].y1 < 2.0 * block[-1].height
            and _opens_vendor_id(after)
            and (address := address_of(block)) is not None
        ):
            return address, block
    return None


def _opens_street(text: str) -> bool:
    """Whether a line is a street and its number, perhaps with a floor or flat after it
    ("Viale Musatti, 551 Piano 2", "Calle Mayor 3, 2º B"): a street word opening it."""
    return street_line(text) or (
        STREET_WORD.match(text) is not None and re.search(r"\d", text) is not None
    )


def _heading(seg: Segment) -> bool:
    """A label line other than the document's title ("Rechnung 2025-01" heads no party)."""
    return any(lb.field != "_title" for lb in find_labels(seg.text))


def _opens_vendor_id(seg: Segment) -> bool:
    return any(lb.field == "vendor_tax_id" for lb in find_labels(seg.text))


def _aligned(line: Line, seg: Segment) -> Segment | None:
    """The segment of `line` starting at `seg`'s left edge."""
    return next((s for s in line.segments if abs(s.x0 - seg.x0) < 4.0), None)


# how far under a name its address block may start, in the name's heights (a spreadsheet's
# tall first row leaves more room than `block_below` allows between two lines of a block)
_BLOCK_APART_HEIGHTS = 5.0


def _street_block_apart(lines: list[Line], li: int, seg: Segment) -> str | None:
    """The address block that starts at the name's left edge a few of its heights under it,
    on the next line: a street, then a postcode and town ("Kramer Haustechnik KG", a tall
    row, then "Ella-Uhl-Ring 5" / "1221 Kufstein")."""
    block = _street_block_segments(lines, li, seg)
    return address_of(without_trade_line(block)) if block else None


def _street_block_segments(lines: list[Line], li: int, seg: Segment) -> list[Segment] | None:
    """The segments of `_street_block_apart`'s block."""
    nxt = lines[li + 1] if li + 1 < len(lines) else None
    if nxt is None or nxt.page != lines[li].page:
        return None
    if nxt.y0 - seg.y1 > _BLOCK_APART_HEIGHTS * seg.height:
        return None
    first = next((s for s in nxt.segments if abs(s.x0 - seg.x0) < 4.0), None)
    if first is None or is_contact(first.text) or find_labels(first.text):
        return None
    if BARE_SALUTATION.match(first.text.strip()) or ATTENTION.match(first.text.strip()):
        return None  # "Herrn" over a person's name: the addressee's block, not the issuer's
    if not re.search(r"[^\W\d_]{3}", first.text):
        return None
    block = [first, *block_below(lines, li + 1, first)]
    if not any(town_line(b.text) or POSTCODE.search(b.text) for b in block[1:4]):
        return None
    if town_line(first.text) and not STREET_WORD.search(first.text):
        # the block opens with its street, its town under it (a US house number of five
        # digits before a street word is no postcode: "65278 Tamara Lane")
        return None
    return block


def _street_block_under_title(lines: list[Line], li: int, seg: Segment) -> str | None:
    """The address of `_block_under_title`."""
    block = _block_under_title(lines, li, seg)
    return address_of(without_trade_line(block)) if block else None


def _block_under_title(lines: list[Line], li: int, seg: Segment) -> list[Segment] | None:
    """The address block under the document's title printed right under the name, at the
    name's left edge ("Davies, McCarthy and Carr" / "VAT Invoice SI000761" / "72 Owen
    Crossing" / "South Alice" / "PH6 4ZR"): it opens with a street, not another party's name."""
    nxt = lines[li + 1] if li + 1 < len(lines) else None
    if nxt is None or nxt.page != lines[li].page:
        return None
    title = next((s for s in nxt.segments if abs(s.x0 - seg.x0) < 4.0), None)
    if title is None or not _title_and_number(title.text):
        return None
    return _street_block_segments(lines, li + 1, title)


def _title_and_number(text: str) -> bool:
    """Whether a text is the document's title, perhaps with its number ("Tax Invoice
    INV-06131")."""
    words = text.split()
    while words and re.search(r"\d", words[-1]):
        words.pop()
    return numbered_title(text) or (bool(words) and is_title(" ".join(words)))


def _name_after_title(lines: list[Line]) -> str | None:
    """The name a heading line prints after the document's title ("Facture · Mayor", "Tax
    Invoice · Perry-Nichols"), among the first lines of page one."""
    for line in lines[:_TITLE_LINES]:
        if line.page != lines[0].page:
            break
        for seg in line.segments:
            # OCR may glue the middle dot to a word ("FACTURE·Beckers-Martin")
            parts = (OCR_SEPARATORS if line.ocr else SEPARATORS).split(seg.text.strip())
            if len(parts) == 2 and is_title(parts[0]) and looks_like_name(parts[1]):
                return parts[1].strip()
    return None


_TITLE_LINES = 4  # the heading's lines at the top of page one


def _titled_and_signed(lines: list[Line]) -> VendorFound | None:
    """The vendor named after the title at the top of the page that also opens a line of its
    street and town further down ("Mayor · rue Joye 8, 6640 Town · IDE CHE-…"): the issuer
    signing its document, with that line's address up to its ids."""
    name = _name_after_title(lines)
    if name is None:
        return None
    for line in reversed(lines[_TITLE_LINES:]):
        for seg in line.segments:
            separators = OCR_SEPARATORS if line.ocr else SEPARATORS
            parts = [p.strip() for p in separators.split(seg.text)]
            if len(parts) < 2 or normalized(parts[0]) != normalized(name):
                continue
            kept: list[str] = []
            for part in parts[1:]:
                if is_stop_text(part) or ID_MARK.search(part) or find_labels(part):
                    break
                kept.append(part)
            if any(POSTCODE.search(p) for p in kept):
                return name, CONFIDENCE.VENDOR_TITLE_AND_FOOTER, ", ".join(kept), {id(seg)}
    return None


def letterhead_outranks(
    lines: list[Line],
    regions: Regions,
    by_index: dict[int, int],
    customer: str | None,
    labelled: str,
) -> bool:
    """`_letterhead_outranks` for a vendor read from a party section."""
    found = _top_name(lines, regions, normalized(customer) if customer else None)
    if found is None:
        return False
    top = _top_name_block(found[1], block_below(lines, by_index[found[0]], found[1]))
    return _letterhead_outranks(lines, top, labelled)


def _letterhead_outranks(lines: list[Line], top: _TopName | None, labelled: str) -> bool:
    """Whether the letterhead, not a vendor label's value, names the issuer: the largest text at
    the top of page one is a company (a legal form) that the page repeats at its foot as the
    first of a line of separated parts ("Name SRL | RNC: ... | Town"), while the label's value
    is no company (a salesperson: "Vendedor: JOHN DOE")."""
    if top is None or has_legal_form(labelled) or similar(top.name, labelled):
        return False
    return has_legal_form(top.name) and bool(footer_parts_of(lines, top.name))


def _salesperson(lines: list[Line], top: _TopName | None, labelled: str) -> bool:
    """Whether a vendor label's value is a salesperson's name, not the issuer: the label stands
    below the customer's label, inside or after the recipient's block ("RECEPTOR: ..." over
    "Vendedor: Eduardo Audelo"), its value names no company (no legal form), and a name heads
    the page above both."""
    if top is None or has_legal_form(labelled) or similar(top.name, labelled):
        return False
    vendor_label = label_segment(lines, "_vendor")
    customer_label = label_segment(lines, "_customer")
    return (
        vendor_label is not None
        and customer_label is not None
        and customer_label[0] < vendor_label[0]
    )


# a row of a label and its value ("Institut: Popular Bank", "Bank: ...")
_LABELLED_ROW = re.compile(r"^[^\W\d_][^\W\d_ .-]*\s*:")


def _labelled_vendor(lines: list[Line], regions: Regions) -> VendorFound | None:
    """The vendor under or after a vendor label ("From", "Lieferant", "Sold by")."""
    vendor_label = label_segment(lines, "_vendor")
    if vendor_label is None:
        return None
    li, seg, rest = vendor_label
    if rest and NAME_START.match(rest) and not is_stop_text(rest):
        address = _labelled_address(lines, li)
        return rest.rstrip(",;: "), CONFIDENCE.VENDOR_LABELLED, address, {id(seg)}
    if rest:
        return None
    column = grid_cell(lines, li, lines[li].segments.index(seg))
    if column is not None and not NAME_START.match(column):
        return None  # a form's column header over a seller's number ("VENDEDOR" / "231200193")
    beside = cell_right_of(lines[li], seg) if column is None else None
    if beside is not None and re.match(r"\d", beside.text.strip()):
        return None  # a card slip's "Merchant  1315641": the seller's number, no name
    if beside is not None and NAME_START.match(beside.text) and not is_stop_text(beside.text):
        # "Van:  Name BV" in two cells, the address under the name
        block = block_below(lines, li, beside)
        address = _postal_address(block)
        segs = {id(beside), *(id(s) for s in block)}
        return beside.text.strip(), CONFIDENCE.VENDOR_LABELLED, address, segs
    below = first_below(lines, li, seg, skip_ids=True)
    if below is None:
        return None
    bi, bseg = below
    if _LABELLED_ROW.match(bseg.text):
        return None  # "Zahlung an" over "Institut: Popular Bank": a payee's bank rows, no name
    block = block_below(lines, bi, bseg)
    address = address_of(block)
    if not any(POSTCODE.search(s.text) for s in block):
        footer = _footer_company(lines, regions)
        if footer is not None and similar(footer[0], bseg.text):
            address = footer[1] or address
    return bseg.text, CONFIDENCE.VENDOR_LABELLED, address, {id(bseg), *(id(s) for s in block)}


def _vendor_of_head(
    lines: list[Line],
    regions: Regions,
    head: HeadLine,
    sender: HeadLine | None,
    top: _TopName | None,
) -> VendorFound:
    """The vendor named first in the window envelope's sender line or a one-line letterhead;
    or, when that line sits right under the largest text and starts with something else, the
    largest text, the line being its address ("Berger SNC" over "34 chemin X · 16336 Y")."""
    if top is not None and _address_line_under(head, top):
        parts = [p for p in head[2] if not is_stop_text(p)]
        skip = sender[0] if sender is not None else None
        address = address_from_parts(lines, parts, skip) if parts else None
        return top.name, CONFIDENCE.VENDOR_HEAD, address, top.segs | {id(head[1])}
    name = _in_full(lines, regions, head[2][0])
    if top is not None and lines[0].ocr and similar(top.name, name):
        name = top.name  # the letterhead prints it larger: fewer misreadings
    on_top = top is not None and normalized(top.name) == normalized(name)
    conf = CONFIDENCE.VENDOR_HEAD_AND_TOP if on_top else CONFIDENCE.VENDOR_HEAD
    address = top.address(name) if top is not None else None
    if address is None:
        parts = _without_person_first([p for p in head[2][1:] if not is_stop_text(p)])
        if parts:
            skip = sender[0] if sender is not None else None
            address = address_from_parts(lines, parts, skip)
    # the largest text is the vendor's only when it prints the sender's name
    own = top.segs if top is not None and on_top else set()
    return name, conf, address, own | {id(head[1])}


# a person's first and last name, capitalised, nothing else ("Danny Pfeiffer")
_PERSON = re.compile(
    r"[A-ZÀ-Ý][a-zà-ÿ]+(?:-[A-ZÀ-Ý][a-zà-ÿ]+)? [A-ZÀ-Ý][a-zà-ÿ]+(?:-[A-ZÀ-Ý][a-zà-ÿ]+)?"
)


def _without_person_first(parts: list[str]) -> list[str]:
    """A sender line's parts after the name without the owner's name before the street
    ("Tandmore.de - Danny Pfeiffer - Friesenweg 19a - 08529 Plauen"): no line of the address."""
    if len(parts) >= 3 and _PERSON.fullmatch(parts[0]) and street_line(parts[1]):
        return parts[1:]
    return parts


def _in_full(lines: list[Line], regions: Regions, name: str) -> str:
    """The sender line's short name as the letterhead prints it in full, with its legal form
    ("Alphabet" -> "Alphabet Fuhrparkmanagement GmbH"), when one letterhead line starts so."""
    if has_legal_form(name):
        return _with_wrapped_form(lines, name)
    short = normalized(name)
    full = {
        seg.text.strip()
        for _, _, seg in _letterhead_segments(lines, regions)
        if normalized(seg.text).startswith(short + " ") and has_legal_form(seg.text)
    }
    return full.pop() if len(full) == 1 else name


def name_in_full(lines: list[Line], name: str) -> str | None:
    """A short name without a legal form (a brand, a logo's word: "REWE", "Klarna") as the
    document prints it in full elsewhere, with its legal form ("REWE Markt GmbH", "Klarna Bank AB
    (publ)"): the one name starting with it, in a cell of its own or before a comma; None when
    no such name or several. (A cell beside it is no part of it: "Paolo Visconti | Studio
    Callegari S.n.c." are two parties.)"""
    if has_legal_form(name):
        return None
    short = normalized(name)
    found = set()
    for line in lines:
        for seg in line.segments:
            text = seg.text.strip().split(",")[0].strip()
            bare = _BRACKET_AFTER.sub("", text)  # "Klarna Bank AB (publ)"
            if normalized(text).startswith(short + " ") and has_legal_form(bare):
                found.add(text)
    return found.pop() if len(found) == 1 else None


# a bracketed word after a name's legal form ("AB (publ)", "UG (haftungsbeschränkt)")
_BRACKET_AFTER = re.compile(r"\s*\([^()]*\)$")


def _with_wrapped_form(lines: list[Line], name: str) -> str:
    """A name closing in a legal form that the document prints elsewhere with the form's
    bracketed rest on the line under it ("Pioneer Verpackungen UG" over "(haftungsbeschränkt)"
    in the footer): the name with it."""
    short = normalized(name)
    for line, nxt in zip(lines, lines[1:], strict=False):
        seg = next((s for s in line.segments if normalized(s.text) == short), None)
        if seg is None or nxt.page != line.page or not nxt.segments:
            continue
        tail = nxt.segments[0]
        if abs(tail.x0 - seg.x0) > 0.5 * seg.height or not tail.text.startswith("("):
            continue
        full = f"{seg.text.strip()} {tail.text.strip()}"
        form = LEGAL_FORM.search(full)
        if form is not None and form.start() < len(seg.text.strip()) - 1:
            return full
    return name


def _address_line_under(head: HeadLine, top: _TopName) -> bool:
    """Whether the head line is printed right under the largest text (less than a line of
    that text apart, overlapping it across) and its first part is not that text's name."""
    seg, name = head[1], top.seg
    if seg is name or similar(top.name, head[2][0]) or has_legal_form(head[2][0]):
        return False
    # OCR pads its word boxes: the line's box may overlap the name's by a few points, but
    # its middle is below the name
    below = seg.y0 >= name.y1 or y_centre(seg) > name.y1
    return below and seg.y0 - name.y1 < name.height and overlaps_x(seg, name)


def _vendor_of_footer(
    lines: list[Line],
    footer: tuple[str, str | None, Segment],
    top: _TopName | None,
    li: int | None = None,
) -> VendorFound:
    """The company of the legal footer, spelled as the letterhead prints it when that is it
    (the largest text at the top, on line `li`)."""
    name, address, seg = footer
    segs = {id(seg)}
    conf = CONFIDENCE.VENDOR_FOOTER
    if (
        top is not None
        and similar(top.name, name, 0.7)
        and not re.search(r"[a-zäöüß][A-ZÄÖÜ]{2,}", top.seg.text)  # a glued "...kRECHNUNG"
    ):
        # printed larger: fewer OCR misreadings; but a brand line without the legal form the
        # footer prints ("Tennismehl" over "TENNISMEHL GmbH") leaves the footer's full name
        if not (has_legal_form(name) and not has_legal_form(top.name)):
            name = top.name
        address = top.address(top.name) or address
        if address is None and li is not None:
            address = _street_block_under_title(lines, li, top.seg)
        segs |= top.segs
        conf = CONFIDENCE.VENDOR_FOOTER_AND_TOP
    if conf == CONFIDENCE.VENDOR_FOOTER:
        name = _spelled_on_top(lines, name)
    if address is None:
        # the footer line's street and town, read from the fuller letterhead block
        parts = [p for p in footer_parts_of(lines, name) if not is_stop_text(p)]
        if parts:
            address = address_from_parts(lines, parts, None)
    return name, conf, address, segs


def _spelled_on_top(lines: list[Line], name: str) -> str:
    """The footer's company name as the first lines of page one print it, spaces aside: the
    footer's small print spaces out the legal form ("Naturgy Clientes, S. A. U."), the
    letterhead's line does not ("Naturgy Clientes, S.A.U. - ...")."""
    key = "".join(name.split()).casefold()
    for ln in lines[:_TOP_LINES]:
        for seg in ln.segments:
            for part in DASH_SEPARATORS.split(seg.text):
                if "".join(part.split()).casefold() == key:
                    return part.strip()
    return name


_TOP_LINES = 5  # the lines at the top of page one that print the letterhead's name


def _vendor_of_block(
    lines: list[Line], by_index: dict[int, int], found: tuple[int, Segment], conf: float
) -> VendorFound:
    """The vendor named by a segment at the top of page one, its address the block under it
    when that has a postcode."""
    li, seg = found
    block = block_below(lines, by_index[li], seg)
    address = _postal_address(block)
    return seg.text.strip(), conf, address, {id(seg), *(id(s) for s in block)}


def _office_address(text: str) -> str | None:
    """The address after a registered-office label, up to the first contact or register part."""
    parts: list[str] = []
    for part in DASH_SEPARATORS.split(text.strip().lstrip(":").strip()):
        part = part.strip().rstrip(",")
        if not part:
            continue
        labels = find_labels(part)
        if is_contact(part) or "@" in part or (labels and labels[0].start == 0) or ":" in part:
            break
        if (
            parts
            and re.fullmatch(r"\d{4,6}", part)
            and not re.search(r"\d", parts[-1].split(",")[-1])
        ):
            # "Saket, New Delhi - 110017": a PIN code after its town (not "Calle X, 6 - 46007 -
            # Valencia": a postcode after a house number opens the town)
            parts[-1] += " - " + part
            continue
        parts.append(part)
    return ", ".join(parts) if parts else None


def _legal_line_under(foot: list[Line], ln: Line) -> bool:
    """Whether the footer line right under `ln` states a company's legal identity: its share
    capital or its register ("TAI YAT DISTRIBUTION - 26, Avenue ... - 93150 LE BLANC MESNIL"
    over "Société par Actions Simplifiées au capital de 250 000 EUR - TVA : FR ...")."""
    below = next((b for b in foot if b.index > ln.index), None)
    if below is None or below.y0 - ln.y1 > 1.5 * max(ln.height, 4.0):
        return False
    return bool(SHARE_CAPITAL.search(below.text) or ID_MARK.search(below.text))


# "Name SAS au capital de ...", "Name GmbH mit Sitz in ...": where a footer's name ends
_CAPITAL_ALONE = re.compile(r"\s+(?:" + alternatives("share_capital") + r")\b", re.IGNORECASE)
_CAPITAL = re.compile(_CAPITAL_ALONE.pattern + "|,", re.IGNORECASE)


def _footer_name(part: str) -> str:
    """A footer line's first part up to its share capital or first comma; up to the capital
    alone when the comma comes before the legal form ("Neón Energía Eficiente, S.L.")."""
    head = _CAPITAL.split(part)[0].strip()
    whole = _CAPITAL_ALONE.split(part)[0].strip()
    return whole if not has_legal_form(head) and has_legal_form(whole) else head


def _footer_company(
    lines: list[Line], regions: Regions, excluded: str | None = None
) -> tuple[str, str | None, Segment] | None:
    """The company of the legal footer (bottom quarter of the first or last page): a
    "Name SAS au capital de ... - Siège social: ..." line, a name over a registered-office line,
    or a name with a legal form heading an address column."""
    pages = sorted({ln.page for ln in lines})
    for page in dict.fromkeys([pages[0], pages[-1]]):
        foot = [ln for ln in lines if ln.page == page and regions.in_legal_footer(ln)]
        for ln in foot:
            for k, seg in enumerate(ln.segments):
                if k > 0 and _row_label(ln.segments[k - 1].text):
                    continue  # a slip's row ("Zahlbar durch | Name AG, ..."): a party's cell
                named = _name_before_office(seg.text)
                if named is not None:
                    return named[0], named[1], seg
                parts = DASH_SEPARATORS.split(seg.text)
                head = _footer_name(parts[0])
                if len(parts) < 2 and head == parts[0].strip():
                    continue
                # the company names itself by its legal form, or by its registered office
                # following it ("Comptoir du Sud - SIÈGE SOCIAL : ...", the form a line below)
                # or by its legal identity on the line under its name and address
                legal_under = (
                    len(parts) >= 3 and head == parts[0].strip() and _legal_line_under(foot, ln)
                )
                if not (
                    (has_legal_form(head) or _office_follows(parts) or legal_under)
                    and looks_like_name(head)
                ):
                    continue
                address = None
                for k, part in enumerate(parts):
                    labels = find_labels(part)
                    if labels and labels[0].field == "_office":
                        tail = " - ".join([part[labels[0].end :], *parts[k + 1 :]])
                        address = _office_address(tail)
                        break
                else:
                    # "Name Inc. · 5601 Riverside Drive · Austin, TX 78701 · VAT ..."
                    address = _office_address(" - ".join(parts[1:]))
                    if address and not POSTCODE.search(address):
                        address = None
                if legal_under and not has_legal_form(head) and address is None:
                    continue  # a name over the legal line, with its address on its line
                return head, address or _street_line_under(foot, ln), seg
        for prev, ln in zip(foot, foot[1:], strict=False):
            first = ln.segments[0]
            labels = find_labels(first.text)
            if not (labels and labels[0].start == 0 and labels[0].field == "_office"):
                continue
            # the name stands over the office line, in its column (not a country line of the
            # address column beside it)
            names = [s for s in prev.segments if looks_like_name(s.text) and overlaps_x(s, first)]
            if len(names) == 1 and ln.y0 - prev.y1 < 1.5 * max(prev.height, 4.0):
                return names[0].text.strip(), _office_address(first.text[labels[0].end :]), names[0]
        for ln in foot:
            for k, seg in enumerate(ln.segments):
                text = seg.text.strip()
                if not (has_legal_form(text) and looks_like_name(text)):
                    continue
                if excluded is not None and normalized(text) == excluded:
                    continue  # the customer's block on a payment slip (payee, payer)
                if k > 0 and _row_label(ln.segments[k - 1].text):
                    continue
                block = block_below(lines, ln.index - lines[0].index, seg, max_lines=4)
                if any(POSTCODE.search(b.text) for b in block):
                    return text, address_of(block), seg
    return None


# a street and its house number run on into the postcode and town ("VIA ROMA 2 20853 MONZA")
_STREET_THEN_TOWN = re.compile(
    r"(\S.*?\s\d{1,5}[a-zA-Z]?)\s+((?:[A-Z]{1,2}-)?\d{4,5}\s+[^\W\d_].*)"
)


def _street_line_under(foot: list[Line], ln: Line) -> str | None:
    """The address on the footer line right under a company's line of ids ("MP SRL - P.I.:
    ..." over "VIA ROMA 2 20853 MONZA PEC: ..."): the street and town before any label or
    contact, set apart by a comma."""
    below = next((x for x in foot if x.index == ln.index + 1), None)
    if below is None or below.y0 - ln.y1 > 1.5 * max(ln.height, 4.0):
        return None
    text = below.segments[0].text
    cut = [m.start for m in find_labels(text) if m.start > 0]
    contact = re.search(r"\S+:|\S+@", text)
    ends = cut + ([contact.start()] if contact else [])
    text = text[: min(ends)] if ends else text
    found = _STREET_THEN_TOWN.fullmatch(text.strip())
    return f"{found.group(1)}, {found.group(2)}" if found else None


def _name_before_office(text: str) -> tuple[str, str | None] | None:
    """A footer sentence naming the company, then its registered office: "Name, S.A.U.
    Domicilio Social: Calle X, 38, 28028 Madrid. Inscrita en ..." gives the name and the
    address up to the sentence's end."""
    office = next((m for m in find_labels(text) if m.field == "_office"), None)
    if office is None or office.start == 0:
        return None
    name = text[: office.start].strip(" ,;-–·")
    if not (has_legal_form(name) and looks_like_name(name)):
        return None
    tail = text[office.end :]
    town = POSTCODE.search(tail)
    end = SENTENCE_END.search(tail, town.end()) if town else None
    return name, _office_address(tail[: end.start()] if end else tail)


def _office_follows(parts: list[str]) -> bool:
    """Whether the part after a footer line's first one opens with a registered-office label
    ("Name - Siège social : 2 rue ...")."""
    labels = find_labels(parts[1]) if len(parts) > 1 else []
    return bool(labels) and labels[0].start == 0 and labels[0].field == "_office"


def _footer_signature(
    lines: list[Line], regions: Regions, excluded: str | None
) -> tuple[str, str | None, Segment] | None:
    """The issuer signing the legal footer in one line of parts, without a legal form: "Name ·
    Street 1 · 12345 Town [· Country] · <its ids or account>" (a name, its street and town, and
    figures after them that only the issuer prints there, or its ids on the footer's lines right
    under it: "Name — Street 1, 3010 Town" over "BTW BE0703.928.505"), the name no other
    party's."""
    pages = sorted({ln.page for ln in lines})
    for page in dict.fromkeys([pages[-1], pages[0]]):
        foot = [x for x in lines if x.page == page and regions.in_legal_footer(x)]
        for k, ln in enumerate(foot):
            for seg in ln.segments:
                parts = _signature_parts(seg.text)
                name = parts[0]
                if len(parts) < 3 or not looks_like_name(name) or re.search(r"\d", name):
                    continue
                if excluded is not None and normalized(name) == excluded:
                    continue
                # the address parts run to the first labelled or id part; the town is the last
                # of them with a postcode ("51866 Ball Circles · New Autumn, CA 57519")
                plain = 1
                while plain < len(parts) and not _detail_part(parts[plain]):
                    plain += 1
                towns = [k for k in range(1, plain) if POSTCODE.search(parts[k])]
                if not towns:
                    continue
                end = towns[-1] + 1
                if end < len(parts) and not re.search(r"[\d:]", parts[end]):
                    end += 1  # the country after the town
                ids_after = len(parts) >= 4 and any(re.search(r"\d", p) for p in parts[end:])
                if ids_after or (end == len(parts) and _ids_under(foot, k, seg)):
                    return name, ", ".join(parts[1:end]), seg
    return None


def _signature_parts(text: str) -> list[str]:
    """A footer line's parts: set apart by bullets, bars or spaced dashes, the address part
    split at its commas ("Name — Street 36, 3010 Town — BTW ...")."""
    parts: list[str] = []
    for k, part in enumerate(_SIGNATURE_SEPARATORS.split(text)):
        part = part.strip()
        parts.extend([part] if k == 0 else [p.strip() for p in part.split(", ") if p.strip()])
    return parts


_SIGNATURE_SEPARATORS = re.compile(SEPARATORS.pattern + "|" + ADDRESS_DASHES.pattern)


def _ids_under(foot: list[Line], k: int, seg: Segment) -> bool:
    """Whether the footer's lines right under `seg` (up to three, in its column) print the
    issuer's tax id or IBAN."""
    under: list[Line] = []
    prev_y1 = foot[k].y1
    for ln in foot[k + 1 : k + 4]:
        if ln.y0 - prev_y1 > 1.5 * max(ln.height, 6.0):
            break
        if not any(overlaps_x(s, seg) for s in ln.segments):
            break
        under.append(ln)
        prev_y1 = ln.y1
    return _prints_tax_id_or_iban([s.text for ln in under for s in ln.segments])


_ANY_DASH = re.compile(ADDRESS_DASHES.pattern + "|" + DASH_SEPARATORS.pattern)


def _address_before_ids(lines: list[Line], li: int, top: _TopName) -> str | None:
    """The address on the one line under the name, its ids after it ("Street 103, 6268 Town —
    UID CHE-820.004.962 MWST"): the parts up to the first id or label part, through a town."""
    below = first_below(lines, li, top.seg)
    if below is None:
        return None
    parts = [p.strip() for p in _ANY_DASH.split(below[1].text)]
    kept: list[str] = []
    for part in parts:
        if _detail_part(part):
            break
        kept.append(part)
    if len(kept) == len(parts) or not any(POSTCODE.search(p) for p in kept):
        return None
    return ", ".join(kept)


def _detail_part(part: str) -> bool:
    return is_stop_text(part) or bool(find_labels(part)) or bool(ID_MARK.search(part))


def _footer_office_address(lines: list[Line], regions: Regions) -> str | None:
    """The address after a registered-office label in the legal footer ("... Siège social :
    12 rue X, Town"), run on over the next line when it ends in a hyphen, up to the first
    contact or label part (glued on with a hyphen: "Town-E-mail: ...")."""
    pages = sorted({ln.page for ln in lines})
    for page in dict.fromkeys([pages[0], pages[-1]]):
        foot = [ln for ln in lines if ln.page == page and regions.in_legal_footer(ln)]
        for k, ln in enumerate(foot):
            for seg in ln.segments:
                office = next((m for m in find_labels(seg.text) if m.field == "_office"), None)
                if office is None:
                    continue
                tail = seg.text[office.end :].strip(" :")
                if tail.endswith("-") and k + 1 < len(foot) and foot[k + 1].segments:
                    tail += foot[k + 1].segments[0].text.strip()
                return _office_address(_before_glued_label(tail))
    return None


def _before_glued_label(text: str) -> str:
    """The text up to a hyphen that a label follows ("Agadir-E-mail: ..." -> "Agadir")."""
    for m in re.finditer("-", text):
        found = find_labels(text[m.end() :])
        if found and found[0].start == 0:
            return text[: m.start()]
    return text


_IBAN_WORD = re.compile(r"\b(?:" + alternatives("iban_label") + r")\b")


def _footer_address_column(
    lines: list[Line], regions: Regions, excluded: str | None
) -> tuple[str, str | None, Segment] | None:
    """A logo letterhead's company: the name heading the first column of the last page's
    footer over a street and postcode town, in a footer that prints a tax id, an IBAN or an
    e-mail address (the details only the issuer prints there), the name no other party's."""
    page = lines[-1].page
    pl = [ln for ln in lines if ln.page == page]
    foot = [ln for ln in pl if regions.in_legal_footer(ln)]
    if not foot:
        return None
    foot = _last_block_with_ids(foot)
    if not foot:
        return None
    first = foot[0].segments[0]
    name = first.text.strip()
    if not looks_like_name(name) or is_stop_text(name) or find_labels(name):
        return None
    if excluded is not None and normalized(name) == excluded:
        return None
    block = block_below(pl, foot[0].index - pl[0].index, first, max_lines=4)
    if not any(POSTCODE.search(b.text) for b in block):
        return None
    return name, address_of(block), first


_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")


def _prints_ids(lines: list[Line]) -> bool:
    """Whether the lines print a tax-id label, an IBAN or an e-mail address (what only the
    issuer prints at the page foot: its ids, its bank, its contact)."""
    texts = [s.text for ln in lines for s in ln.segments]
    return _prints_tax_id_or_iban(texts) or any(_EMAIL.search(t) for t in texts)


def _prints_tax_id_or_iban(texts: list[str]) -> bool:
    """Whether the texts print a tax-id label or an IBAN."""
    tax_id = any(m.field == "vendor_tax_id" for t in texts for m in find_labels(t))
    return tax_id or any(_IBAN_WORD.search(t) for t in texts)


def _last_block_with_ids(foot: list[Line]) -> list[Line]:
    """The footer's last block of lines (a blank of more than two lines parts blocks) that
    prints a tax id or an IBAN: the columns of the issuer's details, not a closing sentence
    above them."""
    blocks: list[list[Line]] = []
    for ln in foot:
        if blocks and ln.y0 - blocks[-1][-1].y1 <= 2.0 * max(ln.height, 6.0):
            blocks[-1].append(ln)
        else:
            blocks.append([ln])
    with_ids = [b for b in blocks if _prints_ids(b)]
    return with_ids[-1] if with_ids else []


# "Ihre USt-IdNr.", "Your VAT no.": the customer's id printed in its address block
_THEIR_ID = re.compile(r"^\W*(?:" + alternatives("their_id_lead") + r")\b", re.IGNORECASE)


def _letterhead_segments(
    lines: list[Line], regions: Regions
) -> Iterator[tuple[int, list[Line], Segment]]:
    """The segments of page one's letterhead band, with the index of their line in page one
    (and page one's lines, for looking below them)."""
    for i, page1, seg in _page_one_segments(lines):
        if not regions.in_letterhead(page1[i]) or is_item_table_header(page1[i]):
            return
        yield i, page1, seg


def _page_one_segments(lines: list[Line]) -> Iterator[tuple[int, list[Line], Segment]]:
    """Every segment of page one, as `_letterhead_segments` gives the letterhead's."""
    page1 = [ln for ln in lines if ln.page == lines[0].page]
    for i, line in enumerate(page1):
        for seg in line.segments:
            yield i, page1, seg


def _id_owner(
    lines: list[Line],
    regions: Regions,
    excluded: str | None,
    segments: Iterator[tuple[int, list[Line], Segment]] | None = None,
) -> tuple[int, Segment] | None:
    """A name with a legal form at the top of page one (or among `segments`) whose own column
    (left-aligned or centred under it) goes on to print a VAT id, IBAN or company register: the
    letterhead of the party that issues the invoice."""
    for i, page1, seg in segments or _letterhead_segments(lines, regions):
        text = seg.text.strip()
        if not (has_legal_form(text) and looks_like_name(text)):
            continue
        if excluded and normalized(text) == excluded:
            continue
        prev_y1 = seg.y1
        for below in page1[i + 1 : i + 12]:
            if below.y0 - prev_y1 > 2.5 * max(seg.height, 6.0):
                break
            # the column's lines start where the name does, or share its centre (a till
            # receipt's centred letterhead)
            hit = [
                s
                for s in below.segments
                if abs(s.x0 - seg.x0) < 4 or abs(x_centre(s) - x_centre(seg)) < seg.height
            ]
            if not hit:
                continue
            if ID_MARK.search(hit[0].text) and not _THEIR_ID.match(hit[0].text):
                return i, seg
            prev_y1 = hit[0].y1
    return None


# web-mail and placeholder domains name no company
_GENERIC_DOMAINS = word_set("webmail_domain")


def _domain_name(
    lines: list[Line], regions: Regions, excluded: str | None
) -> tuple[int, Segment] | None:
    """A name at the top of page one spelled like the web or e-mail domain printed on the
    invoice ("Azure Interior" for azure-interior.com)."""
    domains: set[str] = set()
    for line in lines:
        for found in WEB_HOST.finditer(line.text):
            # every label of the host but "www" and the top-level domain: shop.acme-tools.de
            labels = found.group(1).casefold().split(".")[:-1]
            if any(label in _GENERIC_DOMAINS for label in labels):
                continue
            for label in labels:
                label = re.sub(r"[^a-z0-9]", "", label)
                if len(label) >= 4 and label != "www":
                    domains.add(label)
    if not domains:
        return None
    for i, _, seg in _letterhead_segments(lines, regions):
        text = seg.text.strip()
        if not looks_like_name(text) or (excluded and normalized(text) == excluded):
            continue
        letters = re.sub(r"[^a-z0-9]", "", LEGAL_FORM.sub("", text).casefold())
        # or its first word, the brand the domain names ("CRONUS DE" for cronus.com)
        first = re.sub(r"[^a-z0-9]", "", text.split()[0].casefold())
        if (len(letters) >= 4 and letters in domains) or (len(first) >= 4 and first in domains):
            return i, seg
    return None


_ADDRESS_LABEL = re.compile(
    r"^[\w\s.-]{0,30}?\b(?:" + alternatives("address_label") + r")\s*:\s*(.+)$", re.IGNORECASE
)


def _postal_address(block: list[Segment]) -> str | None:
    """The block's address when a line of it holds a postcode, or when it opens with a street
    and a town without one ("... Mah. ... No:10" / "Beykoz/ İstanbul"); else None."""
    if any(POSTCODE.search(s.text) for s in block):
        return address_of(block)
    return _street_and_bare_town([s.text.strip() for s in block])


def _row_label(text: str) -> bool:
    """Whether a cell reads as a row's label: a few words, no figure, no company name."""
    t = text.strip().rstrip(":")
    return 0 < len(t.split()) <= 3 and not re.search(r"\d", t) and not has_legal_form(t)


def _labelled_address(lines: list[Line], li: int) -> str | None:
    """ "Sold By: Name" then "Warehouse Address: ..." on the next line."""
    for line in lines[li + 1 : li + 3]:
        for seg in line.segments:
            found = _ADDRESS_LABEL.match(seg.text)
            if found:
                return found.group(1).strip()
    return None


def dash_letterhead(lines: list[Line], regions: Regions) -> tuple[int, Segment, list[str]] | None:
    """A one-line letterhead or sender line with dashes: "Name AG - Street 1 - 12345 Town"."""
    for i, page1, seg in _letterhead_segments(lines, regions):
        parts = [p.strip() for p in DASH_SEPARATORS.split(seg.text)]
        if len(parts) < 3 or not any(POSTCODE.search(p) for p in parts[1:]):
            continue
        if not looks_like_name(parts[0]) or any(ch.isdigit() for ch in parts[0]):
            continue
        if BARE_SALUTATION.match(parts[0]):
            continue  # "Herr - Firma - Name - Street - Town": an addressee's line, no sender's
        return page1[i].index, seg, parts
    return None


def nameless_letterhead_address(lines: list[Line], regions: Regions) -> str | None:
    """The address of a letterhead whose name is only its logo's picture: page one's first
    street line in the letterhead band with nothing printed over it in its column, and the
    town line right under it at its left edge ("38 rue carnot" over "75013 PARIS" over the
    phone). A party's block of text always has its name over its street."""
    page1 = [ln for ln in lines if ln.page == lines[0].page] if lines else []
    for i, line in enumerate(page1[:-1]):
        if not regions.in_letterhead(line, from_first_line=True):
            return None
        for seg in line.segments:
            if not street_line(seg.text) or _text_over(page1[:i], seg):
                continue
            nxt = page1[i + 1]
            town = next((s for s in nxt.segments if abs(s.x0 - seg.x0) <= seg.height), None)
            close = nxt.y0 - seg.y1 <= seg.height
            if town is not None and close and town_line(town.text):
                return f"{seg.text.strip().rstrip(',')}, {town.text.strip()}"
    return None


def _text_over(above: list[Line], seg: Segment) -> bool:
    """Whether any line above prints text over the segment's column (a name, a title)."""
    return any(overlaps_x(s, seg) for ln in above for s in ln.segments)
