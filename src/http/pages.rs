//! The site's own pages beside the API: `/` with its hero, the router's pages and files,
//! the sitemap, robots.txt and the feeds.
use super::*;

impl<A> Site<A> {
    /// `/`: the home page with the first active banner painted in when this build has the
    /// shell; otherwise, or when there is no active banner, the plain `index.html`.
    pub(super) fn serve_home(&self, req: &Request) -> Response {
        if let Some(index) = self.files.load("index.html")
            && let Some(banners) = self
                .banner
                .and_then(|b| self.content.answers().public_list(b))
            && let Some(page) = self.home.page(index.prepared.plain(), banners)
        {
            return answer_prepared(req, &page, index.mime, PUBLIC_CACHE);
        }
        self.files.serve(req)
    }
}

/// A pre-rendered page whose links depend on the site's own address: answered with
/// `Vary: Host`.
fn answer_by_host(req: &Request, page: &Prepared, mime: &str) -> Response {
    let mut resp = answer_prepared(req, page, mime, PUBLIC_CACHE);
    resp.headers_mut()
        .append(header::VARY, HeaderValue::from_static("Host"));
    resp
}

/// Whether `query` asks for the back office's preview (`preview=<what>`, ui/src/app/preview.ts).
fn previews(query: Option<&str>) -> bool {
    query.is_some_and(|q| {
        q.split('&')
            .any(|pair| pair.strip_prefix("preview=").is_some_and(|v| !v.is_empty()))
    })
}

/// The items of a public list's body (`{data: [...]}` or the bare array).
fn list_items(body: &serde_json::Value) -> Option<&Vec<serde_json::Value>> {
    match body.get("data").unwrap_or(body) {
        serde_json::Value::Array(items) => Some(items),
        _ => None,
    }
}

impl<A> Site<A> {
    /// The record of `entity` whose `field` is `value` (a text or a number) that visitors can
    /// see, as its public list answers it, with that list.
    pub(super) fn public_record(
        &self,
        entity: &str,
        field: &str,
        value: &str,
    ) -> Option<(Arc<Prepared>, serde_json::Value)> {
        let list = entities::by_key(entity).and_then(|e| self.content.answers().public_list(e))?;
        let body = serde_json::from_slice::<serde_json::Value>(list.plain()).ok()?;
        let item = list_items(&body)?
            .iter()
            .find(|item| match item.get(field) {
                Some(serde_json::Value::String(s)) => s == value,
                Some(serde_json::Value::Number(n)) => n.to_string() == value,
                _ => false,
            })?
            .clone();
        Some((list, item))
    }

    /// A page of the router with its first view painted in, when this build pre-rendered it
    /// (`prerendered`) and the address is the plain one; `None`: the plain `index.html`.
    fn prerendered_page(&self, req: &Request, path: &str) -> Option<Response> {
        let file = prerendered::pages()?;
        let shell = file.page(path)?;
        let (script, index) = self.prerender_parts(req)?;
        let plain = index.prepared.plain();
        if let Some(list) = &shell.list {
            return self.prerendered_list(req, shell, list);
        }
        let page = match &shell.data {
            None => self.prerendered.page(shell.path.clone(), plain, None, || {
                let fill = prerendered::Fill {
                    variants: &shell.variants,
                    record: None,
                    data: None,
                    host: None,
                    items: None,
                };
                prerendered::render(file, script, plain, &fill)
            })?,
            Some(entity) => {
                let list =
                    entities::by_key(entity).and_then(|e| self.content.answers().public_list(e))?;
                let key = shell.path.clone();
                self.prerendered.page(key, plain, Some(list.clone()), || {
                    let body = serde_json::from_slice::<serde_json::Value>(list.plain())
                        .map_err(|_| prerendered::Skip::BadRecord)?;
                    let first = list_items(&body)
                        .and_then(|items| items.first())
                        .and_then(|item| item.as_object())
                        .ok_or_else(|| prerendered::Skip::NoVariant("no record".into()))?;
                    let fill = prerendered::Fill {
                        variants: &shell.variants,
                        record: Some(first),
                        data: Some(prerendered::Data {
                            entity,
                            json: list.plain(),
                            size: None,
                        }),
                        host: None,
                        items: None,
                    };
                    prerendered::render(file, script, plain, &fill)
                })?
            }
        };
        Some(answer_prepared(req, &page, index.mime, PUBLIC_CACHE))
    }

    /// A list page (the news list) with its first page of records painted in; `None`: the
    /// plain `index.html`.
    fn prerendered_list(
        &self,
        req: &Request,
        shell: &prerendered::PageShell,
        list: &prerendered::ListShell,
    ) -> Option<Response> {
        let file = prerendered::pages()?;
        let (script, index) = self.prerender_parts(req)?;
        let plain = index.prepared.plain();
        let prepared =
            entities::by_key(&list.entity).and_then(|e| self.content.answers().public_list(e))?;
        let host = req.header(header::HOST);
        let key = format!("{}\n{}", shell.path, host.unwrap_or(""));
        let page = self
            .prerendered
            .page(key, plain, Some(prepared.clone()), || {
                let body = serde_json::from_slice::<serde_json::Value>(prepared.plain())
                    .map_err(|_| prerendered::Skip::BadRecord)?;
                let (records, total) = prerendered::first_page(&body, list.size)
                    .ok_or(prerendered::Skip::BadRecord)?;
                // The first page as the paged call answers it, for the app's first render.
                let json = serde_json::to_vec(
                    &serde_json::json!({ "outcome": true, "data": records, "total": total }),
                )
                .map_err(|_| prerendered::Skip::BadRecord)?;
                let record = prerendered::list_record(total, list.size);
                let fill = prerendered::Fill {
                    variants: &shell.variants,
                    record: Some(&record),
                    data: Some(prerendered::Data {
                        entity: &list.entity,
                        json: &json,
                        size: Some(list.size),
                    }),
                    host,
                    items: Some(prerendered::Items {
                        variants: &list.items,
                        records: &records,
                    }),
                };
                prerendered::render(file, script, plain, &fill)
            })?;
        // Whether a card's link opens in a new tab depends on the site's own address.
        Some(answer_by_host(req, &page, index.mime))
    }

    /// A record's own page (a news item) with the record painted in, when this build has
    /// copies for its entity; `None`: the plain `index.html`.
    fn prerendered_record(
        &self,
        req: &Request,
        entity: &str,
        list: Arc<Prepared>,
        record: &serde_json::Value,
    ) -> Option<Response> {
        let file = prerendered::pages()?;
        let shell = file.record(entity)?;
        let (script, index) = self.prerender_parts(req)?;
        let plain = index.prepared.plain();
        let host = req.header(header::HOST);
        let key = format!("{}\n{}", req.uri().path(), host.unwrap_or(""));
        let page = self.prerendered.page(key, plain, Some(list), || {
            let object = record.as_object().ok_or(prerendered::Skip::BadRecord)?;
            let json = serde_json::to_vec(record).map_err(|_| prerendered::Skip::BadRecord)?;
            let fill = prerendered::Fill {
                variants: &shell.variants,
                record: Some(object),
                data: Some(prerendered::Data {
                    entity,
                    json: &json,
                    size: None,
                }),
                host,
                items: None,
            };
            prerendered::render(file, script, plain, &fill)
        })?;
        // Whether its link opens in a new tab depends on the site's own address.
        Some(answer_by_host(req, &page, index.mime))
    }

    /// What a pre-rendered page is made from besides its copies, when the address is the
    /// plain one (no query but `lang`): the home page's inline script and `index.html`.
    fn prerender_parts(
        &self,
        req: &Request,
    ) -> Option<(&'static str, Arc<super::static_files::StaticFile>)> {
        if !prerendered::plain_query(req.uri().query()) {
            return None;
        }
        let script = &home::shell()?.script;
        Some((script.as_str(), self.files.load("index.html")?))
    }

    /// Any other path: a file of `ui/dist`, a page of the router (`index.html`), an old
    /// address (301 to `/`), or the "page not found" page (404). See `paths`.
    pub(super) fn serve_path(&self, req: &Request) -> Response {
        let path = req.uri().path();
        if (req.method() != Method::GET && req.method() != Method::HEAD)
            || self.files.has(path)
            || path.starts_with("/assets/")
        {
            return self.files.serve(req);
        }
        match crate::http::paths::classify(path) {
            Address::Page => self
                .prerendered_page(req, path)
                .unwrap_or_else(|| self.files.serve(req)),
            Address::Record {
                entity,
                field,
                value,
            } => match self.public_record(entity, field, &value) {
                Some((list, record)) => self
                    .prerendered_record(req, entity, list, &record)
                    .unwrap_or_else(|| self.files.serve(req)),
                // The back office's preview of an item not saved yet (docs/editor.md) frames
                // its page under an id no item has, and the page draws the item from the form:
                // a page, not "not found", kept out of search engines.
                None if previews(req.uri().query()) => {
                    let mut resp = self.files.serve(req);
                    resp.headers_mut()
                        .insert("x-robots-tag", HeaderValue::from_static("noindex"));
                    resp
                }
                None => self.files.not_found(req),
            },
            Address::Old => Response::builder()
                .status(StatusCode::MOVED_PERMANENTLY)
                .header(header::LOCATION, "/")
                .header(header::CACHE_CONTROL, PUBLIC_CACHE)
                .finish(),
            Address::Unknown => self.files.not_found(req),
        }
    }

    /// `/sitemap.xml`, or `/robots.txt` (the embedded file with the sitemap's address added).
    /// Both name the site by the request's address, so neither is kept by a shared cache.
    pub(super) async fn serve_sitemap(&self, req: &Request, xml: bool) -> Response {
        if req.method() != Method::GET && req.method() != Method::HEAD {
            return method_not_allowed();
        }
        let base =
            crate::sitemap::base_url(req.header(header::HOST), req.header("x-forwarded-proto"));
        let (body, mime) = if xml {
            let content = self.content.clone();
            let made =
                tokio::task::spawn_blocking(move || -> Result<Vec<u8>, String> {
                    let changes = content.answers().changes().map_err(|e| e.to_string())?;
                    let release = crate::clock::release_ms();
                    let entries =
                        crate::sitemap::entries(&changes, release, |entity, field| {
                            content.answers().public_values(entity, field).unwrap_or_else(|e| {
                        tracing::error!(error = %e, entity, "reading sitemap pages failed");
                        Vec::new()
                    })
                        });
                    crate::sitemap::xml(&base, &entries).map_err(|e| e.to_string())
                })
                .await;
            match made {
                Ok(Ok(bytes)) => (bytes, "application/xml; charset=utf-8"),
                Ok(Err(e)) => {
                    tracing::error!(error = %e, "making the sitemap failed");
                    return Response::builder()
                        .status(StatusCode::INTERNAL_SERVER_ERROR)
                        .body("The sitemap could not be made.");
                }
                Err(e) => {
                    tracing::error!(error = %e, "making the sitemap failed");
                    return Response::builder()
                        .status(StatusCode::INTERNAL_SERVER_ERROR)
                        .body("The sitemap could not be made.");
                }
            }
        } else {
            let mut text = self
                .files
                .load("robots.txt")
                .map(|f| String::from_utf8_lossy(f.prepared.plain()).into_owned())
                .unwrap_or_else(|| "User-agent: *\nAllow: /\nDisallow: /oshec\n".to_string());
            if !text.ends_with('\n') {
                text.push('\n');
            }
            text.push_str(&format!("\nSitemap: {base}/sitemap.xml\n"));
            (text.into_bytes(), "text/plain; charset=utf-8")
        };
        let builder = Response::builder()
            .content_type(mime)
            .header(header::CACHE_CONTROL, "no-cache")
            .header(header::VARY, "Host, X-Forwarded-Proto");
        if req.method() == Method::HEAD {
            return builder.header(header::CONTENT_LENGTH, body.len()).finish();
        }
        builder.body(body)
    }
}

/// The stylesheet that shows a feed as a page in a browser (docs/feeds.md), prepared once.
static FEED_STYLESHEET: std::sync::LazyLock<Prepared> =
    std::sync::LazyLock::new(|| Prepared::new(crate::feeds::STYLESHEET.as_bytes().to_vec()));

impl<A> Site<A> {
    /// `/feeds/feed.xsl`: the feeds' stylesheet. The page it makes from a feed lives under
    /// the feed's Content-Security-Policy, the site's, whose `style-src 'unsafe-inline'`
    /// allows its one style element.
    pub(super) fn serve_feed_stylesheet(&self, req: &Request) -> Response {
        if req.method() != Method::GET && req.method() != Method::HEAD {
            return method_not_allowed();
        }
        answer_prepared(
            req,
            &FEED_STYLESHEET,
            "text/xsl; charset=utf-8",
            PUBLIC_CACHE,
        )
    }

    /// A feed of `/feeds/` (docs/feeds.md): made from the entity's public list, with the
    /// public lists' cache header and an ETag. Its links name the site by the request's
    /// address, so shared caches keep one copy per address.
    pub(super) async fn serve_feed(&self, req: &Request, feed: crate::feeds::Feed) -> Response {
        if req.method() != Method::GET && req.method() != Method::HEAD {
            return method_not_allowed();
        }
        let base =
            crate::sitemap::base_url(req.header(header::HOST), req.header("x-forwarded-proto"));
        let lang = crate::feeds::Lang::from_query(req.uri().query());
        // A browser opening the link asks for HTML first: it gets the feed as a page, made
        // here (docs/feeds.md, "In a browser"); feed readers get the RSS.
        let browser = req
            .header(header::ACCEPT)
            .is_some_and(|accept| accept.contains("text/html"));
        let content = self.content.clone();
        // Preparing a list after a change reads the store.
        let made = tokio::task::spawn_blocking(move || -> Result<Vec<u8>, String> {
            let entity = entities::by_key(feed.entity())
                .ok_or_else(|| "the feed's entity is unknown".to_string())?;
            let list = content
                .answers()
                .public_list(entity)
                .ok_or_else(|| "the list could not be read".to_string())?;
            let body: serde_json::Value =
                serde_json::from_slice(list.plain()).map_err(|e| e.to_string())?;
            // Notices have no date field: the day each was published.
            let dates = if feed.dated_by_publication() {
                let changed = content
                    .answers()
                    .changes()
                    .map_err(|e| e.to_string())?
                    .get(entity.key)
                    .copied()
                    .unwrap_or_else(crate::clock::release_ms);
                let items = content.inventory(entity).map_err(|e| e.to_string())?;
                crate::feeds::notice_dates(&items, changed)
            } else {
                Default::default()
            };
            let channel = crate::feeds::channel(feed, lang, &base, &body, &dates);
            if browser {
                let font = crate::feeds::page::OdiaFont {
                    regular: super::static_files::ui_asset(
                        "assets/noto-sans-oriya-oriya-400-normal",
                    ),
                    bold: super::static_files::ui_asset("assets/noto-sans-oriya-oriya-700-normal"),
                };
                Ok(crate::feeds::page::html(&channel, lang, &font).into_bytes())
            } else {
                crate::feeds::xml(&channel).map_err(|e| e.to_string())
            }
        })
        .await
        .map_err(|e| e.to_string())
        .and_then(|made| made);
        match made {
            Ok(bytes) => {
                let prepared = Prepared::with_quality_for_size(bytes);
                let mime = if browser {
                    "text/html; charset=utf-8"
                } else {
                    "application/rss+xml; charset=utf-8"
                };
                let mut resp = answer_prepared(req, &prepared, mime, PUBLIC_CACHE);
                resp.headers_mut().append(
                    header::VARY,
                    HeaderValue::from_static("Host, X-Forwarded-Proto, Accept"),
                );
                resp
            }
            Err(e) => {
                tracing::error!(error = %e, path = feed.path(), "making a feed failed");
                Response::builder()
                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                    .content_type("text/plain; charset=utf-8")
                    .body("The feed could not be made.")
            }
        }
    }
}
