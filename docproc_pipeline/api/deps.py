"""Dependencies, as `Annotated` aliases: the connection, the caller, the config, the clock."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Annotated

import psycopg
from fastapi import Depends, HTTPException, Request, status
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

from docproc_pipeline.api.pool import PoolHolder
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


def utc_now() -> datetime:
    return datetime.now(UTC)


ConnDep = Annotated[psycopg.Connection, Depends(get_conn)]
ConfigDep = Annotated[ModuleConfig, Depends(get_config)]
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
