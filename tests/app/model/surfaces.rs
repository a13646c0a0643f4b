//! A run of actions against the app: each step done by its role, the clock moved on, and every
//! public surface compared with what the model says visitors may see.

use super::*;

struct Run {
    app: TestApp,
    tokens: Vec<(Who, String)>,
    items: Vec<Item>,
    made: usize,
    /// The site's clock, minutes since the epoch.
    clock: Arc<AtomicI64>,
    /// The `review_all` setting of this sequence's site.
    review_all: bool,
}

impl Run {
    fn token(&self, who: Who) -> &str {
        self.tokens
            .iter()
            .find(|(w, _)| *w == who)
            .map(|(_, t)| t.as_str())
            .unwrap_or_default()
    }

    /// The site's clock now.
    fn now(&self) -> i64 {
        self.clock.load(Ordering::SeqCst)
    }

    async fn act(&mut self, action: &Action) -> Result<(), TestCaseError> {
        self.made += 1;
        let now = self.now();
        if let Action::Tick(minutes) = *action {
            self.clock.fetch_add(minutes, Ordering::SeqCst);
            return Ok(());
        }
        if let Action::Create(who) = *action {
            let Some(word) = WORDS.get(self.items.len()) else {
                return Ok(());
            };
            let title = format!("{word} version {} end", self.made);
            let mut fields = common_news(&title);
            fields["isActive"] = json!(true);
            let resp = news_with_photo(&self.app, &fields, self.made as u8, self.token(who)).await;
            prop_assert_eq!(resp.status().as_u16(), 200, "create by {:?}", who);
            let data = json_of(resp).await["data"].clone();
            let id = data[crate::common::wire(NEWS).id_field]
                .as_u64()
                .unwrap_or_default();
            let photo = data["newsImagePath"].as_str().unwrap_or_default();
            let photo = photo.split_once('?').map_or(photo, |(p, _)| p).to_string();
            self.items.push(Item {
                id,
                word: word.to_string(),
                version: Version {
                    title,
                    from: None,
                    until: None,
                    valid_until: None,
                    photo: Some(self.made as u8),
                },
                active: who.publishes(self.review_all),
                live: who.publishes(self.review_all),
                pending: None,
                stage: if who.publishes(self.review_all) {
                    Stage::Published
                } else {
                    Stage::Draft
                },
                author: who,
                submitted_by: None,
                photos: vec![(self.made as u8, photo.clone())],
                photo,
            });
            return Ok(());
        }
        if self.items.is_empty() {
            return Ok(());
        }
        let (who, n) = match *action {
            Action::Save(w, n)
            | Action::Photo(w, n)
            | Action::Submit(w, n)
            | Action::Approve(w, n)
            | Action::Return(w, n)
            | Action::Toggle(w, n)
            | Action::Archive(w, n)
            | Action::Unarchive(w, n)
            | Action::Schedule(w, n, ..)
            | Action::Expire(w, n)
            | Action::Restore(w, n, _) => (w, n % self.items.len()),
            Action::Create(_) | Action::Tick(_) => unreachable!(),
        };
        let id = self.items[n].id;
        let mut edit = Edit {
            title: format!("{} version {} end", self.items[n].word, self.made),
            window: None,
            valid_until: None,
            active: None,
            photo: None,
        };
        let token = self.token(who).to_string();
        let body = json!({"entity": NEWS, "id": id});
        let mut fields = common_news(&edit.title);
        fields[crate::common::wire(NEWS).id_field] = json!(id);
        let resp = match *action {
            Action::Save(..) => manage_news(&self.app, &fields, &token).await,
            Action::Photo(..) => {
                edit.photo = Some(Some(self.made as u8));
                news_with_photo(&self.app, &fields, self.made as u8, &token).await
            }
            Action::Schedule(_, _, from, hours) => {
                let from = now + from * 60;
                let until = from + hours * 60;
                edit.window = Some((Some(from), Some(until)));
                fields["showFrom"] = json!(ist(from));
                fields["showUntil"] = json!(ist(until));
                manage_news(&self.app, &fields, &token).await
            }
            Action::Expire(..) => {
                let today = ist_day(now);
                fields["validUntil"] = json!(today);
                edit.valid_until = Some(Some(today));
                manage_news(&self.app, &fields, &token).await
            }
            Action::Restore(_, _, k) => {
                let Some((number, revision)) = self.revision(id, k).await? else {
                    return Ok(());
                };
                let text = |name: &str| revision[name].as_str().unwrap_or_default().to_string();
                edit.title = text("newsTitleEn");
                edit.window = Some((
                    ist_minutes(&text("showFrom")),
                    ist_minutes(&text("showUntil")),
                ));
                edit.valid_until = Some(Some(text("validUntil")));
                // The photo that revision had: the model does not follow it.
                edit.photo = Some(None);
                // Published as that revision was (docs/workflow.md): a published revision with
                // its active flag, a draft's or a submission's shown.
                edit.active =
                    who.publishes(self.review_all)
                        .then(|| match revision["status"].as_str() {
                            Some("published") => revision["isActive"].as_bool().unwrap_or(true),
                            _ => true,
                        });
                let body = json!({"entity": NEWS, "id": id, "revision": number});
                step(&self.app, "/workflow/restore", body, &token).await
            }
            Action::Submit(..) => step(&self.app, "/workflow/submit", body, &token).await,
            Action::Approve(..) => step(&self.app, "/workflow/approve", body, &token).await,
            Action::Return(..) => {
                let body = json!({"entity": NEWS, "id": id, "comment": "Check it."});
                step(&self.app, "/workflow/return", body, &token).await
            }
            Action::Toggle(..) => {
                let active = self.items[n].active;
                self.app.toggle(&wire(NEWS), id, active, Some(&token)).await
            }
            Action::Archive(..) => step(&self.app, "/workflow/archive", body, &token).await,
            Action::Unarchive(..) => step(&self.app, "/workflow/restore", body, &token).await,
            Action::Create(_) | Action::Tick(_) => unreachable!(),
        };
        let status = resp.status();
        let text = resp.text().await.unwrap_or_default();
        let before = self.items[n].clone();
        let allowed = self.items[n].apply(action, &edit, now, self.review_all);
        prop_assert_eq!(
            status.is_success(),
            allowed,
            "{:?} on {:?} answered {}: {}",
            action,
            before,
            status,
            text
        );
        Ok(())
    }

    /// Revision `k` (modulo their number) of item `id` as the history reads it, with its
    /// number; `None` when it has none.
    async fn revision(&self, id: u64, k: usize) -> Result<Option<(u64, Value)>, TestCaseError> {
        let admin = self.token(Who::Administrator);
        let list = json_of(
            get(
                &self.app,
                &format!("/workflow/revisions?entity={NEWS}&id={id}"),
                admin,
            )
            .await,
        )
        .await;
        let numbers: Vec<u64> = list["data"]
            .as_array()
            .map(|a| a.iter().filter_map(|r| r["revision"].as_u64()).collect())
            .unwrap_or_default();
        let Some(&number) = numbers.get(k % numbers.len().max(1)) else {
            return Ok(None);
        };
        let path = format!("/workflow/revision?entity={NEWS}&id={id}&revision={number}");
        let revision = json_of(get(&self.app, &path, admin).await).await["data"].clone();
        prop_assert!(
            revision.is_object(),
            "revision {} of {}: {}",
            number,
            id,
            revision
        );
        Ok(Some((number, revision)))
    }

    /// The photo each public item shows on the list is the live version's: the one the model
    /// says, under the address that photo had before (never a pending photo's, never another's).
    fn follow_photos(&mut self, listed: &[Value]) -> Result<(), TestCaseError> {
        for item in &mut self.items {
            let Some(shown) = listed
                .iter()
                .find(|i| i[crate::common::wire(NEWS).id_field] == json!(item.id))
            else {
                continue;
            };
            let path = shown["newsImagePath"].as_str().unwrap_or_default();
            let path = path.split_once('?').map_or(path, |(p, _)| p).to_string();
            item.photo = path.clone();
            let Some(salt) = item.version.photo else {
                continue;
            };
            match item.photos.iter().find(|(s, _)| *s == salt) {
                Some((_, known)) => {
                    prop_assert_eq!(known, &path, "the live photo of {:?}", item);
                }
                None => {
                    let other = item.photos.iter().find(|(_, p)| *p == path);
                    prop_assert!(
                        other.is_none(),
                        "photo {} of {:?} shown under photo {:?}'s address",
                        salt,
                        item,
                        other
                    );
                    item.photos.push((salt, path));
                }
            }
        }
        Ok(())
    }

    /// Every public surface against the model.
    async fn compare(&mut self) -> Result<(), TestCaseError> {
        let now = self.now();
        let listed: Vec<Value> = self.app.list_items(&wire(NEWS), None).await;
        self.follow_photos(&listed)?;
        let app = &self.app;
        let mut titles: Vec<String> = listed
            .iter()
            .filter_map(|i| i["newsTitleEn"].as_str().map(str::to_string))
            .collect();
        titles.sort();
        let mut expected: Vec<String> = self
            .items
            .iter()
            .filter(|i| i.public(now))
            .map(|i| i.version.title.clone())
            .collect();
        expected.sort();
        prop_assert_eq!(&titles, &expected, "the public list");

        let feed = get_text(app, "/feeds/news.xml").await;
        let sitemap = get_text(app, "/sitemap.xml").await;
        for item in &self.items {
            let public = item.public(now);
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
                prop_assert!(
                    hit_titles.contains(&item.version.title),
                    "search shows {:?}",
                    item
                );
            }
            prop_assert_eq!(
                feed.contains(&item.version.title),
                public,
                "the feed and {:?}",
                item
            );
            let loc = format!("/news/{}<", item.id);
            prop_assert_eq!(sitemap.contains(&loc), public, "the sitemap and {:?}", item);
            if let Some(pending) = item.pending.as_ref().map(|p| &p.title)
                && *pending != item.version.title
            {
                prop_assert!(!feed.contains(pending.as_str()) && !titles.contains(pending));
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

async fn run_case(review_all: bool, actions: Vec<Action>) -> Result<(), TestCaseError> {
    let clock = Arc::new(AtomicI64::new(START));
    let read = Arc::clone(&clock);
    let settings = oshec::config::Settings {
        review_all,
        ..Default::default()
    };
    let app =
        spawn_app_with_settings_and_clock(settings, Arc::new(move || read.load(Ordering::SeqCst)))
            .await;
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
        clock,
        review_all,
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
    // One sequence in three runs with `review_all` on.
    let strategy = (
        proptest::bool::weighted(1.0 / 3.0),
        proptest::collection::vec(action(), 1..24),
    );
    let result = runner.run(&strategy, |(review_all, actions)| {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
        runtime.block_on(run_case(review_all, actions))
    });
    if let Err(e) = result {
        panic!("the model and the site disagree; the shortest sequence:\n{e}");
    }
}
