//! The second factor: enrolment, codes taken once, recovery codes, `require_mfa`, backups that do
//! not give it away, the current password asked for changes, and a reset by an administrator.

use super::*;

#[tokio::test]
async fn enrolment_then_sign_in_asks_for_a_code_and_takes_each_once() {
    let app = common::spawn_app().await;
    let token = app.admin_token().await;
    let other_session = token_of_second_sign_in(&app).await;

    let status = data(get(&app, "/account/mfa", &token).await).await;
    assert_eq!(status["enabled"], json!(false));

    // Setup answers the secret, its address and a QR code; nothing is on yet.
    let setup = data(post_json(&app, "/account/mfa/setup", &json!({}), &token).await).await;
    let secret = setup["secret"].as_str().expect("secret").to_string();
    let uri = setup["otpauthUri"].as_str().expect("uri");
    let label = format!("otpauth://totp/OSHEC:{}?", ADMIN.replace('@', "%40"));
    assert!(uri.starts_with(&label), "{uri}");
    assert!(uri.contains(&format!("secret={secret}")), "{uri}");
    assert!(setup["qrSvg"].as_str().expect("svg").contains("<svg"));
    let _ = signed_in(&app, ADMIN, PASSWORD, None).await;

    // A wrong code is refused; a right one turns it on with ten recovery codes.
    let wrong = if code(&secret, 0).await == "000000" {
        "111111"
    } else {
        "000000"
    };
    let message = expect_failure(
        post_json(
            &app,
            "/account/mfa/enable",
            &json!({"code": wrong, "currentPassword": PASSWORD}),
            &token,
        )
        .await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert!(message.contains("not right"), "{message}");
    let enable_code = code(&secret, -1).await;
    let codes = data(
        post_json(
            &app,
            "/account/mfa/enable",
            &json!({"code": enable_code, "currentPassword": PASSWORD}),
            &token,
        )
        .await,
    )
    .await["recoveryCodes"]
        .as_array()
        .expect("codes")
        .clone();
    assert_eq!(codes.len(), 10);
    // The account's other session ended; this one goes on.
    assert_eq!(
        get(&app, "/account/mfa", &other_session).await.status(),
        StatusCode::UNAUTHORIZED
    );
    let status = data(get(&app, "/account/mfa", &token).await).await;
    assert_eq!(status["enabled"], json!(true));
    assert_eq!(status["recoveryCodesLeft"], json!(10));
    // A second setup is refused while it is on.
    expect_failure(
        post_json(&app, "/account/mfa/setup", &json!({}), &token).await,
        StatusCode::CONFLICT,
    )
    .await;

    // The password alone is not enough now; a wrong or reused code neither.
    let message = expect_mfa_required(sign_in(&app, ADMIN, PASSWORD, None).await).await;
    assert!(message.contains("six-digit code"), "{message}");
    let message = expect_mfa_required(sign_in(&app, ADMIN, PASSWORD, Some(wrong)).await).await;
    assert!(message.contains("not right"), "{message}");
    expect_mfa_required(sign_in(&app, ADMIN, PASSWORD, Some(&enable_code)).await).await;
    // A wrong password with a right code is still a wrong password (200, outcome false).
    let current = code(&secret, 0).await;
    let body = json_of(sign_in(&app, ADMIN, "not the password", Some(&current)).await).await;
    assert_eq!(body["outcome"], json!(false));
    assert!(body.get("data").is_none(), "{body}");

    // The current code signs in once; the same code again does not.
    let _ = signed_in(&app, ADMIN, PASSWORD, Some(&current)).await;
    expect_mfa_required(sign_in(&app, ADMIN, PASSWORD, Some(&current)).await).await;

    // A recovery code signs in once, in any case and with spaces around it.
    let recovery = codes[0].as_str().expect("code").to_string();
    let typed = format!(" {} ", recovery.to_uppercase());
    let fresh = signed_in(&app, ADMIN, PASSWORD, Some(&typed)).await;
    expect_mfa_required(sign_in(&app, ADMIN, PASSWORD, Some(&recovery)).await).await;
    let status = data(get(&app, "/account/mfa", &fresh).await).await;
    assert_eq!(status["recoveryCodesLeft"], json!(9));

    // Every step is in the audit trail, never a code.
    let session = actions(&app, &fresh, "session").await;
    for action in ["sign-in-factor-needed", "sign-in-factor-failed", "sign-in"] {
        assert!(session.iter().any(|a| a == action), "{action}: {session:?}");
    }
    let account = actions(&app, &fresh, "administrator").await;
    for action in ["mfa-setup", "mfa-enable-refused", "mfa-enabled"] {
        assert!(account.iter().any(|a| a == action), "{action}: {account:?}");
    }
    let whole = app
        .client
        .get(app.api("/audit/list?size=100"))
        .bearer_auth(&fresh)
        .send()
        .await
        .expect("request")
        .text()
        .await
        .expect("text");
    assert!(!whole.contains(&current) && !whole.contains(&recovery));
    assert!(!whole.contains(PASSWORD));
}

#[tokio::test]
async fn recovery_codes_are_renewed_and_the_factor_turned_off_with_a_code() {
    let app = common::spawn_app().await;
    let token = app.admin_token().await;
    let (secret, old_codes) = enrol(&app, &token).await;

    // Renewing needs a right code; the old recovery codes stop working.
    expect_failure(
        post_json(
            &app,
            "/account/mfa/recoveryCodes",
            &json!({"code": "12345", "currentPassword": PASSWORD}),
            &token,
        )
        .await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    let renewed = data(
        post_json(
            &app,
            "/account/mfa/recoveryCodes",
            &json!({"code": code(&secret, 0).await, "currentPassword": PASSWORD}),
            &token,
        )
        .await,
    )
    .await["recoveryCodes"]
        .as_array()
        .expect("codes")
        .clone();
    assert_eq!(renewed.len(), 10);
    expect_mfa_required(sign_in(&app, ADMIN, PASSWORD, Some(&old_codes[1])).await).await;

    // Turning it off: refused without a right code, then done with a recovery code.
    expect_failure(
        post_json(&app, "/account/mfa/disable", &json!({"code": ""}), &token).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    let recovery = renewed[2].as_str().expect("code");
    data(
        post_json(
            &app,
            "/account/mfa/disable",
            &json!({"code": recovery, "currentPassword": PASSWORD}),
            &token,
        )
        .await,
    )
    .await;
    let _ = token_of_second_sign_in(&app).await;
    expect_failure(
        post_json(
            &app,
            "/account/mfa/disable",
            &json!({"code": "123456", "currentPassword": PASSWORD}),
            &token,
        )
        .await,
        StatusCode::CONFLICT,
    )
    .await;
    let account = actions(&app, &token, "administrator").await;
    for action in [
        "mfa-recovery-codes-refused",
        "mfa-recovery-codes",
        "mfa-disabled",
    ] {
        assert!(account.iter().any(|a| a == action), "{action}: {account:?}");
    }
}

#[tokio::test]
async fn require_mfa_makes_an_account_enrol_before_anything_else() {
    let app = common::spawn_app_with_settings(Settings {
        require_mfa: true,
        ..Settings::default()
    })
    .await;
    let auth = app.auth.clone();
    tokio::task::spawn_blocking(move || auth.create_admin(ADMIN, PASSWORD).expect("admin"))
        .await
        .expect("create");
    let resp = sign_in(&app, ADMIN, PASSWORD, None).await;
    let body = json_of(resp).await;
    assert_eq!(body["mfaEnrolmentRequired"], json!(true), "{body}");
    let limited = body["data"].as_str().expect("token").to_string();

    let message = expect_failure(
        get(&app, "/account/admins", &limited).await,
        StatusCode::FORBIDDEN,
    )
    .await;
    assert!(message.contains("second factor"), "{message}");
    let status = data(get(&app, "/account/mfa", &limited).await).await;
    assert_eq!(status["required"], json!(true));
    assert_eq!(status["enrolmentRequired"], json!(true));

    let (secret, _) = enrol(&app, &limited).await;
    // The same session may now do everything.
    data(get(&app, "/account/admins", &limited).await).await;
    // And the factor cannot be turned off while the site requires it.
    expect_failure(
        post_json(
            &app,
            "/account/mfa/disable",
            &json!({"code": code(&secret, 0).await, "currentPassword": PASSWORD}),
            &limited,
        )
        .await,
        StatusCode::FORBIDDEN,
    )
    .await;
    let body = json_of(sign_in(&app, ADMIN, PASSWORD, Some(&code(&secret, 1).await)).await).await;
    assert_eq!(body["mfaEnrolmentRequired"], json!(false), "{body}");

    // A reset from the terminal (a lost phone) ends the sessions and removes the factor.
    let auth = app.auth.clone();
    let had = tokio::task::spawn_blocking(move || auth.reset_mfa(ADMIN))
        .await
        .expect("reset")
        .expect("reset");
    assert!(had);
    assert_eq!(
        get(&app, "/account/mfa", &limited).await.status(),
        StatusCode::UNAUTHORIZED
    );
    let body = json_of(sign_in(&app, ADMIN, PASSWORD, None).await).await;
    assert_eq!(body["outcome"], json!(true), "{body}");
    assert_eq!(body["mfaEnrolmentRequired"], json!(true), "{body}");
    let token = body["data"].as_str().expect("token").to_string();
    let (_, _) = enrol(&app, &token).await;
    let account = actions(&app, &token, "administrator").await;
    assert!(account.iter().any(|a| a == "mfa-reset"), "{account:?}");
}

#[tokio::test]
async fn a_backup_does_not_give_a_second_factor_away() {
    let folder = tempfile::tempdir().expect("backup folder");
    let app = common::spawn_app_with_settings(Settings {
        backup_dir: Some(folder.path().to_path_buf()),
        ..Settings::default()
    })
    .await;
    let token = app.admin_token().await;
    let (secret, _) = enrol(&app, &token).await;
    let raw = totp_rs::Secret::try_from_base32(&secret)
        .expect("base32 secret")
        .as_ref()
        .to_vec();
    let made = data(post_json(&app, "/backups/run", &json!({}), &token).await).await;
    let name = made["name"].as_str().expect("name");
    let resp = get(&app, &format!("/backups/download?name={name}"), &token).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let bytes = resp.bytes().await.expect("backup");
    assert!(bytes.len() > 4096, "{} bytes", bytes.len());
    assert!(
        !bytes.windows(raw.len()).any(|w| w == raw.as_slice()),
        "the backup holds the secret in the clear"
    );
    // The key is in a file of its own beside the database, owner-only.
    use std::os::unix::fs::PermissionsExt as _;
    let key = oshec::auth::key_file(app.content.store().path());
    let mode = std::fs::metadata(&key)
        .expect("key file")
        .permissions()
        .mode();
    assert_eq!(mode & 0o777, 0o600, "{}", key.display());
    assert!(!bytes.windows(16).any(|w| {
        std::fs::read(&key)
            .expect("key")
            .windows(16)
            .any(|k| k == w)
    }));
    // The factor still works.
    let right = code(&secret, 0).await;
    let _ = signed_in(&app, ADMIN, PASSWORD, Some(&right)).await;
}

#[tokio::test]
async fn changing_the_factor_or_ones_e_mail_asks_for_the_current_password() {
    let app = common::spawn_app().await;
    let token = app.admin_token().await;
    let (secret, _) = enrol(&app, &token).await;
    let fresh = signed_in(&app, ADMIN, PASSWORD, Some(&code(&secret, 0).await)).await;
    // A session alone (a stolen one) cannot turn the factor off or renew the codes.
    for (path, body) in [
        (
            "/account/mfa/disable",
            json!({"code": code(&secret, 1).await}),
        ),
        (
            "/account/mfa/recoveryCodes",
            json!({"code": code(&secret, 1).await}),
        ),
        (
            "/account/mfa/disable",
            json!({"code": code(&secret, 1).await, "currentPassword": "not the password"}),
        ),
    ] {
        let message = expect_failure(
            post_json(&app, path, &body, &fresh).await,
            StatusCode::BAD_REQUEST,
        )
        .await;
        assert!(message.contains("password"), "{path}: {message}");
    }
    let status = data(get(&app, "/account/mfa", &fresh).await).await;
    assert_eq!(status["enabled"], json!(true));
    // Nor change the account's e-mail, which would lock the owner out.
    let id = data(get(&app, "/account/admins", &fresh).await).await[0]["adminId"]
        .as_u64()
        .expect("id");
    let change = json!({"adminId": id, "email": "thief@example.org", "role": "administrator",
        "isActive": true});
    let message = expect_failure(
        post_json(&app, "/account/admins/manage", &change, &fresh).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert!(message.contains("currentPassword"), "{message}");
    let entries = actions(&app, &fresh, "administrator").await;
    assert!(
        entries.iter().any(|a| a == "reauthentication-refused"),
        "{entries:?}"
    );
    // With the password, the factor goes off, and the e-mail changes.
    let body = json!({"code": code(&secret, 1).await, "currentPassword": PASSWORD});
    data(post_json(&app, "/account/mfa/disable", &body, &fresh).await).await;
    let mut with_password = change;
    with_password["currentPassword"] = json!(PASSWORD);
    data(post_json(&app, "/account/admins/manage", &with_password, &fresh).await).await;
    let _ = signed_in(&app, "thief@example.org", PASSWORD, None).await;
}

#[tokio::test]
async fn an_administrator_removes_a_lost_second_factor_and_it_is_recorded() {
    let app = common::spawn_app().await;
    let admin = app.admin_token().await;
    add_account(&app, OTHER, Role::Approver).await;
    let other = signed_in(&app, OTHER, OTHER_PASSWORD, None).await;
    let setup = data(post_json(&app, "/account/mfa/setup", &json!({}), &other).await).await;
    let secret = setup["secret"].as_str().expect("secret").to_string();
    let enable = json!({"code": code(&secret, -1).await, "currentPassword": OTHER_PASSWORD});
    data(post_json(&app, "/account/mfa/enable", &enable, &other).await).await;

    // The accounts list says who has a second factor.
    let listed = data(get(&app, "/account/admins", &admin).await).await;
    let row = |list: &Value| -> Value {
        list.as_array()
            .expect("accounts")
            .iter()
            .find(|a| a["email"] == json!(OTHER))
            .cloned()
            .expect("the approver")
    };
    assert_eq!(row(&listed)["secondFactor"], json!(true));
    assert_eq!(
        listed[0]["secondFactor"],
        json!(false),
        "the administrator has none"
    );
    let id = row(&listed)["adminId"].as_u64().expect("id");

    // Only an administrator may remove one; a bad or unknown id is refused.
    expect_failure(
        post_json(
            &app,
            "/account/admins/removeMfa",
            &json!({"adminId": id}),
            &other,
        )
        .await,
        StatusCode::FORBIDDEN,
    )
    .await;
    expect_failure(
        post_json(
            &app,
            "/account/admins/removeMfa",
            &json!({"adminId": 0}),
            &admin,
        )
        .await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    expect_failure(
        post_json(
            &app,
            "/account/admins/removeMfa",
            &json!({"adminId": 9999}),
            &admin,
        )
        .await,
        StatusCode::NOT_FOUND,
    )
    .await;

    let removed = data(
        post_json(
            &app,
            "/account/admins/removeMfa",
            &json!({"adminId": id}),
            &admin,
        )
        .await,
    )
    .await;
    assert_eq!(removed["hadSecondFactor"], json!(true));
    // Its sessions ended; it signs in with its password alone, and the list says so.
    assert_eq!(
        get(&app, "/account/mfa", &other).await.status(),
        StatusCode::UNAUTHORIZED
    );
    let again = signed_in(&app, OTHER, OTHER_PASSWORD, None).await;
    let status = data(get(&app, "/account/mfa", &again).await).await;
    assert_eq!(status["enabled"], json!(false));
    let listed = data(get(&app, "/account/admins", &admin).await).await;
    assert_eq!(row(&listed)["secondFactor"], json!(false));
    // The audit trail records the administrator who did it.
    let entries = data(get(&app, "/audit/list?entity=administrator&size=100", &admin).await).await;
    let entry = entries
        .as_array()
        .expect("entries")
        .iter()
        .find(|e| e["action"] == json!("mfa-reset"))
        .cloned()
        .expect("the removal is recorded");
    assert_eq!(entry["admin"], json!(ADMIN), "{entry}");
}
