//! Paged lists (docs/decisions.md §4): shape, total, order, bounds, refusals, freshness after a
//! write, and the cache headers a CDN or nginx in front relies on.
use crate::common;
use oshec::entities::keys::{NEWS, NOTICES, PHOTOS};

use common::{WIRES, expect_failure, header, json_of, spawn_app, wire};
use oshec::http::api::{PRIVATE_CACHE, PUBLIC_CACHE};
use reqwest::StatusCode;
use serde_json::{Value, json};

fn ids(body: &Value, id_field: &str) -> Vec<u64> {
    body["data"]
        .as_array()
        .unwrap_or_else(|| panic!("data array in {body}"))
        .iter()
        .map(|i| i[id_field].as_u64().unwrap_or_else(|| panic!("id in {i}")))
        .collect()
}

#[tokio::test]
async fn a_page_answers_the_envelope_with_total_in_list_order() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let w = wire(NEWS);
    let mut created = Vec::new();
    for i in 0..7u32 {
        let mut fields = common::sample(&w, &format!("n{i}"));
        fields[w.id_field] = Value::Null;
        // Dates out of creation order: the list is newest date first whatever the id.
        fields["newsDate"] = json!(format!("2025-01-{:02}", [5, 1, 7, 3, 2, 6, 4][i as usize]));
        let resp = app.manage(&w, &fields, None, Some(&token)).await;
        let body = json_of(resp).await;
        created.push(body["data"][w.id_field].as_u64().expect("id"));
    }
    // Newest date first: 7th of January (3rd created), 6th (6th created)...
    let by_date = [2usize, 5, 0, 6, 3, 4, 1].map(|i| created[i]);

    let get = |q: &'static str| app.client.get(format!("{}?{q}", app.api(w.list))).send();
    let first = get("page=1&size=3").await.expect("request");
    assert_eq!(first.status(), StatusCode::OK);
    let body = json_of(first).await;
    assert_eq!(body["outcome"], json!(true));
    assert!(body["message"].is_string());
    assert_eq!(body["total"], json!(7));
    assert_eq!(ids(&body, w.id_field), by_date[..3]);

    let last = json_of(get("page=3&size=3").await.expect("request")).await;
    assert_eq!(ids(&last, w.id_field), by_date[6..]);
    assert_eq!(last["total"], json!(7));

    // Past the end: no items, the real total.
    let beyond = json_of(get("page=9&size=3").await.expect("request")).await;
    assert_eq!(ids(&beyond, w.id_field), Vec::<u64>::new());
    assert_eq!(beyond["total"], json!(7));

    // `page` alone: ten per page. The whole list without either, as the docs/decisions.md client reads it.
    let default = json_of(get("page=1").await.expect("request")).await;
    assert_eq!(ids(&default, w.id_field), by_date);
    let whole = app.list_items(&w, None).await;
    let whole_ids: Vec<u64> = whole
        .iter()
        .map(|i| i[w.id_field].as_u64().expect("id"))
        .collect();
    assert_eq!(whole_ids, by_date);
}

#[tokio::test]
async fn visitors_page_through_active_items_and_administrators_through_all() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    for w in WIRES.iter() {
        let mut made = Vec::new();
        for i in 0..4 {
            let saved = app.create(w, &format!("p{i}"), &token).await;
            made.push(saved[w.id_field].as_u64().expect("id"));
        }
        let resp = app.toggle(w, made[1], true, Some(&token)).await;
        assert_eq!(resp.status(), StatusCode::OK, "{}", w.key);

        let url = format!("{}?page=1&size=100", app.api(w.list));
        let public = json_of(app.client.get(&url).send().await.expect("request")).await;
        assert_eq!(public["total"], json!(3), "{}: {public}", w.key);
        assert!(!ids(&public, w.id_field).contains(&made[1]), "{}", w.key);

        let admin = app
            .client
            .get(&url)
            .bearer_auth(&token)
            .send()
            .await
            .expect("request");
        assert_eq!(
            header(admin.headers(), "cache-control"),
            PRIVATE_CACHE,
            "{}",
            w.key
        );
        let admin = json_of(admin).await;
        assert_eq!(admin["total"], json!(4), "{}: {admin}", w.key);
        assert!(ids(&admin, w.id_field).contains(&made[1]), "{}", w.key);
    }
}

#[tokio::test]
async fn bad_page_or_size_is_a_400_envelope() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let w = wire(PHOTOS);
    for q in [
        "page=0",
        "page=-1",
        "page=abc",
        "page=1.5",
        "page=1&size=0",
        "page=1&size=101",
        "size=x",
        "page=99999999999999999999999",
    ] {
        let url = format!("{}?{q}", app.api(w.list));
        let resp = app.client.get(&url).send().await.expect("request");
        let message = expect_failure(resp, StatusCode::BAD_REQUEST).await;
        assert!(
            message.contains("page") || message.contains("size"),
            "{q}: {message}"
        );
        let resp = app
            .client
            .get(&url)
            .bearer_auth(&token)
            .send()
            .await
            .expect("request");
        expect_failure(resp, StatusCode::BAD_REQUEST).await;
    }
    // Other parameters are no concern of the list.
    let resp = app
        .client
        .get(format!("{}?utm_source=x", app.api(w.list)))
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::OK);
}

#[tokio::test]
async fn a_prepared_page_changes_with_the_next_write_and_revalidates_with_its_etag() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let w = wire(NOTICES);
    let url = format!("{}?page=1&size=2", app.api(w.list));
    for i in 0..3 {
        app.create(&w, &format!("a{i}"), &token).await;
    }
    let before = app.client.get(&url).send().await.expect("request");
    assert_eq!(header(before.headers(), "cache-control"), PUBLIC_CACHE);
    let etag = header(before.headers(), "etag").to_string();
    let before = json_of(before).await;
    assert_eq!(before["total"], json!(3));

    let again = app
        .client
        .get(&url)
        .header("If-None-Match", &etag)
        .send()
        .await
        .expect("request");
    assert_eq!(again.status(), StatusCode::NOT_MODIFIED);

    // Deactivating the first item shows on the very next visit: no stale page.
    let first = ids(&before, w.id_field)[0];
    let resp = app.toggle(&w, first, true, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let after = app
        .client
        .get(&url)
        .header("If-None-Match", &etag)
        .send()
        .await
        .expect("request");
    assert_eq!(after.status(), StatusCode::OK);
    let after = json_of(after).await;
    assert_eq!(after["total"], json!(2));
    assert!(!ids(&after, w.id_field).contains(&first));
}

#[tokio::test]
async fn every_answer_to_an_authorised_request_is_private() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let w = wire("banner");
    let saved = app.create(&w, "b", &token).await;
    let id = saved[w.id_field].as_u64().expect("id");
    let image = saved["bannerImagePath"].as_str().expect("path").to_string();
    for resp in [
        app.list(&w, Some(&token)).await,
        app.get_by_id(&w, id, Some(&token)).await,
        app.client
            .get(app.url(&image))
            .bearer_auth(&token)
            .send()
            .await
            .expect("request"),
        app.client
            .get(app.url("/"))
            .bearer_auth(&token)
            .send()
            .await
            .expect("request"),
        app.client
            .get(app.api("/no/such/call"))
            .bearer_auth(&token)
            .send()
            .await
            .expect("request"),
    ] {
        assert_eq!(
            header(resp.headers(), "cache-control"),
            PRIVATE_CACHE,
            "{}",
            resp.url()
        );
    }
    // The same image asked anonymously keeps its long, shared lifetime.
    let resp = app
        .client
        .get(app.url(&image))
        .send()
        .await
        .expect("request");
    assert_eq!(
        header(resp.headers(), "cache-control"),
        "public, max-age=31536000, immutable"
    );
}

/// GET of a list with `query`, as the back office asks for it (with the token).
async fn admin_page(app: &common::TestApp, list: &str, query: &str, token: &str) -> Value {
    let resp = app
        .client
        .get(format!("{}?{query}", app.api(list)))
        .bearer_auth(token)
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::OK, "{query}");
    json_of(resp).await
}

#[tokio::test]
async fn the_back_office_searches_filters_and_sorts_on_the_server() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let w = wire(NEWS);
    // (English title, Odia title, date, active, shown from)
    let items = [
        ("Exam results", "ପରୀକ୍ଷା ଫଳ", "2025-01-05", true, ""),
        ("Holiday list", "ଛୁଟି ତାଲିକା", "2025-01-01", false, ""),
        (
            "Exam dates",
            "ପରୀକ୍ଷା ତାରିଖ",
            "2025-01-07",
            true,
            "2099-01-01T10:00",
        ),
        ("Council meeting", "ବୈଠକ", "2025-01-03", true, ""),
    ];
    let mut id = Vec::new();
    for (en, od, date, active, from) in items {
        let mut fields = common::sample(&w, en);
        fields[w.id_field] = Value::Null;
        fields["newsTitleEn"] = json!(en);
        fields["newsTitleOd"] = json!(od);
        fields["newsDate"] = json!(date);
        fields["isActive"] = json!(active);
        fields["showFrom"] = json!(from);
        // "example.org" in the sample link would match "exam".
        fields["newsLink"] = json!("");
        let body = json_of(app.manage(&w, &fields, None, Some(&token)).await).await;
        assert_eq!(body["outcome"], json!(true), "{body}");
        id.push(body["data"][w.id_field].as_u64().expect("id"));
    }
    let page = |q: &'static str| admin_page(&app, w.list, q, &token);

    // Words in either language, any case; every word must occur; total counts the matches.
    let body = page("q=EXAM&page=1&size=1").await;
    assert_eq!(body["total"], json!(2), "{body}");
    assert_eq!(ids(&body, w.id_field), vec![id[2]]);
    let body = page("q=exam&page=2&size=1").await;
    assert_eq!(ids(&body, w.id_field), vec![id[0]]);
    let body = page(
        "q=%E0%AC%AA%E0%AC%B0%E0%AD%80%E0%AC%95%E0%AD%8D%E0%AC%B7%E0%AC%BE%20%E0%AC%AB%E0%AC%B3",
    )
    .await;
    assert_eq!(ids(&body, w.id_field), vec![id[0]], "Odia words");
    assert_eq!(body["total"], json!(1));
    // Without page or size: the first page, in the paged envelope with its status fields.
    assert_eq!(body["outcome"], json!(true));
    assert_eq!(body["data"][0]["status"], json!("published"), "{body}");

    // Status filters.
    let body = page("status=inactive&page=1&size=10").await;
    assert_eq!(ids(&body, w.id_field), vec![id[1]]);
    let body = page("status=active&page=1&size=10").await;
    assert_eq!(ids(&body, w.id_field), vec![id[2], id[0], id[3]]);
    let body = page("status=scheduled").await;
    assert_eq!(ids(&body, w.id_field), vec![id[2]]);
    let body = page("status=published&q=exam").await;
    assert_eq!(body["total"], json!(2));
    let body = page("status=draft").await;
    assert_eq!(body["total"], json!(0));

    // Sorts: a field either way; ties keep the list order; active first.
    let body = page("sort=newsTitleEn&page=1&size=10").await;
    assert_eq!(ids(&body, w.id_field), vec![id[3], id[2], id[0], id[1]]);
    let body = page("sort=-newsDate&page=1&size=2").await;
    assert_eq!(ids(&body, w.id_field), vec![id[2], id[0]]);
    assert_eq!(body["total"], json!(4));
    let body = page("sort=-isActive&page=1&size=10").await;
    assert_eq!(ids(&body, w.id_field), vec![id[2], id[0], id[3], id[1]]);

    // A change is found at once.
    let mut fields = common::sample(&w, "renamed");
    fields[w.id_field] = json!(id[3]);
    fields["newsTitleEn"] = json!("Exam board meeting");
    fields["newsLink"] = json!("");
    fields["newsDate"] = json!("2025-01-03");
    let resp = app.manage(&w, &fields, None, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(page("q=exam").await["total"], json!(3));

    // Refusals name what is wrong.
    for (q, word) in [
        ("sort=colour", "colour"),
        ("sort=-colour&page=1", "colour"),
        ("status=live", "live"),
    ] {
        let resp = app
            .client
            .get(format!("{}?{q}", app.api(w.list)))
            .bearer_auth(&token)
            .send()
            .await
            .expect("request");
        let message = expect_failure(resp, StatusCode::BAD_REQUEST).await;
        assert!(message.contains(word), "{q}: {message}");
    }

    // Visitors' lists are what they were: active, shown items only, whatever they ask.
    let url = format!("{}?status=inactive&page=1&size=10", app.api(w.list));
    let public = json_of(app.client.get(&url).send().await.expect("request")).await;
    assert_eq!(ids(&public, w.id_field), vec![id[0], id[3]]);
    // Without the new parameters an administrator's answer is unchanged: list order, no paging.
    let whole = app.list_items(&w, Some(&token)).await;
    let order: Vec<u64> = whole
        .iter()
        .map(|i| i[w.id_field].as_u64().expect("id"))
        .collect();
    assert_eq!(order, vec![id[2], id[0], id[3], id[1]]);
}
