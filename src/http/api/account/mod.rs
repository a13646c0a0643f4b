//! The back office's own calls beyond docs/decisions.md §6: the audit trail, and an administrator's
//! account (password, sessions, who else administers the site). JSON in, the envelope out.

use poem::http::StatusCode;
use poem::{RequestBody, Response};
use serde::Deserialize;
use serde_json::{Value, json};

mod factor;

use super::blocking::blocking;
use super::call::{Access, Call, Ctx};
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
use factor::{
    end_session, mfa_disable, mfa_enable, mfa_recovery_codes, mfa_setup, mfa_status, sessions,
};

/// Largest JSON body these calls read (three passwords of at most 1 KiB each).
const MAX_BODY: usize = 8 * 1024;

/// What an approver or contributor may not do here (docs/roles.md).
const MANAGE_ACCOUNTS: Deed = ("manage accounts", "ଖାତା ପରିଚାଳନା କରି");
const OPEN_AUDIT: Deed = ("open the audit trail", "କାର୍ଯ୍ୟକଳାପ ତାଲିକା ଖୋଲି");

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
async fn audit_list(ctx: Ctx) -> Result<Response, ApiError> {
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
async fn audit_latest(ctx: Ctx) -> Result<Response, ApiError> {
    let (state, caller, req, _) = ctx.signed()?;
    let viewer = caller.hides_drafts();
    let q: LatestQuery = req
        .params()
        .map_err(|_| ApiError::BadRequest(msg!("latest-query")))?;
    let entity = q
        .entity
        .as_deref()
        .and_then(entities::by_key)
        .ok_or_else(|| {
            ApiError::BadRequest(msg!(
                "entity-such-as",
                example = crate::entities::keys::BANNER
            ))
        })?;
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
async fn change_password(ctx: Ctx) -> Result<Response, ApiError> {
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
async fn logout_everywhere(ctx: Ctx) -> Result<Response, ApiError> {
    let (state, caller, req, _) = ctx.signed()?;
    let (token, actor) = (caller.token, caller.actor);
    let auth = state.auth.clone();
    let client = actor.address.unwrap_or_else(|| client_ip(&state, &req));
    let ended = blocking(move || auth.logout_everywhere(&token, client)).await?;
    Ok(ok("Signed out everywhere.", json!({"sessions": ended})))
}

/// `GET /account/admins`: every account, with its id, role, state and when it last signed in
/// (administrators only).
async fn admins(ctx: Ctx) -> Result<Response, ApiError> {
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
async fn manage_admin(ctx: Ctx) -> Result<Response, ApiError> {
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

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct RemoveMfa {
    admin_id: Option<u64>,
}

/// `POST /account/admins/removeMfa {adminId}`: an administrator removes another account's
/// second factor (a lost phone) and ends its sessions; the audit trail records who did.
async fn remove_mfa(ctx: Ctx) -> Result<Response, ApiError> {
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

/// The audit trail's and the accounts' calls: their routes, who may make them and their
/// descriptions (`doc/account.rs`, `doc/security.rs`).
pub fn calls() -> Vec<Call> {
    use Access::{Administrators, Moderators, SignedIn};
    let ops = super::doc::account_operations();
    let security = super::doc::security_operations();
    vec![
        Call::new(
            "/audit/list",
            Moderators(OPEN_AUDIT),
            ops.audit_list,
            audit_list,
        ),
        Call::new("/audit/latest", SignedIn, ops.audit_latest, audit_latest),
        Call::new(
            "/account/password",
            SignedIn,
            ops.change_password,
            change_password,
        ),
        Call::new(
            "/account/logoutAll",
            SignedIn,
            ops.logout_everywhere,
            logout_everywhere,
        ),
        Call::new(
            "/account/admins",
            Administrators(MANAGE_ACCOUNTS),
            ops.admins,
            admins,
        ),
        Call::new(
            "/account/admins/manage",
            Administrators(MANAGE_ACCOUNTS),
            ops.manage_admin,
            manage_admin,
        ),
        Call::new(
            "/account/admins/removeMfa",
            Administrators(MANAGE_ACCOUNTS),
            ops.remove_mfa,
            remove_mfa,
        ),
        Call::new("/account/mfa", SignedIn, security.mfa_status, mfa_status),
        Call::new(
            "/account/mfa/setup",
            SignedIn,
            security.mfa_setup,
            mfa_setup,
        ),
        Call::new(
            "/account/mfa/enable",
            SignedIn,
            security.mfa_enable,
            mfa_enable,
        ),
        Call::new(
            "/account/mfa/disable",
            SignedIn,
            security.mfa_disable,
            mfa_disable,
        ),
        Call::new(
            "/account/mfa/recoveryCodes",
            SignedIn,
            security.mfa_recovery_codes,
            mfa_recovery_codes,
        ),
        Call::new("/account/sessions", SignedIn, security.sessions, sessions),
        Call::new(
            "/account/sessions/end",
            SignedIn,
            security.end_session,
            end_session,
        ),
    ]
}
