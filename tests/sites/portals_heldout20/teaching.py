"""heldout20: teaching artifacts — an OER repository lesson and MOOC lecture pages."""

from __future__ import annotations

from sites.portals._portal import Case, Portal

from ._kit import Hub, a, blob, host, meta, pdf_file, raw, ul

# --- OER repository --------------------------------------------------------------------------


def oer() -> list[Case]:
    www = host("www", "openleaf")
    s3 = host("media", "openleaf-files")
    portal = Portal(
        www,
        "OpenLeaf OER Hub",
        [
            ("/", "Home"),
            ("/browse", "Browse"),
            ("/hubs", "Hubs"),
            ("/groups", "Groups"),
            ("/authoring-overview", "Create"),
        ],
        [
            ("/help", "Help"),
            ("/terms", "Terms of Service"),
            ("/privacy", "Privacy"),
            ("http://twitter.test/openleafoer", "Follow us"),
        ],
    )
    hub = Hub(
        "OER repository",
        [portal],
        meta(
            "",
            "OpenLeaf OER Hub",
            ["/static/js/vendor.b3f1.js", "/static/js/courseware.8d2e.js"],
            '<meta name="twitter:site" content="@openleafoer">',
        ),
    )
    author = hub.page("/users/34120", "Priya Nandakumar", "<h1>Priya Nandakumar</h1>")
    subject = hub.page(
        "/browse?f.general_subject=life-science", "Life Science", "<h1>Life Science</h1>"
    )

    def lesson(
        lid: str, title: str, sections: list[str], files: list[tuple[str, str, bytes]], related: str
    ) -> list[str]:
        base = f"/courseware/lesson/{lid}"
        file_urls = []
        rows = []
        for fname, ctype, body in files:
            u = hub.put(
                s3, f"/media/courseware/relatedresource/file/{lid}-{fname}", raw(body, ctype)
            )
            file_urls.append(u)
            rows.append((u, fname))
        tabs = [(f"{base}/{s}", s.replace("-", " ").title()) for s in ["overview", *sections]]
        tab_nav = '<nav class="lesson-tabs">' + ul(tabs) + "</nav>"
        actions = (
            f'<p class="actions">{a(f"{base}/remix", "Remix")} · '
            f"{a('http://classroom.google.test/share?url=' + hub.url(base + '/overview'), 'Share to Classroom')} · "
            f"{a('http://creativecommons.test/licenses/by-sa/4.0/', 'CC BY-SA')}</p>"
        )
        pages = []
        for s, label in tabs:
            body = (
                f"<h1>{title}</h1>{tab_nav}{actions}<h2>{label}</h2>"
                f"<p>{label} for {title}. By {a(author, 'Priya Nandakumar')}.</p>"
            )
            if s.endswith("overview"):
                body += (
                    "<h3>Resources</h3>"
                    + ul(rows)
                    + f"<p>Subject: {a(subject, 'Life Science')}</p>"
                    f"<p>Related lesson: {a(related, 'related lesson')}</p>"
                )
            pages.append(hub.page(s, title, body))
        hub.page(f"{base}/remix", "Log in to remix", "<h1>Log in to remix this lesson</h1>")
        hub.redirect(www, base, hub.url(f"{base}/overview"))
        return [*pages, *file_urls]

    photo = lesson(
        "4821",
        "Photosynthesis lab: measuring oxygen from pondweed",
        ["student-view", "teacher-notes"],
        [
            (
                "photosynthesis-slides.pptx",
                "application/vnd.openxmlformats-officedocument.presentationml.presentation",
                b"PK\x03\x04 slides",
            ),
            ("worksheet.pdf", "application/pdf", b"%PDF-1.4 worksheet"),
            ("answer-key.pdf", "application/pdf", b"%PDF-1.4 answers"),
        ],
        hub.url("/courseware/lesson/5090/overview"),
    )
    fractions = lesson(
        "5090",
        "Fractions on a number line",
        ["student-view"],
        [
            ("number-line-slides.pdf", "application/pdf", b"%PDF-1.4 slides"),
            (
                "worksheet-a.docx",
                "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
                b"PK worksheet a",
            ),
            (
                "worksheet-b.docx",
                "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
                b"PK worksheet b",
            ),
            ("answer-key.pdf", "application/pdf", b"%PDF-1.4 key"),
        ],
        hub.url("/courseware/lesson/4821/overview"),
    )
    # Expected path_based_externals: a lesson's tabs all live under /courseware/lesson/ID/,
    # its slides, worksheets and answer keys on the storage host.  Truth: the lesson's tab
    # pages and files; not the remix editor (a login page under the same path), the author,
    # subject browse or the related lesson.  The first is entered at the bare lesson URL,
    # which redirects to its overview tab.
    return [
        hub.case(
            "oer-lesson-slides-worksheets-key",
            "lesson with slides, worksheet and answer key",
            "multi_hop",
            "path_based_externals",
            hub.url("/courseware/lesson/4821"),
            photo,
            [author, subject, fractions[0]],
            landing=photo[0],
        ),
        hub.case(
            "oer-lesson-two-worksheets",
            "lesson with two worksheets",
            "multi_hop",
            "path_based_externals",
            fractions[0],
            fractions,
            [author, photo[0]],
        ),
    ]


# --- MOOC lecture page -----------------------------------------------------------------------


def mooc() -> list[Case]:
    lw = host("courses", "learnwell")
    cdn = host("cdn", "learnwell-media")
    course = "/courses/ocean-acoustics-2023"
    portal = Portal(
        lw,
        "LearnWell Open Courses",
        [
            ("/", "Home"),
            ("/courses", "All courses"),
            ("/topics", "Topics"),
            ("/teach", "Teach with us"),
            ("/donate", "Donate"),
        ],
        [
            ("/about", "About"),
            ("/accessibility", "Accessibility"),
            ("/terms", "Terms"),
            ("http://youtube.test/@learnwell", "YouTube"),
        ],
        title_format="{title} | Ocean Acoustics | {name}",
    )
    hub = Hub(
        "MOOC lecture page",
        [portal],
        meta(
            "Hugo 0.119.0",
            "LearnWell Open Courses",
            ["/static_shared/js/course_v4.a91c.js"],
            '<link rel="preconnect" href="http://cdn.learnwell-media.test">',
        ),
    )
    lectures = [
        ("lecture-03-wave-equation", "Lecture 3: The wave equation"),
        ("lecture-04-sound-speed-profiles", "Lecture 4: Sound speed profiles"),
        ("lecture-05-ray-tracing", "Lecture 5: Ray tracing"),
    ]
    nav = (
        '<nav class="course-nav">'
        + ul(
            [
                (f"{course}/", "Course home"),
                (f"{course}/syllabus/", "Syllabus"),
                (f"{course}/discussion/", "Discussion"),
            ]
            + [(f"{course}/lectures/{slug}/", t) for slug, t in lectures]
        )
        + "</nav>"
    )
    hub.page(f"{course}/", "Course home", nav + "<h1>Ocean Acoustics</h1>")
    hub.page(f"{course}/syllabus/", "Syllabus", nav + "<h1>Syllabus</h1>")
    hub.page(f"{course}/discussion/", "Discussion", nav + "<h1>Discussion</h1>")
    hub.page(f"{course}/lectures/lecture-03-wave-equation/", lectures[0][1], nav + "<h1>L3</h1>")

    def lecture(slug: str, title: str, n: str, transcript_page: bool) -> list[str]:
        stem = f"/ocean-acoustics-2023/L{n}/lecture{n}"
        mp4 = hub.put(
            cdn, f"{stem}_720p.mp4", raw(b"\x00\x00\x00\x18ftypmp42 " + n.encode(), "video/mp4")
        )
        vtt = hub.put(
            cdn, f"{stem}_en.vtt", blob(f"WEBVTT\n\n00:00.000 --> 00:04.000\n{title}\n", "text/vtt")
        )
        urls = [mp4, vtt]
        extra = ""
        if transcript_page:
            tp = hub.page(
                f"{course}/lectures/{slug}/transcript/",
                f"{title} (transcript)",
                nav + f"<h1>{title}: transcript</h1><p>Welcome back. Today ...</p>",
            )
            urls.append(tp)
            extra = f"<p>{a(tp, 'Read the transcript')}</p>"
        else:
            slides = hub.put(cdn, f"{stem}_slides.pdf", pdf_file(title, "Slides"))
            urls.append(slides)
            extra = f"<p>{a(slides, 'Lecture slides (PDF)')}</p>"
        main = (
            nav + f"<h1>{title}</h1>" + f'<video controls><source src="{mp4}" type="video/mp4">'
            f'<track kind="captions" src="{vtt}" srclang="en"></video>'
            f"<p>{a('http://youtube.test/watch?v=L' + n + 'x9', 'Watch on YouTube')}</p>"
            f'<ul class="downloads"><li>{a(mp4, "Download video (720p)")}</li>'
            f"<li>{a(vtt, 'Download captions (WebVTT)')}</li></ul>{extra}"
        )
        page = hub.page(f"{course}/lectures/{slug}/", title, main)
        return [page, *urls]

    l4 = lecture(*lectures[1], "04", False)
    l5 = lecture(*lectures[2], "05", True)
    course_home = hub.url(f"{course}/")
    # Expected single_page_plus_ignored (the seed's JoVE video pattern): the lecture page
    # links its video, captions and slides (or its transcript page) one hop away.  The
    # course navigation (other lectures, syllabus, discussion) is NOT in the homepage or 404
    # page, so it is the over-collection this heuristic admits.  Truth: the lecture page,
    # video, captions, slides or transcript (video and captions are also played in the page,
    # but they are the lecture itself and linked as downloads); not other lectures or the
    # course pages.
    return [
        hub.case(
            "mooc-lecture-video-slides-cdn",
            "lecture with video, captions and slides on a CDN",
            "single_hop",
            "single_page_plus_ignored",
            l4[0],
            l4,
            [course_home, hub.url(f"{course}/lectures/lecture-03-wave-equation/"), l5[0]],
        ),
        hub.case(
            "mooc-lecture-transcript-page",
            "lecture with video on a CDN and a transcript page",
            "single_hop",
            "single_page_plus_ignored",
            l5[0],
            l5,
            [course_home, l4[0]],
        ),
    ]


def cases() -> list[Case]:
    return [*oer(), *mooc()]
