"""Article landing pages of small society journals: a PKP-style society journal, a journal
that moved platforms leaving redirects, a signposted small-press platform and a static
proceedings site.  All are single-hop artifacts: the landing page and what it links."""

from __future__ import annotations

from html import escape
from urllib.parse import quote

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, case

from ._kit import Shell, bibtex, epub, html, jats, pdf_file, ris, text_file, ul, zip_file

# --- Society journal on a PKP-style platform (single_page_plus_ignored) -------------------
KOR = "journal.kestrelornith.hx87.example"
KP = "/index.php/kor"


def _kor_shell() -> Shell:
    return Shell(
        KOR,
        "Kestrel Ornithological Review",
        menu=[
            (f"{KP}/issue/current", "Current"),
            (f"{KP}/issue/archive", "Archives"),
            (f"{KP}/announcement", "Announcements"),
            (f"{KP}/about", "About"),
            (f"{KP}/about/submissions", "Submissions"),
        ],
        footer=[
            (f"{KP}/about/contact", "Contact"),
            (f"{KP}/about/privacy", "Privacy statement"),
            (f"{KP}/about/editorialTeam", "Editorial team"),
            ("/index.php/index/about/aboutThisPublishingSystem", "About this publishing system"),
        ],
        account=[(f"{KP}/user/register", "Register"), (f"{KP}/login", "Login")],
        search=f"{KP}/search/search",
        cookie=f"{KP}/about/privacy",
        theme="kor",
        extra_head='<script src="http://cdn.jsdelivr.test/npm/jquery@3.7.1/dist/jquery.min.js"></script>',
        home_main=(
            "<h1>Kestrel Ornithological Review</h1><p>The quarterly journal of the Kestrel "
            "Ornithological Society since 1961.</p><h2>Current issue</h2>"
            + ul([(f"{KP}/issue/view/41", "Vol. 63 No. 2 (2026)")])
            + "<h2>Featured</h2>"
            + ul(
                [
                    (f"{KP}/article/view/1187", "Nest-site fidelity"),
                    (f"{KP}/article/view/1203", "Moult timing"),
                ]
            )
        ),
    )


def _kor_article(
    aid: int,
    title: str,
    authors: str,
    doi: str,
    galleys: list[tuple[int, str, PageValue]],
    supp: list[tuple[int, str, PageValue]],
    extra: str = "",
) -> tuple[dict[str, PageValue], list[str]]:
    """Landing page, galley downloads and citation exports of one article; its truth."""
    sh = _kor_shell()
    pages: dict[str, PageValue] = {}
    truth = [sh.url(f"{KP}/article/view/{aid}")]
    gl = []
    for gid, label, body in galleys:
        path = f"{KP}/article/download/{aid}/{gid}"
        pages[path] = body
        truth.append(sh.url(path))
        gl.append(f'<a class="obj_galley_link" href="{path}">{escape(label)}</a>')
    sl = []
    for gid, label, body in supp:
        path = f"{KP}/article/download/{aid}/{gid}"
        pages[path] = body
        truth.append(sh.url(path))
        sl.append((path, label))
    exports = []
    for fmt, body in (
        ("ris", ris(title, doi, sh.name, 2026)),
        ("bibtex", bibtex(f"kor{aid}", title, doi, sh.name, 2026)),
    ):
        path = f"{KP}/citationstylelanguage/download/{fmt}?submissionId={aid}&publicationId={aid + 3000}"
        pages[path] = body
        truth.append(sh.url(path))
        exports.append((path, fmt.upper()))
    main = f"""<nav class="cmp_breadcrumbs"><a href="/">Home</a> / <a href="{KP}/issue/archive">Archives</a>
/ <a href="{KP}/issue/view/41">Vol. 63 No. 2 (2026)</a> / Articles</nav>
<article class="obj_article_details"><h1 class="page_title">{escape(title)}</h1>
<ul class="authors"><li>{escape(authors)}</li></ul>
<section class="item doi">DOI: <span>https://doi.org/{doi}</span></section>
<section class="item abstract"><h2>Abstract</h2><p>We report {escape(title.lower())}.</p></section>
<div class="item galleys"><h2>Downloads</h2>{" ".join(gl)}</div>
{"<div class='item supplementary'><h2>Supplementary files</h2>" + ul(sl) + "</div>" if sl else ""}
{extra}
<div class="item citation"><h2>How to cite</h2><p>{escape(authors)} (2026). {escape(title)}.
<em>Kestrel Ornithological Review</em>, 63(2).</p><h3>Download citation</h3>{ul(exports)}</div>
<div class="item published">Published 2026-05-14</div>
<p class="share"><a href="http://twitter.test/intent/tweet?text={quote(title)}">Share on X</a>
<a href="http://www.linkedin.test/shareArticle?mini=true">LinkedIn</a></p></article>"""
    pages[f"{KP}/article/view/{aid}"] = _kor_shell().page(title, main)
    return pages, truth


def _kor_all() -> tuple[dict[str, PageValue], dict[int, list[str]]]:
    t1 = "Nest-site fidelity of Eurasian kestrels in farmland nest boxes"
    p1, tr1 = _kor_article(
        1187,
        t1,
        "Ines Vartola, Per Lindqvist",
        "10.99987/kor.1187",
        [(2290, "PDF", pdf_file(t1)), (2291, "HTML", html(f"<h1>{t1}</h1><p>Full text.</p>"))],
        [],
    )
    t2 = "Moult timing and breeding effort in upland merlin populations"
    p2, tr2 = _kor_article(
        1203,
        t2,
        "Saoirse Kehoe, Tomas Ruiz-Abad, Mira Oduya",
        "10.99987/kor.1203",
        [
            (2320, "PDF", pdf_file(t2)),
            (2321, "HTML", html(f"<h1>{t2}</h1><p>Full text.</p>")),
            (2322, "JATS XML", jats(t2, "10.99987/kor.1203", "Moult and effort.")),
            (2323, "EPUB", epub(t2)),
            (2324, "PDF (Español)", pdf_file("Cronologia de la muda en esmerejones")),
        ],
        [
            (
                2330,
                "Table S1: ringing records (CSV)",
                text_file("ring,date,mass\nA1,2024-05-02,188\n", "text/csv"),
            ),
            (2331, "Appendix S2: field protocol (PDF)", pdf_file("Field protocol")),
            (2332, "Audio S3: contact calls (ZIP)", zip_file(["call01.wav", "call02.wav"])),
        ],
        extra=(
            "<div class='item versions'><h2>Versions</h2><ul><li>"
            f"<a href='{KP}/article/view/1203/version/4481'>2026-03-02 (1)</a></li>"
            "<li>2026-05-14 (2) current</li></ul></div>"
            "<div class='item erratum'><h2>Related</h2><p>See the correction: "
            f"<a href='{KP}/article/view/1219'>Correction to: Moult timing</a></p></div>"
        ),
    )
    sh = _kor_shell()
    p2[f"{KP}/article/view/1203/version/4481"] = sh.page(
        f"{t2} (version 1)",
        f"<div class='notice'>This is an outdated version published on 2026-03-02. Read the "
        f"<a href='{KP}/article/view/1203'>most recent version</a>.</div><h1>{escape(t2)}</h1>",
    )
    tr2.append(sh.url(f"{KP}/article/view/1203/version/4481"))
    p2[f"{KP}/article/view/1219"] = sh.page(
        "Correction to: Moult timing",
        f"<h1>Correction to: {escape(t2)}</h1><p>Table 2 is corrected.</p>",
    )
    return {**p1, **p2}, {1187: tr1, 1203: tr2}


def kor_sites() -> list[Site]:
    return [_kor_shell().site(_kor_all()[0])]


# --- Journal that moved platforms, old URLs redirect (single_page_plus_ignored) -----------
OLDT = "www.tarnlimnology.hx87.example"
NEWT = "tarn.fellpress.hx87.example"


def _tarn_shell() -> Shell:
    return Shell(
        NEWT,
        "Journal of Tarn Limnology",
        menu=[
            ("/jtl/issues", "Issues"),
            ("/jtl/about", "About the journal"),
            ("/jtl/authors", "For authors"),
            ("/jtl/news", "News"),
        ],
        footer=[
            ("/fellpress/imprint", "Imprint"),
            ("/fellpress/accessibility", "Accessibility"),
            ("/fellpress/privacy", "Privacy"),
            ("/fellpress/journals", "All Fell Press journals"),
        ],
        account=[("/accounts/sign-in", "Sign in")],
        search="/jtl/search",
        cookie="/fellpress/privacy",
        theme="fell",
        title_format="{title} — {name}",
        home_main="<h1>Journal of Tarn Limnology</h1><p>Now published by Fell Press.</p>"
        + ul([("/jtl/issues/2019-2", "Latest issue")]),
    )


def _tarn_article(
    slug: str, title: str, files: list[tuple[str, str, PageValue]], extra: str = ""
) -> tuple[dict[str, PageValue], list[str]]:
    sh = _tarn_shell()
    base = f"/jtl/article/{slug}"
    pages: dict[str, PageValue] = {}
    truth = [sh.url(base)]
    items = []
    for path, label, body in files:
        pages[path] = body
        truth.append(sh.url(path))
        items.append((path, label))
    main = (
        f"<p class='moved'>This article was first published on the journal's former site.</p>"
        f"<p class='crumbs'><a href='/jtl/issues'>Issues</a></p><h1>{escape(title)}</h1>"
        f"<p class='abstract'>Abstract of {escape(title)}.</p><h2>Files</h2>{ul(items, 'files')}{extra}"
    )
    pages[base] = sh.page(title, main)
    return pages, truth


def _tarn_all() -> tuple[dict[str, PageValue], dict[str, PageValue], dict[str, list[str]]]:
    t1 = "Diatom assemblages in three Cumbrian tarns, 1950 to 2015"
    p1, tr1 = _tarn_article(
        "diatom-assemblages-cumbrian-tarns",
        t1,
        [
            ("/jtl/article/diatom-assemblages-cumbrian-tarns/pdf", "Full text (PDF)", pdf_file(t1)),
            (
                "/jtl/article/diatom-assemblages-cumbrian-tarns/full",
                "Full text (HTML)",
                html(f"<title>{t1}</title><h1>{t1}</h1><p>Text.</p>"),
            ),
            (
                "/jtl/cite/diatom-assemblages-cumbrian-tarns.ris",
                "Citation (RIS)",
                ris(t1, "10.99971/jtl.2015.07", "Journal of Tarn Limnology", 2015),
            ),
        ],
    )
    t2 = "Ice-cover duration and winter oxygen depletion in a small upland tarn"
    p2, tr2 = _tarn_article(
        "ice-cover-duration-oxygen",
        t2,
        [
            (
                "/jtl/article/ice-cover-duration-oxygen/pdf",
                "Full text (PDF), version of record",
                pdf_file(t2),
            ),
            (
                "/jtl/article/ice-cover-duration-oxygen/pdf?v=accepted",
                "Accepted manuscript (PDF)",
                pdf_file(t2, "Accepted manuscript"),
            ),
            (
                "/jtl/article/ice-cover-duration-oxygen/xml",
                "JATS XML",
                jats(t2, "10.99971/jtl.2019.12", "Ice."),
            ),
            (
                "/jtl/media/ice-cover-duration-oxygen/supplement-1.zip",
                "Supplement 1: logger series (ZIP)",
                zip_file(["logger_2016.csv", "logger_2017.csv"]),
            ),
            (
                "/jtl/media/ice-cover-duration-oxygen/supplement-2.pdf",
                "Supplement 2: methods",
                pdf_file("Methods"),
            ),
            (
                "/jtl/cite/ice-cover-duration-oxygen.ris",
                "Citation (RIS)",
                ris(t2, "10.99971/jtl.2019.12", "Journal of Tarn Limnology", 2019),
            ),
            (
                "/jtl/cite/ice-cover-duration-oxygen.bib",
                "Citation (BibTeX)",
                bibtex("jtl2019", t2, "10.99971/jtl.2019.12", "Journal of Tarn Limnology", 2019),
            ),
        ],
        extra="<h2>Erratum</h2><p><a href='/jtl/article/erratum-ice-cover'>Erratum to this article</a></p>",
    )
    sh = _tarn_shell()
    p2["/jtl/article/erratum-ice-cover"] = sh.page(
        "Erratum", f"<h1>Erratum: {escape(t2)}</h1><p>Fig. 3 axis.</p>"
    )
    old: dict[str, PageValue] = {
        "/": "<!DOCTYPE html><html><head><title>Journal of Tarn Limnology has moved</title></head><body>"
        f"<p>The journal is now published at <a href='http://{NEWT}/'>Fell Press</a>.</p></body></html>",
        # the old CMS's article URLs answer permanently with the new home
        "/articles/vol12/diatoms.html": Response.redirect(
            sh.url("/jtl/article/diatom-assemblages-cumbrian-tarns"), 301
        ),
        # the older handle redirects to the old CMS URL, which redirects again
        "/handle/2019/12": Response.redirect(f"http://{OLDT}/articles/vol16/ice-cover.html", 301),
        "/articles/vol16/ice-cover.html": Response.redirect(
            sh.url("/jtl/article/ice-cover-duration-oxygen"), 301
        ),
    }
    return {**p1, **p2}, old, {"a": tr1, "b": tr2}


def tarn_sites() -> list[Site]:
    new, old, _ = _tarn_all()
    return [_tarn_shell().site(new), Site(OLDT, old)]


# --- Signposted small-press journal platform (signposting) --------------------------------
SGP = "articles.brackenhumanities.hx87.example"


def _sgp_shell() -> Shell:
    return Shell(
        SGP,
        "Bracken Humanities Press",
        menu=[
            ("/journals", "Journals"),
            ("/books", "Books"),
            ("/open-access", "Open access"),
            ("/about", "About"),
        ],
        footer=[
            ("/policies/terms", "Terms"),
            ("/policies/privacy", "Privacy"),
            ("/policies/cookies", "Cookies"),
            ("/contact", "Contact"),
            ("/about/lockss", "Preservation"),
        ],
        account=[("/my-account", "My account")],
        search="/find",
        cookie="/policies/cookies",
        theme="bracken",
        title_format="{title} | {name}",
        home_main="<h1>Bracken Humanities Press</h1>"
        + ul(
            [
                ("/journals/lrs", "Lowland Rural Studies"),
                ("/journals/mtr", "Marginal Translation Review"),
            ]
        ),
    )


def _sgp_article(
    aid: str,
    title: str,
    journal: str,
    items: list[tuple[str, str, str, PageValue]],
    meta: list[tuple[str, str, PageValue]],
    extra: str = "",
) -> tuple[dict[str, PageValue], list[str], list[str]]:
    """A landing page whose Link header signposts its items and metadata; its truth and
    the non-artifact links its header carries (licence, author)."""
    sh = _sgp_shell()
    base = f"/{journal}/article/{aid}"
    pages: dict[str, PageValue] = {}
    truth = [sh.url(base)]
    link = [f'<{sh.url(base)}>; rel="cite-as"', '<https://schema.org/ScholarlyArticle>; rel="type"']
    lis = []
    for path, label, ctype, body in items:
        pages[path] = body
        truth.append(sh.url(path))
        link.append(f'<{sh.url(path)}>; rel="item"; type="{ctype}"')
        lis.append((path, label))
    mls = []
    for path, ctype, body in meta:
        pages[path] = body
        truth.append(sh.url(path))
        link.append(f'<{sh.url(path)}>; rel="describedby"; type="{ctype}"')
        mls.append((path, ctype))
    link.append('<https://creativecommons.org/licenses/by/4.0/>; rel="license"')
    main = (
        f"<p class='journal'><a href='/journals/{journal}'>Journal home</a></p><h1>{escape(title)}</h1>"
        f"<h2>Read</h2>{ul(lis)}<h2>Metadata</h2>{ul(mls)}{extra}"
        "<p class='licence'>CC BY 4.0</p>"
    )
    pages[base] = html(sh.page(title, main), headers=[("Link", ", ".join(link))])
    return pages, truth, []


def _sgp_all() -> tuple[dict[str, PageValue], dict[str, list[str]]]:
    t1 = "Hedgerow enclosure disputes in the parish of Wenham, 1780-1820"
    p1, tr1, _ = _sgp_article(
        "2231",
        t1,
        "lrs",
        [
            ("/lrs/article/2231/galley/pdf", "PDF", "application/pdf", pdf_file(t1)),
            ("/lrs/article/2231/galley/html", "HTML", "text/html", html(f"<h1>{t1}</h1>")),
        ],
        [
            (
                "/lrs/article/2231/meta.jats.xml",
                "application/xml",
                jats(t1, "10.99952/lrs.2231", "Hedgerows."),
            )
        ],
    )
    t2 = "Translating dialect in twentieth-century Occitan drama"
    p2, tr2, _ = _sgp_article(
        "0915",
        t2,
        "mtr",
        [
            ("/mtr/article/0915/galley/pdf-en", "PDF (English)", "application/pdf", pdf_file(t2)),
            (
                "/mtr/article/0915/galley/pdf-oc",
                "PDF (Occitan)",
                "application/pdf",
                pdf_file("Tradusir lo dialecte"),
            ),
            (
                "/mtr/article/0915/galley/pdf-fr",
                "PDF (French)",
                "application/pdf",
                pdf_file("Traduire le dialecte"),
            ),
            (
                "/mtr/article/0915/galley/html-en",
                "HTML (English)",
                "text/html",
                html(f"<h1>{t2}</h1>"),
            ),
            ("/mtr/article/0915/galley/epub", "EPUB", "application/epub+zip", epub(t2)),
            (
                "/mtr/article/0915/supplement/recordings.zip",
                "Supplementary recordings",
                "application/zip",
                zip_file(["scene1.ogg", "scene2.ogg"]),
            ),
        ],
        [
            (
                "/mtr/article/0915/meta.jats.xml",
                "application/xml",
                jats(t2, "10.99952/mtr.0915", "Dialect."),
            ),
            (
                "/mtr/article/0915/meta.ris",
                "application/x-research-info-systems",
                ris(t2, "10.99952/mtr.0915", "Marginal Translation Review", 2025),
            ),
        ],
        extra="<h2>Reviews of this article</h2><p><a href='/mtr/article/0931'>Response: dialect and stage</a></p>",
    )
    sh = _sgp_shell()
    p2["/mtr/article/0931"] = sh.page(
        "Response: dialect and stage", "<h1>Response: dialect and stage</h1>"
    )
    return {**p1, **p2}, {"a": tr1, "b": tr2}


def sgp_sites() -> list[Site]:
    return [_sgp_shell().site(_sgp_all()[0])]


# --- Static proceedings site of a small society (single_page_plus) ------------------------
PRC = "proceedings.moorlandarch.hx87.example"


def _prc_page(title: str, authors: str, files: list[tuple[str, str]]) -> str:
    # generated by a static site tool: no menu, no search, only the paper and its files
    items = "".join(f'<li><a href="{h}">{escape(t)}</a></li>' for h, t in files)
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{escape(title)}</title>
<link rel="stylesheet" href="/css/proc.css"></head><body><h1>{escape(title)}</h1>
<p class="authors">{escape(authors)}</p><p class="venue">Proceedings of the Moorland Archaeology Day 2025</p>
<ul class="files">{items}</ul><p class="colophon">Built with a static site generator.</p></body></html>
"""


def _prc_all() -> tuple[dict[str, PageValue], dict[str, list[str]]]:
    u = f"http://{PRC}"
    t1 = "Cairn survey on Blackmoss Edge"
    f1 = [("/2025/paper-04/paper.pdf", "Paper (PDF)"), ("/2025/paper-04/cite.bib", "BibTeX")]
    t2 = "Lithic scatters and trackways above Sellbeck"
    f2 = [
        ("/2025/paper-11/paper.pdf", "Paper (PDF)"),
        ("/2025/paper-11/slides.pdf", "Slides"),
        ("/2025/paper-11/poster.pdf", "Poster"),
        ("/2025/paper-11/finds.csv", "Finds register (CSV)"),
        ("/2025/paper-11/gis-layers.zip", "GIS layers"),
        ("/2025/paper-11/cite.bib", "BibTeX"),
    ]
    pages: dict[str, PageValue] = {
        "/css/proc.css": Response.data(b"body{margin:2em}\n", "text/css"),
        "/2025/paper-04/": _prc_page(t1, "R. Haythornthwaite", f1),
        "/2025/paper-11/": _prc_page(t2, "A. Mbeki, L. Oakroyd", f2),
        "/2025/paper-04/paper.pdf": pdf_file(t1),
        "/2025/paper-04/cite.bib": bibtex(
            "blackmoss", t1, "", "Proc. Moorland Archaeology Day", 2025
        ),
        "/2025/paper-11/paper.pdf": pdf_file(t2),
        "/2025/paper-11/slides.pdf": pdf_file(t2, "Slides"),
        "/2025/paper-11/poster.pdf": pdf_file(t2, "Poster"),
        "/2025/paper-11/finds.csv": text_file(
            "id,type,easting,northing\n1,flake,4012,5521\n", "text/csv"
        ),
        "/2025/paper-11/gis-layers.zip": zip_file(["trackways.geojson", "scatters.geojson"]),
        "/2025/paper-11/cite.bib": bibtex(
            "sellbeck", t2, "", "Proc. Moorland Archaeology Day", 2025
        ),
        "/": "<!DOCTYPE html><html><head><title>Moorland Archaeology Day proceedings</title></head><body>"
        "<h1>Proceedings</h1><ul><li><a href='/2025/paper-04/'>Paper 4</a></li>"
        "<li><a href='/2025/paper-11/'>Paper 11</a></li></ul></body></html>",
    }
    tr = {
        "a": [u + "/2025/paper-04/"] + [u + h for h, _ in f1],
        "b": [u + "/2025/paper-11/"] + [u + h for h, _ in f2],
    }
    return pages, tr


def prc_sites() -> list[Site]:
    return [Site(PRC, _prc_all()[0])]


def cases() -> list[Case]:
    kor = _kor_all()[1]
    tarn = _tarn_all()[2]
    sgp = _sgp_all()[1]
    prc = _prc_all()[1]
    pkp = "PKP-style society journal"
    mig = "Journal moved between platforms"
    sig = "Signposted small-press platform"
    pro = "Static society proceedings site"
    return [
        # Landing page + galleys + citation exports one hop away, among menus, footers and
        # login links that the homepage and a 404 page also carry: Zenodo/SSRN's shape,
        # for which the seed prescribes Single Page+ with Ignored URIs.
        case(
            "kor-nest-fidelity",
            f"{pkp} (article with PDF and HTML galleys)",
            "single_hop",
            "single_page_plus_ignored",
            f"http://{KOR}{KP}/article/view/1187",
            kor[1187],
            kor_sites,
        ),
        # Same shape, harder: five galleys in three formats and two languages, three
        # supplementary files, an earlier version page, a correction notice (another artifact).
        case(
            "kor-moult-timing",
            f"{pkp} (multilingual galleys, supplements, versions, erratum)",
            "single_hop",
            "single_page_plus_ignored",
            f"http://{KOR}{KP}/article/view/1203",
            kor[1203],
            kor_sites,
            others=[f"http://{KOR}{KP}/article/view/1219"],
        ),
        # An old-platform URL answering 301 to the new publisher's landing page: the
        # landing page is still a single-hop preprint-style page (Single Page+ with Ignored).
        case(
            "tarn-diatoms-moved",
            f"{mig} (old article URL redirects to new host)",
            "single_hop",
            "single_page_plus_ignored",
            f"http://{OLDT}/articles/vol12/diatoms.html",
            tarn["a"],
            tarn_sites,
            landing=f"http://{NEWT}/jtl/article/diatom-assemblages-cumbrian-tarns",
        ),
        # Two redirects (handle -> old CMS -> new host), accepted manuscript, XML,
        # supplements and two citation formats; an erratum page is another artifact.
        case(
            "tarn-ice-cover-moved",
            f"{mig} (handle and CMS redirect chain, supplements)",
            "single_hop",
            "single_page_plus_ignored",
            f"http://{OLDT}/handle/2019/12",
            tarn["b"],
            tarn_sites,
            others=[f"http://{NEWT}/jtl/article/erratum-ice-cover"],
            landing=f"http://{NEWT}/jtl/article/ice-cover-duration-oxygen",
        ),
        # The landing page's HTTP Link header lists its items and metadata (Signposting):
        # the seed names Signposting as the machine-readable boundary, so it is used.
        case(
            "bracken-hedgerows",
            f"{sig} (article with two galleys)",
            "single_hop",
            "signposting",
            f"http://{SGP}/lrs/article/2231",
            sgp["a"],
            sgp_sites,
        ),
        case(
            "bracken-occitan",
            f"{sig} (trilingual galleys, EPUB, recordings, two metadata formats)",
            "single_hop",
            "signposting",
            f"http://{SGP}/mtr/article/0915",
            sgp["b"],
            sgp_sites,
            others=[f"http://{SGP}/mtr/article/0931"],
        ),
        # A generated page with no chrome at all: everything one hop away is the paper's,
        # so plain Single Page+ gives exactly the artifact.
        case(
            "moorland-blackmoss",
            f"{pro} (paper and citation)",
            "single_hop",
            "single_page_plus",
            f"http://{PRC}/2025/paper-04/",
            prc["a"],
            prc_sites,
        ),
        case(
            "moorland-sellbeck",
            f"{pro} (paper, slides, poster, data and GIS layers)",
            "single_hop",
            "single_page_plus",
            f"http://{PRC}/2025/paper-11/",
            prc["b"],
            prc_sites,
        ),
    ]
