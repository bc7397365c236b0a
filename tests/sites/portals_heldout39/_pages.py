"""heldout39 single-page and single-hop portals: a German lab blog, a Russian wiki, a French
national open archive, a Japanese university repository, a Korean lecture-video portal and
a Japanese observatory's bare supplementary-data pages.

Blog posts and encyclopedia articles are the seed's Single Artifact URI class (Single
Page); preprint and repository records and lecture videos are its Single Hop class
(BioRxiv, SSRN, Zenodo, JoVE: Single Page+ with Ignored URIs): the artifact is the landing
page plus the files, exports and versions it links, not the portal's menus.  A page with
no chrome at all (only its files) is Single Hop with plain Single Page+.
"""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case

from ._kit import Chrome, blob, doc, enc, image, ul

# --- German lab blog ------------------------------------------------------------------

BLOG = Chrome(
    "blog.ag-moorkunde.hx39.example",
    "Laborblog der AG Moorkunde",
    "de",
    [("/", "Start"), ("/kategorie/feldarbeit/", "Feldarbeit"), ("/team/", "Team"),
     ("/publikationen/", "Publikationen")],
    [("/impressum/", "Impressum"), ("/datenschutz/", "Datenschutz"), ("/feed/", "RSS")],
    title_format="{title} – {name}",
)  # fmt: skip
POST1 = "/2024/03/bohrkerne-im-winter/"
POST2 = "/2025/01/pollenanalyse-teil-2-ergebnisse/"


def _post(title: str, path: str, body: str, extra: str) -> str:
    comments = (
        '<section id="kommentare"><h2>3 Kommentare</h2><ol><li>Schöne Bilder! '
        f'<a href="{path}?replytocom=41#respond">Antworten</a></li></ol>'
        f'<form action="/wp-comments-post.php" method="post"><textarea></textarea></form></section>'
    )
    main = (
        f'<article><h1>{title}</h1><p class="meta">Veröffentlicht von <a href="/autor/jkrause/">'
        f'Jana Krause</a> in <a href="/kategorie/feldarbeit/">Feldarbeit</a></p>{body}{extra}'
        f'<p>Schlagwörter: <a href="/schlagwort/torf/">Torf</a> <a href="/schlagwort/klima/">'
        f"Klima</a></p></article>{comments}"
    )
    aside = "<h3>Neueste Beiträge</h3>" + ul([(POST1, "Bohrkerne im Winter"), (POST2, "Pollen")])
    return BLOG.page(title, main, aside=aside, share=BLOG.url(path))


def blog_sites() -> list[Site]:
    return BLOG.sites(
        {
            POST1: _post(
                "Bohrkerne im Winter: ein Feldtagebuch",
                POST1,
                "<p>Bei minus zwölf Grad haben wir im Hochmoor vier Kerne gezogen.</p>"
                '<img src="/wp-content/uploads/2024/03/kern-3.png" alt="Kern">',
                "",
            ),
            "/wp-content/uploads/2024/03/kern-3.png": image(),
            POST2: _post(
                "Pollenanalyse, Teil 2: die Ergebnisse",
                POST2,
                "<p>Die Pollendiagramme zeigen einen deutlichen Buchenanstieg.</p>"
                '<img src="/wp-content/uploads/2025/01/diagramm.png" alt="Diagramm">',
                f'<nav class="post-nav"><a href="{POST1}">« Vorheriger Beitrag</a></nav>'
                '<p>Siehe auch <a href="http://doi.hx39ref.test/10.4711/moor.2024">den Artikel</a>'
                ' und <a href="/2023/11/pollenanalyse-teil-1/">Teil 1</a>.</p>'
                f'<p><a href="{POST2}2/">Seite 2 der Kommentare</a></p>',
            ),
            "/wp-content/uploads/2025/01/diagramm.png": image((20, 140, 60)),
        }
    )


# --- Russian wiki encyclopedia -----------------------------------------------------------

WIKI = Chrome(
    "ru.znanievedy.hx39.example",
    "Знаниеведия",
    "ru",
    [("/wiki/" + enc("Заглавная_страница"), "Заглавная страница"),
     ("/wiki/" + enc("Служебная:Случайная_страница"), "Случайная статья"),
     ("/wiki/" + enc("Справка:Содержание"), "Справка")],
    [("/wiki/" + enc("Знаниеведия:О_проекте"), "О проекте"),
     ("/wiki/" + enc("Знаниеведия:Отказ_от_ответственности"), "Отказ от ответственности")],
    title_format="{title} — {name}",
)  # fmt: skip
ART1 = "/wiki/" + enc("Болотная_экосистема")
ART2 = "/wiki/" + enc("Ломоносов,_Михаил_Васильевич")


def _article(title: str, path: str, body: str, links: list[str]) -> str:
    tabs = ul(
        [(path, "Статья"), ("/wiki/" + enc("Обсуждение:" + title.replace(" ", "_")), "Обсуждение"),
         (f"/w/index.php?title={enc(title.replace(' ', '_'))}&action=edit", "Править"),
         (f"/w/index.php?title={enc(title.replace(' ', '_'))}&action=history", "История")],
        "tabs",
    )  # fmt: skip
    inner = ul([("/wiki/" + enc(t), t) for t in links])
    main = f"{tabs}<h1>{title}</h1>{body}<h2>См. также</h2>{inner}"
    main += '<div class="catlinks"><a href="/wiki/' + enc("Категория:Экология") + '">Экология</a>'
    main += "</div>"
    return WIKI.page(title, main)


def wiki_sites() -> list[Site]:
    return WIKI.sites(
        {
            ART1: _article(
                "Болотная экосистема",
                ART1,
                "<p><b>Болотная экосистема</b> — переувлажнённый участок суши.</p>",
                ["Торф", "Сфагнум"],
            ),
            ART2: _article(
                "Ломоносов, Михаил Васильевич",
                ART2,
                "<p><b>Михаи́л Васи́льевич Ломоно́сов</b> (1711—1765) — русский учёный.</p>"
                '<figure><a href="/wiki/' + enc("Файл:Lomonosov_portrait.png") + '">'
                '<img src="/upload/thumb/lomonosov.png" alt=""></a></figure>'
                '<ol class="references"><li><a href="http://books.hx39ref.test/lomonosov">'
                "Полное собрание сочинений</a></li></ol>"
                '<p><a href="http://de.znanievedy.hx39ref.test/wiki/Lomonossow">Deutsch</a></p>',
                ["Московский университет", "Закон сохранения массы", "Санкт-Петербург"],
            ),
            "/upload/thumb/lomonosov.png": image((150, 120, 90)),
        }
    )


# --- French national open archive -------------------------------------------------------

HAL = Chrome(
    "hal.savoirsouverts.hx39.example",
    "Savoirs Ouverts – archive ouverte pluridisciplinaire",
    "fr",
    [("/", "Accueil"), ("/browse/domain", "Consulter"), ("/submit", "Déposer"),
     ("/aide", "Aide")],
    [("/mentions-legales", "Mentions légales"), ("/accessibilite", "Accessibilité"),
     ("/cgu", "CGU"), ("/contact", "Contact")],
)  # fmt: skip
HAL1, HAL2 = "/hal-04211873", "/tel-03987152v3"
HAL2_FILES = [
    (HAL2 + "/file/These_Martin_2024.pdf", "These_Martin_2024.pdf"),
    (HAL2 + "/file/Annexes_corpus.pdf", "Annexes_corpus.pdf"),
    (HAL2 + "/file/Carte_" + enc("Marseille_épigraphie") + ".png", "Carte"),
]


def _hal_record(rid: str, title: str, files: list[tuple[str, str]], versions: list[str]) -> str:
    exports = [
        (f"{rid}/bibtex", "BibTeX"),
        (f"{rid}/tei", "TEI"),
        (f"{rid}/dc", "Dublin Core"),
    ]
    vers = ul([(v, f"Version {v[-1]}") for v in versions], "versions") if versions else ""
    main = (
        f'<h1 class="title">{title}</h1><p class="authors"><a href="/search/index/?q=authIdHal_s'
        f':claire-dubois">Claire Dubois</a>, <a href="/search/index/?q=authIdHal_s:marc-leroy">'
        "Marc Leroy</a></p><p>Résumé : Cette étude examine …</p><h2>Fichiers</h2>"
        + ul([(h, f"{t} ⬇") for h, t in files])
        + "<h2>Exporter</h2>"
        + ul(exports)
        + vers
        + '<p>Domaine : <a href="/browse/domain/shs">Sciences de l\'Homme et Société</a></p>'
        '<p>Licence : <a href="http://creativecommons.hx39ref.test/by/4.0/">CC BY</a></p>'
    )
    aside = "<h3>Consultations</h3><p>312</p>" + ul([("/hal-04000001", "Autres dépôts du labo")])
    return HAL.page(title, main, aside=aside, share=HAL.url(rid))


def hal_sites() -> list[Site]:
    t1 = "Les tourbières du Jura face au réchauffement"
    t2 = "Écritures urbaines à Marseille (1850-1914)"
    pages: dict[str, object] = {
        HAL1: _hal_record(HAL1, t1, [(HAL1 + "/document", "Texte intégral")], []),
        HAL1 + "/document": doc(t1, ["Article"]),
    }
    files2 = HAL2_FILES
    pages[HAL2] = _hal_record(HAL2, t2, files2, ["/tel-03987152v1", "/tel-03987152v2"])
    pages[files2[0][0]] = doc(t2, ["These"])
    pages[files2[1][0]] = doc(t2, ["Annexes"])
    pages[files2[2][0]] = image()
    for v in ("v1", "v2"):
        pages["/tel-03987152" + v] = _hal_record("/tel-03987152" + v, t2, [], [])
    for rid, t in ((HAL1, t1), (HAL2, t2)):
        pages[rid + "/bibtex"] = blob(f"@article{{x,\n title={{{t}}}\n}}\n", "text/plain")
        pages[rid + "/tei"] = blob(f"<TEI><title>{t}</title></TEI>", "application/xml")
        pages[rid + "/dc"] = blob(f"<dc><title>{t}</title></dc>", "application/xml")
    return HAL.sites(pages)  # type: ignore[arg-type]


# --- Japanese university repository (WEKO-style) -----------------------------------------

REPO = Chrome(
    "repository.hokuyodai.hx39.example",
    "北洋大学学術機関リポジトリ",
    "ja",
    [("/", "トップ"), ("/search?index=all", "インデックスツリー"), ("/page/about", "このサイトについて"),
     ("/page/policy", "運用指針")],
    [("/page/contact", "お問い合わせ"), ("/page/privacy", "プライバシーポリシー")],
)  # fmt: skip
JR1, JR2 = "/records/20841", "/records/31177"


def _jrecord(rid: str, title: str, files: list[str]) -> str:
    flinks = [(f"{rid}/files/{enc(f)}", f) for f in files]
    main = (
        f'<h1>{title}</h1><table><tr><th>著者</th><td><a href="/search?creator=%E4%BD%90%E8%97%A4'
        '">佐藤 花子</a></td></tr><tr><th>資源タイプ</th><td>学位論文</td></tr></table>'
        "<h2>ファイル</h2>" + ul(flinks) + "<h2>エクスポート</h2>"
        f'<ul><li><a href="{rid}/export/jpcoar">JPCOAR</a></li>'
        f'<li><a href="{rid}/export/bibtex">BibTeX</a></li></ul>'
    )
    aside = "<h3>関連アイテム</h3>" + ul([("/records/19002", "同著者の論文")])
    return REPO.page(title, main, aside=aside, share=REPO.url(rid))


JFILES1 = ["博士論文_本文.pdf"]
JFILES2 = ["本文.pdf", "要旨.pdf", "審査結果の要旨.pdf", "観測データ.zip"]


def repo_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for rid, t, files in (
        (JR1, "オホーツク海沿岸における海氷変動の研究", JFILES1),
        (JR2, "北海道東部の湿原植生と泥炭形成に関する研究", JFILES2),
    ):
        pages[rid] = _jrecord(rid, t, files)
        for f in files:
            pages[f"{rid}/files/{enc(f)}"] = (
                doc(t, [f]) if f.endswith(".pdf") else blob("PK", "application/zip")
            )
        pages[rid + "/export/jpcoar"] = blob(f"<jpcoar><title>{t}</title></jpcoar>", "text/xml")
        pages[rid + "/export/bibtex"] = blob(f"@phdthesis{{x, title={{{t}}}}}", "text/plain")
    return REPO.sites(pages)  # type: ignore[arg-type]


# --- Korean lecture-video portal (JoVE-style) ---------------------------------------------

VID = Chrome(
    "www.hanbitgangui.hx39.example",
    "한빛강의",
    "ko",
    [("/", "홈"), ("/lectures", "강의 목록"), ("/channels", "채널"), ("/faq", "자주 묻는 질문")],
    [("/terms", "이용약관"), ("/privacy", "개인정보처리방침"), ("/help", "고객센터")],
)  # fmt: skip
MEDIA = "http://media.hanbitgangui.hx39.example"
VL1, VL2 = "/lecture/2291", "/lecture/3050"


def _vlinks(lid: str, parts: int) -> list[tuple[str, str]]:
    n = lid.rsplit("/", 1)[1]
    out = [(f"{MEDIA}/v/{n}/part{i}_720p.mp4", f"{i}부 영상 (MP4)") for i in range(1, parts + 1)]
    out += [(f"{MEDIA}/v/{n}/{enc('자막_한국어')}.vtt", "한국어 자막")]
    out += [(f"{lid}/transcript.pdf", "강의록 다운로드")]
    if parts > 1:
        out += [
            (f"{MEDIA}/v/{n}/subs_en.vtt", "English subtitles"),
            (f"{lid}/slides.pdf", "슬라이드"),
        ]
    return out


def video_sites() -> list[Site]:
    pages: dict[str, object] = {}
    media: dict[str, object] = {"/": "<!doctype html><title>media</title>"}
    for lid, t, parts in (
        (VL1, "기초 유기화학 실험: 재결정", 1),
        (VL2, "딥러닝으로 보는 한반도 기후 변화 (1~3부)", 3),
    ):
        items = _vlinks(lid, parts)
        main = (
            f'<h1>{t}</h1><video controls poster="/img/poster.png"><source src="{items[0][0]}">'
            f'</video><p>강사: <a href="/instructors/kim-jiyeon">김지연</a></p>'
            + ul(items)
            + '<p><a href="/lectures?tag=chem">#화학</a></p>'
        )
        aside = "<h3>추천 강의</h3>" + ul([("/lecture/1187", "크로마토그래피 기초")])
        pages[lid] = VID.page(t, main, aside=aside, share=VID.url(lid))
        for href, _ in items:
            if href.startswith("/"):
                pages[href] = doc(t, [href])
            else:
                path = href[len(MEDIA) :]
                media[path] = (
                    blob("WEBVTT\n", "text/vtt")
                    if href.endswith(".vtt")
                    else blob("\0\0\0 ftypmp42", "video/mp4")
                )
    pages["/img/poster.png"] = image()
    sites = VID.sites(pages)  # type: ignore[arg-type]
    sites.append(Site("media.hanbitgangui.hx39.example", media))  # type: ignore[arg-type]
    return sites


# --- Japanese observatory supplementary-data pages (no chrome) ---------------------------

SUPP_HOST = "koukai.tenmon-kansoku.hx39.example"
MIRROR = "http://mirror.tenmon-kansoku.hx39.example"
SUPP = {
    "/suppl/2024-017/": (
        "補足データ：すばる望遠鏡による矮小銀河の測光カタログ",
        ["catalog_v1.fits", "README_日本語.txt", "SHA256SUMS"],
        [],
    ),
    "/suppl/2025-003/": (
        "補足資料：流星電波観測の時系列データ（2019–2024年）",
        ["meteor_2019.csv", "meteor_2020.csv", "meteor_2021.csv", "観測手順書.pdf",
         "README_日本語.txt", "SHA256SUMS"],
        ["meteor_raw_2019-2024.tar.gz", "spectrogram_cube.h5"],
    ),
}  # fmt: skip


def _supp_files(page: str) -> list[str]:
    _t, files, mirrored = SUPP[page]
    own = [f"http://{SUPP_HOST}{page}{enc(f)}" for f in files]
    return own + [f"{MIRROR}{page}{enc(f)}" for f in mirrored]


def supp_sites() -> list[Site]:
    """A bare static page per paper: its title, a note and the files, no site chrome."""
    site = Site(SUPP_HOST)
    mirror = Site("mirror.tenmon-kansoku.hx39.example")
    site.add("/", '<!DOCTYPE html><html lang="ja"><title>公開データ</title><p>公開データ</p>')
    mirror.add("/", "<!DOCTYPE html><html><title>mirror</title><p>mirror</p>")
    for page, (t, _files, _m) in SUPP.items():
        files = _supp_files(page)
        items = "".join(f'<li><a href="{u}">{u.rsplit("/", 1)[1]}</a></li>' for u in files)
        site.add(
            page,
            f'<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><title>{t}</title>'
            f"</head><body><h1>{t}</h1><p>論文の補足データです。大容量ファイルはミラーから"
            f"取得してください。</p><ul>{items}</ul></body></html>",
        )
        for u in files:
            target = mirror if u.startswith(MIRROR) else site
            path = u.split(".example", 1)[1]
            if u.endswith(".pdf"):
                target.add(path, doc(t, ["manual"]))
            elif u.endswith((".txt", "SUMS", ".csv")):
                target.add(path, blob("# data\n", "text/plain; charset=utf-8"))
            else:
                target.add(path, blob("SIMPLE  =                    T", "application/octet-stream"))
    return [site, mirror]


def _truth_of(chrome: Chrome, entry: str, extra: list[str]) -> frozenset[str]:
    return frozenset(
        [chrome.url(entry), *(u if u.startswith("http") else chrome.url(u) for u in extra)]
    )


def cases() -> list[Case]:
    sp = "Single Artifact URI"
    sh = "Single Hop"
    hal_ex = ["/bibtex", "/tei", "/dc"]
    return [
        # A blog post is the seed's Single Artifact URI (Hypotheses, SciLogs): Single Page.
        Case("ag-moor-blog-winter", "lab blog (German WordPress lab blog post)", sp,
             "single_page", BLOG.url(POST1), _truth_of(BLOG, POST1, []), blog_sites),
        # The harder post links the previous post, comment pages, a DOI and part 1: still one URI.
        Case("ag-moor-blog-pollen", "lab blog (German post with series, comment pages)", sp,
             "single_page", BLOG.url(POST2), _truth_of(BLOG, POST2, []), blog_sites,
             others=frozenset({BLOG.url(POST1)})),
        # An encyclopedia article is Single Artifact URI (Wikipedia): Single Page.
        Case("znanie-boloto", "wiki encyclopedia (Russian article, Cyrillic paths)", sp,
             "single_page", WIKI.url(ART1), _truth_of(WIKI, ART1, []), wiki_sites),
        Case("znanie-lomonosov", "wiki encyclopedia (Russian biography, refs, interwiki)", sp,
             "single_page", WIKI.url(ART2), _truth_of(WIKI, ART2, []), wiki_sites),
        # An open-archive deposit is a preprint/Zenodo-like Single Hop record: SP+ with
        # ignored URIs; the truth is the record, its files and its exports.
        Case("hal-tourbieres", "national open archive (French HAL-style article deposit)", sh,
             "single_page_plus_ignored", HAL.url(HAL1),
             _truth_of(HAL, HAL1, [HAL1 + s for s in ["/document", *hal_ex]]), hal_sites),
        # A thesis in its third version: three files and the earlier versions one hop away.
        Case("hal-these-marseille", "national open archive (French thesis, 3 versions)", sh,
             "single_page_plus_ignored", HAL.url(HAL2),
             _truth_of(HAL, HAL2, [h for h, _ in HAL2_FILES] + [HAL2 + s for s in hal_ex]
                       + ["/tel-03987152v1", "/tel-03987152v2"]),
             hal_sites),
        # A university-repository item is Zenodo-like Single Hop: SP+ with ignored URIs.
        Case("hokuyo-kaihyo", "university repository (Japanese WEKO-style thesis)", sh,
             "single_page_plus_ignored", REPO.url(JR1),
             _truth_of(REPO, JR1, [f"{JR1}/files/{enc(f)}" for f in JFILES1]
                       + [JR1 + "/export/jpcoar", JR1 + "/export/bibtex"]), repo_sites),
        Case("hokuyo-shitsugen", "university repository (Japanese thesis, 4 files)", sh,
             "single_page_plus_ignored", REPO.url(JR2),
             _truth_of(REPO, JR2, [f"{JR2}/files/{enc(f)}" for f in JFILES2]
                       + [JR2 + "/export/jpcoar", JR2 + "/export/bibtex"]), repo_sites),
        # A lecture video page links its video, subtitles and notes: JoVE, Single Hop.
        Case("hanbit-recrystal", "lecture video portal (Korean lab-technique video)", sh,
             "single_page_plus_ignored", VID.url(VL1),
             _truth_of(VID, VL1, [h for h, _ in _vlinks(VL1, 1)]), video_sites),
        Case("hanbit-climate-dl", "lecture video portal (Korean 3-part lecture, media host)", sh,
             "single_page_plus_ignored", VID.url(VL2),
             _truth_of(VID, VL2, [h for h, _ in _vlinks(VL2, 3)]), video_sites),
        # A bare supplementary page with no menus, footer or other links: everything one
        # hop away is the artifact, the seed's Single Hop class with plain Single Page+.
        Case("tenmon-dwarf-galaxies", "supplementary data page (Japanese observatory, 3 files)",
             sh, "single_page_plus", f"http://{SUPP_HOST}/suppl/2024-017/",
             frozenset([f"http://{SUPP_HOST}/suppl/2024-017/", *_supp_files("/suppl/2024-017/")]),
             supp_sites),
        Case("tenmon-meteor-radio", "supplementary data page (Japanese, 8 files, mirror host)",
             sh, "single_page_plus", f"http://{SUPP_HOST}/suppl/2025-003/",
             frozenset([f"http://{SUPP_HOST}/suppl/2025-003/", *_supp_files("/suppl/2025-003/")]),
             supp_sites),
    ]  # fmt: skip
