//! The audit trail over the real binary: every change and session event and nothing else, expired
//! sessions, and an administrator's own password change.

use super::*;

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
