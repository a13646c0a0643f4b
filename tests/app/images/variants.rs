//! Variants for phones: smaller widths with type and caching, never upscaled, and uploads refused
//! that cannot be decoded or are too large in pixels.

use super::*;

#[tokio::test]
async fn a_large_photo_gets_smaller_variants_with_type_and_caching() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let w = wire("banner");
    let original = encode_jpeg(&picture(2400, 1800), 92);
    let saved = upload(&app, &w, &token, original.clone()).await;
    let url = saved["bannerImagePath"].as_str().expect("path").to_string();
    assert!(
        url.ends_with(".jpg"),
        "the historic path field is unchanged: {url}"
    );

    for name in variant_names("jpg") {
        let path = format!("{url}/{name}");
        let resp = fetch(&app, &path).await;
        assert_eq!(resp.status(), StatusCode::OK, "{path}");
        let h = resp.headers().clone();
        let webp = name.ends_with(".webp");
        assert_eq!(
            h["content-type"],
            if webp { "image/webp" } else { "image/jpeg" },
            "{path}"
        );
        assert_eq!(h["cache-control"], "public, max-age=31536000, immutable");
        assert_eq!(h["x-content-type-options"], "nosniff");
        let etag = h["etag"].to_str().expect("etag").to_string();
        let bytes = resp.bytes().await.expect("bytes");
        assert!(
            bytes.len() * 2 < original.len(),
            "{path}: {} bytes against {}",
            bytes.len(),
            original.len()
        );
        let width: u32 = name
            .split('.')
            .next()
            .and_then(|w| w.parse().ok())
            .expect("width");
        assert_eq!(size_of(&bytes), (width, width * 3 / 4), "{path}");

        let again = app
            .client
            .get(app.url(&path))
            .header("If-None-Match", &etag)
            .send()
            .await
            .expect("conditional");
        assert_eq!(again.status(), StatusCode::NOT_MODIFIED, "{path}");
        let head = app.client.head(app.url(&path)).send().await.expect("head");
        assert_eq!(head.status(), StatusCode::OK);
        assert_eq!(
            head.headers()["content-length"],
            bytes.len().to_string().as_str()
        );
    }
    // The smallest WebP is what a phone gets: a small fraction of the upload.
    let small = fetch(&app, &format!("{url}/480.webp"))
        .await
        .bytes()
        .await
        .expect("bytes");
    assert!(
        small.len() * 10 < original.len(),
        "{} of {}",
        small.len(),
        original.len()
    );

    // Only the variants named: other widths, the other format, a stale hash are 404.
    let (stem, _) = url.rsplit_once('-').expect("hash");
    for bad in [
        format!("{url}/480.png"),
        format!("{url}/500.webp"),
        format!("{url}/640.jpg"),
        format!("{url}/480"),
        format!("{url}/480.webp/x"),
        format!("{stem}-0000000000000000.jpg/480.webp"),
        url.replace(".jpg", ".png") + "/480.webp",
    ] {
        assert_eq!(
            fetch(&app, &bad).await.status(),
            StatusCode::NOT_FOUND,
            "{bad}"
        );
    }
}

#[tokio::test]
async fn a_small_image_is_never_upscaled_and_a_png_stays_png() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let w = wire(FUTURES);
    let saved = upload(&app, &w, &token, png(9)).await;
    let url = saved[w.path.expect("path field")]
        .as_str()
        .expect("path")
        .to_string();
    for name in variant_names("png") {
        let resp = fetch(&app, &format!("{url}/{name}")).await;
        assert_eq!(resp.status(), StatusCode::OK, "{name}");
        let webp = name.ends_with(".webp");
        assert_eq!(
            resp.headers()["content-type"],
            if webp { "image/webp" } else { "image/png" }
        );
        let bytes = resp.bytes().await.expect("bytes");
        assert_eq!(size_of(&bytes), (2, 2), "{name}");
    }
}

#[tokio::test]
async fn uploads_that_cannot_be_decoded_or_are_too_large_in_pixels_are_refused() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let w = wire("banner");
    let mut fields = sample(&w, "bad");
    fields[w.id_field] = Value::Null;
    let mut broken = common::jpeg(1);
    broken.truncate(40);
    let resp = app.manage(&w, &fields, Some(broken), Some(&token)).await;
    assert_eq!(
        common::expect_failure(resp, StatusCode::BAD_REQUEST).await,
        "The image could not be read. Choose a JPG or PNG photo."
    );
    // 8000×4000 of one grey compresses to a few kilobytes, but is 32 megapixels.
    let huge = image::GrayImage::from_pixel(8000, 4000, image::Luma([90]));
    let mut bytes = Cursor::new(Vec::new());
    huge.write_to(&mut bytes, image::ImageFormat::Png)
        .expect("png");
    let resp = app
        .manage(&w, &fields, Some(bytes.into_inner()), Some(&token))
        .await;
    assert!(
        common::expect_failure(resp, StatusCode::BAD_REQUEST)
            .await
            .starts_with("The image has too many pixels"),
    );
    assert!(app.list_items(&w, None).await.is_empty());
}
