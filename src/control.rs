//! The owner-only local socket through which admin commands reach a running server. (owner: server-ops helper)
