"""Application-aware crawling (seed 003, section 4.1: the Application-Aware Helper).

Forums, wikis and blogs run on a handful of applications whose URL schemes and markup are
known.  keepnet recognises the application of a host from its first pages, then queues only
the content views (board index, forums, topics and their pagination; articles; posts),
refuses the rest with the reason, extracts the web objects (posts, comments, articles) of
the terminal pages, and adapts its extraction expressions when a host's theme changed them.

- `knowledge`: the knowledge base, one YAML file per application (kb/), plus the job's own;
- `detect`: which application a host runs, decided on several pages, re-checked;
- `navigate`: a URL's level, its canonical form (session ids dropped), or why it is skipped;
- `extract`: the web objects of a page, by the knowledge base's XPath expressions;
- `adapt`: relaxed expressions when a host's template no longer matches, verified on pages;
- `extension`: the crawl extension that ties them together (`--apps auto|off`).
"""
