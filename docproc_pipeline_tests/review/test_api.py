"""The review API over HTTP (FastAPI TestClient) against real PostgreSQL."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import psycopg
import pytest
from fastapi.testclient import TestClient

from docproc_pipeline.api.app import create_app
from docproc_pipeline.db.connection import connect
from docproc_pipeline.db.fields import write_extracted_fields
from docproc_pipeline.settings import ModuleConfig

from .conftest import FULL_FIELDS, make_item
from .seed import Reviewers, add_reviewers


@dataclass
class Api(Reviewers):
    client: TestClient
    conn: psycopg.Connection
    config: ModuleConfig


@pytest.fixture
def api(database_url: str) -> Iterator[Api]:
    config = ModuleConfig()
    with connect(database_url, autocommit=True) as conn:
        tokens = add_reviewers(conn)
        app = create_app(database_url, config, pool_size=4)
        with TestClient(app) as client:
            yield Api(tokens, client, conn, config)


def _item(api: Api, doc: str, **kw: object) -> int:
    item_id = make_item(api.conn, api.config, doc, **kw)  # type: ignore[arg-type]
    write_extracted_fields(api.conn, doc, FULL_FIELDS, {"total": 0.7}, {"total": [{"ok": True}]})
    return item_id


def test_health_and_openapi(api: Api) -> None:
    assert api.client.get("/api/health").json() == {"status": "ok", "database": "ok"}
    schema = api.client.get("/openapi.json").json()
    assert "/api/review/claim-next" in schema["paths"]
    assert "HTTPBearer" in schema["components"]["securitySchemes"]


@pytest.mark.parametrize(
    "headers",
    [{}, {"Authorization": "Bearer nope"}, {"Authorization": "Basic abc"}, {"Authorization": ""}],
)
def test_requests_without_a_valid_token_get_401_json(api: Api, headers: dict[str, str]) -> None:
    for method, path in [
        ("GET", "/api/review/items"),
        ("POST", "/api/review/claim-next"),
        ("GET", "/api/review/items/1"),
        ("GET", "/api/documents/d1"),
    ]:
        r = api.client.request(method, path, headers=headers)
        assert r.status_code == 401, (method, path)
        assert r.headers["content-type"].startswith("application/json")
        assert r.json()["detail"]


def test_full_review_flow(api: Api) -> None:
    item_id = _item(api, "d1")  # auto-assigned to alice
    alice = api.as_("alice")
    listed = api.client.get("/api/review/items", headers=alice).json()
    assert listed["total"] == 1 and listed["items"][0]["id"] == item_id

    r = api.client.post("/api/review/claim-next", headers=alice)
    assert r.status_code == 200 and r.json()["status"] == "in_review"
    assert api.client.post("/api/review/claim-next", headers=alice).status_code == 204

    detail = api.client.get(f"/api/review/items/{item_id}", headers=alice).json()
    total = next(f for f in detail["fields"] if f["name"] == "total")
    assert total == {
        "name": "total",
        "value": "100.00",
        "confidence": 0.7,
        "locked": False,
        "manually_corrected": False,
        "rule_results": [{"ok": True}],
        "source": None,
        "box": None,
    }
    assert detail["document_url"] == "/api/documents/d1"
    assert detail["validation"]["rule_results"] == {"total": [{"ok": True}]}

    r = api.client.patch(
        f"/api/review/items/{item_id}/fields", headers=alice, json={"fields": {"total": "bad"}}
    )
    assert r.status_code == 422 and "total" in r.json()["detail"]
    r = api.client.patch(
        f"/api/review/items/{item_id}/fields", headers=alice, json={"fields": {"total": "99.5"}}
    )
    assert r.status_code == 200
    total = next(f for f in r.json()["fields"] if f["name"] == "total")
    assert (total["value"], total["locked"], total["manually_corrected"]) == ("99.50", True, True)

    r = api.client.post(f"/api/review/items/{item_id}/approve", headers=alice)
    assert r.status_code == 200 and r.json()["status"] == "corrected"
    assert api.client.post(f"/api/review/items/{item_id}/approve", headers=alice).status_code == 409

    trail = api.client.get(f"/api/review/items/{item_id}/audit", headers=alice).json()
    assert [e["action"] for e in trail] == ["created", "claimed", "fields_corrected", "corrected"]
    doc = api.client.get("/api/documents/d1", headers=alice).json()
    assert doc["status"] == "completed" and doc["review_status"] == "corrected"


def test_reviewer_cannot_touch_another_reviewers_item_over_http(api: Api) -> None:
    item_id = _item(api, "d1")  # alice's
    bob = api.as_("bob")
    for method, path, body in [
        ("GET", f"/api/review/items/{item_id}", None),
        ("GET", f"/api/review/items/{item_id}/audit", None),
        ("POST", f"/api/review/items/{item_id}/claim", None),
        ("POST", f"/api/review/items/{item_id}/approve", None),
        ("POST", f"/api/review/items/{item_id}/reject", {"reason": "x"}),
        ("PATCH", f"/api/review/items/{item_id}/fields", {"fields": {"total": "1.00"}}),
        ("POST", f"/api/review/items/{item_id}/assign", {"reviewer_id": 2}),
        ("GET", "/api/documents/d1", None),
    ]:
        r = api.client.request(method, path, headers=bob, json=body)
        assert r.status_code == 403, (method, path, r.text)
        assert r.json()["detail"]
    assert api.client.get("/api/review/items", headers=bob).json()["total"] == 0
    r = api.client.get("/api/review/items", headers=bob, params={"assignee": 1})
    assert r.status_code == 403
    # The admin can hand it over; then bob may act.
    root = api.as_("root")
    r = api.client.post(
        f"/api/review/items/{item_id}/assign", headers=root, json={"reviewer_id": 2}
    )
    assert r.status_code == 200 and r.json()["assignee_name"] == "bob"
    assert api.client.post(f"/api/review/items/{item_id}/claim", headers=bob).status_code == 200
    r = api.client.post(f"/api/review/items/{item_id}/reject", headers=bob, json={"reason": ""})
    assert r.status_code == 422
    r = api.client.post(
        f"/api/review/items/{item_id}/reject", headers=bob, json={"reason": "blurred scan"}
    )
    assert r.status_code == 200 and r.json()["reject_reason"] == "blurred scan"


@pytest.mark.parametrize(
    ("method", "path", "body", "code"),
    [
        ("GET", "/api/review/items/999999", None, 404),
        ("GET", "/api/review/items/0", None, 422),
        ("GET", "/api/review/items/-1", None, 422),
        ("GET", "/api/review/items/99999999999999999999999999", None, 422),
        ("GET", "/api/review/items/abc", None, 422),
        ("GET", "/api/review/items?limit=0", None, 422),
        ("GET", "/api/review/items?status=done", None, 422),
        ("GET", "/api/review/items?offset=-3", None, 422),
        ("GET", "/api/documents/NOT%20AN%20ID", None, 422),
        ("GET", "/api/documents/missing", None, 404),
        ("POST", "/api/review/items/1/assign", {"reviewer_id": 424242}, 422),
        ("POST", "/api/review/items/1/assign", {"reviewer_id": "x"}, 422),
        ("POST", "/api/review/items/1/reject", {}, 422),
        ("PATCH", "/api/review/items/1/fields", {"fields": {}}, 422),
        ("PATCH", "/api/review/items/1/fields", {"fields": {"total": 1.5}}, 422),
        ("PATCH", "/api/review/items/1/fields", [1, 2], 422),
    ],
)
def test_bad_requests_get_clear_4xx(
    api: Api, method: str, path: str, body: object, code: int
) -> None:
    _item(api, "d1")
    r = api.client.request(method, path, headers=api.as_("root"), json=body)
    assert r.status_code == code, r.text
    assert isinstance(r.json()["detail"], str) and r.json()["detail"]


@pytest.mark.parametrize(
    ("method", "path", "content"),
    [
        ("POST", "/api/review/items/1/reject", b"{not json"),
        ("POST", "/api/review/items/1/reject", b'{"reason": "bad \\ud800 text"}'),
        ("POST", "/api/review/items/1/reject", b'{"reason": "nul \\u0000"}'),
        ("PATCH", "/api/review/items/1/fields", b'{"fields": {"x\\ud800": "1"}}'),
        ("PATCH", "/api/review/items/1/fields", b'{"fields": {"x\\u0000": "1"}}'),
        ("PATCH", "/api/review/items/1/fields", b'{"fields": {"vendor_name": "\\ud800"}}'),
    ],
)
def test_malformed_bodies_are_422(api: Api, method: str, path: str, content: bytes) -> None:
    _item(api, "d1")
    root = api.as_("root")
    assert api.client.post("/api/review/items/1/claim", headers=root).status_code == 200
    r = api.client.request(
        method, path, headers={**root, "Content-Type": "application/json"}, content=content
    )
    assert r.status_code == 422, r.text


def test_list_is_paginated_and_ordered_by_current_priority(api: Api) -> None:
    ids = [_item(api, f"d{n}", confidence=n / 10) for n in range(5)]
    root = api.as_("root")
    first = api.client.get("/api/review/items", headers=root, params={"limit": 2}).json()
    rest = api.client.get(
        "/api/review/items", headers=root, params={"limit": 2, "offset": 2}
    ).json()
    order = [i["id"] for i in first["items"] + rest["items"]]
    assert order == ids[:4]  # lowest confidence first
    assert first["total"] == 5
    prios = [i["priority"] for i in first["items"] + rest["items"]]
    assert prios == sorted(prios, reverse=True)
    pending = api.client.get("/api/review/items", headers=root, params={"status": "approved"})
    assert pending.json()["total"] == 0
