"""Registries of heldout63: a lexicon hub whose pages and export formats all repeat the
lexicon's bare title (its <title> is exactly that name), and a registry of language tools
and web services whose record, API, invocation and monitoring URIs all carry the tool's
identifier (like the seed's GBIF).
"""

from __future__ import annotations

import json
from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, a, text, ul

# --- lexicon hub (bare-title pages) -------------------------------------------------------

LX = Chrome(
    host="lexica.wordbank-hub.hx63.example",
    name="WordBank Hub",
    menu=[
        ("/lexica", "All lexica"),
        ("/languages", "Languages"),
        ("/formats", "Formats"),
        ("/about", "About"),
    ],
    footer=[
        ("/about/licence", "Licences"),
        ("/about/privacy", "Privacy"),
        ("/about/contact", "Contact"),
    ],
    home_title="WordBank Hub - lexical data for under-resourced languages",
    skin="wb",
    tracker="count.wordbank-analytics.hx63.example",
)
LX.home_main = "<h1>WordBank Hub</h1><p>Open lexica in LMF, TEI, CSV and JSON.</p>"


def _lexicon(
    slug: str,
    lid: int,
    name: str,
    lang: str,
    words: list[list[tuple[int, str, str]]],
    formats: list[tuple[str, str, str]],
    changelog: bool,
    others: list[tuple[str, str]],
) -> tuple[dict[str, PageValue], list[str]]:
    """Landing page, paginated entry lists, one page per entry and export files: every one
    carries the lexicon's name."""
    entry = f"/lexicon/{slug}"
    pages: dict[str, PageValue] = {}
    truth = [entry]
    nlist = len(words)
    pager = ul([(f"/entries/list?lx={lid}&p={k}", f"{k}") for k in range(1, nlist + 1)])
    for k, chunk in enumerate(words, 1):
        lp = f"/entries/list?lx={lid}&p={k}"
        rows = []
        for wid, form, gloss in chunk:
            wp = f"/entry/{wid}"
            pages[wp] = LX.page(
                f"{form} '{gloss}'",
                f"<h1>{escape(form)}</h1><p>‘{escape(gloss)}’</p><p>Source: {a(entry, name)}</p>",
                raw_title=True,
            )
            truth.append(wp)
            rows.append((wp, f"{form} — {gloss}"))
        pages[lp] = LX.page(
            f"Entries: {name}",
            f"<h1>{escape(name)}: entries</h1>{ul(rows)}{pager}",
            raw_title=True,
        )
        truth.append(lp)
    dl = []
    for fname, label, ctype in formats:
        path = f"/dl/{fname}"
        if "json" in ctype:
            body = json.dumps({"lexicon": name, "language": lang, "entries": []})
        elif "xml" in ctype:
            body = f'<LexicalResource><Lexicon><feat att="label" val="{escape(name)}"/></Lexicon>'
        else:
            body = f"# {name}\nform\tgloss\n"
        pages[path] = text(body, ctype)
        truth.append(path)
        dl.append((path, label))
    extra = ""
    if changelog:
        pages[f"/changes/{lid}"] = LX.page(
            f"Changes: {name}",
            f"<h1>{escape(name)}: changes</h1><ol><li>2.1 fixes</li></ol>",
            raw_title=True,
        )
        truth.append(f"/changes/{lid}")
        extra = f"<p>{a(f'/changes/{lid}', 'Change log')}</p>"
    pages[entry] = LX.page(
        name,
        f"""<h1>{escape(name)}</h1><p>Language: {a("/languages", lang)}</p>
<p>{sum(len(c) for c in words)} entries. {a(f"/entries/list?lx={lid}&p=1", "Browse entries")}</p>
<h2>Download</h2>{ul(dl)}{extra}""",
        aside="<h3>Other lexica</h3>" + ul(others),
        raw_title=True,
    )
    return pages, [LX.url(p) for p in truth]


LX_A = _lexicon(
    "ket-swadesh",
    1187,
    "Swadesh 207 Wordlist of Ket (Yeniseian)",
    "Ket",
    [[(88231, "qus", "tent"), (88232, "ses", "river"), (88233, "ul", "water")]],
    [
        ("7fa3c1.xml", "LMF XML", "application/xml"),
        ("7fa3c2.tsv", "TSV", "text/tab-separated-values"),
    ],
    False,
    [("/lexicon/yugh-fragments", "Yugh fragments")],
)
LX_B = _lexicon(
    "ainu-dialects-hattori",
    2240,
    "Comparative Lexicon of Ainu Dialects, digitised edition 2.1",
    "Ainu",
    [
        [(91001, "kamuy", "deity"), (91002, "cise", "house"), (91003, "wakka", "water")],
        [(91004, "ape", "fire"), (91005, "kotan", "village"), (91006, "pet", "river")],
        [(91007, "nupuri", "mountain"), (91008, "cep", "fish")],
    ],
    [
        ("b21e07.xml", "LMF XML", "application/xml"),
        ("b21e08.tei.xml", "TEI Lex-0", "application/tei+xml"),
        ("b21e09.tsv", "TSV", "text/tab-separated-values"),
        ("b21e0a.json", "JSON", "application/json"),
    ],
    True,
    [
        ("/lexicon/sakhalin-ainu-pilsudski", "Sakhalin Ainu (Pilsudski)"),
        ("/lexicon/nivkh-basic", "Nivkh basic vocabulary"),
    ],
)


def lx_sites() -> list[Site]:
    pages: dict[str, PageValue] = {**LX_A[0], **LX_B[0]}
    for slug, t in [
        ("yugh-fragments", "Yugh fragments"),
        ("sakhalin-ainu-pilsudski", "Sakhalin Ainu (Pilsudski)"),
        ("nivkh-basic", "Nivkh basic vocabulary"),
    ]:
        pages[f"/lexicon/{slug}"] = LX.page(t, f"<h1>{escape(t)}</h1>", raw_title=True)
    return [LX.site(pages)]


# --- tool and web-service registry (identifier in every URI) -------------------------------

TR = Chrome(
    host="registry.langswitch.hx63.example",
    name="LangSwitch Tool Registry",
    menu=[
        ("/tools", "Tools"),
        ("/tasks", "Tasks"),
        ("/services/status", "Service status"),
        ("/docs", "Documentation"),
    ],
    footer=[("/docs/terms", "Terms"), ("/docs/privacy", "Privacy"), ("/docs/api", "API")],
    title_format="{title} – {name}",
    skin="ls",
    layout="rail",
    cdn="cdn.jsassets-mirror.hx63.example",
    login=("/auth/login", "/auth/signup"),
)
TR_API = "api.langswitch.hx63.example"


def _tool(
    uid: str,
    name: str,
    task: str,
    homepage: str,
    endpoints: list[str],
    usage_pages: int,
    similar: list[tuple[str, str]],
) -> tuple[dict[str, PageValue], dict[str, PageValue], list[str]]:
    """The tool record and everything carrying its identifier: API record and OpenAPI
    description, invocation form, availability history (two ranges), usage statistics."""
    entry = f"/tools/{uid}"
    pages: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {}
    truth = [TR.url(entry)]
    rec = f"/v2/tools/{uid}"
    api[rec] = text(json.dumps({"id": uid, "name": name, "task": task}), "application/json")
    api[f"{rec}/openapi.json"] = text(json.dumps({"openapi": "3.0.0"}), "application/json")
    truth += [f"http://{TR_API}{rec}", f"http://{TR_API}{rec}/openapi.json"]
    for ep in endpoints:
        api[f"{rec}/endpoints/{ep}"] = text(json.dumps({"endpoint": ep}), "application/json")
        truth.append(f"http://{TR_API}{rec}/endpoints/{ep}")
    inv = f"/invoke?toolId={uid}"
    pages[inv] = TR.page(
        f"Run {name}",
        f"<h1>Run {escape(name)}</h1><form method='post' action='/invoke'>"
        f"<input type='hidden' name='toolId' value='{uid}'><textarea name='input'></textarea>"
        f"<button>Run</button></form><p>{a(entry, 'Back to tool')}</p>",
    )
    mon = f"/services/status/history?service={uid}"
    pages[mon] = TR.page(
        f"Availability: {name}",
        f"<h1>Availability of {escape(name)}</h1><p>99.2% last 30 days</p>"
        f"<p>{a(mon + '&range=90d', 'Last 90 days')}</p>",
    )
    pages[mon + "&range=90d"] = TR.page(f"Availability: {name}", "<p>98.7% last 90 days</p>")
    truth += [TR.url(inv), TR.url(mon), TR.url(mon + "&range=90d")]
    usage = ""
    if usage_pages:
        for k in range(1, usage_pages + 1):
            path = f"/stats/usage?tool={uid}&page={k}"
            nav = ul(
                [(f"/stats/usage?tool={uid}&page={j}", f"{j}") for j in range(1, usage_pages + 1)]
            )
            pages[path] = TR.page(f"Usage of {name}", f"<table></table>{nav}")
            truth.append(TR.url(path))
        usage = f" · {a(f'/stats/usage?tool={uid}&page=1', 'Usage statistics')}"
    eps = ul([(f"http://{TR_API}{rec}/endpoints/{ep}", ep) for ep in endpoints])
    pages[entry] = TR.page(
        name,
        f"""<article class="ls-tool"><h1>{escape(name)}</h1>
<p>Task: {a("/tasks/" + task, task)} · Homepage: <a href="{homepage}">{escape(homepage)}</a></p>
<p>{a(inv, "Run this tool")} · {a(mon, "Availability")}{usage}</p>
<h2>Machine-readable</h2>{
            ul(
                [
                    (f"http://{TR_API}{rec}", "JSON record"),
                    (f"http://{TR_API}{rec}/openapi.json", "OpenAPI description"),
                ]
            )
        }
<h2>Endpoints</h2>{eps}</article>""",
        aside="<h3>Similar tools</h3>" + ul(similar),
    )
    return pages, api, truth


TR_A = _tool(
    "3f9c2a71-5b0e-4c8d-a2e4-91d07b6c5e12",
    "Hunspell-based spellchecker for North Sami",
    "spellchecking",
    "http://www.sami-giellatekno.hx63.example/spell",
    ["check"],
    0,
    [("/tools/0b6e4d12-7c3a-4f11-8e22-5d9a3c1b7f40", "Lule Sami spellchecker")],
)
TR_B = _tool(
    "a81d5e3c-2f47-4b9a-9c06-e3f2b8d41a77",
    "Forced aligner for Basque and Spanish speech (web service)",
    "forced-alignment",
    "http://www.aligner-eus.hx63.example/",
    ["align", "languages", "jobs"],
    3,
    [
        ("/tools/c2f09a4e-61b8-4d3e-b7a5-08e4d9f1c3b2", "G2P for Basque"),
        ("/tools/e7b3c5d1-9a20-4f6e-8d14-2c6a0b9e5f83", "Speech recogniser for Galician"),
    ],
)


def tr_sites() -> list[Site]:
    pages: dict[str, PageValue] = {**TR_A[0], **TR_B[0]}
    for uid, t in [
        ("0b6e4d12-7c3a-4f11-8e22-5d9a3c1b7f40", "Lule Sami spellchecker"),
        ("c2f09a4e-61b8-4d3e-b7a5-08e4d9f1c3b2", "G2P for Basque"),
        ("e7b3c5d1-9a20-4f6e-8d14-2c6a0b9e5f83", "Speech recogniser for Galician"),
    ]:
        pages[f"/tools/{uid}"] = TR.page(t, f"<h1>{escape(t)}</h1>")
    # the tools' own homepages, outside the registry (not part of the record)
    homes = [
        Site("www.sami-giellatekno.hx63.example", {"/spell": "<title>Sami spelling</title>"}),
        Site("www.aligner-eus.hx63.example", {"/": "<title>Basque aligner</title>"}),
    ]
    return [TR.site(pages), Site(TR_API, {**TR_A[1], **TR_B[1]}), *homes]


def cases() -> list[Case]:
    return [
        # The <title> is the bare lexicon name and every entry list, entry page and export
        # format repeats it (no binary file lacks it): Significant String from Title.
        case(
            "wordbank-ket-swadesh",
            "lexicon hub (one-page wordlist with two formats)",
            "Multi-Hop",
            "sig_title",
            LX.url("/lexicon/ket-swadesh"),
            LX_A[1],
            lx_sites,
            others=[LX.url("/lexicon/yugh-fragments")],
        ),
        # Harder: three entry-list pages, eight entries, four formats and a change log.
        case(
            "wordbank-ainu-dialects",
            "lexicon hub (paginated dialect lexicon with four formats)",
            "Multi-Hop",
            "sig_title",
            LX.url("/lexicon/ainu-dialects-hattori"),
            LX_B[1],
            lx_sites,
            others=[
                LX.url("/lexicon/sakhalin-ainu-pilsudski"),
                LX.url("/lexicon/nivkh-basic"),
            ],
        ),
        # The tool's UUID is in every URI of the artifact, across the registry and its API
        # host, and in none of the chrome: the seed's GBIF answer, Significant String from URI.
        case(
            "langswitch-sami-spellchecker",
            "language tool registry (spellchecker record)",
            "Multi-Hop",
            "sig_uri",
            TR.url("/tools/3f9c2a71-5b0e-4c8d-a2e4-91d07b6c5e12"),
            TR_A[2],
            tr_sites,
            others=[TR.url("/tools/0b6e4d12-7c3a-4f11-8e22-5d9a3c1b7f40")],
        ),
        # Harder: a web service with three endpoints and three pages of usage statistics.
        case(
            "langswitch-basque-aligner",
            "language tool registry (web service with usage statistics)",
            "Multi-Hop",
            "sig_uri",
            TR.url("/tools/a81d5e3c-2f47-4b9a-9c06-e3f2b8d41a77"),
            TR_B[2],
            tr_sites,
            others=[
                TR.url("/tools/c2f09a4e-61b8-4d3e-b7a5-08e4d9f1c3b2"),
                TR.url("/tools/e7b3c5d1-9a20-4f6e-8d14-2c6a0b9e5f83"),
            ],
        ),
    ]
