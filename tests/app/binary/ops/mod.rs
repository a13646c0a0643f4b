//! Running the site for years, over the real binary: backups while writers run, restores,
//! scheduled backups, the audit trail, account self-service and the metrics listener.

use super::support;

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use reqwest::StatusCode;
use serde_json::{Value, json};
use support::{PASSWORD, Server, Site, client, mode, text};

mod audit;
mod backups;
mod metrics;

const ADMIN: &str = "admin@example.org";

/// GET with a token; the status and the JSON body.
fn get(server: &Server, path: &str, token: &str) -> (StatusCode, Value) {
    let r = client()
        .get(server.api(path))
        .bearer_auth(token)
        .send()
        .expect("get");
    let status = r.status();
    (status, r.json().unwrap_or(Value::Null))
}

fn post_json(server: &Server, path: &str, token: &str, body: &Value) -> (StatusCode, Value) {
    let r = client()
        .post(server.api(path))
        .bearer_auth(token)
        .json(body)
        .send()
        .expect("post");
    let status = r.status();
    (status, r.json().unwrap_or(Value::Null))
}

/// Every audit entry, oldest first.
fn audit(server: &Server, token: &str) -> Vec<Value> {
    let (status, body) = get(server, "/audit/list?size=100", token);
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["outcome"], true);
    let mut entries = body["data"].as_array().cloned().unwrap_or_default();
    assert_eq!(body["total"].as_u64(), Some(entries.len() as u64), "{body}");
    entries.reverse();
    entries
}

fn actions(entries: &[Value]) -> Vec<String> {
    entries
        .iter()
        .map(|e| e["action"].as_str().unwrap_or("").to_string())
        .collect()
}

/// A port nothing listens on, for the metrics listener.
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .expect("bind")
        .local_addr()
        .expect("addr")
        .port()
}

/// The "records: council 12, ..." count a backup or restore printed for `entity`.
fn printed_count(output: &str, entity: &str) -> Option<u64> {
    let line = output.lines().find(|l| l.starts_with("records: "))?;
    line.trim_start_matches("records: ")
        .split(", ")
        .find_map(|part| part.strip_prefix(&format!("{entity} ")))
        .and_then(|n| n.parse().ok())
}

fn council_titles(server: &Server, token: &str) -> Vec<String> {
    let (status, body) = server.list("/council", Some(token));
    assert_eq!(status, StatusCode::OK, "{body}");
    support::items(&body)
        .iter()
        .map(|i| i["councilTitleEn"].as_str().unwrap_or("").to_string())
        .collect()
}

fn stop(mut server: Server) {
    server.signal("TERM");
    assert!(server.wait(Duration::from_secs(15)).success());
}
