use super::*;
use crate::entities::keys;

fn map(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
    pairs
        .iter()
        .map(|(k, v)| ((*k).to_string(), (*v).to_string()))
        .collect()
}

/// Loads `records` as active news into `search`, each in the window `window` gives its id.
fn load_news(
    search: &Search,
    records: &[(u64, BTreeMap<String, String>)],
    window: impl Fn(u64) -> Window,
) {
    search
        .load::<()>(
            |entity, put| {
                if entity == keys::NEWS {
                    for (id, fields) in records {
                        put(Entry {
                            id: *id,
                            active: true,
                            window: window(*id),
                            fields,
                            file_text: None,
                        });
                    }
                }
                Ok(())
            },
            |_| String::new(),
        )
        .expect("load");
}

#[test]
fn odia_and_english_words_match_whatever_the_case_or_composition() {
    let q = Query::parse("NOTICE ଡ଼ାକ").expect("query");
    assert!(q.matches(&normalise("notice")));
    // U+0B21 U+0B3C is the decomposed form of U+0B5C.
    assert!(q.matches(&normalise("\u{0B21}\u{0B3C}ାକ")));
    assert!(q.matches(&normalise("Notices")));
    assert!(!q.matches(&normalise("not")));
}

#[test]
fn a_query_without_words_finds_nothing_and_a_long_one_is_refused() {
    let search = Search::default();
    search
        .load::<()>(|_, _| Ok(()), |_| String::new())
        .expect("load");
    for text in ["", "  ", "!!"] {
        let query = Query::parse(text).expect("parsed");
        assert!(query.terms.is_empty());
        assert_eq!(search.query(&query, 1, |_| true).map(|(_, n)| n), Some(0));
    }
    let long = "a".repeat(MAX_QUERY_CHARS + 1);
    assert!(matches!(Query::parse(&long), Err(SearchError::TooLong)));
}

#[test]
fn a_kept_index_reads_back_and_takes_changes() {
    let search = Search::default();
    let records = [
        (
            1,
            map(&[("newsTitleEn", "Exam dates"), ("newsDescEn", "hall")]),
        ),
        (
            2,
            map(&[("newsTitleEn", "Budget"), ("newsDescEn", "exam hall")]),
        ),
    ];
    load_news(&search, &records, |_| (None, None));
    let bytes = search.encode().expect("encodes").expect("loaded");
    let kept = Search::default();
    kept.install(Search::decode(&bytes).expect("decodes"));
    let ids = |search: &Search, q: &str| -> Vec<u64> {
        let q = Query::parse(q).expect("query");
        let found = search.query(&q, 1, |_| true).expect("loaded").0;
        found.iter().map(|f| f.id).collect()
    };
    assert_eq!(ids(&kept, "exam"), ids(&search, "exam"));
    assert_eq!(ids(&kept, "hall"), vec![2, 1]);
    // A changed document loses its old words, found in the postings.
    let changed = map(&[("newsTitleEn", "Holiday"), ("newsDescEn", "list")]);
    kept.changed(
        keys::NEWS,
        Entry {
            id: 1,
            active: true,
            window: (None, None),
            fields: &changed,
            file_text: None,
        },
        "2026-01-01",
    );
    assert_eq!(ids(&kept, "hall"), vec![2]);
    assert_eq!(ids(&kept, "holiday"), vec![1]);
    assert!(Search::decode(&bytes[..bytes.len() / 2]).is_err());
    // Two words under one id, or postings that do not add up, do not hold together.
    let empty: &[u8] = &[];
    for (words, lengths) in [
        (vec![("exam", 0u32), ("hall", 0u32)], vec![0u32, 0]),
        (vec![("exam", 0u32), ("hall", 1u32)], vec![0u32, 1]),
    ] {
        let forged = bincode::serde::encode_to_vec(
            (
                words,
                lengths,
                serde_bytes::Bytes::new(empty),
                Vec::<KeptDoc<&str>>::new(),
                Vec::<(String, Vec<u32>)>::new(),
            ),
            bincode::config::standard(),
        )
        .expect("encodes");
        assert!(matches!(
            Search::decode(&forged),
            Err(RestoreError::Inconsistent)
        ));
    }
}

#[test]
fn marks_count_utf16_units() {
    let q = Query::parse("exam").expect("query");
    assert_eq!(marks("ଓଡ଼ିଶା exam", &q), vec![[7, 11]]);
    assert_eq!(marks("Exams 2026", &q), vec![[0, 5]]);
}

#[test]
fn markdown_bodies_are_plain_text() {
    let text = plain_text(
        "## What is recorded\n\n| Kind of content | Kept |\n|---|---|\n| News | 5 years |\n\n\
         Write to [ଯୋଗାଯୋଗ](/contact) or see `code`.\n\n- one\n- **two**",
    );
    assert_eq!(
        text,
        "What is recorded Kind of content Kept News 5 years Write to ଯୋଗାଯୋଗ or see code. one two"
    );
    let q = Query::parse("contact").expect("query");
    assert!(!snippet(&text, &q).contains("contact"));
}

#[test]
fn snippets_cut_around_the_first_match() {
    let q = Query::parse("needle").expect("query");
    let text = format!("{} needle {}", "word ".repeat(100), "tail ".repeat(100));
    let s = snippet(&text, &q);
    assert!(s.starts_with("… word"), "{s}");
    assert!(s.ends_with(" …"), "{s}");
    assert!(s.contains("needle"));
    assert!(s.chars().count() <= SNIPPET_CHARS + 4);
}

#[test]
fn titles_rank_above_bodies_then_newer_first_and_inactive_and_unscheduled_leave() {
    let search = Search::default();
    let records = [
        (
            1,
            map(&[
                ("newsTitleEn", "Budget"),
                ("newsDescEn", "exam"),
                ("newsDate", "2026-01-01"),
            ]),
        ),
        (
            2,
            map(&[("newsTitleEn", "Exam dates"), ("newsDate", "2025-01-01")]),
        ),
        (
            3,
            map(&[("newsTitleEn", "Exam results"), ("newsDate", "2026-02-01")]),
        ),
    ];
    // Record 2 is scheduled from minute 1,000 on.
    load_news(&search, &records, |id| ((id == 2).then_some(1_000), None));
    let q = Query::parse("exam").expect("query");
    let ids = |search: &Search, now: i64| -> Vec<u64> {
        search
            .query(&q, 1, |(from, until)| {
                from.is_none_or(|f| f <= now) && until.is_none_or(|u| now < u)
            })
            .expect("loaded")
            .0
            .iter()
            .map(|f| f.id)
            .collect()
    };
    assert_eq!(ids(&search, 1_000), vec![3, 2, 1]);
    assert_eq!(ids(&search, 999), vec![3, 1], "not yet shown");
    search.changed(
        keys::NEWS,
        Entry {
            id: 3,
            active: false,
            window: (None, None),
            fields: &records[2].1,
            file_text: None,
        },
        "2026-03-01",
    );
    assert_eq!(ids(&search, 1_000), vec![2, 1]);
}

/// A loaded index of news records (id, title, body, date), all active and unscheduled.
fn news_index(records: &[(u64, &str, &str, &str)]) -> Search {
    let search = Search::default();
    let maps: Vec<(u64, BTreeMap<String, String>)> = records
        .iter()
        .map(|(id, title, body, date)| {
            (
                *id,
                map(&[
                    ("newsTitleEn", title),
                    ("newsDescEn", body),
                    ("newsDate", date),
                ]),
            )
        })
        .collect();
    load_news(&search, &maps, |_| (None, None));
    search
}

fn found_ids(search: &Search, q: &str) -> Vec<u64> {
    let q = Query::parse(q).expect("query");
    let found = search.query(&q, 1, |_| true).expect("loaded").0;
    found.iter().map(|f| f.id).collect()
}

#[test]
fn exact_matches_rank_above_stems_and_stems_above_typos_whatever_the_date() {
    let search = news_index(&[
        (
            1,
            "Model curriculum",
            "for postgraduate programmes",
            "2024-01-01",
        ),
        (2, "Model curiculum", "a typo in the title", "2026-01-01"),
        (
            3,
            "Budget",
            "the curricula and the curriculum",
            "2025-01-01",
        ),
        (4, "Accreditation workshop", "NAAC", "2023-01-01"),
        (5, "Colleges accredited", "NAAC", "2026-02-01"),
    ]);
    // Exact in a title, then exact in a body, then a typo (newest, in a title) last.
    assert_eq!(found_ids(&search, "curriculum"), vec![1, 3, 2]);
    // The typo finds all three; the exact spelling of the typo ranks first.
    assert_eq!(found_ids(&search, "curiculum"), vec![2, 1, 3]);
    // Stems: newer first among two stem matches in titles.
    assert_eq!(found_ids(&search, "accreditation"), vec![4, 5]);
    assert_eq!(found_ids(&search, "acreditation"), vec![4]);
    assert_eq!(found_ids(&search, "programme"), vec![1]);
}

#[test]
fn a_kept_index_finds_stems_and_folds_after_reading_back() {
    let search = news_index(&[
        (1, "State universities", "ଓଡ଼ିଆରେ ନୂତନ ପାଠ୍ୟକ୍ରମ", "2026-01-01"),
        (2, "Examinations", "none", "2025-01-01"),
    ]);
    let bytes = search.encode().expect("encodes").expect("loaded");
    let kept = Search::default();
    kept.install(Search::decode(&bytes).expect("decodes"));
    for q in ["university", "ଓଡିଆ", "ପାଠ୍ୟକ୍ରମର", "universitis"] {
        assert_eq!(found_ids(&kept, q), vec![1], "{q}");
        assert_eq!(found_ids(&search, q), vec![1], "{q}");
    }
    // A word written after the start is found by its key too.
    let changed = map(&[("newsTitleEn", "Colleges"), ("newsDescEn", "ମହାବିଦ୍ୟାଳୟଗୁଡ଼ିକରେ")]);
    kept.changed(
        keys::NEWS,
        Entry {
            id: 2,
            active: true,
            window: (None, None),
            fields: &changed,
            file_text: None,
        },
        "2026-01-01",
    );
    assert_eq!(found_ids(&kept, "college"), vec![2]);
    assert_eq!(found_ids(&kept, "ମହାବିଦ୍ୟାଳୟ"), vec![2]);
}

#[test]
fn a_search_that_finds_nothing_suggests_the_index_own_words() {
    let search = news_index(&[
        (1, "Council meeting", "minutes", "2026-01-01"),
        (2, "Exam results", "declared", "2026-01-02"),
    ]);
    let suggest = |q: &str| search.suggest(&Query::parse(q).expect("query"), |_| true);
    assert_eq!(found_ids(&search, "cuncel"), Vec::<u64>::new());
    assert_eq!(suggest("cuncel").as_deref(), Some("council"));
    // A word that finds something stays; the one that does not is replaced.
    assert_eq!(suggest("COUNCIL metng").as_deref(), Some("council meeting"));
    assert_eq!(suggest("exem").as_deref(), Some("exam"));
    // Nothing close, a number, or words each found but never together: no suggestion.
    assert_eq!(suggest("zzqqxx"), None);
    assert_eq!(suggest("4321"), None);
    assert_eq!(suggest("council results"), None);
    // Never a query whose only finds a visitor may not see.
    assert_eq!(
        search.suggest(&Query::parse("cuncel").expect("query"), |_| false),
        None
    );
}

#[test]
fn marks_fall_on_stemmed_folded_and_typoed_words() {
    let q = Query::parse("universities ଓଡିଆ curiculum").expect("query");
    assert_eq!(marks("State university", &q), vec![[6, 16]]);
    assert_eq!(marks("Model curriculum", &q), vec![[6, 16]]);
    assert_eq!(marks("ଓଡ଼ିଆରେ", &q), vec![[0, 7]]);
    let text = format!("{} curriculum {}", "word ".repeat(100), "tail ".repeat(10));
    assert!(snippet(&text, &q).starts_with("… word"));
}

#[test]
fn a_news_title_ranks_above_its_summary_and_the_summary_above_its_body() {
    let search = Search::default();
    let records = [
        (
            1,
            map(&[
                ("newsTitleEn", "Budget"),
                ("newsDescEn", "The year's budget."),
                (
                    "newsBodyEn",
                    "## Grants\n\nThe **scholarship** list follows.",
                ),
                ("newsDate", "2026-03-01"),
            ]),
        ),
        (
            2,
            map(&[
                ("newsTitleEn", "Grants"),
                ("newsDescEn", "Scholarships for postgraduate students."),
                ("newsDate", "2025-03-01"),
            ]),
        ),
        (
            3,
            map(&[
                ("newsTitleEn", "Scholarship results"),
                ("newsDate", "2024-03-01"),
            ]),
        ),
    ];
    load_news(&search, &records, |_| (None, None));
    assert_eq!(found_ids(&search, "scholarship"), vec![3, 2, 1]);
    // The body's hit is shown from the body, without its Markdown marks.
    let q = Query::parse("scholarship").expect("query");
    let found = Found {
        source: news_source(),
        id: 1,
        date: "2026-03-01".into(),
    };
    let shown = hit(&found, &records[0].1, None, &q);
    assert_eq!(
        shown["snippetEn"],
        json!("Grants The scholarship list follows.")
    );
    assert_eq!(shown["marks"]["snippetEn"], json!([[11, 22]]));
    // A summary that holds the word is the snippet.
    let found = Found {
        source: news_source(),
        id: 2,
        date: "2025-03-01".into(),
    };
    let shown = hit(&found, &records[1].1, None, &q);
    assert_eq!(
        shown["snippetEn"],
        json!("Scholarships for postgraduate students.")
    );
}

/// The news items' search source.
fn news_source() -> &'static Source {
    SOURCES
        .iter()
        .find(|s| s.entity == keys::NEWS)
        .expect("news are searched")
}
