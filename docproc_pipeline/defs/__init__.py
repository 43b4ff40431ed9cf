"""Dagster wiring only: partitions, resources, assets, checks, sensors, schedules."""
