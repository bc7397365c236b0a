"""National survey data archives: a cross-national catalogue keyed by study UUIDs (the UUID
recurs in every artifact URI, across a catalogue and an OAI host: significant string from
URI) and a FAIR data archive that announces each study's boundary with Signposting Link
headers (landing page, describedby metadata, item files).
"""

from __future__ import annotations

from dataclasses import dataclass

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import case

from ._kit import Chrome, bare_site, finish, pdf_file, text, ul, zipped

# --- cross-national survey data catalogue (records keyed by UUID) ---------------------------

EUC = Chrome(
    host="datacat.eurosondage.hx93.example",
    name="EuroSondage Data Catalogue",
    menu=[
        ("/", "Search"),
        ("/browse?facet=country", "Countries"),
        ("/browse?facet=topic", "Topics"),
        ("/about", "About"),
        ("/user-guide", "User guide"),
    ],
    footer=[
        ("/accessibility", "Accessibility"),
        ("/privacy-notice", "Privacy notice"),
        ("http://www.eurosondage-network.test/", "Network website"),
    ],
    title_format="{title} - {name}",
)
EUC_OAI = "oai.eurosondage.hx93.example"


@dataclass(frozen=True)
class Record:
    uid: str
    title: str
    langs: tuple[str, ...]
    publishers: tuple[str, ...]
    related: tuple[tuple[str, str], ...]


RECORDS = (
    Record(
        "3f9c2a71-5d0e-4b8a-9e61-0c2d7b15aa90",
        "Electoral Participation Survey 2019",
        ("en", "fr"),
        ("Archive of Social Data, Lutetia",),
        (("8b1e0f44-2c3d-4e5f-a6b7-c8d9e0f1a2b3", "Electoral Participation Survey 2014"),),
    ),
    Record(
        "c07d9e12-6a4b-4f3c-8d21-5e6f7a8b9c0d",
        "Trust in Institutions Panel, Waves 1-4",
        ("en", "de", "nl", "fi"),
        ("Social Science Data Service, Borealia", "Data Archive of the Lowlands"),
        (
            ("0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d", "Trust in Institutions Panel, Wave 5"),
            ("f1e2d3c4-b5a6-4978-8a6b-5c4d3e2f1a0b", "Civic Values Study 2018"),
        ),
    ),
)


def _euc_artifact(r: Record) -> list[str]:
    u = r.uid
    out = [EUC.url(f"/detail/{u}")]
    out += [EUC.url(f"/detail/{u}?lang={lang}") for lang in r.langs if lang != "en"]
    out += [EUC.url(f"/study-variables?id={u}"), EUC.url(f"/api/json/{u}")]
    for prefix in ("oai_ddi25", "oai_dc"):
        out.append(f"http://{EUC_OAI}/oai?verb=GetRecord&identifier={u}&metadataPrefix={prefix}")
    return out


def _euc_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    oai = bare_site(
        EUC_OAI, {"/oai": text("<OAI-PMH><error code='badVerb'/></OAI-PMH>\n", "text/xml")}
    )
    for r in RECORDS:
        u = r.uid
        langs = ul((f"/detail/{u}?lang={lang}", lang.upper()) for lang in r.langs if lang != "en")
        body = (
            f"<h1>{r.title}</h1><p>Publisher: {', '.join(r.publishers)}</p>"
            f"<p>Other languages:</p>{langs}"
            f"<p><a href='/study-variables?id={u}'>Variables</a> "
            f"<a href='/api/json/{u}'>Export JSON</a></p>"
            "<p>Metadata via OAI-PMH: "
            + " ".join(
                f"<a href='http://{EUC_OAI}/oai?verb=GetRecord&amp;identifier={u}&amp;"
                f"metadataPrefix={p}'>{p}</a>"
                for p in ("oai_ddi25", "oai_dc")
            )
            + "</p><p>Access the data at the publisher: "
            + " ".join(
                f"<a href='http://www.{i}-archive.test/'>{p}</a>"
                for i, p in enumerate(r.publishers)
            )
            + "</p><aside><h2>Similar studies</h2>"
            + ul((f"/detail/{o}", t) for o, t in r.related)
            + "<p><a href='/browse?facet=topic&amp;value=elections'>Topic: Politics</a></p></aside>"
        )
        pages[f"/detail/{u}"] = EUC.record(r.title, body)
        for lang in r.langs:
            if lang != "en":
                pages[f"/detail/{u}?lang={lang}"] = EUC.record(f"{r.title} [{lang}]", body)
        pages[f"/study-variables?id={u}"] = EUC.record(
            f"Variables - {r.title}",
            "<h1>Variables</h1><table><tr><td>v1</td><td>Voted in last election</td></tr></table>"
            f"<p><a href='/detail/{u}'>Back to study</a></p>",
        )
        pages[f"/api/json/{u}"] = text(
            f'{{"id": "{u}", "titleStudy": "{r.title}"}}\n', "application/json"
        )
        for p in ("oai_ddi25", "oai_dc"):
            oai.add(
                f"/oai?verb=GetRecord&identifier={u}&metadataPrefix={p}",
                text(
                    f"<OAI-PMH><GetRecord><title>{r.title}</title></GetRecord></OAI-PMH>\n",
                    "text/xml",
                ),
            )
        for o, t in r.related:
            pages[f"/detail/{o}"] = EUC.record(t, f"<h1>{t}</h1>")
    return [finish(EUC, pages), oai]


EUC_CASES = [
    # GBIF-shaped: the study UUID of the entry URI is in every artifact URI (language
    # versions by query, the variables view, the JSON export, OAI-PMH records on another
    # host) but the paths share no prefix: Significant String from URI.
    case(
        "eurosondage-electoral-2019",
        "cross-national survey data catalogue (bilingual record, OAI exports)",
        "Multi-Hop",
        "sig_uri",
        EUC.url(f"/detail/{RECORDS[0].uid}"),
        _euc_artifact(RECORDS[0]),
        _euc_sites,
    ),
    # Harder: four languages, two publishers (external archives, not followed), two
    # similar studies whose UUIDs share hex fragments but not the key.
    case(
        "eurosondage-trust-panel",
        "cross-national survey data catalogue (four-language panel record)",
        "Multi-Hop",
        "sig_uri",
        EUC.url(f"/detail/{RECORDS[1].uid}"),
        _euc_artifact(RECORDS[1]),
        _euc_sites,
    ),
]

# --- FAIR survey data archive with Signposting ----------------------------------------------

FSD = Chrome(
    host="archive.nordpanel-fsd.hx93.example",
    name="Nordpanel Social Science Data Archive",
    menu=[
        ("/", "Home"),
        ("/catalogue", "Data catalogue"),
        ("/services/deposit", "Deposit data"),
        ("/services/training", "Training"),
        ("/news", "News"),
    ],
    footer=[
        ("/about/contact", "Contact"),
        ("/about/data-protection", "Data protection"),
        ("/about/accessibility", "Accessibility statement"),
    ],
    title_format="{title} | {name}",
)
FSD_ID = "id.nordpanel-fsd.hx93.example"


@dataclass(frozen=True)
class Deposit:
    fsd: str
    title: str
    items: tuple[tuple[str, str], ...]  # (file name, label); the open files
    restricted: tuple[str, ...]
    doi: str


DEPOSITS = (
    Deposit(
        "FSD3412",
        "Finnish-Style Youth Barometer 2022",
        (("FSD3412_codebook.pdf", "Codebook"), ("FSD3412_questionnaire_fi.pdf", "Questionnaire")),
        ("Data (SPSS), access for research",),
        "10.80093/FSD3412",
    ),
    Deposit(
        "FSD3570",
        "Local Elections Candidate Survey 2021",
        (
            ("FSD3570_codebook_en.pdf", "Codebook (English)"),
            ("FSD3570_codebook_sv.pdf", "Codebook (Swedish)"),
            ("FSD3570_questionnaire.pdf", "Questionnaire"),
            ("FSD3570_open_csv.zip", "Open data (CSV)"),
        ),
        ("Full data with municipality codes, access by application", "Open-ended answers"),
        "10.80093/FSD3570",
    ),
)


def _fsd_landing(d: Deposit) -> str:
    return f"/catalogue/{d.fsd}?tab=description&lang=en"


def _fsd_links(d: Deposit) -> tuple[list[str], list[str]]:
    """(item URIs, describedby URIs) the landing page's Link header announces."""
    items = [FSD.url(f"/files/{d.fsd}/{f}") for f, _l in d.items]
    meta = [FSD.url(f"/metadata/{d.fsd}/ddi25.xml"), FSD.url(f"/metadata/{d.fsd}/datacite.json")]
    return items, meta


def _fsd_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    ids = bare_site(FSD_ID, {})
    for d in DEPOSITS:
        items, meta = _fsd_links(d)
        doi_url = f"http://{FSD_ID}/doi/{d.doi}"
        link = ", ".join(
            [f'<{doi_url}>; rel="cite-as"']
            + [f'<{u}>; rel="item"' for u in items]
            + [f'<{meta[0]}>; rel="describedby"; type="application/xml"']
            + [f'<{meta[1]}>; rel="describedby"; type="application/vnd.datacite.datacite+json"']
            + ['<http://creativecommons.test/licenses/by/4.0/>; rel="license"']
            + [
                '<http://schema.test/Dataset>; rel="type"',
                '<http://schema.test/AboutPage>; rel="type"',
            ]
        )
        files = ul((f"/files/{d.fsd}/{f}", label) for f, label in d.items)
        restricted = "".join(
            f"<li>{r} <a href='/catalogue/{d.fsd}/apply'>Apply for access</a></li>"
            for r in d.restricted
        )
        html = FSD.record(
            d.title,
            f"<h1>{d.title}</h1><p>Persistent identifier: <a href='{doi_url}'>{doi_url}</a></p>"
            f"<nav><a href='/catalogue/{d.fsd}?tab=description&amp;lang=fi'>Suomeksi</a> "
            f"<a href='/catalogue/{d.fsd}?tab=variables&amp;lang=en'>Variables (login)</a></nav>"
            f"<h2>Open files</h2>{files}<h2>Restricted</h2><ul>{restricted}</ul>"
            "<h2>Metadata</h2>"
            + ul([(meta[0], "DDI 2.5"), (meta[1], "DataCite JSON")])
            + "<aside><h2>Cite</h2><p><a href='/cite?format=ris&amp;id="
            + d.fsd
            + "'>RIS</a></p><p><a href='/catalogue?series=barometers'>Series</a></p></aside>",
            share=doi_url,
        )
        pages[_fsd_landing(d)] = Response.html(html, headers=[("Link", link)])
        ids.add(f"/doi/{d.doi}", Response.redirect(FSD.url(_fsd_landing(d)), 302))
        for f, label in d.items:
            pages[f"/files/{d.fsd}/{f}"] = (
                zipped(f) if f.endswith(".zip") else pdf_file(label, d.title)
            )
        pages[meta[0].removeprefix(FSD.origin)] = text(
            f"<codeBook><stdyDscr><titl>{d.title}</titl></stdyDscr></codeBook>\n", "application/xml"
        )
        pages[meta[1].removeprefix(FSD.origin)] = text(
            f'{{"titles": [{{"title": "{d.title}"}}]}}\n', "application/vnd.datacite.datacite+json"
        )
    return [finish(FSD, pages), ids]


def _fsd_truth(d: Deposit) -> list[str]:
    items, meta = _fsd_links(d)
    return [FSD.url(_fsd_landing(d)), *items, *meta]


FSD_CASES = [
    # The landing page's Link header lists the artifact (item, describedby, cite-as) while
    # its HTML also carries language switches, restricted-access forms, citation export and
    # series links: the seed names Signposting as the machine-readable boundary, so the
    # boundary is the landing page plus what its Link header announces.
    case(
        "nordpanel-youth-barometer",
        "FAIR survey data archive (signposted study, two open files)",
        "Single Hop",
        "signposting",
        FSD.url(_fsd_landing(DEPOSITS[0])),
        _fsd_truth(DEPOSITS[0]),
        _fsd_sites,
    ),
    # Harder: the entry is the DOI, redirecting to the landing page; four open files, two
    # restricted parts with application forms, two metadata formats.
    case(
        "nordpanel-candidate-survey",
        "FAIR survey data archive (DOI entry, restricted parts)",
        "Single Hop",
        "signposting",
        f"http://{FSD_ID}/doi/{DEPOSITS[1].doi}",
        _fsd_truth(DEPOSITS[1]),
        _fsd_sites,
        landing=FSD.url(_fsd_landing(DEPOSITS[1])),
    ),
]
