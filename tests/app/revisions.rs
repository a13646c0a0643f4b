//! Revisions over the years (docs/workflow.md): `revisions_keep` keeps each item's newest N
//! revisions and every published one, as each write adds one and as `purge-revisions` applies
//! it to every item; a dry run frees nothing and says exactly what the purge then frees.
use crate::common;
use crate::workflow::{APPROVER, CONTRIBUTOR, manage_news, news, step};
use oshec::entities::keys::NEWS;

use common::{TestApp, account, get, json_of, spawn_app, spawn_app_with_settings};
use oshec::auth::Role;
use reqwest::StatusCode;
use serde_json::{Value, json};

/// The revisions of news item `id`: (number, status), newest first.
async fn revisions(app: &TestApp, id: u64, token: &str) -> Vec<(u64, String)> {
    let list = json_of(
        get(
            app,
            &format!("/workflow/revisions?entity={NEWS}&id={id}"),
            token,
        )
        .await,
    )
    .await;
    list["data"]
        .as_array()
        .map(|a| {
            a.iter()
                .map(|r| {
                    (
                        r["revision"].as_u64().unwrap_or_default(),
                        r["status"].as_str().unwrap_or_default().to_string(),
                    )
                })
                .collect()
        })
        .unwrap_or_default()
}

/// A published news item, then six steps of a contributor's change and its review: one
/// published revision and seven that are not.
async fn item_with_history(app: &TestApp, admin: &str) -> u64 {
    let contributor = account(app, CONTRIBUTOR, Role::Contributor).await;
    let approver = account(app, APPROVER, Role::Approver).await;
    let created = json_of(manage_news(app, &news("Published first"), admin).await).await;
    let id = created["data"][crate::common::wire(NEWS).id_field]
        .as_u64()
        .expect("id");
    for n in 1..=4 {
        let mut fields = news(&format!("Draft {n}"));
        fields[crate::common::wire(NEWS).id_field] = json!(id);
        let resp = manage_news(app, &fields, &contributor).await;
        assert_eq!(resp.status(), StatusCode::OK, "draft {n}");
    }
    let body = json!({"entity": NEWS, "id": id});
    let resp = step(app, "/workflow/submit", body.clone(), &contributor).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let back = json!({"entity": NEWS, "id": id, "comment": "Shorter, please."});
    let resp = step(app, "/workflow/return", back, &approver).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let mut fields = news("Draft 5");
    fields[crate::common::wire(NEWS).id_field] = json!(id);
    assert_eq!(
        manage_news(app, &fields, &contributor).await.status(),
        StatusCode::OK
    );
    id
}

#[tokio::test]
async fn each_write_keeps_the_newest_revisions_and_every_published_one() {
    let app = spawn_app_with_settings(oshec::config::Settings {
        revisions_keep: 2,
        ..Default::default()
    })
    .await;
    let admin = app.admin_token().await;
    let id = item_with_history(&app, &admin).await;
    let kept = revisions(&app, id, &admin).await;
    let numbers: Vec<u64> = kept.iter().map(|(n, _)| *n).collect();
    assert_eq!(numbers, vec![8, 7, 1], "{kept:?}");
    assert_eq!(kept[2].1, "published");

    // The published revision it kept restores as it was.
    let restore = json!({"entity": NEWS, "id": id, "revision": 1});
    let resp = step(&app, "/workflow/restore", restore, &admin).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let titles = crate::workflow::public_titles(&app, NEWS).await;
    assert!(
        titles.contains(&"Published first".to_string()),
        "{titles:?}"
    );
}

#[tokio::test]
async fn a_dry_run_frees_nothing_and_says_what_the_purge_frees() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let id = item_with_history(&app, &admin).await;
    let before = revisions(&app, id, &admin).await;
    assert_eq!(before.len(), 8, "{before:?}");
    let store = app.content.store();

    let dry = oshec::content::workflow::purge_revisions(store, 3, true).expect("dry run");
    assert_eq!(
        revisions(&app, id, &admin).await,
        before,
        "a dry run removes nothing"
    );
    assert_eq!((dry.items, dry.revisions), (1, 4), "{dry:?}");
    assert!(dry.bytes > 0);

    let done = oshec::content::workflow::purge_revisions(store, 3, false).expect("purge");
    assert_eq!(done, dry, "the purge frees what its dry run said");
    let after: Vec<u64> = revisions(&app, id, &admin)
        .await
        .iter()
        .map(|(n, _)| *n)
        .collect();
    assert_eq!(after, vec![8, 7, 6, 1]);
    // Every remaining revision still reads, and the item's history answers as before.
    for n in after {
        let path = format!("/workflow/revision?entity={NEWS}&id={id}&revision={n}");
        let one: Value = json_of(get(&app, &path, &admin).await).await;
        assert!(one["data"]["newsTitleEn"].is_string(), "{one}");
    }
    let again = oshec::content::workflow::purge_revisions(store, 3, false).expect("again");
    assert_eq!(again.revisions, 0, "{again:?}");
}
