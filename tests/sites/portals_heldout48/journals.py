"""A journal publisher of heldout48: article landing pages crowded with references, "cited
by" lists, "more like this", corrections and issue navigation, with the article's own PDF,
JATS XML, citation exports, figure pages, peer-review history and supplements (these on a
publisher CDN) all one hop from the landing page.  Single Hop, like the seed's preprint
servers: Single Page+ with Ignores.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, data

from ._kit import bare_site, blob, mk, page, portal, sidebar, site, stub_record

JR = portal(
    "journals.merrowpress.hx48.example",
    "Merrow Press Journals",
    [
        ("/journals", "Journals"),
        ("/authors/submit", "For authors"),
        ("/issues/current", "Current issue"),
    ],
)
JR_CDN = "http://static.merrowcdn.hx48.example"


class _Article:
    def __init__(
        self,
        doi: str,
        title: str,
        figs: int,
        supp: list[str],
        review: bool,
        rel: list[tuple[str, str]],
        note: str = "",
    ) -> None:
        self.doi, self.title, self.rel, self.note = doi, title, rel, note
        base = f"/article/{doi}"
        self.entry = JR.url(base)
        self.own = [JR.url(base + s) for s in ("/pdf", "/xml", "/citation.ris", "/citation.bib")]
        self.own += [JR.url(f"{base}/figure/{i}") for i in range(1, figs + 1)]
        if review:
            self.own.append(JR.url(base + "/peer-review"))
        self.supp = [f"{JR_CDN}/suppl/{doi.rsplit('/', 1)[1]}/{s}" for s in supp]
        self.truth = [self.entry, *self.own, *self.supp]
        self.others = [u for u, _ in rel]

    def pages(self) -> dict[str, str | Response | bytes]:
        t = escape(self.title)
        own = "".join(f'<li><a href="{u}">{escape(u.rsplit("/", 1)[1])}</a></li>' for u in self.own)
        supp = "".join(
            f'<li><a href="{u}">{escape(u.rsplit("/", 1)[1])}</a></li>' for u in self.supp
        )
        refs = "".join(
            f'<li>{escape(lbl)}. <a href="{u}">Merrow Press</a> <a href="http://doi.test/10.1000/{i}">doi</a></li>'
            for i, (u, lbl) in enumerate(self.rel)
        )
        meta = f'<meta name="citation_title" content="{t}"><meta name="citation_pdf_url" content="{self.own[0]}">'
        out: dict[str, str | Response | bytes] = {
            self.entry[len(JR.origin) :]: page(
                JR,
                self.title,
                f'{self.note}<article><h1 class="article-title">{t}</h1><p class="doi">https://doi.test/{self.doi}</p>'
                f'<nav class="article-tools"><ul>{own}</ul></nav><h2>Supplementary information</h2><ul>{supp}</ul>'
                f'<section class="body"><p>Full text.</p></section><h2>References</h2><ol class="refs">{refs}</ol></article>'
                + sidebar("Cited by / more like this", self.rel[:2])
                + '<p class="issue-nav"><a href="/issues/current">Table of contents</a></p>',
                share=self.entry,
                head=meta,
            )
        }
        for u in self.own:
            path = u[len(JR.origin) :]
            if "/figure/" in path or path.endswith("/peer-review"):
                out[path] = page(
                    JR,
                    f"{path.rsplit('/', 2)[-2]} {path.rsplit('/', 1)[1]}",
                    f'<h1>{t}</h1><p><a href="{self.entry}">Back to article</a></p>',
                )
            else:
                out[path] = data(f"{self.title}\n", "application/octet-stream")
        return out


JR_A = _Article(
    "10.7717/mp.ecol.2024.118",
    "Seed dispersal by frugivorous bats in fragmented dry forest",
    2,
    ["Table_S1.xlsx"],
    False,
    [
        (JR.url("/article/10.7717/mp.ecol.2021.044"), "Cited by: bat foraging ranges"),
        (JR.url("/article/10.7717/mp.ecol.2019.210"), "Reference: dry forest fragments"),
    ],
)
JR_B = _Article(
    "10.7717/mp.neuro.2023.302",
    "Dopamine ramps encode proximity to reward in freely moving rats",
    5,
    ["Video_S1.mp4", "Video_S2.mp4", "Data_S1.zip", "Code_S1.zip"],
    True,
    [
        (JR.url("/article/10.7717/mp.neuro.2024.019"), "Cited by: reward prediction review"),
        (JR.url("/article/10.7717/mp.neuro.2023.330"), "More like this"),
        (JR.url("/article/10.7717/mp.neuro.2024.077"), "Correction to this article"),
        (JR.url("/article/10.7717/mp.neuro.2020.155"), "Reference: photometry methods"),
        (JR.url("/article/10.7717/mp.neuro.2022.008"), "Reference: same authors"),
    ],
    note='<div class="alert">A <a href="/article/10.7717/mp.neuro.2024.077">correction</a> to this article was published.</div>',
)


def _jr() -> list[Site]:
    pages: dict[str, str | Response | bytes] = {**JR_A.pages(), **JR_B.pages()}
    for u in JR_A.others + JR_B.others:
        pages[u[len(JR.origin) :]] = stub_record(
            JR, "Article " + u.rsplit("/", 1)[1], "Research article"
        )
    cdn = {u[len(JR_CDN) :]: blob(u) for u in JR_A.supp + JR_B.supp}
    return [site(JR, pages), bare_site("static.merrowcdn.hx48.example", cdn)]


SPPI = "single_page_plus_ignored"
CASES: list[Case] = [
    # Single Hop like the seed's bioRxiv/SSRN: the landing page links every own URI once.
    mk(
        "merrow-bats",
        "journal publisher (article with figures and a supplement)",
        "Single Hop",
        SPPI,
        JR_A.entry,
        JR_A.truth,
        _jr,
        JR_A.others,
    ),
    # Harder: a correction notice, a reference list of same-portal articles, peer-review history.
    mk(
        "merrow-dopamine",
        "journal publisher (article with correction, peer review, 4 supplements)",
        "Single Hop",
        SPPI,
        JR_B.entry,
        JR_B.truth,
        _jr,
        JR_B.others,
    ),
]
