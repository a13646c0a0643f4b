//! oshec: the public website and back office of the Odisha State Higher Education Council.
//!
//! Data flows one way, top to bottom (docs/architecture.md, "What each room may import"): the
//! program and its edges (`server`; the HTTP edge `http`, with `http::api`, and the `sitemap`
//! and the `feeds` it serves from the public lists; `control`, `metrics`, `ui_export`) →
//! services (`health`, which reads `content` and `seed`; `feedback`; `seed`; `content`, which
//! keeps `search` current, stores photos through `files` and queues notices with `mail`;
//! `auth`, which queues notices with `mail` too; `backup`) → the audit trail (`audit`) → store
//! (`store`). At the bottom, read by all: the entity table (`entities`: each content kind, its
//! fields and public side, as data), the messages (`messages`), `config`, `clock`, `netaddr`
//! and `memory`. Nothing below imports anything above it.

pub mod audit;
pub mod auth;
pub mod backup;
pub mod clock;
pub mod config;
pub mod content;
pub mod control;
pub mod entities;
pub mod feedback;
pub mod feeds;
pub mod files;
pub mod health;
pub mod http;
pub mod mail;
pub mod memory;
pub mod messages;
pub mod metrics;
pub mod netaddr;
pub mod search;
pub mod seed;
pub mod server;
pub mod sitemap;
pub mod store;
pub mod ui_export;
