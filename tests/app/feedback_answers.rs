//! Feedback that gets answered (docs/feedback.md): statuses, assignment to an approver or an
//! administrator, internal notes, the reply kept without a mail server, the inbox's filters,
//! the audit trail, and contributors kept out. The reply by mail is in tests/app/mail.rs.
use crate::common;

use common::{TestApp, account_with_id, json_of, spawn_app};
use oshec::auth::Role;
use reqwest::StatusCode;
use serde_json::{Value, json};

async fn send(app: &TestApp, subject: &str) {
    let resp = app
        .client
        .post(app.api("/feedback/allowAll/submit"))
        .json(
            &json!({"name": "Asha", "email": "asha@example.org", "phone": "",
            "subject": subject, "message": "A question.", "website": ""}),
        )
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::OK);
}

async fn update(app: &TestApp, token: &str, body: Value) -> reqwest::Response {
    app.client
        .post(app.api("/feedback/update"))
        .bearer_auth(token)
        .json(&body)
        .send()
        .await
        .expect("request")
}

async fn inbox(app: &TestApp, token: &str, query: &str) -> Value {
    let resp = app
        .client
        .get(format!("{}{query}", app.api("/feedback/list")))
        .bearer_auth(token)
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::OK, "{query}");
    json_of(resp).await
}

fn subjects(body: &Value) -> Vec<String> {
    body["data"]
        .as_array()
        .expect("data")
        .iter()
        .map(|m| m["subject"].as_str().unwrap_or("").to_string())
        .collect()
}

#[tokio::test]
async fn messages_are_assigned_noted_replied_and_filtered() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let (approver, approver_id) =
        account_with_id(&app, "approver@oshec.example.org", Role::Approver).await;
    for subject in ["First", "Second", "Third"] {
        send(&app, subject).await;
    }
    // A new message: status new, nobody, no notes, no reply.
    let all = inbox(&app, &admin, "").await;
    assert_eq!(subjects(&all), ["Third", "Second", "First"]);
    let first = &all["data"][2];
    assert_eq!(first["status"], "new");
    assert_eq!(first["assigneeId"], Value::Null);
    assert_eq!(first["notes"], json!([]));
    assert_eq!(first["reply"], Value::Null);

    // The administrator assigns the first to the approver, with a note.
    let resp = update(
        &app,
        &admin,
        json!({"feedbackId": 1, "status": "inProgress", "assigneeId": approver_id,
            "note": "Ask the examinations section."}),
    )
    .await;
    assert_eq!(resp.status(), StatusCode::OK);
    let body = json_of(resp).await;
    assert_eq!(body["data"]["status"], "inProgress", "{body}");
    assert_eq!(body["data"]["assigneeId"], approver_id, "{body}");
    assert_eq!(
        body["data"]["notes"][0]["text"],
        "Ask the examinations section."
    );
    assert_eq!(body["data"]["notes"][0]["by"], "admin@oshec.example.org");

    // The approver replies without a mail server: kept, not mailed, marked replied and read.
    let resp = update(
        &app,
        &approver,
        json!({"feedbackId": 1, "reply": "Admissions open on 1 June."}),
    )
    .await;
    assert_eq!(resp.status(), StatusCode::OK);
    let body = json_of(resp).await;
    assert_eq!(body["data"]["status"], "replied", "{body}");
    assert_eq!(body["data"]["reply"]["text"], "Admissions open on 1 June.");
    assert_eq!(body["data"]["reply"]["mailed"], false);
    assert_eq!(body["data"]["isRead"], true);
    // The second is closed without a reply.
    let resp = update(&app, &admin, json!({"feedbackId": 2, "status": "closed"})).await;
    assert_eq!(resp.status(), StatusCode::OK);

    // Filters: by status, by assignee, both; total counts what passes, unread counts all.
    let replied = inbox(&app, &admin, "?status=replied").await;
    assert_eq!(subjects(&replied), ["First"]);
    assert_eq!(replied["total"], 1);
    assert_eq!(replied["unread"], 2);
    let assignees = replied["assignees"].to_string();
    assert!(
        assignees.contains("approver@oshec.example.org"),
        "{assignees}"
    );
    assert_eq!(
        subjects(&inbox(&app, &admin, "?status=new").await),
        ["Third"]
    );
    assert_eq!(
        subjects(&inbox(&app, &approver, &format!("?assigneeId={approver_id}")).await),
        ["First"]
    );
    assert_eq!(
        subjects(
            &inbox(
                &app,
                &admin,
                &format!("?status=closed&assigneeId={approver_id}")
            )
            .await
        ),
        Vec::<String>::new()
    );
    // isRead keeps working beside the status.
    let resp = app
        .client
        .post(app.api("/feedback/markRead"))
        .bearer_auth(&admin)
        .json(&json!({"feedbackId": 3, "isRead": true}))
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::OK);
    let third = inbox(&app, &admin, "?status=new").await;
    assert_eq!(third["data"][0]["isRead"], true);
    assert_eq!(third["unread"], 1);

    // Every change is in the audit trail.
    let resp = app
        .client
        .get(app.api("/audit/list?entity=feedback"))
        .bearer_auth(&admin)
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::OK);
    let audit = json_of(resp).await.to_string();
    for wanted in [
        "Ask the examinations section.",
        "Admissions open on 1 June.",
        "inProgress",
        "closed",
        "assigneeId",
    ] {
        assert!(audit.contains(wanted), "{wanted} in {audit}");
    }
}

#[tokio::test]
async fn bad_updates_and_contributors_are_refused() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let (contributor, contributor_id) =
        account_with_id(&app, "contributor@oshec.example.org", Role::Contributor).await;
    send(&app, "Only").await;

    // Contributors may neither answer nor read the inbox.
    let resp = update(
        &app,
        &contributor,
        json!({"feedbackId": 1, "status": "closed"}),
    )
    .await;
    assert_eq!(resp.status(), StatusCode::FORBIDDEN);
    let resp = app
        .client
        .get(app.api("/feedback/list"))
        .bearer_auth(&contributor)
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::FORBIDDEN);
    // No token: 401.
    let resp = app
        .client
        .post(app.api("/feedback/update"))
        .json(&json!({"feedbackId": 1}))
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::UNAUTHORIZED);

    for (body, status) in [
        (
            json!({"feedbackId": 9, "status": "closed"}),
            StatusCode::NOT_FOUND,
        ),
        (json!({"status": "closed"}), StatusCode::BAD_REQUEST),
        (
            json!({"feedbackId": 1, "status": "done"}),
            StatusCode::BAD_REQUEST,
        ),
        (
            json!({"feedbackId": 1, "note": "   "}),
            StatusCode::BAD_REQUEST,
        ),
        (
            json!({"feedbackId": 1, "reply": "x".repeat(5001)}),
            StatusCode::BAD_REQUEST,
        ),
        // A contributor cannot be given feedback to answer; nor can an unknown account.
        (
            json!({"feedbackId": 1, "assigneeId": contributor_id}),
            StatusCode::NOT_FOUND,
        ),
        (
            json!({"feedbackId": 1, "assigneeId": 4242}),
            StatusCode::NOT_FOUND,
        ),
        (
            json!({"feedbackId": 1, "assigneeId": "me"}),
            StatusCode::BAD_REQUEST,
        ),
    ] {
        let resp = update(&app, &admin, body.clone()).await;
        assert_eq!(resp.status(), status, "{body}");
    }
    for query in ["?status=done", "?assigneeId=me", "?assigneeId=1000000001"] {
        let resp = app
            .client
            .get(format!("{}{query}", app.api("/feedback/list")))
            .bearer_auth(&admin)
            .send()
            .await
            .expect("request");
        assert_eq!(resp.status(), StatusCode::BAD_REQUEST, "{query}");
    }
    // Nothing was changed by the refusals.
    let all = inbox(&app, &admin, "").await;
    assert_eq!(all["data"][0]["status"], "new");
    assert_eq!(all["data"][0]["assigneeId"], Value::Null);
}

/// Reading the inbox is an access in the audit trail: a `list` entry per account at most every
/// ten minutes (paging is one access), and one `export` entry for each CSV download.
#[tokio::test]
async fn reading_and_exporting_the_inbox_are_audited() {
    let app = spawn_app().await;
    send(&app, "Admissions").await;
    let admin = app.admin_token().await;
    for page in ["?page=1", "?page=1&status=new", "?page=2"] {
        inbox(&app, &admin, page).await;
    }
    let resp = app
        .client
        .get(app.api("/feedback/export"))
        .bearer_auth(&admin)
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::OK);
    let resp = app
        .client
        .get(app.api("/audit/list?entity=feedback"))
        .bearer_auth(&admin)
        .send()
        .await
        .expect("request");
    let audit = json_of(resp).await;
    let actions: Vec<&str> = audit["data"]
        .as_array()
        .expect("entries")
        .iter()
        .filter_map(|e| e["action"].as_str())
        .collect();
    assert_eq!(actions, ["export", "list"], "{audit}");
    let listed = audit["data"][1].to_string();
    assert!(listed.contains("page 1, size 10, status any"), "{listed}");
    assert!(
        !audit.to_string().contains("A question."),
        "never the message itself"
    );
}
