"""Three more portals of the seed's table as they look in 2026: a Dataverse installation
(a new one that signposts, an old one that does not), a GBIF-like biodiversity portal and a
Kaggle-like dataset host."""

from __future__ import annotations

from html import escape

from sites.portals._portal import Case, Portal
from sites.portals_heldout21._kit import Hub, a, blob, host, linkset, meta, stub, ul

# --------------------------------------------------------------------------- dataverse
DV = host("dataverse", "coastuni")
DVOLD = host("data", "estuaryinst")


def dv_portal(h: str, name: str, version: str) -> Portal:
    return Portal(
        h,
        name,
        menu=[
            ("/dataverseuser.xhtml?editMode=CREATE", "Add Data"),
            ("/dataverse/root?q=", "Search"),
            ("http://guides.dataverse.hx21.example/en/latest/user/", "User Guide"),
            ("/loginpage.xhtml", "Log In"),
        ],
        footer=[
            ("/privacy", "Privacy Policy"),
            ("http://dataverse.hx21.example/", f"Powered by Dataverse v. {version}"),
        ],
        title_format="{title} - " + name,
        home_title=name,
    )


dv = Hub(
    dv_portal(DV, "Coast University Dataverse", "6.4"), "Dataverse (institutional data repository)"
)
dvold = dv.join(
    Hub(
        dv_portal(DVOLD, "Estuary Institute Dataverse", "5.6"),
        "Dataverse (institutional data repository)",
    )
)


def dataverse(
    hub: Hub, pid: str, title: str, files: list[tuple[int, str, str]], sign: bool
) -> tuple[str, set[str], str]:
    """A dataset: its page, a file page per file (breadcrumbed with the dataset title), the
    file downloads (/api/access/datafile) and two metadata exports.  Returns the landing,
    the truth and the parent collection."""
    gen = meta(generator="Dataverse " + ("6.4" if sign else "5.6"))
    crumbs = f'<div class="breadcrumbs">{a("/dataverse/oceanlab", "Ocean Lab")} &gt; {escape(title)}</div>'
    truth: set[str] = set()
    items = []
    for fid, name, ctype in files:
        dl = hub.raw(hub.url(f"/api/access/datafile/{fid}"), blob("gauge,t\n", ctype))
        items.append((dl, ctype))
        fpage = hub.page(
            f"/file.xhtml?fileId={fid}&version=1.0",
            name,
            f"{crumbs}<h1>{name}</h1><p>{a(dl, 'Access File')}</p>",
            head=gen,
        )
        truth |= {dl, fpage}
    exports = [
        hub.raw(
            hub.url(f"/api/datasets/export?exporter={ex}&persistentId=doi:{pid}"),
            blob(f'{{"title": "{title}"}}' if ex != "ddi" else f"<titl>{title}</titl>", ct),
        )
        for ex, ct in (("schema.org", "application/ld+json"), ("ddi", "application/xml"))
    ]
    truth |= set(exports)
    link = None
    if sign:
        link = linkset(
            (f"http://doi.dvhandle.hx21.example/{pid}", "cite-as"),
            (exports[0], "describedby", "application/ld+json"),
            *[(u, "item", ct) for u, ct in items],
            ("http://schema.hx21.example/AboutPage", "type"),
        )
    flist = ul([(f"/file.xhtml?fileId={fid}&version=1.0", name) for fid, name, _c in files])
    landing = hub.page(
        f"/dataset.xhtml?persistentId=doi:{pid}",
        title,
        f"""{crumbs}<h1>{escape(title)}</h1><p>Roberts, Maya, 2026, "{escape(title)}",
https://doi.org/{pid}, {escape(hub.portal.name)}, V1</p>
<div class="tabs"><h2>Files</h2>{flist}<h2>Metadata</h2><p>Export Metadata:
{a(exports[0], "Schema.org JSON-LD")} {a(exports[1], "DDI")}</p></div>
<p>{a("/dataverse/oceanlab", "Ocean Lab Dataverse")}</p>""",
        head=gen + meta(citation_title=title, citation_doi=pid),
        link=link,
    )
    hub.redirect(f"http://doi.dvhandle.hx21.example/{pid}", landing)
    return landing, truth | {landing}, hub.url("/dataverse/oceanlab")


stub(dv, "/dataverse/oceanlab", "Ocean Lab Dataverse")
stub(dvold, "/dataverse/oceanlab", "Ocean Lab Dataverse")
dv1, dv1_truth, dv1_coll = dataverse(
    dv,
    "10.7910/DVN/QX7T2M",
    "Replication Data for: Storm surge memory in estuaries",
    [
        (4455667, "surge_events.tab", "text/tab-separated-values"),
        (4455668, "codebook.pdf", "application/pdf"),
    ],
    True,
)
dv2, dv2_truth, dv2_coll = dataverse(
    dvold,
    "10.7910/DVN/L0W8EQ",
    "Replication Data for: Salinity intrusion under drought",
    [(2233441, "salinity.tab", "text/tab-separated-values")],
    False,
)

DV_CASES = [
    # Dataverse 6.4 signposts its datasets (cite-as, describedby, item per file) -> Signposting.
    # Truth: the dataset page, each file page, each download, both exports on the page.  Not
    # the parent collection.
    dv.case(
        "dataverse-signposted",
        "dataset",
        "multi_hop",
        "signposting",
        dv1,
        dv1_truth,
        others={dv1_coll},
    ),
    # An older installation without Signposting.  Seed: Dataverse -> Significant String from
    # Filtered Title, "starting from title end": titles end " - Estuary Institute Dataverse"
    # like the homepage's; the rest is in every file page's breadcrumb and in the exports.
    dvold.case(
        "dataverse-old",
        "dataset on an older installation",
        "multi_hop",
        "sig_filtered_title",
        dv2,
        dv2_truth,
        others={dv2_coll},
    ),
]

# --------------------------------------------------------------------------- gbif-like
SH = host("www", "specieshub")
SHAPI = host("api", "specieshub")
sh = Hub(
    Portal(
        SH,
        "SpeciesHub",
        menu=[
            ("/occurrence/search", "Occurrences"),
            ("/species/search", "Species"),
            ("/dataset/search", "Datasets"),
            ("/publisher/search", "Publishers"),
            ("/what-is-specieshub", "About"),
        ],
        footer=[
            ("/terms", "Terms"),
            ("/privacy", "Privacy"),
            ("/contact-us", "Contact"),
            ("http://techdocs.specieshub.hx21.example/", "API"),
        ],
        title_format="{title}",
        home_title="SpeciesHub",
    ),
    "SpeciesHub (GBIF-like biodiversity portal)",
)
UUID = "5b8e3f2a-91c4-4d7e-b0a6-3c2f1e9d8a47"
sh_occ = sh.page(
    f"/occurrence/search?dataset_key={UUID}",
    "Occurrence search",
    f"<h1>4,812 occurrences</h1><p>Filtered by dataset {UUID}</p>",
    share=False,
)
sh_metrics = sh.page(
    f"/dataset/{UUID}/metrics", "Dataset metrics", "<h1>Metrics</h1><p>By year, by taxon.</p>"
)
sh_doc = sh.raw(f"http://{SHAPI}/v1/dataset/{UUID}/document", blob("<eml:eml/>", "application/xml"))
sh_json = sh.raw(
    f"http://{SHAPI}/v1/dataset/{UUID}", blob('{"key": "' + UUID + '"}', "application/json")
)
sh_publisher = stub(sh, "/publisher/0e1d2c3b-4a59-4687-9a8b-7c6d5e4f3a21", "Estuary Institute")
sh_species = stub(sh, "/species/2287318", "Crassostrea gigas")
sh_entry = sh.page(
    f"/dataset/{UUID}",
    "Intertidal benthos of the North Sea estuaries, 2010-2025",
    f"""<h1>Intertidal benthos of the North Sea estuaries, 2010-2025</h1>
<p>Published by {a("/publisher/0e1d2c3b-4a59-4687-9a8b-7c6d5e4f3a21", "Estuary Institute")}</p>
<p>{a(f"/occurrence/search?dataset_key={UUID}", "4,812 occurrences")} · {a(f"/dataset/{UUID}/metrics", "Metrics")}</p>
<p>Metadata: {a(sh_doc, "EML document")} {a(sh_json, "API")}</p>
<p>Most recorded taxon: {a("/species/2287318", "Crassostrea gigas")}</p>""",
    head=meta(og_site_name="SpeciesHub") + '<script src="/js/base/vendors.a1b2.js"></script>',
)
SH_CASES = [
    # Seed: GBIF dataset -> Significant String from URI: the dataset UUID is in the landing,
    # the occurrence search, the metrics page and both API URIs.  Not the publisher or a
    # species page.  (The data itself, as in the seed, is only downloadable after a request.)
    sh.case(
        "specieshub-dataset",
        "dataset",
        "multi_hop",
        "sig_uri",
        sh_entry,
        {sh_entry, sh_occ, sh_metrics, sh_doc, sh_json},
        others={sh_publisher, sh_species},
    ),
]

# --------------------------------------------------------------------------- kaggle-like
KG = host("www", "dataknack")
KGS = host("storage", "dataknackusercontent")
kg = Hub(
    Portal(
        KG,
        "Dataknack",
        menu=[
            ("/competitions", "Competitions"),
            ("/datasets", "Datasets"),
            ("/models", "Models"),
            ("/code", "Code"),
            ("/discussions", "Discussions"),
            ("/learn", "Learn"),
        ],
        footer=[
            ("/terms", "Terms"),
            ("/privacy", "Privacy"),
            ("/contact", "Contact"),
            ("/docs", "Docs"),
        ],
        title_format="{title} | Dataknack",
        home_title="Dataknack: Your Machine Learning and Data Science Community",
    ),
    "Dataknack (Kaggle-like dataset host)",
)
KD = "/datasets/mroberts/north-sea-tide-gauges"
kg_zip = kg.raw(
    f"http://{KGS}/datasets/4412233/7712345/compressed/gauges.csv.zip?X-Goog-Expires=259200",
    blob(b"PK\x03\x04", "application/zip"),
)
kg_tabs = {
    f"{KD}/data": (
        "North Sea tide gauges: data",
        f"<h2>Data Explorer</h2><p>{a(kg_zip, 'Download gauges.csv')}</p>",
    ),
    f"{KD}/code": (
        "North Sea tide gauges: code",
        ul([("/code/mroberts/fit-tides-with-tidewatch", "Fit tides with tidewatch")]),
    ),
    f"{KD}/discussion": (
        "North Sea tide gauges: discussion",
        ul([(f"{KD}/discussion/512345", "Units of the residual column?")]),
    ),
    f"{KD}/discussion/512345": (
        "Units of the residual column?",
        "<p>Metres above chart datum.</p>",
    ),
    f"{KD}/versions/3": ("North Sea tide gauges: version 3", "<p>Added 2025.</p>"),
}
kg_urls = {kg.page(p, t, f"<h1>{t}</h1>{m}") for p, (t, m) in kg_tabs.items()}
kg_nb = stub(kg, "/code/mroberts/fit-tides-with-tidewatch", "Fit tides with tidewatch (notebook)")
kg_sib = stub(
    kg, "/datasets/mroberts/north-sea-tide-gauges-hourly", "North Sea tide gauges (hourly)"
)
kg_user = stub(kg, "/mroberts", "Maya Roberts")
kg_entry = kg.page(
    KD,
    "North Sea tide gauges",
    f"""<h1>North Sea tide gauges</h1><p>{a("/mroberts", "Maya Roberts")} · Updated 3 days ago · {a(kg_zip, "Download (12 MB)")}</p>
<nav>{ul([(p, t.split(": ")[-1]) for p, (t, _m) in kg_tabs.items()])}</nav>
<p>See also {a("/datasets/mroberts/north-sea-tide-gauges-hourly", "the hourly set")}</p>""",
    head=meta(og_site_name="Dataknack") + '<script src="/static/assets/app.js?v=1d2e3f"></script>',
)
KG_CASES = [
    # Seed: Kaggle dataset with code and discussion -> Path-Based with Externals: the tabs,
    # the discussion thread and the version page are under the dataset path; the download
    # is a signed URL on the external storage host.  Not the notebooks (their own artifacts
    # under /code/), the user, or the -hourly dataset that shares the path's prefix.
    kg.case(
        "dataknack-dataset",
        "dataset with code and discussion",
        "multi_hop",
        "path_based_externals",
        kg_entry,
        {kg_entry, kg_zip, *kg_urls},
        others={kg_nb, kg_sib, kg_user},
    ),
]

CASES: list[Case] = DV_CASES + SH_CASES + KG_CASES
