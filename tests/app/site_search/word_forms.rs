//! Search over the starter news: plurals, typos, Odia spellings and inflections, the ranking of
//! titles over bodies, suggestions, and hidden items never found by any of them.

use super::*;

/// News of the starter content (`src/seed/content.json`): title and body in English and Odia,
/// and the date.
const COUNCIL_NEWS: [[&str; 5]; 6] = [
    [
        "OURIIP Seed Fund 2026-27: call for proposals opens",
        "OURIIP ସିଡ୍ ଫଣ୍ଡ ୨୦୨୬-୨୭: ପ୍ରସ୍ତାବ ଆହ୍ୱାନ ଆରମ୍ଭ",
        "Faculty members of the State's public universities and colleges may now submit research \
         proposals under the OURIIP Seed Fund.",
        "ରାଜ୍ୟର ସରକାରୀ ବିଶ୍ୱବିଦ୍ୟାଳୟ ଓ ମହାବିଦ୍ୟାଳୟର ଶିକ୍ଷକମାନେ ବର୍ତ୍ତମାନ OURIIP ସିଡ୍ ଫଣ୍ଡ ଅଧୀନରେ \
         ଗବେଷଣା ପ୍ରସ୍ତାବ ଦାଖଲ କରିପାରିବେ।",
        "2026-11-12",
    ],
    [
        "Workshop on NAAC accreditation for State colleges",
        "ରାଜ୍ୟର ମହାବିଦ୍ୟାଳୟଗୁଡ଼ିକ ପାଇଁ NAAC ପ୍ରତ୍ୟାୟନ ଉପରେ କର୍ମଶାଳା",
        "A two-day workshop in Bhubaneswar took coordinators of Internal Quality Assurance Cells \
         through the accreditation process.",
        "ଭୁବନେଶ୍ୱରରେ ଆୟୋଜିତ ଦୁଇ ଦିନିଆ କର୍ମଶାଳାରେ ସଂଯୋଜକମାନଙ୍କୁ ପ୍ରତ୍ୟାୟନ ପ୍ରକ୍ରିୟା ବିଷୟରେ ଅବଗତ \
         କରାଯାଇଥିଲା।",
        "2026-10-16",
    ],
    [
        "Drive to register every student on the Academic Bank of Credits",
        "ପ୍ରତ୍ୟେକ ଛାତ୍ରଛାତ୍ରୀଙ୍କୁ ଏକାଡେମିକ୍ ବ୍ୟାଙ୍କ ଅଫ୍ କ୍ରେଡିଟ୍ସରେ ପଞ୍ଜୀକୃତ କରିବା ପାଇଁ ଅଭିଯାନ",
        "Universities and colleges have been asked to help every enrolled student create an ABC ID.",
        "ନାମ ଲେଖାଇଥିବା ପ୍ରତ୍ୟେକ ଛାତ୍ରଛାତ୍ରୀଙ୍କୁ ABC ID ସୃଷ୍ଟି କରିବାରେ ସହାୟତା କରିବା ପାଇଁ ବିଶ୍ୱବିଦ୍ୟାଳୟ ଓ \
         ମହାବିଦ୍ୟାଳୟଗୁଡ଼ିକୁ କୁହାଯାଇଛି।",
        "2026-09-03",
    ],
    [
        "Six years of NEP 2020: review of progress in Odisha",
        "ଜାତୀୟ ଶିକ୍ଷା ନୀତି ୨୦୨୦ର ଛଅ ବର୍ଷ: ଓଡ଼ିଶାରେ ଅଗ୍ରଗତିର ସମୀକ୍ଷା",
        "Vice-Chancellors and principals met to review the four-year undergraduate programme.",
        "ଚାରି ବର୍ଷିଆ ସ୍ନାତକ ପାଠ୍ୟକ୍ରମ, ବହୁବିଷୟକ ପାଠ୍ୟକ୍ରମ ଓ ଦକ୍ଷତା-ଆଧାରିତ ଶିକ୍ଷାର ସମୀକ୍ଷା କରିବା ପାଇଁ \
         କୁଳପତି ଓ ଅଧ୍ୟକ୍ଷମାନେ ଏକତ୍ରିତ ହୋଇଥିଲେ।",
        "2026-07-29",
    ],
    [
        "New e-content modules released in Odia",
        "ଓଡ଼ିଆରେ ନୂତନ ଇ-ବିଷୟବସ୍ତୁ ମଡ୍ୟୁଲ ପ୍ରକାଶିତ",
        "A new set of lecture videos and study notes for undergraduate core courses is now \
         available in Odia.",
        "ସ୍ନାତକ ସ୍ତରର ମୁଖ୍ୟ ପାଠ୍ୟକ୍ରମ ପାଇଁ ଏକ ନୂତନ ଭିଡିଓ ବକ୍ତୃତା ଓ ଅଧ୍ୟୟନ ନୋଟ୍ ସେଟ୍ ବର୍ତ୍ତମାନ ଓଡ଼ିଆରେ \
         ଉପଲବ୍ଧ।",
        "2026-05-20",
    ],
    [
        "Model curriculum for postgraduate programmes circulated",
        "ସ୍ନାତକୋତ୍ତର ସ୍ତରର ଆଦର୍ଶ ପାଠ୍ୟକ୍ରମ ପ୍ରେରିତ",
        "The Council has shared a model curriculum for postgraduate programmes with the State's \
         universities.",
        "ପରିଷଦ ରାଜ୍ୟର ବିଶ୍ୱବିଦ୍ୟାଳୟଗୁଡ଼ିକୁ ସ୍ନାତକୋତ୍ତର ସ୍ତରର ଏକ ଆଦର୍ଶ ପାଠ୍ୟକ୍ରମ ପଠାଇଛି।",
        "2026-03-10",
    ],
];

/// Saves news `[titleEn, titleOd, descEn, descOd, date]` as `token`; the answer.
async fn save_news(app: &TestApp, token: &str, news: [&str; 5]) -> reqwest::Response {
    let w = wire(NEWS);
    let mut fields = sample(&w, "n");
    fields[crate::common::wire(NEWS).id_field] = Value::Null;
    for (name, value) in [
        "newsTitleEn",
        "newsTitleOd",
        "newsDescEn",
        "newsDescOd",
        "newsDate",
    ]
    .iter()
    .zip(news)
    {
        fields[*name] = json!(value);
    }
    app.manage(&w, &fields, None, Some(token)).await
}

/// A fresh app holding the six starter news, and the administrator's token.
async fn council_news() -> (TestApp, String) {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    for news in COUNCIL_NEWS {
        assert_eq!(save_news(&app, &token, news).await.status(), StatusCode::OK);
    }
    (app, token)
}

/// The whole answer of a search for `q`.
async fn answer(app: &TestApp, q: &str) -> Value {
    let resp = search(app, q, None).await;
    assert_eq!(resp.status(), StatusCode::OK, "{q}");
    served(resp).await
}

#[tokio::test]
async fn search_finds_plurals_typos_odia_spellings_and_inflections() {
    let (app, _) = council_news().await;
    let universities = titles(&hits(&app, "universities").await.0)
        .into_iter()
        .map(String::from)
        .collect::<Vec<_>>();
    assert_eq!(universities.len(), 3, "{universities:?}");
    // The singular finds the plural, and the plural the singular.
    let (found, _) = hits(&app, "university").await;
    assert_eq!(titles(&found), universities);
    // accreditation/accredited share a stem; a typo finds the word, marked in the title.
    let (found, total) = hits(&app, "acreditation").await;
    assert_eq!(total, 1);
    assert_eq!(
        found[0]["titleEn"],
        json!("Workshop on NAAC accreditation for State colleges")
    );
    assert_eq!(found[0]["marks"]["titleEn"], json!([[17, 30]]));
    let (found, _) = hits(&app, "curiculum").await;
    assert_eq!(
        titles(&found),
        vec!["Model curriculum for postgraduate programmes circulated"]
    );
    assert_eq!(found[0]["marks"]["titleEn"], json!([[6, 16]]));

    // Odia typed without the nukta finds the word written with it, inflected or not.
    let with_nukta = hits(&app, "ଓଡ଼ିଆ").await;
    let (found, total) = hits(&app, "ଓଡିଆ").await;
    assert_eq!((found.clone(), total), with_nukta);
    assert_eq!(
        titles(&found),
        vec!["New e-content modules released in Odia"]
    );
    assert_eq!(found[0]["marks"]["titleOd"], json!([[0, 7]]), "ଓଡ଼ିଆରେ");
    // An inflected form finds the word and its other forms; the title hit first.
    let (found, _) = hits(&app, "ପାଠ୍ୟକ୍ରମର").await;
    assert_eq!(
        titles(&found),
        vec![
            "Model curriculum for postgraduate programmes circulated",
            "Six years of NEP 2020: review of progress in Odisha",
            "New e-content modules released in Odia",
        ]
    );
    // The plain word finds the plural with its case ending (ମହାବିଦ୍ୟାଳୟଗୁଡ଼ିକୁ) and the genitive.
    let (found, _) = hits(&app, "ମହାବିଦ୍ୟାଳୟ").await;
    assert_eq!(
        titles(&found),
        vec![
            "Workshop on NAAC accreditation for State colleges",
            "OURIIP Seed Fund 2026-27: call for proposals opens",
            "Drive to register every student on the Academic Bank of Credits",
        ]
    );
    // ବ for ୱ, and ଯ for ୟ.
    let (found, _) = hits(&app, "ବିଶ୍ବବିଦ୍ଯାଳଯ").await;
    assert_eq!(found.len(), 3, "{found:?}");
}

#[tokio::test]
async fn titles_rank_above_bodies_and_exact_words_above_typos() {
    let (app, token) = council_news().await;
    // Newer than the starter news, with the word in the body only.
    let body = [
        "Budget for the coming year",
        "ଆଗାମୀ ବର୍ଷର ବଜେଟ",
        "The budget funds the new curriculum cell.",
        "ବଜେଟ",
        "2026-11-20",
    ];
    assert_eq!(save_news(&app, &token, body).await.status(), StatusCode::OK);
    // The newest of all, with the word misspelt in its title.
    let typo = [
        "Curiculum committee meets",
        "ପାଠ୍ୟକ୍ରମ କମିଟି",
        "Minutes follow.",
        "କାର୍ଯ୍ୟବିବରଣୀ",
        "2026-11-25",
    ];
    assert_eq!(save_news(&app, &token, typo).await.status(), StatusCode::OK);
    let (found, total) = hits(&app, "curriculum").await;
    assert_eq!(total, 3);
    assert_eq!(
        titles(&found),
        vec![
            "Model curriculum for postgraduate programmes circulated",
            "Budget for the coming year",
            "Curiculum committee meets",
        ]
    );
    // Its body hit is cut around the word.
    assert!(
        found[1]["snippetEn"]
            .as_str()
            .is_some_and(|s| s.contains("curriculum")),
        "{}",
        found[1]
    );

    // A news item's own page body (Markdown) is found too, below its title and summary, and
    // the snippet shows the body's words.
    let w = wire(NEWS);
    let mut fields = sample(&w, "b");
    fields[crate::common::wire(NEWS).id_field] = Value::Null;
    fields["newsTitleEn"] = json!("Council meeting");
    fields["newsDescEn"] = json!("The council met on Friday.");
    fields["newsBodyEn"] = json!(
        "## Decisions

The **curriculum** cell will meet monthly."
    );
    fields["newsDate"] = json!("2026-11-30");
    let resp = app.manage(&w, &fields, None, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let (found, total) = hits(&app, "curriculum").await;
    assert_eq!(total, 4);
    assert_eq!(titles(&found)[2], "Council meeting", "{found:?}");
    assert_eq!(
        found[2]["snippetEn"],
        json!("Decisions The curriculum cell will meet monthly.")
    );
}

#[tokio::test]
async fn a_search_that_finds_nothing_suggests_words_the_site_holds() {
    let (app, _) = council_news().await;
    let body = answer(&app, "cuncel").await;
    assert_eq!(body["total"], json!(0));
    assert_eq!(body["suggestion"], json!("council"), "{body}");
    // The suggestion finds something.
    assert_eq!(hits(&app, "council").await.1, 1);
    // Each word that found nothing is replaced; the others stay.
    let body = answer(&app, "Curriculum cuncel").await;
    assert_eq!(body["suggestion"], json!("curriculum council"), "{body}");
    // Odia: one letter too many for a typo in a word of five characters.
    let body = answer(&app, "ପରିଷଦଦଦ").await;
    assert_eq!(body["total"], json!(0));
    assert_eq!(body["suggestion"], json!("ପରିଷଦ"), "{body}");
    // Nothing close, or words found apart but never together: no suggestion.
    for q in ["zzqqxx", "accreditation budget", "4321"] {
        let body = answer(&app, q).await;
        assert_eq!(body["total"], json!(0), "{q}");
        assert!(body.get("suggestion").is_none(), "{q}: {body}");
    }
    // A search that finds something suggests nothing.
    assert!(answer(&app, "council").await.get("suggestion").is_none());
}

#[tokio::test]
async fn hidden_items_are_never_found_exactly_by_stem_by_typo_or_by_suggestion() {
    let (app, admin) = council_news().await;
    let contributor = crate::common::account(
        &app,
        crate::workflow::CONTRIBUTOR,
        oshec::auth::Role::Contributor,
    )
    .await;
    // A contributor's draft, never approved: the gate hides it.
    let draft = [
        "Fellowship scheme for doctoral scholars",
        "ଗବେଷକମାନଙ୍କ ପାଇଁ ଫେଲୋସିପ୍ ଯୋଜନା",
        "Scholarships for doctoral researchers.",
        "ଛାତ୍ରବୃତ୍ତି ଯୋଜନା",
        "2026-11-21",
    ];
    let saved = json_of(save_news(&app, &contributor, draft).await).await;
    assert_eq!(saved["data"]["status"], json!("draft"), "{saved}");
    // A published item taken down by the administrator.
    let hidden = [
        "Hostel allotment for women students",
        "ଛାତ୍ରୀନିବାସ ଆବଣ୍ଟନ",
        "Hostels open in July.",
        "ଛାତ୍ରୀନିବାସଗୁଡ଼ିକ ଖୋଲିବ",
        "2026-11-22",
    ];
    let saved = json_of(save_news(&app, &admin, hidden).await).await;
    let id = saved["data"][crate::common::wire(NEWS).id_field]
        .as_u64()
        .expect("id");
    let resp = app.toggle(&wire(NEWS), id, true, Some(&admin)).await;
    assert_eq!(resp.status(), StatusCode::OK);

    for q in [
        // exact
        "fellowship",
        "hostel",
        "ଫେଲୋସିପ୍",
        "ଛାତ୍ରୀନିବାସ",
        // stemmed or folded
        "fellowships",
        "scholarship",
        "hostels",
        "ଗବେଷକ",
        "ଛାତ୍ରୀନିବାସରେ",
        // a typo
        "felowship",
        "scholarsips",
        "hostell",
        // far enough for a suggestion only
        "felowshp",
        "hostl",
    ] {
        let body = answer(&app, q).await;
        assert_eq!(body["total"], json!(0), "{q}: {body}");
        // A suggestion, if any, is a word of what visitors see (ଗବେଷକ: ଗବେଷଣା, research).
        if let Some(suggestion) = body["suggestion"].as_str() {
            let (found, _) = hits(&app, suggestion).await;
            assert!(!found.is_empty(), "{q}: {suggestion}");
            for title in titles(&found) {
                assert!(
                    COUNCIL_NEWS.iter().any(|n| n[0] == title),
                    "{q}: {suggestion} found {title}"
                );
            }
        }
    }
    // The visible news are still found.
    assert_eq!(hits(&app, "accreditation").await.1, 1);
}
