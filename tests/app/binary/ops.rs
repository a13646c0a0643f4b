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

#[test]
fn a_backup_taken_while_writers_run_holds_every_acknowledged_write_and_restores() {
    let site = Site::new();
    assert!(site.create_admin(ADMIN, PASSWORD).status.success());
    let server = site.serve(&["--no-seed"]);
    let token = server.token(ADMIN, PASSWORD);

    // Writers keep creating records before, during and after the backup.
    let acknowledged = Arc::new(Mutex::new(Vec::<String>::new()));
    let stop_writing = Arc::new(AtomicBool::new(false));
    let writers: Vec<_> = (0..2)
        .map(|w| {
            let (acked, halt) = (Arc::clone(&acknowledged), Arc::clone(&stop_writing));
            let (addr, token) = (server.addr, token.clone());
            std::thread::spawn(move || {
                let mut n = 0;
                while !halt.load(Ordering::Relaxed) {
                    let title = format!("writer {w} record {n}");
                    let fields = json!({"councilId": null, "councilTitleEn": title,
                        "councilTitleOd": "ପରିଷଦ", "councilSubTitleEn": "s", "councilSubTitleOd": "ସ",
                        "councilDescEn": "d", "councilDescOd": "ବ", "isActive": true});
                    let form = reqwest::blocking::multipart::Form::new().text(
                        "cipherCouncilSectionDTO",
                        STANDARD.encode(fields.to_string()),
                    );
                    let r = client()
                        .post(format!("http://{addr}/oshec/api/council/manage"))
                        .bearer_auth(&token)
                        .multipart(form)
                        .send()
                        .expect("manage");
                    assert_eq!(r.status(), StatusCode::OK);
                    acked.lock().unwrap().push(title);
                    n += 1;
                }
            })
        })
        .collect();
    while acknowledged.lock().unwrap().len() < 20 {
        std::thread::sleep(Duration::from_millis(20));
    }
    let before_backup: Vec<String> = acknowledged.lock().unwrap().clone();
    let file = site.dir.path().join("copy.redb");
    let out = site.cli(&["backup", "--output", &file.display().to_string()], "");
    let during = acknowledged.lock().unwrap().len();
    std::thread::sleep(Duration::from_millis(300));
    stop_writing.store(true, Ordering::Relaxed);
    for w in writers {
        w.join().expect("writer");
    }
    let printed = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        printed.contains("backup written and checked") && printed.contains("bytes"),
        "{printed}"
    );
    assert_eq!(mode(&file), 0o600, "the backup is owner-only");
    let in_backup = printed_count(&printed, "council").expect("council count printed");
    assert!(
        in_backup >= before_backup.len() as u64,
        "{in_backup} < {}",
        before_backup.len()
    );
    let total_written = acknowledged.lock().unwrap().len();
    assert!(
        total_written > during || total_written as u64 > in_backup,
        "writers kept working during and after the backup"
    );
    // No temporary file is left beside it.
    let left: Vec<_> = std::fs::read_dir(site.dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains("partial"))
        .collect();
    assert!(left.is_empty(), "{left:?}");

    // Restore refuses while the server runs, and says to stop the service.
    let out = site.cli(&["restore", &file.display().to_string()], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("Stop the service first"),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(council_titles(&server, &token).len(), total_written);
    stop(server);

    // Restored and served, the site holds exactly the backup's content.
    let out = site.cli(&["restore", &file.display().to_string()], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let printed = text(&out.stdout);
    assert_eq!(
        printed_count(&printed, "council"),
        Some(in_backup),
        "{printed}"
    );
    assert!(printed.contains("kept as"), "{printed}");
    let kept: Vec<PathBuf> = std::fs::read_dir(site.dir.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().contains("oshec.redb.before-restore-"))
        .collect();
    assert_eq!(kept.len(), 1, "the replaced file is kept");
    assert_eq!(mode(&site.db), 0o600);

    let server = site.serve(&["--no-seed"]);
    // Sessions are restored too: the token of the backup's time still works.
    let titles = council_titles(&server, &token);
    assert_eq!(titles.len() as u64, in_backup);
    for title in &before_backup {
        assert!(
            titles.contains(title),
            "{title} was acknowledged before the backup began"
        );
    }
    let entries = audit(&server, &token);
    let last = entries.last().expect("entries");
    assert_eq!(last["action"], "restore");
    assert_eq!(last["admin"], "terminal");
    // The backup's own entry was written after its snapshot, so it is not in it.
    assert!(!entries.iter().any(|e| e["action"] == "backup"));
}

#[test]
fn backups_refuse_what_they_cannot_do_cleanly() {
    let site = Site::new();
    assert!(site.create_admin(ADMIN, PASSWORD).status.success());
    // Stopped: the backup is made from the file itself.
    let file = site.dir.path().join("offline.redb");
    let out = site.cli(&["backup", "--output", &file.display().to_string()], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("administrators: 1"),
        "{}",
        text(&out.stdout)
    );

    // Never over an existing file.
    let out = site.cli(&["backup", "--output", &file.display().to_string()], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("already exists"),
        "{}",
        text(&out.stderr)
    );

    // A folder that does not exist, or one this user may not write.
    let out = site.cli(&["backup", "--output", "/nonexistent/folder/b.redb"], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("does not exist"),
        "{}",
        text(&out.stderr)
    );
    let locked = site.dir.path().join("locked");
    std::fs::create_dir(&locked).unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o500)).unwrap();
    let target = locked.join("b.redb");
    let out = site.cli(&["backup", "--output", &target.display().to_string()], "");
    // Root may write anywhere; everyone else is told plainly.
    if out.status.success() {
        assert!(target.exists());
    } else {
        assert!(
            text(&out.stderr).contains("permission denied"),
            "{}",
            text(&out.stderr)
        );
        assert!(std::fs::read_dir(&locked).unwrap().next().is_none());
    }

    // A file that is not a database is refused before anything is touched.
    let junk = site.dir.path().join("junk.redb");
    std::fs::write(&junk, vec![7u8; 10_000]).unwrap();
    let admins = |site: &Site| text(&site.cli(&["list-admins"], "").stdout);
    let audit_lines = |site: &Site| text(&site.cli(&["audit"], "").stdout);
    let (admins_before, audit_before) = (admins(&site), audit_lines(&site));
    let out = site.cli(&["restore", &junk.display().to_string()], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("nothing was changed"),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(admins(&site), admins_before);
    assert_eq!(audit_lines(&site), audit_before);
    let beside: Vec<_> = std::fs::read_dir(site.dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains("before-restore") || n.contains("partial"))
        .collect();
    assert!(beside.is_empty(), "{beside:?}");
    let out = site.cli(&["restore", "/nonexistent.redb"], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("cannot read"),
        "{}",
        text(&out.stderr)
    );
}

fn scheduled_files(dir: &Path) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let n = p.file_name().unwrap().to_string_lossy().into_owned();
            n.starts_with("oshec-") && n.ends_with(".redb")
        })
        .collect();
    found.sort();
    found
}

#[test]
fn scheduled_backups_run_log_and_rotate() {
    let backups = tempfile::tempdir().unwrap();
    // 0.0005 h = 1.8 s between runs, keeping two.
    let site = Site::new()
        .with_env("OSHEC_BACKUP_DIR", &backups.path().display().to_string())
        .with_env("OSHEC_BACKUP_EVERY_HOURS", "0.0005")
        .with_env("OSHEC_BACKUP_KEEP", "2");
    let server = site.serve(&["--no-seed"]);
    let deadline = Instant::now() + Duration::from_secs(40);
    while server.log().matches("scheduled backup written").count() < 4 {
        assert!(Instant::now() < deadline, "{}", server.log());
        std::thread::sleep(Duration::from_millis(200));
    }
    let log = server.log();
    stop(server);
    assert!(log.contains("scheduled backups on"), "{log}");
    let files = scheduled_files(backups.path());
    assert_eq!(files.len(), 2, "{files:?}");
    for f in &files {
        assert_eq!(mode(f), 0o600);
    }
    // The newest restores.
    let out = site.cli(&["restore", &files[1].display().to_string()], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
}

#[test]
fn every_change_and_session_event_is_audited_and_nothing_else() {
    let site = Site::new();
    assert!(site.create_admin(ADMIN, PASSWORD).status.success());
    let server = site.serve(&["--no-seed"]);
    let wrong = "not the password at all 123";
    let (status, body) = server.login(ADMIN, wrong);
    assert_eq!((status, &body["outcome"]), (StatusCode::OK, &json!(false)));
    let (_, body) = server.login("nobody@example.org", wrong);
    assert_eq!(body["outcome"], false);
    let token = server.token(ADMIN, PASSWORD);

    let (status, saved) = server.create_council(&token, "First title");
    assert_eq!(status, StatusCode::OK, "{saved}");
    let id = saved["data"]["councilId"].as_u64().expect("id");
    // Reading and a refused change make no entry.
    server.list("/council", Some(&token));
    server.list("/council", None);
    let bad = reqwest::blocking::multipart::Form::new().text(
        "cipherCouncilSectionDTO",
        STANDARD.encode(json!({"councilId": id, "councilTitleEn": ""}).to_string()),
    );
    let r = client()
        .post(server.api("/council/manage"))
        .bearer_auth(&token)
        .multipart(bad)
        .send()
        .unwrap();
    assert_eq!(r.status(), StatusCode::BAD_REQUEST);

    // An update of one field.
    let mut fields = saved["data"].clone();
    fields["councilTitleEn"] = json!("Second title");
    let form = reqwest::blocking::multipart::Form::new().text(
        "cipherCouncilSectionDTO",
        STANDARD.encode(fields.to_string()),
    );
    let r = client()
        .post(server.api("/council/manage"))
        .bearer_auth(&token)
        .multipart(form)
        .send()
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    // Deactivate and activate.
    for status in [true, false] {
        let form = reqwest::blocking::multipart::Form::new().text(
            "helperDto",
            STANDARD.encode(json!({"helperId": id, "status": status}).to_string()),
        );
        let r = client()
            .post(server.api("/council/activeInactiveByCouncilId"))
            .bearer_auth(&token)
            .multipart(form)
            .send()
            .unwrap();
        assert_eq!(r.status(), StatusCode::OK);
    }
    // A terminal change while serving, and a backup.
    let out = site.cli(
        &["set-password", "--email", ADMIN, "--password-stdin"],
        "another good password\n",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let token = server.token(ADMIN, "another good password");
    let file = site.dir.path().join("b.redb");
    assert!(
        site.cli(&["backup", "--output", &file.display().to_string()], "")
            .status
            .success()
    );
    let other = server.token(ADMIN, "another good password");
    assert_eq!(server.logout(&other), StatusCode::OK);

    let entries = audit(&server, &token);
    assert_eq!(
        actions(&entries),
        [
            "admin-created",
            "sign-in-failed",
            "sign-in-failed",
            "sign-in",
            "create",
            "update",
            "deactivate",
            "activate",
            "password-changed",
            "sign-in",
            "backup",
            "sign-in",
            "logout",
        ]
    );
    let by = |i: usize| &entries[i];
    assert_eq!(by(0)["admin"], "terminal");
    assert_eq!(by(0)["changes"][0]["after"], ADMIN);
    assert_eq!(by(1)["admin"], ADMIN);
    assert_eq!(by(1)["address"], "127.0.0.1");
    assert_eq!(by(2)["admin"], "nobody@example.org");
    let all = serde_json::to_string(&entries).unwrap();
    assert!(!all.contains(wrong), "a password was recorded: {all}");
    assert!(!all.contains(PASSWORD) && !all.contains("another good password"));
    assert_eq!(
        (by(3)["admin"].as_str(), by(3)["entity"].as_str()),
        (Some(ADMIN), Some("session"))
    );
    let create = by(4);
    assert_eq!(
        (create["entity"].as_str(), create["recordId"].as_u64()),
        (Some("council"), Some(id))
    );
    assert!(create["changes"].as_array().unwrap().contains(&json!(
        {"field": "councilTitleEn", "before": null, "after": "First title"}
    )));
    assert_eq!(
        by(5)["changes"],
        json!([{"field": "councilTitleEn", "before": "First title", "after": "Second title"}])
    );
    assert_eq!(
        by(6)["changes"],
        json!([{"field": "isActive", "before": "true", "after": "false"}])
    );
    assert_eq!(by(8)["admin"], "terminal");
    assert_eq!(by(10)["admin"], "terminal");
    assert_eq!(by(10)["entity"], "database");
    for e in &entries {
        let at = e["at"].as_str().unwrap();
        assert!(
            at.len() == 20 && at.ends_with('Z') && at.as_bytes()[10] == b'T',
            "{at}"
        );
        assert!(e["auditId"].as_u64().is_some());
    }

    // Filters, paging, the newest first, and the terminal's view.
    let (_, body) = get(&server, "/audit/list?entity=council&size=2&page=2", &token);
    assert_eq!(body["total"], 4);
    assert_eq!(body["data"].as_array().unwrap().len(), 2);
    assert_eq!(body["data"][0]["action"], "update");
    let (_, body) = get(&server, "/audit/list?admin=terminal", &token);
    assert_eq!(body["total"], 3);
    let (_, body) = get(&server, "/audit/list?from=2001-01-01&to=2001-12-31", &token);
    assert_eq!(body["total"], 0);
    let (status, _) = get(&server, "/audit/list?size=101", &token);
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let (status, _) = get(&server, "/audit/list?from=yesterday", &token);
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let r = client().get(server.api("/audit/list")).send().unwrap();
    assert_eq!(r.status(), StatusCode::UNAUTHORIZED);
    let (_, body) = get(
        &server,
        &format!("/audit/latest?entity=council&ids={id},999"),
        &token,
    );
    assert_eq!(body["data"][id.to_string()]["action"], "activate");
    assert_eq!(body["data"][id.to_string()]["admin"], ADMIN);
    assert!(body["data"].get("999").is_none());
    // The ids are read exactly as the schema's pattern describes them.
    for ids in ["", "1,,2", " 1", "1,", "1234567890123456"] {
        let (status, _) = get(
            &server,
            &format!("/audit/latest?entity=council&ids={ids}"),
            &token,
        );
        assert_eq!(status, StatusCode::BAD_REQUEST, "ids={ids:?}");
    }
    let many = (1..=101)
        .map(|n| n.to_string())
        .collect::<Vec<_>>()
        .join(",");
    let (status, _) = get(
        &server,
        &format!("/audit/latest?entity=council&ids={many}"),
        &token,
    );
    assert_eq!(status, StatusCode::BAD_REQUEST);

    let out = site.cli(&["audit", "--limit", "3"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let lines = text(&out.stdout);
    assert!(lines.contains("the newest 3 of 13 entries"), "{lines}");
    assert!(
        lines.trim_end().ends_with("logout session from 127.0.0.1"),
        "{lines}"
    );
}

#[test]
fn an_expired_session_used_is_audited() {
    let site = Site::new().with_env("OSHEC_SESSION_HOURS", "0.0003");
    assert!(site.create_admin(ADMIN, PASSWORD).status.success());
    let server = site.serve(&["--no-seed"]);
    let stale = server.token(ADMIN, PASSWORD);
    std::thread::sleep(Duration::from_millis(1500));
    let (status, _) = server.list("/council", Some(&stale));
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let out = site.cli(&["audit"], "");
    let lines = text(&out.stdout);
    assert!(
        lines.contains(&format!("{ADMIN} session-expired session from 127.0.0.1")),
        "{lines}"
    );
}

#[test]
fn an_administrator_changes_their_password_and_ends_their_other_sessions() {
    let site = Site::new();
    assert!(site.create_admin(ADMIN, PASSWORD).status.success());
    assert!(
        site.create_admin("second@example.org", PASSWORD)
            .status
            .success()
    );
    let server = site.serve(&["--no-seed"]);
    let here = server.token(ADMIN, PASSWORD);
    let elsewhere = server.token(ADMIN, PASSWORD);
    let colleague = server.token("second@example.org", PASSWORD);
    let new = "a much longer password";

    let change = |current: &str, new: &str, repeat: &str| {
        post_json(
            &server,
            "/account/password",
            &here,
            &json!({"currentPassword": current, "newPassword": new, "repeatPassword": repeat}),
        )
    };
    let (status, body) = change("wrong password here", new, new);
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["message"], "The current password is not right.");
    let (status, _) = change(PASSWORD, "short one", "short one");
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let (status, _) = change(PASSWORD, ADMIN, ADMIN);
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let (status, _) = change(PASSWORD, new, "a different password");
    assert_eq!(status, StatusCode::BAD_REQUEST);
    // Nothing was changed by the refusals, and each refusal of the current password or of
    // the policy is in the audit trail with its reason, never the password.
    assert_eq!(server.list("/council", Some(&elsewhere)).0, StatusCode::OK);
    let entries = audit(&server, &elsewhere);
    let refused: Vec<&Value> = entries
        .iter()
        .filter(|e| e["action"] == "password-change-refused")
        .collect();
    let reasons: Vec<&str> = refused
        .iter()
        .filter_map(|e| e["changes"][0]["after"].as_str())
        .collect();
    assert_eq!(
        reasons,
        [
            "the current password was wrong",
            "the new password breaks the policy",
            "the new password breaks the policy",
        ],
        "{entries:?}"
    );
    assert!(refused.iter().all(|e| e["admin"] == ADMIN));
    assert!(!format!("{entries:?}").contains("wrong password here"));

    let (status, body) = change(PASSWORD, new, new);
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(server.list("/council", Some(&here)).0, StatusCode::OK);
    assert_eq!(
        server.list("/council", Some(&elsewhere)).0,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(server.list("/council", Some(&colleague)).0, StatusCode::OK);
    assert_eq!(server.login(ADMIN, PASSWORD).1["outcome"], false);
    let fresh = server.token(ADMIN, new);

    // The administrators, read-only, with their last sign-in.
    let (_, body) = get(&server, "/account/admins", &fresh);
    let admins = body["data"].as_array().unwrap();
    assert_eq!(admins.len(), 2);
    assert_eq!(admins[0]["email"], ADMIN);
    assert_eq!(admins[0]["you"], true);
    assert!(admins[1]["lastSignInAt"].as_str().is_some());

    // Signing out everywhere ends this session and the others.
    let (status, body) = post_json(&server, "/account/logoutAll", &fresh, &json!({}));
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["sessions"], 2);
    assert_eq!(
        server.list("/council", Some(&fresh)).0,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        server.list("/council", Some(&here)).0,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(server.list("/council", Some(&colleague)).0, StatusCode::OK);
    let token = server.token(ADMIN, new);
    let entries = audit(&server, &token);
    let tail: Vec<String> = actions(&entries).into_iter().rev().take(5).collect();
    assert_eq!(
        tail,
        [
            "sign-in",
            "logout-everywhere",
            "sign-in",
            "sign-in-failed",
            "password-changed"
        ]
    );
}

#[test]
fn metrics_are_served_on_their_own_address_only() {
    let site = Site::new();
    assert!(site.create_admin(ADMIN, PASSWORD).status.success());
    let port = free_port();
    let site = site.with_env("OSHEC_METRICS_BIND", &format!("127.0.0.1:{port}"));
    let server = site.serve(&[]);
    server.login(ADMIN, "a wrong password here");
    server.list("/council", None);

    let public = client().get(server.url("/metrics")).send().unwrap();
    let status = public.status();
    let body = public.text().unwrap();
    assert!(
        !body.contains("oshec_http_requests_total"),
        "{status}: {body}"
    );
    assert!(!body.contains("# TYPE"), "{status}");

    let r = client()
        .get(format!("http://127.0.0.1:{port}/metrics"))
        .send()
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    let metrics = r.text().unwrap();
    for expected in [
        "oshec_http_requests_total{group=\"list\",status=\"200\"}",
        "oshec_http_request_duration_seconds_bucket{group=\"sign_in\"",
        "oshec_failed_sign_ins_total 1",
        "oshec_records{entity=\"council\"}",
        "oshec_database_bytes",
        "oshec_seconds_since_last_good_backup inf",
    ] {
        assert!(metrics.contains(expected), "{expected} missing:\n{metrics}");
    }
    // After a backup, its age is a number.
    let file = site.dir.path().join("m.redb");
    assert!(
        site.cli(&["backup", "--output", &file.display().to_string()], "")
            .status
            .success()
    );
    let metrics = client()
        .get(format!("http://127.0.0.1:{port}/metrics"))
        .send()
        .unwrap()
        .text()
        .unwrap();
    assert!(
        !metrics.contains("oshec_seconds_since_last_good_backup +Inf"),
        "{metrics}"
    );
    assert!(
        metrics.contains("oshec_backups_total{outcome=\"ok\"} 1"),
        "{metrics}"
    );
}

#[test]
fn without_metrics_bind_there_is_no_metrics_listener() {
    let site = Site::new();
    let server = site.serve(&["--no-seed"]);
    assert!(!server.log().contains("metrics on"), "{}", server.log());
    let body = client()
        .get(server.url("/metrics"))
        .send()
        .unwrap()
        .text()
        .unwrap();
    assert!(!body.contains("oshec_"), "{body}");
}

/// The back office's backups page (docs/backups.md): the schedule's state and the files, back
/// up now, check one file, download one; administrators only; every action audited.
#[test]
fn administrators_list_make_check_and_download_backups() {
    // Without a folder: nothing listed, and "back up now" says what to set.
    let site = Site::new();
    assert!(site.create_admin(ADMIN, PASSWORD).status.success());
    let server = site.serve(&["--no-seed"]);
    let token = server.token(ADMIN, PASSWORD);
    let (status, body) = get(&server, "/backups/list", &token);
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["scheduled"], false, "{body}");
    assert_eq!(body["data"]["items"], json!([]), "{body}");
    let (status, body) = post_json(&server, "/backups/run", &token, &json!({}));
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    assert!(
        body["message"].as_str().unwrap().contains("backup_dir"),
        "{body}"
    );
    stop(server);

    let folder = tempfile::tempdir().unwrap();
    let site = Site::new().with_env("OSHEC_BACKUP_DIR", &folder.path().display().to_string());
    assert!(site.create_admin(ADMIN, PASSWORD).status.success());
    let out = site.cli(
        &[
            "create-admin",
            "--email",
            "approver@example.org",
            "--role",
            "approver",
            "--password-stdin",
        ],
        &format!("{PASSWORD}\n"),
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let server = site.serve(&[]);
    let token = server.token(ADMIN, PASSWORD);

    // The schedule's first backup runs at start (the folder was empty).
    let deadline = Instant::now() + Duration::from_secs(30);
    let listed = loop {
        let (status, body) = get(&server, "/backups/list", &token);
        assert_eq!(status, StatusCode::OK, "{body}");
        // The file appears first, its check's verdict a moment later.
        if !body["data"]["items"][0]["verified"].is_null() {
            break body;
        }
        assert!(Instant::now() < deadline, "{body}");
        std::thread::sleep(Duration::from_millis(200));
    };
    let data = &listed["data"];
    assert_eq!(data["scheduled"], true);
    assert_eq!(data["everyHours"], 24.0);
    let (last, next) = (data["lastGoodAt"].as_str(), data["nextDueAt"].as_str());
    assert!(last.is_some_and(|t| t.ends_with('Z')), "{listed}");
    assert!(next > last, "{listed}");
    let first = &data["items"][0];
    assert_eq!(first["verified"], true, "{listed}");
    assert!(first["records"].as_u64().unwrap() > 0, "{listed}");

    // Back up now: a second file, checked; the list is newest first.
    std::thread::sleep(Duration::from_millis(1100));
    let (status, body) = post_json(&server, "/backups/run", &token, &json!({}));
    assert_eq!(status, StatusCode::OK, "{body}");
    let made = body["data"]["name"].as_str().unwrap().to_string();
    let (_, body) = get(&server, "/backups/list", &token);
    assert_eq!(body["data"]["items"][0]["name"], made.as_str(), "{body}");
    assert_eq!(body["data"]["items"].as_array().unwrap().len(), 2);

    // A file put there by hand is unchecked until checked; a broken one is found out.
    std::fs::write(folder.path().join("copied-by-hand.redb"), b"not a database").unwrap();
    let (_, body) = get(&server, "/backups/list", &token);
    let hand = body["data"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["name"] == "copied-by-hand.redb")
        .cloned()
        .unwrap();
    assert_eq!(hand["verified"], Value::Null, "{body}");
    let (status, body) = post_json(
        &server,
        "/backups/check",
        &token,
        &json!({"name": "copied-by-hand.redb"}),
    );
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["verified"], false, "{body}");
    let (status, body) = post_json(&server, "/backups/check", &token, &json!({"name": made}));
    assert_eq!(
        (status, body["data"]["verified"].clone()),
        (StatusCode::OK, json!(true))
    );

    // Download: the file's bytes, as an attachment; names outside the folder are not files.
    let r = client()
        .get(server.api(&format!("/backups/download?name={made}")))
        .bearer_auth(&token)
        .send()
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    assert!(
        r.headers()["content-disposition"]
            .to_str()
            .unwrap()
            .contains("attachment"),
        "{:?}",
        r.headers()
    );
    let bytes = r.bytes().unwrap();
    assert_eq!(
        bytes.as_ref(),
        std::fs::read(folder.path().join(&made)).unwrap()
    );
    for bad in ["../oshec.redb", "oshec.redb.sock", "nothing.redb"] {
        let (status, body) = get(&server, &format!("/backups/download?name={bad}"), &token);
        assert_eq!(status, StatusCode::NOT_FOUND, "{bad}: {body}");
    }

    // Approvers are refused every call.
    let approver = server.token("approver@example.org", PASSWORD);
    let (status, _) = get(&server, "/backups/list", &approver);
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, _) = post_json(&server, "/backups/run", &approver, &json!({}));
    assert_eq!(status, StatusCode::FORBIDDEN);

    let done = actions(&audit(&server, &token));
    for wanted in ["backup", "backup-check", "backup-download"] {
        assert!(done.iter().any(|a| a == wanted), "{wanted} in {done:?}");
    }
    stop(server);
}
