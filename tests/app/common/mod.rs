//! The real application over HTTP: a fresh redb file per test, served by poem on 127.0.0.1:0,
//! with typed helpers for the calls of docs/decisions.md §6, one file a job: the wire contracts
//! (`wires`), files and values to send (`fixtures`), the app spawned (`spawn`), accounts and
//! sign-in (`accounts`), requests and answers (`requests`) and refusals (`refusals`).
//!
//! The wire names in `wires` are written out from docs/decisions.md §6 on purpose, not
//! read from the server's entity rows, so a wrong row fails a test instead of passing it.
// Each test file uses its own subset of these helpers.
#![allow(dead_code)]

use std::sync::Arc;

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use oshec::auth::Auth;
use oshec::config::Settings;
use oshec::content::Content;
use oshec::store::Store;
use poem::listener::TcpAcceptor;
use reqwest::multipart::{Form, Part};
use reqwest::{Response, StatusCode};
use serde_json::{Value, json};

pub const ADMIN: &str = "admin@oshec.example.org";
pub const PASSWORD: &str = "correct horse battery";

mod accounts;
mod fixtures;
mod refusals;
mod requests;
mod spawn;
mod wires;

pub use accounts::*;
pub use fixtures::*;
pub use refusals::*;
pub use requests::*;
pub use spawn::*;
pub use wires::*;
