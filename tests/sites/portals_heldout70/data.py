"""Where the old web kept data: FTP-style directory listings (path_based), course pages
whose datasets sit on a departmental file server (path_based_externals), a
SourceForge-era project page with mirror downloads (path_based_externals), an old
machine-learning dataset archive (sig_title), a DSpace-1.x-style data archive whose
bitstreams carry no title (sig_title_plus_ignored) and a MoinMoin-style lab wiki whose
titles carry the wiki's name (sig_filtered_title)."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import ANALYTICS, COOKIE, a, bare, blob, chrome_site, doc, host, text, ul

# --- FTP-style directory listing -------------------------------------------------
FTP = host("ftp", "gorsedd-net")


def _index(path: str, entries: list[tuple[str, str, str]]) -> str:
    rows = "".join(
        f'<tr><td><img src="/icons/{"folder" if n.endswith("/") else "text"}.gif" alt="[   ]"></td>'
        f"<td>{a(n, n)}</td><td>{d}</td><td align=right>{s}</td></tr>"
        for n, d, s in entries
    )
    return f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">
<html><head><title>Index of {path}</title></head><body><h1>Index of {path}</h1>
<table><tr><th></th><th>Name</th><th>Last modified</th><th>Size</th></tr><tr><th colspan="4"><hr></th></tr>
<tr><td><img src="/icons/back.gif" alt="[DIR]"></td><td>{a("../", "Parent Directory")}</td><td>&nbsp;</td><td>-</td></tr>
{rows}</table><hr><address>Apache/1.3.27 Server at ftp.gorsedd.net Port 80</address></body></html>
"""


TREE: dict[str, list[tuple[str, str, str]]] = {
    "/pub/": [("corpora/", "12-Feb-2003 10:02", "-"), ("software/", "01-Jan-2002 00:00", "-")],
    "/pub/software/": [],
    "/pub/corpora/": [
        ("wsj-tagged/", "12-Feb-2003 10:02", "-"),
        ("welsh-news-1999/", "03-Mar-2000 16:20", "-"),
    ],
    "/pub/corpora/wsj-tagged/": [
        ("README", "12-Feb-2003 10:02", "3k"),
        ("wsj-00-24.pos.gz", "12-Feb-2003 10:01", "11M"),
        ("docs/", "12-Feb-2003 10:02", "-"),
    ],
    "/pub/corpora/wsj-tagged/docs/": [("tagset.txt", "12-Feb-2003 10:02", "4k")],
    "/pub/corpora/welsh-news-1999/": [
        ("00README.txt", "03-Mar-2000 16:20", "2k"),
        ("MD5SUMS", "03-Mar-2000 16:20", "1k"),
        ("raw/", "03-Mar-2000 16:19", "-"),
        ("annotated/", "03-Mar-2000 16:20", "-"),
        ("LICENCE", "03-Mar-2000 16:20", "1k"),
    ],
    "/pub/corpora/welsh-news-1999/raw/": [
        ("jan.txt.Z", "", "2M"),
        ("feb.txt.Z", "", "2M"),
        ("mar.txt.Z", "", "2M"),
    ],
    "/pub/corpora/welsh-news-1999/annotated/": [("jan.xml.gz", "", "3M"), ("dtd/", "", "-")],
    "/pub/corpora/welsh-news-1999/annotated/dtd/": [("wnews.dtd", "", "1k")],
}


def _ftp_pages() -> dict[str, object]:
    pages: dict[str, object] = {"/": bare("ftp.gorsedd.net", a("/pub/", "/pub/"))}
    for path, entries in TREE.items():
        pages[path] = _index(path, entries)
        for n, _d, _s in entries:
            if not n.endswith("/"):
                pages[path + n] = (
                    text(f"{n}\n")
                    if "." not in n or n.endswith(".txt")
                    else blob("application/octet-stream", 400)
                )
    for icon in ("folder", "text", "back"):
        pages[f"/icons/{icon}.gif"] = blob("image/gif", 40)
    return pages


def _ftp_site() -> Site:
    return Site(FTP, _ftp_pages())  # type: ignore[arg-type]


def _ftp_truth(root: str) -> list[str]:
    return [f"http://{FTP}{p}" for p in _ftp_pages() if p.startswith(root)]


# --- course page hosting datasets --------------------------------------------------
UNI = host("www", "eskerdale-u")
COURSE_FILES = host("files", "coursevault-edu")
COURSE_DATA2 = host("data", "eskerdale-stats-lab")
UNI_PORTAL = Portal(
    UNI,
    "University of Eskerdale",
    menu=[
        ("/", "Home"),
        ("/courses/", "Courses"),
        ("/library/", "Library"),
        ("/registrar/", "Registrar"),
    ],
    footer=[("/accessibility", "Accessibility"), ("/webmaster", "Webmaster")],
)
STAT = "/courses/stat441/"
STAT_PAGES = ["syllabus.html", "hw/hw1.html", "hw/hw2.html"]
STAT_EXT = [
    f"http://{COURSE_FILES}/stat441/cars1993.csv",
    f"http://{COURSE_FILES}/stat441/births-nc.csv",
]
CS = "/courses/cs573-f2007/"
CS_PAGES = [
    "schedule.html",
    "projects.html",
    "lectures/l01.pdf",
    "lectures/l02.pdf",
    "hw/hw1.html",
    "hw/hw2.html",
    "hw/hw3.html",
]
CS_EXT = [
    f"http://{COURSE_FILES}/cs573/spam-corpus.tar.gz",
    f"http://{COURSE_FILES}/cs573/digits-train.txt",
    f"http://{COURSE_DATA2}/mirror/uci/adult.data",
]


def _course(base: str, title: str, subs: list[str], ext: list[str]) -> dict[str, object]:
    html = [p for p in subs if p.endswith(".html")]
    pages: dict[str, object] = {
        base: UNI_PORTAL.page(
            title,
            f"<h1>{title}</h1><table border=1 cellpadding=3><tr><td valign=top>"
            + ul([(p, p) for p in subs if "/" not in p or p.startswith("lectures/")])
            + f"</td><td>Homework: {' '.join(a(p, p) for p in subs if p.startswith('hw/'))}</td></tr></table>"
            + f"<p>Back to {a('/courses/', 'all courses')}</p>",
        )
    }
    for i, p in enumerate(html):
        datasets = [ext[i % len(ext)]] if p.startswith("hw/") else []
        pages[base + p] = UNI_PORTAL.page(
            f"{title}: {p}",
            f"<h2>{p}</h2><p>{a(base, 'course home')}</p>"
            + ul([(u, u.rsplit("/", 1)[1]) for u in datasets]),
        )
    for p in subs:
        if p.endswith(".pdf"):
            pages[base + p] = doc(p)
    # every external data file is linked from some homework page
    hw = [p for p in html if p.startswith("hw/")]
    for j, u in enumerate(ext):
        key = base + hw[j % len(hw)]
        if u not in str(pages[key]):
            pages[key] = str(pages[key]).replace(
                "</main>", ul([(u, u.rsplit("/", 1)[1])]) + "</main>"
            )
    return pages


def _course_sites() -> list[Site]:
    pages = {
        **_course(STAT, "STAT 441: Applied Regression (Spring 2004)", STAT_PAGES, STAT_EXT),
        **_course(CS, "CS 573: Machine Learning (Fall 2007)", CS_PAGES, CS_EXT),
        "/courses/": UNI_PORTAL.page("Courses", ul([(STAT, "STAT 441"), (CS, "CS 573")])),
    }
    files = Site(
        COURSE_FILES,
        {u.split(COURSE_FILES, 1)[1]: text("x,y\n1,2\n") for u in STAT_EXT + CS_EXT[:2]},
    )
    data2 = Site(COURSE_DATA2, {"/mirror/uci/adult.data": text("39, State-gov, 77516\n")})
    return [chrome_site(UNI_PORTAL, pages), files, data2]


def _course_truth(base: str, subs: list[str], ext: list[str]) -> list[str]:
    return [UNI_PORTAL.url(base), *(UNI_PORTAL.url(base + p) for p in subs), *ext]


# --- SourceForge-era project page ---------------------------------------------------
FORGE = host("sf", "hollyhock-forge")
MIRROR1 = host("dl", "hollyhock-mirrors")
MIRROR2 = host("heanet", "mirror-ring")
FORGE_PORTAL = Portal(
    FORGE,
    "HollyhockForge",
    menu=[("/softwaremap/", "Software Map"), ("/new/", "New Releases"), ("/donate/", "Donate")],
    footer=[("/about/", "About"), ("/terms/", "Terms of Use")],
    title_format="{name}: {title}",
)


def _project(
    name: str, tabs: list[str], releases: list[tuple[str, str]]
) -> tuple[dict[str, object], list[str]]:
    base = f"/projects/{name}/"
    ext = [f"http://{m}/{name}/{f}" for f, m in releases]
    tabnav = " | ".join(a(base + t, t.strip("/").title() or "Summary") for t in tabs)
    pages: dict[str, object] = {
        base: FORGE_PORTAL.page(
            f"Project: {name}",
            f"{COOKIE}<div class=tabs>{a(base, 'Summary')} | {tabnav}</div><h1>{name}</h1>"
            f"<p>Latest file release: {a(ext[0], releases[0][0])}</p>{ANALYTICS}",
        )
    }
    for t in tabs:
        body = f"<div class=tabs>{a(base, 'Summary')} | {tabnav}</div><h2>{t}</h2>"
        if t == "files/":
            half = (len(ext) + 1) // 2
            body += ul([(u, u.rsplit("/", 1)[1]) for u in ext[:half]])
            if len(ext) > 1:
                body += a(base + "files/?page=2", "Older releases")
                pages[base + "files/?page=2"] = FORGE_PORTAL.page(
                    f"{name} files page 2", ul([(u, u.rsplit("/", 1)[1]) for u in ext[half:]])
                )
        pages[base + t] = FORGE_PORTAL.page(f"{name} {t}", body)
    urls = [base, *(base + t for t in tabs)] + ([base + "files/?page=2"] if len(ext) > 1 else [])
    return pages, [FORGE_PORTAL.url(u) for u in urls] + ext


PROJ1 = ("graphtk", ["files/", "news/", "docs/"], [("graphtk-0.9.tar.gz", MIRROR1)])
PROJ2 = (
    "pyorbit-sim",
    ["files/", "news/", "docs/", "cvs/", "mailinglists/"],
    [
        ("pyorbit-sim-2.1.tar.gz", MIRROR1),
        ("pyorbit-sim-2.1-win32.zip", MIRROR2),
        ("pyorbit-sim-2.0.tar.gz", MIRROR1),
        ("pyorbit-sim-1.4.tar.gz", MIRROR2),
    ],
)


def _forge_sites() -> list[Site]:
    pages: dict[str, object] = {}
    mirrors: dict[str, dict[str, object]] = {MIRROR1: {}, MIRROR2: {}}
    for name, tabs, rel in (PROJ1, PROJ2):
        pages.update(_project(name, tabs, rel)[0])
        for f, m in rel:
            mirrors[m][f"/{name}/{f}"] = blob("application/octet-stream", 700)
    return [chrome_site(FORGE_PORTAL, pages), *(Site(h, p) for h, p in mirrors.items())]  # type: ignore[arg-type]


# --- old machine-learning dataset archive (titles are the dataset name) ----------------
MLA = host("archive", "ouzel-ml")
MLA_PORTAL = Portal(
    MLA,
    "Ouzel ML Archive",
    menu=[
        ("/datasets.html", "View all data sets"),
        ("/about.html", "About"),
        ("/citation_policy.html", "Citation policy"),
    ],
    footer=[
        ("/donate.html", "Donate a data set"),
        ("http://www.ouzel-univ.test/", "Ouzel University"),
    ],
)


def _ml_record(
    slug: str, name: str, files: list[str], extra_pages: list[str]
) -> tuple[dict[str, object], list[str]]:
    entry = f"/datasets/{slug}"
    folder = f"/ml-db/{slug.lower()}/"
    pages: dict[str, object] = {
        entry: MLA_PORTAL.page(
            name,
            f"<h1>{name}</h1><p>{a(folder, 'Data Folder')}, {a(folder + files[0], 'Data Set Description')}</p>"
            + ul([(f"{entry}/{p}", p.replace("-", " ")) for p in extra_pages])
            + f"<p>Other data sets: {a('/datasets/Iris+Petals+Revisited', 'Iris Petals Revisited')}</p>",
            raw_title=True,
        ),
        folder: MLA_PORTAL.page(
            f"Index of {folder}",
            f"<h1>Index of {folder}</h1><p>{name}</p>" + ul([(f, f) for f in files]),
        ),
    }
    for f in files:
        pages[folder + f] = text(f"# {name}\n# file {f}\n1.52,13.6,4.49\n")
    for p in extra_pages:
        pages[f"{entry}/{p}"] = MLA_PORTAL.page(p, f"<h2>{name}: {p}</h2><p>{a(entry, 'back')}</p>")
    return pages, [
        MLA_PORTAL.url(u)
        for u in [
            entry,
            folder,
            *(folder + f for f in files),
            *(f"{entry}/{p}" for p in extra_pages),
        ]
    ]


ML1 = (
    "Glass+Shard+Refraction",
    "Glass Shard Refraction Data Set",
    ["glass-shard.names", "glass-shard.data"],
    [],
)
ML2 = (
    "Estuary+Salinity+Sensors",
    "Estuary Salinity Sensors Data Set",
    ["estuary.names", "estuary-train.data", "estuary-test.data", "Index"],
    ["relevant-papers", "version-history"],
)


def _mla_site() -> Site:
    pages: dict[str, object] = {
        "/datasets/Iris+Petals+Revisited": MLA_PORTAL.page(
            "Iris Petals Revisited", "<h1>Iris Petals Revisited</h1>", raw_title=True
        )
    }
    for rec in (ML1, ML2):
        pages.update(_ml_record(*rec)[0])
    return chrome_site(MLA_PORTAL, pages)


# --- DSpace-1.x-style departmental data archive -------------------------------------
DSP = host("dspace", "quernmoor-lib")
DSP_PORTAL = Portal(
    DSP,
    "Quernmoor Research Archive",
    menu=[
        ("/community-list", "Communities and Collections"),
        ("/browse-date", "Issue date"),
        ("/browse-author", "Author"),
        ("/feedback", "Feedback"),
    ],
    footer=[("/htmlmap", "Site map"), ("http://www.dspace.test/", "DSpace Software")],
    title_format="{title}",
)


def _item(
    handle: str, title: str, files: list[str], versions: list[str]
) -> tuple[dict[str, object], list[str]]:
    entry = f"/handle/{handle}"
    full = f"{entry}?mode=full"
    bits = [f"/bitstream/{handle}/{i}/{f}" for i, f in enumerate(files, 1)]
    table = "".join(
        f"<tr><td>{a(b, b.rsplit('/', 1)[1])}</td><td>View/Open</td></tr>" for b in bits
    )
    vers = ul([(f"/handle/{v}", f"Earlier version {v}") for v in versions]) if versions else ""
    pages: dict[str, object] = {
        entry: DSP_PORTAL.page(
            title,
            f"<h1>{title}</h1><p>{a(full, 'Show full item record')}</p><table>{table}</table>{vers}",
            raw_title=True,
        ),
        full: DSP_PORTAL.page(
            title,
            f"<table><tr><td>dc.title</td><td>{title}</td></tr></table><p>{a(entry, 'Show simple item record')}</p><table>{table}</table>",
            raw_title=True,
        ),
    }
    for b in bits:
        pages[b] = text("date,depth_cm\n1998-01-01,12\n") if b.endswith(".csv") else doc("readme")
    urls = [entry, full, *bits]
    for v in versions:
        pages[f"/handle/{v}"] = DSP_PORTAL.page(
            f"{title} (version of {v[-4:]})",
            f"<h1>{title}</h1><p>Superseded version.</p>{a(f'/bitstream/{v}/1/old.csv', 'old.csv')}",
        )
        pages[f"/bitstream/{v}/1/old.csv"] = text("date,depth_cm\n")
        urls += [f"/handle/{v}", f"/bitstream/{v}/1/old.csv"]
    return pages, [DSP_PORTAL.url(u) for u in urls]


DS1 = (
    "1842/3177",
    "Data from: Peatland water-table records, Quernmoor 1998-2006",
    ["wt_records.csv"],
    [],
)
DS2 = (
    "1842/4410",
    "Data from: Upland stream invertebrate counts, Quernmoor 2001-2010",
    ["counts_2001_2005.csv", "counts_2006_2010.csv", "site_map.pdf", "methods.pdf"],
    ["1842/4391"],
)


def _dsp_site() -> Site:
    pages: dict[str, object] = {}
    for rec in (DS1, DS2):
        pages.update(_item(*rec)[0])
    return chrome_site(DSP_PORTAL, pages)


# --- MoinMoin-style lab wiki ---------------------------------------------------------
WIKI = host("wiki", "saltmarsh-lab")
WIKI_PORTAL = Portal(
    WIKI,
    "SaltmarshWiki",
    menu=[
        ("/RecentChanges", "RecentChanges"),
        ("/FindPage", "FindPage"),
        ("/HelpContents", "HelpContents"),
    ],
    footer=[
        ("http://moinmo.in.test/", "MoinMoin Powered"),
        ("http://www.python.test/", "Python Powered"),
    ],
    title_format="{name}: {title}",
    home_title="SaltmarshWiki: FrontPage",
)


def _wiki(
    page: str, name: str, subs: list[str], attach: list[str]
) -> tuple[dict[str, object], list[str]]:
    base = f"/{page}"
    atts = [f"{base}?action=AttachFile&do=get&target={f}" for f in attach]
    pages: dict[str, object] = {
        base: WIKI_PORTAL.page(
            name,
            f"<h1>{name}</h1>"
            + ul([(f"{base}/{s}", s) for s in subs])
            + ul([(u, u.rsplit("=", 1)[1]) for u in atts])
            + f"<p>{a('/CategoryProject', 'CategoryProject')}</p>",
        )
    }
    for s in subs:
        pages[f"{base}/{s}"] = WIKI_PORTAL.page(
            f"{page}/{s}", f"<h1>{s}</h1><p>Part of {name}.</p><p>{a(base, 'up')}</p>"
        )
    for f, u in zip(attach, atts, strict=True):
        pages[u] = text(f"# {name} - {f}\n")
    return pages, [WIKI_PORTAL.url(u) for u in [base, *(f"{base}/{s}" for s in subs), *atts]]


WK1 = (
    "ProjectTidalSensors",
    "Tidal Sensor Network Deployment 2005",
    ["Data", "Calibration"],
    ["tides-2005.csv"],
)
WK2 = (
    "ProjectMarshCores",
    "Marsh Sediment Core Survey 2003-2004",
    ["Fieldwork", "LabProtocol", "Results", "Results/Dating"],
    ["cores-master.csv", "dating.csv", "photos.zip"],
)


def _wiki_site() -> Site:
    pages: dict[str, object] = {
        "/CategoryProject": WIKI_PORTAL.page(
            "CategoryProject", ul([("/" + WK1[0], WK1[0]), ("/" + WK2[0], WK2[0])])
        )
    }
    for rec in (WK1, WK2):
        pages.update(_wiki(*rec)[0])
    return chrome_site(WIKI_PORTAL, pages)


def cases() -> list[Case]:
    ftp = lambda: [_ftp_site()]  # noqa: E731
    mla = lambda: [_mla_site()]  # noqa: E731
    dsp = lambda: [_dsp_site()]  # noqa: E731
    wiki = lambda: [_wiki_site()]  # noqa: E731
    wsj, welsh = "/pub/corpora/wsj-tagged/", "/pub/corpora/welsh-news-1999/"
    return [
        # A directory is the dataset: everything under the entry path, nothing above it.
        case(
            "ftp-corpus",
            "FTP-style directory listing (tagged corpus)",
            "dataset",
            "path_based",
            f"http://{FTP}{wsj}",
            _ftp_truth(wsj),
            ftp,
        ),
        case(
            "ftp-corpus-deep",
            "FTP-style directory listing (nested corpus)",
            "dataset",
            "path_based",
            f"http://{FTP}{welsh}",
            _ftp_truth(welsh),
            ftp,
        ),
        # Pages under the course path plus data files on other hosts: GitHub/Kaggle's shape,
        # Path-Based with Externals.
        case(
            "course-data",
            "course page hosting datasets (regression course)",
            "course materials",
            "path_based_externals",
            UNI_PORTAL.url(STAT),
            _course_truth(STAT, STAT_PAGES, STAT_EXT),
            _course_sites,
        ),
        case(
            "course-data-many",
            "course page hosting datasets (lectures, two file servers)",
            "course materials",
            "path_based_externals",
            UNI_PORTAL.url(CS),
            _course_truth(CS, CS_PAGES, CS_EXT),
            _course_sites,
        ),
        case(
            "forge-project",
            "SourceForge-era project page (one release)",
            "software",
            "path_based_externals",
            FORGE_PORTAL.url(f"/projects/{PROJ1[0]}/"),
            _project(*PROJ1)[1],
            _forge_sites,
        ),
        case(
            "forge-project-releases",
            "SourceForge-era project page (paged releases, two mirrors)",
            "software",
            "path_based_externals",
            FORGE_PORTAL.url(f"/projects/{PROJ2[0]}/"),
            _project(*PROJ2)[1],
            _forge_sites,
        ),
        # The page title is exactly the dataset name and every artifact resource repeats it
        # (the .names/.data files start with it): Significant String from Title.
        case(
            "ml-archive",
            "old machine-learning dataset archive (two files)",
            "dataset",
            "sig_title",
            MLA_PORTAL.url(f"/datasets/{ML1[0]}"),
            _ml_record(*ML1)[1],
            mla,
            others=[MLA_PORTAL.url("/datasets/Iris+Petals+Revisited")],
        ),
        case(
            "ml-archive-papers",
            "old machine-learning dataset archive (splits, papers, history)",
            "dataset",
            "sig_title",
            MLA_PORTAL.url(f"/datasets/{ML2[0]}"),
            _ml_record(*ML2)[1],
            mla,
            others=[MLA_PORTAL.url("/datasets/Iris+Petals+Revisited")],
        ),
        # Item pages repeat the "Data from:" title, the bitstreams do not: the Dryad case,
        # Significant String from Title+ with Ignored URIs.
        case(
            "dspace-data",
            "DSpace-1.x-style data archive (one bitstream)",
            "dataset",
            "sig_title_plus_ignored",
            DSP_PORTAL.url(f"/handle/{DS1[0]}"),
            _item(*DS1)[1],
            dsp,
        ),
        case(
            "dspace-data-versions",
            "DSpace-1.x-style data archive (four bitstreams, earlier version)",
            "dataset",
            "sig_title_plus_ignored",
            DSP_PORTAL.url(f"/handle/{DS2[0]}"),
            _item(*DS2)[1],
            dsp,
        ),
        # Wiki titles are "SaltmarshWiki: <page>" and the homepage's is "SaltmarshWiki:
        # FrontPage": the OSF case, Significant String from Filtered Title.
        case(
            "lab-wiki",
            "MoinMoin-style lab wiki (project page)",
            "dataset",
            "sig_filtered_title",
            WIKI_PORTAL.url(f"/{WK1[0]}"),
            _wiki(*WK1)[1],
            wiki,
        ),
        case(
            "lab-wiki-nested",
            "MoinMoin-style lab wiki (nested subpages, attachments)",
            "dataset",
            "sig_filtered_title",
            WIKI_PORTAL.url(f"/{WK2[0]}"),
            _wiki(*WK2)[1],
            wiki,
        ),
    ]
