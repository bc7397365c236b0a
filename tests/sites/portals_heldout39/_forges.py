"""heldout39 multi-hop portals whose artifact lives under one path: a Polish code forge, a
Spanish slide-sharing site, German data-story subdomains, a Chinese code forge with a raw
host, and a Korean data-competition portal with an external storage host.

The seed's Path-Based class (BitBucket, GitLab, SlideShare, Silk's project subdomains):
every artifact URI contains the entry URI.  Its Path-Based with Externals class (GitHub,
Kaggle): the same, plus the files the portal serves from another domain.
"""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case

from ._kit import Chrome, blob, doc, enc, image, ul

# --- Polish code forge (Gitea-style) ------------------------------------------------------

FORGE = Chrome(
    "kod.wolnezrodla.hx39.example",
    "Wolne Źródła",
    "pl",
    [("/explore/repos", "Przeglądaj"), ("/explore/organizations", "Organizacje"),
     ("/pomoc", "Pomoc")],
    [("/api/swagger", "API"), ("/regulamin", "Regulamin"), ("/licencje", "Licencje")],
    title_format="{title} - {name}",
)  # fmt: skip
R1, R2 = "/zespol-gis/rastrownik", "/lab-akustyki/spektrogramy"


def _repo_paths(repo: str, issues: int, releases: list[str], issue_pages: int) -> list[str]:
    out = [
        "/src/branch/main",
        "/src/branch/main/README.md",
        "/issues",
        "/pulls",
        "/commits/branch/main",
        "/commit/9f1c2ab",
        "/releases",
        "/wiki",
        "/archive/main.zip",
    ]
    out += [f"/issues/{i}" for i in range(1, issues + 1)]
    out += [f"/issues?page={p}" for p in range(2, issue_pages + 1)]
    for tag in releases:
        out += [
            f"/releases/tag/{tag}",
            f"/releases/download/{tag}/{enc('instrukcja-użytkownika')}.pdf",
        ]
    return [repo + p for p in out]


def _fpage(repo: str, title: str, body: str) -> str:
    tabs = ul(
        [(repo, "Kod"), (repo + "/issues", "Zgłoszenia"), (repo + "/pulls", "Pull requesty"),
         (repo + "/releases", "Wydania"), (repo + "/wiki", "Wiki")],
        "tabs",
    )  # fmt: skip
    owner = repo.split("/")[1]
    head = f'<h1><a href="/{owner}">{owner}</a> / <a href="{repo}">{repo.split("/")[2]}</a></h1>'
    return FORGE.page(f"{title}", head + tabs + body)


def forge_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for repo, issues, rel, ipages in ((R1, 2, ["v0.3.0"], 1), (R2, 5, ["v1.0", "v1.1"], 2)):
        paths = _repo_paths(repo, issues, rel, ipages)
        links = [(p, p[len(repo) :] or "/") for p in paths]
        pages[repo] = _fpage(
            repo,
            repo[1:],
            "<p>Narzędzie do przetwarzania danych.</p>"
            + ul(links)
            + f"<p>Klonuj: <code>http://kod.wolnezrodla.hx39.example{repo}.git</code></p>"
            '<p><a href="/explore/repos?topic=gis">#gis</a> <a href="/lab-akustyki">Organizacja</a>'
            "</p>",
        )
        for p in paths:
            if p.endswith(".zip"):
                pages[p] = blob("PK", "application/zip")
            elif p.endswith(".pdf"):
                pages[p] = doc(repo, [p])
            else:
                pages[p] = _fpage(repo, p[1:], f'<p>{p}</p><a href="{repo}">↩</a>')
    return FORGE.sites(pages)  # type: ignore[arg-type]


# --- Spanish slide-sharing portal --------------------------------------------------------

SLIDES = Chrome(
    "www.compartediapos.hx39.example",
    "CompartiDiapos",
    "es",
    [("/explorar", "Explorar"), ("/categorias/ciencia", "Ciencia"), ("/subir", "Subir")],
    [("/acerca", "Acerca de"), ("/privacidad", "Privacidad"), ("/ayuda", "Ayuda")],
)  # fmt: skip
S1 = "/mgarcia/modelos-climaticos-regionales"
S2 = "/grupo-biomar/" + enc("ecología-de-praderas-de-posidonia")


def _slide_paths(deck: str, n: int, notes: bool) -> list[str]:
    out = [f"{deck}/{i}" for i in range(1, n + 1)] + [f"{deck}/descargar", f"{deck}/transcripcion"]
    if notes:
        out += [f"{deck}/notas", f"{deck}/embed", f"{deck}/descargar/presentacion.pdf"]
    return out


def slides_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for deck, title, n, notes in (
        (S1, "Modelos climáticos regionales para la Meseta", 4, False),
        (S2, "Ecología de praderas de Posidonia en Baleares", 12, True),
    ):
        paths = _slide_paths(deck, n, notes)
        user = deck.split("/")[1]
        main = (
            f'<h1>{title}</h1><p>Por <a href="/{user}">{user}</a></p>'
            + ul([(p, p.rsplit("/", 1)[1]) for p in paths])
            + "<h3>Presentaciones relacionadas</h3>"
            + ul([("/jlopez/clima-urbano-madrid", "Clima urbano en Madrid")])
        )
        pages[deck] = SLIDES.page(title, main, share=SLIDES.url(deck))
        for p in paths:
            if p.endswith(".pdf"):
                pages[p] = doc(title, ["diapositivas"])
            else:
                nav = f'<a href="{deck}">{title}</a>'
                pages[p] = SLIDES.page(f"{title} ({p.rsplit('/', 1)[1]})", f"<h1>{nav}</h1>"
                                       f'<img src="/img/{user}/slide.png" alt="">')  # fmt: skip
        pages[f"/img/{user}/slide.png"] = image((10, 60, 120))
        if notes:
            pages[f"{deck}/descargar"] = SLIDES.page(
                title, f'<a href="{deck}/descargar/presentacion.pdf">PDF</a>'
            )
    return SLIDES.sites(pages)  # type: ignore[arg-type]


# --- German data-story subdomains (Silk-style) ------------------------------------------

PLATFORM = Chrome(
    "www.datenbuehne.hx39.example",
    "Datenbühne",
    "de",
    [("/entdecken", "Entdecken"), ("/preise", "Preise")],
    [("/impressum", "Impressum"), ("/datenschutz", "Datenschutz")],
)  # fmt: skip
STORY1 = "hochwasser2021.datenbuehne.hx39.example"
STORY2 = "feinstaub-atlas.datenbuehne.hx39.example"
STORY_PAGES = {
    STORY1: ["/", "/karte", "/tabelle", "/ueber", "/daten/pegelstaende.csv"],
    STORY2: ["/", "/karte", "/tabelle", "/tabelle?seite=2", "/tabelle?seite=3", "/ueber",
             "/bundesland/bayern", "/bundesland/sachsen", "/daten/messstellen.csv",
             "/daten/" + enc("jahresmittel_2023_µg.json")],
}  # fmt: skip


def _story_page(host: str, title: str, here: str) -> str:
    links = [p for p in STORY_PAGES[host] if p != here and "?" not in p and "/daten/" not in p]
    nav = ul([(p, p.strip("/") or "Übersicht") for p in links])
    more = ""
    if here == "/tabelle" or here.startswith("/tabelle?"):
        more = ul(
            [(p, p) for p in STORY_PAGES[host] if p.startswith("/tabelle?") or "/daten/" in p]
        )
    if here == "/":
        more = ul([(p, p) for p in STORY_PAGES[host] if "/daten/" in p or "/bundesland/" in p])
    return f"""<!DOCTYPE html><html lang="de"><head><meta charset="utf-8">
<title>{title}</title><script async src="http://metrics.datenbuehne.hx39.example/t.js"></script>
</head><body><nav>{nav}</nav><main><h1>{title}</h1>{more}</main>
<footer>Erstellt mit <a href="http://www.datenbuehne.hx39.example/">Datenbühne</a> ·
<a href="http://www.datenbuehne.hx39.example/login">Anmelden</a></footer></body></html>"""


def story_sites() -> list[Site]:
    sites = PLATFORM.sites(
        {
            "/entdecken": PLATFORM.page(
                "Entdecken",
                ul(
                    [
                        (f"http://{STORY1}/", "Hochwasser 2021"),
                        (f"http://{STORY2}/", "Feinstaub-Atlas"),
                    ]
                ),
            )
        }
    )
    for host, title in (
        (STORY1, "Hochwasser 2021 im Ahrtal"),
        (STORY2, "Feinstaub-Atlas Deutschland"),
    ):
        s = Site(host)
        for p in STORY_PAGES[host]:
            if p.endswith(".csv"):
                s.add(p, blob("datum;wert\n2021-07-14;7.0\n", "text/csv"))
            elif p.endswith(".json"):
                s.add(p, blob('{"mittel": 11.2}', "application/json"))
            else:
                s.add(p, _story_page(host, title, p))
        sites.append(s)
    return sites  # fmt: skip


# --- Chinese code forge with a raw-content host (GitHub/Gitee-style) --------------------

ZF = Chrome(
    "code.kaiyuanhui.hx39.example",
    "开源汇",
    "zh",
    [("/explore", "探索"), ("/enterprises", "企业版"), ("/education", "高校版")],
    [("/about", "关于我们"), ("/terms", "服务条款"), ("/help", "帮助中心")],
    title_format="{title} · {name}",
)  # fmt: skip
RAW = "http://raw.kyhusercontent.hx39.example"
DL = "http://dl.kyhassets.hx39.example"
Z1, Z2 = "/lab-hydro/shuiwen-moxing", "/pku-nlp/gudai-hanyu-fenci"


def _zpaths(repo: str, big: bool) -> tuple[list[str], list[str]]:
    own = ["/tree/master", "/blob/master/README.md", "/issues", "/commits/master", "/wiki"]
    ext = [f"{RAW}{repo}/master/README.md"]
    if big:
        own += ["/issues/7", "/issues/8", "/issues?page=2", "/releases", "/releases/tag/v2.1",
                "/blob/master/" + enc("语料说明.md"), "/contributors"]  # fmt: skip
        ext += [f"{RAW}{repo}/master/" + enc("语料说明.md"), f"{DL}{repo}/v2.1/fenci-2.1.tar.gz",
                f"{DL}{repo}/v2.1/model.bin"]  # fmt: skip
    return [repo + p for p in own], ext


def zforge_sites() -> list[Site]:
    pages: dict[str, object] = {}
    raw: dict[str, object] = {"/": "<!doctype html><title>raw</title>"}
    dl: dict[str, object] = {"/": "<!doctype html><title>assets</title>"}
    for repo, big, desc in ((Z1, False, "水文模型"), (Z2, True, "古代汉语分词工具")):
        own, ext = _zpaths(repo, big)
        body = (
            f'<h1><a href="/{repo.split("/")[1]}">{repo.split("/")[1]}</a>/{repo.split("/")[2]}</h1>'
            f"<p>{desc}</p>"
            + ul([(p, p[len(repo) :]) for p in own if "releases" not in p and "issues/" not in p
                  and "blob/master/%" not in p and "?page" not in p])
            + ul([(e, "原始文件") for e in ext if e.startswith(RAW)])
            + '<p><a href="/explore?lang=python">Python</a> <a href="/pku-nlp/gujin-cidian">相关项目</a></p>'
        )  # fmt: skip
        pages[repo] = ZF.page(repo[1:], body, share=ZF.url(repo))
        for p in own:
            sub = ""
            if p.endswith("/issues"):
                sub = ul([(q, q) for q in own if "issues/" in q or "issues?" in q])
            if p.endswith("/tree/master"):
                sub = ul([(q, q) for q in own if "/blob/" in q or q.endswith("/releases")])
            if p.endswith("/releases"):
                sub = ul([(q, q) for q in own if "/releases/tag/" in q])
            if p.endswith("/releases/tag/v2.1"):
                sub = ul([(e, e) for e in ext if e.startswith(DL)])
            if "/blob/" in p:
                sub = ul(
                    [
                        (e, "Raw")
                        for e in ext
                        if e.startswith(RAW) and e.endswith(p.rsplit("/", 1)[1])
                    ]
                )
            pages[p] = ZF.page(p[1:], f'<h1><a href="{repo}">{repo[1:]}</a></h1>{sub}')
        for e in ext:
            if e.startswith(RAW):
                raw[e[len(RAW) :]] = blob("# README\n", "text/plain; charset=utf-8")
            else:
                dl[e[len(DL) :]] = blob("\x1f\x8b", "application/octet-stream")
    sites = ZF.sites(pages)  # type: ignore[arg-type]
    sites.append(Site("raw.kyhusercontent.hx39.example", raw))  # type: ignore[arg-type]
    sites.append(Site("dl.kyhassets.hx39.example", dl))  # type: ignore[arg-type]
    return sites


# --- Korean data-competition portal (Kaggle-style) ---------------------------------------

KG = Chrome(
    "www.deiteomadang.hx39.example",
    "데이터마당",
    "ko",
    [("/competitions", "경진대회"), ("/datasets", "데이터셋"), ("/code", "코드"),
     ("/learn", "배우기")],
    [("/terms", "약관"), ("/privacy", "개인정보"), ("/contact", "문의")],
)  # fmt: skip
STORE = "http://storage.dmstorage.hx39.example"
K1, K2 = "/datasets/kimminsu/seoul-ozone-2023", "/competitions/jeju-power-forecast-2025"


def _kpaths(ent: str, big: bool) -> tuple[list[str], list[str]]:
    own = ["/data", "/code", "/discussion", "/discussion/1203"]
    ext = [f"{STORE}{ent}/{enc('서울_오존_2023')}.csv"]
    if big:
        own = ["/overview", "/data", "/code", "/leaderboard", "/rules", "/discussion",
               "/discussion?page=2", "/discussion/5511", "/discussion/5620", "/code/baseline-lgbm"]  # fmt: skip
        ext = [f"{STORE}{ent}/train.csv", f"{STORE}{ent}/test.csv",
               f"{STORE}{ent}/sample_submission.csv", f"{STORE}{ent}/baseline.ipynb"]  # fmt: skip
    return [ent + p for p in own], ext


def kg_sites() -> list[Site]:
    pages: dict[str, object] = {}
    store: dict[str, object] = {"/": "<!doctype html><title>storage</title>"}
    for ent, big, t in (
        (K1, False, "서울시 오존 농도 2023"),
        (K2, True, "제주 전력 수요 예측 경진대회"),
    ):
        own, ext = _kpaths(ent, big)
        top = [p for p in own if "discussion/" not in p and "?" not in p and "code/" not in p]
        pages[ent] = KG.page(t, f"<h1>{t}</h1>" + ul([(p, p.rsplit("/", 1)[1]) for p in top])
                             + '<p><a href="/datasets?tag=air">#대기질</a></p>', share=KG.url(ent))  # fmt: skip
        for p in own:
            sub = ""
            if p.endswith("/data"):
                sub = ul([(e, e.rsplit("/", 1)[1]) for e in ext if not e.endswith(".ipynb")])
            if p.endswith("/discussion") or p.endswith("discussion?page=2"):
                sub = ul([(q, q) for q in own if "discussion/" in q or "?page" in q])
            if p.endswith("/code"):
                sub = ul([(q, q) for q in own if "/code/" in q])
            if p.endswith("/code/baseline-lgbm"):
                sub = ul([(e, "노트북 다운로드") for e in ext if e.endswith(".ipynb")])
            pages[p] = KG.page(
                f"{t} {p.rsplit('/', 1)[1]}", f'<h1><a href="{ent}">{t}</a></h1>{sub}'
            )
        for e in ext:
            store[e[len(STORE) :]] = blob("a,b\n1,2\n", "text/csv")
    sites = KG.sites(pages)  # type: ignore[arg-type]
    sites.append(Site("storage.dmstorage.hx39.example", store))  # type: ignore[arg-type]
    return sites


def _t(chrome: Chrome, entry: str, paths: list[str], ext: list[str] = ()) -> frozenset[str]:  # type: ignore[assignment]
    return frozenset([chrome.url(entry), *map(chrome.url, paths), *ext])


def cases() -> list[Case]:
    mh = "Multi-Hop"
    return [
        # A forge repository is the seed's BitBucket/GitLab shape: Path-Based; every page
        # of the project (code, issues, releases, their attachments) is under the repo path.
        Case("wolne-rastrownik", "code forge (Polish Gitea-style repository)", mh, "path_based",
             FORGE.url(R1), _t(FORGE, R1, _repo_paths(R1, 2, ["v0.3.0"], 1)), forge_sites),
        Case("wolne-spektrogramy", "code forge (Polish repo, 2 releases, issue pages)", mh,
             "path_based", FORGE.url(R2), _t(FORGE, R2, _repo_paths(R2, 5, ["v1.0", "v1.1"], 2)),
             forge_sites),
        # A slide deck is SlideShare's shape: Path-Based (slides, transcript, download).
        Case("diapos-clima", "slide sharing (Spanish slide deck)", mh, "path_based",
             SLIDES.url(S1), _t(SLIDES, S1, _slide_paths(S1, 4, False)), slides_sites),
        Case("diapos-posidonia", "slide sharing (Spanish 12-slide deck, accented path)", mh,
             "path_based", SLIDES.url(S2), _t(SLIDES, S2, _slide_paths(S2, 12, True)), slides_sites),
        # A data story on its own subdomain is Silk's shape: the whole subdomain (path "/")
        # is the artifact, Path-Based without externals.
        Case("buehne-hochwasser", "data story subdomain (German Silk-style story)", mh,
             "path_based", f"http://{STORY1}/",
             frozenset(f"http://{STORY1}{p}" for p in STORY_PAGES[STORY1]), story_sites),
        Case("buehne-feinstaub", "data story subdomain (German story, paged table, states)", mh,
             "path_based", f"http://{STORY2}/",
             frozenset(f"http://{STORY2}{p}" for p in STORY_PAGES[STORY2]), story_sites),
        # A repository whose raw files live on another domain is GitHub's shape:
        # Path-Based with Externals.
        Case("kyh-shuiwen", "code forge with raw host (Chinese hydrology model repo)", mh,
             "path_based_externals", ZF.url(Z1), _t(ZF, Z1, *_zpaths(Z1, False)), zforge_sites),
        Case("kyh-fenci", "code forge with raw host (Chinese repo, releases on asset host)", mh,
             "path_based_externals", ZF.url(Z2), _t(ZF, Z2, *_zpaths(Z2, True)), zforge_sites),
        # A competition dataset with files on a storage domain is Kaggle's shape:
        # Path-Based with Externals.
        Case("madang-ozone", "data competition portal (Korean dataset page)", mh,
             "path_based_externals", KG.url(K1), _t(KG, K1, *_kpaths(K1, False)), kg_sites),
        Case("madang-jeju-power", "data competition portal (Korean competition, 4 files)", mh,
             "path_based_externals", KG.url(K2), _t(KG, K2, *_kpaths(K2, True)), kg_sites),
    ]  # fmt: skip
