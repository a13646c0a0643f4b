use super::*;

#[test]
fn paging_parameters() {
    assert_eq!(Paging::from_query(None, None).ok(), Some(None));
    assert_eq!(
        Paging::from_query(Some("2"), None).ok(),
        Some(Some(Paging { page: 2, size: 10 }))
    );
    assert_eq!(
        Paging::from_query(None, Some("6")).ok(),
        Some(Some(Paging { page: 1, size: 6 }))
    );
    for (page, size) in [
        (Some("0"), None),
        (Some("-1"), None),
        (Some("x"), None),
        (Some("1"), Some("0")),
        (Some("1"), Some("101")),
        (Some("1.5"), None),
    ] {
        assert!(Paging::from_query(page, size).is_err(), "{page:?} {size:?}");
    }
}

#[test]
fn date_order_is_newest_first_and_pages_skip_inactive() {
    let mut index = EntityIndex::default();
    let order = Order::DateDescending("d");
    for (id, date, active) in [
        (1, "2024-01-01", true),
        (2, "2025-06-01", true),
        (3, "2025-06-01", false),
        (4, "2023-01-01", true),
    ] {
        index.put(
            &order,
            Entry {
                id,
                active,
                date: date.into(),
                pos: 0,
                from: None,
                until: None,
                keys: None,
            },
        );
    }
    assert_eq!(
        index.select(true, None, None, &HashSet::new(), 0, ""),
        (vec![3, 2, 1, 4], 4)
    );
    assert_eq!(
        index.select(false, None, None, &HashSet::new(), 0, ""),
        (vec![2, 1, 4], 3)
    );
    let p = Some(Paging { page: 2, size: 2 });
    assert_eq!(
        index.select(false, p, None, &HashSet::new(), 0, ""),
        (vec![4], 3)
    );
    // A changed date moves the record.
    index.put(
        &order,
        Entry {
            id: 4,
            active: true,
            date: "2026-01-01".into(),
            pos: 0,
            from: None,
            until: None,
            keys: None,
        },
    );
    assert_eq!(
        index.select(false, None, None, &HashSet::new(), 0, ""),
        (vec![4, 2, 1], 3)
    );
}

fn display_index(positions: &[(u64, i64)]) -> EntityIndex {
    let mut index = EntityIndex::default();
    for &(id, pos) in positions {
        index.put(
            &Order::Display,
            Entry {
                id,
                active: true,
                date: String::new(),
                pos,
                from: None,
                until: None,
                keys: None,
            },
        );
    }
    index
}

fn apply(index: &mut EntityIndex, writes: &[(u64, i64)]) {
    for &(id, pos) in writes {
        let mut entry = index.entries.iter().find(|e| e.id == id).cloned().unwrap();
        entry.pos = pos;
        index.put(&Order::Display, entry);
    }
}

#[test]
fn display_moves_write_one_record_while_there_is_room() {
    let mut index = display_index(&[
        (1, -POSITION_GAP),
        (2, -2 * POSITION_GAP),
        (3, -3 * POSITION_GAP),
    ]);
    assert_eq!(
        index.select(true, None, None, &HashSet::new(), 0, "").0,
        vec![1, 2, 3]
    );
    let w = index.moves(3, Move::Up).unwrap();
    assert_eq!(w.len(), 1);
    apply(&mut index, &w);
    assert_eq!(
        index.select(true, None, None, &HashSet::new(), 0, "").0,
        vec![1, 3, 2]
    );
    let w = index.moves(2, Move::Top).unwrap();
    apply(&mut index, &w);
    assert_eq!(
        index.select(true, None, None, &HashSet::new(), 0, "").0,
        vec![2, 1, 3]
    );
    let w = index.moves(2, Move::Down).unwrap();
    apply(&mut index, &w);
    assert_eq!(
        index.select(true, None, None, &HashSet::new(), 0, "").0,
        vec![1, 2, 3]
    );
    assert!(index.moves(1, Move::Up).unwrap().is_empty());
    assert!(index.moves(3, Move::Down).unwrap().is_empty());
    // Neighbours with no room between them: the two swap.
    let mut tight = display_index(&[(1, 3), (2, 2), (3, 1)]);
    let w = tight.moves(3, Move::Up).unwrap();
    assert_eq!(w.len(), 2);
    apply(&mut tight, &w);
    assert_eq!(
        tight.select(true, None, None, &HashSet::new(), 0, "").0,
        vec![1, 3, 2]
    );
}

#[test]
fn up_and_down_pass_the_nearest_item_of_the_same_status() {
    let mut index = display_index(&[(1, 40), (2, 30), (3, 20), (4, 10)]);
    let mut inactive = index.entries[2].clone();
    inactive.active = false;
    index.put(&Order::Display, inactive);
    // Active items read 1, 2, 4: moving 4 up passes 2, not the inactive 3.
    let w = index.moves(4, Move::Up).unwrap();
    apply(&mut index, &w);
    let active: Vec<u64> = index.select(false, None, None, &HashSet::new(), 0, "").0;
    assert_eq!(active, vec![1, 4, 2]);
    let w = index.moves(1, Move::Down).unwrap();
    apply(&mut index, &w);
    assert_eq!(
        index.select(false, None, None, &HashSet::new(), 0, "").0,
        vec![4, 1, 2]
    );
}

#[test]
fn schedules_hide_items_outside_their_window() {
    let mut index = display_index(&[(1, 2), (2, 1)]);
    let mut e = index.entries[1].clone();
    e.from = Some(100);
    e.until = Some(200);
    index.put(&Order::Display, e);
    assert_eq!(
        index.select(false, None, None, &HashSet::new(), 99, ""),
        (vec![1], 1)
    );
    assert_eq!(
        index.select(false, None, None, &HashSet::new(), 100, ""),
        (vec![1, 2], 2)
    );
    assert_eq!(
        index.select(false, None, None, &HashSet::new(), 200, ""),
        (vec![1], 1)
    );
    assert_eq!(
        index.select(true, None, None, &HashSet::new(), 300, "").1,
        2
    );
    assert_eq!(index.next_boundary(50), Some(100));
    assert_eq!(index.next_boundary(100), Some(200));
    assert_eq!(index.next_boundary(200), None);
}

#[test]
fn filters_read_the_index_keys() {
    let entity =
        crate::content::entities::by_key(crate::entities::keys::DOCUMENTS).expect("document row");
    let mut index = EntityIndex::default();
    let doc = |id: u64, cat: &str, date: &str, until: &str, en: &str, od: &str| {
        let fields: std::collections::BTreeMap<String, String> = [
            ("category", cat),
            ("publishDate", date),
            ("titleEn", en),
            ("titleOd", od),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
        entry_of(
            entity,
            &Summary {
                id,
                active: true,
                fields: &fields,
                placement: &crate::content::Placement {
                    valid_until: crate::content::placement::day_of(until),
                    ..Default::default()
                },
            },
        )
    };
    // "ଓଡ଼ିଶା" with the precomposed nukta letter U+0B5C.
    index.put(
        &entity.order,
        doc(
            1,
            "notices",
            "2024-03-01",
            "2024-04-01",
            "Exam Notice",
            "ପରୀକ୍ଷା \u{0B5C}",
        ),
    );
    index.put(
        &entity.order,
        doc(2, "notices", "2025-03-01", "", "Holiday list", "ଛୁଟି ତାଲିକା"),
    );
    index.put(
        &entity.order,
        doc(3, "acts", "2025-01-01", "", "Council Act", "ଅଧିନିୟମ"),
    );
    let ids = |f: Filter| {
        index
            .select(false, None, Some(&f), &HashSet::new(), 0, "2025-06-01")
            .0
    };
    let category = |c: &str| Filter {
        category: Some(c.into()),
        ..Filter::default()
    };
    assert_eq!(ids(category("notices")), vec![2, 1]);
    assert_eq!(
        ids(Filter {
            archived: Some(true),
            ..category("notices")
        }),
        vec![1]
    );
    assert_eq!(
        ids(Filter {
            archived: Some(false),
            ..Filter::default()
        }),
        vec![2, 3]
    );
    assert_eq!(
        ids(Filter {
            year: Some("2024".into()),
            ..Filter::default()
        }),
        vec![1]
    );
    let search = |q: &str| Filter {
        words: fold(q).split_whitespace().map(str::to_string).collect(),
        ..Filter::default()
    };
    assert_eq!(ids(search("EXAM notice")), vec![1]);
    assert_eq!(ids(search("ତାଲିକା")), vec![2]);
    // The decomposed form (U+0B21 U+0B3C) finds the precomposed one.
    assert_eq!(ids(search("\u{0B21}\u{0B3C}")), vec![1]);
    assert_eq!(ids(search("exam holiday")), Vec::<u64>::new());
}

#[test]
fn filter_parameters() {
    let entity =
        crate::content::entities::by_key(crate::entities::keys::DOCUMENTS).expect("document row");
    let parse = |c, q, y, a| Filter::from_query(entity, c, q, y, a);
    assert_eq!(parse(None, None, None, None).ok(), Some(None));
    assert!(parse(Some("acts"), None, None, None).is_ok_and(|f| f.is_some()));
    assert!(parse(Some("poems"), None, None, None).is_err());
    assert!(parse(None, None, Some("25"), None).is_err());
    assert!(parse(None, None, None, Some("yes")).is_err());
    let banner =
        crate::content::entities::by_key(crate::entities::keys::BANNER).expect("banner row");
    assert_eq!(
        Filter::from_query(banner, Some("x"), None, None, None).ok(),
        Some(None)
    );
}

#[test]
fn midnight_in_india() {
    // 2026-01-01T00:00 IST is 29_453_430 minutes (see checks.rs).
    assert_eq!(next_ist_midnight(29_453_430 - 1), 29_453_430);
    assert_eq!(next_ist_midnight(29_453_430), 29_453_430 + 1440);
}

/// After a change, however many readers ask at once, the stale answer is rebuilt once; the
/// others are answered at once from the answer it replaces, or wait for the one build.
#[test]
fn a_stale_answer_is_rebuilt_once_however_many_readers_ask() {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let listings = Arc::new(Listings::default());
    let entity = super::super::entities::by_key(crate::entities::keys::NEWS).expect("news");
    let paging = Some(Paging { page: 1, size: 10 });
    let builds = Arc::new(AtomicUsize::new(0));
    let build = |builds: &AtomicUsize, body: &'static [u8]| {
        builds.fetch_add(1, Ordering::SeqCst);
        std::thread::sleep(std::time::Duration::from_millis(40));
        Ok(Prepared::with_quality(body.to_vec(), 1))
    };

    // The first answer: many readers at once with nothing kept build it once.
    let readers: Vec<_> = (0..16)
        .map(|_| {
            let (listings, builds) = (Arc::clone(&listings), Arc::clone(&builds));
            std::thread::spawn(move || {
                listings
                    .public_answer(entity, paging, || build(&builds, b"[\"old\"]"))
                    .map(|a| a.plain().clone())
            })
        })
        .collect();
    for reader in readers {
        let body = reader.join().expect("reader").expect("answer");
        assert_eq!(&body[..], b"[\"old\"]");
    }
    assert_eq!(builds.load(Ordering::SeqCst), 1);

    // A change: sixteen readers at once, one rebuild; nobody gets an error, each gets the old
    // answer or the new one, and the next reader gets the new one without a build.
    listings
        .prepared
        .write()
        .unwrap_or_else(|p| p.into_inner())
        .entry(entity.key)
        .or_default()
        .generation += 1;
    let readers: Vec<_> = (0..16)
        .map(|_| {
            let (listings, builds) = (Arc::clone(&listings), Arc::clone(&builds));
            std::thread::spawn(move || {
                listings
                    .public_answer(entity, paging, || build(&builds, b"[\"new\"]"))
                    .map(|a| a.plain().clone())
            })
        })
        .collect();
    let mut new = 0;
    for reader in readers {
        let body = reader.join().expect("reader").expect("answer");
        assert!(&body[..] == b"[\"old\"]" || &body[..] == b"[\"new\"]");
        new += usize::from(&body[..] == b"[\"new\"]");
    }
    assert!(new >= 1, "the reader that rebuilt it has the new answer");
    assert_eq!(builds.load(Ordering::SeqCst), 2, "one rebuild");
    let next = listings
        .prepared(entity, paging)
        .expect("kept")
        .plain()
        .clone();
    assert_eq!(&next[..], b"[\"new\"]");
}
