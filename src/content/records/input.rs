//! Reading a save's input: the fields, the schedule, the checks and the image.

use super::*;

pub(in crate::content) fn upload_url(entity: &Entity, id: u64, image: &StoredImage) -> String {
    format!(
        "/uploads/{}/{}-{}.{}",
        entity.key,
        id,
        image.hash,
        image.kind().extension()
    )
}

pub(in crate::content) fn parse_input(
    entity: &Entity,
    value: Value,
) -> Result<Input, ContentError> {
    let Value::Object(map) = value else {
        return Err(ContentError::Invalid(msg!(
            "form-not-object",
            field = entity.manage_field,
            kind = crate::messages::kind(entity)
        )));
    };
    let id = match map.get(entity.id_field) {
        None | Some(Value::Null) => None,
        Some(Value::Number(n)) => Some(n.as_u64().ok_or_else(|| bad_id(entity))?),
        // Forms sometimes carry the id as text; accept plain digits.
        Some(Value::String(s)) if s.trim().is_empty() => None,
        Some(Value::String(s)) => Some(s.trim().parse().map_err(|_| bad_id(entity))?),
        Some(_) => return Err(bad_id(entity)),
    };
    let active = match map.get("isActive") {
        None | Some(Value::Null) => None,
        Some(Value::Bool(b)) => Some(*b),
        Some(_) => {
            return Err(ContentError::Invalid(msg!(
                "not-true-or-false",
                field = "isActive"
            )));
        }
    };
    let mut fields = BTreeMap::new();
    for name in entity.field_names() {
        let text = match map.get(name) {
            None | Some(Value::Null) => String::new(),
            // NFC, so Odia typed with a precomposed letter (ଡ଼ U+0B5C) and with a letter plus
            // nukta (U+0B21 U+0B3C) is stored, listed and compared as the same text.
            Some(Value::String(s)) => checks::clean_text(name, s)
                .map_err(|_| ContentError::Invalid(msg!("unwanted-character", field = name)))?
                .trim()
                .nfc()
                .collect(),
            // A number typed into a text box (a phone number) is still text to us.
            Some(Value::Number(n)) => n.to_string(),
            Some(_) => {
                return Err(ContentError::Invalid(msg!("field-not-text", field = name)));
            }
        };
        if text.chars().count() > MAX_TEXT_CHARS {
            return Err(ContentError::Invalid(msg!(
                "field-too-long",
                field = name,
                n = MAX_TEXT_CHARS
            )));
        }
        fields.insert(name.to_string(), text);
    }
    let placement = placement::Change::read(entity, &map, &fields)?;
    Ok(Input {
        id,
        active,
        fields,
        placement,
    })
}

pub(in crate::content) fn bad_id(entity: &Entity) -> ContentError {
    ContentError::Invalid(msg!("id-or-null", field = entity.id_field))
}

pub(in crate::content) fn run_checks(
    entity: &Entity,
    fields: &BTreeMap<String, String>,
) -> Result<(), ContentError> {
    let get = |name: &str| fields.get(name).map(String::as_str).unwrap_or("");
    for check in entity.checks {
        let ok = match check {
            Check::Required(names, _) => names.iter().all(|n| !get(n).is_empty()),
            Check::Email(f, _) => checks::is_email(get(f)),
            Check::Mobile(f, _) => checks::is_mobile(get(f)),
            Check::Date(f, _) => checks::is_iso_date(get(f)),
            Check::YouTube(f, _) => checks::youtube_id(get(f)).is_some(),
            Check::Link(f, _) => checks::is_link(get(f)),
            Check::OptionalLink(f, _) => get(f).is_empty() || checks::is_link(get(f)),
            Check::DateOrEmpty(f, _) => get(f).is_empty() || checks::is_iso_date(get(f)),
            Check::OneOf(f, choices, _) => choices.iter().any(|c| c.value == get(f)),
            Check::Slug(f, _) => checks::is_slug(get(f)),
            Check::OptionalPhone(f, _) => get(f).is_empty() || checks::is_phone(get(f)),
            Check::OptionalWebAddress(names, _) => names
                .iter()
                .all(|n| get(n).is_empty() || checks::is_web_address(get(n))),
            // Needs the other records: checked under the write lock (`check_unique`).
            Check::Unique(..) => true,
        };
        if !ok {
            return Err(ContentError::Invalid(Msg::english(check_message(check))));
        }
    }
    Ok(())
}

pub(crate) fn check_message(check: &Check) -> &'static str {
    match check {
        Check::Required(_, m)
        | Check::Email(_, m)
        | Check::Mobile(_, m)
        | Check::Date(_, m)
        | Check::YouTube(_, m)
        | Check::Link(_, m)
        | Check::OptionalLink(_, m)
        | Check::DateOrEmpty(_, m)
        | Check::OneOf(_, _, m)
        | Check::Slug(_, m)
        | Check::Unique(_, m)
        | Check::OptionalWebAddress(_, m)
        | Check::OptionalPhone(_, m) => m,
    }
}

/// Checks an upload against the entity's image rule; returns what to store.
pub(in crate::content) fn check_image(
    entity: &Entity,
    bytes: &[u8],
) -> Result<StoredImage, ContentError> {
    let Some(rule) = &entity.image else {
        return Err(ContentError::Invalid(msg!(
            "no-image",
            kind = crate::messages::title(entity)
        )));
    };
    let kind = ImageKind::sniff(bytes)
        .ok_or_else(|| ContentError::Invalid(Msg::english(rule.wrong_type)))?;
    if bytes.len() > MAX_IMAGE_BYTES {
        return Err(ContentError::TooLarge(Msg::english(rule.too_large)));
    }
    Ok(StoredImage {
        hash: short_hash(bytes),
        png: kind == ImageKind::Png,
    })
}
