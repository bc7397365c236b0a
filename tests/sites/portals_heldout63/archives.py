"""Archives of heldout63 whose artifacts are held together by their title: an audio-visual
corpus repository in the Dryad mould (metadata pages repeat the title, the media files do
not), a language-documentation archive whose titles carry the archive's name in front (like
the seed's OSF) and a Dataverse-style lexicon repository whose titles carry it at the end.
"""

from __future__ import annotations

import json
from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, a, eaf, mp4, text, ul, zipped

# --- audio-visual corpus repository (Dryad-like) ----------------------------------------

AV = Chrome(
    host="datashare.avcorpora.hx63.example",
    name="AV Corpora Data Repository",
    menu=[
        ("/search", "Search data"),
        ("/submit", "Submit data"),
        ("/about", "About"),
        ("/journals", "Partner journals"),
    ],
    footer=[
        ("/terms", "Terms of service"),
        ("/privacy", "Privacy"),
        ("/api", "API"),
        ("/contact", "Contact"),
    ],
    skin="avc",
    tracker="ga.avcorpora-insights.hx63.example",
)
AV.home_title = "AV Corpora Data Repository"
AV.home_main = "<h1>AV Corpora</h1><p>Curated speech and sign-language data.</p>" + ul(
    [("/journals", "Partner journals"), ("/search?q=prosody", "Prosody datasets")]
)
AV_STREAM = "media.avcorpora-stream.hx63.example"


def _av_dataset(
    doi: str,
    title: str,
    authors: str,
    files: list[tuple[str, str, str, PageValue]],
    article: str,
) -> tuple[dict[str, PageValue], dict[str, PageValue], list[str]]:
    """Landing page, one description page per file, METS and RIS exports (all repeating
    the title), the files themselves (not repeating it): (pages, stream pages, truth)."""
    base = f"/resource/doi:{doi}"
    pages: dict[str, PageValue] = {}
    stream: dict[str, PageValue] = {}
    truth = [AV.url(base), AV.url(f"{base}/mets.xml"), AV.url(f"{base}/citation.ris")]
    pages[f"{base}/mets.xml"] = text(
        f"<mets><dmdSec><title>{escape(title)}</title></dmdSec></mets>\n", "application/xml"
    )
    pages[f"{base}/citation.ris"] = text(f"TY  - DATA\nTI  - {title}\nAU  - {authors}\n")
    rows = []
    for n, (name, desc, where, body) in enumerate(files, 1):
        if where == "stream":
            url = f"http://{AV_STREAM}/v/{doi.rsplit('.', 1)[1]}/{name}"
            stream[url.split(AV_STREAM, 1)[1]] = body
        else:
            path = f"/bitstream/handle/10255/{doi.rsplit('.', 1)[1]}.{n}/{name}?sequence=1"
            url = AV.url(path)
            pages[path] = body
        fp = f"{base}/{n}"
        pages[fp] = AV.page(
            f"{name} - {title}",
            f"<p>Files in this package</p><h1>{escape(name)}</h1><p>{escape(desc)}</p>"
            f"<p>This file is part of the data package: <b>{escape(title)}</b></p>"
            f"<p>{a(url, 'Download ' + name)}</p><p>{a(base, 'View the data package')}</p>",
        )
        truth += [AV.url(fp), url]
        rows.append((fp, f"{name} — {desc}"))
    pages[base] = AV.page(
        title,
        f"""<div class="avc-package"><h1>{escape(title)}</h1><p>{escape(authors)}</p>
<p>Date published: 2025-02-11 · DOI: doi:{doi}</p>
<h2>Files in this package</h2>{ul(rows)}
<h2>Cite</h2><p>{escape(authors)} (2025) {escape(title)}. AV Corpora.</p>
<p>{a(f"{base}/citation.ris", "Export RIS")} · {a(f"{base}/mets.xml", "METS metadata")}</p>
<h2>Published in</h2><p>{a(article, "The associated article")}</p></div>""",
        raw_title=True,
    )
    return pages, stream, truth


AV_A = _av_dataset(
    "10.5072/avc.7q2k9",
    "Data from: Prosodic focus marking in Akan and Ewe, a production experiment",
    "Mensah, K.; Adjei, A.; Lorenz, T.",
    [
        (
            "focus_recordings.zip",
            "WAV recordings of 24 speakers",
            "local",
            zipped({"s01.wav": "RIFF"}),
        )
    ],
    "http://www.prosody-journal.hx63.example/articles/10.9999/pj.2025.113",
)
AV_B = _av_dataset(
    "10.5072/avc.m4r8x",
    "Data from: Mouth actions and manual signs in Swiss German Sign Language narratives",
    "Keller, S.; Brunner, L.; Oduya, P.; Frei, M.",
    [
        ("narratives_hd.mp4", "Video of 12 narratives, signer camera", "stream", mp4()),
        ("narratives_face.mp4", "Face camera for mouth actions", "stream", mp4()),
        (
            "annotations_elan.zip",
            "ELAN files, glosses and mouth-action tiers",
            "local",
            zipped({"n01.eaf": "<ANNOTATION_DOCUMENT/>"}),
        ),
        (
            "signer_metadata.csv",
            "Age, region and deaf-family status of signers",
            "local",
            text("signer,age,region\n"),
        ),
        ("README.txt", "Conventions and tier names", "local", text("Tier names\n")),
    ],
    "http://www.prosody-journal.hx63.example/articles/10.9999/sl.2025.041",
)


def av_sites() -> list[Site]:
    pages: dict[str, PageValue] = {**AV_A[0], **AV_B[0]}
    stream = Site(AV_STREAM, {**AV_A[1], **AV_B[1]})
    journal = Site("www.prosody-journal.hx63.example")
    for art in ["pj.2025.113", "sl.2025.041"]:
        journal.add(f"/articles/10.9999/{art}", f"<!DOCTYPE html><title>Article {art}</title>")
    return [AV.site(pages), stream, journal]


# --- language-documentation archive (title prefix) -------------------------------------

EL = Chrome(
    host="www.elda-archive.hx63.example",
    name="ELDA",
    menu=[
        ("/deposits", "Deposits"),
        ("/languages", "Languages"),
        ("/depositors", "Depositors"),
        ("/access-protocol", "Access protocol"),
        ("/about", "About"),
    ],
    footer=[
        ("/terms-of-use", "Terms of use"),
        ("/privacy", "Privacy"),
        ("/code-of-conduct", "Code of conduct"),
        ("/contact", "Contact"),
    ],
    title_format="{name} | {title}",
    home_title="ELDA | Home",
    skin="elda",
    layout="rail",
    cdn="fonts.webfont-mirror.hx63.example",
    login=("/user/login", "/user/register"),
)
EL.home_main = "<h1>Endangered Language Documentation Archive</h1>" + ul(
    [("/languages/austral", "Languages of Australia"), ("/languages/chaco", "Gran Chaco")]
)


def _el_resources(
    prefix: str, label: str, stem: str, n: int
) -> tuple[dict[str, PageValue], list[str], list[tuple[str, str]]]:
    """n annotation resources of one session: a view page each, its ELAN file and a plain
    transcription, all naming `label`; plus the restricted audio (login link only)."""
    pages: dict[str, PageValue] = {}
    truth: list[str] = []
    rows: list[tuple[str, str]] = []
    for k in range(1, n + 1):
        rid = f"{stem}-{k:02d}"
        view, e, t = f"/resource/{rid}/view", f"/download/{rid}.eaf", f"/download/{rid}.txt"
        pages[e] = eaf(label, ["tx@NW", "ft@NW", "mb@NW"], media=f"{rid}.wav")
        pages[t] = text(f"{label}\nTranscription {rid}\n")
        pages[view] = EL.page(
            f"{prefix}Resource {rid}",
            f"<h1>Resource {rid}</h1><p>In: {escape(label)}</p>"
            f"<p>{a(e, 'ELAN annotation')} · {a(t, 'Transcription (text)')}</p>"
            f"<p>Audio: {a('/user/login?destination=/resource/' + rid, 'Sign in to request')}</p>",
        )
        truth += [view, e, t]
        rows.append((view, f"Resource {rid} (ELAN, text, audio)"))
    return pages, truth, rows


def _el_bundle(
    stem: str, title: str, deposit: str, n: int
) -> tuple[dict[str, PageValue], list[str]]:
    pages, truth, rows = _el_resources("", title, stem, n)
    meta = f"/metadata/{stem}.imdi"
    pages[meta] = text(
        f"<METATRANSCRIPT><Session><Title>{escape(title)}</Title></Session></METATRANSCRIPT>",
        "application/xml",
    )
    pages[f"/bundle/{stem}"] = EL.page(
        title,
        f"""<nav class="elda-crumb">{a("/deposits", "Deposits")} › {
            a("/deposit/" + deposit, "Deposit " + deposit)
        }</nav><h1>{escape(title)}</h1>
<p>Bundle {stem}. Access: O (open) for annotations, U (registered users) for audio.</p>
<h2>Resources</h2>{ul(rows)}<p>{a(meta, "IMDI metadata")}</p>""",
    )
    return pages, [EL.url(p) for p in [f"/bundle/{stem}", meta, *truth]]


EL_A = _el_bundle("0417-S012", "Kuku Yalanji fishing narrative told by N. Walker, 2014", "0417", 2)
EL_OTHER = {
    "/deposit/0417": EL.page(
        "Deposit 0417: Kuku Yalanji", "<h1>Kuku Yalanji</h1>" + ul([("/bundle/0417-S012", "S012")])
    )
}

EL_B_TITLE = "Documentation of Wichi Lhamtes Guisnay oral traditions"


def _el_deposit() -> tuple[dict[str, PageValue], list[str]]:
    """A deposit with four sessions over two list pages; every session and file names the
    deposit."""
    sessions = ["harvest-songs", "origin-of-fire", "fishing-weirs", "kinship-interview"]
    pages: dict[str, PageValue] = {}
    truth = ["/deposit/0522", "/deposit/0522?page=2", "/download/0522-sketch-grammar.txt"]
    pages["/download/0522-sketch-grammar.txt"] = text(f"{EL_B_TITLE}\nA sketch grammar.\n")
    listing = []
    for i, s in enumerate(sessions, 1):
        stem = f"0522-S{i:03d}"
        label = f"{EL_B_TITLE} / {s.replace('-', ' ')}"
        res, rtruth, rows = _el_resources("", label, stem, 1)
        pages.update(res)
        pages[f"/bundle/{stem}"] = EL.page(
            f"Session {s}",
            f"<h1>{escape(s)}</h1><p>Part of: {a('/deposit/0522', EL_B_TITLE)}</p>{ul(rows)}",
        )
        truth += [f"/bundle/{stem}", *rtruth]
        listing.append((f"/bundle/{stem}", f"Session {s}"))
    pager = ul([("/deposit/0522", "1"), ("/deposit/0522?page=2", "2")], "elda-pager")
    for k, chunk in [(1, listing[:2]), (2, listing[2:])]:
        path = "/deposit/0522" + ("?page=2" if k == 2 else "")
        pages[path] = EL.page(
            EL_B_TITLE,
            f"<h1>{escape(EL_B_TITLE)}</h1><p>Depositor: M. Segovia. Language: Wichi.</p>"
            f"<p>{a('/download/0522-sketch-grammar.txt', 'Sketch grammar')}</p>"
            f"<h2>Sessions</h2>{ul(chunk)}{pager}",
        )
    return pages, [EL.url(p) for p in truth]


EL_B = _el_deposit()


def el_sites() -> list[Site]:
    return [EL.site({**EL_A[0], **EL_OTHER, **EL_B[0]})]


# --- Dataverse-style lexicon repository (title suffix) ---------------------------------

DV = Chrome(
    host="dataverse.lexarchiv.hx63.example",
    name="LexArchiv Dataverse",
    menu=[
        ("/dataverse/root", "Browse"),
        ("/guides/user", "User guide"),
        ("/guides/api", "API guide"),
        ("/support", "Support"),
    ],
    footer=[("/guides/terms", "Terms of use"), ("/guides/privacy", "Privacy")],
    title_format="{title} | {name}",
    home_title="Root | LexArchiv Dataverse",
    skin="dv",
    layout="rail",
    cdn="cdn.jsassets-mirror.hx63.example",
    login=("/loginpage.xhtml", "/dataverseuser.xhtml?editMode=CREATE"),
)
DV.home_main = "<h1>LexArchiv Dataverse</h1>" + ul(
    [("/dataverse/tungusic", "Tungusic lexicography"), ("/dataverse/uralic", "Uralic etymology")]
)


def _dv_dataset(
    pid: str,
    title: str,
    collection: str,
    files: list[tuple[int, str]],
    versions: list[str],
    exporters: list[str],
    related: tuple[str, str],
) -> tuple[dict[str, PageValue], list[str]]:
    q = f"persistentId={pid}"
    entry = f"/dataset.xhtml?{q}"
    pages: dict[str, PageValue] = {}
    truth = [entry]
    cite = f"/citation.xhtml?{q}&format=bibtex"
    pages[cite] = text(f"@data{{x, title = {{{title}}}}}\n", "application/x-bibtex")
    truth.append(cite)
    fl = []
    for fid, name in files:
        fp, dl = f"/file.xhtml?fileId={fid}&version={versions[-1]}", f"/api/access/datafile/{fid}"
        pages[dl] = text(f"# {title}\n# {name}\nform\tgloss\n", "text/tab-separated-values")
        pages[fp] = DV.page(
            name,
            f"<p>{a(entry, title)} › {escape(name)}</p><h1>{escape(name)}</h1>"
            f"<p>{a(dl, 'Download')}</p>",
        )
        truth += [fp, dl]
        fl.append((fp, name))
    ex = []
    for e in exporters:
        path = f"/api/datasets/export?exporter={e}&{q}"
        body = json.dumps({"title": title}) if e.endswith("json") else f"<title>{title}</title>"
        pages[path] = text(body, "application/json" if e.endswith("json") else "application/xml")
        truth.append(path)
        ex.append((path, e))
    vl = []
    for v in versions[:-1]:
        path = f"{entry}&version={v}"
        pages[path] = DV.page(title, f"<h1>{escape(title)}</h1><p>Version {v} (superseded)</p>")
        truth.append(path)
        vl.append((path, f"Version {v}"))
    vtab = f"<h2>Versions</h2>{ul(vl)}" if vl else ""
    pages[entry] = DV.page(
        title,
        f"""<nav class="dv-crumbs">{a("/dataverse/root", "LexArchiv")} ›
{a("/dataverse/" + collection, collection.title())}</nav>
<h1 class="dv-title">{escape(title)}</h1><p>Version {versions[-1]}</p>
<div class="dv-citation"><p>{escape(title)}, https://doi.org/{pid[4:]}, LexArchiv Dataverse</p>
{a(cite, "Cite dataset: BibTeX")}</div><h2>Files</h2>{ul(fl)}
<h2>Metadata export</h2>{ul(ex)}{vtab}<h2>Related publication</h2><p>{a(related[0], related[1])}</p>""",
    )
    return pages, [DV.url(p) for p in truth]


DV_A = _dv_dataset(
    "doi:10.5072/FK2/TNG019",
    "Comparative Wordlist of Tungusic Languages, 2019",
    "tungusic",
    [(2201, "wordlist.tab")],
    ["1.0"],
    ["ddi"],
    ("/dataset.xhtml?persistentId=doi:10.5072/FK2/TNG007", "Evenki Verb Morphology Tables"),
)
DV_B = _dv_dataset(
    "doi:10.5072/FK2/URV3X",
    "Etymological Database of Uralic Verb Roots, Version 3",
    "uralic",
    [(3301, "roots.tab"), (3302, "reflexes.tab"), (3303, "sources.tab"), (3304, "codebook.txt")],
    ["1.0", "2.0", "3.0"],
    ["ddi", "dcterms", "dataverse_json"],
    ("/dataset.xhtml?persistentId=doi:10.5072/FK2/URS1Q", "Uralic Sound Correspondences"),
)


def dv_sites() -> list[Site]:
    pages: dict[str, PageValue] = {**DV_A[0], **DV_B[0]}
    for pid, t in [
        ("doi:10.5072/FK2/TNG007", "Evenki Verb Morphology Tables"),
        ("doi:10.5072/FK2/URS1Q", "Uralic Sound Correspondences"),
    ]:
        pages[f"/dataset.xhtml?persistentId={pid}"] = DV.page(t, f"<h1>{escape(t)}</h1>")
    for c in ["tungusic", "uralic"]:
        pages[f"/dataverse/{c}"] = DV.page(
            c.title(), f"<h1>{c.title()}</h1><p>Datasets in this collection: 14.</p>"
        )
    return [DV.site(pages)]


def cases() -> list[Case]:
    return [
        # Dryad-shaped: landing, file pages and exports repeat the title ("Data from: ..."),
        # the recordings do not, so one hop out from the matching pages (menus ignored) is
        # needed: the seed's Dryad answer, Significant String from Title+ with Ignored URIs.
        case(
            "avcorpora-akan-focus",
            "audio-visual corpus repository (one recordings package)",
            "Multi-Hop",
            "sig_title_plus_ignored",
            AV.url("/resource/doi:10.5072/avc.7q2k9"),
            AV_A[2],
            av_sites,
            others=["http://www.prosody-journal.hx63.example/articles/10.9999/pj.2025.113"],
        ),
        # Harder: five files, two videos on a streaming domain.
        case(
            "avcorpora-sign-mouthing",
            "audio-visual corpus repository (sign-language video package)",
            "Multi-Hop",
            "sig_title_plus_ignored",
            AV.url("/resource/doi:10.5072/avc.m4r8x"),
            AV_B[2],
            av_sites,
            others=["http://www.prosody-journal.hx63.example/articles/10.9999/sl.2025.041"],
        ),
        # Every page title is "ELDA | <title>" while the pages and files carry only the
        # title: the seed's OSF answer, Significant String from Filtered Title (the
        # homepage's "ELDA | Home" gives the prefix to strip).  Audio needs a sign-in.
        case(
            "elda-kuku-yalanji-session",
            "language-documentation archive (session bundle)",
            "Multi-Hop",
            "sig_filtered_title",
            EL.url("/bundle/0417-S012"),
            EL_A[1],
            el_sites,
        ),
        # Harder: a whole deposit, sessions over two list pages, every file naming it.
        case(
            "elda-wichi-deposit",
            "language-documentation archive (deposit with paginated sessions)",
            "Multi-Hop",
            "sig_filtered_title",
            EL.url("/deposit/0522"),
            EL_B[1],
            el_sites,
        ),
        # Dataverse-shaped: "<title> | LexArchiv Dataverse", the name at the end; file
        # pages, downloads and exports repeat the title: the seed's Dataverse answer,
        # Significant String from Filtered Title starting from the end.
        case(
            "lexarchiv-tungusic-wordlist",
            "Dataverse lexicon repository (one-file wordlist)",
            "Multi-Hop",
            "sig_filtered_title",
            DV.url("/dataset.xhtml?persistentId=doi:10.5072/FK2/TNG019"),
            DV_A[1],
            dv_sites,
            others=[DV.url("/dataset.xhtml?persistentId=doi:10.5072/FK2/TNG007")],
        ),
        # Harder: four files, three exporters and two superseded versions.
        case(
            "lexarchiv-uralic-etymology",
            "Dataverse lexicon repository (versioned etymological database)",
            "Multi-Hop",
            "sig_filtered_title",
            DV.url("/dataset.xhtml?persistentId=doi:10.5072/FK2/URV3X"),
            DV_B[1],
            dv_sites,
            others=[DV.url("/dataset.xhtml?persistentId=doi:10.5072/FK2/URS1Q")],
        ),
    ]
