//! The database of release 3 (`tests/fixtures/release3.redb`): the review workflow in every state
//! behind the gate, second-factor secrets encrypted at the first start, and the envelope upgrade
//! that keeps a copy of the file and runs once.

use super::*;

const RELEASE3: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/release3.redb");
const PASSWORD3: &str = "fixture password 3";

/// The ids `tests/fixtures/write-release3.py` printed when it wrote the fixture.
mod release3 {
    pub const PUBLISHED: u64 = 7;
    pub const DRAFT: u64 = 8;
    pub const REVIEW: u64 = 9;
    pub const RETURNED: u64 = 10;
    pub const PENDING: u64 = 11;
    pub const ARCHIVED: u64 = 12;
    pub const RESTORED: u64 = 13;
    pub const DOCUMENT: u64 = 24;
    pub const DRAFT_DOCUMENT: u64 = 25;
}

#[tokio::test]
async fn the_last_releases_workflow_opens_in_every_state_behind_the_gate() {
    let app = open(RELEASE3).await;
    let admin = sign_in_as(&app, ADMIN, PASSWORD3).await;
    let approver = sign_in_as(&app, "approver@oshec.test", PASSWORD3).await;
    let writer = sign_in_as(&app, "writer@oshec.test", PASSWORD3).await;
    sign_in_as(&app, "other@oshec.test", PASSWORD3).await;

    public_news_is(
        &app,
        &[
            "Fixture published A",
            "Fixture live E",
            "Fixture restored G",
        ],
        &[
            "Fixture draft B",
            "Fixture review C",
            "Fixture returned D",
            "Fixture pending E",
            "Fixture archived F",
            "Fixture restored G second",
        ],
    )
    .await;

    // Every status as it was, with its author's words.
    let expect = [
        (release3::PUBLISHED, "published"),
        (release3::DRAFT, "draft"),
        (release3::REVIEW, "review"),
        (release3::RETURNED, "draft"),
        (release3::PENDING, "draft"),
        (release3::ARCHIVED, "archived"),
        (release3::RESTORED, "published"),
    ];
    for (id, status) in expect {
        let item = detail_of(&app, NEWS, id, &admin).await;
        assert_eq!(item["status"], status, "{id}: {item}");
    }
    let returned = detail_of(&app, NEWS, release3::RETURNED, &admin).await;
    assert_eq!(returned["returnComment"], "Name the date.");

    // The pending change and its new photo, beside the live version; the draft's photo and
    // the draft document's file are not public.
    let pending = detail_of(&app, NEWS, release3::PENDING, &writer).await;
    assert_eq!(pending["newsTitleEn"], "Fixture pending E", "{pending}");
    assert_eq!(pending["live"]["newsTitleEn"], "Fixture live E");
    assert_eq!(pending["pendingUpload"], true);
    let live_photo = bare(&pending["live"]["newsImagePath"]);
    assert_eq!(app.anonymous_status(&live_photo).await, StatusCode::OK);
    let draft = detail_of(&app, NEWS, release3::DRAFT, &writer).await;
    assert_eq!(
        app.anonymous_status(&bare(&draft["newsImagePath"])).await,
        StatusCode::NOT_FOUND
    );
    let draft_doc = detail_of(&app, "document", release3::DRAFT_DOCUMENT, &writer).await;
    assert_eq!(
        app.anonymous_status(&bare(&draft_doc["documentPath"]))
            .await,
        StatusCode::NOT_FOUND
    );

    // Revisions read, and a replaced document's first revision names its first file.
    let revisions = revisions_of(&app, "document", release3::DOCUMENT, &admin).await;
    assert_eq!(
        revisions["data"].as_array().map(Vec::len),
        Some(2),
        "{revisions}"
    );
    let first = revision_of(&app, "document", release3::DOCUMENT, 1, &admin).await;
    let now = detail_of(&app, "document", release3::DOCUMENT, &admin).await;
    let (old_file, new_file) = (
        bare(&first["data"]["documentPath"]),
        bare(&now["documentPath"]),
    );
    assert!(old_file.starts_with("/uploads/document/"), "{first}");
    assert_ne!(old_file, new_file);

    // The workflow goes on: the pending change is submitted and approved, photo and all.
    let body = json!({"entity": NEWS, "id": release3::PENDING});
    for (path, token) in [
        ("/workflow/submit", &writer),
        ("/workflow/approve", &approver),
    ] {
        let resp = app
            .client
            .post(app.api(path))
            .bearer_auth(token)
            .json(&body)
            .send()
            .await
            .expect("step");
        assert_eq!(resp.status(), StatusCode::OK, "{path}");
    }
    let after = detail_of(&app, NEWS, release3::PENDING, &admin).await;
    assert_eq!(after["newsTitleEn"], "Fixture pending E");
    assert_eq!(after["isPublic"], true);
    assert_ne!(
        bare(&after["newsImagePath"]),
        live_photo,
        "the new photo is live"
    );
    assert_eq!(
        app.anonymous_status(&bare(&after["newsImagePath"])).await,
        StatusCode::OK
    );
}

/// A factor as the release before this one stored it: the secret in the clear.
#[derive(serde::Serialize)]
struct ClearFactor {
    secret: Vec<u8>,
    last_step: u64,
    recovery: Vec<Vec<u8>>,
    enabled_at_ms: u64,
}

#[tokio::test]
async fn second_factor_secrets_kept_in_the_clear_are_encrypted_at_the_first_start() {
    use std::sync::Arc;
    let dir = tempfile::tempdir().expect("temporary directory");
    let path = dir.path().join("oshec.redb");
    std::fs::copy(RELEASE2, &path).expect("copy the fixture");
    let raw = b"release two mfa key!".to_vec();
    let secret = totp_rs::Secret::from(raw.clone()).to_base32();
    {
        // The previous release: the account's factor written as it wrote it, and no key file.
        let store = Arc::new(oshec::store::Store::open(&path).expect("store"));
        let auth = oshec::auth::Auth::new(Arc::clone(&store), &oshec::config::Settings::default())
            .expect("auth");
        let id = auth
            .list_admins()
            .expect("accounts")
            .into_iter()
            .find(|a| a.email == ADMIN)
            .expect("the fixture's administrator")
            .id;
        let factor = ClearFactor {
            secret: raw.clone(),
            last_step: 0,
            recovery: Vec::new(),
            enabled_at_ms: 1,
        };
        let bytes =
            bincode::serde::encode_to_vec(&factor, bincode::config::standard()).expect("encode");
        let txn = store.database().begin_write().expect("write");
        txn.open_table(redb::TableDefinition::<u64, &[u8]>::new("auth_mfa"))
            .expect("table")
            .insert(id, bytes.as_slice())
            .expect("insert");
        txn.commit().expect("commit");
    }
    std::fs::remove_file(oshec::auth::key_file(&path)).expect("no key file before");

    let app = spawn_app_in(dir).await;
    // Stored encrypted now...
    let stored: Vec<Vec<u8>> = {
        use redb::{ReadableDatabase as _, ReadableTable as _};
        let txn = app.content.store().database().begin_read().expect("read");
        let table = txn
            .open_table(redb::TableDefinition::<u64, &[u8]>::new("auth_mfa"))
            .expect("table");
        table
            .iter()
            .expect("rows")
            .map(|row| row.expect("row").1.value().to_vec())
            .collect()
    };
    assert_eq!(stored.len(), 1);
    assert!(!stored[0].windows(raw.len()).any(|w| w == raw.as_slice()));
    // ...and the owner's codes keep working.
    let resp = app.login(ADMIN, "fixture password 2").await;
    assert_eq!(
        resp.status(),
        StatusCode::UNAUTHORIZED,
        "a code is asked for"
    );
    let right = crate::mfa::code(&secret, 0).await;
    let payload = json!({"userName": ADMIN, "password": "fixture password 2", "captcha": "ignore", "otp": right});
    let resp = app
        .client
        .post(app.api("/allowAll/authenticate"))
        .header("Content-Type", "text/plain")
        .body(common::b64(payload.to_string()))
        .send()
        .await
        .expect("sign-in");
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(json_of(resp).await["outcome"], json!(true));
}

/// The first start of this release converts the last release's records to envelopes after
/// copying the file as it was beside it; later starts find nothing to convert.
#[test]
fn the_envelope_upgrade_keeps_a_copy_of_the_file_as_it_was_and_runs_once() {
    use redb::ReadableDatabase as _;
    let dir = tempfile::tempdir().expect("temporary directory");
    let path = dir.path().join("oshec.redb");
    std::fs::copy(RELEASE3, &path).expect("copy the fixture");
    let store = oshec::store::Store::open(&path).expect("open");
    let first = oshec::content::upgrade::to_envelopes(&store).expect("upgrade");
    let copy = first.copy.expect("a copy of the file as it was");
    let name = copy.file_name().and_then(|n| n.to_str()).unwrap_or("");
    assert!(name.starts_with("oshec.redb.before-upgrade-"), "{name}");
    assert!(
        first.records > 20,
        "every record converted: {}",
        first.records
    );
    let tables = |db: &redb::Database| -> Vec<String> {
        let txn = db.begin_read().expect("read");
        txn.list_tables()
            .expect("tables")
            .map(|t| redb::TableHandle::name(&t).to_string())
            .collect()
    };
    let kept = redb::Database::open(&copy).expect("the copy opens");
    assert!(tables(&kept).contains(&"workflow_states".to_string()));
    assert!(!tables(store.database()).contains(&"workflow_states".to_string()));
    let again = oshec::content::upgrade::to_envelopes(&store).expect("again");
    assert!(again.copy.is_none() && again.records == 0, "{again:?}");
}
