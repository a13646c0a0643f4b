use super::*;
use redb::ReadableTableMetadata;
use std::net::Ipv4Addr;

const CLIENT: IpAddr = IpAddr::V4(Ipv4Addr::LOCALHOST);

fn auth(settings: Settings) -> (tempfile::TempDir, Auth) {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::open(&dir.path().join("t.redb")).expect("store");
    let auth = Auth::new(Arc::new(store), &settings).expect("auth");
    (dir, auth)
}

#[tokio::test]
async fn login_verify_logout() {
    let (_dir, auth) = auth(Settings::default());
    auth.create_admin("Admin@Example.org", "secret password")
        .unwrap();
    let token = auth
        .login(" admin@example.ORG ", "secret password", CLIENT)
        .await
        .unwrap()
        .token;
    assert_eq!(URL_SAFE_NO_PAD.decode(&token).unwrap().len(), 32);
    auth.verify(&token).unwrap();
    auth.logout(&token).unwrap();
    assert!(matches!(auth.verify(&token), Err(AuthError::InvalidToken)));
    assert!(matches!(auth.logout(&token), Err(AuthError::InvalidToken)));
    assert!(matches!(
        auth.verify("garbage"),
        Err(AuthError::InvalidToken)
    ));
    assert!(matches!(
        auth.login("admin@example.org", "wrong password", CLIENT)
            .await,
        Err(AuthError::InvalidCredentials)
    ));
    assert!(matches!(
        auth.login("nobody@example.org", "secret password", CLIENT)
            .await,
        Err(AuthError::InvalidCredentials)
    ));
}

#[tokio::test]
async fn sessions_expire() {
    let (_dir, auth) = auth(Settings {
        session_ttl: Duration::from_millis(300),
        ..Settings::default()
    });
    auth.create_admin("a@example.org", "secret password")
        .unwrap();
    let token = auth
        .login("a@example.org", "secret password", CLIENT)
        .await
        .unwrap()
        .token;
    auth.verify(&token).unwrap();
    tokio::time::sleep(Duration::from_millis(400)).await;
    assert!(matches!(auth.verify(&token), Err(AuthError::InvalidToken)));
    // The expired session was removed when it was met.
    let txn = auth.store.database().begin_read().unwrap();
    assert_eq!(txn.open_table(SESSIONS).unwrap().len().unwrap(), 0);
}

#[tokio::test]
async fn throttles_and_reports_when_to_retry() {
    let (_dir, auth) = auth(Settings {
        login_max_failures: 2,
        ..Settings::default()
    });
    auth.create_admin("a@example.org", "secret password")
        .unwrap();
    for _ in 0..2 {
        assert!(matches!(
            auth.login("a@example.org", "nope nope", CLIENT).await,
            Err(AuthError::InvalidCredentials)
        ));
    }
    // Even the right password is refused while throttled.
    match auth.login("a@example.org", "secret password", CLIENT).await {
        Err(AuthError::Throttled { retry_after_secs }) => {
            assert!((1..=900).contains(&retry_after_secs))
        }
        other => panic!("expected Throttled, got {other:?}"),
    }
}

#[tokio::test]
async fn set_password_replaces_it_and_ends_sessions() {
    let (_dir, auth) = auth(Settings::default());
    auth.create_admin("a@example.org", "first password")
        .unwrap();
    let token = auth
        .login("a@example.org", "first password", CLIENT)
        .await
        .unwrap()
        .token;
    auth.set_password("A@example.org", "second password")
        .unwrap();
    assert!(matches!(auth.verify(&token), Err(AuthError::InvalidToken)));
    assert!(
        auth.login("a@example.org", "first password", CLIENT)
            .await
            .is_err()
    );
    assert!(
        auth.login("a@example.org", "second password", CLIENT)
            .await
            .is_ok()
    );
    assert!(matches!(
        auth.set_password("b@example.org", "whatever password"),
        Err(AuthError::UnknownAdmin(_))
    ));
}

#[test]
fn admins_are_unique_checked_and_listed() {
    let (_dir, auth) = auth(Settings::default());
    assert!(!auth.has_admins().unwrap());
    auth.create_admin("b@example.org", "secret password")
        .unwrap();
    auth.create_admin("a@example.org", "secret password")
        .unwrap();
    assert!(matches!(
        auth.create_admin("A@EXAMPLE.ORG", "other password"),
        Err(AuthError::AdminExists(_))
    ));
    assert!(matches!(
        auth.create_admin("not-an-email", "secret password"),
        Err(AuthError::InvalidEmail(_))
    ));
    assert!(matches!(
        auth.create_admin("c@example.org", "short"),
        Err(AuthError::WeakPassword(_))
    ));
    let emails: Vec<String> = auth
        .list_admins()
        .unwrap()
        .into_iter()
        .map(|a| a.email)
        .collect();
    assert_eq!(emails, ["a@example.org", "b@example.org"]);
    assert!(auth.has_admins().unwrap());
}
