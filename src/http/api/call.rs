//! One call of the API: its path, its OpenAPI operation (which carries the method) and its
//! handler. The rows are in `calls.rs`.
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use poem::endpoint::BoxEndpoint;
use poem::http::Method;
use poem::{Request, RequestBody, Response};
use poem_openapi::registry::MetaOperation;

use super::error::ApiError;
use super::form::read_small_body_first;
use super::handlers::ApiState;

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

    /// The route endpoint: every outcome, failure included, is a response. A small body is
    /// read before the handler runs (`read_small_body_first`).
    pub fn endpoint(&self, state: Arc<ApiState>) -> BoxEndpoint<'static> {
        let handler = self.handler.clone();
        super::endpoint(move |req, body| {
            let handler = handler.clone();
            let state = state.clone();
            async move {
                let body = read_small_body_first(&req, body).await?;
                handler(state, req, body).await
            }
        })
    }
}
