//! redb: tables, transactions, ids, encoding. Knows nothing of HTTP.
//! SKELETON (owner: server-core helper): the signatures below are the contract other modules use.
use std::path::{Path, PathBuf};

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// Another process (normally `oshec serve`) holds the file.
    #[error("the database {0} is in use by another oshec process")]
    Locked(PathBuf),
    #[error("database error: {0}")]
    Other(String),
}

/// The one redb file: content, images, administrators and sessions.
pub struct Store {
    db: redb::Database,
}

impl Store {
    /// Opens or creates the file (mode 0600) and creates every content table.
    pub fn open(_path: &Path) -> Result<Store, StoreError> {
        todo!("server-core helper")
    }

    /// The raw database, for modules that keep their own tables (auth).
    pub fn database(&self) -> &redb::Database {
        &self.db
    }
}
