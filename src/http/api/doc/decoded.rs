//! The served document: poem-openapi's, with `x-base64-of` on each base64 field.

use super::*;

pub(in crate::http::api) fn set_decoded(
    doc: &mut Value,
    path: &str,
    media: &str,
    field: Option<&str>,
    of: Value,
) {
    let Some(schema) = doc.pointer_mut(&format!(
        "/paths/{}/post/requestBody/content/{}/schema",
        path.replace('~', "~0").replace('/', "~1"),
        media.replace('~', "~0").replace('/', "~1"),
    )) else {
        return;
    };
    let target = match field {
        Some(f) => schema.pointer_mut(&format!("/properties/{f}")),
        None => Some(schema),
    };
    if let Some(Value::Object(target)) = target {
        target.insert("x-base64-of".into(), of);
    }
}

pub(in crate::http::api) fn base64_of(content_type: &str, schema: Value) -> Value {
    json!({"contentType": content_type, "schema": schema})
}

/// `spec` (poem-openapi's JSON) with the decoded schemas added.
pub fn with_decoded_schemas(spec: &str) -> String {
    let Ok(mut doc) = serde_json::from_str::<Value>(spec) else {
        return spec.to_string();
    };
    let forms = ["multipart/form-data", "application/x-www-form-urlencoded"];
    for entity in &ENTITIES {
        let manage = base64_of("application/json", manage_decoded(entity));
        set_decoded(
            &mut doc,
            entity.manage_path,
            forms[0],
            Some(entity.manage_field),
            manage,
        );
        for media in forms {
            let id = base64_of("text/plain", id_decoded());
            set_decoded(&mut doc, entity.get_path, media, Some(entity.id_field), id);
            let toggle = base64_of("application/json", toggle_decoded());
            set_decoded(
                &mut doc,
                entity.toggle_path,
                media,
                Some(entity.toggle_field),
                toggle,
            );
        }
    }
    for entity in &ENTITIES {
        // The upload part's media types (OpenAPI's multipart `encoding`), which the file's
        // signature must match.
        let upload = match (&entity.file, &entity.image) {
            (Some(file), _) => Some((file.file_field, file.kind.mime().to_string())),
            (None, Some(image)) => Some((image.file_field, "image/jpeg, image/png".to_string())),
            (None, None) => None,
        };
        if let Some((field, types)) = upload
            && let Some(Value::Object(media)) = doc.pointer_mut(&format!(
                "/paths/{}/post/requestBody/content/multipart~1form-data",
                entity.manage_path.replace('~', "~0").replace('/', "~1"),
            ))
        {
            media.insert("encoding".into(), json!({ field: {"contentType": types} }));
        }
    }
    let login = base64_of("application/json", login_decoded());
    set_decoded(&mut doc, LOGIN_PATH, "text/plain", None, login);
    add_allow_list_refusals(&mut doc);
    serde_json::to_string_pretty(&doc).unwrap_or_else(|_| spec.to_string())
}

/// The `admin_allow` setting answers 403 to the sign-in call and to every call made with a
/// token from an address outside it: each such operation documents that answer.
pub(in crate::http::api) fn add_allow_list_refusals(doc: &mut Value) {
    let Some(Value::Object(paths)) = doc.get_mut("paths") else {
        return;
    };
    for (path, item) in paths.iter_mut() {
        let Value::Object(operations) = item else {
            continue;
        };
        for operation in operations.values_mut() {
            let takes_token = operation
                .get("security")
                .and_then(Value::as_array)
                .is_some_and(|s| !s.is_empty());
            if !(takes_token || path == LOGIN_PATH) {
                continue;
            }
            let Some(Value::Object(responses)) = operation.get_mut("responses") else {
                continue;
            };
            // The envelope's schema, as the operation's other failures give it.
            let content = responses.values().find_map(|r| {
                r.get("content")
                    .filter(|c| c.get("application/json").is_some())
                    .cloned()
            });
            let mut refusal = json!({
                "description": "The back office cannot be used from this address (the \
                                admin_allow setting)."
            });
            if let Some(content) = content {
                refusal["content"] = content;
            }
            responses.entry("403").or_insert(refusal);
        }
    }
}
