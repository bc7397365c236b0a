"""Reusable test suites that every implementation of a Protocol must pass."""
