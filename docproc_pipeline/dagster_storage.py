"""Dagster's storage on PostgreSQL: dagster-postgres's classes, with a batch of asset events
written in one statement and a small connection pool instead of a connection per operation.

`dagster.yaml` names the three classes below as the instance's `run_storage`,
`event_log_storage` and `schedule_storage` (module / class / config, the way Dagster loads
configurable storage classes). This module is loaded by Dagster's processes (daemon, webserver,
code servers, run workers) from the instance config, not by the code location.

Why: creating a run over N partitions of our five document assets writes 5 x N
ASSET_MATERIALIZATION_PLANNED events. Dagster hands them to the storage in batches
(`DAGSTER_EVENT_BATCH_SIZE`, which `docproc dev` sets), but dagster-postgres 0.29 writes a batch
in one statement only when it holds materializations alone or observations alone; planned events
fall back to `store_event` one at a time, each on two new connections (its engine uses NullPool).
Here every run of consecutive planned (or materialization) events of a batch becomes one INSERT
of the event rows plus one upsert per asset key of the `asset_keys` row, in one transaction on one
connection. Everything else goes to dagster-postgres unchanged.

The `asset_keys` row of each asset key in the batch is updated from that key's last event.
(dagster-postgres's own materialization batch updates only the key of the batch's last event,
which leaves the other four assets of a document batch with a stale "latest materialization".)

Connections: dagster-postgres's engines use NullPool, a new PostgreSQL connection (a backend
process, authentication, a cold catalog cache) for every query. The daemon's loops and the
sensor's ticks make several per second while idle: in a profile of `docproc dev` processing 500
documents, 43% of the daemon's samples were in opening connections, and the PostgreSQL server
spent more CPU per document than the extraction itself. Each storage here keeps a small pool
(`POOL`), checks a connection before use (a restarted server costs one failed ping, not a failed
operation), closes the pool when the instance is disposed or the storage collected, and drops
inherited connections in a forked child.
"""

from __future__ import annotations

import os
import weakref
from collections.abc import Iterator, Mapping, Sequence
from itertools import groupby
from typing import Any

import sqlalchemy
from dagster import DagsterEventType
from dagster._core.events.log import EventLogEntry
from dagster._core.storage.event_log import SqlEventLogStorageTable
from dagster._serdes import ConfigurableClassData
from dagster_postgres.event_log import PostgresEventLogStorage
from dagster_postgres.run_storage import PostgresRunStorage
from dagster_postgres.schedule_storage import PostgresScheduleStorage
from dagster_postgres.utils import (
    create_pg_engine,
    get_token_provider_from_config,
    pg_url_from_config,
)

# Per storage and process: connections kept open, more allowed at once (closed when returned),
# a connection older than this many seconds is replaced, and a ping before each use.
POOL: dict[str, Any] = {
    "pool_size": 2,
    "max_overflow": 10,
    "pool_recycle": 3600,
    "pool_pre_ping": True,
}

_ENGINES: weakref.WeakSet[sqlalchemy.engine.Engine] = weakref.WeakSet()


def _forget_inherited_connections() -> None:
    # A forked child must not use its parent's sockets; close=False leaves them to the parent.
    for engine in list(_ENGINES):
        engine.dispose(close=False)


os.register_at_fork(after_in_child=_forget_inherited_connections)


def _pooled(storage: Any) -> None:
    """Replace a dagster-postgres storage's NullPool engine by a pooled one (same URL, same
    autocommit isolation, same token provider), closed when the storage is collected."""
    nullpool = storage._engine
    engine = create_pg_engine(
        storage.postgres_url, storage._token_provider, isolation_level="AUTOCOMMIT", **POOL
    )
    storage._engine = engine
    nullpool.dispose()
    _ENGINES.add(engine)
    weakref.finalize(storage, engine.dispose)


def _from_config(
    cls: Any, inst_data: ConfigurableClassData | None, config: Mapping[str, Any]
) -> Any:
    # dagster-postgres's from_config_value builds its own class; the same arguments, ours.
    return cls(
        inst_data=inst_data,
        postgres_url=pg_url_from_config(config),
        should_autocreate_tables=config.get("should_autocreate_tables", True),
        token_provider=get_token_provider_from_config(config),
    )


class DocprocRunStorage(PostgresRunStorage):
    """dagster-postgres's run storage on a small connection pool."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        _pooled(self)

    @classmethod
    def from_config_value(
        cls, inst_data: ConfigurableClassData | None, config_value: Mapping[str, Any]
    ) -> DocprocRunStorage:
        return _from_config(cls, inst_data, config_value)  # type: ignore[no-any-return]

    def dispose(self) -> None:
        super().dispose()
        self._engine.dispose()


class DocprocScheduleStorage(PostgresScheduleStorage):
    """dagster-postgres's schedule (and sensor tick) storage on a small connection pool. The
    instance does not dispose its schedule storage: the pool closes when it is collected."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        _pooled(self)

    @classmethod
    def from_config_value(
        cls, inst_data: ConfigurableClassData | None, config_value: Mapping[str, Any]
    ) -> DocprocScheduleStorage:
        return _from_config(cls, inst_data, config_value)  # type: ignore[no-any-return]

    def dispose(self) -> None:
        super().dispose()
        self._engine.dispose()


# Event types written here in one statement per run of them; the rest go to dagster-postgres.
ONE_STATEMENT_TYPES = frozenset(
    {DagsterEventType.ASSET_MATERIALIZATION_PLANNED, DagsterEventType.ASSET_MATERIALIZATION}
)


def _event_type(event: EventLogEntry) -> DagsterEventType | None:
    return event.dagster_event.event_type if event.dagster_event is not None else None


def runs_by_type(
    events: Sequence[EventLogEntry],
) -> Iterator[tuple[DagsterEventType | None, list[EventLogEntry]]]:
    """Consecutive events of one type, in their order (the storage ids keep the event order)."""
    for event_type, group in groupby(events, key=_event_type):
        yield event_type, list(group)


class DocprocEventLogStorage(PostgresEventLogStorage):
    """dagster-postgres's event log storage on a small connection pool; `store_event_batch`
    writes planned and materialization events of a batch in one INSERT (see the module
    docstring)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        _pooled(self)

    @classmethod
    def from_config_value(
        cls, inst_data: ConfigurableClassData | None, config_value: Mapping[str, Any]
    ) -> DocprocEventLogStorage:
        return _from_config(cls, inst_data, config_value)  # type: ignore[no-any-return]

    def dispose(self) -> None:
        super().dispose()
        self._engine.dispose()

    def store_event_batch(self, events: Sequence[EventLogEntry]) -> None:
        for event_type, group in runs_by_type(events):
            if event_type in ONE_STATEMENT_TYPES:
                self._store_asset_events_at_once(group)
            else:
                super().store_event_batch(group)

    def _store_asset_events_at_once(self, events: Sequence[EventLogEntry]) -> None:
        """One INSERT of the event rows, their indexed tags, and each asset key's row from its
        last event; one connection, one transaction."""
        insert = self.prepare_insert_event_batch(events).returning(SqlEventLogStorageTable.c.id)
        with self.index_transaction() as conn:
            # PostgreSQL returns the ids of a multi-row VALUES insert in row order (dagster-postgres
            # relies on the same for its materialization batches).
            event_ids = [int(row[0]) for row in conn.execute(insert).fetchall()]
            self._store_asset_event_tags(conn, events, event_ids)
            last_per_key: dict[str, tuple[EventLogEntry, int]] = {}
            for event, event_id in zip(events, event_ids, strict=True):
                asset_key = event.dagster_event.asset_key if event.dagster_event else None
                if asset_key is not None:
                    last_per_key[asset_key.to_string()] = (event, event_id)
            for event, event_id in last_per_key.values():
                self._store_asset_event(conn, event, event_id)
