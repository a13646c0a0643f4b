//! Backups over the real binary: taken while writers run and restored, refusals, scheduled backups
//! that rotate, and administrators who list, make, check and download them.

use super::*;

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
