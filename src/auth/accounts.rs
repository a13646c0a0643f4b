//! Accounts: creating them, passwords, roles and deactivation, and the account rows.

use super::*;

impl Auth {
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
        // Not the same again: above all not the temporary one an administrator set, which
        // they know (docs/security.md).
        if policy::normalize(new) == policy::normalize(current) {
            self.password_change_refused(&actor, "the new password is the current one")?;
            return Err(AuthError::WeakPassword(crate::msg!("password-same")));
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

    /// Checks the signed-in caller's password again before a change a stolen session must not
    /// make alone (turning the second factor on or off, new recovery codes, one's own e-mail;
    /// docs/sign-in.md). Throttled like a sign-in from the caller's address; a wrong one is an
    /// audit entry (`reauthentication-refused`) and [`AuthError::WrongPassword`].
    pub async fn reauthenticate(
        &self,
        session: &Session,
        password: &str,
        actor: &Actor,
        client: IpAddr,
    ) -> Result<(), AuthError> {
        let attempt = self
            .throttle
            .begin(&session.email, client, Instant::now())
            .map_err(|retry_after_secs| AuthError::Throttled { retry_after_secs })?;
        let Some(stored) = self.admin(&session.email)? else {
            return Err(AuthError::InvalidToken);
        };
        let password = password.to_string();
        let permit = self
            .checks
            .acquire()
            .await
            .map_err(|e| AuthError::Other(format!("password check failed: {e}")))?;
        let matches =
            tokio::task::spawn_blocking(move || password::verify(&password, &stored.password_hash))
                .await
                .map_err(|e| AuthError::Other(format!("password check failed: {e}")))?;
        drop(permit);
        if !matches {
            self.record(
                actor,
                "reauthentication-refused",
                "administrator",
                Some(session.admin_id),
                vec![account_named(&session.email)],
            )?;
            tokio::time::sleep(attempt.slowdown()).await;
            return Err(AuthError::WrongPassword);
        }
        self.throttle.succeeded(attempt);
        Ok(())
    }

    /// Records a refused password change and why, never the password (docs/sign-in.md).
    pub(super) fn password_change_refused(
        &self,
        actor: &Actor,
        reason: &str,
    ) -> Result<(), AuthError> {
        let why = Change::new("reason", None, Some(reason));
        self.record(
            actor,
            "password-change-refused",
            "administrator",
            None,
            vec![why, account_named(&actor.admin)],
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
            vec![account_named(&email)],
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
        let factors = txn.open_table(super::mfa::FACTORS).map_err(AuthError::db)?;
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
            let second_factor = factors.get(account.id).map_err(AuthError::db)?.is_some();
            admins.push(AdminInfo {
                second_factor,
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

    pub(super) fn account(&self, email: &str) -> Result<Option<Account>, AuthError> {
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
                return Err(AuthError::WeakPassword(crate::msg!("password-first")));
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
            return Err(AuthError::Forbidden(crate::msg!("last-administrator")));
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
        if email == old_email {
            changes.insert(0, account_named(&email));
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
}

/// Gives every administrator without an account row (all of them, in a database from before
/// roles) an id and the administrator role, in e-mail order: one transaction at start-up.
pub(super) fn give_accounts(store: &Store) -> Result<(), AuthError> {
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

pub(super) fn next_account_id(txn: &redb::WriteTransaction) -> Result<u64, AuthError> {
    let mut ids = txn.open_table(ACCOUNT_IDS).map_err(AuthError::db)?;
    let next = ids
        .get(ACCOUNT_ID_KEY)
        .map_err(AuthError::db)?
        .map_or(0, |v| v.value())
        + 1;
    ids.insert(ACCOUNT_ID_KEY, next).map_err(AuthError::db)?;
    Ok(next)
}

pub(super) fn read_account(
    txn: &redb::WriteTransaction,
    email: &str,
) -> Result<Option<Account>, AuthError> {
    let accounts = txn.open_table(ACCOUNTS).map_err(AuthError::db)?;
    let value = accounts.get(email).map_err(AuthError::db)?;
    value.map(|v| decode(v.value())).transpose()
}

pub(super) fn put_account(
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
pub(super) fn end_sessions(
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
pub(super) fn other_active_administrators(
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

/// The active approvers and administrators, whom workflow mail tells (docs/workflow.md).
impl crate::mail::Moderators for Auth {
    fn moderators(&self) -> Vec<String> {
        match self.list_admins() {
            Ok(accounts) => accounts
                .into_iter()
                .filter(|a| a.active && a.role.moderates())
                .map(|a| a.email)
                .collect(),
            Err(e) => {
                tracing::error!(error = %e, "reading the accounts for a notice failed");
                Vec::new()
            }
        }
    }
}
