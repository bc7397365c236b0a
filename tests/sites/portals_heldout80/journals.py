"""heldout80 publisher portals: a data journal's data descriptors, a publisher's correction
and retraction notices, a journal's editorial blog, an accepted-manuscript server, and a
FAIR-signposting publisher whose landing pages declare their members in Link headers."""

from __future__ import annotations

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, bibtex, file, pdf_file, ris, share, ul

# ---------------------------------------------------------------- data journal (Lumen) --
LDJ = Chrome(
    "articles.lumendata-journal.hx80.example",
    "Lumen Data Journal",
    [
        ("/browse", "Browse"),
        ("/collections", "Collections"),
        ("/for-authors", "For authors"),
        ("/about", "About"),
    ],
    [
        ("/policies/privacy", "Privacy"),
        ("/policies/terms", "Terms"),
        ("/contact", "Contact"),
        ("/rss", "RSS"),
    ],
    widget=[
        ("/dd/ldj-2024-0990", "A global inventory of kelp canopy"),
        ("/dd/ldj-2025-0044", "Hourly river temperature for Iberia"),
    ],
)
LDJ_A = "/dd/ldj-2025-0117"
LDJ_B = "/dd/ldj-2025-0342"
LDJ_CORR = "/notices/ldj-2025-0501"


def _ldj_article(path: str, title: str, files: list[tuple[str, str]], extra: str) -> str:
    doi = "10.48101/" + path.rsplit("/", 1)[1]
    exports = [(f"/cite/{path.rsplit('/', 1)[1]}?format={f}", f.upper()) for f in ("ris", "bibtex")]
    main = f"""<article><p class="type">Data Descriptor · Open access</p><h1>{title}</h1>
<p class="doi">https://doi.org/{doi}</p>
<section><h2>Abstract</h2><p>We describe a dataset, its collection and its validation.</p></section>
<section><h2>Data Records</h2><p>The data are deposited at
<a href="http://repo.strataset.hx80.example/stash/dataset/doi:10.5071/dryft.k3m9">a public
repository</a>.</p></section>
<figure><img src="/media/{path.rsplit("/", 1)[1]}-f1.png" alt="Figure 1"></figure>
<section class="downloads"><h2>Download</h2>{ul([(path + ".pdf", "PDF"), (path + ".xml", "JATS XML")])}
<h3>Supplementary information</h3>{ul(files)}</section>
<section class="cite"><h2>Cite this article</h2>{ul(exports)}</section>{extra}
<p class="subjects">Subjects: <a href="/subjects/ecology">Ecology</a>
<a href="/subjects/hydrology">Hydrology</a></p>
<p><a href="http://www.citepulse.hx80.example/details/81520344/">Article metrics</a></p>
</article>"""
    return LDJ.page(title, main)


def _ldj() -> list[Site]:
    ta = "Daily snow depth from 212 alpine weather stations, 1961 to 2023"
    tb = "A harmonised database of wetland methane fluxes from eddy covariance towers"
    fa = [(LDJ_A + "/suppl/table-s1.csv", "Table S1 (CSV)")]
    fb = [
        (LDJ_B + f"/suppl/{n}", n)
        for n in ("table-s1.csv", "table-s2.csv", "site-metadata.xlsx", "validation-notes.pdf")
    ]
    corr = (
        f'<aside class="notice">An <a href="{LDJ_CORR}">Author Correction</a> '
        "to this article was published on 3 June 2025.</aside>"
    )
    pages: dict[str, object] = {
        LDJ_A: _ldj_article(LDJ_A, ta, fa, ""),
        LDJ_B: _ldj_article(LDJ_B, tb, fb, corr),
        LDJ_CORR: LDJ.page(
            "Author Correction",
            f"<h1>Author Correction: {tb}</h1>"
            f'<p>Table 2 was corrected. <a href="{LDJ_B}">Original article</a>.</p>',
        ),
    }
    for p, t in ((LDJ_A, ta), (LDJ_B, tb)):
        slug = p.rsplit("/", 1)[1]
        pages[p + ".pdf"] = pdf_file(t, "Lumen Data Journal")
        pages[p + ".xml"] = file(f"<article><title>{t}</title></article>", "application/xml")
        pages[f"/cite/{slug}?format=ris"] = file(
            ris(t, "10.48101/" + slug), "application/x-research-info-systems"
        )
        pages[f"/cite/{slug}?format=bibtex"] = file(
            bibtex(slug, t, "10.48101/" + slug), "application/x-bibtex"
        )
        pages[f"/media/{slug}-f1.png"] = Response.data(b"\x89PNG", "image/png")
    for h, _ in fa + fb:
        pages[h] = (
            pdf_file("Supplement") if h.endswith(".pdf") else file("site,value\nA,1\n", "text/csv")
        )
    return [LDJ.site(pages)]  # type: ignore[arg-type]


def _ldj_truth(path: str, files: list[str]) -> list[str]:
    slug = path.rsplit("/", 1)[1]
    own = [
        path,
        path + ".pdf",
        path + ".xml",
        f"/cite/{slug}?format=ris",
        f"/cite/{slug}?format=bibtex",
    ]
    return [LDJ.url(p) for p in own + files]


# ------------------------------------------------- correction / retraction notices (C&F) --
CF = Chrome(
    "www.calderfinch-pub.hx80.example",
    "Calder & Finch",
    [
        ("/journals", "Journals"),
        ("/books", "Books"),
        ("/open-access", "Open access"),
        ("/authors", "Authors"),
    ],
    [
        ("/legal/privacy", "Privacy"),
        ("/legal/accessibility", "Accessibility"),
        ("/help", "Help"),
        ("/careers", "Careers"),
    ],
    title_format="{title} - {name}",
)
CF_ART = "/doi/full/10.5599/jmb.2023.0771"
CF_ART2 = "/doi/full/10.5599/jmb.2022.0318"
CF_CORR = "/doi/full/10.5599/jmb.2024.0118"
CF_RETR = "/doi/full/10.5599/jmb.2025.0040"
CF_NOTICES = "/journal/jmb/notices"


def _cf() -> list[Site]:
    tools = (
        '<div class="tools"><a href="/action/showCitFormats?doi=10.5599/jmb.2024.0118">'
        'Cite</a> <a href="/action/addToFavorites?doi=10.5599/jmb.2024.0118">Save</a></div>'
    )
    corr = f"""<article><p class="type">Correction</p><h1>Correction to: Kinetic proofreading
in bacterial tRNA synthetases</h1>{tools}<p>In the article <a href="{CF_ART}">Kinetic
proofreading in bacterial tRNA synthetases</a>, the units on the y-axis of Figure 3 were
given as nM; they are µM. The authors apologise for the error.</p>
<p>Published online 14 March 2024 · <a href="/journal/jmb">Journal of Molecular Bioscience</a></p>
</article>"""
    retr = f"""<article><p class="type">Retraction Note</p><h1>Retraction Note: Mitochondrial
fission markers in zebrafish retina</h1><p>The Editors have retracted the article
<a href="{CF_ART2}">Mitochondrial fission markers in zebrafish retina</a> after concerns
about duplicated western blot panels (Fig. 2b and Fig. 4d). An investigation following
<a href="http://publicationethics.example/guidance/retraction">COPE guidance</a> confirmed
the duplication. Author A. Mirza agrees with this retraction; the other authors did not respond.</p>
<p>See also <a href="{CF_CORR}">an earlier correction in this journal</a> and
<a href="{CF_NOTICES}">all notices</a>.</p>
<p><a href="/action/showCitFormats?doi=10.5599/jmb.2025.0040">Cite</a>
<a href="/action/rightsLink?doi=10.5599/jmb.2025.0040">Reprints and permissions</a></p></article>"""
    art = CF.page(
        "Kinetic proofreading in bacterial tRNA synthetases",
        "<h1>Kinetic proofreading in bacterial tRNA synthetases</h1>"
        f'<p>A <a href="{CF_CORR}">correction</a> has been published.</p>',
    )
    art2 = CF.page(
        "Mitochondrial fission markers in zebrafish retina",
        "<h1>RETRACTED: Mitochondrial fission markers in zebrafish retina</h1>"
        f'<p><a href="{CF_RETR}">Retraction Note</a></p>',
    )
    pages = {
        CF_CORR: CF.page("Correction to: Kinetic proofreading", corr + share(CF.url(CF_CORR))),
        CF_RETR: CF.page(
            "Retraction Note: Mitochondrial fission markers", retr + share(CF.url(CF_RETR))
        ),
        CF_ART: art,
        CF_ART2: art2,
        CF_NOTICES: CF.page(
            "Notices",
            "<h1>Corrections and retractions</h1>"
            + ul([(CF_CORR, "Correction"), (CF_RETR, "Retraction")]),
        ),
    }
    return [CF.site(pages)]


# ------------------------------------------------------- editorial blog (Quillfield) --
QF = Chrome(
    "blog.quillfield-journals.hx80.example",
    "Quillfield Journals Blog",
    [
        ("/category/open-data", "Open data"),
        ("/category/peer-review", "Peer review"),
        ("/category/announcements", "Announcements"),
        ("/about-the-blog", "About"),
    ],
    [("/privacy", "Privacy"), ("/feed", "RSS"), ("/contact-the-editors", "Contact")],
    title_format="{title} – {name}",
    widget=[("/2025/01/why-we-publish-reviews/", "Why we publish peer review reports")],
    widget_name="Popular posts",
)
QF_A = "/2025/03/data-papers-are-papers-too/"
QF_B = "/2025/05/what-a-retraction-is-and-is-not/"


def _qf() -> list[Site]:
    a = f"""<article class="post"><h1>Data papers are papers too</h1>
<p class="byline">By <a href="/author/h-okafor/">Helen Okafor</a> · 12 March 2025 ·
<a href="/category/open-data">Open data</a></p>
<p>Why our data journal asks for a full description of every deposited dataset, and what
reviewers look for.</p><p>Tags: <a href="/tag/fair/">FAIR</a> <a href="/tag/datasets/">datasets</a></p>
<nav class="post-nav"><a rel="prev" href="/2025/01/why-we-publish-reviews/">Previous post</a>
<a rel="next" href="{QF_B}">Next post</a></nav></article>"""
    comments = "".join(
        f'<li id="comment-{i}"><p>Comment {i}: thoughtful remark.</p>'
        f'<a class="reply" href="{QF_B}#respond">Reply</a></li>'
        for i in range(1, 5)
    )
    b = f"""<article class="post"><h1>What a retraction is, and is not</h1>
<p class="byline">By <a href="/author/p-lindqvist/">Per Lindqvist</a> · 20 May 2025</p>
<p>A retraction corrects the literature; it is not a verdict on authors. We explain how our
journals handle <a href="http://www.calderfinch-pub.hx80.example/journal/jmb/notices">notices</a>.</p>
<iframe src="http://podcasts.quillfield-audio.example/embed/ep-41" title="Podcast"></iframe>
<p>Tags: <a href="/tag/retractions/">retractions</a> <a href="/tag/ethics/">ethics</a></p>
<nav class="post-nav"><a rel="prev" href="{QF_A}">Previous post</a></nav>
<section id="comments"><h2>4 comments</h2><ol>{comments}</ol>
<p><a href="/wp-login.php?redirect_to={QF_B}">Log in to comment</a></p></section>
<section class="related"><h2>Related</h2>{
        ul(
            [
                (QF_A, "Data papers are papers too"),
                ("/2025/01/why-we-publish-reviews/", "Why we publish peer review reports"),
            ]
        )
    }</section></article>"""
    pages = {
        QF_A: QF.page("Data papers are papers too", a + share(QF.url(QF_A))),
        QF_B: QF.page("What a retraction is, and is not", b + share(QF.url(QF_B))),
        "/2025/01/why-we-publish-reviews/": QF.page(
            "Why we publish peer review reports", "<h1>Why we publish peer review reports</h1>"
        ),
    }
    return [QF.site(pages)]


# ------------------------------------------------- accepted-manuscript server (Preprintarium) --
PP = Chrome(
    "www.preprintarium.hx80.example",
    "Preprintarium",
    [
        ("/collection/all", "Subject areas"),
        ("/submit-a-manuscript", "Submit"),
        ("/about/faq", "FAQ"),
        ("/alerts", "Alerts"),
    ],
    [
        ("/about/privacy", "Privacy"),
        ("/about/terms", "Terms of use"),
        ("/about/contact", "Contact"),
    ],
    title_format="{title} | {name}",
    widget=[("/content/10.60211/2025.01.09.581002v1", "Most viewed: Gut microbiome drift")],
    widget_name="Most viewed this week",
)
PP_A = "/content/10.60211/2025.02.14.583301v1"
PP_B = "/content/10.60211/2024.11.30.570144v3"


def _key(base: str) -> str:
    """The manuscript number of a versioned path (…570144v3 -> 570144)."""
    return base.rsplit(".", 1)[1][:-2]


def _pp_page(base: str, title: str, versions: list[str], media: list[str], metrics: bool) -> str:
    items = [(base + ".full", "Full Text"), (base + ".full.pdf", "Full Text (PDF)")]
    if media:
        items.append((base + ".supplementary-material", "Supplementary Material"))
    if metrics:
        items.append((base + ".article-metrics", "Metrics"))
    vers = ul([(v, "Version " + v[-1]) for v in versions])
    main = f"""<div class="article"><h1>{title}</h1><p class="status">This article is a
preprint and has not been certified by peer review. Now published in
<a href="http://www.calderfinch-pub.hx80.example/doi/full/10.5599/jmb.2023.0771">J Mol Biosci</a>
(version of record).</p><div class="tabs">{ul(items)}</div>
<div class="versions"><h2>Previous versions</h2>{vers}</div>
<div class="cite"><a href="/highwire/citation/{_key(base)}/ris">RIS</a>
<a href="/highwire/citation/{_key(base)}/bibtext">BibTeX</a></div>
<p><a href="/collection/cell-biology">Cell Biology</a></p></div>"""
    return PP.page(title, main)


def _pp() -> list[Site]:
    ta = "Phase separation of stress granule proteins in plant cells"
    tb = "Single cell atlas of the axolotl regenerating limb"
    pages: dict[str, object] = {}
    media_b = [
        "/content/biorxiv/early/2025/02/01/2024.11.30.570144/DC1/media-1.xlsx",
        "/content/biorxiv/early/2025/02/01/2024.11.30.570144/DC2/media-2.pdf",
    ]
    pages[PP_A] = _pp_page(PP_A, ta, [], [], False)
    vb = [PP_B[:-1] + "1", PP_B[:-1] + "2"]
    pages[PP_B] = _pp_page(PP_B, tb, vb, media_b, True)
    for v in vb:
        pages[v] = _pp_page(v, tb, [], [], False)
    pages[PP_B + ".supplementary-material"] = PP.page(
        tb, ul([(m, m.rsplit("/", 1)[1]) for m in media_b])
    )
    pages[PP_B + ".article-metrics"] = PP.page(
        tb, "<h1>Article usage</h1><p>4,812 abstract views</p>"
    )
    pages[media_b[0]] = file(
        b"PK\x03\x04", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    )
    pages[media_b[1]] = pdf_file("Supplementary methods")
    for base, t in [(PP_A, ta), (PP_B, tb), *((v, tb) for v in vb)]:
        pages[base + ".full"] = PP.page(t, f"<h1>{t}</h1><p>Full text.</p>")
        pages[base + ".full.pdf"] = pdf_file(t)
        key = _key(base)
        pages[f"/highwire/citation/{key}/ris"] = file(
            ris(t, "10.60211/" + key), "application/x-research-info-systems"
        )
        pages[f"/highwire/citation/{key}/bibtext"] = file(
            bibtex(key, t, "10.60211/" + key), "application/x-bibtex"
        )
    return [PP.site(pages)]  # type: ignore[arg-type]


def _pp_truth(base: str, versions: list[str], media: bool) -> list[str]:
    key = _key(base)
    own = [
        base,
        base + ".full",
        base + ".full.pdf",
        f"/highwire/citation/{key}/ris",
        f"/highwire/citation/{key}/bibtext",
        *versions,
    ]
    if media:
        own += [base + ".supplementary-material", base + ".article-metrics"]
    return [PP.url(p) for p in own]


# ----------------------------------------------------- signposting publisher (Verdant) --
VP = Chrome(
    "journals.verdantpub.hx80.example",
    "Verdant Open",
    [("/journals", "Journals"), ("/topics", "Topics"), ("/publish-with-us", "Publish with us")],
    [
        ("/privacy-notice", "Privacy"),
        ("/open-access-policy", "Open access"),
        ("/contact", "Contact"),
    ],
)
VP_DOI = "doi.verdantpub.hx80.example"
VP_CDN = "files.verdantpub-cdn.hx80.example"
VP_A = "/article/vo.2025.00412"
VP_B = "/article/vo.2025.00977"


def _vp_landing(
    path: str, title: str, items: list[str], described: list[str], doi: str
) -> Response:
    rels = [
        f'<https://doi.org/{doi}>; rel="cite-as"',
        '<https://schema.org/ScholarlyArticle>; rel="type"',
        '<http://orcid.example/0000-0002-1825-0097>; rel="author"',
        '<http://creativecommons.example/licenses/by/4.0/>; rel="license"',
    ]
    rels += [f'<{u}>; rel="item"; type="{_ctype(u)}"' for u in items]
    rels += [f'<{u}>; rel="describedby"; type="{_ctype(u)}"' for u in described]
    main = f"""<article><h1>{title}</h1><p>DOI: {doi}</p>
<p class="authors"><a href="/search?author=Ruiz">M. Ruiz</a>, <a href="/search?author=Ng">T. Ng</a></p>
<div class="downloads">{ul([(u, u.rsplit("/", 1)[1]) for u in items])}</div>
<div class="export">{ul([(u, "Export " + u.rsplit(".", 1)[1]) for u in described])}</div>
<p><a href="/topics/soil-science">Soil science</a></p></article>"""
    return Response.html(VP.page(title, main), headers=[("Link", ", ".join(rels))])


def _ctype(u: str) -> str:
    ext = u.rsplit(".", 1)[-1]
    return {
        "pdf": "application/pdf",
        "xml": "application/xml",
        "csv": "text/csv",
        "jsonld": "application/ld+json",
        "bib": "application/x-bibtex",
        "zip": "application/zip",
    }.get(ext, "application/octet-stream")


def _vp_files() -> tuple[list[str], list[str], list[str], list[str]]:
    ia = [VP.url(VP_A + "/pdf/vo.2025.00412.pdf")]
    da = [VP.url(VP_A + "/meta/vo.2025.00412.jsonld"), VP.url(VP_A + "/meta/vo.2025.00412.bib")]
    ib = [
        VP.url(VP_B + "/pdf/vo.2025.00977.pdf"),
        VP.url(VP_B + "/xml/vo.2025.00977.xml"),
        f"http://{VP_CDN}/suppl/vo.2025.00977/soil-cores.csv",
        f"http://{VP_CDN}/suppl/vo.2025.00977/scripts.zip",
    ]
    db = [VP.url(VP_B + "/meta/vo.2025.00977.jsonld"), VP.url(VP_B + "/meta/vo.2025.00977.bib")]
    return ia, da, ib, db


def _vp() -> list[Site]:
    ta = "Earthworm burrowing and soil carbon in temperate pastures"
    tb = "Microplastic transport through agricultural soil columns"
    ia, da, ib, db = _vp_files()
    pages: dict[str, object] = {
        VP_A: _vp_landing(VP_A, ta, ia, da, "10.70777/vo.2025.00412"),
        VP_B: _vp_landing(VP_B, tb, ib, db, "10.70777/vo.2025.00977"),
    }
    cdn = Site(VP_CDN)
    for u in ia + da + ib + db:
        path = u.split(".example", 1)[1]
        body = pdf_file("Article") if u.endswith(".pdf") else file(f"{ta}\n", _ctype(u))
        if VP_CDN in u:
            cdn.add(path, body)
        else:
            pages[path] = body
    doi = Site(VP_DOI)
    doi.add("/10.70777/vo.2025.00977", Response.redirect(VP.url(VP_B), 302))
    doi.add("/10.70777/vo.2025.00412", Response.redirect(VP.url(VP_A), 302))
    return [VP.site(pages), cdn, doi]  # type: ignore[arg-type]


# -------------------------------------------------------------------------------- cases --
def _cases() -> list[Case]:
    ia, da, ib, db = _vp_files()
    return [
        # A data descriptor is a Single Hop artifact: PDF, XML, exports and supplements sit one
        # hop from the landing page among menus and a most-read widget, as on Figshare/bioRxiv
        # (seed: Single Page+ with Ignores); the deposited dataset is on another portal.  The
        # heuristic also takes the subject links (not in the ignore list): the seed's "adds
        # extra URIs" column; the truth keeps only the article's own files and exports.
        case(
            "ldj-descriptor",
            "data journal (data descriptor, one supplement)",
            "Single Hop",
            "single_page_plus_ignored",
            LDJ.url(LDJ_A),
            _ldj_truth(LDJ_A, [LDJ_A + "/suppl/table-s1.csv"]),
            _ldj,
        ),
        # Same shape, more supplements and a linked Author Correction (its own artifact).
        case(
            "ldj-descriptor-corrected",
            "data journal (data descriptor, four supplements, author correction)",
            "Single Hop",
            "single_page_plus_ignored",
            LDJ.url(LDJ_B),
            _ldj_truth(
                LDJ_B,
                [
                    LDJ_B + f"/suppl/{n}"
                    for n in (
                        "table-s1.csv",
                        "table-s2.csv",
                        "site-metadata.xlsx",
                        "validation-notes.pdf",
                    )
                ],
            ),
            _ldj,
            others=[LDJ.url(LDJ_CORR)],
        ),
        # A correction notice is one page of text (like a JSTOR Daily article): Single Page.
        case(
            "cf-correction",
            "publisher notice (correction)",
            "Single Artifact URI",
            "single_page",
            CF.url(CF_CORR),
            [CF.url(CF_CORR)],
            _cf,
            others=[CF.url(CF_ART)],
        ),
        case(
            "cf-retraction",
            "publisher notice (retraction note, links to retracted article and other notices)",
            "Single Artifact URI",
            "single_page",
            CF.url(CF_RETR),
            [CF.url(CF_RETR)],
            _cf,
            others=[CF.url(CF_ART2), CF.url(CF_CORR)],
        ),
        # Editorial blog posts are the seed's blog-post class: Single Page.
        case(
            "qf-post",
            "journal editorial blog (post)",
            "Single Artifact URI",
            "single_page",
            QF.url(QF_A),
            [QF.url(QF_A)],
            _qf,
            others=[QF.url(QF_B)],
        ),
        case(
            "qf-post-comments",
            "journal editorial blog (post with comments, related posts)",
            "Single Artifact URI",
            "single_page",
            QF.url(QF_B),
            [QF.url(QF_B)],
            _qf,
            others=[QF.url(QF_A)],
        ),
        # A bioRxiv/SSRN-like manuscript server: Single Page+ with Ignores; the earlier
        # versions one hop away are versions of this artifact, the subject collection is not.
        case(
            "pp-manuscript",
            "manuscript server (single version)",
            "Single Hop",
            "single_page_plus_ignored",
            PP.url(PP_A),
            _pp_truth(PP_A, [], False),
            _pp,
        ),
        case(
            "pp-manuscript-v3",
            "manuscript server (third version, supplements, metrics)",
            "Single Hop",
            "single_page_plus_ignored",
            PP.url(PP_B),
            _pp_truth(PP_B, [PP_B[:-1] + "1", PP_B[:-1] + "2"], True),
            _pp,
        ),
        # The landing page declares its items and metadata records in Link headers: the
        # seed's Signposting; members are the landing, rel=item and rel=describedby targets.
        case(
            "vo-signposted",
            "signposting publisher (landing page, PDF and metadata)",
            "Single Hop",
            "signposting",
            VP.url(VP_A),
            [VP.url(VP_A), *ia, *da],
            _vp,
        ),
        case(
            "vo-signposted-doi",
            "signposting publisher (DOI entry, items on a CDN host)",
            "Single Hop",
            "signposting",
            f"http://{VP_DOI}/10.70777/vo.2025.00977",
            [VP.url(VP_B), *ib, *db],
            _vp,
            landing=VP.url(VP_B),
        ),
    ]


CASES = _cases()
