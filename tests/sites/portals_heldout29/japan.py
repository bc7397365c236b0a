"""Japanese portals of heldout29: a J-STAGE-like journal platform (with a JaLC-like DOI
resolver), a CiNii-Research-like discovery record, a GakuNin-RDM-like (OSF-based) research
data project, an NDL-Digital-Collections-like digitised book, and researchers' plain static
data pages on a university web server.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, data

from ._kit import BIB, CSV, JSON, RIS, TXT, XML, ZIP, Local, a, table, ul

# --------------------------------------------------------------------------- J-STAGE-like
JS_HOST = "www.jstage-kasumi.hx29.example"
JS_DOI = "doi.jalc-kasumi.hx29.example"
JS = Local(
    JS_HOST,
    "J-STAGE",
    menu=[
        ("/browse/-char/ja", "資料を探す"),
        ("/result/global/-char/ja", "詳細検索"),
        ("/static/pages/JstageServices/TAB1/-char/ja", "J-STAGEについて"),
        ("/static/pages/News/-char/ja", "ニュース"),
        ("/static/pages/Help/-char/ja", "ヘルプ"),
    ],
    footer=[
        ("/static/pages/TermsOfUse/-char/ja", "利用規約"),
        ("/privacy", "プライバシーポリシー"),
        ("/static/pages/Contact/-char/ja", "お問い合わせ"),
        ("/static/pages/SiteMap/-char/ja", "サイトマップ"),
    ],
    title_format="{title}",
    home_title="J-STAGE トップ",
    lang="ja",
    switch=[
        ("/static/pages/Language/-char/en", "English"),
        ("/static/pages/Language/-char/ja", "日本語"),
    ],
    banner="当サイトではCookieを使用しています。",
    social=[
        ("http://twitter.test/jstage_ja", "X(旧Twitter)"),
        ("http://www.facebook.test/jstage", "Facebook"),
    ],
    search_label="検索",
    login_label="ログイン",
    signup_label="マイJ-STAGE 新規登録",
    share_label="共有",
)


def _jstage_article(
    journal: str,
    jname: str,
    vol: str,
    iss: str,
    code: str,
    title_ja: str,
    title_en: str,
    authors: list[tuple[str, str]],
    abstract: str,
    extras: dict[str, str],
) -> tuple[dict[str, str | bytes | Response], list[str], list[str]]:
    """Pages of one article: (pages, truth paths, other-article paths)."""
    base = f"/article/{journal}/{vol}/{iss}/{code}"
    ja, en = f"{base}/_article/-char/ja", f"{base}/_article/-char/en"
    pdfp = f"{base}/_pdf/-char/ja"
    q = f"sryCd={journal}&noVol={vol}&noIssue={iss}&kijiCd={code}&kijiLangKrke=ja&kijiToolIdHkwtsh="
    ris, bib = f"/AF06S010ShoshJkuDld?{q}AT0073", f"/AF06S010ShoshJkuDld?{q}AT0074"
    num = code.split("_")[1]
    prev_, next_ = (
        f"/article/{journal}/{vol}/{iss}/{vol}_{int(num) - 14}/_article/-char/ja",
        (f"/article/{journal}/{vol}/{iss}/{vol}_{int(num) + 11}/_article/-char/ja"),
    )
    related = f"/article/{journal}/{int(vol) - 2}/4/{int(vol) - 2}_301/_article/-char/ja"
    truth = [ja, en, pdfp, ris, bib, *extras]
    extra_links = "".join(f"<li>{a(p, t)}</li>" for p, t in extras.items())

    def view(lang: str) -> str:
        t, other = (title_ja, en) if lang == "ja" else (title_en, ja)
        auth = "、".join(
            a(f"/result/global/-char/ja?globalSearchKey={n}", n) + f"<sup>{escape(aff)}</sup>"
            for n, aff in authors
        )
        return JS.page(
            f"{t}",
            f"""<div class="journal-header">{a(f"/browse/{journal}/-char/{lang}", jname)}
<span>{vol} 巻 ({iss}) 号</span> {a(f"/browse/{journal}/{vol}/{iss}/_contents/-char/{lang}", "目次")}</div>
<nav class="article-nav">{a(prev_, "« 前の記事")} {a(next_, "次の記事 »")}</nav>
<article><div class="article-type">原著論文</div>
<h1 class="global-article-title">{escape(title_ja)}</h1>
<p class="translated-title" lang="en">{escape(title_en)}</p>
<p class="authors">{auth}</p>
<p>{a(other, "English" if lang == "ja" else "日本語")}</p>
<p class="doi">DOI: <a href="http://{JS_DOI}/10.51234/{journal}.{vol}.{num}">https://doi.org/10.51234/{journal}.{vol}.{num}</a></p>
<div class="article-tools"><ul>
<li>{a(pdfp, "PDF形式でダウンロード (1.2MB)")}</li>{extra_links}
<li>引用文献: {a(ris, "RIS")} {a(bib, "BibTeX")}</li></ul></div>
<section id="abstract"><h2>抄録</h2><p>{escape(abstract)}</p></section>
<section id="keywords"><h2>キーワード</h2>
<a href="/result/global/-char/ja?globalSearchKey=%E5%9C%9F%E5%A3%8C">土壌</a>
<a href="/result/global/-char/ja?globalSearchKey=%E7%AA%92%E7%B4%A0">窒素</a></section>
<section id="references"><h2>参考文献 (3)</h2><ol>
<li>佐藤 健 (2015) 農業気象 71: 12-20. {a(related, "J-STAGE")}</li>
<li>Kato, R. et al. (2019) Soil Sci. Plant Nutr. 65: 1-9. <a href="http://crossref.test/10.1080/00380768.2019.1">CrossRef</a></li>
<li>山本 (2020) 日本作物学会紀事 89: 77-84.</li></ol></section>
<aside class="related"><h2>関連記事</h2><ul><li>{a(related, "水田土壌における窒素動態の長期観測")}</li></ul>
<h2>この記事を共有</h2></aside></article>""",
            share=f"http://{JS_HOST}{ja}",
        )

    pages: dict[str, str | bytes | Response] = {
        ja: view("ja"),
        en: view("en"),
        pdfp: Response.data(pdf(title_en, ["J-STAGE", jname]), "application/pdf"),
        ris: data(f"TY  - JOUR\nT1  - {title_ja}\nT2  - {jname}\nVL  - {vol}\nER  - \n", RIS),
        bib: data(f"@article{{{code},\n title={{{title_ja}}},\n journal={{{jname}}}\n}}\n", BIB),
    }
    for p in (prev_, next_, related):
        pages[p] = JS.page("別の記事", f"<h1>別の記事</h1>{a(ja, '戻る')}")
    pages[f"/browse/{journal}/-char/ja"] = JS.page(jname, f"<h1>{escape(jname)}</h1>")
    pages[f"/browse/{journal}/{vol}/{iss}/_contents/-char/ja"] = JS.page(
        f"{jname} {vol}巻{iss}号", f"<h1>目次</h1>{a(ja, title_ja)}"
    )
    return pages, truth, [prev_, next_, related]


def _jstage_sites() -> list[Site]:
    p1, _t, _o = _jstage_article(*_JS1)
    p2, _t, _o = _jstage_article(*_JS2)
    b = "/article/jjsrt/71/1/71_45"
    p2[f"{b}/_html/-char/ja"] = JS.page(
        _JS2[5],
        f"<h1>{escape(_JS2[5])}</h1><p>本文 (HTML)</p>{a(f'{b}/_article/-char/ja', '抄録へ')}",
    )
    p2[f"{b}/_supplement/_download/71_45_1.xlsx"] = Response.data(
        b"PK\x03\x04 mock xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    )
    doi = Site(JS_DOI)
    doi.add("/10.51234/jjsrt.71.45", Response.redirect(f"http://{JS_HOST}{b}/_article/-char/ja"))
    doi.add(
        "/10.51234/dojo.94.123",
        Response.redirect(f"http://{JS_HOST}/article/dojo/94/2/94_123/_article/-char/ja"),
    )
    return [JS.site({**p1, **p2}), doi]


_JS1 = (
    "dojo",
    "日本土壌肥料学雑誌",
    "94",
    "2",
    "94_123",
    "黒ボク土畑における堆肥連用が土壌窒素無機化に及ぼす影響",
    "Effects of continuous compost application on soil nitrogen mineralization in an Andosol upland field",
    [("田中 美咲", "1"), ("鈴木 一郎", "2")],
    "黒ボク土畑において20年間の堆肥連用試験を行い、可給態窒素の変化を調べた。",
    {},
)
_JS2 = (
    "jjsrt",
    "日本放射線技術学会雑誌",
    "71",
    "1",
    "71_45",
    "深層学習を用いた胸部X線画像の線量低減手法の検討",
    "Deep-learning-based dose reduction for chest radiography",
    [("高橋 亮", "1"), ("伊藤 さくら", "1"), ("渡辺 剛", "2")],
    "胸部X線撮影における被ばく線量を低減するため、深層学習による画像復元を検討した。",
    {
        "/article/jjsrt/71/1/71_45/_html/-char/ja": "HTML形式で全文を表示",
        "/article/jjsrt/71/1/71_45/_supplement/_download/71_45_1.xlsx": "付録資料 (Excel)",
    },
)


def _jstage_cases() -> list[Case]:
    _p, t1, o1 = _jstage_article(*_JS1)
    _p, t2, o2 = _jstage_article(*_JS2)
    u = f"http://{JS_HOST}"
    return [
        # Single Hop on a journal platform (the seed's bioRxiv/SSRN shape): the Japanese and
        # English views of the article, its PDF and its two citation exports all sit one hop
        # from the entry; the journal, issue, neighbouring and related articles, keyword and
        # author searches are not the article -> single_page_plus_ignored.
        Case(
            "jstage-andosol-compost",
            "J-STAGE-like (Japanese journal platform)",
            "Single Hop",
            "single_page_plus_ignored",
            u + t1[0],
            frozenset(u + p for p in t1),
            _jstage_sites,
            others=frozenset(u + p for p in o1),
        ),
        # Same portal, entered through its DOI (JaLC-like resolver redirects to the Japanese
        # landing page); adds an HTML full text and an Excel supplement, both one hop away.
        Case(
            "jstage-doi-chest-xray",
            "J-STAGE-like (Japanese journal platform)",
            "Single Hop",
            "single_page_plus_ignored",
            f"http://{JS_DOI}/10.51234/jjsrt.71.45",
            frozenset(u + p for p in t2),
            _jstage_sites,
            others=frozenset(u + p for p in o2),
            landing=u + t2[0],
        ),
    ]


# ------------------------------------------------------------------------- CiNii-like
CI_HOST = "cir.cinii-hikari.hx29.example"
CI = Local(
    CI_HOST,
    "CiNii Research",
    menu=[
        ("/all", "すべて"),
        ("/articles", "論文"),
        ("/books", "本"),
        ("/dissertations", "博士論文"),
        ("/projects", "プロジェクト"),
        ("/researchers", "研究者"),
    ],
    footer=[
        ("/ja/about", "CiNiiについて"),
        ("/ja/terms", "利用規約"),
        ("/privacy", "プライバシーポリシー"),
        ("/ja/faq", "よくある質問"),
    ],
    title_format="{title} | {name}",
    home_title="CiNii Research",
    lang="ja",
    switch=[("/ja", "日本語"), ("/en", "English")],
    social=[("http://twitter.test/CiNii_Research", "X")],
    search_label="検索",
    login_label="ログイン",
    signup_label="新規登録",
)
CI_ID = "1390865077291748352"
CI_REPO = "repository.kinki-u-hikari.hx29.example"


def _cinii_sites() -> list[Site]:
    base = f"/crid/{CI_ID}"
    title = "江戸後期における上方落語の演目成立過程に関する研究"
    title_en = "A study on the formation of Kamigata rakugo repertoire in the late Edo period"
    main = f"""<div class="record-type">博士論文</div>
<h1 class="item-title">{escape(title)}</h1><p class="alt-title" lang="en">{escape(title_en)}</p>
<p>エド コウキ ニ オケル カミガタ ラクゴ ノ エンモク セイリツ カテイ ニ カンスル ケンキュウ</p>
{
        table(
            [
                (
                    "著者",
                    a("/crid/1420001326498765440", "中村 弘樹")
                    + " ("
                    + a("/researchers?q=%E4%B8%AD%E6%9D%91", "研究者を検索")
                    + ")",
                ),
                ("学位授与大学", "近畿大学"),
                ("取得学位", "博士（文学）"),
                ("学位授与年度", "2021"),
                ("報告番号", "甲第1234号"),
            ]
        )
    }
<section class="links"><h2>本文・データ</h2><ul>
<li><a href="http://{CI_REPO}/records/20345">近畿大学学術情報リポジトリ</a></li>
<li><a href="http://ndlsearch.test/books/R100000136-I000123">国立国会図書館サーチ</a></li></ul></section>
<section class="export"><h2>書き出し</h2>
{a(base + ".json", "JSON-LD")} {a(base + ".rdf", "RDF")} {a(base + ".ris", "RIS")} {
        a(base + "?lang=en", "English")
    }</section>
<section class="related"><h2>関連論文</h2>{
        ul(
            [
                a("/crid/1390001205634567808", "落語速記本の書誌学的研究"),
                a("/crid/1050564287654321920", "上方芸能史序説"),
            ]
        )
    }</section>"""
    main_en = main.replace("<h2>本文・データ</h2>", "<h2>Full text / data</h2>").replace(
        a(base + "?lang=en", "English"), a(base, "日本語")
    )
    jsonld = (
        '{"@context":"https://schema.org","@id":"http://' + CI_HOST + base + '",'
        '"@type":"Thesis","name":"' + title + '","inLanguage":"ja"}'
    )
    pages: dict[str, str | bytes | Response] = {
        base: CI.page(title, main, share=f"http://{CI_HOST}{base}"),
        base + "?lang=en": CI.page(title_en, main_en),
        base + ".json": data(jsonld, "application/ld+json; charset=utf-8"),
        base + ".rdf": data(
            f'<?xml version="1.0"?><rdf:RDF><dc:title>{title}</dc:title></rdf:RDF>', XML
        ),
        base + ".ris": data(f"TY  - THES\nTI  - {title}\nAU  - 中村 弘樹\nER  - \n", RIS),
    }
    for p, t in (
        ("/crid/1420001326498765440", "中村 弘樹"),
        ("/crid/1390001205634567808", "落語速記本の書誌学的研究"),
        ("/crid/1050564287654321920", "上方芸能史序説"),
    ):
        pages[p] = CI.page(t, f"<h1>{escape(t)}</h1>")
    repo = Site(CI_REPO)
    repo.add(
        "/records/20345",
        f"<!DOCTYPE html><html lang='ja'><head><meta charset='utf-8'><title>{escape(title)} - 近畿大学学術情報リポジトリ</title></head><body><h1>{escape(title)}</h1></body></html>",
    )
    return [CI.site(pages), repo]


def _cinii_cases() -> list[Case]:
    u = f"http://{CI_HOST}/crid/{CI_ID}"
    # A discovery record is Single Hop: the record, its English view and its JSON-LD, RDF
    # and RIS exports are one hop away; the repository full text is another artifact on
    # another portal, the author and related records are other records
    # -> single_page_plus_ignored.
    return [
        Case(
            "cinii-rakugo-dissertation",
            "CiNii-like (Japanese discovery service)",
            "Single Hop",
            "single_page_plus_ignored",
            u,
            frozenset({u, u + "?lang=en", u + ".json", u + ".rdf", u + ".ris"}),
            _cinii_sites,
            others=frozenset(
                {
                    f"http://{CI_REPO}/records/20345",
                    f"http://{CI_HOST}/crid/1390001205634567808",
                    f"http://{CI_HOST}/crid/1420001326498765440",
                }
            ),
        )
    ]


# ---------------------------------------------------------------- GakuNin-RDM-like (OSF)
RDM_HOST = "rdm.gakunin-sakura.hx29.example"
RDM_FILES = "files.gakunin-sakura.hx29.example"
RDM = Local(
    RDM_HOST,
    "GakuNin RDM",
    menu=[
        ("/dashboard/", "ダッシュボード"),
        ("/myprojects/", "マイプロジェクト"),
        ("/search/", "検索"),
        ("/support/", "サポート"),
    ],
    footer=[
        ("/terms/", "利用規約"),
        ("/privacy", "プライバシーポリシー"),
        ("/support/contact/", "お問い合わせ"),
    ],
    title_format="{name} | {title}",
    home_title="GakuNin RDM | ホーム",
    lang="ja",
    switch=[("/i18n/?lang=en", "English"), ("/i18n/?lang=ja", "日本語")],
    banner="本サービスは機能向上のためにCookieを使用します。",
    search_label="検索",
    login_label="ログイン (学認)",
    signup_label="利用申請",
)

_RDM = {
    "x7k2m": (
        "沿岸域における海洋マイクロプラスチックの季節変動観測データ",
        [("sampling_2022.csv", "64f0a1c2e4b0", False), ("README.md", "64f0a1c2e4b1", True)],
        ["海洋研究室 佐々木 陽", "大野 真理"],
    ),
    "q9p4r": (
        "関東平野における地下水位と地盤沈下の長期モニタリング",
        [
            ("wells_1995-2023.csv", "65a9d0e1f2c3", False),
            ("site_map.png", "65a9d0e1f2c4", False),
            ("README.md", "65a9d0e1f2c5", True),
        ],
        ["地盤工学研究室 木村 隆"],
    ),
}


def _rdm_sites() -> list[Site]:
    pages: dict[str, str | bytes | Response] = {}
    files = Site(RDM_FILES)
    for guid, (title, fls, people) in _RDM.items():
        head = (
            f'<div class="project-header"><h2 class="node-title">{escape(title)}</h2>'
            f'<ul class="project-nav"><li>{a(f"/{guid}/", "プロジェクト概要")}</li>'
            f"<li>{a(f'/{guid}/files/', 'ファイル')}</li><li>{a(f'/{guid}/wiki/home/', 'Wiki')}</li>"
            f"<li>{a(f'/{guid}/analytics/', 'アクセス解析')}</li></ul></div>"
        )
        contrib = " ".join(a(f"/profile/u{n}{guid[:2]}/", p) for n, p in enumerate(people))
        pages[f"/{guid}/"] = RDM.page(
            title,
            f"""{head}<section class="contributors">共同研究者: {contrib}</section>
<section class="wiki-preview"><h3>Wiki</h3><p>本プロジェクト「{escape(title)}」のデータを公開します。</p></section>
<section class="files-preview"><h3>ファイル</h3>{a(f"/{guid}/files/", "すべてのファイルを表示")}</section>
<section class="recent"><h3>最近のアクティビティ</h3><p>{escape(people[0])} が Wiki を更新しました</p></section>
<section class="forks">{a(f"/{guid}/forks/", "フォーク (0)")} {a("/search/?q=tag:plastic", "#マイクロプラスチック")}</section>""",
        )
        pages[f"/{guid}/wiki/home/"] = RDM.page(
            f"{title} Wiki",
            f"{head}<article class='wiki'><h1>Home</h1><p>{escape(title)}: 観測方法と変数の説明。</p></article>",
        )
        rows = []
        for name, fid, readme in fls:
            rows.append(
                f"<tr><td>{a(f'/{guid}/files/osfstorage/{fid}/', name)}</td><td>osfstorage</td></tr>"
            )
            dl = (
                f"http://{RDM_FILES}/v1/resources/{guid}/providers/osfstorage/{fid}?action=download"
            )
            pages[f"/{guid}/files/osfstorage/{fid}/"] = RDM.page(
                name,
                f"{head}<h1>{escape(name)}</h1><p>{escape(title)} / osfstorage / {escape(name)}</p>"
                f'<p><a class="btn" href="{escape(dl)}">ダウンロード</a> '
                f"{a(f'/{guid}/files/osfstorage/{fid}/?show=revision', 'リビジョン')}</p>",
            )
            pages[f"/{guid}/files/osfstorage/{fid}/?show=revision"] = RDM.page(
                name,
                f"{head}<h1>{escape(name)} のリビジョン</h1><p>{escape(title)}</p><p>バージョン 1 (2023-04-02)</p>",
            )
            path = f"/v1/resources/{guid}/providers/osfstorage/{fid}?action=download"
            if readme:
                files.add(
                    path,
                    data(
                        f"# {title}\n\n観測地点、期間、変数の説明。\n",
                        "text/markdown; charset=utf-8",
                    ),
                )
            elif name.endswith(".png"):
                files.add(path, Response.data(png(16, 12, (20, 120, 60)), "image/png"))
            else:
                files.add(
                    path, data("station,date,value\nA1,2022-04-01,12.5\nA2,2022-04-01,8.1\n", CSV)
                )
        pages[f"/{guid}/files/"] = RDM.page(
            f"{title} ファイル", f"{head}<table class='files'>{''.join(rows)}</table>"
        )
        pages[f"/{guid}/analytics/"] = RDM.page(f"{title} アクセス解析", f"{head}<p>閲覧数 132</p>")
        pages[f"/{guid}/forks/"] = RDM.page(
            f"{title} フォーク", f"{head}<p>フォークはありません。</p>"
        )
        for n, p in enumerate(people):
            pages[f"/profile/u{n}{guid[:2]}/"] = RDM.page(
                p, f"<h1>{escape(p)}</h1><p>公開プロジェクト 4 件</p>"
            )
    return [RDM.site(pages), files]


def _rdm_cases() -> list[Case]:
    out = []
    for guid, (_title, fls, _p) in _RDM.items():
        u = f"http://{RDM_HOST}/{guid}"
        truth = {f"{u}/", f"{u}/wiki/home/", f"{u}/files/", f"{u}/analytics/", f"{u}/forks/"}
        for _n, fid, _r in fls:
            truth |= {
                f"{u}/files/osfstorage/{fid}/",
                f"{u}/files/osfstorage/{fid}/?show=revision",
                f"http://{RDM_FILES}/v1/resources/{guid}/providers/osfstorage/{fid}?action=download",
            }
        # OSF-based: Multi-Hop (overview -> files -> file pages -> downloads, revisions).
        # Every title is "GakuNin RDM | ..." as is the homepage's ("GakuNin RDM | ホーム"), and
        # the project title is on every project page -> sig_filtered_title, as the seed
        # prescribes for OSF.  Truth: the project's overview, wiki, file list, file pages,
        # revision pages, its analytics and forks tabs (like GitHub's graphs in the seed) and
        # its downloads (the CSV/PNG downloads do not carry the title: the seed's
        # "potentially misses").  Contributors' profiles are not the artifact.
        out.append(
            Case(
                f"gakunin-rdm-{guid}",
                "GakuNin-RDM-like (OSF-based research data management, Japan)",
                "Multi-Hop",
                "sig_filtered_title",
                f"{u}/",
                frozenset(truth),
                _rdm_sites,
            )
        )
    return out


# ------------------------------------------------------------- NDL-Digital-like (book)
NDL_HOST = "dl.ndl-tsubaki.hx29.example"
NDL = Local(
    NDL_HOST,
    "国立国会図書館デジタルコレクション",
    menu=[
        ("/search/", "検索"),
        ("/collections/", "コレクション"),
        ("/help/", "ヘルプ"),
        ("/ja/about/", "このサイトについて"),
    ],
    footer=[
        ("/ja/policy/", "利用規約"),
        ("/privacy", "個人情報保護"),
        ("/ja/contact/", "お問い合わせ"),
    ],
    title_format="{title} - {name}",
    home_title="国立国会図書館デジタルコレクション",
    lang="ja",
    switch=[("/?lang=ja", "日本語"), ("/?lang=en", "English")],
    search_label="検索",
    login_label="ログイン",
    signup_label="個人の登録",
)
NDL_PID = "2536914"


def _ndl_sites() -> list[Site]:
    base = f"/pid/{NDL_PID}"
    title = "東海道名所図会 巻之一"
    pages: dict[str, str | bytes | Response] = {}
    frames = [f"{base}/1/{n}" for n in range(1, 5)]
    pages[base] = NDL.page(
        title,
        f"""<h1>{escape(title)}</h1><p>トウカイドウ メイショ ズエ</p>
{table([("著者", a("/search/searchResult?author=%E7%A7%8B%E9%87%8C%E7%B1%AC%E5%B3%B6", "秋里籬島")), ("出版者", "柳原喜兵衛"), ("出版年", "寛政9 [1797]"), ("請求記号", "特1-123"), ("公開範囲", "インターネット公開")])}
<section class="viewer-links"><h2>コマ一覧</h2>{ul(a(f, f"コマ {i}") for i, f in enumerate(frames, 1))}</section>
<p>{a(base + "/pdf", "印刷用PDF (全コマ)")} {a(base + "/bib.json", "書誌情報 (JSON)")}</p>
<section class="series"><h2>同じシリーズ</h2>{ul([a("/pid/2536915", "東海道名所図会 巻之二"), a("/pid/2536916", "東海道名所図会 巻之三")])}</section>""",
        share=f"http://{NDL_HOST}{base}",
    )
    for i, f in enumerate(frames, 1):
        nav = " ".join(a(g, str(j)) for j, g in enumerate(frames, 1))
        pages[f] = NDL.page(
            f"{title} コマ{i}",
            f"<h1>{escape(title)}</h1><div class='viewer'><img src='{f}/thumb.jpg' alt=''>"
            f"<p>{a(f + '/full.jpg', '高解像度画像をダウンロード')}</p><p>{nav}</p>"
            f"<p>{a(base, '書誌へ戻る')}</p></div>",
        )
        img = Response.data(png(24, 32, (200, 180, 140)), "image/jpeg")
        pages[f + "/thumb.jpg"] = img
        pages[f + "/full.jpg"] = img
    pages[base + "/pdf"] = Response.data(pdf("Tokaido meisho zue 1", ["NDL"]), "application/pdf")
    pages[base + "/bib.json"] = data(
        '{"title":"' + title + '","creator":"秋里籬島","issued":"1797"}', JSON
    )
    for p in ("/pid/2536915", "/pid/2536916"):
        pages[p] = NDL.page("東海道名所図会", f"<h1>東海道名所図会</h1>{a(base, '巻之一')}")
    return [NDL.site(pages)]


def _ndl_cases() -> list[Case]:
    u = f"http://{NDL_HOST}/pid/{NDL_PID}"
    frames = [f"{u}/1/{n}" for n in range(1, 5)]
    # A digitised book is Multi-Hop (record -> frame viewers -> full-size images) and every
    # part extends the record's URI /pid/<id> (the seed's Slideshare shape) -> path_based.
    # Truth: the record, its frame pages, their full-size images, the print PDF and the
    # bibliographic JSON; the other volumes of the series are other artifacts.
    return [
        Case(
            "ndl-tokaido-meisho-zue",
            "NDL-Digital-like (Japanese national library digital collection)",
            "Multi-Hop",
            "path_based",
            u,
            frozenset(
                {u, u + "/pdf", u + "/bib.json", *frames, *(f + "/full.jpg" for f in frames)}
            ),
            _ndl_sites,
            others=frozenset({f"http://{NDL_HOST}/pid/2536915", f"http://{NDL_HOST}/pid/2536916"}),
        )
    ]


# ------------------------------------------- researchers' static data pages (no chrome)
LAB_HOSTS = ("www.ocean-kaiyodai-shio.hx29.example", "web.sci-hokudai-yuki.hx29.example")


def _lab_sites() -> list[Site]:
    s1 = Site(LAB_HOSTS[0])
    d = "/~tanaka/data/kuroshio2019/"
    s1.add(
        d,
        """<!DOCTYPE html>
<html lang="ja"><head><meta charset="utf-8">
<title>黒潮続流域 CTD観測データ (2019年 白鳳丸 KH-19-3次航海)</title></head>
<body bgcolor="#ffffff">
<h2>黒潮続流域 CTD観測データ (2019年 白鳳丸 KH-19-3次航海)</h2>
<p>Kuroshio Extension CTD data, R/V Hakuho-maru cruise KH-19-3 (2019)</p>
<hr>
<table border="1">
<tr><th>ファイル</th><th>内容</th><th>サイズ</th></tr>
<tr><td><a href="kh193_ctd_all.csv">kh193_ctd_all.csv</a></td><td>全測点のCTDデータ</td><td>4.2MB</td></tr>
<tr><td><a href="kh193_stations.txt">kh193_stations.txt</a></td><td>測点表</td><td>3KB</td></tr>
<tr><td><a href="map_kh193.png">map_kh193.png</a></td><td>測点図</td><td>120KB</td></tr>
</table>
<p>説明: <a href="README_ja.txt">README (日本語)</a> / <a href="README_en.txt">README (English)</a></p>
<p>利用の際は以下を引用してください: 田中 (2020) 海の研究 29: 1-15.</p>
<hr><address>tanaka (at) ocean-kaiyodai-shio.example / 最終更新 2020年3月31日</address>
</body></html>""",
    )
    s1.add(d + "kh193_ctd_all.csv", data("station,depth,temp,sal\nK01,10,22.1,34.6\n", CSV))
    s1.add(d + "kh193_stations.txt", data("K01 35.00N 145.00E\nK02 35.50N 145.00E\n", TXT))
    s1.add(d + "map_kh193.png", Response.data(png(20, 20, (10, 40, 120)), "image/png"))
    s1.add(d + "README_ja.txt", data("黒潮続流域 CTD観測データ\n変数の説明...\n", TXT))
    s1.add(d + "README_en.txt", data("Kuroshio Extension CTD data, KH-19-3\n", TXT))
    s1.add(
        "/",
        "<!DOCTYPE html><html lang='ja'><head><meta charset='utf-8'><title>海洋大学</title></head><body><h1>海洋大学</h1><a href='/research/'>研究</a></body></html>",
    )
    s1.add("/research/", "<!DOCTYPE html><title>研究</title><h1>研究</h1>")

    s2 = Site(LAB_HOSTS[1])
    d2 = "/snow/pub/niseko-snowpit/"
    s2.add(
        d2,
        """<!DOCTYPE html>
<html lang="ja"><head><meta charset="utf-8"><title>ニセコ積雪断面観測データセット 2015-2022 / Niseko snow-pit dataset</title>
<style>body{font-family:serif}</style></head><body>
<h1>ニセコ積雪断面観測データセット 2015-2022</h1>
<h2>Niseko snow-pit observations 2015-2022</h2>
<p>北海道ニセコ地域で冬季に毎週行った積雪断面観測 (雪温、密度、雪質) の記録です。</p>
<ul>
<li><a href="niseko_pits_2015-2022.zip">全データ (ZIP, 18MB)</a></li>
<li><a href="variables.html">変数の定義 / Variable definitions</a></li>
<li><a href="photos/pit_20200115.jpg">断面写真の例</a></li>
<li><a href="CHANGES.txt">更新履歴</a></li>
</ul>
<p>ライセンス: CC BY 4.0</p></body></html>""",
    )
    s2.add(d2 + "niseko_pits_2015-2022.zip", Response.data(b"PK\x03\x04 snowpits", ZIP))
    s2.add(
        d2 + "variables.html",
        "<!DOCTYPE html><html lang='ja'><head><meta charset='utf-8'><title>変数の定義</title></head><body><h1>変数の定義</h1><p>T: 雪温 (℃), rho: 密度 (kg/m3)</p></body></html>",
    )
    s2.add(
        d2 + "photos/pit_20200115.jpg", Response.data(png(30, 20, (230, 230, 240)), "image/jpeg")
    )
    s2.add(d2 + "CHANGES.txt", data("2023-03-01 2022年度データ追加\n2021-04-10 初版\n", TXT))
    s2.add(
        "/",
        "<!DOCTYPE html><html lang='ja'><head><meta charset='utf-8'><title>理学部</title></head><body><h1>理学部</h1></body></html>",
    )
    return [s1, s2]


def _lab_cases() -> list[Case]:
    u1 = f"http://{LAB_HOSTS[0]}/~tanaka/data/kuroshio2019/"
    u2 = f"http://{LAB_HOSTS[1]}/snow/pub/niseko-snowpit/"
    # A researcher's hand-written data page: Single Hop, and the page carries no site chrome
    # at all (no menu, no back link) -- every link on it is a part of the dataset, so the
    # plain one-hop capture is exact -> single_page_plus.
    return [
        Case(
            "lab-kuroshio-ctd",
            "Researcher's static data page (Japanese university web server)",
            "Single Hop",
            "single_page_plus",
            u1,
            frozenset(
                u1 + f
                for f in (
                    "",
                    "kh193_ctd_all.csv",
                    "kh193_stations.txt",
                    "map_kh193.png",
                    "README_ja.txt",
                    "README_en.txt",
                )
            ),
            _lab_sites,
        ),
        Case(
            "lab-niseko-snowpit",
            "Researcher's static data page (Japanese university web server)",
            "Single Hop",
            "single_page_plus",
            u2,
            frozenset(
                u2 + f
                for f in (
                    "",
                    "niseko_pits_2015-2022.zip",
                    "variables.html",
                    "photos/pit_20200115.jpg",
                    "CHANGES.txt",
                )
            ),
            _lab_sites,
        ),
    ]


CASES: list[Case] = [*_jstage_cases(), *_cinii_cases(), *_rdm_cases(), *_ndl_cases(), *_lab_cases()]
