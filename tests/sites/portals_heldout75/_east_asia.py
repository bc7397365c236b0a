"""heldout75's Japanese, Korean and Chinese portals: a WEKO-style university repository, a
research blog, a biodiversity data portal, a code forge, a science data bank and a data
mirror's bare download index."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site

from ._kit import Chrome, Labels, file_body

JA = Labels(
    "検索",
    "ログイン",
    "新規登録",
    "本サイトはCookieを使用します。",
    "同意する",
    "ページが見つかりません",
    "トップ",
)
KO = Labels(
    "검색",
    "로그인",
    "회원가입",
    "이 사이트는 쿠키를 사용합니다.",
    "동의",
    "페이지를 찾을 수 없습니다",
    "홈",
)
ZH = Labels("检索", "登录", "注册", "本网站使用Cookie以改善体验。", "接受", "页面不存在", "首页")

# ---------------------------------------------------------------- Japanese repository (WEKO-like)
WEKO = Chrome(
    "repo.kitakami-u.hx75.example",
    "北上大学学術機関リポジトリ",
    "ja",
    JA,
    [
        ("/", "トップ"),
        ("/search?page=1", "詳細検索"),
        ("/communities", "コミュニティ"),
        ("/help", "ヘルプ"),
    ],
    [("/policy", "運用指針"), ("/contact", "お問い合わせ"), ("/privacy", "プライバシーポリシー")],
    share=False,
    home_main='<h1>新着アイテム</h1><ul><li><a href="/records/2790">江戸期北上川舟運の研究</a></li>'
    '<li><a href="/records/3301">岩手県沿岸の潮間帯生物相</a></li></ul>',
)


def _weko_file(rid: str, f: str) -> str:
    """The older record keeps files under its path; the newer one is in a storage bucket
    (as WEKO3 serves files from buckets), so neither its path nor its id covers them."""
    return f"/bucket/7c0e2d51-a4f3/{f}" if rid == WEKO_B[0] else f"/records/{rid}/files/{f}"


def _weko_record(rid: str, title: str, who: str, files: list[str], versions: bool) -> str:
    fl = "".join(
        f'<tr><td><a href="{_weko_file(rid, f)}">{f}</a></td><td>公開</td></tr>' for f in files
    )
    ver = f'<p><a href="/records/{rid}/versions">バージョン履歴</a></p>' if versions else ""
    main = f"""<article class="weko-item"><h1>{escape(title)}</h1>
<dl><dt>著者</dt><dd>{escape(who)}</dd><dt>資源タイプ</dt><dd>紀要論文</dd>
<dt>URI</dt><dd>http://hdl.handle.test/10097/{rid}</dd></dl>
<table class="files"><tr><th>ファイル</th><th>アクセス</th></tr>{fl}</table>{ver}
<div class="export">エクスポート: <a href="/records/{rid}/export/bibtex">BibTeX</a>
<a href="/records/{rid}/export/jpcoar">JPCOAR</a></div>
<aside>関連アイテム: <a href="/records/2790">江戸期北上川舟運の研究</a></aside></article>"""
    return WEKO.page(title, main)


WEKO_A = ("3118", "東北方言における終助詞「べ」の機能", "佐藤 由紀", ["kitakami_38_45.pdf"])
WEKO_B = (
    "3264",
    "三陸沿岸における津波堆積物の粒度分析とその年代",
    "高橋 健一; 村上 彩",
    ["thesis_main.pdf", "appendix_grain.csv", "cores_photos.zip", "fig3_map.png"],
)


def weko_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for rid, title, who, files in (WEKO_A, WEKO_B):
        pages[f"/records/{rid}"] = _weko_record(rid, title, who, files, rid == WEKO_B[0])
        for f in files:
            pages[_weko_file(rid, f)] = file_body(f, f"{rid} {f}")
        pages[f"/records/{rid}/export/bibtex"] = Response.text(
            f"@article{{kitakami{rid}, year=2023}}"
        )
        pages[f"/records/{rid}/export/jpcoar"] = file_body(
            "x.xml", f"<jpcoar><id>{rid}</id></jpcoar>"
        )
    pages[f"/records/{WEKO_B[0]}/versions"] = WEKO.page(
        "バージョン履歴",
        f'<h1>バージョン履歴</h1><p>v2 (現行) <a href="/records/{WEKO_B[0]}">表示</a></p>',
    )
    return [WEKO.site(pages)]  # type: ignore[arg-type]


def _weko_truth(rid: str, files: list[str], versions: bool) -> list[str]:
    base = WEKO.url(f"/records/{rid}")
    out = [base, base + "/export/bibtex", base + "/export/jpcoar"]
    out += [WEKO.url(_weko_file(rid, f)) for f in files]
    return out + ([base + "/versions"] if versions else [])


# ---------------------------------------------------------------- Japanese research blog
BLOG = Chrome(
    "blog.kenkyu-note.hx75.example",
    "研究ノート",
    "ja",
    JA,
    [("/", "トップ"), ("/archive", "記事一覧"), ("/about", "プロフィール")],
    [("/rss", "RSS"), ("/guidelines", "利用規約")],
    title_format="{title} - {name}",
)
BLOG_POSTS = {
    "/entry/2024/05/12/083000": ("査読コメントへの返信の書き方", "査読者への返信では…"),
    "/entry/2024/09/03/221500": (
        "科研費申請書を書くときに考えたこと（長文）",
        "研究計画調書の「研究目的」欄について…",
    ),
    "/entry/2024/01/20/101000": ("学会発表のスライド構成", "…"),
}


def blog_sites() -> list[Site]:
    pages = {}
    keys = list(BLOG_POSTS)
    for i, (path, (title, body)) in enumerate(BLOG_POSTS.items()):
        prev = keys[(i + 1) % len(keys)]
        extra = ""
        if i == 1:  # the long post: categories, comments pages, embedded figure
            extra = (
                '<img src="/images/kakenhi_fig1.png" alt="図1">'
                '<p>カテゴリ: <a href="/archive/category/%E7%A0%94%E7%A9%B6%E8%B2%BB">研究費</a></p>'
                '<section class="comments"><h2>コメント (12)</h2>'
                f'<a href="{path}?comments=2">次のコメント</a></section>'
            )
            pages["/images/kakenhi_fig1.png"] = file_body("a.png", "")
        main = (
            f"<article><h1>{escape(title)}</h1><time>2024</time><p>{escape(body)}</p>{extra}"
            f'<nav class="pager"><a href="{prev}">前の記事</a></nav></article>'
            + BLOG.share_links(BLOG.url(path))
        )
        pages[path] = BLOG.page(title, main)
    return [BLOG.site(pages)]


# ---------------------------------------------------------------- Korean biodiversity portal (GBIF-like)
KBIO = Chrome(
    "www.kbio-portal.hx75.example",
    "국가생물다양성정보포털",
    "ko",
    KO,
    [
        ("/", "홈"),
        ("/dataset/search", "데이터셋"),
        ("/occurrence/search", "출현기록"),
        ("/publisher/search", "기관"),
    ],
    [("/terms", "이용약관"), ("/privacy", "개인정보처리방침"), ("/faq", "자주 묻는 질문")],
    share=False,
)
KBIO_API = "api.kbio-portal.hx75.example"
KB_A = "3f9a1c2e-7b41-4d0e-9c55-2a8e6d1b04f7"
KB_B = "c71e0d94-52aa-4b6f-8e13-9d0f66a2b5e8"


def _kbio_dataset(key: str, title: str, big: bool) -> str:
    more = ""
    if big:
        more = (
            f'<li><a href="/dataset/{key}/project">프로젝트</a></li>'
            f'<li><a href="http://{KBIO_API}/v1/dataset/{key}/endpoint">엔드포인트 (API)</a></li>'
        )
    main = f"""<h1>{escape(title)}</h1><p>발행 기관: <a href="/publisher/9d2b">국립생물자원관</a></p>
<ul class="tabs"><li><a href="/dataset/{key}/metrics">통계</a></li>
<li><a href="/occurrence/search?datasetKey={key}">출현기록 보기</a></li>
<li><a href="http://{KBIO_API}/v1/dataset/{key}/document">EML 메타데이터</a></li>{more}</ul>
<p>인용: <a href="/dataset/{key}/cite.ris">RIS 내보내기</a></p>
<p>라이선스: <a href="/license/cc-by-4.0">CC BY 4.0</a></p>"""
    return KBIO.page(title, main)


def kbio_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for key, title, big in (
        (KB_A, "한반도 담수어류 분포 조사 2019", False),
        (KB_B, "제주도 관속식물 표본 데이터베이스", True),
    ):
        pages[f"/dataset/{key}"] = _kbio_dataset(key, title, big)
        pages[f"/dataset/{key}/metrics"] = KBIO.page("통계", f"<h1>{escape(title)} — 통계</h1>")
        pages[f"/dataset/{key}/cite.ris"] = Response.text(f"TY  - DATA\nTI  - {title}\nER  -\n")
        nxt = f'<a href="/occurrence/search?datasetKey={key}&amp;offset=20">다음</a>' if big else ""
        pages[f"/occurrence/search?datasetKey={key}"] = KBIO.page(
            "출현기록",
            f'<h1>출현기록</h1><table><tr><td><a href="/occurrence/88120">88120</a></td></tr></table>{nxt}',
        )
        if big:
            pages[f"/occurrence/search?datasetKey={key}&offset=20"] = KBIO.page(
                "출현기록", "<h1>출현기록 21–40</h1>"
            )
            pages[f"/dataset/{key}/project"] = KBIO.page(
                "프로젝트", "<h1>제주 식물상 프로젝트</h1>"
            )
    api_pages = {
        f"/v1/dataset/{k}/document": Response.data(
            f"<eml packageId='{k}'/>".encode(), "application/xml"
        )
        for k in (KB_A, KB_B)
    }
    api_pages[f"/v1/dataset/{KB_B}/endpoint"] = Response.data(
        b'[{"type":"DWC_ARCHIVE"}]', "application/json"
    )
    api = Site(KBIO_API, api_pages)
    return [KBIO.site(pages), api]  # type: ignore[arg-type]


def _kbio_truth(key: str, big: bool) -> list[str]:
    out = [
        KBIO.url(f"/dataset/{key}"),
        KBIO.url(f"/dataset/{key}/metrics"),
        KBIO.url(f"/dataset/{key}/cite.ris"),
        KBIO.url(f"/occurrence/search?datasetKey={key}"),
        f"http://{KBIO_API}/v1/dataset/{key}/document",
    ]
    if big:
        out += [
            KBIO.url(f"/occurrence/search?datasetKey={key}&offset=20"),
            KBIO.url(f"/dataset/{key}/project"),
            f"http://{KBIO_API}/v1/dataset/{key}/endpoint",
        ]
    return out
