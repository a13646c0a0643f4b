//! Assembles the whole HTTP application.
use std::sync::Arc;

use poem::{EndpointExt, Route};

use crate::api;
use crate::auth::Auth;
use crate::backup::Backups;
use crate::config::Settings;
use crate::content::Content;
use crate::web::{Site, StaticFiles};

/// The complete endpoint: `/oshec/api/*`, `/uploads/*`, `/healthz`, the embedded UI,
/// security headers, compression and body limits.
pub fn endpoint(
    content: Arc<Content>,
    auth: Arc<Auth>,
    settings: &Settings,
    backups: Arc<Backups>,
) -> poem::endpoint::BoxEndpoint<'static> {
    let service = api::service(content.clone(), auth, settings, backups);
    let docs = service.swagger_ui();
    let spec = api::spec_endpoint(&service);
    let api = Route::new().nest(
        api::PREFIX,
        Route::new()
            .at("/openapi.json", spec)
            .nest("/docs", docs)
            .nest("/", service),
    );
    // Read and check the home page shell now, so a broken one is reported at start-up.
    let _ = crate::home::shell();
    let files = Arc::new(StaticFiles::default());
    if !cfg!(debug_assertions) {
        files.warm();
    }
    Site::new(api, content, files)
        .with_edge(crate::edge::Edge::new(settings))
        .boxed()
}
