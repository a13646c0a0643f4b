//! The table of calls, gathered from the areas in the order the document was always written.
//! Each row (`call.rs`) is a path, who may make it, its description (which carries the
//! method) and its handler; each area keeps its rows beside its handlers. The router
//! ([`super::OshecApi`]'s `add_routes`) and the document (`meta`, served at `/openapi.json`)
//! are both made from [`all`], so a call cannot be served without its description, nor
//! described without being served, nor guarded otherwise than its description says
//! (docs/architecture.md).
use poem_openapi::registry::{MetaPath, Registry};

use super::call::Call;
use super::{account, backups, content, feedback, health, sign_in, site, workflow};

/// Every call of the API.
pub fn all() -> Vec<Call> {
    let mut calls = sign_in::calls();
    calls.extend(account::calls());
    calls.extend(content::calls());
    calls.extend(feedback::calls());
    calls.extend(workflow::calls());
    calls.extend(backups::calls());
    calls.extend(site::calls());
    calls.extend(health::calls());
    calls
}

/// Registers the types every call's body and answer are made of.
pub fn register(registry: &mut Registry) {
    for call in all() {
        call.register(registry);
    }
}

/// The document's paths: the operations of one path (GET and POST /workflow/preview) are
/// one entry.
pub fn paths(calls: Vec<Call>) -> Vec<MetaPath> {
    let mut paths: Vec<MetaPath> = Vec::new();
    for call in calls {
        let path = call.path.clone();
        let operation = call.operation();
        match paths.iter_mut().find(|p| p.path == path) {
            Some(same) => same.operations.push(operation),
            None => paths.push(MetaPath {
                path,
                operations: vec![operation],
            }),
        }
    }
    paths
}
