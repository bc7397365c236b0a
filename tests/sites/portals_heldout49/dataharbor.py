"""heldout49, DataHarbor (our Dataverse-like package), two major versions branded
differently.

Dataset, file, version and export objects repeat the dataset title in their content, but
the <title> carries the install's branding, which file pages do not repeat after the
title: as a suffix at Universität Kelmstadt ("... | KelmData", the seed's Dataverse note:
filter from the title's end) and as a prefix at the Tidewater Marine Institute ("Tidewater
Data › ...", the seed's OSF way).  Both: sig_filtered_title.
"""

from __future__ import annotations

import json
from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case

from ._kit import Deployment, case, share, text, ul

# ----------------------------------------------------------- DataHarbor, suffix (de) -----

DHK = Deployment(
    host="daten.uni-kelmstadt.hx49.example",
    name="KelmData",
    languages=["en"],
    lang="de",
    menu=[
        ("/dataverse/kelmdata", "Alle Daten"),
        ("/dataverse/kelmdata/about", "Über KelmData"),
        ("/guides/user", "Anleitungen"),
        ("/support", "Support"),
    ],
    footer=[
        ("/impressum", "Impressum"),
        ("/datenschutz", "Datenschutz"),
        ("http://www.uni-kelmstadt.hx49.example/", "Universität Kelmstadt"),
    ],
    title_format="{title} | {name}",
    home_title="Startseite | KelmData",
    banner='<div class="uk-brand">Universität Kelmstadt · Forschungsdatenmanagement</div>',
    login="/loginpage.xhtml",
    search="/dataverse/kelmdata",
)
DHK_UNI = Deployment(
    host="www.uni-kelmstadt.hx49.example",
    name="Universität Kelmstadt",
    lang="de",
    menu=[],
    skin="minimal",
)

DHK_T1 = "Bodenfeuchte-Messreihe Versuchsfeld Kelmstadt-Süd 2015-2022"
DHK_T2 = "Stadtklima-Sensornetz Kelmstadt: Lufttemperatur und Feinstaub 2019-2024"


def _dhk_dataset(
    pid: str,
    title: str,
    files: list[tuple[int, str, str]],
    version: str,
    others: list[tuple[str, str]],
    older: list[str],
) -> dict[str, PageValue]:
    q = f"persistentId={pid}"
    rows = "".join(
        f'<tr><td><a href="/file.xhtml?fileId={fid}&amp;version={version}">{escape(name)}</a></td>'
        f"<td>{escape(desc)}</td>"
        f'<td><a class="btn-download" href="/api/access/datafile/{fid}">Herunterladen</a></td></tr>'
        for fid, name, desc in files
    )
    vers = "".join(
        f'<li><a href="/dataset.xhtml?{q}&amp;version={v}">Version {v}</a></li>' for v in older
    )
    main = (
        f'<div id="breadcrumb"><a href="/dataverse/kelmdata">KelmData</a> › '
        f'<a href="/dataverse/bodenkunde">Bodenkunde</a></div>'
        f'<h1 id="title">{escape(title)}</h1>'
        f'<div class="citation">Zitation: Kelmstadt Forschungsgruppe (2023). {escape(title)}. KelmData, V{version}. {pid}</div>'
        f'<p><a href="/api/datasets/export?exporter=dataverse_json&amp;{q}">JSON</a> '
        f'<a href="/api/datasets/export?exporter=ddi&amp;{q}">DDI</a> '
        f'<a href="/api/datasets/export?exporter=schema.org&amp;{q}">Schema.org JSON-LD</a></p>'
        f'<table class="files"><tr><th>Datei</th><th>Beschreibung</th><th></th></tr>{rows}</table>'
        + (f"<h2>Versionen</h2><ul>{vers}</ul>" if older else "")
        + f'<p><a href="/dataset.xhtml?{q}&amp;tab=terms">Nutzungsbedingungen</a></p>'
    )
    aside = "<h3>Ähnliche Datensätze</h3>" + ul(others)
    pages: dict[str, PageValue] = {
        f"/dataset.xhtml?{q}": DHK.page(title, main, aside=aside),
        f"/dataset.xhtml?{q}&tab=terms": DHK.page(
            "Nutzungsbedingungen",
            f"<h1>Nutzungsbedingungen</h1><p>Datensatz: {escape(title)}. Lizenz CC BY 4.0.</p>"
            f'<p><a href="/dataset.xhtml?{q}">Zurück zum Datensatz</a></p>',
        ),
        f"/api/datasets/export?exporter=dataverse_json&{q}": text(
            json.dumps(
                {
                    "datasetVersion": {"metadataBlocks": {"citation": {"title": title}}},
                    "persistentId": pid,
                },
                ensure_ascii=False,
            ),
            "application/json",
        ),
        f"/api/datasets/export?exporter=ddi&{q}": text(
            f"<codeBook><stdyDscr><titl>{escape(title)}</titl></stdyDscr></codeBook>\n",
            "application/xml",
        ),
        f"/api/datasets/export?exporter=schema.org&{q}": text(
            json.dumps({"@type": "Dataset", "name": title, "identifier": pid}, ensure_ascii=False),
            "application/ld+json",
        ),
    }
    for v in older:
        pages[f"/dataset.xhtml?{q}&version={v}"] = DHK.page(
            f"{title} (Version {v})",
            f'<h1>{escape(title)}</h1><p class="alert">Sie sehen Version {v}. '
            f'<a href="/dataset.xhtml?{q}">Zur aktuellen Version</a></p>',
        )
    for fid, name, desc in files:
        pages[f"/file.xhtml?fileId={fid}&version={version}"] = DHK.page(
            name,
            f"<h1>{escape(name)}</h1><p>{escape(desc)}</p>"
            f'<p>Datei aus dem Datensatz <a href="/dataset.xhtml?{q}">{escape(title)}</a></p>'
            f'<p><a href="/api/access/datafile/{fid}">Herunterladen</a> · '
            f'<a href="/api/access/datafile/{fid}/metadata/ddi">Variablen (DDI)</a></p>',
        )
        pages[f"/api/access/datafile/{fid}"] = text(
            f"# {title}\n# Datei: {name}\ndatum,wert\n2019-04-01,0.31\n", "text/csv"
        )
        pages[f"/api/access/datafile/{fid}/metadata/ddi"] = text(
            f"<codeBook><fileDscr><fileTxt><fileName>{escape(name)}</fileName></fileTxt>"
            f"<notes>{escape(title)}</notes></fileDscr></codeBook>\n",
            "application/xml",
        )
    return pages


DHK_P1 = "doi:10.70001/KD/BF7Q2A"
DHK_F1 = [
    (311, "bodenfeuchte_2015-2022.csv", "Stündliche Messwerte"),
    (312, "sensorpositionen.csv", "Koordinaten der Sonden"),
]
DHK_P2 = "doi:10.70001/KD/SK4M9T"
DHK_F2 = [
    (540, "lufttemperatur_2019-2024.csv", "10-Minuten-Mittel"),
    (541, "feinstaub_pm25_2019-2024.csv", "PM2.5"),
    (542, "feinstaub_pm10_2019-2024.csv", "PM10"),
    (543, "stationen.csv", "Stationsliste"),
    (544, "kalibrierprotokoll.csv", "Kalibrierung"),
]


def _dhk_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    pages |= _dhk_dataset(
        DHK_P1,
        DHK_T1,
        DHK_F1,
        "1.0",
        [("/dataset.xhtml?persistentId=doi:10.70001/KD/ZZ1B3C", "Grundwasserstände Kelmstadt")],
        [],
    )
    pages |= _dhk_dataset(
        DHK_P2,
        DHK_T2,
        DHK_F2,
        "3.0",
        [
            (
                "/dataset.xhtml?persistentId=doi:10.70001/KD/ZZ2D4E",
                "Verkehrszählung Innenstadt 2022",
            ),
            (
                "/dataset.xhtml?persistentId=doi:10.70001/KD/BF7Q2A",
                "Bodenfeuchte Versuchsfeld (2015-2022)",
            ),
        ],
        ["2.0", "1.0"],
    )
    for pid, t in [
        ("doi:10.70001/KD/ZZ1B3C", "Grundwasserstände Kelmstadt"),
        ("doi:10.70001/KD/ZZ2D4E", "Verkehrszählung Innenstadt 2022"),
    ]:
        pages[f"/dataset.xhtml?persistentId={pid}"] = DHK.page(
            t, f'<h1 id="title">{escape(t)}</h1>'
        )
    home = "<h1>KelmData</h1><p>Das Forschungsdatenrepositorium der Universität Kelmstadt.</p>"
    return [DHK.site(pages, home_main=home), DHK_UNI.site({})]


def _dhk_truth(
    pid: str, files: list[tuple[int, str, str]], version: str, older: list[str]
) -> list[str]:
    u = DHK.url
    q = f"persistentId={pid}"
    out = [
        u(f"/dataset.xhtml?{q}"),
        u(f"/dataset.xhtml?{q}&tab=terms"),
        u(f"/api/datasets/export?exporter=dataverse_json&{q}"),
        u(f"/api/datasets/export?exporter=ddi&{q}"),
        u(f"/api/datasets/export?exporter=schema.org&{q}"),
    ]
    out += [u(f"/dataset.xhtml?{q}&version={v}") for v in older]
    for fid, _n, _d in files:
        out += [
            u(f"/file.xhtml?fileId={fid}&version={version}"),
            u(f"/api/access/datafile/{fid}"),
            u(f"/api/access/datafile/{fid}/metadata/ddi"),
        ]
    return out


DHK_TYPE = "DataHarbor 4 install at Universität Kelmstadt"


def _dhk_cases() -> list[Case]:
    u = DHK.url
    return [
        # The seed's Dataverse row: every object repeats the dataset title in its content,
        # but the <title> ends with the install's name, which file pages do not repeat
        # after the title: sig_filtered_title, filtering from the title's end.
        case(
            "dhk-soil-moisture",
            f"{DHK_TYPE} (soil moisture series, two files)",
            "Multi-Hop",
            "sig_filtered_title",
            u(f"/dataset.xhtml?persistentId={DHK_P1}"),
            _dhk_truth(DHK_P1, DHK_F1, "1.0", []),
            _dhk_sites,
            others=[u("/dataset.xhtml?persistentId=doi:10.70001/KD/ZZ1B3C")],
        ),
        # Harder: five files with variable metadata, two older versions, and a sidebar that
        # links the first case's dataset under a different wording.
        case(
            "dhk-urban-climate-versions",
            f"{DHK_TYPE} (sensor network, five files, three versions)",
            "Multi-Hop",
            "sig_filtered_title",
            u(f"/dataset.xhtml?persistentId={DHK_P2}"),
            _dhk_truth(DHK_P2, DHK_F2, "3.0", ["2.0", "1.0"]),
            _dhk_sites,
            others=[
                u("/dataset.xhtml?persistentId=doi:10.70001/KD/ZZ2D4E"),
                u(f"/dataset.xhtml?persistentId={DHK_P1}"),
            ],
        ),
    ]


# ------------------------------------------------------- DataHarbor, prefix (en, app) -----

DHT = Deployment(
    host="data.tidewater-inst.hx49.example",
    name="Tidewater Data",
    cdn="http://cdn.jsdelivr.test/npm/bootstrap@5.3.3/dist/css/bootstrap.min.css",
    skin="app",
    menu=[
        ("/collections", "Collections"),
        ("/deposit", "Deposit data"),
        ("/guides", "User guides"),
        ("/contact", "Contact the data team"),
    ],
    footer=[("/terms", "Terms"), ("/privacy", "Privacy"), ("/accessibility", "Accessibility")],
    title_format="{name} › {title}",
    home_title="Tidewater Data › Home",
    banner='<div class="ti-brand">Tidewater Marine Institute</div>',
)

DHT_T1 = "Seagrass shoot density transects, Merrow Sound 2018-2023"
DHT_T2 = "Autonomous glider CTD sections across the Tidewater shelf break"


def _dht_dataset(
    slug: str, title: str, folders: dict[str, list[str]], others: list[tuple[str, str]]
) -> dict[str, PageValue]:
    base = f"/datasets/{slug}"
    tree = ""
    for folder, names in folders.items():
        if folder:
            tree += f'<li class="folder"><a href="{base}/tree/{folder}">{escape(folder)}/</a> ({len(names)} files)</li>'
        else:
            tree += "".join(f'<li><a href="/files/{slug}-{n}">{escape(n)}</a></li>' for n in names)
    main = (
        f'<div class="dataset-head"><h1>{escape(title)}</h1>'
        f'<p class="cite">Please cite: Tidewater Marine Institute. {escape(title)}. Tidewater Data.</p>'
        f'<p><a href="/api/metadata/{slug}.json">Metadata (JSON)</a> · '
        f'<a href="/api/metadata/{slug}.ris">Citation (RIS)</a></p>'
        f'<h2>Files</h2><ul class="file-tree">{tree}</ul></div>'
    )
    aside = "<h3>More from this collection</h3>" + ul(others)
    pages: dict[str, PageValue] = {
        base: DHT.page(title, main + share(DHT.url(base)), aside=aside),
        f"/api/metadata/{slug}.json": text(
            json.dumps({"title": title, "publisher": "Tidewater Marine Institute"}),
            "application/json",
        ),
        f"/api/metadata/{slug}.ris": text(
            f"TY  - DATA\nTI  - {title}\nPB  - Tidewater Marine Institute\nER  -\n",
            "application/x-research-info-systems",
        ),
    }
    for folder, names in folders.items():
        if folder:
            listing = "".join(
                f'<li><a href="/files/{slug}-{n}">{escape(n)}</a></li>' for n in names
            )
            pages[f"{base}/tree/{folder}"] = DHT.page(
                f"{folder}/",
                f'<h1>{escape(folder)}/</h1><p>Folder of <a href="{base}">{escape(title)}</a></p><ul>{listing}</ul>',
            )
        for n in names:
            pages[f"/files/{slug}-{n}"] = DHT.page(
                n,
                f"<h1>{escape(n)}</h1><p>In dataset: {escape(title)}</p>"
                f'<p><a class="download" href="/download/{slug}/{n}">Download</a></p>',
            )
            pages[f"/download/{slug}/{n}"] = text(
                f"# {title}\n# {n}\nstation,value\nT1,4\n", "text/csv"
            )
    return pages


DHT_S1, DHT_F1 = "tw-00417", {"": ["transects.csv", "site_coordinates.csv"]}
DHT_S2, DHT_F2 = (
    "tw-00532",
    {
        "": ["README.csv", "mission_log.csv"],
        "sections": ["section_01.csv", "section_02.csv", "section_03.csv"],
        "calibration": ["ctd_calibration.csv"],
    },
)


def _dht_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    pages |= _dht_dataset(
        DHT_S1, DHT_T1, DHT_F1, [("/datasets/tw-00388", "Eelgrass wasting disease survey")]
    )
    pages |= _dht_dataset(
        DHT_S2,
        DHT_T2,
        DHT_F2,
        [
            ("/datasets/tw-00501", "Mooring array velocities 2021"),
            ("/datasets/tw-00417", "Seagrass shoot density (Merrow Sound)"),
        ],
    )
    for s, t in [
        ("tw-00388", "Eelgrass wasting disease survey"),
        ("tw-00501", "Mooring array velocities 2021"),
    ]:
        pages[f"/datasets/{s}"] = DHT.page(t, f"<h1>{escape(t)}</h1>")
    return [DHT.site(pages)]


def _dht_truth(slug: str, folders: dict[str, list[str]]) -> list[str]:
    u = DHT.url
    out = [u(f"/datasets/{slug}"), u(f"/api/metadata/{slug}.json"), u(f"/api/metadata/{slug}.ris")]
    for folder, names in folders.items():
        if folder:
            out.append(u(f"/datasets/{slug}/tree/{folder}"))
        for n in names:
            out += [u(f"/files/{slug}-{n}"), u(f"/download/{slug}/{n}")]
    return out


DHT_TYPE = "DataHarbor 5 install at Tidewater Marine Institute"


def _dht_cases() -> list[Case]:
    return [
        # The OSF way of the seed: "Tidewater Data › " prefixes every <title>, the bare
        # dataset title is in every object's content: sig_filtered_title (filter from the
        # start against the homepage's "Tidewater Data › Home").
        case(
            "dht-seagrass",
            f"{DHT_TYPE} (seagrass transects, two files)",
            "Multi-Hop",
            "sig_filtered_title",
            DHT.url(f"/datasets/{DHT_S1}"),
            _dht_truth(DHT_S1, DHT_F1),
            _dht_sites,
            others=[DHT.url("/datasets/tw-00388")],
        ),
        # Harder: files in folders two hops down (folder page -> file page -> download).
        case(
            "dht-glider-folders",
            f"{DHT_TYPE} (glider sections, nested folders, six files)",
            "Multi-Hop",
            "sig_filtered_title",
            DHT.url(f"/datasets/{DHT_S2}"),
            _dht_truth(DHT_S2, DHT_F2),
            _dht_sites,
            others=[DHT.url("/datasets/tw-00501"), DHT.url("/datasets/tw-00417")],
        ),
    ]


CASES: list[Case] = [*_dhk_cases(), *_dht_cases()]
