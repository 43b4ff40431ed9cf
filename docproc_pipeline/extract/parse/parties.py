"""Vendor and customer: names and address blocks found from layout.

The customer is the block under a "Bill to"/"Kunde" label, or the window-envelope address under
the small sender line ("Name · Street · City"). The vendor name is the sender line's first part or
the largest text at the top of page one; its address is the aligned block under its name (or
under a "From"/"Von" label), cut at contact and registration lines.

A party section heading ("Verkäufer", "Käufer/Leistungsempfänger", "Bill to", "Fournisseur",
"Klant") alone in its column wins over these: its block gives the name in a "Name:" row, else in
its first line that is no label, id or note, and the address in an "Anschrift:" row or under the
name. A label, a currency code or a page title is never a party's name.
"""

from __future__ import annotations

import re
import unicodedata
from difflib import SequenceMatcher
from statistics import median

from docproc_pipeline.extract.lexicon import lexicon
from docproc_pipeline.extract.parse.labels import find_labels
from docproc_pipeline.extract.parse.lines import Line, Segment, make_segment
from docproc_pipeline.extract.parse.table import is_item_table_header

_SEPARATORS = re.compile(r"\s+[·•●∙|]\s+")
# OCR reads the small middle dot of a sender line as a dash, a point or nothing at all
_OCR_SEPARATORS = re.compile(r"\s*[·•●∙]\s*|\s+[|\-–.]\s+|(?<=[^\W\d]\.)[-–]\s+")
# a one-line letterhead or legal footer: "Name GmbH - Street 1 - 12345 Town"
# (a bullet may lose the space on one side in OCR: "Birkenallee 101 ·24103 Kiel")
_DASH_SEPARATORS = re.compile(r"\s+[-–−|·•●]\s+|\s[·•●](?=\S)|(?<=\S)[·•●]\s")
_BULLET = re.compile(r"^[·•●∙|]$")
# a legal form closing a company name: "Blauw Huis B.V.", "Bei Spiel GmbH", "Atelier Nord SAS"
_LEGAL_FORM = re.compile(
    rf"(?:\b(?:{'|'.join(lexicon().legal_forms)})|\b(?-i:{'|'.join(lexicon().legal_forms_cased)}))"
    r"\s*[.,]?$",
    re.IGNORECASE,
)
# a title or a document-kind word is never a party's name ("PAYMENT RECEIPT", "Kopie factuur")
_TITLE_WORDS = lexicon().title_words
_CONTACT = re.compile(
    r"@|www\.|https?://|^\+?\(?\d[\d\s/().-]{6,}$|^(?:t|f|m|p|e|w|tel|fax|fon)\.?\s+[+(]?\d",
    re.IGNORECASE,
)
# postcodes: 4-5 digits before the town (DE, FR, NL, CH, ES, IT...), UK, US state + ZIP, CH-,
# Polish and Portuguese ones with a hyphen (00-950 Warszawa, 1000-001 Lisboa), Irish Eircodes
_POSTCODE = re.compile(
    r"\b\d{4,5}\s+[^\W\d]|\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b|\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\b|\bCH-\d{4}\b"
    r"|\b\d{2,4}-\d{3}\s+[^\W\d]|\b[AC-FHKNPRTV-Y]\d{2}\s?[AC-FHKNPRTV-Y0-9]{4}\b"
)
# Salutation and attention lines are neither the party's name nor its address.
_ATTENTION = re.compile(
    r"^(?:herr|frau|mr\.?|mrs\.?|ms\.?|monsieur|madame|m\.|mme\.?)(?:\s|$)"
    r"|^(?:attn\.?|attention|t\.\s?a\.\s?v\.?|z\.\s?hd\.?|c/o)(?::|\s|$)",
    re.IGNORECASE,
)
_ATTN_PREFIX = re.compile(
    r"^(?:attn\.?|attention|t\.\s?a\.\s?v\.?|z\.\s?hd\.?)\s*:?\s*", re.IGNORECASE
)
# a name starts with a letter and has a few ("98a" is the tail of a split house number)
_NAME_START = re.compile(r"^\W*[^\W\d_](?:.*?[^\W\d_]){3}")
_BARE_SALUTATION = re.compile(r"^(?:herr|frau|mr\.?|mrs\.?|ms\.?|monsieur|madame)$", re.IGNORECASE)

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


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text)).strip().casefold()


def _is_contact(text: str) -> bool:
    """A phone, fax, e-mail or web line, also when OCR garbled its label or its `@`
    ("Pnbne1608:555-0147", "T |4021 555-0167"): seven or more digits that are no postcode,
    making up most of the line or following a short label word."""
    if _CONTACT.search(text):
        return True
    digits = sum(ch.isdigit() for ch in text)
    if digits < 7 or _POSTCODE.search(text):
        return False
    alnum = sum(ch.isalnum() for ch in text)
    return digits >= 0.6 * alnum or bool(re.match(r"[^\W\d_]{1,5}\W{0,3}\+?\d", text))


def _is_stop(seg: Segment) -> bool:
    if _is_contact(seg.text) or _ID_MARK.search(seg.text):
        return True  # contact, tax-id, bank or register lines end an address
    labels = find_labels(seg.text)
    if not (labels and labels[0].start == 0 and labels[0].field in _ADDRESS_STOP_FIELDS):
        return False
    if labels[0].field in ("_customer", "_vendor"):
        # the next party's heading ("Kunde", "Bill to:"), not a name that starts with a
        # heading word ("Lieferant GmbH")
        return not re.search(r"[^\W\d_]", seg.text[labels[0].end :])
    return True


def _block_below(
    lines: list[Line], start: int, seg: Segment, *, max_lines: int = 6
) -> list[Segment]:
    """Segments aligned with `seg` (left or right edge) on the lines right below it."""
    out: list[Segment] = []
    prev = seg
    # OCR boxes wander a few points around the printed left edge
    tol = 7.0 if lines[start].ocr else 4.0
    for k, line in enumerate(lines[start + 1 : start + 12], start + 1):
        if line.page != lines[start].page:
            break
        gap = line.y0 - prev.y1
        if gap > 3.0 * max(prev.height, 6.0) or (
            len(line.segments) >= 3 and is_item_table_header(line)
        ):
            break  # far below, or the item table's column header
        found = None
        for s in line.segments:
            centred = abs((s.x0 + s.x1) / 2 - (seg.x0 + seg.x1) / 2) < 4 and abs(s.x0 - seg.x0) > 4
            if (
                abs(s.x0 - seg.x0) < tol
                or (abs(s.x1 - seg.x1) < tol and abs(s.x0 - seg.x0) > 30)
                # a text layer's right-aligned block: right edges equal to the point
                or (abs(s.x1 - seg.x1) < 1.5 and not lines[start].ocr)
                or centred
            ):
                found = s
                break
        if found is None:
            if any(s.x0 < seg.x1 and s.x1 > seg.x0 for s in line.segments):
                break
            continue
        if _is_stop(found):
            break
        left = [s for s in line.segments if s.x1 <= found.x0 and found.x0 - s.x1 < 100]
        if left and _bare_label(left[-1].text):
            break  # the value of a "Label  value" row of the invoice facts, not an address line
        if gap > 1.6 * max(prev.height, 6.0) and (
            len(out) > 1
            or not re.search(r"\d", found.text)
            or not _postcode_here_or_next(lines, k, found)
        ):
            # a blank line ends the block, unless it only parts the name from the address
            # (street and postcode right below)
            break
        out.append(found)
        prev = found
        if len(out) >= max_lines:
            break
    return out


def _bare_label(text: str) -> bool:
    """A label alone in its cell ("Issue date", "Kunden-Nr.:"), its value in the next cell."""
    labels = find_labels(text)
    return bool(labels) and labels[0].start == 0 and not text[labels[0].end :].strip(" :.#")


def _postcode_here_or_next(lines: list[Line], k: int, seg: Segment) -> bool:
    """Whether `seg` (on line k) or the segment under it holds a postcode (also one glued to
    its town in the text layer: "54321Tannhain")."""
    if _POSTCODE.search(seg.text) or _GLUED_POSTCODE.search(seg.text):
        return True
    for line in lines[k + 1 : k + 2]:
        for s in line.segments:
            if abs(s.x0 - seg.x0) < 4 and (
                _POSTCODE.search(s.text) or _GLUED_POSTCODE.search(s.text)
            ):
                return True
    return False


def _label_segment(lines: list[Line], field: str) -> tuple[int, Segment, str] | None:
    for li, line in enumerate(lines):
        if line.page != lines[0].page:
            break
        for seg in line.segments:
            labels = find_labels(seg.text)
            if labels and labels[0].start == 0 and labels[0].field == field:
                rest = seg.text[labels[0].end :].strip()
                if rest.startswith(":"):
                    return li, seg, rest.lstrip(": ").strip()
                if not rest:
                    return li, seg, ""
    return None


def _sender_line(lines: list[Line]) -> tuple[int, Segment, list[str]] | None:
    """The small return-address line of a window envelope: `Name · Street · City`."""
    page1 = [ln for ln in lines if ln.page == lines[0].page]
    if not page1:
        return None
    limit = page1[0].y0 + 0.45 * (max(ln.y1 for ln in page1) - page1[0].y0)
    for line in page1:
        if line.y0 > limit:
            break
        for seg in _bullet_joined(line.segments):
            parts = (_OCR_SEPARATORS if line.ocr else _SEPARATORS).split(seg.text)
            plain = not any(_is_stop_text(p) for p in parts)
            postcode = any(_POSTCODE.search(p) for p in parts)
            if (len(parts) >= 3 and (postcode or plain)) or (
                line.ocr
                and len(parts) == 2
                and _POSTCODE.search(parts[1])
                and not _POSTCODE.search(parts[0])
                and _NAME_START.match(parts[0])
            ):
                return line.index, seg, [p.strip() for p in parts]
    return None


def _bullet_joined(segments: list[Segment]) -> list[Segment]:
    """The line's segments, with runs split apart by a wide bullet ("Name  ●  Street  ●  Town")
    joined back into one segment."""
    out: list[Segment] = []
    joining = False
    for seg in segments:
        bare = bool(_BULLET.match(seg.text.strip()))
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


def _footer_parts(lines: list[Line], name: str) -> list[str]:
    for line in lines:
        for seg in line.segments:
            parts = _SEPARATORS.split(seg.text)
            if len(parts) >= 2 and _norm(parts[0]) == _norm(name):
                return [p.strip() for p in parts[1:]]
    return []


def _top_name(lines: list[Line], excluded: str | None = None) -> tuple[int, Segment] | None:
    page1 = [ln for ln in lines if ln.page == lines[0].page]
    if not page1:
        return None
    top = page1[0].y0
    bottom = max(ln.y1 for ln in page1)
    best: tuple[float, int, Segment] | None = None
    for line in page1:
        if line.y0 > top + 0.3 * (bottom - top) or is_item_table_header(line):
            break  # a table header word is never the vendor's name
        labelled = sum(1 for s in line.segments if (f := find_labels(s.text)) and f[0].start == 0)
        if labelled >= 3 and 2 * labelled >= len(line.segments):
            continue  # the header row of a grid of invoice facts ("Customer  Order  Date")
        for prev, seg in zip([None, *line.segments], line.segments, strict=False):
            letters = sum(ch.isalpha() for ch in seg.text)
            if letters < 4 or len(seg.text.replace(" ", "")) <= 3:
                continue
            if prev is not None and prev.text.rstrip().endswith(":"):
                continue  # the value of a "Label:" to its left ("PO Number:  PO_4411")
            if _town_line(seg.text):
                continue  # "68159 Mannheim" in a letterhead OCR read a little taller
            if _under_party_label(page1, page1.index(line), seg):
                continue  # the customer's or the delivery address's block
            labels = find_labels(seg.text)
            if labels and labels[0].start == 0:
                continue
            if _is_contact(seg.text) or _SEPARATORS.search(seg.text) or _is_title(seg.text):
                continue
            if _sentence_title(seg.text) or _numbered_title(seg.text):
                continue  # a page title ("Readable view of ...", "Schlussrechnung Nr. 12")
            if excluded and _norm(seg.text) == excluded:
                continue
            key = seg.height
            if seg.text.isupper() and _has_legal_form(seg.text):
                # capitals have no ascenders or descenders: a company name in capitals looks
                # shorter than mixed-case text of the same size
                key *= 1.2
            if best is None or key > best[0] + 0.5:
                best = (key, line.index, seg)
    return (best[1], best[2]) if best else None


# a line holding only a party's id: a short code word and a long number ("GLN 4304171000002")
_PARTY_ID_LINE = re.compile(r"^[A-Za-z]{2,5}\.?[\s:#-]*\d{6,}$")


def _without_contact(block: list[Segment], name: str) -> list[Segment]:
    """The address lines under a party's name without a contact person's line: a line of words
    only, right under the name and followed by the street line ("ACME SARL / Jean Dupont /
    12 rue Neuve / 69001 Lyon")."""
    if (
        len(block) >= 3
        and not _BARE_SALUTATION.match(name.strip())  # "Herr" over the person's name
        and not re.search(r"\d", block[0].text)
        and re.search(r"\d", block[1].text)
        and not _POSTCODE.search(block[1].text)
        and _POSTCODE.search(block[2].text)
        and 2 <= len(block[0].text.split()) <= 4
    ):
        return block[1:]
    return block


# a line in brackets without a digit is a note ("(haftungsbeschränkt)"), not an address line
_NOTE_LINE = re.compile(r"^\([^\d()]*\)$")


def _address(segs: list[Segment]) -> str | None:
    kept = [
        s
        for s in segs
        if s.text.strip()
        and not _ATTENTION.match(s.text.strip())
        and not _NOTE_LINE.match(s.text.strip())
    ]
    kept = _through_town(kept)
    if not kept:
        return None
    widest = max(s.x1 - s.x0 for s in kept)
    parts: list[str] = []
    for prev, seg in zip([None, *kept], kept, strict=False):
        text = seg.text.strip()
        if prev is not None and _wraps_into(prev, text, widest):
            parts[-1] = f"{parts[-1]} {text.rstrip(',')}"
        else:
            parts.append(text.rstrip(","))
    return ", ".join(parts)


def _through_town(segs: list[Segment]) -> list[Segment]:
    """An address ends with its postcode and town, or one line after it naming the country: a
    labelled line ("Nr NIP: PL896…") or a longer line after the town (an item of a receipt that
    follows without a table header) is not part of it."""
    out: list[Segment] = []
    town_seen = False
    for seg in segs:
        text = seg.text.strip()
        labels = find_labels(text)
        if out and labels and labels[0].start == 0:
            break
        if town_seen and (re.search(r"\d", text) or len(text.split()) > 3):
            break
        out.append(seg)
        if town_seen:
            break  # the country
        # (a first line's house number looks like a postcode: "7856 Industrial Parkway")
        town_seen = len(out) > 1 and bool(_POSTCODE.search(text))
    return out


def _wraps_into(prev: Segment, text: str, widest: float) -> bool:
    """Whether `text` continues the line `prev` that wrapped at the block's width: `prev` fills
    most of the width and ends without a separator, and `text` goes on in lower case
    ("... near the mall and" / "city park.")."""
    before = prev.text.strip()
    return (
        text[:1].islower()
        and not re.search(r"[,;:.]$", before)
        and not _POSTCODE.search(before)
        and prev.x1 - prev.x0 >= 0.8 * widest
    )


def find_parties(
    lines: list[Line],
    hits_by_line: dict[int, list[str]],
    page_heights: dict[int, float] | None = None,
) -> dict[str, tuple[str | None, float]]:
    """Names and addresses: `{"vendor_name": (value, confidence), ...}`.

    `page_heights` (page number -> height, in the words' units) places the window envelope."""
    out = _find_parties(_split_at_party_columns(lines), hits_by_line, page_heights or {})
    for party in ("vendor", "customer"):
        _legal_form_to_name(out, party)
    for field in ("vendor_address", "customer_address"):
        value, conf = out.get(field, (None, 0.0))
        if value:
            # a postcode glued to its town in the text layer: "54321Tannhain"
            out[field] = (_GLUED_POSTCODE.sub(" ", value), conf)
    if lines and lines[0].ocr:
        for field, (value, conf) in out.items():
            if value is None:
                continue
            value = _MID_DOT.sub(" ", value)
            if field.endswith("name"):
                value = _repaired_legal_form(value)
            if field.endswith("address"):
                value = _respaced(_clean_ocr_address(value), lines)
            out[field] = (value, conf)
    return out


# letters OCR reads as digits or capitals in the short, dotted tail of a legal form
_LEGAL_FORM_LOOKALIKES = str.maketrans({"0": "o", "1": "l", "I": "l", "|": "l"})


def _repaired_legal_form(name: str) -> str:
    """An OCR'd name whose legal form does not read as one ("Sp. z 0.0.", "s.r.I.") with the
    look-alike characters of its last three words read as letters, when that makes the end of
    the name a legal form."""
    words = name.split(" ")
    tail = " ".join(words[-3:])
    if _LEGAL_FORM.search(tail):
        return name
    fixed = tail.translate(_LEGAL_FORM_LOOKALIKES)
    found = _LEGAL_FORM.search(fixed)
    if fixed == tail or found is None or found.end() < len(fixed.rstrip(" .,")):
        return name
    return " ".join([*words[:-3], fixed])


def _legal_form_to_name(out: dict[str, tuple[str | None, float]], party: str) -> None:
    """A legal form wrapped under the name ("Berger Holzbau" over "GmbH & Co. KG") belongs to
    the name, not to the address."""
    name, name_conf = out.get(f"{party}_name", (None, 0.0))
    address, address_conf = out.get(f"{party}_address", (None, 0.0))
    if not name or not address or _has_legal_form(name):
        return
    first, _, rest = address.partition(", ")
    if not rest or re.search(r"\d", first) or not _LEGAL_FORM.search(first):
        return
    if sum(ch.isalpha() for ch in _LEGAL_FORM.sub("", first)) >= 3:
        return  # more than a legal form: a line of its own
    out[f"{party}_name"] = (f"{name} {first}", name_conf)
    out[f"{party}_address"] = (rest, address_conf)


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


_PARTY_LABELS = ("_customer", "_ship_to", "_vendor")


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
            and found[0].field in _PARTY_LABELS
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


_GLUED_POSTCODE = re.compile(r"(?<=\b\d{5})(?=[A-ZÄÖÜ][a-zäöüß]{2})")
# OCR reads a speck between two words as a middle dot: "Ringstraße·14", "Seidel· KG"
_MID_DOT = re.compile(r"(?<=\w)\s*[·•]\s*(?=\w)|(?<=\w)[·•](?=\s|$)")
_OCR_ADDRESS_FIXES: tuple[tuple[re.Pattern[str], str], ...] = (
    # a point inside a postcode: "6031.1 Frankfurt"
    (re.compile(r"\b(\d{4})\.(\d)(?=\s+[A-ZÄÖÜ][a-zäöüß])"), r"\1\2"),
    # the comma between house number and postcode read as a point, colon or dash:
    # "Uhlandstraße 110.30159 Hannover", "23/11-8010 Graz", "44. 3011 Bern"
    (re.compile(r"(?<=\d)\s*[.:;\-]\s*(?=\d{4,5}\s+[^\W\d])"), ", "),
    (re.compile(r"(?<=\d[a-z])\s*[.:;]\s*(?=\d{4,5}\s+[^\W\d])"), ", "),
    # a speck or dash between street and house number: "Hafenstraße.30b", "Bahnhofstrasse-38"
    (re.compile(r"(?<=[a-zäöüß])[.\-](?=\d)"), " "),
    # street glued to its number, postcode glued to its town: "Mühlweg46", "1010Wien"
    (re.compile(r"(?<=[a-zäöüß]{3})(?=\d{1,4}[a-z]?\b)"), " "),
    (re.compile(r"(?<=\b\d{4})(?=[A-ZÄÖÜ][a-zäöüß])|(?<=\b\d{5})(?=[A-ZÄÖÜ][a-zäöüß])"), " "),
    # a speck after a house number or ZIP: "Ringstraße 98., ...", "AZ 85701."
    (re.compile(r"(?<=\d)\.(?=\s*,)|(?<=\d)\.$"), ""),
    # the comma before a US state read as a point, a comma read as a colon
    (re.compile(r"\.(?=\s+[A-Z]{2}\s+\d{5}(?:-\d{4})?$)"), ","),
    (re.compile(r"(?<=[^\W\d_]):(?=\s)"), ","),
    # UK postcodes: a 1 read as I or l in the outward code, the space lost or read as a point
    (re.compile(r"\b([A-Z]{1,2})[Il](?=[A-Z\d]?[\s.]?\d[A-Z]{2}$)"), r"\g<1>1"),
    (re.compile(r"\b([A-Z]{1,2}\d[A-Z\d]?)[.]?(\d[A-Z]{2})$"), r"\1 \2"),
)


def _clean_ocr_address(text: str) -> str:
    """An OCR'd address with the usual misreadings of its punctuation undone."""
    for pattern, repl in _OCR_ADDRESS_FIXES:
        text = pattern.sub(repl, text)
    return re.sub(r"\s+", " ", text).strip()


def _find_parties(
    lines: list[Line], _hits_by_line: dict[int, list[str]], page_heights: dict[int, float]
) -> dict[str, tuple[str | None, float]]:
    out: dict[str, tuple[str | None, float]] = {}
    if not lines:
        return out
    by_index = {ln.index: i for i, ln in enumerate(lines)}
    sender = _sender_line(lines)
    letterhead = _dash_letterhead(lines) if sender is None else None

    sections = _party_sections(lines)
    # customer
    cust = _label_segment(lines, "_customer")
    if cust is not None and cust[2] and sum(ch.isalpha() for ch in cust[2]) < 2:
        cust = None  # "Customer: 2" is a customer number, not a name
    if "customer" in sections:
        name, address, _ = sections["customer"]
        out["customer_name"] = (name, 0.85)
        out["customer_address"] = (address, 0.8)
    elif cust is not None:
        li, seg, rest = cust
        if rest:
            block = _block_below(lines, li, seg) or _indented_block(lines, li, seg)
            if _heading_led(block):
                block = []
            out["customer_name"] = (rest, 0.85)
            out["customer_address"] = (_address(_without_contact(block, rest)), 0.8)
        else:
            below = _first_below(lines, li, seg)
            if below is not None:
                bi, bseg = below
                block = _block_below(lines, bi, bseg)
                if _PARTY_ID_LINE.match(bseg.text) and block:
                    # "GLN 4304171000002" over the name: the party's id, not its name
                    bseg, block = block[0], block[1:]
                out["customer_name"] = (bseg.text, 0.85)
                out["customer_address"] = (_address(_without_contact(block, bseg.text)), 0.8)
    elif sender is not None or letterhead is not None:
        head = sender or letterhead
        assert head is not None
        si = by_index[head[0]]
        # a letterhead sits higher above the window than a sender line
        below = _first_below(lines, si, head[1], reach=4.0 if sender is not None else 9.0)
        if below is not None and (
            sender is not None or (abs(below[1].x0 - head[1].x0) < 8 and not _is_stop(below[1]))
        ):
            bi, bseg = below
            block = _block_below(lines, bi, bseg)
            out["customer_name"] = (bseg.text, 0.8)
            out["customer_address"] = (_address(_without_contact(block, bseg.text)), 0.75)

    customer = out.get("customer_name", (None, 0.0))[0]
    if "vendor" in sections:
        name, address, vendor_segs = sections["vendor"]
        vendor: tuple[str, float, str | None, set[int]] | None = (name, 0.85, address, vendor_segs)
    else:
        vendor = _find_vendor(lines, by_index, sender, letterhead, customer, page_heights)
    if vendor is not None:
        name, conf, address, vendor_segs = vendor
        out["vendor_name"] = (name, conf)
        out["vendor_address"] = (address, 0.7 if address else 0.0)
    else:
        vendor_segs = set()
    if "customer_name" not in out:
        window = _window_address(
            lines, out.get("vendor_name", (None, 0.0))[0], vendor_segs, page_heights
        )
        if window is not None:
            out["customer_name"] = (window[0].text, 0.6)
            out["customer_address"] = (_address(_without_contact(window[1], window[0].text)), 0.55)
    _fix_customer_name(out)
    for field in ("vendor_name", "customer_name"):
        read = out.get(field, (None, 0.0))[0]
        if read and (
            read.rstrip().endswith(":")
            or _bare_label(read)
            or read.strip().upper() in _CURRENCY_CODES
        ):
            out[field] = (None, 0.0)  # a label ("Nummer:") or a currency is never a name
    return out


_CURRENCY_CODES = frozenset(
    ["EUR", "USD", "GBP", "CHF", "JPY", "CNY", "SEK", "NOK", "DKK", "PLN", "CZK", "HUF", "CAD"]
    + ["AUD", "INR", "RON", "BGN", "TRY", "NZD", "SGD", "HKD", "ZAR", "BRL", "MXN", "AED"]
)


def _find_vendor(
    lines: list[Line],
    by_index: dict[int, int],
    sender: tuple[int, Segment, list[str]] | None,
    letterhead: tuple[int, Segment, list[str]] | None,
    customer: str | None,
    page_heights: dict[int, float],
) -> tuple[str, float, str | None, set[int]] | None:
    """The vendor's name, confidence, address and the ids of its letterhead segments.

    Evidence in order: a vendor label ("From", "Lieferant", "Sold by"), the window envelope's
    sender line, a one-line letterhead, the company named in the legal footer (beside its
    register, VAT id or registered office), a letterhead block holding the VAT id or IBAN, a
    name matching the web or e-mail domain, and last the largest text at the top of page one.
    """
    vendor_label = _label_segment(lines, "_vendor")
    if vendor_label is not None:
        li, seg, rest = vendor_label
        if rest and _NAME_START.match(rest) and not _is_stop_text(rest):
            return rest.rstrip(",;: "), 0.85, _labelled_address(lines, li), {id(seg)}
        if not rest:
            below = _first_below(lines, li, seg, skip_ids=True)
            if below is not None:
                bi, bseg = below
                block = _block_below(lines, bi, bseg)
                address = _address(block)
                if not any(_POSTCODE.search(s.text) for s in block):
                    footer = _footer_company(lines, page_heights)
                    if footer is not None and _similar(footer[0], bseg.text):
                        address = footer[1] or address
                return bseg.text, 0.85, address, {id(bseg), *(id(s) for s in block)}

    excluded = _norm(customer) if customer else None
    top = _top_name(lines, excluded)
    top_segs: set[int] = set()
    top_block: list[Segment] = []
    if top is not None:
        top_block = _block_below(lines, by_index[top[0]], top[1])
        top_segs = {id(top[1]), *(id(s) for s in top_block)}

    def top_address(name: str) -> str | None:
        same = top is not None and _norm(_strip_title(top[1].text)) == _norm(name)
        if same and any(_POSTCODE.search(s.text) for s in top_block):
            return _address(top_block)
        return None

    if sender is not None or letterhead is not None:
        head = sender or letterhead
        assert head is not None
        name = head[2][0]
        if top is not None and lines[0].ocr and _similar(_strip_title(top[1].text), name):
            name = _strip_title(top[1].text)  # the letterhead prints it larger: fewer misreadings
        conf = 0.9 if top is not None and _norm(_strip_title(top[1].text)) == _norm(name) else 0.8
        address = top_address(name)
        if address is None:
            parts = [p for p in head[2][1:] if not _is_stop_text(p)]
            if parts:
                skip = sender[0] if sender is not None else None
                address = _address_from_parts(lines, parts, skip)
        # the largest text is the vendor's only when it prints the sender's name
        own = top_segs if conf > 0.8 else set()
        return name, conf, address, own | {id(head[1])}

    footer = _footer_company(lines, page_heights)
    if footer is not None:
        name, address, seg = footer
        segs = {id(seg)}
        conf = 0.8
        if (
            top is not None
            and _similar(_strip_title(top[1].text), name, 0.7)
            and not re.search(r"[a-zäöüß][A-ZÄÖÜ]{2,}", top[1].text)  # a glued "...kRECHNUNG"
        ):
            name = _strip_title(top[1].text)  # printed larger: fewer OCR misreadings
            address = top_address(name) or address
            segs |= top_segs
            conf = 0.9
        if address is None:
            # the footer line's street and town, read from the fuller letterhead block
            parts = [p for p in _footer_parts(lines, name) if not _is_stop_text(p)]
            if parts:
                address = _address_from_parts(lines, parts, None)
        return name, conf, address, segs

    owner = None if top is not None and _has_legal_form(top[1].text) else _id_owner(lines, excluded)
    if owner is not None:
        oi, oseg = owner
        block = _block_below(lines, by_index[oi], oseg)
        address = _address(block) if any(_POSTCODE.search(s.text) for s in block) else None
        return oseg.text.strip(), 0.8, address, {id(oseg), *(id(s) for s in block)}

    if top is None:
        return None
    name = _strip_title(top[1].text)
    domain_named = _domain_name(lines, excluded)
    if domain_named is not None and not _similar(domain_named[1].text, name):
        di, dseg = domain_named
        block = _block_below(lines, by_index[di], dseg)
        address = _address(block) if any(_POSTCODE.search(s.text) for s in block) else None
        return dseg.text.strip(), 0.75, address, {id(dseg), *(id(s) for s in block)}
    footer_parts = _footer_parts(lines, name)
    conf = 0.85 if footer_parts else 0.65
    address = top_address(name)
    if address is None:
        parts = [p for p in footer_parts if not _is_stop_text(p)]
        if parts:
            address = _address_from_parts(lines, parts, None)
    return name, conf, address, top_segs


def _similar(a: str, b: str, ratio: float = 0.8) -> bool:
    return SequenceMatcher(None, _norm(a), _norm(b)).ratio() >= ratio


def _has_legal_form(text: str) -> bool:
    """A company name: a legal form after at least a short name ("GmbH" alone is not one)."""
    return bool(_LEGAL_FORM.search(text)) and (
        sum(ch.isalpha() for ch in _LEGAL_FORM.sub("", text)) >= 3
    )


_FUNCTION_WORDS = frozenset(
    [
        "zur",
        "zum",
        "der",
        "des",
        "den",
        "dem",
        "von",
        "für",
        "mit",
        "for",
        "of",
        "the",
        "to",
        "and",
        "with",
        "und",
        "de",
        "du",
        "des",
        "la",
        "le",
        "aux",
        "van",
        "het",
        "voor",
        "met",
    ]
)


def _sentence_title(text: str) -> bool:
    """A page title or caption, not a company: six words or more with two function words and
    no legal form ("Readable view of the data of e-invoices"), or a copyright line."""
    if re.search(r"\(c\)|©", text, re.IGNORECASE):
        return True
    words = text.split()
    small = sum(1 for w in words if w.casefold() in _FUNCTION_WORDS)
    return len(words) >= 6 and small >= 2 and not _has_legal_form(text)


_DOC_KIND = re.compile(
    r"^\W*(?:[^\W\d_]+-?)?(?:rechnung|invoice|facture|factuur|gutschrift|avoir|creditnota)"
    r"(?:en|s|korrektur|skorrektur)?\b",
    re.IGNORECASE,
)


def _numbered_title(text: str) -> bool:
    """The document's title line: a document-kind word, also a compound one, leading a line
    with its number or date ("Schlussrechnung Nr. 2024-17 vom 03.05.2024", "E-Invoice 4711")."""
    return bool(_DOC_KIND.match(text)) and bool(re.search(r"\d", text))


def _is_title(text: str) -> bool:
    words = re.findall(r"[^\W\d_][\w'-]*", text.casefold())
    return bool(words) and all(w in _TITLE_WORDS for w in words)


_TITLE_TAIL = frozenset({"invoice", "rechnung", "facture", "factuur", "receipt"})


def _strip_title(text: str) -> str:
    """ "Amazon Web Services Invoice" -> "Amazon Web Services": a title after the name."""
    words = text.split()
    while len(words) > 1 and words[-1].casefold().strip(".:") in _TITLE_TAIL:
        words.pop()
    return " ".join(words)


def _looks_like_name(text: str) -> bool:
    t = text.strip()
    if not _NAME_START.match(t) or ":" in t or len(t.split()) > 6 or _is_contact(t):
        return False
    labels = find_labels(t)
    return not (labels and labels[0].start == 0) and sum(ch.isdigit() for ch in t) <= 2


def _region(lines: list[Line], page: int) -> tuple[list[Line], float, float]:
    pl = [ln for ln in lines if ln.page == page]
    top = min(ln.y0 for ln in pl)
    return pl, top, max(ln.y1 for ln in pl)


def _office_address(text: str) -> str | None:
    """The address after a registered-office label, up to the first contact or register part."""
    parts: list[str] = []
    for part in _DASH_SEPARATORS.split(text.strip().lstrip(":").strip()):
        part = part.strip().rstrip(",")
        if not part:
            continue
        labels = find_labels(part)
        if _is_contact(part) or "@" in part or (labels and labels[0].start == 0) or ":" in part:
            break
        if parts and re.fullmatch(r"\d{4,6}", part):
            parts[-1] += " - " + part  # "New Delhi - 110017": a PIN code after its town
            continue
        parts.append(part)
    return ", ".join(parts) if parts else None


_CAPITAL = re.compile(
    r"\s+(?:au\s+capital|with\s+(?:a\s+)?(?:share\s+)?capital|capital\s+social|mit\s+sitz)\b|,",
    re.IGNORECASE,
)


def _footer_company(
    lines: list[Line], page_heights: dict[int, float]
) -> tuple[str, str | None, Segment] | None:
    """The company of the legal footer (bottom quarter of the first or last page): a
    "Name SAS au capital de ... - Siège social: ..." line, a name over a registered-office line,
    or a name with a legal form heading an address column."""
    pages = sorted({ln.page for ln in lines})
    for page in dict.fromkeys([pages[0], pages[-1]]):
        pl, top, bottom = _region(lines, page)
        limit = top + 0.72 * (bottom - top)
        foot = [ln for ln in pl if ln.y0 >= limit]
        for ln in foot:
            for seg in ln.segments:
                parts = _DASH_SEPARATORS.split(seg.text)
                head = _CAPITAL.split(parts[0])[0].strip()
                if len(parts) < 2 and head == parts[0].strip():
                    continue
                if not (_has_legal_form(head) and _looks_like_name(head)):
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
                    if address and not _POSTCODE.search(address):
                        address = None
                return head, address, seg
        for prev, ln in zip(foot, foot[1:], strict=False):
            first = ln.segments[0]
            labels = find_labels(first.text)
            if not (labels and labels[0].start == 0 and labels[0].field == "_office"):
                continue
            names = [s for s in prev.segments if _looks_like_name(s.text)]
            if len(names) == 1 and ln.y0 - prev.y1 < 1.5 * max(prev.height, 4.0):
                return names[0].text.strip(), _office_address(first.text[labels[0].end :]), names[0]
        for ln in foot:
            for seg in ln.segments:
                text = seg.text.strip()
                if not (_has_legal_form(text) and _looks_like_name(text)):
                    continue
                block = _block_below(lines, ln.index - lines[0].index, seg, max_lines=4)
                if any(_POSTCODE.search(b.text) for b in block):
                    return text, _address(block), seg
    return None


_ID_MARK = re.compile(
    r"\b(?:IBAN|BIC|KvK|HRB|HRA|BTW|VAT|USt|UID|TVA|SIRET|Steuer|Reg(?:istered|\.)?|Company\s+No)\b"
    r"|\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){3,}",
    re.IGNORECASE,
)


# "Ihre USt-IdNr.", "Your VAT no.": the customer's id printed in its address block
_THEIR_ID = re.compile(r"^\W*(?:ihre|your|uw|votre|customer|kunden|client|buyer)\b", re.IGNORECASE)


def _id_owner(lines: list[Line], excluded: str | None) -> tuple[int, Segment] | None:
    """A name with a legal form at the top of page one whose own column goes on to print a
    VAT id, IBAN or company register: the letterhead of the party that issues the invoice."""
    page1, top, bottom = _region(lines, lines[0].page)
    for i, line in enumerate(page1):
        if line.y0 > top + 0.3 * (bottom - top):
            break
        for seg in line.segments:
            text = seg.text.strip()
            if not (_has_legal_form(text) and _looks_like_name(text)):
                continue
            if excluded and _norm(text) == excluded:
                continue
            prev_y1 = seg.y1
            for below in page1[i + 1 : i + 12]:
                if below.y0 - prev_y1 > 2.5 * max(seg.height, 6.0):
                    break
                hit = [s for s in below.segments if abs(s.x0 - seg.x0) < 4]
                if not hit:
                    continue
                if _ID_MARK.search(hit[0].text) and not _THEIR_ID.match(hit[0].text):
                    return i, seg
                prev_y1 = hit[0].y1
    return None


_GENERIC_DOMAINS = frozenset(
    [
        "gmail",
        "googlemail",
        "yahoo",
        "hotmail",
        "outlook",
        "live",
        "gmx",
        "web",
        "t-online",
        "example",
        "localhost",
        "icloud",
        "aol",
        "mail",
        "protonmail",
    ]
)


# the host of a web address or an e-mail domain: "http://www.acme.com", "www.acme.de", "@acme.fr"
_WEB_HOST = re.compile(r"(?:https?://|\bwww\.|@)((?:[\w-]+\.)+[a-z]{2,6})\b", re.IGNORECASE)


def _domain_name(lines: list[Line], excluded: str | None) -> tuple[int, Segment] | None:
    """A name at the top of page one spelled like the web or e-mail domain printed on the
    invoice ("Azure Interior" for azure-interior.com)."""
    domains: set[str] = set()
    for line in lines:
        for found in _WEB_HOST.finditer(line.text):
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
    page1, top, bottom = _region(lines, lines[0].page)
    for i, line in enumerate(page1):
        if line.y0 > top + 0.3 * (bottom - top):
            break
        for seg in line.segments:
            text = seg.text.strip()
            if not _looks_like_name(text) or (excluded and _norm(text) == excluded):
                continue
            letters = re.sub(r"[^a-z0-9]", "", _LEGAL_FORM.sub("", text).casefold())
            if len(letters) >= 4 and letters in domains:
                return i, seg
    return None


def _labelled_address(lines: list[Line], li: int) -> str | None:
    """ "Sold By: Name" then "Warehouse Address: ..." on the next line."""
    for line in lines[li + 1 : li + 3]:
        for seg in line.segments:
            found = re.match(
                r"^[\w\s.-]{0,30}?\b(?:address|adresse|anschrift)\s*:\s*(.+)$", seg.text, re.I
            )
            if found:
                return found.group(1).strip()
    return None


def _dash_letterhead(lines: list[Line]) -> tuple[int, Segment, list[str]] | None:
    """A one-line letterhead or sender line with dashes: "Name AG - Street 1 - 12345 Town"."""
    page1, top, bottom = _region(lines, lines[0].page)
    for line in page1:
        if line.y0 > top + 0.3 * (bottom - top):
            break
        for seg in line.segments:
            parts = [p.strip() for p in _DASH_SEPARATORS.split(seg.text)]
            if len(parts) < 3 or not any(_POSTCODE.search(p) for p in parts[1:]):
                continue
            if not _looks_like_name(parts[0]) or any(ch.isdigit() for ch in parts[0]):
                continue
            return line.index, seg, parts
    return None


def _like_vendor(text: str, vendor: str | None) -> bool:
    """Whether `text` starts with (an OCR reading of) the vendor's name."""
    if not vendor:
        return False
    a, b = _norm(text), _norm(vendor)
    return SequenceMatcher(None, a[: len(b)], b).ratio() >= 0.7


def _window_address(
    lines: list[Line], vendor: str | None, vendor_block: set[int], page_heights: dict[int, float]
) -> tuple[Segment, list[Segment]] | None:
    """The recipient's address block when no label and no readable sender line mark it: a
    block in the top of page one (left half first, then right) whose last (or next to last,
    before a country) line holds a postcode, which is not the vendor's own block nor under a
    ship-to label, and which sits below the letterhead band (10 % of the page)."""
    page1 = [ln for ln in lines if ln.page == lines[0].page]
    if not page1:
        return None
    top = page1[0].y0
    limit = top + 0.45 * (max(ln.y1 for ln in page1) - top)
    height = page_heights.get(lines[0].page)
    middle = (min(ln.x0 for ln in page1) + max(ln.x1 for ln in page1)) / 2
    found: list[tuple[int, Segment, list[Segment]]] = []
    for i, line in enumerate(page1):
        if line.y0 > limit:
            break
        for seg in line.segments:
            text = seg.text.strip()
            if sum(ch.isalpha() for ch in text) < 3 or id(seg) in vendor_block:
                continue
            labels = find_labels(text)
            if (labels and labels[0].start == 0) or _is_stop(seg) or _POSTCODE.search(text):
                continue
            # a sender line OCR could not split, or the vendor's letterhead
            if _like_vendor(text, vendor) or (len(text) > 40 and any(c.isdigit() for c in text)):
                continue
            if seg.x0 > middle and (height is None or seg.y0 < 0.1 * height):
                continue
            if _under_ship_to(page1, i, seg) or _continues_block(page1, i, seg):
                continue
            block = _block_below(lines, i, seg, max_lines=5)
            if not block or any(_like_vendor(b.text, vendor) for b in block):
                continue
            if seg.height > 1.4 * median(b.height for b in block):
                continue  # a larger slogan or heading above the block, not the name in it
            ends = [b.text for b in block[-2:]]
            if _POSTCODE.search(ends[-1]) or (
                len(block) >= 2 and _POSTCODE.search(ends[0]) and not re.search(r"\d", ends[-1])
            ):
                found.append((0 if seg.x0 <= middle else 1, seg, block))
    if not found:
        return None
    # the letterhead band: a short sender block above the window is not the recipient
    if height is not None:
        low = [f for f in found if f[1].y0 >= 0.1 * height]
        if low and low != found and all(len(f[2]) < 2 for f in found if f not in low):
            found = low
    side, seg, block = min(found, key=lambda f: f[0])
    return seg, block


def _under_party_label(page1: list[Line], i: int, seg: Segment) -> bool:
    """Whether `seg` belongs to the block under a customer or ship-to label: the column's
    lines right above it lead up to that label."""
    top = seg
    for line in reversed(page1[max(0, i - 8) : i]):
        for s in line.segments:
            if abs(s.x0 - top.x0) >= 4 or s.y1 > top.y0 + 1:
                continue
            if top.y0 - s.y1 > 1.2 * max(s.height, 6.0):
                return False
            labels = find_labels(s.text)
            if labels and labels[0].start == 0:
                return labels[0].field in ("_customer", "_ship_to")
            top = s
            break
    return False


def _continues_block(page1: list[Line], i: int, seg: Segment) -> bool:
    """Whether `seg` is a middle line of a block: a line of the same column sits right above
    it (a street under its name), so it cannot be the block's first (name) line."""
    for line in page1[max(0, i - 3) : i]:
        for s in line.segments:
            if abs(s.x0 - seg.x0) >= 4 or s.y1 > seg.y0 + 1:
                continue
            low, high = sorted((s.height, seg.height))
            if high > 1.25 * low or seg.y0 - s.y1 > 0.8 * max(low, 6.0):
                continue  # a heading or slogan in a larger type, or a blank line between
            if (
                _POSTCODE.search(s.text)
                or (len(s.text) > 40 and re.search(r"\d", s.text))
                or _DASH_SEPARATORS.search(s.text)
            ):
                # a block ends at its town: this one is the next block (or a country); a
                # long line with figures is a sender line OCR could not split
                continue
            labels = find_labels(s.text)
            if not (labels and labels[0].start == 0) and sum(ch.isalpha() for ch in s.text) >= 3:
                return True
    return False


def _under_ship_to(page1: list[Line], i: int, seg: Segment) -> bool:
    for line in page1[max(0, i - 2) : i]:
        for s in line.segments:
            labels = find_labels(s.text)
            if abs(s.x0 - seg.x0) < 8 and labels and labels[0].field == "_ship_to":
                return True
    return False


def _fix_customer_name(out: dict[str, tuple[str | None, float]]) -> None:
    """ "Herr" on its own line: the name is the next line; "ATTN: Name": the name without it."""
    name, conf = out.get("customer_name", (None, 0.0))
    if not name:
        return
    if _BARE_SALUTATION.match(name.strip()):
        address, aconf = out.get("customer_address", (None, 0.0))
        parts = [p.strip() for p in (address or "").split(",") if p.strip()]
        if parts:
            out["customer_name"] = (parts[0], conf * 0.9)
            rest = address.split(",", 1)[1].strip() if address and "," in address else None
            out["customer_address"] = (rest or None, aconf)
        return
    stripped = _ATTN_PREFIX.sub("", name).strip()
    if stripped and stripped != name:
        out["customer_name"] = (stripped, conf * 0.9)
        return
    contact = _NAME_CONTACT.match(name.strip())
    if contact and not _has_legal_form(name.strip()):
        out["customer_name"] = (contact.group(1).strip(), conf * 0.9)


# "Company, First Last": the company followed by its contact person on the name line
_NAME_CONTACT = re.compile(
    r"^([^,]*[^\W\d_][^,]*),\s*((?:[A-ZÄÖÜ][a-zäöüß'-]+\s+){1,2}[A-ZÄÖÜ][a-zäöüß'-]+)$"
)


def _is_stop_text(text: str) -> bool:
    labels = find_labels(text)
    return bool(
        _is_contact(text)
        or (labels and labels[0].start == 0 and labels[0].field in _ADDRESS_STOP_FIELDS)
    )


def _address_from_parts(lines: list[Line], parts: list[str], skip_line: int | None) -> str:
    """Find the printed block holding the first part and read it; fall back to the parts."""
    first = _norm(parts[0])
    for i, line in enumerate(lines):
        if line.page != lines[0].page:
            break
        if line.index == skip_line:
            continue
        for seg in line.segments:
            if _norm(seg.text) == first:
                block = [seg, *_block_below(lines, i, seg)]
                if len(block) >= len(parts):
                    return ", ".join(s.text.strip() for s in block)
    return ", ".join(parts)


def _first_below(
    lines: list[Line], li: int, seg: Segment, *, skip_ids: bool = False, reach: float = 4.0
) -> tuple[int, Segment] | None:
    """The first segment under `seg`; with `skip_ids`, past "(...)" notes and identifier lines
    ("GLN 4333741000005") that sit between a vendor label and the vendor's name."""
    for i in range(li + 1, min(li + 6, len(lines))):
        line = lines[i]
        if line.page != lines[li].page or line.y0 - seg.y1 > reach * max(seg.height, 6.0):
            return None
        for s in line.segments:
            if s.x0 < seg.x1 + 20 and s.x1 > seg.x0 and abs(s.x0 - seg.x0) < 25:
                text = s.text.strip()
                if skip_ids and (text.startswith("(") or sum(ch.isdigit() for ch in text) >= 7):
                    break
                return i, s
    return None


def _town_line(text: str) -> bool:
    """A line that starts or ends with its postcode ("12345 Town", "Town, ST 12345"), or holds
    a six-digit PIN ("Pune 411001")."""
    text = text.strip().rstrip(",.")
    if re.search(r"(?<![\d-])\d{3}\s?\d{3}(?![\d-])", text):
        return True
    return any(m.start() == 0 or m.end() == len(text) for m in _POSTCODE.finditer(text))


def _indented_block(lines: list[Line], li: int, seg: Segment) -> list[Segment]:
    out: list[Segment] = []
    prev_y1 = seg.y1
    for line in lines[li + 1 : li + 6]:
        if line.y0 - prev_y1 > 1.6 * max(seg.height, 6.0):
            break
        s = line.segments[0]
        if s.x0 < seg.x0 - 2 or _is_stop(s) or s.x0 > seg.x0 + 60:
            break
        if out and abs(s.x0 - out[0].x0) > 6:
            break  # back at the margin: the block has ended (a receipt's first item)
        out.append(s)
        prev_y1 = s.y1
    return out


def _heading_led(block: list[Segment]) -> bool:
    """Whether a block under an inline customer name ("Guest: Name") starts with the heading
    of another block ("Hotel Details"): no street number and no town line in the block."""
    kept = [s.text for s in block if not _ATTENTION.match(s.text.strip())]
    return bool(kept) and not re.search(r"\d", kept[0]) and not any(map(_town_line, kept))


# Party section headings (from the lexicon), compared without spaces and case: a heading
# printed with kerning spaces ("Ver käufer:") reads as the word.
_PARTY = lexicon().party_words
# OCR and plain-ASCII prints lose accents: "Verkaufer", "Kaeufer"
_FOLD_ACCENTS = str.maketrans({"ä": "a", "ö": "o", "ü": "u", "é": "e", "è": "e", "à": "a"})


def _compact_heads(words: tuple[str, ...]) -> frozenset[str]:
    compact = {re.sub(r"[\s.:]+", "", w.casefold()) for w in words}
    return frozenset(w.translate(_FOLD_ACCENTS) for w in compact)


_VENDOR_HEADS_FOLDED = _compact_heads(_PARTY["vendor_heading"])
_CUSTOMER_HEADS_FOLDED = _compact_heads(_PARTY["customer_heading"])


def _words_re(key: str, template: str) -> re.Pattern[str]:
    return re.compile(template.format("|".join(_PARTY[key])), re.IGNORECASE)


# "The seller", "Le vendeur", "Der Käufer"; "Seller details", "Kundendaten" read as the word
_ARTICLE = _words_re("heading_article", r"^(?:(?:{})\s+|l['’]\s*)")
_HEAD_SUFFIX = _words_re("heading_suffix", r"\s*(?:{})$")
# "Angaben zum Käufer", "Informationen zum Verkäufer", "Details of the seller"
_HEAD_PREFIX = re.compile(
    rf"^(?:{'|'.join(_PARTY['heading_prefix'])})\s+(?:(?:{'|'.join(_PARTY['heading_linker'])})\s*)?",
    re.IGNORECASE,
)
# an EN 16931 term code printed beside a label or heading: "Name (BT-27)", "Verkäufer BG-4"
_BT_CODE = re.compile(r"\s*\(?\b(?:bt|bg)\s*-\s*\d+\)?", re.IGNORECASE)
_HEAD_JOIN = re.compile(r"\s*(?:/|&|\+|,|\bund\b|\band\b|\bet\b|\ben\b)\s*", re.IGNORECASE)
# labels of the rows of a labelled party section ("Name:  Holzbau Berger GmbH", "Anschrift:  ...")
_COMPANY_ROW = _words_re("company_row", "^(?:{})$")
_NAME_ROW = _words_re("name_row", "^(?:{})$")
_ADDRESS_ROW = _words_re("address_row", "^(?:{})$")
# a salutation line over a name ("Herrn", "Firma", "Mr.")
_SALUTATION_LINE = _words_re("salutation", "^(?:{})$")
# "Label: value" in one segment; the label a few words without digits
_INLINE_ROW = re.compile(
    r"^([^\W\d_][^:\d]{0,30}?(?:\s*\(?\b(?:BT|BG)\s*-\s*\d+\)?)?)\s*:\s*(.*)$", re.IGNORECASE
)


def _row_is(pattern: re.Pattern[str], label: str) -> bool:
    """Whether a section row's label is one of `pattern`'s, also with an EN 16931 code or a
    note in brackets beside it ("Name (BT-44)")."""
    plain = re.sub(r"\s*\([^)]*\)", "", _BT_CODE.sub("", label)).strip(" :")
    return bool(pattern.match(plain))


def _heading_role(text: str) -> str | None:
    """ "vendor" or "customer" when `text` is only a party section heading ("Verkäufer",
    "Käufer/Leistungsempfänger:", "Bill to"), else None."""
    t = _BT_CODE.sub("", _norm(text)).rstrip(": ").strip()
    t = re.sub(r"^(?:\d{1,2}(?:\.\d{1,2})*\.?|[a-z]\))\s+", "", t)  # "2. Käufer", "b) Seller"
    t = _HEAD_SUFFIX.sub("", _ARTICLE.sub("", _HEAD_PREFIX.sub("", t)))
    t = t.replace("(", "/").replace(")", "")  # "Verkäufer (Rechnungssteller)"
    if not t or len(t) > 60:
        return None
    roles: set[str] = set()
    for part in _HEAD_JOIN.split(t):
        compact = re.sub(r"[\s.:]+", "", part).translate(_FOLD_ACCENTS)
        if not compact:
            continue
        if compact in _VENDOR_HEADS_FOLDED:
            roles.add("vendor")
        elif compact in _CUSTOMER_HEADS_FOLDED:
            roles.add("customer")
        else:
            return None
    return roles.pop() if len(roles) == 1 else None


def _section_row(segs: list[Segment]) -> tuple[str | None, str, Segment]:
    """A row of a party section: (label, value, value segment); label None for a plain line,
    read from its first segment only (a cell further right belongs to another column)."""
    first = segs[0]
    text = first.text.strip()
    if len(segs) >= 2:
        rest = segs[1]
        if text.endswith(":") or rest.text.lstrip().startswith(":") or _bare_label(text):
            cells = segs[1:3] if rest.text.strip() == ":" else [rest]
            value = " ".join(s.text.strip() for s in cells).lstrip(": ").strip()
            return text.rstrip(": ").strip(), value, cells[-1]
    found = _INLINE_ROW.match(text)
    if found:
        return found.group(1).strip(), found.group(2).strip(), first
    return None, text, first


def _party_sections(lines: list[Line]) -> dict[str, tuple[str, str | None, set[int]]]:
    """Names and addresses under party section headings on page one: a heading alone in its
    column ("Verkäufer", "Käufer/Leistungsempfänger:", "Bill to") over the party's block.

    The block gives the name in a "Name:" row, else in its first line that is neither a
    labelled row ("Nummer:  4711", "Globale Nummer: ...") nor an id ("GLN 4000001123452");
    the address in an "Anschrift:"/"Address:" row (and the lines under its value), else in
    the lines under the name."""
    out: dict[str, tuple[str, str | None, set[int]]] = {}
    page1 = [ln for ln in lines if ln.page == lines[0].page]
    for i, line in enumerate(page1):
        labelled = sum(1 for s in line.segments if (f := find_labels(s.text)) and f[0].start == 0)
        if labelled >= 3 and 2 * labelled >= len(line.segments):
            continue  # the header row of a grid of invoice facts ("Kunde  Auftrag  Datum")
        for k, seg in enumerate(line.segments):
            role = _heading_role(seg.text)
            if role is None:
                inline = _inline_heading(seg.text)
                if inline is not None and inline[0] not in out:
                    # "Käufer/Leistungsempfänger: Name AG" in one segment
                    block = _block_below(page1, i, seg) or _indented_block(page1, i, seg)
                    if _heading_led(block):
                        block = []
                    name = inline[1]
                    out[inline[0]] = (
                        name,
                        _address(_without_contact(block, name)),
                        {id(seg), *(id(s) for s in block)},
                    )
                continue
            if role in out:
                continue
            nxt = line.segments[k + 1] if k + 1 < len(line.segments) else None
            if nxt is not None and _inline_value(seg, nxt):
                # "Verkäufer:  Name GmbH" in two cells, the address under the name
                block = _block_below(page1, i, nxt)
                name = nxt.text.strip()
                out[role] = (
                    name,
                    _address(_without_contact(block, name)),
                    {id(nxt), *(id(s) for s in block)},
                )
                continue
            right = nxt.x0 if nxt is not None else float("inf")
            found = _read_section(page1, i, seg, right)
            if found is not None:
                out[role] = found
    return out


def _inline_heading(text: str) -> tuple[str, str] | None:
    """(role, name) of a heading and the party's name in one segment: "Verkäufer: Name GmbH"."""
    head, colon, rest = text.partition(":")
    rest = rest.strip().rstrip(",;")
    if not colon or not rest:
        return None
    labels = find_labels(text)
    if labels and labels[0].start == 0 and text[labels[0].end :].lstrip().startswith(":"):
        return None  # "Sold by: Name", "Kunde: Name": read by the party labels' own rules
    role = _heading_role(head)
    if role is None or not _NAME_START.match(rest) or _id_row(rest) or _bare_label(rest):
        return None
    if _is_stop_text(rest) or sum(ch.isdigit() for ch in rest) > 2:
        return None
    return role, rest


def _id_row(text: str) -> bool:
    """A number under a label without a colon ("Kunden-Nr. 4711", "Account 88-12"), not a
    name that starts like a label ("Bank Muster AG")."""
    labels = find_labels(text)
    return (
        bool(labels)
        and labels[0].start == 0
        and labels[0].field not in _PARTY_LABELS
        and bool(re.search(r"\d", text))
        and not _has_legal_form(text)
    )


def _inline_value(head: Segment, value: Segment) -> bool:
    """Whether `value` is the name printed right of a heading ending in a colon
    ("Käufer:   Name AG"), not another heading, a label or a figure."""
    text = value.text.strip()
    if not head.text.rstrip().endswith(":") or value.x0 - head.x1 > 200:
        return False
    if text.endswith(":") or _heading_role(text) is not None or _is_stop(value):
        return False
    labels = find_labels(text)
    led = bool(labels) and labels[0].start == 0 and labels[0].field not in _PARTY_LABELS
    return bool(_NAME_START.match(text)) and (not led or _has_legal_form(text))


def _read_section(
    page1: list[Line], i: int, head: Segment, right: float
) -> tuple[str, str | None, set[int]] | None:
    rows: list[tuple[str | None, str, Segment, int]] = []
    prev_y1 = head.y1
    for li, line in enumerate(page1[i + 1 : i + 14], i + 1):
        # the heading's column: a label cell and its value cell, not the facts further right
        edge = min(right - 1, head.x0 + 230)
        segs = [s for s in line.segments if head.x0 - 6 <= s.x0 < edge]
        if not segs:
            if any(s.x0 < edge and s.x1 > head.x0 for s in line.segments):
                break  # a line running across the column ends the section
            continue
        if line.y0 - prev_y1 > 3.0 * max(head.height, 6.0) or (
            len(line.segments) >= 3 and is_item_table_header(line)
        ):
            break
        if any(_heading_role(s.text) is not None for s in segs):
            break  # the next party's heading
        rows.append((*_section_row(segs), li))
        prev_y1 = line.y1
    if not rows:
        return None
    name_at = next(
        (k for k, (label, _, _, _) in enumerate(rows) if label and _row_is(_COMPANY_ROW, label)),
        None,
    )
    if name_at is None:
        name_at = next(
            (k for k, (label, _, _, _) in enumerate(rows) if label and _row_is(_NAME_ROW, label)),
            None,
        )
    if name_at is not None:
        name = rows[name_at][1]
        under = rows[name_at][2]
        for above_label, above, above_seg, _ in reversed(rows[:name_at]):
            # a name wrapped over lines beside a label printed at its last line
            if (
                above_label is not None
                or abs(above_seg.x0 - under.x0) > 6
                or under.y0 - above_seg.y1 > 0.8 * max(under.height, 6.0)
            ):
                break
            if not _SALUTATION_LINE.match(above):
                name = f"{above} {name}"
            under = above_seg
        last = rows[name_at][2]
        for below_label, below, below_seg, _ in rows[name_at + 1 :]:
            # the name's value wrapped onto the next line, in the value's column
            if (
                below_label is not None
                or abs(below_seg.x0 - last.x0) > 6
                or below_seg.y0 - last.y1 > 0.8 * max(last.height, 6.0)
                or re.search(r"\d", below)
                or _has_legal_form(name)
            ):
                break
            name = f"{name} {below}"
            last = below_seg
        if not _NAME_START.match(name):
            return None
        return name, _labelled_section_address(rows), {id(rows[name_at][2])}
    for k, (label, value, seg, _) in enumerate(rows):
        if label is not None:
            continue
        if (
            _PARTY_ID_LINE.match(value)
            or sum(ch.isdigit() for ch in value) >= 7
            or value.startswith("(")
            or _id_row(value)
        ):
            continue  # "GLN 4000001123452", "Kunden-Nr. 4711" or a "(...)" note over the name
        if _is_stop(seg) or not _NAME_START.match(value):
            return None
        name_at, name = k, value
        nxt = rows[k + 1] if k + 1 < len(rows) else None
        if _SALUTATION_LINE.match(name) and nxt is not None and nxt[0] is None:
            name_at, name = k + 1, nxt[1]  # "Herrn" over the person's name
            nxt = rows[k + 2] if k + 2 < len(rows) else None
        after = rows[name_at + 2] if name_at + 2 < len(rows) else None
        if (
            nxt is not None
            and nxt[0] is None
            and after is not None
            and not re.search(r"\d", name + nxt[1])
            and not _has_legal_form(name)
            and _has_legal_form(nxt[1])
            and re.search(r"\d", after[1])
        ):
            # a company name wrapped over two lines: "Example Mutual / Insurance Society e.V."
            name_at, name = name_at + 1, f"{name} {nxt[1]}"
        labelled = _labelled_section_address(rows)
        if labelled is not None:
            return name, labelled, {id(seg)}
        last, li = rows[name_at][2], rows[name_at][3]
        block = _block_below(page1, li, last)
        return name, _address(_without_contact(block, name)), {id(seg), *(id(s) for s in block)}
    return None


def _labelled_section_address(rows: list[tuple[str | None, str, Segment, int]]) -> str | None:
    """The value of a party section's "Anschrift:"/"Address:" row and the unlabelled lines
    printed under that value."""
    start = next(
        (k for k, (label, _, _, _) in enumerate(rows) if label and _row_is(_ADDRESS_ROW, label)),
        None,
    )
    if start is None or not rows[start][1]:
        return None
    parts = [rows[start][1]]
    for label, value, seg, _ in rows[start + 1 :]:
        if label is not None or _is_stop(seg) or abs(seg.x0 - rows[start][2].x0) > 6:
            break
        parts.append(value)
    return ", ".join(p.rstrip(",") for p in parts)
