//! Tests that measure or set something of the whole process, so they run in one of their own:
//! the resident memory while large files download (documents), and the global log subscriber
//! (logging). They use the application helpers of `tests/app/common.rs` (docs/testing.md).

#[path = "../app/common.rs"]
mod common;

mod api_documents;
mod api_logging;
