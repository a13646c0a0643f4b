//! One handler per kind of call, parameterised by the entity row; plus sign-in and sign-out.
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::Arc;

use poem::http::{HeaderValue, StatusCode, header};
use poem::{Request, RequestBody, Response};
use serde_json::{Value, json};

use super::doc::LOGOUT_PATH;
use super::error::{ApiError, envelope_json, sign_in_first};
use super::form::{
    FormData, bearer, body_bytes, decode_base64, decode_base64_id, decode_base64_json, read_form,
};
use crate::audit::Actor;
use crate::auth::{Auth, AuthError, Credentials, Role, Session};
use crate::backup::Backups;
use crate::content::checks;
use crate::content::entities::{Entity, FileKind};
use crate::content::{
    AdminQuery, Authority, Content, ContentError, Encoding, Filter, Move, Paging, Prepared,
};
use crate::feedback::Feedback;
use crate::feedback::limit::Limiter;
use crate::messages::{Msg, msg};

pub struct ApiState {
    pub content: Arc<Content>,
    pub auth: Arc<Auth>,
    /// Peers whose `X-Forwarded-For` is believed (the `trusted_proxies` setting).
    pub trusted_proxies: Vec<IpAddr>,
    pub feedback: Arc<Feedback>,
    /// Site health: the report and the link checks (docs/health.md).
    pub health: Arc<crate::health::Health>,
    /// Feedback messages per client address and hour.
    pub feedback_limit: Limiter,
    pub backups: Arc<Backups>,
    pub backup_plan: crate::backup::BackupPlan,
    /// The `review_all` setting (docs/workflow.md).
    pub review_all: bool,
}

/// The address a sign-in attempt is counted against (throttling per client address).
///
/// When the TCP `peer` is one of the `trusted` proxies, the client is the right-most address
/// of `X-Forwarded-For` that is not itself a trusted proxy: each proxy appends the address it
/// was reached from (nginx's `$proxy_add_x_forwarded_for`), so everything left of that is
/// whatever the client chose to send. `forwarded_for` is every `X-Forwarded-For` line of the
/// request joined with commas, `None` when there is none or one is not text. The peer is the
/// answer when it is not trusted, when the header is absent, when an entry that has to be read
/// is not an IP address, or when every entry is a trusted proxy. Entries may carry a port
/// (`203.0.113.7:5000`, `[2001:db8::7]:5000`); IPv4-mapped IPv6 addresses count as IPv4.
pub fn client_address(peer: IpAddr, forwarded_for: Option<&str>, trusted: &[IpAddr]) -> IpAddr {
    let peer = peer.to_canonical();
    if !trusted.contains(&peer) {
        return peer;
    }
    let Some(header) = forwarded_for else {
        return peer;
    };
    for entry in header.rsplit(',') {
        let entry = entry.trim();
        let Some(address) = entry
            .parse::<IpAddr>()
            .ok()
            .or_else(|| entry.parse::<SocketAddr>().ok().map(|a| a.ip()))
            .map(|ip| ip.to_canonical())
        else {
            return peer;
        };
        if !trusted.contains(&address) {
            return address;
        }
    }
    peer
}

/// Every `X-Forwarded-For` line of the request, joined as one list; `None` when there is
/// none or a line is not text.
pub(super) fn forwarded_for(req: &Request) -> Option<String> {
    let mut joined: Option<String> = None;
    for value in req.headers().get_all("x-forwarded-for") {
        let value = value.to_str().ok()?;
        match &mut joined {
            Some(list) => {
                list.push(',');
                list.push_str(value);
            }
            None => joined = Some(value.to_string()),
        }
    }
    joined
}

pub(super) fn json_response(status: StatusCode, body: &Value) -> Response {
    Response::builder()
        .status(status)
        .content_type("application/json")
        .header(header::CACHE_CONTROL, "no-store")
        .body(body.to_string())
}

pub(super) fn ok(message: &str, data: Value) -> Response {
    json_response(
        StatusCode::OK,
        &json!({"outcome": true, "message": message, "data": data}),
    )
}

/// Runs synchronous store work off the async threads (redb commits wait for the disk).
pub(super) async fn blocking<T: Send + 'static>(
    work: impl FnOnce() -> Result<T, ContentError> + Send + 'static,
) -> Result<T, ApiError> {
    tokio::task::spawn_blocking(work)
        .await
        .map_err(|e| ApiError::Internal(format!("blocking task failed: {e}")))?
        .map_err(ApiError::from)
}

/// The token's live session; `client` is recorded if the session has expired.
async fn verify(state: &ApiState, token: String, client: IpAddr) -> Result<Session, ApiError> {
    let auth = state.auth.clone();
    tokio::task::spawn_blocking(move || auth.session(&token, Some(client)))
        .await
        .map_err(|e| ApiError::Internal(format!("blocking task failed: {e}")))?
        .map_err(ApiError::from)
}

/// Who calls: their token, session (role and account) and the actor their changes name.
pub(super) struct Caller {
    pub token: String,
    pub session: Session,
    pub actor: Actor,
}

impl Caller {
    /// What the caller's saves do, under the `review_all` setting: the one answer to "does
    /// this publish?" for every call.
    pub fn authority(&self, state: &ApiState) -> Authority {
        Authority::of(self.role().moderates(), state.review_all)
    }

    pub fn role(&self) -> Role {
        self.session.role
    }

    /// 403 with `refusal` unless the caller moderates content (approvers, administrators).
    pub fn must_moderate(&self, refusal: Deed) -> Result<(), ApiError> {
        if self.role().moderates() {
            Ok(())
        } else {
            Err(ApiError::Forbidden(role_refusal(self.role(), refusal)))
        }
    }

    /// 403 with `refusal` unless the caller is an administrator.
    pub fn must_administer(&self, refusal: Deed) -> Result<(), ApiError> {
        if self.role().administers() {
            Ok(())
        } else {
            Err(ApiError::Forbidden(role_refusal(self.role(), refusal)))
        }
    }
}

/// The e-mail of a caller who sees only their own unpublished drafts (contributors:
/// docs/roles.md); `None` for those who see every item.
pub(super) fn hides_drafts(caller: &Caller) -> Option<String> {
    (!caller.role().moderates()).then(|| caller.actor.admin.clone())
}

/// What a role may not do, said in both languages: "publish content".
pub type Deed = (&'static str, &'static str);

/// "A contributor may not publish content." (docs/roles.md)
pub(super) fn role_refusal(role: Role, what: Deed) -> Msg {
    let (article, od) = match role {
        Role::Administrator => ("An", "ପ୍ରଶାସକ"),
        Role::Approver => ("An", "ଅନୁମୋଦକ"),
        Role::Contributor => ("A", "ଲେଖକ"),
    };
    msg!(
        "role-may-not",
        role = (format!("{article} {role}"), od.to_string()),
        what = what
    )
}

/// The calls an account that must change its password, or set up a second factor, may still
/// make (docs/roles.md, docs/sign-in.md).
const WHILE_PASSWORD_MUST_CHANGE: [&str; 2] = ["/account/password", LOGOUT_PATH];
const WHILE_FACTOR_MUST_BE_SET_UP: [&str; 4] = [
    "/account/mfa",
    "/account/mfa/setup",
    "/account/mfa/enable",
    LOGOUT_PATH,
];

/// Calls that need a signed-in account: no header or a bad one is 401.
pub(super) async fn require_admin(state: &ApiState, req: &Request) -> Result<String, ApiError> {
    caller(state, req).await.map(|c| c.token)
}

/// The caller's token and who they are, for calls that need a signed-in account (else 401).
pub(super) async fn admin(state: &ApiState, req: &Request) -> Result<(String, Actor), ApiError> {
    caller(state, req).await.map(|c| (c.token, c.actor))
}

/// The signed-in caller (else 401). An account whose password was set by an administrator
/// gets 403 on every call but the password change and sign-out until it chooses its own; one
/// signed in under `require_mfa` without a factor, on every call but setting one up.
pub(super) async fn caller(state: &ApiState, req: &Request) -> Result<Caller, ApiError> {
    let token = bearer(req).ok_or_else(|| ApiError::Unauthorized(sign_in_first()))??;
    let client = client_ip(state, req);
    let session = verify(state, token.clone(), client).await?;
    let path = req.uri().path();
    let is = |list: &[&str]| list.iter().any(|allowed| path.ends_with(allowed));
    let allowed = !(session.must_change_password || session.enrol_only)
        || (session.must_change_password && is(&WHILE_PASSWORD_MUST_CHANGE))
        || (session.enrol_only && is(&WHILE_FACTOR_MUST_BE_SET_UP));
    if !allowed {
        return Err(ApiError::Forbidden(if session.enrol_only {
            msg!("mfa-set-up-first")
        } else {
            msg!("password-change-first")
        }));
    }
    let actor = Actor::admin(&session.email, client).in_role(session.role.as_str());
    Ok(Caller {
        token,
        session,
        actor,
    })
}

/// The client's address: the TCP peer, or what a trusted proxy says it is.
pub(super) fn client_ip(state: &ApiState, req: &Request) -> IpAddr {
    let peer = req
        .remote_addr()
        .as_socket_addr()
        .map(|a| a.ip())
        .unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED));
    // The header is only read when a proxy is trusted at all.
    if state.trusted_proxies.is_empty() {
        peer.to_canonical()
    } else {
        client_address(peer, forwarded_for(req).as_deref(), &state.trusted_proxies)
    }
}

/// `GET /X/allowAll/list` (docs/decisions.md §6): anonymous callers get the prepared active-only
/// body; a valid token gets everything; an invalid token gets 401.
pub async fn list(
    state: Arc<ApiState>,
    entity: &'static Entity,
    req: Request,
) -> Result<Response, ApiError> {
    if bearer(&req).is_some() {
        let caller = caller(&state, &req).await?;
        let (paging, filter, query) = admin_list_query(entity, &req)?;
        let content = state.content.clone();
        let viewer = hides_drafts(&caller);
        let body = blocking(move || {
            let hidden = match &viewer {
                Some(email) => content.hidden_from(entity, email)?,
                None => Default::default(),
            };
            match &query {
                Some(query) => content.admin_list(entity, paging, filter.as_ref(), query, &hidden),
                None => content.list_body_without(entity, true, paging, filter.as_ref(), &hidden),
            }
        })
        .await?;
        let mut resp = json_response(StatusCode::OK, &body);
        resp.headers_mut().insert(
            header::VARY,
            HeaderValue::from_static("Accept-Encoding, Authorization"),
        );
        return Ok(resp);
    }
    public_list(&state.content, entity, &req).await
}

#[derive(serde::Deserialize)]
struct ListQuery {
    page: Option<String>,
    size: Option<String>,
    category: Option<String>,
    q: Option<String>,
    year: Option<String>,
    archived: Option<String>,
    status: Option<String>,
    sort: Option<String>,
}

/// The optional `page` and `size` of a list call (docs/decisions.md §4), and the filters of an
/// entity that takes them (`category`, `q`, `year`, `archived`).
fn list_query(
    entity: &Entity,
    req: &Request,
) -> Result<(Option<Paging>, Option<Filter>), ApiError> {
    if req.uri().query().is_none() {
        return Ok((None, None));
    }
    let query: ListQuery = req
        .params()
        .map_err(|_| ApiError::BadRequest(msg!("query-unreadable", example = "?page=1&size=10")))?;
    let paging = Paging::from_query(query.page.as_deref(), query.size.as_deref())?;
    let filter = Filter::from_query(
        entity,
        query.category.as_deref(),
        query.q.as_deref(),
        query.year.as_deref(),
        query.archived.as_deref(),
    )?;
    Ok((paging, filter))
}

/// Paging, the public filters and the back office's query of a signed-in caller's list.
type AdminListQuery = (Option<Paging>, Option<Filter>, Option<AdminQuery>);

/// A signed-in caller's list query: [`list_query`]'s, and the back office's `q`, `status` and
/// `sort` (docs/admin-lists.md). With any of those three, `q` searches every field of the
/// entity rather than the public filter's fields.
fn admin_list_query(entity: &Entity, req: &Request) -> Result<AdminListQuery, ApiError> {
    if req.uri().query().is_none() {
        return Ok((None, None, None));
    }
    let query: ListQuery = req
        .params()
        .map_err(|_| ApiError::BadRequest(msg!("query-unreadable", example = "?page=1&size=10")))?;
    let admin = AdminQuery::from_query(
        entity,
        query.q.as_deref(),
        query.status.as_deref(),
        query.sort.as_deref(),
    )?;
    let paging = Paging::from_query(query.page.as_deref(), query.size.as_deref())?;
    // The back office's words go to its own search; the public filter keeps the rest.
    let q = match admin {
        Some(_) => None,
        None => query.q.as_deref(),
    };
    let filter = Filter::from_query(
        entity,
        query.category.as_deref(),
        q,
        query.year.as_deref(),
        query.archived.as_deref(),
    )?;
    Ok((paging, filter, admin))
}

fn etag_value(prepared: &Prepared, used: Encoding) -> Result<HeaderValue, ApiError> {
    HeaderValue::from_maybe_shared(prepared.etag_bytes(used))
        .map_err(|e| ApiError::Internal(format!("bad ETag: {e}")))
}

/// The anonymous answer of a list call, from bytes prepared when the entity last changed.
/// Also called by the web layer's fast path, so both routes answer byte for byte the same.
pub async fn public_list(
    content: &Arc<Content>,
    entity: &'static Entity,
    req: &Request,
) -> Result<Response, ApiError> {
    let (paging, filter) = list_query(entity, req)?;
    let prepared = match (filter, content.public_prepared(entity, paging)) {
        (Some(filter), _) => {
            let content = content.clone();
            Arc::new(blocking(move || content.public_filtered(entity, paging, &filter)).await?)
        }
        (None, Some(prepared)) => prepared,
        (None, None) => {
            let content = content.clone();
            blocking(move || content.public_answer(entity, paging)).await?
        }
    };
    answer_prepared(req, &prepared, super::PUBLIC_CACHE)
}

/// A prepared JSON answer in the encoding the client takes, with its ETag (304 when
/// If-None-Match names it) and `cache_control`.
pub fn answer_prepared(
    req: &Request,
    prepared: &Prepared,
    cache_control: &'static str,
) -> Result<Response, ApiError> {
    let wanted = Encoding::negotiate(req.header(header::ACCEPT_ENCODING));
    let (bytes, used) = prepared.body(wanted);
    let mut builder = Response::builder()
        .header(header::ETAG, etag_value(prepared, used)?)
        .header(
            header::CACHE_CONTROL,
            HeaderValue::from_static(cache_control),
        )
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
    let caller = caller(&state, &req).await?;
    // Contributors' saves are drafts (docs/workflow.md).
    let authority = caller.authority(&state);
    let actor = caller.actor;
    let file_field = entity
        .image
        .as_ref()
        .map(|i| i.file_field)
        .or(entity.file.as_ref().map(|f| f.file_field));
    let form = read_form(&req, &mut body, file_field).await;
    // A body cut off at the limit is a file over the limit: say so in the entity's words.
    let mut form = match (form, &entity.file) {
        (Err(ApiError::TooLarge(_)), Some(rule)) => {
            return Err(ApiError::TooLarge(state.content.too_large_message(rule)));
        }
        (form, _) => form?,
    };
    let input = decode_base64_json(entity.manage_field, form.text(entity.manage_field)?)?;
    let (image, textless) = checked_pdf(&state, entity, form.take_file()).await?;
    drop(form);
    let uploaded = image.is_some();
    let content = state.content.clone();
    let saved = blocking(move || content.manage_as(entity, input, image, &actor, authority)).await;
    if uploaded {
        crate::memory::release();
    }
    let (_, saved) = saved?;
    if textless {
        // Saved, but a scan cannot be read aloud or searched (docs/health.md).
        return Ok(json_response(
            StatusCode::OK,
            &json!({
                "outcome": true,
                "message": format!("{} saved.", entity.title),
                "data": saved,
                "warning": TEXTLESS_WARNING,
            }),
        ));
    }
    Ok(ok(&format!("{} saved.", entity.title), saved))
}

/// The `warning` of a saved document whose PDF has no page with text.
pub const TEXTLESS_WARNING: &str = "No page of this PDF carries text: it looks scanned, and cannot be read aloud or searched. Upload a PDF saved from the original document, or one with recognised text (OCR).";

/// The upload as it came, after a PDF for an entity that keeps PDFs has been parsed and found
/// readable and free of scripts, launch actions and embedded files. Anything else (a wrong
/// type, a file too large) is left to the content service's own checks and messages.
/// The upload, checked when it is a PDF; `true` beside it when no page of that PDF shows text.
async fn checked_pdf(
    state: &ApiState,
    entity: &'static Entity,
    upload: Option<Vec<u8>>,
) -> Result<(Option<Vec<u8>>, bool), ApiError> {
    let (Some(rule), Some(bytes)) = (&entity.file, &upload) else {
        return Ok((upload, false));
    };
    if rule.kind != FileKind::Pdf || !rule.kind.matches(bytes) {
        return Ok((upload, false));
    }
    let Some(bytes) = upload else {
        return Ok((None, false));
    };
    let store = state.content.store().clone();
    let (bytes, verdict, kept) = tokio::task::spawn_blocking(move || {
        let verdict = crate::files::pdf::check_and_read(&bytes);
        // Kept by the file's hash: the health check reads the verdict instead of parsing
        // again, and site search the text (docs/search.md) when the save stores the file.
        let kept = match &verdict {
            Ok((checked, text)) => {
                crate::health::keep_upload_verdict(&store, &bytes, checked.shows_text)
                    .map_err(|e| e.to_string())
                    .and_then(|()| {
                        store
                            .keep_file_text(&crate::content::short_hash(&bytes), text)
                            .map_err(|e| e.to_string())
                    })
            }
            Err(_) => Ok(()),
        };
        (bytes, verdict.map(|(checked, _)| checked), kept)
    })
    .await
    .map_err(|e| ApiError::Internal(format!("blocking task failed: {e}")))?;
    let checked = verdict.map_err(|refusal| ApiError::BadRequest(refusal.msg()))?;
    kept.map_err(|e| ApiError::Internal(format!("keeping a PDF's verdict and text: {e}")))?;
    Ok((Some(bytes), !checked.shows_text))
}

/// `POST /X/getXById`: form field of base64 id text.
pub async fn get_by_id(
    state: Arc<ApiState>,
    entity: &'static Entity,
    req: Request,
    mut body: RequestBody,
) -> Result<Response, ApiError> {
    let caller = caller(&state, &req).await?;
    let form = read_form(&req, &mut body, None).await?;
    let id = decode_base64_id(entity.id_field, form.text(entity.id_field)?)?;
    let content = state.content.clone();
    let viewer = hides_drafts(&caller);
    let record = blocking(move || {
        content.must_see(entity, id, viewer.as_deref())?;
        content.get(entity, id)
    })
    .await?;
    Ok(ok(&format!("{} item {id}.", entity.title), record))
}

/// The form of a call only moderators make (toggle, move): who asks, refused by role before the
/// body is read, and what they sent.
async fn moderators_form(
    state: &ApiState,
    req: &Request,
    body: &mut RequestBody,
    refusal: Deed,
) -> Result<(Actor, FormData), ApiError> {
    let caller = caller(state, req).await?;
    caller.must_moderate(refusal)?;
    let form = read_form(req, body, None).await?;
    Ok((caller.actor, form))
}

/// `POST /X/activeInactive…`: form field of base64 JSON `{helperId, status}`.
pub async fn toggle(
    state: Arc<ApiState>,
    entity: &'static Entity,
    req: Request,
    mut body: RequestBody,
) -> Result<Response, ApiError> {
    let (actor, form) = moderators_form(
        &state,
        &req,
        &mut body,
        ("activate or deactivate content", "ବିଷୟବସ୍ତୁ ସକ୍ରିୟ ବା ନିଷ୍କ୍ରିୟ କରି"),
    )
    .await?;
    let field = entity.toggle_field;
    let payload = decode_base64_json(field, form.text(field)?)?;
    let id = match payload.get("helperId") {
        Some(Value::Number(n)) => n.as_u64(),
        Some(Value::String(s)) => s.trim().parse().ok(),
        _ => None,
    }
    .ok_or_else(|| ApiError::BadRequest(msg!("toggle-id", field = field)))?;
    let status = match payload.get("status") {
        Some(Value::Bool(b)) => Some(*b),
        Some(Value::String(s)) if s == "true" => Some(true),
        Some(Value::String(s)) if s == "false" => Some(false),
        _ => None,
    }
    .ok_or_else(|| ApiError::BadRequest(msg!("toggle-status", field = field)))?;
    let content = state.content.clone();
    let now = blocking(move || content.toggle(entity, id, status, &actor)).await?;
    Ok(ok("Status updated successfully!", json!({"isActive": now})))
}

/// The path of an entity's move call: beside its `manage` (`/banner/move`, …).
pub fn move_path(entity: &Entity) -> String {
    let base = entity
        .manage_path
        .strip_suffix("/manage")
        .unwrap_or(entity.manage_path);
    format!("{base}/move")
}

/// `POST /X/move`: form fields `id` and `to` (`up`, `down` or `top`) move an item in the
/// display order (docs/decisions.md §4).
pub async fn move_item(
    state: Arc<ApiState>,
    entity: &'static Entity,
    req: Request,
    mut body: RequestBody,
) -> Result<Response, ApiError> {
    let (actor, form) = moderators_form(
        &state,
        &req,
        &mut body,
        ("reorder content", "ବିଷୟବସ୍ତୁର କ୍ରମ ବଦଳାଇ"),
    )
    .await?;
    let id = checks::whole_number(form.text("id")?)
        .ok_or_else(|| ApiError::BadRequest(msg!("item-id")))?;
    let to = match form.text("to")? {
        "up" => Move::Up,
        "down" => Move::Down,
        "top" => Move::Top,
        _ => {
            return Err(ApiError::BadRequest(msg!("move-to")));
        }
    };
    let content = state.content.clone();
    blocking(move || content.move_item(entity, id, to, &actor)).await?;
    Ok(ok("Order updated.", json!({"id": id})))
}

/// `POST /allowAll/authenticate`: text/plain body, base64 of `{userName, password, captcha}`.
pub async fn authenticate(
    state: Arc<ApiState>,
    req: Request,
    mut body: RequestBody,
) -> Result<Response, ApiError> {
    let text = body_bytes(&mut body, "The sign-in request").await?;
    let text = String::from_utf8(text.to_vec())
        .map_err(|_| ApiError::BadRequest(msg!("sign-in-base64")))?;
    let bytes = decode_base64("The sign-in request", text.trim())?;
    let login: Value =
        serde_json::from_slice(&bytes).map_err(|_| ApiError::BadRequest(msg!("sign-in-json")))?;
    let field = |name: &str| login.get(name).and_then(Value::as_str).unwrap_or("");
    let (user, password) = (
        field("userName").trim().to_string(),
        field("password").to_string(),
    );
    if user.is_empty() || password.is_empty() {
        return Err(ApiError::BadRequest(msg!("sign-in-both")));
    }
    // The second factor's code, for an account that has one (docs/sign-in.md).
    let otp = match login.get("otp") {
        None | Some(Value::Null) => None,
        Some(Value::String(code)) if code.chars().count() <= 64 => Some(code.clone()),
        Some(_) => {
            return Err(ApiError::BadRequest(msg!("sign-in-otp")));
        }
    };
    let client = client_ip(&state, &req);
    let user_agent = req
        .headers()
        .get(poem::http::header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .map(str::to_string);
    let credentials = Credentials {
        user: &user,
        password: &password,
        otp: otp.as_deref(),
        client,
        user_agent: user_agent.as_deref(),
    };
    match state.auth.sign_in(&credentials).await {
        // docs/decisions.md's shape (data: the token), with the account's role and whether it must
        // choose a new password (docs/roles.md) or set up a second factor (docs/sign-in.md)
        // before anything else beside it.
        Ok(signed_in) => Ok(json_response(
            StatusCode::OK,
            &json!({
                "outcome": true,
                "message": "Login successful.",
                "data": signed_in.token,
                "role": signed_in.role.as_str(),
                "mustChangePassword": signed_in.must_change_password,
                "mfaEnrolmentRequired": signed_in.mfa_enrolment_required,
            }),
        )),
        // 200, not 401: a 401 would trip the client's session-ended handler (docs/decisions.md §6).
        Err(AuthError::InvalidCredentials) => Ok(json_response(
            StatusCode::OK,
            &envelope_json(&msg!("sign-in-failed")),
        )),
        // The password was right; the code is missing or wrong.
        Err(e @ AuthError::MfaRequired { .. }) => {
            let mut body = envelope_json(&ApiError::from(e).message());
            body["data"] = json!({"mfaRequired": true});
            Ok(json_response(StatusCode::UNAUTHORIZED, &body))
        }
        Err(e) => Err(e.into()),
    }
}

/// `POST /logout`: revokes the caller's token.
pub async fn logout(state: Arc<ApiState>, req: Request) -> Result<Response, ApiError> {
    let token = require_admin(&state, &req).await?;
    let auth = state.auth.clone();
    let client = client_ip(&state, &req);
    tokio::task::spawn_blocking(move || auth.logout_from(&token, Some(client)))
        .await
        .map_err(|e| ApiError::Internal(format!("blocking task failed: {e}")))??;
    Ok(json_response(
        StatusCode::OK,
        &json!({"outcome": true, "message": "Logged out successfully!"}),
    ))
}

#[cfg(test)]
mod tests;
