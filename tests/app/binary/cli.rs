//! The command line over the real binary: admin commands with and without a running server,
//! settings and their error messages, starting and stopping.
use super::support;

use std::time::Duration;

use oshec::entities::keys::{
    ANNOUNCEMENTS, BANNER, COUNCIL, FEATURES, FUTURES, INTRODUCTION, NEWS, PHOTOS, SETTINGS, VIDEOS,
};

use support::{PASSWORD, Site, items, mode, text};

#[test]
fn version_is_printed() {
    let out = Site::new().cli(&["--version"], "");
    assert!(out.status.success());
    assert_eq!(
        text(&out.stdout).trim(),
        format!("oshec {}", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn admins_are_created_listed_and_given_new_passwords_without_a_server() {
    let site = Site::new();

    let out = site.create_admin("Admin@Example.org", PASSWORD);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("administrator admin@example.org created"));
    assert_eq!(mode(&site.db), 0o600, "the database is owner-only");

    let out = site.create_admin("admin@example.org", "another password");
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(
        err.contains("already exists") && err.contains("set-password"),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1, "one clear line: {err}");

    let out = site.cli(
        &[
            "set-password",
            "--email",
            "ADMIN@example.org",
            "--password-stdin",
        ],
        "a new password\n",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("password of admin@example.org changed"));
    for weak in ["password\n", "qwertyuiop123\n", "admin@example.org\n"] {
        let out = site.cli(
            &[
                "set-password",
                "--email",
                "admin@example.org",
                "--password-stdin",
            ],
            weak,
        );
        assert_eq!(out.status.code(), Some(1), "{weak}");
        assert!(
            text(&out.stderr).contains("The password"),
            "{}",
            text(&out.stderr)
        );
    }

    let out = site.cli(
        &[
            "set-password",
            "--email",
            "nobody@example.org",
            "--password-stdin",
        ],
        "a new password\n",
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("there is no administrator nobody@example.org"));

    assert!(
        site.create_admin("second@example.org", PASSWORD)
            .status
            .success()
    );
    let out = site.cli(&["list-admins"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let listed: Vec<String> = text(&out.stdout)
        .lines()
        .map(|l| l.split('\t').next().unwrap_or_default().to_string())
        .collect();
    assert_eq!(listed, ["admin@example.org", "second@example.org"]);
}

#[test]
fn bad_admin_input_is_explained() {
    let site = Site::new();
    let out = site.create_admin("not-an-email", PASSWORD);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("is not an e-mail address"),
        "{}",
        text(&out.stderr)
    );

    // One password policy for every path (docs/security.md); the message names the rule.
    for (password, rule) in [
        ("short", "at least 12 characters"),
        ("password", "at least 12 characters"),
        ("12345678", "at least 12 characters"),
        ("123456789012", "common passwords"),
        ("A@Example.org", "e-mail address"),
        ("OSHEC-2026-!!", "name of this website"),
    ] {
        let out = site.create_admin("a@example.org", password);
        assert_eq!(out.status.code(), Some(1), "{password}");
        assert!(
            text(&out.stderr).contains(rule),
            "{password}: {}",
            text(&out.stderr)
        );
    }

    let out = site.cli(
        &[
            "create-admin",
            "--email",
            "a@example.org",
            "--password-stdin",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("no password on standard input"));

    // Without --password-stdin and without a terminal, it says how to give the password.
    let mut cmd = site.command(&["create-admin", "--email", "a@example.org", "--database"]);
    cmd.arg(&site.db);
    support::without_terminal(&mut cmd);
    let out = support::run(cmd, "");
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("--password-stdin"),
        "{}",
        text(&out.stderr)
    );

    // Listing needs a database that exists; it is not created by mistake.
    let out = site.cli(&["list-admins"], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("there is no database at"));
    assert!(!site.db.exists());
}

#[test]
fn admin_commands_work_while_the_server_holds_the_database() {
    let site = Site::new();
    let server = site.serve(&["--no-seed"]);
    assert!(
        server.log().contains("oshec create-admin --email"),
        "the log says how to create the first administrator:\n{}",
        server.log()
    );
    assert_eq!(
        mode(&site.socket()),
        0o600,
        "the control socket is owner-only"
    );

    let out = site.create_admin("admin@example.org", PASSWORD);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("administrator admin@example.org created"));

    let out = site.create_admin("admin@example.org", PASSWORD);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("already exists"));

    let out = site.cli(&["list-admins"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).starts_with("admin@example.org\tcreated "));

    // The new administrator can sign in at once, on the running server.
    server.token("admin@example.org", PASSWORD);

    let out = site.cli(
        &[
            "set-password",
            "--email",
            "admin@example.org",
            "--password-stdin",
        ],
        "a new password\n",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    server.token("admin@example.org", "a new password");
}

#[test]
fn purge_revisions_says_what_it_would_free_while_the_server_runs() {
    let site = Site::new();
    let server = site.serve(&["--no-seed"]);
    let out = site.cli(&["purge-revisions", "--keep", "5", "--dry-run"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("would remove 0 revision(s) of 0 item(s)"),
        "{}",
        text(&out.stdout)
    );
    // Without a number, and with revisions_keep at its default, there is nothing to do.
    let out = site.cli(&["purge-revisions"], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("--keep N"),
        "{}",
        text(&out.stderr)
    );
    drop(server);
}

/// Runs `oshec serve ARGS` where it must refuse to start: it ends with status 1; what it said.
fn refused_serve(site: &Site, args: &[&str]) -> String {
    let out = support::run(site.command(&[&["serve"], args].concat()), "");
    assert_eq!(out.status.code(), Some(1));
    text(&out.stderr)
}

#[test]
fn a_second_server_on_the_same_database_is_refused() {
    let site = Site::new();
    let _server = site.serve(&["--no-seed"]);
    let db = site.db.display().to_string();
    let err = refused_serve(&site, &["--bind", "127.0.0.1:0", "--database", &db]);
    assert!(err.contains("in use by another oshec process"), "{err}");
}

#[test]
fn an_unusable_database_is_reported_with_what_to_do() {
    let site = Site::new();
    let missing_dir = site.dir.path().join("no/such/dir/oshec.redb");
    let missing_dir = missing_dir.display().to_string();
    let err = refused_serve(
        &site,
        &[
            "--bind",
            "127.0.0.1:0",
            "--no-seed",
            "--database",
            &missing_dir,
        ],
    );
    assert!(
        err.contains("cannot open the database") && err.contains("--database"),
        "{err}"
    );

    let garbage = site.dir.path().join("garbage.redb");
    std::fs::write(&garbage, b"this is not a database at all, just some text").unwrap();
    let db = garbage.display().to_string();
    let err = refused_serve(
        &site,
        &["--bind", "127.0.0.1:0", "--no-seed", "--database", &db],
    );
    assert!(
        err.contains(&format!("cannot open the database {db}")),
        "{err}"
    );
    assert_eq!(
        std::fs::read(&garbage).unwrap(),
        b"this is not a database at all, just some text",
        "a file that is not a database is left alone"
    );
}

#[test]
fn a_taken_port_is_reported_with_what_to_do() {
    let site = Site::new();
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = taken.local_addr().unwrap().to_string();
    let db = site.db.display().to_string();
    let err = refused_serve(&site, &["--bind", &addr, "--database", &db, "--no-seed"]);
    assert!(err.contains(&format!("cannot listen on {addr}")), "{err}");
    assert!(
        err.contains("already in use") && err.contains("--bind"),
        "{err}"
    );
}

#[test]
fn bad_settings_name_their_source_and_the_expected_form() {
    let site = Site::new();
    let config = site.dir.path().join("oshec.toml");

    // ./oshec.toml is read by default.
    std::fs::write(&config, "bind = \"127.0.0.1:8080\"\nport = 80\n").unwrap();
    let out = site.cli(&["list-admins"], "");
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(
        err.contains("oshec.toml: unknown setting `port`") && err.contains("Known settings: bind"),
        "{err}"
    );

    std::fs::write(&config, "login_window_minutes = \"soon\"\n").unwrap();
    let out = site.cli(&["list-admins"], "");
    let err = text(&out.stderr);
    assert!(
        err.contains("setting `login_window_minutes`")
            && err.contains("a positive number of minutes"),
        "{err}"
    );
    std::fs::remove_file(&config).unwrap();

    let out = site.cli(&["--config", "/nowhere/oshec.toml", "list-admins"], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("cannot read the configuration file /nowhere/oshec.toml"));

    let out = run_env(&site, "OSHEC_BIND", "localhost");
    let err = text(&out.stderr);
    assert!(
        err.contains("OSHEC_BIND: \"localhost\" is not valid") && err.contains("127.0.0.1:8080"),
        "{err}"
    );

    let out = run_env(&site, "OSHEC_LOGIN_MAX_FAILURES", "ten");
    assert!(
        text(&out.stderr)
            .contains("OSHEC_LOGIN_MAX_FAILURES: \"ten\" is not valid; expected a whole number")
    );

    let out = run_env(&site, "OSHEC_SEED", "maybe");
    assert!(
        text(&out.stderr).contains("OSHEC_SEED: \"maybe\" is not valid; expected true or false")
    );

    let db = site.db.display().to_string();
    let out = support::run(
        site.command(&["serve", "--bind", "8080", "--database", &db]),
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("--bind: \"8080\" is not valid"));

    let out = run_env(&site, "OSHEC_LOG", "info,[");
    assert!(
        text(&out.stderr).contains("not a valid filter"),
        "{}",
        text(&out.stderr)
    );
}

/// `oshec serve` with one environment variable set; it must refuse to start.
fn run_env(site: &Site, name: &str, value: &str) -> std::process::Output {
    let db = site.db.display().to_string();
    let mut cmd = site.command(&["serve", "--bind", "127.0.0.1:0", "--database", &db]);
    cmd.env(name, value);
    let out = support::run(cmd, "");
    assert_eq!(
        out.status.code(),
        Some(1),
        "{name}={value}: {}",
        text(&out.stderr)
    );
    out
}

#[test]
fn settings_from_file_environment_and_flags_are_layered() {
    let site = Site::new();
    let from_file = site.dir.path().join("file.redb");
    let from_env = site.dir.path().join("env.redb");
    let from_flag = site.dir.path().join("flag.redb");
    let config = site.dir.path().join("custom.toml");
    std::fs::write(
        &config,
        format!("database = {:?}\n", from_file.display().to_string()),
    )
    .unwrap();
    let config = config.display().to_string();

    let create = |cmd: &mut std::process::Command| {
        cmd.args([
            "create-admin",
            "--email",
            "a@example.org",
            "--password-stdin",
        ]);
    };

    let mut cmd = site.command(&["--config", &config]);
    create(&mut cmd);
    assert!(support::run(cmd, "password one\n").status.success());
    assert!(from_file.exists());

    let mut cmd = site.command(&["--config", &config]);
    create(&mut cmd);
    cmd.env("OSHEC_DATABASE", &from_env);
    assert!(support::run(cmd, "password one\n").status.success());
    assert!(from_env.exists());

    let mut cmd = site.command(&["--config", &config, "--database"]);
    cmd.arg(&from_flag);
    create(&mut cmd);
    cmd.env("OSHEC_DATABASE", &from_env);
    assert!(support::run(cmd, "password one\n").status.success());
    assert!(from_flag.exists());
}

#[test]
fn a_fresh_server_shows_starter_content_unless_told_not_to() {
    let site = Site::new();
    let server = site.serve(&[]);
    for (path, at_least) in [
        (format!("/{BANNER}"), 1),
        ("/announce/notice".to_string(), 3),
        (format!("/{ANNOUNCEMENTS}"), 3),
        (format!("/{COUNCIL}"), 1),
        (format!("/{FEATURES}"), 3),
        (format!("/{NEWS}"), 6),
        (format!("/{PHOTOS}"), 6),
        (format!("/{VIDEOS}"), 2),
        (format!("/{FUTURES}"), 4),
        (format!("/{SETTINGS}"), 1),
        (format!("/{INTRODUCTION}"), 1),
    ] {
        let (status, body) = server.list(&path, None);
        assert_eq!(status, 200, "{path}: {body}");
        assert!(
            items(&body).len() >= at_least,
            "{path}: want at least {at_least} items, got {body}"
        );
    }
    drop(server);

    // A restart does not seed again: the database is no longer empty.
    let server = site.serve(&[]);
    let (_, body) = server.list("/banner", None);
    let banners = items(&body).len();
    drop(server);
    let server = site.serve(&[]);
    assert_eq!(items(&server.list("/banner", None).1).len(), banners);
    drop(server);

    let empty = Site::new();
    let server = empty.serve(&["--no-seed"]);
    for path in ["/banner", "/announce/notice", "/council", "/introduction"] {
        let (status, body) = server.list(path, None);
        assert_eq!(status, 200, "{path}: {body}");
        assert!(items(&body).is_empty(), "{path}: {body}");
    }
    assert!(server.log().contains("starter content is off"));
    drop(server);

    // Started later without the flag, a database made with --no-seed still gets no starter
    // content, not even the content types a later release added (docs/operations.md).
    let server = empty.serve(&[]);
    for path in ["/banner", "/page", "/official"] {
        let (status, body) = server.list(path, None);
        assert_eq!(status, 200, "{path}: {body}");
        assert!(items(&body).is_empty(), "{path}: {body}");
    }
}

#[test]
fn sigterm_stops_the_server_cleanly() {
    let site = Site::new();
    let mut server = site.serve(&["--no-seed"]);
    assert!(site.socket().exists());
    server.signal("TERM");
    let status = server.wait(Duration::from_secs(20));
    assert!(status.success(), "exit {status}:\n{}", server.log());
    assert!(server.log().contains("SIGTERM: shutting down"));
    assert!(
        !site.socket().exists(),
        "the control socket is removed on shutdown"
    );

    // With the server gone the admin commands open the file themselves.
    assert!(
        site.create_admin("a@example.org", PASSWORD)
            .status
            .success()
    );
}

#[test]
fn reset_mfa_from_the_terminal_ends_the_accounts_sessions() {
    let site = Site::new();
    let server = site.serve(&["--no-seed"]);
    let out = site.create_admin("admin@example.org", PASSWORD);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let token = server.token("admin@example.org", PASSWORD);

    // Through the running server's control socket.
    let out = site.cli(&["reset-mfa", "--email", "Admin@Example.org"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("admin@example.org had no second factor"),
        "{}",
        text(&out.stdout)
    );
    let resp = support::client()
        .get(server.api("/account/mfa"))
        .bearer_auth(&token)
        .send()
        .expect("request");
    assert_eq!(resp.status().as_u16(), 401);

    let out = site.cli(&["reset-mfa", "--email", "nobody@example.org"], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("there is no administrator nobody@example.org"));
}
