"""Title-carrying portals of heldout57, where the entry's <title> is the artifact's own name
and every page and file of the artifact repeats it (Significant String from Title).

- EvalCircuit: a conference's artifact-evaluation track; a paper's record, badge decision,
  reviewer reports and artifact appendix are separate pages under different folders, each
  naming the paper.  Its listings abbreviate titles, so they never carry the full string.
- Cardwright: a registry of model cards; a card, its evaluation reports (kept under
  /reports/, not under the card), its YAML and PDF exports all carry "Model Card: <name>".
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case
from sites.portals_heldout57._kit import Chrome, a, blob, host, pdf_file, ul

# --- EvalCircuit artifact evaluation ----------------------------------------------------------

AE = host("ae", "evalcircuit")
AE_CHROME = Chrome(
    AE,
    "EvalCircuit AE 2025",
    menu=[
        ("/2025/cfa.html", "Call for artifacts"),
        ("/2025/committee.html", "Committee"),
        ("/2025/badges.html", "Badges"),
        ("/2025/results.html", "Accepted artifacts"),
    ],
    footer=[
        ("/2025/faq.html", "FAQ"),
        ("/2025/contact.html", "Contact"),
        ("/archive/", "Previous years"),
    ],
    home_title="EvalCircuit Artifact Evaluation 2025",
    cookie_banner=False,
    accent="#5a189a",
)
P17 = "Tracing Nondeterminism in Distributed Training Pipelines"
P42 = "Bit-Exact Replay of GPU Kernels Across Driver Versions"
P43 = "Energy Accounting for Shared Accelerator Clusters"


def _short(t: str) -> str:
    return t[:28].rstrip() + "…"


def _ae_paper(
    pid: str,
    title: str,
    reviews: list[str],
    extras: dict[str, PageValue],
    badge_extra: str,
    see_also: list[tuple[str, str]],
) -> tuple[dict[str, PageValue], frozenset[str]]:
    pages: dict[str, PageValue] = {}
    rev_links = [(f"/2025/reports/{pid}-review-{r}.html", f"Review {r.upper()}") for r in reviews]
    links = [
        (f"/2025/badges/{pid}.html", "Badge decision"),
        *rev_links,
        *[(p, p.rsplit("/", 1)[1]) for p in extras],
    ]
    also = ("<h3>Same session</h3>" + ul(see_also)) if see_also else ""
    pages[f"/2025/papers/{pid}.html"] = AE_CHROME.page(
        title,
        f'<h1>{escape(title)}</h1><p class="paper-id">Paper {pid}</p>'
        f'<p>Artifact: <a href="http://archive.scholar.test/records/{pid}-ae">archived bundle</a>'
        f' · <a href="http://code.gitvale.test/ae2025/{pid}">source</a></p>' + ul(links) + also,
        raw_title=True,
    )
    pages[f"/2025/badges/{pid}.html"] = AE_CHROME.page(
        f"Badges: {pid}",
        f"<h1>Badge decision for “{escape(title)}”</h1><p>Available · Functional · Reproduced</p>"
        f'{badge_extra}<p><a href="/2025/papers/{pid}.html">Back to the paper</a></p>',
    )
    for r in reviews:
        pages[f"/2025/reports/{pid}-review-{r}.html"] = AE_CHROME.page(
            f"Review {r.upper()} of {pid}",
            f"<h1>Review {r.upper()}</h1><p>Paper: {escape(title)}</p><p>Kick-the-tires: ok. "
            "Results within 2% of the paper.</p>"
            + ul([(f"/2025/papers/{pid}.html", "Paper record")] + rev_links),
        )
    pages.update(extras)
    return pages, frozenset(AE_CHROME.url(p) for p in pages)


def _p17() -> tuple[dict[str, PageValue], frozenset[str]]:
    return _ae_paper(
        "p17",
        P17,
        ["a", "b"],
        {
            "/2025/appendix/p17.txt": blob(
                f"Artifact appendix\nTitle: {P17}\nRequirements: 8 GPUs\n", "text/plain"
            )
        },
        "",
        [],
    )


def _p42() -> tuple[dict[str, PageValue], frozenset[str]]:
    extras: dict[str, PageValue] = {
        "/2025/appendix/p42.pdf": pdf_file(P42, ["Artifact appendix", "Hardware: 2 GPUs"]),
        "/2025/responses/p42.html": AE_CHROME.page(
            "Author response p42",
            f"<h1>Author response</h1><p>On: {escape(P42)}</p>"
            '<p><a href="/2025/papers/p42.html">Paper record</a></p>',
        ),
        "/2025/logs/p42-reproduction.txt": blob(
            f"# Reproduction log: {P42}\n$ make replay\nOK 412/412 kernels bit-exact\n",
            "text/plain",
        ),
    }
    errata = (
        '<p>Badge updated after the <a href="/2025/errata/p42.html">errata</a> of the '
        "camera-ready.</p>"
    )
    pages, _t = _ae_paper(
        "p42",
        P42,
        ["a", "b", "c"],
        extras,
        errata,
        [("/2025/papers/p43.html", _short(P43)), ("/2025/papers/p17.html", _short(P17))],
    )
    pages["/2025/errata/p42.html"] = AE_CHROME.page(
        "Errata p42", f"<h1>Errata</h1><p>{escape(P42)}: table 3 corrected.</p>"
    )
    return pages, frozenset(AE_CHROME.url(p) for p in pages)


def _ae_sites() -> list[Site]:
    pages: dict[str, PageValue] = {**_p17()[0], **_p42()[0]}
    pages["/2025/papers/p43.html"] = AE_CHROME.page(
        P43, f"<h1>{escape(P43)}</h1><p>Paper p43.</p>", raw_title=True
    )
    pages["/2025/results.html"] = AE_CHROME.page(
        "Accepted artifacts",
        "<h1>Accepted artifacts</h1><table>"
        + "".join(
            f'<tr><td><a href="/2025/papers/{p}.html">{p}</a></td><td>{escape(_short(t))}</td></tr>'
            for p, t in (("p17", P17), ("p42", P42), ("p43", P43))
        )
        + "</table>",
    )
    return [AE_CHROME.site(pages)]


# --- Cardwright model-card registry -----------------------------------------------------------

CARDS = host("registry", "cardwright")
CARDS_CHROME = Chrome(
    CARDS,
    "Cardwright",
    menu=[
        ("/cards/", "Model cards"),
        ("/datasheets/", "Datasheets"),
        ("/guide", "Writing guide"),
        ("/submit", "Submit a card"),
    ],
    footer=[("/about", "About"), ("/governance", "Governance"), ("/privacy", "Privacy")],
    home_title="Cardwright — a registry of model cards and evaluation reports",
    accent="#2d6a4f",
)


def _card(
    slug: str,
    name: str,
    reports: list[tuple[str, str]],
    sections: list[str],
    datasheet: tuple[str, str] | None,
    related: list[tuple[str, str]],
    pdf_export: bool,
) -> tuple[dict[str, PageValue], frozenset[str]]:
    title = f"Model Card: {name}"
    pages: dict[str, PageValue] = {}
    base = f"/cards/{slug}"
    rep_links = [(f"/reports/{rid}.html", f"{rtitle} ({rid})") for rid, rtitle in reports]
    sec_links = [(f"{base}/{s}", s.replace("-", " ").title()) for s in sections]
    exports = [(f"{base}/card.yaml", "YAML")] + (
        [(f"{base}/card.pdf", "PDF")] if pdf_export else []
    )
    ds = ("<p>Trained on: " + a(*datasheet) + "</p>") if datasheet else ""
    rel = ("<h3>Related cards</h3>" + ul(related)) if related else ""
    pages[base] = CARDS_CHROME.page(
        title,
        f'<h1>{escape(title)}</h1><p class="owner">Maintained by '
        '<a href="/orgs/coastal-ai">coastal-ai</a></p>'
        + ul(sec_links, "card-sections")
        + "<h2>Evaluation reports</h2>"
        + ul(rep_links)
        + ds
        + "<p>Export: "
        + " ".join(a(h, t) for h, t in exports)
        + "</p>",
        aside=rel,
        raw_title=True,
    )
    for h, t in sec_links:
        pages[h] = CARDS_CHROME.page(
            f"{t} — {name}",
            f"<p class=crumb>{escape(title)}</p><h1>{escape(t)}</h1><p>Section text.</p>"
            f'<p><a href="{base}">Back to the card</a></p>',
        )
    for rid, rtitle in reports:
        pages[f"/reports/{rid}.html"] = CARDS_CHROME.page(
            f"{rtitle} ({rid})",
            f"<h1>{escape(rtitle)}</h1><p>Evaluation report for {escape(title)}.</p>"
            "<p>Harness, seeds and raw outputs: "
            f'<a href="/reports/{rid}/outputs.jsonl">outputs</a></p>',
        )
        pages[f"/reports/{rid}/outputs.jsonl"] = blob(
            f'{{"card":"{title}","report":"{rid}","score":0.71}}\n', "application/jsonl"
        )
    pages[f"{base}/card.yaml"] = blob(f"title: {title}\nlicense: apache-2.0\n", "text/yaml")
    if pdf_export:
        pages[f"{base}/card.pdf"] = pdf_file(title, ["Intended use", "Limitations"])
    return pages, frozenset(CARDS_CHROME.url(p) for p in pages)


def _pelican() -> tuple[dict[str, PageValue], frozenset[str]]:
    return _card(
        "pelican-vision-2b",
        "Pelican-Vision-2B",
        [("ev-3391", "Zero-shot classification")],
        ["intended-use", "limitations"],
        None,
        [],
        False,
    )


def _osprey() -> tuple[dict[str, PageValue], frozenset[str]]:
    return _card(
        "osprey-asr-large",
        "Osprey-ASR-Large",
        [
            ("ev-4410", "Word error rate by accent"),
            ("ev-4411", "Robustness to noise"),
            ("ev-4502", "Fairness audit"),
        ],
        ["intended-use", "training-data", "limitations", "history"],
        ("/datasheets/ds-118", "Datasheet: CoastalSpeech-900h"),
        [
            ("/cards/osprey-asr-small", "Osprey-ASR-Small"),
            ("/cards/pelican-vision-2b", "Pelican-Vision-2B"),
        ],
        True,
    )


def _cards_sites() -> list[Site]:
    pages: dict[str, PageValue] = {**_pelican()[0], **_osprey()[0]}
    pages["/cards/osprey-asr-small"] = CARDS_CHROME.page(
        "Model Card: Osprey-ASR-Small", "<h1>Model Card: Osprey-ASR-Small</h1>", raw_title=True
    )
    pages["/datasheets/ds-118"] = CARDS_CHROME.page(
        "Datasheet: CoastalSpeech-900h", "<h1>Datasheet: CoastalSpeech-900h</h1>", raw_title=True
    )
    pages["/orgs/coastal-ai"] = CARDS_CHROME.page("coastal-ai", "<h1>coastal-ai</h1>")
    pages["/cards/"] = CARDS_CHROME.page(
        "Model cards",
        "<h1>Model cards</h1>"
        + ul(
            [
                ("/cards/pelican-vision-2b", "Pelican-Vision-2B"),
                ("/cards/osprey-asr-large", "Osprey-ASR-Large"),
                ("/cards/osprey-asr-small", "Osprey-ASR-Small"),
            ]
        ),
    )
    return [CARDS_CHROME.site(pages)]


CASES = [
    # The record's <title> is the paper's title alone and every page and file of the
    # evaluation record repeats it, scattered over /papers/, /badges/, /reports/ and
    # /appendix/ (no common path, no key), while the listings abbreviate it: Significant
    # String from Title keeps exactly the record.
    Case(
        "evalcircuit-p17",
        "artifact-evaluation track (paper record)",
        "Multi-Hop",
        "sig_title",
        AE_CHROME.url("/2025/papers/p17.html"),
        _p17()[1],
        _ae_sites,
    ),
    # Harder: three reviews, an author response, a PDF appendix, a reproduction log and an
    # errata page reached only through the badge page; papers of the same session are
    # other artifacts (their titles differ).
    Case(
        "evalcircuit-p42",
        "artifact-evaluation track (reviews, response, errata two hops away)",
        "Multi-Hop",
        "sig_title",
        AE_CHROME.url("/2025/papers/p42.html"),
        _p42()[1],
        _ae_sites,
        others=frozenset(
            {AE_CHROME.url("/2025/papers/p43.html"), AE_CHROME.url("/2025/papers/p17.html")}
        ),
    ),
    # A card's title is "Model Card: <name>", repeated by its sections, its evaluation
    # report (kept under /reports/) and its outputs and YAML export: Significant String
    # from Title.
    Case(
        "cardwright-pelican",
        "model-card registry (card and evaluation report)",
        "Multi-Hop",
        "sig_title",
        CARDS_CHROME.url("/cards/pelican-vision-2b"),
        _pelican()[1],
        _cards_sites,
    ),
    # Harder: three reports with their outputs, four sections, a PDF export, a datasheet
    # (another artifact) and related cards whose names share a prefix.
    Case(
        "cardwright-osprey",
        "model-card registry (several reports, datasheet, related cards)",
        "Multi-Hop",
        "sig_title",
        CARDS_CHROME.url("/cards/osprey-asr-large"),
        _osprey()[1],
        _cards_sites,
        others=frozenset(
            {
                CARDS_CHROME.url("/cards/osprey-asr-small"),
                CARDS_CHROME.url("/cards/pelican-vision-2b"),
                CARDS_CHROME.url("/datasheets/ds-118"),
            }
        ),
    ),
]
