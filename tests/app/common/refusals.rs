//! Refusals: the failure envelope's code, English and Odia message, checked against the glossary.

use super::*;

/// The Latin words an Odia string may keep (ui/src/i18n/glossary.ts's LATIN_ALLOWED), read
/// from the glossary itself so the two never differ.
fn latin_allowed() -> Vec<String> {
    let glossary = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/ui/src/i18n/glossary.ts"
    ))
    .expect("glossary");
    let start = glossary
        .find("export const LATIN_ALLOWED")
        .expect("LATIN_ALLOWED");
    glossary[start..]
        .lines()
        .skip(1)
        .take_while(|l| !l.starts_with("};"))
        .filter_map(|l| {
            l.trim()
                .split_once(':')
                .map(|(k, _)| k.trim().trim_matches('\'').to_string())
        })
        .collect()
}

/// Asserts the failure envelope with `status` and `code`, its English and an Odia `messageOd`
/// (Odia script, no ASCII digit, no Latin word but the glossary's and those in `names`, the
/// values the request itself carried such as an e-mail address). Returns the envelope.
pub async fn refusal(
    resp: reqwest::Response,
    status: StatusCode,
    code: &str,
    names: &[&str],
) -> Value {
    assert_eq!(resp.status(), status, "{}", resp.url());
    let body = json_of(resp).await;
    check_refusal(&body, code, names);
    body
}

/// [`refusal`]'s checks of a failure envelope already read.
pub fn check_refusal(body: &Value, code: &str, names: &[&str]) {
    assert_eq!(body["outcome"], json!(false), "{body}");
    assert_eq!(body["code"], json!(code), "{body}");
    let en = body["message"].as_str().expect("message");
    assert!(
        !en.is_empty() && en.is_ascii() || en.contains('×') || en.contains('…'),
        "{body}"
    );
    let od = body["messageOd"].as_str().expect("messageOd");
    assert!(
        od.chars().any(|c| ('\u{0B00}'..='\u{0B7F}').contains(&c)),
        "not Odia: {od}"
    );
    assert!(
        !od.chars().any(|c| c.is_ascii_digit()),
        "ASCII digits: {od}"
    );
    let mut text = od.to_string();
    for name in names {
        text = text.replace(name, " ");
    }
    let allowed = latin_allowed();
    for word in text
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| !w.is_empty())
    {
        assert!(
            allowed.iter().any(|a| a == word),
            "Latin \"{word}\" in {od}"
        );
    }
}
