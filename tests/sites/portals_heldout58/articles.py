"""heldout58's article portals: a full-text article archive, a publisher's supplementary
material server and a clinical preprint server (two records each, the second harder)."""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case

from ._kit import Portal, a, binary, build, data, e, image, pdf_file, ul

# --- full-text article archive (PMC-like) ------------------------------------------------

MCA = Portal(
    "www.medcentralarchive.hx58.example",
    "MedCentral Archive",
    menu=[
        ("/mca/journals/", "Journal list"),
        ("/mca/about/", "About"),
        ("/mca/advanced/", "Advanced search"),
        ("/mca/help/", "Help"),
    ],
    footer=[
        ("/mca/about/copyright/", "Copyright"),
        ("/privacy", "Privacy"),
        ("/mca/about/accessibility/", "Accessibility"),
        ("/mca/contact/", "Contact"),
    ],
    title_format="{title} - {name}",
    skin="stack",
    login="/account/signin?app=mca",
    search="/mca/",
)
MCA_FILES = Portal(
    "static.mcafiles.hx58.example",
    "MedCentral Archive files",
    menu=[],
    footer=[],
)


def _mca_article(pid: str, title: str, journal: str, files: str, cites: str, figs: str) -> str:
    return MCA.page(
        title,
        f'<article class="jig-article" data-pmcid="{pid}"><p class="citation">{e(journal)}</p>'
        f'<h1>{e(title)}</h1><p class="ids">{pid} &middot; '
        f'<a href="http://doi.test/10.58190/{pid.lower()}">doi:10.58190/{pid.lower()}</a> '
        f'&middot; <a href="http://pubindex.test/record/{pid[3:]}">PubIndex record</a></p>'
        f'<section class="abstract"><h2>Abstract</h2><p>Background, methods, results '
        f"and conclusions of {e(title.lower())}.</p></section>{figs}"
        f'<section id="supplementary"><h2>Supplementary Materials</h2>{files}</section>'
        f'<section class="tools"><h2>Article formats and tools</h2>{cites}</section></article>',
        aside=(
            "<h2>Similar articles</h2>"
            + ul([("/mca/articles/MCA7698801/", "Troponin kinetics after doxorubicin")])
            + ul([("/mca/articles/MCA7702230/", "Cardio-oncology surveillance cohorts")])
            + "<h2>Cited by</h2>"
            + ul([("/mca/articles/MCA7750019/", "A microRNA panel for cardiotoxicity")])
            + '<p><a href="/mca/about/citing/">How to cite</a></p>'
        ),
        crumbs=[
            ("/mca/journals/", "Journals"),
            (f"/mca/journals/{''.join(w[0] for w in journal.split()[:3]).lower()}/", journal),
        ],
        share_url=MCA.url(f"/mca/articles/{pid}/"),
    )


def _mca_other(pid: str, title: str) -> str:
    return MCA.page(
        title, f"<h1>{e(title)}</h1><p>{pid}. Full text available.</p><p>Abstract only.</p>"
    )


def mca_sites() -> list[Site]:
    p1 = "MCA7712094"
    t1 = "Circulating microRNA-133a as an early marker of anthracycline cardiotoxicity"
    files1 = ul(
        [
            (f"/mca/bin/{p1}/mmc1.docx", "Supplementary Methods (DOCX, 41K)"),
            (f"/mca/bin/{p1}/mmc2.xlsx", "Table S1 qPCR primers (XLSX, 12K)"),
        ]
    )
    cites1 = ul(
        [
            ("/mca/pdf/jco-2023-0412.pdf", "PDF (1.2M)"),
            (f"/mca/cite/{p1}.ris", "Citation: RIS"),
            (f"/mca/cite/{p1}.nbib", "Citation: MEDLINE"),
        ]
    )
    p2 = "MCA8034471"
    t2 = "Single-nucleus transcriptomics of human atrial fibrillation tissue reveals fibroblast states"
    sup2 = [f"supp_data_{i}.xlsx" for i in range(1, 5)] + [
        "supp_video_1.mp4",
        "reporting_summary.pdf",
    ]
    files2 = ul((MCA_FILES.url(f"/pmc/{p2}/bin/{f}"), f"Supplementary file {f}") for f in sup2)
    cites2 = ul(
        [
            ("/mca/pdf/nat-cv-2024-118.pdf", "PDF (4.8M)"),
            (f"/mca/epub/{p2}.epub", "ePub (beta)"),
            (f"/mca/cite/{p2}.ris", "RIS"),
            (f"/mca/cite/{p2}.nbib", "MEDLINE"),
            (f"/mca/cite/{p2}.bib", "BibTeX"),
        ]
    )
    figs2 = "".join(
        f'<figure><img src="/mca/articles/{p2}/bin/f{i}.jpg" alt="">'
        f"<figcaption>{a(f'/mca/articles/{p2}/figure/F{i}/', f'Figure {i}')}: panel</figcaption>"
        "</figure>"
        for i in range(1, 5)
    )
    figs2 += (
        '<p class="erratum">See the erratum: '
        + a("/mca/articles/MCA8101167/", "Correction")
        + "</p>"
    )
    pages: dict[str, PageValue] = {
        f"/mca/articles/{p1}/": _mca_article(
            p1, t1, "J Cardio-Oncol. 2023;9:412", files1, cites1, ""
        ),
        f"/mca/bin/{p1}/mmc1.docx": binary("mmc1-docx"),
        f"/mca/bin/{p1}/mmc2.xlsx": binary("mmc2-xlsx"),
        "/mca/pdf/jco-2023-0412.pdf": pdf_file(t1, "J Cardio-Oncol 2023"),
        f"/mca/cite/{p1}.ris": data(
            f"TY  - JOUR\nTI  - {t1}\nER  -\n", "application/x-research-info-systems"
        ),
        f"/mca/cite/{p1}.nbib": data(f"PMID- 0\nTI  - {t1}\n", "application/nbib"),
        f"/mca/articles/{p2}/": _mca_article(
            p2, t2, "Nat Cardiovasc Res. 2024;3:118", files2, cites2, figs2
        ),
        "/mca/pdf/nat-cv-2024-118.pdf": pdf_file(t2, "Nat Cardiovasc Res 2024"),
        f"/mca/epub/{p2}.epub": binary("epub", 900),
        f"/mca/cite/{p2}.ris": data(
            f"TY  - JOUR\nTI  - {t2}\nER  -\n", "application/x-research-info-systems"
        ),
        f"/mca/cite/{p2}.nbib": data(f"PMID- 0\nTI  - {t2}\n", "application/nbib"),
        f"/mca/cite/{p2}.bib": data(
            f"@article{{mca8034471, title={{{t2}}}}}\n", "application/x-bibtex"
        ),
        "/mca/articles/MCA7698801/": _mca_other(
            "MCA7698801", "Troponin kinetics after doxorubicin"
        ),
        "/mca/articles/MCA7702230/": _mca_other(
            "MCA7702230", "Cardio-oncology surveillance cohorts"
        ),
        "/mca/articles/MCA7750019/": _mca_other(
            "MCA7750019", "A microRNA panel for cardiotoxicity"
        ),
        "/mca/articles/MCA8101167/": _mca_other(
            "MCA8101167", "Correction to: atrial fibroblast states"
        ),
    }
    for i in range(1, 5):
        pages[f"/mca/articles/{p2}/figure/F{i}/"] = MCA.page(
            f"Figure {i}: {t2}",
            f'<h1>Figure {i}</h1><img src="/mca/articles/{p2}/bin/f{i}.jpg" alt=""><p>From '
            f"{a(f'/mca/articles/{p2}/', t2)}</p>",
        )
        pages[f"/mca/articles/{p2}/bin/f{i}.jpg"] = image(i)
    MCA.home_main = (
        "<h1>MedCentral Archive</h1><p>Free full text of 9 million biomedical articles.</p>"
        f"<h2>Featured</h2><p>{a(f'/mca/articles/{p2}/', t2)}</p>"
    )
    files = {f"/pmc/{p2}/bin/{f}": binary(f) for f in sup2}
    return build([(MCA, pages), (MCA_FILES, files)])


def _mca_truth1() -> frozenset[str]:
    p = "MCA7712094"
    paths = [
        f"/mca/articles/{p}/",
        f"/mca/bin/{p}/mmc1.docx",
        f"/mca/bin/{p}/mmc2.xlsx",
        "/mca/pdf/jco-2023-0412.pdf",
        f"/mca/cite/{p}.ris",
        f"/mca/cite/{p}.nbib",
    ]
    return frozenset(MCA.url(x) for x in paths)


def _mca_truth2() -> frozenset[str]:
    p = "MCA8034471"
    sup = [f"supp_data_{i}.xlsx" for i in range(1, 5)] + [
        "supp_video_1.mp4",
        "reporting_summary.pdf",
    ]
    paths = [f"/mca/articles/{p}/", "/mca/pdf/nat-cv-2024-118.pdf", f"/mca/epub/{p}.epub"]
    paths += [f"/mca/cite/{p}.{x}" for x in ("ris", "nbib", "bib")]
    paths += [f"/mca/articles/{p}/figure/F{i}/" for i in range(1, 5)]
    return frozenset(
        [MCA.url(x) for x in paths] + [MCA_FILES.url(f"/pmc/{p}/bin/{f}") for f in sup]
    )


MCA_OTHERS = frozenset(
    MCA.url(f"/mca/articles/{x}/") for x in ("MCA7698801", "MCA7702230", "MCA7750019")
)

# --- supplementary-material server of a publisher -------------------------------------------

SUPP_HOST = "suppl.jrnlfiles.hx58.example"
SUPP_MIRROR = "dl.jrnlfiles-mirror.hx58.example"


def _supp_listing(doi: str, cite: str, rows: list[tuple[str, str, str]]) -> str:
    body = "".join(
        f'<tr><td><a href="{e(href)}">{e(name)}</a></td><td>{e(desc)}</td></tr>'
        for href, name, desc in rows
    )
    return (
        '<!DOCTYPE html><html><head><meta charset="utf-8">'
        f"<title>Supplementary data for doi:{doi}</title>"
        "<style>table{border-collapse:collapse}td{padding:2px 8px}</style></head><body>"
        '<img src="/_img/publisher-mark.png" alt="Helix Journals">'
        f"<h1>Supplementary data</h1><p>{e(cite)}</p>"
        f"<table><tr><th>File</th><th>Description</th></tr>{body}</table>"
        "<p>Files are provided by the authors as submitted and are not copy-edited.</p>"
        "</body></html>"
    )


SUPP1_DOI = "10.58133/jimm.2022.0718"
SUPP1 = [
    ("jimm-2022-0718-s1.pdf", "Figures S1-S6"),
    ("jimm-2022-0718-s2.xlsx", "Table S1, flow cytometry panel"),
    ("jimm-2022-0718-s3.xlsx", "Table S2, cytokine measurements"),
    ("jimm-2022-0718-s4.docx", "Supplementary methods"),
]
SUPP2_DOI = "10.58133/jimm.2023.1142"
SUPP2 = [
    (f"jimm-2023-1142-s{i}.{x}", desc)
    for i, (x, desc) in enumerate(
        [
            ("pdf", "Figures S1-S12 and legends"),
            ("xlsx", "Table S1, patient characteristics"),
            ("xlsx", "Table S2, differentially expressed genes"),
            ("csv", "Source data for Figure 2"),
            ("csv", "Source data for Figure 4"),
            ("mov", "Movie S1, T-cell migration in lymph node"),
            ("mov", "Movie S2, mitochondrial dynamics"),
            ("zip", "Raw flow cytometry files (FCS)"),
            ("R", "Analysis script"),
            ("txt", "Key resources table"),
        ],
        1,
    )
]


def supp_sites() -> list[Site]:
    d1 = "/content/suppl/jimm.2022.0718/"
    d2 = "/content/suppl/jimm.2023.1142/"
    rows1 = [(d1 + f, f, desc) for f, desc in SUPP1]
    # The bigger article's movies and archive are served by the download mirror.
    rows2 = [
        (
            (
                f"http://{SUPP_MIRROR}/suppl/jimm.2023.1142/{f}"
                if f[-3:] in ("mov", "zip")
                else d2 + f + "?download=1"
            ),
            f,
            desc,
        )
        for f, desc in SUPP2
    ]
    main: dict[str, PageValue] = {
        "/": "<!DOCTYPE html><html><head><title>Helix Journals file server</title></head>"
        "<body><p>Supplementary files of Helix Journals articles.</p></body></html>",
        "/_img/publisher-mark.png": image(3),
        d1: _supp_listing(SUPP1_DOI, "J Immunometab 2022;14:718", rows1),
        d2: _supp_listing(SUPP2_DOI, "J Immunometab 2023;15:1142", rows2),
    }
    for f, _ in SUPP1:
        main[d1 + f] = pdf_file(f, "Supplement") if f.endswith(".pdf") else binary(f)
    mirror: dict[str, PageValue] = {
        "/": "<!DOCTYPE html><html><head><title>mirror</title></head><body></body></html>"
    }
    for f, _ in SUPP2:
        if f[-3:] in ("mov", "zip"):
            mirror[f"/suppl/jimm.2023.1142/{f}"] = binary(f, 2048)
        else:
            main[d2 + f + "?download=1"] = (
                pdf_file(f, "Supplement") if f.endswith(".pdf") else binary(f)
            )
    return [Site(SUPP_HOST, main), Site(SUPP_MIRROR, mirror)]


def _supp_truth(d: str, rows: list[tuple[str, str]], mirror: bool) -> frozenset[str]:
    out = {f"http://{SUPP_HOST}{d}"}
    for f, _ in rows:
        if mirror and f[-3:] in ("mov", "zip"):
            out.add(f"http://{SUPP_MIRROR}/suppl/jimm.2023.1142/{f}")
        elif mirror:
            out.add(f"http://{SUPP_HOST}{d}{f}?download=1")
        else:
            out.add(f"http://{SUPP_HOST}{d}{f}")
    return frozenset(out)


# --- clinical preprint server (medRxiv-like) -------------------------------------------------

CRX = Portal(
    "www.clinrxiv.hx58.example",
    "clinRxiv",
    menu=[
        ("/content/early/recent", "New results"),
        ("/collection/", "Subject areas"),
        ("/submit-a-manuscript", "Submit"),
        ("/about-clinrxiv", "About"),
        ("/alerts", "Alerts / RSS"),
    ],
    footer=[
        ("/about-clinrxiv", "About"),
        ("/faq", "FAQ"),
        ("/privacy", "Privacy"),
        ("/contact", "Contact"),
    ],
    title_format="{title} | {name}",
    skin="bar",
    login="/user/login",
    search="/search",
    home_main=(
        "<h1>clinRxiv</h1><p>The preprint server for health sciences.</p><h2>Recent</h2>"
        + ul([("/content/10.58101/2024.02.28.24303377v1", "Statin use and delirium after surgery")])
        + ul(
            [
                ("/collection/cardiology", "Cardiovascular medicine"),
                ("/collection/infectious-diseases", "Infectious diseases"),
            ]
        )
        + '<p><a href="/content/early/recent">More new results</a></p>'
    ),
)


def _crx_preprint(doi: str, v: int, title: str, files: list[str], older: bool, subject: str) -> str:
    base = f"/content/{doi}v{v}"
    tabs = ul(
        [
            (base, "Abstract"),
            (base + ".full", "Full Text"),
            (base + ".supplementary-material", "Info/History"),
            (base + ".article-metrics", "Metrics"),
            (base + ".full.pdf", "Preview PDF"),
        ],
        "tabs",
    )
    hid = doi.rsplit(".", 1)[1]
    cite = ul(
        [(f"/highwire/citation/{hid}/ris", "RIS"), (f"/highwire/citation/{hid}/bibtext", "BibTeX")]
    )
    supp = ul((f"/content/clinrxiv/early/2024/03/13/{doi[9:]}/DC1/embed/{f}", f) for f in files)
    hist = ""
    if older:
        hist = f"<p>Previous version: {a(f'/content/{doi}v1', 'Version 1 (March 11, 2024)')}</p>"
    return CRX.page(
        title,
        f'<div class="highwire-article"><p class="warning">This article is a preprint and has '
        f"not been certified by peer review.</p>{tabs}<h1>{e(title)}</h1>"
        f'<p class="doi">doi: <a href="http://doi.test/{doi}">{doi}</a></p>{hist}'
        f"<h2>Abstract</h2><p>Objective, design, setting, participants of {e(title.lower())}."
        f"</p><h2>Supplementary Material</h2>{supp}<h2>Download citation</h2>{cite}"
        f"<p>Subject area: {a(f'/collection/{subject}', subject.title())}</p>"
        '<div id="comments" data-thread="disqus"><a href="http://comments.discusshub.test/'
        f'embed/{hid}">Comments</a></div></div>',
        aside="<h2>Related preprints</h2>"
        + ul(
            [("/content/10.58101/2024.02.28.24303377v1", "Statin use and delirium after surgery")]
        ),
        share_url=CRX.url(base),
    )


def _crx_tab(doi: str, v: int, title: str, tab: str) -> str:
    return CRX.page(
        f"{title} ({tab})",
        f"<h1>{e(title)}</h1><h2>{tab}</h2><p>{tab} for {doi}v{v}.</p>"
        f"<p>{a(f'/content/{doi}v{v}', 'Back to abstract')}</p>",
    )


CRX1 = (
    "10.58101/2024.01.22.24301562",
    1,
    "Remote blood-pressure monitoring after pre-eclampsia: a pragmatic trial",
    ["media-1.pdf"],
    "obstetrics",
)
CRX2 = (
    "10.58101/2024.03.11.24304112",
    2,
    "Long-term kidney outcomes after paediatric cardiac surgery: a national cohort study",
    ["media-1.pdf", "media-2.xlsx", "media-3.docx", "media-4.csv"],
    "nephrology",
)


def crx_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for doi, v, title, files, subj in (CRX1, CRX2):
        versions = [v] if v == 1 else [1, v]
        for ver in versions:
            base = f"/content/{doi}v{ver}"
            fl = files if ver == v else files[:1]
            pages[base] = _crx_preprint(doi, ver, title, fl, ver > 1, subj)
            for tab, name in (
                (".full", "Full Text"),
                (".supplementary-material", "Info/History"),
                (".article-metrics", "Metrics"),
            ):
                pages[base + tab] = _crx_tab(doi, ver, title, name)
            pages[base + ".full.pdf"] = pdf_file(title, f"{doi}v{ver}")
        hid = doi.rsplit(".", 1)[1]
        pages[f"/highwire/citation/{hid}/ris"] = data(
            f"TY  - UNPB\nTI  - {title}\n", "application/x-research-info-systems"
        )
        pages[f"/highwire/citation/{hid}/bibtext"] = data(
            f"@article{{{hid}, title={{{title}}}}}", "application/x-bibtex"
        )
        for f in files:
            pages[f"/content/clinrxiv/early/2024/03/13/{doi[9:]}/DC1/embed/{f}"] = binary(f)
    pages["/content/10.58101/2024.02.28.24303377v1"] = CRX.page(
        "Statin use and delirium after surgery", "<h1>Statin use and delirium after surgery</h1>"
    )
    return build([(CRX, pages)])


def _crx_truth(rec: tuple[str, int, str, list[str], str]) -> frozenset[str]:
    doi, v, _t, files, _s = rec
    base = f"/content/{doi}v{v}"
    hid = doi.rsplit(".", 1)[1]
    paths = [
        base + x for x in ("", ".full", ".supplementary-material", ".article-metrics", ".full.pdf")
    ]
    paths += [f"/highwire/citation/{hid}/ris", f"/highwire/citation/{hid}/bibtext"]
    paths += [f"/content/clinrxiv/early/2024/03/13/{doi[9:]}/DC1/embed/{f}" for f in files]
    if v > 1:
        paths.append(f"/content/{doi}v1")  # the earlier version is the same preprint
    return frozenset(CRX.url(p) for p in paths)


CASES: list[Case] = [
    # A PMC-like archive article is Single Hop (like the seed's BioRxiv/Zenodo): the PDF,
    # supplements and citation exports are one hop from the landing page at unrelated
    # paths, amid menus and sidebars that the homepage and 404 page also carry.
    Case(
        "mca-microrna-cardiotoxicity",
        "full-text article archive (PMC-like article with two supplements)",
        "single_hop",
        "single_page_plus_ignored",
        MCA.url("/mca/articles/MCA7712094/"),
        _mca_truth1(),
        mca_sites,
        others=MCA_OTHERS,
    ),
    # Same shape, harder: supplements on a separate static host, figure pages, an erratum
    # link, and the homepage features this article (the seed removes the entry from the
    # ignored list).
    Case(
        "mca-atrial-fibroblasts",
        "full-text article archive (figures, six supplements on a static host, featured)",
        "single_hop",
        "single_page_plus_ignored",
        MCA.url("/mca/articles/MCA8034471/"),
        _mca_truth2(),
        mca_sites,
        others=frozenset({MCA.url("/mca/articles/MCA8101167/")}) | MCA_OTHERS,
    ),
    # The publisher's supplementary server prints nothing but the files of one article:
    # Single Hop with no chrome at all, so plain Single Page+ is exact.
    Case(
        "supp-jimm-0718",
        "supplementary-material server (four files of one article)",
        "single_hop",
        "single_page_plus",
        f"http://{SUPP_HOST}/content/suppl/jimm.2022.0718/",
        _supp_truth("/content/suppl/jimm.2022.0718/", SUPP1, False),
        supp_sites,
    ),
    Case(
        "supp-jimm-1142",
        "supplementary-material server (ten files, movies on a download mirror)",
        "single_hop",
        "single_page_plus",
        f"http://{SUPP_HOST}/content/suppl/jimm.2023.1142/",
        _supp_truth("/content/suppl/jimm.2023.1142/", SUPP2, True),
        supp_sites,
    ),
    # A medRxiv-like preprint: the seed's BioRxiv row, Single Page+ with Ignored URIs.
    Case(
        "crx-preeclampsia-bp",
        "clinical preprint server (single version, one supplement)",
        "single_hop",
        "single_page_plus_ignored",
        CRX.url(f"/content/{CRX1[0]}v1"),
        _crx_truth(CRX1),
        crx_sites,
        others=frozenset({CRX.url("/content/10.58101/2024.02.28.24303377v1")}),
    ),
    Case(
        "crx-paediatric-kidney",
        "clinical preprint server (version 2 linking version 1, four supplements)",
        "single_hop",
        "single_page_plus_ignored",
        CRX.url(f"/content/{CRX2[0]}v2"),
        _crx_truth(CRX2),
        crx_sites,
        others=frozenset({CRX.url("/content/10.58101/2024.02.28.24303377v1")}),
    ),
]
