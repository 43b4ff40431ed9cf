"""Blocks of lines on the page: the segments aligned under a segment, the first segment under
a label, an indented block, and a block read as an address."""

from __future__ import annotations

import re

from docproc_pipeline.extract.parse.box import overlaps_x, width, x_centre, y_centre
from docproc_pipeline.extract.parse.concepts import filler_word
from docproc_pipeline.extract.parse.countries import address_country
from docproc_pipeline.extract.parse.dates import find_dates
from docproc_pipeline.extract.parse.labels import find_labels
from docproc_pipeline.extract.parse.lines import BLOCK_PITCH_BREAK, Line, Segment
from docproc_pipeline.extract.parse.numbers import AMOUNT_CELL_RE
from docproc_pipeline.extract.parse.party_text import (
    ATTENTION,
    BARE_SALUTATION,
    BULLET,
    GLUED_POSTCODE,
    ID_MARK,
    LEGAL_FORM,
    POSTCODE,
    SEPARATORS,
    STREET_WORD,
    bare_label,
    is_contact,
    is_stop,
    is_stop_text,
    names_contact,
    normalized,
    own_address_label,
    street_line,
    town_line,
)
from docproc_pipeline.extract.parse.table_header import (
    description_heading_alone,
    is_item_table_header,
)
from docproc_pipeline.extract.parse.vocab import (
    SHARE_CAPITAL,
    alternatives,
    party_alternatives,
)


def _text_x0(seg: Segment) -> float:
    """Where the segment's text starts: a speck OCR read before it (". 3414 Town") left out."""
    for w in seg.words:
        if any(ch.isalnum() for ch in w.text):
            return w.x0
    return seg.x0


def _past_line_pitch(out: list[Segment], found: Segment) -> bool:
    """Whether `found` lies further below the block's last line than `BLOCK_PITCH_BREAK` times
    the block's own line pitch: the next thing on the page (an item under the customer's town)."""
    if len(out) < 2:
        return False
    # (from the middles of the lines, and at least a line's height: OCR boxes jitter)
    pitch = min(y_centre(b) - y_centre(a) for a, b in zip(out, out[1:], strict=False))
    pitch = max(pitch, min(s.height for s in out))
    return pitch > 0 and y_centre(found) - y_centre(out[-1]) > BLOCK_PITCH_BREAK * pitch


def _item_after_town(lines: list[Line], k: int, found: Segment, out: list[Segment]) -> bool:
    """Whether `found` (line `k`) follows the block's town and the next line is an item's
    figures ("261 qm x 47.96  12'517.56"): a receipt's first item, no country."""
    if not out or not town_line(out[-1].text) or re.search(r"\d", found.text):
        return False
    if k + 1 >= len(lines) or len(lines[k + 1].segments) < 2:
        return False
    # figures only: a quantity first ("261 qm x 47.96"), an amount last; an item row with its
    # description ("Vlonderplank  24 x 113,80  2.731,20") after a country is the table's
    first, last = lines[k + 1].segments[0].text.strip(), lines[k + 1].segments[-1].text
    if not first[:1].isdigit():
        return False
    return bool(AMOUNT_CELL_RE.fullmatch(last.strip())) and not find_dates(last)


# a receipt's count and unit price under its item ("48 x 1,15", "2 × 4.50"): no address line
COUNT_TIMES_PRICE = re.compile(r"\d+(?:[.,]\d+)?\s?[x×]\s?\d[\d.,' ]*[.,]\d{2}(?!\d)")


def _count_line_under(line: Line, seg: Segment) -> bool:
    """Whether the line opens under `seg` with a receipt's count and price ("50 × 4,43")."""
    first = line.segments[0]
    return bool(COUNT_TIMES_PRICE.match(first.text)) and overlaps_x(first, seg)


def block_below(
    lines: list[Line], start: int, seg: Segment, *, max_lines: int = 6
) -> list[Segment]:
    """Segments aligned with `seg` (left or right edge) on the lines right below it."""
    out: list[Segment] = []
    prev = seg
    # OCR boxes wander a few points around the printed left edge
    tol = 7.0 if lines[start].ocr else 4.0
    # a right-aligned block: right edges together, left edges apart (on a scan, any more
    # than the boxes wander: a street a little shorter than the name above it)
    right_only = tol if lines[start].ocr else 30.0
    for k, line in enumerate(lines[start + 1 : start + 12], start + 1):
        if line.page != lines[start].page:
            break
        gap = line.y0 - prev.y1
        if gap > 3.0 * max(prev.height, 6.0) or (
            len(line.segments) >= 3 and is_item_table_header(line)
        ):
            break  # far below, or the item table's column header
        if out and prev is not seg and _count_line_under(line, seg):
            out.pop()  # an item's name over its indented count and price: no address line
            break
        found = None
        for s in line.segments:
            centred = abs(x_centre(s) - x_centre(seg)) < tol and abs(s.x0 - seg.x0) > 4
            if (
                abs(s.x0 - seg.x0) < tol
                or (line.ocr and abs(_text_x0(s) - seg.x0) < tol)
                or (abs(s.x1 - seg.x1) < tol and abs(s.x0 - seg.x0) > right_only)
                # a text layer's right-aligned block: right edges equal to the point
                or (abs(s.x1 - seg.x1) < 1.5 and not lines[start].ocr)
                or centred
            ):
                found = s
                break
        if found is None:
            if any(overlaps_x(s, seg) for s in line.segments):
                break
            continue
        found = with_town_cell(line, found)
        if own_address_label(found.text):
            prev = found  # "Adres van dienstverlener:" over the street: the lines go on
            continue
        if (
            not any(POSTCODE.search(o.text) for o in out)
            and _register_line(found)
            and _street_follows(lines, k, found, tol)
        ):
            # the company's register lines between its name and its street, or its tax id
            # between its street and its town ("NIP: 52..."): no address line
            prev = found
            continue
        if is_stop(found):
            found = _before_glued_contact(found) or found
        if is_stop(found) or _past_line_pitch(out, found) or _item_after_town(lines, k, found, out):
            break
        if COUNT_TIMES_PRICE.match(found.text):
            if out and prev is not seg:
                out.pop()  # a receipt's item over its count and price ("48 x 1,15"): no line
            break
        left = [s for s in line.segments if s.x1 <= found.x0 and found.x0 - s.x1 < 100]
        if left and bare_label(left[-1].text):
            break  # the value of a "Label  value" row of the invoice facts, not an address line
        if gap > 1.6 * max(prev.height, 6.0) and (
            len(out) > 1
            or not re.search(r"\d", found.text)
            or not _postcode_here_or_next(lines, k, found, _POSTCODE_LINES_MAX)
        ):
            # a blank line ends the block, unless it only parts the name from the address
            # (street and postcode right below)
            break
        out.append(found)
        prev = found
        if len(out) >= max_lines:
            break
    return out


# a company's share capital ("Capital de 5000€", "au capital de 10 000 €")
# a short "Label : value" line of a code ("NAF : 62.02A", "SIREN : 519 887 657")
_LABELLED_CODE = re.compile(r"^[^\W\d_][^:]{0,40}:\s*[\dA-Z][\w.\s-]{1,30}$")


def _register_line(seg: Segment) -> bool:
    """A line of the company's register facts: its share capital, a tax or register id, or a
    short labelled code; never the next party's heading."""
    text = seg.text.strip()
    labels = find_labels(text)
    if labels and labels[0].start == 0 and labels[0].field in ("_customer", "_vendor"):
        return False
    return bool(
        SHARE_CAPITAL.search(text)
        or (ID_MARK.search(text) and re.search(r"\d", text))
        or _labelled_code(text)
        or bool(_BARE_ID.fullmatch(text))
    )


# a postcode alone in its cell ("07440", "D-80331", Sweden's "112 52"), its town in the next
# cell of the line
POSTCODE_CELL = re.compile(r"(?:[A-Z]{1,2}-)?\d{4,5}|[1-9]\d{2} \d{2}")


def with_town_cell(line: Line, seg: Segment) -> Segment:
    """`seg` and, when it is a postcode alone in its cell, the town in the next cell of its
    line (a form's grid: "07440      Muro") as one segment; else `seg` itself."""
    if not POSTCODE_CELL.fullmatch(seg.text.strip()):
        return seg
    right = [s for s in line.segments if s.x0 >= seg.x1]
    if not right:
        return seg
    town = right[0]
    text = town.text.strip()
    if (
        town.x0 - seg.x1 > _TOWN_CELL_GAP * max(seg.height, 6.0)
        or not re.match(r"[^\W\d_]", text)
        or re.search(r"\d", text)
        or is_stop(town)
        or find_labels(text)
    ):
        return seg
    return Segment(
        words=[*seg.words, *town.words],
        text=f"{seg.text.strip()} {text}",
        x0=seg.x0,
        x1=town.x1,
        y0=min(seg.y0, town.y0),
        y1=max(seg.y1, town.y1),
    )


_TOWN_CELL_GAP = 4.0  # the widest gap between a postcode's cell and its town's, in line heights


# a tax or register id alone on its line, without its label ("B16585507", "DE123456789")
_BARE_ID = re.compile(r"(?=(?:\D*\d){7})[A-Z]{0,4}[\d.\-/]+[A-Z\d]{0,3}")


def _labelled_code(text: str) -> bool:
    """A short "Label : code" line, the code mostly digits ("NAF : 62.02A")."""
    found = _LABELLED_CODE.match(text)
    if found is None:
        return False
    code = text.split(":", 1)[1]
    alnum = sum(ch.isalnum() for ch in code)
    return alnum > 0 and 2 * sum(ch.isdigit() for ch in code) >= alnum


def _street_follows(lines: list[Line], k: int, seg: Segment, tol: float) -> bool:
    """Whether, past register lines aligned with `seg` (line k), the next aligned line is a
    street with a postcode on it or the line under it (a street may print no number: "Avenue
    de Saint Pierre" over "12000 Rodez")."""
    for j in range(k + 1, min(k + 7, len(lines))):
        if lines[j].page != lines[k].page:
            return False
        under = next((s for s in lines[j].segments if _aligned(s, seg, tol)), None)
        if under is None or _register_line(under):
            continue
        return _postcode_here_or_next(lines, j, under)
    return False


def _before_glued_contact(seg: Segment) -> Segment | None:
    """A segment of an address line run on into its contact part (an OCR'd line into the next
    column's, "Piazza Vanessa, 17  Email: billing@..."; a text layer's line into its own, "1 Av.
    Blaise Pascal 63170 Aubière France Email:a@b.fr"): the words before the contact part, when
    they hold no contact themselves; None when no contact part follows them."""
    for k in range(1, len(seg.words)):
        words = seg.words[:k]
        head = " ".join(w.text for w in words)
        tail = " ".join(w.text for w in seg.words[k:])
        # or set apart by a bullet, an id or contact part ("Street 3, 59408 Town • UID: DE 19...")
        rest = tail[1:].strip()
        bullet = BULLET.match(seg.words[k].text) and (is_stop_text(rest) or ID_MARK.search(rest))
        if (
            (bullet or (_CONTACT_LEAD.fullmatch(seg.words[k].text) and names_contact(tail)))
            and re.search(r"\d", head)  # a street's number or a postcode
            and not is_contact(head)
        ):
            y0, y1 = min(w.y0 for w in words), max(w.y1 for w in words)
            return Segment(words, head, words[0].x0, words[-1].x1, y0, y1)
    return None


# a contact part's first word: a label word and its colon ("Email:", "Tel.:"), or the address
# or number itself
_CONTACT_LEAD = re.compile(r"[^\W\d_]{1,8}\.?:|\S+@\S+|www\.\S+|\+\d.*")


def _aligned(seg: Segment, other: Segment, tol: float) -> bool:
    """Whether two lines of a block align: left edges together, or centred on one another
    (a receipt's head)."""
    return abs(seg.x0 - other.x0) < tol or abs(x_centre(seg) - x_centre(other)) < 4


def _postcode_here_or_next(lines: list[Line], k: int, seg: Segment, under_max: int = 1) -> bool:
    """Whether `seg` (on line k) or one of the `under_max` segments under it holds a postcode
    (also one glued to its town in the text layer: "54321Tannhain"; past a blank line, a postal
    box's code between street and town: "20 BD LUNDY" / "CS40030" / "51724 REIMS CEDEX")."""
    if POSTCODE.search(seg.text) or GLUED_POSTCODE.search(seg.text):
        return True
    for line in lines[k + 1 : k + 1 + under_max]:
        under = [s for s in line.segments if _aligned(s, seg, 4)]
        if not under:
            return False
        text = with_town_cell(line, under[0]).text
        if POSTCODE.search(text) or GLUED_POSTCODE.search(text):
            return True
    return False


# how many lines under a street parted from the name by a blank line its postcode may be
_POSTCODE_LINES_MAX = 2


# a courtesy title that is also a party label ("Spett.le"): the name follows it without a colon
_COURTESY = re.compile("^(?:" + party_alternatives("salutation") + r")$", re.IGNORECASE)


def cell_right_of(line: Line, seg: Segment) -> Segment | None:
    """The segment right after `seg` on its line, when there is one."""
    k = next((i for i, s in enumerate(line.segments) if s is seg), None)
    return line.segments[k + 1] if k is not None and k + 1 < len(line.segments) else None


def wrapped_label_end(lines: list[Line], i: int, seg: Segment) -> str | None:
    """The whole label when `seg` is the wrapped end of the cell right above it in a narrow
    label column, that cell ending with a filler word ("Código de" over "cliente" gives
    "Código de cliente"); else None."""
    if i == 0 or lines[i - 1].page != lines[i].page:
        return None
    above = next(
        (s for s in lines[i - 1].segments if abs(s.x0 - seg.x0) <= max(seg.height, 1.0) / 2),
        None,
    )
    if above is None or seg.y0 - above.y1 > seg.height or not above.words:
        return None
    if not filler_word(above.words[-1].text):
        return None
    return f"{above.text.strip()} {seg.text.strip()}"


def label_segment(lines: list[Line], field: str) -> tuple[int, Segment, str] | None:
    """The first segment of page one that starts with a label of `field`: (line, segment, value);
    not the wrapped end of another label ("Código de" over "cliente")."""
    for li, line in enumerate(lines):
        if line.page != lines[0].page:
            break
        if in_transfer_slip(lines, li):
            continue  # a slip's "Empfänger  Name" beside its IBAN row: the payee, no party's label
        for seg in line.segments:
            labels = find_labels(seg.text)
            if labels and labels[0].start == 0 and labels[0].field == field:
                joined = wrapped_label_end(lines, li, seg)
                whole = find_labels(joined) if joined is not None else []
                if joined is not None and not (whole and whole[0].field == field):
                    continue
                rest = seg.text[labels[0].end :].strip()
                if rest.startswith(":"):
                    return li, seg, rest.lstrip(": ").strip()
                if not rest or _TRANSLATION.fullmatch(rest) or _ROW_WORDS.fullmatch(rest):
                    # (or the label's translation after a slash: "Spett.le / Messrs"; the
                    # words of the rows it heads: "Customer name / company")
                    return li, seg, ""
                # "Spett.le Rossi S.r.l.": a title before the name; a letter's greeting ends
                # with a comma ("Spett.le Ditta,")
                if _COURTESY.match(seg.text[: labels[0].end].strip()) and not rest.endswith(","):
                    return li, seg, rest
                if _spaced_from_label(seg, labels[0].end):
                    return li, seg, rest
    return None


# a label's translation after it, a slash between ("Spett.le / Messrs", "Kunde / Client:")
_TRANSLATION = re.compile(r"/\s*[^\W\d_][^\W\d_.]*\.?\s*:?")


# the rows' words after a party's heading ("Customer name / company", "Kunde Name/Firma")
_ROW_WORDS = re.compile(
    r"(?:(?:" + party_alternatives("name_row", "company_row") + r")\s*[/&]?\s*)+:?",
    re.IGNORECASE,
)


# a row of a transfer slip: its account ("IBAN  DE12 ..."), opening the line
_IBAN_ROW = re.compile(r"(?:" + alternatives("iban_label") + r")\b", re.IGNORECASE)


def in_transfer_slip(lines: list[Line], li: int) -> bool:
    """Whether line `li` is a row of a transfer slip: a line within two of it on its page
    opens with an IBAN label ("Ontvanger  Name" over "IBAN  NL02 ...")."""
    near = lines[max(0, li - 2) : li] + lines[li + 1 : li + 3]
    return any(
        ln.page == lines[li].page and ln.segments and _IBAN_ROW.match(ln.segments[0].text)
        for ln in near
    )


# a value set apart from its label by a gap this many type heights wide, where a space
# between words is about a quarter of one ("Nom acheteur   Stones Jerry")
_VALUE_GAP_HEIGHTS = 0.5


def _spaced_from_label(seg: Segment, end: int) -> bool:
    """Whether the words after the label's first `end` characters stand apart from it by a
    cell's gap rather than a space, though the text layer kept them in one segment."""
    count = len(seg.text[:end].split())
    if count >= len(seg.words):
        return False
    last, first = seg.words[count - 1], seg.words[count]
    return first.x0 - last.x1 >= _VALUE_GAP_HEIGHTS * max(last.y1 - last.y0, 1.0)


def footer_parts_of(lines: list[Line], name: str) -> list[str]:
    """The parts after `name` in a line of separated parts ("Name · Street · Town"), the
    first part perhaps the name and its address set apart by commas ("Name, Street 1, 1234
    Town · VAT ...")."""
    for k, line in enumerate(lines):
        for seg in line.segments:
            parts = SEPARATORS.split(_run_on(lines, k, seg))
            if len(parts) >= 2 and normalized(parts[0]) == normalized(name):
                return [p.strip() for p in parts[1:]]
            head, comma, rest = parts[0].partition(",")
            if comma and len(parts) >= 2 and normalized(head) == normalized(name):
                return [p.strip() for p in rest.split(",")] + [p.strip() for p in parts[1:]]
    return []


def _run_on(lines: list[Line], k: int, seg: Segment) -> str:
    """A line of separated parts with the line its column runs on to, right under it at its
    left edge ("Name GmbH · Gartengasse" over "5/1 · 1789 Mureck"): the two as one text."""
    text = seg.text.rstrip()
    if not SEPARATORS.search(text) or k + 1 >= len(lines) or lines[k + 1].page != lines[k].page:
        return text
    below = lines[k + 1]
    if below.y0 - seg.y1 > 0.3 * max(seg.height, 1.0):
        return text
    for s in below.segments:
        if abs(s.x0 - seg.x0) < 2.0 and not find_labels(s.text):
            return f"{text} {s.text.strip()}"
    return text


def without_contact(block: list[Segment], name: str) -> list[Segment]:
    """The address lines under a party's name without a contact person's line: a line of words
    only, right under the name and followed by the street line ("ACME SARL / Jean Dupont /
    12 rue Neuve / 69001 Lyon")."""
    if (
        len(block) >= 3
        and not BARE_SALUTATION.match(name.strip())  # "Herr" over the person's name
        and not re.search(r"\d", block[0].text)
        and re.search(r"\d", block[1].text)
        and not POSTCODE.search(block[1].text)
        and POSTCODE.search(block[2].text)
        and 2 <= len(block[0].text.split()) <= 4
    ):
        return block[1:]
    return block


def without_trade_line(block: list[Segment]) -> list[Segment]:
    """A letterhead's address block without a line of words over a whole address: the firm's
    trade or tagline ("TABLEROS, COCINAS, PUERTAS" over "Ctra. Font Roja 7, 03801 Alcoy";
    "Konzessionierter Meisterbetrieb seit 1985" over "Gewerbepark Innsbruck 15" / "6020
    Innsbruck"), not an address line."""
    if len(block) == 2 and not re.search(r"\d", block[0].text) and _one_line_address(block[1].text):
        return block[1:]
    if len(block) >= 3 and _tagline(block[0].text) and _street_then_town(block[1:]):
        return block[1:]
    return block


# a year the firm names in its tagline ("seit 1985", "since 1920"): the only figure it prints
_TAGLINE_YEAR = re.compile(r"(?<=[^\W\d_]\s)(?:18|19|20)\d{2}$")


def _tagline(text: str) -> bool:
    """Words over a letterhead's street: no figure but a closing year, no street word, label,
    contact or country (an address's own first line names one of them)."""
    text = text.strip()
    bare = _TAGLINE_YEAR.sub("", text)
    return (
        len(re.findall(r"[^\W\d_]{3,}", bare)) >= 2
        and not re.search(r"\d", bare)
        and not STREET_WORD.search(text)
        and not LEGAL_FORM.search(text)  # the name's own end ("Harbourside Tiling" / "Pty Ltd")
        and not find_labels(text)
        and not is_contact(text)
        and address_country(text) is None
    )


def _street_then_town(rest: list[Segment]) -> bool:
    """A street with its house number, its town on the same line or the next."""
    first = rest[0].text
    if not _STREET_LINE.search(first) or is_contact(first) or find_labels(first):
        return False
    return _one_line_address(first) or (len(rest) > 1 and town_line(rest[1].text))


def _one_line_address(text: str) -> bool:
    """A street with its number and the postcode town on one line ("Ctra. Font Roja 7, 03801
    Alcoy")."""
    found = POSTCODE.search(text)
    return found is not None and bool(re.search(r"[^\W\d_]{3}.*\d", text[: found.start()]))


# a line in brackets without a digit is a note ("(haftungsbeschränkt)"), not an address line
_NOTE_LINE = re.compile(r"^\([^\d()]*\)$")
# ... but a province's code in brackets, wrapped onto its own line under the town ("13046
# Caldaro Sulla Strada Del Vino" / "(CA)"), ends the town's line
_PROVINCE_LINE = re.compile(r"^\([A-Z]{2}\)$")


def _through_town(segs: list[Segment]) -> list[Segment]:
    """An address ends with its postcode and town, or one line after it naming the country: a
    labelled line ("Nr NIP: PL896…") or a longer line after the town (an item of a receipt that
    follows without a table header) is not part of it. A second address of the block (a post
    box's, then the street's: "Postbus 9000, 1008KR Eindhalen, NL, Pelmolenpad 458, 1008KR
    Eindhalen, NL") is read on when it is one just as complete and starts at a street (a bare
    figure after the town, "3936", is a customer or file number over another party's block)."""
    out = _one_address(segs)
    rest = segs[len(out) :]
    if not _has_town(out) or not rest or not _STREET_LINE.search(rest[0].text):
        return out
    second = _one_address(rest)
    return out + second if _has_town(second) else out


# a street line: words and a house number, or a house number and words
_STREET_LINE = re.compile(r"[^\W\d_]{2}.*\d|\d.*[^\W\d_]{2}")


def _has_town(segs: list[Segment]) -> bool:
    return len(segs) > 1 and any(POSTCODE.search(s.text) for s in segs[1:])


def _province_before_country(text: str, rest: list[Segment]) -> bool:
    """Whether a line after the town is its province, the country on the next line ("18006
    Granada" / "Granada" / "España"; a province may share its name with a country)."""
    nxt = rest[0].text.strip() if rest else ""
    return (
        nxt != text
        and address_country(nxt) is not None
        and not re.search(r"\d", nxt)
        and len(nxt.split()) <= 3
    )


# a phone number closing a line after its words, its label a phone word or two ("SAO PAULO -
# SP - Fone: 1130000000", "GOIANIA - GO Fone/Fax: 6232358200")
_PHONE_WORDS = "(?:" + alternatives("phone_word") + "|" + alternatives("contact_abbreviation") + ")"
_PHONE_TAIL = re.compile(
    rf"\s+(?:[-–,]\s*)?{_PHONE_WORDS}(?:/{_PHONE_WORDS})?\.?\s*:?\s*[+(]?\d[\d\s()/.-]{{5,}}$",
    re.IGNORECASE,
)


def _without_phone_tail(seg: Segment) -> Segment:
    """The segment without a phone number closing it after its words (a town line that goes on
    with the phone: "SAO PAULO - SP - Fone: 1130000000" -> "SAO PAULO - SP")."""
    tail = _PHONE_TAIL.search(seg.text)
    if tail is None or not re.search(r"[^\W\d_]{2}", seg.text[: tail.start()]):
        return seg
    head = seg.text[: tail.start()].rstrip(" -–,")
    words = seg.words[: len(head.split())]
    return Segment(words, head, words[0].x0, words[-1].x1, seg.y0, seg.y1)


def _one_address(segs: list[Segment]) -> list[Segment]:
    out: list[Segment] = []
    after = 0  # the lines that may follow: the country, and the town after a lone postcode
    for k, seg in enumerate(segs):
        if after:
            seg = _without_phone_tail(seg)
        text = seg.text.strip()
        labels = find_labels(text)
        if out and ((labels and labels[0].start == 0) or text.endswith(":")):
            break  # a labelled line or a heading ("Dados Documento:") ends the address
        if after and (re.search(r"\d", text) or len(re.findall(r"\w+", text)) > 3):
            break
        out.append(seg)
        if after:
            after -= 1
            if not after and not _province_before_country(text, segs[k + 1 : k + 2]):
                break  # the country
            after = after or 1
            continue
        # (a first line's house number looks like a postcode: "7856 Industrial Parkway"; so
        # does a later street's over its town line: "1600 West Hill Street" / "Louisville, KY")
        if (
            len(out) > 1
            and (code := POSTCODE.search(text))
            and not _street_over_town(text, segs, k)
        ):
            # a postcode alone on its line ("3584CC"): its town follows on the next; one that
            # starts with a letter ("Y96 TP8P", "M2 4WU") follows its town
            after = 2 if code.group(0) == text and text[:1].isdigit() else 1
    return out


def _street_over_town(text: str, segs: list[Segment], k: int) -> bool:
    """Whether line `k` is a street opening with its house number ("1600 West Hill Street"),
    a street's word in it, right over a town line: the number no postcode."""
    return (
        re.match(r"\d{1,5}[a-zA-Z]?\s+[^\W\d_]", text) is not None
        and STREET_WORD.search(text) is not None
        and k + 1 < len(segs)
        and town_line(segs[k + 1].text)
    )


def address_of(segs: list[Segment]) -> str | None:
    """The block's lines as one address, through its town, without attention and note lines."""
    kept = [
        s
        for s in segs
        if re.search(r"\w", s.text)  # a footnote's mark alone on its line ("*") is no line
        and not ATTENTION.match(s.text.strip())
        and not (_NOTE_LINE.match(s.text.strip()) and not _PROVINCE_LINE.match(s.text.strip()))
    ]
    while kept and description_heading_alone(kept[-1].words):
        kept.pop()  # the item table's first header cell right under the block ("Désignation")
    kept = _through_town(kept)
    if not kept:
        return None
    widest = max(width(s) for s in kept)
    parts: list[str] = []
    for prev, seg in zip([None, *kept], kept, strict=False):
        text = seg.text.strip()
        if prev is not None and (_wraps_into(prev, text, widest) or _PROVINCE_LINE.match(text)):
            parts[-1] = f"{parts[-1]} {text.rstrip(',')}"
        else:
            parts.append(text.rstrip(","))
    return ", ".join(parts)


def _wraps_into(prev: Segment, text: str, widest: float) -> bool:
    """Whether `text` continues the line `prev` that wrapped at the block's width: `prev` fills
    most of the width and ends without a separator, and `text` goes on in lower case
    ("... near the mall and" / "city park.")."""
    before = prev.text.strip()
    return (
        text[:1].islower()
        and not re.search(r"[,;:.]$", before)
        and not POSTCODE.search(before)
        and width(prev) >= 0.8 * widest
    )


HeadLine = tuple[int, Segment, list[str]]


def under_party_label(page1: list[Line], i: int, seg: Segment) -> bool:
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


def address_from_parts(lines: list[Line], parts: list[str], skip_line: int | None) -> str:
    """Find the printed block holding the first part and read it; fall back to the parts."""
    first = normalized(parts[0])
    for i, line in enumerate(lines):
        if line.page != lines[0].page:
            break
        if line.index == skip_line:
            continue
        for seg in line.segments:
            if normalized(seg.text) == first:
                block = [seg, *block_below(lines, i, seg)]
                if len(block) >= len(parts):
                    return ", ".join(s.text.strip() for s in block)
    return ", ".join(parts)


def first_below(
    lines: list[Line], li: int, seg: Segment, *, skip_ids: bool = False, reach: float = 4.0
) -> tuple[int, Segment] | None:
    """The first segment under `seg`; with `skip_ids`, past "(...)" notes and identifier lines
    ("GLN 4333741000005") that sit between a vendor label and the vendor's name."""
    for i in range(li + 1, min(li + 6, len(lines))):
        line = lines[i]
        if line.page != lines[li].page or line.y0 - seg.y1 > reach * max(seg.height, 6.0):
            return None
        for s in line.segments:
            # left-aligned under it, or right-aligned with it to the point (a text layer's
            # right-aligned block under its right-aligned heading)
            right_aligned = not line.ocr and abs(s.x1 - seg.x1) < 1.5
            if s.x0 < seg.x1 + 20 and s.x1 > seg.x0 and (abs(s.x0 - seg.x0) < 25 or right_aligned):
                text = s.text.strip()
                if skip_ids and (text.startswith("(") or sum(ch.isdigit() for ch in text) >= 7):
                    break
                return i, s
    return None


def indented_block(lines: list[Line], li: int, seg: Segment) -> list[Segment]:
    """The first segments of the lines under `seg`, as far indented, to a gap or a stop line."""
    out: list[Segment] = []
    prev_y1 = seg.y1
    for line in lines[li + 1 : li + 6]:
        if line.y0 - prev_y1 > 1.6 * max(seg.height, 6.0):
            break
        s = line.segments[0]
        if s.x0 < seg.x0 - 2 or is_stop(s) or s.x0 > seg.x0 + 60:
            break
        if out and abs(s.x0 - out[0].x0) > 6:
            break  # back at the margin: the block has ended (a receipt's first item)
        out.append(s)
        prev_y1 = s.y1
    return out


def address_under_name(lines: list[Line], name: str, start: int = 0) -> str | None:
    """The address block under `name` printed as a segment of its own on line `start` or
    after (the first such segment with a postcode under it), else None."""
    for k in range(start, len(lines)):
        for other in lines[k].segments:
            if normalized(other.text) != normalized(name):
                continue
            block = block_below(lines, k, other)
            if any(POSTCODE.search(s.text) for s in block):
                return address_of(block)
            if (one_line := _one_line_address_under(lines, k, other)) is not None:
                return one_line
    return None


def _one_line_address_under(lines: list[Line], k: int, seg: Segment) -> str | None:
    """The address printed on one line under a name past the rows that end an address block
    (the party's ids, a contact person), within five lines of the name's column: its street,
    a comma, its postcode and town ("TestStraße 12-17, 98765 Weitstadt, DE")."""
    prev = seg
    for line in lines[k + 1 : k + 6]:
        under = next((s for s in line.segments if abs(s.x0 - seg.x0) < 4.0), None)
        if line.page != lines[k].page or under is None or under.y0 - prev.y1 > 2 * seg.height:
            return None
        parts = [p.strip() for p in under.text.split(",")]
        if len(parts) >= 2 and street_line(parts[0]) and town_line(parts[1]):
            return under.text.strip()
        prev = under
    return None


def before_form_row(
    lines: list[Line], block: list[Segment], x_min: float = float("-inf")
) -> list[Segment]:
    """The lines of a block under a party's "Label  Name" row up to the first that is a row of
    another invoice field: it opens with that field's label, or a cell left of it on its line
    does (a slip's "Acheteur  Name" over "Solde dû  6 742,66 €"); cells left of `x_min` stand
    in another party's column ("EIN 20-7940595" beside the customer's "USA")."""
    line_of = {id(s): ln for ln in lines for s in ln.segments}
    for k, seg in enumerate(block):
        line = line_of.get(id(seg))
        cells = [seg] + [
            s for s in (line.segments if line else []) if s.x1 <= seg.x0 and s.x0 >= x_min
        ]
        for cell in cells:
            if any(m.start == 0 and not m.field.startswith("_") for m in find_labels(cell.text)):
                return block[:k]
    return block


def heading_led(block: list[Segment]) -> bool:
    """Whether a block under an inline customer name ("Guest: Name") starts with the heading
    of another block ("Hotel Details"): no street number and no town line in the block."""
    kept = [s.text for s in block if not ATTENTION.match(s.text.strip())]
    return bool(kept) and not re.search(r"\d", kept[0]) and not any(map(town_line, kept))
