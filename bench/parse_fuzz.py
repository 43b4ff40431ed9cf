"""Does the offline parser survive the layouts real documents throw at it? A seeded fuzz run.

    .venv/bin/python bench/parse_fuzz.py DIR [DIR ...] [--ocr-cache DIR] [--variants N]
        [--seed S] [--pages-cache FILE] [--show N]

Reads the pages of every document with a truth JSON beside it (recursively) in the given folders
with the offline engine's own readers (text layer, OCR through `--ocr-cache`), then runs
`parse_invoice_with_boxes` on N perturbed copies of them, each made by one to three of the ways
real documents differ from the ones the parser was written on: a word or a whole line shifted
up or down by 0.3-1.0 line heights, x jittered, words dropped, duplicated, split in two or
merged with their neighbour, a line's font height changed, a line's word order shuffled, a
region emptied, a line moved to another page, empty or one-word pages, pages of only numbers or
only letters, very long lines. Every exception is kept with its traceback; the run prints them
grouped by the line that raised, with a count, the perturbations of the first variant that
raised it and that variant's seed, so it can be replayed (`--replay SEED`). A variant taking
longer than `--slow` seconds is reported as well (a hang fails a document as surely).
"""

from __future__ import annotations

import argparse
import pickle
import random
import re
import signal
import sys
import time
import traceback
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from accuracy import _cache_ocr, _documents  # noqa: E402

from docproc_pipeline.extract import offline  # noqa: E402
from docproc_pipeline.extract.layout import Page, Word  # noqa: E402
from docproc_pipeline.extract.parse.invoice import parse_invoice_with_boxes  # noqa: E402
from docproc_pipeline.ingest.sniff import sniff_mime  # noqa: E402

Doc = list[Page]


def read_pages(folders: list[Path]) -> list[tuple[str, Doc]]:
    """The pages the engine hands its parser, per document of the folders."""
    seen: list[Doc] = []
    real = offline.parse_invoice_with_boxes

    def keep(pages: Doc):  # type: ignore[no-untyped-def]
        seen.append(pages)
        return real(pages)

    offline.parse_invoice_with_boxes = keep  # type: ignore[assignment]
    engine = offline.OfflineEngine(max_pages=500, max_image_pixels=40_000_000)
    docs: list[tuple[str, Doc]] = []
    for folder in folders:
        for path, _ in _documents(folder):
            seen.clear()
            data = path.read_bytes()
            try:
                engine.extract(data, sniff_mime(data))
            except Exception as err:  # noqa: BLE001 - the unperturbed document's own failure
                print(f"{path.name}: {type(err).__name__}: {err}", file=sys.stderr)
            if seen:
                docs.append((str(path), seen[-1]))
    offline.parse_invoice_with_boxes = real  # type: ignore[assignment]
    return docs


# ---- perturbations: each takes the pages (copies) and a random source, returns new pages ----


def _lines(page: Page) -> list[list[int]]:
    """Indexes of the page's words grouped into lines by their vertical centre."""
    order = sorted(range(len(page.words)), key=lambda i: (page.words[i].yc, page.words[i].x0))
    lines: list[list[int]] = []
    for i in order:
        w = page.words[i]
        if lines:
            last = page.words[lines[-1][0]]
            if abs(last.yc - w.yc) < max(last.height, 1.0) * 0.5:
                lines[-1].append(i)
                continue
        lines.append([i])
    return lines


def _some_page(pages: Doc, rnd: random.Random) -> Page | None:
    filled = [p for p in pages if p.words]
    return rnd.choice(filled) if filled else None


def _moved(w: Word, dx: float, dy: float) -> Word:
    return replace(w, x0=w.x0 + dx, x1=w.x1 + dx, y0=w.y0 + dy, y1=w.y1 + dy)


def shift_word(pages: Doc, rnd: random.Random) -> None:
    page = _some_page(pages, rnd)
    if page:
        for _ in range(rnd.randint(1, 4)):
            i = rnd.randrange(len(page.words))
            w = page.words[i]
            page.words[i] = _moved(w, 0, rnd.choice((-1, 1)) * rnd.uniform(0.3, 1.0) * w.height)


def shift_line(pages: Doc, rnd: random.Random) -> None:
    page = _some_page(pages, rnd)
    if page:
        line = rnd.choice(_lines(page))
        h = page.words[line[0]].height
        dy = rnd.choice((-1, 1)) * rnd.uniform(0.3, 1.0) * h
        for i in line:
            page.words[i] = _moved(page.words[i], 0, dy)


def jitter_x(pages: Doc, rnd: random.Random) -> None:
    page = _some_page(pages, rnd)
    if page:
        share = rnd.uniform(0.05, 1.0)
        for i, w in enumerate(page.words):
            if rnd.random() < share:
                page.words[i] = _moved(w, rnd.gauss(0, 4), rnd.gauss(0, 0.5))


def drop_words(pages: Doc, rnd: random.Random) -> None:
    share = rnd.uniform(0.01, 0.4)
    for page in pages:
        page.words = [w for w in page.words if rnd.random() >= share]


def duplicate_words(pages: Doc, rnd: random.Random) -> None:
    page = _some_page(pages, rnd)
    if page:
        for _ in range(rnd.randint(1, 6)):
            i = rnd.randrange(len(page.words))
            w = page.words[i]
            dx = rnd.choice((0.0, w.x1 - w.x0 + 3))
            page.words.insert(i + 1, _moved(w, dx, 0))


def split_word(pages: Doc, rnd: random.Random) -> None:
    page = _some_page(pages, rnd)
    if page:
        for _ in range(rnd.randint(1, 6)):
            i = rnd.randrange(len(page.words))
            w = page.words[i]
            if len(w.text) < 2:
                continue
            cut = rnd.randrange(1, len(w.text))
            xm = w.x0 + (w.x1 - w.x0) * cut / len(w.text)
            gap = rnd.choice((0.0, 1.0, 4.0))
            page.words[i : i + 1] = [
                replace(w, text=w.text[:cut], x1=xm),
                replace(w, text=w.text[cut:], x0=xm + gap, x1=w.x1 + gap),
            ]


def merge_words(pages: Doc, rnd: random.Random) -> None:
    page = _some_page(pages, rnd)
    if page:
        for _ in range(rnd.randint(1, 6)):
            line = rnd.choice(_lines(page))
            if len(line) < 2:
                continue
            k = rnd.randrange(len(line) - 1)
            a, b = page.words[line[k]], page.words[line[k + 1]]
            sep = rnd.choice(("", " "))
            merged = Word(
                a.text + sep + b.text,
                min(a.x0, b.x0),
                min(a.y0, b.y0),
                max(a.x1, b.x1),
                max(a.y1, b.y1),
                min(a.confidence, b.confidence),
            )
            page.words[line[k]] = merged
            del page.words[line[k + 1]]


def font_height(pages: Doc, rnd: random.Random) -> None:
    page = _some_page(pages, rnd)
    if page:
        for line in rnd.sample(_lines(page), k=min(3, len(_lines(page)))):
            f = rnd.choice((0.3, 0.6, 1.5, 2.5, 4.0))
            for i in line:
                w = page.words[i]
                page.words[i] = replace(w, y1=w.y0 + max(w.height, 0.1) * f)


def zero_height(pages: Doc, rnd: random.Random) -> None:
    page = _some_page(pages, rnd)
    if page:
        for line in rnd.sample(_lines(page), k=min(3, len(_lines(page)))):
            for i in line:
                w = page.words[i]
                page.words[i] = replace(w, y1=w.y0, x1=rnd.choice((w.x1, w.x0)))


def shuffle_line(pages: Doc, rnd: random.Random) -> None:
    page = _some_page(pages, rnd)
    if page:
        for line in rnd.sample(_lines(page), k=min(5, len(_lines(page)))):
            words = [page.words[i] for i in line]
            rnd.shuffle(words)
            for i, w in zip(line, words, strict=True):
                page.words[i] = w
        if rnd.random() < 0.3:
            rnd.shuffle(page.words)


def empty_region(pages: Doc, rnd: random.Random) -> None:
    page = _some_page(pages, rnd)
    if page:
        x0, y0 = rnd.uniform(0, page.width), rnd.uniform(0, page.height)
        x1, y1 = x0 + rnd.uniform(30, page.width), y0 + rnd.uniform(20, page.height / 2)
        page.words = [w for w in page.words if not (x0 <= w.xc <= x1 and y0 <= w.yc <= y1)]


def line_to_other_page(pages: Doc, rnd: random.Random) -> None:
    page = _some_page(pages, rnd)
    if page is None:
        return
    if len(pages) == 1:
        pages.append(Page(len(pages) + 1, page.width, page.height, [], page.source))
    other = rnd.choice([p for p in pages if p is not page])
    line = rnd.choice(_lines(page))
    moved = [page.words[i] for i in line]
    page.words = [w for i, w in enumerate(page.words) if i not in set(line)]
    other.words.extend(moved)


def empty_page(pages: Doc, rnd: random.Random) -> None:
    where = rnd.randrange(len(pages) + 1)
    p0 = pages[0]
    pages.insert(where, Page(where + 1, p0.width, p0.height, [], p0.source))
    for n, p in enumerate(pages, 1):
        p.number = n


def one_word_page(pages: Doc, rnd: random.Random) -> None:
    page = _some_page(pages, rnd)
    if page:
        page.words = [rnd.choice(page.words)]
    if page and rnd.random() < 0.5:
        pages[:] = [replace(page, number=1)]


_NUMBERISH = re.compile(r"[\d.,%€$£-]")


def only_numbers(pages: Doc, rnd: random.Random) -> None:
    for page in pages:
        page.words = [w for w in page.words if _NUMBERISH.search(w.text)]


def only_labels(pages: Doc, rnd: random.Random) -> None:
    for page in pages:
        page.words = [w for w in page.words if not re.search(r"\d", w.text)]


def long_line(pages: Doc, rnd: random.Random) -> None:
    page = _some_page(pages, rnd)
    if page:
        line = rnd.choice(_lines(page))
        w = page.words[line[-1]]
        pool = [x.text for x in page.words]
        x = w.x1 + 3
        for _ in range(rnd.randint(20, 200)):
            text = rnd.choice(pool)
            width = 5 * len(text)
            page.words.append(replace(w, text=text, x0=x, x1=x + width))
            x += width + 3


def odd_text(pages: Doc, rnd: random.Random) -> None:
    page = _some_page(pages, rnd)
    if page:
        for _ in range(rnd.randint(1, 5)):
            i = rnd.randrange(len(page.words))
            text = rnd.choice(("", " ", "-", ".", ",", "%", ":", "€", "0", "0,00", "1/1/1", "€-"))
            page.words[i] = replace(page.words[i], text=text)


def bottom_out(pages: Doc, rnd: random.Random) -> None:
    """Words past the page's edge, or at negative coordinates (a bad crop box)."""
    page = _some_page(pages, rnd)
    if page:
        dy = rnd.choice((-1, 1)) * page.height * rnd.uniform(0.05, 0.5)
        page.words = [_moved(w, 0, dy) for w in page.words]


def split_page(pages: Doc, rnd: random.Random) -> None:
    """The page broken in two at a line (a table running on over a page break)."""
    page = _some_page(pages, rnd)
    if page is None:
        return
    cut = rnd.uniform(0.2, 0.9) * page.height
    top = [w for w in page.words if w.yc < cut]
    rest = [_moved(w, 0, -cut + 40) for w in page.words if w.yc >= cut]
    k = pages.index(page)
    pages[k : k + 1] = [replace(page, words=top), replace(page, words=rest)]
    for n, p in enumerate(pages, 1):
        p.number = n


def reorder_pages(pages: Doc, rnd: random.Random) -> None:
    rnd.shuffle(pages)
    for n, p in enumerate(pages, 1):
        p.number = n


def scale_page(pages: Doc, rnd: random.Random) -> None:
    """Every box scaled (a scan at another resolution, a page of another size)."""
    page = _some_page(pages, rnd)
    if page:
        f = rnd.choice((0.25, 0.5, 2.0, 3.0))
        page.width, page.height = page.width * f, page.height * f
        page.words = [
            replace(w, x0=w.x0 * f, y0=w.y0 * f, x1=w.x1 * f, y1=w.y1 * f) for w in page.words
        ]


PERTURBATIONS: dict[str, Callable[[Doc, random.Random], None]] = {
    f.__name__: f
    for f in (
        shift_word,
        shift_line,
        jitter_x,
        drop_words,
        duplicate_words,
        split_word,
        merge_words,
        font_height,
        zero_height,
        shuffle_line,
        empty_region,
        line_to_other_page,
        empty_page,
        one_word_page,
        only_numbers,
        only_labels,
        long_line,
        odd_text,
        bottom_out,
        split_page,
        reorder_pages,
        scale_page,
    )
}
# the common small differences weigh more than the odd whole-page ones
_WEIGHTS = {"empty_page": 0.3, "one_word_page": 0.3, "only_numbers": 0.3, "only_labels": 0.3}


def variant(doc: Doc, seed: int) -> tuple[Doc, list[str]]:
    """A perturbed copy of the document's pages, and the perturbations applied."""
    rnd = random.Random(seed)
    pages = [replace(p, words=list(p.words)) for p in doc]
    names = list(PERTURBATIONS)
    weights = [_WEIGHTS.get(n, 1.0) for n in names]
    applied = rnd.choices(names, weights, k=rnd.choice((1, 1, 2, 2, 3)))
    for name in applied:
        PERTURBATIONS[name](pages, rnd)
    return pages, applied


class _Slow(Exception):
    pass


def _alarm(signum: int, frame: object) -> None:
    raise _Slow


def _raising_line(err: BaseException) -> str:
    """The deepest frame of the parser package in the traceback: where the crash is."""
    frames = traceback.extract_tb(err.__traceback__)
    ours = [f for f in frames if "docproc_pipeline" in f.filename] or frames
    f = ours[-1]
    return f"{Path(f.filename).name}:{f.lineno} {type(err).__name__} in {f.name}: {f.line}"


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("folders", nargs="+", type=Path)
    parser.add_argument("--ocr-cache")
    parser.add_argument("--pages-cache", type=Path, help="pickle of the documents' pages")
    parser.add_argument("--variants", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--slow", type=float, default=20.0, help="seconds a variant may take")
    parser.add_argument("--replay", type=int, help="run one variant seed and raise")
    parser.add_argument("--show", type=int, default=1, help="tracebacks printed per crash")
    args = parser.parse_args()
    if args.ocr_cache:
        _cache_ocr(Path(args.ocr_cache))
    if args.pages_cache and args.pages_cache.is_file():
        docs = pickle.loads(args.pages_cache.read_bytes())
    else:
        docs = read_pages([f.resolve() for f in args.folders])
        if args.pages_cache:
            args.pages_cache.write_bytes(pickle.dumps(docs))
    print(f"{len(docs)} documents read", flush=True)
    if args.replay is not None:
        name, doc = docs[args.replay % len(docs)]
        pages, applied = variant(doc, args.replay)
        print(name, applied)
        parse_invoice_with_boxes(pages)
        return 0
    crashes: dict[str, list[tuple[int, str, list[str], str]]] = {}
    signal.signal(signal.SIGALRM, _alarm)
    start = time.monotonic()
    for n in range(args.variants):
        seed = args.seed + n
        name, doc = docs[seed % len(docs)]
        pages, applied = variant(doc, seed)
        signal.setitimer(signal.ITIMER_REAL, args.slow)
        try:
            parse_invoice_with_boxes(pages)
        except _Slow as err:
            key = f"slower than {args.slow:.0f} s at {_raising_line(err)}"
            crashes.setdefault(key, []).append((seed, name, applied, ""))
        except Exception as err:  # noqa: BLE001 - collecting every crash is the point
            tb = traceback.format_exc()
            crashes.setdefault(_raising_line(err), []).append((seed, name, applied, tb))
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
        if (n + 1) % 200 == 0:
            print(f"{n + 1} variants, {len(crashes)} distinct crashes", flush=True)
    took = time.monotonic() - start
    print(f"\n{args.variants} variants in {took:.0f} s; {len(crashes)} distinct crashes")
    for key, hits in sorted(crashes.items(), key=lambda kv: -len(kv[1])):
        print(f"\n== {len(hits)} x {key}")
        kinds: dict[str, int] = {}
        for _, _, applied, _ in hits:
            for a in applied:
                kinds[a] = kinds.get(a, 0) + 1
        print("   perturbations:", dict(sorted(kinds.items(), key=lambda kv: -kv[1])))
        for seed, name, applied, tb in hits[: args.show]:
            print(f"   seed {seed} {Path(name).name} {applied}")
            print("   " + tb.strip().replace("\n", "\n   ")[-3000:])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
