"""Journal-hosted data and multi-journal hosts where a title string marks the artifact: a
society journal's data archive (bare "Data from:" titles), a multi-journal hosting service
that prefixes its name to every title, a journal data repository on Dataverse-like
software that suffixes its name, and a regional journal aggregator whose record id runs
through every URI of a record."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case

from ._kit import Shell, jats, pdf_file, text_file, ul, zip_file

# --- Journal data archive, bare "Data from:" titles (sig_title_plus_ignored) ---------------
DAR = "data.saltmarshecology.hx87.example"


def _dar_shell() -> Shell:
    return Shell(
        DAR,
        "Saltmarsh Ecology Data Archive",
        menu=[
            ("/browse", "Browse data"),
            ("/deposit", "Deposit"),
            ("/journals", "Partner journals"),
            ("/help/faq", "FAQ"),
        ],
        footer=[
            ("/about/terms", "Terms of use"),
            ("/about/privacy", "Privacy"),
            ("/about/api", "API"),
            ("/about/preservation", "Preservation policy"),
        ],
        account=[("/login", "Log in")],
        search="/discover",
        cookie="/about/privacy",
        theme="marsh",
        extra_head='<script src="http://cdn.jsdelivr.test/npm/jquery@3.7.1/dist/jquery.min.js"></script>',
        home_main="<h1>Data behind saltmarsh ecology articles</h1><p>Curated data packages for "
        "articles in partner journals.</p>" + ul([("/browse?sort=recent", "Recently published")]),
    )


def _dar_package(
    doi: str,
    title: str,
    files: list[tuple[str, str, PageValue]],
    versions: int = 1,
    per_page: int = 0,
) -> tuple[dict[str, PageValue], list[str]]:
    """A data package: landing page titled "Data from: ...", metadata pages that repeat the
    title, and files that do not (reached one hop from a page carrying the title)."""
    sh = _dar_shell()
    sig = f"Data from: {title}"
    base = f"/resource/doi:{doi}"
    pages: dict[str, PageValue] = {}
    truth = [sh.url(base)]
    for path, _label, body in files:
        pages[path] = body
        truth.append(sh.url(path))
    listing = files
    more = ""
    if per_page and len(files) > per_page:
        listing = files[:per_page]
        p2 = f"{base}/files?page=2"
        more = f"<p class='pager'><a href='{p2}'>More files (page 2)</a></p>"
        pages[p2] = sh.page(
            sig + " (files, page 2)",
            f"<h1>{escape(sig)}</h1><h2>Files, page 2</h2>"
            + ul([(p, lbl) for p, lbl, _ in files[per_page:]])
            + f"<p><a href='{base}'>Back to the data package</a></p>",
            raw_title=True,
        )
        truth.append(sh.url(p2))
    meta = f"{base}/mets.xml"
    pages[meta] = text_file(
        f'<?xml version="1.0"?><mets><dmdSec><title>{escape(sig)}</title><identifier>doi:{doi}'
        "</identifier></dmdSec></mets>\n",
        "application/xml",
    )
    truth.append(sh.url(meta))
    full = f"{base}?show=full"
    pages[full] = sh.page(
        sig,
        f"<h1>{escape(sig)}</h1><table class='dc'><tr><th>dc.title</th><td>{escape(sig)}</td></tr>"
        f"<tr><th>dc.identifier</th><td>doi:{doi}</td></tr></table><p><a href='{base}'>Simple view</a></p>",
        raw_title=True,
    )
    truth.append(sh.url(full))
    vers = []
    for v in range(1, versions):
        vp = f"{base}.{v}"
        pages[vp] = sh.page(
            sig,
            f"<div class='old-version'>You are viewing version {v}. <a href='{base}'>Latest version</a>"
            f"</div><h1>{escape(sig)}</h1><p>Version {v} of the data package.</p>",
            raw_title=True,
        )
        truth.append(sh.url(vp))
        vers.append((vp, f"Version {v}"))
    versions_html = f"<h2>Other versions</h2>{ul(vers)}" if vers else ""
    main = (
        f"<h1>{escape(sig)}</h1><p class='cite'>Please cite the article: <a href='https://doi.org/"
        f"10.99963/sme.{doi[-4:]}'>{escape(title)}</a> and the data package doi:{doi}.</p>"
        f"<h2>Files in this package</h2>{ul([(p, lbl) for p, lbl, _ in listing], 'files')}{more}"
        f"<h2>Metadata</h2><p><a href='{full}'>Show full item record</a> · <a href='{meta}'>METS</a></p>"
        f"{versions_html}<h2>Licence</h2><p>CC0 1.0</p>"
    )
    pages[base] = sh.page(sig, main, raw_title=True)
    return pages, truth


def _dar_all() -> tuple[dict[str, PageValue], dict[str, list[str]]]:
    p1, t1 = _dar_package(
        "10.99964/dar.k41p",
        "Cordgrass stem density along a tidal elevation gradient",
        [
            (
                "/bitstream/doi:10.99964/dar.k41p/1/stem_density.csv",
                "stem_density.csv",
                text_file("plot,elev_cm,stems\n1,112,48\n2,118,55\n", "text/csv"),
            ),
            (
                "/bitstream/doi:10.99964/dar.k41p/2/README.txt",
                "README.txt",
                text_file("Plots were sampled in July.\n", "text/plain"),
            ),
        ],
    )
    files = [
        (f"/bitstream/doi:10.99964/dar.w7zq/{i}/{name}", name, body)
        for i, (name, body) in enumerate(
            [
                ("sediment_cores.csv", text_file("core,depth,om\n1,5,12.1\n", "text/csv")),
                ("porewater_salinity.csv", text_file("well,psu\nA,31.2\n", "text/csv")),
                (
                    "vegetation_transects.csv",
                    text_file("t,species,cover\n1,Spartina,40\n", "text/csv"),
                ),
                ("drone_orthomosaic.zip", zip_file(["ortho_2023.tif"])),
                ("analysis_scripts.zip", zip_file(["fit_models.R", "figures.R"])),
                ("README.md", text_file("Column descriptions for every table.\n", "text/markdown")),
            ],
            1,
        )
    ]
    p2, t2 = _dar_package(
        "10.99964/dar.w7zq",
        "Sediment accretion and porewater salinity after managed realignment",
        files,
        versions=3,
        per_page=3,
    )
    return {**p1, **p2}, {"a": t1, "b": t2}


def dar_sites() -> list[Site]:
    return [_dar_shell().site(_dar_all()[0])]


# --- Multi-journal hosting service, "Name | title" (sig_filtered_title) --------------------
QJ = "hub.quillmerejournals.hx87.example"


def _qj_shell() -> Shell:
    return Shell(
        QJ,
        "Quillmere Journals",
        menu=[
            ("/journals", "Journals"),
            ("/for-editors", "Start a journal"),
            ("/pricing", "Pricing"),
            ("/blog", "Blog"),
        ],
        footer=[
            ("/legal/terms", "Terms"),
            ("/legal/privacy", "Privacy"),
            ("/status", "Status"),
            ("/docs", "Documentation"),
        ],
        account=[("/auth/login", "Log in"), ("/auth/signup", "Sign up free")],
        search="/search",
        cookie="/legal/privacy",
        theme="quill",
        extra_head='<script src="http://cdn.jsdelivr.test/npm/jquery@3.7.1/dist/jquery.min.js"></script>',
        title_format="{name} | {title}",
        home_title="Quillmere Journals | Hosting for independent journals",
        home_main="<h1>Hosting for independent journals</h1><p>Over 300 society and student journals.</p>"
        + ul(
            [
                ("/journals/ctr", "Coastal Toponymy Review"),
                ("/journals/jfm", "Journal of Fen Music"),
            ]
        ),
    )


def _qj_article(
    journal: str,
    aid: str,
    title: str,
    subpages: list[tuple[str, str]],
    files: list[tuple[str, PageValue]],
    related: list[tuple[str, str]],
) -> tuple[dict[str, PageValue], list[str]]:
    """Article landing and its sub-pages and text files, all repeating the article title;
    the related-articles sidebar and the journal pages do not."""
    sh = _qj_shell()
    base = f"/journals/{journal}/articles/{aid}"
    pages: dict[str, PageValue] = {}
    truth = [sh.url(base)]
    tabs = []
    for sub, label in subpages:
        path = f"{base}/{sub}"
        tabs.append((path, label))
        pages[path] = sh.page(
            f"{title}: {label}",
            f"<p class='back'><a href='{base}'>{escape(title)}</a></p><h1>{escape(label)}</h1>"
            f"<p>{escape(label)} for the article {escape(title)}.</p>",
        )
        truth.append(sh.url(path))
    for path, body in files:
        pages[path] = body
        truth.append(sh.url(path))
    main = (
        f"<p class='journal'><a href='/journals/{journal}'>Journal home</a> · "
        f"<a href='/journals/{journal}/issues'>Issues</a></p><h1>{escape(title)}</h1>"
        f"<nav class='tabs'>{ul(tabs)}</nav><h2>Files</h2>{ul([(p, p.rsplit('/', 1)[1]) for p, _ in files])}"
        f"<p class='share'><a href='http://twitter.test/share?text=new+article'>Share</a></p>"
    )
    pages[base] = sh.page(title, main, aside="<h2>Related articles</h2>" + ul(related))
    return pages, truth


def _qj_all() -> tuple[dict[str, PageValue], dict[str, list[str]]]:
    sh = _qj_shell()
    t1 = "Norse elements in the minor place-names of the Solway shore"
    p1, tr1 = _qj_article(
        "ctr",
        "solway-norse",
        t1,
        [("fulltext", "Full text"), ("cite", "Cite this article")],
        [
            (
                "/journals/ctr/articles/solway-norse/download/article.xml",
                jats(t1, "10.99958/ctr.44", "Names."),
            )
        ],
        [("/journals/ctr/articles/galloway-mills", "Mill names of Galloway")],
    )
    t2 = "Fiddle tunes of the Cambridgeshire fens: a collected repertoire"
    p2, tr2 = _qj_article(
        "jfm",
        "fen-fiddle-tunes",
        t2,
        [
            ("fulltext", "Full text"),
            ("fulltext-fr", "Texte intégral (français)"),
            ("review-history", "Open peer review history"),
            ("review-history/round-1", "Review round 1"),
            ("review-history/round-2", "Review round 2"),
            ("supplementary", "Supplementary material"),
            ("corrections", "Corrections"),
            ("cite", "Cite this article"),
        ],
        [
            (
                "/journals/jfm/articles/fen-fiddle-tunes/download/article.xml",
                jats(t2, "10.99958/jfm.19", "Tunes."),
            ),
            (
                "/journals/jfm/articles/fen-fiddle-tunes/download/tunebook.abc",
                text_file(f"% {t2}\nX:1\nT:Whittlesey Reel\nK:D\n", "text/vnd.abc"),
            ),
        ],
        [
            ("/journals/jfm/articles/ely-carols", "Carol singing in Ely"),
            ("/journals/jfm/articles/melodeon-revival", "The melodeon revival"),
        ],
    )
    for rel, t in (
        ("/journals/ctr/articles/galloway-mills", "Mill names of Galloway"),
        ("/journals/jfm/articles/ely-carols", "Carol singing in Ely"),
        ("/journals/jfm/articles/melodeon-revival", "The melodeon revival"),
    ):
        p1[rel] = sh.page(t, f"<h1>{t}</h1><p>Another article.</p>")
    return {**p1, **p2}, {"a": tr1, "b": tr2}


def qj_sites() -> list[Site]:
    return [_qj_shell().site(_qj_all()[0])]


# --- Journal data repository on Dataverse-like software, "title | name" (sig_filtered_title)
FJ = "repo.fjordbankdata.hx87.example"


def _fj_shell() -> Shell:
    return Shell(
        FJ,
        "Fjordbank Data",
        menu=[
            ("/dataverse/root", "Browse"),
            ("/guides/user", "User guide"),
            ("/guides/deposit", "Deposit"),
            ("/about", "About"),
        ],
        footer=[
            ("/about/terms", "Terms"),
            ("/about/privacy", "Privacy"),
            ("/about/contact", "Contact"),
        ],
        account=[
            ("/loginpage.xhtml", "Log In"),
            ("/dataverseuser.xhtml?editMode=CREATE", "Sign Up"),
        ],
        search="/dataverse/root",
        cookie="/about/privacy",
        theme="fjord",
        extra_head='<script src="http://cdn.jsdelivr.test/npm/jquery@3.7.1/dist/jquery.min.js"></script>',
        title_format="{title} | {name}",
        home_title="Journal Dataverse | Fjordbank Data",
        home_main="<h1>Fjordbank Data</h1><p>Research data for the journals of the North Fjord "
        "Oceanographic Society.</p>" + ul([("/dataverse/nfos-journal", "NFOS Journal dataverse")]),
    )


def _fj_dataset(
    pid: str, title: str, files: list[tuple[int, str, str]], versions: list[str]
) -> tuple[dict[str, PageValue], list[str]]:
    """Dataset page, version pages, file pages and downloads; every one names the dataset
    (downloads carry it in their header line, as the repository's citation header)."""
    sh = _fj_shell()
    base = f"/dataset.xhtml?persistentId=doi:{pid}"
    pages: dict[str, PageValue] = {}
    truth = [sh.url(base)]
    rows = []
    for fid, name, ctype in files:
        fp = f"/file.xhtml?fileId={fid}"
        dl = f"/api/access/datafile/{fid}"
        pages[fp] = sh.page(
            f"{name} | {title}",
            f"<p>Dataset: <a href='{base}'>{escape(title)}</a></p><h1>{escape(name)}</h1>"
            f"<p><a href='{dl}'>Download</a></p>",
        )
        pages[dl] = text_file(
            f"# {title}\n# file {name}\nstation,depth_m,value\nF1,10,4.2\n", ctype
        )
        truth += [sh.url(fp), sh.url(dl)]
        rows.append((fp, name))
    vl = []
    for v in versions:
        vp = f"{base}&version={v}"
        pages[vp] = sh.page(
            title,
            f"<div class='alert'>This is version {v}.</div><h1>{escape(title)}</h1><p>Version {v}.</p>",
        )
        truth.append(sh.url(vp))
        vl.append((vp, f"Version {v}"))
    exp = f"/api/datasets/export?exporter=dataverse_json&persistentId=doi:{pid}"
    pages[exp] = text_file(
        f'{{"datasetVersion": {{"title": "{title}", "pid": "doi:{pid}"}}}}\n', "application/json"
    )
    truth.append(sh.url(exp))
    main = (
        f"<p class='crumbs'><a href='/dataverse/nfos-journal'>NFOS Journal dataverse</a></p>"
        f"<h1>{escape(title)}</h1><div class='citation'>Citation: {escape(title)}, "
        f"https://doi.org/{pid}, Fjordbank Data, V{len(versions) + 1}</div>"
        f"<h2>Files</h2>{ul(rows, 'filesTable')}<h2>Metadata</h2><p><a href='{exp}'>Export metadata (JSON)</a></p>"
        f"<h2>Versions</h2>{ul(vl)}<p><a href='/guides/user#datasets'>Help with datasets</a></p>"
    )
    pages[base] = sh.page(title, main)
    return pages, truth


def _fj_all() -> tuple[dict[str, PageValue], dict[str, list[str]]]:
    p1, t1 = _fj_dataset(
        "10.99946/FJB/QX2T7L",
        "CTD profiles from Nordfjord mooring N3, 2022",
        [(3301, "ctd_n3_2022.tab", "text/tab-separated-values")],
        [],
    )
    p2, t2 = _fj_dataset(
        "10.99946/FJB/M0D9RA",
        "Replication data for: Turbidity plumes below tidewater glaciers, 2018-2023",
        [
            (3410, "turbidity_plumes.tab", "text/tab-separated-values"),
            (3411, "glacier_front_positions.csv", "text/csv"),
            (3412, "sediment_traps.tab", "text/tab-separated-values"),
            (3413, "codebook.txt", "text/plain"),
        ],
        ["1.0", "1.1"],
    )
    sh = _fj_shell()
    p1["/dataverse/nfos-journal"] = sh.page(
        "NFOS Journal dataverse", "<h1>NFOS Journal dataverse</h1><p>Datasets of the journal.</p>"
    )
    return {**p1, **p2}, {"a": t1, "b": t2}


def fj_sites() -> list[Site]:
    return [_fj_shell().site(_fj_all()[0])]


# --- Regional journal aggregator, record id in every URI (sig_uri) -------------------------
BJI = "index.balticjournals.hx87.example"
BJA = "api.balticjournals.hx87.example"


def _bj_shell() -> Shell:
    return Shell(
        BJI,
        "Baltic Journals Index",
        menu=[
            ("/journals", "Journals A-Z"),
            ("/subjects", "Subjects"),
            ("/about", "About the index"),
            ("/oai", "OAI-PMH"),
        ],
        footer=[
            ("/about/partners", "Partner libraries"),
            ("/about/privacy", "Privacy"),
            ("/about/accessibility", "Accessibility"),
        ],
        account=[("/user/login", "Log in")],
        search="/search",
        cookie="/about/privacy",
        theme="baltic",
        home_main="<h1>Baltic Journals Index</h1><p>Articles from 240 small journals of the Baltic "
        "region.</p>",
    )


def _bj_record(
    rid: str,
    title: str,
    journal: str,
    subs: list[str],
    deep: list[tuple[str, str]],
    similar: list[str],
) -> tuple[dict[str, PageValue], dict[str, PageValue], list[str]]:
    """A record page whose linked record URIs all carry its id; journal, subject and similar
    record links do not."""
    sh = _bj_shell()
    base = f"/record/{rid}"
    pages: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {}
    truth = [sh.url(base)]
    links = []
    for sub in subs:
        path = f"{base}/{sub}"
        inner = "".join(
            f"<li><a href='{p}'>{escape(lbl)}</a></li>" for p, lbl in deep if p.startswith(path)
        )
        pages[path] = sh.page(
            f"{title} — {sub}", f"<h1>{escape(sub.capitalize())}</h1><ul>{inner}</ul>"
        )
        truth.append(sh.url(path))
        links.append((path, sub.capitalize()))
    for path, _lbl in deep:
        pages[path] = pdf_file(title) if path.endswith(".pdf") else jats(title, rid, "Record.")
        truth.append(sh.url(path))
    for fmt in ("ris", "bibtex"):
        path = f"/export/{fmt}/{rid}"
        pages[path] = text_file(f"TI  - {title}\nID  - {rid}\n", "text/plain")
        truth.append(sh.url(path))
        links.append((path, f"Export {fmt.upper()}"))
    ap = f"/v2/records/{rid}"
    api[ap] = text_file(f'{{"id": "{rid}", "title": "{title}"}}\n', "application/json")
    truth.append(f"http://{BJA}{ap}")
    links.append((f"http://{BJA}{ap}", "JSON (API)"))
    main = (
        f"<h1>{escape(title)}</h1><p class='source'>In: <a href='/journals/{journal}'>{escape(journal)}</a></p>"
        f"{ul(links)}<p><a href='/subjects/limnology'>Limnology</a> · <a href='/search?query=peat'>More on peat</a></p>"
    )
    aside = "<h2>Similar records</h2>" + ul([(f"/record/{s}", s) for s in similar])
    pages[base] = sh.page(title, main, aside=aside)
    return pages, api, truth


def _bj_all() -> tuple[dict[str, PageValue], dict[str, PageValue], dict[str, list[str]]]:
    sh = _bj_shell()
    p1, a1, t1 = _bj_record(
        "bj4k7q2w",
        "Peat cutting in Latgale parishes, 1890-1930",
        "latgale-studies",
        ["fulltext"],
        [("/record/bj4k7q2w/fulltext/bj4k7q2w.pdf", "PDF")],
        ["bj9m3r1x"],
    )
    p2, a2, t2 = _bj_record(
        "bjz8h5c3",
        "Bog lake chemistry in the Kurzeme lowland",
        "kurzeme-natural-history",
        ["fulltext", "translations", "versions"],
        [
            ("/record/bjz8h5c3/fulltext/bjz8h5c3.pdf", "PDF"),
            ("/record/bjz8h5c3/fulltext/bjz8h5c3.xml", "XML"),
            ("/record/bjz8h5c3/translations/bjz8h5c3-lv.pdf", "Latvian PDF"),
            ("/record/bjz8h5c3/translations/bjz8h5c3-de.pdf", "German PDF"),
            ("/record/bjz8h5c3/versions/bjz8h5c3-v1.pdf", "Version 1 (PDF)"),
        ],
        ["bj4k7q2w", "bj2t6n8v"],
    )
    for s in ("bj9m3r1x", "bj2t6n8v"):
        p1[f"/record/{s}"] = sh.page(f"Record {s}", f"<h1>Record {s}</h1><p>Another record.</p>")
    return {**p1, **p2}, {**a1, **a2}, {"a": t1, "b": t2}


def bj_sites() -> list[Site]:
    pages, api, _ = _bj_all()
    api["/"] = text_file(
        '{"service": "Baltic Journals Index API", "version": 2}\n', "application/json"
    )
    return [_bj_shell().site(pages), Site(BJA, api)]


def cases() -> list[Case]:
    dar, qj, fj, bj = _dar_all()[1], _qj_all()[1], _fj_all()[1], _bj_all()[2]
    da = "Journal data archive"
    mj = "Multi-journal hosting service"
    dv = "Journal dataverse"
    ag = "Regional journal aggregator"
    return [
        # Dryad's shape: bare "Data from: ..." title repeated in every metadata page, data
        # files lacking it one hop away; seed: Significant String from Title+ with Ignored.
        case(
            "marsh-cordgrass",
            f"{da} (package with two files)",
            "multi_hop",
            "sig_title_plus_ignored",
            f"http://{DAR}/resource/doi:10.99964/dar.k41p",
            dar["a"],
            dar_sites,
        ),
        # Harder: six files over two listing pages and two older versions.
        case(
            "marsh-realignment",
            f"{da} (versions, paginated file list)",
            "multi_hop",
            "sig_title_plus_ignored",
            f"http://{DAR}/resource/doi:10.99964/dar.w7zq",
            dar["b"],
            dar_sites,
        ),
        # OSF's shape: the host's name prefixes every title ("Quillmere Journals | ...")
        # but not the content; seed: Significant String from Filtered Title.
        case(
            "quill-solway-names",
            f"{mj} (article with full text and JATS)",
            "multi_hop",
            "sig_filtered_title",
            f"http://{QJ}/journals/ctr/articles/solway-norse",
            qj["a"],
            qj_sites,
            others=[f"http://{QJ}/journals/ctr/articles/galloway-mills"],
        ),
        case(
            "quill-fen-fiddle",
            f"{mj} (translation, review rounds, corrections, tune book)",
            "multi_hop",
            "sig_filtered_title",
            f"http://{QJ}/journals/jfm/articles/fen-fiddle-tunes",
            qj["b"],
            qj_sites,
            others=[
                f"http://{QJ}/journals/jfm/articles/ely-carols",
                f"http://{QJ}/journals/jfm/articles/melodeon-revival",
            ],
        ),
        # Dataverse's shape: site name at the title's end; seed: Significant String from
        # Filtered Title, filtering from the end.
        case(
            "fjord-ctd-n3",
            f"{dv} (dataset with one file)",
            "multi_hop",
            "sig_filtered_title",
            f"http://{FJ}/dataset.xhtml?persistentId=doi:10.99946/FJB/QX2T7L",
            fj["a"],
            fj_sites,
        ),
        case(
            "fjord-turbidity",
            f"{dv} (four files, two older versions)",
            "multi_hop",
            "sig_filtered_title",
            f"http://{FJ}/dataset.xhtml?persistentId=doi:10.99946/FJB/M0D9RA",
            fj["b"],
            fj_sites,
        ),
        # GBIF's shape: the record id runs through every artifact URI, on the index and its
        # API host; seed: Significant String from URI.
        case(
            "baltic-peat-cutting",
            f"{ag} (record with full text and API record)",
            "multi_hop",
            "sig_uri",
            f"http://{BJI}/record/bj4k7q2w",
            bj["a"],
            bj_sites,
            others=[f"http://{BJI}/record/bj9m3r1x"],
        ),
        case(
            "baltic-bog-lakes",
            f"{ag} (translations and versions two hops deep)",
            "multi_hop",
            "sig_uri",
            f"http://{BJI}/record/bjz8h5c3",
            bj["b"],
            bj_sites,
            others=[f"http://{BJI}/record/bj4k7q2w", f"http://{BJI}/record/bj2t6n8v"],
        ),
    ]
