//! What an approver approves is what visitors see (docs/workflow.md, "The gate"): the version
//! an official edits is the one they see, nothing saves over a submission, a toggle or a
//! restore never makes public what was not approved, and the files of unpublished items are
//! not served to visitors.
use crate::common;
use crate::documents;
use crate::workflow::{
    APPROVER, CONTRIBUTOR, admin_item, manage_news, news, news_with_photo, public_titles, publish,
    step,
};
use oshec::entities::keys::NEWS;

use common::{
    DOCUMENT, TestApp, account, expect_failure, get, json_of, pdf, post_json, spawn_app, wire,
};
use oshec::auth::Role;
use reqwest::StatusCode;
use serde_json::{Value, json};

const OTHER: &str = "other.contributor@oshec.example.org";

/// The item as its detail call (`getXById`) answers it to `token`.
async fn detail(app: &TestApp, key: &str, id: u64, token: &str) -> Value {
    let w = if key == "document" {
        DOCUMENT
    } else {
        wire(key)
    };
    let resp = app.get_by_id(&w, id, Some(token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    json_of(resp).await["data"].clone()
}

async fn published_news(app: &TestApp, title: &str, token: &str) -> u64 {
    let saved = json_of(manage_news(app, &news(title), token).await).await;
    assert_eq!(saved["data"]["status"], "published", "{saved}");
    saved["data"][crate::common::wire(NEWS).id_field]
        .as_u64()
        .expect("id")
}

fn edit(id: u64, title: &str) -> Value {
    let mut fields = news(title);
    fields[crate::common::wire(NEWS).id_field] = json!(id);
    fields
}

fn item(id: u64) -> Value {
    json!({"entity": NEWS, "id": id})
}

#[tokio::test]
async fn the_version_an_official_opens_is_the_pending_one_with_the_live_one_beside() {
    let app = spawn_app().await;
    let approver = account(&app, APPROVER, Role::Approver).await;
    let contributor = account(&app, CONTRIBUTOR, Role::Contributor).await;
    let id = published_news(&app, "Live text", &approver).await;

    let resp = manage_news(&app, &edit(id, "Her change"), &contributor).await;
    assert_eq!(resp.status(), StatusCode::OK);
    // She opens it again: her change, not the live text.
    let mine = detail(&app, NEWS, id, &contributor).await;
    assert_eq!(mine["newsTitleEn"], "Her change", "{mine}");
    assert_eq!(mine["status"], "draft");
    assert_eq!(mine["live"]["newsTitleEn"], "Live text", "{mine}");
    assert_eq!(mine["isPublic"], true, "the live version stays public");
    // Visitors still read the live text.
    let titles = public_titles(&app, NEWS).await;
    assert!(titles.contains(&"Live text".into()) && !titles.contains(&"Her change".into()));

    // Submitted, the approver opens exactly what was submitted.
    assert_eq!(
        step(&app, "/workflow/submit", item(id), &contributor)
            .await
            .status(),
        StatusCode::OK
    );
    let review = detail(&app, NEWS, id, &approver).await;
    assert_eq!(review["newsTitleEn"], "Her change");
    assert_eq!(review["status"], "review");

    // Nothing saves over a submission, not even an approver's save: 409 naming the author.
    let msg = expect_failure(
        manage_news(&app, &edit(id, "Approver's own text"), &approver).await,
        StatusCode::CONFLICT,
    )
    .await;
    assert!(msg.contains(CONTRIBUTOR), "{msg}");
    let msg = expect_failure(
        manage_news(&app, &edit(id, "Another try"), &contributor).await,
        StatusCode::CONFLICT,
    )
    .await;
    assert!(msg.contains("awaits review"), "{msg}");

    // Approving publishes what the approver read.
    assert_eq!(
        step(&app, "/workflow/approve", item(id), &approver)
            .await
            .status(),
        StatusCode::OK
    );
    let titles = public_titles(&app, NEWS).await;
    assert!(titles.contains(&"Her change".into()) && !titles.contains(&"Live text".into()));
    let after = detail(&app, NEWS, id, &approver).await;
    assert!(after.get("live").is_none(), "nothing pending: {after}");
}

#[tokio::test]
async fn a_pending_draft_belongs_to_its_author_and_an_approver_takes_it_over_on_record() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let approver = account(&app, APPROVER, Role::Approver).await;
    let first = account(&app, CONTRIBUTOR, Role::Contributor).await;
    let second = account(&app, OTHER, Role::Contributor).await;
    let id = published_news(&app, "Live text", &approver).await;

    assert_eq!(
        manage_news(&app, &edit(id, "First's change"), &first)
            .await
            .status(),
        StatusCode::OK
    );
    // The second contributor's save is refused and names the author; nothing is replaced.
    let msg = expect_failure(
        manage_news(&app, &edit(id, "Second's change"), &second).await,
        StatusCode::CONFLICT,
    )
    .await;
    assert!(msg.contains(CONTRIBUTOR), "{msg}");
    assert_eq!(
        detail(&app, NEWS, id, &first).await["newsTitleEn"],
        "First's change"
    );
    // Her submit still works: the item is still hers.
    assert_eq!(
        step(&app, "/workflow/submit", item(id), &first)
            .await
            .status(),
        StatusCode::OK
    );
    assert_eq!(
        step(
            &app,
            "/workflow/return",
            json!({"entity": NEWS, "id": id, "comment": "Add the date."}),
            &approver
        )
        .await
        .status(),
        StatusCode::OK
    );

    // An approver's save of the returned draft takes it over: published, and recorded.
    let resp = manage_news(&app, &edit(id, "Approver's version"), &approver).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let titles = public_titles(&app, NEWS).await;
    assert!(titles.contains(&"Approver's version".into()), "{titles:?}");
    let body = json_of(get(&app, &format!("/audit/list?entity={NEWS}"), &admin).await).await;
    let entries = body["data"].as_array().expect("entries");
    let took = entries
        .iter()
        .find(|e| e["action"] == "take-over")
        .unwrap_or_else(|| panic!("a take-over entry in {body}"));
    assert_eq!(took["admin"], APPROVER, "{took}");
    assert!(took.to_string().contains(CONTRIBUTOR), "{took}");
    assert!(
        detail(&app, NEWS, id, &approver)
            .await
            .get("live")
            .is_none()
    );
}

#[tokio::test]
async fn a_toggle_never_publishes_what_was_not_approved() {
    let app = spawn_app().await;
    let approver = account(&app, APPROVER, Role::Approver).await;
    let contributor = account(&app, CONTRIBUTOR, Role::Contributor).await;
    let saved = json_of(manage_news(&app, &news("Never submitted"), &contributor).await).await;
    let id = saved["data"][crate::common::wire(NEWS).id_field]
        .as_u64()
        .expect("id");
    let w = wire(NEWS);

    // The draft is stored hidden: its toggle from hidden to shown is refused, 409.
    let msg = expect_failure(
        app.toggle(&w, id, false, Some(&approver)).await,
        StatusCode::CONFLICT,
    )
    .await;
    assert!(msg.contains("never approved"), "{msg}");
    assert!(
        !public_titles(&app, NEWS)
            .await
            .contains(&"Never submitted".into())
    );
    let found = json_of(
        app.client
            .get(app.api("/search/allowAll/query?q=Never%20submitted"))
            .send()
            .await
            .expect("search"),
    )
    .await;
    assert_eq!(found["total"], 0, "{found}");
    assert_eq!(
        app.anonymous_status(&format!("/news/{id}")).await,
        StatusCode::NOT_FOUND
    );
    let row = admin_item(&app, NEWS, id, &approver).await;
    assert_eq!(row["status"], "draft");
    assert_eq!(row["isPublic"], false);
}

#[tokio::test]
async fn restoring_a_drafts_revision_publishes_it_shown_as_approved() {
    let app = spawn_app().await;
    let approver = account(&app, APPROVER, Role::Approver).await;
    let contributor = account(&app, CONTRIBUTOR, Role::Contributor).await;
    let saved = json_of(manage_news(&app, &news("First draft"), &contributor).await).await;
    let id = saved["data"][crate::common::wire(NEWS).id_field]
        .as_u64()
        .expect("id");
    step(&app, "/workflow/submit", item(id), &contributor).await;
    let resp = manage_news(&app, &edit(id, "Edited later"), &approver).await;
    assert_eq!(resp.status(), StatusCode::CONFLICT, "in review");
    step(&app, "/workflow/approve", item(id), &approver).await;
    let resp = manage_news(&app, &edit(id, "Edited later"), &approver).await;
    assert_eq!(resp.status(), StatusCode::OK);

    // Revision 1 is the contributor's draft (stored hidden, as every draft is).
    let resp = step(
        &app,
        "/workflow/restore",
        json!({"entity": NEWS, "id": id, "revision": 1}),
        &approver,
    )
    .await;
    assert_eq!(resp.status(), StatusCode::OK);
    let restored = json_of(resp).await["data"].clone();
    assert_eq!(restored["status"], "published", "{restored}");
    assert_eq!(restored["isActive"], true, "{restored}");
    assert_eq!(restored["isPublic"], true, "{restored}");
    assert!(
        public_titles(&app, NEWS)
            .await
            .contains(&"First draft".into())
    );
}

#[tokio::test]
async fn the_photo_and_file_of_an_unpublished_item_are_not_served_to_visitors() {
    let app = spawn_app().await;
    let approver = account(&app, APPROVER, Role::Approver).await;
    let contributor = account(&app, CONTRIBUTOR, Role::Contributor).await;

    // A draft's photo: the back office's address carries a grant; the bare address is 404.
    let resp = news_with_photo(&app, &news("Draft with photo"), 7, &contributor).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let id = json_of(resp).await["data"][crate::common::wire(NEWS).id_field]
        .as_u64()
        .expect("id");
    let row = admin_item(&app, NEWS, id, &contributor).await;
    let granted = row["newsImagePath"].as_str().expect("path").to_string();
    let (bare, _) = granted.split_once('?').expect("a grant on a draft's photo");
    assert_eq!(app.anonymous_status(bare).await, StatusCode::NOT_FOUND);
    let resp = app.client.get(app.url(&granted)).send().await.expect("get");
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(
        common::header(resp.headers(), "cache-control"),
        "private, no-store"
    );
    // A forged or altered grant is refused.
    let forged = format!("{bare}?grant=99999999999.00ff");
    assert_eq!(app.anonymous_status(&forged).await, StatusCode::NOT_FOUND);

    // A draft document's file: the same.
    let fields = documents::fields("A circular", "notices", "2026-11-20");
    let resp = documents::upload(&app, &contributor, &fields, Some(pdf("circular"))).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let doc = json_of(resp).await["data"].clone();
    let doc_id = doc["documentId"].as_u64().expect("id");
    let path = doc["documentPath"].as_str().expect("path").to_string();
    let bare_doc = path
        .split_once('?')
        .map_or(path.as_str(), |(b, _)| b)
        .to_string();
    assert_eq!(app.anonymous_status(&bare_doc).await, StatusCode::NOT_FOUND);
    let granted_doc = detail(&app, "document", doc_id, &contributor).await["documentPath"]
        .as_str()
        .expect("path")
        .to_string();
    assert!(granted_doc.contains("?grant="), "{granted_doc}");
    let resp = app
        .client
        .get(app.url(&granted_doc))
        .send()
        .await
        .expect("get");
    assert_eq!(resp.status(), StatusCode::OK);

    // Approved, both are public at their bare addresses.
    for (key, id) in [(NEWS, id), ("document", doc_id)] {
        publish(&app, key, id, &contributor, &approver).await;
    }
    assert_eq!(app.anonymous_status(bare).await, StatusCode::OK);
    assert_eq!(app.anonymous_status(&bare_doc).await, StatusCode::OK);

    // Hidden again by a toggle: gone for visitors.
    app.toggle(&wire(NEWS), id, true, Some(&approver)).await;
    assert_eq!(app.anonymous_status(bare).await, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn the_latest_change_of_a_hidden_draft_is_not_told_to_another_contributor() {
    let app = spawn_app().await;
    let first = account(&app, CONTRIBUTOR, Role::Contributor).await;
    let second = account(&app, OTHER, Role::Contributor).await;
    let saved = json_of(manage_news(&app, &news("Her hidden draft"), &first).await).await;
    let id = saved["data"][crate::common::wire(NEWS).id_field]
        .as_u64()
        .expect("id");
    let path = format!("/audit/latest?entity={NEWS}&ids={id}");
    let own = json_of(get(&app, &path, &first).await).await;
    assert_eq!(own["data"][id.to_string()]["admin"], CONTRIBUTOR, "{own}");
    let other = json_of(get(&app, &path, &second).await).await;
    assert_eq!(other["data"], json!({}), "{other}");
}

#[tokio::test]
async fn with_review_all_every_change_waits_for_another_approver() {
    let settings = oshec::config::Settings {
        review_all: true,
        ..Default::default()
    };
    let app = common::spawn_app_with_settings(settings).await;
    let admin = app.admin_token().await;
    let approver = account(&app, APPROVER, Role::Approver).await;

    let saved = json_of(manage_news(&app, &news("Administrator's news"), &admin).await).await;
    assert_eq!(saved["data"]["status"], "draft", "{saved}");
    let id = saved["data"][crate::common::wire(NEWS).id_field]
        .as_u64()
        .expect("id");
    assert!(
        !public_titles(&app, NEWS)
            .await
            .contains(&"Administrator's news".into())
    );
    step(&app, "/workflow/submit", item(id), &admin).await;
    // Nobody approves their own change.
    let msg = expect_failure(
        step(&app, "/workflow/approve", item(id), &admin).await,
        StatusCode::FORBIDDEN,
    )
    .await;
    assert!(msg.contains("four eyes"), "{msg}");
    assert_eq!(
        step(&app, "/workflow/approve", item(id), &approver)
            .await
            .status(),
        StatusCode::OK
    );
    assert!(
        public_titles(&app, NEWS)
            .await
            .contains(&"Administrator's news".into())
    );

    // An approver's edit of the live item waits too; the live text stays public meanwhile.
    let resp = manage_news(&app, &edit(id, "Approver's edit"), &approver).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let titles = public_titles(&app, NEWS).await;
    assert!(titles.contains(&"Administrator's news".into()));
    assert!(!titles.contains(&"Approver's edit".into()));
    step(&app, "/workflow/submit", item(id), &approver).await;
    assert_eq!(
        step(&app, "/workflow/approve", item(id), &admin)
            .await
            .status(),
        StatusCode::OK
    );
    assert!(
        public_titles(&app, NEWS)
            .await
            .contains(&"Approver's edit".into())
    );
}

#[tokio::test]
async fn a_document_archived_by_hand_is_in_its_pages_archive_and_a_revision_names_its_file() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let fields = documents::fields("Old circular", "notices", "2025-01-10");
    let doc = documents::create(&app, &admin, &fields, pdf("old")).await;
    let id = doc["documentId"].as_u64().expect("id");
    let resp = post_json(
        &app,
        "/workflow/archive",
        &json!({"entity": "document", "id": id}),
        &admin,
    )
    .await;
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(json_of(resp).await["data"]["status"], "archived");
    let archive = documents::query(&app, "archived=true&category=notices", None).await;
    assert_eq!(documents::titles(&archive), ["Old circular"]);
    let current = documents::query(&app, "archived=false&category=notices", None).await;
    assert!(documents::titles(&current).is_empty());

    let revision = json_of(
        get(
            &app,
            &format!("/workflow/revision?entity=document&id={id}&revision=1"),
            &admin,
        )
        .await,
    )
    .await;
    let path = revision["data"]["documentPath"].as_str().unwrap_or("");
    assert!(
        path.starts_with(&format!("/uploads/document/{id}-")),
        "{revision}"
    );
    assert!(
        revision["data"]["file"]["size"].as_u64().is_some(),
        "{revision}"
    );
}
