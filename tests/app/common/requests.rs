//! Requests and answers: API calls with a token, pages, headers, JSON bodies, the failure
//! envelope, and the calls of a wire contract (list, manage, detail, toggle).

use super::*;

/// A response header as text; empty when it is absent or not text.
pub fn header<'a>(h: &'a reqwest::header::HeaderMap, name: &str) -> &'a str {
    h.get(name).and_then(|v| v.to_str().ok()).unwrap_or("")
}

/// The decoded JSON body (panics with the text when it is not JSON).
pub async fn json_of(resp: Response) -> Value {
    let text = resp.text().await.expect("body");
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"))
}

/// Asserts the failure envelope with `status` and returns its message.
pub async fn expect_failure(resp: Response, status: StatusCode) -> String {
    assert_eq!(resp.status(), status, "status for {}", resp.url());
    let ct = resp
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string();
    assert!(ct.starts_with("application/json"), "content type {ct}");
    let body = json_of(resp).await;
    assert_eq!(body["outcome"], json!(false), "{body}");
    body["message"]
        .as_str()
        .unwrap_or_else(|| panic!("message in {body}"))
        .to_string()
}

/// `GET` of an API call (`path` under `/oshec/api`) with `token`.
pub async fn get(app: &TestApp, path: &str, token: &str) -> Response {
    app.client
        .get(app.api(path))
        .bearer_auth(token)
        .send()
        .await
        .expect("request")
}

/// `POST` of `body` as JSON to an API call (`path` under `/oshec/api`) with `token`.
pub async fn post_json(app: &TestApp, path: &str, body: &Value, token: &str) -> Response {
    app.client
        .post(app.api(path))
        .bearer_auth(token)
        .json(body)
        .send()
        .await
        .expect("request")
}

/// An anonymous `GET` of a page of the site (`path` from the root): status, headers and text.
pub async fn get_page(
    app: &TestApp,
    path: &str,
) -> (StatusCode, reqwest::header::HeaderMap, String) {
    let resp = app.client.get(app.url(path)).send().await.expect("request");
    let status = resp.status();
    let headers = resp.headers().clone();
    (status, headers, resp.text().await.expect("body"))
}

impl TestApp {
    pub async fn list(&self, w: &Wire, token: Option<&str>) -> Response {
        let mut req = self.client.get(self.api(w.list));
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        req.send().await.expect("request")
    }

    /// The items of a list answer, whichever shape it has.
    pub async fn list_items(&self, w: &Wire, token: Option<&str>) -> Vec<Value> {
        let resp = self.list(w, token).await;
        assert_eq!(resp.status(), StatusCode::OK);
        let body = json_of(resp).await;
        let items = if w.enveloped {
            assert_eq!(body["outcome"], json!(true), "{body}");
            body["data"].clone()
        } else {
            body
        };
        items.as_array().expect("array").clone()
    }

    pub async fn manage(
        &self,
        w: &Wire,
        fields: &Value,
        file: Option<Vec<u8>>,
        token: Option<&str>,
    ) -> Response {
        let mut form = Form::new().text(w.manage_field, b64(fields.to_string()));
        if let (Some(field), Some(bytes)) = (w.file_field, file) {
            form = form.part(field, Part::bytes(bytes).file_name("upload.bin"));
        }
        self.post_form(w.manage, form, token).await
    }

    pub async fn post_form(&self, path: &str, form: Form, token: Option<&str>) -> Response {
        let mut req = self.client.post(self.api(path)).multipart(form);
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        req.send().await.expect("request")
    }

    /// Creates one valid record; returns the saved detail.
    pub async fn create(&self, w: &Wire, tag: &str, token: &str) -> Value {
        let mut fields = sample(w, tag);
        fields[w.id_field] = Value::Null;
        fields["isActive"] = json!(true);
        let file = w.file_field.map(|_| png(tag.len() as u8));
        let resp = self.manage(w, &fields, file, Some(token)).await;
        assert_eq!(resp.status(), StatusCode::OK, "create {}", w.key);
        let body = json_of(resp).await;
        assert_eq!(body["outcome"], json!(true), "{body}");
        body["data"].clone()
    }

    /// The status of an anonymous GET of `path` on the site (no token, no grant).
    pub async fn anonymous_status(&self, path: &str) -> StatusCode {
        self.client
            .get(self.url(path))
            .send()
            .await
            .expect("request")
            .status()
    }

    pub async fn get_by_id(&self, w: &Wire, id: u64, token: Option<&str>) -> Response {
        let form = Form::new().text(w.id_field, b64(id.to_string()));
        self.post_form(w.get, form, token).await
    }

    pub async fn toggle(&self, w: &Wire, id: u64, status: bool, token: Option<&str>) -> Response {
        let payload = json!({"helperId": id, "status": status});
        let form = Form::new().text(w.toggle_field, b64(payload.to_string()));
        self.post_form(w.toggle, form, token).await
    }
}
