//! The gate against a reference model (docs/workflow.md, "The gate"; docs/testing.md): random
//! sequences of officials' actions (save, submit, approve, return, toggle, archive, restore
//! from the archive, new items with photos) by each role, and after every step every public
//! surface (the list and its total, record pages, search, the feed, the sitemap, the photos)
//! compared with what the model says visitors may see. A failure is shrunk to the shortest
//! sequence that shows it, which proptest prints.
//!
//! CI runs a fixed seed and budget; `OSHEC_MODEL_CASES=500 OSHEC_MODEL_SEED=random cargo test
//! --release --test app model -- --nocapture` runs a longer exploration (docs/benchmarks.md).
use crate::common;
use crate::workflow::{APPROVER, CONTRIBUTOR, account, manage_news, news_with_photo, step};

use common::{ADMIN, TestApp, json_of, spawn_app, wire};
use oshec::auth::Role;
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed, TestCaseError, TestRunner};
use serde_json::{Value, json};

const OTHER: &str = "second.contributor@oshec.example.org";
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
}

#[derive(Debug, Clone)]
enum Action {
    /// A new item (with a photo), or a save of item `n` (taken modulo the items made).
    Create(Who),
    Save(Who, usize),
    Submit(Who, usize),
    Approve(Who, usize),
    Return(Who, usize),
    Toggle(Who, usize),
    Archive(Who, usize),
    Unarchive(Who, usize),
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
        3 => (who(), n.clone()).prop_map(|(w, n)| Action::Submit(w, n)),
        3 => (who(), n.clone()).prop_map(|(w, n)| Action::Approve(w, n)),
        1 => (who(), n.clone()).prop_map(|(w, n)| Action::Return(w, n)),
        2 => (who(), n.clone()).prop_map(|(w, n)| Action::Toggle(w, n)),
        1 => (who(), n.clone()).prop_map(|(w, n)| Action::Archive(w, n)),
        1 => (who(), n).prop_map(|(w, n)| Action::Unarchive(w, n)),
    ]
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stage {
    Draft,
    Review,
    Published,
    Archived,
}

/// The model of one item's envelope.
#[derive(Debug, Clone)]
struct Item {
    id: u64,
    /// Its word in every title, so search finds it alone.
    word: String,
    /// The stored (live, or never-approved draft) version.
    title: String,
    active: bool,
    live: bool,
    pending: Option<String>,
    stage: Stage,
    author: Who,
    submitted_by: Option<Who>,
    photo: String,
}

impl Item {
    /// The gate, as the model reads it: what visitors may see.
    fn public(&self) -> bool {
        self.live && self.active && self.stage != Stage::Archived
    }

    /// What `who` may do (docs/roles.md, docs/workflow.md), and the model after it.
    fn apply(&mut self, action: &Action, title: &str) -> bool {
        match *action {
            Action::Create(_) => unreachable!("creates are applied by the runner"),
            Action::Save(who, _) => {
                if self.stage == Stage::Review {
                    return false;
                }
                if who.moderates() {
                    self.title = title.to_string();
                    if !self.live {
                        self.active = true;
                    }
                    self.live = true;
                    self.pending = None;
                    self.stage = Stage::Published;
                    self.submitted_by = None;
                    return true;
                }
                if self.live {
                    if self.pending.is_some() && self.author != who {
                        return false;
                    }
                    if self.stage == Stage::Archived {
                        // An archived item's edit waits beside it as a draft.
                    }
                    self.pending = Some(title.to_string());
                    self.author = who;
                    self.stage = Stage::Draft;
                    true
                } else if self.author == who {
                    self.title = title.to_string();
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
                if let Some(text) = self.pending.take() {
                    self.title = text;
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
                if !who.moderates() || self.stage == Stage::Archived || !self.live {
                    return false;
                }
                self.active = false;
                self.stage = Stage::Archived;
                true
            }
            Action::Unarchive(who, _) => {
                if !who.moderates() || self.stage != Stage::Archived {
                    return false;
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

struct Run {
    app: TestApp,
    tokens: Vec<(Who, String)>,
    items: Vec<Item>,
    made: usize,
}

impl Run {
    fn token(&self, who: Who) -> &str {
        self.tokens
            .iter()
            .find(|(w, _)| *w == who)
            .map(|(_, t)| t.as_str())
            .unwrap_or_default()
    }

    async fn act(&mut self, action: &Action) -> Result<(), TestCaseError> {
        self.made += 1;
        if let Action::Create(who) = *action {
            let word = format!("quokka{}", self.items.len() + 1);
            let title = format!("{word} version{}", self.made);
            let mut fields = common_news(&title);
            fields["isActive"] = json!(true);
            let resp = news_with_photo(&self.app, &fields, self.made as u8, self.token(who)).await;
            prop_assert_eq!(resp.status().as_u16(), 200, "create by {:?}", who);
            let data = json_of(resp).await["data"].clone();
            let id = data["latestNewsId"].as_u64().unwrap_or_default();
            let photo = data["newsImagePath"].as_str().unwrap_or_default();
            let photo = photo.split_once('?').map_or(photo, |(p, _)| p).to_string();
            self.items.push(Item {
                id,
                word,
                title,
                active: who.moderates(),
                live: who.moderates(),
                pending: None,
                stage: if who.moderates() {
                    Stage::Published
                } else {
                    Stage::Draft
                },
                author: who,
                submitted_by: None,
                photo,
            });
            return Ok(());
        }
        if self.items.is_empty() {
            return Ok(());
        }
        let (who, n) = match *action {
            Action::Save(w, n)
            | Action::Submit(w, n)
            | Action::Approve(w, n)
            | Action::Return(w, n)
            | Action::Toggle(w, n)
            | Action::Archive(w, n)
            | Action::Unarchive(w, n) => (w, n % self.items.len()),
            Action::Create(_) => unreachable!(),
        };
        let id = self.items[n].id;
        let title = format!("{} version{}", self.items[n].word, self.made);
        let token = self.token(who).to_string();
        let body = json!({"entity": "latestNews", "id": id});
        let resp = match action {
            Action::Save(..) => {
                let mut fields = common_news(&title);
                fields["latestNewsId"] = json!(id);
                manage_news(&self.app, &fields, &token).await
            }
            Action::Submit(..) => step(&self.app, "/workflow/submit", body, &token).await,
            Action::Approve(..) => step(&self.app, "/workflow/approve", body, &token).await,
            Action::Return(..) => {
                let body = json!({"entity": "latestNews", "id": id, "comment": "Check it."});
                step(&self.app, "/workflow/return", body, &token).await
            }
            Action::Toggle(..) => {
                let active = self.items[n].active;
                self.app
                    .toggle(&wire("latestNews"), id, active, Some(&token))
                    .await
            }
            Action::Archive(..) => step(&self.app, "/workflow/archive", body, &token).await,
            Action::Unarchive(..) => step(&self.app, "/workflow/restore", body, &token).await,
            Action::Create(_) => unreachable!(),
        };
        let status = resp.status();
        let text = resp.text().await.unwrap_or_default();
        let allowed = self.items[n].apply(action, &title);
        prop_assert_eq!(
            status.is_success(),
            allowed,
            "{:?} on {:?} answered {}: {}",
            action,
            self.items[n],
            status,
            text
        );
        Ok(())
    }

    /// Every public surface against the model.
    async fn compare(&self) -> Result<(), TestCaseError> {
        let app = &self.app;
        let listed: Vec<Value> = app.list_items(&wire("latestNews"), None).await;
        let mut titles: Vec<String> = listed
            .iter()
            .filter_map(|i| i["newsTitleEn"].as_str().map(str::to_string))
            .collect();
        titles.sort();
        let mut expected: Vec<String> = self
            .items
            .iter()
            .filter(|i| i.public())
            .map(|i| i.title.clone())
            .collect();
        expected.sort();
        prop_assert_eq!(&titles, &expected, "the public list");

        let feed = get_text(app, "/feeds/news.xml").await;
        let sitemap = get_text(app, "/sitemap.xml").await;
        for item in &self.items {
            let public = item.public();
            let page = get_status(app, &format!("/news/{}", item.id)).await;
            prop_assert_eq!(page == 200, public, "the page of {:?}", item);
            let photo = get_status(app, &item.photo).await;
            prop_assert_eq!(photo == 200, public, "the photo of {:?}", item);
            let found = json_of(
                app.client
                    .get(app.api(&format!("/search/allowAll/query?q={}", item.word)))
                    .send()
                    .await
                    .map_err(|e| TestCaseError::fail(e.to_string()))?,
            )
            .await;
            let hit_titles = found.to_string();
            prop_assert_eq!(
                found["total"].as_u64().unwrap_or(99) == 1,
                public,
                "search for {:?}: {}",
                item,
                found
            );
            if public {
                prop_assert!(hit_titles.contains(&item.title), "search shows {:?}", item);
            }
            prop_assert_eq!(
                feed.contains(&item.title),
                public,
                "the feed and {:?}",
                item
            );
            let loc = format!("/news/{}<", item.id);
            prop_assert_eq!(sitemap.contains(&loc), public, "the sitemap and {:?}", item);
            if let Some(pending) = &item.pending {
                prop_assert!(!feed.contains(pending) && !titles.contains(pending));
            }
        }
        Ok(())
    }
}

fn common_news(title: &str) -> Value {
    let mut fields = crate::workflow::news(title);
    fields.as_object_mut().map(|m| m.remove("isActive"));
    fields
}

async fn get_status(app: &TestApp, path: &str) -> u16 {
    match app.client.get(app.url(path)).send().await {
        Ok(resp) => resp.status().as_u16(),
        Err(_) => 0,
    }
}

async fn get_text(app: &TestApp, path: &str) -> String {
    match app.client.get(app.url(path)).send().await {
        Ok(resp) => resp.text().await.unwrap_or_default(),
        Err(_) => String::new(),
    }
}

async fn run_case(actions: Vec<Action>) -> Result<(), TestCaseError> {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let mut tokens = vec![(Who::Administrator, admin)];
    for (who, role) in [
        (Who::Contributor, Role::Contributor),
        (Who::OtherContributor, Role::Contributor),
        (Who::Approver, Role::Approver),
    ] {
        tokens.push((who, account(&app, who.email(), role).await));
    }
    let mut run = Run {
        app,
        tokens,
        items: Vec::new(),
        made: 0,
    };
    for action in &actions {
        run.act(action).await?;
        run.compare().await?;
    }
    Ok(())
}

fn setting(name: &str) -> Option<String> {
    std::env::var(name).ok().filter(|v| !v.is_empty())
}

#[test]
fn every_public_surface_follows_the_model_of_the_envelope() {
    let cases = setting("OSHEC_MODEL_CASES")
        .and_then(|c| c.parse().ok())
        .unwrap_or(12);
    let seed = match setting("OSHEC_MODEL_SEED").as_deref() {
        Some("random") => RngSeed::Random,
        Some(n) => RngSeed::Fixed(n.parse().unwrap_or(20261128)),
        None => RngSeed::Fixed(20261128),
    };
    let config = Config {
        cases,
        rng_seed: seed,
        failure_persistence: None,
        max_shrink_iters: 200,
        ..Config::default()
    };
    let mut runner = TestRunner::new(config);
    let strategy = proptest::collection::vec(action(), 1..24);
    let result = runner.run(&strategy, |actions| {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
        runtime.block_on(run_case(actions))
    });
    if let Err(e) = result {
        panic!("the model and the site disagree; the shortest sequence:\n{e}");
    }
}
