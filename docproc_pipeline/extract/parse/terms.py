"""Payment terms: after their label, else a payment phrase of the lexicons."""

from __future__ import annotations

import re

from docproc_pipeline.extract.lexicon import lexicon
from docproc_pipeline.extract.parse.confidence import CONFIDENCE
from docproc_pipeline.extract.parse.context import Context
from docproc_pipeline.extract.parse.dates import find_dates
from docproc_pipeline.extract.parse.hits import Hit, right_segment, strip_value
from docproc_pipeline.extract.parse.labels import (
    find_labels,
)
from docproc_pipeline.extract.parse.lines import SENTENCE_END, Line
from docproc_pipeline.extract.parse.numbers import (
    find_money,
)
from docproc_pipeline.extract.parse.party_text import is_contact
from docproc_pipeline.extract.parse.rules import Candidate, Rule, decide
from docproc_pipeline.extract.parse.vocab import alternatives, word_start_pattern
from docproc_pipeline.invoice import InvoiceFields

# payment terms printed as a sentence without a label ("Zahlbar innerhalb 14 Tagen netto",
# "Net 30", "Pago a 60 días"): the lexicons' payment phrases, after an optional lead-in
_PHRASES = lexicon().payment_phrases
_TERMS_RE = re.compile(
    rf"^\W*(?:(?:{'|'.join(_PHRASES['lead'])})\s+)?(?:{'|'.join(_PHRASES['phrase'])})",
    re.IGNORECASE,
)


_LEADING_MARKS = re.compile(r"^[^\w(]+")


def _labelled_terms(ctx: Context, hits: list[Hit], f: InvoiceFields) -> Candidate | None:
    """The text after a payment-terms label (run on to the next line in its column), unless it
    is only a date (a due date), another label, or holds an amount; nor a channel and its bank
    (read only when nothing else names the terms: `_labelled_channel_and_bank`)."""
    return _labelled(ctx, hits, with_bank=False)


def _labelled_channel_and_bank(ctx: Context, hits: list[Hit], f: InvoiceFields) -> Candidate | None:
    """ "Forma de pago: transferencia: BBVA" when no label or phrase names the terms."""
    return _labelled(ctx, hits, with_bank=True)


def _labelled(ctx: Context, hits: list[Hit], *, with_bank: bool) -> Candidate | None:
    for h in hits:
        if h.field == "payment_terms":
            # a label word ending a sentence ("... com o seu pagamento") heads nothing below
            text = h.line.segments[h.segment].text
            running = len(text[: h.match.start].split()) >= 3
            if running and not text[h.match.end :].lstrip().startswith(":"):
                continue  # the words inside a sentence ("... des conditions de paiement entraine")
            value = _without_translated_label(_before_next_label(h.inline))
            if _second_heading(value):
                value = ""  # "Payment terms & bank details": a heading of two, over them
            beside = _paired(text) and h.segment + 1 < len(h.line.segments)
            # (a "Label:" pair's cell beside it that is no value, a prepayment's word: nothing
            # under it is the label's)
            value = value or h.right or _phrase_right(h) or ("" if running or beside else h.below)
            if not h.inline and not running and h.right and not _paired(text) and _header_row(h):
                # a header row of labels ("Pagamento  Scadenze"): under it (nothing at a
                # page's foot, the grid going on on the next page)
                value = h.below
            if value and _no_terms(ctx, value) and not _wraps_to_phrase(ctx, h, value):
                continue  # "Zahlungsziel  23.06.2026" names a due date; a label, a method no terms
            if value and not find_money(value, ctx.decimal_sep):
                if value == h.below and not h.inline and not h.right:
                    value = _paying_bullet(ctx, h, value)
                # the label's colon OCR read as ";" or a speck as "·": no part of the terms
                value = _LEADING_MARKS.sub("", value)
                terms = _terms_continued(ctx, h, value.strip())
                if not h.inline and not h.right and len(h.line.segments) > 1:
                    terms = _cell_run_on(ctx, h, terms)
                if _only_a_channel(terms):
                    continue  # "Przelew": how to pay, not when (checked on the wrapped whole)
                if _IBAN_WORD.search(terms) and not _TERMS_RE.match(terms):
                    continue  # "Virement bancaire (IBAN : FR74...)": where to pay, not when
                if not with_bank and _channel_and_bank(terms):
                    continue  # "transferencia: BBVA": how and where, a later label may say when
                return _without_row_label(terms).rstrip(":").strip(), CONFIDENCE.TERMS_LABELLED, h
    return None


_IBAN_WORD = re.compile(r"\bIBAN\b", re.IGNORECASE)
# "&" or "and" joining a second heading to the terms label's
_JOINED = re.compile(r"^(?:" + alternatives("and_word") + r")\s+", re.IGNORECASE)


def _second_heading(value: str) -> bool:
    """Whether what follows the terms label is a second heading joined to it ("& bank
    details"): a label of its own and nothing else."""
    joined = _JOINED.match(value)
    if joined is None:
        return False
    rest = value[joined.end() :].rstrip(" :")
    found = find_labels(rest)
    return bool(found) and found[0].start == 0 and found[-1].end >= len(rest)


def _phrase_right(h: Hit) -> str:
    """The next cell of the label's line when it reads as terms though it opens with another
    label's word ("Payment terms:  Due 30 days from invoice date")."""
    if h.segment + 1 >= len(h.line.segments):
        return ""
    text = h.line.segments[h.segment + 1].text
    return text if _TERMS_RE.match(text) else ""


def _before_next_label(value: str) -> str:
    """The terms up to another field's label, or a payment channel, and its colon after a
    comma, semicolon or full stop ("przelew, Data zapłaty: 2025-07-23": the method, then the
    payment's date; "Pago a 30 días. Transferencia bancaria: ES12 ...": the bank details), or up
    to a sentence labelling a figure ("... fecha factura. Importe: 1.833,39 €")."""
    for sep in re.finditer(r"[,;]\s*|\.\s+", value):
        head = value[sep.end() :].split(":", 1)
        if len(head) < 2:
            break
        words = head[0].strip()
        found = find_labels(words)
        if (found and found[0].start == 0 and found[0].end == len(words)) or _only_a_channel(words):
            return value[: sep.start()]
        if (
            sep.group().startswith(".")
            and _FIGURE_LABEL.fullmatch(words)
            and _FIGURE_AFTER.match(head[1])
        ):
            return value[: sep.start()]  # another sentence labels a figure ("Importe: 1.833,39 €")
    return value


# a sentence after the terms that labels a figure: a word or two, a colon, then the figure
_FIGURE_LABEL = re.compile(r"[^\W\d_]+(?:\s[^\W\d_]+)?")
_FIGURE_AFTER = re.compile(r"\s*[^\d\s]{0,3}\s?\d")  # a currency sign first: "R$ 3.610,58"


def _without_translated_label(value: str) -> str:
    """The terms after the label printed again in another language ("Warunki płatności /
    Terms of Payment: Gotówka"): what follows that label's colon."""
    found = find_labels(value)
    if found and found[0].field == "payment_terms" and value[: found[0].start].strip(" /") == "":
        rest = value[found[0].end :]
        if rest.lstrip().startswith(":"):
            return rest.lstrip()[1:].strip()
    if _TRANSLATION_ONLY.fullmatch(value):
        return ""  # "Codice e descrizione pagamento / Payment": its value is under it
    return value


# the label's translation after a slash and nothing else: a few words, no figure
_TRANSLATION_ONLY = re.compile(r"\s*/\s*[^\W\d_]+(?:\s+[^\W\d_]+){0,3}\s*:?\s*")


_BULLET = re.compile(r"^\s*[-•·*–]\s+")
_PAY_WORD = word_start_pattern("pay_word")
# how many bullets under a terms label are read for the one about paying
_BULLETS_MAX = 4


def _paying_bullet(ctx: Context, h: Hit, first: str) -> str:
    """Under a terms label, a list of bulleted notes ("- Opération exonérée de la TVA ...",
    "- Facture ... payable avant la date d'échéance ..."): the first bullet that speaks of
    paying (lexicon pay words), else the first."""
    if not _BULLET.match(first) or _PAY_WORD.search(first):
        return first
    for line in ctx.lines[h.line.index + 1 : h.line.index + 1 + _BULLETS_MAX]:
        text = line.segments[0].text if line.segments else ""
        if line.page == h.line.page and _BULLET.match(text) and _PAY_WORD.search(text):
            return text
    return first


# "Omschrijving: Betaling binnen 30 dagen": a row label of a terms box before its phrase
_ROW_LABEL = re.compile(r"^[^\W\d_][^\W\d_ .-]*:\s*")


def _without_row_label(value: str) -> str:
    """The terms without the one-word row label a terms box prints before them, when a payment
    phrase follows it ("Description: Payment within 30 days")."""
    m = _ROW_LABEL.match(value)
    if m and _TERMS_RE.match(value[m.end() :]):
        return value[m.end() :]
    return value


def _terms_phrase(ctx: Context, hits: list[Hit], f: InvoiceFields) -> Candidate | None:
    """A segment opening with a payment phrase of the lexicons ("Zahlbar innerhalb 14 Tagen")."""
    for line in ctx.lines:
        for seg in line.segments:
            phrase = _TERMS_RE.match(seg.text)
            if phrase is None or _is_a_label(seg.text) or _only_a_channel(seg.text[phrase.end() :]):
                # no terms either: another field's label ("Pago a cuenta  -5.250,00"), or only
                # how it was paid ("Pago por Cartão de Débito")
                continue
            text = _phrase_run_on(ctx, line, _LEADING_MARKS.sub("", seg.text).strip())
            text = _before_next_label(text)
            # a short word and a colon ending it lead to the bank details ("... 14 Tagen an:");
            # a colon alone, to the figure the terms give ("... 2% Skonto:  7100,28 €")
            text = _INTRODUCING_END.sub("", text).removesuffix(":").rstrip()
            return text, CONFIDENCE.TERMS_PHRASE, None
    return None


def _terms_after_due_label(ctx: Context, hits: list[Hit], f: InvoiceFields) -> Candidate | None:
    """A due-date label followed by a payment phrase instead of a date ("Vencimiento: Pago a
    la recepción de la factura", "Due: Net 30")."""
    for h in hits:
        if h.field != "due_date":
            continue
        # the whole rest of the label's cell: the phrase may hold another label's word
        # ("... recepción de la factura")
        rest = strip_value(h.line.segments[h.segment].text[h.match.end :]) or h.right
        if _TERMS_RE.match(rest):
            return rest, CONFIDENCE.TERMS_PHRASE, h
    return None


_INTRODUCING_END = re.compile(r"\s+[^\W\d_]{1,3}\s*:$")


def _phrase_run_on(ctx: Context, line: Line, text: str) -> str:
    """A terms sentence wrapped onto the next line of its paragraph ("Graag binnen 30 dagen
    ... o.v.v. het" / "factuurnummer."): a line alone, right under it at the same left edge
    or centred under it, going on in lower case, the sentence having no closing stop."""
    k = line.index + 1
    if k >= len(ctx.lines) or len(line.segments) != 1 or text.endswith((".", "!", "?")):
        return text
    nxt = ctx.lines[k]
    if nxt.page != line.page or nxt.y0 - line.y1 > 0.8 * line.height or len(nxt.segments) != 1:
        return text
    below = nxt.segments[0].text.strip()
    # the same left edge, or the same centre (a centred paragraph at the page's foot)
    tol = 0.5 * line.height
    aligned = (
        abs(nxt.x0 - line.x0) <= tol or abs((nxt.x0 + nxt.x1) - (line.x0 + line.x1)) <= 2 * tol
    )
    if not aligned or not below[:1].islower():
        return text
    return f"{text} {SENTENCE_END.split(below, 1)[0]}"


PAYMENT_TERMS_RULES: tuple[Rule, ...] = (
    _labelled_terms,
    _terms_phrase,
    _terms_after_due_label,
    _labelled_channel_and_bank,
)


# the full stop closing the terms before a sentence of bank details ("IBAN ...", "BIC ...")
_BANK_SENTENCE = re.compile(r"\.\s+(?=(?:" + alternatives("register_mark") + r")\b)", re.IGNORECASE)


# a speck OCR read as a mark standing alone after the terms ("... a 21 gg d.f. .")
_TRAILING_SPECK = re.compile(r"\s+[.,:;·'`]+$")


def read_payment_terms(ctx: Context, hits: list[Hit], f: InvoiceFields) -> None:
    """Payment terms by the first of `PAYMENT_TERMS_RULES` that finds them; on a scan without a
    speck standing alone after them."""
    decide(ctx, hits, f, "payment_terms", PAYMENT_TERMS_RULES)
    if f.payment_terms:
        # the sentence after the terms gives the bank ("... ohne Abzug. IBAN CH70 ..."): no terms
        f.payment_terms = _BANK_SENTENCE.split(f.payment_terms, 1)[0]
    if f.payment_terms and ctx.lines and ctx.lines[0].ocr:
        f.payment_terms = _TRAILING_SPECK.sub("", f.payment_terms)


def _only_a_date(ctx: Context, text: str) -> bool:
    found = find_dates(text, ctx.slash_order)
    return bool(found) and not re.search(
        r"[^\W\d_]{3}", text[: found[0].start] + text[found[0].end :]
    )


# a payment method's words ("Przelew", "DOMICILIACIÓN BANCARIA", "by bank transfer")
_CHANNEL = re.compile(
    r"(?<![^\W\d_])(?:" + alternatives("payment_channel") + r")(?![^\W\d_])", re.IGNORECASE
)


def _no_terms(ctx: Context, value: str) -> bool:
    """A value under a terms label that states no terms: a due date alone, another label, a web
    or e-mail address ("Términos y condiciones: http://...")."""
    return _only_a_date(ctx, value) or _is_a_label(value) or is_contact(value)


def _only_a_channel(text: str) -> bool:
    """The text names only how to pay, not when: a channel's words and nothing left of three
    letters or with a digit ("Przelew", "Bonifico bancario"; not "Bonifico 30 gg d.f.")."""
    # (a catalogue's code before the channel's name: "03 - Transferencia electrónica de fondos")
    rest = _CHANNEL.sub(" ", _CHANNEL_CODE.sub("", text))
    return rest != text and not re.search(r"[^\W\d_]{3}|\d", rest)


# a payment catalogue's code opening a channel's name ("03 - Transferencia", "01 Efectivo")
_CHANNEL_CODE = re.compile(
    r"^\s*\d{1,3}\s*[-–]?\s*(?=(?:" + alternatives("payment_channel") + r")(?![^\W\d_]))",
    re.IGNORECASE,
)


def _channel_and_bank(text: str) -> bool:
    """The text names a channel and then only a bank's name in capitals ("transferencia: BBVA",
    "Bank transfer - HSBC"): no digit, every word left upper case."""
    rest = _CHANNEL.sub(" ", text)
    words = re.findall(r"[^\W\d_]+", rest)
    return (
        rest != text
        and bool(words)
        and not re.search(r"\d", rest)
        and all(w.isupper() and len(w) > 1 for w in words)
    )


def _paired(label_cell: str) -> bool:
    """Whether the label's cell closes with a colon: a "Label:  value" pair, no header row
    ("Forma płatności:  Przedpłata", the next cell a prepayment's word)."""
    return label_cell.rstrip().endswith(":")


def _header_row(h: Hit) -> bool:
    """Whether the label's line is a grid's header row: the next cell another label, or a line
    without a digit of two cells or more beside the label, one of them another label
    ("Modalità pagamento  Dettagli  Scadenze  Importo", "P.O. Number  Terms  Rep  Ship")."""
    if _is_a_label(h.right):
        return True
    others = [seg.text for k, seg in enumerate(h.line.segments) if k != h.segment]
    return not re.search(r"\d", h.line.text) and len(others) >= 2 and any(map(_is_a_label, others))


def _is_a_label(text: str) -> bool:
    """The text is another field's label and little more ("Liefer-/Leistungsdatum")."""
    text = text.strip()
    labels = find_labels(text)
    if not labels or labels[0].start != 0 or labels[0].field == "payment_terms":
        return False
    return not re.search(r"[^\W\d_]{3}", text[labels[0].end :])


def _cell_run_on(ctx: Context, h: Hit, value: str) -> str:
    """Terms under their label in a row of labels (a grid's cell) with the lines they wrap
    onto in that cell: tightly under the value, at its left edge, no label, no row label
    ("Discount rate: 10%") and no amount."""
    cur = next(
        (
            seg
            for ln in ctx.lines[h.line.index + 1 : h.line.index + 3]
            for seg in ln.segments
            if seg.text == h.below
        ),
        None,
    )
    if cur is None:
        return value
    k = next(i for i, ln in enumerate(ctx.lines) if any(s is cur for s in ln.segments))
    parts = [value]
    for nxt in ctx.lines[k + 1 : k + 1 + TERMS_CELL_LINES_MAX]:
        if nxt.page != h.line.page or nxt.y0 - cur.y1 > CELL_LINE_GAP * cur.height:
            break
        below = next((s for s in nxt.segments if abs(s.x0 - cur.x0) < 3), None)
        if below is None or find_money(below.text, ctx.decimal_sep):
            break
        labels = find_labels(below.text)
        if (labels and labels[0].start == 0) or _ROW_LABEL.match(below.text):
            break
        parts.append(below.text.strip())
        cur = below
    return " ".join(parts)


# the lines a grid cell's terms wrap onto at most, and the gap between them (a share of the
# line height: a cell's lines are set tighter than the grid's rows)
TERMS_CELL_LINES_MAX = 3
CELL_LINE_GAP = 0.6


def _terms_continued(ctx: Context, h: Hit, value: str) -> str:
    """Terms beside their label that run on in the same column of the next line
    ("Payment Terms  30% advance payment," / "balance at 30 days")."""
    if h.inline and not _TRANSLATION_ONLY.fullmatch(h.inline):
        return _inline_terms_wrapped(ctx, h, value)
    # the value's own segment on the label's line (a value read off the neighbouring line, or
    # left of a mirrored label, has none there: it runs on nowhere)
    seg = right_segment(h)
    if seg is None:
        return value
    nxt = ctx.lines[h.line.index + 1] if h.line.index + 1 < len(ctx.lines) else None
    if nxt is None or nxt.page != h.line.page or nxt.y0 - h.line.y1 > 1.5 * h.line.height:
        return value
    if any(s.x1 <= seg.x0 - 3 for s in nxt.segments):
        return value  # the next line has a label column of its own
    below = next((s for s in nxt.segments if abs(s.x0 - seg.x0) < 3), None)
    if below is None:
        return value
    if not (
        value.endswith((",", "-", ";"))
        or below.text[:1].islower()
        # a second term of its own under the first ("10 Tage 2% Skonto" / "30 Tage netto")
        or (_TERMS_RE.match(below.text) is not None and len(nxt.segments) == 1)
    ):
        return value
    return f"{value} {SENTENCE_END.split(below.text.strip(), 1)[0]}"


def _inline_terms_wrapped(ctx: Context, h: Hit, value: str) -> str:
    """Terms after their label in one segment, wrapped onto the next line of a paragraph
    ("Conditions de paiement: Paiement comptant, sans" / "escompte"): a line right under it,
    alone and within the segment's width (left-aligned or centred), that goes on in lower case
    or is one centred word other than a label, the terms having no closing stop."""
    seg = h.line.segments[h.segment]
    k = h.line.index + 1
    if k >= len(ctx.lines) or h.segment != 0 or value.endswith((".", "!", "?")):
        return value
    nxt = ctx.lines[k]
    if nxt.page != h.line.page or nxt.y0 - h.line.y1 > 0.8 * h.line.height:
        return value
    below = nxt.segments[0]
    text = below.text.strip()
    tol = 0.5 * h.line.height
    inside = below.x0 >= seg.x0 - tol and below.x1 <= seg.x1 + tol
    # the terms' column at the left of the line: other columns' text right of it on both lines
    columns = all(s.x0 > seg.x1 + tol for s in [*h.line.segments[1:], *nxt.segments[1:]])
    # or a paragraph's terms going on in lower case and closed by a stop on the next line,
    # another sentence after it ("Conditions : 10" / "jours fin de mois.  IBAN FR76 ...")
    closed = text.endswith(".") and text[:1].islower()
    if not inside or not (columns or closed) or text.endswith("!"):
        return value
    labels = find_labels(text)
    # a word in lower case goes on with the sentence, even a label's ("... sans" / "escompte");
    # a capitalised one only as the centred last word of a centred paragraph ("... nach" /
    # "Rechnungseingang"): at the left edge it is a line of its own ("Autoliquidation")
    centred = (
        below.x0 > seg.x0 + tol
        and abs((below.x0 + below.x1) - (seg.x0 + seg.x1)) / 2 < 2 * h.line.height
    )
    one_word = len(text.split()) == 1 and not (labels and labels[0].start == 0)
    # a short number phrase goes on with words too ("... w terminie" / "30 dni"), not an amount
    counted = (
        text[:1].isdigit()
        and value[-1:].isalpha()
        and len(text.split()) <= 3
        and not find_money(text, ctx.decimal_sep)
    )
    # terms cut after their count ("Zahlungsbedingungen: 10" / "Tage netto. IBAN ...")
    cut_count = value.isdigit() and len(value) <= 3 and text[:1].isalpha()
    runs_on = text[:1].islower() or counted or cut_count
    if runs_on or (one_word and centred):
        # the sentence ends on that line, another begins ("sofort ohne Abzug. IBAN CH39 ...")
        return f"{value} {SENTENCE_END.split(text, 1)[0]}"
    return value


def _wraps_to_phrase(ctx: Context, h: Hit, value: str) -> bool:
    """Whether a value that alone is another label's word ("Zahlungsbedingungen: Zahlbar")
    opens a payment phrase wrapped onto the next line ("sofort ohne Abzug.")."""
    return bool(h.inline) and _TERMS_RE.match(_inline_terms_wrapped(ctx, h, value)) is not None
