//! Workflow notices by mail (docs/workflow.md), against a real SMTP server on 127.0.0.1: a
//! submission reaches the approvers, a return and an approval reach the author, a reminder goes
//! out once before an item's validity ends, and a mail server that is down loses nothing.
use crate::common;
use oshec::entities::keys::NEWS;

use std::sync::{Arc, Mutex};

use base64::Engine as _;
use std::time::Duration;

use common::{TestApp, account, json_of, post_json, spawn_app, wire};
use mailin::{Action, Handler, Response, SessionBuilder, response};
use oshec::auth::Role;
use oshec::mail::{MailSettings, Mailer};
use reqwest::StatusCode;
use serde_json::{Value, json};

/// One mail as the server received it.
#[derive(Debug, Clone, Default)]
pub(crate) struct Received {
    pub(crate) to: Vec<String>,
    pub(crate) text: String,
}

#[derive(Clone, Default)]
struct Sink {
    current: Received,
    inbox: Arc<Mutex<Vec<Received>>>,
}

impl Handler for Sink {
    fn data_start(&mut self, _domain: &str, _from: &str, _is8bit: bool, to: &[String]) -> Response {
        self.current = Received {
            to: to.to_vec(),
            text: String::new(),
        };
        response::OK
    }

    fn data(&mut self, buf: &[u8]) -> std::io::Result<()> {
        self.current.text.push_str(&String::from_utf8_lossy(buf));
        Ok(())
    }

    fn data_end(&mut self) -> Response {
        let mut mail = self.current.clone();
        mail.text = readable(&mail.text);
        if let Ok(mut inbox) = self.inbox.lock() {
            inbox.push(mail);
        }
        response::OK
    }
}

/// The headers unfolded and the base64 body decoded, as a mail reader shows them.
fn readable(raw: &str) -> String {
    let raw = raw.replace("\r\n", "\n");
    let (headers, body) = raw.split_once("\n\n").unwrap_or((raw.as_str(), ""));
    let headers = headers.replace("\n ", " ");
    let compact: String = body.chars().filter(|c| !c.is_whitespace()).collect();
    let body = base64::engine::general_purpose::STANDARD
        .decode(compact.as_bytes())
        .ok()
        .and_then(|b| String::from_utf8(b).ok())
        .unwrap_or_else(|| body.to_string());
    format!("{headers}\n\n{body}")
}

/// An SMTP server on `listener`, in a thread of its own; its inbox. `mailin` reads the protocol;
/// this only carries lines to it and its answers back, one connection after another.
pub(crate) fn smtp_sink(listener: std::net::TcpListener) -> Arc<Mutex<Vec<Received>>> {
    let sink = Sink::default();
    let inbox = Arc::clone(&sink.inbox);
    std::thread::spawn(move || {
        let smtp = SessionBuilder::new("sink.test");
        for stream in listener.incoming().flatten() {
            let _ = converse(&smtp, stream, sink.clone());
        }
    });
    inbox
}

/// One SMTP conversation, until the client quits or hangs up.
fn converse(smtp: &SessionBuilder, stream: std::net::TcpStream, sink: Sink) -> std::io::Result<()> {
    use std::io::{BufRead, BufReader};
    let remote = stream.peer_addr()?.ip();
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut writer = stream;
    let mut session = smtp.build(remote, sink);
    session.greeting().write_to(&mut writer)?;
    let mut line = Vec::new();
    loop {
        line.clear();
        if reader.read_until(b'\n', &mut line)? == 0 {
            return Ok(());
        }
        let answer = session.process(&line);
        match answer.action {
            Action::NoReply => {}
            Action::Reply => answer.write_to(&mut writer)?,
            Action::Close | Action::UpgradeTls => return answer.write_to(&mut writer),
        }
    }
}

/// Waits until `inbox` holds `n` mails (at most 15 s).
pub(crate) async fn wait_for(inbox: &Arc<Mutex<Vec<Received>>>, n: usize) -> Vec<Received> {
    for _ in 0..150 {
        let got = inbox.lock().expect("inbox").clone();
        if got.len() >= n {
            return got;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("expected {n} mails, got {:?}", inbox.lock().expect("inbox"));
}

pub(crate) fn start_mailer(app: &TestApp, port: u16) {
    let store = app.content.store().clone();
    let mailer = Mailer::start(
        store,
        app.auth.clone(),
        MailSettings {
            url: format!("smtp://127.0.0.1:{port}"),
            from: "OSHEC website <web@oshec.example.org>".into(),
            site: "https://oshec.example.org".into(),
            retry_after: Duration::from_millis(200),
        },
    )
    .expect("mailer");
    app.content.send_notices(mailer.waker());
    app.auth.send_notices(mailer.waker());
    // The task runs as long as the test's runtime.
    std::mem::forget(mailer);
}

fn news(title: &str) -> Value {
    json!({(crate::common::wire(NEWS).id_field): null, "newsTitleEn": title, "newsTitleOd": "ସମ୍ବାଦ",
        "newsDate": "2026-11-20", "newsDescEn": "What happened.", "newsDescOd": "କଣ ହେଲା।",
        "newsLink": "https://oshec.example.org/news"})
}

#[tokio::test(flavor = "multi_thread")]
async fn the_workflow_tells_approvers_and_authors_by_mail() {
    let app = spawn_app().await;
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    let port = listener.local_addr().expect("address").port();
    let inbox = smtp_sink(listener);
    start_mailer(&app, port);
    app.admin_token().await;
    let approver = account(&app, "approver@oshec.example.org", Role::Approver).await;
    let contributor = account(&app, "contributor@oshec.example.org", Role::Contributor).await;

    let saved = json_of(
        app.manage(&wire(NEWS), &news("Mailed news"), None, Some(&contributor))
            .await,
    )
    .await;
    let id = saved["data"][crate::common::wire(NEWS).id_field]
        .as_u64()
        .expect("id");
    let item = json!({"entity": NEWS, "id": id});
    assert_eq!(
        post_json(&app, "/workflow/submit", &item, &contributor)
            .await
            .status(),
        StatusCode::OK
    );
    let mails = wait_for(&inbox, 1).await;
    let mut to = mails[0].to.clone();
    to.sort();
    // Every active approver and administrator, and not the contributor.
    assert_eq!(
        to,
        ["admin@oshec.example.org", "approver@oshec.example.org"]
    );
    assert!(mails[0].text.contains("Mailed news"), "{}", mails[0].text);
    assert!(
        mails[0].text.contains("Awaiting your review"),
        "{}",
        mails[0].text
    );
    // A link that opens the item in the back office, on the council's own address.
    let link = format!("https://oshec.example.org/oshec/admin?item={NEWS}/{id}");
    assert!(mails[0].text.contains(&link), "{}", mails[0].text);

    let back = json!({"entity": NEWS, "id": id, "comment": "Please add the venue."});
    assert_eq!(
        post_json(&app, "/workflow/return", &back, &approver)
            .await
            .status(),
        StatusCode::OK
    );
    let mails = wait_for(&inbox, 2).await;
    assert_eq!(mails[1].to, ["contributor@oshec.example.org"]);
    assert!(
        mails[1].text.contains("Please add the venue."),
        "{}",
        mails[1].text
    );

    assert_eq!(
        post_json(&app, "/workflow/submit", &item, &contributor)
            .await
            .status(),
        StatusCode::OK
    );
    assert_eq!(
        post_json(&app, "/workflow/approve", &item, &approver)
            .await
            .status(),
        StatusCode::OK
    );
    let mails = wait_for(&inbox, 4).await;
    assert_eq!(mails[3].to, ["contributor@oshec.example.org"]);
    assert!(mails[3].text.contains("Approved"), "{}", mails[3].text);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_mail_server_that_is_down_loses_no_notice() {
    let app = spawn_app().await;
    // A port nobody listens on yet.
    let reserved = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    let port = reserved.local_addr().expect("address").port();
    drop(reserved);
    start_mailer(&app, port);
    let admin = app.admin_token().await;
    let contributor = account(&app, "contributor@oshec.example.org", Role::Contributor).await;
    let saved = json_of(
        app.manage(&wire(NEWS), &news("Waiting mail"), None, Some(&contributor))
            .await,
    )
    .await;
    let id = saved["data"][crate::common::wire(NEWS).id_field]
        .as_u64()
        .expect("id");
    // The workflow goes on while the mail cannot go.
    assert_eq!(
        post_json(
            &app,
            "/workflow/submit",
            &json!({"entity": NEWS, "id": id}),
            &contributor
        )
        .await
        .status(),
        StatusCode::OK
    );
    tokio::time::sleep(Duration::from_millis(600)).await;
    assert_eq!(oshec::mail::queued(app.content.store()).expect("queue"), 1);
    // The server comes up: the kept notice is sent on a later attempt.
    let listener = std::net::TcpListener::bind(("127.0.0.1", port)).expect("bind the same port");
    let inbox = smtp_sink(listener);
    let mails = wait_for(&inbox, 1).await;
    assert_eq!(mails[0].to, ["admin@oshec.example.org"]);
    drop(admin);
}

#[tokio::test(flavor = "multi_thread")]
async fn an_item_about_to_expire_reminds_the_approvers_once() {
    let app = spawn_app().await;
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    let port = listener.local_addr().expect("address").port();
    let inbox = smtp_sink(listener);
    start_mailer(&app, port);
    let admin = app.admin_token().await;
    // Valid until five days from now (India time): the 7-day reminder is due.
    let now = oshec::content::checks::now_minutes();
    let until = oshec::content::checks::ist_date(now + 5 * 24 * 60);
    let mut fields = news("Expiring news");
    fields["validUntil"] = json!(until);
    assert_eq!(
        app.manage(&wire(NEWS), &fields, None, Some(&admin))
            .await
            .status(),
        StatusCode::OK
    );
    let content = app.content.clone();
    let queued = tokio::task::spawn_blocking(move || content.workflow().queue_reminders())
        .await
        .expect("blocking")
        .expect("reminders");
    assert_eq!(queued, 1);
    let content = app.content.clone();
    let again = tokio::task::spawn_blocking(move || content.workflow().queue_reminders())
        .await
        .expect("blocking")
        .expect("reminders");
    assert_eq!(again, 0, "once per lead time and date");
    let mails = wait_for(&inbox, 1).await;
    assert!(
        mails[0].text.contains("Expiring news") && mails[0].text.contains("7"),
        "{}",
        mails[0].text
    );
    assert_eq!(mails[0].to, ["admin@oshec.example.org"]);
}

/// A visitor's feedback, as the public form sends it.
async fn visitor_feedback(app: &TestApp, subject: &str) {
    let resp = app
        .client
        .post(app.api("/feedback/allowAll/submit"))
        .json(
            &json!({"name": "Asha", "email": "asha@example.org", "phone": "",
            "subject": subject, "message": "When do admissions open?", "website": ""}),
        )
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::OK);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_reply_to_feedback_is_mailed_to_the_visitor() {
    let app = spawn_app().await;
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    let port = listener.local_addr().expect("address").port();
    let inbox = smtp_sink(listener);
    start_mailer(&app, port);
    app.admin_token().await;
    let approver = account(&app, "approver@oshec.example.org", Role::Approver).await;
    visitor_feedback(&app, "Admissions 2027").await;

    let resp = app
        .client
        .post(app.api("/feedback/update"))
        .bearer_auth(&approver)
        .json(&json!({"feedbackId": 1, "reply": "Admissions open on 1 June. ଧନ୍ୟବାଦ।"}))
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::OK);
    let body = json_of(resp).await;
    assert_eq!(body["data"]["status"], "replied", "{body}");
    assert_eq!(body["data"]["reply"]["mailed"], true, "{body}");
    assert_eq!(body["data"]["isRead"], true, "{body}");

    let mails = wait_for(&inbox, 1).await;
    assert_eq!(mails[0].to, ["asha@example.org"]);
    assert!(
        mails[0].text.contains("Admissions open on 1 June. ଧନ୍ୟବାଦ।"),
        "{}",
        mails[0].text
    );
    assert!(
        mails[0].text.contains("Re: Admissions 2027"),
        "{}",
        mails[0].text
    );
}
