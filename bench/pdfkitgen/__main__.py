"""pdfkitgen: synthetic invoices rendered with PDFKit (Node), orchestrated and checked in Python.

python bench/pdfkitgen --out DIR --seed N --count N --image-count N --scan-count N [--locales ...] [--layouts ...]
"""

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
if __package__ in (None, ""):
    sys.path.insert(0, str(HERE.parent))
    __package__ = "pdfkitgen"  # noqa: A001

from pdfkitgen import checker, raster  # noqa: E402
from pdfkitgen.data import LOCALES  # noqa: E402
from pdfkitgen.layouts_native import (  # noqa: E402
    draw_es,
    draw_it,
    draw_pl,
    draw_pt,
    prep_es,
    prep_it,
    prep_pl,
    prep_pt,
)
from pdfkitgen.layouts_pro import (  # noqa: E402
    draw_export,
    draw_legal,
    draw_pharma,
    prep_export,
    prep_legal,
    prep_pharma,
)
from pdfkitgen.layouts_trade import (  # noqa: E402
    draw_carbon,
    draw_dot,
    draw_skonto,
    prep_carbon,
    prep_dot,
    prep_skonto,
)
from pdfkitgen.model import Doc  # noqa: E402

# name -> (prepare, draw, {locale: weight}, default weight)
LAYOUTS = {
    "pl-faktura-vat": (prep_pl, draw_pl, {"pl-PL": 6}, 0.4),
    "it-fattura-cortesia": (prep_it, draw_it, {"it-IT": 6}, 0),
    "es-factura": (prep_es, draw_es, {"es-ES": 6}, 0),
    "pt-fatura-atcud": (prep_pt, draw_pt, {"pt-PT": 6}, 0),
    "dot-matrix-erp": (prep_dot, draw_dot, {}, 1),
    "carbon-form-book": (prep_carbon, draw_carbon, {}, 1),
    "pharma-wholesale": (prep_pharma, draw_pharma, {"pt-BR": 0}, 1),
    "legal-time-entries": (prep_legal, draw_legal, {}, 1),
    "credit-terms-skonto": (
        prep_skonto,
        draw_skonto,
        {"de-DE": 3, "de-AT": 3, "nl-NL": 3, "nl-BE": 3},
        0.5,
    ),
    "bilingual-export": (prep_export, draw_export, {}, 1),
}
BREAK_P = 0.11


def parse_args(argv):
    ap = argparse.ArgumentParser(prog="pdfkitgen", description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--count", type=int, default=60, help="text-layer PDFs")
    ap.add_argument("--image-count", type=int, default=20)
    ap.add_argument("--scan-count", type=int, default=10)
    ap.add_argument("--locales", nargs="+", choices=sorted(LOCALES))
    ap.add_argument("--layouts", nargs="+", choices=sorted(LAYOUTS))
    return ap.parse_args(argv)


def pick(rng, locales, layouts):
    def weights(loc):
        return [LAYOUTS[name][2].get(loc, LAYOUTS[name][3]) for name in layouts]

    usable = [x for x in locales if sum(weights(x)) > 0] or locales
    loc = rng.choices(usable, [LOCALES[x]["w"] for x in usable])[0]
    w = weights(loc)
    return loc, rng.choices(layouts, w if sum(w) else None)[0]


def n_lines(rng, kind, layout):
    if kind != "text_pdf":
        return (
            rng.randrange(2, 5)
            if layout in ("legal-time-entries", "pharma-wholesale")
            else rng.randrange(3, 6)
        )
    if layout == "dot-matrix-erp" and rng.random() < 0.35:
        return rng.randrange(30, 56)
    return rng.randrange(3, 10)


def build(seed, kind, idx, locales, layouts):
    """-> (doc, canvas) for one document; image kinds must fit on one page."""
    rng = random.Random(f"pdfkitgen/{seed}/{kind}/{idx}")
    loc, layout = pick(rng, locales, layouts)
    n = n_lines(rng, kind, layout)
    for attempt in range(6):
        doc = Doc(
            random.Random(f"{seed}/{kind}/{idx}/{attempt}"),
            loc,
            layout,
            seed * 100003 + idx * 7 + attempt,
        )
        prep, draw = LAYOUTS[layout][:2]
        prep(doc, max(1, n - attempt), BREAK_P)
        cv = draw(doc)
        if not cv.overflow() and (kind == "text_pdf" or len(cv.pages) == 1):
            return doc, cv
    raise RuntimeError(f"{kind} {idx}: does not fit one page")


def truth(doc, stem, ext, kind, fmt, pages):
    f = doc.truth_fields()
    return {
        "file": f"{stem}.{ext}",
        "kind": kind,
        "format": fmt,
        "pages": pages,
        "language": doc.lang,
        "layout": doc.layout,
        "fields": f,
        "expected_validation_errors": checker.rules(f),
    }


def plan(args):
    locales = args.locales or list(LOCALES)
    layouts = args.layouts or list(LAYOUTS)
    items, counters = [], {}
    for kind, count in (
        ("text_pdf", args.count),
        ("image", args.image_count),
        ("scanned_pdf", args.scan_count),
    ):
        for i in range(count):
            doc, cv = build(args.seed, kind, i, locales, layouts)
            key = (kind, doc.lang)
            counters[key] = counters.get(key, 0) + 1
            prefix = {"text_pdf": "pk", "image": "pk_img", "scanned_pdf": "pk_scan"}[kind]
            items.append(
                {
                    "kind": kind,
                    "doc": doc,
                    "cv": cv,
                    "stem": f"{prefix}_{doc.lang}_{counters[key]:04d}",
                    "i": i,
                }
            )
    return items


def render_all(items, out, src):
    jobs = []
    for it in items:
        path = out / f"{it['stem']}.pdf" if it["kind"] == "text_pdf" else src / f"{it['stem']}.pdf"
        it["pdf"] = str(path)
        jobs.append(it["cv"].job(str(path), f"{it['doc'].L('title')} {it['doc'].number}"))
    jf = src / "jobs.json"
    jf.write_text(json.dumps(jobs, ensure_ascii=False))
    subprocess.run(["node", str(HERE / "render.js"), str(jf)], check=True, cwd=HERE)


def rasterise(it, out, seed):
    """Image or scanned-PDF output of page 1 -> (file name, format)."""
    rng = random.Random(f"pdfkitgen-raster/{seed}/{it['kind']}/{it['i']}")
    lang = it["doc"].lang
    mode = rng.choices(["photo", "scan", "fax", "crumpled"], [4, 3, 2, 1])[0]
    if it["kind"] == "scanned_pdf":
        mode = rng.choice(["scan", "scan", "fax", "crumpled"])
    dpi = {
        "photo": rng.choice([150, 200]),
        "scan": rng.choice([150, 200, 300]),
        "fax": 200,
        "crumpled": 200,
    }[mode]
    img = raster.render(it["pdf"], dpi)
    if mode == "photo":
        img, fmt = raster.photo(img, rng), "jpeg"
    elif mode == "fax":
        img, fmt = raster.fax(img, rng), "png"
    else:
        grey = rng.random() < 0.7
        img = raster.scan(img, rng, lang, grey=grey, crumpled=mode == "crumpled")
        fmt = rng.choice(["png", "jpeg"]) if grey and dpi < 300 else "jpeg"
    it["mode"] = mode
    if it["kind"] == "scanned_pdf":
        name = f"{it['stem']}.pdf"
        raster.save_pdf(
            img if mode == "fax" else img.convert("L") if img.mode == "L" else img, out / name, dpi
        )
        return name, "pdf"
    name = f"{it['stem']}.{'jpg' if fmt == 'jpeg' else 'png'}"
    raster.save_image(img, out / name, fmt, rng, dpi)
    return name, fmt


def finalise(items, out, seed):
    failures, t0 = [], time.time()
    for k, it in enumerate(items, 1):
        doc = it["doc"]
        if it["kind"] == "text_pdf":
            name, fmt = f"{it['stem']}.pdf", "pdf"
        else:
            name, fmt = rasterise(it, out, seed)
        pages = len(it["cv"].pages) if it["kind"] == "text_pdf" else 1
        t = truth(doc, it["stem"], name.rsplit(".", 1)[1], it["kind"], fmt, pages)
        errs = checker.check(doc, t, it["pdf"]) + intent_check(doc, t)
        if errs:
            failures.append((name, errs))
        (out / f"{it['stem']}.json").write_text(
            json.dumps(t, ensure_ascii=False, indent=2) + "\n", encoding="utf-8"
        )
        if k % 10 == 0:
            print(f"[pdfkitgen] {k}/{len(items)} documents ({time.time() - t0:.1f}s)", flush=True)
    return failures


def intent_check(doc, t):
    got = t["expected_validation_errors"]
    if not doc.breaks and got:
        return [f"consistent document breaks rules {got}"]
    if doc.breaks and not set(doc.breaks) & set(got) and doc.breaks != ["due_before_issue"]:
        return [f"intended break {doc.breaks} not visible ({got})"]
    return []


def summary(items, failures, elapsed):
    by = {}
    for it in items:
        for key in (it["kind"], it["doc"].locale, it["doc"].layout, it.get("mode", "text")):
            by[key] = by.get(key, 0) + 1
    broken = sum(1 for it in items if it["doc"].breaks)
    print(
        f"[pdfkitgen] {len(items)} documents in {elapsed:.1f}s, {broken} with deliberate rule breaks"
    )
    print("[pdfkitgen] " + ", ".join(f"{k}: {v}" for k, v in sorted(by.items())))
    for name, errs in failures:
        print(f"[pdfkitgen] CHECK FAILED {name}: {'; '.join(errs)}")
    print(
        f"[pdfkitgen] checks: {'all passed' if not failures else f'{len(failures)} documents failed'}"
    )


def main(argv=None):
    if os.environ.get("PYTHONHASHSEED") != "0":
        env = dict(os.environ, PYTHONHASHSEED="0")
        os.execve(sys.executable, [sys.executable, str(HERE)] + sys.argv[1:], env)
    args = parse_args(argv)
    t0 = time.time()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    src = out / ".pdfkitgen-src"
    src.mkdir(exist_ok=True)
    items = plan(args)
    render_all(items, out, src)
    failures = finalise(items, out, args.seed)
    shutil.rmtree(src)
    summary(items, failures, time.time() - t0)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
