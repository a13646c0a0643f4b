use super::*;

fn form(pairs: &[(&str, &str)]) -> Value {
    Value::Object(
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), Value::String(v.to_string())))
            .collect(),
    )
}

#[test]
fn checks_fields_in_order() {
    let ok = [
        ("name", "Asha"),
        ("email", "asha@example.org"),
        ("subject", "Admissions"),
        ("message", "When do admissions open?"),
    ];
    assert!(Submission::parse(&form(&ok)).is_ok());
    let msg = |pairs: &[(&str, &str)]| match Submission::parse(&form(pairs)) {
        Err(FeedbackError::Invalid(m)) => m.en(),
        other => panic!("{other:?}"),
    };
    assert_eq!(msg(&ok[1..]), "Please enter your name.");
    let mut bad = ok.to_vec();
    bad[1] = ("email", "asha@");
    assert_eq!(msg(&bad), "Please enter a valid e-mail address.");
    let mut bad = ok.to_vec();
    bad.push(("phone", "12345"));
    assert_eq!(msg(&bad), "The phone number must have 10 digits.");
    let long = "x".repeat(5001);
    let mut bad = ok.to_vec();
    bad[3] = ("message", &long);
    assert_eq!(
        msg(&bad),
        "Your message is too long (at most 5000 characters)."
    );
    let mut bot = ok.to_vec();
    bot.push(("website", "http://spam.example"));
    assert!(Submission::parse(&form(&bot)).is_ok_and(|s| s.is_bot));
}

#[test]
fn formula_cells_are_made_text() {
    assert_eq!(inert_cell("=HYPERLINK(\"x\")"), "'=HYPERLINK(\"x\")");
    assert_eq!(inert_cell("-2+3"), "'-2+3");
    assert_eq!(inert_cell("Hello"), "Hello");
}

#[test]
fn utc_times() {
    assert_eq!(iso_utc(0), "1970-01-01T00:00:00Z");
    assert_eq!(iso_utc(1_795_278_600), "2026-11-21T16:30:00Z");
}
