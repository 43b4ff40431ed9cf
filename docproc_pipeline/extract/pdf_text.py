"""Read a PDF's text layer into `Page`s of positioned words, with pypdfium2.

Words are whitespace-separated runs of characters on one baseline, split also where two characters
are far apart (text placed in columns without a space between). Coordinates are PDF points with
the origin at the page's top left and y growing downwards, as `layout.Page` requires.
"""

from __future__ import annotations

import ctypes
import math
import re
import unicodedata
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c

from docproc_pipeline.errors import DocumentRejected
from docproc_pipeline.extract.layout import Page, Word

# A page with fewer visible characters than this and an image on it is treated as a scan whose
# text layer is only a stamp or a page number.
_MIN_TEXT_CHARS = 20
# ... and so is one that draws at least this many vector paths: text printed as outlines (a
# printer driver that turns fonts into curves draws every glyph as a path), to be read by OCR
# like a scan. A table's frame or a logo draws far fewer.
_MIN_DRAWN_PATHS = 200
# ... or a few paths of this many segments in all: a printer that outlines a whole run of text
# as one path (wkhtmltopdf: 50 paths, 50,000 segments on a page; ruled lines and a logo: tens
# to hundreds)
_MIN_DRAWN_SEGMENTS = 5000
_PASSWORD_ERROR = 4  # FPDF_ERR_PASSWORD


@dataclass(frozen=True, slots=True)
class PdfPages:
    """The pages of a PDF: words from the text layer and which pages have one."""

    pages: list[Page]
    has_text: list[bool]  # per page, in order
    # per page: an image, or text as outlines, is drawn (a page to OCR when it has no text)
    has_image: list[bool]

    @property
    def page_count(self) -> int:
        return len(self.pages)


def open_pdf(data: bytes) -> pdfium.PdfDocument:
    """Open a PDF, translating PDFium failures into `DocumentRejected` with a readable reason."""
    if not data:
        raise DocumentRejected("empty file: zero bytes")
    try:
        return pdfium.PdfDocument(data)
    except pdfium.PdfiumError as err:
        if getattr(err, "err_code", None) == _PASSWORD_ERROR:
            raise DocumentRejected("encrypted PDF: password required") from err
        raise DocumentRejected(f"corrupt or truncated PDF: {err}") from err


def pdf_page_count(data: bytes) -> int:
    """Number of pages of a PDF (raises `DocumentRejected` like `read_pdf`)."""
    doc = open_pdf(data)
    try:
        return len(doc)
    finally:
        doc.close()


def read_pdf(data: bytes, *, max_pages: int) -> PdfPages:
    """Read every page's text layer.

    Raises `DocumentRejected` for an encrypted, corrupt or truncated PDF, one without pages, or
    one with more than `max_pages` pages.
    """
    doc = open_pdf(data)
    try:
        n = len(doc)
        if n == 0:
            raise DocumentRejected("corrupt or truncated PDF: zero pages")
        if n > max_pages:
            raise DocumentRejected(f"too many pages: {n} > limit {max_pages}")
        # A filled-in PDF form prints its field values from widget annotations, outside the
        # page's content stream: load the form so that each page can be flattened before reading.
        forms = doc.get_formtype() != pdfium_c.FORMTYPE_NONE
        if forms:
            doc.init_forms()
        pages: list[Page] = []
        has_text: list[bool] = []
        has_image: list[bool] = []
        for index in range(n):
            try:
                page, text, image = _read_page(doc, index, flatten=forms)
            except pdfium.PdfiumError as err:
                raise DocumentRejected(
                    f"corrupt or truncated PDF: page {index + 1}: {err}"
                ) from err
            pages.append(page)
            has_text.append(text)
            has_image.append(image)
        return PdfPages(pages=pages, has_text=has_text, has_image=has_image)
    finally:
        doc.close()


def _page_has_image(pdf_page: pdfium.PdfPage) -> bool:
    """Whether the page draws an image, or so many paths (or path segments) that its text is
    drawn as outlines."""
    kinds = (pdfium_c.FPDF_PAGEOBJ_IMAGE, pdfium_c.FPDF_PAGEOBJ_PATH)
    segments = 0
    for paths, obj in enumerate(pdf_page.get_objects(filter=kinds, max_depth=2), 1):
        if obj.type == pdfium_c.FPDF_PAGEOBJ_IMAGE or paths >= _MIN_DRAWN_PATHS:
            return True
        segments += max(0, pdfium_c.FPDFPath_CountSegments(obj.raw))
        if segments >= _MIN_DRAWN_SEGMENTS:
            return True
    return False


def _flattened_page(doc: pdfium.PdfDocument, index: int) -> pdfium.PdfPage:
    """The page with its printable annotations (form field values) drawn into its content."""
    pdf_page = doc[index]
    if pdfium_c.FPDFPage_GetAnnotCount(pdf_page.raw) <= 0:
        return pdf_page
    flattened = pdf_page.flatten(flag=pdfium_c.FLAT_PRINT) == pdfium_c.FLATTEN_SUCCESS
    if not flattened:
        return pdf_page
    # the text page of a flattened page is only right once the page is loaded again
    pdf_page.close()
    return doc[index]


def _read_page(
    doc: pdfium.PdfDocument, index: int, *, flatten: bool = False
) -> tuple[Page, bool, bool]:
    pdf_page = _flattened_page(doc, index) if flatten else doc[index]
    try:
        # the text is laid out in the page's unturned frame, or turned in it a quarter (a
        # landscape page drawn sideways on a portrait one, shown turned by its /Rotate); the
        # words are read in the frame their text runs in
        rotation = pdf_page.get_rotation()
        width, height = pdf_page.get_size()
        if rotation % 180 == 90:
            width, height = height, width
        textpage = pdf_page.get_textpage()
        try:
            turn = _text_turn(textpage)
            words = without_overprints(_words(textpage, _Frame(width, height, turn)))
        finally:
            textpage.close()
        if turn:
            width, height = height, width
            rotation = (rotation - turn) % 360
        visible = sum(len(w.text) for w in words)
        has_image = visible < _MIN_TEXT_CHARS and _page_has_image(pdf_page)
        has_text = visible >= _MIN_TEXT_CHARS or (visible > 0 and not has_image)
        page = Page(index + 1, width, height, words, source="text", rotation=rotation)
        return page, has_text, has_image
    finally:
        pdf_page.close()


def without_overprints(words: list[Word]) -> list[Word]:
    """The words without their repeats drawn over them (a bold or shadow effect made by printing
    the same text two or three times in one place): a word whose text an earlier word has, its
    box no more than `_OVERPRINT` points away on every side, is dropped."""
    repeated = {t for t, n in Counter(w.text for w in words).items() if n > 1}
    if not repeated:
        return words  # most pages: no text twice, nothing drawn over itself
    seen: dict[tuple[str, int, int], list[Word]] = {}
    out: list[Word] = []
    for w in words:
        if w.text not in repeated:
            out.append(w)
            continue
        key = (w.text, round(w.x0), round(w.y0))
        near = [
            other
            for dx in (-1, 0, 1)
            for dy in (-1, 0, 1)
            for other in seen.get((w.text, key[1] + dx, key[2] + dy), [])
        ]
        if any(
            max(abs(o.x0 - w.x0), abs(o.y0 - w.y0), abs(o.x1 - w.x1), abs(o.y1 - w.y1))
            <= _OVERPRINT
            for o in near
        ):
            continue
        seen.setdefault(key, []).append(w)
        out.append(w)
    return out


_OVERPRINT = 1.0  # how far a repeat drawn over a word may stand from it, in points


# the widest gap between two letters of a letter-spaced word, as a share of the font's height
_LETTER_SPACING = 0.05
# a letter-spaced word: at least this many text objects in a row of one or two characters each
# (a font's kerning pair stays one object: "Ky", "r:")
_SPACED_RUN = 4
_SPACED_CHUNK = 2


# what ends a word of the text: a space (str.isspace), a control character PDFium puts in, a
# character outside the BMP (an icon) or a lone surrogate
_BREAK_RE = re.compile("[\\s\\x00\\ufffe\\ud800-\\udfff\\U00010000-\\U0010ffff]")
_OUTSIDE_BMP = re.compile("[\\U00010000-\\U0010ffff]")


def _page_text(textpage: pdfium.PdfTextPage, n: int) -> tuple[str, Sequence[int]]:
    """The page's text and PDFium's char index of each of its characters. The text comes whole
    in one call; where it does not hold one character per char index (PDFium's text call leaves
    out a control character some barcode fonts map their bars to, and every later character's
    box would be its neighbour's), it is read one char index at a time."""
    text = textpage.get_text_range(0, n, errors="surrogatepass")
    units = len(text) + len(_OUTSIDE_BMP.findall(text))
    if units == n:
        return text, _char_indexes(text, n)
    get_unicode = pdfium_c.FPDFText_GetUnicode
    raw = textpage.raw
    return "".join(chr(get_unicode(raw, i)) for i in range(n)), range(n)


def _char_indexes(text: str, n: int) -> Sequence[int]:
    """PDFium's char index of each character of `text` read (of `n` char indexes). PDFium counts
    UTF-16 code units: a character outside the BMP (an emoji such as a phone or envelope icon)
    is one character of `text` but two char indexes, and a lone surrogate is kept
    (surrogatepass) so that the text stays aligned with the char indexes."""
    if not _OUTSIDE_BMP.search(text):
        return range(min(len(text), n))
    out: list[int] = []
    i = -1
    for ch in text:
        i += 2 if ord(ch) > 0xFFFF else 1
        if i >= n:
            break
        out.append(i)
    return out


def _letter_spaced(text: str, raw: object, index: Sequence[int]) -> tuple[set[int], set[int]]:
    """The char indexes of letters set one by one: runs of at least `_SPACED_RUN` text objects of
    one or two characters with only a break PDFium generated between each two ("R e c h n u n
    g"). Words set one text object each ("Ekologický", "S" before "ZÁSUVKA", "0,26 21 %" where
    a PDF writer places each word on its own) make no such run. Also the indexes of the
    breaks PDFium generated. (`index`: `_char_indexes` of the text.)"""
    spaced: set[int] = set()
    generated: set[int] = set()
    run: list[Sequence[int]] = []  # the short text objects of the current run

    def close_run() -> None:
        if len(run) >= _SPACED_RUN:
            spaced.update(k for c in run for k in c)
        run.clear()

    start = 0
    for brk in [*_BREAK_RE.finditer(text, 0, len(index)), None]:
        end = brk.start() if brk else len(index)
        chunk = index[start:end]  # the characters since the last break
        start = end + 1
        if 0 < len(chunk) <= _SPACED_CHUNK:
            run.append(chunk)
        elif chunk:
            close_run()
        if brk is None:
            break
        i = index[end]
        if brk.group() in " \r\n" and pdfium_c.FPDFText_IsGenerated(raw, i) == 1:
            generated.add(i)
        else:
            close_run()
    close_run()
    return spaced, generated


# slashes a text layer may carry for "/" (the division and fraction slashes: "2022∕PRO∕0256")
_SLASHES = str.maketrans({"\u2215": "/", "\u2044": "/"})
# a spacing accent a TeX text layer sets before its letter ("gem¨aß", "caf´e"): its combining
# form after the letter composes the accented letter
_SPACING_ACCENT = re.compile("([\u00a8\u00b4\u0060\u02c6\u02dc])([A-Za-z])")
_COMBINING = {
    "\u00a8": "\u0308",
    "\u00b4": "\u0301",
    "`": "\u0300",
    "\u02c6": "\u0302",
    "\u02dc": "\u0303",
}


def _composed(text: str) -> str:
    """`text` with each spacing accent before a letter composed with it, where Unicode has the
    accented letter ("gem¨aß" -> "gemäß"); other marks are left as printed."""

    def compose(m: re.Match[str]) -> str:
        joined = unicodedata.normalize("NFC", m.group(2) + _COMBINING[m.group(1)])
        return joined if len(joined) == 1 else m.group(0)

    return _SPACING_ACCENT.sub(compose, text)


def _apart(
    prev: tuple[float, float, float], box: tuple[float, float, float], soft_break: bool
) -> bool:
    """Whether a character (left edge, bottom, top of its loose box) starts a new word after
    the one before it (right edge, bottom, top): the baseline jumps, or a wide gap parts them
    (any gap over a generated break, where only letter-spacing goes on). A glyph whose box
    PDFium draws tight ("-" of a font without its ascent and descent) inside the span of the
    one before it stays on that line ("2E9958F3-0010")."""
    prev_x1, prev_base, prev_top = prev
    left, bottom, top = box
    size = max(top - bottom, 1.0)
    gap = left - prev_x1
    inside = prev_base <= bottom and top <= prev_top
    wide = size * (_LETTER_SPACING if soft_break else 0.8)
    return (abs(bottom - prev_base) > size * 0.6 and not inside) or gap > wide or gap < -size * 2


def _superscript(prev: tuple[float, float, float], box: tuple[float, float, float]) -> bool:
    """Whether a character is set as a superscript of the one before it: smaller, raised off
    its baseline, but within its height and touching it (the ordinal "o" of "Nº" a word
    processor draws as a raised small letter: "No DE FACTURA", not "N" and "o")."""
    prev_x1, prev_base, prev_top = prev
    left, bottom, top = box
    prev_size, size = max(prev_top - prev_base, 1.0), max(top - bottom, 1.0)
    return (
        size < _SUPERSCRIPT_SIZE * prev_size
        and prev_base < bottom < prev_top
        and top <= prev_top + _SUPERSCRIPT_RISE * prev_size
        and abs(left - prev_x1) < _SUPERSCRIPT_GAP * prev_size
    )


# a superscript is at most this share of the letter before it high, its top at most this
# share of that height over the letter's, and this close to it
_SUPERSCRIPT_SIZE = 0.8
_SUPERSCRIPT_RISE = 0.25
_SUPERSCRIPT_GAP = 0.1


# A page's text runs turned a quarter when at least this share of its characters (a sample of
# up to `_TURN_SAMPLE`) is drawn turned so.
_TURNED_TEXT_SHARE = 0.6
_TURN_SAMPLE = 400


def _text_turn(textpage: pdfium.PdfTextPage) -> int:
    """90 when most of the page's characters read up the page (PDFium's clockwise angle of
    270 degrees), 270 when they read down it, else 0."""
    n = textpage.count_chars()
    if n <= 0:
        return 0
    samples = range(0, n, max(n // _TURN_SAMPLE, 1))
    need = _TURNED_TEXT_SHARE * len(samples)
    up = down = 0  # characters reading up the page, down it
    for k, i in enumerate(samples):
        angle = round(math.degrees(pdfium_c.FPDFText_GetCharAngle(textpage.raw, i))) % 360
        up += abs(angle - 270) <= 2
        down += abs(angle - 90) <= 2
        left = len(samples) - k - 1
        if up + left < need and down + left < need:
            return 0  # neither can reach its share any more (most pages: text read level)
    if up >= need:
        return 90
    return 270 if down >= need else 0


@dataclass(frozen=True, slots=True)
class _Frame:
    """The unturned page's size (PDF points) and the quarter turn its text is read in."""

    width: float
    height: float
    turn: int = 0

    def box(self, left: float, right: float, bottom: float, top: float) -> tuple[float, ...]:
        """A character's box (PDF coordinates, origin bottom left) in the frame its text runs
        in: left, right, bottom, top there."""
        if self.turn == 90:  # reading up: up the page is right, right is down
            return bottom, top, self.width - right, self.width - left
        if self.turn == 270:  # reading down
            return self.height - top, self.height - bottom, left, right
        return left, right, bottom, top

    @property
    def reading_height(self) -> float:
        return self.width if self.turn else self.height


def _words(textpage: pdfium.PdfTextPage, frame: _Frame) -> list[Word]:
    n = textpage.count_chars()
    if n <= 0:
        return []
    text, index = _page_text(textpage, n)
    raw = textpage.raw
    spaced, generated = _letter_spaced(text, raw, index)
    rect = pdfium_c.FS_RECTF()
    prect = ctypes.byref(rect)
    char_box = pdfium_c.FPDFText_GetLooseCharBox
    words: list[Word] = []
    chars: list[str] = []
    x0 = y0 = x1 = y1 = 0.0
    prev_x1 = 0.0
    prev_base = prev_top = 0.0
    prev_i = -1

    def flush() -> None:
        if chars:
            text = _composed("".join(chars).translate(_SLASHES))
            words.append(Word(text, x0, page_height - y1, x1, page_height - y0))
            chars.clear()

    page_height = frame.reading_height

    soft_break = False  # a break PDFium generated, not one of the text
    spent_space = False  # a space of the text, the word ending unless the next letter touches
    # (an unturned page, most of them, reads the box as it is: no call per character)
    turned = frame.turn != 0
    start = 0
    for brk in [*_BREAK_RE.finditer(text, 0, len(index)), None]:
        end = brk.start() if brk else len(index)
        for k in range(start, end):
            i = index[k]
            # the loose box spans the font's ascent to descent, so boxes on one line align
            if not char_box(raw, i, prect):
                continue
            if turned:
                cl, cr, cb, ct = frame.box(rect.left, rect.right, rect.bottom, rect.top)
            else:
                cl, cr, cb, ct = rect.left, rect.right, rect.bottom, rect.top
            if chars:
                # over a generated break only a letter-spaced word's next letter (each placed
                # on its own, a hair apart: "R e c h n u n g") goes on with it
                letters = prev_i in spaced and i in spaced
                # a letter set as a superscript of the one before it goes on with it too
                prev = (prev_x1, prev_base, prev_top)
                raised = text[k].isalpha() and _superscript(prev, (cl, cb, ct))
                if not raised and (
                    (soft_break and not letters)
                    or _apart(prev, (cl, cb, ct), soft_break or spent_space)
                ):
                    flush()
            soft_break = spent_space = False
            if not chars:
                x0, y0, x1, y1 = cl, cb, cr, ct
            else:
                x0, y0 = (cl if cl < x0 else x0), (cb if cb < y0 else y0)
                x1, y1 = (cr if cr > x1 else x1), (ct if ct > y1 else y1)
            chars.append(text[k])
            prev_x1, prev_base, prev_top, prev_i = cr, cb, ct, i
        if brk is None:
            break
        start = end + 1
        if index[end] in generated:
            soft_break = True  # a space or line break PDFium put between two text objects
        elif brk.group() == " " and chars:
            # a space of the text parts the words only when the next letter stands apart: a
            # writer that breaks a narrow column by characters may leave one in a word and
            # draw the rest of the word over it ("Ru bber" printed "Rubber")
            spent_space = True
        else:
            flush()
            soft_break = False
    flush()
    return words
