//! What the base64 fields decode to: JSON schemas that follow the server's checks, and the
//! examples that pass them.

use super::*;

pub(in crate::http::api) fn trimmed(body: &str) -> String {
    format!("^[{WS}]*{body}[{WS}]*$")
}

/// An id as the server reads it from JSON: a whole number, or its digits as text.
pub(in crate::http::api) fn id_schema() -> Value {
    json!({"anyOf": [
        {"type": "integer", "minimum": 0, "maximum": u64::MAX},
        {"type": "string", "pattern": trimmed(r"\+?[0-9]{1,19}")},
    ]})
}

pub(in crate::http::api) fn checks_of<'a>(
    entity: &'a Entity,
    field: &str,
) -> impl Iterator<Item = &'a Check> {
    entity
        .checks
        .iter()
        .filter(move |c| c.fields().contains(&field))
}

/// The decoded JSON schema of one text field; `None` in the second place when it may be absent.
pub(in crate::http::api) fn field_schema(entity: &Entity, field: &str) -> (Value, bool) {
    // No control or text-direction character anywhere (`checks::is_unwanted_char`).
    let text = json!({"type": "string", "maxLength": MAX_TEXT_CHARS,
        "pattern": format!("^[^{UNWANTED_CLASS}]*$")});
    // A number typed into a text box is kept as its text.
    let number = json!({"type": "number"});
    let mut required = false;
    let mut shaped = None;
    for check in checks_of(entity, field) {
        // An optional date or address may be left out.
        required |= !matches!(
            check,
            Check::DateOrEmpty(..)
                | Check::OptionalWebAddress(..)
                | Check::OptionalPhone(..)
                | Check::OptionalLink(..)
        );
        match check {
            Check::Required(..) | Check::Unique(..) => {}
            Check::DateOrEmpty(..) => {
                shaped = Some(json!({"anyOf": [
                    {"type": "string", "format": "date"},
                    {"type": "string", "maxLength": 0},
                ]}));
            }
            Check::OptionalPhone(..) => {
                // Empty, a 10-digit mobile, or a landline with its STD code (10 or 11 digits).
                let phone = "([0-9]{10}|0[0-9]{10}|0[0-9]{2}[- ][0-9]{7,8}|0[0-9]{3}[- ][0-9]{6,7}|0[0-9]{4}[- ][0-9]{6})?";
                shaped = Some(json!({"anyOf": [
                    {"type": "string", "pattern": trimmed(phone)},
                    {"type": "integer", "minimum": 1_000_000_000u64, "maximum": 9_999_999_999u64},
                ], "nullable": true}));
            }
            Check::OneOf(_, values, _) => {
                let values: Vec<&str> = values.iter().map(|c| c.value).collect();
                shaped = Some(json!({"type": "string", "enum": values}));
            }
            // At most 80 characters once trimmed, so the limit is in the pattern (a maxLength
            // would count the spaces around it); no two hyphens in a row.
            Check::Slug(..) => {
                shaped = Some(json!({"type": "string",
                    "pattern": trimmed("(?!.*--)[a-z0-9]([a-z0-9-]{0,78}[a-z0-9])?")}));
            }
            Check::OptionalWebAddress(..) => {
                shaped = Some(json!({"type": "string", "nullable": true,
                    "pattern": trimmed(&format!(r#"([Hh][Tt][Tt][Pp][Ss]?://[^{WS}{CONTROL}/?#"'<>`\\]+\.[^{WS}{CONTROL}"'<>`\\]*)?"#))}));
            }
            Check::Email(..) => {
                shaped = Some(json!({"type": "string", "pattern": trimmed(EMAIL)}));
            }
            Check::Mobile(..) => {
                shaped = Some(json!({"anyOf": [
                    {"type": "string", "pattern": trimmed("[0-9]{10}")},
                    {"type": "integer", "minimum": 1_000_000_000u64, "maximum": 9_999_999_999u64},
                ]}));
            }
            Check::Date(..) => shaped = Some(json!({"type": "string", "format": "date"})),
            // The document promises a subset of what the server takes: the plain watch and
            // share addresses (the server also takes shorts, live and embed addresses).
            Check::YouTube(..) => {
                let url = r"https://(www\.youtube\.com/watch\?v=|youtu\.be/)[A-Za-z0-9_-]{11}";
                shaped = Some(json!({"type": "string", "pattern": trimmed(url)}));
            }
            // Exactly what `checks::is_link` takes: a path on this site (`/`, not `//` or
            // `/\`), or an http(s) URL whose host name (after any user part, before any port)
            // is letters, digits, dots and hyphens; no white space or control character.
            Check::Link(..) | Check::OptionalLink(..) => {
                let other = format!("{WS}{CONTROL}");
                let name = "[A-Za-z0-9-]([A-Za-z0-9.-]*[A-Za-z0-9-])?";
                let url = format!(
                    r"([Hh][Tt][Tt][Pp][Ss]?://([^/?#{other}]*@)?{name}(:[^/?#@{other}]*)?([/?#][^{other}]*)?|/([^/\\{other}][^{other}]*)?)"
                );
                // An optional link may be left empty.
                let url = if matches!(check, Check::OptionalLink(..)) {
                    format!("({url})?")
                } else {
                    url
                };
                shaped = Some(json!({"type": "string", "pattern": trimmed(&url)}));
            }
        }
    }
    let schema = match (shaped, required) {
        (Some(s), true) => s,
        // Left out, null or empty: the same to the server.
        (Some(s), false) => json!({"anyOf": [s], "nullable": true}),
        (None, true) => json!({"anyOf": [
            {"type": "string", "maxLength": MAX_TEXT_CHARS,
                "pattern": format!("^[^{UNWANTED_CLASS}]*[^{WS}{UNWANTED_CLASS}][^{UNWANTED_CLASS}]*$")},
            number,
        ]}),
        (None, false) => json!({"anyOf": [text, number], "nullable": true}),
    };
    (schema, required)
}

pub(in crate::http::api) fn example_value(entity: &Entity, field: &str) -> Value {
    for check in checks_of(entity, field) {
        match check {
            Check::Email(..) => return json!("info@oshec.example.org"),
            Check::Mobile(..) => return json!("0674123456"),
            Check::Date(..) => return json!("2025-01-15"),
            Check::YouTube(..) => return json!("https://www.youtube.com/watch?v=aqz-KE-bpKQ"),
            Check::Link(..) | Check::OptionalLink(..) => {
                return json!("https://oshec.example.org/notice.pdf");
            }
            Check::DateOrEmpty(..) => return json!(""),
            Check::OneOf(_, values, _) => return json!(values.first().map_or("", |c| c.value)),
            Check::Slug(..) => return json!("example-page"),
            Check::OptionalWebAddress(..) => return json!("https://www.facebook.com/oshec"),
            Check::OptionalPhone(..) => return json!("0674-2391234"),
            Check::Required(..) | Check::Unique(..) => {}
        }
    }
    if field.ends_with("Od") {
        json!("ଉଦାହରଣ")
    } else if field.to_ascii_lowercase().contains("link") || field.ends_with("Path") {
        json!("https://oshec.example.org/notice.pdf")
    } else {
        json!(format!("Example {}", entity.title.to_lowercase()))
    }
}

/// What the `manage` JSON field decodes to.
pub fn manage_decoded(entity: &Entity) -> Value {
    let mut props = Map::new();
    let mut required = vec![];
    props.insert(
        entity.id_field.into(),
        json!({"anyOf": [
                {"type": "integer", "minimum": 0, "maximum": u64::MAX},
                {"type": "string", "pattern": trimmed(r"(\+?[0-9]{1,19})?")},
            ],
            "nullable": true,
            "description": "null, absent or blank creates an item; an id updates that item."}),
    );
    props.insert(
        "isActive".into(),
        json!({"type": "boolean", "nullable": true,
            "description": "Shown on the public site; absent keeps it (true when creating)."}),
    );
    for field in entity.field_names() {
        let (schema, needed) = field_schema(entity, field);
        props.insert(field.into(), schema);
        if needed {
            required.push(field);
        }
    }
    json!({
        "type": "object",
        "properties": props,
        "required": required,
        "example": manage_example(entity),
    })
}

/// Creates an inactive item, so trying it leaves the public site as it was.
pub(in crate::http::api) fn manage_example(entity: &Entity) -> Value {
    let mut map = Map::new();
    map.insert(entity.id_field.into(), Value::Null);
    for field in entity.field_names() {
        map.insert(field.into(), example_value(entity, field));
    }
    map.insert("isActive".into(), json!(false));
    Value::Object(map)
}

/// What the toggle field decodes to.
pub fn toggle_decoded() -> Value {
    json!({
        "type": "object",
        "properties": {
            "helperId": id_schema(),
            "status": {"anyOf": [{"type": "boolean"}, {"type": "string", "enum": ["true", "false"]}],
                "description": "The status the client saw; the item gets the other one."},
        },
        "required": ["helperId", "status"],
        "example": toggle_example(),
    })
}

pub(in crate::http::api) fn toggle_example() -> Value {
    json!({"helperId": 1, "status": true})
}

/// What the get-by-id field decodes to: text, not JSON.
pub fn id_decoded() -> Value {
    json!({"type": "string", "pattern": trimmed(r"\+?[0-9]{1,19}"), "example": "1"})
}

/// What the sign-in body decodes to.
pub fn login_decoded() -> Value {
    json!({
        "type": "object",
        "properties": {
            "userName": {"type": "string", "pattern": format!("[^{WS}]")},
            "password": {"type": "string", "minLength": 1},
            "captcha": {"description": "Ignored (the client sends \"ignore\")."},
            "otp": {
                "type": ["string", "null"],
                "maxLength": 64,
                "description": "For an account with a second factor: the six-digit code of its authenticator app, or one of its recovery codes. Ignored for an account without one.",
            },
        },
        "required": ["userName", "password"],
        "example": login_example(),
    })
}

pub(in crate::http::api) fn login_example() -> Value {
    json!({"userName": "admin@oshec.example.org", "password": "your password", "captcha": "ignore"})
}

pub(in crate::http::api) fn compact(v: &Value) -> String {
    v.to_string()
}
