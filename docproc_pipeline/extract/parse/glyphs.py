"""Glyphs a font or OCR put in the place of another, put back on a document's lines before any
label or figure is read: a euro sign read as "E" or extracted as "e", a decimal mark read as a
colon. Each repair is decided from the whole document's evidence, never from one word alone."""

from __future__ import annotations

import re
from dataclasses import replace

from docproc_pipeline.extract.layout import Word
from docproc_pipeline.extract.parse.identifiers import tax_id_valid
from docproc_pipeline.extract.parse.labels import find_labels
from docproc_pipeline.extract.parse.lines import Line, make_segment
from docproc_pipeline.extract.parse.party_text import STREET_WORD
from docproc_pipeline.extract.parse.vocab import word_start_pattern


def swap_words(line: Line, fixed: dict[int, Word]) -> None:
    """Put the words `fixed` (by the id of the word they replace) into `line` and its segments;
    the segments holding one are re-joined from their words."""
    line.words = [fixed.get(id(w), w) for w in line.words]
    for seg in line.segments:
        if any(id(w) in fixed for w in seg.words):
            seg.words = [fixed.get(id(w), w) for w in seg.words]
            seg.text = " ".join(w.text for w in seg.words)


# a figure and the euro sign after it ("350€"), and one whose sign OCR read as an "E" ("350E")
_EURO_AFTER = re.compile(r"\d€")
_E_AFTER = re.compile(r"(?<=\d)E(?![^\W\d_])")


def euro_signs_read_as_e(lines: list[Line]) -> None:
    """On OCR'd lines of a page whose figures print the euro sign after them, an "E" glued to
    a figure ("23000E", a hand-written or blurred "€") is that sign."""
    ocr = [ln for ln in lines if ln.ocr]
    if not any(_EURO_AFTER.search(ln.text) for ln in ocr):
        return
    for line in ocr:
        if _E_AFTER.search(line.text):
            _substitute(line, _E_AFTER, "€")


def _substitute(line: Line, pattern: re.Pattern[str], repl: str) -> None:
    """`pattern` replaced by `repl` in the line's words and its segments' texts alike."""
    fixed = {id(w): replace(w, text=pattern.sub(repl, w.text)) for w in line.words}
    line.words = [fixed[id(w)] for w in line.words]
    for seg in line.segments:
        seg.words = [fixed.get(id(w), w) for w in seg.words]
        seg.text = pattern.sub(repl, seg.text)


# an OCR'd figure whose decimal mark a speck turned into a colon ("61:20"), and the currency
# code or sign printed right before it: a time of day is never printed after a currency
_COLON_FIGURE = re.compile(r"\d{1,6}:\d\d")
_CURRENCY_WORD = re.compile(r"[A-Z]{3}|[$€£¥₹]")


def decimal_colons_after_currency(lines: list[Line], decimal_sep: str) -> None:
    """On OCR'd lines, a figure "61:20" right after a currency code or sign ("EUR 61:20") is
    money whose decimal mark OCR read as a colon: it gets the document's decimal mark."""
    for line in (ln for ln in lines if ln.ocr):
        fixed = {
            id(w): replace(w, text=w.text.replace(":", decimal_sep))
            for prev, w in zip(line.words, line.words[1:], strict=False)
            if _COLON_FIGURE.fullmatch(w.text) and _CURRENCY_WORD.fullmatch(prev.text)
        }
        if fixed:
            swap_words(line, fixed)


# an amount with its cents, and a word of its own the euro sign of a TeX font extracts as: a
# lone "e", or "e" before a unit ("e/km", a rate per kilometre)
_CENTS_END = re.compile(r"\d[.,]\d{2}")
_E_GLYPH = re.compile(r"e(?=/[^\W\d_]+$|$)")
# so many amounts followed by a lone "e" make the "e" a currency sign, not a word
EURO_GLYPH_MIN = 3


def euro_glyphs_extracted_as_e(lines: list[Line]) -> None:
    """In a text layer whose font maps the euro sign to "e" (LaTeX's eurosym), the "e" standing
    as its own word after amounts ("280,00 e", "0,30 e/km") is that sign: when at least
    `EURO_GLYPH_MIN` amounts are followed by one, each such "e" after an amount reads "€"."""
    found: list[tuple[Line, int]] = []
    for line in lines:
        if line.ocr:
            continue
        for i in range(1, len(line.words)):
            if _E_GLYPH.fullmatch(line.words[i].text) and _CENTS_END.search(
                line.words[i - 1].text[-4:]
            ):
                found.append((line, i))
    if len(found) < EURO_GLYPH_MIN:
        return
    for line, i in found:
        old = line.words[i]
        swap_words(line, {id(old): replace(old, text=_E_GLYPH.sub("€", old.text, count=1))})


# a sign a font's text layer gives as a middle dot: printed after amounts, a currency sign
# whose glyph maps to no letter (which currency is not known)
_DOT_GLYPH = frozenset({"·", "•", "∙"})


def unmapped_signs_after_amounts(lines: list[Line]) -> None:
    """In a text layer that gives a currency sign as a middle dot standing after amounts
    ("3 400,00 ·", ending its cell, at least `EURO_GLYPH_MIN` times), those dots are no text:
    they are dropped."""
    found: dict[int, set[int]] = {}
    for line in lines:
        if line.ocr:
            continue
        for seg in line.segments:
            # the sign ends its cell ("3 400,00 ·"); a dot between two figures of one cell
            # sets them apart ("Unit price 24.53 · 122.65")
            words = seg.words
            if (
                len(words) >= 2
                and words[-1].text in _DOT_GLYPH
                and _CENTS_END.search(words[-2].text[-4:])
            ):
                found.setdefault(line.index, set()).add(id(words[-1]))
    if sum(map(len, found.values())) >= EURO_GLYPH_MIN:
        _drop_words(lines, found)


def apostrophes_read_as_asterisks(lines: list[Line]) -> None:
    """On OCR'd lines, an asterisk between a figure's digit groups ("16*257.70", a Swiss
    apostrophe OCR misread) is the thousands apostrophe it is."""
    for line in lines:
        if line.ocr and "*" in line.text:
            _substitute(line, _ASTERISK_GROUP, "'")


# an asterisk after a figure's first digits, before groups of three and the cents
_ASTERISK_GROUP = re.compile(r"(?<=\d)\*(?=\d{3}(?:[*'’]\d{3})*[.,]\d{2}(?!\d))")


def ocr_glued_separators(lines: list[Line]) -> None:
    """On OCR'd lines, a middle dot or bullet that OCR glued to a word on one side, a space on
    the other ("75344 Greiz· 0378944391", "Leernes ·01 42 01 02 23"), is set apart as the
    separator it is."""
    for line in lines:
        if not line.ocr:
            continue
        for seg in line.segments:
            seg.text = _GLUED_SEPARATOR.sub(lambda m: f" {m.group(1) or m.group(2)} ", seg.text)


# a separator dot glued to a word on one side, a space on the other
_GLUED_SEPARATOR = re.compile(r"(?<=\S)([·•])\s+|\s+([·•])(?=\S)")


def labels_glued_to_values(lines: list[Line]) -> None:
    """On OCR'd lines, a label OCR glued to the figure before it, its space lost ("Bestell-Nr.:
    PO-18060Kundennummer: C195790"), is set apart: a capitalised word after a digit that opens
    a label of the lexicons and ends in a colon."""
    for line in lines:
        if not line.ocr:
            continue
        for seg in line.segments:
            starts = [m.start() for m in _GLUED_LABEL.finditer(seg.text)]
            for k in reversed(starts):
                found = find_labels(seg.text[k:])
                if found and found[0].start == 0:
                    seg.text = seg.text[:k] + " " + seg.text[k:]


def dates_glued_to_labels(lines: list[Line]) -> None:
    """A date run into the label before it, its space lost ("Due date16.09.2026": the text
    layer drew label and value as two runs without a space between them), is set apart when
    the letters before it end in a label of the lexicons."""
    for line in lines:
        for seg in line.segments:
            starts = [m.start() for m in _GLUED_DATE.finditer(seg.text)]
            for k in reversed(starts):
                found = find_labels(seg.text[:k])
                if found and found[-1].end == k:
                    seg.text = seg.text[:k] + " " + seg.text[k:]


def label_words_glued(lines: list[Line]) -> None:
    """On OCR'd lines, two capitalised words OCR glued, its space lost, that are each a whole
    label ("NettoUmsatzsteuer": a tax summary's "Netto" and "Umsatzsteuer" headers), are two
    words and two cells, the word's width shared by their letters."""
    for line in lines:
        if not line.ocr:
            continue
        for k, seg in enumerate(line.segments):
            at = next((i for i, w in enumerate(seg.words) if _glued_labels(w.text)), None)
            if at is None:
                continue
            word = seg.words[at]
            head, tail = _glued_labels(word.text) or ("", "")
            cut = word.x0 + (word.x1 - word.x0) * len(head) / len(word.text)
            first = replace(word, text=head, x1=cut)
            second = replace(word, text=tail, x0=cut)
            line.words = [w for v in line.words for w in ((first, second) if v is word else (v,))]
            parts = [
                make_segment([*seg.words[:at], first]),
                make_segment([second, *seg.words[at + 1 :]]),
            ]
            line.segments = [*line.segments[:k], *parts, *line.segments[k + 1 :]]
            break


# a word of two capitalised parts ("NettoUmsatzsteuer")
_CAMEL_JOIN = re.compile(r"([A-ZÀ-Ý][a-zß-ÿ]{2,})([A-ZÀ-Ý][a-zß-ÿ]{2,})")


def label_phrases_glued(lines: list[Line]) -> None:
    """Two capitalised words run together, their space lost (a page's text drawn without
    spaces between words), are spaced in the line's text when they make one label of the
    lexicons ("InvoiceNumber"), or when the first is a label and a figure follows on the line
    ("TotalPrice  440.0": the label and its value; a name such as "TotalEnergies" has none)."""
    for line in lines:
        for k, seg in enumerate(line.segments):
            if not _CAMEL_JOIN.search(seg.text):
                continue
            after = " ".join(s.text for s in line.segments[k + 1 :])

            def spaced(m: re.Match[str], seg_text: str = seg.text, after: str = after) -> str:
                figure = re.search(r"\d", seg_text[m.end() :] + " " + after) is not None
                return _spaced_if_label(m, figure)

            seg.text = _CAMEL_WORD.sub(spaced, seg.text)


_CAMEL_WORD = re.compile(r"(?<![\w-])" + _CAMEL_JOIN.pattern + r"(?![\w-])")


def _spaced_if_label(m: re.Match[str], figure_after: bool) -> str:
    head, tail = m.group(1), m.group(2)
    spaced = f"{head} {tail}"
    found = [f for f in find_labels(spaced) if not f.by_meaning]
    if not found or found[0].start != 0:
        return m.group(0)
    whole = found[0].end == len(spaced)
    return spaced if whole or (figure_after and found[0].end == len(head)) else m.group(0)


def _glued_labels(text: str) -> tuple[str, str] | None:
    """The two labels a word is made of, each whole ("Netto", "Umsatzsteuer"), or None."""
    m = _CAMEL_JOIN.fullmatch(text)
    if m is None:
        return None
    parts = (m.group(1), m.group(2))
    if all((f := find_labels(p)) and f[0].start == 0 and f[0].end == len(p) for p in parts):
        return parts
    return None


def id_dots_read_as_commas(lines: list[Line]) -> None:
    """On OCR'd lines, a Brazilian CNPJ whose dot OCR read as a comma ("44.586,879/0001-70")
    is printed with its dots when its check digits pass so."""
    for line in lines:
        if not line.ocr:
            continue
        for seg in line.segments:
            if "," in seg.text:
                seg.text = _CNPJ_COMMAS.sub(_dotted_if_valid, seg.text)


_CNPJ_COMMAS = re.compile(r"(?<![\d.,])\d{2}[.,]\d{3}[.,]\d{3}/\d{4}-\d{2}(?!\d)")


def _dotted_if_valid(m: re.Match[str]) -> str:
    dotted = m.group(0).replace(",", ".")
    return dotted if "," in m.group(0) and tax_id_valid(dotted) is True else m.group(0)


def whole_figures_given_cents(lines: list[Line], decimal_sep: str) -> None:
    """On a page of money in whole units grouped by spaces (francs CFA, forints), a grouped
    figure closing its cell gets its nil cents ("50 391" -> "50 391,00"): the item table
    reads money by its cents. (Figures grouped by a point or comma, "Rp 150.000", are read
    whole by the rows already.)"""
    for line in lines:
        fixed: dict[int, Word] = {}
        for seg in line.segments:
            end = _grouped_figure_end(seg.words)
            if end is not None:
                last = seg.words[end]
                fixed[id(last)] = replace(last, text=f"{last.text}{decimal_sep}00")
        if fixed:
            swap_words(line, fixed)


def _grouped_figure_end(words: list[Word]) -> int | None:
    """The index of the cell's last word when the cell ends with a figure of thousands groups
    apart ("50 391", "1 250 000"), else None."""
    k = last = len(words) - 1
    while (
        k > 0
        and _GROUP.fullmatch(words[k].text)
        and words[k].x0 - words[k - 1].x1 < words[k].height
    ):
        k -= 1
    if k == last or not _HEAD_GROUP.fullmatch(words[k].text):
        return None
    return last


_GROUP = re.compile(r"\d{3}")
_HEAD_GROUP = re.compile(r"[1-9]\d{0,2}")


def percent_signs_read_as_ampersands(lines: list[Line]) -> None:
    """On OCR'd lines naming a tax, a rate whose "%" OCR read as "&" ("MwSt. 19 & auf 369,05")
    gets its sign back: a rate of one or two digits before the "&", a figure after it."""
    for line in lines:
        if line.ocr and "&" in line.text and _TAX_WORD.search(line.text):
            for seg in line.segments:
                seg.text = _RATE_AMPERSAND.sub(r"\1 %", seg.text)


def percent_signs_set_apart(lines: list[Line]) -> None:
    """A rate's cell whose "%" the layout set apart from its figure ("19,00 | % von 43,08"):
    the sign and the figure are one cell again, so the rate reads as a rate."""
    for line in lines:
        segs = line.segments
        k = 0
        while k + 1 < len(segs):
            if _RATE_FIGURE.search(segs[k].text) and segs[k + 1].text.startswith("%"):
                segs[k : k + 2] = [make_segment([*segs[k].words, *segs[k + 1].words])]
            k += 1


def percent_signs_before_figures(lines: list[Line]) -> None:
    """A rate printed with its sign first, as Turkish prints it ("KDV (%20)", "%0,00"): the
    figure and its sign in the order the rules read ("20%"). A sign after a letter or a figure
    ("a%20b" in an address, "100%") is left as it is."""
    for line in lines:
        if "%" in line.text and _SIGN_FIRST_RATE.search(line.text):
            _substitute(line, _SIGN_FIRST_RATE, r"\1%")


def framing_asterisks(lines: list[Line]) -> None:
    """Asterisks a till prints around a line's words ("* SHOPNAME S.p.A. *", "*** GRAZIE
    ***"): decoration, left out, so the words read as the name or heading they are."""
    for line in lines:
        for k, seg in enumerate(line.segments):
            words = seg.words
            if (
                len(words) >= 3
                and _STARS.fullmatch(words[0].text)
                and _STARS.fullmatch(words[-1].text)
                and re.search(r"[^\W\d_]{2}", " ".join(w.text for w in words[1:-1]))
            ):
                line.segments[k] = make_segment(words[1:-1])


_STARS = re.compile(r"\*{1,5}")


def street_numbers_set_apart(lines: list[Line]) -> None:
    """A street's name and its house number the layout set apart ("Im Weidenbruch | 136, 51061
    Köln" on a receipt's head): one cell again, so the line reads as the address it is."""
    for line in lines:
        segs = line.segments
        for k in range(len(segs) - 1):
            name, rest = segs[k], segs[k + 1]
            gap = rest.x0 - name.x1
            if gap > _STREET_NUMBER_GAP_HEIGHTS * max(name.height, 1.0) or re.search(
                r"\d", name.text
            ):
                continue
            if STREET_WORD.search(name.text) and _NUMBER_OPENING.match(rest.text):
                segs[k : k + 2] = [make_segment([*name.words, *rest.words])]
                break


# how far apart (in type heights) a street's name and its number may stand and still be one cell
_STREET_NUMBER_GAP_HEIGHTS = 3.0
# a house number opening a cell, alone or before a comma and the town ("136", "12a, 10115 Berlin")
_NUMBER_OPENING = re.compile(r"\d{1,5}[a-zA-Z]?(?:$|,\s)")


# a figure ending its cell, as a rate prints: one to three digits, two decimals at most
_RATE_FIGURE = re.compile(r"(?<![\w.,])\d{1,3}(?:[.,]\d{1,2})?$")
_TAX_WORD = word_start_pattern("tax_word")
_SIGN_FIRST_RATE = re.compile(r"(?<![\w%])%\s?(\d{1,2}(?:[.,]\d{1,3})?)(?![\d%])(?![.,]\d)")
_RATE_AMPERSAND = re.compile(r"(?<![\w.,])(\d{1,2}(?:[.,]\d{1,2})?) ?&(?=\s+(?:[^\W\d_]+\s+)?\d)")


# a capitalised word of three letters or more right after a digit, a colon closing its word
_GLUED_LABEL = re.compile(r"(?<=\d)(?=[A-ZÀ-Ý][^\W\d_]{2,}[^\s:]*:)")
# a dotted, slashed or dashed date right after a letter ("date16.09.2026")
_GLUED_DATE = re.compile(r"(?<=[^\W\d_])(?=\d{1,2}[./-]\d{1,2}[./-]\d{2,4}(?!\d))")


def _drop_words(lines: list[Line], found: dict[int, set[int]]) -> None:
    """The words `found` (ids by line index) taken out of their lines and segments; a line
    left without words goes."""
    for line in lines:
        dropped = found.get(line.index)
        if not dropped:
            continue
        line.words = [w for w in line.words if id(w) not in dropped]
        for seg in line.segments:
            if any(id(w) in dropped for w in seg.words):
                seg.words = [w for w in seg.words if id(w) not in dropped]
                seg.text = " ".join(w.text for w in seg.words)
        line.segments = [seg for seg in line.segments if seg.words]
    lines[:] = [ln for ln in lines if ln.words]
    for k, line in enumerate(lines):
        line.index = k


# an EN 16931 business term's or group's code printed beside its value on a visualised
# e-invoice ("BT-27", "BG-25"): so many of them make them codes, never values
_BUSINESS_TERM = re.compile(r"B[TG]-\d{1,3}")
_BUSINESS_TERMS_MIN = 3


def business_term_codes(lines: list[Line]) -> None:
    """The codes of EN 16931 business terms printed beside their labels and values ("BT-27
    Lee, Vasquez and Butler", "BT-146 Unit price") are dropped when the page prints at least
    `_BUSINESS_TERMS_MIN` of them: the labels and values read as on any invoice."""
    found: dict[int, set[int]] = {}
    for line in lines:
        for w in line.words:
            if _BUSINESS_TERM.fullmatch(w.text):
                found.setdefault(line.index, set()).add(id(w))
    if sum(map(len, found.values())) >= _BUSINESS_TERMS_MIN:
        _drop_words(lines, found)


# a word printed letter-spaced ("D e s c r i p c i o n") comes out of a text layer as one word
# per letter: at least this many letters in a row, each at most this share of the type's
# height from the next (a space between words is wider)
_SPACED_LETTERS_MIN = 4
_LETTER_GAP_SHARE = 0.6


def letter_spaced_words(lines: list[Line]) -> None:
    """A run of single letters set a narrow gap apart (a header word printed letter-spaced:
    "D e s c r i p c i o n") is put back together as one word; on an OCR'd line only when the
    word is a label (a till's "S u m m e": OCR reads single letters in other places too)."""
    for line in lines:
        for seg in line.segments:
            merged = _letters_joined(seg.words)
            if len(merged) == len(seg.words):
                continue
            if line.ocr and not _joined_labels(merged, seg.words):
                continue
            old = {id(w) for w in seg.words}
            others = [w for w in line.words if id(w) not in old]
            line.words = sorted(others + merged, key=lambda w: w.x0)
            seg.words = merged
            seg.text = " ".join(w.text for w in merged)


def _joined_labels(merged: list[Word], words: list[Word]) -> bool:
    """Whether every word a letter-spaced run was joined into is a label of its own."""
    old = {id(w) for w in words}
    joined = [w.text for w in merged if id(w) not in old]
    return all(
        (found := find_labels(text)) and found[0].start == 0 and found[0].end == len(text)
        for text in joined
    )


def _letters_joined(words: list[Word]) -> list[Word]:
    out: list[Word] = []
    run: list[Word] = []

    def close() -> None:
        if len(run) >= _SPACED_LETTERS_MIN:
            out.append(
                Word(
                    "".join(w.text for w in run),
                    run[0].x0,
                    min(w.y0 for w in run),
                    run[-1].x1,
                    max(w.y1 for w in run),
                    run[0].confidence,
                )
            )
        else:
            out.extend(run)
        run.clear()

    for w in words:
        letter = len(w.text) == 1 and w.text.isalpha()
        near = run and w.x0 - run[-1].x1 <= _LETTER_GAP_SHARE * (w.y1 - w.y0)
        if letter and (not run or near):
            run.append(w)
            continue
        close()
        if letter:
            run.append(w)
        else:
            out.append(w)
    close()
    return out


# an OCR'd figure cut after its decimal mark ("29," | "90"): a space read into the figure
_FIGURE_AT_MARK = re.compile(r"[€$£]?-?\d{1,3}(?:[.,'’]\d{3})*[.,]|[€$£]?-?\d+[.,]")
_CENTS_WORD = re.compile(r"\d\d")
# the gap between the two halves, in the words' height: a space, never a column gap
_SPLIT_GAP_HEIGHTS = 0.6


def decimals_split_after_mark(lines: list[Line], decimal_sep: str) -> None:
    """On OCR'd lines, a figure ending in the document's decimal mark and two digits close
    after it ("29, 90 €"), the last figure of its line, are one amount ("29,90"): OCR read a
    space after the mark."""
    for line in (ln for ln in lines if ln.ocr):
        words = line.words
        k = next((k for k in range(len(words) - 1) if _split_at_mark(words, k, decimal_sep)), -1)
        if k < 0:
            continue
        first, cents = words[k], words[k + 1]
        seg = next((s for s in line.segments if first in s.words and cents in s.words), None)
        if seg is None:
            continue  # the halves in two cells: two figures
        joined = Word(
            first.text + cents.text,
            first.x0,
            min(first.y0, cents.y0),
            cents.x1,
            max(first.y1, cents.y1),
            min(first.confidence, cents.confidence),
        )
        line.words = [*words[:k], joined, *words[k + 2 :]]
        seg.words = [joined if w is first else w for w in seg.words if w is not cents]
        seg.text = " ".join(w.text for w in seg.words)


def _split_at_mark(words: list[Word], k: int, decimal_sep: str) -> bool:
    first, cents = words[k], words[k + 1]
    return (
        _FIGURE_AT_MARK.fullmatch(first.text) is not None
        and first.text.endswith(decimal_sep)
        and _CENTS_WORD.fullmatch(cents.text) is not None
        and cents.x0 - first.x1 < _SPLIT_GAP_HEIGHTS * max(first.height, 1.0)
        # the last figure of the line: no digit after the two
        and not any(re.search(r"\d", w.text) for w in words[k + 2 :])
    )
