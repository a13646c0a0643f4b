//! What waits for someone: the review queue, one's own drafts, what expires soon, and the
//! reminders mailed about them.

use super::*;

impl Workflow<'_> {
    /// Tells the mail sender that notices were queued.
    pub(super) fn wake_mail(&self) {
        if let Some(waker) = self.content.mail.get() {
            waker.notify_one();
        }
    }

    /// Queues the reminders due today for items whose validity ends within 14 or 7 days, each
    /// once per date (docs/workflow.md). Answers how many were queued.
    pub fn queue_reminders(&self) -> Result<usize, ContentError> {
        if self.content.mail.get().is_none() {
            return Ok(0);
        }
        let today = self.content.listings.today();
        let days_to = |until: &str| -> Option<u64> {
            let a = crate::content::checks::ist_minutes(&format!("{today}T00:00"))?;
            let b = crate::content::checks::ist_minutes(&format!("{until}T00:00"))?;
            u64::try_from((b - a) / (24 * 60)).ok()
        };
        let soon = self.expiring(mail::REMINDER_DAYS[0])?;
        let mut queued = 0;
        self.content.store.write(|tx| {
            for item in &soon {
                let (Some(key), Some(id), Some(until)) = (
                    item["entity"].as_str(),
                    item["id"].as_u64(),
                    item["validUntil"].as_str(),
                ) else {
                    continue;
                };
                let Some(entity) = entities::by_key(key) else {
                    continue;
                };
                let Some(left) = days_to(until) else {
                    continue;
                };
                // The nearest lead time reached: 7 days or fewer left is the 7-day reminder.
                let Some(&days) = mail::REMINDER_DAYS.iter().rev().find(|&&d| left <= d) else {
                    continue;
                };
                let notice = mail::Item {
                    entity: entity.key.to_string(),
                    kind: entity.title.to_string(),
                    id,
                    title: item["title"].as_str().unwrap_or_default().to_string(),
                    kind_od: entity.title_od.to_string(),
                    title_od: item["titleOd"].as_str().unwrap_or_default().to_string(),
                };
                if mail::remind_once(tx.txn(), notice, days, until)? {
                    queued += 1;
                }
            }
            Ok::<(), ContentError>(())
        })?;
        self.wake_mail();
        Ok(queued)
    }

    /// Every item whose state matches, with its title (from the pending draft when there is
    /// one): the review queue and a contributor's own work.
    pub(super) fn work(
        &self,
        keep: impl Fn(&State) -> bool,
    ) -> Result<Vec<QueueItem>, ContentError> {
        let mut found: Vec<(&'static Entity, u64, Envelope)> = Vec::new();
        for entity in entities::ENTITIES.iter() {
            for (id, envelope) in self.content.store.list::<Envelope>(entity.key)? {
                if keep(&envelope.state) {
                    found.push((entity, id, envelope));
                }
            }
        }
        let mut out = Vec::with_capacity(found.len());
        for (entity, id, Envelope { fields, state, .. }) in found {
            let fields = match &state.pending {
                Some(p) => p.fields.clone(),
                None => fields,
            };
            out.push(QueueItem {
                entity: entity.key,
                id,
                title: title_of(entity, &fields),
                title_od: title_od_of(entity, &fields),
                status: state.status.as_str(),
                submitted_by: state.submitted_by.clone(),
                submitted_at: state.submitted_at_ms.map(clock::rfc3339),
                author: state.author.clone(),
                comment: state.comment.clone(),
                updated_at: (state.updated_at_ms > 0).then(|| clock::rfc3339(state.updated_at_ms)),
                live: state.live,
            });
        }
        Ok(out)
    }

    /// `GET /workflow/queue`: what awaits review, oldest submission first.
    pub fn queue(&self) -> Result<Vec<QueueItem>, ContentError> {
        let mut items = self.work(|s| s.status == Status::Review)?;
        items.sort_by(|a, b| a.submitted_at.cmp(&b.submitted_at));
        Ok(items)
    }

    /// `GET /workflow/mine`: the caller's drafts, submissions and returned items, newest first.
    pub fn mine(&self, email: &str) -> Result<Vec<QueueItem>, ContentError> {
        let mut items =
            self.work(|s| s.author == email && matches!(s.status, Status::Draft | Status::Review))?;
        items.sort_by(|a, b| b.updated_at.cmp(&a.updated_at));
        Ok(items)
    }

    /// `GET /workflow/expiring?days=N`: published items whose `validUntil` falls from today to
    /// N days on, soonest first.
    pub fn expiring(&self, days: u64) -> Result<Vec<Value>, ContentError> {
        let today = self.content.listings.today();
        let now = self.content.listings.now();
        let last = crate::content::checks::ist_date(
            now.saturating_add(i64::try_from(days).unwrap_or(0) * 24 * 60),
        );
        let mut out = Vec::new();
        for entity in &entities::ENTITIES {
            for (id, record) in self.content.store.list::<Envelope>(entity.key)? {
                let until = record.placement.valid_until_text();
                if until.is_empty() {
                    continue;
                }
                if record.active && until >= today && until <= last {
                    out.push((
                        until.clone(),
                        json!({
                            "entity": entity.key,
                            "id": id,
                            "title": title_of(entity, &record.fields),
                            "titleOd": title_od_of(entity, &record.fields),
                            "validUntil": until,
                        }),
                    ));
                }
            }
        }
        out.sort_by(|a, b| a.0.cmp(&b.0));
        Ok(out.into_iter().map(|(_, v)| v).collect())
    }
}

/// What a notice says of an item.
pub(super) fn notice_item(
    entity: &Entity,
    id: u64,
    fields: &BTreeMap<String, String>,
) -> mail::Item {
    mail::Item {
        entity: entity.key.to_string(),
        kind: entity.title.to_string(),
        id,
        title: title_of(entity, fields),
        kind_od: entity.title_od.to_string(),
        title_od: title_od_of(entity, fields),
    }
}
