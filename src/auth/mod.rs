//! Administrators, passwords, sessions and login throttling.
//!
//! Administrators and sessions live in their own two tables of the redb file. A session token
//! is 256 random bits given to the client once; the database keeps only its SHA-256, so a copy
//! of the file cannot be used to sign in. Nothing here logs a token or a password.
mod password;
pub mod policy;
mod roles;
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

pub use policy::MIN_CHARS as MIN_PASSWORD_CHARS;
pub use roles::Role;
use roles::{ACCOUNT_ID_KEY, ACCOUNT_IDS, ACCOUNTS, Account};

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
}

/// A successful sign-in.
#[derive(Debug, Clone)]
pub struct SignedIn {
    pub token: String,
    pub role: Role,
    pub must_change_password: bool,
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
            throttle,
            dummy_hash,
            checks: tokio::sync::Semaphore::new(concurrent_checks()),
        })
    }

    /// Checks the password (Argon2id, on a blocking thread) and returns a new token.
    pub async fn login(
        &self,
        user: &str,
        password: &str,
        client: IpAddr,
    ) -> Result<SignedIn, AuthError> {
        let user = password::normalize_user(user);
        let attempt = self
            .throttle
            .begin(&user, client, Instant::now())
            .map_err(|retry_after_secs| AuthError::Throttled { retry_after_secs })?;

        let stored = self.admin(&user)?;
        let account = self.account(&user)?;
        // A deactivated account signs in no more than an unknown one, and learns no more.
        let known = stored.is_some() && account.as_ref().is_some_and(|a| a.active);
        let phc = stored.map(|a| a.password_hash);
        let dummy = Arc::clone(&self.dummy_hash);
        let password = password.to_string();
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
            let txn = self.begin_write()?;
            audit::append(
                &txn,
                &Actor::admin(&user, client),
                "sign-in-failed",
                "session",
                None,
                vec![],
            )?;
            txn.commit().map_err(AuthError::db)?;
            tokio::time::sleep(attempt.slowdown()).await;
            return Err(AuthError::InvalidCredentials);
        }
        let token = self.new_session(&user, client)?;
        self.throttle.succeeded(attempt);
        tracing::info!(admin = %user, client = %client, "administrator signed in");
        let account = account.unwrap_or_default();
        Ok(SignedIn {
            token,
            role: account.role,
            must_change_password: account.must_change_password,
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
    /// change their password first. A deactivated account's token is not valid.
    pub fn session(&self, token: &str, client: Option<IpAddr>) -> Result<Session, AuthError> {
        let digest = digest(token)?;
        let txn = self.store.database().begin_read().map_err(AuthError::db)?;
        let table = txn.open_table(SESSIONS).map_err(AuthError::db)?;
        let Some(value) = table.get(digest.as_slice()).map_err(AuthError::db)? else {
            return Err(AuthError::InvalidToken);
        };
        let record: SessionRecord = decode(value.value())?;
        drop(value);
        drop(table);
        drop(txn);
        // The lookup above is by a hash the client cannot steer, so its timing reveals
        // nothing useful; the comparison is constant-time all the same.
        if !bool::from(record.digest.as_slice().ct_eq(digest.as_slice())) {
            return Err(AuthError::InvalidToken);
        }
        if record.expires_at_ms <= now_ms() {
            // Expired sessions are removed when they are met, and in bulk at each sign-in.
            let actor = Actor {
                admin: record.email.clone(),
                address: client,
                role: None,
            };
            self.remove_session(&digest, Some((&actor, "session-expired")))?;
            return Err(AuthError::InvalidToken);
        }
        let Some(account) = self.account(&record.email)?.filter(|a| a.active) else {
            return Err(AuthError::InvalidToken);
        };
        Ok(Session {
            email: record.email,
            admin_id: account.id,
            role: account.role,
            must_change_password: account.must_change_password,
        })
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
        password::check_new(new, &email)?;
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
            tokio::time::sleep(attempt.slowdown()).await;
            return Err(AuthError::WrongPassword);
        };
        self.throttle.succeeded(attempt);
        let keep = digest(token)?;
        let mut record = stored;
        record.password_hash = hash;
        self.store_password(&email, record, Some(&keep), &Actor::admin(&email, client))?;
        tracing::info!(admin = %email, "administrator changed their password; their other sessions ended");
        Ok(())
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
    fn new_session(&self, email: &str, client: IpAddr) -> Result<String, AuthError> {
        let mut token = [0u8; TOKEN_BYTES];
        rand::fill(&mut token[..]);
        let digest: [u8; 32] = Sha256::digest(token).into();
        let now = now_ms();
        let ttl_ms = u64::try_from(self.session_ttl.as_millis()).unwrap_or(u64::MAX);
        let record = SessionRecord {
            email: email.to_string(),
            digest: digest.to_vec(),
            created_at_ms: now,
            expires_at_ms: now.saturating_add(ttl_ms),
        };
        let txn = self.begin_write()?;
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
            let mut last = txn.open_table(LAST_SIGN_IN).map_err(AuthError::db)?;
            last.insert(email, now).map_err(AuthError::db)?;
        }
        audit::append(
            &txn,
            &Actor::admin(email, client),
            "sign-in",
            "session",
            None,
            vec![],
        )?;
        txn.commit().map_err(AuthError::db)?;
        Ok(URL_SAFE_NO_PAD.encode(token))
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
