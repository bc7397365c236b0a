"""Repositories edition projects deposit in: a general deposit repository, a preprint
server for philology, and a FAIR-signposting letters repository (two records each)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, finish, host, page, pdf_of, static_site, tei, text, ul, with_links, zipbytes

# --- Deposit repository (single hop with chrome: record, files, exports) ----------------

DP = host("deposit", "archivum-apertum")
DP_STATIC = host("static", "archivum-apertum")
DP_PORTAL = Portal(
    DP,
    "Archivum Apertum",
    [
        ("/search", "Search"),
        ("/communities", "Communities"),
        ("/uploads/new", "Upload"),
        ("/help/faq", "FAQ"),
    ],
    [
        ("/about", "About"),
        ("/policies", "Policies"),
        ("/privacy", "Privacy"),
        ("/terms", "Terms of use"),
        ("http://status.archivum.test/", "Status"),
    ],
    title_format="{title} | {name}",
)


def _record(
    rid: str, title: str, files: list[str], exports: list[str], aside: str, desc: str
) -> str:
    rows = "".join(
        f"<tr><td>{escape(f)}</td><td>"
        + a(f"/records/{rid}/files/{f}?download=1", "Download")
        + "</td></tr>"
        for f in files
    )
    ex = " ".join(a(f"/records/{rid}/export/{e}", e) for e in exports)
    main = (
        f"<h1>{escape(title)}</h1><p>{desc}</p><h2>Files</h2><table>{rows}</table>"
        f"<h2>Export</h2><p>{ex}</p>"
        f"<p>DOI: <a href='http://doi.test/10.5281/aa.{rid}'>10.5281/aa.{rid}</a></p>"
    )
    return page(
        DP_PORTAL, title, main, static=DP_STATIC, aside=aside, share=f"http://{DP}/records/{rid}"
    )


def _deposit_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    r1, t1 = "884213", "Letters of Elise Reimarus, 1770–1800: TEI encoded corpus"
    f1, e1 = ["reimarus-letters-tei.zip", "README.md"], ["bibtex", "datacite-xml", "json-ld"]
    aside1 = (
        "<h2>Versions</h2>"
        + ul([("/records/871002", "Version 1.0 (2022)")])
        + ("<h2>Communities</h2>" + ul([("/communities/dh-editions", "Digital editions")]))
    )
    pages[f"/records/{r1}"] = _record(
        r1, t1, f1, e1, aside1, "TEI P5 transcriptions of 214 letters."
    )
    r2, t2 = "902771", "Sturz–Boie correspondence: transcriptions, facsimiles and indexes"
    f2 = [
        "letters_1768-1772.xml",
        "letters_1773-1779.xml",
        "persons.xml",
        "places.xml",
        "facsimiles_part1.zip",
        "facsimiles_part2.zip",
        "schema.rng",
        "CHANGELOG.md",
    ]
    e2 = ["bibtex", "csl", "datacite-xml", "dublin-core", "json-ld"]
    aside2 = (
        "<h2>Versions</h2>"
        + ul(
            [
                ("/records/902700", "Version 1.1"),
                ("/search?q=parent.id:902699", "View all 3 versions"),
            ]
        )
        + "<h2>Related works</h2>"
        + ul(
            [
                (
                    f"http://{host('briefe', 'quillhaven')}/letters/",
                    "Is supplement to: Quillhaven Letters",
                )
            ]
        )
        + "<h2>Usage</h2><p>1,204 views · 311 downloads</p>"
    )
    pages[f"/records/{r2}"] = _record(
        r2, t2, f2, e2, aside2, "Version 2.0. Letters, person and place indexes, facsimiles."
    )
    for rid, title, files, exports in ((r1, t1, f1, e1), (r2, t2, f2, e2)):
        for f in files:
            key = f"/records/{rid}/files/{f}?download=1"
            if f.endswith(".zip"):
                pages[key] = zipbytes(f)
            elif f.endswith((".xml", ".rng")):
                pages[key] = tei(title, f)
            else:
                pages[key] = text(f"# {title}\n", "text/markdown")
        for e in exports:
            pages[f"/records/{rid}/export/{e}"] = text(f"{e}: {title}\n")
    return [finish(DP_PORTAL, pages, DP_STATIC), static_site(DP_STATIC)]


def _deposit_truth(rid: str, files: list[str], exports: list[str]) -> list[str]:
    base = f"http://{DP}/records/{rid}"
    return (
        [base]
        + [f"{base}/files/{f}?download=1" for f in files]
        + [f"{base}/export/{e}" for e in exports]
    )


DP_TRUTH1 = _deposit_truth(
    "884213", ["reimarus-letters-tei.zip", "README.md"], ["bibtex", "datacite-xml", "json-ld"]
)
DP_TRUTH2 = _deposit_truth(
    "902771",
    [
        "letters_1768-1772.xml",
        "letters_1773-1779.xml",
        "persons.xml",
        "places.xml",
        "facsimiles_part1.zip",
        "facsimiles_part2.zip",
        "schema.rng",
        "CHANGELOG.md",
    ],
    ["bibtex", "csl", "datacite-xml", "dublin-core", "json-ld"],
)

# --- Preprint server for philology (single hop with chrome, like bioRxiv and SSRN) ------

PP = host("papers", "philologia-preprints")
PP_STATIC = host("static", "philologia-preprints")
PP_PORTAL = Portal(
    PP,
    "PhilologiaPrints",
    [
        ("/list/editorial", "Editorial theory"),
        ("/list/epistolography", "Epistolography"),
        ("/submit", "Submit"),
        ("/help", "Help"),
    ],
    [("/about", "About"), ("/privacy", "Privacy"), ("/donate", "Donate")],
    title_format="[{name}] {title}",
)


def _abs(pid: str, title: str, authors: str, links: list[tuple[str, str]], aside: str) -> str:
    main = (
        f"<h1>{escape(title)}</h1><p class='authors'>{escape(authors)}</p>"
        "<blockquote>Abstract. We propose a model of the edited letter as a bundle of "
        "witnesses.</blockquote><h2>Access</h2>" + ul(links)
    )
    return page(
        PP_PORTAL,
        title,
        main,
        static=PP_STATIC,
        aside=aside,
        share=f"http://{PP}/abs/{pid}",
        head=f'<meta name="citation_pdf_url" content="http://{PP}/pdf/{pid}">',
    )


def _preprint_sites() -> list[Site]:
    p1, t1 = "2403.01187", "What is a letter? Units of edition in correspondence archives"
    p2, t2 = "2411.05520", "Collating letter-books: a stemmatic approach to copied correspondence"
    l1 = [(f"/pdf/{p1}", "PDF"), (f"/bibtex/{p1}", "Export BibTeX citation")]
    l2 = [
        (f"/pdf/{p2}", "PDF"),
        (f"/html/{p2}", "HTML (experimental)"),
        (f"/src/{p2}", "TeX source"),
        (f"/supp/{p2}/collation-tables.xlsx", "Supplement 1: collation tables"),
        (f"/supp/{p2}/stemma.svg", "Supplement 2: stemma"),
        (f"/supp/{p2}/witness-list.csv", "Supplement 3: witness list"),
        (f"/bibtex/{p2}", "Export BibTeX citation"),
        (f"/ris/{p2}", "Export RIS citation"),
    ]
    side = "<h2>Browse</h2>" + ul(
        [("/list/editorial?skip=25", "Previous in list"), ("/recent", "Recent")]
    )
    pages: dict[str, PageValue] = {
        f"/abs/{p1}": _abs(p1, t1, "A. Rieger, T. Holm", l1, side),
        f"/abs/{p2}": _abs(
            p2,
            t2,
            "M. Castellani",
            l2,
            side
            + "<h2>Cited by</h2>"
            + ul([("/abs/2502.00931", "Letter-books and their copies"), (f"/abs/{p1}", t1)])
            + "<h2>Code and data</h2>"
            + ul(
                [(f"http://{host('code', 'tessellforge')}/castellani/letterbooks/", "Repository")]
            ),
        ),
    }
    for title, links in ((t1, l1), (t2, l2)):
        for h, _t in links:
            if h.startswith("/pdf/"):
                pages[h] = pdf_of(title, "preprint")
            elif h.startswith("/html/"):
                pages[h] = page(
                    PP_PORTAL,
                    title,
                    f"<h1>{escape(title)}</h1><p>1 Introduction</p>",
                    static=PP_STATIC,
                )
            elif h.startswith("/src/"):
                pages[h] = Response.data(b"\x1f\x8b\x08\x00tex-source", "application/gzip")
            elif h.endswith(".svg"):
                pages[h] = text('<svg xmlns="http://www.w3.org/2000/svg"/>', "image/svg+xml")
            else:
                pages[h] = text(f"{title}\n", "text/plain")
    return [finish(PP_PORTAL, pages, PP_STATIC), static_site(PP_STATIC)]


PP1 = f"http://{PP}/abs/2403.01187"
PP2 = f"http://{PP}/abs/2411.05520"
PP_TRUTH1 = [PP1, f"http://{PP}/pdf/2403.01187", f"http://{PP}/bibtex/2403.01187"]
PP_TRUTH2 = [PP2] + [
    f"http://{PP}{p}"
    for p in (
        "/pdf/2411.05520",
        "/html/2411.05520",
        "/src/2411.05520",
        "/supp/2411.05520/collation-tables.xlsx",
        "/supp/2411.05520/stemma.svg",
        "/supp/2411.05520/witness-list.csv",
        "/bibtex/2411.05520",
        "/ris/2411.05520",
    )
]

# --- FAIR letters repository (signposting: Link headers name the record's items) --------

SP = host("repo", "epistola-fair")
SP_STATIC = host("static", "epistola-fair")
SP_FILES = host("files", "epistola-objects")
SP_DOI = host("doi", "epistola-pid")
SP_PORTAL = Portal(
    SP,
    "Epistola FAIR Repository",
    [
        ("/browse", "Browse"),
        ("/collections", "Collections"),
        ("/deposit", "Deposit"),
        ("/oai", "OAI-PMH"),
    ],
    [("/about", "About"), ("/fair", "FAIR principles"), ("/privacy", "Privacy")],
    title_format="{title} · {name}",
)


def _signposted(
    rid: str,
    title: str,
    items: list[tuple[str, str, str]],
    described: list[tuple[str, str]],
    cite: str,
) -> Response:
    landing = f"http://{SP}/item/{rid}"
    links = [
        f'<{cite}>; rel="cite-as"',
        '<http://schema.test/ScholarlyArticle>; rel="type"',
        '<http://schema.test/AboutPage>; rel="type"',
        f'<http://orcid.test/0000-0002-{rid[-4:]}-0001>; rel="author"',
        '<http://creativecommons.test/licenses/by/4.0/>; rel="license"',
        *(f'<{u}>; rel="item"; type="{t}"' for u, t, _l in items),
        *(f'<{u}>; rel="describedby"; type="{t}"' for u, t in described),
    ]
    head = "".join(f'<link rel="item" href="{u}" type="{t}">' for u, t, _l in items) + "".join(
        f'<link rel="describedby" href="{u}" type="{t}">' for u, t in described
    )
    main = (
        f"<h1>{escape(title)}</h1><p>Cite as: {a(cite, cite)}</p><h2>Files</h2>"
        + ul([(u, lab) for u, _t, lab in items])
        + "<h2>Metadata</h2>"
        + ul([(u, t) for u, t in described])
    )
    aside = "<h2>Similar items</h2>" + ul(
        [("/item/ep-00a1c3", "A merchant’s letter, 1702"), ("/browse?year=1703", "More from 1703")]
    )
    body = page(SP_PORTAL, title, main, static=SP_STATIC, aside=aside, head=head, share=landing)
    return with_links(Response.html(body), links)


def _in_collection(resp: Response, landing: str) -> Response:
    return with_links(resp, [f'<{landing}>; rel="collection"; type="text/html"'])


def _signposting_sites() -> tuple[list[Site], dict[str, list[str]]]:
    pages: dict[str, PageValue] = {}
    files: dict[str, PageValue] = {}
    r1, t1 = "ep-1f6e92", "Letter from Hinrich Meyer to his brother, Lübeck, 1703"
    land1 = f"http://{SP}/item/{r1}"
    items1 = [
        (f"http://{SP}/item/{r1}/tei", "application/tei+xml", "Transcription (TEI)"),
        (f"http://{SP}/item/{r1}/facsimile.pdf", "application/pdf", "Facsimile (PDF)"),
    ]
    desc1 = [(f"http://{SP}/meta/{r1}.jsonld", "application/ld+json")]
    pages[f"/item/{r1}"] = _signposted(r1, t1, items1, desc1, land1)
    pages[f"/item/{r1}/tei"] = _in_collection(tei(t1), land1)
    pages[f"/item/{r1}/facsimile.pdf"] = _in_collection(pdf_of(t1, "2 pages"), land1)
    pages[f"/meta/{r1}.jsonld"] = _in_collection(
        text(f'{{"name":"{t1}"}}', "application/ld+json"), land1
    )

    r2, t2 = "ep-2291ab", "Letter-book of the Meyer firm, vol. 3 (1706–1711)"
    land2 = f"http://{SP}/item/{r2}"
    doi2 = f"http://{SP_DOI}/10.80512/ep.2291"
    items2 = [
        (
            f"http://{SP_FILES}/{r2}/letterbook-3.tei.xml",
            "application/tei+xml",
            "Transcription (TEI)",
        ),
        (f"http://{SP_FILES}/{r2}/letterbook-3.pdf", "application/pdf", "Facsimile (PDF)"),
        (f"http://{SP_FILES}/{r2}/images.zip", "application/zip", "Page images (ZIP)"),
        (f"http://{SP_FILES}/{r2}/index-persons.csv", "text/csv", "Person index (CSV)"),
        (f"http://{SP}/item/{r2}/readme.txt", "text/plain", "README"),
    ]
    desc2 = [
        (f"http://{SP}/meta/{r2}.jsonld", "application/ld+json"),
        (f"http://{SP}/meta/{r2}.datacite.xml", "application/vnd.datacite.datacite+xml"),
    ]
    pages[f"/item/{r2}"] = _signposted(r2, t2, items2, desc2, doi2)
    pages[f"/item/{r2}/readme.txt"] = _in_collection(text(f"{t2}\n"), land2)
    pages[f"/meta/{r2}.jsonld"] = _in_collection(
        text(f'{{"name":"{t2}"}}', "application/ld+json"), land2
    )
    pages[f"/meta/{r2}.datacite.xml"] = _in_collection(
        text(f"<resource><titles><title>{t2}</title></titles></resource>", "application/xml"), land2
    )
    files[f"/{r2}/letterbook-3.tei.xml"] = _in_collection(tei(t2), land2)
    files[f"/{r2}/letterbook-3.pdf"] = _in_collection(pdf_of(t2, "412 pages"), land2)
    files[f"/{r2}/images.zip"] = _in_collection(zipbytes("images"), land2)
    files[f"/{r2}/index-persons.csv"] = _in_collection(
        text("id,name\n1,Hinrich Meyer\n", "text/csv"), land2
    )
    doi = Site(SP_DOI, {"/10.80512/ep.2291": Response.redirect(land2, 302)})
    sites = [
        finish(SP_PORTAL, pages, SP_STATIC),
        Site(SP_FILES, files),
        doi,
        static_site(SP_STATIC),
    ]
    truth = {
        r1: [land1] + [u for u, _t, _l in items1] + [u for u, _t in desc1],
        r2: [land2] + [u for u, _t, _l in items2] + [u for u, _t in desc2],
    }
    return sites, truth


def _sp_sites() -> list[Site]:
    return _signposting_sites()[0]


SP_TRUTH = _signposting_sites()[1]


def cases() -> list[Case]:
    return [
        case(
            "archivum-reimarus-corpus",
            "General deposit repository (TEI corpus record with files and exports)",
            "Single Hop",
            # The seed's Zenodo row: the record, its files and exports one hop away,
            # among menus, communities and other versions: Single Page+ with Ignored URIs.
            "single_page_plus_ignored",
            f"http://{DP}/records/884213",
            DP_TRUTH1,
            _deposit_sites,
            others=[f"http://{DP}/records/871002"],
        ),
        case(
            "archivum-sturz-boie",
            "General deposit repository (eight-file record with five exports and versions)",
            "Single Hop",
            # More files and exports, other versions and a related edition in the sidebar;
            # still everything of the record one hop from it.
            "single_page_plus_ignored",
            f"http://{DP}/records/902771",
            DP_TRUTH2,
            _deposit_sites,
            others=[f"http://{DP}/records/902700"],
        ),
        case(
            "philologia-units-of-edition",
            "Philology preprint server (preprint with PDF)",
            "Single Hop",
            # The seed's bioRxiv/SSRN row: abstract page plus PDF and citation export,
            # one hop, with chrome around: Single Page+ with Ignored URIs.
            "single_page_plus_ignored",
            PP1,
            PP_TRUTH1,
            _preprint_sites,
        ),
        case(
            "philologia-letter-books",
            "Philology preprint server (preprint with HTML, source and three supplements)",
            "Single Hop",
            # More files of the preprint, citing papers and a code repository (other
            # artifacts) in the sidebar.
            "single_page_plus_ignored",
            PP2,
            PP_TRUTH2,
            _preprint_sites,
            others=[PP1],
        ),
        case(
            "epistola-meyer-letter",
            "FAIR signposting letters repository (letter with TEI, PDF and JSON-LD)",
            "Single Hop",
            # The seed names Signposting as the way a portal states the boundary itself:
            # the landing page's Link headers list its items and metadata.
            "signposting",
            f"http://{SP}/item/ep-1f6e92",
            SP_TRUTH["ep-1f6e92"],
            _sp_sites,
            others=[f"http://{SP}/item/ep-00a1c3"],
        ),
        case(
            "epistola-meyer-letterbook",
            "FAIR signposting letters repository (DOI entry, items on a separate object host)",
            "Single Hop",
            # Entered by its DOI, which redirects to the landing page; four of the five
            # items live on the repository's object host; two metadata records.
            "signposting",
            f"http://{SP_DOI}/10.80512/ep.2291",
            SP_TRUTH["ep-2291ab"],
            _sp_sites,
            landing=f"http://{SP}/item/ep-2291ab",
        ),
    ]
