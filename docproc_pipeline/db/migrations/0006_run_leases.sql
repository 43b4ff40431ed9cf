-- 0006 run leases: each document run's own heartbeat, renewed from the moment its step starts,
-- so the landing sensor can tell a live run from a dead one even before the run claims its
-- documents (and after it has finished them but not yet ended).
CREATE TABLE run_leases (
    run_id          text PRIMARY KEY,                 -- the Dagster run id
    started_at      timestamptz NOT NULL DEFAULT now(),
    heartbeat_at    timestamptz,                      -- NULL: never heartbeated (declared dead first)
    revoked_at      timestamptz,                      -- declared dead by the sensor: it may no longer claim
    revoked_reason  text
);
CREATE INDEX run_leases_heartbeat ON run_leases (heartbeat_at);
