//! The second factor and sessions one can see (docs/sign-in.md).

use super::*;

/// `GET /account/mfa`, the factor calls, `GET /account/sessions` and `POST /account/sessions/end`.
/// The descriptions of the second-factor and session calls, each named as its handler; their
/// bodies and answers are their types' (`account/factor.rs`).
pub struct SecurityOperations {
    pub mfa_status: Op,
    pub mfa_setup: Op,
    pub mfa_enable: Op,
    pub mfa_disable: Op,
    pub mfa_recovery_codes: Op,
    pub sessions: Op,
    pub end_session: Op,
}

pub fn security_operations() -> SecurityOperations {
    let op = |method, summary| Op::new(method, ACCOUNT_TAG, summary);
    let code_failures = || {
        vec![
            Failure::BadRequest(
                "code is missing or is not a right code (each code is taken once), or \
                 currentPassword is missing or not right.",
            ),
            Failure::Throttled,
        ]
    };
    let no_factor = || vec![refusal(409, "No second factor is on.")];
    SecurityOperations {
        mfa_status: op(Method::GET, "Your second factor"),
        mfa_setup: op(Method::POST, "Start setting up a second factor")
            .describe(
                "A new secret for an authenticator app (TOTP: SHA-1, 6 digits, 30 s). Not \
                 active until /account/mfa/enable confirms it with a code; a second call \
                 replaces it.",
            )
            .more(vec![refusal(
                409,
                "A second factor is already on: turn it off first.",
            )]),
        mfa_enable: op(Method::POST, "Turn the second factor on")
            .describe(
                "Confirms the secret of /account/mfa/setup with a current code. data: ten \
                 one-time recovery codes, shown only this once. Your other sessions end.",
            )
            .more(vec![refusal(
                409,
                "There is no factor being set up (call /account/mfa/setup first), or one \
                 is already on.",
            )])
            .failures(code_failures()),
        mfa_disable: op(Method::POST, "Turn the second factor off")
            .describe(
                "With a current code or a recovery code. Refused (403) when the site requires \
                 a second factor for every account. Your other sessions end.",
            )
            .more(no_factor())
            .failures(code_failures()),
        mfa_recovery_codes: op(Method::POST, "New recovery codes")
            .describe(
                "With a current code (or a recovery code): ten new recovery codes; the old \
                 ones stop working, and these are shown only this once. Your other sessions \
                 end.",
            )
            .more(no_factor())
            .failures(code_failures()),
        sessions: op(Method::GET, "Signed-in sessions")
            .describe(
                "Your live sessions, newest first, or with adminId (administrators only) \
                 another account's.",
            )
            .params(vec![query_param(
                "adminId",
                "The account whose sessions to list (administrators only); default yours.",
                MetaSchema {
                    minimum: Some(1.0),
                    maximum: Some(999_999_999_999_999.0),
                    example: Some(json!(1)),
                    ..MetaSchema::new("integer")
                },
                false,
            )])
            .failures(vec![
                Failure::BadRequest("adminId is not a whole number from 1."),
                Failure::NotFound,
            ]),
        end_session: op(Method::POST, "End a session")
            .describe(
                "Ends one of your sessions (this one included), or, for administrators, \
                 anyone's (403 for someone else's otherwise). The client holding it is sent to \
                 sign in again.",
            )
            .failures(vec![
                Failure::BadRequest("sessionId is missing."),
                Failure::NotFound,
            ]),
    }
}
