//! What every call may reach: the content, the accounts, feedback, backups and site health.
use std::net::IpAddr;
use std::sync::Arc;

use crate::auth::Auth;
use crate::backup::Backups;
use crate::content::Content;
use crate::feedback::Feedback;
use crate::feedback::limit::Limiter;

pub struct ApiState {
    pub content: Arc<Content>,
    pub auth: Arc<Auth>,
    /// Peers whose `X-Forwarded-For` is believed (the `trusted_proxies` setting).
    pub trusted_proxies: Vec<IpAddr>,
    pub feedback: Arc<Feedback>,
    /// Site health: the report and the link checks (docs/health.md).
    pub health: Arc<crate::health::Health>,
    /// Feedback messages per client address and hour.
    pub feedback_limit: Limiter,
    pub backups: Arc<Backups>,
    pub backup_plan: crate::backup::BackupPlan,
    /// The `review_all` setting (docs/workflow.md).
    pub review_all: bool,
}
