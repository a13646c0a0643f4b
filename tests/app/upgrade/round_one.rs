//! The first release's database (`tests/fixtures/round1.redb`): everything in it, the policy pages
//! and officials it gains once, and new writes after its old ids.

use super::*;

#[tokio::test]
async fn a_round_one_database_opens_with_everything_in_it() {
    let app = open_copy().await;
    let token = sign_in(&app).await;
    // Entities added since the first release start empty.
    every_record_reads(&app, &token, &COUNTS).await;
    for (key, _) in COUNTS {
        assert!(WIRES.iter().any(|w| w.key == key), "{key} is still served");
    }

    // The inactive news item written by the old release: kept, inactive, word for word.
    let news = app.list_items(&wire(NEWS), Some(&token)).await;
    let old = news
        .iter()
        .find(|n| n["newsTitleEn"] == json!("Fixture news"))
        .expect("the fixture's news item");
    assert_eq!(old["isActive"], json!(false));
    assert_eq!(old["newsTitleOd"], json!("ପରୀକ୍ଷା ସମ୍ବାଦ"));
    assert_eq!(old["newsDate"], json!("2026-11-20"));
    let public = app.list_items(&wire(NEWS), None).await;
    assert!(
        !public
            .iter()
            .any(|n| n["newsTitleEn"] == json!("Fixture news"))
    );

    // The uploaded photo is still served at the address its list gives.
    let gallery = app.list_items(&wire(PHOTOS), None).await;
    let photo = gallery
        .iter()
        .find(|g| g["displayName"] == json!("Fixture photo"))
        .expect("the fixture's photo");
    let path = photo["displayImgPath"].as_str().expect("path");
    let resp = app.client.get(app.url(path)).send().await.expect("request");
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(common::header(resp.headers(), "content-type"), "image/jpeg");
    assert!(resp.bytes().await.expect("body").len() > 10_000);
    // and gains its smaller copies, which the old release never made.
    let resp = app
        .client
        .get(app.url(&format!("{path}/480.webp")))
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(common::header(resp.headers(), "content-type"), "image/webp");

    // The footer's setting is intact.
    let settings = app.list_items(&wire(SETTINGS), None).await;
    assert_eq!(settings.len(), 1);
    assert!(
        settings[0]["emailIds"]
            .as_str()
            .is_some_and(|e| e.contains('@'))
    );
    // Fields added to the settings since read as empty in the old record.
    for field in [
        "wimNameEn",
        "wimDesignationOd",
        "facebookUrl",
        "youtubeUrl",
        "officePhone",
    ] {
        assert_eq!(settings[0][field], json!(""), "{field}");
    }
}

#[tokio::test]
async fn a_round_one_database_gets_the_policy_pages_and_officials_once() {
    let app = open_copy().await;
    let token = sign_in(&app).await;
    let w = wire("page");
    assert!(app.list_items(&w, Some(&token)).await.is_empty());
    let added = oshec::seed::seed_added(&app.content).expect("pages added");
    // The eight policy and help pages and the six officials of the who-is-who page.
    assert_eq!(added, 14);
    assert_eq!(app.list_items(&wire("official"), None).await.len(), 6);
    let pages = app.list_items(&w, None).await;
    assert_eq!(pages.len(), 8);
    assert!(pages.iter().any(|p| p["slug"] == json!("privacy-policy")));
    // A second start adds nothing, even after the council deactivated one.
    let id = pages[0][w.id_field].as_u64().expect("id");
    assert_eq!(
        app.toggle(&w, id, true, Some(&token)).await.status(),
        StatusCode::OK
    );
    assert_eq!(
        oshec::seed::seed_added(&app.content).expect("nothing to add"),
        0
    );
    assert_eq!(app.list_items(&w, Some(&token)).await.len(), 8);
    assert_eq!(app.list_items(&w, None).await.len(), 7);
}

#[tokio::test]
async fn a_round_one_database_takes_new_writes_after_its_old_ids() {
    let app = open_copy().await;
    let token = sign_in(&app).await;
    let w = wire(NEWS);
    let saved: Value = app.create(&w, "after upgrade", &token).await;
    assert_eq!(
        saved[w.id_field],
        json!(8),
        "ids continue after the old ones"
    );
    let resp = app
        .client
        .get(format!("{}?page=1&size=100", app.api(w.list)))
        .bearer_auth(&token)
        .send()
        .await
        .expect("request");
    assert_eq!(json_of(resp).await["total"], json!(8));
}
