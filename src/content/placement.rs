//! Where and when an item is shown: its display position, its schedule and its validity. They
//! are typed parts of the envelope, of a pending version and of a revision (`Placement`); the
//! API names them `displayPosition`, `showFrom`, `showUntil` and `validUntil` and writes them as
//! text (docs/workflow.md, "The record envelope"). This module is the one place that reads that
//! text into a `Placement` and writes it back.
use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::ContentError;
use super::checks::{is_iso_date, ist_day_start, ist_minutes, ist_time};
use super::entities::Entity;
use crate::clock;
use crate::msg;

/// The display position's name in answers (written by the move call, never by a form).
pub const POSITION_FIELD: &str = "displayPosition";
/// The schedule's names: `YYYY-MM-DDTHH:MM` India Standard Time, or empty.
pub const SHOW_FROM: &str = "showFrom";
pub const SHOW_UNTIL: &str = "showUntil";
/// The last day (India time, `YYYY-MM-DD`) an item is valid, or empty; from the next day it is
/// archived (docs/workflow.md). Documents have it as one of their own fields too.
pub const VALID_UNTIL: &str = "validUntil";
/// Room left between neighbours, so a move usually rewrites only the moved record.
pub const POSITION_GAP: i64 = 1 << 20;

/// Where and when an item is shown. The schedule is kept as minutes since the Unix epoch (UTC)
/// of the India Standard Time an official typed: the gate compares it with the clock as it is,
/// and it reads back as the same text, India having one offset all year (docs/workflow.md, the
/// schedule is India time). The validity is kept as the number of its last day counted from
/// 1970-01-01 in India's calendar: the item is valid through that day. `None`: not set (no
/// position: a record from before display order, placed by its id; see [`Placement::position_or`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placement {
    pub position: Option<i64>,
    pub show_from: Option<i64>,
    pub show_until: Option<i64>,
    pub valid_until: Option<i64>,
}

/// A day as the API writes it: `YYYY-MM-DD`.
fn day_text(day: i64) -> String {
    let (y, m, d) = clock::civil_from_days(day);
    format!("{y:04}-{m:02}-{d:02}")
}

/// The day number of a `YYYY-MM-DD` text; `None` when it is not a real day in that form.
pub fn day_of(text: &str) -> Option<i64> {
    if !is_iso_date(text) {
        return None;
    }
    let num = |r: std::ops::Range<usize>| text.get(r).and_then(|p| p.parse::<i64>().ok());
    Some(clock::days_from_civil(num(0..4)?, num(5..7)?, num(8..10)?))
}

/// True when `validUntil` is one of the entity's own fields (a document's end of validity,
/// after which it is listed in its page's archive rather than hidden).
pub fn has_own_validity(entity: &Entity) -> bool {
    entity.has_field(VALID_UNTIL)
}

impl Placement {
    /// The display position: the stored one, or for a record from before display order
    /// existed, one that keeps the old look (lowest id at the top).
    pub fn position_or(&self, id: u64) -> i64 {
        self.position
            .unwrap_or_else(|| (id.min(1 << 40) as i64).saturating_mul(-POSITION_GAP))
    }

    /// `showFrom`, `showUntil` and `validUntil` as the API writes them, empty when not set.
    pub fn texts(&self) -> [(&'static str, String); 3] {
        let time = |t: Option<i64>| t.map(ist_time).unwrap_or_default();
        [
            (SHOW_FROM, time(self.show_from)),
            (SHOW_UNTIL, time(self.show_until)),
            (VALID_UNTIL, self.valid_until_text()),
        ]
    }

    /// `validUntil` as the API writes it, empty when not set.
    pub fn valid_until_text(&self) -> String {
        self.valid_until.map(day_text).unwrap_or_default()
    }

    /// The validity has passed on `today` (`YYYY-MM-DD`, India time).
    pub fn expired(&self, today: &str) -> bool {
        match (self.valid_until, day_of(today)) {
            (Some(last), Some(today)) => last < today,
            _ => false,
        }
    }

    /// The first minute the validity no longer covers: the start of the day after the last.
    pub fn validity_end(&self) -> Option<i64> {
        self.valid_until.map(|last| ist_day_start(last + 1))
    }

    /// `showUntil` must come after `showFrom` when both are set.
    pub fn check_window(&self) -> Result<(), ContentError> {
        match (self.show_from, self.show_until) {
            (Some(from), Some(until)) if until <= from => {
                Err(ContentError::Invalid(msg!("schedule-order")))
            }
            _ => Ok(()),
        }
    }

    /// Takes the position, schedule and validity out of text fields as releases before the
    /// typed envelope kept them (`upgrade.rs`). A text that does not read (none was ever
    /// accepted) stays in `fields`, so nothing is lost; the answer says how many did.
    pub fn split_from(fields: &mut BTreeMap<String, String>) -> (Placement, usize) {
        let mut unread = 0;
        let mut take = |name: &str, read: &dyn Fn(&str) -> Option<i64>| -> Option<i64> {
            let text = fields.get(name)?.trim().to_string();
            if text.is_empty() {
                fields.remove(name);
                return None;
            }
            let value = read(&text);
            match value {
                Some(_) => {
                    fields.remove(name);
                }
                None => unread += 1,
            }
            value
        };
        let placement = Placement {
            position: take(POSITION_FIELD, &|t| t.parse().ok()),
            show_from: take(SHOW_FROM, &ist_minutes),
            show_until: take(SHOW_UNTIL, &ist_minutes),
            valid_until: take(VALID_UNTIL, &day_of),
        };
        (placement, unread)
    }
}

/// What a save's input says of the schedule and the validity: each `None` when it was not
/// sent (the stored value stays), `Some(None)` when it was sent empty (cleared).
#[derive(Debug, Clone, Copy, Default)]
pub struct Change {
    show_from: Option<Option<i64>>,
    show_until: Option<Option<i64>>,
    valid_until: Option<Option<i64>>,
}

/// An optional schedule time: absent or null is "not sent"; text must be empty or a real
/// `YYYY-MM-DDTHH:MM`.
fn schedule_time(
    map: &Map<String, Value>,
    name: &str,
) -> Result<Option<Option<i64>>, ContentError> {
    match map.get(name) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) if s.trim().is_empty() => Ok(Some(None)),
        Some(Value::String(s)) => ist_minutes(s.trim())
            .map(|t| Some(Some(t)))
            .ok_or_else(|| ContentError::Invalid(msg!("schedule-format"))),
        Some(_) => Err(ContentError::Invalid(msg!("schedule-format"))),
    }
}

impl Change {
    /// Reads `showFrom`, `showUntil` and `validUntil` from a `manage` input. An entity whose
    /// own field `validUntil` is (documents) has it among `fields`, read and checked with the
    /// others: it is always sent, and a text that is not a date is refused by the entity's
    /// checks before anything is written.
    pub fn read(
        entity: &Entity,
        map: &Map<String, Value>,
        fields: &BTreeMap<String, String>,
    ) -> Result<Change, ContentError> {
        let valid_until = if has_own_validity(entity) {
            Some(fields.get(VALID_UNTIL).and_then(|d| day_of(d)))
        } else {
            match map.get(VALID_UNTIL) {
                None | Some(Value::Null) => None,
                Some(Value::String(s)) if s.trim().is_empty() => Some(None),
                Some(Value::String(s)) => {
                    Some(Some(day_of(s.trim()).ok_or_else(|| {
                        ContentError::Invalid(msg!("valid-until-format"))
                    })?))
                }
                Some(_) => return Err(ContentError::Invalid(msg!("valid-until-format"))),
            }
        };
        Ok(Change {
            show_from: schedule_time(map, SHOW_FROM)?,
            show_until: schedule_time(map, SHOW_UNTIL)?,
            valid_until,
        })
    }

    /// `placement` with what was sent in place of what was stored.
    pub fn apply(self, placement: &mut Placement) {
        if let Some(t) = self.show_from {
            placement.show_from = t;
        }
        if let Some(t) = self.show_until {
            placement.show_until = t;
        }
        if let Some(d) = self.valid_until {
            placement.valid_until = d;
        }
    }
}

/// Writes the schedule and the validity into an answer or a `manage` input, by their API names.
pub fn insert_texts(map: &mut Map<String, Value>, placement: &Placement) {
    for (name, text) in placement.texts() {
        map.insert(name.into(), Value::String(text));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_read_back_as_they_were_written() {
        let mut fields: BTreeMap<String, String> = [
            (POSITION_FIELD, "-3145728"),
            (SHOW_FROM, "2026-01-05T10:15"),
            (SHOW_UNTIL, "2098-02-01T00:00"),
            (VALID_UNTIL, "2024-02-29"),
            ("newsTitleEn", "Kept"),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
        let (placement, unread) = Placement::split_from(&mut fields);
        assert_eq!(unread, 0);
        assert_eq!(fields.keys().collect::<Vec<_>>(), ["newsTitleEn"]);
        assert_eq!(placement.position, Some(-3_145_728));
        assert_eq!(
            placement.texts().map(|(_, t)| t),
            ["2026-01-05T10:15", "2098-02-01T00:00", "2024-02-29"]
        );
        assert!(placement.expired("2024-03-01"));
        assert!(!placement.expired("2024-02-29"));
        // Valid through its last day, India time: until 18:30 UTC that day.
        assert_eq!(placement.validity_end(), ist_minutes("2024-03-01T00:00"));
    }

    #[test]
    fn a_text_that_does_not_read_stays_and_empty_ones_go() {
        let mut fields: BTreeMap<String, String> = [(SHOW_FROM, "soon"), (SHOW_UNTIL, "")]
            .into_iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        let (placement, unread) = Placement::split_from(&mut fields);
        assert_eq!((placement, unread), (Placement::default(), 1));
        assert_eq!(fields.get(SHOW_FROM).map(String::as_str), Some("soon"));
        assert!(!fields.contains_key(SHOW_UNTIL));
    }

    #[test]
    fn a_change_keeps_what_was_not_sent_and_clears_what_was_sent_empty() {
        let entity = crate::content::entities::by_key(crate::entities::keys::NEWS).expect("news");
        let map = serde_json::json!({"showFrom": "", "validUntil": "2030-01-31"});
        let Value::Object(map) = map else {
            unreachable!()
        };
        let change = Change::read(entity, &map, &BTreeMap::new()).expect("reads");
        let mut placement = Placement {
            position: Some(7),
            show_from: Some(1),
            show_until: Some(2),
            valid_until: None,
        };
        change.apply(&mut placement);
        assert_eq!(placement.position, Some(7));
        assert_eq!(placement.show_from, None);
        assert_eq!(placement.show_until, Some(2));
        assert_eq!(placement.valid_until_text(), "2030-01-31");
        let bad = serde_json::json!({"showUntil": "2030-01-31"});
        let Value::Object(bad) = bad else {
            unreachable!()
        };
        assert!(Change::read(entity, &bad, &BTreeMap::new()).is_err());
    }
}
