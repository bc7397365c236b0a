"""Portals whose artifact is one landing page plus the files it links one hop away
(package indexes, structure and sequence databases, preprint servers, posters, a
workflow registry with Signposting), and one-page leaderboard entries."""

from __future__ import annotations

from html import escape
from urllib.parse import quote

from keepnet.testweb.site import Response

from ._kit import Case, Hub, Portal, links, signposting

MENU = [("/browse", "Browse"), ("/help", "Help"), ("/about", "About")]
FOOT = [("/terms", "Terms of use"), ("/privacy", "Privacy"), ("/contact", "Contact")]


# meta generator per portal host (some portals announce their software, others do not)
GENERATOR: dict[str, str] = {}


def hub(host: str, name: str, *, generator: str = "", fmt: str = "{title} | {name}") -> Hub:
    if generator:
        GENERATOR[host] = generator
    return Hub(Portal(host, name, MENU, FOOT, title_format=fmt, home_title=name))


def landing(
    h: Hub,
    path: str,
    title: str,
    files: list[tuple[str, str, bytes | str]],
    others: list[str],
    *,
    extra: str = "",
    sign: bool = False,
) -> tuple[str, set[str]]:
    """A landing page at `path` linking its files (absolute URLs, any host) one hop away,
    the other artifacts in a "related" widget, a citation export and a stats tab (both
    portal-generated, not part of the artifact)."""
    urls = [h.file(u, body, ct) for u, ct, body in files]
    for o in others:
        if o.startswith(h.portal.origin):
            h.page(o[len(h.portal.origin) :], o.rsplit("/", 1)[-1], f"<h1>{o}</h1>")
    cite = "/cite?format=bibtex&for=" + quote(path, safe="")
    h.page(cite, "BibTeX", f"<pre>@misc{{{title}}}</pre>")
    h.page("/stats" + path, f"Usage statistics for {title}", "<h1>Views: 1,204</h1>")
    gen = GENERATOR.get(h.portal.host, "")
    head = f'<meta name="generator" content="{gen}">' if gen else ""
    headers = signposting(h.url(path), [(u, ct) for u, ct, _b in files]) if sign else ()
    entry = h.page(
        path,
        title,
        f"<h1>{title}</h1>{extra}<h2>Files</h2>{links([(u, u.rsplit('/', 1)[-1]) for u in urls])}"
        f"<p><a href='{escape(cite)}'>Cite (BibTeX)</a> "
        f"<a href='/stats{path}'>Statistics</a></p>"
        f"<aside><h3>Related</h3>{links([(o, o.rstrip('/').rsplit('/', 1)[-1]) for o in others])}</aside>",
        head=head,
        headers=headers,
    )
    return entry, {entry, *urls}


CASES_LANDING: list[Case] = []

# --- Python package index: release page on the index, distributions on a files CDN -----
WH = hub("pkgs.wheelhouse.hx16.example", "Wheelhouse", generator="warehouse-like 24.1")
WCDN = "http://files.wheelhouse-cdn.hx16.example/packages"
for _name, _ver, _other in (
    ("spectrafit", "2.3.1", "lmfit-lite"),
    ("pyhydrograph", "0.9.0", "spectrafit"),
):
    _e, _t = landing(
        WH,
        f"/project/{_name}/{_ver}/",
        f"{_name} {_ver}",
        [
            (f"{WCDN}/3f/a1/{_name}-{_ver}-py3-none-any.whl", "application/zip", b"PK\x03\x04"),
            (f"{WCDN}/9c/0d/{_name}-{_ver}.tar.gz", "application/gzip", b"\x1f\x8b\x08"),
        ],
        [WH.url(f"/project/{_other}/"), WH.url(f"/project/{_name}/0.1.0/")],
        extra="<p>pip install " + _name + "</p>",
    )
    # single_page_plus_ignored (seed: Zenodo/Figshare, non-web content one hop away): the
    # release page and its two distributions.  Other releases and other projects are
    # others; the BibTeX export and stats are portal-generated (disputable: excluded).
    CASES_LANDING.append(
        WH.case(
            f"wheelhouse-{_name}",
            "PyPI (release)",
            "Single Hop",
            "single_page_plus_ignored",
            _e,
            _t,
            others=[WH.url(f"/project/{_other}/"), WH.url(f"/project/{_name}/0.1.0/")],
        )
    )

# --- CRAN-like package page, sources and binaries on the same host ---------------------
CR = hub("cran.statpkgs.hx16.example", "The Comprehensive R Package Network")
for _name, _ver, _dep in (("fishtrawlR", "0.4.2", "sf"), ("phenoclimR", "1.1.0", "terra")):
    _base = f"/web/packages/{_name}"
    _e, _t = landing(
        CR,
        f"{_base}/index.html",
        f"CRAN: Package {_name}",
        [
            (CR.url(f"/src/contrib/{_name}_{_ver}.tar.gz"), "application/gzip", b"\x1f\x8b"),
            (CR.url(f"{_base}/{_name}.pdf"), "application/pdf", b"%PDF-1.4"),
            (CR.url(f"{_base}/vignettes/intro.html"), "text/html", f"<title>{_name}</title>"),
            (CR.url(f"/bin/windows/contrib/4.4/{_name}_{_ver}.zip"), "application/zip", b"PK"),
            (
                CR.url(f"/bin/macosx/big-sur-arm64/contrib/4.4/{_name}_{_ver}.tgz"),
                "application/gzip",
                b"\x1f\x8b",
            ),
        ],
        [CR.url(f"/web/packages/{_dep}/index.html")],
        extra=f"<p>Depends: <a href='/web/packages/{_dep}/index.html'>{_dep}</a></p>"
        f"<p><a href='/web/checks/check_results_{_name}.html'>CRAN checks</a></p>",
    )
    CR.page(f"/web/checks/check_results_{_name}.html", f"CRAN checks: {_name}", "<h1>OK</h1>")
    # single_page_plus_ignored: sources, manual, vignette and binaries are all one hop
    # from the index page, but not under one path (src/, bin/, web/packages/).  The check
    # results are CRAN's build-service output about the package, not part of it.
    CASES_LANDING.append(
        CR.case(
            f"cran-{_name.lower()}",
            "CRAN (package)",
            "Single Hop",
            "single_page_plus_ignored",
            _e,
            _t,
            others=[CR.url(f"/web/packages/{_dep}/index.html")],
        )
    )

# --- PDB-like structure entry: coordinates on a file server; one via a DOI ------------
PD = hub("www.proteinvault.hx16.example", "ProteinVault", fmt="{name}: {title}")
PFILES = "http://files.proteinvault-ftp.hx16.example/download"
PDOI = "http://doi.structdoi.hx16.example"
for _id, _t_, _doi in (
    ("7QZK", "Cryo-EM structure of a coral GFP-like chromoprotein", True),
    ("8B2M", "Crystal structure of PETase variant from a marine bacterium", False),
):
    _e, _t = landing(
        PD,
        f"/structure/{_id}",
        f"{_id} — {_t_}",
        [
            (f"{PFILES}/{_id}.cif", "chemical/x-mmcif", f"data_{_id}\n"),
            (f"{PFILES}/{_id}.pdb", "chemical/x-pdb", f"HEADER {_id}\n"),
            (f"{PFILES}/{_id}-sf.cif", "chemical/x-mmcif", f"data_r{_id}sf\n"),
            (PD.url(f"/validation/{_id}_full_validation.pdf"), "application/pdf", b"%PDF-1.4"),
        ],
        [PD.url("/structure/1EMA"), PD.url("/sequence/cluster/GFP")],
        extra=f"<p>DOI: 10.2210/pdb{_id.lower()}/pdb</p>",
    )
    if _doi:
        PD.put(f"{PDOI}/10.2210/pdb{_id.lower()}/pdb", Response.redirect(_e))
    # single_page_plus_ignored: the entry page and its coordinate, structure-factor and
    # validation files.  The related structure and the sequence cluster are others.
    CASES_LANDING.append(
        PD.case(
            f"proteinvault-{_id.lower()}",
            "RCSB PDB (structure)",
            "Single Hop",
            "single_page_plus_ignored",
            f"{PDOI}/10.2210/pdb{_id.lower()}/pdb" if _doi else _e,
            _t,
            others=[PD.url("/structure/1EMA"), PD.url("/sequence/cluster/GFP")],
            landing=_e if _doi else None,
        )
    )

# --- arXiv-like preprint: abstract, PDF, HTML rendering, source tarball ---------------
AX = hub("export.preprintarchive.hx16.example", "PreprintArchive", fmt="[{title}] {name}")
for _id, _ti in (
    ("2406.01234", "Equivariant graph networks for crystal property prediction"),
    ("2411.05678", "A differentiable ocean mixed-layer model"),
):
    _e, _t = landing(
        AX,
        f"/abs/{_id}v2",
        _ti,
        [
            (AX.url(f"/pdf/{_id}v2"), "application/pdf", b"%PDF-1.5"),
            (
                f"http://html.preprintarchive-render.hx16.example/html/{_id}v2",
                "text/html",
                f"<title>{_ti}</title><h1>{_ti}</h1>",
            ),
            (AX.url(f"/src/{_id}v2"), "application/gzip", b"\x1f\x8b"),
        ],
        [AX.url(f"/abs/{_id}v1"), AX.url("/list/cs.LG/recent")],
    )
    # single_page_plus_ignored (seed: bioRxiv/SSRN preprints).  Truth: abstract page, PDF,
    # HTML rendering (on a separate render host) and the TeX source.  v1 is a different
    # version with its own identifier: other.  Disputable: whether v1 belongs.
    CASES_LANDING.append(
        AX.case(
            f"preprintarchive-{_id}",
            "arXiv (preprint)",
            "Single Hop",
            "single_page_plus_ignored",
            _e,
            _t,
            others=[AX.url(f"/abs/{_id}v1"), AX.url("/list/cs.LG/recent")],
        )
    )

# --- Workflow registry with Signposting Link headers -----------------------------------
WF = hub("registry.flowhub.hx16.example", "FlowHub", generator="FlowHub 2.8")
for _n, _ti in (
    ("812", "nf-core-like variant calling (GATK4)"),
    ("1047", "Single-cell RNA-seq QC with Scanpy"),
):
    _e, _t = landing(
        WF,
        f"/workflows/{_n}",
        _ti,
        [
            (WF.url(f"/workflows/{_n}/ro_crate?version=3"), "application/zip", b"PK"),
            (WF.url(f"/workflows/{_n}/git/3/raw/main.nf"), "text/plain", "workflow {}"),
            (WF.url(f"/workflows/{_n}/diagram.svg?version=3"), "image/svg+xml", "<svg/>"),
        ],
        [WF.url("/workflows/77"), WF.url("/programmes/4")],
        sign=True,
    )
    # signposting: the landing page's Link header lists cite-as and every item, so the
    # boundary is declared by the portal.  Truth = landing + the items.
    CASES_LANDING.append(
        WF.case(
            f"flowhub-{_n}",
            "WorkflowHub (workflow)",
            "Single Hop",
            "signposting",
            _e,
            _t,
            others=[WF.url("/workflows/77"), WF.url("/programmes/4")],
        )
    )

# --- Benchmark leaderboard entry: one page -------------------------------------------
LB = hub("www.benchboard.hx16.example", "BenchBoard", generator="Django")
for _slug, _other in (
    ("matbench-dielectric/cgcnn-ens", "matbench-dielectric/megnet"),
    ("oceanbench-ssh/unet-4dvar", "oceanbench-ssh/oi-baseline"),
):
    _e = LB.page(
        f"/result/{_slug}",
        f"{_slug} result",
        f"<h1>{_slug}</h1><table><tr><td>MAE</td><td>0.271</td></tr></table>"
        f"<p>Paper: <a href='http://export.preprintarchive.hx16.example/abs/2406."
        f"01234v2'>preprint</a> · <a href='/result/{_other}'>compare</a> · "
        f"<a href='/benchmark/{_slug.split('/')[0]}'>full leaderboard</a></p>",
        head=f'<meta name="generator" content="{GENERATOR[LB.portal.host]}">',
    )
    LB.page(f"/result/{_other}", _other, f"<h1>{_other}</h1>")
    LB.page(f"/benchmark/{_slug.split('/')[0]}", "Leaderboard", "<h1>Leaderboard</h1>")
    # single_page (seed: discussion/blog-like single artifact URI): a result entry is one
    # page of numbers; the paper, the leaderboard and competing entries are other
    # artifacts.
    CASES_LANDING.append(
        LB.case(
            f"benchboard-{_slug.replace('/', '-')}",
            "Papers with Code (leaderboard result)",
            "Single Artifact URI",
            "single_page",
            _e,
            {_e},
            others=[LB.url(f"/result/{_other}"), LB.url(f"/benchmark/{_slug.split('/')[0]}")],
        )
    )
