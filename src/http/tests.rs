use super::*;

#[test]
fn upload_paths() {
    assert_eq!(
        parse_upload_path("/uploads/banner/12-abcdef.png"),
        Some(("banner".into(), 12, "abcdef".into(), "png".into()))
    );
    assert_eq!(parse_upload_path("/uploads/banner/x-abcdef.png"), None);
    assert_eq!(parse_upload_path("/uploads/banner"), None);
}

#[test]
fn limits() {
    let files = FileLimits::from([(
        "/oshec/api/document/manage".to_string(),
        (26 * 1024 * 1024, "big".to_string()),
    )]);
    assert_eq!(
        body_limit(&Method::POST, "/oshec/api/banner/manage", &files),
        MANAGE_BODY_LIMIT
    );
    assert_eq!(
        body_limit(&Method::POST, "/oshec/api/document/manage", &files),
        26 * 1024 * 1024
    );
    assert_eq!(
        body_limit(&Method::POST, "/oshec/api/banner/getBannerById", &files),
        SMALL_BODY_LIMIT
    );
}
