"""heldout85 bibliographic portals: a zbMATH-like review database, a DBLP-like computer
science bibliography, a DLMF-like formula library and a ProofWiki-like theorem wiki.

Each portal builds one full site holding both of its records, so the two cases of a
portal share the same web.
"""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, bibtex, cookie_banner, finish, head, pdf_file, text_file, ul

# --- zbMATH-like review database -------------------------------------------------------

ZB = Portal(
    host="open.zentrix-reviews.hx85.example",
    name="Zentrix Open",
    menu=[
        ("/documents", "Documents"),
        ("/authors", "Authors"),
        ("/serials", "Serials"),
        ("/classification", "Classification"),
        ("/formulae", "Formulae"),
        ("/software", "Software"),
    ],
    footer=[
        ("/about", "About"),
        ("/terms", "Terms of use"),
        ("/privacy", "Privacy"),
        ("/contact", "Contact"),
        ("http://social.mastodon-math.test/@zentrix", "Mastodon"),
    ],
    title_format="{title} - Zentrix Open",
    home_title="Zentrix Open - the review database of mathematics",
    home_main="<h1>Zentrix Open</h1><p>4.7 million reviewed documents.</p>"
    + ul([("/documents?sort=newest", "Newest reviews"), ("/api", "API")]),
)
ZB_HEAD = head("metrics.pixeltrail.test", "cdn.mathfonts.test")


def _zb_record(
    an: str,
    title: str,
    authors: list[tuple[str, str]],
    source: str,
    doi: str,
    msc: list[str],
    review: str,
    exports: list[str],
    scans: list[tuple[str, str]],
    cited: list[tuple[str, str]],
) -> dict[str, PageValue]:
    """The document page of one review and its own files (exports, scanned reviews)."""
    path = f"/document/{an}"
    by = ", ".join(a(f"/authors/{k}", n) for k, n in authors)
    exp = " ".join(a(f"/export?doc={an}&format={f}", f.upper()) for f in exports)
    scan_links = ul([(p, label) for p, label in scans]) if scans else ""
    refs = ul([(f"/document/{d}", t) for d, t in cited], "references")
    main = f"""<article class="document"><p class="an">Zbl {an}</p><h1>{title}</h1>
<p class="authors">{by}</p><p class="source">{source}</p>
<p class="doi">{a("https://doi.org/" + doi, "doi:" + doi)}</p>
<section class="review"><h2>Review</h2><p>{review}</p></section>
<p class="msc">MSC: {" ".join(a(f"/classification/?q=cc:{m}", m) for m in msc)}</p>
{("<section><h2>Scanned review</h2>" + scan_links + "</section>") if scans else ""}
<section class="export"><h2>Cite</h2><p>Export as {exp}</p></section>
<section><h2>References</h2>{refs}</section>
<aside class="related"><h2>Cited by</h2>{a(f"/documents?q=ci:{an}", "documents citing this")}
</aside></article>{cookie_banner()}"""
    pages: dict[str, PageValue] = {path: ZB.page(title, main, head=ZB_HEAD)}
    first = authors[0][1].split(",")[0]
    for f in exports:
        key = f"/export?doc={an}&format={f}"
        if f == "bibtex":
            pages[key] = bibtex(
                f"zbMATH{an.replace('.', '')}", "article", author=first, title=title, doi=doi
            )
        else:
            pages[key] = text_file(f"TY  - JOUR\nTI  - {title}\nAU  - {first}\nDO  - {doi}\n")
    for p, label in scans:
        pages[p] = pdf_file(label, title, source)
    return pages


def _zb_site() -> list[Site]:
    pages: dict[str, PageValue] = {}
    pages.update(
        _zb_record(
            "1542.05071",
            "On the saturation number of graphs with bounded degree",
            [("okonkwo.chidi", "Okonkwo, Chidi"), ("lindqvist.maja", "Lindqvist, Maja")],
            "Electron. J. Comb. 31, No. 2, Paper P2.14, 19 p. (2024).",
            "10.37236/12094",
            ["05C35", "05C07"],
            "The authors determine the saturation number sat(n, K_{1,3}) for graphs of "
            "maximum degree three and describe the extremal graphs.",
            ["bibtex", "ris"],
            [],
            [("1401.05112", "Saturation numbers for families of graph subdivisions")],
        )
    )
    pages.update(
        _zb_record(
            "0061.27603",
            "Sur les fonctions de deux variables complexes à croissance régulière",
            [("lelong.pierre", "Lelong, Pierre")],
            "Ann. Sci. Éc. Norm. Supér. (3) 71, 117-180 (1954).",
            "10.24033/asens.1025",
            ["32A15", "31C10"],
            "Classical review of the growth of plurisubharmonic functions; the scanned "
            "original review and its continuation are attached.",
            ["bibtex", "ris", "xml", "amsref"],
            [
                ("/scans/0061/27603-p1.pdf", "Scanned review, page 1"),
                ("/scans/0061/27603-p2.pdf", "Scanned review, page 2"),
            ],
            [
                ("0045.03701", "Fonctions plurisousharmoniques"),
                ("0058.30402", "Ensembles polaires"),
            ],
        )
    )
    return [finish(ZB, pages)]


def _zb_truth(an: str, exports: list[str], scans: tuple[str, ...] = ()) -> list[str]:
    exp = [ZB.url(f"/export?doc={an}&format={f}") for f in exports]
    return [ZB.url(f"/document/{an}"), *exp, *(ZB.url(p) for p in scans)]


# --- DBLP-like computer-science bibliography --------------------------------------------

DB = Portal(
    host="bib.csindex-lattice.hx85.example",
    name="csindex",
    menu=[
        ("/db/conf/", "Conferences"),
        ("/db/journals/", "Journals"),
        ("/pers/", "Persons"),
        ("/statistics", "Statistics"),
        ("/faq/", "FAQ"),
    ],
    footer=[
        ("/imprint", "Imprint"),
        ("/privacy", "Privacy"),
        ("/donate", "Donate"),
        ("/faq/api", "API"),
    ],
    title_format="csindex: {title}",
    home_title="csindex: computer science bibliography",
)
DB_HEAD = head("stats.countly-lite.test", "cdn.csindex-static.test")
DB_FORMATS = ("bib", "xml", "ris", "nt")


def _db_record(
    key: str,
    title: str,
    authors: list[tuple[str, str]],
    venue: tuple[str, str],
    ee: str,
    extra: list[tuple[str, str]],
    related: list[tuple[str, str]],
) -> dict[str, PageValue]:
    """A record page /rec/<key>.html, its exports /rec/<key>.<fmt> and extra views."""
    by = ", ".join(a(f"/pid/{p}.html", n) for p, n in authors)
    toc, toc_label = venue
    exports = ul([(f"/rec/{key}.{f}", f"download as {f.upper()}") for f in DB_FORMATS], "export")
    more = ul(extra, "views") if extra else ""
    rel = ul(related, "related")
    main = f"""<div class="record" id="{key.rsplit("/", 1)[1]}"><h1>{title}</h1>
<p class="authors">{by}</p><p class="venue">{a(toc, toc_label)}</p>
<p class="ee">electronic edition: {a(ee, "via DOI")}</p>
<div class="dropdown"><h2>export record</h2>{exports}</div>{more}
<div class="share">share record: {a("http://bsky.social-app.test/intent/compose?text=" + key, "Bluesky")}
</div><aside><h2>related records</h2>{rel}</aside></div>{cookie_banner()}"""
    pages: dict[str, PageValue] = {f"/rec/{key}.html": DB.page(title, main, head=DB_HEAD)}
    first = authors[0][1]
    pages[f"/rec/{key}.bib"] = bibtex(f"DBLP:{key}", "inproceedings", author=first, title=title)
    pages[f"/rec/{key}.xml"] = text_file(
        f'<dblp><article key="{key}"><title>{title}</title></article></dblp>\n',
        "application/xml",
    )
    pages[f"/rec/{key}.ris"] = text_file(f"TY  - CONF\nTI  - {title}\nAU  - {first}\nER  -\n")
    pages[f"/rec/{key}.nt"] = text_file(
        f'<https://csindex/rec/{key}> <http://purl.org/dc/terms/title> "{title}" .\n',
        "application/n-triples",
    )
    return pages


DB_K1 = "conf/fscd/OkaforV24"
DB_K2 = "journals/lmcs/BrandtKS23"


def _db_site() -> list[Site]:
    pages = _db_record(
        DB_K1,
        "Confluence of Nominal Rewriting Modulo Associativity",
        [("211/4420", "Adaeze Okafor"), ("77/1093", "Tomás Vidal")],
        ("/db/conf/fscd/fscd2024.html", "FSCD 2024: 21:1-21:18"),
        "https://doi.org/10.4230/LIPIcs.FSCD.2024.21",
        [],
        [("/db/conf/fscd/fscd2024.html", "FSCD 2024 table of contents")],
    )
    pages.update(
        _db_record(
            DB_K2,
            "Game Semantics for Higher-Order Probabilistic Programs",
            [("140/552", "Lena Brandt"), ("93/6612", "Hiroshi Kato"), ("188/30", "Ana Silva")],
            ("/db/journals/lmcs/lmcs19.html#BrandtKS23", "Log. Methods Comput. Sci. 19(3)"),
            "https://doi.org/10.46298/lmcs-19(3:12)2023",
            [
                (f"/rec/{DB_K2}.bib?param=0", "BibTeX (standard, with crossref)"),
                (f"/rec/{DB_K2}.html?view=history", "record history"),
                (f"/search?q=key:{DB_K2}", "find this record via search"),
            ],
            [
                ("/rec/journals/corr/abs-2211-04417.html", "arXiv version (CoRR abs/2211.04417)"),
                ("/rec/conf/lics/BrandtK21.html", "Conference version (LICS 2021)"),
                ("/db/journals/lmcs/lmcs19.html#BrandtKS23", "LMCS volume 19"),
            ],
        )
    )
    first = "Lena Brandt"
    title = "Game Semantics for Higher-Order Probabilistic Programs"
    pages[f"/rec/{DB_K2}.bib?param=0"] = bibtex(
        f"DBLP:{DB_K2}", "article", author=first, title=title, crossref="journals/lmcs/19"
    )
    pages[f"/rec/{DB_K2}.html?view=history"] = DB.page(
        f"record history of {DB_K2}",
        f"<h1>History of {DB_K2}</h1><ul><li>2023-08-14: created</li><li>2024-01-02: "
        f"DOI added</li></ul><p>{a(f'/rec/{DB_K2}.html', 'back to record')}</p>",
    )
    pages[f"/search?q=key:{DB_K2}"] = DB.page(
        f"search for key:{DB_K2}",
        f"<h1>1 match</h1>{ul([(f'/rec/{DB_K2}.html', title)])}",
    )
    return [finish(DB, pages)]


def _db_truth(key: str, extra: tuple[str, ...] = ()) -> list[str]:
    own = [f"/rec/{key}.html", *(f"/rec/{key}.{f}" for f in DB_FORMATS), *extra]
    return [DB.url(p) for p in own]


# --- DLMF-like formula library ------------------------------------------------------------

FL = Portal(
    host="dlf.special-functions-atlas.hx85.example",
    name="Atlas of Special Functions",
    menu=[
        ("/toc", "Contents"),
        ("/notations", "Notations"),
        ("/index", "Index"),
        ("/software", "Software"),
        ("/bib", "References"),
    ],
    footer=[
        ("/about", "About the Atlas"),
        ("/errata", "Errata"),
        ("/help/mathml", "Help with MathML"),
        ("/privacy", "Privacy"),
    ],
    title_format="ASF: {title}",
    home_title="ASF: Atlas of Special Functions",
)


def _fl_equation(
    eq: str, section: str, heading: str, tex: str, symbols: list[str], see: list[str]
) -> dict[str, PageValue]:
    """One equation's permalink page: the formula with its TeX and MathML inline."""
    syms = ul([(f"/notations/{s}", s) for s in symbols], "symbols")
    also = ", ".join(a(f"/eq/{e}", f"({e})") for e in see)
    chap = section.split(".")[0]
    nav = (
        f'<nav class="crumbs">{a("/toc", "Contents")} › {a(f"/{chap}", f"Chapter {chap}")} › '
        f"{a(f'/{section}', f'§{section} {heading}')}</nav>"
    )
    main = f"""{nav}<h1>Equation {eq}</h1>
<div class="equation"><math display="block"><mtext>{tex}</mtext></math></div>
<details><summary>TeX source</summary><pre>{tex}</pre></details>
<p class="permalink">Permalink: {a(f"/eq/{eq}", FL.url(f"/eq/{eq}"))}</p>
<section class="symbols"><h2>Symbols</h2>{syms}</section>
<p class="see-also">See also: {also}</p>
<p class="referenced">Referenced by: {a(f"/{section}#ref", f"§{section}")}</p>
<p class="report">{a(f"/errata/report?eq={eq}", "Report an error in this equation")}</p>
{cookie_banner()}"""
    return {f"/eq/{eq}": FL.page(f"Eq. {eq} {heading}", main, share=FL.url(f"/eq/{eq}"))}


def _fl_site() -> list[Site]:
    pages = _fl_equation(
        "17.4.E2",
        "17.4",
        "Basic Hypergeometric Functions",
        r"{}_{r}\phi_{s}(a_1,\dots,a_r;b_1,\dots,b_s;q,z)=\sum_{n=0}^\infty ...",
        ["phi", "q-Pochhammer"],
        ["17.4.E1", "17.4.E3"],
    )
    pages.update(
        _fl_equation(
            "10.22.E41",
            "10.22",
            "Integrals of Bessel Functions",
            r"\int_0^\infty J_\mu(at) J_\nu(bt) t^{-\lambda}\,dt = ...",
            ["J_nu", "Gamma", "hypergeometric-F"],
            ["10.22.E40", "10.22.E42", "10.22.E56", "15.2.E1", "5.2.E1"],
        )
    )
    return [finish(FL, pages)]


# --- ProofWiki-like theorem wiki -----------------------------------------------------------

PW = Portal(
    host="wiki.theoremhub-commons.hx85.example",
    name="TheoremHub",
    menu=[
        ("/wiki/Main_Page", "Main Page"),
        ("/wiki/Special:Random", "Random proof"),
        ("/wiki/Category:Proven_Results", "Proven results"),
        ("/wiki/TheoremHub:Help", "Help"),
        ("/wiki/Special:RecentChanges", "Recent changes"),
    ],
    footer=[
        ("/wiki/TheoremHub:About", "About TheoremHub"),
        ("/wiki/TheoremHub:Copyrights", "CC BY-SA"),
        ("/wiki/TheoremHub:Privacy_policy", "Privacy policy"),
    ],
    title_format="{title} - TheoremHub",
    home_title="TheoremHub, the compendium of mathematical proofs",
)


def _pw_page(slug: str, title: str, body: str, cats: list[str], defs: list[str]) -> PageValue:
    tools = ul(
        [
            (f"/index.php?title={slug}&action=edit", "Edit"),
            (f"/index.php?title={slug}&action=history", "View history"),
            (f"/wiki/Talk:{slug}", "Discussion"),
            (f"/wiki/Special:WhatLinksHere/{slug}", "What links here"),
            (f"/index.php?title={slug}&oldid=720114", "Permanent link"),
        ],
        "page-tools",
    )
    dl = ul([(f"/wiki/Definition:{d}", d.replace("_", " ")) for d in defs], "definitions")
    cl = " | ".join(a(f"/wiki/Category:{c}", c.replace("_", " ")) for c in cats)
    main = f"""<div id="content"><h1>{title}</h1>{tools}{body}
<h2>Definitions used</h2>{dl}<div class="catlinks">Categories: {cl}</div></div>
<p class="lastmod">This page was last modified on 3 March 2026.</p>{cookie_banner()}"""
    return PW.page(title, main, head=head("piwik.theoremhub-stats.test", "cdn.mathjax-mirror.test"))


def _pw_site() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/wiki/Cauchy-Davenport_Theorem": _pw_page(
            "Cauchy-Davenport_Theorem",
            "Cauchy-Davenport Theorem",
            "<h2>Theorem</h2><p>Let p be prime and A, B non-empty subsets of Z/pZ. Then "
            "|A+B| &ge; min(p, |A|+|B|-1).</p><h2>Proof</h2><p>By induction on |B|, using "
            f"the {a('/wiki/Dyson_Transform', 'Dyson transform')}. &#8718;</p>",
            ["Additive_Combinatorics", "Proven_Results"],
            ["Sumset", "Prime_Number"],
        ),
        "/wiki/Sylvester-Gallai_Theorem": _pw_page(
            "Sylvester-Gallai_Theorem",
            "Sylvester-Gallai Theorem",
            "<h2>Theorem</h2><p>A finite set of points in the real plane, not all on one "
            "line, has a line through exactly two of the points.</p>"
            '<div class="toc">'
            + ul(
                [
                    ("#Proof_1", "Proof 1 (Kelly)"),
                    ("#Proof_2", "Proof 2 (Melchior)"),
                    ("#Proof_3", "Proof 3 (Sylvester's original)"),
                    ("#Sources", "Sources"),
                ]
            )
            + "</div>"
            '<h2 id="Proof_1">Proof 1</h2><p>Take a point-line pair at minimal positive '
            "distance.</p>"
            f'<h2 id="Proof_2">Proof 2</h2><p>Apply {a("/wiki/Euler_Characteristic", "Euler")}'
            "'s formula to the projective dual arrangement.</p>"
            '<h2 id="Proof_3">Proof 3</h2><p>Historical; see sources.</p>'
            '<h2 id="Sources">Sources</h2>'
            + ul(
                [
                    ("/wiki/Book:Proofs_from_THE_BOOK", "Proofs from THE BOOK (2018) ch. 11"),
                    ("/wiki/Mathematician:James_Joseph_Sylvester", "J. J. Sylvester"),
                    ("/wiki/Mathematician:Tibor_Gallai", "Tibor Gallai"),
                ]
            )
            + "<p>Also known as: "
            + a("/wiki/Sylvester%27s_Problem", "Sylvester's Problem")
            + "</p>",
            ["Incidence_Geometry", "Proven_Results", "Named_Theorems"],
            ["Ordinary_Line", "Projective_Plane", "Collinear_Points"],
        ),
    }
    return [finish(PW, pages)]


CASES: list[Case] = [
    # zbMATH-like document record: the landing page and its own exports are one hop away
    # (single hop, like the seed's SSRN/Zenodo records), while the page also links author
    # profiles, MSC classes and cited documents.  Seed: Single Page+ with Ignores.
    case(
        "zentrix-saturation",
        "review database record (zbMATH-like, recent document with two exports)",
        "Single Hop",
        "single_page_plus_ignored",
        ZB.url("/document/1542.05071"),
        _zb_truth("1542.05071", ["bibtex", "ris"]),
        _zb_site,
        others=[ZB.url("/document/1401.05112"), ZB.url("/authors/okonkwo.chidi")],
    ),
    # Older document with four exports and a two-page scanned review: still single hop.
    case(
        "zentrix-lelong-scanned",
        "review database record (zbMATH-like, 1954 document with scanned review pages)",
        "Single Hop",
        "single_page_plus_ignored",
        ZB.url("/document/0061.27603"),
        _zb_truth(
            "0061.27603",
            ["bibtex", "ris", "xml", "amsref"],
            ("/scans/0061/27603-p1.pdf", "/scans/0061/27603-p2.pdf"),
        ),
        _zb_site,
        others=[ZB.url("/document/0045.03701"), ZB.url("/authors/lelong.pierre")],
    ),
    # DBLP-like record: every URI of the record (exports) carries the record key in its
    # path, as GBIF's dataset key does; chrome and related records do not.  Seed:
    # Significant String from URI.
    case(
        "csindex-fscd-record",
        "bibliography record (DBLP-like, conference paper with four exports)",
        "Multi-Hop",
        "sig_uri",
        DB.url(f"/rec/{DB_K1}.html"),
        _db_truth(DB_K1),
        _db_site,
        others=[DB.url("/pid/211/4420.html")],
    ),
    # Journal record with more views carrying the key (crossref BibTeX, history, search
    # by key) and related records (arXiv and conference versions) that do not.
    case(
        "csindex-lmcs-record",
        "bibliography record (DBLP-like, journal article with versions and key-carrying views)",
        "Multi-Hop",
        "sig_uri",
        DB.url(f"/rec/{DB_K2}.html"),
        _db_truth(
            DB_K2,
            (
                f"/rec/{DB_K2}.bib?param=0",
                f"/rec/{DB_K2}.html?view=history",
                f"/search?q=key:{DB_K2}",
            ),
        ),
        _db_site,
        others=[
            DB.url("/rec/journals/corr/abs-2211-04417.html"),
            DB.url("/rec/conf/lics/BrandtK21.html"),
        ],
    ),
    # DLMF-like equation permalink: the formula, its TeX and MathML are all in the page;
    # everything linked is another equation, a notation or chrome.  Seed: Single Page
    # (a single-URI artifact, like an encyclopedia article).
    case(
        "asf-q-hypergeometric",
        "formula library equation (DLMF-like, basic hypergeometric series)",
        "Single Artifact URI",
        "single_page",
        FL.url("/eq/17.4.E2"),
        [FL.url("/eq/17.4.E2")],
        _fl_site,
        others=[FL.url("/eq/17.4.E1")],
    ),
    # A Bessel integral linking five other equations across chapters: still one URI.
    case(
        "asf-bessel-integral",
        "formula library equation (DLMF-like, Weber-Schafheitlin integral with many see-alsos)",
        "Single Artifact URI",
        "single_page",
        FL.url("/eq/10.22.E41"),
        [FL.url("/eq/10.22.E41")],
        _fl_site,
        others=[FL.url("/eq/10.22.E40"), FL.url("/eq/15.2.E1")],
    ),
    # ProofWiki-like theorem page: a wiki article, the seed's Wikipedia row: Single Page.
    case(
        "theoremhub-cauchy-davenport",
        "theorem wiki page (ProofWiki-like, one proof)",
        "Single Artifact URI",
        "single_page",
        PW.url("/wiki/Cauchy-Davenport_Theorem"),
        [PW.url("/wiki/Cauchy-Davenport_Theorem")],
        _pw_site,
        others=[PW.url("/wiki/Dyson_Transform")],
    ),
    # Three proofs, sources, mathematician pages, history and talk links: still one URI.
    case(
        "theoremhub-sylvester-gallai",
        "theorem wiki page (ProofWiki-like, three proofs, sources and wiki tools)",
        "Single Artifact URI",
        "single_page",
        PW.url("/wiki/Sylvester-Gallai_Theorem"),
        [PW.url("/wiki/Sylvester-Gallai_Theorem")],
        _pw_site,
        others=[PW.url("/wiki/Euler_Characteristic"), PW.url("/wiki/Book:Proofs_from_THE_BOOK")],
    ),
]
