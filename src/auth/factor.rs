//! The sessions an official sees and ends, and the second factor (docs/sign-in.md).

use super::*;

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
            return Err(AuthError::Forbidden(crate::msg!("end-others-session")));
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
            return Err(AuthError::MfaState(crate::msg!("mfa-on-setup")));
        }
        let secret = mfa::new_secret();
        let totp = mfa::totp(&secret, &session.email)?;
        let uri = mfa::uri(&totp)?;
        let setup = MfaSetup {
            secret: mfa::secret_text(&totp),
            qr_svg: mfa::qr_svg(&uri)?,
            uri,
        };
        let sealed = self.key.seal(session.admin_id, &secret)?;
        let txn = self.begin_write()?;
        txn.open_table(PENDING)
            .map_err(AuthError::db)?
            .insert(session.admin_id, sealed.as_slice())
            .map_err(AuthError::db)?;
        audit::append(
            &txn,
            actor,
            "mfa-setup",
            "administrator",
            Some(session.admin_id),
            vec![account_named(&session.email)],
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
            return Err(AuthError::MfaState(crate::msg!("mfa-on")));
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
            return Err(AuthError::MfaState(crate::msg!("mfa-on")));
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
        let secret = self.key.open(session.admin_id, &secret)?;
        let Some(step) = mfa::check_totp(&secret, &session.email, code, now / 1000)? else {
            txn.abort().map_err(AuthError::db)?;
            return self
                .code_refused(attempt, actor, "mfa-enable-refused", session, client)
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
            .insert(
                session.admin_id,
                self.key.seal_factor(session.admin_id, &factor)?.as_slice(),
            )
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
        self.factor_changed(
            txn,
            actor,
            "mfa-enabled",
            session,
            Change::new("secondFactor", Some("off"), Some("on")),
            attempt,
        )?;
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
            return Err(AuthError::Forbidden(crate::msg!("mfa-required-by-site")));
        }
        let (txn, keep, attempt, _) = self
            .factor_code(token, session, code, actor, client, "mfa-disable-refused")
            .await?;
        txn.open_table(FACTORS)
            .map_err(AuthError::db)?
            .remove(session.admin_id)
            .map_err(AuthError::db)?;
        end_sessions(&txn, &session.email, Some(&keep))?;
        self.factor_changed(
            txn,
            actor,
            "mfa-disabled",
            session,
            Change::new("secondFactor", Some("on"), Some("off")),
            attempt,
        )?;
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
        let (txn, keep, attempt, mut factor) = self
            .factor_code(
                token,
                session,
                code,
                actor,
                client,
                "mfa-recovery-codes-refused",
            )
            .await?;
        let (codes, recovery) = mfa::new_recovery_codes();
        factor.recovery = recovery;
        txn.open_table(FACTORS)
            .map_err(AuthError::db)?
            .insert(
                session.admin_id,
                self.key.seal_factor(session.admin_id, &factor)?.as_slice(),
            )
            .map_err(AuthError::db)?;
        end_sessions(&txn, &session.email, Some(&keep))?;
        self.factor_changed(
            txn,
            actor,
            "mfa-recovery-codes",
            session,
            Change::new("recoveryCodes", None, Some("renewed")),
            attempt,
        )?;
        Ok(codes)
    }

    /// `oshec reset-mfa --email`: removes the account's second factor (a lost phone) and ends
    /// all of its sessions. Answers whether it had one.
    pub fn reset_mfa(&self, email: &str) -> Result<bool, AuthError> {
        let email = password::normalize_email(email)?;
        let had = self.remove_factor(&email, &Actor::terminal())?;
        tracing::info!(admin = %email, "second factor reset from the terminal; sessions ended");
        Ok(had)
    }

    /// `POST /account/admins/removeMfa`: an administrator removes the second factor of the
    /// account `admin_id` (its owner lost the phone and the recovery codes) and ends its
    /// sessions; recorded in the audit trail as that administrator's. Answers whether it had one.
    pub fn remove_mfa_of(&self, admin_id: u64, actor: &Actor) -> Result<bool, AuthError> {
        let email = self.email_of(admin_id)?.ok_or(AuthError::NoSuchAccount)?;
        let had = self.remove_factor(&email, actor)?;
        tracing::info!(admin = %email, by = %actor.admin, "second factor removed; sessions ended");
        Ok(had)
    }

    fn remove_factor(&self, email: &str, actor: &Actor) -> Result<bool, AuthError> {
        let txn = self.begin_write()?;
        let Some(account) = read_account(&txn, email)? else {
            txn.abort().map_err(AuthError::db)?;
            return Err(AuthError::UnknownAdmin(email.to_string()));
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
        end_sessions(&txn, email, None)?;
        audit::append(
            &txn,
            actor,
            "mfa-reset",
            "administrator",
            Some(account.id),
            vec![
                account_named(email),
                Change::new(
                    "secondFactor",
                    Some(if had { "on" } else { "off" }),
                    Some("off"),
                ),
            ],
        )?;
        txn.commit().map_err(AuthError::db)?;
        Ok(had)
    }

    /// The secret of a factor being set up.
    pub(super) fn pending(&self, admin_id: u64) -> Result<Option<Vec<u8>>, AuthError> {
        let txn = self.store.database().begin_read().map_err(AuthError::db)?;
        let table = txn.open_table(PENDING).map_err(AuthError::db)?;
        let value = table.get(admin_id).map_err(AuthError::db)?;
        Ok(value.map(|v| v.value().to_vec()))
    }

    pub(super) fn has_factor_in(
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

    /// A code check counts like a sign-in attempt from the address, and as a code against
    /// the account (so the six digits cannot be guessed through these calls faster than at
    /// sign-in).
    pub(super) fn code_attempt(&self, email: &str, client: IpAddr) -> Result<CodeCheck, AuthError> {
        let attempt = self
            .throttle
            .begin(email, client, Instant::now())
            .map_err(|retry_after_secs| AuthError::Throttled { retry_after_secs })?;
        match self.throttle.begin_code(email, Instant::now()) {
            Ok(code) => Ok(CodeCheck { attempt, code }),
            Err(retry_after_secs) => {
                self.throttle.owes_code(attempt);
                Err(AuthError::Throttled { retry_after_secs })
            }
        }
    }

    /// A right code: neither attempt was a failure.
    pub(super) fn code_accepted(&self, check: CodeCheck) {
        self.throttle.succeeded(check.attempt);
        self.throttle.code_right(check.code);
    }

    /// The first steps of a change that one of the turned-on factor's codes allows (turning
    /// it off, new recovery codes): the factor must be there and the code right, else the
    /// refusal `refused`. Answers the open write, the digest of the session kept, the attempt
    /// and the factor as the code left it.
    async fn factor_code(
        &self,
        token: &str,
        session: &Session,
        code: &str,
        actor: &Actor,
        client: IpAddr,
        refused: &str,
    ) -> Result<(redb::WriteTransaction, [u8; 32], CodeCheck, Factor), AuthError> {
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
        let Some((factor, _)) = use_code(
            &self.key,
            &txn,
            session.admin_id,
            &session.email,
            code,
            now_ms() / 1000,
        )?
        else {
            txn.abort().map_err(AuthError::db)?;
            return self
                .code_refused(attempt, actor, refused, session, client)
                .await;
        };
        Ok((txn, keep, attempt, factor))
    }

    /// The last steps of a change to the factor: its audit entry `action` naming the account
    /// and `change`, the commit, and the accepted code.
    fn factor_changed(
        &self,
        txn: redb::WriteTransaction,
        actor: &Actor,
        action: &str,
        session: &Session,
        change: Change,
        attempt: CodeCheck,
    ) -> Result<(), AuthError> {
        audit::append(
            &txn,
            actor,
            action,
            "administrator",
            Some(session.admin_id),
            vec![account_named(&session.email), change],
        )?;
        txn.commit().map_err(AuthError::db)?;
        self.code_accepted(attempt);
        Ok(())
    }

    /// A refused code: the entry, the owner's mail, the slowdown, and the answer.
    async fn code_refused<T>(
        &self,
        check: CodeCheck,
        actor: &Actor,
        action: &str,
        session: &Session,
        client: IpAddr,
    ) -> Result<T, AuthError> {
        self.code_failed(
            actor,
            action,
            session.admin_id,
            &session.email,
            client,
            &check.code,
        )?;
        tokio::time::sleep(check.attempt.slowdown()).await;
        Err(AuthError::WrongCode)
    }

    /// A wrong code for the account `email` from `client`: the audit entry `action`, naming
    /// the account and how many wrong codes it has had in the window, and at most once a
    /// window a mail to the owner (where mail is set up), in one transaction.
    pub(super) fn code_failed(
        &self,
        actor: &Actor,
        action: &str,
        admin_id: u64,
        email: &str,
        client: IpAddr,
        code: &throttle::CodeAttempt,
    ) -> Result<(), AuthError> {
        let wrong = (code.prior + 1).to_string();
        // Sign-in steps are entries about the session, like the rest of a sign-in.
        let entity = if action.starts_with("sign-in") {
            "session"
        } else {
            "administrator"
        };
        // Decided before the transaction: the throttle writes its counts in one of its own.
        let tell = self.mail.get().is_some() && self.throttle.tell_owner(email, Instant::now());
        let txn = self.begin_write()?;
        audit::append(
            &txn,
            actor,
            action,
            entity,
            Some(admin_id),
            vec![
                account_named(email),
                Change::new("wrongCodes", None, Some(&wrong)),
            ],
        )?;
        if tell {
            crate::mail::enqueue(
                &txn,
                crate::mail::Notice::CodeFailed {
                    to: email.to_string(),
                    address: client.to_string(),
                    at: crate::clock::rfc3339(now_ms()),
                },
            )?;
        }
        txn.commit().map_err(AuthError::db)?;
        if let Some(waker) = self.mail.get() {
            waker.notify_one();
        }
        Ok(())
    }
}

/// A code about to be checked: an attempt from the address, and a code of the account.
pub(super) struct CodeCheck {
    attempt: throttle::Attempt,
    code: throttle::CodeAttempt,
}

pub(super) fn no_pending() -> AuthError {
    AuthError::MfaState(crate::msg!("mfa-none-pending"))
}

pub(super) fn no_factor() -> AuthError {
    AuthError::MfaState(crate::msg!("mfa-off"))
}

/// Checks `code` against the factor of `admin_id` inside `txn` and, when right, spends it
/// (the step becomes the last accepted one, a recovery code goes) and stores the factor.
pub(super) fn use_code(
    key: &secrets::SecretKey,
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
        .map(|v| key.open_factor(admin_id, v.value()))
        .transpose()?
    else {
        return Ok(None);
    };
    let Some(used) = mfa::check(&factor, email, code, now_secs)? else {
        return Ok(None);
    };
    mfa::spend(&mut factor, used);
    factors
        .insert(admin_id, key.seal_factor(admin_id, &factor)?.as_slice())
        .map_err(AuthError::db)?;
    Ok(Some((factor, used)))
}
