//! THE catalogue: every message the server sends a person, by code, in English and Odia
//! (docs/messages.md). The English of docs/decisions.md §5 and §6 is kept to the letter. The
//! Odia takes its terms from `ui/src/i18n/glossary.ts`; `{n}` and other numbers are written in
//! Odia digits by the renderer. A unit test reads every `msg!` of the sources and every entity
//! row's message against this table; `ui/src/generated/messages.json` carries it to the UI's
//! Odia test.

use super::Row;
use crate::entities::keys::key;

const fn row(code: &'static str, en: &'static str, od: &'static str) -> Row {
    Row { code, en, od }
}

mod accounts;
mod content;
mod feedback;
mod rows;
mod server;

/// The areas' messages, in the order the catalogue lists them.
const PARTS: &[&[Row]] = &[
    server::SERVER,
    accounts::ACCOUNTS,
    accounts::FACTOR,
    server::EDGE,
    content::CONTENT,
    content::FILES,
    rows::ENTITY_ROWS,
    feedback::FEEDBACK,
    server::BACKUPS,
];

/// How many messages the areas hold together.
const LEN: usize = {
    let mut n = 0;
    let mut i = 0;
    while i < PARTS.len() {
        n += PARTS[i].len();
        i += 1;
    }
    n
};

/// The areas' messages as one table, joined when the server is compiled.
const ALL: [Row; LEN] = {
    let mut out = [row("", "", ""); LEN];
    let mut k = 0;
    let mut i = 0;
    while i < PARTS.len() {
        let mut j = 0;
        while j < PARTS[i].len() {
            out[k] = PARTS[i][j];
            k += 1;
            j += 1;
        }
        i += 1;
    }
    out
};

pub static CATALOGUE: &[Row] = &ALL;
