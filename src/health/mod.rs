//! Site health (docs/health.md): what a GIGW audit would find wrong with the content, for the
//! editors to fix: broken links, documents without a text layer, items missing one language,
//! images without a text alternative, and items due for review.
//!
//! It reads content (`content::inventory`) and keeps its own tables (link state, PDF verdicts,
//! reviews); content never reads it. The cheap checks are computed from the content on every
//! report, so a saved fix shows at once; links are checked by a run (on a schedule and on
//! demand) whose per-link state is kept.
mod alt;
mod language;
pub mod links;
mod pdftext;
mod review;
mod starter;
mod tables;

use std::sync::{Arc, OnceLock, Weak};
use std::time::Duration;

use poem::endpoint::BoxEndpoint;
use serde::Serialize;

use crate::audit::Actor;
use crate::config::Settings;
use crate::content::entities::{ENTITIES, Entity};
use crate::content::inventory::Item;
use crate::content::{Content, ContentError};
use crate::store::StoreError;

pub use pdftext::{has_text, keep_upload_verdict};

#[derive(Debug, thiserror::Error)]
pub enum HealthError {
    /// Input a person can correct (400).
    #[error("{0}")]
    Invalid(crate::messages::Msg),
    /// No such item (404).
    #[error("{0}")]
    NotFound(crate::messages::Msg),
    #[error(transparent)]
    Content(#[from] ContentError),
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// One thing to fix, in one item.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct Finding {
    /// The entity key (`keys::NEWS` for news), as the back office opens it (`?item=<entity>/<id>`).
    pub entity: &'static str,
    pub id: u64,
    /// The item's English and Odia titles, for the list.
    pub title: String,
    pub title_od: String,
    /// The field to look at, when one is to blame.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub field: Option<String>,
    /// What is wrong, in English.
    pub detail: String,
    /// A link's address, what it answered (`status`, or `error`) and where it led.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub status: Option<u16>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub redirected_to: Option<String>,
    /// When the item was last saved or marked reviewed (ms), for items due for review.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_reviewed_at: Option<u64>,
}

impl Finding {
    fn new(entity: &'static Entity, item: &Item, detail: String) -> Finding {
        let (title, title_od) = titles(entity, item);
        Finding {
            entity: entity.key,
            id: item.id,
            title,
            title_od,
            field: None,
            detail,
            url: None,
            status: None,
            error: None,
            redirected_to: None,
            last_reviewed_at: None,
        }
    }

    fn in_field(mut self, field: &str) -> Finding {
        self.field = Some(field.to_string());
        self
    }
}

/// The report: one list per check.
#[derive(Debug, Clone, Serialize, Default)]
#[serde(rename_all = "camelCase")]
pub struct Report {
    pub broken_links: Vec<Finding>,
    pub textless_documents: Vec<Finding>,
    pub missing_language: Vec<Finding>,
    pub missing_alt_text: Vec<Finding>,
    pub due_for_review: Vec<Finding>,
    /// Records of the starter content still as the seed wrote them.
    pub starter_content: Vec<Finding>,
    /// Videos with no title in either language.
    pub untitled_videos: Vec<Finding>,
    /// Contact details that are the starter content's placeholders.
    pub placeholder_contacts: Vec<Finding>,
    /// When links were last checked (ms); absent before the first run.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub checked_at: Option<u64>,
}

/// What the checks are told by the settings.
#[derive(Debug, Clone)]
pub struct HealthSettings {
    pub review_days: review::ReviewDays,
    pub link_timeout: Duration,
    /// `link_check_allow`: internal hosts the link check may ask.
    pub link_check_allow: Vec<String>,
}

impl HealthSettings {
    pub fn from(settings: &Settings) -> HealthSettings {
        HealthSettings {
            review_days: review::ReviewDays {
                news: settings.review_days_news,
                notices: settings.review_days_notices,
                pages: settings.review_days_pages,
            },
            link_timeout: settings.link_timeout,
            link_check_allow: settings.link_check_allow.clone(),
        }
    }
}

/// The site's own answers, for internal links: the whole application, called in-process.
pub type Site = BoxEndpoint<'static>;

pub struct Health {
    content: Arc<Content>,
    settings: HealthSettings,
    /// Set once the application is assembled (it holds this service, so only a weak link).
    site: OnceLock<Weak<Site>>,
    /// One link run at a time: a scheduled run and "Check now" do not overlap.
    running: tokio::sync::Mutex<()>,
}

impl Health {
    pub fn new(content: Arc<Content>, settings: HealthSettings) -> Result<Health, HealthError> {
        tables::create(content.store())?;
        Ok(Health {
            content,
            settings,
            site: OnceLock::new(),
            running: tokio::sync::Mutex::new(()),
        })
    }

    /// Gives the checks the application, to ask it about internal paths.
    pub fn set_site(&self, site: &Arc<Site>) {
        let _ = self.site.set(Arc::downgrade(site));
    }

    /// The report from the content as it is now and the last link run. Parses the PDFs not
    /// seen before (their verdict is kept): call it on a blocking thread.
    pub fn report(&self) -> Result<Report, HealthError> {
        let store = self.content.store();
        let now = crate::clock::now_ms();
        let mut report = Report {
            checked_at: tables::checked_at(store)?,
            ..Report::default()
        };
        // A database that declined the starter content has none of it.
        let seeded = crate::seed::chosen(&self.content)
            .map_err(|e| HealthError::Store(StoreError::other(e)))?
            != Some(false);
        for entity in &ENTITIES {
            let items: Vec<Item> = self
                .content
                .inventory(entity)?
                .into_iter()
                .filter(is_current)
                .collect();
            report
                .missing_language
                .extend(language::findings(entity, &items));
            report
                .missing_alt_text
                .extend(alt::findings(entity, &items));
            report.due_for_review.extend(review::findings(
                store,
                entity,
                &items,
                &self.settings.review_days,
                now,
            )?);
            report
                .textless_documents
                .extend(pdftext::findings(&self.content, entity, &items)?);
            report
                .broken_links
                .extend(links::findings(store, entity, &items)?);
            report
                .starter_content
                .extend(starter::unchanged_findings(entity, &items, seeded));
            report
                .untitled_videos
                .extend(starter::untitled_videos(entity, &items));
            report
                .placeholder_contacts
                .extend(starter::placeholder_contacts(entity, &items));
        }
        Ok(report)
    }

    /// Checks every link in the content now (at most one request per host a second), then
    /// answers the report.
    pub async fn check(self: &Arc<Self>) -> Result<Report, HealthError> {
        {
            let _one = self.running.lock().await;
            let site = self.site.get().and_then(Weak::upgrade);
            links::run(
                &self.content,
                site,
                self.settings.link_timeout,
                &self.settings.link_check_allow,
            )
            .await?;
        }
        let me = Arc::clone(self);
        tokio::task::spawn_blocking(move || me.report())
            .await
            .map_err(|e| HealthError::Store(StoreError::other(e)))?
    }

    /// Marks (entity, id) reviewed now without changing it; an audit entry says who.
    pub fn mark_reviewed(&self, entity: &str, id: u64, actor: &Actor) -> Result<u64, HealthError> {
        let entity = crate::content::entities::by_key(entity).ok_or_else(|| {
            HealthError::Invalid(crate::msg!(
                "entity-key",
                list = ENTITIES
                    .iter()
                    .map(|e| e.key)
                    .collect::<Vec<_>>()
                    .join(", ")
            ))
        })?;
        review::mark(&self.content, entity, id, actor)
    }

    /// Runs the link check every `every`, the first one `every` after the start.
    pub fn schedule(self: &Arc<Self>, every: Duration) -> tokio::task::JoinHandle<()> {
        let me = Arc::clone(self);
        tokio::spawn(async move {
            loop {
                tokio::time::sleep(every).await;
                match me.check().await {
                    Ok(report) => {
                        tracing::info!(broken_links = report.broken_links.len(), "links checked")
                    }
                    Err(e) => tracing::error!(error = %e, "the link check failed"),
                }
            }
        })
    }
}

/// Items the checks look at: those kept current, not archived ones, and not deactivated ones.
fn is_current(item: &Item) -> bool {
    item.active && item.status != crate::content::Status::Archived
}

/// The item's English and Odia titles: the first field of each language, by the entity's
/// field order (`titleEn`, `newsTitleOd`, `name`/`altName`).
fn titles(entity: &Entity, item: &Item) -> (String, String) {
    let pairs = language::pairs(entity);
    let short = |text: &str| text.chars().take(120).collect::<String>();
    match pairs.first() {
        Some((en, od)) => (short(item.text(en)), short(item.text(od))),
        None => {
            let first = entity.field_names().next().map_or("", |f| item.text(f));
            (short(first), short(first))
        }
    }
}
