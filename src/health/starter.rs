//! Starter content still published (docs/health.md): the records the site was set up with
//! (`seed`), unchanged; videos without a title in either language; and contact details that
//! are the starter content's placeholders. A council's site is not ready while visitors read
//! the starter's text or call its placeholder number, so none of this may be called healthy.
//!
//! A starter record is recognised as the seed recognises it (`seed::looks_seeded`): starter
//! record N of a content type is item N of a database that took the starter content, and it
//! is unchanged while each of its fields still holds what the starter gave it (nothing, for a
//! field the starter left empty).
use std::collections::HashMap;
use std::sync::LazyLock;

use super::Finding;
use crate::content::entities::Entity;
use crate::content::inventory::Item;

/// The contact details a visitor reads, by content type: (entity key, fields).
pub const CONTACT_FIELDS: &[(&str, &[&str])] = &[
    (
        crate::entities::keys::SETTINGS,
        &["emailIds", "mobile", "mobileOd", "officePhone"],
    ),
    (crate::entities::keys::OFFICIALS, &["email", "phone"]),
];

/// The video fields that name it.
const VIDEO_TITLES: (&str, &str) = ("videoTitleEn", "videoTitleOd");

/// Starter texts by content type, in the seed's order: starter record N is entry N - 1.
type StarterTexts = HashMap<&'static str, Vec<HashMap<String, String>>>;

/// The starter content's texts, read once; empty when it cannot be read (the seed's own
/// tests make sure it can).
static STARTER: LazyLock<StarterTexts> = LazyLock::new(|| {
    let mut out: StarterTexts = HashMap::new();
    let records = crate::seed::starter().unwrap_or_else(|e| {
        tracing::error!(error = %e, "the starter content cannot be read for the health check");
        Vec::new()
    });
    for record in records {
        let texts = record
            .fields
            .as_object()
            .map(|fields| {
                fields
                    .iter()
                    .filter_map(|(k, v)| Some((k.clone(), v.as_str()?.to_string())))
                    .collect()
            })
            .unwrap_or_default();
        out.entry(record.entity).or_default().push(texts);
    }
    out
});

/// Whether `item` is starter record `item.id` of `entity`, with every starter text unchanged.
fn unchanged(entity: &Entity, item: &Item) -> bool {
    let Some(texts) = STARTER
        .get(entity.key)
        .and_then(|records| records.get(usize::try_from(item.id).ok()?.checked_sub(1)?))
    else {
        return false;
    };
    // Every field as the starter left it, an empty one included (a title added to a starter
    // video makes it the council's own).
    let mut any = false;
    for field in entity.field_names() {
        let starter = texts.get(field).map_or("", String::as_str);
        if item.text(field) != starter {
            return false;
        }
        any |= !starter.is_empty();
    }
    any
}

/// Records of the starter content still as the seed wrote them. `seeded`: whether this
/// database took the starter content (a database that declined it has none).
pub fn unchanged_findings(entity: &'static Entity, items: &[Item], seeded: bool) -> Vec<Finding> {
    if !seeded {
        return Vec::new();
    }
    items
        .iter()
        .filter(|item| unchanged(entity, item))
        .map(|item| {
            Finding::new(
                entity,
                item,
                "Starter content, unchanged since the site was set up: replace it with the \
                 council's own, or switch it off."
                    .into(),
            )
        })
        .collect()
}

/// Videos with no title in either language: visitors see "Video 1 of 2".
pub fn untitled_videos(entity: &'static Entity, items: &[Item]) -> Vec<Finding> {
    let (en, od) = VIDEO_TITLES;
    if !(entity.has_field(en) && entity.has_field(od)) {
        return Vec::new();
    }
    items
        .iter()
        .filter(|item| item.text(en).trim().is_empty() && item.text(od).trim().is_empty())
        .map(|item| {
            Finding::new(
                entity,
                item,
                "The video has no title in either language: visitors see only its place \
                 (\"Video 1 of 2\")."
                    .into(),
            )
            .in_field(en)
        })
        .collect()
}

/// Whether `text` in `field` of `entity` is a placeholder: a value the starter content gave
/// that field, or an e-mail address at a domain reserved for examples (RFC 2606).
fn placeholder(entity: &str, field: &str, text: &str) -> bool {
    let text = text.trim();
    if text.is_empty() {
        return false;
    }
    let starter = STARTER.get(entity).is_some_and(|records| {
        records.iter().any(|r| {
            r.get(field)
                .is_some_and(|v| !v.trim().is_empty() && v.trim() == text)
        })
    });
    let domain = text
        .rsplit_once('@')
        .map(|(_, d)| d.to_ascii_lowercase())
        .unwrap_or_default();
    let example = ["example", "example.com", "example.org", "example.net"]
        .iter()
        .any(|d| domain == *d || domain.ends_with(&format!(".{d}")));
    starter || example
}

/// Contact details that are still the starter content's placeholders.
pub fn placeholder_contacts(entity: &'static Entity, items: &[Item]) -> Vec<Finding> {
    let Some((_, fields)) = CONTACT_FIELDS.iter().find(|(key, _)| *key == entity.key) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for item in items {
        for &field in *fields {
            let text = item.text(field);
            if placeholder(entity.key, field, text) {
                out.push(
                    Finding::new(
                        entity,
                        item,
                        format!(
                            "{field} is a placeholder of the starter content ({}): visitors \
                             would write or call it.",
                            text.trim()
                        ),
                    )
                    .in_field(field),
                );
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::entities::by_key;

    fn item(id: u64, fields: &[(&str, &str)]) -> Item {
        Item {
            id,
            active: true,
            status: crate::content::Status::Published,
            live: true,
            fields: fields
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            has_image: false,
            saved_at_ms: 0,
            file: None,
        }
    }

    #[test]
    fn contact_fields_are_fields_of_their_content_types() {
        for (key, fields) in CONTACT_FIELDS {
            let entity = by_key(key).expect("entity");
            for field in *fields {
                assert!(entity.has_field(field), "{key}.{field}");
            }
        }
        let video = by_key(crate::entities::keys::VIDEOS).expect("videos");
        assert!(video.has_field(VIDEO_TITLES.0) && video.has_field(VIDEO_TITLES.1));
    }

    #[test]
    fn placeholders_are_the_starters_and_example_domains() {
        assert!(placeholder(
            crate::entities::keys::SETTINGS,
            "mobile",
            "6742000000"
        ));
        assert!(placeholder(
            crate::entities::keys::OFFICIALS,
            "email",
            "someone@oshec.example"
        ));
        assert!(placeholder(
            crate::entities::keys::OFFICIALS,
            "email",
            "a@mail.example.org"
        ));
        assert!(!placeholder(
            crate::entities::keys::OFFICIALS,
            "email",
            "chair@oshec.odisha.gov.in"
        ));
        assert!(!placeholder(
            crate::entities::keys::SETTINGS,
            "mobile",
            "9437012345"
        ));
        assert!(!placeholder(crate::entities::keys::SETTINGS, "mobile", ""));
    }

    #[test]
    fn a_starter_record_is_unchanged_until_a_text_changes() {
        let entity = by_key(crate::entities::keys::INTRODUCTION).expect("introduction");
        let texts = STARTER[crate::entities::keys::INTRODUCTION][0].clone();
        let fields: Vec<(&str, &str)> = texts
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        assert_eq!(
            unchanged_findings(entity, &[item(1, &fields)], true).len(),
            1
        );
        // Not in a database that declined the starter content, nor under another id.
        assert!(unchanged_findings(entity, &[item(1, &fields)], false).is_empty());
        assert!(unchanged_findings(entity, &[item(2, &fields)], true).is_empty());
        let mut edited = fields.clone();
        edited[0].1 = "The council's own words";
        assert!(unchanged_findings(entity, &[item(1, &edited)], true).is_empty());
    }
}
