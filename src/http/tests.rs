use super::*;

#[test]
fn upload_paths() {
    assert_eq!(
        parse_upload_path("/uploads/banner/12-abcdef.png"),
        Some((
            crate::entities::keys::BANNER.into(),
            12,
            "abcdef".into(),
            "png".into()
        ))
    );
    assert_eq!(parse_upload_path("/uploads/banner/x-abcdef.png"), None);
    assert_eq!(parse_upload_path("/uploads/banner"), None);
}

#[test]
fn limits() {
    let files = FileLimits::from([(
        "/oshec/api/document/manage".to_string(),
        (26 * 1024 * 1024, crate::msg!("body-too-large")),
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

#[test]
fn each_address_goes_to_the_row_that_answers_it() {
    let get = Method::GET;
    assert_eq!(answerer("/oshec/api", &get), Answerer::Api);
    assert_eq!(
        answerer(
            &format!("/oshec/api/{}/allowAll/list", crate::entities::keys::NEWS),
            &get
        ),
        Answerer::Api
    );
    assert_eq!(answerer("/oshec/apix", &get), Answerer::Page);
    assert_eq!(
        answerer("/uploads/banner/1-ab.webp", &get),
        Answerer::Upload
    );
    assert_eq!(answerer("/healthz", &get), Answerer::Health);
    assert_eq!(answerer("/feeds/news.xml", &get), Answerer::Feed);
    assert_eq!(answerer("/feeds/unknown.xml", &get), Answerer::Page);
    assert_eq!(answerer("/sitemap.xml", &get), Answerer::Sitemap);
    assert_eq!(answerer("/robots.txt", &get), Answerer::Robots);
    assert_eq!(answerer("/", &get), Answerer::Home);
    assert_eq!(answerer("/", &Method::HEAD), Answerer::Home);
    assert_eq!(answerer("/", &Method::POST), Answerer::Page);
    assert_eq!(answerer("/notices", &get), Answerer::Page);
}
