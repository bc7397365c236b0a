"""heldout39 portals whose artifact is found by its title: an Arabic (right-to-left)
OSF-style project platform, a Russian Dataverse-style data repository, and a Chinese
digital library of rare books.

OSF puts its site name before every page title and Dataverse after it, while every page
of the artifact carries the bare title: the seed's Significant String from Filtered Title
(from the start for OSF, from the end for Dataverse).  Downloads sit behind buttons (no
anchors), as the seed notes for both.  A library whose <title> is the book's own title,
repeated on every chapter page and in the IIIF manifest, is Significant String from Title.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case

from ._kit import Chrome, blob, enc, image, ul

# --- Arabic OSF-style project platform ----------------------------------------------------

OSF = Chrome(
    "osf.bahthmaftouh.hx39.example",
    "منصة البحث المفتوح",
    "ar",
    [("/dashboard", "لوحة التحكم"), ("/search", "بحث"), ("/support", "الدعم"),
     ("/preprints", "المسودات")],
    [("/terms", "شروط الاستخدام"), ("/privacy", "الخصوصية"), ("/contact", "اتصل بنا")],
    title_format="{name} | {title}",
    home_title="منصة البحث المفتوح | الرئيسية",
)  # fmt: skip
# (project path, title, wiki pages, file guids, components, file-list pages)
PROJ = {
    "/k7r2x/": ("أثر الجفاف على زراعة النخيل في واحة سيوة", ["home"], ["f3a9d", "f3a9e"], [], 1),
    "/w4n8p/": ("مخطوطات الطب العربي في مكتبات فاس: فهرسة رقمية",
                ["home", "المنهجية"], ["g1b2c", "g1b2d", "g1b2e", "g1b2f"], ["c5v6b", "c5v6n"], 2),
}  # fmt: skip


def _osf_parts(proj: str) -> list[str]:
    _t, wikis, files, comps, fpages = PROJ[proj]
    out = [proj + "files/", proj + "analytics/"] + [f"{proj}wiki/{enc(w)}/" for w in wikis]
    out += [proj + f"files/?page={i}" for i in range(2, fpages + 1)]
    out += [f"/{g}/" for g in files] + [f"/{c}/" for c in comps]
    return out


def _osf_page(proj: str, here: str) -> str:
    t, wikis, files, comps, fpages = PROJ[proj]
    crumb = f'<nav class="crumb"><a href="{proj}">{escape(t)}</a></nav>'
    tabs = ul([(proj + "files/", "الملفات"), (f"{proj}wiki/home/", "الويكي"),
               (proj + "analytics/", "الإحصاءات")])  # fmt: skip
    body = ""
    if here == proj:
        body = f"<h1>{escape(t)}</h1>" + ul([(f"/{c}/", "مكوّن") for c in comps])
        body += '<p>المساهمون: <a href="/u/hz4k1/">هدى الزين</a></p>'
    elif here.startswith(proj + "files/"):
        half = len(files) // fpages
        page = int(here.rsplit("=", 1)[1]) if "=" in here else 1
        shown = files[(page - 1) * half : page * half]
        body = ul([(f"/{g}/", f"ملف {g}") for g in shown])
        body += ul([(proj + f"files/?page={i}", str(i)) for i in range(2, fpages + 1)])
    elif here.startswith("/") and here.strip("/") in files:
        body = f'<button data-url="/download/{here.strip("/")}/">{"تنزيل"}</button>'
    elif "/wiki/" in here:
        body = ul([(f"{proj}wiki/{enc(w)}/", w) for w in wikis])
    title = f"{t}: {here.strip('/')}" if here != proj else t
    return OSF.page(title, crumb + tabs + body)


def osf_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for proj in PROJ:
        for here in [proj, *_osf_parts(proj)]:
            pages[here] = _osf_page(proj, here)
    return OSF.sites(pages)  # type: ignore[arg-type]


# --- Russian Dataverse-style data repository ----------------------------------------------

DV = Chrome(
    "dataverse.niu-dannye.hx39.example",
    "Данные НИУ",
    "ru",
    [("/dataverse/root", "Коллекции"), ("/dataverseuser.xhtml", "Мой аккаунт"),
     ("/guides/ru/user", "Руководство")],
    [("/privacy", "Политика конфиденциальности"), ("/about", "О репозитории")],
    title_format="{title} - {name}",
    home_title="Главная - Данные НИУ",
)  # fmt: skip
DOI1, DOI2 = "doi:10.77012/NIU/QX4TZ1", "doi:10.77012/NIU/PL8RM3"
DVT = {
    DOI1: ("Температура многолетнемёрзлых пород в Якутии, 2015–2022", ["AB12CD"], []),
    DOI2: ("Корпус диалектных записей Русского Севера (аудио и расшифровки)",
           ["EF34GH", "EF34GJ", "EF34GK"], ["1.0", "2.0"]),
}  # fmt: skip


def _dv_parts(doi: str) -> list[str]:
    _t, files, versions = DVT[doi]
    out = [f"/file.xhtml?persistentId={doi}/{f}" for f in files]
    out += [f"/dataset.xhtml?persistentId={doi}&version={v}" for v in versions]
    out += [f"/api/datasets/export?exporter=ddi&persistentId={doi}"]
    if versions:
        out += [f"/api/datasets/export?exporter=dataverse_json&persistentId={doi}"]
    return out


def dv_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for doi, (t, _files, _versions) in DVT.items():
        entry = f"/dataset.xhtml?persistentId={doi}"
        parts = _dv_parts(doi)
        main = (
            f"<h1>{escape(t)}</h1><p>Иванов И. И., 2023, «{escape(t)}», {doi}, Данные НИУ</p>"
            "<h2>Файлы</h2>" + ul([(p, p.rsplit("/", 1)[1]) for p in parts if "file.xhtml" in p])
            + "<h2>Версии</h2>" + ul([(p, p.rsplit("=", 1)[1]) for p in parts if "version=" in p])
            + "<h2>Экспорт метаданных</h2>" + ul([(p, "DDI/JSON") for p in parts if "/api/" in p])
            + '<button data-url="/api/access/dataset/:persistentId">Скачать всё</button>'
            + '<p><a href="/dataverse/permafrost">Коллекция лаборатории</a></p>'
        )  # fmt: skip
        pages[entry] = DV.page(t, main, share=DV.url(entry))
        for p in parts:
            if "/api/" in p:
                pages[p] = blob(f"<codeBook><titl>{escape(t)}</titl></codeBook>", "application/xml")
            else:
                back = f'<p>Набор данных: <a href="{escape(entry)}">{escape(t)}</a></p>'
                pages[p] = DV.page(
                    f"{t} ({p.rsplit('/', 1)[1]})", back + "<button>Скачать</button>"
                )
    return DV.sites(pages)  # type: ignore[arg-type]


# --- Chinese digital library of rare books -------------------------------------------------

LIB = Chrome(
    "guji.wenxianyuan.hx39.example",
    "文献苑·古籍数字图书馆",
    "zh",
    [("/guji", "古籍库"), ("/zhuanti", "专题"), ("/kaifang", "开放数据")],
    [("/guanyu", "关于我们"), ("/banquan", "版权声明"), ("/lianxi", "联系我们")],
    title_format="{title}",
    home_title="文献苑·古籍数字图书馆",
)  # fmt: skip
# (book path, title, juan count, TOC pages, transcriptions)
BOOKS = {
    "/guji/ZH0042": ("本草纲目（明万历刻本）", 3, 1, []),
    "/guji/YL0007": ("永乐大典（嘉靖副本残卷）", 8, 2, [3, 5]),
}


def _lib_parts(book: str) -> list[str]:
    _t, juan, toc, shiwen = BOOKS[book]
    out = [book + "/mulu"] + [book + f"/mulu?page={i}" for i in range(2, toc + 1)]
    out += [book + f"/juan/{i}" for i in range(1, juan + 1)]
    out += [book + f"/shiwen/{i}" for i in shiwen]
    out += ["/iiif/" + book.rsplit("/", 1)[1] + "/manifest.json"]
    return out


def lib_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for book, (t, juan, toc, shiwen) in BOOKS.items():
        parts = _lib_parts(book)
        manifest = parts[-1]
        main = (
            f'<h1>{t}</h1><p>版本：刻本 · <a href="{book}/mulu">目录</a> · '
            f'<a href="{manifest}">IIIF</a></p>'
            + "<h3>相关古籍</h3>"
            + ul([("/guji/ZH0043", "本草纲目（清刻本）"), ("/guji/ZH0101", "千金要方")])
        )
        pages[book] = LIB.page(t, main, share=LIB.url(book))
        per = -(-juan // toc)
        for i in range(1, toc + 1):
            key = book + "/mulu" + (f"?page={i}" if i > 1 else "")
            js = range((i - 1) * per + 1, min(juan, i * per) + 1)
            body = ul([(book + f"/juan/{j}", f"卷{j}") for j in js])
            body += ul([(book + f"/mulu?page={k}", str(k)) for k in range(2, toc + 1)])
            pages[key] = LIB.page(f"{t} 目录", f"<h1>{t}</h1>{body}")
        for j in range(1, juan + 1):
            nxt = f'<a href="{book}/juan/{j + 1}">下一卷</a>' if j < juan else ""
            sw = f'<a href="{book}/shiwen/{j}">释文</a>' if j in shiwen else ""
            img = f'<img src="/img/{book.rsplit("/", 1)[1]}/{j}.png" alt="">'
            pages[book + f"/juan/{j}"] = LIB.page(f"{t} 卷{j}", f"<h1>{t}</h1>{img}{nxt}{sw}")
            pages[f"/img/{book.rsplit('/', 1)[1]}/{j}.png"] = image((200, 180, 140))
        for j in shiwen:
            pages[book + f"/shiwen/{j}"] = LIB.page(f"{t} 卷{j} 释文", f"<h1>{t}</h1><p>……</p>")
        pages[manifest] = blob(f'{{"@type": "sc:Manifest", "label": "{t}"}}', "application/json")
    return LIB.sites(pages)  # type: ignore[arg-type]


def cases() -> list[Case]:
    mh = "Multi-Hop"
    out = []
    for proj, name, det in (
        ("/k7r2x/", "bahth-siwa", "Arabic RTL project, 2 files"),
        ("/w4n8p/", "bahth-fes-manuscripts", "Arabic project, components, paged files"),
    ):
        # OSF: "<site> | " before every title, the bare title on every page of the
        # project (file pages, components): Significant String from Filtered Title.
        out.append(Case(name, f"open science platform ({det})", mh, "sig_filtered_title",
                        OSF.url(proj), frozenset(map(OSF.url, [proj, *_osf_parts(proj)])),
                        osf_sites))  # fmt: skip
    for doi, name, det in (
        (DOI1, "niu-permafrost", "Russian Dataverse-style dataset"),
        (DOI2, "niu-dialects", "Russian dataset, 3 files, 2 versions"),
    ):
        entry = f"/dataset.xhtml?persistentId={doi}"
        # Dataverse: " - <site>" after the title, which the seed filters from the end.
        out.append(Case(name, f"dataverse repository ({det})", mh, "sig_filtered_title",
                        DV.url(entry), frozenset(map(DV.url, [entry, *_dv_parts(doi)])),
                        dv_sites))  # fmt: skip
    for book, name, det in (
        ("/guji/ZH0042", "wenxian-bencao", "Chinese rare book, 3 juan"),
        ("/guji/YL0007", "wenxian-yongle", "Chinese rare book, 8 juan, paged TOC, transcripts"),
    ):
        # The <title> is the bare book title and every chapter page, transcription and the
        # IIIF manifest repeat it; page images are embedded: Significant String from Title.
        out.append(Case(name, f"digital library (rare books, {det})", mh, "sig_title",
                        LIB.url(book), frozenset(map(LIB.url, [book, *_lib_parts(book)])),
                        lib_sites))  # fmt: skip
    return out
