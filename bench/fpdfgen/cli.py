"""Command line: generate text PDFs, images and scans with truth, then check them."""
import argparse
import json
import os
import random

from faker import Faker

from . import check, degrade, model, truth
from .layouts import REGISTRY
from .locales import ALL

BREAKS = ["line_amount", "total", "due_before_issue", "line_sum"]


class Fakers:
    """One Faker per locale, re-seeded for every document."""

    def __init__(self):
        self.cache, self.seed = {}, 0

    def __call__(self, loc):
        if loc not in self.cache:
            self.cache[loc] = Faker(loc)
        fk = self.cache[loc]
        fk.seed_instance(self.seed)
        self.seed += 1
        return fk


def plan(n, seed, locales, layouts, stream, allowed=None):
    """Deterministic (locale, layout) pairs: layouts cycle, locales cycle with a shuffled order."""
    rng = random.Random(f"{seed}-{stream}-plan")
    locs, lays = list(locales), [name for name in layouts if allowed is None or name in allowed]
    rng.shuffle(locs)
    rng.shuffle(lays)
    out = []
    for i in range(n):
        lay = lays[i % len(lays)]
        loc = locs[(i * 7 + i // len(locs)) % len(locs)]
        k = 0
        while lay == "bilingual" and loc.startswith("en") and k < len(locs):
            k += 1
            loc = locs[(i * 7 + k) % len(locs)]
        out.append((loc, lay))
    return out


def write_json(path, obj):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(obj, f, ensure_ascii=False, indent=2)
        f.write("\n")


def render_pdf(inv, layout):
    pdf = layout.render(inv)
    return bytes(pdf.output()), pdf.pages_count


def make_doc(seed, stream, i, loc, lay, break_rule, fakers):
    rng = random.Random(f"{seed}-{stream}-{i}")
    fakers.seed = rng.randint(0, 10 ** 9)
    inv = model.build(rng, fakers, loc, REGISTRY[lay], break_rule)
    data, pages = render_pdf(inv, REGISTRY[lay])
    return inv, data, pages


def generate(a):
    fakers = Fakers()
    made = {"text_pdf": 0, "image": 0, "scanned_pdf": 0}
    streams = [("text_pdf", a.count, None), ("image", a.image_count, degrade.IMAGE_LAYOUTS),
               ("scanned_pdf", a.scan_count, None)]
    done = 0
    for kind, n, allowed in streams:
        folder = os.path.join(a.out, kind)
        os.makedirs(folder, exist_ok=True)
        for i, (loc, lay) in enumerate(plan(n, a.seed, a.locales, a.layouts, kind, allowed), 1):
            rule = BREAKS[(i // 12) % len(BREAKS)] if kind == "text_pdf" and i % 12 == 7 else None
            inv, data, pages = make_doc(a.seed, kind, i, loc, lay, rule, fakers)
            if kind == "text_pdf":
                stem, ext, fmt = f"fp_inv_{loc}_{i:04d}", "pdf", "pdf"
                with open(os.path.join(folder, f"{stem}.pdf"), "wb") as f:
                    f.write(data)
            elif kind == "image":
                stem = f"fp_img_{loc}_{i:04d}"
                ext, fmt = degrade.write_image(data, os.path.join(folder, stem), random.Random(f"{a.seed}-img-{i}"))
            else:
                stem, ext, fmt = f"fp_scan_{loc}_{i:04d}", "pdf", "pdf"
                pages = degrade.write_scan(data, os.path.join(folder, f"{stem}.pdf"), random.Random(f"{a.seed}-scan-{i}"))
            write_json(os.path.join(folder, f"{stem}.json"), truth.record(inv, f"{stem}.{ext}", kind, fmt, pages))
            made[kind] += 1
            done += 1
            if done % 10 == 0:
                print(f"  {done} documents ({kind} {made[kind]}/{n})", flush=True)
    print(f"generated: {made['text_pdf']} text PDFs, {made['image']} images, {made['scanned_pdf']} scanned PDFs in {a.out}")


def main(argv=None):
    ap = argparse.ArgumentParser(prog="fpdfgen", description=__doc__)
    sub = ap.add_argument("--out", required=False)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=40)
    ap.add_argument("--image-count", type=int, default=0)
    ap.add_argument("--scan-count", type=int, default=0)
    ap.add_argument("--locales", nargs="+", default=ALL, choices=ALL)
    ap.add_argument("--layouts", nargs="+", default=list(REGISTRY), choices=list(REGISTRY))
    ap.add_argument("--check-only", action="store_true", help="only run the checker on --out")
    ap.add_argument("--no-check", action="store_true")
    a = ap.parse_args(argv)
    del sub
    if not a.out:
        ap.error("--out is required")
    if not a.check_only:
        generate(a)
    if a.no_check:
        return 0
    problems = check.run(a.out)
    return 1 if problems else 0
