//! One call of the API, and the one wrapper every call runs in.
//!
//! A row ([`Call`]) is the call's path, who may make it ([`Access`]), what it reads
//! ([`Input`]), its description for `/openapi.json` ([`Op`], which carries the method and the
//! failures of its own), the types of its JSON body and answer, and its handler, which either
//! awaits or blocks (the store's commits, password hashing): a blocking one runs off the async
//! threads. The wrapper reads the body as the input says (a JSON body within its limit), checks
//! the sign-in and the role as the access says, runs the handler and turns its failure into the
//! envelope (`error.rs`). The document's 401, 403, 413, request body and answer are written
//! from the same row, so what a call enforces and what the document says of it cannot drift
//! apart. The rows are gathered in `calls.rs`.
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use bytes::Bytes;
use poem::endpoint::BoxEndpoint;
use poem::http::Method;
use poem::{Request, RequestBody, Response};
use poem_openapi::registry::{MetaOperation, Registry};
use poem_openapi::types::{ParseFromJSON, ToJSON, Type};
use serde::de::DeserializeOwned;

use super::blocking::blocking;
use super::caller::{Caller, Deed, signed_in};
use super::doc::{Op, json_request};
use super::error::{ApiError, sign_in_first};
use super::form::{bearer, body_bytes, read_small_body_first};
use super::reply::Answer;
use super::state::ApiState;
use crate::messages::{Msg, msg};

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

/// The edge's limit on the bodies of every call but uploads and the preview (`http::limits`).
pub const EDGE_SMALL: usize = crate::http::SMALL_BODY_LIMIT as usize;

/// What a call reads from its body. The document's request kind and 413 are written from it;
/// a JSON body is read by the wrapper, within its limit, before the handler runs.
#[derive(Clone, Copy)]
pub enum Input {
    /// No body: a GET, or a POST whose body (within the edge's 64 KiB) is not read.
    Nothing,
    /// JSON of at most this many bytes (413 past them).
    Json(usize),
    /// Base64 text or form fields, within the edge's 64 KiB.
    Small,
    /// A form with a file, within the edge's upload limit (7 MiB; a document, its setting).
    Upload,
}

impl Input {
    /// What the document's 413 says (the edge refuses a body past its limit on every call,
    /// one that reads none included).
    pub fn too_large(self) -> String {
        let accepts = |max: usize| {
            let size = if max >= 1024 * 1024 && max.is_multiple_of(1024 * 1024) {
                format!("{} MiB", max / (1024 * 1024))
            } else {
                format!("{} KiB", max / 1024)
            };
            format!("The body is larger than this call accepts ({size}).")
        };
        match self {
            Input::Nothing | Input::Small => accepts(EDGE_SMALL),
            Input::Json(max) => accepts(max),
            Input::Upload => "The body is larger than 7 MiB, or the image larger than 5 MB.".into(),
        }
    }
}

/// What a handler is given: the state, the request, its body (already read when it is JSON)
/// and, when the access asks for a token, the caller it admitted.
pub struct Ctx {
    pub state: Arc<ApiState>,
    pub req: Request,
    pub body: RequestBody,
    pub caller: Option<Caller>,
    json: Option<Bytes>,
}

impl Ctx {
    /// The parts of a call whose access needs a signed-in caller.
    pub fn signed(self) -> Result<(Arc<ApiState>, Caller, Request, RequestBody), ApiError> {
        let caller = self
            .caller
            .ok_or_else(|| ApiError::Unauthorized(sign_in_first()))?;
        Ok((self.state, caller, self.req, self.body))
    }

    /// The JSON body the row's input read, as `T`; a body that is not such JSON answers 400
    /// with `expected`, which says what was.
    pub fn json<T: DeserializeOwned>(&self, expected: Msg) -> Result<T, ApiError> {
        let bytes = self.json.as_deref().unwrap_or_default();
        serde_json::from_slice(bytes).map_err(|_| ApiError::BadRequest(expected))
    }
}

type Answering = Pin<Box<dyn Future<Output = Result<Response, ApiError>> + Send>>;

/// A handler: one that awaits, or one that blocks and so runs on the blocking pool.
#[derive(Clone)]
enum Handler {
    Awaits(Arc<dyn Fn(Ctx) -> Answering + Send + Sync>),
    Blocks(Arc<dyn Fn(Ctx) -> Result<Response, ApiError> + Send + Sync>),
}

/// One call: where it is, who may make it, what it reads, what the document says of it, and
/// what answers it.
pub struct Call {
    pub path: String,
    op: Op,
    access: Access,
    input: Input,
    /// Registers the types of the call's JSON body and answer with the document.
    types: Vec<fn(&mut Registry)>,
    handler: Handler,
}

impl Call {
    /// A row whose handler awaits; the method is the description's.
    pub fn new<F, Fut>(path: impl Into<String>, access: Access, op: Op, handler: F) -> Call
    where
        F: Fn(Ctx) -> Fut + Send + Sync + 'static,
        Fut: Future<Output = Result<Response, ApiError>> + Send + 'static,
    {
        Call::with(
            path,
            access,
            op,
            Handler::Awaits(Arc::new(move |ctx| Box::pin(handler(ctx)))),
        )
    }

    /// A row whose handler blocks (the store, the disk): the wrapper runs it on the blocking
    /// pool.
    pub fn blocking<F>(path: impl Into<String>, access: Access, op: Op, handler: F) -> Call
    where
        F: Fn(Ctx) -> Result<Response, ApiError> + Send + Sync + 'static,
    {
        Call::with(path, access, op, Handler::Blocks(Arc::new(handler)))
    }

    fn with(path: impl Into<String>, access: Access, op: Op, handler: Handler) -> Call {
        Call {
            path: path.into(),
            op,
            access,
            input: Input::Nothing,
            types: Vec::new(),
            handler,
        }
    }

    /// What the call reads besides JSON (base64 text, a form, an upload).
    pub fn reads(mut self, input: Input) -> Call {
        self.input = input;
        self
    }

    /// The call reads JSON of type `T` within `max` bytes; the document's request body is
    /// `T`'s schema and example, with `description`.
    pub fn takes<T: Type + ParseFromJSON + ToJSON>(
        mut self,
        max: usize,
        description: &'static str,
    ) -> Call {
        self.input = Input::Json(max);
        self.op.request = Some(json_request::<T>(description));
        self.types.push(T::register);
        self
    }

    /// The call answers `{outcome: true, message, data}` with `data` of type `T`.
    pub fn answers<T: Type + ParseFromJSON + ToJSON>(mut self) -> Call {
        self.op.ok.content = super::doc::json_media(Answer::<T>::schema_ref());
        self.types.push(Answer::<T>::register);
        self
    }

    /// The call answers `T` as a whole: the envelope with fields of its own beside `data`.
    pub fn answers_whole<T: Type + ParseFromJSON + ToJSON>(mut self) -> Call {
        self.op.ok.content = super::doc::json_media(T::schema_ref());
        self.types.push(T::register);
        self
    }

    pub fn method(&self) -> Method {
        self.op.method.clone()
    }

    /// The operation the document lists: the description, with what the access and the input
    /// say.
    pub fn operation(self) -> MetaOperation {
        let too_large = self.input.too_large();
        self.op.build(self.access, too_large)
    }

    /// Registers the types the call's body and answer are made of.
    pub fn register(&self, registry: &mut Registry) {
        for register in &self.types {
            register(registry);
        }
    }

    /// The route endpoint: every outcome, failure included, is a response. A small body is
    /// read before anything else (`read_small_body_first`), then the access is checked, then
    /// a JSON body is read within its limit.
    pub fn endpoint(&self, state: Arc<ApiState>) -> BoxEndpoint<'static> {
        let handler = self.handler.clone();
        let (access, input) = (self.access, self.input);
        super::endpoint(move |req, body| {
            let handler = handler.clone();
            let state = state.clone();
            async move {
                let mut body = read_small_body_first(&req, body).await?;
                let caller = access.admit(&state, &req).await?;
                let json = match input {
                    Input::Json(max) => Some(read_within(&mut body, max).await?),
                    _ => None,
                };
                let ctx = Ctx {
                    state,
                    req,
                    body,
                    caller,
                    json,
                };
                match handler {
                    Handler::Awaits(handler) => handler(ctx).await,
                    Handler::Blocks(handler) => blocking(move || handler(ctx)).await,
                }
            }
        })
    }
}

/// The whole body, refused (413) past `max` bytes.
async fn read_within(body: &mut RequestBody, max: usize) -> Result<Bytes, ApiError> {
    let bytes = body_bytes(body, "The request").await?;
    if bytes.len() > max {
        return Err(ApiError::TooLarge(msg!("body-too-large")));
    }
    Ok(bytes)
}
