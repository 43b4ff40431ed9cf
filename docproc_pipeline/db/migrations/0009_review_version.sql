-- 0009 review version: a counter of the changes a reviewer acts on (status, assignee,
-- corrections), bumped by every such statement. The reviewer's screen sends the version it
-- showed with a correction or a decision; a different one means someone else acted meanwhile,
-- and the request is refused (409) instead of silently overwriting their work. SLA flags and
-- priority refreshes do not count: they change nothing a reviewer decided.
ALTER TABLE review_items ADD COLUMN version integer NOT NULL DEFAULT 1;
