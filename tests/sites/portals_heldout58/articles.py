"""heldout58's literature portals: a full-text article archive, a publisher's supplementary
material server, a clinical preprint server, a video methods journal, a post-publication
review forum and a biomedical blog network (two records each, the second harder)."""

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
    (f"jimm-2023-1142-s{i}.{x}", f"Supplementary item {i}")
    for i, x in enumerate(["pdf", "xlsx", "xlsx", "csv", "csv", "mov", "mov", "zip", "R", "txt"], 1)
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


# --- video methods journal (JoVE-like) ------------------------------------------------------

VIS = Portal(
    "www.vismethods.hx58.example",
    "VisMethods",
    menu=[
        ("/research", "Research videos"),
        ("/education", "Science education"),
        ("/institutions", "For librarians"),
        ("/publish", "Publish with us"),
    ],
    footer=[
        ("/about", "About"),
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("/rights", "Permissions"),
    ],
    title_format="{title} | {name}",
    skin="side",
    login="/account/login",
)
VIS_MEDIA = Portal("media.vismethods-cdn.hx58.example", "VisMethods media", menu=[], footer=[])


def _vis_video(
    vid: str, slug: str, title: str, media: list[str], extra: list[tuple[str, str]]
) -> str:
    dl = ul([(VIS_MEDIA.url(f"/v/{vid}/{m}"), f"Download {m}") for m in media])
    tools = ul(
        [
            (f"/transcript/{vid}", "Transcript"),
            (f"/materials/{vid}.pdf", "Table of materials (PDF)"),
            (f"/pdf/{vid}.pdf", "Article PDF"),
            (f"/cite/{vid}.ris", "Cite (RIS)"),
            *extra,
        ]
    )
    return VIS.page(
        title,
        f'<div class="video-article" data-id="{vid}"><video poster="/thumbs/{vid}.png" '
        f'src="{VIS_MEDIA.url(f"/v/{vid}/{media[0]}")}" controls></video><h1>{e(title)}</h1>'
        f"<p>Published: 2024. doi: 10.58177/{vid}</p><h2>Abstract</h2><p>A protocol for "
        f"{e(title.lower())}.</p><h2>Downloads</h2>{dl}<h2>Article tools</h2>{tools}"
        f"<p>Section: {a('/research/immunology', 'Immunology and Infection')}</p></div>",
        aside="<h2>Related videos</h2>"
        + ul(
            [
                (
                    "/v/59902/live-imaging-of-macrophages-in-zebrafish-fins",
                    "Live imaging of macrophages",
                )
            ]
        )
        + '<p class="promo">'
        + a("/institutions/trial", "Recommend to your library")
        + "</p>",
        share_url=VIS.url(f"/v/{vid}/{slug}"),
    )


VIS1 = (
    "61123",
    "quantifying-neutrophil-swarming-in-zebrafish-larvae",
    "Quantifying Neutrophil Swarming in Zebrafish Larvae",
    ["master_720.mp4"],
    [],
)
VIS2 = (
    "62870",
    "organotypic-hippocampal-slice-cultures-for-long-term-imaging",
    "Organotypic Hippocampal Slice Cultures for Long-term Imaging",
    [
        "master_720.mp4",
        "master_1080.mp4",
        "subtitles_en.vtt",
        "subtitles_es.vtt",
        "subtitles_zh.vtt",
    ],
    ["language=es", "language=zh"],
)


def vis_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    media: dict[str, PageValue] = {"/": "<html><head><title>media</title></head></html>"}
    for vid, slug, title, files, langs in (VIS1, VIS2):
        extra = [(f"/v/{vid}/{slug}?{q}", f"Watch in {q[-2:].upper()}") for q in langs]
        pages[f"/v/{vid}/{slug}"] = _vis_video(vid, slug, title, files, extra)
        for q in langs:
            pages[f"/v/{vid}/{slug}?{q}"] = _vis_video(vid, slug, f"{title} ({q[-2:]})", files, [])
        pages[f"/transcript/{vid}"] = VIS.page(
            f"Transcript: {title}", f"<h1>Transcript</h1><p>1. Prepare the {e(title)} set-up.</p>"
        )
        pages[f"/materials/{vid}.pdf"] = pdf_file(
            f"Materials {vid}", "Name, Company, Catalog number"
        )
        pages[f"/pdf/{vid}.pdf"] = pdf_file(title, "VisMethods")
        pages[f"/cite/{vid}.ris"] = data(
            f"TY  - VIDEO\nTI  - {title}\n", "application/x-research-info-systems"
        )
        pages[f"/thumbs/{vid}.png"] = image(int(vid) % 50)
        for f in files:
            media[f"/v/{vid}/{f}"] = (
                data("WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n", "text/vtt")
                if f.endswith(".vtt")
                else binary(f, 4096)
            )
    pages["/v/59902/live-imaging-of-macrophages-in-zebrafish-fins"] = VIS.page(
        "Live Imaging of Macrophages in Zebrafish Fins", "<h1>Live imaging of macrophages</h1>"
    )
    return build([(VIS, pages), (VIS_MEDIA, media)])


def _vis_truth(rec: tuple[str, str, str, list[str], list[str]]) -> frozenset[str]:
    vid, slug, _t, files, langs = rec
    paths = [
        f"/v/{vid}/{slug}",
        f"/transcript/{vid}",
        f"/materials/{vid}.pdf",
        f"/pdf/{vid}.pdf",
        f"/cite/{vid}.ris",
    ]
    paths += [f"/v/{vid}/{slug}?{q}" for q in langs]
    return frozenset([VIS.url(p) for p in paths] + [VIS_MEDIA.url(f"/v/{vid}/{f}") for f in files])


# --- post-publication review forum (PubPeer-like) -----------------------------------------

PPR = Portal(
    "www.peerremarks.hx58.example",
    "PeerRemarks",
    menu=[
        ("/recent", "Recent"),
        ("/journals", "Journals"),
        ("/extensions", "Browser extension"),
        ("/about", "About"),
    ],
    footer=[
        ("/about", "About"),
        ("/guidelines", "Commenting guidelines"),
        ("/privacy", "Privacy"),
        ("/contact", "Contact"),
    ],
    title_format="{name} - {title}",
    skin="bar",
    login="/auth/login",
)


def _ppr_comment(n: int, who: str, text: str) -> str:
    return (
        f'<div class="comment" id="c{n}"><p class="who">#{n} {e(who)} commented</p>'
        f'<p>{text}</p><p class="tools">{a(f"/auth/login?next=/comments/{n}/reply", "Reply")}'
        f" {a('/guidelines#flag', 'Flag')}</p></div>"
    )


def ppr_sites() -> list[Site]:
    t1 = "Mitochondrial fission drives senescence in human fibroblasts"
    body1 = "".join(
        _ppr_comment(i, f"Hoya {w}", f"The western blot in Figure {i + 1} shows {w} banding.")
        for i, w in enumerate(["camphorifolia", "kerrii"], 1)
    )
    t2 = "Ketone bodies rescue memory deficits in a mouse model of Alzheimer's disease"
    body2 = "".join(
        _ppr_comment(
            i,
            f"Peer {i}" if i % 2 else "Author response",
            f"On panel {chr(64 + i)}: see also {a('/publications/5B1C0E7A2291F3', 'a related thread')} "
            f"and the {a('http://journal.cellpress.test/supp/S1550-4131(23)00112-7', 'publisher supplement')}"
            f' <img src="/uploads/c{i}.png" alt="annotated figure">',
        )
        for i in range(1, 9)
    )

    def thread(pid: str, title: str, journal: str, body: str) -> str:
        return PPR.page(
            title,
            f'<div class="publication" data-id="{pid}"><h1>{e(title)}</h1><p>'
            f"{a(f'/journals/{journal}', journal.replace('-', ' ').title())}, 2023. "
            f"{a(f'http://doi.test/10.58211/{pid.lower()}', 'doi:10.58211/' + pid.lower())}</p>"
            f"<p>{a('/auth/login?next=/subscribe', 'Subscribe to this thread')}</p>"
            f"<h2>Comments</h2>{body}</div>",
            aside="<h2>Other threads on this journal</h2>"
            + ul([("/publications/5B1C0E7A2291F3", "Hypoxia and HIF stabilisation in islets")]),
        )

    pages: dict[str, PageValue] = {
        "/publications/8F3A21C09B7E4D": thread("8F3A21C09B7E4D", t1, "aging-cell", body1),
        "/publications/A04D77E51C3B92": thread("A04D77E51C3B92", t2, "cell-metabolism", body2),
        "/publications/5B1C0E7A2291F3": PPR.page(
            "Hypoxia and HIF stabilisation in islets",
            "<h1>Hypoxia and HIF stabilisation in islets</h1>",
        ),
    }
    for i in range(1, 9):
        pages[f"/uploads/c{i}.png"] = image(i)
    return build([(PPR, pages)])


# --- biomedical blog network ------------------------------------------------------------------

BLOG = Portal(
    "www.benchsidenotes.hx58.example",
    "Benchside Notes",
    menu=[
        ("/category/cell-biology/", "Cell biology"),
        ("/category/clinic/", "Clinic"),
        ("/authors/", "Our bloggers"),
        ("/newsletter/", "Newsletter"),
    ],
    footer=[("/about/", "About"), ("/comment-policy/", "Comment policy"), ("/privacy", "Privacy")],
    title_format="{title} – {name}",
    skin="stack",
    login="/wp-login.php",
    search="/",
)


def _blog_post(
    path: str, title: str, author: str, paras: list[str], tags: list[str], series: str
) -> str:
    tag_links = ", ".join(a(f"/tag/{t}/", t) for t in tags)
    return BLOG.page(
        title,
        f'<article class="post hentry"><h1 class="entry-title">{e(title)}</h1>'
        f'<p class="byline">by {a(f"/author/{author}/", author.replace("-", " ").title())} '
        f"&middot; May 14, 2024</p>{series}"
        + "".join(f"<p>{p}</p>" for p in paras)
        + f'<p class="tags">Tags: {tag_links}</p></article><nav class="post-nav">'
        f"{a('/2024/05/crispr-screens-in-primary-t-cells/', 'Previous: CRISPR screens in T cells')}"
        f" {a('/2024/06/peer-review-of-preprints/', 'Next: Reviewing preprints')}</nav>"
        '<section id="comments"><h2>3 comments</h2><p>Great read! &mdash; J.</p>'
        '<form action="/wp-comments-post.php" method="post"><textarea name="comment"></textarea>'
        "<button>Post comment</button></form></section>",
        aside="<h2>Popular</h2>"
        + ul(
            [
                (
                    "/2023/11/the-replication-crisis-in-preclinical-oncology/",
                    "The replication crisis in preclinical oncology",
                )
            ]
        ),
        share_url=BLOG.url(path),
    )


BLOG1 = "/2024/05/organoids-are-not-mini-organs/"
BLOG2 = "/2024/05/sepsis-biomarkers-part-2-procalcitonin/"


def blog_sites() -> list[Site]:
    p1 = _blog_post(
        BLOG1,
        "Organoids are not mini-organs (and that is fine)",
        "maya-okafor",
        [
            "Brain organoids lack vasculature, and that shapes what they can tell us.",
            f"See the {a('http://journal.nature.test/articles/s41586-023-0001', 'original paper')}.",
        ],
        ["organoids", "stem-cells"],
        "",
    )
    series = (
        '<p class="series">Part 2 of a series: '
        f"{a('/2024/04/sepsis-biomarkers-part-1-lactate/', 'Part 1: lactate')} &middot; "
        f"{a('/2024/06/sepsis-biomarkers-part-3-presepsin/', 'Part 3: presepsin')}</p>"
    )
    p2 = _blog_post(
        BLOG2,
        "Sepsis biomarkers, part 2: procalcitonin",
        "tomas-reyes",
        [
            f"Procalcitonin-guided therapy shortened antibiotic courses in {a('http://trials.test/PRORATA', 'PRORATA')}.",
            f"A {a('http://www.medcalc.test/pct', 'calculator')} and the {a('http://guidelines.test/ssc-2021', 'SSC guideline')}.",
            '<iframe src="http://www.youtube.test/embed/pct-explainer" title="video"></iframe>',
            f"Disclosure: {a('/about/disclosures/', 'see our disclosures policy')}.",
        ],
        ["sepsis", "biomarkers", "critical-care", "antibiotics"],
        series,
    )
    pages: dict[str, PageValue] = {BLOG1: p1, BLOG2: p2}
    for path, t in (
        ("/2024/05/crispr-screens-in-primary-t-cells/", "CRISPR screens in primary T cells"),
        ("/2024/06/peer-review-of-preprints/", "Reviewing preprints"),
        ("/2023/11/the-replication-crisis-in-preclinical-oncology/", "The replication crisis"),
        ("/2024/04/sepsis-biomarkers-part-1-lactate/", "Sepsis biomarkers, part 1: lactate"),
        ("/2024/06/sepsis-biomarkers-part-3-presepsin/", "Sepsis biomarkers, part 3: presepsin"),
    ):
        pages[path] = BLOG.page(
            t, f'<article class="post"><h1>{e(t)}</h1><p>Post body.</p></article>'
        )
    return build([(BLOG, pages)])


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
    # A JoVE-like video article: the seed's JoVE row, Single Page+ with Ignored URIs.
    Case(
        "vis-neutrophil-swarming",
        "video methods journal (one rendition on a media CDN)",
        "single_hop",
        "single_page_plus_ignored",
        VIS.url(f"/v/{VIS1[0]}/{VIS1[1]}"),
        _vis_truth(VIS1),
        vis_sites,
        others=frozenset({VIS.url("/v/59902/live-imaging-of-macrophages-in-zebrafish-fins")}),
    ),
    Case(
        "vis-hippocampal-slices",
        "video methods journal (two renditions, subtitles, translated pages)",
        "single_hop",
        "single_page_plus_ignored",
        VIS.url(f"/v/{VIS2[0]}/{VIS2[1]}"),
        _vis_truth(VIS2),
        vis_sites,
        others=frozenset({VIS.url("/v/59902/live-imaging-of-macrophages-in-zebrafish-fins")}),
    ),
    # A PubPeer-like discussion thread: the seed's PubPeer/PubMed Commons rows, Single Page.
    Case(
        "ppr-mito-fission",
        "post-publication review forum (two comments)",
        "single_artifact_uri",
        "single_page",
        PPR.url("/publications/8F3A21C09B7E4D"),
        frozenset({PPR.url("/publications/8F3A21C09B7E4D")}),
        ppr_sites,
        others=frozenset({PPR.url("/publications/5B1C0E7A2291F3")}),
    ),
    Case(
        "ppr-ketone-memory",
        "post-publication review forum (eight comments, images, cross-thread links)",
        "single_artifact_uri",
        "single_page",
        PPR.url("/publications/A04D77E51C3B92"),
        frozenset({PPR.url("/publications/A04D77E51C3B92")}),
        ppr_sites,
        others=frozenset({PPR.url("/publications/5B1C0E7A2291F3")}),
    ),
    # A science blog post: the seed's ScienceBlogs/SciLogs rows, Single Page.
    Case(
        "blog-organoids",
        "biomedical blog network (short post)",
        "single_artifact_uri",
        "single_page",
        BLOG.url(BLOG1),
        frozenset({BLOG.url(BLOG1)}),
        blog_sites,
    ),
    Case(
        "blog-sepsis-series",
        "biomedical blog network (part of a series, many outbound links, embed)",
        "single_artifact_uri",
        "single_page",
        BLOG.url(BLOG2),
        frozenset({BLOG.url(BLOG2)}),
        blog_sites,
        others=frozenset(
            BLOG.url(p)
            for p in (
                "/2024/04/sepsis-biomarkers-part-1-lactate/",
                "/2024/06/sepsis-biomarkers-part-3-presepsin/",
            )
        ),
    ),
]
