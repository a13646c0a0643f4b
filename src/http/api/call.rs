//! One call of the API, and the one wrapper every call runs in.
//!
//! A row ([`Call`]) is the call's path, who may make it ([`Access`]), its description for
//! `/openapi.json` ([`Op`], which carries the method, the request and the failures of its
//! own) and its handler. The wrapper reads a small body first, checks the sign-in and the
//! role as the access says, runs the handler and turns its failure into the envelope
//! (`error.rs`). The document's 401, 403 and security requirement are written from the same
//! access, so what a call enforces and what the document says of it cannot drift apart. The
//! rows are gathered in `calls.rs`.
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use poem::endpoint::BoxEndpoint;
use poem::http::Method;
use poem::{Request, RequestBody, Response};
use poem_openapi::registry::MetaOperation;

use super::caller::{Caller, Deed, signed_in};
use super::doc::Op;
use super::error::{ApiError, sign_in_first};
use super::form::{bearer, read_small_body_first};
use super::state::ApiState;

/// Who may make a call. Checked before the handler runs; the document's security
/// requirement, 401 and 403 are written from it.
#[derive(Clone, Copy)]
pub enum Access {
    /// Anyone; a token is not read.
    Anonymous,
    /// Anyone; a token, when one is sent, must be valid (401 otherwise) and widens the answer
    /// (the content lists).
    TokenOptional,
    /// Any signed-in account.
    SignedIn,
    /// Approvers and administrators; others get 403 naming the deed.
    Moderators(Deed),
    /// Administrators; others get 403 naming the deed.
    Administrators(Deed),
}

impl Access {
    /// Whether the call reads a token: then it can answer 401 and 403.
    pub fn takes_token(self) -> bool {
        !matches!(self, Access::Anonymous)
    }

    /// The caller, once the access lets them in: `None` for a call that needs no token and
    /// was sent none.
    async fn admit(self, state: &ApiState, req: &Request) -> Result<Option<Caller>, ApiError> {
        let needed = match self {
            Access::Anonymous => return Ok(None),
            Access::TokenOptional if bearer(req).is_none() => return Ok(None),
            other => other,
        };
        let caller = signed_in(state, req).await?;
        match needed {
            Access::Moderators(deed) => caller.must_moderate(deed)?,
            Access::Administrators(deed) => caller.must_administer(deed)?,
            _ => {}
        }
        Ok(Some(caller))
    }
}

/// What a handler is given: the state, the request, its body and, when the access asks for
/// a token, the caller it admitted.
pub struct Ctx {
    pub state: Arc<ApiState>,
    pub req: Request,
    pub body: RequestBody,
    pub caller: Option<Caller>,
}

impl Ctx {
    /// The parts of a call whose access needs a signed-in caller.
    pub fn signed(self) -> Result<(Arc<ApiState>, Caller, Request, RequestBody), ApiError> {
        let caller = self
            .caller
            .ok_or_else(|| ApiError::Unauthorized(sign_in_first()))?;
        Ok((self.state, caller, self.req, self.body))
    }
}

type Answer = Pin<Box<dyn Future<Output = Result<Response, ApiError>> + Send>>;
type Handler = Arc<dyn Fn(Ctx) -> Answer + Send + Sync>;

/// One call: where it is, who may make it, what the document says of it, and what answers it.
pub struct Call {
    pub path: String,
    pub operation: MetaOperation,
    access: Access,
    handler: Handler,
}

impl Call {
    /// A row; the method is the description's.
    pub fn new<F, Fut>(path: impl Into<String>, access: Access, op: Op, handler: F) -> Call
    where
        F: Fn(Ctx) -> Fut + Send + Sync + 'static,
        Fut: Future<Output = Result<Response, ApiError>> + Send + 'static,
    {
        Call {
            path: path.into(),
            operation: op.build(access),
            access,
            handler: Arc::new(move |ctx| Box::pin(handler(ctx))),
        }
    }

    pub fn method(&self) -> Method {
        self.operation.method.clone()
    }

    /// The route endpoint: every outcome, failure included, is a response. A small body is
    /// read before anything else (`read_small_body_first`), then the access is checked.
    pub fn endpoint(&self, state: Arc<ApiState>) -> BoxEndpoint<'static> {
        let handler = self.handler.clone();
        let access = self.access;
        super::endpoint(move |req, body| {
            let handler = handler.clone();
            let state = state.clone();
            async move {
                let body = read_small_body_first(&req, body).await?;
                let caller = access.admit(&state, &req).await?;
                handler(Ctx {
                    state,
                    req,
                    body,
                    caller,
                })
                .await
            }
        })
    }
}
