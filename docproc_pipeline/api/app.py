"""The FastAPI application: routers, the connection pool's lifespan, JSON error handlers.

Every error is JSON `{"detail": "<a sentence>"}` (validation errors add `errors`): domain
errors map to 403/404/409/422, a database that cannot be reached to 503, and anything
unexpected to a 500 that names no internals.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import psycopg
from fastapi import FastAPI, Request, status
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from psycopg_pool import PoolTimeout

from docproc_pipeline.api.pool import PoolHolder
from docproc_pipeline.api.routes import documents, health, metrics, review
from docproc_pipeline.review.errors import (
    InvalidReviewInput,
    ItemNotFound,
    NotAllowed,
    ReviewError,
    StateConflict,
)
from docproc_pipeline.settings import ModuleConfig

log = logging.getLogger(__name__)

_REVIEW_STATUS: dict[type[ReviewError], int] = {
    ItemNotFound: status.HTTP_404_NOT_FOUND,
    NotAllowed: status.HTTP_403_FORBIDDEN,
    StateConflict: status.HTTP_409_CONFLICT,
    InvalidReviewInput: status.HTTP_422_UNPROCESSABLE_CONTENT,
}


def _error(code: int, detail: str, **extra: Any) -> JSONResponse:
    return JSONResponse(status_code=code, content={"detail": detail, **extra})


async def _review_error(_: Request, exc: Exception) -> JSONResponse:
    code = next(
        (c for cls, c in _REVIEW_STATUS.items() if isinstance(exc, cls)),
        status.HTTP_400_BAD_REQUEST,
    )
    return _error(code, str(exc))


def _location(loc: tuple[Any, ...] | list[Any]) -> str:
    return ".".join(str(part) for part in loc)


async def _validation_error(_: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, RequestValidationError)
    errors = [
        {
            "loc": [str(p) for p in e.get("loc", ())],
            "msg": str(e.get("msg", "")),
            "type": e.get("type"),
        }
        for e in exc.errors()
    ]
    summary = "; ".join(f"{_location(e['loc'])}: {e['msg']}" for e in errors[:5])
    return _error(
        status.HTTP_422_UNPROCESSABLE_CONTENT, f"invalid request: {summary}", errors=errors
    )


async def _database_unavailable(_: Request, exc: Exception) -> JSONResponse:
    log.warning("database unavailable: %s", exc)
    return _error(status.HTTP_503_SERVICE_UNAVAILABLE, "the database is unavailable; try again")


async def _database_rejected(_: Request, exc: Exception) -> JSONResponse:
    # Input the validators let through but PostgreSQL refuses (a value out of its range).
    log.info("database rejected a value: %s", exc)
    return _error(status.HTTP_422_UNPROCESSABLE_CONTENT, "a value is out of range or malformed")


async def _unexpected(_: Request, exc: Exception) -> JSONResponse:
    log.exception("unhandled error", exc_info=exc)
    return _error(status.HTTP_500_INTERNAL_SERVER_ERROR, "internal error; see the server log")


def create_app(database_url: str, config: ModuleConfig, *, pool_size: int = 16) -> FastAPI:
    """The review API over the database at `database_url` (migrated), with `config`'s
    required fields and SLA. `pool_size` bounds its PostgreSQL connections."""
    holder = PoolHolder(database_url, max_size=pool_size)

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        holder.get()
        try:
            yield
        finally:
            holder.close()

    app = FastAPI(
        title="docproc review API",
        version="1",
        description=(
            "Review queue for extracted invoices. Every endpoint except /api/health and "
            "/api/metrics (Prometheus) needs "
            "`Authorization: Bearer <token>`."
        ),
        lifespan=lifespan,
    )
    app.state.pool = holder
    app.state.config = config
    app.include_router(health.router)
    app.include_router(review.router)
    app.include_router(documents.router)
    app.include_router(metrics.router)
    app.add_exception_handler(ReviewError, _review_error)
    app.add_exception_handler(RequestValidationError, _validation_error)
    app.add_exception_handler(PoolTimeout, _database_unavailable)
    app.add_exception_handler(psycopg.OperationalError, _database_unavailable)
    app.add_exception_handler(psycopg.DataError, _database_rejected)
    app.add_exception_handler(UnicodeEncodeError, _database_rejected)
    app.add_exception_handler(Exception, _unexpected)
    return app
