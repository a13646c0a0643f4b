//! Sessions one can see and end, idle expiry and `single_session`.

use super::*;

#[tokio::test]
async fn sessions_are_listed_and_ended_one_by_one() {
    let app = common::spawn_app().await;
    let token = app.admin_token().await;
    let phone = {
        let resp = sign_in_as(&app, ADMIN, PASSWORD, None, "Phone browser/1.0").await;
        json_of(resp).await["data"]
            .as_str()
            .expect("token")
            .to_string()
    };
    let list = data(get(&app, "/account/sessions", &token).await).await;
    let list = list.as_array().expect("list");
    assert_eq!(list.len(), 2, "{list:?}");
    let current: Vec<&Value> = list
        .iter()
        .filter(|s| s["current"] == json!(true))
        .collect();
    assert_eq!(current.len(), 1);
    let other = list
        .iter()
        .find(|s| s["current"] == json!(false))
        .expect("other session");
    assert_eq!(other["userAgent"], json!("Phone browser/1.0"));
    assert_eq!(other["address"], json!("127.0.0.1"));
    let id = other["sessionId"].as_str().expect("id").to_string();
    assert!(!id.contains(&phone) && id.len() == 32);
    for key in ["startedAt", "lastUsedAt"] {
        assert!(
            other[key].as_str().is_some_and(|t| t.ends_with('Z')),
            "{other}"
        );
    }

    // A contributor sees only their own, and may end none of the administrator's.
    add_account(&app, OTHER, Role::Contributor).await;
    let clerk = signed_in(&app, OTHER, OTHER_PASSWORD, None).await;
    let mine = data(get(&app, "/account/sessions", &clerk).await).await;
    assert_eq!(mine.as_array().map(Vec::len), Some(1));
    expect_failure(
        get(&app, "/account/sessions?adminId=1", &clerk).await,
        StatusCode::FORBIDDEN,
    )
    .await;
    expect_failure(
        post_json(
            &app,
            "/account/sessions/end",
            &json!({"sessionId": id}),
            &clerk,
        )
        .await,
        StatusCode::FORBIDDEN,
    )
    .await;
    expect_failure(
        get(&app, "/account/sessions?adminId=x", &token).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    expect_failure(
        get(&app, "/account/sessions?adminId=999", &token).await,
        StatusCode::NOT_FOUND,
    )
    .await;

    // The owner ends the phone's session: it is signed out, the list has one left.
    data(
        post_json(
            &app,
            "/account/sessions/end",
            &json!({"sessionId": id}),
            &token,
        )
        .await,
    )
    .await;
    assert_eq!(
        get(&app, "/account/sessions", &phone).await.status(),
        StatusCode::UNAUTHORIZED
    );
    expect_failure(
        post_json(
            &app,
            "/account/sessions/end",
            &json!({"sessionId": id}),
            &token,
        )
        .await,
        StatusCode::NOT_FOUND,
    )
    .await;

    // An administrator sees and ends another account's session.
    let clerk_id = data(get(&app, "/account/admins", &token).await)
        .await
        .as_array()
        .expect("admins")
        .iter()
        .find(|a| a["email"] == json!(OTHER))
        .expect("clerk")["adminId"]
        .clone();
    let theirs = data(
        get(
            &app,
            &format!("/account/sessions?adminId={clerk_id}"),
            &token,
        )
        .await,
    )
    .await;
    let theirs = theirs.as_array().expect("list");
    assert_eq!(theirs.len(), 1);
    assert_eq!(theirs[0]["current"], json!(false));
    let their_id = theirs[0]["sessionId"].as_str().expect("id");
    data(
        post_json(
            &app,
            "/account/sessions/end",
            &json!({"sessionId": their_id}),
            &token,
        )
        .await,
    )
    .await;
    assert_eq!(
        get(&app, "/account/sessions", &clerk).await.status(),
        StatusCode::UNAUTHORIZED
    );
    let session = actions(&app, &token, "session").await;
    assert_eq!(session.iter().filter(|a| *a == "session-ended").count(), 2);
}

#[tokio::test]
async fn an_idle_session_ends_and_a_used_one_goes_on() {
    let app = common::spawn_app_with_settings(Settings {
        session_idle: Duration::from_secs(2),
        ..Settings::default()
    })
    .await;
    let token = app.admin_token().await;
    let idle = token_of_second_sign_in(&app).await;
    // Used every second, a session stays; unused for the idle time, it ends.
    for _ in 0..3 {
        tokio::time::sleep(Duration::from_millis(1000)).await;
        data(get(&app, "/account/mfa", &token).await).await;
    }
    assert_eq!(
        get(&app, "/account/mfa", &idle).await.status(),
        StatusCode::UNAUTHORIZED
    );
    let session = actions(&app, &token, "session").await;
    assert!(session.iter().any(|a| a == "session-idle"), "{session:?}");
}

#[tokio::test]
async fn single_session_ends_the_older_sessions_at_sign_in() {
    let app = common::spawn_app_with_settings(Settings {
        single_session: true,
        ..Settings::default()
    })
    .await;
    let first = app.admin_token().await;
    let second = token_of_second_sign_in(&app).await;
    assert_eq!(
        get(&app, "/account/mfa", &first).await.status(),
        StatusCode::UNAUTHORIZED
    );
    let list = data(get(&app, "/account/sessions", &second).await).await;
    assert_eq!(list.as_array().map(Vec::len), Some(1));
    let session = actions(&app, &second, "session").await;
    assert!(
        session.iter().any(|a| a == "sessions-replaced"),
        "{session:?}"
    );
}
