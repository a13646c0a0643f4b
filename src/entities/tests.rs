//! Checks that every row of the table names only fields it has, and stays consistent.

use super::*;

/// Every name a row uses outside its field list: checks, filters, renames, extras,
/// order, file name, record page and search side.
fn named(e: &Entity) -> Vec<&'static str> {
    let mut out: Vec<&'static str> = Vec::new();
    for check in e.checks {
        out.extend(check.fields());
    }
    if let Some(f) = &e.filters {
        out.extend([f.category, f.year, f.expiry]);
        out.extend(f.search.iter().copied());
    }
    out.extend(e.list_renames.iter().map(|(from, _)| *from));
    match &e.list_extra {
        ListExtra::None => {}
        ListExtra::Gallery { title_en, title_od } => out.extend([*title_en, *title_od]),
        ListExtra::Markdown(pairs) => out.extend(pairs.iter().map(|(stored, _)| *stored)),
    }
    if let Order::DateDescending(f) = e.order {
        out.push(f);
    }
    if let Some(file) = &e.file {
        out.push(file.name_from);
    }
    if let Some(s) = &e.public.search {
        out.extend([s.title.0, s.title.1]);
        out.extend(s.body.iter().flat_map(|(a, b)| [*a, *b]));
        out.extend(s.more.iter().flat_map(|(a, b)| [*a, *b]));
        out.extend(s.date);
        match s.url {
            Url::Field(f, _) | Url::FieldOrRecord(f) | Url::Category(f, _) => out.push(f),
            Url::Fixed(_) | Url::Record => {}
        }
    }
    out
}

#[test]
fn every_name_a_row_uses_is_one_of_its_fields() {
    for e in &ENTITIES {
        for name in named(e) {
            assert!(
                e.has_field(name),
                "{}: {name} is not one of its fields",
                e.key
            );
        }
    }
}

#[test]
fn fields_are_named_once_and_labelled_in_both_languages() {
    for e in &ENTITIES {
        let names: Vec<&str> = e.field_names().collect();
        let mut unique = names.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), names.len(), "{}: a field named twice", e.key);
        for f in e.fields {
            assert!(!f.label.en.is_empty(), "{}: a field without a label", e.key);
            assert!(
                f.label
                    .od
                    .chars()
                    .any(|c| ('\u{0B00}'..='\u{0B7F}').contains(&c)),
                "{}: {} has no Odia label",
                e.key,
                f.label.en
            );
            if let FieldKind::Select { choices, .. } = f.kind {
                assert!(!choices.is_empty(), "{}: a select without choices", e.key);
            }
        }
    }
}

#[test]
fn public_sides_lead_somewhere() {
    for e in &ENTITIES {
        let public = &e.public;
        if let Some(page) = &public.page {
            let file_path = e.file.as_ref().map(|f| f.path_field);
            assert!(
                e.has_field(page.field)
                    || page.field == e.id_field
                    || Some(page.field) == file_path,
                "{}: its record page reads {}",
                e.key,
                page.field
            );
        }
        if let Some(search) = &public.search
            && matches!(search.url, Url::Record | Url::FieldOrRecord(_))
        {
            assert!(public.page.is_some(), "{}: search leads to no page", e.key);
        }
        if public.feed.is_some() {
            // A feed's items are made of the search side's fields.
            assert!(public.search.is_some(), "{}: a feed without fields", e.key);
        }
    }
    let feeds: Vec<&str> = ENTITIES
        .iter()
        .filter_map(|e| Some(e.public.feed.as_ref()?.path))
        .collect();
    let mut unique = feeds.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(unique.len(), feeds.len(), "two feeds at one address");
}
