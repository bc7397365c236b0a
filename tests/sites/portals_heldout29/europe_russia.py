"""Russian and continental-European portals of heldout29: an eLibrary.ru-like citation
database, CyberLeninka-like open-access articles (transliterated URLs), a GitFlic-like code
forge with release assets on object storage, HAL-like open archives with FAIR Signposting,
Hypothèses-like research blogs, a Persée-like journal back-file and a DiVA-like Nordic
thesis repository.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, data

from ._kit import BIB, RIS, XML, ZIP, Local, a, html, signposting, table, ul

# --------------------------------------------------------------------------- eLibrary-like
EL_HOST = "www.elibrary-berezka.hx29.example"
EL = Local(
    EL_HOST,
    "Научная электронная библиотека eLIBRARY.RU",
    menu=[
        ("/defaultx.asp", "Главная"),
        ("/querybox.asp", "Поиск"),
        ("/titles.asp", "Каталог журналов"),
        ("/authors.asp", "Авторский указатель"),
        ("/project_risc.asp", "РИНЦ"),
    ],
    footer=[
        ("/help.asp", "Помощь"),
        ("/privacy", "Политика конфиденциальности"),
        ("/contacts.asp", "Контакты"),
    ],
    title_format="{name} - {title}",
    home_title="Научная электронная библиотека eLIBRARY.RU",
    lang="ru",
    banner="Сайт использует файлы cookie.",
    social=[("http://vk.test/elibrary_ru", "ВКонтакте"), ("http://t.test/elibrary", "Telegram")],
    search_label="Найти",
    login_label="Вход",
    signup_label="Регистрация",
    share_label="Поделиться",
)
EL_ID = "49876543"


def _el_sites() -> list[Site]:
    title = "ДИНАМИКА МНОГОЛЕТНЕМЕРЗЛЫХ ПОРОД В БАССЕЙНЕ РЕКИ ЛЕНА ПО ДАННЫМ ДИСТАНЦИОННОГО ЗОНДИРОВАНИЯ"
    title_en = "Permafrost dynamics in the Lena River basin from remote sensing data"
    item = f"/item.asp?id={EL_ID}"
    pdfp = f"/download/elibrary_{EL_ID}_81234567.pdf"
    cit = f"/cit_items.asp?id={EL_ID}"
    similar = ["/item.asp?id=48712201", "/item.asp?id=50033417"]
    pages: dict[str, str | bytes | Response] = {
        item: EL.page(
            title,
            f"""<table class="item"><tr><td><h1 class="bigtext">{escape(title)}</h1>
<p>{a("/author_profile.asp?id=612345", "ПЕТРОВ А.С.")}<sup>1</sup>, {a("/author_profile.asp?id=733210", "ИВАНОВА Е.В.")}<sup>2</sup></p>
<p><sup>1</sup> {a("/org_profile.asp?id=1520", "Институт мерзлотоведения им. П.И. Мельникова СО РАН")}</p>
<p>Тип: статья в журнале - научная статья · Язык: русский · Номер: {a("/contents.asp?id=49876500", "3")} · Год: 2022 · Страницы: 45-58</p>
<p>Журнал: {a("/title_about_new.asp?id=7890", "КРИОСФЕРА ЗЕМЛИ")} · ISSN: 1560-7496</p>
<p>Полный текст: {a(pdfp, "Скачать (PDF, 1,8 Мб)")}</p>
<h3>КЛЮЧЕВЫЕ СЛОВА:</h3><p>{a("/keyword_items.asp?id=1123", "МНОГОЛЕТНЕМЕРЗЛЫЕ ПОРОДЫ")}, {a("/keyword_items.asp?id=2231", "ДИСТАНЦИОННОЕ ЗОНДИРОВАНИЕ")}</p>
<h3>АННОТАЦИЯ:</h3><p>Рассмотрена динамика ...</p>
<h3 lang="en">{escape(title_en)}</h3>
<h3>ОПИСАНИЕ НА АНГЛИЙСКОМ ЯЗЫКЕ:</h3><p lang="en">The dynamics of ...</p>
<h3>БИБЛИОМЕТРИЧЕСКИЕ ПОКАЗАТЕЛИ:</h3><p>Цитирований в РИНЦ: {a(cit, "4")}</p>
<h3>ПОХОЖИЕ ПУБЛИКАЦИИ:</h3>{ul(a(s, "Похожая публикация") for s in similar)}</td></tr></table>""",
            share=f"http://{EL_HOST}{item}",
        ),
        pdfp: Response.data(pdf(title_en, ["eLIBRARY"]), "application/pdf"),
        cit: EL.page(
            f"Список публикаций, цитирующих {title}",
            f"<h1>Цитирующие публикации</h1><p>{escape(title)}</p>{ul(a(s, 'Публикация') for s in similar)}",
        ),
    }
    for p, t in (
        ("/author_profile.asp?id=612345", "Петров Алексей Сергеевич"),
        ("/author_profile.asp?id=733210", "Иванова Елена Викторовна"),
        ("/org_profile.asp?id=1520", "Институт мерзлотоведения"),
        ("/contents.asp?id=49876500", "Криосфера Земли 2022 №3"),
        ("/title_about_new.asp?id=7890", "Криосфера Земли"),
        *((s, "Похожая публикация") for s in similar),
    ):
        pages[p] = EL.page(t, f"<h1>{escape(t)}</h1>")
    return [EL.site(pages)]


def _el_cases() -> list[Case]:
    u = f"http://{EL_HOST}"
    # A citation-database record with its full text: Single Hop -- the record, its PDF and
    # its list of citing publications (a view of this record's citations) are one hop
    # away; authors, organisation, journal, issue, keywords and similar publications are
    # other pages -> single_page_plus_ignored (the seed's SSRN/bioRxiv shape).
    return [
        Case(
            "elibrary-lena-permafrost",
            "eLibrary-like (Russian citation database)",
            "Single Hop",
            "single_page_plus_ignored",
            f"{u}/item.asp?id={EL_ID}",
            frozenset(
                {
                    f"{u}/item.asp?id={EL_ID}",
                    f"{u}/download/elibrary_{EL_ID}_81234567.pdf",
                    f"{u}/cit_items.asp?id={EL_ID}",
                }
            ),
            _el_sites,
            others=frozenset({f"{u}/item.asp?id=48712201", f"{u}/item.asp?id=50033417"}),
        )
    ]


# ----------------------------------------------------------------------- CyberLeninka-like
CL_HOST = "cyberleninka.nauka-sosna.hx29.example"
CL = Local(
    CL_HOST,
    "КиберЛенинка",
    menu=[
        ("/article", "Статьи"),
        ("/journal", "Журналы"),
        ("/about", "О проекте"),
        ("/api", "API"),
    ],
    footer=[
        ("/about", "О проекте"),
        ("/privacy", "Политика конфиденциальности"),
        ("/terms", "Пользовательское соглашение"),
    ],
    title_format="{title} – тема научной статьи – {name}",
    home_title="Научная электронная библиотека «КиберЛенинка»",
    lang="ru",
    switch=[("/?lang=ru", "RU"), ("/?lang=en", "EN")],
    social=[("http://vk.test/cyberleninka", "VK"), ("http://t.test/cyberleninka", "Telegram")],
    search_label="Поиск",
    login_label="Войти",
    signup_label="Регистрация",
    share_label="Поделиться",
)
_CL = {
    "vliyanie-klimaticheskih-izmeneniy-na-urozhaynost-yarovoy-pshenitsy-v-zapadnoy-sibiri": (
        "Влияние климатических изменений на урожайность яровой пшеницы в Западной Сибири",
        "Вестник Алтайского государственного аграрного университета",
        "vestnik-altayskogo-gosudarstvennogo-agrarnogo-universiteta",
        "agriculture-forestry-and-fisheries",
        [
            "ozimye-kultury-i-zasuha-v-kulundinskoy-stepi",
            "agroklimaticheskie-resursy-altayskogo-kraya",
        ],
    ),
    "lingvisticheskie-osobennosti-tatarskih-zaimstvovaniy-v-russkom-yazyke": (
        "Лингвистические особенности татарских заимствований в русском языке",
        "Филология и культура",
        "filologiya-i-kultura",
        "languages-and-literature",
        ["tyurkizmy-v-govorah-srednego-povolzhya"],
    ),
}


def _cl_sites() -> list[Site]:
    pages: dict[str, str | bytes | Response] = {}
    for slug, (title, jname, jslug, field, related) in _CL.items():
        b = f"/article/n/{slug}"
        pages[b] = CL.page(
            title,
            f"""<div class="infoblock">{a(f"/journal/n/{jslug}", jname)} · 2021 · {a(f"/article/c/{field}", "Научная статья по специальности")}</div>
<h1><i itemprop="headline">{escape(title)}</i></h1>
<div class="authors">Авторы: <a href="/search?q=%D0%A1%D0%BC%D0%B8%D1%80%D0%BD%D0%BE%D0%B2">Смирнов Д.А.</a></div>
<div class="download"><a class="download-pdf" href="{b}/pdf">Скачать PDF</a> <a href="{b}/viewer">Читать онлайн</a>
<button class="cite" data-cite="modal">Цитировать</button></div>
<div class="abstract"><h2>Аннотация научной статьи</h2><p>В статье рассматривается ...</p>
<h2 lang="en">Abstract</h2><p lang="en">The article considers ...</p></div>
<div class="keywords">Ключевые слова: {a("/search?q=%D0%BA%D0%BB%D0%B8%D0%BC%D0%B0%D1%82", "климат")}</div>
<div class="ocr"><h2>Текст научной работы</h2><p>Введение. ...</p></div>
<div class="similar"><h2>Похожие темы научных работ</h2>{ul(a(f"/article/n/{r}", r.replace("-", " ")) for r in related)}</div>""",
            share=f"http://{CL_HOST}{b}",
        )
        pages[f"{b}/pdf"] = Response.data(pdf(slug, ["CyberLeninka"]), "application/pdf")
        pages[f"{b}/viewer"] = CL.page(
            title,
            f"<div class='viewer'><h1>{escape(title)}</h1><iframe src='{b}/pdf'></iframe>{a(b, 'Вернуться к статье')}</div>",
        )
        pages[f"/journal/n/{jslug}"] = CL.page(jname, f"<h1>{escape(jname)}</h1>")
        pages[f"/article/c/{field}"] = CL.page(field, f"<h1>{escape(field)}</h1>")
        for r in related:
            pages[f"/article/n/{r}"] = CL.page(r, f"<h1>{escape(r)}</h1>")
    return [CL.site(pages)]


def _cl_cases() -> list[Case]:
    out = []
    for slug, (*_x, related) in _CL.items():
        u = f"http://{CL_HOST}/article/n/{slug}"
        # An open-access article whose parts (PDF, online reader) extend the article's own
        # transliterated URI (/article/n/<slug>/pdf, /viewer); the citation is a script
        # modal without a URI.  Every artifact URI contains the entry URI, nothing else does
        # (journal, field, similar articles have other slugs) -> path_based.
        out.append(
            Case(
                f"cyberleninka-{slug[:24].rstrip('-')}",
                "CyberLeninka-like (Russian open-access library)",
                "Single Hop",
                "path_based",
                u,
                frozenset({u, u + "/pdf", u + "/viewer"}),
                _cl_sites,
                others=frozenset(f"http://{CL_HOST}/article/n/{r}" for r in related),
            )
        )
    return out


# ----------------------------------------------------------------------------- GitFlic-like
GF_HOST = "gitflic.kod-kedr.hx29.example"
GF_S3 = "storage.kedr-s3.hx29.example"
GF = Local(
    GF_HOST,
    "GitFlic",
    menu=[
        ("/explore", "Проекты"),
        ("/company", "Компании"),
        ("/docs", "Документация"),
        ("/pricing", "Тарифы"),
    ],
    footer=[
        ("/about", "О сервисе"),
        ("/terms", "Условия использования"),
        ("/privacy", "Политика конфиденциальности"),
        ("http://t.test/gitflic", "Telegram"),
    ],
    title_format="{title} | {name}",
    home_title="GitFlic — сервис для хранения и совместной работы с исходным кодом",
    lang="ru",
    search_label="Поиск",
    login_label="Войти",
    signup_label="Регистрация",
)
GF_REPO = "/project/ivanov-lab/geotext-ru"
GF_ASSET = f"http://{GF_S3}/releases/ivanov-lab/geotext-ru/v0.4.1/geotext-ru-0.4.1.tar.gz"
GF_WHEEL = f"http://{GF_S3}/releases/ivanov-lab/geotext-ru/v0.4.1/geotext_ru-0.4.1-py3-none-any.whl"


def _gf_paths() -> list[str]:
    r = GF_REPO
    return [
        r,
        f"{r}/file?file=geotext&branch=master",
        f"{r}/blob?file=README.md&branch=master",
        f"{r}/blob/raw?file=README.md&branch=master",
        f"{r}/blob?file=geotext%2Fparser.py&branch=master",
        f"{r}/commits?branch=master",
        f"{r}/commit/5e1c0b9a7d3f2e4c6b8a0d1f3e5c7a9b2d4f6e8a",
        f"{r}/issue",
        f"{r}/issue/12",
        f"{r}/release",
        f"{r}/release/0f6a2c4e-9b1d-4e3f-8a7c-5d2b1e0f9c3a",
    ]


def _gf_sites() -> list[Site]:
    p = _gf_paths()
    r = GF_REPO
    head = (
        f'<div class="project-header">{a("/user/ivanov-lab", "ivanov-lab")} / {a(r, "geotext-ru")}</div>'
        f'<ul class="project-menu"><li>{a(r, "Код")}</li><li>{a(p[7], "Задачи")}</li>'
        f"<li>{a(p[5], 'Коммиты')}</li><li>{a(p[9], 'Релизы')}</li></ul>"
    )

    def pg(t: str, body: str) -> str:
        return GF.page(f"{t} · ivanov-lab/geotext-ru", head + body)

    pages: dict[str, str | bytes | Response] = {
        p[0]: pg(
            "geotext-ru",
            f"""<p>Извлечение топонимов из русскоязычных текстов</p>
<table class="files"><tr><td>{a(p[1], "geotext/")}</td></tr><tr><td>{a(p[2], "README.md")}</td></tr></table>
<div class="readme"><h2>geotext-ru</h2><p>Документация и примеры ниже.</p></div>
<aside>{a(p[10], "Последний релиз: v0.4.1")} · Участники: {a("/user/a-ivanov", "А. Иванов")} · Похожие: {a("/project/nlp-msu/natasha-geo", "natasha-geo")}</aside>""",
        ),
        p[1]: pg("geotext", f"<ul><li>{a(p[4], 'parser.py')}</li></ul>"),
        p[2]: pg("README.md", f"<pre># geotext-ru</pre>{a(p[3], 'Raw')}"),
        p[3]: Response.text("# geotext-ru\n", content_type="text/plain; charset=utf-8"),
        p[4]: pg("parser.py", "<pre>def extract(text): ...</pre>"),
        p[5]: pg("Коммиты", f"<ul><li>{a(p[6], 'Добавлен словарь топонимов Сибири')}</li></ul>"),
        p[6]: pg("Коммит 5e1c0b9", "<pre>+ Новосибирск</pre>"),
        p[7]: pg("Задачи", f"<ul><li>{a(p[8], '#12 Не распознаются названия рек')}</li></ul>"),
        p[8]: pg(
            "Не распознаются названия рек",
            f"<p>Пример: «Обь».</p>{a('/user/a-ivanov', 'А. Иванов')}",
        ),
        p[9]: pg("Релизы", f"<ul><li>{a(p[10], 'v0.4.1')}</li></ul>"),
        p[10]: pg(
            "v0.4.1",
            f"<ul><li><a href='{GF_ASSET}'>geotext-ru-0.4.1.tar.gz</a></li><li><a href='{GF_WHEEL}'>geotext_ru-0.4.1-py3-none-any.whl</a></li></ul>",
        ),
    }
    for q in ("/user/ivanov-lab", "/user/a-ivanov", "/project/nlp-msu/natasha-geo"):
        pages[q] = GF.page(q, f"<h1>{escape(q)}</h1>")
    s3 = Site(GF_S3)
    s3.add(GF_ASSET.split(GF_S3, 1)[1], Response.data(b"\x1f\x8b mock", "application/gzip"))
    s3.add(GF_WHEEL.split(GF_S3, 1)[1], Response.data(b"PK\x03\x04 wheel", ZIP))
    return [GF.site(pages), s3]


def _gf_cases() -> list[Case]:
    u = f"http://{GF_HOST}"
    # A software project (the seed's GitHub row): Multi-Hop under the project path, and its
    # release assets live on an object-storage host of another domain
    # -> path_based_externals.  Owner, participants and similar projects are not it.
    return [
        Case(
            "gitflic-geotext-ru",
            "GitFlic-like (Russian code forge)",
            "Multi-Hop",
            "path_based_externals",
            u + GF_REPO,
            frozenset({*(u + q for q in _gf_paths()), GF_ASSET, GF_WHEEL}),
            _gf_sites,
            others=frozenset({u + "/project/nlp-msu/natasha-geo"}),
        )
    ]


# ------------------------------------------------------------------------ HAL-like (+TEL)
HAL_HOSTS = ("hal.ccsd-lumiere.hx29.example", "theses.ccsd-lumiere.hx29.example")


def _hal_portal(host: str, name: str) -> Local:
    return Local(
        host,
        name,
        menu=[
            ("/search/index", "Consulter"),
            ("/submit/index", "Déposer"),
            ("/browse/domain", "Domaines"),
            ("/browse/collection", "Collections"),
            ("/page/aide", "Aide"),
        ],
        footer=[
            ("/page/mentions-legales", "Mentions légales"),
            ("/privacy", "Données personnelles"),
            ("/page/accessibilite", "Accessibilité : non conforme"),
            ("/page/contact", "Contact"),
        ],
        title_format="{title} - {name}",
        home_title=f"{name} - Archive ouverte",
        lang="fr",
        switch=[("/lang/fr", "Français"), ("/lang/en", "English")],
        banner="Ce site utilise des cookies pour mesurer l'audience.",
        social=[
            ("http://mastodon.test/@CCSD", "Mastodon"),
            ("http://www.linkedin.test/company/ccsd", "LinkedIn"),
        ],
        search_label="Rechercher",
        login_label="Connexion",
        signup_label="Créer un compte",
        share_label="Partager",
    )


_HAL = {
    HAL_HOSTS[0]: (
        "HAL",
        "hal-04123456",
        "Dynamique sédimentaire de l’estuaire de la Gironde : observations et modélisation",
        "Sediment dynamics of the Gironde estuary: observations and modelling",
        "Article dans une revue",
        [
            ("document", "Texte intégral (PDF)", "application/pdf"),
            ("file/donnees_supplementaires.zip", "Données supplémentaires", ZIP),
        ],
        ["hal-03877001", "hal-04011290"],
    ),
    HAL_HOSTS[1]: (
        "theses.fr-HAL",
        "tel-03987654",
        "Les parlers occitans du Limousin : variation et contact de langues",
        "Occitan dialects of the Limousin: variation and language contact",
        "Thèse",
        [
            ("document", "Thèse (PDF)", "application/pdf"),
            ("file/annexes_corpus.pdf", "Annexes : corpus", "application/pdf"),
        ],
        ["tel-02765432"],
    ),
}


def _hal_sites() -> list[Site]:
    out = []
    for host, (name, hid, title, title_en, kind, files, others) in _HAL.items():
        P = _hal_portal(host, name)
        u = f"http://{host}"
        items = [(f"{u}/{hid}/{f}", t, c) for f, t, c in files]
        meta = [
            (f"{u}/{hid}/bibtex", "BibTeX", "application/x-bibtex"),
            (f"{u}/{hid}/tei", "TEI", "application/tei+xml"),
            (f"{u}/{hid}/dc", "DC", "application/xml"),
        ]
        link = signposting(
            [
                (f"{u}/{hid}", "cite-as", ""),
                ("http://orcid.test/0000-0002-1825-0097", "author", ""),
                ("http://creativecommons.test/licenses/by/4.0/", "license", ""),
                ("https://schema.org/ScholarlyArticle", "type", ""),
                ("https://schema.org/AboutPage", "type", ""),
                *((h, "item", c) for h, _t, c in items),
                *((h, "describedby", c) for h, _t, c in meta),
            ]
        )
        heads = "".join(f'<link rel="describedby" href="{h}" type="{c}">' for h, _t, c in meta)
        body = P.page(
            title,
            f"""<div class="typdoc">{escape(kind)}</div>
<h1 class="title">{escape(title)}</h1><p class="title-en" lang="en">{escape(title_en)}</p>
<p class="authors">{a("/search/index/?q=authIdHal_s:camille-laurent", "Camille Laurent")} <sup>1</sup>,
{a("/search/index/?q=authIdHal_s:yann-le-goff", "Yann Le Goff")} <sup>2</sup></p>
<p class="affil"><sup>1</sup> {a("/search/index/?q=structId_i:182345", "EPOC - Environnements et Paléoenvironnements Océaniques et Continentaux")}</p>
<div class="files">{ul(a(h, t) for h, t, _c in items)}</div>
<div class="export"><h3>Exporter</h3>{" ".join(a(h, t) for h, t, _c in meta)}</div>
<div class="meta">{table([("Identifiant", escape(hid)), ("Soumis le", "mardi 6 juin 2023"), ("Domaine", a("/search/index/?q=domain_s:sde", "Sciences de l’environnement"))])}</div>
<div class="collections">{a("/EPOC", "EPOC")} {a("/UNIV-BORDEAUX", "Université de Bordeaux")}</div>
<div class="related"><h3>Dans la même collection</h3>{ul(a(f"/{o}", o) for o in others)}</div>""",
            head=heads,
            share=f"{u}/{hid}",
        )
        pages: dict[str, str | bytes | Response] = {f"/{hid}": html(body, link)}
        for h, t, c in items:
            path = h.split(host, 1)[1]
            pages[path] = Response.data(
                pdf(title_en, [t]) if c == "application/pdf" else b"PK\x03\x04 data", c
            )
        pages[f"/{hid}/bibtex"] = data(f"@article{{{hid},\n title={{{title}}}\n}}\n", BIB)
        pages[f"/{hid}/tei"] = data(
            f'<?xml version="1.0"?><TEI><title>{escape(title)}</title></TEI>',
            "application/tei+xml; charset=utf-8",
        )
        pages[f"/{hid}/dc"] = data(
            f'<?xml version="1.0"?><oai_dc><dc:title>{escape(title)}</dc:title></oai_dc>', XML
        )
        for o in others:
            pages[f"/{o}"] = P.page(o, f"<h1>{escape(o)}</h1>")
        for q in ("/EPOC", "/UNIV-BORDEAUX"):
            pages[q] = P.page(q, f"<h1>Collection {escape(q)}</h1>")
        out.append(P.site(pages))
    return out


def _hal_cases() -> list[Case]:
    out = []
    for host, (_n, hid, *_x, files, others) in _HAL.items():
        u = f"http://{host}/{hid}"
        # The open archive announces its boundary with FAIR Signposting (Link header: the
        # files as rel=item, the BibTeX/TEI/DC exports as rel=describedby, cite-as pointing
        # at the landing page itself, author/licence/type outside) -> signposting.  Truth:
        # the landing page, its items and its metadata records.
        out.append(
            Case(
                f"hal-{hid}",
                "HAL-like (French open archive with signposting)",
                "Single Hop",
                "signposting",
                u,
                frozenset(
                    {u, *(f"{u}/{f}" for f, _t, _c in files), f"{u}/bibtex", f"{u}/tei", f"{u}/dc"}
                ),
                _hal_sites,
                others=frozenset(f"http://{host}/{o}" for o in others),
            )
        )
    return out


# -------------------------------------------------------------------------- Hypothèses-like
HY_ORG = "hypotheses-olivier.hx29.example"
_HY = {
    "histnum": (
        "fr",
        "Histoire numérique",
        1287,
        "Transcrire les registres paroissiaux avec la reconnaissance d’écriture manuscrite",
        "Catégorie",
        ("humanites-numeriques", "Humanités numériques"),
        (1264, 1301),
    ),
    "arqueoandes": (
        "es",
        "Arqueología de los Andes",
        452,
        "Cerámica inca en el valle del Cusco: notas de campo de la temporada 2023",
        "Categoría",
        ("trabajo-de-campo", "Trabajo de campo"),
        (431, 467),
    ),
}


def _hy_sites() -> list[Site]:
    out = []
    for blog, (lang, name, pid, title, catword, (cat, catname), (prev_, next_)) in _HY.items():
        host = f"{blog}.{HY_ORG}"
        P = Local(
            host,
            name,
            menu=[
                ("/", "Accueil" if lang == "fr" else "Inicio"),
                ("/a-propos", "À propos" if lang == "fr" else "Acerca de"),
                (f"/category/{cat}", catname),
                ("/feed", "RSS"),
            ],
            footer=[
                ("http://www.openedition.test/", "OpenEdition"),
                ("http://hypotheses.test/", "Hypothèses"),
                ("/privacy", "Confidentialité" if lang == "fr" else "Privacidad"),
                ("/wp-login.php", "Connexion"),
            ],
            title_format="{title} – {name}",
            home_title=f"{name} – Carnet de recherche"
            if lang == "fr"
            else f"{name} – Cuaderno de investigación",
            lang=lang,
            social=[("http://mastodon.test/@openedition", "Mastodon")],
            search_label="Rechercher" if lang == "fr" else "Buscar",
            login_label="Connexion" if lang == "fr" else "Acceder",
            signup_label="Créer un carnet" if lang == "fr" else "Crear un cuaderno",
            share_label="Partager" if lang == "fr" else "Compartir",
        )
        post = f"/{pid}"
        pages: dict[str, str | bytes | Response] = {
            post: P.page(
                title,
                f"""<article id="post-{pid}" class="post type-post status-publish">
<header class="entry-header"><h1 class="entry-title">{escape(title)}</h1>
<p class="entry-meta">{a(f"/author/{blog}-editor", "Équipe éditoriale")} · <time datetime="2023-10-12">12/10/2023</time></p></header>
<div class="entry-content"><p>…</p><figure><img src="/files/2023/10/figure1.png" alt=""></figure><p>…</p>
<p>Source : <a href="http://gallica.test/ark:/12148/btv1b90001234">registre numérisé</a></p></div>
<footer class="entry-footer">{catword} : {a(f"/category/{cat}", catname)} · Tags : {a("/tag/htr", "HTR")}
<p class="cite">Citer ce billet : Équipe éditoriale ({pid}). {escape(title)}. <i>{escape(name)}</i>. https://doi.org/10.58079/{blog}{pid}</p></footer></article>
<nav class="post-navigation">{a(f"/{prev_}", "← Billet précédent")} {a(f"/{next_}", "Billet suivant →")}</nav>
<section id="comments"><h2>2 commentaires</h2><ol><li>Marie : Merci ! <a href="{post}?replytocom=88#respond">Répondre</a></li></ol>
<form action="/wp-comments-post.php" method="post"><textarea name="comment"></textarea><button>Laisser un commentaire</button></form></section>
<aside class="widget"><h3>Articles récents</h3>{ul([a(f"/{next_}", "Billet suivant"), a(f"/{prev_}", "Billet précédent")])}
<h3>Archives</h3>{a("/2023/10", "octobre 2023")}</aside>""",
                share=f"http://{host}{post}",
            ),
            "/files/2023/10/figure1.png": Response.data(png(20, 14, (150, 120, 90)), "image/png"),
        }
        for p in (
            f"/{prev_}",
            f"/{next_}",
            f"/category/{cat}",
            "/tag/htr",
            "/2023/10",
            f"/author/{blog}-editor",
            "/a-propos",
        ):
            pages[p] = P.page(p, f"<h1>{escape(p)}</h1>")
        pages["/feed"] = data(
            '<?xml version="1.0"?><rss><channel><title>'
            + escape(name)
            + "</title></channel></rss>",
            "application/rss+xml",
        )
        out.append(P.site(pages))
    return out


def _hy_cases() -> list[Case]:
    out = []
    for blog, (_l, _n, pid, _t, _c, _cat, (prev_, next_)) in _HY.items():
        u = f"http://{blog}.{HY_ORG}/{pid}"
        # A research-blog post with its comments on the page: Single Artifact URI (the
        # seed's Hypotheses row) -> single_page.  The reply link (?replytocom=) is the same
        # post with a comment form opened, not another part; the source it cites is on
        # another portal; previous/next posts are other artifacts.
        out.append(
            Case(
                f"hypotheses-{blog}-{pid}",
                "Hypothèses-like (OpenEdition research blogs)",
                "Single Artifact URI",
                "single_page",
                u,
                frozenset({u}),
                _hy_sites,
                others=frozenset(
                    {f"http://{blog}.{HY_ORG}/{prev_}", f"http://{blog}.{HY_ORG}/{next_}"}
                ),
            )
        )
    return out


# ------------------------------------------------------------------------------ Persée-like
PE_HOST = "www.persee-tilleul.hx29.example"
PE = Local(
    PE_HOST,
    "Persée",
    menu=[
        ("/collections", "Collections"),
        ("/search", "Rechercher"),
        ("/authorities", "Auteurs"),
        ("/web/about", "À propos"),
    ],
    footer=[
        ("/web/about/legal", "Mentions légales"),
        ("/privacy", "Données personnelles"),
        ("/web/contact", "Contact"),
        ("http://www.ens-lyon.test/", "ENS de Lyon"),
    ],
    title_format="{title}",
    home_title="Persée : Portail de revues en sciences humaines et sociales",
    lang="fr",
    switch=[("/lang?l=fr", "FR"), ("/lang?l=en", "EN")],
    banner="Persée utilise des cookies de mesure d'audience.",
    search_label="Rechercher",
    login_label="Se connecter",
    signup_label="Créer un compte",
)
PE_ID = "rural_0035-1121_1998_num_147_1_3912"
PE_TITLE = "Les mutations des paysages ruraux du Languedoc au XIXe siècle"


def _pe_sites() -> list[Site]:
    doc, ill = f"/doc/{PE_ID}", f"/docIllustrations/{PE_ID}"
    figs = [f"/renderIllustration/{PE_ID}_fig{n}.png" for n in (1, 2)]
    pdfp, ris, bib = (
        f"/docAsPDF/{PE_ID}.pdf",
        f"/docAsCitation/{PE_ID}?format=ris",
        f"/docAsCitation/{PE_ID}?format=bibtex",
    )
    pages: dict[str, str | bytes | Response] = {
        doc: PE.page(
            PE_TITLE,
            f"""<div class="breadcrumb">{a("/collection/rural", "Études rurales")} › {a("/issue/rural_0035-1121_1998_num_147_1", "Année 1998 147 pp. 45-68")}</div>
<h1 class="title">{escape(PE_TITLE)}</h1>
<p class="authors">{a("/authority/245123", "Jean-Pierre Marchand")}</p>
<div class="tools">{a(pdfp, "Télécharger PDF")} {a(ill, "Illustrations (2)")}
<span class="cite">Référence bibliographique : {a(ris, "RIS")} {a(bib, "BibTeX")}</span></div>
<div class="fulltext"><h2>Texte intégral</h2><p>Au cours du XIXe siècle, les campagnes languedociennes…</p></div>
<div class="see-also"><h3>Voir aussi</h3>{ul([a("/doc/rural_0035-1121_1997_num_143_1_3801", "Vigne et société en Bas-Languedoc"), a("/doc/geo_0003-4010_1995_num_104_583_13902", "Le Midi viticole")])}</div>""",
            raw_title=True,
            share=f"http://{PE_HOST}{doc}",
        ),
        ill: PE.page(
            f"Illustrations : {PE_TITLE}",
            f"<h1>{escape(PE_TITLE)}</h1><h2>Illustrations</h2>"
            + ul(a(f, f"Figure {n}") for n, f in enumerate(figs, 1))
            + a(doc, "Retour au document"),
            raw_title=True,
        ),
        pdfp: Response.data(pdf(PE_TITLE, ["Etudes rurales 147"]), "application/pdf"),
        ris: data(f"TY  - JOUR\nTI  - {PE_TITLE}\nJO  - Études rurales\nER  - \n", RIS),
        bib: data(f"@article{{{PE_ID},\n title={{{PE_TITLE}}}\n}}\n", BIB),
    }
    for n, f in enumerate(figs):
        pages[f] = Response.data(png(30, 20, (100 + n * 40, 90, 60)), "image/png")
    for p, t in (
        ("/collection/rural", "Études rurales"),
        ("/issue/rural_0035-1121_1998_num_147_1", "Études rurales 147"),
        ("/authority/245123", "Jean-Pierre Marchand"),
        ("/doc/rural_0035-1121_1997_num_143_1_3801", "Vigne et société en Bas-Languedoc"),
        ("/doc/geo_0003-4010_1995_num_104_583_13902", "Le Midi viticole"),
    ):
        pages[p] = PE.page(t, f"<h1>{escape(t)}</h1>", raw_title=True)
    return [PE.site(pages)]


def _pe_cases() -> list[Case]:
    u = f"http://{PE_HOST}"
    # A digitised journal article whose <title> is the article title alone, repeated on the
    # illustrations page and in the RIS/BibTeX records, while the PDF (its text not in
    # UTF-8) and the figure images do not carry it -- the seed's Dryad shape: Multi-Hop
    # (article -> illustrations -> figures) -> sig_title_plus_ignored.  Collection, issue,
    # author authority and "see also" articles are not the article.
    return [
        Case(
            "persee-languedoc-paysages",
            "Persée-like (French journal back-file portal)",
            "Multi-Hop",
            "sig_title_plus_ignored",
            f"{u}/doc/{PE_ID}",
            frozenset(
                {
                    f"{u}/doc/{PE_ID}",
                    f"{u}/docIllustrations/{PE_ID}",
                    f"{u}/renderIllustration/{PE_ID}_fig1.png",
                    f"{u}/renderIllustration/{PE_ID}_fig2.png",
                    f"{u}/docAsPDF/{PE_ID}.pdf",
                    f"{u}/docAsCitation/{PE_ID}?format=ris",
                    f"{u}/docAsCitation/{PE_ID}?format=bibtex",
                }
            ),
            _pe_sites,
            others=frozenset(
                {
                    f"{u}/doc/rural_0035-1121_1997_num_143_1_3801",
                    f"{u}/doc/geo_0003-4010_1995_num_104_583_13902",
                }
            ),
        )
    ]


# -------------------------------------------------------------------------------- DiVA-like
DV_HOST = "www.diva-bjork.hx29.example"
DV = Local(
    DV_HOST,
    "DiVA portal",
    menu=[
        ("/smash/search.jsf", "Sök"),
        ("/smash/searchresearch.jsf", "Forskningspublikationer"),
        ("/smash/searchstudent.jsf", "Studentuppsatser"),
        ("/smash/about.jsf", "Om DiVA"),
    ],
    footer=[
        ("/smash/help.jsf", "Hjälp"),
        ("/privacy", "Personuppgifter"),
        ("/smash/accessibility.jsf", "Tillgänglighet"),
        ("http://www.uu.test/", "Uppsala universitetsbibliotek"),
    ],
    title_format="{title} - {name}",
    home_title="DiVA portal",
    lang="sv",
    switch=[("/smash/setlang.jsf?l=sv", "Svenska"), ("/smash/setlang.jsf?l=en", "English")],
    banner="DiVA använder kakor (cookies).",
    search_label="Sök",
    login_label="Logga in",
    signup_label="Registrera publikation",
)
DV_PID = "diva2:1678901"


def _dv_sites() -> list[Site]:
    title = "Klimatanpassning av kommunala dagvattensystem i Norrland"
    title_en = "Climate adaptation of municipal stormwater systems in Norrland"
    rec = f"/smash/record.jsf?pid={DV_PID}"
    full = f"/smash/get/{DV_PID}/FULLTEXT01.pdf"
    exp = f"/smash/references?referenceFormat=RIS&pids={DV_PID}&fileName=export.ris"
    pages: dict[str, str | bytes | Response] = {}
    for lang in ("sv", "en"):
        path = rec if lang == "sv" else rec + "&language=en"
        other = a(rec + "&language=en", "English") if lang == "sv" else a(rec, "Svenska")
        pages[path] = DV.page(
            title,
            f"""<div class="record"><p>{other}</p><h1>{escape(title)}</h1>
<p class="alt-title" lang="en">{escape(title_en)}</p>
<p>{a("/smash/resultList.jsf?searchType=AUTHOR&query=Lindqvist%2C+Emma", "Lindqvist, Emma")} ·
{a("/smash/resultList.jsf?searchType=ORGANISATION&org=883", "Luleå tekniska universitet, Institutionen för samhällsbyggnad")}</p>
{table([("Utgivningsår", "2022"), ("Typ", "Självständigt arbete på avancerad nivå (masterexamen)"), ("Språk", "Svenska"), ("Nyckelord", a("/smash/resultList.jsf?searchType=KEYWORD&query=dagvatten", "dagvatten"))])}
<p class="fulltext">Fulltext: {a(full, "FULLTEXT01.pdf (3,2 MB)")}</p>
<p class="export">Exportera: {a(exp, "RIS")}</p>
<p class="cite"><button>Citera</button></p>
<div class="other"><h3>Andra publikationer av författaren</h3>{a("/smash/record.jsf?pid=diva2:1534210", "Snösmältning och översvämningsrisk")}</div></div>""",
        )
    pages[full] = Response.data(pdf(title_en, ["DiVA"]), "application/pdf")
    pages[exp] = data(f"TY  - THES\nTI  - {title}\nER  - \n", RIS)
    pages["/smash/record.jsf?pid=diva2:1534210"] = DV.page(
        "Snösmältning och översvämningsrisk", "<h1>Snösmältning</h1>"
    )
    return [DV.site(pages)]


def _dv_cases() -> list[Case]:
    u = f"http://{DV_HOST}"
    rec = f"{u}/smash/record.jsf?pid={DV_PID}"
    # A Nordic repository record of a master's thesis: Single Hop -- the record, its
    # English view, the full text and the RIS export; author/organisation/keyword
    # searches and the author's other work are not it -> single_page_plus_ignored.
    return [
        Case(
            "diva-dagvatten-norrland",
            "DiVA-like (Nordic publication repository)",
            "Single Hop",
            "single_page_plus_ignored",
            rec,
            frozenset(
                {
                    rec,
                    rec + "&language=en",
                    f"{u}/smash/get/{DV_PID}/FULLTEXT01.pdf",
                    f"{u}/smash/references?referenceFormat=RIS&pids={DV_PID}&fileName=export.ris",
                }
            ),
            _dv_sites,
            others=frozenset({f"{u}/smash/record.jsf?pid=diva2:1534210"}),
        )
    ]


CASES: list[Case] = [
    *_el_cases(),
    *_cl_cases(),
    *_gf_cases(),
    *_hal_cases(),
    *_hy_cases(),
    *_pe_cases(),
    *_dv_cases(),
]
