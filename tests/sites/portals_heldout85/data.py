"""heldout85 data portals: an OEIS-like integer-sequence database, an LMFDB-like database
of elliptic curves, a Dataverse-like mathematics data repository and a Code-Ocean-like
compute-capsule platform.
"""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, bibtex, cookie_banner, finish, head, text_file, ul

# --- OEIS-like integer-sequence database ---------------------------------------------------

SQ = Portal(
    host="seq.intseq-registry.hx85.example",
    name="The Registry of Integer Sequences",
    menu=[
        ("/", "Search"),
        ("/recent", "Recent additions"),
        ("/wiki/Welcome", "Wiki"),
        ("/submit", "Contribute"),
        ("/Sbook", "Style sheet"),
    ],
    footer=[
        ("/donate", "Donate"),
        ("/wiki/Contributors", "Contributors"),
        ("/wiki/Terms", "License: CC BY-SA 4.0"),
        ("/privacy", "Privacy"),
    ],
    title_format="{title} - RIS",
    home_title="The Registry of Integer Sequences (RIS)",
)


def _sq_entry(
    anum: str,
    name: str,
    terms: str,
    files: list[tuple[str, str]],
    xrefs: list[str],
    author: str,
    history_pages: int,
) -> dict[str, PageValue]:
    """The entry /Annnnnn, its own views and files under /Annnnnn/ and its history."""
    views = [
        (f"/{anum}/list", "list"),
        (f"/{anum}/graph", "graph"),
        (f"/{anum}/internal", "internal format"),
        (f"/{anum}/history", "history"),
    ]
    xr = ", ".join(a(f"/{x}", x) for x in xrefs)
    main = f"""<table class="seq"><tr><td class="anum">{a(f"/{anum}", anum)}</td>
<td class="name">{name}</td></tr><tr><td colspan="2"><tt>{terms}</tt></td></tr></table>
<p class="views">{" | ".join(a(h, t) for h, t in views)}</p>
<dl><dt>OFFSET</dt><dd>0,3</dd><dt>LINKS</dt><dd>{ul(files)}</dd>
<dt>CROSSREFS</dt><dd>Cf. {xr}.</dd>
<dt>KEYWORD</dt><dd>{a("/search?q=keyword:nonn", "nonn")}</dd>
<dt>AUTHOR</dt><dd>{a(f"/wiki/User:{author.replace(' ', '_')}", author)}</dd></dl>
<p>{a(f"/search?q={anum}&fmt=text", "Search for this sequence in text format")}</p>"""
    pages: dict[str, PageValue] = {
        f"/{anum}": SQ.page(
            f"{anum} - {name}", main, head=head("stats.ris-counter.test", "cdn.ris-fonts.test")
        )
    }
    for path, label in files:
        if path.endswith(".txt"):
            pages[path] = text_file(
                f"# {anum} {label}\n" + "\n".join(f"{i} {i * i}" for i in range(20))
            )
    back = f"<p>{a(f'/{anum}', f'Back to {anum}')}</p>"
    pages[f"/{anum}/list"] = SQ.page(
        f"{anum} list", f"<h1>{anum} list</h1><pre>{terms}</pre>{back}"
    )
    pages[f"/{anum}/graph"] = SQ.page(
        f"{anum} graph", f'<h1>{anum} graph</h1><img src="/{anum}/graph.png" alt="">{back}'
    )
    pages[f"/{anum}/internal"] = SQ.page(
        f"{anum} internal", f"<pre>%I {anum}\n%S {anum} {terms}\n%N {anum} {name}</pre>{back}"
    )
    for i in range(history_pages):
        suffix = "" if i == 0 else f"?start={10 * i}"
        nxt = (
            a(f"/{anum}/history?start={10 * (i + 1)}", "older changes")
            if i + 1 < history_pages
            else ""
        )
        pages[f"/{anum}/history{suffix}"] = SQ.page(
            f"{anum} history",
            f"<h1>History of {anum}</h1><ol><li>Edited by {author}</li>"
            f"<li>Approved</li></ol><p>{nxt}</p>{back}",
        )
    return pages


def _sq_site() -> list[Site]:
    pages = _sq_entry(
        "A361447",
        "Number of self-avoiding rook paths on an n X 3 board.",
        "1, 4, 24, 140, 816, 4756, 27720, 161564",
        [("/A361447/b361447.txt", "Table of n, a(n) for n = 0..500")],
        ["A000045", "A001333"],
        "Ines Mbeki",
        1,
    )
    pages.update(
        _sq_entry(
            "A372058",
            "Primes p such that p^2 + p + 41 is also prime.",
            "2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 37, 43",
            [
                ("/A372058/b372058.txt", "Table of n, a(n) for n = 1..10000"),
                ("/A372058/a372058.txt", "Table of n, a(n) for n = 1..250000 (compressed)"),
                ("/A372058/a372058.gp.txt", "PARI/GP program"),
                ("http://mathworld.wolfram-mirror.test/EulerPrime.html", "MathWorld, Euler prime"),
            ],
            ["A005846", "A000040", "A372059"],
            "Ravi Subramanian",
            3,
        )
    )
    return [finish(SQ, pages)]


def _sq_truth(anum: str, files: list[str], history_pages: int) -> list[str]:
    own = [f"/{anum}", *files, *(f"/{anum}/{v}" for v in ("list", "graph", "internal"))]
    own += [f"/{anum}/history"] + [
        f"/{anum}/history?start={10 * i}" for i in range(1, history_pages)
    ]
    return [SQ.url(p) for p in own]


# --- LMFDB-like database of elliptic curves ---------------------------------------------

EC = Portal(
    host="db.arith-objects-atlas.hx85.example",
    name="AOA",
    menu=[
        ("/L/", "L-functions"),
        ("/ModularForm/", "Modular forms"),
        ("/EllipticCurve/Q/", "Elliptic curves"),
        ("/NumberField/", "Number fields"),
        ("/knowledge/", "Knowledge"),
    ],
    footer=[
        ("/acknowledgment", "Acknowledgments"),
        ("/citation", "How to cite"),
        ("/contact", "Contact"),
        ("/privacy", "Privacy"),
        ("http://forge.devhost.test/aoa/aoa", "Source code"),
    ],
    title_format="AOA - {title}",
    home_title="AOA - The Atlas of Arithmetic Objects",
)
EC_LANGS = ("sage", "magma", "gp")


def _ec_curve(cond: int, cls: str, n: int, eqn: str) -> dict[str, PageValue]:
    base = f"/EllipticCurve/Q/{cond}/{cls}/{n}"
    dl = " ".join(a(f"{base}/download/{lang}", lang) for lang in EC_LANGS)
    main = f"""<h1>Elliptic curve {cond}.{cls}{n}</h1><p class="eqn">{eqn}</p>
<p>{a(f"/EllipticCurve/Q/{cond}/{cls}/", f"Isogeny class {cond}.{cls}")} ·
{a(f"/L/EllipticCurve/Q/{cond}/{cls}/", "L-function")} ·
{a("/knowledge/show/ec.q.torsion_subgroup", "torsion")}</p><p>Download: {dl}</p>"""
    pages: dict[str, PageValue] = {base: EC.page(f"Elliptic curve {cond}.{cls}{n}", main)}
    for lang in EC_LANGS:
        pages[f"{base}/download/{lang}"] = text_file(
            f"// {lang} code for {cond}.{cls}{n}\nE = {eqn}\n"
        )
    return pages


def _ec_class(cond: int, cls: str, curves: list[str], data: bool) -> dict[str, PageValue]:
    base = f"/EllipticCurve/Q/{cond}/{cls}/"
    rows = "".join(
        f"<tr><td>{a(f'{base}{i}', f'{cond}.{cls}{i}')}</td><td>{e}</td></tr>"
        for i, e in enumerate(curves, 1)
    )
    dl = " ".join(a(f"{base}download/{lang}", lang) for lang in EC_LANGS)
    extra = f"<p>{a(f'{base}data', 'Underlying data (JSON)')}</p>" if data else ""
    main = f"""<h1>Isogeny class {cond}.{cls}</h1><table class="ntdata">{rows}</table>
<p>Code to compute the class: {dl}</p>{extra}
<aside><h2>Related objects</h2>{
        ul(
            [
                (f"/L/EllipticCurve/Q/{cond}/{cls}/", "L-function"),
                (f"/ModularForm/GL2/Q/holomorphic/{cond}/2/a/a/", "Modular form"),
                (f"/EllipticCurve/Q/?conductor={cond}", f"Curves of conductor {cond}"),
            ]
        )
    }</aside>{cookie_banner()}"""
    pages: dict[str, PageValue] = {
        base: EC.page(
            f"Isogeny class {cond}.{cls}",
            main,
            head=head("ga.aoa-analytics.test", "cdn.aoa-mathjax.test"),
        )
    }
    for lang in EC_LANGS:
        pages[f"{base}download/{lang}"] = text_file(f"// {lang}: isogeny class {cond}.{cls}\n")
    if data:
        pages[f"{base}data"] = text_file(
            f'{{"label": "{cond}.{cls}", "curves": {len(curves)}}}\n', "application/json"
        )
    for i, e in enumerate(curves, 1):
        pages.update(_ec_curve(cond, cls, i, e))
    return pages


EC_A = (1370, "b", ["y^2+xy=x^3-x^2-120x+500", "y^2+xy=x^3-x^2-2000x+34000"], False)
EC_B = (
    2310,
    "q",
    [
        "y^2+xy+y=x^3-x^2-14x+29",
        "y^2+xy+y=x^3-x^2-244x+1409",
        "y^2+xy+y=x^3-x^2-3894x+94469",
        "y^2+xy+y=x^3-x^2+16x+185",
    ],
    True,
)


def _ec_site() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for cond, cls, curves, data in (EC_A, EC_B):
        pages.update(_ec_class(cond, cls, curves, data))
    return [finish(EC, pages)]


def _ec_truth(cond: int, cls: str, curves: list[str], data: bool) -> list[str]:
    base = f"/EllipticCurve/Q/{cond}/{cls}/"
    own = [base, *(f"{base}download/{lang}" for lang in EC_LANGS)]
    own += [f"{base}data"] if data else []
    for i in range(1, len(curves) + 1):
        own += [f"{base}{i}", *(f"{base}{i}/download/{lang}" for lang in EC_LANGS)]
    return [EC.url(p) for p in own]


# --- Dataverse-like mathematics data repository ----------------------------------------
# The site name ends every title; the seed's Dataverse row filters it from the title's end.

DV = Portal(
    host="data.mathdata-verse.hx85.example",
    name="MathDataVerse",
    menu=[
        ("/dataverse/root", "Browse"),
        ("/dataverse/root?q=&types=datasets", "Datasets"),
        ("/guides/user", "User guide"),
        ("/loginpage.xhtml", "Log in"),
    ],
    footer=[
        ("/terms", "Terms of use"),
        ("/privacy", "Privacy"),
        ("/accessibility", "Accessibility"),
        ("http://project.dataverse-software.test/", "Powered by Dataverse"),
    ],
    title_format="{title} - MathDataVerse",
    home_title="Browse all data - MathDataVerse",
)
DV_HEAD = head("matomo.mdv-stats.test", "cdn.primefaces-mirror.test")


def _dv_dataset(
    doi: str,
    title: str,
    authors: list[str],
    files: list[tuple[str, int, str]],
    versions: list[str],
    per_page: int,
    related: list[tuple[str, str]],
) -> dict[str, PageValue]:
    """A dataset page (files tab paginated), its file pages, downloads, exports, versions.
    Every member shows the dataset title; downloads are text files that carry it too."""
    pid = f"doi:{doi}"
    ds = f"/dataset.xhtml?persistentId={pid}"
    cite = f"{'; '.join(authors)}, 2025, &quot;{title}&quot;, {a('https://doi.org/' + doi, 'https://doi.org/' + doi)}, MathDataVerse, V{len(versions)}"
    exports = [
        (f"/api/datasets/export?exporter={e}&persistentId={pid}", label)
        for e, label in (("dataverse_json", "JSON"), ("ddi", "DDI"), ("Datacite", "DataCite"))
    ]
    chunks = [files[i : i + per_page] for i in range(0, len(files), per_page)]
    pages: dict[str, PageValue] = {}
    for n, chunk in enumerate(chunks, 1):
        rows = "".join(
            f"<tr><td>{a(f'/file.xhtml?persistentId={pid}/{fid}', name)}</td>"
            f"<td>{a(f'/api/access/datafile/{num}', 'Download')}</td></tr>"
            for name, num, fid in chunk
        )
        pager = " ".join(
            a(f"{ds}&tab=files&page={k}", str(k)) for k in range(1, len(chunks) + 1) if k != n
        )
        vers = ul([(f"{ds}&version={v}", f"Version {v}") for v in versions], "versions")
        main = f"""<div class="dataset"><h1>{title}</h1><p class="citation">{cite}</p>
<div class="btn-group">{a(f"/api/datasets/:persistentId/citation?persistentId={pid}&format=bibtex", "Cite Dataset: BibTeX")}
<div class="dropdown"><h3>Export Metadata</h3>{ul(exports)}</div>
{a(f"/dataset.xhtml?persistentId={pid}&action=contact", "Contact Owner")}
{a("/dataverse/combinatorics", "Combinatorics Dataverse")}</div>
<h2>Files</h2><table>{rows}</table><p class="pager">{pager}</p>
<h2>Versions</h2>{vers}<h2>Related</h2>{ul(related)}</div>{cookie_banner()}"""
        page = DV.page(title, main, head=DV_HEAD)
        pages[f"{ds}&tab=files&page={n}"] = page
        if n == 1:
            pages[ds] = page
    for name, num, fid in files:
        pages[f"/file.xhtml?persistentId={pid}/{fid}"] = DV.page(
            f"{name} - {title}",
            f"<h1>{name}</h1><p>Part of dataset: {a(ds, title)}</p>"
            f"<p>{a(f'/api/access/datafile/{num}', 'Download file')}</p>",
        )
        pages[f"/api/access/datafile/{num}"] = text_file(
            f"# {title}\n# file {name}\n" + "\n".join(f"{i},{i * 7 % 11}" for i in range(12)),
            "text/csv; charset=utf-8",
        )
    for e, _label in (("dataverse_json", ""), ("ddi", ""), ("Datacite", "")):
        pages[f"/api/datasets/export?exporter={e}&persistentId={pid}"] = text_file(
            f'{{"exporter": "{e}", "title": "{title}", "pid": "{pid}"}}\n', "application/json"
        )
    pages[f"/api/datasets/:persistentId/citation?persistentId={pid}&format=bibtex"] = bibtex(
        doi.rsplit("/", 1)[1], "data", title=title, author=" and ".join(authors), doi=doi
    )
    for v in versions:
        pages[f"{ds}&version={v}"] = DV.page(
            title,
            f"<h1>{title}</h1><p>Version {v} of this dataset.</p><p>{a(ds, 'Latest version')}</p>",
        )
    return pages


DV1 = (
    "10.70155/MDV/QX3KLP",
    "Census of Latin Squares of Order 11",
    ["Halvorsen, Siri", "Mukherjee, Arnab"],
    [("isotopy_classes.csv", 5521, "A1B2C3"), ("README.txt", 5522, "D4E5F6")],
    ["1.0"],
    10,
    [("/dataset.xhtml?persistentId=doi:10.70155/MDV/LS10AB", "Latin squares of order 10")],
)
DV2 = (
    "10.70155/MDV/7HRT2Z",
    "Hadamard Matrices of Order 32 up to Equivalence",
    ["Okonjo, Emeka", "Brandvold, Kari", "Zhou, Lin"],
    [
        ("classes_part1.csv", 6101, "H32P01"),
        ("classes_part2.csv", 6102, "H32P02"),
        ("classes_part3.csv", 6103, "H32P03"),
        ("invariants.csv", 6104, "H32INV"),
        ("README.md", 6105, "H32RDM"),
    ],
    ["1.0", "1.1", "2.0"],
    2,
    [("/dataset.xhtml?persistentId=doi:10.70155/MDV/HD28QQ", "Hadamard matrices of order 28")],
)


def _dv_site() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for spec in (DV1, DV2):
        pages.update(_dv_dataset(*spec))
    return [finish(DV, pages)]


def _dv_truth(spec: tuple[object, ...]) -> list[str]:
    doi, _title, _authors, files, versions, per_page, _rel = spec
    assert isinstance(files, list) and isinstance(versions, list) and isinstance(per_page, int)
    pid = f"doi:{doi}"
    ds = f"/dataset.xhtml?persistentId={pid}"
    n_pages = (len(files) + per_page - 1) // per_page
    # the pager links every other page, page 1 included, only when there are several
    own = [ds] + (
        [f"{ds}&tab=files&page={k}" for k in range(1, n_pages + 1)] if n_pages > 1 else []
    )
    for _name, num, fid in files:
        own += [f"/file.xhtml?persistentId={pid}/{fid}", f"/api/access/datafile/{num}"]
    own += [
        f"/api/datasets/export?exporter={e}&persistentId={pid}"
        for e in ("dataverse_json", "ddi", "Datacite")
    ]
    own.append(f"/api/datasets/:persistentId/citation?persistentId={pid}&format=bibtex")
    own += [f"{ds}&version={v}" for v in versions]
    return [DV.url(p) for p in own]


# --- Code-Ocean-like compute capsules ---------------------------------------------------
# "CapsuleRun | " starts every title, as "OSF | " does in the seed's OSF example.

CR = Portal(
    host="app.capsulerun-compute.hx85.example",
    name="CapsuleRun",
    menu=[
        ("/explore", "Explore capsules"),
        ("/journals", "For journals"),
        ("/pricing", "Pricing"),
        ("/docs", "Docs"),
    ],
    footer=[
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("/status", "Status"),
        ("http://chat.capsule-community.test/", "Community chat"),
    ],
    title_format="CapsuleRun | {title}",
    home_title="CapsuleRun | Home",
)
CR_HEAD = head("segment.capsulerun-metrics.test", "cdn.capsulerun-static.test")


def _cr_capsule(
    cid: str,
    title: str,
    files: list[tuple[str, str]],
    runs: list[str],
    paper: str,
) -> dict[str, PageValue]:
    """A capsule page, its file pages (/f/<guid>/) with downloads, its runs and metadata:
    every one of them shows the capsule title."""
    crumbs = f'<p class="crumbs">{a(f"/c/{cid}/", title)}</p>'
    flist = ul([(f"/f/{g}/", name) for name, g in files], "files")
    rlist = ul([(f"/runs/{r}/", f"Reproducible run {r}") for r in runs], "runs")
    main = f"""<div class="capsule"><h1>{title}</h1>
<p class="badges">Reproducible · {a(paper, "Published paper")}</p>
<div class="actions">{a(f"/c/{cid}/duplicate", "Duplicate")} {a(f"/c/{cid}/metadata?format=datacite", "Export metadata")}
{a("/login?next=/c/" + cid, "Sign in to run")}</div>
<h2>Files</h2>{flist}<h2>Runs</h2>{rlist}
<aside><h2>Related capsules</h2>{a("/c/q2q2q/", "Lattice sieving on GPUs")}</aside></div>
{cookie_banner()}"""
    pages: dict[str, PageValue] = {f"/c/{cid}/": CR.page(title, main, head=CR_HEAD)}
    pages[f"/c/{cid}/metadata?format=datacite"] = text_file(
        f'{{"titles": [{{"title": "{title}"}}], "types": {{"resourceTypeGeneral": "Software"}}}}\n',
        "application/json",
    )
    for name, g in files:
        pages[f"/f/{g}/"] = CR.page(
            f"{name} - {title}",
            f"{crumbs}<h1>{name}</h1><pre>preview of {name}</pre>"
            f"<p>{a(f'/f/{g}/download', 'Download')}</p>",
        )
        pages[f"/f/{g}/download"] = text_file(f"# {title}\n# {name}\nset -e\n./run\n")
    for r in runs:
        pages[f"/runs/{r}/"] = CR.page(
            f"Run {r} - {title}",
            f"{crumbs}<h1>Run {r}</h1><p>Exit status 0 in 812 s.</p>"
            f"<p>{a(f'/runs/{r}/output.log', 'output.log')}</p>",
        )
        pages[f"/runs/{r}/output.log"] = text_file(f"{title}\nrun {r}: all figures regenerated\n")
    return pages


CR1 = ("k7w2p", "Sparse Lattice Reduction Benchmarks", [("run.sh", "q8d3x")], ["r-55121"])
CR2 = (
    "m3v9t",
    "Verified SAT Proof Checking at Scale",
    [
        ("run.sh", "z1k4a"),
        ("environment.yml", "z1k4b"),
        ("checker.py", "z1k4c"),
        ("plots.R", "z1k4d"),
    ],
    ["r-60112", "r-60548"],
)


def _cr_site() -> list[Site]:
    pages = _cr_capsule(*CR1, "https://doi.org/10.1145/3700001")
    pages.update(_cr_capsule(*CR2, "https://doi.org/10.4230/LIPIcs.SAT.2025.9"))
    pages["/c/q2q2q/"] = CR.page(
        "Lattice sieving on GPUs",
        "<h1>Lattice sieving on GPUs</h1><p>Another capsule by the same team.</p>",
    )
    return [finish(CR, pages)]


def _cr_truth(cid: str, files: list[tuple[str, str]], runs: list[str]) -> list[str]:
    own = [f"/c/{cid}/", f"/c/{cid}/metadata?format=datacite"]
    for _name, g in files:
        own += [f"/f/{g}/", f"/f/{g}/download"]
    for r in runs:
        own += [f"/runs/{r}/", f"/runs/{r}/output.log"]
    return [CR.url(p) for p in own]


CASES: list[Case] = [
    # OEIS-like entry: every view and file of the sequence lives under /Annnnnn/, cross-
    # referenced sequences and chrome do not (the seed's BitBucket/GitLab shape).  Seed:
    # Path-Based.
    case(
        "ris-rook-paths",
        "integer-sequence database entry (OEIS-like, one b-file)",
        "Multi-Hop",
        "path_based",
        SQ.url("/A361447"),
        _sq_truth("A361447", ["/A361447/b361447.txt"], 1),
        _sq_site,
        others=[SQ.url("/A000045")],
    ),
    # More files (b-file, a-file, program) plus a paginated history two hops away; the
    # MathWorld link is another portal.
    case(
        "ris-euler-primes",
        "integer-sequence database entry (OEIS-like, several files and paginated history)",
        "Multi-Hop",
        "path_based",
        SQ.url("/A372058"),
        _sq_truth(
            "A372058",
            ["/A372058/b372058.txt", "/A372058/a372058.txt", "/A372058/a372058.gp.txt"],
            3,
        ),
        _sq_site,
        others=[SQ.url("/A000040"), SQ.url("/A372059")],
    ),
    # LMFDB-like isogeny class: curves and code downloads all sit under the class's path
    # (ending in a slash, as the seed's Archive-It note asks); L-function and modular form
    # are other objects on other paths.  Seed: Path-Based.
    case(
        "aoa-class-1370b",
        "arithmetic-objects database class (LMFDB-like, two curves)",
        "Multi-Hop",
        "path_based",
        EC.url("/EllipticCurve/Q/1370/b/"),
        _ec_truth(*EC_A),
        _ec_site,
        others=[EC.url("/L/EllipticCurve/Q/1370/b/")],
    ),
    # Four curves, each with three downloads two hops away, plus the class's JSON data.
    case(
        "aoa-class-2310q",
        "arithmetic-objects database class (LMFDB-like, four curves with data and downloads)",
        "Multi-Hop",
        "path_based",
        EC.url("/EllipticCurve/Q/2310/q/"),
        _ec_truth(*EC_B),
        _ec_site,
        others=[
            EC.url("/L/EllipticCurve/Q/2310/q/"),
            EC.url("/ModularForm/GL2/Q/holomorphic/2310/2/a/a/"),
        ],
    ),
    # Dataverse-like dataset: every member shows the dataset title, which the site name
    # ends ("... - MathDataVerse"); the seed's Dataverse row: Significant String from
    # Filtered Title, filtered from the title's end.
    case(
        "mdv-latin-squares",
        "mathematics data repository dataset (Dataverse-like, two files)",
        "Multi-Hop",
        "sig_filtered_title",
        DV.url(f"/dataset.xhtml?persistentId=doi:{DV1[0]}"),
        _dv_truth(DV1),
        _dv_site,
        others=[DV.url("/dataset.xhtml?persistentId=doi:10.70155/MDV/LS10AB")],
    ),
    # Five files over a paginated files tab, three versions, three exports.
    case(
        "mdv-hadamard-32",
        "mathematics data repository dataset (Dataverse-like, paginated files and versions)",
        "Multi-Hop",
        "sig_filtered_title",
        DV.url(f"/dataset.xhtml?persistentId=doi:{DV2[0]}"),
        _dv_truth(DV2),
        _dv_site,
        others=[DV.url("/dataset.xhtml?persistentId=doi:10.70155/MDV/HD28QQ")],
    ),
    # Code-Ocean-like capsule: "CapsuleRun | " starts every title and appears in no
    # member's content, exactly the seed's OSF case.  Seed: Significant String from
    # Filtered Title.
    case(
        "capsulerun-lattice",
        "compute capsule (Code-Ocean-like, one file and one run)",
        "Multi-Hop",
        "sig_filtered_title",
        CR.url(f"/c/{CR1[0]}/"),
        _cr_truth(CR1[0], CR1[2], CR1[3]),
        _cr_site,
        others=[CR.url("/c/q2q2q/")],
    ),
    # Four files and two runs, each with downloads and logs two hops away.
    case(
        "capsulerun-sat-checking",
        "compute capsule (Code-Ocean-like, four files and two runs with logs)",
        "Multi-Hop",
        "sig_filtered_title",
        CR.url(f"/c/{CR2[0]}/"),
        _cr_truth(CR2[0], CR2[2], CR2[3]),
        _cr_site,
        others=[CR.url("/c/q2q2q/")],
    ),
]
