"""The crawl's control API (`keepnet crawl --api HOST:PORT`): the one control surface of a
running crawl — state and counters, scored URLs, exclusions, pause/resume/stop.

- keepnet.api.control: what each call does to the crawl (CrawlControl), over CrawlContext;
- keepnet.api.app: the HTTP layer (Starlette): routes, JSON validation, token and Host checks;
- keepnet.api.extension: the crawl extension that serves it beside the crawl loop.
"""
