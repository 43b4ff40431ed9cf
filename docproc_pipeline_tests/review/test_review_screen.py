"""The reviewer's screen in a real browser: headless Chromium (Debian's package) driven by
Playwright against the real API (uvicorn on a free port) over a real PostgreSQL database, with a
real invoice PDF read by the offline engine (its fields carry boxes).

Skipped, with the reason, only where no Chromium is installed (`.ci/run` installs it).
"""

from __future__ import annotations

import shutil
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest

from docproc_pipeline.api.server import running_server

from .browser import CHROMIUM_ARGS
from .seed import Seeded, seeded_app

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
NO_CHROMIUM = (
    "no Chromium installed (apt-get install chromium; .ci/run installs it): "
    "the reviewer's screen test drives a real browser"
)
WAIT_MS = 20_000  # a loaded 2-core machine: generous, the waits return as soon as the page is ready

pytestmark = [pytest.mark.browser]


@dataclass
class Screen(Seeded):
    base_url: str


@pytest.fixture
def screen(database_url: str, tmp_path: Path) -> Iterator[Screen]:
    doc_id = "20260101-090000-000001-abc123"
    reasons = ["total needs a look"]  # auto-assigned to alice, the least loaded reviewer
    with seeded_app(database_url, tmp_path, doc_id, reasons=reasons) as seeded:
        assert seeded.extraction.boxes and "total" in seeded.extraction.boxes
        with running_server(seeded.app) as base_url:
            yield Screen(**seeded.parts(), base_url=base_url)


@pytest.fixture
def browser() -> Iterator[object]:
    if CHROMIUM is None:
        pytest.skip(NO_CHROMIUM)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        try:
            yield b
        finally:
            b.close()


def _wait_until(page: object, expression: str) -> None:
    """Poll `expression` in the page until it is true. (Playwright's `wait_for_function`
    evaluates a string inside the page, which the screen's Content-Security-Policy forbids.)"""
    deadline = time.monotonic() + WAIT_MS / 1000
    while not page.evaluate(expression):  # type: ignore[attr-defined]
        assert time.monotonic() < deadline, f"timed out waiting for {expression}"
        time.sleep(0.05)


def _go_to_field(page: object, name: str) -> None:
    """Move the field cursor to `name` with the keyboard only (k to the top, then j)."""
    names = page.eval_on_selector_all(".field-row", "rows => rows.map(r => r.dataset.name)")  # type: ignore[attr-defined]
    for _ in range(len(names)):
        page.keyboard.press("k")  # type: ignore[attr-defined]
    for _ in range(names.index(name)):
        page.keyboard.press("j")  # type: ignore[attr-defined]
    current = page.locator(".field-row.current")  # type: ignore[attr-defined]
    assert current.get_attribute("data-name") == name


def test_reviewer_signs_in_claims_sees_the_page_corrects_and_approves(
    browser: object, screen: Screen
) -> None:
    page = browser.new_page(viewport={"width": 1400, "height": 900})  # type: ignore[attr-defined]
    page.set_default_timeout(WAIT_MS)
    urls: list[str] = []
    page.on("request", lambda r: urls.append(r.url))
    page.goto(screen.base_url + "/review/")

    page.fill("#token", screen.tokens["alice"])
    page.press("#token", "Enter")
    page.wait_for_selector("#view-queue:not([hidden])")
    page.wait_for_selector(f'.queue-row[data-id="{screen.item_id}"]')
    assert page.inner_text("#who") == "alice"

    page.keyboard.press("n")  # claim the next item
    page.wait_for_selector("#view-item:not([hidden])")
    _wait_until(page, "document.getElementById('page-img').naturalWidth > 0")
    assert page.evaluate("document.getElementById('page-img').src").startswith("blob:")
    assert "in_review" in page.inner_text("#item-status")

    _go_to_field(page, "total")
    active = page.locator(".box.active")
    assert active.count() == 1 and active.get_attribute("data-name") == "total"
    image = page.locator("#page-img").bounding_box()
    box = active.bounding_box()
    assert image and box and box["width"] > 2 and box["height"] > 2
    assert image["x"] <= box["x"] and box["x"] + box["width"] <= image["x"] + image["width"]
    assert image["y"] <= box["y"] and box["y"] + box["height"] <= image["y"] + image["height"]

    # Meanwhile an admin corrects another field: alice's stale correction must be refused.
    r = httpx.patch(
        f"{screen.base_url}/api/review/items/{screen.item_id}/fields",
        headers=screen.as_("root"),
        json={"fields": {"purchase_order": "PO-ADMIN"}},
    )
    assert r.status_code == 200, r.text
    page.keyboard.press("c")
    page.keyboard.press("Control+A")
    page.keyboard.type("1234.56")
    page.keyboard.press("Enter")
    page.wait_for_selector("#message.error:not([hidden])")
    assert "Conflict" in page.inner_text("#message-text")
    assert "changed by someone else" in page.inner_text("#message-text")

    page.keyboard.press("l")  # reload the item, then correct again
    page.wait_for_selector("#message", state="hidden")
    _go_to_field(page, "total")
    page.keyboard.press("c")
    page.keyboard.press("Control+A")
    page.keyboard.type("1234.56")
    page.keyboard.press("Enter")
    page.wait_for_selector("#message.ok:not([hidden])")
    assert "Saved total" in page.inner_text("#message-text")

    page.keyboard.press("Control+Enter")  # approve
    _wait_until(page, "document.getElementById('message-text').textContent.includes('corrected')")
    assert "corrected" in page.inner_text("#item-status")

    token = screen.tokens["alice"]
    assert not [u for u in urls if token in u], "the token must never be in a URL"
    assert page.evaluate("sessionStorage.getItem('docproc.review.token')") == token

    row = screen.conn.execute(
        "SELECT value, locked, manually_corrected, source FROM extracted_fields"
        " WHERE document_id = %s AND field_name = 'total'",
        (screen.document_id,),
    ).fetchone()
    assert row == {
        "value": "1234.56",
        "locked": True,
        "manually_corrected": True,
        "source": "human",
    }
    status = screen.conn.execute(
        "SELECT status, has_corrections FROM review_items WHERE id = %s", (screen.item_id,)
    ).fetchone()
    assert status == {"status": "corrected", "has_corrections": True}
    audit = screen.conn.execute(
        "SELECT actor, action, after FROM audit_log WHERE review_item_id = %s ORDER BY id",
        (screen.item_id,),
    ).fetchall()
    assert [(a["actor"], a["action"]) for a in audit] == [
        ("pipeline", "created"),
        ("alice", "claimed"),
        ("root", "fields_corrected"),
        ("alice", "fields_corrected"),
        ("alice", "corrected"),
    ]
    assert audit[3]["after"] == {"total": "1234.56"}


def test_a_reviewer_cannot_open_another_reviewers_item_or_file_by_url(screen: Screen) -> None:
    base, item, doc = screen.base_url, screen.item_id, screen.document_id
    for path in [
        f"/api/review/items/{item}",
        f"/api/review/items/{item}/audit",
        f"/api/documents/{doc}",
        f"/api/documents/{doc}/file",
        f"/api/documents/{doc}/pages/1.png",
    ]:
        r = httpx.get(base + path, headers=screen.as_("bob"))
        assert r.status_code == 403, (path, r.status_code)
        assert "another reviewer" in r.json()["detail"]
        assert httpx.get(base + path, headers=screen.as_("alice")).status_code == 200, path
        assert httpx.get(base + path).status_code == 401, path


def test_another_reviewers_screen_shows_nothing_of_theirs(browser: object, screen: Screen) -> None:
    doc = screen.document_id
    page = browser.new_page()  # type: ignore[attr-defined]
    page.set_default_timeout(WAIT_MS)
    page.goto(screen.base_url + "/review/")
    page.fill("#token", screen.tokens["bob"])
    page.press("#token", "Enter")
    page.wait_for_selector("#queue-empty:not([hidden])")
    page.keyboard.press("n")  # nothing to claim: says so, stays on the queue
    page.wait_for_selector("#message:not([hidden])")
    assert "Nothing left to claim" in page.inner_text("#message-text")
    status = page.evaluate(
        """async ([path, token]) =>
            (await fetch(path, {headers: {Authorization: 'Bearer ' + token}})).status""",
        [f"/api/documents/{doc}/file", screen.tokens["bob"]],
    )
    assert status == 403
    # a wrong token is refused and not kept
    page.click("#btn-signout")
    page.fill("#token", "not-a-token")
    page.press("#token", "Enter")
    page.wait_for_selector("#message.error:not([hidden])")
    assert "refused" in page.inner_text("#message-text")
    assert page.evaluate("sessionStorage.getItem('docproc.review.token')") is None
