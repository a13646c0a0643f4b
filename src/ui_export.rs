//! The entity table and the public routes as the UI reads them. `ui/src/generated/entities.ts`
//! is this module's output, checked in; the unit test below fails when it differs from what the
//! tables say now, and `oshec write-ui-files` writes it afresh (docs/architecture.md, "Each
//! content type said once").
//!
//! What the UI takes from here: the calls and their field names, the stored fields, each check
//! with its message, the image and file rules with theirs, the list filters and the order, each
//! list's id field, which content types each public page shows (its "last updated" date) and
//! which ones site search finds. What stays written by
//! hand in the UI: labels, the form's layout, the table's columns, the toasts' wording and each
//! public page's layout (docs/architecture.md).

use serde_json::{Map, Value, json};

use crate::content::DEFAULT_MAX_DOCUMENT_MB;
use crate::content::entities::{
    Check, ENTITIES, Entity, Field, FieldKind, FileKind, Label, ListExtra, Names, Order, Years,
};
use crate::sitemap::ROUTES;

/// Where the generated file lives, from the repository's root.
pub const UI_ENTITIES_FILE: &str = "ui/src/generated/entities.ts";
pub const UI_ROUTES_FILE: &str = "ui/src/generated/routes.ts";

fn label(l: &Label) -> Value {
    json!({"en": l.en, "od": l.od})
}

/// A field of the form: its names, kind (with what the kind carries), label, hint and column.
fn field(f: &Field) -> Value {
    let names = match f.names {
        Names::One(name) => json!([name]),
        Names::Bilingual(en, od) => json!([en, od]),
    };
    let kind = match &f.kind {
        FieldKind::Text => json!({"kind": "text"}),
        FieldKind::LongText => json!({"kind": "longText"}),
        FieldKind::Markdown => json!({"kind": "markdown"}),
        FieldKind::Date(Years::Since(year)) => json!({"kind": "date", "since": year}),
        FieldKind::Date(Years::Ahead) => json!({"kind": "date", "since": null}),
        FieldKind::Link => json!({"kind": "link"}),
        FieldKind::WebAddress => json!({"kind": "webAddress"}),
        FieldKind::Video => json!({"kind": "video"}),
        FieldKind::Email => json!({"kind": "email"}),
        FieldKind::Phone => json!({"kind": "phone"}),
        FieldKind::Slug => json!({"kind": "slug"}),
        FieldKind::Select { choices, prompt } => json!({
            "kind": "select",
            "prompt": label(prompt),
            "choices": choices
                .iter()
                .map(|c| json!({"value": c.value, "label": label(&c.label)}))
                .collect::<Vec<_>>(),
        }),
    };
    json!({
        "names": names,
        "type": kind,
        "label": label(&f.label),
        "hint": f.hint.as_ref().map(label),
        "listed": f.listed,
    })
}

fn check(c: &Check) -> Value {
    let one = |kind: &str, field: &str, message: &str| json!({"kind": kind, "field": field, "message": message});
    match c {
        Check::Required(fields, m) => json!({"kind": "required", "fields": fields, "message": m}),
        Check::Email(f, m) => one("email", f, m),
        Check::Mobile(f, m) => one("mobile", f, m),
        Check::Date(f, m) => one("date", f, m),
        Check::YouTube(f, m) => one("youtube", f, m),
        Check::Link(f, m) => one("link", f, m),
        Check::OptionalLink(f, m) => one("optionalLink", f, m),
        Check::DateOrEmpty(f, m) => one("dateOrEmpty", f, m),
        Check::OneOf(f, values, m) => {
            let values: Vec<&str> = values.iter().map(|c| c.value).collect();
            json!({"kind": "oneOf", "field": f, "values": values, "message": m})
        }
        Check::Slug(f, m) => one("slug", f, m),
        Check::Unique(f, m) => one("unique", f, m),
        Check::OptionalWebAddress(fields, m) => {
            json!({"kind": "optionalWebAddress", "fields": fields, "message": m})
        }
        Check::OptionalPhone(f, m) => one("optionalPhone", f, m),
    }
}

fn entity(e: &Entity) -> Value {
    let image = e.image.as_ref().map(|i| {
        json!({
            "label": label(&i.label),
            "fileField": i.file_field,
            "detailField": i.detail_field,
            "pathField": i.path_field,
            "required": i.required,
            "wrongType": i.wrong_type,
            "tooLarge": i.too_large,
        })
    });
    let file = e.file.as_ref().map(|f| {
        json!({
            "kind": match f.kind { FileKind::Pdf => "pdf" },
            "label": label(&f.label),
            "hint": label(&f.hint),
            "mime": f.kind.mime(),
            "extension": f.kind.extension(),
            "fileField": f.file_field,
            "pathField": f.path_field,
            "sizeField": f.size_field,
            "required": f.required,
            "wrongType": f.wrong_type,
            "tooLarge": f.too_large,
        })
    });
    let filters = e.filters.as_ref().map(
        |f| json!({"category": f.category, "search": f.search, "year": f.year, "expiry": f.expiry}),
    );
    let order = match e.order {
        Order::IdAscending => json!({"by": "id"}),
        Order::Display => json!({"by": "display"}),
        Order::DateDescending(field) => json!({"by": "date", "field": field}),
    };
    json!({
        "key": e.key,
        "title": e.title,
        "titleOd": e.title_od,
        "listPath": e.list_path,
        "managePath": e.manage_path,
        "getPath": e.get_path,
        "togglePath": e.toggle_path,
        "idField": e.id_field,
        "manageField": e.manage_field,
        "toggleField": e.toggle_field,
        "fields": e.field_names().collect::<Vec<_>>(),
        "form": e.fields.iter().map(field).collect::<Vec<_>>(),
        "listRenames": e.list_renames.iter().map(|(from, to)| json!([from, to])).collect::<Vec<_>>(),
        "checks": e.checks.iter().map(check).collect::<Vec<_>>(),
        "image": image,
        "file": file,
        "filters": filters,
        "feed": e.public.feed.as_ref().map(|f| json!({
            "path": f.path,
            "title": label(&f.title),
            "description": label(&f.description),
        })),
        "listEnvelope": e.list_envelope,
        "order": order,
    })
}

const HEADER: &str = "// GENERATED from src/entities/mod.rs and src/sitemap.rs by src/ui_export.rs. Do not edit:\n\
     // change the entity table or src/sitemap.rs and run\n\
     // `cargo run --release -- write-ui-files` (docs/architecture.md). CI fails when this file\n\
     // is stale.\n";

/// The text of `ui/src/generated/entities.ts` (the back office's) for this table.
pub fn ui_entities_ts(entities: &[Entity]) -> String {
    let mut by_key = Map::new();
    for e in entities {
        by_key.insert(e.key.to_string(), entity(e));
    }
    let body = serde_json::to_string_pretty(&Value::Object(by_key)).unwrap_or_default();
    format!(
        "{HEADER}\
         export const SERVER_ENTITIES = {body} as const;\n\n\
         export type ServerEntityKey = keyof typeof SERVER_ENTITIES;\n\n\
         /** The server's default `max_document_mb`: the largest document, in MB, unless the settings say otherwise. */\n\
         export const DEFAULT_MAX_DOCUMENT_MB = {DEFAULT_MAX_DOCUMENT_MB};\n"
    )
}

/// The text of `ui/src/generated/routes.ts` (the public site's): the list paths, the id fields,
/// which content types each public page shows and which ones site search finds. A file of its
/// own, so the public bundle does not carry every check and message of the back office.
/// The TypeScript type of an entity's public list item, as `content::answers` writes it.
fn list_item_type(e: &Entity) -> String {
    let mut props: Vec<String> = vec![
        format!("{}: number", e.id_field),
        "isActive: boolean".into(),
    ];
    for name in e.field_names() {
        let out = e.list_name(name);
        props.push(format!("{out}: string"));
    }
    if let Some(image) = &e.image {
        props.push(format!("{}?: string | null", image.path_field));
    }
    match &e.list_extra {
        ListExtra::None => {}
        ListExtra::Markdown(pairs) => {
            props.extend(pairs.iter().map(|(_, html)| format!("{html}?: string")));
        }
        ListExtra::Gallery { .. } => {
            props.push("id?: number".into());
            props.push(format!(
                "{}?: {{ titleEn: string; titleOd: string; imagePath: string }}[]",
                crate::entities::keys::GALLERY_IMAGES
            ));
        }
    }
    if let Some(file) = &e.file {
        props.push(format!("{}: string | null", file.path_field));
        props.push(format!("{}: number | null", file.size_field));
        props.push(format!("{}: string", file.type_field));
    }
    if e.filters.is_some() {
        props.push("archived: boolean".into());
    }
    format!("  {}: {{ {} }};\n", e.key, props.join("; "))
}

pub fn ui_routes_ts(entities: &[Entity]) -> String {
    let mut paths = Map::new();
    let mut ids = Map::new();
    for e in entities {
        paths.insert(e.key.to_string(), Value::String(e.list_path.to_string()));
        ids.insert(e.key.to_string(), Value::String(e.id_field.to_string()));
    }
    let list_paths = serde_json::to_string_pretty(&Value::Object(paths)).unwrap_or_default();
    let id_fields = serde_json::to_string_pretty(&Value::Object(ids)).unwrap_or_default();
    // The public pages and what each shows, as the sitemap dates them.
    let routes: Vec<Value> = ROUTES.iter().map(|r| json!([r.path, r.entities])).collect();
    let routes = serde_json::to_string_pretty(&routes).unwrap_or_default();
    let prefixes: Vec<Value> = entities
        .iter()
        .filter_map(|e| Some((e.key, e.public.page.as_ref()?)))
        .filter(|(_, page)| !page.prefix.is_empty())
        .map(|(key, page)| json!([page.prefix, [key]]))
        .collect();
    let prefixes = serde_json::to_string(&prefixes).unwrap_or_default();
    // What site search finds: the entities with a search row.
    let searched: Vec<&str> = entities
        .iter()
        .filter(|e| e.public.search.is_some())
        .map(|e| e.key)
        .collect();
    let searched = serde_json::to_string(&searched).unwrap_or_default();
    let items: String = entities.iter().map(list_item_type).collect();
    format!(
        "{HEADER}\
         /** Each content type's public list path. */\n\
         export const LIST_PATHS = {list_paths} as const;\n\n\
         /** The field holding each content type's id in its list items. */\n\
         export const ID_FIELDS = {id_fields} as const;\n\n\
         /** Each public page and the content types it shows (src/sitemap.rs). */\n\
         export const PAGE_ENTITIES: readonly (readonly [string, readonly string[]])[] = {routes};\n\n\
         /** Pages under a prefix, one record each (policy pages at /page/<slug>). */\n\
         export const PREFIX_ENTITIES: readonly (readonly [string, readonly string[]])[] = {prefixes};\n\n\
         /** The content types site search finds (their entity rows' search side). */\n\
         export const SEARCH_ENTITIES: readonly string[] = {searched};\n\n\
         /** Each content type's public list item, as the server answers it (its entity row). */\n\
         export interface ListItems {{\n{items}}}\n"
    )
}

/// The server's message catalogue as the UI's Odia test reads it.
pub const UI_MESSAGES_FILE: &str = "ui/src/generated/messages.json";

/// The generated files, (path from the repository's root, text), for the tables the binary
/// was built with.
pub fn current_ui_files() -> [(&'static str, String); 3] {
    [
        (UI_ENTITIES_FILE, ui_entities_ts(&ENTITIES)),
        (UI_ROUTES_FILE, ui_routes_ts(&ENTITIES)),
        (UI_MESSAGES_FILE, crate::messages::catalogue_json()),
    ]
}

/// `oshec write-ui-files`: writes the generated files under the repository at `root`, and
/// answers the paths written.
pub fn write_ui_files(root: &std::path::Path) -> std::io::Result<Vec<&'static str>> {
    let mut written = Vec::new();
    for (file, text) in current_ui_files() {
        std::fs::write(root.join(file), text)?;
        written.push(file);
    }
    Ok(written)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// CI fails here when someone changes the entity table and not the UI's copy.
    #[test]
    fn the_checked_in_ui_entity_file_is_current() {
        for (file, want) in current_ui_files() {
            let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
            let have = std::fs::read_to_string(&path).unwrap_or_default();
            assert!(
                have == want,
                "{file} is stale: run `cargo run --release -- write-ui-files` and commit it"
            );
        }
    }

    #[test]
    fn every_entity_and_check_is_in_the_file() {
        let text = ui_entities_ts(&ENTITIES);
        for e in ENTITIES.iter() {
            assert!(
                text.contains(&format!("\"{}\": {{", e.key)),
                "{} missing",
                e.key
            );
            assert!(text.contains(e.list_path));
        }
        assert!(text.contains("\"kind\": \"oneOf\""));
    }
}
