"""One document: plan (locale/layout per index), model -> HTML -> PDF (WeasyPrint), truth record."""

from __future__ import annotations

import io
import random

from weasyprint import HTML

from .layouts import LAYOUTS
from .locales import LOCALES
from .model import RULES, Ctx, build, truth_fields

PREFIX = {"text_pdf": "wg_inv", "image": "wg_img", "scanned_pdf": "wg_scan"}


def plan(
    seed: int, kind: str, count: int, locales: list[str], layouts: list[str]
) -> list[tuple[str, str]]:
    """(locale, layout) per index: every layout and every language early, then a seeded mix."""
    rng = random.Random(f"weasygen-plan-{seed}-{kind}")
    lay = list(layouts)
    rng.shuffle(lay)
    by_lang: dict[str, list[str]] = {}
    for code in locales:
        by_lang.setdefault(LOCALES[code].lang, []).append(code)
    langs = sorted(by_lang)
    rng.shuffle(langs)
    seq = [rng.choice(by_lang[lg]) for lg in langs]
    while len(seq) < count:
        seq.append(rng.choice(locales))
    out = []
    for i in range(count):
        loc, layout = seq[i], lay[i % len(lay)]
        if layout == "mixed-vat-column" and loc == "en_US" and len(locales) > 1:
            same_lang = [x for x in locales if x != "en_US" and LOCALES[x].lang == "en"]
            loc = (same_lang or [x for x in locales if x != "en_US"])[0]
        out.append((loc, layout))
    return out


def break_for(kind: str, index: int, layout: str) -> str | None:
    """About 1 in 12 text PDFs (index ≡ 6 mod 12) carries one deliberate rule break."""
    if kind != "text_pdf" or index % 12 != 6:
        return None
    rule = RULES[(index // 12) % len(RULES)]
    if layout == "receipt-narrow" and rule == "due_before_issue":
        rule = "total"
    if layout == "craft-titles" and rule == "line_sum":
        rule = "tax_rate"
    return rule


def max_lines_for(c: Ctx, kind: str, layout: str) -> int:
    if layout == "receipt-narrow":
        return 8
    if kind == "image":
        return 6
    if kind != "image" and c.rng.random() < 0.25:
        return c.rng.randint(18, 32)
    return c.rng.randint(3, 9)


def render_pdf(html: str) -> tuple[bytes, int]:
    doc = HTML(string=html).render()
    buf = io.BytesIO()
    doc.write_pdf(buf)
    return buf.getvalue(), len(doc.pages)


def make(
    seed: int, kind: str, index: int, locale: str, layout: str
) -> tuple[bytes, int, dict, str]:
    """-> (pdf bytes, pages, truth record without file/format, stem)."""
    mod = LAYOUTS[layout]
    brk = break_for(kind, index, layout)
    for attempt in range(6):
        c = Ctx(seed, kind, index * 10 + attempt, LOCALES[locale], layout)
        ml = max_lines_for(c, kind, layout)
        if attempt:
            ml = max(mod.FLAGS.get("min_lines", 2), ml - 2 * attempt)
        inv = build(c, mod.FLAGS, brk, ml)
        pdf, pages = render_pdf(mod.render(c, inv))
        if kind != "image" or pages == 1:
            break
    else:
        raise RuntimeError(f"{kind} {index}: could not fit one page")
    stem = f"{PREFIX[kind]}_{locale}_{index:04d}"
    rec = {
        "file": "",
        "kind": kind,
        "format": "",
        "pages": pages,
        "language": c.lang,
        "layout": layout,
        "fields": truth_fields(inv),
        "expected_validation_errors": sorted(inv.errors),
    }
    return pdf, pages, rec, stem
