//! The real `oshec` binary: servers on free ports, admin commands, signals and restarts, with
//! the helpers of `support` (docs/testing.md). One binary for all of them.

mod support;

mod abuse;
mod auth;
mod cli;
mod cold_start;
mod durability;
mod ops;
