"""Measuring a crawl of an application site against its ground truth.

- **requests**: what the site's request log says keepnet asked for;
- **waste**: requests for pages that are not content views — duplicates under other URLs
  (session ids, permalinks, print views), actions, login walls, API calls and feeds.
  robots.txt, sitemaps and the page requisites (stylesheets, scripts, images, fonts) are not
  waste: a replayable archive needs them;
- **coverage**: the share of the site's content views archived (a 2xx response under the
  canonical URL);
- **objects**: objects/objects.jsonl against the site's objects by (type, id): recall,
  precision, and how many have author, date and text right.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

from keepnet.testweb.sites.apps.model import AppSite, norm

REQUISITE = re.compile(r"\.(css|js|png|gif|jpe?g|svg|ico|woff2?|ttf|webp)(\?|$)", re.I)
NOT_WASTE = re.compile(r"/(robots\.txt|[^/]*sitemap[^/]*\.xml)$")


@dataclass(frozen=True)
class AppCrawl:
    app: str
    host: str
    themed: bool
    requests: int
    waste: int
    covered: int
    views: int
    objects_found: int
    objects_true: int
    objects_right: int  # found, and author, date and text right
    objects_extra: int

    @property
    def waste_share(self) -> float:
        return self.waste / self.requests if self.requests else 0.0

    @property
    def coverage(self) -> float:
        return self.covered / self.views if self.views else 1.0

    @property
    def recall(self) -> float:
        return self.objects_right / self.objects_true if self.objects_true else 1.0

    @property
    def precision(self) -> float:
        return self.objects_right / self.objects_found if self.objects_found else 0.0


def is_waste(url: str, views: frozenset[str]) -> bool:
    path = urlsplit(url).path
    if REQUISITE.search(path) or NOT_WASTE.search(path):
        return False
    return url.split("#", 1)[0] not in views


def measure_crawl(app: AppSite, crawl_dir: Path, log_path: Path | None = None) -> AppCrawl:
    """Score the crawl in crawl_dir (already run) of app's site.  Requisites are what the
    crawl log shows fetched as embeds or prerequisites (hop path ending in E, X, P)."""
    requests = [r.url for s in app.sites for r in s.log]
    views = app.content_views
    archived: set[str] = set()
    requisites: set[str] = set()
    log = log_path or crawl_dir / "logs" / "crawl.log"
    for line in log.read_text().splitlines() if log.exists() else []:
        parts = line.split()
        if len(parts) > 4 and parts[4][-1:] in ("E", "X", "P"):
            requisites.add(parts[3])
        if len(parts) > 3 and parts[1].isdigit() and 200 <= int(parts[1]) < 300:
            archived.add(parts[3])
    truth = {(o.type, o.id): o for o in app.objects}
    found: dict[tuple[str, str], dict[str, str]] = {}
    path = crawl_dir / "objects" / "objects.jsonl"
    for line in path.read_text().splitlines() if path.exists() else []:
        obj = json.loads(line)
        if urlsplit(obj.get("url", "")).hostname == app.host:
            found[(obj["type"], obj["id"])] = obj
    right = sum(
        1
        for key, obj in found.items()
        if key in truth
        and norm(obj.get("author", "")) == norm(truth[key].author)
        and obj.get("date") == truth[key].date
        and norm(obj.get("text", "")) == norm(truth[key].text)
    )
    return AppCrawl(
        app=app.app,
        host=app.host,
        themed=app.themed,
        requests=len(requests),
        waste=sum(1 for u in requests if u not in requisites and is_waste(u, views)),
        covered=len(views & archived),
        views=len(views),
        objects_found=len(found),
        objects_true=len(truth),
        objects_right=right,
        objects_extra=len(set(found) - set(truth)),
    )
