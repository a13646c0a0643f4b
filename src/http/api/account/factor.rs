//! An account's own security (docs/sign-in.md): the second factor, its recovery codes, and
//! the sessions signed in.
use poem::{RequestBody, Response};
use serde::Deserialize;
use serde_json::{Value, json};

use super::super::blocking::blocking;
use super::super::call::Ctx;
use super::super::client::client_ip;
use super::super::error::ApiError;
use super::super::reply::ok;
use super::{read_json, reauthenticate};
use crate::clock;
use crate::content::checks;
use crate::messages::msg;

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct CodeBody {
    #[serde(default)]
    code: String,
    #[serde(default)]
    current_password: String,
}

/// The `{code, currentPassword}` of a factor call, checked for form (the factor checks the
/// code's value, [`reauthenticate`](super::reauthenticate) the password).
async fn read_code(body: RequestBody) -> Result<(String, String), ApiError> {
    let input: CodeBody = read_json(body).await?;
    let code = input.code.trim().to_string();
    if code.is_empty() || code.chars().count() > 64 {
        return Err(ApiError::BadRequest(msg!("mfa-code-missing")));
    }
    Ok((code, input.current_password))
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
