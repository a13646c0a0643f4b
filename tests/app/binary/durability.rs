//! What a server acknowledged is on disk: after `kill -9` and a restart on the same file,
//! every acknowledged write is there.
use super::support;

use std::collections::BTreeSet;

use support::{PASSWORD, Site, items, mode, text};

#[test]
fn acknowledged_writes_survive_kill_9() {
    let site = Site::new();
    let server = site.serve(&["--no-seed"]);
    assert_eq!(mode(&site.db), 0o600, "the database is owner-only");

    // Writes through the control socket and over HTTP, each acknowledged before the crash.
    let out = site.create_admin("admin@example.org", PASSWORD);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = site.create_admin("second@example.org", PASSWORD);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = site.cli(
        &[
            "set-password",
            "--email",
            "second@example.org",
            "--password-stdin",
        ],
        "changed password\n",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));

    let token = server.token("admin@example.org", PASSWORD);
    let mut titles = BTreeSet::new();
    for n in 0..5 {
        let title = format!("Council {n}");
        let (status, body) = server.create_council(&token, &title);
        assert_eq!(status, 200, "{body}");
        titles.insert(title);
    }
    let logged_out = server.token("admin@example.org", PASSWORD);
    assert_eq!(server.logout(&logged_out), 200);

    server.crash();
    assert!(site.socket().exists(), "kill -9 leaves the socket behind");

    // The same file opens again, and the stale socket is replaced by a working one.
    let server = site.serve(&["--no-seed"]);
    let out = site.cli(&["list-admins"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let admins: Vec<String> = text(&out.stdout)
        .lines()
        .map(|l| l.split('\t').next().unwrap_or_default().to_string())
        .collect();
    assert_eq!(admins, ["admin@example.org", "second@example.org"]);

    server.token("second@example.org", "changed password");
    assert_eq!(
        server.login("second@example.org", PASSWORD).1["outcome"],
        false
    );

    // The session from before the crash is still valid; the revoked one is not.
    let (status, body) = server.list("/council", Some(&token));
    assert_eq!(status, 200, "{body}");
    let stored: BTreeSet<String> = items(&body)
        .iter()
        .filter_map(|c| c["councilTitleEn"].as_str().map(str::to_string))
        .collect();
    assert_eq!(stored, titles);
    assert_eq!(server.list("/council", Some(&logged_out)).0, 401);
    assert_eq!(mode(&site.db), 0o600);
}

#[test]
fn a_crash_during_first_start_leaves_a_file_that_opens_again() {
    let site = Site::new();
    let server = site.serve(&[]);
    let (_, banners) = server.list("/banner", None);
    assert!(!items(&banners).is_empty());
    server.crash();
    let server = site.serve(&[]);
    let (status, body) = server.list("/banner", None);
    assert_eq!(status, 200);
    assert_eq!(
        items(&body).len(),
        items(&banners).len(),
        "not seeded twice"
    );
}
