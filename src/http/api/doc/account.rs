//! Sign-in, sign-out, the audit trail and the account calls.

use super::*;

/// The descriptions of sign-in and sign-out, each named as its handler.
pub struct AuthOperations {
    pub authenticate: Op,
    pub logout: Op,
}

pub fn auth_operations() -> AuthOperations {
    let example = compact(&login_example());
    let login_text = text(format!(
        "Base64 of JSON {{\"userName\", \"password\", \"captcha\": \"ignore\"}}, e.g. \
         base64 of {example}, with \"otp\" (a current code or a recovery code) for an \
         account with a second factor. x-base64-of gives the JSON schema of the decoded value."
    ));
    let login = Op {
        method: Method::POST,
        tag: AUTH_TAG,
        summary: "Sign in",
        description: Some(
            "The example's password is a placeholder: put the administrator's own to get a token.",
        ),
        params: vec![],
        request: Some(MetaRequest {
            description: Some(login_text),
            content: vec![MetaMediaType {
                content_type: "text/plain",
                schema: inline(MetaSchema {
                    format: Some("byte"),
                    description: Some(login_text),
                    example: Some(Value::String(STANDARD.encode(example.as_bytes()))),
                    ..MetaSchema::new("string")
                }),
            }],
            required: true,
        }),
        ok: response(
            200,
            "outcome true with the token in data, the account's role, mustChangePassword \
             (true: every call but /account/password and /logout answers 403 until the \
             account chooses a new password) and mfaEnrolmentRequired (true: the site \
             requires a second factor and the account has none; every call but \
             /account/mfa, /account/mfa/setup, /account/mfa/enable and /logout answers 403 \
             until it is on); outcome false (no data) for a wrong user name or password.",
            object(
                vec![
                    ("outcome", schema("boolean")),
                    ("message", schema("string")),
                    ("data", schema("string")),
                    ("role", schema("string")),
                    ("mustChangePassword", schema("boolean")),
                    ("mfaEnrolmentRequired", schema("boolean")),
                ],
                vec!["outcome", "message"],
            ),
        ),
        more: vec![response(
            401,
            "The password is right but the account has a second factor: send the sign-in \
             again with otp (data: {\"mfaRequired\": true}; the message says whether a code \
             was missing or wrong). Counted as a failed sign-in.",
            object(
                vec![
                    ("outcome", schema("boolean")),
                    ("message", schema("string")),
                    (
                        "data",
                        object(
                            vec![("mfaRequired", schema("boolean"))],
                            vec!["mfaRequired"],
                        ),
                    ),
                ],
                vec!["outcome", "message", "data"],
            ),
        )],
        failures: vec![
            Failure::BadRequest("The body is not base64 JSON, or a field is empty."),
            Failure::Throttled,
        ],
    };
    let logout = Op {
        method: Method::POST,
        tag: AUTH_TAG,
        summary: "Sign out",
        description: Some("Revokes the token it is sent with."),
        params: vec![],
        request: None,
        ok: response(200, "The token is revoked.", envelope()),
        more: vec![],
        failures: vec![],
    };
    AuthOperations {
        authenticate: login,
        logout,
    }
}

pub(in crate::http::api) fn query_param(
    name: &str,
    description: &str,
    schema: MetaSchema,
    required: bool,
) -> MetaOperationParam {
    MetaOperationParam {
        name: name.into(),
        schema: inline(schema),
        in_type: MetaParamIn::Query,
        description: Some(text(description.to_string()).into()),
        required,
        deprecated: false,
        explode: true,
        style: None,
    }
}

/// A calendar day the audit filters read, from 1970 to 9999, or empty (no filter).
pub(in crate::http::api) fn audit_day() -> MetaSchema {
    MetaSchema {
        any_of: vec![
            inline(MetaSchema {
                format: Some("date"),
                pattern: Some("^(19[7-9][0-9]|[2-9][0-9]{3})-[0-9]{2}-[0-9]{2}$".to_string()),
                ..MetaSchema::new("string")
            }),
            inline(MetaSchema {
                max_length: Some(0),
                ..MetaSchema::new("string")
            }),
        ],
        example: Some(json!("2026-11-23")),
        ..MetaSchema::ANY
    }
}

pub(in crate::http::api) fn audit_list_params() -> Vec<MetaOperationParam> {
    let number = |max: f64, example: u64| MetaSchema {
        minimum: Some(1.0),
        maximum: Some(max),
        example: Some(json!(example)),
        ..MetaSchema::new("integer")
    };
    let words = |example: &str| MetaSchema {
        example: Some(json!(example)),
        ..MetaSchema::new("string")
    };
    vec![
        query_param(
            "page",
            "Page number, from 1.",
            number(1_000_000.0, 1),
            false,
        ),
        query_param(
            "size",
            "Entries per page, 1 to 100 (default 20).",
            number(100.0, 20),
            false,
        ),
        query_param(
            "entity",
            "Only entries about this content type (e.g. banner) or thing (session, admin, database).",
            words(crate::entities::keys::BANNER),
            false,
        ),
        query_param(
            "admin",
            "Only entries by this administrator's e-mail, or terminal.",
            words("admin@oshec.example.org"),
            false,
        ),
        query_param(
            "from",
            "Only entries from this day (UTC).",
            audit_day(),
            false,
        ),
        query_param(
            "to",
            "Only entries up to the end of this day (UTC).",
            audit_day(),
            false,
        ),
    ]
}

pub(in crate::http::api) fn audit_latest_params() -> Vec<MetaOperationParam> {
    vec![
        query_param(
            "entity",
            "The content type of the rows.",
            MetaSchema {
                enum_items: ENTITIES.iter().map(|e| json!(e.key)).collect(),
                example: Some(json!(crate::entities::keys::BANNER)),
                ..MetaSchema::new("string")
            },
            true,
        ),
        query_param(
            "ids",
            "Up to 100 row ids, separated by commas.",
            MetaSchema {
                pattern: Some("^[0-9]{1,15}(,[0-9]{1,15}){0,99}$".to_string()),
                example: Some(json!("1,2,3")),
                ..MetaSchema::new("string")
            },
            false,
        ),
    ]
}

/// The back office's audit trail and account calls (beyond docs/decisions.md §6).
/// The descriptions of the audit and account calls, each named as its handler; their bodies
/// and answers are their types' (`account/mod.rs`).
pub struct AccountOperations {
    pub audit_list: Op,
    pub audit_latest: Op,
    pub change_password: Op,
    pub logout_everywhere: Op,
    pub admins: Op,
    pub manage_admin: Op,
    pub remove_mfa: Op,
}

pub fn account_operations() -> AccountOperations {
    let op = |method, summary| Op::new(method, ACCOUNT_TAG, summary);
    let bad_query = Failure::BadRequest("A query value is not valid; the message says which.");
    AccountOperations {
        audit_list: op(Method::GET, "The audit trail, newest first")
            .describe(
                "Query (all optional): page (from 1), size (1 to 100, default 20), entity, \
                 admin, from and to (dates such as 2026-11-23). data: the page's entries; \
                 total: how many the filters pass.",
            )
            .params(audit_list_params())
            .failures(vec![bad_query]),
        audit_latest: op(Method::GET, "Who last changed each row")
            .describe(
                "Query: entity (e.g. banner) and ids (up to 100, comma-separated). Data: by \
                 row id, for the rows that have an entry.",
            )
            .params(audit_latest_params())
            .failures(vec![bad_query]),
        change_password: op(Method::POST, "Change your own password")
            .describe("Your other sessions end; this one goes on.")
            .failures(vec![
                Failure::BadRequest("Wrong current password, or the new one is not accepted."),
                Failure::Throttled,
            ]),
        logout_everywhere: op(Method::POST, "Sign out everywhere")
            .describe("Ends every session of yours, this one included."),
        admins: op(Method::GET, "The accounts").describe("Administrators only."),
        manage_admin: op(Method::POST, "Create or change an account")
            .describe(
                "Administrators only. adminId null creates (password required); otherwise \
                 changes that account's email, role, isActive, and with password resets it. \
                 An account created or reset here must choose a new password at its next \
                 sign-in. The last active administrator cannot be demoted or deactivated \
                 (403). Changing your own email asks for your currentPassword (400 when it is \
                 missing or not right).",
            )
            .failures(vec![
                Failure::BadRequest("A field is missing or not accepted; the message says which."),
                Failure::NotFound,
                Failure::Taken,
            ]),
        remove_mfa: op(Method::POST, "Remove an account's second factor")
            .describe(
                "Administrators only. Removes the second factor of the account adminId (its \
                 owner lost the phone and the recovery codes) and ends all of its sessions: it \
                 signs in with its password alone and may set up a new factor. Recorded in the \
                 audit trail as yours.",
            )
            .failures(vec![
                Failure::BadRequest("adminId is not a whole number from 1."),
                Failure::NotFound,
            ]),
    }
}
