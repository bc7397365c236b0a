"""Multi-Hop projects whose artifact reaches beyond the portal's domain (Path-Based with
Externals, the seed's GitHub and Kaggle rows): a GitHub project whose raw files, archives
and documentation site live on other domains, and a Hugging Face dataset repository whose
converted data is served by a separate datasets-server domain.
"""

from __future__ import annotations

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal, case, data
from sites.portals_heldout111._kit import a, json_doc, lis, txt, zipfile_bytes
from sites.portals_heldout111.paths import Page, project_pages, project_truth

# --- GitHub: a Wiktionary translation-table extractor -------------------------------------

GH = Portal(
    host="github.octohub.hx111.example",
    name="GitHub",
    menu=[
        ("/features", "Product"),
        ("/solutions", "Solutions"),
        ("/explore", "Explore"),
        ("/pricing", "Pricing"),
    ],
    footer=[
        ("/site/terms", "Terms"),
        ("/site/privacy", "Privacy"),
        ("/security", "Security"),
        ("/contact", "Contact"),
    ],
    title_format="{title} · GitHub",
)
GH_P = "/unicode-linguist/wikt-translations"
RAW = "http://raw.octohub-usercontent.hx111.example"
CODELOAD = "http://codeload.octohub-usercontent.hx111.example"
PAGES = "http://unicode-linguist.octohub-pages.hx111.example"
GH_SHA = "7d865e959b2466918c9863afca942d0fb89d7c9a"
GH_TABS = [
    ("", "Code"),
    ("/issues", "Issues"),
    ("/pulls", "Pull requests"),
    ("/releases", "Releases"),
]
GH_SRC = ["README.md", "src/wikt_translations/extract.py", "src/wikt_translations/normalize.py"]


def _gh_sites():
    p = GH_P
    pages: list[Page] = [
        (
            "",
            "unicode-linguist/wikt-translations: Extract translation tables from Wiktionary dumps",
            lis(
                [
                    a(p + "/tree/main/src/wikt_translations", "src/wikt_translations"),
                    a(p + "/blob/main/README.md", "README.md"),
                ]
            )
            + f"<p>{a(CODELOAD + p + '/zip/refs/heads/main', 'Download ZIP')} · "
            f"{a(p + '/commits/main', 'commits')}</p><article class='markdown-body'>"
            "<h1>wikt-translations</h1><p>Turns the {{t+|…}} translation tables of English "
            "Wiktionary into JSON lines, one sense per line, with gloss and target script.</p>"
            f"<p>Documentation: {a(PAGES + '/wikt-translations/', 'unicode-linguist.octohub-pages…/wikt-translations')}</p>"
            "</article>",
        ),
        (
            "/tree/main/src/wikt_translations",
            "wikt-translations/src/wikt_translations at main",
            lis([a(p + "/blob/main/" + f, f.rsplit("/", 1)[-1]) for f in GH_SRC[1:]]),
        ),
        (
            "/commits/main",
            "Commits · unicode-linguist/wikt-translations",
            lis([a(f"{p}/commit/{GH_SHA}", GH_SHA[:7])]),
        ),
        (f"/commit/{GH_SHA}", "Handle nested qualifiers", "<pre>@@ -10,6 +10,9 @@</pre>"),
        (
            "/issues",
            "Issues · unicode-linguist/wikt-translations",
            lis([a(p + "/issues/31", "Serbo-Croatian entries lose Cyrillic variants")]),
        ),
        (
            "/issues/31",
            "Serbo-Croatian entries lose Cyrillic variants · Issue #31",
            f"<p>Reported by {a('/jelena-m', 'jelena-m')}; fixed by {a(p + '/pull/33', '#33')}</p>",
        ),
        ("/pulls", "Pull requests", lis([a(p + "/pull/33", "Keep both scripts for sh")])),
        ("/pull/33", "Keep both scripts for sh · Pull Request #33", "<p>Merged.</p>"),
        (
            "/releases",
            "Releases · unicode-linguist/wikt-translations",
            f"<h2>{a(p + '/releases/tag/v0.9.0', 'v0.9.0')}</h2>"
            f"{a(p + '/releases/download/v0.9.0/translations-en-2026-01.jsonl.gz', 'translations-en-2026-01.jsonl.gz')} "
            f"{a(CODELOAD + p + '/zip/refs/tags/v0.9.0', 'Source code (zip)')}",
        ),
        ("/releases/tag/v0.9.0", "Release v0.9.0", "<p>January 2026 dump.</p>"),
    ]
    pages += [
        (
            "/blob/main/" + f,
            f"wikt-translations/{f} at main",
            f"{a(RAW + p + '/main/' + f, 'Raw')} <pre>…</pre>",
        )
        for f in GH_SRC
    ]
    files = {
        "/releases/download/v0.9.0/translations-en-2026-01.jsonl.gz": data(
            b"\x1f\x8b\x08\x00" + b"\x00" * 16, "application/gzip"
        )
    }
    site_pages = project_pages(GH, p, GH_TABS, pages, files)
    site_pages["/unicode-linguist"] = GH.page("unicode-linguist", "<h1>unicode-linguist</h1>")
    externals = {RAW + p + "/main/" + f: txt(f"# {f}\n") for f in GH_SRC}
    externals[CODELOAD + p + "/zip/refs/heads/main"] = zipfile_bytes()
    externals[CODELOAD + p + "/zip/refs/tags/v0.9.0"] = zipfile_bytes()
    externals[PAGES + "/wikt-translations/"] = (
        "<!DOCTYPE html><html><head><title>wikt-translations documentation</title></head><body>"
        "<h1>wikt-translations</h1><p>Usage: <code>wikt-translations dump.xml.bz2</code></p>"
        f"<p>{a('http://github.octohub.hx111.example' + p, 'Source on GitHub')}</p></body></html>"
    )
    by_host: dict[str, Site] = {}
    for url, value in externals.items():
        host, path = url[len("http://") :].split("/", 1)
        by_host.setdefault(host, Site(host)).add("/" + path, value)  # type: ignore[arg-type]
    return [GH.site(site_pages), *by_host.values()], pages, files, list(externals)  # type: ignore[arg-type]


# --- Hugging Face: a Yoruba–English proverb parallel dataset -------------------------------

HF = Portal(
    host="hub.hfdatasets.hx111.example",
    name="Hugging Face",
    menu=[
        ("/models", "Models"),
        ("/datasets", "Datasets"),
        ("/spaces", "Spaces"),
        ("/docs", "Docs"),
        ("/pricing", "Pricing"),
    ],
    footer=[("/terms-of-service", "TOS"), ("/privacy", "Privacy"), ("/docs", "Docs")],
    title_format="{title} · Datasets at {name}",
)
HF_P = "/datasets/afrilang-mt/yoruba-english-proverbs"
DSS = "http://datasets-server.hfdatasets-api.hx111.example"
HF_DSQ = "dataset=afrilang-mt/yoruba-english-proverbs"
PAPER = "http://preprints.arxivmock.hx111.example/abs/2601.04412"
HF_SHA = "b41c2e7f90d3a1c5e8f2b7d4a6c9e1f3b5d7a9c0"


def _hf_sites():
    p = HF_P
    data_files = ["data/train.jsonl", "data/validation.jsonl", "data/test.jsonl"]
    pages: list[Page] = [
        (
            "",
            "afrilang-mt/yoruba-english-proverbs",
            "<article class='dataset-card'><h1>Yoruba–English proverbs</h1><p>3,140 Yoruba "
            "proverbs with literal and idiomatic English translations, for evaluating MT on "
            f"figurative language. Paper: {a(PAPER, 'arXiv:2601.04412')}.</p></article>"
            + lis(
                [
                    a(p + "/viewer/default/train", "Dataset Viewer"),
                    a(p + "/tree/main", "Files and versions"),
                    a(p + "/discussions", "Community"),
                ]
            ),
        ),
        (
            "/tree/main",
            "afrilang-mt/yoruba-english-proverbs at main",
            lis(
                [
                    a(p + "/tree/main/data", "data"),
                    a(p + "/blob/main/README.md", "README.md"),
                    a(p + "/commits/main", "History: 6 commits"),
                ]
            ),
        ),
        (
            "/tree/main/data",
            "afrilang-mt/yoruba-english-proverbs at main",
            lis([a(p + "/blob/main/" + f, f.split("/")[1]) for f in data_files]),
        ),
        ("/commits/main", "Commit History", lis([a(f"{p}/commit/{HF_SHA}", HF_SHA[:7])])),
        (f"/commit/{HF_SHA}", "Add validation split", "<pre>data/validation.jsonl</pre>"),
        (
            "/discussions",
            "Discussions",
            lis([a(p + "/discussions/2", "#2 Tone marks in train split")]),
        ),
        ("/discussions/2", "Tone marks in train split · Discussion #2", "<p>Fixed in v1.1.</p>"),
        (
            "/viewer/default/train",
            "Dataset viewer",
            f"<p>Split train (2,512 rows). {a(DSS + '/parquet?' + HF_DSQ, 'Parquet files')} · "
            f"{a(DSS + '/rows?' + HF_DSQ + '&config=default&split=train&offset=0&length=100', 'API')}</p>",
        ),
    ]
    pages += [
        ("/blob/main/" + f, f, f"{a(p + '/resolve/main/' + f, 'download')}<pre>…</pre>")
        for f in ["README.md", *data_files]
    ]
    files: dict[str, Response] = {
        "/resolve/main/" + f: txt('{"yo": "…", "en": "…"}\n', "application/json")
        for f in data_files
    }
    files["/resolve/main/README.md"] = txt("---\nlicense: cc-by-4.0\n---\n", "text/markdown")
    site_pages = project_pages(HF, p, [("", "Dataset card"), ("/tree/main", "Files")], pages, files)
    site_pages["/afrilang-mt"] = HF.page("afrilang-mt", "<h1>afrilang-mt</h1>")
    dss = Site(DSS[len("http://") :])
    dss.add("/parquet?" + HF_DSQ, json_doc('{"parquet_files": []}'))
    dss.add(
        "/rows?" + HF_DSQ + "&config=default&split=train&offset=0&length=100",
        json_doc('{"rows": []}'),
    )
    arx = Site(PAPER[len("http://") :].split("/", 1)[0])
    arx.add(
        "/abs/2601.04412",
        "<!DOCTYPE html><html><head><title>[2601.04412] Proverbs as a test "
        "of figurative MT</title></head><body><h1>Proverbs as a test of figurative MT</h1></body></html>",
    )
    externals = [
        DSS + "/parquet?" + HF_DSQ,
        DSS + "/rows?" + HF_DSQ + "&config=default&split=train&offset=0&length=100",
    ]
    return [HF.site(site_pages), dss, arx], pages, files, externals  # type: ignore[arg-type]


_gh = _gh_sites()
_hf = _hf_sites()

CASES: list[Case] = [
    # A GitHub project: the seed's GitHub row → Path-Based with Externals.  Truth: the pages
    # under the repository URI plus what they link on other domains: raw files
    # (raw.…-usercontent), the codeload archives and the project's documentation site.
    case(
        "github-wikt-translations",
        "GitHub (software project)",
        "multi_hop",
        "path_based_externals",
        GH.url(GH_P),
        project_truth(GH, GH_P, _gh[1], _gh[2]) + _gh[3],
        lambda: _gh_sites()[0],
    ),
    # A Hugging Face dataset repository: like the seed's GitHub and Kaggle rows (a dataset
    # with code and discussion, Path-Based with Externals): the repo pages and resolved files
    # are under the dataset URI, and its converted Parquet listing and rows API live on the
    # datasets-server domain.  Truth: those; the arXiv paper is another artifact (`others`).
    case(
        "huggingface-yoruba-proverbs",
        "Hugging Face Hub (parallel-corpus dataset repository)",
        "multi_hop",
        "path_based_externals",
        HF.url(HF_P),
        project_truth(HF, HF_P, _hf[1], _hf[2]) + _hf[3],
        lambda: _hf_sites()[0],
        others=[PAPER],
    ),
]
