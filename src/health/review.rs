//! Due for review: each kind of content has a review interval (GIGW's content review matrix:
//! news and notices monthly, static pages yearly; the `review_days_*` settings). An item not
//! saved, nor marked reviewed, within its interval is listed.
use super::{Finding, HealthError, tables};
use crate::audit::{self, Actor, Change};
use crate::content::entities::{Entity, Review};
use crate::content::inventory::Item;
use crate::content::{Content, ContentError};
use crate::store::{Store, StoreError};

const DAY_MS: f64 = 24.0 * 3600.0 * 1000.0;

/// Review intervals in days (fractions allowed; 0 or less: never due).
#[derive(Debug, Clone, Copy)]
pub struct ReviewDays {
    pub news: f64,
    pub notices: f64,
    pub pages: f64,
}

impl ReviewDays {
    /// The interval of the entity's row ([`Review`]).
    pub fn of(&self, entity: &Entity) -> f64 {
        match entity.public.review {
            Review::News => self.news,
            Review::Notices => self.notices,
            Review::Pages => self.pages,
        }
    }
}

pub fn findings(
    store: &Store,
    entity: &'static Entity,
    items: &[Item],
    days: &ReviewDays,
    now_ms: u64,
) -> Result<Vec<Finding>, StoreError> {
    let interval = days.of(entity);
    if interval <= 0.0 {
        return Ok(Vec::new());
    }
    let interval_ms = (interval * DAY_MS) as u64;
    let ids: Vec<u64> = items.iter().map(|i| i.id).collect();
    let reviewed = tables::reviewed(store, entity.key, &ids)?;
    // An item whose save time was not kept (starter content, older releases) counts from the
    // last change of its kind.
    let kind_changed = store
        .changes()?
        .into_iter()
        .find(|(key, _)| key == entity.key)
        .map_or(0, |(_, at)| at);
    let mut out = Vec::new();
    for (item, reviewed) in items.iter().zip(reviewed) {
        let saved = if item.saved_at_ms > 0 {
            item.saved_at_ms
        } else {
            kind_changed
        };
        let last = saved.max(reviewed.unwrap_or(0));
        if now_ms.saturating_sub(last) < interval_ms {
            continue;
        }
        let detail = if last == 0 {
            format!(
                "Not saved or reviewed since the site began keeping dates; reviewed every {} days.",
                format_days(interval)
            )
        } else {
            let when = crate::clock::rfc3339(last);
            format!(
                "Not saved or reviewed since {}; reviewed every {} days.",
                when.get(..10).unwrap_or(&when),
                format_days(interval)
            )
        };
        let mut finding = Finding::new(entity, item, detail);
        finding.last_reviewed_at = (last > 0).then_some(last);
        out.push(finding);
    }
    Ok(out)
}

fn format_days(days: f64) -> String {
    if days.fract() == 0.0 {
        format!("{days:.0}")
    } else {
        format!("{days}")
    }
}

/// Marks the item reviewed now; answers the time. The item itself is not changed.
pub fn mark(
    content: &Content,
    entity: &'static Entity,
    id: u64,
    actor: &Actor,
) -> Result<u64, HealthError> {
    let exists = content.inventory(entity)?.iter().any(|i| i.id == id);
    if !exists {
        return Err(HealthError::NotFound(crate::msg!(
            "health-item-not-found",
            kind = crate::messages::title(entity),
            n = id
        )));
    }
    let now = crate::clock::now_ms();
    content.store().write(|tx| {
        let txn = tx.txn();
        let before = txn
            .open_table(tables::REVIEWED)
            .map_err(StoreError::other)?
            .insert((entity.key, id), now)
            .map_err(StoreError::other)?
            .map(|g| crate::clock::rfc3339(g.value()));
        audit::append(
            txn,
            actor,
            "reviewed",
            entity.key,
            Some(id),
            vec![Change::new(
                "reviewedAt",
                before.as_deref(),
                Some(&crate::clock::rfc3339(now)),
            )],
        )?;
        Ok::<(), ContentError>(())
    })?;
    Ok(now)
}
