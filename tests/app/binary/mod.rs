//! The real `oshec` executable: servers on free ports, admin commands, signals and restarts,
//! with the helpers of `support` (docs/testing.md). They run beside the in-process tests, in
//! the same test program, so the crate is linked once for all of them.

mod support;

mod abuse;
mod auth;
mod cli;
mod cold_start;
mod durability;
mod ops;
