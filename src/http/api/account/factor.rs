//! An account's own security (docs/sign-in.md): the second factor, its recovery codes, and
//! the sessions signed in.
use poem::Response;
use poem_openapi::Object;
use poem_openapi::types::Example;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::super::call::Ctx;
use super::super::client::client_ip;
use super::super::error::ApiError;
use super::super::reply::{answer, ok};
use super::{read_json, reauthenticate};
use crate::clock;
use crate::content::checks;
use crate::messages::msg;

/// What the factor calls' body is, for the document.
pub const CODE_BODY: &str = "The six-digit code your authenticator app shows now (or, to turn \
    the factor off or renew recovery codes, one of your recovery codes), and your current \
    password again, so that a session alone (a stolen one) cannot change the factor.";

/// `{code, currentPassword}`.
#[derive(Deserialize, Object)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase", example)]
pub struct CodeBody {
    /// A six-digit code such as 123456, or a recovery code.
    #[serde(default)]
    #[oai(validator(
        max_length = 64,
        pattern = r"[^\t\n\u000b\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]"
    ))]
    code: String,
    /// Your current password.
    #[serde(default)]
    #[oai(validator(max_length = 1024))]
    current_password: String,
}

impl Example for CodeBody {
    fn example() -> Self {
        CodeBody {
            code: "123456".into(),
            current_password: "the password you sign in with".into(),
        }
    }
}

/// The `{code, currentPassword}` of a factor call, checked for form (the factor checks the
/// code's value, [`reauthenticate`](super::reauthenticate) the password).
fn read_code(ctx: &Ctx) -> Result<(String, String), ApiError> {
    let input: CodeBody = read_json(ctx)?;
    let code = input.code.trim().to_string();
    if code.is_empty() || code.chars().count() > 64 {
        return Err(ApiError::BadRequest(msg!("mfa-code-missing")));
    }
    Ok((code, input.current_password))
}

/// Whether the caller has a second factor.
#[derive(Object, Serialize)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase")]
pub struct FactorStatus {
    enabled: bool,
    recovery_codes_left: u64,
    /// The site requires a factor for every account.
    required: bool,
    /// This session may only set one up.
    enrolment_required: bool,
}

/// `GET /account/mfa`: whether the caller has a second factor on, and the recovery codes left.
pub fn mfa_status(ctx: Ctx) -> Result<Response, ApiError> {
    let (state, caller, _, _) = ctx.signed()?;
    let status = state.auth.mfa_status(caller.session.admin_id)?;
    answer(
        "Second factor",
        FactorStatus {
            enabled: status.enabled,
            recovery_codes_left: u64::try_from(status.recovery_codes_left).unwrap_or(u64::MAX),
            required: status.required,
            enrolment_required: caller.session.enrol_only,
        },
    )
}

/// A new secret for an authenticator app.
#[derive(Object, Serialize)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase")]
pub struct FactorSetup {
    /// Base32, to type in.
    secret: String,
    otpauth_uri: String,
    /// The otpauthUri as a QR code, an SVG document.
    qr_svg: String,
}

/// `POST /account/mfa/setup`: a new secret for the caller's authenticator app, not active
/// until `enable` confirms it with a code.
pub fn mfa_setup(ctx: Ctx) -> Result<Response, ApiError> {
    let (state, caller, _, _) = ctx.signed()?;
    let setup = state.auth.mfa_setup(&caller.session, &caller.actor)?;
    answer(
        "Add this account to your authenticator app, then confirm with a code.",
        FactorSetup {
            secret: setup.secret,
            otpauth_uri: setup.uri,
            qr_svg: setup.qr_svg,
        },
    )
}

/// Ten one-time codes, shown only this once.
#[derive(Object, Serialize)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase")]
pub struct RecoveryCodes {
    recovery_codes: Vec<String>,
}

/// What a code from the caller's authenticator app (or a recovery code) is for.
enum CodeUse {
    Enable,
    Disable,
    RecoveryCodes,
}

/// Reads `{code}` and uses it as `what` says; each use ends the caller's other sessions.
async fn use_code(ctx: Ctx, what: CodeUse) -> Result<Response, ApiError> {
    let (code, current_password) = read_code(&ctx)?;
    let (state, caller, req, _) = ctx.signed()?;
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
            answer(
                "The second factor is on. Keep these recovery codes somewhere safe: they are shown only once. Your other sessions were signed out.",
                RecoveryCodes {
                    recovery_codes: codes,
                },
            )?
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
            answer(
                "New recovery codes: the old ones no longer work. They are shown only once. Your other sessions were signed out.",
                RecoveryCodes {
                    recovery_codes: codes,
                },
            )?
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

/// A signed-in session.
#[derive(Object, Serialize)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase")]
pub struct SessionRow {
    /// Opaque: what /account/sessions/end takes.
    session_id: String,
    /// The session making this call.
    current: bool,
    /// RFC 3339, UTC.
    started_at: String,
    /// RFC 3339, UTC.
    last_used_at: String,
    /// Where it was last used from.
    #[oai(nullable)]
    address: Option<String>,
    /// The browser it signed in with.
    #[oai(nullable)]
    user_agent: Option<String>,
}

/// `GET /account/sessions[?adminId=N]`: the caller's live sessions, or (administrators only)
/// another account's.
pub fn sessions(ctx: Ctx) -> Result<Response, ApiError> {
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
    let data: Vec<SessionRow> = state
        .auth
        .sessions_of(id, &caller.token)?
        .into_iter()
        .map(|s| SessionRow {
            session_id: s.session_id,
            current: s.current,
            started_at: clock::rfc3339(s.started_at_ms),
            last_used_at: clock::rfc3339(s.last_used_at_ms),
            address: s.address,
            user_agent: s.user_agent,
        })
        .collect();
    answer("Sessions", data)
}

/// `{sessionId}`.
#[derive(Deserialize, Object)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase", example)]
pub struct EndSession {
    /// A sessionId from the list.
    #[serde(default)]
    #[oai(validator(
        max_length = 64,
        pattern = r"[^\t\n\u000b\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]"
    ))]
    session_id: String,
}

impl Example for EndSession {
    fn example() -> Self {
        EndSession {
            session_id: "3f2a9c0e5b7d41a8".into(),
        }
    }
}

/// `POST /account/sessions/end {sessionId}`: ends one session: one's own, or (administrators
/// only) anyone's.
pub fn end_session(ctx: Ctx) -> Result<Response, ApiError> {
    let input: EndSession = read_json(&ctx)?;
    let (state, caller, _, _) = ctx.signed()?;
    let id = input.session_id.trim().to_string();
    if id.is_empty() || id.chars().count() > 64 {
        return Err(ApiError::BadRequest(msg!("session-id")));
    }
    let administers = caller.role().administers();
    state
        .auth
        .end_session(&id, &caller.session.email, administers, &caller.actor)?;
    Ok(ok("The session was ended.", Value::Null))
}
