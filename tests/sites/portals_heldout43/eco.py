"""heldout43 ecological and climate data repositories and journals: a versioned data
repository that signposts its records (signposting), a data journal's article pages
(single_page_plus_ignored), a Dryad-like package repository (sig_title_plus_ignored), an
OSF-like field project hub (sig_filtered_title) and a climate data catalogue whose every
resource carries the dataset title (sig_title)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, links

from ._kit import Chrome, a, binary, chrome_pages, csv, json, text, xml

# --- versioned data repository with signposting (InvenioRDM-like; DOI per version)

DEP = Chrome(
    "www.biotadepot.hx43.example",
    "BiotaDepot",
    [
        ("/communities", "Communities"),
        ("/search?type=dataset", "Datasets"),
        ("/uploads/new", "Upload"),
    ],
    [
        ("/about", "About"),
        ("/policies", "Policies"),
        ("/privacy", "Privacy"),
        ("/support", "Support"),
    ],
    title_format="{title} | BiotaDepot",
    analytics="biotadepot",
)
DOI = "http://doi.pidlink.hx43.example"
DEP_RECORDS = {
    "81234": ("Vegetation plots of the Carpathian beech forests", ["plots.csv", "species.csv"], []),
    "90451": (
        "Camera-trap detections of mesocarnivores, Bavarian Forest, version 3",
        ["detections_v3.csv", "stations.geojson", "images_index.parquet", "README.md"],
        ["90120", "90300"],
    ),
}


def _dep_parts(rid: str) -> tuple[list[str], list[str]]:
    """(item paths, describedby paths) the record's Link header declares."""
    _t, files, _v = DEP_RECORDS[rid]
    items = [f"/records/{rid}/files/{f}" for f in files]
    meta = [f"/records/{rid}/export/datacite-json", f"/records/{rid}/export/json-ld"]
    return items, meta


def _dep_sites() -> list[Site]:
    pages: dict[str, PageValue] = chrome_pages(DEP)
    dois: dict[str, PageValue] = {
        "/": Response.html("<title>PID resolver</title><h1>Resolver</h1>")
    }
    for rid, (title, files, older) in DEP_RECORDS.items():
        items, meta = _dep_parts(rid)
        doi = f"{DOI}/10.48321/bd.{rid}"
        dois[f"/10.48321/bd.{rid}"] = Response.redirect(DEP.url(f"/records/{rid}"), 302)
        for f, p in zip(files, items, strict=True):
            pages[p] = csv(f"# {f}\nid,value\n1,0.5\n") if f.endswith(".csv") else binary(f)
        pages[meta[0]] = json(f'{{"titles": [{{"title": "{title}"}}], "doi": "{doi}"}}')
        pages[meta[1]] = data_ld(title, doi)
        for v in older:
            pages[f"/records/{v}"] = DEP.page("Older version", f"<h1>Record {v}</h1>")
        header = ", ".join(
            [
                f'<{doi}>; rel="cite-as"',
                '<http://schema.test/Dataset>; rel="type"',
                '<http://orcid.test/0000-0002-1825-0097>; rel="author"',
                '<http://licenses.test/by/4.0/>; rel="license"',
                *(f'<{DEP.url(p)}>; rel="item"; type="application/octet-stream"' for p in items),
                f'<{DEP.url(meta[0])}>; rel="describedby"; type="application/vnd.datacite+json"',
                f'<{DEP.url(meta[1])}>; rel="describedby"; type="application/ld+json"',
            ]
        )
        versions = ""
        if older:
            versions = (
                "<aside><h3>Versions</h3>"
                + links([(f"/records/{v}", f"Version {i + 1}") for i, v in enumerate(older)])
                + "</aside>"
            )
        body = DEP.page(
            title,
            f"<h1>{escape(title)}</h1><p>DOI {a(doi, doi.removeprefix(DOI + '/'))}</p>"
            "<h2>Files</h2>"
            + links([(p, p.rsplit("/", 1)[1]) for p in items])
            + "<h3>Export</h3>"
            + links([(meta[0], "DataCite JSON"), (meta[1], "JSON-LD")])
            + versions,
            share=DEP.url(f"/records/{rid}"),
        )
        pages[f"/records/{rid}"] = Response.html(body, headers=[("Link", header)])
    return [DEP.site(pages), Site(DOI.removeprefix("http://"), dois)]


def data_ld(title: str, doi: str) -> Response:
    return json(f'{{"@type": "Dataset", "name": "{title}", "@id": "{doi}"}}')


def _dep_truth(rid: str) -> frozenset[str]:
    items, meta = _dep_parts(rid)
    return frozenset(DEP.url(p) for p in [f"/records/{rid}", *items, *meta])


# --- data journal (bioRxiv-like article tabs, all linked from the abstract page)

JRN = Chrome(
    "www.geodataletters.hx43.example",
    "GeoData Letters",
    [
        ("/collections", "Subject collections"),
        ("/submit-a-manuscript", "Submit"),
        ("/alerts", "Alerts"),
    ],
    [("/about", "About"), ("/editorial-policies", "Policies"), ("/privacy", "Privacy")],
    title_format="{title} | GeoData Letters",
    analytics="geodataletters",
)
JRN_RECORDS = {
    "gdl.2024.0117v1": (
        "A gridded dataset of lake ice phenology for the Northern Hemisphere, 1980-2022",
        [],
        [],
    ),
    "gdl.2024.0203v3": (
        "HYDROMOSS: a harmonised database of bryophyte water relations traits",
        ["gdl.2024.0203v1", "gdl.2024.0203v2"],
        ["media-1.xlsx", "media-2.zip"],
    ),
}


def _jrn_tabs(aid: str) -> list[str]:
    base = f"/content/10.59002/{aid}"
    tabs = [f"{base}.full", f"{base}.full.pdf", f"{base}.supplementary-material"]
    return [*tabs, f"{base}.article-info"]


def _jrn_supp(aid: str) -> list[str]:
    return [f"/content/suppl/2024/05/02/{aid}.DC1/{m}" for m in JRN_RECORDS[aid][2]]


def _jrn_sites() -> list[Site]:
    pages: dict[str, PageValue] = chrome_pages(JRN)
    for aid, (title, older, _supp) in JRN_RECORDS.items():
        base = f"/content/10.59002/{aid}"
        tabs = _jrn_tabs(aid)
        supp = _jrn_supp(aid)
        for s in supp:
            pages[s] = binary(s)
        pages[tabs[0]] = JRN.page(title, f"<h1>{escape(title)}</h1><p>Full text.</p>")
        pages[tabs[1]] = pdf(title, ["Data paper"])
        pages[tabs[2]] = JRN.page(
            title,
            "<h1>Supplementary material</h1>" + links([(s, s.rsplit("/", 1)[1]) for s in supp]),
        )
        pages[tabs[3]] = JRN.page(title, "<h1>Info and history</h1>")
        for o in older:
            pages[f"/content/10.59002/{o}"] = JRN.page("Earlier version", f"<h1>{o}</h1>")
        prev = ""
        if older:
            prev = "<p>Previous versions: " + " ".join(
                a(f"/content/10.59002/{o}", o[-2:]) for o in older
            )
            prev += "</p><div class='data-availability'><h3>Data availability</h3>"
            prev += links([(s, s.rsplit("/", 1)[1]) for s in supp]) + "</div>"
        pages[base] = JRN.page(
            title,
            f'<div class="article"><h1>{escape(title)}</h1><nav class="tabs">'
            + links(
                [
                    (base, "Abstract"),
                    (tabs[0], "Full Text"),
                    (tabs[3], "Info/History"),
                    (tabs[2], "Supplementary Material"),
                ]
            )
            + f"</nav><p>{a(tabs[1], 'Download PDF')}</p><p>The dataset is archived at "
            f"{a('http://doi.archive-elsewhere.test/10.5555/xyz', 'its repository')}.</p>{prev}"
            "</div>",
            share=JRN.url(base),
        )
    return [JRN.site(pages)]


def _jrn_truth(aid: str) -> frozenset[str]:
    paths = [f"/content/10.59002/{aid}", *_jrn_tabs(aid), *_jrn_supp(aid)]
    return frozenset(JRN.url(p) for p in paths)


# --- Dryad-like data packages: "Data from: ..." on every page, but not in the data files

DRY = Chrome(
    "datadepot.fennecdata.hx43.example",
    "Fennec Data Repository",
    [
        ("/discover", "Browse data"),
        ("/pages/submissionProcess", "Submit data"),
        ("/pages/faq", "FAQ"),
    ],
    [("/pages/about", "About"), ("/pages/policies", "Terms of service"), ("/privacy", "Privacy")],
    title_format="{title}",
    home_title="Fennec Data Repository",
    analytics="fennecdata",
)
DRY_RECORDS = {
    "fennec.3k7m2": (
        "Data from: Nest predation rates of ground-nesting shorebirds across an Arctic gradient",
        ["nest_fates.csv"],
    ),
    "fennec.9p4t8": (
        "Data from: Drought legacy effects on root exudation in temperate grassland mesocosms",
        ["exudates_TOC.csv", "root_traits.csv", "soil_moisture_logger.csv", "README_exudates.txt"],
    ),
}


def _dry_paths(pkg: str) -> tuple[list[str], list[str], list[str]]:
    """(pages carrying the title, per-file pages, bitstreams) of one package."""
    _t, files = DRY_RECORDS[pkg]
    base = f"/resource/doi:10.60117/{pkg}"
    filepages = [f"{base}/{i}" for i in range(1, len(files) + 1)]
    bits = [f"/bitstream/handle/10255/{pkg}.{i}/{f}?sequence=1" for i, f in enumerate(files, 1)]
    return [base, f"{base}/mets.xml", f"{base}/citation/ris"], filepages, bits


def _dry_sites() -> list[Site]:
    pages: dict[str, PageValue] = chrome_pages(DRY)
    for pkg, (title, files) in DRY_RECORDS.items():
        (base, mets, ris), filepages, bits = _dry_paths(pkg)
        for f, fp, b in zip(files, filepages, bits, strict=True):
            pages[b] = csv("plot,value\nA,1\n") if f.endswith(".csv") else text("see columns\n")
            pages[fp] = DRY.page(
                f"{title}: {f}",
                f'<p class="pkg">This file is part of the data package {a(base, title)}</p>'
                f"<h1>{escape(f)}</h1><p>{a(b, 'Download')} · {a(base, 'View package')}</p>",
                raw_title=True,
            )
        pages[mets] = xml(f"<mets><dmdSec><mods:title>{escape(title)}</mods:title></dmdSec></mets>")
        pages[ris] = text(f"TY  - DATA\nT1  - {title}\nER  -\n")
        article = f"/pages/publication-{pkg}"
        pages[article] = DRY.page("Linked article", "<h1>Journal article</h1>")
        pages[base] = DRY.page(
            title,
            f"<h1>{escape(title)}</h1><p>Article: {a(article, 'see the publication')}</p>"
            "<h2>Files in this package</h2>"
            + links([(fp, f) for f, fp in zip(files, filepages, strict=True)])
            + f"<p>Cite: {a(ris, 'RIS')} · Metadata: {a(mets, 'METS')}</p>",
            raw_title=True,
        )
    return [DRY.site(pages)]


def _dry_truth(pkg: str) -> frozenset[str]:
    own, filepages, bits = _dry_paths(pkg)
    return frozenset(DRY.url(p) for p in [*own, *filepages, *bits])


# --- OSF-like field project hub: "Fieldhub | " before every title, files under own GUIDs

HUB = Chrome(
    "www.fieldhub.hx43.example",
    "Fieldhub",
    [("/dashboard", "My projects"), ("/search", "Search"), ("/support", "Support")],
    [("/terms", "Terms of use"), ("/privacy", "Privacy"), ("/donate", "Donate")],
    title_format="Fieldhub | {title}",
    home_title="Fieldhub | Home",
    analytics="fieldhub",
)
HUB_RECORDS = {
    "k7q2m": (
        "Soil microbiome responses to drought in Mediterranean grasslands",
        {"x8r4d": "otu_table.csv", "b2n6w": "sampling_sites.csv"},
        "",
    ),
    "v5c3h": (
        "Wetland methane flux chamber measurements 2019-2022",
        {"m9f1s": "fluxes_2019_2020.csv", "t4k8z": "fluxes_2021_2022.csv", "q7d2e": "protocol.txt"},
        "p3w9z",
    ),
}


def _hub_paths(pid: str) -> list[str]:
    _t, files, comp = HUB_RECORDS[pid]
    out = [f"/{pid}/", f"/{pid}/files/", f"/{pid}/wiki/home"]
    for guid in files:
        out += [f"/{guid}/", f"/download/{guid}/"]
    if comp:
        out += [f"/{comp}/", f"/{pid}/files/?revisions={next(iter(files))}"]
        out += [f"/download/{next(iter(files))}/?version=1"]
    return out


def _hub_sites() -> list[Site]:
    pages: dict[str, PageValue] = chrome_pages(HUB)
    for pid, (title, files, comp) in HUB_RECORDS.items():
        crumb = f'<p class="crumb">{a(f"/{pid}/", title)}</p>'
        first = next(iter(files))
        for guid, name in files.items():
            pages[f"/download/{guid}/"] = text(f"# {title}\n# file: {name}\nsite,value\nA,1\n")
            pages[f"/{guid}/"] = HUB.page(
                name,
                f"{crumb}<h1>{escape(name)}</h1><p>{a(f'/download/{guid}/', 'Download')}</p>",
            )
        listing = links([(f"/{g}/", n) for g, n in files.items()])
        if comp:
            rev = f"/{pid}/files/?revisions={first}"
            old = f"/download/{first}/?version=1"
            pages[old] = text(f"# {title}\n# file: {files[first]} (version 1)\nsite,value\n")
            pages[rev] = HUB.page(
                f"{title}: revisions",
                f"{crumb}<h1>Revisions of {files[first]}</h1>" + links([(old, "Version 1")]),
            )
            listing += f"<p>{a(rev, 'Revision history')}</p>"
            pages[f"/{comp}/"] = HUB.page(
                "Chamber data component",
                f"{crumb}<h1>Chamber data component</h1><p>Component of {escape(title)}.</p>",
            )
        pages[f"/{pid}/files/"] = HUB.page(f"{title}: Files", f"{crumb}<h1>Files</h1>{listing}")
        pages[f"/{pid}/wiki/home"] = HUB.page(
            f"{title}: Wiki", f"{crumb}<h1>Home</h1><p>Field protocol overview.</p>"
        )
        components = f"<h2>Components</h2><p>{a(f'/{comp}/', 'Chamber data')}</p>" if comp else ""
        pages[f"/{pid}/"] = HUB.page(
            title,
            f"<h1>{escape(title)}</h1><nav>"
            + links([(f"/{pid}/files/", "Files"), (f"/{pid}/wiki/home", "Wiki")])
            + f"</nav><h2>Files</h2>{listing}{components}"
            f"<p>Contributors: {a('/profile/f4t2q/', 'R. Almeida')}</p>",
        )
    pages["/profile/f4t2q/"] = HUB.page("R. Almeida", "<h1>R. Almeida</h1>")
    return [HUB.site(pages)]


def _hub_truth(pid: str) -> frozenset[str]:
    return frozenset(HUB.url(p) for p in _hub_paths(pid))


# --- climate data catalogue: the page title is the dataset title, carried by every file

CAT = Chrome(
    "catalogue.polarclim.hx43.example",
    "Polar Climate Data Catalogue",
    [("/datasets", "Datasets"), ("/map", "Map search"), ("/services", "Services")],
    [("/about", "About"), ("/data-policy", "Data policy"), ("/privacy", "Privacy")],
    title_format="{title}",
    home_title="Polar Climate Data Catalogue",
    analytics="polarclim",
)
CAT_RECORDS = {
    "baltic-sea-ice-monthly": (
        "Baltic Sea monthly sea-ice concentration 1979-2023",
        ["BSIC_monthly_1979-2023_v2.1.cdl"],
        "baltic-sea-ice-daily",
    ),
    "greenland-smb-daily-1km": (
        "Greenland ice sheet surface mass balance, daily, downscaled to 1 km, 1950-2022",
        ["GrIS_SMB_1km_1950-1979.cdl", "GrIS_SMB_1km_1980-2009.cdl", "GrIS_SMB_1km_2010-2022.cdl"],
        "greenland-runoff-monthly",
    ),
}


def _cat_paths(slug: str) -> list[str]:
    _t, files, _r = CAT_RECORDS[slug]
    base = f"/dataset/{slug}"
    out = [base, f"{base}/metadata.xml", f"{base}/access"]
    out += [f"/thredds/fileServer/polar/{f}" for f in files]
    if len(files) > 1:
        out += [f"{base}/lineage", f"/docs/{slug}-product-user-guide.pdf"]
    return out


def _cat_sites() -> list[Site]:
    pages: dict[str, PageValue] = chrome_pages(CAT)
    for slug, (title, files, related) in CAT_RECORDS.items():
        base = f"/dataset/{slug}"
        for f in files:
            pages[f"/thredds/fileServer/polar/{f}"] = text(
                f'netcdf {f[:-4]} {{\n  :title = "{title}" ;\n  :Conventions = "CF-1.8" ;\n}}\n'
            )
        pages[f"{base}/metadata.xml"] = xml(
            f"<gmd:MD_Metadata><gco:CharacterString>{escape(title)}</gco:CharacterString>"
        )
        pages[f"/dataset/{related}"] = CAT.page(
            "Related polar dataset", f"<h1>Dataset {related}</h1>"
        )
        access = links([(f"/thredds/fileServer/polar/{f}", f) for f in files])
        pages[f"{base}/access"] = CAT.page(
            f"Data access: {title}", f"<h1>Data access</h1><p>{escape(title)}</p>{access}"
        )
        extra = ""
        if len(files) > 1:
            guide = f"/docs/{slug}-product-user-guide.pdf"
            pages[guide] = pdf(title, ["Product user guide"])
            pages[f"{base}/lineage"] = CAT.page(
                f"Lineage: {title}",
                f"<h1>Lineage</h1><p>Processing history of {escape(title)}.</p>",
            )
            extra = links([(f"{base}/lineage", "Lineage"), (guide, "Product user guide")])
        pages[base] = CAT.page(
            title,
            f"<h1>{escape(title)}</h1>{extra}<p>{a(f'{base}/access', 'Access the data')} · "
            f"{a(f'{base}/metadata.xml', 'ISO 19115 metadata')}</p><aside>Related: "
            f"{a(f'/dataset/{related}', 'see also')}</aside>",
            share=CAT.url(base),
        )
    return [CAT.site(pages)]


def _cat_truth(slug: str) -> frozenset[str]:
    return frozenset(CAT.url(p) for p in _cat_paths(slug))


CASES = [
    # A repository that declares its boundary in HTTP Link headers (item, describedby): the
    # seed's machine-friendly Signposting; the truth is the landing, items and describedby.
    Case(
        "depot-vegetation-plots",
        "signposting data repository (single-version vegetation plots)",
        "dataset",
        "signposting",
        DEP.url("/records/81234"),
        _dep_truth("81234"),
        _dep_sites,
    ),
    # Harder: entered by its version DOI (redirects), older versions are other records.
    Case(
        "depot-camera-traps-v3",
        "signposting data repository (third version entered by DOI)",
        "dataset",
        "signposting",
        f"{DOI}/10.48321/bd.90451",
        _dep_truth("90451"),
        _dep_sites,
        others=frozenset({DEP.url("/records/90120"), DEP.url("/records/90300")}),
        landing=DEP.url("/records/90451"),
    ),
    # bioRxiv-like article tabs, each one hop from the abstract page: the seed's BioRxiv
    # row, Single Page+ with Ignored URIs.
    Case(
        "journal-lake-ice",
        "data journal (data paper, first version)",
        "article",
        "single_page_plus_ignored",
        JRN.url("/content/10.59002/gdl.2024.0117v1"),
        _jrn_truth("gdl.2024.0117v1"),
        _jrn_sites,
    ),
    Case(
        "journal-bryophyte-traits-v3",
        "data journal (third version with supplementary files)",
        "article",
        "single_page_plus_ignored",
        JRN.url("/content/10.59002/gdl.2024.0203v3"),
        _jrn_truth("gdl.2024.0203v3"),
        _jrn_sites,
        others=frozenset(JRN.url(f"/content/10.59002/gdl.2024.0203v{n}") for n in (1, 2)),
    ),
    # Dryad-like: "Data from: ..." is the title and in every page and metadata record, not
    # in the data files one hop further: Significant String from Title+ with Ignored URIs.
    Case(
        "dryad-nest-predation",
        "data package repository (one-file package)",
        "dataset",
        "sig_title_plus_ignored",
        DRY.url("/resource/doi:10.60117/fennec.3k7m2"),
        _dry_truth("fennec.3k7m2"),
        _dry_sites,
        others=frozenset({DRY.url("/pages/publication-fennec.3k7m2")}),
    ),
    Case(
        "dryad-root-exudation",
        "data package repository (four-file package with readme)",
        "dataset",
        "sig_title_plus_ignored",
        DRY.url("/resource/doi:10.60117/fennec.9p4t8"),
        _dry_truth("fennec.9p4t8"),
        _dry_sites,
        others=frozenset({DRY.url("/pages/publication-fennec.9p4t8")}),
    ),
    # OSF-like: "Fieldhub | " prefixes every title (the homepage's too) but not the
    # content; files live under their own GUIDs: Significant String from Filtered Title.
    Case(
        "fieldhub-soil-microbiome",
        "field project hub (project with two files)",
        "project",
        "sig_filtered_title",
        HUB.url("/k7q2m/"),
        _hub_truth("k7q2m"),
        _hub_sites,
        others=frozenset({HUB.url("/profile/f4t2q/")}),
    ),
    Case(
        "fieldhub-wetland-methane",
        "field project hub (project with component and file revisions)",
        "project",
        "sig_filtered_title",
        HUB.url("/v5c3h/"),
        _hub_truth("v5c3h"),
        _hub_sites,
        others=frozenset({HUB.url("/profile/f4t2q/")}),
    ),
    # The page title is the bare dataset title and every metadata record and data file
    # carries it (CF global attribute): Significant String from Title, nothing to filter.
    Case(
        "catalogue-baltic-ice",
        "climate data catalogue (single-file monthly product)",
        "dataset",
        "sig_title",
        CAT.url("/dataset/baltic-sea-ice-monthly"),
        _cat_truth("baltic-sea-ice-monthly"),
        _cat_sites,
        others=frozenset({CAT.url("/dataset/baltic-sea-ice-daily")}),
    ),
    Case(
        "catalogue-greenland-smb",
        "climate data catalogue (multi-file product with lineage and user guide)",
        "dataset",
        "sig_title",
        CAT.url("/dataset/greenland-smb-daily-1km"),
        _cat_truth("greenland-smb-daily-1km"),
        _cat_sites,
        others=frozenset({CAT.url("/dataset/greenland-runoff-monthly")}),
    ),
]
