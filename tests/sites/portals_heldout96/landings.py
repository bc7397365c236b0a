"""Single-hop conference portals of heldout96: a landing page one hop from its members.

- a proceedings digital library (paper landing page one hop from its PDF, supplements and
  citation exports, inside heavy chrome: Single Page+ with Ignored URIs, as the seed
  prescribes for SSRN and bioRxiv);
- a poster repository (poster landing page one hop from its files: Zenodo/Figshare-like,
  Single Page+ with Ignored URIs);
- a static proceedings-volume host (a bare volume index that links its papers and nothing
  else: Single Page+).
"""

from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, Portal, case, data, links

from ._kit import cookie_banner, head, serve

# --- proceedings digital library --------------------------------------------------------

DL = Portal(
    "dl.quillproc.hx96.example",
    "QuillProc Digital Library",
    menu=[
        ("/browse/proceedings", "Proceedings"),
        ("/browse/conferences", "Conferences"),
        ("/browse/sigs", "Special interest groups"),
        ("/authors", "Authors"),
        ("/about/open-access", "Open access"),
    ],
    footer=[
        ("/about/badges", "Artifact badging policy"),
        ("/about/terms", "Terms of use"),
        ("/about/privacy", "Privacy"),
        ("/about/accessibility", "Accessibility"),
        ("/about/contact", "Contact"),
    ],
    title_format="{title} | {name}",
)

DOI1 = "10.55873/qp.2025.0142"
DOI2 = "10.55873/qp.2025.0388"
DL_RELATED = ["10.55873/qp.2024.0911", "10.55873/qp.2025.0077"]


def _paper_page(
    doi: str,
    title: str,
    authors: list[str],
    abstract: str,
    files: list[tuple[str, str]],
    badges: list[str],
    refs: list[str],
) -> str:
    auth = ", ".join(
        f'<a href="/authors/{a.lower().replace(" ", "-")}">{escape(a)}</a>' for a in authors
    )
    badge = "".join(
        f'<a class="badge" href="/about/badges"><img src="/img/badge-{b}.png" alt="{b}"></a>'
        for b in badges
    )
    cite = links(
        [
            (f"/action/export-citation?doi={doi}&format=bibtex", "BibTeX"),
            (f"/action/export-citation?doi={doi}&format=ris", "RIS"),
        ]
    )
    refl = "".join(f'<li><a href="/doi/{r}">{r}</a></li>' for r in refs)
    main = (
        f'<nav class="crumbs"><a href="/browse/proceedings">Proceedings</a> › '
        f'<a href="/browse/conferences">Conference</a></nav><h1 class="citation__title">'
        f'{escape(title)}</h1><p class="authors">{auth}</p><p>DOI: {doi}</p>{badge}'
        f'<section class="abstract"><h2>Abstract</h2><p>{escape(abstract)}</p></section>'
        '<section class="downloads"><h2>Full text and supplements</h2>'
        + links(files)
        + '</section><section class="cite"><h2>Export citation</h2>'
        + cite
        + f'</section><section class="references"><h2>References</h2><ol>{refl}</ol></section>'
        '<aside class="recommended"><h3>Recommended papers</h3>'
        + links([(f"/doi/{r}", r) for r in DL_RELATED])
        + "</aside>"
        + cookie_banner("/about/privacy")
    )
    return DL.page(
        title,
        main,
        head=head(
            "static.quillcdn.test",
            "m.scholartrack.test",
            og_title=title,
            extra=f'<meta name="citation_doi" content="{doi}">',
        ),
        share=DL.url(f"/doi/{doi}"),
    )


def _bib(doi: str, title: str) -> str:
    return f"@inproceedings{{qp{doi[-4:]},\n  title = {{{title}}},\n  doi = {{{doi}}}\n}}\n"


DL_FILES1 = [(f"/doi/pdf/{DOI1}", "PDF")]
DL_FILES2 = [
    (f"/doi/pdf/{DOI2}", "PDF"),
    (f"/doi/epub/{DOI2}", "ePub"),
    (f"/doi/suppl/{DOI2}/suppl_file/appendix.pdf", "Appendix (PDF)"),
    (f"/doi/suppl/{DOI2}/suppl_file/artifact-v1.2.zip", "Artifact (ZIP, 4 MB)"),
    (f"/doi/suppl/{DOI2}/suppl_file/talk.mp4", "Presentation video"),
]


def dl_sites() -> list[Site]:
    t1 = "Tail-latency budgets for serverless inference"
    t2 = "Incremental checkpointing for stream processors with exactly-once sinks"
    pages: dict[str, PageValue] = {
        f"/doi/{DOI1}": _paper_page(
            DOI1,
            t1,
            ["Ana Ruiz", "Joon Park"],
            "We bound tail latency of cold starts.",
            DL_FILES1,
            [],
            [DL_RELATED[0]],
        ),
        f"/doi/{DOI2}": _paper_page(
            DOI2,
            t2,
            ["Lea Vogt", "Sam Oduya", "Mei Tanaka"],
            "Checkpoints in O(delta) with exactly-once guarantees.",
            DL_FILES2,
            ["available", "functional", "reproduced"],
            DL_RELATED,
        ),
        f"/doi/pdf/{DOI1}": data(pdf(t1, ["Ana Ruiz, Joon Park"]), "application/pdf"),
        f"/doi/pdf/{DOI2}": data(pdf(t2, ["Lea Vogt et al."]), "application/pdf"),
        f"/doi/epub/{DOI2}": data(b"PK\x03\x04epub-container", "application/epub+zip"),
        f"/doi/suppl/{DOI2}/suppl_file/appendix.pdf": data(
            pdf("Appendix", [t2]), "application/pdf"
        ),
        f"/doi/suppl/{DOI2}/suppl_file/artifact-v1.2.zip": data(
            b"PK\x03\x04artifact", "application/zip"
        ),
        f"/doi/suppl/{DOI2}/suppl_file/talk.mp4": data(b"\x00\x00\x00\x18ftypmp42", "video/mp4"),
    }
    for doi, t in [(DOI1, t1), (DOI2, t2)]:
        pages[f"/action/export-citation?doi={doi}&format=bibtex"] = data(
            _bib(doi, t), "application/x-bibtex"
        )
        pages[f"/action/export-citation?doi={doi}&format=ris"] = data(
            f"TY  - CONF\nTI  - {t}\nDO  - {doi}\nER  - \n", "application/x-research-info-systems"
        )
    for r in DL_RELATED:
        pages[f"/doi/{r}"] = _paper_page(
            r, f"Related paper {r[-4:]}", ["A. Author"], "...", [(f"/doi/pdf/{r}", "PDF")], [], []
        )
        pages[f"/doi/pdf/{r}"] = data(pdf(r, []), "application/pdf")
        pages[f"/action/export-citation?doi={r}&format=bibtex"] = data(
            _bib(r, r), "application/x-bibtex"
        )
        pages[f"/action/export-citation?doi={r}&format=ris"] = data(f"TI  - {r}\n", "text/plain")
    for b in ["available", "functional", "reproduced"]:
        pages[f"/img/badge-{b}.png"] = data(png(12, 12), "image/png")
    return [serve(DL, pages)]


# --- poster repository ------------------------------------------------------------------

POSTERS = Portal(
    "www.posterwall.hx96.example",
    "PosterWall",
    menu=[
        ("/explore", "Explore posters"),
        ("/conferences", "Conferences"),
        ("/upload", "Upload a poster"),
        ("/pricing", "For organisers"),
    ],
    footer=[
        ("/legal/terms", "Terms"),
        ("/legal/privacy", "Privacy"),
        ("/blog", "Blog"),
        ("/status", "Status"),
    ],
    title_format="{title} - {name}",
)

POSTER1 = "/p/8kq2mw/energy-aware-scheduling-on-edge-clusters"
POSTER2 = "/p/t41zzc/protein-folding-surrogates-from-sparse-cryo-em-maps"


def _poster_page(
    pid: str, title: str, files: list[tuple[str, str]], meta: str, conference: str
) -> str:
    main = (
        f'<div class="poster-view"><img src="/thumbs/{pid}-large.png" alt="poster preview">'
        f"</div><h1>{escape(title)}</h1>{meta}<p>Presented at "
        f'<a href="/conferences/{conference}">{conference}</a></p>'
        '<section class="files"><h2>Downloads</h2>' + links(files) + "</section>"
        '<section class="cite"><h2>Cite</h2>'
        + links([(f"/export/{pid}.bib", "BibTeX"), (f"/export/{pid}.csl.json", "CSL JSON")])
        + "</section><aside><h3>More from this session</h3>"
        + links([(f"/conferences/{conference}/session-b", "Session B posters")])
        + "</aside>"
        + cookie_banner("/legal/privacy#cookies")
    )
    return POSTERS.page(
        title,
        main,
        head=head("cdn.posterwall-static.test", "ingest.clickmeter.test", og_title=title),
        share=POSTERS.url(f"/p/{pid}"),
    )


def poster_sites() -> list[Site]:
    t1 = "Energy-aware scheduling on edge clusters"
    t2 = "Protein folding surrogates from sparse cryo-EM maps"
    f1 = [("/download/8kq2mw/poster.pdf", "Poster (PDF)")]
    f2 = [
        ("/download/t41zzc/v3/poster.pdf", "Poster v3 (PDF, current)"),
        ("/download/t41zzc/v2/poster.pdf", "Poster v2 (PDF)"),
        ("/download/t41zzc/v1/poster.pdf", "Poster v1 (PDF)"),
        ("/download/t41zzc/v3/lightning-talk.pdf", "Lightning talk slides"),
        ("/download/t41zzc/v3/supplement.csv", "Supplementary table (CSV)"),
    ]
    pages: dict[str, PageValue] = {
        POSTER1: _poster_page("8kq2mw", t1, f1, "<p>Ola Nordmann · 1 version</p>", "edgesys-2025"),
        POSTER2: _poster_page(
            "t41zzc",
            t2,
            f2,
            "<p>Priya Raman, Hugo Lind · 3 versions (this is version 3)</p>",
            "cryo-em-meeting-2025",
        ),
        "/download/8kq2mw/poster.pdf": data(pdf(t1, ["A0 poster"]), "application/pdf"),
        "/download/t41zzc/v3/lightning-talk.pdf": data(pdf(t2, ["talk"]), "application/pdf"),
        "/download/t41zzc/v3/supplement.csv": data("resolution,rmsd\n3.1,1.2\n", "text/csv"),
    }
    for v in (1, 2, 3):
        pages[f"/download/t41zzc/v{v}/poster.pdf"] = data(
            pdf(t2, [f"version {v}"]), "application/pdf"
        )
    for pid, t in [("8kq2mw", t1), ("t41zzc", t2)]:
        pages[f"/export/{pid}.bib"] = data(
            f"@misc{{{pid}, title={{{t}}}}}\n", "application/x-bibtex"
        )
        pages[f"/export/{pid}.csl.json"] = data(
            f'{{"id":"{pid}","title":"{t}"}}', "application/vnd.citationstyles.csl+json"
        )
        pages[f"/thumbs/{pid}-large.png"] = data(png(30, 40), "image/png")
    return [serve(POSTERS, pages)]


# --- static proceedings-volume host -----------------------------------------------------

VOLHOST = "proceedings.wsvolumes.hx96.example"


def _volume_index(
    vol: str, title: str, papers: list[tuple[str, str]], extra: list[tuple[str, str]]
) -> str:
    items = "".join(f'<li><a href="{f}">{escape(t)}</a></li>' for f, t in papers)
    ex = "".join(f'<li><a href="{f}">{escape(t)}</a></li>' for f, t in extra)
    return (
        f"<!DOCTYPE html><html><head><title>{vol}: {escape(title)}</title>"
        f'<link rel="stylesheet" href="/style/volume.css"></head><body>'
        f'<img src="/style/logo.png" alt=""><h1>{escape(title)}</h1><h3>{vol}</h3>'
        f"<p>Edited by the workshop chairs. Copyright held by the authors; use permitted "
        f"under CC BY 4.0.</p><h2>Table of contents</h2><ol>{items}</ol><ul>{ex}</ul>"
        "<hr><address>Submitted by the workshop chairs; published online.</address>"
        "</body></html>"
    )


def volume_sites() -> list[Site]:
    site = Site(VOLHOST)
    site.add(
        "/",
        "<!DOCTYPE html><html><head><title>WS Volumes - free open-access workshop "
        "proceedings</title></head><body><h1>WS Volumes</h1><p>Volumes are listed "
        'newest first.</p><ul><li><a href="/Vol-2217/">Vol-2217</a></li>'
        '<li><a href="/Vol-2261/">Vol-2261</a></li></ul></body></html>',
    )
    site.add("/style/volume.css", data("body{font-family:serif}", "text/css"))
    site.add("/style/logo.png", data(png(10, 10), "image/png"))
    v1 = [(f"/Vol-2217/paper{i}.pdf", f"Paper {i}") for i in range(1, 5)]
    x1 = [("/Vol-2217/preface.pdf", "Preface"), ("/bibtex/Vol-2217.bib", "BibTeX of the volume")]
    v2 = [(f"/Vol-2261/short{i:02d}.pdf", f"Short paper {i}") for i in range(1, 10)]
    v2 += [(f"/Vol-2261/long{i:02d}.pdf", f"Long paper {i}") for i in range(1, 5)]
    x2 = [
        ("/Vol-2261/invited.pdf", "Invited talk abstract"),
        ("/Vol-2261/preface.pdf", "Preface"),
        ("/bibtex/Vol-2261.bib", "BibTeX"),
        ("/covers/Vol-2261.png", "Cover image"),
        ("/urn/urn-nbn-de-0074-2261-7", "URN of this volume"),
    ]
    site.add(
        "/Vol-2217/",
        _volume_index("Vol-2217", "Proceedings of the Workshop on Linked Conference Data", v1, x1),
    )
    site.add(
        "/Vol-2261/",
        _volume_index(
            "Vol-2261",
            "Joint Proceedings of the Doctoral "
            "Consortium and Posters at an Event Semantics "
            "Conference",
            v2,
            x2,
        ),
    )
    for f, t in v1 + v2 + x1[:1] + x2[:2]:
        site.add(f, data(pdf(t, [f]), "application/pdf"))
    for vol in ("2217", "2261"):
        site.add(
            f"/bibtex/Vol-{vol}.bib", data(f"@proceedings{{vol{vol}}}\n", "application/x-bibtex")
        )
    site.add("/covers/Vol-2261.png", data(png(20, 28), "image/png"))
    site.add(
        "/urn/urn-nbn-de-0074-2261-7", data("urn:nbn:de:0074-2261-7 -> Vol-2261\n", "text/plain")
    )
    return [site]


# --- cases ------------------------------------------------------------------------------


def _u(p: Portal, *paths: str) -> list[str]:
    return [p.url(x) for x in paths]


def cases() -> list[Case]:
    vol = f"http://{VOLHOST}"
    return [
        # SSRN/bioRxiv-like paper landing page: the PDF and citation exports are one hop
        # away, amid menus and footer links that the homepage and 404 page also carry.
        case(
            "quillproc-paper",
            "proceedings digital library (paper with PDF)",
            "Single Hop",
            "single_page_plus_ignored",
            DL.url(f"/doi/{DOI1}"),
            _u(
                DL,
                f"/doi/{DOI1}",
                f"/doi/pdf/{DOI1}",
                f"/action/export-citation?doi={DOI1}&format=bibtex",
                f"/action/export-citation?doi={DOI1}&format=ris",
            ),
            dl_sites,
            others=[DL.url(f"/doi/{DL_RELATED[0]}")],
        ),
        # Harder: ePub, appendix, artifact ZIP and video supplements, AE badges (whose link
        # is the footer's badging-policy page), references and recommendations.
        case(
            "quillproc-paper-supplements",
            "proceedings digital library (paper with supplements and AE badges)",
            "Single Hop",
            "single_page_plus_ignored",
            DL.url(f"/doi/{DOI2}"),
            _u(
                DL,
                f"/doi/{DOI2}",
                *[f for f, _ in DL_FILES2],
                f"/action/export-citation?doi={DOI2}&format=bibtex",
                f"/action/export-citation?doi={DOI2}&format=ris",
            ),
            dl_sites,
            others=[DL.url(f"/doi/{r}") for r in DL_RELATED],
        ),
        # Zenodo/Figshare-like poster page: files and exports one hop away.
        case(
            "posterwall-poster",
            "poster repository (single-version poster)",
            "Single Hop",
            "single_page_plus_ignored",
            POSTERS.url(POSTER1),
            _u(
                POSTERS,
                POSTER1,
                "/download/8kq2mw/poster.pdf",
                "/export/8kq2mw.bib",
                "/export/8kq2mw.csl.json",
            ),
            poster_sites,
        ),
        # Harder: three versions and talk slides, all linked as files from the landing page.
        case(
            "posterwall-poster-versions",
            "poster repository (three versions, slides and a table)",
            "Single Hop",
            "single_page_plus_ignored",
            POSTERS.url(POSTER2),
            _u(
                POSTERS,
                POSTER2,
                "/download/t41zzc/v1/poster.pdf",
                "/download/t41zzc/v2/poster.pdf",
                "/download/t41zzc/v3/poster.pdf",
                "/download/t41zzc/v3/lightning-talk.pdf",
                "/download/t41zzc/v3/supplement.csv",
                "/export/t41zzc.bib",
                "/export/t41zzc.csl.json",
            ),
            poster_sites,
        ),
        # A bare volume index with no site chrome at all: every link is a member of the
        # volume, one hop away, some outside the volume's path (BibTeX, cover, URN), so
        # plain Single Page+ is exact and Path-Based would miss those.
        case(
            "wsvolumes-volume",
            "static proceedings-volume host (four-paper volume)",
            "Single Hop",
            "single_page_plus",
            vol + "/Vol-2217/",
            [vol + "/Vol-2217/", *[vol + f for f, _ in v1_links()]],
            volume_sites,
        ),
        case(
            "wsvolumes-joint-volume",
            "static proceedings-volume host (joint volume, cover, URN)",
            "Single Hop",
            "single_page_plus",
            vol + "/Vol-2261/",
            [vol + "/Vol-2261/", *[vol + f for f, _ in v2_links()]],
            volume_sites,
        ),
    ]


def v1_links() -> list[tuple[str, str]]:
    return [(f"/Vol-2217/paper{i}.pdf", "") for i in range(1, 5)] + [
        ("/Vol-2217/preface.pdf", ""),
        ("/bibtex/Vol-2217.bib", ""),
    ]


def v2_links() -> list[tuple[str, str]]:
    return (
        [(f"/Vol-2261/short{i:02d}.pdf", "") for i in range(1, 10)]
        + [(f"/Vol-2261/long{i:02d}.pdf", "") for i in range(1, 5)]
        + [
            ("/Vol-2261/invited.pdf", ""),
            ("/Vol-2261/preface.pdf", ""),
            ("/bibtex/Vol-2261.bib", ""),
            ("/covers/Vol-2261.png", ""),
            ("/urn/urn-nbn-de-0074-2261-7", ""),
        ]
    )
