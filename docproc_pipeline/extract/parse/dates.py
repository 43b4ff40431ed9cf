"""Dates as printed: `2026-03-14`, `2026/03/14`, `14.03.2026`, `03/14/2026`, `14/03/2026`,
`14-Mar-2026`, `14 March 2026`, `14th March 2026`, `March 14, 2026`, `14. März 2026`,
`1er juillet 2026`, `12 de marzo de 2026`, `3 marca 2026` (month names and abbreviations of every
lexicon language, from CLDR).

Slash dates are ambiguous; `detect_slash_order` picks day-first or month-first for a document.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date

from docproc_pipeline.extract.lexicon import lexicon
from docproc_pipeline.extract.parse.pattern_keys import key_trie_regex
from docproc_pipeline.extract.parse.vocab import alternatives

# month names and abbreviations of every lexicon language, from CLDR (`extract/lexicon`)
MONTHS: dict[str, int] = lexicon().months

# (as a trie, longer names tried first: the same match as the names' alternation longest first,
# without trying each of some 200 names at every word of every text searched for a date)
_MONTH_ALT = key_trie_regex(list(MONTHS))
# a month's name and its year opening a text ("Juli 2026 ..."): what a date cell leaves when
# its day went to another cell
# a month's name and the year after a slash, a bill's reference month ("OUT/23", "Jan/2026")
MONTH_SLASH_YEAR = re.compile(rf"(?:{_MONTH_ALT})\.?/(?:19|20)?\d\d", re.IGNORECASE)
MONTH_AND_YEAR = re.compile(rf"(?:{_MONTH_ALT})\.?\s+(?:19|20)\d\d\b", re.IGNORECASE)
_ISO = r"(?P<iy>\d{4})-(?P<im>\d{1,2})-(?P<id>\d{1,2})"
# year first with slashes or dots, as East Asian and some ERP layouts print it: 2026/03/14
_YMD = r"(?P<ky>\d{4})(?P<ks>[/.])(?P<km>\d{1,2})(?P=ks)(?P<kd>\d{1,2})"
# typeset with a space after each point ("14. 11. 2018", LaTeX's German date) only with a
# four-digit year; the day's point OCR read as a comma ("17,12.2025") too, with one
_DOTTED = (
    r"(?P<dd>\d{1,2})(?:\.(?P<dsp>\s)?|,(?=\d{1,2}\.\d{4}(?!\d)))(?P<dm>\d{1,2})\.(?(dsp)\s)"
    r"(?P<dy>\d{4}|(?(dsp)(?!)|\d{2}(?!\d)))"
)
# two-digit years too ("05/05/24"), as ERP prints and US invoices often have them
_SLASH = r"(?P<sa>\d{1,2})/(?P<sb>\d{1,2})/(?P<sy>\d{4}|\d{2}(?!\d))"
# (a space may stand by a dash: "30 - 11 - 2025", "18- 02- 2025", as e-Fatura templates print;
# a fiscal printer's two-digit year: "Fecha : 20-05-17")
_DASHED = r"(?P<ea>\d{1,2})\s?-\s?(?P<eb>\d{1,2})\s?-\s?(?P<ey>\d{4}|\d{2}(?![\d-]))"
# a month name between hyphens or slashes: 14-Mar-2026, 14/Mar/26
_DMY_NAMED = (
    rf"(?P<hd>\d{{1,2}})(?P<hs>[-/])(?P<hm>{_MONTH_ALT})\.?(?P=hs)(?P<hy>\d{{4}}|\d{{2}})(?!\d)"
)
# "14 March 2026", "14. März 2026", "14th March 2026", "1er juillet 2026", "1st of May 2026"
# ... "12 de marzo de 2026", "3 de março de 2026" (Spanish and Portuguese join them with "de")
# (ordinals and joining words are the lexicons' `ordinal_suffix`, `day_month_join`, `year_join`)
_ORDINAL = alternatives("ordinal_suffix")
_DAY_MONTH_JOIN = alternatives("day_month_join")
_YEAR_JOIN = alternatives("year_join")
_DAY_MONTH = (
    rf"(?P<nd>\d{{1,2}})(?:{_ORDINAL})?\.?\s*(?:(?:{_DAY_MONTH_JOIN})\s+)?(?P<nm>{_MONTH_ALT})\.?,?"
    rf"\s+(?:(?:{_YEAR_JOIN})\s+)?(?P<ny>\d{{4}})"
)
# year first, as Hungary and Lithuania print it: "2026. március 12.", "2026 m. kovo 12 d." (the
# year's and the day's marks are the lexicons' `year_mark`, `day_mark`), and the Hungarian
# numeric date typeset with a space after each point ("2026. 03. 12.")
_YEAR_MARK = alternatives("year_mark")
_DAY_MARK = alternatives("day_mark")
_YEAR_FIRST_NAMED = (
    rf"(?P<wy>(?:19|20)\d\d)\.?\s+(?:(?:{_YEAR_MARK})\s+)?(?P<wm>{_MONTH_ALT})\.?\s+(?P<wd>\d{{1,2}})"
    rf"(?:\.|\s+(?:{_DAY_MARK}))?"
)
# a system clock's stamp: the month's name, the day, the time, its zone, the year ("Fri Dec 11
# 17:35:35 CET 2020", as the Unix `date` prints it)
_CLOCK_STAMP = (
    rf"(?P<cm>{_MONTH_ALT})\s+(?P<cd>\d{{1,2}})\s+\d{{1,2}}:\d{{2}}:\d{{2}}\s+(?:[A-Z]{{2,5}}\s+)?"
    r"(?P<cy>(?:19|20)\d\d)"
)
# the year, its mark, then the day before the month's name ("2026. gada 12. marts", as Latvia
# prints it): only with the year's mark, which a day-first date never carries
_YEAR_MARK_DAY_NAMED = (
    rf"(?P<gy>(?:19|20)\d\d)\.?\s+(?:{_YEAR_MARK})\s+(?P<gd>\d{{1,2}})\.?\s+(?P<gm>{_MONTH_ALT})"
)
_YMD_SPACED = r"(?P<zy>\d{4})\.\s(?P<zm>\d{1,2})\.\s(?P<zd>\d{1,2})\."
# "March 14th, 2026" (and "Mar 1. 2024": OCR reads the comma as a point)
_US_ORDINAL = alternatives("month_day_suffix")
_MONTH_DAY = (
    rf"(?P<mm>{_MONTH_ALT})\.?\s+(?P<md>\d{{1,2}})(?:{_US_ORDINAL})?\s?[,.]?\s+(?P<my>\d{{4}})"
)
DATE_RE = re.compile(
    rf"(?<![\w/.-])(?:{_ISO}|{_YMD_SPACED}|{_YMD}|{_DOTTED}|{_SLASH}|{_DASHED}|{_DMY_NAMED}|{_DAY_MONTH}"
    rf"|{_YEAR_MARK_DAY_NAMED}|{_YEAR_FIRST_NAMED}|{_CLOCK_STAMP}|{_MONTH_DAY})"
    # an ISO date and time joined by "T" ("2026-03-05T11:34:25") ends at the "T", a date and
    # time joined by a dash ("03/12/2019- 19:01:49") at the dash, or by a slash
    # ("08.05.2017/10:38:17", a till's stamp) at the slash
    r"(?:(?![\w/-])|(?=T\d{2}:\d{2})|(?=-\s?\d{1,2}:\d{2})|(?=/\d{1,2}:\d{2}))",
    re.IGNORECASE,
)


# hyphens other than the ASCII one that a text layer may carry between a date's parts
# ("18‐08‐2026" with U+2010, a non-breaking hyphen, a figure dash, an en dash, a minus sign):
# read as "-", character for character, so positions in the text stay the same
_HYPHENS = str.maketrans(dict.fromkeys("\u2010\u2011\u2012\u2013\u2212\ufe63\uff0d", "-"))


_DIGIT = re.compile(r"\d")


@functools.lru_cache(maxsize=8192)
def _dates_in(text: str) -> tuple[re.Match[str], ...]:
    """The date matches in `text`, left to right (kept per text: a document's lines are
    searched for dates by several rules)."""
    if not _DIGIT.search(text):
        return ()  # every form of date has a digit
    return tuple(DATE_RE.finditer(text.translate(_HYPHENS)))


@dataclass(frozen=True, slots=True)
class FoundDate:
    value: date
    start: int
    end: int


def detect_slash_order(texts: Iterable[str], *, us_hint: bool = False) -> str:
    """ "dmy" or "mdy" for `a/b/yyyy` dates: decided by a part over 12, else by `us_hint`."""
    for text in texts:
        for m in re.finditer(r"(?<![\d/])(\d{1,2})/(\d{1,2})/(?:\d{4}|\d{2})(?![\d/])", text):
            a, b = int(m.group(1)), int(m.group(2))
            if a > 12 >= b:
                return "dmy"
            if b > 12 >= a:
                return "mdy"
    return "mdy" if us_hint else "dmy"


def month_first_printed(texts: Iterable[str]) -> bool:
    """Whether the dates are written month first, as in the US: a slash date with a part over 12
    that puts the month first ("04/25/2026"), or a month name before the day ("March 14, 2026")."""
    texts = list(texts)
    if detect_slash_order(texts) == "mdy":
        return True
    return any(m.group("mm") for text in texts for m in _dates_in(text))


def order_guessed(texts: Iterable[str], value: date) -> bool:
    """Whether `value` was read from a slash or dash date whose two parts could each be the day
    or the month ("03/04/2026"), no date of the document proving the order (a part over 12),
    and the date not printed in a form that is plain (a month name, day.month.year, ISO)."""
    ambiguous = plain = False
    for text in texts:
        for m in _dates_in(text):
            g = m.groupdict()
            parts = (g["sa"], g["sb"], g["sy"]) if g["sa"] else (g["ea"], g["eb"], g["ey"])
            if parts[0] is None:
                found = find_dates(m.group(0))
                plain = plain or any(f.value == value for f in found)
                continue
            a, b, y = (int(x) for x in parts)
            if a > 12 or b > 12:
                return False  # the document's order is proven
            if a != b and value in (_make(y, a, b), _make(y, b, a)):
                ambiguous = True
            elif value == _make(y, a, b):
                plain = True
    return ambiguous and not plain


# two-digit years from this one on are the 1900s ("1/31/94" of a scanned 1994 invoice), as C's
# and Python's strptime read them; below it the 2000s ("05/05/24")
_CENTURY_PIVOT = 69


def _make(y: int, m: int, d: int) -> date | None:
    if y < 100:
        y += 1900 if y >= _CENTURY_PIVOT else 2000
    try:
        return date(y, m, d)
    except ValueError:
        return None


def find_dates(text: str, slash_order: str = "dmy") -> list[FoundDate]:
    """Every date in the text, left to right."""
    out: list[FoundDate] = []
    for m in _dates_in(text):
        g = m.groupdict()
        value: date | None
        if g["iy"]:
            value = _make(int(g["iy"]), int(g["im"]), int(g["id"]))
        elif g["ky"]:
            value = _make(int(g["ky"]), int(g["km"]), int(g["kd"]))
        elif g["zy"]:
            value = _make(int(g["zy"]), int(g["zm"]), int(g["zd"]))
        elif g["wy"]:
            value = _make(int(g["wy"]), MONTHS[g["wm"].lower()], int(g["wd"]))
        elif g["gy"]:
            value = _make(int(g["gy"]), MONTHS[g["gm"].lower()], int(g["gd"]))
        elif g["cy"]:
            value = _make(int(g["cy"]), MONTHS[g["cm"].lower()], int(g["cd"]))
        elif g["hd"]:
            value = _make(int(g["hy"]), MONTHS[g["hm"].lower()], int(g["hd"]))
        elif g["dd"]:
            value = _make(int(g["dy"]), int(g["dm"]), int(g["dd"]))
        elif g["sa"]:
            a, b = int(g["sa"]), int(g["sb"])
            value = _make(int(g["sy"]), a, b) if slash_order == "mdy" else _make(int(g["sy"]), b, a)
        elif g["ea"]:
            # "20-10-2015", "8-9-2022": read in the document's slash order unless that is impossible
            a, b, y = int(g["ea"]), int(g["eb"]), int(g["ey"])
            first, second = ((a, b), (b, a)) if slash_order == "mdy" else ((b, a), (a, b))
            value = _make(y, *first) or _make(y, *second)
        elif g["nd"]:
            value = _make(int(g["ny"]), MONTHS[g["nm"].lower()], int(g["nd"]))
        else:
            value = _make(int(g["my"]), MONTHS[g["mm"].lower()], int(g["md"]))
        if value is not None:
            out.append(FoundDate(value, m.start(), m.end()))
    return out


def parse_date(text: str, slash_order: str = "dmy") -> date | None:
    """The first date in the text, or None."""
    found = find_dates(text, slash_order)
    return found[0].value if found else None


def dates_only(text: str) -> bool:
    """Whether a line holds a date or a range of two dates and nothing else but dashes and one
    short joining word ("01.10.2025-01.11.2025", "1 de octubre de 2026 – 31 de octubre ...");
    a period in brackets is written as part of the description ("(01.01.2016 - 31.01.2016)")."""
    if "(" in text:
        return False
    # two dates a bare hyphen joins ("01.10.2025-01.11.2025") are read apart
    text = re.sub(r"(?<=[./]\d{4})-(?=\d)", " - ", text)
    for order in ("dmy", "mdy"):
        found = find_dates(text, order)
        if not found or len(found) > 2:
            continue
        rest = text
        for d in reversed(found):
            rest = rest[: d.start] + " " + rest[d.end :]
        words = re.findall(r"[^\W\d_]+", rest)
        if not re.search(r"\d", rest) and len(words) <= 1 and all(len(w) <= 3 for w in words):
            return True
    return False
