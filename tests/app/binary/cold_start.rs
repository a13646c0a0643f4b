//! A restart answers at once and correctly: the list orders and the search index are kept in
//! the database and read back at start, with the records written since (docs/benchmarks.md,
//! cold start). These tests run the real binary, stop it (gracefully or with `kill -9`),
//! start it again on the same file and compare every answer with the one given before.
use super::support;

use std::time::Duration;

use crate::common::text_pdf;
use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use oshec::entities::keys::NEWS;
use reqwest::StatusCode;
use serde_json::{Value, json};
use support::{PASSWORD, Server, Site, client, items, text};

const ADMIN: &str = "admin@example.org";
const RELEASE2: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/release2.redb");
/// What the start-up log says once the indexes are in memory, read from the kept copy or not.
const FROM_KEPT: &str = "from_kept=true";
const BUILT: &str = "from_kept=false";

fn get(server: &Server, path: &str, token: Option<&str>) -> Value {
    let mut request = client().get(server.api(path));
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    let response = request.send().expect("request");
    assert_eq!(response.status(), StatusCode::OK, "{path}");
    response.json().expect("JSON")
}

fn search(server: &Server, q: &str) -> Value {
    let q: String = q
        .bytes()
        .map(|b| match b {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect();
    get(
        server,
        &format!("/search/allowAll/query?q={q}&page=1"),
        None,
    )
}

/// What visitors and administrators read of lists and search that a restart must not change.
fn answers(server: &Server, token: Option<&str>) -> Value {
    let mut out = json!({
        "council": get(server, "/council/allowAll/list", None),
        "news": get(server, &format!("/{NEWS}/allowAll/list?page=1&size=6"), None),
        "banner": get(server, "/banner/allowAll/list", None),
        "searchZephyr": search(server, "zephyr"),
        "searchCouncil": search(server, "council"),
        "searchOdia": search(server, "ପରିଷଦ"),
    });
    if let Some(token) = token {
        out["councilAdmin"] = get(server, "/council/allowAll/list", Some(token));
        out["newsAdmin"] = get(
            server,
            &format!("/{NEWS}/allowAll/list?page=1&size=20"),
            Some(token),
        );
    }
    out
}

/// Creates (no id) or changes a council item through `manage`; answers its id.
fn council(server: &Server, token: &str, id: Option<u64>, title: &str, active: bool) -> u64 {
    let fields = json!({
        "councilId": id,
        "councilTitleEn": title,
        "councilTitleOd": "ପରିଷଦ ସୂଚନା",
        "councilSubTitleEn": "Subtitle",
        "councilSubTitleOd": "ଉପଶୀର୍ଷକ",
        "councilDescEn": format!("About {title}"),
        "councilDescOd": "ବିବରଣୀ",
        "isActive": active,
    });
    let form = reqwest::blocking::multipart::Form::new().text(
        "cipherCouncilSectionDTO",
        STANDARD.encode(fields.to_string()),
    );
    let response = client()
        .post(server.api("/council/manage"))
        .bearer_auth(token)
        .multipart(form)
        .send()
        .expect("manage");
    assert_eq!(response.status(), StatusCode::OK);
    let body: Value = response.json().expect("JSON");
    body["data"]["councilId"]
        .as_u64()
        .unwrap_or_else(|| panic!("an id in {body}"))
}

fn move_council(server: &Server, token: &str, id: u64, to: &str) {
    let form = reqwest::blocking::multipart::Form::new()
        .text("id", id.to_string())
        .text("to", to.to_string());
    let response = client()
        .post(server.api("/council/move"))
        .bearer_auth(token)
        .multipart(form)
        .send()
        .expect("move");
    assert_eq!(response.status(), StatusCode::OK, "move {id} {to}");
}

fn titles(list: &Value) -> Vec<String> {
    items(list)
        .iter()
        .map(|i| i["councilTitleEn"].as_str().unwrap_or_default().to_string())
        .collect()
}

/// Stops the server with SIGTERM (as systemd does) and waits for it.
fn stop(mut server: Server) {
    server.signal("TERM");
    assert!(server.wait(Duration::from_secs(20)).success());
}

/// Waits until the log says the text of the stored documents was read for search.
fn texts_read(server: &Server) {
    for _ in 0..1200 {
        if server
            .log()
            .contains("read the text of documents for site search")
        {
            return;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    panic!("the documents' text was never read:\n{}", server.log());
}

/// Waits until the start-up log says how the indexes were loaded, and answers which way.
fn loaded_from_kept(server: &Server) -> bool {
    for _ in 0..200 {
        let log = server.log();
        if log.contains(FROM_KEPT) {
            return true;
        }
        if log.contains(BUILT) {
            return false;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    panic!("the indexes were never reported ready:\n{}", server.log());
}

#[test]
fn a_restart_keeps_order_and_search_answers_even_after_a_crash() {
    let site = Site::new();
    let server = site.serve(&[]);
    assert!(
        !loaded_from_kept(&server),
        "a new database builds its indexes"
    );
    let out = site.create_admin(ADMIN, PASSWORD);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let token = server.token(ADMIN, PASSWORD);
    // The starter documents' text joins the index in a pass after the start: compared before
    // it, a search for "Council" would find more after the restart than before it.
    texts_read(&server);

    let one = council(&server, &token, None, "Zephyr one", true);
    let two = council(&server, &token, None, "Zephyr two", true);
    council(&server, &token, None, "Zephyr three", true);
    move_council(&server, &token, one, "top");
    council(&server, &token, Some(two), "Zephyr two", false);
    let before = answers(&server, Some(&token));
    assert_eq!(
        titles(&before["council"])[..2],
        ["Zephyr one", "Zephyr three"]
    );
    assert_eq!(before["searchZephyr"]["total"], json!(2), "{before}");

    // A graceful restart reads the kept indexes and answers exactly as before.
    stop(server);
    let server = site.serve(&[]);
    assert!(loaded_from_kept(&server), "{}", server.log());
    assert_eq!(answers(&server, Some(&token)), before);

    // Writes after that start, then a crash: the next start re-applies them to the kept copy.
    let four = council(&server, &token, None, "Zephyr four", true);
    move_council(&server, &token, four, "down");
    council(&server, &token, Some(two), "Zephyr two again", true);
    let written = answers(&server, Some(&token));
    assert_eq!(written["searchZephyr"]["total"], json!(4), "{written}");
    assert_eq!(
        titles(&written["council"])[..3],
        ["Zephyr one", "Zephyr four", "Zephyr three"]
    );
    server.crash();
    let server = site.serve(&[]);
    assert!(loaded_from_kept(&server), "{}", server.log());
    assert_eq!(answers(&server, Some(&token)), written);

    // And once more after a graceful stop, which keeps the re-applied state.
    stop(server);
    let server = site.serve(&[]);
    assert!(loaded_from_kept(&server), "{}", server.log());
    assert_eq!(answers(&server, Some(&token)), written);
}

#[test]
fn an_upgraded_database_builds_its_indexes_once_then_reads_them() {
    let site = Site::new();
    std::fs::copy(RELEASE2, &site.db).expect("copy the fixture");
    let server = site.serve(&[]);
    assert!(
        !loaded_from_kept(&server),
        "the old file has no kept indexes"
    );
    let token = server.token("admin@oshec.test", "fixture password 2");
    // Its documents' text is read after the start (the release had none kept).
    texts_read(&server);
    let first = answers(&server, Some(&token));
    // The lists and search of the previous release's records, as tests/app/upgrade/ reads them.
    assert_eq!(items(&first["newsAdmin"]).len(), 7, "{first}");
    let active = items(&first["newsAdmin"])
        .iter()
        .filter(|n| n["isActive"] == json!(true))
        .count();
    assert_eq!(first["news"]["total"], json!(active), "{first}");
    assert!(
        first["searchCouncil"]["total"].as_u64().unwrap_or(0) > 0,
        "{first}"
    );
    stop(server);

    let server = site.serve(&[]);
    assert!(loaded_from_kept(&server), "{}", server.log());
    assert_eq!(answers(&server, Some(&token)), first);
}

#[test]
fn a_search_asked_while_the_server_starts_is_answered_correctly() {
    let site = Site::new();
    let server = site.serve(&[]);
    let out = site.create_admin(ADMIN, PASSWORD);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let token = server.token(ADMIN, PASSWORD);
    council(&server, &token, None, "Zephyr hall", true);
    // A document found by a word inside its PDF.
    let fields = json!({
        "documentId": null, "titleEn": "Minutes of the meeting", "titleOd": "ବୈଠକର କାର୍ଯ୍ୟବିବରଣୀ",
        "category": "proceedings", "publishDate": "2026-01-02", "validUntil": "",
        "fileLanguage": "en", "isActive": true,
    });
    let form = reqwest::blocking::multipart::Form::new()
        .text("cipherDocumentDto", STANDARD.encode(fields.to_string()))
        .part(
            "documentFile",
            reqwest::blocking::multipart::Part::bytes(text_pdf(&[
                "The quorum being present, the zephyr grant was approved.",
            ]))
            .file_name("minutes.pdf")
            .mime_str("application/pdf")
            .expect("type"),
        );
    let response = client()
        .post(server.api("/document/manage"))
        .bearer_auth(&token)
        .multipart(form)
        .send()
        .expect("manage");
    assert_eq!(response.status(), StatusCode::OK);
    let before = json!({
        "zephyr": search(&server, "zephyr"),
        "quorum": search(&server, "quorum"),
        "typo": search(&server, "qorum"),
    });
    assert_eq!(before["zephyr"]["total"], json!(2), "{before}");
    assert_eq!(before["quorum"]["total"], json!(1), "{before}");
    stop(server);

    // Asked the moment the restarted server listens, without waiting for /healthz: the same
    // answers, whether the indexes were in memory yet or not.
    let server = site.serve_at_once(&[]);
    let at_once = json!({
        "zephyr": search(&server, "zephyr"),
        "quorum": search(&server, "quorum"),
        "typo": search(&server, "qorum"),
    });
    assert_eq!(at_once, before);
    assert!(loaded_from_kept(&server), "{}", server.log());
    stop(server);
}
