//! The back office's own calls beyond docs/decisions.md §6: the audit trail, and an administrator's
//! account (password, sessions, who else administers the site). JSON in, the envelope out.

use poem::http::StatusCode;
use poem::{RequestBody, Response};
use serde::Deserialize;
use serde_json::{Value, json};

use super::blocking::blocking;
use super::call::Ctx;
use super::caller::{Caller, Deed};
use super::client::client_ip;
use super::error::ApiError;
use super::form::read_json_body;
use super::reply::{json_response, ok};
use super::state::ApiState;
use crate::audit::{self, Query};
use crate::auth::{AccountChange, Role};
use crate::clock;
use crate::content::{ContentError, checks, entities};
use crate::messages::msg;

/// Largest JSON body these calls read (three passwords of at most 1 KiB each).
const MAX_BODY: usize = 8 * 1024;

/// What an approver or contributor may not do here (docs/roles.md).
pub const MANAGE_ACCOUNTS: Deed = ("manage accounts", "ଖାତା ପରିଚାଳନା କରି");
pub const OPEN_AUDIT: Deed = ("open the audit trail", "କାର୍ଯ୍ୟକଳାପ ତାଲିକା ଖୋଲି");

#[derive(Deserialize)]
struct AuditQuery {
    page: Option<String>,
    size: Option<String>,
    entity: Option<String>,
    admin: Option<String>,
    from: Option<String>,
    to: Option<String>,
}

fn whole(text: Option<&str>, name: &str, default: u64, max: u64) -> Result<u64, ApiError> {
    let Some(text) = text else {
        return Ok(default);
    };
    checks::whole_number(text)
        .filter(|n| (1..=max).contains(n))
        .ok_or_else(|| ApiError::BadRequest(msg!("number-range", field = name, n = max)))
}

/// A `from`/`to` filter: a day such as 2026-11-23, or empty for none.
fn date(text: Option<&str>, name: &str, end_of_day: bool) -> Result<Option<u64>, ApiError> {
    let Some(text) = text.filter(|t| !t.is_empty()) else {
        return Ok(None);
    };
    let ms = checks::is_iso_date(text)
        .then(|| clock::parse(text))
        .flatten()
        .ok_or_else(|| ApiError::BadRequest(msg!("date-format", field = name)))?;
    // A `to` day includes the whole of that day.
    Ok(Some(if end_of_day { ms + 86_400_000 - 1 } else { ms }))
}

/// `GET /audit/list?page&size&entity&admin&from&to`: entries newest first, with the total.
pub async fn audit_list(ctx: Ctx) -> Result<Response, ApiError> {
    let (state, caller, req, _) = ctx.signed()?;
    // Approvers read what happened to content; accounts, sessions and backups are the
    // administrators' (docs/roles.md).
    let only_entities =
        (!caller.role().administers()).then(|| entities::ENTITIES.iter().map(|e| e.key).collect());
    let q: AuditQuery = if req.uri().query().is_some() {
        req.params().map_err(|_| {
            ApiError::BadRequest(msg!("query-unreadable", example = "?page=1&size=20"))
        })?
    } else {
        AuditQuery {
            page: None,
            size: None,
            entity: None,
            admin: None,
            from: None,
            to: None,
        }
    };
    let clean = |v: Option<String>| v.map(|s| s.trim().to_string()).filter(|s| !s.is_empty());
    let query = Query {
        page: whole(q.page.as_deref(), "page", 1, 1_000_000)?,
        size: whole(q.size.as_deref(), "size", 20, 100)?,
        entity: clean(q.entity),
        admin: clean(q.admin),
        from_ms: date(q.from.as_deref(), "from", false)?,
        to_ms: date(q.to.as_deref(), "to", true)?,
        only_entities,
    };
    let store = state.content.store().clone();
    let (entries, total) = blocking(move || {
        audit::list(&store, &query).map_err(|e| ApiError::Internal(e.to_string()))
    })
    .await?;
    Ok(json_response(
        StatusCode::OK,
        &json!({"outcome": true, "message": "Activity", "data": entries, "total": total}),
    ))
}

#[derive(Deserialize)]
struct LatestQuery {
    entity: Option<String>,
    ids: Option<String>,
}

/// `GET /audit/latest?entity=banner&ids=1,2,3`: who last changed each of these rows, and
/// when; data is `{id: {at, admin, action}}` for the rows that have an entry.
pub async fn audit_latest(ctx: Ctx) -> Result<Response, ApiError> {
    let (state, caller, req, _) = ctx.signed()?;
    let viewer = caller.hides_drafts();
    let q: LatestQuery = req
        .params()
        .map_err(|_| ApiError::BadRequest(msg!("latest-query")))?;
    let entity = q
        .entity
        .as_deref()
        .and_then(entities::by_key)
        .ok_or_else(|| ApiError::BadRequest(msg!("entity-such-as", example = "banner")))?;
    let ids = match q.ids.as_deref() {
        None => Vec::new(),
        Some(list) => parse_ids(list).ok_or_else(|| ApiError::BadRequest(msg!("ids-list")))?,
    };
    let content = state.content.clone();
    // A contributor learns nothing of the items they may not see (docs/roles.md).
    let found = blocking(move || {
        let hidden = match &viewer {
            Some(email) => content.hidden_from(entity, email)?,
            None => Default::default(),
        };
        let ids: Vec<u64> = ids.into_iter().filter(|id| !hidden.contains(id)).collect();
        Ok::<_, ContentError>(audit::latest(content.store(), entity.key, &ids)?)
    })
    .await?;
    let mut data = serde_json::Map::new();
    for (id, entry) in found {
        data.insert(
            id.to_string(),
            json!({"at": entry.at, "admin": entry.admin, "action": entry.action}),
        );
    }
    Ok(ok("Latest changes", Value::Object(data)))
}

/// The row ids of `?ids=1,2,3` exactly as the schema's pattern reads them: 1 to 100 numbers
/// of at most 15 digits, separated by single commas, with nothing else in between.
fn parse_ids(list: &str) -> Option<Vec<u64>> {
    let ids = list
        .split(',')
        .map(checks::whole_number)
        .collect::<Option<Vec<u64>>>()?;
    (ids.len() <= 100).then_some(ids)
}

async fn read_json<T: for<'de> Deserialize<'de>>(body: RequestBody) -> Result<T, ApiError> {
    let limit = Some((MAX_BODY, msg!("body-too-large")));
    read_json_body(body, limit, msg!("json-fields")).await
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct PasswordChange {
    #[serde(default)]
    current_password: String,
    #[serde(default)]
    new_password: String,
    #[serde(default)]
    repeat_password: String,
}

/// `POST /account/password` `{currentPassword, newPassword, repeatPassword}`: changes the
/// caller's password and ends their other sessions.
pub async fn change_password(ctx: Ctx) -> Result<Response, ApiError> {
    let (state, caller, req, body) = ctx.signed()?;
    let (token, actor) = (caller.token, caller.actor);
    let change: PasswordChange = read_json(body).await?;
    if change.current_password.is_empty() || change.new_password.is_empty() {
        return Err(ApiError::BadRequest(msg!("password-give-all")));
    }
    if change.new_password != change.repeat_password {
        return Err(ApiError::BadRequest(msg!("passwords-differ")));
    }
    let client = actor.address.unwrap_or_else(|| client_ip(&state, &req));
    state
        .auth
        .change_own_password(
            &token,
            &change.current_password,
            &change.new_password,
            client,
        )
        .await?;
    Ok(ok(
        "Your password was changed. Your other sessions were signed out.",
        Value::Null,
    ))
}

/// `POST /account/logoutAll`: ends every session of the caller, this one included.
pub async fn logout_everywhere(ctx: Ctx) -> Result<Response, ApiError> {
    let (state, caller, req, _) = ctx.signed()?;
    let (token, actor) = (caller.token, caller.actor);
    let auth = state.auth.clone();
    let client = actor.address.unwrap_or_else(|| client_ip(&state, &req));
    let ended = blocking(move || auth.logout_everywhere(&token, client)).await?;
    Ok(ok("Signed out everywhere.", json!({"sessions": ended})))
}

/// `GET /account/admins`: every account, with its id, role, state and when it last signed in
/// (administrators only).
pub async fn admins(ctx: Ctx) -> Result<Response, ApiError> {
    let (state, caller, _, _) = ctx.signed()?;
    let actor = caller.actor;
    let auth = state.auth.clone();
    let list = blocking(move || auth.list_admins()).await?;
    let data: Vec<Value> = list
        .into_iter()
        .map(|a| {
            json!({
                "adminId": a.id,
                "email": a.email,
                "role": a.role.as_str(),
                "isActive": a.active,
                "mustChangePassword": a.must_change_password,
                "createdAt": clock::rfc3339(a.created_at * 1000),
                "passwordChangedAt": clock::rfc3339(a.password_changed_at * 1000),
                "lastSignInAt": a.last_sign_in_at.map(|s| clock::rfc3339(s * 1000)),
                "secondFactor": a.second_factor,
                "you": a.email == actor.admin,
            })
        })
        .collect();
    Ok(ok("Administrators", Value::Array(data)))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct ManageAccount {
    admin_id: Option<u64>,
    email: String,
    role: String,
    is_active: bool,
    #[serde(default)]
    password: Option<String>,
    /// The caller's own password, when they change their own e-mail.
    #[serde(default)]
    current_password: String,
}

/// `POST /account/admins/manage` `{adminId, email, role, isActive, password,
/// currentPassword}`: an administrator creates (`adminId` null, `password` required) or
/// changes an account. A password given here must be changed by the account's owner at the
/// next sign-in. Changing one's own e-mail asks for one's current password.
pub async fn manage_admin(ctx: Ctx) -> Result<Response, ApiError> {
    let (state, caller, req, body) = ctx.signed()?;
    let input: ManageAccount = read_json(body).await?;
    let role =
        Role::parse(&input.role).ok_or_else(|| ApiError::BadRequest(msg!("role-unknown")))?;
    let password = input.password.filter(|p| !p.is_empty());
    let creating = input.admin_id.is_none();
    let own_email_changes = input.admin_id == Some(caller.session.admin_id)
        && input.email.trim().to_lowercase() != caller.session.email;
    if own_email_changes {
        let client = caller
            .actor
            .address
            .unwrap_or_else(|| client_ip(&state, &req));
        reauthenticate(&state, &caller, client, &input.current_password).await?;
    }
    let change = AccountChange {
        admin_id: input.admin_id,
        email: input.email,
        role,
        active: input.is_active,
        password,
    };
    let auth = state.auth.clone();
    let actor = caller.actor;
    let id = blocking(move || auth.manage_account(change, &actor)).await?;
    let message = if creating {
        "Account created. Its owner chooses a new password at the first sign-in."
    } else {
        "Account saved."
    };
    Ok(ok(message, json!({"adminId": id})))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct CodeBody {
    #[serde(default)]
    code: String,
    #[serde(default)]
    current_password: String,
}

/// The `{code, currentPassword}` of a factor call, checked for form (the factor checks the
/// code's value, [`reauthenticate`] the password).
async fn read_code(body: RequestBody) -> Result<(String, String), ApiError> {
    let input: CodeBody = read_json(body).await?;
    let code = input.code.trim().to_string();
    if code.is_empty() || code.chars().count() > 64 {
        return Err(ApiError::BadRequest(msg!("mfa-code-missing")));
    }
    Ok((code, input.current_password))
}

/// The caller's current password again, before a change a stolen session must not make
/// (the second factor, recovery codes, one's own e-mail; docs/sign-in.md): 400 when it is
/// missing or wrong, throttled like a sign-in.
async fn reauthenticate(
    state: &ApiState,
    caller: &Caller,
    client: std::net::IpAddr,
    password: &str,
) -> Result<(), ApiError> {
    if password.is_empty() {
        return Err(ApiError::BadRequest(msg!("reauthenticate")));
    }
    state
        .auth
        .reauthenticate(&caller.session, password, &caller.actor, client)
        .await?;
    Ok(())
}

/// `GET /account/mfa`: whether the caller has a second factor on, and the recovery codes left.
pub async fn mfa_status(ctx: Ctx) -> Result<Response, ApiError> {
    let (state, caller, _, _) = ctx.signed()?;
    let auth = state.auth.clone();
    let id = caller.session.admin_id;
    let status = blocking(move || auth.mfa_status(id)).await?;
    Ok(ok(
        "Second factor",
        json!({
            "enabled": status.enabled,
            "recoveryCodesLeft": status.recovery_codes_left,
            "required": status.required,
            "enrolmentRequired": caller.session.enrol_only,
        }),
    ))
}

/// `POST /account/mfa/setup`: a new secret for the caller's authenticator app, not active
/// until `enable` confirms it with a code.
pub async fn mfa_setup(ctx: Ctx) -> Result<Response, ApiError> {
    let (state, caller, _, _) = ctx.signed()?;
    let auth = state.auth.clone();
    let setup = blocking(move || auth.mfa_setup(&caller.session, &caller.actor)).await?;
    Ok(ok(
        "Add this account to your authenticator app, then confirm with a code.",
        json!({"secret": setup.secret, "otpauthUri": setup.uri, "qrSvg": setup.qr_svg}),
    ))
}

/// What a code from the caller's authenticator app (or a recovery code) is for.
enum CodeUse {
    Enable,
    Disable,
    RecoveryCodes,
}

/// Reads `{code}` and uses it as `what` says; each use ends the caller's other sessions.
async fn use_code(ctx: Ctx, what: CodeUse) -> Result<Response, ApiError> {
    let (state, caller, req, body) = ctx.signed()?;
    let (code, current_password) = read_code(body).await?;
    let client = caller
        .actor
        .address
        .unwrap_or_else(|| client_ip(&state, &req));
    reauthenticate(&state, &caller, client, &current_password).await?;
    let (auth, token, session, actor) =
        (&state.auth, &caller.token, &caller.session, &caller.actor);
    Ok(match what {
        CodeUse::Enable => {
            let codes = auth
                .mfa_enable(token, session, &code, actor, client)
                .await?;
            ok(
                "The second factor is on. Keep these recovery codes somewhere safe: they are shown only once. Your other sessions were signed out.",
                json!({"recoveryCodes": codes}),
            )
        }
        CodeUse::Disable => {
            auth.mfa_disable(token, session, &code, actor, client)
                .await?;
            ok(
                "The second factor is off. Your other sessions were signed out.",
                Value::Null,
            )
        }
        CodeUse::RecoveryCodes => {
            let codes = auth
                .mfa_recovery_codes(token, session, &code, actor, client)
                .await?;
            ok(
                "New recovery codes: the old ones no longer work. They are shown only once. Your other sessions were signed out.",
                json!({"recoveryCodes": codes}),
            )
        }
    })
}

/// `POST /account/mfa/enable {code}`: turns the factor on; answers ten recovery codes.
pub async fn mfa_enable(ctx: Ctx) -> Result<Response, ApiError> {
    use_code(ctx, CodeUse::Enable).await
}

/// `POST /account/mfa/disable {code}`: turns the factor off.
pub async fn mfa_disable(ctx: Ctx) -> Result<Response, ApiError> {
    use_code(ctx, CodeUse::Disable).await
}

/// `POST /account/mfa/recoveryCodes {code}`: ten new recovery codes; the old ones stop working.
pub async fn mfa_recovery_codes(ctx: Ctx) -> Result<Response, ApiError> {
    use_code(ctx, CodeUse::RecoveryCodes).await
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct SessionsQuery {
    admin_id: Option<String>,
}

/// `GET /account/sessions[?adminId=N]`: the caller's live sessions, or (administrators only)
/// another account's.
pub async fn sessions(ctx: Ctx) -> Result<Response, ApiError> {
    let (state, caller, req, _) = ctx.signed()?;
    let q: SessionsQuery = if req.uri().query().is_some() {
        req.params()
            .map_err(|_| ApiError::BadRequest(msg!("query-unreadable", example = "?adminId=1")))?
    } else {
        SessionsQuery { admin_id: None }
    };
    let id = match q
        .admin_id
        .as_deref()
        .map(str::trim)
        .filter(|t| !t.is_empty())
    {
        None => caller.session.admin_id,
        Some(text) => checks::whole_number(text)
            .filter(|n| *n >= 1)
            .ok_or_else(|| ApiError::BadRequest(msg!("admin-id")))?,
    };
    if id != caller.session.admin_id {
        caller.must_administer(("see another account's sessions", "ଅନ୍ୟ ଖାତାର ସେସନ ଦେଖି"))?;
    }
    let auth = state.auth.clone();
    let token = caller.token.clone();
    let list = blocking(move || auth.sessions_of(id, &token)).await?;
    let data: Vec<Value> = list
        .into_iter()
        .map(|s| {
            json!({
                "sessionId": s.session_id,
                "current": s.current,
                "startedAt": clock::rfc3339(s.started_at_ms),
                "lastUsedAt": clock::rfc3339(s.last_used_at_ms),
                "address": s.address,
                "userAgent": s.user_agent,
            })
        })
        .collect();
    Ok(ok("Sessions", Value::Array(data)))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct EndSession {
    #[serde(default)]
    session_id: String,
}

/// `POST /account/sessions/end {sessionId}`: ends one session: one's own, or (administrators
/// only) anyone's.
pub async fn end_session(ctx: Ctx) -> Result<Response, ApiError> {
    let (state, caller, _, body) = ctx.signed()?;
    let input: EndSession = read_json(body).await?;
    let id = input.session_id.trim().to_string();
    if id.is_empty() || id.chars().count() > 64 {
        return Err(ApiError::BadRequest(msg!("session-id")));
    }
    let auth = state.auth.clone();
    let administers = caller.role().administers();
    let email = caller.session.email.clone();
    let actor = caller.actor;
    blocking(move || auth.end_session(&id, &email, administers, &actor)).await?;
    Ok(ok("The session was ended.", Value::Null))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct RemoveMfa {
    admin_id: Option<u64>,
}

/// `POST /account/admins/removeMfa {adminId}`: an administrator removes another account's
/// second factor (a lost phone) and ends its sessions; the audit trail records who did.
pub async fn remove_mfa(ctx: Ctx) -> Result<Response, ApiError> {
    let (state, caller, _, body) = ctx.signed()?;
    let input: RemoveMfa = read_json(body).await?;
    let Some(id) = input.admin_id.filter(|&id| id > 0) else {
        return Err(ApiError::BadRequest(msg!("admin-id")));
    };
    let auth = state.auth.clone();
    let actor = caller.actor;
    let had = blocking(move || auth.remove_mfa_of(id, &actor)).await?;
    Ok(ok(
        "The second factor was removed.",
        json!({"adminId": id, "hadSecondFactor": had}),
    ))
}
