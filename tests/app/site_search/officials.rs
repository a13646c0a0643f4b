//! The who-is-who (official) entity: groups, checks and order, the office landline, and the
//! starter officials an older database gets once.

use super::*;

#[tokio::test]
async fn officials_are_grouped_checked_and_listed_in_order() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let w = wire("official");
    let first = app.create(&w, "a", &token).await;
    assert_eq!(first["group"], json!("finance"));
    let mut bad = sample(&w, "b");
    bad["officialId"] = Value::Null;
    bad["group"] = json!("cleaners");
    let message = expect_failure(
        app.manage(&w, &bad, None, Some(&token)).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert!(message.starts_with("The group must be"), "{message}");
    bad["group"] = json!("academic-consultants");
    bad["phone"] = json!("12345");
    let message = expect_failure(
        app.manage(&w, &bad, None, Some(&token)).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert!(message.contains("STD code"), "{message}");
    bad["phone"] = json!("");
    let resp = app.manage(&w, &bad, None, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let items = app.list_items(&w, None).await;
    let groups: Vec<&str> = items.iter().filter_map(|i| i["group"].as_str()).collect();
    // Display order: the newest official heads the list until the council moves it.
    assert_eq!(groups, vec!["academic-consultants", "finance"]);
}

#[tokio::test]
async fn the_office_phone_takes_a_landline_and_the_mobile_keeps_ten_digits() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let w = wire(SETTINGS);
    let mut fields = sample(&w, "g");
    fields[crate::common::wire(SETTINGS).id_field] = Value::Null;
    fields["officePhone"] = json!("0674-2391234");
    let resp = app.manage(&w, &fields, None, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(
        json_of(resp).await["data"]["officePhone"],
        json!("0674-2391234")
    );
    fields["officePhone"] = json!("");
    let resp = app.manage(&w, &fields, None, Some(&token)).await;
    assert_eq!(
        resp.status(),
        StatusCode::OK,
        "the office phone is optional"
    );
    fields["mobile"] = json!("0674-2391234");
    let message = expect_failure(
        app.manage(&w, &fields, None, Some(&token)).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(message, "Please enter a valid mobile number.");
}

#[tokio::test]
async fn an_older_database_gets_the_starter_officials_once_and_keeps_its_content_searchable() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let fixture = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/round1.redb");
    std::fs::copy(fixture, dir.path().join("oshec.redb")).expect("copy the fixture");
    let app = common::spawn_app_in(dir).await;
    let content = app.content.clone();
    let added = tokio::task::spawn_blocking(move || oshec::seed::seed_added(&content))
        .await
        .expect("task")
        .expect("seeded");
    // The eight policy and help pages and the six officials.
    assert_eq!(added, 14);
    let content = app.content.clone();
    let again = tokio::task::spawn_blocking(move || oshec::seed::seed_added(&content))
        .await
        .expect("task")
        .expect("seeded");
    assert_eq!(again, 0, "never twice");
    let officials = app.list_items(&wire("official"), None).await;
    assert_eq!(officials.len(), 6);
    assert_eq!(
        officials[0]["group"],
        json!("chairperson-and-member-secretary")
    );
    // The old records are indexed from the store; the inactive news item of the fixture is not.
    let (found, total) = hits(&app, "council").await;
    assert!(total > 3, "{found:?}");
    assert!(found.iter().all(|h| h["type"].is_string()));
    assert_eq!(
        hits(&app, "fixture").await.1,
        0,
        "the inactive news item stays hidden"
    );
    // The old database had no change times: its pages fall back to the release date.
    let times = change_times(&app).await;
    assert!(times.get(NEWS).is_none(), "{times}");
    assert!(times["official"].is_string(), "{times}");
}
