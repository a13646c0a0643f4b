//! The second factor and sessions one can see (docs/sign-in.md).

use super::*;

/// `GET /account/mfa`, the factor calls, `GET /account/sessions` and `POST /account/sessions/end`.
/// The descriptions of the second-factor and session calls, each named as its handler.
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
    let conflict = |description: &'static str| {
        response(
            409,
            description,
            MetaSchemaRef::Reference(FAILURE.to_string()),
        )
    };
    let op = |method: Method,
              summary: &'static str,
              description: &'static str,
              params: Vec<MetaOperationParam>,
              request: Option<MetaRequest>,
              ok: MetaSchemaRef,
              more: Vec<MetaResponse>,
              failures: Vec<Failure>| {
        Op {
            method,
            tag: ACCOUNT_TAG,
            summary,
            description: Some(description),
            params,
            request,
            ok: response(
                200,
                "Done; the message says what, data holds the answer.",
                ok,
            ),
            more,
            failures,
        }
    };
    let text_field = |description: &'static str| {
        inline(MetaSchema {
            description: Some(description),
            pattern: Some(format!("[^{WS}]")),
            max_length: Some(64),
            ..MetaSchema::new("string")
        })
    };
    let code_body = || {
        Some(MetaRequest {
            description: Some(
                "JSON {code, currentPassword}: the six-digit code your authenticator app shows \
                 now (or, to turn the factor off or renew recovery codes, one of your recovery \
                 codes), and your current password again, so that a session alone (a stolen \
                 one) cannot change the factor.",
            ),
            content: json_media(with_example(
                object(
                    vec![
                        (
                            "code",
                            text_field("A six-digit code such as 123456, or a recovery code."),
                        ),
                        (
                            "currentPassword",
                            inline(MetaSchema {
                                description: Some("Your current password."),
                                max_length: Some(1024),
                                ..MetaSchema::new("string")
                            }),
                        ),
                    ],
                    vec!["code", "currentPassword"],
                ),
                json!({"code": "123456", "currentPassword": "the password you sign in with"}),
            )),
            required: true,
        })
    };
    let codes = || {
        envelope_of(object(
            vec![(
                "recoveryCodes",
                inline(MetaSchema {
                    items: Some(Box::new(schema("string"))),
                    ..MetaSchema::new("array")
                }),
            )],
            vec!["recoveryCodes"],
        ))
    };
    let code_failures = || {
        vec![
            Failure::BadRequest(
                "code is missing or is not a right code (each code is taken once), or \
                 currentPassword is missing or not right.",
            ),
            Failure::TooLarge(ACCOUNT_TOO_LARGE),
            Failure::Throttled,
        ]
    };
    SecurityOperations {
        mfa_status: op(
            Method::GET,
            "Your second factor",
            "data: {enabled, recoveryCodesLeft, required (the site requires a factor for \
             every account), enrolmentRequired (this session may only set one up)}.",
            vec![],
            None,
            envelope(),
            vec![],
            vec![],
        ),
        mfa_setup: op(
            Method::POST,
            "Start setting up a second factor",
            "A new secret for an authenticator app (TOTP: SHA-1, 6 digits, 30 s). Not \
             active until /account/mfa/enable confirms it with a code; a second call \
             replaces it. data: {secret (base32, to type in), otpauthUri, qrSvg (the \
             otpauthUri as a QR code, an SVG document)}.",
            vec![],
            None,
            envelope_of(object(
                vec![
                    ("secret", schema("string")),
                    ("otpauthUri", schema("string")),
                    ("qrSvg", schema("string")),
                ],
                vec!["secret", "otpauthUri", "qrSvg"],
            )),
            vec![conflict(
                "A second factor is already on: turn it off first.",
            )],
            vec![Failure::TooLarge(SMALL_TOO_LARGE)],
        ),
        mfa_enable: op(
            Method::POST,
            "Turn the second factor on",
            "Confirms the secret of /account/mfa/setup with a current code. data: \
             {recoveryCodes: ten one-time codes, shown only this once}. Your other \
             sessions end.",
            vec![],
            code_body(),
            codes(),
            vec![conflict(
                "There is no factor being set up (call /account/mfa/setup first), or one \
                 is already on.",
            )],
            code_failures(),
        ),
        mfa_disable: op(
            Method::POST,
            "Turn the second factor off",
            "With a current code or a recovery code. Refused (403) when the site requires \
             a second factor for every account. Your other sessions end.",
            vec![],
            code_body(),
            envelope(),
            vec![conflict("No second factor is on.")],
            code_failures(),
        ),
        mfa_recovery_codes: op(
            Method::POST,
            "New recovery codes",
            "With a current code (or a recovery code): ten new recovery codes; the old \
             ones stop working. data: {recoveryCodes}, shown only this once. Your other \
             sessions end.",
            vec![],
            code_body(),
            codes(),
            vec![conflict("No second factor is on.")],
            code_failures(),
        ),
        sessions: op(
            Method::GET,
            "Signed-in sessions",
            "Your live sessions, newest first, or with adminId (administrators only) \
             another account's. data: [{sessionId (opaque), current (the session making \
             this call), startedAt, lastUsedAt, address, userAgent}].",
            vec![query_param(
                "adminId",
                "The account whose sessions to list (administrators only); default yours.",
                MetaSchema {
                    minimum: Some(1.0),
                    maximum: Some(999_999_999_999_999.0),
                    example: Some(json!(1)),
                    ..MetaSchema::new("integer")
                },
                false,
            )],
            None,
            envelope_of(inline(MetaSchema {
                items: Some(Box::new(object(
                    vec![
                        ("sessionId", schema("string")),
                        ("current", schema("boolean")),
                        ("startedAt", schema("string")),
                        ("lastUsedAt", schema("string")),
                        (
                            "address",
                            nullable("string", "Where it was last used from."),
                        ),
                        (
                            "userAgent",
                            nullable("string", "The browser it signed in with."),
                        ),
                    ],
                    vec![
                        "sessionId",
                        "current",
                        "startedAt",
                        "lastUsedAt",
                        "address",
                        "userAgent",
                    ],
                ))),
                ..MetaSchema::new("array")
            })),
            vec![],
            vec![
                Failure::BadRequest("adminId is not a whole number from 1."),
                Failure::NotFound,
            ],
        ),
        end_session: op(
            Method::POST,
            "End a session",
            "Ends one of your sessions (this one included), or, for administrators, \
             anyone's (403 for someone else's otherwise). The client holding it is sent to \
             sign in again.",
            vec![],
            Some(MetaRequest {
                description: Some("JSON {sessionId} from /account/sessions."),
                content: json_media(with_example(
                    object(
                        vec![("sessionId", text_field("A sessionId from the list."))],
                        vec!["sessionId"],
                    ),
                    json!({"sessionId": "3f2a9c0e5b7d41a8"}),
                )),
                required: true,
            }),
            envelope(),
            vec![],
            vec![
                Failure::BadRequest("sessionId is missing."),
                Failure::NotFound,
                Failure::TooLarge(ACCOUNT_TOO_LARGE),
            ],
        ),
    }
}
