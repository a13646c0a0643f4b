//! The metrics listener: on its own address only, and none without `metrics_bind`.

use super::*;

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
