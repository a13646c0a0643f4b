//! Missing language: an item whose English or Odia text is empty while the other language has
//! it, or the same in both (copied, not translated).
//!
//! The pairs come from the entity table's field names: `xEn` with `xOd`, `x` with `xOd`, and
//! the few pairs named otherwise listed in [`NAMED_PAIRS`].
use super::Finding;
use crate::content::entities::Entity;
use crate::content::inventory::Item;

/// Pairs whose names do not follow the `En`/`Od` pattern: (entity key, English, Odia).
const NAMED_PAIRS: &[(&str, &str, &str)] = &[(crate::entities::keys::FUTURES, "name", "altName")];

/// The (English, Odia) field pairs of `entity`, in field order.
pub fn pairs(entity: &Entity) -> Vec<(&'static str, &'static str)> {
    let has = |name: &str| entity.field_names().find(|f| *f == name);
    let mut out: Vec<(&'static str, &'static str)> = entity
        .field_names()
        .filter_map(|od| {
            let stem = od.strip_suffix("Od")?;
            let en = has(&format!("{stem}En")).or_else(|| has(stem))?;
            Some((en, od))
        })
        .collect();
    out.extend(
        NAMED_PAIRS
            .iter()
            .filter(|(key, _, _)| *key == entity.key)
            .map(|&(_, en, od)| (en, od)),
    );
    out
}

pub fn findings(entity: &'static Entity, items: &[Item]) -> Vec<Finding> {
    let pairs = pairs(entity);
    let mut out = Vec::new();
    for item in items {
        for &(en, od) in &pairs {
            let (en_text, od_text) = (item.text(en).trim(), item.text(od).trim());
            let (field, detail) = match (en_text.is_empty(), od_text.is_empty()) {
                (true, true) => continue,
                (false, true) => (
                    od,
                    format!("The Odia text ({od}) is empty; the English has it."),
                ),
                (true, false) => (
                    en,
                    format!("The English text ({en}) is empty; the Odia has it."),
                ),
                (false, false) if en_text == od_text => (
                    od,
                    format!("The Odia text ({od}) is the same as the English ({en})."),
                ),
                (false, false) => continue,
            };
            out.push(Finding::new(entity, item, detail).in_field(field));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::entities::by_key;

    #[test]
    fn pairs_come_from_the_field_names() {
        let news = by_key(crate::entities::keys::NEWS)
            .map(pairs)
            .unwrap_or_default();
        assert!(news.contains(&("newsTitleEn", "newsTitleOd")));
        assert!(news.contains(&("newsBodyEn", "newsBodyOd")));
        let gallery = by_key(crate::entities::keys::PHOTOS)
            .map(pairs)
            .unwrap_or_default();
        assert_eq!(gallery, vec![("displayName", "displayNameOd")]);
        let partners = by_key(crate::entities::keys::FUTURES)
            .map(pairs)
            .unwrap_or_default();
        assert_eq!(partners, vec![("name", "altName")]);
    }
}
