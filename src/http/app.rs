//! Assembles the whole HTTP application.
use std::sync::Arc;

use poem::{EndpointExt, Route};

use crate::auth::Auth;
use crate::backup::Backups;
use crate::config::Settings;
use crate::content::Content;
use crate::health::{Health, HealthError, HealthSettings};
use crate::http::api;
use crate::http::{Site, StaticFiles};

/// The complete endpoint: `/oshec/api/*`, `/uploads/*`, `/healthz`, the embedded UI,
/// security headers, compression and body limits.
pub fn endpoint(
    content: Arc<Content>,
    auth: Arc<Auth>,
    settings: &Settings,
    backups: Arc<Backups>,
) -> Result<poem::endpoint::BoxEndpoint<'static>, HealthError> {
    let health = Arc::new(Health::new(
        content.clone(),
        HealthSettings::from(settings),
    )?);
    Ok(endpoint_with(content, auth, health, backups, settings))
}

/// [`endpoint`] with the site health service the caller also schedules (`oshec serve`).
pub fn endpoint_with(
    content: Arc<Content>,
    auth: Arc<Auth>,
    health: Arc<Health>,
    backups: Arc<Backups>,
    settings: &Settings,
) -> poem::endpoint::BoxEndpoint<'static> {
    let (service, described) =
        api::service(content.clone(), auth, settings, backups, health.clone());
    // Swagger UI from the build's compressed copy, not poem-openapi's (docs/benchmarks.md).
    let docs = crate::http::api_docs();
    let spec = api::spec_endpoint(described);
    let api = Route::new().nest(
        api::PREFIX,
        Route::new()
            .at("/openapi.json", spec)
            .nest("/docs", docs)
            .nest("/", service),
    );
    // Read and check the home page shell now, so a broken one is reported at start-up.
    let _ = crate::http::home::shell();
    let files = Arc::new(StaticFiles::default());
    if !cfg!(debug_assertions) {
        // Once the indexes are in memory: compressing the UI at brotli's best takes a core for
        // a quarter of a second, which the first visitors' answers need more.
        let ready = Arc::clone(&content);
        files.warm(move || ready.is_ready());
    }
    let site: Arc<crate::health::Site> = Arc::new(
        Site::new(api, content, files)
            .with_edge(crate::http::edge::Edge::new(settings))
            .boxed(),
    );
    // Internal links are asked of the site itself (docs/health.md).
    health.set_site(&site);
    site.boxed()
}
