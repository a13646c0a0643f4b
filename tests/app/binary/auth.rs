//! Signing in over HTTP against the real binary: passwords, tokens, logout, expiry and
//! throttling per user name and per client address, directly and behind a trusted proxy.
use super::support;

use std::net::{IpAddr, Ipv4Addr};
use std::time::{Duration, Instant};

use support::{PASSWORD, Site, client_from, text};

const ADMIN: &str = "admin@example.org";

fn site_with_admin(site: Site) -> Site {
    let out = site.create_admin(ADMIN, PASSWORD);
    assert!(out.status.success(), "{}", text(&out.stderr));
    site
}

#[test]
fn the_right_password_gives_a_token_and_a_wrong_one_a_plain_refusal() {
    let site = site_with_admin(Site::new());
    let server = site.serve(&["--no-seed"]);

    let (status, body) = server.login(ADMIN, PASSWORD);
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["outcome"], true, "{body}");
    let token = body["data"].as_str().expect("token");
    assert!(token.len() >= 43, "256 bits: {token}");
    assert!(!server.log().contains(token), "the token is never logged");
    assert!(
        !server.log().contains(PASSWORD),
        "the password is never logged"
    );

    // The user name is the e-mail in any case.
    assert_eq!(
        server.login("Admin@Example.ORG", PASSWORD).1["outcome"],
        true
    );

    for (user, password) in [(ADMIN, "wrong password"), ("nobody@example.org", PASSWORD)] {
        let (status, body) = server.login(user, password);
        assert_eq!(status, 200, "a wrong password is not a 401: {body}");
        assert_eq!(body["outcome"], false, "{body}");
        assert_eq!(body["message"], "Invalid username or password.");
    }
    assert!(!server.log().contains("wrong password"));
}

#[test]
fn a_token_works_until_logout_revokes_it() {
    let site = site_with_admin(Site::new());
    let server = site.serve(&["--no-seed"]);
    let token = server.token(ADMIN, PASSWORD);

    let (status, body) = server.create_council(&token, "Council one");
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["outcome"], true, "{body}");
    assert_eq!(server.list("/council", Some(&token)).0, 200);

    assert_eq!(server.logout(&token), 200);
    let (status, body) = server.create_council(&token, "Council two");
    assert_eq!(status, 401, "{body}");
    assert_eq!(
        server.list("/council", Some(&token)).0,
        401,
        "a revoked token is refused everywhere"
    );
    assert_eq!(server.logout(&token), 401);
    assert_eq!(server.create_council("not-a-token", "x").0, 401);

    // Another sign-in is unaffected by the first one's logout.
    let second = server.token(ADMIN, PASSWORD);
    assert_eq!(server.create_council(&second, "Council three").0, 200);
}

#[test]
fn sessions_expire_after_the_configured_time() {
    // 0.0005 h = 1.8 s.
    let site = site_with_admin(Site::new().with_env("OSHEC_SESSION_HOURS", "0.0005"));
    let server = site.serve(&["--no-seed"]);
    let token = server.token(ADMIN, PASSWORD);
    let signed_in = Instant::now();
    assert_eq!(server.list("/council", Some(&token)).0, 200);
    std::thread::sleep(Duration::from_millis(2500).saturating_sub(signed_in.elapsed()));
    assert_eq!(server.list("/council", Some(&token)).0, 401);
    assert_eq!(server.create_council(&token, "late").0, 401);
}

#[test]
fn a_new_password_ends_the_sessions_of_the_old_one() {
    let site = site_with_admin(Site::new());
    let server = site.serve(&["--no-seed"]);
    let token = server.token(ADMIN, PASSWORD);
    let out = site.cli(
        &["set-password", "--email", ADMIN, "--password-stdin"],
        "a brand new password\n",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(server.list("/council", Some(&token)).0, 401);
    assert_eq!(server.login(ADMIN, PASSWORD).1["outcome"], false);
    server.token(ADMIN, "a brand new password");
}

fn ip(last: u8) -> IpAddr {
    IpAddr::V4(Ipv4Addr::new(127, 0, 0, last))
}

fn assert_throttled(status: reqwest::StatusCode, body: &serde_json::Value) {
    assert_eq!(status, 429, "{body}");
    assert_eq!(body["outcome"], false, "{body}");
    let message = body["message"].as_str().unwrap_or_default();
    let secs: u64 = message
        .split("Try again in ")
        .nth(1)
        .and_then(|rest| rest.strip_suffix(" seconds."))
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no retry time in {message:?}"));
    assert!((1..=60).contains(&secs), "{message}");
}

#[test]
fn failed_logins_are_throttled_per_user_name() {
    let site = site_with_admin(
        Site::new()
            .with_env("OSHEC_LOGIN_MAX_FAILURES", "3")
            .with_env("OSHEC_LOGIN_WINDOW_MINUTES", "1"),
    );
    let server = site.serve(&["--no-seed"]);
    let first = client_from(ip(11));
    for _ in 0..3 {
        let (status, body) = server.login_from(&first, ADMIN, "wrong password");
        assert_eq!(
            (status.as_u16(), body["outcome"].clone()),
            (200, false.into()),
            "{body}"
        );
    }
    // The address that failed is refused for that user name, even with the right password.
    let (status, body) = server.login_from(&first, ADMIN, PASSWORD);
    assert_throttled(status, &body);
    // Another address that has failed once itself (a colleague's typo) is not held back by
    // the first address's failures: a failure counts against the user name only from the
    // address that made it (docs/security.md).
    let third = client_from(ip(13));
    let (status, body) = server.login_from(&third, ADMIN, "wrong password");
    assert_eq!(
        (status.as_u16(), body["outcome"].clone()),
        (200, false.into()),
        "{body}"
    );
    let (status, body) = server.login_from(&third, ADMIN, PASSWORD);
    assert_eq!(
        (status.as_u16(), body["outcome"].clone()),
        (200, true.into()),
        "{body}"
    );
    // The right password from an address that has not failed signs in: someone else's
    // guessing cannot lock the administrator out (docs/sign-in.md).
    let second = client_from(ip(12));
    let (status, body) = server.login_from(&second, ADMIN, PASSWORD);
    assert_eq!(
        (status.as_u16(), body["outcome"].clone()),
        (200, true.into()),
        "{body}"
    );
    // Another user name from that address is heard too.
    let (status, body) = server.login_from(&second, "other@example.org", PASSWORD);
    assert_eq!(status, 200, "{body}");
}

#[test]
fn failed_logins_are_throttled_per_client_address() {
    let site = site_with_admin(
        Site::new()
            .with_env("OSHEC_LOGIN_MAX_FAILURES", "3")
            .with_env("OSHEC_LOGIN_WINDOW_MINUTES", "1"),
    );
    let server = site.serve(&["--no-seed"]);
    let guesser = client_from(ip(21));
    for n in 0..3 {
        let (status, _) =
            server.login_from(&guesser, &format!("guess{n}@example.org"), "x password");
        assert_eq!(status, 200);
    }
    let (status, body) = server.login_from(&guesser, ADMIN, PASSWORD);
    assert_throttled(status, &body);
    // The administrator, from elsewhere, is not locked out by someone else's guessing.
    let (status, body) = server.login_from(&client_from(ip(22)), ADMIN, PASSWORD);
    assert_eq!(
        (status.as_u16(), body["outcome"].clone()),
        (200, true.into()),
        "{body}"
    );
}

/// Behind a trusted proxy (here the test's own 127.0.0.1 connections), failures are counted
/// per forwarded client address; the header of an untrusted peer is never believed.
#[test]
fn behind_a_trusted_proxy_failures_are_counted_per_forwarded_address() {
    let site = site_with_admin(
        Site::new()
            .with_env("OSHEC_LOGIN_MAX_FAILURES", "3")
            .with_env("OSHEC_LOGIN_WINDOW_MINUTES", "1")
            .with_env("OSHEC_TRUSTED_PROXIES", "127.0.0.1"),
    );
    let server = site.serve(&["--no-seed"]);
    let proxy = client_from(ip(1));
    let mut guess = 0;
    let mut fail = |client: &reqwest::blocking::Client, forwarded: Option<&str>| {
        guess += 1;
        server.login_forwarded(
            client,
            &format!("guess{guess}@example.org"),
            "x password",
            forwarded,
        )
    };

    // Six visitors, one failure each, all through the one proxy: nobody is throttled, though
    // the proxy's own address has twice the allowed failures.
    for n in 1..=6 {
        let forwarded = format!("203.0.113.{n}");
        let (status, body) = fail(&proxy, Some(&forwarded));
        assert_eq!(
            (status.as_u16(), body["outcome"].clone()),
            (200, false.into()),
            "{forwarded}: {body}"
        );
    }

    // One visitor failing three times is refused, even with the right password, and even
    // when it puts another address in front of the one the proxy appended.
    for _ in 0..3 {
        let (status, body) = fail(&proxy, Some("198.51.100.7"));
        assert_eq!(status, 200, "{body}");
    }
    let (status, body) = server.login_forwarded(&proxy, ADMIN, PASSWORD, Some("198.51.100.7"));
    assert_throttled(status, &body);
    let (status, body) =
        server.login_forwarded(&proxy, ADMIN, PASSWORD, Some("203.0.113.99, 198.51.100.7"));
    assert_throttled(status, &body);
    // The administrator, elsewhere behind the same proxy, signs in.
    let (status, body) = server.login_forwarded(&proxy, ADMIN, PASSWORD, Some("203.0.113.50"));
    assert_eq!(
        (status.as_u16(), body["outcome"].clone()),
        (200, true.into()),
        "{body}"
    );

    // A connection from an address that is not a trusted proxy is counted by that address,
    // whatever it forwards.
    let direct = client_from(ip(41));
    for n in 0..3 {
        let forwarded = format!("192.0.2.{n}");
        let (status, body) = fail(&direct, Some(&forwarded));
        assert_eq!(status, 200, "{body}");
    }
    let (status, body) = server.login_forwarded(&direct, ADMIN, PASSWORD, Some("192.0.2.200"));
    assert_throttled(status, &body);
}

#[test]
fn without_trusted_proxies_forwarded_addresses_are_ignored() {
    let site = site_with_admin(
        Site::new()
            .with_env("OSHEC_LOGIN_MAX_FAILURES", "3")
            .with_env("OSHEC_LOGIN_WINDOW_MINUTES", "1"),
    );
    let server = site.serve(&["--no-seed"]);
    let client = client_from(ip(51));
    for n in 0..3 {
        let (status, body) = server.login_forwarded(
            &client,
            &format!("guess{n}@example.org"),
            "x password",
            Some(&format!("203.0.113.{n}")),
        );
        assert_eq!(status, 200, "{body}");
    }
    let (status, body) = server.login_forwarded(&client, ADMIN, PASSWORD, Some("203.0.113.77"));
    assert_throttled(status, &body);
}

/// The `oshec_password_checks_total` count from the metrics listener at `port`.
fn password_checks(port: u16) -> u64 {
    let metrics = support::client()
        .get(format!("http://127.0.0.1:{port}/metrics"))
        .send()
        .and_then(|r| r.text())
        .expect("metrics");
    metrics
        .lines()
        .find_map(|l| l.strip_prefix("oshec_password_checks_total "))
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or_else(|| panic!("no oshec_password_checks_total in:\n{metrics}"))
}

#[test]
fn an_unknown_user_name_costs_a_full_password_check_like_a_known_one() {
    const N: u8 = 4;
    let site = Site::new();
    for n in 0..N {
        let out = site.create_admin(&format!("known{n}@example.org"), PASSWORD);
        assert!(out.status.success(), "{}", text(&out.stderr));
    }
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let site = site.with_env("OSHEC_METRICS_BIND", &format!("127.0.0.1:{port}"));
    let server = site.serve(&["--no-seed"]);
    // Each attempt from its own address and for its own user name, so no throttling is
    // involved. What is counted is work done, not time taken: the count cannot be fooled by a
    // busy machine, and an unknown name that skipped Argon2 would not add to it.
    let mut address = 0u8;
    let mut attempt = |user: &str| {
        address += 1;
        let client = client_from(IpAddr::V4(Ipv4Addr::new(127, 0, 1, address)));
        let (_, body) = server.login_from(&client, user, "wrong password");
        assert_eq!(body["outcome"], false, "{body}");
    };
    let before = password_checks(port);
    for n in 0..N {
        attempt(&format!("nobody{n}@example.org"));
    }
    let unknown = password_checks(port) - before;
    for n in 0..N {
        attempt(&format!("known{n}@example.org"));
    }
    let known = password_checks(port) - before - unknown;
    assert_eq!(
        (unknown, known),
        (u64::from(N), u64::from(N)),
        "one full check per sign-in, known name or not"
    );
}

#[test]
fn repeated_failures_are_slowed_before_they_are_refused() {
    let site = site_with_admin(
        Site::new()
            .with_env("OSHEC_LOGIN_MAX_FAILURES", "6")
            .with_env("OSHEC_LOGIN_WINDOW_MINUTES", "1"),
    );
    let server = site.serve(&["--no-seed"]);
    let client = client_from(ip(31));
    let times: Vec<Duration> = (0..6)
        .map(|_| {
            let start = Instant::now();
            let (status, body) = server.login_from(&client, ADMIN, "wrong password");
            assert_eq!(status, 200, "{body}");
            start.elapsed()
        })
        .collect();
    // The 4th to 6th failures wait 250, 500 and 750 ms more than the first ones.
    let unslowed = times[..3].iter().min().copied().unwrap_or_default();
    assert!(
        times[5] >= unslowed + Duration::from_millis(500),
        "{times:?}"
    );
    assert!(times[3] >= Duration::from_millis(250), "{times:?}");
    let (status, body) = server.login_from(&client, ADMIN, PASSWORD);
    assert_throttled(status, &body);
}

/// The sign-in and feedback limits are kept in the database: stopping and starting the server
/// (a restart an attacker may even provoke) gives no one a fresh allowance.
#[test]
fn limits_survive_a_restart() {
    let site = site_with_admin(
        Site::new()
            .with_env("OSHEC_LOGIN_MAX_FAILURES", "3")
            .with_env("OSHEC_LOGIN_WINDOW_MINUTES", "1")
            .with_env("OSHEC_FEEDBACK_PER_HOUR", "2"),
    );
    let guesser = client_from(ip(61));
    let visitor = client_from(ip(62));
    let send_feedback = |server: &support::Server, n: u32| {
        visitor
            .post(server.api("/feedback/allowAll/submit"))
            .json(&serde_json::json!({
                "name": "A. Visitor", "email": "visitor@example.org", "phone": "",
                "subject": format!("Question {n}"), "message": "When do admissions open?",
            }))
            .send()
            .expect("feedback")
            .status()
            .as_u16()
    };

    let mut server = site.serve(&["--no-seed"]);
    for n in 0..3 {
        let (status, body) =
            server.login_from(&guesser, &format!("guess{n}@example.org"), "x password");
        assert_eq!(status, 200, "{body}");
    }
    assert_eq!(send_feedback(&server, 1), 200);
    assert_eq!(send_feedback(&server, 2), 200);
    assert_eq!(send_feedback(&server, 3), 429);
    server.signal("TERM");
    server.wait(Duration::from_secs(10));

    let server = site.serve(&["--no-seed"]);
    let (status, body) = server.login_from(&guesser, ADMIN, PASSWORD);
    assert_throttled(status, &body);
    assert_eq!(
        send_feedback(&server, 4),
        429,
        "the feedback count was kept"
    );
    // Others are not held back by what was kept.
    let (status, body) = server.login_from(&client_from(ip(63)), ADMIN, PASSWORD);
    assert_eq!(
        (status.as_u16(), body["outcome"].clone()),
        (200, true.into()),
        "{body}"
    );
    assert_eq!(
        client_from(ip(64))
            .post(server.api("/feedback/allowAll/submit"))
            .json(&serde_json::json!({
                "name": "B. Visitor", "email": "b@example.org", "phone": "",
                "subject": "Another", "message": "Another question.",
            }))
            .send()
            .expect("feedback")
            .status(),
        200
    );
}
