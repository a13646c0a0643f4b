//! Metadata gone from everything served, and a photo taken sideways kept upright.

use super::*;

#[tokio::test]
async fn no_metadata_in_the_original_the_detail_or_any_variant() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let w = wire(PHOTOS);
    let photo = phone_jpeg(1200, 900, 1);
    let saved = upload(&app, &w, &token, photo.clone()).await;
    let url = saved[w.path.expect("path field")]
        .as_str()
        .expect("path")
        .to_string();
    let encoded = w.encoded.expect("detail field");

    let original = fetch(&app, &url)
        .await
        .bytes()
        .await
        .expect("bytes")
        .to_vec();
    assert_clean("the original", &original);
    // Lossless: the same picture, not a re-encoded one (its scan data is kept byte for byte).
    let scan = |b: &[u8]| {
        let jpeg = Jpeg::from_bytes(Bytes::copy_from_slice(b)).expect("jpeg");
        jpeg.segments().last().map(|s| s.contents().clone())
    };
    assert_eq!(scan(&original), scan(&photo));
    assert_eq!(size_of(&original), (1200, 900));
    let jpeg = Jpeg::from_bytes(Bytes::from(original.clone())).expect("jpeg");
    assert!(jpeg.exif().is_none(), "upright photo: no EXIF at all");

    let from_manage = STANDARD
        .decode(saved[encoded].as_str().expect("base64"))
        .expect("base64");
    assert_clean("the manage answer's base64", &from_manage);
    let id = saved[w.id_field].as_u64().expect("id");
    let detail = json_of(app.get_by_id(&w, id, Some(&token)).await).await;
    let from_get = STANDARD
        .decode(detail["data"][encoded].as_str().expect("base64"))
        .expect("base64");
    assert_clean("the detail's base64", &from_get);
    assert_eq!(from_get, original);

    for name in variant_names("jpg") {
        let bytes = fetch(&app, &format!("{url}/{name}"))
            .await
            .bytes()
            .await
            .expect("bytes");
        assert_clean(&name, &bytes);
    }

    // A PNG's text and EXIF chunks go too; its pixels stay.
    let mut png_image = Png::from_bytes(Bytes::from(png(4))).expect("png");
    let at = png_image.chunks().len() - 1;
    png_image.chunks_mut().insert(
        at,
        PngChunk::new(*b"tEXt", Bytes::from_static(b"Comment\0secret-png-text")),
    );
    png_image.set_exif(Some(Bytes::from(camera_exif(1))));
    let png_bytes = png_image.encoder().bytes().to_vec();
    assert!(contains(&png_bytes, b"secret-png-text"));
    let w = wire("features");
    let saved = upload(&app, &w, &token, png_bytes).await;
    let url = saved[w.path.expect("path field")]
        .as_str()
        .expect("path")
        .to_string();
    let served = fetch(&app, &url)
        .await
        .bytes()
        .await
        .expect("bytes")
        .to_vec();
    assert_clean("the PNG original", &served);
    assert_eq!(served, png(4), "only the metadata chunks went");
    let kept = Png::from_bytes(Bytes::from(served)).expect("png");
    assert!(kept.icc_profile().is_none() && kept.exif().is_none());
}

#[tokio::test]
async fn a_photo_taken_sideways_stays_upright() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let w = wire("banner");
    // Stored 200×100 with "rotate 90°": shown 100 wide, 200 high.
    let saved = upload(&app, &w, &token, phone_jpeg(200, 100, 6)).await;
    let url = saved["bannerImagePath"].as_str().expect("path").to_string();
    let original = fetch(&app, &url)
        .await
        .bytes()
        .await
        .expect("bytes")
        .to_vec();
    assert_clean("the original", &original[..]);
    let jpeg = Jpeg::from_bytes(Bytes::from(original)).expect("jpeg");
    let exif = jpeg.exif().expect("the orientation is kept");
    assert_eq!(
        Orientation::from_exif_chunk(&exif),
        Some(Orientation::Rotate90)
    );
    assert!(
        exif.len() < 40,
        "nothing but the orientation: {} bytes",
        exif.len()
    );
    for name in ["480.webp", "480.jpg"] {
        let bytes = fetch(&app, &format!("{url}/{name}"))
            .await
            .bytes()
            .await
            .expect("bytes");
        assert_eq!(size_of(&bytes), (100, 200), "{name}");
    }
}
