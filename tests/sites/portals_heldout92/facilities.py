"""heldout92's facility user portals: beamtime proposals, a synchrotron data catalogue,
science highlights, beamline e-logbooks and seminar videos.

Five portal types, two records each (the second harder):

- neutron beamtime proposal system (proposals.spallix, data.spallix, api.spallix): the
  proposal number runs through every URI of the proposal's web, on three hosts -> sig_uri.
- synchrotron data catalogue (data.lumensync, doi.lumensyncpid): landing pages announce
  their files and metadata in HTTP Link headers -> signposting.
- facility science highlight (news.brightline-src), beamline electronic logbook
  (elog.beamdiary), facility seminar video (video.hallofscience-lectures): one page each,
  everything it links is chrome or another artifact -> single_page.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from keepnet.testweb.assets import png
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, a, blob, data, html, link_header, table, ul

# ---------------------------------------------------------------------------------------
# Neutron beamtime proposal system (GBIF-like identifier in every URI) -> sig_uri

SPX = "proposals.spallix.hx92.example"
SPX_DATA = "data.spallix.hx92.example"
SPX_API = "api.spallix.hx92.example"

_SPX_NAV = [
    ("/calls", "Calls for proposals"),
    ("/instruments", "Instruments"),
    ("/schedule", "Beamtime schedule"),
    ("/user-office", "User office"),
]
_SPX_FOOT = [
    ("/data-policy", "Data policy"),
    ("/privacy", "Privacy"),
    ("/accessibility", "Accessibility"),
    ("/contact", "Contact"),
]

# proposal id -> (title, instrument, PI, run numbers, related proposal)
_PROPOSALS = {
    "RB2310457": (
        "Magnetic domain wall motion in FeRh thin films under strain",
        "LARMORIX",
        "A. Okonkwo-Baines",
        [54321, 54322, 54323],
        "RB2210033",
    ),
    "RB2420981": (
        "In situ small-angle scattering of hydrogen uptake in Pd nanocubes",
        "ZOOMIX",
        "T. Halvorsen",
        list(range(71802, 71814)),
        "RB2320117",
    ),
}
_SPX_OTHERS = {
    "RB2210033": "Strain-tuned metamagnetism in FeRh (pilot)",
    "RB2320117": "Hydride formation in Pd nanoparticles, rapid access",
    "RB2405566": "Texture of cold-sprayed titanium coatings",
}


def _spx_chrome() -> Chrome:
    recent = ul([(f"/proposal/{k}", f"{k}: {t}") for k, t in _SPX_OTHERS.items()])
    return Chrome(
        SPX,
        "Spallix User Office",
        _SPX_NAV,
        _SPX_FOOT,
        home_main="<h1>Spallix neutron source: user programme</h1>"
        "<p>Submit proposals, follow your experiments and find your data.</p>"
        f"<h2>Recently published experiments</h2>{recent}",
        login="/auth/login",
        signup="/auth/register",
        analytics="http://stats.piwik-hx.test/matomo.js",
    )


def _spx_data_chrome() -> Chrome:
    return Chrome(
        SPX_DATA,
        "Spallix Data Catalogue",
        [("/investigations", "Investigations"), ("/instruments", "By instrument")],
        [("/terms", "Terms of use"), ("/help", "Help")],
        home_main="<h1>Spallix Data Catalogue</h1><p>Raw and reduced neutron data.</p>",
        login="/sso",
        signup="/sso/new",
        cookie=False,
    )


def _spx_pages(pid: str) -> tuple[dict[str, str | Response], dict[str, str | Response], list[str]]:
    """Pages of one proposal on the user-office and data hosts; its truth URIs."""
    title, inst, pi, runs, related = _PROPOSALS[pid]
    ch, dch = _spx_chrome(), _spx_data_chrome()
    office: dict[str, str | Response] = {}
    dpages: dict[str, str | Response] = {}
    truth = [ch.url(f"/proposal/{pid}")]
    listing = f"/investigations?proposal={pid}"
    api = f"http://{SPX_API}/v2/proposals/{pid}/metadata.json"
    report = f"/proposal/{pid}/experiment-report"
    pubs = f"/proposal/{pid}/publications"
    members = [(report, "Experiment report"), (pubs, "Publications from this proposal")]
    if len(runs) > 5:
        members.append((f"/proposal/{pid}/report.pdf", "Experiment report (PDF)"))
        office[f"/proposal/{pid}/report.pdf"] = data(
            b"%PDF-1.4\n% experiment report " + pid.encode() + b"\n%%EOF\n", "application/pdf"
        )
    truth += [ch.url(h) for h, _ in members]
    truth += [dch.url(listing), api]
    info = table(
        ["Field", "Value"],
        [
            ["Proposal", escape(pid)],
            ["Principal investigator", escape(pi)],
            ["Instrument", a(f"/instruments/{inst.lower()}", inst)],
            ["Cycle", a("/schedule", "2023/4" if pid.startswith("RB23") else "2024/1")],
        ],
    )
    office[f"/proposal/{pid}"] = ch.page(
        f"Proposal {pid}",
        f'<nav class="crumbs">{a("/", "Home")} / {a("/calls", "Proposals")}</nav>'
        f"<h1>{escape(title)}</h1>{info}"
        f"<h2>Outputs</h2>{ul(members)}"
        f"<h2>Data</h2><p>{a(dch.url(listing), 'Browse the raw data in the catalogue')}; "
        f"machine-readable record: {a(api, 'JSON metadata')}.</p>"
        f"<h2>Related proposals</h2><p>Continues {a(f'/proposal/{related}', related)}.</p>"
        f'<p class="cite">Cite as: {escape(pi)} et al., Spallix proposal {pid}.</p>',
    )
    office[report] = ch.page(
        f"Experiment report {pid}",
        f"<h1>Experiment report for {pid}</h1><p>{escape(title)}: sample environment, "
        f"measurements and first results.</p><p>{a(f'/proposal/{pid}', 'Back to proposal')}</p>",
    )
    office[pubs] = ch.page(
        f"Publications {pid}",
        f"<h1>Publications citing proposal {pid}</h1><ol><li>{escape(pi)} et al., "
        f"Phys. Rev. B (2024).</li></ol><p>{a(f'/proposal/{pid}', 'Back to proposal')}</p>",
    )
    # The catalogue lists five runs a page; the pages and the files all carry the id.
    pages = [runs[i : i + 5] for i in range(0, len(runs), 5)]
    for n, chunk in enumerate(pages, 1):
        path = listing if n == 1 else f"{listing}&page={n}"
        if n > 1:
            truth.append(dch.url(path))
        rows = []
        for r in chunk:
            f = f"/datafiles/{pid}/{inst}{r:08d}.nxs"
            dpages[f] = data(blob(f"{pid}-{r}"), "application/x-hdf5")
            truth.append(dch.url(f))
            rows.append([escape(str(r)), a(f, f"{inst}{r:08d}.nxs"), "NeXus"])
        pager = " ".join(
            a(listing if k == 1 else f"{listing}&page={k}", str(k))
            for k in range(1, len(pages) + 1)
        )
        dpages[path] = dch.page(
            f"Investigation {pid}",
            f"<h1>Investigation {pid}</h1><p>{escape(title)}</p>"
            f"{table(['Run', 'File', 'Format'], rows)}<p class='pager'>Pages: {pager}</p>"
            f"<p>{a('/investigations?instrument=' + inst, 'All ' + inst + ' data')}</p>",
        )
    dpages[f"/investigations?instrument={inst}"] = dch.page(
        f"{inst} investigations", f"<h1>{inst}</h1><p>Public investigations on {inst}.</p>"
    )
    return office, dpages, truth


def _spx_build() -> list[Site]:
    ch, dch = _spx_chrome(), _spx_data_chrome()
    office: dict[str, str | Response] = {}
    dpages: dict[str, str | Response] = {}
    api = Site(SPX_API)
    for pid, (title, inst, pi, runs, _rel) in _PROPOSALS.items():
        o, d, _t = _spx_pages(pid)
        office.update(o)
        dpages.update(d)
        office[f"/instruments/{inst.lower()}"] = ch.chrome_page(f"Instrument {inst}")
        meta = (
            f'{{"proposal":"{pid}","title":"{title}","pi":"{pi}","instrument":"{inst}",'
            f'"runs":{runs}}}'
        )
        api.add(f"/v2/proposals/{pid}/metadata.json", data(meta, "application/json"))
    for pid, t in _SPX_OTHERS.items():
        office[f"/proposal/{pid}"] = ch.page(f"Proposal {pid}", f"<h1>{escape(t)}</h1>")
    return [ch.site(office), dch.site(dpages), api]


def _spx_case(name: str, pid: str, detail: str) -> Case:
    return case(
        name,
        f"neutron beamtime proposal system ({detail})",
        "Multi-Hop",
        # GBIF-shaped: the proposal number is in the entry URI and in every URI of the
        # proposal (report, publications, catalogue listing and files, API record, on three
        # hosts); nothing else carries it, so the seed's Significant String from URI.
        "sig_uri",
        f"http://{SPX}/proposal/{pid}",
        _spx_pages(pid)[2],
        _spx_build,
        others=[f"http://{SPX}/proposal/{_PROPOSALS[pid][4]}"],
    )


# ---------------------------------------------------------------------------------------
# Synchrotron data catalogue with FAIR signposting -> signposting

LSY = "data.lumensync.hx92.example"
LSY_DOI = "doi.lumensyncpid.hx92.example"

# dataset id -> (title, beamline, file names, doi or "")
_DATASETS = {
    "LS-2023-ES1187": (
        "Operando XRD of LiNi0.8Mn0.1Co0.1O2 cathodes during fast charging",
        "B18 powder diffraction",
        ["es1187_scan0412.h5", "es1187_scan0413.h5", "es1187_calib_CeO2.h5"],
        "",
    ),
    "LS-2024-MX3390": (
        "Serial crystallography of a cold-adapted lipase at 100 K and 293 K",
        "I24 microfocus MX",
        [f"mx3390_run{n:03d}.nxs" for n in range(1, 9)] + ["mx3390_processing.tar"],
        "10.99992/LS.2024.MX3390",
    ),
}
_LSY_RELATED = {
    "LS-2023-ES1090": "Ex situ XRD of NMC811 after 500 cycles",
    "LS-2024-MX3391": "Serial crystallography of the lipase S128A mutant",
}


def _lsy_chrome() -> Chrome:
    return Chrome(
        LSY,
        "LumenSync Data Catalogue",
        [
            ("/browse", "Browse"),
            ("/beamlines", "Beamlines"),
            ("/deposit", "Deposit"),
            ("/about", "About"),
        ],
        [("/licence", "Licence"), ("/fair", "FAIR statement"), ("/privacy", "Privacy")],
        title_format="{title} - {name}",
        home_main="<h1>LumenSync Data Catalogue</h1><p>Open data from the LumenSync "
        "synchrotron beamlines.</p>" + ul([(f"/dataset/{k}", v) for k, v in _LSY_RELATED.items()]),
        login="/account/login",
        signup="/account/create",
        cdn="http://cdn.jsdelivr-hx.test/npm/bootstrap@5/dist/js/bootstrap.min.js",
    )


def _lsy_truth(did: str) -> list[str]:
    _t, _b, files, _doi = _DATASETS[did]
    key = did.split("-")[-1].lower()
    out = [f"http://{LSY}/dataset/{did}"]
    out += [f"http://{LSY}/download/{key}/{f}" for f in files]
    out += [f"http://{LSY}/api/datasets/{did}/datacite.xml"]
    if _doi:
        out.append(f"http://{LSY}/api/datasets/{did}/schemaorg.jsonld")
    return out


def _lsy_build() -> list[Site]:
    ch = _lsy_chrome()
    pages: dict[str, str | Response] = {}
    for did, (title, beamline, _files, doi) in _DATASETS.items():
        truth = _lsy_truth(did)
        land = truth[0]
        file_urls = [u for u in truth if "/download/" in u]
        metas = [u for u in truth if "/api/" in u]
        cite = f"http://{LSY_DOI}/{doi}" if doi else land
        header = link_header(
            (cite, "cite-as", ""),
            ("https://orcid.test/0000-0002-1825-0097", "author", ""),
            ("https://schema.org/Dataset", "type", ""),
            *[(u, "item", "application/x-hdf5") for u in file_urls],
            *[
                (
                    u,
                    "describedby",
                    "application/xml" if u.endswith("xml") else "application/ld+json",
                )
                for u in metas
            ],
        )
        shown = file_urls[:5]
        pager = ""
        if len(file_urls) > 5:
            pager = f'<p class="pager">{a(f"/dataset/{did}?files_page=2", "More files")}</p>'
            rows2 = [[a(u, u.rsplit("/", 1)[1]), "HDF5/NeXus"] for u in file_urls[5:]]
            pages[f"/dataset/{did}?files_page=2"] = ch.page(
                f"Files of {did}",
                f"<h1>{escape(title)}</h1><h2>Files (page 2)</h2>"
                f"{table(['File', 'Format'], rows2)}<p>{a(f'/dataset/{did}', 'Back')}</p>",
            )
        rows = [[a(u, u.rsplit("/", 1)[1]), "HDF5/NeXus"] for u in shown]
        rel = [k for k in _LSY_RELATED if k[:7] == did[:7]]
        body = (
            f"<h1>{escape(title)}</h1><p class='meta'>Beamline: {a('/beamlines', beamline)}"
            f" · Identifier: {escape(doi or did)}</p>"
            f"<h2>Files</h2>{table(['File', 'Format'], rows)}{pager}"
            f"<h2>Metadata</h2>{ul([(u, u.rsplit('/', 1)[1]) for u in metas])}"
            f"<h2>Related datasets</h2>{ul([(f'/dataset/{k}', _LSY_RELATED[k]) for k in rel])}"
        )
        pages[f"/dataset/{did}"] = html(ch.page(title, body), [header])
        for u in file_urls:
            col = link_header((land, "collection", "text/html"))
            pages[u.split(LSY, 1)[1]] = data(blob(u), "application/x-hdf5", [col])
        for u in metas:
            kind = "application/xml" if u.endswith("xml") else "application/ld+json"
            pages[u.split(LSY, 1)[1]] = data(
                f"<resource><title>{title}</title></resource>"
                if u.endswith("xml")
                else f'{{"name":"{title}","identifier":"{did}"}}',
                kind,
            )
    for k, v in _LSY_RELATED.items():
        pages[f"/dataset/{k}"] = ch.page(v, f"<h1>{escape(v)}</h1><p>Embargoed until 2026.</p>")
    doi_site = Site(LSY_DOI)
    for did, (_t, _b, _f, doi) in _DATASETS.items():
        if doi:
            doi_site.add(f"/{doi}", Response.redirect(f"http://{LSY}/dataset/{did}", 302))
    return [ch.site(pages), doi_site]


# ---------------------------------------------------------------------------------------
# Single-page artifacts: science highlights, e-logbook entries, seminar videos

NEWS = "news.brightline-src.hx92.example"
ELOG = "elog.beamdiary.hx92.example"
VID = "video.hallofscience-lectures.hx92.example"

_SHARE = (
    '<div class="share">Share: <a href="https://x.test/intent/post" data-share="x">X</a> '
    '<a href="https://www.linkedin.test/sharing/share-offsite/" data-share="li">LinkedIn</a>'
    "</div>"
)


def _news_chrome() -> Chrome:
    return Chrome(
        NEWS,
        "Brightline Light Source",
        [
            ("/science", "Science"),
            ("/highlights", "Highlights"),
            ("/users", "For users"),
            ("/careers", "Careers"),
            ("/news", "News"),
        ],
        [
            ("/press", "Press office"),
            ("/imprint", "Imprint"),
            ("/privacy", "Data protection"),
            ("/newsletter", "Newsletter"),
        ],
        title_format="{name}: {title}",
        home_main="<h1>Brightline Light Source</h1><p>Fourth-generation synchrotron.</p>",
        analytics="http://www.googletagmanager-hx.test/gtm.js?id=GTM-BRL92",
        login="/intranet",
        signup="/users/apply",
    )


_HIGHLIGHTS = {
    "2024/03/operando-imaging-shows-where-lithium-plates": (
        "Operando imaging shows where lithium plates",
        ["battery", "imaging"],
        [],
    ),
    "2024/06/x-ray-tomography-finds-pores-that-crack-printed-turbine-blades": (
        "X-ray tomography finds the pores that crack printed turbine blades",
        ["additive-manufacturing", "tomography", "engineering"],
        [
            "2023/11/residual-stress-in-laser-welded-steel",
            "2024/01/diffraction-maps-strain-in-jet-engine-discs",
        ],
    ),
}


def _news_build() -> list[Site]:
    ch = _news_chrome()
    pages: dict[str, str | Response] = {}
    for slug, (title, tags, related) in _HIGHLIGHTS.items():
        rel = ul([(f"/highlights/{r}", r.split("/")[-1].replace("-", " ")) for r in related])
        tag_links = " ".join(a(f"/highlights?tag={t}", t) for t in tags)
        extra = ""
        if related:
            extra = (
                f"<h2>Related highlights</h2>{rel}<p>Beamlines: "
                f"{a('/science/beamlines/p07-imaging', 'P07 imaging')}, "
                f"{a('/science/beamlines/p21-diffraction', 'P21 diffraction')}. Contact: "
                f"{a('/people/m-ferreira', 'Dr M. Ferreira')}.</p>"
                f"<nav class='prevnext'>{a('/highlights/' + related[0], 'Previous')}</nav>"
            )
            for r in related:
                pages[f"/highlights/{r}"] = ch.page(
                    r.split("/")[-1].replace("-", " "), "<h1>Highlight</h1><p>Archived.</p>"
                )
            for p in (
                "/science/beamlines/p07-imaging",
                "/science/beamlines/p21-diffraction",
                "/people/m-ferreira",
            ):
                pages[p] = ch.chrome_page(p.rsplit("/", 1)[1].replace("-", " "))
        for t in tags:
            pages[f"/highlights?tag={t}"] = ch.page(f"Tag {t}", f"<h1>Highlights: {t}</h1>")
        pages[f"/highlights/{slug}"] = ch.page(
            title,
            f"<article><h1>{escape(title)}</h1><p class='date'>{slug[:7]}</p>"
            '<figure><img src="/media/highlight-figure.png" alt="figure"></figure>'
            "<p>Users at the light source combined fast detectors with in situ rigs to watch the "
            "process as it happened. The results appear in a peer-reviewed journal.</p>"
            f"<p>Tags: {tag_links}</p></article>{extra}{_SHARE}",
        )
    pages["/media/highlight-figure.png"] = data(png(20, 12), "image/png")
    return [ch.site(pages)]


def _elog_chrome() -> Chrome:
    return Chrome(
        ELOG,
        "BeamDiary e-logbook",
        [("/logbooks", "Logbooks"), ("/shifts", "Shift plan"), ("/find", "Find")],
        [("/manual", "Manual"), ("/admin", "Admin")],
        title_format="{name} :: {title}",
        home_main="<h1>Logbooks</h1>"
        + ul(
            [("/logbooks/i14", "I14 hard X-ray nanoprobe"), ("/logbooks/b16", "B16 test beamline")]
        ),
        cookie=False,
        login="/auth",
        signup="/auth/request-account",
        search="/find",
    )


# entry id -> (logbook, subject, thread ids)
_ELOG = {
    58213: ("i14", "Undulator gap scan after ID realignment: flux recovered", []),
    61007: (
        "b16",
        "Test of the new CdTe detector on the bending magnet: dead-time curve",
        [60990, 61012, 61020],
    ),
}


def _elog_build() -> list[Site]:
    ch = _elog_chrome()
    pages: dict[str, str | Response] = {}
    for eid, (book, subject, thread) in _ELOG.items():
        nav = (
            f"<p class='enav'>{a(f'/logbooks/{book}/{eid - 1}', 'Previous')} | "
            f"{a(f'/logbooks/{book}/{eid + 1}', 'Next')} | {a(f'/logbooks/{book}', 'List')}"
            f" | {a(f'/logbooks/{book}/new', 'New entry')}</p>"
        )
        th = ""
        if thread:
            th = "<h2>Thread</h2>" + ul([(f"/logbooks/{book}/{t}", f"Entry {t}") for t in thread])
        meta = table(
            ["Author", "Shift", "Category"], [["jdoe", "2024-05-14 night", "Commissioning"]]
        )
        pages[f"/logbooks/{book}/{eid}"] = ch.page(
            f"{book.upper()} #{eid}",
            f"{nav}<h1>{escape(subject)}</h1>{meta}"
            '<div class="entry-body"><p>Scan finished at 03:12. See the plot below.</p>'
            f'<img src="/attachments/{eid}/plot.png" alt="plot"></div>{th}',
        )
        pages[f"/attachments/{eid}/plot.png"] = data(png(16, 10), "image/png")
        for other in {eid - 1, eid + 1, *thread}:
            pages[f"/logbooks/{book}/{other}"] = ch.page(
                f"{book.upper()} #{other}", f"<h1>Entry {other}</h1><p>Shift note.</p>"
            )
        pages[f"/logbooks/{book}"] = ch.page(book.upper(), f"<h1>{book.upper()} logbook</h1>")
        pages[f"/logbooks/{book}/new"] = ch.page("New entry", "<h1>New entry</h1><form></form>")
    return [ch.site(pages)]


def _vid_chrome() -> Chrome:
    return Chrome(
        VID,
        "Hall of Science Lectures",
        [("/series", "Series"), ("/speakers", "Speakers"), ("/upcoming", "Upcoming")],
        [("/about", "About"), ("/terms", "Terms"), ("/cookies", "Cookie settings")],
        home_main="<h1>Facility seminars and colloquia</h1>",
        login="/me/login",
        signup="/me/join",
        cdn="http://cdn.plyr-hx.test/3.7.8/plyr.polyfilled.js",
    )


# slug -> (title, speaker, playlist)
_VIDEOS = {
    "neutron-imaging-of-additively-manufactured-parts": (
        "Neutron imaging of additively manufactured parts",
        "Dr. Ingrid Sandvik",
        [],
    ),
    "calibrating-strain-scanners-with-round-robin-samples": (
        "Calibrating strain scanners with round-robin samples",
        "Prof. Kofi Mensah",
        ["residual-stress-basics", "vamas-twa20-lessons", "ill-and-isis-strain-comparison"],
    ),
}


def _vid_build() -> list[Site]:
    ch = _vid_chrome()
    pages: dict[str, str | Response] = {}
    for slug, (title, speaker, playlist) in _VIDEOS.items():
        pl = ""
        if playlist:
            pl = (
                "<h2>In this series</h2>"
                + ul([(f"/watch/{p}", p.replace("-", " ")) for p in playlist])
                + (
                    "<p>Chapters: <a href='#t=0'>Intro</a> <a href='#t=640'>Methods</a> "
                    "<a href='#t=1810'>Questions</a></p>"
                )
            )
            for p in playlist:
                pages[f"/watch/{p}"] = ch.page(p.replace("-", " "), "<h1>Lecture</h1>")
        spk = speaker.split()[-1].lower()
        pages[f"/speakers/{spk}"] = ch.chrome_page(speaker)
        pages[f"/watch/{slug}"] = ch.page(
            title,
            f"<h1>{escape(title)}</h1><p>{a(f'/speakers/{spk}', speaker)}</p>"
            f'<video controls poster="/thumbs/{slug}.png" src="/media/{slug}.mp4">'
            f'<track kind="captions" src="/media/{slug}.vtt" srclang="en"></video>'
            f"<p>Recorded at the facility user meeting.</p>{pl}{_SHARE}",
        )
        pages[f"/media/{slug}.mp4"] = data(b"\x00\x00\x00\x18ftypmp42" + slug.encode(), "video/mp4")
        pages[f"/media/{slug}.vtt"] = data(
            "WEBVTT\n\n00:00.000 --> 00:04.000\nWelcome\n", "text/vtt"
        )
        pages[f"/thumbs/{slug}.png"] = data(png(16, 9), "image/png")
    return [ch.site(pages)]


def _single(
    name: str, kind: str, url: str, build: Callable[[], list[Site]], others: list[str]
) -> Case:
    """A one-page artifact (the reason for Single Page is in the comment of each call)."""
    return case(name, kind, "Single Artifact URI", "single_page", url, [url], build, others)


CASES: list[Case] = [
    # GBIF-shaped proposal: its number is in every URI of it (sig_uri; see _spx_case).
    _spx_case("spallix-feRh-domain-walls", "RB2310457", "proposal with three runs"),
    # Same shape, twelve runs over a paginated listing (page URIs carry the number too).
    _spx_case("spallix-pd-hydrogen-sans", "RB2420981", "proposal, paginated data, PDF report"),
    case(
        "lumensync-nmc811-operando",
        "synchrotron data catalogue (dataset landing page with three files)",
        "Multi-Hop",
        # The landing page answers with FAIR signposting (Link: item, describedby): the
        # seed's machine-friendly boundary, so the artifact is the landing page and what
        # its Link header names as items and descriptions.
        "signposting",
        f"http://{LSY}/dataset/LS-2023-ES1187",
        _lsy_truth("LS-2023-ES1187"),
        _lsy_build,
        others=[f"http://{LSY}/dataset/LS-2023-ES1090"],
    ),
    case(
        "lumensync-lipase-serial-mx",
        "synchrotron data catalogue (DOI entry, nine files over two pages, two metadata formats)",
        "Multi-Hop",
        # As above, entered by its DOI (a redirect, cite-as): the Link header lists all nine
        # files although the HTML shows five a page; the file pager is not an item.
        "signposting",
        f"http://{LSY_DOI}/10.99992/LS.2024.MX3390",
        _lsy_truth("LS-2024-MX3390"),
        _lsy_build,
        others=[f"http://{LSY}/dataset/LS-2024-MX3391"],
        landing=f"http://{LSY}/dataset/LS-2024-MX3390",
    ),
    # A highlight article is a blog post: Single Artifact URI, Single Page in the seed.
    _single(
        "brightline-lithium-plating",
        "facility science highlight (short article)",
        f"http://{NEWS}/highlights/2024/03/operando-imaging-shows-where-lithium-plates",
        _news_build,
        [],
    ),
    # Same, with related highlights, beamline and staff pages, previous/next and tag links.
    _single(
        "brightline-turbine-pores",
        "facility science highlight (article with related highlights and beamline links)",
        f"http://{NEWS}/highlights/2024/06/"
        "x-ray-tomography-finds-pores-that-crack-printed-turbine-blades",
        _news_build,
        [f"http://{NEWS}/highlights/2023/11/residual-stress-in-laser-welded-steel"],
    ),
    # A logbook entry is a discussion post (PubPeer-like): Single Page; its plot is embedded.
    _single(
        "beamdiary-i14-gap-scan",
        "beamline electronic logbook (single entry)",
        f"http://{ELOG}/logbooks/i14/58213",
        _elog_build,
        [],
    ),
    # Same, an entry in a thread: the replies are other entries (other artifacts).
    _single(
        "beamdiary-b16-cdte-thread",
        "beamline electronic logbook (entry in a reply thread)",
        f"http://{ELOG}/logbooks/b16/61007",
        _elog_build,
        [f"http://{ELOG}/logbooks/b16/60990", f"http://{ELOG}/logbooks/b16/61012"],
    ),
    # A recorded seminar is a video (Benchfly-like): Single Page, the media is embedded.
    _single(
        "hallofscience-am-neutron-imaging",
        "facility seminar video (single lecture)",
        f"http://{VID}/watch/neutron-imaging-of-additively-manufactured-parts",
        _vid_build,
        [],
    ),
    # Same, inside a series playlist with chapter anchors: other lectures are other artifacts.
    _single(
        "hallofscience-strain-round-robin",
        "facility seminar video (lecture in a series playlist)",
        f"http://{VID}/watch/calibrating-strain-scanners-with-round-robin-samples",
        _vid_build,
        [f"http://{VID}/watch/residual-stress-basics"],
    ),
]
