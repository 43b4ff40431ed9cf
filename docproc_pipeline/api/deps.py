"""Dependencies, as `Annotated` aliases: the connection, the caller, the config, the data
directory and page renderer, the clock."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated

import psycopg
from fastapi import Depends, HTTPException, Request, status
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

from docproc_pipeline.api.pool import PoolHolder
from docproc_pipeline.review.page_images import PageRenderer
from docproc_pipeline.review.reviewers import Reviewer, authenticate
from docproc_pipeline.settings import ModuleConfig

_bearer = HTTPBearer(auto_error=False, description="A reviewer's token (`docproc reviewer add`)")


def get_conn(request: Request) -> Iterator[psycopg.Connection]:
    """A pooled autocommit connection for this request."""
    holder: PoolHolder = request.app.state.pool
    with holder.get().connection() as conn:
        yield conn


def get_config(request: Request) -> ModuleConfig:
    config: ModuleConfig = request.app.state.config
    return config


def get_data_dir(request: Request) -> Path:
    """The data directory: stored documents are under it (`documents.storage_path`)."""
    data_dir: Path = request.app.state.data_dir
    return data_dir


def get_page_renderer(request: Request) -> PageRenderer:
    renderer: PageRenderer = request.app.state.page_renderer
    return renderer


def utc_now() -> datetime:
    return datetime.now(UTC)


ConnDep = Annotated[psycopg.Connection, Depends(get_conn)]
ConfigDep = Annotated[ModuleConfig, Depends(get_config)]
DataDirDep = Annotated[Path, Depends(get_data_dir)]
RendererDep = Annotated[PageRenderer, Depends(get_page_renderer)]
NowDep = Annotated[datetime, Depends(utc_now)]


def _unauthorized(message: str) -> HTTPException:
    return HTTPException(
        status_code=status.HTTP_401_UNAUTHORIZED,
        detail=message,
        headers={"WWW-Authenticate": "Bearer"},
    )


def get_current_reviewer(
    conn: ConnDep,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
) -> Reviewer:
    """The reviewer whose bearer token came with the request; 401 otherwise."""
    if credentials is None or credentials.scheme.lower() != "bearer":
        raise _unauthorized("missing bearer token: send 'Authorization: Bearer <token>'")
    reviewer = authenticate(conn, credentials.credentials)
    if reviewer is None:
        raise _unauthorized("invalid or revoked token")
    return reviewer


CurrentReviewer = Annotated[Reviewer, Depends(get_current_reviewer)]
