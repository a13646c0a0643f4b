//! Every message the server sends a person, in English and Odia, from one catalogue
//! (docs/messages.md). A failure carries a [`Msg`]: a stable code from the catalogue and its
//! arguments, never a finished sentence; the edge writes it as `message` (English) and
//! `messageOd` (Odia) beside `code`. Numbers in Odia are written with Odia digits (`odia`).

mod catalogue;
pub mod odia;

use std::collections::HashMap;
use std::fmt;
use std::sync::OnceLock;

pub use catalogue::CATALOGUE;

/// One row of the catalogue: a code and its templates. `{name}` in a template is the argument
/// `name`; the Odia template may leave out an argument that only an English reader can use (a
/// field's wire name, a file name).
#[derive(Debug, Clone, Copy, serde::Serialize)]
pub struct Row {
    pub code: &'static str,
    pub en: &'static str,
    pub od: &'static str,
}

/// An argument of a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    /// Written as it is in both languages (an e-mail address, a wire field name).
    Text(String),
    /// A count or size: ASCII digits in English, Odia digits in Odia.
    Number(u64),
    /// A word said differently in each language (a content type's name, a role).
    Pair(String, String),
}

/// What turns into an [`Arg`]: numbers, text and (English, Odia) pairs.
pub trait IntoArg {
    fn into_arg(self) -> Arg;
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl IntoArg for $t {
            fn into_arg(self) -> Arg {
                Arg::Number(u64::try_from(self).unwrap_or(0))
            }
        }
    )*};
}
number_args!(u64, u32, usize, i64, i32);

impl IntoArg for String {
    fn into_arg(self) -> Arg {
        Arg::Text(self)
    }
}
impl IntoArg for &String {
    fn into_arg(self) -> Arg {
        Arg::Text(self.clone())
    }
}
impl IntoArg for &str {
    fn into_arg(self) -> Arg {
        Arg::Text(self.to_string())
    }
}
impl IntoArg for (&str, &str) {
    fn into_arg(self) -> Arg {
        Arg::Pair(self.0.to_string(), self.1.to_string())
    }
}
impl IntoArg for (String, String) {
    fn into_arg(self) -> Arg {
        Arg::Pair(self.0, self.1)
    }
}
impl IntoArg for Arg {
    fn into_arg(self) -> Arg {
        self
    }
}

/// A message: a catalogue code and its arguments. `Display` writes the English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Msg {
    code: &'static str,
    args: Vec<(&'static str, Arg)>,
}

/// `msg!("code")`, `msg!("code", n = 5, name = email)`: a [`Msg`] of the catalogue.
#[macro_export]
macro_rules! msg {
    ($code:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::messages::Msg::new($code)$(.with(stringify!($name), $value))*
    };
}
pub use crate::msg;

fn rows() -> &'static HashMap<&'static str, &'static Row> {
    static ROWS: OnceLock<HashMap<&'static str, &'static Row>> = OnceLock::new();
    ROWS.get_or_init(|| CATALOGUE.iter().map(|r| (r.code, r)).collect())
}

/// The row whose English text is `en` exactly (the entity rows' check messages).
fn row_by_english(en: &str) -> Option<&'static Row> {
    static BY_EN: OnceLock<HashMap<&'static str, &'static Row>> = OnceLock::new();
    BY_EN
        .get_or_init(|| CATALOGUE.iter().map(|r| (r.en, r)).collect())
        .get(en)
        .copied()
}

/// The code of a message no row has: never answered on purpose (a unit test reads every
/// `msg!` of the sources against the catalogue).
const UNKNOWN: &str = "unknown";

impl Msg {
    /// The message of `code`. A code the catalogue lacks is a programming error: it is logged
    /// and answered as the generic server failure.
    pub fn new(code: &'static str) -> Msg {
        if rows().contains_key(code) {
            Msg { code, args: vec![] }
        } else {
            tracing::error!(code, "a message code missing from the catalogue");
            Msg {
                code: "server-error",
                args: vec![],
            }
        }
    }

    /// The message whose English is `en`, as an entity row writes its checks' messages (each
    /// has its row in the catalogue; a unit test reads every entity row).
    pub fn english(en: &str) -> Msg {
        match row_by_english(en) {
            Some(row) => Msg {
                code: row.code,
                args: vec![],
            },
            None => {
                tracing::error!(en, "an entity message missing from the catalogue");
                Msg {
                    code: UNKNOWN,
                    args: vec![("text", Arg::Text(en.to_string()))],
                }
            }
        }
    }

    /// With the argument `name`.
    pub fn with(mut self, name: &'static str, value: impl IntoArg) -> Msg {
        self.args.push((name, value.into_arg()));
        self
    }

    pub fn code(&self) -> &'static str {
        self.code
    }

    /// The argument `name`, when it is text (tests and audit details).
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
    }

    fn template(&self, odia: bool) -> &'static str {
        match rows().get(self.code) {
            Some(row) if odia => row.od,
            Some(row) => row.en,
            None => "{text}",
        }
    }

    fn render(&self, odia: bool) -> String {
        fill(self.template(odia), odia, |name| {
            self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
        })
    }

    /// The English text.
    pub fn en(&self) -> String {
        self.render(false)
    }

    /// The Odia text (Odia digits).
    pub fn od(&self) -> String {
        self.render(true)
    }
}

/// `template` with each `{name}` replaced by its argument in the language.
fn fill<'a>(template: &str, odia: bool, arg: impl Fn(&str) -> Option<&'a Arg>) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else {
            out.push_str(&rest[open..]);
            return out;
        };
        let name = &after[..close];
        if !is_placeholder(name) {
            // Braces that are text: a JSON example in a message.
            out.push('{');
            rest = after;
            continue;
        }
        match arg(name) {
            Some(Arg::Text(t)) => out.push_str(t),
            Some(Arg::Number(n)) if odia => out.push_str(&odia::digits(&n.to_string())),
            Some(Arg::Number(n)) => out.push_str(&n.to_string()),
            Some(Arg::Pair(en, od)) => out.push_str(if odia { od } else { en }),
            None => {}
        }
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    out
}

impl fmt::Display for Msg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.en())
    }
}

/// A content type's name inside a sentence ("this latest news"; Odia as the row writes it).
pub fn kind(entity: &crate::entities::Entity) -> Arg {
    Arg::Pair(entity.title.to_lowercase(), entity.title_od.to_string())
}

/// A content type's name at the start of a sentence ("Latest news item 3…").
pub fn title(entity: &crate::entities::Entity) -> Arg {
    Arg::Pair(entity.title.to_string(), entity.title_od.to_string())
}

/// A placeholder's name: letters only (`{n}`, `{kind}`); other braces are text.
fn is_placeholder(name: &str) -> bool {
    !name.is_empty() && name.chars().all(|c| c.is_ascii_alphabetic())
}

/// The placeholders of a template, in order.
pub fn placeholders(template: &str) -> Vec<&str> {
    let mut names = vec![];
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else { break };
        if is_placeholder(&after[..close]) {
            names.push(&after[..close]);
            rest = &after[close + 1..];
        } else {
            rest = after;
        }
    }
    names
}

/// The catalogue as JSON, for the UI's Odia test (ui/src/generated/messages.json).
pub fn catalogue_json() -> String {
    let rows: Vec<&Row> = CATALOGUE.iter().collect();
    let mut text = serde_json::to_string_pretty(&rows).unwrap_or_default();
    text.push('\n');
    text
}

#[cfg(test)]
mod tests;
