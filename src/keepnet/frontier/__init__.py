"""The crawl frontier: per-host queues, seen-set, priorities and leases (see base.Frontier)."""

from keepnet.frontier.base import Frontier, FrontierCounts
from keepnet.frontier.sqlite import SqliteFrontier

__all__ = ["Frontier", "FrontierCounts", "SqliteFrontier"]
