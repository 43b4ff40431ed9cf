-- 0002 model calls: the circuit breaker and the call limiter shared by every process that calls a
-- model, and one log row per call (or refused call) for cost and metrics.
-- Status values match docproc_pipeline.db.model_calls (CircuitState, ModelCallStatus).

-- One row per breaker (e.g. 'gemini'). Transitions are single guarded UPDATEs; times are the
-- database's clock so every process agrees on them.
CREATE TABLE circuit_breakers (
    name                  text PRIMARY KEY,
    state                 text NOT NULL DEFAULT 'closed'
                          CHECK (state IN ('closed', 'open', 'half_open')),
    consecutive_failures  integer NOT NULL DEFAULT 0,
    opened_at             timestamptz,                -- when it last opened
    probe_id              uuid,                       -- the one caller allowed through while half open
    probe_started_at      timestamptz,                -- a probe older than its lease may be replaced
    updated_at            timestamptz NOT NULL DEFAULT now(),
    CHECK ((state = 'closed') = (opened_at IS NULL)),
    CHECK ((state = 'half_open') = (probe_id IS NOT NULL))
);

-- The global limit on concurrent model calls: slot rows leased with FOR UPDATE SKIP LOCKED.
-- A lease expires, so a killed process cannot hold a slot for ever.
CREATE TABLE model_call_slots (
    limiter       text NOT NULL,
    slot          integer NOT NULL CHECK (slot >= 0),
    holder        uuid,
    acquired_at   timestamptz,
    leased_until  timestamptz,
    PRIMARY KEY (limiter, slot),
    CHECK ((holder IS NULL) = (leased_until IS NULL))
);

CREATE TABLE model_calls (
    id               bigserial PRIMARY KEY,
    at               timestamptz NOT NULL DEFAULT now(),  -- when the call ended (or was refused)
    engine           text NOT NULL,
    model            text NOT NULL,
    document_sha256  text,
    attempt          integer NOT NULL DEFAULT 1,          -- 1 for the first try of a document
    status           text NOT NULL
                     CHECK (status IN ('ok', 'transient_error', 'permanent_error',
                                       'invalid_output', 'circuit_open', 'slot_timeout')),
    http_status      integer,
    error            text,
    prompt_tokens    integer NOT NULL DEFAULT 0,
    output_tokens    integer NOT NULL DEFAULT 0,
    thinking_tokens  integer NOT NULL DEFAULT 0,
    latency_ms       double precision NOT NULL DEFAULT 0
);
CREATE INDEX model_calls_at ON model_calls (at);
CREATE INDEX model_calls_document ON model_calls (document_sha256, id);
