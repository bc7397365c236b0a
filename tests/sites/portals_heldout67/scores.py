"""heldout67 score and sound libraries: a music-score wiki whose titles end with the site
name (Significant String from Filtered Title, filtered from the end as the seed's
Dataverse row), an artistic-research workspace whose titles start with it (filtered from
the start, its OSF row), a digital critical edition whose pages are titled by the work
alone (Significant String from Title) and a sound archive keyed by recording identifiers
(Significant String from URI, its GBIF row).

In the title-string portals every member — pages and the text files (LilyPond, MusicXML,
MEI, TEI, plain text) — carries the work's title; nothing else reachable does: composer
pages list works without it, and the homepage never features the records.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import png
from keepnet.testweb.site import Site
from sites.portals._portal import Case, case

from ._kit import Chrome, blob, host, text, ul

# --- Music-score wiki (filtered title, from the end) ----------------------------------------

WIKI = host("wiki", "partitura-libre")
WORKS = {
    "String_Quartet_No.2_(Valdes,_Maren)": (
        "String Quartet No. 2 (Valdes, Maren)",
        "Valdes,_Maren",
        [("PMLP70412-Valdes_SQ2_Score.ly", "Full score (LilyPond)")],
        False,
        ["String_Quartet_No.1_(Valdes,_Maren)"],
    ),
    "Sonata_for_Viola_and_Piano_(Ferreira,_Ines)": (
        "Sonata for Viola and Piano (Ferreira, Ines)",
        "Ferreira,_Ines",
        [
            ("PMLP80233-Ferreira_Sonata_Score.ly", "Full score (LilyPond)"),
            ("PMLP80233-Ferreira_Sonata_Viola.musicxml", "Viola part (MusicXML)"),
            ("PMLP80233-Ferreira_Sonata_Piano.musicxml", "Piano part (MusicXML)"),
            ("PMLP80233-Ferreira_Sonata_1957.ly", "First edition, 1957 (LilyPond)"),
        ],
        True,
        ["Cello_Sonata_after_the_Viola_Sonata_(Ferreira,_Ines)", "Nocturnes_(Ferreira,_Ines)"],
    ),
}


def _wiki_chrome() -> Chrome:
    return Chrome(
        WIKI,
        "Partitura Libre",
        [
            ("/wiki/Main_Page", "Main page"),
            ("/wiki/Special:Recent", "Recent changes"),
            ("/wiki/Category:Composers", "Composers"),
        ],
        [
            ("/wiki/Partitura_Libre:About", "About"),
            ("/wiki/Partitura_Libre:Disclaimers", "Disclaimers"),
        ],
        [("http://www.facebook.test/partituralibre", "Facebook")],
        title_fmt="{title} - {brand}",
        home_title="Main Page - Partitura Libre",
        home_main="<h1>Main Page</h1><p>Free sheet music, public domain and open licences.</p>",
    )


def _wiki_build() -> list[Site]:
    c = _wiki_chrome()
    pages: dict[str, object] = {}
    for slug, (title, composer, files, talk, others) in WORKS.items():
        rows = "".join(
            f'<tr><td><a href="/wiki/File:{f}">{escape(label)}</a></td><td>'
            f'<a href="/files/imglnks/{f}">download</a></td></tr>'
            for f, label in files
        )
        tabs = f'<a href="/wiki/Talk:{slug}">Discussion</a>' if talk else ""
        main = f"""<div id="wpcontent"><div class="tabs"><a href="/wiki/{slug}">Page</a> {tabs}</div>
<h1>{escape(title)}</h1><h2>Sheet music</h2><table class="we">{rows}</table>
<h2>General information</h2><p>Composer: <a href="/wiki/Category:{composer}">{composer}</a></p>
<h2>Related works</h2>{ul([(f"/wiki/{o}", o.replace("_", " ")) for o in others])}
<p class="cats"><a href="/wiki/Category:Scores_featuring_strings">Strings</a></p></div>"""
        pages[f"/wiki/{slug}"] = c.page(title, main)
        if talk:
            pages[f"/wiki/Talk:{slug}"] = c.page(
                f"Talk:{title}",
                f"<h1>Talk:{escape(title)}</h1><p>Is the 1957 edition complete?</p>",
            )
        for f, label in files:
            pages[f"/wiki/File:{f}"] = c.page(
                f"File:{f}",
                f"<h1>File:{escape(f)}</h1><p>{escape(label)} of "
                f'<a href="/wiki/{slug}">{escape(title)}</a>.</p>'
                f'<p><a href="/files/imglnks/{f}">Download this file</a></p>',
            )
            if f.endswith(".musicxml"):
                body = (
                    '<?xml version="1.0"?><score-partwise version="4.0"><work><work-title>'
                    f'{title}</work-title></work><part-list><score-part id="P1"><part-name>'
                    f"{escape(label)}</part-name></score-part></part-list></score-partwise>\n"
                )
                pages[f"/files/imglnks/{f}"] = text(body, "application/vnd.recordare.musicxml+xml")
            else:
                body = f'% {title}, from Partitura Libre\n\\header {{ title = "{title}" }}\n'
                pages[f"/files/imglnks/{f}"] = text(body, "text/x-lilypond")
        works = ul(
            [(f"/wiki/{slug}", title.split(" (")[0])]
            + [(f"/wiki/{o}", o.split("_(")[0]) for o in others]
        )
        pages[f"/wiki/Category:{composer}"] = c.page(
            f"Category:{composer}", f"<h1>{composer.replace('_', ' ')}</h1>{works}"
        )
        for o in others:
            pages[f"/wiki/{o}"] = c.page(
                o.replace("_", " "), f"<h1>{escape(o.replace('_', ' '))}</h1>"
            )
    pages["/wiki/Category:Scores_featuring_strings"] = c.page("Strings", "<h1>Strings</h1>")
    return [c.site(pages)]  # type: ignore[arg-type]


def _wiki_truth(slug: str) -> list[str]:
    _t, _c, files, talk, _o = WORKS[slug]
    out = [f"http://{WIKI}/wiki/{slug}"] + ([f"http://{WIKI}/wiki/Talk:{slug}"] if talk else [])
    for f, _l in files:
        out += [f"http://{WIKI}/wiki/File:{f}", f"http://{WIKI}/files/imglnks/{f}"]
    return out


# --- Artistic-research workspace (filtered title, from the start) ---------------------------

WS = host("hub", "atelier-workspace")
PROJECTS = {
    "k7r2p": ("Breath Cartographies: A Choreographic Score", ["score-draft3.txt"], [], False),
    "t4w8n": (
        "Tuning the Room: Scores for Resonant Spaces",
        ["room-scores.txt", "impulse-responses.csv", "reading-list.md", "consent-form.txt"],
        ["q2j6v", "z9c3h"],
        True,
    ),
    "q2j6v": (
        "Tuning the Room: Scores for Resonant Spaces - Church recordings",
        ["log.txt"],
        [],
        False,
    ),
    "z9c3h": ("Tuning the Room: Scores for Resonant Spaces - Analysis", ["peaks.csv"], [], False),
}


def _ws_chrome() -> Chrome:
    return Chrome(
        WS,
        "Atelier",
        [("/dashboard", "My projects"), ("/explore", "Explore"), ("/support", "Support")],
        [("/terms", "Terms"), ("/privacy", "Privacy"), ("/donate", "Donate")],
        title_fmt="{brand} | {title}",
        home_title="Atelier | Home",
        home_main="<h1>A workspace for artistic research</h1>",
    )


def _ws_build() -> list[Site]:
    c = _ws_chrome()
    pages: dict[str, object] = {}
    for pid, (title, files, comps, wiki) in PROJECTS.items():
        tabs = [(f"/{pid}/", "Overview"), (f"/{pid}/files/", "Files")]
        if wiki:
            tabs.append((f"/{pid}/wiki/", "Wiki"))
        nav = ul(tabs, "project-nav")
        head = f'<div class="proj"><h2>{escape(title)}</h2>{nav}</div>'
        comp = ul([(f"/{k}/", PROJECTS[k][0]) for k in comps], "components")
        pages[f"/{pid}/"] = c.page(
            title,
            head + f'<p>Contributors: <a href="/profile/ab12c">R. Lindqvist</a></p>'
            f"<h3>Components</h3>{comp}<p>Public project.</p>",
        )
        pages[f"/{pid}/files/"] = c.page(
            title, head + ul([(f"/{pid}/files/osfstorage/{f}", f) for f in files])
        )
        for f in files:
            pages[f"/{pid}/files/osfstorage/{f}"] = c.page(
                f"{f} | {title}",
                head + f'<p>{escape(f)}</p><a href="/download/{pid}/{f}">Download</a>',
            )
            pages[f"/download/{pid}/{f}"] = text(f"{title}\n{f}\n")
        if wiki:
            pages[f"/{pid}/wiki/"] = c.page(
                title, head + f'<p>Project wiki.</p><a href="/{pid}/wiki/Methods">Methods</a>'
            )
            pages[f"/{pid}/wiki/Methods"] = c.page(title, head + "<p>Methods.</p>")
    pages["/profile/ab12c"] = c.page("R. Lindqvist", "<h1>R. Lindqvist</h1>")
    return [c.site(pages)]  # type: ignore[arg-type]


def _ws_truth(pid: str) -> list[str]:
    _t, files, comps, wiki = PROJECTS[pid]
    out = [f"http://{WS}/{pid}/", f"http://{WS}/{pid}/files/"]
    for f in files:
        out += [f"http://{WS}/{pid}/files/osfstorage/{f}", f"http://{WS}/download/{pid}/{f}"]
    if wiki:
        out += [f"http://{WS}/{pid}/wiki/", f"http://{WS}/{pid}/wiki/Methods"]
    for k in comps:
        out += _ws_truth(k)
    return out


# --- Digital critical edition (significant string from the title) -------------------------

ED = host("edition", "lied-werkstatt")
EDITIONS = {
    "bachmann-lieder": ("Six Songs on Poems by Ingeborg Bachmann", ["A"], 2, 1, ["nocturne-ii"]),
    "requiem-drowned": (
        "Requiem for the Drowned Cities",
        ["A", "B", "C", "D"],
        6,
        4,
        ["bachmann-lieder", "harbour-psalms"],
    ),
}


def _ed_chrome() -> Chrome:
    return Chrome(
        ED,
        "Lied Werkstatt",
        [("/works", "Works"), ("/editorial-principles", "Editorial principles"), ("/team", "Team")],
        [("/imprint", "Imprint"), ("/data-protection", "Data protection")],
        title_fmt="{title}",
        home_title="Lied Werkstatt: digital critical editions",
        cookie=False,
    )


def _ed_build() -> list[Site]:
    c = _ed_chrome()
    pages: dict[str, object] = {}
    for slug, (title, sources, facs, mvts, others) in EDITIONS.items():
        base = f"/works/{slug}/"
        side = ul(
            [(base, "Introduction"), (f"{base}report", "Critical report")]
            + [(f"{base}sources/{s}", f"Source {s}") for s in sources]
            + [(f"/facsimile/?work={slug}&page=1", "Facsimile")]
            + [(f"/data/{slug}-{m}.mei", f"MEI, movement {m}") for m in range(1, mvts + 1)]
            + [(f"/data/{slug}-report.tei.xml", "TEI report")],
            "edition-nav",
        )
        see = ul([(f"/works/{o}/", o.replace("-", " ").title()) for o in others], "see-also")
        hd = f"<h1>{escape(title)}</h1>"
        pages[base] = c.page(title, hd + side + f"<p>Introduction.</p><h3>See also</h3>{see}")
        pages[f"{base}report"] = c.page(title, hd + side + "<p>Critical report.</p>")
        for s in sources:
            pages[f"{base}sources/{s}"] = c.page(
                title, hd + side + f"<p>Source {s}: autograph.</p>"
            )
        for p in range(1, facs + 1):
            nxt = f'<a href="/facsimile/?work={slug}&amp;page={p + 1}">Next</a>' if p < facs else ""
            pages[f"/scans/{slug}-{p}.png"] = blob(png(30, 42, (200, 190, 160)), "image/png")
            pages[f"/facsimile/?work={slug}&page={p}"] = c.page(
                title, hd + f'<img src="/scans/{slug}-{p}.png" alt="page {p}">{nxt}'
            )
        for m in range(1, mvts + 1):
            pages[f"/data/{slug}-{m}.mei"] = text(
                f"<mei><meiHead><fileDesc><titleStmt><title>{title}</title></titleStmt>"
                f"</fileDesc></meiHead><music n='{m}'/></mei>",
                "application/mei+xml",
            )
        pages[f"/data/{slug}-report.tei.xml"] = text(
            f"<TEI><teiHeader><title>{title}: critical report</title></teiHeader></TEI>",
            "application/tei+xml",
        )
        for o in others:
            if o not in EDITIONS:
                pages[f"/works/{o}/"] = c.page(o.title(), f"<h1>{o.replace('-', ' ').title()}</h1>")
    pages["/facsimile/"] = c.page("Facsimile viewer", "<h1>Choose a work</h1>")
    return [c.site(pages)]  # type: ignore[arg-type]


def _ed_truth(slug: str) -> list[str]:
    _t, sources, facs, mvts, _o = EDITIONS[slug]
    base = f"http://{ED}/works/{slug}/"
    out = [base, f"{base}report"] + [f"{base}sources/{s}" for s in sources]
    out += [f"http://{ED}/facsimile/?work={slug}&page={p}" for p in range(1, facs + 1)]
    out += [f"http://{ED}/data/{slug}-{m}.mei" for m in range(1, mvts + 1)]
    return out + [f"http://{ED}/data/{slug}-report.tei.xml"]


# --- Sound archive (significant string from the URI) ----------------------------------------

SND = host("sounds", "phonotheka-arc")
SND_API = host("api", "phonotheka-arc")
RECS = {
    "5d0c9e6a-2f41-4b7e-9a13-6e2f0b8c4d71": ("Field recording: bell ringers of Santiago", 0, []),
    "a81f3b27-9c6d-4e05-b2f8-31d7c0e9a654": (
        "Concert: new music for gamelan and electronics, 1979",
        5,
        ["5d0c9e6a-2f41-4b7e-9a13-6e2f0b8c4d71", "c3e7d1f0-8b2a-4a96-9d5e-7f0a1b2c3d4e"],
    ),
}
COLLECTION = "0b7e2d44-1a9f-4c3e-8e6d-9f2a3b4c5d6e"


def _snd_chrome() -> Chrome:
    return Chrome(
        SND,
        "Phonotheka",
        [("/collections", "Collections"), ("/search", "Search recordings"), ("/learn", "Learn")],
        [("/about", "About"), ("/copyright", "Copyright"), ("/accessibility", "Accessibility")],
        title_fmt="{title} - {brand}",
    )


def _snd_build() -> list[Site]:
    c = _snd_chrome()
    api = Site(SND_API)
    pages: dict[str, object] = {}
    for rid, (title, tracks, related) in RECS.items():
        base = f"/recording/{rid}"
        links = [
            (f"{base}/listen", "Listen"),
            (f"/search?recordingKey={rid}", "Segments in search"),
            (f"http://{SND_API}/v1/recording/{rid}/document", "Catalogue record (JSON)"),
        ]
        if tracks:
            links.append((f"{base}/tracks", "Track list"))
        rel = ul([(f"/recording/{r}", "Related recording") for r in related], "related")
        pages[base] = c.page(
            title,
            f"<h1>{escape(title)}</h1>{ul(links, 'actions')}<p>Part of "
            f'<a href="/collection/{COLLECTION}">Ethnomusicology tapes</a>. Performer: '
            f'<a href="/people/p-2201">Ensemble</a></p><h2>Related</h2>{rel}',
        )
        pages[f"{base}/listen"] = c.page(
            title,
            f'<audio src="{base}/stream.mp3" controls></audio>'
            f'<a download href="{base}/stream.mp3">Download MP3</a>',
        )
        pages[f"{base}/stream.mp3"] = blob(b"ID3" + rid.encode(), "audio/mpeg")
        pages[f"/search?recordingKey={rid}"] = c.page("Search", "<p>3 segments.</p>")
        api.add(
            f"/v1/recording/{rid}/document", text(f'{{"title": "{title}"}}', "application/json")
        )
        if tracks:
            tl = ul([(f"{base}/tracks/{t}", f"Track {t}") for t in range(1, tracks + 1)])
            pages[f"{base}/tracks"] = c.page(title, tl)
            for t in range(1, tracks + 1):
                wav = f"http://{SND_API}/v1/recording/{rid}/tracks/{t}/waveform.json"
                pages[f"{base}/tracks/{t}"] = c.page(title, f'<a href="{wav}">Waveform data</a>')
                api.add(wav.split(SND_API, 1)[1], text("[0, 1, 0]", "application/json"))
        for r in related:
            if r not in RECS:
                pages[f"/recording/{r}"] = c.page("Recording", "<h1>Recording</h1>")
    pages[f"/collection/{COLLECTION}"] = c.page("Ethnomusicology tapes", "<h1>Collection</h1>")
    pages["/people/p-2201"] = c.page("Ensemble", "<h1>Ensemble</h1>")
    return [c.site(pages), api]  # type: ignore[arg-type]


def _snd_truth(rid: str) -> list[str]:
    _t, tracks, _r = RECS[rid]
    base = f"http://{SND}/recording/{rid}"
    out = [base, f"{base}/listen", f"{base}/stream.mp3", f"http://{SND}/search?recordingKey={rid}"]
    out.append(f"http://{SND_API}/v1/recording/{rid}/document")
    if tracks:
        out.append(f"{base}/tracks")
        for t in range(1, tracks + 1):
            out += [
                f"{base}/tracks/{t}",
                f"http://{SND_API}/v1/recording/{rid}/tracks/{t}/waveform.json",
            ]
    return out


SQ2 = "String_Quartet_No.2_(Valdes,_Maren)"
VSON = "Sonata_for_Viola_and_Piano_(Ferreira,_Ines)"
CASES: list[Case] = [
    # Titles end " - Partitura Libre" like the homepage's: the seed's Dataverse row,
    # Significant String from Filtered Title, filtered from the end.  Every file page and
    # file carries the work's title; the composer page lists the bare work name.
    case(
        "partitura-valdes-quartet",
        "music-score wiki (work page)",
        "multi-hop",
        "sig_filtered_title",
        f"http://{WIKI}/wiki/{SQ2}",
        _wiki_truth(SQ2),
        _wiki_build,
        [f"http://{WIKI}/wiki/String_Quartet_No.1_(Valdes,_Maren)"],
    ),
    # Harder: score, two parts, a first edition and a discussion page.
    case(
        "partitura-ferreira-sonata",
        "music-score wiki (editions, parts, discussion)",
        "multi-hop",
        "sig_filtered_title",
        f"http://{WIKI}/wiki/{VSON}",
        _wiki_truth(VSON),
        _wiki_build,
        [f"http://{WIKI}/wiki/{o}" for o in WORKS[VSON][4]],
    ),
    # Titles start "Atelier | " like the homepage's: the seed's OSF row, filtered title.
    case(
        "atelier-breath-cartographies",
        "artistic-research workspace (project)",
        "multi-hop",
        "sig_filtered_title",
        f"http://{WS}/k7r2p/",
        _ws_truth("k7r2p"),
        _ws_build,
    ),
    # Harder: two components (their titles extend the project's), a wiki, four files.
    case(
        "atelier-tuning-the-room",
        "artistic-research workspace (project with components and wiki)",
        "multi-hop",
        "sig_filtered_title",
        f"http://{WS}/t4w8n/",
        _ws_truth("t4w8n"),
        _ws_build,
    ),
    # Pages titled by the work alone, the title in every page and data file: Significant
    # String from Title (the Dryad shape with no file left without the string).
    case(
        "werkstatt-bachmann-songs",
        "digital critical edition (song cycle)",
        "multi-hop",
        "sig_title",
        f"http://{ED}/works/bachmann-lieder/",
        _ed_truth("bachmann-lieder"),
        _ed_build,
        [f"http://{ED}/works/nocturne-ii/"],
    ),
    # Harder: four sources, a six-page facsimile reached page by page, four MEI movements.
    case(
        "werkstatt-requiem",
        "digital critical edition (requiem, facsimile pages, movements)",
        "multi-hop",
        "sig_title",
        f"http://{ED}/works/requiem-drowned/",
        _ed_truth("requiem-drowned"),
        _ed_build,
        [f"http://{ED}/works/bachmann-lieder/", f"http://{ED}/works/harbour-psalms/"],
    ),
    # The recording's UUID is in every member URI, on the site and its API host: the
    # seed's GBIF row, Significant String from URI.
    case(
        "phonotheka-bell-ringers",
        "sound archive (field recording)",
        "multi-hop",
        "sig_uri",
        f"http://{SND}/recording/5d0c9e6a-2f41-4b7e-9a13-6e2f0b8c4d71",
        _snd_truth("5d0c9e6a-2f41-4b7e-9a13-6e2f0b8c4d71"),
        _snd_build,
    ),
    # Harder: a track list two hops deep with per-track waveform data on the API host.
    case(
        "phonotheka-gamelan-concert",
        "sound archive (concert with tracks)",
        "multi-hop",
        "sig_uri",
        f"http://{SND}/recording/a81f3b27-9c6d-4e05-b2f8-31d7c0e9a654",
        _snd_truth("a81f3b27-9c6d-4e05-b2f8-31d7c0e9a654"),
        _snd_build,
        [
            f"http://{SND}/recording/5d0c9e6a-2f41-4b7e-9a13-6e2f0b8c4d71",
            f"http://{SND}/recording/c3e7d1f0-8b2a-4a96-9d5e-7f0a1b2c3d4e",
        ],
    ),
]
