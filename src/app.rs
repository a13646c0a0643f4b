//! Assembles the whole HTTP application.
//! SKELETON (owner: server-core helper).
use std::sync::Arc;

use crate::auth::Auth;
use crate::config::Settings;
use crate::content::Content;

/// The complete endpoint: `/oshec/api/*`, `/uploads/*`, `/healthz`, the embedded UI,
/// security headers, compression and body limits.
pub fn endpoint(_content: Arc<Content>, _auth: Arc<Auth>, _settings: &Settings) -> poem::endpoint::BoxEndpoint<'static> {
    todo!("server-core helper")
}
