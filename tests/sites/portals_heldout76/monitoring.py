"""heldout76 monitoring and reference portals: a camera-trap archive with an external media
store, an acoustic-monitoring deposit archive (Dryad-like title strings), a DNA-barcode
library (OSF-like "Name | title" titles), a species-checklist repository (the title string
in every member) and a Dataverse-like installation ("title | Name" titles).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import png
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case, data

from ._kit import EcoPortal, banner, build, csv, tracker, ul

# ---------------------------------------------------------------- camera-trap archive
CAM = EcoPortal(
    host="www.trailcamvault.hx76.example",
    name="TrailCam Vault",
    menu=[("/", "Home"), ("/projects/", "Projects"), ("/taxa/", "Species"), ("/map", "Map")],
    footer=[("/about", "About"), ("/privacy", "Privacy"), ("/docs/camtrap-dp", "Camtrap DP")],
    banner=banner(),
    analytics=tracker("trailcam"),
)
MEDIA = "media.camstore-cdn.hx76.example"
CAM_PROJECTS = {
    "heathland-grazers": ("Heathland grazers camera grid", ["HG-01", "HG-02"], 2, 10),
    "boreal-lynx-grid": (
        "Boreal lynx occupancy grid",
        ["BL-01", "BL-02", "BL-03", "BL-04", "BL-05"],
        3,
        2,
    ),
}
CAM_TAXA = ["red-deer", "roe-deer", "eurasian-lynx", "red-fox"]


def cam_sites() -> list[Site]:
    pages: dict[str, str | Response] = {
        "/taxa/": CAM.page("Species", ul([(f"/taxa/{t}", t) for t in CAM_TAXA]))
    }
    for t in CAM_TAXA:
        pages[f"/taxa/{t}"] = CAM.page(t.replace("-", " ").title(), f"<h1>{t}</h1>")
    media = Site(MEDIA, {"/": data("<ListBucketResult/>", "application/xml")})
    for slug, (title, deps, shots, per_page) in CAM_PROJECTS.items():
        base = f"/projects/{slug}/"
        dep_pages = [deps[i : i + per_page] for i in range(0, len(deps), per_page)]
        for p, chunk in enumerate(dep_pages):
            pager = " ".join(
                f'<a href="{base}deployments{f"?page={k + 1}" if k else ""}">{k + 1}</a>'
                for k in range(len(dep_pages))
            )
            pages[f"{base}deployments" + (f"?page={p + 1}" if p else "")] = CAM.page(
                f"Deployments - {title}",
                f"<h1>Deployments</h1>{ul([(f'{base}deployments/{d}/', d) for d in chunk])}"
                + (f'<p class="pager">{pager}</p>' if len(dep_pages) > 1 else ""),
            )
        for d in deps:
            imgs = []
            for k in range(1, shots + 1):
                full = f"http://{MEDIA}/{slug}/{d}/IMG_{k:04d}.JPG"
                thumb = f"http://{MEDIA}/thumbs/{slug}/{d}/{k:04d}.jpg"
                media.add(full.split(MEDIA, 1)[1], Response.data(png(16, 12), "image/jpeg"))
                media.add(thumb.split(MEDIA, 1)[1], Response.data(png(4, 3), "image/jpeg"))
                imgs.append(
                    f'<figure><a href="{full}"><img src="{thumb}" alt="sequence {k}"></a></figure>'
                )
            pages[f"{base}deployments/{d}/"] = CAM.page(
                f"{d} - {title}",
                f"""<h1>Deployment {d}</h1><dl><dt>Camera</dt><dd>Reconyx HF2X</dd>
<dt>Setup</dt><dd>2022-05-02 to 2022-08-30</dd></dl>
<p><a href="{base}deployments/{d}/observations.csv">Observations (CSV)</a></p>
<div class="gallery">{"".join(imgs)}</div><p>Back to <a href="{base}">{escape(title)}</a></p>""",
            )
            pages[f"{base}deployments/{d}/observations.csv"] = data(
                csv("sequence,taxon,count", 3, len(d)), "text/csv"
            )
        export = f"http://{MEDIA}/exports/{slug}-camtrap-dp.zip"
        media.add(export.split(MEDIA, 1)[1], data(b"PK\x03\x04camtrap", "application/zip"))
        related = (
            '<aside><h2>Other projects in this region</h2><a href="/projects/heathland-grazers/">Heathland grazers</a></aside>'
            if slug != "heathland-grazers"
            else ""
        )
        pages[base] = CAM.page(
            title,
            f"""<h1>{escape(title)}</h1><p>{len(deps)} deployments, images hosted on our media store.</p>
<ul class="tabs"><li><a href="{base}deployments">Deployments</a></li>
<li><a href="{base}species">Species detected</a></li><li><a href="{base}methods">Methods</a></li></ul>
<p>Download the package: <a href="{export}">Camtrap DP archive</a></p>{related}""",
        )
        pages[f"{base}species"] = CAM.page(
            f"Species - {title}",
            "<h1>Species detected</h1>" + ul([(f"/taxa/{t}", t) for t in CAM_TAXA[:3]]),
        )
        pages[f"{base}methods"] = CAM.page(
            f"Methods - {title}", "<h1>Methods</h1><p>Cameras at 50 cm.</p>"
        )
    return [build(CAM, pages), media]


def _cam_truth(slug: str) -> set[str]:
    _t, deps, shots, per_page = CAM_PROJECTS[slug]
    base = CAM.url(f"/projects/{slug}/")
    t = {
        base,
        base + "deployments",
        base + "species",
        base + "methods",
        f"http://{MEDIA}/exports/{slug}-camtrap-dp.zip",
    }
    for p in range(1, (len(deps) + per_page - 1) // per_page):
        t.add(base + f"deployments?page={p + 1}")
    for d in deps:
        t |= {base + f"deployments/{d}/", base + f"deployments/{d}/observations.csv"}
        t |= {f"http://{MEDIA}/{slug}/{d}/IMG_{k:04d}.JPG" for k in range(1, shots + 1)}
    return t


# ---------------------------------------------------------------- acoustic deposit archive
ACU = EcoPortal(
    host="sounds.bioacoustica-arc.hx76.example",
    name="Bioacoustica Archive",
    menu=[
        ("/", "Home"),
        ("/browse/deposits", "Deposits"),
        ("/browse/species", "Species"),
        ("/submit", "Submit"),
    ],
    footer=[("/about", "About"), ("/privacy", "Privacy"), ("/faq", "FAQ")],
    home_main="<h1>Recent deposits</h1>" + ul([("/deposit/ba-1876", "Dawn chorus, Wyre forest")]),
    banner=banner(),
    analytics=tracker("bioacoustica"),
)
ACU_DEPS = {
    "ba-2231": (
        "Recordings from: Nocturnal flight calls over the Tay estuary, autumn 2021",
        {"": ["tay-2021-09.flac", "detections.csv"]},
    ),
    "ba-3050": (
        "Recordings from: Bat passes along hedgerow transects in the Weald",
        {
            "R1": ["R1-night1.wav", "R1-night2.wav"],
            "R2": ["R2-night1.wav", "R2-night2.wav"],
            "R3": ["R3-night1.wav"],
        },
    ),
}
ACU_OTHER = "/deposit/ba-1876"


def acu_sites() -> list[Site]:
    pages: dict[str, str | Response] = {
        ACU_OTHER: ACU.page("Dawn chorus, Wyre forest", "<h1>Dawn chorus</h1>", raw_title=True)
    }
    for key, (title, groups) in ACU_DEPS.items():
        base = f"/deposit/{key}"
        n = 0
        filelist: list[tuple[str, str]] = []
        recorders: list[tuple[str, str]] = []
        for group, files in groups.items():
            links = []
            for f in files:
                n += 1
                url = f"/bitstream/{key}/{n}/{f}"
                ctype = (
                    "audio/flac"
                    if f.endswith(".flac")
                    else "audio/wav"
                    if f.endswith(".wav")
                    else "text/csv"
                )
                pages[url] = data(
                    b"RIFF" + f.encode() if ctype != "text/csv" else csv("t,freq_khz,label", 4, n),
                    ctype,
                )
                links.append((url, f))
            if group:
                pages[f"{base}/recorder/{group}"] = ACU.page(
                    f"{group}",
                    f"<h1>{escape(title)}</h1><h2>Recorder {group}</h2>{ul(links)}"
                    f'<p>Part of <a href="{base}">{escape(title)}</a></p>',
                )
                recorders.append((f"{base}/recorder/{group}", f"Recorder {group}"))
            else:
                filelist += links
        pages[f"{base}/metadata"] = ACU.page(
            "Full metadata",
            f"<h1>{escape(title)}</h1><table><tr><th>dc.title</th><td>{escape(title)}</td></tr></table>",
        )
        pages[f"{base}/cite.ris"] = data(
            f"TY  - DATA\nTI  - {title}\nER  - \n", "application/x-research-info-systems"
        )
        extra = ""
        if recorders:
            extra = "<h2>Recorders</h2>" + ul(recorders)
            pages[f"{base}/versions"] = ACU.page(
                "Versions",
                f"<h1>{escape(title)}</h1><p>Version 1: <a href='/bitstream/{key}/v1/package.zip'>package</a></p>",
            )
            pages[f"/bitstream/{key}/v1/package.zip"] = data(b"PK\x03\x04v1", "application/zip")
            extra += f'<p><a href="{base}/versions">Previous versions</a></p>'
        pages[base] = ACU.page(
            title,
            f"""<div class="item-page"><h1>{escape(title)}</h1><p>Passive acoustic monitoring deposit.</p>
<h2>Files</h2>{ul(filelist) if filelist else "<p>Files are listed per recorder.</p>"}{extra}
<p><a href="{base}/metadata">Show full metadata</a> · <a href="{base}/cite.ris">Export citation</a></p>
<aside><h2>Related deposits</h2><a href="{ACU_OTHER}">Dawn chorus, Wyre forest</a></aside></div>""",
            raw_title=True,
        )
    return [build(ACU, pages)]


def _acu_truth(key: str) -> set[str]:
    return {
        ACU.url(p)
        for p in acu_sites()[0].pages
        if p.startswith((f"/deposit/{key}", f"/bitstream/{key}/"))
    }


# ---------------------------------------------------------------- DNA-barcode library
BAR = EcoPortal(
    host="www.barcodeledger.hx76.example",
    name="BarcodeLedger",
    menu=[
        ("/", "Home"),
        ("/projects", "Projects"),
        ("/bins", "BINs"),
        ("/tools/identify", "Identify"),
    ],
    footer=[("/about", "About"), ("/privacy", "Privacy"), ("/citing", "Citing BarcodeLedger")],
    title_format="{name} | {title}",
    home_title="BarcodeLedger | Home",
    banner=banner(),
    analytics=tracker("barcodeledger"),
)
BAR_PROJECTS = {
    "LEPNB": ("Lepidoptera of the Norfolk Broads: DNA barcodes", 3, 10, ["BOLD:ACX1290"]),
    "EPUSK": (
        "Freshwater mayflies and stoneflies of the Usk catchment",
        8,
        3,
        ["BOLD:AAB4411", "BOLD:AAF0032"],
    ),
}


def bar_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for code, (title, n, per_page, bins) in BAR_PROJECTS.items():
        base = f"/projects/{code}"
        recs = [f"{code}{i:03d}-22" for i in range(1, n + 1)]
        chunks = [recs[i : i + per_page] for i in range(0, n, per_page)]
        for p, chunk in enumerate(chunks):
            pager = " ".join(
                f'<a href="{base}/specimens{f"?page={k + 1}" if k else ""}">{k + 1}</a>'
                for k in range(len(chunks))
            )
            pages[f"{base}/specimens" + (f"?page={p + 1}" if p else "")] = BAR.page(
                f"{code} specimens",
                f"<h1>Specimens of {escape(title)}</h1>{ul([(f'/records/{r}', r) for r in chunk])}"
                + (f"<p>{pager}</p>" if len(chunks) > 1 else ""),
            )
        for r in recs:
            b = bins[int(r[5:8]) % len(bins)]
            pages[f"/records/{r}"] = BAR.page(
                r,
                f"<h1>Record {r}</h1><p>Project: <a href='{base}'>{escape(title)}</a> ({code})</p>"
                f"<p>BIN: <a href='/bins/{b}'>{b}</a> · <a href='/records/{r}.fas'>COI-5P sequence</a></p>",
            )
            pages[f"/records/{r}.fas"] = data(f">{r}|COI-5P\nAACTTTATATTTTATTTTTGG\n", "text/plain")
        for b in bins:
            pages[f"/bins/{b}"] = BAR.page(b, f"<h1>BIN {b}</h1><p>Shared by several projects.</p>")
        pages[f"{base}/sequences.fas"] = data(
            f";{title}\n>{recs[0]}|COI-5P\nAACTTTATATTTT\n", "text/plain"
        )
        pages[f"{base}/summary.tsv"] = data(
            f"project\t{title}\nrecords\t{n}\n", "text/tab-separated-values"
        )
        extra = ""
        if n > 3:
            pages[f"/datasets/DS-{code}"] = BAR.page(
                f"DS-{code}",
                f"<h1>Dataset DS-{code}</h1><p>Public dataset of {escape(title)}.</p>"
                f"<p>DOI 10.80276/DS-{code}</p>",
            )
            extra = f'<p>Published as <a href="/datasets/DS-{code}">DS-{code}</a></p>'
        pages[base] = BAR.page(
            title,
            f"""<h1>{escape(title)}</h1><p class="code">Project code {code}</p>
<p><a href="{base}/specimens">Specimen records ({n})</a> · <a href="{base}/sequences.fas">All sequences (FASTA)</a>
· <a href="{base}/summary.tsv">Summary (TSV)</a></p>{extra}
<p>BINs: {" ".join(f'<a href="/bins/{b}">{b}</a>' for b in bins)}</p>""",
            share=BAR.url(base),
        )
    return [build(BAR, pages)]


def _bar_truth(code: str) -> set[str]:
    title, n, per_page, _b = BAR_PROJECTS[code]
    base = BAR.url(f"/projects/{code}")
    t = {base, base + "/specimens", base + "/sequences.fas", base + "/summary.tsv"}
    t |= {base + f"/specimens?page={p + 1}" for p in range(1, (n + per_page - 1) // per_page)}
    t |= {BAR.url(f"/records/{code}{i:03d}-22") for i in range(1, n + 1)}
    if n > 3:
        t.add(BAR.url(f"/datasets/DS-{code}"))
    return t


# ---------------------------------------------------------------- species-checklist repository
CHK = EcoPortal(
    host="www.floraindex-checklists.hx76.example",
    name="FloraIndex Checklists",
    menu=[
        ("/", "Home"),
        ("/checklists/", "Checklists"),
        ("/taxa/", "Taxa"),
        ("/contribute", "Contribute"),
    ],
    footer=[("/about", "About"), ("/privacy", "Privacy"), ("/api-docs", "API")],
    banner=banner(),
    analytics=tracker("floraindex"),
)
CHK_LISTS = {
    "881": (
        "Vascular plants of the Kettle Moraine fens: an annotated checklist",
        ["carex-lasiocarpa", "menyanthes-trifoliata"],
        1,
        [],
    ),
    "1204": (
        "Bryophytes of the Burren limestone pavements: a checklist",
        [
            "tortella-tortuosa",
            "ctenidium-molluscum",
            "neckera-crispa",
            "scapania-aspera",
            "ditrichum-flexicaule",
        ],
        2,
        ["2", "1"],
    ),
}


def chk_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for cid, (title, taxa, n_pages, old) in CHK_LISTS.items():
        base = f"/checklists/{cid}"
        per = (len(taxa) + n_pages - 1) // n_pages
        for p in range(n_pages):
            chunk = taxa[p * per : (p + 1) * per]
            pager = " ".join(
                f'<a href="{base}/taxa{f"?page={k + 1}" if k else ""}">{k + 1}</a>'
                for k in range(n_pages)
            )
            pages[f"{base}/taxa" + (f"?page={p + 1}" if p else "")] = CHK.page(
                "Taxa",
                f"<h1>{escape(title)}</h1><h2>Taxa</h2>"
                + ul([(f"/taxa/{t}", t.replace("-", " ").capitalize()) for t in chunk])
                + (f"<p>{pager}</p>" if n_pages > 1 else ""),
                raw_title=False,
            )
        for t in taxa:
            pages[f"/taxa/{t}"] = CHK.page(t, f"<h1>{t.replace('-', ' ').capitalize()}</h1>")
        pages[f"{base}/export.csv"] = data(
            f"# {title}\nscientificName,status\n" + "".join(f"{t},native\n" for t in taxa),
            "text/csv",
        )
        pages[f"{base}/references"] = CHK.page(
            "References",
            f"<h1>References cited in {escape(title)}</h1><ol><li>Smith 1988.</li></ol>",
        )
        hist = ""
        if old:
            hist = f'<p><a href="{base}/history">Version history</a></p>'
            pages[f"{base}/history"] = CHK.page(
                "History",
                f"<h1>{escape(title)}: version history</h1>"
                + ul([(f"{base}/export.csv?version={v}", f"Version {v} (CSV)") for v in old]),
            )
            for v in old:
                pages[f"{base}/export.csv?version={v}"] = data(
                    f"# {title} (version {v})\nscientificName\n", "text/csv"
                )
        pages[base] = CHK.page(
            title,
            f"""<h1>{escape(title)}</h1><p class="meta">{len(taxa)} taxa · compiled by the county recorders</p>
<p><a href="{base}/taxa">Browse taxa</a> · <a href="{base}/export.csv">Download CSV</a>
· <a href="{base}/references">References</a></p>{hist}""",
            raw_title=True,
            share=CHK.url(base),
        )
    return [build(CHK, pages)]


def _chk_truth(cid: str) -> set[str]:
    _t, _taxa, n_pages, old = CHK_LISTS[cid]
    base = CHK.url(f"/checklists/{cid}")
    t = {base, base + "/taxa", base + "/export.csv", base + "/references"}
    t |= {base + f"/taxa?page={p + 1}" for p in range(1, n_pages)}
    if old:
        t.add(base + "/history")
        t |= {base + f"/export.csv?version={v}" for v in old}
    return t


# ---------------------------------------------------------------- Dataverse-like installation
DVN = EcoPortal(
    host="dataverse.prairiecommons.hx76.example",
    name="Prairie Data Commons",
    menu=[
        ("/", "Home"),
        ("/dataverse/root", "Collections"),
        ("/guides", "User guide"),
        ("/support", "Support"),
    ],
    footer=[("/terms", "Terms of use"), ("/privacy", "Privacy")],
    title_format="{title} | {name}",
    home_title="Prairie Data Commons",
    banner=banner(),
    analytics=tracker("prairiecommons"),
)
DVN_SETS = {
    "doi:10.80176/PDC/QX7M2A": (
        "Soil seed bank of restored tallgrass plots",
        {3011: ("seedbank.csv", False), 3012: ("README.txt", True)},
        [],
    ),
    "doi:10.80176/PDC/RB93KT": (
        "Burn frequency and forb diversity at Konza-like watersheds",
        {
            4101: ("plots.tab", False),
            4102: ("forbs.tab", False),
            4103: ("burns.tab", False),
            4104: ("codebook.pdf", True),
            4105: ("README.md", True),
        },
        ["1.0", "2.0"],
    ),
}


def dvn_sites() -> list[Site]:
    pages: dict[str, str | Response] = {
        "/dataverse/prairie-ecology": DVN.page("Prairie ecology", "<h1>Prairie ecology</h1>")
    }
    for pid, (title, files, versions) in DVN_SETS.items():
        ds = f"/dataset.xhtml?persistentId={pid}"
        rows = ""
        for fid, (fname, describes) in files.items():
            rows += f'<tr><td><a href="/file.xhtml?fileId={fid}">{fname}</a></td><td><a href="/api/access/datafile/{fid}">Download</a></td></tr>'
            pages[f"/file.xhtml?fileId={fid}"] = DVN.page(
                fname,
                f"<h1>{fname}</h1><p>This file is part of &quot;{escape(title)}&quot;.</p>"
                f'<p><a href="/api/access/datafile/{fid}">Download</a> · <a href="{ds.replace("&", "&amp;")}">Back to dataset</a></p>',
            )
            body = f"{title}\nSee the codebook.\n" if describes else csv("plot,year,value", 4, fid)
            pages[f"/api/access/datafile/{fid}"] = data(body, "text/plain")
        exports = ""
        for ex in ("ddi", "dataverse_json", "schema.org"):
            u = f"/api/datasets/export?exporter={ex}&persistentId={pid}"
            pages[u] = data(f'{{"title": "{title}"}}', "application/json")
            exports += f'<li><a href="{u.replace("&", "&amp;")}">{ex}</a></li>'
        vers = ""
        for v in versions:
            vu = f"{ds}&version={v}"
            pages[vu] = DVN.page(
                f"{title} (v{v})", f"<h1>{escape(title)}</h1><p>Version {v}, superseded.</p>"
            )
            vers += f'<li><a href="{vu.replace("&", "&amp;")}">Version {v}</a></li>'
        pages[ds] = DVN.page(
            title,
            f"""<div id="datasetForm"><h1>{escape(title)}</h1>
<p>In <a href="/dataverse/prairie-ecology">Prairie ecology</a> · persistent id {pid}</p>
<table class="files">{rows}</table><div class="dropdown"><button>Export metadata</button><ul>{exports}</ul></div>
{"<h2>Versions</h2><ul>" + vers + "</ul>" if vers else ""}</div>""",
        )
    return [build(DVN, pages)]


def _dvn_truth(pid: str) -> set[str]:
    _title, files, versions = DVN_SETS[pid]
    ds = DVN.url(f"/dataset.xhtml?persistentId={pid}")
    t = {ds} | {ds + f"&version={v}" for v in versions}
    t |= {DVN.url(f"/file.xhtml?fileId={fid}") for fid in files}
    t |= {DVN.url(f"/api/access/datafile/{fid}") for fid, (_n, d) in files.items() if d}
    t |= {
        DVN.url(f"/api/datasets/export?exporter={ex}&persistentId={pid}")
        for ex in ("ddi", "dataverse_json", "schema.org")
    }
    return t


# ---------------------------------------------------------------- cases
_DVN_A, _DVN_B = list(DVN_SETS)

CASES: list[Case] = [
    # Camera-trap project: everything under /projects/<slug>/ plus full-size images and the
    # Camtrap DP export on a separate media domain, like GitHub's raw host in the seed:
    # Path-Based with Externals.
    case(
        "cam-heathland",
        "camera-trap archive (project with two deployments)",
        "dataset",
        "path_based_externals",
        CAM.url("/projects/heathland-grazers/"),
        _cam_truth("heathland-grazers"),
        cam_sites,
    ),
    # Harder: five deployments over paginated listings, three images each on the media
    # store: Path-Based with Externals.
    case(
        "cam-lynx-grid",
        "camera-trap archive (project with paginated deployments)",
        "dataset",
        "path_based_externals",
        CAM.url("/projects/boreal-lynx-grid/"),
        _cam_truth("boreal-lynx-grid"),
        cam_sites,
        others={CAM.url("/projects/heathland-grazers/")},
    ),
    # Acoustic deposit: the "Recordings from: ..." title is in every metadata page but not
    # in the audio files, exactly the seed's Dryad shape: Significant String from Title+
    # with Ignored URIs.
    case(
        "acu-flight-calls",
        "acoustic monitoring archive (deposit with two files)",
        "dataset",
        "sig_title_plus_ignored",
        ACU.url("/deposit/ba-2231"),
        _acu_truth("ba-2231"),
        acu_sites,
        others={ACU.url(ACU_OTHER)},
    ),
    # Harder: files hang off per-recorder pages (which carry the title) and an older
    # version page: title pages, then one hop from each: Significant String from Title+
    # with Ignored URIs.
    case(
        "acu-bat-transects",
        "acoustic monitoring archive (deposit with recorders and versions)",
        "dataset",
        "sig_title_plus_ignored",
        ACU.url("/deposit/ba-3050"),
        _acu_truth("ba-3050"),
        acu_sites,
        others={ACU.url(ACU_OTHER)},
    ),
    # Barcode project: titles are "BarcodeLedger | <project>", the home "BarcodeLedger | Home";
    # the project title is in every member (specimens, records, FASTA, summary) but the
    # portal prefix is not, the seed's OSF shape: Significant String from Filtered Title.
    case(
        "bar-lepidoptera",
        "DNA barcode library (project with three records)",
        "dataset",
        "sig_filtered_title",
        BAR.url("/projects/LEPNB"),
        _bar_truth("LEPNB"),
        bar_sites,
    ),
    # Harder: eight records over paginated specimen lists, a published dataset page,
    # shared BIN pages (not the project's): Significant String from Filtered Title.
    case(
        "bar-usk-mayflies",
        "DNA barcode library (project with paginated records and dataset)",
        "dataset",
        "sig_filtered_title",
        BAR.url("/projects/EPUSK"),
        _bar_truth("EPUSK"),
        bar_sites,
    ),
    # Checklist: the page title is the checklist title alone and every member (taxa pages,
    # export, references) repeats it; taxon pages of the portal do not: Significant
    # String from Title.
    case(
        "chk-kettle-fens",
        "species checklist repository (checklist with export)",
        "dataset",
        "sig_title",
        CHK.url("/checklists/881"),
        _chk_truth("881"),
        chk_sites,
    ),
    # Harder: paginated taxa and a version history with older exports, all carrying the
    # title: Significant String from Title.
    case(
        "chk-burren-bryophytes",
        "species checklist repository (paginated checklist with versions)",
        "dataset",
        "sig_title",
        CHK.url("/checklists/1204"),
        _chk_truth("1204"),
        chk_sites,
    ),
    # Dataverse-like: "<title> | Prairie Data Commons", home "Prairie Data Commons": the
    # seed's Dataverse row, Filtered Title taken from the end; data files that do not
    # mention the title are missed, as the seed's table says.
    case(
        "dvn-seed-bank",
        "Dataverse-like data commons (dataset with two files)",
        "dataset",
        "sig_filtered_title",
        DVN.url(f"/dataset.xhtml?persistentId={_DVN_A}"),
        _dvn_truth(_DVN_A),
        dvn_sites,
    ),
    # Harder: five files, metadata exports, two superseded versions: Significant String
    # from Filtered Title.
    case(
        "dvn-burn-forbs",
        "Dataverse-like data commons (dataset with versions and exports)",
        "dataset",
        "sig_filtered_title",
        DVN.url(f"/dataset.xhtml?persistentId={_DVN_B}"),
        _dvn_truth(_DVN_B),
        dvn_sites,
    ),
]
