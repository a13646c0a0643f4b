//! What each role may call, and accounts managed in the back office (docs/roles.md).

use super::*;

#[tokio::test]
async fn the_sign_in_answer_names_the_role() {
    let app = spawn_app().await;
    app.admin_token().await;
    account(&app, CONTRIBUTOR, Role::Contributor).await;
    let body = json_of(app.login(CONTRIBUTOR, PASSWORD).await).await;
    assert_eq!(body["role"], "contributor", "{body}");
    assert_eq!(body["mustChangePassword"], false, "{body}");
    let body = json_of(app.login(ADMIN, PASSWORD).await).await;
    assert_eq!(body["role"], "administrator", "{body}");
}

#[tokio::test]
async fn only_administrators_manage_accounts() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let approver = account(&app, APPROVER, Role::Approver).await;
    let contributor = account(&app, CONTRIBUTOR, Role::Contributor).await;
    for token in [&approver, &contributor] {
        let msg = expect_failure(
            get(&app, "/account/admins", token).await,
            StatusCode::FORBIDDEN,
        )
        .await;
        assert!(msg.contains("may not manage accounts"), "{msg}");
        let create = json!({"adminId": null, "email": "x@oshec.example.org", "role": "administrator",
            "isActive": true, "password": "a new long password 1"});
        expect_failure(
            post_json(&app, "/account/admins/manage", &create, token).await,
            StatusCode::FORBIDDEN,
        )
        .await;
    }
    let body = json_of(get(&app, "/account/admins", &admin).await).await;
    let list = body["data"].as_array().expect("list");
    assert_eq!(list.len(), 3);
    let approver_row = list
        .iter()
        .find(|a| a["email"] == APPROVER)
        .expect("approver");
    assert_eq!(approver_row["role"], "approver");
    assert_eq!(approver_row["isActive"], true);
    assert!(approver_row["adminId"].as_u64().is_some());
}

#[tokio::test]
async fn an_account_made_in_the_back_office_chooses_its_password_first() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let email = "new.official@oshec.example.org";
    let first = "first password given 1";
    let create = json!({"adminId": null, "email": email, "role": "contributor",
        "isActive": true, "password": first});
    let resp = post_json(&app, "/account/admins/manage", &create, &admin).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let id = json_of(resp).await["data"]["adminId"].as_u64().expect("id");

    let body = json_of(app.login(email, first).await).await;
    assert_eq!(body["mustChangePassword"], true, "{body}");
    let token = body["data"].as_str().expect("token").to_string();
    let msg = expect_failure(
        app.list(&wire(NEWS), Some(&token)).await,
        StatusCode::FORBIDDEN,
    )
    .await;
    assert!(msg.contains("new password"), "{msg}");
    let change = json!({"currentPassword": first, "newPassword": "my own long password 2",
        "repeatPassword": "my own long password 2"});
    let resp = post_json(&app, "/account/password", &change, &token).await;
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(
        app.list(&wire(NEWS), Some(&token)).await.status(),
        StatusCode::OK
    );

    // A reset by an administrator ends the sessions and demands a new choice again.
    let reset = json!({"adminId": id, "email": email, "role": "contributor", "isActive": true,
        "password": "reset password given 3"});
    assert_eq!(
        post_json(&app, "/account/admins/manage", &reset, &admin)
            .await
            .status(),
        StatusCode::OK
    );
    expect_failure(
        app.list(&wire(NEWS), Some(&token)).await,
        StatusCode::UNAUTHORIZED,
    )
    .await;
    let body = json_of(app.login(email, "reset password given 3").await).await;
    assert_eq!(body["mustChangePassword"], true, "{body}");

    // Deactivated: no sign-in.
    let off = json!({"adminId": id, "email": email, "role": "contributor", "isActive": false});
    assert_eq!(
        post_json(&app, "/account/admins/manage", &off, &admin)
            .await
            .status(),
        StatusCode::OK
    );
    let body = json_of(app.login(email, "reset password given 3").await).await;
    assert_eq!(body["outcome"], false, "{body}");
}

#[tokio::test]
async fn the_last_active_administrator_stays_one() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let body = json_of(get(&app, "/account/admins", &admin).await).await;
    let id = body["data"][0]["adminId"].as_u64().expect("id");
    for change in [
        json!({"adminId": id, "email": ADMIN, "role": "approver", "isActive": true}),
        json!({"adminId": id, "email": ADMIN, "role": "administrator", "isActive": false}),
    ] {
        let msg = expect_failure(
            post_json(&app, "/account/admins/manage", &change, &admin).await,
            StatusCode::FORBIDDEN,
        )
        .await;
        assert!(msg.contains("last active administrator"), "{msg}");
    }
    // With a second administrator, the first may step down.
    account(&app, "other.admin@oshec.example.org", Role::Administrator).await;
    let change = json!({"adminId": id, "email": ADMIN, "role": "approver", "isActive": true});
    assert_eq!(
        post_json(&app, "/account/admins/manage", &change, &admin)
            .await
            .status(),
        StatusCode::OK
    );
}

#[tokio::test]
async fn approvers_read_content_history_and_feedback_contributors_neither() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let approver = account(&app, APPROVER, Role::Approver).await;
    let contributor = account(&app, CONTRIBUTOR, Role::Contributor).await;
    app.create(&wire(NEWS), "history", &admin).await;

    let all = json_of(get(&app, "/audit/list?size=100", &admin).await).await;
    assert!(
        all["data"]
            .as_array()
            .expect("entries")
            .iter()
            .any(|e| e["entity"] == "session")
    );
    let content = json_of(get(&app, "/audit/list?size=100", &approver).await).await;
    let entries = content["data"].as_array().expect("entries");
    assert!(entries.iter().any(|e| e["entity"] == NEWS), "{content}");
    assert!(
        entries
            .iter()
            .all(|e| e["entity"] != "session" && e["entity"] != "administrator")
    );
    assert_eq!(
        get(&app, "/feedback/list", &approver).await.status(),
        StatusCode::OK
    );

    for path in ["/audit/list", "/feedback/list", "/feedback/export"] {
        expect_failure(get(&app, path, &contributor).await, StatusCode::FORBIDDEN).await;
    }
}

#[tokio::test]
async fn audit_entries_name_the_actors_role() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let approver = account(&app, APPROVER, Role::Approver).await;
    let w = wire(NEWS);
    let created = app.create(&w, "role", &approver).await;
    let id = created[w.id_field].as_u64().expect("id");
    let body = json_of(get(&app, &format!("/audit/list?entity={NEWS}"), &admin).await).await;
    let entry = body["data"]
        .as_array()
        .expect("entries")
        .iter()
        .find(|e| e["recordId"] == json!(id))
        .expect("entry")
        .clone();
    assert_eq!(entry["admin"], APPROVER);
    assert_eq!(entry["role"], "approver");
}

/// Every role against every kind of call: what each may do (docs/roles.md).
#[tokio::test]
async fn each_role_may_call_what_its_role_allows() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let approver = account(&app, APPROVER, Role::Approver).await;
    let contributor = account(&app, CONTRIBUTOR, Role::Contributor).await;
    let w = wire(NEWS);
    let live = app.create(&w, "matrix", &admin).await[w.id_field]
        .as_u64()
        .expect("id");
    let notice = wire(NOTICES);
    let ordered = app.create(&notice, "matrix", &admin).await[notice.id_field]
        .as_u64()
        .expect("id");
    assert_eq!(ordered, live, "the move row below reads the same id");
    // (call, administrator, approver, contributor): true = allowed.
    type Call = fn(&TestApp, u64, String) -> futures_util::future::BoxFuture<'_, reqwest::Response>;
    let calls: Vec<(&str, Call, [bool; 3])> = vec![
        (
            "toggle",
            |a, id, t| Box::pin(async move { a.toggle(&wire(NEWS), id, true, Some(&t)).await }),
            [true, true, false],
        ),
        (
            "move",
            |a, id, t| {
                Box::pin(async move {
                    let form = reqwest::multipart::Form::new()
                        .text("id", id.to_string())
                        .text("to", "top");
                    a.post_form("/announce/notice/move", form, Some(&t)).await
                })
            },
            [true, true, false],
        ),
        (
            "queue",
            |a, _, t| Box::pin(async move { get(a, "/workflow/queue", &t).await }),
            [true, true, false],
        ),
        (
            "mine",
            |a, _, t| Box::pin(async move { get(a, "/workflow/mine", &t).await }),
            [true, true, true],
        ),
        (
            "expiring",
            |a, _, t| Box::pin(async move { get(a, "/workflow/expiring", &t).await }),
            [true, true, true],
        ),
        (
            "revisions",
            |a, id, t| {
                Box::pin(async move {
                    get(a, &format!("/workflow/revisions?entity={NEWS}&id={id}"), &t).await
                })
            },
            [true, true, true],
        ),
        (
            "archive",
            |a, id, t| {
                Box::pin(async move {
                    post_json(
                        a,
                        "/workflow/archive",
                        &json!({"entity": "banner", "id": id + 1000}),
                        &t,
                    )
                    .await
                })
            },
            [true, true, false],
        ),
        (
            "audit",
            |a, _, t| Box::pin(async move { get(a, "/audit/list", &t).await }),
            [true, true, false],
        ),
        (
            "feedback",
            |a, _, t| Box::pin(async move { get(a, "/feedback/list", &t).await }),
            [true, true, false],
        ),
        (
            "accounts",
            |a, _, t| Box::pin(async move { get(a, "/account/admins", &t).await }),
            [true, false, false],
        ),
        (
            "latest",
            |a, id, t| {
                Box::pin(async move {
                    get(a, &format!("/audit/latest?entity={NEWS}&ids={id}"), &t).await
                })
            },
            [true, true, true],
        ),
    ];
    for (name, call, allowed) in calls {
        for (token, may, role) in [
            (&admin, allowed[0], "administrator"),
            (&approver, allowed[1], "approver"),
            (&contributor, allowed[2], "contributor"),
        ] {
            let status = call(&app, live, token.clone()).await.status();
            if name == "archive" {
                // An unknown item: the role is checked first.
                let expected = if role == "contributor" {
                    StatusCode::FORBIDDEN
                } else {
                    StatusCode::NOT_FOUND
                };
                assert_eq!(status, expected, "{name} as {role}");
            } else if may {
                assert!(
                    status.is_success() || status == StatusCode::CONFLICT,
                    "{name} as {role}: {status}"
                );
            } else {
                assert_eq!(status, StatusCode::FORBIDDEN, "{name} as {role}");
            }
        }
    }
}

#[tokio::test]
async fn a_contributor_pages_searches_and_filters_only_what_they_may_see() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let contributor = account(&app, CONTRIBUTOR, Role::Contributor).await;
    let other = account(
        &app,
        "other.contributor@oshec.example.org",
        Role::Contributor,
    )
    .await;
    for title in ["Published one", "Published two"] {
        assert_eq!(
            manage_news(&app, &news(title), &admin).await.status(),
            StatusCode::OK
        );
    }
    for (title, token) in [
        ("Mine draft", &contributor),
        ("Theirs draft", &other),
        ("Theirs second draft", &other),
    ] {
        assert_eq!(
            manage_news(&app, &news(title), token).await.status(),
            StatusCode::OK
        );
    }
    let page = |query: &'static str, token: String| {
        let app = &app;
        async move {
            let resp = app
                .client
                .get(format!(
                    "{}?{query}",
                    app.api(crate::common::wire(NEWS).list)
                ))
                .bearer_auth(token)
                .send()
                .await
                .expect("request");
            assert_eq!(resp.status(), StatusCode::OK, "{query}");
            json_of(resp).await
        }
    };
    let titles = |body: &Value| -> Vec<String> {
        body["data"]
            .as_array()
            .expect("data")
            .iter()
            .map(|i| i["newsTitleEn"].as_str().unwrap_or("").to_string())
            .collect()
    };
    // Other people's drafts are neither listed nor counted.
    let body = page("q=draft&page=1&size=1", contributor.clone()).await;
    assert_eq!(body["total"], json!(1), "{body}");
    assert_eq!(titles(&body), vec!["Mine draft"]);
    let body = page("status=draft&page=1&size=10", contributor.clone()).await;
    assert_eq!(titles(&body), vec!["Mine draft"]);
    let body = page("sort=newsTitleEn&page=1&size=2", contributor.clone()).await;
    assert_eq!(body["total"], json!(3), "{body}");
    assert_eq!(titles(&body), vec!["Mine draft", "Published one"]);
    // An administrator sees every draft.
    let body = page("status=draft&sort=-newsTitleEn", admin.clone()).await;
    assert_eq!(
        titles(&body),
        vec!["Theirs second draft", "Theirs draft", "Mine draft"]
    );
    let body = page("status=published", admin.clone()).await;
    assert_eq!(body["total"], json!(2), "{body}");
    // A submitted draft is in review at once.
    let id = page("q=mine", contributor.clone()).await["data"][0]
        [crate::common::wire(NEWS).id_field]
        .clone();
    let resp = step(
        &app,
        "/workflow/submit",
        json!({"entity": NEWS, "id": id}),
        &contributor,
    )
    .await;
    assert_eq!(resp.status(), StatusCode::OK);
    let body = page("status=review", admin.clone()).await;
    assert_eq!(titles(&body), vec!["Mine draft"]);
}
