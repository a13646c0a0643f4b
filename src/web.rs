//! Embedded UI, uploads, security and cache headers. (owner: server-core helper)
