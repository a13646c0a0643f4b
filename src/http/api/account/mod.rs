//! The back office's own calls beyond docs/decisions.md §6: the audit trail, and an administrator's
//! account (password, sessions, who else administers the site). JSON in, the envelope out.

use std::collections::BTreeMap;

use poem::Response;
use poem_openapi::Object;
use poem_openapi::types::Example;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

mod factor;
mod trail;

use super::blocking::blocking;
use super::call::{Access, Call, Ctx};
use super::caller::{Caller, Deed};
use super::client::client_ip;
use super::error::ApiError;
use super::reply::{answer, answer_whole, ok};
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
fn audit_list(ctx: Ctx) -> Result<Response, ApiError> {
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
    let (entries, total) = audit::list(state.content.store(), &query)
        .map_err(|e| ApiError::Internal(e.to_string()))?;
    answer_whole(&trail::AuditPage {
        outcome: true,
        message: "Activity".into(),
        data: entries.into_iter().map(trail::AuditEntry::from).collect(),
        total,
    })
}

#[derive(Deserialize)]
struct LatestQuery {
    entity: Option<String>,
    ids: Option<String>,
}

/// Who last changed a row, and when.
#[derive(Object, Serialize)]
struct LastChange {
    /// RFC 3339, UTC.
    at: String,
    /// The e-mail of who changed it, or terminal.
    admin: String,
    /// What they did (created, updated, approved...).
    action: String,
}

/// `GET /audit/latest?entity=banner&ids=1,2,3`: who last changed each of these rows, and
/// when; data is `{id: {at, admin, action}}` for the rows that have an entry.
fn audit_latest(ctx: Ctx) -> Result<Response, ApiError> {
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
    let content = &state.content;
    // A contributor learns nothing of the items they may not see (docs/roles.md).
    let hidden = match &viewer {
        Some(email) => content.workflow().hidden_from(entity, email)?,
        None => Default::default(),
    };
    let ids: Vec<u64> = ids.into_iter().filter(|id| !hidden.contains(id)).collect();
    let found = audit::latest(content.store(), entity.key, &ids).map_err(ContentError::from)?;
    let data: BTreeMap<String, LastChange> = found
        .into_iter()
        .map(|(id, entry)| {
            let change = LastChange {
                at: entry.at,
                admin: entry.admin,
                action: entry.action,
            };
            (id.to_string(), change)
        })
        .collect();
    answer("Latest changes", data)
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

/// The JSON body of an account call, as `T`.
fn read_json<T: DeserializeOwned>(ctx: &Ctx) -> Result<T, ApiError> {
    ctx.json(msg!("json-fields"))
}

/// `{currentPassword, newPassword, repeatPassword}`.
#[derive(Deserialize, Object)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase", example)]
struct PasswordChange {
    #[serde(default)]
    current_password: String,
    #[serde(default)]
    new_password: String,
    #[serde(default)]
    repeat_password: String,
}

impl Example for PasswordChange {
    fn example() -> Self {
        let new = "a long sentence only you would write".to_string();
        PasswordChange {
            current_password: "the password you sign in with".into(),
            new_password: new.clone(),
            repeat_password: new,
        }
    }
}

/// `POST /account/password` `{currentPassword, newPassword, repeatPassword}`: changes the
/// caller's password and ends their other sessions.
async fn change_password(ctx: Ctx) -> Result<Response, ApiError> {
    let change: PasswordChange = read_json(&ctx)?;
    let (state, caller, req, _) = ctx.signed()?;
    let (token, actor) = (caller.token, caller.actor);
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

/// How many sessions were ended.
#[derive(Object, Serialize)]
struct Ended {
    sessions: u64,
}

/// `POST /account/logoutAll`: ends every session of the caller, this one included.
fn logout_everywhere(ctx: Ctx) -> Result<Response, ApiError> {
    let (state, caller, req, _) = ctx.signed()?;
    let client = caller
        .actor
        .address
        .unwrap_or_else(|| client_ip(&state, &req));
    let ended = state.auth.logout_everywhere(&caller.token, client)?;
    let sessions = u64::try_from(ended).unwrap_or(u64::MAX);
    answer("Signed out everywhere.", Ended { sessions })
}

/// An account as the administrators' list shows it.
#[derive(Object, Serialize)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase")]
struct Account {
    admin_id: u64,
    email: String,
    /// administrator, approver or contributor.
    role: String,
    is_active: bool,
    /// The account must choose a new password at its next sign-in.
    must_change_password: bool,
    /// RFC 3339, UTC.
    created_at: String,
    /// RFC 3339, UTC.
    password_changed_at: String,
    /// RFC 3339, UTC; null before the first sign-in.
    #[oai(nullable)]
    last_sign_in_at: Option<String>,
    second_factor: bool,
    /// The account making this call.
    you: bool,
}

/// `GET /account/admins`: every account, with its id, role, state and when it last signed in
/// (administrators only).
fn admins(ctx: Ctx) -> Result<Response, ApiError> {
    let (state, caller, _, _) = ctx.signed()?;
    let data: Vec<Account> = state
        .auth
        .list_admins()?
        .into_iter()
        .map(|a| Account {
            admin_id: a.id,
            you: a.email == caller.actor.admin,
            email: a.email,
            role: a.role.as_str().to_string(),
            is_active: a.active,
            must_change_password: a.must_change_password,
            created_at: clock::rfc3339(a.created_at * 1000),
            password_changed_at: clock::rfc3339(a.password_changed_at * 1000),
            last_sign_in_at: a.last_sign_in_at.map(|s| clock::rfc3339(s * 1000)),
            second_factor: a.second_factor,
        })
        .collect();
    answer("Administrators", data)
}

/// `{adminId, email, role, isActive, password, currentPassword}`.
#[derive(Deserialize, Object)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase", example)]
struct ManageAccount {
    /// The account; null creates one.
    #[oai(nullable)]
    admin_id: Option<u64>,
    // The pattern is `doc::trimmed(doc::EMAIL)`, which the server reads (a test checks it).
    #[oai(validator(
        max_length = 254,
        pattern = r"^[\t\n\u000b\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}[\t\n\u000b\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*$"
    ))]
    email: String,
    /// administrator, approver or contributor.
    #[oai(validator(pattern = "^(administrator|approver|contributor)$"))]
    role: String,
    is_active: bool,
    /// Only on create or to reset: at least 12 characters.
    #[serde(default)]
    #[oai(nullable)]
    password: Option<String>,
    /// Your own current password: needed when you change your own email.
    #[serde(default)]
    #[oai(default)]
    current_password: String,
}

impl Example for ManageAccount {
    fn example() -> Self {
        ManageAccount {
            admin_id: None,
            email: "approver@oshec.example.org".into(),
            role: "approver".into(),
            is_active: true,
            password: Some("a first password to change at sign-in".into()),
            current_password: String::new(),
        }
    }
}

/// The account a call made or changed.
#[derive(Object, Serialize)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase")]
struct AccountId {
    admin_id: u64,
}

/// `POST /account/admins/manage` `{adminId, email, role, isActive, password,
/// currentPassword}`: an administrator creates (`adminId` null, `password` required) or
/// changes an account. A password given here must be changed by the account's owner at the
/// next sign-in. Changing one's own e-mail asks for one's current password.
async fn manage_admin(ctx: Ctx) -> Result<Response, ApiError> {
    let input: ManageAccount = read_json(&ctx)?;
    let (state, caller, req, _) = ctx.signed()?;
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
    let admin_id = blocking(move || auth.manage_account(change, &actor)).await?;
    let message = if creating {
        "Account created. Its owner chooses a new password at the first sign-in."
    } else {
        "Account saved."
    };
    answer(message, AccountId { admin_id })
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

/// `{adminId}`.
#[derive(Deserialize, Object)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase", example)]
struct RemoveMfa {
    /// Missing or null reads as 0, which names no account (400).
    #[serde(default, deserialize_with = "null_as_zero")]
    #[oai(validator(minimum(value = "1"), maximum(value = "999999999999999")))]
    admin_id: u64,
}

/// A number that may be sent as null: 0.
fn null_as_zero<'de, D: serde::Deserializer<'de>>(d: D) -> Result<u64, D::Error> {
    Ok(Option::<u64>::deserialize(d)?.unwrap_or(0))
}

impl Example for RemoveMfa {
    fn example() -> Self {
        RemoveMfa { admin_id: 2 }
    }
}

/// What removing a second factor did.
#[derive(Object, Serialize)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase")]
struct RemovedFactor {
    admin_id: u64,
    /// Whether the account had one.
    had_second_factor: bool,
}

/// `POST /account/admins/removeMfa {adminId}`: an administrator removes another account's
/// second factor (a lost phone) and ends its sessions; the audit trail records who did.
fn remove_mfa(ctx: Ctx) -> Result<Response, ApiError> {
    let input: RemoveMfa = read_json(&ctx)?;
    let (state, caller, _, _) = ctx.signed()?;
    let admin_id = input.admin_id;
    if admin_id == 0 {
        return Err(ApiError::BadRequest(msg!("admin-id")));
    }
    let had_second_factor = state.auth.remove_mfa_of(admin_id, &caller.actor)?;
    answer(
        "The second factor was removed.",
        RemovedFactor {
            admin_id,
            had_second_factor,
        },
    )
}

/// The audit trail's and the accounts' calls: their routes, who may make them, what they read
/// and answer, and their descriptions (`doc/account.rs`, `doc/security.rs`).
pub fn calls() -> Vec<Call> {
    use Access::{Administrators, Moderators, SignedIn};
    let ops = super::doc::account_operations();
    let security = super::doc::security_operations();
    vec![
        Call::blocking(
            "/audit/list",
            Moderators(OPEN_AUDIT),
            ops.audit_list,
            audit_list,
        )
        .answers_whole::<trail::AuditPage>(),
        Call::blocking("/audit/latest", SignedIn, ops.audit_latest, audit_latest)
            .answers::<BTreeMap<String, LastChange>>(),
        Call::new(
            "/account/password",
            SignedIn,
            ops.change_password,
            change_password,
        )
        .takes::<PasswordChange>(
            MAX_BODY,
            "The new password at least 12 characters, not your e-mail or the site's name, and \
             not a common breached password (the message says which rule failed).",
        ),
        Call::blocking(
            "/account/logoutAll",
            SignedIn,
            ops.logout_everywhere,
            logout_everywhere,
        )
        .answers::<Ended>(),
        Call::blocking(
            "/account/admins",
            Administrators(MANAGE_ACCOUNTS),
            ops.admins,
            admins,
        )
        .answers::<Vec<Account>>(),
        Call::new(
            "/account/admins/manage",
            Administrators(MANAGE_ACCOUNTS),
            ops.manage_admin,
            manage_admin,
        )
        .takes::<ManageAccount>(MAX_BODY, "The account to create or change.")
        .answers::<AccountId>(),
        Call::blocking(
            "/account/admins/removeMfa",
            Administrators(MANAGE_ACCOUNTS),
            ops.remove_mfa,
            remove_mfa,
        )
        .takes::<RemoveMfa>(MAX_BODY, "The account whose second factor to remove.")
        .answers::<RemovedFactor>(),
        Call::blocking("/account/mfa", SignedIn, security.mfa_status, mfa_status)
            .answers::<factor::FactorStatus>(),
        Call::blocking(
            "/account/mfa/setup",
            SignedIn,
            security.mfa_setup,
            mfa_setup,
        )
        .answers::<factor::FactorSetup>(),
        Call::new(
            "/account/mfa/enable",
            SignedIn,
            security.mfa_enable,
            mfa_enable,
        )
        .takes::<factor::CodeBody>(MAX_BODY, factor::CODE_BODY)
        .answers::<factor::RecoveryCodes>(),
        Call::new(
            "/account/mfa/disable",
            SignedIn,
            security.mfa_disable,
            mfa_disable,
        )
        .takes::<factor::CodeBody>(MAX_BODY, factor::CODE_BODY),
        Call::new(
            "/account/mfa/recoveryCodes",
            SignedIn,
            security.mfa_recovery_codes,
            mfa_recovery_codes,
        )
        .takes::<factor::CodeBody>(MAX_BODY, factor::CODE_BODY)
        .answers::<factor::RecoveryCodes>(),
        Call::blocking("/account/sessions", SignedIn, security.sessions, sessions)
            .answers::<Vec<factor::SessionRow>>(),
        Call::blocking(
            "/account/sessions/end",
            SignedIn,
            security.end_session,
            end_session,
        )
        .takes::<factor::EndSession>(MAX_BODY, "A sessionId from /account/sessions."),
    ]
}

#[cfg(test)]
mod tests {
    use poem_openapi::registry::Registry;
    use poem_openapi::types::Type;

    use super::*;

    /// The e-mail pattern the account form documents is the one the server reads.
    #[test]
    fn the_email_pattern_is_the_servers() {
        let mut registry = Registry::new();
        ManageAccount::register(&mut registry);
        let schema = &registry.schemas["ManageAccount"];
        let email = schema
            .properties
            .iter()
            .find(|(name, _)| *name == "email")
            .map(|(_, schema)| schema.unwrap_inline().pattern.clone());
        let expected = super::super::doc::trimmed(super::super::doc::EMAIL);
        assert_eq!(email, Some(Some(expected)));
    }
}
