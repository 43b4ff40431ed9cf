"""OpenAPI-driven fuzzing (schemathesis): whatever the input, the API never answers 5xx.

A real uvicorn server on loopback against a per-test database seeded with reviewers, items and
fields. Examples per operation are capped so the run stays around a minute.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
import schemathesis  # a dev dependency: a missing one fails the suite, it is never skipped
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis.errors import Unsatisfiable
from schemathesis.checks import not_a_server_error
from schemathesis.generation.modes import GenerationMode

from docproc_pipeline.api.app import create_app
from docproc_pipeline.api.server import running_server
from docproc_pipeline.db.connection import connect
from docproc_pipeline.db.fields import write_extracted_fields
from docproc_pipeline.review.reviewers import add_reviewer
from docproc_pipeline.settings import ModuleConfig

from .conftest import make_item

MAX_EXAMPLES = 25


@dataclass
class Server:
    base_url: str
    admin_token: str
    reviewer_token: str


@pytest.fixture
def fuzz_server(database_url: str) -> Iterator[Server]:
    config = ModuleConfig()
    with connect(database_url, autocommit=True) as conn:
        reviewer_token = add_reviewer(conn, "alice", False)
        admin_token = add_reviewer(conn, "root", True)
        for n in range(6):
            doc = f"d{n}"
            make_item(conn, config, doc, confidence=n / 6)
            write_extracted_fields(
                conn, doc, {"total": "10.00", "currency": "EUR"}, {"total": 0.5}, {}
            )
    app = create_app(database_url, config, pool_size=4)
    with running_server(app) as base_url:
        yield Server(base_url, admin_token, reviewer_token)


@pytest.mark.parametrize("mode", list(GenerationMode), ids=str)
@pytest.mark.parametrize("who", ["admin", "reviewer"])
def test_api_never_answers_5xx(fuzz_server: Server, mode: GenerationMode, who: str) -> None:
    """Every operation, fed valid (positive) or invalid (negative) data, answers below 500."""
    token = fuzz_server.admin_token if who == "admin" else fuzz_server.reviewer_token
    schema = schemathesis.openapi.from_url(f"{fuzz_server.base_url}/openapi.json")
    failures: list[str] = []
    statuses: Counter[int] = Counter()
    operations = [result.ok() for result in schema.get_all_operations()]
    assert len(operations) >= 10
    for operation in operations:

        @given(case=operation.as_strategy(generation_mode=mode))
        @settings(
            max_examples=MAX_EXAMPLES,
            deadline=None,
            suppress_health_check=list(HealthCheck),
            phases=[Phase.explicit, Phase.generate],
            derandomize=True,
            database=None,
        )
        def call(case: Any) -> None:
            response = case.call_and_validate(
                headers={"Authorization": f"Bearer {token}"},
                checks=[not_a_server_error],
                timeout=10,
            )
            statuses[response.status_code] += 1

        try:
            call()
        except Unsatisfiable:  # no parameters to make invalid (e.g. GET /api/health)
            continue
        except Exception as e:  # collect, so one failing operation does not hide another
            failures.append(f"{operation.label}: {e}")
    assert not failures, "\n\n".join(failures)
    total = sum(statuses.values())
    print(f"{who}/{mode}: {total} requests, statuses {dict(sorted(statuses.items()))}")
    assert total > 100
    assert all(code < 500 for code in statuses)
    if mode is GenerationMode.POSITIVE:  # the token works: valid requests get through
        assert any(200 <= code < 300 for code in statuses)
