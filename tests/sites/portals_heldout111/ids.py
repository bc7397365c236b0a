"""Artifacts bound by an identifier: two CLARIN-DSpace items and a WALS-style CLLD language
page (Significant String from URI: the handle or language code is in every artifact URI,
on paths that do not extend the entry's), and two DSpace 7 items and an InvenioRDM v12
record that announce their boundary with Signposting (HTTP Link headers, mirrored as
<link> elements in the page head).
"""

from __future__ import annotations

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal, case, data
from sites.portals_heldout111._kit import (
    a,
    dl,
    esc,
    json_doc,
    link_head,
    lis,
    pdf_file,
    txt,
    xml,
    zipfile_bytes,
)

# --- CLARIN-DSpace (XMLUI): two language resources ------------------------------------------

CL = Portal(
    host="repository.slavclarin.hx111.example",
    name="SlavCLARIN Repository",
    menu=[
        ("/repository/xmlui/", "Home"),
        ("/repository/xmlui/discover", "Browse & search"),
        ("/repository/xmlui/submissions", "Deposit"),
        ("/repository/xmlui/page/about", "About"),
        ("/repository/xmlui/login", "Login"),
    ],
    footer=[
        ("/repository/xmlui/page/terms-of-service", "Terms of service"),
        ("/repository/xmlui/page/contact", "Contact"),
        ("http://www.clarin-eric.hx111-org.hx111.example/", "CLARIN ERIC"),
    ],
    title_format="{title}",
    home_title="SlavCLARIN Repository",
)
X = "/repository/xmlui"


def _oai(prefix: str, handle: str) -> str:
    return (
        f"/repository/oai/request?verb=GetRecord&metadataPrefix={prefix}"
        f"&identifier=oai:repository.slavclarin.hx111.example:{handle}"
    )


def _cl_item(
    handle: str, title: str, files: list[tuple[str, Response]], related: str
) -> dict[str, object]:
    bits = [
        f"{X}/bitstream/handle/{handle}/{name}?sequence={i}&isAllowed=y"
        for i, (name, _r) in enumerate(files, 1)
    ]
    main = (
        f'<div class="item-title"><h2>{esc(title)}</h2></div>'
        + dl(
            [
                (
                    "Persistent identifier",
                    a(
                        f"http://hdl.slavclarin.hx111.example/{handle}",
                        f"http://hdl.slavclarin.hx111.example/{handle}",
                    ),
                ),
                ("Type", "corpus"),
                ("Language(s)", "Kashubian, Polish"),
                ("Collection", a(f"{X}/handle/11372/LRT-3", "Corpora")),
                (
                    "License",
                    a(
                        f"{X}/page/license-cc-by-sa",
                        "Creative Commons - Attribution-ShareAlike 4.0",
                    ),
                ),
            ]
        )
        + "<div class='item-files'><h3>Files in this item</h3><ul>"
        + "".join(f"<li>{a(b, name)}</li>" for b, (name, _r) in zip(bits, files, strict=True))
        + f"</ul>{a(f'{X}/handle/{handle}/allzip', 'Download all files in item')}</div>"
        + f"<p>{a(f'{X}/handle/{handle}?show=full', 'Show full item record')}</p>"
        + "<div class='export'>Export: "
        + a(_oai("cmdi", handle), "CMDI")
        + " "
        + a(_oai("oai_dc", handle), "Dublin Core")
        + "</div>"
        + f"<p>Related: {a(f'{X}/handle/{related}', 'another resource by the same team')}</p>"
        + f"<p>{a(f'{X}/browse?type=author&value=Treder%2C+Jerzy', 'Treder, Jerzy')}</p>"
    )
    out: dict[str, object] = {
        f"{X}/handle/{handle}": CL.page(title, main),
        f"{X}/handle/{handle}?show=full": CL.page(
            title,
            f"<table><tr><td>dc.title</td><td>{esc(title)}</td></tr>"
            f"<tr><td>dc.identifier.uri</td><td>{handle}</td></tr></table>",
        ),
        f"{X}/handle/{handle}/allzip": zipfile_bytes(),
        _oai("cmdi", handle): xml(
            f"<OAI-PMH><GetRecord><cmd:CMD>{esc(title)}</cmd:CMD></GetRecord></OAI-PMH>"
        ),
        _oai("oai_dc", handle): xml(
            f"<OAI-PMH><GetRecord><dc:title>{esc(title)}</dc:title></GetRecord></OAI-PMH>"
        ),
    }
    for b, (_name, r) in zip(bits, files, strict=True):
        out[b] = r
    return out


CL_A = "11372/LRT-4417"
CL_A_TITLE = "Kashubian-Polish parallel corpus of literary and liturgical texts 1.1"
CL_A_FILES = [
    ("csb-pl-parallel-1.1.zip", zipfile_bytes()),
    ("README.md", txt("# csb-pl\n", "text/markdown")),
]
CL_B = "11372/LRT-4502"
CL_B_TITLE = "PoLKo-S: a sample of the learner corpus of Polish as a foreign language 2.0"
CL_B_FILES = [
    ("polko-s-2.0.tar.gz", data(b"\x1f\x8b\x08\x00" + b"\x00" * 16, "application/gzip")),
    ("polko-s-documentation.pdf", pdf_file("PoLKo-S documentation", "Error tagset")),
    ("polko-s-learners.csv", txt("learner,l1,level\nL001,uk,B1\n", "text/csv")),
]


def _cl_site():
    pages = _cl_item(CL_A, CL_A_TITLE, CL_A_FILES, CL_B) | _cl_item(
        CL_B, CL_B_TITLE, CL_B_FILES, CL_A
    )
    pages[f"{X}/handle/11372/LRT-3"] = CL.page("Corpora", "<h2>Corpora</h2>")
    resolver = Site("hdl.slavclarin.hx111.example")  # the handle server: PID → item page
    for handle in (CL_A, CL_B):
        resolver.add("/" + handle, Response.redirect(CL.url(f"{X}/handle/{handle}"), 302))
    return [CL.site(pages), resolver]  # type: ignore[arg-type]


def _cl_truth(handle: str, files: list[tuple[str, Response]]) -> list[str]:
    return [
        CL.url(u)
        for u in (
            [
                f"{X}/handle/{handle}",
                f"{X}/handle/{handle}?show=full",
                f"{X}/handle/{handle}/allzip",
                _oai("cmdi", handle),
                _oai("oai_dc", handle),
            ]
            + [
                f"{X}/bitstream/handle/{handle}/{n}?sequence={i}&isAllowed=y"
                for i, (n, _r) in enumerate(files, 1)
            ]
        )
    ]


# --- CLLD (a WALS-style typological database): a language and its datapoints ---------------

WA = Portal(
    host="wals.typdb.hx111.example",
    name="WALS Online",
    menu=[
        ("/", "Home"),
        ("/feature", "Features"),
        ("/chapter", "Chapters"),
        ("/languoid", "Languages"),
        ("/refdb", "References"),
        ("/author", "Authors"),
    ],
    footer=[
        ("/about/privacy", "Privacy Policy"),
        ("/about/credits", "Credits"),
        ("http://clld-project.hx111-org.hx111.example/", "Powered by clld"),
    ],
    title_format="{name} - {title}",
    home_title="WALS Online - Home",
)
WA_CODE = "wals_code_csb"
WA_LANG = f"/languoid/lect/{WA_CODE}"
WA_FEATS = [
    ("1A", "Consonant Inventories", "Moderately large"),
    ("13A", "Tone", "No tones"),
    ("81A", "Order of Subject, Object and Verb", "SVO"),
    ("87A", "Order of Adjective and Noun", "Adjective-Noun"),
    ("143A", "Order of Negative Morpheme and Verb", "NegV"),
]
WA_FORMATS = [
    ("rdf", "application/rdf+xml"),
    ("json", "application/json"),
    ("geojson", "application/geo+json"),
]


def _wa_site():
    head = "".join(link_head("alternate", f"{WA_LANG}.{ext}", t) for ext, t in WA_FORMATS)
    rows = "".join(
        f"<tr><td>{a(f'/feature/{f}', f'{f} {name}')}</td><td>{a(f'/datapoint/{f}/{WA_CODE}', val)}</td></tr>"
        for f, name, val in WA_FEATS
    )
    main = (
        "<h2>Language Kashubian</h2>"
        + dl(
            [
                ("WALS code", "csb"),
                ("Genus", a("/languoid/genus/slavic", "Slavic")),
                ("Family", a("/languoid/family/indoeuropean", "Indo-European")),
                (
                    "Glottolog",
                    a(
                        "http://glottolog.glottomock.hx111-org.hx111.example/resource/languoid/id/kash1274",
                        "kash1274",
                    ),
                ),
                ("Sources", a("/refdb/record/Stone-1993", "Stone 1993")),
            ]
        )
        + "<div class='btn-group'>Download: "
        + " ".join(a(f"{WA_LANG}.{ext}", ext) for ext, _t in WA_FORMATS)
        + f" {a(f'/values.csv?language={WA_CODE}', 'values (CSV)')}</div>"
        + f"<table class='table'><tr><th>Feature</th><th>Value</th></tr>{rows}</table>"
        + f"<p>Nearby: {a('/languoid/lect/wals_code_pol', 'Polish')}, "
        + f"{a('/languoid/lect/wals_code_sor', 'Sorbian (Upper)')}</p>"
    )
    pages: dict[str, object] = {WA_LANG: WA.page("Language Kashubian", main, head=head)}
    for ext, t in WA_FORMATS:
        pages[f"{WA_LANG}.{ext}"] = data(f'{{"id": "{WA_CODE}", "name": "Kashubian"}}\n', t)
    pages[f"/values.csv?language={WA_CODE}"] = data(
        "feature,value\n" + "".join(f"{f},{v}\n" for f, _n, v in WA_FEATS), "text/csv"
    )
    for f, name, val in WA_FEATS:
        pages[f"/datapoint/{f}/{WA_CODE}"] = WA.page(
            f"Datapoint Kashubian {f}",
            f"<h2>Datapoint {a(f'/feature/{f}', f'{f} {name}')} / {a(WA_LANG, 'Kashubian')}</h2>"
            f"<p>Value: {esc(val)}</p><p>Source: {a('/refdb/record/Stone-1993', 'Stone 1993')}</p>",
        )
        pages[f"/feature/{f}"] = WA.page(f"Feature {f}: {name}", f"<h2>{esc(name)}</h2>")
    pages["/refdb/record/Stone-1993"] = WA.page(
        "Reference Stone 1993", "<h2>Stone, Gerald. 1993. Cassubian.</h2>"
    )
    pages["/languoid/lect/wals_code_pol"] = WA.page("Language Polish", "<h2>Language Polish</h2>")
    return [WA.site(pages)]  # type: ignore[arg-type]


WA_TRUTH = (
    [WA.url(WA_LANG)]
    + [WA.url(f"{WA_LANG}.{ext}") for ext, _t in WA_FORMATS]
    + [WA.url(f"/values.csv?language={WA_CODE}")]
    + [WA.url(f"/datapoint/{f}/{WA_CODE}") for f, _n, _v in WA_FEATS]
)

# --- Signposting helpers --------------------------------------------------------------------


def link_header(links: list[tuple[str, str, str]]) -> str:
    return ", ".join(
        f'<{u}> ; rel="{rel}"' + (f' ; type="{t}"' if t else "") for u, rel, t in links
    )


def signposted(html: str, links: list[tuple[str, str, str]]) -> Response:
    """An HTML landing page with its Signposting links in the Link header and the head."""
    tags = "".join(link_head(rel, u, t) for u, rel, t in links)
    return Response.html(
        html.replace("</head>", tags + "</head>", 1), headers=[("Link", link_header(links))]
    )


# --- DSpace 7.6: two items with Signposting (one reached by its handle) ---------------------

DS = Portal(
    host="dspace.intertrad.hx111.example",
    name="InterTrad Repository",
    menu=[
        ("/home", "Home"),
        ("/community-list", "Communities & Collections"),
        ("/browse/dateissued", "Browse"),
        ("/statistics", "Statistics"),
        ("/info/about", "About"),
    ],
    footer=[
        ("/info/privacy", "Privacy policy"),
        ("/info/end-user-agreement", "End User Agreement"),
        ("/info/feedback", "Send Feedback"),
    ],
    title_format="{title}",
    home_title="InterTrad Repository :: Home",
)
HDL = "hdl.intertrad.hx111.example"
API = "http://dspace.intertrad.hx111.example/server"


def _ds_item(
    uuid: str, handle: str, title: str, kind: str, files: list[tuple[str, str, str]]
) -> tuple[dict[str, object], list[str]]:
    """Pages of one item; `files` are (bitstream uuid, name, media type).  Returns the pages
    and the artifact URIs Signposting announces (landing, items, describedby)."""
    landing = f"/entities/publication/{uuid}"
    items = [(f"{API}/api/core/bitstreams/{b}/content", "item", t) for b, _n, t in files]
    described = (
        f"{API}/signposting/describedby/{uuid}",
        "describedby",
        "application/vnd.datacite.datacite+xml",
    )
    links = [
        (f"http://{HDL}/{handle}", "cite-as", ""),
        ("http://orcid.test/0000-0001-5109-3700", "author", ""),
        *items,
        described,
        (f"{API}/signposting/linksets/{uuid}", "linkset", "application/linkset"),
        (f"{API}/signposting/linksets/{uuid}/json", "linkset", "application/linkset+json"),
        ("http://schema.org/AboutPage", "type", ""),
        (f"http://schema.org/{kind}", "type", ""),
        ("http://creativecommons.test/licenses/by/4.0/", "license", ""),
    ]
    main = (
        f"<ds-item-page><h1>{esc(title)}</h1>"
        + dl(
            [
                ("URI", a(f"http://{HDL}/{handle}", f"http://{HDL}/{handle}")),
                ("Date", "2024"),
                ("Type", kind),
            ]
        )
        + "<h2>Files</h2>"
        + lis([a(f"/bitstreams/{b}/download", f"{n} (Download)") for b, n, _t in files])
        + f"<p>{a(landing + '/full', 'Full item page')} · Collections: "
        + f"{a('/collections/0e5c1f3a-7b2d-4c9e-8f61-2a3b4c5d6e7f', 'Theses and dissertations')}</p>"
        + f"<p>{a('/browse/author?value=Almeida,%20Rita', 'Almeida, Rita')}</p></ds-item-page>"
    )
    pages: dict[str, object] = {
        landing: signposted(DS.page(title, main), links),
        landing + "/full": DS.page(
            title, f"<h1>{esc(title)}</h1><table><tr><td>dc.title</td></tr></table>"
        ),
        f"/handle/{handle}": Response.redirect(DS.url(landing), 301),
        f"/server/signposting/describedby/{uuid}": xml(
            f"<resource><titles><title>{esc(title)}</title></titles></resource>"
        ),
        f"/server/signposting/linksets/{uuid}": data(link_header(links), "application/linkset"),
        f"/server/signposting/linksets/{uuid}/json": json_doc('{"linkset": []}'),
    }
    for b, n, t in files:
        pages[f"/bitstreams/{b}/download"] = Response.redirect(
            f"{API}/api/core/bitstreams/{b}/content"
        )
        pages[f"/server/api/core/bitstreams/{b}/content"] = (
            pdf_file(title, n) if t == "application/pdf" else data(b"PK\x03\x04" + b"\x00" * 26, t)
        )
    truth = [DS.url(landing)] + [u for u, _r, _t in items] + [described[0]]
    return pages, truth


DS_A = (
    "5d6a7e21-8c4f-4b0e-9f3a-1e2d3c4b5a69",
    "20.500.14201/1187",
    "Subtitling for the deaf and hard of hearing on Portuguese television: a corpus study",
    "Thesis",
    [
        ("b17c2d3e-4f50-4a61-8b72-c93d0e1f2a3b", "Almeida_R_PhD_2024.pdf", "application/pdf"),
        ("c28d3e4f-5061-4b72-9c83-d04e1f2a3b4c", "Annex_subtitle_corpus.zip", "application/zip"),
    ],
)
DS_B = (
    "9e8d7c6b-5a49-4382-b1c0-f9e8d7c6b5a4",
    "20.500.14201/1203",
    "Glossary of court interpreting terms, Portuguese-Tetum-English",
    "Dataset",
    [
        (
            "d39e4f50-6172-4c83-ad94-e15f2a3b4c5d",
            "court_glossary_pt_tet_en.tbx",
            "application/x-tbx",
        ),
        (
            "e4af5061-7283-4d94-bea5-f26a3b4c5d6e",
            "court_glossary_pt_tet_en.xlsx",
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        ),
        ("f5b06172-8394-4ea5-8fb6-037b4c5d6e7f", "glossary_guidelines.pdf", "application/pdf"),
    ],
)

_, DS_A_TRUTH = _ds_item(*DS_A)
_, DS_B_TRUTH = _ds_item(*DS_B)


def _ds_sites():
    a_pages, _t = _ds_item(*DS_A)
    b_pages, _t = _ds_item(*DS_B)
    pages = a_pages | b_pages
    pages["/collections/0e5c1f3a-7b2d-4c9e-8f61-2a3b4c5d6e7f"] = DS.page(
        "Theses and dissertations", "<h1>Theses and dissertations</h1>"
    )
    hdl = Site(HDL)
    for _uuid, handle, *_r in (DS_A, DS_B):
        hdl.add("/" + handle, Response.redirect(DS.url(f"/handle/{handle}"), 302))
    return [DS.site(pages), hdl]  # type: ignore[arg-type]


# --- InvenioRDM v12 with Signposting: a trilingual phrasebook ------------------------------

IR = Portal(
    host="rdm.langdocarchive.hx111.example",
    name="LangDoc Data",
    menu=[
        ("/search", "Search"),
        ("/communities", "Communities"),
        ("/uploads/new", "Upload"),
        ("/help/search", "Help"),
    ],
    footer=[("/terms", "Terms"), ("/privacy", "Privacy"), ("/api", "API")],
    title_format="{title}",
    home_title="LangDoc Data",
)
IR_ID = "q3v7m-8ks21"
IR_R = f"/records/{IR_ID}"
IR_TITLE = "Tetun Dili-Portuguese-English phrasebook for health workers, with recordings"
IR_FILES = [
    ("phrasebook.pdf", "application/pdf"),
    ("phrasebook_entries.tsv", "text/tab-separated-values"),
    ("recordings.zip", "application/zip"),
]
IR_DESCRIBED = [
    ("dcat-ap", "application/dcat+xml"),
    ("json-ld", "application/ld+json"),
    ("bibtex", "application/x-bibtex"),
]
IR_OTHER_EXPORTS = ["json", "csl", "datacite-xml"]


def _ir_site():
    links = [
        ("http://doi.test/10.70231/langdoc.4471", "cite-as", ""),
        ("http://orcid.test/0000-0002-7745-3190", "author", ""),
        ("http://creativecommons.test/licenses/by/4.0/legalcode", "license", ""),
        ("http://schema.org/Dataset", "type", ""),
        ("http://schema.org/AboutPage", "type", ""),
        *[(IR.url(f"{IR_R}/files/{f}"), "item", t) for f, t in IR_FILES],
        *[(IR.url(f"{IR_R}/export/{e}"), "describedby", t) for e, t in IR_DESCRIBED],
        (IR.url(f"/api/records/{IR_ID}"), "linkset", "application/linkset+json"),
    ]
    main = (
        f"<h1 id='record-title'>{esc(IR_TITLE)}</h1><p>Published January 20, 2026 | Version 1.0</p>"
        "<p>Soares, Ana; da Costa, Mateus</p><p>A phrasebook of 640 clinical phrases in Tetun "
        "Dili, Portuguese and English, with recordings by Dili health workers.</p>"
        "<h2>Files</h2>"
        + lis(
            [
                a(f"{IR_R}/files/{f}?download=1", f) + " " + a(f"{IR_R}/preview/{f}", "Preview")
                for f, _t in IR_FILES
            ]
        )
        + "<h2>Export</h2>"
        + lis(
            [a(f"{IR_R}/export/{e}", e) for e in [e for e, _t in IR_DESCRIBED] + IR_OTHER_EXPORTS]
        )
        + "<h2>Communities</h2>"
        + lis([a("/communities/timor-leste-languages", "Timor-Leste languages")])
    )
    pages: dict[str, object] = {IR_R: signposted(IR.page(IR_TITLE, main), links)}
    for f, t in IR_FILES:
        body = (
            pdf_file(IR_TITLE, "640 phrases")
            if t == "application/pdf"
            else data("tet\tpt\ten\n", t)
        )
        pages[f"{IR_R}/files/{f}"] = body
        pages[f"{IR_R}/files/{f}?download=1"] = body
        pages[f"{IR_R}/preview/{f}"] = (
            f"<html><head><title>{esc(f)}</title></head><body>preview</body></html>"
        )
    for e in [e for e, _t in IR_DESCRIBED] + IR_OTHER_EXPORTS:
        pages[f"{IR_R}/export/{e}"] = txt(f"{e}: {IR_TITLE}\n")
    pages[f"/api/records/{IR_ID}"] = json_doc('{"linkset": []}')
    pages["/communities/timor-leste-languages"] = IR.page(
        "Timor-Leste languages", "<h1>Timor-Leste</h1>"
    )
    return [IR.site(pages)]  # type: ignore[arg-type]


IR_TRUTH = (
    [IR.url(IR_R)]
    + [IR.url(f"{IR_R}/files/{f}") for f, _t in IR_FILES]
    + [IR.url(f"{IR_R}/export/{e}") for e, _t in IR_DESCRIBED]
)

CASES: list[Case] = [
    # A CLARIN-DSpace item: its bitstreams (/bitstream/handle/…), its CMDI and DC records
    # (OAI-PMH) and the handle page share the handle "11372/LRT-4417", not the entry's path,
    # as the seed's GBIF datasets share their key → Significant String from URI.  Truth: the
    # item page, its full record, "download all", the two bitstreams and the two OAI
    # records; the collection, licence page, author browse and the related item are not it.
    case(
        "clarin-dspace-kashubian-corpus",
        "CLARIN-DSpace (language-resource repository)",
        "multi_hop",
        "sig_uri",
        CL.url(f"{X}/handle/{CL_A}"),
        _cl_truth(CL_A, CL_A_FILES),
        _cl_site,
        others=[CL.url(f"{X}/handle/{CL_B}")],
    ),
    # The related item of the same repository, a learner-corpus sample: Significant String
    # from URI ("11372/LRT-4502"); truth as above with its three bitstreams.
    case(
        "clarin-dspace-polko-learner-corpus",
        "CLARIN-DSpace (language-resource repository)",
        "multi_hop",
        "sig_uri",
        CL.url(f"{X}/handle/{CL_B}"),
        _cl_truth(CL_B, CL_B_FILES),
        _cl_site,
        others=[CL.url(f"{X}/handle/{CL_A}")],
    ),
    # A WALS-style CLLD language page: its datapoints (/datapoint/<feature>/wals_code_csb),
    # its exports and its values table all carry the code "wals_code_csb" — GBIF's pattern →
    # Significant String from URI.  Truth: the language page, three exports, the values CSV
    # and five datapoints; features, genus, family, references and neighbouring languages
    # are other artifacts of the database.
    case(
        "clld-wals-kashubian",
        "CLLD (WALS-style typological database)",
        "multi_hop",
        "sig_uri",
        WA.url(WA_LANG),
        WA_TRUTH,
        _wa_site,
    ),
    # A DSpace 7.6 thesis with Signposting: the seed names Signposting as the portal's own
    # statement of the boundary → Signposting.  Truth: the landing page, its two rel="item"
    # bitstreams and its rel="describedby" DataCite record; cite-as (the handle), author,
    # type, licence and the linksets are links about the artifact, not parts of it.
    case(
        "dspace7-sdh-subtitling-thesis",
        "DSpace (7.6 institutional repository with Signposting)",
        "multi_hop",
        "signposting",
        DS.url(f"/entities/publication/{DS_A[0]}"),
        DS_A_TRUTH,
        _ds_sites,
    ),
    # A DSpace 7.6 dataset cited by its handle: the entry resolves (handle server, then
    # /handle/…) to the landing page, which carries Signposting → Signposting.  Truth: the
    # landing page (not the handle URI), three items and the describedby record.
    case(
        "dspace7-court-glossary-via-handle",
        "DSpace (7.6 institutional repository with Signposting)",
        "multi_hop",
        "signposting",
        f"http://{HDL}/{DS_B[1]}",
        DS_B_TRUTH,
        _ds_sites,
        landing=DS.url(f"/entities/publication/{DS_B[0]}"),
    ),
    # An InvenioRDM v12 record announcing Signposting → Signposting.  Truth: the record, its
    # three rel="item" files and its three rel="describedby" exports; the ?download=1
    # links, previews, the other exports, the linkset and the community are not announced.
    case(
        "invenio12-tetun-phrasebook",
        "InvenioRDM (v12 data repository with Signposting)",
        "multi_hop",
        "signposting",
        IR.url(IR_R),
        IR_TRUTH,
        _ir_site,
    ),
]
