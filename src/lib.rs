//! oshec: the public website and back office of the Odisha State Higher Education Council.
//!
//! Data flows one way: the HTTP edge (`http`, its one room, with `http::api`, and the `sitemap`
//! and the `feeds` it serves from the public lists; `control`, `metrics`) → services (`health`, which reads `content`;
//! `content`, which queues notices with `mail`, which reads `auth`; `feedback`, which queues
//! replies with `mail`; `backup`) → the audit trail (`audit`) → store (`store`). The entity table
//! (`entities`: each content kind, its fields and public side, as data) is at the bottom, read by
//! all. Nothing below imports anything above it.

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
