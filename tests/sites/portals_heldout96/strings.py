"""Conference portals of heldout96 whose artifact is held together by a significant string.

- a conference supplementary-data archive (Dryad-like: every metadata page carries "Supplement
  to: <paper title>", the page title; the data files do not: Significant String from Title+
  with Ignored URIs);
- a lecture-capture archive (the bare talk title is the page title and appears in the talk
  page, transcripts, captions and slides, some outside the talk's path: Significant String
  from Title);
- an OSF-Meetings-like presentation host ("Colloquo | " before every page title, the bare
  title in every member and file: Significant String from Filtered Title);
- a Dataverse-like conference data repository (the site name after every title, trimmed
  from the title's end as the seed says of Dataverse: Significant String from Filtered Title);
- an abstract-management system (GBIF-like: the abstract's UUID is in every artifact URI,
  across the portal's www, api and files hosts: Significant String from URI).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, Portal, case, data, links

from ._kit import cookie_banner, head, serve

# --- supplementary-data archive (Dryad-like) --------------------------------------------

SUPP = Portal(
    "archive.suppbox.hx96.example",
    "SuppBox",
    menu=[
        ("/discover", "Search data"),
        ("/submit", "Submit data"),
        ("/journals", "Partner conferences"),
        ("/pages/faq", "FAQ"),
    ],
    footer=[
        ("/pages/terms", "Terms of service"),
        ("/privacy", "Privacy"),
        ("http://creativecommons.test/publicdomain/zero/1.0/", "CC0"),
    ],
    title_format="{title}",
    home_title="SuppBox: supplementary data for conference papers",
)


def _supp(
    doi: str, paper: str, files: list[tuple[str, str]], versions: int
) -> tuple[dict[str, PageValue], list[str]]:
    """Pages of one data package: (pages, artifact URIs).  `files`: (name, handle path)."""
    sig = f"Supplement to: {paper}"
    base = f"/resource/doi:{doi}"
    hd = head("cdn.suppbox-assets.test", "a.researchpulse.test", og_title=sig)
    pages: dict[str, PageValue] = {}
    truth = [base, f"{base}?show=full", f"/citation/doi:{doi}.ris"]
    file_pages = [(f"{base}/{i}", name) for i, (name, _h) in enumerate(files, 1)]
    vers = [(f"{base}?version={v}", f"Version {v}") for v in range(1, versions)]
    main = (
        f'<h1 class="pub-title">{escape(sig)}</h1><p>Data package for the conference paper '
        f"<i>{escape(paper)}</i>.</p><h2>Files in this package</h2>"
        + links(file_pages)
        + links(
            [
                (f"{base}?show=full", "Full metadata"),
                (f"/citation/doi:{doi}.ris", "Download citation (RIS)"),
            ]
        )
        + ("<h2>Previous versions</h2>" + links(vers) if vers else "")
        + '<aside class="stats">Downloads: 318</aside>'
        + cookie_banner()
    )
    pages[base] = SUPP.page(sig, main, head=hd)
    pages[f"{base}?show=full"] = SUPP.page(
        sig,
        f"<h1>{escape(sig)}</h1><table><tr><td>dc.title</td><td>{escape(sig)}</td></tr>"
        f'<tr><td>dc.identifier</td><td>doi:{doi}</td></tr></table><a href="{base}">Back</a>',
        head=hd,
    )
    pages[f"/citation/doi:{doi}.ris"] = data(
        f"TY  - DATA\nTI  - {sig}\nDO  - {doi}\nER  - \n", "application/x-research-info-systems"
    )
    for (fp, name), (_n, handle) in zip(file_pages, files, strict=True):
        pages[fp] = SUPP.page(
            sig,
            f"<h1>{escape(name)}</h1><p>Part of: {escape(sig)}</p>"
            f'<a href="{handle}">Download {escape(name)}</a>',
            head=hd,
        )
        pages[handle] = data(f"id,value\n1,{len(name)}\n", "text/csv")
        truth += [fp, handle]
    for vp, label in vers:
        pages[vp] = SUPP.page(
            sig,
            f"<h1>{escape(sig)}</h1><p>{label}, superseded.</p>"
            f'<a href="{base}">Current version</a>',
            head=hd,
        )
        truth.append(vp)
    return pages, truth


SUPP1 = _supp(
    "10.58412/suppbox.k7r2q",
    "Cold-start aware autoscaling for function platforms",
    [("latency_traces.csv", "/bitstream/handle/10258/4411/latency_traces.csv?sequence=1")],
    1,
)
SUPP2 = _supp(
    "10.58412/suppbox.w93nd",
    "Crowdsourced relevance judgments for conference talk retrieval",
    [
        (
            f"judgments_round{i}.csv",
            f"/bitstream/handle/10258/5120/judgments_round{i}.csv?sequence={i}",
        )
        for i in range(1, 4)
    ]
    + [
        ("codebook.csv", "/bitstream/handle/10258/5120/codebook.csv?sequence=4"),
        ("talk_ids.csv", "/bitstream/handle/10258/5120/talk_ids.csv?sequence=5"),
    ],
    3,
)


def supp_sites() -> list[Site]:
    return [serve(SUPP, {**SUPP1[0], **SUPP2[0]})]


# --- lecture-capture archive ------------------------------------------------------------

LEC = Portal(
    "replay.aulacast.hx96.example",
    "AulaCast",
    menu=[
        ("/channels", "Channels"),
        ("/events", "Events"),
        ("/live", "Live now"),
        ("/help/accessibility", "Accessibility"),
    ],
    footer=[("/about", "About AulaCast"), ("/privacy", "Privacy"), ("/imprint", "Imprint")],
    title_format="{title}",
    home_title="AulaCast - lecture and conference recordings",
)


def _lecture(
    vid: str, title: str, speaker: str, langs: list[str], extras: list[str]
) -> tuple[dict[str, PageValue], list[str]]:
    base = f"/v/{vid}"
    hd = head("static.aulacdn.test", "hits.campusstat.test")
    pages: dict[str, PageValue] = {}
    tr = [(f"{base}/transcript?lang={g}", f"Transcript ({g})") for g in langs]
    caps = [(f"/media/captions/{vid}-{g}.vtt", f"Captions ({g})") for g in langs]
    more = [(f"/media/{kind}/{vid}.pdf", kind.capitalize()) for kind in ["slides", *extras]]
    main = (
        f'<video controls src="http://stream.aulacdn.test/{vid}/master.m3u8"></video>'
        f'<h1>{escape(title)}</h1><p>Speaker: <a href="/people/{speaker}">{speaker}</a> · '
        '<a href="/events/ecir-2026">Event page</a></p>'
        + links(tr + caps + more + [(f"{base}/chapters", "Chapters")])
        + "<aside><h3>Related recordings</h3>"
        + links([("/v/ks1120", "Opening session")])
        + "</aside>"
        + cookie_banner()
    )
    pages[base] = LEC.page(title, main, head=hd)
    pages[f"{base}/chapters"] = LEC.page(
        f"{title} - chapters",
        f'<h1>{escape(title)}</h1><ol><li>00:00 Intro</li></ol><a href="{base}">Watch</a>',
        head=hd,
    )
    for (tp, _t), g in zip(tr, langs, strict=True):
        pages[tp] = LEC.page(
            f"{title} - transcript",
            f"<h1>{escape(title)}</h1><p>[{g}] Good morning everyone...</p>",
            head=hd,
        )
    for (cp, _t), g in zip(caps, langs, strict=True):
        pages[cp] = data(f"WEBVTT - {title} ({g})\n\n00:00.000 --> 00:04.000\nHello\n", "text/vtt")
    for mp, kind in more:
        pages[mp] = data(pdf(title, [kind, speaker]), "application/pdf")
    truth = [base, f"{base}/chapters", *[u for u, _ in tr + caps + more]]
    return pages, truth


LEC1 = _lecture("kx4410", "Dense retrieval for conference talk search", "r-almeida", ["en"], [])
LEC2 = _lecture(
    "kx5127",
    "Evaluating query autocompletion in digital libraries",
    "s-nakamura",
    ["en", "es", "de"],
    ["poster", "handout"],
)


def lecture_sites() -> list[Site]:
    pages = {
        **LEC1[0],
        **LEC2[0],
        "/v/ks1120": LEC.page("Opening session", "<h1>Opening session</h1>"),
    }
    return [serve(LEC, pages)]


# --- OSF-Meetings-like presentation host (filtered title, prefix) -----------------------

COLL = Portal(
    "meet.colloquo.hx96.example",
    "Colloquo",
    menu=[
        ("/meetings", "Meetings"),
        ("/preprints", "Preprints"),
        ("/search", "Search"),
        ("/support", "Support"),
    ],
    footer=[
        ("/terms", "Terms of use"),
        ("/privacy", "Privacy policy"),
        ("/status", "Status"),
        ("/donate", "Donate"),
    ],
    title_format="{name} | {title}",
    home_title="Colloquo | Home",
)


def _project(
    guid: str, title: str, files: list[tuple[str, str]], components: list[str]
) -> tuple[dict[str, PageValue], list[str]]:
    """A presentation project: overview, wiki, files list, one page and one download per
    file, components (child projects) with their own files listing."""
    hd = head("cdn.colloquo-static.test", "m.usagelens.test")
    base = f"/{guid}/"
    tabs = links([(base, "Overview"), (f"{base}files/", "Files"), (f"{base}wiki/", "Wiki")])
    pages: dict[str, PageValue] = {}
    truth = [base, f"{base}files/", f"{base}wiki/"]
    flist = []
    for fid, name in files:
        pages[f"/{fid}/"] = COLL.page(
            name,
            f"<p>{escape(title)} › Files</p><h1>{escape(name)}</h1>"
            f'<a href="/download/{fid}/">Download</a> <a href="{base}">Back to project</a>',
            head=hd,
        )
        pages[f"/download/{fid}/"] = data(pdf(title, [name]), "application/pdf")
        flist.append((f"/{fid}/", name))
        truth += [f"/{fid}/", f"/download/{fid}/"]
    comp_links = []
    for c in components:
        cpath = f"/{c}/"
        pages[cpath] = COLL.page(
            f"{title} (component {c})",
            f'<p>Component of {escape(title)}</p><a href="{base}">Parent project</a>',
            head=hd,
        )
        comp_links.append((cpath, f"Component {c}"))
        truth.append(cpath)
    pages[base] = COLL.page(
        title,
        f'<h1>{escape(title)}</h1>{tabs}<p>Presented at <a href="/meetings/'
        f'sigeval2025">a meeting</a></p><h2>Components</h2>{links(comp_links)}' + cookie_banner(),
        head=hd,
    )
    pages[f"{base}files/"] = COLL.page(
        title, f"<h1>{escape(title)}</h1>{tabs}{links(flist)}", head=hd
    )
    pages[f"{base}wiki/"] = COLL.page(
        title, f"<h1>{escape(title)}</h1>{tabs}<p>Notes on the poster.</p>", head=hd
    )
    return pages, truth


COLL1 = _project(
    "q7xk2", "Gaze patterns of reviewers reading artifact appendices", [("w81ra", "poster.pdf")], []
)
COLL2 = _project(
    "t3zb9",
    "Predicting no-show rates at hybrid conferences",
    [("d5mq1", "poster.pdf"), ("d5mq2", "abstract.pdf"), ("d5mq3", "talk.pdf")],
    ["c8np4", "c8np5"],
)


def colloquo_sites() -> list[Site]:
    return [serve(COLL, {**COLL1[0], **COLL2[0]})]


# --- Dataverse-like conference data repository (filtered title, suffix) -----------------

DVN = Portal(
    "data.symposiadata.hx96.example",
    "SymposiaData",
    menu=[
        ("/dataverse/root", "Dataverses"),
        ("/dataverse/root?q=", "Search"),
        ("/guides/user", "User guide"),
        ("/loginpage.xhtml", "Log in"),
    ],
    footer=[("/terms", "Terms"), ("/privacy", "Privacy"), ("/guides/api", "API guide")],
    title_format="{title} | {name}",
    home_title="Welcome | SymposiaData",
)


def _dataset(
    pid: str, title: str, files: list[tuple[int, str]], versions: list[str]
) -> tuple[dict[str, PageValue], list[str]]:
    hd = head("cdn.symposiadata-ui.test", "count.dataloop.test")
    base = f"/dataset.xhtml?persistentId={pid}"
    pages: dict[str, PageValue] = {}
    truth = [base]
    flinks = []
    for fid, name in files:
        fp = f"/file.xhtml?fileId={fid}"
        pages[fp] = DVN.page(
            name,
            f"<h1>{escape(name)}</h1><p>Dataset: {escape(title)}</p>"
            f'<a href="/api/access/datafile/{fid}">Download</a> '
            f'<a href="{base}">Dataset</a>',
            head=hd,
        )
        pages[f"/api/access/datafile/{fid}"] = data(
            f"# {title}\n# file: {name}\na\tb\n1\t2\n", "text/tab-separated-values"
        )
        flinks.append((fp, name))
        truth += [fp, f"/api/access/datafile/{fid}"]
    exports = [
        (f"/api/datasets/export?exporter={e}&persistentId={pid}", e)
        for e in ("dataverse_json", "ddi")
    ]
    for ep, e in exports:
        pages[ep] = data(f'{{"exporter":"{e}","title":"{title}"}}', "application/json")
        truth.append(ep)
    vlinks = []
    for v in versions:
        vp = f"{base}&version={v}"
        pages[vp] = DVN.page(
            title,
            f'<h1>{escape(title)}</h1><p>Version {v}</p><a href="{base}">Latest version</a>',
            head=hd,
        )
        vlinks.append((vp, f"Version {v}"))
        truth.append(vp)
    main = (
        f'<h1 id="title">{escape(title)}</h1><p class="citation">Conference data group, 2025, '
        f'"{escape(title)}", {pid}, SymposiaData, V{len(versions) + 1}</p>'
        "<h2>Files</h2>"
        + links(flinks)
        + "<h2>Export metadata</h2>"
        + links(exports)
        + ("<h2>Versions</h2>" + links(vlinks) if vlinks else "")
        + '<p>Deposited in <a href="/dataverse/confdata">Conference data</a></p>'
        + cookie_banner()
    )
    pages[base] = DVN.page(title, main, head=hd)
    return pages, truth


DVN1 = _dataset(
    "doi:10.60217/SYMP/QX2K7A",
    "Replication data for: Citation drift in workshop proceedings",
    [(8811, "citations.tab")],
    [],
)
DVN2 = _dataset(
    "doi:10.60217/SYMP/ZP8M3C",
    "Replication data for: Session chair assignment with min-cost flow",
    [
        (9120, "sessions.tab"),
        (9121, "chairs.tab"),
        (9122, "conflicts.tab"),
        (9123, "solver_log.tab"),
    ],
    ["1.0", "1.1"],
)


def symposia_sites() -> list[Site]:
    return [serve(DVN, {**DVN1[0], **DVN2[0]})]


# --- abstract-management system (significant string from URI) ---------------------------

ABS = Portal(
    "www.abstrakta.hx96.example",
    "Abstrakta",
    menu=[
        ("/events", "Events"),
        ("/events/icnc26/programme", "ICNC 2026 programme"),
        ("/events/icnc26/speakers", "Speakers"),
        ("/events/icnc26/venue", "Venue"),
    ],
    footer=[
        ("/legal", "Legal notice"),
        ("/privacy", "Privacy"),
        ("/help/authors", "Help for authors"),
    ],
    title_format="{title} - {name}",
)
ABS_API = "api.abstrakta.hx96.example"
ABS_FILES = "files.abstrakta.hx96.example"


def _abstract(
    uid: str, title: str, session: str, attachments: list[str], revisions: int, siblings: list[str]
) -> tuple[dict[str, PageValue], dict[str, PageValue], dict[str, PageValue], list[str]]:
    hd = head("static.abstrakta-cdn.test", "px.confanalytics.test", og_title=title)
    www: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {}
    files: dict[str, PageValue] = {}
    entry = f"/events/icnc26/abstracts/{uid}"
    att = [(f"http://{ABS_FILES}/attachments/{uid}/{a}", a) for a in attachments]
    exp = [
        (f"/export/bibtex?abstract={uid}", "BibTeX"),
        (f"/export/ical?abstract={uid}", "Add to calendar"),
    ]
    slot = (f"/events/icnc26/timetable?contribution={uid}", "Show in timetable")
    jsn = (f"http://{ABS_API}/v2/abstracts/{uid}", "JSON")
    revs = [(f"{entry}/revisions/{r}", f"Revision {r}") for r in range(1, revisions)]
    sib = links([(f"/events/icnc26/abstracts/{s}", f"Abstract {s[:8]}") for s in siblings])
    main = (
        f'<p class="session"><a href="/events/icnc26/sessions/{session}">Session '
        f"{session}</a></p><h1>{escape(title)}</h1><p>Submitted abstract, accepted as a "
        f"talk.</p><h2>Attachments</h2>{links(att)}<h2>Export</h2>"
        + links([*exp, slot, jsn])
        + ("<h2>History</h2>" + links(revs) if revs else "")
        + f"<aside><h3>Other abstracts in this session</h3>{sib}</aside>"
        + cookie_banner()
    )
    www[entry] = ABS.page(title, main, head=hd)
    www[exp[0][0]] = data(f"@misc{{{uid[:8]}, title={{{title}}}}}\n", "application/x-bibtex")
    www[exp[1][0]] = data(f"BEGIN:VCALENDAR\nSUMMARY:{title}\nEND:VCALENDAR\n", "text/calendar")
    www[slot[0]] = ABS.page(
        "Timetable", f'<h1>Timetable</h1><p class="hl">{escape(title)}</p>', head=hd
    )
    for rp, label in revs:
        www[rp] = ABS.page(
            f"{title} ({label})",
            f'<h1>{escape(title)}</h1><p>{label}</p><a href="{entry}">Current version</a>',
            head=hd,
        )
    api[f"/v2/abstracts/{uid}"] = data(f'{{"id":"{uid}","title":"{title}"}}', "application/json")
    for a in attachments:
        files[f"/attachments/{uid}/{a}"] = data(pdf(title, [a]), "application/pdf")
    truth = [
        ABS.url(entry),
        *[ABS.url(u) for u, _ in [*exp, slot, *revs]],
        jsn[0],
        *[u for u, _ in att],
    ]
    return www, api, files, truth


SIBLINGS = ["5e0b7a44-19c3-4f2e-8d6a-0c9b3e7f1a28", "b2d61f90-7e45-4a1c-93f8-6a0e2c5d4b17"]
ABS1 = _abstract(
    "a3f9c2e1-5b7d-4e08-9c61-2f4d8b0e7a15",
    "Congestion signals in campus mesh networks",
    "T2",
    ["slides.pdf"],
    1,
    SIBLINGS[:1],
)
ABS2 = _abstract(
    "c71e4d08-2a9f-4b63-b5d2-8e1f0a6c3d94",
    "Low-earth-orbit handover prediction with graph models",
    "T5",
    ["extended-abstract.pdf", "slides.pdf", "poster.pdf"],
    3,
    SIBLINGS,
)


def abstrakta_sites() -> list[Site]:
    www: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {"/": '{"service":"abstrakta","version":"2"}'}
    files: dict[str, PageValue] = {
        "/": "<!DOCTYPE html><html><head><title>Abstrakta files</title></head></html>"
    }
    for w, a, f, _t in (ABS1, ABS2):
        www |= w
        api |= a
        files |= f
    for s in SIBLINGS:
        www[f"/events/icnc26/abstracts/{s}"] = ABS.page("Sibling abstract", "<h1>Abstract</h1>")
    return [serve(ABS, www), Site(ABS_API, api), Site(ABS_FILES, files)]


# --- cases ------------------------------------------------------------------------------


def cases() -> list[Case]:
    return [
        # Dryad in the seed: every metadata page carries the page title "Supplement to: ...",
        # the CSV downloads do not, so one hop out from the title-bearing pages with the
        # menu/footer ignored: Significant String from Title+ with Ignored URIs.
        case(
            "suppbox-package",
            "conference supplementary-data archive (one data file)",
            "Multi-Hop",
            "sig_title_plus_ignored",
            SUPP.url("/resource/doi:10.58412/suppbox.k7r2q"),
            [SUPP.url(u) for u in SUPP1[1]],
            supp_sites,
        ),
        case(
            "suppbox-package-versions",
            "conference supplementary-data archive (five files, three versions)",
            "Multi-Hop",
            "sig_title_plus_ignored",
            SUPP.url("/resource/doi:10.58412/suppbox.w93nd"),
            [SUPP.url(u) for u in SUPP2[1]],
            supp_sites,
        ),
        # The page title is the bare talk title and every member (transcripts, captions,
        # slides under /media/) contains it: Significant String from Title.
        case(
            "aulacast-lecture",
            "lecture-capture archive (talk with transcript and slides)",
            "Multi-Hop",
            "sig_title",
            LEC.url("/v/kx4410"),
            [LEC.url(u) for u in LEC1[1]],
            lecture_sites,
            others=[LEC.url("/v/ks1120")],
        ),
        case(
            "aulacast-lecture-multilingual",
            "lecture-capture archive (three transcript languages, poster, handout)",
            "Multi-Hop",
            "sig_title",
            LEC.url("/v/kx5127"),
            [LEC.url(u) for u in LEC2[1]],
            lecture_sites,
            others=[LEC.url("/v/ks1120")],
        ),
        # OSF in the seed: "Colloquo | " starts every page title but no file contains it;
        # the filtered title is in every member: Significant String from Filtered Title.
        case(
            "colloquo-poster",
            "meeting-presentation host (poster project)",
            "Multi-Hop",
            "sig_filtered_title",
            COLL.url("/q7xk2/"),
            [COLL.url(u) for u in COLL1[1]],
            colloquo_sites,
        ),
        case(
            "colloquo-talk-components",
            "meeting-presentation host (three files, two components)",
            "Multi-Hop",
            "sig_filtered_title",
            COLL.url("/t3zb9/"),
            [COLL.url(u) for u in COLL2[1]],
            colloquo_sites,
        ),
        # Dataverse in the seed: filtered title, trimmed from the title's end (" | SymposiaData").
        case(
            "symposiadata-dataset",
            "conference data repository (one-file dataset)",
            "Multi-Hop",
            "sig_filtered_title",
            DVN.url("/dataset.xhtml?persistentId=doi:10.60217/SYMP/QX2K7A"),
            [DVN.url(u) for u in DVN1[1]],
            symposia_sites,
        ),
        case(
            "symposiadata-dataset-versions",
            "conference data repository (four files, two older versions)",
            "Multi-Hop",
            "sig_filtered_title",
            DVN.url("/dataset.xhtml?persistentId=doi:10.60217/SYMP/ZP8M3C"),
            [DVN.url(u) for u in DVN2[1]],
            symposia_sites,
        ),
        # GBIF in the seed: the abstract's UUID is in every artifact URI, on the www, api and
        # files hosts; chrome and sibling abstracts lack it: Significant String from URI.
        case(
            "abstrakta-abstract",
            "abstract-management system (accepted talk abstract)",
            "Multi-Hop",
            "sig_uri",
            ABS.url("/events/icnc26/abstracts/a3f9c2e1-5b7d-4e08-9c61-2f4d8b0e7a15"),
            ABS1[3],
            abstrakta_sites,
            others=[ABS.url(f"/events/icnc26/abstracts/{SIBLINGS[0]}")],
        ),
        case(
            "abstrakta-abstract-revisions",
            "abstract-management system (three attachments, revisions, two siblings)",
            "Multi-Hop",
            "sig_uri",
            ABS.url("/events/icnc26/abstracts/c71e4d08-2a9f-4b63-b5d2-8e1f0a6c3d94"),
            ABS2[3],
            abstrakta_sites,
            others=[ABS.url(f"/events/icnc26/abstracts/{s}") for s in SIBLINGS],
        ),
    ]
