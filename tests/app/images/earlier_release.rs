//! Photos of an earlier release: variants made and metadata removed after an upgrade, old variants
//! served at once while the new ones are made.

use super::*;

/// A record as the previous release wrote it (same bincode layout as the content service's).
#[derive(serde::Serialize)]
struct OldRecord {
    active: bool,
    fields: BTreeMap<String, String>,
    image: Option<OldImage>,
}

#[derive(serde::Serialize)]
struct OldImage {
    hash: String,
    png: bool,
}

#[tokio::test]
async fn images_of_an_earlier_release_get_variants_and_lose_their_metadata() {
    let dir = tempfile::tempdir().expect("dir");
    let store = Arc::new(Store::open(&dir.path().join("oshec.redb")).expect("store"));
    let photo = phone_jpeg(1600, 1200, 1);
    let mut fields = BTreeMap::new();
    fields.insert("bannerTitleEn".to_string(), "Old banner".to_string());
    let record = OldRecord {
        active: true,
        fields,
        image: Some(OldImage {
            hash: "0123456789abcdef".into(),
            png: false,
        }),
    };
    for _ in 0..2 {
        store
            .insert("banner", &record, Some(&photo))
            .expect("insert");
    }
    let app = spawn_app_on(dir, store.clone()).await;
    let w = wire("banner");
    let items = app.list_items(&w, None).await;
    assert_eq!(items.len(), 2);
    assert_eq!(items[0]["bannerTitleEn"], "Old banner");

    // The first on request (made now, if the start-up pass has not reached it yet).
    let url = items[0]["bannerImagePath"]
        .as_str()
        .expect("path")
        .to_string();
    assert_eq!(url, "/uploads/banner/1-0123456789abcdef.jpg");
    let resp = fetch(&app, &format!("{url}/480.webp")).await;
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(resp.headers()["content-type"], "image/webp");
    let bytes = resp.bytes().await.expect("bytes");
    assert_eq!(size_of(&bytes), (480, 360));
    let original = fetch(&app, &url).await.bytes().await.expect("bytes");
    assert_clean("the old original", &original);
    let token = app.admin_token().await;
    let detail = json_of(app.get_by_id(&w, 1, Some(&token)).await).await;
    let encoded = STANDARD
        .decode(detail["data"]["encodedBanner"].as_str().expect("base64"))
        .expect("base64");
    assert_clean("the old detail's base64", &encoded);

    // The second by the start-up pass, without any request for it.
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let made = table::made(store.database(), "banner", 2, "0123456789abcdef").expect("read");
        if made == Some(Made::Ok) {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the start-up pass made no variants"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let stored = table::get(store.database(), "banner", 2, "0123456789abcdef", "960.jpg")
        .expect("read")
        .expect("variant stored");
    assert_eq!(size_of(&stored), (960, 720));
    assert_clean("a variant made at start-up", &stored);
}

/// A database whose photos have the variants of release 2 (480, 960 and 1600 px, "ok"):
/// after the upgrade it answers at once, from the variants it has, while the start-up pass
/// makes the new set (held back here until the answers are checked), and then serves the
/// new set.
#[tokio::test]
async fn an_upgraded_database_serves_its_old_variants_at_once_and_gains_the_new_ones() {
    let dir = tempfile::tempdir().expect("dir");
    let store = Arc::new(Store::open(&dir.path().join("oshec.redb")).expect("store"));
    let hash = "00112233445566aa";
    let mut fields = BTreeMap::new();
    fields.insert(
        "bannerTitleEn".to_string(),
        "Banner of release 2".to_string(),
    );
    let record = OldRecord {
        active: true,
        fields,
        image: Some(OldImage {
            hash: hash.into(),
            png: false,
        }),
    };
    store
        .insert(
            "banner",
            &record,
            Some(&encode_jpeg(&picture(2400, 1800), 90)),
        )
        .expect("insert");
    // Release 2's set: WebP and JPEG at 480, 960 and 1600 px, marked "ok" (version 1).
    let mut old = Vec::new();
    for w in [480u32, 960, 1600] {
        let image = picture(w, w * 3 / 4);
        let webp = webp::Encoder::from_rgb(image.as_raw(), w, w * 3 / 4)
            .encode(75.0)
            .to_vec();
        old.push(oshec::files::Variant {
            name: format!("{w}.webp"),
            bytes: webp,
        });
        old.push(oshec::files::Variant {
            name: format!("{w}.jpg"),
            bytes: encode_jpeg(&image, 80),
        });
    }
    let old_bytes = |name: &str| {
        old.iter()
            .find(|v| v.name == name)
            .map(|v| v.bytes.clone())
            .expect("an old variant")
    };
    table::put(store.database(), "banner", 1, hash, &old, Made::Older(1)).expect("old set");

    // Nothing can make variants until the answers below are checked: had any of them waited
    // for a photo to be decoded, it would never come.
    let (held_tx, held_rx) = std::sync::mpsc::channel();
    let (free_tx, free_rx) = std::sync::mpsc::channel::<()>();
    let holder = std::thread::spawn(move || {
        oshec::files::one_at_a_time(|| {
            held_tx.send(()).ok();
            free_rx.recv().ok();
        })
    });
    held_rx.recv().expect("the variant maker is held");

    let app = spawn_app_on(dir, store.clone()).await;
    let url = format!("/uploads/banner/1-{hash}.jpg");
    let get = |path: String| {
        let request = app.client.get(app.url(&path)).send();
        async move {
            tokio::time::timeout(Duration::from_secs(20), request)
                .await
                .unwrap_or_else(|_| panic!("{path} waited for the variants to be made"))
                .expect("request")
        }
    };
    // Names the old set has: its bytes, for good.
    for name in [
        "480.webp",
        "960.webp",
        "1600.webp",
        "480.jpg",
        "960.jpg",
        "1600.jpg",
    ] {
        let resp = get(format!("{url}/{name}")).await;
        assert_eq!(resp.status(), StatusCode::OK, "{name}");
        assert_eq!(
            resp.headers()["cache-control"],
            "public, max-age=31536000, immutable"
        );
        assert_eq!(
            resp.bytes().await.expect("bytes"),
            old_bytes(name),
            "{name}"
        );
    }
    // New widths: the nearest wider old copy, kept only a minute.
    let mut stand_in_etags = Vec::new();
    for (name, from) in [
        ("320.webp", "480.webp"),
        ("640.webp", "960.webp"),
        ("800.webp", "960.webp"),
        ("1280.webp", "1600.webp"),
    ] {
        let resp = get(format!("{url}/{name}")).await;
        assert_eq!(resp.status(), StatusCode::OK, "{name}");
        assert_eq!(resp.headers()["content-type"], "image/webp");
        assert_eq!(resp.headers()["cache-control"], "public, max-age=60");
        stand_in_etags.push(resp.headers()["etag"].to_str().expect("etag").to_string());
        assert_eq!(
            resp.bytes().await.expect("bytes"),
            old_bytes(from),
            "{name}"
        );
    }
    assert_eq!(
        table::made(store.database(), "banner", 1, hash).expect("read"),
        Some(Made::Older(1))
    );

    // Let the start-up pass run: it replaces the old set with the new one.
    free_tx.send(()).expect("free");
    holder.join().expect("holder");
    let deadline = Instant::now() + Duration::from_secs(120);
    while table::made(store.database(), "banner", 1, hash).expect("read") != Some(Made::Ok) {
        assert!(
            Instant::now() < deadline,
            "the start-up pass did not make the new set"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    for name in variant_names("jpg") {
        let resp = get(format!("{url}/{name}")).await;
        assert_eq!(resp.status(), StatusCode::OK, "{name}");
        assert_eq!(
            resp.headers()["cache-control"],
            "public, max-age=31536000, immutable",
            "{name}"
        );
        let etag = resp.headers()["etag"].to_str().expect("etag").to_string();
        assert!(!stand_in_etags.contains(&etag), "{name}");
        let width: u32 = name
            .split('.')
            .next()
            .and_then(|w| w.parse().ok())
            .expect("width");
        let bytes = resp.bytes().await.expect("bytes");
        assert_eq!(size_of(&bytes), (width, width * 3 / 4), "{name}");
    }
}
