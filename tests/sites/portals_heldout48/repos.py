"""Repositories of heldout48: a data-sharing repository, a concept-DOI repository, a
preprint server (all Single Hop: landing page, files one hop away, most on CDNs or object
stores), a signposted institutional repository, and a bare download mirror.

Each landing page is crowded with relations to *other* records (cited by, cites, more like
this, same author, newer version, part of collection): those are recorded as `others`.
"""

from __future__ import annotations

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, data

from ._kit import bare_site, blob, csv, mk, page, portal, sidebar, site, stub_record

# --- data-sharing repository (Figshare-like): Single Hop, Single Page+ with Ignores ---------

QF = portal(
    "share.quillfig.hx48.example",
    "Quillfig",
    [("/browse", "Browse"), ("/categories", "Categories"), ("/institutions", "Institutions")],
)
QCDN = "http://ndl.quillcdn.hx48.example"
QBUCKET = "http://vault.quillstore.hx48.example"
QF_A = QF.url("/articles/dataset/Soil_microbiome_counts_Lund_transect/20418811")
QF_A_FILES = [QCDN + "/files/36529901", QCDN + "/files/36529902"]
QF_A_EXPORTS = [QF.url(f"/export/20418811.{e}") for e in ("bib", "ris", "json")]
QF_A_OTHERS = [
    QF.url("/articles/thesis/Microbial_turnover_in_agricultural_soils/19000321"),
    QF.url("/articles/dataset/Soil_pH_series_Lund/20411102"),
    QF.url("/articles/figure/Transect_map/20418812"),
]
QF_B = QF.url("/articles/dataset/Glacier_melt_isotopes_2019_2023/31770045/2")
QF_B_FILES = [QCDN + f"/files/5550{i}" for i in range(1, 6)] + [
    QBUCKET + "/bundles/31770045_v2.zip"
]
QF_B_EXPORTS = [QF.url(f"/export/31770045v2.{e}") for e in ("bib", "ris", "xml", "json")]
QF_B_OTHERS = [
    QF.url("/articles/dataset/Glacier_melt_isotopes_2019_2023/31770045/3"),
    QF.url("/articles/dataset/Glacier_melt_isotopes_2019_2023/31770045/1"),
    QF.url("/articles/journal_contribution/Isotope_fractionation_in_meltwater/31001223"),
    QF.url("/articles/dataset/Snowpack_density_Svalbard/29800440"),
    QF.url("/articles/software/isofit_toolkit/30400101"),
    QF.url("/collections/Arctic_hydrology_data/6543210"),
]


def _qf_landing(
    title: str,
    doi: str,
    files: list[tuple[str, str]],
    exports: list[str],
    rel: list[tuple[str, str]],
    note: str = "",
) -> str:
    f = "".join(
        f'<div class="file-row"><span>{name}</span> <a class="dl" href="{u}">Download</a></div>'
        for u, name in files
    )
    ex = " ".join(f'<a href="{u}">{u.rsplit(".", 1)[1].upper()}</a>' for u in exports)
    return page(
        QF,
        title,
        f'{note}<div class="item-page"><h1 class="item-title">{title}</h1>'
        f'<p class="authors"><a href="/authors/Mara_Lind/55012">Mara Lind</a></p>'
        f'<p class="doi">DOI: {doi}</p><section class="files">{f}</section>'
        f'<p class="cite">Cite: {ex}</p>'
        f'<p class="license"><a href="http://creativecommons.test/licenses/by/4.0/">CC BY 4.0</a></p>'
        f"</div>{sidebar('Related content', rel)}",
        share=QF.url("/"),
    )


def _qf() -> list[Site]:
    a_rel = list(
        zip(
            QF_A_OTHERS,
            ["Cited by: thesis", "More like this: Soil pH", "Part of: transect map"],
            strict=True,
        )
    )
    b_rel = list(
        zip(
            QF_B_OTHERS,
            [
                "Version 3",
                "Version 1",
                "Is supplement to",
                "More like this",
                "Is derived from",
                "Part of collection",
            ],
            strict=True,
        )
    )
    pages: dict[str, str | Response | bytes] = {
        QF_A[len(QF.origin) :]: _qf_landing(
            "Soil microbiome counts, Lund transect",
            "10.5550/qf.20418811.v1",
            [(QF_A_FILES[0], "counts.csv"), (QF_A_FILES[1], "sample_sheet.csv")],
            QF_A_EXPORTS,
            a_rel,
        ),
        QF_B[len(QF.origin) :]: _qf_landing(
            "Glacier melt isotopes 2019-2023",
            "10.5550/qf.31770045.v2",
            [(u, u.rsplit("/", 1)[1]) for u in QF_B_FILES],
            QF_B_EXPORTS,
            b_rel,
            note=f'<div class="version-notice">A newer version is available: <a href="{QF_B_OTHERS[0]}">version 3</a></div>',
        ),
        "/authors/Mara_Lind/55012": page(QF, "Mara Lind", "<h1>Mara Lind</h1><p>12 items</p>"),
    }
    for u in QF_A_EXPORTS + QF_B_EXPORTS:
        pages[u[len(QF.origin) :]] = data("@misc{quillfig,\n title={...}}\n", "text/plain")
    for u in QF_A_OTHERS + QF_B_OTHERS:
        pages[u[len(QF.origin) :]] = stub_record(QF, u.rsplit("/", 2)[-2].replace("_", " "))
    cdn = {u[len(QCDN) :]: csv("site,taxon,count") for u in QF_A_FILES + QF_B_FILES[:5]}
    return [
        site(QF, pages),
        bare_site("ndl.quillcdn.hx48.example", cdn),
        bare_site(
            "vault.quillstore.hx48.example",
            {"/bundles/31770045_v2.zip": blob("zip", "application/zip")},
        ),
    ]


# --- concept-DOI repository (Zenodo-like): Single Hop, Single Page+ with Ignores -----------

ZN = portal(
    "deposit.zenolith.hx48.example",
    "Zenolith",
    [("/communities", "Communities"), ("/search?q=", "Search records"), ("/upload", "Upload")],
)
ZN_A = ZN.url("/records/884102")
ZN_A_TRUTH = [
    ZN.url("/records/884102/files/poster.pdf"),
    ZN.url("/records/884102/export/datacite-xml"),
    ZN.url("/records/884102/export/csl"),
]
ZN_A_OTHERS = [
    ZN.url("/records/884090"),
    ZN.url("/records/870001"),
    ZN.url("/communities/ecoacoustics"),
]
ZN_B = ZN.url("/records/1204471")
ZN_B_FILES = [
    ZN.url(f"/records/1204471/files/{n}")
    for n in ("model_weights.tar", "config.yaml", "eval_log.txt")
]
ZN_B_TRUTH = ZN_B_FILES + [
    "http://s3.zenolith-objects.hx48.example/rec-1204471/checkpoints.tar",
    ZN.url("/records/1204471/export/bibtex"),
    ZN.url("/records/1204471/export/datacite-json"),
    ZN.url("/records/1204471/export/dcat"),
]
ZN_B_OTHERS = [
    ZN.url("/records/1204470"),  # concept DOI landing: all versions
    ZN.url("/records/1199230"),  # v1
    ZN.url("/records/1201888"),  # v2
    ZN.url("/records/1210002"),  # v4, newer
    ZN.url("/records/1190005"),  # cites
    ZN.url("/records/1215555"),  # is cited by
    ZN.url("/records/1180303"),  # is derived from
]


def _zn_record(
    title: str,
    version: str,
    files: list[str],
    exports: list[str],
    versions: list[tuple[str, str]],
    rel: list[tuple[str, str]],
) -> str:
    rows = "".join(
        f'<tr><td>{u.rsplit("/", 1)[1]}</td><td><a href="{u}">Download</a></td></tr>' for u in files
    )
    exp = "".join(f"<option>{u.rsplit('/', 1)[1]}</option>" for u in exports)
    exp_links = " ".join(f'<a href="{u}">{u.rsplit("/", 1)[1]}</a>' for u in exports)
    return page(
        ZN,
        title,
        f'<div class="record"><span class="badge">Published {version}</span><h1>{title}</h1>'
        f'<table class="files">{rows}</table><div class="export"><select>{exp}</select>{exp_links}</div></div>'
        f"{sidebar('Versions', versions, 'versions')}{sidebar('Related works', rel)}",
    )


def _zn() -> list[Site]:
    pages: dict[str, str | Response | bytes] = {
        "/records/884102": _zn_record(
            "Dawn chorus recordings, Białowieża 2021 (poster)",
            "June 3, 2022 | Version 1",
            ZN_A_TRUTH[:1],
            ZN_A_TRUTH[1:],
            [],
            list(
                zip(
                    ZN_A_OTHERS,
                    [
                        "Is supplement to: recordings dataset",
                        "Is cited by",
                        "Community: Ecoacoustics",
                    ],
                    strict=True,
                )
            ),
        ),
        "/records/1204471": _zn_record(
            "Sparse-attention wildlife call classifier: trained model",
            "Version v3 | Concept DOI 10.5281/zl.1204470",
            ZN_B_TRUTH[:4],
            ZN_B_TRUTH[4:],
            list(
                zip(ZN_B_OTHERS[:4], ["View all versions", "v1", "v2", "v4 (newest)"], strict=True)
            ),
            list(zip(ZN_B_OTHERS[4:], ["Cites", "Is cited by", "Is derived from"], strict=True)),
        ),
    }
    for u in ZN_A_TRUTH + ZN_B_TRUTH[:3] + ZN_B_TRUTH[4:]:
        if u.startswith(ZN.origin):
            pages[u[len(ZN.origin) :]] = blob(u, "application/octet-stream")
    for u in ZN_A_OTHERS + ZN_B_OTHERS:
        pages.setdefault(u[len(ZN.origin) :], stub_record(ZN, "Record " + u.rsplit("/", 1)[1]))
    obj = {"/rec-1204471/checkpoints.tar": blob("tar", "application/x-tar")}
    return [site(ZN, pages), bare_site("s3.zenolith-objects.hx48.example", obj)]


# --- preprint server (bioRxiv/SSRN-like): Single Hop, Single Page+ with Ignores ------------

PX = portal(
    "www.preprintarium.hx48.example",
    "Preprintarium",
    [("/subjects", "Subject areas"), ("/submit", "Submit a manuscript"), ("/alerts", "Alerts")],
    title_format="{title} | {name}",
)
PX_CDN = "http://media.preprintcdn.hx48.example"
PX_A = PX.url("/content/2024.03.11.584402v1")
PX_A_TRUTH = [
    PX_A,
    PX.url("/content/2024.03.11.584402v1.full.pdf"),
    PX.url("/content/2024.03.11.584402v1.ris"),
    PX_CDN + "/supp/584402/media-1.xlsx",
]
PX_A_OTHERS = [PX.url("/content/2023.11.02.565511v2"), PX.url("/content/2024.01.20.576777v1")]
PX_B = PX.url("/content/2023.08.14.553018v3")
PX_B_TRUTH = [
    PX_B,
    PX.url("/content/2023.08.14.553018v3.full.pdf"),
    PX.url("/content/2023.08.14.553018v3.ris"),
    PX.url("/content/2023.08.14.553018v3.bib"),
    PX_CDN + "/supp/553018/media-1.pdf",
    PX_CDN + "/supp/553018/media-2.csv",
    PX_CDN + "/supp/553018/media-3.mp4",
]
PX_B_OTHERS = [
    PX.url("/content/2023.08.14.553018v2"),
    PX.url("/content/2023.08.14.553018v1"),
    PX.url("/content/2022.05.30.494011v1"),
    PX.url("/content/2024.02.02.578800v1"),
    PX.url("/content/2023.12.12.571100v2"),
]


def _px_page(
    title: str, truth: list[str], rel: list[tuple[str, str]], versions: list[tuple[str, str]]
) -> str:
    pdf, *rest = truth[1:]
    cites = [u for u in rest if u.startswith(PX.origin)]
    supp = [u for u in rest if not u.startswith(PX.origin)]
    return page(
        PX,
        title,
        f'<div class="highwire-article"><h1 id="page-title">{title}</h1>'
        f'<a class="pdf-link" href="{pdf}">Download PDF</a>'
        f'<div class="cite-tools">'
        + "".join(f'<a href="{u}">{u.rsplit(".", 1)[1]}</a> ' for u in cites)
        + "</div>"
        "<h2>Supplementary material</h2><ul>"
        + "".join(f'<li><a href="{u}">{u.rsplit("/", 1)[1]}</a></li>' for u in supp)
        + "</ul></div>"
        + sidebar("Previous versions", versions, "versions")
        + sidebar("Related articles", rel),
        share=truth[0],
    )


def _px() -> list[Site]:
    pages: dict[str, str | Response | bytes] = {
        PX_A[len(PX.origin) :]: _px_page(
            "Hippocampal replay during sleep spindles in mice",
            PX_A_TRUTH,
            list(zip(PX_A_OTHERS, ["Cited: replay review", "Same author"], strict=True)),
            [],
        ),
        PX_B[len(PX.origin) :]: _px_page(
            "A pan-genome of wild tomato relatives",
            PX_B_TRUTH,
            list(zip(PX_B_OTHERS[2:], ["Cites", "Cited by", "More like this"], strict=True)),
            list(zip(PX_B_OTHERS[:2], ["Version 2", "Version 1"], strict=True)),
        ),
    }
    for u in PX_A_TRUTH[1:] + PX_B_TRUTH[1:]:
        if u.startswith(PX.origin):
            pages[u[len(PX.origin) :]] = blob(
                u, "application/pdf" if u.endswith("pdf") else "text/plain"
            )
    for u in PX_A_OTHERS + PX_B_OTHERS:
        pages[u[len(PX.origin) :]] = stub_record(PX, "Preprint " + u.rsplit("/", 1)[1], "Preprint")
    cdn = {u[len(PX_CDN) :]: blob(u) for u in PX_A_TRUTH + PX_B_TRUTH if u.startswith(PX_CDN)}
    return [site(PX, pages), bare_site("media.preprintcdn.hx48.example", cdn)]


# --- signposted institutional repository: Signposting ----------------------------------------

SG = portal(
    "repo.kestrelrepo.hx48.example",
    "Kestrel Research Repository",
    [
        ("/browse/year", "Browse by year"),
        ("/browse/division", "Browse by division"),
        ("/deposit", "Deposit"),
    ],
)
SG_RESOLVER = "http://id.kestrelpid.hx48.example"
SG_A = SG.url("/id/eprint/4471/")
SG_A_TRUTH = [
    SG_A,
    SG.url("/id/eprint/4471/1/thesis_final.pdf"),
    SG.url("/cgi/export/eprint/4471/DC/kestrel-eprint-4471.txt"),
]
SG_A_OTHERS = [SG.url("/id/eprint/4470/"), SG.url("/id/eprint/3921/")]
SG_B_ENTRY = SG_RESOLVER + "/ark:/55021/k7x9q2"
SG_B = SG.url("/id/eprint/5210/")
SG_OBJ = "http://files.kestrelobj.hx48.example"
SG_B_TRUTH = [
    SG_B,
    SG_OBJ + "/eprint/5210/2/main.pdf",
    SG_OBJ + "/eprint/5210/3/replication_package.zip",
    SG_OBJ + "/eprint/5210/4/codebook.pdf",
    SG.url("/cgi/export/eprint/5210/DC/kestrel-eprint-5210.txt"),
    SG.url("/cgi/export/eprint/5210/JSON/kestrel-eprint-5210.js"),
]
SG_B_OTHERS = [
    SG.url("/id/eprint/5101/"),
    SG.url("/id/eprint/5209/"),
    SG.url("/id/eprint/4988/"),
    SG.url("/view/collections/panel-survey/"),
]


def _sg_landing(title: str, truth: list[str], cite: str, rel: list[tuple[str, str]]) -> Response:
    items = [u for u in truth[1:] if "/cgi/export/" not in u]
    meta = [u for u in truth[1:] if "/cgi/export/" in u]
    link = ", ".join(
        [f'<{cite}>; rel="cite-as"', '<http://orcid.test/0000-0002-1825-0097>; rel="author"']
        + [f'<{u}>; rel="item"; type="application/octet-stream"' for u in items]
        + [f'<{u}>; rel="describedby"; type="text/plain"' for u in meta]
        + ['<http://schema.test/ScholarlyArticle>; rel="type"']
    )
    body = page(
        SG,
        title,
        f'<div class="ep_summary_content"><h1>{title}</h1><table class="ep_block">'
        + "".join(f'<tr><td><a href="{u}">{u.rsplit("/", 1)[1]}</a></td></tr>' for u in items)
        + "</table><p>Export as "
        + " ".join(f'<a href="{u}">{u.split("/")[-2]}</a>' for u in meta)
        + "</p></div>"
        + sidebar("Related items in the repository", rel),
    )
    return Response.html(body, headers=[("Link", link)])


def _sg() -> list[Site]:
    pages: dict[str, str | Response | bytes] = {
        "/id/eprint/4471/": _sg_landing(
            "Coastal erosion narratives in Wadden Sea villages",
            SG_A_TRUTH,
            SG_A,
            list(zip(SG_A_OTHERS, ["Same author", "Also in: Geography theses"], strict=True)),
        ),
        "/id/eprint/5210/": _sg_landing(
            "Household energy poverty panel, waves 1-4",
            SG_B_TRUTH,
            SG_B_ENTRY,
            list(
                zip(
                    SG_B_OTHERS,
                    [
                        "Supersedes",
                        "Is part of: panel article",
                        "Is cited by",
                        "Part of collection",
                    ],
                    strict=True,
                )
            ),
        ),
        "/id/eprint/4471/1/thesis_final.pdf": blob("pdf", "application/pdf"),
    }
    for u in SG_A_TRUTH + SG_B_TRUTH:
        if "/cgi/export/" in u:
            pages[u[len(SG.origin) :]] = data("title: ...\ncreator: ...\n", "text/plain")
    for u in SG_A_OTHERS + SG_B_OTHERS:
        pages[u[len(SG.origin) :]] = stub_record(SG, "Item " + u.rstrip("/").rsplit("/", 1)[1])
    obj = {u[len(SG_OBJ) :]: blob(u) for u in SG_B_TRUTH if u.startswith(SG_OBJ)}
    resolver = {"/ark:/55021/k7x9q2": Response.redirect(SG_B, 302)}
    return [
        site(SG, pages),
        bare_site("files.kestrelobj.hx48.example", obj),
        bare_site("id.kestrelpid.hx48.example", resolver),
    ]


# --- bare download mirror (directory index, no chrome): Single Hop, Single Page+ ------------

MR_HOST = "ftp.ostramirror.hx48.example"
MR = "http://" + MR_HOST
MR_A = MR + "/pub/corpora/nordic-speech-1.2/"
MR_A_FILES = [MR_A + n for n in ("README.txt", "nordic-speech-1.2.tar.gz", "SHA256SUMS")]
MR_B = MR + "/pub/climate/reanalysis-lite/v4.1/"
MR_B_FILES = [MR_B + n for n in ("CHANGES.txt", "LICENSE.txt", "SHA256SUMS", "SHA256SUMS.asc")] + [
    f"http://eu.ostrabulk.hx48.example/reanalysis-lite/v4.1/part-{i:02d}.nc" for i in range(1, 5)
]


def _index(title: str, files: list[str]) -> str:
    rows = "".join(
        f'<tr><td><a href="{u}">{u.rsplit("/", 1)[1]}</a></td><td>2024-02-11 09:14</td><td>1.2M</td></tr>'
        for u in files
    )
    return (
        f"<!DOCTYPE html><html><head><title>Index of {title}</title></head><body><h1>Index of {title}</h1>"
        f"<table><tr><th>Name</th><th>Last modified</th><th>Size</th></tr>{rows}</table>"
        "<address>ostramirror/2.4 Server</address></body></html>"
    )


def _mr() -> list[Site]:
    pages: dict[str, str | Response | bytes] = {
        "/": "<!DOCTYPE html><html><head><title>Ostra mirror</title></head><body><h1>Ostra mirror</h1></body></html>",
        "/pub/corpora/nordic-speech-1.2/": _index("/pub/corpora/nordic-speech-1.2/", MR_A_FILES),
        "/pub/climate/reanalysis-lite/v4.1/": _index(
            "/pub/climate/reanalysis-lite/v4.1/", MR_B_FILES
        ),
    }
    for u in MR_A_FILES + MR_B_FILES[:4]:
        pages[u[len(MR) :]] = blob(u, "text/plain")
    bulk = {
        u[len("http://eu.ostrabulk.hx48.example") :]: blob(u, "application/x-netcdf")
        for u in MR_B_FILES[4:]
    }
    return [Site(MR_HOST, pages), bare_site("eu.ostrabulk.hx48.example", bulk)]


SPPI = "single_page_plus_ignored"
CASES: list[Case] = [
    # Figshare-shaped: the seed's table gives Single Page+ with Ignores (files and exports one hop).
    mk(
        "quillfig-soil",
        "data-sharing repository (dataset, CDN files, cited-by thesis)",
        "Single Hop",
        SPPI,
        QF_A,
        [QF_A, *QF_A_FILES, *QF_A_EXPORTS],
        _qf,
        QF_A_OTHERS,
    ),
    # Harder: a version page with a newer-version banner, a zip bundle on an object store.
    mk(
        "quillfig-glacier-v2",
        "data-sharing repository (version 2 of 3, object-store bundle)",
        "Single Hop",
        SPPI,
        QF_B,
        [QF_B, *QF_B_FILES, *QF_B_EXPORTS],
        _qf,
        QF_B_OTHERS,
    ),
    # Zenodo-shaped: Single Page+ with Ignores; the concept-DOI and sibling versions are other records.
    mk(
        "zenolith-poster",
        "concept-DOI repository (poster)",
        "Single Hop",
        SPPI,
        ZN_A,
        [ZN_A, *ZN_A_TRUTH],
        _zn,
        ZN_A_OTHERS,
    ),
    mk(
        "zenolith-model-v3",
        "concept-DOI repository (model v3 with concept DOI, 4 versions)",
        "Single Hop",
        SPPI,
        ZN_B,
        [ZN_B, *ZN_B_TRUTH],
        _zn,
        ZN_B_OTHERS,
    ),
    # bioRxiv/SSRN-shaped: Single Page+ with Ignores; supplements on a media CDN.
    mk(
        "preprintarium-replay",
        "preprint server (preprint with supplement)",
        "Single Hop",
        SPPI,
        PX_A,
        PX_A_TRUTH,
        _px,
        PX_A_OTHERS,
    ),
    mk(
        "preprintarium-pangenome-v3",
        "preprint server (v3 of 3, three supplements)",
        "Single Hop",
        SPPI,
        PX_B,
        PX_B_TRUTH,
        _px,
        PX_B_OTHERS,
    ),
    # The seed's Signposting: the Link header names the boundary (cite-as, item, describedby).
    mk(
        "kestrel-thesis",
        "signposted institutional repository (thesis)",
        "Multi-Hop",
        "signposting",
        SG_A,
        SG_A_TRUTH,
        _sg,
        SG_A_OTHERS,
    ),
    # Harder: entered through a persistent-identifier redirect; items on an object store.
    mk(
        "kestrel-panel",
        "signposted institutional repository (dataset via ARK, object-store items)",
        "Multi-Hop",
        "signposting",
        SG_B_ENTRY,
        SG_B_TRUTH,
        _sg,
        SG_B_OTHERS,
        landing=SG_B,
    ),
    # A chrome-less directory index: every link is a file, so plain Single Page+ is exact.
    mk(
        "ostra-speech",
        "download mirror (directory index)",
        "Single Hop",
        "single_page_plus",
        MR_A,
        [MR_A, *MR_A_FILES],
        _mr,
    ),
    mk(
        "ostra-reanalysis",
        "download mirror (index with parts on a bulk mirror)",
        "Single Hop",
        "single_page_plus",
        MR_B,
        [MR_B, *MR_B_FILES],
        _mr,
    ),
]
