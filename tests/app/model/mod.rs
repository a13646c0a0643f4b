//! The gate against a reference model (docs/workflow.md, "The gate"; docs/testing.md): random
//! sequences of officials' actions (save, submit, approve, return, toggle, archive, restore
//! from the archive, restore of a revision, a schedule, a validity, new items with photos, a
//! new photo for an item) by
//! each role, with the clock moved on between them, and after every step every public surface
//! (the list and its total, record pages, search, the feed, the sitemap, the photos) compared
//! with what the model says visitors may see. A failure is shrunk to the shortest sequence that
//! shows it, which proptest prints.
//!
//! CI runs a fixed seed and budget; `OSHEC_MODEL_CASES=500 OSHEC_MODEL_SEED=random cargo test
//! --release --test app model -- --nocapture` runs a longer exploration (docs/benchmarks.md).

use crate::common;
use oshec::entities::keys::NEWS;
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

use crate::workflow::{APPROVER, CONTRIBUTOR, manage_news, news_with_photo, step};

use common::{ADMIN, TestApp, account, get, ist, json_of, spawn_app_with_settings_and_clock, wire};
use oshec::auth::Role;
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed, TestCaseError, TestRunner};
use serde_json::{Value, json};

mod surfaces;

const OTHER: &str = "second.contributor@oshec.example.org";
/// Each item's word, in every title it has: far apart, so that neither a prefix nor a typo's
/// tolerance makes one item's search find another.
const WORDS: [&str; 10] = [
    "amber",
    "cobalt",
    "saffron",
    "indigo",
    "turquoise",
    "magenta",
    "ochre",
    "sepia",
    "lilac",
    "umbrella",
];
/// The site's clock at the start of a sequence: 28 November 2026, 10:00 in India.
const START: i64 = 20_785 * 1440 + 600 - 330;
/// Items a sequence works on: few, so that actions meet.
const ITEMS: usize = 3;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Who {
    Contributor,
    OtherContributor,
    Approver,
    Administrator,
}

impl Who {
    fn email(self) -> &'static str {
        match self {
            Who::Contributor => CONTRIBUTOR,
            Who::OtherContributor => OTHER,
            Who::Approver => APPROVER,
            Who::Administrator => ADMIN,
        }
    }

    fn moderates(self) -> bool {
        matches!(self, Who::Approver | Who::Administrator)
    }

    /// A save of theirs is public at once: a moderator's, unless every change is reviewed.
    fn publishes(self, review_all: bool) -> bool {
        self.moderates() && !review_all
    }
}

#[derive(Debug, Clone)]
enum Action {
    /// A new item (with a photo), or a save of item `n` (taken modulo the items made).
    Create(Who),
    Save(Who, usize),
    /// A save of item `n` with a new photo.
    Photo(Who, usize),
    Submit(Who, usize),
    Approve(Who, usize),
    Return(Who, usize),
    Toggle(Who, usize),
    Archive(Who, usize),
    Unarchive(Who, usize),
    /// A save that shows item `n` from `from` hours from now, for `hours` hours.
    Schedule(Who, usize, i64, i64),
    /// A save that makes item `n` valid through today.
    Expire(Who, usize),
    /// Restores revision `k` (taken modulo its revisions) of item `n`.
    Restore(Who, usize, usize),
    /// The clock moves on this many minutes.
    Tick(i64),
}

fn who() -> impl Strategy<Value = Who> {
    prop_oneof![
        Just(Who::Contributor),
        Just(Who::OtherContributor),
        Just(Who::Approver),
        Just(Who::Administrator),
    ]
}

fn action() -> impl Strategy<Value = Action> {
    let n = 0..ITEMS;
    prop_oneof![
        2 => who().prop_map(Action::Create),
        3 => (who(), n.clone()).prop_map(|(w, n)| Action::Save(w, n)),
        2 => (who(), n.clone()).prop_map(|(w, n)| Action::Photo(w, n)),
        3 => (who(), n.clone()).prop_map(|(w, n)| Action::Submit(w, n)),
        3 => (who(), n.clone()).prop_map(|(w, n)| Action::Approve(w, n)),
        1 => (who(), n.clone()).prop_map(|(w, n)| Action::Return(w, n)),
        2 => (who(), n.clone()).prop_map(|(w, n)| Action::Toggle(w, n)),
        1 => (who(), n.clone()).prop_map(|(w, n)| Action::Archive(w, n)),
        1 => (who(), n.clone()).prop_map(|(w, n)| Action::Unarchive(w, n)),
        3 => (who(), n.clone(), -2i64..=2, 1i64..=4)
            .prop_map(|(w, n, from, hours)| Action::Schedule(w, n, from, hours)),
        1 => (who(), n.clone()).prop_map(|(w, n)| Action::Expire(w, n)),
        2 => (who(), n, 0usize..8).prop_map(|(w, n, k)| Action::Restore(w, n, k)),
        3 => prop_oneof![Just(90i64), Just(5 * 60), Just(24 * 60)].prop_map(Action::Tick),
    ]
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stage {
    Draft,
    Review,
    Published,
    Archived,
}

/// One version of an item: what a save writes.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Version {
    title: String,
    /// The schedule, minutes since the epoch.
    from: Option<i64>,
    until: Option<i64>,
    /// Valid through this day (India time, `YYYY-MM-DD`).
    valid_until: Option<String>,
    /// Its photo, by the number that coloured it; `None` once a restore brought back a photo
    /// the model did not follow.
    photo: Option<u8>,
}

impl Version {
    /// `edit`'s title (and schedule or validity when it sets them) over this version's.
    fn with(&self, edit: &Edit) -> Version {
        let mut v = self.clone();
        v.title = edit.title.clone();
        if let Some((from, until)) = edit.window {
            v.from = from;
            v.until = until;
        }
        if let Some(valid) = &edit.valid_until {
            v.valid_until = valid.clone();
        }
        if let Some(photo) = edit.photo {
            v.photo = photo;
        }
        v
    }
}

/// What a save sends: a title, and a schedule or a validity when it sets them; a restore
/// sends all of them and an active flag.
#[derive(Debug, Clone)]
struct Edit {
    title: String,
    window: Option<(Option<i64>, Option<i64>)>,
    valid_until: Option<Option<String>>,
    active: Option<bool>,
    /// A new photo (`Some(Some(n))`), or a restore's photo the model does not follow.
    photo: Option<Option<u8>>,
}

/// The model of one item's envelope.
#[derive(Debug, Clone)]
struct Item {
    id: u64,
    /// Its word in every title, so search finds it alone.
    word: String,
    /// The stored (live, or never-approved draft) version.
    version: Version,
    active: bool,
    live: bool,
    pending: Option<Version>,
    stage: Stage,
    author: Who,
    submitted_by: Option<Who>,
    /// The address its live photo last had on the public list: served only while it is public.
    photo: String,
    /// The addresses its photos had on the public list, by the number that coloured them: a
    /// photo must never be public under another's address (a pending photo shown early).
    photos: Vec<(u8, String)>,
}

/// `YYYY-MM-DD` in India of `minutes` since the epoch.
fn ist_day(minutes: i64) -> String {
    ist(minutes)[..10].to_string()
}

/// Minutes since the epoch of `YYYY-MM-DDTHH:MM` in India; `None` for an empty text.
fn ist_minutes(text: &str) -> Option<i64> {
    let n = |r: std::ops::Range<usize>| text.get(r).and_then(|t| t.parse::<i64>().ok());
    let days = oshec::clock::days_from_civil(n(0..4)?, n(5..7)?, n(8..10)?);
    Some(days * 1440 + n(11..13)? * 60 + n(14..16)? - 330)
}

impl Item {
    /// Its validity has passed (as the site reads it at `now`).
    fn expired(&self, now: i64) -> bool {
        self.version
            .valid_until
            .as_deref()
            .is_some_and(|d| !d.is_empty() && d < ist_day(now).as_str())
    }

    /// Archived as the back office shows it: by hand, or published with its validity passed.
    fn shown_archived(&self, now: i64) -> bool {
        self.stage == Stage::Archived || (self.stage == Stage::Published && self.expired(now))
    }

    /// The gate, as the model reads it: what visitors may see at `now`.
    fn public(&self, now: i64) -> bool {
        let v = &self.version;
        self.live
            && self.active
            && self.stage != Stage::Archived
            && !self.expired(now)
            && v.from.is_none_or(|f| f <= now)
            && v.until.is_none_or(|u| now < u)
    }

    /// What `who` may do (docs/roles.md, docs/workflow.md), and the model after it.
    fn apply(&mut self, action: &Action, edit: &Edit, now: i64, review_all: bool) -> bool {
        match *action {
            Action::Create(_) | Action::Tick(_) => unreachable!("applied by the runner"),
            Action::Save(who, _)
            | Action::Photo(who, _)
            | Action::Schedule(who, ..)
            | Action::Expire(who, _)
            | Action::Restore(who, ..) => {
                if self.stage == Stage::Review {
                    return false;
                }
                // A save without a new photo keeps the photo of the version it edits: the
                // pending one's when one waits (docs/workflow.md).
                let edited = match (&self.pending, edit.photo) {
                    (Some(pending), None) => Version {
                        photo: pending.photo,
                        ..self.version.clone()
                    },
                    _ => self.version.clone(),
                };
                if who.publishes(review_all) {
                    self.version = edited.with(edit);
                    if let Some(active) = edit.active {
                        self.active = active;
                    } else if !self.live {
                        self.active = true;
                    }
                    self.live = true;
                    self.pending = None;
                    self.stage = Stage::Published;
                    self.submitted_by = None;
                    return true;
                }
                // A contributor's change waits; so does everyone's with `review_all`, and then an
                // approver or administrator may take over another's draft.
                if self.live {
                    if self.pending.is_some() && self.author != who && !who.moderates() {
                        return false;
                    }
                    // An archived item's edit waits beside it as a draft.
                    self.pending = Some(edited.with(edit));
                    self.author = who;
                    self.stage = Stage::Draft;
                    true
                } else if self.author == who || who.moderates() {
                    self.version = self.version.with(edit);
                    self.author = who;
                    self.stage = Stage::Draft;
                    true
                } else {
                    false
                }
            }
            Action::Submit(who, _) => {
                if self.stage != Stage::Draft || (!who.moderates() && self.author != who) {
                    return false;
                }
                self.stage = Stage::Review;
                self.submitted_by = Some(who);
                true
            }
            Action::Approve(who, _) => {
                if !who.moderates()
                    || self.stage != Stage::Review
                    || self.submitted_by == Some(who)
                    || self.author == who
                {
                    return false;
                }
                if let Some(version) = self.pending.take() {
                    self.version = version;
                } else {
                    self.active = true;
                }
                self.live = true;
                self.stage = Stage::Published;
                true
            }
            Action::Return(who, _) => {
                if !who.moderates() || self.stage != Stage::Review {
                    return false;
                }
                self.stage = Stage::Draft;
                true
            }
            Action::Toggle(who, _) => {
                if !who.moderates() || !self.live || self.stage == Stage::Archived {
                    return false;
                }
                self.active = !self.active;
                true
            }
            Action::Archive(who, _) => {
                if !who.moderates() || self.shown_archived(now) || !self.live {
                    return false;
                }
                self.active = false;
                self.stage = Stage::Archived;
                true
            }
            Action::Unarchive(who, _) => {
                if !who.moderates() || !self.shown_archived(now) {
                    return false;
                }
                if self.expired(now) {
                    self.version.valid_until = Some(String::new());
                }
                self.active = true;
                self.stage = if self.pending.is_some() {
                    Stage::Draft
                } else {
                    Stage::Published
                };
                true
            }
        }
    }
}
