"""Conference papers beyond the journal: a community proceedings repository, an abstract
book, an open-review forum and a workshop-proceedings volume series (8 cases).

Seed reasoning per portal shape is in a comment above each case.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal

from ._kit import a, bibtex, case, chrome_site, cookie_banner, head, ris, text, ul, zipped


def _pdf(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines) or ["Conference contribution"]), "application/pdf")


# --- community proceedings repository (ConfVault, Zenodo-like) ------------------------------

VAULT = Portal(
    host="records.confvault.hx50.example",
    name="ConfVault",
    menu=[("/communities/", "Communities"), ("/deposit/", "Upload"), ("/faq/", "FAQ")],
    footer=[
        ("/about/", "About"),
        ("/policies/", "Policies"),
        ("/api/", "Developers"),
        ("/status/", "Status"),
    ],
    title_format="{title} | ConfVault",
    # The homepage features recent uploads, one of them an entry of this set (the seed's
    # reason for removing the entry from the ignored list).
    home_main="<h1>Open conference outputs</h1><h2>Recent uploads</h2><ul>"
    '<li><a href="/records/903311">Tracking seabird colonies with low-cost acoustic loggers</a></li>'
    '<li><a href="/records/771388">Retrieval-augmented summarisation of statutes</a></li></ul>',
)


def _record(
    rid: int,
    title: str,
    authors: str,
    community: tuple[str, str],
    files: list[str],
    versions: list[int],
    related: list[tuple[int, str]],
) -> str:
    rows = "".join(
        f"<tr><td>{escape(f)}</td><td>{a(f'/records/{rid}/files/{f}?download=1', 'Download')} "
        f"{a(f'/records/{rid}/preview/{f}', 'Preview')}</td></tr>"
        for f in files
    )
    exports = ul([(f"/records/{rid}/export/{k}", k) for k in ("bibtex", "datacite-xml", "csl")])
    vers = (
        ul([(f"/records/{v}", f"Version {i + 1}") for i, v in enumerate(versions)])
        if versions
        else ""
    )
    rel = ul([(f"/records/{r}", t) for r, t in related])
    main = f"""<div class="record"><span class="badge">Conference paper</span> <span class="badge">Open access</span>
<h1>{escape(title)}</h1><p class="creators">{escape(authors)}</p>
<p>Part of community {a(f"/communities/{community[0]}/", community[1])}</p>
<table class="files"><tr><th>File</th><th></th></tr>{rows}</table>
<aside class="sidebar"><h2>Export</h2>{exports}<h2>Versions</h2>{vers}
<h2>Similar records</h2>{rel}<p>{a(f"/records/{rid}/stats", "Usage statistics")}</p></aside></div>{cookie_banner()}"""
    return VAULT.page(title, main, head=head(VAULT.host), share=VAULT.url(f"/records/{rid}"))


def vault_sites() -> list[Site]:
    p: dict[str, str | bytes | Response] = {}
    recs = {
        771204: (
            "Graph-based retrieval for long legal documents",
            "Ferreira, Lucia; Ahn, Jisoo",
            ["paper.pdf"],
            [],
            [(771388, "Retrieval-augmented summarisation of statutes")],
        ),
        903311: (
            "Tracking seabird colonies with low-cost acoustic loggers",
            "Mbeki, Thandi; Larsen, Ole; Quispe, Rosa",
            ["camera-ready.pdf", "poster.pdf", "slides.pdf", "logger-firmware.zip"],
            [901870, 903311],
            [
                (771388, "Retrieval-augmented summarisation of statutes"),
                (902455, "Bioacoustics on a budget"),
            ],
        ),
    }
    comm = {
        771204: ("jurix-2023", "JURIX 2023"),
        903311: ("ecoacoustics-2024", "Ecoacoustics Congress 2024"),
    }
    # The other records the two link to (similar records, an earlier version)
    for rid, t in (
        (771388, "Retrieval-augmented summarisation of statutes"),
        (902455, "Bioacoustics on a budget"),
        (901870, "Tracking seabird colonies with acoustic loggers (preprint)"),
    ):
        recs[rid] = (t, "Someone, Else", [], [], [])
        comm[rid] = ("jurix-2023", "JURIX 2023")
    for rid, (t, au, files, vers, rel) in recs.items():
        p[f"/records/{rid}"] = _record(rid, t, au, comm[rid], files, vers, rel)
        for f in files:
            body = (
                Response.data(b"PK\x03\x04firmware", "application/zip")
                if f.endswith(".zip")
                else _pdf(t, f)
            )
            p[f"/records/{rid}/files/{f}"] = body
            p[f"/records/{rid}/preview/{f}"] = VAULT.page(
                f"{f} - {t}",
                f'<h1>{escape(f)}</h1><iframe src="/records/{rid}/files/{f}"></iframe>',
            )
        p[f"/records/{rid}/export/bibtex"] = bibtex(
            f"rec{rid}", t, au, 2024, VAULT.url(f"/records/{rid}")
        )
        p[f"/records/{rid}/export/datacite-xml"] = text(
            f'<?xml version="1.0"?><resource><titles><title>{escape(t)}</title></titles></resource>',
            "application/xml",
        )
        p[f"/records/{rid}/export/csl"] = text(
            f'{{"type": "paper-conference", "title": "{t}"}}', "application/json"
        )
        p[f"/records/{rid}/stats"] = VAULT.page(
            "Usage statistics", "<h1>Views and downloads</h1><p>1,204 views</p>"
        )
    extra = [
        ("/communities/jurix-2023/", "JURIX 2023"),
        ("/communities/ecoacoustics-2024/", "Ecoacoustics Congress 2024"),
    ]
    return [chrome_site(VAULT, p, extra)]


# --- abstract book (Abstractorium): every page of an abstract repeats its title -------------

ABS = Portal(
    host="abstracts.abstractorium.hx50.example",
    name="Abstractorium",
    menu=[
        ("/meeting/2025/programme.html", "Programme at a glance"),
        ("/meeting/2025/authors.html", "Author index"),
        ("/meeting/2025/keywords.html", "Keyword index"),
    ],
    footer=[("/meeting/2025/help.html", "Help"), ("/legal.html", "Legal notice")],
    title_format="{title}",
)


def _abstract(pid: int, title: str, authors: str, body: str, links: list[tuple[str, str]]) -> str:
    main = f"""<div class="abstract"><p class="paper-num">Paper {pid}</p>
<h1>{escape(title)}</h1><p class="authors">{escape(authors)}</p><div class="text">{body}</div>
<h2>Materials</h2>{ul(links)}<p>{a("/meeting/2025/programme.html", "Return to programme")}</p></div>"""
    return ABS.page(title, main, head=head(ABS.host))


def abs_sites() -> list[Site]:
    p: dict[str, str | bytes | Response] = {}
    w = "/meeting/2025/webprogram"
    t1 = "Seasonal drift in groundwater microbiomes across karst aquifers"
    p[f"{w}/Paper51820.html"] = _abstract(
        51820,
        t1,
        "N. Haddad, P. Stromberg",
        "<p>We sampled twelve karst wells monthly for two years.</p>",
        [
            (f"{w}/Paper51820_print.html", "Printer-friendly version"),
            (f"{w}/Handout51820.pdf", "Handout (PDF)"),
            (f"{w}/Paper51820.ris", "Export citation (RIS)"),
        ],
    )
    p[f"{w}/Paper51820_print.html"] = (
        f"<!DOCTYPE html><html><head><title>{t1}</title></head><body><h1>{t1}</h1><p>N. Haddad, P. Stromberg</p><p>We sampled twelve karst wells monthly for two years.</p></body></html>"
    )
    p[f"{w}/Handout51820.pdf"] = _pdf(t1, "Handout", "N. Haddad")
    p[f"{w}/Paper51820.ris"] = ris(
        t1, ["Haddad, N.", "Stromberg, P."], 2025, ABS.url(f"{w}/Paper51820.html"), "ABST"
    )
    t2 = "Lidar reconstructions of medieval field systems in the Weald"
    p[f"{w}/Paper52107.html"] = _abstract(
        52107,
        t2,
        "C. Okonkwo, R. Pellegrini, J. Ashdown",
        "<p>Airborne lidar reveals ridge-and-furrow beneath woodland.</p>",
        [
            (f"{w}/Paper52107_print.html", "Printer-friendly version"),
            (f"{w}/Handout52107a.pdf", "Handout 1: survey areas"),
            (f"{w}/Handout52107b.pdf", "Handout 2: dating evidence"),
            (f"{w}/Poster52107.pdf", "Poster"),
            (f"{w}/Paper52107_media.html", "Recorded presentation"),
            (f"{w}/Paper52107.ris", "Export citation (RIS)"),
        ],
    )
    p[f"{w}/Paper52107_print.html"] = (
        f"<!DOCTYPE html><html><head><title>{t2}</title></head><body><h1>{t2}</h1><p>C. Okonkwo, R. Pellegrini, J. Ashdown</p></body></html>"
    )
    for f in ("Handout52107a", "Handout52107b", "Poster52107"):
        p[f"{w}/{f}.pdf"] = _pdf(t2, f)
    p[f"{w}/Paper52107.ris"] = ris(
        t2,
        ["Okonkwo, C.", "Pellegrini, R.", "Ashdown, J."],
        2025,
        ABS.url(f"{w}/Paper52107.html"),
        "ABST",
    )
    # The media page, two hops away, links the transcript: both carry the title.
    p[f"{w}/Paper52107_media.html"] = ABS.page(
        t2,
        f'<h1>Recorded presentation: {escape(t2)}</h1><video controls src="{w}/media/52107.mp4"></video>'
        f"<p>{a(f'{w}/Paper52107_transcript.txt', 'Transcript (text)')} · {a(f'{w}/Paper52107.html', 'Back to abstract')}</p>",
    )
    p[f"{w}/Paper52107_transcript.txt"] = text(
        f"Transcript: {t2}\nC. Okonkwo\n\nGood morning, everyone...\n"
    )
    p[f"{w}/media/52107.mp4"] = Response.data(b"\x00\x00\x00\x18ftypmp42", "video/mp4")
    return [chrome_site(ABS, p)]


# --- open-review forum (PeerHall): every URI of a submission carries its note id -------------

PEER = Portal(
    host="forum.peerhall.hx50.example",
    name="PeerHall",
    menu=[("/venues", "Venues"), ("/about", "About"), ("/faq", "FAQ")],
    footer=[("/terms", "Terms of use"), ("/privacy", "Privacy"), ("/sponsors", "Sponsors")],
    title_format="{title} | PeerHall",
)
PEER_API = Portal(
    host="api.peerhall.hx50.example", name="PeerHall API", menu=[], title_format="{title}"
)


def _note(
    nid: str,
    title: str,
    venue: tuple[str, str],
    authors: list[tuple[str, str]],
    links: list[tuple[str, str]],
    replies: str,
) -> str:
    au = ", ".join(a(f"/profile/{u}", n) for u, n in authors)
    main = f"""<div class="note"><h1>{escape(title)}</h1><p class="authors">{au}</p>
<p class="venue">{a(f"/group/{venue[0]}", venue[1])}</p>
<div class="note-links">{ul(links)}</div><p>Keywords: evaluation, datasets</p>
<section class="replies"><h2>Discussion</h2>{replies}</section></div>"""
    return PEER.page(title, main, head=head(PEER.host), share=PEER.url(f"/note/{nid}"))


def peer_sites() -> list[Site]:
    p: dict[str, str | bytes | Response] = {}
    api: dict[str, str | bytes | Response] = {}
    n1 = "hV3kQ8wLz2Rt"
    t1 = "A stress test for multilingual retrieval benchmarks"
    rep1 = (
        '<div class="reply" id="r1"><b>Official review by Reviewer x7Fq</b><p>Rating: 6</p></div>'
    )
    p[f"/note/{n1}"] = _note(
        n1,
        t1,
        ("DMLR/2024/Workshop", "DMLR Workshop 2024"),
        [("~Sara_Lindgren1", "Sara Lindgren")],
        [
            (f"/pdf?note={n1}", "PDF"),
            (f"/bibtex?note={n1}", "BibTeX"),
            (f"http://{PEER_API.host}/v2/notes?forum={n1}", "API"),
        ],
        rep1,
    )
    p[f"/pdf?note={n1}"] = _pdf(t1)
    p[f"/bibtex?note={n1}"] = bibtex(
        "lindgren2024stress", t1, "Lindgren, Sara", 2024, PEER.url(f"/note/{n1}")
    )
    api[f"/v2/notes?forum={n1}"] = text(
        f'{{"notes": [{{"id": "{n1}", "title": "{t1}"}}]}}', "application/json"
    )
    n2 = "Jp9sXc4mAe7Ub"
    t2 = "Curriculum sampling for low-resource speech recognition"
    rep2 = "".join(
        f'<div class="reply" id="r{i}"><b>{w}</b><p>...</p></div>'
        for i, w in enumerate(
            [
                "Official review by Reviewer Q2aa",
                "Author response",
                "Meta review by Area Chair",
                "Decision: accept (poster)",
            ]
        )
    )
    p[f"/note/{n2}"] = _note(
        n2,
        t2,
        ("SpeechML/2025/Conference", "SpeechML 2025"),
        [("~Kofi_Boateng1", "Kofi Boateng"), ("~Mei_Zhou2", "Mei Zhou")],
        [
            (f"/pdf?note={n2}", "PDF"),
            (f"/attachment?note={n2}&name=supplementary_material", "Supplementary material"),
            (f"/revisions?note={n2}", "Revisions"),
            (f"/bibtex?note={n2}", "BibTeX"),
            (f"/replies?note={n2}&page=1", "All replies"),
            (f"http://{PEER_API.host}/v2/notes?forum={n2}", "API"),
        ],
        rep2,
    )
    p[f"/pdf?note={n2}"] = _pdf(t2, "camera ready")
    p[f"/attachment?note={n2}&name=supplementary_material"] = zipped(
        {"appendix.pdf": "appendix", "code/train.py": "print(1)\n"}
    )
    p[f"/bibtex?note={n2}"] = bibtex(
        "boateng2025curriculum", t2, "Boateng, Kofi and Zhou, Mei", 2025, PEER.url(f"/note/{n2}")
    )
    # Revisions list the earlier PDFs: two hops from the entry.
    p[f"/revisions?note={n2}"] = PEER.page(
        f"Revisions: {t2}",
        f"<h1>Revision history</h1>{ul([(f'/pdf?note={n2}&rev=2', 'Revision 2 (submission)'), (f'/pdf?note={n2}&rev=1', 'Revision 1 (abstract only)'), (f'/note/{n2}', 'Back to forum')])}",
    )
    p[f"/pdf?note={n2}&rev=2"] = _pdf(t2, "submission")
    p[f"/pdf?note={n2}&rev=1"] = _pdf(t2, "abstract")
    p[f"/replies?note={n2}&page=1"] = PEER.page(
        f"Replies: {t2}",
        f"<h1>Replies (page 1 of 2)</h1>{rep2}{a(f'/replies?note={n2}&page=2', 'Next page')}",
    )
    p[f"/replies?note={n2}&page=2"] = PEER.page(
        f"Replies: {t2}",
        f"<h1>Replies (page 2 of 2)</h1><p>Public comment.</p>{a(f'/replies?note={n2}&page=1', 'Previous page')}",
    )
    api[f"/v2/notes?forum={n2}"] = text(f'{{"notes": [{{"id": "{n2}"}}]}}', "application/json")
    # Unknown query strings on these paths fall back to a chrome answer, as the real app does.
    p["/pdf"] = PEER.page("Note not found", "<h1>Note not found</h1>")
    p["/group/DMLR/2024/Workshop"] = PEER.page(
        "DMLR Workshop 2024", f"<h1>DMLR Workshop 2024</h1>{ul([(f'/note/{n1}', t1)])}"
    )
    p["/group/SpeechML/2025/Conference"] = PEER.page(
        "SpeechML 2025", f"<h1>SpeechML 2025</h1>{ul([(f'/note/{n2}', t2)])}"
    )
    extra = [(f"/profile/{u}", u) for u in ("~Sara_Lindgren1", "~Kofi_Boateng1", "~Mei_Zhou2")]
    api_site = Site(PEER_API.host)
    for k, v in api.items():
        api_site.add(k, v)
    api_site.add("/", text('{"status": "ok"}', "application/json"))
    return [chrome_site(PEER, p, extra), api_site]


# --- workshop-proceedings volume series (WorkProc, CEUR-like): one directory per volume ------

VOL = Portal(
    host="vols.workproc.hx50.example",
    name="WorkProc Proceedings",
    menu=[("/", "Volumes"), ("/submit.html", "Publish with us"), ("/faq.html", "FAQ")],
    footer=[
        ("/imprint.html", "Imprint"),
        ("/privacy.html", "Privacy"),
        ("/feed.rss", "New volumes (RSS)"),
    ],
    title_format="{title}",
)


def _vol_index(vol: str, title: str, toc: str, extra: str = "") -> str:
    main = f"""<h1>{escape(title)}</h1><p>Edited by the workshop chairs. Published on WorkProc, {vol}.</p>
{extra}<h2>Table of contents</h2>{toc}
<p>{a(f"/{vol}/{vol}.bib", "BibTeX of all papers")} · {a(f"/{vol}/{vol}.zip", "Complete volume (zip)")}</p>
<p>{a("/", "All volumes")} · {a("/Vol-4405/", "Previous volume")}</p>"""
    return VOL.page(f"{vol} - {title}", main, head=head(VOL.host))


def vol_sites() -> list[Site]:
    p: dict[str, str | bytes | Response] = {}
    v1, t1 = "Vol-4406", "Proceedings of the Workshop on Computational Folklore 2024"
    papers1 = [
        ("preface.pdf", "Preface"),
        ("paper1.pdf", "Motif detection in ballads"),
        ("paper2.pdf", "Tale types as graphs"),
        ("paper3.pdf", "A corpus of riddles"),
    ]
    p[f"/{v1}/"] = _vol_index(v1, t1, ul([(f"/{v1}/{f}", t) for f, t in papers1]))
    for f, t in papers1:
        p[f"/{v1}/{f}"] = _pdf(t, v1)
    p[f"/{v1}/{v1}.bib"] = bibtex(v1, t1, "Chairs", 2024, VOL.url(f"/{v1}/"), "proceedings")
    p[f"/{v1}/{v1}.zip"] = zipped({f: t for f, t in papers1})
    # A bigger volume: track pages, and a paper with its own sub-page (slides, data).
    v2, t2 = (
        "Vol-4412",
        "Joint Proceedings of the Workshops at the Semantic Archives Conference 2024",
    )
    tracks = {
        "track-lod.html": (
            "Linked Open Data for Archives",
            ["paper1.pdf", "paper2.pdf", "paper3.pdf"],
        ),
        "track-ocr.html": ("OCR Quality", ["paper4.pdf", "paper5.pdf"]),
    }
    p[f"/{v2}/"] = _vol_index(
        v2,
        t2,
        ul(
            [(f"/{v2}/{h}", t) for h, (t, _) in tracks.items()]
            + [(f"/{v2}/invited1/", "Invited talk: archives as graphs")]
        ),
        f"<p>{a(f'/{v2}/preface.pdf', 'Preface')}</p>",
    )
    p[f"/{v2}/preface.pdf"] = _pdf("Preface", t2)
    for h, (t, fs) in tracks.items():
        p[f"/{v2}/{h}"] = VOL.page(
            f"{v2} - {t}",
            f"<h1>{escape(t)}</h1>{ul([(f'/{v2}/{f}', f) for f in fs])}<p>{a(f'/{v2}/', 'Volume contents')}</p>",
        )
        for f in fs:
            p[f"/{v2}/{f}"] = _pdf(f, t)
    p[f"/{v2}/invited1/"] = VOL.page(
        f"{v2} - Invited talk",
        f"<h1>Invited talk: archives as graphs</h1>{ul([(f'/{v2}/invited1/abstract.pdf', 'Abstract'), (f'/{v2}/invited1/slides.pdf', 'Slides'), (f'/{v2}/invited1/queries.sparql', 'Example queries')])}",
    )
    for f in ("abstract.pdf", "slides.pdf"):
        p[f"/{v2}/invited1/{f}"] = _pdf(f, "Invited talk")
    p[f"/{v2}/invited1/queries.sparql"] = text(
        "SELECT ?s WHERE { ?s a ?o } LIMIT 10\n", "application/sparql-query"
    )
    p[f"/{v2}/{v2}.bib"] = bibtex(v2, t2, "Chairs", 2024, VOL.url(f"/{v2}/"), "proceedings")
    p[f"/{v2}/{v2}.zip"] = zipped({"preface.pdf": "preface"})
    p["/Vol-4405/"] = _vol_index(
        "Vol-4405", "Proceedings of the Doctoral Consortium on Music Informatics 2024", ul([])
    )
    p["/Vol-4405/Vol-4405.bib"] = bibtex(
        "Vol-4405", "DC", "Chairs", 2024, VOL.url("/Vol-4405/"), "proceedings"
    )
    p["/Vol-4405/Vol-4405.zip"] = zipped({"readme.txt": "empty"})
    p["/feed.rss"] = text(
        '<?xml version="1.0"?><rss version="2.0"><channel><title>WorkProc</title></channel></rss>',
        "application/rss+xml",
    )
    return [chrome_site(VOL, p)]


def cases() -> list[Case]:
    v, ab, pe, api, vo = VAULT.url, ABS.url, PEER.url, PEER_API.url, VOL.url
    w = "/meeting/2025/webprogram"
    vault2 = ["camera-ready.pdf", "poster.pdf", "slides.pdf", "logger-firmware.zip"]
    return [
        # Zenodo-like record: files and exports one hop from the landing page -> spi.
        case(
            "confvault-paper",
            "proceedings repository (single-file conference paper)",
            "Single Hop",
            "single_page_plus_ignored",
            v("/records/771204"),
            [
                v("/records/771204"),
                v("/records/771204/files/paper.pdf?download=1"),
                v("/records/771204/preview/paper.pdf"),
                v("/records/771204/export/bibtex"),
                v("/records/771204/export/datacite-xml"),
                v("/records/771204/export/csl"),
            ],
            vault_sites,
            others=[v("/records/771388")],
        ),
        # Four files with previews, a versions list (the other version is another record).
        case(
            "confvault-bundle",
            "proceedings repository (paper, poster, slides and firmware, versions)",
            "Single Hop",
            "single_page_plus_ignored",
            v("/records/903311"),
            [v("/records/903311")]
            + [v(f"/records/903311/files/{f}?download=1") for f in vault2]
            + [v(f"/records/903311/preview/{f}") for f in vault2]
            + [v(f"/records/903311/export/{k}") for k in ("bibtex", "datacite-xml", "csl")],
            vault_sites,
            others=[v("/records/901870"), v("/records/902455")],
        ),
        # Dryad-like: the bare title is the significant string and every object of the
        # abstract (print view, handout PDF, RIS) contains it; nothing title-less -> sig_title.
        case(
            "abstractorium-single",
            "abstract book (abstract with handout)",
            "Multi-Hop",
            "sig_title",
            ab(f"{w}/Paper51820.html"),
            [
                ab(f"{w}/Paper51820.html"),
                ab(f"{w}/Paper51820_print.html"),
                ab(f"{w}/Handout51820.pdf"),
                ab(f"{w}/Paper51820.ris"),
            ],
            abs_sites,
        ),
        case(
            "abstractorium-media",
            "abstract book (abstract with handouts, poster, recording and transcript)",
            "Multi-Hop",
            "sig_title",
            ab(f"{w}/Paper52107.html"),
            [
                ab(f"{w}/Paper52107.html"),
                ab(f"{w}/Paper52107_print.html"),
                ab(f"{w}/Handout52107a.pdf"),
                ab(f"{w}/Handout52107b.pdf"),
                ab(f"{w}/Poster52107.pdf"),
                ab(f"{w}/Paper52107_media.html"),
                ab(f"{w}/Paper52107_transcript.txt"),
                ab(f"{w}/Paper52107.ris"),
            ],
            abs_sites,
        ),
        # GBIF-like: the note id of the entry path is in every URI of the submission, on the
        # forum and on its API host -> sig_uri.
        case(
            "peerhall-workshop",
            "open-review forum (workshop submission)",
            "Multi-Hop",
            "sig_uri",
            pe("/note/hV3kQ8wLz2Rt"),
            [
                pe("/note/hV3kQ8wLz2Rt"),
                pe("/pdf?note=hV3kQ8wLz2Rt"),
                pe("/bibtex?note=hV3kQ8wLz2Rt"),
                api("/v2/notes?forum=hV3kQ8wLz2Rt"),
            ],
            peer_sites,
        ),
        case(
            "peerhall-conference",
            "open-review forum (submission with revisions, supplement, paged replies)",
            "Multi-Hop",
            "sig_uri",
            pe("/note/Jp9sXc4mAe7Ub"),
            [
                pe("/note/Jp9sXc4mAe7Ub"),
                pe("/pdf?note=Jp9sXc4mAe7Ub"),
                pe("/attachment?note=Jp9sXc4mAe7Ub&name=supplementary_material"),
                pe("/revisions?note=Jp9sXc4mAe7Ub"),
                pe("/pdf?note=Jp9sXc4mAe7Ub&rev=2"),
                pe("/pdf?note=Jp9sXc4mAe7Ub&rev=1"),
                pe("/bibtex?note=Jp9sXc4mAe7Ub"),
                pe("/replies?note=Jp9sXc4mAe7Ub&page=1"),
                pe("/replies?note=Jp9sXc4mAe7Ub&page=2"),
                api("/v2/notes?forum=Jp9sXc4mAe7Ub"),
            ],
            peer_sites,
        ),
        # BitBucket/Slideshare-like: every object of a volume lives under its directory -> path_based.
        case(
            "workproc-volume",
            "workshop proceedings volume (four papers)",
            "Multi-Hop",
            "path_based",
            vo("/Vol-4406/"),
            [vo("/Vol-4406/")]
            + [
                vo(f"/Vol-4406/{f}")
                for f in (
                    "preface.pdf",
                    "paper1.pdf",
                    "paper2.pdf",
                    "paper3.pdf",
                    "Vol-4406.bib",
                    "Vol-4406.zip",
                )
            ],
            vol_sites,
            others=[vo("/Vol-4405/")],
        ),
        case(
            "workproc-joint",
            "workshop proceedings volume (joint volume with tracks and an invited talk)",
            "Multi-Hop",
            "path_based",
            vo("/Vol-4412/"),
            [vo("/Vol-4412/")]
            + [
                vo(f"/Vol-4412/{f}")
                for f in (
                    "preface.pdf",
                    "track-lod.html",
                    "track-ocr.html",
                    "paper1.pdf",
                    "paper2.pdf",
                    "paper3.pdf",
                    "paper4.pdf",
                    "paper5.pdf",
                    "invited1/",
                    "invited1/abstract.pdf",
                    "invited1/slides.pdf",
                    "invited1/queries.sparql",
                    "Vol-4412.bib",
                    "Vol-4412.zip",
                )
            ],
            vol_sites,
            others=[vo("/Vol-4405/")],
        ),
    ]
