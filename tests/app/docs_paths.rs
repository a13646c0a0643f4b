//! The documents and comments name only paths a clone holds: every `src/…`, `ui/…`, `docs/…`,
//! `tests/…` and `.ci/…` in README.md, docs/ and the text files of src/, tests/, ui/ and .ci/
//! exists (docs/testing.md, "Paths in documents"). A file moved or renamed fails here until
//! what names it follows.

use std::path::{Path, PathBuf};

/// Where a repository path may start.
const ROOTS: [&str; 5] = ["src/", "ui/", "docs/", "tests/", ".ci/"];

/// What a build or an install writes, so a clone does not hold it until then.
const BUILT: [&str; 4] = ["ui/dist", "ui/dist-shell", "ui/node_modules", ".ci/.venv"];

/// The folders whose files are read (besides README.md and build.rs); `node_modules` and the
/// generated files below them are skipped.
const SCANNED: [&str; 7] = [
    "docs",
    "src",
    "tests",
    "ui/src",
    "ui/e2e",
    "ui/scripts",
    ".ci",
];

fn path_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '/' | '-')
}

/// One path named in a text: the path, and the character after it when that makes it a
/// pattern (`refusals*.rs`, `<slug>`, `{400,700}`, `${weight}`).
#[derive(Debug, PartialEq)]
struct Named<'a> {
    path: &'a str,
    pattern: bool,
    line: usize,
}

/// Every path-like word of `text` that starts at one of `ROOTS`.
fn named_paths(text: &str) -> Vec<Named<'_>> {
    let mut found = Vec::new();
    let mut previous: Option<char> = None;
    let mut skip_to = 0;
    for (i, c) in text.char_indices() {
        let starts = i >= skip_to
            && !previous.is_some_and(path_char)
            && ROOTS.iter().any(|root| text[i..].starts_with(root));
        previous = Some(c);
        if !starts {
            continue;
        }
        let rest = &text[i..];
        let len = rest.find(|c: char| !path_char(c)).unwrap_or(rest.len());
        let next = rest[len..].chars().next();
        let pattern = matches!(next, Some('*' | '<' | '{' | '$'));
        let word = &rest[..len];
        let path = if pattern {
            word
        } else {
            word.trim_end_matches(['.', '-'])
        };
        found.push(Named {
            path,
            pattern,
            line: text[..i].matches('\n').count() + 1,
        });
        skip_to = i + len;
    }
    found
}

/// Whether `named` is in the repository at `base`: as it is, or, as a pattern, a folder with an
/// entry that starts with its last part.
fn holds(base: &Path, named: &Named<'_>) -> bool {
    if named.pattern {
        let (folder, start) = named.path.rsplit_once('/').unwrap_or(("", named.path));
        return std::fs::read_dir(base.join(folder)).is_ok_and(|entries| {
            entries
                .flatten()
                .any(|e| e.file_name().to_string_lossy().starts_with(start))
        });
    }
    base.join(named.path.trim_end_matches('/')).exists()
}

fn built(path: &str) -> bool {
    let path = path.trim_end_matches('/');
    BUILT
        .iter()
        .any(|b| path == *b || path.strip_prefix(b).is_some_and(|r| r.starts_with('/')))
}

fn files_under(dir: &Path, into: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            let name = entry.file_name();
            if name != "node_modules" && name != "generated" && name != ".venv" {
                files_under(&path, into);
            }
        } else {
            into.push(path);
        }
    }
}

#[test]
fn documents_and_comments_name_only_paths_the_repository_holds() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![root.join("README.md"), root.join("build.rs")];
    for dir in SCANNED {
        files_under(&root.join(dir), &mut files);
    }
    assert!(
        files.iter().any(|f| f.ends_with("docs/architecture.md")),
        "docs/architecture.md is read"
    );
    let mut missing = Vec::new();
    let mut checked = 0;
    for file in &files {
        // Images, fonts, PDFs and databases are not text: nothing in them names a path.
        let Ok(text) = std::fs::read_to_string(file) else {
            continue;
        };
        let relative = file.strip_prefix(root).unwrap_or(file);
        // The UI is a package of its own: its files may name paths from ui/ as well.
        let in_ui = relative.starts_with("ui");
        for named in named_paths(&text) {
            checked += 1;
            if built(named.path)
                || holds(root, &named)
                || (in_ui && holds(&root.join("ui"), &named))
            {
                continue;
            }
            missing.push(format!(
                "{}:{}: {}",
                relative.display(),
                named.line,
                named.path
            ));
        }
    }
    assert!(
        checked > 100,
        "only {checked} paths found: is the scan reading the files?"
    );
    assert!(
        missing.is_empty(),
        "paths named that the repository does not hold:\n{}",
        missing.join("\n")
    );
}

#[test]
fn a_path_is_found_where_a_reader_sees_one() {
    let text = "See `src/http/mod.rs`, docs/roles.md. and tests/app/refusals*.rs;\n\
                not /oshec/api/docs nor my-src/x, but (ui/src/shared/paths.ts).";
    // Paths below are written in parts, so that this file does not name them itself.
    let found: Vec<_> = named_paths(text)
        .into_iter()
        .map(|n| (n.path, n.pattern, n.line))
        .collect();
    assert_eq!(
        found,
        [
            ("src/http/mod.rs", false, 1),
            ("docs/roles.md", false, 1),
            (concat!("tests/app/", "refusals"), true, 1),
            ("ui/src/shared/paths.ts", false, 2),
        ]
    );
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    assert!(holds(root, &named(concat!("tests/app/", "refusals"), true)));
    assert!(holds(root, &named("docs/", false)));
    let absent = format!("{}/{}", "docs", "no-such-page.md");
    assert!(!holds(root, &named(absent.as_str(), false)));
    let absent = format!("{}/{}", "tests/app", "no_such_file");
    assert!(!holds(root, &named(absent.as_str(), true)));
    assert!(built("ui/dist/index.html"));
    assert!(!built(&format!("{}/{}", "ui", "distant.ts")));
}

fn named(path: &str, pattern: bool) -> Named<'_> {
    Named {
        path,
        pattern,
        line: 1,
    }
}
