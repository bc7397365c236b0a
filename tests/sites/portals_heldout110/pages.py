"""heldout110 Single Hop pages inside heavy chrome (Single Page+ with Ignored URIs): a
professional body's guideline page on Drupal and a clinical-skills video article."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import binary, host, image_file, other, pdf_file, text_file, ul

# --- Drupal: a professional nursing association's best-practice guideline ------------------

DR = Portal(
    host("bpg", "nursesassociation"),
    "Provincial Nurses Association",
    menu=[
        ("/bpg", "Best practice guidelines"),
        ("/bpg/implementation-tools", "Implementation tools"),
        ("/membership", "Membership"),
        ("/news", "News"),
    ],
    footer=[
        ("/privacy-policy", "Privacy policy"),
        ("/terms-use", "Terms of use"),
        ("/accessibility", "Accessibility"),
    ],
    title_format="{title} | {name}",
)
DR_ENTRY = "/bpg/guidelines/oral-health-supporting-adults-who-require-assistance"
DR_PDFS = [
    "/sites/default/files/2025-04/Oral_Health_BPG_2nd_edition_2025.pdf",
    "/sites/default/files/2025-04/Oral_Health_BPG_summary_of_recommendations.pdf",
    "/sites/default/files/2025-06/Sante_buccodentaire_LDPE_2e_edition.pdf",
]
DR_OTHERS = [
    "/bpg/implementation-tools/oral-care-order-set",
    "/bpg/guidelines/person-and-family-centred-care",
]


def dr_build() -> list[Site]:
    t = "Oral health: supporting adults who require assistance (second edition)"
    main = f"""<article class="node node--type-bpg node--view-mode-full"><h1 class="page-title">{t}</h1>
<div class="field field--name-field-release-date">Released April 2025</div>
<div class="field field--name-body"><p>This guideline provides evidence-based recommendations
for nurses and the interprofessional team on mouth care for adults who need help.</p></div>
<div class="field field--name-field-bpg-files"><h2>Download</h2>{ul([(DR_PDFS[0], "Full guideline (PDF, 5.1 MB)"), (DR_PDFS[1], "Summary of recommendations (PDF)"), (DR_PDFS[2], "Version française (PDF)")])}</div>
<div class="field field--name-field-topics"><a href="/bpg/topics/long-term-care" hreflang="en">Long-term care</a></div>
<aside class="related"><h2>Implementation tools</h2><a href="{DR_OTHERS[0]}">Oral care order set</a>
<h2>Related guidelines</h2><a href="{DR_OTHERS[1]}">Person- and family-centred care</a></aside></article>"""
    return [
        DR.site(
            {
                DR_ENTRY: DR.page(t, main),
                DR_PDFS[0]: pdf_file("Oral health BPG second edition"),
                DR_PDFS[1]: pdf_file("Oral health BPG summary of recommendations"),
                DR_PDFS[2]: pdf_file("Sante buccodentaire LDPE"),
                DR_OTHERS[0]: other(DR, "Oral care order set"),
                DR_OTHERS[1]: other(DR, "Person- and family-centred care"),
            }
        )
    ]


# --- Video journal platform: a peer-reviewed clinical-skills video collection -------------

VJ = Portal(
    host("www", "clinskillsjournal"),
    "ClinSkills Video Journal",
    menu=[
        ("/collections/nursing-skills", "Nursing skills"),
        ("/collections/dental-skills", "Dental skills"),
        ("/authors", "For authors"),
        ("/subscribe", "Subscribe"),
    ],
    footer=[
        ("/privacy", "Privacy"),
        ("/terms", "Terms and conditions"),
        ("/permissions", "Permissions"),
    ],
    title_format="{title} | {name}",
)
VJ_ENTRY = "/v/10254/administering-a-subcutaneous-injection"
VJ_PDF = "/pdf/10254/clinskills-10254-administering-a-subcutaneous-injection.pdf"
VJ_CITES = ["/cite/10254?format=ris", "/cite/10254?format=enw"]
VJ_OTHER = "/v/10251/administering-an-intramuscular-injection"


def vj_build() -> list[Site]:
    t = "Administering a subcutaneous injection"
    main = f"""<div class="video-article"><h1>{t}</h1><p class="authors">Sarah Quinn, RN, MSc</p>
<video controls src="/media/10254/video-1080p.mp4" poster="/media/10254/poster.jpg"></video>
<ul class="article-tools"><li><a href="{VJ_PDF}">Download PDF</a></li>
<li>Cite: <a href="{VJ_CITES[0]}">RIS</a> | <a href="{VJ_CITES[1]}">EndNote</a></li></ul>
<h2>Transcript</h2><p>Subcutaneous injections deliver medication into the fatty tissue...</p>
<h2>Materials</h2><table><tr><td>Insulin syringe</td><td>BD 0.5 mL</td></tr></table>
<aside class="related-videos"><h3>Related videos</h3><a href="{VJ_OTHER}">Administering an
intramuscular injection</a></aside></div>"""
    return [
        VJ.site(
            {
                VJ_ENTRY: VJ.page(t, main),
                VJ_PDF: pdf_file("Administering a subcutaneous injection, article PDF"),
                VJ_CITES[0]: text_file(
                    "TY  - JOUR\nER  -\n", "application/x-research-info-systems"
                ),
                VJ_CITES[1]: text_file("%0 Journal Article\n", "application/x-endnote-refer"),
                "/media/10254/video-1080p.mp4": binary("video/mp4", 2048),
                "/media/10254/poster.jpg": image_file(),
                VJ_OTHER: other(VJ, "Administering an intramuscular injection"),
            }
        )
    ]


CASES: list[Case] = [
    # A professional body's guideline page on Drupal: the guideline is its page and its three
    # PDFs (full text, summary, French edition) in /sites/default/files/. Implementation
    # tools and related guidelines are separate nodes. Single Hop inside heavy chrome ->
    # Single Page+ with Ignores.
    case(
        "drupal-oral-health-bpg",
        "Drupal (nursing association best-practice guideline)",
        "Single Hop",
        "single_page_plus_ignored",
        DR.url(DR_ENTRY),
        [DR.url(u) for u in (DR_ENTRY, *DR_PDFS)],
        dr_build,
        others=[DR.url(u) for u in DR_OTHERS],
    ),
    # A clinical-skills video article (seed: JoVE videos -> Single Page+ with Ignores): the
    # video is embedded; the article PDF and two citation exports are one hop away; the
    # related video is another artifact.
    case(
        "videojournal-subcut-injection",
        "Video journal platform (JoVE-style clinical-skills video article)",
        "Single Hop",
        "single_page_plus_ignored",
        VJ.url(VJ_ENTRY),
        [VJ.url(u) for u in (VJ_ENTRY, VJ_PDF, *VJ_CITES)],
        vj_build,
        others=[VJ.url(VJ_OTHER)],
    ),
]
