"""Fakes of external services, played at the network boundary."""
