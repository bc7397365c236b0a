"""Literature-side portals of heldout77: a physics literature database, a preprint server,
a collaboration note server, a public-results wiki and a collaboration news site.

Each portal is one host; both of its records live on the same site (`*_site`), so the
cases of a portal build identical sites.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import png
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, blob, file_pdf, text, ul

# --- physics literature database (INSPIRE-like): single_page_plus_ignored ----------------

LIT = Chrome(
    "records.quarkcite.hx77.example",
    "QuarkCite",
    [
        ("/literature", "Literature"),
        ("/authors", "Authors"),
        ("/jobs", "Jobs"),
        ("/seminars", "Seminars"),
        ("/conferences", "Conferences"),
    ],
    [
        ("/about", "About QuarkCite"),
        ("/privacy", "Privacy"),
        ("/terms", "Terms of use"),
        ("/api-docs", "API"),
        ("/feedback", "Report an issue"),
    ],
    home_title="QuarkCite - high-energy physics literature",
    extra_chrome=(
        "/authors/profile/1012345",
        "/authors/profile/1044890",
        "/authors/profile/1090021",
    ),
)
LIT_RECS = {
    "2104417": (
        "Measurement of the top quark mass in the lepton plus jets channel",
        ["fulltext.pdf"],
        ["1999876"],
        False,
    ),
    "2251983": (
        "Observation of a narrow resonance in the J/psi phi mass spectrum",
        ["fulltext-v1.pdf", "fulltext-v2.pdf", "ancillary-tables.pdf"],
        ["2104417", "1988123"],
        True,
    ),
}


def _lit_record(rid: str) -> dict[str, object]:
    title, files, cited, refpages = LIT_RECS[rid]
    pages: dict[str, object] = {}
    file_links = [(f"/files/{rid}/{f}", f) for f in files]
    for f in files:
        pages[f"/files/{rid}/{f}"] = file_pdf(title, f"QuarkCite record {rid}", f)
    exports = [
        (f"/api/literature/{rid}?format=bibtex", "BibTeX"),
        (f"/api/literature/{rid}?format=latex-eu", "LaTeX (EU)"),
    ]
    pages[exports[0][0]] = text(
        f'@article{{QC:{rid},\n title = "{title}"\n}}\n', "application/x-bibtex"
    )
    pages[exports[1][0]] = text(
        f"%\\cite{{QC:{rid}}}\n\\bibitem{{QC:{rid}}} {title}\n", "application/x-latex"
    )
    refs = [(f"/literature/{rid}/references", "References")]
    if refpages:
        refs.append((f"/literature/{rid}/references?page=2", "References, page 2"))
    for href, label in refs:
        pages[href] = LIT.page(
            f"{label} of {title}",
            f"<h1>{label}</h1>" + ul([(f"/literature/{c}", f"record {c}") for c in cited]),
        )
    main = (
        f'<article class="qc-record"><h1>{escape(title)}</h1>'
        '<p class="authors"><a href="/authors/profile/1012345">A. Moreau</a>, '
        '<a href="/authors/profile/1044890">K. Tanaka</a> et al. (Quark Collaboration)</p>'
        f"<p>e-Print: hepxiv:{rid[:4]}.{rid[3:]} | Published in Phys. Lett. B</p>"
        f"<h2>Files</h2>{ul(file_links)}<h2>Cite</h2>{ul(exports)}"
        f"<h2>Reference list</h2>{ul(refs)}"
        f'<p><a href="/search?q=refersto:recid:{rid}">Cited by 41 records</a></p></article>'
    )
    aside = (
        "<h3>Cited in this record</h3>"
        + ul([(f"/literature/{c}", LIT_RECS.get(c, (f"Record {c}",))[0]) for c in cited])
        + '<p><a href="/authors/profile/1090021">Collaboration profile</a></p>'
    )
    pages[f"/literature/{rid}"] = LIT.page(
        title, main, aside=aside, share=LIT.url(f"/literature/{rid}")
    )
    return pages


def lit_site() -> list[Site]:
    pages: dict[str, object] = {}
    for rid in LIT_RECS:
        pages.update(_lit_record(rid))
    for c in ("1999876", "1988123"):
        pages[f"/literature/{c}"] = LIT.page(f"Record {c}", f"<h1>Record {c}</h1>")
    return [LIT.site(pages)]  # type: ignore[arg-type]


def _lit_truth(rid: str) -> list[str]:
    _t, files, _c, refpages = LIT_RECS[rid]
    paths = [
        f"/literature/{rid}",
        f"/literature/{rid}/references",
        f"/api/literature/{rid}?format=bibtex",
        f"/api/literature/{rid}?format=latex-eu",
    ]
    paths += [f"/files/{rid}/{f}" for f in files]
    if refpages:
        paths.append(f"/literature/{rid}/references?page=2")
    return [LIT.url(p) for p in paths]


# --- preprint server (arXiv-like): single_page_plus_ignored ------------------------------

PRE = Chrome(
    "abs.hepxiv.hx77.example",
    "hepXiv",
    [
        ("/list/hep-ex/new", "hep-ex new"),
        ("/list/hep-ph/new", "hep-ph new"),
        ("/list/astro-ph/new", "astro-ph new"),
        ("/submit", "Submit"),
    ],
    [
        ("/about", "About"),
        ("/privacy", "Privacy"),
        ("/accessibility", "Accessibility"),
        ("/status", "Operational status"),
        ("/donate", "Donate"),
    ],
    title_fmt="[{t}] | {name}",
    home_title="hepXiv e-print archive",
)
PRE_RECS = {
    "2411.07731": (
        "Precision luminosity calibration with van der Meer scans at 13.6 TeV",
        1,
        False,
    ),
    "2502.01188": ("Constraints on dark photons from beam-dump electron data", 3, True),
}


def _pre_record(aid: str) -> dict[str, object]:
    title, versions, src = PRE_RECS[aid]
    pages: dict[str, object] = {}
    vlinks = []
    for v in range(1, versions + 1):
        pages[f"/pdf/{aid}v{v}"] = file_pdf(title, f"hepXiv:{aid}v{v}")
        vlinks.append((f"/pdf/{aid}v{v}", f"PDF v{v}"))
        if versions > 1:
            pages[f"/abs/{aid}v{v}"] = PRE.page(
                f"{aid}v{v}",
                f'<h1>{escape(title)}</h1><p>Version {v}.</p><a href="/pdf/{aid}v{v}">PDF</a>',
            )
    other = [(f"/abs/{aid}v{v}", f"[v{v}]") for v in range(1, versions + 1)] if versions > 1 else []
    formats = [(f"/bibtex/{aid}", "Export BibTeX")]
    pages[f"/bibtex/{aid}"] = text(
        f"@misc{{{aid},\n title={{{title}}}\n}}\n", "application/x-bibtex"
    )
    if src:
        formats.append((f"/src/{aid}", "TeX source"))
        pages[f"/src/{aid}"] = blob("application/gzip", aid)
    main = (
        f'<div id="abs"><h1 class="title">{escape(title)}</h1><blockquote>Abstract: '
        "We report ...</blockquote><table><tr><td>Subjects:</td><td>"
        '<a href="/list/hep-ex/new">hep-ex</a></td></tr></table>'
        f'<div class="full-text"><h2>Access paper</h2>{ul([*vlinks, *formats])}</div>'
        + (f"<h2>Submission history</h2>{ul(other)}" if other else "")
        + f'<p><a href="http://records.quarkcite.hx77.example/search?q=eprint:{aid}">'
        "QuarkCite</a></p></div>"
    )
    aside = "<h3>Browse context</h3>" + ul(
        [("/list/hep-ex/new", "new"), ("/list/hep-ex/recent", "recent")]
    )
    pages[f"/abs/{aid}"] = PRE.page(aid, main, aside=aside, share=PRE.url(f"/abs/{aid}"))
    pages["/list/hep-ex/recent"] = PRE.page("hep-ex recent", "<h1>Recent</h1>")
    return pages


def pre_site() -> list[Site]:
    pages: dict[str, object] = {}
    for aid in PRE_RECS:
        pages.update(_pre_record(aid))
    return [PRE.site(pages)]  # type: ignore[arg-type]


def _pre_truth(aid: str) -> list[str]:
    _t, versions, src = PRE_RECS[aid]
    paths = [f"/abs/{aid}", f"/bibtex/{aid}"] + [f"/pdf/{aid}v{v}" for v in range(1, versions + 1)]
    if versions > 1:
        paths += [f"/abs/{aid}v{v}" for v in range(1, versions + 1)]
    if src:
        paths.append(f"/src/{aid}")
    return [PRE.url(p) for p in paths]


# --- collaboration technical notes (OSF-like prefix): sig_filtered_title -----------------

NOTE = Chrome(
    "cds.detnotes.hx77.example",
    "DetNotes",
    [
        ("/collection/internal-notes", "Internal notes"),
        ("/collection/public-notes", "Public notes"),
        ("/collection/theses", "Theses"),
        ("/submit", "Submit"),
    ],
    [("/about", "About"), ("/privacy", "Privacy"), ("/contact", "Contact"), ("/oai", "OAI-PMH")],
    title_fmt="{name} | {t}",
    home_title="DetNotes | Collaboration document server",
)
NOTE_TITLES = {
    "5521": "Energy calibration of the forward calorimeter with Z boson decays",
    "6140": "Alignment of the silicon tracker with cosmic-ray muons in 2024",
}


def note_site() -> list[Site]:
    pages: dict[str, object] = {}
    # note 5521: entry -> attachment page -> PDF, entry -> discussion
    t = NOTE_TITLES["5521"]
    pages["/record.php?id=5521"] = NOTE.page(
        t,
        (
            f"<h1>{escape(t)}</h1><p>Report number DN-CAL-2024-013.</p>"
            '<p><a href="/att/88213">Attachments</a> | <a href="/discuss/3301">Discussion</a></p>'
            '<p>See also <a href="/record.php?id=5498">a related note</a>.</p>'
        ),
        aside=ul(
            [
                ("/collection/internal-notes", "Back to collection"),
                ("/export?fmt=marcxml&n=1", "MARCXML"),
            ]
        ),
    )
    pages["/att/88213"] = NOTE.page(
        "Attachments",
        (f"<h1>Attachments of: {escape(t)}</h1>" + ul([("/dl/88213/DN-CAL-2024-013.pdf", "PDF")])),
    )
    pages["/dl/88213/DN-CAL-2024-013.pdf"] = file_pdf(t, "DN-CAL-2024-013")
    pages["/discuss/3301"] = NOTE.page("Discussion", f"<h1>Comments on {escape(t)}</h1><p>OK.</p>")
    pages["/record.php?id=5498"] = NOTE.page("Pileup subtraction", "<h1>Pileup subtraction</h1>")
    pages["/export"] = text("<record/>", "application/xml")
    # note 6140: two versions, supporting material two hops out, paginated discussion
    t = NOTE_TITLES["6140"]
    pages["/record.php?id=6140"] = NOTE.page(
        t,
        (
            f"<h1>{escape(t)}</h1><p>Report number DN-TRK-2025-002, version 2.</p>"
            + ul(
                [
                    ("/att/90412", "Attachments (version 2)"),
                    ("/att/90077", "Attachments (version 1)"),
                    ("/discuss/3517", "Discussion (14 comments)"),
                ]
            )
            + '<p>Supersedes <a href="/record.php?id=5980">an earlier tracker note</a>.</p>'
        ),
    )
    pages["/att/90412"] = NOTE.page(
        "Attachments",
        (
            f"<h1>Attachments of: {escape(t)} (v2)</h1>"
            + ul(
                [
                    ("/dl/90412/DN-TRK-2025-002-v2.pdf", "Note, v2"),
                    ("/supp/7702", "Supporting material"),
                ]
            )
        ),
    )
    pages["/att/90077"] = NOTE.page(
        "Attachments",
        (
            f"<h1>Attachments of: {escape(t)} (v1)</h1>"
            + ul([("/dl/90077/DN-TRK-2025-002-v1.pdf", "Note, v1")])
        ),
    )
    pages["/dl/90412/DN-TRK-2025-002-v2.pdf"] = file_pdf(t, "DN-TRK-2025-002 v2")
    pages["/dl/90077/DN-TRK-2025-002-v1.pdf"] = file_pdf(t, "DN-TRK-2025-002 v1")
    pages["/supp/7702"] = NOTE.page(
        "Supporting material",
        (
            f"<h1>Supporting material for {escape(t)}</h1>"
            + ul([("/dl/7702/residuals.txt", "Residual tables")])
        ),
    )
    pages["/dl/7702/residuals.txt"] = text(f"# {t}\nmodule dx dy\n1 0.3 0.1\n")
    pages["/discuss/3517"] = NOTE.page(
        "Discussion",
        (f'<h1>Comments on {escape(t)}</h1><p>...</p><a href="/discuss/3517?p=2">Older</a>'),
    )
    pages["/discuss/3517?p=2"] = NOTE.page(
        "Discussion", (f"<h1>Comments on {escape(t)}, page 2</h1><p>...</p>")
    )
    pages["/record.php?id=5980"] = NOTE.page("Tracker note", "<h1>Earlier tracker note</h1>")
    return [NOTE.site(pages)]  # type: ignore[arg-type]


# --- public results wiki (Dryad-like, every member shows the title): sig_title -----------

RES = Chrome(
    "twiki.colliderpub.hx77.example",
    "Collider Public Results",
    [
        ("/bin/view/Main/PhysicsResults", "Physics results"),
        ("/bin/view/Main/Conferences", "Conference notes"),
        ("/bin/view/Main/Glossary", "Glossary"),
        ("/bin/view/Main/Contacts", "Contacts"),
    ],
    [
        ("/bin/view/Main/Policy", "Publication policy"),
        ("/privacy", "Privacy"),
        ("/bin/view/Main/WebHome", "Wiki home"),
    ],
    home_title="Collider Public Results wiki",
)
RES_TITLES = {
    "dj": "Search for long-lived particles decaying to displaced jets at 13.6 TeV",
    "hh": "Combination of searches for Higgs boson pair production with full Run 2 data",
}


def _res_fig(pages: dict[str, object], fid: str, title: str, n: int) -> str:
    href = f"/bin/viewfile/Pub/f{fid}"
    pages[href] = RES.page(
        title,
        f"<h1>Figure {n}</h1><p>Figure {n} of {escape(title)}.</p>"
        f'<img src="/pub/img/f{fid}.png" alt="">',
        raw_title=True,
    )
    return href


def res_site() -> list[Site]:
    pages: dict[str, object] = {}
    t = RES_TITLES["dj"]
    figs = [_res_fig(pages, str(7731 + i), t, i + 1) for i in range(2)]
    pages["/pub/tab/t401.csv"] = text(f"# {t}\nmass,limit\n100,0.7\n", "text/csv")
    pages["/bin/view/Results/DisplacedJets24"] = RES.page(
        t,
        (
            f"<h1>{escape(t)}</h1><p>Abstract: a search ...</p>"
            + ul([(f, f"Figure {i + 1}") for i, f in enumerate(figs)])
            + ul([("/pub/tab/t401.csv", "Limits (CSV)")])
            + '<p>Previous result: <a href="/bin/view/Results/DisplacedJets22">2022 search</a></p>'
        ),
        raw_title=True,
    )
    pages["/bin/view/Results/DisplacedJets22"] = RES.page(
        "Earlier displaced jets search", "<h1>2022 search</h1>", raw_title=True
    )
    t = RES_TITLES["hh"]
    figs = [_res_fig(pages, str(8120 + i), t, i + 1) for i in range(4)]
    pages["/bin/view/Aux/HHCombAux"] = RES.page(
        t,
        (
            f"<h1>Additional material: {escape(t)}</h1>"
            + ul(
                [
                    ("/pub/tab/t512.csv", "Likelihood scan (CSV)"),
                    ("/pub/tab/t513.csv", "Per-channel limits (CSV)"),
                ]
            )
        ),
        raw_title=True,
    )
    pages["/pub/tab/t512.csv"] = text(f"# {t}\nkappa_lambda,nll\n1,0\n", "text/csv")
    pages["/pub/tab/t513.csv"] = text(f"# {t}\nchannel,limit\nbbtautau,3.1\n", "text/csv")
    pages["/bin/view/Results/HHCombRun2"] = RES.page(
        t,
        (
            f"<h1>{escape(t)}</h1><p>Summary of the combination.</p>"
            + ul([(f, f"Figure {i + 1}") for i, f in enumerate(figs)])
            + '<p><a href="/bin/view/Aux/HHCombAux">Additional material</a></p>'
            + "<p>Inputs: "
            + ul(
                [
                    ("/bin/view/Results/HHbbgg", "bbγγ search"),
                    ("/bin/view/Results/HHbbtt", "bbττ search"),
                ]
            )
            + "</p>"
        ),
        raw_title=True,
    )
    for p in ("HHbbgg", "HHbbtt"):
        pages[f"/bin/view/Results/{p}"] = RES.page(p, f"<h1>{p}</h1>", raw_title=True)
    return [RES.site(pages)]  # type: ignore[arg-type]


# --- collaboration news (blog-like article): single_page ---------------------------------

NEWS = Chrome(
    "news.bigcollab.hx77.example",
    "BigCollab News",
    [("/news", "News"), ("/press", "Press"), ("/images", "Image library"), ("/events", "Events")],
    [
        ("/contact", "Contact"),
        ("/privacy", "Privacy"),
        ("/rss", "RSS"),
        ("/media-kit", "Media kit"),
    ],
    title_fmt="{t} – {name}",
    extra_chrome=("/tag/heavy-ions", "/tag/detector", "/tag/outreach", "/author/l-ferreira"),
)


def news_site() -> list[Site]:
    pages: dict[str, object] = {}
    pages["/news/2024/11/first-oxygen-collisions"] = NEWS.page(
        "First oxygen collisions recorded",
        (
            "<article><h1>First oxygen collisions recorded</h1>"
            '<p class="by">By <a href="/author/l-ferreira">L. Ferreira</a>, 14 Nov 2024 · '
            '<a href="/tag/heavy-ions">heavy ions</a></p><p>The detector recorded ...</p>'
            '<p>Read also <a href="/news/2024/09/heavy-ion-preparations">how we prepared</a>.</p>'
            "</article>"
        ),
        share=NEWS.url("/news/2024/11/first-oxygen-collisions"),
    )
    pages["/news/2024/09/heavy-ion-preparations"] = NEWS.page(
        "Preparing for heavy ions", "<h1>Preparing for heavy ions</h1>"
    )
    pages["/news/2025/03/muon-chambers-upgrade-complete"] = NEWS.page(
        "Muon chamber upgrade complete",
        (
            "<article><h1>Muon chamber upgrade complete</h1>"
            '<p class="by">By <a href="/author/l-ferreira">L. Ferreira</a> · '
            '<a href="/tag/detector">detector</a> <a href="/tag/outreach">outreach</a></p>'
            '<p>After two years ...</p><figure><img src="/images/muon.png" alt="">'
            "<figcaption>Installed chambers.</figcaption></figure>"
            + ul(
                [
                    ("/news/2024/11/first-oxygen-collisions", "First oxygen collisions"),
                    ("/news/2024/06/new-trigger-farm", "A new trigger farm"),
                    ("/news/2023/12/year-in-review", "2023 in review"),
                ],
                "related",
            )
            + '<p><a href="/news/2025/03/muon-chambers-upgrade-complete?print=1">Print</a> '
            '<a href="/news/2025/03/muon-chambers-upgrade-complete#comments">Comments (6)</a>'
            "</p></article>"
        ),
        share=NEWS.url("/news/2025/03/muon-chambers-upgrade-complete"),
    )
    pages["/images/muon.png"] = Response.data(png(16, 12, (90, 90, 90)), "image/png")
    pages["/news/2024/06/new-trigger-farm"] = NEWS.page("New trigger farm", "<h1>Trigger</h1>")
    pages["/news/2023/12/year-in-review"] = NEWS.page("2023 in review", "<h1>2023</h1>")
    return [NEWS.site(pages)]  # type: ignore[arg-type]


CASES: list[Case] = [
    # BioRxiv/SSRN-like preprint record: everything is one hop from the landing page, which
    # carries menus and author links, so the seed's Single Page+ with Ignores applies.
    case(
        "quarkcite-top-mass",
        "physics literature database (record with one fulltext)",
        "single hop",
        "single_page_plus_ignored",
        LIT.url("/literature/2104417"),
        _lit_truth("2104417"),
        lit_site,
        others=[LIT.url("/literature/1999876"), LIT.url("/authors/profile/1012345")],
    ),
    # Same shape with versioned fulltexts, ancillary file and paginated reference list.
    case(
        "quarkcite-narrow-resonance",
        "physics literature database (record with versions, ancillary file, paged references)",
        "single hop",
        "single_page_plus_ignored",
        LIT.url("/literature/2251983"),
        _lit_truth("2251983"),
        lit_site,
        others=[LIT.url("/literature/2104417"), LIT.url("/literature/1988123")],
    ),
    # arXiv-like abstract page: a preprint, Single Hop, menus around it -> Single Page+ w/ Ignores.
    case(
        "hepxiv-luminosity",
        "preprint server (single version)",
        "single hop",
        "single_page_plus_ignored",
        PRE.url("/abs/2411.07731"),
        _pre_truth("2411.07731"),
        pre_site,
    ),
    # Three versions (each with its abs page), TeX source: still all one hop from the entry.
    case(
        "hepxiv-dark-photons",
        "preprint server (three versions with source)",
        "single hop",
        "single_page_plus_ignored",
        PRE.url("/abs/2502.01188"),
        _pre_truth("2502.01188"),
        pre_site,
    ),
    # OSF-like: every title starts with "DetNotes | " (shared with the homepage title) and
    # members carry the note title without it; URIs share no path or id -> Filtered Title.
    case(
        "detnotes-calorimeter",
        "collaboration technical note server (note with attachment)",
        "multi-hop",
        "sig_filtered_title",
        NOTE.url("/record.php?id=5521"),
        [
            NOTE.url(p)
            for p in (
                "/record.php?id=5521",
                "/att/88213",
                "/dl/88213/DN-CAL-2024-013.pdf",
                "/discuss/3301",
            )
        ],
        note_site,
        others=[NOTE.url("/record.php?id=5498")],
    ),
    case(
        "detnotes-tracker-alignment",
        "collaboration technical note server (two versions, supporting material, paged discussion)",
        "multi-hop",
        "sig_filtered_title",
        NOTE.url("/record.php?id=6140"),
        [
            NOTE.url(p)
            for p in (
                "/record.php?id=6140",
                "/att/90412",
                "/att/90077",
                "/dl/90412/DN-TRK-2025-002-v2.pdf",
                "/dl/90077/DN-TRK-2025-002-v1.pdf",
                "/supp/7702",
                "/dl/7702/residuals.txt",
                "/discuss/3517",
                "/discuss/3517?p=2",
            )
        ],
        note_site,
        others=[NOTE.url("/record.php?id=5980")],
    ),
    # Dryad-like: the bare <title> (no site name) is the result's title and every member,
    # text tables included, contains it; URIs are opaque -> Significant String from Title.
    case(
        "colliderpub-displaced-jets",
        "public physics results wiki (result with figures)",
        "multi-hop",
        "sig_title",
        RES.url("/bin/view/Results/DisplacedJets24"),
        [
            RES.url(p)
            for p in (
                "/bin/view/Results/DisplacedJets24",
                "/bin/viewfile/Pub/f7731",
                "/bin/viewfile/Pub/f7732",
                "/pub/tab/t401.csv",
            )
        ],
        res_site,
        others=[RES.url("/bin/view/Results/DisplacedJets22")],
    ),
    case(
        "colliderpub-hh-combination",
        "public physics results wiki (combination with additional-material page)",
        "multi-hop",
        "sig_title",
        RES.url("/bin/view/Results/HHCombRun2"),
        [
            RES.url(p)
            for p in (
                "/bin/view/Results/HHCombRun2",
                "/bin/viewfile/Pub/f8120",
                "/bin/viewfile/Pub/f8121",
                "/bin/viewfile/Pub/f8122",
                "/bin/viewfile/Pub/f8123",
                "/bin/view/Aux/HHCombAux",
                "/pub/tab/t512.csv",
                "/pub/tab/t513.csv",
            )
        ],
        res_site,
        others=[RES.url("/bin/view/Results/HHbbgg"), RES.url("/bin/view/Results/HHbbtt")],
    ),
    # A news article is a blog post: Single Artifact URI -> Single Page.
    case(
        "bigcollab-oxygen-run",
        "collaboration news article (short article)",
        "single artifact URI",
        "single_page",
        NEWS.url("/news/2024/11/first-oxygen-collisions"),
        [NEWS.url("/news/2024/11/first-oxygen-collisions")],
        news_site,
        others=[NEWS.url("/news/2024/09/heavy-ion-preparations")],
    ),
    case(
        "bigcollab-muon-upgrade",
        "collaboration news article (related stories, print view, tags)",
        "single artifact URI",
        "single_page",
        NEWS.url("/news/2025/03/muon-chambers-upgrade-complete"),
        [NEWS.url("/news/2025/03/muon-chambers-upgrade-complete")],
        news_site,
        others=[
            NEWS.url("/news/2024/11/first-oxygen-collisions"),
            NEWS.url("/news/2024/06/new-trigger-farm"),
        ],
    ),
]
