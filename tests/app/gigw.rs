//! What a GIGW 3.0 audit checks that the first release lacked: policy and help pages as
//! content (slug rules, Markdown rendered inert), the Web Information Manager and social
//! addresses in the general settings, and the feedback form with its inbox.
use crate::common;
use oshec::entities::keys::SETTINGS;

use common::{TestApp, WIRES, expect_failure, header, json_of, sample, spawn_app, wire};
use reqwest::StatusCode;
use serde_json::{Value, json};

fn page_fields(slug: &str, body: &str) -> Value {
    json!({
        "pageId": null,
        "slug": slug,
        "titleEn": format!("Title {slug}"),
        "titleOd": format!("ଶୀର୍ଷକ {slug}"),
        "bodyEn": body,
        "bodyOd": format!("ଓଡ଼ିଆ {body}"),
        "isActive": true,
    })
}

async fn save_page(app: &TestApp, token: &str, fields: &Value) -> reqwest::Response {
    app.manage(&wire("page"), fields, None, Some(token)).await
}

#[tokio::test]
async fn a_page_address_is_lowercase_letters_digits_and_hyphens_and_unique() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    for bad in [
        "Privacy",
        "privacy policy",
        "privacy_policy",
        "-privacy",
        "a--b",
        "ଗୋପନୀୟତା",
        "../x",
    ] {
        let resp = save_page(&app, &token, &page_fields(bad, "Body")).await;
        let message = expect_failure(resp, StatusCode::BAD_REQUEST).await;
        assert!(
            message.contains("lowercase letters, digits and hyphens"),
            "{bad}: {message}"
        );
    }
    let resp = save_page(&app, &token, &page_fields("privacy-policy", "Body")).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let saved = json_of(resp).await["data"].clone();
    let id = saved["pageId"].as_u64().expect("id");

    // A second page may not take the address, active or not.
    let resp = save_page(&app, &token, &page_fields("privacy-policy", "Other")).await;
    let message = expect_failure(resp, StatusCode::CONFLICT).await;
    assert_eq!(message, "Another page already uses this address.");
    let resp = app.toggle(&wire("page"), id, true, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let resp = save_page(&app, &token, &page_fields("privacy-policy", "Other")).await;
    expect_failure(resp, StatusCode::CONFLICT).await;

    // The page itself keeps its address when edited, and may change it.
    let mut edit = page_fields("privacy-policy", "Edited");
    edit["pageId"] = json!(id);
    assert_eq!(
        save_page(&app, &token, &edit).await.status(),
        StatusCode::OK
    );
    edit["slug"] = json!("privacy");
    assert_eq!(
        save_page(&app, &token, &edit).await.status(),
        StatusCode::OK
    );
    // … and the old address is free again.
    let resp = save_page(&app, &token, &page_fields("privacy-policy", "New")).await;
    assert_eq!(resp.status(), StatusCode::OK);

    // Every field is required.
    let mut empty = page_fields("terms", "Body");
    empty["bodyOd"] = json!("  ");
    let message = expect_failure(
        save_page(&app, &token, &empty).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(message, "All fields are required!");
}

#[tokio::test]
async fn markdown_bodies_render_inert_script_raw_html_and_javascript_links() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let body = "Intro with **bold**.\n\n<script>alert('x')</script>\n\n<img src=x onerror=alert(1)> <a href=\"javascript:alert(2)\">raw link</a>\n\n[bad link](javascript:alert(3)) and [good link](/page/help) and [site](https://www.odisha.gov.in)\n\n- one\n- two\n\n| A | B |\n|---|---|\n| 1 | 2 |\n";
    let resp = save_page(&app, &token, &page_fields("help", body)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let pages = app.list_items(&wire("page"), None).await;
    assert_eq!(pages.len(), 1);
    let page = &pages[0];
    // The Markdown itself is kept as typed, for the editor.
    assert_eq!(page["bodyEn"], json!(body.trim()));
    for field in ["bodyEnHtml", "bodyOdHtml"] {
        let html = page[field].as_str().expect(field);
        // Every real tag (a literal `<`: typed HTML arrives as `&lt;` text) is one Markdown
        // makes, with no event handler and no script address.
        for tag in html.split('<').skip(1) {
            let tag = &tag[..tag.find('>').unwrap_or(tag.len())];
            let name = tag
                .trim_start_matches('/')
                .split([' ', '>'])
                .next()
                .unwrap_or("");
            assert!(
                [
                    "p", "a", "strong", "ul", "li", "table", "thead", "tbody", "tr", "th", "td"
                ]
                .contains(&name),
                "{field}: <{tag}> in {html}"
            );
            assert!(!tag.contains(" on"), "{field}: <{tag}>");
            assert!(
                !tag.to_lowercase().contains("javascript"),
                "{field}: <{tag}>"
            );
        }
        assert!(
            html.contains("&lt;script&gt;"),
            "raw HTML shows as text: {html}"
        );
        assert!(html.contains("<strong>bold</strong>"), "{html}");
        assert!(html.contains("<li>one</li>"), "{html}");
        assert!(html.contains("<table>"), "{html}");
        assert!(html.contains("href=\"/page/help\""), "{html}");
        assert!(
            html.contains("href=\"https://www.odisha.gov.in\""),
            "{html}"
        );
        assert!(
            html.contains(">bad link</a>"),
            "the text of a refused link stays: {html}"
        );
    }
}

#[tokio::test]
async fn inactive_pages_are_not_public() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let w = wire("page");
    let saved = app.create(&w, "draft", &token).await;
    let id = saved["pageId"].as_u64().expect("id");
    assert_eq!(app.list_items(&w, None).await.len(), 1);
    app.toggle(&w, id, true, Some(&token)).await;
    assert!(app.list_items(&w, None).await.is_empty());
    assert_eq!(app.list_items(&w, Some(&token)).await.len(), 1);
}

#[tokio::test]
async fn general_settings_take_the_web_information_manager_and_optional_social_addresses() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let w = wire(SETTINGS);
    // Without any of the new fields: accepted, read back empty.
    let mut old_style = sample(&w, "old");
    for f in [
        "wimNameEn",
        "wimNameOd",
        "wimDesignationEn",
        "wimDesignationOd",
        "facebookUrl",
        "twitterUrl",
        "youtubeUrl",
    ] {
        old_style.as_object_mut().expect("object").remove(f);
    }
    old_style[crate::common::wire(SETTINGS).id_field] = Value::Null;
    let resp = app.manage(&w, &old_style, None, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let saved = json_of(resp).await["data"].clone();
    assert_eq!(saved["facebookUrl"], json!(""));
    assert_eq!(saved["wimNameEn"], json!(""));

    let mut full = sample(&w, "full");
    full[crate::common::wire(SETTINGS).id_field] = Value::Null;
    full["wimNameEn"] = json!("Dr. A. Mohanty");
    full["wimNameOd"] = json!("ଡ. ଏ. ମହାନ୍ତି");
    full["wimDesignationEn"] = json!("Deputy Secretary");
    full["wimDesignationOd"] = json!("ଉପ ସଚିବ");
    full["youtubeUrl"] = json!("");
    let resp = app.manage(&w, &full, None, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let items = app.list_items(&w, None).await;
    let listed = items
        .iter()
        .find(|i| i["wimNameEn"] == json!("Dr. A. Mohanty"))
        .expect("listed");
    assert_eq!(listed["wimDesignationOd"], json!("ଉପ ସଚିବ"));
    assert_eq!(
        listed["facebookUrl"],
        json!("https://social.example.org/oshec")
    );

    for bad in [
        "javascript:alert(1)",
        "facebook.com/oshec",
        "https://x.org/a b",
    ] {
        let mut f = sample(&w, "bad");
        f["facebookUrl"] = json!(bad);
        let message = expect_failure(
            app.manage(&w, &f, None, Some(&token)).await,
            StatusCode::BAD_REQUEST,
        )
        .await;
        assert!(
            message.contains("Social media addresses"),
            "{bad}: {message}"
        );
    }
}

// ---- feedback ---------------------------------------------------------------------------

fn feedback(tag: &str) -> Value {
    json!({
        "name": format!("Asha {tag}"),
        "email": "asha@example.org",
        "phone": "9437012345",
        "subject": format!("Subject {tag}"),
        "message": format!("A question about admissions, {tag}."),
        "website": "",
    })
}

async fn submit(app: &TestApp, body: &Value) -> reqwest::Response {
    app.client
        .post(app.api("/feedback/allowAll/submit"))
        .json(body)
        .send()
        .await
        .expect("request")
}

async fn inbox(app: &TestApp, token: Option<&str>, query: &str) -> reqwest::Response {
    let mut req = app
        .client
        .get(format!("{}{query}", app.api("/feedback/list")));
    if let Some(t) = token {
        req = req.bearer_auth(t);
    }
    req.send().await.expect("request")
}

#[tokio::test]
async fn feedback_is_checked_on_the_server() {
    let app = spawn_app().await;
    let cases: [(&str, Value, &str); 8] = [
        ("name", json!(""), "Please enter your name."),
        ("email", json!(""), "Please enter your e-mail address."),
        (
            "email",
            json!("asha@example"),
            "Please enter a valid e-mail address.",
        ),
        (
            "phone",
            json!("12345"),
            "The phone number must have 10 digits.",
        ),
        (
            "phone",
            json!("94370 1234"),
            "The phone number must have 10 digits.",
        ),
        ("subject", json!(" "), "Please enter a subject."),
        (
            "message",
            json!("x".repeat(5001)),
            "Your message is too long (at most 5000 characters).",
        ),
        ("name", json!(42), "name must be text."),
    ];
    for (field, value, expected) in cases {
        let mut body = feedback("bad");
        body[field] = value;
        let message = expect_failure(submit(&app, &body).await, StatusCode::BAD_REQUEST).await;
        assert_eq!(message, expected, "{field}");
    }
    let resp = app
        .client
        .post(app.api("/feedback/allowAll/submit"))
        .header("Content-Type", "application/json")
        .body("not json")
        .send()
        .await
        .expect("request");
    expect_failure(resp, StatusCode::BAD_REQUEST).await;

    // The phone is optional.
    let mut body = feedback("no phone");
    body.as_object_mut().expect("object").remove("phone");
    let resp = submit(&app, &body).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let answer = json_of(resp).await;
    assert_eq!(answer["outcome"], json!(true));
    assert!(
        answer["message"]
            .as_str()
            .is_some_and(|m| m.contains("Thank you"))
    );
}

#[tokio::test]
async fn a_filled_honeypot_is_thanked_and_kept_nowhere() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let mut body = feedback("bot");
    body["website"] = json!("http://spam.example");
    let resp = submit(&app, &body).await;
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(json_of(resp).await["outcome"], json!(true));
    let list = json_of(inbox(&app, Some(&token), "").await).await;
    assert_eq!(list["total"], json!(0), "{list}");
}

#[tokio::test]
async fn a_flood_from_one_address_stops_at_the_limit() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    for i in 0..5 {
        let resp = submit(&app, &feedback(&format!("n{i}"))).await;
        assert_eq!(resp.status(), StatusCode::OK, "message {i}");
    }
    let resp = submit(&app, &feedback("n5")).await;
    assert_eq!(resp.status(), StatusCode::TOO_MANY_REQUESTS);
    let retry: u64 = header(resp.headers(), "retry-after")
        .parse()
        .expect("Retry-After");
    assert!(retry > 0 && retry <= 3600, "{retry}");
    let message = expect_failure(resp, StatusCode::TOO_MANY_REQUESTS).await;
    assert!(message.contains("try again"), "{message}");
    let list = json_of(inbox(&app, Some(&token), "?page=1&size=100").await).await;
    assert_eq!(
        list["total"],
        json!(5),
        "only the five before the limit are kept"
    );
}

#[tokio::test]
async fn feedback_is_never_public_and_the_inbox_needs_a_token() {
    let app = spawn_app().await;
    let _admin = app.admin_token().await;
    let secret = "my private question 7f3a";
    let mut body = feedback("private");
    body["message"] = json!(secret);
    assert_eq!(submit(&app, &body).await.status(), StatusCode::OK);

    expect_failure(inbox(&app, None, "").await, StatusCode::UNAUTHORIZED).await;
    expect_failure(
        inbox(&app, Some("forged-token"), "").await,
        StatusCode::UNAUTHORIZED,
    )
    .await;
    let resp = app
        .client
        .get(app.api("/feedback/export"))
        .send()
        .await
        .expect("request");
    expect_failure(resp, StatusCode::UNAUTHORIZED).await;
    let resp = app
        .client
        .post(app.api("/feedback/markRead"))
        .json(&json!({"feedbackId": 1, "isRead": true}))
        .send()
        .await
        .expect("request");
    expect_failure(resp, StatusCode::UNAUTHORIZED).await;
    // No public answer carries it.
    for w in &WIRES {
        let text = app.list(w, None).await.text().await.expect("body");
        assert!(!text.contains(secret), "{} list", w.key);
    }
    for path in ["/feedback/allowAll/list", "/feedback/allowAll/submit"] {
        let resp = app.client.get(app.api(path)).send().await.expect("request");
        assert!(resp.status().is_client_error(), "GET {path}");
        assert!(!resp.text().await.expect("body").contains(secret));
    }
}

#[tokio::test]
async fn the_inbox_is_newest_first_paged_marked_and_exported_as_csv() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    for i in 0..3 {
        assert_eq!(
            submit(&app, &feedback(&format!("m{i}"))).await.status(),
            StatusCode::OK
        );
    }
    let mut tricky = feedback("csv");
    tricky["subject"] = json!("=HYPERLINK(\"http://evil.example\")");
    tricky["message"] = json!("Line one, with a comma\nand \"quotes\" ଓଡ଼ିଆ");
    assert_eq!(submit(&app, &tricky).await.status(), StatusCode::OK);

    let page = json_of(inbox(&app, Some(&token), "?page=1&size=2").await).await;
    assert_eq!(page["total"], json!(4));
    assert_eq!(page["unread"], json!(4));
    let items = page["data"].as_array().expect("items");
    assert_eq!(items.len(), 2);
    assert_eq!(items[0]["feedbackId"], json!(4), "newest first");
    assert_eq!(items[1]["subject"], json!("Subject m2"));
    assert_eq!(items[0]["isRead"], json!(false));
    assert!(
        items[0]["receivedAt"]
            .as_str()
            .is_some_and(|t| t.ends_with('Z'))
    );
    let page2 = json_of(inbox(&app, Some(&token), "?page=2&size=2").await).await;
    assert_eq!(page2["data"][1]["subject"], json!("Subject m0"));
    expect_failure(
        inbox(&app, Some(&token), "?page=0").await,
        StatusCode::BAD_REQUEST,
    )
    .await;

    let mark = |id: u64, read: bool| {
        app.client
            .post(app.api("/feedback/markRead"))
            .bearer_auth(&token)
            .json(&json!({"feedbackId": id, "isRead": read}))
            .send()
    };
    let resp = mark(2, true).await.expect("request");
    assert_eq!(json_of(resp).await["data"]["isRead"], json!(true));
    let page = json_of(inbox(&app, Some(&token), "?page=1&size=10").await).await;
    assert_eq!(page["unread"], json!(3));
    assert_eq!(page["data"][2]["isRead"], json!(true));
    let resp = mark(99, true).await.expect("request");
    expect_failure(resp, StatusCode::NOT_FOUND).await;
    // Marking read is a change by an administrator: it is in the audit trail, once.
    mark(2, true).await.expect("request");
    let resp = app
        .client
        .get(app.api("/audit/list?entity=feedback"))
        .bearer_auth(&token)
        .send()
        .await
        .expect("request");
    let audit = json_of(resp).await;
    // Opening the inbox is an access in the trail too (docs/feedback.md), then the mark.
    assert_eq!(audit["total"], json!(2), "{audit}");
    assert_eq!(audit["data"][1]["action"], json!("list"));
    assert_eq!(audit["data"][0]["action"], json!("read"));
    assert_eq!(audit["data"][0]["recordId"], json!(2));
    assert_eq!(audit["data"][0]["changes"][0]["after"], json!("true"));

    let resp = app
        .client
        .get(app.api("/feedback/export"))
        .bearer_auth(&token)
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::OK);
    assert!(header(resp.headers(), "content-type").starts_with("text/csv"));
    assert!(header(resp.headers(), "content-disposition").starts_with("attachment"));
    let bytes = resp.bytes().await.expect("body");
    let text = std::str::from_utf8(&bytes).expect("UTF-8");
    let text = text
        .strip_prefix('\u{FEFF}')
        .expect("a byte-order mark for spreadsheets");
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    let headers = reader.headers().expect("header").clone();
    assert_eq!(
        headers.iter().collect::<Vec<_>>(),
        [
            "id", "received", "read", "name", "email", "phone", "subject", "message"
        ]
    );
    let rows: Vec<csv::StringRecord> = reader.records().map(|r| r.expect("row")).collect();
    assert_eq!(rows.len(), 4);
    assert_eq!(&rows[0][0], "4");
    assert_eq!(
        &rows[0][6], "'=HYPERLINK(\"http://evil.example\")",
        "a formula is made text"
    );
    assert_eq!(&rows[0][7], "Line one, with a comma\nand \"quotes\" ଓଡ଼ିଆ");
    assert_eq!(&rows[2][2], "yes");
}
