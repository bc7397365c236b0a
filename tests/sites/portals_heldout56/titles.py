"""heldout56 portals whose artifact is held together by its title: a statistical table
publication whose every edition page and data file repeats the table title (significant
string from title) and a data archive deposit whose spreadsheets do not (significant string
from title plus one hop with ignored URIs, the seed's Dryad shape)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from keepnet.testweb.site import Response, Site

from ._kit import Case, Chrome, binary, csv, esc, jsonr, textr, ul, xmlr

# -- statistical table publication -----------------------------------------------------------

NUM = Chrome(
    host="tables.numbrella.hx56.example",
    name="Numbrella Statistical Service",
    menu=(
        ("/statistics/themes", "Themes"),
        ("/statistics/tables", "All tables"),
        ("/calendar", "Release calendar"),
        ("/methods", "Methods"),
    ),
    footer=(
        ("/about/accessibility", "Accessibility"),
        ("/help/cookies", "Cookies"),
        ("/about/privacy", "Privacy"),
        ("/about/open-data", "Open data licence"),
    ),
    account=(),
    title_format="{title}",  # the table title alone: this service puts no site name in <title>
    home_title="Numbrella Statistical Service",
    languages=(("/fr/", "Français"),),
)


@dataclass(frozen=True)
class Table:
    code: str
    title: str
    short: str
    theme: tuple[str, str]
    unit: str
    editions: tuple[tuple[int, str, str], ...]  # (edition id, label, status)
    per_page: int = 10


TABLES = (
    Table(
        "HFCE-R07",
        "Household final consumption expenditure by region and purpose",
        "Household spending by region",
        ("/statistics/themes/household-finance", "Household finance"),
        "million, current prices",
        ((88211, "2024 edition", "final"), (81502, "2023 edition", "final")),
    ),
    Table(
        "LAREV-S02",
        "Local authority revenue expenditure and financing by service",
        "Council spending by service",
        ("/statistics/themes/public-sector-finance", "Public sector finance"),
        "thousand",
        (
            (90317, "2024-25 budget", "provisional"),
            (89044, "2023-24 outturn", "revised"),
            (85120, "2023-24 budget", "final"),
            (80066, "2022-23 outturn", "final"),
            (76210, "2021-22 outturn", "final"),
        ),
        per_page=2,
    ),
)


def _table(t: Table) -> str:
    return f"/statistics/tables/{t.code}"


def _edition(eid: int) -> str:
    return f"/statistics/editions/{eid}"


def _csv(t: Table, eid: int) -> str:
    return f"/files/{eid}/{t.code.lower()}.csv"


def _jsonstat(eid: int) -> str:
    return f"/api/v2/editions/{eid}/jsonstat"


def _editions_index(t: Table, page: int) -> str:
    return f"/statistics/editions?table={t.code}" + (f"&page={page}" if page > 1 else "")


def _num_pages(t: Table) -> dict[str, str | Response]:
    pages: dict[str, str | Response] = {}
    cur = t.editions[0]
    chunks = [t.editions[i : i + t.per_page] for i in range(0, len(t.editions), t.per_page)]
    crumbs = (("/", "Home"), ("/statistics/themes", "Themes"), t.theme)
    pages[_table(t)] = NUM.page(
        t.title,
        f'<p class="kicker">Statistical table {t.code}</p><h1>{esc(t.title)}</h1>'
        f"<p>Unit: {esc(t.unit)}. Latest: {esc(cur[1])} ({cur[2]}).</p>"
        f'<p><a class="btn" href="{_edition(cur[0])}">View the {esc(cur[1])}</a> '
        f'<a href="{_csv(t, cur[0])}">Download CSV</a></p>'
        f'<p><a href="{_editions_index(t, 1)}">All editions of this table</a> · '
        f'<a href="/statistics/tables/{t.code}/notes">Notes and definitions</a></p>'
        '<p>How these figures are produced: <a href="/methods/national-accounts-regional">Regional accounts methods</a></p>',
        crumbs=crumbs,
        aside="<h2>Other tables on this theme</h2>"
        + ul([(_table(o), o.short) for o in TABLES if o != t]),
        share=NUM.url(_table(t)),
    )
    pages[f"/statistics/tables/{t.code}/notes"] = NUM.page(
        f"Notes: {t.title}",
        f"<h1>Notes and definitions</h1><p>Table: {esc(t.title)}.</p><p>Figures are rounded.</p>",
        crumbs=crumbs,
    )
    for k, chunk in enumerate(chunks, 1):
        nav = (
            " ".join(
                f'<a href="{_editions_index(t, m)}">{m}</a>' for m in range(1, len(chunks) + 1)
            )
            if len(chunks) > 1
            else ""
        )
        pages[_editions_index(t, k)] = NUM.page(
            f"Editions: {t.title}",
            f"<h1>Editions of {esc(t.title)}</h1>"
            + ul([(_edition(e), f"{lab} ({st})") for e, lab, st in chunk])
            + nav,
            crumbs=crumbs,
        )
    for eid, label, status in t.editions:
        pages[_edition(eid)] = NUM.page(
            f"{t.title}: {label}",
            f"<h1>{esc(t.title)}</h1><h2>{esc(label)}</h2><p>Status: {status}.</p>"
            + ul(
                [
                    (_csv(t, eid), "CSV"),
                    (_jsonstat(eid), "JSON-stat (API)"),
                    (f"{_edition(eid)}/revisions", "Revisions to this edition"),
                ]
            )
            + f'<p>Back to <a href="{_table(t)}">the table</a></p>',
            crumbs=crumbs,
        )
        pages[f"{_edition(eid)}/revisions"] = NUM.page(
            f"Revisions: {t.title}, {label}",
            f"<h1>Revisions</h1><p>{esc(t.title)}, {esc(label)}: no revisions since publication.</p>",
            crumbs=crumbs,
        )
        pages[_csv(t, eid)] = csv(
            [
                f'"{t.title}"',
                f'"{label} ({status}); unit: {t.unit}"',
                "area,purpose,value",
                "R01,Food,12034",
            ]
        )
        pages[_jsonstat(eid)] = jsonr(
            {
                "version": "2.0",
                "class": "dataset",
                "label": t.title,
                "note": [label],
                "id": ["area"],
            }
        )
    return pages


def _num_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for t in TABLES:
        pages.update(_num_pages(t))
        pages[t.theme[0]] = NUM.page(
            t.theme[1], f"<h1>{esc(t.theme[1])}</h1>" + ul([(_table(t), f"{t.code}: {t.short}")])
        )
    pages["/methods/national-accounts-regional"] = NUM.page(
        "Regional accounts methods",
        "<h1>Regional accounts methods</h1><p>Sources and methods for regional estimates.</p>",
    )
    pages["/statistics/themes"] = NUM.page(
        "Themes", "<h1>Themes</h1>" + ul([t.theme for t in TABLES])
    )
    pages["/statistics/tables"] = NUM.page(
        "All tables",
        "<h1>All tables</h1>" + ul([(_table(t), f"{t.code}: {t.short}") for t in TABLES]),
    )
    return [NUM.site(pages)]


# -- data archive deposit (Dryad-like) -------------------------------------------------------

DEP = Chrome(
    host="archive.depositum.hx56.example",
    name="Depositum Social Data Archive",
    menu=(
        ("/discover", "Browse"),
        ("/pages/deposit", "Deposit data"),
        ("/pages/about", "About"),
        ("/pages/faq", "FAQ"),
    ),
    footer=(
        ("/pages/policies", "Policies"),
        ("/pages/terms", "Terms of service"),
        ("/help/cookies", "Cookies"),
        ("/pages/contact", "Contact"),
    ),
    account=(("/login", "Login"),),
    title_format="{title}",  # a deposit's <title> is its own title, "Data from: ..."
    home_title="Depositum Social Data Archive",
)


@dataclass(frozen=True)
class Deposit:
    doi: str
    handle: str
    title: str
    authors: tuple[str, ...]
    subjects: tuple[str, ...]
    files: tuple[
        tuple[str, tuple[tuple[str, str], ...]], ...
    ]  # file title, bitstreams (name, ctype)


DEPOSITS = (
    Deposit(
        "10.84021/dpm.7k3q2",
        "dpm.7k3q2",
        "Data from: Informal employment and earnings in the 2022 municipal labour survey",
        ("Achterberg, Lotte", "Mensah, Kwabena"),
        ("informal employment", "earnings"),
        (
            (
                "Earnings microdata extract",
                (
                    (
                        "earnings_extract.xlsx",
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                    ),
                ),
            ),
        ),
    ),
    Deposit(
        "10.84021/dpm.2r9ff",
        "dpm.2r9ff",
        "Data from: Administrative register linkage of benefit claims and census households, 2011 and 2021",
        ("Oyelaran, Funmi", "Lindqvist, Erik", "Costa, Inês"),
        ("record linkage", "census", "social security"),
        (
            (
                "Linked household panel",
                (
                    ("linked_panel.zip", "application/zip"),
                    ("linked_panel_codebook.xlsx", "application/vnd.ms-excel"),
                ),
            ),
            ("Linkage quality indicators", (("linkage_quality.xlsx", "application/vnd.ms-excel"),)),
            (
                "Analysis scripts",
                (("scripts.zip", "application/zip"), ("README.txt", "text/plain")),
            ),
        ),
    ),
)


def _dep(d: Deposit) -> str:
    return f"/resource/doi:{d.doi}"


def _bit(d: Deposit, i: int, name: str) -> str:
    return f"/bitstream/handle/10484/{d.handle}.{i}/{name}?sequence=1"


def _dep_pages(d: Deposit) -> dict[str, str | Response]:
    b = _dep(d)
    authors = "; ".join(d.authors)
    subjects = " ".join(
        f'<a href="/discover?subject={s.replace(" ", "+")}">{esc(s)}</a>' for s in d.subjects
    )
    files = ul([(f"{b}/{i}", ft) for i, (ft, _bs) in enumerate(d.files, 1)])
    pages: dict[str, str | Response] = {
        b: DEP.page(
            d.title,
            f'<h1>{esc(d.title)}</h1><p class="authors">{esc(authors)}</p><p>doi:{d.doi}</p>'
            f"<h2>Files in this package</h2>{files}<p>Keywords: {subjects}</p>"
            f'<p><a href="{b}?show=full">Show full item record</a> · <a href="{b}/mets.xml">METS</a></p>'
            '<p>Cite the article: <a href="http://journal.socmethods.test/article/2024-118">Social Methods Review 2024</a></p>',
            share=DEP.url(b),
        ),
        f"{b}?show=full": DEP.page(
            d.title,
            f"<h1>{esc(d.title)}</h1><table><tr><td>dc.title</td><td>{esc(d.title)}</td></tr>"
            f"<tr><td>dc.identifier</td><td>doi:{d.doi}</td></tr></table>"
            f'<p><a href="{b}">Show simple item record</a></p>',
        ),
        f"{b}/mets.xml": xmlr(
            f"<mets><dmdSec><mods><titleInfo><title>{esc(d.title)}</title></titleInfo></mods></dmdSec></mets>"
        ),
    }
    for i, (ft, bitstreams) in enumerate(d.files, 1):
        pages[f"{b}/{i}"] = DEP.page(
            f"{ft} - {d.title}",
            f'<h1>{esc(ft)}</h1><p>This file is part of the data package: <a href="{b}">{esc(d.title)}</a></p>'
            + ul([(_bit(d, i, n), f"Download {n}") for n, _c in bitstreams]),
        )
        for n, c in bitstreams:
            pages[_bit(d, i, n)] = (
                textr(f"{ft}\nSee the codebook for variables.\n")
                if c == "text/plain"
                else binary(n, c)
            )
    return pages


def _dep_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for d in DEPOSITS:
        pages.update(_dep_pages(d))
        for s in d.subjects:
            pages[f"/discover?subject={s.replace(' ', '+')}"] = DEP.page(
                f"Browse: {s}",
                f'<h1>Subject: {esc(s)}</h1><p>Search within this subject.</p><form action="/discover"><input name="q"></form>',
            )
    home = '<h1>Depositum</h1><p>Curated social science data from national statistics and research projects.</p><a href="/discover">Browse</a>'
    return [replace(DEP, home_main=home).site(pages)]


def _dep_truth(d: Deposit) -> frozenset[str]:
    return frozenset(DEP.url(p) for p in _dep_pages(d))


# -- cases -----------------------------------------------------------------------------------

CASES = [
    # The table title is the page <title> as is and every member (edition pages, revisions,
    # notes, editions index, the CSV's title row, the JSON-stat label) repeats it, while
    # editions and files live outside the table's path: Significant String from Title.
    Case(
        "numbrella-household-spending",
        "statistical table publication (table with two editions)",
        "multi-hop",
        "sig_title",
        NUM.url(_table(TABLES[0])),
        frozenset(NUM.url(p) for p in _num_pages(TABLES[0])),
        _num_sites,
        others=frozenset([NUM.url(_table(TABLES[1]))]),
    ),
    # Five editions over three pages of the editions index, each with CSV, API JSON-stat
    # and a revisions page.
    Case(
        "numbrella-council-spending",
        "statistical table publication (five provisional, revised and final editions, paged)",
        "multi-hop",
        "sig_title",
        NUM.url(_table(TABLES[1])),
        frozenset(NUM.url(p) for p in _num_pages(TABLES[1])),
        _num_sites,
        others=frozenset([NUM.url(_table(TABLES[0]))]),
    ),
    # Dryad exactly: "Data from: ..." is in every metadata page but not in the
    # spreadsheets and archives, one hop from the file pages; the archive's menus are
    # ignored URIs (Significant String from Title+ with Ignored URIs).
    Case(
        "depositum-informal-earnings",
        "data archive deposit (one data file)",
        "multi-hop",
        "sig_title_plus_ignored",
        DEP.url(_dep(DEPOSITS[0])),
        _dep_truth(DEPOSITS[0]),
        _dep_sites,
    ),
    # Three file pages, five bitstreams without the title (zip, spreadsheets, a readme):
    # one hop beyond the title-bearing pages (Significant String from Title+ ignored).
    Case(
        "depositum-register-linkage",
        "data archive deposit (three data files, five bitstreams)",
        "multi-hop",
        "sig_title_plus_ignored",
        DEP.url(_dep(DEPOSITS[1])),
        _dep_truth(DEPOSITS[1]),
        _dep_sites,
    ),
]
