//! The database of release 4, before the typed envelope (`tests/fixtures/release4.redb`): its
//! schedules, validity and display positions, and the typed-envelope upgrade that runs once.

use super::*;

const RELEASE4: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/release4.redb");
const PASSWORD4: &str = "fixture password 4";

/// The ids `tests/fixtures/write-release4.py` printed when it wrote the fixture.
mod release4 {
    pub const PUBLISHED: u64 = 7;
    pub const DRAFT: u64 = 8;
    pub const REVIEW: u64 = 9;
    pub const RETURNED: u64 = 10;
    pub const PENDING: u64 = 11;
    pub const ARCHIVED: u64 = 12;
    pub const RESTORED: u64 = 13;
    pub const EXPIRED: u64 = 14;
    pub const VALID: u64 = 15;
    pub const SCHEDULED: u64 = 16;
    pub const FUTURE: u64 = 17;
    pub const DOCUMENT: u64 = 24;
    pub const DRAFT_DOCUMENT: u64 = 25;
    pub const EXPIRED_DOCUMENT: u64 = 26;
    pub const VALID_DOCUMENT: u64 = 27;
    pub const ENDED_NOTICE: u64 = 7;
    /// The notices as the back office listed them, after three were moved.
    pub const NOTICE_ORDER: [u64; 10] = [1, 8, 9, 10, 7, 2, 3, 4, 5, 6];
}

async fn post_step(app: &common::TestApp, path: &str, token: &str, body: &Value) {
    let resp = app
        .client
        .post(app.api(path))
        .bearer_auth(token)
        .json(body)
        .send()
        .await
        .expect("step");
    let status = resp.status();
    assert_eq!(status, StatusCode::OK, "{path}: {}", json_of(resp).await);
}

/// The release before the typed envelope kept positions, schedules and validity among an
/// item's text fields: they read as they were, in the record, the pending version and the
/// revisions, and the workflow in every state with them.
#[tokio::test]
async fn the_release_before_the_typed_envelope_opens_with_its_schedules_validity_and_order() {
    let app = open(RELEASE4).await;
    let admin = sign_in_as(&app, ADMIN, PASSWORD4).await;
    let approver = sign_in_as(&app, "approver@oshec.test", PASSWORD4).await;
    let writer = sign_in_as(&app, "writer@oshec.test", PASSWORD4).await;

    public_news_is(
        &app,
        &[
            "Fixture published A",
            "Fixture live E",
            "Fixture restored G",
            "Fixture valid N",
            "Fixture scheduled K",
        ],
        &[
            "Fixture draft B",
            "Fixture review C",
            "Fixture returned D",
            "Fixture pending E",
            "Fixture archived F",
            "Fixture expired M",
            "Fixture future L",
        ],
    )
    .await;

    // Every status, and each item's schedule and validity, as the old release answered them.
    let expect = [
        (release4::PUBLISHED, "published", ["", "", ""]),
        (release4::DRAFT, "draft", ["2026-03-01T08:00", "", ""]),
        (release4::REVIEW, "review", ["", "", ""]),
        (release4::RETURNED, "draft", ["", "", ""]),
        (release4::ARCHIVED, "archived", ["", "", ""]),
        (release4::RESTORED, "published", ["", "", ""]),
        (release4::EXPIRED, "archived", ["", "", "2021-03-31"]),
        (release4::VALID, "published", ["", "", "2099-12-31"]),
        (
            release4::SCHEDULED,
            "published",
            ["2020-01-01T09:30", "2099-12-31T23:59", ""],
        ),
        (release4::FUTURE, "published", ["2099-01-01T00:00", "", ""]),
    ];
    for (id, status, [from, until, valid]) in expect {
        let item = detail_of(&app, NEWS, id, &admin).await;
        assert_eq!(item["status"], status, "{id}: {item}");
        assert_eq!(item["showFrom"], from, "{id}: {item}");
        assert_eq!(item["showUntil"], until, "{id}: {item}");
        assert_eq!(item["validUntil"], valid, "{id}: {item}");
    }
    let returned = detail_of(&app, NEWS, release4::RETURNED, &admin).await;
    assert_eq!(returned["returnComment"], "Name the date.");

    // The pending change keeps its own schedule, validity and photo beside the live version.
    let pending = detail_of(&app, NEWS, release4::PENDING, &writer).await;
    assert_eq!(pending["status"], "draft");
    assert_eq!(pending["newsTitleEn"], "Fixture pending E", "{pending}");
    assert_eq!(pending["showFrom"], "2026-01-05T10:15");
    assert_eq!(pending["showUntil"], "2098-02-01T18:45");
    assert_eq!(pending["validUntil"], "2098-01-31");
    assert_eq!(pending["pendingUpload"], true);
    assert_eq!(pending["live"]["newsTitleEn"], "Fixture live E");
    assert_eq!(pending["live"]["showFrom"], "");
    assert_eq!(pending["live"]["validUntil"], "");
    let live_photo = bare(&pending["live"]["newsImagePath"]);
    assert_eq!(app.anonymous_status(&live_photo).await, StatusCode::OK);
    let draft = detail_of(&app, NEWS, release4::DRAFT, &writer).await;
    assert_eq!(
        app.anonymous_status(&bare(&draft["newsImagePath"])).await,
        StatusCode::NOT_FOUND
    );

    // Documents: past their validity in the archive, the others not; a draft's file hidden.
    for (id, valid, archived) in [
        (release4::EXPIRED_DOCUMENT, "2021-06-30", true),
        (release4::VALID_DOCUMENT, "2099-06-30", false),
        (release4::DOCUMENT, "", false),
    ] {
        let doc = detail_of(&app, "document", id, &admin).await;
        assert_eq!(doc["validUntil"], valid, "{doc}");
        assert_eq!(doc["archived"], archived, "{doc}");
    }
    let draft_doc = detail_of(&app, "document", release4::DRAFT_DOCUMENT, &writer).await;
    assert_eq!(
        app.anonymous_status(&bare(&draft_doc["documentPath"]))
            .await,
        StatusCode::NOT_FOUND
    );

    // The display order as the officials left it; the notice whose schedule ended is hidden.
    let notices = wire(NOTICES);
    let order: Vec<u64> = app
        .list_items(&notices, Some(&admin))
        .await
        .iter()
        .filter_map(|n| n[notices.id_field].as_u64())
        .collect();
    assert_eq!(order, release4::NOTICE_ORDER);
    let shown: Vec<u64> = app
        .list_items(&notices, None)
        .await
        .iter()
        .filter_map(|n| n[notices.id_field].as_u64())
        .collect();
    let expected: Vec<u64> = release4::NOTICE_ORDER
        .into_iter()
        .filter(|id| *id != release4::ENDED_NOTICE)
        .collect();
    assert_eq!(shown, expected);

    // Revisions keep their schedule, and their files.
    let first = revision_of(&app, NEWS, release4::SCHEDULED, 1, &admin).await;
    assert_eq!(first["data"]["showUntil"], "2097-12-31T18:00", "{first}");
    assert_eq!(first["data"]["showFrom"], "2020-01-01T09:30", "{first}");
    let revisions = revisions_of(&app, "document", release4::DOCUMENT, &admin).await;
    assert_eq!(revisions["data"].as_array().map(Vec::len), Some(2));
    let first_file = revision_of(&app, "document", release4::DOCUMENT, 1, &admin).await;
    let now = detail_of(&app, "document", release4::DOCUMENT, &admin).await;
    let old_file = bare(&first_file["data"]["documentPath"]);
    assert!(old_file.starts_with("/uploads/document/"), "{first_file}");
    assert_ne!(old_file, bare(&now["documentPath"]));

    // A restore brings the first revision's schedule back.
    post_step(
        &app,
        "/workflow/restore",
        &admin,
        &json!({"entity": NEWS, "id": release4::SCHEDULED, "revision": 1}),
    )
    .await;
    let restored = detail_of(&app, NEWS, release4::SCHEDULED, &admin).await;
    assert_eq!(restored["showUntil"], "2097-12-31T18:00", "{restored}");

    // The pending change is approved with its schedule, validity and photo.
    let body = json!({"entity": NEWS, "id": release4::PENDING});
    post_step(&app, "/workflow/submit", &writer, &body).await;
    post_step(&app, "/workflow/approve", &approver, &body).await;
    let after = detail_of(&app, NEWS, release4::PENDING, &admin).await;
    assert_eq!(after["newsTitleEn"], "Fixture pending E");
    assert_eq!(after["showUntil"], "2098-02-01T18:45");
    assert_eq!(after["validUntil"], "2098-01-31");
    assert_eq!(after["isPublic"], true);
    assert_ne!(bare(&after["newsImagePath"]), live_photo);
    assert_eq!(
        app.anonymous_status(&bare(&after["newsImagePath"])).await,
        StatusCode::OK
    );
    // Its place in the order is the one it had.
    let order_after: Vec<u64> = app
        .list_items(&notices, Some(&admin))
        .await
        .iter()
        .filter_map(|n| n[notices.id_field].as_u64())
        .collect();
    assert_eq!(order_after, release4::NOTICE_ORDER);
}

/// The release before the typed envelope is converted once, after a copy of the file as it
/// was; every record and revision is rewritten.
#[test]
fn the_typed_envelope_upgrade_keeps_a_copy_and_runs_once() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let path = dir.path().join("oshec.redb");
    std::fs::copy(RELEASE4, &path).expect("copy the fixture");
    let store = oshec::store::Store::open(&path).expect("open");
    let first = oshec::content::upgrade::to_envelopes(&store).expect("upgrade");
    let copy = first.copy.expect("a copy of the file as it was");
    assert!(copy.exists());
    assert!(first.records > 90, "every record: {}", first.records);
    assert!(first.revisions > 20, "every revision: {}", first.revisions);
    let again = oshec::content::upgrade::to_envelopes(&store).expect("again");
    assert!(again.copy.is_none() && again.records == 0, "{again:?}");
}
