"""heldout80 article-level portals: an altmetrics details page with one tab per source, and an
open peer-review platform publishing reports, decision letters and author responses."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case, case

from ._kit import Chrome, ul

# ------------------------------------------------------- article metrics (CitePulse) --
CP = Chrome(
    "www.citepulse.hx80.example",
    "CitePulse",
    [
        ("/explorer", "Explorer"),
        ("/solutions", "Solutions"),
        ("/badges", "Badges"),
        ("/blog", "Blog"),
    ],
    [("/privacy", "Privacy"), ("/terms-of-use", "Terms"), ("/support", "Support")],
    title_format="{name} – {title}",
    widget=[("/details/80990012/", "Top this week: Microbiome drift")],
    widget_name="Trending outputs",
)
MA, MB = "/details/81520344/", "/details/79334107/"


def _cp_page(base: str, title: str, tabs: list[str], body: str) -> str:
    nav = ul([(base, "Summary"), *((base + t, t.capitalize()) for t in tabs)], "tabs")
    main = (
        f'<div class="score"><img src="/badge/{base.split("/")[2]}.svg" alt="score"></div>'
        f"<h1>{escape(title)}</h1>{nav}{body}"
        f'<p><a href="/explorer?scope=all&amp;q={base.split("/")[2]}">Open in explorer</a></p>'
    )
    return CP.page("Article details", main)


def _mentions(base: str, tab: str, n: int, more: str = "") -> str:
    rows = "".join(
        f'<li><a href="http://news.example/story-{tab}-{i}">{tab} mention {i}</a></li>'
        for i in range(n)
    )
    nxt = f'<a class="next" href="{base}{more}">More mentions</a>' if more else ""
    return f"<ol>{rows}</ol>{nxt}"


def _cp() -> list[Site]:
    ta = "Daily snow depth from 212 alpine weather stations, 1961 to 2023"
    tb = "Single cell atlas of the axolotl regenerating limb"
    tabs_a = ["news", "twitter", "citations"]
    tabs_b = ["news", "blogs", "twitter", "policy", "wikipedia", "citations", "demographics"]
    p: dict[str, object] = {
        MA: _cp_page(MA, ta, tabs_a, "<p>Mentioned by 4 news outlets and 31 X users.</p>"),
        MB: _cp_page(MB, tb, tabs_b, "<p>Mentioned by 19 news outlets, 3 policy sources.</p>"),
        "/details/80990012/": CP.page(
            "Article details", "<h1>Gut microbiome drift in ageing mice</h1>"
        ),
    }
    for t in tabs_a:
        p[MA + t] = _cp_page(MA, ta, tabs_a, _mentions(MA, t, 2))
    for t in tabs_b:
        more = f"{t}/page:2" if t in ("news", "twitter") else ""
        p[MB + t] = _cp_page(MB, tb, tabs_b, _mentions(MB, t, 3, more))
    for t in ("news", "twitter"):
        p[MB + f"{t}/page:2"] = _cp_page(MB, tb, tabs_b, _mentions(MB, t, 2, f"{t}/page:3"))
        p[MB + f"{t}/page:3"] = _cp_page(MB, tb, tabs_b, _mentions(MB, t, 1))
    p["/badge/81520344.svg"] = b"<svg/>"
    p["/badge/79334107.svg"] = b"<svg/>"
    return [CP.site(p)]  # type: ignore[arg-type]


# ------------------------------------------------------ open peer review (Refract) --
RF = Chrome(
    "reviews.refract-review.hx80.example",
    "Refract",
    [
        ("/journals", "Journals"),
        ("/reviewers", "For reviewers"),
        ("/about/open-review", "Open review"),
    ],
    [("/privacy", "Privacy"), ("/code-of-conduct", "Code of conduct")],
)
HA, HB = "/history/rr-2025-0231", "/history/rr-2025-0588"
RA_T = "Sediment cores reveal centennial drought cycles in the Sahel"
RB_T = "Thermal tolerance of Antarctic krill under ocean warming scenarios"


def _rf(title: str, kind: str, body: str) -> str:
    """A member page: it names the reviewed article (the significant string) in a heading."""
    main = f'<p class="kind">{escape(kind)}</p><h1>{escape(title)}</h1>{body}'
    return RF.page(title, main, raw_title=True)


def _rf_sites() -> list[Site]:
    p: dict[str, object] = {}
    p[HA] = _rf(
        RA_T,
        "Peer review history",
        ul(
            [
                ("/report/55102", "Report by Reviewer 1"),
                ("/report/55103", "Report by Reviewer 2"),
                ("/decision/7781", "Editor's decision"),
                ("/response/4410", "Author response"),
            ]
        )
        + '<p>Published article: <a href="http://www.calderfinch-pub.hx80.example/doi/full/10.5599/jmb.2023.0771">'
        "version of record</a></p>"
        + '<p>More from this journal: <a href="/history/rr-2025-0102">Another review history</a></p>',
    )
    for r, who in (("55102", "/reviewer/amara-diallo"), ("55103", "/reviewer/anonymous")):
        p[f"/report/{r}"] = _rf(
            RA_T,
            "Review report",
            f'<p>Reviewed by <a href="{who}">a reviewer</a>.'
            f' Recommendation: minor revision.</p><a href="{HA}">Back to history</a>',
        )
    p["/decision/7781"] = _rf(RA_T, "Decision letter", "<p>Accept after minor revision.</p>")
    p["/response/4410"] = _rf(RA_T, "Author response", "<p>We thank the reviewers.</p>")
    p["/history/rr-2025-0102"] = RF.page(
        "Coral larvae settlement cues", "<h1>Coral larvae settlement cues</h1>", raw_title=True
    )
    # two rounds; round two is reached from round one's page only
    p[HB] = _rf(
        RB_T,
        "Peer review history · Round 1",
        ul(
            [
                ("/report/60211", "Reviewer 1"),
                ("/report/60212", "Reviewer 2"),
                ("/report/60213", "Reviewer 3"),
                ("/decision/8120", "Decision: major revision"),
                (HB + "?round=2", "Round 2"),
            ]
        ),
    )
    p[HB + "?round=2"] = _rf(
        RB_T,
        "Peer review history · Round 2",
        ul(
            [
                ("/report/60390", "Reviewer 1, round 2"),
                ("/report/60391", "Reviewer 3, round 2"),
                ("/response/4702", "Author response to round 1"),
                ("/decision/8301", "Decision: accept"),
            ]
        ),
    )
    for r in ("60211", "60212", "60213", "60390", "60391"):
        p[f"/report/{r}"] = _rf(
            RB_T,
            "Review report",
            f'<p>Reviewer profile: <a href="/reviewer/r{r}">'
            f'view</a>. <a href="/report/{r}/conflicts">Competing interests</a></p>',
        )
        p[f"/report/{r}/conflicts"] = RF.page("Competing interests", "<p>None declared.</p>")
    for d in ("8120", "8301"):
        p[f"/decision/{d}"] = _rf(RB_T, "Decision letter", "<p>Dear authors,</p>")
    p["/response/4702"] = _rf(RB_T, "Author response", "<p>Point-by-point reply.</p>")
    return [RF.site(p)]  # type: ignore[arg-type]


# -------------------------------------------------------------------------------- cases --
def _cases() -> list[Case]:
    return [
        # Every tab of an output's details page extends the entry's path (/details/<id>/):
        # the seed's Path-Based, as for GitLab/BitBucket projects.
        case(
            "cp-details",
            "article-level metrics page (three tabs)",
            "Multi-Hop",
            "path_based",
            CP.url(MA),
            [CP.url(MA + t) for t in ("", "news", "twitter", "citations")],
            _cp,
            others=[CP.url("/details/80990012/")],
        ),
        case(
            "cp-details-paged",
            "article-level metrics page (seven tabs, paged mentions)",
            "Multi-Hop",
            "path_based",
            CP.url(MB),
            [
                CP.url(MB + t)
                for t in (
                    "",
                    "news",
                    "blogs",
                    "twitter",
                    "policy",
                    "wikipedia",
                    "citations",
                    "demographics",
                    "news/page:2",
                    "news/page:3",
                    "twitter/page:2",
                    "twitter/page:3",
                )
            ],
            _cp,
            others=[CP.url("/details/80990012/")],
        ),
        # The page title is the article title alone, and every report, decision and response
        # names it, while chrome and reviewer profiles do not: Significant String from Title.
        case(
            "rf-history",
            "open peer-review platform (one round)",
            "Multi-Hop",
            "sig_title",
            RF.url(HA),
            [
                RF.url(x)
                for x in (HA, "/report/55102", "/report/55103", "/decision/7781", "/response/4410")
            ],
            _rf_sites,
            others=[RF.url("/history/rr-2025-0102")],
        ),
        case(
            "rf-history-rounds",
            "open peer-review platform (two rounds, three reviewers)",
            "Multi-Hop",
            "sig_title",
            RF.url(HB),
            [
                RF.url(x)
                for x in (
                    HB,
                    HB + "?round=2",
                    "/report/60211",
                    "/report/60212",
                    "/report/60213",
                    "/report/60390",
                    "/report/60391",
                    "/decision/8120",
                    "/decision/8301",
                    "/response/4702",
                )
            ],
            _rf_sites,
        ),
    ]


CASES = _cases()
