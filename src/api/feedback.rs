//! The feedback calls: a public JSON submit, and the administrators' inbox (list, read/unread,
//! CSV export). Paths under `/oshec/api`.
use std::net::{IpAddr, Ipv4Addr};
use std::sync::Arc;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use poem::http::{StatusCode, header};
use poem::{Request, RequestBody, Response};
use serde_json::{Value, json};

use super::error::{ApiError, unreadable};
use super::handlers::{ApiState, client_address, forwarded_for, json_response, require_admin};
use crate::content::Paging;
use crate::feedback::{FeedbackError, Submission};

pub const SUBMIT: &str = "/feedback/allowAll/submit";
pub const LIST: &str = "/feedback/list";
pub const MARK_READ: &str = "/feedback/markRead";
pub const EXPORT: &str = "/feedback/export";

/// Messages one address may send per window.
pub const PER_ADDRESS: usize = 5;
pub const WINDOW_SECS: u64 = 3600;

const THANKS: &str = "Thank you. Your feedback has reached the council.";

impl From<FeedbackError> for ApiError {
    fn from(e: FeedbackError) -> Self {
        match e {
            FeedbackError::Invalid(m) => ApiError::BadRequest(m),
            FeedbackError::NotFound(m) => ApiError::NotFound(m),
            FeedbackError::Store(s) => ApiError::Internal(s.to_string()),
        }
    }
}

async fn blocking<T: Send + 'static>(
    work: impl FnOnce() -> Result<T, FeedbackError> + Send + 'static,
) -> Result<T, ApiError> {
    tokio::task::spawn_blocking(work)
        .await
        .map_err(|e| ApiError::Internal(format!("blocking task failed: {e}")))?
        .map_err(ApiError::from)
}

async fn json_body(what: &str, body: &mut RequestBody) -> Result<Value, ApiError> {
    let bytes = body
        .take()
        .map_err(|e| unreadable(what, &e))?
        .into_bytes()
        .await
        .map_err(|e| unreadable(what, &e))?;
    serde_json::from_slice(&bytes)
        .map_err(|_| ApiError::BadRequest(format!("{what} must be a JSON object.")))
}

fn client(state: &ApiState, req: &Request) -> IpAddr {
    let peer = req
        .remote_addr()
        .as_socket_addr()
        .map(|a| a.ip())
        .unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED));
    if state.trusted_proxies.is_empty() {
        peer.to_canonical()
    } else {
        client_address(peer, forwarded_for(req).as_deref(), &state.trusted_proxies)
    }
}

/// `POST /feedback/allowAll/submit`: checks, counts against the address, keeps. A filled
/// honeypot is answered like a success and kept nowhere.
pub async fn submit(
    state: Arc<ApiState>,
    req: Request,
    mut body: RequestBody,
) -> Result<Response, ApiError> {
    let input = json_body("The feedback form", &mut body).await?;
    let submission = Submission::parse(&input)?;
    state
        .feedback_limit
        .take(client(&state, &req), Instant::now())
        .map_err(|retry_after| ApiError::Throttled {
            message: format!(
                "You have sent several messages in the last hour. Please try again in {} minutes.",
                retry_after.div_ceil(60)
            ),
            retry_after,
        })?;
    if submission.is_bot {
        return Ok(json_response(
            StatusCode::OK,
            &json!({"outcome": true, "message": THANKS}),
        ));
    }
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let feedback = state.feedback.clone();
    blocking(move || feedback.keep(submission, now)).await?;
    Ok(json_response(
        StatusCode::OK,
        &json!({"outcome": true, "message": THANKS}),
    ))
}

#[derive(serde::Deserialize)]
struct PageQuery {
    page: Option<String>,
    size: Option<String>,
}

/// `GET /feedback/list?page=&size=`: newest first, with `total` and `unread`.
pub async fn list(state: Arc<ApiState>, req: Request) -> Result<Response, ApiError> {
    require_admin(&state, &req).await?;
    let query: PageQuery = req.params().map_err(|_| {
        ApiError::BadRequest("The query string could not be read: use ?page=1&size=10.".into())
    })?;
    let paging = Paging::from_query(
        Some(query.page.as_deref().unwrap_or("1")),
        query.size.as_deref(),
    )?
    .unwrap_or(Paging { page: 1, size: 10 });
    let feedback = state.feedback.clone();
    let page = blocking(move || feedback.page(paging.page, paging.size)).await?;
    Ok(json_response(
        StatusCode::OK,
        &json!({
            "outcome": true,
            "message": "Feedback",
            "data": page.items,
            "total": page.total,
            "unread": page.unread,
        }),
    ))
}

/// `POST /feedback/markRead`: JSON `{"feedbackId": id, "isRead": bool}`.
pub async fn mark_read(
    state: Arc<ApiState>,
    req: Request,
    mut body: RequestBody,
) -> Result<Response, ApiError> {
    require_admin(&state, &req).await?;
    let input = json_body("The request", &mut body).await?;
    let id = input
        .get("feedbackId")
        .and_then(Value::as_u64)
        .ok_or_else(|| ApiError::BadRequest("feedbackId must be the message's id.".into()))?;
    let read = input
        .get("isRead")
        .and_then(Value::as_bool)
        .ok_or_else(|| ApiError::BadRequest("isRead must be true or false.".into()))?;
    let feedback = state.feedback.clone();
    let now = blocking(move || feedback.set_read(id, read)).await?;
    Ok(json_response(
        StatusCode::OK,
        &json!({"outcome": true, "message": "Feedback updated.", "data": {"isRead": now}}),
    ))
}

/// `GET /feedback/export`: every message as a CSV download.
pub async fn export(state: Arc<ApiState>, req: Request) -> Result<Response, ApiError> {
    require_admin(&state, &req).await?;
    let feedback = state.feedback.clone();
    let bytes = blocking(move || feedback.export_csv()).await?;
    Ok(Response::builder()
        .status(StatusCode::OK)
        .content_type("text/csv; charset=utf-8")
        .header(
            header::CONTENT_DISPOSITION,
            "attachment; filename=\"oshec-feedback.csv\"",
        )
        .header(header::CACHE_CONTROL, "private, no-store")
        .body(bytes))
}
