//! The OpenAPI document against the running app: every example request works for an
//! administrator, every base64 field says what it decodes to, the statuses the calls answer
//! are listed; 405 names the allowed methods; 413 names the limit of the call refused.
//! (CI's Schemathesis run, .ci/schemathesis, fuzzes the same document much further.)
use crate::common;

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use common::{ADMIN, PASSWORD, expect_failure, header, json_of, png, spawn_app};
use reqwest::StatusCode;
use reqwest::multipart::{Form, Part};
use serde_json::{Value, json};

async fn document(app: &common::TestApp) -> Value {
    let resp = app
        .client
        .get(app.api("/openapi.json"))
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::OK);
    json_of(resp).await
}

fn statuses(op: &Value) -> Vec<u16> {
    op["responses"]
        .as_object()
        .expect("responses")
        .keys()
        .map(|k| k.parse().expect("numeric status"))
        .collect()
}

/// The form an operation's examples make: each field's example, a PNG for a file field.
fn example_form(schema: &Value) -> Form {
    let mut form = Form::new();
    for (name, prop) in schema["properties"].as_object().expect("properties") {
        if prop["format"] == "binary" {
            // The field says which kind of file it takes: a PDF (documents) or an image.
            let pdf = prop["description"]
                .as_str()
                .is_some_and(|d| d.contains("PDF"));
            let part = if pdf {
                Part::bytes(common::pdf("example"))
                    .file_name("example.pdf")
                    .mime_str("application/pdf")
            } else {
                Part::bytes(png(7))
                    .file_name("example.png")
                    .mime_str("image/png")
            }
            .expect("mime");
            form = form.part(name.clone(), part);
        } else {
            let example = prop["example"]
                .as_str()
                .unwrap_or_else(|| panic!("{name} has an example: {prop}"));
            form = form.text(name.clone(), example.to_string());
        }
    }
    form
}

/// A base64 field's example decodes to the example of what `x-base64-of` says it holds.
fn check_base64_field(what: &str, field: &Value) {
    assert_eq!(field["format"], "byte", "{what}");
    let description = field["description"].as_str().unwrap_or("");
    assert!(
        description.starts_with("Base64 of"),
        "{what} says what it decodes to: {description}"
    );
    let of = &field["x-base64-of"];
    let bytes = STANDARD
        .decode(field["example"].as_str().expect("example"))
        .unwrap_or_else(|e| panic!("{what}: example is not base64: {e}"));
    let decoded = match of["contentType"].as_str() {
        Some("application/json") => serde_json::from_slice::<Value>(&bytes).expect("JSON"),
        Some("text/plain") => Value::String(String::from_utf8(bytes).expect("text")),
        other => panic!("{what}: x-base64-of contentType {other:?}"),
    };
    assert_eq!(decoded, of["schema"]["example"], "{what}");
}

#[tokio::test]
async fn every_example_request_works_for_an_administrator() {
    let app = spawn_app().await;
    let content = app.content.clone();
    tokio::task::spawn_blocking(move || oshec::seed::seed(&content).expect("starter content"))
        .await
        .expect("seed");
    let token = app.admin_token().await;
    let doc = document(&app).await;
    let mut tried = 0;
    for (path, item) in doc["paths"].as_object().expect("paths") {
        // The display-order move calls take plain form fields (id, to), not base64 examples;
        // tests/app/api_order_schedule.rs sends them. The back office's audit and account
        // calls are private (never cached, so no 304) and one of them ends the very session
        // this test uses: tests/app/binary/ops/ covers them. The feedback calls take plain
        // JSON: their requests and answers are tested in tests/app/gigw.rs, the workflow's JSON
        // calls in tests/app/workflow/, the site health calls (private, JSON) in
        // tests/app/health/, the backups calls (private, a backup folder of their own) in
        // tests/app/binary/ops/.
        if path.ends_with("/move")
            || path.starts_with("/audit/")
            || path.starts_with("/account/")
            || path.starts_with("/feedback/")
            || path.starts_with("/workflow/")
            || path.starts_with("/health/")
            || path.starts_with("/backups/")
        {
            continue;
        }
        for (method, op) in item.as_object().expect("operations") {
            let what = format!("{method} {path}");
            let codes = statuses(op);
            let url = app.api(path);
            let resp = if method == "get" {
                assert!(codes.contains(&304), "{what}: {codes:?}");
                let query: Vec<String> = op["parameters"]
                    .as_array()
                    .map(|ps| {
                        ps.iter()
                            .map(|p| {
                                let name = p["name"].as_str().unwrap_or("");
                                let example = &p["schema"]["example"];
                                // Text examples go in as they are, without JSON quotes.
                                let value = example
                                    .as_str()
                                    .map_or_else(|| example.to_string(), str::to_string);
                                format!("{name}={value}")
                            })
                            .collect()
                    })
                    .unwrap_or_default();
                app.client
                    .get(format!("{url}?{}", query.join("&")))
                    .bearer_auth(&token)
                    .send()
                    .await
            } else if path == "/logout" {
                // Signing out revokes the token it is sent with: use one of its own.
                let other = app.login(ADMIN, PASSWORD).await;
                let other = json_of(other).await["data"]
                    .as_str()
                    .expect("token")
                    .to_string();
                app.client.post(&url).bearer_auth(other).send().await
            } else if let Some(form) =
                op["requestBody"]["content"]["multipart/form-data"].get("schema")
            {
                assert!(codes.contains(&413), "{what}: {codes:?}");
                assert!(codes.contains(&415), "{what}: {codes:?}");
                for (name, prop) in form["properties"].as_object().expect("properties") {
                    if prop["format"] != "binary" {
                        check_base64_field(&format!("{what} {name}"), prop);
                    }
                }
                app.client
                    .post(&url)
                    .bearer_auth(&token)
                    .multipart(example_form(form))
                    .send()
                    .await
            } else {
                let body = &op["requestBody"]["content"]["text/plain"]["schema"];
                check_base64_field(&what, body);
                assert!(codes.contains(&429), "{what}: {codes:?}");
                app.client
                    .post(&url)
                    .header("Content-Type", "text/plain")
                    .body(body["example"].as_str().expect("example").to_string())
                    .send()
                    .await
            }
            .expect("request");
            assert_eq!(resp.status(), StatusCode::OK, "{what}");
            // Search and the last-updated times take no token at all, so they never answer 401.
            let tokenless = ["/search/allowAll/query", "/lastUpdated/allowAll/list"];
            assert!(
                codes.contains(&200) && codes.contains(&401)
                    || path.ends_with("authenticate")
                    || tokenless.contains(&path.as_str()) && codes.contains(&200)
            );
            let body = json_of(resp).await;
            if path.ends_with("/authenticate") {
                // The example's password is a placeholder: a well-formed, refused sign-in.
                assert_eq!(body["outcome"], json!(false), "{what}: {body}");
            } else if method == "post" {
                assert_eq!(body["outcome"], json!(true), "{what}: {body}");
            }
            tried += 1;
        }
    }
    // Each content type's list, get, toggle and manage calls (its move call is skipped above),
    // and the four others: a content type added as a row is tried with no edit here.
    assert_eq!(tried, 4 * oshec::content::entities::ENTITIES.len() + 4);
}

#[tokio::test]
async fn a_405_names_the_methods_the_path_allows() {
    let app = spawn_app().await;
    for (method, path, allow) in [
        ("GET", "/oshec/api/banner/manage", "POST"),
        ("PUT", "/oshec/api/allowAll/authenticate", "POST"),
        ("DELETE", "/oshec/api/banner/allowAll/list", "GET, HEAD"),
        ("POST", "/oshec/api/council/allowAll/list", "GET, HEAD"),
    ] {
        let resp = app
            .client
            .request(method.parse().expect("method"), app.url(path))
            .send()
            .await
            .expect("request");
        assert_eq!(header(resp.headers(), "allow"), allow, "{method} {path}");
        expect_failure(resp, StatusCode::METHOD_NOT_ALLOWED).await;
    }
    // Outside the API too.
    for path in ["/", "/about/introduction", "/uploads/banner/1-abc.png"] {
        let resp = app
            .client
            .delete(app.url(path))
            .send()
            .await
            .expect("request");
        assert_eq!(resp.status(), StatusCode::METHOD_NOT_ALLOWED, "{path}");
        assert_eq!(header(resp.headers(), "allow"), "GET, HEAD", "{path}");
    }
}

#[tokio::test]
async fn a_413_names_the_limit_of_the_call_refused() {
    let app = spawn_app().await;
    let resp = app
        .client
        .post(app.api("/allowAll/authenticate"))
        .header("Content-Type", "text/plain")
        .body("A".repeat(100 * 1024))
        .send()
        .await
        .expect("request");
    let msg = expect_failure(resp, StatusCode::PAYLOAD_TOO_LARGE).await;
    assert_eq!(
        msg,
        "The request is too large: this call accepts at most 64 KiB."
    );
    let token = app.admin_token().await;
    let big = vec![b'A'; 8 * 1024 * 1024];
    let resp = app
        .client
        .post(app.api("/banner/manage"))
        .bearer_auth(&token)
        .multipart(Form::new().part("bannerImg", Part::bytes(big).file_name("x.png")))
        .send()
        .await
        .expect("request");
    let msg = expect_failure(resp, StatusCode::PAYLOAD_TOO_LARGE).await;
    assert!(msg.contains("at most 7 MiB"), "{msg}");
    assert!(
        msg.contains("5 MB"),
        "an upload names the image limit: {msg}"
    );
}

/// Every schema map under `node` (skipping example values), with where it is.
fn schemas_within<'a>(at: &str, node: &'a Value, found: &mut Vec<(String, &'a Value)>) {
    match node {
        Value::Object(map) => {
            found.push((at.to_string(), node));
            for (key, child) in map {
                if key == "example" || key == "examples" || key == "enum" || key == "default" {
                    continue;
                }
                schemas_within(&format!("{at}/{key}"), child, found);
            }
        }
        Value::Array(items) => {
            for (i, child) in items.iter().enumerate() {
                schemas_within(&format!("{at}/{i}"), child, found);
            }
        }
        _ => {}
    }
}

/// An object schema that says nothing of its fields: no properties, no additionalProperties
/// schema.
fn is_bare_object(schema: &Value) -> bool {
    schema["type"] == "object"
        && schema["properties"]
            .as_object()
            .is_none_or(|p| p.is_empty())
        && !schema["additionalProperties"].is_object()
}

/// The schema a `$ref` names, or the schema itself.
fn resolved<'a>(doc: &'a Value, schema: &'a Value) -> &'a Value {
    match schema["$ref"].as_str() {
        Some(r) => {
            let name = r.rsplit('/').next().unwrap_or(r);
            &doc["components"]["schemas"][name]
        }
        None => schema,
    }
}

#[tokio::test]
async fn the_document_names_every_field_gives_every_json_body_an_example_and_lists_413() {
    let app = spawn_app().await;
    let doc = document(&app).await;
    let mut offenders = Vec::new();
    let mut nodes = Vec::new();
    for (name, schema) in doc["components"]["schemas"]
        .as_object()
        .expect("components")
    {
        schemas_within(&format!("components {name}"), schema, &mut nodes);
    }
    for (path, item) in doc["paths"].as_object().expect("paths") {
        for (method, op) in item.as_object().expect("operations") {
            let what = format!("{method} {path}");
            if let Some(content) = op["requestBody"]["content"].as_object() {
                for (media, body) in content {
                    schemas_within(
                        &format!("{what} request {media}"),
                        &body["schema"],
                        &mut nodes,
                    );
                }
                if let Some(body) = content.get("application/json") {
                    let schema = resolved(&doc, &body["schema"]);
                    if body.get("example").is_none() && schema.get("example").is_none() {
                        offenders.push(format!("{what}: a JSON body with no example"));
                    }
                }
            }
            if let Some(responses) = op["responses"].as_object() {
                for (status, answer) in responses {
                    for (media, body) in answer["content"].as_object().into_iter().flatten() {
                        schemas_within(
                            &format!("{what} {status} {media}"),
                            &body["schema"],
                            &mut nodes,
                        );
                    }
                }
            }
            let takes_body = op.get("requestBody").is_some() || method == "post" || method == "put";
            if takes_body && !statuses(op).contains(&413) {
                offenders.push(format!("{what}: takes a body but does not list 413"));
            }
        }
    }
    for (at, schema) in nodes {
        if is_bare_object(schema) {
            offenders.push(format!("{at}: an object with no properties"));
        }
    }
    assert!(
        offenders.is_empty(),
        "{} offenders:\n{}",
        offenders.len(),
        offenders.join("\n")
    );
}
