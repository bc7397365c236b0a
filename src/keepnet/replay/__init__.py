"""Replay of a crawl's archive: CDX server, Memento TimeGate/TimeMap, archived-page views.

Read-only over what the crawl wrote (DIR/archive, DIR/indexes/index.cdxj); never imports
the crawl engine. Entry point: keepnet.replay.app.create_app.
"""
