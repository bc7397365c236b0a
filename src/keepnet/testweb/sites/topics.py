"""An encyclopedia-like web of five topics on six hosts, for the focused-crawl part of the demo.

Ground truth: TOPICS name the topics; `build(seed)` returns the sites, every page's URL and
its topic (`TopicWeb.topic_of`).  Each page is made of sentences about its topic, links
LINKS others, LOCALITY of them on its own topic (pages link their topic more often, as on the
real web), and names each link with the target's title.  Seed: one volcano page (a
focused crawl's seeds are examples of its topic).  The text is generated here for the demo only: keepnet's focused crawler
learns its topic from the job's keywords and the pages it fetches, never from this module.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from html import escape

from keepnet.testweb.site import Response, Site

HOSTS = [f"{name}.topics.test" for name in ("atlas", "wiki", "notes", "field", "review", "digest")]
PAGES_PER_TOPIC = 14
LINKS = 5
LOCALITY = 0.7

TOPICS: dict[str, dict[str, list[str]]] = {
    "volcanoes": {
        "things": [
            "the volcano",
            "the lava flow",
            "the magma chamber",
            "the crater",
            "the ash cloud",
            "the caldera",
            "the eruption",
            "the lava dome",
            "the pyroclastic flow",
            "the vent",
        ],
        "acts": [
            "erupted",
            "collapsed",
            "cooled into basalt",
            "sent ash across the island",
            "was monitored by seismologists",
            "released sulphur gas",
            "built a new cone",
        ],
        "titles": ["Eruption", "Lava", "Magma", "Crater", "Caldera", "Volcanic ash", "Basalt"],
    },
    "gardening": {
        "things": [
            "the compost heap",
            "the tomato seedlings",
            "the rose bed",
            "the herb garden",
            "the greenhouse",
            "the soil",
            "the pruning shears",
            "the vegetable patch",
        ],
        "acts": [
            "was mulched in autumn",
            "needed watering at dawn",
            "was planted in spring",
            "attracted bees",
            "was pruned after flowering",
            "grew in raised beds",
        ],
        "titles": ["Compost", "Roses", "Herbs", "Seedlings", "Pruning", "Greenhouse", "Soil"],
    },
    "jazz": {
        "things": [
            "the saxophone solo",
            "the rhythm section",
            "the big band",
            "the trumpet",
            "the bebop standard",
            "the double bass",
            "the improvisation",
        ],
        "acts": [
            "swung through the chorus",
            "was recorded live",
            "opened the festival",
            "traded fours with the drums",
            "was arranged for a quintet",
        ],
        "titles": ["Bebop", "Big band", "Saxophone", "Swing", "Improvisation", "Trumpet"],
    },
    "chess": {
        "things": [
            "the opening",
            "the endgame",
            "the knight",
            "the rook",
            "the gambit",
            "the tournament",
            "the grandmaster",
            "the bishop pair",
        ],
        "acts": [
            "was sacrificed for the attack",
            "won the championship",
            "castled early",
            "was analysed by engines",
            "drew by repetition",
            "controlled the centre",
        ],
        "titles": ["Openings", "Endgames", "Gambits", "Grandmasters", "Tournaments", "Tactics"],
    },
    "railways": {
        "things": [
            "the night train",
            "the signal box",
            "the branch line",
            "the steam locomotive",
            "the timetable",
            "the viaduct",
            "the sleeper carriage",
        ],
        "acts": [
            "ran through the valley",
            "was electrified",
            "reopened to passengers",
            "crossed the border at dawn",
            "was restored by volunteers",
        ],
        "titles": ["Night trains", "Viaducts", "Branch lines", "Locomotives", "Timetables"],
    },
}


@dataclass
class TopicWeb:
    sites: list[Site]
    topic_of: dict[str, str]  # page URL -> topic
    seeds: list[str]


def _text(topic: str, rng: random.Random, sentences: int) -> str:
    vocab = TOPICS[topic]
    return " ".join(
        f"{rng.choice(vocab['things']).capitalize()} {rng.choice(vocab['acts'])}."
        for _ in range(sentences)
    )


def build(seed: int = 1) -> TopicWeb:
    rng = random.Random(seed)
    pages: list[tuple[str, str, str]] = []  # (url, topic, title)
    for topic, vocab in TOPICS.items():
        for n in range(PAGES_PER_TOPIC):
            host = rng.choice(HOSTS)
            title = f"{rng.choice(vocab['titles'])} ({topic}, {n + 1})"
            pages.append((f"http://{host}/{topic[:4]}-{n + 1}.html", topic, title))
    by_topic: dict[str, list[tuple[str, str, str]]] = {}
    for page in pages:
        by_topic.setdefault(page[1], []).append(page)
    sites = {h: Site(h) for h in HOSTS}
    for site in sites.values():
        site.add("/robots.txt", Response.text("User-agent: *\nAllow: /\n"))
    for url, topic, title in pages:
        body = [f"<h1>{escape(title)}</h1><p>{escape(_text(topic, rng, 6))}</p>"]
        for _ in range(LINKS):
            same = rng.random() < LOCALITY
            pool = by_topic[topic] if same else [p for p in pages if p[1] != topic]
            target = rng.choice(pool)
            body.append(
                f"<p>{escape(_text(topic, rng, 1))} "
                f'<a href="{target[0]}">{escape(target[2])}</a></p>'
            )
        host, path = url.split("/", 3)[2], "/" + url.split("/", 3)[3]
        sites[host].add(
            path, Response.html(f"<!doctype html><title>{escape(title)}</title>{''.join(body)}")
        )
    seeds = [by_topic["volcanoes"][0][0]]
    return TopicWeb(list(sites.values()), {u: t for u, t, _ in pages}, seeds)
