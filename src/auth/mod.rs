//! Administrators, passwords, sessions and login throttling.
//!
//! Administrators and sessions live in their own two tables of the redb file. A session token
//! is 256 random bits given to the client once; the database keeps only its SHA-256, so a copy
//! of the file cannot be used to sign in. Nothing here logs a token or a password.
mod mfa;
mod password;
pub mod policy;
mod roles;
mod sessions;
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

use mfa::{FACTORS, Factor, PENDING, Used};
pub use policy::MIN_CHARS as MIN_PASSWORD_CHARS;
pub use roles::Role;
use roles::{ACCOUNT_ID_KEY, ACCOUNT_IDS, ACCOUNTS, Account};
pub use sessions::SessionView;
use sessions::{INFO, Info};

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

#[derive(Debug, thiserror::Error)]
pub enum AuthError {
    /// Wrong user name or password (answered 200 with outcome false by the API).
    #[error("Invalid username or password.")]
    InvalidCredentials,
    /// Too many failures; the API answers 429 with this message.
    #[error("Too many failed sign-in attempts. Try again in {retry_after_secs} seconds.")]
    Throttled { retry_after_secs: u64 },
    /// Unknown, expired or revoked token: 401.
    #[error("Your session is not valid. Please sign in again.")]
    InvalidToken,
    /// `create-admin` for an e-mail that already has an account.
    #[error(
        "an administrator {0} already exists; use `oshec set-password --email {0}` to change the password"
    )]
    AdminExists(String),
    /// `set-password` for an e-mail without an account.
    #[error("there is no administrator {0}; `oshec list-admins` shows who there is")]
    UnknownAdmin(String),
    #[error("{0}")]
    InvalidEmail(String),
    #[error("{0}")]
    WeakPassword(String),
    /// The current password given to change it is not right (400).
    #[error("The current password is not right.")]
    WrongPassword,
    /// The caller's role may not do this, or the change would leave no administrator (403).
    #[error("{0}")]
    Forbidden(String),
    /// No account with that id (404).
    #[error("There is no account with that id.")]
    NoSuchAccount,
    /// The password was right but the account has a second factor and no right code came
    /// with it (401 with `data: {"mfaRequired": true}` at sign-in; a failure for the throttle).
    #[error("{}", if *wrong { "That code is not right. Enter the current six-digit code from your authenticator app, or one of your recovery codes." } else { "Enter the six-digit code from your authenticator app, or one of your recovery codes." })]
    MfaRequired { wrong: bool },
    /// A code given to change the second factor is not right (400).
    #[error(
        "That code is not right. Enter the current six-digit code from your authenticator app."
    )]
    WrongCode,
    /// The second factor is not in the state the call needs (409).
    #[error("{0}")]
    MfaState(String),
    /// No live session with that id (404).
    #[error("There is no session with that id: it may have ended already.")]
    NoSuchSession,
    #[error("{0}")]
    Other(String),
}

impl From<StoreError> for AuthError {
    fn from(e: StoreError) -> Self {
        AuthError::db(e)
    }
}

impl AuthError {
    fn db(e: impl std::fmt::Display) -> AuthError {
        AuthError::Other(format!("database error: {e}"))
    }
}

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
    /// Made on a background thread at start-up, so starting does not wait for Argon2.
    dummy_hash: Arc<OnceLock<String>>,
    /// Each password check holds about 19 MiB for its duration; this bounds how many run at
    /// once, so a flood of sign-in attempts queues instead of exhausting memory.
    checks: tokio::sync::Semaphore,
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
        let txn = store.database().begin_write().map_err(AuthError::db)?;
        {
            // Opening in a write transaction creates the tables, so that read transactions
            // (which cannot create them) work on a new file.
            txn.open_table(ADMINS).map_err(AuthError::db)?;
            txn.open_table(SESSIONS).map_err(AuthError::db)?;
            txn.open_table(LAST_SIGN_IN).map_err(AuthError::db)?;
            txn.open_table(ACCOUNTS).map_err(AuthError::db)?;
            txn.open_table(ACCOUNT_IDS).map_err(AuthError::db)?;
            txn.open_table(INFO).map_err(AuthError::db)?;
            txn.open_table(FACTORS).map_err(AuthError::db)?;
            txn.open_table(PENDING).map_err(AuthError::db)?;
        }
        txn.commit().map_err(AuthError::db)?;
        audit::create_tables(&store)?;
        give_accounts(&store)?;

        let dummy_hash = Arc::new(OnceLock::new());
        let early = Arc::clone(&dummy_hash);
        std::thread::spawn(move || {
            early.get_or_init(dummy_hash_of_random_password);
        });

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
        })
    }

    /// Checks the password (Argon2id, on a blocking thread) and returns a new token; for an
    /// account with a second factor, see [`Auth::sign_in`].
    pub async fn login(
        &self,
        user: &str,
        password: &str,
        client: IpAddr,
    ) -> Result<SignedIn, AuthError> {
        self.sign_in(&Credentials {
            user,
            password,
            otp: None,
            client,
            user_agent: None,
        })
        .await
    }

    /// Checks the password (Argon2id, on a blocking thread) and, for an account with a second
    /// factor, the code; returns a new token. A right password without a right code is a
    /// failure for the throttle like a wrong password, so the factor cannot be guessed faster.
    pub async fn sign_in(&self, c: &Credentials<'_>) -> Result<SignedIn, AuthError> {
        let user = password::normalize_user(c.user);
        let client = c.client;
        let attempt = match self.throttle.begin(&user, client, Instant::now()) {
            Ok(attempt) => attempt,
            Err(retry_after_secs) => {
                self.record(
                    &Actor::admin(&user, client),
                    "sign-in-throttled",
                    "session",
                    None,
                    vec![],
                )?;
                return Err(AuthError::Throttled { retry_after_secs });
            }
        };

        let stored = self.admin(&user)?;
        let account = self.account(&user)?;
        // A deactivated account signs in no more than an unknown one, and learns no more.
        let known = stored.is_some() && account.as_ref().is_some_and(|a| a.active);
        let phc = stored.map(|a| a.password_hash);
        let dummy = Arc::clone(&self.dummy_hash);
        let password = c.password.to_string();
        let permit = self
            .checks
            .acquire()
            .await
            .map_err(|e| AuthError::Other(format!("password check failed: {e}")))?;
        let matches = tokio::task::spawn_blocking(move || {
            let phc =
                phc.unwrap_or_else(|| dummy.get_or_init(dummy_hash_of_random_password).clone());
            password::verify(&password, &phc)
        })
        .await
        .map_err(|e| AuthError::Other(format!("password check failed: {e}")))?;
        drop(permit);

        if !(known && matches) {
            tracing::info!(client = %client, "failed sign-in attempt");
            metrics::counter!("oshec_failed_sign_ins_total").increment(1);
            // The name as typed (it may be no administrator's), never the password.
            self.record(
                &Actor::admin(&user, client),
                "sign-in-failed",
                "session",
                None,
                vec![],
            )?;
            tokio::time::sleep(attempt.slowdown()).await;
            return Err(AuthError::InvalidCredentials);
        }
        let account = account.unwrap_or_default();
        let has_factor = self.factor(account.id)?.is_some();
        let otp = c.otp.map(str::trim).filter(|o| !o.is_empty());
        if has_factor && otp.is_none() {
            self.record(
                &Actor::admin(&user, client),
                "sign-in-factor-needed",
                "session",
                None,
                vec![],
            )?;
            tokio::time::sleep(attempt.slowdown()).await;
            self.throttle.owes_code(attempt);
            return Err(AuthError::MfaRequired { wrong: false });
        }
        let enrol_only = self.require_mfa && !has_factor;
        let started = NewSession {
            email: &user,
            admin_id: account.id,
            client,
            user_agent: c.user_agent,
            code: otp.filter(|_| has_factor),
            enrol_only,
        };
        let Some(token) = self.new_session(&started)? else {
            tracing::info!(client = %client, "failed second factor at sign-in");
            metrics::counter!("oshec_failed_sign_ins_total").increment(1);
            self.record(
                &Actor::admin(&user, client),
                "sign-in-factor-failed",
                "session",
                None,
                vec![],
            )?;
            tokio::time::sleep(attempt.slowdown()).await;
            return Err(AuthError::MfaRequired { wrong: true });
        };
        self.throttle.succeeded(attempt);
        tracing::info!(admin = %user, client = %client, "administrator signed in");
        Ok(SignedIn {
            token,
            role: account.role,
            must_change_password: account.must_change_password,
            mfa_enrolment_required: enrol_only,
        })
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

    /// Adds an administrator (e-mail is the login user name). Blocking: hashes the password.
    pub fn create_admin(&self, email: &str, password: &str) -> Result<(), AuthError> {
        self.create_account(
            email,
            password,
            Role::Administrator,
            false,
            &Actor::terminal(),
        )
        .map(|_| ())
    }

    /// Adds an account with `role`; `must_change` makes its owner choose a new password at
    /// the next sign-in. Answers the new account's id. Blocking: hashes the password.
    pub fn create_account(
        &self,
        email: &str,
        password: &str,
        role: Role,
        must_change: bool,
        actor: &Actor,
    ) -> Result<u64, AuthError> {
        let email = password::normalize_email(email)?;
        password::check_new(password, &email)?;
        if self.admin(&email)?.is_some() {
            return Err(AuthError::AdminExists(email));
        }
        let password_hash = password::hash(password)?;
        let now = now_ms() / 1000;
        let record = AdminRecord {
            email: email.clone(),
            password_hash,
            created_at: now,
            password_changed_at: now,
        };
        let txn = self.begin_write()?;
        {
            let mut admins = txn.open_table(ADMINS).map_err(AuthError::db)?;
            // Checked again inside the transaction: another command may have created the
            // same administrator while the password was being hashed.
            if admins.get(email.as_str()).map_err(AuthError::db)?.is_some() {
                return Err(AuthError::AdminExists(email));
            }
            admins
                .insert(email.as_str(), encode(&record)?.as_slice())
                .map_err(AuthError::db)?;
        }
        let id = next_account_id(&txn)?;
        let account = Account {
            id,
            role,
            active: true,
            must_change_password: must_change,
        };
        put_account(&txn, &email, &account)?;
        let changes = vec![
            Change::new("administrator", None, Some(&email)),
            Change::new("role", None, Some(role.as_str())),
        ];
        audit::append(
            &txn,
            actor,
            "admin-created",
            "administrator",
            Some(id),
            changes,
        )?;
        txn.commit().map_err(AuthError::db)?;
        tracing::info!(admin = %email, role = %role, "account created");
        Ok(id)
    }

    /// Gives an administrator a new password and ends all of their sessions, so that a
    /// password changed because it leaked also shuts out whoever used it. Blocking.
    pub fn set_password(&self, email: &str, password: &str) -> Result<(), AuthError> {
        let email = password::normalize_email(email)?;
        password::check_new(password, &email)?;
        let Some(mut record) = self.admin(&email)? else {
            return Err(AuthError::UnknownAdmin(email));
        };
        record.password_hash = password::hash(password)?;
        self.store_password(&email, record, None, &Actor::terminal())?;
        tracing::info!(admin = %email, "administrator password changed; their sessions ended");
        Ok(())
    }

    /// An administrator changes their own password in the back office: `current` must be
    /// right, the new one must meet the [`policy`] (which names the rule it breaks). Every
    /// other session of theirs ends; the one holding `token` stays. Checks are throttled like
    /// sign-ins, so this is no way around the sign-in limits.
    pub async fn change_own_password(
        &self,
        token: &str,
        current: &str,
        new: &str,
        client: IpAddr,
    ) -> Result<(), AuthError> {
        let email = self.verify_from(token, Some(client))?;
        let actor = Actor::admin(&email, client);
        if let Err(weak) = password::check_new(new, &email) {
            self.password_change_refused(&actor, "the new password breaks the policy")?;
            return Err(weak);
        }
        let attempt = self
            .throttle
            .begin(&email, client, Instant::now())
            .map_err(|retry_after_secs| AuthError::Throttled { retry_after_secs })?;
        let Some(stored) = self.admin(&email)? else {
            return Err(AuthError::InvalidToken);
        };
        let (current, new) = (current.to_string(), new.to_string());
        let phc = stored.password_hash.clone();
        let permit = self
            .checks
            .acquire()
            .await
            .map_err(|e| AuthError::Other(format!("password check failed: {e}")))?;
        let hashed = tokio::task::spawn_blocking(move || {
            if password::verify(&current, &phc) {
                password::hash(&new).map(Some)
            } else {
                Ok(None)
            }
        })
        .await
        .map_err(|e| AuthError::Other(format!("password check failed: {e}")))??;
        drop(permit);
        let Some(hash) = hashed else {
            self.password_change_refused(&actor, "the current password was wrong")?;
            tokio::time::sleep(attempt.slowdown()).await;
            return Err(AuthError::WrongPassword);
        };
        self.throttle.succeeded(attempt);
        let keep = digest(token)?;
        let mut record = stored;
        record.password_hash = hash;
        self.store_password(&email, record, Some(&keep), &actor)?;
        tracing::info!(admin = %email, "administrator changed their password; their other sessions ended");
        Ok(())
    }

    /// Records a refused password change and why, never the password (docs/sign-in.md).
    fn password_change_refused(&self, actor: &Actor, reason: &str) -> Result<(), AuthError> {
        let why = Change::new("reason", None, Some(reason));
        self.record(
            actor,
            "password-change-refused",
            "administrator",
            None,
            vec![why],
        )
    }

    /// Ends every session of the administrator holding `token`, that one included.
    pub fn logout_everywhere(&self, token: &str, client: IpAddr) -> Result<usize, AuthError> {
        let email = self.verify_from(token, Some(client))?;
        let txn = self.begin_write()?;
        let ended = {
            let mut sessions = txn.open_table(SESSIONS).map_err(AuthError::db)?;
            let before = sessions.len().map_err(AuthError::db)?;
            sessions
                .retain(|_, value| decode::<SessionRecord>(value).is_ok_and(|s| s.email != email))
                .map_err(AuthError::db)?;
            before.saturating_sub(sessions.len().map_err(AuthError::db)?)
        };
        audit::append(
            &txn,
            &Actor::admin(&email, client),
            "logout-everywhere",
            "session",
            None,
            vec![],
        )?;
        txn.commit().map_err(AuthError::db)?;
        tracing::info!(admin = %email, "administrator signed out everywhere");
        Ok(usize::try_from(ended).unwrap_or(usize::MAX))
    }

    /// Every administrator, by e-mail.
    pub fn list_admins(&self) -> Result<Vec<AdminInfo>, AuthError> {
        let txn = self.store.database().begin_read().map_err(AuthError::db)?;
        let table = txn.open_table(ADMINS).map_err(AuthError::db)?;
        let last = txn.open_table(LAST_SIGN_IN).map_err(AuthError::db)?;
        let accounts = txn.open_table(ACCOUNTS).map_err(AuthError::db)?;
        let mut admins = Vec::new();
        for entry in table.iter().map_err(AuthError::db)? {
            let (_, value) = entry.map_err(AuthError::db)?;
            let record: AdminRecord = decode(value.value())?;
            let last_sign_in_at = last
                .get(record.email.as_str())
                .map_err(AuthError::db)?
                .map(|v| v.value() / 1000);
            let account: Account = accounts
                .get(record.email.as_str())
                .map_err(AuthError::db)?
                .map(|v| decode(v.value()))
                .transpose()?
                .unwrap_or_default();
            admins.push(AdminInfo {
                email: record.email,
                created_at: record.created_at,
                password_changed_at: record.password_changed_at,
                last_sign_in_at,
                id: account.id,
                role: account.role,
                active: account.active,
                must_change_password: account.must_change_password,
            });
        }
        Ok(admins)
    }

    /// True when at least one administrator exists.
    pub fn has_admins(&self) -> Result<bool, AuthError> {
        let txn = self.store.database().begin_read().map_err(AuthError::db)?;
        let table = txn.open_table(ADMINS).map_err(AuthError::db)?;
        Ok(table.first().map_err(AuthError::db)?.is_some())
    }

    fn account(&self, email: &str) -> Result<Option<Account>, AuthError> {
        let txn = self.store.database().begin_read().map_err(AuthError::db)?;
        let table = txn.open_table(ACCOUNTS).map_err(AuthError::db)?;
        let value = table.get(email).map_err(AuthError::db)?;
        value.map(|v| decode(v.value())).transpose()
    }

    /// `POST /account/admins/manage`: an administrator creates an account (`admin_id` none,
    /// password required) or changes one's e-mail, role, active state or password. A password
    /// set here must be changed by its owner at the next sign-in. Deactivation, a reset and a
    /// new e-mail end the account's sessions. The last active administrator cannot be demoted
    /// or deactivated. Answers the account's id. Blocking: hashes a password.
    pub fn manage_account(&self, change: AccountChange, actor: &Actor) -> Result<u64, AuthError> {
        let email = password::normalize_email(&change.email)?;
        if let Some(p) = &change.password {
            password::check_new(p, &email)?;
        }
        let Some(id) = change.admin_id else {
            let Some(password) = change.password else {
                return Err(AuthError::WeakPassword(
                    "Give the new account a first password.".into(),
                ));
            };
            let id = self.create_account(&email, &password, change.role, true, actor)?;
            if !change.active {
                self.manage_account(
                    AccountChange {
                        admin_id: Some(id),
                        email,
                        role: change.role,
                        active: false,
                        password: None,
                    },
                    actor,
                )?;
            }
            return Ok(id);
        };
        let Some(old_email) = self
            .list_admins()?
            .into_iter()
            .find(|a| a.id == id)
            .map(|a| a.email)
        else {
            return Err(AuthError::NoSuchAccount);
        };
        let hash = change.password.as_deref().map(password::hash).transpose()?;
        let txn = self.begin_write()?;
        let mut account = read_account(&txn, &old_email)?.unwrap_or_default();
        let mut changes = Vec::new();
        let losing_admin = account.role == Role::Administrator
            && account.active
            && (change.role != Role::Administrator || !change.active);
        if losing_admin && other_active_administrators(&txn, &old_email)? == 0 {
            return Err(AuthError::Forbidden(
                "The last active administrator cannot be demoted or deactivated.".into(),
            ));
        }
        let mut end_all = false;
        if email != old_email {
            let mut admins = txn.open_table(ADMINS).map_err(AuthError::db)?;
            if admins.get(email.as_str()).map_err(AuthError::db)?.is_some() {
                return Err(AuthError::AdminExists(email));
            }
            let Some(bytes) = admins
                .remove(old_email.as_str())
                .map_err(AuthError::db)?
                .map(|v| v.value().to_vec())
            else {
                return Err(AuthError::NoSuchAccount);
            };
            let mut record: AdminRecord = decode(&bytes)?;
            record.email = email.clone();
            admins
                .insert(email.as_str(), encode(&record)?.as_slice())
                .map_err(AuthError::db)?;
            let mut accounts = txn.open_table(ACCOUNTS).map_err(AuthError::db)?;
            accounts.remove(old_email.as_str()).map_err(AuthError::db)?;
            let mut last = txn.open_table(LAST_SIGN_IN).map_err(AuthError::db)?;
            let when = last
                .remove(old_email.as_str())
                .map_err(AuthError::db)?
                .map(|v| v.value());
            if let Some(when) = when {
                last.insert(email.as_str(), when).map_err(AuthError::db)?;
            }
            changes.push(Change::new("email", Some(&old_email), Some(&email)));
            end_sessions(&txn, &old_email, None)?;
        }
        if account.role != change.role {
            changes.push(Change::new(
                "role",
                Some(account.role.as_str()),
                Some(change.role.as_str()),
            ));
            account.role = change.role;
            end_all = true;
        }
        if account.active != change.active {
            changes.push(Change::new(
                "isActive",
                Some(&account.active.to_string()),
                Some(&change.active.to_string()),
            ));
            account.active = change.active;
            end_all |= !change.active;
        }
        if let Some(hash) = hash {
            let mut admins = txn.open_table(ADMINS).map_err(AuthError::db)?;
            let Some(bytes) = admins
                .get(email.as_str())
                .map_err(AuthError::db)?
                .map(|v| v.value().to_vec())
            else {
                return Err(AuthError::NoSuchAccount);
            };
            let mut record: AdminRecord = decode(&bytes)?;
            record.password_hash = hash;
            record.password_changed_at = now_ms() / 1000;
            admins
                .insert(email.as_str(), encode(&record)?.as_slice())
                .map_err(AuthError::db)?;
            account.must_change_password = true;
            changes.push(Change::new("password", None, Some("reset")));
            end_all = true;
        }
        put_account(&txn, &email, &account)?;
        if end_all {
            end_sessions(&txn, &email, None)?;
        }
        audit::append(
            &txn,
            actor,
            "admin-changed",
            "administrator",
            Some(id),
            changes,
        )?;
        txn.commit().map_err(AuthError::db)?;
        tracing::info!(admin = %email, "account changed");
        Ok(id)
    }

    fn admin(&self, email: &str) -> Result<Option<AdminRecord>, AuthError> {
        let txn = self.store.database().begin_read().map_err(AuthError::db)?;
        let table = txn.open_table(ADMINS).map_err(AuthError::db)?;
        let value = table.get(email).map_err(AuthError::db)?;
        value.map(|v| decode(v.value())).transpose()
    }

    /// Stores a new session and returns its token; expired sessions are swept out on the way.
    /// With a `code`, the account's factor must take it in the same transaction (so two
    /// sign-ins cannot both spend one code): `None` when it does not, and nothing is stored.
    /// Under `single_session`, the account's older sessions end with it.
    fn new_session(&self, new: &NewSession<'_>) -> Result<Option<String>, AuthError> {
        let mut token = [0u8; TOKEN_BYTES];
        rand::fill(&mut token[..]);
        let digest: [u8; 32] = Sha256::digest(token).into();
        let now = now_ms();
        let record = SessionRecord {
            email: new.email.to_string(),
            digest: digest.to_vec(),
            created_at_ms: now,
            expires_at_ms: now.saturating_add(millis(self.session_ttl)),
        };
        let info = Info {
            last_used_ms: now,
            address: Some(new.client.to_string()),
            user_agent: sessions::clean_user_agent(new.user_agent),
            enrol_only: new.enrol_only,
        };
        let txn = self.begin_write()?;
        let mut changes = Vec::new();
        if let Some(code) = new.code {
            let Some((_, used)) = use_code(&txn, new.admin_id, new.email, code, now / 1000)? else {
                txn.abort().map_err(AuthError::db)?;
                return Ok(None);
            };
            let how = match used {
                Used::Step(_) => "code",
                Used::Recovery(_) => "recovery code",
            };
            changes.push(Change::new("secondFactor", None, Some(how)));
        }
        let replaced = if self.single_session {
            end_sessions(&txn, new.email, None)?
        } else {
            0
        };
        {
            let mut sessions = txn.open_table(SESSIONS).map_err(AuthError::db)?;
            sessions
                .retain(|_, value| {
                    decode::<SessionRecord>(value).is_ok_and(|s| s.expires_at_ms > now)
                })
                .map_err(AuthError::db)?;
            sessions
                .insert(digest.as_slice(), encode(&record)?.as_slice())
                .map_err(AuthError::db)?;
            let mut live = std::collections::HashSet::new();
            for entry in sessions.iter().map_err(AuthError::db)? {
                let (key, _) = entry.map_err(AuthError::db)?;
                live.insert(key.value().to_vec());
            }
            let mut infos = txn.open_table(INFO).map_err(AuthError::db)?;
            infos
                .retain(|key, _| live.contains(key))
                .map_err(AuthError::db)?;
            infos
                .insert(digest.as_slice(), encode(&info)?.as_slice())
                .map_err(AuthError::db)?;
            let mut last = txn.open_table(LAST_SIGN_IN).map_err(AuthError::db)?;
            last.insert(new.email, now).map_err(AuthError::db)?;
        }
        let actor = Actor::admin(new.email, new.client);
        audit::append(&txn, &actor, "sign-in", "session", None, changes)?;
        if replaced > 0 {
            let ended = replaced.to_string();
            audit::append(
                &txn,
                &actor,
                "sessions-replaced",
                "session",
                None,
                vec![Change::new("sessions", None, Some(&ended))],
            )?;
        }
        txn.commit().map_err(AuthError::db)?;
        Ok(Some(URL_SAFE_NO_PAD.encode(token)))
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

/// Sessions one can see and end, and the second factor (docs/sign-in.md).
impl Auth {
    /// The live sessions of the account `admin_id`, newest first; `current` is the digest
    /// of the caller's own token, marked in the list.
    pub fn sessions_of(
        &self,
        admin_id: u64,
        current_token: &str,
    ) -> Result<Vec<SessionView>, AuthError> {
        let current = digest(current_token)?;
        let Some(email) = self.email_of(admin_id)? else {
            return Err(AuthError::NoSuchAccount);
        };
        let now = now_ms();
        let idle = millis(self.session_idle);
        let txn = self.store.database().begin_read().map_err(AuthError::db)?;
        let table = txn.open_table(SESSIONS).map_err(AuthError::db)?;
        let infos = txn.open_table(INFO).map_err(AuthError::db)?;
        let mut list = Vec::new();
        for entry in table.iter().map_err(AuthError::db)? {
            let (key, value) = entry.map_err(AuthError::db)?;
            let record: SessionRecord = decode(value.value())?;
            if record.email != email || record.expires_at_ms <= now {
                continue;
            }
            let info = infos
                .get(key.value())
                .map_err(AuthError::db)?
                .map(|v| decode::<Info>(v.value()))
                .transpose()?;
            let last_used = last_used_ms(&record, info.as_ref());
            if now.saturating_sub(last_used) >= idle {
                continue;
            }
            let info = info.unwrap_or_default();
            list.push(SessionView {
                session_id: sessions::session_id(key.value()),
                admin_id,
                email: email.clone(),
                current: key.value() == current.as_slice(),
                started_at_ms: record.created_at_ms,
                last_used_at_ms: last_used,
                address: info.address,
                user_agent: info.user_agent,
            });
        }
        list.sort_by_key(|s| std::cmp::Reverse(s.started_at_ms));
        Ok(list)
    }

    /// Ends the session `session_id`. Someone else's only when `may_end_others` (an
    /// administrator); otherwise 403. Answers the account whose session it was.
    pub fn end_session(
        &self,
        session_id: &str,
        caller_email: &str,
        may_end_others: bool,
        actor: &Actor,
    ) -> Result<String, AuthError> {
        let txn = self.begin_write()?;
        let found = {
            let table = txn.open_table(SESSIONS).map_err(AuthError::db)?;
            let mut found = None;
            for entry in table.iter().map_err(AuthError::db)? {
                let (key, value) = entry.map_err(AuthError::db)?;
                let id = sessions::session_id(key.value());
                if bool::from(id.as_bytes().ct_eq(session_id.as_bytes())) {
                    let record: SessionRecord = decode(value.value())?;
                    found = Some((key.value().to_vec(), record));
                    break;
                }
            }
            found
        };
        let Some((key, record)) = found.filter(|(_, r)| r.expires_at_ms > now_ms()) else {
            return Err(AuthError::NoSuchSession);
        };
        if record.email != caller_email && !may_end_others {
            return Err(AuthError::Forbidden(
                "Only an administrator may end another account's session.".into(),
            ));
        }
        txn.open_table(SESSIONS)
            .map_err(AuthError::db)?
            .remove(key.as_slice())
            .map_err(AuthError::db)?;
        txn.open_table(INFO)
            .map_err(AuthError::db)?
            .remove(key.as_slice())
            .map_err(AuthError::db)?;
        let account_id = read_account(&txn, &record.email)?.map(|a| a.id);
        audit::append(
            &txn,
            actor,
            "session-ended",
            "session",
            account_id,
            vec![Change::new("session", Some(&record.email), None)],
        )?;
        txn.commit().map_err(AuthError::db)?;
        tracing::info!(admin = %record.email, "a session was ended");
        Ok(record.email)
    }

    /// The e-mail of the account `admin_id`.
    pub fn email_of(&self, admin_id: u64) -> Result<Option<String>, AuthError> {
        let txn = self.store.database().begin_read().map_err(AuthError::db)?;
        let accounts = txn.open_table(ACCOUNTS).map_err(AuthError::db)?;
        for entry in accounts.iter().map_err(AuthError::db)? {
            let (key, value) = entry.map_err(AuthError::db)?;
            let account: Account = decode(value.value())?;
            if account.id == admin_id {
                return Ok(Some(key.value().to_string()));
            }
        }
        Ok(None)
    }

    /// Whether the account has a second factor on, and how many recovery codes are left.
    pub fn mfa_status(&self, admin_id: u64) -> Result<MfaStatus, AuthError> {
        let factor = self.factor(admin_id)?;
        Ok(MfaStatus {
            enabled: factor.is_some(),
            recovery_codes_left: factor.map_or(0, |f| f.recovery.len()),
            required: self.require_mfa,
        })
    }

    /// Starts setting up a second factor: a new secret, kept aside until a code confirms it
    /// (a second call replaces it). Refused while a factor is on.
    pub fn mfa_setup(&self, session: &Session, actor: &Actor) -> Result<MfaSetup, AuthError> {
        if self.factor(session.admin_id)?.is_some() {
            return Err(AuthError::MfaState(
                "A second factor is already on. Turn it off first to set up a new one.".into(),
            ));
        }
        let secret = mfa::new_secret();
        let totp = mfa::totp(&secret, &session.email)?;
        let uri = mfa::uri(&totp)?;
        let setup = MfaSetup {
            secret: mfa::secret_text(&totp),
            qr_svg: mfa::qr_svg(&uri)?,
            uri,
        };
        let txn = self.begin_write()?;
        txn.open_table(PENDING)
            .map_err(AuthError::db)?
            .insert(session.admin_id, secret.as_slice())
            .map_err(AuthError::db)?;
        audit::append(
            &txn,
            actor,
            "mfa-setup",
            "administrator",
            Some(session.admin_id),
            vec![],
        )?;
        txn.commit().map_err(AuthError::db)?;
        Ok(setup)
    }

    /// Turns the factor set up by [`Auth::mfa_setup`] on once `code` is one of its current
    /// codes; answers ten recovery codes (shown once, kept hashed). The account's other
    /// sessions end; this one may do everything again under `require_mfa`.
    pub async fn mfa_enable(
        &self,
        token: &str,
        session: &Session,
        code: &str,
        actor: &Actor,
        client: IpAddr,
    ) -> Result<Vec<String>, AuthError> {
        if self.factor(session.admin_id)?.is_some() {
            return Err(AuthError::MfaState("A second factor is already on.".into()));
        }
        if self.pending(session.admin_id)?.is_none() {
            return Err(no_pending());
        }
        let attempt = self.code_attempt(&session.email, client)?;
        let keep = digest(token)?;
        let now = now_ms();
        let txn = self.begin_write()?;
        if txn
            .open_table(FACTORS)
            .map_err(AuthError::db)?
            .get(session.admin_id)
            .map_err(AuthError::db)?
            .is_some()
        {
            txn.abort().map_err(AuthError::db)?;
            return Err(AuthError::MfaState("A second factor is already on.".into()));
        }
        let pending = txn
            .open_table(PENDING)
            .map_err(AuthError::db)?
            .get(session.admin_id)
            .map_err(AuthError::db)?
            .map(|v| v.value().to_vec());
        let Some(secret) = pending else {
            txn.abort().map_err(AuthError::db)?;
            return Err(no_pending());
        };
        let Some(step) = mfa::check_totp(&secret, &session.email, code, now / 1000)? else {
            txn.abort().map_err(AuthError::db)?;
            return self
                .code_refused(attempt, actor, "mfa-enable-refused", session.admin_id)
                .await;
        };
        let (codes, recovery) = mfa::new_recovery_codes();
        let factor = Factor {
            secret,
            last_step: step,
            recovery,
            enabled_at_ms: now,
        };
        txn.open_table(FACTORS)
            .map_err(AuthError::db)?
            .insert(session.admin_id, encode(&factor)?.as_slice())
            .map_err(AuthError::db)?;
        txn.open_table(PENDING)
            .map_err(AuthError::db)?
            .remove(session.admin_id)
            .map_err(AuthError::db)?;
        end_sessions(&txn, &session.email, Some(&keep))?;
        {
            let mut infos = txn.open_table(INFO).map_err(AuthError::db)?;
            let current = infos
                .get(keep.as_slice())
                .map_err(AuthError::db)?
                .map(|v| decode::<Info>(v.value()))
                .transpose()?;
            if let Some(mut info) = current {
                info.enrol_only = false;
                infos
                    .insert(keep.as_slice(), encode(&info)?.as_slice())
                    .map_err(AuthError::db)?;
            }
        }
        audit::append(
            &txn,
            actor,
            "mfa-enabled",
            "administrator",
            Some(session.admin_id),
            vec![Change::new("secondFactor", Some("off"), Some("on"))],
        )?;
        txn.commit().map_err(AuthError::db)?;
        self.throttle.succeeded(attempt);
        tracing::info!(admin = %session.email, "second factor turned on; other sessions ended");
        Ok(codes)
    }

    /// Turns the factor off, given one of its codes (a current one or a recovery code).
    /// Refused under `require_mfa`. The account's other sessions end.
    pub async fn mfa_disable(
        &self,
        token: &str,
        session: &Session,
        code: &str,
        actor: &Actor,
        client: IpAddr,
    ) -> Result<(), AuthError> {
        if self.require_mfa {
            return Err(AuthError::Forbidden(
                "This site requires a second factor for every account, so it cannot be turned off. To move it to a new phone, ask the server's IT staff to reset it."
                    .into(),
            ));
        }
        if self.factor(session.admin_id)?.is_none() {
            return Err(no_factor());
        }
        let attempt = self.code_attempt(&session.email, client)?;
        let keep = digest(token)?;
        let txn = self.begin_write()?;
        if !self.has_factor_in(&txn, session.admin_id)? {
            txn.abort().map_err(AuthError::db)?;
            return Err(no_factor());
        }
        if use_code(
            &txn,
            session.admin_id,
            &session.email,
            code,
            now_ms() / 1000,
        )?
        .is_none()
        {
            txn.abort().map_err(AuthError::db)?;
            return self
                .code_refused(attempt, actor, "mfa-disable-refused", session.admin_id)
                .await;
        }
        txn.open_table(FACTORS)
            .map_err(AuthError::db)?
            .remove(session.admin_id)
            .map_err(AuthError::db)?;
        end_sessions(&txn, &session.email, Some(&keep))?;
        audit::append(
            &txn,
            actor,
            "mfa-disabled",
            "administrator",
            Some(session.admin_id),
            vec![Change::new("secondFactor", Some("on"), Some("off"))],
        )?;
        txn.commit().map_err(AuthError::db)?;
        self.throttle.succeeded(attempt);
        tracing::info!(admin = %session.email, "second factor turned off; other sessions ended");
        Ok(())
    }

    /// Ten new recovery codes in place of the old ones, given one of the factor's codes.
    /// The account's other sessions end.
    pub async fn mfa_recovery_codes(
        &self,
        token: &str,
        session: &Session,
        code: &str,
        actor: &Actor,
        client: IpAddr,
    ) -> Result<Vec<String>, AuthError> {
        if self.factor(session.admin_id)?.is_none() {
            return Err(no_factor());
        }
        let attempt = self.code_attempt(&session.email, client)?;
        let keep = digest(token)?;
        let txn = self.begin_write()?;
        if !self.has_factor_in(&txn, session.admin_id)? {
            txn.abort().map_err(AuthError::db)?;
            return Err(no_factor());
        }
        let Some((mut factor, _)) = use_code(
            &txn,
            session.admin_id,
            &session.email,
            code,
            now_ms() / 1000,
        )?
        else {
            txn.abort().map_err(AuthError::db)?;
            return self
                .code_refused(
                    attempt,
                    actor,
                    "mfa-recovery-codes-refused",
                    session.admin_id,
                )
                .await;
        };
        let (codes, recovery) = mfa::new_recovery_codes();
        factor.recovery = recovery;
        txn.open_table(FACTORS)
            .map_err(AuthError::db)?
            .insert(session.admin_id, encode(&factor)?.as_slice())
            .map_err(AuthError::db)?;
        end_sessions(&txn, &session.email, Some(&keep))?;
        audit::append(
            &txn,
            actor,
            "mfa-recovery-codes",
            "administrator",
            Some(session.admin_id),
            vec![Change::new("recoveryCodes", None, Some("renewed"))],
        )?;
        txn.commit().map_err(AuthError::db)?;
        self.throttle.succeeded(attempt);
        Ok(codes)
    }

    /// `oshec reset-mfa --email`: removes the account's second factor (a lost phone) and ends
    /// all of its sessions. Answers whether it had one.
    pub fn reset_mfa(&self, email: &str) -> Result<bool, AuthError> {
        let email = password::normalize_email(email)?;
        let txn = self.begin_write()?;
        let Some(account) = read_account(&txn, &email)? else {
            txn.abort().map_err(AuthError::db)?;
            return Err(AuthError::UnknownAdmin(email));
        };
        let had = txn
            .open_table(FACTORS)
            .map_err(AuthError::db)?
            .remove(account.id)
            .map_err(AuthError::db)?
            .is_some();
        txn.open_table(PENDING)
            .map_err(AuthError::db)?
            .remove(account.id)
            .map_err(AuthError::db)?;
        end_sessions(&txn, &email, None)?;
        audit::append(
            &txn,
            &Actor::terminal(),
            "mfa-reset",
            "administrator",
            Some(account.id),
            vec![Change::new(
                "secondFactor",
                Some(if had { "on" } else { "off" }),
                Some("off"),
            )],
        )?;
        txn.commit().map_err(AuthError::db)?;
        tracing::info!(admin = %email, "second factor reset from the terminal; sessions ended");
        Ok(had)
    }

    /// The secret of a factor being set up.
    fn pending(&self, admin_id: u64) -> Result<Option<Vec<u8>>, AuthError> {
        let txn = self.store.database().begin_read().map_err(AuthError::db)?;
        let table = txn.open_table(PENDING).map_err(AuthError::db)?;
        let value = table.get(admin_id).map_err(AuthError::db)?;
        Ok(value.map(|v| v.value().to_vec()))
    }

    fn has_factor_in(
        &self,
        txn: &redb::WriteTransaction,
        admin_id: u64,
    ) -> Result<bool, AuthError> {
        Ok(txn
            .open_table(FACTORS)
            .map_err(AuthError::db)?
            .get(admin_id)
            .map_err(AuthError::db)?
            .is_some())
    }

    /// A code check counts like a sign-in attempt (so the six digits cannot be guessed
    /// through these calls faster than at sign-in).
    fn code_attempt(&self, email: &str, client: IpAddr) -> Result<throttle::Attempt, AuthError> {
        self.throttle
            .begin(email, client, Instant::now())
            .map_err(|retry_after_secs| AuthError::Throttled { retry_after_secs })
    }

    /// A refused code: the entry, the slowdown, and the answer.
    async fn code_refused<T>(
        &self,
        attempt: throttle::Attempt,
        actor: &Actor,
        action: &str,
        admin_id: u64,
    ) -> Result<T, AuthError> {
        self.record(actor, action, "administrator", Some(admin_id), vec![])?;
        tokio::time::sleep(attempt.slowdown()).await;
        Err(AuthError::WrongCode)
    }
}

/// Gives every administrator without an account row (all of them, in a database from before
/// roles) an id and the administrator role, in e-mail order: one transaction at start-up.
fn give_accounts(store: &Store) -> Result<(), AuthError> {
    let txn = store.database().begin_write().map_err(AuthError::db)?;
    let mut given = 0;
    {
        let admins = txn.open_table(ADMINS).map_err(AuthError::db)?;
        let mut missing = Vec::new();
        for entry in admins.iter().map_err(AuthError::db)? {
            let (email, _) = entry.map_err(AuthError::db)?;
            missing.push(email.value().to_string());
        }
        drop(admins);
        for email in missing {
            if read_account(&txn, &email)?.is_none() {
                let id = next_account_id(&txn)?;
                put_account(
                    &txn,
                    &email,
                    &Account {
                        id,
                        ..Account::default()
                    },
                )?;
                given += 1;
            }
        }
    }
    if given == 0 {
        txn.abort().map_err(AuthError::db)?;
        return Ok(());
    }
    txn.commit().map_err(AuthError::db)?;
    tracing::info!(
        accounts = given,
        "existing administrators given the administrator role"
    );
    Ok(())
}

fn next_account_id(txn: &redb::WriteTransaction) -> Result<u64, AuthError> {
    let mut ids = txn.open_table(ACCOUNT_IDS).map_err(AuthError::db)?;
    let next = ids
        .get(ACCOUNT_ID_KEY)
        .map_err(AuthError::db)?
        .map_or(0, |v| v.value())
        + 1;
    ids.insert(ACCOUNT_ID_KEY, next).map_err(AuthError::db)?;
    Ok(next)
}

fn read_account(txn: &redb::WriteTransaction, email: &str) -> Result<Option<Account>, AuthError> {
    let accounts = txn.open_table(ACCOUNTS).map_err(AuthError::db)?;
    let value = accounts.get(email).map_err(AuthError::db)?;
    value.map(|v| decode(v.value())).transpose()
}

fn put_account(
    txn: &redb::WriteTransaction,
    email: &str,
    account: &Account,
) -> Result<(), AuthError> {
    let mut accounts = txn.open_table(ACCOUNTS).map_err(AuthError::db)?;
    accounts
        .insert(email, encode(account)?.as_slice())
        .map_err(AuthError::db)?;
    Ok(())
}

/// Ends every session of `email` but the one whose digest is `keep`; answers how many ended.
fn end_sessions(
    txn: &redb::WriteTransaction,
    email: &str,
    keep: Option<&[u8; 32]>,
) -> Result<u64, AuthError> {
    let mut sessions = txn.open_table(SESSIONS).map_err(AuthError::db)?;
    let before = sessions.len().map_err(AuthError::db)?;
    sessions
        .retain(|key, value| {
            keep.is_some_and(|k| key == k.as_slice())
                || decode::<SessionRecord>(value).is_ok_and(|s| s.email != email)
        })
        .map_err(AuthError::db)?;
    Ok(before.saturating_sub(sessions.len().map_err(AuthError::db)?))
}

/// Active administrators other than `email`.
fn other_active_administrators(
    txn: &redb::WriteTransaction,
    email: &str,
) -> Result<usize, AuthError> {
    let accounts = txn.open_table(ACCOUNTS).map_err(AuthError::db)?;
    let mut n = 0;
    for entry in accounts.iter().map_err(AuthError::db)? {
        let (key, value) = entry.map_err(AuthError::db)?;
        let account: Account = decode(value.value())?;
        if key.value() != email && account.active && account.role == Role::Administrator {
            n += 1;
        }
    }
    Ok(n)
}

fn no_pending() -> AuthError {
    AuthError::MfaState(
        "Start with setup: there is no second factor waiting to be confirmed.".into(),
    )
}

fn no_factor() -> AuthError {
    AuthError::MfaState("No second factor is on.".into())
}

/// A session about to start.
struct NewSession<'a> {
    email: &'a str,
    admin_id: u64,
    client: IpAddr,
    user_agent: Option<&'a str>,
    /// The second-factor code to spend, for an account with a factor.
    code: Option<&'a str>,
    enrol_only: bool,
}

/// Checks `code` against the factor of `admin_id` inside `txn` and, when right, spends it
/// (the step becomes the last accepted one, a recovery code goes) and stores the factor.
fn use_code(
    txn: &redb::WriteTransaction,
    admin_id: u64,
    email: &str,
    code: &str,
    now_secs: u64,
) -> Result<Option<(Factor, Used)>, AuthError> {
    let mut factors = txn.open_table(FACTORS).map_err(AuthError::db)?;
    let Some(mut factor) = factors
        .get(admin_id)
        .map_err(AuthError::db)?
        .map(|v| decode::<Factor>(v.value()))
        .transpose()?
    else {
        return Ok(None);
    };
    let Some(used) = mfa::check(&factor, email, code, now_secs)? else {
        return Ok(None);
    };
    mfa::spend(&mut factor, used);
    factors
        .insert(admin_id, encode(&factor)?.as_slice())
        .map_err(AuthError::db)?;
    Ok(Some((factor, used)))
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
    bincode::serde::encode_to_vec(value, bincode::config::standard())
        .map_err(|e| AuthError::Other(format!("could not encode a record: {e}")))
}

fn decode<T: for<'de> Deserialize<'de>>(bytes: &[u8]) -> Result<T, AuthError> {
    bincode::serde::decode_from_slice(bytes, bincode::config::standard())
        .map(|(v, _)| v)
        .map_err(|e| AuthError::Other(format!("a stored record is unreadable: {e}")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use redb::ReadableTableMetadata;
    use std::net::Ipv4Addr;

    const CLIENT: IpAddr = IpAddr::V4(Ipv4Addr::LOCALHOST);

    fn auth(settings: Settings) -> (tempfile::TempDir, Auth) {
        let dir = tempfile::tempdir().expect("tempdir");
        let store = Store::open(&dir.path().join("t.redb")).expect("store");
        let auth = Auth::new(Arc::new(store), &settings).expect("auth");
        (dir, auth)
    }

    #[tokio::test]
    async fn login_verify_logout() {
        let (_dir, auth) = auth(Settings::default());
        auth.create_admin("Admin@Example.org", "secret password")
            .unwrap();
        let token = auth
            .login(" admin@example.ORG ", "secret password", CLIENT)
            .await
            .unwrap()
            .token;
        assert_eq!(URL_SAFE_NO_PAD.decode(&token).unwrap().len(), 32);
        auth.verify(&token).unwrap();
        auth.logout(&token).unwrap();
        assert!(matches!(auth.verify(&token), Err(AuthError::InvalidToken)));
        assert!(matches!(auth.logout(&token), Err(AuthError::InvalidToken)));
        assert!(matches!(
            auth.verify("garbage"),
            Err(AuthError::InvalidToken)
        ));
        assert!(matches!(
            auth.login("admin@example.org", "wrong password", CLIENT)
                .await,
            Err(AuthError::InvalidCredentials)
        ));
        assert!(matches!(
            auth.login("nobody@example.org", "secret password", CLIENT)
                .await,
            Err(AuthError::InvalidCredentials)
        ));
    }

    #[tokio::test]
    async fn sessions_expire() {
        let (_dir, auth) = auth(Settings {
            session_ttl: Duration::from_millis(300),
            ..Settings::default()
        });
        auth.create_admin("a@example.org", "secret password")
            .unwrap();
        let token = auth
            .login("a@example.org", "secret password", CLIENT)
            .await
            .unwrap()
            .token;
        auth.verify(&token).unwrap();
        tokio::time::sleep(Duration::from_millis(400)).await;
        assert!(matches!(auth.verify(&token), Err(AuthError::InvalidToken)));
        // The expired session was removed when it was met.
        let txn = auth.store.database().begin_read().unwrap();
        assert_eq!(txn.open_table(SESSIONS).unwrap().len().unwrap(), 0);
    }

    #[tokio::test]
    async fn throttles_and_reports_when_to_retry() {
        let (_dir, auth) = auth(Settings {
            login_max_failures: 2,
            ..Settings::default()
        });
        auth.create_admin("a@example.org", "secret password")
            .unwrap();
        for _ in 0..2 {
            assert!(matches!(
                auth.login("a@example.org", "nope nope", CLIENT).await,
                Err(AuthError::InvalidCredentials)
            ));
        }
        // Even the right password is refused while throttled.
        match auth.login("a@example.org", "secret password", CLIENT).await {
            Err(AuthError::Throttled { retry_after_secs }) => {
                assert!((1..=900).contains(&retry_after_secs))
            }
            other => panic!("expected Throttled, got {other:?}"),
        }
    }

    #[tokio::test]
    async fn set_password_replaces_it_and_ends_sessions() {
        let (_dir, auth) = auth(Settings::default());
        auth.create_admin("a@example.org", "first password")
            .unwrap();
        let token = auth
            .login("a@example.org", "first password", CLIENT)
            .await
            .unwrap()
            .token;
        auth.set_password("A@example.org", "second password")
            .unwrap();
        assert!(matches!(auth.verify(&token), Err(AuthError::InvalidToken)));
        assert!(
            auth.login("a@example.org", "first password", CLIENT)
                .await
                .is_err()
        );
        assert!(
            auth.login("a@example.org", "second password", CLIENT)
                .await
                .is_ok()
        );
        assert!(matches!(
            auth.set_password("b@example.org", "whatever password"),
            Err(AuthError::UnknownAdmin(_))
        ));
    }

    #[test]
    fn admins_are_unique_checked_and_listed() {
        let (_dir, auth) = auth(Settings::default());
        assert!(!auth.has_admins().unwrap());
        auth.create_admin("b@example.org", "secret password")
            .unwrap();
        auth.create_admin("a@example.org", "secret password")
            .unwrap();
        assert!(matches!(
            auth.create_admin("A@EXAMPLE.ORG", "other password"),
            Err(AuthError::AdminExists(_))
        ));
        assert!(matches!(
            auth.create_admin("not-an-email", "secret password"),
            Err(AuthError::InvalidEmail(_))
        ));
        assert!(matches!(
            auth.create_admin("c@example.org", "short"),
            Err(AuthError::WeakPassword(_))
        ));
        let emails: Vec<String> = auth
            .list_admins()
            .unwrap()
            .into_iter()
            .map(|a| a.email)
            .collect();
        assert_eq!(emails, ["a@example.org", "b@example.org"]);
        assert!(auth.has_admins().unwrap());
    }
}
