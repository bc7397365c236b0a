"""Data portals: a materials database (entry id in every URI), an observatory data release
and a chemistry dataset repository (both titled with the portal name around the dataset
title), a conference poster with its lightning talk, a Bioconductor-like package reached
through its short link, a conda channel and an Overleaf-like template."""

from __future__ import annotations

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import Response

from ._kit import Case, Hub, Portal, links

MENU = [("/search", "Search"), ("/docs", "Docs"), ("/about", "About")]
FOOT = [("/terms", "Terms"), ("/privacy", "Privacy"), ("/funding", "Funding")]
CASES_DATA: list[Case] = []


def _filler(h: Hub, paths: list[str]) -> None:
    for p in paths:
        h.page(p, p.strip("/").rsplit("/", 1)[-1] or "page", f"<h1>{p}</h1>")


# --- Materials database (Materials Project-like) --------------------------------------
MX = Hub(
    Portal(
        "next.materialsvault.hx16.example",
        "MaterialsVault",
        MENU,
        FOOT,
        title_format="{title} | MaterialsVault",
    )
)
MAPI = "http://api.materialsvault-data.hx16.example"
for _id, _f in (
    ("mv-4821", "LiFePO4 (Orthorhombic, Pnma, 62)"),
    ("mv-149", "Si (Cubic, Fd-3m, 227)"),
):
    _t = {
        MX.file(f"{MAPI}/materials/{_id}/structure?fmt=cif", f"data_{_id}\n", "chemical/x-cif"),
        MX.file(f"{MAPI}/materials/{_id}/structure?fmt=poscar", f"{_id}\n1.0\n", "text/plain"),
        MX.file(f"{MAPI}/materials/{_id}/bandstructure.json", '{"bands": []}', "application/json"),
        MX.page(f"/materials/{_id}/calculations", f"Calculations {_id}", "<h1>Tasks</h1>"),
    }
    _e = MX.page(
        f"/materials/{_id}",
        f"{_id}: {_f}",
        f"<h1>{_id}: {_f}</h1>"
        + links(
            [
                (f"{MAPI}/materials/{_id}/structure?fmt=cif", "CIF"),
                (f"{MAPI}/materials/{_id}/structure?fmt=poscar", "POSCAR"),
                (f"{MAPI}/materials/{_id}/bandstructure.json", "Band structure"),
                (f"/materials/{_id}/calculations", "Calculation details"),
                ("/materials/mv-19017", "Similar: mv-19017"),
                ("/apps/battery-explorer", "Battery explorer"),
            ]
        ),
    )
    _t.add(_e)
    _filler(MX, ["/materials/mv-19017", "/apps/battery-explorer"])
    # sig_uri (seed: GBIF): the material id is in every page and API download, on two
    # hosts; similar materials and apps are others/chrome.
    CASES_DATA.append(
        MX.case(
            f"materialsvault-{_id}",
            "Materials Project (material)",
            "Multi-Hop",
            "sig_uri",
            _e,
            _t,
            others=[MX.url("/materials/mv-19017")],
        )
    )

# --- Observatory data release: "DeepSky Archive | <release>" titles (OSF-like prefix) -
OB = Hub(
    Portal(
        "data.deepsky-obs.hx16.example",
        "DeepSky Archive",
        MENU,
        FOOT,
        title_format="DeepSky Archive | {title}",
        home_title="DeepSky Archive",
    )
)
OFILES = "http://dl.deepsky-obs-mirror.hx16.example"
for _rel, _ti, _parts in (
    ("dr3", "DeepSky Survey Data Release 3 photometric catalogue", 3),
    ("tdss-2", "Transient Deep Sky Survey second release: light curves", 2),
):
    _t = set()
    _fl = []
    for _i in range(_parts):
        _u = OB.file(
            f"{OFILES}/{_rel}/catalogue_part{_i}.ecsv",
            f"# %ECSV 1.0\n# title: {_ti}\nra,dec,mag\n",
            "text/plain",
        )
        _t.add(_u)
        _fl.append((_u, f"catalogue_part{_i}.ecsv"))
    _t.add(
        OB.file(
            f"{OFILES}/{_rel}/SHA256SUMS", f"# {_ti}\nab12  catalogue_part0.ecsv\n", "text/plain"
        )
    )
    _t.add(
        OB.file(f"{OFILES}/{_rel}/README.txt", f"{_ti}\n\nColumns: ra, dec, mag\n", "text/plain")
    )
    _fl += [
        (f"{OFILES}/{_rel}/SHA256SUMS", "SHA256SUMS"),
        (f"{OFILES}/{_rel}/README.txt", "README"),
    ]
    _t.add(OB.page(f"/releases/{_rel}/files", _ti, f"<h1>{_ti}</h1><h2>Files</h2>{links(_fl)}"))
    _t.add(OB.page(f"/releases/{_rel}/docs", _ti, f"<h1>{_ti}</h1><h2>Documentation</h2>"))
    _e = OB.page(
        f"/releases/{_rel}",
        _ti,
        f"<h1>{_ti}</h1><a href='/releases/{_rel}/files'>Files</a> "
        f"<a href='/releases/{_rel}/docs'>Documentation</a> "
        f"<a href='/releases'>All releases</a> <a href='/news/2026-dr3'>News</a>",
    )
    _t.add(_e)
    _filler(OB, ["/releases", "/news/2026-dr3"])
    # sig_filtered_title (seed: OSF, portal name prefixed to every title, the artifact
    # title in every page and file): the release title is on its pages and in the README,
    # the checksum file header and each ECSV header.
    CASES_DATA.append(
        OB.case(
            f"deepsky-{_rel}",
            "Observatory archive (data release)",
            "Multi-Hop",
            "sig_filtered_title",
            _e,
            _t,
        )
    )

# --- Chemistry dataset repository (Dataverse-like): title suffix -----------------------
CH = Hub(
    Portal(
        "dataverse.chemrepo.hx16.example",
        "ChemData Repository",
        MENU,
        FOOT,
        title_format="{title} | ChemData Repository",
        home_title="ChemData Repository",
    )
)
for _pid, _ti in (
    ("FK2/QX81ZM", "NMR spectra of marine natural products from Lissoclinum"),
    ("FK2/R0B7AA", "DFT reaction energies for CO2 hydrogenation on Cu alloys"),
):
    _q = f"persistentId=doi:10.70001/{_pid}"
    _t = set()
    for _n, _fid in (("spectra.zip", 401), ("metadata.csv", 402)):
        _dl = CH.file(
            CH.url(f"/api/access/datafile/{_fid}{_pid[-2:]}"),
            f"{_ti}\n",
            "application/octet-stream",
        )
        _t.add(_dl)
        _t.add(
            CH.page(
                f"/file.xhtml?fileId={_fid}{_pid[-2:]}&version=1.0",
                f"{_n} - {_ti}",
                f"<h1>{_n}</h1><p>{_ti}</p><a href='{_dl}'>Download</a>",
            )
        )
    _t.add(
        CH.page(
            f"/dataset.xhtml?{_q}&version=1.0&tab=versions", _ti, f"<h1>{_ti}</h1><p>Versions</p>"
        )
    )
    _e = CH.page(
        f"/dataset.xhtml?{_q}",
        _ti,
        f"<h1>{_ti}</h1>"
        + links(
            [
                (f"/file.xhtml?fileId=401{_pid[-2:]}&version=1.0", "spectra.zip"),
                (f"/file.xhtml?fileId=402{_pid[-2:]}&version=1.0", "metadata.csv"),
                (f"/dataset.xhtml?{_q}&version=1.0&tab=versions", "Versions"),
                ("/dataverse/marine-chem", "Marine chemistry collection"),
            ]
        ),
    )
    _t.add(_e)
    _filler(CH, ["/dataverse/marine-chem"])
    # sig_filtered_title (seed: Dataverse, filtered "starting from title end"): the
    # dataset title is on its pages and in its files; the collection is another artifact.
    CASES_DATA.append(
        CH.case(
            f"chemrepo-{_pid[-6:].lower()}",
            "Dataverse (chemistry dataset)",
            "Multi-Hop",
            "sig_filtered_title",
            _e,
            _t,
            others=[CH.url("/dataverse/marine-chem")],
        )
    )

# --- Conference poster + lightning talk (video on a media host) ---------------------
PS = Hub(Portal("posters.compbio-conf.hx16.example", "CompBio 2026 Posters", MENU, FOOT))
MEDIA = "http://media.compbio-conf-video.hx16.example"
for _n, _ti in (
    ("P-114", "Graph neural networks for enzyme commission prediction"),
    ("P-207", "Long-read assembly of a coral holobiont"),
):
    _t = {
        PS.file(PS.url(f"/files/{_n}.pdf"), pdf(_ti, ["poster"]), "application/pdf"),
        PS.file(f"{MEDIA}/talks/{_n}/lightning.mp4", b"\x00\x00\x00\x18ftypmp42", "video/mp4"),
        PS.file(f"{MEDIA}/talks/{_n}/lightning.vtt", "WEBVTT\n", "text/vtt"),
    }
    _e = PS.page(
        f"/poster/{_n}",
        _ti,
        f"<h1>{_ti}</h1>"
        + links(
            [
                (f"/files/{_n}.pdf", "Poster (PDF)"),
                (f"{MEDIA}/talks/{_n}/lightning.mp4", "Lightning talk"),
                (f"{MEDIA}/talks/{_n}/lightning.vtt", "Captions"),
                ("/session/3", "Session 3"),
                ("/poster/P-001", "Next poster"),
            ]
        ),
    )
    _t.add(_e)
    _filler(PS, ["/session/3", "/poster/P-001"])
    # single_page_plus_ignored (seed: JoVE videos / Figshare): poster PDF, talk video and
    # captions one hop from the poster page; the session and neighbouring posters are
    # others.
    CASES_DATA.append(
        PS.case(
            f"compbio-poster-{_n.lower()}",
            "Conference poster site (poster + talk)",
            "Single Hop",
            "single_page_plus_ignored",
            _e,
            _t,
            others=[PS.url("/poster/P-001"), PS.url("/session/3")],
        )
    )

# --- Bioconductor-like package, reached through the short link -----------------------
BC = Hub(Portal("www.biopkgs.hx16.example", "BioPkgs", MENU, FOOT))
_b = "/packages/release/bioc"
_t = {
    BC.file(BC.url(f"{_b}/src/contrib/ReefSeq_1.2.0.tar.gz"), b"\x1f\x8b", "application/gzip"),
    BC.file(
        BC.url(f"{_b}/vignettes/ReefSeq/inst/doc/ReefSeq.html"),
        "<title>ReefSeq</title>",
        "text/html",
    ),
    BC.file(BC.url(f"{_b}/manuals/ReefSeq/man/ReefSeq.pdf"), b"%PDF-1.4", "application/pdf"),
    BC.file(BC.url(f"{_b}/news/ReefSeq/NEWS"), "Changes in 1.2.0\n", "text/plain"),
}
BC_E = BC.page(
    f"{_b}/html/ReefSeq.html",
    "Bioconductor - ReefSeq",
    "<h1>ReefSeq</h1>"
    + links(
        [
            (f"{_b}/src/contrib/ReefSeq_1.2.0.tar.gz", "Source"),
            (f"{_b}/vignettes/ReefSeq/inst/doc/ReefSeq.html", "Vignette"),
            (f"{_b}/manuals/ReefSeq/man/ReefSeq.pdf", "Reference manual"),
            (f"{_b}/news/ReefSeq/NEWS", "NEWS"),
            ("/checkResults/release/bioc-LATEST/ReefSeq/", "Build report"),
            (f"{_b}/html/DESeq2.html", "Imports: DESeq2"),
        ]
    ),
    raw_title=True,
)
_t.add(BC_E)
BC.raw("/packages/ReefSeq", Response.redirect(BC_E, 301))
_filler(BC, ["/checkResults/release/bioc-LATEST/ReefSeq/", f"{_b}/html/DESeq2.html"])
# single_page_plus_ignored: as CRAN, landing page plus source, vignette, manual, NEWS one
# hop away; the entry is the short link (/packages/<name>) that redirects to the release
# page.  Build report: the build service's output, excluded (disputable).
CASES_DATA.append(
    BC.case(
        "biopkgs-reefseq",
        "Bioconductor (package)",
        "Single Hop",
        "single_page_plus_ignored",
        BC.url("/packages/ReefSeq"),
        _t,
        others=[BC.url(f"{_b}/html/DESeq2.html")],
        landing=BC_E,
    )
)

# --- Conda channel (anaconda.org-like): everything under /<channel>/<package> ---------
CD = Hub(Portal("anaconda.condashelf.hx16.example", "CondaShelf", MENU, FOOT))
_b = "/bioforge/pyhmmsearch"
_t = {
    CD.page(
        f"{_b}/files",
        "Files :: pyhmmsearch",
        "<h1>Files</h1>"
        + links(
            [
                (f"{_b}/3.4/download/noarch/pyhmmsearch-3.4-pyhdfd78af_0.conda", "noarch 3.4"),
                (f"{_b}/3.3/download/noarch/pyhmmsearch-3.3-pyhdfd78af_1.conda", "noarch 3.3"),
            ]
        ),
    ),
    CD.file(
        CD.url(f"{_b}/3.4/download/noarch/pyhmmsearch-3.4-pyhdfd78af_0.conda"),
        b"PK",
        "application/octet-stream",
    ),
    CD.file(
        CD.url(f"{_b}/3.3/download/noarch/pyhmmsearch-3.3-pyhdfd78af_1.conda"),
        b"PK",
        "application/octet-stream",
    ),
    CD.page(f"{_b}/badges", "Badges :: pyhmmsearch", "<h1>Badges</h1>"),
}
CD_E = CD.page(
    _b,
    "Pyhmmsearch :: Anaconda.org-like",
    "<h1>pyhmmsearch</h1>"
    f"<pre>conda install bioforge::pyhmmsearch</pre><a href='{_b}/files'>Files</a>"
    f" <a href='{_b}/badges'>Badges</a> <a href='/bioforge'>bioforge channel</a>"
    f" <a href='/bioforge/pyhmmsearch-cli'>pyhmmsearch-cli</a>",
    raw_title=True,
)
_t.add(CD_E)
_filler(CD, ["/bioforge", "/bioforge/pyhmmsearch-cli"])
# path_based (seed: GitLab-like, everything under the package path, one host).  Trap:
# pyhmmsearch-cli shares the string prefix.  Channel page: other.
CASES_DATA.append(
    CD.case(
        "condashelf-pyhmmsearch",
        "Anaconda.org (conda package)",
        "Multi-Hop",
        "path_based",
        CD_E,
        _t,
        others=[CD.url("/bioforge"), CD.url("/bioforge/pyhmmsearch-cli")],
    )
)

# --- Overleaf-like template gallery page ---------------------------------------------
OL = Hub(
    Portal(
        "www.texgarden.hx16.example", "TeXGarden", MENU, FOOT, title_format="{title} - TeXGarden"
    )
)
_t = {
    OL.file(
        OL.url("/latex/templates/agu-journal-template/zkvtqbdghmyc.pdf"),
        pdf("AGU journal template", ["preview"]),
        "application/pdf",
    ),
    OL.file(
        OL.url("/latex/templates/agu-journal-template/zkvtqbdghmyc.zip"), b"PK", "application/zip"
    ),
}
OL_E = OL.page(
    "/latex/templates/agu-journal-template/zkvtqbdghmyc",
    "AGU Journal Template",
    "<h1>AGU Journal Template</h1>"
    + links(
        [
            ("/latex/templates/agu-journal-template/zkvtqbdghmyc.pdf", "View PDF"),
            ("/latex/templates/agu-journal-template/zkvtqbdghmyc.zip", "Download source"),
            ("/project/new/template/28761?id=9912&templateName=AGU", "Open as template"),
            ("/gallery/tagged/earth-science", "Earth science"),
            ("/latex/templates/egu-copernicus-template/pqwmzzrnhdbk", "Similar"),
        ]
    ),
)
_t.add(OL_E)
_filler(
    OL,
    [
        "/project/new/template/28761",
        "/gallery/tagged/earth-science",
        "/latex/templates/egu-copernicus-template/pqwmzzrnhdbk",
    ],
)
# single_page_plus_ignored (seed: Figshare-like, files one hop away): preview PDF and
# source zip.  "Open as template" creates a new project for the visitor (not content).
CASES_DATA.append(
    OL.case(
        "texgarden-agu-template",
        "Overleaf (template)",
        "Single Hop",
        "single_page_plus_ignored",
        OL_E,
        _t,
        others=[OL.url("/latex/templates/egu-copernicus-template/pqwmzzrnhdbk")],
    )
)
