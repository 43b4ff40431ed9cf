"""The API's PostgreSQL connection pool, created when first needed and closed at shutdown.

A psycopg pool cannot be reopened once closed, so each application lifespan gets a fresh one.
Connections are in autocommit mode: a route opens its own transaction (`conn.transaction()`)
around the domain call, so the commit happens before the response is sent.
"""

from __future__ import annotations

import threading

import psycopg
from psycopg.rows import dict_row
from psycopg_pool import ConnectionPool

from docproc_pipeline.db.connection import SCHEMA, libpq_url


class PoolHolder:
    def __init__(self, database_url: str, *, max_size: int = 16, timeout: float = 10.0) -> None:
        self._url = libpq_url(database_url)
        self._max_size = max_size
        self._timeout = timeout
        self._lock = threading.Lock()
        self._pool: ConnectionPool[psycopg.Connection] | None = None

    def get(self) -> ConnectionPool[psycopg.Connection]:
        with self._lock:
            if self._pool is None:
                pool: ConnectionPool[psycopg.Connection] = ConnectionPool(
                    self._url,
                    kwargs={
                        "autocommit": True,
                        "row_factory": dict_row,
                        "options": f"-c search_path={SCHEMA},public",
                        "connect_timeout": 10,
                    },
                    min_size=1,
                    max_size=self._max_size,
                    timeout=self._timeout,
                    check=ConnectionPool.check_connection,
                    name="docproc-api",
                    open=False,
                )
                pool.open(wait=False)
                self._pool = pool
            return self._pool

    def close(self) -> None:
        with self._lock:
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.close()
