"""groffgen: invoice benchmark generator on groff -Tpdf (gropdf) + tbl.

.venv/bin/python bench/groffgen --out DIR --seed N --count 60 --image-count 30 --scan-count 20
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import random
import subprocess
import sys
import tempfile
import time
import zlib

if os.environ.get("PYTHONHASHSEED") != "0":  # Faker builds some word lists from sets
    os.environ["PYTHONHASHSEED"] = "0"
    os.execv(sys.executable, [sys.executable] + sys.argv)

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import checks  # noqa: E402
import model  # noqa: E402
import numpy as np  # noqa: E402
import pypdfium2 as pdfium  # noqa: E402
import raster  # noqa: E402
import roff  # noqa: E402
from layouts import LAYOUTS  # noqa: E402

import data  # noqa: E402

RULES = ["line_amount", "line_sum", "tax_rate", "total", "due_before_issue"]
ONLY = {"withholding-professional": {"it", "es", "pt", "pl"}}


def choose_locale(rng, locales):
    ws = [data.LOCALES[loc][0] for loc in locales]
    return rng.choices(locales, weights=ws)[0]


def choose_layout(rng, lang, kind, layouts):
    ok = [x for x in layouts if lang in ONLY.get(x, {lang})]
    if kind != "text_pdf":
        ok = [x for x in ok if x != "multi-page-carry"]
    return rng.choice(ok)


def n_items_for(rng, layout, kind):
    if layout == "multi-page-carry":
        return rng.randint(20, 44)
    if layout == "ticket-simplified":
        return rng.randint(3, 9 if kind == "text_pdf" else 7)
    if layout in ("remittance-slip", "typewriter-letter"):
        return rng.randint(2, 5)
    return rng.randint(2, 8 if kind == "text_pdf" else 6)


def page_count(path):
    pdf = pdfium.PdfDocument(path)
    n = len(pdf)
    pdf.close()
    return n


def make_source(seed, kind, idx, attempt, locales, layouts, tmpdir):
    key = f"{seed}/{kind}/{idx}/{attempt}"
    rng = random.Random(key)
    locale = choose_locale(rng, locales)
    lang = data.LOCALES[locale][1]
    layout = choose_layout(rng, lang, kind, layouts)
    brk = None
    if rng.random() < 0.10:
        opts = [r for r in RULES if not (r == "due_before_issue" and layout == "ticket-simplified")]
        brk = rng.choice(opts)
    inv = model.build(
        rng, locale, layout, kind, key, brk=brk, n_items=n_items_for(rng, layout, kind)
    )
    if brk == "due_before_issue" and inv.due is None:
        pass
    doc, paper, landscape = LAYOUTS[layout](inv, rng)
    pdf, err = roff.render(doc.source(), paper=paper, landscape=landscape)
    path = os.path.join(tmpdir, f"src_{kind}_{idx}.pdf")
    with open(path, "wb") as f:
        f.write(pdf)
    problems = []
    bad = [ln for ln in err.splitlines() if "warning" in ln or "error" in ln]
    if bad:
        problems.append("groff: " + "; ".join(bad[:3]))
    return rng, inv, path, problems


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=60, help="text-layer PDFs")
    ap.add_argument("--image-count", type=int, default=30)
    ap.add_argument("--scan-count", type=int, default=20)
    ap.add_argument("--locales", nargs="*", default=list(data.LOCALES))
    ap.add_argument("--layouts", nargs="*", default=list(LAYOUTS))
    a = ap.parse_args()
    t0 = time.time()
    for sub in ("text_pdf", "image", "scanned_pdf"):
        os.makedirs(os.path.join(a.out, sub), exist_ok=True)
    stats = {
        k: collections.Counter() for k in ("kind", "language", "locale", "layout", "mode", "pages")
    }
    failures, retries = [], 0
    retry_why = collections.Counter()
    counters = collections.Counter()
    jobs = (
        [("text_pdf", i) for i in range(a.count)]
        + [("image", i) for i in range(a.image_count)]
        + [("scanned_pdf", i) for i in range(a.scan_count)]
    )
    done = 0
    with tempfile.TemporaryDirectory(prefix="groffgen-") as tmp:
        for kind, idx in jobs:
            result = None
            for attempt in range(4):
                rng, inv, src, problems = make_source(
                    a.seed, kind, idx, attempt, a.locales, a.layouts, tmp
                )
                pages = page_count(src)
                want = inv.pages or 1
                if pages != want:
                    problems.append(f"pages {pages} != {want}")
                if problems and attempt < 3:
                    retries += 1
                    retry_why[problems[0].split(":")[0][:30]] += 1
                    continue
                result = (rng, inv, src, problems, pages)
                break
            rng, inv, src, problems, pages = result
            lang = inv.lang
            counters[(kind, lang)] += 1
            n = counters[(kind, lang)]
            nrng = np.random.default_rng(zlib.crc32(f"{a.seed}/{kind}/{idx}/noise".encode()))
            mode = "text"
            if kind == "text_pdf":
                stem = f"gf_{lang}_{n:04d}"
                out = os.path.join(a.out, "text_pdf", stem + ".pdf")
                with open(src, "rb") as f, open(out, "wb") as g:
                    g.write(f.read())
                fmt_name = "pdf"
            elif kind == "image":
                stem = f"gf_img_{lang}_{n:04d}"
                if inv.layout == "ticket-simplified":
                    mode = rng.choice(["thermal", "thermal", "photo", "scan"])
                else:
                    mode = rng.choices(["photo", "scan", "fax"], weights=[4, 4, 2])[0]
                img, dpi = raster.degrade(rng, nrng, src, mode)
                out, fmt_name = raster.save_image(
                    img, os.path.join(a.out, "image", stem), rng, mode
                )
                pages = 1
            else:
                stem = f"gf_scan_{lang}_{n:04d}"
                mode = (
                    "thermal"
                    if inv.layout == "ticket-simplified"
                    else rng.choices(["scan", "fax"], weights=[3, 1])[0]
                )
                img, dpi = raster.degrade(rng, nrng, src, mode, for_scan=True)
                out = os.path.join(a.out, "scanned_pdf", stem + ".pdf")
                raster.save_scan_pdf(img, out, dpi)
                fmt_name = "pdf"
                fonts = (
                    subprocess.run(["pdffonts", out], capture_output=True, text=True)
                    .stdout.strip()
                    .splitlines()
                )
                txt = subprocess.run(
                    ["pdftotext", out, "-"], capture_output=True, text=True
                ).stdout.strip()
                if len(fonts) > 2 or txt:
                    problems.append("scanned PDF has fonts or text")
            t = model.truth(inv, os.path.basename(out), kind, fmt_name, pages)
            problems += checks.check_truth(t, inv)
            problems += checks.check_text(src, inv, t)
            if kind == "text_pdf" and pages != (inv.pages or 1):
                problems.append("page count")
            if os.path.getsize(out) > 2 * 1024 * 1024:
                problems.append("file over 2 MB")
            with open(
                os.path.join(os.path.dirname(out), stem + ".json"), "w", encoding="utf-8"
            ) as f:
                json.dump(t, f, ensure_ascii=False, indent=2)
                f.write("\n")
            if problems:
                failures.append((os.path.basename(out), problems))
            stats["kind"][kind] += 1
            stats["language"][lang] += 1
            stats["locale"][inv.locale] += 1
            stats["layout"][inv.layout] += 1
            stats["mode"][mode] += 1
            stats["pages"][pages] += 1
            if inv.brk:
                stats.setdefault("breaks", collections.Counter())[inv.brk] += 1
            done += 1
            if done % 10 == 0 or done == len(jobs):
                print(
                    f"[{done}/{len(jobs)}] {time.time() - t0:.1f}s  last: {os.path.basename(out)} "
                    f"({inv.locale}, {inv.layout}, {mode})",
                    flush=True,
                )
    print(
        f"\nSummary: {done} documents in {time.time() - t0:.1f}s, {retries} re-drawn attempts, "
        f"{len(failures)} failed checks"
    )
    if retry_why:
        print("  re-drawn because: " + ", ".join(f"{k} ({n})" for k, n in retry_why.items()))
    for k, c in stats.items():
        print(
            f"  {k:9s} "
            + ", ".join(f"{x}: {n}" for x, n in sorted(c.items(), key=lambda kv: str(kv[0])))
        )
    for name, probs in failures:
        print(f"  FAIL {name}: " + " | ".join(probs[:6]))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
