//! One handler per kind of call, parameterised by the entity row; plus sign-in and sign-out.
use std::net::{IpAddr, Ipv4Addr};
use std::sync::Arc;

use poem::http::{HeaderValue, StatusCode, header};
use poem::{Request, RequestBody, Response};
use serde_json::{Value, json};

use super::error::{ApiError, SIGN_IN_FIRST, unreadable};
use super::form::{bearer, decode_base64, decode_base64_id, decode_base64_json, read_form};
use crate::auth::{Auth, AuthError};
use crate::content::entities::Entity;
use crate::content::{Content, ContentError, Encoding, Prepared};

pub struct ApiState {
    pub content: Arc<Content>,
    pub auth: Arc<Auth>,
}

fn json_response(status: StatusCode, body: &Value) -> Response {
    Response::builder()
        .status(status)
        .content_type("application/json")
        .header(header::CACHE_CONTROL, "no-store")
        .body(body.to_string())
}

fn ok(message: &str, data: Value) -> Response {
    json_response(
        StatusCode::OK,
        &json!({"outcome": true, "message": message, "data": data}),
    )
}

/// Runs synchronous store work off the async threads (redb commits wait for the disk).
async fn blocking<T: Send + 'static>(
    work: impl FnOnce() -> Result<T, ContentError> + Send + 'static,
) -> Result<T, ApiError> {
    tokio::task::spawn_blocking(work)
        .await
        .map_err(|e| ApiError::Internal(format!("blocking task failed: {e}")))?
        .map_err(ApiError::from)
}

async fn verify(state: &ApiState, token: String) -> Result<(), ApiError> {
    let auth = state.auth.clone();
    tokio::task::spawn_blocking(move || auth.verify(&token))
        .await
        .map_err(|e| ApiError::Internal(format!("blocking task failed: {e}")))?
        .map_err(ApiError::from)
}

/// Calls that need an administrator: no header or a bad one is 401.
async fn require_admin(state: &ApiState, req: &Request) -> Result<String, ApiError> {
    let token = bearer(req).ok_or_else(|| ApiError::Unauthorized(SIGN_IN_FIRST.into()))??;
    verify(state, token.clone()).await?;
    Ok(token)
}

/// `GET /X/allowAll/list` (DECISIONS.md §2.4): anonymous callers get the prepared active-only
/// body; a valid token gets everything; an invalid token gets 401.
pub async fn list(
    state: Arc<ApiState>,
    entity: &'static Entity,
    req: Request,
) -> Result<Response, ApiError> {
    if let Some(token) = bearer(&req) {
        verify(&state, token?).await?;
        let content = state.content.clone();
        let body = blocking(move || content.list_body(entity, true)).await?;
        let mut resp = json_response(StatusCode::OK, &body);
        resp.headers_mut().insert(
            header::VARY,
            HeaderValue::from_static("Accept-Encoding, Authorization"),
        );
        return Ok(resp);
    }
    public_list(&state.content, entity, &req)
}

fn etag_value(prepared: &Prepared, used: Encoding) -> Result<HeaderValue, ApiError> {
    HeaderValue::from_maybe_shared(prepared.etag_bytes(used))
        .map_err(|e| ApiError::Internal(format!("bad ETag: {e}")))
}

/// The anonymous answer of a list call, from bytes prepared when the entity last changed.
/// Also called by the web layer's fast path, so both routes answer byte for byte the same.
pub fn public_list(
    content: &Content,
    entity: &'static Entity,
    req: &Request,
) -> Result<Response, ApiError> {
    let prepared = content
        .public_list(entity)
        .ok_or_else(|| ApiError::Internal(format!("no prepared list for {}", entity.key)))?;
    let wanted = Encoding::negotiate(req.header(header::ACCEPT_ENCODING));
    let (bytes, used) = prepared.body(wanted);
    let mut builder = Response::builder()
        .header(header::ETAG, etag_value(&prepared, used)?)
        // Revalidate every time (an edit must show at once); a 304 costs next to nothing.
        .header(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"))
        .header(
            header::VARY,
            HeaderValue::from_static("Accept-Encoding, Authorization"),
        );
    if req
        .header(header::IF_NONE_MATCH)
        .is_some_and(|inm| prepared.matches(inm))
    {
        return Ok(builder.status(StatusCode::NOT_MODIFIED).finish());
    }
    if let Some(enc) = used.header_value() {
        builder = builder.header(header::CONTENT_ENCODING, HeaderValue::from_static(enc));
    }
    Ok(builder
        .status(StatusCode::OK)
        .header(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        )
        .body(bytes))
}

/// `POST /X/manage`: multipart form, base64 JSON field, optional file.
pub async fn manage(
    state: Arc<ApiState>,
    entity: &'static Entity,
    req: Request,
    mut body: RequestBody,
) -> Result<Response, ApiError> {
    require_admin(&state, &req).await?;
    let file_field = entity.image.as_ref().map(|i| i.file_field);
    let mut form = read_form(&req, &mut body, file_field).await?;
    let input = decode_base64_json(entity.manage_field, form.text(entity.manage_field)?)?;
    let image = form.take_file();
    let content = state.content.clone();
    let (_, saved) = blocking(move || content.manage(entity, input, image)).await?;
    Ok(ok(&format!("{} saved.", entity.title), saved))
}

/// `POST /X/getXById`: form field of base64 id text.
pub async fn get_by_id(
    state: Arc<ApiState>,
    entity: &'static Entity,
    req: Request,
    mut body: RequestBody,
) -> Result<Response, ApiError> {
    require_admin(&state, &req).await?;
    let form = read_form(&req, &mut body, None).await?;
    let id = decode_base64_id(entity.id_field, form.text(entity.id_field)?)?;
    let content = state.content.clone();
    let record = blocking(move || content.get(entity, id)).await?;
    Ok(ok(&format!("{} item {id}.", entity.title), record))
}

/// `POST /X/activeInactive…`: form field of base64 JSON `{helperId, status}`.
pub async fn toggle(
    state: Arc<ApiState>,
    entity: &'static Entity,
    req: Request,
    mut body: RequestBody,
) -> Result<Response, ApiError> {
    require_admin(&state, &req).await?;
    let form = read_form(&req, &mut body, None).await?;
    let field = entity.toggle_field;
    let payload = decode_base64_json(field, form.text(field)?)?;
    let id = match payload.get("helperId") {
        Some(Value::Number(n)) => n.as_u64(),
        Some(Value::String(s)) => s.trim().parse().ok(),
        _ => None,
    }
    .ok_or_else(|| ApiError::BadRequest(format!("{field} needs helperId, the item's id.")))?;
    let status = match payload.get("status") {
        Some(Value::Bool(b)) => Some(*b),
        Some(Value::String(s)) if s == "true" => Some(true),
        Some(Value::String(s)) if s == "false" => Some(false),
        _ => None,
    }
    .ok_or_else(|| {
        ApiError::BadRequest(format!(
            "{field} needs status, the item's current status (true or false)."
        ))
    })?;
    let content = state.content.clone();
    let now = blocking(move || content.toggle(entity, id, status)).await?;
    Ok(ok("Status updated successfully!", json!({"isActive": now})))
}

/// `POST /allowAll/authenticate`: text/plain body, base64 of `{userName, password, captcha}`.
pub async fn authenticate(
    state: Arc<ApiState>,
    req: Request,
    mut body: RequestBody,
) -> Result<Response, ApiError> {
    let text = body
        .take()
        .map_err(|e| unreadable("The request", &e))?
        .into_bytes()
        .await
        .map_err(|e| unreadable("The sign-in request", &e))?;
    let text = String::from_utf8(text.to_vec())
        .map_err(|_| ApiError::BadRequest("The sign-in request must be base64 text.".into()))?;
    let bytes = decode_base64("The sign-in request", text.trim())?;
    let login: Value = serde_json::from_slice(&bytes).map_err(|_| {
        ApiError::BadRequest("The sign-in request does not hold valid JSON once decoded.".into())
    })?;
    let field = |name: &str| login.get(name).and_then(Value::as_str).unwrap_or("");
    let (user, password) = (
        field("userName").trim().to_string(),
        field("password").to_string(),
    );
    if user.is_empty() || password.is_empty() {
        return Err(ApiError::BadRequest(
            "Both username and password are required.".into(),
        ));
    }
    let client = req
        .remote_addr()
        .as_socket_addr()
        .map(|a| a.ip())
        .unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED));
    match state.auth.login(&user, &password, client).await {
        Ok(token) => Ok(ok("Login successful.", Value::String(token))),
        // 200, not 401: a 401 would trip the client's session-ended handler (DECISIONS.md §2.2).
        Err(e @ AuthError::InvalidCredentials) => Ok(json_response(
            StatusCode::OK,
            &json!({"outcome": false, "message": e.to_string()}),
        )),
        Err(e) => Err(e.into()),
    }
}

/// `POST /logout`: revokes the caller's token.
pub async fn logout(state: Arc<ApiState>, req: Request) -> Result<Response, ApiError> {
    let token = require_admin(&state, &req).await?;
    let auth = state.auth.clone();
    tokio::task::spawn_blocking(move || auth.logout(&token))
        .await
        .map_err(|e| ApiError::Internal(format!("blocking task failed: {e}")))??;
    Ok(json_response(
        StatusCode::OK,
        &json!({"outcome": true, "message": "Logged out successfully!"}),
    ))
}
