"""The API behind the reviewer's screen: the original file, page pictures, field boxes, the
item version that refuses a change made meanwhile, and the page itself. Real PostgreSQL, a real
PDF read by the offline engine."""

from __future__ import annotations

import io
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from PIL import Image

from docproc_pipeline.api.app import create_app
from docproc_pipeline.db.connection import connect
from docproc_pipeline.settings import ModuleConfig
from docproc_pipeline_tests.fixtures.turned_page import FIELD_WORDS, FONT_SIZE, turned_page

from .seed import Seeded, add_reviewers, seed_document, seeded_app

DOC = "20260101-090000-000001-abc123"


@dataclass
class Setup(Seeded):
    client: TestClient


@pytest.fixture
def setup(database_url: str, tmp_path: Path) -> Iterator[Setup]:
    file_name = "Rechnung Müller 03.pdf"
    with (
        seeded_app(database_url, tmp_path, DOC, file_name=file_name) as seeded,
        TestClient(seeded.app) as client,
    ):
        yield Setup(**seeded.parts(), client=client)


def test_the_original_file_comes_back_with_its_type_and_name(setup: Setup) -> None:
    r = setup.client.get(f"/api/documents/{DOC}/file", headers=setup.as_("alice"))
    assert r.status_code == 200
    assert r.content == setup.pdf.read_bytes()
    assert r.headers["content-type"] == "application/pdf"
    disposition = r.headers["content-disposition"]
    assert disposition.startswith("attachment;")
    assert "filename*=utf-8''Rechnung%20M%C3%BCller%2003.pdf" in disposition
    assert r.headers["x-content-type-options"] == "nosniff"
    assert "sandbox" in r.headers["content-security-policy"]


def test_a_page_picture_is_rendered_once_then_served_from_the_cache(setup: Setup) -> None:
    path = f"/api/documents/{DOC}/pages/1.png"
    r = setup.client.get(path, params={"width": 400}, headers=setup.as_("alice"))
    assert r.status_code == 200 and r.headers["content-type"] == "image/png"
    with Image.open(io.BytesIO(r.content)) as im:
        assert im.width == 400 and im.height > 400  # a portrait page
    cached = list((setup.data_dir / "cache" / "pages").rglob("*"))
    files = [p for p in cached if p.is_file()]
    assert [p.name for p in files] == ["1-400.png"]
    before = files[0].stat().st_mtime_ns
    again = setup.client.get(path, params={"width": 400}, headers=setup.as_("alice"))
    assert again.content == r.content and files[0].stat().st_mtime_ns == before
    default = setup.client.get(path, headers=setup.as_("alice"))
    with Image.open(io.BytesIO(default.content)) as im:
        assert im.width == 1000


@pytest.mark.parametrize(
    ("path", "code", "words"),
    [
        (f"/api/documents/{DOC}/pages/1.png?width=199", 422, "width"),
        (f"/api/documents/{DOC}/pages/1.png?width=2001", 422, "width"),
        (f"/api/documents/{DOC}/pages/1.png?width=abc", 422, "width"),
        (f"/api/documents/{DOC}/pages/2.png", 404, "no page 2"),
        (f"/api/documents/{DOC}/pages/0.png", 422, "page"),
        (f"/api/documents/{DOC}/pages/x.png", 422, "page"),
        ("/api/documents/nope/pages/1.png", 404, "does not exist"),
        ("/api/documents/nope/file", 404, "does not exist"),
        ("/api/documents/NOT%20AN%20ID/file", 422, "document_id"),
    ],
)
def test_bad_page_and_file_requests_get_a_clear_4xx(
    setup: Setup, path: str, code: int, words: str
) -> None:
    r = setup.client.get(path, headers=setup.as_("root"))
    assert r.status_code == code, r.text
    assert words in r.json()["detail"]


def test_a_missing_stored_file_or_an_unrenderable_one_is_a_clear_error(setup: Setup) -> None:
    stored = next((setup.data_dir / "storage").rglob("*.pdf"))
    stored.write_bytes(b"%PDF-1.7\n broken")
    r = setup.client.get(f"/api/documents/{DOC}/pages/1.png", headers=setup.as_("alice"))
    assert r.status_code == 422 and "cannot render this PDF" in r.json()["detail"]
    stored.unlink()
    for path in [f"/api/documents/{DOC}/file", f"/api/documents/{DOC}/pages/1.png"]:
        r = setup.client.get(path, headers=setup.as_("alice"))
        assert r.status_code == 404 and "stored file" in r.json()["detail"]
    setup.conn.execute(
        "UPDATE documents SET storage_path = '../../etc/passwd' WHERE id = %s", (DOC,)
    )
    r = setup.client.get(f"/api/documents/{DOC}/file", headers=setup.as_("alice"))
    assert r.status_code == 404


def test_the_item_says_where_each_value_was_read(setup: Setup) -> None:
    detail = setup.client.get(
        f"/api/review/items/{setup.item_id}", headers=setup.as_("alice")
    ).json()
    fields = {f["name"]: f for f in detail["fields"]}
    total = fields["total"]
    assert total["source"] == "text"
    box = total["box"]
    assert box["page"] == 1 and 0 <= box["x0"] < box["x1"] <= 1 and 0 <= box["y0"] < box["y1"] <= 1
    # list rows have no box of their own
    assert all(f["box"] is None for n, f in fields.items() if n.startswith("line_items["))
    assert isinstance(detail["version"], int)


def test_the_boxes_of_a_page_scanned_upside_down_fall_on_its_words_in_the_served_picture(
    database_url: str, tmp_path: Path
) -> None:
    # OCR reads the sheet turned over; the screen shows the page as the file holds it
    page = turned_page(180.0)
    source = tmp_path / "in" / "scan.png"
    source.parent.mkdir()
    source.write_bytes(page.png)
    config, data_dir, doc = ModuleConfig(), tmp_path / "data", "20260101-090000-000002-def456"
    with connect(database_url, autocommit=True) as conn:
        tokens = add_reviewers(conn)
        item_id, _ = seed_document(conn, data_dir, source, doc, config, mime="image/png")
        app = create_app(database_url, config, pool_size=4, data_dir=data_dir)
        with TestClient(app) as client:
            as_alice = {"Authorization": f"Bearer {tokens['alice']}"}
            detail = client.get(f"/api/review/items/{item_id}", headers=as_alice).json()
            served = client.get(f"/api/documents/{doc}/pages/1.png", headers=as_alice)
    boxes = {f["name"]: f["box"] for f in detail["fields"] if f["name"] in FIELD_WORDS}
    assert set(boxes) == set(FIELD_WORDS)
    with Image.open(io.BytesIO(served.content)) as im:
        picture = im.convert("L")
    for field, box in boxes.items():
        corners = (box["x0"], box["y0"], box["x1"], box["y1"])
        assert page.off_by(field, corners) <= FONT_SIZE / 2, (field, box)
        # and the served picture has the words' ink there
        crop = picture.crop(
            (
                round(box["x0"] * picture.width),
                round(box["y0"] * picture.height),
                round(box["x1"] * picture.width),
                round(box["y1"] * picture.height),
            )
        )
        assert crop.getextrema()[0] < 128, (field, box)


def _claim(setup: Setup, who: str) -> int:
    r = setup.client.post(f"/api/review/items/{setup.item_id}/claim", headers=setup.as_(who))
    assert r.status_code == 200, r.text
    return int(r.json()["version"])


def _total(setup: Setup) -> object:
    row = setup.conn.execute(
        "SELECT value FROM extracted_fields WHERE document_id = %s AND field_name = 'total'",
        (DOC,),
    ).fetchone()
    assert row is not None
    return row["value"]


def test_a_correction_made_meanwhile_is_never_overwritten_silently(setup: Setup) -> None:
    item = f"/api/review/items/{setup.item_id}"
    seen = _claim(setup, "alice")
    # the admin corrects the total while alice looks at the item
    r = setup.client.patch(
        f"{item}/fields", headers=setup.as_("root"), json={"fields": {"total": "10.00"}}
    )
    assert r.status_code == 200 and r.json()["version"] == seen + 1
    stale = {"fields": {"total": "20.00"}, "expected_version": seen}
    r = setup.client.patch(f"{item}/fields", headers=setup.as_("alice"), json=stale)
    assert r.status_code == 409
    assert (
        "changed by someone else" in r.json()["detail"]
        and "nothing was saved" in r.json()["detail"]
    )
    assert _total(setup) == "10.00"
    for action, body in [("approve", {}), ("reject", {"reason": "blurred"})]:
        r = setup.client.post(
            f"{item}/{action}", headers=setup.as_("alice"), json={**body, "expected_version": seen}
        )
        assert r.status_code == 409, action
    current = setup.client.get(item, headers=setup.as_("alice")).json()["version"]
    fresh = {"fields": {"total": "20.00"}, "expected_version": current}
    assert setup.client.patch(f"{item}/fields", headers=setup.as_("alice"), json=fresh).is_success
    assert _total(setup) == "20.00"
    r = setup.client.post(
        f"{item}/approve", headers=setup.as_("alice"), json={"expected_version": current + 1}
    )
    assert r.status_code == 200 and r.json()["status"] == "corrected"


def test_an_item_reassigned_meanwhile_refuses_the_first_reviewer(setup: Setup) -> None:
    item = f"/api/review/items/{setup.item_id}"
    seen = _claim(setup, "alice")
    bob_id = setup.conn.execute("SELECT id FROM reviewers WHERE name = 'bob'").fetchone()["id"]
    r = setup.client.post(f"{item}/assign", headers=setup.as_("root"), json={"reviewer_id": bob_id})
    assert r.status_code == 200
    body = {"fields": {"total": "1.00"}, "expected_version": seen}
    r = setup.client.patch(f"{item}/fields", headers=setup.as_("alice"), json=body)
    assert r.status_code == 403 and "another reviewer" in r.json()["detail"]
    r = setup.client.post(f"{item}/approve", headers=setup.as_("alice"))
    assert r.status_code == 403
    assert _total(setup) != "1.00"
    # bob claims it, and alice's old version no longer fits either
    bob_seen = _claim(setup, "bob")
    assert bob_seen > seen


@pytest.mark.parametrize(
    "body",
    [{"expected_version": 0}, {"expected_version": "x"}, {"expected_version": 2**31}, {"x": 1}],
)
def test_a_bad_expected_version_is_422(setup: Setup, body: dict[str, object]) -> None:
    _claim(setup, "alice")
    r = setup.client.post(
        f"/api/review/items/{setup.item_id}/approve", headers=setup.as_("alice"), json=body
    )
    assert r.status_code == 422


def test_the_screen_is_served_with_a_strict_content_security_policy(setup: Setup) -> None:
    page = setup.client.get("/review/")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    assert '<script src="app.js" defer></script>' in page.text
    policy = page.headers["content-security-policy"]
    assert "script-src 'self'" in policy and "unsafe" not in policy
    assert setup.client.get("/review/app.js").headers["content-type"].startswith("text/javascript")
    assert setup.client.get("/review/app.css").status_code == 200
    r = setup.client.get("/review", follow_redirects=False)
    assert r.status_code in (307, 308) and r.headers["location"].endswith("/review/")
    me = setup.client.get("/api/review/me", headers=setup.as_("bob")).json()
    assert me["name"] == "bob" and me["is_admin"] is False
