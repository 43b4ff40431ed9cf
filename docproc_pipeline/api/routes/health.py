"""Liveness and database reachability; no token needed (for load balancers and probes)."""

from __future__ import annotations

from fastapi import APIRouter

from docproc_pipeline.api.deps import ConnDep
from docproc_pipeline.api.schemas import Health

router = APIRouter(prefix="/api", tags=["health"])


@router.get("/health", response_model=Health)
def health(conn: ConnDep) -> Health:
    conn.execute("SELECT 1")
    return Health(status="ok", database="ok")
