"""The reviewer's screen: page-picture latency (first render and cached) and item-view load time.

Seeds one real invoice (a text PDF of the project's generator, or `--pdf FILE`) into a scratch
database the way the pipeline does (offline extraction with field boxes, a review item), serves
the API with uvicorn on a free loopback port, and measures over HTTP:

- first render: `GET /api/documents/{id}/pages/1.png?width=W` with an empty cache (a fresh
  width each run, so each one renders);
- cached: the same request again, served from the on-disk cache;
- the renderer alone, in-process: CPU (process_time) and wall per first render;

then, with headless Chromium (Debian's package, unless `--no-browser`), the item view: from the
key press that opens the item in the queue until its page picture is shown and its field boxes
are drawn (first open with the picture not cached yet, then the median of cached opens).

    python bench/page_render.py [--pdf FILE] [--runs 9] [--width 1000] [--no-browser]

Prints medians of `--runs`. Wall times on a shared machine are noisy: the CPU figure of the
renderer is the steadier one.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from review_latency import scratch_database  # noqa: E402

from docproc_pipeline.api.app import create_app  # noqa: E402
from docproc_pipeline.api.server import running_server  # noqa: E402
from docproc_pipeline.db.connection import connect  # noqa: E402
from docproc_pipeline.db.migrate import upgrade  # noqa: E402
from docproc_pipeline.review.page_images import PageRenderer  # noqa: E402
from docproc_pipeline.review.reviewers import add_reviewer  # noqa: E402
from docproc_pipeline.settings import ModuleConfig  # noqa: E402
from docproc_pipeline_tests.fixtures.build import write_text_pdfs  # noqa: E402
from docproc_pipeline_tests.review.browser import CHROMIUM_ARGS  # noqa: E402
from docproc_pipeline_tests.review.seed import seed_document  # noqa: E402

DOCUMENT_ID = "20260101-090000-000001-bench1"

# Runs in the page: clear the last picture, press Enter on the queue's current row, and wait
# (one animation frame at a time) until the item's picture is decoded and its boxes are drawn.
_OPEN_ITEM_MS = """async () => {
  const img = document.getElementById('page-img');
  img.removeAttribute('src');
  document.getElementById('boxes').replaceChildren();
  const t0 = performance.now();
  document.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true}));
  await new Promise((resolve) => {
    const ready = () => !document.getElementById('view-item').hidden && img.complete
      && img.naturalWidth > 0 && document.querySelectorAll('.box').length > 0;
    const check = () => (ready() ? resolve() : requestAnimationFrame(check));
    check();
  });
  return performance.now() - t0;
}"""


@contextmanager
def seeded_server(
    pdf: Path | None, data_dir: Path, database_url: str | None = None
) -> Iterator[tuple[str, dict[str, str], str]]:
    """A running API over a scratch database holding `pdf` (or a generated invoice) as one
    review item assigned to `alice`; yields the base URL, the tokens and the document id."""
    config = ModuleConfig()
    if pdf is None:
        pdf = write_text_pdfs(data_dir.parent / "generated", 1)[0]
    with scratch_database(database_url) as url:
        upgrade(url)
        with connect(url, autocommit=True) as conn:
            tokens = {"alice": add_reviewer(conn, "alice", False)}
            seed_document(conn, data_dir, pdf, DOCUMENT_ID, config, reasons=["bench"])
        app = create_app(url, config, pool_size=4, data_dir=data_dir)
        with running_server(app) as base_url:
            yield base_url, tokens, DOCUMENT_ID


def _median_ms(values: list[float]) -> str:
    return f"{statistics.median(values) * 1000:.1f}"


def http_figures(base: str, token: str, doc: str, runs: int, width: int) -> None:
    headers = {"Authorization": f"Bearer {token}"}
    page = f"{base}/api/documents/{doc}/pages/1.png"
    first: list[float] = []
    cached: list[float] = []
    with httpx.Client(headers=headers, timeout=30) as client:
        for i in range(runs):
            t = time.perf_counter()
            r = client.get(page, params={"width": width + i})
            first.append(time.perf_counter() - t)
            r.raise_for_status()
        client.get(page, params={"width": width}).raise_for_status()
        for _ in range(runs):
            t = time.perf_counter()
            client.get(page, params={"width": width}).raise_for_status()
            cached.append(time.perf_counter() - t)
        size = len(client.get(page, params={"width": width}).content)
        item_id = client.get(f"{base}/api/review/items").json()["items"][0]["id"]
        view: list[float] = []
        for _ in range(runs):
            t = time.perf_counter()
            item = client.get(f"{base}/api/review/items/{item_id}")
            client.get(f"{base}/api/documents/{doc}").raise_for_status()
            client.get(page, params={"width": width}).raise_for_status()
            view.append(time.perf_counter() - t)
            item.raise_for_status()
    print(f"page picture over HTTP, width {width}..{width + runs - 1} px, {size:,} bytes (PNG):")
    print(f"  first render  median {_median_ms(first)} ms wall  (runs: {_ms_list(first)})")
    print(f"  cached        median {_median_ms(cached)} ms wall  (runs: {_ms_list(cached)})")
    print(f"  item view API calls (item + document + cached picture) median {_median_ms(view)} ms")


def _ms_list(values: list[float]) -> str:
    return " / ".join(f"{v * 1000:.0f}" for v in values)


def renderer_figures(source: Path, runs: int, width: int) -> None:
    cpu: list[float] = []
    wall: list[float] = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as cache:
            renderer = PageRenderer(Path(cache))
            c, t = time.process_time(), time.perf_counter()
            renderer.page_png(source, sha256=None, mime="application/pdf", page=1, width=width)
            cpu.append(time.process_time() - c)
            wall.append(time.perf_counter() - t)
    print(
        f"renderer in-process, first render at {width} px: median {_median_ms(cpu)} ms CPU, "
        f"{_median_ms(wall)} ms wall (hash, pdfium, PNG, atomic write)"
    )


def browser_figures(base: str, token: str, data_dir: Path, runs: int) -> None:
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if chromium is None:
        print("item view: skipped, no Chromium installed")
        return
    from playwright.sync_api import sync_playwright

    shutil.rmtree(data_dir / "cache", ignore_errors=True)  # the first open renders
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, headless=True, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1400, "height": 900})
        page.goto(base + "/review/")
        page.fill("#token", token)
        page.press("#token", "Enter")
        page.wait_for_selector(".queue-row")
        times: list[float] = []
        for _ in range(runs + 1):
            page.keyboard.press("q")
            page.wait_for_selector(".queue-row")
            times.append(page.evaluate(_OPEN_ITEM_MS) / 1000)
        browser.close()
    print(
        f"item view in headless Chromium (key press -> picture shown, boxes drawn): "
        f"first {times[0] * 1000:.0f} ms (picture rendered), then median {_median_ms(times[1:])} ms "
        f"(runs: {_ms_list(times[1:])})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pdf", type=Path, help="default: an invoice of the project's generator")
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--width", type=int, default=1000)
    parser.add_argument("--no-browser", action="store_true")
    args = parser.parse_args()
    load = os.getloadavg()
    print(
        f"machine: {platform.node()} ({os.cpu_count()} CPUs), load average "
        f"{load[0]:.1f} / {load[1]:.1f} / {load[2]:.1f}"
    )
    with tempfile.TemporaryDirectory() as tmp:
        data_dir = Path(tmp) / "data"
        with seeded_server(args.pdf, data_dir) as (base, tokens, doc):
            stored = next(p for p in (data_dir / "storage").rglob("*") if p.is_file())
            print(f"document: {stored.name.split('__', 1)[1]} ({stored.stat().st_size:,} bytes)")
            renderer_figures(stored, args.runs, args.width)
            http_figures(base, tokens["alice"], doc, args.runs, args.width)
            if not args.no_browser:
                browser_figures(base, tokens["alice"], data_dir, args.runs)


if __name__ == "__main__":
    main()
