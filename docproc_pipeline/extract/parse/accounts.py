"""The vendor's bank account (IBAN) and the parties' tax ids, with their check digits."""

from __future__ import annotations

import re
from dataclasses import replace

from docproc_pipeline.extract.parse.confidence import CONFIDENCE
from docproc_pipeline.extract.parse.context import Context
from docproc_pipeline.extract.parse.countries import address_country, id_country_among
from docproc_pipeline.extract.parse.hits import Hit, grid_section, segment_below
from docproc_pipeline.extract.parse.identifiers import (
    complete_iban,
    iban_length,
    iban_valid,
    repair_ocr_iban,
    repair_ocr_tax_id,
    swiss_vat_suffix,
    tax_id_country,
    tax_id_valid,
)
from docproc_pipeline.extract.parse.labels import LabelMatch, find_labels, within_one_edit
from docproc_pipeline.extract.parse.lines import Line, Segment
from docproc_pipeline.extract.parse.party_sections import heading_role
from docproc_pipeline.extract.parse.party_text import SEPARATORS, id_after_legal_form
from docproc_pipeline.extract.parse.rules import Candidate, Rule, decide
from docproc_pipeline.extract.parse.vocab import (
    alternatives,
    party_alternatives,
    unaccented,
    word_set,
)
from docproc_pipeline.invoice import InvoiceFields

_IBAN_RE = re.compile(r"\b([A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,3})?)\b")


def _grouped_iban(text: str) -> str | None:
    """An IBAN printed in groups other than four ("FR76 10107 00245 00617052317 39", the French
    bank-code grouping, OCR's "DE50 8291 0037 911 2221 54", the Italian "IT 20 U 08304 01808
    000008344276"): the following groups joined until they make a valid IBAN of that country."""
    for m in re.finditer(r"\b([A-Z]{2}) ?(\d{2})\b", text):
        groups = re.findall(r"[A-Z0-9]+", text[m.end() :])[:12]
        iban = complete_iban(m.group(1), m.group(2), groups)
        if iban is not None:
            return iban
    return None


# the start of an IBAN whose end wrapped onto the next line: groups of four, the next column's
# text possibly after it; or ending its segment with a short last group ("GB92ANZB9334450172296"
# over "9"), or with its country and check digits alone ("... IBAN PT50" over "0019 8746 ...")
_WRAPPED_IBAN_STARTS = (
    re.compile(r"\b([A-Z]{2})(\d{2})((?:\s?[A-Z0-9]{4}){2,})(?![A-Za-z0-9])"),
    re.compile(r"\b([A-Z]{2})(\d{2})((?:\s?[A-Z0-9]{4}){2,}(?:\s?[A-Z0-9]{1,3})?)\s*$"),
    re.compile(r"\b([A-Z]{2})(\d{2})()\s*$"),
)


def _wrapped_iban(ctx: Context, line: Line) -> str | None:
    """An IBAN wrapped in a narrow column ("IT04 H032 3974 540J JWK8" over "OLV1 8ZB"): the groups
    of the segment below joined on until a valid IBAN appears. The next column's text may
    follow in its segment where the columns stand close ("... 2Q2E REA: BO-2223340")."""
    for seg in line.segments:
        for pattern in _WRAPPED_IBAN_STARTS:
            m = pattern.search(seg.text)
            if m is None:
                continue
            below = _continued(ctx, line, seg)
            groups = re.findall(r"[A-Z0-9]+", m.group(3)) + re.findall(r"^[A-Z0-9 ]+", below)[:1]
            iban = complete_iban(m.group(1), m.group(2), " ".join(groups).split())
            if iban is not None:
                return iban
    return None


def _continued(ctx: Context, line: Line, seg: Segment) -> str:
    """Where a number ending `seg` goes on: the text under it in its column, or, for the last
    cell of its line, the next line's first cell (a sentence wrapped: "... IBAN CH87 3032 1136
    9006" over "0615 0, BIC ...")."""
    below = segment_below(ctx.lines, line.index, seg)
    k = line.index + 1
    if below or seg is not line.segments[-1] or k >= len(ctx.lines):
        return below
    nxt = ctx.lines[k]
    if nxt.page != line.page or nxt.y0 - line.y1 > line.height or nxt.x0 >= seg.x0:
        return ""
    return nxt.segments[0].text


# "IBAN : DE12 3456 7890 1234 56": an account number labelled as an IBAN, in its shape
_IBAN_LABEL = alternatives("iban_label")
_IBAN_WORDS = word_set("iban_label")
_LABELLED_IBAN_RE = re.compile(
    rf"(?<![^\W\d_])(?:{_IBAN_LABEL})\b\s*"
    r"[:.]?\s*([A-Z]{2}\d{2}\s?[A-Z0-9]{2,5}(?:\s?(?=[A-Z]{0,4}\d)[A-Z0-9]{2,5}){1,7})"
    r"(?![\w.,])"
)


def _labelled_iban(ctx: Context) -> str | None:
    """The one account number printed after an "IBAN" label, as printed, when it fails the
    checksum (a sample or misprinted number): the invoice states it as the account to pay to."""
    found: set[str] = set()
    for line in ctx.lines:
        lowered = line.text.lower()
        if any(k in lowered for k in _DEBIT_WORDS):
            continue
        for m in _LABELLED_IBAN_RE.finditer(line.text):
            found.add(_wrapped_to_length(ctx, line, m.group(1)))
        found.update(_iban_under_header(ctx, line))
    return found.pop() if len(found) == 1 else None


# a cell holding only an IBAN label: a column header of a bank-details grid
_IBAN_HEADER = re.compile(rf"(?:{_IBAN_LABEL})\s*:?", re.IGNORECASE)
# an account number in the shape of an IBAN, the whole of its cell
_IBAN_CELL = re.compile(r"[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{2,5}){2,8}")


def _iban_under_header(ctx: Context, line: Line) -> list[str]:
    """The account numbers printed under an "IBAN" column header, on the next line in the
    cell its header stands over, left-aligned, right-aligned or centred ("DOMICILIATION  IBAN
    BIC" over the bank's row)."""
    k = line.index + 1
    if k >= len(ctx.lines) or ctx.lines[k].page != line.page:
        return []
    nxt = ctx.lines[k]
    found = []
    for seg in line.segments:
        if not _IBAN_HEADER.fullmatch(seg.text.strip()) or nxt.y0 - seg.y1 > 2.5 * seg.height:
            continue
        centre = (seg.x0 + seg.x1) / 2
        for cell in nxt.segments:
            if cell.x0 <= centre <= cell.x1 and _IBAN_CELL.fullmatch(cell.text.strip()):
                found.append(re.sub(r"\s", "", cell.text))
    return found


def _wrapped_to_length(ctx: Context, line: Line, printed: str) -> str:
    """A labelled account number (`printed` on `line`) short of its country's IBAN length,
    completed by the digits its narrow column wrapped onto the line below ("IBAN: AT94 3600
    0000 0012" over "3456") when they make up that length exactly."""
    iban = re.sub(r"\s", "", printed)
    length = iban_length(iban[:2])
    last = printed.split()[-1]
    seg = next((s for s in line.segments if s.text.rstrip().endswith(last)), None)
    if length is None or len(iban) >= length or seg is None:
        return iban
    below = re.match(r"[A-Z0-9]+(?: [A-Z0-9]+)*", _continued(ctx, line, seg))
    rest = below.group(0).replace(" ", "") if below else ""
    return iban + rest if len(iban) + len(rest) == length and rest[:1].isdigit() else iban


# Tunisia's matricule fiscal: seven digits, a check letter, the VAT code, the category and the
# establishment number ("1234567/A/B/M/000", "1234567A/B/M/000")
_TN_MF = r"\d{7}/?[A-Z]/[A-Z]/[A-Z]/\d{3}"
# A VAT id printed after a bare tax word ("BTW NL810433941B01", "TVA : FR11999999998").
_STRICT_VAT_RE = re.compile(
    r"^\W*((?:ATU|DE|GB|NL|FR|BE|ES|IT|AT|LU|PL|CZ|DK|SE|FI|IE|PT)[\s.]?[0-9A-Z]{2}[\d.\s]{6,12}(?:B\d{2})?"
    r"|CHE[-\s]?\d{3}[.\s]?\d{3}[.\s]?\d{3}|" + _TN_MF + r")\b"
)
_VAT_RE = re.compile(
    r"\b(ATU\d{8}|IE\d{7}[A-W][A-IW]?|IE\d[A-Z+*]\d{5}[A-W]|DE\s?\d{9}|GB\s?\d{3}\s?\d{4}\s?\d{2}(?:\d{3})?|NL\s?\d{9}\s?B\d{2}|FR\s?[0-9A-Z]{2}\s?\d{9}"
    r"|CHE[-\s]?\d{3}[.\s]?\d{3}[.\s]?\d{3}|BE\s?0?\d{9,10}|[A-Z]{2}\d{8,12}|\d{2}-\d{7}"
    r"|NL\d{4}\.\d{2}\.\d{3}\.B\d{2}|\d{2}[A-Z]{5}\d{4}[A-Z][A-Z\d]Z[A-Z\d]"
    # Belgium's enterprise number in dots, Canada's business number with its GST/HST account,
    # Brazil's CNPJ and a person's CPF, Mexico's RFC of a company (3 letters) or a person (4)
    r"|BE\s?[01]\d{3}[.\s]\d{3}[.\s]\d{3}|\d{5}\s?\d{4}\s?RT\s?[\dO]{4}"
    r"|\d{2}\.\d{3}\.\d{3}/\d{4}-\d{2}|\d{3}\.\d{3}\.\d{3}-\d{2}|[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}|"
    + _TN_MF
    + r")\b"
)


# EU VAT ids of the strict national schemes, for an id whose label OCR garbled ("LID-Nr",
# "VATIDFR25104048574"): country code and digits only, never a bare number.
_SCHEME_VAT_RE = re.compile(
    r"(?<![A-Z0-9])(?:[A-Z]{2,6}(?=(?:DE|AT|FR|NL|BE|GB|IT)))?"
    r"(DE\d{9}|ATU\d{8}|FR[0-9A-Z]{2}\d{9}|NL\d{9}B\d{2}|BE0\d{9}|GB\d{9}|IT\d{11}"
    r"|CHE-?\d{3}\.?\d{3}\.?\d{3})(?![\w.])"
)


def _footer_vat_id(ctx: Context) -> str | None:
    """The one VAT id of a national scheme printed in a page's legal footer (its bottom fifth),
    when no label found one."""
    found: set[str] = set()
    for ln in ctx.lines:
        if not ctx.regions.in_vat_id_footer(ln):
            continue
        compact = _SPACED_ID_RE.sub(lambda m: re.sub(r"\s", "", m.group(0)), ln.text)
        for m in _SCHEME_VAT_RE.finditer(compact):
            value = m.group(1).replace(".", "")
            found.add(value + swiss_vat_suffix(value, ln.text))
    return found.pop() if len(found) == 1 else None


# A labelled tax id that follows no known scheme: a national number ("VAT/TIN: 29670869006").
# (its letter may stand apart by a dash: a Spanish CIF "A-28812618")
_LABELLED_ID_RE = re.compile(
    r"^\W*([A-Z]{0,3}\d{8,15}[A-Z0-9]{0,3}|[A-Z][-\s]\d{8}[A-Z0-9]?)\b(?!-[\dK]\b)"
)  # (not before a check digit's dash: "901150440-9" is `_CHECK_DIGIT_ID_RE`'s)
# ... or printed in digit groups ("256 969 450", "342-312-71-23", "UE: 796-546-48-99")
_GROUPED_ID_RE = re.compile(r"^\W*(?:[^\W\d_]{2,}\s*:\s*)?(\d{2,4}(?:[\s-]\d{2,4}){2,4})(?![\d,.])")
# ... or a number and its check digit after a dash ("4849678-2", "76.123.456-K", an
# Argentine CUIT "30-51758323-1", a Salvadoran NIT "0614-040107-101-4"), as the taxpayer
# registers of Latin America print them
_CHECK_DIGIT_ID_RE = re.compile(
    r"^\W*(\d{1,3}(?:\.\d{3}){1,3}-[\dK]|\d{6,10}-[\dK]|\d{2}-\d{8}-\d|\d{4}-\d{6}-\d{3}-\d)"
    r"(?![\w-])"
)
# Digit groups of one id printed with spaces ("DE 232 446 240", "FR 604 219 388 61").
_SPACED_ID_RE = re.compile(r"\b[A-Z]{2}(?:\s?\d{2,4}){3,5}\b")


_COUNTRY_SET_APART = re.compile(r"^(\W*[A-Z]{2})[\s.,·]+(?=\d{7,}[A-Z\d]{0,3}\b)")


def _tax_id_value(ctx: Context, h: Hit) -> str | None:
    """The tax id after a tax-id label (or a bare tax word), spaces and dots removed; an id in
    the label's own cell that no check digits refuse stands alone (the next cell's "30989
    Town" or "30-419 Kraków" is another block's postcode, no more digits of it)."""
    if h.inline and h.right:
        alone = _tax_id_value(ctx, replace(h, right=""))
        if alone is not None and tax_id_valid(alone) is not False:
            return alone
    texts = [h.inline + " " + h.right] if (h.inline or h.right) else [h.below]
    if h.field != "tax" and not h.inline and h.right:
        # a header row of ids ("GSTIN    CIN", "ABN    YOUR ABN    OUR BANK") with the values on
        # the line below
        texts.append(segment_below(ctx.lines, h.line.index, h.line.segments[h.segment]))
    for text in texts:
        # a country code OCR set apart from its digits by a space or speck ("IE 1696161T",
        # "NL.364713525B02")
        text = _COUNTRY_SET_APART.sub(r"\1", text) if h.line.ocr else text
        compact = _SPACED_ID_RE.sub(lambda m: re.sub(r"\s", "", m.group(0)), text)
        vat = (_VAT_RE if h.field != "tax" else _STRICT_VAT_RE).search(compact)
        if vat is None and h.field == "tax":
            # after a bare tax word, a VAT id of another shape ("IVA: IE5805754K") when it opens
            # the value and passes its check digits
            vat = _VAT_RE.match(compact.lstrip(" :.-"))
            vat = vat if vat and tax_id_valid(vat.group(1)) else None
        if vat is None:
            vat = _LABELLED_ID_RE.search(compact)
            if vat and h.field == "tax" and not re.search(r"[A-Z]", vat.group(1)):
                vat = None
        if vat is None and h.field != "tax":
            vat = _CHECK_DIGIT_ID_RE.search(text)
        if vat is None and h.field != "tax":
            grouped = _GROUPED_ID_RE.search(text)
            if grouped and 8 <= sum(ch.isdigit() for ch in grouped.group(1)) <= 15:
                return re.sub(r"\s", "", grouped.group(1))
        if vat:
            value = re.sub(r"[\s.]", "", vat.group(1))
            # the suffix may be read as a tax word of its own after the label's value
            return value + swiss_vat_suffix(value, f"{text} · {h.line.text}")
    return None


# an account the vendor debits (the customer's), not the one to pay to
_DEBIT_WORDS = word_set("debit_account")


def bank_and_tax_ids(ctx: Context, hits: list[Hit], f: InvoiceFields) -> None:
    """The supplier's IBAN (from every line) and the tax ids after the labels in `hits`."""
    supplier_iban(ctx, f)
    tax_ids(ctx, hits, f)


def _printed_iban(ctx: Context, hits: list[Hit], f: InvoiceFields) -> Candidate | None:
    """On the first line that prints one, outside direct-debit lines: a checksum-valid IBAN as
    printed, else one regrouped from groups other than four or wrapped in a narrow column; sure
    when its line says "IBAN"."""
    for line in ctx.lines:
        lowered = line.text.lower()
        if any(k in lowered for k in _DEBIT_WORDS):
            continue
        labelled = any(k in lowered for k in _IBAN_WORDS)
        for m in _IBAN_RE.finditer(line.text):
            iban = _glued_text_cut(re.sub(r"\s", "", m.group(1)))
            if iban_valid(iban):
                sure = CONFIDENCE.IBAN_VALID_LABELLED if labelled else CONFIDENCE.IBAN_VALID
                return iban, sure, None
        joined = _grouped_iban(line.text) or _wrapped_iban(ctx, line)
        if joined:
            sure = CONFIDENCE.IBAN_REGROUPED_LABELLED if labelled else CONFIDENCE.IBAN_REGROUPED
            return joined, sure, None
    return None


def _glued_text_cut(iban: str) -> str:
    """An IBAN with the text glued after it cut off at its country's length, when that makes it
    valid ("DE16870700240225756651BIC": a footer's "BIC" with no space before it)."""
    length = iban_length(iban[:2])
    if length is not None and len(iban) > length and iban_valid(iban[:length]):
        return iban[:length]
    return iban


def _ocr_repaired_iban(ctx: Context, hits: list[Hit], f: InvoiceFields) -> Candidate | None:
    """On an OCR'd page, the one account number after an "IBAN" label that is valid once each
    character is read as its country's format wants it, or once its bank code is the one of
    the BIC printed beside it."""
    if not (ctx.lines and ctx.lines[0].ocr):
        return None
    iban = _repaired_iban(ctx) or _iban_by_bic(ctx)
    return None if iban is None else (iban, CONFIDENCE.IBAN_OCR_REPAIRED, None)


# a BIC: bank code, country, location, optional branch ("CITCNL2A", "DEUTDEFF500")
_BIC_RE = re.compile(r"(?<![A-Z0-9])([A-Z]{4})([A-Z]{2})[A-Z0-9]{2}(?:[A-Z0-9]{3})?(?![A-Z0-9])")


def _iban_by_bic(ctx: Context) -> str | None:
    """An IBAN whose bank code of four letters (the Dutch, British, Irish accounts open with the
    BIC's) OCR misread by one letter ("NL03 CTTC ..." beside "BIC: CITCNL2A"): the one that
    the BIC's bank code makes valid."""
    bics = {(m.group(1), m.group(2)) for ln in ctx.lines for m in _BIC_RE.finditer(ln.text)}
    found: set[str] = set()
    for line in ctx.lines:
        for m in _IBAN_RE.finditer(line.text):
            iban = re.sub(r"\s", "", m.group(1))
            for code, country in bics:
                if iban[:2] != country or not iban[4:8].isalpha() or iban[4:8] == code:
                    continue
                fixed = iban[:4] + code + iban[8:]
                if within_one_edit(iban[4:8], code) and iban_valid(fixed):
                    found.add(fixed)
    return found.pop() if len(found) == 1 else None


def _invalid_labelled_iban(ctx: Context, hits: list[Hit], f: InvoiceFields) -> Candidate | None:
    """The one account number after an "IBAN" label, as printed, though it fails the checksum."""
    iban = _labelled_iban(ctx)
    return None if iban is None else (iban, CONFIDENCE.IBAN_LABELLED_INVALID, None)


# Where the supplier's IBAN is decided: strongest evidence first (see `rules.decide`).
SUPPLIER_IBAN_RULES: tuple[Rule, ...] = (_printed_iban, _ocr_repaired_iban, _invalid_labelled_iban)


def supplier_iban(ctx: Context, f: InvoiceFields) -> None:
    """The supplier's IBAN by the first of `SUPPLIER_IBAN_RULES` that finds one."""
    decide(ctx, [], f, "supplier_iban", SUPPLIER_IBAN_RULES)


# an IBAN label as OCR reads it: its capital I may come out as 1, l or |, its B as 8 ("18AN")
_OCR_IBAN_LABEL = re.compile(
    "(?:"
    + "|".join(re.sub(r"^I", "[I1l|]", w).replace("B", "[B8]") for w in _IBAN_LABEL.split("|"))
    + ")",
)


def _repaired_iban(ctx: Context) -> str | None:
    """The one account number after an "IBAN" label on an OCR'd page that becomes a valid IBAN
    when each character is read as its country's format wants it ("1E14 REVO ...", "... B417
    51" under an Irish sort code): see `identifiers.repair_ocr_iban`."""
    found: set[str] = set()
    for line in ctx.lines:
        for k, seg in enumerate(line.segments):
            for m in _OCR_IBAN_LABEL.finditer(seg.text):
                rest = seg.text[m.end() :]
                if len(rest.strip(" :.")) < 4:
                    # a label alone in its cell: the number in the cell under it (a column
                    # of a payment grid headed "IBAN"), and the one in the next cell
                    found.update(_repaired_prefixes(segment_below(ctx.lines, line.index, seg)))
                    if k + 1 < len(line.segments):
                        rest = line.segments[k + 1].text
                found.update(_repaired_prefixes(rest))
                found.update(_group_of_three(rest))
                wrapped = _IBAN_GROUPS.match(rest)
                if wrapped is not None:
                    # wrapped in a narrow column: its groups, then the groups under them
                    below = segment_below(ctx.lines, line.index, seg)
                    found.update(_repaired_prefixes(wrapped.group(0) + " " + below))
    return found.pop() if len(found) == 1 else None


# an IBAN's country, check digits and groups of four, at the start of a text
_IBAN_GROUPS = re.compile(r"\W*[A-Z0-9]{2}\d{2}(?:\s?[A-Z0-9]{4})+(?![A-Za-z0-9])")


# an IBAN printed in groups of four with one inner group read as three ("DE61 2408 000 0540")
_SHORT_GROUP = re.compile(
    r"\W*([A-Z]{2}\d{2}(?: [A-Z0-9]{3,4})+(?: [A-Z0-9]{1,4})?)(?![A-Za-z0-9])"
)


def _group_of_three(text: str) -> set[str]:
    """The IBAN an OCR'd one printed in groups of four becomes when its one inner group of
    three gets back the repeated character OCR read once ("000" for "0000"), when exactly one
    such reading is valid."""
    m = _SHORT_GROUP.match(text)
    groups = m.group(1).split(" ") if m else []
    short = [k for k, g in enumerate(groups[1:-1], 1) if len(g) == 3]
    if len(short) != 1:
        return set()
    k = short[0]
    group = groups[k]
    valid = set()
    for i in range(1, 3):
        if group[i] == group[i - 1]:
            doubled = group[:i] + group[i] + group[i:]
            iban = "".join([*groups[:k], doubled, *groups[k + 1 :]])
            if iban_valid(iban):
                valid.add(iban)
    return valid if len(valid) == 1 else set()


def _repaired_prefixes(text: str) -> set[str]:
    """The IBANs the letters and digits opening `text` make when read as their country's format
    wants them (`identifiers.repair_ocr_iban`), one per length that gives one. An IBAN ends
    where a printed word ends: never inside the next column's "MI-1234567"."""
    compact = ""
    found = set()
    # an IBAN holds no accented letter: a speck OCR set on one ("RÜL8") is no part of it
    for word in re.findall(r"[A-Za-z0-9/]+", unaccented(text)):
        compact += word.upper()
        if len(compact) > 34:
            break
        if len(compact) < 15:
            continue
        iban = compact if iban_valid(compact) else repair_ocr_iban(compact)
        if iban is not None:
            found.add(iban)
    return found


def _valid_here(value: str, country: str) -> bool:
    """Whether an id passes its check digits, a bare national number under `country` (that of
    the vendor's IBAN: "08791160966" beside an Italian IBAN)."""
    if tax_id_valid(value):
        return True
    return bool(country and value.isdigit() and tax_id_valid(country + value))


def _vendor_id_valid(f: InvoiceFields) -> bool:
    """Whether the vendor's id passes its check digits, a bare national number ("P. IVA:
    62030470595") under the country of the vendor's own IBAN."""
    return _valid_here(f.vendor_tax_id or "", (f.supplier_iban or "")[:2])


def tax_ids(ctx: Context, hits: list[Hit], f: InvoiceFields) -> None:
    """The customer's id after its own label; the vendor's after vendor or bare tax labels (of
    several, the checksum-valid footer one), else the one VAT id of the legal footer."""
    conf = ctx.confidence
    candidates: list[tuple[str, Line]] = []
    for h in hits:
        if h.field not in ("vendor_tax_id", "customer_tax_id", "tax"):
            continue
        value = _tax_id_value(ctx, h)
        if value is None:
            continue
        if h.line.ocr:
            value = repair_ocr_tax_id(value) or value
        section = grid_section(ctx.lines, h)
        if section == "_ship_to":
            continue  # a delivery address's grid: the id of whoever receives the goods
        if h.field == "customer_tax_id" or section == "_customer":
            if f.customer_tax_id is None:
                f.customer_tax_id = value
                conf["customer_tax_id"] = CONFIDENCE.CUSTOMER_TAX_ID_LABELLED
        else:
            candidates.append((value, h.line))
            ctx.tax_ids.append((value, h))
    candidates = [(v, ln) for v, ln in candidates if v != f.customer_tax_id]
    if not candidates:
        footer_id = _footer_vat_id(ctx)
        if footer_id is not None and footer_id != f.customer_tax_id:
            f.vendor_tax_id = footer_id
            conf["vendor_tax_id"] = CONFIDENCE.VENDOR_TAX_ID_IN_FOOTER
        return  # ids printed without a label: `unlabelled_tax_ids`, once the parties are known
    # an id that fails its scheme's check digits is a misreading or a distractor when another
    # candidate passes them
    if any(tax_id_valid(v) for v, _ in candidates):
        candidates = [(v, ln) for v, ln in candidates if tax_id_valid(v) is not False]
    # a bare number whose digits a checksum-valid id holds is that id's national part ("DIČ
    # 2020317068" beside "IČ DPH SK2020317068"): the same registration, printed as a VAT id
    valid = [v for v, _ in candidates if tax_id_valid(v)]
    held = {v for v, _ in candidates if v.isdigit() and any(v in w for w in valid if w != v)}
    candidates = [(v, ln) for v, ln in candidates if v not in held]
    ctx.tax_ids[:] = [(v, h) for v, h in ctx.tax_ids if v not in held]
    values = [v for v, _ in candidates]
    named = {v for v, h in ctx.tax_ids if v in values and _label_names_vendor(h)}
    if len(set(values)) == 1 or len(named) == 1:
        # one id, or one whose label names the vendor ("Btw-nummer leverancier")
        f.vendor_tax_id = named.pop() if named else values[0]
        conf["vendor_tax_id"] = CONFIDENCE.VENDOR_TAX_ID_LABELLED
        if len(set(values)) > 1:
            _customer_id_in_upper_half(ctx, f, candidates)
        return
    # Two parties' ids: the vendor's is in its footer (or the one printed most often); an
    # unlabelled other id in the upper half of page one belongs to the customer's block.
    footer = [v for v, ln in candidates if ctx.regions.in_tax_id_footer(ln)]
    pool = footer or values
    f.vendor_tax_id = max(pool, key=lambda v: (pool.count(v), -values.index(v)))
    conf["vendor_tax_id"] = CONFIDENCE.VENDOR_TAX_ID_OF_SEVERAL
    country = (f.supplier_iban or "")[:2]
    others = {v for v in values if v != f.vendor_tax_id and _valid_here(v, country)}
    if f.customer_tax_id is None and len(others) == 1 and _vendor_id_valid(f):
        # two valid VAT ids: the one not the vendor's is the customer's (a reverse-charge note)
        f.customer_tax_id = others.pop()
        conf["customer_tax_id"] = CONFIDENCE.CUSTOMER_TAX_ID_SECOND_VALID
        return
    if footer:
        _customer_id_in_upper_half(ctx, f, candidates)


def _customer_id_in_upper_half(
    ctx: Context, f: InvoiceFields, candidates: list[tuple[str, Line]]
) -> None:
    """The customer's id: another id printed in the upper half of page one."""
    if f.customer_tax_id is not None:
        return
    first_page = ctx.lines[0].page
    for v, ln in candidates:
        if v != f.vendor_tax_id and ln.page == first_page and ctx.regions.in_upper_half(ln):
            f.customer_tax_id = v
            ctx.confidence["customer_tax_id"] = CONFIDENCE.CUSTOMER_TAX_ID_BY_POSITION
            return


# a vendor heading's word of four letters or more inside a tax id's label ("Btw-nummer
# leverancier", "USt-IdNr. des Lieferanten")
_VENDOR_WORD = re.compile(
    r"(?<![^\W\d_])(?:"
    + "|".join(w for w in party_alternatives("vendor_heading").split("|") if len(w) >= 4)
    + r")(?![^\W\d_])",
    re.IGNORECASE,
)


def _label_names_vendor(h: Hit) -> bool:
    """Whether a vendor tax id's label names the vendor in its own words."""
    text = h.line.segments[h.segment].text[h.match.start : h.match.end]
    return h.field == "vendor_tax_id" and _VENDOR_WORD.search(text) is not None


# an EU VAT id standing as a word of its own: its country's prefix and digits
_EU_VAT_WORD = re.compile(r"(?<![\w/.-])([A-Z]{2}\d{8,12})(?![\w/.-])")


def _vat_words_on_page_one(ctx: Context) -> list[tuple[str, Hit]]:
    """The EU VAT ids standing as words of their own on page one that pass their check digits,
    whatever stands beside them (a label in a language no lexicon knows), each with a hit that
    places it (its segment)."""
    first_page = ctx.lines[0].page if ctx.lines else 0
    found: list[tuple[str, Hit]] = []
    for ln in ctx.lines:
        if ln.page != first_page:
            break
        for k, seg in enumerate(ln.segments):
            for m in _EU_VAT_WORD.finditer(seg.text):
                if tax_id_valid(m.group(1)):
                    hit = Hit("tax", ln, k, LabelMatch("tax", 0, 0), "", "", "")
                    found.append((m.group(1), hit))
    return found


# the invoice's own facts: a label of one heads a facts grid, not a party's block
_FACTS_FIELDS = frozenset({"invoice_number", "invoice_date", "due_date", "purchase_order"})


_PARTY_HEADINGS = {"_customer": "customer", "_vendor": "vendor"}


def _section_heading_over(ln: Line, seg: Segment) -> str | None:
    """The party of a section heading printed alone on the line right over an id's row, from
    the page's margin across its columns ("Informationen zum Käufer" over "Elektronische
    Adresse: ...  Umsatzsteuer-ID:  DE987654321"): the section's, whatever column the id is in."""
    if len(ln.segments) != 1 or ln.segments[0].x0 > seg.x0 or seg.y0 - ln.y1 > 2.5 * seg.height:
        return None
    return heading_role(ln.segments[0].text)


def _party_above(ctx: Context, h: Hit, names: dict[str, str]) -> str | None:
    """Whose block an id sits in: the nearest party name printed above it in its column, within
    the same block (a blank of more than two and a half lines in the column ends the block: a
    footer's id under the customer's card further up is not in it). In a card of labels and
    values ("Kunde:  Contoso AG" over "USt-IdNr.:  DE987654321"), the name is the value beside
    a label printed alone in the id label's column."""
    seg = h.line.segments[h.segment]
    top = seg.y0
    for ln in reversed(ctx.lines[max(0, h.line.index - 12) : h.line.index]):
        if ln.page != h.line.page:
            return None
        if top == seg.y0 and (role := _section_heading_over(ln, seg)) is not None:
            return role
        for k, other in enumerate(ln.segments):
            if abs(other.x0 - seg.x0) > 15:
                continue
            if top - other.y1 > 2.5 * seg.height:
                return None
            top = other.y0
            texts = [other.text.strip().casefold()]
            labels = find_labels(other.text)
            if labels and labels[0].start == 0 and labels[0].field in _FACTS_FIELDS:
                return None  # a grid of the invoice's facts ("Due On" over its date), no block
            if labels and labels[0].start == 0 and labels[0].field in _PARTY_HEADINGS:
                # the block's heading, its name under the id ("Cessionario/committente" over
                # "Identificativo fiscale ai fini IVA: ..." over "Denominazione: ...")
                return _PARTY_HEADINGS[labels[0].field]
            alone = (
                bool(labels)
                and labels[0].start == 0
                and not other.text[labels[0].end :].strip(" :")
            )
            if alone and k + 1 < len(ln.segments):
                texts.append(ln.segments[k + 1].text.strip().casefold())
            for party, name in names.items():
                # "Sold to: Name"; "Name, Street 1, 12345 Town" on one line
                if any(t.endswith(name) or t.startswith(name + ",") for t in texts):
                    return party
    return None


def tax_ids_by_party(ctx: Context, f: InvoiceFields) -> None:
    """Two parties' ids, each labelled alike ("VAT ID") in its own address block: the one under
    the customer's name is the customer's."""
    placed = ctx.confidence.get("customer_tax_id", CONFIDENCE.NOT_FOUND)
    if f.customer_tax_id is not None and placed > CONFIDENCE.CUSTOMER_TAX_ID_BY_POSITION:
        return
    if not f.customer_name:
        return
    values = {v for v, _ in ctx.tax_ids}
    # (a vendor whose name is only its logo's picture has no name to find its block by)
    names = {"customer": f.customer_name.casefold()}
    if f.vendor_name:
        names["vendor"] = f.vendor_name.casefold()
    owners = {v: _party_above(ctx, h, names) for v, h in ctx.tax_ids}
    every_owner = {_party_above(ctx, h, names) for _, h in ctx.tax_ids}
    if len(values) == 1 and f.customer_tax_id is None and every_owner == {"customer"}:
        # the only id printed sits in the customer's block: the vendor printed none
        f.customer_tax_id, f.vendor_tax_id = values.pop(), None
        ctx.confidence["customer_tax_id"] = CONFIDENCE.CUSTOMER_TAX_ID_ONLY_ONE
        return
    if len(values) < 2:
        return
    customer = [v for v, o in owners.items() if o == "customer"]
    vendor = [v for v, o in owners.items() if o != "customer"]
    if len(values) > 2:
        # a third party's id too ("Terzo intermediario" under the vendor's block): the
        # vendor's own is the first printed in the vendor's block
        vendor = [v for v, o in owners.items() if o == "vendor"][:1]
    if len(customer) == 1 and len(vendor) == 1:
        f.customer_tax_id, f.vendor_tax_id = customer[0], vendor[0]
        ctx.confidence["customer_tax_id"] = CONFIDENCE.TAX_IDS_BY_PARTY_BLOCK
        ctx.confidence["vendor_tax_id"] = CONFIDENCE.TAX_IDS_BY_PARTY_BLOCK


def tax_ids_by_country(ctx: Context, f: InvoiceFields) -> None:
    """Two ids of two countries, the customer's address in one of them (a cross-border
    invoice): the id of the customer's country is the customer's, the other the vendor's."""
    if (
        ctx.confidence.get("customer_tax_id", CONFIDENCE.NOT_FOUND)
        >= CONFIDENCE.CUSTOMER_TAX_ID_LABELLED
    ):
        return  # labelled as the customer's
    customer_country = address_country(f.customer_address)
    vendor_country = address_country(f.vendor_address)
    if customer_country is None or customer_country == vendor_country:
        return
    values = {v for v, _ in ctx.tax_ids} | {f.vendor_tax_id, f.customer_tax_id}
    values.discard(None)
    if len(values) != 2:
        return
    candidates = {customer_country} | ({vendor_country} if vendor_country else set())
    country = {v: id_country_among(v, candidates) for v in values if v}
    customer = [v for v, c in country.items() if c == customer_country]
    vendor = [v for v, c in country.items() if c not in (None, customer_country)]
    if len(customer) != 1 or len(vendor) != 1:
        return
    if vendor_country is not None and country[vendor[0]] != vendor_country:
        return
    f.customer_tax_id, f.vendor_tax_id = customer[0], vendor[0]
    ctx.confidence["customer_tax_id"] = CONFIDENCE.TAX_IDS_BY_COUNTRY
    ctx.confidence["vendor_tax_id"] = CONFIDENCE.TAX_IDS_BY_COUNTRY


# a VAT id alone in a line's part: its country's letters and its digits ("DE136695976",
# "NL123456782B01", "CHE-123.456.789"), or Ireland's closing with letters ("IE9513674T")
_BARE_VAT_PART = re.compile(
    r"[A-Z]{2}U?\s?[0-9A-Z]{2}[\d\s.\-]{6,14}(?:B\d{2})?|CHE[-\s]?[\d.\s]{9,11}"
    r"|IE\s?\d[\dA-Z+*]\d{5}[A-W][A-IW]?"
)


# such an id closing a part after other words, a space before it
_TRAILING_VAT_ID = re.compile(r"(?<=\s)(" + _BARE_VAT_PART.pattern + r")$")


# a national tax number in hyphenated digit groups ("898-052-32-53", "123-45-67-890")
_HYPHENATED_ID_PART = re.compile(r"\d{3}-\d{2,3}-\d{2}-\d{2,3}")


# an Australian Business Number in the groups it is printed in ("51 824 753 556")
_ABN_PART = re.compile(r"\d{2} \d{3} \d{3} \d{3}")
# a Spanish company's CIF without its country's letters: a letter, seven digits, a check
# character ("A28164754", "A-46103834")
_CIF_PART = re.compile(r"[A-HJNP-SUVW]-?\d{7}[\dA-J]")


def _valid_part(value: str, country: str) -> bool:
    """A VAT id with its country's letters that passes its check digits, an ABN in its printed
    groups that passes them, or a hyphenated national number that passes them under the country
    of the vendor's IBAN."""
    if _BARE_VAT_PART.fullmatch(value):
        return tax_id_valid(value) is True
    if _ABN_PART.fullmatch(value):
        return tax_id_country(value) == "AU"
    if _CIF_PART.fullmatch(value):
        return tax_id_valid("ES" + value.replace("-", "")) is True
    if country and _HYPHENATED_ID_PART.fullmatch(value):
        return tax_id_valid(country + value.replace("-", "")) is True
    return False


def _without_tax_suffix(value: str) -> str:
    """An id printed with a tax word after it, as Switzerland's register prints its VAT
    numbers ("CHE-123.456.789 MWST"): the id alone. A word after an id does not label it."""
    labels = find_labels(value)
    if len(labels) == 1 and labels[0].field == "tax" and labels[0].end == len(value):
        head = value[: labels[0].start].strip()
        if head:
            return head
    return value


def _unlabelled_ids(ctx: Context, country: str) -> list[tuple[str, Hit]]:
    """The checksum-valid VAT ids printed alone in a segment or in a part of a line set apart by
    dots or bars ("Street 1 · 12345 Town · DE136695976"), with no label: each with a hit that
    places it (its segment)."""
    found: list[tuple[str, Hit]] = []
    for line in ctx.lines:
        for k, seg in enumerate(line.segments):
            for part in SEPARATORS.split(seg.text):
                value = _without_tax_suffix(part.strip())
                labelled_text = seg.text.replace(part, value)
                name_and_id = id_after_legal_form(value)  # "MERCADONA, S.A. A-46103834"
                if name_and_id is not None:
                    value, labelled_text = name_and_id[1], seg.text
                elif (after := _TRAILING_VAT_ID.search(value)) and _valid_part(after[1], country):
                    value = after[1]  # after a name ("COOP GENOSSENSCHAFT. CHE-116.311.185")
                if not _valid_part(value, country):
                    continue
                if find_labels(labelled_text):
                    continue  # a labelled id is read after its label
                compact = re.sub(r"[\s.]", "", value) if not value.startswith("CHE") else value
                compact += swiss_vat_suffix(value, seg.text)
                found.append((compact, Hit("tax", line, k, LabelMatch("tax", 0, 0), "", "", "")))
    return found


def unlabelled_tax_ids(ctx: Context, f: InvoiceFields) -> None:
    """A party's id printed without any label (a sender line's "... · DE136695976", an id on
    its own line under the customer's address), when no label gave that party's: checksum-valid
    VAT ids only; the one in the customer's block is the customer's, one in the vendor's the
    vendor's. An id no block places is the vendor's; when no tax label was read at all (labels
    in a language no lexicon knows), the EU VAT ids of page one count too, and of two unplaced
    the one in the page's footer, else the one printed first, is the vendor's, the other the
    customer's."""
    if f.vendor_tax_id is not None and f.customer_tax_id is not None:
        return
    no_label = not ctx.tax_ids and f.vendor_tax_id is None and f.customer_tax_id is None
    found = _unlabelled_ids(ctx, (f.supplier_iban or "")[:2])
    if no_label:
        found += _vat_words_on_page_one(ctx)
    names = {}
    if f.vendor_name:
        names["vendor"] = f.vendor_name.casefold()
    if f.customer_name:
        names["customer"] = f.customer_name.casefold()
    known = {f.vendor_tax_id, f.customer_tax_id}
    unplaced: list[tuple[str, Hit]] = []
    for value, hit in found:
        if value in known:
            continue
        known.add(value)
        owner = _party_above(ctx, hit, names)
        if owner == "customer" and f.customer_tax_id is None:
            f.customer_tax_id = value
            ctx.confidence["customer_tax_id"] = CONFIDENCE.TAX_ID_UNLABELLED_VALID
        elif owner == "vendor" and f.vendor_tax_id is None:
            f.vendor_tax_id = value
            ctx.confidence["vendor_tax_id"] = CONFIDENCE.TAX_ID_UNLABELLED_VALID
        elif owner is None:
            unplaced.append((value, hit))
    _unplaced_tax_ids(ctx, f, unplaced, no_label)


def _unplaced_tax_ids(
    ctx: Context, f: InvoiceFields, unplaced: list[tuple[str, Hit]], by_order: bool
) -> None:
    """Unlabelled ids no party's block holds: the vendor's, and with `by_order` (no tax label
    at all, two ids at most) the footer's, else the first printed, is the vendor's and the
    other the customer's."""
    if by_order and len(unplaced) > 2:
        return
    unplaced.sort(key=lambda vh: not ctx.regions.in_tax_id_footer(vh[1].line))  # stable
    for value, _ in unplaced:
        if f.vendor_tax_id is None:
            f.vendor_tax_id = value
            ctx.confidence["vendor_tax_id"] = (
                CONFIDENCE.VAT_ID_UNLABELLED if by_order else CONFIDENCE.TAX_ID_UNLABELLED_VALID
            )
        elif by_order and f.customer_tax_id is None:
            f.customer_tax_id = value
            ctx.confidence["customer_tax_id"] = CONFIDENCE.VAT_ID_UNLABELLED
