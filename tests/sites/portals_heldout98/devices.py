"""heldout98 clinical-device portals: a device-identification (UDI) database, a registry of
device clinical investigations that speaks Signposting, and a regulator's field-safety
notice archive.
"""

from __future__ import annotations

import json
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import case

from ._kit import Case, Chrome, data, dl, table

# ---------------------------------------------------------------------------------------
# Device-identification database (GUDID-like): the 14-digit device identifier is in every
# URI of a device record — the record, its history and sterilisation pages, the XML
# download, the API lookup and the IFU on the files host — under no common path.
# Significant String from URI.

UDI = "udi.devicelex-registry.hx98.example"
UDI_API = "api.devicelex-registry.hx98.example"
UDI_FILES = "files.devicelex-registry.hx98.example"
_DEVICES: dict[str, dict[str, object]] = {
    "00847123456789": {
        "brand": "Corvane SureFlow volumetric infusion pump",
        "company": "corvane-medical",
        "history_pages": 1,
        "ifu": False,
        "sterile": False,
        "siblings": (),
    },
    "08712345000126": {
        "brand": "Ostrelis TiLock pedicle screw 6.5 x 45 mm",
        "company": "ostrelis-spine",
        "history_pages": 2,
        "ifu": True,
        "sterile": True,
        "siblings": ("08712345000133", "08712345000140"),
    },
}

UDI_CHROME = Chrome(
    UDI,
    "DeviceLex UDI Database",
    menu=[
        ("/", "Search devices"),
        ("/advanced", "Advanced search"),
        ("/downloads", "Full release downloads"),
        ("/api-docs", "API"),
        ("/about", "About the database"),
    ],
    footer=[
        ("/privacy/cookies", "Cookies"),
        ("/privacy", "Privacy"),
        ("/foia", "Freedom of information"),
        ("/accessibility", "Accessibility"),
    ],
    title_format="{name}: {title}",
)


def _udi_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {"/": data('{"service": "devicelex"}', "application/json")}
    files: dict[str, PageValue] = {"/": "<!doctype html><title>DeviceLex files</title>"}
    companies: set[str] = set()
    for di, d in _DEVICES.items():
        brand, company = str(d["brand"]), str(d["company"])
        companies.add(company)
        siblings = tuple(d["siblings"])  # type: ignore[call-overload]
        sib = "".join(f'<li><a href="/devices/{s}">{s}</a></li>' for s in siblings)
        sib = f"<h2>Other devices in this model family</h2><ul>{sib}</ul>" if sib else ""
        extra = ""
        if d["ifu"]:
            extra += f"<li>{dl(f'http://{UDI_FILES}/ifu/{di}-ifu.pdf', 'Instructions for use', 'PDF')}</li>"
            files[f"/ifu/{di}-ifu.pdf"] = data(pdf(f"IFU {brand}", [di]), "application/pdf")
            extra += f'<li><a href="http://{UDI_FILES}/images/{di}.png">Device image</a></li>'
            files[f"/images/{di}.png"] = data(png(48, 48), "image/png")
        if d["sterile"]:
            extra += f'<li><a href="/sterilization?di={di}">Sterilization details</a></li>'
            pages[f"/sterilization?di={di}"] = UDI_CHROME.page(
                f"Sterilization {di}", f"<h1>Sterilization: {di}</h1><p>Ethylene oxide.</p>"
            )
        main = (
            f"<h1>{escape(brand)}</h1>"
            + table(
                [
                    ("Primary DI", di),
                    ("Labeler", f'<a href="/company/{company}">{company}</a>'),
                    ("Product code", '<a href="http://classification.regulator.test/FRN">FRN</a>'),
                    ("MRI safety", "Labeling does not contain MRI safety information"),
                ]
            )
            + f'<h2>Record</h2><ul><li><a href="/history?di={di}">Record history</a></li>'
            + f'<li><a href="/download/record/{di}.xml">Download record (XML)</a></li>'
            + f'<li><a href="http://{UDI_API}/v3/devices/lookup.json?di={di}">API lookup</a></li>'
            + f"{extra}</ul>{sib}"
        )
        pages[f"/devices/{di}"] = UDI_CHROME.page(brand, main, share=f"http://{UDI}/devices/{di}")
        pages[f"/download/record/{di}.xml"] = data(
            f"<device><di>{di}</di><brand>{escape(brand)}</brand></device>", "application/xml"
        )
        api[f"/v3/devices/lookup.json?di={di}"] = data(
            json.dumps({"gudid": {"device": {"primary_di": di}}}), "application/json"
        )
        n = int(d["history_pages"])  # type: ignore[call-overload]
        for p in range(1, n + 1):
            pager = " ".join(
                f'<a href="/history?di={di}&amp;page={q}">Page {q}</a>'
                for q in range(1, n + 1)
                if n > 1 and q != p
            )
            key = f"/history?di={di}" + (f"&page={p}" if p > 1 else "")
            pages[key] = UDI_CHROME.page(
                f"History {di}",
                f"<h1>Record history: {di}</h1><p>Version {n - p + 2} published.</p>{pager}"
                f'<p><a href="/devices/{di}">Back to device</a></p>',
            )
            if n > 1 and p == 1:
                pages[f"/history?di={di}&page=1"] = pages[key]
        for s in siblings:
            pages[f"/devices/{s}"] = UDI_CHROME.page(
                f"Device {s}", f"<h1>Device {s}</h1><p>Other size of {escape(brand)}.</p>"
            )
    for c in companies:
        pages[f"/company/{c}"] = UDI_CHROME.page(c, f"<h1>{c}</h1><p>Labeler record.</p>")
    pages["/history"] = UDI_CHROME.page("History", "<p>Give a device identifier.</p>")
    pages["/sterilization"] = UDI_CHROME.page("Sterilization", "<p>Give a device identifier.</p>")
    api_site = Site(UDI_API)
    for path, value in api.items():
        api_site.add(path, value)
    return [UDI_CHROME.site(pages), api_site, Site(UDI_FILES, files)]


def _udi_truth(di: str) -> list[str]:
    d = _DEVICES[di]
    out = [
        f"http://{UDI}/devices/{di}",
        f"http://{UDI}/history?di={di}",
        f"http://{UDI}/download/record/{di}.xml",
        f"http://{UDI_API}/v3/devices/lookup.json?di={di}",
    ]
    n = int(d["history_pages"])  # type: ignore[call-overload]
    if n > 1:
        out += [f"http://{UDI}/history?di={di}&page={p}" for p in range(1, n + 1)]
    if d["ifu"]:
        out += [f"http://{UDI_FILES}/ifu/{di}-ifu.pdf", f"http://{UDI_FILES}/images/{di}.png"]
    if d["sterile"]:
        out.append(f"http://{UDI}/sterilization?di={di}")
    return out


# ---------------------------------------------------------------------------------------
# Registry of device clinical investigations that implements Signposting: the study page
# answers with Link headers naming its files (item) and metadata (describedby), and
# repeats them as <link> elements.  The study's history and the sponsor page are linked
# but not signposted.  Signposting.

TRIALS = "trials.medinvest-ctr.hx98.example"
_STUDIES: dict[str, dict[str, object]] = {
    "MDI-2021-0042": {
        "title": "Closed-loop glucose control with an implantable sensor: pivotal study",
        "sponsor": "Glycorra Devices",
        "items": (
            ("protocol", "Clinical investigation plan", "pdf"),
            ("results", "Results summary", "csv"),
        ),
        "meta": (("jsonld", "application/ld+json"),),
    },
    "MDI-2019-0178": {
        "title": "Drug-coated balloon versus plain angioplasty below the knee",
        "sponsor": "Vascutec Research",
        "items": (
            ("protocol", "Clinical investigation plan", "pdf"),
            ("amendment-1", "Protocol amendment 1", "pdf"),
            ("amendment-2", "Protocol amendment 2", "pdf"),
            ("sap", "Statistical analysis plan", "pdf"),
            ("results", "Results summary", "csv"),
        ),
        "meta": (("jsonld", "application/ld+json"), ("datacite.xml", "application/xml")),
    },
}

TRIALS_CHROME = Chrome(
    TRIALS,
    "MedInvest Clinical Investigations Register",
    menu=[
        ("/", "Home"),
        ("/search", "Find a study"),
        ("/sponsors", "For sponsors"),
        ("/reporting", "Results reporting"),
        ("/about", "About"),
    ],
    footer=[("/privacy/cookies", "Cookies"), ("/privacy", "Privacy"), ("/contact", "Contact")],
)


def _item_path(sid: str, slug: str, ext: str) -> str:
    return f"/files/{sid}/{sid}-{slug}.{ext}"


def _trials_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for sid, d in _STUDIES.items():
        title, sponsor = str(d["title"]), str(d["sponsor"])
        items = tuple(d["items"])  # type: ignore[call-overload]
        metas = tuple(d["meta"])  # type: ignore[call-overload]
        url = f"http://{TRIALS}/study/{sid}"
        link_hdr = [f'<{url}>; rel="cite-as"', '<http://schema.org/MedicalTrial>; rel="type"']
        link_hdr.append('<http://licenses.open.test/by/4.0/>; rel="license"')
        link_hdr.append('<http://orcid.test/0000-0001-5109-3700>; rel="author"')
        head = ""
        files = ""
        for slug, label, ext in items:
            path = _item_path(sid, slug, ext)
            ctype = "application/pdf" if ext == "pdf" else "text/csv"
            link_hdr.append(f'<http://{TRIALS}{path}>; rel="item"; type="{ctype}"')
            head += f'<link rel="item" href="{path}" type="{ctype}">'
            files += f"<li>{dl(path, label, ext.upper())}</li>"
            body = (
                pdf(f"{sid} {label}", [title]) if ext == "pdf" else b"arm,n,outcome\nA,120,0.82\n"
            )
            pages[path] = data(body, ctype)
        meta_links = ""
        for ext, ctype in metas:
            path = f"/api/study/{sid}.{ext}"
            link_hdr.append(f'<http://{TRIALS}{path}>; rel="describedby"; type="{ctype}"')
            head += f'<link rel="describedby" href="{path}" type="{ctype}">'
            meta_links += f' <a href="{path}">{ext}</a>'
            pages[path] = data(
                f'{{"identifier": "{sid}"}}' if "json" in ext else f"<resource>{sid}</resource>",
                ctype,
            )
        main = (
            f"<h1>{escape(title)}</h1>"
            + table(
                [
                    ("Register number", sid),
                    (
                        "Sponsor",
                        f'<a href="/sponsor/{sponsor.split()[0].lower()}">{escape(sponsor)}</a>',
                    ),
                    ("Status", "Completed"),
                ]
            )
            + f"<h2>Documents</h2><ul>{files}</ul><p>Metadata:{meta_links}</p>"
            + f'<p><a href="/study/{sid}/history">Record history</a> · '
            + '<a href="http://doi.resolver.test/10.1016/s0140-6736(23)00001-1">Publication</a></p>'
        )
        html = TRIALS_CHROME.page(f"{sid}: {title}", main, head=head, share=url)
        pages[f"/study/{sid}"] = Response.html(html, headers=[("Link", ", ".join(link_hdr))])
        pages[f"/study/{sid}/history"] = TRIALS_CHROME.page(
            f"History of {sid}", f"<h1>History of {sid}</h1><p>Registered 2021-02-11.</p>"
        )
        pages[f"/sponsor/{sponsor.split()[0].lower()}"] = TRIALS_CHROME.page(
            sponsor, f"<h1>{escape(sponsor)}</h1>"
        )
    return [TRIALS_CHROME.site(pages)]


def _trials_truth(sid: str) -> list[str]:
    d = _STUDIES[sid]
    out = [f"http://{TRIALS}/study/{sid}"]
    out += [f"http://{TRIALS}{_item_path(sid, s, e)}" for s, _l, e in tuple(d["items"])]  # type: ignore[call-overload]
    out += [f"http://{TRIALS}/api/study/{sid}.{e}" for e, _c in tuple(d["meta"])]  # type: ignore[call-overload]
    return out


# ---------------------------------------------------------------------------------------
# Regulator's field-safety-notice archive (Dataverse-like titles: "<notice> | VigilMed",
# homepage "Safety notices archive | VigilMed"): the notice, its manufacturer letters,
# affected-lot lists and updates sit at ids of their own, each carrying the notice title.
# Significant String from Filtered Title, filtered from the title's end.

VIGIL = "notices.vigilmed-agency.hx98.example"
_NOTICES: dict[str, dict[str, object]] = {
    "2023-118": {
        "title": "Infusion pump occlusion alarm may fail to sound",
        "letters": (("88121", "en"),),
        "lot_pages": 1,
        "updates": (),
    },
    "2024-031": {
        "title": "Insulin pen needle hubs may detach during injection",
        "letters": (("90455", "en"), ("90456", "fr")),
        "lot_pages": 2,
        "updates": ("5521", "5570"),
    },
}

VIGIL_CHROME = Chrome(
    VIGIL,
    "VigilMed",
    menu=[
        ("/", "Safety notices"),
        ("/recalls", "Recalls"),
        ("/report-a-problem", "Report a problem"),
        ("/guidance", "Guidance for manufacturers"),
    ],
    footer=[
        ("/privacy/cookies", "Cookies"),
        ("/privacy", "Privacy"),
        ("/open-data", "Open data"),
        ("/contact", "Contact"),
    ],
    title_format="{title} | {name}",
    home_title="Safety notices archive | VigilMed",
    home_main="<h1>Field safety notices</h1><p>Search notices by device, manufacturer or date.</p>",
)


def _vigil_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for ref, d in _NOTICES.items():
        title = str(d["title"])
        letters = tuple(d["letters"])  # type: ignore[call-overload]
        updates = tuple(d["updates"])  # type: ignore[call-overload]
        n_lots = int(d["lot_pages"])  # type: ignore[call-overload]
        back = f'<p class="crumbs">Notice <a href="/fsn/{ref}">{ref}</a>: {escape(title)}</p>'
        lst = "".join(
            f'<li><a href="/documents/view/{doc}">Manufacturer letter ({lang})</a></li>'
            for doc, lang in letters
        )
        lst += f'<li><a href="/lots?notice={ref}">Affected lots</a></li>'
        lst += "".join(f'<li><a href="/updates/{u}">Update {u}</a></li>' for u in updates)
        pages[f"/fsn/{ref}"] = VIGIL_CHROME.page(
            title,
            f"<h1>{escape(title)}</h1>"
            + table(
                [
                    ("Reference", f"FSN {ref}"),
                    ("Device class", "IIb"),
                    ("Action", "Inspect and return"),
                ]
            )
            + f"<ul>{lst}</ul>"
            + '<p>Manufacturer: <a href="http://www.manufacturer-site.test/">website</a></p>'
            + '<p><a href="/recalls?related='
            + ref
            + '">Related recalls</a></p>',
            share=f"http://{VIGIL}/fsn/{ref}",
        )
        for doc, lang in letters:
            pages[f"/documents/view/{doc}"] = VIGIL_CHROME.page(
                f"Letter {doc}",
                back + f"<h1>Manufacturer letter ({lang})</h1><p>Dear healthcare professional.</p>"
                f'<p><a href="/documents/download/{doc}.txt">Plain text</a></p>',
            )
            pages[f"/documents/download/{doc}.txt"] = data(
                f"URGENT FIELD SAFETY NOTICE\n{title}\nDear healthcare professional,\n",
                "text/plain",
            )
        for p in range(1, n_lots + 1):
            pager = " ".join(
                f'<a href="/lots?notice={ref}&amp;page={q}">{q}</a>'
                for q in range(1, n_lots + 1)
                if n_lots > 1 and q != p
            )
            key = f"/lots?notice={ref}" + (f"&page={p}" if p > 1 else "")
            pages[key] = VIGIL_CHROME.page(
                f"Lots {ref}",
                back + f"<h1>Affected lots</h1><p>Lots 4{p}001 to 4{p}090.</p>{pager}"
                f'<p><a href="/lots.csv?notice={ref}">CSV</a></p>',
            )
            if n_lots > 1 and p == 1:
                pages[f"/lots?notice={ref}&page=1"] = pages[key]
        pages[f"/lots.csv?notice={ref}"] = data(
            f"# {title}\nlot,expiry\n41001,2026-01\n", "text/csv"
        )
        for u in updates:
            pages[f"/updates/{u}"] = VIGIL_CHROME.page(
                f"Update {u}", back + f"<h1>Update {u}</h1><p>Corrective software released.</p>"
            )
        pages[f"/recalls?related={ref}"] = VIGIL_CHROME.page("Recalls", "<p>No linked recalls.</p>")
    pages["/lots"] = VIGIL_CHROME.page("Lots", "<p>Give a notice reference.</p>")
    pages["/lots.csv"] = data("lot,expiry\n", "text/csv")
    return [VIGIL_CHROME.site(pages)]


def _vigil_truth(ref: str) -> list[str]:
    d, u = _NOTICES[ref], f"http://{VIGIL}"
    out = [f"{u}/fsn/{ref}", f"{u}/lots?notice={ref}", f"{u}/lots.csv?notice={ref}"]
    for doc, _lang in tuple(d["letters"]):  # type: ignore[call-overload]
        out += [f"{u}/documents/view/{doc}", f"{u}/documents/download/{doc}.txt"]
    out += [f"{u}/updates/{x}" for x in tuple(d["updates"])]  # type: ignore[call-overload]
    n = int(d["lot_pages"])  # type: ignore[call-overload]
    if n > 1:
        out += [f"{u}/lots?notice={ref}&page={p}" for p in range(1, n + 1)]
    return out


CASES: list[Case] = [
    # The device identifier is in every URI of the record (record, history, XML, API
    # lookup, IFU on the files host) but they share no path: the seed's GBIF shape,
    # Significant String from URI.
    case(
        "devicelex-infusion-pump",
        "medical-device identification database (record, history, XML, API)",
        "Multi-Hop",
        "sig_uri",
        f"http://{UDI}/devices/00847123456789",
        _udi_truth("00847123456789"),
        _udi_sites,
    ),
    case(
        "devicelex-pedicle-screw",
        "medical-device identification database (paginated history, IFU, image, sterilization)",
        "Multi-Hop",
        "sig_uri",
        f"http://{UDI}/devices/08712345000126",
        _udi_truth("08712345000126"),
        _udi_sites,
        others=[f"http://{UDI}/devices/08712345000133", f"http://{UDI}/devices/08712345000140"],
    ),
    # The portal declares the boundary itself with Signposting Link headers (item,
    # describedby): the seed's machine-readable boundary, Signposting.
    case(
        "medinvest-glucose",
        "device clinical-investigation registry (two items, JSON-LD)",
        "Single Hop",
        "signposting",
        f"http://{TRIALS}/study/MDI-2021-0042",
        _trials_truth("MDI-2021-0042"),
        _trials_sites,
    ),
    case(
        "medinvest-balloon",
        "device clinical-investigation registry (five items, two metadata records)",
        "Single Hop",
        "signposting",
        f"http://{TRIALS}/study/MDI-2019-0178",
        _trials_truth("MDI-2019-0178"),
        _trials_sites,
    ),
    # " | VigilMed" ends every title, not the content; every object of the notice carries
    # the notice title at ids of its own: the seed's Dataverse variant of Significant String
    # from Filtered Title (filtered from the end).
    case(
        "vigilmed-infusion-alarm",
        "field-safety-notice archive (one letter, one lot page)",
        "Multi-Hop",
        "sig_filtered_title",
        f"http://{VIGIL}/fsn/2023-118",
        _vigil_truth("2023-118"),
        _vigil_sites,
    ),
    case(
        "vigilmed-pen-needles",
        "field-safety-notice archive (two letters, paginated lots, two updates)",
        "Multi-Hop",
        "sig_filtered_title",
        f"http://{VIGIL}/fsn/2024-031",
        _vigil_truth("2024-031"),
        _vigil_sites,
    ),
]
