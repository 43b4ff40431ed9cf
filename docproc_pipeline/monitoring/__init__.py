"""Operational monitoring: the Prometheus collector and the SLA check (no Dagster here)."""
