"""jspdfgen: invoice benchmark generator (jsPDF on Node for the PDFs, Python for data, truth and rasters).

    .venv/bin/python bench/jspdfgen --out DIR --seed N --count 60 --image-count 20 --scan-count 10
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from base import Ctx  # noqa: E402
from common import LOCALES  # noqa: E402
from layouts_office import (  # noqa: E402
    public_sector,
    statement_summary_top,
    subscription_renewal,
    webapp_minimal,
)
from layouts_receipt import pos_receipt, restaurant_bill  # noqa: E402
from layouts_trade import freight_forwarder, medical_practice, progress_billing, workshop_repair  # noqa: E402
from model import truth_fields, validate  # noqa: E402

LAYOUTS = {
    "webapp-minimal": webapp_minimal, "pos-receipt": pos_receipt, "restaurant-bill": restaurant_bill,
    "workshop-repair": workshop_repair, "medical-practice": medical_practice,
    "freight-forwarder": freight_forwarder, "progress-billing": progress_billing,
    "statement-summary-top": statement_summary_top, "public-sector": public_sector,
    "subscription-renewal": subscription_renewal,
}
RECEIPTS = ("pos-receipt", "restaurant-bill")
KINDS = [("text_pdf", "count"), ("image", "image_count"), ("scanned_pdf", "scan_count")]


def parse_args(argv=None):
    ap = argparse.ArgumentParser(prog="jspdfgen", description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--count", type=int, default=60, help="text-layer PDFs")
    ap.add_argument("--image-count", type=int, default=20)
    ap.add_argument("--scan-count", type=int, default=10)
    ap.add_argument("--locales", nargs="+", default=list(LOCALES), help="subset of: " + " ".join(LOCALES))
    ap.add_argument("--layouts", nargs="+", default=list(LAYOUTS), help="subset of: " + " ".join(LAYOUTS))
    ap.add_argument("--no-check", action="store_true", help="skip checker.py (not recommended)")
    a = ap.parse_args(argv)
    a.locales = [x for s in a.locales for x in s.split(",") if x]
    a.layouts = [x for s in a.layouts for x in s.split(",") if x]
    for x in a.locales:
        if x not in LOCALES:
            ap.error(f"unknown locale {x}")
    for x in a.layouts:
        if x not in LAYOUTS:
            ap.error(f"unknown layout {x}")
    return a


def _cycle(rng: random.Random, items: list[str], n: int) -> list[str]:
    out: list[str] = []
    while len(out) < n:
        block = list(items)
        rng.shuffle(block)
        out += block
    return out[:n]


def plan(args) -> list[dict]:
    """Which documents to make: kind, layout, locale, break flag, each with its own seed key."""
    docs = []
    for kind, attr in KINDS:
        n = getattr(args, attr)
        prng = random.Random(f"jspdfgen:{args.seed}:{kind}:plan")
        layouts = list(args.layouts)
        if kind == "image":
            receipts = [x for x in layouts if x in RECEIPTS]
            layouts = layouts + receipts * 2  # receipts are common among photos
        lay = _cycle(prng, layouts, n)
        locs = _cycle(prng, args.locales, n)
        broken = set(prng.sample(range(n), round(n / 8))) if n else set()
        for i in range(n):
            docs.append({"kind": kind, "layout": lay[i], "loc": locs[i], "break": i in broken,
                         "key": f"jspdfgen:{args.seed}:{kind}:{i}"})
    return docs


def build(doc: dict) -> tuple[dict, object]:
    rng = random.Random(doc["key"])
    ctx = Ctx(rng=rng, loc=doc["loc"], layout=doc["layout"], kind=doc["kind"], seed_key=doc["key"],
              break_doc=doc["break"], small=doc["kind"] == "image")
    inv = LAYOUTS[doc["layout"]](ctx)
    spec = {"page": ctx.page, "fonts": ctx.fonts, "font": ctx.font, "size": ctx.size, "blocks": ctx.blocks,
            "footer": ctx.footer, "top": 15, "bottom": 22 if not isinstance(ctx.page, list) else 4,
            "fileId": hashlib.md5(doc["key"].encode()).hexdigest().upper(),
            "title": f"{inv.number}", "creator": "jspdfgen"}
    return spec, inv


def stems(docs: list[dict]) -> None:
    counters: dict[tuple[str, str], int] = {}
    for d in docs:
        lang = LOCALES[d["loc"]][0]
        k = (d["kind"], lang)
        counters[k] = counters.get(k, 0) + 1
        prefix = {"text_pdf": "jsp", "image": "jsp_img", "scanned_pdf": "jsp_scan"}[d["kind"]]
        d["stem"] = f"{prefix}_{lang}_{counters[k]:04d}"
        d["lang"] = lang


def run_node(specs: list[dict], workdir: str) -> dict:
    job = os.path.join(workdir, "job.json")
    with open(job, "w", encoding="utf-8") as f:
        json.dump({"docs": specs}, f, ensure_ascii=False)
    if not os.path.isdir(os.path.join(HERE, "node_modules")):
        sys.exit(f"node_modules missing: run `npm ci` in {HERE}")
    res = subprocess.run(["node", os.path.join(HERE, "render.js"), job], cwd=HERE, capture_output=True,
                         text=True, check=False)
    if res.returncode != 0:
        sys.exit(f"render.js failed:\n{res.stderr[-4000:]}")
    return json.loads(res.stdout)


def _fixed_hash_seed() -> None:
    """Faker builds some word lists from sets; a fixed hash seed keeps their order, hence the output."""
    if os.environ.get("PYTHONHASHSEED") != "0":
        env = dict(os.environ, PYTHONHASHSEED="0")
        os.execve(sys.executable, [sys.executable, HERE] + sys.argv[1:], env)


def main(argv=None) -> int:
    if argv is None:
        _fixed_hash_seed()
    args = parse_args(argv)
    t0 = time.time()
    os.makedirs(args.out, exist_ok=True)
    docs = plan(args)
    stems(docs)
    src = tempfile.mkdtemp(prefix="jsp_src_")
    try:
        specs = []
        for d in docs:
            spec, inv = build(d)
            d["inv"] = inv
            base_dir = args.out if d["kind"] == "text_pdf" else src
            d["pdf"] = spec["out"] = os.path.join(base_dir, d["stem"] + ".pdf")
            specs.append(spec)
        pages = run_node(specs, src)
        from outputs import write_outputs

        write_outputs(docs, pages, args.out)
        for d in docs:
            fields = truth_fields(d["inv"])
            truth = {"file": d["file"], "kind": d["kind"], "format": d["format"], "pages": d["pages"],
                     "language": d["lang"], "layout": d["layout"], "fields": fields,
                     "expected_validation_errors": validate(fields)}
            with open(os.path.join(args.out, d["stem"] + ".json"), "w", encoding="utf-8") as f:
                json.dump(truth, f, ensure_ascii=False, indent=2)
                f.write("\n")
        print(f"jspdfgen: {len(docs)} documents in {args.out} ({time.time() - t0:.1f}s)")
        if not args.no_check:
            import checker

            failures = checker.check_folder(args.out, src)
            if failures:
                for msg in failures[:60]:
                    print("CHECK FAIL:", msg)
                print(f"checker: {len(failures)} failure(s)")
                return 1
            print(f"checker: all {len(docs)} documents pass ({time.time() - t0:.1f}s)")
    finally:
        shutil.rmtree(src, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
