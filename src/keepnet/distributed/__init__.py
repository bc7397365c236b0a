"""Distributed crawling: many workers, on one machine or many, share one crawl through Redis.

The shared state is the frontier (keepnet.frontier.redis: queues, leases, seen-set, host
ready times — so politeness holds across workers), the payload-digest index
(keepnet.pipeline.dedup_redis) and the crawl's counters (keepnet.engine_state).  This
package adds what only a crawl of many workers needs: the job published for workers to
join (`SharedCrawl`), each worker's stats and heartbeat and the crawl-wide stop
(`DistributedWorker`, a crawl extension), and starting local worker processes.
"""
