-- 0003 review: the priority formula computed at query time, and an "SLA at risk" flag.
--
-- Priority = 0.40 (1 - confidence) + 0.30 SLA proximity + 0.20 complexity + 0.10 value score,
-- each part in [0, 1]. SLA proximity is the elapsed fraction of the item's SLA window at `at`
-- (1 once past due), so the order is right whenever it is read. Mirrored in
-- docproc_pipeline.review.priority (a test keeps the two equal).

CREATE FUNCTION review_sla_proximity(created_at timestamptz, sla_due_at timestamptz, at timestamptz)
RETURNS numeric
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
    SELECT CASE
        WHEN at >= sla_due_at OR sla_due_at <= created_at THEN 1::numeric
        WHEN at <= created_at THEN 0::numeric
        ELSE EXTRACT(EPOCH FROM (at - created_at)) / EXTRACT(EPOCH FROM (sla_due_at - created_at))
    END
$$;

CREATE FUNCTION review_priority(
    confidence numeric, complexity numeric, value_score numeric,
    created_at timestamptz, sla_due_at timestamptz, at timestamptz
)
RETURNS numeric
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
    SELECT round(
        0.40 * (1 - LEAST(GREATEST(confidence, 0), 1))
        + 0.30 * docproc.review_sla_proximity(created_at, sla_due_at, at)
        + 0.20 * LEAST(GREATEST(complexity, 0), 1)
        + 0.10 * LEAST(GREATEST(value_score, 0), 1),
        4)
$$;

-- Near the deadline (set by the SLA check; breached items are flagged by `sla_breached`).
ALTER TABLE review_items ADD COLUMN sla_at_risk boolean NOT NULL DEFAULT false;
ALTER TABLE review_items ADD COLUMN line_item_count integer NOT NULL DEFAULT 0;
ALTER TABLE review_items ADD COLUMN field_count integer NOT NULL DEFAULT 0;

-- Open work is what the queue, claiming and auto-assignment scan.
CREATE INDEX review_items_open ON review_items (assignee_id, id) WHERE status IN ('pending', 'in_review');

-- Set by a reviewer's correction: approving such an item records it as `corrected`.
ALTER TABLE review_items ADD COLUMN has_corrections boolean NOT NULL DEFAULT false;
