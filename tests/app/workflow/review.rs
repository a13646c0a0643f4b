//! The review workflow: drafts, previews, review by another official, four eyes, and edits of
//! published items (docs/workflow.md).

use super::*;

#[tokio::test]
async fn a_contributors_item_is_reviewed_by_another_before_it_is_public() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let approver = account(&app, APPROVER, Role::Approver).await;
    let contributor = account(&app, CONTRIBUTOR, Role::Contributor).await;
    let other = account(
        &app,
        "other.contributor@oshec.example.org",
        Role::Contributor,
    )
    .await;

    // A contributor's new item is a draft, not public, even when it asks to be active.
    let mut fields = news("Drafted news");
    fields["isActive"] = json!(true);
    let resp = manage_news(&app, &fields, &contributor).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let saved = json_of(resp).await["data"].clone();
    assert_eq!(saved["status"], "draft", "{saved}");
    let id = saved[crate::common::wire(NEWS).id_field]
        .as_u64()
        .expect("id");
    assert!(
        !public_titles(&app, NEWS)
            .await
            .contains(&"Drafted news".into())
    );

    // Another contributor may not change it; nobody approves a draft not submitted.
    let mut theirs = news("Taken over");
    theirs[crate::common::wire(NEWS).id_field] = json!(id);
    expect_failure(
        manage_news(&app, &theirs, &other).await,
        StatusCode::FORBIDDEN,
    )
    .await;
    let body = json!({"entity": NEWS, "id": id});
    expect_failure(
        step(&app, "/workflow/approve", body.clone(), &approver).await,
        StatusCode::CONFLICT,
    )
    .await;

    // Contributors cannot publish, activate or reorder.
    expect_failure(
        step(&app, "/workflow/approve", body.clone(), &contributor).await,
        StatusCode::FORBIDDEN,
    )
    .await;
    expect_failure(
        app.toggle(&wire(NEWS), id, false, Some(&contributor)).await,
        StatusCode::FORBIDDEN,
    )
    .await;

    // Submitted, it waits in the queue; its author cannot approve it, an approver can.
    let resp = step(&app, "/workflow/submit", body.clone(), &contributor).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let queue = json_of(get(&app, "/workflow/queue", &approver).await).await;
    let waiting = &queue["data"][0];
    assert_eq!(waiting["entity"], NEWS);
    assert_eq!(waiting["id"], json!(id));
    assert_eq!(waiting["title"], "Drafted news");
    assert_eq!(waiting["submittedBy"], CONTRIBUTOR);
    expect_failure(
        get(&app, "/workflow/queue", &contributor).await,
        StatusCode::FORBIDDEN,
    )
    .await;

    // Returned with a comment, which the author reads; fixed and submitted again.
    let missing = step(
        &app,
        "/workflow/return",
        json!({"entity": NEWS, "id": id, "comment": "  "}),
        &approver,
    )
    .await;
    expect_failure(missing, StatusCode::BAD_REQUEST).await;
    let resp = step(
        &app,
        "/workflow/return",
        json!({"entity": NEWS, "id": id, "comment": "Add the date in Odia."}),
        &approver,
    )
    .await;
    assert_eq!(resp.status(), StatusCode::OK);
    let mine = json_of(get(&app, "/workflow/mine", &contributor).await).await;
    assert_eq!(
        mine["data"][0]["comment"], "Add the date in Odia.",
        "{mine}"
    );
    assert_eq!(mine["data"][0]["status"], "draft");
    let mut fixed = news("Drafted news, fixed");
    fixed[crate::common::wire(NEWS).id_field] = json!(id);
    assert_eq!(
        manage_news(&app, &fixed, &contributor).await.status(),
        StatusCode::OK
    );
    assert_eq!(
        step(&app, "/workflow/submit", body.clone(), &contributor)
            .await
            .status(),
        StatusCode::OK
    );

    let resp = step(&app, "/workflow/approve", body.clone(), &approver).await;
    assert_eq!(resp.status(), StatusCode::OK);
    assert!(
        public_titles(&app, NEWS)
            .await
            .contains(&"Drafted news, fixed".into())
    );
    let item = admin_item(&app, NEWS, id, &admin).await;
    assert_eq!(item["status"], "published");
    assert_eq!(item["isActive"], true);

    // Every step is a revision, newest first; the approval's audit entry names both people.
    let revisions = json_of(
        get(
            &app,
            &format!("/workflow/revisions?entity={NEWS}&id={id}"),
            &admin,
        )
        .await,
    )
    .await;
    let actions: Vec<&str> = revisions["data"]
        .as_array()
        .expect("revisions")
        .iter()
        .map(|r| r["action"].as_str().unwrap_or(""))
        .collect();
    assert_eq!(
        actions,
        ["approve", "submit", "save", "return", "submit", "save"]
    );
    let audit =
        json_of(get(&app, &format!("/audit/list?entity={NEWS}&size=100"), &admin).await).await;
    let approval = audit["data"]
        .as_array()
        .expect("entries")
        .iter()
        .find(|e| e["action"] == "approve")
        .expect("approve entry")
        .clone();
    assert_eq!(approval["admin"], APPROVER);
    assert_eq!(approval["role"], "approver");
    assert_eq!(approval["author"], CONTRIBUTOR);
}

#[tokio::test]
async fn a_contributor_sees_only_their_own_unpublished_drafts() {
    let app = spawn_app().await;
    app.admin_token().await;
    let approver = account(&app, APPROVER, Role::Approver).await;
    let author = account(&app, CONTRIBUTOR, Role::Contributor).await;
    let other = account(
        &app,
        "other.contributor@oshec.example.org",
        Role::Contributor,
    )
    .await;
    let w = wire(NEWS);
    let saved = json_of(manage_news(&app, &news("Not yet public"), &author).await).await;
    let id = saved["data"][crate::common::wire(NEWS).id_field]
        .as_u64()
        .expect("id");
    let ids_seen_by = |items: Vec<Value>| -> Vec<u64> {
        items
            .iter()
            .filter_map(|i| i[crate::common::wire(NEWS).id_field].as_u64())
            .collect()
    };

    // Its author and the approver see the draft; another contributor neither lists it nor
    // opens it or its history.
    assert!(ids_seen_by(app.list_items(&w, Some(&author)).await).contains(&id));
    assert!(ids_seen_by(app.list_items(&w, Some(&approver)).await).contains(&id));
    assert!(!ids_seen_by(app.list_items(&w, Some(&other)).await).contains(&id));
    expect_failure(
        app.get_by_id(&w, id, Some(&other)).await,
        StatusCode::NOT_FOUND,
    )
    .await;
    let history = format!("/workflow/revisions?entity={NEWS}&id={id}");
    expect_failure(get(&app, &history, &other).await, StatusCode::NOT_FOUND).await;
    assert_eq!(get(&app, &history, &author).await.status(), StatusCode::OK);
    assert_eq!(
        app.get_by_id(&w, id, Some(&author)).await.status(),
        StatusCode::OK
    );

    // Once published, everyone sees it.
    publish(&app, NEWS, id, &author, &approver).await;
    assert!(ids_seen_by(app.list_items(&w, Some(&other)).await).contains(&id));
    assert_eq!(
        app.get_by_id(&w, id, Some(&other)).await.status(),
        StatusCode::OK
    );
}

#[tokio::test]
async fn a_preview_shows_the_draft_as_the_public_list_will_without_storing_it() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let author = account(&app, CONTRIBUTOR, Role::Contributor).await;
    let other = account(
        &app,
        "other.contributor@oshec.example.org",
        Role::Contributor,
    )
    .await;
    let saved = json_of(manage_news(&app, &news("Published title"), &admin).await).await;
    let id = saved["data"][crate::common::wire(NEWS).id_field]
        .as_u64()
        .expect("id");

    // A contributor's edit waits beside the live item; the preview shows the edit.
    let mut edit = news("Edited title");
    edit[crate::common::wire(NEWS).id_field] = json!(id);
    edit["newsBodyEn"] = json!("## Venue\n\nThe council hall.");
    assert_eq!(
        manage_news(&app, &edit, &author).await.status(),
        StatusCode::OK
    );
    let stored = format!("/workflow/preview?entity={NEWS}&id={id}");
    let body = json_of(get(&app, &stored, &author).await).await;
    let answer = &body["data"];
    assert_eq!(answer["listPath"], crate::common::wire(NEWS).list, "{body}");
    assert_eq!(
        answer["idField"],
        crate::common::wire(NEWS).id_field,
        "{body}"
    );
    assert_eq!(answer["imageField"], "newsImagePath", "{body}");
    assert_eq!(answer["item"]["newsTitleEn"], "Edited title", "{body}");
    assert_eq!(answer["item"]["isActive"], true, "{body}");
    let html = answer["item"]["newsBodyEnHtml"].as_str().unwrap_or("");
    assert!(html.contains("<h2>Venue</h2>"), "{body}");
    assert_eq!(public_titles(&app, NEWS).await, ["Published title"]);
    // Another contributor does not preview a draft never published.
    let fresh = json_of(manage_news(&app, &news("Fresh draft"), &author).await).await;
    let fresh = fresh["data"][crate::common::wire(NEWS).id_field]
        .as_u64()
        .expect("id");
    let theirs = format!("/workflow/preview?entity={NEWS}&id={fresh}");
    expect_failure(get(&app, &theirs, &other).await, StatusCode::NOT_FOUND).await;

    // What a form holds, unsaved: shaped the same way, checked as a save is, stored nowhere.
    let mut typed = news("Typed, not saved");
    typed["newsBodyOd"] = json!("**ଗୁରୁତ୍ୱପୂର୍ଣ୍ଣ**");
    let body = json_of(
        post_json(
            &app,
            "/workflow/preview",
            &json!({"entity": NEWS, "item": typed}),
            &author,
        )
        .await,
    )
    .await;
    assert_eq!(
        body["data"]["item"]["newsTitleEn"], "Typed, not saved",
        "{body}"
    );
    assert!(
        body["data"]["item"]["newsBodyOdHtml"]
            .as_str()
            .is_some_and(|h| h.contains("<strong>ଗୁରୁତ୍ୱପୂର୍ଣ୍ଣ</strong>")),
        "{body}"
    );
    let mut wrong = news("No date");
    wrong["newsDate"] = json!("");
    expect_failure(
        post_json(
            &app,
            "/workflow/preview",
            &json!({"entity": NEWS, "item": wrong}),
            &author,
        )
        .await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    let titles = app.list_items(&wire(NEWS), Some(&admin)).await.len();
    assert_eq!(titles, 2, "a preview stores nothing");
}

#[tokio::test]
async fn four_eyes_an_approver_does_not_approve_their_own_submission() {
    let app = spawn_app().await;
    app.admin_token().await;
    let approver = account(&app, APPROVER, Role::Approver).await;
    let second = account(&app, "approver2@oshec.example.org", Role::Approver).await;
    let contributor = account(&app, CONTRIBUTOR, Role::Contributor).await;
    let saved = json_of(manage_news(&app, &news("Four eyes"), &contributor).await).await;
    let id = saved["data"][crate::common::wire(NEWS).id_field]
        .as_u64()
        .expect("id");
    let body = json!({"entity": NEWS, "id": id});
    // The approver submits it on the contributor's behalf…
    assert_eq!(
        step(&app, "/workflow/submit", body.clone(), &approver)
            .await
            .status(),
        StatusCode::OK
    );
    let msg = expect_failure(
        step(&app, "/workflow/approve", body.clone(), &approver).await,
        StatusCode::FORBIDDEN,
    )
    .await;
    assert!(msg.contains("four eyes"), "{msg}");
    // …and another approves it.
    assert_eq!(
        step(&app, "/workflow/approve", body, &second)
            .await
            .status(),
        StatusCode::OK
    );
}

#[tokio::test]
async fn a_published_item_stays_live_while_its_edit_is_reviewed() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let approver = account(&app, APPROVER, Role::Approver).await;
    let contributor = account(&app, CONTRIBUTOR, Role::Contributor).await;
    // Published directly by an approver, as docs/decisions.md's manage always did.
    let saved = json_of(manage_news(&app, &news("Live version"), &approver).await).await;
    assert_eq!(saved["data"]["status"], "published");
    let id = saved["data"][crate::common::wire(NEWS).id_field]
        .as_u64()
        .expect("id");
    assert!(
        public_titles(&app, NEWS)
            .await
            .contains(&"Live version".into())
    );

    let mut edit = news("Edited version");
    edit[crate::common::wire(NEWS).id_field] = json!(id);
    let resp = manage_news(&app, &edit, &contributor).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let titles = public_titles(&app, NEWS).await;
    assert!(titles.contains(&"Live version".into()) && !titles.contains(&"Edited version".into()));
    let item = admin_item(&app, NEWS, id, &admin).await;
    assert_eq!(item["status"], "draft");
    assert_eq!(item["isLive"], true);
    assert_eq!(item["newsTitleEn"], "Live version");

    let body = json!({"entity": NEWS, "id": id});
    assert_eq!(
        step(&app, "/workflow/submit", body.clone(), &contributor)
            .await
            .status(),
        StatusCode::OK
    );
    assert_eq!(
        step(&app, "/workflow/approve", body, &admin).await.status(),
        StatusCode::OK
    );
    let titles = public_titles(&app, NEWS).await;
    assert!(titles.contains(&"Edited version".into()) && !titles.contains(&"Live version".into()));

    // The first revision reads as it was, and restoring it publishes that content again.
    let first = json_of(
        get(
            &app,
            &format!("/workflow/revision?entity={NEWS}&id={id}&revision=1"),
            &admin,
        )
        .await,
    )
    .await;
    assert_eq!(first["data"]["newsTitleEn"], "Live version", "{first}");
    let resp = step(
        &app,
        "/workflow/restore",
        json!({"entity": NEWS, "id": id, "revision": 1}),
        &approver,
    )
    .await;
    assert_eq!(resp.status(), StatusCode::OK);
    assert!(
        public_titles(&app, NEWS)
            .await
            .contains(&"Live version".into())
    );
    expect_failure(
        get(
            &app,
            &format!("/workflow/revision?entity={NEWS}&id={id}&revision=99"),
            &admin,
        )
        .await,
        StatusCode::NOT_FOUND,
    )
    .await;
}
