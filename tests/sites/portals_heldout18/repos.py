"""Repositories: a community and a record on an InvenioRDM (Zenodo-like) instance under an
unfamiliar name, and university repositories in German (OPUS 4-like), Spanish (DSpace 7-like,
with Signposting), Japanese (WEKO3 / JAIRO Cloud-like) and Chinese (CSpace-like)."""

from __future__ import annotations

from html import escape
from urllib.parse import quote

from keepnet.testweb.site import Response
from sites.portals._portal import Case, Portal, data

from ._kit import CHINESE, GERMAN, JAPANESE, SPANISH, Hub, LocalPortal, a, link_header, meta, ul

ZIP = b"PK\x05\x06" + b"\x00" * 18

# --- InvenioRDM-like instance ----------------------------------------------------------

IV = "data.tethys-open.hx18.example"
IV_DOI = "doi.tethys-doi.hx18.example"


def invenio() -> list[Case]:
    hub = Hub(
        "InvenioRDM",
        Portal(
            IV,
            "TethysData",
            menu=[
                ("/search", "Search"),
                ("/communities", "Communities"),
                ("/uploads/new", "New upload"),
                ("/me/uploads", "My dashboard"),
            ],
            footer=[
                ("/about", "About"),
                ("/policies", "Policies"),
                ("/support", "Support"),
                ("/api/docs", "Developers"),
                ("http://mastodon.test/@tethysdata", "Mastodon"),
            ],
            title_format="{title} | TethysData",
            home_title="TethysData",
        ),
        plain=[IV_DOI],
    )
    head = (
        meta("InvenioRDM 12.0", "TethysData")
        + '<script src="/static/dist/js/invenio-app-rdm.js" defer></script>'
    )
    slug = "coastal-morphology"
    cbase = f"/communities/{slug}"
    recs = [
        hub.stub(f"/records/{n}", t)
        for n, t in [
            ("8812345", "Beach profiles of Sylt 2019-2023"),
            ("8790012", "Dune toe positions from lidar, Wadden Sea"),
        ]
    ]
    about = hub.page(
        f"{cbase}/about",
        "Coastal Morphology - About",
        "<h1>About</h1><p>Field data and models of coastal morphodynamics.</p>",
        head=head,
    )
    policy = hub.page(
        f"{cbase}/curation-policy",
        "Coastal Morphology - Curation policy",
        "<h1>Curation policy</h1><p>Records need a README.</p>",
        head=head,
    )
    members = hub.page(
        f"{cbase}/members", "Coastal Morphology - Members", "<h1>Members</h1>", head=head
    )
    listing = hub.page(
        f"{cbase}/records?q=&l=list&p=1&s=10&sort=newest",
        "Coastal Morphology - Records",
        "<h1>Records</h1>" + ul(a(r, r.rsplit("/", 1)[1]) for r in recs),
        head=head,
    )
    capi = hub.raw(
        f"/api/communities/{slug}",
        data(
            f'{{"slug":"{slug}","metadata":{{"title":"Coastal Morphology"}}}}', "application/json"
        ),
    )
    hub.png(None, f"/api/communities/{slug}/logo")
    community = hub.page(
        cbase,
        "Coastal Morphology",
        f'<img src="/api/communities/{slug}/logo" alt=""><h1>Coastal Morphology</h1>'
        + ul(
            [
                a(listing, "Records"),
                a(about, "About"),
                a(policy, "Curation policy"),
                a(members, "Members"),
                a(capi, "API"),
            ]
        )
        + "<h2>Recent uploads</h2>"
        + ul(a(r, "record") for r in recs),
        head=head,
        share=True,
    )
    # the record
    rid = "8812345"
    rbase = f"/records/{rid}"
    title = "Beach profiles of Sylt 2019-2023"
    files = [
        hub.file(None, f"{rbase}/files/{f}?download=1", b, t)
        for f, b, t in [
            ("profiles_sylt.csv", "x,z\n0,2.1\n", "text/csv"),
            ("README.md", f"# {title}\n", "text/markdown"),
            ("gnss_raw.zip", ZIP, "application/zip"),
        ]
    ]
    exports = [
        hub.raw(f"{rbase}/export/{e}", data(f"{title}", t))
        for e, t in [
            ("json", "application/json"),
            ("datacite-xml", "application/xml"),
            ("bibtex", "text/plain"),
            ("dcat-ap", "application/rdf+xml"),
        ]
    ]
    old = hub.stub("/records/8790001", "Beach profiles of Sylt 2019-2022 (v1)")
    landing = hub.page(
        rbase,
        title,
        f"<h1>{escape(title)}</h1><p>Version v2 · {a(old, 'v1')}</p>"
        + "<h2>Files</h2>"
        + ul(a(u, u.rsplit("/", 1)[1].split("?")[0]) for u in files)
        + "<h2>Export</h2>"
        + ul(a(u, u.rsplit("/", 1)[1]) for u in exports)
        + f"<p>Communities: {a(community, 'Coastal Morphology')}</p>",
        head=head + meta(citation_title=title, citation_doi=f"10.71234/tethys.{rid}"),
        share=True,
    )
    doi = hub.redirect(IV_DOI, f"/10.71234/tethys.{rid}", landing)
    return [
        # path_based: a community is its page, records listing, about, curation policy and
        # members, all under /communities/coastal-morphology/; its JSON from the API lies
        # outside that path. The records in it are separate artifacts.
        hub.case(
            "invenio-community",
            "path_based",
            community,
            [community, about, policy, members, listing, capi],
            cls="community (collection)",
            detail="community",
            others=recs,
        ),
        # single_page_plus_ignored: a Zenodo-like record (this instance sends no Signposting
        # headers): files and exports one hop away; DOI entry redirects to the record.
        hub.case(
            "invenio-record-doi",
            "single_page_plus_ignored",
            doi,
            [landing, *files, *exports],
            cls="dataset",
            detail="record via DOI",
            landing=landing,
            others=[old, community],
        ),
    ]


# --- OPUS 4-like (German) --------------------------------------------------------------

OP = "opus.hs-nordheide.hx18.example"
OP_URN = "nbn-resolving.urn-dienst.hx18.example"


def opus() -> list[Case]:
    hub = Hub(
        "OPUS 4",
        LocalPortal(
            OP,
            "Hochschulschriftenserver der Hochschule Nordheide",
            menu=[
                ("/home", "Startseite"),
                ("/solrsearch", "Suchen"),
                ("/solrsearch/browse", "Browsen"),
                ("/publish", "Veröffentlichen"),
                ("/home/index/help", "Hilfe"),
            ],
            footer=[
                ("/home/index/imprint", "Impressum"),
                ("/home/index/contact", "Kontakt"),
                ("/home/index/privacy", "Datenschutz"),
                ("http://social.test/@hsnordheide", "Mastodon"),
            ],
            title_format="OPUS 4 | {title}",
            home_title="OPUS 4 | Hochschulschriftenserver der Hochschule Nordheide",
            lang="de",
            words=GERMAN,
        ),
        plain=[OP_URN],
    )
    head = meta("Opus 4.8.0.3", "Hochschulschriftenserver der Hochschule Nordheide")
    series = hub.stub("/solrsearch/index/search/searchtype/series/id/5", "Schriftenreihe Wasserbau")

    def doc(
        doc_id: str, title: str, author: str, typ: str, files: list[str]
    ) -> tuple[str, list[str]]:
        fd = f"/frontdoor/index/index/docId/{doc_id}"
        fs = [
            hub.pdf(None, f"/files/{doc_id}/{f}", title, author)
            if f.endswith(".pdf")
            else hub.file(None, f"/files/{doc_id}/{f}", ZIP, "application/zip")
            for f in files
        ]
        ex = [
            hub.raw(
                f"/citationExport/index/download/output/{o}/docId/{doc_id}",
                data(f"{title}", "text/plain"),
            )
            for o in ("bibtex", "ris")
        ]
        oai = hub.raw(
            f"/oai?verb=GetRecord&metadataPrefix=XMetaDissPlus&identifier=oai:opus4.hs-nordheide:{doc_id}",
            data(f"<xMetaDiss><dc:title>{escape(title)}</dc:title></xMetaDiss>", "application/xml"),
        )
        urn = f"urn:nbn:de:gbv:nh1-opus4-{doc_id}7"
        landing = hub.page(
            fd,
            title,
            f"<h1>{escape(title)}</h1><table><tr><th>Verfasserangaben:</th><td>{a('/solrsearch/index/search/searchtype/authorsearch/author/' + quote(author.split(',')[0]), author)}</td></tr>"
            f"<tr><th>URN:</th><td>{a('http://' + OP_URN + '/' + urn, urn)}</td></tr><tr><th>Dokumentart:</th><td>{typ}</td></tr>"
            f"<tr><th>Schriftenreihe:</th><td>{a(series, 'Schriftenreihe Wasserbau')}</td></tr>"
            f"<tr><th>Lizenz:</th><td>{a('http://creativecommons.test/licenses/by/4.0/deed.de', 'CC BY 4.0')}</td></tr></table>"
            "<h2>Volltext / Dateien</h2>"
            + ul(a(u, u.rsplit("/", 1)[1]) for u in fs)
            + "<h2>Export</h2>"
            + ul([a(ex[0], "BibTeX"), a(ex[1], "RIS"), a(oai, "XMetaDissPlus")]),
            head=head + meta(citation_title=title, citation_author=author, DC__identifier=urn),
            share=True,
        )
        resolver = hub.redirect(OP_URN, f"/{urn}", landing)
        return resolver, [landing, *fs, *ex, oai]

    _r1, t1 = doc(
        "1842",
        "Numerische Untersuchung der Kolkentwicklung an Offshore-Monopiles unter Tideströmung",
        "Müller, Jana",
        "Dissertation",
        ["Dissertation_Mueller_2024.pdf"],
    )
    r2, t2 = doc(
        "2017",
        "Messkampagne zur Schwebstoffdynamik in der Unterelbe",
        "Özdemir, Can",
        "Bachelorarbeit",
        ["BA_Oezdemir_Schwebstoff.pdf", "Anlagen_Messdaten.zip"],
    )
    return [
        # single_page_plus_ignored: an OPUS front door: full text, BibTeX/RIS and the
        # XMetaDissPlus record are one hop away; author search, series, menus are not.
        hub.case(
            "opus-dissertation-kolk",
            "single_page_plus_ignored",
            t1[0],
            t1,
            cls="thesis",
            detail="Dissertation",
            others=[series],
        ),
        # single_page_plus_ignored: entered at its URN (resolver hop); PDF and data zip.
        hub.case(
            "opus-bachelor-urn",
            "single_page_plus_ignored",
            r2,
            t2,
            cls="thesis",
            detail="Bachelorarbeit via URN",
            landing=t2[0],
            others=[series],
        ),
    ]


# --- DSpace 7-like (Spanish) -----------------------------------------------------------

DS = "repositorio.uniaustral.hx18.example"
DS_HDL = "hdl.handle-uniaustral.hx18.example"


def dspace() -> list[Case]:
    hub = Hub(
        "DSpace 7",
        LocalPortal(
            DS,
            "Repositorio Institucional UniAustral",
            menu=[
                ("/home", "Inicio"),
                ("/community-list", "Comunidades y colecciones"),
                ("/browse/dateissued", "Examinar"),
                ("/statistics", "Estadísticas"),
                ("/login", "Acceder"),
            ],
            footer=[
                ("/info/end-user-agreement", "Acuerdo de usuario final"),
                ("/info/privacy", "Política de privacidad"),
                ("/info/feedback", "Enviar sugerencias"),
            ],
            title_format="{title}",
            home_title="Repositorio Institucional UniAustral",
            lang="es",
            words=SPANISH,
            soft_404=True,
        ),
        plain=[DS_HDL],
    )
    head = meta("DSpace 7.6.1", "Repositorio Institucional UniAustral")
    col = hub.stub(
        "/collections/5e0c2b7a-1d44-4f9b-9e3a-6f1c2d8b9a70",
        "Trabajos Fin de Grado - Ingeniería Civil",
    )

    def item(
        uuid: str, handle: str, title: str, author: str, bits: list[tuple[str, str, str]], typ: str
    ) -> list[str]:
        path = f"/items/{uuid}"
        bit_urls = []
        for buuid, name, ctype in bits:
            u = hub.url(f"/bitstreams/{buuid}/download")
            if ctype == "application/pdf":
                hub.pdf(None, f"/bitstreams/{buuid}/download", title, author)
            else:
                hub.file(None, f"/bitstreams/{buuid}/download", ZIP, ctype)
            bit_urls.append((u, name, ctype))
        desc = hub.raw(
            f"/server/signposting/describedby/{uuid}",
            data(
                f"<resource><titles><title>{escape(title)}</title></titles></resource>",
                "application/vnd.datacite.datacite+xml",
            ),
        )
        ls = hub.raw(
            f"/server/signposting/linksets/{uuid}",
            data(f'<{hub.url(path)}> ; rel="item" ; anchor="x"', "application/linkset"),
        )
        lsj = hub.raw(
            f"/server/signposting/linksets/{uuid}/json",
            data('{"linkset":[]}', "application/linkset+json"),
        )
        full = hub.page(
            f"{path}/full",
            title,
            f"<h1>{escape(title)}</h1><table><tr><td>dc.contributor.author</td><td>{escape(author)}</td></tr><tr><td>dc.title</td><td>{escape(title)}</td></tr></table>",
            head=head,
        )
        cite = f"http://{DS_HDL}/{handle}"
        header = link_header(
            (cite, "cite-as"),
            *[(u, "item", t) for u, _n, t in bit_urls],
            (desc, "describedby", "application/vnd.datacite.datacite+xml"),
            (ls, "linkset", "application/linkset"),
            (lsj, "linkset", "application/linkset+json"),
            (f"http://schema.test/{typ}", "type"),
            ("http://creativecommons.test/licenses/by-nc-nd/4.0/", "license"),
        )
        landing = hub.page(
            path,
            title,
            f"<h1>{escape(title)}</h1><p>Autor: {a('/browse/author?value=' + quote(author), author)}</p>"
            f"<h2>Ficheros</h2>"
            + ul(a(u, n) for u, n, _t in bit_urls)
            + f"<p>URI: {a(cite, cite)}</p><p>{a(full, 'Mostrar el registro completo del ítem')}</p>"
            f"<p>Colecciones: {a(col, 'Trabajos Fin de Grado - Ingeniería Civil')}</p>",
            head=head
            + f'<link href="{ls}" rel="linkset" type="application/linkset"><link href="{lsj}" rel="linkset" type="application/linkset+json">'
            + f'<link href="{desc}" rel="describedby" type="application/vnd.datacite.datacite+xml">'
            + meta(citation_title=title, citation_author=author, citation_pdf_url=bit_urls[0][0]),
            headers=[header],
        )
        hub.raw(f"/handle/{handle}", Response.redirect(landing, 301))
        hub.redirect(DS_HDL, f"/{handle}", hub.url(f"/handle/{handle}"))
        return [landing, *[u for u, _n, _t in bit_urls], desc, ls, lsj, full]

    t1 = item(
        "9b1f6e3c-7a2d-4c58-b0e4-2f8d1a6c3e95",
        "20.500.14352/8841",
        "Diseño hidráulico de un colector de aguas pluviales en Valdivia",
        "Fuentes Rojas, Catalina",
        [
            ("d4e2a1b0-5c6f-4a7e-8b9d-0c1e2f3a4b5c", "TFG_FuentesRojas.pdf", "application/pdf"),
            ("e5f3b2c1-6d7a-4b8f-9c0e-1d2f3a4b5c6d", "Anexos_planos.zip", "application/zip"),
        ],
        "Thesis",
    )
    t2 = item(
        "3c7a9e21-0b4d-4f6e-8a1c-5d9e2b7f4a08",
        "20.500.14352/9127",
        "Respuesta sísmica de muros de albañilería confinada: ensayos cíclicos",
        "Pérez Soto, Ignacio",
        [("f6a4c3d2-7e8b-4c9a-8d1f-2e3a4b5c6d7e", "articulo.pdf", "application/pdf")],
        "ScholarlyArticle",
    )
    return [
        # signposting: DSpace 7.6 answers the item page with Link headers: cite-as
        # (handle), items (both bitstreams), describedby and two linksets. Truth: those,
        # the landing and its full-record view.
        hub.case(
            "dspace-tfg-colector",
            "signposting",
            t1[0],
            t1,
            cls="thesis",
            detail="Trabajo Fin de Grado",
            others=[col],
        ),
        # signposting: entered at the handle resolver (two redirects to the item page).
        hub.case(
            "dspace-articulo-handle",
            "signposting",
            f"http://{DS_HDL}/20.500.14352/9127",
            t2,
            cls="article",
            detail="artículo via handle",
            landing=t2[0],
            others=[col],
        ),
    ]


# --- WEKO3 / JAIRO Cloud-like (Japanese) -----------------------------------------------

WK = "repository.kaiyodai-ir.hx18.example"
WK_DOI = "doi.jalc-link.hx18.example"


def weko() -> list[Case]:
    name = "海洋大学学術機関リポジトリ"
    hub = Hub(
        "WEKO3",
        LocalPortal(
            WK,
            name,
            menu=[
                ("/?page=1&size=20&search_type=2", "インデックスツリー"),
                ("/search?search_type=0", "詳細検索"),
                ("/ranking", "ランキング"),
                ("/page/about", "このリポジトリについて"),
            ],
            footer=[
                ("/page/policy", "運用指針"),
                ("/page/contact", "お問い合わせ"),
                ("http://jairo.test/", "JAIRO Cloud"),
            ],
            title_format="{title} - {name}",
            home_title=name,
            lang="ja",
            words=JAPANESE,
        ),
        plain=[WK_DOI],
    )
    head = meta("WEKO3", name) + '<script src="/static/js/weko_records_ui/app.js"></script>'
    index = hub.stub("/search?search_type=2&q=1612345678901", "学位論文 - " + name)

    def record(rid: str, title: str, author: str, files: list[str], doi: str = "") -> list[str]:
        fs = [hub.pdf(None, f"/record/{rid}/files/{f}", f"Record {rid}", f) for f in files]
        oai = hub.raw(
            f"/oai?verb=GetRecord&metadataPrefix=jpcoar_1.0&identifier=oai:repository.kaiyodai-ir:{int(rid):08d}",
            data(
                f"<jpcoar:jpcoar><dc:title>{escape(title)}</dc:title></jpcoar:jpcoar>",
                "application/xml",
            ),
        )
        bib = hub.raw(
            f"/records/{rid}/export/bibtex",
            data(f"@misc{{{rid}, title={{{title}}}}}", "text/plain"),
        )
        land = hub.page(
            f"/records/{rid}",
            title,
            f"<h1>{escape(title)}</h1><dl><dt>著者</dt><dd>{escape(author)}</dd><dt>アイテムタイプ</dt><dd>学位論文 / Thesis or Dissertation</dd>"
            + (f"<dt>DOI</dt><dd>{a('http://' + WK_DOI + '/' + doi, doi)}</dd>" if doi else "")
            + "</dl><h2>ファイル</h2>"
            + ul(a(u, u.rsplit("/", 1)[1]) for u in fs)
            + "<h2>エクスポート</h2>"
            + ul([a(oai, "OAI-PMH JPCOAR 1.0"), a(bib, "BibTeX")])
            + f"<p>インデックス: {a(index, '学位論文')}</p>",
            head=head + meta(citation_title=title, citation_author=author),
            share=True,
        )
        if doi:
            hub.redirect(WK_DOI, f"/{doi}", land)
        return [land, *fs, oai, bib]

    t1 = record(
        "2012345", "沿岸域における高潮浸水の数値解析", "山田 花子", ["honbun.pdf", "youshi.pdf"]
    )
    t2 = record(
        "2013377",
        "津波漂流物の衝突力に関する水理模型実験",
        "佐藤 健太",
        ["article.pdf"],
        doi="10.15083/0002013377",
    )
    return [
        # single_page_plus_ignored: a WEKO3 item page: full text and abstract PDFs, the
        # JPCOAR and BibTeX exports are one hop away; index tree, ranking, menus are not.
        hub.case(
            "weko-thesis-storm-surge",
            "single_page_plus_ignored",
            t1[0],
            t1,
            cls="thesis",
            detail="学位論文",
            others=[index],
        ),
        # single_page_plus_ignored: a JaLC DOI entry redirecting to the item page.
        hub.case(
            "weko-article-jalc-doi",
            "single_page_plus_ignored",
            f"http://{WK_DOI}/10.15083/0002013377",
            t2,
            cls="article",
            detail="via JaLC DOI",
            landing=t2[0],
            others=[index],
        ),
    ]


# --- CSpace-like (Chinese) -------------------------------------------------------------

CS = "ir.haiyang-yjs.hx18.example"


def cspace() -> list[Case]:
    name = "海洋研究所机构知识库"
    hub = Hub(
        "CSpace",
        LocalPortal(
            CS,
            name,
            menu=[
                ("/", "首页"),
                ("/community-list", "浏览"),
                ("/scholar", "学者"),
                ("/statistics", "统计"),
                ("/feedback", "反馈"),
            ],
            footer=[
                ("/about", "关于我们"),
                ("/help", "帮助"),
                ("http://weibo.test/haiyangyjs", "微博"),
            ],
            title_format="{title}-{name}",
            home_title=name,
            lang="zh-CN",
            words=CHINESE,
        ),
    )
    head = meta("CSpace 4.0", name)

    def item(hid: str, title: str, author: str, kind: str, related: str) -> list[str]:
        base = f"/handle/337002/{hid}"
        full = hub.page(
            f"{base}?mode=full",
            title,
            f"<h1>{escape(title)}</h1><table><tr><td>dc.title</td><td>{escape(title)}</td></tr><tr><td>dc.contributor.author</td><td>{escape(author)}</td></tr></table>",
            head=head,
        )
        # full text whose characters sit in a CID font: the title is not findable in it
        pdfu = hub.pdf(
            None,
            f"/bitstream/337002/{hid}/1/{kind}.pdf",
            f"IR 337002/{hid}",
            "CID-encoded full text",
        )
        ris = hub.raw(
            f"/cite?handle=337002/{hid}&type=ris",
            data(
                f"TY  - JOUR\nTI  - {title}\nAU  - {author}\nER  - \n",
                "application/x-research-info-systems",
            ),
        )
        gbt = hub.page(
            f"/cite?handle=337002/{hid}&type=gbt7714",
            f"引用 {title}",
            f"<p>{escape(author)}. {escape(title)}[J]. 海洋与湖沼, 2023.</p>",
            head=head,
        )
        stats = hub.page(
            f"{base}/statistics",
            f"{title} 访问统计",
            f"<h1>{escape(title)}</h1><p>浏览 412 次 · 下载 87 次</p>",
            head=head,
        )
        land = hub.page(
            base,
            title,
            f"<h1>{escape(title)}</h1><table><tr><th>作者</th><td>{a('/scholar/browse?author=' + quote(author), author)}</td></tr>"
            f"<tr><th>全文</th><td>{a(pdfu, kind + '.pdf')}</td></tr></table>"
            + ul(
                [
                    a(full, "显示全部元数据"),
                    a(ris, "导出 RIS"),
                    a(gbt, "GB/T 7714 引用"),
                    a(stats, "访问统计"),
                ]
            )
            + f"<p>相关条目: {a(related, '相关论文')}</p>",
            head=head,
        )
        return [land, full, pdfu, ris, gbt, stats]

    rel1 = hub.stub("/handle/337002/18790", "渤海湾表层沉积物粒度特征")
    rel2 = hub.stub("/handle/337002/19011", "海洋牧场人工鱼礁流场数值模拟")
    t1 = item("18823", "海洋沉积物重金属污染评价方法研究", "王晓明", "paper", rel1)
    t2 = item("19204", "人工鱼礁结构稳定性的物理模型试验研究", "李静", "thesis", rel2)
    return [
        # sig_filtered_title: titles are "<title>-海洋研究所机构知识库"; the homepage's title is
        # the site name, so filtering from the end leaves the item title, which the full
        # record, citation pages, RIS and statistics all carry, and the chrome does not.
        # The PDF's text is CID-encoded (the string misses it), still part of the truth.
        hub.case(
            "cspace-sediment-paper",
            "sig_filtered_title",
            t1[0],
            t1,
            cls="article",
            detail="期刊论文",
            others=[rel1],
        ),
        hub.case(
            "cspace-reef-thesis",
            "sig_filtered_title",
            t2[0],
            t2,
            cls="thesis",
            detail="学位论文",
            others=[rel2],
        ),
    ]


def cases() -> list[Case]:
    return [*invenio(), *opus(), *dspace(), *weko(), *cspace()]
