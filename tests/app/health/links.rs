//! The link check against local servers: broken links and paths, and never an internal address,
//! not even behind a redirect.

use super::*;

/// A local web server answering every request with `answer(path)` (status line and headers)
/// after `delay`.
async fn server(delay: Duration, answer: fn(&str) -> String) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = listener.local_addr().expect("address");
    tokio::spawn(async move {
        loop {
            let Ok((mut socket, _)) = listener.accept().await else {
                return;
            };
            tokio::spawn(async move {
                let mut buf = vec![0u8; 4096];
                let n = socket.read(&mut buf).await.unwrap_or(0);
                let head = String::from_utf8_lossy(&buf[..n]).to_string();
                let path = head.split_whitespace().nth(1).unwrap_or("/").to_string();
                tokio::time::sleep(delay).await;
                let reply = format!(
                    "{}content-length: 0\r\nconnection: close\r\n\r\n",
                    answer(&path)
                );
                let _ = socket.write_all(reply.as_bytes()).await;
            });
        }
    });
    format!("http://{addr}")
}

#[tokio::test]
async fn links_are_broken_after_two_failed_checks_and_paths_after_one() {
    // The test's servers listen on 127.0.0.1, an internal address: allowed by name.
    let settings = Settings {
        link_timeout: Duration::from_millis(800),
        link_check_allow: vec!["127.0.0.1".into()],
        ..Settings::default()
    };
    let app = common::spawn_app_with_settings(settings).await;
    let token = app.admin_token().await;
    let missing = server(Duration::ZERO, |_| "HTTP/1.1 404 Not Found\r\n".into()).await;
    let slow = server(Duration::from_secs(3), |_| "HTTP/1.1 200 OK\r\n".into()).await;
    let moved = server(Duration::ZERO, |path| match path {
        "/moved" => "HTTP/1.1 301 Moved Permanently\r\nlocation: /ok\r\n".into(),
        "/gone" => "HTTP/1.1 301 Moved Permanently\r\nlocation: /missing\r\n".into(),
        "/ok" => "HTTP/1.1 200 OK\r\n".into(),
        _ => "HTTP/1.1 404 Not Found\r\n".into(),
    })
    .await;
    let dead = save(
        &app,
        NOTICES,
        notice(&format!("{missing}/circular")),
        None,
        &token,
    )
    .await;
    let late = save(
        &app,
        NOTICES,
        notice(&format!("{slow}/notice")),
        None,
        &token,
    )
    .await;
    let fine = save(
        &app,
        NOTICES,
        notice(&format!("{moved}/moved")),
        None,
        &token,
    )
    .await;
    let gone = save(
        &app,
        NOTICES,
        notice(&format!("{moved}/gone")),
        None,
        &token,
    )
    .await;
    let internal = save(&app, NOTICES, notice("/no-such-page"), None, &token).await;
    let home = save(&app, NOTICES, notice("/about"), None, &token).await;
    let body = news(
        "Links",
        "ଲିଙ୍କ",
        &format!("Read [the circular]({missing}/in-body) and [about](/about)."),
        "ବିବରଣୀ",
    );
    let article = save(&app, NEWS, body, None, &token).await;

    let first = check(&app, &token).await;
    let broken = |data: &Value, entity: &str, id: u64| about(data, "brokenLinks", entity, id).len();
    // A path on this site is broken at once; other addresses need a second failure.
    assert_eq!(broken(&first, NOTICES, internal), 1, "{first}");
    let found = about(&first, "brokenLinks", NOTICES, internal);
    assert_eq!(found[0]["status"], json!(404));
    assert_eq!(found[0]["field"], json!("announceLinkPath"));
    for id in [dead, late, gone, fine, home] {
        assert_eq!(broken(&first, NOTICES, id), 0, "{id}: {first}");
    }

    let second = check(&app, &token).await;
    let found = about(&second, "brokenLinks", NOTICES, dead);
    assert_eq!(found.len(), 1, "{second}");
    assert_eq!(found[0]["status"], json!(404));
    assert_eq!(found[0]["url"], json!(format!("{missing}/circular")));
    let found = about(&second, "brokenLinks", NOTICES, late);
    assert_eq!(found.len(), 1, "{second}");
    assert!(
        found[0]["error"]
            .as_str()
            .unwrap_or("")
            .contains("did not answer"),
        "{second}"
    );
    let found = about(&second, "brokenLinks", NOTICES, gone);
    assert_eq!(found.len(), 1, "{second}");
    assert_eq!(found[0]["redirectedTo"], json!(format!("{moved}/missing")));
    assert_eq!(
        broken(&second, NOTICES, fine),
        0,
        "a redirect to a page that works"
    );
    assert_eq!(broken(&second, NOTICES, home), 0);
    let found = about(&second, "brokenLinks", NEWS, article);
    assert_eq!(
        found.len(),
        1,
        "only the external link in the body: {second}"
    );
    assert_eq!(found[0]["field"], json!("newsBodyEn"));

    // Fixing the link takes it off the report at once.
    let mut fields = notice("/about");
    fields[crate::common::wire(NOTICES).id_field] = json!(dead);
    save(&app, NOTICES, fields, None, &token).await;
    assert_eq!(broken(&report(&app, &token).await, NOTICES, dead), 0);
}

/// A listener that counts the connections made to it and answers none.
async fn guarded() -> (u16, Arc<AtomicUsize>) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let port = listener.local_addr().expect("address").port();
    let seen = Arc::new(AtomicUsize::new(0));
    let count = Arc::clone(&seen);
    tokio::spawn(async move {
        while let Ok((socket, _)) = listener.accept().await {
            count.fetch_add(1, Ordering::SeqCst);
            drop(socket);
        }
    });
    (port, seen)
}

/// A web server on 127.0.0.2 that redirects `/to/N` to `targets[N]` and answers 200 to
/// anything else.
async fn redirector(targets: Vec<String>) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.2:0")
        .await
        .expect("bind 127.0.0.2");
    let addr = listener.local_addr().expect("address");
    let targets = Arc::new(targets);
    tokio::spawn(async move {
        while let Ok((mut socket, _)) = listener.accept().await {
            let targets = Arc::clone(&targets);
            tokio::spawn(async move {
                let mut buf = vec![0u8; 4096];
                let n = socket.read(&mut buf).await.unwrap_or(0);
                let head = String::from_utf8_lossy(&buf[..n]).to_string();
                let path = head.split_whitespace().nth(1).unwrap_or("/").to_string();
                let target = path
                    .strip_prefix("/to/")
                    .and_then(|n| n.parse::<usize>().ok())
                    .and_then(|n| targets.get(n));
                let status = match target {
                    Some(to) => format!("HTTP/1.1 302 Found\r\nlocation: {to}\r\n"),
                    None => "HTTP/1.1 200 OK\r\n".to_string(),
                };
                let reply = format!("{status}content-length: 0\r\nconnection: close\r\n\r\n");
                let _ = socket.write_all(reply.as_bytes()).await;
            });
        }
    });
    format!("http://{addr}")
}

#[tokio::test]
async fn the_link_check_never_asks_an_internal_address() {
    let (port, seen) = guarded().await;
    let internal: Vec<String> = [
        "127.1",
        "2130706433",
        "0x7f000001",
        "[::ffff:127.0.0.1]",
        "0.0.0.0",
        "localhost",
        "127.0.0.1",
        "[::1]",
    ]
    .iter()
    .map(|host| format!("http://{host}:{port}/metrics"))
    .chain(["http://169.254.169.254/latest/meta-data/".to_string()])
    .collect();
    let far = redirector(internal.clone()).await;
    // Only the redirecting server is allowed, by its address; what it redirects to is not.
    let settings = Settings {
        link_timeout: Duration::from_millis(800),
        link_check_allow: vec!["127.0.0.2".into()],
        ..Settings::default()
    };
    let app = common::spawn_app_with_settings(settings).await;
    let token = app.admin_token().await;
    let redirects: Vec<String> = (0..internal.len())
        .map(|n| format!("{far}/to/{n}"))
        .collect();
    let body: String = internal
        .iter()
        .chain(&redirects)
        .chain([&format!("{far}/fine")])
        .enumerate()
        .map(|(i, url)| format!("[link {i}]({url}) "))
        .collect();
    let article = save(
        &app,
        NEWS,
        news("Links", "ଲିଙ୍କ", &body, "ବିବରଣୀ"),
        None,
        &token,
    )
    .await;

    let data = check(&app, &token).await;
    let found = about(&data, "brokenLinks", NEWS, article);
    let finding = |url: &str| {
        found
            .iter()
            .find(|f| f["url"] == json!(url))
            .unwrap_or_else(|| panic!("no finding for {url}: {data}"))
    };
    for url in &internal {
        let f = finding(url);
        assert_eq!(f["error"], json!("not checked: internal address"), "{f}");
        assert!(f.get("status").is_none(), "{f}");
    }
    for (n, url) in redirects.iter().enumerate() {
        let f = finding(url);
        assert_eq!(f["error"], json!("not checked: internal address"), "{f}");
        assert_eq!(
            f["redirectedTo"].as_str().map(|u| u.trim_end_matches('/')),
            Some(normalized(&internal[n]).trim_end_matches('/')),
            "{f}"
        );
    }
    assert_eq!(
        found.len(),
        internal.len() * 2,
        "the allowed link works: {data}"
    );
    assert_eq!(
        seen.load(Ordering::SeqCst),
        0,
        "the internal listener was asked"
    );
}

/// An address as the URL parser writes it (`127.1` is `127.0.0.1`).
fn normalized(url: &str) -> String {
    reqwest::Url::parse(url).expect("address").to_string()
}
