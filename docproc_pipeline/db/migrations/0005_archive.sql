-- 0005 archive: documents taken out of Dagster's partition set once reviewed and in the datasets
-- (their rows and files stay), so the UI stays fast on a long-running install.
ALTER TABLE documents ADD COLUMN archived_at timestamptz;
CREATE INDEX documents_archivable ON documents (finished_at) WHERE archived_at IS NULL AND partition_added;
