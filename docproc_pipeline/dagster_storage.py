"""Dagster's event log on PostgreSQL, with a batch of asset events written in one statement.

`dagster.yaml` names `DocprocEventLogStorage` as the instance's `event_log_storage` (module /
class / config, the way Dagster loads configurable storage classes); runs and schedules stay in
dagster-postgres's own classes. This module is loaded by Dagster's processes (daemon, webserver,
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
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from itertools import groupby
from typing import Any

from dagster import DagsterEventType
from dagster._core.events.log import EventLogEntry
from dagster._core.storage.event_log import SqlEventLogStorageTable
from dagster._serdes import ConfigurableClassData
from dagster_postgres.event_log import PostgresEventLogStorage
from dagster_postgres.utils import get_token_provider_from_config, pg_url_from_config

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
    """dagster-postgres's event log storage; `store_event_batch` writes planned and
    materialization events of a batch in one INSERT (see the module docstring)."""

    @classmethod
    def from_config_value(
        cls, inst_data: ConfigurableClassData | None, config_value: Mapping[str, Any]
    ) -> DocprocEventLogStorage:
        # The parent builds its own class here; the same arguments, our class.
        return cls(
            inst_data=inst_data,
            postgres_url=pg_url_from_config(config_value),
            should_autocreate_tables=config_value.get("should_autocreate_tables", True),
            token_provider=get_token_provider_from_config(config_value),
        )

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
