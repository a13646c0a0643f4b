//! What the public is answered, and the shapes of answers and audit entries: details, list
//! items, changes, file names. The public answers themselves (lists, search, dates, the
//! sitemap's values) are in `public.rs`.

use super::*;

mod public;

/// The file to write beside a record, when one came with the request.
pub(super) fn file_write<'a>(
    meta: &'a Option<FileMeta>,
    bytes: &'a Option<Vec<u8>>,
) -> Option<FileWrite<'a>> {
    match (meta, bytes) {
        (Some(meta), Some(bytes)) => Some(FileWrite { meta, bytes }),
        _ => None,
    }
}

/// A download's file name from its title: ASCII letters and digits, words joined by `-`,
/// at most 80 characters, then the extension; `document-<id>` when nothing is left.
pub fn file_name(title: &str, id: u64, ext: &str) -> String {
    let mut out = String::new();
    for c in title.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
        if out.len() >= 80 {
            break;
        }
    }
    let stem = out.trim_matches('-');
    if stem.is_empty() {
        format!("document-{id}.{ext}")
    } else {
        format!("{stem}.{ext}")
    }
}

/// The fields that differ between `before` (none on create) and `after`, for the audit
/// trail: the entity's fields, the schedule and validity (by their API names and texts), the
/// active flag, and the image as its hash. Display positions are left out (a move is recorded
/// as a move).
pub(super) fn changes(entity: &Entity, before: Option<&Envelope>, after: &Envelope) -> Vec<Change> {
    let mut out = Vec::new();
    let mut push = |name: &str, old: Option<&str>, new: &str| {
        if old != Some(new) && !(old.is_none() && new.is_empty()) {
            out.push(Change::new(name, old, Some(new)));
        }
    };
    for name in entity.field_names().filter(|n| *n != VALID_UNTIL) {
        let old = before.map(|b| b.fields.get(name).map_or("", String::as_str));
        push(name, old, after.fields.get(name).map_or("", String::as_str));
    }
    let old = before.map(|b| b.placement.texts());
    for (i, (name, new)) in after.placement.texts().iter().enumerate() {
        push(name, old.as_ref().map(|o| o[i].1.as_str()), new);
    }
    let old_active = before.map(|b| b.active.to_string());
    let new_active = after.active.to_string();
    if old_active.as_deref() != Some(new_active.as_str()) {
        out.push(Change::new(
            "isActive",
            old_active.as_deref(),
            Some(&new_active),
        ));
    }
    let old_image = before
        .and_then(|b| b.image.as_ref())
        .map(|i| i.hash.as_str());
    let new_image = after.image.as_ref().map(|i| i.hash.as_str());
    if old_image != new_image
        && let Some(rule) = &entity.image
    {
        out.push(Change::new(rule.file_field, old_image, new_image));
    }
    out
}

/// The file's change for the audit trail, as old and new hash, when a file came with the write.
pub(super) fn file_change(
    entity: &Entity,
    old: Option<&FileMeta>,
    new: Option<&FileMeta>,
) -> Option<Change> {
    let (rule, new) = (entity.file.as_ref()?, new?);
    Some(Change::new(
        rule.file_field,
        old.map(|m| m.hash.as_str()),
        Some(new.hash.as_str()),
    ))
}

/// What the list index keeps of a record: `shown` is the gate's verdict without the clock
/// ([`super::gate::shown`]).
pub(super) fn summary(id: u64, record: &Envelope, shown: bool) -> Summary<'_> {
    Summary {
        id,
        active: shown,
        fields: &record.fields,
        placement: &record.placement,
    }
}

pub(super) fn not_found(entity: &Entity, id: u64) -> ContentError {
    ContentError::NotFound(crate::msg!(
        "item-not-found",
        kind = crate::messages::title(entity),
        n = id
    ))
}

/// `showFrom`, `showUntil` and `validUntil`, empty when not set (docs/workflow.md).
pub(super) fn insert_schedule(map: &mut Map<String, Value>, record: &Envelope) {
    placement::insert_texts(map, &record.placement);
}

/// Detail shape: id, every field by its docs/decisions.md §4 name, isActive, image as base64 and URL.
pub(super) fn detail(entity: &Entity, id: u64, record: &Envelope, image: Option<&[u8]>) -> Value {
    let mut map = Map::new();
    map.insert(entity.id_field.into(), json!(id));
    for name in entity.field_names() {
        map.insert(name.into(), Value::String(record.text(name).into_owned()));
    }
    map.insert("isActive".into(), Value::Bool(record.active));
    insert_schedule(&mut map, record);
    if let Some(rule) = &entity.image {
        let encoded = image.map(|b| base64::engine::general_purpose::STANDARD.encode(b));
        map.insert(rule.detail_field.into(), json!(encoded));
        let url = record.image.as_ref().map(|i| upload_url(entity, id, i));
        map.insert(rule.path_field.into(), json!(url));
    }
    Value::Object(map)
}

/// List shape: id, fields (renamed where the entity says so), isActive, image URL.
/// The name an image or file is stored and cached under: the first 8 bytes of its SHA-256,
/// in hex.
pub fn short_hash(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .take(8)
        .map(|b| format!("{b:02x}"))
        .collect()
}

pub(super) fn list_item(entity: &Entity, id: u64, record: &Envelope) -> Value {
    let mut map = Map::new();
    map.insert(entity.id_field.into(), json!(id));
    for name in entity.field_names() {
        let out = entity.list_name(name);
        map.insert(out.into(), Value::String(record.text(name).into_owned()));
    }
    map.insert("isActive".into(), Value::Bool(record.active));
    insert_schedule(&mut map, record);
    let url = record.image.as_ref().map(|i| upload_url(entity, id, i));
    if let Some(rule) = &entity.image {
        map.insert(rule.path_field.into(), json!(url));
    }
    if let ListExtra::Markdown(pairs) = entity.list_extra {
        for (source, html) in pairs {
            let text = record.fields.get(*source).map(String::as_str).unwrap_or("");
            map.insert((*html).into(), Value::String(markdown::to_safe_html(text)));
        }
    }
    if let ListExtra::Gallery { title_en, title_od } = entity.list_extra {
        map.insert("id".into(), json!(id));
        let get = |n: &str| record.fields.get(n).cloned().unwrap_or_default();
        let images = match &url {
            Some(url) => json!([{
                "titleEn": get(title_en),
                "titleOd": get(title_od),
                "imagePath": url,
            }]),
            None => json!([]),
        };
        map.insert(crate::entities::keys::GALLERY_IMAGES.into(), images);
    }
    Value::Object(map)
}
