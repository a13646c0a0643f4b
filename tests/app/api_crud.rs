//! Every call for every entity: create (with image), get by id, update keeping and replacing the
//! image, toggle and its 409, lists for anonymous and administrator callers.
use crate::common;
use oshec::entities::keys::{FUTURES, NEWS, NOTICES, PHOTOS};

use common::{WIRES, Wire, b64, json_of, png, sample, spawn_app, wire};
use reqwest::StatusCode;
use serde_json::{Value, json};

fn id_of(w: &Wire, record: &Value) -> u64 {
    record[w.id_field]
        .as_u64()
        .unwrap_or_else(|| panic!("{} in {record}", w.id_field))
}

#[tokio::test]
async fn every_entity_round_trips_through_every_call() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    for w in &WIRES {
        // Create: id null, detail answered with every field and the image as base64.
        let created = app.create(w, "one", &token).await;
        let id = id_of(w, &created);
        assert_eq!(id, 1, "{}: ids start at 1", w.key);
        for &f in w.fields {
            assert_eq!(created[f], sample(w, "one")[f], "{}.{f}", w.key);
        }
        assert_eq!(created["isActive"], json!(true));
        if let Some(enc) = w.encoded {
            assert_eq!(created[enc], json!(b64(png(3))), "{}: {enc}", w.key);
        }

        // A second record gets the next id.
        let second = app.create(w, "two", &token).await;
        assert_eq!(id_of(w, &second), 2, "{}: ids increase", w.key);

        // Get by id (base64 of the decimal id).
        let resp = app.get_by_id(w, id, Some(&token)).await;
        assert_eq!(resp.status(), StatusCode::OK, "{}", w.key);
        let body = json_of(resp).await;
        assert_eq!(body["outcome"], json!(true));
        assert_eq!(
            body["data"], created,
            "{}: get answers the saved record",
            w.key
        );

        // Update without a file keeps the image.
        let mut changed = sample(w, "changed");
        changed[w.id_field] = json!(id);
        changed["isActive"] = json!(true);
        let resp = app.manage(w, &changed, None, Some(&token)).await;
        assert_eq!(resp.status(), StatusCode::OK, "{}: update", w.key);
        let updated = json_of(resp).await["data"].clone();
        assert_eq!(id_of(w, &updated), id);
        for &f in w.fields {
            assert_eq!(updated[f], changed[f], "{}.{f} updated", w.key);
        }
        if let Some(enc) = w.encoded {
            assert_eq!(updated[enc], created[enc], "{}: image kept", w.key);
        }

        // Update with a file replaces the image and its URL.
        if let (Some(enc), Some(path)) = (w.encoded, w.path) {
            let resp = app.manage(w, &changed, Some(png(99)), Some(&token)).await;
            assert_eq!(resp.status(), StatusCode::OK);
            let replaced = json_of(resp).await["data"].clone();
            assert_eq!(
                replaced[enc],
                json!(b64(png(99))),
                "{}: image replaced",
                w.key
            );
            assert_ne!(
                replaced[path], updated[path],
                "{}: new image, new URL",
                w.key
            );
        }

        // Toggle with the status the client saw: flips; with a stale one: 409.
        let resp = app.toggle(w, id, true, Some(&token)).await;
        assert_eq!(resp.status(), StatusCode::OK, "{}: toggle", w.key);
        let body = json_of(resp).await;
        assert_eq!(body["outcome"], json!(true));
        assert_eq!(body["data"], json!({"isActive": false}));
        let resp = app.toggle(w, id, true, Some(&token)).await;
        let msg = common::expect_failure(resp, StatusCode::CONFLICT).await;
        assert_eq!(msg, "This item was changed elsewhere. Reload the list.");

        // Lists: anonymous sees the active one only, the administrator sees both.
        let public = app.list_items(w, None).await;
        assert_eq!(public.len(), 1, "{}: public list is active only", w.key);
        assert_eq!(id_of(w, &public[0]), 2);
        let all = app.list_items(w, Some(&token)).await;
        assert_eq!(all.len(), 2, "{}: admin list has everything", w.key);
        let inactive = all
            .iter()
            .find(|i| id_of(w, i) == id)
            .expect("the inactive item");
        assert_eq!(inactive["isActive"], json!(false));

        // Toggle back on: the public list shows both again.
        let resp = app.toggle(w, id, false, Some(&token)).await;
        assert_eq!(json_of(resp).await["data"], json!({"isActive": true}));
        assert_eq!(app.list_items(w, None).await.len(), 2, "{}", w.key);
    }
}

#[tokio::test]
async fn list_shapes_follow_decisions() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    for w in &WIRES {
        app.create(w, "shape", &token).await;
        let resp = app.list(w, None).await;
        let body = json_of(resp).await;
        if w.enveloped {
            assert_eq!(body["outcome"], json!(true), "{}", w.key);
            assert!(body["message"].is_string());
            assert!(
                body["data"].is_array(),
                "{}: envelope with data array",
                w.key
            );
        } else {
            assert!(body.is_array(), "{}: bare array, got {body}", w.key);
        }
        let items = app.list_items(w, None).await;
        let item = &items[0];
        assert_eq!(item["isActive"], json!(true));
        if let (Some(enc), Some(path)) = (w.encoded, w.path) {
            assert!(item.get(enc).is_none(), "{}: no base64 in lists", w.key);
            let url = item[path].as_str().expect("image URL");
            let ext = url.rsplit('.').next().unwrap_or("");
            assert!(
                url.starts_with(&format!("/uploads/{}/1-", w.key)) && ext == "png",
                "{}: {url}",
                w.key
            );
            let img = app.client.get(app.url(url)).send().await.expect("image");
            assert_eq!(img.status(), StatusCode::OK);
            assert_eq!(img.bytes().await.expect("bytes").to_vec(), png(5));
        }
    }

    // Strong future: list renames name/altName to nameEn/nameOd; detail keeps name/altName.
    let sf = wire(FUTURES);
    let items = app.list_items(&sf, None).await;
    let keys: Vec<&String> = items[0].as_object().expect("object").keys().collect();
    let mut keys: Vec<&str> = keys.iter().map(|k| k.as_str()).collect();
    keys.sort_unstable();
    assert_eq!(
        keys,
        [
            "isActive",
            "logoPath",
            "nameEn",
            "nameOd",
            "showFrom",
            "showUntil",
            crate::common::wire(FUTURES).id_field,
            // Every item's validity (docs/workflow.md).
            "validUntil"
        ]
    );
    assert_eq!(items[0]["nameEn"], json!("name shape"));
    assert_eq!(items[0]["nameOd"], json!("altName shape"));
    let detail = json_of(app.get_by_id(&sf, 1, Some(&token)).await).await["data"].clone();
    assert_eq!(detail["name"], json!("name shape"));
    assert_eq!(detail["altName"], json!("altName shape"));
    assert!(detail["encodedLogo"].is_string());

    // Image gallery: id beside the album's id field, and its images titled by display names.
    let g = wire(PHOTOS);
    let items = app.list_items(&g, None).await;
    let item = &items[0];
    assert_eq!(item["id"], item[g.id_field]);
    assert_eq!(item["displayName"], json!("displayName shape"));
    let images = item[oshec::entities::keys::GALLERY_IMAGES]
        .as_array()
        .expect("images");
    assert_eq!(images.len(), 1);
    assert_eq!(images[0]["titleEn"], json!("displayName shape"));
    assert_eq!(images[0]["titleOd"], item["displayNameOd"]);
    assert_eq!(images[0]["imagePath"], item["displayImgPath"]);
}

#[tokio::test]
async fn latest_news_is_newest_first_and_others_newest_created_at_the_top() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let news = wire(NEWS);
    for (tag, date) in [
        ("a", "2024-03-01"),
        ("b", "2025-06-30"),
        ("c", "2024-12-31"),
    ] {
        let mut f = sample(&news, tag);
        f["newsDate"] = json!(date);
        let resp = app.manage(&news, &f, None, Some(&token)).await;
        assert_eq!(resp.status(), StatusCode::OK);
    }
    let dates: Vec<Value> = app
        .list_items(&news, None)
        .await
        .iter()
        .map(|i| i["newsDate"].clone())
        .collect();
    assert_eq!(
        dates,
        [
            json!("2025-06-30"),
            json!("2024-12-31"),
            json!("2024-03-01")
        ]
    );

    let council = wire("council");
    for tag in ["x", "y", "z"] {
        app.create(&council, tag, &token).await;
    }
    let ids: Vec<u64> = app
        .list_items(&council, None)
        .await
        .iter()
        .map(|i| i["councilId"].as_u64().expect("id"))
        .collect();
    // Display order (docs/decisions.md §4): a new item goes to the top.
    assert_eq!(ids, [3, 2, 1]);
}

#[tokio::test]
async fn create_can_start_inactive_and_update_can_change_status() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let w = wire("introduction");
    let mut f = sample(&w, "off");
    f["introductionId"] = Value::Null;
    f["isActive"] = json!(false);
    let saved = json_of(app.manage(&w, &f, None, Some(&token)).await).await["data"].clone();
    assert_eq!(saved["isActive"], json!(false));
    assert!(app.list_items(&w, None).await.is_empty());
    f["introductionId"] = json!(1);
    f["isActive"] = json!(true);
    let saved = json_of(app.manage(&w, &f, None, Some(&token)).await).await["data"].clone();
    assert_eq!(saved["isActive"], json!(true));
    assert_eq!(app.list_items(&w, None).await.len(), 1);
}

#[tokio::test]
async fn seed_loader_contract_creates_through_the_same_checks() {
    let app = spawn_app().await;
    assert!(app.content.is_empty().expect("is_empty"));
    let id = app
        .content
        .records()
        .create(
            FUTURES,
            json!({"name": "Utkal University", "altName": "ଉତ୍କଳ ବିଶ୍ୱବିଦ୍ୟାଳୟ"}),
            Some(png(1)),
        )
        .expect("created");
    assert_eq!(id, 1);
    assert!(!app.content.is_empty().expect("is_empty"));
    let err = app
        .content
        .records()
        .create(FUTURES, json!({"name": "No logo", "altName": "x"}), None)
        .expect_err("logo required");
    assert_eq!(err.to_string(), "Please select a logo image.");
    assert!(
        app.content
            .records()
            .create("nope", json!({}), None)
            .is_err()
    );
    // What the seed loader writes is what anonymous visitors get, at once.
    let items = app.list_items(&wire(FUTURES), None).await;
    assert_eq!(items[0]["nameOd"], json!("ଉତ୍କଳ ବିଶ୍ୱବିଦ୍ୟାଳୟ"));
}

#[tokio::test]
async fn concurrent_toggles_flip_once_and_concurrent_creates_get_distinct_ids() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let w = wire(NOTICES);
    app.create(&w, "race", &token).await;
    // Eight administrators who all saw "active" click at once: one flip, seven conflicts.
    let answers = futures_join_all((0..8).map(|_| app.toggle(&w, 1, true, Some(&token)))).await;
    let ok = answers
        .iter()
        .filter(|r| r.status() == StatusCode::OK)
        .count();
    let conflicts = answers
        .iter()
        .filter(|r| r.status() == StatusCode::CONFLICT)
        .count();
    assert_eq!((ok, conflicts), (1, 7));
    assert_eq!(
        app.list_items(&w, Some(&token)).await[0]["isActive"],
        json!(false)
    );

    let mut fields = sample(&w, "many");
    fields[crate::common::wire(NOTICES).id_field] = Value::Null;
    let answers =
        futures_join_all((0..8).map(|_| app.manage(&w, &fields, None, Some(&token)))).await;
    let mut ids = Vec::new();
    for resp in answers {
        assert_eq!(resp.status(), StatusCode::OK);
        ids.push(
            json_of(resp).await["data"][crate::common::wire(NOTICES).id_field]
                .as_u64()
                .expect("id"),
        );
    }
    ids.sort_unstable();
    assert_eq!(ids, (2..=9).collect::<Vec<u64>>());
}

/// Runs the futures concurrently on this task and collects their outputs in order.
async fn futures_join_all<F: std::future::Future>(futs: impl Iterator<Item = F>) -> Vec<F::Output> {
    let handles: Vec<_> = futs.map(Box::pin).collect();
    let mut outs = Vec::with_capacity(handles.len());
    let mut pending: Vec<_> = handles.into_iter().map(Some).collect();
    let mut results: Vec<Option<F::Output>> = (0..pending.len()).map(|_| None).collect();
    std::future::poll_fn(|cx| {
        let mut all_done = true;
        for (i, slot) in pending.iter_mut().enumerate() {
            if let Some(fut) = slot {
                match fut.as_mut().poll(cx) {
                    std::task::Poll::Ready(v) => {
                        results[i] = Some(v);
                        *slot = None;
                    }
                    std::task::Poll::Pending => all_done = false,
                }
            }
        }
        if all_done {
            std::task::Poll::Ready(())
        } else {
            std::task::Poll::Pending
        }
    })
    .await;
    for r in results {
        outs.extend(r);
    }
    outs
}
