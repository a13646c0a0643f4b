use super::*;
use crate::entities::keys;

fn count(records: &[StarterRecord], entity: &str) -> usize {
    records.iter().filter(|r| r.entity == entity).count()
}

/// What the first run must show: every home section has something, so a new site never opens
/// on empty sections.
#[test]
fn starter_content_fills_every_section() {
    let records = starter().expect("starter content");
    for (entity, at_least) in [
        (keys::BANNER, 1),
        (keys::NOTICES, 3),
        (keys::ANNOUNCEMENTS, 3),
        (keys::COUNCIL, 1),
        (keys::FEATURES, 3),
        (keys::NEWS, 6),
        (keys::PHOTOS, 6),
        (keys::VIDEOS, 2),
        (keys::FUTURES, 4),
        (keys::SETTINGS, 1),
        (keys::INTRODUCTION, 1),
        (keys::DOCUMENTS, 20),
        (keys::PAGES, 8),
        (keys::OFFICIALS, 6),
    ] {
        assert!(
            count(&records, entity) >= at_least,
            "{entity}: {} records, want at least {at_least}",
            count(&records, entity)
        );
    }
}

/// Every category of the report pages has sample documents, and every sample PDF is used.
#[test]
fn every_category_has_sample_documents() {
    let records = starter().expect("starter content");
    for category in crate::content::entities::DOCUMENT_CATEGORIES {
        let category = category.value;
        let n = records
            .iter()
            .filter(|r| r.entity == keys::DOCUMENTS && r.fields["category"] == category)
            .count();
        assert!(n >= 2, "{category}: {n} samples");
    }
    let used = count(&records, keys::DOCUMENTS);
    assert_eq!(
        Documents::iter().count(),
        used,
        "one embedded PDF per record"
    );
    assert!(Documents::get("make_documents.py").is_none());
}

/// Only what `starter` reads is in the binary: images, and every one of them used.
#[test]
fn only_used_images_are_embedded() {
    let used: Vec<String> = serde_json::from_slice::<serde_json::Value>(CONTENT)
        .expect("content.json")
        .as_object()
        .expect("an object of entities")
        .values()
        .flat_map(|items| items.as_array().cloned().unwrap_or_default())
        .filter_map(|item| item["image"].as_str().map(str::to_string))
        .collect();
    let embedded: Vec<String> = Images::iter().map(|n| n.into_owned()).collect();
    assert!(!embedded.is_empty());
    for name in &embedded {
        assert!(
            name.ends_with(".jpg") || name.ends_with(".png"),
            "{name} should not be embedded"
        );
        assert!(
            used.contains(name),
            "{name} is embedded but no record uses it"
        );
    }
    for name in ["mod.rs", "make_images.py", "content.json", "../mod.rs"] {
        assert!(Images::get(name).is_none(), "{name}");
    }
}

#[test]
fn starter_images_are_jpeg_or_png_and_carry_no_ids() {
    for record in starter().expect("starter content") {
        // Content types with a file rule (documents) carry a sample PDF, named from the
        // rule's English title field and its Odia pair.
        let file = crate::content::entities::by_key(record.entity).and_then(|e| e.file.as_ref());
        if let Some(rule) = file {
            let pdf = record.image.as_deref().unwrap_or_default();
            assert!(
                pdf.starts_with(b"%PDF-"),
                "{} {}",
                record.entity,
                record.number
            );
            assert!(
                pdf.len() < 16 * 1024,
                "{} {}: a sample is small",
                record.entity,
                record.number
            );
            let odia = format!("{}Od", rule.name_from.trim_end_matches("En"));
            let title = record.fields[rule.name_from].as_str().unwrap_or_default();
            let title_od = record.fields[odia.as_str()].as_str().unwrap_or_default();
            assert!(title.starts_with("Sample: "), "{title}");
            assert!(title_od.starts_with("ନମୁନା: "), "{title_od}");
        } else if let Some(image) = &record.image {
            let jpeg = image.starts_with(&[0xFF, 0xD8, 0xFF]);
            let png = image.starts_with(b"\x89PNG\r\n\x1a\n");
            assert!(
                jpeg || png,
                "{} {}: not JPEG or PNG",
                record.entity,
                record.number
            );
            assert!(image.len() <= 5 * 1024 * 1024);
        }
        let id = format!("{}Id", record.entity);
        assert!(
            record
                .fields
                .get(&id)
                .is_none_or(serde_json::Value::is_null),
            "{} {}: starter records get their ids from the server",
            record.entity,
            record.number
        );
    }
}
