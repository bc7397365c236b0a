"""Single-URI and single-hop portals: public lab-notebook blogs (single_page), bare
instrument acquisition reports (single_page_plus), and three figshare/Zenodo/SSRN-shaped
repositories whose landing page links the record's files next to the portal chrome
(single_page_plus_ignored)."""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, case

from ._kit import SHARE, binary, cif, jcamp, main, portal, text, ul

# --- public electronic lab notebook blog: one post is the whole artifact ---------------------
ELN = portal(
    "notes.flaskjournal.hx68.example",
    "FlaskJournal Open Notebooks",
    menu=(("/notebooks", "Notebooks"), ("/tags", "Tags"), ("/about", "About"), ("/help", "Help")),
)
ELN_POSTS = {
    "/nb/rlee/2025/03/grignard-attempt-4": (
        "Grignard attempt 4: magnesium activation with iodine",
        "grignard-attempt-3",
    ),
    "/nb/okafor/2025/06/suzuki-coupling-day-12-ligand-screen": (
        "Suzuki coupling day 12: ligand screen, 14 runs",
        "suzuki-coupling-day-11",
    ),
}
# The second post is busier: more tags, a related-entries sidebar and a gallery.
ELN_TAGS = {
    "/nb/rlee/2025/03/grignard-attempt-4": ["organometallic"],
    "/nb/okafor/2025/06/suzuki-coupling-day-12-ligand-screen": [
        "cross-coupling",
        "catalysis",
        "hte",
    ],
}
ELN_RELATED = {
    "/nb/okafor/2025/06/suzuki-coupling-day-12-ligand-screen": [
        "/nb/okafor/2025/05/boronic-ester-prep",
        "/nb/mendes/2025/06/pd-scavenger-comparison",
    ],
}


def eln_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for path, (title, prev) in ELN_POSTS.items():
        base = path.rsplit("/", 1)[0]
        author = path.split("/")[2]
        tags, related = ELN_TAGS[path], ELN_RELATED.get(path, [])
        # Neighbouring entries, tag pages, author page and comments feed are other things.
        body = main(
            f"<article><h1>{escape(title)}</h1><p class=by>by <a href='/people/{author}'>{author}</a>"
            f"</p><p>Procedure, observations and yields recorded inline; photos embedded.</p>"
            f"<img src='/media/{author}-flask.png' alt='flask'>"
            + "".join(
                f"<img src='/media/{author}-plate-{i}.png' alt='TLC plate {i}'>"
                for i in range(len(tags))
            )
            + "<p>Tags: "
            + " ".join(f"<a href='/tags/{t}'>{t}</a>" for t in tags)
            + "</p>"
            + (
                (
                    "<aside><h3>Related entries</h3>"
                    + ul([(r, r.rsplit("/", 1)[1]) for r in related])
                    + "</aside>"
                )
                if related
                else ""
            )
            + f"<nav class=pager><a href='{base}/{prev}'>Previous entry</a></nav>"
            + f"<section id=comments><h2>Comments (2)</h2><p>Nice result!</p>"
            f"<a href='/comments/feed?entry={path.rsplit('/', 1)[1]}'>Comments RSS</a></section></article>"
        )
        pages[path] = ELN.page(title, body, share=ELN.url(path))
        pages[f"{base}/{prev}"] = ELN.page("Previous entry", "<h1>Earlier entry</h1>")
        pages[f"/people/{author}"] = ELN.page(author, f"<h1>{author}</h1>")
        pages[f"/media/{author}-flask.png"] = Response.data(png(12, 12), "image/png")
        pages["/comments/feed"] = text("<rss></rss>", "application/rss+xml")
        for i in range(len(tags)):
            pages[f"/media/{author}-plate-{i}.png"] = Response.data(
                png(10, 10, (90, 160, 60)), "image/png"
            )
        for t in tags:
            pages[f"/tags/{t}"] = ELN.page(t, f"<h1>Tag: {t}</h1>")
        for r in related:
            pages[r] = ELN.page("Related entry", "<h1>Related entry</h1>")
    return [*ELN.sites(pages)]


def _eln_cases() -> list[Case]:
    out = []
    for n, (path, (_title, prev)) in enumerate(ELN_POSTS.items(), 1):
        base = path.rsplit("/", 1)[0]
        # Seed: a blog post is a Single Artifact URI -> Single Page; the pager, tags,
        # author and comment feed are the blog's, not the post's.
        out.append(
            case(
                f"eln-blog-{n}",
                "public lab notebook blog ("
                + ("single entry" if n == 1 else "entry with comments and pager")
                + ")",
                "single artifact URI",
                "single_page",
                ELN.url(path),
                [ELN.url(path)],
                eln_sites,
                others=[
                    ELN.url(f"{base}/{prev}"),
                    *[ELN.url(r) for r in ELN_RELATED.get(path, [])],
                ],
            )
        )
    return out


# --- bare acquisition report exported by spectrometer software: no chrome at all -------------
NMR_HOST = "nmr600.kinetilab-core.hx68.example"
RUNS = {
    "/runs/2025-02-11_0042/": ["fid.zip", "acqus.txt", "procpar.txt", "spectrum_1H.png"],
    "/runs/2025-04-30_0117/": [
        "fid.zip",
        "ser.zip",
        "acqus.txt",
        "acqu2s.txt",
        "procpar.txt",
        "pulseprogram.txt",
        "spectrum_HSQC.png",
        "peaklist.csv",
        "report.pdf",
    ],
}


def _nmr_file(name: str, run: str) -> Response:
    if name.endswith(".png"):
        return Response.data(png(16, 16, (200, 40, 40)), "image/png")
    if name.endswith(".pdf"):
        return Response.data(
            pdf("Acquisition report " + run, ["Bruker-style 600 MHz"]), "application/pdf"
        )
    if name.endswith(".zip"):
        return binary(f"PK{run}{name}")
    if name.endswith(".csv"):
        return text("ppm,intensity\n7.26,1.00\n3.31,0.42\n", "text/csv")
    return text(f"##$NS= 16\n##$SW= 20.0\n##$RUN= {run}\n")


def nmr_sites() -> list[Site]:
    site = Site(NMR_HOST)
    site.add(
        "/",
        "<!DOCTYPE html><html><head><title>nmr600 export</title></head><body>Index disabled</body></html>",
    )
    for path, files in RUNS.items():
        run = path.strip("/").split("/")[-1]
        rows = "".join(f"<tr><td><a href='{f}'>{f}</a></td></tr>" for f in files)
        site.add(
            path,
            Response.html(
                f"<!DOCTYPE html><html><head><title>Acquisition {run}</title></head><body>"
                f"<h1>Run {run}</h1><p>Probe: BBO 5 mm; temperature 298 K; operator: shared</p>"
                f"<img src='thumb.png' alt=''><table>{rows}</table>"
                f"<p>Generated by AcqView 4.2</p></body></html>"
            ),
        )
        site.add(path + "thumb.png", Response.data(png(6, 6), "image/png"))
        for f in files:
            site.add(path + f, _nmr_file(f, run))
    return [site]


def _nmr_cases() -> list[Case]:
    out = []
    for n, (path, files) in enumerate(RUNS.items(), 1):
        # Seed: Single Hop; the generated report has no menus or site links, so every link
        # is the run's own -> Single Page+ (no ignore list needed).
        entry = f"http://{NMR_HOST}{path}"
        out.append(
            case(
                f"nmr-run-{n}",
                "spectrometer acquisition report ("
                + ("1D run" if n == 1 else "2D run, many files")
                + ")",
                "single hop",
                "single_page_plus",
                entry,
                [entry, *[entry + f for f in files]],
                nmr_sites,
            )
        )
    return out


# --- single-hop repositories: landing page + files one hop away, chrome ignored --------------
# A record: (landing path, title, files as (absolute-or-path URL, body), export paths).
Record = tuple[str, str, list[tuple[str, PageValue]], list[str]]


def _repo_sites(
    host: str, name: str, dl_host: str | None, records: list[Record], featured: list[str]
) -> list[Site]:
    """The portal's landing pages; the homepage features `featured` records (other
    artifacts, so they land in the seed's ignored list as a real "recent uploads" box)."""
    home = (
        "<h1>"
        + escape(name)
        + "</h1><h2>Recent uploads</h2>"
        + ul([(f, "Record") for f in featured])
    )
    p = portal(host, name, home_main=home)
    pages: dict[str, PageValue] = {
        f: p.page("Featured record", "<h1>Featured record</h1>") for f in featured
    }
    dl = Site(dl_host) if dl_host else None
    for path, title, files, exports in records:
        flist = ul([(u, u.rsplit("/", 1)[-1]) for u, _ in files])
        cites = " ".join(f"<a href='{e}'>{e.rsplit('/', 1)[-1].upper()}</a>" for e in exports)
        body = main(
            f"<h1>{escape(title)}</h1><p class=authors>Deposited by the group; CC BY 4.0</p>"
            f"<h2>Files</h2>{flist}<h2>Cite</h2><p>Export citation: {cites}</p>"
            "<aside><h3>Metrics</h3><p>312 views · 41 downloads</p></aside>"
        )
        pages[path] = p.page(title, body + SHARE)
        for e in exports:
            pages[e] = text(f"@misc{{rec, title={{{title}}}}}\n", "application/x-bibtex")
        for u, value in files:
            if u.startswith("http://"):
                assert dl is not None
                dl.add(u.split(dl_host or "", 1)[1], value)
            else:
                pages[u] = value
    sites = [*p.sites(pages)]
    if dl is not None:
        dl.add("/", Response.html("<!DOCTYPE html><title>downloads</title><p>File service</p>"))
        sites.append(dl)
    return sites


def _repo_cases(
    prefix: str,
    kind: str,
    details: tuple[str, str],
    host: str,
    dl_host: str | None,
    records: list[Record],
    featured: list[str],
    build: Callable[[], list[Site]],
) -> list[Case]:
    out = []
    for n, (path, _title, files, exports) in enumerate(records, 1):
        origin = f"http://{host}"
        full = [u if u.startswith("http://") else origin + u for u, _ in files]
        # Seed (Figshare, Zenodo, SSRN, BioRxiv): Single Hop -> Single Page+ with Ignores;
        # files and citation exports are one hop away, the chrome and the homepage's
        # featured records are in the ignored list.
        out.append(
            case(
                f"{prefix}-{n}",
                f"{kind} ({details[n - 1]})",
                "single hop",
                "single_page_plus_ignored",
                origin + path,
                [origin + path, *full, *[origin + e for e in exports]],
                build,
                others=[origin + f for f in featured],
            )
        )
    return out


SPEC_HOST, SPEC_DL = "www.spectrumshelf.hx68.example", "ndl.spectrumshelf.hx68.example"
SPEC_RECORDS: list[Record] = [
    (
        "/articles/dataset/FTIR_spectra_of_ZIF-8_films/27114402",
        "FTIR spectra of ZIF-8 films",
        [(f"http://{SPEC_DL}/files/49630011", text(jcamp("ZIF-8 film A"), "chemical/x-jcamp-dx"))],
        ["/articles/27114402/export/bibtex"],
    ),
    (
        "/articles/dataset/Raman_and_UV-Vis_of_doped_TiO2_series/28800917",
        "Raman and UV-Vis of doped TiO2 series",
        [
            (
                f"http://{SPEC_DL}/files/5300{i}",
                text(jcamp(f"TiO2 sample {i}"), "chemical/x-jcamp-dx"),
            )
            for i in range(1, 7)
        ]
        + [(f"http://{SPEC_DL}/files/53009", binary("ziparchive", 512))],
        [
            "/articles/28800917/export/bibtex",
            "/articles/28800917/export/ris",
            "/articles/28800917/export/datacite",
        ],
    ),
]
SPEC_FEATURED = ["/articles/dataset/NMR_of_caffeine/11110001"]


def spec_sites() -> list[Site]:
    return _repo_sites(SPEC_HOST, "SpectrumShelf", SPEC_DL, SPEC_RECORDS, SPEC_FEATURED)


XTAL_HOST = "deposit.crystallarium.hx68.example"
XTAL_RECORDS: list[Record] = [
    (
        "/structures/XLM-2217405",
        "Bis(triphenylphosphine)palladium dichloride, 100 K",
        [("/structures/XLM-2217405/download/cif", text(cif("XLM2217405"), "chemical/x-cif"))],
        ["/structures/XLM-2217405/cite.ris"],
    ),
    (
        "/structures/XLM-2301188",
        "Cu-BTC framework, variable temperature series",
        [
            (f"/structures/XLM-2301188/download/{fmt}", text(cif(f"CuBTC_{fmt}"), "chemical/x-cif"))
            for fmt in ("cif", "fcf", "res", "hkl", "checkcif.pdf")
        ],
        ["/structures/XLM-2301188/cite.ris", "/structures/XLM-2301188/cite.bib"],
    ),
]
XTAL_FEATURED = ["/structures/XLM-1000001"]


def xtal_sites() -> list[Site]:
    return _repo_sites(XTAL_HOST, "Crystallarium", None, XTAL_RECORDS, XTAL_FEATURED)


PRE_HOST, PRE_DL = "www.chemprepub.hx68.example", "assets.chemprepub.hx68.example"
PRE_RECORDS: list[Record] = [
    (
        "/engage/item/66a1f0c2e7ccf7fd4b2c91aa",
        "A photoredox route to alpha-amino ketones",
        [
            (
                f"http://{PRE_DL}/item/66a1f0c2e7ccf7fd4b2c91aa/original/manuscript.pdf",
                Response.data(pdf("Photoredox", ["v1"]), "application/pdf"),
            )
        ],
        ["/engage/item/66a1f0c2e7ccf7fd4b2c91aa/citation.bib"],
    ),
    (
        "/engage/item/67b3aa01f2ddcb9e11d04f7e",
        "Machine-learned force fields for ionic liquids: benchmark and dataset",
        [
            (
                f"http://{PRE_DL}/item/67b3aa01f2ddcb9e11d04f7e/original/{f}",
                Response.data(pdf(f, ["preprint"]), "application/pdf"),
            )
            for f in ("manuscript.pdf", "supporting-information.pdf")
        ]
        + [
            (
                f"http://{PRE_DL}/item/67b3aa01f2ddcb9e11d04f7e/original/si-structures.zip",
                binary("xyzs", 400),
            )
        ],
        [
            "/engage/item/67b3aa01f2ddcb9e11d04f7e/citation.bib",
            "/engage/item/67b3aa01f2ddcb9e11d04f7e/citation.ris",
        ],
    ),
]
PRE_FEATURED = ["/engage/item/65000000aaaabbbbccccdddd"]


def pre_sites() -> list[Site]:
    return _repo_sites(PRE_HOST, "ChemPrePub", PRE_DL, PRE_RECORDS, PRE_FEATURED)


CASES: list[Case] = [
    *_eln_cases(),
    *_nmr_cases(),
    *_repo_cases(
        "spectra-repo",
        "spectra data repository",
        ("one JCAMP file", "seven files on a download host, three exports"),
        SPEC_HOST,
        SPEC_DL,
        SPEC_RECORDS,
        SPEC_FEATURED,
        spec_sites,
    ),
    *_repo_cases(
        "structure-deposit",
        "crystal structure deposition service",
        ("one CIF", "five formats, two exports"),
        XTAL_HOST,
        None,
        XTAL_RECORDS,
        XTAL_FEATURED,
        xtal_sites,
    ),
    *_repo_cases(
        "chem-preprint",
        "chemistry preprint server",
        ("manuscript only", "manuscript, SI and archive on an asset host"),
        PRE_HOST,
        PRE_DL,
        PRE_RECORDS,
        PRE_FEATURED,
        pre_sites,
    ),
]
