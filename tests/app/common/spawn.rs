//! The application spawned per test: a fresh store served on a free port, with the settings or
//! clock a test asks for.

use super::*;

pub struct TestApp {
    pub base: String,
    pub client: reqwest::Client,
    pub content: Arc<Content>,
    pub auth: Arc<Auth>,
    _dir: tempfile::TempDir,
}

/// Opens a fresh store, builds Auth/Content and the real endpoint, serves it on a free port.
pub async fn spawn_app() -> TestApp {
    spawn_app_in(tempfile::tempdir().expect("temporary directory")).await
}

/// As [`spawn_app`], on `dir/oshec.redb` as it is (a copy of an older release's file, say).
pub async fn spawn_app_in(dir: tempfile::TempDir) -> TestApp {
    spawn_app_with(dir, None, oshec::content::DEFAULT_MAX_DOCUMENT_MB).await
}

/// As [`spawn_app`], with schedules read against `clock` (minutes since the epoch).
pub async fn spawn_app_with_clock(clock: oshec::content::Clock) -> TestApp {
    spawn_app_with(
        tempfile::tempdir().expect("temporary directory"),
        Some(clock),
        oshec::content::DEFAULT_MAX_DOCUMENT_MB,
    )
    .await
}

/// [`spawn_app`] with the `max_document_mb` setting at `mb`.
pub async fn spawn_app_with_document_mb(mb: u64) -> TestApp {
    spawn_app_with(tempfile::tempdir().expect("temporary directory"), None, mb).await
}

async fn spawn_app_with(
    dir: tempfile::TempDir,
    clock: Option<oshec::content::Clock>,
    mb: u64,
) -> TestApp {
    let settings = Settings {
        max_document_mb: mb,
        ..Settings::default()
    };
    let store = Arc::new(Store::open(&dir.path().join("oshec.redb")).expect("store opens"));
    serve_store(dir, store, clock, settings).await
}

/// [`spawn_app`] with these settings (HSTS, allow-list, proxies and the like).
pub async fn spawn_app_with_settings(settings: Settings) -> TestApp {
    let dir = tempfile::tempdir().expect("temporary directory");
    let store = Arc::new(Store::open(&dir.path().join("oshec.redb")).expect("store opens"));
    serve_store(dir, store, None, settings).await
}

/// [`spawn_app`] with these settings and schedules read against `clock`.
pub async fn spawn_app_with_settings_and_clock(
    settings: Settings,
    clock: oshec::content::Clock,
) -> TestApp {
    let dir = tempfile::tempdir().expect("temporary directory");
    let store = Arc::new(Store::open(&dir.path().join("oshec.redb")).expect("store opens"));
    serve_store(dir, store, Some(clock), settings).await
}

/// The app on a store the test prepared (for instance with records of an earlier release).
pub async fn spawn_app_on(dir: tempfile::TempDir, store: Arc<Store>) -> TestApp {
    serve_store(dir, store, None, Settings::default()).await
}

async fn serve_store(
    dir: tempfile::TempDir,
    store: Arc<Store>,
    clock: Option<oshec::content::Clock>,
    settings: Settings,
) -> TestApp {
    let mb = settings.max_document_mb;
    let auth = Arc::new(Auth::new(store.clone(), &settings).expect("auth"));
    let content = Arc::new(
        match clock {
            Some(clock) => Content::with_clock(store, clock).expect("content"),
            None => Content::new(store).expect("content"),
        }
        .with_max_document_mb(mb)
        .with_revisions_keep(settings.revisions_keep),
    );
    let backups = Arc::new(oshec::backup::Backups::new(content.store().clone()));
    let endpoint =
        oshec::http::app::endpoint(content.clone(), auth.clone(), &settings, backups).expect("app");
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = listener.local_addr().expect("address");
    let acceptor = TcpAcceptor::from_tokio(listener).expect("acceptor");
    tokio::spawn(poem::Server::new_with_acceptor(acceptor).run(endpoint));
    // The binary's one TLS provider (ring), which reqwest needs installed before a client.
    let _ = rustls::crypto::ring::default_provider().install_default();
    let client = reqwest::Client::builder()
        .no_proxy()
        .build()
        .expect("client");
    TestApp {
        base: format!("http://{addr}"),
        client,
        content,
        auth,
        _dir: dir,
    }
}

impl TestApp {
    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.base, path)
    }

    pub fn api(&self, path: &str) -> String {
        format!("{}/oshec/api{}", self.base, path)
    }
}
