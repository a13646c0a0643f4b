//! Roles and the account state kept beside each administrator (docs/roles.md).
//!
//! The password record of an administrator (`auth_admins`) is left as earlier releases wrote
//! it; what an account is allowed to do lives in a table of its own, keyed by the same e-mail.
//! An administrator without a row here (every account of a database from before roles) reads
//! as an active `administrator` with a stable id given at start-up.
use redb::TableDefinition;
use serde::{Deserialize, Serialize};

/// Account state by normalized e-mail.
pub(super) const ACCOUNTS: TableDefinition<&str, &[u8]> = TableDefinition::new("auth_accounts");
/// The last account id handed out.
pub(super) const ACCOUNT_IDS: TableDefinition<&str, u64> = TableDefinition::new("auth_account_ids");
pub(super) const ACCOUNT_ID_KEY: &str = "account";

/// What an official may do (docs/roles.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Role {
    /// Everything; alone manages accounts, settings, backups and the whole audit trail.
    #[default]
    Administrator,
    /// Every content action and the feedback inbox; reads the audit trail of content.
    Approver,
    /// Writes drafts and submits them for review.
    Contributor,
}

impl Role {
    pub const ALL: [Role; 3] = [Role::Administrator, Role::Approver, Role::Contributor];

    /// The name on the wire and on the command line.
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Administrator => "administrator",
            Role::Approver => "approver",
            Role::Contributor => "contributor",
        }
    }

    pub fn parse(text: &str) -> Option<Role> {
        Role::ALL.into_iter().find(|r| r.as_str() == text)
    }

    /// Publishes, approves, returns, activates, reorders, archives and restores content, and
    /// reads the feedback inbox.
    pub fn moderates(self) -> bool {
        matches!(self, Role::Administrator | Role::Approver)
    }

    /// Manages accounts, site settings, backups and the whole audit trail.
    pub fn administers(self) -> bool {
        self == Role::Administrator
    }
}

impl std::fmt::Display for Role {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Stored per account (bincode: fields are only ever appended in a new table version).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub(super) struct Account {
    pub id: u64,
    pub role: Role,
    pub active: bool,
    /// Set when an administrator created the account or reset its password in the back
    /// office: until the owner chooses their own, only the password change and sign-out work.
    pub must_change_password: bool,
}

impl Default for Account {
    /// What an account without a row reads as: an active administrator (docs/roles.md).
    fn default() -> Account {
        Account {
            id: 0,
            role: Role::Administrator,
            active: true,
            must_change_password: false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for role in Role::ALL {
            assert_eq!(Role::parse(role.as_str()), Some(role));
        }
        assert_eq!(Role::parse("Administrator"), None);
        assert!(Role::Approver.moderates() && !Role::Approver.administers());
        assert!(!Role::Contributor.moderates());
    }
}
