//! Signing in: the password, the second factor's code, and the new session.

use super::*;

impl Auth {
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
        // Wrong codes are counted per account from every address (docs/sign-in.md).
        let code = match otp.filter(|_| has_factor) {
            Some(_) => match self.throttle.begin_code(&user, Instant::now()) {
                Ok(code) => Some(code),
                Err(retry_after_secs) => {
                    self.throttle.owes_code(attempt);
                    self.record(
                        &Actor::admin(&user, client),
                        "sign-in-factor-throttled",
                        "session",
                        Some(account.id),
                        vec![Change::new("administrator", None, Some(&user))],
                    )?;
                    return Err(AuthError::Throttled { retry_after_secs });
                }
            },
            None => None,
        };
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
            if let Some(code) = &code {
                self.code_failed(
                    &Actor::admin(&user, client),
                    "sign-in-factor-failed",
                    account.id,
                    &user,
                    client,
                    code,
                )?;
            }
            tokio::time::sleep(attempt.slowdown()).await;
            return Err(AuthError::MfaRequired { wrong: true });
        };
        if let Some(code) = code {
            self.throttle.code_right(code);
        }
        self.throttle.succeeded(attempt);
        tracing::info!(admin = %user, client = %client, "administrator signed in");
        Ok(SignedIn {
            token,
            role: account.role,
            must_change_password: account.must_change_password,
            mfa_enrolment_required: enrol_only,
        })
    }

    /// Stores a new session and returns its token; expired sessions are swept out on the way.
    /// With a `code`, the account's factor must take it in the same transaction (so two
    /// sign-ins cannot both spend one code): `None` when it does not, and nothing is stored.
    /// Under `single_session`, the account's older sessions end with it.
    pub(super) fn new_session(&self, new: &NewSession<'_>) -> Result<Option<String>, AuthError> {
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
            let Some((_, used)) =
                use_code(&self.key, &txn, new.admin_id, new.email, code, now / 1000)?
            else {
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
}

/// A session about to start.
pub(super) struct NewSession<'a> {
    email: &'a str,
    admin_id: u64,
    client: IpAddr,
    user_agent: Option<&'a str>,
    /// The second-factor code to spend, for an account with a factor.
    code: Option<&'a str>,
    enrol_only: bool,
}
