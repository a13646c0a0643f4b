//! The table of calls: each row is a path, its OpenAPI operation (which carries the method)
//! and its handler. The router ([`super::OshecApi`]'s `add_routes`) and the document
//! (`meta`, served at `/openapi.json`) are both made from [`all`], so a call cannot be served
//! without its description, nor described without being served (docs/architecture.md).
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use poem::endpoint::BoxEndpoint;
use poem::http::Method;
use poem::{Request, RequestBody, Response};
use poem_openapi::registry::{MetaOperation, MetaPath};

use super::error::ApiError;
use super::handlers::{self, ApiState};
use super::{backups, doc, feedback, health, workflow};
use crate::content::entities::{ENTITIES, Order};

type Answer = Pin<Box<dyn Future<Output = Result<Response, ApiError>> + Send>>;
type Handler = Arc<dyn Fn(Arc<ApiState>, Request, RequestBody) -> Answer + Send + Sync>;

/// One call: where it is, what the document says of it, and what answers it.
pub struct Call {
    pub path: String,
    pub operation: MetaOperation,
    handler: Handler,
}

impl Call {
    /// A row; the method is the operation's.
    pub fn new<F, Fut>(path: impl Into<String>, operation: MetaOperation, handler: F) -> Call
    where
        F: Fn(Arc<ApiState>, Request, RequestBody) -> Fut + Send + Sync + 'static,
        Fut: Future<Output = Result<Response, ApiError>> + Send + 'static,
    {
        Call {
            path: path.into(),
            operation,
            handler: Arc::new(move |state, req, body| Box::pin(handler(state, req, body))),
        }
    }

    pub fn method(&self) -> Method {
        self.operation.method.clone()
    }

    /// The route endpoint: every outcome, failure included, is a response.
    pub fn endpoint(&self, state: Arc<ApiState>) -> BoxEndpoint<'static> {
        let handler = self.handler.clone();
        super::endpoint(move |req, body| handler(state.clone(), req, body))
    }
}

/// Every call of the API, in the order the document was always written.
pub fn all() -> Vec<Call> {
    let mut calls = doc::auth_calls();
    calls.extend(doc::account_calls());
    calls.extend(doc::security_calls());
    for entity in &ENTITIES {
        calls.extend([
            Call::new(
                entity.list_path,
                doc::list_operation(entity),
                move |s, req, _| handlers::list(s, entity, req),
            ),
            Call::new(
                entity.manage_path,
                doc::manage_operation(entity),
                move |s, req, body| handlers::manage(s, entity, req, body),
            ),
            Call::new(
                entity.get_path,
                doc::get_operation(entity),
                move |s, req, body| handlers::get_by_id(s, entity, req, body),
            ),
            Call::new(
                entity.toggle_path,
                doc::toggle_operation(entity),
                move |s, req, body| handlers::toggle(s, entity, req, body),
            ),
        ]);
        if entity.order == Order::Display {
            calls.push(Call::new(
                handlers::move_path(entity),
                doc::move_operation(entity),
                move |s, req, body| handlers::move_item(s, entity, req, body),
            ));
        }
    }
    calls.extend(feedback::calls());
    calls.extend(workflow::calls());
    calls.extend(backups::calls());
    calls.extend(doc::site_calls());
    calls.extend(health::calls());
    calls
}

/// The document's paths: the operations of one path (GET and POST /workflow/preview) are
/// one entry.
pub fn paths(calls: Vec<Call>) -> Vec<MetaPath> {
    let mut paths: Vec<MetaPath> = Vec::new();
    for call in calls {
        match paths.iter_mut().find(|p| p.path == call.path) {
            Some(same) => same.operations.push(call.operation),
            None => paths.push(MetaPath {
                path: call.path,
                operations: vec![call.operation],
            }),
        }
    }
    paths
}
