//! Bilingual starter content for a new, empty database. (owner: server-ops helper)
