//! Mail to the officials, where the council has a mail server (`smtp_url`, `mail_from`;
//! docs/operations.md): a review request to the approvers, the outcome to the author, and
//! reminders before an item's validity passes (docs/workflow.md).
//!
//! A notice is queued in the database inside the transaction of the change it tells about, so
//! it exists exactly when the change does; a task of its own sends the queue after the commit,
//! with lettre, and retries with a growing pause. Nothing a request does waits for the mail
//! server, and a mail server that is down loses no notice and no change.
use std::sync::Arc;
use std::time::Duration;

use lettre::message::header::ContentType;
use lettre::message::{Mailbox, Message};
use lettre::{AsyncSmtpTransport, AsyncTransport, Tokio1Executor};
use redb::{ReadableDatabase, ReadableTable, TableDefinition};
use serde::{Deserialize, Serialize};

use crate::clock;
use crate::messages::odia;
use crate::store::{Store, StoreError, decode, encode};

mod legacy;

/// Queued notices by an increasing number.
const OUTBOX: TableDefinition<u64, &[u8]> = TableDefinition::new("mail_outbox");
/// Reminders already queued, by (entity, id, days before): the `validUntil` they were for, so a
/// changed date reminds again.
/// (Bytes of the date: a key and value type the backup already copies.)
const REMINDED: TableDefinition<(&str, u64, u64), &[u8]> = TableDefinition::new("mail_reminded");

/// Attempts before a notice is given up (and logged).
const MAX_ATTEMPTS: u32 = 12;
/// The reminders' lead times, in days.
pub const REMINDER_DAYS: [u64; 2] = [14, 7];

#[derive(Debug, thiserror::Error)]
pub enum MailError {
    #[error("smtp_url is not a mail server address lettre can use: {0}")]
    BadUrl(String),
    #[error("mail_from is not an e-mail address: {0}")]
    BadFrom(String),
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// What happened, and to whom it is told.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Notice {
    /// To the approvers and administrators (but `by`): an item awaits review.
    Submitted { item: Item, by: String },
    /// To the author: approved and published.
    Approved {
        item: Item,
        author: String,
        by: String,
    },
    /// To the author: returned, with the comment.
    Returned {
        item: Item,
        author: String,
        by: String,
        comment: String,
    },
    /// To the approvers and administrators: the item's validity ends in `days` days.
    Expiring {
        item: Item,
        days: u64,
        valid_until: String,
    },
    /// To a visitor who sent feedback: the council's reply (docs/feedback.md). Last, so the
    /// variants queued by older releases keep their numbers.
    FeedbackReply {
        to: String,
        subject: String,
        reply: String,
    },
    /// To an account's owner: a wrong second-factor code was given for it, which only someone
    /// who has the password can do (docs/sign-in.md). At most one a window per account.
    CodeFailed {
        to: String,
        /// The client address, as the server saw it.
        address: String,
        /// When, RFC 3339 UTC.
        at: String,
    },
}

/// The item a notice is about.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Item {
    pub entity: String,
    /// The kind's name, for the English half of the text.
    pub kind: String,
    pub id: u64,
    pub title: String,
    /// The kind's name and the item's title, for the Odia half (the English title when the
    /// item has no Odia one).
    pub kind_od: String,
    pub title_od: String,
}

impl Item {
    fn title_od(&self) -> &str {
        if self.title_od.trim().is_empty() {
            &self.title
        } else {
            &self.title_od
        }
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
struct Queued {
    notice: Notice,
    attempts: u32,
    next_at_ms: u64,
}

/// A queued notice; one the last release queued (its item without Odia) is read in its shape.
fn read_queued(bytes: &[u8]) -> Result<Queued, StoreError> {
    let config = bincode::config::standard();
    match bincode::serde::decode_from_slice::<Queued, _>(bytes, config) {
        Ok((queued, read)) if read == bytes.len() => Ok(queued),
        _ => decode::<legacy::OldQueued>(bytes).map(Queued::from),
    }
}

/// Creates the mail tables, so read transactions can open them on a new file.
pub fn create_tables(store: &Store) -> Result<(), StoreError> {
    store.declare(&[&OUTBOX, &REMINDED])
}

/// Queues `notice` in the caller's write transaction: it is sent if and only if that commits.
pub fn enqueue(txn: &redb::WriteTransaction, notice: Notice) -> Result<(), StoreError> {
    let mut outbox = txn.open_table(OUTBOX).map_err(StoreError::other)?;
    let id = outbox
        .last()
        .map_err(StoreError::other)?
        .map_or(0, |(k, _)| k.value())
        + 1;
    let queued = Queued {
        notice,
        attempts: 0,
        next_at_ms: 0,
    };
    outbox
        .insert(id, encode(&queued)?.as_slice())
        .map_err(StoreError::other)?;
    Ok(())
}

/// Queues a reminder unless one was queued for this item, lead time and date already.
pub fn remind_once(
    txn: &redb::WriteTransaction,
    item: Item,
    days: u64,
    valid_until: &str,
) -> Result<bool, StoreError> {
    let mut reminded = txn.open_table(REMINDED).map_err(StoreError::other)?;
    let key = (item.entity.as_str(), item.id, days);
    let done = reminded
        .get(key)
        .map_err(StoreError::other)?
        .is_some_and(|v| v.value() == valid_until.as_bytes());
    if done {
        return Ok(false);
    }
    let entity = item.entity.clone();
    let id = item.id;
    reminded
        .insert((entity.as_str(), id, days), valid_until.as_bytes())
        .map_err(StoreError::other)?;
    drop(reminded);
    enqueue(
        txn,
        Notice::Expiring {
            item,
            days,
            valid_until: valid_until.to_string(),
        },
    )?;
    Ok(true)
}

/// Notices waiting, for a health view and tests.
pub fn queued(store: &Store) -> Result<u64, StoreError> {
    use redb::ReadableTableMetadata as _;
    let txn = store.database().begin_read().map_err(StoreError::other)?;
    let outbox = txn.open_table(OUTBOX).map_err(StoreError::other)?;
    outbox.len().map_err(StoreError::other)
}

/// A written mail: recipients, subject and plain text (English, then Odia).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Letter {
    pub to: Vec<String>,
    pub subject: String,
    pub body: String,
}

/// The officials told of the workflow: the active approvers and administrators. The accounts
/// service answers it (`auth`), so mail needs no more of it than these addresses.
pub trait Moderators: Send + Sync {
    /// Their e-mail addresses.
    fn moderators(&self) -> Vec<String>;
}

/// Who is told: the author, or every active approver and administrator but the one who acted.
fn recipients(directory: &dyn Moderators, notice: &Notice) -> Vec<String> {
    let moderators = |except: Option<&str>| -> Vec<String> {
        directory
            .moderators()
            .into_iter()
            .filter(|email| Some(email.as_str()) != except)
            .collect()
    };
    match notice {
        Notice::Submitted { by, .. } => moderators(Some(by)),
        Notice::Approved { author, .. } | Notice::Returned { author, .. } => {
            if author.is_empty() {
                Vec::new()
            } else {
                vec![author.clone()]
            }
        }
        Notice::Expiring { .. } => moderators(None),
        Notice::FeedbackReply { to, .. } | Notice::CodeFailed { to, .. } => vec![to.clone()],
    }
}

/// The mail a notice makes, in plain bilingual text: English, then Odia throughout (the Odia
/// title and kind, Odia digits, dates as the back office writes them).
pub fn letter(notice: &Notice, site: &str) -> (String, String) {
    // The back office opens the item from `?item=<entity>/<id>`, after sign-in if needed.
    let link = |item: &Item| format!("{site}/oshec/admin?item={}/{}", item.entity, item.id);
    let n = |number: u64| odia::digits(&number.to_string());
    // An item as both halves name it: its title, kind and number.
    let named = |item: &Item| format!("\"{}\" ({}, item {})", item.title, item.kind, item.id);
    let named_od = |item: &Item| {
        format!(
            "\"{}\" ({}, ବିଷୟ {})",
            item.title_od(),
            item.kind_od,
            n(item.id)
        )
    };
    match notice {
        Notice::Submitted { item, by } => (
            format!(
                "Awaiting your review: {} / ସମୀକ୍ଷା ପାଇଁ ଅପେକ୍ଷାରେ: {}",
                item.title,
                item.title_od()
            ),
            format!(
                "{by} submitted {} for review.\nReview it in the back office: {}\n\n\
                 {by} {} ସମୀକ୍ଷା ପାଇଁ ଦାଖଲ କରିଛନ୍ତି।\nବ୍ୟାକ୍ ଅଫିସରେ ସମୀକ୍ଷା କରନ୍ତୁ: {}\n",
                named(item),
                link(item),
                named_od(item),
                link(item)
            ),
        ),
        Notice::Approved { item, by, .. } => (
            format!(
                "Approved and published: {} / ଅନୁମୋଦିତ ଓ ପ୍ରକାଶିତ: {}",
                item.title,
                item.title_od()
            ),
            format!(
                "{by} approved {}. It is now on the public site.\n\n\
                 {by} {} ଅନୁମୋଦନ କରିଛନ୍ତି। ଏହା ବର୍ତ୍ତମାନ ସାର୍ବଜନୀନ ସାଇଟରେ ଅଛି।\n",
                named(item),
                named_od(item)
            ),
        ),
        Notice::Returned {
            item, by, comment, ..
        } => (
            format!(
                "Returned to you: {} / ଆପଣଙ୍କୁ ଫେରାଯାଇଛି: {}",
                item.title,
                item.title_od()
            ),
            format!(
                "{by} returned {} with this comment:\n\n{comment}\n\n\
                 Change it and submit it again: {}\n\n\
                 {by} {} ଏହି ମନ୍ତବ୍ୟ ସହ ଫେରାଇଛନ୍ତି:\n\n{comment}\n\n\
                 ସଂଶୋଧନ କରି ପୁଣି ଦାଖଲ କରନ୍ତୁ: {}\n",
                named(item),
                link(item),
                named_od(item),
                link(item)
            ),
        ),
        Notice::Expiring {
            item,
            days,
            valid_until,
        } => (
            format!(
                "Expires in {days} days: {} / {} ଦିନରେ ଅବଧି ଶେଷ: {}",
                item.title,
                n(*days),
                item.title_od()
            ),
            format!(
                "{} is valid until {} and will then be archived.\n\
                 Renew or review it in the back office: {}\n\n\
                 {} {} ପର୍ଯ୍ୟନ୍ତ ବୈଧ, ତା'ପରେ ଅଭିଲେଖାଗାରକୁ ଯିବ।\n\
                 ବ୍ୟାକ୍ ଅଫିସରେ ଏହାକୁ ନବୀକରଣ ବା ସମୀକ୍ଷା କରନ୍ତୁ: {}\n",
                named(item),
                odia::date_en(valid_until),
                link(item),
                named_od(item),
                odia::date(valid_until),
                link(item)
            ),
        ),
        Notice::FeedbackReply { subject, reply, .. } => (
            format!("Re: {subject}"),
            format!(
                "{reply}\n\n-- \nOdisha State Higher Education Council / ଓଡ଼ିଶା ରାଜ୍ୟ ଉଚ୍ଚ ଶିକ୍ଷା ପରିଷଦ\n\
                 In reply to your feedback \"{subject}\" / ଆପଣଙ୍କ ମତାମତ \"{subject}\"ର ଉତ୍ତର\n"
            ),
        ),
        Notice::CodeFailed { to, address, at } => (
            "A wrong sign-in code was given for your account / ଆପଣଙ୍କ ଖାତା ପାଇଁ ଭୁଲ ଲଗଇନ୍ କୋଡ୍ ଦିଆଯାଇଛି"
                .to_string(),
            format!(
                "At {at}, a wrong code of the authenticator app was given for {to} from the address {address}. \
                 Only someone who knows your password gets as far as the code. If it was not you, change your \
                 password now ({site}/oshec/admin) and tell the site's administrator.\n\n\
                 {} ସମୟରେ {address} ଠିକଣାରୁ {to} ପାଇଁ ପ୍ରମାଣୀକରଣ ଆପର ଏକ ଭୁଲ କୋଡ୍ ଦିଆଯାଇଥିଲା। \
                 କେବଳ ଆପଣଙ୍କ ପାସୱାର୍ଡ ଜାଣିଥିବା ବ୍ୟକ୍ତି କୋଡ୍ ପର୍ଯ୍ୟନ୍ତ ପହଞ୍ଚିପାରେ। ଏହା ଆପଣ ନୁହଁନ୍ତି ତେବେ \
                 ବର୍ତ୍ତମାନ ପାସୱାର୍ଡ ବଦଳାନ୍ତୁ ({site}/oshec/admin) ଏବଂ ସାଇଟର ପ୍ରଶାସକଙ୍କୁ ଜଣାନ୍ତୁ।\n",
                odia_moment(at)
            ),
        ),
    }
}

/// An RFC 3339 UTC moment as the Odia half writes it: the day and time in India, in Odia
/// digits ("୨୮ ନଭେମ୍ବର ୨୦୨୬, ୨୦:୫୫"); the text in Odia digits when it is no such moment.
fn odia_moment(at: &str) -> String {
    let number = |range: std::ops::Range<usize>| at.get(range)?.parse::<i64>().ok();
    let parts = (|| {
        let (y, m, d) = (number(0..4)?, number(5..7)?, number(8..10)?);
        let (h, min) = (number(11..13)?, number(14..16)?);
        Some((clock::days_from_civil(y, m, d), h * 60 + min))
    })();
    let Some((days, minutes)) = parts else {
        return odia::digits(at);
    };
    // India is 5 h 30 min ahead of UTC, with no summer time.
    let total = days * 1440 + minutes + 330;
    let (y, m, d) = clock::civil_from_days(total.div_euclid(1440));
    let minutes = total.rem_euclid(1440);
    format!(
        "{}, {}",
        odia::date(&format!("{y:04}-{m:02}-{d:02}")),
        odia::digits(&format!("{:02}:{:02}", minutes / 60, minutes % 60))
    )
}

/// Where and as whom mail is sent.
#[derive(Debug, Clone)]
pub struct MailSettings {
    /// `smtp://host:25`, `smtp://user:pass@host:587?tls=required`, `smtps://host:465`.
    pub url: String,
    pub from: String,
    /// The site's public address, for links in the text (may be empty).
    pub site: String,
    /// The first pause after a failed attempt; it doubles up to an hour.
    pub retry_after: Duration,
}

/// The sending task.
pub struct Mailer {
    wake: Arc<tokio::sync::Notify>,
}

impl Mailer {
    /// Checks the settings and starts sending the queue (now, on [`Mailer::wake`], and every
    /// few seconds for retries).
    pub fn start(
        store: Arc<Store>,
        directory: Arc<dyn Moderators>,
        settings: MailSettings,
    ) -> Result<Mailer, MailError> {
        let from: Mailbox = settings
            .from
            .parse()
            .map_err(|e: lettre::address::AddressError| MailError::BadFrom(e.to_string()))?;
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(&settings.url)
            .map_err(|e| MailError::BadUrl(e.to_string()))?
            .timeout(Some(Duration::from_secs(20)))
            .build();
        create_tables(&store)?;
        let wake = Arc::new(tokio::sync::Notify::new());
        let woken = Arc::clone(&wake);
        tokio::spawn(async move {
            loop {
                if let Err(e) = send_due(&store, &directory, &transport, &from, &settings).await {
                    tracing::error!(error = %e, "sending queued mail failed");
                }
                tokio::select! {
                    () = woken.notified() => {}
                    () = tokio::time::sleep(Duration::from_secs(2)) => {}
                }
            }
        });
        Ok(Mailer { wake })
    }

    /// Sends what is due now rather than at the next round.
    pub fn wake(&self) {
        self.wake.notify_one();
    }

    /// A waker to hand to the code that queues notices.
    pub fn waker(&self) -> Arc<tokio::sync::Notify> {
        Arc::clone(&self.wake)
    }
}

/// Sends every notice whose time has come; a failure waits longer before its next attempt.
async fn send_due(
    store: &Arc<Store>,
    directory: &Arc<dyn Moderators>,
    transport: &AsyncSmtpTransport<Tokio1Executor>,
    from: &Mailbox,
    settings: &MailSettings,
) -> Result<(), StoreError> {
    let now = clock::now_ms();
    let due: Vec<(u64, Queued)> = {
        let txn = store.database().begin_read().map_err(StoreError::other)?;
        let outbox = txn.open_table(OUTBOX).map_err(StoreError::other)?;
        let mut due = Vec::new();
        for row in outbox.iter().map_err(StoreError::other)? {
            let (k, v) = row.map_err(StoreError::other)?;
            let queued = read_queued(v.value())?;
            if queued.next_at_ms <= now {
                due.push((k.value(), queued));
            }
        }
        due
    };
    for (id, mut queued) in due {
        let to = {
            let directory = Arc::clone(directory);
            let notice = queued.notice.clone();
            tokio::task::spawn_blocking(move || recipients(directory.as_ref(), &notice))
                .await
                .map_err(StoreError::other)?
        };
        let (subject, body) = letter(&queued.notice, settings.site.trim_end_matches('/'));
        let sent = send(transport, from, &to, &subject, body).await;
        let store = Arc::clone(store);
        let outcome = match sent {
            Ok(()) => None,
            Err(reason) => {
                queued.attempts += 1;
                tracing::warn!(attempts = queued.attempts, %reason, "a notice could not be mailed; it is kept for a later attempt");
                if queued.attempts >= MAX_ATTEMPTS {
                    tracing::error!(%subject, "a notice was given up after {MAX_ATTEMPTS} attempts");
                    None
                } else {
                    let pause = settings
                        .retry_after
                        .saturating_mul(1u32 << queued.attempts.min(16))
                        .min(Duration::from_secs(3600));
                    queued.next_at_ms =
                        clock::now_ms() + u64::try_from(pause.as_millis()).unwrap_or(u64::MAX);
                    Some(queued)
                }
            }
        };
        tokio::task::spawn_blocking(move || {
            store.write(|tx| {
                let mut outbox = tx.txn().open_table(OUTBOX).map_err(StoreError::other)?;
                match &outcome {
                    Some(q) => {
                        outbox
                            .insert(id, encode(q)?.as_slice())
                            .map_err(StoreError::other)?;
                    }
                    None => {
                        outbox.remove(id).map_err(StoreError::other)?;
                    }
                }
                Ok::<(), StoreError>(())
            })
        })
        .await
        .map_err(StoreError::other)??;
    }
    Ok(())
}

/// One mail; no recipients is no mail, and nothing to retry.
async fn send(
    transport: &AsyncSmtpTransport<Tokio1Executor>,
    from: &Mailbox,
    to: &[String],
    subject: &str,
    body: String,
) -> Result<(), String> {
    if to.is_empty() {
        return Ok(());
    }
    let mut builder = Message::builder().from(from.clone()).subject(subject);
    for address in to {
        match address.parse::<Mailbox>() {
            Ok(mailbox) => builder = builder.to(mailbox),
            Err(e) => tracing::warn!(error = %e, "an account's e-mail is not a mailbox; skipped"),
        }
    }
    let message = builder
        .header(ContentType::TEXT_PLAIN)
        .body(body)
        .map_err(|e| e.to_string())?;
    transport
        .send(message)
        .await
        .map(|_| ())
        .map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn item() -> Item {
        Item {
            entity: crate::entities::keys::NEWS.into(),
            kind: "Latest news".into(),
            id: 42,
            title: "Results day".into(),
            kind_od: "ସଦ୍ୟତମ ସମ୍ବାଦ".into(),
            title_od: "ଫଳାଫଳ ଦିବସ".into(),
        }
    }

    fn odia(c: char) -> bool {
        ('\u{0B00}'..='\u{0B7F}').contains(&c)
    }

    /// The Odia lines of a mail (those with Odia script) with the data it quotes taken out:
    /// what is left is the template's own Odia, and must hold no English letter or ASCII digit.
    fn odia_template(text: &str, quoted: &[&str]) -> Vec<String> {
        text.lines()
            .filter(|line| line.chars().any(odia))
            .map(|line| {
                let mut line = line.to_string();
                for q in quoted {
                    line = line.replace(q, "");
                }
                line
            })
            .collect()
    }

    #[test]
    fn the_odia_half_of_every_mail_is_odia_throughout() {
        let site = "https://oshec.example.org";
        let link = format!("{site}/oshec/admin?item={}/42", crate::entities::keys::NEWS);
        let admin = format!("{site}/oshec/admin");
        let by = "approver@oshec.example.org";
        let notices = [
            Notice::Submitted {
                item: item(),
                by: by.into(),
            },
            Notice::Approved {
                item: item(),
                author: "a@oshec.example.org".into(),
                by: by.into(),
            },
            Notice::Returned {
                item: item(),
                author: "a@oshec.example.org".into(),
                by: by.into(),
                comment: "Add the venue.".into(),
            },
            Notice::Expiring {
                item: item(),
                days: 14,
                valid_until: "2026-12-12".into(),
            },
            Notice::CodeFailed {
                to: by.into(),
                address: "203.0.113.9".into(),
                at: "2026-11-28T15:25:00Z".into(),
            },
        ];
        for notice in &notices {
            let (subject, body) = letter(notice, site);
            let quoted = [
                link.as_str(),
                admin.as_str(),
                by,
                "203.0.113.9",
                "Add the venue.",
            ];
            let lines = odia_template(&body, &quoted);
            assert!(!lines.is_empty(), "{body}");
            let odia_subject = subject.rsplit(" / ").next().unwrap_or_default().to_string();
            for line in lines.iter().chain([&odia_subject]) {
                assert!(
                    !line.chars().any(|c| c.is_ascii_alphanumeric()),
                    "English or ASCII digits in the Odia half: {line:?}"
                );
            }
        }
        // The title, kind, number and date as the site writes them in Odia.
        let (subject, body) = letter(&notices[3], site);
        assert!(subject.ends_with("୧୪ ଦିନରେ ଅବଧି ଶେଷ: ଫଳାଫଳ ଦିବସ"), "{subject}");
        assert!(
            body.contains("\"ଫଳାଫଳ ଦିବସ\" (ସଦ୍ୟତମ ସମ୍ବାଦ, ବିଷୟ ୪୨) ୧୨ ଡିସେମ୍ବର ୨୦୨୬ ପର୍ଯ୍ୟନ୍ତ"),
            "{body}"
        );
        assert!(body.contains("valid until 12 December 2026"), "{body}");
        let (_, body) = letter(&notices[4], site);
        // 15:25 UTC is 20:55 in India.
        assert!(body.contains("୨୮ ନଭେମ୍ବର ୨୦୨୬, ୨୦:୫୫ ସମୟରେ"), "{body}");
    }

    #[test]
    fn a_notice_queued_by_the_last_release_is_still_sent() {
        let old = legacy::OldQueued {
            notice: legacy::OldNotice::Submitted {
                item: legacy::OldItem {
                    entity: crate::entities::keys::NEWS.into(),
                    kind: "Latest news".into(),
                    id: 7,
                    title: "Old news".into(),
                },
                by: "c@oshec.example.org".into(),
            },
            attempts: 2,
            next_at_ms: 5,
        };
        let bytes = encode(&old).expect("encode");
        let queued = read_queued(&bytes).expect("read");
        assert_eq!(queued.attempts, 2);
        let Notice::Submitted { item: old, by } = &queued.notice else {
            panic!("not a submission: {:?}", queued.notice);
        };
        assert_eq!(
            (old.id, old.title.as_str(), by.as_str()),
            (7, "Old news", "c@oshec.example.org")
        );
        // The Odia half writes the English title it has.
        let (_, body) = letter(&queued.notice, "");
        assert!(body.contains("\"Old news\" (Latest news, ବିଷୟ ୭)"), "{body}");
        // And one of this release reads as itself.
        let new = Queued {
            notice: Notice::Submitted {
                item: item(),
                by: "c@oshec.example.org".into(),
            },
            attempts: 0,
            next_at_ms: 0,
        };
        let again = read_queued(&encode(&new).expect("encode")).expect("read");
        assert_eq!(again.notice, new.notice);
    }
}
