"""Party section headings ("Verkäufer", "Käufer/Leistungsempfänger", "Bill to", "Fournisseur")
alone in their column, and the name and address read from the block under each."""

from __future__ import annotations

import functools
import re

from docproc_pipeline.extract.lexicon import lexicon
from docproc_pipeline.extract.parse.box import width, x_centre
from docproc_pipeline.extract.parse.countries import address_country
from docproc_pipeline.extract.parse.labels import find_labels, within_one_edit
from docproc_pipeline.extract.parse.lines import Line, Segment
from docproc_pipeline.extract.parse.party_blocks import (
    POSTCODE_CELL,
    address_of,
    before_form_row,
    block_below,
    heading_led,
    in_transfer_slip,
    indented_block,
    without_contact,
    wrapped_label_end,
)
from docproc_pipeline.extract.parse.party_text import (
    LEGAL_FORM,
    NAME_CELL_LABEL,
    NAME_START,
    PARTY_ID_LINE,
    PARTY_LABELS,
    POSTCODE,
    bare_label,
    comma_party_parts,
    has_legal_form,
    is_stop,
    is_stop_text,
    name_wraps_onto,
    normalized,
)
from docproc_pipeline.extract.parse.table_header import is_item_table_header
from docproc_pipeline.extract.parse.vocab import alternatives, party_alternatives

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


_TITLE_WORDS_FOLDED = frozenset(w.translate(_FOLD_ACCENTS) for w in lexicon().title_words)


def _words_re(key: str, template: str) -> re.Pattern[str]:
    return re.compile(template.format(party_alternatives(key)), re.IGNORECASE)


# "The seller", "Le vendeur", "Der Käufer"; "Seller details", "Kundendaten" read as the word
_ARTICLE = _words_re("heading_article", r"^(?:(?:{})\s+|l['’]\s*)")


_HEAD_SUFFIX = _words_re("heading_suffix", r"\s*(?:{})$")


# "Angaben zum Käufer", "Informationen zum Verkäufer", "Details of the seller"
_HEAD_PREFIX = re.compile(
    rf"^(?:{party_alternatives('heading_prefix')})\s+(?:(?:{party_alternatives('heading_linker')})\s*)?",
    re.IGNORECASE,
)


# an EN 16931 term code printed beside a label or heading: "Name (BT-27)", "Verkäufer BG-4"
_BT_CODE = re.compile(r"\s*\(?\b(?:bt|bg)\s*-\s*\d+\)?", re.IGNORECASE)


_HEAD_JOIN = re.compile(
    r"\s*(?:/|&|\+|,|\b(?:" + alternatives("heading_join") + r")\b)\s*", re.IGNORECASE
)


# labels of the rows of a labelled party section ("Name:  Holzbau Berger GmbH", "Anschrift:  ...")
# (also offered with the name's row: "Nombre o razón social", "Name / Company")
_COMPANY_ROW = re.compile(
    r"^(?:(?:{names})\s*(?:/|\s(?:{ors})\s)\s*)?(?:{companies})$".format(
        names=party_alternatives("name_row"),
        ors=alternatives("or_word"),
        companies=party_alternatives("company_row"),
    ),
    re.IGNORECASE,
)


_NAME_ROW = _words_re("name_row", "^(?:{})$")


_ADDRESS_ROW = _words_re("address_row", "^(?:{})$")


# a name row naming its party: "Nom du vendeur", "Nombre del cliente", "Seller name"
_NAME_OF_PARTY = re.compile(
    r"^(?:{names})\s+(?:(?:{linkers})\s*)?(\S.*)$|^(.*\S)\s+(?:{names})$".format(
        names=party_alternatives("name_row"), linkers=party_alternatives("heading_linker")
    ),
    re.IGNORECASE,
)


# (two of them offered in one label: "Código postal/ciudad", "PLZ / Ort", "Postcode/City")
_PLACE_ROW = _words_re("place_row", r"^(?:{0})(?:\s*/\s*(?:{0}))?$")


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


def labelled_row_of_another(text: str) -> bool:
    """Whether `text` is a "Label: value" row of a party's data that does not name the issuer:
    the customer's heading with its name ("Klant: PC Noord B.V.") or an address, postcode or
    town row ("Adres: Kerkstraat 3"); never a name or company row, nor a vendor heading."""
    found = _INLINE_ROW.match(text.strip())
    if found is None or not found.group(2).strip():
        return False
    label = found.group(1)
    if _row_is(_NAME_ROW, label) or _row_is(_COMPANY_ROW, label):
        return False
    role = heading_role(label)
    return role == "customer" or _row_is(_ADDRESS_ROW, label) or _row_is(_PLACE_ROW, label)


def _ocr_heading_role(compact: str) -> str | None:
    """The role of the one party heading of six letters or more that an OCR'd word is with one
    letter misread or dropped ("clente" for "cliente"); never one letter longer ("kunden"), nor
    a document's title word ("factura" is not "facturé à" with a letter dropped)."""
    if len(compact) < 6 or compact in _TITLE_WORDS_FOLDED:
        return None  # a title word is read right ("FACTURA" is no misread "Facturé à")
    near = {
        role
        for role, heads in (("vendor", _VENDOR_HEADS_FOLDED), ("customer", _CUSTOMER_HEADS_FOLDED))
        for head in heads
        if len(compact) <= len(head) <= len(compact) + 1 and within_one_edit(compact, head)
    }
    return near.pop() if len(near) == 1 else None


def heading_role(text: str, ocr: bool = False) -> str | None:
    """ "vendor" or "customer" when `text` is only a party section heading ("Verkäufer",
    "Käufer/Leistungsempfänger:", "Bill to"; on a scan also one OCR misread by a letter),
    else None."""
    roles = _heading_roles(text, ocr)
    return roles[0] if roles and len(set(roles)) == 1 else None


@functools.lru_cache(maxsize=8192)
def _heading_roles(text: str, ocr: bool = False) -> tuple[str, ...] | None:
    """The party role of each part of a heading made only of party headings, in print order
    ("From / Invoice to": vendor, customer); None for any other text. Kept per text: the party
    passes ask about every line more than once."""
    t = _BT_CODE.sub("", normalized(text)).rstrip(": ").strip()
    t = re.sub(r"^(?:\d{1,2}(?:\.\d{1,2})*\.?|[a-z]\))\s+", "", t)  # "2. Käufer", "b) Seller"
    t = _HEAD_SUFFIX.sub("", _ARTICLE.sub("", _HEAD_PREFIX.sub("", t)))
    t = t.replace("(", "/").replace(")", "")  # "Verkäufer (Rechnungssteller)"
    if not t or len(t) > 60:
        return None
    roles: list[str] = []
    for part in _HEAD_JOIN.split(t):
        compact = re.sub(r"[\s.:]+", "", part).translate(_FOLD_ACCENTS)
        if not compact:
            continue
        if compact in _VENDOR_HEADS_FOLDED:
            roles.append("vendor")
        elif compact in _CUSTOMER_HEADS_FOLDED:
            roles.append("customer")
        elif ocr and (fuzzy := _ocr_heading_role(compact)) is not None:
            roles.append(fuzzy)
        else:
            return None
    return tuple(roles) or None


def _paired_heading(page1: list[Line], i: int, k: int) -> tuple[str, str] | None:
    """The two roles of a heading naming both parties ("FROM / INVOICE TO") over two blocks
    side by side right of it, in the order the heading names them."""
    line = page1[i]
    roles = _heading_roles(line.segments[k].text, line.ocr)
    if roles is None or len(roles) != 2 or set(roles) != {"vendor", "customer"}:
        return None
    if len(line.segments) < k + 3:
        return None
    return roles[0], roles[1]


def _section_row(segs: list[Segment]) -> tuple[str | None, str, Segment]:
    """A row of a party section: (label, value, value segment); label None for a plain line,
    read from its first segment only (a cell further right belongs to another column)."""
    first = segs[0]
    text = first.text.strip()
    if len(segs) >= 2:
        rest = segs[1]
        if text.endswith(":") or rest.text.lstrip().startswith(":") or bare_label(text):
            cells = segs[1:3] if rest.text.strip() == ":" else [rest]
            value = " ".join(s.text.strip() for s in cells).lstrip(": ").strip()
            return text.rstrip(": ").strip(), value, cells[-1]
    found = _INLINE_ROW.match(text)
    if found:
        return found.group(1).strip(), found.group(2).strip(), first
    return None, text, first


def party_sections(lines: list[Line]) -> dict[str, tuple[str, str | None, set[int]]]:
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
        if in_transfer_slip(page1, i):
            continue  # a slip's "Empfänger  Name" beside its IBAN row: the payee
        for k, seg in enumerate(line.segments):
            role = heading_role(seg.text, line.ocr)
            joined = wrapped_label_end(page1, i, seg) if role is not None else None
            if joined is not None and heading_role(joined) is None:
                # the wrapped end of another label ("Código de" over "cliente"); "Dados do"
                # over "Cliente" still heads the customer
                continue
            if role is None and (pair := _paired_heading(page1, i, k)) is not None:
                for paired, cell in zip(pair, line.segments[k + 1 : k + 3], strict=True):
                    # (each party in its own column: the other's cells are no form row)
                    below = block_below(page1, i, cell)
                    block = before_form_row(page1, below, cell.x0 - cell.height)
                    name = cell.text.strip()
                    out.setdefault(
                        paired,
                        (
                            name,
                            address_of(without_contact(block, name)),
                            {id(cell), *map(id, block)},
                        ),
                    )
                continue
            if role is None:
                inline = _inline_heading(seg.text)
                if inline is not None and inline[0] not in out:
                    # "Käufer/Leistungsempfänger: Name AG" in one segment
                    block = block_below(page1, i, seg) or indented_block(page1, i, seg)
                    value = _after_colon(seg)
                    if not block and value is not None:
                        block = block_below(page1, i, value)  # aligned under the name
                    if heading_led(block) and not seg.text.rstrip().endswith(","):
                        block = []  # (a name ending in a comma goes on in the line under it)
                    name = inline[1]
                    out[inline[0]] = (
                        name,
                        address_of(without_contact(block, name)),
                        {id(seg), *(id(s) for s in block)},
                    )
                continue
            if role in out:
                continue
            nxt = line.segments[k + 1] if k + 1 < len(line.segments) else None
            if nxt is not None and _inline_value(seg, nxt, _label_column(page1, i, seg, nxt)):
                # "Verkäufer:  Name GmbH" in two cells, the address under the name
                block = before_form_row(page1, block_below(page1, i, nxt))
                name = nxt.text.strip()
                out[role] = (
                    name,
                    address_of(without_contact(block, name)),
                    {id(nxt), *(id(s) for s in block)},
                )
                continue
            column = _centred_column(page1, i, seg) or (None, nxt.x0 if nxt else float("inf"))
            found = _read_section(page1, i, seg, column)
            if found is not None:
                out[role] = found
    return out


def _after_colon(seg: Segment) -> Segment | None:
    """The part of a "Heading: Name" segment after its colon, as a segment of its own."""
    k = next((n for n, w in enumerate(seg.words) if w.text.endswith(":")), None)
    words = seg.words[k + 1 :] if k is not None else []
    if not words:
        return None
    return Segment(
        words,
        " ".join(w.text for w in words),
        words[0].x0,
        words[-1].x1,
        min(w.y0 for w in words),
        max(w.y1 for w in words),
    )


def _inline_heading(text: str) -> tuple[str, str] | None:
    """(role, name) of a heading and the party's name in one segment: "Verkäufer: Name GmbH"."""
    head, colon, rest = text.partition(":")
    rest = rest.strip().rstrip(",;")
    if not colon or not rest:
        return None
    labels = find_labels(text)
    if labels and labels[0].start == 0 and text[labels[0].end :].lstrip().startswith(":"):
        return None  # "Sold by: Name", "Kunde: Name": read by the party labels' own rules
    role = heading_role(head)
    if role is None:
        role, rest = _heading_ending_a_line(text) or (None, rest)
    if role is None or not NAME_START.match(rest) or _id_row(rest) or bare_label(rest):
        return None
    if is_stop_text(rest) or sum(ch.isdigit() for ch in rest) > 2:
        return None
    return role, rest


# a "Label:" inside a line of several ("... Datum: 03. April 2026 Aussteller: Name,"): one or
# two words before a colon, the rest of the line after it
_LAST_ROW_LABEL = re.compile(r"(?:^|\s)([^\W\d_][\w.-]*(?:\s[^\W\d_][\w.-]*)?)\s*:\s+([^:]+)$")


def _heading_ending_a_line(text: str) -> tuple[str, str] | None:
    """(role, name) of a party heading that ends a line of "Label: value" runs with the
    party's name ("Rechnung Nr. 7 Datum: 03.04.2026 Aussteller: London Strategy Group,")."""
    found = _LAST_ROW_LABEL.search(text)
    if found is None or found.start() == 0:
        return None
    role = heading_role(found.group(1))
    return (role, found.group(2).strip().rstrip(",;")) if role is not None else None


def _id_row(text: str) -> bool:
    """A number under a label without a colon ("Kunden-Nr. 4711", "Account 88-12"), not a
    name that starts like a label ("Bank Muster AG")."""
    labels = find_labels(text)
    return (
        bool(labels)
        and labels[0].start == 0
        and labels[0].field not in PARTY_LABELS
        and bool(re.search(r"\d", text))
        and not has_legal_form(text)
    )


def _inline_value(head: Segment, value: Segment, label_column: bool = False) -> bool:
    """Whether `value` is the name printed right of a heading ending in a colon
    ("Käufer:   Name AG"), or without one atop a column of row labels (`label_column`), not
    another heading, a label or a figure."""
    text = value.text.strip()
    if not (head.text.rstrip().endswith(":") or label_column) or value.x0 - head.x1 > 200:
        return False
    if text.endswith(":") or heading_role(text) is not None or is_stop(value):
        return False
    labels = find_labels(text)
    led = bool(labels) and labels[0].start == 0 and labels[0].field not in PARTY_LABELS
    return bool(NAME_START.match(text)) and (not led or has_legal_form(text))


def _label_column(page1: list[Line], i: int, head: Segment, value: Segment) -> bool:
    """Whether the heading and its value open a grid of two columns, row labels under the
    heading and values under the value ("Client  BGFI SA" over "Rue  Avenue de Gaulle"): the
    next line's first cell ends left of the value, its second starts where the value does."""
    if i + 1 >= len(page1):
        return False
    line, nxt = page1[i], page1[i + 1]
    cells = nxt.segments
    if len(cells) < 2 or nxt.y0 - line.y1 > 1.5 * line.height:
        return False
    tol = max(value.words[0].height, 1.0) if value.words else 1.0
    if find_labels(value.text) or re.search(r"\d", cells[0].text):
        return False  # a second heading beside the first; an id under the heading, no label
    return cells[0].x1 < value.x0 and abs(cells[1].x0 - value.x0) <= tol and cells[0].x0 < head.x1


# a row of a party section: (label or None, value, value segment, line position on page one)
_Row = tuple[str | None, str, Segment, int]


_Section = tuple[str, str | None, set[int]]


def _centred_column(page1: list[Line], i: int, head: Segment) -> tuple[float, float] | None:
    """(left, right) of the column of party heading `head` when the headings of line `i` stand
    centred over their blocks ("SPRZEDAWCA" over a block starting left of it): no segment of
    the next line starts under any heading, and the columns part halfway between the headings'
    middles. None when the heading is alone on its line or a block starts under it."""
    line = page1[i]
    heads = [s for s in line.segments if heading_role(s.text, line.ocr) is not None]
    if len(heads) < 2 or i + 1 >= len(page1) or page1[i + 1].page != line.page:
        return None
    below = page1[i + 1].segments
    if any(abs(s.x0 - h.x0) <= _HEAD_ALIGN for s in below for h in heads):
        return None
    k = next(n for n, h in enumerate(heads) if h is head)
    mids = [(x_centre(a) + x_centre(b)) / 2 for a, b in zip(heads, heads[1:], strict=False)]
    left = mids[k - 1] if k > 0 else float("-inf")
    right = mids[k] if k < len(mids) else float("inf")
    return left, right


_HEAD_ALIGN = 6.0  # how far a block's left edge may lie from its heading's, in points


def _read_section(
    page1: list[Line], i: int, head: Segment, column: tuple[float | None, float]
) -> _Section | None:
    """The party (name, address, segment ids) of the section under heading `head` on line `i`,
    read within the heading's column (`column`: its left edge, None for the heading's own, and
    its right edge)."""
    rows = _section_rows(page1, i, head, column)
    if not rows:
        return None
    name_at = next(
        (k for k, (label, _, _, _) in enumerate(rows) if label and _row_is(_COMPANY_ROW, label)),
        None,
    )
    if name_at is None:
        name_at = next(
            (k for k, (label, _, _, _) in enumerate(rows) if label and _is_name_row(label)),
            None,
        )
    if name_at is None and (role := heading_role(head.text)) is not None:
        # the section's own party word labelling its name ("Datos del cliente" over "Cliente:
        # Abner Pérez", "Dirección: ...")
        name_at = next(
            (k for k, (label, _, _, _) in enumerate(rows) if label and heading_role(label) == role),
            None,
        )
    if name_at is not None:
        name = _wrapped_row_name(rows, name_at)
        if not NAME_START.match(name):
            return None
        return name, _labelled_section_address(rows), {id(rows[name_at][2])}
    return _stacked_section(rows) or _unlabelled_section(page1, rows)


def _stacked_section(rows: list[_Row]) -> _Section | None:
    """A form's section of label cells over value cells ("Nome / Nome Empresarial" over the
    name, "Endereço" over the street): the name under its label, the address under its."""
    for k in range(len(rows) - 1):
        label, value, _, _ = rows[k]
        if label is not None or not NAME_CELL_LABEL.fullmatch(value.strip()):
            continue
        name_label, name, name_seg, _ = rows[k + 1]
        if name_label is not None or not NAME_START.match(name):
            return None
        address = next(
            (
                rows[j + 1][1]
                for j in range(k + 2, len(rows) - 1)
                if rows[j][0] is None and _ADDRESS_ROW.match(rows[j][1].strip())
            ),
            None,
        )
        # (without an address cell, a "Firma" line over the name: the plain block reads it)
        return (name, address, {id(name_seg)}) if address else None
    return None


def _section_rows(
    page1: list[Line], i: int, head: Segment, column: tuple[float | None, float]
) -> list[_Row]:
    """The rows of the section under `head`, up to a line across its column, a wide gap, the
    item table's header or the next party's heading."""
    rows: list[_Row] = []
    prev_y1 = head.y1
    left, right = column
    # the heading's column: a label cell and its value cell, not the facts further right
    edge = min(right - 1, head.x0 + 230) if left is None else right
    lo = head.x0 - _HEAD_ALIGN if left is None else left
    for li, line in enumerate(page1[i + 1 : i + 14], i + 1):
        segs = [s for s in line.segments if lo <= s.x0 < edge]
        if not segs:
            if any(s.x0 < edge and s.x1 > max(lo, head.x0) for s in line.segments):
                break  # a line running across the column ends the section
            continue
        if line.y0 - prev_y1 > 3.0 * max(head.height, 6.0) or (
            len(line.segments) >= 3 and is_item_table_header(line)
        ):
            break
        if any(heading_role(s.text) is not None for s in segs):
            break  # the next party's heading
        rows.append((*_section_row(segs), li))
        prev_y1 = line.y1
    return rows


def _is_name_row(label: str) -> bool:
    """A section row's label that asks for the party's name: "Name:", also naming the party
    ("Nom du vendeur:", "Nombre del cliente:", "Seller name:")."""
    if _row_is(_NAME_ROW, label):
        return True
    found = _NAME_OF_PARTY.match(_BT_CODE.sub("", label).strip(" :"))
    return found is not None and heading_role(found.group(1) or found.group(2)) is not None


def _value_x0(seg: Segment, value: str) -> float:
    """Where a row's value starts: after its label when both share the segment ("Name: Acme":
    its first word, else the width shared out by characters), else at the segment's left
    edge."""
    text = seg.text
    if not value or not text.endswith(value) or len(value) == len(text):
        return seg.x0
    for k in range(1, len(seg.words)):
        if " ".join(w.text for w in seg.words[k:]) == value:
            return seg.words[k].x0  # the value's first word
    return seg.x0 + width(seg) * (len(text) - len(value)) / len(text)


def _wrapped_row_name(rows: list[_Row], name_at: int) -> str:
    """The value of a "Name:" row with the unlabelled lines it wraps over, above (a label
    printed at the name's last line) and below (the value run on in its column)."""
    name = rows[name_at][1]
    under = rows[name_at][2]
    for above_label, above, above_seg, _ in reversed(rows[:name_at]):
        if (
            above_label is not None
            or abs(above_seg.x0 - under.x0) > 6
            or under.y0 - above_seg.y1 > 0.8 * max(under.height, 6.0)
            # a row of another field's label and value ("Identificativo fiscale ai fini IVA:
            # IT0686...") over "Denominazione: ...": no part of the name
            or ((found := find_labels(above)) and found[0].start == 0 and ":" in above)
        ):
            break
        if not _SALUTATION_LINE.match(above):
            name = f"{above} {name}"
        under = above_seg
    last = rows[name_at][2]
    x0 = _value_x0(last, rows[name_at][1])
    for below_label, below, below_seg, _ in rows[name_at + 1 :]:
        aligned = abs(below_seg.x0 - x0) <= 6
        # a legal form wrapped onto the next line (perhaps back under the row's label)
        form_tail = _form_wrapped(name, below) and (aligned or abs(below_seg.x0 - last.x0) <= 6)
        if (
            below_label is not None
            or not (aligned or form_tail)
            or below_seg.y0 - last.y1 > 0.8 * max(last.height, 6.0)
            or re.search(r"\d", below)
            or (has_legal_form(name) and not form_tail)
        ):
            break
        name = f"{name} {below}"
        last = below_seg
    return name


def _form_wrapped(name: str, below: str) -> bool:
    """Whether a name's legal form goes on in the line under it ("SUPER REPUESTOS, S.A." over
    "DE C.V.": one form, "S.A. DE C.V.", across the wrap)."""
    joined = f"{name} {below.strip()}"
    return any(m.start() < len(name) < m.end() == len(joined) for m in LEGAL_FORM.finditer(joined))


def _unlabelled_section(page1: list[Line], rows: list[_Row]) -> _Section | None:
    """A section without a "Name:" row: the name is its first line that is no labelled row, id
    or note; the address an "Anschrift:" row, else the block under the name."""
    for k, (label, value, seg, _) in enumerate(rows):
        if label is not None:
            continue
        parts = comma_party_parts(value)
        if parts is not None and k == 0:
            # "Lucus Srl, via Puglia 12, 75020 Marconia (MT)": name and address on one line
            return parts[0], ", ".join(parts[1:]), {id(seg)}
        if (
            PARTY_ID_LINE.match(value)
            or sum(ch.isdigit() for ch in value) >= 7
            or value.startswith("(")
            or _id_row(value)
            or NAME_CELL_LABEL.fullmatch(value.strip())
        ):
            # "GLN 4000001123452", "Kunden-Nr. 4711", a "(...)" note or a name cell's label
            # ("NOME / RAZÃO SOCIAL") over the name
            continue
        if is_stop(seg) or not NAME_START.match(value):
            return None
        name_at, name = _section_name(rows, k, value)
        labelled = _labelled_section_address(rows)
        if labelled is not None:
            return name, labelled, {id(seg)}
        last, li = rows[name_at][2], rows[name_at][3]
        block = block_below(page1, li, last)
        return name, address_of(without_contact(block, name)), {id(seg), *(id(s) for s in block)}
    return None


def _section_name(rows: list[_Row], k: int, name: str) -> tuple[int, str]:
    """The name starting at row `k` (past a salutation line, joined with the next line when a
    company name wraps over two) and the row it ends on."""
    name_at = k
    nxt = rows[k + 1] if k + 1 < len(rows) else None
    if _SALUTATION_LINE.match(name) and nxt is not None and nxt[0] is None:
        name_at, name = k + 1, nxt[1]  # "Herrn" over the person's name
        nxt = rows[k + 2] if k + 2 < len(rows) else None
    after = rows[name_at + 2] if name_at + 2 < len(rows) else None
    if (
        nxt is not None
        and nxt[0] is None
        and after is not None
        and not re.search(r"\d", name)
        and name_wraps_onto(name, nxt[1])
        and re.search(r"\d", after[1])
    ):
        # a company name wrapped over two lines: "Example Mutual / Insurance Society e.V.",
        # its legal form too ("2VISION SPÓŁKA Z OGRANICZONĄ / ODPOWIEDZIALNOŚCIĄ")
        name_at, name = name_at + 1, f"{name} {nxt[1]}"
    return name_at, name


def _labelled_section_address(rows: list[_Row]) -> str | None:
    """The value of a party section's "Anschrift:"/"Address:" row and the unlabelled lines
    printed under that value."""
    start = next(
        (k for k, (label, _, _, _) in enumerate(rows) if label and _row_is(_ADDRESS_ROW, label)),
        None,
    )
    if start is None:
        return _address_under_its_cell(rows)
    if not rows[start][1]:
        return None
    parts = [rows[start][1]]
    for label, value, seg, _ in rows[start + 1 :]:
        if label is not None and _row_is(_PLACE_ROW, label) and value:
            # the place's own labelled rows after the street ("Comune: BIASSONO Provincia: MB",
            # "Cap: 20853 Nazione: IT"), their inner labels left out; a postcode's row and its
            # town's are one town line ("PLZ: 12345" over "Ort: Glückstadt")
            # (a country's row after the postcode's is a part of its own: "51100, France")
            place = _INNER_PLACE_LABEL.sub("", value).strip()
            town = address_country(place) is None
            if (
                town
                and POSTCODE_CELL.fullmatch(parts[-1])
                and POSTCODE.search(f"{parts[-1]} {place}")
            ):
                parts[-1] = f"{parts[-1]} {place}"
            else:
                parts.append(place)
            continue
        if label is not None or is_stop(seg) or abs(seg.x0 - rows[start][2].x0) > 6:
            break
        parts.append(value)
    return ", ".join(p.rstrip(",") for p in parts)


def _address_under_its_cell(rows: list[_Row]) -> str | None:
    """The lines printed under an address cell's label alone on its line ("Adres" over "ul.
    Kępa 332", "20-892 Tyszowce", "Polska"), in its column, up to a labelled row or a gap."""
    start = next(
        (
            k
            for k, (label, value, _, _) in enumerate(rows)
            if label is None and _row_is(_ADDRESS_ROW, value)
        ),
        None,
    )
    if start is None:
        return None
    parts: list[str] = []
    last = rows[start][2]
    for label, value, seg, _ in rows[start + 1 :]:
        if (
            label is not None
            or is_stop(seg)
            or abs(seg.x0 - last.x0) > 6
            or seg.y0 - last.y1 > 0.8 * max(last.height, 6.0)
        ):
            break
        parts.append(value)
        last = seg
    return ", ".join(p.rstrip(",") for p in parts) or None


# a place row's label inside another's value ("BIASSONO Provincia: MB")
_INNER_PLACE_LABEL = _words_re("place_row", r"(?<![^\W\d_])(?:{})\s*:\s*")
