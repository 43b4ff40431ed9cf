"""Prometheus metrics at `GET /api/metrics`, computed from PostgreSQL at scrape time.

No token: Prometheus scrapers do not send bearer tokens by default, and the page holds only
counts (no document content, names or reviewers). Where the counts themselves are sensitive,
restrict `/api/metrics` at the network or the reverse proxy. The figures add up every run process
because they come from the database (see `monitoring.collector`).
"""

from __future__ import annotations

from fastapi import APIRouter, Request, Response
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

from docproc_pipeline.api.pool import PoolHolder
from docproc_pipeline.monitoring.collector import registry_for

router = APIRouter(prefix="/api", tags=["metrics"])


@router.get(
    "/metrics",
    response_class=Response,
    responses={200: {"content": {CONTENT_TYPE_LATEST: {}}, "description": "Prometheus text"}},
)
def metrics(request: Request) -> Response:
    """Pipeline metrics in the Prometheus text format (documents, durations, confidence, model
    calls and tokens, review queue, SLA breaches, circuit breakers)."""
    holder: PoolHolder = request.app.state.pool
    registry = getattr(request.app.state, "metrics_registry", None)
    if registry is None:
        registry = registry_for(lambda: holder.get().connection())
        request.app.state.metrics_registry = registry
    return Response(generate_latest(registry), media_type=CONTENT_TYPE_LATEST)
