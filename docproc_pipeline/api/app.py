"""The FastAPI application: routers, the connection pool's lifespan, JSON error handlers.

Every error is JSON `{"detail": "<a sentence>"}` (validation errors add `errors`): domain
errors map to 403/404/409/422, a database that cannot be reached to 503, and anything
unexpected to a 500 that names no internals.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from importlib import resources
from pathlib import Path
from typing import Any

import psycopg
from fastapi import FastAPI, Request, status
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from fastapi.staticfiles import StaticFiles
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
from docproc_pipeline.review.page_images import PageRenderer
from docproc_pipeline.settings import EnvSettings, ModuleConfig

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


# The reviewer's screen: plain files shipped in the package (no build step).
REVIEW_PAGE = "/review"
# The screen runs only its own script and styles, and shows page pictures as blob: URLs.
_PAGE_POLICY = (
    "default-src 'self'; img-src 'self' blob:; script-src 'self'; style-src 'self'; "
    "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'"
)


def _review_page_dir() -> Path:
    return Path(str(resources.files("docproc_pipeline.api") / "static" / "review"))


async def _page_headers(
    request: Request, call_next: Callable[[Request], Awaitable[Response]]
) -> Response:
    response = await call_next(request)
    if request.url.path.startswith(REVIEW_PAGE):
        response.headers["Content-Security-Policy"] = _PAGE_POLICY
        response.headers["X-Content-Type-Options"] = "nosniff"
        response.headers["Referrer-Policy"] = "no-referrer"
    return response


def create_app(
    database_url: str,
    config: ModuleConfig,
    *,
    pool_size: int = 16,
    data_dir: Path | None = None,
) -> FastAPI:
    """The review API over the database at `database_url` (migrated), with `config`'s
    required fields and SLA. `pool_size` bounds its PostgreSQL connections. Stored documents
    are read from `data_dir` (default `DOCPROC_DATA_DIR`, else `./data`), page pictures cached
    under its `cache/pages/`. The reviewer's screen is served at `/review/`."""
    holder = PoolHolder(database_url, max_size=pool_size)
    data_dir = (data_dir or EnvSettings.from_env().data_dir).absolute()

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
    app.state.data_dir = data_dir
    app.state.page_renderer = PageRenderer(data_dir / "cache" / "pages")
    app.include_router(health.router)
    app.include_router(review.router)
    app.include_router(documents.router)
    app.include_router(metrics.router)
    app.mount(REVIEW_PAGE, StaticFiles(directory=_review_page_dir(), html=True), name="review")
    app.middleware("http")(_page_headers)
    app.add_exception_handler(ReviewError, _review_error)
    app.add_exception_handler(RequestValidationError, _validation_error)
    app.add_exception_handler(PoolTimeout, _database_unavailable)
    app.add_exception_handler(psycopg.OperationalError, _database_unavailable)
    app.add_exception_handler(psycopg.DataError, _database_rejected)
    app.add_exception_handler(UnicodeEncodeError, _database_rejected)
    app.add_exception_handler(Exception, _unexpected)
    return app
