//! The application in process, over HTTP: a fresh redb file and server per test, with the
//! typed helpers of `common` (docs/testing.md). One binary for all of them, so the crate is
//! linked once.

mod common;

mod api_crud;
mod api_document;
mod api_errors;
mod api_order_schedule;
mod api_paging;
mod api_validation;
mod api_web;
mod feedback_answers;
mod feeds;
mod gigw;
mod health;
mod home_shell;
mod images;
mod mail;
mod mfa;
mod security;
mod site_search;
mod unicode_nfc;
mod upgrade;
mod workflow;
