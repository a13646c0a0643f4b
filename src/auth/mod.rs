//! Administrators, passwords, sessions and login throttling.
//!
//! Administrators and sessions live in their own two tables of the redb file. A session token
//! is 256 random bits given to the client once; the database keeps only its SHA-256, so a copy
//! of the file cannot be used to sign in. Nothing here logs a token or a password.
mod accounts;
mod error;
mod factor;
mod mfa;
mod password;
pub mod policy;
mod roles;
mod secrets;
mod sessions;
mod signin;
mod throttle;

use std::net::IpAddr;
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use redb::{
    Durability, ReadableDatabase, ReadableTable, ReadableTableMetadata as _, TableDefinition,
};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;

use crate::audit::{self, Actor, Change};
use crate::config::Settings;
use crate::store::{Store, StoreError};

pub use error::AuthError;
// The helpers of the split-out parts, for each other and for this file.
use accounts::*;
use factor::*;
use mfa::{FACTORS, Factor, PENDING, Used};
pub use policy::MIN_CHARS as MIN_PASSWORD_CHARS;
pub use roles::Role;
use roles::{ACCOUNT_ID_KEY, ACCOUNT_IDS, ACCOUNTS, Account};
pub use secrets::key_file;
pub use sessions::SessionView;
use sessions::{INFO, Info};
pub use throttle::CODE_MAX_FAILURES;

/// Checks an administrator's e-mail and returns it in stored form (trimmed, lower-case), so
/// the CLI can refuse a typo before asking for a password.
pub fn check_email(email: &str) -> Result<String, AuthError> {
    password::normalize_email(email)
}

/// Checks a new password for the account `email` against the policy every path applies
/// (`create_admin`, `set_password`, the account page), so the terminal can refuse it before
/// asking for it a second time.
pub fn check_password(password: &str, email: &str) -> Result<(), AuthError> {
    password::check_new(password, email)
}

/// Administrators by normalized e-mail.
const ADMINS: TableDefinition<&str, &[u8]> = TableDefinition::new("auth_admins");
/// Sessions by the SHA-256 of their token.
const SESSIONS: TableDefinition<&[u8], &[u8]> = TableDefinition::new("auth_sessions");
/// When each administrator last signed in (ms since the epoch), by e-mail. A table of its
/// own, so administrator records written by earlier releases read as they are.
const LAST_SIGN_IN: TableDefinition<&str, u64> = TableDefinition::new("auth_last_sign_in");

/// Bytes of randomness in a token.
const TOKEN_BYTES: usize = 32;

/// What `list-admins` shows of an administrator.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AdminInfo {
    pub email: String,
    /// Seconds since the Unix epoch.
    pub created_at: u64,
    /// Seconds since the Unix epoch.
    pub password_changed_at: u64,
    /// Seconds since the Unix epoch; none before the first sign-in recorded.
    #[serde(default)]
    pub last_sign_in_at: Option<u64>,
    /// The account's stable id (`adminId`).
    #[serde(default)]
    pub id: u64,
    #[serde(default)]
    pub role: Role,
    #[serde(default = "active_default")]
    pub active: bool,
    #[serde(default)]
    pub must_change_password: bool,
    /// Whether a second factor is on.
    #[serde(default)]
    pub second_factor: bool,
}

fn active_default() -> bool {
    true
}

/// Who holds a live session: what every token call needs to know of its caller.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Session {
    pub email: String,
    pub admin_id: u64,
    pub role: Role,
    pub must_change_password: bool,
    /// Signed in under `require_mfa` without a factor: only setting one up is allowed.
    pub enrol_only: bool,
    /// The session's opaque id (see [`SessionView`]).
    pub session_id: String,
}

/// What a client sends to sign in.
#[derive(Debug, Clone, Copy)]
pub struct Credentials<'a> {
    pub user: &'a str,
    pub password: &'a str,
    /// A current code or a recovery code, for an account with a second factor.
    pub otp: Option<&'a str>,
    pub client: IpAddr,
    pub user_agent: Option<&'a str>,
}

/// A second factor being set up: the secret as text, the `otpauth://` address and its QR
/// code as an SVG document.
#[derive(Debug, Clone)]
pub struct MfaSetup {
    pub secret: String,
    pub uri: String,
    pub qr_svg: String,
}

/// Whether an account has a second factor on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MfaStatus {
    pub enabled: bool,
    pub recovery_codes_left: usize,
    /// `require_mfa`: every account must have one.
    pub required: bool,
}

/// A successful sign-in.
#[derive(Debug, Clone)]
pub struct SignedIn {
    pub token: String,
    pub role: Role,
    pub must_change_password: bool,
    /// `require_mfa` and no factor yet: the session may only set one up.
    pub mfa_enrolment_required: bool,
}

/// An account as an administrator creates or changes it in the back office
/// (`POST /account/admins/manage`).
#[derive(Debug, Clone)]
pub struct AccountChange {
    /// None creates.
    pub admin_id: Option<u64>,
    pub email: String,
    pub role: Role,
    pub active: bool,
    /// Required on create; on an existing account, a reset.
    pub password: Option<String>,
}

#[derive(Serialize, Deserialize)]
struct AdminRecord {
    email: String,
    /// Argon2id PHC string (algorithm, parameters, salt and hash).
    password_hash: String,
    created_at: u64,
    password_changed_at: u64,
}

#[derive(Serialize, Deserialize)]
struct SessionRecord {
    email: String,
    /// The SHA-256 of the token again, compared in constant time after the lookup.
    digest: Vec<u8>,
    created_at_ms: u64,
    expires_at_ms: u64,
}

pub struct Auth {
    store: Arc<Store>,
    session_ttl: Duration,
    /// A session unused this long ends (`session_idle_minutes`).
    session_idle: Duration,
    /// `require_mfa`.
    require_mfa: bool,
    /// `single_session`: a sign-in ends the account's older sessions.
    single_session: bool,
    throttle: throttle::Throttle,
    /// A hash of a random password, verified when the user name is unknown so that the
    /// answer takes as long as for a real administrator and does not reveal who exists.
    /// Made on a background thread once a server is ready ([`Auth::prepare`]), so starting
    /// does not wait for Argon2.
    dummy_hash: Arc<OnceLock<String>>,
    /// Each password check holds about 19 MiB for its duration; this bounds how many run at
    /// once, so a flood of sign-in attempts queues instead of exhausting memory.
    checks: tokio::sync::Semaphore,
    /// Wakes the mail sender, once mail is set up (`smtp_url`): an owner is told of wrong
    /// codes only then.
    mail: OnceLock<Arc<tokio::sync::Notify>>,
    /// The key of the second factor's secrets, from the key file beside the database.
    key: secrets::SecretKey,
}

/// The hash of a random password nobody knows. Hashing cannot fail in practice; if it did,
/// the empty hash verifies nothing, which is still the right answer for an unknown user.
fn dummy_hash_of_random_password() -> String {
    let mut random = [0u8; TOKEN_BYTES];
    rand::fill(&mut random[..]);
    password::hash(&URL_SAFE_NO_PAD.encode(random)).unwrap_or_default()
}

/// Password checks running at once, at most.
fn concurrent_checks() -> usize {
    std::thread::available_parallelism().map_or(2, |n| n.get().clamp(2, 4))
}

impl Auth {
    /// Creates the auth tables if needed.
    pub fn new(store: Arc<Store>, settings: &Settings) -> Result<Auth, AuthError> {
        let key = secrets::SecretKey::open_or_create(store.path())?;
        store.declare(&[
            &ADMINS,
            &SESSIONS,
            &LAST_SIGN_IN,
            &ACCOUNTS,
            &ACCOUNT_IDS,
            &INFO,
            &FACTORS,
            &PENDING,
        ])?;
        let mut txn = store.database().begin_write().map_err(AuthError::db)?;
        txn.set_durability(Durability::Immediate)
            .map_err(AuthError::db)?;
        // Secrets an earlier release wrote in the clear are encrypted now (docs/backups.md).
        let sealed = secrets::seal_existing(&txn, &key)?;
        if sealed == 0 {
            txn.abort().map_err(AuthError::db)?;
        } else {
            txn.commit().map_err(AuthError::db)?;
            tracing::info!(
                secrets = sealed,
                "second-factor secrets written in the clear by an earlier release are now encrypted"
            );
        }
        audit::create_tables(&store)?;
        give_accounts(&store)?;

        // Made ahead by `prepare` (a server, once it is ready), else by the first sign-in
        // that needs it.
        let dummy_hash = Arc::new(OnceLock::new());

        let throttle = throttle::Throttle::new(
            settings.login_max_failures,
            settings.login_window,
            Arc::clone(&store),
        )
        .map_err(AuthError::db)?;
        Ok(Auth {
            store,
            session_ttl: settings.session_ttl,
            session_idle: settings.session_idle,
            require_mfa: settings.require_mfa,
            single_session: settings.single_session,
            throttle,
            dummy_hash,
            checks: tokio::sync::Semaphore::new(concurrent_checks()),
            mail: OnceLock::new(),
            key,
        })
    }

    /// Hashes the password that an unknown address is checked against, on a thread of its
    /// own `after` `ready` says so (or a minute has passed), so a sign-in with an unknown
    /// address takes as long as one with a known address from the first. Not at once: the
    /// hash fills 19 MiB and takes a core for some 50 ms, which a starting server needs for
    /// its indexes and first answers (docs/benchmarks.md, cold start). A sign-in that needs it
    /// sooner makes it itself.
    pub fn prepare(&self, ready: impl Fn() -> bool + Send + 'static, after: Duration) {
        let dummy = Arc::clone(&self.dummy_hash);
        std::thread::spawn(move || {
            crate::clock::wait_until_ready(ready, after);
            dummy.get_or_init(dummy_hash_of_random_password);
        });
    }

    /// Mail is set up: owners are told of wrong second-factor codes, through `waker`'s sender.
    pub fn send_notices(&self, waker: Arc<tokio::sync::Notify>) {
        let _ = self.mail.set(waker);
    }

    /// Ok when the token is a live session.
    pub fn verify(&self, token: &str) -> Result<(), AuthError> {
        self.verify_from(token, None).map(|_| ())
    }

    /// The e-mail of the administrator whose live session the token is; `client` is where
    /// the request came from, recorded when an expired session is used.
    pub fn verify_from(&self, token: &str, client: Option<IpAddr>) -> Result<String, AuthError> {
        self.session(token, client).map(|s| s.email)
    }

    /// Who holds the live session `token`: e-mail, account id, role and whether they must
    /// change their password first. A deactivated account's token is not valid, nor is one
    /// past `session_hours` or unused for `session_idle_minutes`. When it was last used is
    /// written at most about once a minute, not on every request.
    pub fn session(&self, token: &str, client: Option<IpAddr>) -> Result<Session, AuthError> {
        let digest = digest(token)?;
        let txn = self.store.database().begin_read().map_err(AuthError::db)?;
        let table = txn.open_table(SESSIONS).map_err(AuthError::db)?;
        let Some(value) = table.get(digest.as_slice()).map_err(AuthError::db)? else {
            return Err(AuthError::InvalidToken);
        };
        let record: SessionRecord = decode(value.value())?;
        drop(value);
        let info = txn
            .open_table(INFO)
            .map_err(AuthError::db)?
            .get(digest.as_slice())
            .map_err(AuthError::db)?
            .map(|v| decode::<Info>(v.value()))
            .transpose()?;
        drop(table);
        drop(txn);
        // The lookup above is by a hash the client cannot steer, so its timing reveals
        // nothing useful; the comparison is constant-time all the same.
        if !bool::from(record.digest.as_slice().ct_eq(digest.as_slice())) {
            return Err(AuthError::InvalidToken);
        }
        let now = now_ms();
        let actor = || Actor {
            admin: record.email.clone(),
            address: client,
            role: None,
        };
        if record.expires_at_ms <= now {
            // Expired sessions are removed when they are met, and in bulk at each sign-in.
            self.remove_session(&digest, Some((&actor(), "session-expired")))?;
            return Err(AuthError::InvalidToken);
        }
        let last_used = last_used_ms(&record, info.as_ref());
        if now.saturating_sub(last_used) >= millis(self.session_idle) {
            self.remove_session(&digest, Some((&actor(), "session-idle")))?;
            return Err(AuthError::InvalidToken);
        }
        let Some(account) = self.account(&record.email)?.filter(|a| a.active) else {
            return Err(AuthError::InvalidToken);
        };
        let touch_every = millis(self.session_idle / 4).min(60_000);
        if now.saturating_sub(last_used) >= touch_every {
            self.touch(&digest, client, now)?;
        }
        Ok(Session {
            email: record.email,
            admin_id: account.id,
            role: account.role,
            must_change_password: account.must_change_password,
            enrol_only: info.is_some_and(|i| i.enrol_only),
            session_id: sessions::session_id(&digest),
        })
    }

    /// Notes that the session `digest` was used now from `client`.
    fn touch(&self, digest: &[u8; 32], client: Option<IpAddr>, now: u64) -> Result<(), AuthError> {
        let txn = self.store.database().begin_write().map_err(AuthError::db)?;
        {
            let live = txn
                .open_table(SESSIONS)
                .map_err(AuthError::db)?
                .get(digest.as_slice())
                .map_err(AuthError::db)?
                .is_some();
            if !live {
                drop(txn);
                return Ok(());
            }
            let mut info_table = txn.open_table(INFO).map_err(AuthError::db)?;
            let mut info = info_table
                .get(digest.as_slice())
                .map_err(AuthError::db)?
                .map(|v| decode::<Info>(v.value()))
                .transpose()?
                .unwrap_or_default();
            info.last_used_ms = now;
            if let Some(client) = client {
                info.address = Some(client.to_string());
            }
            info_table
                .insert(digest.as_slice(), encode(&info)?.as_slice())
                .map_err(AuthError::db)?;
        }
        txn.commit().map_err(AuthError::db)?;
        Ok(())
    }

    /// Revokes the token.
    pub fn logout(&self, token: &str) -> Result<(), AuthError> {
        self.logout_from(token, None)
    }

    /// Revokes the token, recording `client` as where the request came from.
    pub fn logout_from(&self, token: &str, client: Option<IpAddr>) -> Result<(), AuthError> {
        let digest = digest(token)?;
        let email = self.session_email(&digest)?;
        let actor = Actor {
            admin: email.unwrap_or_default(),
            address: client,
            role: None,
        };
        match self.remove_session(&digest, Some((&actor, "logout")))? {
            Some(record) if record.expires_at_ms > now_ms() => {
                tracing::info!(admin = %record.email, "administrator signed out");
                Ok(())
            }
            // An expired session is gone either way, but the client's session had already
            // ended, which it should learn like any other invalid token.
            _ => Err(AuthError::InvalidToken),
        }
    }

    fn admin(&self, email: &str) -> Result<Option<AdminRecord>, AuthError> {
        let txn = self.store.database().begin_read().map_err(AuthError::db)?;
        let table = txn.open_table(ADMINS).map_err(AuthError::db)?;
        let value = table.get(email).map_err(AuthError::db)?;
        value.map(|v| decode(v.value())).transpose()
    }

    /// Appends one audit entry in a transaction of its own (for what changes nothing else:
    /// refused attempts).
    fn record(
        &self,
        actor: &Actor,
        action: &str,
        entity: &str,
        record_id: Option<u64>,
        changes: Vec<Change>,
    ) -> Result<(), AuthError> {
        let txn = self.begin_write()?;
        audit::append(&txn, actor, action, entity, record_id, changes)?;
        txn.commit().map_err(AuthError::db)?;
        Ok(())
    }

    /// The account's active second factor.
    fn factor(&self, admin_id: u64) -> Result<Option<Factor>, AuthError> {
        let txn = self.store.database().begin_read().map_err(AuthError::db)?;
        let table = txn.open_table(FACTORS).map_err(AuthError::db)?;
        let value = table.get(admin_id).map_err(AuthError::db)?;
        value.map(|v| decode(v.value())).transpose()
    }

    /// The e-mail of the session with this digest, live or not.
    fn session_email(&self, digest: &[u8; 32]) -> Result<Option<String>, AuthError> {
        let txn = self.store.database().begin_read().map_err(AuthError::db)?;
        let table = txn.open_table(SESSIONS).map_err(AuthError::db)?;
        let value = table.get(digest.as_slice()).map_err(AuthError::db)?;
        Ok(value
            .map(|v| decode::<SessionRecord>(v.value()))
            .transpose()?
            .map(|s| s.email))
    }

    /// Removes a session; when it existed, `audit` (who, which action) is recorded with it.
    fn remove_session(
        &self,
        digest: &[u8; 32],
        audit: Option<(&Actor, &str)>,
    ) -> Result<Option<SessionRecord>, AuthError> {
        let txn = self.begin_write()?;
        let removed = {
            let mut sessions = txn.open_table(SESSIONS).map_err(AuthError::db)?;
            sessions
                .remove(digest.as_slice())
                .map_err(AuthError::db)?
                .map(|v| decode::<SessionRecord>(v.value()))
                .transpose()?
        };
        if let (Some(session), Some((actor, action))) = (&removed, audit) {
            // An expired session's logout is recorded as the expired use it is.
            let action = if action == "logout" && session.expires_at_ms <= now_ms() {
                "session-expired"
            } else {
                action
            };
            audit::append(&txn, actor, action, "session", None, vec![])?;
        }
        txn.commit().map_err(AuthError::db)?;
        Ok(removed)
    }

    /// Stores `record` (its new password hash, dated now), ends every session of `email` but
    /// the one whose token digest is `keep`, and records the change by `actor`: one transaction.
    fn store_password(
        &self,
        email: &str,
        mut record: AdminRecord,
        keep: Option<&[u8; 32]>,
        actor: &Actor,
    ) -> Result<(), AuthError> {
        record.password_changed_at = now_ms() / 1000;
        let txn = self.begin_write()?;
        {
            let mut admins = txn.open_table(ADMINS).map_err(AuthError::db)?;
            admins
                .insert(email, encode(&record)?.as_slice())
                .map_err(AuthError::db)?;
            // A password the owner chose (from the terminal, or their own change) lifts the
            // demand to choose one.
            if let Some(mut account) = read_account(&txn, email)? {
                account.must_change_password = false;
                put_account(&txn, email, &account)?;
            }
            end_sessions(&txn, email, keep)?;
        }
        let change = Change::new("administrator", None, Some(email));
        audit::append(
            &txn,
            actor,
            "password-changed",
            "administrator",
            None,
            vec![change],
        )?;
        txn.commit().map_err(AuthError::db)?;
        Ok(())
    }

    /// A write transaction that is on disk when `commit` returns: what is acknowledged
    /// survives a crash.
    fn begin_write(&self) -> Result<redb::WriteTransaction, AuthError> {
        let mut txn = self.store.database().begin_write().map_err(AuthError::db)?;
        txn.set_durability(Durability::Immediate)
            .map_err(AuthError::db)?;
        Ok(txn)
    }
}

/// The change that names the account an entry concerns by its e-mail, so an audit entry reads
/// alone (`oshec audit`), not only by the account's number.
fn account_named(email: &str) -> Change {
    Change::new("administrator", None, Some(email))
}

/// When a session was last used: its details row, or its start for a session from before.
fn last_used_ms(record: &SessionRecord, info: Option<&Info>) -> u64 {
    info.map_or(record.created_at_ms, |i| {
        i.last_used_ms.max(record.created_at_ms)
    })
}

fn millis(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}

/// The SHA-256 of a token as the client holds it; anything that is not a token of ours is
/// simply invalid.
fn digest(token: &str) -> Result<[u8; 32], AuthError> {
    let bytes = URL_SAFE_NO_PAD
        .decode(token.trim())
        .map_err(|_| AuthError::InvalidToken)?;
    if bytes.len() != TOKEN_BYTES {
        return Err(AuthError::InvalidToken);
    }
    Ok(Sha256::digest(&bytes).into())
}

fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

fn encode<T: Serialize>(value: &T) -> Result<Vec<u8>, AuthError> {
    crate::store::encode(value)
        .map_err(|e| AuthError::Other(format!("could not encode a record: {e}")))
}

fn decode<T: serde::de::DeserializeOwned>(bytes: &[u8]) -> Result<T, AuthError> {
    crate::store::decode(bytes)
        .map_err(|e| AuthError::Other(format!("a stored record is unreadable: {e}")))
}

#[cfg(test)]
mod tests;
