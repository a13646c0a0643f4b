//! The four calls of every content type, and its move call, described from its entity row.

use super::*;

pub(in crate::http::api) fn list_item(entity: &Entity) -> MetaSchemaRef {
    let mut props = vec![(entity.id_field, schema("integer"))];
    for name in entity.field_names() {
        let out = entity.list_name(name);
        props.push((out, schema("string")));
    }
    props.push(("isActive", schema("boolean")));
    if let Some(rule) = &entity.image {
        props.push((
            rule.path_field,
            nullable("string", "URL of the image under /uploads."),
        ));
    }
    props.extend(file_props(entity));
    if let ListExtra::Markdown(pairs) = entity.list_extra {
        for (_, html) in pairs {
            props.push((*html, schema("string")));
        }
    }
    if let ListExtra::Gallery { .. } = entity.list_extra {
        props.push(("id", schema("integer")));
        props.push((
            crate::entities::keys::GALLERY_IMAGES,
            array(object(
                vec![
                    ("titleEn", schema("string")),
                    ("titleOd", schema("string")),
                    ("imagePath", schema("string")),
                ],
                vec!["titleEn", "titleOd", "imagePath"],
            )),
        ));
    }
    object(props, vec![entity.id_field, "isActive"])
}

/// What list items and details of an entity with a file or filters carry beside its fields.
pub(in crate::http::api) fn file_props(entity: &Entity) -> Vec<(&'static str, MetaSchemaRef)> {
    let mut props = Vec::new();
    if let Some(rule) = &entity.file {
        props.push((
            rule.path_field,
            nullable(
                "string",
                "URL of the file under /uploads (byte ranges supported).",
            ),
        ));
        props.push((rule.size_field, schema("integer")));
        props.push((rule.type_field, schema("string")));
    }
    if entity.filters.is_some() {
        props.push(("archived", schema("boolean")));
    }
    props
}

pub(in crate::http::api) fn detail(entity: &Entity) -> MetaSchemaRef {
    let mut props = vec![(entity.id_field, schema("integer"))];
    for name in entity.field_names() {
        props.push((name, schema("string")));
    }
    props.push(("isActive", schema("boolean")));
    if let Some(rule) = &entity.image {
        props.push((
            rule.detail_field,
            nullable("string", "The image, base64 of its JPEG or PNG bytes."),
        ));
        props.push((
            rule.path_field,
            nullable("string", "URL of the image under /uploads."),
        ));
    }
    props.extend(file_props(entity));
    object(props, vec![entity.id_field, "isActive"])
}

/// `page` and `size`, the filters of an entity that has them (documents), and the back
/// office's `q`, `status` and `sort` (docs/admin-lists.md).
pub(in crate::http::api) fn list_params(entity: &Entity) -> Vec<MetaOperationParam> {
    let mut params = page_params();
    let admin_q = "Words that must all occur in the item's fields, each anywhere in one of \
                   them (case-insensitive, Unicode NFC, English or Odia)";
    params.extend(filter_params(entity, admin_q));
    let param = |name: &str, description: String, values: Vec<Value>| MetaOperationParam {
        name: name.into(),
        schema: inline(MetaSchema {
            example: values.first().cloned(),
            enum_items: values,
            ..MetaSchema::new("string")
        }),
        in_type: MetaParamIn::Query,
        description: Some(text(description).into()),
        required: false,
        deprecated: false,
        explode: true,
        style: None,
    };
    const WITH_TOKEN: &str = "With a token only (anonymous callers' lists ignore it). With q, \
                              status or sort the answer is always one page (page 1 of \
                              DEFAULT_SIZE when page and size are left out) in {outcome, \
                              message, data, total}; total counts every match.";
    let with_token = WITH_TOKEN.replace("DEFAULT_SIZE", &DEFAULT_PAGE_SIZE.to_string());
    if entity.filters.is_none() {
        let q = MetaOperationParam {
            schema: inline(MetaSchema {
                example: Some(json!("exam")),
                max_length: Some(200),
                ..MetaSchema::new("string")
            }),
            ..param(
                "q",
                format!(
                    "{admin_q}: {}. An empty q finds every item. {with_token}",
                    entity.field_names().collect::<Vec<_>>().join(", ")
                ),
                vec![],
            )
        };
        params.push(q);
    }
    params.push(param(
        "status",
        format!(
            "Only items that are active, inactive, scheduled (shown from a time still to \
             come), or in this review state (archived: also a published item past its last \
             valid day). {with_token}"
        ),
        STATUS_NAMES.iter().map(|s| json!(s)).collect(),
    ));
    let names = sort_names(entity);
    params.push(param(
        "sort",
        format!(
            "The field to sort by, - before it for descending: {} (isActive: inactive first; \
             -isActive: active first). Items with equal values keep the list's order. An \
             unknown field is a 400 naming it. {with_token}",
            names.join(", ")
        ),
        names
            .iter()
            .flat_map(|n| [json!(n), json!(format!("-{n}"))])
            .collect(),
    ));
    params
}

/// The public filters of an entity that has them (documents); `admin_q` says what `q` does
/// for a signed-in caller.
pub(in crate::http::api) fn filter_params(
    entity: &Entity,
    admin_q: &str,
) -> Vec<MetaOperationParam> {
    let mut params = Vec::new();
    let Some(f) = &entity.filters else {
        return params;
    };
    let param =
        |name: &str, ty: &'static str, description: String, example: Value| MetaOperationParam {
            name: name.into(),
            schema: inline(MetaSchema {
                example: Some(example),
                ..MetaSchema::new(ty)
            }),
            in_type: MetaParamIn::Query,
            description: Some(text(description).into()),
            required: false,
            deprecated: false,
            explode: true,
            style: None,
        };
    let values = crate::content::listing::allowed_values(entity, f.category).unwrap_or(&[]);
    let mut category = param(
        "category",
        "string",
        format!(
            "Only items whose {} is this value; empty: every one.",
            f.category
        ),
        json!(values.first().map_or("", |c| c.value)),
    );
    category.schema = inline(MetaSchema {
        example: Some(json!(values.first().map_or("", |c| c.value))),
        // Empty is no filter: a form's "All" sends it.
        enum_items: std::iter::once("")
            .chain(values.iter().map(|c| c.value))
            .map(|v| json!(v))
            .collect(),
        ..MetaSchema::new("string")
    });
    params.push(category);
    let mut q = param(
        "q",
        "string",
        format!(
            "Anonymous callers: words that must all occur in {} (case-insensitive, Unicode \
             NFC, Odia included). With a token: {admin_q}: {}.",
            f.search.join(" or "),
            entity.field_names().collect::<Vec<_>>().join(", ")
        ),
        json!("sample"),
    );
    if let MetaSchemaRef::Inline(schema) = &mut q.schema {
        schema.max_length = Some(200);
    }
    params.push(q);
    let mut year = param(
        "year",
        "integer",
        format!(
            "Only items whose {} falls in this year (four digits).",
            f.year
        ),
        json!(2025),
    );
    year.schema = inline(MetaSchema {
        example: Some(json!(2025)),
        minimum: Some(1000.0),
        maximum: Some(9999.0),
        ..MetaSchema::new("integer")
    });
    params.push(year);
    params.push(param(
        "archived",
        "boolean",
        format!(
            "true: only items whose {} has passed; false: only current ones.",
            f.expiry
        ),
        json!(false),
    ));
    params
}

pub(in crate::http::api) fn page_params() -> Vec<MetaOperationParam> {
    let param = |name: &str, description: &str, min: f64, max: Option<f64>, example: u64| {
        MetaOperationParam {
            name: name.into(),
            schema: inline(MetaSchema {
                format: Some("int32"),
                minimum: Some(min),
                maximum: max,
                example: Some(json!(example)),
                ..MetaSchema::new("integer")
            }),
            in_type: MetaParamIn::Query,
            description: Some(description.into()),
            required: false,
            deprecated: false,
            explode: true,
            style: None,
        }
    };
    vec![
        param(
            "page",
            "Page number, from 1 (1 when only size is given). With page or size the answer is \
             one page in {outcome, message, data, total}; with neither, the whole list.",
            1.0,
            Some(MAX_PAGE as f64),
            1,
        ),
        param(
            "size",
            text(format!(
                "Items per page, 1 to {MAX_PAGE_SIZE} ({DEFAULT_PAGE_SIZE} when only page is given)."
            )),
            1.0,
            Some(MAX_PAGE_SIZE as f64),
            DEFAULT_PAGE_SIZE as u64,
        ),
    ]
}

pub(in crate::http::api) fn list_operation(entity: &'static Entity) -> Op {
    let items = array(list_item(entity));
    let whole = if entity.list_envelope {
        envelope_of(items.clone())
    } else {
        items.clone()
    };
    let paged = object(
        vec![
            ("outcome", schema("boolean")),
            ("message", schema("string")),
            ("data", items),
            (
                "total",
                inline(MetaSchema {
                    minimum: Some(0.0),
                    description: Some("How many items the caller may see in all."),
                    ..MetaSchema::new("integer")
                }),
            ),
        ],
        vec!["outcome", "message", "data", "total"],
    );
    let shape = if entity.list_envelope {
        "{outcome, message, data}"
    } else {
        "a bare array"
    };
    let mut ok = response(
        200,
        text(format!(
            "Without page and size: the items as {shape}. With page or size: one page in \
             {{outcome, message, data, total}}. Anonymous callers see active items only; an \
             administrator's token sees every item."
        )),
        inline(MetaSchema {
            any_of: vec![whole, paged],
            ..MetaSchema::ANY
        }),
    );
    ok.headers.push(MetaHeader {
        name: "ETag".into(),
        description: Some("On anonymous answers; send it back in If-None-Match.".into()),
        required: false,
        deprecated: false,
        schema: schema("string"),
    });
    Op {
        method: Method::GET,
        tag: entity.title,
        summary: "List items (public: active only)",
        description: None,
        params: list_params(entity),
        request: None,
        ok,
        more: vec![not_modified(
            "Not modified: If-None-Match named the current ETag (anonymous callers).",
        )],
        failures: vec![Failure::BadRequest(
            "page or size is not a whole number in range, q is over 200 characters, or \
                 (with a token) status or sort names no status or field.",
        )],
    }
}

pub(in crate::http::api) fn manage_operation(entity: &'static Entity) -> Op {
    let example = manage_example(entity);
    let mut props = vec![(
        entity.manage_field,
        base64_field(
            format!(
                "Base64 of JSON of the item's fields, e.g. base64 of {}. {} null creates an item, \
                 a number updates that item; isActive is optional. x-base64-of gives the JSON \
                 schema of the decoded value.",
                compact(&example),
                entity.id_field
            ),
            compact(&example).as_bytes(),
        ),
    )];
    let mut description = None;
    if let Some(file) = &entity.file {
        props.push((
            file.file_field,
            inline(MetaSchema {
                format: Some("binary"),
                description: Some(
                    "A PDF (recognised by its signature), at most max_document_mb (default 25 MB). \
                     Required to create; absent on an update keeps the file.",
                ),
                ..MetaSchema::new("string")
            }),
        ));
    }
    if let Some(image) = &entity.image {
        props.push((
            image.file_field,
            inline(MetaSchema {
                format: Some("binary"),
                description: Some(text(format!(
                    "A JPEG or PNG file, at most {} MB. {}; absent on an update keeps the \
                     image.",
                    MAX_IMAGE_BYTES / (1024 * 1024),
                    if image.required.is_some() {
                        "Required to create"
                    } else {
                        "Optional"
                    }
                ))),
                ..MetaSchema::new("string")
            }),
        ));
        description = Some(text(format!(
            "The example creates an inactive item: choose a JPEG or PNG file for {} to try it.",
            image.file_field
        )));
    }
    Op {
        method: Method::POST,
        tag: entity.title,
        summary: "Create (id null) or update an item",
        description,
        params: vec![],
        request: form_request(object(props, vec![entity.manage_field]), false),
        ok: if entity.file.is_some() {
            // A saved PDF without text (a scan) is named in `warning` (docs/health.md).
            let mut answer = response(
                200,
                "Saved; data is the item in detail shape. warning, when present, says the PDF                  has no page with text (a scan).",
                envelope_of(detail(entity)),
            );
            if let Some(MetaSchemaRef::Inline(schema)) =
                answer.content.first_mut().map(|m| &mut m.schema)
            {
                schema.properties.push(("warning", self::schema("string")));
            }
            answer
        } else {
            response(
                200,
                "Saved; data is the item in detail shape.",
                envelope_of(detail(entity)),
            )
        },
        more: vec![],
        failures: manage_failures(entity),
    }
}

pub(in crate::http::api) fn manage_failures(entity: &Entity) -> Vec<Failure> {
    let mut failures = vec![
        Failure::BadRequest("A check failed; the message says which."),
        Failure::NotFound,
        Failure::NotAForm,
    ];
    if entity.checks.iter().any(|c| matches!(c, Check::Unique(..))) {
        failures.push(Failure::Taken);
    }
    failures
}

pub(in crate::http::api) fn get_operation(entity: &'static Entity) -> Op {
    let props = vec![(
        entity.id_field,
        base64_field(
            "Base64 of the id's decimal text, e.g. \"MQ==\" (base64 of \"1\") for item 1. \
             x-base64-of gives the schema of the decoded text."
                .into(),
            b"1",
        ),
    )];
    Op {
        method: Method::POST,
        tag: entity.title,
        summary: "Get one item by id",
        description: None,
        params: vec![],
        request: form_request(object(props, vec![entity.id_field]), true),
        ok: response(
            200,
            "The item in detail shape, the image as base64.",
            envelope_of(detail(entity)),
        ),
        more: vec![],
        failures: vec![
            Failure::BadRequest("The id is missing or not base64 of a whole number."),
            Failure::NotFound,
            Failure::NotAForm,
        ],
    }
}

pub(in crate::http::api) fn toggle_operation(entity: &'static Entity) -> Op {
    let example = compact(&toggle_example());
    let props = vec![(
        entity.toggle_field,
        base64_field(
            format!(
                "Base64 of JSON {{\"helperId\": the item's id, \"status\": the status the client \
                 saw}}, e.g. base64 of {example}. x-base64-of gives the JSON schema of the \
                 decoded value."
            ),
            example.as_bytes(),
        ),
    )];
    Op {
        method: Method::POST,
        tag: entity.title,
        summary: "Activate or deactivate an item",
        description: Some(
            "The example deactivates item 1; send status false to activate it again.",
        ),
        params: vec![],
        request: form_request(object(props, vec![entity.toggle_field]), true),
        ok: response(
            200,
            "Flipped; data is {\"isActive\": the new status}.",
            envelope_of(object(
                vec![("isActive", schema("boolean"))],
                vec!["isActive"],
            )),
        ),
        more: vec![],
        failures: vec![
            Failure::BadRequest("The field is missing or malformed."),
            Failure::NotFound,
            Failure::Conflict,
            Failure::NotAForm,
        ],
    }
}

/// `POST /X/move` (docs/decisions.md §4): moves an item in the administrators' display order.
pub fn move_operation(entity: &'static Entity) -> Op {
    let id = MetaSchemaRef::Inline(Box::new(MetaSchema {
        pattern: Some("^[0-9]{1,15}$".to_string()),
        example: Some(serde_json::json!("1")),
        ..MetaSchema::new("string")
    }));
    let to = MetaSchemaRef::Inline(Box::new(MetaSchema {
        enum_items: vec![
            serde_json::json!("up"),
            serde_json::json!("down"),
            serde_json::json!("top"),
        ],
        example: Some(serde_json::json!("top")),
        ..MetaSchema::new("string")
    }));
    let props = vec![("id", id), ("to", to)];
    Op {
        method: Method::POST,
        tag: entity.title,
        summary: "Move an item in the display order",
        description: Some(
            "Form fields id (the item's id) and to (up, down or top). Up and down pass the \
             nearest item of the same status; new items start at the top.",
        ),
        params: vec![],
        request: form_request(object(props, vec!["id", "to"]), true),
        ok: response(
            200,
            "Moved; data is {\"id\": id}.",
            envelope_of(object(vec![("id", schema("integer"))], vec!["id"])),
        ),
        more: vec![],
        failures: vec![
            Failure::BadRequest("id or to is missing or malformed."),
            Failure::NotFound,
            Failure::NotAForm,
        ],
    }
}
