//! oshec: the public website and back office of the Odisha State Higher Education Council.
//!
//! Data flows one way: HTTP edge (`api`, `web`, `app`) → content service (`content`) and
//! sessions (`auth`) → store (`store`). Nothing below imports anything above it.

pub mod api;
pub mod app;
pub mod auth;
pub mod config;
pub mod content;
pub mod control;
pub mod downloads;
pub mod feedback;
pub mod files;
pub mod home;
pub mod memory;
pub mod seed;
pub mod server;
pub mod store;
pub mod web;
