//! Text is stored in Unicode NFC: the same Odia word typed two ways (the precomposed ଡ଼ U+0B5C,
//! or ଡ U+0B21 followed by the nukta U+0B3C, as different keyboards produce) saves, reads back
//! and lists as one and the same string.
use crate::common;

use common::{json_of, png, sample, spawn_app, wire};
use reqwest::StatusCode;
use serde_json::{Value, json};

/// ଓଡ଼ିଶା with the precomposed letter.
const PRECOMPOSED: &str = "\u{0B13}\u{0B5C}\u{0B3F}\u{0B36}\u{0B3E}";
/// ଓଡ଼ିଶା with ଡ + nukta.
const DECOMPOSED: &str = "\u{0B13}\u{0B21}\u{0B3C}\u{0B3F}\u{0B36}\u{0B3E}";

async fn saved(resp: reqwest::Response) -> Value {
    assert_eq!(resp.status(), StatusCode::OK);
    let body = json_of(resp).await;
    assert_eq!(body["outcome"], json!(true), "{body}");
    body["data"].clone()
}

#[tokio::test]
async fn both_spellings_of_an_odia_letter_store_and_list_the_same() {
    assert_ne!(PRECOMPOSED, DECOMPOSED);
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let w = wire("banner");

    let mut ids = Vec::new();
    let mut titles = Vec::new();
    for (n, spelling) in [PRECOMPOSED, DECOMPOSED].into_iter().enumerate() {
        let mut fields = sample(&w, &format!("nfc{n}"));
        fields[w.id_field] = Value::Null;
        fields["bannerTitleOd"] = json!(format!("{spelling} ରାଜ୍ୟ ଉଚ୍ଚ ଶିକ୍ଷା ପରିଷଦ"));
        // Not only Odia: a Latin letter with a combining accent composes too.
        fields["bannerTitleEn"] = json!("Cafe\u{0301} of the Council");
        let data = saved(
            app.manage(&w, &fields, Some(png(n as u8)), Some(&token))
                .await,
        )
        .await;
        ids.push(data[w.id_field].as_u64().expect("id"));
        titles.push(data["bannerTitleOd"].as_str().expect("title").to_string());
        assert_eq!(data["bannerTitleEn"], json!("Caf\u{00E9} of the Council"));
    }
    // The answer to the save is the same text for both spellings …
    assert_eq!(titles[0], titles[1]);
    assert!(
        titles[0].starts_with(DECOMPOSED),
        "NFC keeps ଡ଼ as ଡ + nukta: {:?}",
        titles[0]
    );

    // … and so is what is read back by id and what the public list shows.
    let mut read = Vec::new();
    for &id in &ids {
        let data = saved(app.get_by_id(&w, id, Some(&token)).await).await;
        read.push(data["bannerTitleOd"].as_str().expect("title").to_string());
    }
    assert_eq!(read, titles);
    let listed: Vec<String> = app
        .list_items(&w, None)
        .await
        .iter()
        .map(|item| item["bannerTitleOd"].as_str().expect("title").to_string())
        .collect();
    assert_eq!(listed.len(), 2);
    assert!(listed.iter().all(|t| *t == titles[0]), "{listed:?}");
}

#[tokio::test]
async fn an_update_typed_the_other_way_keeps_the_same_text() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let w = wire("council");

    let mut fields = sample(&w, "first");
    fields[w.id_field] = Value::Null;
    fields["councilTitleOd"] = json!(DECOMPOSED);
    let created = saved(app.manage(&w, &fields, None, Some(&token)).await).await;
    let id = created[w.id_field].clone();

    fields[w.id_field] = id.clone();
    fields["councilTitleOd"] = json!(format!("  {PRECOMPOSED}  "));
    let updated = saved(app.manage(&w, &fields, None, Some(&token)).await).await;
    assert_eq!(updated["councilTitleOd"], created["councilTitleOd"]);
    assert_eq!(updated["councilTitleOd"], json!(DECOMPOSED));
}
