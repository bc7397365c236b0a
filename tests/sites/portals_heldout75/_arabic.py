"""heldout75's Arabic portals: an online Arabic encyclopedia of science (one article per
page) and a national open-statistics portal whose dataset pages, downloads and API share
the dataset's code."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site

from ._kit import Chrome, Labels, ul

AR = Labels(
    "بحث",
    "تسجيل الدخول",
    "إنشاء حساب",
    "يستخدم هذا الموقع ملفات تعريف الارتباط.",
    "موافق",
    "الصفحة غير موجودة",
    "الرئيسية",
)

# ---------------------------------------------------------------- Arabic science encyclopedia
MAWSUA = Chrome(
    "www.mawsua-ilmiya.hx75.example",
    "الموسوعة العلمية العربية",
    "ar",
    AR,
    [
        ("/", "الرئيسية"),
        ("/categories", "التصنيفات"),
        ("/random", "مقالة عشوائية"),
        ("/contribute", "ساهم"),
    ],
    [("/about", "من نحن"), ("/terms", "شروط الاستخدام"), ("/privacy", "الخصوصية")],
    title_format="{title} - {name}",
    rtl=True,
)
WIKI_A = ("/article/4417-photosynthesis", "التمثيل الضوئي")
WIKI_B = ("/article/9082-ibn-al-haytham-optics", "ابن الهيثم وعلم البصريات")
WIKI_LINKS = [("/article/4418-chlorophyll", "اليخضور"), ("/article/1203-light", "الضوء")]


def mawsua_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for i, (path, title) in enumerate((WIKI_A, WIKI_B)):
        extra = ""
        if i == 1:  # the long article: references, history, talk page, printable view
            extra = (
                '<h2>المراجع</h2><ol><li><a href="http://doi.resolver-hx.test/10.1000/optics.1">مرجع</a></li></ol>'
                f'<p><a href="{path}/history">تاريخ التعديل</a> · <a href="{path}/talk">نقاش</a>'
                f' · <a href="{path}?print=1">نسخة للطباعة</a></p>'
            )
        main = (
            f"<article><h1>{escape(title)}</h1><p>…</p>{ul(WIKI_LINKS)}{extra}</article>"
            + MAWSUA.share_links(MAWSUA.url(path))
        )
        pages[path] = MAWSUA.page(title, main)
    return [MAWSUA.site(pages)]  # type: ignore[arg-type]


# ---------------------------------------------------------------- Arabic open statistics portal
IHSA = Chrome(
    "data.ihsaat-watani.hx75.example",
    "البوابة الوطنية للبيانات المفتوحة",
    "ar",
    AR,
    [
        ("/ar", "الرئيسية"),
        ("/ar/datasets", "مجموعات البيانات"),
        ("/ar/organizations", "الجهات"),
        ("/ar/developers", "المطورون"),
    ],
    [("/ar/terms", "شروط الاستخدام"), ("/ar/contact", "اتصل بنا")],
    rtl=True,
    share=False,
)
IHSA_FILES = "files.ihsaat-watani.hx75.example"
DS_A = ("LFS-2023-Q4", "مسح القوى العاملة - الربع الرابع 2023", False)
DS_B = ("CPI-2015-2024-M", "الرقم القياسي لأسعار المستهلك الشهري 2015-2024", True)


def _ihsa_links(code: str, big: bool) -> list[tuple[str, str]]:
    out = [
        (f"/ar/dataset/{code}/resources", "الموارد"),
        (f"/api/3/action/package_show?id={code}", "واجهة البرمجة"),
        (f"http://{IHSA_FILES}/{code}/{code}.csv", "تنزيل CSV"),
    ]
    if big:
        out += [
            (f"http://{IHSA_FILES}/{code}/{code}.xlsx", "تنزيل Excel"),
            (f"/ar/dataset/{code}/chart", "رسم بياني"),
            (f"/en/dataset/{code}", "English"),
        ]
    return out


def ihsa_sites() -> list[Site]:
    pages: dict[str, object] = {}
    files: dict[str, object] = {}
    for code, title, big in (DS_A, DS_B):
        main = (
            f'<h1>{escape(title)}</h1><p>الجهة: <a href="/ar/organization/gastat">الهيئة العامة للإحصاء</a></p>'
            + ul(_ihsa_links(code, big))
            + '<p>الترخيص: <a href="/ar/licenses/open-data">ترخيص البيانات المفتوحة</a></p>'
        )
        pages[f"/ar/dataset/{code}"] = IHSA.page(title, main)
        pages[f"/ar/dataset/{code}/resources"] = IHSA.page(
            "الموارد",
            f'<h1>الموارد</h1><a href="http://{IHSA_FILES}/{code}/{code}.csv">{code}.csv</a>',
        )
        pages[f"/api/3/action/package_show?id={code}"] = Response.data(
            f'{{"success": true, "result": {{"name": "{code}"}}}}'.encode(), "application/json"
        )
        files[f"/{code}/{code}.csv"] = Response.data(b"period,value\n2023Q4,1\n", "text/csv")
        if big:
            files[f"/{code}/{code}.xlsx"] = Response.data(b"PK\x03\x04", "application/vnd.ms-excel")
            pages[f"/ar/dataset/{code}/chart"] = IHSA.page(
                "رسم بياني", "<h1>رسم بياني</h1><canvas></canvas>"
            )
            pages[f"/en/dataset/{code}"] = IHSA.page(
                "Consumer Price Index", "<h1>Consumer Price Index</h1>"
            )
    return [IHSA.site(pages), Site(IHSA_FILES, files)]  # type: ignore[arg-type]


def ihsa_truth(code: str, big: bool) -> list[str]:
    return [IHSA.url(f"/ar/dataset/{code}")] + [
        h if h.startswith("http://") else IHSA.url(h) for h, _t in _ihsa_links(code, big)
    ]
