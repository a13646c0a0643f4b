//! Broken links: every link in the content (the link fields the entity table checks as links,
//! and the links and images of Markdown bodies), checked by a run.
//!
//! - A path on this site (`/notices`) is asked of the application itself, in-process; it is
//!   broken when it answers 400 or more. The answer does not depend on the network, so one
//!   failure is enough.
//! - Any other address gets a HEAD request, then a GET when HEAD fails or answers 400 or more
//!   (some servers refuse HEAD); redirects are followed and the last address reported; at most
//!   one request per host a second; proxies from the environment (`HTTPS_PROXY`, `NO_PROXY`).
//!   It is broken after two failed runs in a row, so a server down for a moment is not
//!   reported.
//! - Never an internal address (docs/health.md): before every request, the first and each
//!   redirect's, the host is resolved here and refused when any of its addresses is internal
//!   (`netaddr::is_internal`), unless `link_check_allow` names it; the connection then goes to
//!   the addresses that were checked (the client's resolver answers them, not a second lookup).
//!   Such a link is reported at once as "not checked: internal address".
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures_util::StreamExt as _;
use poem::Endpoint as _;
use poem::http::{Method, StatusCode, header};
use pulldown_cmark::{Event, Parser, Tag};

use super::tables::{self, LinkState};
use super::{Finding, HealthError, Site, is_current};
use crate::content::Content;
use crate::content::entities::{Check, ENTITIES, Entity, ListExtra};
use crate::content::inventory::Item;
use crate::store::{Store, StoreError};

/// Hosts checked at once (each host's links one after another).
const HOSTS_AT_ONCE: usize = 8;
/// Time between two requests to one host.
const PER_HOST: Duration = Duration::from_secs(1);

/// Redirects followed from one address, at most.
const MAX_REDIRECTS: usize = 10;
/// What a link to an internal address is reported as (its `error`).
pub const NOT_CHECKED: &str = "not checked: internal address";

/// Whether an address is a path on this site.
fn is_internal(url: &str) -> bool {
    url.starts_with('/') && !url.starts_with("//")
}

/// Failed runs in a row after which a link is reported: one for a path on this site and for
/// an internal address (neither depends on a server being up), two for the rest.
fn threshold(url: &str, state: &LinkState) -> u32 {
    if is_internal(url) || state.error.as_deref() == Some(NOT_CHECKED) {
        1
    } else {
        2
    }
}

/// The link fields of `entity`: those its checks take as links or web addresses.
fn link_fields(entity: &Entity) -> Vec<&'static str> {
    let mut out = Vec::new();
    for check in entity.checks {
        match check {
            Check::Link(f, _) | Check::OptionalLink(f, _) => out.push(*f),
            Check::OptionalWebAddress(fields, _) => out.extend(fields.iter().copied()),
            _ => {}
        }
    }
    out
}

/// Every (field, address) of an item worth checking: a path on this site, or an
/// `http(s)` address. Fragments are dropped; `mailto:`, `tel:` and in-page links are skipped.
pub fn links_of(entity: &Entity, item: &Item) -> Vec<(&'static str, String)> {
    let mut out = Vec::new();
    for field in link_fields(entity) {
        out.extend(checkable(item.text(field)).map(|u| (field, u)));
    }
    if let ListExtra::Markdown(fields) = &entity.list_extra {
        for &(field, _) in *fields {
            for event in Parser::new(item.text(field)) {
                if let Event::Start(Tag::Link { dest_url, .. } | Tag::Image { dest_url, .. }) =
                    event
                {
                    out.extend(checkable(&dest_url).map(|u| (field, u)));
                }
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

fn checkable(url: &str) -> Option<String> {
    let url = url.trim();
    let url = url.split('#').next().unwrap_or("");
    let lower = url.to_ascii_lowercase();
    if is_internal(url) || lower.starts_with("http://") || lower.starts_with("https://") {
        Some(url.to_string())
    } else if url.starts_with("//") {
        Some(format!("https:{url}"))
    } else {
        None
    }
}

pub fn findings(
    store: &Store,
    entity: &'static Entity,
    items: &[Item],
) -> Result<Vec<Finding>, StoreError> {
    let links: Vec<(&Item, &'static str, String)> = items
        .iter()
        .flat_map(|item| {
            links_of(entity, item)
                .into_iter()
                .map(move |(f, u)| (item, f, u))
        })
        .collect();
    let urls: Vec<&str> = links.iter().map(|(_, _, u)| u.as_str()).collect();
    let states = tables::link_states(store, &urls)?;
    let mut out = Vec::new();
    for ((item, field, url), state) in links.iter().zip(states) {
        let Some(state) = state.filter(|s| s.failures >= threshold(url, s)) else {
            continue;
        };
        let what = match (&state.status, &state.error) {
            (Some(status), _) => format!("answered {status}"),
            (None, Some(error)) if error == NOT_CHECKED => format!("was {error}"),
            (None, Some(error)) => error.clone(),
            (None, None) => "failed".to_string(),
        };
        let mut finding =
            Finding::new(entity, item, format!("The link {url} {what}.")).in_field(field);
        finding.url = Some(url.clone());
        finding.status = state.status;
        finding.error = state.error;
        finding.redirected_to = state.redirected_to;
        out.push(finding);
    }
    Ok(out)
}

/// What one check found.
struct Outcome {
    ok: bool,
    status: Option<u16>,
    error: Option<String>,
    redirected_to: Option<String>,
}

/// Checks every link of the current content and keeps the new states.
pub async fn run(
    content: &Arc<Content>,
    site: Option<Arc<Site>>,
    timeout: Duration,
    allow: &[String],
) -> Result<(), HealthError> {
    let urls = {
        let content = Arc::clone(content);
        tokio::task::spawn_blocking(move || all_links(&content))
            .await
            .map_err(|e| HealthError::Store(StoreError::other(e)))??
    };
    let mut outcomes: BTreeMap<String, Outcome> = BTreeMap::new();
    let (internal, external): (Vec<String>, Vec<String>) =
        urls.into_iter().partition(|u| is_internal(u));
    for url in internal {
        let outcome = match &site {
            Some(site) => ask_site(site, &url).await,
            None => Outcome {
                ok: true,
                status: None,
                error: None,
                redirected_to: None,
            },
        };
        outcomes.insert(url, outcome);
    }
    let mut by_host: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for url in external {
        // A host is a server: its name and port.
        let host = reqwest::Url::parse(&url)
            .ok()
            .and_then(|u| Some(format!("{}:{}", u.host_str()?, u.port_or_known_default()?)))
            .unwrap_or_default();
        by_host.entry(host).or_default().push(url);
    }
    let web = Web::new(timeout, allow)?;
    let checked: Vec<Vec<(String, Outcome)>> = futures_util::stream::iter(by_host.into_values())
        .map(|urls| {
            let web = &web;
            async move {
                let mut out = Vec::new();
                let mut last: Option<Instant> = None;
                for url in urls {
                    let outcome = web.ask(&url, &mut last).await;
                    out.push((url, outcome));
                }
                out
            }
        })
        .buffer_unordered(HOSTS_AT_ONCE)
        .collect()
        .await;
    outcomes.extend(checked.into_iter().flatten());

    let store = Arc::clone(content.store());
    tokio::task::spawn_blocking(move || {
        let names: Vec<&str> = outcomes.keys().map(String::as_str).collect();
        let before = tables::link_states(&store, &names)?;
        let now = crate::clock::now_ms();
        let states: Vec<(String, LinkState)> = outcomes
            .into_iter()
            .zip(before)
            .map(|((url, o), before)| {
                let failures = if o.ok {
                    0
                } else {
                    before.map_or(0, |b| b.failures).saturating_add(1)
                };
                let state = LinkState {
                    failures,
                    status: o.status,
                    error: o.error,
                    redirected_to: o.redirected_to,
                    checked_at_ms: now,
                };
                (url, state)
            })
            .collect();
        tables::save_run(&store, &states, now)
    })
    .await
    .map_err(|e| HealthError::Store(StoreError::other(e)))??;
    Ok(())
}

/// Every distinct address in the current content.
fn all_links(content: &Content) -> Result<BTreeSet<String>, HealthError> {
    let mut urls = BTreeSet::new();
    for entity in &ENTITIES {
        for item in content.inventory(entity)?.iter().filter(|i| is_current(i)) {
            urls.extend(links_of(entity, item).into_iter().map(|(_, u)| u));
        }
    }
    Ok(urls)
}

/// The path with every byte a URI may not carry as it is percent-encoded.
fn encode_path(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    for b in path.bytes() {
        if b.is_ascii_graphic() {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

async fn ask_site(site: &Arc<Site>, path: &str) -> Outcome {
    let Ok(uri) = encode_path(path).parse::<poem::http::Uri>() else {
        return Outcome {
            ok: false,
            status: None,
            error: Some("is not a valid address".to_string()),
            redirected_to: None,
        };
    };
    let req = poem::Request::builder()
        .method(Method::GET)
        .uri(uri)
        .finish();
    let resp = site.get_response(req).await;
    let status = resp.status();
    let redirected_to = status
        .is_redirection()
        .then(|| {
            resp.headers()
                .get(header::LOCATION)
                .and_then(|v| v.to_str().ok())
                .map(str::to_string)
        })
        .flatten();
    Outcome {
        ok: status < StatusCode::BAD_REQUEST,
        status: Some(status.as_u16()),
        error: None,
        redirected_to,
    }
}

/// The addresses each host name was found to have when it was checked, which the client
/// connects to (its resolver), so a second lookup cannot lead elsewhere. A name not checked
/// (a proxy's, or a host `link_check_allow` names) is looked up as usual.
#[derive(Default)]
struct Checked(Mutex<HashMap<String, Vec<SocketAddr>>>);

impl Checked {
    fn pin(&self, host: &str, addrs: Vec<SocketAddr>) {
        if let Ok(mut map) = self.0.lock() {
            map.insert(host.to_string(), addrs);
        }
    }

    fn get(&self, host: &str) -> Option<Vec<SocketAddr>> {
        self.0.lock().ok().and_then(|map| map.get(host).cloned())
    }
}

impl reqwest::dns::Resolve for Checked {
    fn resolve(&self, name: reqwest::dns::Name) -> reqwest::dns::Resolving {
        let pinned = self.get(name.as_str());
        let name = name.as_str().to_string();
        Box::pin(async move {
            let addrs: Vec<SocketAddr> = match pinned {
                Some(addrs) => addrs,
                None => tokio::net::lookup_host((name.as_str(), 0)).await?.collect(),
            };
            Ok(Box::new(addrs.into_iter()) as reqwest::dns::Addrs)
        })
    }
}

/// What the check of an address before a request found.
enum Vetted {
    /// It may be asked.
    Fine,
    /// It is, or resolves to, an internal address.
    Internal,
    /// Its name has no address.
    Unknown,
    /// Not an `http(s)` address with a host.
    Invalid,
}

/// The client for other sites, with what it may reach.
struct Web {
    client: reqwest::Client,
    checked: Arc<Checked>,
    /// `link_check_allow`, lower-case.
    allow: Vec<String>,
    timeout: Duration,
}

impl Web {
    fn new(timeout: Duration, allow: &[String]) -> Result<Web, HealthError> {
        // One TLS library in the binary: the link checker uses ring, as the mail does, not the
        // second provider reqwest would bring. Installing it again is refused harmlessly.
        let _ = rustls::crypto::ring::default_provider().install_default();
        let checked = Arc::new(Checked::default());
        let client = reqwest::Client::builder()
            .timeout(timeout)
            .connect_timeout(timeout.min(Duration::from_secs(5)))
            // Redirects are followed by `follow`, which checks each new address first.
            .redirect(reqwest::redirect::Policy::none())
            .dns_resolver(Arc::clone(&checked))
            .user_agent(concat!("oshec-link-check/", env!("CARGO_PKG_VERSION")))
            .build()
            .map_err(|e| HealthError::Store(StoreError::other(e)))?;
        Ok(Web {
            client,
            checked,
            allow: allow.iter().map(|h| h.to_ascii_lowercase()).collect(),
            timeout,
        })
    }

    /// Whether `url` may be asked; a host name is resolved and its addresses kept for the
    /// connection.
    async fn vet(&self, url: &reqwest::Url) -> Vetted {
        if !matches!(url.scheme(), "http" | "https") {
            return Vetted::Invalid;
        }
        let Some(port) = url.port_or_known_default() else {
            return Vetted::Invalid;
        };
        let Some(host) = url.host_str() else {
            return Vetted::Invalid;
        };
        // The URL parser has already read every spelling of an IPv4 address (`127.1`,
        // `2130706433`, `0x7f000001`) as the address; IPv6 comes in brackets.
        let bare = host
            .strip_prefix('[')
            .and_then(|h| h.strip_suffix(']'))
            .unwrap_or(host);
        let ip = bare.parse::<IpAddr>().ok().map(|ip| ip.to_canonical());
        let name = match ip {
            Some(ip) => ip.to_string(),
            None => bare.trim_end_matches('.').to_ascii_lowercase(),
        };
        if self.allow.contains(&name) {
            return Vetted::Fine;
        }
        if let Some(ip) = ip {
            return if crate::netaddr::is_internal(ip) {
                Vetted::Internal
            } else {
                Vetted::Fine
            };
        }
        let lookup = tokio::time::timeout(self.timeout, tokio::net::lookup_host((host, port)));
        let addrs: Vec<SocketAddr> = match lookup.await {
            Ok(Ok(addrs)) => addrs.collect(),
            _ => return Vetted::Unknown,
        };
        if addrs.is_empty() {
            return Vetted::Unknown;
        }
        // Every address, not only the first: the connection may use any of them.
        if addrs.iter().any(|a| crate::netaddr::is_internal(a.ip())) {
            return Vetted::Internal;
        }
        self.checked.pin(host, addrs);
        Vetted::Fine
    }

    /// HEAD, then GET when HEAD fails or answers 400 or more (some servers refuse HEAD).
    async fn ask(&self, url: &str, last: &mut Option<Instant>) -> Outcome {
        let Ok(parsed) = reqwest::Url::parse(url) else {
            return failed("is not a valid address");
        };
        let head = self.follow(Method::HEAD, parsed.clone(), last).await;
        let answer = match head {
            Followed::Answered(status, _) if status < 400 => head,
            Followed::Internal(_) | Followed::Invalid(_) | Followed::Unknown(_) => head,
            _ => self.follow(Method::GET, parsed.clone(), last).await,
        };
        let moved = |at: reqwest::Url| (at != parsed).then(|| at.to_string());
        match answer {
            Followed::Answered(status, at) => Outcome {
                ok: status < 400,
                status: Some(status),
                error: None,
                redirected_to: moved(at),
            },
            Followed::Internal(at) => Outcome {
                redirected_to: moved(at),
                ..failed(NOT_CHECKED)
            },
            Followed::Unknown(at) => Outcome {
                redirected_to: moved(at),
                ..failed("could not be reached (no such host)")
            },
            Followed::Invalid(at) => Outcome {
                redirected_to: moved(at),
                ..failed("is not a valid address")
            },
            Followed::TooMany => failed("redirects too many times"),
            Followed::Failed(e) => failed(&describe(&e, self.timeout)),
        }
    }

    /// Asks `url`, and each address it redirects to, checking every one first.
    async fn follow(
        &self,
        method: Method,
        mut url: reqwest::Url,
        last: &mut Option<Instant>,
    ) -> Followed {
        for _ in 0..=MAX_REDIRECTS {
            match self.vet(&url).await {
                Vetted::Fine => {}
                Vetted::Internal => return Followed::Internal(url),
                Vetted::Unknown => return Followed::Unknown(url),
                Vetted::Invalid => return Followed::Invalid(url),
            }
            pace(last).await;
            let resp = match self
                .client
                .request(method.clone(), url.clone())
                .send()
                .await
            {
                Ok(resp) => resp,
                Err(e) => return Followed::Failed(e),
            };
            let status = resp.status();
            let next = status
                .is_redirection()
                .then(|| resp.headers().get(header::LOCATION))
                .flatten()
                .and_then(|v| v.to_str().ok())
                .and_then(|location| url.join(location).ok());
            match next {
                Some(next) => url = next,
                None => return Followed::Answered(status.as_u16(), url),
            }
        }
        Followed::TooMany
    }
}

/// Where following an address ended.
enum Followed {
    /// The last address and its answer.
    Answered(u16, reqwest::Url),
    /// Not asked: this address is internal.
    Internal(reqwest::Url),
    /// Not asked: this address's host has no address.
    Unknown(reqwest::Url),
    /// Not asked: this address cannot be asked.
    Invalid(reqwest::Url),
    TooMany,
    Failed(reqwest::Error),
}

fn failed(error: &str) -> Outcome {
    Outcome {
        ok: false,
        status: None,
        error: Some(error.to_string()),
        redirected_to: None,
    }
}

/// Waits so that requests to one host are at least [`PER_HOST`] apart.
async fn pace(last: &mut Option<Instant>) {
    if let Some(at) = *last {
        let next = at + PER_HOST;
        let now = Instant::now();
        if next > now {
            tokio::time::sleep(next - now).await;
        }
    }
    *last = Some(Instant::now());
}

/// A short account of a failed request, without the address (the finding carries it).
fn describe(e: &reqwest::Error, timeout: Duration) -> String {
    if e.is_timeout() {
        format!("did not answer within {} s", timeout.as_secs_f64())
    } else if e.is_connect() {
        "could not be reached (no connection)".to_string()
    } else {
        "could not be read".to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_paths_and_web_addresses_are_checked() {
        assert_eq!(checkable(" /notices#top "), Some("/notices".into()));
        assert_eq!(
            checkable("https://example.org/a"),
            Some("https://example.org/a".into())
        );
        assert_eq!(
            checkable("//cdn.example.org/x"),
            Some("https://cdn.example.org/x".into())
        );
        assert_eq!(checkable("mailto:a@b.c"), None);
        assert_eq!(checkable("#top"), None);
        assert_eq!(encode_path("/ଓ a"), "/%E0%AC%93%20a");
    }
}
