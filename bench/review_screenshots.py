"""Pictures of the reviewer's screen for the README: the queue and an item view.

Seeds a scratch database with a few invoices of the project's generator (read by the offline
engine, reasons worded by the pipeline's rules, arrivals spread over the SLA window), serves the
API, and photographs the screen in headless Chromium (Debian's package):

    python bench/review_screenshots.py [--out docs]

writes OUT/review-queue.png (an admin's queue) and OUT/review-item.png (a reviewer's item after
`n`, the first field worth a look selected and its box highlighted), as 256-colour PNGs.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

from PIL import Image

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from page_render import CHROMIUM_ARGS  # noqa: E402
from review_latency import scratch_database  # noqa: E402

from docproc_pipeline.api.app import create_app  # noqa: E402
from docproc_pipeline.api.server import running_server  # noqa: E402
from docproc_pipeline.db.connection import connect  # noqa: E402
from docproc_pipeline.db.migrate import upgrade  # noqa: E402
from docproc_pipeline.review.reviewers import add_reviewer  # noqa: E402
from docproc_pipeline.settings import ModuleConfig  # noqa: E402
from docproc_pipeline_tests.fixtures.build import write_text_pdfs  # noqa: E402
from docproc_pipeline_tests.review.seed import seed_document  # noqa: E402

VIEWPORT = {"width": 1360, "height": 820}
# hours before now each invoice arrived: the SLA (24 h by default) is fresh, near or past due
ARRIVED_HOURS_AGO = [30, 21, 12, 6, 3, 1, 0.5]


def _seed(url: str, data_dir: Path, config: ModuleConfig) -> dict[str, str]:
    pdfs = write_text_pdfs(data_dir.parent / "generated", len(ARRIVED_HOURS_AGO), first_seed=7100)
    now = datetime.now(UTC)
    tokens: dict[str, str] = {}
    with connect(url, autocommit=True) as conn:
        for n, (pdf, hours) in enumerate(zip(pdfs, ARRIVED_HOURS_AGO, strict=True)):
            if n == 1:  # the first item arrives before anyone is there to take it
                tokens["alice"] = add_reviewer(conn, "alice", False)
                tokens["bob"] = add_reviewer(conn, "bob", False)
                tokens["lead"] = add_reviewer(conn, "lead", True)
            arrived = now - timedelta(hours=hours)
            doc_id = f"{arrived:%Y%m%d-%H%M%S}-{n:06d}-screen"
            seed_document(conn, data_dir, pdf, doc_id, config, now=arrived)
    return tokens


def _select_field_worth_a_look(page: object) -> None:
    """With the keyboard: the first field marked low that has a box, else `total`."""
    rows = page.eval_on_selector_all(  # type: ignore[attr-defined]
        ".field-row",
        "rows => rows.map(r => [r.dataset.name, r.classList.contains('low')])",
    )
    boxed = set(page.eval_on_selector_all(".box", "bs => bs.map(b => b.dataset.name)"))  # type: ignore[attr-defined]
    names = [n for n, _ in rows]
    target = next((n for n, low in rows if low and n in boxed), "total")
    for _ in names:
        page.keyboard.press("k")  # type: ignore[attr-defined]
    for _ in range(names.index(target)):
        page.keyboard.press("j")  # type: ignore[attr-defined]


def _shrink(path: Path) -> None:
    with Image.open(path) as im:
        small = im.convert("RGB").quantize(colors=256, method=Image.Quantize.MEDIANCUT)
    small.save(path, optimize=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parents[1] / "docs")
    args = parser.parse_args()
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if chromium is None:
        raise SystemExit("no Chromium installed (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    config = ModuleConfig()
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp, scratch_database(None) as url:
        upgrade(url)
        data_dir = Path(tmp) / "data"
        tokens = _seed(url, data_dir, config)
        app = create_app(url, config, pool_size=4, data_dir=data_dir)
        with running_server(app) as base, sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium, headless=True, args=CHROMIUM_ARGS)
            page = browser.new_page(viewport=VIEWPORT)
            page.goto(base + "/review/")
            page.fill("#token", tokens["alice"])
            page.press("#token", "Enter")
            page.wait_for_selector(".queue-row")
            page.keyboard.press("n")
            page.wait_for_selector(".box")
            _select_field_worth_a_look(page)
            page.wait_for_selector(".box.active")
            page.evaluate("document.activeElement && document.activeElement.blur()")
            page.screenshot(path=str(args.out / "review-item.png"))
            page.click("#btn-signout")
            page.fill("#token", tokens["lead"])
            page.press("#token", "Enter")
            page.wait_for_selector(".queue-row")
            page.keyboard.press("j")
            page.screenshot(path=str(args.out / "review-queue.png"))
            browser.close()
    for name in ("review-queue.png", "review-item.png"):
        _shrink(args.out / name)
        print(f"{args.out / name}: {(args.out / name).stat().st_size:,} bytes")


if __name__ == "__main__":
    main()
