-- 0001 core: documents, cached extractions, extracted fields, review items, audit log, reviewers.
-- Status values match docproc_pipeline.db.status (UploadStatus, ReviewStatus).

CREATE TABLE documents (
    id              text PRIMARY KEY,                 -- our partition key: [a-z0-9_-], sortable by arrival
    seq             bigserial UNIQUE NOT NULL,
    file_name       text NOT NULL,                    -- the original name as dropped
    landing_path    text NOT NULL,                    -- where it was found
    storage_path    text NOT NULL,                    -- where its bytes live, relative to the data dir
    size_bytes      bigint NOT NULL,
    mtime_ns        bigint NOT NULL,
    stored_at       timestamptz,                      -- set once the move into storage is confirmed
    partition_added boolean NOT NULL DEFAULT false,
    batch_key       text,                             -- the run_key of the run that carries it
    sha256          text,
    mime_type       text,
    page_count      integer,
    status          text NOT NULL DEFAULT 'queued'
                    CHECK (status IN ('queued', 'processing', 'completed', 'failed', 'duplicate')),
    failure_reason  text,
    duplicate_of    text REFERENCES documents (id),
    run_id          text,
    attempts        integer NOT NULL DEFAULT 0,
    next_attempt_at timestamptz,                      -- a transient failure (rate limit, open circuit) waits until then
    started_at      timestamptz,
    heartbeat_at    timestamptz,
    json_path       text,
    parquet_path    text,
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now(),
    finished_at     timestamptz
);
-- While a document's file has not been confirmed in storage, its landing path identifies it:
-- a tick killed between the insert and the move finds the row again instead of adding another.
CREATE UNIQUE INDEX documents_unstored_landing_path ON documents (landing_path) WHERE stored_at IS NULL;
CREATE INDEX documents_status ON documents (status);
CREATE INDEX documents_sha256 ON documents (sha256);
CREATE INDEX documents_batch_key ON documents (batch_key);

-- One row per distinct content: the cached extraction that a repeat upload reuses.
CREATE TABLE processed_documents (
    sha256              text PRIMARY KEY,
    first_document_id   text NOT NULL REFERENCES documents (id),
    engine              text NOT NULL,
    extraction          jsonb NOT NULL,               -- InvoiceExtraction as JSON (money as strings)
    overall_confidence  numeric(5, 4) NOT NULL,
    prompt_tokens       integer NOT NULL DEFAULT 0,
    output_tokens       integer NOT NULL DEFAULT 0,
    thinking_tokens     integer NOT NULL DEFAULT 0,
    extract_ms          double precision NOT NULL DEFAULT 0,
    created_at          timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE extracted_fields (
    document_id         text NOT NULL REFERENCES documents (id),
    field_name          text NOT NULL,                -- e.g. total, line_items[3].amount
    value               jsonb,
    confidence          numeric(5, 4),
    locked              boolean NOT NULL DEFAULT false,
    manually_corrected  boolean NOT NULL DEFAULT false,
    rule_results        jsonb NOT NULL DEFAULT '[]'::jsonb,
    updated_at          timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (document_id, field_name)
);

CREATE TABLE reviewers (
    id          bigserial PRIMARY KEY,
    name        text NOT NULL UNIQUE,
    token_hash  text NOT NULL UNIQUE,
    is_admin    boolean NOT NULL DEFAULT false,
    active      boolean NOT NULL DEFAULT true,
    created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE review_items (
    id                  bigserial PRIMARY KEY,
    document_id         text NOT NULL UNIQUE REFERENCES documents (id),
    status              text NOT NULL DEFAULT 'pending'
                        CHECK (status IN ('pending', 'in_review', 'approved', 'corrected', 'rejected')),
    assignee_id         bigint REFERENCES reviewers (id),
    confidence          numeric(5, 4) NOT NULL DEFAULT 0,
    complexity          numeric(5, 4) NOT NULL DEFAULT 0,
    value_score         numeric(5, 4) NOT NULL DEFAULT 0,
    total_amount        numeric(18, 2),
    currency            text,
    priority            numeric(6, 4) NOT NULL DEFAULT 0,  -- at creation / last SLA check; the API recomputes
    sla_due_at          timestamptz NOT NULL,
    sla_breached        boolean NOT NULL DEFAULT false,
    reasons             jsonb NOT NULL DEFAULT '[]'::jsonb,  -- why it needs a look: failed rules, low confidence
    duplicate_of        text REFERENCES documents (id),
    reject_reason       text,
    claimed_at          timestamptz,
    decided_at          timestamptz,
    created_at          timestamptz NOT NULL DEFAULT now(),
    updated_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX review_items_status ON review_items (status);
CREATE INDEX review_items_assignee ON review_items (assignee_id, status);

CREATE TABLE audit_log (
    id           bigserial PRIMARY KEY,
    at           timestamptz NOT NULL DEFAULT now(),
    actor        text NOT NULL,                       -- reviewer name, or 'pipeline'
    action       text NOT NULL,
    document_id  text REFERENCES documents (id),
    review_item_id bigint REFERENCES review_items (id),
    before       jsonb,
    after        jsonb
);
CREATE INDEX audit_log_review_item ON audit_log (review_item_id, id);
CREATE INDEX audit_log_document ON audit_log (document_id, id);
