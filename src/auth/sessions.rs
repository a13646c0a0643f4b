//! What an account sees of its sessions: when each was last used, from where, in which
//! browser, under an opaque id.
//!
//! The session records of earlier releases stay as they were (`auth_sessions`, bincode is
//! positional); this table beside them holds the rest, keyed by the same token digest. A
//! session without a row here (one from before) reads as last used when it started, from an
//! unknown address and browser. The id shown to clients is derived from the digest through
//! another hash, so it names a session without being a way to use it.
use redb::TableDefinition;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// Session details by the SHA-256 of the token.
pub(super) const INFO: TableDefinition<&[u8], &[u8]> = TableDefinition::new("auth_session_info");

/// Longest browser description kept.
const MAX_USER_AGENT_CHARS: usize = 300;

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub(super) struct Info {
    pub last_used_ms: u64,
    /// The client's address when it was last used.
    pub address: Option<String>,
    /// The browser's `User-Agent` at sign-in.
    pub user_agent: Option<String>,
    /// Signed in under `require_mfa` without a factor: only the calls that set one up work.
    pub enrol_only: bool,
}

/// A session as its owner (or an administrator) sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionView {
    pub session_id: String,
    pub admin_id: u64,
    pub email: String,
    pub current: bool,
    pub started_at_ms: u64,
    pub last_used_at_ms: u64,
    pub address: Option<String>,
    pub user_agent: Option<String>,
}

/// The opaque id of the session whose token digest is `digest`.
pub fn session_id(digest: &[u8]) -> String {
    let mut hasher = Sha256::new();
    hasher.update(b"oshec session id\0");
    hasher.update(digest);
    let hash = hasher.finalize();
    hash[..16].iter().map(|b| format!("{b:02x}")).collect()
}

/// A `User-Agent` as kept: printable characters only, at most a few hundred.
pub(super) fn clean_user_agent(text: Option<&str>) -> Option<String> {
    let cleaned: String = text?
        .chars()
        .filter(|c| {
            !c.is_control()
                && !('\u{202A}'..='\u{202E}').contains(c)
                && !('\u{2066}'..='\u{2069}').contains(c)
        })
        .take(MAX_USER_AGENT_CHARS)
        .collect();
    let cleaned = cleaned.trim().to_string();
    (!cleaned.is_empty()).then_some(cleaned)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_stable_opaque_and_distinct() {
        let a = session_id(&[1; 32]);
        assert_eq!(a, session_id(&[1; 32]));
        assert_ne!(a, session_id(&[2; 32]));
        assert_eq!(a.len(), 32);
        assert!(!a.contains("0101"));
    }

    #[test]
    fn user_agents_are_cleaned() {
        assert_eq!(
            clean_user_agent(Some("Mozilla\u{202e}/5.0\u{0}")),
            Some("Mozilla/5.0".into())
        );
        assert_eq!(clean_user_agent(Some("  ")), None);
        assert_eq!(
            clean_user_agent(Some(&"x".repeat(1000))).map(|s| s.len()),
            Some(300)
        );
    }
}
