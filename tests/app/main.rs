//! The application in process, over HTTP: a fresh redb file and server per test, with the
//! typed helpers of `common`; and the real executable (`binary`) (docs/testing.md). One test
//! program for all of them, so the crate is linked once; the two tests that measure or set
//! something of the whole process run in a process of their own, started from here (`alone`).

mod common;

mod alone;
mod api_crud;
mod api_errors;
mod api_order_schedule;
mod api_paging;
mod api_validation;
mod api_web;
mod binary;
mod docs_paths;
mod document_text;
mod documents;
mod feedback_answers;
mod feeds;
mod gate;
mod gigw;
mod health;
mod home_shell;
mod images;
mod logging;
mod mail;
mod messages;
mod mfa;
mod model;
mod openapi_document;
mod prerendered_pages;
mod refusals;
mod refusals_accounts;
mod refusals_content;
mod revisions;
mod security;
mod site_search;
mod unicode_nfc;
mod upgrade;
mod workflow;
