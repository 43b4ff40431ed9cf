"""Processing: a batch of documents through the per-document stages (no Dagster here)."""
