use super::*;
use crate::entities::ENTITIES;

fn is_odia_digit_free(text: &str) -> bool {
    !text.chars().any(|c| c.is_ascii_digit())
}

#[test]
fn codes_are_unique_kebab_case_and_the_odia_is_odia() {
    let mut seen = std::collections::HashSet::new();
    for row in CATALOGUE {
        assert!(seen.insert(row.code), "{} twice", row.code);
        assert!(
            row.code
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
            "{}",
            row.code
        );
        assert!(
            row.od
                .chars()
                .any(|c| ('\u{0B00}'..='\u{0B7F}').contains(&c)),
            "{}: no Odia",
            row.code
        );
        assert!(
            is_odia_digit_free(row.od),
            "{}: ASCII digits in the Odia",
            row.code
        );
        for name in placeholders(row.od) {
            assert!(
                placeholders(row.en).contains(&name),
                "{}: the Odia names {{{name}}}, the English does not",
                row.code
            );
        }
    }
}

/// Every `msg!("…")` of the sources names a row of the catalogue.
#[test]
fn every_code_the_sources_use_is_in_the_catalogue() {
    fn walk(dir: &std::path::Path, found: &mut Vec<(String, String)>) {
        for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, found);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap_or_default();
                let mut rest = text.as_str();
                while let Some(at) = rest.find("msg!(") {
                    let after = rest[at + 5..].trim_start();
                    if let Some(quoted) = after.strip_prefix('"')
                        && let Some(end) = quoted.find('"')
                    {
                        found.push((path.display().to_string(), quoted[..end].to_string()));
                    }
                    rest = &rest[at + 5..];
                }
            }
        }
    }
    let mut found = vec![];
    walk(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut found,
    );
    assert!(found.len() > 100, "{}", found.len());
    let missing: Vec<_> = found
        .iter()
        .filter(|(file, code)| {
            !file.contains("/src/messages/") && !rows().contains_key(code.as_str())
        })
        .collect();
    assert!(missing.is_empty(), "{missing:?}");
}

/// Every message an entity row carries (checks, image and file rules) has its row.
#[test]
fn every_entity_message_has_its_odia() {
    let mut texts: Vec<&str> = vec![];
    for entity in ENTITIES.iter() {
        for check in entity.checks {
            texts.push(crate::content::check_text(check));
        }
        if let Some(rule) = &entity.image {
            texts.extend(rule.required);
            texts.push(rule.wrong_type);
            texts.push(rule.too_large);
        }
        if let Some(rule) = &entity.file {
            texts.push(rule.required);
            texts.push(rule.wrong_type);
            texts.push(rule.too_large);
        }
    }
    let missing: Vec<_> = texts
        .iter()
        .filter(|t| row_by_english(t).is_none())
        .collect();
    assert!(missing.is_empty(), "{missing:?}");
}

#[test]
fn messages_render_in_both_languages() {
    let m = msg!("sign-in-throttled", n = 42u64);
    assert_eq!(m.code(), "sign-in-throttled");
    assert_eq!(
        m.en(),
        "Too many failed sign-in attempts. Try again in 42 seconds."
    );
    assert!(m.od().contains("୪୨"), "{}", m.od());
    let json = msg!("json-step");
    assert_eq!(
        json.en(),
        format!(
            "The request must be a JSON object such as {{\"entity\": \"{}\", \"id\": 3}}.",
            crate::entities::keys::NEWS
        )
    );
    let role = msg!(
        "role-may-not",
        role = ("A contributor", "ଲେଖକ"),
        what = ("approve content", "ବିଷୟବସ୍ତୁ ଅନୁମୋଦନ କରି")
    );
    assert_eq!(role.en(), "A contributor may not approve content.");
    assert_eq!(role.od(), "ଜଣେ ଲେଖକ ବିଷୟବସ୍ତୁ ଅନୁମୋଦନ କରିପାରିବେ ନାହିଁ।");
    assert_eq!(
        Msg::english("All fields are required!").code(),
        "all-required"
    );
}
