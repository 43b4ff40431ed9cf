-- 0004 analytics: the analyst datasets' build state, and the hourly metric snapshots.

-- One row per dataset build family (e.g. 'invoices'): the watermark of the last build. A build
-- rebuilds the partitions of every document touched since `watermark` (minus a small overlap,
-- see docproc_pipeline.analytics.datasets).
CREATE TABLE analytics_builds (
    name          text PRIMARY KEY,
    watermark     timestamptz NOT NULL,
    built_at      timestamptz NOT NULL DEFAULT now(),
    documents     integer NOT NULL DEFAULT 0,
    line_items    integer NOT NULL DEFAULT 0,
    partitions    integer NOT NULL DEFAULT 0
);

-- Where each document's rows live in the datasets (its hive partition, e.g. '2026-03'), so a
-- document whose invoice date was corrected leaves its old partition.
CREATE TABLE analytics_document_partitions (
    document_id  text PRIMARY KEY REFERENCES documents (id),
    partition    text NOT NULL
);
CREATE INDEX analytics_document_partitions_partition ON analytics_document_partitions (partition);

-- "What changed since the last build" must not scan whole tables.
CREATE INDEX documents_updated_at ON documents (updated_at);
CREATE INDEX review_items_updated_at ON review_items (updated_at);
-- Only human corrections (locked rows) change a document's dataset rows on their own; the
-- pipeline's writes touch `documents.updated_at` as well.
CREATE INDEX extracted_fields_locked_updated_at ON extracted_fields (updated_at) WHERE locked;
CREATE INDEX extracted_fields_locked_document ON extracted_fields (document_id) WHERE locked;

-- One row per hour (UTC): the snapshot written to data/metrics/YYYY/MM/DD/HH.json; the Parquet
-- table data/metrics/snapshots.parquet is rewritten from these rows.
CREATE TABLE metric_snapshots (
    hour_start   timestamptz PRIMARY KEY,
    snapshot     jsonb NOT NULL,
    created_at   timestamptz NOT NULL DEFAULT now()
);

-- Snapshots and the processing-duration metric look documents up by when they finished, and
-- SLA breaches by deadline.
CREATE INDEX documents_finished_at ON documents (finished_at);
CREATE INDEX review_items_sla_due_at ON review_items (sla_due_at);
