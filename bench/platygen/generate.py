"""One document end to end: model -> platypus story -> PDF bytes -> truth record."""
import json
import random

from . import layouts, model
from .style import Look, build_pdf, choose_family

MAX_IMAGE_TRIES = 6


def doc_rng(seed, kind, idx, attempt=0):
    return random.Random(f"platygen|{seed}|{kind}|{idx}|{attempt}")


def plan(seed, kind, count, locales, layout_names):
    """(index, locale, layout) for each document of a kind; Swiss locales favour the QR slip."""
    out = []
    for i in range(count):
        r = random.Random(f"platygen-plan|{seed}|{kind}|{i}")
        layout = layout_names[(i + {"text_pdf": 0, "image": 3, "scanned_pdf": 7}[kind]) % len(layout_names)]
        loc = locales[(i * 7 + {"text_pdf": 0, "image": 5, "scanned_pdf": 11}[kind]) % len(locales)]
        if layout == "swiss-qr-slip" and r.random() < 0.5:
            ch = [x for x in ("de_CH", "fr_CH") if x in locales]
            loc = r.choice(ch) if ch else loc
        out.append((i + 1, loc, layout))
    return out


def texts_of(truth_fields, inv):
    extra = [str(v) for v in inv.extra.values()]
    for v in inv.extra.values():
        if hasattr(v, "lines"):
            extra += [v.name] + list(v.lines)
    return [json.dumps(truth_fields, ensure_ascii=False)] + extra + [inv.note or ""]


def make_document(seed, kind, idx, locale, layout_name, break_rule=False):
    """-> dict(pdf, pages, fields, expected, ctx, inv). Images retry until the invoice fits one page."""
    layout = layouts.load(layout_name)
    for attempt in range(MAX_IMAGE_TRIES):
        rng = doc_rng(seed, kind, idx, attempt)
        ctx = model.Ctx(rng, locale, kind, layout_name)
        ctx.break_rule = break_rule
        inv = model.build(ctx, layout)
        fields = model.truth_fields(inv, ctx)
        family = choose_family(rng, texts_of(fields, inv) + ([] if ctx.lang != "pl" else ["ł"]))
        look = Look(rng, family, ctx.info["paper"])
        story, on_page = layout.story(ctx, look, inv)
        pdf, pages = build_pdf(look, story, on_page, top_extra=getattr(layout, "TOP_EXTRA", 0),
                               bottom_extra=getattr(layout, "BOTTOM_EXTRA", 0), title=f"{ctx.L('title')} {inv.number}")
        if kind == "text_pdf" or pages == 1:
            break
    return dict(pdf=pdf, pages=pages, fields=fields, expected=sorted(inv.breaks), ctx=ctx, inv=inv, look=look)


def truth_record(file_name, kind, fmt, pages, ctx, fields, expected):
    return {"file": file_name, "kind": kind, "format": fmt, "pages": pages, "language": ctx.lang,
            "layout": ctx.layout, "fields": fields, "expected_validation_errors": expected}
